#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v74 (secrets filter).

Usage: python3 make_heldout_v74.py heldout_v74.yaml

Standard library only. Every value is drawn from random.Random(74); check digits are
computed where the format has a public algorithm (see README.txt). The whole set is
validated before anything is written; on any problem the script exits with status 1.
"""
import base64
import datetime
import json
import random
import re
import string
import sys

NAME = "heldout_v74"
SEED = 74
PREFIX = "H74"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
B64U = AN + "-_"
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
PWSYM = "!#$%&*+-=?@^_."


# ----------------------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DG, n)


def rdnz(n):
    return R.choice("123456789") + rd(n - 1)


def spaced(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def sized(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def bdate(y0=1958, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def mixed(alpha, n, need=(UP, LO, DG)):
    while True:
        s = rs(alpha, n)
        if all(any(c in grp for c in s) for grp in need):
            return s


def pin(n=4):
    while True:
        s = rd(n)
        if len(set(s)) >= 3 and s not in "0123456789" and s not in "9876543210":
            return s


# ----------------------------------------------------------------------------- passwords
WORDS = {
    "en": ["sunflower", "marmalade", "thunder", "pickle", "falcon", "maple", "harbor", "copper", "velvet",
           "bramble", "cobalt", "juniper", "otter", "lantern", "biscuit", "meadow", "saffron", "walrus",
           "cricket", "pepper", "nugget", "willow", "gizmo", "pumpkin", "rocket", "mango", "hazel"],
    "de": ["Sonnenblume", "Kaffeetasse", "Wanderweg", "Schatzkiste", "Apfelbaum", "Gartenzwerg", "Bergsee"],
    "fr": ["papillon", "soleil", "framboise", "chaton", "mirabelle", "tournesol"],
    "es": ["mariposa", "girasol", "tortuga", "limonada", "golondrina", "almendra"],
    "pt": ["saudade", "jabuticaba", "cachorro", "praia", "maracuja", "pipoca"],
    "it": ["gattino", "girasole", "limoncello", "farfalla", "nocciola"],
    "nl": ["stroopwafel", "fietsbel", "tulpen", "molenaar", "hagelslag"],
    "pl": ["kotek", "jesien", "kwiatuszek", "zabka", "pierogi"],
    "tr": ["kelebek", "papatya", "galata", "simit", "karadeniz"],
    "zh": ["wanglei", "woaini", "xiaoyu", "lihua", "zhangwei"],
    "ko": ["dkssud", "sarang", "qwer", "haneul", "byeol"],
    "no": ["fjellet", "brunost", "nordlys", "skiturer"],
    "fa": ["Parisa", "Tehran", "Shiraz", "Golnar"],
    "el": ["thalassa", "ilios", "kalimera", "santorini"],
}


def human_pw(lang="en"):
    ws = WORDS.get(lang, WORDS["en"])
    w = R.choice(ws)
    style = R.randrange(6)
    if style == 0:
        return w.capitalize() + rd(R.choice([2, 4])) + R.choice("!?#$*")
    if style == 1:
        return R.choice("!#$%&*") + w + R.choice(ws).capitalize() + rd(2)
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + rd(3)
    if style == 3:
        return w.lower() + "." + R.choice(ws).lower() + rd(2) + R.choice("!?")
    if style == 4:
        return w.upper()[:4] + R.choice("_-.") + w.lower()[4:] + rd(4)
    return w.capitalize() + R.choice("@#&") + rd(4)


def strong_pw(n=16):
    return mixed(AN + PWSYM, n, need=(UP, LO, DG, PWSYM))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
         "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
         "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
         "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha "
         "already also alter always amateur amazing among amount amused analyst anchor ancient anger angle "
         "angry animal ankle announce annual another answer antenna antique anxiety any apart apology "
         "appear apple approve april arch arctic area arena argue arm armed armor army around arrange "
         "arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma "
         "athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
         "avocado avoid awake aware away awesome awful awkward axis wagon wait walk wall walnut want warfare "
         "warm warrior wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend "
         "weird welcome west wet whale wheat wheel whip whisper wide width wife wild will win window wine "
         "wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world "
         "worry worth wrap wreck wrestle wrist write wrong yard year yellow young youth zebra zero zone zoo").split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ----------------------------------------------------------------------------- check digits
def luhn_digit(payload):
    tot = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    s = re.sub(r"\D", "", s)
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def card(prefix, length=16):
    while True:
        body = prefix + rd(length - len(prefix) - 1)
        full = body + luhn_digit(body)
        if "4242" not in full and "1111" not in full and "0000" not in full:
            return full


def card_fmt(num):
    if len(num) == 15:
        return sized(num, [4, 6, 5])
    return spaced(num, 4)


def expiry():
    return "%02d/%d" % (R.randint(1, 12), R.randint(26, 30))


def cvc(n=3):
    return pin(n)


def iban_make(cc, bban):
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    return "%s%02d%s" % (cc, 98 - int(num) % 97, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(ch, 36)) for ch in s[4:] + s[:4])
    return int(num) % 97 == 1


RIB_MAP = {}
for _letters, _v in (("AJ", 1), ("BKS", 2), ("CLT", 3), ("DMU", 4), ("ENV", 5), ("FOW", 6), ("GPX", 7),
                     ("HQY", 8), ("IRZ", 9)):
    for _c in _letters:
        RIB_MAP[_c] = str(_v)


def rib_key(bank, guichet, compte):
    def conv(s):
        return int("".join(RIB_MAP.get(c, c) for c in s))
    return "%02d" % (97 - ((89 * conv(bank) + 15 * conv(guichet) + 3 * conv(compte)) % 97))


def es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def d(s):
        r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        return {11: 0, 10: 1}.get(r, r)
    return "%d%d" % (d("00" + bank + branch), d(acct))


ODD_CF = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def cin_char(s):
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        tot += ODD_CF[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def pt_nib(bank, branch, acct):
    return "%02d" % (98 - (int(bank + branch + acct) * 100) % 97)


def wsum(s, w):
    return sum(int(a) * b for a, b in zip(s, w))


def mod11_10(s):
    """ISO 7064 MOD 11,10 (German Steuer-ID, USt-IdNr)."""
    product = 10
    for ch in s:
        total = (int(ch) + product) % 10
        if total == 0:
            total = 10
        product = (total * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c % 10)


VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    return str(VERH_INV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERH_D[c][VERH_P[i % 8][int(ch)]]
    return c == 0


def s10(prefix, country):
    """UPU S10 item id (international postal tracking), check digit computed."""
    body = rd(8)
    c = 11 - wsum(body, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return "%s%s%d%s" % (prefix, body, c, country)


# --- national identifiers (secrets when the user's own)
def pesel(female=None, y0=1960, y1=2008):
    y, m, d = bdate(y0, y1)
    female = R.random() < 0.5 if female is None else female
    mm = m + (20 if y >= 2000 else 0)
    s = "%02d%02d%02d" % (y % 100, mm, d) + rd(3) + R.choice("02468" if female else "13579")
    return s + str((10 - wsum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_id_card():
    letters = rs(UP, 3)
    digs = rd(5)
    val = [ord(c) - 55 for c in letters]
    c = (7 * val[0] + 3 * val[1] + 1 * val[2] + wsum(digs, [7, 3, 1, 7, 3])) % 10
    return letters + str(c) + digs


def pl_nip():
    while True:
        s = rdnz(9)
        c = wsum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return s + str(c)


def pl_regon():
    s = rdnz(8)
    return s + str(wsum(s, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def cz_rc(female=False):
    while True:
        y, m, d = bdate(1960, 1999)
        s = "%02d%02d%02d" % (y % 100, m + (50 if female else 0), d) + rd(3)
        c = int(s) % 11
        if c != 10:
            return s[:6] + "/" + s[6:] + str(c)


def cz_ico():
    while True:
        s = rdnz(7)
        c = 11 - wsum(s, [8, 7, 6, 5, 4, 3, 2]) % 11
        c = {10: 0, 11: 1}.get(c, c)
        return s + str(c)


def cz_account():
    while True:
        pre = R.choice(["000000", "000000", "000019", "000035", "000670"])
        acct = rdnz(10)
        if wsum(pre, [10, 5, 8, 4, 2, 1]) % 11 == 0 and wsum(acct, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0:
            shown = (pre.lstrip("0") + "-" if pre.strip("0") else "") + acct
            return pre, acct, shown


def bsn():
    while True:
        s = rdnz(8)
        c = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c != 10:
            return s + str(c)


def nl_account():
    while True:
        s = rd(10)
        if s[0] != "0" or s[1] != "0":
            if wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0:
                return s


def se_pnr(y, m, d):
    s = "%02d%02d%02d" % (y % 100, m, d) + rd(3)
    return "%d%02d%02d-%s%s" % (y, m, d, s[6:], luhn_digit(s))


def no_fnr():
    while True:
        y, m, d = bdate(1960, 1999)
        s = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % R.randint(0, 499)
        k1 = 11 - wsum(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2)


def no_mod11(body, w):
    c = 11 - wsum(body, w) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def no_account():
    while True:
        body = R.choice(["1503", "1254", "9710", "3000", "1206"]) + rd(6)
        c = no_mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            full = body + c
            return "%s.%s.%s" % (full[:4], full[4:6], full[6:])


def no_orgnr():
    while True:
        body = R.choice("89") + rd(7)
        c = no_mod11(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return body + c


FI_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu():
    y, m, d = bdate(1960, 2003)
    n = "%03d" % R.randint(2, 899)
    base = "%02d%02d%02d" % (d, m, y % 100)
    sign = "-" if y < 2000 else "A"
    return base + sign + n + FI_CHARS[int(base + n) % 31]


def fi_ytunnus():
    while True:
        s = rdnz(7)
        r = wsum(s, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return s + "-" + str(0 if r == 0 else 11 - r)


def fi_ref(base):
    w = [7, 3, 1]
    tot = sum(int(d) * w[i % 3] for i, d in enumerate(reversed(base)))
    full = base + str((10 - tot % 10) % 10)
    # grouped in fives from the right
    parts = []
    while full:
        parts.insert(0, full[-5:])
        full = full[:-5]
    return " ".join(parts)


def dk_cvr():
    while True:
        s = rdnz(7)
        c = (-wsum(s, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return s + str(c)


def de_steuer_id():
    while True:
        dup = R.choice(DG)
        others = R.sample([d for d in DG if d != dup], 8)
        ten = others + [dup, dup]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        s = "".join(ten)
        return s + mod11_10(s)


def de_ustid():
    s = rdnz(8)
    return "DE" + s + mod11_10(s)


def fr_nir(female=False):
    y, m, d = bdate(1960, 2000)
    dept = "%02d" % R.choice([13, 31, 33, 44, 59, 67, 69, 75, 92, 93, 94])
    body = ("2" if female else "1") + "%02d%02d" % (y % 100, m) + dept + "%03d" % R.randint(1, 400) + "%03d" % R.randint(1, 300)
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def fr_siren():
    s = rdnz(8)
    return s + luhn_digit(s)


def fr_siret(siren):
    nic = "%03d" % R.randint(10, 999) + rd(1)
    body = siren + nic
    return body + luhn_digit(body)


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def pt_nif(first):
    s = first + rd(7)
    c = 11 - wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return s + str(0 if c >= 10 else c)


MONTH_CF = "ABCDEHLMPRST"


def it_cf(sur3, name3, female):
    y, m, d = bdate(1965, 2000)
    body = "%s%s%02d%s%02d%s" % (sur3, name3, y % 100, MONTH_CF[m - 1], d + (40 if female else 0),
                                R.choice(["F205", "H501", "L219", "F839", "A944", "G273"]))
    return body + cin_char(body)


def it_piva():
    s = "0" + rd(6) + R.choice(["096", "120", "150", "017"])
    return s + luhn_digit(s)


def cn_id(female):
    area = R.choice(["110108", "310115", "440305", "510107", "330106"])
    y, m, d = bdate(1965, 2000)
    s = "%s%04d%02d%02d%s%s" % (area, y, m, d, rd(2), R.choice("02468" if female else "13579"))
    return s + "10X98765432"[wsum(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    body = "91" + R.choice(["110108", "310115", "440300", "330106"]) + "MA0" + rs(USCC_CH, 6)
    tot = sum(USCC_CH.index(ch) * pow(3, i, 31) for i, ch in enumerate(body))
    return body + USCC_CH[(31 - tot % 31) % 31]


def jp_mynumber():
    s = rdnz(11)
    tot = 0
    for n in range(1, 12):
        p = int(s[-n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    r = tot % 11
    return s + str(0 if r <= 1 else 11 - r)


def kr_rrn(female):
    y, m, d = bdate(1965, 2002)
    g = (4 if female else 3) if y >= 2000 else (2 if female else 1)
    s = "%02d%02d%02d%d%s" % (y % 100, m, d, g, rd(5))
    c = (11 - wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def kr_brn():
    s = rdnz(9)
    tot = wsum(s, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(s[8]) * 5) // 10
    full = s + str((10 - tot % 10) % 10)
    return "%s-%s-%s" % (full[:3], full[3:5], full[5:])


def in_aadhaar():
    s = R.choice("23456789") + rd(10)
    return s + verhoeff_digit(s)


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rd(4) + R.choice(UP)


def sa_id():
    s = "1" + rd(8)
    return s + luhn_digit(s)


def il_tz():
    s = rd(8)
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v if v < 10 else v - 9
    return s + str((10 - tot % 10) % 10)


def il_tz_ok(s):
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v if v < 10 else v - 9
    return tot % 10 == 0


def ir_melli():
    while True:
        s = rd(9)
        r = sum(int(s[i]) * (10 - i) for i in range(9)) % 11
        full = s + str(r if r < 2 else 11 - r)
        if len(set(full)) > 2:
            return full


def th_id():
    s = R.choice("1358") + rd(11)
    c = (11 - sum(int(s[i]) * (13 - i) for i in range(12)) % 11) % 10
    full = s + str(c)
    return "%s-%s-%s-%s-%s" % (full[0], full[1:5], full[5:10], full[10:12], full[12])


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))


def br_cpf():
    s = rd(9)
    for n in (10, 11):
        tot = sum(int(s[i]) * (n - i) for i in range(len(s)))
        r = tot * 10 % 11
        s += str(0 if r == 10 else r)
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def ro_cnp(female):
    y, m, d = bdate(1965, 2003)
    sx = (6 if female else 5) if y >= 2000 else (2 if female else 1)
    s = "%d%02d%02d%02d%02d%03d" % (sx, y % 100, m, d, R.randint(1, 46), R.randint(1, 999))
    c = wsum(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return s + str(1 if c == 10 else c)


def ro_cui():
    body = rdnz(7)
    c = (wsum(body.rjust(9, "0"), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11
    return body + str(0 if c == 10 else c)


def hu_taj():
    s = rdnz(8)
    c = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(s)) % 10
    full = s + str(c)
    return "%s %s %s" % (full[:3], full[3:6], full[6:])


def hu_adoazonosito():
    while True:
        y, m, d = bdate(1960, 2000)
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        s = "8%05d%s" % (days, rd(3))
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(s)) % 11
        if c != 10:
            return s + str(c)


def hu_block(digits):
    w = [9, 7, 3, 1] * 4
    c = (10 - sum(int(a) * w[i] for i, a in enumerate(digits)) % 10) % 10
    return digits + str(c)


def hu_adoszam():
    return "%s-%d-%02d" % (hu_block(rdnz(7)), R.randint(2, 3), R.choice([2, 3, 9, 13, 14, 41, 42, 43, 44]))


def gr_afm(first):
    s = first + rd(8 - len(first))
    c = sum(int(d) * 2 ** (8 - i) for i, d in enumerate(s)) % 11 % 10
    return s + str(c)


def gr_amka():
    y, m, d = bdate(1960, 2000)
    s = "%02d%02d%02d" % (d, m, y % 100) + rd(4)
    return s + luhn_digit(s)


def ru_inn12():
    s = R.choice(["77", "50", "78", "16", "66"]) + rd(8)
    s += str(wsum(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    s += str(wsum(s, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    return s


def ru_inn10():
    s = R.choice(["77", "78", "50"]) + rd(7)
    return s + str(wsum(s, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    s = "1" + R.choice(["02", "12", "17", "19", "21"]) + R.choice(["77", "78", "50"]) + rd(7)
    return s + str(int(s) % 11 % 10)


def ru_snils():
    while True:
        s = rd(9)
        if int(s) <= 1001998:
            continue
        tot = sum(int(s[i]) * (9 - i) for i in range(9))
        if tot < 100:
            c = tot
        elif tot in (100, 101):
            c = 0
        else:
            c = tot % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (s[:3], s[3:6], s[6:], c)


def ua_rnokpp(female, y, m, d):
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    s = "%05d%s%s" % (days, rd(3), R.choice("02468" if female else "13579"))
    return s + str(wsum(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a in (666,):
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def aba_ok(s):
    d = [int(c) for c in s]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def uk_nino():
    first = R.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = R.choice("ABCEGHJKLMNPRSTWXYZ")
    return "%s%s %s %s %s %s" % (first, second, rd(2), rd(2), rd(2), R.choice("ABCD"))


def uk_nhs():
    while True:
        s = rdnz(9)
        c = 11 - wsum(s, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            full = s + str(c)
            return "%s %s %s" % (full[:3], full[3:6], full[6:])


def uk_vat():
    s = rdnz(7)
    c = (-wsum(s, [8, 7, 6, 5, 4, 3, 2])) % 97
    return "GB %s %s %02d" % (s[:3], s[3:], c)


def au_tfn():
    while True:
        s = rdnz(8)
        c = wsum(s, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c != 10:
            full = s + str(c)
            return "%s %s %s" % (full[:3], full[3:6], full[6:])


def imei():
    s = R.choice(["35", "86", "01"]) + rd(12)
    return s + luhn_digit(s)


def us_mbi():
    A = "ACDEFGHJKMNPQRTUVWXY"
    AN_ = A + DG
    s = (R.choice("123456789") + R.choice(A) + R.choice(AN_) + R.choice(DG) + R.choice(A) + R.choice(AN_)
         + R.choice(DG) + R.choice(A) + R.choice(A) + R.choice(DG) + R.choice(DG))
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def bitlocker_key():
    return "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))


def mx_clabe(bank):
    s = bank + rd(3) + rd(11)
    tot = sum((int(d) * [3, 7, 1][i % 3]) % 10 for i, d in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(s):
    return base64.b64encode(s.encode()).decode()


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload):
    head = b64u_nopad(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (head, body, rs(B64U, 43))


def openssh_key():
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"]
    lines.append("QyNTUxOQAAACB" + rs(B64, 57))
    lines.append(rs(B64, 70))
    lines.append(rs(B64, 70))
    lines.append(rs(B64, 70))
    lines.append(rs(B64, 16) + "==")
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


# ----------------------------------------------------------------------------- self tests
def self_test():
    assert luhn_ok("4242424242424242") and luhn_ok("79927398713") and luhn_ok("378282246310005")
    assert luhn_ok("5555555555554444") and luhn_ok("4111111111111111")
    for ib in ["GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
               "NL91ABNA0417164300", "ES9121000418450200051332", "IT60X0542811101000000123456",
               "PL61109010140000071219812874", "CZ6508000000192000145399", "NO9386011117947",
               "HU42117730161111101800000000", "PT50000201231234567890154", "GB33BUKB20201555555555"]:
        assert iban_ok(ib), ib
    assert rib_key("20041", "01005", "0500013M026") == "06"
    assert es_dc("2100", "0418", "0200051332") == "45"
    assert cin_char("0542811101000000123456") == "X"
    assert cin_char("RSSMRA85T10A562") == "S"
    assert pt_nib("0002", "0123", "12345678901") == "54"
    assert no_mod11("8601111794", [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == "7"
    assert no_mod11("97476067", [3, 2, 7, 6, 5, 4, 3, 2]) == "3"
    assert hu_block("1177301") == "11773016" and hu_block("111110180000000") == "1111101800000000"
    assert wsum("000019", [10, 5, 8, 4, 2, 1]) % 11 == 0
    assert wsum("2000145399", [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0
    assert (10 - wsum("1090101", [3, 9, 7, 1, 3, 9, 7]) % 10) % 10 == 4
    assert (10 - wsum("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == 9
    assert wsum("11122233", [9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 3
    assert 11 - wsum("943476591", [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 9
    assert wsum("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
    assert aba_ok("021000021")
    assert "10X98765432"[wsum("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X"
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert luhn_digit("811218987") == "6"
    assert FI_CHARS[int("131052308") % 31] == "T"
    assert il_tz_ok("000000018")
    assert "12345678Z" == "%08d%s" % (12345678, "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23])
    assert wsum("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == 8
    assert wsum("12345678", [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10 == 5
    s = "500100732259"
    assert str(wsum(s[:10], [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10) == s[10]
    assert str(wsum(s[:11], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10) == s[11]
    assert wsum("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3
    assert int("102770013219") % 11 % 10 == 5
    assert sum(int("112233445"[i]) * (9 - i) for i in range(9)) == 95
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    assert ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4
    cpf = "529982247"
    for n in (10, 11):
        r = sum(int(cpf[i]) * (n - i) for i in range(len(cpf))) * 10 % 11
        cpf += str(0 if r == 10 else r)
    assert cpf == "52998224725"
    tot = sum((int(dd) * [3, 7, 1][i % 3]) % 10 for i, dd in enumerate("03218000011835971"))
    assert (10 - tot % 10) % 10 == 9
    assert wsum("0417164300", [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0
    # Japanese My Number: 12345678901 -> 8 (computed by hand in the README notes)
    tot = sum(int("12345678901"[-n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    assert 11 - tot % 11 == 8
    p = json.loads(base64.urlsafe_b64decode(JWT_IO.split(".")[1] + "==").decode())
    assert p == {"sub": "1234567890", "name": "John Doe", "iat": 1516239022}


JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")

# ----------------------------------------------------------------------------- cases
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def C(slug, lang, text, secrets, looks, note):
    return {"slug": slug, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks),
            "note": note}


# --- cases are defined in the second half of this file


# ============================================================================= English
@case
def _():
    ssid = R.choice(["TheShire", "CasaLopez", "NETGEAR", "Linksys", "MooseLodge"]) + rd(2) + R.choice(["", "_5G"])
    pw = human_pw()
    sn = rs(UP + DG, 13)
    t = ("Can you make a cute little card I can print and stick on the fridge for guests? Wi-Fi name: %s, "
         "password: %s. Something simple with a wifi icon. The router sticker also has S/N %s on it, "
         "I assume that doesn't go on the card?" % (ssid, pw, sn))
    return C("wifi-fridge-card", "en", t, [pw], [sn], "home Wi-Fi password; router serial number is a look-alike")


@case
def _():
    akid = "AKIA" + rs(UP + "234567", 16)
    sak = rs(B64, 17) + "/" + rs(B64, 22)
    rid = rs(HEXU, 16)
    t = ("Getting SignatureDoesNotMatch from boto3 and I can't see why. My .env:\n\n"
         "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-1\n"
         "S3_BUCKET=invoices-archive-prod\n\nThe error has RequestId: %s. Could the slash in the secret be the "
         "problem?" % (akid, sak, rid))
    return C("aws-env-signature", "en", t, [akid, sak], [rid], "AWS key pair in .env; S3 request id is a look-alike")


@case
def _():
    t = ("In the AWS CLI docs, the aws configure example uses AKIAIOSFODNN7EXAMPLE and "
         "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Are those real credentials somebody leaked or just "
         "placeholders? And what's the difference between keys starting with AKIA and ASIA?")
    return C("aws-docs-example-keys", "en", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "negative: AWS documentation example key pair")


@case
def _():
    tok = "ghp_" + rs(AN, 36)
    sha = rs(HEX, 40)
    t = ("Ugh. I pushed a commit with my personal access token hardcoded in config.js (%s). I already revoked it "
         "in GitHub settings, but the commit %s is on main now. What's the cleanest way to purge it from "
         "history, git filter-repo or BFG?" % (tok, sha))
    return C("github-pat-revoked", "en", t, [tok], [sha], "revoked PAT is still a secret; commit hash look-alike")


@case
def _():
    sk = "sk_live_51" + rs(AN, 97)
    cus = "cus_" + rs(AN, 14)
    t = ("My Stripe checkout works fine in test mode with 4242 4242 4242 4242, but after switching to the live "
         "key %s every call fails with \"No such customer: '%s'\". Do customers not carry over between test "
         "and live?" % (sk, cus))
    return C("stripe-live-key", "en", t, [sk], ["4242 4242 4242 4242", cus],
             "live Stripe secret key; test card and customer id are look-alikes")


@case
def _():
    num = card("4" + rd(5))
    exp = expiry()
    cv = cvc()
    hold = "RVI" + rd(7)
    t = ("Please book the Riverside Inn for Friday and Saturday night, king room if they have one. Use my Visa "
         "%s, expiry %s, security code %s. They already gave me a hold number, %s, so mention that when you "
         "call." % (card_fmt(num), exp, cv, hold))
    return C("hotel-card-booking", "en", t, [card_fmt(num), exp, cv], [hold],
             "card number, expiry and CVC; hotel hold number is a reference")


@case
def _():
    acct = rdnz(R.choice([9, 10]))
    t = ("HR needs my direct deposit info by tomorrow, can you draft the email? Bank: Chase, routing number "
         "021000021, checking account %s. 100%% of the paycheck to that account please." % acct)
    return C("direct-deposit-routing", "en", t, [acct], ["021000021"],
             "user's account number is a secret, the bank's routing number is public")


@case
def _():
    ssn = us_ssn()
    ein = R.choice(["82", "47", "27", "93", "46"]) + "-" + rd(7)
    t = ("Doing the W-4 and the state withholding form for my new job. My SSN is %s. The employer EIN on the "
         "offer letter is %s, does that go anywhere on the W-4 or only on the W-2 later?" % (ssn, ein))
    return C("w4-ssn-employer-ein", "en", t, [ssn], [ein], "own SSN; employer's EIN is a public company id")


@case
def _():
    t = ("I read that 078-05-1120 was printed on sample cards that came in wallets and thousands of people used "
         "it as their own. Is that true? And why do so many forms show 123-45-6789 as the example?")
    return C("famous-example-ssns", "en", t, [], ["078-05-1120", "123-45-6789"], "negative: famous example SSNs")


@case
def _():
    otp = rd(6)
    caseno = "CF-" + rd(8)
    t = ("Someone called saying they're from Chase fraud and asked me to read them the code I just got. This is "
         "the text:\n\n\"Chase: Your one-time code is %s. Chase will NEVER call you to ask for this code. Don't "
         "share it.\"\n\nThey also gave me a case number, %s. Should I call them back?" % (otp, caseno))
    return C("bank-otp-scam-call", "en", t, [otp], [caseno], "pasted SMS one-time code; caller's case number look-alike")


@case
def _():
    codes = [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(3)]
    tick = rdnz(7)
    t = ("Can you hang on to these for me? GitHub recovery codes, the first three (I'll print the rest):\n"
         "%s\n%s\n%s\nGitHub support (ticket #%s) told me to keep them offline, but whatever." % (codes[0], codes[1], codes[2], tick))
    return C("github-recovery-codes", "en", t, codes, [tick], "2FA recovery codes in a list; support ticket number look-alike")


@case
def _():
    seed = rs(B32, 32).lower()
    uid = rdnz(9)
    t = ("My phone got wiped and Google Authenticator went with it. Luckily I'd written down the setup key for "
         "my Binance 2FA (UID %s): %s. If I type that into a new authenticator app, will it generate the same "
         "codes?" % (uid, spaced(seed, 4)))
    return C("totp-setup-key", "en", t, [spaced(seed, 4)], [uid], "TOTP seed in Google's grouped display form; exchange UID look-alike")


@case
def _():
    t = ("Explain this URI from the Google Authenticator wiki: "
         "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example - which part is the "
         "shared secret, and what's the default period and digit count?")
    return C("totp-docs-example", "en", t, [], ["JBSWY3DPEHPK3PXP"], "negative: documentation TOTP seed")


@case
def _():
    pw = mixed(AN + "#%!", 18, need=(UP, LO, DG, "#%!"))
    host = "orders-db.%s.us-east-1.rds.amazonaws.com" % rs(LO + DG, 12)
    t = ("psql keeps saying 'password authentication failed for user \"app_rw\"' even though I copied the URL "
         "straight from our vault:\n\npostgresql://app_rw:%s@%s:5432/orders\n\nDo special characters in the "
         "password need URL-encoding?" % (pw, host))
    return C("postgres-url-rds", "en", t, ["app_rw:" + pw], [host],
             "credentials part of a connection string; RDS host is a look-alike")


@case
def _():
    pw = mixed(AN, 16)
    cl = "cluster0.%s.mongodb.net" % rs(LO + DG, 5)
    t = ("Atlas keeps timing out (MongoServerSelectionError) even though I allowed 0.0.0.0/0:\n\n"
         "const uri = \"mongodb+srv://maria_dev:%s@%s/?retryWrites=true&w=majority&appName=Cluster0\";\n"
         "const client = new MongoClient(uri);" % (pw, cl))
    return C("mongodb-srv-uri", "en", t, ["maria_dev:" + pw], [cl], "MongoDB user:password; cluster host look-alike")


@case
def _():
    pw = mixed(AN, 32)
    port = rdnz(5)
    host = "redis-%s.c%s.us-east-1-4.ec2.redns.redis-cloud.com" % (port, rd(3))
    t = ("Celery can't connect to the broker: 'Error 8 connecting ... nodename nor servname provided'. "
         "Settings:\n\nCELERY_BROKER_URL=redis://default:%s@%s:%s/0\n\nIs the format wrong?" % (pw, host, port))
    return C("redis-broker-url", "en", t, ["default:" + pw], [host], "Redis credentials in a URL; host look-alike")


@case
def _():
    tok = "xoxb-%s-%s-%s" % (rdnz(12), rdnz(13), rs(AN, 24))
    ch = "C0" + rs(UP + DG, 9)
    t = ("Why does this return not_in_channel?\n\nfrom slack_sdk import WebClient\n"
         "client = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"%s\", text=\"deploy finished\")"
         % (tok, ch))
    return C("slack-bot-token", "en", t, [tok], [ch], "Slack bot token in code; channel id look-alike")


@case
def _():
    key = "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    req = "req_" + rs(HEX, 32)
    t = ("Why am I getting 429 'You exceeded your current quota' on the very first request? I just created this "
         "key: %s. The response had x-request-id: %s." % (key, req))
    return C("openai-key-429", "en", t, [key], [req], "OpenAI project key; request id look-alike")


@case
def _():
    key = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    t = ("This curl returns 401 invalid x-api-key, what am I missing?\n\n"
         "curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: %s\" \\\n"
         "  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: application/json\" \\\n"
         "  -d '{\"model\": \"claude-3-5-sonnet-20241022\", \"max_tokens\": 256, \"messages\": "
         "[{\"role\": \"user\", \"content\": \"hi\"}]}'" % key)
    return C("anthropic-key-curl", "en", t, [key], ["2023-06-01", "claude-3-5-sonnet-20241022"],
             "Anthropic key in curl; API version date and model name are look-alikes")


@case
def _():
    key = "AIza" + rs(B64U, 35)
    t = ("The map shows 'This page can't load Google Maps correctly' and the console says RefererNotAllowedMapError."
         "\n\n<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async></script>\n\n"
         "I'm centering it on placeId ChIJN1t_tDeuEmsRUsoyG83frY4 like in the docs." % key)
    return C("google-maps-key", "en", t, [key], ["ChIJN1t_tDeuEmsRUsoyG83frY4"],
             "Google API key; docs example place id look-alike")


@case
def _():
    now = R.randint(1714000000, 1730000000)
    tok = jwt({"sub": rd(7), "email": "k.osei@fastmail.com", "role": "member", "iat": now, "exp": now + 604800})
    ga = "GA1.1.%s.%d" % (rdnz(10), now - R.randint(10 ** 6, 10 ** 7))
    t = ("This is the cookie header from devtools: auth_session=%s; _ga=%s\n\nCan you decode the session part "
         "and tell me when it expires?" % (tok, ga))
    return C("jwt-session-cookie", "en", t, [tok], [ga], "session JWT cookie; analytics cookie value is a look-alike")


@case
def _():
    t = ("What's inside the sample token on the jwt.io homepage? %s\nAnd is HS256 with 'your-256-bit-secret' "
         "actually safe for production?" % JWT_IO)
    return C("jwt-io-sample", "en", t, [], [JWT_IO, "your-256-bit-secret"], "negative: jwt.io sample token")


@case
def _():
    key = openssh_key()
    fp = "SHA256:" + rs(B64, 43)
    t = ("Server rejects my key with 'Permission denied (publickey)'. This is the private key I'm using, does "
         "the format look right?\n\n%s\n\nssh-keygen -l shows the fingerprint as %s" % (key, fp))
    return C("ssh-private-key", "en", t, [key], [fp], "OpenSSH private key block; public fingerprint look-alike")


@case
def _():
    phrase = seed_phrase(12)
    addr = "0x" + rs(HEX, 40)
    t = ("I'm moving everything to a Ledger. My MetaMask secret recovery phrase is: %s\nThe account address is "
         "%s. Do I type the phrase into Ledger Live, or is that a bad idea?" % (phrase, addr))
    return C("metamask-seed-phrase", "en", t, [phrase], [addr], "12-word seed phrase; public wallet address look-alike")


@case
def _():
    v1 = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
    v2 = "legal winner thank year wave sausage worth useful legal winner thank yellow"
    t = ("For the unit tests of my wallet library I use the mnemonics \"%s\" and \"%s\" from the BIP39 test "
         "vectors. Should the first derived address match the one in the spec exactly?" % (v1, v2))
    return C("bip39-test-vectors", "en", t, [], [v1, v2], "negative: BIP39 test vector mnemonics")


@case
def _():
    lb, kp = pin(4), pin(6)
    wpw = human_pw()
    hm = "HM" + rs(UP + DG, 8)
    t = ("Help me polish these check-in instructions for my Airbnb guests:\n\n1) Lockbox to the left of the "
         "garage, code %s.\n2) Front door keypad: %s then the check button.\n3) Wi-Fi: BlueHeron_Guest / %s\n\n"
         "Please have your confirmation code (%s) ready if you call me." % (lb, kp, wpw, hm))
    return C("airbnb-checkin-codes", "en", t, [lb, kp, wpw], [hm],
             "host's lockbox, door and Wi-Fi codes; reservation code is a reference")


@case
def _():
    a1 = pin(4)
    a2 = pin(4)
    ph = "(503) 555-01%s" % rd(2)
    t = ("Writing a note for our pet sitter. Alarm panel: disarm with %s. Do NOT use %s, that's the duress code "
         "and it silently calls the police. Vet is Dr. Okafor, %s. Can you make it sound friendlier?" % (a1, a2, ph))
    return C("pet-sitter-alarm", "en", t, [a1, a2], [ph], "alarm and duress codes; vet phone number look-alike")


@case
def _():
    m = R.choice(["Kowalczyk", "Fitzgerald", "Hernandez", "Lindqvist", "Abernathy"])
    p = R.choice(["Biscuit", "Pepperoni", "Mr. Whiskers", "Clementine", "Bandit"])
    s = R.choice(["Alder Lane", "Maple Crest Drive", "Poplar Street", "Juniper Court"])
    t = ("I'm setting up the security questions for my credit union login and I always forget what I answered. "
         "For the record: mother's maiden name - %s; first pet - %s; street I grew up on - %s. Can you make me a "
         "mnemonic so I remember which answer goes with which question?" % (m, p, s))
    return C("security-question-answers", "en", t, [m, p, s], [], "answers to security questions")


@case
def _():
    pn = R.choice("ABC") + rd(8)
    trk = "9405 5036 9930 0%s %s %s" % (rd(3), rd(4), rd(2))
    t = ("Renewing my passport by mail (DS-82). My current passport number is %s, issued 2016. The USPS tracking "
         "number for the envelope is %s - how long until it shows up as 'in process'?" % (pn, trk))
    return C("passport-renewal", "en", t, [pn], [trk], "passport number; mail tracking number look-alike")


@case
def _():
    dl = R.choice(UP) + rd(7)
    conf = rdnz(9)
    t = ("The DMV online form wants my current license number, want to double-check before I submit: %s, "
         "expires 08/14/2027. The appointment confirmation number is %s." % (dl, conf))
    return C("drivers-license-dmv", "en", t, [dl], [conf], "driver's licence number; appointment confirmation look-alike")


@case
def _():
    mid = rs(UP, 3) + rd(9)
    grp = rdnz(6)
    t = ("Transcribing my insurance card for the clinic's intake form: Member ID %s, Group %s, RxBIN 610014, "
         "RxPCN MEDDPRIME. Which one goes in the 'policy number' box?" % (mid, grp))
    return C("health-insurance-member-id", "en", t, [mid], ["610014"],
             "health insurance member id; pharmacy BIN is a public routing id")


@case
def _():
    ni = uk_nino()
    t = ("HMRC's page shows QQ 12 34 56 C as the example. Mine is %s - do I type it with the spaces or without?"
         % ni)
    return C("uk-ni-number", "en", t, [ni], ["QQ 12 34 56 C"], "National Insurance number; HMRC example look-alike")


@case
def _():
    sc = "%s-%s-%s" % (R.choice(["20", "40", "60", "30", "09"]), rd(2), rd(2))
    acct = rd(8)
    t = ("Can you check this standing order makes sense before I set it up? From my account: sort code %s, "
         "account number %s. £850 to the landlord on the 1st of every month, reference FLAT 2B RENT." % (sc, acct))
    return C("uk-standing-order", "en", t, [acct], [sc], "own UK account number; sort code is public")


@case
def _():
    tfn = au_tfn()
    bsb = "06" + rd(1) + "-" + rd(3)
    acct = rd(4) + " " + rd(4)
    t = ("Onboarding for the new job in Melbourne. The super fund wants my TFN, %s, and my bank details: "
         "BSB %s, account %s. Is it safe to email those or should I use their portal?" % (tfn, bsb, acct))
    return C("au-tfn-bsb", "en", t, [tfn, acct], [bsb], "Australian TFN and account; BSB is public")


@case
def _():
    sin_ = R.choice("1234567") + rd(7)
    sin_ = sin_ + luhn_digit(sin_)
    sinf = "%s %s %s" % (sin_[:3], sin_[3:6], sin_[6:])
    bn = rdnz(9) + "RP0001"
    t = ("My T4 came and I want to make sure everything matches before filing. My SIN is %s. The employer's "
         "payroll account number on the slip is %s. Which box has the CPP contributions?" % (sinf, bn))
    return C("ca-sin-t4", "en", t, [sinf], [bn], "Canadian SIN; employer payroll account look-alike")


@case
def _():
    tok = "npm_" + rs(AN, 36)
    ver = "3.%d.0-beta.%d" % (R.randint(2, 19), R.randint(1, 9))
    t = ("npm publish fails with E404 even though npm whoami works. ~/.npmrc:\n\n"
         "//registry.npmjs.org/:_authToken=%s\n@acme-ui:registry=https://registry.npmjs.org/\n\n"
         "package.json has version %s and name @acme-ui/datepicker." % (tok, ver))
    return C("npmrc-auth-token", "en", t, [tok], [ver], "npm token in .npmrc; version string look-alike")


@case
def _():
    pw = strong_pw(14)
    auth = b64("deploy-bot:" + pw)
    dig = rs(HEX, 64)
    t = ("Why does docker pull still say 'unauthorized: HTTP Basic: Access denied'? ~/.docker/config.json:\n\n"
         "{\n  \"auths\": {\n    \"registry.gitlab.com\": { \"auth\": \"%s\" }\n  }\n}\n\n"
         "Image: registry.gitlab.com/acme/api@sha256:%s" % (auth, dig))
    return C("docker-config-auth", "en", t, [auth], ["sha256:" + dig],
             "base64 user:password in docker config; image digest look-alike")


@case
def _():
    pw = strong_pw(20)
    uid = uuid4()
    t = ("Pod is stuck in CreateContainerConfigError. Is my Secret okay?\n\napiVersion: v1\nkind: Secret\n"
         "metadata:\n  name: db-creds\n  uid: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s"
         % (uid, b64("orders_svc"), b64(pw)))
    return C("k8s-secret-base64", "en", t, [b64(pw)], [uid], "base64 password in a Kubernetes Secret; uid look-alike")


@case
def _():
    glpat = "glpat-" + rs(B64U, 20)
    job = rdnz(10)
    t = ("CI job %s fails at git push with 403. The script does:\n\n"
         "git remote set-url origin https://oauth2:%s@gitlab.com/acme-infra/terraform-modules.git\n"
         "git push origin HEAD:release\n\nDoes the token need write_repository?" % (job, glpat))
    return C("gitlab-remote-token", "en", t, ["oauth2:" + glpat], [job],
             "GitLab token as URL credentials; CI job id look-alike")


@case
def _():
    hf = "hf_" + rs(UP + LO, 34)
    sha = rs(HEX, 40)
    t = ("In Colab, login(token=\"%s\") succeeds but from_pretrained on meta-llama/Llama-3.1-8B-Instruct still "
         "gives 403. I'm pinning revision=\"%s\". Do I need to accept the license again?" % (hf, sha))
    return C("huggingface-token", "en", t, [hf], [sha], "Hugging Face token; model revision hash look-alike")


@case
def _():
    appid = "1" + rd(18)
    tok = b64u_nopad(appid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    guild = "1" + rd(18)
    t = ("My discord.py bot logs in but never responds to commands. bot.run(\"%s\") at the bottom. Application ID "
         "%s, I'm testing in server %s, and the message content intent is on." % (tok, appid, guild))
    return C("discord-bot-token", "en", t, [tok], [appid, guild], "Discord bot token; application and guild ids look-alikes")


@case
def _():
    tok = "%s:AA%s" % (rdnz(10), rs(B64U, 33))
    chat = "-100" + rdnz(10)
    t = ("sendMessage keeps returning 'Bad Request: chat not found':\n\n"
         "requests.post(\"https://api.telegram.org/bot%s/sendMessage\", data={\"chat_id\": \"%s\", "
         "\"text\": \"backup done\"})\n\nThe bot is an admin in the channel." % (tok, chat))
    return C("telegram-bot-token", "en", t, [tok], [chat], "Telegram bot token inside URL; chat id look-alike")


@case
def _():
    base = R.choice(WORDS["en"]).capitalize() + rd(2) + R.choice(WORDS["en"])
    pw1 = base
    pw2 = base[:-1] + base[-1].upper()
    t = ("New password for the family Netflix, remember it for me so I can tell my sister later: %s\n---\n"
         "wait no, I mistyped it. It's %s (capital letter at the end)." % (pw1, pw2))
    return C("netflix-password-corrected", "en", t, [pw1, pw2], [], "multi-message: password then corrected password")


@case
def _():
    a = mixed(AN + "!#%", 8)
    b = mixed(AN + "!#%", 8)
    t = ("I'll split my work VPN password across two messages because our DLP flags it. Part 1: %s\n---\n"
         "Part 2: %s - put them together with no space. Now, why does GlobalProtect still say 'authentication "
         "failed' when I'm sure it's right?" % (a, b))
    return C("vpn-password-in-parts", "en", t, [a, b], [], "multi-message: password given in two parts")


@case
def _():
    code = "-".join(rs(UP + DG, 4) for _ in range(3))
    t = ("I'll paste my Coinbase 2FA backup code next, just hold onto it for a couple of days.\n---\n%s\n---\n"
         "ok thanks. don't bring it up unless I ask." % code)
    return C("backup-code-announced", "en", t, [code], [], "multi-message: value announced, then given alone")


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@case
def _():
    p = pin(4)
    words = " ".join(NUMW[int(c)] for c in p)
    l4 = rd(4)
    t = ("My debit card PIN is %s - I keep mixing up the order of the last two digits. It's the card ending in %s. "
         "Any memory trick?" % (words, l4))
    return C("pin-spelled-out", "en", t, [words], [l4], "PIN spelled out in words; last four of the card look-alike")


NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}


@case
def _():
    pw = mixed(LO + UP + DG, 8)
    parts = []
    for ch in pw:
        if ch.isdigit():
            parts.append(ch)
        elif ch.isupper():
            parts.append("capital " + NATO[ch.lower()].capitalize())
        else:
            parts.append(NATO[ch])
    nato = ", ".join(parts)
    t = ("My dad can't read the tiny print on the router, so I read him the wifi password over the phone like "
         "this: %s. Did I spell it right for %s?" % (nato, pw))
    return C("wifi-password-nato", "en", t, [nato, pw], [], "password spelled in the NATO alphabet and plainly")


@case
def _():
    pw = human_pw()
    t = ("Is %s a strong enough password for my Gmail? I've had it for like 6 years but I only use it there "
         "and for my bank." % pw)
    return C("password-strength-question", "en", t, [pw], [], "password given for a strength check")


@case
def _():
    p1, p2 = human_pw(), strong_pw(15)
    t = ("Chrome exported my passwords to CSV and I want to move them to Bitwarden. Does this look right?\n\n"
         "name,url,username,password\naccounts.google.com,https://accounts.google.com/,dana.whitfield84@gmail.com,%s\n"
         "www.chase.com,https://www.chase.com/,dwhitfield84,%s" % (p1, p2))
    return C("password-csv-export", "en", t, [p1, p2], [], "passwords in a CSV export")


@case
def _():
    p = pin(4)
    t = ("I set the Screen Time passcode on my son's iPad (model A2602, iPadOS 17.4) to %s. If he figures it out, "
         "how do I change it without him watching over my shoulder?" % p)
    return C("screen-time-passcode", "en", t, [p], ["A2602"], "device passcode; model number look-alike")


@case
def _():
    key = bitlocker_key()
    kid = rs(HEXU, 8)
    t = ("My laptop booted into BitLocker recovery after a BIOS update. It asks for the key for Key ID %s. "
         "From my Microsoft account page I found %s but it says incorrect. Is there a typo pattern I should "
         "check?" % (kid, key))
    return C("bitlocker-recovery-key", "en", t, [key], [kid], "BitLocker recovery key (blocks divisible by 11); key id look-alike")


@case
def _():
    rk = "-".join(rs(UP + DG, 4) for _ in range(7))
    case_id = "102" + rd(7)
    t = ("Apple says I need my recovery key to sign in on the new Mac. I printed it years ago: %s. Where do I "
         "type it? Support opened case %s but can't see the key." % (rk, case_id))
    return C("apple-recovery-key", "en", t, [rk], [case_id], "Apple account recovery key; support case id look-alike")


@case
def _():
    codes = ["%s %s" % (rd(4), rd(4)) for _ in range(2)]
    t = ("Storing my Google backup codes here in case I lose the printout:\n1. %s\n2. %s\n"
         "(the other eight are crossed out, already used)" % tuple(codes))
    return C("google-backup-codes", "en", t, codes, [], "8-digit backup codes")


@case
def _():
    tok = rs(B64U, 64)
    rid = uuid4()
    t = ("Got this email and I did NOT request it:\n\n\"Hi Dana, we received a request to reset your Atlassian "
         "password. Reset it here: https://id.atlassian.com/login/resetpassword?token=%s\nThis link expires in "
         "24 hours. Request ID: %s\"\n\nShould I be worried?" % (tok, rid))
    return C("password-reset-link", "en", t, [tok], [rid], "reset token in a pasted e-mail; request id look-alike")


@case
def _():
    sid = rs(LO + DG, 32)
    csrf = rs(AN, 32)
    ga = "GA1.1.%s.%d" % (rdnz(9), R.randint(1690000000, 1730000000))
    t = ("Requests from my script get redirected to /accounts/login/ even though I copied the cookie header "
         "from Chrome:\n\nCookie: csrftoken=%s; sessionid=%s; _ga=%s\n\nDo I also need to send X-CSRFToken?"
         % (csrf, sid, ga))
    return C("django-session-cookie", "en", t, [sid], [ga], "Django session id; analytics cookie look-alike")


@case
def _():
    opaque = rs(B64U, 40)
    rid = uuid4()
    t = ("Our log aggregator shows lines like this, is that a problem?\n\n"
         "2024-05-12T09:14:33.512Z INFO http.client GET https://api.acme-payments.com/v2/balances "
         "headers={'Authorization': 'Bearer %s', 'X-Request-Id': '%s'} status=200 took=182ms" % (opaque, rid))
    return C("bearer-token-in-log", "en", t, [opaque], [rid], "bearer token in a log line; request id look-alike")


@case
def _():
    pw = human_pw()
    t = ("I want to print a QR code for the café's staff Wi-Fi (customers get the other one). Is this string "
         "right?\n\nWIFI:T:WPA;S:BeanThere-Staff;P:%s;;" % pw)
    return C("wifi-qr-string", "en", t, [pw], [], "Wi-Fi password in a WIFI: QR payload")


@case
def _():
    l4 = rd(4)
    claim = rdnz(9) + R.choice("ABD")
    t = ("Got a letter from the SSA that references SSN XXX-XX-%s and claim number %s. It says to call "
         "1-800-772-1213. Is that a real SSA number or a scam?" % (l4, claim))
    return C("ssa-letter-masked", "en", t, [], ["XXX-XX-" + l4, claim, "1-800-772-1213"],
             "negative: masked SSN, claim number and public phone number")


@case
def _():
    user = "margaret.h" + rd(2)
    pw = human_pw()
    ans = R.choice(["Lincoln Elementary", "St. Bridget's", "Holy Cross", "Oakwood Primary"])
    t = ("My grandma asked me to handle her bills while she's in rehab. She gave me her online banking login: "
         "username %s, password %s. The site also asks 'What was the name of your first school?' and she says "
         "%s. Can you walk me through setting up autopay for her electric bill?" % (user, pw, ans))
    return C("entrusted-grandma-banking", "en", t, [pw, ans], [], "entrusted password and security answer")


@case
def _():
    rec = "24V-%s" % rd(3)
    t = ("Looking at a used Accord. VIN 1HGCM82633A004352, and the seller says recall %s was already done. "
         "What should I check on the Carfax?" % rec)
    return C("used-car-vin", "en", t, [], ["1HGCM82633A004352", rec], "negative: VIN and recall number")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tk = "016" + rd(10)
    t = ("Need to move my flight. Confirmation code %s, ticket number %s, UA 837 SFO to NRT on the 14th. "
         "Can I change to the next day without a fee?" % (pnr, tk))
    return C("flight-change-pnr", "en", t, [], [pnr, tk], "negative: booking code and e-ticket number")


@case
def _():
    code = rd(6)
    listing = rdnz(16)
    t = ("Got this text but I wasn't logging in anywhere: 'Your DoorDash verification code is %s. Don't share "
         "this code with anyone; we'll never call to ask for it.' Right after, a buyer on Facebook Marketplace "
         "asked me for 'the code' to prove I'm real, about my couch listing %s. Scam?" % (code, listing))
    return C("verification-code-marketplace", "en", t, [code], [listing], "SMS verification code; listing id look-alike")


@case
def _():
    code = R.choice("QRS") + mixed(UP + DG, 9, need=(UP, DG))
    amt = "Ksh%s,%s0.00" % (R.randint(1, 9), rd(2))
    t = ("Got this M-Pesa message: \"%s Confirmed. %s sent to JANE WANJIKU 0722%s on %d/%d/24 at 7:42 PM. New "
         "M-PESA balance is Ksh12,087.50. Transaction cost, Ksh53.00.\" Jane says she didn't get it. What do I "
         "do?" % (code, amt, rd(6), R.randint(1, 28), R.randint(1, 12)))
    return C("mpesa-confirmation-en", "en", t, [code], [amt], "M-Pesa transaction code counts as a secret; amount look-alike")


@case
def _():
    ref = "%s %s %s" % (rdnz(4), rd(3), rd(6))
    t = ("This is the GCash receipt I got after paying the seller: 'Sent via GCash. Amount: 1,500.00. Ref No. %s. "
         "Mar 3, 2024 10:15 AM.' She says it didn't arrive. What is the Ref No. for?" % ref)
    return C("gcash-receipt-ref", "en", t, [], [ref, "1,500.00"], "negative: receipt Ref No. and amount")


@case
def _():
    key = rs(B64, 86) + "=="
    t = ("My Azure Function can't reach blob storage (403 AuthorizationPermissionMismatch). AzureWebJobsStorage "
         "in local.settings.json:\n\nDefaultEndpointsProtocol=https;AccountName=acmeinvoicesprod;AccountKey=%s;"
         "EndpointSuffix=core.windows.net\n\nx-ms-request-id: %s" % (key, uuid4()))
    rid = t.rsplit(" ", 1)[1]
    return C("azure-storage-account-key", "en", t, [key], [rid], "AccountKey value of an Azure connection string; request id look-alike")


@case
def _():
    app = " ".join(rs(LO, 4) for _ in range(4))
    t = ("Getting '535 5.7.8 Username and Password not accepted' from Gmail SMTP. config.yaml:\n\nsmtp:\n"
         "  host: smtp.gmail.com\n  port: 587\n  username: reports.kestrel@gmail.com\n  password: \"%s\"\n\n"
         "It's an app password, I made it yesterday." % app)
    return C("gmail-app-password-yaml", "en", t, [app], [], "Gmail app password in YAML config")


@case
def _():
    pw = strong_pw(16)
    salt_alpha = AN + "!#$%&()*+,-.:;<=>?@[]^_{|}~"
    salt = rs(salt_alpha, 64)
    t = ("WordPress says 'Error establishing a database connection' after I moved hosts. wp-config.php:\n\n"
         "define( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wp_blog_user' );\ndefine( 'DB_PASSWORD', '%s' );\n"
         "define( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '%s' );\n\nWordPress 6.5.2 on PHP 8.2." % (pw, salt))
    return C("wp-config-db-password", "en", t, [pw, salt], ["6.5.2"], "DB password and auth salt in wp-config.php; version look-alike")


@case
def _():
    tok = rs(B64U, 40)
    zone = rs(HEX, 32)
    t = ("terraform plan fails with 'Authentication error (10000)'. terraform.tfvars:\n\n"
         "cloudflare_api_token = \"%s\"\nzone_id              = \"%s\"\n\nThe token has Zone:DNS:Edit. What "
         "else could it be?" % (tok, zone))
    return C("cloudflare-token-tfvars", "en", t, [tok], [zone], "Cloudflare API token; zone id look-alike")


@case
def _():
    code = "%s-%s-%s" % (rs(UP + DG, 4), rs(UP + DG, 6), rs(UP + DG, 4))
    t = ("My aunt sent an Amazon gift card in my birthday card, claim code %s. Can I redeem it on amazon.co.uk "
         "or only on .com?" % code)
    return C("gift-card-claim-code", "en", t, [code], [], "gift card claim code")


@case
def _():
    cid = "%s-%s.apps.googleusercontent.com" % (rdnz(12), rs(LO + DG, 32))
    sec = "GOCSPX-" + rs(B64U, 28)
    t = ("OAuth gives 'invalid_client' in production only. client_secret.json:\n\n"
         "{\"web\":{\"client_id\":\"%s\",\"project_id\":\"lumen-crm-prod\",\"client_secret\":\"%s\","
         "\"redirect_uris\":[\"https://crm.lumen.app/oauth2/callback\"]}}" % (cid, sec))
    return C("google-oauth-client-secret", "en", t, [sec], [cid], "OAuth client secret; client id is public")


@case
def _():
    t = ("Which of these lines from the project README do I actually have to change?\n\n"
         "export OPENAI_API_KEY=\"<your-api-key>\"\nexport STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\n"
         "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/DBNAME")
    return C("readme-placeholders", "en", t, [], ["<your-api-key>", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "USER:PASSWORD"],
             "negative: placeholders")


@case
def _():
    order = "11%s-%s-%s" % (rd(1), rd(7), rd(7))
    trk = "1Z" + rs(UP + DG, 6) + "03" + rd(8)
    t = ("Amazon order %s says delivered but there's nothing here. I first pasted 1Z999AA10123456784 into the UPS "
         "site, which turns out to be their example number; the real one is %s." % (order, trk))
    return C("order-tracking-numbers", "en", t, [], [order, "1Z999AA10123456784", trk],
             "negative: order number, UPS example and real tracking numbers")


@case
def _():
    s1, s2 = rs(HEX, 40), rs(HEX, 40)
    t = ("git bisect says the first bad commit is %s, but that's just a merge. The tag v2.3.1 points to %s. How "
         "do I bisect through the merged branch instead?" % (s1, s2))
    return C("git-bisect-hashes", "en", t, [], [s1, s2, "v2.3.1"], "negative: commit hashes and tag")


@case
def _():
    h1, h2 = rs(HEX, 64), rs(HEX, 64)
    t = ("sha256sum on the ISO I downloaded gives %s but the site lists %s. Corrupt download or something worse?"
         % (h1, h2))
    return C("iso-checksum-mismatch", "en", t, [], [h1, h2], "negative: checksums")


@case
def _():
    tr, sp, uid = rs(HEX, 32), rs(HEX, 16), uuid4()
    t = ("Can you explain this log line? Which id should I search for in Tempo?\n\nlevel=error msg=\"payment "
         "declined\" trace_id=%s span_id=%s user_id=%s amount=42.00 currency=EUR" % (tr, sp, uid))
    return C("trace-ids-log", "en", t, [], [tr, sp, uid], "negative: trace, span and user ids")


@case
def _():
    inv = "INV-2024-%s" % rd(4)
    sc = "%s-%s-%s" % (R.choice(["20", "40", "60"]), rd(2), rd(2))
    acct = rd(8)
    ib = iban_make("GB", R.choice(["BARC", "NWBK", "LOYD", "HBUK"]) + sc.replace("-", "") + acct)
    vat = uk_vat()
    t = ("Invoice %s from Brightside Web Ltd, £1,240.00 + VAT. Pay to Brightside Web Ltd, sort code %s, account "
         "%s (IBAN %s). VAT reg %s. Is their VAT number in the right format?" % (inv, sc, acct, spaced(ib), vat))
    return C("supplier-invoice-uk", "en", t, [], [inv, sc, acct, spaced(ib), vat],
             "negative: a company's payment details and VAT number")


@case
def _():
    ib = iban_make("IE", "AIBK" + "93" + rd(4) + rd(8))
    chy = rdnz(5)
    t = ("I'd like to set up a monthly donation to a small animal rescue. Their site says: IBAN %s, BIC AIBKIE2D, "
         "registered charity CHY %s. Is a SEPA standing order the best way?" % (spaced(ib), chy))
    return C("charity-donation-iban", "en", t, [], [spaced(ib), "AIBKIE2D", chy], "negative: charity IBAN, BIC and number")


@case
def _():
    t = ("Why is 'correct horse battery staple' supposedly stronger than 'Tr0ub4dor&3'? And is 'hunter2' just a "
         "meme or was it a real password? People at work still use P@ssw0rd everywhere.")
    return C("famous-example-passwords", "en", t, [],
             ["correct horse battery staple", "Tr0ub4dor&3", "hunter2", "P@ssw0rd"], "negative: famous example passwords")


@case
def _():
    t = ("For QA I use these Stripe test cards: 4242 4242 4242 4242 (success), 4000 0000 0000 0002 (declined), "
         "5555 5555 5555 4444 (Mastercard) and 3782 822463 10005 (Amex). Any CVC and future date works. Are there "
         "ones for 3-D Secure too?")
    return C("stripe-test-cards", "en", t, [],
             ["4242 4242 4242 4242", "4000 0000 0000 0002", "5555 5555 5555 4444", "3782 822463 10005"],
             "negative: documented test cards")


@case
def _():
    t = ("A tutorial uses GB82 WEST 1234 5698 7654 32 in every example. Is that a real account? And is "
         "NL91ABNA0417164300 real too?")
    return C("iban-documentation-examples", "en", t, [], ["GB82 WEST 1234 5698 7654 32", "NL91ABNA0417164300"],
             "negative: documentation IBANs")


@case
def _():
    serial = "C02" + rs(UP + DG, 9)
    t = ("Apple support asked for my MacBook's serial, it's %s, running macOS 14.4.1 (23E224). AppleCare "
         "agreement %s. Should I also give them my Apple ID password? They didn't ask yet." % (serial, rdnz(9)))
    return C("macbook-serial-build", "en", t, [], [serial, "23E224"], "negative: serial number and OS build")


@case
def _():
    mbi = us_mbi()
    t = ("My mom's new Medicare card came. Her MBI is %s. The online form shows 1EG4-TE5-MK73 as the example - "
         "do I type the dashes?" % mbi)
    return C("medicare-mbi-entrusted", "en", t, [mbi], ["1EG4-TE5-MK73"], "entrusted Medicare id; CMS example look-alike")


@case
def _():
    nhs = uk_nhs()
    ods = R.choice("ABCDEFGHJKLMNPY") + rd(5)
    t = ("The GP registration form asks for my NHS number: %s. The surgery's practice code is %s - do I need "
         "that as well?" % (nhs, ods))
    return C("nhs-number-gp", "en", t, [nhs], [ods], "NHS number (mod 11); practice code look-alike")


@case
def _():
    sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(UP + DG, 6), rs(UP + DG, 6), rs(UP + DG, 5), rs(UP + DG, 5), rs(UP + DG, 5),
                                   rs(UP + DG, 5))
    mp = "-".join(R.choice(WORDS["en"]) for _ in range(4))
    t = ("Writing down our 1Password emergency kit info for my wife, in case something happens to me. Secret "
         "Key: %s. Master password: %s. Where's a safe place to keep this?" % (sk, mp))
    return C("password-manager-emergency-kit", "en", t, [sk, mp], [], "password manager secret key and master passphrase")


# ============================================================================= German
@case
def _():
    st = de_steuer_id()
    stf = "%s %s %s %s" % (st[:2], st[2:5], st[5:8], st[8:])
    stnr = "%s/%s/%s" % (rd(2), rd(3), rd(5))
    ust = de_ustid()
    t = ("Kannst du mir beim Ausfüllen der Anlage N helfen? Meine Steuer-ID ist %s, die Steuernummer vom "
         "Finanzamt steht auf dem letzten Bescheid: %s. Mein Arbeitgeber (Krämer Logistik GmbH, USt-IdNr. %s) "
         "hat die Lohnsteuerbescheinigung schon geschickt." % (stf, stnr, ust))
    return C("steuer-id-anlage-n", "de", t, [stf, stnr], [ust], "Steuer-ID (mod 11,10) and Steuernummer; employer VAT id look-alike")


@case
def _():
    ib = iban_make("DE", "10040000" + rd(10))
    t = ("Formulier bitte eine kurze, freundliche Mail an meinen Vermieter: Ab März kommt die Miete von meinem "
         "neuen Konto bei der Commerzbank. IBAN: %s, BIC: COBADEBBXXX. Die Kaution bleibt auf dem "
         "Mietkautionskonto." % spaced(ib))
    return C("iban-mail-vermieter", "de", t, [spaced(ib)], ["COBADEBBXXX"], "own IBAN; bank BIC is public")


@case
def _():
    fb = spaced(rd(20), 4)
    fbpw = human_pw("de")
    t = ("Der WLAN-Netzwerkschlüssel auf der Rückseite meiner FRITZ!Box ist %s. Wie ändere ich den auf etwas, "
         "das man sich merken kann?\n---\nAch so, das Kennwort für die Oberfläche (fritz.box) ist %s, falls du "
         "das für die Anleitung brauchst. FRITZ!OS-Version laut Übersicht: 7.57." % (fb, fbpw))
    return C("fritzbox-wlan-schluessel", "de", t, [fb, fbpw], ["7.57"],
             "multi-message: Wi-Fi key, then router admin password; firmware version look-alike")


@case
def _():
    t = ("In jedem Tutorial zur SEPA-Überweisung steht die IBAN DE89 3704 0044 0532 0130 00. Gehört die einer "
         "echten Person? Und in der Lastschrift-Vorlage ist die Gläubiger-ID DE98ZZZ09999999999 - muss ich die "
         "ersetzen?")
    return C("sepa-beispiel-iban", "de", t, [], ["DE89 3704 0044 0532 0130 00", "DE98ZZZ09999999999"],
             "negative: documentation IBAN and creditor id")


# ============================================================================= French
@case
def _():
    nir = fr_nir(female=R.random() < 0.5)
    adh = rdnz(10)
    amc = rdnz(8)
    t = ("Je dois remplir le formulaire de la mutuelle en ligne et je ne suis pas sûr du format. Mon numéro de "
         "sécu c'est %s, et mon numéro d'adhérent %s. Le numéro AMC de la mutuelle, %s, je le mets où ?"
         % (nir, adh, amc))
    return C("secu-mutuelle", "fr", t, [nir, adh], [amc], "NIR with key; member number; insurer code look-alike")


@case
def _():
    num = card(R.choice(["4970", "5132", "4973"]))
    exp, cv, otp = expiry(), cvc(), rd(6)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    t = ("Je réserve un Paris-Lyon sur SNCF Connect et le paiement plante au moment du 3D Secure. Carte %s, "
         "expire %s, cryptogramme %s. Le SMS de ma banque dit : « Code de sécurité : %s. Ne le communiquez à "
         "personne. » Ma référence de dossier c'est %s." % (card_fmt(num), exp, cv, otp, pnr))
    return C("sncf-carte-3ds", "fr", t, [card_fmt(num), exp, cv, otp], [pnr],
             "card, expiry, CVC and 3-D Secure code; booking reference look-alike")


@case
def _():
    bank, gui, compte = "1" + rd(4), rd(5), rd(11)
    ib = iban_make("FR", bank + gui + compte + rib_key(bank, gui, compte))
    siren = fr_siren()
    siret = fr_siret(siren)
    tva = fr_tva(siren)
    fac = "F2024-%s" % rd(4)
    t = ("Le plombier m'a envoyé sa facture n° %s. Paiement par virement : IBAN %s, BIC CCBPFRPPNAN. SIRET %s, "
         "TVA intracommunautaire %s. C'est normal qu'il n'y ait pas de RIB papier ?"
         % (fac, spaced(ib), sized(siret, [3, 3, 3, 5]), tva))
    return C("facture-plombier", "fr", t, [], [fac, spaced(ib), sized(siret, [3, 3, 3, 5]), tva],
             "negative: a tradesman's IBAN (RIB key and mod 97), SIRET (Luhn), VAT number")


# ============================================================================= Spanish
@case
def _():
    dni = es_dni()
    sop = rs(UP, 3) + rd(6)
    exp = "%s/2024" % rdnz(6)
    t = ("Ayúdame a rellenar la solicitud de cita previa para renovar el DNI. Mi número es %s y el número de "
         "soporte %s. En el resguardo pone número de expediente %s, ¿lo tengo que poner también?" % (dni, sop, exp))
    return C("dni-cita-previa", "es", t, [dni, sop], [exp], "DNI with letter; document number; file number look-alike")


@case
def _():
    clabe = mx_clabe(R.choice(["012", "002", "014", "072"]))
    rfc = rs(UP, 4) + "%02d%02d%02d" % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DG, 3)
    rfc_emp = rs(UP, 3) + "%02d%02d%02d" % (R.randint(0, 19), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DG, 3)
    t = ("En la chamba nueva me piden la CLABE y el RFC para la nómina. CLABE: %s. RFC: %s. El RFC de la empresa "
         "que viene en el contrato es %s, ¿ese también lo tengo que poner?" % (clabe, rfc, rfc_emp))
    return C("clabe-rfc-nomina", "es", t, [clabe, rfc], [rfc_emp], "Mexican CLABE (check digit) and RFC; company RFC look-alike")


@case
def _():
    ped = rdnz(9)
    trk = s10("PQ", "ES")
    inc = rdnz(10)
    t = ("El pedido %s de PcComponentes salió hace una semana y el seguimiento de Correos, %s, no se mueve. Me "
         "dieron el número de incidencia %s. ¿Reclamo a la tienda o a Correos?" % (ped, trk, inc))
    return C("pedido-correos", "es", t, [], [ped, trk, inc], "negative: order, tracking (S10) and ticket numbers")


@case
def _():
    p1 = rs(LO, 3) + rd(2) + R.choice(WORDS["es"]).capitalize()
    p2 = R.choice("#$%&*") + rd(3) + rs(LO, 3)
    t = ("Te paso la contraseña del wifi del piso en dos partes porque es larguísima. Primera parte: %s\n---\n"
         "Segunda parte: %s. Todo junto, sin espacios. ¿Me ayudas a escribirla en un cartelito para los "
         "compañeros nuevos?" % (p1, p2))
    return C("wifi-piso-dos-partes", "es", t, [p1, p2], [], "multi-message: Wi-Fi password in two parts")


# ============================================================================= Portuguese
@case
def _():
    cpf = br_cpf()
    conta = "%s-%s" % (rdnz(8), rd(1))
    t = ("Me ajuda a escrever um e-mail pro financeiro com meus dados pro reembolso da viagem? Nome: Larissa "
         "Prado, CPF %s, banco Nubank (260), agência 0001, conta corrente %s. Pede pra depositarem até sexta."
         % (cpf, conta))
    return C("reembolso-cpf-conta", "pt", t, [cpf, conta], ["260", "0001"], "CPF with check digits and account; bank and branch codes public")


@case
def _():
    n1, n2 = pt_nif(R.choice("12")), pt_nif(R.choice("12"))
    ne = pt_nif("5")
    t = ("Estou a preencher o IRS automático e queria confirmar: o meu NIF é %s e o da minha mulher é %s. O NIF "
         "da entidade patronal que aparece é %s. Está tudo bem?" % (n1, n2, ne))
    return C("irs-nif", "pt", t, [n1, n2], [ne], "Portuguese NIFs (mod 11); employer NIF look-alike")


@case
def _():
    trk = s10("QM", "BR")
    sn = "24%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + rs(UP + DG, 8)
    bol = "%s.%s %s.%s %s.%s %s %s" % (rd(5), rd(5), rd(5), rd(6), rd(5), rd(6), rd(1), rd(14))
    t = ("Comprei na Shopee, pedido %s, e o código de rastreio dos Correios é %s. E o boleto que gerei pra outra "
         "compra tem a linha digitável %s. Já paguei, posso ignorar o e-mail de cobrança?" % (sn, trk, bol))
    return C("rastreio-boleto", "pt", t, [], [sn, trk, bol], "negative: order, tracking and boleto line")


# ============================================================================= Italian
@case
def _():
    sur, nm, fem = R.choice([("BNC", "GLI", True), ("SPS", "MRC", False), ("FRR", "LCU", False)])
    cf = it_cf(sur, nm, fem)
    ts = "80380" + rd(15)
    nre = "0301A" + rd(10)
    t = ("Devo prenotare una visita dermatologica sul CUP online della Lombardia. Mi chiede codice fiscale e "
         "numero della tessera sanitaria: %s e %s. La ricetta dematerializzata ha NRE %s. Dove trovo poi il "
         "codice di prenotazione?" % (cf, ts, nre))
    return C("cup-codice-fiscale", "it", t, [cf, ts], [nre], "codice fiscale (check char) and health card number; prescription number look-alike")


@case
def _():
    abi, cab, conto = R.choice(["03069", "02008", "05034", "03062"]), rd(5), rd(12)
    ib = iban_make("IT", cin_char(abi + cab + conto) + abi + cab + conto)
    piva = it_piva()
    t = ("L'amministratore del condominio mi deve restituire 320 € di conguaglio e mi ha chiesto l'IBAN: %s. Lui "
         "ha partita IVA %s, serve che la metta sulla ricevuta?" % (ib, piva))
    return C("iban-condominio", "it", t, [ib], [piva], "own IBAN (CIN and mod 97); administrator's VAT number look-alike")


@case
def _():
    pod = "IT001E" + rd(8)
    fat = rdnz(12)
    t = ("Nella bolletta Enel c'è il codice POD %s, il numero fattura %s e il codice cliente. Se cambio "
         "fornitore quale dei tre mi serve?" % (pod, fat))
    return C("bolletta-pod", "it", t, [], [pod, fat], "negative: supply point and invoice numbers")


# ============================================================================= Dutch
@case
def _():
    b = bsn()
    pw = human_pw()
    kvk = rdnz(8)
    t = ("Mijn belastingadviseur (KvK %s) vraagt om mijn BSN: %s. Hij wil ook mijn DigiD-wachtwoord (%s) zodat hij "
         "'sneller kan inloggen'. Is dat normaal?" % (kvk, b, pw))
    return C("bsn-digid", "nl", t, [b, pw], [kvk], "BSN (11-test) and DigiD password; adviser's KvK number look-alike")


@case
def _():
    a, k = pin(4), pin(4)
    wpw = human_pw("nl")
    tel = "020-%s %s" % (rd(3), rd(4))
    t = ("Kun je dit briefje voor de oppas netter maken? Alarmcode: %s. Sleutelkluisje naast de achterdeur: %s. "
         "Wifi: Ziggo%s / %s. Huisarts bij nood: %s." % (a, k, rd(7), wpw, tel))
    return C("briefje-oppas", "nl", t, [a, k, wpw], [tel], "alarm, key-safe and Wi-Fi codes; doctor's phone look-alike")


@case
def _():
    ib = iban_make("NL", R.choice(["RABO", "ABNA"]) + nl_account())
    fn = "2024%s" % rd(4)
    kvk = rdnz(8)
    btw = "NL%sB01" % rdnz(9)
    t = ("Factuur van Fietsenwinkel De Ketting: €189,95, over te maken naar %s t.n.v. De Ketting B.V. o.v.v. "
         "factuurnummer %s. KvK %s, btw-nummer %s. Kan ik dat gewoon via de bank-app betalen?" % (spaced(ib), fn, kvk, btw))
    return C("factuur-fietsenwinkel", "nl", t, [], [spaced(ib), fn, kvk, btw], "negative: shop IBAN (11-test account), KvK and VAT")


# ============================================================================= Polish
@case
def _():
    p1, p2 = pesel(y0=1978, y1=1996), pesel(y0=2008, y1=2020)
    dw = pl_id_card()
    wn = "ZUS-800-%s" % rd(8)
    t = ("Wypełniam wniosek o 800+ dla syna na PUE ZUS. Mój PESEL to %s, PESEL syna %s, seria i numer dowodu %s. "
         "Numer wniosku z potwierdzenia: %s. Co jeszcze jest potrzebne?" % (p1, p2, dw, wn))
    return C("pesel-800plus", "pl", t, [p1, p2, dw], [wn], "PESELs and ID card (check digits); application number look-alike")


@case
def _():
    blik = rd(6)
    tel = "+48 %s %s %s" % (R.choice(["501", "601", "692", "783"]), rd(3), rd(3))
    t = ("Ktoś na Messengerze podszywa się pod kolegę i prosi o kod BLIK, bo 'nie może zapłacić w sklepie'. "
         "Właśnie wygenerował mi się %s, jeszcze go nie wysłałam. Numer kolegi to %s, zadzwonić do niego?" % (blik, tel))
    return C("kod-blik-oszustwo", "pl", t, [blik], [tel], "BLIK code; phone number look-alike")


@case
def _():
    nip = pl_nip()
    regon = pl_regon()
    bank = R.choice(["1140", "1020", "1050", "1090"]) + rd(3)
    bank += str((10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)
    ib = iban_make("PL", bank + rd(16))
    nrb = ib[2:4] + " " + spaced(ib[4:], 4)
    t = ("Dostałem fakturę od firmy remontowej. NIP sprzedawcy: %s, REGON: %s, nr rachunku: %s. Biała lista "
         "pokazuje ten sam rachunek. Mogę spokojnie robić przelew?" % (nip, regon, nrb))
    return C("faktura-nip-regon", "pl", t, [], [nip, regon, nrb],
             "negative: company NIP, REGON and account (check digits)")


# ============================================================================= Czech
@case
def _():
    rc = cz_rc(female=R.random() < 0.5)
    op = rdnz(9)
    t = ("Vyplňuju přihlášku ke zdravotní pojišťovně (VZP, kód pojišťovny 111). Rodné číslo %s, číslo občanského "
         "průkazu %s. Číslo pojištěnce je u nás stejné jako rodné číslo, že?" % (rc, op))
    return C("rodne-cislo-pojistovna", "cs", t, [rc, op], ["111"], "rodné číslo (mod 11) and ID card number; insurer code look-alike")


@case
def _():
    pre, acct, shown = cz_account()
    vs = rdnz(10)
    t = ("Zaměstnavatel chce číslo účtu pro výplatu: %s/0800. A variabilní symbol pro zálohu na dovolenou mi "
         "poslali %s, to je jejich, ne?" % (shown, vs))
    return C("cislo-uctu-vyplata", "cs", t, [shown], ["0800", vs], "own account (mod 11); bank code and payment symbol look-alikes")


@case
def _():
    ico = cz_ico()
    fa = "FV%s" % rd(8)
    _, _, other = cz_account()
    t = ("Na faktuře od dodavatele je IČO %s, DIČ CZ%s, číslo faktury %s a účet %s/0100. Jak ověřím, že ta "
         "firma opravdu existuje?" % (ico, ico, fa, other))
    return C("faktura-ico-dic", "cs", t, [], [ico, "CZ" + ico, fa, other], "negative: supplier ids and account")


# ============================================================================= Russian
@case
def _():
    pas = "%s %s %s" % (R.choice(["45", "46", "40"]), rd(2), rd(6))
    sn = ru_snils()
    inn = ru_inn12()
    kp = "770-%s" % rd(3)
    t = ("Помоги проверить, правильно ли я заполнил анкету на Госуслугах. Паспорт: %s, код подразделения %s. "
         "СНИЛС %s. ИНН %s." % (pas, kp, sn, inn))
    return C("gosuslugi-pasport-snils", "ru", t, [pas, sn, inn], [kp],
             "passport, SNILS and INN (check digits); issuing office code look-alike")


@case
def _():
    num = card("220" + R.choice("024"))
    exp, cv = expiry(), cvc()
    ad = rdnz(10)
    t = ("Покупатель на Авито просит данные карты, чтобы «перевести деньги за диван через доставку». Моя карта "
         "%s, срок %s, CVC %s. Он ещё прислал ссылку на «безопасную сделку» по объявлению № %s. Это развод?"
         % (card_fmt(num), exp, cv, ad))
    return C("avito-karta-cvc", "ru", t, [card_fmt(num), exp, cv], [ad], "Mir card, expiry and CVC; ad number look-alike")


@case
def _():
    code = rd(6)
    t = ("Сейчас скину код из смс от Госуслуг, помоги понять, что это за вход.\n---\n«Код подтверждения: %s. "
         "Никому не сообщайте код. Вход с устройства Windows, Москва»\n---\nЯ сам ничего не вводил." % code)
    return C("gosuslugi-sms-kod", "ru", t, [code], [], "multi-message: code announced then pasted")


@case
def _():
    inn = ru_inn10()
    kpp = inn[:4] + "01001"
    ogrn = ru_ogrn()
    rsch = "40702810" + rd(12)
    sch = rdnz(3)
    t = ("Проверь реквизиты поставщика: ООО «Северный ветер», ИНН %s, КПП %s, ОГРН %s, р/с %s, БИК 044525225. "
         "Счёт на оплату № %s от 12.03.2024." % (inn, kpp, ogrn, rsch, sch))
    return C("rekvizity-postavshchika", "ru", t, [], [inn, kpp, ogrn, rsch, "044525225"],
             "negative: company INN, KPP, OGRN (check digits), settlement account, BIK")


# ============================================================================= Ukrainian
@case
def _():
    y, m, d = bdate(1970, 2002)
    rn = ua_rnokpp(R.random() < 0.5, y, m, d)
    idc = rdnz(9)
    unzr = "%d%02d%02d-%s" % (y, m, d, rd(5))
    zay = "Z-%s" % rdnz(8)
    t = ("Заповнюю анкету в банку, заявка %s. РНОКПП %s, ID-картка № %s, запис № (УНЗР) %s. Чи треба вказувати ще "
         "й дату видачі?" % (zay, rn, idc, unzr))
    return C("rnokpp-id-kartka", "uk", t, [rn, idc, unzr], [zay], "RNOKPP (check digit), ID card and UNZR; application number look-alike")


@case
def _():
    ib = iban_make("UA", "322001" + "00000" + rd(14))
    dog = "%s/%s" % (rdnz(3), R.choice(["24", "23"]))
    t = ("Напиши, будь ласка, повідомлення орендодавцю з моїми реквізитами для повернення депозиту: IBAN %s, "
         "отримувач Коваленко Олена. Договір оренди № %s." % (ib, dog))
    return C("iban-depozyt", "uk", t, [ib], [dog], "own IBAN; lease contract number look-alike")


@case
def _():
    ttn = "20" + rd(12)
    roz = rdnz(9)
    t = ("Посилка Новою поштою не приходить уже тиждень. ТТН %s, замовлення на Rozetka № %s. Куди писати скаргу?"
         % (ttn, roz))
    return C("nova-poshta-ttn", "uk", t, [], [ttn, roz], "negative: waybill and order numbers")


# ============================================================================= Chinese
@case
def _():
    cid = cn_id(False)
    tel = "1" + R.choice("3589") + rd(9)
    order = rdnz(16)
    t = ("帮我检查一下这个入住登记信息有没有填错：姓名 王磊，身份证号 %s，手机 %s，入住日期 2024年5月1日，携程订单号 %s。"
         % (cid, tel, order))
    return C("ruzhu-shenfenzheng", "zh", t, [cid], [tel, order], "resident id (MOD 11-2); phone and order number look-alikes")


@case
def _():
    pay = pin(6)
    pw1 = R.choice(WORDS["zh"]) + "@" + rd(4)
    pw2 = R.choice(WORDS["zh"]).capitalize() + rd(6) + "!"
    t = ("帮我记一下，支付宝支付密码是%s，登录密码是%s\n---\n不对，登录密码上个月改过了，现在是%s" % (pay, pw1, pw2))
    return C("zhifubao-mima-gengzheng", "zh", t, [pay, pw1, pw2], [], "multi-message: payment PIN and corrected login password")


@case
def _():
    num = card("622202", 19)
    lhh = "102100" + rd(6)
    t = ("HR让我填工资卡信息：卡号 %s，开户行 中国工商银行北京海淀支行，联行号 %s。联行号是什么意思？需要保密吗？"
         % (sized(num, [4, 4, 4, 4, 3]), lhh))
    return C("gongzika-lianhanghao", "zh", t, [sized(num, [4, 4, 4, 4, 3])], [lhh],
             "UnionPay card (Luhn); bank clearing code is public")


@case
def _():
    sf = "SF" + rdnz(13)
    tb = rdnz(19)
    uscc = cn_uscc()
    t = ("顺丰快递单号 %s，淘宝订单号 %s，卖家营业执照上的统一社会信用代码是 %s。这家店靠谱吗？" % (sf, tb, uscc))
    return C("kuaidi-dingdan-xinyongdaima", "zh", t, [], [sf, tb, uscc], "negative: tracking, order and company credit code")


# ============================================================================= Japanese
@case
def _():
    m1, m2 = jp_mynumber(), jp_mynumber()
    corp = rdnz(13)
    t = ("年末調整の書類を書いています。私のマイナンバーは %s、扶養している妻のマイナンバーは %s です。会社の法人番号 %s "
         "も書く欄がありますか？" % (spaced(m1), spaced(m2), corp))
    return C("nenmatsu-mynumber", "ja", t, [spaced(m1), spaced(m2)], [corp], "My Number (check digit); corporate number look-alike")


@case
def _():
    acct = rd(7)
    t = ("給与振込の口座を会社に伝えるメールを書いてください。みずほ銀行（金融機関コード0001）渋谷支店（店番号210）普通預金 "
         "口座番号%s、名義 タナカ ハルキ です。" % acct)
    return C("kyuyo-furikomi-koza", "ja", t, [acct], ["0001", "210"], "own account number; bank and branch codes public")


@case
def _():
    amz = "249-%s-%s" % (rd(7), rd(7))
    y11 = rdnz(11)
    yam = y11 + str(int(y11) % 7)
    pw = human_pw()
    t = ("Amazonの注文番号 %s の荷物がまだ届きません。ヤマト運輸の伝票番号は %s です。クロネコメンバーズのパスワード "
         "%s でログインしても再配達の画面が出ません。どうすればいいですか？" % (amz, sized(yam, [4, 4, 4], "-"), pw))
    return C("saihaitatsu-yamato", "ja", t, [pw], [amz, sized(yam, [4, 4, 4], "-")],
             "account password; order and tracking (mod 7) numbers look-alikes")


# ============================================================================= Korean
@case
def _():
    rrn = kr_rrn(R.random() < 0.5)
    brn = kr_brn()
    t = ("연말정산 서류 작성 중인데 주민등록번호 %s 맞게 들어갔는지 봐줘. 회사 사업자등록번호는 %s이고 부양가족은 없어."
         % (rrn, brn))
    return C("yeonmal-jumin", "ko", t, [rrn], [brn], "resident registration number; company business number look-alike")


@case
def _():
    pw = R.choice(WORDS["ko"]) + rd(4) + R.choice("!@#")
    acct = "3333-%s-%s" % (rd(2), rd(7))
    t = ("공동인증서 비밀번호를 자꾸 까먹어서 여기 적어둘게. 비밀번호: %s. 카카오뱅크 계좌번호는 %s이고 보안카드는 안 써. "
         "문제 생기면 고객센터 1599-3333으로 전화하면 되지?" % (pw, acct))
    return C("gongdong-injeungseo", "ko", t, [pw, acct], ["1599-3333"], "certificate password and account number; bank hotline look-alike")


@case
def _():
    order = rdnz(11)
    inv = rdnz(12)
    pw = "qwer" + rd(4) + "!"
    t = ("쿠팡 주문번호 %s인데 CJ대한통운 운송장번호 %s로 조회하면 '배송정보 없음'이라고 나와. 상담원이 본인확인한다고 쿠팡 "
         "비밀번호 %s 불러달라는데 말해도 돼?" % (order, inv, pw))
    return C("coupang-songjang", "ko", t, [pw], [order, inv], "account password asked by 'agent'; order and waybill look-alikes")


# ============================================================================= Arabic
@case
def _():
    sid = sa_id()
    ib = iban_make("SA", "80" + "0000" + rd(14))
    emp = rdnz(6)
    t = ("أبغى أكتب إيميل للموارد البشرية أحدّث فيه بياناتي: رقم الهوية الوطنية %s، والآيبان الجديد %s في مصرف الراجحي. "
         "رقمي الوظيفي %s." % (sid, ib, emp))
    return C("hawiya-iban-mawarid", "ar", t, [sid, ib], [emp], "Saudi national id (Luhn) and IBAN; employee number look-alike")


@case
def _():
    otp = rd(6)
    ref = rdnz(12)
    t = ("وصلتني الرسالة دي: \"كود التحقق الخاص بك لتطبيق إنستاباي هو %s. لا تشاركه مع أي شخص.\" وبعدها واحد كلمني بيقول "
         "إنه من البنك وعايز الكود عشان يفعّل حسابي. أعمل إيه؟ ورقم العملية اللي ظاهر في التطبيق %s." % (otp, ref))
    return C("instapay-otp", "ar", t, [otp], [ref], "one-time code; transaction reference look-alike")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tk = "176-" + rd(10)
    t = ("عندي حجز على طيران الإمارات، رقم الحجز %s ورقم التذكرة %s، الرحلة EK 202 من دبي. هل أقدر أغيّر التاريخ بدون "
         "رسوم؟" % (pnr, tk))
    return C("hajz-tayaran", "ar", t, [], [pnr, tk], "negative: booking code and ticket number")


# ============================================================================= Persian
@case
def _():
    mel = ir_melli()
    num = card(R.choice(["603799", "589210", "627353"]))
    pou = rd(6)
    pg = rdnz(10)
    t = ("می‌خوام توی سامانه ثبت‌نام کنم و اطلاعاتم رو وارد کنم: کد ملی %s، شماره کارت %s، رمز دوم پویا که الان پیامک شد "
         "%s. شماره پیگیری ثبت‌نام هم %s هست." % (mel, spaced(num, 4, "-"), pou, pg))
    return C("kodmelli-kart-ramz", "fa", t, [mel, spaced(num, 4, "-"), pou], [pg],
             "code melli (check digit), Shetab card (Luhn), dynamic PIN; tracking number look-alike")


@case
def _():
    pw = R.choice(WORDS["fa"]) + rd(4) + "#"
    p = pin(4)
    pfa = p.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))
    t = ("رمز وای‌فای خونه رو عوض کردم، یه یادداشت برای بابا بنویس: رمز جدید %s هست. رمز کارت بانک ملی خودش هم %s هست که "
         "یادش نره. مودم مدل TD-W8961N هست." % (pw, pfa))
    return C("ramz-wifi-baba", "fa", t, [pw, pfa], ["TD-W8961N"], "Wi-Fi password and card PIN in Persian digits; modem model look-alike")


@case
def _():
    dk = "DKC-%s" % rdnz(9)
    post = rdnz(24)
    t = ("سفارشم از دیجی‌کالا با کد %s هنوز نرسیده. کد رهگیری پست %s هست. باید به کی زنگ بزنم؟" % (dk, post))
    return C("digikala-rahgiri", "fa", t, [], [dk, post], "negative: order and postal tracking codes")


# ============================================================================= Hebrew
@case
def _():
    t1, t2 = il_tz(), il_tz()
    tik = "9" + rd(8)
    t = ("אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי %s, ושל בת הזוג %s. מספר תיק הניכויים של המעסיק %s. "
         "איפה רושמים נקודות זיכוי?" % (t1, t2, tik))
    return C("tofes-101-teudat-zehut", "he", t, [t1, t2], [tik], "Israeli ids (check digit); employer file number look-alike")


@case
def _():
    snif = "%03d" % R.randint(600, 999)
    acct = rdnz(8)
    code = pin(4)
    t = ("תנסח לי הודעה לבעל הדירה עם פרטי החשבון שלי להחזר הפיקדון: בנק לאומי, סניף %s, חשבון מספר %s. ותזכיר לו "
         "שקוד הכניסה לבניין השתנה ל-%s." % (snif, acct, code))
    return C("heshbon-bank-pikadon", "he", t, [acct, code], [snif], "own account and door code; branch number public")


@case
def _():
    trk = s10("RR", "IL")
    ali = rdnz(16)
    t = ("הזמנתי מעלי אקספרס, מספר הזמנה %s, ומספר המשלוח בדואר ישראל %s. כבר חודש לא הגיע, מה עושים?" % (ali, trk))
    return C("doar-israel-mishloah", "he", t, [], [ali, trk], "negative: order and S10 tracking numbers")


# ============================================================================= Hindi
@case
def _():
    aad = in_aadhaar()
    pan = in_pan(R.choice("SKMR"))
    app = "KYC" + rdnz(10)
    t = ("बैंक का KYC फॉर्म भरना है, ज़रा चेक कर दो: आधार नंबर %s, पैन %s, जन्मतिथि 14/08/1991। फॉर्म का एप्लीकेशन नंबर "
         "%s है।" % (spaced(aad), pan, app))
    return C("kyc-aadhaar-pan", "hi", t, [spaced(aad), pan], [app], "Aadhaar (Verhoeff) and PAN; application number look-alike")


@case
def _():
    up = pin(6)
    acct = "3" + rd(10)
    ifsc = "SBIN000" + rd(4)
    t = ("पापा का फोन खो गया है। उनका UPI पिन %s है और SBI खाता संख्या %s, IFSC %s। नया सिम लेकर UPI दोबारा कैसे चालू "
         "करें?" % (up, acct, ifsc))
    return C("upi-pin-papa", "hi", t, [up, acct], [ifsc], "entrusted UPI PIN and account; IFSC is public")


@case
def _():
    od = "OD" + rdnz(18)
    utr = rdnz(12)
    t = ("Flipkart का रिफंड अभी तक नहीं आया। ऑर्डर आईडी %s है और रिफंड का UTR नंबर %s दिख रहा है। बैंक से क्या बोलूँ?"
         % (od, utr))
    return C("refund-utr", "hi", t, [], [od, utr], "negative: order id and UTR reference")


# ============================================================================= Thai
@case
def _():
    tid = th_id()
    laser = "%s%s-%s-%s" % (rs(UP, 2), rd(1), rd(7), rd(2))
    tel = "08%s-%s-%s" % (rd(1), rd(3), rd(4))
    t = ("ช่วยกรอกแบบฟอร์มสมัครบัตรเครดิตให้หน่อย เลขบัตรประชาชน %s เลขหลังบัตร %s เบอร์โทร %s" % (tid, laser, tel))
    return C("bat-prachachon", "th", t, [tid, laser], [tel], "Thai id (check digit) and laser code; phone look-alike")


@case
def _():
    acct = "%s-%s-%s-%s" % (rd(3), rd(1), rd(5), rd(1))
    p = pin(6)
    t = ("จดไว้ให้หน่อย เลขบัญชีกสิกรของแม่ %s รหัส ATM %s แม่ให้ไปกดเงินแทนพรุ่งนี้ ถ้าบัตรติดตู้ให้โทร K-Contact Center "
         "02-888-8888" % (acct, p))
    return C("banchi-mae-atm", "th", t, [acct, p], ["02-888-8888"], "entrusted account number and ATM PIN; bank hotline look-alike")


@case
def _():
    lz = rdnz(15)
    trk = s10("EF", "TH")
    t = ("พัสดุจาก Lazada เลขคำสั่งซื้อ %s เลขพัสดุไปรษณีย์ไทย %s ยังไม่มาเลย ต้องติดต่อใคร" % (lz, trk))
    return C("lazada-phatsadu", "th", t, [], [lz, trk], "negative: order and tracking numbers")


# ============================================================================= Vietnamese
@case
def _():
    y = R.randint(1985, 2002)
    cccd = "0%02d%d%02d%s" % (R.choice([1, 79, 48, 31]), R.choice([0, 1]) if y < 2000 else R.choice([2, 3]), y % 100, rd(6))
    mst = rdnz(10)
    hs = "HS%s" % rd(8)
    t = ("Em đang điền hồ sơ mở tài khoản chứng khoán. Số CCCD của em là %s, ngày cấp 12/04/2021. Mã số thuế cá "
         "nhân %s. Mã hồ sơ trên web là %s, anh xem giúp em đúng chưa ạ?" % (cccd, mst, hs))
    return C("cccd-chung-khoan", "vi", t, [cccd, mst], [hs], "citizen id and personal tax code; application code look-alike")


@case
def _():
    otp = rd(6)
    acct = "10" + rd(8)
    t = ("Vừa có tin nhắn: \"Ma OTP Vietcombank cua Quy khach la %s, hieu luc trong 120s. Tuyet doi KHONG cung cap "
         "OTP cho bat ky ai.\" Có người gọi tự xưng nhân viên ngân hàng xin mã này để hoàn tiền. Số tài khoản của "
         "tôi là %s. Tôi có nên đưa không, hay gọi hotline 1900 545413 trước?" % (otp, acct))
    return C("otp-vietcombank", "vi", t, [otp, acct], ["1900 545413"], "bank OTP (unaccented SMS) and account number; hotline look-alike")


@case
def _():
    sn = "24%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + rs(UP + DG, 8)
    ghn = "GY" + rs(UP + DG, 6)
    t = ("Đơn Shopee mã %s giao bởi GHN, mã vận đơn %s. Đã 5 ngày rồi mà chưa nhận được hàng, làm sao khiếu nại?"
         % (sn, ghn))
    return C("shopee-van-don", "vi", t, [], [sn, ghn], "negative: order and waybill codes")


# ============================================================================= Indonesian
@case
def _():
    y, m, d = bdate(1975, 2002)
    fem = R.random() < 0.5
    nik = "3174%02d%02d%02d%02d%s" % (R.randint(1, 10), d + (40 if fem else 0), m, y % 100, rd(4))
    npwp = "%s.%s.%s.%s-%s.000" % (rd(2), rd(3), rd(3), rd(1), rd(3))
    kk = "3174" + rd(12)
    t = ("Tolong cek format data buat daftar BPJS Kesehatan: NIK %s, NPWP %s, nomor KK %s. Sudah benar belum?"
         % (nik, npwp, kk))
    return C("nik-npwp-bpjs", "id", t, [nik, npwp, kk], [], "NIK, NPWP and family card number")


@case
def _():
    otp = rd(4)
    p = pin(6)
    hp = "0812-%s-%s" % (rd(4), rd(4))
    t = ("Ada yang ngaku dari Gojek minta kode OTP. SMS-nya: \"<#> Kode verifikasi GoPay kamu: %s. JANGAN BERIKAN "
         "kode ini ke siapa pun termasuk pihak Gojek.\" Terus dia juga nanya PIN GoPay aku, %s. Dia nelpon dari "
         "nomor %s. Aman nggak kalau aku kasih?" % (otp, p, hp))
    return C("gopay-otp-pin", "id", t, [otp, p], [hp], "OTP and wallet PIN; caller's phone look-alike")


@case
def _():
    va = "80777" + rdnz(11)
    inv = "INV/2024%02d%02d/MPL/%s" % (R.randint(1, 12), R.randint(1, 28), rdnz(10))
    p = pin(6)
    t = ("Bayar Tokopedia lewat BCA Virtual Account %s untuk invoice %s. Sudah transfer pakai m-BCA, PIN-nya %s, "
         "tapi status belum berubah. Harus gimana?" % (va, inv, p))
    return C("tokopedia-va", "id", t, [p], [va, inv], "mobile banking PIN; virtual account and invoice look-alikes")


# ============================================================================= Tagalog
@case
def _():
    mp = pin(4)
    gn = "09%s %s %s" % (rd(2), rd(3), rd(4))
    t = ("Nakalimutan ko na yung MPIN ng GCash ko, dati %s ata pero ayaw na. Yung GCash number ko %s. Pano ko "
         "ire-reset?" % (mp, gn))
    return C("gcash-mpin", "tl", t, [mp], [gn], "wallet MPIN; phone number look-alike")


@case
def _():
    sss = "%s-%s-%s" % (rd(2), rd(7), rd(1))
    ph = "%s-%s-%s" % (rd(2), rd(9), rd(1))
    tin = "%s-%s-%s-000" % (rd(3), rd(3), rd(3))
    mid = "%s-%s-%s" % (rd(4), rd(4), rd(4))
    t = ("Pa-check naman kung tama yung format ng mga ID numbers ko para sa bagong trabaho: SSS %s, PhilHealth %s, "
         "TIN %s, Pag-IBIG MID %s." % (sss, ph, tin, mid))
    return C("sss-philhealth-tin", "tl", t, [sss, ph, tin, mid], [], "social security, health, tax and housing fund ids")


@case
def _():
    ref = "%s %s %s" % (rdnz(4), rd(3), rd(6))
    t = ("Nagbayad ako sa seller, ito yung resibo: \"Sent via GCash. Amount: ₱2,350.00. Ref No. %s. Apr 2, 2024 "
         "3:41 PM.\" Sabi niya wala pa raw. Ano gagawin ko?" % ref)
    return C("gcash-resibo", "tl", t, [], [ref, "₱2,350.00"], "negative: receipt Ref No. and amount")


# ============================================================================= Swahili
@case
def _():
    code = R.choice("QRS") + mixed(UP + DG, 9, need=(UP, DG))
    amt = "Ksh%s,%s0.00" % (R.randint(1, 9), rd(2))
    t = ("Nimepokea ujumbe huu: \"%s Imethibitishwa. %s imetumwa kwa JOSEPH OTIENO 07%s tarehe %d/%d/24 saa 2:15 "
         "PM. Salio lako jipya la M-PESA ni Ksh4,310.00.\" Lakini Joseph anasema hajapokea. Nifanye nini?"
         % (code, amt, rd(8), R.randint(1, 28), R.randint(1, 12)))
    return C("mpesa-ujumbe", "sw", t, [code], [amt], "M-Pesa transaction code counts as a secret; amount look-alike")


@case
def _():
    kid = rdnz(8)
    kra = "A0" + rd(8) + R.choice(UP)
    mp = pin(4)
    omb = "LN-%s" % rdnz(7)
    t = ("Naomba unisaidie kujaza fomu ya mkopo (namba ya ombi %s): namba yangu ya kitambulisho ni %s, PIN ya KRA "
         "ni %s, na PIN ya M-Pesa ni %s. Je, fomu inahitaji hiyo ya mwisho kweli?" % (omb, kid, kra, mp))
    return C("kitambulisho-kra-pin", "sw", t, [kid, kra, mp], [omb], "national id, KRA PIN and M-Pesa PIN; application number look-alike")


@case
def _():
    till = rdnz(6)
    ref = "INV" + rd(5)
    t = ("Duka limeniambia nilipe kwa Till Number %s, au Paybill 247247 akaunti %s. Ipi ni salama zaidi?" % (till, ref))
    return C("till-paybill", "sw", t, [], [till, "247247", ref], "negative: merchant till, paybill and account reference")


# ============================================================================= Turkish
@case
def _():
    tc = tr_tckn()
    pw = human_pw("tr")
    bas = rdnz(10)
    t = ("e-Devlet şifremi sürekli unutuyorum, buraya not alıyorum: TC kimlik no %s, şifre %s. Geçen ayki "
         "başvurumun numarası da %s. Başka bir yere de yazmalı mıyım?" % (tc, pw, bas))
    return C("edevlet-tc-sifre", "tr", t, [tc, pw], [bas], "TC kimlik (check digits) and e-Devlet password; application number look-alike")


@case
def _():
    ib = iban_make("TR", R.choice(["00062", "00010", "00064", "00046"]) + "0" + rd(16))
    szl = "KS-%s" % rd(6)
    t = ("Ev sahibime kira için yeni IBAN'ımı bildiren kısa bir mesaj yazar mısın? IBAN: %s, Alıcı: Elif Yıldız. "
         "Sözleşme numarası %s." % (spaced(ib), szl))
    return C("kira-iban", "tr", t, [spaced(ib)], [szl], "own IBAN; lease number look-alike")


@case
def _():
    ty = rdnz(9)
    yk = rdnz(12)
    t = ("Trendyol sipariş numaram %s, Yurtiçi Kargo takip numarası %s. Kargo 'dağıtımda' görünüyor ama gelmedi. "
         "Ne yapmalıyım?" % (ty, yk))
    return C("trendyol-kargo", "tr", t, [], [ty, yk], "negative: order and cargo tracking numbers")


# ============================================================================= Greek
@case
def _():
    amka = gr_amka()
    afm = gr_afm(R.choice(["0", "1"]))
    prot = "%s/%d" % (rdnz(6), 2024)
    t = ("Συμπληρώνω την αίτηση για το επίδομα. ΑΜΚΑ %s, ΑΦΜ %s, ΔΟΥ Καλαμαριάς. Ο αριθμός πρωτοκόλλου της "
         "αίτησης είναι %s. Τι άλλο χρειάζεται;" % (amka, afm, prot))
    return C("amka-afm-epidoma", "el", t, [amka, afm], [prot], "AMKA (Luhn) and AFM (check digit); protocol number look-alike")


@case
def _():
    c, k = pin(4), pin(4)
    wpw = human_pw("el")
    ssid = "COSMOTE-" + rs(HEXU, 6)
    t = ("Γράψε ένα μήνυμα για τον φίλο μου που θα ποτίζει τα λουλούδια: ο κωδικός στην εξώπορτα είναι %s, το "
         "κλειδί είναι στο κουτάκι με κωδικό %s. Το Wi-Fi είναι %s με κωδικό %s." % (c, k, ssid, wpw))
    return C("kodikos-exoporta", "el", t, [c, k, wpw], [ssid], "door, key-box and Wi-Fi codes; network name look-alike")


@case
def _():
    afm = gr_afm("99")
    inv = "ΤΠΥ %s" % rdnz(5)
    ib = iban_make("GR", "011" + rd(4) + rd(16))
    t = ("Η εταιρεία μου έστειλε τιμολόγιο %s με ΑΦΜ %s. Πρέπει να πληρώσω στο IBAN %s. Πώς ελέγχω ότι είναι "
         "σωστά;" % (inv, afm, ib))
    return C("timologio-afm-iban", "el", t, [], [inv, afm, ib], "negative: company AFM, invoice and IBAN")


# ============================================================================= Romanian
@case
def _():
    cnp = ro_cnp(R.random() < 0.5)
    ci = rs(UP, 2) + " " + rd(6)
    nr = rdnz(7)
    t = ("Completez cererea pentru pașaport pe site. CNP %s, seria și numărul buletinului %s. Numărul de "
         "înregistrare al cererii e %s. E bine așa?" % (cnp, ci, nr))
    return C("cnp-pasaport", "ro", t, [cnp, ci], [nr], "CNP (check digit) and ID card; registration number look-alike")


@case
def _():
    ib = iban_make("RO", "BTRL" + "RON" + "CRT" + rd(10))
    cui = ro_cui()
    t = ("Scrie-mi te rog un mesaj pentru contabila firmei: salariul să vină de luna viitoare în contul meu nou de "
         "la Banca Transilvania, IBAN %s. CUI-ul firmei e %s, dacă are nevoie." % (ib, cui))
    return C("iban-salariu", "ro", t, [ib], [cui], "own IBAN; company CUI (check digit) look-alike")


@case
def _():
    em = rdnz(9)
    awb = "2" + rd(12)
    t = ("Comanda eMAG nr. %s a fost predată la Fan Courier cu AWB %s, dar nu a ajuns nici după 5 zile. Ce fac?"
         % (em, awb))
    return C("emag-awb", "ro", t, [], [em, awb], "negative: order and AWB numbers")


# ============================================================================= Hungarian
@case
def _():
    taj = hu_taj()
    ado = hu_adoazonosito()
    adsz = hu_adoszam()
    t = ("Az új munkahelyemen kérik a TAJ-számomat és az adóazonosító jelemet. TAJ: %s, adóazonosító: %s. A cég "
         "adószáma %s, ezt is be kell írni valahova?" % (taj, ado, adsz))
    return C("taj-adoazonosito", "hu", t, [taj, ado], [adsz], "TAJ and tax id (check digits); company tax number look-alike")


@case
def _():
    full = hu_block("117" + rd(4)) + hu_block(rd(15))
    acct = "%s-%s-%s" % (full[:8], full[8:16], full[16:])
    szz = "%s/%d" % (rdnz(4), 2023)
    t = ("Írj egy rövid levelet a főbérlőnek (bérleti szerződés száma: %s), hogy a kauciót erre a számlára kérem "
         "vissza: %s (OTP Bank). Köszönöm!" % (szz, acct))
    return C("kaucio-szamlaszam", "hu", t, [acct], [szz], "own account number (check digits); contract number look-alike")


@case
def _():
    gls = rdnz(11)
    rend = "%s-%s" % (rdnz(6), rd(4))
    t = ("A GLS csomagszám %s, a rendelésszám %s. Két napja 'kiszállítás alatt' státuszban van, kit hívjak?"
         % (gls, rend))
    return C("gls-csomag", "hu", t, [], [gls, rend], "negative: parcel and order numbers")


# ============================================================================= Swedish
@case
def _():
    y, m, d = bdate(1965, 2000)
    p1 = se_pnr(y, m, d)
    y2, m2, d2 = bdate(1965, 2000)
    p2 = se_pnr(y2, m2, d2)
    ar = "FK%s-%s" % (rd(4), rd(6))
    t = ("Kan du hjälpa mig fylla i ansökan till Försäkringskassan? Personnummer %s, och min sambos personnummer är "
         "%s. Ärendenumret jag fick är %s." % (p1, p2, ar))
    return C("personnummer-fk", "sv", t, [p1, p2], [ar], "personnummer (Luhn); case number look-alike")


@case
def _():
    port, kb = pin(4), pin(4)
    wpw = human_pw()
    lgh = "1%d0%d" % (R.randint(1, 5), R.randint(1, 4))
    t = ("Skriv en lapp till hantverkaren: portkoden är %s, lägenhet %s. Nyckeln ligger i "
         "nyckelboxen vid cykelstället, kod %s. Wi-Fi-lösenordet är %s om han behöver det." % (port, lgh, kb, wpw))
    return C("portkod-hantverkare", "sv", t, [port, kb, wpw], [lgh], "entry, key-box and Wi-Fi codes; apartment number look-alike")


@case
def _():
    sw = "123 %s %s %s" % (rd(3), rd(2), rd(2))
    bg7 = rdnz(7)
    bg = bg7 + luhn_digit(bg7)
    ocr7 = rdnz(9)
    ocr = ocr7 + luhn_digit(ocr7)
    t = ("Föreningen vill att vi swishar medlemsavgiften till %s eller betalar till bankgiro %s-%s med OCR-nummer "
         "%s. Vilket är säkrast?" % (sw, bg[:4], bg[4:], ocr))
    return C("swish-bankgiro-ocr", "sv", t, [], [sw, bg[:4] + "-" + bg[4:], ocr], "negative: association's Swish, bankgiro and OCR (Luhn)")


# ============================================================================= Danish
@case
def _():
    def cpr():
        y, m, d = bdate(1965, 2015)
        return "%02d%02d%02d-%s" % (d, m, y % 100, rd(4))
    c1, c2 = cpr(), cpr()
    sag = "%d-%s" % (2024, rd(6))
    t = ("Jeg skal udfylde en formular hos kommunen. Mit CPR-nummer er %s. De beder også om min datters "
         "CPR-nummer: %s. Sagsnummeret er %s." % (c1, c2, sag))
    return C("cpr-kommune", "da", t, [c1, c2], [sag], "CPR numbers; case number look-alike")


@case
def _():
    reg = R.choice(["3", "4", "9"]) + rd(3)
    konto = rdnz(10)
    t = ("Kan du skrive en besked til min arbejdsgiver om, at lønnen fremover skal gå til min nye konto i Danske "
         "Bank: reg.nr. %s, kontonr. %s?" % (reg, konto))
    return C("loenkonto-regnr", "da", t, [konto], [reg], "own account number; bank registration number public")


@case
def _():
    cvr = dk_cvr()
    fak = rdnz(5)
    fik = rd(15)
    kred = "8" + rd(7)
    t = ("Håndværkeren har sendt faktura nr. %s fra firmaet med CVR %s. Den skal betales med FI-kort: +71<%s+%s<. "
         "Hvordan taster jeg det i netbanken?" % (fak, cvr, fik, kred))
    return C("faktura-cvr-fikort", "da", t, [], [fak, cvr, fik, kred], "negative: invoice, CVR (mod 11), FI payment id and creditor")


# ============================================================================= Norwegian
@case
def _():
    fnr = no_fnr()
    kto = no_account()
    sak = rdnz(8)
    t = ("Jeg holder på å fylle ut skjemaet fra NAV (saksnummer %s). Fødselsnummeret mitt er %s og kontonummeret "
         "for utbetaling er %s. Er det noe mer jeg trenger?" % (sak, fnr, kto))
    return C("nav-fodselsnummer", "no", t, [fnr, kto], [sak], "fødselsnummer and account (mod 11); case number look-alike")


@case
def _():
    pw = human_pw("no")
    pk = pin(4)
    mob = "%s %s %s" % (R.choice(["9", "4"]) + rd(2), rd(2), rd(3))
    t = ("BankID på mobil har sluttet å virke på nummeret %s. Passordet mitt til BankID er %s, og den personlige "
         "koden i appen er %s. Hva gjør jeg nå?" % (mob, pw, pk))
    return C("bankid-passord", "no", t, [pw, pk], [mob], "BankID password and personal code; phone number look-alike")


@case
def _():
    kto = no_account()
    kid7 = rdnz(9)
    kid = kid7 + luhn_digit(kid7)
    org = no_orgnr()
    t = ("Fakturaen fra borettslaget: kontonummer %s, KID %s, organisasjonsnummer %s. Beløp 4 850 kr forfaller "
         "20.04. Kan jeg sette opp AvtaleGiro?" % (kto, kid, org))
    return C("borettslag-kid", "no", t, [], [kto, kid, org], "negative: housing co-op account, KID (Luhn) and org number (mod 11)")


# ============================================================================= Finnish
@case
def _():
    hetu = fi_hetu()
    ib = iban_make("FI", "1" + rd(13))
    ref = rdnz(10)
    t = ("Täytän Kelan hakemusta. Henkilötunnukseni on %s ja tilinumero %s. Hakemuksen tunnus on %s, riittääkö "
         "tämä?" % (hetu, spaced(ib), ref))
    return C("kela-hetu", "fi", t, [hetu, spaced(ib)], [ref], "henkilötunnus (check char) and own IBAN; application id look-alike")


@case
def _():
    door, kb, alarm = pin(4), pin(4), pin(4)
    asn = rdnz(7)
    t = ("Kirjoita siivoojalle ohje: ulko-oven koodi on %s, avain on avainlaatikossa (koodi %s). Hälytyksen saa pois "
         "koodilla %s. Siivousfirman asiakasnumeromme on %s. Kiitos!" % (door, kb, alarm, asn))
    return C("siivoojan-ohje", "fi", t, [door, kb, alarm], [asn], "door, key-box and alarm codes; customer number look-alike")


@case
def _():
    yt = fi_ytunnus()
    ln = rdnz(6)
    vn = fi_ref(rdnz(9))
    ib = iban_make("FI", "2" + rd(13))
    t = ("Sain laskun yritykseltä, Y-tunnus %s. Laskun numero %s, viitenumero %s, tilille %s. Onko tämä "
         "huijaus?" % (yt, ln, vn, spaced(ib)))
    return C("lasku-ytunnus-viite", "fi", t, [], [yt, ln, vn, spaced(ib)], "negative: company id, invoice, reference (7-3-1), IBAN")


# ============================================================================= validation and output
LANGS = {"en", "de", "fr", "es", "pt", "it", "nl", "pl", "cs", "ru", "uk", "zh", "ja", "ko", "ar", "fa", "he",
         "hi", "th", "vi", "id", "tl", "sw", "tr", "el", "ro", "hu", "sv", "da", "no", "fi"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)


def hostile(s, allow_newline):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            if not allow_newline:
                return "newline"
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F:
            return "control character U+%04X" % o
        if o in (0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF) or 0xD800 <= o <= 0xDFFF:
            return "hostile character U+%04X" % o
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    text = c["text"]
    for key in ("id", "lang", "text", "note"):
        if not isinstance(c.get(key), str) or not c[key]:
            errs.append("%s missing" % key)
    if errs:
        return errs
    if c["lang"] not in LANGS:
        errs.append("unknown lang %s" % c["lang"])
    for key in ("id", "lang", "note"):
        h = hostile(c[key], False)
        if h:
            errs.append("%s: %s" % (key, h))
    h = hostile(text, True)
    if h:
        errs.append("text: %s" % h)
    if "\n---\n" in text and (text.startswith("---\n") or text.endswith("\n---")):
        errs.append("empty message")
    vals = [("secret", v) for v in c["secrets"]] + [("lookalike", v) for v in c["lookalikes"]]
    if not c["lookalikes"] and not c["secrets"]:
        errs.append("case lists nothing")
    seen = set()
    for kind, v in vals:
        if not isinstance(v, str) or not v:
            errs.append("empty %s" % kind)
            continue
        if v in seen:
            errs.append("value listed twice: %r" % v)
        seen.add(v)
        h = hostile(v, True)
        if h:
            errs.append("%s %r: %s" % (kind, v, h))
        if v != v.strip():
            errs.append("%s %r has outer whitespace" % (kind, v))
        occ = occurrences(text, v)
        if not occ:
            errs.append("%s not in text: %r" % (kind, v))
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append("short %s occurs %d times: %r" % (kind, len(occ), v))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                errs.append("%s %r embedded in a longer number" % (kind, v))
            if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                errs.append("%s %r embedded in a longer number" % (kind, v))
    sec_iv = [iv for v in c["secrets"] for iv in occurrences(text, v)]
    for v in c["lookalikes"]:
        for a, b in occurrences(text, v):
            for x, y in sec_iv:
                if a < y and x < b:
                    errs.append("look-alike %r overlaps a secret" % v)
    return errs


def build():
    self_test()
    out = []
    for i, fn in enumerate(CASES, 1):
        for attempt in range(80):
            c = fn()
            c = {"id": "%s-%03d-%s" % (PREFIX, i, c["slug"]), "lang": c["lang"], "text": c["text"],
                 "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]}
            errs = validate_case(c)
            if not errs:
                break
        else:
            raise SystemExit("case %d (%s) cannot be made valid: %s" % (i, c["id"], "; ".join(errs)))
        out.append(c)
    return out


def validate_all(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for c in cases:
        if not ID_RE.match(c["id"]):
            errs.append("bad id %s" % c["id"])
        errs.extend("%s: %s" % (c["id"], e) for e in validate_case(c))
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: %s" % q(c["id"]))
        lines.append("    lang: %s" % q(c["lang"]))
        lines.append("    text: %s" % q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append("    %s:" % key)
                lines.extend("      - %s" % q(v) for v in c[key])
            else:
                lines.append("    %s: []" % key)
        lines.append("    note: %s" % q(c["note"]))
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    try:
        cases = build()
    except (AssertionError, SystemExit) as e:
        print("generation failed: %r" % (e,), file=sys.stderr)
        return 1
    errs = validate_all(cases)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(dump(cases))
    print("wrote %d cases to %s" % (len(cases), sys.argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
