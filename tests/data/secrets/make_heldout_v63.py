#!/usr/bin/env python3
# make_heldout_v63.py -- deterministic generator of the blind evaluation set "heldout_v63"
# for a filter that must cut secrets out of chat messages and leave look-alikes untouched.
# Standard library only. Usage: python3 make_heldout_v63.py heldout_v63.yaml
import json
import random
import re
import string
import sys
import unicodedata

NAME = "heldout_v63"
SEED = 63
PREFIX = "H63"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
HEX = "0123456789abcdef"
URLSAFE_PW = AN + "-_.~!"
PW_SYM = "!#$%&*+-=?@^_~"


# ----------------------------------------------------------------- small helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DG, n)


def dgnz(n):
    return R.choice("123456789") + dg(n - 1)


def hx(n):
    return rs(HEX, n)


def pick(seq):
    return R.choice(seq)


def T(*lines):
    return "\n".join(lines)


def M(*msgs):
    return "\n---\n".join(msgs)


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "-".join([h[:8], h[8:12], h[12:16], h[16:20], h[20:]])


def bdate(y0, y1):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def pw_strong(n=None, alpha=AN + PW_SYM):
    n = n or R.randint(14, 20)
    while True:
        s = rs(alpha, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                and (alpha == AN or any(c not in AN for c in s))):
            return s


LEET = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}


def pw_human(words):
    w = pick(words)
    k = R.randint(0, 4)
    if k == 0:
        return w.capitalize() + str(R.randint(1975, 2012)) + pick("!.#*?")
    if k == 1:
        return w.lower() + pick(["_", ".", ""]) + dg(R.randint(2, 4))
    if k == 2:
        out = "".join(LEET.get(c, c) if R.random() < 0.5 else c for c in w.lower())
        return out.capitalize() + dg(2) + pick("!$#")
    if k == 3:
        w2 = pick(words)
        return w.capitalize() + w2.capitalize() + dg(R.randint(1, 3))
    return pick("!#*") + w.capitalize() + dg(3)


EN_WORDS = ["sunflower", "bluebird", "dolphin", "maple", "raptors", "summer", "kingston", "pumpkin",
            "charlie", "mustang", "butterfly", "snickers", "baxter", "oceanview", "thunder", "lemonade",
            "harley", "blessed", "cowboys", "peaches", "winston", "tigger", "marley", "sparrow"]

DICEWARE = ["tundra", "pickle", "orbit", "canvas", "walnut", "ribbon", "glacier", "mosaic", "pepper",
            "lantern", "falcon", "velvet", "harbor", "quartz", "meadow", "trolley", "cobalt", "sprout",
            "tangent", "biscuit", "ember", "nomad", "saffron", "pylon", "thistle", "cinder", "gadget",
            "marble", "pretzel", "violet", "oyster", "wombat"]

BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air
airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist
artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract
auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue
blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce
box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli
broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle
bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake
call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle
caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion
change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child
chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim
clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close
cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color
column combine come comfort comic common company concert conduct confirm congress connect consider
control convince cook cool copper copy coral core corn correct cost cotton couch country couple
course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek
crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry
crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle dad damage
damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline
decorate decrease deer defense define defy degree delay deliver demand demise denial dentist deny
depart depend deposit depth deputy derive describe desert design desk despair destroy detail detect
develop device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma
dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert
divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double
dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb
dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology
economy edge edit educate effort egg eight either elbow elder electric elegant element elephant
elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end
endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure
enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay
essence estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude
excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose
express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family famous
fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee
feed feel female fence festival fetch fever few fiber fiction field figure file film filter final
find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor
flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot
force forest forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh
friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury future gadget gain
galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general
genius genre gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance
glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla
gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit
grocery group grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand
happy harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height hello
helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole holiday hollow
home honey hood hope horn horror horse hospital host hotel hour hover hub huge human humble humor
hundred hungry hunt hurdle hurry hurt husband hybrid""".split()

# ----------------------------------------------------------------- check-digit algorithms
def first_ok(prefix, ok, alphabet=DG):
    for c in alphabet:
        if ok(prefix + c):
            return prefix + c
    return None


def luhn_ok(s):
    ds = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(s):
    return first_ok(s, luhn_ok)


def card(prefix, length=16):
    return luhn_complete(prefix + dg(length - len(prefix) - 1))


def visa():
    return card("4")


def mastercard():
    return card(pick(["51", "52", "53", "54", "55"]))






def expiry():
    return f"{R.randint(1, 12):02d}/{R.randint(26, 31)}"


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def make_iban(cc, bban):
    for k in range(2, 99):
        cand = f"{cc}{k:02d}{bban}"
        if iban_ok(cand):
            return cand
    raise ValueError("iban")


def iban_de():
    blz = pick(["10010010", "37040044", "50010517", "43060967", "20041133", "70150000", "12030000"])
    return make_iban("DE", blz + dg(10))


def rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def iban_fr():
    bank = pick(["30004", "30003", "20041", "30002", "10278", "17515"])
    branch = dg(5)
    acct = dg(11)
    return make_iban("FR", f"{bank}{branch}{acct}{rib_key(bank, branch, acct):02d}")


def es_dc(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
    return 0 if r == 11 else 1 if r == 10 else r


def iban_es():
    bank = pick(["2100", "0049", "0182", "0081", "2085", "1465"])
    branch = dg(4)
    acct = dg(10)
    return make_iban("ES", f"{bank}{branch}{es_dc('00' + bank + branch)}{es_dc(acct)}{acct}")


IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_check(s):
    tot = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else ord(c) - 65
        tot += IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def iban_it():
    abi = pick(["03069", "02008", "05034", "03062", "01030"])
    cab = dg(5)
    conto = "0000" + dg(8)
    return make_iban("IT", it_check(abi + cab + conto) + abi + cab + conto)


def iban_pt():
    bank = pick(["0035", "0033", "0007", "0010", "0036"])
    base = bank + dg(4) + dg(11)
    nib = 98 - int(base + "00") % 97
    return make_iban("PT", f"{base}{nib:02d}")


def fi_bban():
    return luhn_complete(pick(["1", "2", "5", "8"]) + dg(12))


def no_konto_ok(s):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k = 11 - sum(int(a) * b for a, b in zip(s[:10], w)) % 11
    k = 0 if k == 11 else k
    return k != 10 and int(s[10]) == k


def no_konto():
    while True:
        v = first_ok(pick(["1503", "1506", "9710", "1254", "3000"]) + dg(6), no_konto_ok)
        if v:
            return v


def cz_acct_ok(s):
    s = s.zfill(10)
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


def cz_acct():
    while True:
        v = first_ok(dgnz(9), cz_acct_ok)
        if v:
            return v




def ru_account_ok(bik, acct):
    s = bik[-3:] + acct
    w = [7, 1, 3] * 8
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def ru_account(bik, head="40702810"):
    while True:
        tail = dg(11)
        for c in DG:
            a = head + c + tail
            if ru_account_ok(bik, a):
                return a


# ---- national identifiers
def cn_id(region, y, m, d, male):
    seq = dg(2) + pick("13579" if male else "02468")
    base = f"{region}{y:04d}{m:02d}{d:02d}{seq}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return base + "10X98765432"[sum(int(a) * b for a, b in zip(base, w)) % 11]


def kr_rrn(y, m, d, male):
    g = (1 if male else 2) if y < 2000 else (3 if male else 4)
    base = f"{y % 100:02d}{m:02d}{d:02d}{g}{dg(5)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(base, w)) % 11) % 10
    return f"{base[:6]}-{base[6:]}{c}"


def kr_biz():
    base = dgnz(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(base, w)) + (int(base[8]) * 5) // 10
    c = (10 - s % 10) % 10
    return f"{base[:3]}-{base[3:5]}-{base[5:]}{c}"


def jp_mynumber_ok(s):
    p = [int(c) for c in s[:11]][::-1]
    tot = sum(d * ((n + 2) if n + 1 <= 6 else (n + 1 - 5)) for n, d in enumerate(p))
    r = tot % 11
    return int(s[11]) == (0 if r <= 1 else 11 - r)


def jp_mynumber():
    return first_ok(dgnz(11), jp_mynumber_ok)


def jp_corp(base12):
    p = [int(c) for c in base12][::-1]
    tot = sum(d * (1 if i % 2 == 0 else 2) for i, d in enumerate(p))
    return str(9 - tot % 9) + base12


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    return first_ok(R.choice("23456789") + dg(10), verhoeff_ok)


def cpf():
    b = [R.randint(0, 9) for _ in range(9)]
    for top in (10, 11):
        s = sum(d * w for d, w in zip(b, range(top, 1, -1)))
        r = s * 10 % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj_complete(b12):
    b = [int(c) for c in b12]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(d * x for d, x in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    return "".join(map(str, b))


def cnpj():
    s = cnpj_complete(dgnz(8) + "0001")
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def pesel(y, m, d, male):
    mm = m + (20 if y >= 2000 else 0)
    base = f"{y % 100:02d}{mm:02d}{d:02d}{dg(3)}{pick('13579' if male else '02468')}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)


def pl_dowod_ok(s):
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(int(ch, 36) * x for ch, x in zip(s, w)) % 10 == 0


def pl_dowod():
    letters, rest = rs(UP, 3), dg(5)
    for c in DG:
        if pl_dowod_ok(letters + c + rest):
            return letters + c + rest


def pl_nip_ok(s):
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    r = sum(int(a) * b for a, b in zip(s, w)) % 11
    return r != 10 and r == int(s[9])


def pl_nip():
    while True:
        v = first_ok(dgnz(9), pl_nip_ok)
        if v:
            return v


def dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"




def es_cif(letter="B"):
    d = dg(7)
    odd = sum(sum(divmod(int(d[i]) * 2, 10)) for i in (0, 2, 4, 6))
    even = sum(int(d[i]) for i in (1, 3, 5))
    return f"{letter}{d}{(10 - (odd + even) % 10) % 10}"


def fr_nir(male, y, m):
    dept = pick(["75", "69", "13", "33", "59", "31", "44", "67"])
    base = f"{1 if male else 2}{y % 100:02d}{m:02d}{dept}{dg(3)}{dg(3)}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"


def siren():
    return luhn_complete(dgnz(8))


def siret():
    s = siren()
    return luhn_complete(s + dg(4))


MONTHS_CF = "ABCDEHLMPRST"


def cf_part(word, is_name):
    w = word.upper()
    cons = [c for c in w if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def codice_fiscale(surname, name, y, m, d, female, comune):
    base = (cf_part(surname, False) + cf_part(name, True) + f"{y % 100:02d}" + MONTHS_CF[m - 1]
            + f"{d + (40 if female else 0):02d}" + comune)
    return base + it_check(base)


def piva():
    return luhn_complete(dgnz(7) + dg(3))


def bsn_ok(s):
    return (sum(int(a) * b for a, b in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


def bsn():
    while True:
        v = first_ok(dgnz(8), bsn_ok)
        if v:
            return v


def se_pnr(y, m, d):
    base = f"{y % 100:02d}{m:02d}{d:02d}{dg(3)}"
    full = luhn_complete(base)
    return f"{full[:6]}-{full[6:]}"


def no_fnr(y, m, d):
    while True:
        ind = f"{R.randint(0, 499) if y < 2000 else R.randint(500, 999):03d}"
        base = f"{d:02d}{m:02d}{y % 100:02d}{ind}"
        k1 = 11 - sum(int(a) * b for a, b in zip(base, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base += str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k2)


def no_orgnr_ok(s):
    k = 11 - sum(int(a) * b for a, b in zip(s[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k = 0 if k == 11 else k
    return k != 10 and k == int(s[8])


def no_orgnr():
    while True:
        v = first_ok(pick("89") + dg(7), no_orgnr_ok)
        if v:
            return v


def fi_hetu(y, m, d):
    nnn = f"{R.randint(2, 899):03d}"
    base = f"{d:02d}{m:02d}{y % 100:02d}"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + nnn) % 31]
    return f"{base}{'-' if y < 2000 else 'A'}{nnn}{c}"


def fi_ytunnus():
    while True:
        b = dg(7)
        r = sum(int(a) * w for a, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        return f"{b}-{0 if r == 0 else 11 - r}"


def fi_viite(base):
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def cz_rc(y, m, d, female):
    while True:
        mm = m + (50 if female else 0)
        base = f"{y % 100:02d}{mm:02d}{d:02d}{dg(3)}"
        c = int(base) % 11
        if c == 10:
            continue
        return f"{base[:6]}/{base[6:]}{c}"


def cz_ico():
    b = dg(7)
    r = sum(int(a) * w for a, w in zip(b, [8, 7, 6, 5, 4, 3, 2])) % 11
    return b + str((11 - r) % 10)


def hu_taj():
    b = dgnz(8)
    return b + str(sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b)) % 10)


def hu_adoazon(y, m, d):
    import datetime
    days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
    while True:
        b = f"8{days:05d}{dg(3)}"
        c = sum(int(a) * (i + 1) for i, a in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_adoszam():
    b = dgnz(7)
    c = (10 - sum(int(a) * w for a, w in zip(b, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    return f"{b}{c}-{pick('2')}-{R.randint(2, 44):02d}"


def ro_cnp(y, m, d, male, county):
    s = (1 if male else 2) if y < 2000 else (5 if male else 6)
    base = f"{s}{y % 100:02d}{m:02d}{d:02d}{county}{R.randint(1, 999):03d}"
    r = sum(int(a) * b for a, b in zip(base, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return base + str(1 if r == 10 else r)


def ro_cui():
    b = dgnz(R.randint(7, 8))
    p = b.zfill(9)
    c = sum(int(a) * w for a, w in zip(p, [7, 5, 3, 2, 1, 7, 5, 3, 2])) * 10 % 11
    return b + str(0 if c == 10 else c)


def gr_amka(y, m, d):
    return luhn_complete(f"{d:02d}{m:02d}{y % 100:02d}{dg(4)}")


def gr_afm(first="1"):
    b = first + dg(7)
    return b + str(sum(int(a) * 2 ** (8 - i) for i, a in enumerate(b)) % 11 % 10)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def ru_inn12():
    b = [int(c) for c in dgnz(10)]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(x * y for x, y in zip(b, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(x * y for x, y in zip(b, w2)) % 11 % 10)
    return "".join(map(str, b))


def ru_inn10():
    b = [int(c) for c in dgnz(9)]
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(x * y for x, y in zip(b, w)) % 11 % 10)
    return "".join(map(str, b))


def ru_snils():
    while True:
        b = dg(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(a) * w for a, w in zip(b, range(9, 0, -1)))
        if s > 101:
            s %= 101
        c = 0 if s in (100, 101) else s
        return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def ru_ogrn():
    b = pick("15") + dg(11)
    return b + str(int(b) % 11 % 10)


def ua_rnokpp():
    b = dgnz(9)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(a) * x for a, x in zip(b, w)) % 11 % 10)


def th_id():
    b = pick("1358") + dg(11)
    s = sum(int(a) * (13 - i) for i, a in enumerate(b))
    c = (11 - s % 11) % 10
    x = b + str(c)
    return f"{x[0]}-{x[1:5]}-{x[5:10]}-{x[10:12]}-{x[12]}"


def th_tax_company():
    b = "0" + pick(["105", "107", "115"]) + dg(8)
    s = sum(int(a) * (13 - i) for i, a in enumerate(b))
    return b + str((11 - s % 11) % 10)


def il_tz():
    return luhn_complete(dgnz(8))


def ir_meli():
    b = pick(["00", "04", "12", "22", "32"]) + dg(7)
    r = sum(int(a) * (10 - i) for i, a in enumerate(b)) % 11
    return b + str(r if r < 2 else 11 - r)


def ae_eid(y):
    return luhn_complete(f"784{y}{dg(7)}")


def ca_sin():
    return luhn_complete(pick("1234567") + dg(7))




def uk_nino():
    bad1 = set("DFIQUV")
    first = [c for c in UP if c not in bad1]
    second = [c for c in UP if c not in bad1 | {"O"}]
    while True:
        p = pick(first) + pick(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            return f"{p} {dg(2)} {dg(2)} {dg(2)} {pick('ABCD')}"


def us_ssn():
    a = R.randint(1, 899)
    while a == 666:
        a = R.randint(1, 899)
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def npi():
    while True:
        b = pick("12") + dg(8)
        for c in DG:
            if luhn_ok("80840" + b + c):
                return b + c


def au_tfn_ok(s):
    return sum(int(a) * w for a, w in zip(s, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def au_tfn():
    while True:
        v = first_ok(dgnz(8), au_tfn_ok)
        if v:
            return v


def abn_ok(s):
    d = [int(c) for c in s]
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def abn():
    while True:
        tail = dg(9)
        for head in range(10, 100):
            if abn_ok(f"{head}{tail}"):
                s = f"{head}{tail}"
                return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


GST_AL = DG + UP


def gstin(state, pan):
    b = f"{state}{pan}1Z"
    tot = 0
    for i, ch in enumerate(b):
        p = GST_AL.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return b + GST_AL[(36 - tot % 36) % 36]


def pan(kind="P"):
    return rs(UP, 3) + kind + rs(UP, 1) + dg(4) + rs(UP, 1)


def clabe(bank="012"):
    b = bank + dg(14)
    w = [3, 7, 1] * 6
    s = sum(int(a) * x % 10 for a, x in zip(b, w))
    return b + str((10 - s % 10) % 10)


def steuer_id_ok(s):
    prod = 10
    for ch in s[:10]:
        sm = (int(ch) + prod) % 10 or 10
        prod = (sm * 2) % 11
    c = 11 - prod
    return int(s[10]) == (0 if c == 10 else c)


def steuer_id():
    while True:
        ds = R.sample(DG, 9)
        ds.append(pick(ds))
        R.shuffle(ds)
        if ds[0] == "0":
            continue
        v = first_ok("".join(ds), steuer_id_ok)
        if v:
            return v


def de_ustid():
    while True:
        v = first_ok(dgnz(8), mod1110_ok)
        if v:
            return "DE" + v


def mod1110_ok(s):
    prod = 10
    for ch in s[:-1]:
        sm = (int(ch) + prod) % 10 or 10
        prod = (sm * 2) % 11
    c = 11 - prod
    return int(s[-1]) == (0 if c == 10 else c)


PA_ALPHA = "CFGHJKLMNPRTVWXYZ0123456789"


def de_ausweis():
    b = pick("LMNPRTVWXY") + rs(PA_ALPHA, 8)
    s = sum(int(c, 36) * [7, 3, 1][i % 3] for i, c in enumerate(b)) % 10
    return b + str(s)


def pt_nif(first="2"):
    while True:
        b = first + dg(7)
        r = sum(int(a) * (9 - i) for i, a in enumerate(b)) % 11
        return b + str(0 if r < 2 else 11 - r)




def usc_code():
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    b = "91" + pick(["110105", "310115", "440300", "330106"]) + rs(DG + "ABCDEFGHJKLMNPQRTUWXY", 9)
    c = 31 - sum(al.index(ch) * x for ch, x in zip(b, w)) % 31
    return b + al[0 if c == 31 else c]


def s10(prefix, country):
    b = dg(8)
    s = sum(int(a) * w for a, w in zip(b, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = 0 if c == 10 else 5 if c == 11 else c
    return f"{prefix}{b}{c}{country}"


def dk_cvr():
    while True:
        v = first_ok(dgnz(7), lambda s: sum(int(a) * w for a, w in zip(s, [2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0)
        if v:
            return v


def bip39(n):
    return " ".join(pick(BIP39) for _ in range(n))


def eth_addr():
    return "0x" + rs("0123456789abcdefABCDEF", 40)


def jwt_like(payload_json):
    import base64

    def b64u(b):
        return base64.urlsafe_b64encode(b).decode().rstrip("=")
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload_json, separators=(",", ":")).encode())
    return f"{head}.{body}.{rs(B64U, 43)}"


def totp_seed(n=32):
    return rs(B32, n)


def mpesa_code():
    return pick("ST") + rs(UP + DG, 9)


def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def gh_pat():
    return "ghp_" + rs(AN, 36)


def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    return rs(B64, 40)


def slack_bot():
    return f"xoxb-{dgnz(12)}-{dgnz(13)}-{rs(AN, 24)}"


def google_key():
    return "AIza" + rs(B64U, 35)


# ----------------------------------------------------------------- registry and validation
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def C(lang, slug, text, secrets, looks, note):
    return {"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
            "lookalikes": list(looks), "note": note}


LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt",
         "it", "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
ASCII_AN = set(AN)


def bad_char(s, allow_nl):
    for ch in s:
        if ch == "\n" and allow_nl:
            continue
        cat = unicodedata.category(ch)
        if cat[0] == "C" or cat in ("Zl", "Zp") or (cat == "Zs" and ch != " "):
            return ch
    return None


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def case_errors(c):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            errs.append(f"{k} missing")
            return errs
        b = bad_char(c[k], k == "text")
        if b is not None:
            errs.append(f"{k}: hostile char U+{ord(b):04X}")
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang")
    text = c["text"]
    for part in text.split("\n---\n"):
        if not part.strip():
            errs.append("empty message")
    sec, lk = c["secrets"], c["lookalikes"]
    allv = sec + lk
    if len(set(allv)) != len(allv):
        errs.append("duplicate value")
    for v in allv:
        if not isinstance(v, str) or not v or v != v.strip():
            errs.append(f"bad value {v!r}")
            continue
        b = bad_char(v, True)
        if b is not None:
            errs.append(f"value hostile char U+{ord(b):04X}")
        pos = occ(text, v)
        if not pos:
            errs.append(f"not in text: {v!r}")
            continue
        if len(v) <= 6 and len(pos) != 1:
            errs.append(f"short value occurs {len(pos)}x: {v!r}")
        for p in pos:
            e = p + len(v)
            if v[0].isdigit() and p > 0 and text[p - 1].isdigit():
                errs.append(f"embedded number (left): {v!r}")
            if v[-1].isdigit() and e < len(text) and text[e].isdigit():
                errs.append(f"embedded number (right): {v!r}")
            if v[0] in ASCII_AN and p > 0 and text[p - 1] in ASCII_AN:
                errs.append(f"glued to a word (left): {v!r}")
            if v[-1] in ASCII_AN and e < len(text) and text[e] in ASCII_AN:
                errs.append(f"glued to a word (right): {v!r}")
    sspans = [(p, p + len(v)) for v in sec for p in occ(text, v)]
    lspans = [(p, p + len(v)) for v in lk for p in occ(text, v)]
    for a, b in sspans:
        for x, y in lspans:
            if a < y and x < b:
                errs.append(f"secret/look-alike overlap at {a}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append(f"    {k}:")
                out.extend(f"      - {q(v)}" for v in c[k])
            else:
                out.append(f"    {k}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def parse(src):
    lines = src.split("\n")
    if lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("bad header")
    cases, cur, curlist = [], None, None
    for ln in lines[2:]:
        if not ln:
            continue
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            curlist = None
        elif ln.startswith("      - ") and curlist is not None:
            curlist.append(json.loads(ln[8:]))
        elif ln.startswith("    ") and not ln.startswith("     ") and cur is not None:
            body = ln[4:]
            if body.endswith(":") and ": " not in body:
                curlist = cur[body[:-1]] = []
            else:
                k, _, rest = body.partition(": ")
                cur[k] = [] if rest == "[]" else json.loads(rest)
                curlist = None
        else:
            raise ValueError(f"unparsable line: {ln[:60]!r}")
    return cases


def selftest():
    ok = True
    tests = [
        (luhn_ok("79927398713"), "luhn"),
        (iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000"), "iban"),
        (verhoeff_ok("2363"), "verhoeff"),
        (cn_id.__name__ and "10X98765432"[sum(int(a) * b for a, b in zip("11010519491231002",
            [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11] == "X", "cn id"),
        (jp_mynumber_ok("123456789018"), "my number"),
        (jp_corp("000012050002") == "7000012050002", "houjin bangou"),
        (cnpj_complete("112223330001") == "11222333000181", "cnpj"),
        (pl_dowod_ok("ABA300000"), "dowod"),
        (pl_nip_ok("1234563218"), "nip"),
        (bsn_ok("111222333"), "bsn"),
        (luhn_ok("8112189876"), "personnummer"),
        (no_orgnr_ok("923609016"), "orgnr"),
        (steuer_id_ok("86095742719"), "steuer-id"),
        (it_check("RSSMRA85T10A562") == "S", "codice fiscale"),
        (codice_fiscale("Rossi", "Mario", 1985, 12, 10, False, "A562") == "RSSMRA85T10A562S", "cf build"),
        (it_check("0542811101000000123456") == "X", "cin"),
        (es_dc("0021000418") == 4 and es_dc("0200051332") == 5, "es dc"),
        (pt_nif.__name__ and sum(int(a) * (9 - i) for i, a in enumerate("12345678")) % 11 == 2, "nif"),
        (au_tfn_ok("123456782"), "tfn"),
        (abn_ok("51824753556"), "abn"),
        (clabe.__name__ and (10 - sum(int(a) * x % 10 for a, x in zip("03218000011835971", [3, 7, 1] * 6)) % 10) % 10 == 9, "clabe"),
        (gstin("27", "AAPFU0939F")[-1] == "V", "gstin"),
        (luhn_ok("784196865703050"), "emirates id"),
    ]
    for good, name in tests:
        if not good:
            print(f"selftest failed: {name}", file=sys.stderr)
            ok = False
    return ok


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v63.py heldout_v63.yaml", file=sys.stderr)
        sys.exit(1)
    if not selftest():
        sys.exit(1)
    out, problems = [], []
    for n, fn in enumerate(CASES, 1):
        for attempt in range(60):
            c = fn()
            c = {"id": f"{PREFIX}-{n:03d}-{c['slug']}", "lang": c["lang"], "text": c["text"],
                 "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]}
            errs = case_errors(c)
            if not errs:
                break
        else:
            problems.append(f"{c['id']}: {errs}")
        out.append(c)
    ids = [c["id"] for c in out]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    src = dump(out)
    try:
        if parse(src) != out:
            problems.append("round trip mismatch")
    except ValueError as e:
        problems.append(str(e))
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(src)
    print(f"wrote {len(out)} cases to {sys.argv[1]}")


# ================================================================= English, positive
@case
def _():
    sk = "sk_live_" + rs(AN, 24)
    user = pick(["app_rw", "shopapi", "billing_svc"])
    pw = pw_strong(18, URLSAFE_PW)
    host = f"db-prod-{R.randint(1, 4)}.{rs(LO + DG, 12)}.eu-west-1.rds.amazonaws.com"
    rel = f"2024.{R.randint(1, 12):02d}.{R.randint(1, 9)}"
    text = T("Can you check why my app crashes on boot? This is the .env on the server:", "",
             "NODE_ENV=production", "PORT=8080", f"STRIPE_SECRET_KEY={sk}",
             f"DATABASE_URL=postgres://{user}:{pw}@{host}:5432/shop", f"SENTRY_RELEASE={rel}", "",
             "and the log says: Error: getaddrinfo ENOTFOUND")
    return C("en", "dotenv-stripe-postgres", text, [sk, f"{user}:{pw}"], [host, rel],
             "live Stripe key and DB credentials in a .env; the RDS host and release tag stay")


@case
def _():
    pw = pw_human(EN_WORDS)
    model = pick(["Archer AX55", "Nighthawk R7000", "RT-AX58U"])
    serial = rs(UP + DG, 13)
    text = (f"My parents are visiting next week and I want to write a little card for the guest room with "
            f"the wifi. Network is \"Miller_Home_5G\", password {pw}. The router is a {model}, serial "
            f"{serial} if that matters. Can you make it look cute and also tell me how to turn on the guest "
            f"network instead?")
    return C("en", "wifi-card-guest-room", text, [pw], [serial],
             "home Wi-Fi password; router serial is a look-alike")


@case
def _():
    cn = visa()
    exp = expiry()
    cvc = dg(3)
    conf = rs(UP + DG, 8)
    phone = f"+1 (305) 555-{dg(4)}"
    text = (f"The hotel wants me to email my card to guarantee the late check-in. Can you draft the email? "
            f"Card: {grp(cn)}, exp {exp}, CVV {cvc}, name on card Daniel R. Okafor. Booking confirmation "
            f"{conf}. Their front desk is {phone}.")
    return C("en", "hotel-card-email", text, [grp(cn), exp, cvc], [conf, phone],
             "card number, expiry and CVV; booking confirmation and hotel phone are look-alikes")


@case
def _():
    tok = gh_pat()
    sha = hx(40)
    user = pick(["jlindqvist", "mariap-dev", "tkoenig"])
    text = T("git push keeps failing with 403, this is my remote:", "",
             f"origin  https://{tok}@github.com/{user}/budget-tracker.git (fetch)",
             f"origin  https://{tok}@github.com/{user}/budget-tracker.git (push)", "",
             f"last commit is {sha}. Did the token expire or is it the scopes?")
    return C("en", "git-remote-pat", text, [tok], [sha],
             "GitHub PAT embedded twice in a remote URL; commit SHA is a look-alike")


@case
def _():
    akid, sec = aws_akid(), aws_secret()
    req = uuid4()
    text = T("I set up the CLI on my new laptop like this:", "", "[default]",
             f"aws_access_key_id = {akid}", f"aws_secret_access_key = {sec}", "region = us-east-2", "",
             f"but `aws s3 ls` gives SignatureDoesNotMatch (request id {req}). Clock is synced. Ideas?")
    return C("en", "aws-credentials-file", text, [akid, sec], [req],
             "AWS access key pair from ~/.aws/credentials; request id is a look-alike")


@case
def _():
    blob = ("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
            "QyNTUxOQAAACA" + rs(B64, 250))
    body = [blob[i:i + 70] for i in range(0, len(blob), 70)]
    key = "\n".join(["-----BEGIN OPENSSH PRIVATE KEY-----"] + body + ["-----END OPENSSH PRIVATE KEY-----"])
    fp = "SHA256:" + rs(B64, 43)
    text = T("ssh says 'Permission denied (publickey)' when I connect to my VPS. I copied the key from my "
             "old machine:", "", key, "",
             f"the server shows the fingerprint {fp} for the key in authorized_keys. Is the file broken?")
    return C("en", "ssh-private-key-paste", text, [key], [fp],
             "OpenSSH private key pasted in full; public key fingerprint is a look-alike")


@case
def _():
    phrase = bip39(12)
    addr = eth_addr()
    text = (f"I wrote my recovery phrase on paper years ago and now the wallet says invalid. Is the order "
            f"maybe wrong? {phrase}. The address I used to have was {addr}, it still shows my ETH on "
            f"etherscan.")
    return C("en", "seed-phrase-order", text, [phrase], [addr],
             "12-word seed phrase (BIP39 words, checksum not computed); public address is a look-alike")


@case
def _():
    gate, alarm = dg(4), dg(6)
    wifi = pw_human(EN_WORDS)
    vet = f"(512) 555-{dg(4)}"
    addr = f"{R.randint(100, 9999)} Barton Hills Dr"
    text = T(f"Help me write instructions for our pet sitter Kayla. House is {addr}.",
             f"- gate keypad: {gate} then #",
             f"- alarm panel by the garage door: {alarm}, you have 30 seconds",
             f"- wifi: {wifi}",
             f"- vet (Dr. Alvarez) {vet}",
             "Biscuit gets half a cup twice a day. Make it friendly, not bossy.")
    return C("en", "pet-sitter-codes", text, [gate, alarm, wifi], [vet, addr],
             "gate and alarm codes and Wi-Fi password entrusted to a sitter; vet phone and address stay")


@case
def _():
    codes = [f"{rs(LO + DG, 4)}-{rs(LO + DG, 4)}" for _ in range(3)]
    text = T("I'm cleaning up my notes app. These are my Google backup codes, which ones have I used? I "
             "crossed out two but can't read which:", *codes,
             "Should I just generate new ones?")
    return C("en", "google-backup-codes", text, codes, [],
             "three 2FA backup codes")


@case
def _():
    seed = totp_seed(32)
    acct = pick(["nora.fitz@proton.me", "b.kowalski@fastmail.com"])
    text = (f"My authenticator app died. I still have the setup link from when I enabled 2FA on my "
            f"exchange: otpauth://totp/Kraken:{acct}?secret={seed}&issuer=Kraken&digits=6&period=30 "
            f"-- can I just paste this into a new app?")
    return C("en", "otpauth-uri-seed", text, [seed], [],
             "TOTP seed inside an otpauth URI")


@case
def _():
    ssn = us_ssn()
    ein = f"{R.randint(10, 98)}-{dg(7)}"
    wage = f"${R.randint(41, 95)},{dg(3)}.{dg(2)}"
    text = (f"Filling out my 1040. W-2 box a says my SSN is {ssn} and box b, employer EIN, is {ein}. "
            f"Wages in box 1 are {wage}. Where do those go on the form and does the EIN matter?")
    return C("en", "w2-ssn-ein", text, [ssn], [ein, wage],
             "own SSN; employer EIN and wage amount are look-alikes")


@case
def _():
    pp = dgnz(9)
    ref = f"AA00{rs(UP + DG, 6)}"
    flight = f"UA {R.randint(100, 999)}"
    text = (f"For the Indian e-visa form, it asks passport number and file number. Mine is {pp} (US "
            f"passport, expires 2031). The application temporary id they gave me is {ref}. My flight is "
            f"{flight}. Which port of arrival should I pick for Delhi?")
    return C("en", "evisa-passport", text, [pp], [ref, flight],
             "US passport number; application id and flight number are look-alikes")


@case
def _():
    dl = pick(UP) + dg(7)
    conf = dgnz(10)
    text = (f"Rental counter says my license didn't validate online. It's California, {dl}, exp 09/14/2028. "
            f"Reservation #{conf}. Is it because I renewed recently?")
    return C("en", "drivers-license-rental", text, [dl], [conf],
             "California driver licence number; reservation number is a look-alike")


@case
def _():
    member = rs(UP, 3) + dg(9)
    group = dg(6)
    claim = "CLM-" + dg(10)
    text = (f"Can you help me appeal a denied claim with Anthem? My member ID is {member}, group number "
            f"{group} (that's my employer's plan), claim {claim} for the MRI on March 4. Letter should be "
            f"firm but polite.")
    return C("en", "insurance-member-appeal", text, [member], [group, claim],
             "health insurance member id; employer group number and claim number are look-alikes")


@case
def _():
    tok = slack_bot()
    chan = "C0" + rs(UP + DG, 9)
    text = T("why does this post nothing?", "", "```python",
             "from slack_sdk import WebClient", f'client = WebClient(token="{tok}")',
             f'client.chat_postMessage(channel="{chan}", text="deploy finished")', "```",
             "no error, just nothing shows up")
    return C("en", "slack-bot-token-code", text, [tok], [chan],
             "Slack bot token in code; channel id is a look-alike")


@case
def _():
    key = openai_key()
    reqid = "req_" + hx(32)
    text = T("getting 429 even though I have credits??", "",
             "curl https://api.openai.com/v1/chat/completions \\",
             f'  -H "Authorization: Bearer {key}" \\',
             "  -H \"Content-Type: application/json\" \\",
             "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'", "",
             f"x-request-id: {reqid}")
    return C("en", "openai-curl-429", text, [key], [reqid],
             "OpenAI project key in a curl command; request id is a look-alike")


@case
def _():
    key = anthropic_key()
    ver = f"0.{R.randint(30, 49)}.{R.randint(0, 9)}"
    text = T("Quick sanity check on my script before I run it on the batch job:", "", "import anthropic",
             f'client = anthropic.Anthropic(api_key="{key}")',
             "msg = client.messages.create(model=\"claude-3-5-sonnet-latest\", max_tokens=512,",
             "    messages=[{\"role\": \"user\", \"content\": prompt}])", "",
             f"I'm on anthropic=={ver}. Should I move the key somewhere else?")
    return C("en", "anthropic-key-script", text, [key], [ver],
             "Anthropic API key hard-coded; SDK version string is a look-alike")


@case
def _():
    user = pick(["svc-orders", "kwame", "analytics"])
    pw = pw_strong(16, URLSAFE_PW)
    cluster = f"cluster0.{rs(LO + DG, 5)}.mongodb.net"
    text = (f"Mongoose times out with this: mongodb+srv://{user}:{pw}@{cluster}/orders?retryWrites=true&w=majority "
            f"-- Atlas network access has 0.0.0.0/0. What else could it be?")
    return C("en", "mongodb-srv-uri", text, [f"{user}:{pw}"], [cluster],
             "MongoDB credentials in an SRV URI; the cluster host is a look-alike")


@case
def _():
    pw = pw_strong(24, AN)
    host = f"10.0.{R.randint(1, 254)}.{R.randint(1, 254)}"
    text = T("celery can't connect to redis after I turned on requirepass:", "",
             f"CELERY_BROKER_URL = \"redis://:{pw}@{host}:6379/0\"", "",
             "redis-cli -a works fine from the same box.")
    return C("en", "redis-requirepass", text, [pw], [host],
             "Redis password in a broker URL (no user part); private IP is a look-alike")


@case
def _():
    tok = jwt_like({"sub": dg(6), "email": "hannah.w@lumenhealth.io", "iat": 1718000000 + R.randint(0, 99999),
                    "exp": 1718090000 + R.randint(0, 99999)})
    trace = hx(32)
    text = T("Our API returns 401 for my own user after deploy. Copied from the network tab:", "",
             f"authorization: Bearer {tok}", f"x-trace-id: {trace}", "",
             "Can you decode it and tell me if exp is already passed?")
    return C("en", "bearer-jwt-network-tab", text, [tok], [trace],
             "live bearer JWT of the user's session; trace id is a look-alike")


@case
def _():
    sk = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)
    ver = f"4.2.{R.randint(5, 16)}"
    text = T("settings.py, trimmed:", "", "DEBUG = False", f"SECRET_KEY = '{sk}'",
             "ALLOWED_HOSTS = ['app.fernleaf.co']", "",
             f"Django {ver}. Static files 404 in production, what did I miss?")
    return C("en", "django-secret-key", text, [sk], [ver],
             "Django SECRET_KEY; version string is a look-alike")


@case
def _():
    sid = rs(LO + DG, 32)
    csrf = rs(AN, 32)
    ga = f"GA1.1.{dgnz(9)}.{R.randint(1690000000, 1719999999)}"
    text = T("I'm scraping my own order history from the store since they have no export. These cookies "
             "work in the browser but not in requests:", "",
             f"sessionid={sid}; csrftoken={csrf}; _ga={ga}", "",
             "do I need to send the referer too?")
    return C("en", "session-cookies-scrape", text, [sid, csrf], [ga],
             "session and CSRF cookies; Google Analytics cookie value is a look-alike")


@case
def _():
    acct = dgnz(R.choice([10, 12]))
    routing = pick(["021000021", "026009593", "121000248", "011000138"])
    text = (f"New job's payroll form wants direct deposit info. Checking account {acct}, routing {routing}. "
            f"Which box is which on the form, 'ABA' or 'DFI'?")
    return C("en", "direct-deposit-us", text, [acct], [routing],
             "own checking account number; the bank's routing number is public")


@case
def _():
    sort = f"{dg(2)}-{dg(2)}-{dg(2)}"
    acct = dg(8)
    ni = uk_nino()
    text = (f"Filling in the new starter form for work. Bank: Monzo, sort code {sort}, account number "
            f"{acct}. National Insurance number {ni}. Do I tick statement A or B if this is my only job?")
    return C("en", "uk-starter-form", text, [acct, ni], [sort],
             "own UK account number and NI number; the sort code identifies the bank branch")


@case
def _():
    maiden = pick(["Kowalczyk", "Fairweather", "Delgado", "Abernathy"])
    pet = pick(["Sprinkles", "Mr. Wiggles", "Pepper", "Chewie"])
    street = pick(["Juniper Lane", "Calloway Street", "Birchwood Court"])
    text = (f"Setting up security questions for my credit union and I keep forgetting what I pick. Let's "
            f"save them here: mother's maiden name {maiden}, first pet {pet}, street I grew up on {street}. "
            f"Remind me if I ask later.")
    return C("en", "security-answers", text, [maiden, pet, street], [],
             "answers to security questions")


@case
def _():
    pin = dg(6)
    puk = dg(8)
    model = pick(["SM-S918B", "SM-A546E", "Pixel 8a"])
    text = (f"My {model} asks for the PUK after I entered the SIM PIN wrong three times. The card holder "
            f"says PUK {puk}. Phone unlock PIN is {pin} but that's a different thing right?")
    return C("en", "sim-puk-pin", text, [puk, pin], [model],
             "PUK and phone unlock PIN; phone model is a look-alike")


@case
def _():
    combo = f"{R.randint(10, 49)}-{R.randint(50, 99)}-{R.randint(10, 49)}"
    model = f"SentrySafe SFW{dg(3)}GDC"
    text = (f"The dial on my {model} sticks. Combination is {combo} (right, left, right). Do I have to "
            f"pass the first number three times or four?")
    return C("en", "home-safe-combination", text, [combo], [model],
             "home safe combination; safe model is a look-alike")


@case
def _():
    box = dg(4)
    listing = dgnz(18)
    text = (f"Write my check-in message for Airbnb guests: self check-in from 4pm, the key is in the "
            f"lockbox left of the blue door, code {box}, please scramble the dials after. Listing "
            f"{listing}, parking spot 7.")
    return C("en", "lockbox-airbnb", text, [box], [listing],
             "key-box code entrusted to guests; listing id is a look-alike")


@case
def _():
    pw1 = pw_human(EN_WORDS)
    i = 0 if pw1[0].isalpha() else 1
    pw2 = pw1[:i] + pw1[i].swapcase() + pw1[i + 1:-1] + pick([c for c in "!?#%7" if c != pw1[-1]])
    text = M(f"Can you remember my new Spotify password for me? It's {pw1}",
             f"wait no, I typed it wrong on the site, it actually ended up being {pw2}")
    return C("en", "password-correction", text, [pw1, pw2], [],
             "two messages: a password and its correction; both are secrets")


@case
def _():
    key = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    tmpl = "d-" + hx(32)
    text = M("I'm going to paste the SendGrid key in the next message, tell me if the format looks right "
             f"because the dashboard says invalid. Template id is {tmpl}.",
             key)
    return C("en", "sendgrid-announced", text, [key], [tmpl],
             "key announced in one message and given in the next; template id is a look-alike")


@case
def _():
    rk = "-".join(rs(UP + DG, 4) for _ in range(7))
    a, b = rk[:19], rk[20:]
    text = M(f"Apple ID recovery key, first part (I'm splitting it up for safety): {a}",
             f"and the rest: {b}. Can you put them together and check it's 28 characters?")
    return C("en", "recovery-key-parts", text, [a, b], [],
             "Apple recovery key sent in two parts; both parts are secrets")


@case
def _():
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = [R.randint(0, 9) for _ in range(4)]
    spoken = " ".join(words[d] for d in pin)
    card_last = dg(4)
    text = (f"I'm using voice typing so sorry for the mess. Remind me my debit card PIN for the card ending "
            f"in {card_last} is {spoken}, I keep mixing it up with my old one.")
    return C("en", "pin-spelled-out", text, [spoken], [card_last],
             "PIN spelled out in words; last four of the card are a masked reference")


@case
def _():
    rows = [("Netflix", "the.garcias@gmail.com", pw_human(EN_WORDS)),
            ("Hulu", "the.garcias@gmail.com", pw_human(EN_WORDS)),
            ("Disney+", "mgarcia77", pw_strong(12, AN))]
    lines = ["| service | login | password |", "|---|---|---|"] + [f"| {a} | {b} | {c} |" for a, b, c in rows]
    text = T("Can you turn this into a nicer table and add a column for monthly price? Netflix is 15.49, "
             "Hulu 7.99, Disney+ 13.99.", *lines)
    return C("en", "streaming-password-table", text, [r[2] for r in rows], ["15.49"],
             "passwords in a markdown table; prices are look-alikes")


@case
def _():
    otp = dg(6)
    short = dg(5)
    text = T("got this text, is it a scam or legit?", "",
             f"\"Chase: Your one-time code is {otp}. Don't share it. We'll never call to ask for it. "
             f"Reply STOP to {short} to opt out.\"", "",
             "I did just try to log in from my work laptop")
    return C("en", "sms-otp-chase", text, [otp], [short],
             "one-time code from a pasted SMS; short code sender is a look-alike")


@case
def _():
    tok = rs(B64U, 43)
    ticket = f"#{dgnz(7)}"
    text = T("I got this password reset email and the link doesn't work, it says expired:", "",
             "Hi Priya,", "Click below to reset your password. This link expires in 30 minutes.",
             f"https://accounts.brightwaybank.com/reset?token={tok}&uid=88213",
             f"If you didn't request this, contact support and mention ticket {ticket}.", "",
             "I clicked it within like 5 minutes. Why?")
    return C("en", "reset-link-token", text, [tok], [ticket],
             "password-reset token in a pasted e-mail; support ticket is a look-alike")


@case
def _():
    key = google_key()
    place = "ChIJ" + rs(B64U, 23)
    text = T("Map shows 'For development purposes only'. My code:", "",
             f"<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap\" async></script>",
             f"and I center it on place id {place}. Billing is enabled though.")
    return C("en", "google-maps-key", text, [key], [place],
             "Google API key in a script tag; place id is a look-alike")


@case
def _():
    pw = pw_strong(16)
    digest = "sha256:" + hx(64)
    text = T("docker login works on my laptop but not in CI:", "",
             f"docker login registry.gitlab.com -u deploy-bot -p '{pw}'", "",
             f"then it tries to pull app@{digest} and says unauthorized.")
    return C("en", "docker-login-ci", text, [pw], [digest],
             "registry password on a command line; image digest is a look-alike")


@case
def _():
    tok = "npm_" + rs(AN, 36)
    integ = "sha512-" + rs(B64, 86) + "=="
    text = T("publishing fails with E404. .npmrc:", "", f"//registry.npmjs.org/:_authToken={tok}",
             "@acme-ui:registry=https://registry.npmjs.org/", "",
             f"package-lock has integrity {integ} for the old version, does that matter?")
    return C("en", "npmrc-token", text, [tok], [integ],
             "npm token in .npmrc; lockfile integrity hash is a look-alike")


@case
def _():
    raw = pw_strong(14, AN)
    import base64
    b = base64.b64encode(raw.encode()).decode()
    uid = uuid4()
    text = T("kubectl apply says the secret is invalid:", "", "apiVersion: v1", "kind: Secret",
             "metadata:", "  name: pg-credentials", f"  uid: {uid}", "type: Opaque", "data:",
             "  username: YXBw", f"  password: {b}", "", "is it the padding?")
    return C("en", "k8s-secret-base64", text, [b], [uid],
             "base64 password in a Kubernetes Secret; object uid is a look-alike")


@case
def _():
    name = pick(["fernleafprod", "stgreceipts01"])
    key = rs(B64, 86) + "=="
    text = (f"Function app can't read blobs. Connection string is DefaultEndpointsProtocol=https;AccountName="
            f"{name};AccountKey={key};EndpointSuffix=core.windows.net -- is the key the problem or the "
            f"container ACL?")
    return C("en", "azure-storage-conn", text, [key], [],
             "Azure storage account key inside a connection string")


@case
def _():
    rk = "-".join(dg(6) for _ in range(8))
    keyid = uuid4().upper()
    text = T("Windows wants the BitLocker recovery key after a BIOS update. It shows Key ID "
             f"{keyid[:8]}... and my Microsoft account lists:", "", f"Key ID: {keyid}",
             f"Recovery key: {rk}", "", "Do I type the dashes?")
    return C("en", "bitlocker-recovery", text, [rk], [keyid],
             "BitLocker recovery key; key id (GUID) is a look-alike")


@case
def _():
    k = rs(AN, 64)
    s = rs(AN, 64)
    tx = "0x" + hx(64)
    text = T("my bot stopped placing orders. config.json:", "", "{",
             f'  "apiKey": "{k}",', f'  "apiSecret": "{s}",', '  "symbol": "ETHUSDT"', "}", "",
             f"last successful order had tx {tx} on withdrawal. Did Binance change something?")
    return C("en", "binance-bot-config", text, [k, s], [tx],
             "exchange API key and secret; transaction hash is a look-alike")


@case
def _():
    priv = hx(64)
    tx = "0x" + hx(64)
    text = (f"I exported my MetaMask private key to import into Rabby: {priv} -- Rabby says invalid. Also "
            f"my last transfer {tx} is pending for hours, related?")
    return C("en", "eth-private-key", text, [priv], [tx],
             "raw 64-hex private key next to a 64-hex transaction hash look-alike")


@case
def _():
    key = uuid4()
    app = uuid4()
    text = (f"Heroku CLI: `heroku auth:token` gave me {key}. I put it in HEROKU_API_KEY on GitHub Actions "
            f"but deploy of app id {app} still fails with 'Invalid credentials provided'.")
    return C("en", "heroku-token-uuid", text, [key], [app],
             "UUID-shaped API token next to a UUID app id look-alike")


@case
def _():
    tok = f"{dgnz(10)}:AA{rs(B64U, 33)}"
    chat = "-100" + dgnz(10)
    text = T("Telegram bot doesn't receive messages in the group:", "",
             f"TOKEN = \"{tok}\"", f"CHAT_ID = {chat}", "", "privacy mode is off, bot is admin.")
    return C("en", "telegram-bot-token", text, [tok], [chat],
             "Telegram bot token; group chat id is a look-alike")


@case
def _():
    import base64
    uid = dgnz(18)
    tok = base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    guild = dgnz(18)
    text = (f"discord.py: client.run('{tok}') -> LoginFailure: Improper token. Server id is {guild}. I "
            f"regenerated it yesterday, is there a cache?")
    return C("en", "discord-bot-token", text, [tok], [guild],
             "Discord bot token; guild id is a look-alike")


@case
def _():
    tok = "hf_" + rs(UP + LO, 34)
    rev = hx(40)
    text = T("In my Colab notebook:", "", "from huggingface_hub import login", f'login(token="{tok}")',
             f'model = AutoModel.from_pretrained("meta-llama/Llama-3.1-8B", revision="{rev}")', "",
             "I get 'access to model is restricted'. I accepted the license already.")
    return C("en", "hf-token-colab", text, [tok], [rev],
             "Hugging Face token; model revision hash is a look-alike")


@case
def _():
    tok = "glpat-" + rs(B64U, 20)
    pid = dgnz(8)
    text = T(".gitlab-ci.yml snippet:", "", "release:", "  script:",
             f"    - curl --header \"PRIVATE-TOKEN: {tok}\" \"https://gitlab.com/api/v4/projects/{pid}/releases\"",
             "", "I know I should use CI variables, just want it to work first.")
    return C("en", "gitlab-token-ci", text, [tok], [pid],
             "GitLab PAT hard-coded in CI; project id is a look-alike")


@case
def _():
    tok = "hvs." + rs(AN, 24)
    acc = hx(8) + "-" + hx(4) + "-" + hx(4) + "-" + hx(4) + "-" + hx(12)
    text = (f"vault login {tok} works, but then `vault kv get secret/app` says permission denied. "
            f"The token accessor is {acc}. Which policy do I check?")
    return C("en", "vault-token", text, [tok], [acc],
             "Vault service token; token accessor is an identifier, a look-alike")


@case
def _():
    mbi = f"{R.randint(1, 9)}{pick('ACDEFGHJKMNPQRTUVWXY')}{pick('ACDEFGHJKMNPQRTUVWXY0123456789')}{R.randint(0, 9)}-" \
          f"{pick('ACDEFGHJKMNPQRTUVWXY')}{pick('ACDEFGHJKMNPQRTUVWXY0123456789')}{R.randint(0, 9)}-" \
          f"{pick('ACDEFGHJKMNPQRTUVWXY')}{pick('ACDEFGHJKMNPQRTUVWXY')}{R.randint(0, 9)}{R.randint(0, 9)}"
    doc = npi()
    text = (f"Helping my mom with a Medicare form. Her Medicare number is {mbi}. The doctor's NPI on the "
            f"bill is {doc}. The form has a field for 'provider identifier', is that the NPI?")
    return C("en", "medicare-mbi-npi", text, [mbi], [doc],
             "Medicare beneficiary id (entrusted); doctor's NPI (Luhn computed) is public")


@case
def _():
    sin = ca_sin()
    emp = "E" + dg(6)
    postal = f"{pick('KLMN')}{R.randint(1, 9)}{pick('ABCEGHJ')} {R.randint(1, 9)}{pick('ABCEGHJ')}{R.randint(1, 9)}"
    text = (f"HR portal onboarding asks for SIN. Mine is {grp(sin, 3)}. Employee number {emp}, postal code "
            f"{postal}. It keeps saying 'invalid SIN format' - should I enter it without spaces?")
    return C("en", "canada-sin-onboarding", text, [grp(sin, 3)], [emp, postal],
             "Canadian SIN (Luhn computed); employee number and postal code are look-alikes")


@case
def _():
    tfn = au_tfn()
    emp_abn = abn()
    text = (f"My employer wants a TFN declaration. TFN {grp(tfn, 3)}. Their ABN on the payslip is "
            f"{emp_abn}. Do I claim the tax-free threshold if I have a second casual job?")
    return C("en", "au-tfn-abn", text, [grp(tfn, 3)], [emp_abn],
             "Australian TFN (check computed); employer ABN (check computed) is a look-alike")


@case
def _():
    a = aadhaar()
    p = pan("P")
    ifsc = pick(["SBIN", "HDFC", "ICIC"]) + "0" + dg(6)
    text = (f"Bank is asking me to redo KYC. Aadhaar {grp(a)}, PAN {p}. The branch IFSC they printed is "
            f"{ifsc}. Do I need to visit or can I do video KYC?")
    return C("en", "india-kyc-english", text, [grp(a), p], [ifsc],
             "Aadhaar (Verhoeff computed) and PAN; IFSC is a bank identifier")


@case
def _():
    bvn = "22" + dg(9)
    ref = "NXG" + dg(15)
    text = (f"GTBank app keeps saying BVN mismatch when I try to link my new account. My BVN is {bvn}. "
            f"The failed transfer reference was {ref}. Who should I call, the bank or NIBSS?")
    return C("en", "nigeria-bvn", text, [bvn], [ref],
             "Nigerian BVN; transfer reference is a look-alike")


@case
def _():
    pw = pw_human(EN_WORDS)
    text = (f"Make a QR code content string for my wifi so guests can scan it. SSID is TheCastle, "
            f"WPA2, password {pw}. I think the format is WIFI:T:WPA;S:...;P:...;; right?")
    return C("en", "wifi-qr-string", text, [pw], [],
             "Wi-Fi password for a QR string")


@case
def _():
    zpw = pw_strong(12, AN + "!#")
    inv = "INV-" + dg(5)
    text = (f"A client sent me an encrypted zip with their tax docs, password is {zpw}. 7-zip says wrong "
            f"password. Invoice {inv} is inside apparently. Any chance it's an encoding thing?")
    return C("en", "client-zip-password", text, [zpw], [inv],
             "zip password entrusted by a client; invoice number is a look-alike")


@case
def _():
    bad = "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    text = (f"I accidentally committed this to a public repo this morning: {bad} -- I already revoked it "
            f"in the dashboard. Do I still need to rewrite git history?")
    return C("en", "revoked-key-still-secret", text, [bad], [],
             "leaked and revoked key: still a secret")


@case
def _():
    key = rs(LO + DG, 32)
    text = T("README says:", "", "```", "export WEATHER_API_KEY=your_api_key", "```",
             f"and my real one is {key}, from OpenWeatherMap. I exported it but still get 401.")
    return C("en", "placeholder-vs-real", text, [key], ["your_api_key"],
             "real OpenWeatherMap key beside the README placeholder")


@case
def _():
    user = pick(["ftp_kofi", "siteadmin", "web_upload"])
    pw = pw_strong(14)
    host = f"ftp.{pick(['kofiphotography', 'bluegatebakery'])}.com"
    text = (f"FileZilla: host {host}, user {user}, password {pw}, port 21. 'Connection timed out after 20 "
            f"seconds of inactivity'. My host says use SFTP?")
    return C("en", "filezilla-credentials", text, [pw], [host],
             "FTP password; host name stays")


@case
def _():
    app = " ".join(rs(LO, 4) for _ in range(4))
    port = "587"
    text = T("Nodemailer config, Gmail with an app password:", "", "transport: {",
             "  host: 'smtp.gmail.com',", f"  port: {port},", "  auth: { user: 'ana.r.lopes@gmail.com', "
             f"pass: '{app}' }}", "}", "", "535 Username and Password not accepted.")
    return C("en", "gmail-app-password", text, [app], [port],
             "16-letter Gmail app password; port is a look-alike")


@case
def _():
    pw = pw_strong(20, URLSAFE_PW)
    img = f"postgres:{R.randint(13, 16)}.{R.randint(1, 6)}"
    text = T("docker-compose.yml:", "", "services:", "  db:", f"    image: {img}", "    environment:",
             "      POSTGRES_USER: app", f"      POSTGRES_PASSWORD: {pw}", "      POSTGRES_DB: app", "",
             "the api container says password authentication failed for user app")
    return C("en", "compose-postgres-password", text, [pw], [img],
             "DB password in docker-compose; image tag is a look-alike")


@case
def _():
    pw = pw_strong(15, AN + "!*")
    host = f"mysql-{R.randint(1, 9)}.internal"
    text = (f"Spring Boot can't connect: spring.datasource.url=jdbc:mysql://{host}:3306/inventory"
            f"?user=inv_app&password={pw}&useSSL=false -- error is 'Public Key Retrieval is not allowed'.")
    return C("en", "jdbc-password-param", text, [pw], [host],
             "password as a JDBC URL parameter; host is a look-alike")


@case
def _():
    door = dg(5)
    alarm = dg(4)
    suite = f"Suite {R.randint(200, 899)}"
    text = (f"Onboarding doc for our new office manager: building door code {door}#, our {suite}, alarm "
            f"disarm {alarm} (last one out arms it). Please rewrite as a checklist.")
    return C("en", "office-door-alarm", text, [door, alarm], [suite],
             "office door and alarm codes; suite number is a look-alike")


@case
def _():
    pw = pw_human(EN_WORDS)
    fsa = pick(["jlee_2004", "maya.turner05"])
    text = (f"FAFSA login is driving me nuts. FSA ID username {fsa}, password {pw}. It says account locked. "
            f"How long do I wait?")
    return C("en", "fsa-id-password", text, [pw], [],
             "student aid password")


@case
def _():
    vm = dg(4)
    num = f"(617) 555-{dg(4)}"
    text = (f"How do I check voicemail from someone else's phone? My number is {num} and voicemail PIN {vm}. "
            f"Carrier is Verizon.")
    return C("en", "voicemail-pin", text, [vm], [num],
             "voicemail PIN; phone number is a look-alike")


@case
def _():
    key = "rk_live_" + rs(AN, 99)
    ch = "ch_" + rs(AN, 24)
    text = (f"Restricted key {key} can read charges but refunds fail on {ch} with 'permission'. Which "
            f"permission is refunds under?")
    return C("en", "stripe-restricted-key", text, [key], [ch],
             "Stripe restricted live key; charge id is a look-alike")


@case
def _():
    acct_sid = "AC" + hx(32)
    token = hx(32)
    msg = "SM" + hx(32)
    text = T("Twilio SMS not sending from my Flask app:", "",
             f"client = Client(\"{acct_sid}\", \"{token}\")", "",
             f"message sid {msg} shows status 'undelivered', error 30007.")
    return C("en", "twilio-auth-token", text, [token], [msg],
             "Twilio auth token (account SID neutral); message SID is a look-alike")


@case
def _():
    key = "key-" + hx(32)
    dom = "mg." + pick(["tidewaterpress", "oakandember"]) + ".com"
    text = (f"mailgun returns 401 Forbidden. I'm using api:{key} with basic auth on "
            f"https://api.mailgun.net/v3/{dom}/messages. Domain is verified.")
    return C("en", "mailgun-key", text, [key], [dom],
             "Mailgun API key; sending domain is a look-alike")


@case
def _():
    pw = pw_human(EN_WORDS)
    user = "m.okonkwo"
    text = M("remember my work VPN login for me pls, username m.okonkwo",
             f"password is {pw}",
             "thx. actually also: it expires every 90 days so remind me in September")
    return C("en", "vpn-login-split", text, [pw], [],
             "username then password over several messages")


@case
def _():
    code = dg(8)
    text = (f"Locked out of my Wells Fargo online banking, I requested a new temporary access code by mail "
            f"and it's {code}. Do I enter it on the website or in the app?")
    return C("en", "temporary-access-code", text, [code], [],
             "temporary bank access code")


@case
def _():
    garage = dg(4)
    model = pick(["LiftMaster 877MAX", "Chamberlain KLIK3U"])
    text = (f"I'm reprogramming my {model} keypad. Current code is {garage}. Steps to change it? The "
            f"manual is long gone.")
    return C("en", "garage-keypad", text, [garage], [model],
             "garage keypad code; keypad model is a look-alike")


@case
def _():
    pw = pw_strong(16)
    user = "admin"
    serial = rs(UP + DG, 12)
    text = (f"Synology DSM: I set the admin account password to {pw} and now Hyper Backup says authentication "
            f"failed. NAS serial {serial}. Do I need to re-link the task?")
    return C("en", "nas-admin-password", text, [pw], [serial],
             "NAS admin password; serial number is a look-alike")


@case
def _():
    pk = "5" + pick("HJK") + rs("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789", 49)
    txid = hx(64)
    text = (f"Old Bitcoin paper wallet from 2014. The private key (WIF) is {pk}. Which wallet can sweep it? "
            f"The funding txid is {txid}.")
    return C("en", "btc-wif-sweep", text, [pk], [txid],
             "WIF private key (checksum not computed); txid is a look-alike")

# ================================================================= English, negative
@case
def _():
    text = T("My unit tests use the values from the AWS docs and moto, but boto3 now refuses them:", "",
             "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
             "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "",
             "Is there a newer set of fake credentials I should use?")
    return C("en", "aws-docs-example-keys", text, [],
             ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example keys only")


@case
def _():
    text = ("In Stripe test mode, 4242 4242 4242 4242 always succeeds and 4000 0000 0000 9995 declines "
            "with insufficient_funds, right? I'm using sk_test_4eC39HqLyjWDarjtT1zdp7dc from the docs "
            "for the curl examples. What card triggers 3DS, 4000 0027 6000 3184?")
    return C("en", "stripe-test-cards", text, [],
             ["4242 4242 4242 4242", "4000 0000 0000 9995", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
              "4000 0027 6000 3184"],
             "Stripe documentation test cards and the public docs test key")


@case
def _():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0"
           "IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    text = (f"Explaining JWTs in my blog post, I'm using the default token from jwt.io: {tok} . Is it "
            f"correct that the secret for that one is 'your-256-bit-secret'?")
    return C("en", "jwt-io-example", text, [], [tok, "your-256-bit-secret"],
             "jwt.io sample token and its documented sample secret")


@case
def _():
    a, b = hx(40), hx(7)
    tag = f"v{R.randint(1, 3)}.{R.randint(0, 19)}.{R.randint(0, 9)}"
    text = (f"I need to revert {a} but keep {b} which came after it. Both are on main, and {tag} was "
            f"tagged in between. Is `git revert` enough or do I rebase?")
    return C("en", "git-revert-shas", text, [], [a, b, tag],
             "commit hashes and a version tag")


@case
def _():
    h1, h2 = hx(64), hx(64)
    text = T("Downloaded ubuntu-24.04-desktop-amd64.iso twice and the hashes differ:", "",
             f"{h1}  ubuntu-24.04-desktop-amd64.iso", f"{h2}  ubuntu-24.04-desktop-amd64.iso", "",
             "and SHA256SUMS from the site has the first one. Is the second download corrupted?")
    return C("en", "iso-checksums", text, [], [h1, h2], "SHA-256 checksums")


@case
def _():
    last = dg(4)
    ref = dgnz(23)
    amt = f"${R.randint(20, 300)}.{dg(2)}"
    text = (f"I got charged twice for the same dinner, {amt} each, on my Visa **** **** **** {last}. The "
            f"statement shows reference {ref} for both. Help me write the dispute.")
    return C("en", "masked-card-dispute", text, [], [f"**** **** **** {last}", ref],
             "masked card, transaction reference, amount")


@case
def _():
    iban = make_iban("GB", "NWBK" + dg(6) + dg(8))
    chno = dgnz(7)
    text = (f"Our book club is donating to the food bank. Their page says: IBAN {grp(iban)}, BIC NWBKGB2L, "
            f"registered charity number {chno}, reference 'BOOKCLUB24'. Can you write the email telling "
            f"members how to chip in?")
    return C("en", "charity-iban-donation", text, [], [grp(iban), "NWBKGB2L", chno, "BOOKCLUB24"],
             "a charity's IBAN (mod-97 computed), BIC, charity number, payment reference")


@case
def _():
    ein = f"{R.randint(10, 98)}-{dg(7)}"
    inv = f"2024-{dg(4)}"
    text = (f"Contractor invoice: Harbor Line Electric LLC, EIN {ein}, invoice {inv}, payable by ACH to "
            f"routing 121000358. Do I need a W-9 from them before I pay $4,850?")
    return C("en", "contractor-invoice", text, [], [ein, inv, "121000358"],
             "company EIN, invoice number, bank routing number, amount")


@case
def _():
    text = ("For a security awareness slide: why is 'correct horse battery staple' considered strong while "
            "'P@ssw0rd' and 'Summer2024!' are weak? And explain the 'hunter2' joke for the younger folks.")
    return C("en", "password-examples-talk", text, [],
             ["correct horse battery staple", "P@ssw0rd", "Summer2024!", "hunter2"],
             "famous example passwords discussed as examples")


@case
def _():
    text = T("Our docs template has:", "", "curl -H \"Authorization: Bearer <YOUR_TOKEN>\" \\",
             "  https://api.example.com/v2/items?api_key=YOUR_API_KEY", "",
             "and in the Python sample `client = Client(token=\"sk-xxxxxxxxxxxxxxxxxxxxxxxx\")`. Should "
             "placeholders be uppercase or angle brackets for consistency?")
    return C("en", "docs-placeholders", text, [],
             ["<YOUR_TOKEN>", "YOUR_API_KEY", "sk-xxxxxxxxxxxxxxxxxxxxxxxx"], "placeholders")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    eticket = "016" + dg(10)
    flight = f"UA{R.randint(800, 999)}"
    text = (f"United changed my flight {flight} and now I'm in a middle seat. Confirmation {pnr}, e-ticket "
            f"{eticket}. Can you write a polite message asking to get my aisle back?")
    return C("en", "flight-change", text, [], [flight, pnr, eticket],
             "flight number, booking confirmation, e-ticket number")


@case
def _():
    addr = "bc1q" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
    tx = hx(64)
    text = (f"I sent 0.015 BTC to {addr} for a used GPU and the seller says nothing arrived. Txid is {tx}, "
            f"it has 3 confirmations. What do I tell him?")
    return C("en", "btc-payment-public", text, [], [addr, tx],
             "public receiving address and txid")


@case
def _():
    text = ("Is it true that SSN 078-05-1120 was printed on a sample card in wallets and thousands of people "
            "used it? And why is 123-45-6789 never issued?")
    return C("en", "famous-ssn-history", text, [], ["078-05-1120", "123-45-6789"],
             "famous specimen SSNs")


@case
def _():
    text = T("Our logger already redacts things, is this enough for SOC 2?", "",
             "2024-05-02T10:14:07Z INFO login user=akhan password=******** token=[REDACTED] ip=203.0.113.42",
             "2024-05-02T10:14:09Z WARN card=************1881 declined code=05")
    return C("en", "redacted-log", text, [],
             ["********", "[REDACTED]", "203.0.113.42", "************1881"],
             "masked and redacted values in logs")


@case
def _():
    m = " ".join(["abandon"] * 11 + ["about"])
    text = (f"In my wallet library tests I use the standard BIP39 test vector '{m}'. Is it OK to use it on "
            f"testnet or do bots drain it?")
    return C("en", "bip39-test-vector", text, [], [m], "well-known BIP39 test mnemonic")


@case
def _():
    t1 = "9400" + dg(18)
    t2 = "9400" + dg(18)
    text = M(f"Track this USPS package for me? {t1}",
             f"sorry, wrong one, it's {t2}. Shipped from Tulsa on the 3rd.")
    return C("en", "usps-tracking-corrected", text, [], [t1, t2],
             "two-message correction of a tracking number (not a secret)")

# ================================================================= German
DE_BIC = {"10010010": "PBNKDEFFXXX", "37040044": "COBADEFFXXX", "50010517": "INGDDEFFXXX",
          "43060967": "GENODEM1GLS", "20041133": "COBADEHD001", "70150000": "SSKMDEMMXXX",
          "12030000": "BYLADEM1001"}


@case
def _():
    iban = iban_de()
    bic = DE_BIC[iban[4:12]]
    sid = steuer_id()
    ust = de_ustid()
    text = (f"Hi, ich fange am 1. bei der neuen Firma an und muss den Personalfragebogen ausfüllen. Kannst du "
            f"mir sagen, was wohin gehört? Meine Bankverbindung: IBAN {grp(iban)}, BIC {bic}. "
            f"Steuer-ID {sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}, Steuerklasse 1, keine Kinder. Oben auf dem "
            f"Bogen steht noch die USt-IdNr. der Firma, {ust} – muss ich damit irgendwas machen?")
    return C("de", "personalfragebogen-iban-steuerid", text,
             [grp(iban), f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"], [bic, ust],
             "eigene IBAN (mod-97) und Steuer-ID (Prüfziffer berechnet); BIC und USt-IdNr. der Firma sind Look-alikes")


@case
def _():
    key = dg(20)
    text = (f"Meine Schwiegermutter kommt am Wochenende und will ins WLAN. Auf dem Aufkleber unten an der "
            f"FRITZ!Box 7590 AX steht: WLAN-Netzwerkschlüssel {grp(key)}, Art.-Nr. 2000 2998. Wie kann ich "
            f"stattdessen einen Gastzugang mit eigenem Passwort einrichten?")
    return C("de", "fritzbox-wlan-schluessel", text, [grp(key)], ["2000 2998"],
             "20-stelliger WLAN-Schlüssel vom Aufkleber; Artikelnummer ist ein Look-alike")


@case
def _():
    ausw = de_ausweis()
    pin = dg(6)
    vorgang = rs(UP, 3) + "-" + rs(UP, 3) + "-" + rs(UP, 3)
    text = (f"Bei der Kontoeröffnung will das Video-Ident die Ausweisnummer vorab haben. Meine ist {ausw}. "
            f"Vorgangsnummer laut Mail: {vorgang}. Und für die Online-Ausweisfunktion hab ich die PIN {pin} "
            f"gesetzt – brauche ich die dafür auch oder nur beim eID-Verfahren?")
    return C("de", "video-ident-ausweis", text, [ausw, pin], [vorgang],
             "Personalausweisnummer (Prüfziffer 7-3-1 berechnet) und eID-PIN; Vorgangsnummer ist ein Look-alike")


@case
def _():
    iban = make_iban("DE", "70150000" + dg(10))
    vk = "2100" + dg(6)
    rn = dg(9)
    amt = f"{R.randint(150, 480)},{dg(2)} €"
    text = (f"Die Stadtwerke wollen eine Nachzahlung von {amt} aus der Jahresabrechnung. Überweisen soll ich an "
            f"IBAN {grp(iban)}, Verwendungszweck Vertragskonto {vk}, Rechnungsnummer {rn}. Kannst du mir "
            f"einen Brief schreiben, in dem ich um Ratenzahlung in drei Raten bitte?")
    return C("de", "stadtwerke-nachzahlung", text, [], [grp(iban), vk, rn],
             "IBAN eines Versorgers, Vertragskonto, Rechnungsnummer, Betrag – alles keine Geheimnisse")


# ================================================================= French
FR_BIC = {"30004": "BNPAFRPP", "30003": "SOGEFRPP", "20041": "PSSTFRPPPAR", "30002": "CRLYFRPP",
          "10278": "CMCIFR2A", "17515": "CEPAFRPP751"}


@case
def _():
    y, m, d = bdate(1975, 1998)
    nir = fr_nir(R.random() < 0.5, y, m)
    iban = iban_fr()
    bic = FR_BIC[iban[4:9]]
    st = siret()
    st_f = f"{st[:3]} {st[3:6]} {st[6:9]} {st[9:]}"
    text = (f"Je dois remplir le bulletin d'adhésion à la mutuelle de ma nouvelle boîte. Mon numéro de sécu : "
            f"{nir}. Pour les remboursements, mon IBAN : {grp(iban)} (BIC {bic}). Le SIRET de l'employeur, "
            f"c'est {st_f}. Il faut le mettre dans la case « entreprise » ou « organisme » ?")
    return C("fr", "mutuelle-secu-iban", text, [nir, grp(iban)], [bic, st_f],
             "NIR (clé calculée) et IBAN (clé RIB et mod-97 calculées) ; BIC et SIRET (Luhn) sont des look-alikes")


@case
def _():
    digi = pick("AB") + dg(4)
    wifi = rs(AN, 20)
    ped = f"01 {dg(2)} {dg(2)} {dg(2)} {dg(2)}"
    text = (f"Tu peux me rédiger un petit mot pour la baby-sitter de ce soir ? Digicode : {digi}, interphone "
            f"« Moreau », 3e étage porte gauche. Code wifi de la Livebox : {wifi}. Louise se couche à 20h30, "
            f"pas d'écran après le dîner. En cas de souci, le pédiatre : {ped}.")
    return C("fr", "baby-sitter-digicode-wifi", text, [digi, wifi], [ped],
             "digicode et clé wifi confiés ; numéro du pédiatre est un look-alike")


@case
def _():
    code = dg(6)
    amt = f"{R.randint(90, 990)},{dg(2)} EUR"
    text = (f"J'ai reçu ce SMS : « Votre code de validation pour le paiement de {amt} chez FNAC.COM est : "
            f"{code}. Ne le communiquez jamais. » Mais je n'ai rien acheté à la Fnac ! Je fais opposition "
            f"tout de suite ?")
    return C("fr", "sms-3dsecure", text, [code], [amt],
             "code 3-D Secure reçu par SMS ; montant est un look-alike")


@case
def _():
    cmd = f"{dg(4)}-{dg(4)}"
    colis = "6A" + dg(11)
    sr = siren()
    sr_f = f"{sr[:3]} {sr[3:6]} {sr[6:]}"
    text = (f"Ma commande n° {cmd} chez Maison Lenoir n'est jamais arrivée. Le suivi Colissimo {colis} "
            f"indique « distribué » depuis le 14/05. Sur la facture : SARL Maison Lenoir, SIREN {sr_f}. "
            f"Rédige-moi une réclamation ferme mais polie.")
    return C("fr", "reclamation-colissimo", text, [], [cmd, colis, sr_f],
             "numéro de commande, suivi, date, SIREN (Luhn) de la société")


# ================================================================= Spanish
@case
def _():
    d = dni()
    iban = iban_es()
    cif = es_cif("B")
    text = (f"Estoy con el contrato de alquiler del piso y la inmobiliaria me pide DNI y cuenta para "
            f"domiciliar el recibo. DNI {d}, IBAN {grp(iban)}. Ellos son Inmuebles Albero S.L., CIF {cif}. "
            f"¿Es normal que además me pidan las tres últimas nóminas?")
    return C("es", "alquiler-dni-iban", text, [d, grp(iban)], [cif],
             "DNI (letra calculada) e IBAN (DC y mod-97 calculados); CIF de la inmobiliaria es un look-alike")


@case
def _():
    p1 = pw_human(["girasol", "lucas", "barcelona", "estrella", "canela", "mariposa"])
    p2 = pw_human(["girasol", "lucas", "barcelona", "estrella", "canela", "mariposa"])
    text = M(f"Apúntame la contraseña nueva de Netflix, que siempre se me olvida: {p1}",
             f"uy perdona, me he liado, esa era la del wifi de mi madre. La de Netflix es {p2}")
    return C("es", "netflix-correccion", text, [p1, p2], [],
             "dos mensajes: una contraseña y la corrección; ambas son secretas")


@case
def _():
    cl = clabe(pick(["012", "002", "014", "072"]))
    folio = dg(9)
    rfc = rs(UP, 3) + f"{R.randint(0, 24):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + rs(UP + DG, 3)
    text = (f"Para la devolución del SAT me pide la CLABE. La mía es {cl}. ¿Va con espacios o sin? El "
            f"folio de la declaración es {folio} y en la constancia sale el RFC de mi patrón {rfc}, ¿ese "
            f"también lo tengo que poner?")
    return C("es", "sat-clabe-devolucion", text, [cl], [folio, rfc],
             "CLABE propia (dígito de control calculado); folio y RFC de la empresa son look-alikes")


@case
def _():
    order = f"404-{dg(7)}-{dg(7)}"
    track = "PQ" + rs(UP + DG, 20) + pick(UP)
    tel = f"91{dg(1)} {dg(3)} {dg(3)}"
    text = (f"Mi pedido de Amazon {order} sale como entregado pero no tengo nada. El seguimiento de Correos "
            f"es {track}. He llamado a la oficina ({tel}) y no lo cogen. ¿Qué hago?")
    return C("es", "pedido-correos", text, [], [order, track, tel],
             "número de pedido, seguimiento, teléfono")


# ================================================================= Portuguese
@case
def _():
    c = cpf()
    cn = mastercard()
    exp = expiry()
    cvv = dg(3)
    cj = cnpj()
    ped = dgnz(6)
    text = (f"Tô comprando numa loja que achei no Instagram e pediram CPF e cartão. Preenchi tudo: CPF {c}, "
            f"cartão {grp(cn)}, validade {exp}, CVV {cvv}. No rodapé tem CNPJ {cj} e meu pedido é o nº {ped}. "
            f"Como eu confiro se essa loja é confiável?")
    return C("pt", "loja-cpf-cartao", text, [c, grp(cn), exp, cvv], [cj, ped],
             "CPF e cartão (dígitos calculados) com validade e CVV; CNPJ (calculado) e pedido são look-alikes")


@case
def _():
    nif = pt_nif(pick("123"))
    iban = iban_pt()
    ent = dgnz(5)
    ref = f"{dg(3)} {dg(3)} {dg(3)}"
    text = (f"Para receber o apoio da Segurança Social tenho de indicar NIF e IBAN: NIF {nif}, IBAN {grp(iban)}. "
            f"Já agora, para pagar a inscrição do ginásio deram-me uma referência Multibanco: Entidade {ent}, "
            f"Referência {ref}, Valor 29,90 €. Posso pagar isso pelo MB Way?")
    return C("pt", "seg-social-nif-iban", text, [nif, grp(iban)], [ent, ref],
             "NIF e IBAN (NIB e mod-97 calculados) próprios; referência Multibanco é um look-alike")


@case
def _():
    wifi = pw_human(["flamengo", "saudade", "jabuticaba", "brigadeiro", "pipoca"])
    gate = dg(4)
    tel = f"(11) 9{dg(4)}-{dg(4)}"
    text = (f"Me ajuda a escrever um recado pra Dona Cida, a diarista nova? A senha do Wi-Fi é {wifi}, o "
            f"código do portão da garagem é {gate} e se der problema ela fala com o seu Raimundo, o porteiro, "
            f"no {tel}. Quero que fique educado.")
    return C("pt", "recado-diarista", text, [wifi, gate], [tel],
             "senha do Wi-Fi e código do portão confiados; telefone do porteiro é look-alike")


@case
def _():
    linha = f"23793.{dg(5)} {dg(5)}.{dg(6)} {dg(5)}.{dg(6)} {dg(1)} {dg(14)}"
    rast = s10("NL", "BR")
    text = (f"Tenho esse boleto da escola do meu filho: {linha}, vencimento 10/07/2024. Se eu pagar dia 15, "
            f"quanto dá de juros com 2% de multa e 1% ao mês? E o rastreio do material é {rast}, já "
            f"chegou?")
    return C("pt", "boleto-rastreio", text, [], [linha, rast],
             "linha digitável, data, código de rastreio (dígito S10 calculado)")


# ================================================================= Russian
@case
def _():
    pas = f"{dg(2)} {dg(2)} {dg(6)}"
    sn = ru_snils()
    inn = ru_inn12()
    cinn = ru_inn10()
    kpp = cinn[:4] + "01001"
    text = (f"Помоги заполнить заявление на налоговый вычет за лечение. Мои данные: паспорт {pas}, СНИЛС {sn}, "
            f"ИНН {inn}. Справку выдал работодатель ООО «Вектор», ИНН {cinn}, КПП {kpp}. В какое поле "
            f"ставить ИНН организации?")
    return C("ru", "nalogovyi-vychet", text, [pas, sn, inn], [cinn, kpp],
             "паспорт, СНИЛС и ИНН (контрольные числа посчитаны); ИНН и КПП организации – look-alikes")


@case
def _():
    code = dg(5)
    text = (f"Пришло смс от 900: «Код для входа в СберБанк Онлайн: {code}. Никому не сообщайте код, даже "
            f"сотруднику банка». И сразу звонят из «службы безопасности» и просят его продиктовать. Это "
            f"мошенники?")
    return C("ru", "sms-kod-sber", text, [code], ["900"],
             "одноразовый код из смс; номер отправителя – look-alike")


@case
def _():
    pw = pw_strong(10, AN)
    dog = dgnz(9)
    pin = dg(4)
    text = M(f"Запиши, пожалуйста, пароль от роутера, который дал провайдер: логин admin, пароль {pw}. "
             f"Номер договора {dog}, если будут спрашивать.",
             f"И ещё ПИН от новой карты Т-Банка, чтобы не забыть: {pin}")
    return C("ru", "router-i-pin", text, [pw, pin], [dog],
             "два сообщения: пароль роутера и ПИН карты; номер договора – look-alike")


@case
def _():
    cinn = ru_inn10()
    kpp = cinn[:4] + "01001"
    ogrn = ru_ogrn()
    bik = "044525225"
    rs_ = ru_account(bik)
    amt = f"{R.randint(5, 90)} {dg(3)},00"
    text = T("Прислали счёт на оплату, проверь реквизиты, пожалуйста, не похоже ли на мошенников:",
             f"ООО «Ромашка», ИНН {cinn}, КПП {kpp}, ОГРН {ogrn}",
             f"р/с {rs_} в ПАО Сбербанк, БИК {bik}, к/с 30101810400000000225",
             f"Сумма: {amt} руб., назначение: оплата по счёту № {R.randint(10, 999)}")
    return C("ru", "rekvizity-scheta", text, [],
             [cinn, kpp, ogrn, rs_, bik, "30101810400000000225"],
             "реквизиты организации: ИНН, ОГРН, р/с (ключ по БИК посчитан), БИК, к/с, сумма")


# ================================================================= Chinese
@case
def _():
    y, m, d = bdate(1970, 2000)
    sfz = cn_id(pick(["110105", "310104", "440305", "330106"]), y, m, d, False)
    bank = card("622202", 19)
    text = (f"帮我看看这个实名认证怎么填：姓名 王晓燕，身份证号 {sfz}，银行卡号 {grp(bank)}（工商银行）。"
            f"一直提示“预留手机号不一致”，我打了工行客服 95588 也没说清楚，是要去柜台改吗？")
    return C("zh", "shiming-renzheng", text, [sfz, grp(bank)], ["95588"],
             "身份证号（校验码已计算）和银行卡号（Luhn）；客服电话为干扰项")


@case
def _():
    order = dgnz(19)
    code = dg(6)
    text = M(f"淘宝退款一直失败，订单号 {order}，客服让我把收到的验证码发给她，我一会儿发给你你帮我看看对不对",
             f"验证码是 {code}，短信上说5分钟内有效，请勿泄露。这个能给客服吗？")
    return C("zh", "taobao-yanzhengma", text, [code], [order],
             "两条消息：先说要发验证码，后给出；订单号为干扰项")


@case
def _():
    akid = "LTAI5t" + rs(AN, 18)
    aks = rs(AN, 30)
    rid = rs("0123456789ABCDEF", 24)
    text = T("OSS 上传一直报 SignatureDoesNotMatch，代码如下：", "", "import oss2",
             f"auth = oss2.Auth('{akid}', '{aks}')",
             "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photo-bak')", "",
             f"RequestId: {rid}，是密钥错了还是时间不对？")
    return C("zh", "aliyun-accesskey", text, [akid, aks], [rid],
             "阿里云 AccessKey ID 和 Secret；RequestId 为干扰项")


@case
def _():
    usc = usc_code()
    fp = dg(20)
    sf = "SF" + dg(13)
    text = (f"帮我写一段报销说明：供应商 杭州青禾科技有限公司，统一社会信用代码 {usc}，发票号码 {fp}，"
            f"金额 3,860.00 元，发票原件已用顺丰寄回，单号 {sf}。")
    return C("zh", "baoxiao-fapiao", text, [], [usc, fp, sf],
             "公司统一社会信用代码（校验位按记忆中的规则计算）、发票号码、金额、快递单号")


# ================================================================= Japanese
@case
def _():
    mn = jp_mynumber()
    corp = jp_corp(dg(12))
    text = (f"年末調整の書類にマイナンバーを書く欄があります。私の番号は {grp(mn)} です。"
            f"勤務先の欄には会社の法人番号 {corp} も書くように言われたのですが、これは扶養控除申告書のどこに書けばいいですか？")
    return C("ja", "nenmatsu-mynumber", text, [grp(mn)], [corp],
             "本人のマイナンバー（検査用数字を計算）；会社の法人番号（計算）は look-alike")


@case
def _():
    branch = dg(3)
    acct = dg(7)
    pin = dg(4)
    text = (f"給与の振込口座を変更したいので、申請書の書き方を教えてください。三井住友銀行（金融機関コード0009）、"
            f"支店番号{branch}、普通預金 口座番号{acct}です。キャッシュカードの暗証番号は{pin}ですが、"
            f"これは会社に伝えなくていいですよね？")
    return C("ja", "kyuyo-koza-anshou", text, [acct, pin], ["0009", branch],
             "口座番号と暗証番号；金融機関コードと支店番号は公開の識別子")


@case
def _():
    order = f"249-{dg(7)}-{dg(7)}"
    ymt = f"{dg(4)}-{dg(4)}-{dg(4)}"
    text = (f"Amazonの注文番号 {order} の荷物がまだ届きません。ヤマト運輸の伝票番号は {ymt} で、"
            f"「持戻り」になっています。再配達を頼む文面を作ってください。")
    return C("ja", "saihaitatsu", text, [], [order, ymt], "注文番号と伝票番号")


# ================================================================= Korean
@case
def _():
    y, m, d = bdate(1980, 2001)
    rrn = kr_rrn(y, m, d, R.random() < 0.5)
    acct = f"{dg(6)}-{dg(2)}-{dg(6)}"
    biz = kr_biz()
    text = (f"새 회사에 급여 계좌랑 주민번호 제출해야 하는데 양식 좀 같이 봐줘. 주민등록번호 {rrn}, "
            f"국민은행 계좌 {acct}. 양식 맨 위에 회사 사업자등록번호({biz})도 적혀 있는데 이건 내가 쓸 칸 아니지?")
    return C("ko", "geupyeo-jumin-gyejwa", text, [rrn, acct], [biz],
             "주민등록번호(검증번호 계산)와 본인 계좌; 회사 사업자등록번호(계산)는 look-alike")


@case
def _():
    pw = pw_strong(12, AN + "!@#")
    err = f"{R.randint(1000, 9999)}"
    text = (f"홈택스 들어갈 때 공동인증서 비밀번호 {pw} 입력하면 계속 '오류코드 {err}' 떠. 대소문자 맞게 "
            f"쳤는데 왜 그럴까? 인증서 만료일은 아직 남았어.")
    return C("ko", "gongdong-injeungseo", text, [pw], [err],
             "공동인증서 비밀번호; 오류코드는 look-alike")


@case
def _():
    inv = dg(12)
    order = dgnz(16)
    text = (f"쿠팡 주문번호 {order} 배송이 일주일째 멈춰 있어. CJ대한통운 송장번호 {inv}로 조회하면 "
            f"'간선하차'에서 안 움직여. 고객센터 1588-1255에 보낼 문의 글 좀 써줘.")
    return C("ko", "taekbae-munui", text, [], [order, inv, "1588-1255"], "주문번호, 송장번호, 고객센터 번호")


def fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


# ================================================================= Arabic
@case
def _():
    eid = ae_eid(R.randint(1975, 2000))
    eid_f = f"{eid[:3]}-{eid[3:7]}-{eid[7:14]}-{eid[14]}"
    iban = make_iban("AE", pick(["026", "033", "035"]) + dg(16))
    req = "REQ-" + dg(8)
    text = (f"أبغى أفتح حساب راتب في بنك أبوظبي الأول، وطلبوا مني رقم الهوية الإماراتية والآيبان حق حسابي القديم "
            f"عشان يحولون الراتب. رقم الهوية: {eid_f}، والآيبان: {iban}. في الاستمارة مكتوب سويفت كود البنك "
            f"NBADAEAA، هل لازم أكتبه أنا؟ ورقم الطلب عندهم {req}.")
    return C("ar", "hawiya-iban-ratib", text, [eid_f, iban], ["NBADAEAA", req],
             "رقم الهوية الإماراتية (Luhn محسوب) والآيبان (mod-97)؛ سويفت البنك ورقم الطلب ليست أسرارًا")


@case
def _():
    otp = dg(6)
    wifi = pw_human(["falcon", "sahara", "dubai", "jasmine", "majlis"])
    text = (f"وصلتني رسالة: «رمز التحقق الخاص بك هو {otp}. لا تشارك هذا الرمز مع أي شخص.» وبعدها اتصل واحد "
            f"يقول إنه من البنك ويبي الرمز عشان يوقف عملية مشبوهة. أعطيه؟ وبالمناسبة، ذكّرني إن كلمة سر "
            f"الواي فاي الجديدة في البيت {wifi}")
    return C("ar", "ramz-tahaqquq-wifi", text, [otp, wifi], [],
             "رمز تحقق من رسالة وكلمة سر الواي فاي")


@case
def _():
    vat = "3" + dg(13) + "3"
    inv = f"INV-2024-{dg(4)}"
    awb = dgnz(11)
    text = (f"وصلتني فاتورة من شركة نسيم التقنية، الرقم الضريبي {vat}، رقم الفاتورة {inv}، والمبلغ 1,150 ريال "
            f"شامل الضريبة. والشحنة مع أرامكس رقم البوليصة {awb}. اكتب لي رسالة أسألهم فيها ليش الضريبة "
            f"محسوبة مرتين.")
    return C("ar", "fatura-darebia", text, [], [vat, inv, awb],
             "الرقم الضريبي للشركة ورقم الفاتورة والمبلغ ورقم الشحنة")


# ================================================================= Persian
@case
def _():
    meli = fa_digits(ir_meli())
    cardn = card(pick(["603799", "610433", "621986"]))
    card_f = "-".join(cardn[i:i + 4] for i in range(0, 16, 4))
    cvv2 = dg(4)
    track = fa_digits(dgnz(10))
    text = (f"برای ثبت نام در سامانه کد ملی و شماره کارت می خواهند. کد ملی من {meli} است و شماره کارتم "
            f"{card_f} با CVV2 {cvv2}. شماره پیگیری ثبت نام قبلی {track} بود ولی رد شد. به نظرت مشکل از کجاست؟")
    return C("fa", "code-melli-kart", text, [meli, card_f, cvv2], [track],
             "کد ملی با ارقام فارسی (رقم کنترل محاسبه شده)، شماره کارت (Luhn) و CVV2؛ شماره پیگیری شبه راز است")


@case
def _():
    wifi = pw_human(["shiraz", "golnar", "tehran", "pesteh", "baran"])
    pin = fa_digits(dg(4))
    text = (f"رمز وای فای خونه رو عوض کردم، اینجا یادداشتش کن که یادم نره: {wifi} . رمز چهار رقمی کارت "
            f"بانک ملتم هم {pin} هست، اونم یادت باشه.")
    return C("fa", "ramz-wifi-kart", text, [wifi, pin], [],
             "رمز وای فای و رمز کارت با ارقام فارسی")


@case
def _():
    sheba = make_iban("IR", "0120" + dg(18))
    fac = fa_digits(f"1403/{R.randint(100, 999)}")
    text = (f"می خواهم برای فروشگاه لوازم خانگی آریا پول واریز کنم. شماره شبا: {sheba} به نام شرکت آریا "
            f"تجارت پارس، شماره فاکتور {fac}، مبلغ ۲۸٬۵۰۰٬۰۰۰ ریال. متن توضیحات واریز را برایم بنویس.")
    return C("fa", "sheba-forooshgah", text, [], [sheba, fac],
             "شبای فروشگاه (mod-97)، شماره فاکتور و مبلغ")


# ================================================================= Hebrew
@case
def _():
    tz = il_tz()
    branch = f"{R.randint(100, 799)}"
    acct = dgnz(6)
    hp = luhn_complete("51" + dg(6))
    text = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות: {tz}. להעברת המשכורת: בנק הפועלים, סניף "
            f"{branch}, מספר חשבון {acct}. למעלה בטופס כתוב ח.פ. של המעסיק: {hp}. איפה רושמים נקודות זיכוי?")
    return C("he", "tofes-101", text, [tz, acct], [branch, hp],
             "תעודת זהות (ספרת ביקורת חושבה) ומספר חשבון; מספר סניף וח.פ. של החברה אינם סודות")


@case
def _():
    code = dg(6)
    pw = pw_human(["shalom", "tapuz", "haifa", "kineret", "dvash"])
    text = (f"קיבלתי SMS: \"קוד האימות שלך לכניסה לאתר הבנק הוא {code}. אין למסור את הקוד לאף אחד\". זה "
            f"הגיע כשניסיתי להתחבר, אז זה בסדר? ודרך אגב, תזכור שהסיסמה החדשה שלי לאתר היא {pw}")
    return C("he", "kod-imut-sisma", text, [code, pw], [], "קוד אימות וסיסמה")


@case
def _():
    order = dgnz(16)
    trk = s10("RR", "IL")
    text = (f"הזמנתי שואב אבק מעלי אקספרס, מספר הזמנה {order}, מספר מעקב של דואר ישראל {trk}. כבר שלושה "
            f"שבועות אין עדכון. תנסח לי פנייה למוכר?")
    return C("he", "aliexpress-maakav", text, [], [order, trk], "מספר הזמנה ומספר מעקב")


# ================================================================= Hindi
@case
def _():
    a = aadhaar()
    p = pan("P")
    ifsc = pick(["SBIN", "PUNB", "BARB"]) + "0" + dg(6)
    text = (f"बैंक वाले KYC अपडेट के लिए आधार और पैन माँग रहे हैं। मेरा आधार नंबर {grp(a)} है और पैन {p}। "
            f"ब्रांच का IFSC कोड {ifsc} है। क्या ये सब नेट बैंकिंग से ही अपडेट हो जाएगा या ब्रांच जाना पड़ेगा?")
    return C("hi", "kyc-aadhaar-pan", text, [grp(a), p], [ifsc],
             "आधार (Verhoeff गणना) और पैन; IFSC बैंक का सार्वजनिक कोड है")


@case
def _():
    otp = dg(6)
    pin = dg(6)
    utr = dgnz(12)
    text = (f"मेरे फ़ोन पर मैसेज आया: \"Dear Customer, {otp} is the OTP for your transaction of Rs. 4,999.00 "
            f"at FLIPKART. Do not share it with anyone - SBI\". फिर एक आदमी ने फ़ोन करके कहा कि रिफंड के लिए UPI PIN "
            f"डालना पड़ेगा। मेरा UPI PIN {pin} है, क्या डाल दूँ? पिछले पेमेंट का UTR नंबर {utr} है।")
    return C("hi", "upi-pin-otp", text, [otp, pin], ["Rs. 4,999.00", utr],
             "OTP और UPI PIN; राशि और UTR संदर्भ संख्या हैं")


@case
def _():
    cp = pan("C")
    g = gstin("27", cp)
    inv = f"MH/{R.randint(100, 999)}/24-25"
    text = (f"दुकान से जो बिल मिला उसमें GSTIN {g} लिखा है, इनवॉइस नंबर {inv}, HSN कोड 8516, कुल ₹18,640। "
            f"GST 18% सही लगा है या नहीं, चेक कर दो।")
    return C("hi", "gst-bill-check", text, [], [g, inv, "8516"],
             "दुकान का GSTIN (चेक अंक गणना), इनवॉइस नंबर, HSN कोड, राशि")


# ================================================================= Ukrainian
@case
def _():
    r = ua_rnokpp()
    idc = "00" + dg(7)
    iban = make_iban("UA", "305299" + "00000" + "2620" + dg(10))
    ttn = "2045" + dg(10)
    text = (f"Допоможи заповнити заяву на допомогу через Дію. РНОКПП {r}, номер ID-картки {idc}, рахунок для "
            f"виплат {iban}. Копії документів я ще надіслала Новою поштою, ТТН {ttn}. Що писати в полі "
            f"«підстава»?")
    return C("uk", "diia-zaiava", text, [r, idc, iban], [ttn],
             "РНОКПП (контрольна цифра порахована), номер ID-картки, IBAN; ТТН – look-alike")


@case
def _():
    p1 = dg(4)
    p2 = dg(4)
    wifi = pw_human(["kalyna", "lviv", "vyshyvanka", "dnipro", "sonechko"])
    text = (f"Здаю квартиру подобово, напиши коротку інструкцію для гостей: код від під'їзду {p1}, ключі в "
            f"ключниці біля дверей, код {p2}, пароль від Wi-Fi {wifi}. Виїзд до 11:00, сміття виносити не "
            f"треба.")
    return C("uk", "podobova-kody", text, [p1, p2, wifi], ["11:00"],
             "коди під'їзду і ключниці та пароль Wi-Fi, довірені гостям; час виїзду – look-alike")


@case
def _():
    edrpou = dgnz(8)
    iban = make_iban("UA", "322001" + "00000" + "2600" + dg(10))
    n = R.randint(100, 999)
    text = (f"Прийшов рахунок від ТОВ «Київ Енергосервіс»: код ЄДРПОУ {edrpou}, IBAN {iban}, призначення "
            f"платежу: «Оплата згідно рахунку № {n} від 03.06.2024, без ПДВ». Сума 2 340,00 грн. Все "
            f"правильно заповнено?")
    return C("uk", "rakhunok-tov", text, [], [edrpou, iban],
             "ЄДРПОУ (контроль не рахувався), IBAN компанії (mod-97), дата, сума")


# ================================================================= Polish
@case
def _():
    y, m, d = bdate(1960, 2003)
    ps = pesel(y, m, d, R.random() < 0.5)
    dw = pl_dowod()
    nip = pl_nip()
    nip_f = f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}"
    text = (f"Napisz mi maila do przychodni z prośbą o e-receptę na stałe leki. Mam podać PESEL {ps} i numer "
            f"dowodu {dw}. W stopce ich maila jest NIP {nip_f}, trzeba go gdzieś wpisać?")
    return C("pl", "e-recepta-pesel", text, [ps, dw], [nip_f],
             "PESEL i numer dowodu (cyfry kontrolne policzone); NIP przychodni jest look-alike")


@case
def _():
    code = dg(6)
    n = dgnz(10)
    text = (f"Ktoś na OLX pisze, że kupi moją kurtkę, i prosi o kod BLIK {code}, „żeby przelać mi pieniądze”. "
            f"Numer ogłoszenia {n}. To jest oszustwo, prawda? Co mam mu odpisać?")
    return C("pl", "olx-kod-blik", text, [code], [n], "kod BLIK; numer ogłoszenia jest look-alike")


@case
def _():
    nip = pl_nip()
    iban = make_iban("PL", "10501445" + dg(16))
    fv = f"FV/2024/06/{R.randint(10, 99)}"
    text = (f"Dostałam fakturę od firmy remontowej: NIP {nip}, nr rachunku {grp(iban)}, tytuł przelewu {fv}, "
            f"kwota 12 300,00 zł brutto. Sprawdź, czy dobrze policzyli VAT 8%.")
    return C("pl", "faktura-remont", text, [], [nip, grp(iban), fv],
             "NIP i rachunek firmy (mod-97), numer faktury, kwota")


# ================================================================= Czech
@case
def _():
    y, m, d = bdate(1960, 1999)
    rc = cz_rc(y, m, d, R.random() < 0.5)
    op = dgnz(9)
    acct = cz_acct()
    ico = cz_ico()
    text = (f"Vyplňuju přihlášku ke zdravotní pojišťovně u nového zaměstnavatele. Rodné číslo {rc}, číslo "
            f"občanky {op}, číslo účtu pro přeplatky {acct}/0800. IČO zaměstnavatele je {ico}. Co mám dát "
            f"do kolonky „kód pojišťovny“?")
    return C("cs", "prihlaska-pojistovna", text, [rc, op, acct], [ico],
             "rodné číslo (dělitelné 11), číslo OP a účet (mod 11); IČO (kontrolní číslice) je look-alike")


@case
def _():
    ico = cz_ico()
    vs = "2024" + dg(6)
    acct = cz_acct()
    text = (f"Přišla mi faktura od firmy: DIČ CZ{ico}, variabilní symbol {vs}, číslo účtu {acct}/0100, "
            f"částka 4 250 Kč. Můžu to zaplatit přes QR platbu v aplikaci?")
    return C("cs", "faktura-qr", text, [], [f"CZ{ico}", vs, f"{acct}/0100"],
             "DIČ, variabilní symbol, účet firmy, částka")


# ================================================================= Hungarian
@case
def _():
    y, m, d = bdate(1965, 2000)
    taj = hu_taj()
    ado = hu_adoazon(y, m, d)
    asz = hu_adoszam()
    text = (f"Az új munkahelyemen kérik a TAJ-számot és az adóazonosító jelet a belépő nyomtatványhoz. TAJ: "
            f"{grp(taj, 3)}, adóazonosító jel: {ado}. A cég adószáma {asz} – azt is nekem kell beírnom?")
    return C("hu", "belepo-taj-adoazonosito", text, [grp(taj, 3), ado], [asz],
             "TAJ és adóazonosító jel (ellenőrző számjegyek számolva); a cég adószáma look-alike")


@case
def _():
    n = dgnz(9)
    gls = dgnz(11)
    asz = hu_adoszam()
    text = (f"Rendeltem egy porszívót, rendelésszám {n}, a GLS csomagszám {gls}. A számlán a cég adószáma "
            f"{asz}, végösszeg 54 990 Ft. Írj egy panaszlevelet, mert sérülten érkezett.")
    return C("hu", "panaszlevel-porszivo", text, [], [n, gls, asz],
             "rendelésszám, csomagszám, cég adószáma, összeg")


# ================================================================= Romanian
@case
def _():
    y, m, d = bdate(1970, 2001)
    cnp = ro_cnp(y, m, d, R.random() < 0.5, pick(["40", "12", "22", "35"]))
    iban = make_iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB"]) + "RONCRT0" + dg(9))
    cui = "RO" + ro_cui()
    text = (f"Pentru contractul de muncă HR-ul îmi cere CNP-ul și IBAN-ul pentru salariu: CNP {cnp}, IBAN "
            f"{grp(iban)}. Firma are codul fiscal {cui}. E ok să le trimit pe mail sau e mai sigur altfel?")
    return C("ro", "contract-cnp-iban", text, [cnp, grp(iban)], [cui],
             "CNP (cifră de control calculată) și IBAN; CUI-ul firmei (calculat) e look-alike")


@case
def _():
    code = dg(6)
    pw = pw_human(["mamaliga", "carpati", "bucuresti", "soricel", "ghiocel"])
    n = dgnz(9)
    text = (f"Am primit SMS: „Codul tău de verificare eMAG este {code}.” Și parola nouă de la contul eMAG e "
            f"{pw}, ține-o minte te rog. Comanda nr. {n} încă n-a plecat din depozit, ce să fac?")
    return C("ro", "emag-cod-parola", text, [code, pw], [n], "cod SMS și parolă; numărul comenzii e look-alike")


# ================================================================= Greek
@case
def _():
    y, m, d = bdate(1960, 2000)
    amka = gr_amka(y, m, d)
    afm = gr_afm(pick("0123"))
    rv = dgnz(8)
    text = (f"Κλείνω ραντεβού στον γιατρό μέσω της πλατφόρμας και μου ζητάει ΑΜΚΑ και ΑΦΜ. ΑΜΚΑ: {amka}, "
            f"ΑΦΜ: {afm}. Ο αριθμός ραντεβού που μου έδωσε είναι {rv}. Πρέπει να πάρω μαζί και κάποιο χαρτί;")
    return C("el", "rantevou-amka-afm", text, [amka, afm], [rv],
             "ΑΜΚΑ (Luhn) και ΑΦΜ (υπολογισμένο ψηφίο ελέγχου)· ο αριθμός ραντεβού είναι look-alike")


@case
def _():
    afm = gr_afm(pick("089"))
    n = f"Α-{dg(5)}"
    iban = make_iban("GR", "0110" + dg(3) + dg(16))
    text = (f"Η εταιρεία μου έστειλε τιμολόγιο: ΑΦΜ {afm}, ΔΟΥ ΦΑΕ Αθηνών, αριθμός παραστατικού {n}, IBAN "
            f"{grp(iban)}, ποσό 620,00 €. Γράψε μου ένα μήνυμα ότι λείπει η έκπτωση που συμφωνήσαμε.")
    return C("el", "timologio-ekptosi", text, [], [afm, n, grp(iban)],
             "ΑΦΜ εταιρείας, αριθμός παραστατικού, IBAN εταιρείας, ποσό")


# ================================================================= Turkish
@case
def _():
    pw = dg(6) + pick(["", "Ab", "k"])
    tc = tr_tckn()
    ref = dgnz(12)
    text = (f"e-Devlet şifremi unuttum, PTT'den yeni şifre aldım: {pw}. T.C. kimlik no {tc} ile girince "
            f"'hatalı giriş' diyor. Zarfın üstünde bir de {ref} numarası var, onu mu girmem lazım?")
    return C("tr", "edevlet-sifre", text, [pw, tc], [ref],
             "e-Devlet şifresi ve TCKN (kontrol haneleri hesaplandı); zarf numarası look-alike")


@case
def _():
    iban = make_iban("TR", pick(["00062", "00064", "00010"]) + "0" + dg(16))
    cn = visa()
    exp = expiry()
    cvv = dg(3)
    inv = "GIB2024" + dg(9)
    text = (f"Muhasebe maaş için IBAN istedi: {grp(iban)}. Bir de şirket kartının bilgilerini istiyorlar, "
            f"bende duruyor: {grp(cn)}, SKT {exp}, CVV {cvv}. Bunları mail ile göndermem güvenli mi? Konu "
            f"satırına fatura no {inv} yazmamı söylediler.")
    return C("tr", "muhasebe-iban-kart", text, [grp(iban), grp(cn), exp, cvv], [inv],
             "IBAN ve emanet şirket kartı (Luhn), SKT, CVV; fatura no look-alike")


@case
def _():
    n = dgnz(9)
    yk = dgnz(12)
    vn = dgnz(10)
    text = (f"Trendyol siparişim {n} hâlâ gelmedi. Yurtiçi Kargo takip no {yk}. Satıcı firmanın vergi no'su "
            f"{vn}. Tutar 1.249,90 TL. Şikayet metni yazar mısın?")
    return C("tr", "kargo-sikayet", text, [], [n, yk, vn],
             "sipariş no, takip no, firma vergi no, tutar")


# ================================================================= Vietnamese
@case
def _():
    cccd = pick(["001", "079", "048", "031"]) + pick("0123") + dg(2) + dg(6)
    acct = "10" + dg(11)
    pw = pw_human(["hoasen", "saigon", "phuong", "bunbo", "matcha"])
    text = (f"Mình đang điền form mở thẻ tín dụng online, nhờ bạn xem giúp: số CCCD {cccd}, số tài khoản "
            f"Vietcombank {acct}, mật khẩu VCB Digibank {pw} (form có ô này, lạ ghê). Mã SWIFT của ngân hàng "
            f"ghi là BFTVVNVX. Form này có phải lừa đảo không?")
    return C("vi", "form-mo-the", text, [cccd, acct, pw], ["BFTVVNVX"],
             "số CCCD, số tài khoản, mật khẩu ngân hàng; mã SWIFT là look-alike")


@case
def _():
    otp = dg(6)
    wifi = pw_human(["hoasen", "saigon", "phuong", "bunbo", "matcha"])
    text = (f"Vừa có tin nhắn: \"Ma OTP cua Quy khach la {otp}. Tuyet doi KHONG cung cap cho bat ky ai.\" "
            f"mà mình đâu có giao dịch 15.000.000 VND nào. Với lại nhắc mình mật khẩu wifi mới là {wifi} nhé.")
    return C("vi", "otp-va-wifi", text, [otp, wifi], ["15.000.000 VND"],
             "mã OTP và mật khẩu wifi; số tiền là look-alike")


@case
def _():
    sp = f"24{R.randint(1, 12):02d}{R.randint(10, 28)}" + rs(UP + DG, 8)
    vd = "SPXVN" + dg(12)
    mst = "0" + dgnz(9)
    text = (f"Đơn Shopee mã {sp} giao mãi chưa tới, mã vận đơn {vd}. Mã số thuế của shop là {mst}. Viết "
            f"giúp mình tin nhắn khiếu nại cho shop nhé.")
    return C("vi", "khieu-nai-shopee", text, [], [sp, vd, mst], "mã đơn hàng, mã vận đơn, mã số thuế của shop")


# ================================================================= Thai
@case
def _():
    tid = th_id()
    acct = f"{dg(3)}-{dg(1)}-{dg(5)}-{dg(1)}"
    ctax = th_tax_company()
    text = (f"ช่วยดูฟอร์มเปิดบัญชีออนไลน์หน่อย เลขบัตรประชาชน {tid} เลขบัญชีกสิกรเดิม {acct} แล้วในฟอร์มมี"
            f"ช่องเลขประจำตัวผู้เสียภาษีของบริษัทนายจ้าง {ctax} ต้องกรอกตรงไหน")
    return C("th", "poet-banchi", text, [tid, acct], [ctax],
             "เลขบัตรประชาชน (คำนวณหลักตรวจสอบ) และเลขบัญชี; เลขผู้เสียภาษีบริษัท (คำนวณ) เป็น look-alike")


@case
def _():
    trk = s10("EM", "TH")
    n = dgnz(15)
    text = (f"พัสดุไปรษณีย์ไทยเลข {trk} ยังไม่ถึงเลย สั่งจาก Lazada เลขคำสั่งซื้อ {n} ยอด 1,290 บาท "
            f"ช่วยเขียนข้อความถึงร้านให้หน่อย")
    return C("th", "phatsadu-mai-thueng", text, [], [trk, n],
             "เลขพัสดุ (S10 คำนวณ), เลขคำสั่งซื้อ, ยอดเงิน")


# ================================================================= Indonesian
@case
def _():
    y, m, d = bdate(1975, 2002)
    fem = R.random() < 0.5
    nik = pick(["317405", "327301", "357802", "517101"]) + f"{d + (40 if fem else 0):02d}{m:02d}{y % 100:02d}" + f"{R.randint(1, 60):04d}"
    rek = dgnz(10)
    pin = dg(6)
    npwp = f"{dg(2)}.{dg(3)}.{dg(3)}.{dg(1)}-{dg(3)}.000"
    text = (f"Mau daftar BPJS Kesehatan mandiri, datanya gini: NIK {nik}, nomor rekening BCA {rek} buat "
            f"autodebet, PIN m-BCA {pin} (ini perlu diisi juga gak sih?). Di formulir ada NPWP kantor {npwp}.")
    return C("id", "bpjs-nik-rekening", text, [nik, rek, pin], [npwp],
             "NIK, nomor rekening, PIN; NPWP kantor adalah look-alike")


@case
def _():
    otp = dg(4)
    wifi = pw_human(["rendang", "kopisusu", "bandung", "melati", "nasgor"])
    inv = f"INV/2024{R.randint(1, 12):02d}{R.randint(10, 28)}/MPL/{dgnz(10)}"
    text = (f"Ada SMS masuk: \"JANGAN BERIKAN KODE INI KE SIAPAPUN. Kode OTP Gojek kamu: {otp}\". Terus ada "
            f"yang nelpon ngaku driver minta kodenya. Oh iya, ingetin password WiFi rumah yang baru: {wifi}. "
            f"Pesanan Tokopedia {inv} juga belum sampai.")
    return C("id", "otp-gojek-wifi", text, [otp, wifi], [inv],
             "kode OTP dan password WiFi; nomor invoice adalah look-alike")


@case
def _():
    va = "80777" + dg(11)
    resi = "JP" + dg(10)
    text = (f"Mau bayar tagihan pakai Virtual Account BCA {va}, totalnya Rp 1.250.000. Resi J&T paketnya "
            f"{resi}. VA-nya atas nama toko, aman kan?")
    return C("id", "virtual-account-toko", text, [], [va, resi],
             "nomor virtual account toko, jumlah, resi")


# ================================================================= Tagalog
@case
def _():
    mpin = dg(4)
    otp = dg(6)
    ref = dgnz(13)
    text = M(f"May nag-text sa akin na taga-GCash daw sila, kailangan daw i-verify yung account ko kaya "
             f"hinihingi yung MPIN. MPIN ko ay {mpin}, ibibigay ko ba?",
             f"Tapos may dumating pang text: \"Your GCash authentication code is {otp}. Never share this code.\" "
             f"Yung huling transaction ko ay Ref No. {ref}, baka related?")
    return C("tl", "gcash-mpin-otp", text, [mpin, otp], [ref],
             "dalawang mensahe: MPIN at OTP; ang Ref No. ay reference lamang")


@case
def _():
    sss = f"{dg(2)}-{dg(7)}-{dg(1)}"
    ph = f"{dg(2)}-{dg(9)}-{dg(1)}"
    tin = f"{dg(3)}-{dg(3)}-{dg(3)}-000"
    emp = "EMP-" + dg(5)
    text = (f"Sa bagong trabaho ko, hinihingi ng HR: SSS {sss}, PhilHealth {ph}, TIN {tin}. "
            f"Okay lang ba i-send sa Viber ng HR? Employee no. ko ay {emp}.")
    return C("tl", "hr-sss-philhealth", text, [sss, ph, tin], [emp],
             "SSS, PhilHealth at TIN (walang computed check); employee no. ay look-alike")


@case
def _():
    oid = f"24{R.randint(1, 12):02d}{R.randint(10, 28)}" + rs(UP + DG, 8)
    jt = "7" + dg(11)
    ref = dgnz(13)
    text = (f"Hindi pa dumarating yung order ko sa Shopee, Order ID {oid}, J&T tracking {jt}. Nagbayad ako sa "
            f"GCash, Ref No. {ref}, ₱1,499.00. Paano mag-file ng refund?")
    return C("tl", "shopee-refund", text, [], [oid, jt, ref],
             "order id, tracking, Ref No. ng resibo, halaga")


# ================================================================= Swahili
@case
def _():
    code = mpesa_code()
    text = (f"Nimepokea ujumbe huu: \"{code} Confirmed. Ksh2,500.00 paid to KPLC PREPAID. on 12/6/24 at 3:15 PM "
            f"New M-PESA balance is Ksh1,230.50.\" Nililipa kwa Paybill 888880 lakini tokens hazijaja. Mtu "
            f"anayejiita wakala ananiuliza code ya muamala ili anirudishie pesa. Nimpe?")
    return C("sw", "mpesa-code-wakala", text, [code], ["888880"],
             "msimbo wa muamala wa M-Pesa (siri kwa makubaliano); Paybill ni namba ya biashara")


@case
def _():
    idn = dgnz(8)
    kra = "A0" + dg(8) + pick(UP)
    sha = "CR" + dg(11) + "-" + dg(1)
    kco = "P05" + dg(7) + pick(UP)
    text = (f"Naomba unisaidie kujaza fomu ya ajira: namba ya kitambulisho {idn}, KRA PIN yangu {kra}, namba "
            f"ya SHA {sha}. KRA PIN ya kampuni imeandikwa juu ya fomu, {kco}. Je, nahitaji pia cheti cha "
            f"polisi?")
    return C("sw", "fomu-ajira-kra", text, [idn, kra, sha], [kco],
             "kitambulisho, KRA PIN na namba ya bima ya afya; KRA PIN ya kampuni ni look-alike")


@case
def _():
    till = dgnz(6)
    inv = "INV" + dg(6)
    tel = f"0722 {dg(3)} {dg(3)}"
    text = (f"Nilinunua simu dukani Nairobi, nililipa kwa Lipa na M-Pesa Till Number {till}, risiti ya ankara "
            f"{inv}, bei Ksh 18,500. Simu imeharibika baada ya wiki moja. Niandikie barua ya kudai kurudishiwa "
            f"pesa. Namba ya duka ni {tel}.")
    return C("sw", "barua-kurudishiwa", text, [], [till, inv, tel],
             "Till number ya duka, namba ya risiti, bei, simu")


# ================================================================= Italian
IT_BIC = {"03069": "BCITITMM", "02008": "UNCRITMM", "05034": "BAPPIT21", "03062": "MEDBITMM",
          "01030": "PASCITMM"}


@case
def _():
    y, m, d = bdate(1965, 2000)
    sur, nam = pick([("Bianchi", "Giulia"), ("Esposito", "Francesco"), ("Ferrari", "Chiara"),
                     ("Romano", "Alessandro")])
    cf = codice_fiscale(sur, nam, y, m, d, nam in ("Giulia", "Chiara"), pick(["F205", "H501", "F839", "L219"]))
    iban = iban_it()
    bic = IT_BIC[iban[5:10]]
    pv = piva()
    text = (f"L'ufficio del personale mi chiede codice fiscale e IBAN per lo stipendio: CF {cf}, IBAN "
            f"{grp(iban)}. Nel modulo c'è già la P.IVA dell'azienda, {pv}, e il BIC {bic}. Devo compilare "
            f"anche la parte sulle detrazioni per familiari a carico?")
    return C("it", "stipendio-cf-iban", text, [cf, grp(iban)], [pv, bic],
             "codice fiscale e IBAN (CIN e mod-97 calcolati); P.IVA (Luhn) e BIC sono look-alike")


@case
def _():
    code = dg(8)
    pw = pw_human(["girasole", "pallone", "tiramisu", "gelato", "farfalla"])
    text = (f"Mi è arrivato un SMS: «Il codice per autorizzare il bonifico di 1.250,00 EUR è {code}». Ma io "
            f"non ho fatto nessun bonifico! Che faccio? E già che ci sei, segnati la mia nuova password SPID: "
            f"{pw}")
    return C("it", "sms-bonifico-spid", text, [code, pw], ["1.250,00 EUR"],
             "codice di autorizzazione e password SPID; importo è look-alike")


@case
def _():
    avv = "3" + dg(17)
    ente = dgnz(11)
    brt = dgnz(12)
    text = (f"Devo pagare un avviso pagoPA della TARI: codice avviso {avv}, codice fiscale ente {ente}, "
            f"importo 212,00 €. La lettera l'ha portata BRT, spedizione {brt}. Posso pagarlo in tabaccheria?")
    return C("it", "pagopa-tari", text, [], [avv, ente, brt],
             "codice avviso pagoPA, codice fiscale dell'ente, importo, spedizione")


# ================================================================= Dutch
@case
def _():
    b = bsn()
    iban = make_iban("NL", pick(["INGB", "RABO", "ABNA", "SNSB"]) + "0" + dg(9))
    kvk = dgnz(8)
    text = (f"Ik vul het formulier voor de zorgtoeslag in. BSN {b}, IBAN {grp(iban)}. Er wordt ook gevraagd "
            f"naar het KvK-nummer van mijn werkgever, dat is {kvk}. Klopt het dat ik mijn inkomen voor dit "
            f"jaar moet schatten?")
    return C("nl", "zorgtoeslag-bsn", text, [b, grp(iban)], [kvk],
             "BSN (elfproef) en IBAN (mod-97); KvK-nummer werkgever is look-alike")


@case
def _():
    wifi = pw_human(["stroopwafel", "tulp", "fietsbel", "hagelslag", "molen"])
    alarm = dg(4)
    tel = f"020-{dg(3)} {dg(4)}"
    text = (f"Kun je een briefje schrijven voor de oppas? Wifi: netwerk 'deVries', wachtwoord {wifi}. Alarm "
            f"uitzetten met code {alarm}. Huisarts: {tel}. Bedtijd van Sem is half acht.")
    return C("nl", "briefje-oppas", text, [wifi, alarm], [tel],
             "wifi-wachtwoord en alarmcode; telefoonnummer huisarts is look-alike")


@case
def _():
    kenmerk = grp(dgnz(16))
    text = (f"Ik moet de voorlopige aanslag betalen: rekeningnummer Belastingdienst NL86 INGB 0002 4455 88, "
            f"betalingskenmerk {kenmerk}, bedrag € 412,00, uiterlijk 30 juni. Kan ik dit in termijnen "
            f"betalen?")
    return C("nl", "voorlopige-aanslag", text, [], ["NL86 INGB 0002 4455 88", kenmerk],
             "publieke rekening van de Belastingdienst, betalingskenmerk, bedrag")


# ================================================================= Swedish
@case
def _():
    y, m, d = bdate(1960, 2001)
    pnr = se_pnr(y, m, d)
    clear = "8" + dg(3) + "-" + dg(1)
    acct = f"{dg(3)} {dg(3)} {dg(3)}-{dg(1)}"
    text = (f"Jag fyller i en ansökan om bostadsbidrag hos Försäkringskassan. Personnummer {pnr}, utbetalning "
            f"till mitt konto i Swedbank: clearingnummer {clear}, kontonummer {acct}. Vad räknas som inkomst "
            f"om jag har CSN?")
    return C("sv", "bostadsbidrag-personnummer", text, [pnr, acct], [clear],
             "personnummer (Luhn) och kontonummer; clearingnummer identifierar banken")


@case
def _():
    bg = luhn_complete("5" + dg(6))
    bg_f = f"{bg[:3]}-{bg[3:]}"
    ocr = luhn_complete(dgnz(14))
    text = (f"Fick en faktura från Vattenfall: bankgiro {bg_f}, OCR-nummer {ocr}, förfallodatum 2024-06-28, "
            f"att betala 1 245,00 kr. Kan jag betala med Swish istället?")
    return C("sv", "faktura-bankgiro-ocr", text, [], [bg_f, ocr],
             "bankgiro och OCR (Luhn), datum, belopp")


# ================================================================= Danish
@case
def _():
    y, m, d = bdate(1960, 2000)
    cpr = f"{d:02d}{m:02d}{y % 100:02d}-{dg(4)}"
    reg = dg(4)
    konto = dgnz(10)
    cvr = dk_cvr()
    text = (f"Jeg skal rette min forskudsopgørelse hos Skat. CPR-nummer {cpr}, og tilbagebetaling går til min "
            f"NemKonto: reg.nr. {reg}, kontonr. {konto}. Arbejdsgiverens CVR-nummer er {cvr}. Hvor skriver "
            f"jeg befordringsfradrag?")
    return C("da", "forskudsopgoerelse-cpr", text, [cpr, konto], [reg, cvr],
             "CPR (ingen kontrol) og kontonummer; reg.nr. og CVR (modulus 11) er look-alikes")


@case
def _():
    cvr = dk_cvr()
    n = dgnz(5)
    fik = f"+71<{dg(15)}+{dgnz(8)}<"
    text = (f"Faktura fra vores VVS'er: CVR {cvr}, fakturanummer {n}, indbetalingskort {fik}, beløb 8.450,00 "
            f"kr. Kan jeg betale det over MobilePay?")
    return C("da", "faktura-fi-kort", text, [], [cvr, n, fik],
             "CVR, fakturanummer, FI-kort, beløb")


# ================================================================= Norwegian
@case
def _():
    y, m, d = bdate(1960, 2001)
    fnr = no_fnr(y, m, d)
    kto = no_konto()
    kto_f = f"{kto[:4]}.{kto[4:6]}.{kto[6:]}"
    org = no_orgnr()
    text = (f"Fyller ut søknad om dagpenger hos NAV. Fødselsnummer {fnr}, kontonummer for utbetaling {kto_f}. "
            f"Organisasjonsnummeret til forrige arbeidsgiver er {org}. Må jeg legge ved arbeidsavtalen?")
    return C("no", "dagpenger-fnr", text, [fnr, kto_f], [org],
             "fødselsnummer og kontonummer (mod 11 beregnet); organisasjonsnummer er look-alike")


@case
def _():
    kto = no_konto()
    kto_f = f"{kto[:4]}.{kto[4:6]}.{kto[6:]}"
    kid = luhn_complete(dgnz(14))
    text = (f"Fikk regning fra Telenor: kontonummer {kto_f}, KID {kid}, beløp kr 499,00, forfall 20.06.2024. "
            f"Kan jeg sette opp AvtaleGiro på denne?")
    return C("no", "regning-kid", text, [], [kto_f, kid],
             "firmaets kontonummer, KID (Luhn), beløp, dato")


# ================================================================= Finnish
@case
def _():
    y, m, d = bdate(1960, 2003)
    hetu = fi_hetu(y, m, d)
    iban = make_iban("FI", fi_bban())
    yt = fi_ytunnus()
    text = (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {hetu}, tilinumero {grp(iban)}. Työnantajan "
            f"Y-tunnus on {yt}. Pitääkö vuokrasopimus liittää mukaan?")
    return C("fi", "asumistuki-hetu", text, [hetu, grp(iban)], [yt],
             "henkilötunnus (tarkiste laskettu) ja IBAN (Luhn ja mod-97); Y-tunnus on look-alike")


@case
def _():
    iban = make_iban("FI", fi_bban())
    viite = fi_viite(dgnz(9))
    text = (f"Sain laskun: saaja Helen Oy, IBAN {grp(iban)}, viitenumero {viite}, eräpäivä 15.7.2024, summa "
            f"89,90 €. Voinko maksaa sen kahdessa erässä?")
    return C("fi", "lasku-viitenumero", text, [], [grp(iban), viite],
             "yrityksen IBAN, viitenumero (7-3-1), eräpäivä, summa")


if __name__ == "__main__":
    main()
