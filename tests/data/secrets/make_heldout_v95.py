#!/usr/bin/env python3
"""Generator of the heldout_v95 evaluation set for a chat-message secrets filter.

Blind set, written from the writer's own knowledge only.  Standard library only.
Usage: python3 make_heldout_v95.py heldout_v95.yaml
Deterministic: every random value comes from random.Random(95), drawn in a fixed order.
"""
import base64
import json
import random
import string
import sys
import unicodedata

NAME = "heldout_v95"
SEED = 95
PREFIX = "H95"
R = random.Random(SEED)

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AL = UP + LO + DIG
HEX = "0123456789abcdef"
B32 = UP + "234567"


# ----------------------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DIG, n)


def nz(n):
    return R.choice("123456789") + dg(n - 1)


def hx(n):
    return rs(HEX, n)


def b64u(n):
    return rs(AL + "-_", n)


def b64s(n):
    return rs(AL + "+/", n)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def uuid4(upper=False):
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def pick(seq):
    return R.choice(seq)


def code_digits(n, avoid=()):
    """A numeric code (PIN, OTP ...) that is not a trivially repeated pattern."""
    while True:
        c = dg(n)
        if len(set(c)) >= 3 and c not in avoid and not c.startswith("19") and not c.startswith("20"):
            return c


def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def to_digits(s, table):
    return s.translate(str.maketrans("0123456789", table))


FA_DIG = "۰۱۲۳۴۵۶۷۸۹"
AR_DIG = "٠١٢٣٤٥٦٧٨٩"
HI_DIG = "०१२३४५६७८९"
TH_DIG = "๐๑๒๓๔๕๖๗๘๙"

# ----------------------------------------------------------------------------- passwords
WORDS = ["maple", "harbor", "copper", "falcon", "velvet", "lantern", "orchid", "pepper", "walnut", "meadow",
         "thunder", "cactus", "marble", "pickle", "rocket", "sparrow", "glacier", "mango", "biscuit", "tundra",
         "saffron", "pebble", "juniper", "otter", "quartz", "nimbus", "kettle", "banjo", "cobalt", "wombat"]
SYM = "!@#$%&*?-_.+="


def pw_human():
    w = pick(WORDS)
    style = R.randrange(5)
    if style == 0:
        return w.capitalize() + dg(R.choice([2, 4])) + pick("!@#$?")
    if style == 1:
        return pick(WORDS).capitalize() + pick(["-", "_", "."]) + w + dg(2)
    if style == 2:
        return w[:1].upper() + w[1:].replace("a", "@").replace("o", "0") + dg(3)
    if style == 3:
        return pick("!@#$") + w.capitalize() + str(R.randint(1970, 2012))
    return w + pick(WORDS).capitalize() + dg(2) + pick("!?*")


def pw_strong(n=18):
    while True:
        p = rs(AL + "!@#$%^&*-_+=?", n)
        if any(c in DIG for c in p) and any(c in "!@#$%^&*-_+=?" for c in p) and p[0] not in "-_":
            return p


def passphrase(k=4, sep="-"):
    ws = R.sample(WORDS, k)
    return sep.join(ws)


BIP39 = ["abstract", "acid", "actor", "adapt", "admit", "advice", "afraid", "agent", "alarm", "album", "alley",
         "anchor", "angle", "ankle", "apple", "arena", "armor", "arrow", "artist", "august", "autumn", "avocado",
         "bacon", "badge", "balcony", "bamboo", "banana", "barrel", "basket", "beach", "bicycle", "blanket",
         "blossom", "bounce", "brave", "bridge", "bronze", "bubble", "cabin", "cactus", "camera", "canal",
         "candy", "canoe", "carbon", "castle", "cattle", "ceiling", "cherry", "chimney", "circle", "clever",
         "cloud", "coconut", "coffee", "copper", "cotton", "cousin", "crystal", "desert", "dinosaur", "dolphin",
         "donkey", "dragon", "eagle", "echo", "elephant", "embrace", "engine", "fabric", "festival", "fiction",
         "flame", "forest", "fossil", "galaxy", "garden", "giant", "ginger", "glove", "gorilla", "guitar",
         "hammer", "helmet", "hobby", "island", "jacket", "jungle", "kangaroo", "kitchen", "ladder", "lemon",
         "lizard", "lobster", "magnet", "mango", "marble", "meadow", "mirror", "monkey", "museum", "napkin",
         "ocean", "olive", "orange", "orbit", "oyster", "panda", "pepper", "piano", "pigeon", "planet",
         "pumpkin", "puzzle", "rabbit", "raccoon", "rocket", "saddle", "salmon", "shadow", "silver", "spider",
         "squirrel", "sunset", "tiger", "tomato", "tornado", "tunnel", "turtle", "umbrella", "valley", "velvet",
         "violin", "volcano", "walnut", "wagon", "whale", "window", "winter", "zebra"]


def seed_phrase(k=12):
    return " ".join(R.sample(BIP39, k))


# ----------------------------------------------------------------------------- check digits
def luhn_digit(payload):
    s = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix, length):
    p = prefix + dg(length - len(prefix) - 1)
    return p + luhn_digit(p)


def card(brand):
    if brand == "visa":
        return luhn_complete("4" + nz(1), 16)
    if brand == "mc":
        return luhn_complete(pick(["51", "52", "53", "54", "55", str(R.randint(2221, 2720))]), 16)
    if brand == "amex":
        return luhn_complete(pick(["34", "37"]), 15)
    if brand == "discover":
        return luhn_complete("6011", 16)
    if brand == "jcb":
        return luhn_complete("35" + str(R.randint(28, 89)), 16)
    if brand == "mir":
        return luhn_complete("220" + pick("01234"), 16)
    raise ValueError(brand)


def card_fmt(n, sep=" "):
    if len(n) == 15:
        return n[:4] + sep + n[4:10] + sep + n[10:]
    return grp(n, 4, sep)


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))


def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def make_iban(cc, bban):
    return cc + iban_check(cc, bban) + bban


def iban_ok(i):
    i = i.replace(" ", "")
    s = i[4:] + i[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def ifmt(i):
    return grp(i, 4)


def rf_ref(ref):
    """ISO 11649 creditor reference."""
    return "RF" + iban_check("RF", ref) + ref


def mod11_10(digs):
    """ISO 7064 MOD 11,10 check digit."""
    product = 10
    for ch in digs:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def wsum(digs, weights):
    return sum(int(a) * b for a, b in zip(digs, weights))


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
              [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
              [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
              [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
              [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def rand_date(y0=1958, y1=2003):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


# ----------------------------------------------------------------------------- national ids and numbers
def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return "%02d-%07d" % (pick([12, 20, 26, 27, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88, 91, 92, 93]),
                          R.randint(0, 9999999))


def aba_routing():
    while True:
        base = "%02d" % pick(list(range(1, 13)) + list(range(21, 33))) + dg(6)
        for c in DIG:
            n = base + c
            if (3 * (int(n[0]) + int(n[3]) + int(n[6])) + 7 * (int(n[1]) + int(n[4]) + int(n[7]))
                    + int(n[2]) + int(n[5]) + int(n[8])) % 10 == 0:
                return n


def npi():
    base = pick("12") + dg(8)
    return base + luhn_digit("80840" + base)


def nhs_number():
    while True:
        base = nz(9)
        c = 11 - wsum(base, range(10, 1, -1)) % 11
        if c == 11:
            c = 0
        if c != 10:
            n = base + str(c)
            return n[:3] + " " + n[3:6] + " " + n[6:]


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(first) + pick(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = dg(6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], pick("ABCD"))


def uk_vat():
    base = nz(7)
    c = (97 - wsum(base, [8, 7, 6, 5, 4, 3, 2]) % 97) % 97
    n = base + "%02d" % c
    return "GB " + n[:3] + " " + n[3:7] + " " + n[7:]


def ca_sin():
    n = luhn_complete(pick("1234567"), 9)
    return n[:3] + " " + n[3:6] + " " + n[6:]


def au_tfn():
    while True:
        base = nz(8)
        c = wsum(base, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c < 10:
            n = base + str(c)
            assert wsum(n, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
            return n[:3] + " " + n[3:6] + " " + n[6:]


def au_abn():
    while True:
        rest = dg(9)
        cands = []
        for first in range(10, 100):
            n = str(first) + rest
            dd = [int(x) for x in n]
            dd[0] -= 1
            if sum(a * b for a, b in zip(dd, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
                cands.append(n)
        if cands:
            n = pick(cands)
            return n[:2] + " " + n[2:5] + " " + n[5:8] + " " + n[8:]


def sg_nric():
    pre = pick("ST")
    d = dg(7)
    s = wsum(d, [2, 7, 6, 5, 4, 3, 2]) + (4 if pre == "T" else 0)
    return pre + d + "JZIHGFEDCBA"[s % 11]


def nz_ird():
    while True:
        base = "%08d" % R.randint(10000000, 14999999)
        r = wsum(base, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            n = base + str(c)
            return n[:3] + "-" + n[3:6] + "-" + n[6:]


def imei():
    return luhn_complete(pick(["35", "86", "01"]) + dg(6), 15)


def s10(prefix, country):
    d = dg(8)
    c = 11 - wsum(d, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + d + str(c) + country


def cn_id():
    area = pick(["110105", "310115", "440305", "510107", "330106", "420111", "320102", "610113"])
    y, m, d = rand_date(1965, 2001)
    base = area + "%04d%02d%02d" % (y, m, d) + dg(3)
    s = wsum(base, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])
    return base + "10X98765432"[s % 11]


def cn_uscc():
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    base = "91" + pick(["110108", "310000", "440300", "330100"]) + rs(DIG, 8) + pick(DIG + "X")
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(cs.index(c) * x for c, x in zip(base, w))
    c = (31 - s % 31) % 31
    return base + cs[c]


def jp_mynumber():
    base = dg(11)
    s = sum(int(base[-n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    n = base + str(c)
    return n[:4] + " " + n[4:8] + " " + n[8:]


def jp_corp_number():
    base = nz(12)
    s = sum(int(base[-n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return str(9 - s % 9) + base


def kr_rrn():
    y, m, d = rand_date(1965, 1999)
    base = "%02d%02d%02d" % (y % 100, m, d) + pick("12") + dg(5)
    s = wsum(base, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])
    c = (11 - s % 11) % 10
    return base[:6] + "-" + base[6:] + str(c)


def kr_brn():
    base = nz(9)
    s = wsum(base, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(base[8]) * 5) // 10
    n = base + str((10 - s % 10) % 10)
    return n[:3] + "-" + n[3:5] + "-" + n[5:]


def tr_tckn():
    base = nz(9)
    d = [int(x) for x in base]
    c10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    c11 = (sum(d) + c10) % 10
    return base + str(c10) + str(c11)


def tr_vkn():
    base = dg(9)
    s = 0
    for i, ch in enumerate(base):
        t = (int(ch) + 9 - i) % 10
        t2 = (t * 2 ** (9 - i)) % 9
        if t != 0 and t2 == 0:
            t2 = 9
        s += t2
    return base + str((10 - s % 10) % 10)


def il_id(prefix=""):
    return luhn_complete(prefix if prefix else nz(1), 9)


def ir_melli():
    while True:
        base = dg(9)
        if len(set(base)) < 3:
            continue
        r = wsum(base, range(10, 1, -1)) % 11
        c = r if r < 2 else 11 - r
        return base + str(c)


def th_id():
    base = pick("12345678") + dg(11)
    c = (11 - wsum(base, range(13, 1, -1)) % 11) % 10
    n = base + str(c)
    return "%s %s %s %s %s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def ae_eid():
    base = "784" + str(R.randint(1970, 2000)) + dg(7)
    n = base + luhn_digit(base)
    return n[:3] + "-" + n[3:7] + "-" + n[7:14] + "-" + n[14]


def aadhaar():
    base = pick("23456789") + dg(10)
    n = base + verhoeff_digit(base)
    return n[:4] + " " + n[4:8] + " " + n[8:]


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + dg(4) + rs(UP, 1)


def ifsc(bank):
    return bank + "0" + dg(6)


def ru_inn12():
    base = nz(10)
    c11 = wsum(base, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b11 = base + str(c11)
    c12 = wsum(b11, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b11 + str(c12)


def ru_inn10():
    base = nz(9)
    return base + str(wsum(base, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_snils():
    while True:
        base = dg(9)
        if int(base) < 1001999:
            continue
        s = wsum(base, range(9, 0, -1))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (base[:3], base[3:6], base[6:], c)


def ru_account(bik):
    while True:
        acc = "40817810" + "X" + dg(11)
        for c in DIG:
            a = acc.replace("X", c)
            key = bik[-3:] + a
            w = [7, 1, 3] * 8
            if sum((int(x) * y) % 10 for x, y in zip(key, w)) % 10 == 0:
                return a


def ua_rnokpp():
    base = nz(9)
    return base + str(wsum(base, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def pl_pesel():
    y, m, d = rand_date(1960, 2004)
    mm = m + (20 if y >= 2000 else 0)
    base = "%02d%02d%02d" % (y % 100, mm, d) + dg(4)
    c = (10 - wsum(base, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return base + str(c)


def pl_idcard():
    letters = "".join(pick("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
    digs = dg(5)
    vals = [ord(c) - 55 for c in letters]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1])) + wsum(digs, [7, 3, 1, 7, 3])
    return letters + str(s % 10) + digs


def pl_nip():
    while True:
        base = nz(9)
        c = wsum(base, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            n = base + str(c)
            return n[:3] + "-" + n[3:6] + "-" + n[6:8] + "-" + n[8:]


def pl_regon():
    base = nz(8)
    c = wsum(base, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return base + str(0 if c == 10 else c)


def pl_iban():
    bank = pick(["102", "105", "109", "114", "116", "124", "175", "249"]) + dg(4)
    c = (10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
    return make_iban("PL", bank + str(c) + dg(16))


def cz_rc():
    while True:
        y, m, d = rand_date(1960, 1999)
        mm = m + pick([0, 50])
        base = "%02d%02d%02d" % (y % 100, mm, d) + dg(3)
        c = int(base) % 11
        if c != 10:
            return base[:6] + "/" + base[6:] + str(c)


def cz_account():
    while True:
        num = nz(9)
        s = wsum(num, [6, 3, 7, 9, 10, 5, 8, 4, 2])
        c = (-s) % 11
        if c != 10:
            return num + str(c)


def cz_ico():
    base = nz(7)
    r = wsum(base, [8, 7, 6, 5, 4, 3, 2]) % 11
    return base + str((11 - r) % 10)


def de_steuerid():
    while True:
        ds = R.sample(DIG, 9)
        dup = pick(ds)
        arr = ds + [dup]
        R.shuffle(arr)
        if arr[0] == "0":
            continue
        s = "".join(arr)
        if dup + dup in s:
            continue
        return s + mod11_10(s)


def de_ustid():
    base = nz(8)
    return "DE" + base + mod11_10(base)


def de_kvnr():
    letter = pick(UP)
    digs = dg(8)
    full = "%02d" % (ord(letter) - 64) + digs
    s = 0
    for i, ch in enumerate(full):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return letter + digs + str(s % 10)


def de_iban():
    return make_iban("DE", pick(["100", "200", "370", "500", "600", "700", "760", "860"]) + dg(5) + dg(10))


def fr_nir():
    y, m, d = rand_date(1960, 2000)
    sex = pick("12")
    dept = "%02d" % pick([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94])
    base = sex + "%02d%02d" % (y % 100, m) + dept + "%03d" % R.randint(1, 400) + "%03d" % R.randint(1, 999)
    key = 97 - int(base) % 97
    return "%s %s %s %s %s %s %02d" % (base[0], base[1:3], base[3:5], base[5:7], base[7:10], base[10:13], key)


def fr_siren():
    return luhn_complete(nz(1), 9)


def fr_siret():
    siren = fr_siren()
    nic = "0" + dg(3)
    n = siren + nic
    return n + luhn_digit(n)


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def fr_iban():
    bank = pick(["30004", "30003", "20041", "10278", "30002", "16006", "18206"])
    guichet = dg(5)
    compte = dg(11)
    key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97
    return make_iban("FR", bank + guichet + compte + "%02d" % key)


def es_dni():
    n = "%08d" % R.randint(10000000, 79999999)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    d = dg(7)
    s = sum(int(d[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        s += x // 10 + x % 10
    return pick("AB") + d + str((10 - s % 10) % 10)


def es_iban():
    ent = pick(["2100", "0049", "0182", "0081", "2085", "1465"])
    ofi = dg(4)
    cta = dg(10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(x):
        c = 11 - wsum(x, w) % 11
        return {11: 0, 10: 1}.get(c, c)
    return make_iban("ES", ent + ofi + str(dc("00" + ent + ofi)) + str(dc(cta)) + cta)


def mx_clabe():
    base = pick(["012", "002", "014", "072", "021"]) + dg(3) + dg(11)
    s = sum((int(c) * w) % 10 for c, w in zip(base, [3, 7, 1] * 6))
    return base + str((10 - s % 10) % 10)


def ar_cbu():
    b1 = pick(["007", "011", "017", "072", "285"]) + dg(4)
    c1 = (10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    b2 = dg(13)
    c2 = (10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return b1 + str(c1) + b2 + str(c2)


def ar_cuit(kind="30"):
    while True:
        base = kind + dg(8)
        r = 11 - wsum(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if r == 11:
            r = 0
        if r != 10:
            return base[:2] + "-" + base[2:] + "-" + str(r)


def br_cpf():
    base = dg(9)

    def d(x, top):
        r = sum(int(c) * w for c, w in zip(x, range(top, 1, -1))) % 11
        return "0" if r < 2 else str(11 - r)
    b = base + d(base, 10)
    n = b + d(b, 11)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:])


def br_cnpj():
    base = nz(8) + "0001"

    def d(x, ws):
        r = sum(int(c) * w for c, w in zip(x, ws)) % 11
        return "0" if r < 2 else str(11 - r)
    b = base + d(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    n = b + d(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return "%s.%s.%s/%s-%s" % (n[:2], n[2:5], n[5:8], n[8:12], n[12:])


def pt_nif(first="12"):
    base = pick(first) + dg(7)
    r = wsum(base, range(9, 1, -1)) % 11
    return base + ("0" if r < 2 else str(11 - r))


def pt_iban():
    bank = pick(["0035", "0033", "0007", "0010", "0036"])
    branch = dg(4)
    acct = dg(11)
    nib_chk = 98 - int(bank + branch + acct + "00") % 97
    return make_iban("PT", bank + branch + acct + "%02d" % nib_chk)


CF_ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[str(_i)] = _v
for _c, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25,
                       24, 23]):
    CF_ODD[_c] = _v


def cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(s15):
    tot = 0
    for i, c in enumerate(s15):
        tot += CF_ODD[c] if i % 2 == 0 else cf_even(c)
    return chr(65 + tot % 26)


def cf_part(word, is_name):
    w = word.upper()
    cons = [c for c in w if c in "BCDFGHJKLMNPQRSTVWXYZ"]
    vows = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return "".join((cons + vows + ["X", "X", "X"])[:3])


def it_cf(surname, name, female):
    y, m, d = rand_date(1960, 2000)
    town = pick(["H501", "F205", "L219", "F839", "G273", "A944", "D612"])
    s = cf_part(surname, False) + cf_part(name, True) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] \
        + "%02d" % (d + (40 if female else 0)) + town
    return s + cf_check(s)


def it_piva():
    base = "0" + dg(6) + pick(["001", "015", "036", "058", "037"])
    return base + luhn_digit(base)


def it_iban():
    abi = pick(["03069", "02008", "05034", "03062", "36081"])
    cab = dg(5)
    conto = "0000" + dg(8)
    rest = abi + cab + conto
    return make_iban("IT", it_cin(rest) + rest)


def it_cin(rest):
    tot = 0
    for i, c in enumerate(rest):
        tot += CF_ODD[c] if i % 2 == 0 else cf_even(c)
    return chr(65 + tot % 26)


def nl_bsn():
    while True:
        base = nz(8)
        c = wsum(base, range(9, 1, -1)) % 11
        if c != 10:
            return base + str(c)


def nl_iban():
    while True:
        num = dg(9)
        c = (-wsum(num, range(10, 1, -1))) % 11
        if c != 10:
            return make_iban("NL", pick(["ABNA", "RABO", "SNSB", "ASNB", "TRIO", "KNAB"]) + num + str(c))


def se_pnr():
    y, m, d = rand_date(1955, 2002)
    base = "%02d%02d%02d" % (y % 100, m, d) + dg(3)
    return base[:6] + "-" + base[6:] + luhn_digit(base), y


def se_orgnr():
    base = "556" + dg(6)
    n = base + luhn_digit(base)
    return n[:6] + "-" + n[6:]


def se_ocr():
    base = nz(11)
    return base + luhn_digit(base)


def dk_cvr():
    while True:
        base = nz(7)
        c = (-wsum(base, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return base + str(c)


def no_fnr():
    while True:
        y, m, d = rand_date(1955, 1999)
        base = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % R.randint(0, 499)
        k1 = 11 - wsum(base, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b = base + str(k1)
        k2 = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_mod11(base, weights):
    c = 11 - wsum(base, weights) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def no_orgnr():
    while True:
        base = pick("89") + dg(7)
        c = no_mod11(base, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            n = base + c
            return n[:3] + " " + n[3:6] + " " + n[6:]


def no_account():
    while True:
        base = pick(["1503", "1506", "1207", "3000", "9710", "1254", "1813"]) + dg(6)
        c = no_mod11(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            n = base + c
            return n[:4] + "." + n[4:6] + "." + n[6:]


def fi_hetu():
    y, m, d = rand_date(1955, 2003)
    sep = "A" if y >= 2000 else "-"
    nnn = "%03d" % R.randint(2, 899)
    base = "%02d%02d%02d" % (d, m, y % 100)
    return base + sep + nnn + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + nnn) % 31]


def fi_ytunnus():
    while True:
        base = pick("123") + dg(6)
        r = wsum(base, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return base + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    base = nz(R.randint(6, 10))
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    n = base + str((10 - s % 10) % 10)
    out = []
    while n:
        out.insert(0, n[-5:])
        n = n[:-5]
    return " ".join(out)


def fi_iban():
    return make_iban("FI", pick(["10", "12", "15", "47", "57", "80"]) + dg(12))


def hu_taj():
    base = nz(8)
    c = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(base)) % 10
    n = base + str(c)
    return n[:3] + " " + n[3:6] + " " + n[6:]


def hu_adoazon():
    while True:
        base = "8" + "%05d" % R.randint(33000, 50000) + dg(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(base)) % 11
        if c != 10:
            return base + str(c)


def hu_company_tax():
    base = nz(7)
    c = (10 - wsum(base, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return base + str(c) + "-" + pick("2") + "-" + pick(["41", "42", "43", "13", "02", "06"])


def ro_cnp():
    y, m, d = rand_date(1960, 2004)
    s = ("1" if pick([0, 1]) else "2") if y < 2000 else pick("56")
    base = s + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % pick([1, 4, 12, 22, 40, 35, 16]) + "%03d" % R.randint(1, 999)
    c = wsum(base, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return base + ("1" if c == 10 else str(c))


def ro_cui():
    base = nz(R.choice([7, 8]))
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(base):]
    c = wsum(base, w) * 10 % 11
    return base + ("0" if c == 10 else str(c))


def gr_amka():
    y, m, d = rand_date(1955, 2000)
    base = "%02d%02d%02d" % (d, m, y % 100) + dg(4)
    return base + luhn_digit(base)


def gr_afm(first=None):
    base = (first if first else pick("1")) + dg(7)
    c = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(base)) % 11 % 10
    return base + str(c)


def vn_cccd():
    y, m, d = rand_date(1970, 2002)
    g = ("0" if pick([0, 1]) else "1") if y < 2000 else pick("23")
    return pick(["001", "079", "048", "031", "036"]) + g + "%02d" % (y % 100) + dg(6)


def id_nik(female=False):
    y, m, d = rand_date(1970, 2002)
    area = pick(["317404", "327302", "357801", "337403", "517102"])
    return area + "%02d%02d%02d" % (d + (40 if female else 0), m, y % 100) + "%04d" % R.randint(1, 3999)


# ----------------------------------------------------------------------------- provider-style tokens
def aws_pair():
    return "AKIA" + rs(B32, 16), b64s(40)


def gh_pat():
    return "ghp_" + rs(AL, 36)


def gh_fine():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(AL, 59)


def stripe_sk(live=True, long=True):
    pre = "sk_live_" if live else "sk_test_"
    return pre + ("51" + rs(AL, 97) if long else rs(AL, 24))


def stripe_pk():
    return "pk_live_51" + rs(AL, 97)


def openai_key():
    return "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)


def slack_bot():
    return "xoxb-" + nz(12) + "-" + nz(13) + "-" + rs(AL, 24)


def google_key():
    return "AIza" + "Sy" + b64u(33)


def glpat():
    return "glpat-" + b64u(20)


def anthropic_key():
    return "sk-ant-api03-" + b64u(93) + "AA"


def telegram_tok():
    return nz(10) + ":AA" + b64u(33)


def jwt(payload, alg="HS256"):
    def enc(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    return enc({"alg": alg, "typ": "JWT"}) + "." + enc(payload) + "." + b64u(43)


def mapbox(kind, user):
    head = base64.urlsafe_b64encode(json.dumps({"u": user, "a": "cl" + rs(LO + DIG, 23)},
                                               separators=(",", ":")).encode()).decode().rstrip("=")
    return kind + "." + head + "." + b64u(22)


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def openssh_block():
    body = base64.b64encode(b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00"
                            + b"\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20"
                            + rbytes(150)).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_fp():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


def b32_seed(n=32):
    return rs(B32, n)


def backup_gh():
    return hx(5) + "-" + hx(5)


# ----------------------------------------------------------------------------- case registry
CASES = []
SEP = "\n---\n"


def case(lang, slug):
    def deco(fn):
        CASES.append((lang, slug, fn))
        return fn
    return deco


def C(text, secrets, lookalikes, note):
    if isinstance(text, (list, tuple)):
        text = SEP.join(text)
    return {"text": text, "secrets": list(secrets), "lookalikes": list(lookalikes), "note": note}



# ============================================================================= English, positive
@case("en", "aws-env-before-push")
def _():
    ak, sk = aws_pair()
    commit = hx(40)
    t = ("I'm about to push this repo, can you check my .env is actually ignored? Here's the file:\n\n"
         "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET=kp-invoices-staging\n\n"
         "and .gitignore has `.env*` on line 3. Last commit is %s if that matters." % (ak, sk, commit))
    return C(t, [ak, sk], [commit], "AWS key pair in a .env file; full commit hash is a public identifier")


@case("en", "github-token-revoked")
def _():
    tok = gh_pat()
    short = hx(7)
    t = ("Ugh. I pushed a commit (%s) that had my GitHub token hardcoded in deploy.sh: %s\n"
         "I already revoked it under Settings > Developer settings. Do I still need to rewrite history with "
         "git filter-repo, or is revoking enough?" % (short, tok))
    return C(t, [tok], [short], "revoked GitHub PAT is still a secret; short commit hash is not")


@case("en", "stripe-live-key-test-card")
def _():
    sk = stripe_sk(True, False)
    cus = "cus_" + rs(AL, 14)
    t = ("import stripe\nstripe.api_key = \"%s\"\n\n# locally we test with 4242 4242 4242 4242, any future date\n"
         "customer = stripe.Customer.retrieve(\"%s\")\n\nWhy does this raise 'No such customer' in production "
         "when the customer is right there in the dashboard?" % (sk, cus))
    return C(t, [sk], ["4242 4242 4242 4242", cus], "live secret key; Stripe's documented test card and a customer id are not secrets")


@case("en", "openai-key-429")
def _():
    key = openai_key()
    req = "req_" + hx(32)
    t = ("My OpenAI key keeps returning 429 even though I topped up $20 yesterday.\n\nkey: %s\n\n"
         "The error body says request ID %s. Is this a rate limit on the project or the whole org?" % (key, req))
    return C(t, [key], [req], "project API key; request id is a reference")


@case("en", "slack-bot-config")
def _():
    tok = slack_bot()
    sign = hx(32)
    chan = "C0" + rs(UP + DIG, 9)
    t = ("Here's my config.yaml for the standup bot, it keeps posting to the wrong channel:\n\n"
         "slack:\n  bot_token: \"%s\"\n  signing_secret: \"%s\"\n  channel_id: \"%s\"\n  post_at: \"09:30\"\n"
         "  timezone: \"America/Chicago\"" % (tok, sign, chan))
    return C(t, [tok, sign], [chan], "Slack bot token and signing secret; channel id is an identifier")


@case("en", "postgres-url-rds")
def _():
    user = pick(["app_rw", "svc_billing", "webapp"])
    pw = rs(AL, 12) + pick("-_.") + rs(AL, 8)
    host = "pg-main-02." + rs(LO + DIG, 12) + ".eu-central-1.rds.amazonaws.com"
    t = ("Django can't connect to RDS. The env has DATABASE_URL=postgres://%s:%s@%s:5432/billing and the error is "
         "'password authentication failed for user'. I copied the password from the console twice, so what else "
         "could it be?" % (user, pw, host))
    return C(t, [user + ":" + pw], [host], "credentials part of a connection string; the RDS host is not a secret")


@case("en", "mongodb-srv-frontend")
def _():
    user = "mdbadmin"
    pw = rs(AL, 16)
    cluster = "cluster0." + rs(LO + DIG, 5) + ".mongodb.net"
    t = ("const uri = \"mongodb+srv://%s:%s@%s/?retryWrites=true&w=majority\";\n\n"
         "Is it OK to keep this in the React app? It's just a hobby project." % (user, pw, cluster))
    return C(t, [user + ":" + pw], [cluster], "MongoDB credentials; cluster host is an address")


@case("en", "redis-broker-password")
def _():
    pw = rs(AL, 32)
    t = ("celery broker_url = redis://:%s@10.0.4.12:6379/0\n\nworkers still log 'NOAUTH Authentication required'. "
         "celery 5.3.6, redis-py 5.0.1, Python 3.11." % pw)
    return C(t, [pw], ["5.3.6", "5.0.1"], "Redis password without a user; version strings")


@case("en", "wifi-guest-card")
def _():
    pw = passphrase(3, "-") + dg(2)
    serial = "22" + dg(11)
    t = ("Can you make a cute printable card for guests with our Wi-Fi? Network: Hughes_5G, password: %s. "
         "Add a line that the router (Archer AX55, S/N %s) is in the hallway cupboard if it needs a restart."
         % (pw, serial))
    return C(t, [pw], [serial], "home Wi-Fi password; router serial number")


@case("en", "dog-sitter-codes")
def _():
    door = code_digits(4)
    alarm = code_digits(4, avoid=(door,))
    phone = "(503) %s-%s" % (R.randint(220, 989), dg(4))
    t = ("Can you tidy this into a one-page note for our dog sitter?\n- front door keypad: %s then the check mark\n"
         "- alarm panel by the garage door, disarm with %s within 30 seconds\n- Biscuit eats at 7am and 6pm, 1.5 cups\n"
         "- vet: Riverside Animal Clinic %s\n- we're back Sunday the 14th" % (door, alarm, phone))
    return C(t, [door, alarm], [phone], "door and alarm codes; the vet's phone number")


@case("en", "airbnb-lockbox")
def _():
    box = code_digits(4)
    conf = "HM" + rs(UP + DIG, 8)
    t = ("I host on Airbnb. Draft a friendly check-in message: the lockbox on the side gate opens with %s, the key "
         "is for unit 3B, checkout is 11am. Mention their confirmation code %s so they know it's the right listing."
         % (box, conf))
    return C(t, [box], [conf], "key-box code; booking confirmation code")


@case("en", "card-seat-upgrade")
def _():
    n = card_fmt(card("visa"))
    exp = expiry()
    cvc = code_digits(3)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    t = ("Can you fill this in for me? Card: %s, exp %s, CVV %s, name on card Dana Brooks. It's for the seat "
         "upgrade on booking %s." % (n, exp, cvc, pnr))
    return C(t, [n, cvc], [pnr], "card number and CVV (expiry left neutral); airline booking reference")


@case("en", "w4-ssn-employer-ein")
def _():
    ssn = us_ssn()
    ein = us_ein()
    t = ("Help me with my W-4 for the new job. My SSN is %s, filing single, one job, no dependents. The employer's "
         "EIN on the offer letter is %s. Does that go anywhere on the W-4?" % (ssn, ein))
    return C(t, [ssn], [ein], "own SSN; employer EIN is a business identifier")


@case("en", "dmv-license-reschedule")
def _():
    dl = pick("ABDFGN") + dg(7)
    conf = nz(9)
    t = ("Can you help me reschedule my DMV appointment online? Confirmation number %s. The site also asks for my "
         "license number, which is %s (expires 2027)." % (conf, dl))
    return C(t, [dl], [conf], "California-style driver licence number; appointment confirmation number")


@case("en", "insurance-appeal-member-id")
def _():
    member = "W" + dg(9)
    claim = nz(12)
    doc = npi()
    t = ("My insurance denied a claim for my MRI. Member ID %s. Claim number %s, the radiologist's NPI is %s. "
         "Please help me write an appeal letter, the denial reason was 'not medically necessary'."
         % (member, claim, doc))
    return C(t, [member], [claim, doc], "health insurance member id; claim number and provider NPI (public registry)")


@case("en", "nhs-number-new-gp")
def _():
    nhs = nhs_number()
    phone = "0161 %s %s" % (dg(3), dg(4))
    t = ("I've just moved to Manchester and need to register with a GP. My NHS number is %s. The surgery's phone "
         "number is %s. What else do they usually ask for?" % (nhs, phone))
    return C(t, [nhs], [phone], "NHS number (mod 11 computed); surgery phone")


@case("en", "uk-onboarding-bank")
def _():
    nino = uk_nino()
    sort = "%s-%s-%s" % (dg(2), dg(2), dg(2))
    acct = nz(8)
    t = ("The new employer's onboarding form wants:\nNational Insurance number: %s\nBank sort code: %s\n"
         "Account number: %s\n\nIs it normal to send all that by email, or should I insist on their portal?"
         % (nino, sort, acct))
    return C(t, [nino, acct], [sort], "NI number and own account; sort code is a bank identifier")


@case("en", "direct-deposit-routing")
def _():
    routing = aba_routing()
    acct = nz(10)
    t = ("For direct deposit my credit union gave me routing number %s and my checking account is %s. The payroll "
         "form also asks for 'account type'. Anything else I'm missing?" % (routing, acct))
    return C(t, [acct], [routing], "own account number; ABA routing number (check digit computed) is public")


@case("en", "github-recovery-codes")
def _():
    codes = [backup_gh() for _ in range(5)]
    t = ("Remember these for me so I don't lose them, GitHub recovery codes:\n\n" + "\n".join(codes)
         + "\n\nthe other eleven are printed in my desk drawer")
    return C(t, codes, [], "five 2FA recovery codes")


@case("en", "totp-otpauth-uri")
def _():
    seed = b32_seed(32)
    t = ("Authy won't let me export. I still have the original QR decoded as text: "
         "otpauth://totp/Fastmail:owen.k@fastmail.com?secret=%s&issuer=Fastmail&digits=6&period=30\n"
         "Can I just import that into 1Password?" % seed)
    return C(t, [seed], [], "TOTP seed inside an otpauth URI")


@case("en", "sms-otp-masked-card")
def _():
    otp = code_digits(6)
    last4 = code_digits(4)
    t = ("I got this text while I was NOT buying anything, is it legit?\n\n\"Chase: Your one-time code is %s. "
         "Use it to verify a purchase of $248.19 on card ending in %s. We'll never call you to ask for this code.\"\n\n"
         "Should I call the number on the back of the card?" % (otp, last4))
    return C(t, [otp], [last4], "one-time code from a pasted SMS; last four digits are a masked value")


@case("en", "metamask-seed-address")
def _():
    phrase = seed_phrase(12)
    addr = "0x" + hx(40)
    t = ("Moving MetaMask to my new phone. The recovery phrase is: %s\n\nMy main account address is %s. After "
         "importing, will it show the same address and balance?" % (phrase, addr))
    return C(t, [phrase], [addr], "12-word seed phrase; public wallet address")


@case("en", "deploy-ssh-key")
def _():
    block = openssh_block()
    fp = ssh_fp()
    t = ("My deploy user can't log in. I generated this key on the server and copied it to my laptop:\n\n%s\n\n"
         "ssh -v shows 'Offering public key: ED25519 %s' and then 'Permission denied (publickey)'. What's wrong?"
         % (block, fp))
    return C(t, [block], [fp], "OpenSSH private key block; public key fingerprint")


@case("en", "eth-private-key-stuck-tx")
def _():
    pk = hx(64)
    tx = "0x" + hx(64)
    t = ("My transfer has been pending for 6 hours. Tx hash %s. The wallet's private key is %s if you need it to "
         "check the nonce. How do I replace it with a higher gas fee?" % (tx, pk))
    return C(t, [pk], [tx], "raw private key; transaction hash of the same length is public")


@case("en", "bearer-jwt-curl")
def _():
    oid = uuid4()
    tok = jwt({"sub": uuid4(), "email": "m.reyes@tallyhq.io", "role": "ops", "iat": 1710752000 + R.randint(0, 99999),
               "exp": 1710838400 + R.randint(0, 99999)})
    t = ("curl -X PATCH https://api.tallyhq.io/v2/orders/%s -H \"Authorization: Bearer %s\" "
         "-H \"Content-Type: application/json\" -d '{\"status\":\"shipped\"}'\n\nreturns 403. The token is fresh "
         "from login, I just copied it from the network tab." % (oid, tok))
    return C(t, [tok], [oid], "session JWT; order UUID in the path")


@case("en", "session-cookie-scrape")
def _():
    sid = rs(LO + DIG, 32)
    csrf = rs(AL, 32)
    ga = "GA1.1.%s.17%s" % (nz(9), dg(8))
    t = ("I'm scraping my own order history from the shop with requests. Copied the cookie header from devtools:\n\n"
         "Cookie: _ga=%s; csrftoken=%s; sessionid=%s\n\nIt works for about a day and then I get redirected to "
         "login. Why?" % (ga, csrf, sid))
    return C(t, [sid], [ga], "session cookie; analytics cookie is not a credential (csrftoken neutral)")


@case("en", "maps-key-place-id")
def _():
    key = google_key()
    place = "ChIJ" + b64u(23)
    t = ("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async></script>\n\n"
         "The marker for place_id %s doesn't show up, billing is enabled. What am I missing?" % (key, place))
    return C(t, [key], [place], "Google API key; place id is a public identifier")


@case("en", "gitlab-ci-pat")
def _():
    pat = glpat()
    digest = "sha256:" + hx(64)
    pipe = nz(9)
    t = ("variables:\n  REGISTRY_TOKEN: \"%s\"\n\nbuild:\n  image: node:20-alpine@%s\n  script:\n"
         "    - echo \"$REGISTRY_TOKEN\" | docker login registry.gitlab.com -u ci --password-stdin\n\n"
         "Pipeline %s fails with 'HTTP Basic: Access denied'." % (pat, digest, pipe))
    return C(t, [pat], [digest, pipe], "GitLab PAT in CI yaml; image digest and pipeline id")


@case("en", "anthropic-key-model")
def _():
    key = anthropic_key()
    t = ("export ANTHROPIC_API_KEY=%s\npython summarize.py --model claude-3-5-sonnet-20241022 --max-tokens 1024\n\n"
         "I get 'invalid x-api-key' but I created the key five minutes ago." % key)
    return C(t, [key], ["claude-3-5-sonnet-20241022"], "API key; model version string")


@case("en", "telegram-bot-chat-id")
def _():
    tok = telegram_tok()
    chat = "-100" + nz(10)
    t = ("My Telegram alert bot stopped posting to the group. BOT_TOKEN = '%s', CHAT_ID = '%s'. getUpdates returns "
         "an empty result. Did they change something?" % (tok, chat))
    return C(t, [tok], [chat], "bot token; chat id")


@case("en", "netflix-password-remember")
def _():
    pw = pw_human()
    t = ("My mum keeps asking me for the Netflix password and I keep forgetting it. It's %s, can you remember it so "
         "I can just ask you next time?" % pw)
    return C(t, [pw], [], "password in prose")


@case("en", "chrome-passwords-csv")
def _():
    p1, p2, p3 = pw_human(), pw_strong(14), pw_human()
    t = ("I exported my Chrome passwords. Which of these are weak?\n\nname,url,username,password\n"
         "Amazon,https://www.amazon.com,grace.h@gmail.com,%s\nSpotify,https://accounts.spotify.com,gracehughes,%s\n"
         "Ally,https://secure.ally.com,ghughes88,%s" % (p1, p2, p3))
    return C(t, [p1, p2, p3], [], "three passwords in a CSV export")


@case("en", "router-password-next-message")
def _():
    pw = pw_strong(12)
    t = ["I'll paste the router admin password in the next message, I want to change the Wi-Fi channel because "
         "the neighbours are on 6.",
         "here: %s\nit's a Netgear R7000, login page at 192.168.1.1" % pw]
    return C(t, [pw], ["R7000"], "multi-message: password announced then given; router model number")


@case("en", "gate-code-correction")
def _():
    g1 = code_digits(4)
    g2 = g1[0] + g1[2] + g1[1] + g1[3]
    if g2 == g1:
        g2 = g1[::-1]
    order = nz(10)
    t = ["For the grocery delivery note on Instacart order %s: the community gate code is %s#, then building C, "
         "second floor." % (order, g1),
         "sorry, that's the old code. New one is %s#" % g2]
    return C(t, [g1, g2], [order], "multi-message correction; both the old and the new gate code are secrets; order number")


@case("en", "brevo-key-in-two-parts")
def _():
    key = "xkeysib-" + hx(64) + "-" + rs(AL, 16)
    a, b = key[:40], key[40:]
    t = ["my email API key is too long for the chat box on my phone so I'm splitting it. first part: %s" % a,
         "second part: %s" % b,
         "now write me the curl command to send a test email to myself with it"]
    return C(t, [a, b], [], "multi-message: an API key in two parts")


@case("en", "security-question-answers")
def _():
    maiden = pick(["Kowalczyk", "Delacroix", "Abernathy", "Oyelaran"])
    pet = pick(["Pickles", "Mr. Whiskers", "Scout", "Nugget"])
    street = pick(["Larchmont Avenue", "Willow Creek Road", "Dunmore Street"])
    t = ("The bank made me set security questions. Keep these for me: mother's maiden name = %s, first pet = %s, "
         "street I grew up on = %s." % (maiden, pet, street))
    return C(t, [maiden, pet, street], [], "answers to security questions")


@case("en", "hotel-safe-code")
def _():
    safe = code_digits(4)
    room = "14" + dg(2)
    t = ("I set the room safe to %s. Remind me if I ask tomorrow, I always forget. Room %s, checkout Friday at noon."
         % (safe, room))
    return C(t, [safe], [room], "safe code; room number")


@case("en", "amazon-call-box-code")
def _():
    code = code_digits(4)
    order = "11%s-%s-%s" % (dg(1), dg(7), dg(7))
    t = ("Amazon keeps failing to deliver. For order %s the delivery instructions should say 'Call box code is %s, "
         "leave at back porch'. How do I update that in the app?" % (order, code))
    return C(t, [code], [order], "call-box code; order number")


@case("en", "landlord-iban-lastschrift")
def _():
    iban = ifmt(de_iban())
    t = ("I just moved to Berlin and my landlord wants my IBAN for the rent direct debit (Lastschrift). It's %s, the "
         "bank is N26, BIC NTSBDEB1XXX. Write a short email in German to Herr Brandt with it and ask when the first "
         "debit happens." % iban)
    return C(t, [iban], ["NTSBDEB1XXX"], "own IBAN; the bank's BIC is public")


@case("en", "card-table-markdown")
def _():
    n = card_fmt(card("mc"))
    cvc = code_digits(3)
    masked = "**** " + dg(4)
    t = ("Check my table formatting:\n\n| card | number | cvc | use for |\n|---|---|---|---|\n"
         "| Amex Gold | %s | (n/a) | restaurants |\n| Capital One Savor | %s | %s | groceries, streaming |\n"
         % (masked, n, cvc))
    return C(t.strip(), [n, cvc], [masked], "card number and CVC in a table; masked card")


@case("en", "basic-auth-nginx-log")
def _():
    user = "reports-svc"
    pw = pw_strong(14)
    b = base64.b64encode((user + ":" + pw).encode()).decode()
    rid = uuid4()
    trace = hx(32)
    t = ("Here's the failing request from our nginx debug log:\n\n2024-03-18T10:22:41Z upstream=billing-api "
         "request_id=%s trace_id=%s\n> GET /v1/reports/monthly HTTP/1.1\n> Authorization: Basic %s\n"
         "< HTTP/1.1 401 Unauthorized\n\nThe password was rotated last week, could that be it?" % (rid, trace, b))
    return C(t, [b], [rid, trace], "base64 user:password in a Basic header; request and trace ids")


@case("en", "k8s-secret-base64")
def _():
    pw = pw_strong(20)
    bu = base64.b64encode(b"analytics").decode()
    bp = base64.b64encode(pw.encode()).decode()
    uid = uuid4()
    rv = nz(8)
    t = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: postgres-credentials\n  uid: %s\n  resourceVersion: \"%s\"\n"
         "type: Opaque\ndata:\n  username: %s\n  password: %s\n\nIs base64 enough protection if the repo is private?"
         % (uid, rv, bu, bp))
    return C(t, [bp], [uid, rv], "base64 password in a Kubernetes Secret; uid and resourceVersion")


@case("en", "gmail-app-password-phpmailer")
def _():
    app = " ".join(rs(LO, 4) for _ in range(4))
    t = ("$mail->isSMTP();\n$mail->Host = 'smtp.gmail.com';\n$mail->SMTPAuth = true;\n"
         "$mail->Username = 'isaac.bennett.studio@gmail.com';\n$mail->Password = '%s';\n$mail->Port = 587;\n\n"
         "It's a Gmail app password but I still get 'Username and Password not accepted'." % app)
    return C(t, [app], [], "Gmail app password (four groups of four letters)")


@case("en", "azure-storage-connection")
def _():
    acct = "stkp" + rs(LO + DIG, 8)
    key = azure_key()
    rid = uuid4()
    t = ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\n\n"
         "This is in local.settings.json and the function says 'Server failed to authenticate the request', "
         "x-ms-request-id %s." % (acct, key, rid))
    return C(t, [key], [rid], "storage account key inside a connection string (account name neutral); request id")


@case("en", "auth0-client-secret")
def _():
    domain = "dev-" + rs(LO + DIG, 16) + ".us.auth0.com"
    cid = rs(AL, 32)
    sec = b64u(64)
    t = ("AUTH0_DOMAIN=%s\nAUTH0_CLIENT_ID=%s\nAUTH0_CLIENT_SECRET=%s\n\nMy Next.js login bounces back with "
         "'Unauthorized'. Is it fine that the client ID is visible in the browser?" % (domain, cid, sec))
    return C(t, [sec], [cid], "OAuth client secret; public client id")


@case("en", "apple-recovery-key")
def _():
    rk = "-".join(rs(UP + DIG, 4) for _ in range(7))
    serial = rs("CDFGHJKLMNPQRTVWXY0123456789", 10)
    t = ("When I turned on Advanced Data Protection, Apple gave me a recovery key: %s. Store it for me please. "
         "My iPhone serial is %s in case support asks." % (rk, serial))
    return C(t, [rk], [serial], "account recovery key; device serial number")


@case("en", "bitlocker-recovery")
def _():
    key = "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))
    kid = rs("0123456789ABCDEF", 8)
    t = ("Laptop booted into BitLocker recovery after a BIOS update. The screen says Recovery key ID: %s. From my "
         "Microsoft account the key is %s. Do I type the dashes?" % (kid, key))
    return C(t, [key], [kid], "BitLocker recovery key (each block a multiple of 11); key id")


@case("en", "sim-puk-imei")
def _():
    puk = code_digits(8)
    im = imei()
    t = ("My phone says SIM locked, enter PUK. The card holder says PUK %s. Before I type it: the phone's IMEI is "
         "%s and the carrier is Visible. If I get it wrong 10 times is the SIM dead?" % (puk, im))
    return C(t, [puk], [im], "PUK; IMEI (Luhn computed) is a device identifier")


@case("en", "bakery-alarm-spelled")
def _():
    code = code_digits(4)
    names = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = " ".join(names[int(c)] for c in code)
    t = ("I'm opening the bakery alone tomorrow. My manager told me on the phone the alarm code is %s and then you "
         "press Off. Can you make me an opening checklist (alarm, ovens, till float of 150 pounds)?" % spelled)
    return C(t, [spelled], [], "entrusted alarm code spelled out in words")


@case("en", "medicare-mbi-rx")
def _():
    L_ = "ACDEFGHJKMNPQRTUVWXY"
    A_ = L_ + DIG
    mbi = nz(1) + pick(L_) + pick(A_) + dg(1) + "-" + pick(L_) + pick(A_) + dg(1) + "-" + pick(L_) + pick(L_) + dg(2)
    rx = nz(7)
    t = ("My dad's Medicare card: MBI %s. The pharmacy says Part D denied his refill, Rx %s. Who do I call first, "
         "the plan or Medicare?" % (mbi, rx))
    return C(t, [mbi], [rx], "Medicare beneficiary identifier; prescription number")


@case("en", "ba-checkin-passport")
def _():
    pp = nz(9)
    tkt = "125-" + dg(10)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    t = ("Do the BA online check-in with me. Passport number %s, expiry 2031, British. E-ticket %s, booking "
         "reference %s." % (pp, tkt, pnr))
    return C(t, [pp], [tkt, pnr], "passport number; e-ticket number and booking reference")


@case("en", "canada-sin-t4")
def _():
    sin = ca_sin()
    bn = luhn_complete(nz(1), 9) + "RP0001"
    t = ("Entering my T4 into Wealthsimple Tax. My SIN is %s. The employer's account number in box 54 is %s, do I "
         "need to type that exactly?" % (sin, bn))
    return C(t, [sin], [bn], "SIN (Luhn computed); employer business number")


@case("en", "australia-tfn-super")
def _():
    tfn = au_tfn()
    abn = au_abn()
    bsb = "0%s-%s" % (dg(2), dg(3))
    acct = nz(8)
    t = ("Starting a casual job in Melbourne. TFN declaration: my TFN is %s. The super form wants the employer's "
         "ABN, which is %s. Pay goes to BSB %s, account %s. Anything else?" % (tfn, abn, bsb, acct))
    return C(t, [tfn, acct], [abn, bsb], "TFN and own account (TFN, ABN checks computed); ABN and BSB are public")


@case("en", "india-kyc-aadhaar-pan")
def _():
    aad = aadhaar()
    pan = in_pan("S")
    code = ifsc("HDFC")
    utr = nz(12)
    t = ("For my KYC on Zerodha: Aadhaar %s, PAN %s. Bank is HDFC, IFSC %s. I already paid the 200 rupee fee, UPI "
         "Ref No. %s. Why is it still 'in progress'?" % (aad, pan, code, utr))
    return C(t, [aad, pan], [code, utr], "Aadhaar (Verhoeff computed) and PAN; IFSC and UPI Ref No. are not secrets")


@case("en", "singapore-nric-form")
def _():
    nric = sg_nric()
    postal = "46" + dg(4)
    t = ("Help me fill this CPF form. NRIC %s, address Blk 412 Bedok North Ave 2 #08-31, Singapore %s, "
         "mobile 9%s %s." % (nric, postal, dg(3), dg(4)))
    return C(t, [nric], [postal], "NRIC (check letter computed); postal code")


@case("en", "nz-ird-vs-gst")
def _():
    ird = nz_ird()
    gst = nz_ird()
    t = ("Kiwi here, doing my IR3. My IRD number is %s. The contractor I paid invoices me with GST number %s. "
         "Can I claim that GST back as a sole trader?" % (ird, gst))
    return C(t, [ird], [gst], "own IRD number; another party's GST number of the same format")


@case("en", "home-assistant-secrets")
def _():
    mq = rs(AL, 10) + pick("!%*") + rs(AL, 5)
    ha = jwt({"iss": hx(32), "iat": 1706000000 + R.randint(0, 9999999), "exp": 2021000000 + R.randint(0, 9999999)})
    t = ("# secrets.yaml\nmqtt_password: \"%s\"\nlatitude_home: 52.3702\nlongitude_home: 4.8952\n"
         "nodered_token: \"%s\"\n\nThe Mosquitto add-on says 'not authorised' for user mqtt_ha." % (mq, ha))
    return C(t, [mq, ha], [], "MQTT password and long-lived access token")


@case("en", "wp-config-migration")
def _():
    dbpw = rs(AL, 14) + pick("!@#$%") + rs(AL, 4)
    ak = rs(AL + "!@#$%^&*()-_=+[]{}|;:,.<>?~", 64)
    t = ("define( 'DB_NAME', 'wp_bakery' );\ndefine( 'DB_USER', 'wp_bakery_u' );\n"
         "define( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '%s' );\n\n"
         "'Error establishing a database connection' after moving hosts. WordPress 6.4.3, PHP 8.2." % (dbpw, ak))
    return C(t, [dbpw, ak], ["6.4.3"], "database password and WordPress auth salt; version string")


@case("en", "git-remote-embedded-token")
def _():
    tok = gh_fine()
    commit = hx(40)
    t = ("git remote -v shows\n\norigin https://kpatel-dev:%s@github.com/kpatel-dev/recipes-api.git (fetch)\n\n"
         "Is that why the token shows up in CI logs? Last good commit was %s." % (tok, commit))
    return C(t, ["kpatel-dev:" + tok], [commit], "credentials part of a remote URL; commit hash")


@case("en", "jenkins-masked-and-leaked")
def _():
    tok = "dckr_pat_" + b64u(27)
    t = ("Jenkins console output:\n\n[Pipeline] withCredentials\nMasking supported pattern matches of $REGISTRY_PASS\n"
         "+ docker login -u ci-bot -p ****\n+ echo %s\n+ docker login -u ci-bot --password-stdin\n"
         "Login Succeeded\n\nwhy did the echo line print it in clear??" % tok)
    return C(t, [tok], ["****"], "leaked registry token next to a masked one")


@case("en", "heroku-key-looks-like-uuid")
def _():
    key = uuid4()
    rel = uuid4()
    t = ("HEROKU_API_KEY=%s is set in my GitHub secrets but the deploy step fails. `heroku releases` shows the last "
         "release v142 with id %s. Is my API key in the wrong format? It looks like a UUID." % (key, rel))
    return C(t, [key], [rel], "UUID-shaped API key next to a UUID release id")


@case("en", "cloudflare-token-zone-id")
def _():
    tok = b64u(40)
    zone = hx(32)
    t = ("curl -X POST https://api.cloudflare.com/client/v4/zones/%s/purge_cache -H \"Authorization: Bearer %s\" "
         "--data '{\"purge_everything\":true}'\n\ngives error 10000 Authentication error." % (zone, tok))
    return C(t, [tok], [zone], "API token; zone id")


@case("en", "mapbox-public-vs-secret")
def _():
    pk = mapbox("pk", "lumapets")
    sk = mapbox("sk", "lumapets")
    t = ("Mapbox tokens in my React Native app:\nMAPBOX_PUBLIC_TOKEN=%s\nMAPBOX_DOWNLOADS_TOKEN=%s\n\nThe second one "
         "is only for the Android build to download the SDK, right? Should it live in gradle.properties instead?"
         % (pk, sk))
    return C(t, [sk], [pk], "secret sk. token; public pk. token")


@case("en", "stripe-three-keys-vite")
def _():
    pk = stripe_pk()
    sk = stripe_sk(True, True)
    wh = "whsec_" + rs(AL, 32)
    t = ("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\n\nWhich of these can go in the "
         "Vite env with the VITE_ prefix?" % (pk, sk, wh))
    return C(t, [sk, wh], [pk], "secret key and webhook secret; publishable key is public")


@case("en", "vpn-password-reset")
def _():
    p1 = pw_human()
    p2 = pw_human()
    t = ["My work VPN password is %s, remind me when I ask." % p1,
         "ugh, IT forced a reset this morning. The new one is %s, forget the old one." % p2]
    return C(t, [p1, p2], [], "multi-message: old and new password")


@case("en", "wifi-qr-string")
def _():
    pw = pw_human()
    t = ("I want to print a QR code for the Wi-Fi in our cafe's back office. Is this string right? "
         "WIFI:T:WPA;S:Foster_Office;P:%s;; Also which free site generates it without ads?" % pw)
    return C(t, [pw], [], "Wi-Fi password inside a WIFI: QR payload")


@case("en", "pgpass-line")
def _():
    pw = rs(AL, 18)
    t = ("cron job can't find the password. ~/.pgpass contains\n\nwarehouse.internal:5432:analytics:etl_user:%s\n\n"
         "and permissions are 0644. psql (PostgreSQL) 16.2 still prompts for it." % pw)
    return C(t, ["etl_user:" + pw], ["16.2"], "user:password part of a .pgpass line; version string")


@case("en", "it-temp-password-email")
def _():
    pw = rs(UP, 1) + rs(LO, 5) + dg(4) + pick("!#$")
    inc = "INC" + dg(7)
    t = ("Got this from IT, can you tell me what to do first?\n\n\"Hi Chloe, your account has been created. "
         "Username: cfoster. Temporary password: %s. You will be asked to change it at first login. Ticket %s "
         "is now resolved.\"" % (pw, inc))
    return C(t, [pw], [inc], "temporary password from a pasted email; ticket number")


# ============================================================================= English, negative
@case("en", "aws-docs-example-keys")
def _():
    t = ("The AWS CLI docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example. "
         "Are those real keys? Can I use them as fixtures in unit tests for my config parser?")
    return C(t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example keys")


@case("en", "stripe-test-cards")
def _():
    t = ("Which Stripe test card simulates a declined payment? I know 4242 4242 4242 4242 always succeeds. Is "
         "4000 0000 0000 0002 the generic decline, and is 5555 5555 5555 4444 the Mastercard one?")
    return C(t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "5555 5555 5555 4444"],
             "public Stripe test card numbers")


@case("en", "three-tracking-numbers")
def _():
    ups = "1Z" + rs(UP + DIG, 6) + "03" + dg(8)
    usps = grp("9400" + dg(18), 4)
    fedex = nz(12)
    t = ("Three packages, none arrived. UPS %s says delivered, USPS %s is stuck in 'in transit, arriving late', and "
         "FedEx %s hasn't moved since Tuesday. Which one do I chase first?" % (ups, usps, fedex))
    return C(t, [], [ups, usps, fedex], "tracking numbers")


@case("en", "git-bisect-hashes")
def _():
    good = hx(40)
    bad = hx(40)
    t = ("git bisect says the first bad commit is %s. The last release tag v2.14.3 points at %s. How do I revert "
         "only the bad one without losing the commits after it?" % (bad, good))
    return C(t, [], [bad, good, "v2.14.3"], "commit hashes and a version tag")


@case("en", "iso-checksum")
def _():
    sha = hx(64)
    md5 = hx(32)
    t = ("Downloaded ubuntu-24.04-desktop-amd64.iso. sha256sum gives %s and the old mirror lists md5 %s. How do I "
         "check it against SHA256SUMS properly?" % (sha, md5))
    return C(t, [], [sha, md5], "file checksums")


@case("en", "placeholder-config")
def _():
    t = ("This is the sample config from the README:\n\napi:\n  key: YOUR_API_KEY\n  secret: <your-secret-here>\n"
         "db:\n  password: xxxxxxxx\n  url: postgres://user:password@localhost:5432/mydb\n\n"
         "Should I commit it like this or use .env.example?")
    return C(t, [], ["YOUR_API_KEY", "<your-secret-here>", "xxxxxxxx", "user:password"],
             "placeholders in a README sample")


@case("en", "bank-statement-masked")
def _():
    last = dg(4)
    ref = "TRN" + dg(10)
    t = ("Bank statement line I don't recognise:\n\n03/11  POS PURCHASE  SQ *BLUE DOOR CAFE  card **** **** **** %s  "
         "$18.40  ref %s\n\nIs 'SQ *' Square? Small cafe probably?" % (last, ref))
    return C(t, [], ["**** **** **** " + last, ref], "masked card and a transaction reference")


@case("en", "amazon-return-invoice")
def _():
    order = "11%s-%s-%s" % (dg(1), dg(7), dg(7))
    inv = "INV-2024-%05d" % R.randint(1, 99999)
    rma = "RMA" + dg(8)
    t = ("Returned a blender, order %s. The seller's invoice is %s and the return label says %s. It's been 3 weeks "
         "with no refund. Draft a complaint?" % (order, inv, rma))
    return C(t, [], [order, inv, rma], "order, invoice and return numbers")


@case("en", "phishing-sms-package")
def _():
    trk = grp("9200" + dg(18), 4)
    path = rs(LO + DIG, 7)
    t = ("Is this a scam? \"USPS: Your package %s is on hold due to an incomplete address. Update within 12h: "
         "https://usps-redeliver-help.com/%s\" I am expecting a package though." % (trk, path))
    return C(t, [], [trk, path], "phishing SMS; tracking number and link path")


@case("en", "uuid-versions")
def _():
    a = uuid4()
    h = hx(32)
    b = h[:8] + "-" + h[8:12] + "-1" + h[13:16] + "-" + h[16:20] + "-" + h[20:]
    t = ("Why does one of our IDs look different? %s came from Python's uuid4(), %s came from the old Java service. "
         "Can I tell the version from the string?" % (a, b))
    return C(t, [], [a, b], "UUIDs")


@case("en", "famous-example-passwords")
def _():
    t = ("For a security training slide: is 'correct horse battery staple' still a good example of a passphrase? "
         "And should I show P@ssw0rd as the classic bad one, or the old hunter2 joke?")
    return C(t, [], ["correct horse battery staple", "P@ssw0rd", "hunter2"], "famous example passwords discussed as examples")


@case("en", "macbook-serial-warranty")
def _():
    serial = rs("CDFGHJKLMNPQRTVWXY0123456789", 12)
    case_no = nz(9)
    t = ("Apple says my MacBook Air (model A2337) is out of warranty but I bought it in 2023. Serial %s, repair case "
         "%s. What can I say on the phone?" % (serial, case_no))
    return C(t, [], ["A2337", serial, case_no], "model number, serial number, support case")


@case("en", "flight-change-pnr")
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = "016-" + dg(10)
    t = ("United moved my flight UA 1432 by six hours. Confirmation %s, ticket %s. Am I owed a refund under the DOT "
         "rule if I cancel?" % (pnr, tkt))
    return C(t, [], [pnr, tkt], "booking reference and ticket number")


@case("en", "supplier-vat-invoice")
def _():
    vat = uk_vat()
    comp = "0" + dg(7)
    t = ("The supplier's invoice shows VAT number %s and Companies House number %s. How do I check they're genuine "
         "before paying 4,200 pounds?" % (vat, comp))
    return C(t, [], [vat, comp], "company VAT number (mod 97 computed) and company number")


@case("en", "supplier-wire-iban")
def _():
    iban = ifmt(make_iban("GB", "BARC" + dg(6) + dg(8)))
    inv = "SI-%d-%04d" % (R.randint(2023, 2024), R.randint(1, 9999))
    t = ("I need to wire a deposit to our furniture supplier in Leeds. Their details: IBAN %s, BIC BARCGB22, "
         "reference %s. My bank asks if this is 'international' since I'm in Ohio, what do I choose?" % (iban, inv))
    return C(t, [], [iban, "BARCGB22", inv], "a company's IBAN for a payment, BIC and invoice reference")


@case("en", "jwt-io-example")
def _():
    ex = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2"
          "MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = ("Explain the three parts of this token from the jwt.io homepage: %s. Why does the middle part decode to "
         "'John Doe'?" % ex)
    return C(t, [], [ex], "jwt.io documentation example token")


@case("en", "redacted-log")
def _():
    t = ("Our logger already redacts, right? Sample line:\n\nINFO login user=ops-bot password=[REDACTED] "
         "token=*** header='Authorization: Bearer <redacted>'\n\nor should I also hash the usernames?")
    return C(t, [], ["[REDACTED]", "***", "<redacted>"], "redacted values")


@case("en", "call-me-numbers")
def _():
    p1 = "+1 (617) %s-%s" % (R.randint(220, 989), dg(4))
    p2 = "617-%s-%s" % (R.randint(220, 989), dg(4))
    t = ("Write a text to my landlord: I'll be home Thursday 03/21 after 5, call my cell %s or my work line %s, "
         "and the plumber can come any time Friday." % (p1, p2))
    return C(t, [], [p1, p2, "03/21"], "phone numbers and a date")


@case("en", "totp-docs-seeds")
def _():
    t = ("I'm writing tests for my TOTP implementation. Is JBSWY3DPEHPK3PXP the usual example secret, and does the "
         "RFC 6238 test vector use the ASCII seed 12345678901234567890 for SHA1?")
    return C(t, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890"], "documentation TOTP seeds")


@case("en", "bip39-test-vector")
def _():
    v = " ".join(["abandon"] * 11 + ["about"])
    t = ("In the BIP39 test vectors the first mnemonic is '%s'. Why is 'about' the last word and not 'abandon' "
         "again?" % v)
    return C(t, [], [v], "BIP39 test-vector mnemonic")


@case("en", "food-bank-donation-iban")
def _():
    iban = ifmt(make_iban("IE", "AIBK" + "93" + dg(4) + dg(8)))
    t = ("Our office is donating to the Dublin food bank's appeal. Their page says: IBAN %s, BIC AIBKIE2D, "
         "reference XMAS-APPEAL. Write a short message for the team channel with those details." % iban)
    return C(t, [], [iban, "AIBKIE2D", "XMAS-APPEAL"], "a charity's IBAN and BIC for a donation")


@case("en", "woolworth-ssn-story")
def _():
    t = ("I read that the SSN 078-05-1120 printed on a sample card in Woolworth wallets got used by thousands of "
         "people. How did that happen, and is 123-45-6789 ever valid?")
    return C(t, [], ["078-05-1120", "123-45-6789"], "famous example SSNs")


# ============================================================================= Asia and Middle East
def th_company():
    base = "0105" + dg(8)
    c = (11 - wsum(base, range(13, 1, -1)) % 11) % 10
    n = base + str(c)
    return n


def npwp():
    d = dg(15)
    return "%s.%s.%s.%s-%s.%s" % (d[:2], d[2:5], d[5:8], d[8], d[9:12], d[12:])


@case("zh", "rental-id-and-card")
def _():
    idn = cn_id()
    cardn = grp(luhn_complete("622588", 16), 4)
    sf = "SF" + nz(13)
    t = ("帮我核对一下租房合同里的信息有没有写错：\n承租人：李文静\n身份证号：%s\n押金退还账户（招商银行）：%s\n"
         "另外房东说押金收据已经寄出了，顺丰单号%s，这个能查到吗？" % (idn, cardn, sf))
    return C(t, [idn, cardn], [sf], "resident id (check computed) and own bank card (Luhn); SF Express tracking number")


@case("zh", "wechat-pay-password-sms")
def _():
    sms = code_digits(6)
    pay = code_digits(6, avoid=(sms,))
    order = "4200" + dg(24)
    t = ("刚收到一条短信：“【中国银行】您正在进行网上支付，验证码%s，5分钟内有效，请勿泄露。”可我没在买东西啊！"
         "微信账单里还有一笔不认识的，交易单号%s，这是怎么回事？顺便帮我记一下，我的微信支付密码是%s，老是忘。"
         % (sms, order, pay))
    return C(t, [sms, pay], [order], "SMS verification code and payment password; WeChat transaction number")


@case("zh", "vat-invoice-company-code")
def _():
    uscc = cn_uscc()
    fp = "24" + dg(18)
    t = ("公司让我开增值税专用发票，对方给的开票信息是：名称 杭州云栖智造科技有限公司，统一社会信用代码 %s，开户行 招商银行杭州分行。"
         "上次开的那张发票号码是%s，金额12,800元，写错了抬头，需要红冲吗？" % (uscc, fp))
    return C(t, [], [uscc, fp], "a company's unified social credit code (final check computed) and an invoice number")


@case("ja", "mynumber-nenmatsu")
def _():
    mn = jp_mynumber()
    corp = jp_corp_number()
    t = ("年末調整の書類を書いています。私のマイナンバーは%sです。勤務先の法人番号は%sと書いてあるのですが、"
         "これは「支払者」の欄に書けばいいですか？" % (mn, corp))
    return C(t, [mn], [corp], "My Number (check computed); corporate number (check computed) is public")


@case("ja", "shiokuri-account-pin")
def _():
    branch = "%03d" % R.randint(101, 899)
    acct = nz(7)
    pin = code_digits(4)
    t = ["実家に仕送りの振込先を伝えたいので、文面を作ってください。三菱UFJ銀行（金融機関コード0005）、支店番号%s、"
         "普通預金、口座番号%s、名義はタナカ ユウキです。" % (branch, acct),
         "あと、キャッシュカードの暗証番号を%sに変えたので覚えておいてください。これは親には送らないでね。" % pin]
    return C(t, [acct, pin], ["0005", branch], "multi-message: own account and card PIN; bank and branch codes are public")


@case("ja", "rakuten-delivery-box")
def _():
    order = "%06d-2024%02d%02d-%010d" % (R.randint(100000, 999999), R.randint(1, 12), R.randint(1, 28),
                                         R.randint(1, 99999999))
    yamato = grp(nz(12), 4, "-")
    box = code_digits(4)
    t = ("楽天で買った炊飯器がまだ届きません。注文番号は%s、ヤマト運輸の伝票番号は%sです。"
         "マンションの宅配ボックスの暗証番号は%sにしてあるので、置き配で入れてもらえるよう、ショップへの問い合わせ文を丁寧に書いてもらえますか。"
         % (order, yamato, box))
    return C(t, [box], [order, yamato], "delivery-box code; order and tracking numbers")


@case("ko", "yearend-rrn-cert")
def _():
    rrn = kr_rrn()
    certpw = pw_human()
    brn = kr_brn()
    t = ("연말정산 간소화 자료 뽑으려는데 계속 오류가 나요. 주민등록번호 %s 넣고 공동인증서 비밀번호 %s 입력하면 "
         "'인증서 암호가 올바르지 않습니다'라고 떠요. 회사 사업자등록번호는 %s인데 이것도 필요한가요?" % (rrn, certpw, brn))
    return C(t, [rrn, certpw], [brn], "resident registration number (check computed) and certificate password; business registration number (check computed)")


@case("ko", "used-laptop-account-otp")
def _():
    acct = "3333-%s-%s" % (dg(2), dg(7))
    otp = code_digits(6)
    rsv = nz(12)
    t = ("중고나라에서 노트북 팔았는데 구매자한테 보낼 문자 좀 써줘. 입금 계좌는 카카오뱅크 %s (예금주 박지훈)이고, "
         "입금 확인되면 바로 반값택배로 보낸다고, 예약번호는 %s. 아 그리고 방금 토스에서 인증번호 %s 왔는데 이건 어디에 "
         "넣는 거야?" % (acct, rsv, otp))
    return C(t, [acct, otp], [rsv], "own account number and a verification code; parcel reservation number")


@case("ko", "coupang-door-code")
def _():
    order = "100" + dg(11)
    cj = nz(12)
    code = code_digits(4)
    t = ("쿠팡에서 주문한 거(주문번호 %s) 배송 조회가 안 돼요. CJ대한통운 운송장번호 %s로 조회하면 '미등록 운송장'이라고 나와요. "
         "배송 요청사항에 공동현관 비밀번호 #%s 적어뒀는데 그것 때문에 그런 건 아니겠죠?" % (order, cj, code))
    return C(t, [code], [order, cj], "building entrance code; order and waybill numbers")


@case("ar", "emirates-id-iban")
def _():
    eid = ae_eid()
    iban = make_iban("AE", "260" + dg(16))
    t = ("أريد تحديث بياناتي في تطبيق بنك الإمارات دبي الوطني. رقم الهوية الإماراتية: %s، ورقم الآيبان الخاص بي: %s. "
         "صاحب العمل طلب مني أيضاً رمز السويفت للبنك، هل هو EBILAEAD؟" % (eid, iban))
    return C(t, [eid, iban], ["EBILAEAD"], "Emirates ID (Luhn computed) and own IBAN; bank SWIFT code")


@case("ar", "absher-otp-password")
def _():
    otp = code_digits(4)
    pw = pw_human()
    req = nz(10)
    t = ("وصلتني رسالة: \"رمز التحقق لأبشر: %s لا تشاركه مع أحد\". أنا أحاول أدخل من جوال جديد وكلمة المرور حقتي %s "
         "بس يقول إنها غلط. ورقم الطلب اللي طلع لي %s. وش أسوي؟" % (otp, pw, req))
    return C(t, [otp, pw], [req], "OTP from SMS and password; request number")


@case("ar", "aramex-invoice-vat")
def _():
    awb = nz(11)
    vat = "3" + dg(13) + "3"
    inv = "INV-" + dg(6)
    t = ("طلبت شاشة من متجر سعودي، رقم الشحنة في أرامكس %s والفاتورة رقم %s، والرقم الضريبي للمتجر مكتوب %s. "
         "هل أقدر أتأكد إن المتجر مسجل في هيئة الزكاة والضريبة والجمارك؟" % (awb, inv, vat))
    return C(t, [], [awb, inv, vat], "shipment, invoice and a shop's VAT number")


@case("fa", "card-cvv2-dynamic-pin")
def _():
    cardn = grp(luhn_complete(pick(["603799", "610433", "621986", "589210"]), 16), 4, "-")
    cvv2 = code_digits(4)
    pin2 = code_digits(6)
    track = nz(6)
    t = ("خریدم از سایت انجام نشد ولی پولش از حسابم کم شد. شماره کارت: %s، CVV2: %s، رمز پویا که برام اومد: %s. "
         "شماره پیگیری که درگاه داد %s بود. چطور پیگیری کنم پولم برگرده؟" % (cardn, cvv2, pin2, track))
    return C(t, [cardn, cvv2, pin2], [track], "card (Luhn), CVV2 and dynamic PIN; payment tracking number")


@case("fa", "melli-code-sheba")
def _():
    melli = to_digits(ir_melli(), FA_DIG)
    sheba = make_iban("IR", "0" + pick(["17", "12", "56", "15"]) + "0" + dg(18))
    reg = to_digits(nz(8), FA_DIG)
    t = ("برای ثبت نام سهام عدالت ازم کد ملی و شماره شبا خواستن. کد ملی: %s و شبا: %s. کد رهگیری ثبت نام هم %s "
         "بود. این سایت امنه؟" % (melli, sheba, reg))
    return C(t, [melli, sheba], [reg], "national code in Persian digits (check computed) and own IBAN; registration tracking code")


@case("fa", "digikala-order-persian-digits")
def _():
    order = to_digits(nz(9), FA_DIG)
    post = to_digits(nz(24), FA_DIG)
    t = ("سفارشم از دیجی کالا با کد سفارش %s هنوز نرسیده. کد رهگیری پست %s رو میزنم میگه یافت نشد. "
         "یه متن شکایت کوتاه برام بنویس." % (order, post))
    return C(t, [], [order, post], "order and postal tracking numbers in Persian digits")


@case("he", "bituach-leumi-login")
def _():
    tz = il_id()
    pw = pw_human()
    ref = nz(8)
    t = ("אני מנסה להיכנס לאזור האישי בביטוח לאומי. תעודת זהות %s, הסיסמה שלי %s, וכל פעם כתוב שהפרטים שגויים. "
         "פתחתי פנייה מספר %s ואף אחד לא חזר אליי. מה עושים?" % (tz, pw, ref))
    return C(t, [tz, pw], [ref], "Israeli ID (check computed) and password; inquiry number")


@case("he", "babysitter-door-alarm")
def _():
    door = code_digits(4)
    alarm = code_digits(4, avoid=(door,))
    phone = "054-" + dg(7)
    t = ("תכין לי הודעה לבייביסיטר: הקוד לדלת של הבניין הוא %s, הקוד לאזעקה %s (לנטרל תוך 30 שניות), "
         "והטלפון שלי %s. אנחנו חוזרים בסביבות 23:00, הילדים צריכים להיות במיטה ב-20:30." % (door, alarm, phone))
    return C(t, [door, alarm], [phone], "building door and alarm codes; phone number")


@case("he", "renovation-company-number")
def _():
    hp = il_id("51")
    inv = nz(6)
    t = ("קיבלתי חשבונית מס %s מחברת השיפוצים, ח.פ. %s. איך אני בודק ברשם החברות שהחברה פעילה לפני שאני משלם "
         "18,500 ש\"ח?" % (inv, hp))
    return C(t, [], [inv, hp], "a company's registration number (same check as an ID) and an invoice number")


@case("hi", "aadhaar-address-otp")
def _():
    aad = aadhaar()
    otp = to_digits(code_digits(6), HI_DIG)
    eid = "%s/%s/%s" % (nz(4), dg(5), dg(5))
    t = ("आधार में पता अपडेट करना है। मेरा आधार नंबर %s है और अभी SMS पर OTP आया है %s। रसीद पर नामांकन संख्या %s "
         "भी लिखी है। अब आगे क्या करूँ?" % (aad, otp, eid))
    return C(t, [aad, otp], [eid], "Aadhaar (Verhoeff computed) and OTP in Devanagari digits; enrolment number")


@case("hi", "upi-pin-sbi-note")
def _():
    acct = "3" + dg(10)
    code = ifsc("SBIN")
    pin = code_digits(6)
    ref = nz(12)
    t = ("मेरे लिए एक नोट बना दो: मेरा SBI खाता संख्या %s, IFSC %s। UPI पिन %s है, किसी को मत बताना। "
         "कल जो ₹1,500 भेजे थे उसका UPI Ref No. %s है।" % (acct, code, pin, ref))
    return C(t, [acct, pin], [code, ref], "own account and UPI PIN; IFSC and UPI Ref No.")


@case("hi", "irctc-pnr-password")
def _():
    pnr = nz(10)
    pw = pw_human()
    t = ("मेरा PNR %s है, 12952 राजधानी में वेटिंग WL 23 है। चार्ट बनने तक कन्फर्म होने के कितने चांस हैं? "
         "और IRCTC ऐप में लॉगिन नहीं हो रहा, पासवर्ड %s डाल रहा हूँ फिर भी गलत बताता है।" % (pnr, pw))
    return C(t, [pw], [pnr, "12952"], "password; PNR and train number")


@case("th", "account-form-id-atm")
def _():
    tid = th_id()
    tax = th_company()
    pin = code_digits(6)
    t = ("ช่วยกรอกแบบฟอร์มเปิดบัญชีเงินเดือนให้หน่อย เลขบัตรประชาชน %s บริษัทที่ทำงานเลขประจำตัวผู้เสียภาษี %s "
         "แล้วก็ช่วยจำรหัส ATM ใหม่ให้ด้วยนะ %s" % (tid, tax, pin))
    return C(t, [tid, pin], [tax], "Thai ID (check computed) and ATM PIN; a company's tax id of the same format")


@case("th", "lazada-ems")
def _():
    laz = nz(15)
    ems = s10("EF", "TH")
    t = ("สั่งของจาก Lazada เลขที่คำสั่งซื้อ %s ส่งทางไปรษณีย์ไทย เลขพัสดุ %s สถานะไม่ขยับมา 5 วันแล้ว ควรทำยังไงดี"
         % (laz, ems))
    return C(t, [], [laz, ems], "order number and S10 tracking number (check computed)")


@case("vi", "vneid-cccd-password")
def _():
    cccd = vn_cccd()
    pw = pw_human()
    mst = nz(10)
    t = ("Mình không đăng nhập được VNeID. Số CCCD của mình là %s, mật khẩu %s, nhập mãi vẫn báo sai. "
         "Công ty mình có mã số thuế %s, có cần cái đó để quyết toán thuế không?" % (cccd, pw, mst))
    return C(t, [cccd, pw], [mst], "citizen id and password; company tax code")


@case("vi", "deposit-account-otp")
def _():
    stk = "10" + dg(11)
    otp = code_digits(6)
    gd = "FT" + dg(5) + rs(UP + DIG, 5)
    t = ("Bạn viết giúp mình tin nhắn gửi khách thuê nhà: chuyển tiền cọc vào STK %s Vietcombank, chủ tài khoản "
         "Nguyễn Thị Lan. À, vừa có tin nhắn mã OTP %s gửi về máy mình mà mình không làm giao dịch nào, có sao không? "
         "Giao dịch gần nhất trong app là %s." % (stk, otp, gd))
    return C(t, [stk, otp], [gd], "own account and OTP; transaction reference")


@case("vi", "shopee-ghn")
def _():
    shopee = "2403%02d" % R.randint(1, 28) + rs(UP + DIG, 8)
    ghn = "GY" + rs(UP + DIG, 6)
    t = ("Đơn Shopee %s của mình giao hàng thất bại 2 lần rồi. Mã vận đơn GHN là %s. Mình nên liên hệ shop hay "
         "bên vận chuyển trước?" % (shopee, ghn))
    return C(t, [], [shopee, ghn], "order and waybill codes")


@case("id", "loan-nik-npwp")
def _():
    nik = id_nik(True)
    p = npwp()
    c = npwp()
    t = ("Tolong bantu isi formulir pinjaman. NIK saya %s, NPWP pribadi %s. Di slip gaji ada NPWP kantor %s, "
         "itu perlu dimasukkan juga nggak?" % (nik, p, c))
    return C(t, [nik, p], [c], "NIK and personal tax number; employer's tax number")


@case("id", "gopay-otp-pin")
def _():
    otp = code_digits(6)
    pin = code_digits(6, avoid=(otp,))
    va = "8808" + dg(12)
    t = ("Barusan ada SMS: \"JANGAN BERIKAN KODE INI KE SIAPAPUN. Kode verifikasi GoPay kamu: %s\". Terus ada yang "
         "telepon ngaku dari Gojek minta kode itu, aku belum kasih. PIN GoPay-ku %s, perlu diganti nggak? Tadi aku "
         "juga baru bayar tagihan ke virtual account %s." % (otp, pin, va))
    return C(t, [otp, pin], [va], "OTP and e-wallet PIN; a merchant virtual account number")


@case("id", "tokopedia-resi")
def _():
    inv = "INV/2024%02d%02d/MPL/%s" % (R.randint(1, 12), R.randint(1, 28), nz(10))
    resi = "JP" + dg(10)
    t = ("Pesanan Tokopedia nomor %s belum sampai. Nomor resi J&T %s, statusnya masih 'dalam perjalanan' dari "
         "minggu lalu. Gimana cara komplain?" % (inv, resi))
    return C(t, [], [inv, resi], "invoice and tracking numbers")


@case("tl", "gcash-ref-otp-mpin")
def _():
    ref = nz(13)
    otp = code_digits(6)
    mpin = code_digits(4)
    t = ("Nag-send ako ng 2,500 sa kapatid ko sa GCash pero hindi raw niya natanggap. Ref No. %s sa receipt. Tapos may "
         "nag-text na taga-GCash daw, hinihingi yung OTP na %s. Hindi ko binigay. Dapat ko bang palitan yung MPIN ko? "
         "%s kasi yun, baka nahulaan." % (ref, otp, mpin))
    return C(t, [otp, mpin], [ref], "OTP and MPIN; receipt Ref No. is a reference")


@case("tl", "sss-tin-philhealth")
def _():
    sss = "%s-%s-%s" % (dg(2), dg(7), dg(1))
    tin = "%s-%s-%s-000" % (nz(3), dg(3), dg(3))
    ph = "%s-%s-%s" % (dg(2), dg(9), dg(1))
    etin = "%s-%s-%s-000" % (nz(3), dg(3), dg(3))
    t = ("Pa-check naman ng form ko para sa bagong trabaho. SSS number: %s, TIN: %s, PhilHealth: %s. Yung TIN ng "
         "employer ko ay %s, tama ba na ilagay ko rin dito?" % (sss, tin, ph, etin))
    return C(t, [sss, tin, ph], [etin], "SSS, TIN and PhilHealth numbers; employer TIN")


# ============================================================================= Europe
@case("ru", "gosuslugi-passport-snils-inn")
def _():
    passport = "%02d %02d %s" % (pick([45, 46, 40, 77, 50]), R.randint(10, 23), dg(6))
    kod = "%03d-%03d" % (pick([770, 500, 780, 540]), R.randint(1, 120))
    snils = ru_snils()
    inn = ru_inn12()
    t = ("Помоги заполнить заявление на Госуслугах. Паспорт: серия и номер %s, выдан ГУ МВД России по г. Москве, "
         "код подразделения %s. СНИЛС %s, ИНН %s. В какое поле что писать?" % (passport, kod, snils, inn))
    return C(t, [passport, snils, inn], [kod], "passport, SNILS and INN (checks computed); issuing-office code")


@case("ru", "salary-details-sms-code")
def _():
    bik = "044525225"
    acct = ru_account(bik)
    sms = code_digits(6)
    t = ["Составь письмо в бухгалтерию с реквизитами для зарплаты: получатель Смирнова Анна Викторовна, счёт %s, "
         "банк ПАО Сбербанк, БИК %s, корр. счёт 30101810400000000225." % (acct, bik),
         "И ещё: мне пришла СМС «Никому не сообщайте код %s. Вход в СберБанк Онлайн». Это нормально, если я не "
         "входила?" % sms]
    return C(t, [acct, sms], [bik, "30101810400000000225"],
             "multi-message: own account (key computed with the BIK) and SMS code; bank BIK and correspondent account are public")


@case("ru", "wildberries-post-tracking")
def _():
    order = nz(9)
    trk = s10("RR", "RU")
    inn10 = ru_inn10()
    t = ("Заказала на Wildberries, номер заказа %s, но продавец отправил Почтой России. Трек-номер %s, пишет "
         "«ожидает адресата в месте вручения». В чеке ИНН продавца %s. Как продлить срок хранения?" % (order, trk, inn10))
    return C(t, [], [order, trk, inn10], "order, S10 tracking and a seller's INN (checks computed)")


@case("uk", "fop-rnokpp-id-card")
def _():
    rn = ua_rnokpp()
    idc = nz(9)
    edrpou = nz(8)
    t = ("Допоможи заповнити анкету для відкриття ФОП у Дії. Мій РНОКПП %s, номер ID-картки %s. Замовник, з яким я "
         "працюватиму, дав свій код ЄДРПОУ %s. Його теж треба десь вказувати?" % (rn, idc, edrpou))
    return C(t, [rn, idc], [edrpou], "taxpayer number (check computed) and ID card number; a company's EDRPOU code")


@case("uk", "monobank-card-iban")
def _():
    cardn = grp(luhn_complete("537541", 16), 4)
    cvv = code_digits(3)
    iban = ifmt(make_iban("UA", "322001" + "00000" + "2620" + dg(10)))
    t = ("Запам'ятай мої реквізити, щоб я щоразу не шукала: картка monobank %s, CVV %s, IBAN для переказів %s. "
         "Банк — АТ «Універсал Банк», МФО 322001." % (cardn, cvv, iban))
    return C(t, [cardn, cvv, iban], ["322001"], "own card, CVV and IBAN; bank MFO code is public")


@case("uk", "nova-poshta-ttn")
def _():
    order = nz(9)
    ttn = "2045" + dg(10)
    t = ("Замовив на Rozetka навушники, номер замовлення %s. Нова Пошта ТТН %s, статус «Відправлення отримано», "
         "а я нічого не отримував! Що робити?" % (order, ttn))
    return C(t, [], [order, ttn], "order number and waybill number")


@case("pl", "credit-card-form-pesel")
def _():
    pesel = pl_pesel()
    dow = pl_idcard()
    nip = pl_nip()
    t = ("Pomóż mi wypełnić wniosek o kartę kredytową. PESEL: %s, numer dowodu osobistego: %s. Pracodawca: Nordis "
         "Logistyka sp. z o.o., NIP %s. Czy muszę podawać też numer umowy o pracę?" % (pesel, dow, nip))
    return C(t, [pesel, dow], [nip], "PESEL and ID card number (checks computed); employer NIP (check computed)")


@case("pl", "allegro-blik-refund")
def _():
    oid = uuid4()
    blik = code_digits(6)
    iban = ifmt(pl_iban())
    t = ("Kupiłem na Allegro lodówkę (zamówienie %s), płaciłem BLIKiem, kod %s, i transakcja się wywaliła, a pieniądze "
         "zeszły. Sprzedawca chce oddać przelewem, więc podaję mu numer konta: %s. Napisz mu grzeczną wiadomość."
         % (oid, blik, iban))
    return C(t, [blik, iban], [oid], "BLIK code and own IBAN; order UUID")


@case("pl", "inpost-return-regon")
def _():
    inpost = nz(24)
    fv = "FV/%d/03/2024" % R.randint(100, 999)
    regon = pl_regon()
    t = ("Paczka z InPostu (numer przesyłki %s) wróciła do nadawcy. Na fakturze %s jest REGON sklepu %s. Jak złożyć "
         "reklamację, żeby wysłali jeszcze raz?" % (inpost, fv, regon))
    return C(t, [], [inpost, fv, regon], "parcel number, invoice number, shop REGON (check computed)")


@case("cs", "mortgage-rc-op")
def _():
    rc = cz_rc()
    op = nz(9)
    ico = cz_ico()
    t = ("Vyplňuju žádost o hypotéku. Rodné číslo %s, číslo občanského průkazu %s. Zaměstnavatel: Strojírny Hulín "
         "a.s., IČO %s. Co všechno po mně banka ještě bude chtít?" % (rc, op, ico))
    return C(t, [rc, op], [ico], "birth number and ID card number; employer IČO (checks computed)")


@case("cs", "chata-account-pin")
def _():
    acc = cz_account()
    vs = nz(10)
    pin = code_digits(4)
    t = ("Napiš kamarádovi zprávu, ať mi pošle peníze za chatu: číslo účtu %s/0800, částka 3 450 Kč, do zprávy pro "
         "příjemce 'chata Lipno'. Variabilní symbol od pronajímatele byl %s, ten tam nepatří. A připomeň mi zítra, že "
         "PIN ke kartě jsem změnil na %s." % (acc, vs, pin))
    return C(t, [acc, pin], [vs], "own account (mod 11 computed; bank code neutral) and card PIN; payment symbol")


@case("cs", "alza-zasilkovna")
def _():
    order = nz(9)
    z = "Z %s %s %s" % (dg(3), dg(4), dg(3))
    t = ("Objednávka z Alzy č. %s pořád nedorazila. Zásilkovna ukazuje číslo zásilky %s a stav 'Připravena "
         "k vyzvednutí', ale na výdejně ji nemají. Jak to reklamovat?" % (order, z))
    return C(t, [], [order, z], "order and parcel numbers")


@case("de", "freelance-invoice-steuer-id")
def _():
    sid = de_steuerid()
    sidf = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    iban = ifmt(de_iban())
    ust = de_ustid()
    t = ("Kannst du mir eine Rechnungsvorlage als Freiberuflerin bauen? Meine Daten: Lena Vogt, Steuer-ID %s, "
         "Bankverbindung %s. Der Kunde ist die Brandl Medien GmbH, USt-IdNr. %s. Muss die Steuer-ID überhaupt auf die "
         "Rechnung?" % (sidf, iban, ust))
    return C(t, [sidf, iban], [ust], "tax id (MOD 11,10 computed) and own IBAN; client's VAT id (computed)")


@case("de", "fritzbox-wlan-next-message")
def _():
    key = grp(nz(20), 4)
    t = ["Meine Schwiegereltern kommen am Wochenende. Ich schick dir gleich den WLAN-Schlüssel, kannst du daraus einen "
         "kleinen Zettel für sie machen?",
         "Netzwerk: FRITZ!Box 7590 KL, Schlüssel: %s. Steht so hinten auf der Box." % key]
    return C(t, [key], [], "multi-message: Wi-Fi key announced, then given")


@case("de", "dentist-kvnr-ausweis")
def _():
    kv = de_kvnr()
    ik = "10" + dg(7)
    ausw = pick("LMNPRTVWXY") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    t = ("Die neue Zahnarztpraxis will ein Formular: Krankenversichertennummer %s, Kasse TK, Institutionskennzeichen "
         "%s. Und die Ausweisnummer: %s. Ist das nicht ein bisschen viel für einen Kontrolltermin?" % (kv, ik, ausw))
    return C(t, [kv, ausw], [ik], "health insurance number (check computed) and ID card number; insurer IK number")


@case("de", "vorkasse-shop-iban")
def _():
    iban = ifmt(de_iban())
    re = "RE-2024-" + dg(5)
    dhl = "00340434" + dg(12)
    t = ("Ich habe bei einem kleinen Onlineshop bestellt und soll per Vorkasse überweisen: Empfänger Kaffeerösterei "
         "Lindner, IBAN %s, BIC COBADEFFXXX, Verwendungszweck %s. Die DHL-Sendungsnummer %s kam schon per Mail, "
         "obwohl ich noch nicht bezahlt habe. Ist das seriös?" % (iban, re, dhl))
    return C(t, [], [iban, "COBADEFFXXX", re, dhl], "a shop's IBAN for payment, BIC, reference, tracking number")


@case("fr", "ameli-nir-password")
def _():
    nir = fr_nir()
    pw = pw_human()
    s = fr_siret()
    siret = "%s %s %s %s" % (s[:3], s[3:6], s[6:9], s[9:])
    t = ("Je n'arrive pas à me connecter à mon compte Ameli. Numéro de sécurité sociale : %s, mot de passe : %s. "
         "Ça me met « identifiants incorrects ». Au passage, sur mon attestation employeur il y a le SIRET %s, ça sert "
         "pour l'arrêt maladie ?" % (nir, pw, siret))
    return C(t, [nir, pw], [siret], "NIR (key computed) and password; employer SIRET (Luhn computed)")


@case("fr", "sepa-mandate-rib")
def _():
    iban = ifmt(fr_iban())
    ics = "FR%sZZZ%s" % (dg(2), dg(6))
    t = ("Mon nouveau fournisseur d'électricité me demande un mandat SEPA. Voici mon IBAN : %s, BIC BNPAFRPPXXX. Sur "
         "le mandat, l'identifiant créancier SEPA est %s. Je dois signer où exactement ?" % (iban, ics))
    return C(t, [iban], ["BNPAFRPPXXX", ics], "own IBAN (RIB key computed); BIC and creditor identifier")


@case("fr", "airbnb-digicode-wifi")
def _():
    resa = "HM" + rs(UP + DIG, 8)
    digi = dg(4) + pick("AB")
    box = code_digits(4)
    wifi = pw_human()
    t = ("Tu peux m'écrire un message d'accueil pour mes voyageurs Airbnb (réservation %s) ? Le digicode de "
         "l'immeuble est %s, c'est au 3e gauche, la clé est dans la boîte à clés, code %s. Le Wi-Fi : Livebox-8A2F, "
         "mot de passe %s." % (resa, digi, box, wifi))
    return C(t, [digi, box, wifi], [resa], "door code, key-box code and Wi-Fi password; booking code")


@case("fr", "colissimo-tva-vendeur")
def _():
    colis = "6A" + dg(11)
    cmd = "CMD-" + dg(7)
    tva = fr_tva(fr_siren())
    t = ("Mon colis Colissimo %s est bloqué depuis une semaine. Sur la facture (commande %s) il y a le numéro de TVA "
         "intracommunautaire du vendeur, %s. Est-ce que je peux vérifier qu'il existe vraiment ?" % (colis, cmd, tva))
    return C(t, [], [colis, cmd, tva], "tracking, order and a seller's VAT number (key computed)")


@case("es", "caixabank-dni-password")
def _():
    dni = es_dni()
    pw = pw_human()
    cif = es_cif()
    t = ("Me he quedado bloqueado en la app de CaixaBank. Mi DNI es %s y la contraseña que uso es %s. En la nómina "
         "aparece el CIF de la empresa, %s. ¿Me lo pueden pedir para verificar la identidad?" % (dni, pw, cif))
    return C(t, [dni, pw], [cif], "DNI (letter computed) and password; company CIF (control computed)")


@case("es", "mx-clabe-rfc-factura")
def _():
    clabe = mx_clabe()
    y, m, d = rand_date(1975, 1999)
    rfc = "GOMA%02d%02d%02d%s" % (y % 100, m, d, rs(UP + DIG, 3))
    folio = uuid4(upper=True)
    t = ("Oye, ¿me ayudas a redactar un correo para mi cliente? Le mando mi factura y necesito que me deposite a mi "
         "CLABE %s (BBVA). Mi RFC es %s. El folio fiscal de la factura es %s, por si lo pide contabilidad."
         % (clabe, rfc, folio))
    return C(t, [clabe, rfc], [folio], "own CLABE (check computed) and RFC; CFDI folio UUID")


@case("es", "ar-cbu-homebanking")
def _():
    cbu = ar_cbu()
    clave = pw_human()
    cuit = ar_cuit("30")
    t = ("Che, le tengo que pasar a mi jefe el CBU para que me depositen el sueldo: %s. Ah, y anotame la clave del "
         "home banking que la cambié ayer: %s. El CUIT de la empresa es %s, ¿lo tengo que poner en algún lado?"
         % (cbu, clave, cuit))
    return C(t, [cbu, clave], [cuit], "own CBU (checks computed) and password; company CUIT (computed)")


@case("es", "ngo-donation-renfe")
def _():
    iban = ifmt(es_iban())
    loc = rs(UP + DIG, 6)
    t = ("Quiero hacer un donativo a la protectora de animales de mi barrio. Me han pasado su cuenta: %s, concepto "
         "«Donativo marzo». ¿Desgrava en la renta? Y otra cosa: el localizador del tren que tengo que cancelar es %s, "
         "¿se puede hacer desde la web de Renfe?" % (iban, loc))
    return C(t, [], [iban, loc], "an NGO's IBAN for a donation (checks computed); train booking locator")


@case("pt", "br-bank-cpf-senha")
def _():
    cpf = br_cpf()
    senha = pw_human()
    cnpj = br_cnpj()
    t = ("Tô tentando acessar o app do banco e dá erro. CPF %s, senha %s. Também preciso informar o CNPJ da empresa "
         "onde trabalho pra portabilidade de salário: %s. O que pode ser?" % (cpf, senha, cnpj))
    return C(t, [cpf, senha], [cnpj], "CPF (computed) and password; employer CNPJ (computed)")


@case("pt", "pt-insurance-nif-iban")
def _():
    nif = pt_nif()
    iban = ifmt(pt_iban())
    ent = nz(5)
    refmb = grp(nz(9), 3)
    t = ("Preciso de ajuda com o formulário de reembolso da seguradora. NIF %s, IBAN para o reembolso %s. Já paguei a "
         "franquia por Multibanco (entidade %s, referência %s). Onde ponho isto tudo?" % (nif, iban, ent, refmb))
    return C(t, [nif, iban], [ent, refmb], "NIF and own IBAN (checks computed); Multibanco payment entity and reference")


@case("pt", "br-mercadolivre-rastreio")
def _():
    ped = "2000" + dg(12)
    trk = s10(pick(["NL", "QB", "LB"]), "BR")
    cep = "%05d-%03d" % (R.randint(1000, 99999), R.randint(0, 999))
    t = ("Comprei no Mercado Livre (pedido %s) e o código de rastreio %s não atualiza há 10 dias. O CEP de entrega é "
         "%s, será que tá errado? Como abro reclamação?" % (ped, trk, cep))
    return C(t, [], [ped, trk, cep], "order number, tracking code (check computed), postal code")


@case("it", "cup-codice-fiscale-tessera")
def _():
    cf = it_cf("Esposito", "Chiara", True)
    ts = "80380" + dg(15)
    piva = it_piva()
    t = ("Devo prenotare una visita sul portale della Regione. Mi chiede il codice fiscale (%s) e il numero di "
         "identificazione della tessera sanitaria, che è %s. La clinica privata invece mi ha mandato la sua partita IVA "
         "%s per la fattura: serve a me?" % (cf, ts, piva))
    return C(t, [cf, ts], [piva], "codice fiscale (check computed) and health card number; clinic VAT number (computed)")


@case("it", "posteid-otp-pin-iban")
def _():
    otp = code_digits(6)
    iban = ifmt(it_iban())
    pin = code_digits(5)
    pratica = nz(8)
    t = ("Ho ricevuto un SMS: \"PosteID: il codice per autorizzare l'operazione è %s\". Non ho fatto niente io! Ho "
         "paura che abbiano il mio IBAN %s. Per sicurezza cambio il PIN del bancomat (%s)? La pratica aperta con "
         "Poste è la n. %s." % (otp, iban, pin, pratica))
    return C(t, [otp, iban, pin], [pratica], "OTP, own IBAN and card PIN; case number")


@case("it", "scarpe-codice-sconto")
def _():
    ordine = nz(9)
    brt = nz(15)
    t = ("Ho ordinato su un sito di scarpe, ordine n. %s, e il codice sconto PRIMAVERA15 non è stato applicato. Il "
         "segnacollo BRT è %s. Mi scrivi una mail per chiedere il rimborso della differenza?" % (ordine, brt))
    return C(t, [], [ordine, "PRIMAVERA15", brt], "order number, promo code, tracking number")


@case("nl", "aangifte-bsn-digid")
def _():
    bsn = nl_bsn()
    pw = pw_human()
    kvk = nz(8)
    t = ("Ik krijg mijn belastingaangifte niet verstuurd. Mijn BSN is %s, DigiD-wachtwoord %s, maar hij blijft om de "
         "sms-code vragen en die komt niet. Mijn werkgever staat in de KvK onder %s, maakt dat uit?" % (bsn, pw, kvk))
    return C(t, [bsn, pw], [kvk], "BSN (11-proof computed) and password; employer KvK number")


@case("nl", "huisgenoten-iban-pincode")
def _():
    iban = ifmt(nl_iban())
    kenmerk = grp(nz(16), 4)
    pin = code_digits(4)
    t = ("Kun je een berichtje voor mijn huisgenoten maken? Iedereen moet 43,50 euro overmaken naar mijn rekening %s "
         "t.n.v. S. de Vries, voor de energierekening (betalingskenmerk van Vattenfall: %s). En onthoud even dat mijn "
         "nieuwe pincode %s is." % (iban, kenmerk, pin))
    return C(t, [iban, pin], [kenmerk], "own IBAN and PIN; supplier payment reference")


@case("nl", "bol-postnl")
def _():
    bol = nz(10)
    tt = "3S" + rs(UP, 4) + dg(7)
    t = ("Mijn bol.com-bestelling %s staat al drie dagen op 'bezorgd', maar ik heb niks gekregen. PostNL track & trace "
         "%s. Hoe dien ik een klacht in?" % (bol, tt))
    return C(t, [], [bol, tt], "order and tracking numbers")


@case("sv", "bankid-code-personnummer")
def _():
    code = code_digits(6)
    pnr, _y = se_pnr()
    org = se_orgnr()
    t = ("Jag har glömt min säkerhetskod till BankID igen. Den nya koden blir %s, spara den åt mig. Mitt personnummer "
         "är %s om det behövs. Förresten, på lönespecen står arbetsgivarens organisationsnummer %s, vad används det "
         "till?" % (code, pnr, org))
    return C(t, [code, pnr], [org], "BankID code and personnummer (Luhn computed); company organisationsnummer (Luhn computed)")


@case("sv", "granne-portkod-larm")
def _():
    port = code_digits(4)
    larm = code_digits(4, avoid=(port,))
    phone = "070-%s %s %s" % (dg(3), dg(2), dg(2))
    t = ("Skriv ett kort sms till grannen som ska vattna blommorna: portkoden är %s, larmet stänger hon av med %s och "
         "sedan OFF. Nyckeln ligger under den blå krukan. Hon kan ringa mig på %s." % (port, larm, phone))
    return C(t, [port, larm], [phone], "door and alarm codes; phone number")


@case("sv", "bankgiro-ocr-kolli")
def _():
    bg = "%d-%04d" % (R.randint(100, 9999), R.randint(0, 9999))
    ocr = se_ocr()
    kolli = "0037" + dg(16)
    t = ("Fakturan från elbolaget ska betalas till bankgiro %s med OCR-nummer %s, förfallodag 30 april. Kan du visa hur "
         "jag lägger in det i appen? Och hur spårar jag paketet från PostNord med kolli-ID %s?" % (bg, ocr, kolli))
    return C(t, [], [bg, ocr, kolli], "a company's bankgiro, OCR reference (Luhn computed), parcel id")


@case("da", "nemkonto-cpr")
def _():
    y, m, d = rand_date(1955, 2000)
    cpr = "%02d%02d%02d-%s" % (d, m, y % 100, dg(4))
    reg = nz(4)
    konto = nz(10)
    t = ("Jeg skal oprette min NemKonto i den nye bank. CPR-nummer %s, reg.nr. %s og kontonummer %s. Hvad sker der med "
         "min gamle NemKonto i Danske Bank?" % (cpr, reg, konto))
    return C(t, [cpr, konto], [reg], "CPR number (no check) and own account; bank registration number is public")


@case("da", "gls-webshop-cvr")
def _():
    ordre = nz(8)
    gls = nz(11)
    cvr = dk_cvr()
    t = ("Min pakke fra en webshop (ordrenummer %s) er aldrig kommet. GLS-pakkenummer %s. Webshoppen har CVR-nummer "
         "%s. Kan jeg klage til Forbrugerklagenævnet?" % (ordre, gls, cvr))
    return C(t, [], [ordre, gls, cvr], "order, parcel and company CVR (mod 11 computed)")


@case("no", "skattemelding-fnr-bankid")
def _():
    fnr = no_fnr()
    pw = pw_human()
    org = no_orgnr()
    t = ("Kan du hjelpe meg med skattemeldingen? Fødselsnummeret mitt er %s og BankID-passordet er %s, men jeg får "
         "feilmelding når jeg logger inn. Arbeidsgiveren min har organisasjonsnummer %s." % (fnr, pw, org))
    return C(t, [fnr, pw], [org], "fødselsnummer (both checks computed) and password; organisation number (computed)")


@case("no", "depositum-konto-kid")
def _():
    kid = luhn_complete(nz(1), 15)
    konto = no_account()
    pin = code_digits(4)
    t = ("Husleia betaler jeg med KID %s, men utleier skal betale depositumet tilbake til kontoen min, %s. Skriv en "
         "kort melding til ham. Og husk at jeg har byttet PIN-koden på bankkortet til %s." % (kid, konto, pin))
    return C(t, [konto, pin], [kid], "own account (mod 11 computed) and PIN; KID payment reference (Luhn)")


@case("fi", "kela-hetu-salasana")
def _():
    hetu = fi_hetu()
    y = fi_ytunnus()
    pw = pw_human()
    t = ("Täytän Kelan hakemusta. Henkilötunnukseni on %s ja työnantajan Y-tunnus on %s. Muista myös, että "
         "verkkopankin salasana on nykyään %s." % (hetu, y, pw))
    return C(t, [hetu, pw], [y], "henkilötunnus (check computed) and password; company Y-tunnus (computed)")


@case("fi", "mokki-avainboksi")
def _():
    ovi = code_digits(4)
    hal = code_digits(4, avoid=(ovi,))
    var = nz(7)
    t = ("Kirjoita vuokramökin vieraille ohje: avainboksin koodi on %s, hälytin kytketään pois koodilla %s. Sauna "
         "lämpenee noin tunnissa. Varausnumero on %s, jos he soittavat meille." % (ovi, hal, var))
    return C(t, [ovi, hal], [var], "key-box and alarm codes; booking number")


@case("fi", "vastike-viitenumero")
def _():
    iban = ifmt(fi_iban())
    viite = fi_viite()
    t = ("Taloyhtiön vastikelasku: maksetaan tilille %s, viitenumero %s, eräpäivä 5.4. Voinko tehdä tästä e-laskun, "
         "ettei tarvitse joka kuukausi kirjoittaa?" % (iban, viite))
    return C(t, [], [iban, viite], "a housing company's IBAN and reference number (7-3-1 computed)")


@case("hu", "taj-adoazonosito")
def _():
    taj = hu_taj()
    ado = hu_adoazon()
    ceg = hu_company_tax()
    t = ("Az új munkahelyen kérik az adataimat. A TAJ-számom %s, az adóazonosító jelem %s. A cég adószáma %s, azt is be "
         "kell írnom valahova a belépő nyomtatványon?" % (taj, ado, ceg))
    return C(t, [taj, ado], [ceg], "TAJ and tax id (checks computed); company tax number (computed)")


@case("hu", "emag-mpl-csomag")
def _():
    rend = nz(9)
    mpl = s10("RL", "HU")
    t = ("Az eMAG-os rendelésem (%s) még mindig nem jött meg, a csomagszám %s. Írnál egy panaszlevelet az MPL-nek?"
         % (rend, mpl))
    return C(t, [], [rend, mpl], "order and tracking numbers")


@case("ro", "ghiseul-cnp-parola")
def _():
    cnp = ro_cnp()
    pw = pw_human()
    cui = "RO" + ro_cui()
    t = ("Nu mă pot loga pe ghiseul.ro să plătesc impozitul. CNP-ul meu e %s, parola %s. Pe factura de la firma de "
         "construcții scrie CUI %s, are vreo legătură cu contul meu?" % (cnp, pw, cui))
    return C(t, [cnp, pw], [cui], "CNP (check computed) and password; company CUI (computed)")


@case("ro", "chirias-iban-pin")
def _():
    iban = ifmt(make_iban("RO", "BTRL" + "RONCRT0" + dg(9)))
    pin = code_digits(4)
    t = ("Ajută-mă să scriu un mesaj pentru chiriaș: chiria se plătește în contul meu %s, Banca Transilvania, cod SWIFT "
         "BTRLRO22. Și notează-ți, te rog, că PIN-ul nou de la card e %s." % (iban, pin))
    return C(t, [iban, pin], ["BTRLRO22"], "own IBAN and card PIN; bank SWIFT code")


@case("el", "emvolio-amka-taxisnet")
def _():
    amka = gr_amka()
    afm = gr_afm("1")
    pw = pw_human()
    cafm = gr_afm("0")
    t = ("Θέλω να κλείσω ραντεβού για εμβόλιο. ΑΜΚΑ %s, ΑΦΜ %s. Οι κωδικοί μου στο Taxisnet είναι χρήστης gpapad78 "
         "και συνθηματικό %s. Η εταιρεία που δουλεύω έχει ΑΦΜ %s, χρειάζεται κι αυτό;" % (amka, afm, pw, cafm))
    return C(t, [amka, afm, pw], [cafm], "AMKA (Luhn) and AFM (computed) and password; company AFM")


@case("el", "dei-rf-acs")
def _():
    rf = rf_ref(nz(15))
    acs = nz(10)
    t = ("Ο λογαριασμός της ΔΕΗ λέει να πληρώσω με κωδικό ηλεκτρονικής πληρωμής %s. Επίσης ένα δέμα με ACS, αριθμός "
         "αποστολής %s, δεν έχει έρθει ακόμα. Βοήθησέ με και με τα δύο." % (rf, acs))
    return C(t, [], [rf, acs], "RF creditor reference (ISO 11649 computed) and a shipment number")


@case("tr", "edevlet-tc-sifre")
def _():
    tc = tr_tckn()
    pw = pw_human()
    vkn = tr_vkn()
    t = ("e-Devlet'e giremiyorum. TC kimlik numaram %s, şifrem %s. Bir de işverenimin vergi numarası %s, SGK hizmet "
         "dökümünde görünmesi gerekiyor mu?" % (tc, pw, vkn))
    return C(t, [tc, pw], [vkn], "TC kimlik (checks computed) and password; employer tax number (computed)")


@case("tr", "depozito-iban-sifre")
def _():
    iban = ifmt(make_iban("TR", pick(["00010", "00062", "00046", "00064"]) + "0" + dg(16)))
    dek = nz(10)
    pin = code_digits(4)
    t = ("Ev sahibine bir mesaj yazar mısın: depozitoyu şu IBAN'a iade etsin: %s, alıcı Elif Yıldız. Son kira "
         "ödemesinin dekont numarası %s. Bir de kredi kartının şifresini %s yaptım, unutmayayım." % (iban, dek, pin))
    return C(t, [iban, pin], [dek], "own IBAN and card PIN; receipt number")


@case("tr", "trendyol-kargo")
def _():
    siparis = nz(9)
    takip = nz(12)
    fatura = "TRE2024" + dg(9)
    t = ("Trendyol'dan aldığım ayakkabı (sipariş no %s) kargoda kayboldu galiba. Yurtiçi Kargo takip numarası %s. "
         "Faturada %s yazıyor. İade talebini nasıl açarım?" % (siparis, takip, fatura))
    return C(t, [], [siparis, takip, fatura], "order, tracking and invoice numbers")


# ============================================================================= Swahili
@case("sw", "mpesa-till-confirmation")
def _():
    code = pick("SRTU") + rs(UP, 2) + rs(UP + DIG, 7)
    till = nz(6)
    t = ("Nimepokea ujumbe huu lakini sijui kama pesa imefika kwa mwenye duka:\n\n\"%s Confirmed. Ksh1,250.00 paid to "
         "MAMA NJERI SHOP. on 12/3/24 at 4:17 PM. New M-PESA balance is Ksh3,480.50. Transaction cost, Ksh0.00.\"\n\n"
         "Namba ya till ilikuwa %s. Nifanye nini kama hajapokea?" % (code, till))
    return C(t, [code], [till], "M-Pesa confirmation code (settled: secret); merchant till number")


@case("sw", "akaunti-id-kra-pin")
def _():
    idn = nz(8)
    kra = "A" + dg(9) + rs(UP, 1)
    mpin = code_digits(4)
    phone = "07%s %s%s" % (dg(2), dg(3), dg(3))
    t = ("Naomba unisaidie kujaza fomu ya kufungua akaunti ya benki. Namba yangu ya kitambulisho ni %s, KRA PIN %s, "
         "simu %s. Pia nikumbushe kwamba PIN yangu mpya ya M-Pesa ni %s, nisije nikasahau." % (idn, kra, phone, mpin))
    return C(t, [idn, kra, mpin], [phone], "national id, KRA PIN (tax id) and M-Pesa PIN; phone number")


@case("sw", "tokens-paybill-jumia")
def _():
    meter = nz(11)
    jumia = nz(9)
    t = ("Nataka kununua tokens za umeme. Paybill ni 888880 na namba ya akaunti ni namba ya mita %s, sivyo? Na oda "
         "yangu ya Jumia %s bado haijafika, niandikie ujumbe wa malalamiko." % (meter, jumia))
    return C(t, [], ["888880", meter, jumia], "paybill number, meter number and order number")


# ----------------------------------------------------------------------------- validation and output
BAD_CATS = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def is_ascii_alnum(ch):
    return ch in AL


def occurrences(text, v):
    out = []
    i = text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def bad_chars(s, allow_newline):
    bad = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if unicodedata.category(ch) in BAD_CATS or ch in "\t\\\ufeff\u0085":
            bad.append(repr(ch))
    return bad


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c["id"]
        where = cid
        if cid in ids:
            errs.append("%s: duplicate id" % where)
        ids.add(cid)
        parts = cid.split("-", 2)
        if len(parts) != 3 or parts[0] != PREFIX or len(parts[1]) != 3 or not parts[1].isdigit() or not parts[2]:
            errs.append("%s: bad id" % where)
        if not (len(c["lang"]) == 2 and c["lang"].isascii() and c["lang"].islower()):
            errs.append("%s: bad lang" % where)
        t = c["text"]
        for key in ("text", "note", "lang", "id"):
            b = bad_chars(c[key], key == "text")
            if b:
                errs.append("%s: YAML-hostile characters in %s: %s" % (where, key, b[:5]))
        for v in c["secrets"] + c["lookalikes"]:
            b = bad_chars(v, True)
            if b:
                errs.append("%s: YAML-hostile characters in value %r" % (where, v))
        if t != t.strip() or not t:
            errs.append("%s: text has outer whitespace or is empty" % where)
        if not c["note"]:
            errs.append("%s: empty note" % where)
        S, L = c["secrets"], c["lookalikes"]
        if len(set(S)) != len(S) or len(set(L)) != len(L):
            errs.append("%s: duplicate value in a list" % where)
        if set(S) & set(L):
            errs.append("%s: value both secret and look-alike" % where)
        if not S and not L:
            errs.append("%s: case with no listed value" % where)
        for v in S + L:
            if not v or v != v.strip():
                errs.append("%s: empty or padded value %r" % (where, v))
                continue
            occ = occurrences(t, v)
            if not occ:
                errs.append("%s: value not in text: %r" % (where, v))
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append("%s: short value occurs %d times: %r" % (where, len(occ), v))
            for a, b in occ:
                before = t[a - 1] if a > 0 else ""
                after = t[b] if b < len(t) else ""
                if v[0].isdigit() and before.isdigit():
                    errs.append("%s: number embedded in a longer number: %r" % (where, v))
                if v[-1].isdigit() and after.isdigit():
                    errs.append("%s: number embedded in a longer number: %r" % (where, v))
                if is_ascii_alnum(v[0]) and before and is_ascii_alnum(before):
                    errs.append("%s: value glued to a preceding token: %r" % (where, v))
                if is_ascii_alnum(v[-1]) and after and is_ascii_alnum(after):
                    errs.append("%s: value glued to a following token: %r" % (where, v))
        sec_spans = [(a, b, v) for v in S for a, b in occurrences(t, v)]
        look_spans = [(a, b, v) for v in L for a, b in occurrences(t, v)]
        for a, b, v in sec_spans:
            for x, y, w in look_spans:
                if a < y and x < b:
                    errs.append("%s: secret %r overlaps look-alike %r" % (where, v, w))
    return errs


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + yq(c["id"]))
        out.append("    lang: " + yq(c["lang"]))
        out.append("    text: " + yq(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append("    %s:" % key)
                for v in c[key]:
                    out.append("      - " + yq(v))
            else:
                out.append("    %s: []" % key)
        out.append("    note: " + yq(c["note"]))
    return "\n".join(out) + "\n"


def build():
    cases = []
    for i, (lang, slug, fn) in enumerate(CASES, 1):
        d = fn()
        cases.append({"id": "%s-%03d-%s" % (PREFIX, i, slug), "lang": lang, "text": d["text"],
                      "secrets": d["secrets"], "lookalikes": d["lookalikes"], "note": d["note"]})
    return cases


def self_test():
    """Check the check-digit helpers against well-known published examples (not used in the set)."""
    ok = (iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432")
          and luhn_ok("4242424242424242") and not luhn_ok("4242424242424241")
          and verhoeff_digit("236") == "3" and verhoeff_ok("2363")
          and rf_ref("539007547034") == "RF18539007547034"
          and mod11_10("8609574271") == "9")
    return ok


def main():
    if not self_test():
        print("ERROR check-digit self-test failed", file=sys.stderr)
        return 1
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 2
    cases = build()
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR " + e, file=sys.stderr)
        print("%d problem(s); nothing written" % len(errs), file=sys.stderr)
        return 1
    data = dump(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    n_pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes, %d languages"
          % (sys.argv[1], len(cases), n_pos, len(cases) - n_pos, sum(len(c["secrets"]) for c in cases),
             sum(len(c["lookalikes"]) for c in cases), len({c["lang"] for c in cases})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
