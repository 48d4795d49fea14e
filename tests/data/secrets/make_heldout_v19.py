#!/usr/bin/env python3
"""Deterministic generator for the blind held-out set v19 (secrets redaction).

Template mini-language inside texts:
  [[gen]] / [[gen#tag]]  -> a freshly generated SECRET value (same gen+tag -> same value)
  ((gen)) / ((gen#tag))  -> a freshly generated NON-secret filler value
A line holding only '---' separates consecutive user messages.
"""
import base64, hashlib, json, random, re, string, sys, zlib
import yaml

SEED = 190419
OUT_DEFAULT = "/work/frozen19/heldout_v19.yaml"

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"
UP32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))

def digits(r, n, first_nonzero=True):
    s = rs(r, string.digits, n)
    if first_nonzero and s[0] == "0":
        s = str(r.randint(1, 9)) + s[1:]
    return s

def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    return sep.join(out)

# ---------------- check-digit algorithms ----------------
def luhn_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)

def card(r, prefix, length):
    body = prefix + "".join(r.choice(string.digits) for _ in range(length - 1 - len(prefix)))
    return body + luhn_digit(body)

def iban(r, cc, bban):
    conv = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    chk = 98 - int(conv) % 97
    raw = cc + "%02d" % chk + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))

def b62_fixed(n, width):
    s = ""
    while n:
        n, m = divmod(n, 62); s = B62[m] + s
    return s.rjust(width, "0")

def crc_token(r, prefix):
    body = rs(r, B62, 30)
    return prefix + body + b62_fixed(zlib.crc32(body.encode()) & 0xffffffff, 6)

def rand_date(r, y0=1960, y1=2004):
    y = r.randint(y0, y1); m = r.randint(1, 12); d = r.randint(1, 28)
    return y, m, d

def cn_id(r):
    area = r.choice(["110105", "310115", "440305", "510107", "330106", "320102", "420111", "610113"])
    y, m, d = rand_date(r)
    body = "%s%04d%02d%02d%03d" % (area, y, m, d, r.randint(1, 999))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]

TW_L = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22,
            O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)
def tw_id(r):
    L = r.choice("ABDEFHKLNPRT")
    ds = [r.choice([1, 2])] + [r.randint(0, 9) for _ in range(7)]
    v = TW_L[L]
    s = v // 10 + (v % 10) * 9 + sum(d * w for d, w in zip(ds, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + "".join(map(str, ds)) + str((10 - s % 10) % 10)

def my_number(r):
    base = digits(r, 11)
    s = 0
    for n in range(1, 12):
        p = int(base[11 - n]); q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    c = 0 if rem <= 1 else 11 - rem
    return grp(base + str(c), [4, 4, 4])

def rrn(r):
    y, m, d = rand_date(r, 1965, 1999)
    g = r.choice("12")
    body = "%02d%02d%02d%s%05d" % (y % 100, m, d, g, r.randint(0, 99999))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)

VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def aadhaar(r):
    base = str(r.randint(2, 9)) + digits(r, 10, False)
    c = 0
    for i, ch in enumerate(reversed(base)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return grp(base + str(VINV[c]), [4, 4, 4])

def cpf(r):
    ds = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(d * w for d, w in zip(ds, range(n, 1, -1)))
        ds.append((s * 10 % 11) % 10)
    s = "".join(map(str, ds))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])

def dni(r):
    n = r.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])

def nie(r):
    p = r.choice("XYZ"); n = r.randint(0, 9999999)
    return "%s%07d%s" % (p, n, "TRWAGMYFPDXBNJZSQVHLCKE"[int("XYZ".index(p).__str__() + "%07d" % n) % 23])

CF_ODD = {**dict(zip("0123456789", [1,0,5,7,9,13,15,17,19,21])),
          **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                     [1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))}
def codice_fiscale(r):
    cons = "BCDFGLMNPRSTVZ"
    y, m, d = rand_date(r)
    day = d + (40 if r.random() < 0.5 else 0)
    body = rs(r, cons, 3) + rs(r, cons, 3) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % day + \
        r.choice(["H501", "F205", "L219", "F839", "G273", "A944", "D612"])
    s = 0
    for i, ch in enumerate(body):
        s += CF_ODD[ch] if i % 2 == 0 else (int(ch) if ch.isdigit() else ord(ch) - 65)
    return body + chr(65 + s % 26)

def nir(r):
    y, m, d = rand_date(r)
    dep = r.choice(["75", "69", "13", "33", "59", "31", "44"])
    body = "%d%02d%02d%s%03d%03d" % (r.choice([1, 2]), y % 100, m, dep, r.randint(1, 999), r.randint(1, 999))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)

def bsn(r):
    while True:
        ds = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(7)]
        s = sum(d * w for d, w in zip(ds, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return "".join(map(str, ds)) + str(last)

def pesel(r):
    y, m, d = rand_date(r, 1950, 2005)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d%04d" % (y % 100, mm, d, r.randint(0, 9999))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)

def personnummer(r):
    y, m, d = rand_date(r)
    body = "%02d%02d%02d%03d" % (y % 100, m, d, r.randint(0, 999))
    return "%d%s-%s%s" % (y // 100, body[:6], body[6:], luhn_digit(body))

def hetu(r):
    y, m, d = rand_date(r, 1950, 2005)
    ind = r.randint(2, 899)
    n = int("%02d%02d%02d%03d" % (d, m, y % 100, ind))
    return "%02d%02d%02d%s%03d%s" % (d, m, y % 100, "-" if y < 2000 else "A", ind,
                                      "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])

def fodselsnummer(r):
    while True:
        y, m, d = rand_date(r, 1950, 1999)
        ds = [int(c) for c in "%02d%02d%02d%03d" % (d, m, y % 100, r.randint(0, 499))]
        k1 = 11 - sum(a * b for a, b in zip(ds, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10: continue
        ds.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(ds, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10: continue
        return "".join(map(str, ds)) + str(k2)

def rijksregister(r):
    y, m, d = rand_date(r, 1950, 1999)
    body = "%02d%02d%02d%03d" % (y % 100, m, d, r.randint(1, 997))
    k = 97 - int(body) % 97
    return "%s.%s.%s-%s.%02d" % (body[:2], body[2:4], body[4:6], body[6:], k)

def tc_kimlik(r):
    ds = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d10 = ((ds[0] + ds[2] + ds[4] + ds[6] + ds[8]) * 7 - (ds[1] + ds[3] + ds[5] + ds[7])) % 10
    ds.append(d10); ds.append(sum(ds) % 10)
    return "".join(map(str, ds))

def teudat_zehut(r):
    ds = [r.randint(0, 9) for _ in range(8)]
    s = 0
    for i, d in enumerate(ds):
        p = d * (1 if i % 2 == 0 else 2)
        s += p - 9 if p > 9 else p
    return "".join(map(str, ds)) + str((10 - s % 10) % 10)

def hkid(r):
    L = r.choice("ACDEGHKMPRVYZ")
    ds = [r.randint(0, 9) for _ in range(6)]
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(d * w for d, w in zip(ds, range(7, 1, -1)))
    c = 11 - s % 11
    ch = "A" if c == 10 else ("0" if c == 11 else str(c))
    return "%s%s(%s)" % (L, "".join(map(str, ds)), ch)

def nric(r):
    p = r.choice("ST")
    ds = [r.randint(0, 9) for _ in range(7)]
    s = sum(d * w for d, w in zip(ds, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + "".join(map(str, ds)) + "JZIHGFEDCBA"[s % 11]

def sin(r):
    body = str(r.randint(1, 7)) + digits(r, 7, False)
    return grp(body + luhn_digit(body), [3, 3, 3])

def steuer_id(r):
    while True:
        ds = r.sample(range(10), 9)
        if ds[0] == 0: continue
        ds.insert(r.randint(1, 9), r.choice(ds))
        prod = 10
        for d in ds:
            s = (d + prod) % 10
            if s == 0: s = 10
            prod = (s * 2) % 11
        c = 11 - prod
        c = 0 if c == 10 else c
        s = "".join(map(str, ds)) + str(c)
        return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])

def kvnr(r):
    L = r.choice(string.ascii_uppercase)
    ds = [r.randint(0, 9) for _ in range(8)]
    allds = [int(c) for c in "%02d" % (ord(L) - 64)] + ds
    s = 0
    for i, d in enumerate(allds):
        p = d * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return L + "".join(map(str, ds)) + str(s % 10)

def thai_id(r):
    ds = [r.randint(1, 8)] + [r.randint(0, 9) for _ in range(11)]
    c = (11 - sum(d * (13 - i) for i, d in enumerate(ds)) % 11) % 10
    s = "".join(map(str, ds)) + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])

def nif_pt(r):
    while True:
        ds = [r.choice([1, 2])] + [r.randint(0, 9) for _ in range(7)]
        c = 11 - sum(d * (9 - i) for i, d in enumerate(ds)) % 11
        c = 0 if c >= 10 else c
        return "".join(map(str, ds)) + str(c)

def snils(r):
    while True:
        ds = [r.randint(0, 9) for _ in range(9)]
        if int("".join(map(str, ds))) < 2000000: continue
        s = sum(d * (9 - i) for i, d in enumerate(ds))
        c = s if s < 100 else (0 if s in (100, 101) else s % 101)
        c = 0 if c == 100 else c
        t = "".join(map(str, ds))
        return "%s-%s-%s %02d" % (t[:3], t[3:6], t[6:], c)

def inn12(r):
    ds = [r.choice([7, 5, 6]), r.randint(0, 9)] + [r.randint(0, 9) for _ in range(8)]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    ds.append(sum(a * b for a, b in zip(ds, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    ds.append(sum(a * b for a, b in zip(ds, w2)) % 11 % 10)
    return "".join(map(str, ds))

def amka(r):
    y, m, d = rand_date(r)
    body = "%02d%02d%02d%04d" % (d, m, y % 100, r.randint(0, 9999))
    return body + luhn_digit(body)

def emirates_id(r):
    y, _, _ = rand_date(r, 1970, 2000)
    body = "784%04d%07d" % (y, r.randint(0, 9999999))
    s = body + luhn_digit(body)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])

def rut(r):
    n = r.randint(8000000, 24999999)
    s, f = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * f; f = 2 if f == 7 else f + 1
    dv = 11 - s % 11
    dv = "0" if dv == 11 else ("K" if dv == 10 else str(dv))
    return "{:,}".format(n).replace(",", ".") + "-" + dv

def mrz_cd(s):
    vals = {**{str(i): i for i in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}
    return str(sum(vals[c] * [7, 3, 1][i % 3] for i, c in enumerate(s)) % 10)

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
def b58(b):
    n = int.from_bytes(b, "big"); s = ""
    while n:
        n, m = divmod(n, 58); s = B58[m] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s

def wif(r):
    payload = b"\x80" + bytes(r.randrange(256) for _ in range(32)) + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)

# ---- public look-alike identifiers with check digits ----
USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
def uscc(r):
    body = "91" + r.choice(["110108", "310115", "440300", "330100"]) + rs(r, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    w = [pow(3, i, 31) for i in range(17)]
    s = sum(USCC_CH.index(c) * wi for c, wi in zip(body, w))
    c = 31 - s % 31
    return body + USCC_CH[0 if c == 31 else c]

def jp_corp(r):
    base = digits(r, 12)
    s = sum(int(base[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + base

def kr_brn(r):
    ds = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(a * b for a, b in zip(ds, w)) + (ds[8] * 5) // 10
    t = "".join(map(str, ds)) + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (t[:3], t[3:5], t[5:])

def tw_ubn(r):
    while True:
        ds = [r.randint(0, 9) for _ in range(7)]
        if ds[6] == 7: continue
        w = [1, 2, 1, 2, 1, 2, 4]
        s = sum((a * b) // 10 + (a * b) % 10 for a, b in zip(ds, w))
        return "".join(map(str, ds)) + str((10 - s % 10) % 10)

def isbn13(r):
    body = "978" + digits(r, 9, False)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)

def siret(r):
    body = digits(r, 13)
    return body + luhn_digit(body)

def cnpj(r):
    ds = [r.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for w in (w1, [6] + w1):
        rr = sum(a * b for a, b in zip(ds, w)) % 11
        ds.append(0 if rr < 2 else 11 - rr)
    s = "".join(map(str, ds))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])

def pl_nip(r):
    while True:
        ds = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
        c = sum(a * b for a, b in zip(ds, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c == 10: continue
        s = "".join(map(str, ds)) + str(c)
        return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])

def aba(r):
    while True:
        ds = [r.choice([0, 1, 2, 3])] + [r.randint(0, 9) for _ in range(7)]
        for c in range(10):
            t = ds + [c]
            if (3 * (t[0] + t[3] + t[6]) + 7 * (t[1] + t[4] + t[7]) + t[2] + t[5] + t[8]) % 10 == 0:
                return "".join(map(str, t))

# ---------------- free-form value generators ----------------
WORDS = ["maple", "river", "tiger", "lantern", "copper", "falcon", "orchid", "velvet", "harbor", "cobalt",
         "meadow", "saffron", "glacier", "pepper", "walnut", "comet", "juniper", "marble", "thunder", "willow",
         "biscuit", "nimbus", "pebble", "quartz", "rocket", "sparrow", "tundra", "umber", "violet", "zephyr"]
PINYIN = ["wangxiao", "lichen", "zhangwei", "liuyang", "chenmo", "huanghe", "zhaolei", "sunmei", "xiaoyu",
          "linfeng", "tianyi", "haoran", "jiayi", "yutong", "zimo"]
SYMS = "!@#$%&*?-_+="
BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
       "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
       "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
       "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
       "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
       "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
       "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
       "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit "
       "august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby "
       "bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic "
       "basket battle beach bean beauty because become beef before begin behave behind believe below belt "
       "bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black "
       "blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil "
       "bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass "
       "brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown "
       "brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus "
       "business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp canal "
       "cancel candy cannon canoe canvas canyon capable capital captain carbon cargo carpet carry cart cash "
       "casino castle casual catalog catch category cattle caught cause caution cave ceiling celery cement "
       "census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap "
       "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar "
       "cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff "
       "climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut "
       "coffee coil coin collect color column combine come comfort comic common company concert conduct "
       "confirm congress connect consider control convince cook cool copper copy coral core corn correct "
       "cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash").split()

def pw_word(r):
    a, b = r.sample(WORDS, 2)
    st = r.randint(0, 3)
    if st == 0: return a.capitalize() + r.choice(SYMS) + b + str(r.randint(10, 9999))
    if st == 1: return a.capitalize() + b.capitalize() + str(r.randint(100, 999)) + r.choice("!?#$")
    if st == 2:
        t = a.replace("o", "0").replace("e", "3").replace("a", "@")
        return t.capitalize() + "_" + b + str(r.randint(10, 99))
    return "%s-%s-%s-%d" % (a, b, r.choice(WORDS), r.randint(1, 99))

def pw_rand(r, n=None):
    n = n or r.randint(14, 22)
    al = ALNUM + "!#$%&*+-=?@^_~"
    while True:
        s = rs(r, al, n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c in "!#$%&*+-=?@^_~" for c in s):
            return s

def pw_url(r):
    return rs(r, ALNUM, r.randint(16, 24)) + r.choice("-_.") + rs(r, ALNUM, 4)

def pw_cn(r):
    p = r.choice(PINYIN)
    st = r.randint(0, 2)
    if st == 0: return p + r.choice("@#.") + "%04d" % r.randint(1000, 9999)
    if st == 1: return p.capitalize() + str(r.randint(100000, 999999)) + r.choice("!.")
    return p[:2].upper() + p[2:] + "_" + rs(r, string.ascii_lowercase, 3) + str(r.randint(10, 99))

def pinN(r, n):
    while True:
        s = "".join(r.choice(string.digits) for _ in range(n))
        if len(set(s)) < max(2, n - 2): continue
        if n == 4 and s[:2] in ("19", "20"): continue
        if s in "0123456789" or s in "9876543210": continue
        return s

def pem(r, label, prefix, lines, last):
    body = prefix + rs(r, B64, 64 * lines - len(prefix))
    ls = [body[i:i + 64] for i in range(0, len(body), 64)] + [rs(r, B64, last - 1) + "="]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(ls), label)

def openssh_key(r):
    pre = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    body = pre + rs(r, B64, 70 * 4 - len(pre))
    ls = [body[i:i + 70] for i in range(0, len(body), 70)] + [rs(r, B64, 24) + "="]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(ls)

def gcp_key_json(r):
    pre = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
    body = pre + rs(r, B64, 64 * 6 - len(pre))
    ls = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(ls) + "\\n-----END PRIVATE KEY-----\\n"

def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")

def jwt(r):
    h = b64u(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps({"sub": str(r.randint(10 ** 6, 10 ** 9)), "role": r.choice(["admin", "user", "service"]),
                         "iat": 1780000000 + r.randint(0, 10 ** 7), "exp": 1790000000 + r.randint(0, 10 ** 7)},
                        separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, rs(r, B64URL, 43))

def basic_b64(r):
    return base64.b64encode(("%s:%s" % (r.choice(["admin", "deploy", "svc_ci", "ops"]), pw_url(r))).encode()).decode()

def seed(r, n):
    return " ".join(r.sample(BIP, n))

def upper_alnum(r, n):
    return rs(r, string.ascii_uppercase + string.digits, n)

def expiry(r):
    return "%02d/%02d" % (r.randint(1, 12), r.randint(27, 31))

G = {
    # cloud / vendor credentials
    "aws_akid": lambda r: "AKIA" + rs(r, UP32, 16),
    "aws_secret": lambda r: rs(r, B64, 40),
    "gh_pat": lambda r: crc_token(r, "ghp_"),
    "gh_oauth": lambda r: crc_token(r, "gho_"),
    "npm_tok": lambda r: crc_token(r, "npm_"),
    "gh_fine": lambda r: "github_pat_11" + rs(r, string.ascii_uppercase + string.digits, 20) + "_" + rs(r, ALNUM, 59),
    "slack_bot": lambda r: "xoxb-%s-%s-%s" % (digits(r, 12), digits(r, 13), rs(r, ALNUM, 24)),
    "slack_user": lambda r: "xoxp-%s-%s-%s-%s" % (digits(r, 12), digits(r, 12), digits(r, 13), rs(r, HEXL, 32)),
    "slack_hook": lambda r: "https://hooks.slack.com/services/T0%s/B0%s/%s" % (upper_alnum(r, 8), upper_alnum(r, 9), rs(r, ALNUM, 24)),
    "discord_hook": lambda r: "https://discord.com/api/webhooks/%s/%s" % (digits(r, 19), rs(r, B64URL, 68)),
    "stripe_sk": lambda r: "sk_live_51" + rs(r, ALNUM, 97),
    "stripe_rk": lambda r: "rk_live_51" + rs(r, ALNUM, 97),
    "stripe_whsec": lambda r: "whsec_" + rs(r, ALNUM, 32),
    "openai": lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA",
    "google_api": lambda r: "AIza" + rs(r, B64URL, 35),
    "gitlab": lambda r: "glpat-" + rs(r, B64URL, 20),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 150),
    "hf": lambda r: "hf_" + rs(r, string.ascii_letters, 34),
    "do_tok": lambda r: "dop_v1_" + rs(r, HEXL, 64),
    "sendgrid": lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43),
    "telegram": lambda r: "%s:AA%s" % (digits(r, 10), rs(r, B64URL, 33)),
    "mailgun": lambda r: "key-" + rs(r, HEXL, 32),
    "shopify": lambda r: "shpat_" + rs(r, HEXL, 32),
    "azure_key": lambda r: rs(r, B64, 86) + "==",
    "aliyun_id": lambda r: "LTAI5t" + rs(r, ALNUM, 18),
    "aliyun_secret": lambda r: rs(r, ALNUM, 30),
    "tencent_id": lambda r: "AKID" + rs(r, ALNUM, 32),
    "deepseek": lambda r: "sk-" + rs(r, HEXL, 32),
    "feishu_hook": lambda r: "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid(r),
    "dingtalk_hook": lambda r: "https://oapi.dingtalk.com/robot/send?access_token=" + rs(r, HEXL, 64),
    "dingtalk_sec": lambda r: "SEC" + rs(r, HEXL, 64),
    "line_token": lambda r: rs(r, B64, 171) + "=",
    "firebase_server": lambda r: "AAAA" + rs(r, B64URL, 7) + ":APA91b" + rs(r, B64URL, 134),
    "jwt": jwt,
    "basic_b64": basic_b64,
    "b64pw": lambda r: base64.b64encode(pw_url(r).encode()).decode(),
    "totp_b32": lambda r: rs(r, UP32, 32),
    "hex32": lambda r: rs(r, HEXL, 32),
    "hex40": lambda r: rs(r, HEXL, 40),
    "hex64": lambda r: rs(r, HEXL, 64),
    "toss_sk": lambda r: "live_sk_" + rs(r, ALNUM, 24),
    "hw_ak": lambda r: rs(r, string.ascii_uppercase + string.digits, 20),
    "alnum40": lambda r: rs(r, ALNUM, 40),
    "alnum10": lambda r: rs(r, ALNUM, 10),
    "alnum32": lambda r: rs(r, ALNUM, 32),
    "eth_priv": lambda r: "0x" + rs(r, HEXL, 64),
    "wif": wif,
    "seed12": lambda r: seed(r, 12),
    "seed24": lambda r: seed(r, 24),
    "rsa_pem": lambda r: pem(r, "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 24, 44),
    "ec_pem": lambda r: pem(r, "EC PRIVATE KEY", "MHcCAQEEI", 2, 36),
    "openssh": openssh_key,
    "gcp_key": gcp_key_json,
    "gh_recovery": lambda r: rs(r, HEXL, 5) + "-" + rs(r, HEXL, 5),
    "backup8": lambda r: "%04d %04d" % (r.randint(0, 9999), r.randint(0, 9999)),
    # passwords / codes
    "pw_word": pw_word, "pw_rand": pw_rand, "pw_url": pw_url, "pw_cn": pw_cn,
    "wifi_pw": lambda r: r.choice(WORDS) + r.choice(["-", "_", ""]) + r.choice(WORDS) + str(r.randint(10, 999)),
    "pin4": lambda r: pinN(r, 4), "pin5": lambda r: pinN(r, 5), "pin6": lambda r: pinN(r, 6),
    "otp6": lambda r: pinN(r, 6), "otp4": lambda r: pinN(r, 4), "pin8": lambda r: pinN(r, 8),
    "combo": lambda r: "%02d-%02d-%02d" % tuple(r.sample(range(1, 40), 3)),
    # cards
    "card_visa": lambda r: grp(card(r, "4", 16), [4, 4, 4, 4]),
    "card_visa_plain": lambda r: card(r, "4", 16),
    "card_mc": lambda r: grp(card(r, str(r.randint(51, 55)), 16), [4, 4, 4, 4]),
    "card_mc2": lambda r: grp(card(r, str(r.randint(2221, 2720)), 16), [4, 4, 4, 4], "-"),
    "card_amex": lambda r: grp(card(r, r.choice(["34", "37"]), 15), [4, 6, 5]),
    "card_jcb": lambda r: grp(card(r, "35" + str(r.randint(28, 89)), 16), [4, 4, 4, 4]),
    "card_up19": lambda r: grp(card(r, "62" + digits(r, 4, False), 19), [4, 4, 4, 4, 3]),
    "card_up16": lambda r: grp(card(r, "62" + digits(r, 4, False), 16), [4, 4, 4, 4]),
    "card_mir": lambda r: grp(card(r, "220" + str(r.randint(0, 4)), 16), [4, 4, 4, 4]),
    "card_troy": lambda r: grp(card(r, "9792", 16), [4, 4, 4, 4]),
    "card_rupay": lambda r: grp(card(r, "6522", 16), [4, 4, 4, 4]),
    "cvv3": lambda r: r.choice([x for x in map(str, range(100, 1000)) if x not in ("978", "979")]),
    "cvv4": lambda r: "%04d" % r.randint(1000, 9999),
    # bank accounts
    "iban_de": lambda r: iban(r, "DE", digits(r, 8) + digits(r, 10, False)),
    "iban_fr": lambda r: iban(r, "FR", digits(r, 5) + digits(r, 5, False) + digits(r, 11, False) + digits(r, 2, False)),
    "iban_es": lambda r: iban(r, "ES", digits(r, 20)),
    "iban_it": lambda r: iban(r, "IT", r.choice(string.ascii_uppercase) + digits(r, 10, False) + digits(r, 12, False)),
    "iban_nl": lambda r: iban(r, "NL", r.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + digits(r, 10, False)),
    "iban_gb": lambda r: iban(r, "GB", r.choice(["BARC", "HBUK", "LOYD", "NWBK", "MIDL"]) + digits(r, 14)),
    "iban_pl": lambda r: iban(r, "PL", digits(r, 24)),
    "iban_be": lambda r: iban(r, "BE", digits(r, 12)),
    "iban_at": lambda r: iban(r, "AT", digits(r, 16)),
    "iban_ch": lambda r: iban(r, "CH", digits(r, 17, False)),
    "iban_se": lambda r: iban(r, "SE", digits(r, 20)),
    "iban_tr": lambda r: iban(r, "TR", digits(r, 5) + "0" + digits(r, 16, False)),
    "iban_sa": lambda r: iban(r, "SA", digits(r, 2) + digits(r, 18, False)),
    "iban_ae": lambda r: iban(r, "AE", digits(r, 3) + digits(r, 16, False)),
    "iban_pt": lambda r: iban(r, "PT", "0" + digits(r, 20)),
    "iban_gr": lambda r: iban(r, "GR", digits(r, 7) + digits(r, 16, False)),
    "iban_il": lambda r: iban(r, "IL", digits(r, 19)),
    "iban_no": lambda r: iban(r, "NO", digits(r, 11)),
    "iban_fi": lambda r: iban(r, "FI", digits(r, 14)),
    "acct_us": lambda r: digits(r, r.randint(10, 12)),
    "acct8": lambda r: digits(r, 8),
    "acct7": lambda r: digits(r, 7, False),
    "acct_tw": lambda r: digits(r, 14, False),
    "acct_kr": lambda r: "%s-%s-%s" % (digits(r, 3), digits(r, 2, False), digits(r, 6, False)),
    "acct_hk": lambda r: "%s-%s-%s" % (digits(r, 3), digits(r, 6, False), digits(r, 3, False)),
    "acct_in": lambda r: digits(r, 14),
    "acct_th": lambda r: "%s-%s-%s-%s" % (digits(r, 3), digits(r, 1, False), digits(r, 5, False), digits(r, 1, False)),
    "acct_vn": lambda r: digits(r, 13),
    "acct_id": lambda r: digits(r, 10),
    "acct_cn": lambda r: grp(digits(r, 19), [4, 4, 4, 4, 3]),
    # national / personal ids
    "cn_id": cn_id, "tw_id": tw_id, "my_number": my_number, "rrn": rrn, "aadhaar": aadhaar, "cpf": cpf,
    "dni": dni, "nie": nie, "codice_fiscale": codice_fiscale, "nir": nir, "bsn": bsn, "pesel": pesel,
    "personnummer": personnummer, "hetu": hetu, "fodselsnummer": fodselsnummer, "rijksregister": rijksregister,
    "tc_kimlik": tc_kimlik, "teudat_zehut": teudat_zehut, "hkid": hkid, "nric": nric, "sin": sin,
    "steuer_id": steuer_id, "kvnr": kvnr, "thai_id": thai_id, "nif_pt": nif_pt, "snils": snils, "inn12": inn12,
    "amka": amka, "emirates_id": emirates_id, "rut": rut,
    "ssn": lambda r: "%03d-%02d-%04d" % (r.choice([x for x in range(1, 900) if x != 666]), r.randint(1, 99), r.randint(1, 9999)),
    "nino": lambda r: r.choice("ABCEGHJKLMNPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ") + " %s %s %s " % (digits(r, 2, False), digits(r, 2, False), digits(r, 2, False)) + r.choice("ABCD"),
    "pan_in": lambda r: rs(r, string.ascii_uppercase, 3) + "P" + r.choice(string.ascii_uppercase) + digits(r, 4) + r.choice(string.ascii_uppercase),
    "nik_id": lambda r: r.choice(["3173", "3273", "3578", "5171"]) + digits(r, 2, False) + "%02d%02d%02d" % (r.randint(1, 28), r.randint(1, 12), r.randint(60, 99)) + digits(r, 4, False),
    "cccd_vn": lambda r: "0" + digits(r, 2, False) + r.choice("01") + digits(r, 8, False),
    "passport_us": lambda r: digits(r, 9),
    "passport_cn": lambda r: "E" + digits(r, 8),
    "passport_jp": lambda r: r.choice(["TK", "TR", "TZ", "MZ"]) + digits(r, 7),
    "passport_kr": lambda r: "M" + digits(r, 8),
    "passport_tw": lambda r: "3" + digits(r, 8, False),
    "passport_in": lambda r: r.choice("JKLMNPRSTUVZ") + digits(r, 7),
    "passport_de": lambda r: "C" + rs(r, "CFGHJKLMNPRTVWXYZ0123456789", 8),
    "dl_ca": lambda r: r.choice(string.ascii_uppercase) + digits(r, 7, False),
    "dl_jp": lambda r: digits(r, 12),
    "dl_kr": lambda r: "%02d-%02d-%06d-%02d" % (r.randint(11, 28), r.randint(0, 99), r.randint(0, 999999), r.randint(0, 99)),
    "mbi": lambda r: "%d%s%s%d-%s%s%d-%s%s%d%d" % (r.randint(1, 9), r.choice("ACDEFGHJKMNPQRTUVWXY"), r.choice("ACDEFGHJKMNPQRTUVWXY0123456789"), r.randint(0, 9), r.choice("ACDEFGHJKMNPQRTUVWXY"), r.choice("ACDEFGHJKMNPQRTUVWXY0123456789"), r.randint(0, 9), r.choice("ACDEFGHJKMNPQRTUVWXY"), r.choice("ACDEFGHJKMNPQRTUVWXY"), r.randint(0, 9), r.randint(0, 9)),
    "zairyu": lambda r: rs(r, string.ascii_uppercase, 2) + digits(r, 8, False) + rs(r, string.ascii_uppercase, 2),
    "nenkin": lambda r: "%s-%s" % (digits(r, 4), digits(r, 6, False)),
    "nhi_tw": lambda r: "0000" + digits(r, 8, False),
    "digits12": lambda r: digits(r, 12),
    "digits8": lambda r: digits(r, 8),
}

def uuid(r):
    h = rs(r, HEXL, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], r.choice("89ab"), h[17:20], h[20:32])

# non-secret fillers (look-alike material)
F = {
    "uuid": uuid,
    "sha1": lambda r: rs(r, HEXL, 40), "sha256": lambda r: rs(r, HEXL, 64), "md5": lambda r: rs(r, HEXL, 32),
    "gitsha7": lambda r: rs(r, HEXL, 7),
    "pk_live": lambda r: "pk_live_51" + rs(r, ALNUM, 97),
    "ed25519_pub": lambda r: "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(r, B64, 43),
    "rsa_pub": lambda r: "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rs(r, B64, 120),
    "pgp_fp": lambda r: " ".join(rs(r, "0123456789ABCDEF", 4) for _ in range(10)),
    "eth_addr": lambda r: "0x" + rs(r, "0123456789abcdefABCDEF", 40),
    "btc_addr": lambda r: "bc1q" + rs(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38),
    "ups": lambda r: "1Z" + upper_alnum(r, 6) + digits(r, 10, False),
    "order10": lambda r: digits(r, 10), "digits13": lambda r: digits(r, 13), "digits12": lambda r: digits(r, 12),
    "digits19": lambda r: digits(r, 19), "digits8": lambda r: digits(r, 8), "digits7": lambda r: digits(r, 7),
    "int4": lambda r: str(r.randint(1000, 9999)), "int3": lambda r: str(r.randint(100, 999)),
    "last4": lambda r: "%04d" % r.randint(0, 9999),
    "build": lambda r: str(r.randint(10000, 99999)),
    "mac": lambda r: ":".join(rs(r, "0123456789ABCDEF", 2) for _ in range(6)),
    "aws_acct": lambda r: digits(r, 12),
    "isbn13": isbn13, "uscc": uscc, "jp_corp": jp_corp, "kr_brn": kr_brn, "tw_ubn": tw_ubn, "siret": siret,
    "cnpj": cnpj, "pl_nip": pl_nip, "aba": aba,
    "sortcode": lambda r: "%02d-%02d-%02d" % (r.randint(10, 99), r.randint(0, 99), r.randint(0, 99)),
    "exp": expiry,
    "twilio_sid": lambda r: "AC" + rs(r, HEXL, 32),
    "sm_sid": lambda r: "SM" + rs(r, HEXL, 32),
    "upper9": lambda r: upper_alnum(r, 9),
    "toss_ck": lambda r: rs(r, ALNUM, 24),
    "hex5": lambda r: rs(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
    "hex4u": lambda r: rs(r, "0123456789ABCDEF", 4),
    "serial": lambda r: rs(r, "CDFGHJKLMNPQRTVWXY0123456789", 12),
    "b64_88": lambda r: rs(r, B64, 86) + "==",
    "pub_pem": lambda r: "-----BEGIN PUBLIC KEY-----\n" + "\n".join(
        ("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs(r, B64, 64 * 6 - 44))[i:i + 64] for i in range(0, 384, 64))
        + "\n" + rs(r, B64, 2) + "IDAQAB\n-----END PUBLIC KEY-----",
    "cn_mobile": lambda r: "1" + r.choice("3589") + digits(r, 9, False),
    "sf": lambda r: "SF" + digits(r, 13, False),
    "ip": lambda r: "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)),
    "semver": lambda r: "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 20)),
}

# =====================================================================
CASES = []
LOOKS = []
def C(kind, text): CASES.append((kind, text))
def L(kind, text): LOOKS.append((kind, text))

# ---------------------------- English cases ----------------------------
C("en_aws_credentials_file", """I'm getting AccessDenied when I run `aws s3 ls s3://acme-backups`. My ~/.aws/credentials looks like this:
[default]
aws_access_key_id = [[aws_akid]]
aws_secret_access_key = [[aws_secret]]
region = eu-west-1
What am I missing?""")
C("en_github_pat_push_prompt", "git push keeps asking for a password even though I made a classic token. The token is [[gh_pat]] - do I paste it as the password or put it in the remote URL?")
C("en_github_fine_grained_actions", "Our workflow fails with 'Resource not accessible by integration'. The repo secret GH_TOKEN is set to [[gh_fine]] and it only has contents:read. Does it need pull_requests:write too?")
C("en_slack_bot_token_python", """why does this print not_in_channel?

from slack_sdk import WebClient
client = WebClient(token="[[slack_bot]]")
client.chat_postMessage(channel="#deploys", text="build green")""")
C("en_slack_webhook_curl", """curl -X POST -H 'Content-type: application/json' --data '{"text":"nightly backup finished"}' [[slack_hook]]
returns invalid_payload, what's wrong with my JSON?""")
C("en_discord_webhook_401", "My Discord webhook suddenly returns 401 Unauthorized. URL is [[discord_hook]] - did someone regenerate it?")
C("en_stripe_env_file", """Here's my .env for the checkout service, can you tell me why webhooks fail signature verification?
STRIPE_PUBLISHABLE_KEY=((pk_live))
STRIPE_SECRET_KEY=[[stripe_sk]]
STRIPE_WEBHOOK_SECRET=[[stripe_whsec]]
APP_URL=https://shop.example.org""")
C("en_openai_key_python_client", """Getting 429 insufficient_quota but I just added credits.

from openai import OpenAI
client = OpenAI(api_key="[[openai]]")
resp = client.responses.create(model="gpt-4.1-mini", input="ping")""")
C("en_anthropic_key_curl", """curl https://api.anthropic.com/v1/messages \\
  -H "x-api-key: [[anthropic]]" \\
  -H "anthropic-version: 2023-06-01" \\
  -H "content-type: application/json" \\
  -d '{"model":"claude-sonnet-4-5","max_tokens":256,"messages":[{"role":"user","content":"hi"}]}'
gives me overloaded_error every time, is it my side?""")
C("en_gemini_key_env", "export GEMINI_API_KEY=[[google_api]] and then python app.py says API key not valid. Do Gemini keys need billing enabled?")
C("en_gitlab_pat_clone_url", "git clone https://oauth2:[[gitlab]]@gitlab.com/acme-group/infra/terraform-modules.git fails with HTTP Basic: Access denied. Scope is read_repository.")
C("en_pypirc_token", """twine upload fails with 403. my ~/.pypirc:
[distutils]
index-servers = pypi
[pypi]
username = __token__
password = [[pypi]]""")
C("en_npmrc_token", """npm publish says 'You must be logged in'. .npmrc in the project root:
//registry.npmjs.org/:_authToken=[[npm_tok]]
@acme:registry=https://registry.npmjs.org/""")
C("en_hf_token_login", "huggingface-cli login rejects my token [[hf]] with 'Invalid user token'. I created it 5 minutes ago with read access.")
C("en_digitalocean_terraform", """terraform plan errors with 401:
provider "digitalocean" {
  token = "[[do_tok]]"
}
Should I use an env var instead?""")
C("en_sendgrid_node", "In my Node app I do sgMail.setApiKey('[[sendgrid]]'); and emails go to spam. Is that a DNS issue or the key?")
C("en_twilio_sid_and_token", "Twilio keeps returning 20003 Authenticate. Account SID ((twilio_sid)), auth token [[hex32]]. I'm using the Python helper library.")
C("en_telegram_bot_token", "I created a bot with BotFather, token [[telegram]]. How do I set a webhook to https://bot.example.net/tg?")
C("en_jwt_bearer_expired", "The API returns 401 with this header: Authorization: Bearer [[jwt]] - can you decode it and tell me if it's expired?")
C("en_azure_storage_conn_string", """Azure Functions can't start: 'Storage account connection string is invalid'. local.settings.json has
"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=acmefuncstore;AccountKey=[[azure_key]];EndpointSuffix=core.windows.net"
""")
C("en_django_database_url", "Django can't connect. DATABASE_URL=postgres://app_user:[[pw_url]]@db.internal.acme.net:5432/shop?sslmode=require - is the sslmode part right?")
C("en_mongodb_atlas_uri", "mongoose.connect('mongodb+srv://admin:[[pw_url]]@cluster0.((hex5)).mongodb.net/orders?retryWrites=true&w=majority') times out from my laptop but works in prod")
C("en_redis_conf_requirepass", """Redis clients get NOAUTH. Relevant part of redis.conf:
bind 0.0.0.0
port 6379
requirepass [[pw_rand]]
maxmemory 2gb""")
C("en_docker_compose_mysql", """version: "3.9"
services:
  db:
    image: mysql:8.4
    environment:
      MYSQL_ROOT_PASSWORD: [[pw_rand]]
      MYSQL_USER: wordpress
      MYSQL_PASSWORD: [[pw_word]]
    ports:
      - "3306:3306"
why does wordpress say 'Error establishing a database connection'?""")
C("en_openssh_private_key_paste", """ssh says 'invalid format' for this key, did I copy it wrong?
[[openssh]]""")
C("en_rsa_private_key_pem", """nginx: [emerg] cannot load certificate key. This is the key file:
[[rsa_pem]]
and the cert is a Let's Encrypt fullchain.""")
C("en_gcp_service_account_json", """{
  "type": "service_account",
  "project_id": "acme-analytics-prod",
  "private_key_id": "((sha1))",
  "private_key": "[[gcp_key]]",
  "client_email": "bq-loader@acme-analytics-prod.iam.gserviceaccount.com",
  "client_id": "((digits19))"
}
BigQuery says permission denied on the dataset, which role is missing?""")
C("en_email_password_note", "Can you keep a note for me? My work email password after today's reset is [[pw_word]] and it expires again in 90 days.")
C("en_airbnb_wifi_card", "Draft a cute welcome card for our Airbnb guests: Wi-Fi network 'CasaLimon-5G', password [[wifi_pw]], check-out by 11am, trash goes out on Tuesdays.")
C("en_router_admin_password", "The router admin page is 192.168.0.1, user admin, password [[pw_rand]]. How do I switch it to WPA3 only?")
C("en_debit_pin_reminder", "remind me tomorrow: the new debit card PIN is [[pin4]], and I need to activate the card at an ATM")
C("en_dog_sitter_codes", "Write a short text for the dog sitter: garage keypad code is [[pin4]] then press enter, the alarm panel code is [[pin6]], Bella eats at 6pm.")
C("en_bank_sms_otp_scam", "Got this SMS: 'Your verification code is [[otp6]]. Do not share it with anyone. If you did not request it call us.' Then someone phoned asking for it. Is this a scam?")
C("en_visa_checkout_declined", "Checkout keeps declining my Visa [[card_visa]], exp ((exp)), CVV [[cvv3]]. The bank says there's no block. Why?")
C("en_amex_hotel_booking", "Please fill in the hotel booking form for me: card Amex [[card_amex]], expires ((exp)), CID [[cvv4]], name on card Priya Raman.")
C("en_ach_direct_deposit", "HR needs my direct deposit info. Routing number ((aba)), checking account [[acct_us]]. Can you format it as a short email to payroll?")
C("en_w4_ssn", "Fill in the W-4 worksheet for me: Jordan Blake, SSN [[ssn]], single, one job, no dependents.")
C("en_canada_sin_form", "My employer's onboarding form asks for my Social Insurance Number. It's [[sin]] - is it normal to give it before the first day?")
C("en_uk_nino_payroll", "New job payroll form: National Insurance number [[nino]], bank sort code ((sortcode)), account number [[acct8]]. Can you check I put them in the right boxes?")
C("en_passport_ds160", "For the DS-160 it asks passport number: mine is [[passport_us]], issued 2022 in Chicago. What do I put for 'passport book number'?")
C("en_california_dl", "The rental car site wants my licence: California DL [[dl_ca]], expires 2029. Do they also need the back side?")
C("en_medicare_mbi", "My mom's new Medicare card number is [[mbi]]. Which part of the pharmacy form does that go in?")
C("en_github_recovery_codes", """Save these GitHub recovery codes for me somewhere safe:
[[gh_recovery#a]]
[[gh_recovery#b]]
[[gh_recovery#c]]
[[gh_recovery#d]]""")
C("en_totp_otpauth_uri", "I can't scan the QR code on my desktop. The link under it is otpauth://totp/ACME:sam@acme.io?secret=[[totp_b32]]&issuer=ACME - how do I add it to Authy manually?")
C("en_seed_phrase_wallet", "Is this seed phrase valid? I wrote it down when I set up my Ledger: [[seed12]]")
C("en_eth_private_key_metamask", "To import into MetaMask it wants a private key. I exported this from my old wallet: [[eth_priv]] - is the 0x prefix needed?")
C("en_btc_wif_paper_wallet", "Found an old paper wallet. The private key under the QR is [[wif]]. How do I sweep it into Electrum?")
C("en_gym_locker_combo", "gym locker 212 combination is [[combo]], please remember it for me")
C("en_hotel_safe_code", "I set the hotel room safe to [[pin6]] and now it says ERROR. What's the reset procedure on a Sentry safe?")
C("en_k8s_secret_data_base64", """apiVersion: v1
kind: Secret
metadata:
  name: db-creds
type: Opaque
data:
  username: cG9zdGdyZXM=
  password: [[b64pw]]
pods crash with 'password authentication failed', is the base64 wrong?""")
C("en_basic_auth_header_log", "Nginx access log shows 401 for our webhook. Request header was Authorization: Basic [[basic_b64]] - what's being sent?")
C("en_mailgun_and_shopify", """Integration config for the store:
MAILGUN_API_KEY=[[mailgun]]
SHOPIFY_ADMIN_TOKEN=[[shopify]]
SHOP=acme-outdoor.myshopify.com
orders don't trigger the email, where to debug?""")
C("en_datadog_keys_helm", """helm install datadog datadog/datadog \\
  --set datadog.apiKey=[[hex32]] \\
  --set datadog.appKey=[[hex40]] \\
  --set datadog.site=datadoghq.eu
agent logs say 403 Forbidden""")
C("en_stripe_restricted_key", "Is a restricted key safer for our reporting cron? We created [[stripe_rk]] with read-only access to charges.")
C("en_firebase_server_key", "Legacy FCM still works for us with server key [[firebase_server]]. Do we have to migrate to HTTP v1 now?")
C("en_multi_vpn_password_typo", """new vpn password is [[pw_word#a]]
---
wait no, that was a typo. it's [[pw_word#b]]
---
ok can you write me the steps to set it in the GlobalProtect app""")
C("en_multi_key_split_by_paste", """my paste got cut off, here's the first half of the API key: [[alnum32#a]]
---
and the rest: [[alnum32#b]]
---
now can you show me how to put it in the Authorization header with requests?""")
C("en_multi_door_code_refer_back", """Remember this for me: the code for the side door at the studio is [[pin5#a]]
---
thanks
---
What was the side door code again? I'm standing outside. I think it was [[pin5#a]]?""")
C("en_multi_card_announce_then_send", """I'm going to give you my card so you can fill in the order form, ok?
---
[[card_mc]]
---
expiry ((exp)), and the 3 digits on the back are [[cvv3]]""")

# ---------------------------- Simplified Chinese cases ----------------------------
C("zhs_resident_id_form", "帮我填一下入职登记表：姓名 王磊，身份证号 [[cn_id]]，手机 ((cn_mobile))，紧急联系人写我妈。")
C("zhs_unionpay_salary_card", "我的工资卡是招商银行的，卡号 [[card_up19]]，开户行是深圳科技园支行，帮我写一段发给财务的话。")
C("zhs_alipay_payment_pin", "支付宝支付密码改成了 [[pin6]]，帮我记一下，别跟别人说")
C("zhs_wechat_sms_code_scam", "刚收到短信：【微信】验证码 [[otp6]]，用于登录验证，5分钟内有效，请勿泄露。然后有人打电话说是客服要这个码，这是诈骗吗？")
C("zhs_home_wifi_card", "家里WiFi名字是 ChinaNet-((hex4u))，密码 [[wifi_pw]]，帮我做个贴在冰箱上的小卡片给客人看")
C("zhs_aliyun_accesskey", """阿里云 OSS 上传一直报 InvalidAccessKeyId，配置如下：
AccessKey ID: [[aliyun_id]]
AccessKey Secret: [[aliyun_secret]]
Endpoint: oss-cn-hangzhou.aliyuncs.com
哪里写错了？""")
C("zhs_tencent_cloud_secret", """腾讯云 SDK 报 AuthFailure.SignatureFailure：
cred = credential.Credential("[[tencent_id]]", "[[alnum32]]")
client = cvm_client.CvmClient(cred, "ap-guangzhou")""")
C("zhs_community_gate_code", "给快递小哥发个消息：小区门禁密码 [[pin6]]#，放3号楼2单元门口就行")
C("zhs_mysql_my_cnf", """服务器上的 my.cnf：
[client]
user=root
password=[[pw_rand]]
host=127.0.0.1
为什么 mysqldump 还是提示输入密码？""")
C("zhs_multi_email_password_changed", """邮箱密码改成 [[pw_cn#a]] 了，你帮我记着
---
不对，刚才又改了一次，现在是 [[pw_cn#b]]
---
好的，那帮我写个提醒：三个月后再改""")
C("zhs_passport_visa_form", "日本签证申请表上护照号码怎么填？我的是 [[passport_cn]]，2021年签发的")
C("zhs_github_token_ci", "Jenkins 拉代码失败，凭据里填的是 [[gh_pat]]，用户名填的 GitHub 邮箱，是不是用户名要填账号名？")
C("zhs_credit_card_cvv", "淘宝国际付款，信用卡号 [[card_visa]]，有效期 ((exp))，背面安全码 [[cvv3]]，一直提示支付失败")
C("zhs_seed_phrase_imtoken", "imToken 导入钱包要助记词，我抄的是：[[seed12]]，为什么提示助记词无效？")
C("zhs_qq_password_recover", "帮我写个备忘：QQ号 ((digits8))，密码 [[pw_cn]]，密保问题是小学班主任名字")
C("zhs_safe_box_code", "办公室保险柜密码 [[pin8]]，下周我出差，同事要用的时候你提醒他")
C("zhs_12306_account", "帮我登录12306抢票：账号 wang.lei88，密码 [[pw_cn]]，要3号的G7次")
C("zhs_deepseek_api_key", "用 DeepSeek API 报 401 Authentication Fails，我的 key 是 [[deepseek]]，base_url 填的 https://api.deepseek.com")
C("zhs_feishu_bot_webhook", "飞书群机器人发消息报 19021 sign match fail，webhook 地址：[[feishu_hook]]")
C("zhs_dingtalk_robot", """钉钉机器人加签怎么算？
webhook: [[dingtalk_hook]]
加签密钥: [[dingtalk_sec]]
用 Python 写个示例""")
C("zhs_multi_id_referred_back", """我的身份证号是 [[cn_id#a]]，下次填表的时候你直接帮我填
---
今天要填社保的表，身份证号那栏你还记得吗？是 [[cn_id#a]] 对吧""")
C("zhs_bank_transfer_account", "帮我写一条给房东的微信：房租已转，如果要退押金请打到我工行账户 [[acct_cn]]，户名 李晨")
C("zhs_router_admin", "路由器后台 192.168.1.1，管理员密码 [[pw_rand]]，怎么设置访客网络？")

# ---------------------------- Traditional Chinese cases ----------------------------
C("zht_tw_national_id_form", "幫我填這張申請書：姓名 陳怡君，身分證字號 [[tw_id]]，生日 民國79年3月12日")
C("zht_hkid_bank_opening", "開戶表格要填香港身份證號碼，我的是 [[hkid]]，住址證明可以用電費單嗎？")
C("zht_tw_bank_account_transfer", "請幫我寫訊息給房東：押金請匯到 國泰世華 (013) 帳號 [[acct_tw]]，戶名 林志明")
C("zht_atm_card_pin", "提款卡密碼我改成 [[pin6]] 了，幫我記一下，不要跟我媽講")
C("zht_line_verification_code", "LINE 傳來：您的LINE驗證碼為 [[otp4]]。請勿將驗證碼提供給他人。然後有個朋友私訊叫我把碼給他，他是不是被盜帳號了？")
C("zht_cafe_wifi_sign", "幫我設計店裡的小立牌：Wi-Fi 名稱 BeanHouse_Guest，密碼 [[wifi_pw]]，用餐限時90分鐘")
C("zht_jcb_card_online", "日本網站買東西，JCB 卡號 [[card_jcb]]，到期 ((exp))，安全碼 [[cvv3]]，一直刷不過是為什麼？")
C("zht_building_door_code", "大樓一樓大門密碼是 [[pin4]]，電梯要刷卡，你幫我寫成給清潔阿姨的說明")
C("zht_line_bot_env", """LINE Bot 部署到 Render 一直回 401：
LINE_CHANNEL_SECRET=[[hex32]]
LINE_CHANNEL_ACCESS_TOKEN=[[line_token]]
PORT=8080""")
C("zht_google_maps_key_backend", "後端呼叫 Places API 回傳 REQUEST_DENIED，金鑰是 [[google_api]]，已經有開 billing 了")
C("zht_multi_password_split", """公司 VPN 密碼太長我分兩次傳，前半段：[[pw_url#a]]
---
後半段：[[alnum10#b]]
---
幫我合起來存到備忘錄""")
C("zht_nhi_card_number", "健保卡卡號 [[nhi_tw]]，線上掛號要填，這是健保卡正面右上角那串嗎？")
C("zht_tw_passport", "護照號碼 [[passport_tw]]，訂日本機票時姓名要照護照上的拼音嗎？")
C("zht_seed_phrase_backup", "幫我把錢包助記詞存起來：[[seed24]]")
C("zht_ssh_key_server", """主機登入一直 Permission denied，這是我的私鑰：
[[ec_pem]]
公鑰已經放到 authorized_keys 了""")
C("zht_hk_bank_account_fps", "轉帳俾我可以用呢個戶口：滙豐 [[acct_hk]]，FPS 都得")
C("zht_alarm_system_code", "保全系統解除密碼 [[pin4]]，設定密碼是 [[pin6]]，我出國兩週請你幫我記")
C("zht_hk_octopus_otp", "收到短訊：您的一次性密碼為 [[otp6]]，有效時間為5分鐘。我冇申請過，係唔係有人想登入我戶口？")

# ---------------------------- Japanese cases ----------------------------
C("ja_my_number_form", "年末調整の書類に記入するので確認してください。マイナンバーは [[my_number]] です。扶養家族はいません。")
C("ja_bank_furikomi", "家賃の振込先を大家さんに伝えたいです：三菱UFJ銀行 渋谷支店 普通 [[acct7]] ヤマダ タロウ。丁寧なメール文を作ってください。")
C("ja_credit_card_checkout", "海外のサイトで決済できません。カード番号 [[card_mc]]、有効期限 ((exp))、セキュリティコード [[cvv3]] です。原因は何でしょうか？")
C("ja_wifi_router_sticker", "実家のWi-Fiの設定をメモしておいて：SSID は aterm-((hex4u))-g、暗号化キーは [[wifi_pw]]")
C("ja_amazon_sms_code", "【Amazon】認証コード：[[otp6]]。このコードを他人と共有しないでください。というSMSが来たけど、ログインしようとしてないです。")
C("ja_aws_terraform_provider", """terraform apply でエラーになります。
provider "aws" {
  region     = "ap-northeast-1"
  access_key = "[[aws_akid]]"
  secret_key = "[[aws_secret]]"
}
InvalidClientTokenId と出ます。""")
C("ja_passport_esta", "ESTA の申請でパスポート番号を入力します。[[passport_jp]] で合っていますか？発行日は2023年です。")
C("ja_driver_license_rental", "レンタカーの予約フォームに免許証番号が必要です。[[dl_jp]] です。有効期限の色は青です。")
C("ja_nenkin_number", "転職先に基礎年金番号を聞かれました。[[nenkin]] です。メールで送っても大丈夫ですか？")
C("ja_autolock_code", "友達が来るのでメッセージを書いて：マンションのオートロックは [[pin4]] と呼び出しボタン、部屋は502です。")
C("ja_multi_password_announce", """これからルーターの管理者パスワードを送るので覚えておいてください
---
[[pw_rand#a]]
---
さっき送ったパスワード、念のためもう一度書いておきます：[[pw_rand#a]]""")
C("ja_github_actions_secret", "GitHub Actions で npm publish するとき、NPM_TOKEN に [[npm_tok]] を登録したのに E401 になります。")
C("ja_slack_user_token", "Slack API で conversations.history を呼ぶと missing_scope になります。トークンは [[slack_user]] です。")
C("ja_jwt_debug", "このJWTの中身を教えてください：[[jwt]] 有効期限はいつですか？")
C("ja_docker_env_postgres", """docker-compose.yml の一部です：
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: [[pw_word]]
      POSTGRES_DB: inventory
コンテナが起動直後に落ちます。""")
C("ja_seed_phrase_metamask", "MetaMask のシークレットリカバリーフレーズを紙に書き写しました。合っているか確認して：[[seed12]]")
C("ja_hotel_safe", "ホテルの金庫の暗証番号を [[pin4]] に設定しました。忘れそうなので覚えておいて。")
C("ja_multi_otp_corrected", """銀行アプリのワンタイムパスワードは [[otp6#a]] です、入力を手伝って
---
すみません、時間切れで新しいのが来ました：[[otp6#b]]""")
C("ja_openai_key_env", """.env ファイル：
OPENAI_API_KEY=[[openai]]
OPENAI_MODEL=gpt-4o-mini
Next.js のサーバーアクションから読めません。""")
C("ja_residence_card", "在留カード番号 [[zairyu]] を入力するとエラーになります。スペースは入れますか？")
C("ja_health_insurance_card", "保険証の記号番号を病院の問診票に書きます：記号 ((digits8)) 番号 [[digits8]]。枝番はどこに書く？")
C("ja_amex_cid", "アメックスの4桁のコードってどこ？カード番号は [[card_amex]]、表面の右上の数字は [[cvv4]] です。")

# ---------------------------- Korean cases ----------------------------
C("ko_rrn_form", "회원가입 서류 좀 채워줘. 이름 김민준, 주민등록번호 [[rrn]], 주소는 서울 마포구야.")
C("ko_bank_account_transfer", "중고거래 입금 계좌 보내는 메시지 써줘: 국민은행 [[acct_kr]] 예금주 박서연")
C("ko_card_cvc_overseas", "해외직구 결제가 안 돼. 카드번호 [[card_visa]], 유효기간 ((exp)), CVC [[cvv3]]. 해외결제 차단된 건가?")
C("ko_kakao_auth_code", "[카카오톡] 인증번호 [[otp6]]를 입력해주세요. 타인에게 절대 알려주지 마세요. 이 문자가 왔는데 누가 내 계정으로 로그인하려는 거야?")
C("ko_home_wifi", "우리 집 와이파이 이름은 iptime_5G, 비밀번호 [[wifi_pw]] 이야. 손님용 안내문 만들어줘")
C("ko_door_lock_code", "현관 도어락 비밀번호 [[pin6]]로 바꿨어. 이번 주말에 동생 오니까 문자 보내줘")
C("ko_naver_api_secret", """네이버 검색 API 호출하면 401이 나와.
X-Naver-Client-Id: ((upper9))xQ
X-Naver-Client-Secret: [[alnum10]]
헤더 이름이 틀렸어?""")
C("ko_kakao_rest_key", "카카오 로그인 REST API 키 [[hex32]]로 토큰 요청하면 KOE101 에러가 나요")
C("ko_passport_esta", "여권번호 [[passport_kr]] 맞게 입력했는데 ESTA 결제 단계에서 멈춰")
C("ko_driver_license_rental", "렌터카 예약할 때 운전면허번호 [[dl_kr]] 넣는 칸이 어디야?")
C("ko_multi_cert_password", """공동인증서 비밀번호가 [[pw_word#a]] 였던 것 같아
---
아 아니다, 작년에 바꿨지. 지금은 [[pw_rand#b]]""")
C("ko_bank_app_simple_pin", "은행 앱 간편비밀번호 6자리 [[pin6]], 자꾸 까먹으니까 기억해줘")
C("ko_env_file_toss", """토스페이먼츠 연동 중인데 .env 이렇게 했어:
TOSS_CLIENT_KEY=live_ck_((toss_ck))
TOSS_SECRET_KEY=[[toss_sk]]
결제 승인 API가 UNAUTHORIZED_KEY 에러를 줘""")
C("ko_seed_phrase", "지갑 복구 구문 이거 맞는지 봐줘: [[seed12]]")
C("ko_github_oauth_token", "gh auth status 하면 토큰이 [[gh_oauth]] 로 나오는데 만료된 건지 어떻게 알아?")
C("ko_discord_webhook", "디스코드 웹후크로 알림 보내는 파이썬 코드 짜줘. URL은 [[discord_hook]]")
C("ko_office_locker", "회사 사물함 비밀번호 [[pin4]] 야. 다음 주에 물어볼게")
C("ko_multi_rrn_corrected", """내 주민번호 [[rrn#a]] 로 서류 채워줘
---
잠깐, 그거 잘못 썼어. [[rrn#b]] 가 맞아""")

# ---------------------------- other languages ----------------------------
C("de_steuer_id_formular", "Für die Anmeldung beim neuen Arbeitgeber brauche ich meine Steuer-ID: [[steuer_id]]. In welches Feld vom Personalfragebogen kommt die?")
C("de_kvnr_arzt", "Die Praxis will meine Krankenversichertennummer per Mail. Sie lautet [[kvnr]] (TK). Ist das datenschutzrechtlich ok?")
C("de_iban_miete", "Schreib bitte eine kurze Nachricht an meinen Untermieter: Miete bitte ab Mai auf DE-Konto [[iban_de]] überweisen, Verwendungszweck 'Miete Zimmer 2'.")
C("de_fritzbox_wlan", "WLAN-Schlüssel der FritzBox ist [[wifi_pw]], aber das iPad verbindet sich nicht mit dem 5-GHz-Netz. Woran liegt das?")
C("de_multi_pin_korrektur", """Die neue PIN für die Girocard ist [[pin4#a]]
---
Moment, verschrieben, richtig ist [[pin4#b]]""")
C("fr_nir_secu", "Mon numéro de sécurité sociale est [[nir]], c'est bien lui que je mets dans la case 'NIR' du formulaire CAF ?")
C("fr_rib_iban_loyer", "Rédige un message pour ma locataire : le loyer est à virer sur l'IBAN [[iban_fr]] avant le 5 du mois.")
C("fr_carte_bleue_cryptogramme", "Le paiement sur le site SNCF échoue : carte [[card_visa]], expiration ((exp)), cryptogramme [[cvv3]]. C'est la 3D Secure ?")
C("fr_digicode_immeuble", "Écris un SMS pour le livreur : digicode [[pin4]]B, 3e étage porte gauche, sonner deux fois.")
C("fr_multi_mdp_wifi", """Je vais te donner le mot de passe du wifi de la maison de vacances
---
c'est [[wifi_pw#a]]
---
tu peux me le rappeler quand j'arrive samedi ?""")
C("es_dni_formulario", "Rellena este formulario de la autoescuela con mis datos: Lucía Martín Gómez, DNI [[dni]], nacida el 14/02/1995.")
C("es_nie_contrato", "Para el contrato de alquiler me piden el NIE. El mío es [[nie]]. ¿Tengo que adjuntar también la TIE?")
C("es_iban_nomina", "Mi IBAN para la nómina es [[iban_es]]. ¿Me escribes un correo a recursos humanos para cambiar la cuenta?")
C("es_bizum_pin_banco", "El PIN de firma de la app del banco es [[pin6]] y la clave de acceso [[pw_word]], apúntalo que siempre se me olvida")
C("es_multi_codigo_sms", """Me ha llegado un SMS con el código [[otp6#a]] para confirmar la transferencia
---
vale, ya caducó, el nuevo es [[otp6#b]], ¿dónde lo meto en la web?""")
C("es_cl_rut_tramite", "Para el trámite en ChileAtiende me piden el RUT: [[rut]]. ¿Va con puntos y guion?")
C("it_codice_fiscale_modulo", "Compila il modulo di iscrizione in palestra: Marco Rinaldi, codice fiscale [[codice_fiscale]], residente a Roma.")
C("it_iban_affitto", "Scrivi un messaggio al mio coinquilino: la quota della bolletta va versata sull'IBAN [[iban_it]] entro venerdì.")
C("it_pin_bancomat", "Mi ricordi il PIN del bancomat? L'ho cambiato ieri in [[pin5]].")
C("it_spid_password", "Le credenziali SPID: utente m.rinaldi@posteitaliane.it, password [[pw_rand]]. Perché l'app PosteID non mi fa accedere?")
C("pt_br_cpf_cadastro", "Preenche o cadastro da farmácia pra mim: Ana Souza, CPF [[cpf]], telefone (11) 9((digits8)).")
C("pt_nif_iban_pt", "Para a fatura preciso do NIF [[nif_pt]] e o reembolso vai para o IBAN [[iban_pt]]. Escreve o e-mail ao senhorio.")
C("pt_br_cartao_compra", "A compra no app não passa: cartão [[card_mc2]], validade ((exp)), CVV [[cvv3]]. Será limite?")
C("pt_br_multi_senha_banco", """A senha de 6 dígitos do app do banco é [[pin6#a]]
---
mudei agora, ficou [[pin6#b]]""")
C("nl_bsn_formulier", "Mijn BSN is [[bsn]]. Moet ik dat op het inschrijfformulier van de huisarts invullen of is dat niet nodig?")
C("nl_iban_tikkie", "Stuur een berichtje naar de groep: zet het geld voor het weekendje weg op [[iban_nl]] t.n.v. S. de Vries.")
C("nl_digid_wachtwoord", "Mijn DigiD-wachtwoord is [[pw_word]] maar inloggen lukt niet, moet ik de sms-controle aanzetten?")
C("nl_be_rijksregisternummer", "Voor de huurwaarborg vraagt de bank mijn rijksregisternummer: [[rijksregister]]. Waar staat dat op mijn eID?")
C("pl_pesel_wniosek", "Wypełnij mi wniosek: Katarzyna Nowak, PESEL [[pesel]], adres Kraków, ul. Długa 12.")
C("pl_iban_przelew", "Napisz wiadomość do współlokatora: przelej 450 zł na konto [[iban_pl]], tytuł 'prąd marzec'.")
C("pl_blik_kod", "Dostałem kod BLIK [[otp6]] od kolegi, żeby mu zapłacić. Jak to działa w sklepie internetowym?")
C("ru_snils_zayavlenie", "Заполни заявление в детский сад: мама Иванова Ольга, СНИЛС [[snils]], телефон указан ниже.")
C("ru_inn_fizlico", "Бухгалтерия просит мой ИНН: [[inn12]]. Его нужно писать в справке о доходах?")
C("ru_card_mir_payment", "Не проходит оплата картой Мир [[card_mir]], срок ((exp)), CVC [[cvv3]]. Что проверить?")
C("ru_sms_kod_gosuslugi", "Пришло СМС: «Код подтверждения: [[otp6]]. Никому не сообщайте его». Звонят из «службы безопасности» и просят назвать код. Это мошенники?")
C("ru_multi_parol_wifi", """Пароль от вайфая на даче: [[wifi_pw#a]]
---
а, нет, сосед поменял роутер, теперь [[wifi_pw#b]]""")
C("tr_tc_kimlik_form", "Kargo formuna TC kimlik numaramı yazmam gerekiyor: [[tc_kimlik]]. Bu zorunlu mu?")
C("tr_iban_kira", "Ev sahibine mesaj yaz: kira bedelini [[iban_tr]] numaralı hesaba ayın 1'inde yatıracağım.")
C("tr_e_devlet_sifre", "e-Devlet şifrem [[pw_word]], giriş yapamıyorum, şifre sıfırlama nasıl oluyor?")
C("tr_troy_kart_odeme", "Troy kartım [[card_troy]], son kullanma ((exp)), güvenlik kodu [[cvv3]]. Yurtdışı sitede neden geçmiyor?")
C("ar_emirates_id_form", "ساعدني في تعبئة طلب فتح الحساب: الاسم خالد المنصوري، رقم الهوية الإماراتية [[emirates_id]]، الجنسية إماراتي.")
C("ar_sa_iban_transfer", "اكتب رسالة للمؤجر: سأحول الإيجار على الآيبان [[iban_sa]] باسم عبدالله القحطاني.")
C("ar_wifi_majlis", "كلمة سر الواي فاي في المجلس هي [[wifi_pw]]، صمم لي بطاقة ترحيب للضيوف.")
C("ar_otp_bank", "وصلتني رسالة: رمز التحقق الخاص بك هو [[otp4]] لا تشاركه مع أحد. هل أدخله في موقع التوصيل الذي فتحته من رابط في واتساب؟")
C("he_teudat_zehut_form", "תמלא לי את הטופס לקופת חולים: ישראל כהן, מספר תעודת זהות [[teudat_zehut]], תאריך לידה 03/07/1988.")
C("he_iban_il_landlord", "תכתוב הודעה לבעל הבית: שכר הדירה יועבר לחשבון [[iban_il]] בתחילת כל חודש.")
C("he_card_purchase", "הרכישה באתר נכשלת: כרטיס [[card_visa]], תוקף ((exp)), שלוש ספרות בגב [[cvv3]]. למה?")
C("he_alarm_code", "קוד האזעקה בבית הוא [[pin4]], תזכיר לי לשלוח אותו לשכנה כשאני בחו\"ל")
C("hi_aadhaar_kyc", "बैंक KYC फॉर्म भरना है: नाम राहुल शर्मा, आधार नंबर [[aadhaar]], मोबाइल नीचे लिखा है।")
C("hi_pan_itr", "ITR फाइल करते समय PAN [[pan_in]] डालने पर 'invalid' आता है, क्या करूँ?")
C("hi_upi_pin", "मेरा UPI PIN [[pin6]] है, PhonePe में पेमेंट फेल हो रहा है, क्यों?")
C("hi_bank_account_ifsc", "किराए के लिए मकान मालिक को भेजना है: खाता संख्या [[acct_in]], IFSC SBIN0001234, नाम अंकित वर्मा।")
C("hi_rupay_card", "RuPay कार्ड [[card_rupay]], एक्सपायरी ((exp)), CVV [[cvv3]] - ऑनलाइन ट्रांजैक्शन डिक्लाइन क्यों हो रहा है?")
C("th_national_id_form", "ช่วยกรอกแบบฟอร์มเปิดบัญชี: ชื่อ สมชาย ใจดี เลขบัตรประชาชน [[thai_id]] วันเกิด 12 ม.ค. 2533")
C("th_bank_account_promptpay", "เขียนข้อความถึงเจ้าของห้อง: โอนค่าเช่าเข้าบัญชีกสิกร [[acct_th]] ชื่อ นภา ศรีสุข")
C("th_otp_sms", "ได้ SMS ว่า รหัส OTP คือ [[otp6]] (Ref: ((upper9))) ห้ามบอกผู้อื่น แล้วมีคนโทรมาขอ นี่คือมิจฉาชีพใช่ไหม")
C("vi_cccd_ho_so", "Điền giúp mình hồ sơ xin việc: Nguyễn Văn An, số CCCD [[cccd_vn]], quê Nam Định.")
C("vi_tai_khoan_ngan_hang", "Viết tin nhắn gửi chủ nhà: tiền nhà em chuyển vào Vietcombank số tài khoản [[acct_vn]], chủ tài khoản Trần Thị Hoa.")
C("vi_ma_otp", "Ngân hàng gửi mã OTP [[otp6]] để xác nhận chuyển khoản, nhưng tôi không làm giao dịch nào. Phải làm gì?")
C("id_nik_formulir", "Tolong isi formulir BPJS: nama Budi Santoso, NIK [[nik_id]], alamat Jakarta Selatan.")
C("id_rekening_bca", "Tulis pesan ke pemilik kos: transfer ke rekening BCA [[acct_id]] a.n. Siti Rahma.")
C("id_kode_otp_gojek", "Ada SMS: 'Kode OTP kamu [[otp4]]. JANGAN BERIKAN kode ini ke siapa pun.' Terus ada yang telpon ngaku driver minta kodenya. Penipuan kan?")
C("id_password_email", "Password email kantor saya [[pw_word]], kenapa Outlook terus minta login ulang?")
C("sv_personnummer_blankett", "Fyll i blanketten till Försäkringskassan: Erik Lindqvist, personnummer [[personnummer]].")
C("sv_iban_hyra", "Skriv ett sms till hyresgästen: hyran ska betalas till [[iban_se]] senast den 25:e.")
C("sv_bankid_kod", "Säkerhetskoden till BankID-appen är [[pin6]], kan du påminna mig om den?")
C("el_amka_aitisi", "Συμπλήρωσε την αίτηση για το ραντεβού: Γιώργος Παπαδόπουλος, ΑΜΚΑ [[amka]].")
C("el_iban_enoikio", "Γράψε μήνυμα στον ιδιοκτήτη: το ενοίκιο θα κατατεθεί στο IBAN [[iban_gr]] κάθε μήνα.")
C("el_pin_karta", "Το PIN της κάρτας είναι [[pin4]], θύμισέ μου να το αλλάξω.")
C("el_kodikos_taxisnet", "Οι κωδικοί Taxisnet: χρήστης gpapad88, κωδικός [[pw_rand]]. Γιατί δεν με αφήνει να μπω;")
C("fi_hetu_lomake", "Täytä Kelan lomake: Aino Virtanen, henkilötunnus [[hetu]].")
C("no_fodselsnummer_skjema", "Fyll ut skjemaet til NAV: Ola Nordmann, fødselsnummer [[fodselsnummer]].")
C("de_ch_iban_kaution", "Die Mietkaution bitte auf [[iban_ch]] überweisen - kannst du das als höfliche Mail an die Verwaltung formulieren?")
C("en_sg_nric_form", "Filling in the condo booking form, it needs my NRIC: [[nric]]. Is it OK to give the full number now that the PDPA rules changed?")
C("en_gb_iban_invoice", "Invoice footer for my freelance work: pay to [[iban_gb]], reference INV-((int4)). Make it look professional.")

# ============================ LOOK-ALIKES ============================
# English
L("en_la_git_commit_sha", "Can you explain what commit ((sha1)) changed? `git show ((gitsha7))` only shows a diff in auth/password_reset.py.")
L("en_la_docker_digest", "docker pull nginx@sha256:((sha256)) fails with 'manifest unknown'. Was that digest removed?")
L("en_la_request_id", "Support asked me for the request id, it's ((uuid)). What does x-request-id actually contain?")
L("en_la_aws_doc_example_key", "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example credentials. Are those ever valid anywhere?")
L("en_la_stripe_test_card", "Stripe's documented test card 4242 4242 4242 4242 with any future expiry and any 3-digit CVC works in test mode, right? And 4000 0000 0000 0002 is the decline one?")
L("en_la_env_example_placeholders", """This is our .env.example, is it fine to commit?
OPENAI_API_KEY=your-api-key-here
DATABASE_URL=postgres://user:password@localhost:5432/dbname
STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx""")
L("en_la_password_policy", "Our policy says passwords need at least 12 characters, 1 symbol, and must be rotated every 90 days. Is that still in line with NIST 800-63B?")
L("en_la_masked_card_statement", "There's a charge of $84.20 on my card ending in ((last4)) from 'SQ *BLUE BOTTLE'. How do I dispute it?")
L("en_la_ssh_public_key", "Is this the right line to put in authorized_keys? ssh-ed25519 ((ed25519_pub)) sam@thinkpad")
L("en_la_pgp_fingerprint", "My PGP key fingerprint is ((pgp_fp)). How do I upload it to keys.openpgp.org?")
L("en_la_eth_address", "Please send the refund in USDC to my wallet address ((eth_addr)) on Base, not mainnet.")
L("en_la_btc_address", "Is ((btc_addr)) a SegWit address? The exchange says withdrawals to it take 3 confirmations.")
L("en_la_ups_tracking", "UPS tracking ((ups)) has said 'label created' for 4 days. Should I contact the seller?")
L("en_la_order_number", "Order #((order10)) from the furniture store still hasn't shipped, write a firm but polite email.")
L("en_la_isbn", "Is ISBN ((isbn13)) the second edition of the book? The cover looks different.")
L("en_la_actions_secret_refs", """In GitHub Actions I have
env:
  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
  API_KEY: ${{ secrets.API_KEY }}
but the step can't see them in a forked PR. Why?""")
L("en_la_k8s_secret_key_ref", """env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: db-creds
        key: password
Does this get updated when I rotate the secret?""")
L("en_la_vault_path", "vault kv get secret/prod/payments/stripe returns 403 for my token policy 'payments-read'. What path should the policy allow?")
L("en_la_stripe_publishable_key", "Is it OK that my publishable key ((pk_live)) is visible in the browser bundle? The docs say it is meant to be public.")
L("en_la_password_count", "I have 37 passwords saved in Bitwarden and the health report says 5 are reused. How should I prioritize fixing them?")
L("en_la_pin_length_question", "Why do most banks still use 4-digit PINs instead of 6? Is 6 really much safer?")
L("en_la_totp_explain", "The 6-digit code in my authenticator expired after 30 seconds. How does TOTP decide the code?")
L("en_la_hex_colors", "For the login button should I use #1E90FF or #2F6FDE? The 'Forgot password?' link is #6B7280.")
L("en_la_mac_address", "My router lists an unknown device with MAC ((mac)). How can I tell what it is?")
L("en_la_arn_account_id", "arn:aws:iam::((aws_acct)):role/github-deploy - write me a trust policy so GitHub OIDC can assume it.")
L("en_la_jwt_header_only", "What does eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decode to? I see it at the start of every token.")
L("en_la_npm_integrity", "package-lock has integrity \"sha512-((b64_88))\" and npm ci says EINTEGRITY. How do I fix it?")
L("en_la_password_input_html", 'Why does Chrome not offer to save the password on <input type="password" name="password" autocomplete="current-password">?')
L("en_la_bearer_placeholder", "curl -H 'Authorization: Bearer <YOUR_ACCESS_TOKEN>' https://api.example.com/v2/me returns 401, do I need the angle brackets?")
L("en_la_redacted_log", "Our log line shows: user=jdoe password=[REDACTED] token=**** ip=((ip)). Is that enough masking for SOC 2?")
L("en_la_phone_number", "Can you write a voicemail greeting? Mention that urgent calls go to +1 415 555 0134 after 6pm.")
L("en_la_flight_seat", "UA 837 to Tokyo, gate G92, seat 34K, boarding group 3. Will I have time for the lounge?")
L("en_la_luhn_homework", "Write a Python function that validates numbers with the Luhn algorithm. Test it on 79927398713, the example on Wikipedia.")
L("en_la_recovery_codes_howto", "Where do I find my GitHub recovery codes? I lost my phone and I never downloaded them.")
L("en_la_open_guest_wifi", "Our guest Wi-Fi 'Lemon-Guest' is open with no password. Is that risky for the main network?")
L("en_la_sha256_iso", "The Ubuntu ISO page lists SHA256 ((sha256)) but sha256sum gives me something else. Corrupted download?")
L("en_la_cve_id", "Is CVE-2024-3094 (the xz backdoor) relevant to our Debian 12 servers?")
L("en_la_ticket_pr_ids", "JIRA PAY-((int4)) is blocked by PR #((int3)), can you summarize the dependency for standup?")
L("en_la_secret_ingredient", "The secret ingredient in my grandma's apple pie is cardamom. Can you write the recipe card?")
L("en_la_password_on_whiteboard", "The studio password is written on the whiteboard in the kitchen, can you write a reminder to erase it before the client visit?")
L("en_la_mac_serial", "My MacBook serial is ((serial)). Is it still covered by AppleCare?")
L("en_la_ssn_format_question", "What's the format of a US SSN? I read that numbers starting with 000, 666 or 9 are never issued.")
L("en_la_openai_key_length", "How long is an OpenAI API key supposed to be? Mine starts with sk-proj- and is about 160 characters.")
L("en_la_kms_key_id", "Our KMS key id is ((uuid)) and the alias is alias/app-prod. Is it safe to put the key id in Terraform?")
L("en_la_slack_ids", "The bot posts to channel C0((upper9)) but mentions user U0((upper9)) wrong. How do I look up the member id?")
L("en_la_twilio_message_sid", "Twilio shows message ((sm_sid)) as 'undelivered' with error 30007. What does that mean?")
L("en_la_aba_routing_public", "Is ((aba)) the routing number for Chase in Illinois? I found it on their website.")
L("en_la_password_hash_bcrypt", "Is a bcrypt cost of 12 enough in 2026, or should we move to argon2id with 64 MB memory?")
L("en_la_wifi_wpa_question", "What's the difference between WPA2-PSK and WPA3-SAE for a home network password?")
L("en_la_masked_api_key_dashboard", "The dashboard only shows my key as sk-...a1B9 now. How do I see the full key again?")

# Simplified Chinese
L("zhs_la_sf_tracking", "顺丰单号 ((sf)) 显示已签收，但我没收到，怎么投诉？")
L("zhs_la_taobao_order", "淘宝订单号 ((digits19)) 申请退款三天了还没处理，帮我写个催促的话术")
L("zhs_la_uscc_company", "合同上甲方的统一社会信用代码是 ((uscc))，怎么查这家公司是否正常经营？")
L("zhs_la_masked_id", "快递面单上显示身份证 1101**********((last4))，这样打码安全吗？")
L("zhs_la_masked_phone", "外卖订单显示我的手机是 138****((last4))，骑手怎么联系到我的？")
L("zhs_la_password_rule", "注册时提示：密码需为8-20位，必须包含大小写字母和数字，不能与前3次相同。帮我解释一下为什么有这些规则")
L("zhs_la_git_commit", "这个提交 ((gitsha7)) 把登录接口的密码校验改坏了，怎么 git revert？")
L("zhs_la_invoice_number", "增值税发票号码 ((digits8))，发票代码 ((digits12))，报销系统提示重复，怎么办？")
L("zhs_la_train_ticket", "我买的 G7 次 05 车 12F 座，能改签到下午吗？")
L("zhs_la_sms_code_not_received", "验证码一直收不到，是不是手机号被拉黑了？已经点了三次获取验证码")
L("zhs_la_config_placeholder", """spring:
  datasource:
    url: jdbc:mysql://localhost:3306/demo
    username: ${DB_USER}
    password: ${DB_PASSWORD}
环境变量没生效是为什么？""")
L("zhs_la_md5_file", "下载的安装包 MD5 是 ((md5))，和官网的不一样，是不是被篡改了？")
L("zhs_la_ip_port", "服务部署在 ((ip)):8443，浏览器访问提示证书不安全")
L("zhs_la_version_number", "微信版本 8.0.((int3)) 升级后聊天记录没了，怎么恢复？")
L("zhs_la_doc_example_key", "阿里云文档里的示例 AccessKey ID 写的是 LTAI************，这是打码还是示例？")
L("zhs_la_room_number", "酒店房间号 1806，前台说门卡消磁了，要去前台重新做卡")
L("zhs_la_stock_code", "贵州茅台股票代码 600519，市盈率现在多少？")
L("zhs_la_password_count", "我手机里存了50多个网站的密码，有什么好的密码管理器推荐？")
L("zhs_la_bank_hotline", "招商银行客服电话是 95555 吗？我的卡被吞了")
L("zhs_la_express_pickup_location", "菜鸟驿站的取件码在哪里看？短信被我删了")

# Traditional Chinese
L("zht_la_black_cat_tracking", "黑貓宅急便託運單號 ((digits12))，查詢顯示配送中已經三天")
L("zht_la_uniform_number", "發票上的統一編號 ((tw_ubn)) 是哪家公司？要報帳用")
L("zht_la_masked_card", "帳單寫信用卡末四碼 ((last4))，有一筆我不認得的 Netflix 扣款")
L("zht_la_invoice_lottery", "統一發票 AB-((digits8)) 有中獎嗎？這期特別獎號碼我看不懂")
L("zht_la_password_policy", "公司規定密碼至少12碼、每90天更換一次，這樣真的比較安全嗎？")
L("zht_la_git_sha", "這個 commit ((sha1)) 之後登入就壞了，怎麼找出是哪一行？")
L("zht_la_uuid_order", "客服要我提供訂單編號 ((uuid))，可是這串好長，是這個嗎？")
L("zht_la_env_placeholder", """.env.sample 長這樣：
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=<請填入>
這樣上傳 GitHub 會有問題嗎？""")
L("zht_la_flight_booking", "長榮 BR198 桃園飛東京，座位 42A，行李 23 公斤兩件嗎？")
L("zht_la_phone_number", "請幫我寫訂位簡訊，聯絡電話 02-2345-6789，訂 4 位晚上 7 點")
L("zht_la_postal_code", "台北市信義區的郵遞區號是 110 嗎？寄掛號要寫幾碼？")
L("zht_la_masked_id", "網站上我的身分證顯示為 A12****789，這樣算有保護嗎？")
L("zht_la_version", "iOS 18.((int3)) 更新完 Face ID 不能用了，要重設密碼嗎？")
L("zht_la_hk_company_number", "公司註冊處編號 ((digits7)) 的公司，點樣查董事名單？")
L("zht_la_otp_question", "為什麼銀行的簡訊驗證碼只能用一次？有效期通常多久？")
L("zht_la_wifi_no_password", "咖啡廳的 Wi-Fi 不用密碼就能連，用來登入網銀安全嗎？")

# Japanese
L("ja_la_corporate_number", "請求書の法人番号 ((jp_corp)) で国税庁のサイトを検索したら、会社名が違いました。")
L("ja_la_yamato_tracking", "ヤマト運輸の伝票番号 ((digits12)) が「調査中」のままです。どうすれば？")
L("ja_la_order_number", "注文番号 ((digits12)) の商品がまだ届きません。問い合わせメールを書いて")
L("ja_la_postal_code", "〒150-0002 の住所は渋谷区渋谷で合っていますか？")
L("ja_la_masked_card", "明細にカード下4桁 ((last4)) で覚えのない請求があります。どうすればいい？")
L("ja_la_password_rule", "パスワードは英大文字・小文字・数字・記号を含む10文字以上という条件ですが、覚えられません。コツは？")
L("ja_la_git_sha", "コミット ((gitsha7)) で入れた変更を取り消したいです。revert と reset の違いは？")
L("ja_la_invoice_registration", "適格請求書発行事業者の登録番号 T((jp_corp)) を請求書に記載しました。これで大丈夫？")
L("ja_la_env_placeholder", """.env.example：
DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DB
SECRET_KEY=changeme
これをコピーして使えばいいですか？""")
L("ja_la_phone", "美容院の予約確認メッセージを書いて。店の電話は 03-1234-5678 です。")
L("ja_la_uuid", "ログに request_id=((uuid)) と出ています。どう調べればいい？")
L("ja_la_docker_digest", "イメージの digest sha256:((sha256)) が本番と違います。どういう意味ですか？")
L("ja_la_version", "Python 3.12.((int3)) で pip install が失敗します")
L("ja_la_doc_example_key", "AWS のドキュメントにある AKIAIOSFODNN7EXAMPLE は本物のキーですか？サンプルですか？")
L("ja_la_password_count", "パスワードを20個くらい使い回しています。どれから変えるべき？")
L("ja_la_train_seat", "のぞみ 23号 7号車 12番E席、品川から乗れますか？")
L("ja_la_masked_my_number", "マイナポータルで番号が **** **** ((last4)) と表示されます。これは一部だけ？")
L("ja_la_ssh_public", "サーバーに登録する公開鍵はこれで合っていますか：ssh-rsa ((rsa_pub)) taro@mac")
L("ja_la_hash_check", "ダウンロードしたファイルの SHA-1 が ((sha1)) でした。公式と一致するか確認する方法は？")
L("ja_la_pin_question", "マイナンバーカードの暗証番号は4桁と6〜16桁の2種類あるんですか？")

# Korean
L("ko_la_business_reg_number", "거래처 사업자등록번호 ((kr_brn)) 이 휴폐업 상태인지 어떻게 조회해?")
L("ko_la_cj_tracking", "CJ대한통운 운송장번호 ((digits12)) 가 이틀째 집하 상태야")
L("ko_la_order_number", "쿠팡 주문번호 ((digits13)) 환불 요청 문의글 써줘")
L("ko_la_masked_rrn", "등본에 주민번호가 900101-1****** 로 나오는데 뒷자리 전체 표시는 어떻게 해?")
L("ko_la_masked_card", "카드 끝자리 ((last4)) 로 모르는 결제가 있어. 어떻게 신고해?")
L("ko_la_password_rule", "비밀번호는 8~16자 영문, 숫자, 특수문자 조합이래. 왜 16자 제한이 있는 거야?")
L("ko_la_git_commit", "커밋 ((gitsha7)) 이후로 로그인 테스트가 깨졌어. git bisect 쓰는 법 알려줘")
L("ko_la_env_placeholder", """.env.example 에 이렇게 써놨어:
KAKAO_REST_API_KEY=your_rest_api_key
NAVER_CLIENT_SECRET=
깃허브에 올려도 돼?""")
L("ko_la_phone", "가게 안내문에 전화번호 02-123-4567 넣어서 만들어줘")
L("ko_la_postal_code", "우편번호 04524 는 서울 중구 맞아?")
L("ko_la_app_version", "토스 앱 5.((int3)).0 업데이트 후 지문 인증이 안 돼")
L("ko_la_otp_not_received", "인증번호 문자가 안 와요. 스팸함도 확인했는데 없어요")
L("ko_la_uuid", "에러 로그 trace_id ((uuid)) 로 어떻게 추적해?")
L("ko_la_doc_example_key", "예제 코드에 있는 sk-xxxxxxxxxxxxxxxx 를 내 키로 바꿔야 하는 거지?")
L("ko_la_room_number", "호텔 1203호 카드키가 안 먹어서 프런트에 가야 해")
L("ko_la_sha256", "다운로드 파일 해시가 ((sha256)) 인데 공식 값이랑 달라")

# other languages
L("de_la_ust_idnr", "Auf der Rechnung steht USt-IdNr. DE((digits8))1. Muss ich die bei einer EU-Lieferung prüfen?")
L("de_la_masked_iban", "Im Kontoauszug steht nur DE89 **** **** **** **((last4)) 00. Ist das meine Miete?")
L("de_la_passwort_regel", "Unser Passwort muss laut IT mindestens 14 Zeichen haben. Ist das übertrieben?")
L("de_la_dhl_sendung", "Die DHL-Sendungsnummer 00340434((digits12)) zeigt seit drei Tagen keinen Status mehr.")
L("fr_la_siret", "Le SIRET ((siret)) sur la facture correspond à quelle entreprise ? Comment vérifier ?")
L("fr_la_numero_commande", "Ma commande n° ((order10)) sur Fnac n'est toujours pas arrivée, écris une réclamation.")
L("fr_la_mdp_placeholder", "Dans la doc il est écrit mot_de_passe=VOTRE_MOT_DE_PASSE, je dois laisser les majuscules ?")
L("fr_la_code_postal", "Le code postal 75011, c'est bien Paris 11e ? Et le code INSEE ?")
L("es_la_cif_empresa", "En la factura pone CIF B((digits8)). ¿Cómo compruebo que la empresa existe?")
L("es_la_referencia_pedido", "Mi pedido con referencia ((upper9)) de Zara no llega, ¿qué escribo al servicio al cliente?")
L("es_la_placeholder", "El tutorial dice que ponga contraseña=TU_CONTRASEÑA_AQUI en el archivo, ¿es literal?")
L("es_la_pin_question", "¿Por qué el banco me pide un PIN de 4 dígitos y luego una clave de 8 caracteres?")
L("it_la_partita_iva", "La partita IVA ((digits8))123 è valida? La trovo su una fattura.")
L("it_la_tracking", "Il tracking BRT ((digits12)) è fermo in 'in consegna' da ieri.")
L("it_la_password_policy", "Il portale dice che la password deve avere almeno 8 caratteri e un numero. Quanto è sicura?")
L("pt_la_cnpj", "O CNPJ ((cnpj)) que aparece no boleto é da loja certa?")
L("pt_la_rastreio", "O código de rastreio dos Correios NL((digits8))9BR não atualiza há uma semana.")
L("pt_la_placeholder", "Na documentação está SENHA=sua_senha_aqui, tenho que trocar só o que está depois do igual?")
L("nl_la_kvk", "Het KvK-nummer ((digits8)) staat op de factuur, hoe controleer ik dat bedrijf?")
L("nl_la_btw", "Wat is het verschil tussen een btw-id zoals NL((digits8))9B01 en mijn omzetbelastingnummer?")
L("pl_la_nip", "NIP ((pl_nip)) na fakturze - jak sprawdzić, czy firma jest czynnym podatnikiem VAT?")
L("pl_la_inpost", "Numer paczki InPost ((digits19)) - paczkomat pokazuje 'przekroczony czas'.")
L("pl_la_haslo_zasady", "Bank każe mi zmienić hasło co 60 dni, czy to jeszcze ma sens?")
L("ru_la_order", "Заказ № ((order10)) на Озоне отменили без объяснений, напиши жалобу.")
L("ru_la_git", "Коммит ((gitsha7)) сломал авторизацию, как откатить только его?")
L("ru_la_parol_pravila", "Почему сайты требуют пароль не короче 8 символов, но не длиннее 20?")
L("tr_la_kargo", "Yurtiçi Kargo takip numaram ((digits12)), üç gündür dağıtımda görünüyor.")
L("tr_la_placeholder", "Dokümanda API_KEY=<anahtarınız> yazıyor, köşeli parantezleri silmem gerekiyor mu?")
L("tr_la_vergi_no", "Faturadaki vergi numarası ((digits8))12 hangi şirkete ait, nasıl sorgularım?")
L("ar_la_order", "رقم الطلب ((order10)) من نون لم يصل بعد، اكتب لي رسالة شكوى.")
L("ar_la_phone", "اكتب إعلانًا للمحل مع رقم التواصل ‎+971 4 123 4567‎ وأوقات العمل.")
L("ar_la_password_rule", "لماذا يطلب الموقع كلمة مرور من 8 أحرف على الأقل مع رمز خاص؟")
L("he_la_order", "הזמנה מספר ((order10)) מאמזון תקועה במכס, מה עושים?")
L("he_la_placeholder", "בתיעוד כתוב PASSWORD=your_password_here, צריך להחליף את כל המחרוזת?")
L("he_la_version", "אחרי עדכון לגרסה 17.((int3)) האפליקציה של הבנק לא נפתחת")
L("hi_la_ifsc_only", "IFSC कोड SBIN0005943 किस ब्रांच का है? चेक पर यही लिखा है।")
L("hi_la_gstin", "बिल पर GSTIN 27AAPFU((int4))R1ZV लिखा है, इसे कैसे वेरिफाई करूँ?")
L("hi_la_postal_pin_code", "दिल्ली कनॉट प्लेस का पिन कोड 110001 है ना? पार्सल भेजना है।")
L("th_la_tracking", "เลขพัสดุ Kerry ((upper9)) ไม่อัปเดตมา 3 วันแล้ว")
L("th_la_placeholder", "ในคู่มือเขียนว่า password=รหัสผ่านของคุณ ต้องแก้ตรงไหน")
L("th_la_password_rule", "ทำไมแอปธนาคารให้ตั้ง PIN 6 หลัก แต่ห้ามเป็นเลขเรียง")
L("vi_la_ma_don_hang", "Mã đơn hàng Shopee ((digits13)) giao thất bại, mình phải làm gì?")
L("vi_la_ma_so_thue", "Mã số thuế doanh nghiệp 0((digits8))1 trên hóa đơn có hợp lệ không?")
L("vi_la_placeholder", "Tài liệu ghi MAT_KHAU=<mat_khau_cua_ban>, mình thay cả dấu ngoặc nhọn à?")
L("id_la_resi", "Nomor resi JNE ((digits13)) statusnya masih 'manifest' dari kemarin.")
L("id_la_placeholder", "Di tutorial tertulis API_KEY=isi_dengan_key_kamu, itu diganti semuanya ya?")
L("sv_la_orgnr", "Organisationsnumret 556((digits7)) står på fakturan, hur kollar jag att företaget finns?")
L("sv_la_ocr", "OCR-numret ((digits12)) på inbetalningskortet, ska det skrivas i meddelandefältet?")
L("el_la_order", "Η παραγγελία ((order10)) από το Skroutz δεν έχει φτάσει, γράψε μου ένα παράπονο.")
L("el_la_placeholder", "Στο παράδειγμα γράφει password=ο_κωδικός_σου, πρέπει να το αλλάξω;")
L("fi_la_ytunnus", "Y-tunnus ((digits7))-((int3)) laskussa, miten tarkistan yrityksen?")
L("no_la_orgnr", "Organisasjonsnummeret ((digits8))1 står på fakturaen. Hvordan sjekker jeg det i Brønnøysund?")
L("de_la_at_firmenbuch", "Die Firmenbuchnummer FN ((int3))((int4))a steht im Impressum, ist das eine echte Firma?")
L("ar_la_ae_trn", "الرقم الضريبي ((digits13))00003 على الفاتورة، كيف أتحقق منه؟")
L("en_la_sg_uen", "Our company UEN is 2019((digits7))K, where do I put it on the GST invoice?")
L("en_la_gb_company_number", "Companies House number ((digits8)) - how do I download their latest accounts?")
L("ru_la_inn_company", "ИНН организации 77((digits8)) в счёте, как проверить контрагента?")
L("hi_la_aadhaar_masked", "ई-आधार में नंबर XXXX XXXX ((last4)) दिख रहा है, क्या यही masked आधार है?")
L("id_la_npwp_company", "NPWP perusahaan 01.((int3)).((int3)).1-((int3)).000 di faktur pajak, cara ceknya gimana?")
L("he_la_masked_card", "בפירוט האשראי מופיע כרטיס שמסתיים ב-((last4)), לא זוכר עסקה כזו")
L("sv_la_bankgiro", "Bankgironumret ((int3))-((int4)) står på fakturan från elbolaget, stämmer det?")
L("pl_la_masked_pesel", "W aplikacji mObywatel PESEL jest pokazany jako *******((last4)), czemu nie cały?")

# ---------------------------- additional CJK items ----------------------------
C("zhs_huawei_cloud_obs", """华为云 OBS 上传报 403 SignatureDoesNotMatch，配置是：
access_key_id: [[hw_ak]]
secret_access_key: [[alnum40]]
server: https://obs.cn-north-4.myhuaweicloud.com
是不是区域写错了？""")
C("zhs_multi_wifi_refer_back", """公司新的访客WiFi密码是 [[wifi_pw#a]]，帮我记一下
---
下午有客户来，WiFi密码是什么来着？是 [[wifi_pw#a]] 吗""")
C("zht_ssh_key_passphrase", "我的 SSH 私鑰有設密碼 [[pw_word]]，可是 ssh-agent 每次開機都要重新輸入，怎麼讓 macOS 鑰匙圈記住？")
C("ja_securities_login", "証券口座のメモ：ログインパスワード [[pw_rand]]、取引暗証番号 [[pin4]]。NISA の買付画面でエラーになります。")
C("ko_multi_wifi_announce", """카페 와이파이 비밀번호 알려줄게, 기억해둬
---
[[wifi_pw#a]]
---
아까 그 비밀번호로 노트북 연결하는 방법도 알려줘""")
C("ko_aws_env_file", """.env 파일 이렇게 했는데 S3 업로드가 SignatureDoesNotMatch 에러야:
AWS_ACCESS_KEY_ID=[[aws_akid]]
AWS_SECRET_ACCESS_KEY=[[aws_secret]]
AWS_REGION=ap-northeast-2""")
L("zhs_la_public_key_pem", """后端给的验签公钥是这个，前端用 jsencrypt 加密时报错：
((pub_pem))
公钥可以直接写在前端代码里吗？""")
L("zhs_la_git_tag_commit", "发布 v((semver)) 对应的提交是 ((sha1))，怎么用 git tag 补打标签？")
L("zht_la_bitcoin_address", "朋友要我把 USDT 轉到 ((eth_addr))，這是 ERC20 還是 TRC20 的地址？")
L("ja_la_jwt_io_sample", "jwt.io のサンプルトークン eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c の署名を検証するとき、secret は何を入れればいいですか？")
L("ja_la_pgp_fingerprint", "私の PGP 公開鍵のフィンガープリントは ((pgp_fp)) です。名刺に載せても問題ない？")
L("ko_la_cert_serial", "SSL 인증서 일련번호가 ((hex4u))((sha1)) 로 나오는데 이걸로 폐기 요청하면 돼?")

# ============================ build ============================
TOK = re.compile(r"\[\[(\w+)(?:#(\w+))?\]\]|\(\((\w+)(?:#(\w+))?\)\)")

def render(r, tmpl):
    vals, secrets = {}, []
    def sub(m):
        if m.group(1):
            key = ("S", m.group(1), m.group(2))
            if key not in vals:
                vals[key] = G[m.group(1)](r)
                secrets.append(vals[key])
            return vals[key]
        key = ("N", m.group(3), m.group(4))
        if key not in vals:
            vals[key] = F[m.group(3)](r)
        return vals[key]
    return TOK.sub(sub, tmpl), secrets

def case_ok(text, secrets):
    if len(set(secrets)) != len(secrets): return False
    for s in secrets:
        if s not in text: return False
        for t in secrets:
            if s != t and s in t: return False
    return True

def build():
    r = random.Random(SEED)
    cases, looks = [], []
    LOOK_LITERALS = [TOK.sub("\x00", t) for _, t in LOOKS]
    for kind, tmpl in CASES:
        for _ in range(100):
            text, secrets = render(r, tmpl)
            if case_ok(text, secrets) and not any(x in lit for x in secrets for lit in LOOK_LITERALS): break
        else:
            raise SystemExit("cannot build case " + kind)
        if not secrets: raise SystemExit("case without secret: " + kind)
        cases.append({"kind": kind, "text": text, "secrets": secrets})
    all_secrets = [s for c in cases for s in c["secrets"]]
    for kind, tmpl in LOOKS:
        if "[[" in tmpl: raise SystemExit("secret marker in look-alike " + kind)
        for _ in range(100):
            text, _ = render(r, tmpl)
            if not any(s in text for s in all_secrets): break
        else:
            raise SystemExit("look-alike contains a case secret: " + kind)
        looks.append({"kind": kind, "text": text})
    return {"cases": cases, "lookalikes": looks}

def self_check(data, dumped):
    kinds = [c["kind"] for c in data["cases"]] + [l["kind"] for l in data["lookalikes"]]
    if len(kinds) != len(set(kinds)): raise SystemExit("duplicate kinds")
    if any(not re.fullmatch(r"[a-z][a-z0-9_]*", k) for k in kinds): raise SystemExit("bad kind")
    texts = [c["text"] for c in data["cases"]] + [l["text"] for l in data["lookalikes"]]
    if len(texts) != len(set(texts)): raise SystemExit("duplicate texts")
    for c in data["cases"]:
        if not case_ok(c["text"], c["secrets"]): raise SystemExit("case check failed " + c["kind"])
    alls = [s for c in data["cases"] for s in c["secrets"]]
    for l in data["lookalikes"]:
        for s in alls:
            if s in l["text"]: raise SystemExit("look-alike %s contains secret" % l["kind"])
    if yaml.safe_load(dumped) != data: raise SystemExit("YAML round trip mismatch")

class D(yaml.SafeDumper):
    pass
def _str(dumper, s):
    return dumper.represent_scalar("tag:yaml.org,2002:str", s, style="|" if "\n" in s else None)
D.add_representer(str, _str)

def lang(kind):
    p = kind.split("_")[0]
    return p

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT_DEFAULT
    data = build()
    dumped = yaml.dump(data, Dumper=D, allow_unicode=True, sort_keys=False, width=100000)
    self_check(data, dumped)
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumped)
    nc = len(data["cases"]); ns = sum(len(c["secrets"]) for c in data["cases"]); nl = len(data["lookalikes"])
    multi = sum(1 for c in data["cases"] if "\n---\n" in c["text"])
    print("cases %d secrets %d lookalikes %d multi-message %d" % (nc, ns, nl, multi))
    from collections import Counter
    cc = Counter(lang(c["kind"]) for c in data["cases"]); cl = Counter(lang(l["kind"]) for l in data["lookalikes"])
    cs = Counter(); [cs.update({lang(c["kind"]): len(c["secrets"])}) for c in data["cases"]]
    for k in sorted(set(cc) | set(cl)):
        print("  %-4s cases %3d secrets %3d lookalikes %3d" % (k, cc[k], cs[k], cl[k]))
    cjk = ("zhs", "zht", "ja", "ko")
    tot = nc + nl
    print("share CJK %.1f%%  en %.1f%%  other %.1f%%  (cases+lookalikes)" % (
        100 * sum(cc[k] + cl[k] for k in cjk) / tot, 100 * (cc["en"] + cl["en"]) / tot,
        100 * sum(cc[k] + cl[k] for k in set(cc) | set(cl) if k not in cjk + ("en",)) / tot))
    print("other languages:", len([k for k in set(cc) | set(cl) if k not in cjk + ("en",)]))
    print("wrote", out)

if __name__ == "__main__":
    main()
