#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v92 (secrets filter).

Usage: python3 make_heldout_v92.py heldout_v92.yaml

Standard library only. Every secret and most look-alikes are drawn from
random.Random(92). Check digits are computed where the format has a public
algorithm (see README.txt). Everything is validated before the file is
written; on any problem the script prints it and exits 1.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import string
import struct
import sys

NAME = "heldout_v92"
SEED = 92
PREFIX = "H92"
R = random.Random(SEED)

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
LOALNUM = LO + DIG
UPALNUM = UP + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- random bits
def rs(n, alphabet):
    return "".join(R.choice(alphabet) for _ in range(n))


def rd(n):
    return rs(n, DIG)


def rdn(n):
    return R.choice("123456789") + rd(n - 1)


def pick(seq):
    return R.choice(seq)


def hexs(n):
    return rs(n, HEX)


def uuid4():
    b = bytearray(R.getrandbits(8) for _ in range(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(bts):
    return base64.b64encode(bts).decode()


def b64u(bts):
    return base64.urlsafe_b64encode(bts).decode().rstrip("=")


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def rdate(y0=1958, y1=2003):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


def fut_exp():
    return f"{R.randint(1, 12):02d}/{R.randint(26, 31)}"


# ------------------------------------------------------------ word material
EN_WORDS = """amber anchor apple autumn badger bamboo banjo basil beacon biscuit blossom
bramble breeze bronze butter cactus camel canyon carrot castle cedar cherry cinder
clover cobalt comet copper coral cotton crimson daisy dolphin dragon ember falcon
fennel fern ferret fig flint forest fossil fox galaxy garnet ginger glacier granite
gravel harbor hazel heron honey indigo island ivory jasper jelly juniper kettle kiwi
lantern lemon lilac lizard lobster lotus magpie mango maple marble meadow melon
mercury mint monkey moss nectar nutmeg oasis olive onyx orbit orchid otter oyster
panda papaya parrot peach pebble pepper pickle pine plum poppy puffin quartz quill
radish raven river robin saffron salmon sapphire shadow sparrow spruce squirrel
summer sunset swan thistle thunder tiger timber topaz tulip turtle velvet violet
walnut walrus willow winter wolf yarrow zebra""".split()

BIP39_WORDS = """abandon ability able about above absent absorb abstract absurd abuse access
accident account accuse achieve acid acoustic acquire across action actor actress
actual adapt address adjust admit adult advance advice afford afraid again agent
agree ahead airport aisle alarm album alcohol alert alien alley allow almost alone
alpha already also alter always amateur amazing among amount amused anchor ancient
anger angle angry animal ankle announce annual another answer antenna antique
anxiety apart apology appear apple approve april arctic arena argue armed armor
army around arrange arrest arrive arrow artist artwork aspect asset assist assume
athlete atom attack attend auction audit august aunt author autumn average avocado
avoid awake aware awesome awful awkward bacon badge balance bamboo banana banner
barely barrel basket battle beach bean beauty become beef before begin behave
believe bench benefit betray better beyond bicycle bird birth bitter blanket blast
bleak bless blind blood blossom blue blur blush board boat body boil bomb bone bonus
book boost border boring borrow boss bottom bounce brain brand brave bread breeze
brick bridge brief bright bring broccoli broken bronze broom brother brown brush
bubble buddy budget buffalo build bullet bundle burden burger burst butter buyer
cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon
canvas canyon capable capital captain carbon cargo carpet carry cart case cash
casino castle casual catalog catch category cattle caught cause caution cave
ceiling celery cement census cereal certain chair chalk champion change chaos
chapter charge chase cheap check cheese chef cherry chest chicken chief child
chimney choice chunk churn cigar cinnamon circle citizen civil claim clap clarify
claw clay clean clerk clever click client cliff climb clinic clip clock clog close
cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil
coin collect color column combine comfort comic common company concert conduct
confirm congress connect consider control convince cook cool copper copy coral core
corn correct cost cotton couch country couple course cousin cover coyote crack
cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket
crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush
crystal cube culture cupboard curious current curtain curve cushion custom cute
cycle dad damage damp dance danger daring dash daughter dawn debate debris decade
december decide decline decorate decrease deer defense define degree delay deliver
demand denial dentist deny depart depend deposit depth deputy derive describe
desert design desk despair destroy detail detect develop device devote diagram dial
diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur
direct dirt disagree discover disease dish dismiss disorder display distance divert
divide divorce dizzy doctor document dolphin domain donate donkey donor door dose
double dove draft dragon drama drastic draw dream dress drift drill drink drip
drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic eager eagle
early earn earth easily east easy echo ecology economy edge edit educate effort
eight either elbow elder electric elegant element elephant elevator elite else
embark embody embrace emerge emotion employ empower empty enable enact endless
endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich
enroll ensure enter entire entry envelope episode equal equip erase erosion error
erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact
example excess exchange excite exclude excuse execute exercise exhaust exhibit
exile exist exit exotic expand expect expire explain expose express extend extra
eyebrow fabric face faculty fade faint faith fall false fame family famous fancy
fantasy farm fashion fatal father fatigue fault favorite feature february federal
fence festival fetch fever fiber fiction field figure file film filter final find
fine finger finish fire firm fiscal fish fitness flag flame flash flavor flee
flight flip float flock floor flower fluid flush foam focus fog foil follow food
foot force forest forget fork fortune forum forward fossil foster found fox fragile
frame frequent fresh friend fringe frog front frost frown frozen fruit fuel funny
furnace fury future gadget gain galaxy gallery game garage garbage garden garlic
garment gasp gate gather gauge gaze general genius genre gentle genuine gesture
ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide
glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla
gospel gossip govern gown grab grace grain grant grape grass gravity great green
grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym
habit hair half hammer hamster hand happy harbor hard harsh harvest hawk hazard
head health heart heavy hedgehog height hello helmet help hero hidden high hill
hint hip hire history hobby hockey hold hole holiday hollow home honey hood hope
horn horror horse hospital host hotel hour hover hub huge human humble humor
hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle
ignore illegal illness image imitate immense immune impact impose improve impulse
inch include income increase index indicate indoor industry infant inflict inform
inhale inherit initial inject injury inmate inner innocent input inquiry insane
insect inside inspire install intact interest into invest invite involve iron
island isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job
join joke journey joy judge juice jump jungle junior junk just kangaroo keen keep
ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee
knife knock know lab label labor ladder lady lake lamp language laptop large later
latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave
lecture left leg legal legend leisure lemon lend length lens leopard lesson letter
level liar liberty library license life lift light like limb limit link lion liquid
list little live lizard load loan lobster local lock logic lonely long loop lottery
loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad
magic magnet maid mail main major make mammal man manage mandate mango mansion
manual maple marble march margin marine market marriage mask mass master match
material math matrix matter maximum maze meadow mean measure meat mechanic medal
media melody melt member memory mention menu mercy merge merit merry mesh message
metal method middle midnight milk million mimic mind minimum minor minute miracle
mirror misery miss mistake mix mixed mixture mobile model modify mom moment
monitor monkey monster month moon moral more morning mosquito mother motion motor
mountain mouse move movie much muffin mule multiply muscle museum mushroom music
must mutual myself mystery myth naive name napkin narrow nasty nation nature near
neck need negative neglect neither nephew nerve nest net network neutral never news
next nice night noble noise nominee noodle normal north nose notable note nothing
notice novel now nuclear number nurse nut oak obey object oblige obscure observe
obtain obvious occur ocean october odor off offer office often oil okay old olive
olympic omit once one onion online only open opera opinion oppose option orange
orbit orchard order ordinary organ orient original orphan ostrich other outdoor
outer output outside oval oven over own owner oxygen oyster ozone""".split()

EXAMPLE_MNEMONIC = ("abandon abandon abandon abandon abandon abandon abandon abandon "
                    "abandon abandon abandon about")


def mnemonic(n=12):
    return " ".join(R.choice(BIP39_WORDS) for _ in range(n))


SYMS = "!@#$%&*?"


def leet(w):
    table = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}
    out = []
    for ch in w:
        if ch in table and R.random() < 0.6:
            out.append(table[ch])
        else:
            out.append(ch)
    return "".join(out)


def pw_human(words=EN_WORDS):
    """Passwords the way people make them up."""
    w = R.choice(words)
    w2 = R.choice(words)
    p = R.randrange(7)
    if p == 0:
        return w.capitalize() + rd(R.choice([2, 4])) + R.choice(SYMS)
    if p == 1:
        return w.capitalize() + R.choice(SYMS) + rd(R.choice([2, 3, 4]))
    if p == 2:
        return w + "_" + w2 + rd(2)
    if p == 3:
        return leet(w).capitalize() + rd(2) + R.choice(SYMS)
    if p == 4:
        return w.capitalize() + w2.capitalize() + rd(R.choice([1, 2, 3])) + R.choice(SYMS)
    if p == 5:
        return w.capitalize() + "." + w2 + "." + rd(R.choice([2, 4]))
    return R.choice(SYMS) + w.capitalize() + rd(4)


def pw_random(n=16):
    alphabet = ALNUM + "!@#$%^&*-_=+?"
    while True:
        s = rs(n, alphabet)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                and s[0] in ALNUM and s[-1] in ALNUM):
            return s


# ------------------------------------------------------------ check digits
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(s):
    s = re.sub(r"\D", "", s)
    return luhn_digit(s[:-1]) == s[-1]


def card(prefix, length=16):
    body = prefix + rd(length - len(prefix) - 1)
    return body + luhn_digit(body)


def card_fmt(num):
    if len(num) == 15:
        return grp(num, [4, 6, 5])
    if len(num) == 19:
        return grp(num, [4, 4, 4, 4, 3])
    return grp4(num)


def visa():
    return card("4")


def mastercard():
    return card(pick(["51", "52", "53", "54", "55", "2221", "2304", "2511"]))


def amex():
    return card(pick(["34", "37"]), 15)


def iban_digits(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(cc, bban):
    chk = 98 - int(iban_digits(bban + cc + "00")) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_ok(ib):
    ib = ib.replace(" ", "")
    return int(iban_digits(ib[4:] + ib[:4])) % 97 == 1


def iban_fmt(ib):
    return grp4(ib)


def mod11_weights(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


# --- IBANs per country (national check digits computed where noted)
def iban_de():
    return iban("DE", pick(["10010010", "20050550", "37040044", "50010517", "70150000",
                            "12030000", "76010085", "43060967"]) + rd(10))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def iban_es():
    bank = pick(["2100", "0049", "0182", "2038", "0081", "1465"])
    branch = rd(4)
    acct = rd(10)
    dc = f"{es_dc('00' + bank + branch)}{es_dc(acct)}"
    return iban("ES", bank + branch + dc + acct)


def fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def iban_fr():
    bank = pick(["30004", "30003", "20041", "10278", "30002", "18206"])
    branch = rd(5)
    acct = rd(11)
    return iban("FR", f"{bank}{branch}{acct}{fr_rib_key(bank, branch, acct):02d}")


CIN_ODD = dict(zip(DIG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
                    16, 10, 22, 25, 24, 23]))
CIN_EVEN = dict(zip(DIG + UP, list(range(10)) + list(range(26))))


def it_check_char(s):
    total = 0
    for i, ch in enumerate(s):
        total += CIN_ODD[ch] if i % 2 == 0 else CIN_EVEN[ch]
    return UP[total % 26]


def iban_it():
    abi = pick(["03069", "02008", "05034", "03062", "01030", "03111"])
    cab = rd(5)
    conto = rd(12)
    cin = it_check_char(abi + cab + conto)
    return iban("IT", cin + abi + cab + conto)


def iban_nl():
    return iban("NL", pick(["ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB", "BUNQ"]) + rd(10))


def iban_pl():
    return iban("PL", pick(["10202892", "11402004", "10500099", "19101048", "24901044",
                            "10901014"]) + rd(16))


def iban_no_bban():
    while True:
        ten = pick(["1503", "1206", "3000", "9710", "6011"]) + rd(6)
        r = 11 - mod11_weights(ten, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if r == 10:
            continue
        return ten + str(0 if r == 11 else r)


def iban_fi():
    body = pick(["1234", "4006", "5720", "8000", "1590"]) + rd(9)
    return iban("FI", body + luhn_digit(body))


def iban_pt():
    bank = pick(["0035", "0033", "0010", "0007", "0036"])
    branch = rd(4)
    acct = rd(11)
    nib = 98 - (int(bank + branch + acct) * 100) % 97
    return iban("PT", f"{bank}{branch}{acct}{nib:02d}")


def iban_ro():
    return iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"]) + pick(["0000", "0001", "RONC", "0601"]) + rd(12))


def hu_block_check(digits):
    w = [9, 7, 3, 1]
    s = sum(int(d) * w[i % 4] for i, d in enumerate(digits))
    return str((10 - s % 10) % 10)


def iban_hu():
    first7 = pick(["117", "116", "104", "120", "107"]) + rd(4)
    acct15 = rd(15)
    return iban("HU", first7 + hu_block_check(first7) + acct15 + hu_block_check(acct15))


def cz_account():
    while True:
        nine = rdn(9)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2]
        last = (-sum(int(d) * x for d, x in zip(nine, w))) % 11
        if last == 10:
            continue
        return nine + str(last)


def iban_gr():
    return iban("GR", pick(["0110", "0140", "0171", "0260"]) + rd(3) + rd(16))


def iban_tr():
    return iban("TR", pick(["00010", "00062", "00046", "00064", "00012"]) + "0" + rd(16))


def iban_sa():
    return iban("SA", pick(["80", "10", "45", "20", "65"]) + rd(18))


def iban_ua():
    return iban("UA", pick(["305299", "322001", "300346", "320649"]) + "0000" + rd(15))


def iban_ir():
    return iban("IR", "0" + pick(["17", "12", "15", "55", "56"]) + "0000000" + rd(15))


def iban_gb(bank=None):
    bank = bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"])
    return iban("GB", bank + rd(6) + rd(8))


# --- national ids, tax ids, company ids
def pesel():
    y, m, d = rdate(1960, 2004)
    mm = m + (20 if y >= 2000 else 0)
    sex = R.randrange(10)
    body = f"{y % 100:02d}{mm:02d}{d:02d}{rd(3)}{sex}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - mod11_weights(body, w) % 10) % 10)


def pl_nip():
    while True:
        body = pick(["525", "526", "527", "779", "677", "951"]) + rd(6)
        c = mod11_weights(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return body + str(c)


def pl_regon():
    body = rdn(8)
    c = mod11_weights(body, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return body + str(0 if c == 10 else c)


def pl_idcard():
    def v(ch):
        return int(ch, 36)
    while True:
        letters = rs(3, UP)
        digs = rd(5)
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        s = sum(v(c) * x for c, x in zip(letters + digs, w))
        c = s % 10
        return letters + str(c) + digs


def pl_idcard_ok(s):
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(int(c, 36) * x for c, x in zip(s, w)) % 10 == 0


def cn_id(region=None):
    region = region or pick(["110105", "310115", "440305", "510107", "330106", "420106",
                             "320106", "610113"])
    y, m, d = rdate(1965, 2002)
    body = f"{region}{y}{m:02d}{d:02d}{rd(3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[mod11_weights(body, w) % 11]


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc(region=None):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    body = "91" + (region or pick(["110105", "310115", "440300", "330100", "510100"])) + \
        "".join(R.choice(USCC_ALPHA) for _ in range(9))
    s = sum(USCC_ALPHA.index(c) * x for c, x in zip(body, w))
    return body + USCC_ALPHA[(31 - s % 31) % 31]


def kr_rrn():
    y, m, d = rdate(1965, 1999)
    g = R.choice("12")
    body = f"{y % 100:02d}{m:02d}{d:02d}{g}{rd(5)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - mod11_weights(body, w) % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def kr_brn():
    body = rdn(3) + pick(["81", "86", "87", "88", "01", "05"]) + rd(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = mod11_weights(body, w) + (int(body[8]) * 5) // 10
    c = (10 - s % 10) % 10
    full = body + str(c)
    return f"{full[:3]}-{full[3:5]}-{full[5:]}"


def jp_mynumber():
    body = rdn(11)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return body + str(0 if r <= 1 else 11 - r)


def jp_corp():
    base = rdn(12)
    s = 0
    for n in range(1, 13):
        p = int(base[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + base


def es_dni():
    n = rd(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif(letter="B"):
    digs = rd(7)
    s_even = sum(int(digs[i]) for i in (1, 3, 5))
    s_odd = 0
    for i in (0, 2, 4, 6):
        x = int(digs[i]) * 2
        s_odd += x // 10 + x % 10
    c = (10 - (s_even + s_odd) % 10) % 10
    ctl = "JABCDEFGHI"[c] if letter in "PQRSNW" else str(c)
    return letter + digs + ctl


MONTH_CF = "ABCDEHLMPRST"


def it_cf():
    cons = "BCDFGHLMNPRSTVZ"
    vow = "AEIOU"
    sur = R.choice(cons) + R.choice(cons) + R.choice(cons + vow)
    nam = R.choice(cons) + R.choice(cons) + R.choice(cons)
    y, m, d = rdate(1960, 2000)
    female = R.random() < 0.5
    dd = d + (40 if female else 0)
    comune = pick(["F205", "H501", "F839", "L219", "A944", "D612", "G273", "L736"])
    body = f"{sur}{nam}{y % 100:02d}{MONTH_CF[m - 1]}{dd:02d}{comune}"
    return body + it_check_char(body)


def it_piva():
    body = rd(7) + pick(["015", "017", "048", "037", "058", "063"])
    return body + luhn_digit(body)


def fr_nir():
    sex = R.choice("12")
    y, m, d = rdate(1960, 2002)
    dept = pick(["75", "69", "13", "33", "59", "31", "44", "92", "93", "94"])
    body = f"{sex}{y % 100:02d}{m:02d}{dept}{rd(3)}{rd(3)}"
    key = 97 - int(body) % 97
    return body, f"{key:02d}"


def fr_siren():
    body = rdn(8)
    return body + luhn_digit(body)


def fr_tva(siren):
    key = (12 + 3 * (int(siren) % 97)) % 97
    return f"FR{key:02d}{siren}"


def iso7064_11_10(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return 0 if c == 10 else c


def de_steuerid():
    while True:
        ds = list(DIG)
        R.shuffle(ds)
        missing = ds.pop()
        dup = R.choice(ds)
        ten = ds + [dup]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        body = "".join(ten)
        return body + str(iso7064_11_10(body))


DE_ID_ALPHA = "CFGHJKLMNPRTVWXYZ" + DIG


def de_id_check(s):
    w = [7, 3, 1]
    return str(sum(int(c, 36) * w[i % 3] for i, c in enumerate(s)) % 10)


def de_perso():
    body = R.choice("CFGHJKLMNPRTVWXYZ") + "".join(R.choice(DE_ID_ALPHA) for _ in range(8))
    return body + de_id_check(body)


def de_kvnr():
    letter = R.choice(UP)
    eight = rd(8)
    s = f"{UP.index(letter) + 1:02d}" + eight
    total = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        total += p // 10 + p % 10
    return letter + eight + str(total % 10)


def nl_bsn():
    while True:
        body = rdn(8)
        s = mod11_weights(body, [9, 8, 7, 6, 5, 4, 3, 2])
        last = s % 11
        if last < 10:
            return body + str(last)


def se_pnr():
    y, m, d = rdate(1955, 2003)
    body = f"{y % 100:02d}{m:02d}{d:02d}{rd(3)}"
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def se_orgnr():
    body = "55" + R.choice("6789") + rd(6)
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def no_fnr():
    while True:
        y, m, d = rdate(1955, 1999)
        body = f"{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 499):03d}"
        k1 = 11 - mod11_weights(body, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        body2 = body + str(k1)
        k2 = 11 - mod11_weights(body2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body2 + str(k2)


def no_orgnr():
    while True:
        body = R.choice("89") + rd(7)
        c = 11 - mod11_weights(body, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return body + str(c)


def no_kid():
    body = rd(R.choice([9, 12]))
    return body + luhn_digit(body)


def dk_cpr():
    y, m, d = rdate(1955, 1999)
    return f"{d:02d}{m:02d}{y % 100:02d}-{rd(4)}"


def dk_cvr():
    while True:
        body = rdn(7)
        s = mod11_weights(body, [2, 7, 6, 5, 4, 3, 2])
        c = (11 - s % 11) % 11
        if c != 10:
            return body + str(c)


def fi_hetu():
    y, m, d = rdate(1955, 2004)
    sep = "-" if y < 2000 else "A"
    ind = f"{R.randint(2, 899):03d}"
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{ind}")
    return f"{d:02d}{m:02d}{y % 100:02d}{sep}{ind}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def fi_ytunnus():
    while True:
        body = rd(7)
        r = mod11_weights(body, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return f"{body}-{0 if r == 0 else 11 - r}"


def fi_viite():
    body = rdn(R.choice([5, 7, 9]))
    w = [7, 3, 1]
    s = sum(int(d) * w[i % 3] for i, d in enumerate(reversed(body)))
    return body + str((10 - s % 10) % 10)


def cz_rc():
    while True:
        y, m, d = rdate(1955, 1999)
        mm = m + (50 if R.random() < 0.5 else 0)
        nine = f"{y % 100:02d}{mm:02d}{d:02d}{rd(3)}"
        c = int(nine) % 11
        if c == 10:
            continue
        return f"{nine[:6]}/{nine[6:]}{c}"


def cz_ico():
    body = rd(7)
    s = mod11_weights(body, [8, 7, 6, 5, 4, 3, 2])
    return body + str((11 - s % 11) % 10)


def hu_taj():
    body = rdn(8)
    s = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(body))
    return body + str(s % 10)


def hu_adoazon():
    while True:
        y, m, d = rdate(1955, 1999)
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        body = "8" + f"{days:05d}" + rd(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(body)) % 11
        if c != 10:
            return body + str(c)


def hu_company_tax():
    body = rdn(7)
    c = (10 - mod11_weights(body, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return f"{body}{c}-{R.choice('2345')}-{pick(['41', '42', '13', '01', '43'])}"


def ro_cnp():
    y, m, d = rdate(1955, 1999)
    s = R.choice("12")
    body = f"{s}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{rd(3)}"
    key = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(body, key)) % 11
    return body + ("1" if c == 10 else str(c))


def ro_cui():
    body = rdn(R.choice([7, 8]))
    key = "753217532"[-len(body):]
    c = (sum(int(a) * int(b) for a, b in zip(body, key)) * 10) % 11
    return body + ("0" if c == 10 else str(c))


def gr_amka():
    y, m, d = rdate(1955, 2000)
    body = f"{d:02d}{m:02d}{y % 100:02d}{rd(4)}"
    return body + luhn_digit(body)


def gr_afm(first=None):
    body = (first or R.choice("01")) + rd(7)
    s = sum(int(x) * (2 ** (8 - i)) for i, x in enumerate(body))
    return body + str(s % 11 % 10)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def ru_snils():
    while True:
        body = rd(9)
        if int(body) <= 1001998:
            continue
        s = sum(int(x) * (9 - i) for i, x in enumerate(body))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c in (100, 101) else c
        return f"{body[:3]}-{body[3:6]}-{body[6:]} {c:02d}"


def ru_inn12():
    body = pick(["77", "78", "50", "54", "66", "16"]) + rd(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c1 = mod11_weights(body, w1) % 11 % 10
    b2 = body + str(c1)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c2 = mod11_weights(b2, w2) % 11 % 10
    return b2 + str(c2)


def ru_inn10():
    body = pick(["77", "78", "50", "54", "66"]) + rd(7)
    c = mod11_weights(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return body + str(c)


def ru_ogrn():
    body = "1" + rd(2) + pick(["77", "78", "50", "54"]) + rd(7)
    return body + str(int(body) % 11 % 10)


def ua_rnokpp():
    body = rdn(9)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return body + str(mod11_weights(body, w) % 11 % 10)


def il_tz():
    body = rd(8)
    s = 0
    for i, ch in enumerate(body):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        s += x // 10 + x % 10
    return body + str((10 - s % 10) % 10)


def il_tz_ok(s):
    t = 0
    for i, ch in enumerate(s.rjust(9, "0")):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        t += x // 10 + x % 10
    return t % 10 == 0


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    body = R.choice("23456789") + rd(10)
    return grp(body + verhoeff_digit(body), [4, 4, 4])


def in_pan(kind="P"):
    return rs(3, UP) + kind + R.choice(UP) + rd(4) + R.choice(UP)


GST_ALPHA = DIG + UP


def gstin_check(body):
    s = 0
    for i, ch in enumerate(body):
        p = GST_ALPHA.index(ch) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return GST_ALPHA[(36 - s % 36) % 36]


def in_gstin():
    body = pick(["27", "29", "07", "33", "24", "09"]) + in_pan("C") + R.choice("123") + "Z"
    return body + gstin_check(body)


def br_cpf():
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) == 1:
            continue
        s = sum(x * w for x, w in zip(d, range(10, 1, -1)))
        c1 = 11 - s % 11
        c1 = 0 if c1 >= 10 else c1
        d.append(c1)
        s = sum(x * w for x, w in zip(d, range(11, 1, -1)))
        c2 = 11 - s % 11
        c2 = 0 if c2 >= 10 else c2
        d.append(c2)
        t = "".join(map(str, d))
        return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def br_cnpj():
    d = [int(x) for x in rdn(8) + "0001"]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    c1 = 11 - sum(x * w for x, w in zip(d, w1)) % 11
    d.append(0 if c1 >= 10 else c1)
    w2 = [6] + w1
    c2 = 11 - sum(x * w for x, w in zip(d, w2)) % 11
    d.append(0 if c2 >= 10 else c2)
    t = "".join(map(str, d))
    return f"{t[:2]}.{t[2:5]}.{t[5:8]}/{t[8:12]}-{t[12:]}"


def pt_nif(first=None):
    while True:
        body = (first or R.choice("12")) + rd(7)
        c = 11 - mod11_weights(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        return body + str(0 if c >= 10 else c)


def th_id():
    body = R.choice("1358") + rd(11)
    s = sum(int(x) * (13 - i) for i, x in enumerate(body))
    c = (11 - s % 11) % 10
    t = body + str(c)
    return f"{t[0]}-{t[1:5]}-{t[5:10]}-{t[10:12]}-{t[12]}"


def th_tax_company():
    body = "0" + R.choice("17") + rd(10)
    s = sum(int(x) * (13 - i) for i, x in enumerate(body))
    return body + str((11 - s % 11) % 10)


def ir_melli():
    while True:
        body = rd(9)
        if len(set(body)) == 1:
            continue
        s = sum(int(x) * (10 - i) for i, x in enumerate(body))
        r = s % 11
        return body + str(r if r < 2 else 11 - r)


def sa_nid(first="1"):
    body = first + rd(8)
    return body + luhn_digit(body)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def aba():
    body = pick(["0", "1", "2", "3"]) + rd(7)
    s = 3 * (int(body[0]) + int(body[3]) + int(body[6])) + \
        7 * (int(body[1]) + int(body[4]) + int(body[7])) + (int(body[2]) + int(body[5]))
    return body + str((10 - s % 10) % 10)


def aba_ok(s):
    d = [int(x) for x in s]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def npi():
    body = R.choice("12") + rd(8)
    return body + luhn_digit("80840" + body)


def nhs_number():
    while True:
        body = rdn(9)
        c = 11 - mod11_weights(body, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c == 10:
            continue
        t = body + str(0 if c == 11 else c)
        return f"{t[:3]} {t[3:6]} {t[6:]}"


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p in ("GB", "NK", "TN", "ZZ", "BG", "KN", "NT"):
            continue
        d = rd(6)
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"


def ca_sin():
    body = R.choice("1234567") + rd(7)
    t = body + luhn_digit(body)
    return f"{t[:3]} {t[3:6]} {t[6:]}"


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        body = rdn(8)
        s = mod11_weights(body, w[:8])
        for last in range(10):
            if (s + last * 10) % 11 == 0:
                t = body + str(last)
                return f"{t[:3]} {t[3:6]} {t[6:]}"


def au_medicare():
    body = R.choice("23456") + rd(7)
    c = mod11_weights(body, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return f"{body[:4]} {body[4:]}{c} {R.randint(1, 5)}"


def za_id():
    y, m, d = rdate(1960, 2001)
    body = f"{y % 100:02d}{m:02d}{d:02d}{rd(4)}0{R.choice('89')}"
    return body + luhn_digit(body)


def mx_clabe():
    body = pick(["002", "012", "014", "021", "072", "127"]) + rd(3) + rd(11)
    w = [3, 7, 1]
    s = sum((int(x) * w[i % 3]) % 10 for i, x in enumerate(body))
    return body + str((10 - s % 10) % 10)


def s10(prefix, country):
    body = rd(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - mod11_weights(body, w) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{prefix}{body}{c}{country}"


def bitlocker_key():
    groups = []
    for _ in range(8):
        groups.append(f"{R.randrange(0, 65536) * 11:06d}")
    return "-".join(groups)


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def b58check_ok(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    raw = b"\0" * pad + n.to_bytes((n.bit_length() + 7) // 8, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def btc_p2pkh():
    return b58check(b"\x00" + rbytes(20))


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def eth_addr():
    return "0x" + hexs(40)


def jwt_hs256(payload, key):
    header = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(key, f"{header}.{body}".encode(), hashlib.sha256).digest()
    return f"{header}.{body}.{b64u(sig)}"


JWT_IO_EXAMPLE = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwi"
                  "aWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    check = rbytes(4)
    priv = check + check + ssh_string(b"ssh-ed25519") + ssh_string(pub) + \
        ssh_string(seed + pub) + ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + \
        struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv)
    body = b64(blob)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + \
        "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + b64(hashlib.sha256(pubblob).digest()).rstrip("=")
    publine = "ssh-ed25519 " + b64(pubblob) + " " + comment
    return block, fp, publine


def discord_token(user_id):
    return b64u(user_id.encode()) + "." + rs(6, B64U) + "." + rs(38, B64U)


def gh_classic():
    return "ghp_" + rs(36, ALNUM)


def gitlab_pat():
    return "glpat-" + rs(20, ALNUM + "-_")


def stripe_live(kind="sk"):
    return f"{kind}_live_51" + rs(22, ALNUM) + rs(75, ALNUM)


def openai_key():
    return "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U)


def anthropic_key():
    return "sk-ant-api03-" + rs(93, B64U) + "AA"


def google_key():
    return "AIza" + rs(35, B64U)


def aws_akid():
    return "AKIA" + rs(16, B32)


def aws_secret():
    return rs(40, B64)


def sendgrid_key():
    return "SG." + rs(22, B64U) + "." + rs(43, B64U)


def telegram_token():
    return f"{rdn(10)}:AA{rs(33, B64U)}"


def npm_token():
    return "npm_" + rs(36, ALNUM)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(150, B64U)


def hf_token():
    return "hf_" + rs(34, UP + LO)


def totp_seed(n=32):
    return rs(n, B32)


MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]


# ================================================================= the cases
CASES = []


def case(lang, slug, note):
    def deco(fn):
        CASES.append({"lang": lang, "slug": slug, "note": note, "fn": fn})
        return fn
    return deco


M = "\n---\n"   # separator between messages of one case

# ------------------------------------------------------------------ English
@case("en", "aws-env-keys", "AWS key pair in a pasted .env; the AWS docs example key is a look-alike")
def _():
    ak, sk = aws_akid(), aws_secret()
    t = (f"My Lambda deploy keeps failing with AccessDenied. Here's my .env, can you spot what's wrong?\n\n"
         f"AWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n"
         f"S3_BUCKET=invoices-prod-archive\n\n"
         f"Before this I had AKIAIOSFODNN7EXAMPLE in there from the tutorial and obviously that didn't work either.")
    return t, [ak, sk], ["AKIAIOSFODNN7EXAMPLE"]


@case("en", "github-token-in-remote", "classic GitHub PAT inside a git remote URL; commit hash look-alike")
def _():
    tok, sha = gh_classic(), hexs(40)
    t = (f"git push kept asking for my password so I put the token straight into the remote:\n\n"
         f"git remote set-url origin https://{tok}@github.com/dmitri-k/budget-app.git\n\n"
         f"Push works now, but the CI log for commit {sha} prints the whole URL. Is that a problem?")
    return t, [tok], [sha]


@case("en", "stripe-live-vs-docs-test-key", "Stripe live secret key; the Stripe docs test key and object ids are look-alikes")
def _():
    sk = stripe_live()
    cus = "cus_" + rs(14, ALNUM)
    ch = "ch_3" + rs(23, ALNUM)
    t = (f"In test mode I used sk_test_4eC39HqLyjWDarjtT1zdp7dc from the docs and the charge went through ({ch}). "
         f"Switched to production and now every call fails with \"No such customer: '{cus}'\".\n\n"
         f"```python\nimport stripe\nstripe.api_key = \"{sk}\"\n"
         f"stripe.PaymentIntent.create(amount=4900, currency=\"usd\", customer=\"{cus}\")\n```\n"
         f"What am I missing?")
    return t, [sk], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", cus, ch]


@case("en", "openai-key-in-python", "OpenAI project key in code; request id is a look-alike")
def _():
    key = openai_key()
    req = "req_" + hexs(32)
    t = (f"Getting 429s even though I barely use it:\n\n"
         f"from openai import OpenAI\nclient = OpenAI(api_key=\"{key}\")\n"
         f"resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
         f"openai.RateLimitError: Error code: 429 - You exceeded your current quota (request ID: {req})")
    return t, [key], [req]


@case("en", "postgres-url-credentials", "credentials of a Postgres URL are the secret; host is a look-alike")
def _():
    user = pick(["app_user", "billing_rw", "api_service", "webapp"])
    pw = pw_random(18)
    host = f"db-prod-{R.randint(1, 9)}.{pick(['internal', 'corp', 'svc'])}.{pick(['northwind', 'kestrel', 'acmeco'])}.net"
    t = (f"Prisma can't connect after we moved the database. .env:\n\n"
         f"DATABASE_URL=\"postgresql://{user}:{pw}@{host}:5432/orders?schema=public\"\n\n"
         f"Error: P1001: Can't reach database server at `{host}`:`5432`. Ping to the host works fine.")
    return t, [f"{user}:{pw}"], [host]


@case("en", "real-card-after-test-card", "Stripe test card is a look-alike; the real card tried by the user's wife is a secret")
def _():
    c = mastercard()
    cvv = rd(3)
    t = (f"Testing Stripe Elements on my shop. 4242 4242 4242 4242 goes through fine, but when my wife tried her "
         f"real card ({card_fmt(c)}, CVV {cvv}) it came back card_declined / do_not_honor. Does live mode need "
         f"something extra switched on?")
    return t, [card_fmt(c), cvv], ["4242 4242 4242 4242"]


@case("en", "guest-wifi-sign", "Wi-Fi password for a printable sign; router serial and IP are look-alikes")
def _():
    ssid = pick(["Hendrix-5G", "TheBurrow", "Casa_Lopez", "FBI_Van_3", "Maple-Guest"])
    pw = pw_human()
    sn = rd(11) + R.choice(UP) + rd(4)
    t = (f"Can you make a cute printable sign for the guest room? Network: {ssid}, password: {pw}\n"
         f"If it drops they can reboot the router (Archer AX55, S/N {sn}), admin page is 192.168.0.1.")
    return t, [pw], [sn, "192.168.0.1"]


@case("en", "airbnb-checkin-codes", "lockbox and door codes in a host's message; booking confirmation code look-alike")
def _():
    box = rd(4)
    door = rd(6)
    conf = "HM" + rs(8, UPALNUM)
    t = (f"Write a friendly check-in message for my guests (confirmation {conf}). The lockbox is on the side "
         f"gate, code {box}. Inside there's the key to the mailbox; the front door has a keypad, enter {door} "
         f"then press the check mark. Check-in is after 3 pm, checkout 11 am.")
    return t, [box, door], [conf]


@case("en", "ssn-and-employer-ein", "own SSN is a secret; employer's EIN is a look-alike")
def _():
    ssn = us_ssn()
    ein = f"{rd(2)}-{rd(7)}"
    t = (f"Doing my taxes on FreeTaxUSA. My SSN is {ssn}; my W-2 shows employer EIN {ein} and $58,214.77 in "
         f"box 1. Why does it say my return was already filed??")
    return t, [ssn], [ein]


@case("en", "passport-renewal", "old passport number is a secret; payment confirmation and form number are look-alikes")
def _():
    pp = R.choice("ACEFGHJKLMNPRSTUVWXYZ") + rd(8)
    pay = rs(3, UP) + rd(9)
    t = (f"Renewing my passport online. The form wants my most recent passport number: {pp}, issued June 2016. "
         f"Pay.gov confirmation {pay}. Do I still have to mail the old book in?")
    return t, [pp], [pay]


@case("en", "ca-drivers-license", "California driver licence number; DMV appointment confirmation look-alike")
def _():
    dl = R.choice(UP) + rd(7)
    conf = rdn(9)
    t = (f"DMV online form keeps saying 'record not found'. I'm entering DL {dl}, DOB 04/17/1991. "
         f"My appointment confirmation is {conf} for the REAL ID upgrade.")
    return t, [dl], [conf]


@case("en", "insurance-member-id-claim", "health insurance member id is a secret; claim number and doctor's NPI are look-alikes")
def _():
    mid = rs(3, UP) + rd(9)
    claim = rdn(2) + rd(11)
    doc = npi()
    t = (f"My insurer denied a claim for an MRI. Member ID {mid}, claim #{claim}. The radiologist's NPI on the "
         f"EOB is {doc}. Can you write an appeal letter?")
    return t, [mid], [claim, doc]


@case("en", "seed-phrase-order", "12-word recovery phrase is a secret; a public receiving address is a look-alike")
def _():
    ph = mnemonic(12)
    addr = btc_p2pkh()
    t = (f"I'm moving to a Ledger. These are my recovery words from the old wallet, can you check they're "
         f"in the right order? {ph}\nThe old wallet shows my receiving address as {addr}.")
    return t, [ph], [addr]


@case("en", "eth-private-key-drained", "leaked Ethereum private key (still a secret); tx hash and attacker address look-alikes")
def _():
    pk = "0x" + hexs(64)
    tx = "0x" + hexs(64)
    to = eth_addr()
    t = (f"My wallet got drained overnight. The only place I ever pasted my private key was an 'airdrop claim' "
         f"site last week: {pk}\nThe transaction that emptied it is {tx}, everything went to {to}. "
         f"Can anything be recovered?")
    return t, [pk], [tx, to]


@case("en", "totp-seed-otpauth", "TOTP seed inside an otpauth URI; the well-known docs seed is a look-alike")
def _():
    seed = totp_seed(32)
    t = (f"My authenticator app got wiped. I still have the text from the setup QR code:\n"
         f"otpauth://totp/Dropbox:kelly.morrow@fastmail.com?secret={seed}&issuer=Dropbox\n"
         f"Is that enough to restore it? The example in the RFC docs I found used JBSWY3DPEHPK3PXP, mine is way longer.")
    return t, [seed], ["JBSWY3DPEHPK3PXP"]


@case("en", "github-recovery-codes", "the last two GitHub 2FA recovery codes")
def _():
    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(2)]
    t = ("I've used up most of my GitHub recovery codes, these two are the only ones left. Please remember them "
         "for me in case I lose my phone again:\n" + "\n".join(codes))
    return t, codes, []


@case("en", "sms-verification-code", "one-time code in a pasted SMS; SMS short code is a look-alike")
def _():
    code = rd(6)
    sc = rdn(5)
    t = (f"Is this text legit? It came from {sc}: \"Chase: Your one-time code is {code}. Don't share it. "
         f"We'll never call you to ask for this code.\" I didn't try to log in.")
    return t, [code], [sc]


@case("en", "direct-deposit-routing-account", "checking account number is a secret; the bank's routing number is a look-alike")
def _():
    r = aba()
    acct = rdn(R.choice([10, 12]))
    t = (f"Draft a short email to HR with my new direct deposit info: Chase checking, routing {r}, "
         f"account {acct}, 100% of net pay starting next cycle.")
    return t, [acct], [r]


@case("en", "uk-sort-code-account", "UK account number is a secret; sort code is a look-alike")
def _():
    sc = f"{rd(2)}-{rd(2)}-{rd(2)}"
    acct = rd(8)
    t = (f"Can you write a polite note to my landlord asking for the deposit back? Pay it to my Monzo: "
         f"sort code {sc}, account number {acct}, reference FLAT 3B DEPOSIT.")
    return t, [acct], [sc]


@case("en", "au-onboarding-tfn-bsb", "Australian TFN and bank account are secrets; BSB is a look-alike")
def _():
    tfn = au_tfn()
    bsb = f"{pick(['062', '063', '082', '033', '013'])}-{rd(3)}"
    acct = rd(R.choice([8, 9]))
    t = (f"Starting a new job in Brisbane on Monday. Onboarding form, is this right?\n"
         f"Tax file number: {tfn}\nBank: CommBank, BSB {bsb}, account no. {acct}\nSuper: keep my existing fund")
    return t, [tfn, acct], [bsb]


@case("en", "aadhaar-upi-utr", "Aadhaar number is a secret; UPI transaction UTR is a look-alike")
def _():
    a = aadhaar()
    utr = rdn(12)
    t = (f"UPI payment of ₹4,350 failed but money got debited. UTR {utr}. The bank's chatbot is asking me to "
         f"verify with my Aadhaar, it's {a}. Should I give it to them?")
    return t, [a], [utr]


@case("en", "slack-webhook-url", "Slack incoming-webhook path is a secret; channel id and message ts are look-alikes")
def _():
    path = f"T0{rs(8, UPALNUM)}/B0{rs(9, UPALNUM)}/{rs(24, ALNUM)}"
    chan = "C0" + rs(9, UPALNUM)
    ts = f"{R.randint(1700000000, 1760000000)}.{rd(6)}"
    t = (f"My alert bot posts twice. Code:\n\n"
         f"requests.post(\"https://hooks.slack.com/services/{path}\", json={{\"text\": msg}})\n\n"
         f"Both messages land in {chan}, the first one has ts {ts}.")
    return t, [path], [chan, ts]


@case("en", "bearer-jwt-in-curl", "JWT bearer token in a curl command; order UUID look-alike")
def _():
    uid = uuid4()
    now = R.randint(1730000000, 1760000000)
    tok = jwt_hs256({"sub": rd(7), "email": "p.okafor@gmail.com", "role": "customer",
                     "iat": now, "exp": now + 3600}, rbytes(32))
    t = (f"Why does this return 401?\n\n"
         f"curl -H \"Authorization: Bearer {tok}\" https://api.shopwell.io/v2/orders/{uid}")
    return t, [tok], [uid]


@case("en", "openssh-private-key", "OpenSSH private key block is a secret; public key line and fingerprint are look-alikes")
def _():
    block, fp, pub = openssh_ed25519("sam@thinkpad")
    t = (f"GitHub Actions says 'Load key: invalid format'. I put this into the DEPLOY_KEY secret:\n\n{block}\n\n"
         f"and added the public part to the server: {pub}\nssh-keygen -lf shows {fp}")
    return t, [block], [pub, fp]


@case("en", "django-session-cookie", "Django session cookie value is a secret; analytics cookie a look-alike")
def _():
    sid = rs(32, LOALNUM)
    ga = f"GA1.1.{rdn(9)}.{R.randint(1700000000, 1760000000)}"
    t = (f"I'm writing a script to download my own invoices from the supplier portal. Copied cookies from "
         f"devtools: sessionid={sid}; _ga={ga}; but requests still redirects me to /login. Why?")
    return t, [sid], [ga]


@case("en", "security-question-answers", "answers to security questions")
def _():
    maiden = pick(["Kowalczyk", "Brannigan", "Oyelaran", "Takeda", "Vasquez", "Lindqvist"])
    pet = pick(["Pickles", "Biscuit", "Mr. Whiskers", "Sergeant", "Noodle", "Captain"])
    t = (f"New bank app wants three security questions. My answers: mother's maiden name {maiden}, "
         f"first pet {pet}, and for the third one I'll reuse the pet. Which is easiest to guess from Facebook?")
    return t, [maiden, pet], []


@case("en", "port-out-pin", "carrier account number and port-out PIN; phone number look-alike")
def _():
    acct = rdn(9)
    pin = rd(6)
    phone = f"(415) 555-01{rd(2)}"
    t = (f"Switching from T-Mobile to Visible. The number to port is {phone}, T-Mobile account number {acct}, "
         f"and the port-out PIN I generated in the app is {pin}. Visible says 'invalid PIN' — is there a waiting period?")
    return t, [acct, pin], [phone]


@case("en", "gate-code-vs-callbox", "gate entry code is a secret; call-box directory number is a look-alike")
def _():
    dirno = rd(3)
    gate = rd(4)
    t = (f"Help me write delivery instructions for DoorDash: at the call box dial {dirno} (that's just our unit's "
         f"listing, it rings my phone). If I don't pick up, the gate code is {gate}#. Building C, second floor.")
    return t, [gate], [dirno]


@case("en", "house-sitter-alarm-safe", "alarm disarm code and safe combination; alarm company phone look-alike")
def _():
    alarm = rd(4)
    combo = f"{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}"
    phone = f"1-800-{rd(3)}-{rd(4)}"
    t = (f"Notes for the house sitter, make it a tidy list: feed the cat twice a day; alarm panel by the garage "
         f"door, disarm with {alarm} within 30 seconds; spare cash is in the closet safe, combination {combo}; "
         f"if the alarm company calls ({phone}) the passcode word is on the fridge magnet.")
    return t, [alarm, combo], [phone]


@case("en", "netflix-password-correction", "two messages: a password, then a corrected one (both secrets)")
def _():
    p1 = pw_human()
    p2 = pw_human()
    t = (f"Can you check what plan I'm on if I give you my Netflix login? email tamsin.a@outlook.com, "
         f"password {p1}" + M + f"sorry that's the old one, I changed it in March — it's {p2}")
    return t, [p1, p2], []


@case("en", "router-password-in-two-halves", "two messages: a router password given in two parts")
def _():
    pw = pw_random(16)
    a, b = pw[:8], pw[8:]
    t = (f"I'm locked out of the router admin page. My brother set the password and texted it in two parts "
         f"so it wouldn't be in one message. First part: {a}" + M +
         f"second part: {b}\ndo I just type them together with no space?")
    return t, [a, b], []


@case("en", "gemini-key-server-env", "Google API key in a server .env; GCP project number look-alike")
def _():
    k = google_key()
    proj = rdn(12)
    t = (f"Gemini calls work locally but fail on Cloud Run with 403 PERMISSION_DENIED for project {proj}.\n"
         f"My .env:\nGEMINI_API_KEY={k}\nGEMINI_MODEL=gemini-1.5-flash")
    return t, [k], [proj]


@case("en", "twilio-auth-token", "Twilio auth token is a secret; message SID of the same shape is a look-alike")
def _():
    sid = "AC" + hexs(32)
    tok = hexs(32)
    msg = "SM" + hexs(32)
    t = (f"SMS sends fine but status callback never arrives.\n\n"
         f"client = Client(\"{sid}\", \"{tok}\")\n"
         f"m = client.messages.create(to=\"+14155550187\", from_=\"+14155550112\", body=\"Your table is ready\")\n"
         f"print(m.sid)  # {msg}")
    return t, [tok], [msg, "+14155550187"]


@case("en", "sendgrid-key-node", "SendGrid API key in Node code; dynamic template id look-alike")
def _():
    k = sendgrid_key()
    tpl = "d-" + hexs(32)
    t = (f"Emails aren't going out, no error though:\n\n"
         f"sgMail.setApiKey('{k}');\n"
         f"await sgMail.send({{ to, from: 'orders@lunchbox.co', templateId: '{tpl}', dynamicTemplateData: data }});")
    return t, [k], [tpl]


@case("en", "telegram-bot-token", "Telegram bot token is a secret; chat id is a look-alike")
def _():
    tok = telegram_token()
    chat = "-100" + rdn(10)
    t = (f"My python-telegram-bot doesn't answer in the group.\n\n"
         f"TOKEN = \"{tok}\"\nGROUP_CHAT_ID = {chat}\n\n"
         f"getUpdates shows the messages though.")
    return t, [tok], [chat]


@case("en", "discord-bot-token", "Discord bot token is a secret; the bot's application id (public) is a look-alike")
def _():
    app_id = str(R.randint(10 ** 17, 13 * 10 ** 17))
    tok = discord_token(app_id)
    guild = str(R.randint(10 ** 17, 13 * 10 ** 17))
    t = (f"discord.py bot logs in but slash commands never show up. Application ID {app_id}, test guild {guild}.\n"
         f"bot.run(\"{tok}\")")
    return t, [tok], [app_id, guild]


@case("en", "npmrc-auth-token", "npm token in .npmrc; package version look-alike")
def _():
    tok = npm_token()
    ver = f"{R.randint(1, 4)}.{R.randint(0, 20)}.{R.randint(0, 9)}"
    t = (f"npm publish fails with E404 for @lumen/ui-kit@{ver}. My ~/.npmrc:\n\n"
         f"//registry.npmjs.org/:_authToken={tok}\n@lumen:registry=https://registry.npmjs.org/")
    return t, [tok], [f"@lumen/ui-kit@{ver}"]


@case("en", "pypirc-token", "PyPI API token in .pypirc; wheel sha256 from the upload log is a look-alike")
def _():
    tok = pypi_token()
    digest = hexs(64)
    t = (f"twine upload gives 403 Invalid or non-existent authentication information.\n\n"
         f"[pypi]\nusername = __token__\npassword = {tok}\n\n"
         f"Uploading tinyparse-0.4.2-py3-none-any.whl (sha256 {digest})")
    return t, [tok], [digest]


@case("en", "huggingface-token", "Hugging Face token; model revision hash look-alike")
def _():
    tok = hf_token()
    rev = hexs(40)
    t = (f"Getting 'Access to model is restricted' even after accepting the license.\n"
         f"login(token=\"{tok}\")\n"
         f"AutoModelForCausalLM.from_pretrained(\"mistralai/Mistral-7B-Instruct-v0.3\", revision=\"{rev}\")")
    return t, [tok], [rev]


@case("en", "docker-login-gitlab", "GitLab token passed to docker login; image digest look-alike")
def _():
    tok = gitlab_pat()
    dig = "sha256:" + hexs(64)
    t = (f"CI step:\n  docker login registry.gitlab.com -u deploy-bot -p {tok}\n"
         f"  docker pull registry.gitlab.com/harbor-labs/api@{dig}\n"
         f"fails with 'denied: access forbidden'. Same command works on my laptop.")
    return t, [tok], [dig]


@case("en", "k8s-secret-base64", "base64 password in a Kubernetes Secret; object uid look-alike")
def _():
    pw = pw_random(20)
    enc = b64(pw.encode())
    user = b64(b"orders")
    uid = uuid4()
    t = (f"The pod can't log in to MySQL, is my secret wrong?\n\n"
         f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: mysql-creds\n  uid: {uid}\ntype: Opaque\n"
         f"data:\n  username: {user}\n  password: {enc}")
    return t, [enc], [uid]


@case("en", "heroku-key-vs-request-id", "Heroku API key (UUID-shaped) is a secret; a request id UUID is a look-alike")
def _():
    key = uuid4()
    req = uuid4()
    t = (f"GitHub Action deploy to Heroku fails: 'Invalid credentials provided'. Request-Id: {req}\n"
         f"I set HEROKU_API_KEY to {key} — that's what `heroku auth:token` printed last year.")
    return t, [key], [req]


@case("en", "datadog-keys-vs-commit", "Datadog API/app keys are secrets; a 40-hex commit sha in DD_VERSION is a look-alike")
def _():
    api = hexs(32)
    app = hexs(40)
    sha = hexs(40)
    t = (f"No traces in Datadog from the new service. docker-compose env:\n"
         f"  DD_API_KEY: {api}\n  DD_APP_KEY: {app}\n  DD_SITE: datadoghq.eu\n  DD_VERSION: {sha}\n"
         f"  DD_ENV: staging")
    return t, [api, app], [sha]


@case("en", "azure-storage-connection-string", "AccountKey value of an Azure connection string; request id look-alike")
def _():
    key = b64(rbytes(64))
    req = uuid4()
    t = (f"Blob upload returns 403 AuthenticationFailed (x-ms-request-id: {req}).\n"
         f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=stinvoicesweu01;"
         f"AccountKey={key};EndpointSuffix=core.windows.net")
    return t, [key], [req]


@case("en", "mongodb-srv-uri", "user:password part of a MongoDB URI; cluster host look-alike")
def _():
    user = pick(["admin", "appUser", "maria_dev", "reporting"])
    pw = pw_human()
    host = f"cluster0.{rs(5, LOALNUM)}.mongodb.net"
    t = (f"Mongoose connect times out from my VPS but works from home:\n"
         f"mongoose.connect(\"mongodb+srv://{user}:{pw}@{host}/shop?retryWrites=true&w=majority\")\n"
         f"I already whitelisted the VPS IP for {host}.")
    return t, [f"{user}:{pw}"], [host]


@case("en", "redis-url-password", "password of a Redis URL")
def _():
    pw = rs(32, ALNUM)
    port = R.randint(10000, 19999)
    t = (f"Celery can't reach the broker:\nCELERY_BROKER_URL=redis://default:{pw}@redis-{port}.c{rd(3)}.us-east-1-4.ec2.cloud.redislabs.com:{port}/0\n"
         f"Error: NOAUTH Authentication required.")
    return t, [f"default:{pw}"], []


@case("en", "gmail-app-password-smtp", "Gmail app password in SMTP settings")
def _():
    ap = " ".join(rs(4, LO) for _ in range(4))
    t = (f"Nextcloud can't send mail. Settings: smtp.gmail.com, port 587, STARTTLS, user "
         f"grant.ellery@gmail.com, app password {ap}. Error 535-5.7.8 Username and Password not accepted.")
    return t, [ap], []


@case("en", "password-in-log-line", "password leaked into a log line; trace id look-alike")
def _():
    pw = pw_human()
    trace = hexs(32)
    t = (f"Our auth service logs look wrong to me:\n"
         f"2025-03-18T09:14:22Z WARN auth.login failed user=ops-admin password={pw} ip=10.20.4.17 trace_id={trace}\n"
         f"That's my admin account. How do I stop it logging the password field?")
    return t, [pw], [trace]


@case("en", "microsoft-recovery-code", "Microsoft account recovery code; support case number look-alike")
def _():
    code = "-".join(rs(5, UPALNUM) for _ in range(5))
    case_no = rdn(10)
    t = (f"Microsoft support (case {case_no}) told me to keep my recovery code somewhere safe. Here it is: "
         f"{code}. Can you remind me of it if I ask later?")
    return t, [code], [case_no]


@case("en", "bitlocker-recovery-key", "BitLocker recovery key; key ID and Dell service tag are look-alikes")
def _():
    key = bitlocker_key()
    kid = str(uuid4()).upper()
    tag = rs(7, UPALNUM)
    t = (f"Dell laptop (service tag {tag}) asks for the BitLocker recovery key after a BIOS update. "
         f"The screen shows Key ID {kid[:8]}, and in my Microsoft account under that ID "
         f"({kid}) I found: {key}. It says it's wrong — am I typing it right?")
    return t, [key], [kid, tag]


@case("en", "anthropic-key-next-message", "two messages: key announced, then given")
def _():
    k = anthropic_key()
    t = ("I'll paste my Anthropic key in the next message, just tell me if the format looks right, don't save it."
         + M + k)
    return t, [k], []


@case("en", "canada-sin-business-number", "own SIN is a secret; employer's CRA business number is a look-alike")
def _():
    sin = ca_sin()
    bn = rdn(9) + "RP0001"
    t = (f"My T4 has my SIN wrong by one digit. It should be {sin}. Employer's account number on the slip is "
         f"{bn}. Who do I contact, CRA or payroll?")
    return t, [sin], [bn]


@case("en", "uk-nhs-and-ni-numbers", "NHS number and National Insurance number; surgery phone number look-alike")
def _():
    nhs = nhs_number()
    ni = uk_nino()
    phone = f"020 7946 0{rd(3)}"
    t = (f"Registering with a new GP online. They want my NHS number ({nhs}) and for the work-capability bit "
         f"my NI number {ni}. The surgery's number is {phone} if they need to call back. Does this look complete?")
    return t, [nhs, ni], [phone]


@case("en", "au-medicare-card", "Medicare card number; GP provider number look-alike")
def _():
    mc = au_medicare()
    prov = rd(6) + R.choice(DIG + UP) + R.choice(UP)
    t = (f"Booking a telehealth appointment; the form asks for my Medicare card number: {mc}. "
         f"The doctor's provider number is {prov}. Will it be bulk billed?")
    return t, [mc], [prov]


@case("en", "za-id-company-reg", "South African ID number is a secret; employer's company registration number a look-alike")
def _():
    zid = za_id()
    reg = f"{R.randint(1998, 2021)}/{rd(6)}/07"
    t = (f"FNB wants me to FICA again. My ID number is {zid}; proof of employment letter is from Lekker Logistics "
         f"(Pty) Ltd, reg. no. {reg}. What else do I need?")
    return t, [zid], [reg]


@case("en", "subscriptions-markdown-table", "markdown table with masked cards (look-alikes) and one full card (secret)")
def _():
    c = visa()
    m1 = f"**** {rd(4)}"
    m2 = f"**** {rd(4)}"
    cvc = rd(3)
    t = (f"Clean up this table of my subscriptions and add a monthly total:\n\n"
         f"| Service | Card | Price |\n|---|---|---|\n| Netflix | Visa {m1} | 15.49 |\n"
         f"| Spotify | Mastercard {m2} | 11.99 |\n| Gym | {card_fmt(c)} exp {fut_exp()} cvc {cvc} | 39.00 |")
    return t, [card_fmt(c), cvc], [m1, m2]


@case("en", "amex-phone-booking", "Amex number and CID; hotel confirmation number look-alike")
def _():
    c = amex()
    cid = rd(4)
    conf = rdn(8)
    t = (f"Remind me tomorrow when I call the hotel (confirmation {conf}) to guarantee the room: Amex "
         f"{card_fmt(c)}, CID {cid}.")
    return t, [card_fmt(c), cid], [conf]


@case("en", "phone-banking-passcode", "telephone banking passcode and memorable word; bank phone look-alike")
def _():
    pc = rd(6)
    word = pick(["ratatouille", "Penhaligon", "bluebell", "Tottenham", "lighthouse"])
    phone = f"0345 {rd(3)} {rd(4)}"
    t = (f"The bank's phone line ({phone}) keeps rejecting me at security. I say my passcode {pc} and memorable "
         f"word '{word}', then it hangs up. Could the keypad be the problem?")
    return t, [pc, word], [phone]


@case("en", "binance-api-keys", "exchange API key and secret; order id look-alike")
def _():
    k = rs(64, ALNUM)
    s = rs(64, ALNUM)
    oid = rdn(11)
    t = (f"My grid bot got -2015 'Invalid API-key, IP, or permissions'.\n"
         f"client = Client(api_key=\"{k}\",\n                api_secret=\"{s}\")\n"
         f"Last successful order was orderId {oid}.")
    return t, [k, s], [oid]


@case("en", "revoked-github-token", "token the user says was leaked and revoked (still a secret); short commit sha look-alike")
def _():
    tok = gh_classic()
    sha = hexs(7)
    t = (f"GitHub emailed me that a token was exposed in a public repo. I already revoked it — it was {tok}, "
         f"committed in {sha}. Do I still need to scrub history?")
    return t, [tok], [sha]


@case("en", "cloudflare-token-vs-zone-id", "Cloudflare API token is a secret; zone and account ids are look-alikes")
def _():
    tok = rs(40, B64U)
    zone = hexs(32)
    acc = hexs(32)
    t = (f"Terraform says 'Authentication error (10000)'.\n"
         f"export CLOUDFLARE_API_TOKEN={tok}\nzone_id    = \"{zone}\"\naccount_id = \"{acc}\"")
    return t, [tok], [zone, acc]


@case("en", "pgp-private-key-block", "armored PGP private key block; the (public) fingerprint is a look-alike")
def _():
    body = b64(rbytes(R.randint(300, 360)))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    crc = b64(rbytes(3))
    block = ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + crc +
             "\n-----END PGP PRIVATE KEY BLOCK-----")
    fpr = " ".join(rs(4, HEXU) for _ in range(10))
    t = (f"Thunderbird won't import my key. Fingerprint should be {fpr}. This is the export:\n\n{block}")
    return t, [block], [fpr]


@case("en", "vpn-credentials-email", "pasted IT e-mail with VPN username/password and an initial PIN; ticket number look-alike")
def _():
    pw = pw_random(14)
    pin = rd(8)
    ticket = f"INC{rd(7)}"
    t = (f"IT sent me this, what do I do with it?\n\n> Ticket {ticket} resolved.\n> Your temporary VPN password is "
         f"{pw} (must be changed at first login).\n> Your RSA token initial PIN: {pin}\n> Server: vpn.emea.halvorsen.com")
    return t, [pw, pin], [ticket]


@case("en", "crypto-wif-key", "Bitcoin WIF private key; public address look-alike")
def _():
    wif = btc_wif()
    addr = btc_p2pkh()
    t = (f"Found an old paper wallet from 2017. Private key (WIF): {wif}. The address printed on it is {addr}. "
         f"How do I sweep it into Electrum safely?")
    return t, [wif], [addr]


@case("en", "mqtt-yaml-password", "password in a YAML config for a home server; docker image tag look-alike")
def _():
    pw = pw_human()
    tag = f"{R.randint(1, 3)}.{R.randint(0, 30)}.{R.randint(0, 9)}"
    t = (f"Home Assistant add-on won't start. My config:\n\n"
         f"mqtt:\n  broker: 192.168.1.40\n  port: 1883\n  username: homeassistant\n  password: \"{pw}\"\n"
         f"image: eclipse-mosquitto:{tag}")
    return t, [pw], [f"eclipse-mosquitto:{tag}"]


# ------------------------------------------------------- English negatives
@case("en", "neg-stripe-test-cards", "negative: Stripe documentation test cards only")
def _():
    t = ("For my checkout tests: 4242 4242 4242 4242 always succeeds, 4000 0000 0000 0002 is a generic decline "
         "and 4000 0027 6000 3184 forces 3-D Secure, right? Any expiry in the future and any CVC. "
         "I want a table of which test card triggers which decline code.")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0027 6000 3184"]


@case("en", "neg-aws-docs-keys-iam", "negative: AWS documentation example keys and example account ARN")
def _():
    t = ("In the AWS CLI docs they configure AKIAIOSFODNN7EXAMPLE with secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, "
         "and the policy examples use arn:aws:iam::123456789012:user/Alice. Is 123456789012 a real account "
         "or reserved like example.com?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                   "arn:aws:iam::123456789012:user/Alice"]


@case("en", "neg-order-tracking", "negative: order numbers and tracking numbers")
def _():
    order = f"{rd(3)}-{rd(7)}-{rd(7)}"
    ups = "1Z" + rs(6, UPALNUM) + rd(2) + rd(8)
    usps = "9400" + rd(18)
    inv = f"INV-{R.randint(2024, 2025)}-{rd(5)}"
    t = (f"Two packages from Amazon order {order} — one came by UPS ({ups}), the other shows USPS "
         f"{usps} but hasn't moved in 6 days. The seller's invoice is {inv}. Who do I chase?")
    return t, [], [order, ups, usps, inv]


@case("en", "neg-git-commits-tags", "negative: commit hashes, tags and version strings")
def _():
    a, b = hexs(40), hexs(7)
    ver = f"v{R.randint(1, 5)}.{R.randint(0, 20)}.{R.randint(0, 12)}"
    t = (f"git bisect says the first bad commit is {a}, but {b} is the merge that actually touched the parser. "
         f"It was released in {ver}. How do I revert just that file?")
    return t, [], [a, b, ver]


@case("en", "neg-env-example-placeholders", "negative: placeholders in an .env.example")
def _():
    t = ("Is this a good .env.example to commit?\n\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n"
         "OPENAI_API_KEY=your_api_key_here\nDATABASE_URL=postgres://<user>:<password>@localhost:5432/app\n"
         "JWT_SECRET=change-me\nSENTRY_DSN=")
    return t, [], ["sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "your_api_key_here", "<user>:<password>", "change-me"]


@case("en", "neg-masked-card-statement", "negative: masked card, authorization code and statement reference")
def _():
    masked = f"XXXX XXXX XXXX {rd(4)}"
    auth = rd(6)
    ref = rd(23)
    t = (f"There's a charge I don't recognise on my statement: 'SQ *BLUE FERN CAFE  $12.80', card {masked}, "
         f"auth code {auth}, reference {ref}. Is SQ Square? I'm trying to remember if I was there.")
    return t, [], [masked, auth, ref]


@case("en", "neg-charity-donation-iban", "negative: a charity's IBAN, BIC and charity number for a donation")
def _():
    ib = iban_gb("NWBK")
    chno = rdn(7)
    t = (f"I want to donate £50 to the Ashworth Hedgehog Rescue (registered charity no. {chno}). Their website "
         f"says IBAN {iban_fmt(ib)}, BIC NWBKGB2L. Is Gift Aid automatic if I transfer from Spain?")
    return t, [], [iban_fmt(ib), "NWBKGB2L", chno]


@case("en", "neg-iso-checksum-gpg", "negative: download checksum and a public signing-key fingerprint")
def _():
    h = hexs(64)
    fp = rs(40, HEXU)
    t = (f"sha256sum of my ubuntu-24.04.1-desktop-amd64.iso is {h}, but the SHA256SUMS file lists a different "
         f"value. The signing key fingerprint shown by gpg is {fp}. Corrupted download or tampering?")
    return t, [], [h, fp]


@case("en", "neg-famous-example-passwords", "negative: famous example passwords discussed as examples")
def _():
    t = ("For my security awareness slides: why is 'correct horse battery staple' stronger than 'Tr0ub4dor&3', and "
         "why do people still use 'password123' and 'P@ssw0rd'? Also explain the 'hunter2' joke briefly.")
    return t, [], ["correct horse battery staple", "Tr0ub4dor&3", "password123", "P@ssw0rd", "hunter2"]


@case("en", "neg-ssn-regex-examples", "negative: well-known invalid/example SSNs in a regex question")
def _():
    t = ("Write a regex for US SSNs that rejects 000, 666 and 9xx area numbers. My unit tests use 123-45-6789 and "
         "the famous Woolworth wallet number 078-05-1120 as must-reject examples.")
    return t, [], ["123-45-6789", "078-05-1120"]


@case("en", "neg-warranty-serials", "negative: product model and serial numbers for a warranty claim")
def _():
    sn = "C02" + rs(9, UPALNUM)
    model = "A" + str(R.randint(2100, 2999))
    imei_like = rd(2) + " " + rd(6) + " " + rd(6) + " " + rd(1)
    t = (f"Apple says my MacBook (model {model}, serial {sn}) is out of warranty but I bought it 10 months ago. "
         f"Also the iPhone on the same receipt shows IMEI {imei_like}. What proof do I need?")
    return t, [], [sn, model]


@case("en", "neg-jwt-io-example", "negative: the jwt.io documentation example token")
def _():
    t = (f"Can you decode the example token from jwt.io and explain each part?\n{JWT_IO_EXAMPLE}\n"
         f"Why is the signature verified with the word 'your-256-bit-secret'?")
    return t, [], [JWT_IO_EXAMPLE, "your-256-bit-secret"]


@case("en", "neg-redacted-log", "negative: redacted and masked values in a log")
def _():
    t = ("Our logs now show password=[REDACTED] and api_key=sk-****************3f9a, and the card as 411111******1111. "
         "Is masking the middle of the card enough for PCI?")
    return t, [], ["[REDACTED]", "sk-****************3f9a", "411111******1111"]


@case("en", "neg-check-routing-number", "negative: a bank's routing number and a check number")
def _():
    chk = str(R.randint(1001, 1499))
    t = (f"The routing number printed on my checks is 021000021 — is that Chase New York? I wrote check {chk} "
         f"to my contractor last week and it hasn't cleared.")
    return t, [], ["021000021", chk]


@case("en", "neg-password-policy-placeholders", "negative: placeholders in a password-reset email template")
def _():
    t = ("Write a password reset email template. Use {{reset_link}} for the link, mention the code as <6-digit code>, "
         "and show an example strong password like 'Example-Only-Pa55!' — make it clear not to use that one.")
    return t, [], ["{{reset_link}}", "<6-digit code>", "Example-Only-Pa55!"]


@case("en", "neg-supplier-wire", "negative: a supplier's bank details, SWIFT and invoice number for a payment")
def _():
    ib = iban_de()
    inv = f"RE-{rd(6)}"
    t = (f"Our German supplier wants payment of invoice {inv} to IBAN {iban_fmt(ib)}, BIC COBADEFFXXX. "
         f"Our US bank asks for an intermediary bank — what do I put?")
    return t, [], [iban_fmt(ib), "COBADEFFXXX", inv]


# ------------------------------------------------------- other languages
LW = {
    "zh": ["woaini", "xiaomao", "tiantian", "xingfu", "kuaile", "haoyun", "jiayou", "baobei", "lingling"],
    "ja": ["sakura", "tanuki", "hanabi", "mikan", "yukiko", "tomodachi", "kaeru", "onigiri"],
    "ko": ["saranghae", "minjun", "haneul", "dubu", "gureum", "sarang", "bomnal"],
    "de": ["sonnenschein", "kaffeetasse", "blumenwiese", "hamburg", "schatzi", "fussball", "bergsee"],
    "fr": ["soleil", "chouchou", "marseille", "doudou", "loulou", "bisous", "tournesol"],
    "es": ["mariposa", "corazon", "tequila", "sevilla", "princesa", "girasol", "betis"],
    "pt": ["saudade", "flamengo", "brigadeiro", "amorzinho", "corinthians", "benfica", "sardinha"],
    "it": ["farfalla", "juventus", "tesoro", "girasole", "napoli", "limoncello", "pandoro"],
    "ru": ["solnyshko", "kotik", "zenit", "privet", "malysh", "lastochka", "medved"],
    "pl": ["kotek", "zabka", "slonko", "legia", "misiek", "bursztyn", "pierogi"],
    "tr": ["galatasaray", "canim", "fenerbahce", "bursa", "kedicik", "simit", "lale"],
    "nl": ["stroopwafel", "tulp", "ajax", "fietsen", "konijn", "hagelslag"],
    "sv": ["kanelbulle", "sommar", "midsommar", "alg", "blabar", "hemma"],
    "no": ["fjellet", "brunost", "sommer", "bergen", "hytta", "lofoten"],
    "fi": ["kissa", "sauna", "mokki", "talvi", "karhu", "joulu"],
    "el": ["thalassa", "ilios", "giagia", "olympiakos", "paok", "kalimera"],
    "vi": ["matkhau", "yeuem", "hanoi", "saigon", "hoamai", "bongsen"],
    "th": ["sawasdee", "chaiyo", "maewkhao", "somtam", "khaopad"],
    "id": ["rahasia", "sayang", "garuda", "bandung", "kucing", "rendang"],
    "tl": ["mahalkita", "pinoy", "adobo", "bituin", "sampaguita"],
    "sw": ["simba", "jambo", "nairobi", "pendo", "furaha", "mombasa"],
    "cs": ["kocicka", "pivo", "sparta", "slunicko", "praha"],
    "ro": ["iubire", "soarele", "steaua", "bucuresti", "catel"],
    "hu": ["cica", "napsugar", "ferencvaros", "szerelem", "balaton"],
    "da": ["hygge", "smoerrebroed", "kanel", "aarhus", "sommerhus"],
    "uk": ["sonechko", "kvitka", "dynamo", "kyiv", "kotyk"],
    "he": ["shalom", "ahava", "maccabi", "tapuz", "yerushalaim"],
    "ar": ["habibi", "qamar", "alhilal", "riyadh", "sabah"],
    "fa": ["tehran", "setareh", "golab", "persepolis", "mahtab"],
    "hi": ["jaihind", "bholenath", "mumbai", "sunshine", "krishna"],
}

FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


# --- Chinese
@case("zh", "id-card-and-salary-card", "Chinese resident id and UnionPay debit card; courier waybill look-alike")
def _():
    cid = cn_id()
    c = card(pick(["621483", "622848", "621700", "622202"]), R.choice([16, 19]))
    sf = "SF" + rdn(13)
    t = (f"帮我把这些信息整理成表格，我要填入职登记表：姓名 王磊，身份证号 {cid}，工资卡 招商银行 {card_fmt(c)}，"
         f"开户行 上海浦东支行。另外之前寄offer原件的快递单号是 {sf}，顺便告诉我怎么查有没有签收。")
    return t, [cid, card_fmt(c)], [sf]


@case("zh", "bank-sms-code-and-pay-password", "bank SMS verification code and a payment password given to a scammer; bank hotline look-alike")
def _():
    code = rd(6)
    paypw = rd(6)
    t = (f"刚收到一条短信：“【招商银行】您的验证码为{code}，您正在进行网上支付，金额1,280.00元，请勿泄露。”"
         f"可我根本没买东西。之前有个自称客服的人打电话，我还把支付密码{paypw}告诉他了……现在打95555来得及吗？")
    return t, [code, paypw], ["95555"]


@case("zh", "neg-supplier-invoice-info", "negative: supplier's unified social credit code, company account and order number")
def _():
    uscc = cn_uscc(pick(["440300", "440305", "440306"]))
    acct = rdn(R.choice([12, 16]))
    order = rdn(2) + rd(16)
    t = (f"供应商发来的开票信息帮我核对一下格式对不对：名称 深圳市星河云科技有限公司；统一社会信用代码 {uscc}；"
         f"开户行 中国银行深圳科技园支行；账号 {acct}；电话 0755-{R.choice('2345678')}{rd(7)}。对应的采购订单号是 {order}。")
    return t, [], [uscc, acct, order]


@case("zh", "router-wifi-password", "home Wi-Fi password; router admin IP look-alike")
def _():
    pw1 = pw_human(LW["zh"])
    t = (f"家里新装了华为路由器，WiFi名字 ChinaNet-{rs(4, UPALNUM)}，密码 {pw1}，管理页面是 192.168.3.1。"
         f"怎么给来家里的朋友单独开一个访客网络，不让他们看到我的主网络密码？")
    return t, [pw1], ["192.168.3.1"]


# --- Japanese
@case("ja", "my-number-and-bank-account", "My Number and own bank account; bank branch code look-alike")
def _():
    mn = jp_mynumber()
    br = rd(3)
    acct = rd(7)
    t = (f"副業の報酬を受け取るため、取引先に送るメールを書いてください。マイナンバー：{grp(mn, [4, 4, 4])}、"
         f"振込先：三井住友銀行 渋谷駅前支店（店番{br}）普通預金 {acct}、名義 サトウ ミサキ。")
    return t, [grp(mn, [4, 4, 4]), acct], [br]


@case("ja", "mother-cash-card-pin-correction", "two messages: a mother's card PIN and net-banking password, then a correction")
def _():
    pin = rd(4)
    pw1 = pw_human(LW["ja"])
    pw2 = pw_human(LW["ja"])
    inq = rdn(10)
    t = (f"母の代わりに振込をしたいです。キャッシュカードの暗証番号は{pin}、ネットバンキングのログインパスワードは{pw1}と"
         f"聞いています。銀行のお問い合わせ番号は{inq}です。家族でも代理で手続きできますか？" + M +
         f"すみません、パスワードは先月変えたそうで、正しくは {pw2} でした。")
    return t, [pin, pw1, pw2], [inq]


@case("ja", "neg-corporate-number-postal", "negative: a company's corporate number, postal code and order number")
def _():
    corp = jp_corp()
    order = f"{rd(3)}-{rd(7)}-{rd(7)}"
    t = (f"届いた請求書に「株式会社ミドリ商会　法人番号 {corp}」とあります。住所は〒150-0002 東京都渋谷区渋谷二丁目、"
         f"注文番号は {order} です。この法人番号が本物か国税庁のサイトで確認する方法を教えてください。")
    return t, [], [corp, "150-0002", order]


@case("ja", "health-insurance-card-numbers", "health insurance card symbol/number (secret); insurer number look-alike")
def _():
    insurer = "06" + rd(6)
    kigo = rd(5)
    bango = rd(4)
    t = (f"転職して新しい保険証が届きました。病院の問診票に書くのでメモしておきたいです。保険者番号 {insurer}、"
         f"記号 {kigo}、番号 {bango}。マイナ保険証にした方がいいですか？")
    return t, [kigo, bango], [insurer]


# --- Korean
@case("ko", "rrn-and-deposit-account", "resident registration number and own account; broker's business registration number look-alike")
def _():
    rrn = kr_rrn()
    acct = f"{rd(6)}-{rd(2)}-{rd(6)}"
    brn = kr_brn()
    t = (f"전세 계약서 특약에 넣을 제 정보 정리해 주세요. 임차인 김민준, 주민등록번호 {rrn}, 보증금 반환 계좌 "
         f"KB국민은행 {acct}. 공인중개사 사무소 사업자등록번호는 {brn}이에요.")
    return t, [rrn, acct], [brn]


@case("ko", "certificate-transfer-code", "certificate password and one-time transfer approval number; call centre look-alike")
def _():
    appr = f"{rd(4)}-{rd(4)}-{rd(4)}"
    pw = pw_human(LW["ko"])
    cc = f"1588-{rd(4)}"
    t = (f"PC에서 휴대폰으로 공동인증서 내보내기 하는데 PC 화면에 승인번호 {appr}가 떴어요. 인증서 비밀번호는 {pw}예요. "
         f"폰에서는 어디에 입력하나요? 안 되면 고객센터 {cc}에 전화해야 하나요?")
    return t, [appr, pw], [cc]


@case("ko", "neg-order-waybill", "negative: order number, courier waybill and seller's business registration number")
def _():
    order = rdn(14)
    wb = rdn(12)
    brn = kr_brn()
    t = (f"쿠팡 주문번호 {order}, CJ대한통운 송장번호 {wb}인데 일주일째 배송 준비 중이에요. 판매자 사업자등록번호 {brn}로 "
         f"연락처 찾을 수 있나요? 환불 요청 문자도 써 주세요.")
    return t, [], [order, wb, brn]


# --- Arabic
@case("ar", "saudi-id-and-iban", "Saudi national id and own IBAN; HR request number look-alike")
def _():
    nid = sa_nid("1")
    ib = iban_sa()
    req = rdn(7)
    t = (f"أرجو مساعدتي في كتابة رسالة لقسم الموارد البشرية لتحديث بياناتي البنكية: رقم الهوية الوطنية {nid}، "
         f"والآيبان الجديد في مصرف الراجحي {iban_fmt(ib)}. رقم الطلب في النظام {req}.")
    return t, [nid, iban_fmt(ib)], [req]


@case("ar", "bank-otp-scam-call", "bank OTP from an SMS; the bank's unified phone number is a look-alike")
def _():
    code = rd(4)
    uni = "9200" + rd(5)
    t = (f"وصلتني رسالة: «رمز التحقق الخاص بك هو {code}، لا تشاركه مع أحد. البنك الأهلي». وبعدها مباشرة اتصل بي شخص "
         f"يقول إنه من البنك ويطلب الرمز لتحديث بياناتي. رقم البنك الموحد اللي أعرفه {uni}. هل أعطيه الرمز؟")
    return t, [code], [uni]


@case("ar", "neg-restaurant-vat-invoice", "negative: a restaurant's VAT number, commercial registration and invoice number")
def _():
    vat = "3" + rd(13) + "3"
    cr = "1010" + rd(6)
    inv = rdn(6)
    t = (f"في فاتورة المطعم مكتوب الرقم الضريبي {vat} والسجل التجاري {cr} ورقم الفاتورة {inv}، لكن ما فيه رمز QR. "
         f"هل الفاتورة نظامية؟ وكيف أتحقق من الرقم الضريبي في موقع هيئة الزكاة والضريبة؟")
    return t, [], [vat, cr, inv]


# --- Persian
@case("fa", "melli-code-card-cvv2-persian-digits", "national code and card in Persian digits and CVV2; tracking code look-alike")
def _():
    mc = ir_melli().translate(FA_DIGITS)
    c = card(pick(["610433", "603799", "589210", "621986"]))
    cfmt = grp4(c, "-").translate(FA_DIGITS)
    cvv = rd(R.choice([3, 4]))
    trk = rdn(12)
    t = (f"برای ثبت‌نام در سامانه کد ملی‌ام {mc} و شماره کارتم {cfmt} را زدم، CVV2 هم {cvv} را وارد کردم و با رمز پویا "
         f"پرداخت کردم ولی خطا داد و پول کم شد. کد پیگیری {trk} است. چطور پیگیری کنم؟")
    return t, [mc, cfmt, cvv], [trk]


@case("fa", "neg-shop-sheba-tracking", "negative: a shop's Sheba (IBAN), postal tracking and invoice numbers")
def _():
    ib = iban_ir()
    post = rdn(20)
    inv = rdn(6)
    t = (f"فروشگاه اینترنتی گفته مبلغ را به شماره شبای {ib} به نام «فروشگاه نگین» واریز کنم. کد رهگیری مرسوله پست {post} "
         f"و شماره فاکتور {inv} است. از کجا بفهمم شبا واقعاً مال همین فروشگاه است؟")
    return t, [], [ib, post, inv]


@case("fa", "gmail-password-instagram-code", "email password and an Instagram recovery code")
def _():
    pw = pw_human(LW["fa"])
    code = rd(6)
    t = (f"اینستاگرامم هک شده. رمز جیمیلم {pw} است و اینستاگرام یک کد بازیابی {code} فرستاده. "
         f"قدم به قدم بگو چکار کنم که پیج را پس بگیرم.")
    return t, [pw, code], []


# --- Hebrew
@case("he", "teudat-zehut-and-bank-account", "Israeli ID and own bank account; bank branch number look-alike")
def _():
    tz = il_tz()
    branch = str(R.randint(100, 999))
    acct = rd(R.choice([6, 7]))
    t = (f"אני ממלא טופס לביטוח לאומי לקבלת דמי אבטלה. מספר תעודת זהות {tz}, חשבון בנק לאומי (בנק 10), "
         f"סניף {branch}, מספר חשבון {acct}. מה עוד צריך לצרף?")
    return t, [tz, acct], [branch]


@case("he", "card-cvv-online-order", "card number and CVV at an online checkout; order number look-alike")
def _():
    c = card(pick(["4580", "5326", "4557"]))
    cvv = rd(3)
    order = rdn(8)
    t = (f"הזמנתי באתר והתשלום נתקע. הכנסתי כרטיס {card_fmt(c)} תוקף {fut_exp()} ושלוש ספרות בגב {cvv}. "
         f"מספר הזמנה {order}. לחייב שוב או לחכות?")
    return t, [card_fmt(c), cvv], [order]


@case("he", "neg-receipt-company-number", "negative: a business's company number (ח.פ.) and receipt number")
def _():
    hp = "51" + rd(6)
    hp = hp + str((10 - (sum((int(c) * (1 if i % 2 == 0 else 2)) // 10 + (int(c) * (1 if i % 2 == 0 else 2)) % 10
                         for i, c in enumerate(hp))) % 10) % 10)
    rc = rdn(5)
    t = (f"בקבלה מהמוסך כתוב ח.פ. {hp} ומספר קבלה {rc}. איך אני בודק שזו חברה רשומה ושהקבלה תקינה למס הכנסה?")
    return t, [], [hp, rc]


# --- Hindi
@case("hi", "aadhaar-pan-kyc", "Aadhaar and PAN for KYC; bank complaint number look-alike")
def _():
    a = aadhaar()
    pan = in_pan("P")
    comp = "CMP" + rd(9)
    t = (f"मुझे बैंक का KYC अपडेट करना है। मेरा आधार नंबर {a} और पैन {pan} है। बैंक ने शिकायत संख्या {comp} दी है। "
         f"शाखा मैनेजर के लिए एक छोटा ईमेल ड्राफ्ट कर दो।")
    return t, [a, pan], [comp]


@case("hi", "father-upi-pin-blocked", "father's UPI PIN and bank account (entrusted); IFSC look-alike")
def _():
    pin = rd(R.choice([4, 6]))
    acct = rdn(11)
    ifsc = "SBIN0" + rd(6)
    t = (f"पापा का UPI PIN {pin} है, उन्होंने तीन बार गलत डाल दिया और अब ब्लॉक हो गया। खाता संख्या {acct}, IFSC {ifsc}। "
         f"कितनी देर में अनब्लॉक होगा, या ब्रांच जाना पड़ेगा?")
    return t, [pin, acct], [ifsc]


@case("hi", "neg-gstin-bill-pnr", "negative: a shop's GSTIN, bill number and a railway PNR")
def _():
    g = in_gstin()
    bill = f"{rd(4)}/{R.randint(24, 25)}-{R.randint(25, 26)}"
    pnr = rdn(10)
    t = (f"दुकानदार के बिल पर GSTIN {g} और बिल नंबर {bill} लिखा है, क्या ये असली है? साथ में मेरी ट्रेन का PNR {pnr} भी "
         f"चेक करने का तरीका बताओ।")
    return t, [], [g, bill, pnr]


# --- Russian
@case("ru", "passport-snils-inn-deduction", "passport, SNILS and INN for a tax deduction; request number look-alike")
def _():
    pas = f"45{rd(2)} {rd(6)}"
    sn = ru_snils()
    inn = ru_inn12()
    req = rdn(9)
    t = (f"Помоги заполнить заявление на налоговый вычет за лечение. Паспорт {pas}, выдан ГУ МВД России по г. Москве. "
         f"СНИЛС {sn}, ИНН {inn}. Номер моего обращения в ФНС {req}.")
    return t, [pas, sn, inn], [req]


@case("ru", "mir-card-sms-code-correction", "two messages: Mir card and SMS code, then a corrected code; payee INN and BIK look-alikes")
def _():
    c = card(pick(["2200", "2202", "2204"]))
    code1, code2 = rd(6), rd(6)
    inn = ru_inn10()
    t = (f"Оплачиваю ЖКУ на сайте управляющей компании, ввёл карту {card_fmt(c)}, срок {fut_exp()}, "
         f"пришёл код {code1}, а сайт пишет «ошибка платежа». Получатель ООО «УК Комфорт», ИНН {inn}, БИК 044525225." + M +
         f"ой, не тот код, я перепутал с другой смс — последний был {code2}")
    return t, [card_fmt(c), code1, code2], [inn, "044525225"]


@case("ru", "colleague-1c-password", "a colleague's 1C password left to the user; helpdesk request look-alike")
def _():
    pw = pw_human(LW["ru"])
    req = f"SD-{rd(6)}"
    t = (f"Коллега в отпуске, оставил мне доступ к 1С: логин buh_ivanova, пароль {pw}. Номер заявки в техподдержке {req}. "
         f"Как сделать выгрузку платёжек в банк-клиент?")
    return t, [pw], [req]


@case("ru", "neg-supplier-requisites", "negative: supplier's requisites (INN, KPP, OGRN, account, correspondent account, BIK)")
def _():
    inn = ru_inn10()
    kpp = inn[:4] + "01001"
    ogrn = ru_ogrn()
    rs_ = "40702810" + rd(12)
    n = str(R.randint(100, 999))
    t = (f"Проверь реквизиты поставщика в счёте № {n}: ООО «Северный ветер», ИНН {inn}, КПП {kpp}, ОГРН {ogrn}, "
         f"р/с {rs_}, к/с 30101810400000000225, БИК 044525225. Всё ли на месте для платёжки?")
    return t, [], [inn, kpp, ogrn, rs_, "30101810400000000225", "044525225"]


# --- Ukrainian
@case("uk", "rnokpp-and-iban", "Ukrainian taxpayer number and own IBAN; order number look-alike")
def _():
    rn = ua_rnokpp()
    ib = iban_ua()
    order = rdn(9)
    t = (f"Допоможи скласти заяву на повернення коштів за скасоване замовлення № {order}. Мій РНОКПП {rn}, "
         f"кошти прошу повернути на рахунок {ib} в ПриватБанку.")
    return t, [rn, ib], [order]


@case("uk", "olx-scam-card-cvv", "card number and CVV sent to a scammer; Nova Poshta waybill look-alike")
def _():
    c = card(pick(["537541", "444111", "516875"]))
    cvv = rd(3)
    ttn = "20" + rd(12)
    t = (f"Продаю на OLX дитячу коляску, покупець попросив номер картки і CVV, щоб «переказати гроші через OLX доставку». "
         f"Я вже надіслав йому {card_fmt(c)} і CVV {cvv}. Ще він скинув ТТН Нової пошти {ttn}. Це шахрайство? Що робити?")
    return t, [card_fmt(c), cvv], [ttn]


@case("uk", "neg-invoice-edrpou", "negative: company's EDRPOU code, company IBAN and invoice number")
def _():
    edr = rd(8)
    ib = iban_ua()
    inv = f"СФ-{rd(5)}"
    t = (f"У рахунку від ТОВ «Зелена долина»: код ЄДРПОУ {edr}, IBAN {ib}, рахунок-фактура № {inv}. "
         f"Чи можу я оплатити його з рахунку ФОП і що вказати в призначенні платежу?")
    return t, [], [edr, ib, inv]


# --- Polish
@case("pl", "pesel-id-card-iban", "PESEL, ID card number and own IBAN")
def _():
    p = pesel()
    dow = pl_idcard()
    ib = iban_pl()
    t = (f"Pomóż mi napisać wniosek do ZUS o wypłatę zasiłku. Moje dane: PESEL {p}, nr dowodu osobistego {dow}, "
         f"numer konta do wypłaty {iban_fmt(ib)}.")
    return t, [p, dow, iban_fmt(ib)], []


@case("pl", "blik-code-and-bank-password-scam", "BLIK code and bank app password given to a scammer; bank case number look-alike")
def _():
    blik = rd(6)
    pw = pw_human(LW["pl"])
    zg = rdn(8)
    t = (f"Ktoś na Messengerze, niby kuzyn, poprosił o kod BLIK na 500 zł i podałam mu {blik}. Potem zadzwonił „bank” "
         f"i poprosił o hasło do aplikacji, podałam {pw}. W prawdziwym banku dostałam numer zgłoszenia {zg}. Co teraz?")
    return t, [blik, pw], [zg]


@case("pl", "neg-invoice-nip-regon-parcel", "negative: seller's NIP and REGON, invoice number and parcel number")
def _():
    nip = pl_nip()
    regon = pl_regon()
    fv = f"FV/{rd(4)}/11/2025"
    parcel = rdn(24)
    t = (f"Sprawdź, czy dane na fakturze się zgadzają: sprzedawca NIP {nip}, REGON {regon}, faktura {fv}. "
         f"Paczka InPost nr {parcel} jeszcze nie dotarła — mogę wstrzymać płatność?")
    return t, [], [nip, regon, fv, parcel]


# --- Czech
@case("cs", "rodne-cislo-and-account", "birth number and own account; bank code look-alike")
def _():
    rc = cz_rc()
    acct = cz_account()
    t = (f"Potřebuju vyplnit přihlášku na úřad práce. Rodné číslo {rc}, dávky posílat na účet {acct}/0800 "
         f"(Česká spořitelna). Co znamená kolonka „předčíslí“?")
    return t, [rc, acct], ["0800"]


@case("cs", "grandma-pin-and-wifi", "grandmother's card PIN and Wi-Fi password (entrusted)")
def _():
    pin = rd(4)
    pw = pw_human(LW["cs"])
    t = (f"Babička má PIN ke kartě {pin} napsaný na papírku v peněžence a heslo k wifi {pw} nalepené na routeru. "
         f"Jak jí vysvětlit, že to není bezpečné, aby se neurazila?")
    return t, [pin, pw], []


@case("cs", "neg-eshop-payment-ico", "negative: e-shop's account, variable symbol and company id")
def _():
    acct = f"{cz_account()}/2010"
    vs = rdn(10)
    ico = cz_ico()
    t = (f"Zaplatil jsem převodem na účet e-shopu {acct}, variabilní symbol {vs}, IČO prodejce {ico}, ale objednávka "
         f"pořád čeká na platbu. Mám jim napsat, nebo počkat?")
    return t, [], [acct, vs, ico]


# --- German
@case("de", "steuer-id-iban-announced", "two messages: Steuer-ID and IBAN, the IBAN announced and then given; file reference look-alike")
def _():
    st = de_steuerid()
    stf = grp(st, [2, 3, 3, 3])
    ib = iban_de()
    az = f"{rd(3)}FK{rd(6)}"
    t = (f"Kannst du mir helfen, der Familienkasse die neue Bankverbindung mitzuteilen? Meine Steuer-ID ist {stf}, "
         f"Aktenzeichen {az}. Die IBAN schick ich dir gleich, muss sie erst raussuchen." + M +
         f"So, hier: {iban_fmt(ib)} (Sparkasse)")
    return t, [stf, iban_fmt(ib)], [az]


@case("de", "ausweis-kvnr-online-pin", "ID card number, online-ID PIN and health insurance number; hotline reference look-alike")
def _():
    perso = de_perso()
    pin = rd(6)
    kv = de_kvnr()
    vg = rdn(8)
    t = (f"Die AusweisApp sagt „Karte gesperrt?“. Ausweisnummer {perso}, PIN für die Online-Ausweisfunktion {pin}. "
         f"Für die ePA will die TK außerdem meine Versichertennummer {kv}. Die Hotline hat mir die Vorgangsnummer {vg} gegeben.")
    return t, [perso, pin, kv], [vg]


@case("de", "ferienwohnung-wlan-schluesselsafe", "holiday flat Wi-Fi key and key-safe code; booking number look-alike")
def _():
    wpa = rd(20)
    safe = rd(4)
    bk = rdn(10)
    t = (f"Schreib bitte eine nette Begrüßung für die Gäste unserer Ferienwohnung (Buchungsnummer {bk}): "
         f"WLAN „FRITZ!Box 7590 KL“, WLAN-Schlüssel {grp(wpa, [4, 4, 4, 4, 4])}, Schlüsselsafe links neben der Haustür, "
         f"Code {safe}. Mülltonnen stehen im Hof.")
    return t, [grp(wpa, [4, 4, 4, 4, 4]), safe], [bk]


@case("de", "neg-verein-spende", "negative: a club's IBAN, BIC, tax number and payment reference for a donation")
def _():
    ib = iban_de()
    stnr = f"{rd(2)}/{rd(3)}/{rd(5)}"
    vz = f"Spende {rd(6)}"
    t = (f"Ich will dem Tierschutzverein Lindenau e.V. 100 € spenden: IBAN {iban_fmt(ib)}, BIC GENODEF1S02, "
         f"Verwendungszweck „{vz}“. Steuernummer des Vereins {stnr}. Reicht der Kontoauszug als Nachweis fürs Finanzamt?")
    return t, [], [iban_fmt(ib), "GENODEF1S02", vz, stnr]


# --- French
@case("fr", "nir-and-iban-mutuelle", "social security number and own IBAN; employer SIRET look-alike")
def _():
    body, key = fr_nir()
    nir = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"
    ib = iban_fr()
    siren = fr_siren()
    siret = siren + "00" + rd(2) + "0"
    siret = siret[:13] + luhn_digit(siret[:13])
    t = (f"Je change de mutuelle, ils me demandent : numéro de sécurité sociale {nir}, IBAN {iban_fmt(ib)}, "
         f"et le SIRET de mon employeur {siret}. Tu peux me rédiger le mail ?")
    return t, [nir, iban_fmt(ib)], [siret]


@case("fr", "vinted-phishing-card-sms", "card, CVV and 3-D Secure SMS code entered on a phishing page; order number look-alike")
def _():
    c = card(pick(["4970", "4974", "5132", "4978"]))
    cvv = rd(3)
    code = rd(6)
    order = rdn(10)
    t = (f"Sur Vinted l'acheteur m'a envoyé un lien pour « recevoir le paiement » de la commande n° {order}. J'ai mis ma "
         f"carte {card_fmt(c)}, date {fut_exp()}, cryptogramme {cvv}, puis le code reçu par SMS {code}. "
         f"Je fais opposition tout de suite ?")
    return t, [card_fmt(c), cvv, code], [order]


@case("fr", "neg-plumber-invoice-siren-tva", "negative: a tradesman's SIREN, VAT number and transfer reference")
def _():
    siren = fr_siren()
    tva = fr_tva(siren)
    ref = f"FAC-{rd(4)}-{rd(3)}"
    t = (f"Sur la facture du plombier : SIREN {grp(siren, [3, 3, 3])}, n° TVA intracommunautaire {tva}, "
         f"référence à indiquer pour le virement {ref}. Il a facturé la TVA à 10 %, c'est normal pour une rénovation ?")
    return t, [], [grp(siren, [3, 3, 3]), tva, ref]


@case("fr", "digicode-livebox", "building door code and Wi-Fi key for visiting parents")
def _():
    digi = R.choice("AB") + rd(4)
    wifi = rs(16, ALNUM)
    t = (f"Mes parents viennent garder l'appart ce week-end. Tu peux me faire un petit mot clair ? Digicode de l'entrée "
         f"{digi}, la clé wifi de la Livebox est {wifi} (c'est aussi écrit sous la box). Le chat mange à 19 h.")
    return t, [digi, wifi], []


# --- Spanish
@case("es", "dni-iban-autonomo", "DNI and own IBAN; the agency's CIF look-alike")
def _():
    dni = es_dni()
    ib = iban_es()
    cif = es_cif("B")
    t = (f"Para darme de alta como autónoma la gestoría me pide: DNI {dni} y la cuenta para domiciliar la cuota, "
         f"{iban_fmt(ib)}. Su CIF es {cif}. ¿Me ayudas a redactar el correo?")
    return t, [dni, iban_fmt(ib)], [cif]


@case("es", "bbva-phishing-credentials", "bank username (DNI), password and SMS code entered on a phishing site")
def _():
    dni = es_dni()
    pw = pw_human(LW["es"])
    code = rd(6)
    t = (f"Me llegó un SMS de «BBVA» diciendo que mi cuenta estaba bloqueada. Entré en el enlace y puse mi usuario "
         f"(el DNI, {dni}), la contraseña {pw} y el código que me llegó, {code}. Ya sé que era phishing. ¿Qué hago primero?")
    return t, [dni, pw, code], []


@case("es", "neg-order-flight-locator", "negative: order number, flight locator and a company CIF")
def _():
    ped = rdn(10)
    loc = rs(6, UP.replace("O", "").replace("I", "") + "23456789")
    cif = es_cif("A")
    t = (f"Escríbeme una reclamación: el pedido {ped} de una tienda online no llega, la factura tiene el CIF {cif}. "
         f"Y aparte, con el localizador {loc} de Iberia, ¿puedo cambiar el asiento gratis?")
    return t, [], [ped, cif, loc]


@case("es", "mx-clabe-curp", "Mexican CLABE and CURP; SPEI tracking key look-alike")
def _():
    cl = mx_clabe()
    curp = (R.choice("BCDFGHLMPRSTV") + R.choice("AEIOU") + rs(2, UP) + f"{R.randint(70, 99)}{R.randint(1, 12):02d}"
            f"{R.randint(1, 28):02d}" + R.choice("HM") + pick(["DF", "JC", "NL", "PL", "MC", "VZ"]) +
            rs(3, "BCDFGHJKLMNPRSTVXZ") + R.choice(DIG + UP) + rd(1))
    rastreo = "MBAN" + rd(22)
    t = (f"Mi patrón me pide la CLABE para depositarme la nómina: {cl}, y también mi CURP {curp}. La clave de rastreo "
         f"del último SPEI que no llegó es {rastreo}. ¿Está bien mandárselo por WhatsApp?")
    return t, [cl, curp], [rastreo]


# --- Portuguese
@case("pt", "br-cpf-card-contestation", "CPF and card number in a chargeback request; protocol number look-alike")
def _():
    cpf = br_cpf()
    c = card(pick(["5502", "4984", "5067"]))
    prot = rdn(R.choice([12, 16]))
    t = (f"Me ajuda a escrever uma contestação pro banco? Fizeram duas compras no meu cartão {card_fmt(c)} que eu não "
         f"reconheço, R$ 1.349,90 cada. Meu CPF é {cpf}. Protocolo do atendimento: {prot}.")
    return t, [cpf, card_fmt(c)], [prot]


@case("pt", "br-whatsapp-code-bank-password", "WhatsApp SMS code and bank app password given away")
def _():
    code = f"{rd(3)}-{rd(3)}"
    pw = pw_human(LW["pt"])
    t = (f"Um cara fingindo ser do mercado livre pediu o código que chegou por SMS do WhatsApp, {code}, e eu passei! "
         f"Agora meu WhatsApp saiu do ar. E pior, minha senha do app do banco é {pw}, a mesma do e-mail. O que eu faço?")
    return t, [code, pw], []


@case("pt", "pt-nif-iban-utente", "Portuguese NIF, IBAN and SNS number; accountant firm NIF look-alike")
def _():
    nif = pt_nif()
    ib = iban_pt()
    sns = rdn(9)
    firm = pt_nif("5")
    t = (f"Preciso de enviar os meus dados à contabilista (gabinete com NIF {firm}): NIF {nif}, IBAN {iban_fmt(ib)}, "
         f"número de utente do SNS {sns}. Podes escrever o email de forma educada?")
    return t, [nif, iban_fmt(ib), sns], [firm]


@case("pt", "neg-br-store-cnpj-tracking", "negative: a store's CNPJ, order number and Correios tracking code")
def _():
    cnpj = br_cnpj()
    ped = rdn(8)
    trk = s10(pick(["NL", "QB", "OV", "LB"]), "BR")
    t = (f"Comprei numa loja online com CNPJ {cnpj}, pedido {ped}, e o rastreio dos Correios {trk} não atualiza há "
         f"10 dias. Como vejo se a loja é confiável?")
    return t, [], [cnpj, ped, trk]


# --- Italian
@case("it", "codice-fiscale-iban-730", "codice fiscale and own IBAN; the accountant's VAT number look-alike")
def _():
    cf = it_cf()
    ib = iban_it()
    piva = it_piva()
    t = (f"Mi scrivi una mail per il commercialista? Codice fiscale {cf}, IBAN per il rimborso del 730 "
         f"{iban_fmt(ib)}. La P.IVA dello studio è {piva}, la metto in oggetto?")
    return t, [cf, iban_fmt(ib)], [piva]


@case("it", "lost-wallet-pin-otp", "debit card PIN and an app OTP; card-block case number look-alike")
def _():
    pin = rd(5)
    otp = rd(6)
    prat = rdn(9)
    t = (f"Ho perso il portafoglio e dentro c'era il foglietto con il PIN del bancomat, {pin}. Ho bloccato la carta, "
         f"numero pratica {prat}. Adesso mi è arrivato un codice OTP {otp} dall'app che non ho richiesto. Che faccio?")
    return t, [pin, otp], [prat]


@case("it", "neg-supplier-piva-sdi", "negative: supplier VAT number, SDI recipient code and invoice number")
def _():
    piva = it_piva()
    sdi = rs(7, UPALNUM)
    fatt = f"{R.randint(1, 400)}/2025"
    t = (f"Il fornitore mi ha mandato la fattura n. {fatt} con P.IVA {piva} e codice destinatario {sdi}, "
         f"CAP 20121 Milano. Per la fatturazione elettronica va bene così?")
    return t, [], [fatt, piva, sdi]


# --- Dutch
@case("nl", "bsn-iban-huurtoeslag", "BSN and own IBAN; landlord's KvK number look-alike")
def _():
    bsn = nl_bsn()
    ib = iban_nl()
    kvk = rdn(8)
    t = (f"Ik vul de aanvraag voor huurtoeslag in. Mijn BSN is {bsn}, rekeningnummer {iban_fmt(ib)}. Het KvK-nummer van "
         f"mijn verhuurder is {kvk}, moet dat er ook bij?")
    return t, [bsn, iban_fmt(ib)], [kvk]


@case("nl", "digid-password-sms", "DigiD password and SMS code")
def _():
    pw = pw_human(LW["nl"])
    code = rd(6)
    t = (f"Mijn DigiD-wachtwoord is {pw} en de sms-code die ik net kreeg is {code}. Kun jij voor mij inloggen bij "
         f"Mijn Belastingdienst en kijken of mijn aanslag al klaarstaat?")
    return t, [pw, code], []


@case("nl", "neg-energy-reminder-kenmerk", "negative: energy company's IBAN, payment reference and invoice number")
def _():
    ib = iban_nl()
    kenmerk = rdn(16)
    fact = rdn(9)
    t = (f"Op de aanmaning van Vattenfall staat IBAN {iban_fmt(ib)}, betalingskenmerk {grp4(kenmerk)}, factuurnummer {fact}. "
         f"Kan ik een betalingsregeling vragen en hoe formuleer ik dat?")
    return t, [], [iban_fmt(ib), grp4(kenmerk), fact]


# --- Swedish
@case("sv", "personnummer-and-account", "personal identity number and own account; clearing number look-alike")
def _():
    pnr = se_pnr()
    clr = "8" + rd(3) + "-" + rd(1)
    acct = rd(10)
    t = (f"Hjälp mig skriva till Försäkringskassan om ändrat utbetalningskonto. Personnummer {pnr}, "
         f"Swedbank clearingnummer {clr}, kontonummer {acct}.")
    return t, [pnr, acct], [clr]


@case("sv", "portkod-and-wifi-note", "door code and Wi-Fi password on a note for a sister")
def _():
    pk = rd(4)
    pw = pw_human(LW["sv"])
    t = (f"Min syster ska vattna blommorna när vi är borta. Portkoden är {pk}, wifi heter Telia-{rs(6, UPALNUM)} och "
         f"lösenordet är {pw}. Skriv en kort lapp åt mig.")
    return t, [pk, pw], []


@case("sv", "neg-invoice-bankgiro-ocr", "negative: company bankgiro, OCR reference and organisation number")
def _():
    bg = f"{rd(4)}-{rd(4)}"
    ocr = rdn(10)
    ocr = ocr + luhn_digit(ocr)
    org = se_orgnr()
    t = (f"Fakturan från elbolaget: bankgiro {bg}, OCR-nummer {ocr}, org.nr {org}, förfallodatum 2025-11-28. "
         f"Kan jag betala med Swish i stället?")
    return t, [], [bg, ocr, org]


# --- Danish
@case("da", "cpr-and-salary-account", "CPR number and own account; bank registration number look-alike")
def _():
    cpr = dk_cpr()
    reg = rd(4)
    kto = rd(10)
    t = (f"Kan du hjælpe mig med en mail til lønkontoret? Mit CPR-nummer er {cpr}, og lønnen skal fremover gå til "
         f"reg.nr. {reg}, kontonr. {kto}.")
    return t, [cpr, kto], [reg]


@case("da", "neg-suspicious-invoice-cvr", "negative: a company's CVR, invoice number and its bank account")
def _():
    cvr = dk_cvr()
    n = rdn(6)
    reg = rd(4)
    kto = rd(10)
    t = (f"Jeg har fået en faktura fra Nordlys ApS, CVR {cvr}, fakturanr. {n}, som skal betales til reg.nr. {reg} "
         f"konto {kto}. Den ser mistænkelig ud — hvordan tjekker jeg firmaet?")
    return t, [], [cvr, n, reg, kto]


# --- Norwegian
@case("no", "fodselsnummer-konto-bankid", "national identity number, own account and BankID password; case number look-alike")
def _():
    fnr = no_fnr()
    b = iban_no_bban()
    konto = f"{b[:4]}.{b[4:6]}.{b[6:]}"
    pw = pw_human(LW["no"])
    sak = rdn(8)
    t = (f"Jeg må sende inn en søknad til NAV (saksnummer {sak}). Fødselsnummer {fnr}, kontonummer {konto}, og passordet "
         f"til BankID er {pw} hvis du må logge inn for meg.")
    return t, [fnr, konto, pw], [sak]


@case("no", "neg-power-bill-kid", "negative: power company's org number, KID and account")
def _():
    org = no_orgnr()
    kid = no_kid()
    b = iban_no_bban()
    konto = f"{b[:4]}.{b[4:6]}.{b[6:]}"
    t = (f"Strømregningen: org.nr. {org}, KID {kid}, til konto {konto}, forfall 20.12. Hvorfor er den så mye høyere "
         f"enn i fjor?")
    return t, [], [org, kid, konto]


# --- Finnish
@case("fi", "hetu-and-iban-kela", "personal identity code and own IBAN; case diary number look-alike")
def _():
    hetu = fi_hetu()
    ib = iban_fi()
    dn = f"{R.randint(1000, 9999)}/{R.randint(2024, 2025)}"
    t = (f"Kirjoita Kelalle viesti asumistuesta (diaarinumero {dn}). Henkilötunnukseni on {hetu} ja tilinumero "
         f"{iban_fmt(ib)}.")
    return t, [hetu, iban_fmt(ib)], [dn]


@case("fi", "neg-invoice-ytunnus-viite", "negative: company business id, reference number and the company's IBAN")
def _():
    yt = fi_ytunnus()
    viite = fi_viite()
    ib = iban_fi()
    t = (f"Laskussa lukee: Y-tunnus {yt}, viitenumero {viite}, saajan tili {iban_fmt(ib)}, eräpäivä 15.1.2026. "
         f"Onko tämä huijaus, en muista tilanneeni mitään?")
    return t, [], [yt, viite, iban_fmt(ib)]


@case("fi", "cottage-door-code-wifi", "cottage door code and Wi-Fi password for guests")
def _():
    ovi = rd(4)
    pw = pw_human(LW["fi"])
    t = (f"Tee vieraille ohjelappu kesämökille: ovikoodi on {ovi}, wifin salasana {pw}, sauna lämpenee noin tunnissa.")
    return t, [ovi, pw], []


# --- Hungarian
@case("hu", "taj-adoazonosito-bankszamla", "TAJ, tax id and own bank account number")
def _():
    taj = hu_taj()
    ad = hu_adoazon()
    ib = iban_hu()
    bban = ib[4:]
    acct = f"{bban[:8]}-{bban[8:16]}-{bban[16:]}"
    t = (f"Segíts kitölteni az új munkahelyi belépő adatlapot: TAJ szám {grp(taj, [3, 3, 3])}, adóazonosító jel {ad}, "
         f"bankszámlaszám {acct}.")
    return t, [grp(taj, [3, 3, 3]), ad, acct], []


@case("hu", "neg-company-tax-invoice", "negative: company tax number, invoice number and company registration number")
def _():
    tax = hu_company_tax()
    inv = f"{rs(3, UP)}-{R.randint(2024, 2025)}-{rd(5)}"
    cg = f"01-09-{rd(6)}"
    t = (f"A számlán a cég adószáma {tax}, a számla sorszáma {inv}, cégjegyzékszám {cg}. Ellenőriznem kell ezt a NAV-nál, "
         f"mielőtt kifizetem?")
    return t, [], [tax, inv, cg]


# --- Romanian
@case("ro", "cnp-and-iban-alocatie", "CNP and own IBAN; file registration number look-alike")
def _():
    cnp = ro_cnp()
    ib = iban_ro()
    nr = f"{rd(5)}/{R.randint(1, 28):02d}.{R.randint(1, 12):02d}.2025"
    t = (f"Ajută-mă să completez cererea pentru alocația copilului: CNP {cnp}, IBAN {iban_fmt(ib)}. "
         f"Numărul de înregistrare al dosarului e {nr}.")
    return t, [cnp, iban_fmt(ib)], [nr]


@case("ro", "mother-card-pin-atm", "mother's card PIN (entrusted); bank helpline look-alike")
def _():
    pin = rd(4)
    phone = f"0800 {rd(3)} {rd(3)}"
    t = (f"Mama mi-a dat cardul ei să scot bani, PIN-ul e {pin}, dar bancomatul zice „PIN incorect” și a reținut cardul. "
         f"Sun la {phone}? Ce le spun?")
    return t, [pin], [phone]


@case("ro", "neg-courier-awb-cui", "negative: courier AWB, order number and seller's fiscal code")
def _():
    awb = rdn(13)
    cmd = rdn(9)
    cui = "RO" + ro_cui()
    t = (f"Curierul mi-a trimis AWB {awb} pentru comanda {cmd}, iar pe factură CUI-ul vânzătorului e {cui}. "
         f"Nu recunosc firma. E legit?")
    return t, [], [awb, cmd, cui]


# --- Greek
@case("el", "amka-afm-iban", "AMKA, AFM and own IBAN")
def _():
    amka = gr_amka()
    afm = gr_afm()
    ib = iban_gr()
    t = (f"Βοήθησέ με να συμπληρώσω την αίτηση για το επίδομα: ΑΜΚΑ {amka}, ΑΦΜ {afm}, IBAN {iban_fmt(ib)}. "
         f"Χρειάζεται και Ε9;")
    return t, [amka, afm, iban_fmt(ib)], []


@case("el", "taxisnet-password-accountant", "Taxisnet password; application protocol number look-alike")
def _():
    pw = pw_human(LW["el"])
    prot = rdn(8)
    t = (f"Ο λογιστής μου ζήτησε τους κωδικούς Taxisnet: όνομα χρήστη giorgos_p82 και κωδικός {pw}. "
         f"Να του τους στείλω με email; Ο αριθμός πρωτοκόλλου της αίτησης είναι {prot}.")
    return t, [pw], [prot]


@case("el", "neg-receipt-afm-gemi", "negative: a supermarket's AFM, receipt number and GEMI number")
def _():
    afm = gr_afm("0")
    rec = rdn(6)
    gemi = rdn(12)
    t = (f"Στην απόδειξη του σούπερ μάρκετ γράφει ΑΦΜ {afm}, αριθμός παραστατικού {rec} και ΓΕΜΗ {gemi}. "
         f"Πώς ελέγχω ότι η επιχείρηση είναι νόμιμη;")
    return t, [], [afm, rec, gemi]


# --- Turkish
@case("tr", "edevlet-tckn-iban", "e-Devlet password, TC identity number and own IBAN")
def _():
    pw = pw_human(LW["tr"])
    tc = tr_tckn()
    ib = iban_tr()
    t = (f"e-Devlet şifremi unuttum, PTT'den yenisini aldım: {pw}. TC kimlik no {tc}. Maaş hesabım {iban_fmt(ib)}. "
         f"İşverene hesap değişikliği için kısa bir mail yazar mısın?")
    return t, [pw, tc, iban_fmt(ib)], []


@case("tr", "troy-card-sms-password", "card, CVV and 3-D Secure SMS password; order and cargo numbers look-alikes")
def _():
    c = card(pick(["9792", "4543", "5209"]))
    cvv = rd(3)
    sms = rd(6)
    order = rdn(9)
    kargo = rdn(12)
    t = (f"Trendyol siparişi ({order}) için kartımı girdim: {card_fmt(c)}, SKT {fut_exp()}, CVV {cvv}. Gelen SMS şifresi "
         f"{sms} idi ama 'işlem başarısız' dedi, paradan da çekilmiş. Kargo takip no {kargo} görünüyor. Ne yapmalıyım?")
    return t, [card_fmt(c), cvv, sms], [order, kargo]


@case("tr", "neg-efatura-vkn-mersis", "negative: seller's tax number, MERSIS number and invoice number")
def _():
    vkn = rdn(10)
    mersis = "0" + rdn(15)
    fno = f"GIB{R.randint(2024, 2025)}{rd(9)}"
    t = (f"Faturada satıcının vergi numarası {vkn}, MERSİS no {mersis}, fatura no {fno} yazıyor. Bu e-fatura mı "
         f"e-arşiv mi, nasıl anlarım?")
    return t, [], [vkn, mersis, fno]


# --- Vietnamese
@case("vi", "cccd-account-otp", "citizen id, own account number and an OTP")
def _():
    cccd = pick(["001", "079", "031", "048"]) + R.choice("01") + str(R.randint(60, 99)) + rd(6)
    stk = rdn(13)
    otp = rd(6)
    t = (f"Mình cần gửi thông tin cho công ty để nhận lương: số CCCD {cccd}, số tài khoản Vietcombank {stk}. "
         f"À, vừa có mã OTP {otp} gửi về máy, có phải ai đang đăng nhập tài khoản của mình không?")
    return t, [cccd, stk, otp], []


@case("vi", "mom-zalo-password", "mother's new Zalo password (entrusted)")
def _():
    pw1 = pw_human(LW["vi"])
    t = (f"Mẹ mình quên mật khẩu Zalo nên mình đặt lại thành {pw1}. Viết giúp mình tin nhắn hướng dẫn mẹ "
         f"đăng nhập lại trên điện thoại mới nhé, viết thật dễ hiểu.")
    return t, [pw1], []


@case("vi", "neg-shopee-waybill-tax-code", "negative: order id, waybill and seller's tax code")
def _():
    order = rdn(2) + rs(12, UPALNUM)
    vd = "SPXVN0" + rdn(11)
    mst = rdn(10)
    t = (f"Đơn Shopee {order} có mã vận đơn {vd}, hóa đơn điện tử ghi mã số thuế người bán {mst}. "
         f"Làm sao tra cứu hóa đơn này trên trang của Tổng cục Thuế?")
    return t, [], [order, vd, mst]


# --- Thai
@case("th", "thai-id-and-account", "Thai citizen id and own bank account")
def _():
    tid = th_id()
    acct = f"{rd(3)}-{rd(1)}-{rd(5)}-{rd(1)}"
    t = (f"ช่วยร่างอีเมลแจ้งฝ่ายบุคคลเรื่องเปลี่ยนบัญชีรับเงินเดือนหน่อยครับ เลขบัตรประชาชน {tid} "
         f"บัญชีใหม่ธนาคารกสิกรไทย เลขที่ {acct} ชื่อบัญชี นายธนพล ศรีสุข")
    return t, [tid, acct], []


@case("th", "neg-tax-invoice-parcel", "negative: shop's taxpayer id and a Thailand Post tracking number")
def _():
    tax = th_tax_company()
    trk = s10(pick(["EF", "EB", "RB", "EM"]), "TH")
    t = (f"ใบกำกับภาษีจากร้านมีเลขประจำตัวผู้เสียภาษี {tax} ส่วนเลขพัสดุไปรษณีย์ไทยคือ {trk} "
         f"จะตรวจสอบทั้งสองอย่างได้ที่ไหนคะ")
    return t, [], [tax, trk]


@case("th", "mom-bank-pin-and-wifi", "mother's bank app PIN (entrusted) and home Wi-Fi password")
def _():
    pin = rd(6)
    pw = pw_human(LW["th"])
    t = (f"แม่ให้รหัส PIN แอปธนาคาร {pin} มาให้ช่วยโอนค่าเทอมน้อง แล้วรหัส wifi บ้านคือ {pw} "
         f"ช่วยเขียนขั้นตอนโอนเงินผ่านแอปให้แม่อ่านง่ายๆ หน่อย")
    return t, [pin, pw], []


# --- Indonesian
@case("id", "nik-pin-rekening-scam", "NIK, m-banking PIN and account given to a fake bank agent; bank hotline look-alike")
def _():
    nik = pick(["3273", "3171", "3578", "5171"]) + rd(2) + f"{R.randint(1, 28) + R.choice([0, 40]):02d}" + \
        f"{R.randint(1, 12):02d}{R.randint(70, 99)}" + rd(4)
    pin = rd(6)
    rek = rdn(10)
    t = (f"Ada orang ngaku dari BCA minta NIK saya {nik} dan PIN m-BCA {pin}, sudah saya kasih. Nomor rekening saya "
         f"{rek}. Saya harus telepon Halo BCA 1500888 sekarang? Apa yang harus saya bilang?")
    return t, [nik, pin, rek], ["1500888"]


@case("id", "otp-vs-virtual-account", "unrequested OTP is a secret; the merchant virtual account is a look-alike")
def _():
    otp = rd(6)
    va = "8808" + rd(12)
    t = (f"Mau bayar tagihan ke virtual account {va}, tapi tiba-tiba ada SMS 'JANGAN BERIKAN kode OTP {otp} kepada "
         f"siapa pun termasuk pihak bank', padahal saya belum klik bayar. Aman nggak?")
    return t, [otp], [va]


@case("id", "neg-resi-booking-npwp", "negative: courier receipt, flight booking code and a shop's tax number")
def _():
    resi = "JP" + rd(10)
    kb = rs(6, UP.replace("O", "").replace("I", "") + "23456789")
    npwp = f"{rd(2)}.{rd(3)}.{rd(3)}.{rd(1)}-{rd(3)}.000"
    t = (f"Tolong bikin daftar yang harus saya cek: resi J&T {resi} belum sampai, kode booking Citilink {kb} untuk "
         f"mudik, dan faktur toko dengan NPWP {npwp}.")
    return t, [], [resi, kb, npwp]


# --- Tagalog
@case("tl", "gcash-mpin-otp-vs-refno", "GCash MPIN and OTP given to a scammer; the transfer's Ref No. is a look-alike")
def _():
    ref = rdn(13)
    mpin = rd(4)
    otp = rd(6)
    t = (f"Nag-send ako ng ₱2,500 sa GCash pero hindi raw natanggap. Ref No. {ref}. Tapos may tumawag na taga-GCash "
         f"daw, hiningi yung MPIN ko ({mpin}) at yung OTP na {otp}. Binigay ko po. Ano po gagawin ko ngayon?")
    return t, [mpin, otp], [ref]


@case("tl", "sss-and-tin", "SSS and TIN numbers on an employment form")
def _():
    sss = f"{rd(2)}-{rd(7)}-{rd(1)}"
    tin = f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    t = (f"Pakitulungan naman ako sa employment form: SSS No. {sss}, TIN {tin}. "
         f"Tama ba yung format ng TIN na may 000 sa dulo? Wala pa akong PhilHealth, saan ako kukuha?")
    return t, [sss, tin], []


@case("tl", "neg-remittance-refs", "negative: remittance reference, courier tracking and an invoice number")
def _():
    ref = rdn(12)
    lbc = rdn(12)
    inv = f"SI-{rd(6)}"
    t = (f"Ref No. ng padala ko sa Palawan Express ay {ref}, tracking ng LBC {lbc}, at yung invoice ng tindahan "
         f"{inv}. Paano ko malalaman kung na-claim na yung padala?")
    return t, [], [ref, lbc, inv]


# --- Swahili
@case("sw", "mpesa-code-and-pin", "M-Pesa confirmation code and M-Pesa PIN; the recipient's phone is a look-alike")
def _():
    code = R.choice("STU") + rs(9, UPALNUM)
    pin = rd(4)
    phone = f"07{rd(2)} {rd(3)} {rd(3)}"
    t = (f"Nimetuma pesa kimakosa. Ujumbe ulisema: \"{code} Imethibitishwa. Ksh3,500.00 imetumwa kwa JOHN KAMAU "
         f"{phone} tarehe 12/11/25.\" Kisha mtu akanipigia akasema ni wa Safaricom, akaniuliza PIN yangu ya M-Pesa "
         f"nikampa {pin}. Nifanye nini sasa?")
    return t, [code, pin], [phone]


@case("sw", "id-kra-nhif", "national id, KRA PIN and health insurance number on a job form")
def _():
    idn = rdn(8)
    kra = "A" + rd(9) + R.choice(UP)
    nhif = rdn(R.choice([8, 9]))
    t = (f"Nisaidie kujaza fomu ya kazi: nambari ya kitambulisho {idn}, KRA PIN {kra}, nambari ya NHIF/SHA {nhif}. "
         f"Je, napaswa kuambatisha nakala ya kitambulisho pia?")
    return t, [idn, kra, nhif], []


@case("sw", "neg-paybill-till-order", "negative: paybill and till numbers and an order number")
def _():
    pb = rdn(6)
    till = rdn(R.choice([6, 7]))
    order = f"ORD-{rd(6)}"
    t = (f"Kulipa bili ya umeme natumia Paybill {pb}. Duka la vifaa limenipa Till Number {till} na nambari ya agizo "
         f"{order}. Naweza kuchanganya malipo yote mawili?")
    return t, [], [pb, till, order]


# ============================================================ self-tests
def self_tests():
    """Check-digit routines against well-known published examples."""
    problems = []

    def t(name, cond):
        if not cond:
            problems.append(f"self-test failed: {name}")
    t("luhn 4242", luhn_ok("4242424242424242"))
    t("luhn 79927398713", luhn_ok("79927398713"))
    t("iban DE89", iban_ok("DE89370400440532013000"))
    t("iban GB82", iban_ok("GB82WEST12345698765432"))
    t("verhoeff 2363", verhoeff_ok("2363") and verhoeff_digit("236") == "3")
    t("pesel 44051401359", str((10 - mod11_weights("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10) == "9")
    t("nip 1234563218", mod11_weights("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == 8)
    t("regon 123456785", mod11_weights("12345678", [8, 9, 2, 3, 4, 5, 6, 7]) % 11 == 5)
    t("pl id ABA300000", pl_idcard_ok("ABA300000"))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    t("cn id 11010519491231002X", "10X98765432"[mod11_weights("11010519491231002", w) % 11] == "X")
    t("uscc 91350100M000100Y43", (lambda s: USCC_ALPHA[(31 - s % 31) % 31])(
        sum(USCC_ALPHA.index(c) * x for c, x in zip("91350100M000100Y4",
                                                   [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]))) == "3")
    t("steuer-id 86095742719", iso7064_11_10("8609574271") == 9)
    t("codice fiscale RSSMRA85T10A562S", it_check_char("RSSMRA85T10A562") == "S")
    t("hetu 131052-308T", "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T")
    t("personnummer 811218-9876", luhn_digit("811218987") == "6")
    t("nhs 9434765919", 11 - mod11_weights("943476591", [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 9)
    t("tfn 123456782", mod11_weights("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0)
    d = [int(x) for x in "51824753556"]
    d[0] -= 1
    t("abn 51824753556", sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0)
    t("aba 021000021", aba_ok("021000021"))
    t("gstin 27AAPFU0939F1ZV", gstin_check("27AAPFU0939F1Z") == "V")
    t("inn10 7707083893", mod11_weights("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3)
    t("ogrn 1027700132195", int("102770013219") % 11 % 10 == 5)
    t("pt nif 123456789", 11 - mod11_weights("12345678", [9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 9)
    t("fr tva FR40303265045", fr_tva("303265045") == "FR40303265045")
    t("il id 000000018", il_tz_ok("000000018"))
    t("s10 RR123456785", 11 - mod11_weights("12345678", [8, 6, 4, 2, 3, 5, 9, 7]) % 11 == 5)
    t("base58check genesis address", b58check_ok("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"))
    b = "12345678901"
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    t("my number 123456789018", (0 if s % 11 <= 1 else 11 - s % 11) == 8)
    return problems


# ============================================================ validation
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
ASCII_WORD = set(string.ascii_letters + string.digits)


def hostile(ch, allow_newline):
    o = ord(ch)
    if ch == "\n":
        return not allow_newline
    if o < 0x20 or 0x7F <= o <= 0x9F:
        return True
    if ch == "\\":
        return True
    if o in (0x2028, 0x2029, 0xFEFF, 0x200E, 0x200F, 0xFFFE, 0xFFFF):
        return True
    if 0x202A <= o <= 0x202E or 0x2066 <= o <= 0x2069:
        return True
    if 0xD800 <= o <= 0xDFFF or o > 0xFFFF:
        return True
    return False


def wordish(ch):
    return ch in ASCII_WORD or ch.isdigit()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    cid = c.get("id", "?")
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            errs.append(f"{cid}: field {k} missing or empty")
            return errs
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(x, str) for x in c[k]):
            errs.append(f"{cid}: field {k} must be a list of strings")
            return errs
    if not ID_RE.match(c["id"]):
        errs.append(f"{cid}: bad id")
    if c["lang"] not in LANGS:
        errs.append(f"{cid}: unknown lang {c['lang']}")
    text = c["text"]
    for k in ("id", "lang", "note"):
        if any(hostile(ch, False) for ch in c[k]):
            errs.append(f"{cid}: hostile character in {k}")
    if any(hostile(ch, True) for ch in text):
        errs.append(f"{cid}: hostile character in text")
    if text != text.strip():
        errs.append(f"{cid}: text has leading/trailing whitespace")
    if any(not m.strip() for m in text.split(M)):
        errs.append(f"{cid}: empty message")
    secrets, looks = c["secrets"], c["lookalikes"]
    if not secrets and not looks:
        errs.append(f"{cid}: nothing listed")
    for lst, name in ((secrets, "secrets"), (looks, "lookalikes")):
        if len(set(lst)) != len(lst):
            errs.append(f"{cid}: duplicate value in {name}")
    both = set(secrets) & set(looks)
    if both:
        errs.append(f"{cid}: value in both lists: {sorted(both)}")
    spans = []
    for v, kind in [(v, "S") for v in secrets] + [(v, "L") for v in looks]:
        if not v or v != v.strip():
            errs.append(f"{cid}: empty or padded value {v!r}")
            continue
        if any(hostile(ch, True) for ch in v):
            errs.append(f"{cid}: hostile character in value {v!r}")
        occ = occurrences(text, v)
        if not occ:
            errs.append(f"{cid}: value not in text: {v!r}")
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append(f"{cid}: short value occurs {len(occ)} times: {v!r}")
        for a, b in occ:
            if wordish(v[0]) and a > 0 and wordish(text[a - 1]):
                errs.append(f"{cid}: value embedded (left) {v!r}")
            if wordish(v[-1]) and b < len(text) and wordish(text[b]):
                errs.append(f"{cid}: value embedded (right) {v!r}")
            spans.append((a, b, kind, v))
    spans.sort()
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, k1, v1 = spans[i]
            a2, b2, k2, v2 = spans[j]
            if a2 >= b1:
                break
            if v1 != v2:
                errs.append(f"{cid}: overlapping values {v1!r} ({k1}) / {v2!r} ({k2})")
    return errs


IBAN_CC = {"DE", "ES", "FR", "IT", "NL", "PL", "BE", "FI", "PT", "RO", "HU", "CZ", "GR", "TR", "SA", "AE", "IL",
           "UA", "SE", "DK", "CH", "AT", "IR", "BR", "GB", "NO"}
CARD_RE = re.compile(r"^\d{4}([ -])(\d{4}\1\d{4}\1\d{4}(\1\d{3})?|\d{6}\1\d{5})$")


def check_digit_problems(c):
    """Computed check digits must hold in the written values (IBANs anywhere, card-shaped secrets)."""
    errs = []
    for v in c["secrets"] + c["lookalikes"]:
        compact = v.replace(" ", "")
        if (re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_CC
                and not iban_ok(compact)):
            errs.append(f"{c['id']}: IBAN check fails: {v!r}")
    for v in c["secrets"]:
        ascii_v = v.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
        if CARD_RE.match(ascii_v) and not luhn_ok(ascii_v):
            errs.append(f"{c['id']}: card-shaped secret fails Luhn: {v!r}")
    return errs


# ============================================================ output
def J(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {J(c['id'])}")
        out.append(f"    lang: {J(c['lang'])}")
        out.append(f"    text: {J(c['text'])}")
        out.append("    secrets: [" + ", ".join(J(s) for s in c["secrets"]) + "]")
        out.append("    lookalikes: [" + ", ".join(J(s) for s in c["lookalikes"]) + "]")
        out.append(f"    note: {J(c['note'])}")
    return "\n".join(out) + "\n"


def parse_yaml(src):
    """Parser for exactly the subset written by to_yaml (JSON scalars and flow lists)."""
    lines = src.split("\n")
    if lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("bad header")
    cases, cur = [], None
    keys = ["id", "lang", "text", "secrets", "lookalikes", "note"]
    for n, line in enumerate(lines[2:], 3):
        if line == "":
            continue
        m = re.match(r"^  - id: (.*)$", line)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            continue
        m = re.match(r"^    (lang|text|secrets|lookalikes|note): (.*)$", line)
        if not m or cur is None:
            raise ValueError(f"line {n}: unexpected")
        if m.group(1) in cur:
            raise ValueError(f"line {n}: duplicate key")
        cur[m.group(1)] = json.loads(m.group(2))
    for c in cases:
        if sorted(c) != sorted(keys):
            raise ValueError(f"{c.get('id')}: keys {sorted(c)}")
    return cases


def build():
    problems = self_tests()
    if problems:
        return None, problems
    built = []
    for entry in CASES:
        last = None
        for attempt in range(60):
            text, secrets, looks = entry["fn"]()
            c = {"id": f"{PREFIX}-000-{entry['slug']}", "lang": entry["lang"], "text": text,
                 "secrets": list(secrets), "lookalikes": list(looks), "note": entry["note"]}
            last = validate_case(c) or check_digit_problems(c)
            if not last:
                break
        if last:
            problems.extend(last)
            continue
        built.append(c)
    R.shuffle(built)
    for i, c in enumerate(built, 1):
        c["id"] = f"{PREFIX}-{i:03d}-{c['id'][len(PREFIX) + 5:]}"
    ids = [c["id"] for c in built]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    slugs = [e["slug"] for e in CASES]
    if len(set(slugs)) != len(slugs):
        problems.append("duplicate slugs")
    for c in built:
        problems.extend(validate_case(c))
        problems.extend(check_digit_problems(c))
    return built, problems


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml", file=sys.stderr)
        sys.exit(2)
    cases, problems = build()
    if problems:
        for p in problems:
            print("ERROR:", p, file=sys.stderr)
        sys.exit(1)
    y = to_yaml(cases)
    try:
        back = parse_yaml(y)
    except ValueError as e:
        print("ERROR: round trip:", e, file=sys.stderr)
        sys.exit(1)
    if back != cases:
        print("ERROR: round trip mismatch", file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {pos} positive, {len(cases) - pos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")


if __name__ == "__main__":
    main()
