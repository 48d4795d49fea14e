#!/usr/bin/env python3
"""Deterministic generator of frozen held-out set v30 for a secret-redaction filter.
Usage: python3 make_heldout_v30.py heldout_v30.yaml
Stdlib only; all randomness from random.Random(30)."""
import sys, json, string, random, hashlib

R = random.Random(30)
UP = string.ascii_uppercase; LO = string.ascii_lowercase; DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
URLS = AN + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
SYM = "!#%*-_.@+=?"

def r(al, n): return "".join(R.choice(al) for _ in range(n))
def dg(n): return str(R.randint(1, 9)) + r(DG, n - 1)
def hexs(n): return r(HEX, n)
def uuid4():
    h = list(hexs(32)); h[12] = "4"; h[16] = R.choice("89ab"); h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

WORDS = ("amber anchor apple arrow autumn badger bamboo banjo basket beacon birch bishop blanket "
         "border bramble breeze bridge bronze cactus camel candle canyon carbon castle cedar cherry "
         "cinder clover cobalt comet copper coral cotton crystal dagger desert dolphin dragon eagle "
         "ember falcon fennel ferry fiddle forest fossil garden ginger glacier granite gravel harbor "
         "hazel helmet hollow island ivory jacket jasmine jungle kettle kitten ladder lantern lemon "
         "lizard magnet mango maple marble meadow mirror monkey muffin nectar noble oasis olive "
         "orbit otter paddle panda pepper pebble pilot planet pocket puzzle quartz rabbit raven "
         "ribbon river rocket saddle salmon satin shadow silver sketch spider spruce summit sunset "
         "tablet thunder ticket timber tomato tunnel turtle velvet violin walnut willow winter yellow zebra").split()

def pw_rand(n=None):
    n = n or R.randint(12, 20)
    while True:
        s = r(AN + SYM, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s):
            return s

def pw_human():
    a = R.choice(WORDS); b = R.choice(WORDS); k = R.randint(0, 4)
    if k == 0: return f"{a.capitalize()}{R.randint(10, 99)}{R.choice('!#*?.')}{b}"
    if k == 1: return f"{a}_{b.capitalize()}{R.randint(1970, 2019)}"
    if k == 2: return f"{a.capitalize()}{R.choice('!#*?.')}{b.capitalize()}{R.randint(100, 999)}"
    if k == 3: return f"{a[:3].upper()}{R.randint(1000, 9999)}{b}{R.choice('!#*?')}"
    return f"{a.capitalize()}.{b}.{R.randint(10, 99)}{R.choice('!#*?')}"

def phrase(k=4, sep="-"): return sep.join(R.choice(WORDS) for _ in range(k))
def pin(n=4):
    while True:
        p = r(DG, n)
        if len(set(p)) > 1: return p

# ---------- check-digit algorithms ----------
def luhn_digit(payload):
    tot = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)
def luhn_ok(s):
    s = "".join(c for c in s if c.isdigit())
    return luhn_digit(s[:-1]) == s[-1]

def card(kind="visa"):
    if kind == "visa": pre, L = "4" + r(DG, 5), 16
    elif kind == "mc": pre, L = str(R.randint(51, 55)) + r(DG, 4), 16
    elif kind == "amex": pre, L = R.choice(["34", "37"]) + r(DG, 4), 15
    elif kind == "disc": pre, L = "6011" + r(DG, 2), 16
    elif kind == "unionpay": pre, L = "62" + r(DG, 4), 19
    elif kind == "mir": pre, L = "220" + str(R.randint(0, 4)) + r(DG, 2), 16
    elif kind == "shetab": pre, L = R.choice(["603799", "610433", "627412", "603770"]), 16
    else: raise ValueError(kind)
    body = pre + r(DG, L - 1 - len(pre))
    c = body + luhn_digit(body); assert luhn_ok(c); return c
def fmt_card(c, sep=" "):
    if len(c) == 15: return sep.join([c[:4], c[4:10], c[10:]])
    return sep.join(c[i:i + 4] for i in range(0, len(c), 4))

def iban_cd(cc, bban):
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    return "%02d" % (98 - int(num) % 97)
def iban_ok(i):
    i = i.replace(" ", ""); s = i[4:] + i[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1
def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return "0" if c == 11 else ("1" if c == 10 else str(c))
CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
def _cf_val(ch, odd):
    idx = int(ch) if ch.isdigit() else ord(ch) - 65
    return CF_ODD[idx] if odd else idx
def cf_char(s):  # Italian codice fiscale / CIN control character
    return chr(65 + sum(_cf_val(ch, i % 2 == 0) for i, ch in enumerate(s)) % 26)
def mk_iban(cc):
    if cc == "DE": bban = dg(8) + r(DG, 10)
    elif cc == "FR":
        b, g, a = r(DG, 5), r(DG, 5), r(DG, 11)
        bban = b + g + a + "%02d" % (97 - (89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
    elif cc == "ES":
        b, g, a = r(DG, 4), r(DG, 4), r(DG, 10)
        bban = b + g + es_dc("00" + b + g) + es_dc(a) + a
    elif cc == "NL":
        while True:
            a = "0" + r(DG, 9)
            if sum(int(d) * (10 - i) for i, d in enumerate(a)) % 11 == 0: break
        bban = R.choice(["ABNA", "RABO", "INGB", "SNSB", "TRIO", "KNAB"]) + a
    elif cc == "BE":
        n = r(DG, 10); c = int(n) % 97 or 97; bban = n + "%02d" % c
    elif cc == "PL":
        b = r(DG, 7); w = [3, 9, 7, 1, 3, 9, 7]
        b += str((10 - sum(int(x) * y for x, y in zip(b, w)) % 10) % 10)
        bban = b + r(DG, 16)
    elif cc == "IT":
        rest = r(DG, 5) + r(DG, 5) + r(DG, 12); bban = cf_char(rest) + rest
    elif cc == "PT":
        n = r(DG, 19); bban = n + "%02d" % (98 - (int(n) * 100) % 97)
    elif cc == "GB": bban = R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + r(DG, 14)
    elif cc == "TR": bban = r(DG, 5) + "0" + r(DG, 16)
    elif cc == "RO": bban = R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + r(UP + DG, 16)
    elif cc == "SA": bban = r(DG, 2) + r(UP + DG, 18)
    elif cc == "IR": bban = r(DG, 22)
    else:
        L = {"AT": 16, "CH": 17, "SE": 20, "NO": 11, "DK": 14, "FI": 14, "CZ": 20, "HU": 24,
             "GR": 23, "UA": 25, "AE": 19, "IL": 19, "LU": 16, "IE": 18}[cc]
        bban = (R.choice(["AIBK", "BOFI"]) + r(DG, 14)) if cc == "IE" else r(DG, L)
    i = cc + iban_cd(cc, bban) + bban
    assert iban_ok(i); return i
def fmt_iban(i): return " ".join(i[k:k + 4] for k in range(0, len(i), 4))

def cpf():
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1: break
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1))); c = (s * 10) % 11
        d.append(0 if c == 10 else c)
    s = "".join(map(str, d)); return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"
def pesel():
    y = R.randint(1960, 2005); m = R.randint(1, 12) + (20 if y >= 2000 else 0); d = R.randint(1, 28)
    s = "%02d%02d%02d" % (y % 100, m, d) + r(DG, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)
def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10); return "".join(map(str, d))
def bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        c = sum(x * (9 - i) for i, x in enumerate(d)) % 11
        if c < 10: return "".join(map(str, d)) + str(c)
def dni():
    n = r(DG, 8); return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
def cn_id():
    reg = R.choice(["110105", "310104", "440305", "510107", "330106", "320102"])
    s = reg + "%04d%02d%02d" % (R.randint(1965, 2002), R.randint(1, 12), R.randint(1, 28)) + r(DG, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]
def kr_rrn():
    y = R.randint(60, 99)
    s = "%02d%02d%02d" % (y, R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + r(DG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s += str((11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10)
    return s[:6] + "-" + s[6:]
def jp_mynumber():
    p = r(DG, 11); tot = 0
    for n in range(1, 12):
        q = n + 1 if n <= 6 else n - 5
        tot += int(p[11 - n]) * q
    rem = tot % 11; c = 0 if rem <= 1 else 11 - rem
    s = p + str(c); return f"{s[:4]} {s[4:8]} {s[8:]}"
def il_id():
    s = r(DG, 8); tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2); tot += v - 9 if v > 9 else v
    return s + str((10 - tot % 10) % 10)
def se_pnr():
    s = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + r(DG, 3)
    return s[:6] + "-" + s[6:] + luhn_digit(s)
def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99); z = R.randint(2, 899)
    n = int("%02d%02d%02d%03d" % (dd, mm, yy, z))
    return "%02d%02d%02d-%03d" % (dd, mm, yy, z) + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]
def no_fnr():
    while True:
        s = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + r(DG, 3)
        d = list(map(int, s))
        k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10: continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10: continue
        return s + str(k1) + str(k2)
def ro_cnp():
    s = R.choice("12") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 46) + r(DG, 3)
    c = sum(int(a) * int(b) for a, b in zip(s, "279146358279")) % 11
    return s + ("1" if c == 10 else str(c))
def gr_afm():
    s = r(DG, 8); c = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(s)) % 11 % 10
    return s + str(c)
def gr_amka():
    s = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + r(DG, 4)
    return s + luhn_digit(s)
def ru_inn12():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(9)]
    d.append(sum(a * b for a, b in zip(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    d.append(sum(a * b for a, b in zip(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, d))
def ru_snils():
    d = r(DG, 9); s = sum(int(a) * (9 - i) for i, a in enumerate(d))
    if s < 100: c = s
    elif s in (100, 101): c = 0
    else:
        c = s % 101; c = 0 if c == 100 else c
    return f"{d[:3]}-{d[3:6]}-{d[6:]} %02d" % c
def ua_rnokpp():
    d = r(DG, 9); w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return d + str(sum(int(a) * b for a, b in zip(d, w)) % 11 % 10)
def ir_melli():
    while True:
        d = r(DG, 9)
        if len(set(d)) > 1: break
    s = sum(int(a) * (10 - i) for i, a in enumerate(d)) % 11
    return d + str(s if s < 2 else 11 - s)
def th_id():
    d = str(R.randint(1, 8)) + r(DG, 11)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(d)) % 11) % 10
    s = d + str(c); return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
def aadhaar():
    s = str(R.randint(2, 9)) + r(DG, 10); s += verhoeff_digit(s); assert verhoeff_ok(s)
    return f"{s[:4]} {s[4:8]} {s[8:]}"
def fr_nir():
    s = R.choice("12") + "%02d%02d" % (R.randint(60, 99), R.randint(1, 12)) + "%02d" % R.randint(1, 95) + r(DG, 3) + r(DG, 3)
    k = 97 - int(s) % 97
    return f"{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} %02d" % k
def be_nn():
    s = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%03d" % R.randint(1, 997)
    c = 97 - int(s) % 97
    return f"{s[:2]}.{s[2:4]}.{s[4:6]}-{s[6:9]}.%02d" % c
def de_steuerid():
    while True:
        digs = list(range(10)); miss = R.choice(digs); dup = R.choice([d for d in digs if d != miss])
        ms = [d for d in digs if d != miss] + [dup]; R.shuffle(ms)
        if ms[0] != 0: break
    prod = 10
    for d in ms:
        s = (d + prod) % 10; s = 10 if s == 0 else s; prod = (s * 2) % 11
    c = 11 - prod; c = 0 if c == 10 else c
    s = "".join(map(str, ms)) + str(c); return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"
def de_vat():
    while True:
        ms = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        prod = 10
        for d in ms:
            s = (d + prod) % 10; s = 10 if s == 0 else s; prod = (s * 2) % 11
        c = 11 - prod; c = 0 if c == 10 else c
        return "DE" + "".join(map(str, ms)) + str(c)
def it_cf():
    cons = "BCDFGLMNPRSTVZ"
    s = r(cons, 3) + r(cons, 3) + "%02d" % R.randint(60, 99) + R.choice("ABCDEHLMPRST") + "%02d" % (R.randint(1, 28) + R.choice([0, 40]))
    s += R.choice(["H501", "F205", "L219", "G273", "D612", "A944"])
    return s + cf_char(s)
def us_ssn():
    a = R.randint(1, 899)
    while a == 666: a = R.randint(1, 899)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
def ca_sin():
    s = str(R.randint(1, 7)) + r(DG, 7); s += luhn_digit(s); return f"{s[:3]} {s[3:6]} {s[6:]}"
def uk_nino(): return R.choice(["AB", "CE", "JG", "PL", "SK", "TW", "HN", "RB", "ZE"]) + r(DG, 6) + R.choice("ABCD")
def nhs_no():
    while True:
        s = r(DG, 9); c = 11 - sum(int(a) * (10 - i) for i, a in enumerate(s)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            s += str(c); return f"{s[:3]} {s[3:6]} {s[6:]}"
def au_tfn():
    while True:
        s = r(DG, 8); w = [1, 4, 3, 7, 5, 8, 6, 9]
        c = sum(int(a) * b for a, b in zip(s, w)) % 11
        if c < 10:
            s += str(c); assert sum(int(a) * b for a, b in zip(s, w + [10])) % 11 == 0
            return f"{s[:3]} {s[3:6]} {s[6:]}"
def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        s = dg(11); d = list(map(int, s)); d[0] -= 1
        if sum(a * b for a, b in zip(d, w)) % 89 == 0: return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"
def cl_rut():
    body = str(R.randint(10000000, 24999999)); tot = 0
    for i, ch in enumerate(reversed(body)): tot += int(ch) * (2 + i % 6)
    c = 11 - tot % 11; c = "0" if c == 11 else ("K" if c == 10 else str(c))
    return f"{body[:-6]}.{body[-6:-3]}.{body[-3:]}-{c}"
def ar_cuil():
    while True:
        s = R.choice(["20", "27"]) + r(DG, 8)
        c = 11 - sum(int(a) * b for a, b in zip(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        c = 0 if c == 11 else c
        if c != 10: return f"{s[:2]}-{s[2:]}-{c}"
def mx_clabe():
    s = R.choice(["002", "012", "014", "021", "072"]) + r(DG, 14)
    c = (10 - sum(int(a) * [3, 7, 1][i % 3] for i, a in enumerate(s)) % 10) % 10
    return s + str(c)
def pt_nif():
    s = R.choice("12") + r(DG, 7); c = 11 - sum(int(a) * (9 - i) for i, a in enumerate(s)) % 11
    return s + str(0 if c >= 10 else c)
def cz_rc():
    while True:
        s = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12) + R.choice([0, 50]), R.randint(1, 28)) + r(DG, 3)
        c = int(s) % 11
        if c < 10: return s[:6] + "/" + s[6:] + str(c)
def hu_adoaz():
    while True:
        s = "8" + r(DG, 8); c = sum(int(a) * (i + 1) for i, a in enumerate(s)) % 11
        if c < 10: return s + str(c)
def hu_taj():
    s = r(DG, 8); c = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(s)) % 10
    s += str(c); return f"{s[:3]} {s[3:6]} {s[6:]}"
def ae_eid():
    s = "784" + str(R.randint(1970, 2003)) + r(DG, 7); s += luhn_digit(s)
    return f"{s[:3]}-{s[3:7]}-{s[7:14]}-{s[14]}"
def sa_id():
    s = "1" + r(DG, 8); return s + luhn_digit(s)
def pl_nip():
    while True:
        s = dg(9); c = sum(int(a) * b for a, b in zip(s, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10: return s + str(c)
def aba():
    while True:
        s = R.choice(["0", "1", "2", "3"]) + r(DG, 7)
        c = (10 - sum(int(a) * [3, 7, 1][i % 3] for i, a in enumerate(s)) % 10) % 10
        return s + str(c)
def ean13(prefix=""):
    s = prefix + r(DG, 12 - len(prefix))
    c = (10 - sum(int(a) * (1 if i % 2 == 0 else 3) for i, a in enumerate(s)) % 10) % 10
    return s + str(c)
VINMAP = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1,2,3,4,5,6,7,8,1,2,3,4,5,7,9,2,3,4,5,6,7,8,9]))
def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    s = list(R.choice(["WVW", "1HG", "JTD", "WBA", "VF1", "ZFA"]) + r(al, 5) + "0" + r(al, 8))
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    tot = sum((int(c) if c.isdigit() else VINMAP[c]) * k for c, k in zip(s, w)) % 11
    s[8] = "X" if tot == 10 else str(tot); return "".join(s)
def bitlocker():
    return "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
def b58check(payload):
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big"); out = ""
    while n: n, m = divmod(n, 58); out = B58[m] + out
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return "1" * pad + out
def wif():
    return b58check(b"\x80" + bytes(R.randrange(256) for _ in range(32)) + b"\x01")
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; chk = 1
    for v in values:
        b = chk >> 25; chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5): chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk
def bech32_addr():
    prog = bytes(R.randrange(256) for _ in range(20)); acc = 0; bits = 0; data = [0]
    for b in prog:
        acc = (acc << 8) | b; bits += 8
        while bits >= 5: bits -= 5; data.append((acc >> bits) & 31)
    if bits: data.append((acc << (5 - bits)) & 31)
    hrp = "bc"; ex = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _polymod(ex + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)
def jwt(payload_len=None):
    def seg(n): return r(URLS, n)
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + "eyJ" + seg(payload_len or R.randint(60, 120)) + "." + seg(43)
def pem_body(lines=6):
    out = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
    for _ in range(lines - 2): out.append(r(B64, 70))
    out.append(r(B64, R.randint(20, 60)) + "=")
    return "\n".join(out)
def rsa_body(lines=8):
    out = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC" + r(B64, 13)]
    for _ in range(lines - 2): out.append(r(B64, 64))
    out.append(r(B64, R.randint(16, 48)) + "==")
    return "\n".join(out)
def wg_key(): return r(B64, 42) + R.choice("AEIMQUYcgkosw048") + "="
def sha256hex(): return hexs(64)
def licence5(): return "-".join(r("BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
def aws_id(): return "AKIA" + r(UP + "234567", 16)
def aws_secret(): return r(AN + "/+", 40)
def ghp(): return "ghp_" + r(AN, 36)
def gh_fine(): return "github_pat_11" + r(UP + DG, 20) + "_" + r(AN, 59)
def glpat(): return "glpat-" + r(URLS, 20)
def slack_bot(): return f"xoxb-{dg(12)}-{dg(13)}-{r(AN, 24)}"
def stripe_sk(): return "sk_live_51" + r(AN, 97)
def stripe_pk(): return "pk_live_51" + r(AN, 97)
def openai_key(): return "sk-proj-" + r(URLS, 74) + "T3BlbkFJ" + r(URLS, 74)
def anthropic_key(): return "sk-ant-api03-" + r(URLS, 93) + "AA"
def gapi(): return "AIza" + r(URLS, 35)
def sendgrid(): return "SG." + r(URLS, 22) + "." + r(URLS, 43)
def npm_tok(): return "npm_" + r(AN, 36)
def hf_tok(): return "hf_" + r(UP + LO, 34)
def tg_bot(): return f"{dg(10)}:AA{r(URLS, 33)}"
def azure_key(): return r(B64, 86) + "=="
def otp(n=6): return r(DG, n)
def totp_seed(n=32): return r(B32, n)
def order_no(prefix="", n=8): return prefix + dg(n)
def phone_us(): return f"({R.randint(201, 989)}) {R.randint(200, 999)}-{R.randint(1000, 9999)}"
def seed_words(k=12): return " ".join(R.choice(WORDS) for _ in range(k))
def ipv4(): return f"{R.choice([10, 172, 192])}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"

cases = []
def add(slug, lang, text, secrets, looks, note):
    cases.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})

# =====================  ENGLISH  =====================
p = pw_rand(18); sk = stripe_sk(); pk = stripe_pk()
add("env-stripe-db", "en",
    "My Node app won't boot in prod, here's the .env:\n\nNODE_ENV=production\nAPP_VERSION=3.14.2\n"
    f"DATABASE_URL=postgres://shop_app:{p}@db-prod.internal:5432/shop\nSTRIPE_SECRET_KEY={sk}\n"
    f"STRIPE_PUBLISHABLE_KEY={pk}\n# from .env.example: MAILER_API_KEY=your_api_key\n\nError is ECONNREFUSED on startup.",
    [p, sk], ["3.14.2", pk, "your_api_key", "ECONNREFUSED"],
    "dotenv; publishable Stripe key and example placeholder are look-alikes")

ak, sa = aws_id(), aws_secret()
add("aws-credentials-file", "en",
    "Why does boto3 say InvalidClientTokenId? My ~/.aws/credentials:\n\n[default]\n"
    f"aws_access_key_id = {ak}\naws_secret_access_key = {sa}\nregion = eu-central-1\n\n"
    "The tutorial used AKIAIOSFODNN7EXAMPLE and that obviously fails too.",
    [ak, sa], ["AKIAIOSFODNN7EXAMPLE", "InvalidClientTokenId", "eu-central-1"],
    "INI credentials; AWS documentation example key id is a look-alike")

t = ghp(); c = hexs(40)
add("git-remote-token", "en",
    f"I ran `git remote set-url origin https://{t}@github.com/lena-k/dotfiles.git` and now push works, "
    f"but commit {c} is missing from main. How do I find it?",
    [t], [c, "lena-k/dotfiles.git"], "token inside remote URL; commit hash look-alike")

p = pw_human()
add("compose-postgres", "en",
    "docker-compose.yml:\n```yaml\nservices:\n  db:\n    image: postgres:16.2\n    environment:\n"
    f"      POSTGRES_USER: wiki\n      POSTGRES_PASSWORD: \"{p}\"\n    ports:\n      - \"5432:5432\"\n```\n"
    "The container keeps restarting with exit code 137.",
    [p], ["postgres:16.2", "exit code 137"], "YAML compose password")

c = card("visa"); cv = pin(3); o = order_no("ORD-", 6)
add("card-in-prose", "en",
    f"The checkout on the hotel site failed twice. I used my Visa {fmt_card(c)}, exp 08/27, security code {cv}. "
    f"They still charged $149.99 on order {o}. Can you help me word a complaint?",
    [fmt_card(c), cv], [o, "$149.99"], "card number + CVV in prose; order number and price stay")

s = us_ssn()
add("ssn-1040", "en",
    f"Filling in Form 1040-SR for my dad with me as preparer. My SSN is {s}. The IRS help line is 800-829-1040 "
    "but nobody answers. Which line does the preparer SSN go on?",
    [s], ["1040-SR", "800-829-1040"], "SSN; form number and hotline look-alikes")

w = pw_human()
add("guest-wifi-note", "en",
    f"Write a cute note for guests: Wi-Fi network Miller_5G, password {w}. The router is an Archer AX55 "
    "in the hallway cupboard, please don't unplug it.",
    [w], ["Miller_5G", "Archer AX55"], "Wi-Fi password; SSID and router model stay")

d1 = "-".join(pin(5)); g = pin(4)
add("door-codes-dashes", "en",
    f"For the house sitter instructions: front keypad code is {d1}, garage keypad {g}#. Check-in is after 15:00, "
    "trash goes out Tuesday.",
    [d1, g], ["15:00"], "door code written with dashes and garage code with hash key")

o6 = otp(); 
add("sms-otp-paste", "en",
    f"I got this text and I'm not sure it's legit:\n\"Chase: Your one-time code is {o6}. Don't share it. "
    "If you didn't request this call 1-800-935-9935.\"\nIs 1-800-935-9935 really Chase?",
    [o6], ["1-800-935-9935"], "pasted SMS; OTP secret, public hotline look-alike")

k = openai_key(); h = len(k) // 2
add("openai-key-split", "en",
    f"I need to paste my key in two parts because my phone truncates. Part one: {k[:h]}\n---\n"
    f"part two: {k[h:]}\nNow write me the python snippet that reads it from OPENAI_API_KEY.",
    [k[:h], k[h:]], ["OPENAI_API_KEY"], "API key split over two messages")

a = pw_human(); b = pw_human()
add("router-correction", "en",
    f"The router admin password is {a}\n---\nsorry, typo, it's actually {b}. Can you tell me how to disable WPS on a "
    "Netgear R7000?",
    [a, b], ["Netgear R7000"], "correction: both the wrong and right password are secrets")

sw = seed_words(12)
add("seed-next-message", "en",
    "I'll paste my wallet recovery phrase in the next message, can you check it's 12 words?\n---\n"
    f"{sw}\n---\nAlso my receiving address is " + (addr := bech32_addr()) + ", is that SegWit?",
    [sw], [addr], "seed announced then given; public bech32 address look-alike")

add("alarm-code-words", "en",
    "For my mother-in-law staying over: the alarm code is seven three nine one, and if she sets it off the "
    "monitoring company calls 555-0142. Make it a short friendly text.",
    ["seven three nine one"], ["555-0142"], "code spelled in words")

t = slack_bot(); ch = "C0" + r(UP + DG, 9)
add("slack-python", "en",
    "```python\nfrom slack_sdk import WebClient\n"
    f"client = WebClient(token=\"{t}\")\nclient.chat_postMessage(channel=\"{ch}\", text=\"deploy done\")\n```\n"
    "I get `not_in_channel`. Why?",
    [t], [ch, "not_in_channel"], "Slack bot token in code; channel id look-alike")

j = jwt(); rq = uuid4()
add("curl-bearer", "en",
    f"curl -H \"Authorization: Bearer {j}\" https://api.acme-crm.io/v2/contacts?page=2\n"
    f"returns 401 with x-request-id {rq}. Expired?",
    [j], [rq], "JWT bearer token; request id look-alike")

p = pw_rand(16); host = "cluster0." + r(LO + DG, 5) + ".mongodb.net"
add("mongo-srv", "en",
    f"Connection string: mongodb+srv://reports:{p}@{host}/analytics?retryWrites=true&w=majority\n"
    "Mongoose hangs on connect. Atlas shows version 7.0.12.",
    [p], [host, "7.0.12"], "password inside mongodb+srv URI")

body = pem_body(7); pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43)
add("ssh-keypair", "en",
    "My deploy key isn't accepted. Public key on the server:\n"
    f"ssh-ed25519 {pub} deploy@ci\nand the private one on the runner:\n"
    f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n"
    "Permissions are 600.",
    [body], [pub], "private key body secret; public key is a look-alike")

h1 = sha256hex()
add("iso-checksum", "en",
    f"The Ubuntu 24.04.1 ISO I downloaded has SHA-256 {h1}. The site lists a different value. "
    "Should I redownload?",
    [], [h1, "24.04.1"], "negative: hash the user asks about")

k = hexs(32); u = uuid4()
add("api-404-uuid", "en",
    f"GET https://api.boardly.app/v1/boards/{u} returns 404 although the board is public. "
    f"My header is X-Api-Key: {k}. Request from Postman 11.2.",
    [k], [u, "11.2"], "API key in header; public resource UUID look-alike")

codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(6)]
add("github-recovery-codes", "en",
    "Saving my GitHub recovery codes here so I don't lose them:\n" + "\n".join(codes) +
    "\nTicket with support is #2849317 if I get locked out.",
    codes, ["#2849317"], "list of recovery codes; support ticket look-alike")

s32 = totp_seed()
add("totp-seed", "en",
    f"Authenticator setup says the secret key is {s32}. Docs example uses JBSWY3DPEHPK3PXP. "
    "Can I add the same key to two phones?",
    [s32], ["JBSWY3DPEHPK3PXP"], "TOTP seed; docs example seed look-alike")

mine = mk_iban("GB"); pay = mk_iban("GB")
add("salary-iban-vs-landlord", "en",
    f"Please draft an email to HR: my new salary account is {fmt_iban(mine)} (Monzo). Separately, rent goes to the "
    f"letting agent's account {fmt_iban(pay)}, BIC NWBKGB2L, reference FLAT-12B.",
    [fmt_iban(mine)], [fmt_iban(pay), "NWBKGB2L", "FLAT-12B"], "own IBAN secret; agent's payee IBAN look-alike")

rt = aba(); acct = r(DG, 10); chk = "0" + r(DG, 3)
add("cheque-micr", "en",
    f"Direct deposit form asks for routing and account. From the bottom of my check: routing {rt}, account {acct}, "
    f"check number {chk}. Which is which?",
    [acct], [rt, chk], "own account number secret; ABA routing (valid check digit) stays")

pp = R.choice(UP) + r(DG, 8); pnr = r(UP + DG, 6)
add("passport-booking", "en",
    f"Airline wants APIS data. Passport {pp}, expires 2031-04-17. Booking ref {pnr}, flight LH 431 to Frankfurt.",
    [pp], [pnr, "LH 431", "2031-04-17"], "passport number; booking reference look-alike")

p = pw_human()
add("patient-portal", "en",
    f"I keep getting locked out of MyChart. Password is {p} — maybe the apostrophe rule? "
    "Appointment is 11 March, metformin 500 mg twice a day.",
    [p], ["500 mg", "11 March"], "health portal password; dose/date stay")

ha = jwt(150)
add("homeassistant-yaml", "en",
    "configuration.yaml:\n```yaml\nrest_command:\n  garage_open:\n    url: http://192.168.1.40:8123/api/services/cover/open_cover\n"
    f"    headers:\n      authorization: \"Bearer {ha}\"\n    payload: '{{\"entity_id\": \"cover.garage_door\"}}'\n```\n"
    "Nothing happens when the automation fires.",
    [ha], ["cover.garage_door", "192.168.1.40:8123"], "Home Assistant long-lived token in YAML")

p = pw_rand(14)
add("mosquitto-passwd", "en",
    f"mosquitto_passwd -b /etc/mosquitto/passwd sensors {p}\nthen Tasmota 13.4.0 still says MQTT connect failed rc -5.",
    [p], ["13.4.0", "rc -5"], "password as shell argument")

dp = pw_rand(20); do = "dop_v1_" + hexs(64)
add("tfvars", "en",
    "terraform.tfvars:\n```hcl\nregion      = \"fra1\"\n"
    f"do_token    = \"{do}\"\ndb_password = \"{dp}\"\ndroplet_size = \"s-2vcpu-4gb\"\n```\nplan wants to destroy the droplet, why?",
    [do, dp], ["s-2vcpu-4gb", "fra1"], "HCL tfvars with token and password")

n = npm_tok()
add("npmrc", "en",
    f".npmrc:\n//registry.npmjs.org/:_authToken={n}\n\nnpm publish fails for lodash-es-lite@4.17.21 with E403.",
    [n], ["4.17.21", "E403"], "npm token in .npmrc")

dtok = "MT" + r(AN, 24) + "." + r(URLS, 6) + "." + r(URLS, 38); gid = dg(18)
add("discord-bot", "en",
    f"bot.run('{dtok}') raises LoginFailure. Guild id {gid}, discord.py 2.4.0.",
    [dtok], [gid, "2.4.0"], "Discord bot token; guild snowflake stays")

tg = tg_bot()
add("telegram-bot", "en",
    f"https://api.telegram.org/bot{tg}/getUpdates returns an empty result list. Update id should be 918273645.",
    [tg], ["918273645"], "Telegram bot token inside URL")

sg = sendgrid()
add("sendgrid-env", "en",
    f"SENDGRID_API_KEY={sg}\nThe README says to use SG.xxxxxxxx.yyyyyyyy for tests. Mails go to spam, template d-4f2a.",
    [sg], ["SG.xxxxxxxx.yyyyyyyy"], "SendGrid key; template placeholder look-alike")

sid = "AC" + hexs(32); tok = hexs(32)
add("twilio-auth", "en",
    f"Twilio client: account SID {sid}, auth token {tok}. Sending from +1 415 555 0199 to +44 7700 900123 gives error 21608.",
    [tok], ["+1 415 555 0199", "+44 7700 900123", "21608"], "Twilio auth token secret; phone numbers stay (SID not graded)")

akey = azure_key()
add("azure-storage-conn", "en",
    f"DefaultEndpointsProtocol=https;AccountName=photosbackup01;AccountKey={akey};EndpointSuffix=core.windows.net\n"
    "The blob container 'raw-2024' is empty after upload.",
    [akey], ["photosbackup01", "raw-2024"], "Azure storage account key in connection string")

rb = rsa_body(9); pkid = hexs(40)
add("gcp-service-account", "en",
    "service-account.json (trimmed):\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"recipe-box-41822\",\n"
    f"  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{rb.replace(chr(10), chr(92) + 'n')}\\n-----END PRIVATE KEY-----\\n\"\n}}\n"
    "gcloud says invalid_grant.",
    [rb.replace("\n", "\\n")], ["recipe-box-41822", "invalid_grant"], "PEM body inside JSON with literal \\n escapes")

add("aws-docs-example", "en",
    "In the AWS docs they show aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Is that a real "
    "key anyone can use? And what is the arn:aws:iam::123456789012:user/Alice thing?",
    [], ["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "arn:aws:iam::123456789012:user/Alice"], "negative: documentation example values")

c1, c2 = hexs(40), hexs(7)
add("bisect-commits", "en",
    f"git bisect says {c1} is the first bad commit, but {c2} (v2.8.0-rc.1) also fails. Node 20.11.1, pnpm 8.15.4.",
    [], [c1, c2, "v2.8.0-rc.1", "20.11.1", "8.15.4"], "negative: hashes and versions")

ups = "1Z" + r(UP + DG, 6) + dg(10); inv = "INV-" + dg(6)
add("package-tracking", "en",
    f"My package {ups} says delivered but it isn't here. Invoice {inv}, paid €89.90 on 3 Feb. Who do I contact?",
    [], [ups, inv, "€89.90"], "negative: tracking and invoice numbers")

sw24 = seed_words(24)
add("seed-prose-24", "en",
    f"my ledger backup words in order are {sw24} and the pin on the device is " + (lp := pin(6)) +
    " — is it safe to keep this in a notes app?",
    [sw24, lp], [], "24-word seed in run-on prose plus device PIN")

wk = wif()
add("wif-key", "en",
    f"Old paper wallet shows private key {wk}. Can Electrum 4.5.5 sweep it? The QR on the other side is the address.",
    [wk], ["4.5.5"], "Bitcoin WIF key (valid Base58Check checksum)")

rows = [(f"https://{s}", f"{u}", pw_human()) for s, u in [("netflix.com", "anna.w@fastmail.com"), ("ikea.com", "anna.w@fastmail.com"), ("github.com", "annaw")]]
add("pw-manager-csv", "en",
    "Migrating from Chrome, the exported CSV looks like this:\nname,url,username,password\n" +
    "\n".join(f"{u.split('//')[1]},{u},{n},{q}" for u, n, q in rows) + "\nWhich column does Bitwarden expect first?",
    [q for _, _, q in rows], ["anna.w@fastmail.com"], "CSV export with three passwords")

t1, t2 = pw_rand(14), pw_rand(15)
add("markdown-table", "en",
    "| Service | User | Password |\n|---|---|---|\n"
    f"| Synology NAS | admin | {t1} |\n| UniFi controller | ubnt | {t2} |\n| Printer | guest | (none) |\n"
    "Turn this into a checklist for rotating passwords.",
    [t1, t2], ["Synology NAS"], "markdown table of credentials")

tmp = pw_rand(12); inc = "INC00" + dg(5)
add("it-temp-password-email", "en",
    "Pasting the email from IT:\n> Hello Marco,\n> your account has been reset under ticket "
    f"{inc}.\n> Temporary password: {tmp}\n> You must change it at first login.\nHow do I change it on a Mac?",
    [tmp], [inc], "pasted e-mail; ticket number stays")

am = card("amex"); cid = pin(4)
add("amex-cid", "en",
    f"Booking the rental car: Amex {fmt_card(am, '-')}, CID {cid}, confirmation K9X-55721 for a VW Polo or similar.",
    [fmt_card(am, "-"), cid], ["K9X-55721", "VW Polo"], "Amex with 4-digit CID")

gc = f"{r(UP + DG, 4)}-{r(UP + DG, 6)}-{r(UP + DG, 4)}"; ao = f"114-{dg(7)}-{dg(7)}"
add("giftcard", "en",
    f"Amazon won't take my gift card claim code {gc} for order {ao}. It says already redeemed.",
    [gc], [ao], "gift card claim code; order number look-alike")

lk = licence5()
add("licence-key", "en",
    f"Reinstalling Office Professional Plus 2019 (build 16.0.10730.20102). Product key {lk}. Activation says 0xC004C060.",
    [lk], ["16.0.10730.20102", "0xC004C060"], "product licence key")

sc = pin(4)
add("hotel-safe", "en",
    f"Reminder for tomorrow: the room safe code is {sc}, we're in Room 412, breakfast 7-10, checkout 11:00.",
    [sc], ["Room 412", "11:00"], "safe code")

ad = pin(4); du = pin(4)
add("alarm-duress", "en",
    f"Our alarm disarm code is {ad} and the duress code is {du}. Write instructions for the nanny without "
    "mentioning the duress one... actually include both.",
    [ad, du], [], "two alarm codes")

puk = r(DG, 8); ph = "+44 7" + r(DG, 3) + " " + r(DG, 6)
add("sim-puk", "en",
    f"My phone says SIM locked. The card from Vodafone says PUK {puk}, PIN was {(sp := pin(4))}. My number is {ph}.",
    [puk, sp], [ph], "SIM PUK and PIN; own phone number stays")

pg = pw_rand(16)
add("pgpassword-cmd", "en",
    f"PGPASSWORD='{pg}' pg_dump -h 10.0.3.17 -U backup -Fc ledger > ledger_2025-01-31.dump\n"
    "It works in shell but not from cron.",
    [pg], ["10.0.3.17", "ledger_2025-01-31.dump"], "env-var password inline in shell")

my = pw_human()
add("mysql-root", "en",
    f"mysql -u root -p'{my}' -e 'SHOW DATABASES;' prints ERROR 1045 (28000). MariaDB 10.11.6 on Debian 12.",
    [my], ["ERROR 1045 (28000)", "10.11.6"], "password glued to -p flag")

rp = pw_rand(24)
add("redis-url", "en",
    f"REDIS_URL=redis://:{rp}@cache.internal:6379/0  — Celery 5.3.6 workers log 'NOAUTH Authentication required'.",
    [rp], ["5.3.6", "NOAUTH Authentication required"], "password in redis URL with empty user")

gl = glpat()
add("git-credentials-store", "en",
    f"~/.git-credentials contains\nhttps://oauth2:{gl}@gitlab.com\nbut clones of group/infra still ask for a password.",
    [gl], ["group/infra"], "GitLab token in credential store")

nt = npm_tok()
add("gha-secrets-ref", "en",
    "In my workflow I have\n```yaml\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n```\n"
    f"but locally I just export NODE_AUTH_TOKEN={nt}. Which one takes precedence?",
    [nt], ["${{ secrets.NPM_TOKEN }}"], "secret reference expression is a look-alike, raw token is secret")

dk = "dckr_pat_" + r(URLS, 27)
add("docker-login", "en",
    f"echo {dk} | docker login -u jkowal --password-stdin\nthen pulling jkowal/scraper:1.9.3 gives 'denied'.",
    [dk], ["jkowal/scraper:1.9.3"], "Docker Hub PAT piped to login")

wh = "whsec_" + r(AN, 32); ev = "evt_1" + r(AN, 23)
add("stripe-webhook", "en",
    f"const endpointSecret = '{wh}';\n// event {ev} fails signature verification in Express\n"
    "I use express.json() before the route.",
    [wh], [ev], "webhook signing secret; event id look-alike")

ok = openai_key()
add("openai-placeholder-vs-real", "en",
    "The template says `client = OpenAI(api_key=\"sk-...your key here...\")`. I replaced it with "
    f"`client = OpenAI(api_key=\"{ok}\")` and get 429 insufficient_quota.",
    [ok], ["sk-...your key here...", "insufficient_quota"], "placeholder vs real key in same message")

an = anthropic_key()
add("anthropic-curl", "en",
    f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {an}\" -H \"anthropic-version: 2023-06-01\" ...\n"
    "returns overloaded_error sometimes; retry strategy?",
    [an], ["2023-06-01", "overloaded_error"], "API key in curl header")

gk = gapi()
add("maps-html", "en",
    "<!-- <script src=\"https://maps.googleapis.com/maps/api/js?key=YOUR_API_KEY\"></script> -->\n"
    f"<script src=\"https://maps.googleapis.com/maps/api/js?key={gk}&callback=initMap\"></script>\n"
    "The map is grey with 'For development purposes only'.",
    [gk], ["YOUR_API_KEY", "initMap"], "commented placeholder vs real key")

hf = hf_tok()
add("hf-cli", "en",
    f"huggingface-cli login --token {hf}\nthen downloading meta-llama/Llama-3.1-8B-Instruct gives 403 gated repo.",
    [hf], ["meta-llama/Llama-3.1-8B-Instruct"], "HF token on command line")

cf = r(URLS, 40); zone = hexs(32)
add("cloudflare-zone", "en",
    f"curl -X PURGE with zone id {zone} and Authorization: Bearer {cf} says 'Authentication error' (code 10000).",
    [cf], [zone, "code 10000"], "Cloudflare token secret; zone id (not secret) stays")

dd1, dd2 = hexs(32), hexs(40); trace = hexs(32)
add("datadog-keys", "en",
    f"DD_API_KEY={dd1}\nDD_APP_KEY={dd2}\nTraces show trace_id {trace} but no logs are correlated. Agent 7.52.",
    [dd1, dd2], [trace, "7.52"], "two hex keys; hex trace id look-alike of same shape")

add("sql-public-uuids", "en",
    "SELECT * FROM datasets WHERE id IN ('" + (u1 := uuid4()) + "', '" + (u2 := uuid4()) +
    "'); -- both are public open-data sets from data.gov, why no rows?",
    [], [u1, u2], "negative: UUIDs of public resources")

pp2 = phrase(5, " ")
add("xkcd-vs-real-passphrase", "en",
    "I know 'correct horse battery staple' is the famous example, so I made my own: "
    f"{pp2}. Is five words enough for a password manager master password?",
    [pp2], ["correct horse battery staple"], "famous example passphrase is look-alike")

ssn = us_ssn(); ein = f"{R.randint(10, 98)}-{dg(7)}"
add("loan-ssn-ein", "en",
    f"Mortgage form: borrower SSN {ssn}; employer Riverside Dental LLC, EIN {ein}; gross pay $6,240.00/month.",
    [ssn], [ein, "$6,240.00"], "own SSN secret, employer EIN look-alike")

dl = R.choice(UP) + r(DG, 7)
add("drivers-licence", "en",
    f"DMV renewal form: license number {dl}, class C, my old plate was 8XYZ123. Appointment confirmation 55-20931.",
    [dl], ["8XYZ123", "55-20931"], "driver licence number")

nhs = nhs_no()
add("nhs-number", "en",
    f"GP registration: my NHS number is {nhs}. Surgery phone 020 7946 0321. Medication: sertraline 50mg.",
    [nhs], ["020 7946 0321", "sertraline 50mg"], "NHS number with mod-11 check digit")

ni = uk_nino(); payref = "123/AB" + dg(5)
add("uk-nino", "en",
    f"New job form asks for NI number: {ni}. Employer PAYE reference {payref}. Start date 2 June.",
    [ni], [payref], "NINO; employer PAYE reference stays")

sin = ca_sin()
add("canada-sin", "en",
    f"CRA My Account wants my SIN {sin} and line 15000 from last year's return. CRA line 1-800-959-8281.",
    [sin], ["1-800-959-8281", "line 15000"], "Canadian SIN (Luhn)")

tfn = au_tfn(); abn = au_abn()
add("au-tfn-abn", "en",
    f"TFN declaration: my TFN is {tfn}. Payer ABN {abn} (Koala Cafe Pty Ltd).",
    [tfn], [abn], "TFN (weights mod 11) secret; payer ABN (mod 89) look-alike")

rk = "admin"; newp = pw_rand(16)
add("router-sticker-default", "en",
    "The sticker under the router says default login admin / admin and WPS PIN 12345670. "
    f"I changed the admin password to {newp}. How do I back up the config?",
    [newp], ["admin / admin", "12345670"], "default sticker credentials look-alike; new password secret")

add("password-policy-example", "en",
    "Our policy page uses Tr0ub4dor&3 as an example of a bad password. Write a better explanation for staff, "
    "no need for real passwords.",
    [], ["Tr0ub4dor&3"], "negative: famous example password")

ch = pw_human()
add("placeholder-then-value", "en",
    "Ansible inventory has `ansible_become_password: <CHANGE_ME>`\n---\n"
    f"ok the real one for the web hosts is {ch}, should I put it in ansible-vault?",
    [ch], ["<CHANGE_ME>"], "placeholder in one message, real value in next")

bk, bs = r(AN, 64), r(AN, 64)
add("exchange-api", "en",
    f"Binance API key: {bk}\nSecret: {bs}\nIP whitelist 203.0.113.45. python-binance 1.0.19 says -2015.",
    [bk, bs], ["203.0.113.45", "1.0.19"], "exchange key pair")

wpriv = wg_key(); wpub = wg_key()
add("wireguard-conf", "en",
    "[Interface]\n"
    f"PrivateKey = {wpriv}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wpub}\n"
    "Endpoint = vpn.example.org:51820\nAllowedIPs = 0.0.0.0/0\n\nHandshake never completes.",
    [wpriv], [wpub, "vpn.example.org:51820"], "WireGuard private key secret; peer public key look-alike")

ov = pw_rand(13)
add("openvpn-auth", "en",
    f"auth.txt for openvpn has two lines:\nj.ortega\n{ov}\nand the log says AUTH_FAILED. Client 2.6.8.",
    [ov], ["AUTH_FAILED", "2.6.8"], "credentials file content")

vp = phrase(4, " ")
add("ansible-vault-pass", "en",
    f"I set the vault password to \"{vp}\" last year and now ansible-vault view group_vars/all/vault.yml says "
    "Decryption failed. Could the quotes be part of it?",
    [vp], ["group_vars/all/vault.yml"], "vault passphrase in quotes")

lu = phrase(6, " ")
add("luks-passphrase", "en",
    f"At boot cryptsetup asks for the passphrase; I type {lu} but keyboard layout is probably US vs German. "
    "The disk is nvme0n1p3.",
    [lu], ["nvme0n1p3"], "LUKS passphrase")

bl = bitlocker(); kid = uuid4().upper()
add("bitlocker", "en",
    f"BitLocker recovery screen shows Key ID {kid[:8]}. My Microsoft account lists recovery key {bl} for that ID. "
    "It still says wrong key.",
    [bl], [kid[:8]], "BitLocker recovery key (each block divisible by 11); key id stays")

ark = "-".join(r(UP + DG, 4) for _ in range(7))
add("apple-recovery-key", "en",
    f"Apple asks for my 28-character recovery key. It's {ark}. Is the dash part of it? iOS 17.5.1.",
    [ark], ["17.5.1"], "account recovery key")

v = vin(); kc = pin(5)
add("car-keypad", "en",
    f"Selling my Ford. VIN {v}. The door keypad factory code is {kc} — should I reset it before handover?",
    [kc], [v], "car keypad code secret; VIN (valid check digit) stays")

lc = f"{R.randint(1, 39)}-{R.randint(1, 39)}-{R.randint(1, 39)}"
add("gym-locker", "en",
    f"Gym locker 118, combination {lc}. Remind me on Friday.",
    [lc], ["locker 118"], "combination lock")

vm = pin(4); vmph = phone_us()
add("voicemail-pin", "en",
    f"To check voicemail from abroad I dial {vmph}, then PIN {vm} and #. Does that work from Spain?",
    [vm], [vmph], "voicemail PIN; phone number stays")

tb = pin(6); cust = dg(8)
add("telephone-banking", "en",
    f"Phone banking: customer number {cust}, telephone PIN {tb}. Line is 0345 300 0000 — write a script so my "
    "dad can call them.",
    [tb], ["0345 300 0000"], "telephone banking PIN (customer number not graded)")

wifiq = pw_rand(14)
add("wifi-qr-string", "en",
    f"Generate a QR for this: WIFI:T:WPA;S:Casa_Lopez_IoT;P:{wifiq};H:false;;  and print it at 5x5 cm.",
    [wifiq], ["Casa_Lopez_IoT"], "Wi-Fi QR payload")

sp1 = pin(4); sp2 = pin(4)
add("screen-time-kids", "en",
    f"Screen Time passcode on the kids' iPads is {sp1}. My own iPhone passcode is different ({sp2}). "
    "How do I set downtime 20:30–07:00?",
    [sp1, sp2], ["20:30–07:00"], "two device passcodes")

mt = jwt(); ver = "1.27.3"
add("k8s-secret-base64", "en",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-creds\ntype: Opaque\ndata:\n"
    f"  password: {(b64p := r(AN, 22) + '==')}\n  username: YXBpLXVzZXI=\n"
    f"Deploying with kubectl {ver} fails with 'illegal base64 data'.",
    [b64p], ["YXBpLXVzZXI=", ver], "base64-encoded password in K8s Secret; encoded username stays")

tb1 = pw_human(); tb2 = otp()
add("bank-login-2step", "en",
    f"logging into my bank now, password {tb1}\n---\nit's asking for the code from the text: {tb2}\n---\n"
    "ok it worked, what's the difference between a standing order and direct debit?",
    [tb1, tb2], [], "password and OTP across messages")

ipw = pw_rand(12)
add("ini-printer", "en",
    f"[smtp]\nhost = smtp.office365.com\nport = 587\nuser = scanner@dentalcare.example\npassword = {ipw}\n\n"
    "The Brother MFC-L2750DW scan-to-email fails with error 554 5.2.0.",
    [ipw], ["MFC-L2750DW", "554 5.2.0"], "INI SMTP password")

tp = pw_rand(15); gsa = "GOCSPX-" + r(URLS, 28); cid2 = dg(12) + "-" + r(LO + DG, 32) + ".apps.googleusercontent.com"
add("toml-oauth", "en",
    f"config.toml:\n[oauth.google]\nclient_id = \"{cid2}\"\nclient_secret = \"{gsa}\"\n\n[admin]\npassword = \"{tp}\"\n"
    "redirect_uri_mismatch on localhost:3000.",
    [gsa, tp], [cid2, "redirect_uri_mismatch"], "TOML: OAuth client secret and password; client id stays")

sp = pw_human()
add("spelled-password", "en",
    "My Netflix password, spelled out for my grandma: capital B, r, a, v, o, seven, seven, exclamation mark. "
    "Can you write it as a short note she can read on the phone?",
    ["capital B, r, a, v, o, seven, seven, exclamation mark"], [], "password spelled out character by character")

o1 = otp(); o2 = otp()
add("otp-correction", "en",
    f"the verification code is {o1}\n---\nno wait, that one expired, new one: {o2}",
    [o1, o2], [], "two OTPs, correction")

acct2 = r(DG, 8); sort = f"{r(DG, 2)}-{r(DG, 2)}-{r(DG, 2)}"; ref = "INV" + dg(6)
add("uk-bank-transfer", "en",
    f"To pay invoice {ref} the supplier wants sort code {sort}, account 41827735 (Brightside Plumbing Ltd). My own "
    f"account to pay from is {acct2}. Is it normal that they changed bank details by email?",
    [acct2], [ref, "41827735", sort], "own account secret; supplier's account look-alike (fraud question)")

shp = "shpat_" + hexs(32)
add("shopify-admin", "en",
    f"X-Shopify-Access-Token: {shp}\nGET /admin/api/2024-07/orders.json?status=any returns 403 for order #1043.",
    [shp], ["2024-07", "#1043"], "Shopify admin token")

wa = pw_rand(14)
add("wp-config", "en",
    "wp-config.php:\n```php\ndefine( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wpuser' );\n"
    f"define( 'DB_PASSWORD', '{wa}' );\ndefine( 'AUTH_KEY', 'put your unique phrase here' );\n```\n"
    "White screen after updating to 6.5.3.",
    [wa], ["put your unique phrase here", "6.5.3"], "PHP config; WordPress placeholder stays")

jk = pw_rand(16)
add("java-properties", "en",
    f"spring.datasource.url=jdbc:mysql://10.1.2.3:3306/orders\nspring.datasource.username=orders_rw\n"
    f"spring.datasource.password={jk}\nspring.jpa.hibernate.ddl-auto=validate\nHikariPool-1 - Exception during pool initialization.",
    [jk], ["HikariPool-1", "jdbc:mysql://10.1.2.3:3306/orders"], "Java properties password")

kv = pw_rand(18); kvu = "https://kv-payments-prod.vault.azure.net/secrets/db-password/" + hexs(32)
add("keyvault-vs-value", "en",
    f"Our app reads {kvu} at startup. For a quick local test I hardcoded the value {kv} instead. Is that fine "
    "if I don't commit it?",
    [kv], [kvu], "secret URI (reference) stays, value is secret")

# =====================  OTHER LANGUAGES  =====================
i = cn_id(); o = "JD" + dg(11)
add("zh-id-card", "zh", f"帮我填一下酒店入住登记：姓名王磊，身份证号{i}，订单号{o}，入住日期2025年3月14日。",
    [i], [o, "2025年3月14日"], "Chinese resident ID (ISO 7064 MOD 11-2)")
wp = pin(6)
add("zh-pay-password", "zh", f"我妈总忘记微信支付密码，是{wp}，帮我写个提醒卡片，别写得太明显。客服电话95017。",
    [wp], ["95017"], "6-digit payment password")
ali_id = "LTAI5t" + r(AN, 18); ali_sec = r(AN, 30)
add("zh-aliyun-ak", "zh", f"阿里云 OSS 上传报 SignatureDoesNotMatch。AccessKey ID: {ali_id}\nAccessKey Secret: {ali_sec}\nBucket 是 photo-bj-2023，SDK 版本 2.18.4。",
    [ali_id, ali_sec], ["SignatureDoesNotMatch", "photo-bj-2023", "2.18.4"], "Alibaba Cloud AccessKey pair")
up = card("unionpay"); 
add("zh-unionpay", "zh", f"淘宝退款一直没到账，我的银行卡号是 {up}，退款金额￥268.00，订单编号 " + (tb := dg(19)) + "。",
    [up], ["￥268.00", tb], "UnionPay 19-digit card (Luhn); order number stays")
wf = pw_human()
add("zh-wifi-split", "zh", f"家里WiFi名字是 ChinaNet-8F2A\n---\n密码是 {wf}，帮我生成一个给客人看的小卡片",
    [wf], ["ChinaNet-8F2A"], "Wi-Fi password in second message")

mn = jp_mynumber()
add("ja-mynumber", "ja", f"確定申告の書類です。私のマイナンバーは {mn} です。提出期限は3月15日、税務署の電話は03-3581-4111。",
    [mn], ["03-3581-4111", "3月15日"], "My Number with check digit")
ja_acct = r(DG, 7); br = r(DG, 3)
add("ja-bank-account", "ja", f"給与振込先の変更をお願いしたいです。みずほ銀行 渋谷支店（店番{br}）普通 口座番号{ja_acct}。メール文面を作って。",
    [ja_acct], [f"店番{br}"], "own account number; branch code stays")
jk = aws_id(); js = aws_secret()
add("ja-aws-env", "ja", f"export AWS_ACCESS_KEY_ID={jk}\nexport AWS_SECRET_ACCESS_KEY={js}\nこれで s3 ls すると AccessDenied になります。バケットは tokyo-logs-archive です。",
    [jk, js], ["tokyo-logs-archive", "AccessDenied"], "shell exports")
jo = "250" + dg(9)
add("ja-order-negative", "ja", f"楽天で注文した商品が届きません。注文番号 {jo}、追跡番号 4567-8912-3345、金額は税込3,980円です。",
    [], [jo, "4567-8912-3345", "税込3,980円"], "negative: order and tracking numbers")

rrn = kr_rrn()
add("ko-rrn", "ko", f"연말정산 서류에 주민등록번호 {rrn} 넣어서 부양가족 공제 신청서 작성 좀 도와줘. 회사 사업자등록번호는 214-86-39217이야.",
    [rrn], ["214-86-39217"], "Korean RRN with check digit; company registration number stays")
kp = pw_human(); kt = dg(12)
add("ko-cert-password", "ko", f"공동인증서 비밀번호가 {kp} 인데 자꾸 틀렸다고 나와. 택배 운송장 번호 {kt} 조회도 안 되고.",
    [kp], [kt], "certificate password; tracking number stays")
ka = f"{r(DG, 3)}-{r(DG, 6)}-{r(DG, 5)}"
add("ko-account", "ko", f"중고거래 판매 대금 받을 계좌: 국민은행 {ka} 예금주 김민지. 상품은 아이패드 에어 5세대 64GB, 가격 550,000원.",
    [ka], ["550,000원", "64GB"], "own account to receive money")

sid = de_steuerid()
add("de-steuerid", "de", f"Für die Lohnsteuer braucht mein neuer Arbeitgeber meine Steuer-ID: {sid}. Steuerklasse 1, Eintritt 01.04.2025. Schreib mir eine kurze Mail.",
    [sid], ["01.04.2025"], "German tax ID (ISO 7064 MOD 11,10)")
dib = mk_iban("DE"); fa = mk_iban("DE"); vat = de_vat()
add("de-iban-finanzamt", "de", f"Erstattung bitte auf mein Konto {fmt_iban(dib)}. Die Nachzahlung für 2023 habe ich an das Finanzamt überwiesen: {fmt_iban(fa)}, BIC MARKDEF1100. Unsere USt-IdNr. ist {vat}.",
    [fmt_iban(dib)], [fmt_iban(fa), "MARKDEF1100", vat], "own IBAN secret; tax office IBAN and VAT id stay")
fb = "-".join(r(DG, 4) for _ in range(5))
add("de-fritzbox", "de", f"Der WLAN-Netzwerkschlüssel auf der Rückseite meiner FRITZ!Box 7590 ist {fb}. FRITZ!OS 7.57. Wie ändere ich ihn?",
    [fb], ["FRITZ!Box 7590", "7.57"], "grouped numeric Wi-Fi key")
dpin = pin(4); tan = otp()
add("de-pin-tan", "de", f"Die neue Girocard-PIN ist {dpin}\n---\nund für die Überweisung kam per pushTAN der Code {tan}. Die Rechnung Nr. RE-2025-0417 über 312,50 € ist damit bezahlt?",
    [dpin, tan], ["RE-2025-0417", "312,50 €"], "PIN and TAN over two messages")
dp = pw_rand(16)
add("de-docker-env", "de", f"Mein Nextcloud-Container startet nicht:\n```\nMYSQL_ROOT_PASSWORD={dp}\nNEXTCLOUD_TRUSTED_DOMAINS=cloud.familie-berger.de\n```\nImage nextcloud:29.0.4-apache.",
    [dp], ["nextcloud:29.0.4-apache", "cloud.familie-berger.de"], "env lines")

nir = fr_nir()
add("fr-nir", "fr", f"Pour la mutuelle, mon numéro de sécurité sociale est {nir}. Le contrat porte la référence MUT-448120. Peux-tu rédiger le courrier ?",
    [nir], ["MUT-448120"], "French NIR with key (97 - n mod 97)")
fib = mk_iban("FR")
add("fr-rib", "fr", f"Voici mon RIB pour le remboursement : IBAN {fmt_iban(fib)}, BIC CRLYFRPP. Montant 74,30 €, dossier n° 2025-11873.",
    [fmt_iban(fib)], ["CRLYFRPP", "74,30 €", "2025-11873"], "French IBAN with valid RIB key")
dc = R.choice("AB") + pin(4)
add("fr-digicode", "fr", f"Pour la baby-sitter : digicode {dc}, 3e étage porte gauche, et le code de l'alarme c'est {(fa2 := pin(4))}. Nous rentrons vers 23h30.",
    [dc, fa2], ["23h30"], "door entry code and alarm code")
fw = r("abcdef0123456789", 26)
add("fr-freebox", "fr", f"La clé WPA de la Freebox est {fw} mais la Freebox Pop affiche firmware 4.8.7. Mon ordi ne se connecte pas.",
    [fw], ["4.8.7", "Freebox Pop"], "hex Wi-Fi key")

d = dni()
add("es-dni", "es", f"Para la reserva del Renfe necesito poner mi DNI: {d}. Tren AVE 03063 Madrid–Sevilla, localizador Q4ZP7M.",
    [d], ["03063", "Q4ZP7M"], "Spanish DNI with control letter")
eib = mk_iban("ES")
add("es-iban", "es", f"Domicilia el recibo de la luz en mi cuenta {fmt_iban(eib)}. El CUPS del punto de suministro es ES0021000012345678AB y la factura FE24-009812.",
    [fmt_iban(eib)], ["ES0021000012345678AB", "FE24-009812"], "IBAN with valid Spanish DC digits; CUPS stays")
cl = mx_clabe()
add("es-mx-clabe", "es", f"Mi CLABE para que me depositen la nómina es {cl}. El RFC de la empresa es ABC010203XY4. ¿Cuánto tarda un SPEI?",
    [cl], ["ABC010203XY4"], "Mexican CLABE (3-7-1 check digit); company RFC stays")
rut = cl_rut()
add("es-cl-rut", "es", f"Para el formulario del SII: mi RUT es {rut} y mi clave tributaria {(ct := pw_human())}. Folio de la boleta 000482.",
    [rut, ct], ["000482"], "Chilean RUT (mod 11) and password")
cu = ar_cuil()
add("es-ar-cuil", "es", f"En el alta de monotributo me piden el CUIL {cu}. La clave fiscal nivel 3 es {(cf3 := pw_rand(12))}. Categoría A, $12.500 mensuales.",
    [cu, cf3], ["$12.500"], "Argentine CUIL and fiscal password")

c = cpf()
add("pt-cpf", "pt", f"Preciso emitir a nota fiscal no meu nome, CPF {c}. O pedido é o nº 7784120 e o valor R$ 349,90.",
    [c], ["7784120", "R$ 349,90"], "Brazilian CPF with check digits")
pnif = pt_nif(); pib = mk_iban("PT")
add("pt-nif-iban", "pt", f"Para o reembolso do IRS: NIF {pnif}, IBAN {fmt_iban(pib)}. O NIF da empresa de contabilidade é 508 912 334.",
    [pnif, fmt_iban(pib)], ["508 912 334"], "Portuguese NIF (mod 11) and IBAN with NIB check")
mb = pin(6)
add("pt-mbway", "pt", f"O PIN do MB WAY é {mb}, anota aí para a minha mãe. O número de telemóvel associado é 912 345 678.",
    [mb], ["912 345 678"], "mobile payment PIN")
bsen = pw_human()
add("pt-br-gov", "pt", f"Esqueci a senha do gov.br, coloquei {bsen} e deu erro. Protocolo do atendimento 2025031400187.",
    [bsen], ["2025031400187"], "government portal password")

cf_ = it_cf()
add("it-codice-fiscale", "it", f"Devo prenotare una visita al CUP: il mio codice fiscale è {cf_}. Impegnativa n. 1208A4471923, visita cardiologica il 22/05.",
    [cf_], ["1208A4471923", "22/05"], "codice fiscale with control character")
iib = mk_iban("IT")
add("it-iban", "it", f"Scrivimi una mail al condominio: da ora il mio IBAN è {iib}. La quota è 185,00 € e la rata scade il 31 marzo.",
    [iib], ["185,00 €"], "Italian IBAN with CIN and mod-97")
bp = pin(5)
add("it-bancomat", "it", f"Il PIN del bancomat nuovo è {bp}, quello vecchio era {(bo := pin(5))}. Come lo cambio allo sportello? Numero verde 800 303 303.",
    [bp, bo], ["800 303 303"], "old and new card PINs")
sp = pw_rand(14)
add("it-spid", "it", f"Credenziali SPID Poste: utente mario.rossi82@gmail.com, password {sp}. Il codice OTP arriva su PosteID. Pratica INPS n. 0099-2025-77.",
    [sp], ["0099-2025-77"], "SPID password")

b = bsn()
add("nl-bsn", "nl", f"Voor de zorgverzekering moet ik mijn BSN invullen: {b}. Polisnummer ZK-2291834, eigen risico € 385.",
    [b], ["ZK-2291834", "€ 385"], "BSN (11-proof)")
nib = mk_iban("NL")
add("nl-iban-kvk", "nl", f"Zet op de factuur: betaling naar {nib} t.n.v. J. de Vries. KvK 81234567, btw NL003456789B01. Factuurnummer 2025-014.",
    [nib], ["81234567", "NL003456789B01", "2025-014"], "own IBAN (11-proof account); KvK and VAT stay")
dg_ = pw_human()
add("nl-digid", "nl", f"Mijn DigiD wachtwoord is {dg_}, maar de sms-code komt niet aan op 06-12345678. Wat nu?",
    [dg_], ["06-12345678"], "DigiD password")
wf2 = pw_rand(16)
add("nl-wifi-yaml", "nl", f"ESPHome config:\n```yaml\nwifi:\n  ssid: \"Ziggo-5G-4F1C\"\n  password: \"{wf2}\"\nota:\n  password: !secret ota_password\n```\nDe ESP32 blijft rebooten.",
    [wf2], ["Ziggo-5G-4F1C", "!secret ota_password"], "ESPHome YAML; !secret reference stays")

ps = pesel()
add("pl-pesel", "pl", f"Wypełniam wniosek o 800+. Mój PESEL to {ps}. Numer wniosku ZUS: 1/2025/00348.",
    [ps], ["1/2025/00348"], "PESEL with check digit")
pib2 = mk_iban("PL"); nip = pl_nip()
add("pl-iban-nip", "pl", f"Proszę o zwrot na konto {fmt_iban(pib2)}. Faktura FV/03/2025/112 wystawiona przez firmę z NIP {nip}.",
    [fmt_iban(pib2)], ["FV/03/2025/112", nip], "own IBAN (Polish sort-code check); company NIP stays")
bl = otp()
add("pl-blik", "pl", f"Kod BLIK: {bl} — szybko, wpisz go za mnie na Allegro? Zamówienie nr 72839104, 129,99 zł.",
    [bl], ["72839104", "129,99 zł"], "BLIK one-time code")

inn = ru_inn12(); sn = ru_snils()
add("ru-inn-snils", "ru", f"Заполняю заявление на налоговый вычет. ИНН {inn}, СНИЛС {sn}. Номер справки 2-НДФЛ № 318.",
    [inn, sn], ["2-НДФЛ"], "INN (two check digits) and SNILS")
mir = card("mir")
add("ru-mir-card", "ru", f"Оплата не проходит: карта Мир {fmt_card(mir)}, срок 11/28, CVC {(rc := pin(3))}. Заказ № 58102294 на 4 590 ₽.",
    [fmt_card(mir), rc], ["58102294", "4 590 ₽"], "Mir card (Luhn) + CVC")
gu = pw_human()
add("ru-gosuslugi", "ru", f"Пароль от Госуслуг: {gu}\n---\nА код из СМС был {(rs := otp())}, но пишет «код устарел». Что делать?",
    [gu, rs], [], "password and SMS code across messages")
rp = "пять девять три один"
add("ru-pin-words", "ru", f"Мама, пин-код от домофона: {rp}. Квартира 47, подъезд 2.",
    [rp], ["Квартира 47"], "PIN in words")

rn = ua_rnokpp()
add("uk-rnokpp", "uk", f"Для відкриття ФОП потрібен мій РНОКПП: {rn}. КВЕД 62.01, дата реєстрації 12.02.2025.",
    [rn], ["62.01", "12.02.2025"], "Ukrainian taxpayer number with check digit")
mono = card("mc")
add("uk-mono", "uk", f"Скинь, будь ласка, гроші на мою картку Монобанку {mono}. Сума 1 250 грн, за квитки на рейс PS 9102.",
    [mono], ["1 250 грн", "PS 9102"], "own card for receiving")
uib = mk_iban("UA")
add("uk-iban-diia", "uk", f"Пароль до Дії: {(dp2 := pw_rand(12))}. А рахунок для виплати: {uib}. ЄДРПОУ отримувача 00032129.",
    [dp2, uib], ["00032129"], "password and IBAN; public org code stays")

tc = tckn()
add("tr-tckn", "tr", f"e-Devlet şifremi sıfırlamak istiyorum. TC kimlik no {tc}, şifre olarak {(ed := pw_human())} yazmıştım. Başvuru no: 2025-TR-48211.",
    [tc, ed], ["2025-TR-48211"], "TC Kimlik (two check digits) and password")
tib = mk_iban("TR")
add("tr-iban", "tr", f"Kira ödemesi için ev sahibine benim IBAN'ımı değil onun IBAN'ını yazacağım; benimki {fmt_iban(tib)}. Dekont no 000917245.",
    [fmt_iban(tib)], ["000917245"], "own Turkish IBAN")
tw = pw_rand(12)
add("tr-wifi", "tr", f"Modem: TP-Link Archer C6, ağ adı SUPERONLINE_WiFi_7712, şifre {tw}. Misafirler için not yaz.",
    [tw], ["Archer C6", "SUPERONLINE_WiFi_7712"], "Wi-Fi password")

eid = ae_eid()
add("ar-emirates-id", "ar", f"أحتاج إلى تجديد الإقامة. رقم الهوية الإماراتية الخاص بي هو {eid}، ورقم الطلب 20250318-7731.",
    [eid], ["20250318-7731"], "Emirates ID (Luhn)")
sib = mk_iban("SA"); sid2 = sa_id()
add("ar-sa-iban", "ar", f"رقم الآيبان الخاص بي {sib} ورقم الهوية الوطنية {sid2}. الفاتورة رقم INV-4471 بمبلغ 1,250 ريال.",
    [sib, sid2], ["INV-4471", "1,250 ريال"], "Saudi IBAN and national ID (Luhn)")
ao = otp(4)
add("ar-otp-sms", "ar", f"وصلتني هذه الرسالة: «رمز التحقق الخاص بك هو {ao}. لا تشاركه مع أحد.» هل هي رسالة احتيال؟ المرسل: 920000847",
    [ao], ["920000847"], "pasted SMS OTP")

me = ir_melli()
add("fa-code-melli", "fa", f"برای ثبت‌نام در سامانه، کد ملی من {me} است. شماره پیگیری ۱۴۰۳۱۲۲۵۸۸۱۹ را هم دارم.",
    [me], ["۱۴۰۳۱۲۲۵۸۸۱۹"], "Iranian national code with check digit")
sh = card("shetab"); sheba = mk_iban("IR")
add("fa-card-sheba", "fa", f"شماره کارت من {fmt_card(sh, '-')} و شماره شبا {sheba} است. لطفاً مبلغ ۲۵۰٬۰۰۰ تومان را واریز کنید.",
    [fmt_card(sh, "-"), sheba], ["۲۵۰٬۰۰۰ تومان"], "Shetab card (Luhn) and Sheba IBAN")
fw3 = pw_human()
add("fa-wifi", "fa", f"رمز وای‌فای خونه {fw3} هست، مودم مدل TD-W8961N. برای مهمون‌ها یه متن کوتاه بنویس.",
    [fw3], ["TD-W8961N"], "Wi-Fi password")

iz = il_id()
add("he-teudat-zehut", "he", f"אני ממלא טופס 101 למעסיק. מספר תעודת הזהות שלי {iz}. מספר תיק ניכויים של המעסיק 947123456.",
    [iz], ["947123456"], "Israeli ID with check digit; employer file number stays")
ha2 = r(DG, 6); hb = "12-" + r(DG, 3) + "-"
add("he-bank", "he", f"תעביר לי את המשכורת לחשבון {ha2}, סניף 612 בבנק הפועלים. סכום 8,450 ₪.",
    [ha2], ["סניף 612", "8,450 ₪"], "own account number")
hw = pw_rand(13)
add("he-alarm-wifi", "he", f"הסיסמה לוויי-פיי היא {hw} וקוד האזעקה {(hc := pin(4))}. השכנה תבוא ב-18:00.",
    [hw, hc], ["18:00"], "Wi-Fi password and alarm code")

aa = aadhaar()
add("hi-aadhaar", "hi", f"मेरा आधार नंबर {aa} है, इसे पैन से लिंक करना है। पैन कार्ड ऑफिस का हेल्पलाइन 1800-180-1961 है।",
    [aa], ["1800-180-1961"], "Aadhaar (Verhoeff)")
pan = r(UP, 3) + "P" + R.choice(UP) + r(DG, 4) + R.choice(UP)
add("hi-pan-ifsc", "hi", f"रिफंड के लिए: PAN {pan}, खाता संख्या {(ia := r(DG, 12))}, IFSC SBIN0001234 (एसबीआई शाखा)।",
    [pan, ia], ["SBIN0001234"], "PAN and account number; IFSC stays")
upi = pin(6)
add("hi-upi-pin", "hi", f"पापा का UPI पिन {upi} है, पर पेमेंट फेल हो रहा है। ट्रांजैक्शन आईडी 431298765012 है।",
    [upi], ["431298765012"], "UPI PIN of family member; transaction id stays")

nik = "3174" + r(DG, 2) + "%02d%02d%02d" % (R.randint(1, 28) + 40, R.randint(1, 12), R.randint(70, 99)) + r(DG, 4)
add("id-nik", "id", f"Untuk daftar BPJS, NIK saya {nik}. Nomor KK beda ya. Nomor antrean A-027.",
    [nik], ["A-027"], "Indonesian NIK")
bca = r(DG, 10)
add("id-bca", "id", f"Transfer ke rekening BCA saya {bca} a.n. Siti Rahma. Totalnya Rp 1.750.000 untuk pesanan #TKP-88213.",
    [bca], ["Rp 1.750.000", "#TKP-88213"], "own bank account")
io = otp()
add("id-otp", "id", f"Kode OTP GoPay saya {io}, kok nggak bisa dipakai ya? Jangan-jangan penipuan. Nomor CS 021-5084-9000.",
    [io], ["021-5084-9000"], "OTP code")

cccd = R.choice(["001", "079", "048"]) + R.choice("0123") + r(DG, 8)
add("vi-cccd", "vi", f"Mình cần điền tờ khai: số CCCD {cccd}, ngày cấp 10/08/2021. Mã hồ sơ HS-2025-4412.",
    [cccd], ["10/08/2021", "HS-2025-4412"], "Vietnamese citizen ID")
vcb = r(DG, 13)
add("vi-vcb", "vi", f"Chuyển khoản giúp mình vào tài khoản Vietcombank {vcb}, số tiền 2.500.000 đ, nội dung: tien nha thang 3.",
    [vcb], ["2.500.000 đ"], "own bank account")
vp2 = pw_human()
add("vi-password-correction", "vi", f"mật khẩu app ngân hàng của mình là {vp2}\n---\nà nhầm, đó là mật khẩu cũ, mật khẩu mới là {(vp3 := pw_human())}",
    [vp2, vp3], [], "old and new password correction")

thid = th_id()
add("th-id", "th", f"ช่วยกรอกแบบฟอร์มเปิดบัญชี เลขบัตรประชาชนของฉันคือ {thid} เบอร์โทรสาขา 02-777-7777",
    [thid], ["02-777-7777"], "Thai ID with check digit")
tw2 = pw_rand(12)
add("th-wifi", "th", f"รหัส Wi-Fi ที่คอนโดคือ {tw2} ชื่อเครือข่าย TRUE_GIGA_5G ห้อง 1205",
    [tw2], ["TRUE_GIGA_5G", "ห้อง 1205"], "Wi-Fi password")
tpin = pin(6)
add("th-app-pin", "th", f"PIN แอปธนาคารของฉันคือ {tpin} ลืมบ่อยมาก ช่วยคิดวิธีจำให้หน่อย เลขที่อ้างอิง 20250307-00912",
    [tpin], ["20250307-00912"], "banking app PIN")

pn = se_pnr()
add("sv-personnummer", "sv", f"Jag ska boka tid på vårdcentralen, mitt personnummer är {pn}. Bokningsnummer 7741-22.",
    [pn], ["7741-22"], "Swedish personnummer (Luhn)")
sw_ = pw_human()
add("sv-swish", "sv", f"Föreningens Swish-nummer är 123 456 78 90, men mitt lösenord till internetbanken är {sw_}. Kan jag betala medlemsavgiften 350 kr därifrån?",
    [sw_], ["123 456 78 90", "350 kr"], "password; association Swish number stays")
sib3 = mk_iban("SE")
add("sv-iban", "sv", f"Lönen ska sättas in på {fmt_iban(sib3)}. Mitt anställningsnummer är A-5521.",
    [fmt_iban(sib3)], ["A-5521"], "own Swedish IBAN")

rc_ = cz_rc()
add("cs-rodne-cislo", "cs", f"Do přihlášky k pojišťovně píšu rodné číslo {rc_}. Číslo pojištěnce je stejné. Objednávka č. 2025/0398.",
    [rc_], ["2025/0398"], "Czech birth number (divisible by 11)")
czib = mk_iban("CZ")
add("cs-iban-pin", "cs", f"Můj účet: {fmt_iban(czib)}. PIN ke kartě {(cp := pin(4))}, ale to nikomu neříkej. Variabilní symbol 8812045.",
    [fmt_iban(czib), cp], ["8812045"], "IBAN and card PIN; variable symbol stays")

afm = gr_afm(); amka = gr_amka()
add("el-afm-amka", "el", f"Για τη δήλωση χρειάζομαι: ΑΦΜ {afm}, ΑΜΚΑ {amka}. ΔΟΥ Αθηνών, αριθμός πρωτοκόλλου 55120/2025.",
    [afm, amka], ["55120/2025"], "Greek AFM (mod 11) and AMKA (Luhn)")
grib = mk_iban("GR")
add("el-iban", "el", f"Στείλε μου το ενοίκιο στο {grib}. Ποσό 450 €, αιτιολογία «Μάρτιος».",
    [grib], ["450 €"], "own Greek IBAN")

cnp = ro_cnp()
add("ro-cnp", "ro", f"Pentru programarea la pașaport: CNP {cnp}, telefon 0722 123 456. Numărul programării 88-4410.",
    [cnp], ["0722 123 456", "88-4410"], "Romanian CNP with check digit")
roib = mk_iban("RO")
add("ro-iban", "ro", f"Te rog scrie un email către contabilă: contul meu nou este {roib}, iar factura F-2025-0091 are 1.200 lei.",
    [roib], ["F-2025-0091", "1.200 lei"], "own Romanian IBAN")

ado = hu_adoaz(); taj = hu_taj()
add("hu-ado-taj", "hu", f"Az adóazonosító jelem {ado}, a TAJ számom {taj}. Iktatószám: 4410-2/2025.",
    [ado, taj], ["4410-2/2025"], "Hungarian tax id and TAJ, both with check digits")
hp = pw_human()
add("hu-ugyfelkapu", "hu", f"Ügyfélkapu jelszavam {hp}, de kétlépcsős azonosításnál a kód nem érkezik a +36 30 123 4567 számra.",
    [hp], ["+36 30 123 4567"], "government portal password")

he = fi_hetu()
add("fi-hetu", "fi", f"Täytän Kelan hakemusta, henkilötunnukseni on {he}. Asiakirjan numero 2025-KELA-5531.",
    [he], ["2025-KELA-5531"], "Finnish HETU (mod 31 char)")
fiib = mk_iban("FI")
add("fi-iban", "fi", f"Palautus tililleni {fmt_iban(fiib)}. Tilausnumero 45019823, summa 59,90 €.",
    [fmt_iban(fiib)], ["45019823", "59,90 €"], "own Finnish IBAN")

fnr = no_fnr()
add("no-fnr", "no", f"Jeg må fylle ut skjema til NAV. Fødselsnummeret mitt er {fnr}. Saksnummer 24/118832.",
    [fnr], ["24/118832"], "Norwegian fødselsnummer (two mod-11 digits)")
nb = pw_rand(14)
add("no-bankid", "no", f"Passordet til BankID er {nb}. Referansenummer for kortbestillingen er 7710-33.",
    [nb], ["7710-33"], "BankID password")

cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), r(DG, 4))
add("da-cpr", "da", f"Til lægen: mit CPR-nummer er {cpr}, og min MitID-adgangskode er {(mi := pw_human())}. Tid hos lægen 14:20.",
    [cpr, mi], ["14:20"], "Danish CPR and MitID password")

mk = r(DG, 12)
add("ms-maybank", "ms", f"Tolong masukkan gaji ke akaun Maybank saya {mk}. Nombor pekerja EMP-3381, RM 4,200.",
    [mk], ["EMP-3381", "RM 4,200"], "own bank account")

mp = pin(4)
add("sw-mpesa", "sw", f"PIN yangu ya M-Pesa ni {mp}. Nimepokea ujumbe kutoka 0722 000 000, je ni utapeli? Msimbo wa muamala QJK7H2M4XP.",
    [mp], ["0722 000 000", "QJK7H2M4XP"], "mobile money PIN; transaction code stays")

bk2 = pin(4)
add("bn-bkash", "bn", f"আমার বিকাশ পিন {bk2}, কিন্তু লেনদেন আইডি 9AB3CD7EFG দেখাচ্ছে ব্যর্থ। হেল্পলাইন 16247।",
    [bk2], ["9AB3CD7EFG", "16247"], "mobile money PIN")

tl = otp()
add("tl-gcash", "tl", f"Ang OTP ko sa GCash ay {tl}, pero may nag-text na taga-GCash daw sila, number 0917 123 4567. Scam ba ito?",
    [tl], ["0917 123 4567"], "OTP; phone stays")

bnn = be_nn(); beib = mk_iban("BE")
add("fr-be-registre", "fr", f"Pour la commune de Liège : numéro de registre national {bnn}, compte {fmt_iban(beib)}. Dossier 2025/LG/0442.",
    [bnn, fmt_iban(beib)], ["2025/LG/0442"], "Belgian national number (mod 97) and IBAN")

chib = mk_iban("CH"); atib = mk_iban("AT")
add("de-ch-at-accounts", "de", f"Ich habe zwei Konten: Schweiz {fmt_iban(chib)} (Lohn) und Österreich {fmt_iban(atib)} (Miete). Der Vermieter hat die Kontonummer AT61 1904 3002 3457 3201 als Beispiel im Vertrag stehen – ist das seine?",
    [fmt_iban(chib), fmt_iban(atib)], ["AT61 1904 3002 3457 3201"], "two own IBANs; well-known example IBAN stays")

ktok = ghp()
add("ko-git-token-code", "ko", f"```bash\ngit clone https://x-access-token:{ktok}@github.com/acme/api-server.git\n```\n이렇게 하면 되는데 v1.4.2 태그 체크아웃이 안 돼요.",
    [ktok], ["v1.4.2", "acme/api-server.git"], "token in clone URL")

zk = r(AN, 32); zs = r(AN, 32)
add("zh-wechat-appsecret", "zh", f"小程序登录报 40125 invalid appsecret。配置：\n```json\n{{\"appid\": \"wx{hexs(16)}\", \"secret\": \"{zs}\"}}\n```",
    [zs], ["40125"], "JSON app secret")

rtok = "lin_api_" + r(AN, 40)
add("de-linear-mixed", "de", f"Unser Linear-Token ({rtok}) steht im README, Issue ENG-2214 ist dazu schon offen. Wie rotiere ich ihn am besten?",
    [rtok], ["ENG-2214"], "API token; issue key stays")

ean = ean13("40"); isbn = ean13("978")
add("de-negative-barcodes", "de", f"Welches Produkt hat die EAN {ean}? Und das Buch mit ISBN {isbn} – ist das die 3. Auflage?",
    [], [ean, isbn], "negative: EAN and ISBN with check digits")

add("fr-negative-versions", "fr", "Après la mise à jour vers PostgreSQL 16.3, la requête du ticket JIRA DATA-8812 prend 4,2 s. Le commit fautif est " + (fc := hexs(40)) + ".",
    [], ["16.3", "DATA-8812", fc], "negative: versions, ticket, commit")

add("ja-negative-placeholders", "ja", "ドキュメントに `API_KEY=<your-api-key>` と `PASSWORD=changeme` と書いてありますが、これはそのまま使うべきですか？",
    [], ["<your-api-key>", "PASSWORD=changeme"], "negative: placeholders")

add("es-negative-test-card", "es", "En el entorno de pruebas de Stripe uso la tarjeta 4242 4242 4242 4242 con cualquier CVC y la clave sk_test_4eC39HqLyjWDarjtT1zdp7dc. ¿Por qué falla?",
    [], ["4242 4242 4242 4242", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "negative: documented test card and test key")

ptok = "pypi-AgEIcHlwaS5vcmc" + r(URLS, 60)
add("it-pypirc", "it", f"Il mio ~/.pypirc:\n[pypi]\nusername = __token__\npassword = {ptok}\nma twine upload di mypkg-0.3.1.tar.gz dà 403.",
    [ptok], ["__token__", "mypkg-0.3.1.tar.gz"], "PyPI token; __token__ username stays")

pl_db = pw_rand(16)
add("pl-k8s-cmd", "pl", f"kubectl create secret generic db-creds --from-literal=password='{pl_db}' -n sklep\nPotem pod sklep-api-7d9f8 ma CrashLoopBackOff.",
    [pl_db], ["sklep-api-7d9f8", "CrashLoopBackOff"], "password in kubectl literal")

ru_tok = "y0_" + r(URLS, 55)
add("ru-yandex-token", "ru", f"OAuth-токен Яндекс Диска: {ru_tok}\nПри загрузке файла backup_2025-03-01.tar.gz получаю 401 UnauthorizedError.",
    [ru_tok], ["backup_2025-03-01.tar.gz", "401 UnauthorizedError"], "OAuth token")

tr_json = pw_rand(14); tr_key = r(AN, 40)
add("tr-json-config", "tr", f"appsettings.json dosyam:\n{{\n  \"ConnectionStrings\": {{ \"Default\": \"Server=10.0.0.5;Database=Stok;User Id=sa;Password={tr_json};\" }},\n  \"Jwt\": {{ \"Key\": \"{tr_key}\", \"Issuer\": \"stok-api\" }}\n}}\nEF Core 8.0.4 migration hata veriyor.",
    [tr_json, tr_key], ["stok-api", "8.0.4"], "appsettings JSON with two secrets")

nl_split_a = pw_rand(10); nl_split_b = pw_rand(8)
add("nl-split-password", "nl", f"Het wachtwoord van de NAS is lang, ik stuur het in twee stukken. Eerste deel: {nl_split_a}\n---\ntweede deel: {nl_split_b}\n---\nSynology DS920+ met DSM 7.2.1.",
    [nl_split_a, nl_split_b], ["DS920+", "7.2.1"], "password split in two messages")

uk_seed = seed_words(12)
add("uk-seed", "uk", f"Моя фраза відновлення гаманця: {uk_seed}. Адреса для отримання: 0x{hexs(40)}. Чи безпечно зберігати це в нотатках?",
    [uk_seed], [], "seed phrase in Ukrainian context")
ethaddr = cases[-1]["text"].split("отримання: ")[1].split(".")[0]
cases[-1]["lookalikes"].append(ethaddr)

# Size balancing: these generated cases are dropped (fixed list) to keep ~170 cases, ~half English.
DROP = set("""gym-locker voicemail-pin telegram-bot hf-cli docker-login mysql-root redis-url java-properties
shopify-admin openvpn-auth sim-puk drivers-licence apple-recovery-key npmrc otp-correction screen-time-kids
ini-printer de-docker-env de-linear-mixed fr-freebox es-ar-cuil pt-br-gov it-bancomat nl-digid
ru-yandex-token uk-mono tr-wifi fa-wifi hi-upi-pin id-otp th-app-pin sv-iban no-bankid hu-ugyfelkapu
ko-account vi-vcb el-iban""".split())
assert DROP <= {c["slug"] for c in cases}
cases[:] = [c for c in cases if c["slug"] not in DROP]
assert len({c["slug"] for c in cases}) == len(cases)

# =====================  OUTPUT  =====================
def q(s): return json.dumps(s, ensure_ascii=False)

def validate(c):
    t = c["text"]
    spans = []
    for s in c["secrets"]:
        assert s and s in t, (c["slug"], "secret missing", s)
        k = t.find(s)
        while k >= 0:
            spans.append((k, k + len(s))); k = t.find(s, k + 1)
    for l in c["lookalikes"]:
        assert l and l in t, (c["slug"], "lookalike missing", l)
        for s in c["secrets"]:
            assert l not in s, (c["slug"], "lookalike inside secret", l)
            assert s not in l, (c["slug"], "secret inside lookalike", s)
        ok = False; k = t.find(l)
        while k >= 0:
            if all(k + len(l) <= a or k >= b for a, b in spans): ok = True; break
            k = t.find(l, k + 1)
        assert ok, (c["slug"], "lookalike only inside secret spans", l)

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "heldout_v30.yaml"
    lines = ["lookalikes: []", "cases:"]
    for n, c in enumerate(cases, 1):
        validate(c)
        lines.append(f"  - id: {q('v30-%03d-%s' % (n, c['slug']))}")
        lines.append(f"    lang: {q(c['lang'])}")
        lines.append(f"    text: {q(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append(f"    {key}:")
                lines += [f"      - {q(v)}" for v in c[key]]
            else:
                lines.append(f"    {key}: []")
        lines.append(f"    note: {q(c['note'])}")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    langs = sorted({c["lang"] for c in cases})
    print(f"wrote {out}: {len(cases)} cases, {sum(len(c['secrets']) for c in cases)} secrets, "
          f"{sum(len(c['lookalikes']) for c in cases)} lookalikes, {len(langs)} languages")

if __name__ == "__main__":
    main()
