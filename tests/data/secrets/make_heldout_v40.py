#!/usr/bin/env python3
"""Deterministic generator for heldout_v40 (blind evaluation set for a secrets filter).
Usage: python3 make_heldout_v40.py heldout_v40.yaml   (standard library only, random.Random(40))."""
import sys, json, random, string, re, base64

SEED = 40
PREFIX = "H40"
R = random.Random(SEED)

DIG = "0123456789"; UP = string.ascii_uppercase; LO = string.ascii_lowercase
ALNUM = UP + LO + DIG; HEX = "0123456789abcdef"; B64 = ALNUM + "+/"; B64URL = ALNUM + "-_"
def rs(alpha, n): return "".join(R.choice(alpha) for _ in range(n))
def dig(n): return rs(DIG, n)
def nz(n): return R.choice("123456789") + dig(n - 1)
def grp(s, k, sep=" "): return sep.join(s[i:i + k] for i in range(0, len(s), k))

WORDS = ["copper", "lantern", "velvet", "harbor", "maple", "orbit", "pepper", "quartz", "river", "saddle",
         "tundra", "walnut", "falcon", "meadow", "cobalt", "ember", "glacier", "juniper", "marble", "nectar",
         "pebble", "raven", "sierra", "thistle", "willow", "zephyr", "biscuit", "cactus", "dolphin", "fennel",
         "gravel", "hazel", "igloo", "jasper", "kettle", "lemon", "mango", "nutmeg", "otter", "puffin"]
SYM = "!#$%&*?@+=_-."
def pw(kind=None):
    k = kind if kind is not None else R.randrange(5)
    if k == 0:
        return R.choice(WORDS).capitalize() + R.choice(SYM) + dig(4)
    if k == 1:
        return rs(ALNUM + "!#$%&*?@", R.randint(12, 18))
    if k == 2:
        return "-".join(R.sample(WORDS, 4)) + dig(2)
    if k == 3:
        w = R.choice(WORDS)
        return w[0].upper() + w[1:].replace("a", "@").replace("o", "0").replace("e", "3") + dig(3) + R.choice("!?#$")
    return rs(LO, 3) + dig(2) + rs(UP, 2) + R.choice(SYM) + rs(LO + DIG, 5)

BIP39 = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access",
         "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action", "actor",
         "actress", "actual", "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance", "advice",
         "aerobic", "affair", "afford", "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air", "airport",
         "aisle", "alarm", "album", "alcohol", "alert", "alien", "all", "alley", "allow", "almost", "alone", "alpha",
         "already", "also", "alter", "always", "amateur", "amazing", "among", "amount", "amused", "analyst", "anchor",
         "ancient", "anger", "angle", "angry", "animal", "ankle", "announce", "annual", "another", "answer", "antenna",
         "antique", "anxiety", "any", "apart", "apology", "appear", "apple", "approve", "april", "arch", "arctic",
         "area", "arena", "argue", "arm", "armed", "armor", "army", "around", "arrange", "arrest", "bacon", "badge",
         "balance", "bamboo", "banana", "banner", "barely", "bargain", "barrel", "basket", "battle", "beach", "bean",
         "beauty", "because", "become", "beef", "before", "begin", "behave", "behind", "believe", "below", "bench",
         "benefit", "best", "betray", "better", "between", "beyond", "bicycle", "bird", "birth", "bitter", "black",
         "blade", "blame", "blanket", "blast", "bleak", "bless", "blind", "blood", "blossom", "board", "boat", "body",
         "boil", "bomb", "bone", "bonus", "book", "boost", "border", "boring", "borrow", "boss", "bottom", "bounce",
         "cabin", "cable", "cactus", "cage", "cake", "call", "calm", "camera", "camp", "canal", "cancel", "candy",
         "cannon", "canoe", "canvas", "canyon", "capable", "capital", "captain", "carbon", "cargo", "carpet", "carry",
         "dance", "danger", "daring", "dash", "daughter", "dawn", "debate", "decade", "decide", "defense", "degree",
         "eager", "eagle", "early", "earth", "easily", "echo", "ecology", "economy", "edge", "effort", "eight",
         "fabric", "face", "faculty", "faith", "false", "fame", "family", "fancy", "fantasy", "fashion", "fatal",
         "gadget", "galaxy", "gallery", "garage", "garden", "garlic", "gather", "gauge", "gentle", "genuine", "ghost",
         "habit", "hammer", "harbor", "harvest", "hawk", "hazard", "health", "hedgehog", "helmet", "hero", "hidden",
         "icon", "idea", "identify", "idle", "ignore", "image", "immune", "impact", "improve", "inch", "income",
         "jacket", "jaguar", "jealous", "jeans", "jelly", "jewel", "journey", "judge", "juice", "jungle", "junior",
         "kangaroo", "keen", "kernel", "ketchup", "kidney", "kingdom", "kitchen", "kite", "kitten", "knife", "know",
         "ladder", "lady", "lamp", "language", "laptop", "large", "laundry", "lawsuit", "layer", "leader", "leaf",
         "magnet", "maid", "mammal", "mandate", "mango", "mansion", "maple", "marble", "margin", "marine", "market",
         "napkin", "narrow", "nasty", "nation", "nature", "near", "neck", "negative", "neglect", "nephew", "nerve",
         "oak", "obey", "object", "oblige", "obscure", "observe", "obtain", "ocean", "october", "odor", "office",
         "paddle", "palace", "panda", "panel", "panic", "panther", "paper", "parade", "parent", "parrot", "party",
         "quality", "quantum", "quarter", "question", "quick", "quit", "quiz", "quote", "rabbit", "raccoon", "radar",
         "saddle", "sadness", "safe", "salad", "salmon", "salon", "salt", "salute", "sample", "sand", "satoshi",
         "table", "tackle", "tag", "tail", "talent", "tank", "tape", "target", "task", "taste", "tattoo", "taxi",
         "umbrella", "unable", "unaware", "uncle", "uncover", "under", "undo", "unfair", "unfold", "unhappy",
         "vacant", "vacuum", "vague", "valid", "valley", "valve", "van", "vanish", "vapor", "various", "vast",
         "wagon", "wait", "walk", "wall", "walnut", "want", "warfare", "warm", "warrior", "wash", "wasp", "waste",
         "yard", "year", "yellow", "you", "young", "youth", "zebra", "zero", "zone", "zoo"]
def seed_phrase(n=12): return " ".join(R.sample(BIP39, n))

# ---------------- check digits (computed) ----------------
def luhn_digit(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        t += d
    return str((10 - t % 10) % 10)
def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]
def card(prefix, length=16): b = prefix + dig(length - len(prefix) - 1); return b + luhn_digit(b)
def iban_num(s): return int("".join(str(int(c, 36)) for c in s))
def iban(cc, bban):
    chk = 98 - iban_num(bban + cc + "00") % 97
    return cc + "%02d" % chk + bban
def iban_ok(x):
    x = x.replace(" ", ""); return iban_num(x[4:] + x[:4]) % 97 == 1
def cn_id(prefix):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return prefix + "10X98765432"[sum(int(a) * b for a, b in zip(prefix, w)) % 11]
def pesel(yy, mm, dd, sex):
    base = "%02d%02d%02d" % (yy, mm + 20, dd) + dig(3) + str(R.choice([1, 3, 5, 7, 9] if sex == "m" else [0, 2, 4, 6, 8]))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)
def dni():
    n = R.randint(10000000, 79999999); return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
def bsn():
    while True:
        b = nz(8); s = sum(int(c) * (9 - i) for i, c in enumerate(b)); c = s % 11
        if c < 10: return b + str(c)
def cpf():
    while True:
        b = dig(9)
        if len(set(b)) == 1: continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(b)); d1 = s * 10 % 11 % 10
        b2 = b + str(d1); s = sum(int(c) * (11 - i) for i, c in enumerate(b2)); d2 = s * 10 % 11 % 10
        x = b2 + str(d2); return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])
def tckn():
    d = [int(c) for c in nz(9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)
def hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    n = R.randint(2, 899); b = "%02d%02d%02d" % (dd, mm, yy)
    return b + "-" + "%03d" % n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + "%03d" % n) % 31]
def fnr():
    while True:
        b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + "%03d" % R.randint(0, 499)
        d = [int(c) for c in b]
        k1 = 11 - sum(x * y for x, y in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        if k1 == 11: k1 = 0
        if k1 == 10: continue
        k2 = 11 - sum(x * y for x, y in zip(d + [k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if k2 == 11: k2 = 0
        if k2 == 10: continue
        return b + str(k1) + str(k2)
def se_pnr():
    b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + dig(3)
    return b[:6] + "-" + b[6:] + luhn_digit(b)
def snils():
    while True:
        b = dig(9); s = sum(int(c) * (9 - i) for i, c in enumerate(b))
        if s < 100: c = s
        elif s in (100, 101): c = 0
        else:
            c = s % 101
            if c == 100: c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)
def inn12():
    b = [int(c) for c in "77" + dig(8)]
    n11 = sum(x * y for x, y in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    b.append(n11)
    n12 = sum(x * y for x, y in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return "".join(map(str, b)) + str(n12)
def inn10():
    b = [int(c) for c in "77" + dig(7)]
    return "".join(map(str, b)) + str(sum(x * y for x, y in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
def il_id(): b = dig(8); return b + luhn_digit(b)
def cnp():
    b = R.choice("12") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 40) + dig(3)
    s = sum(int(a) * int(w) for a, w in zip(b, "279146358279")) % 11
    return b + str(1 if s == 10 else s)
def kr_rrn():
    b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + dig(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)
def nir():
    sex = R.choice("12"); yy = "%02d" % R.randint(60, 99); mm = "%02d" % R.randint(1, 12)
    dep = "%02d" % R.choice([75, 69, 13, 33, 44, 59, 31, 67]); com = "%03d" % R.randint(1, 400); o = "%03d" % R.randint(1, 999)
    n = int(sex + yy + mm + dep + com + o); key = 97 - n % 97
    return "%s %s %s %s %s %s %02d" % (sex, yy, mm, dep, com, o, key)
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,8,7,6,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar():
    b = R.choice("23456789") + dig(10); c = 0
    for i, ch in enumerate(reversed(b)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    x = b + str(VINV[c]); assert verhoeff_ok(x); return "%s %s %s" % (x[:4], x[4:8], x[8:])
def my_number():
    b = dig(11); s = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5; s += p * q
    r = s % 11; return b + str(0 if r <= 1 else 11 - r)
def ir_code():
    while True:
        b = dig(9)
        if len(set(b)) == 1: continue
        r = sum(int(c) * (10 - i) for i, c in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)
def th_id():
    b = R.choice("1358") + dig(11)
    return b + str((11 - sum(int(c) * (13 - i) for i, c in enumerate(b)) % 11) % 10)
def s10(pfx, cc):
    b = dig(8); c = 11 - sum(int(a) * w for a, w in zip(b, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    c = 0 if c == 10 else (5 if c == 11 else c); return pfx + b + str(c) + cc
def aba():
    while True:
        b = R.choice(["0", "1", "2", "3"]) + dig(7)
        for c in DIG:
            x = b + c
            if sum(int(a) * w for a, w in zip(x, [3, 7, 1] * 3)) % 10 == 0: return x
def gr_afm():
    b = dig(8); return b + str(sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b)) % 11 % 10)
def hu_taj():
    b = dig(8); return b + str(sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b)) % 10)
def hu_adoaz():
    while True:
        b = "8" + "%05d" % R.randint(30000, 45000) + dig(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c < 10: return b + str(c)
def no_konto():
    while True:
        b = R.choice(["1503", "1207", "9710", "3000", "1594"]) + dig(6)
        c = 11 - sum(int(a) * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if c == 11: c = 0
        if c == 10: continue
        x = b + str(c); return "%s.%s.%s" % (x[:4], x[4:6], x[6:])
def no_orgnr():
    while True:
        b = R.choice("89") + dig(7); c = 11 - sum(int(a) * w for a, w in zip(b, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if c == 11: c = 0
        if c == 10: continue
        x = b + str(c); return "%s %s %s" % (x[:3], x[3:6], x[6:])
def y_tunnus():
    while True:
        b = dig(7); r = sum(int(a) * w for a, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1: continue
        return b + "-" + str(0 if r == 0 else 11 - r)
def siren(): b = nz(8); return b + luhn_digit(b)
def pl_nip():
    while True:
        b = nz(9); c = sum(int(a) * w for a, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10: x = b + str(c); return "%s-%s-%s-%s" % (x[:3], x[3:6], x[6:8], x[8:])
def cz_ico():
    b = nz(7); c = (11 - sum(int(a) * w for a, w in zip(b, [8, 7, 6, 5, 4, 3, 2])) % 11) % 10; return b + str(c)
def cz_rc():
    while True:
        b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12) + R.choice([0, 50]), R.randint(1, 28)) + dig(3)
        for c in DIG:
            if int(b + c) % 11 == 0: return b[:6] + "/" + b[6:] + c
def pt_nif(first="2"):
    b = first + dig(7); r = sum(int(c) * (9 - i) for i, c in enumerate(b)) % 11
    return b + str(0 if r < 2 else 11 - r)
def it_piva(): b = "0" + dig(9); return b + luhn_digit(b)
def iso7064_11_10(b):
    p = 10
    for ch in b:
        s = (int(ch) + p) % 10
        if s == 0: s = 10
        p = s * 2 % 11
    c = 11 - p; return str(0 if c == 10 else c)
def de_steuerid():
    while True:
        ds = R.sample(DIG, 9); dup = R.choice(ds); l = ds + [dup]; R.shuffle(l)
        if l[0] != "0": b = "".join(l); return b + iso7064_11_10(b)
def de_ustid(): b = nz(8); return "DE" + b + iso7064_11_10(b)
def emirates():
    b = "784" + str(R.randint(1975, 2000)) + dig(7); x = b + luhn_digit(b)
    return "%s-%s-%s-%s" % (x[:3], x[3:7], x[7:14], x[14:])
def amka():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + dig(4); return b + luhn_digit(b)
def uuid4():
    h = rs(HEX, 32); h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + rs(B64URL, 43)
def totp_seed(n=32): return rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", n)
def pin(n=4):
    while True:
        p = dig(n)
        if len(set(p)) > 1 and p not in ("1234", "0000", "123456"): return p
def mpesa_code(): return R.choice("QRST") + rs(UP + DIG, 9)
def aws_id(): return "AKIA" + rs(UP + "234567", 16)
def aws_secret(): return rs(B64, 40)
def ghp(): return "ghp_" + rs(ALNUM, 36)
def sha1(): return rs(HEX, 40)
def tracking_1z(): return "1Z" + rs(UP + DIG, 6) + "03" + dig(8)
def order_amz(): return "%s-%s-%s" % (R.choice(["111", "112", "113", "114"]), dig(7), dig(7))
def phone_us(): return "(%s) 555-%s" % (R.choice(["212", "415", "312", "617", "503"]), dig(4))
def ssh_key():
    body = rs(B64, 70) + "\n" + rs(B64, 70) + "\n" + rs(B64, 70) + "\n" + rs(B64, 70) + "\n" + rs(B64, 26) + "=="
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"

# ---------------- cases ----------------
BUILDERS = []
def case(f): BUILDERS.append(f); return f
def C(lang, slug, text, secrets, looks, note):
    return {"lang": lang, "slug": slug, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}

# ===== English =====
@case
def _():
    k, s = aws_id(), aws_secret()
    t = ("My deploy script keeps failing with AccessDenied. Here's my ~/.aws/credentials, can you see what's wrong?\n\n"
         "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-1\n\n"
         "The docs example uses AKIAIOSFODNN7EXAMPLE so I know the format is right." % (k, s))
    return C("en", "aws-credentials-file", t, [k, s], ["AKIAIOSFODNN7EXAMPLE", "us-east-1"], "real-format AWS pair vs the documentation key id")
@case
def _():
    t = ("Writing a blog post on IAM. Is it fine to show aws_access_key_id=AKIAIOSFODNN7EXAMPLE and "
         "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the screenshots? They're the ones from the AWS docs.")
    return C("en", "aws-docs-example-negative", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documentation values only")
@case
def _():
    g = ghp(); sha = sha1()
    t = ("CI says 'Bad credentials' when pushing. I set GH_TOKEN=%s in the repo secrets yesterday. "
         "The failing run is on commit %s." % (g, sha))
    return C("en", "github-pat-ci", t, [g], [sha], "classic PAT vs commit hash")
@case
def _():
    g = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
    t = ("ok so I accidentally pushed this to a public gist and already revoked it, but here's what it looked like: %s "
         "— does the fine-grained format mean it only had access to one repo?" % g)
    return C("en", "github-finegrained-revoked", t, [g], [], "revoked key is still a secret")
@case
def _():
    k = "sk_live_" + rs(ALNUM, 24)
    t = ("Why does Stripe return 401 in production but not locally? Locally I use the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc "
         "and in prod STRIPE_SECRET_KEY=%s. Test card 4242 4242 4242 4242 works fine." % k)
    return C("en", "stripe-live-vs-test", t, [k], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242"], "live key vs docs test key and test card")
@case
def _():
    x = "xoxb-%s-%s-%s" % (nz(12), nz(13), rs(ALNUM, 24))
    ch = "C0" + rs(UP + DIG, 9)
    t = ("my slack bot can't post to %s. Using `client = WebClient(token=\"%s\")` — it worked last week. The scopes are chat:write and channels:read." % (ch, x))
    return C("en", "slack-bot-token", t, [x], [ch, "chat:write"], "bot token vs channel id")
@case
def _():
    u = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24))
    t = "Can you turn this curl into Python requests?\n\ncurl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Backup done\"}' %s" % u
    return C("en", "slack-webhook-url", t, [u], ["application/json"], "webhook URL is a credential")
@case
def _():
    k = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    t = "python: openai.api_key = \"%s\"  # TODO move to env\nprint(openai.Model.list())\n\nI get RateLimitError even on the first call, why? version openai==0.28.1" % k
    return C("en", "openai-key-inline", t, [k], ["openai==0.28.1"], "legacy OpenAI key format")
@case
def _():
    k = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    t = "ANTHROPIC_API_KEY=%s\nMODEL=claude-3-5-sonnet-20241022\nMAX_TOKENS=4096\n\nthat's my .env, the SDK says the key is invalid" % k
    return C("en", "anthropic-key-env", t, [k], ["claude-3-5-sonnet-20241022"], "API key vs model id")
@case
def _():
    k = "AIza" + rs(B64URL, 35)
    t = ("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>\n"
         "The map shows 'For development purposes only'. Billing account is set up. Placeholder in the tutorial was YOUR_API_KEY." % k)
    return C("en", "google-maps-key", t, [k], ["YOUR_API_KEY", "initMap"], "Google API key in HTML vs placeholder")
@case
def _():
    tok = jwt({"sub": nz(6), "email": "dana.k@proton.me", "iat": 1764000000 + R.randint(0, 9999999), "exp": 1767000000 + R.randint(0, 9999999)})
    t = ("Why is my middleware rejecting this? Authorization: Bearer %s\n\nFor comparison the jwt.io sample "
         "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c decodes fine." % tok)
    return C("en", "jwt-bearer-vs-jwtio", t, [tok], ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"], "user's session JWT vs jwt.io example")
@case
def _():
    p = pw(1); host = "db-%s.cluster-%s.eu-west-1.rds.amazonaws.com" % (rs(LO, 5), rs(LO + DIG, 12))
    u = "postgresql://app_admin:%s@%s:5432/orders" % (p, host)
    t = "SQLAlchemy can't connect:\n\nengine = create_engine(\"%s\")\n\nerror: could not translate host name. psycopg2 2.9.9" % u
    return C("en", "postgres-url", t, [u], ["2.9.9"], "connection string with password")
@case
def _():
    p = pw(0)
    t = ("version: '3.8'\nservices:\n  db:\n    image: mysql:8.0.36\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n"
         "      MYSQL_DATABASE: shop\n    ports:\n      - \"3306:3306\"\n\nContainer exits with code 1, what am I missing?" % p)
    return C("en", "docker-compose-mysql", t, [p], ["mysql:8.0.36", "3306:3306"], "password in compose YAML")
@case
def _():
    acct = rs(LO + DIG, 24); key = rs(B64, 86) + "=="
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    t = "appsettings.json has \"StorageConnection\": \"%s\" and the blob upload times out. Is the connection string wrong?" % cs
    return C("en", "azure-storage-connstring", t, [cs], [], "Azure storage connection string with account key")
@case
def _():
    k = ssh_key(); fp = "SHA256:" + rs(B64, 43)
    t = "I generated this key for my Raspberry Pi but ssh still asks for a password. Fingerprint %s.\n\n%s\n\nauthorized_keys perms are 644." % (fp, k)
    return C("en", "openssh-private-key", t, [k], [fp], "private key block vs public fingerprint")
@case
def _():
    sp = seed_phrase(12); addr = "0x" + rs("0123456789abcdefABCDEF", 40)
    t = ("MetaMask shows zero balance after reinstalling. I restored with my recovery phrase: %s. "
         "My address should be %s, but it shows a different one." % (sp, addr))
    return C("en", "metamask-seed", t, [sp], [addr], "seed phrase vs public address")
@case
def _():
    sp = seed_phrase(24)
    t = "Ledger backup sheet, writing it down here so I don't lose it:\n" + "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(sp.split())) + "\nis 24 words normal?"
    words = "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(sp.split()))
    return C("en", "ledger-seed-numbered", t, [words], [], "24-word seed as numbered list")
@case
def _():
    c = card("4" + R.choice(["147", "266", "532", "815"]), 16); exp = "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31)); cvc = dig(3)
    t = "Booking.com keeps declining my card. Visa %s, exp %s, CVV %s. Confirmation number on the failed attempt was %s." % (grp(c, 4), exp, cvc, nz(10))
    conf = t.split("was ")[-1].rstrip(".")
    return C("en", "visa-card-full", t, [grp(c, 4), cvc], [conf], "card with expiry and CVV vs booking number")
@case
def _():
    c = card("5" + R.choice("12345"), 16); cvc = dig(3)
    t = "Fill this into the form for me please:\nName on card: Priya Raman\nCard: %s\nExpiry: %02d/%d\nSecurity code: %s\nBilling ZIP: %s" % (c, R.randint(1, 12), R.randint(2027, 2030), cvc, "9410" + dig(1))
    return C("en", "mastercard-form", t, [c, cvc], [], "Mastercard unspaced")
@case
def _():
    c = card("37" + dig(1), 15); cid = dig(4)
    t = "Amex %s %s %s, CID %s — my husband's card, he said I can use it for the flight. Order ref %s." % (c[:4], c[4:10], c[10:], cid, "AMX" + dig(8))
    ref = t.split("Order ref ")[1].rstrip(".")
    return C("en", "amex-entrusted", t, ["%s %s %s" % (c[:4], c[4:10], c[10:]), cid], [ref], "Amex 4-6-5 grouping; entrusted card")
@case
def _():
    t = "For QA I use 4111 1111 1111 1111 and 5555 5555 5555 4444 with any future expiry like 12/34 and CVC 123. Are those still valid in Stripe test mode, or only 4000 0000 0000 0002 for declines?"
    return C("en", "test-cards-negative", t, [], ["4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0000 0000 0002"], "public test cards")
@case
def _():
    last4 = dig(4)
    t = "My statement shows a charge of $84.17 on card ending **** **** **** %s from MERCHANT ID %s. How do I dispute it?" % (last4, nz(15))
    mid = t.split("MERCHANT ID ")[1].split(".")[0]
    return C("en", "masked-card-negative", t, [], ["**** **** **** %s" % last4, "$84.17", mid], "masked card, merchant id")
@case
def _():
    ssn = "%03d-%02d-%04d" % (R.randint(100, 665), R.randint(1, 99), R.randint(1, 9999))
    t = "Filling out the W-4 — it asks for SSN. Mine is %s. Employer's EIN is %s-%s, is that supposed to go in box 1?" % (ssn, nz(2), dig(7))
    ein = t.split("EIN is ")[1].split(",")[0]
    return C("en", "ssn-w4", t, [ssn], [ein], "personal SSN vs employer EIN")
@case
def _():
    t = "Fun fact for my history class: the SSN 078-05-1120 from the Woolworth wallet insert was used by thousands of people. And 123-45-6789 is the usual example. Any others?"
    return C("en", "ssn-famous-negative", t, [], ["078-05-1120", "123-45-6789"], "famous example SSNs")
@case
def _():
    acct = nz(R.randint(10, 12)); rt = aba()
    t = "Direct deposit form: routing number %s, checking account %s. The bank is Chase, branch phone %s." % (rt, acct, phone_us())
    ph = t.split("branch phone ")[1].rstrip(".")
    return C("en", "us-direct-deposit", t, [acct], [rt, ph], "account secret, ABA routing public")
@case
def _():
    sc = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99)); acct = dig(8)
    t = "Can you write a polite email to my landlord with my bank details for the deposit refund: Sort code %s, Account number %s, name M. Okafor." % (sc, acct)
    return C("en", "uk-sortcode-account", t, [acct], [sc], "UK account secret, sort code public")
@case
def _():
    ib = iban("GB", "NWBK" + "%06d" % R.randint(0, 999999) + dig(8))
    t = "My IBAN is %s and the BIC NWBKGB2L. The docs example GB82 WEST 1234 5698 7654 32 validates in your tool, does mine?" % grp(ib, 4)
    return C("en", "uk-iban-vs-example", t, [grp(ib, 4)], ["NWBKGB2L", "GB82 WEST 1234 5698 7654 32"], "own IBAN vs docs example")
@case
def _():
    ib = iban("IE", "AIBK" + "93" + dig(4) + dig(8))
    t = "Please pay the invoice INV-2025-%s to our supplier: IBAN %s, BIC AIBKIE2D, amount EUR 1,240.00. It's their account, not mine." % (dig(4), grp(ib, 4))
    inv = re.search(r"INV-2025-\d{4}", t).group(0)
    return C("en", "supplier-iban-negative", t, [], [grp(ib, 4), "AIBKIE2D", inv, "EUR 1,240.00"], "a supplier's IBAN for payment is public")
@case
def _():
    p = pw(0)
    t = "The Wi-Fi at our Airbnb: network BlueDoor_5G, password %s. Can you make a little card to print for guests?" % p
    return C("en", "airbnb-wifi", t, [p], ["BlueDoor_5G"], "wifi password; SSID neutral-ish")
@case
def _():
    code = pin(4); lb = pin(4)
    t = "Note for the dog sitter: front door keypad is %s#, the lockbox on the side gate opens with %s. Vet is Dr. Hale at %s." % (code, lb, phone_us())
    ph = t.split("Dr. Hale at ")[1].rstrip(".")
    return C("en", "door-lockbox-codes", t, [code, lb], [ph], "door and lockbox codes")
@case
def _():
    code = dig(6)
    t = "Your Chase verification code is %s. Don't share it. We'll never call to ask for this code.\n\n^ got this text but I didn't try to log in?? what should I do" % code
    return C("en", "sms-otp-pasted", t, [code], [], "pasted OTP SMS")
@case
def _():
    codes = ["%s-%s" % (dig(4), dig(4)) for _ in range(6)]
    t = "Google backup codes, save them somewhere for me:\n" + "\n".join(codes) + "\nAccount is for my work gmail."
    return C("en", "google-backup-codes", t, codes, [], "eight-digit backup codes")
@case
def _():
    sd = totp_seed(32)
    t = "When setting up 2FA, the site showed 'Can't scan? Enter this key: %s'. If I lose my phone can I regenerate codes from it?" % grp(sd, 4)
    return C("en", "totp-seed-grouped", t, [grp(sd, 4)], [], "TOTP secret in groups of four")
@case
def _():
    sd = totp_seed(16)
    uri = "otpauth://totp/GitLab:ops%%40example.org?secret=%s&issuer=GitLab" % sd
    t = "I decoded the QR code and got %s. Is it safe to store this in 1Password?" % uri
    return C("en", "otpauth-uri", t, [sd], [], "seed inside otpauth URI")
@case
def _():
    p1 = pw(2); p2 = pw(2)
    t = "my master password for Bitwarden is %s\n---\nwait no, I changed it in March, it's %s now. can you help me think of a hint that won't give it away?" % (p1, p2)
    return C("en", "bitwarden-correction", t, [p1, p2], [], "multi-message correction; old and new both secrets")
@case
def _():
    a, b = rs(LO, 4) + dig(2), rs(UP, 2) + R.choice("!#$%") + dig(3)
    t = "I'll give you my router admin password in two parts so it's not in one message. First half: %s\n---\nsecond half: %s. Router is a TP-Link Archer AX21, firmware 1.1.4 Build 20230219." % (a, b)
    return C("en", "password-in-parts", t, [a, b], ["Archer AX21", "1.1.4 Build 20230219"], "password split across messages")
@case
def _():
    ans = R.choice(["Whiskers", "Biscuit", "Pumpkin", "Shadow"]) + " " + R.choice(["McFluff", "the Brave", "Jr"]); city = R.choice(["Tacoma", "Duluth", "Macon"])
    t = "Security questions for my bank app — first pet: %s; city where my parents met: %s. Do these count as strong answers?" % (ans, city)
    return C("en", "security-answers", t, [ans, city], [], "answers to security questions")
@case
def _():
    h = "$2b$12$" + rs(ALNUM + "./", 53)
    t = "Why does bcrypt.checkpw return False? Stored hash: %s and I'm comparing with the string 'password123' which is just my test value." % h
    return C("en", "bcrypt-hash-test", t, [], ["password123"], "hash is neutral; test password is a lookalike")
@case
def _():
    t = "Is 'correct horse battery staple' still a good example of a passphrase, or has xkcd made it the first thing crackers try? Also, why is 'hunter2' a meme?"
    return C("en", "famous-passwords-negative", t, [], ["correct horse battery staple", "hunter2"], "famous example passwords")
@case
def _():
    u = uuid4(); v = "v%d.%d.%d" % (R.randint(1, 4), R.randint(0, 30), R.randint(0, 20)); sha = rs(HEX, 64)
    t = "Release checklist: build %s tagged %s, sha256 %s. Upload id %s. Does this look complete?" % (nz(5), v, sha, u)
    b = re.search(r"build (\d+)", t).group(1)
    return C("en", "release-ids-negative", t, [], [v, sha, u, b], "version, checksum, uuid")
@case
def _():
    tr = tracking_1z(); o = order_amz()
    t = "My package hasn't moved in 6 days. UPS tracking %s, Amazon order %s. Who do I contact first?" % (tr, o)
    return C("en", "tracking-order-negative", t, [], [tr, o], "tracking and order numbers")
@case
def _():
    t = ("Fix this config template for me:\nDB_HOST=localhost\nDB_USER=<username>\nDB_PASSWORD=your_password_here\nAPI_KEY=xxxxxxxxxxxxxxxx\n"
         "SECRET_KEY=changeme\nJWT_SECRET=${JWT_SECRET}")
    return C("en", "placeholders-negative", t, [], ["<username>", "your_password_here", "xxxxxxxxxxxxxxxx", "changeme", "${JWT_SECRET}"], "placeholders only")
@case
def _():
    p = pw(4); sk = rs(ALNUM + "!@#%^&*(-_=+)", 50)
    t = "Django settings.py excerpt:\n\nSECRET_KEY = '%s'\nDEBUG = False\nEMAIL_HOST_PASSWORD = '%s'\nALLOWED_HOSTS = ['shop.example.com']\n\nemails don't send" % (sk, p)
    return C("en", "django-settings", t, [sk, p], [], "Django secret key and SMTP password")
@case
def _():
    tok = "npm_" + rs(ALNUM, 36)
    t = "//registry.npmjs.org/:_authToken=%s\n\nthat's my .npmrc; npm publish gives E403 for package @acme/ui-kit@2.4.0" % tok
    return C("en", "npmrc-token", t, [tok], ["@acme/ui-kit@2.4.0"], "npm token vs package@version")
@case
def _():
    tok = "hf_" + rs(UP + LO, 34)
    t = "huggingface-cli login --token %s\nthen model = AutoModel.from_pretrained('bert-base-uncased') still says 401 for the gated repo meta-llama/Llama-3.1-8B" % tok
    return C("en", "hf-token", t, [tok], ["bert-base-uncased", "meta-llama/Llama-3.1-8B"], "HF token vs model names")
@case
def _():
    bot = "%s:AA%s" % (nz(10), rs(B64URL, 33))
    t = "Telegram bot won't answer. TOKEN = '%s'. I run it with python-telegram-bot 20.7 on Ubuntu 22.04." % bot
    return C("en", "telegram-bot-token", t, [bot], ["20.7", "22.04"], "Telegram bot token")
@case
def _():
    k = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    t = "SENDGRID_API_KEY: %s\nFROM_EMAIL: no-reply@mybakery.co\nTEMPLATE_ID: d-%s\n\nthe template renders blank" % (k, rs(HEX, 32))
    tid = re.search(r"d-[0-9a-f]{32}", t).group(0)
    return C("en", "sendgrid-key-yaml", t, [k], [tid], "SendGrid key vs template id")
@case
def _():
    sid = "AC" + rs(HEX, 32); tok = rs(HEX, 32)
    t = "client = Client('%s', '%s')\nmessage = client.messages.create(to='+1415555%s', from_='+1628555%s', body='hi')\nTwilio error 20003" % (sid, tok, dig(4), dig(4))
    return C("en", "twilio-auth", t, [tok], ["20003"], "auth token secret; SID neutral")
@case
def _():
    k = "shpat_" + rs(HEX, 32)
    t = "Shopify Admin API: X-Shopify-Access-Token: %s, store myshop-%s.myshopify.com, API version 2024-10. GraphQL returns ACCESS_DENIED." % (k, rs(LO, 4))
    return C("en", "shopify-token", t, [k], ["2024-10", "ACCESS_DENIED"], "Shopify admin token")
@case
def _():
    k = "dop_v1_" + rs(HEX, 64)
    t = "terraform {\n  required_providers { digitalocean = { source = \"digitalocean/digitalocean\", version = \"~> 2.0\" } }\n}\nprovider \"digitalocean\" { token = \"%s\" }" % k
    return C("en", "digitalocean-terraform", t, [k], ["~> 2.0"], "token in HCL")
@case
def _():
    k = "glpat-" + rs(B64URL, 20)
    t = "git clone https://oauth2:%s@gitlab.com/team-%s/backend.git fails with HTTP Basic: Access denied" % (k, rs(LO, 5))
    return C("en", "gitlab-token-in-url", t, [k], [], "token in clone URL")
@case
def _():
    cookie = rs(HEX, 32); csrf = rs(ALNUM, 32)
    t = "I copied this from devtools to reproduce the bug:\n\ncurl 'https://app.notion.so/api/v3/loadPageChunk' -H 'cookie: token_v2=%s%s; notion_browser_id=%s' -H 'x-csrf: %s'" % (cookie, rs(HEX, 100), uuid4(), csrf)
    tv = re.search(r"token_v2=([0-9a-f]+)", t).group(1)
    return C("en", "session-cookie-curl", t, [tv, csrf], [], "session cookie and csrf")
@case
def _():
    sess = rs(LO + DIG, 32)
    t = "Log line from my server:\n2025-11-03T14:22:09Z INFO login ok user_id=%s session=%s ip=203.0.113.%d request_id=%s" % (nz(6), sess, R.randint(2, 250), uuid4())
    rid = t.split("request_id=")[1]
    return C("en", "log-session-id", t, [sess], ["203.0.113.", rid], "session id in log vs request id")
@case
def _():
    p = pw(3)
    t = "Can you write a cron job that runs `mysqldump -u backup -p'%s' --all-databases | gzip > /backups/db-$(date +%%F).sql.gz` every night at 02:30?" % p
    return C("en", "mysqldump-inline-password", t, [p], ["02:30"], "password on command line")
@case
def _():
    p = pw(1)
    t = "$ sshpass -p '%s' ssh pi@192.168.1.%d\nPermission denied, please try again.\n\nthe password works when I type it manually!" % (p, R.randint(2, 250))
    return C("en", "sshpass", t, [p], [], "sshpass password")
@case
def _():
    pn = R.choice(UP) + dig(8)
    t = "Renewing my passport online. Old passport number %s, issued %s. The form also wants the application locator, which is %s." % (pn, "2016-0%d-1%d" % (R.randint(1, 9), R.randint(0, 9)), "WX" + dig(9))
    loc = t.split("which is ")[1].rstrip(".")
    return C("en", "us-passport", t, [pn], [loc], "passport number vs application locator")
@case
def _():
    dl = R.choice(UP) + dig(7)
    t = "Rental car desk asked for my California driver's license: %s, exp 08/14/2029. Reservation confirmation K%s." % (dl, dig(9))
    conf = re.search(r"K\d{9}", t).group(0)
    return C("en", "ca-drivers-license", t, [dl], [conf, "08/14/2029"], "licence number vs reservation")
@case
def _():
    mid = rs(UP, 3) + dig(9); grp_no = dig(6)
    t = "Insurance card says Member ID %s, Group %s, RxBIN 610014, RxPCN MEDDPRIME. Which of these does the pharmacy need?" % (mid, grp_no)
    return C("en", "health-member-id", t, [mid], ["610014", "MEDDPRIME"], "member id secret; RxBIN public; group neutral")
@case
def _():
    nhs = nz(9)
    w = [10, 9, 8, 7, 6, 5, 4, 3, 2]
    while True:
        nhs = nz(9); c = 11 - sum(int(a) * b for a, b in zip(nhs, w)) % 11
        if c == 11: c = 0
        if c != 10: break
    n = nhs + str(c); f = "%s %s %s" % (n[:3], n[3:6], n[6:])
    t = "GP receptionist asked for my NHS number: %s. The surgery's ODS code is %s. Appointment ref %s." % (f, R.choice(UP) + dig(5), "APT-" + dig(6))
    ods = re.search(r"ODS code is (\w+)", t).group(1); ref = re.search(r"APT-\d{6}", t).group(0)
    return C("en", "nhs-number", t, [f], [ods, ref], "NHS number (mod 11 computed)")
@case
def _():
    sin = "%s %s %s" % (R.choice("1234567"), dig(2), "")
    b = R.choice("1234567") + dig(7); s = b + luhn_digit(b); sin = "%s %s %s" % (s[:3], s[3:6], s[6:])
    t = "Canada: my SIN is %s. The CRA business number of my employer is %s RT0001, goes on the T4 right?" % (sin, nz(9))
    bn = re.search(r"\d{9} RT0001", t).group(0)
    return C("en", "canada-sin", t, [sin], [bn], "SIN (Luhn) vs employer BN")
@case
def _():
    tfn = nz(9); acct = dig(8); bsb = "%03d-%03d" % (R.randint(10, 999), R.randint(0, 999))
    t = "Aussie tax return: TFN %s %s %s, refund to BSB %s account %s. ABN of my employer is %s %s %s %s." % (tfn[:3], tfn[3:6], tfn[6:], bsb, acct, nz(2), dig(3), dig(3), dig(3))
    abn = re.search(r"ABN of my employer is ([\d ]+)\.", t).group(1)
    return C("en", "au-tfn-bsb", t, ["%s %s %s" % (tfn[:3], tfn[3:6], tfn[6:]), acct], [bsb, abn], "TFN (check not computed), BSB public")
@case
def _():
    gate = pin(5); alarm = pin(4)
    t = "House-sitting instructions\n| Thing | Code |\n|---|---|\n| Community gate | %s |\n| Alarm (disarm) | %s |\n| Trash day | Thursday |\n| Thermostat | 68F |" % (gate, alarm)
    return C("en", "codes-table", t, [gate, alarm], ["68F"], "codes in markdown table")
@case
def _():
    safe = "%d-%d-%d" % (R.randint(1, 39), R.randint(1, 39), R.randint(1, 39))
    t = "Hotel safe stopped opening. I set the combination %s yesterday. Room 1417, checkout 11:00." % safe
    return C("en", "safe-combo", t, [safe], ["1417", "11:00"], "safe combination")
@case
def _():
    p = pw(0); ph = phone_us()
    t = "Write a text to my sister: 'Netflix login is my email and the password is %s — please don't change it. Call me at %s if it logs you out.'" % (p, ph)
    return C("en", "shared-netflix", t, [p], [ph], "shared streaming password")
@case
def _():
    p = " ".join(w for w in R.sample(WORDS, 5))
    t = "I'm using a passphrase for my LUKS disk: \"%s\". Is five words enough entropy compared to a 12-character random password?" % p
    return C("en", "luks-passphrase", t, [p], [], "space-separated passphrase")
@case
def _():
    pw1 = pw(4)
    spelled = " ".join({"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf", "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "xray", "y": "yankee", "z": "zulu"}[ch] for ch in rs(LO, 8))
    t = "Reading my voicemail PIN and password to you phonetically because my keyboard is broken: password is %s, all lowercase. Mailbox number is %s." % (spelled, phone_us())
    ph = t.split("Mailbox number is ")[1].rstrip(".")
    return C("en", "spelled-phonetic", t, [spelled], [ph], "password spelled in NATO alphabet")
@case
def _():
    a = R.choice(["seven", "three", "nine", "four"]); b = R.choice(["two", "five", "eight", "six"]); c = R.choice(["one", "zero", "nine"]); d = R.choice(["four", "three", "seven"])
    v = "%s %s %s %s" % (a, b, c, d)
    t = "My grandma writes her ATM PIN in words so she remembers: %s. Is that as bad as writing digits?" % v
    return C("en", "pin-in-words", t, [v], [], "PIN spelled out in words (grandma's, entrusted)")
@case
def _():
    kid = rs(HEX, 40); pk = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC" + rs(B64, 13) + "\n" + rs(B64, 64) + "\n" + rs(B64, 64) + "\n" + rs(B64, 20) + "=\n-----END PRIVATE KEY-----"
    sa = json.dumps({"type": "service_account", "project_id": "acme-prod-%d" % R.randint(100, 999), "private_key_id": kid, "private_key": pk,
                     "client_email": "deployer@acme-prod.iam.gserviceaccount.com"}, indent=1)
    t = "Here's my GCP service account JSON, gcloud says invalid_grant:\n" + sa
    pk_json = json.dumps(pk)[1:-1]
    return C("en", "gcp-service-account", t, [kid, pk_json], [], "service account key in JSON (escaped newlines)")
@case
def _():
    pp = pw(1)
    t = "$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s\nthen IIS won't import it. Cert serial is %s." % (pp, ":".join(rs("0123456789ABCDEF", 2) for _ in range(16)))
    ser = t.split("Cert serial is ")[1].rstrip(".")
    return C("en", "pkcs12-pass", t, [pp], [ser], "export password vs cert serial")
@case
def _():
    t = "Our API docs say to send `Authorization: Bearer <token>` and `X-Api-Key: YOUR_KEY_HERE`. Should I show `sk_live_...` in examples or is `sk_test_xxx` better?"
    return C("en", "docs-placeholders-negative", t, [], ["<token>", "YOUR_KEY_HERE", "sk_test_xxx"], "placeholders in docs")
@case
def _():
    h = rs(HEX, 7); h2 = rs(HEX, 40)
    t = "git bisect says the first bad commit is %s (full %s). Docker image digest sha256:%s. How do I revert just that one?" % (h, h2, rs(HEX, 64))
    dg = re.search(r"sha256:[0-9a-f]{64}", t).group(0)
    return C("en", "git-docker-hashes-negative", t, [], [h, h2, dg], "hashes only")
@case
def _():
    sn = rs(UP + DIG, 12); imei = nz(14); imei = imei + luhn_digit(imei)
    t = "Apple support asked for my MacBook serial %s and my iPhone IMEI %s for the repair ticket #%s." % (sn, imei, dig(8))
    tk = re.search(r"#(\d{8})", t).group(1)
    return C("en", "serial-imei-negative", t, [], [sn, imei, tk], "serial, IMEI (Luhn), ticket")
@case
def _():
    t = "The vending machine error code is E-4021 and model VX-880. The sticker says 'Service PIN: see manual'. Also invoice 2025-00%d, total $312.50." % R.randint(100, 999)
    inv = re.search(r"2025-00\d{3}", t).group(0)
    return C("en", "error-codes-negative", t, [], ["E-4021", "VX-880", inv, "$312.50"], "codes that are not secrets")
@case
def _():
    t = "My flight PNR is %s and e-ticket 176-%s. Seat 23C. Can you tell me the baggage allowance for Emirates economy?" % (rs(UP, 6), nz(10))
    pnr = re.search(r"PNR is ([A-Z]{6})", t).group(1); et = re.search(r"176-\d{10}", t).group(0)
    return C("en", "pnr-eticket-negative", t, [], [pnr, et], "booking references")
@case
def _():
    p = pw(0); u = "j.morales" + dig(2)
    t = "Please log into the school portal for me and check Emma's grades. Username %s, password %s. Student ID is S%s." % (u, p, dig(7))
    sid = re.search(r"S\d{7}", t).group(0)
    return C("en", "school-portal-login", t, [p], [sid], "login password; student id lookalike")
@case
def _():
    code = rs(UP + DIG, 8)
    t = "Steam Guard code %s keeps getting rejected. Game key from Humble is %s-%s-%s, does it need activation first?" % (code, rs(UP + DIG, 5), rs(UP + DIG, 5), rs(UP + DIG, 5))
    return C("en", "steam-guard", t, [code], [], "2FA code; game key neutral")
@case
def _():
    code = dig(6)
    t = "Text from Microsoft: 'Use %s as Microsoft account security code'\n---\nsorry, that one expired, new one: %s" % (code, dig(6))
    c2 = t.split("new one: ")[1]
    return C("en", "ms-code-resent", t, [code, c2], [], "two OTPs across messages")
@case
def _():
    vin = rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17); plate = "%d%s%d" % (R.randint(1, 9), rs(UP, 3), R.randint(100, 999))
    t = "Insurance quote form: VIN %s, plate %s, 2019 Honda CR-V EX. Policy number I had before: POL-%s." % (vin, plate, dig(8))
    pol = re.search(r"POL-\d{8}", t).group(0)
    return C("en", "vin-plate-negative", t, [], [vin, plate, pol], "vehicle identifiers")
@case
def _():
    k = "rk_live_" + rs(ALNUM, 24); wh = "whsec_" + rs(ALNUM, 32)
    t = "stripe:\n  restricted_key: %s\n  webhook_secret: %s\n  publishable_key: pk_test_TYooMQauvdEDq54NiTphI7jx\n" % (k, wh)
    return C("en", "stripe-yaml-secrets", t, [k, wh], ["pk_test_TYooMQauvdEDq54NiTphI7jx"], "restricted key and webhook secret vs docs publishable test key")
@case
def _():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60)
    t = "[pypi]\n  username = __token__\n  password = %s\n\ntwine upload dist/mypkg-0.3.1.tar.gz gives 403" % tok
    return C("en", "pypirc", t, [tok], ["__token__", "mypkg-0.3.1.tar.gz"], "PyPI token in .pypirc")
@case
def _():
    k = "key-" + rs(HEX, 32)
    t = "requests.post('https://api.mailgun.net/v3/mg.%s.com/messages', auth=('api', '%s'), data={...})" % (rs(LO, 6), k)
    return C("en", "mailgun-key", t, [k], [], "Mailgun key in code")
@case
def _():
    p = pw(3)
    t = "Kubernetes secret is base64 — so I decoded it: echo %s | base64 -d gives %s. Why doesn't the pod read it?" % (base64.b64encode(p.encode()).decode(), p)
    b = base64.b64encode(p.encode()).decode()
    return C("en", "k8s-secret-base64", t, [b, p], [], "same password plain and base64")
@case
def _():
    vpn = pw(1); psk = rs(ALNUM, 24)
    t = "IPsec config from IT:\nServer: vpn.contoso-%s.com\nGroup name: REMOTE\nShared secret: %s\nMy password: %s\nWhy does macOS say 'shared secret missing'?" % (rs(LO, 3), psk, vpn)
    return C("en", "vpn-psk", t, [psk, vpn], ["REMOTE"], "VPN PSK and password")
@case
def _():
    ib = iban("DE", "37040044" + dig(10))
    t = "Transfer is failing. My IBAN %s — is the check digit right? I compared it with DE89 3704 0044 0532 0130 00 from Wikipedia and both use Commerzbank, BLZ 370 400 44." % ib
    return C("en", "de-iban-vs-wiki", t, [ib], ["DE89 3704 0044 0532 0130 00", "370 400 44"], "own IBAN vs Wikipedia example")
@case
def _():
    code = dig(8)
    t = "Amazon gift card claim code? No wait, it's the parcel locker pickup code from InPost: %s. Locker ID KRA01M, open until 22:00." % code
    return C("en", "locker-pickup-code", t, [code], ["KRA01M", "22:00"], "parcel locker pickup code acts as a key")

# ===== other languages =====
def L(lang, slug, t, s, l, n): return C(lang, slug, t, s, l, n)
@case
def _():
    i = cn_id("110105" + "%04d%02d%02d" % (R.randint(1965, 2000), R.randint(1, 12), R.randint(1, 28)) + dig(3))
    return L("zh", "cn-resident-id", "帮我填一下酒店入住登记：姓名 王磊，身份证号 %s，手机 138%s。" % (i, dig(8)), [i], [], "18-digit resident id, ISO 7064 check computed")
@case
def _():
    c = card("62" + R.choice(["2202", "2848", "2588"]), 19); p = dig(6)
    return L("zh", "cn-bankcard-paypin", "我的工商银行卡号是 %s，支付密码 %s，你帮我记一下，下次网购要用。\n---\n对了，密码别告诉我老公。" % (c, p), [c, p], [], "UnionPay card (Luhn) and payment password; multi-message")
@case
def _():
    sf = "SF" + nz(13); o = nz(18)
    return L("zh", "cn-order-negative", "顺丰快递单号 %s 三天没动了，淘宝订单号 %s，卖家客服电话 400-%s-%s，我该怎么投诉？" % (sf, o, dig(3), dig(4)), [], [sf, o], "tracking and order number")
@case
def _():
    m = my_number()
    return L("ja", "jp-mynumber", "確定申告の書類を作っています。マイナンバーは %s %s %s です。e-Taxの利用者識別番号とは別ですよね？" % (m[:4], m[4:8], m[8:]), ["%s %s %s" % (m[:4], m[4:8], m[8:])], ["e-Tax"], "My Number, check digit computed")
@case
def _():
    acct = dig(7); pin4 = pin(4); br = dig(3)
    return L("ja", "jp-bank-account-pin", "仕送りの振込先：三菱UFJ銀行（銀行コード0005）、支店番号%s、普通口座 %s。キャッシュカードの暗証番号は%sだから、母さんにだけ伝えておいて。" % (br, acct, pin4), [acct, pin4], ["0005", br], "account and PIN secret; bank/branch codes public")
@case
def _():
    o = "%s-%s-%s" % (R.choice(["249", "250", "503"]), dig(7), dig(7))
    return L("ja", "jp-order-negative", "Amazonの注文番号 %s の商品が届きません。お問い合わせ番号は %s-%s-%s です。〒150-0002 の住所で合っていますか？" % (o, dig(4), dig(4), dig(4)), [], [o, "〒150-0002"], "order and tracking numbers")
@case
def _():
    r = kr_rrn()
    brn = "%s-%s-%s" % (nz(3), dig(2), dig(5))
    return L("ko", "kr-rrn", "연말정산 서류에 제 주민등록번호 %s 넣어서 양식 좀 채워 주세요. 회사 사업자등록번호는 %s 입니다." % (r, brn), [r], [brn], "RRN with check digit; employer business number public")
@case
def _():
    d = pin(4); acct = "%s-%s-%s" % (nz(6), dig(2), dig(6))
    return L("ko", "kr-door-account", "택배 기사님께 보낼 문자 좀 써줘. 공동현관 비밀번호는 #%s 이고, 착불이면 국민은행 %s 로 입금해 달라고." % (d, acct), [d, acct], [], "building entrance code and own account")
@case
def _():
    w = nz(12)
    return L("ko", "kr-tracking-negative", "CJ대한통운 운송장번호 %s 조회가 안 돼요. 주문번호는 %s 이고 고객센터 1588-1255 에 전화해야 하나요?" % (w, "2025" + dig(12)), [], [w, "1588-1255"], "tracking and order numbers")
@case
def _():
    ib = iban("SA", "80" + dig(18)); p = pw(0)
    return L("ar", "sa-iban-password", "أريد تحويل راتبي إلى حسابي الجديد في مصرف الراجحي، الآيبان: %s. وكلمة مرور تطبيق البنك %s، هل يمكنك تذكيري بها لاحقاً؟" % (grp(ib, 4), p), [grp(ib, 4), p], [], "Saudi IBAN (mod-97) and app password")
@case
def _():
    code = "".join("٠١٢٣٤٥٦٧٨٩"[int(c)] for c in dig(6))
    return L("ar", "eg-otp-arabic-digits", "وصلتني رسالة: \"رمز التحقق الخاص بك هو %s، لا تشاركه مع أحد\". هل هذا من فودافون كاش فعلاً؟" % code, [code], [], "OTP in Arabic-Indic digits")
@case
def _():
    o = nz(9)
    return L("ar", "ar-order-negative", "طلبي من نون رقم N%s لم يصل بعد، ورقم الشحنة %s. الرقم الضريبي للمتجر %s. ماذا أفعل؟" % (o, "SA" + dig(10), "3" + dig(13) + "3"), [], ["N" + o], "order number, shop VAT number")
@case
def _():
    c = ir_code(); cp = "".join("۰۱۲۳۴۵۶۷۸۹"[int(x)] for x in c)
    return L("fa", "ir-national-code", "برای ثبت‌نام در سامانه، کد ملی من %s است. کد پستی هم %s. لطفاً فرم را پر کن." % (cp, "".join("۰۱۲۳۴۵۶۷۸۹"[int(x)] for x in nz(10))), [cp], [], "Iranian national code (check computed) in Persian digits")
@case
def _():
    cardn = card("603799", 16); cvv2 = dig(4); dyn = dig(6)
    return L("fa", "ir-card-cvv2-otp", "شماره کارت ملی من %s، سی‌وی‌وی۲: %s، رمز دوم پویا که پیامک شد: %s. خرید اینترنتی خطا می‌دهد." % (grp(cardn, 4, "-"), cvv2, dyn), [grp(cardn, 4, "-"), cvv2, dyn], [], "Bank Melli card, CVV2, dynamic second password")
@case
def _():
    sh = iban("IR", "0" + "17" + dig(19) + "0" * 0)
    sh = iban("IR", "017" + dig(19))
    return L("fa", "ir-shop-sheba-negative", "برای خرید از این فروشگاه باید به شماره شبای فروشگاه %s واریز کنم؟ شماره سفارش %s است." % (sh, nz(7)), [], [sh], "shop's Sheba number for payment")
@case
def _():
    z = il_id(); acct = dig(6)
    return L("he", "il-id-bank", "תמלא לי את הטופס לביטוח לאומי: ת.ז. %s, בנק לאומי (10), סניף %s, חשבון %s." % (z, dig(3), acct), [z, acct], [], "Teudat Zehut (check computed) and account")
@case
def _():
    a = pin(4)
    return L("he", "il-alarm-code", "קוד האזעקה בבית ההורים הוא %s ואז כפתור ה-OFF. תכתוב לאחותי הודעה קצרה עם זה." % a, [a], [], "alarm code")
@case
def _():
    hp = "51" + dig(7)
    return L("he", "il-company-negative", "חשבונית מס מספר %s מחברת חשמל, ח.פ. %s, סכום 412.30 ₪. איך מקבלים החזר?" % (nz(8), hp), [], [hp, "412.30 ₪"], "company number and invoice")
@case
def _():
    a = aadhaar(); pan = rs(UP, 3) + "P" + R.choice(UP) + dig(4) + R.choice(UP)
    return L("hi", "in-aadhaar-pan", "ITR फाइल करने में मदद करो। मेरा आधार नंबर %s है और पैन %s है। कंपनी का TAN DELA%sB है।" % (a, pan, dig(5)), [a, pan], [], "Aadhaar (Verhoeff computed), PAN (no check)")
@case
def _():
    upi = pin(6); acct = nz(14)
    return L("hi", "in-upi-pin-account", "पापा के लिए लिख दो: SBI खाता संख्या %s, IFSC SBIN0%s, और UPI पिन %s है — किसी को मत बताना।" % (acct, dig(6), upi), [acct, upi], [], "account and UPI PIN; IFSC public")
@case
def _():
    pnr = nz(10)
    return L("hi", "in-pnr-negative", "मेरा ट्रेन PNR %s है, ट्रेन नंबर 12951, कोच B4। क्या टिकट कन्फर्म होगा?" % pnr, [], [pnr, "12951"], "railway PNR and train number")
@case
def _():
    s = snils(); pas = "%s %s %s" % (dig(2), dig(2), dig(6))
    return L("ru", "ru-passport-snils", "Заполни анкету для визы: паспорт %s, выдан ГУ МВД России по г. Москве, СНИЛС %s." % (pas, s), [pas, s], [], "passport series/number and SNILS (check computed)")
@case
def _():
    acct = "40817810" + dig(12); bik = "04452" + dig(4); pinn = inn12()
    return L("ru", "ru-account-bik", "Реквизиты для зарплаты: получатель Смирнова А.В., счёт %s, БИК %s, ИНН %s.\n---\nИНН это мой личный, если что." % (acct, bik, pinn), [acct, pinn], [bik], "account and personal INN (check computed) secret, BIK public; multi-message")
@case
def _():
    inn = inn10()
    return L("ru", "ru-company-negative", "Оплатил счёт №%s от ООО «Ромашка», ИНН %s, КПП 7701%s. Номер заказа %s. Как вернуть деньги?" % (nz(4), inn, dig(5), nz(8)), [], [inn], "company INN (check computed) is public")
@case
def _():
    code = dig(6)
    return L("ru", "ru-sms-code", "Пришло СМС: «Код для входа в Сбербанк Онлайн: %s. Никому не сообщайте». Это мошенники?" % code, [code], [], "OTP SMS")
@case
def _():
    k = "".join(str(x) for x in [R.randint(2, 4)] + [R.randint(0, 9) for _ in range(8)])
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]; c = sum(int(a) * b for a, b in zip(k, w)) % 11 % 10; r = k + str(c)
    idc = nz(9)
    return L("uk", "ua-rnokpp", "Допоможи заповнити декларацію: мій РНОКПП %s, номер паспорта-картки %s." % (r, idc), [r, idc], [], "RNOKPP (check computed), ID-card number")
@case
def _():
    ib = iban("UA", "305299" + "0" * 5 + dig(14)); c = card("5168", 16)
    return L("uk", "ua-iban-card", "Скинь мамі мої реквізити: IBAN %s, картка ПриватБанку %s. МФО банку 305299." % (grp(ib, 4), grp(c, 4)), [grp(ib, 4), grp(c, 4)], ["305299"], "UA IBAN and card; bank MFO public")
@case
def _():
    ttn = "204" + dig(11)
    return L("uk", "ua-ttn-negative", "Посилка Новою поштою, ТТН %s, відділення №%d у Львові. Коли приїде?" % (ttn, R.randint(2, 90)), [], [ttn], "Nova Poshta waybill")
@case
def _():
    p = pesel(R.randint(0, 5), R.randint(1, 12), R.randint(1, 28), "f")
    dow = rs(UP, 3) + dig(6)
    return L("pl", "pl-pesel", "Wypełnij mi wniosek o 800+: PESEL córki %s, mój numer dowodu %s." % (p, dow), [p, dow], [], "PESEL (check computed), ID card number (check not computed)")
@case
def _():
    ib = iban("PL", "1090" + dig(4) + dig(16)); blik = dig(6)
    nrb = ib[2:4] + " " + grp(ib[4:], 4)
    return L("pl", "pl-iban-blik", "Mój numer konta %s — prześlij go Kasi.\n---\nA, i kod BLIK do płatności to %s, wpisz go szybko w sklepie." % (nrb, blik), [nrb, blik], [], "Polish NRB (IBAN mod-97) and BLIK code; multi-message")
@case
def _():
    nip = pl_nip()
    return L("pl", "pl-nip-negative", "Faktura od firmy Allegro, NIP %s, numer zamówienia %s, kwota 249,99 zł. Jak zgłosić reklamację?" % (nip, nz(10)), [], [nip, "249,99 zł"], "company NIP (check computed)")
@case
def _():
    rc = cz_rc()
    op = nz(9)
    return L("cs", "cz-rodne-cislo", "Do přihlášky na úřad práce potřebuju rodné číslo %s a číslo OP %s. Vyplníš to?" % (rc, op), [rc, op], [], "rodne cislo (mod 11 computed), ID card number")
@case
def _():
    a = "%s-%s" % (nz(2), nz(10)); p = pw(0)
    return L("cs", "cz-account-password", "Číslo účtu %s/0800, heslo do internetového bankovnictví %s. Zapamatuj si to za mě." % (a, p), [a, p], ["0800"], "account secret, bank code public")
@case
def _():
    ico = cz_ico()
    return L("cs", "cz-ico-negative", "Firma Alza.cz a.s., IČO %s, objednávka č. %s, balík PPL %s. Kdy dorazí?" % (ico, nz(9), nz(11)), [], [ico], "company IC (check computed)")
@case
def _():
    sid = de_steuerid()
    return L("de", "de-steuerid", "Für die Steuererklärung: meine Steuer-ID ist %s %s %s %s. Die Steuernummer des Vereins lautet %s/%s/%s." % (sid[:2], sid[2:5], sid[5:8], sid[8:], dig(2), dig(3), dig(5)), ["%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])], [], "Steuer-ID, ISO 7064 check computed")
@case
def _():
    ib = iban("DE", "100" + dig(5) + dig(10)); k = pin(4)
    return L("de", "de-iban-keybox", "Schreib der Putzfrau: Schlüsselkasten neben der Garage, Code %s. Und ihr Lohn geht von meinem Konto, IBAN %s, ab." % (k, grp(ib, 4)), [k, grp(ib, 4)], [], "key-box code and IBAN")
@case
def _():
    u = de_ustid()
    return L("de", "de-ustid-negative", "Rechnung Nr. RE-%s von der Muster GmbH, USt-IdNr. %s, Sendungsnummer DHL %s. Ist die Rechnung korrekt?" % (dig(6), u, "00340434" + dig(12)), [], [u], "company VAT id (check computed)")
@case
def _():
    n = nir()
    return L("fr", "fr-nir", "Je remplis le formulaire de la CPAM : numéro de sécurité sociale %s. Le SIRET de mon employeur est %s %s." % (n, siren(), dig(5)), [n], [], "NIR with key computed")
@case
def _():
    dc = "%d%s%d" % (R.randint(1, 9), R.choice("AB"), R.randint(100, 999)); ib = iban("FR", "30004" + dig(5) + dig(11) + dig(2))
    return L("fr", "fr-digicode-iban", "Message pour le déménageur : digicode %s, 3e étage. Et pour l'acompte, mon RIB : %s." % (dc, grp(ib, 4)), [dc, grp(ib, 4)], [], "door code and IBAN (RIB key not computed)")
@case
def _():
    s = siren(); col = "6A" + dig(11)
    return L("fr", "fr-siren-negative", "Colis %s toujours pas livré. Le vendeur a le SIREN %s et la facture n° F%s. Que faire ?" % (col, s, dig(7)), [], [col, s], "tracking and company SIREN (Luhn computed)")
@case
def _():
    d = dni()
    return L("es", "es-dni", "Rellena la solicitud de empadronamiento: DNI %s, nacida el 14/03/1987 en Sevilla." % d, [d], ["14/03/1987"], "DNI letter computed")
@case
def _():
    ib = iban("ES", "2100" + dig(4) + dig(2) + dig(10)); c = pin(4)
    return L("es", "es-iban-portal", "Para la inquilina: la cuenta para el alquiler es %s y el código del portal %s. Gracias!" % (grp(ib, 4), c), [grp(ib, 4), c], [], "IBAN (Spanish DC not computed) and door code")
@case
def _():
    cif = "B" + nz(7) + str(R.randint(0, 9))
    return L("es", "es-cif-negative", "Factura de Mercadona con CIF %s, nº de pedido %s, importe 56,20 €. ¿Puedo desgravarla?" % (cif, nz(9)), [], [cif, "56,20 €"], "company CIF (check not computed)")
@case
def _():
    c = cpf(); s = pw(0)
    return L("pt", "br-cpf-senha", "Me ajuda a cadastrar no gov.br: meu CPF é %s e a senha que criei foi %s." % (c, s), [c, s], [], "CPF with check digits computed")
@case
def _():
    nif = pt_nif("2"); ib = iban("PT", "0035" + dig(4) + dig(11) + dig(2))
    return L("pt", "pt-nif-iban", "Para o IRS: o meu NIF é %s e o reembolso vai para o IBAN %s." % (nif, grp(ib, 4)), [nif, grp(ib, 4)], [], "Portuguese NIF (computed) and IBAN (NIB check not computed)")
@case
def _():
    ref = "%s %s %s" % (dig(3), dig(3), dig(3))
    return L("pt", "pt-multibanco-negative", "Para pagar a fatura da EDP por Multibanco: Entidade 21%s, Referência %s, Montante 73,45 €. Está certo?" % (dig(3), ref), [], [ref, "73,45 €"], "payment reference")
@case
def _():
    ts = "8038000" + dig(13)
    cf = rs(UP, 6) + dig(2) + R.choice("ABCDEHLMPRST") + "%02d" % R.randint(1, 28) + R.choice(UP) + dig(3) + R.choice(UP)
    return L("it", "it-codice-fiscale", "Mi compili il modulo per il medico di base? Codice fiscale %s, tessera sanitaria n. %s." % (cf, ts), [cf, ts], [], "codice fiscale (check char not computed); health card number")
@case
def _():
    p = pin(5); ib = iban("IT", R.choice(UP) + "03069" + dig(5) + dig(12))
    return L("it", "it-iban-pin", "Ricordami il PIN del bancomat (%s) e l'IBAN %s per il bonifico dello stipendio." % (p, ib), [p, ib], [], "PIN and IBAN (CIN not computed)")
@case
def _():
    pi = it_piva()
    return L("it", "it-piva-negative", "Il fornitore ha partita IVA %s, ordine n. %s, tracking BRT %s. Come verifico che sia valida?" % (pi, nz(6), nz(14)), [], [pi], "company VAT (Luhn computed)")
@case
def _():
    b = bsn()
    return L("nl", "nl-bsn", "Kun je de huurtoeslag-aanvraag invullen? Mijn BSN is %s en DigiD-gebruikersnaam jdevries%s." % (b, dig(2)), [b], [], "BSN (11-proof computed)")
@case
def _():
    ib = iban("NL", R.choice(["INGB", "RABO", "ABNA"]) + dig(10)); w = pw(2)
    return L("nl", "nl-iban-wifi", "Tikkie voor het weekend: stort maar op %s. Het wifi-wachtwoord van het huisje is %s." % (grp(ib, 4), w), [grp(ib, 4), w], [], "own IBAN and wifi")
@case
def _():
    kvk = nz(8)
    return L("nl", "nl-kvk-negative", "Bol.com bestelnummer %s, KvK %s, track & trace 3S%s. Waar blijft mijn pakket?" % (nz(10), kvk, rs(UP, 4) + dig(9)), [], [kvk], "company KvK number")
@case
def _():
    p = se_pnr()
    return L("sv", "se-personnummer", "Fyll i blanketten för Försäkringskassan: personnummer %s, telefon 070-%s %s %s." % (p, dig(3), dig(2), dig(2)), [p], [], "personnummer (Luhn computed)")
@case
def _():
    c = pin(4); acct = "%s-%s %s %s" % (R.randint(8000, 8999), R.randint(1, 9), dig(3), dig(3))
    return L("sv", "se-portkod-konto", "Portkod till trapphuset är %s. Hyran betalar du till mitt Swedbank-konto %s." % (c, acct), [c, acct], [], "door code and account with clearing")
@case
def _():
    sw = "123 %s %s %s" % (dig(3), dig(2), dig(2))
    return L("sv", "se-swish-negative", "Vill skänka till Röda Korset via Swish %s. Insamlingskontots pg är 90 %s-%s. Är det rätt nummer?" % (sw, dig(4), dig(1)), [], [sw], "charity Swish number")
@case
def _():
    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), dig(4))
    return L("da", "dk-cpr", "Kan du udfylde tilmeldingen til lægen? Mit CPR-nummer er %s." % cpr, [cpr], [], "CPR (no modulus check since 2007, not computed)")
@case
def _():
    a = pin(4); reg = dig(4); kto = nz(10)
    return L("da", "dk-alarm-konto", "Til naboen: alarmkoden er %s, og hvis du lægger ud for vandmanden, så overfør til reg.nr. %s kontonr. %s." % (a, reg, kto), [a, kto], [reg], "alarm code, account; reg.nr public")
@case
def _():
    cvr = nz(8)
    return L("da", "dk-cvr-negative", "Ordrenummer %s hos Elgiganten, CVR %s, faktura på 1.299,00 kr. Hvordan returnerer jeg?" % (nz(9), cvr), [], [cvr, "1.299,00 kr"], "company CVR")
@case
def _():
    f = fnr()
    return L("no", "no-fodselsnummer", "Skjemaet til NAV spør om fødselsnummer. Mitt er %s %s." % (f[:6], f[6:]), ["%s %s" % (f[:6], f[6:])], [], "fodselsnummer, both check digits computed")
@case
def _():
    k = no_konto(); p = pw(3)
    return L("no", "no-konto-bankid", "Kontonummeret mitt er %s og BankID-passordet %s. Kan du minne meg på det om jeg glemmer?" % (k, p), [k, p], [], "Norwegian account (mod 11 computed) and BankID password")
@case
def _():
    o = no_orgnr()
    return L("no", "no-orgnr-negative", "Faktura fra Telenor, org.nr. %s, KID %s. Forfall 20.12." % (o, nz(15)), [], [o], "company org number (mod 11 computed); KID neutral")
@case
def _():
    h = hetu()
    return L("fi", "fi-hetu", "Täytä Kelan lomake: henkilötunnukseni on %s." % h, [h], [], "henkilotunnus with control character computed")
@case
def _():
    ib = iban("FI", "1" + dig(13)); o = pin(4)
    return L("fi", "fi-iban-ovikoodi", "Laita viesti siivoojalle: ovikoodi on %s ja palkka maksetaan tililtä %s." % (o, grp(ib, 4)), [o, grp(ib, 4)], [], "door code and IBAN")
@case
def _():
    y = y_tunnus()
    return L("fi", "fi-ytunnus-negative", "Verkkokaupan Y-tunnus on %s ja tilausnumero %s. Onko tämä luotettava yritys?" % (y, nz(8)), [], [y], "business id (computed)")
@case
def _():
    taj = hu_taj(); ad = hu_adoaz()
    return L("hu", "hu-taj-adoaz", "Töltsd ki a háziorvosi bejelentőt: TAJ-szám %s %s %s, adóazonosító jel %s." % (taj[:3], taj[3:6], taj[6:], ad), ["%s %s %s" % (taj[:3], taj[3:6], taj[6:]), ad], [], "TAJ and tax id, checks computed")
@case
def _():
    acct = "%s-%s-%s" % ("1177" + dig(4), dig(8), dig(8)); w = pw(0)
    return L("hu", "hu-szamla-wifi", "A bérlőnek: a lakbért a %s számlaszámra kérem, a wifi jelszó %s." % (acct, w), [acct, w], [], "account (check not computed) and wifi")
@case
def _():
    ads = "%s-%s-%s" % (nz(8), R.randint(1, 5), dig(2))
    return L("hu", "hu-adoszam-negative", "Az eMAG adószáma %s, a rendelésszám %s, a csomag GLS azonosító %s. Mikor jön?" % (ads, nz(9), nz(11)), [], [ads], "company tax number")
@case
def _():
    c = cnp()
    bu = "RX " + nz(6)
    return L("ro", "ro-cnp", "Completează-mi cererea pentru pașaport: CNP %s, seria și nr. buletin %s." % (c, bu), [c, bu], [], "CNP (check computed), ID card series and number")
@case
def _():
    ib = iban("RO", "BTRL" + "RONCRT" + dig(10)); i = pin(4)
    return L("ro", "ro-iban-interfon", "Pentru curier: codul de la interfon e %s. Și banii pe cont, IBAN %s." % (i, ib), [i, ib], [], "intercom code, IBAN")
@case
def _():
    cui = "RO" + nz(8)
    return L("ro", "ro-cui-negative", "Factura de la eMAG, CUI %s, comanda nr. %s, AWB Fan Courier %s. Cum fac retur?" % (cui, nz(9), nz(13)), [], [cui], "company CUI")
@case
def _():
    a = amka(); afm = gr_afm()
    return L("el", "gr-amka-afm", "Συμπλήρωσε την αίτηση για το επίδομα: ΑΜΚΑ %s, ΑΦΜ %s." % (a, afm), [a, afm], [], "AMKA (Luhn) and AFM (computed)")
@case
def _():
    ib = iban("GR", "011" + dig(4) + dig(16)); p = pw(4)
    return L("el", "gr-iban-password", "Ο κωδικός για το e-banking της Εθνικής είναι %s και ο IBAN μου %s. Κράτα τα για μένα." % (p, grp(ib, 4)), [p, grp(ib, 4)], [], "e-banking password and IBAN")
@case
def _():
    af = gr_afm()
    return L("el", "gr-company-negative", "Η απόδειξη από τα Πλαίσιο γράφει ΑΦΜ %s, αριθμός παραγγελίας %s, σύνολο 89,90 €. Πώς κάνω επιστροφή;" % (af, nz(8)), [], [af, "89,90 €"], "company AFM")
@case
def _():
    tc = tckn()
    return L("tr", "tr-tckn", "e-Devlet başvurusu için TC kimlik numaram %s, anne kızlık soyadı %s. Formu doldurur musun?" % (tc, R.choice(["Yıldırım", "Aksoy", "Kaplan"])), [tc], [], "TCKN, checks computed; mother's maiden name neutral")
@case
def _():
    ib = iban("TR", "00062" + "0" + dig(16)); s = pin(6)
    return L("tr", "tr-iban-sifre", "Kiracıya IBAN'ımı gönder: %s. Bir de internet şubesi şifrem %s, unutursam hatırlat." % (grp(ib, 4), s), [grp(ib, 4), s], [], "IBAN and banking PIN")
@case
def _():
    vn = nz(10)
    return L("tr", "tr-vergi-negative", "Trendyol siparişi %s, satıcının vergi no %s, kargo takip %s. Ne zaman gelir?" % (nz(9), vn, nz(12)), [], [vn], "seller tax number")
@case
def _():
    cc = R.choice(["001", "079", "048"]) + R.choice("0123") + dig(8)
    return L("vi", "vn-cccd", "Điền giúp mình tờ khai: số CCCD %s, cấp ngày 12/05/2021 tại Cục Cảnh sát QLHC về TTXH." % cc, [cc], ["12/05/2021"], "CCCD (no public check)")
@case
def _():
    stk = nz(13); otp = dig(6)
    return L("vi", "vn-stk-otp", "Số tài khoản Vietcombank của mình là %s.\n---\nCòn mã OTP vừa nhận: %s, nhập giúp mình với." % (stk, otp), [stk, otp], [], "account and OTP; multi-message")
@case
def _():
    vd = "GHN" + rs(UP + DIG, 7)
    return L("vi", "vn-vandon-negative", "Mã vận đơn %s, mã đơn hàng Shopee %s. Bao giờ giao tới?" % (vd, "2511" + rs(UP + DIG, 10)), [], [vd], "tracking number")
@case
def _():
    ti = th_id(); f = "%s-%s-%s-%s-%s" % (ti[0], ti[1:5], ti[5:10], ti[10:12], ti[12])
    return L("th", "th-id", "ช่วยกรอกแบบฟอร์มเปิดบัญชีให้หน่อย เลขบัตรประชาชน %s" % f, [f], [], "Thai ID, check computed")
@case
def _():
    pp = nz(3) + "-" + dig(1) + "-" + dig(5) + "-" + dig(1); w = pw(1)
    return L("th", "th-account-wifi", "เลขบัญชีกสิกรของฉัน %s ส่วนรหัสไวไฟที่บ้านคือ %s ฝากจดไว้ด้วย" % (pp, w), [pp, w], [], "KBank account and wifi")
@case
def _():
    tr = s10("EF", "TH")
    return L("th", "th-tracking-negative", "พัสดุไปรษณีย์ไทยเลข %s ยังไม่ถึงเลย เบอร์ร้าน 02-%s-%s" % (tr, dig(3), dig(4)), [], [tr], "S10 tracking (check computed)")
@case
def _():
    nik = R.choice(["3171", "3273", "3578"]) + dig(2) + "%02d%02d%02d" % (R.randint(41, 68), R.randint(1, 12), R.randint(80, 99)) + dig(4)
    return L("id", "id-nik", "Tolong isi formulir BPJS: NIK saya %s, nama ibu kandung Siti Aminah." % nik, [nik], [], "NIK (no public check)")
@case
def _():
    r = nz(10); o = dig(6)
    return L("id", "id-rekening-otp", "Transfer ke rekening BCA saya %s ya. Terus ada kode OTP masuk: %s, jangan dikasih ke siapa-siapa katanya." % (r, o), [r, o], [], "own account and OTP")
@case
def _():
    resi = "JP" + nz(10)
    return L("id", "id-resi-negative", "Nomor resi J&T %s, nomor pesanan Tokopedia INV/2025%s/MPL/%s. Kapan sampai?" % (resi, dig(4), nz(10)), [], [resi], "tracking number")
@case
def _():
    sss = "%s-%s-%s" % (nz(2), dig(7), dig(1)); mpin = pin(4)
    return L("tl", "ph-sss-mpin", "Pakisulat naman sa form: SSS number ko ay %s. Tapos yung GCash MPIN ko %s, pakitandaan mo lang." % (sss, mpin), [sss, mpin], [], "SSS number and GCash MPIN")
@case
def _():
    ref = nz(13)
    return L("tl", "ph-gcash-ref-negative", "Nagbayad ako sa Meralco via GCash, Ref No. %s, halagang ₱2,345.60. Paano ko ipapakita sa kanila na bayad na?" % ref, [], [ref, "₱2,345.60"], "receipt Ref No. is a reference (settled)")
@case
def _():
    otp = dig(6)
    return L("tl", "ph-otp-taglish", "Nag-text yung BDO: 'Your OTP is %s.' Pero di ako nag-login, scam ba 'to?" % otp, [otp], [], "OTP")
@case
def _():
    mp = mpesa_code(); till = nz(6)
    return L("sw", "ke-mpesa-code", "Nimelipa kwa Till %s. Ujumbe: \"%s Confirmed. Ksh1,500.00 paid to MAMA MBOGA.\" Nisaidie kuandika risiti." % (till, mp), [mp], [till, "Ksh1,500.00"], "M-Pesa code is a secret (settled); till number public")
@case
def _():
    pinm = pin(4); idn = nz(8); kra = "A" + dig(9) + R.choice(UP)
    return L("sw", "ke-pin-id-kra", "Kwa mwanangu: PIN yangu ya M-Pesa ni %s, namba ya kitambulisho %s, na KRA PIN %s. Usimwambie mtu." % (pinm, idn, kra), [pinm, idn, kra], [], "M-Pesa PIN, ID, KRA PIN (entrusted)")
@case
def _():
    pb = nz(6); acc = "INV" + dig(6)
    return L("sw", "ke-paybill-negative", "Lipa ada ya shule: Paybill %s, akaunti %s, kiasi KES 12,000. Ni sawa?" % (pb, acc), [], [pb, acc, "KES 12,000"], "school paybill and account reference")


@case
def _():
    a = " ".join(pin(4))
    t = "I'm going to give you the code for the house alarm, remind me tomorrow.\n---\nit's %s then OFF. (the installer default in the manual was 1234, I changed it)" % a
    return C("en", "alarm-code-announced", t, [a], ["1234"], "announced then given, spaced digits; manual default is a look-alike")
@case
def _():
    p1 = pw(1); p2 = rs(ALNUM, 20)
    t = ("# .env.production\nNODE_ENV=production\nNEXT_PUBLIC_SITE_URL=https://www.lumen-yoga.studio\nAPP_VERSION=3.14.2\n"
         "DATABASE_URL=mysql://lumen:%s@10.0.4.12:3306/lumen\nREDIS_PASSWORD=%s\nSMTP_PORT=587\n\nvercel build can't reach the db" % (p1, p2))
    db = "mysql://lumen:%s@10.0.4.12:3306/lumen" % p1
    return C("en", "dotenv-production", t, [db, p2], ["https://www.lumen-yoga.studio", "3.14.2", "587"], "env file with two secrets and public values")
def clabe():
    b = R.choice(["002", "012", "014", "072"]) + dig(3) + dig(11)
    s_ = sum((int(c) * w) % 10 for c, w in zip(b, [3, 7, 1] * 6))
    return b + str((10 - s_ % 10) % 10)
@case
def _():
    cl = clabe(); rfc = rs(UP, 4) + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 3)
    curp = rfc[:10] + R.choice("HM") + R.choice(["DF", "JC", "NL", "PL"]) + rs("BCDFGHJKLMNPQRSTVWXZ", 3) + R.choice("0A") + dig(1)
    t = "Ayúdame con la declaración anual del SAT: mi RFC es %s, CURP %s, y la devolución a mi CLABE %s. El RFC de la empresa es %s." % (rfc, curp, cl, "GME" + "%02d%02d%02d" % (R.randint(90, 99), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 3))
    comp = t.split("El RFC de la empresa es ")[1].rstrip(".")
    return C("es", "mx-rfc-curp-clabe", t, [rfc, curp, cl], [comp], "Mexican RFC/CURP (checks not computed), CLABE (check computed)")
@case
def _():
    ib = iban("DE", "37020500" + dig(10))
    t = "Ich möchte an die Tafel spenden: IBAN %s, BIC BFSWDE33XXX, Verwendungszweck \"Spende %s\", Betrag 50,00 €. Bekomme ich eine Zuwendungsbestätigung?" % (grp(ib, 4), dig(4))
    vz = re.search(r"Spende \d{4}", t).group(0)
    return C("de", "de-charity-iban-negative", t, [], [grp(ib, 4), "BFSWDE33XXX", vz, "50,00 €"], "charity IBAN and BIC are public payment details")

# ---------------- validation and output ----------------
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f\x85\u2028\u2029\ufeff]")
def validate(c):
    t = c["text"]; errs = []
    if HOSTILE.search(t): errs.append("hostile char in text")
    spans = {"s": [], "l": []}
    for kind, vals in (("s", c["secrets"]), ("l", c["lookalikes"])):
        for v in vals:
            if not v: errs.append("empty value"); continue
            if HOSTILE.search(v): errs.append("hostile char in value")
            if v not in t: errs.append("not substring: %r" % v); continue
            if len(v) <= 6 and t.count(v) > 1: errs.append("short value twice: %r" % v)
            i = t.find(v)
            while i >= 0:
                j = i + len(v)
                if (v[0].isdigit() and i > 0 and t[i - 1].isdigit()) or (v[-1].isdigit() and j < len(t) and t[j].isdigit()):
                    errs.append("number embedded: %r" % v)
                spans[kind].append((i, j)); i = t.find(v, i + 1)
    for a, b in spans["s"]:
        for x, y in spans["l"]:
            if a < y and x < b: errs.append("secret/lookalike overlap")
    if len(set(c["secrets"] + c["lookalikes"])) != len(c["secrets"]) + len(c["lookalikes"]): errs.append("duplicate value")
    if not re.fullmatch(r"[a-z]{2}", c["lang"]): errs.append("bad lang")
    return errs


EXTRA = {
 "cn-resident-id": [r"138\d{8}"], "cn-order-negative": [r"400-\d{3}-\d{4}"], "jp-order-negative": [r"\d{4}-\d{4}-\d{4}"],
 "kr-tracking-negative": [r"2025\d{12}"], "ar-order-negative": [r"SA\d{10}", r"3\d{13}3"],
 "ir-national-code": [r"کد پستی هم ([۰-۹]{10})"], "ir-shop-sheba-negative": [r"سفارش (\d{7})"], "il-id-bank": [r"סניף (\d{3})"],
 "il-company-negative": [r"מספר (\d{8})"], "in-aadhaar-pan": [r"DELA\d{5}B"], "in-upi-pin-account": [r"SBIN0\d{6}"],
 "ru-company-negative": [r"КПП (7701\d{5})", r"заказа (\d{8})"], "pl-nip-negative": [r"zamówienia (\d{10})"],
 "cz-ico-negative": [r"objednávka č\. (\d{9})", r"PPL (\d{11})"], "de-steuerid": [r"\d{2}/\d{3}/\d{5}"],
 "de-ustid-negative": [r"RE-\d{6}", r"00340434\d{12}"], "fr-nir": [r"\d{9} \d{5}"], "fr-siren-negative": [r"F\d{7}"],
 "es-cif-negative": [r"pedido (\d{9})"], "pt-multibanco-negative": [r"Entidade (21\d{3})"],
 "it-piva-negative": [r"ordine n\. (\d{6})", r"BRT (\d{14})"], "nl-kvk-negative": [r"bestelnummer (\d{10})", r"3S[A-Z]{4}\d{9}"],
 "se-personnummer": [r"070-\d{3} \d{2} \d{2}"], "se-swish-negative": [r"90 \d{4}-\d"], "dk-cvr-negative": [r"Ordrenummer (\d{9})"],
 "no-orgnr-negative": [r"KID (\d{15})"], "fi-ytunnus-negative": [r"tilausnumero (\d{8})"],
 "hu-adoszam-negative": [r"rendelésszám (\d{9})", r"GLS azonosító (\d{11})"], "ro-cui-negative": [r"comanda nr\. (\d{9})", r"Fan Courier (\d{13})"],
 "gr-company-negative": [r"παραγγελίας (\d{8})"], "tr-vergi-negative": [r"siparişi (\d{9})", r"takip (\d{12})"],
 "vn-vandon-negative": [r"2511[A-Z0-9]{10}"], "th-tracking-negative": [r"02-\d{3}-\d{4}"], "id-resi-negative": [r"INV/2025\d{4}/MPL/\d{10}"],
 "mastercard-form": [r"ZIP: (\d{5})"], "log-session-id": [r"user_id=(\d{6})"], "steam-guard": [r"[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}"],
 "twilio-auth": [r"\+1415555\d{4}", r"\+1628555\d{4}"], "shopify-token": [r"myshop-[a-z]{4}\.myshopify\.com"],
 "sendgrid-key-yaml": [r"no-reply@mybakery\.co"], "sshpass": [r"192\.168\.1\.\d+"], "vpn-psk": [r"vpn\.contoso-[a-z]{3}\.com"],
 "gcp-service-account": [r"acme-prod-\d{3}"], "us-passport": [r"2016-0\d-1\d"], "ja-jp-mynumber": [],
 "jp-bank-account-pin": [], "ke-pin-id-kra": [], "ru-sms-code": [r"Сбербанк Онлайн"], "ph-otp-taglish": [r"BDO"],
 "eg-otp-arabic-digits": [r"فودافون كاش"], "dk-alarm-konto": [], "kr-door-account": [r"국민은행"],
 "hu-szamla-wifi": [], "ssn-w4": [r"W-4"], "canada-sin": [r"T4"], "school-portal-login": [r"j\.morales\d{2}"],
 "nl-bsn": [r"jdevries\d{2}"], "google-maps-key": [r"maps\.googleapis\.com"], "openai-key-inline": [r"RateLimitError"],
 "anthropic-key-env": [r"MAX_TOKENS=(\d+)"], "codes-table": [r"Thursday"], "fr-digicode-iban": [r"3e étage"], "metamask-seed": [r"MetaMask"],
 "cn-bankcard-paypin": [r"工商银行"], "vn-stk-otp": [r"Vietcombank"], "github-pat-ci": [r"Bad credentials"], "vn-cccd": [r"Cục Cảnh sát QLHC về TTXH"],
}
def add_extra(c):
    for pat in EXTRA.get(c["slug"], []):
        m = re.search(pat, c["text"])
        if m is None: continue
        v = m.group(1) if m.groups() else m.group(0)
        if v not in c["lookalikes"] and v not in c["secrets"]: c["lookalikes"].append(v)
    return c

def q(s): return json.dumps(s, ensure_ascii=False)

def main():
    if len(sys.argv) != 2: print("usage: make_heldout_v40.py OUT.yaml"); sys.exit(2)
    # self-tests of check-digit code on public examples
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89 3704 0044 0532 0130 00")
    assert luhn_ok("4111111111111111") and verhoeff_ok("2363")
    cases = []
    for n, f in enumerate(BUILDERS, 1):
        for attempt in range(30):
            c = add_extra(f())
            if not validate(c): break
        else:
            print("case %d (%s) fails: %s" % (n, c["slug"], validate(c))); sys.exit(1)
        c["id"] = "%s-%03d-%s" % (PREFIX, n, c["slug"]); cases.append(c)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids): print("duplicate ids"); sys.exit(1)
    for c in cases:
        for v in c["secrets"]:
            if v.replace(" ", "").startswith(("GB", "DE", "FR", "ES", "IT", "NL", "PL", "PT", "SA", "UA", "IR", "RO", "GR", "TR", "FI", "IE")) and re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]+", v) and not iban_ok(v):
                print("bad iban", c["id"], v); sys.exit(1)
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
    with open(sys.argv[1], "w", encoding="utf-8") as fh: fh.write("\n".join(out) + "\n")
    print("wrote %d cases" % len(cases))

if __name__ == "__main__":
    main()
