#!/usr/bin/env python3
"""make_heldout_v52.py - deterministic generator of the blind evaluation set heldout_v52
for a secrets filter (chat messages of one user to an AI assistant).

Usage: python3 make_heldout_v52.py heldout_v52.yaml

Standard library only. Every random value comes from random.Random(52).
Everything is validated before the YAML is written; on any problem the
script prints the problems and exits 1 without writing.
"""
import sys
import json
import random
import string
import re
import base64
import struct
import zlib
import hashlib

NAME = "heldout_v52"
SEED = 52
PREFIX = "H52"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
HEX = "0123456789abcdef"
HEXU = HEX.upper()
ALNUM = UP + LOW + DIG
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
B32 = UP + "234567"


# ----------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DIG, n)


def nz(n):
    return R.choice("123456789") + dg(n - 1)


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def grp_right(s, n, sep=" "):
    """group from the right (Finnish reference numbers)"""
    out = []
    while s:
        out.insert(0, s[-n:])
        s = s[:-n]
    return sep.join(out)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def dob(y0=1958, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def mac():
    first = R.randrange(256) & 0xFC  # unicast, globally administered
    return ":".join(["%02X" % first] + ["%02X" % R.randrange(256) for _ in range(5)])


def fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


# ----------------------------------------------------------------- passwords
SYM = "!@#$%&*?"


def pw_human(words):
    w = pick(words)
    style = R.randrange(5)
    if style == 0:
        return w.capitalize() + pick(SYM) + dg(R.randint(2, 4))
    if style == 1:
        return w.capitalize() + dg(2) + pick(SYM) + pick(words).lower()
    if style == 2:
        return pick(words).lower() + "_" + w.lower() + dg(R.randint(2, 4))
    if style == 3:
        return w[:1].upper() + w[1:].lower().replace("a", "@").replace("o", "0") + dg(R.randint(2, 4)) + pick(SYM)
    return pick(words).capitalize() + pick(words).capitalize() + dg(R.randint(1, 3)) + pick(SYM)


def pw_strong(n=16):
    a = ALNUM + "!@#$%^&*-_=+?"
    while True:
        p = rs(a, n)
        if (any(c.isdigit() for c in p) and any(c.isupper() for c in p)
                and any(c.islower() for c in p) and any(not c.isalnum() for c in p)):
            return p


EN_WORDS = ["Maple", "Falcon", "Orchid", "Tango", "Biscuit", "Harbor", "Copper", "Lantern", "Juniper",
            "Pepper", "Willow", "Rocket", "Saffron", "Nebula", "Cobalt", "Meadow", "Thunder", "Pickle",
            "Velvet", "Quartz", "Sparrow", "Banjo", "Cactus", "Dolphin", "Pretzel", "Walrus"]
DE_WORDS = ["Sonnenblume", "Kaffeetasse", "Fahrrad", "Schneemann", "Blaubeere", "Leuchtturm",
            "Wanderweg", "Apfelbaum", "Hafenkran", "Zugspitze", "Bratwurst", "Gummibaer"]
RU_WORDS = ["Solnyshko", "Medved", "Rybka", "Zvezda", "Kotik", "Malina", "Berezka", "Vesna", "Sibir"]
UK_WORDS = ["Kalyna", "Sonechko", "Vyshnia", "Dnipro", "Barvinok", "Lelka", "Kozak", "Zirka"]
PL_WORDS = ["Kasztan", "Wiewiorka", "Bursztyn", "Pierogi", "Jaskolka", "Tatry", "Krokus", "Zubr"]
NL_WORDS = ["Tulp", "Molen", "Fietsbel", "Stroopwafel", "Kaaskop", "Dijkgraaf", "Grachten", "Hagelslag"]
FI_WORDS = ["Mustikka", "Revontuli", "Sauna", "Karhu", "Lumiukko", "Kuusi", "Joutsen", "Salmiakki"]
SV_WORDS = ["Kanelbulle", "Alg", "Midsommar", "Blabar", "Fjallripa", "Smultron", "Lingon", "Stuga"]
NO_WORDS = ["Fjord", "Brunost", "Nordlys", "Troll", "Multe", "Skigard", "Lofoten", "Elg"]
HE_WORDS = ["Shalom", "Tapuz", "Yarden", "Kineret", "Hatul", "Dvash", "Galgal", "Rimon"]
KO_WORDS = ["haneul", "sarang", "gureum", "badasori", "dubu", "kimbap", "nabi", "sonamu"]
IT_WORDS = ["Girasole", "Gelato", "Vesuvio", "Limoncello", "Farfalla", "Tramonto", "Pinolo"]
EL_WORDS = ["Thalassa", "Ilios", "Elia", "Kalimera", "Santorini", "Melissa", "Asteri"]
TR_WORDS = ["Kelebek", "Bogaz", "Simit", "Lale", "Deniz", "Yildiz", "Kartal", "Pamuk"]
VI_WORDS = ["hoasen", "phohanoi", "baove", "meomeo", "trangsang", "sondong", "banhmi"]
HU_WORDS = ["Pogacsa", "Balaton", "Tulipan", "Kisvakond", "Paprika", "Somloi", "Csillag"]
RO_WORDS = ["Ghiocel", "Carpati", "Mamaliga", "Soricel", "Dunarea", "Lalea", "Brasov"]

# words from the BIP39 English list, written from memory (checksum of phrases not computed)
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air
airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist
artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract
auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel
base basic basket battle beach bean beauty because become beef before begin behave behind believe
below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth
bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board
boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket
brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze
broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden
burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm
camera camp canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card
cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught
cause caution cave ceiling celery cement census century cereal certain chair chalk champion change
chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney
choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
garden garlic gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle ginger
giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue goat
goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity
great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym habit
hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart
heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby hockey
hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub
huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid machine mad magic magnet
maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin
marine market marriage mask mass master match material math matrix matter maximum maze meadow mean
measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry
mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle
mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster
month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin
mule multiply muscle museum mushroom music must mutual myself mystery myth oak obey object oblige
obscure observe obtain obvious occur ocean october odor off offer office often oil okay old olive
olympic omit once one onion online only open opera opinion oppose option orange orbit orchard order
ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven over own
owner oxygen oyster ozone""".split()


# ----------------------------------------------------------------- check digit algorithms
def luhn_ok(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError("luhn")


def luhn_num(prefix, length):
    return luhn_complete(prefix + dg(length - len(prefix) - 1))


def fmt_card(n):
    if len(n) == 15:
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    return grp(n, 4)


def expiry():
    return "%02d/%d" % (R.randint(1, 12), R.randint(26, 31))


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(body):
    for d in DIG:
        if verhoeff_ok(body + d):
            return body + d
    raise AssertionError("verhoeff")


def wsum(s, w):
    return sum(int(a) * b for a, b in zip(s, w))


# --- IBAN
def iban_cd(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(ch, 36)) for ch in s))
    return "%02d" % (98 - n % 97)


def mk_iban(cc, bban):
    return cc + iban_cd(cc, bban) + bban


def iban_ok(i):
    i = i.replace(" ", "")
    s = i[4:] + i[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def fmt4(i):
    return grp(i, 4)


DE_BLZ = {"10070024": "DEUTDEDBBER", "20050550": "HASPDEHHXXX", "50010517": "INGDDEFFXXX",
          "12030000": "BYLADEM1001", "70150000": "SSKMDEMMXXX", "43060967": "GENODEM1GLS"}


def iban_de():
    blz = pick(sorted(DE_BLZ))
    return mk_iban("DE", blz + dg(10)), DE_BLZ[blz]


def fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def iban_fr():
    bank = pick(["30004", "30003", "30002", "20041", "10278", "30066"])
    branch, acct = dg(5), dg(11)
    return mk_iban("FR", bank + branch + acct + "%02d" % fr_rib_key(bank, branch, acct))


def es_dc(digs):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - wsum(digs, w) % 11
    return 0 if r == 11 else (1 if r == 10 else r)


def iban_es():
    bank = pick(["2100", "0049", "0182", "0081", "2085", "0128"])
    branch, acct = dg(4), dg(10)
    return mk_iban("ES", bank + branch + str(es_dc("00" + bank + branch)) + str(es_dc(acct)) + acct)


CF_ODD = {}
for _k, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[_k] = _v
for _k, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_k] = _v
CF_EVEN = {}
for _i, _k in enumerate("0123456789"):
    CF_EVEN[_k] = _i
for _i, _k in enumerate(UP):
    CF_EVEN[_k] = _i


def cf_check(s):
    t = 0
    for i, ch in enumerate(s):
        t += CF_ODD[ch] if i % 2 == 0 else CF_EVEN[ch]
    return UP[t % 26]


def iban_it():
    abi = pick(["03069", "02008", "05034", "01030", "03032"])
    cab = dg(5)
    conto = "0000" + dg(8)
    return mk_iban("IT", cf_check(abi + cab + conto) + abi + cab + conto)


def nl_acct():
    while True:
        b = "0" + dg(8)
        s = sum(int(b[i]) * (10 - i) for i in range(9))
        d = (-s) % 11
        if d < 10:
            return b + str(d)


def iban_nl():
    return mk_iban("NL", pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ"]) + nl_acct())


def cz_acct10():
    while True:
        b = dg(9)
        if b[:3] == "000":
            continue
        s = wsum(b, [6, 3, 7, 9, 10, 5, 8, 4, 2])
        d = (-s) % 11
        if d < 10:
            return b + str(d)


def cz_account():
    """returns (iban, domestic form)"""
    bank = pick(["0800", "0100", "0300", "2010", "3030", "0600"])
    prefix = pick(["000000", "000000", "000019", "000035"])
    acct = cz_acct10()
    iban = mk_iban("CZ", bank + prefix + acct)
    p = prefix.lstrip("0")
    dom = (p + "-" if p else "") + acct.lstrip("0") + "/" + bank
    return iban, dom


def hu_block(n7):
    return n7 + str((10 - wsum(n7, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)


def no_account():
    while True:
        b = pick(["1503", "1506", "1254", "9710", "3000", "1207", "1822"]) + dg(6)
        r = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if r == 11:
            r = 0
        if r < 10:
            n = b + str(r)
            return "%s.%s.%s" % (n[:4], n[4:6], n[6:]), n


def iban_fi():
    bban = luhn_complete(pick(["1", "8", "5", "3"]) + dg(12))
    return mk_iban("FI", bban)


def iban_pt():
    b = pick(["0035", "0033", "0007", "0010", "0036"]) + dg(4) + dg(11)
    ck = 98 - (int(b) * 100) % 97
    return mk_iban("PT", b + "%02d" % ck)


# --- personal identifiers
def pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    s = "%02d%02d%02d" % (y % 100, mm, d) + dg(3) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    return s + str((10 - wsum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_id_card():
    letters = rs(UP, 3)
    digits = dg(5)
    vals = [ord(c) - 55 for c in letters]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1])) + sum(int(c) * w for c, w in zip(digits, [7, 3, 1, 7, 3]))
    return letters + str(s % 10) + digits


def pl_nip():
    while True:
        b = pick(["525", "527", "951", "676", "779", "898", "118"]) + dg(6)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return b + str(c)


def cn_id(area, y, m, d):
    b = area + "%04d%02d%02d" % (y, m, d) + dg(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc(area):
    while True:
        org = dg(8)
        c = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
        org += "X" if c == 10 else ("0" if c == 11 else str(c))
        body = "91" + area + org
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s = sum(USCC_CH.index(ch) * wt for ch, wt in zip(body, w))
        return body + USCC_CH[(31 - s % 31) % 31]


def my_number():
    b = dg(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = dg(12)
    s = 0
    for n in range(1, 13):
        s += int(b[12 - n]) * (1 if n % 2 else 2)
    return str(9 - s % 9) + b


def yamato():
    b = nz(11)
    return b + str(int(b) % 7)


def kr_rrn(y, m, d, female):
    g = (2 if female else 1) + (2 if y >= 2000 else 0)
    b = "%02d%02d%02d" % (y % 100, m, d) + str(g) + dg(5)
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn():
    b = nz(9)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])


def ir_code():
    while True:
        b = dg(9)
        if len(set(b)) < 3:
            continue
        r = sum(int(b[i]) * (10 - i) for i in range(9)) % 11
        return b + str(r if r < 2 else 11 - r)


def rnokpp(y, m, d):
    import datetime
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + dg(4)
    c = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return b + str(c)


def snils():
    b = nz(9)
    s = sum(int(b[i]) * (9 - i) for i in range(9))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        c = 0 if c == 100 else c
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def inn12():
    b = pick(["77", "50", "78", "66", "16", "54"]) + dg(8)
    b += str(wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    b += str(wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    return b


def inn10():
    b = pick(["77", "50", "78", "66", "16", "54"]) + dg(7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ogrn():
    b = "1" + "%02d" % R.randint(2, 24) + pick(["77", "50", "78", "66", "16", "54"]) + dg(7)
    return b + str(int(b) % 11 % 10)


def ru_account(bik, prefix):
    """20-digit account with the control key (position 9) computed against the BIK"""
    body = prefix + "0" + dg(11)
    for k in DIG:
        acct = body[:8] + k + body[9:]
        s = bik[-3:] + acct
        if sum(int(c) * [7, 1, 3][i % 3] for i, c in enumerate(s)) % 10 == 0:
            return acct
    raise AssertionError("ru account")


def cz_rc(y, m, d, female):
    while True:
        b = "%02d%02d%02d" % (y % 100, m + (50 if female else 0), d) + dg(3)
        c = int(b) % 11
        if c < 10:
            return b[:6] + "/" + b[6:] + str(c)


def cz_ico():
    b = nz(7)
    c = (11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return b + str(c)


def mod1110_check(b):
    p = 10
    for ch in b:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


def de_steuer_id():
    while True:
        digits = R.sample(DIG, 9)
        dup = pick(digits)
        ten = digits + [dup]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        b = "".join(ten)
        n = b + str(mod1110_check(b))
        return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def de_ustid():
    b = nz(8)
    return "DE" + b + str(mod1110_check(b))


def de_kvnr():
    letter = pick(UP)
    body = dg(8)
    digs = "%02d" % (ord(letter) - 64) + body
    s = 0
    for i, ch in enumerate(digs):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v // 10 + v % 10
    return letter + body + str(s % 10)


def fr_nir(female):
    b = ("2" if female else "1") + "%02d" % R.randint(60, 99) + "%02d" % R.randint(1, 12) + \
        "%02d" % R.randint(1, 95) + dg(3) + dg(3)
    if b[5:7] == "20":
        b = b[:5] + "21" + b[7:]
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def fr_siren():
    return luhn_complete(nz(8))


def fr_siret():
    s = fr_siren()
    return luhn_complete(s + "000" + dg(1)), s


def es_dni():
    n = dg(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    b = dg(7)
    even = sum(int(b[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        v = int(b[i]) * 2
        odd += v // 10 + v % 10
    c = (10 - (even + odd) % 10) % 10
    return "B" + b + str(c)


def ar_cbu():
    b1 = pick(["007", "011", "072", "285", "017"]) + dg(4)
    c1 = (10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    b2 = dg(13)
    c2 = (10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return b1 + str(c1) + b2 + str(c2)


def ar_cuit(prefix):
    while True:
        b = prefix + dg(8)
        r = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if r == 11:
            r = 0
        if r < 10:
            return "%s-%s-%d" % (b[:2], b[2:], r)


def mx_clabe():
    b = pick(["002", "012", "014", "072", "021"]) + dg(3) + dg(11)
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)


def br_cpf():
    b = [int(c) for c in nz(9)]
    s = sum(b[i] * (10 - i) for i in range(9))
    d1 = (s * 10) % 11 % 10
    b.append(d1)
    s = sum(b[i] * (11 - i) for i in range(10))
    d2 = (s * 10) % 11 % 10
    n = "".join(map(str, b)) + str(d2)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:])


def br_cnpj():
    b = dg(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = wsum(b, w1) % 11
    b += str(0 if r < 2 else 11 - r)
    w2 = [6] + w1
    r = wsum(b, w2) % 11
    b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def pt_nif():
    b = pick("12") + dg(7)
    r = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if r < 2 else 11 - r)


def it_piva():
    return luhn_complete(dg(7) + pick(["001", "015", "058", "063", "037"]))


def _cf_part(s, is_name):
    cons = [c for c in s.upper() if c in "BCDFGHJKLMNPQRSTVWXYZ"]
    vows = [c for c in s.upper() if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(surname, name, female, y, m, d, comune):
    s = _cf_part(surname, False) + _cf_part(name, True) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + \
        "%02d" % (d + (40 if female else 0)) + comune
    return s + cf_check(s)


def nl_bsn():
    while True:
        b = nz(8)
        s = sum(int(b[i]) * (9 - i) for i in range(8))
        d = s % 11
        if d < 10:
            return b + str(d)


def se_pnr(y, m, d):
    b = "%02d%02d%02d" % (y % 100, m, d) + dg(3)
    n = luhn_complete(b)
    return n[:6] + "-" + n[6:]


def se_orgnr():
    n = luhn_complete("55" + dg(7))
    return n[:6] + "-" + n[6:]


def se_bankgiro():
    n = luhn_complete(nz(6))
    return n[:3] + "-" + n[3:]


def no_fnr(y, m, d):
    while True:
        b = "%02d%02d%02d" % (d, m, y % 100) + ("%03d" % R.randint(0, 499) if y < 2000 else "%03d" % R.randint(500, 999))
        k1 = 11 - wsum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_orgnr():
    while True:
        b = pick("89") + dg(7)
        r = 11 - wsum(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        r = 0 if r == 11 else r
        if r < 10:
            n = b + str(r)
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def dk_cvr():
    while True:
        b = nz(7)
        d = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if d < 10:
            return b + str(d)


def fi_hetu(y, m, d):
    ind = "%03d" % R.randint(2, 899)
    n = int("%02d%02d%02d" % (d, m, y % 100) + ind)
    sign = "-" if y < 2000 else "A"
    return "%02d%02d%02d%s%s%s" % (d, m, y % 100, sign, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def fi_viite():
    b = nz(R.randint(6, 10))
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(b)))
    return grp_right(b + str((10 - s % 10) % 10), 5)


def fi_ytunnus():
    while True:
        b = dg(7)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def hu_taj():
    b = nz(8)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b))
    n = b + str(s % 10)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def hu_adoazonosito(y, m, d):
    import datetime
    days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
    while True:
        b = "8" + "%05d" % days + dg(3)
        c = sum(int(c) * (i + 1) for i, c in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_adoszam():
    b = hu_block(dg(7))
    return "%s-%s-%s" % (b, pick("2"), pick(["02", "13", "41", "42", "43", "44"]))


def ro_cnp(y, m, d, female):
    s = (1 if y < 2000 else 5) + (1 if female else 0)
    b = str(s) + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % R.randint(1, 40) + dg(3)
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = nz(R.randint(6, 8))
    padded = b.rjust(9, "0")
    c = wsum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return b + str(0 if c == 10 else c)


def iban_ro():
    return mk_iban("RO", pick(["RNCB", "BTRL", "INGB", "BRDE", "RZBR"]) + dg(16))


def gr_amka(y, m, d):
    return luhn_complete("%02d%02d%02d" % (d, m, y % 100) + dg(4))


def gr_afm(first):
    b = first + dg(8 - len(first))
    s = sum(int(b[i]) * 2 ** (8 - i) for i in range(8))
    return b + str(s % 11 % 10)


def tr_tc():
    d = [int(c) for c in nz(9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_vkn():
    b = dg(9)
    s = 0
    for i, ch in enumerate(b):
        tmp = (int(ch) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        s += v
    return b + str((10 - s % 10) % 10)


def iban_tr():
    return mk_iban("TR", pick(["00010", "00064", "00062", "00046", "00067", "00015"]) + "0" + dg(16))


def vn_mst():
    while True:
        b = "0" + pick("1234") + dg(7)
        c = 10 - wsum(b, [31, 29, 23, 19, 17, 13, 7, 5, 3]) % 11
        if 0 <= c <= 9:
            return b + str(c)


def vn_cccd(y):
    g = pick("01") if y < 2000 else pick("23")
    return pick(["001", "079", "048", "031", "092"]) + g + "%02d" % (y % 100) + dg(6)


def th_id(first):
    b = first + dg(12 - len(first))
    c = (11 - sum(int(b[i]) * (13 - i) for i in range(12)) % 11) % 10
    n = b + str(c)
    return n


def th_fmt(n):
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def id_nik(y, m, d, female):
    return pick(["3171", "3273", "3578", "3374", "5171"]) + dg(2) + "%02d%02d%02d" % (d + (40 if female else 0), m, y % 100) + dg(4)


def in_aadhaar():
    n = verhoeff_complete(pick("23456789") + dg(10))
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def in_pan(initial):
    return rs(UP, 3) + "P" + initial + dg(4) + rs(UP, 1)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return pick(["12", "20", "27", "45", "46", "81", "82", "84", "87", "88", "93"]) + "-" + dg(7)


def aba():
    b = pick(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31"]) + dg(6)
    s = 3 * (int(b[0]) + int(b[3]) + int(b[6])) + 7 * (int(b[1]) + int(b[4]) + int(b[7])) + int(b[2]) + int(b[5])
    return b + str((10 - s % 10) % 10)


def aba_ok(n):
    w = [3, 7, 1] * 3
    return wsum(n, w) % 10 == 0


def us_npi():
    b = pick("12") + dg(8)
    full = luhn_complete("80840" + b)
    return b + full[-1]


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
VIN_AL = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin_check(v):
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(v, VIN_W))
    r = s % 11
    return "X" if r == 10 else str(r)


def vin():
    v = pick(["1HG", "5YJ", "JTD", "WVW", "1FA", "KMH"]) + rs(VIN_AL.replace("0", "").replace("1", ""), 5) + "0" + \
        pick("LMNPRS") + rs(UP.replace("I", "").replace("O", "").replace("Q", ""), 1) + dg(6)
    return v[:8] + vin_check(v) + v[9:]


def uk_nhs():
    while True:
        b = nz(9)
        c = 11 - sum(int(b[i]) * (10 - i) for i in range(9)) % 11
        c = 0 if c == 11 else c
        if c < 10:
            n = b + str(c)
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(first) + pick(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    n = dg(6)
    return "%s %s %s %s %s" % (p, n[:2], n[2:4], n[4:], pick("ABCD"))


def au_tfn():
    while True:
        b = nz(8)
        s = wsum(b, [1, 4, 3, 7, 5, 8, 6, 9])
        d = s % 11
        if d < 10:
            n = b + str(d)
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_tfn_ok(n):
    return wsum(n.replace(" ", ""), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def au_medicare():
    b = pick("23456") + dg(7)
    c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    n = b + str(c) + pick("123")
    return "%s %s %s" % (n[:4], n[4:9], n[9])


def au_abn():
    rest = dg(9)
    s = wsum(rest, [3, 5, 7, 9, 11, 13, 15, 17, 19])
    x = (-s) % 89
    n = str(x // 10 + 1) + str(x % 10) + rest
    return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def abn_ok(n):
    d = [int(c) for c in n.replace(" ", "")]
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def ca_sin():
    n = luhn_complete(pick("1234567") + dg(7))
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def sg_nric():
    pre = pick("ST")
    b = dg(7)
    s = wsum(b, [2, 7, 6, 5, 4, 3, 2]) + (4 if pre == "T" else 0)
    return pre + b + "JZIHGFEDCBA"[s % 11]


def za_id(y, m, d, female):
    b = "%02d%02d%02d" % (y % 100, m, d) + ("%04d" % R.randint(0, 4999) if female else "%04d" % R.randint(5000, 9999)) + "08"
    return luhn_complete(b)


def s10(prefix, country):
    b = dg(8)
    r = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if r == 10 else (5 if r == 11 else r)
    return prefix + b + str(c) + country


def imei():
    return luhn_complete(pick(["35", "86", "01"]) + dg(12))


def isbn13():
    b = "978" + dg(9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)


def ocr_ref():
    return luhn_complete(nz(R.randint(9, 14)))


# --- keys and tokens
B62 = DIG + UP + LOW


def b62(n, width):
    s = ""
    while n:
        s = B62[n % 62] + s
        n //= 62
    return s.rjust(width, "0")


def ghp():
    r = rs(ALNUM, 30)
    return "ghp_" + r + b62(zlib.crc32(r.encode()) & 0xffffffff, 6)


def aws_key_id():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(ALNUM + "/+", 40)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def ssh_ed25519(comment, with_private=True):
    pub = rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    publine_b64 = b64(pubblob)
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    if not with_private:
        return None, publine_b64, fp
    seed = rbytes(32)
    chk = R.getrandbits(32)
    priv = struct.pack(">II", chk, chk) + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + \
        sshstr(pubblob) + sshstr(priv)
    s = b64(blob)
    body = "\n".join(s[i:i + 70] for i in range(0, len(s), 70))
    return body, publine_b64, fp


def jwt(payload, alg="RS256", kid=None):
    h = {"alg": alg, "typ": "JWT"}
    if kid:
        h["kid"] = kid
    sig = rbytes(256 if alg == "RS256" else 32)
    return b64u(json.dumps(h, separators=(",", ":")).encode()) + "." + \
        b64u(json.dumps(payload, separators=(",", ":")).encode()) + "." + b64u(sig)


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frombits, tobits):
    acc, bits, ret = 0, 0, []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def segwit_addr(prog):
    data = [0] + convertbits(prog, 8, 5)
    values = bech32_hrp_expand("bc") + data
    pm = bech32_polymod(values + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)


def bech32_ok(addr):
    hrp, data = addr[:2], [BECH.index(c) for c in addr[3:]]
    return bech32_polymod(bech32_hrp_expand(hrp) + data) == 1


JWTIO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2"
         "MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


# ----------------------------------------------------------------- self tests of the algorithms
def self_tests():
    errs = []

    def t(cond, msg):
        if not cond:
            errs.append("self-test failed: " + msg)
    for i in ["GB82WEST12345698765432", "DE89370400440532013000", "ES9121000418450200051332",
              "IT60X0542811101000000123456", "NL91ABNA0417164300", "PL61109010140000071219812874",
              "CZ6508000000192000145399", "HU42117730161111101800000000", "NO9386011117947",
              "FI2112345600000785", "PT50000201231234567890154", "FR1420041010050500013M02606"]:
        t(iban_ok(i), "iban " + i)
    t(es_dc("00" + "2100" + "0418") == 4 and es_dc("0200051332") == 5, "es control digits")
    t(cf_check("0542811101000000123456") == "X", "italian CIN")
    t(cf_check("RSSMRA85T10A562") == "S", "codice fiscale check")
    t(luhn_ok("4242424242424242") and luhn_ok("490154203237518") and luhn_ok("046454286"), "luhn")
    t(verhoeff_ok("2363"), "verhoeff")
    t(pesel_ok("44051401359"), "pesel")
    t(cn_id_ok("11010519491231002X"), "china id")
    t(mod1110_check("8609574271") == 9, "steuer-id")
    t(aba_ok("021000021"), "aba")
    t(vin_check("1M8GDM9AXKP042788") == "X", "vin")
    t(s10_ok("RR123456785GB"), "s10")
    t(isbn_ok("9780306406157"), "isbn")
    t(luhn_ok("808401234567893"), "npi")
    t(sg_check("S1234567") == "D", "nric")
    t(abn_ok("51824753556"), "abn")
    t(au_tfn_ok("123456782"), "tfn")
    t(snils_ok("112-233-445 95"), "snils")
    t(inn10_ok("7707083893"), "inn")
    t(tr_ok("10000000146"), "tc kimlik")
    t(es_dni_ok("12345678Z"), "dni")
    t(cpf_ok("52998224725"), "cpf")
    t(nhs_ok("9434765919"), "nhs")
    t(segwit_addr(bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) ==
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "bech32")
    t(hetu_ok("131052-308T"), "hetu")
    t(luhn_ok("8001015009087"), "za id")
    return errs


def pesel_ok(s):
    return (10 - wsum(s[:10], [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == int(s[10])


def cn_id_ok(s):
    return "10X98765432"[wsum(s[:17], [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == s[17]


def s10_ok(s):
    r = 11 - wsum(s[2:10], [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if r == 10 else (5 if r == 11 else r)
    return str(c) == s[10]


def isbn_ok(s):
    return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s)) % 10 == 0


def sg_check(s):
    return "JZIHGFEDCBA"[(wsum(s[1:], [2, 7, 6, 5, 4, 3, 2]) + (4 if s[0] == "T" else 0)) % 11]


def snils_ok(s):
    d = s.replace("-", "").replace(" ", "")
    x = sum(int(d[i]) * (9 - i) for i in range(9))
    c = x if x < 100 else (0 if x in (100, 101) else (x % 101) % 100)
    return c == int(d[9:])


def inn10_ok(s):
    return wsum(s[:9], [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(s[9])


def tr_ok(s):
    d = [int(c) for c in s]
    return ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def es_dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def cpf_ok(s):
    b = [int(c) for c in s]
    d1 = sum(b[i] * (10 - i) for i in range(9)) * 10 % 11 % 10
    d2 = sum(b[i] * (11 - i) for i in range(10)) * 10 % 11 % 10
    return d1 == b[9] and d2 == b[10]


def nhs_ok(s):
    c = 11 - sum(int(s[i]) * (10 - i) for i in range(9)) % 11
    return (0 if c == 11 else c) == int(s[9])


def hetu_ok(s):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31] == s[10]


# ================================================================= cases
CASE_FNS = []


def case(fn):
    CASE_FNS.append(fn)
    return fn


def C(slug, lang, text, secrets, looks, note):
    return {"slug": slug, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}


def domain():
    return pick(["northwind-labs.io", "brightpath.app", "kestrel-analytics.com", "tallyho.dev", "orchardpay.co"])


# ----------------------------------------------------------------- English, positive
@case
def _():
    kid, sec, commit = aws_key_id(), aws_secret(), rs(HEX, 40)
    t = ("My deploy step fails with InvalidClientTokenId on the CI runner, but the same thing works from my laptop. "
         "This is the .env the runner loads:\n\n"
         f"AWS_ACCESS_KEY_ID={kid}\nAWS_SECRET_ACCESS_KEY={sec}\nAWS_DEFAULT_REGION=eu-central-1\nS3_BUCKET=acme-build-artifacts\n\n"
         f"It started after commit {commit}. What should I check first?")
    return C("aws-env-ci", "en", t, [kid, sec], [commit],
             "AWS key pair pasted from a CI .env; the commit hash is a look-alike")


@case
def _():
    kid, sec, acct = aws_key_id(), aws_secret(), nz(12)
    t = ("The IAM getting-started page shows this:\n\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
         "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n\n"
         f"so I put mine into ~/.aws/credentials the same way:\n\n[default]\naws_access_key_id = {kid}\n"
         f"aws_secret_access_key = {sec}\n\n"
         f"but `aws sts get-caller-identity` still answers for some other account, not {acct}. Is an environment variable overriding the file?")
    return C("aws-docs-vs-own-keys", "en", t, [kid, sec],
             ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", acct],
             "the user's AWS keys next to the AWS documentation example pair; account id is a look-alike")


@case
def _():
    tok, short = ghp(), rs(HEX, 7)
    t = (f"I accidentally committed `const GH_TOKEN = \"{tok}\";` to a public repo (commit {short}). "
         "I already revoked the token under Settings > Developer settings. Do I still have to rewrite history with "
         "git filter-repo, or is revoking enough?")
    return C("github-token-revoked", "en", t, [tok], [short],
             "leaked and revoked GitHub token is still a secret; short commit hash is a look-alike")


@case
def _():
    sk, wh, pi = "sk_live_" + rs(ALNUM, 24), "whsec_" + rs(ALNUM, 32), "pi_3" + rs(ALNUM, 23)
    t = ("Webhooks reach my endpoint but every one fails signature verification. config/stripe.yml:\n\n"
         f"production:\n  secret_key: {sk}\n  webhook_secret: {wh}\n  api_version: \"2024-06-20\"\n\n"
         f"The failing event is payment_intent.succeeded for {pi}. In test mode with the card "
         "4242 4242 4242 4242 everything passes.")
    return C("stripe-webhook-config", "en", t, [sk, wh], [pi, "4242 4242 4242 4242"],
             "Stripe live secret key and webhook secret in YAML; payment intent id and the Stripe test card are look-alikes")


@case
def _():
    key = "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)
    req = "req_" + rs(HEX, 32)
    t = ("Why does this keep returning 429 insufficient_quota? I topped up $20 an hour ago.\n\n```python\n"
         "from openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{key}\")\n"
         "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", \"content\": \"hi\"}])\n"
         f"```\n\nThe error body says request id {req}.")
    return C("openai-key-in-code", "en", t, [key], [req], "OpenAI project key hard-coded in Python; request id is a look-alike")


@case
def _():
    key = "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"
    rid = "req_011C" + rs(ALNUM, 20)
    t = ("curl keeps giving me 401 authentication_error:\n\n"
         "curl https://api.anthropic.com/v1/messages \\\n"
         f"  -H \"x-api-key: {key}\" \\\n"
         "  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: application/json\" \\\n"
         "  -d '{\"model\": \"claude-3-5-haiku-latest\", \"max_tokens\": 256, \"messages\": [{\"role\": \"user\", \"content\": \"ping\"}]}'\n\n"
         f"The response has request-id {rid}. Did I copy the key wrong?")
    return C("anthropic-key-curl", "en", t, [key], [rid], "Anthropic API key in a curl command; request id is a look-alike")


@case
def _():
    xoxb = "xoxb-%s-%s-%s" % (nz(11), nz(13), rs(ALNUM, 24))
    whtok = rs(ALNUM, 24)
    hook = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), whtok)
    chan = "C0" + rs(UP + DIG, 9)
    t = (f"My Bolt app starts fine but chat.postMessage returns not_in_channel for {chan}, while the incoming "
         "webhook posts without problems. From my .env:\n\n"
         f"SLACK_BOT_TOKEN={xoxb}\nSLACK_WEBHOOK_URL={hook}\n\nDo I have to invite the bot to the channel?")
    return C("slack-bot-env", "en", t, [xoxb, whtok], [chan],
             "Slack bot token and the secret part of a webhook URL; channel id is a look-alike")


@case
def _():
    user, pw = pick(["app_user", "orders_rw", "svc_billing"]), rs(ALNUM, 24)
    host = "prod-db-2.%s.eu-west-1.rds.amazonaws.com" % rs(LOW + DIG, 12)
    t = ("Prisma fails with P1001: Can't reach database server. My DATABASE_URL is\n\n"
         f"postgresql://{user}:{pw}@{host}:5432/orders?schema=public&sslmode=require\n\n"
         "The security group allows 5432 from the VPC. Any idea?")
    return C("postgres-url-prisma", "en", t, [f"{user}:{pw}"], [host],
             "credentials of a Postgres URL are the secret; the RDS host is a look-alike")


@case
def _():
    user, pw = pick(["jenny", "shopadmin", "dev-marco"]), rs(ALNUM, 16)
    host = "cluster0.%s.mongodb.net" % rs(LOW + DIG, 5)
    t = ("MongooseServerSelectionError: Could not connect to any servers in your MongoDB Atlas cluster. The code:\n\n"
         f"await mongoose.connect(\"mongodb+srv://{user}:{pw}@{host}/shop?retryWrites=true&w=majority\");\n\n"
         "I already added 0.0.0.0/0 to the IP access list. What else?")
    return C("mongodb-srv-uri", "en", t, [f"{user}:{pw}"], [host],
             "credentials in a MongoDB SRV URI; the cluster host is a look-alike")


@case
def _():
    pw = pw_strong(22)
    t = ("My Node app logs NOAUTH Authentication required when it talks to Redis. docker-compose.yml:\n\n"
         "services:\n  cache:\n    image: redis:7.2.4-alpine\n"
         f"    command: redis-server --requirepass {pw}\n    ports:\n      - \"6379:6379\"\n"
         "  web:\n    build: .\n    environment:\n      REDIS_URL: redis://cache:6379\n\nWhat am I missing?")
    return C("redis-requirepass-compose", "en", t, [pw], ["redis:7.2.4-alpine"],
             "Redis password in docker-compose; the image tag is a look-alike")


@case
def _():
    body, pub, fp = ssh_ed25519("dana@thinkpad")
    t = ("ssh says 'Load key \"/home/dana/.ssh/id_ed25519\": invalid format'. This is the file:\n\n"
         f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n\n"
         f"and this is the .pub I put on the server:\n\nssh-ed25519 {pub} dana@thinkpad\n\nDid the copy from Windows break the line endings?")
    return C("ssh-private-key-paste", "en", t, [body], [pub],
             "OpenSSH private key body (secret) next to the matching public key (look-alike)")


@case
def _():
    dom = domain()
    iat = R.randint(1735689600, 1767225600)
    tok = jwt({"sub": uuid4(), "email": "m.okafor@" + dom, "role": "admin", "iat": iat, "exp": iat + 3600},
              kid=rs(HEX, 16))
    t = ("Our API started returning 401 after the deploy. This is the request from the browser devtools:\n\n"
         f"GET /api/v2/reports HTTP/1.1\nHost: app.{dom}\nAuthorization: Bearer {tok}\n\n"
         f"The example token from jwt.io ({JWTIO}) decodes fine in our debug tool, so the tool works. Is my token expired?")
    return C("jwt-bearer-devtools", "en", t, [tok], [JWTIO],
             "a live session JWT is a secret; the jwt.io example token is a look-alike")


@case
def _():
    key, place = "AIza" + rs(URLSAFE, 35), "ChIJ" + rs(URLSAFE, 23)
    t = ("The map loads but shows 'This page can't load Google Maps correctly'. My snippet:\n\n"
         f"<script async src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap&libraries=places\"></script>\n\n"
         f"Also the Places details call for {place} returns NOT_FOUND. Is the key restricted wrong?")
    return C("google-maps-key", "en", t, [key], [place], "Google API key in a script tag; the place id is a look-alike")


@case
def _():
    sid, tok, msid = "AC" + rs(HEX, 32), rs(HEX, 32), "SM" + rs(HEX, 32)
    to = "+49 15%d %s" % (R.randint(1, 9), dg(8))
    t = ("SMS to Germany come back undelivered with error 30007. Code:\n\n```python\nfrom twilio.rest import Client\n"
         f"client = Client(\"{sid}\", \"{tok}\")\n"
         f"msg = client.messages.create(to=\"{to}\", from_=\"+1415{dg(7)}\", body=\"Your order has shipped\")\n```\n\n"
         f"One failing message is {msid}. Is it carrier filtering?")
    return C("twilio-auth-token", "en", t, [tok], [msid],
             "Twilio auth token in code (account SID left neutral); message SID is a look-alike")


@case
def _():
    tok = "npm_" + rs(ALNUM, 36)
    integ = "sha512-" + b64(rbytes(64))
    t = ("`npm publish` gives E403 although `npm whoami` works. My ~/.npmrc:\n\n"
         f"//registry.npmjs.org/:_authToken={tok}\n@acme:registry=https://registry.npmjs.org/\n\n"
         f"package-lock.json has \"integrity\": \"{integ}\" for the previous version, could that matter?")
    return C("npmrc-token", "en", t, [tok], [integ], "npm automation token in .npmrc; SRI integrity hash is a look-alike")


@case
def _():
    tok, rev = "hf_" + rs(UP + LOW, 34), rs(HEX, 40)
    t = (f"I ran `huggingface-cli login --token {tok}` and it says the token is valid, but downloading "
         f"meta-llama/Llama-3.1-8B-Instruct at revision {rev} still gives 403. Do I need to accept the license on the website first?")
    return C("hf-token-login", "en", t, [tok], [rev], "Hugging Face token in a command; model revision hash is a look-alike")


@case
def _():
    tok, chat = "%s:AA%s" % (nz(10), rs(URLSAFE, 33)), "-100" + nz(10)
    t = ("My Telegram bot doesn't answer in the group. Relevant part of bot.py:\n\n"
         f"BOT_TOKEN = \"{tok}\"\nCHAT_ID = {chat}\n\nand getUpdates returns an empty list. Is it privacy mode?")
    return C("telegram-bot-token", "en", t, [tok], [chat], "Telegram bot token; the group chat id is a look-alike")


@case
def _():
    uid = str(R.randint(10 ** 17, 2 * 10 ** 18))
    tok = b64u(uid.encode()) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)
    guild = str(R.randint(10 ** 17, 2 * 10 ** 18))
    t = (f"discord.py raises LoginFailure: Improper token has been passed. I call bot.run(\"{tok}\") with the token "
         f"I copied from the Bot tab yesterday. The bot is supposed to join guild {guild}. Did resetting the token invalidate it?")
    return C("discord-bot-token", "en", t, [tok], [guild], "Discord bot token; the guild snowflake id is a look-alike")


@case
def _():
    acct, key, sub = "stacme" + rs(LOW + DIG, 8), b64(rbytes(64)), uuid4()
    t = ("The function app can't write to blob storage: 'Server failed to authenticate the request'. local.settings.json:\n\n"
         "{\n  \"IsEncrypted\": false,\n  \"Values\": {\n"
         f"    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net\",\n"
         "    \"FUNCTIONS_WORKER_RUNTIME\": \"python\"\n  }\n}\n\n"
         f"Subscription {sub}, region westeurope.")
    return C("azure-storage-connstring", "en", t, [key], [sub],
             "only the AccountKey of an Azure storage connection string is the secret; subscription id is a look-alike")


@case
def _():
    proj = "acme-analytics-" + dg(4)
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 1570) + "=="
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    escaped = "\\n".join(lines)
    cid = nz(21)
    t = ("BigQuery load jobs fail with invalid_grant: Invalid JWT Signature. This is the key file I use:\n\n{\n"
         "  \"type\": \"service_account\",\n"
         f"  \"project_id\": \"{proj}\",\n"
         f"  \"private_key_id\": \"{rs(HEX, 40)}\",\n"
         f"  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{escaped}\\n-----END PRIVATE KEY-----\\n\",\n"
         f"  \"client_email\": \"bq-loader@{proj}.iam.gserviceaccount.com\",\n"
         f"  \"client_id\": \"{cid}\",\n"
         "  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}\n\nWas the key disabled?")
    return C("gcp-service-account-json", "en", t, [escaped], [cid],
             "private key inside a GCP service-account JSON (escaped newlines); client_id is a look-alike")


@case
def _():
    key, appid = uuid4(), uuid4()
    t = ("My GitHub Action deploy to Heroku fails with 'Invalid credentials provided'. Workflow env:\n\n"
         f"env:\n  HEROKU_API_KEY: {key}\n  HEROKU_APP_NAME: acme-staging\n\n"
         f"`heroku apps:info` shows id {appid} for the app, so the app exists. Should the key be an OAuth token instead?")
    return C("heroku-uuid-key", "en", t, [key], [appid],
             "a UUID-shaped Heroku API key is a secret; the app's UUID is a look-alike")


@case
def _():
    api, app, commit = rs(HEX, 32), rs(HEX, 40), rs(HEX, 40)
    t = ("The agent logs 'API Key invalid, dropping transaction'. datadog.yaml:\n\n"
         f"api_key: {api}\nsite: datadoghq.eu\nlogs_enabled: true\n\n"
         f"and for the monitors script I export DD_APP_KEY={app}. It broke after we merged {commit}.")
    return C("datadog-keys", "en", t, [api, app], [commit],
             "Datadog API and application keys (hex); a 40-hex commit hash is a look-alike")


@case
def _():
    tok, zone = rs(URLSAFE, 40), rs(HEX, 32)
    t = ("terraform plan fails with 'Authentication error (10000)'.\n\n"
         f"provider \"cloudflare\" {{\n  api_token = \"{tok}\"\n}}\n\n"
         f"resource \"cloudflare_record\" \"www\" {{\n  zone_id = \"{zone}\"\n  name    = \"www\"\n"
         "  content = \"203.0.113.10\"\n  type    = \"A\"\n}\n\nThe token has Zone:DNS:Edit. What's missing?")
    return C("cloudflare-token-terraform", "en", t, [tok], [zone],
             "Cloudflare API token in Terraform; the 32-hex zone id is a look-alike")


@case
def _():
    pw = pw_human(EN_WORDS)
    t = (f"I keep forgetting my new Gmail password, it's {pw}. Can you make up a silly sentence that helps me "
         "remember it? Please don't suggest changing it, I just set it.")
    return C("gmail-password-mnemonic", "en", t, [pw], [], "password in plain prose")


@case
def _():
    wifi, door, conf = pw_human(EN_WORDS), dg(4), "HM" + rs(UP + DIG, 8)
    t = (f"Write a short, friendly welcome note for my Airbnb guests (booking {conf}, arriving Friday). Include: "
         f"Wi-Fi network \"Maple_House_5G\", password {wifi}; front door keypad code {door}, then press the lock "
         "button; checkout at 11 am, keys on the kitchen table.")
    return C("airbnb-welcome-codes", "en", t, [wifi, door], [conf],
             "Wi-Fi password and door code of the user's rental; booking code is a look-alike")


@case
def _():
    card, exp, cvc = fmt_card(luhn_num("4", 16)), expiry(), dg(3)
    order = "%s-%s-%s" % (nz(3), dg(7), dg(7))
    t = (f"My card keeps getting declined on Amazon (order {order} is stuck at 'payment revision needed'). "
         f"Card is {card}, exp {exp}, CVV {cvc}. The bank app shows no block. What else could it be?")
    return C("card-declined-amazon", "en", t, [card, exp, cvc], [order],
             "full card data of the user; Amazon order number is a look-alike")


@case
def _():
    mc = fmt_card(luhn_num("5" + pick("12345"), 16))
    t = ("On my Shopify dev store the test card 4242 4242 4242 4242 goes through and 4000 0000 0000 0002 is "
         f"declined as expected, but in live mode my own Mastercard {mc} is declined too. Is it Shopify or my bank?")
    return C("own-card-vs-test-cards", "en", t, [mc], ["4242 4242 4242 4242", "4000 0000 0000 0002"],
             "the user's real card among Stripe test cards")


@case
def _():
    bank, sp = pick([("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40")])
    sort, acct8 = sp + dg(4), dg(8)
    iban = mk_iban("GB", bank + sort + acct8)
    bic = {"NWBK": "NWBKGB2L", "BARC": "BARCGB22", "LOYD": "LOYDGB21", "HBUK": "HBUKGB4B"}[bank]
    sc = "%s-%s-%s" % (sort[:2], sort[2:4], sort[4:])
    t = (f"My new employer wants my bank details for payroll. Is it fine to send all of this: account number {acct8}, "
         f"sort code {sc}, IBAN {fmt4(iban)}, BIC {bic}? Or do they only need part of it?")
    return C("uk-payroll-bank-details", "en", t, [acct8, fmt4(iban)], [sc, bic],
             "UK account number and IBAN are secrets; the bank's sort code and BIC are public")


@case
def _():
    routing, acct, chk = aba(), nz(R.randint(10, 12)), dg(4)
    t = (f"HR gave me a direct deposit form. I wrote routing number {routing} and account number {acct} (checking). "
         f"They also want a voided check; mine is check #{chk}. Does the check number matter?")
    return C("us-direct-deposit", "en", t, [acct], [routing, chk],
             "US account number is a secret; ABA routing number and check number are look-alikes")


@case
def _():
    ssn, ein = us_ssn(), us_ein()
    wages = "%d,%03d.%02d" % (R.randint(31, 98), R.randint(0, 999), R.randint(0, 99))
    t = (f"FreeTaxUSA says my W-2 doesn't match. Box a (employee SSN): {ssn}, box b (employer EIN): {ein}, "
         f"box 1 wages ${wages}. Which box do people usually mistype?")
    return C("w2-ssn-ein", "en", t, [ssn], [ein], "the user's SSN; employer EIN is a look-alike")


@case
def _():
    ssn = us_ssn()
    t = ("I know 078-05-1120 is the famous Woolworth wallet-insert number that thousands of people used as their own, "
         f"so I get why forms reject that one. But why does the state unemployment portal reject my real SSN, {ssn}? "
         "Is there a format rule I'm missing?")
    return C("ssn-vs-woolworth", "en", t, [ssn], ["078-05-1120"],
             "the user's SSN next to the well-known Woolworth specimen SSN")


@case
def _():
    pp = pick(UP) + dg(8)
    conf = "RNW-" + dg(10)
    t = (f"Renewing my US passport online. It asks for the number of my current book, that's {pp}, issued 2016. "
         f"After submitting I got confirmation number {conf}. How long does routine processing take right now?")
    return C("us-passport-renewal", "en", t, [pp], [conf], "passport number; application confirmation number is a look-alike")


@case
def _():
    dl, v = pick(UP) + dg(7), vin()
    t = (f"I'm filling out the DMV change-of-address form: driver license {dl}, and it also asks for the VIN of my car, "
         f"{v}. Do I need a separate form for the registration?")
    return C("dl-number-and-vin", "en", t, [dl], [v], "driver licence number; vehicle VIN is a look-alike")


@case
def _():
    nhs = uk_nhs()
    ubrn = "%s %s %s" % (dg(4), dg(4), dg(4))
    t = (f"My GP referred me to dermatology. The letter has my NHS number {nhs} and a booking reference number {ubrn}. "
         "Which one do I enter in the NHS App to book the appointment?")
    return C("nhs-number-referral", "en", t, [nhs], [ubrn], "NHS number (health id); e-RS booking reference is a look-alike")


@case
def _():
    tfn, med, abn = au_tfn(), au_medicare(), au_abn()
    bsb, acct = "%s-%s" % (pick(["062", "063", "083", "033", "012"]), dg(3)), "%s %s" % (dg(4), dg(4))
    t = (f"Starting a new job in Melbourne. The TFN declaration wants my tax file number {tfn}, and the onboarding "
         f"portal asks for my Medicare card number {med} as well. Pay goes to BSB {bsb}, account {acct}. "
         f"The employer's ABN on the contract is {abn}. Is it normal for an employer to ask for Medicare?")
    return C("au-tfn-medicare", "en", t, [tfn, med, acct], [bsb, abn],
             "Australian TFN, Medicare number (checks computed) and account; BSB and the employer's ABN are look-alikes")


@case
def _():
    sin = ca_sin()
    bn = nz(9) + " RT0001"
    t = (f"A rental application asks for my SIN. It's {sin}. Am I actually required to give it to a landlord? "
         f"The property company lists its business number as {bn}.")
    return C("ca-sin-rental", "en", t, [sin], [bn], "Canadian SIN; the company's business number is a look-alike")


@case
def _():
    member = pick(["XWH", "JQU", "ZGP", "YLB"]) + dg(9)
    claim, npi = dg(13), us_npi()
    t = (f"The hospital billed me directly instead of my insurer. My card says Member ID {member}, Group 0{dg(5)}. "
         f"The EOB shows claim number {claim}, and the provider NPI is {npi}. How do I ask them to resubmit?")
    return C("us-health-member-id", "en", t, [member], [claim, npi],
             "health insurance member id; claim number and provider NPI are look-alikes (group number neutral)")


@case
def _():
    code = dg(6)
    phone = "(%d) %s-%s" % (R.randint(201, 989), dg(3), dg(4))
    t = ("A guy on Facebook Marketplace says he needs to 'verify I'm real' before buying my couch. I got this text: "
         f"\"G-{code} is your Google verification code.\" and he wants me to text it to him at {phone}. Should I?")
    return C("google-sms-code-scam", "en", t, [code], [phone], "one-time code from an SMS; the buyer's phone number is a look-alike")


@case
def _():
    otp, last4 = dg(6), dg(4)
    t = ("I got this SMS but I didn't buy anything:\n"
         f"\"{otp} is the OTP for txn of INR 18,499.00 at FLIPKART on HDFC Bank card ending {last4}. Valid till 14:32. "
         "Do not share OTP for security reasons.\"\nShould I block the card right away?")
    return C("india-card-otp-sms", "en", t, [otp], [last4], "card OTP from a bank SMS; the masked last four digits are a look-alike")


@case
def _():
    codes = [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(2)]
    t = ("Saving the two GitHub recovery codes I still have left here so I don't lose them again:\n\n" + "\n".join(codes) +
         "\n\nAlso, what's the process if I lose my phone and these?")
    return C("github-recovery-codes", "en", t, codes, [], "two 2FA recovery codes")


@case
def _():
    seed = rs(B32, 32)
    uri = "otpauth://totp/Acme%%20VPN:j.rivera?secret=%s&issuer=Acme%%20VPN&digits=6&period=30" % seed
    t = (f"Our VPN 2FA enrolment shows a QR code and this link: {uri}\n"
         "The tutorial I'm following uses JBSWY3DPEHPK3PXP as the secret and gets working codes from oathtool; "
         "mine are always rejected. Could my phone clock be off?")
    return C("totp-seed-otpauth", "en", t, [seed], ["JBSWY3DPEHPK3PXP"],
             "TOTP seed of the user; the tutorial's well-known example seed is a look-alike")


@case
def _():
    key = "-".join("%06d" % (R.randrange(65536) * 11) for _ in range(8))
    kid = uuid4().upper()
    t = ("My laptop asks for the BitLocker recovery key after a BIOS update. In my Microsoft account I found "
         f"key ID {kid} with recovery key {key}. Is it safe to type it in, and will it ask again on the next boot?")
    return C("bitlocker-recovery-key", "en", t, [key], [kid],
             "BitLocker recovery key (each block divisible by 11); key ID GUID is a look-alike")


@case
def _():
    phrase = " ".join(R.sample(BIP39, 12))
    addr = "0x" + rs(HEX, 40)
    t = (f"I'm moving MetaMask to a new phone. The seed phrase I wrote down is: {phrase}. After importing I see "
         f"address {addr} with 0 ETH, but the old phone showed 0.8 ETH. Did I import the wrong wallet?")
    return C("metamask-seed-phrase", "en", t, [phrase], [addr],
             "12-word recovery phrase (BIP39 words, checksum not computed); public address is a look-alike")


@case
def _():
    pk, tx, infura = rs(HEX, 64), "0x" + rs(HEX, 64), rs(HEX, 32)
    t = ("My Hardhat deploy fails with 'insufficient funds for intrinsic transaction cost'. hardhat.config.js:\n\n"
         "module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    sepolia: {\n"
         f"      url: \"https://sepolia.infura.io/v3/{infura}\",\n      accounts: [\"0x{pk}\"]\n    }}\n  }}\n}};\n\n"
         f"The faucet transaction {tx} shows as confirmed on Etherscan though.")
    return C("eth-private-key-hardhat", "en", t, ["0x" + pk, infura], [tx],
             "Ethereum private key and Infura project key; a 64-hex transaction hash is a look-alike")


@case
def _():
    addr, pw = segwit_addr(rbytes(20)), pw_strong(14)
    t = (f"I use Electrum. To get paid in BTC I gave my client the address {addr}. The wallet file password is {pw}; "
         "should I also turn on 2FA or is the password enough?")
    return C("btc-wallet-password", "en", t, [pw], [addr],
             "wallet password; the bech32 receive address (checksum computed) is a look-alike")


@case
def _():
    dom = domain()
    sess, csrf, trace = rs(LOW + DIG, 32), rs(ALNUM, 64), rs(HEX, 32)
    t = ("This curl works in my terminal but the same request from Postman returns 403:\n\n"
         f"curl 'https://admin.{dom}/api/orders/export?format=csv' -H 'Cookie: csrftoken={csrf}; sessionid={sess}' "
         f"-H 'X-CSRFToken: {csrf}'\n\nResponse header X-Request-Id: {trace}")
    return C("django-session-cookie", "en", t, [sess], [trace],
             "Django session cookie (csrf token left neutral); request id is a look-alike")


@case
def _():
    pet = pick(["Biscuit", "Mr. Waffles", "Pepper", "Ziggy", "Tofu"])
    maiden = pick(["Kowalczyk", "Okonkwo", "Delacroix", "Lindqvist", "Abernathy"])
    t = ("I'm setting up my bank's security questions. Please format these into a tidy list for my notes:\n"
         f"First pet's name - {pet}\nMother's maiden name - {maiden}")
    return C("security-question-answers", "en", t, [pet, maiden], [], "answers to security questions")


@case
def _():
    gate, alarm = dg(4) + "#", dg(4)
    vet = "(%d) %s-%s" % (R.randint(201, 989), dg(3), dg(4))
    t = (f"Can you turn this into a neat note for our dog sitter? Side gate code is {gate}. Alarm panel by the garage "
         f"door: type {alarm} then OFF. "
         f"Vet (Dr. Alvarez): {vet}. Bella eats twice a day, one cup.")
    return C("dog-sitter-codes", "en", t, [gate, alarm], [vet],
             "gate and alarm codes; the vet's phone number is a look-alike")


@case
def _():
    user = pick(["jdoe_1984", "k.martinez", "sam.whitfield"])
    pw = pw_human(EN_WORDS)
    t = ("I want you to help me sort last month's spending. I'll give you my online banking login first so you know "
         "which account I'm talking about.\n---\n"
         f"Username: {user}\nPassword: {pw}\nIt's Chase. Now can you split groceries vs eating out from the CSV I paste next?")
    return C("multi-bank-login-announced", "en", t, [pw], [], "login announced in one message and given in the next")


@case
def _():
    base = pick(EN_WORDS)
    pw1 = base + dg(4) + pick(SYM)
    pw2 = pick([w for w in EN_WORDS if w != base]) + dg(4) + pick(SYM)
    t = ("Please make a Wi-Fi QR code string for my guest network: SSID \"Lindqvist-Guest\", WPA2, password "
         f"{pw1}\n---\noops, that's last year's. The current password is {pw2}")
    return C("multi-wifi-password-correction", "en", t, [pw1, pw2], [], "Wi-Fi password corrected in a second message")


@case
def _():
    card, cvv = luhn_num("4", 16), dg(3)
    p1 = "%s %s" % (card[:4], card[4:8])
    p2 = "%s %s" % (card[8:12], card[12:])
    t = ("I'll send my card in two parts because the chat app keeps hiding long numbers. First half: "
         f"{p1}\n---\nSecond half: {p2}, CVV {cvv}. Can you check if the number passes the Luhn check before I "
         "put it into the form?")
    return C("multi-card-in-parts", "en", t, [p1, p2, cvv], [], "card number split over two messages, plus CVV")


@case
def _():
    tok = rs(ALNUM, 24)
    trace = "fra1::%s-%d-%s" % (rs(LOW + DIG, 5), R.randint(1735689600000, 1767225600000), rs(HEX, 12))
    t = ("Deploys from CI fail, here's the log:\n\n"
         f"[12:04:11] > vercel deploy --prod --token {tok} --yes\n"
         "[12:04:13] Error: The specified token is not valid. Use `vercel login` to generate a new token.\n"
         f"[12:04:13] request id {trace}\n---\n"
         "wait, I just saw the log has my token in it. I'll rotate it. But why would a valid token be rejected?")
    return C("multi-log-with-token", "en", t, [tok], [trace], "deploy token inside a pasted log; request id is a look-alike")


@case
def _():
    key = "gsk_" + rs(ALNUM, 52)
    t = ("The LangChain example fails with AuthenticationError. My .env has\n\nGROQ_API_KEY=your_api_key_here\n\n"
         "is that the problem?\n---\n"
         f"ok I replaced it with the real one, GROQ_API_KEY={key}, and now it says model_decommissioned. Progress I guess")
    return C("multi-placeholder-then-key", "en", t, [key], ["your_api_key_here"],
             "placeholder in the first message (look-alike), real key in the second")


@case
def _():
    pw, rid = pw_strong(14), uuid4()
    t = ("Our auth service logs look weird, is this a security problem?\n\n"
         f"2025-03-11T08:14:52.331Z INFO  auth.login request_id={rid} user=\"dkovacs\" ip=10.20.4.17 "
         f"payload={{\"username\":\"dkovacs\",\"password\":\"{pw}\",\"remember\":true}}\n"
         f"2025-03-11T08:14:52.402Z WARN  auth.login request_id={rid} result=invalid_credentials attempts=3")
    return C("password-in-app-log", "en", t, [pw], [rid], "a password logged in a request payload; request UUID is a look-alike")


@case
def _():
    raw = pw_strong(18)
    enc, uid = b64(raw.encode()), uuid4()
    t = ("Pod is in CrashLoopBackOff, logs say 'password authentication failed for user \"app\"'. "
         "kubectl get secret db-creds -o yaml:\n\n"
         f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: shop\n  uid: {uid}\n"
         f"type: Opaque\ndata:\n  username: YXBw\n  password: {enc}\n\nDid I encode it wrong?")
    return C("k8s-secret-base64", "en", t, [enc], [uid],
             "base64-encoded password in a Kubernetes Secret; object uid is a look-alike")


@case
def _():
    user, tok = pick(["mkowalski-dev", "ayo-builds", "lena-hh"]), ghp()
    t = ("git push keeps asking for a password even though I set up a credential helper. ~/.git-credentials contains\n\n"
         f"https://{user}:{tok}@github.com\n\nand `git config credential.helper` prints 'store'. What am I missing?")
    return C("git-credentials-file", "en", t, [f"{user}:{tok}"], [], "user:token part of a stored git credential URL")


@case
def _():
    adminpw, wpa = pw_human(EN_WORDS), rs(LOW + DIG, 12)
    serial, m = dg(13), mac()
    t = (f"My TP-Link Archer AX55 (S/N {serial}) keeps dropping 5 GHz. Admin page 192.168.0.1, I log in with "
         f"password {adminpw}. The wireless key is {wpa}. The problem laptop's MAC is {m}. Which settings should I change?")
    return C("router-admin-and-wifi", "en", t, [adminpw, wpa], [serial, m],
             "router admin password and Wi-Fi key; serial number and MAC address are look-alikes")


@case
def _():
    word = pick(["Kitten", "Marble", "Falcon", "Walrus", "Garden"])
    n1, n2 = R.randint(0, 9), R.randint(0, 9)
    names = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    sym = pick([("!", "exclamation mark"), ("#", "hash sign"), ("?", "question mark")])
    parts = ["capital " + word[0]] + list(word[1:]) + [names[n1], names[n2], sym[1]]
    spelled = ", ".join(parts)
    t = (f"My mom read me her email password over the phone and I wrote it down like this: {spelled}. Can you turn "
         "that into the actual password string so I can set up her new iPad?")
    return C("password-spelled-out", "en", t, [spelled], [], "password spelled out character by character")


@case
def _():
    rows, pws = [], []
    for site, login in [("Netflix", "anna.k"), ("Amazon", "anna.kowalski")]:
        p = pw_human(EN_WORDS)
        pws.append(p)
        rows.append(f"| {site} | {login}@gmail.com | {p} | 2024-{R.randint(1, 12):02d}-{R.randint(10, 28)} |")
    date = rows[0].split("|")[4].strip()
    t = ("Can you turn this into a CSV I can import into Bitwarden?\n\n| site | login | password | changed |\n"
         "|---|---|---|---|\n" + "\n".join(rows))
    return C("password-table-bitwarden", "en", t, pws, [date], "passwords in a markdown table; a change date is a look-alike")


@case
def _():
    pp = "-".join(R.sample(BIP39, 4))
    t = ("I know everyone quotes 'correct horse battery staple' from xkcd as the example. I made my own in the same "
         f"style for my password manager master password: {pp}. Is four random words still enough in 2025, or should I add a fifth?")
    return C("passphrase-vs-xkcd", "en", t, [pp], ["correct horse battery staple"],
             "the user's own passphrase next to the famous xkcd example")


@case
def _():
    pw = pw_human(EN_WORDS)
    t = ("Ha, my coworker says his password is hunter2 like in the old IRC joke. Mine is way better: "
         f"{pw}. Is it strong enough for my work VPN?")
    return C("hunter2-vs-own", "en", t, [pw], ["hunter2"], "user's password next to the hunter2 joke password")


@case
def _():
    kid, acct, case_id = aws_key_id(), nz(12), nz(11)
    t = ("AWS sent me this: \"We have become aware that the AWS Access Key "
         f"{kid}, belonging to IAM user ci-deployer in account {acct}, along with the corresponding Secret Key, "
         "is publicly available online.\" I already deactivated the key. "
         f"The support case is {case_id}. What else do I need to do before they lift the restriction?")
    return C("aws-key-exposed-notice", "en", t, [kid], [acct, case_id],
             "exposed (deactivated) AWS access key id is still a secret; account id and case id are look-alikes")


@case
def _():
    tmp, ticket = rs(ALNUM, 4) + pick(SYM) + rs(ALNUM, 6), "INC" + dg(7)
    t = ("IT sent me this email, does it look like phishing?\n\n"
         f"\"Hello, your Okta account has been reset per ticket {ticket}. Your temporary password is: {tmp}\n"
         "You will be asked to change it at first login.\n- Service Desk\"")
    return C("temp-password-email", "en", t, [tmp], [ticket],
             "temporary password in a pasted e-mail; ticket number is a look-alike")


@case
def _():
    k, s, oid = rs(ALNUM, 64), rs(ALNUM, 64), nz(11)
    t = ("My python-binance bot gets APIError(code=-2015): Invalid API-key, IP, or permissions for action.\n\n"
         f"client = Client(\"{k}\", \"{s}\")\n\nThe last order that worked was orderId {oid}. Spot trading is enabled. IP whitelist?")
    return C("binance-api-pair", "en", t, [k, s], [oid], "exchange API key and secret; order id is a look-alike")


@case
def _():
    bvn, nin = "22" + dg(9), nz(11)
    ref = "000013" + dg(24)
    t = (f"The fintech app keeps failing at verification. I entered BVN {bvn} and NIN {nin}. "
         f"The failed transfer had session ID {ref}. Should I go to the bank?")
    return C("nigeria-bvn-nin", "en", t, [bvn, nin], [ref],
             "Nigerian BVN and NIN; NIP session id is a look-alike")


@case
def _():
    y, m, d = dob()
    zid = za_id(y, m, d, R.random() < 0.5)
    reg = "20%d/%s/07" % (R.randint(10, 24), dg(6))
    t = (f"The letting agency (company reg. {reg}) wants my ID number for the FICA check. It's {zid}. "
         "Is it normal that they also want a certified copy of my ID?")
    return C("za-id-fica", "en", t, [zid], [reg], "South African ID number (Luhn); company registration number is a look-alike")


@case
def _():
    nric = sg_nric()
    uen = "20%d%s%s" % (R.randint(10, 24), dg(5), pick(UP))
    t = (f"The condo management wants my NRIC {nric} for the access card. The management company's UEN is {uen}. "
         "Under the PDPA are they allowed to keep the full number?")
    return C("sg-nric-condo", "en", t, [nric], [uen], "Singapore NRIC (check letter computed); company UEN is a look-alike")


@case
def _():
    safe, conf = dg(4), nz(10)
    t = (f"I set the room safe to {safe} when I checked in and now it shows ERROR and won't open. Booking "
         f"confirmation {conf}. What should I tell reception, will they need the code?")
    return C("hotel-safe-code", "en", t, [safe], [conf], "safe code; hotel booking confirmation is a look-alike")


@case
def _():
    nino = uk_nino()
    sur = pick(["MORGA", "PATEL", "OKAFO", "WRIGH"])
    y, m, d = dob()
    dl = "%s%d%02d%02d%d%s9%s" % (sur, (y % 100) // 10, m, d, y % 10, rs(UP, 2), rs(UP + DIG, 2))
    ref = "DVLA-" + dg(8)
    t = (f"Applying for a provisional-to-full licence swap. They want my National Insurance number {nino} and "
         f"driving licence number {dl}. The online form gave me reference {ref}. How long does the new card take?")
    return C("uk-nino-driving-licence", "en", t, [nino, dl], [ref],
             "UK National Insurance number and driving licence number; application reference is a look-alike")


# ----------------------------------------------------------------- English, negative
@case
def _():
    t = ("Why do all the AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY? If I leave them "
         "in a config by mistake, will the CLI actually try to call AWS with them, or does it recognise them as placeholders?")
    return C("neg-aws-doc-keys", "en", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example keys only")


@case
def _():
    t = ("Which Stripe test card triggers 3D Secure on every payment? I've been trying 4000 0027 6000 3184 and "
         "4000 0025 0000 3155 but I'm not sure which one is 'always authenticate'. And is 3782 822463 10005 the Amex test number?")
    return C("neg-stripe-test-cards", "en", t, [], ["4000 0027 6000 3184", "4000 0025 0000 3155", "3782 822463 10005"],
             "public Stripe test card numbers")


@case
def _():
    good, bad, sha = rs(HEX, 40), rs(HEX, 40), rs(HEX, 64)
    t = (f"git bisect says {bad} is the first bad commit; {good} was fine. The release tarball built from it has "
         f"SHA-256 {sha}. How do I prove the tarball was really built from that commit?")
    return C("neg-bisect-and-checksum", "en", t, [], [bad, good, sha], "commit hashes and a checksum")


@case
def _():
    j, ten, trace = uuid4(), uuid4(), rs(HEX, 32)
    t = ("Is anything in this log sensitive before I paste it into a GitHub issue?\n\n"
         f"2025-02-03 10:22:41 ERROR worker job_id={j} tenant={ten} status=failed retries=5\n"
         f"2025-02-03 10:22:41 DEBUG outgoing headers: {{\"Authorization\": \"Bearer <token>\", \"X-Trace-Id\": \"{trace}\"}}")
    return C("neg-log-uuids-placeholder", "en", t, [], [j, ten, "<token>", trace],
             "UUIDs, a trace id and a token placeholder")


@case
def _():
    t = ("Is it safe to commit this .env.example to the repo?\n\n"
         "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nOPENAI_API_KEY=YOUR_API_KEY\nDB_PASSWORD=changeme\n"
         "JWT_SECRET=<generate with: openssl rand -hex 32>")
    return C("neg-env-example-placeholders", "en", t, [],
             ["sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "YOUR_API_KEY", "changeme"], "placeholders in an example env file")


@case
def _():
    last4 = dg(4)
    arn = "7" + dg(22)
    t = (f"My statement shows $89.99 from 'SQ *BLUE BOTTLE' on the card ending •••• {last4}, acquirer reference {arn}. "
         "I don't remember buying that much coffee. How do I dispute it?")
    return C("neg-masked-card-arn", "en", t, [], ["•••• " + last4, arn], "masked card number and acquirer reference number")


@case
def _():
    iban, bic = iban_de()
    t = (f"I'd like to donate to our local animal shelter by bank transfer. Their website lists IBAN {fmt4(iban)}, "
         f"BIC {bic}, reference 'Spende'. Will I get a donation receipt automatically for my German tax return?")
    return C("neg-charity-iban", "en", t, [], [fmt4(iban), bic], "a charity's IBAN and BIC for a donation")


@case
def _():
    inv, ein = "INV-2025-%s" % dg(4), us_ein()
    t = (f"Our freelancer's invoice {inv} lists her EIN as {ein}. Do I still need a W-9 from her before we pay the $4,800?")
    return C("neg-vendor-ein", "en", t, [], [inv, ein], "a contractor's invoice number and EIN")


@case
def _():
    t = ("Our security training slides say 'P@ssw0rd' is weak, but then also that 'Tr0ub4dor&3' is weak because of the "
         "xkcd comic. Can you explain the difference in simple terms for non-technical staff?")
    return C("neg-famous-example-passwords", "en", t, [], ["P@ssw0rd", "Tr0ub4dor&3"], "well-known example passwords")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    eticket = pick(["220", "176", "125", "016"]) + "-" + dg(10)
    flight = pick(["LH", "EK", "BA", "UA"]) + " " + str(R.randint(100, 999))
    t = (f"My booking reference is {pnr}, e-ticket {eticket}, flight {flight} on 14 May. Can I still add a checked bag "
         "after online check-in?")
    return C("neg-flight-booking", "en", t, [], [pnr, eticket, flight], "booking reference, e-ticket and flight numbers")


@case
def _():
    serial = rs("CDFGHJKLMNPQRTVWXY0123456789", 10)
    im = imei()
    t = (f"For the warranty claim Apple wants the serial number and IMEI. Serial {serial}, IMEI {im}. There's a green "
         "line down the screen. Is that normally covered?")
    return C("neg-serial-imei", "en", t, [], [serial, im], "device serial number and IMEI (Luhn computed)")


@case
def _():
    tx, contract = "0x" + rs(HEX, 64), "0x" + rs(HEX, 40)
    t = (f"Is this transaction legit? Tx hash {tx}; it called contract {contract} and I suddenly have 5,000 of some "
         "token I never bought. Should I try to sell it?")
    return C("neg-eth-tx-contract", "en", t, [], [tx, contract], "transaction hash and contract address")


@case
def _():
    _, pub, fp = ssh_ed25519("ci@build", with_private=False)
    t = ("How do I add this key to the server's authorized_keys without breaking the permissions?\n\n"
         f"ssh-ed25519 {pub} ci@build\n\nssh-keygen -lf shows {fp} for it.")
    return C("neg-ssh-public-key", "en", t, [], [pub, fp], "an SSH public key and its fingerprint")


@case
def _():
    a, acct = aba(), nz(10)
    t = (f"We need to pay a supplier in the US by wire. They sent: Bank of America, ABA {a}, SWIFT BOFAUS3N, "
         f"account {acct} (Brightline Packaging LLC). Which of these does my UK bank actually need?")
    return C("neg-supplier-wire", "en", t, [], [a, "BOFAUS3N", acct],
             "a supplier's account for a payment, the bank's ABA and SWIFT codes")


@case
def _():
    last4 = dg(4)
    t = ("Is this log line safe to post on Stack Overflow?\n\n"
         f"login ok user=mfischer password=******** token=[REDACTED] card=**** **** **** {last4}")
    return C("neg-redacted-log", "en", t, [], ["********", "[REDACTED]", "**** **** **** " + last4],
             "already masked and redacted values")


@case
def _():
    t = (f"The default example on jwt.io is {JWTIO} and it verifies with the secret 'your-256-bit-secret'. "
         "Why does the signature turn invalid as soon as I edit the name claim?")
    return C("neg-jwtio-example", "en", t, [], [JWTIO, "your-256-bit-secret"], "jwt.io documentation token and its secret")


@case
def _():
    t = ("In RFC 6238 Appendix B the SHA1 seed is the ASCII string 12345678901234567890, and at T=59 the expected "
         "8-digit TOTP is 94287082. My implementation prints 94287083. Where is my off-by-one?")
    return C("neg-rfc6238-test-vector", "en", t, [], ["12345678901234567890", "94287082"], "RFC test vectors")


@case
def _():
    phrase = " ".join(["abandon"] * 11 + ["about"])
    t = (f"The BIP39 test vectors start with '{phrase}'. How is that a valid mnemonic if it's the same word eleven times?")
    return C("neg-bip39-test-vector", "en", t, [], [phrase], "the BIP39 all-zero test vector phrase")


@case
def _():
    isbn, ver, build = isbn13(), "%d.%d.%d" % (R.randint(2, 9), R.randint(0, 20), R.randint(0, 30)), "2025%02d%02d.%d" % (
        R.randint(1, 12), R.randint(1, 28), R.randint(1, 9))
    t = (f"Our library app can't find ISBN {isbn}, although it's in the catalogue. App version {ver}, build {build}. "
         "Is the barcode scanner dropping the check digit?")
    return C("neg-isbn-version", "en", t, [], [isbn, ver, build], "ISBN (check digit computed), version and build numbers")


# ----------------------------------------------------------------- other languages
# Chinese
@case
def _():
    y, m, d = dob()
    cid = cn_id(pick(["110105", "310104", "440305", "510107", "330106"]), y, m, d)
    card = fmt_card(luhn_num(pick(["621483", "622588"]), 16))
    code = uscc(pick(["440300", "110108", "310115"]))
    t = ("帮我看看这份入职信息表有没有填错的地方：\n姓名：王晓燕\n"
         f"身份证号：{cid}\n工资卡：招商银行 {card}\n开户行：招商银行深圳科技园支行\n"
         f"公司统一社会信用代码：{code}\n谢谢！")
    return C("zh-onboarding-id-card", "zh", t, [cid, card], [code],
             "resident ID (check computed) and bank card; employer's unified social credit code (check computed) is a look-alike")


@case
def _():
    otp, paypw, order = dg(6), dg(6), nz(19)
    t = ("刚收到一条短信：“【招商银行】您正在进行网上支付，验证码" + otp + "，5分钟内有效，切勿泄露给他人。”\n"
         f"对方说是淘宝客服，订单{order}要给我退款，让我把验证码和支付密码{paypw}都发给他。我已经发了，是不是被骗了？")
    return C("zh-sms-code-pay-password", "zh", t, [otp, paypw], [order],
             "SMS verification code and payment PIN; Taobao order number is a look-alike")


@case
def _():
    code = uscc(pick(["440300", "110108", "310115", "330100"]))
    fp, sf = "25" + dg(18), "SF" + dg(13)
    t = (f"报销的时候要填发票信息。发票上写着销售方纳税人识别号{code}，发票号码{fp}，快递是顺丰{sf}。这几个号码分别填在哪一栏？")
    return C("zh-neg-invoice-numbers", "zh", t, [], [code, fp, sf], "seller tax id, invoice number, courier number")


# Japanese
@case
def _():
    mn, branch, acct = my_number(), dg(3), dg(7)
    t = (f"年末調整の書類を書いています。マイナンバーは{mn}、給与の振込先は三菱UFJ銀行 渋谷支店（店番{branch}）"
         f"普通預金 {acct} です。銀行コードは0005で合っていますか？")
    return C("ja-my-number-account", "ja", t, [mn, acct], [branch, "0005"],
             "My Number (check computed) and account number; bank and branch codes are public")


@case
def _():
    ssid, key, code, zipc = "aterm-" + rs(HEX, 6) + "-g", rs(HEX, 13), dg(4), "%s-%s" % (dg(3), dg(4))
    t = ("週末に友達が泊まりに来るので、部屋に置いておくメモを作ってください。\n"
         f"・Wi-Fi：{ssid}　暗号化キー：{key}\n・マンションのオートロック：「呼出」を押してから暗証番号{code}、最後に「#」\n"
         f"・荷物が届いたら宅配ボックスへ。住所は〒{zipc} です。")
    return C("ja-wifi-autolock", "ja", t, [key, code], [zipc], "Wi-Fi key and entrance code; postal code is a look-alike")


@case
def _():
    hojin, ym = jp_corp(), yamato()
    ymf = "%s-%s-%s" % (ym[:4], ym[4:8], ym[8:])
    t = (f"取引先から届いた請求書に「登録番号 T{hojin}」とあり、同封の送り状にはヤマト運輸の伝票番号 {ymf} が書いてあります。"
         "インボイス制度で保存が必要なのはどちらですか？")
    return C("ja-neg-invoice-registration", "ja", t, [], ["T" + hojin, ymf],
             "a supplier's invoice registration number (check computed) and a Yamato slip number (mod 7 computed)")


# Korean
@case
def _():
    y, m, d = dob()
    rrn = kr_rrn(y, m, d, R.random() < 0.5)
    acct, brn = "%s-%s-%s" % (dg(6), dg(2), dg(6)), kr_brn()
    t = (f"연말정산 서류 확인 좀 해 주세요. 주민등록번호 {rrn}, 급여 계좌는 국민은행 {acct}로 적었어요. "
         f"회사 사업자등록번호는 {brn}인데 이것도 제가 써야 하나요?")
    return C("ko-rrn-account", "ko", t, [rrn, acct], [brn],
             "resident registration number and account; company business number (check computed) is a look-alike")


@case
def _():
    pw, otp, order = pw_human(KO_WORDS), dg(6), "2025" + dg(10)
    t = (f"은행 앱에서 인증서 비밀번호를 {pw}로 바꿨는데 계속 틀렸다고 나와요. 방금 \"[Web발신] [KB국민은행] 인증번호 [{otp}] "
         f"타인에게 절대 알려주지 마세요\" 문자도 왔어요. 쇼핑몰 주문번호 {order} 환불 때문에 급한데 어떻게 하죠?")
    return C("ko-cert-password-otp", "ko", t, [pw, otp], [order], "certificate password and SMS code; order number is a look-alike")


@case
def _():
    cj, brn, order = nz(12), kr_brn(), dg(16)
    cjf = "%s-%s-%s" % (cj[:4], cj[4:8], cj[8:])
    t = (f"택배 운송장번호 {cjf}로 조회하면 '정보 없음'이라고 나와요. 판매자 사업자등록번호는 {brn}, 주문번호는 {order}예요. "
         "어디에 문의해야 하나요?")
    return C("ko-neg-parcel-seller", "ko", t, [], [cjf, brn, order], "waybill, seller business number, order number")


# Arabic
@case
def _():
    sid, iban, cr = luhn_num("1", 10), mk_iban("SA", "80" + dg(18)), "1010" + dg(6)
    t = (f"أبغى أحدّث بياناتي في بوابة الموارد البشرية. رقم الهوية الوطنية: {sid}، والآيبان حق حسابي في الراجحي: {fmt4(iban)}. "
         f"وفيه خانة لرقم السجل التجاري للشركة {cr}، هل لازم أعبّيها؟")
    return C("ar-saudi-id-iban", "ar", t, [sid, fmt4(iban)], [cr],
             "Saudi national ID (Luhn) and IBAN; company commercial registration number is a look-alike")


@case
def _():
    y, m, d = dob()
    eg = ("2" if y < 2000 else "3") + "%02d%02d%02d" % (y % 100, m, d) + pick(["01", "02", "21", "12"]) + dg(5)
    pin, comp = dg(6), nz(8)
    t = (f"عايزك تكتبلي شكوى لفودافون: اتسحب من محفظة فودافون كاش ٢٥٠٠ جنيه من غير ما أعمل أي عملية. الرقم القومي بتاعي {eg}، "
         f"والرقم السري للمحفظة {pin} (هغيّره بعد الشكوى)، ورقم الشكوى اللي خدته من خدمة العملاء {comp}.")
    return C("ar-egypt-national-id-pin", "ar", t, [eg, pin], [comp],
             "Egyptian national ID (check digit not computed) and wallet PIN; complaint number is a look-alike")


@case
def _():
    trn, inv, iban = "100" + dg(7) + "00003", "INV-" + dg(6), mk_iban("AE", pick(["033", "026", "035"]) + dg(16))
    t = (f"وصلتني فاتورة ضريبية من مورّد في دبي: الرقم الضريبي (TRN) {trn}، رقم الفاتورة {inv}، والدفع على آيبان الشركة {iban}. "
         "المبلغ ١٢٬٦٠٠ درهم شامل الضريبة، كم قيمة ضريبة القيمة المضافة ٥٪ منه؟")
    return C("ar-neg-uae-vat-invoice", "ar", t, [], [trn, inv, iban], "supplier TRN, invoice number and company IBAN")


# Persian
@case
def _():
    code = ir_code()
    card = luhn_num(pick(["603799", "610433", "589210", "621986"]), 16)
    card_fa = fa_digits("-".join(card[i:i + 4] for i in range(0, 16, 4)))
    post = nz(10)
    t = (f"سلام، دارم فرم ثبت‌نام وام ازدواج رو پر می‌کنم. کد ملی: {code}، شماره کارت: {card_fa}. "
         f"کد پستی {post} رو هم باید بنویسم؟")
    return C("fa-national-code-card-shaba", "fa", t, [code, card_fa], [post],
             "Iranian national code (check computed) and card in Persian digits (Luhn); postal code is a look-alike")


@case
def _():
    otp, pin2, ref = dg(6), dg(7), nz(12)
    t = (f"یه پیامک اومده: «رمز پویا: {otp}\nبانک ملت\nمبلغ: ۲,۵۰۰,۰۰۰ ریال». رمز دوم ثابتم هم {pin2} هست. "
         f"چرا خرید اینترنتیم انجام نمیشه؟ شماره مرجع تراکنش ناموفق {ref} بود.")
    return C("fa-dynamic-password-cvv2", "fa", t, [otp, pin2], [ref],
             "dynamic password and static second password; transaction reference is a look-alike")


@case
def _():
    bill, payid = nz(13), nz(10)
    t = (f"برای پرداخت قبض برق توی اپ بانک، شناسه قبض {bill} و شناسه پرداخت {payid} رو زدم ولی میگه «شناسه پرداخت نامعتبر است». "
         "مشکل از کجاست؟")
    return C("fa-neg-utility-bill", "fa", t, [], [bill, payid], "utility bill and payment identifiers")


# Hebrew
@case
def _():
    tz = luhn_complete(dg(8))
    card = fmt_card(luhn_num("4580", 16))
    hp = luhn_complete("51" + dg(6))
    hpf = "%s-%s-%s" % (hp[:2], hp[2:8], hp[8])
    t = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות: {tz}. לכרטיס להחזר הוצאות ביקשו את מספר הכרטיס: {card}. "
         f"ח.פ. של החברה {hpf} — צריך לכתוב אותו בטופס?")
    return C("he-tz-card", "he", t, [tz, card], [hpf],
             "Israeli ID (check computed) and card number; company number is a look-alike")


@case
def _():
    door, wifi = dg(4), pw_human(HE_WORDS)
    phone = "05%s-%s" % (pick("0234578"), dg(7))
    t = (f"תכתוב לי הודעה קצרה לבייביסיטר: הקוד לדלת של הבניין הוא {door}, הסיסמה לוויי-פיי {wifi}, ואם יש בעיה שתתקשר אליי "
         f"ל-{phone}. הילדים הולכים לישון בשמונה.")
    return C("he-door-wifi-babysitter", "he", t, [door, wifi], [phone], "building door code and Wi-Fi password; phone number is a look-alike")


@case
def _():
    inv, hp, trk = str(R.randint(10000, 99999)), luhn_complete("51" + dg(6)), s10("RR", "IL")
    t = (f"קיבלתי חשבונית מס מספר {inv} מחברה עם ח.פ. {hp}, והחבילה הגיעה עם מספר מעקב {trk}. "
         "איך אני מזין את זה בתוכנת הנהלת החשבונות?")
    return C("he-neg-invoice-company", "he", t, [], [inv, hp, trk], "invoice number, company number, tracking number")


# Hindi
@case
def _():
    aad, pan = in_aadhaar(), in_pan(pick("SKMR"))
    ifsc = pick(["SBIN", "HDFC", "ICIC", "PUNB"]) + "0" + dg(6)
    t = (f"मुझे म्यूचुअल फंड का KYC फॉर्म भरना है। मेरा आधार नंबर {aad} है और PAN {pan} है। बैंक का "
         f"IFSC कोड {ifsc} है। क्या सब सही फॉर्मेट में है?")
    return C("hi-aadhaar-pan-account", "hi", t, [aad, pan], [ifsc],
             "Aadhaar (Verhoeff computed) and PAN; bank IFSC is public")


@case
def _():
    upipin, otp, utr = dg(6), dg(6), nz(12)
    t = (f"किसी ने फोन करके कहा कि कैशबैक पाने के लिए UPI PIN डालो। मैंने PhonePe में {upipin} डाल दिया, फिर SMS आया कि "
         f"आपका OTP {otp} है, वो भी उसे बता दिया। अब खाते से ₹9,999 कट गए, UPI Ref No. {utr}। अब मैं क्या करूँ?")
    return C("hi-upi-pin-otp-scam", "hi", t, [upipin, otp], [utr], "UPI PIN and OTP; UPI reference number is a look-alike")


@case
def _():
    pnr, train = pick("2468") + dg(9), nz(5)
    t = (f"मेरा PNR {pnr} है, ट्रेन नंबर {train}, अभी वेटिंग लिस्ट WL 17 दिखा रहा है। चार्ट बनने तक कन्फर्म होने की कितनी संभावना है?")
    return C("hi-neg-railway-pnr", "hi", t, [], [pnr, train], "railway PNR and train number")


# Russian
@case
def _():
    pasp = "%s %s %s" % (dg(2), dg(2), dg(6))
    sn, inn, innco, bik = snils(), inn12(), inn10(), "04" + dg(7)
    t = (f"Заполняю анкету для нового работодателя, проверь, пожалуйста, всё ли верно: паспорт {pasp}, СНИЛС {sn}, ИНН {inn}. "
         f"В договоре у работодателя указан ИНН {innco} и БИК банка {bik}. Это тоже нужно куда-то переносить?")
    return C("ru-passport-snils-inn", "ru", t, [pasp, sn, inn], [innco, bik],
             "passport, SNILS and personal INN (checks computed); employer INN and bank BIK are look-alikes")


@case
def _():
    pw, sms, zayav = pw_human(RU_WORDS), dg(6), nz(10)
    t = (f"Не могу войти на Госуслуги. Логин — мой телефон, пароль {pw}, код из СМС {sms} пришёл, но пишет «Неверный код». "
         f"Мне нужно посмотреть статус заявления № {zayav}. Что делать?")
    return C("ru-gosuslugi-password-sms", "ru", t, [pw, sms], [zayav], "portal password and SMS code; application number is a look-alike")


@case
def _():
    innco, bik = inn10(), "0445" + dg(5)
    kpp, og = innco[:4] + "01001", ogrn()
    rs_ = ru_account(bik, "40702810")
    ks = "30101810" + dg(1) + "00000000" + bik[-3:]
    t = ("Составь, пожалуйста, счёт на оплату от ООО «Вектор-Строй». Реквизиты:\n"
         f"ИНН {innco} / КПП {kpp}\nОГРН {og}\nр/с {rs_} в ПАО Сбербанк\nБИК {bik}\nк/с {ks}\n"
         "За монтаж вентиляции, 148 500 руб., НДС не облагается.")
    return C("ru-neg-company-requisites", "ru", t, [], [innco, kpp, og, rs_, bik, ks],
             "a company's public requisites (INN, OGRN and account key computed, correspondent account not)")


# Ukrainian
@case
def _():
    y, m, d = dob()
    rn = rnokpp(y, m, d)
    iban = mk_iban("UA", "322001" + "00000" + "2625" + dg(10))
    edrpou = nz(8)
    t = (f"Допоможи заповнити заяву на житлову субсидію: РНОКПП {rn}, рахунок IBAN {iban} у monobank. "
         f"Код ЄДРПОУ управління соцзахисту {edrpou} теж треба вказати?")
    return C("uk-rnokpp-iban-card", "uk", t, [rn, iban], [edrpou],
             "taxpayer number (check computed) and IBAN; the agency's EDRPOU code is a look-alike")


@case
def _():
    code, pw, ttn = dg(6), pw_human(UK_WORDS), "20" + dg(12)
    t = (f"Мені прийшла СМС від ПриватБанку: «Код: {code}. Нікому не повідомляйте цей код». Я ввела його на сайті, де ніби треба "
         f"було оплатити доставку посилки {ttn}, і ще пароль від Приват24 {pw}. Це шахраї? Що робити першим?")
    return C("uk-sms-code-privat24", "uk", t, [code, pw], [ttn], "SMS code and online banking password; waybill number is a look-alike")


@case
def _():
    iban = mk_iban("UA", "300465" + "00000" + "2600" + dg(10))
    edrpou, contract = nz(8), "ДН-%s/%d" % (dg(4), R.randint(24, 25))
    t = (f"Плачу за навчання дитини. Отримувач ТОВ «Знання Плюс», IBAN {iban}, код ЄДРПОУ {edrpou}, призначення: оплата за "
         f"договором № {contract}. Куди це все вписати в застосунку банку?")
    return C("uk-neg-school-payment", "uk", t, [], [iban, edrpou, contract], "a payee company's IBAN, EDRPOU and contract number")


# Polish
@case
def _():
    y, m, d = dob()
    p, dw, nip = pesel(y, m, d, R.random() < 0.5), pl_id_card(), pl_nip()
    nipf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    t = (f"Sprawdź proszę, czy dobrze wpisałem dane do umowy o pracę: PESEL {p}, seria i numer dowodu {dw}. NIP pracodawcy: {nipf}. "
         "Czy NIP pracodawcy też musi być w umowie?")
    return C("pl-pesel-dowod", "pl", t, [p, dw], [nipf],
             "PESEL and ID card number (checks computed); employer NIP (computed) is a look-alike")


@case
def _():
    b1, b2, allegro = dg(6), dg(6), uuid4()
    t = (f"Znajomy z Messengera prosi o kod BLIK, bo niby nie działa mu karta, a musi zapłacić za zamówienie na Allegro nr {allegro}. "
         f"Wygenerowałam: {b1}\n---\na, ten już wygasł, nowy kod to {b2}. Mam mu go wysłać?")
    return C("pl-multi-blik-codes", "pl", t, [b1, b2], [allegro], "two BLIK codes over two messages; order id is a look-alike")


@case
def _():
    inpost, nip = dg(24), pl_nip()
    fv = "FV/%d/03/2025" % R.randint(100, 999)
    t = (f"Paczka InPost nr {inpost} od trzech dni ma status „W drodze”. Sklep ma NIP {nip}, faktura {fv}. Gdzie złożyć reklamację?")
    return C("pl-neg-parcel-invoice", "pl", t, [], [inpost, nip, fv], "parcel number, shop NIP, invoice number")


# Czech
@case
def _():
    y, m, d = dob()
    rc, op, ico = cz_rc(y, m, d, R.random() < 0.5), nz(9), cz_ico()
    t = (f"Vyplňuju přihlášku ke zdravotní pojišťovně. Rodné číslo {rc}, číslo občanského průkazu {op}. Zaměstnavatel má IČO {ico}, "
         "mám ho tam uvést?")
    return C("cs-rodne-cislo-op", "cs", t, [rc, op], [ico], "birth number (mod 11) and ID card number; employer IČO is a look-alike")


@case
def _():
    _, ucet = cz_account()
    pin, vs = dg(4), nz(10)
    t = (f"Na účet {ucet} mi tento měsíc nepřišla výplata. Volala jsem do banky a chtěli ověření, tak jsem jim řekla i PIN ke kartě {pin} "
         f"— je to normální? Zaměstnavatel posílá výplatu s variabilním symbolem {vs}.")
    return C("cs-account-card-pin", "cs", t, [ucet, pin], [vs], "own account (mod 11) and card PIN; variable symbol is a look-alike")


@case
def _():
    ico, vs, fak = cz_ico(), nz(10), "FV%d%s" % (2025, dg(4))
    _, ucet = cz_account()
    t = (f"Dodavatel mi poslal fakturu č. {fak}: IČO {ico}, DIČ CZ{ico}, číslo účtu {ucet}, variabilní symbol {vs}. Splatnost 14 dní. "
         "Musím něco z toho ověřovat v ARES?")
    return C("cs-neg-supplier-invoice", "cs", t, [], [fak, ico, ucet, vs], "supplier's invoice data")


# German
@case
def _():
    stid = de_steuer_id()
    iban, bic = iban_de()
    t = (f"Ich mache gerade die Steuererklärung in ELSTER. Meine Steuer-ID ist {stid}, die Erstattung soll auf mein Konto {fmt4(iban)}. "
         f"Muss ich die BIC {bic} noch angeben oder reicht bei deutschen Konten die IBAN?")
    return C("de-steuer-id-iban", "de", t, [stid, fmt4(iban)], [bic], "tax id (check computed) and IBAN; BIC is public")


@case
def _():
    kv = de_kvnr()
    al = "CFGHJKLMNPRTVWXYZ"
    ausweis = pick("LMNPRTVWXY") + dg(2) + pick(al) + dg(2) + pick(al) + dg(2)
    vg = "VG-" + dg(8)
    t = (f"Ich wechsle die Krankenkasse und muss den Aufnahmeantrag ausfüllen. Versichertennummer laut Karte: {kv}, Nummer vom "
         f"Personalausweis: {ausweis}. Die alte Kasse hat mir die Vorgangsnummer {vg} gegeben – gehört die irgendwo hin?")
    return C("de-kvnr-ausweis", "de", t, [kv, ausweis], [vg],
             "health insurance number (check computed) and ID card number (not computed); case number is a look-alike")


@case
def _():
    pw1 = pw_human(DE_WORDS)
    pw2 = pick(DE_WORDS) + pick(SYM) + dg(4)
    t = (f"Kannst du mir eine Eselsbrücke für mein neues Passwort fürs Mitarbeiterportal bauen? Es lautet {pw1}\n---\n"
         f"Sorry, vertippt, richtig ist {pw2}. Bitte die Eselsbrücke dafür.")
    return C("de-multi-password-correction", "de", t, [pw1, pw2], [], "password corrected in a second message")


@case
def _():
    re_nr, ust, dhl = "RE-2025-" + dg(5), de_ustid(), "00340434" + dg(12)
    t = (f"Auf der Rechnung {re_nr} vom Onlineshop stehen die USt-IdNr. {ust} und die DHL-Sendungsnummer {dhl}. "
         "Kann ich die Rechnung so für meine Einnahmenüberschussrechnung verwenden?")
    return C("de-neg-shop-invoice", "de", t, [], [re_nr, ust, dhl], "invoice number, shop VAT id (check computed), parcel number")


# French
@case
def _():
    nir = fr_nir(R.random() < 0.5)
    siret, _ = fr_siret()
    sf = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    ib = fmt4(iban_fr())
    t = (f"Je remplis le formulaire d'adhésion à la mutuelle : numéro de sécurité sociale {nir}, IBAN pour les remboursements "
         f"{ib}. Ils demandent aussi le SIRET de mon employeur ({sf}), c'est vraiment nécessaire ?")
    return C("fr-nir-iban", "fr", t, [nir, ib], [sf], "NIR (key computed) and IBAN (RIB key computed); employer SIRET (Luhn) is a look-alike")


@case
def _():
    digi, lb = pick("ABC") + dg(4), rs(HEXU, 4)
    wifi, resa = rs(HEXU, 26), "HM" + rs(UP + DIG, 8)
    t = (f"Tu peux me rédiger un petit message d'accueil pour mes voyageurs Airbnb (réservation {resa}) ? Digicode de l'immeuble : {digi}. "
         f"Les clés sont chez la voisine du 2e. Wi-Fi « Livebox-{lb} », clé : {wifi}. Départ avant 11 h.")
    return C("fr-digicode-wifi", "fr", t, [digi, wifi], [resa],
             "door code and Wi-Fi key; booking code is a look-alike")


@case
def _():
    colis, cmd, siren = "6A" + dg(11), nz(9), fr_siren()
    sf = "%s %s %s" % (siren[:3], siren[3:6], siren[6:])
    t = (f"Mon colis Colissimo {colis} est bloqué « en cours d'acheminement » depuis une semaine. C'est la commande n° {cmd} "
         f"chez une boutique dont le SIREN est {sf}. Je fais une réclamation auprès de qui ?")
    return C("fr-neg-colissimo", "fr", t, [], [colis, cmd, sf], "parcel, order and company numbers")


# Spanish
@case
def _():
    dni, iban, cif = es_dni(), fmt4(iban_es()), es_cif()
    t = (f"¿Me ayudas a rellenar los datos para la nómina? DNI {dni}, cuenta {iban}. La empresa tiene CIF {cif}, ¿lo tengo que "
         "poner también en el modelo 145?")
    return C("es-dni-iban", "es", t, [dni, iban], [cif], "DNI and IBAN (control digits computed); company CIF is a look-alike")


@case
def _():
    cbu, cuit = ar_cbu(), ar_cuit("30")
    pw = pick(["Mate", "Tango", "Boca", "Asado"]) + pick(["Cebado", "Azul", "Rio"]) + dg(4)
    t = (f"Che, el contador me pidió los datos para cobrar y le pasé el CBU, {cbu}. También le pasé la clave del home banking, {pw}, "
         f"para que vea los movimientos. ¿Está mal? El local me factura con CUIT {cuit}.")
    return C("es-ar-cbu-clave", "es", t, [cbu, pw], [cuit],
             "Argentine CBU (checks computed) and banking password; shop CUIT is a look-alike")


@case
def _():
    clabe, nip, cfe = mx_clabe(), dg(4), dg(12)
    t = (f"Quiero domiciliar el recibo de la luz. Mi CLABE es {clabe} y el NIP de la tarjeta {nip}; en la sucursal me pidieron el "
         f"número de servicio de CFE, que es {cfe}. ¿Para domiciliar también tengo que dar el NIP?")
    return C("es-mx-clabe-nip", "es", t, [clabe, nip], [cfe], "CLABE (check computed) and card PIN; utility service number is a look-alike")


# Portuguese
@case
def _():
    cpf, senha = br_cpf(), dg(6)
    cnpj, trk = br_cnpj(), s10(pick(["QB", "OJ", "NL"]), "BR")
    t = (f"Tô fazendo o cadastro no app do banco e travou. Coloquei CPF {cpf}, e a senha de 6 dígitos {senha}. "
         f"Também queria saber de uma compra na loja de CNPJ {cnpj} que ainda não chegou, rastreio {trk}.")
    return C("pt-br-cpf-senha", "pt", t, [cpf, senha], [cnpj, trk],
             "CPF (computed) and app password; shop CNPJ (computed) and tracking code (S10 computed) are look-alikes")


@case
def _():
    nif, iban = pt_nif(), fmt4(iban_pt())
    ent, ref = str(R.randint(10000, 99999)), "%s %s %s" % (dg(3), dg(3), dg(3))
    t = (f"Estou a preencher o IRS automático: NIF {nif}, IBAN para o reembolso {iban}. Também tenho de pagar uma coima por "
         f"Multibanco, entidade {ent}, referência {ref}. Posso pagar pelo MB WAY?")
    return C("pt-pt-nif-iban", "pt", t, [nif, iban], [ent, ref],
             "NIF and IBAN (checks computed); Multibanco entity and reference are look-alikes")


@case
def _():
    bank = pick(["001", "237", "341", "104"])
    boleto = "%s9%s.%s %s.%s %s.%s %s %s" % (bank, dg(1), dg(5), dg(5), dg(6), dg(5), dg(6), dg(1), nz(4) + dg(10))
    cnpj = br_cnpj()
    t = (f"Recebi por e-mail um boleto com a linha digitável {boleto}, supostamente do provedor de internet (CNPJ {cnpj}). "
         "Como confiro se não é golpe antes de pagar?")
    return C("pt-neg-boleto", "pt", t, [], [boleto, cnpj], "boleto line (check digits not computed) and company CNPJ")


# Italian
@case
def _():
    y, m, d = dob()
    sur, name, fem = pick([("Bianchi", "Giulia", True), ("Esposito", "Marco", False), ("Romano", "Francesca", True),
                           ("Colombo", "Luca", False), ("Ricci", "Alessandro", False)])
    cf = it_cf(sur, name, fem, y, m, d, pick(["H501", "F205", "F839", "L219", "A944"]))
    iban, piva = iban_it(), it_piva()
    t = (f"Sto compilando la domanda per l'assegno unico: codice fiscale {cf}, IBAN {iban}. Mi chiede anche la partita IVA "
         f"del datore di lavoro ({piva}): è obbligatoria?")
    return C("it-cf-iban", "it", t, [cf, iban], [piva],
             "codice fiscale and IBAN (CIN computed); employer VAT number (computed) is a look-alike")


@case
def _():
    otp, spid, pratica = dg(6), pw_human(IT_WORDS), "RM-" + dg(8)
    t = (f"Mi è arrivato un SMS: \"Il codice per autorizzare l'operazione è {otp}. Non comunicarlo a nessuno.\" Poi mi ha chiamato "
         f"un finto operatore e gli ho dato anche la password dello SPID, {spid}. Mi ha detto che la "
         f"pratica di rimborso è la n. {pratica}. Cosa faccio adesso?")
    return C("it-otp-spid", "it", t, [otp, spid], [pratica], "OTP and SPID password; case number is a look-alike")


@case
def _():
    ordn, brt, piva = nz(9), dg(12), it_piva()
    t = (f"L'ordine n. {ordn} è partito ieri con BRT, segnacollo {brt}. Il venditore ha partita IVA {piva}. "
         "In quanti giorni arriva di solito in Sardegna?")
    return C("it-neg-order-brt", "it", t, [], [ordn, brt, piva], "order number, parcel number, seller VAT number")


# Dutch
@case
def _():
    bsn, iban, kvk = nl_bsn(), fmt4(iban_nl()), nz(8)
    t = (f"Ik vul de aanvraag voor zorgtoeslag in. BSN {bsn}, IBAN {iban}. Moet ik ook het KvK-nummer van mijn werkgever ({kvk}) "
         "invullen, of is dat alleen voor zzp'ers?")
    return C("nl-bsn-iban", "nl", t, [bsn, iban], [kvk], "BSN (11-proof) and IBAN; employer's KvK number is a look-alike")


@case
def _():
    user = pick(["jvdberg", "s.bakker84", "mdekker"])
    pw, sms = pw_human(NL_WORDS), dg(6)
    t = ("Ik stuur je zo mijn DigiD-gegevens, dan kun je meekijken waarom inloggen steeds mislukt.\n---\n"
         f"Gebruikersnaam: {user}\nWachtwoord: {pw}\nDe sms-code die ik net kreeg is {sms}, maar hij zegt 'code onjuist'.")
    return C("nl-multi-digid-login", "nl", t, [pw, sms], [], "login announced, then password and SMS code in the next message")


@case
def _():
    kenmerk = grp(dg(16), 4)
    t = (f"Ik moet een voorlopige aanslag betalen met betalingskenmerk {kenmerk} naar NL86 INGB 0002 4455 88 ten name van "
         "Belastingdienst. Kan ik dat in termijnen doen?")
    return C("nl-neg-tax-payment", "nl", t, [], [kenmerk, "NL86 INGB 0002 4455 88"],
             "payment reference and the tax office's public IBAN")


# Swedish
@case
def _():
    y, m, d = dob()
    pnr = se_pnr(y, m, d)
    clearing, konto, org = "6" + dg(3), "%s %s %s" % (dg(3), dg(3), dg(3)), se_orgnr()
    t = (f"Hjälp mig fylla i blanketten till Försäkringskassan: personnummer {pnr}, clearingnummer {clearing}, kontonummer {konto} "
         f"(Handelsbanken). Arbetsgivarens organisationsnummer är {org}, ska det också med?")
    return C("sv-personnummer-konto", "sv", t, [pnr, konto], [clearing, org],
             "personnummer (Luhn) and account; clearing number and company org number are look-alikes")


@case
def _():
    port, wifi = dg(4), pw_human(SV_WORDS)
    t = (f"Kan du skriva en lapp till hundvakten? Portkoden är {port} och wifi-lösenordet är "
         f"{wifi}. Sixten får mat kl. 7 och 17, en deciliter.")
    return C("sv-door-wifi", "sv", t, [port, wifi], [], "door code and Wi-Fi password")


@case
def _():
    bg, ocr = se_bankgiro(), ocr_ref()
    t = (f"Fakturan från elbolaget ska betalas till bankgiro {bg} med OCR-nummer {ocr}, förfallodag 30 april. Kan jag göra om den "
         "till e-faktura i appen i stället?")
    return C("sv-neg-bankgiro-ocr", "sv", t, [], [bg, ocr], "a company's bankgiro and OCR reference (Luhn computed)")


# Danish
@case
def _():
    y, m, d = dob()
    cpr = "%02d%02d%02d-%s" % (d, m, y % 100, dg(4))
    reg, konto, cvr = dg(4), dg(10), dk_cvr()
    t = (f"Kan du hjælpe mig med at udfylde blanketten til kommunen? CPR-nr. {cpr}, NemKonto reg.nr. {reg} kontonr. {konto}. "
         f"Min arbejdsgivers CVR-nr. er {cvr} – skal det også med?")
    return C("da-cpr-nemkonto", "da", t, [cpr, konto], [reg, cvr],
             "CPR number (no check computed) and account; bank reg. number and company CVR are look-alikes")


@case
def _():
    door, kbox = dg(4), dg(4)
    phone = "+45 %s %s %s %s" % (dg(2), dg(2), dg(2), dg(2))
    t = (f"Skriv en kort besked til håndværkeren: dørkoden til opgangen er {door}, og nøglen ligger i nøgleboksen ved cykelkælderen "
         f"med koden {kbox}. Ring til mig på {phone}, hvis der er noget.")
    return C("da-door-keybox", "da", t, [door, kbox], [phone], "door and key-box codes; phone number is a look-alike")


# Norwegian
@case
def _():
    y, m, d = dob()
    fnr = no_fnr(y, m, d)
    konto, _ = no_account()
    kid, org = luhn_complete(nz(R.randint(8, 12))), no_orgnr()
    t = (f"Jeg fyller ut søknaden hos NAV: fødselsnummer {fnr}, kontonummer {konto}. Regningen fra barnehagen har KID {kid} og "
         f"org.nr. {org}. Skal de også inn et sted?")
    return C("no-fnr-kontonummer", "no", t, [fnr, konto], [kid, org],
             "fødselsnummer and account (mod 11 computed); KID (Luhn) and org number are look-alikes")


@case
def _():
    pw, otp = pw_human(NO_WORDS), dg(6)
    t = (f"BankID-passordet mitt er {pw}, og jeg fikk engangskoden {otp} på SMS, men nettbanken gir feilkode C161. "
         "Hva betyr det, og må jeg bestille ny kodebrikke?")
    return C("no-bankid-password-otp", "no", t, [pw, otp], ["C161"], "BankID password and one-time code; error code is a look-alike")


@case
def _():
    vipps, ordre = nz(10), nz(8)
    t = (f"På kvitteringen fra Vipps står det transaksjons-ID {vipps}, og nettbutikken har ordrenummer {ordre}. Hvilken av dem "
         "bør jeg oppgi når jeg klager på en feil vare?")
    return C("no-neg-vipps-receipt", "no", t, [], [vipps, ordre], "payment transaction id and order number")


# Finnish
@case
def _():
    y, m, d = dob()
    hetu, iban = fi_hetu(y, m, d), fmt4(iban_fi())
    viite, yt = fi_viite(), fi_ytunnus()
    t = (f"Täytän Kelan asumistukihakemusta: henkilötunnus {hetu}, tilinumero {iban}. Vuokranantajan laskussa on viitenumero "
         f"{viite} ja Y-tunnus {yt}. Tarvitaanko niitä hakemuksessa?")
    return C("fi-hetu-iban", "fi", t, [hetu, iban], [viite, yt],
             "henkilötunnus and IBAN (checks computed); reference number and business id (computed) are look-alikes")


@case
def _():
    user, pw, code = nz(8), pw_human(FI_WORDS), dg(6)
    t = (f"En muista, mikä verkkopankin salasana oli. Käyttäjätunnus on {user}, ja vanha salasana oli luultavasti {pw}. "
         f"Sovellus näyttää nyt vahvistuskoodin {code}. Mitä teen, jos tunnukset lukittuvat?")
    return C("fi-netbank-password-code", "fi", t, [pw, code], [], "online banking password and confirmation code (user id neutral)")


# Hungarian
@case
def _():
    y, m, d = dob()
    taj, ado = hu_taj(), hu_adoazonosito(y, m, d)
    cegado = hu_adoszam()
    t = (f"Segíts kitölteni a belépési adatlapot! TAJ-szám: {taj}, adóazonosító jel: {ado}. "
         f"A munkáltató adószáma {cegado} – ezt is nekem kell beírnom?")
    return C("hu-taj-adoazonosito", "hu", t, [taj, ado], [cegado],
             "TAJ and tax id (checks computed); employer's tax number is a look-alike")


@case
def _():
    kapu, wifi = dg(4), pw_human(HU_WORDS)
    t = (f"Írj egy rövid üzenetet a takarítónőnek: a kapukód {kapu}, "
         f"a wifi jelszó pedig {wifi}. Csütörtökön 9-re jöjjön.")
    return C("hu-gate-wifi", "hu", t, [kapu, wifi], [], "gate code and Wi-Fi password")


@case
def _():
    rend, gls, ado = nz(9), dg(11), hu_adoszam()
    t = (f"A webshopos rendelésem száma {rend}, a GLS csomagszám {gls}. A bolt adószáma {ado}. Három napja 'kiszállítás alatt' áll, "
         "mit tegyek?")
    return C("hu-neg-order-parcel", "hu", t, [], [rend, gls, ado], "order, parcel and shop tax numbers")


# Romanian
@case
def _():
    y, m, d = dob()
    cnp, iban, cui = ro_cnp(y, m, d, R.random() < 0.5), iban_ro(), ro_cui()
    t = (f"Completez cererea pentru alocația copilului: CNP {cnp}, IBAN {iban}. Se cere și CUI-ul angajatorului ({cui}) — "
         "e obligatoriu?")
    return C("ro-cnp-iban", "ro", t, [cnp, iban], [cui], "CNP (check computed) and IBAN; employer CUI (computed) is a look-alike")


@case
def _():
    otp, pin, cmd = dg(6), dg(4), nz(9)
    t = (f"Am primit un SMS de la bancă cu codul {otp} și imediat m-a sunat cineva să i-l spun, zicea că e pentru anularea comenzii "
         f"{cmd}. I-am dat și PIN-ul cardului, {pin}. Ce fac acum, blochez cardul?")
    return C("ro-otp-pin-scam", "ro", t, [otp, pin], [cmd], "OTP and card PIN; order number is a look-alike")


@case
def _():
    cod, fact, iban = nz(10), pick(["ENL", "EON", "PPC"]) + dg(8), iban_ro()
    t = (f"Factura de la furnizorul de energie are codul de client {cod}, seria și numărul {fact} și contul IBAN al furnizorului "
         f"{iban}. Pot plăti prin transfer din aplicația băncii fără comision?")
    return C("ro-neg-utility-invoice", "ro", t, [], [cod, fact, iban], "customer code, invoice number, supplier IBAN")


# Greek
@case
def _():
    y, m, d = dob()
    amka, afm, afm_co = gr_amka(y, m, d), gr_afm(pick("01")), gr_afm(pick(["09", "99", "8"]))
    t = (f"Συμπληρώνω την αίτηση για το επίδομα. ΑΜΚΑ: {amka}, ΑΦΜ: {afm}. Έγραψα και τον ΑΦΜ του εργοδότη "
         f"({afm_co}) — είναι σωστό το σημείο;")
    return C("el-amka-afm", "el", t, [amka, afm], [afm_co],
             "AMKA (Luhn) and tax number (computed); employer's tax number is a look-alike")


@case
def _():
    user = pick(["gpapad", "mkons78", "eleni.ath"])
    pw, arith = pw_human(EL_WORDS), nz(9)
    t = (f"Οι κωδικοί μου στο Taxisnet είναι όνομα χρήστη {user} και συνθηματικό {pw}. Μπορείς να μου εξηγήσεις βήμα-βήμα πώς "
         f"υποβάλλω τη δήλωση; Ο αριθμός καταχώρισης της περσινής ήταν {arith}.")
    return C("el-taxisnet-credentials", "el", t, [pw], [arith], "tax portal password; last year's filing number is a look-alike")


@case
def _():
    ordn, acs = nz(8), dg(10)
    t = (f"Η παραγγελία μου με αριθμό {ordn} στάλθηκε με ACS, αριθμός αποστολής {acs}. Πόσες μέρες κάνει συνήθως για Ηράκλειο;")
    return C("el-neg-order-courier", "el", t, [], [ordn, acs], "order and shipment numbers")


# Turkish
@case
def _():
    tc, iban, vkn = tr_tc(), fmt4(iban_tr()), tr_vkn()
    t = (f"İşe giriş evraklarını dolduruyorum: TC kimlik no {tc}, maaş hesabım IBAN {iban}. Şirketin vergi numarası {vkn}, "
         "bunu da forma yazmam gerekiyor mu?")
    return C("tr-tc-iban", "tr", t, [tc, iban], [vkn], "TC kimlik (computed) and IBAN; company tax number is a look-alike")


@case
def _():
    pw, code, kargo = pw_human(TR_WORDS), dg(6), nz(12)
    t = (f"e-Devlet şifremi {pw} olarak değiştirdim ama yine giriş yapamıyorum. SMS ile gelen doğrulama kodu {code}. "
         f"Takip numarası {kargo} olan kargo için gümrük başvurusu yapacaktım, ne yapmalıyım?")
    return C("tr-edevlet-password-sms", "tr", t, [pw, code], [kargo], "e-Devlet password and SMS code; cargo tracking number is a look-alike")


@case
def _():
    vkn, fat, ettn = tr_vkn(), "GIB2025" + dg(9), uuid4().upper()
    t = (f"Tedarikçiden gelen e-faturada vergi dairesi Kadıköy, VKN {vkn}, fatura no {fat}, ETTN {ettn} yazıyor. Bunları "
         "muhasebeciye nasıl iletmeliyim, PDF yeterli mi?")
    return C("tr-neg-e-invoice", "tr", t, [], [vkn, fat, ettn], "supplier tax number, invoice number, e-invoice UUID")


# Vietnamese
@case
def _():
    y, m, d = dob()
    cccd, stk, mst = vn_cccd(y), nz(10), vn_mst()
    t = (f"Mình đang mở tài khoản chứng khoán online: số CCCD {cccd}, số tài khoản Vietcombank {stk}. "
         f"Phần 'mã số thuế công ty' mình điền {mst} có đúng không?")
    return C("vi-cccd-account", "vi", t, [cccd, stk], [mst],
             "citizen id and account; company tax code (computed) is a look-alike")


@case
def _():
    pw, pin, order = pw_human(VI_WORDS), dg(6), "MM" + dg(11)
    t = (f"Mật khẩu ví MoMo của mình là {pw}, mã PIN thanh toán {pin}. Mình bị trừ tiền hai lần cho đơn hàng {order}. "
         "Bạn giúp mình viết đơn khiếu nại gửi MoMo nhé.")
    return C("vi-momo-password-pin", "vi", t, [pw, pin], [order], "wallet password and PIN; order number is a look-alike")


@case
def _():
    jt, shopee = "8" + dg(11), "25%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 8)
    t = (f"Mã vận đơn J&T của mình là {jt}, mã đơn hàng Shopee {shopee}. Sao đơn cứ báo 'đang giao hàng' suốt 5 ngày vậy?")
    return C("vi-neg-shipping", "vi", t, [], [jt, shopee], "waybill and order numbers")


# Thai
@case
def _():
    tid = th_fmt(th_id(pick("1358")))
    pin = dg(6)
    t = (f"ช่วยดูแบบฟอร์มขอสินเชื่อให้หน่อยครับ เลขบัตรประชาชน {tid} ส่วนรหัส ATM {pin} ต้องกรอกด้วยไหมครับ")
    return C("th-id-atm-pin", "th", t, [tid, pin], [], "Thai ID (check computed) and ATM PIN")


@case
def _():
    otp, ref = dg(6), rs(UP, 4)
    t = (f"ได้ SMS ว่า \"รหัส OTP ของคุณคือ {otp} (Ref: {ref}) ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น\" แล้วมีคนโทรมาบอกว่าเป็นเจ้าหน้าที่ธนาคาร "
         "ขอรหัสนี้ ควรให้ไหมคะ")
    return C("th-otp-with-ref", "th", t, [otp], [ref], "OTP is the secret; the SMS's Ref code is a look-alike")


@case
def _():
    ems, tax = s10("EB", "TH"), th_id("0105")
    t = (f"พัสดุเลข {ems} ของไปรษณีย์ไทย ส่งจากร้านที่มีเลขประจำตัวผู้เสียภาษี {tax} ผ่านมาห้าวันแล้วยังไม่ถึงเลย ควรติดต่อใครดี")
    return C("th-neg-parcel-taxid", "th", t, [], [ems, tax], "tracking number (S10 computed) and a company tax id")


# Indonesian
@case
def _():
    y, m, d = dob()
    nik, pin = id_nik(y, m, d, R.random() < 0.5), dg(6)
    npwp = "%s.%s.%s.%s-%s.000" % (dg(2), dg(3), dg(3), dg(1), dg(3))
    t = (f"Tolong cek data pengajuan KPR saya ya: NIK {nik}, PIN m-BCA {pin}. NPWP kantor tempat saya "
         f"kerja {npwp}, itu perlu diisi juga?")
    return C("id-nik-pin", "id", t, [nik, pin], [npwp], "NIK and m-banking PIN; employer NPWP is a look-alike")


@case
def _():
    otp, va = dg(6), "88908" + dg(11)
    t = (f"Saya dapat SMS: \"JANGAN BERIKAN KODE INI KE SIAPAPUN. Kode OTP Anda: {otp}\". Lalu orang yang ngaku dari kurir minta "
         f"kode itu, katanya buat konfirmasi paket. Tadi saya juga baru bayar tagihan ke nomor Virtual Account {va}. Aman nggak ya?")
    return C("id-otp-courier-scam", "id", t, [otp], [va], "OTP from an SMS; virtual account payment number is a look-alike")


@case
def _():
    resi = "JP" + dg(10)
    inv = "INV/2025%02d%02d/MPL/%s" % (R.randint(1, 12), R.randint(1, 28), dg(10))
    t = (f"Resi J&T saya {resi}, nomor invoice Tokopedia {inv}. Kok sudah seminggu belum sampai ya, saya harus komplain ke mana?")
    return C("id-neg-resi-invoice", "id", t, [], [resi, inv], "tracking and invoice numbers")


# Tagalog
@case
def _():
    mpin, otp = dg(4), dg(6)
    ref = "%s %s %s" % (dg(4), dg(3), dg(6))
    t = (f"Na-scam yata ako. Binigay ko sa nagpakilalang taga-GCash yung MPIN ko na {mpin} tapos yung OTP na {otp}. Ito yung "
         f"nasa resibo: Ref No. {ref}, ₱3,500.00. Paano ko ire-report para maibalik yung pera?")
    return C("tl-gcash-mpin-otp", "tl", t, [mpin, otp], [ref], "GCash MPIN and OTP; the receipt's Ref No. is a look-alike")


@case
def _():
    sss = "%s-%s-%s" % (dg(2), dg(7), dg(1))
    ph = "%s-%s-%s" % (dg(2), dg(9), dg(1))
    t = (f"Pa-check naman kung tama yung format ng nilagay ko sa HR form: SSS number {sss} at PhilHealth {ph}. "
         "Kailangan ba talaga ng Pag-IBIG number din?")
    return C("tl-sss-philhealth", "tl", t, [sss, ph], [], "SSS and PhilHealth numbers (no checks computed)")


@case
def _():
    tin = "%s-%s-%s-%s" % (dg(3), dg(3), dg(3), dg(3))
    ref = "%s %s %s" % (dg(4), dg(3), dg(6))
    t = (f"Bumili ako ng rice cooker, sa resibo may VAT Reg TIN {tin} ng tindahan at Ref No. {ref} ng GCash payment. Puwede ko "
         "bang gamitin 'yan para magpa-refund kahit wala na yung box?")
    return C("tl-neg-receipt-ref", "tl", t, [], [tin, ref], "store TIN and payment Ref No. on a receipt")


# Swahili
@case
def _():
    code, pin, till = "T" + rs(UP, 2) + dg(1) + rs(UP + DIG, 6), dg(4), nz(6)
    t = (f"Nimepokea ujumbe huu: \"{code} Confirmed. Ksh2,450.00 paid to MAMA MBOGA STORES. on 14/3/25 at 6:12 PM. New M-PESA "
         f"balance is Ksh8,310.75.\" Nililipa kupitia Till {till}. Sasa kuna mtu ananipigia akisema nilikosea na ananiomba PIN "
         f"yangu, nimemwambia ni {pin}. Nifanye nini?")
    return C("sw-mpesa-code-pin", "sw", t, [code, pin], [till],
             "M-Pesa transaction code (settled as secret) and PIN; till number is a look-alike")


@case
def _():
    kid, kra, paybill = nz(8), "A0" + dg(8) + pick(UP), nz(6)
    t = (f"Nisaidie kujaza fomu ya mkopo wa benki: nambari ya kitambulisho {kid}, KRA PIN {kra}. Wanasema nilipe ada ya usindikaji "
         f"kupitia Paybill {paybill}. Je, ni kawaida?")
    return C("sw-id-kra-pin", "sw", t, [kid, kra], [paybill], "national ID and KRA PIN; paybill number is a look-alike")


@case
def _():
    paybill, adm = nz(6), "ADM" + dg(5)
    t = (f"Nataka kulipa karo ya shule kwa M-Pesa: Paybill {paybill}, nambari ya akaunti ni {adm} (namba ya usajili ya mwanangu). "
         "Je, nikikosea akaunti pesa zinarudi?")
    return C("sw-neg-school-paybill", "sw", t, [], [paybill, adm], "school paybill and admission number")


# ================================================================= validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"
SLUG_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$")
ALLOWED_FORMAT = {"\u200c", "\u200d"}  # ZWNJ / ZWJ are part of normal Persian writing
IBAN_LIKE = re.compile(r"^[A-Z]{2}\d{2}[A-Z0-9 ]{11,40}$")
IBAN_COUNTRIES = set("AD AE AL AT AZ BA BE BG BH BR CH CR CY CZ DE DK DO EE EG ES FI FO FR GB GE GI GL GR GT HR HU IE IL "
                     "IQ IR IS IT JO KW KZ LB LC LI LT LU LV MC MD ME MK MR MT MU NL NO PK PL PS PT QA RO RS SA SC SE SI "
                     "SK SM ST SV TL TN TR UA VA VG XK".split())
MAX_TRIES = 40


def hostile(s, allow_newline):
    bad = []
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            if not allow_newline:
                bad.append("newline")
            continue
        if o < 32 or 0x7f <= o <= 0x9f:
            bad.append("control U+%04X" % o)
        elif 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF, 0xFEFF, 0x2028, 0x2029, 0x200B):
            bad.append("char U+%04X" % o)
        elif 0x202A <= o <= 0x202E or 0x2066 <= o <= 0x2069:
            bad.append("bidi control U+%04X" % o)
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    e = []
    if not SLUG_RE.match(c["slug"]):
        e.append("bad slug %r" % c["slug"])
    if c["lang"] not in LANGS:
        e.append("bad lang %r" % c["lang"])
    t = c["text"]
    if not isinstance(t, str) or not t or t != t.strip():
        e.append("empty text or surrounding whitespace")
        return e
    for part in t.split(SEP):
        if not part.strip():
            e.append("empty message in multi-message text")
    if not c["note"] or "\n" in c["note"]:
        e.append("bad note")
    for field, allow_nl in (("text", True), ("note", False), ("slug", False), ("lang", False)):
        for b in hostile(c[field], allow_nl):
            e.append("YAML-hostile %s in %s" % (b, field))
    sec, look = c["secrets"], c["lookalikes"]
    for name, vals in (("secret", sec), ("look-alike", look)):
        if len(set(vals)) != len(vals):
            e.append("duplicate %s" % name)
        for v in vals:
            if not isinstance(v, str) or not v or v != v.strip():
                e.append("empty value or surrounding whitespace in %s %r" % (name, v))
                continue
            for b in hostile(v, True):
                e.append("YAML-hostile %s in %s %r" % (b, name, v[:30]))
            if SEP in v:
                e.append("%s %r spans a message separator" % (name, v[:30]))
            if v not in t:
                e.append("%s %r is not a substring of the text" % (name, v[:40]))
    both = set(sec) & set(look)
    if both:
        e.append("values in both lists: %r" % sorted(both))
    spans = []
    for name, vals in (("secret", sec), ("look-alike", look)):
        for v in vals:
            occ = occurrences(t, v)
            if len(v) <= 6 and len(occ) != 1:
                e.append("short %s %r occurs %d times" % (name, v, len(occ)))
            for (a, b) in occ:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    e.append("%s %r embedded in a longer number (left)" % (name, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    e.append("%s %r embedded in a longer number (right)" % (name, v))
                spans.append((a, b, name, v))
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, n1, v1 = spans[i]
            a2, b2, n2, v2 = spans[j]
            if v1 == v2:
                continue
            if a1 < b2 and a2 < b1:
                e.append("overlap between %s %r and %s %r" % (n1, v1[:30], n2, v2[:30]))
    for v in sec + look:
        if IBAN_LIKE.match(v) and v[:2] in IBAN_COUNTRIES and not iban_ok(v):
            e.append("IBAN-like value %r fails mod-97" % v)
    return sorted(set(e))


def validate_global(cases):
    e = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        e.append("duplicate ids")
    slugs = [c["slug"] for c in cases]
    if len(set(slugs)) != len(slugs):
        dup = sorted(s for s in set(slugs) if slugs.count(s) > 1)
        e.append("duplicate slugs: %r" % dup)
    for c in cases:
        if not ID_RE.match(c["id"]):
            e.append("bad id %r" % c["id"])
        for b in hostile(c["id"], False):
            e.append("YAML-hostile %s in id" % b)
    return e


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append("    %s:" % key)
                out.extend("      - " + q(v) for v in c[key])
            else:
                out.append("    %s: []" % key)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    errors = self_tests()
    cases = []
    retries = 0
    for idx, fn in enumerate(CASE_FNS):
        for attempt in range(MAX_TRIES):
            c = fn()
            errs = validate_case(c)
            if not errs:
                break
            retries += 1
        else:
            errors += ["case #%d (%s): %s" % (idx + 1, c["slug"], x) for x in errs]
        cases.append(c)
    for n, c in enumerate(cases, 1):
        c["id"] = "%s-%03d-%s" % (PREFIX, n, c["slug"])
    errors += validate_global(cases)
    if errors:
        for x in errors:
            print("ERROR:", x, file=sys.stderr)
        sys.exit(1)
    ordered = [{"id": c["id"], "lang": c["lang"], "text": c["text"], "secrets": c["secrets"],
                "lookalikes": c["lookalikes"], "note": c["note"]} for c in cases]
    data = to_yaml(ordered)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes, %d languages, "
          "%d multi-message; %d regenerations after random collisions"
          % (sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
             sum(len(c["lookalikes"]) for c in cases), len({c["lang"] for c in cases}),
             sum(1 for c in cases if SEP in c["text"]), retries))


if __name__ == "__main__":
    main()
