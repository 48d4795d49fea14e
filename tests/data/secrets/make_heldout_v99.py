#!/usr/bin/env python3
"""Generator of the blind evaluation set heldout_v99 for a secrets filter.

Usage: python3 make_heldout_v99.py heldout_v99.yaml

Standard library only, deterministic (random.Random(99)). Every value is drawn
here; check digits are computed where the format has a public algorithm (see
README.txt). Everything is validated before anything is written; on a problem
the script prints it and exits 1.
"""
import base64
import hashlib
import hmac
import json
import re
import string
import struct
import sys
import zlib

import random

SEED = 99
PREFIX = "H99"
NAME = "heldout_v99"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
SYM = "!@#$%&*?-_.+="


class Fail(Exception):
    pass


def die(msg):
    print("ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


# ---------------------------------------------------------------- random helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DG, n)


def rdn(n):
    return str(R.randint(1, 9)) + rd(n - 1)


def pick(xs):
    return R.choice(xs)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def has_classes(s):
    return (any(c in UP for c in s) and any(c in LO for c in s)
            and any(c in DG for c in s) and any(c in SYM for c in s))


def pw_random(n=16, sym=SYM):
    while True:
        s = rs(UP + LO + DG + sym, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s) \
                and any(c in sym for c in s) and s[0] not in "-_.+=" and s[-1] not in "-_.":
            return s


LEET = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}


def pw_human(words):
    w = pick(words)
    style = R.randrange(5)
    if style == 0:
        return w.capitalize() + str(R.randint(1968, 2016)) + pick("!#$*")
    if style == 1:
        out = "".join(LEET[c] if c in LEET and R.random() < 0.6 else c for c in w)
        return out[0].upper() + out[1:] + rd(2)
    if style == 2:
        w2 = pick([x for x in words if x != w])
        return w.capitalize() + pick(".-_") + rd(R.randint(2, 4)) + pick(".-_") + w2
    if style == 3:
        return w.capitalize() + pick("!#&") + rd(3)
    return rd(2) + w + pick("!*#") + w.upper()[:2]


def passphrase(words, k=4, sep="-"):
    ws = R.sample(words, k)
    i = R.randrange(k)
    ws[i] = ws[i].capitalize()
    return sep.join(ws) + sep + rd(R.randint(1, 3))


EN_WORDS = ["sunflower", "marmalade", "tigger", "bluebird", "pancake", "harbour", "velvet", "biscuit",
            "meadow", "rocket", "lantern", "walnut", "cobalt", "juniper", "pebble", "thunder",
            "falcon", "maple", "saffron", "tundra", "otter", "kettle", "copper", "willow", "nimbus",
            "paprika", "gravel", "orchid", "puffin", "quartz", "zephyr", "hazel", "badger", "cricket"]

# BIP39 English words (a subset; checksum of the drawn phrase is NOT computed)
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult
advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol
alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused
analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any
apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest
arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend
attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base
basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench
benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket
blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border
boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright
bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet
bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call
calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo
carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave
ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat
cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar
cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic
clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect
color column combine come comfort comic common company concert conduct confirm congress connect consider control
convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote
crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop
cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current
curtain curve cushion custom cute cycle garden ginger giraffe glass globe gloom glory glove glow glue goat goddess
gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief
grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy
harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero
hidden high hill hint hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse
hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid
wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write wrong yellow young youth
zebra zero zone zoo""".split()


# ---------------------------------------------------------------- check-digit algorithms
def dsum(n):
    return sum(int(c) for c in str(n))


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


def complete(payload, ok, alphabet=DG):
    """Append the single check character that makes ok() true (None if none)."""
    for c in alphabet:
        if ok(payload + c):
            return payload + c
    return None


def luhn_complete(payload):
    return complete(payload, luhn_ok)


def card(prefix, length=16):
    return luhn_complete(prefix + rd(length - 1 - len(prefix)))


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def make_iban(cc, bban):
    for k in range(2, 99):
        cand = f"{cc}{k:02d}{bban}"
        if iban_ok(cand):
            return cand
    raise Fail("iban")


def aba_ok(s):
    w = [3, 7, 1] * 3
    return len(s) == 9 and sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def verhoeff_ok(num):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def mod11_weighted_ok(s, weights, rule):
    """Generic: rule(sum) -> expected check digit or None (invalid)."""
    digits = [int(c) for c in s]
    e = rule(sum(a * b for a, b in zip(digits, weights)))
    return e is not None and e == digits[len(weights)]


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return len(s) == 11 and (sum(int(a) * b for a, b in zip(s, w)) + int(s[10])) % 10 == 0


def pl_idcard_ok(s):  # ABC + check + 5 digits, weights 7 3 1 9 7 3 1 7 3
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    v = [int(c, 36) for c in s]
    return sum(a * b for a, b in zip(v, w)) % 10 == 0


def nip_ok(s):
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    r = sum(int(a) * b for a, b in zip(s, w)) % 11
    return r != 10 and r == int(s[9])


def pl_sortcode_ok(s):  # 8-digit bank routing number inside a Polish account
    w = [3, 9, 7, 1, 3, 9, 7, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def cz_rc_ok(s):
    return len(s) == 10 and int(s) % 11 == 0


def cz_acct_ok(s):
    s = s.zfill(10)
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


def ico_ok(s):
    w = [8, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * b for a, b in zip(s, w)) % 11
    return (11 - r) % 10 == int(s[7])


def steuerid_ok(s):
    if len(s) != 11 or s[0] == "0":
        return False
    counts = [s[:10].count(c) for c in DG]
    if not (counts.count(0) >= 1 and sum(1 for c in counts if c in (2, 3)) == 1
            and all(c <= 3 for c in counts)):
        return False
    product = 10
    for ch in s[:10]:
        t = (int(ch) + product) % 10
        if t == 0:
            t = 10
        product = (t * 2) % 11
    chk = 11 - product
    if chk == 10:
        chk = 0
    return chk == int(s[10])


def de_ausweis_ok(s):  # 9 serial chars + check digit, weights 7 3 1
    w = [7, 3, 1] * 3
    return sum(int(c, 36) * b for c, b in zip(s[:9], w)) % 10 == int(s[9])


def kvnr_ok(s):  # letter + 8 digits + check
    digits = f"{ord(s[0]) - 64:02d}" + s[1:9]
    t = 0
    for i, ch in enumerate(digits):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += dsum(p)
    return t % 10 == int(s[9])


def nir_ok(s):
    return 97 - int(s[:13]) % 97 == int(s[13:15])


def rib_ok(b, g, c, k):
    return 97 - ((89 * int(b) + 15 * int(g) + 3 * int(c)) % 97) == int(k)


def fr_vat(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def dni_letter(n):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def cif_ok(s):  # letter + 7 digits + control digit
    d = [int(c) for c in s[1:8]]
    even = d[1] + d[3] + d[5]
    odd = sum(dsum(2 * d[i]) for i in (0, 2, 4, 6))
    return (10 - (even + odd) % 10) % 10 == int(s[8])


def clabe_ok(s):
    w = [3, 7, 1] * 6
    t = sum((int(a) * b) % 10 for a, b in zip(s[:17], w))
    return (10 - t % 10) % 10 == int(s[17])


def cuit_ok(s):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
    if r == 11:
        r = 0
    return r != 10 and r == int(s[10])


def cpf_ok(s):
    d = [int(c) for c in s]
    for n in (9, 10):
        t = sum(d[i] * (n + 1 - i) for i in range(n))
        r = t % 11
        if (0 if r < 2 else 11 - r) != d[n]:
            return False
    return True


def cnpj_ok(s):
    d = [int(c) for c in s]
    for n, w in ((12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]), (13, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])):
        r = sum(a * b for a, b in zip(d, w)) % 11
        if (0 if r < 2 else 11 - r) != d[n]:
            return False
    return True


def pt_nif_ok(s):
    r = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
    return (0 if r < 2 else 11 - r) == int(s[8])


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                   11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(s15):
    t = sum(CF_ODD[c] if i % 2 == 0 else cf_even(c) for i, c in enumerate(s15))
    return chr(65 + t % 26)


def bsn_ok(s):
    t = sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])
    return t % 11 == 0


def cvr_ok(s):
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


def no_mod11(s, w):
    r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
    if r == 11:
        r = 0
    return None if r == 10 else r


def no_fnr_ok(s):
    k1 = no_mod11(s, [3, 7, 6, 1, 8, 9, 4, 5, 2])
    k2 = no_mod11(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
    return k1 is not None and k2 is not None and k1 == int(s[9]) and k2 == int(s[10])


def no_acct_ok(s):
    k = no_mod11(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
    return k is not None and k == int(s[10])


def no_org_ok(s):
    k = no_mod11(s, [3, 2, 7, 6, 5, 4, 3, 2])
    return k is not None and k == int(s[8])


def hetu_char(s9):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s9) % 31]


def ytunnus_ok(s):
    r = sum(int(a) * b for a, b in zip(s, [7, 9, 10, 5, 8, 4, 2])) % 11
    if r == 1:
        return False
    return (0 if r == 0 else 11 - r) == int(s[7])


def fi_ref_complete(base):
    w = [7, 3, 1]
    t = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - t % 10) % 10)


def hu_adoaz_ok(s):
    r = sum(int(s[i]) * (i + 1) for i in range(9)) % 11
    return r != 10 and r == int(s[9])


def hu_taj_ok(s):
    return sum(int(s[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10 == int(s[8])


def hu_9731_ok(s):
    w = [9, 7, 3, 1]
    return sum(int(c) * w[i % 4] for i, c in enumerate(s)) % 10 == 0


def cnp_ok(s):
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    c = sum(int(a) * b for a, b in zip(s, w)) % 11
    if c == 10:
        c = 1
    return c == int(s[12])


def ro_cui_ok(s):
    key = "753217532"
    body, chk = s[:-1], int(s[-1])
    body = body.zfill(9)
    c = (sum(int(a) * int(b) for a, b in zip(body, key)) * 10) % 11
    if c == 10:
        c = 0
    return c == chk


def gr_afm_ok(s):
    t = sum(int(s[i]) * 2 ** (8 - i) for i in range(8))
    return (t % 11) % 10 == int(s[8])


def tckn_ok(s):
    d = [int(c) for c in s]
    if d[0] == 0:
        return False
    if ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 != d[9]:
        return False
    return sum(d[:10]) % 10 == d[10]


def vkn_ok(s):
    d = [int(c) for c in s]
    tot = 0
    for i in range(9):
        t = (d[i] + 9 - i) % 10
        v = (t * 2 ** (9 - i)) % 9
        if t != 0 and v == 0:
            v = 9
        tot += v
    return (10 - tot % 10) % 10 == d[9]


def il_id_ok(s):
    t = 0
    for i, ch in enumerate(s.zfill(9)):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p if p < 10 else p - 9
    return t % 10 == 0


def ir_melli_ok(s):
    r = sum(int(s[i]) * (10 - i) for i in range(9)) % 11
    return (r if r < 2 else 11 - r) == int(s[9])


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11] == s[17]


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_org_ok(s):  # 8 digits + check (0-9, X)
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    c = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
    e = {10: "X", 11: "0"}.get(c, str(c))
    return e == s[8]


def uscc_ok(s):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC_ALPHA.index(a) * b for a, b in zip(s, w)) % 31
    if c == 31:
        c = 0
    return USCC_ALPHA[c] == s[17]


def mynumber_ok(s):
    base = s[:11]
    t = 0
    for n in range(1, 12):
        p = int(base[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return (0 if r <= 1 else 11 - r) == int(s[11])


def jp_corp_ok(s):
    base = s[1:]
    t = 0
    for n in range(1, 13):
        p = int(base[12 - n])
        t += p * (1 if n % 2 == 1 else 2)
    return 9 - t % 9 == int(s[0])


def kr_rrn_ok(s):
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def kr_brn_ok(s):
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    t = sum(int(a) * b for a, b in zip(s, w)) + (int(s[8]) * 5) // 10
    return (10 - t % 10) % 10 == int(s[9])


def th_id_ok(s):
    t = sum(int(s[i]) * (13 - i) for i in range(12))
    return (11 - t % 11) % 10 == int(s[12])


def s10_complete(prefix, serial8, suffix):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(serial8, w)) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{prefix}{serial8}{c}{suffix}"


def inn12_ok(s):
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c1 = sum(int(a) * b for a, b in zip(s, w1)) % 11 % 10
    c2 = sum(int(a) * b for a, b in zip(s, w2)) % 11 % 10
    return c1 == int(s[10]) and c2 == int(s[11])


def inn10_ok(s):
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 % 10 == int(s[9])


def snils_ok(s):  # 11 digits
    t = sum(int(s[i]) * (9 - i) for i in range(9))
    if t < 100:
        c = t
    elif t in (100, 101):
        c = 0
    else:
        c = t % 101
        if c == 100:
            c = 0
    return c == int(s[9:])


def ru_acct_ok(bik, acct):
    w = [7, 1, 3] * 8
    s = bik[-3:] + acct
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


def ua_rnokpp_ok(s):
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 % 10 == int(s[9])


def sg_nric_ok(s):
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(s[1:8], w)) + (4 if s[0] in "TG" else 0)
    table = "JZIHGFEDCBA" if s[0] in "ST" else "XWUTRQPNMLK"
    return table[t % 11] == s[8]


def tfn_ok(s):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


def au_medicare_ok(s):  # 10 digits (9th = check, 10th = issue)
    w = [1, 3, 7, 9, 1, 3, 7, 9]
    return s[0] in "23456" and sum(int(a) * b for a, b in zip(s, w)) % 10 == int(s[8])


def abn_ok(s):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    d = [int(c) for c in s]
    d[0] -= 1
    return sum(a * b for a, b in zip(d, w)) % 89 == 0


def nhs_ok(s):
    r = 11 - sum(int(s[i]) * (10 - i) for i in range(9)) % 11
    if r == 11:
        r = 0
    return r != 10 and r == int(s[9])


def gb_vat_ok(s):
    t = sum(int(s[i]) * (8 - i) for i in range(7)) + int(s[7:9])
    return t % 97 == 0 or (t + 55) % 97 == 0


def isbn13_ok(s):
    return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s)) % 10 == 0


VIN_TR = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_ok(s):
    t = sum((int(c) if c.isdigit() else VIN_TR[c]) * w for c, w in zip(s, VIN_W))
    c = t % 11
    return s[8] == ("X" if c == 10 else str(c))


def b58enc(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def b58check_ok(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(s) - len(s.lstrip("1"))) + raw
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = (DG + UP + LO)[r] + out
    return out.rjust(width, "0")


def gh_token(prefix):
    body = rs(AN, 30)
    return prefix + body + base62(zlib.crc32(body.encode()), 6)


def bitlocker_ok(s):
    gs = s.split("-")
    return len(gs) == 8 and all(len(g) == 6 and int(g) % 11 == 0 and int(g) < 720896 for g in gs)


# ---------------------------------------------------------------- self tests of the algorithms
def self_tests():
    known = [
        (luhn_ok("4242424242424242"), "luhn 4242"),
        (luhn_ok("4111111111111111"), "luhn 4111"),
        (luhn_ok("5555555555554444"), "luhn 5555"),
        (iban_ok("DE89370400440532013000"), "iban DE89 docs"),
        (iban_ok("GB82WEST12345698765432"), "iban GB82 docs"),
        (verhoeff_ok("2363"), "verhoeff 236-3"),
        (aba_ok("021000021"), "aba 021000021"),
        (aba_ok("121000358"), "aba 121000358"),
        (aba_ok("026009593"), "aba 026009593"),
        (inn10_ok("7707083893"), "inn10 sberbank"),
        (dni_letter("12345678") == "Z", "dni"),
        (cf_check("RSSMRA85T10A562") == "S", "codice fiscale"),
        (pesel_ok("44051401359"), "pesel"),
        (bsn_ok("111222333"), "bsn"),
        (cpf_ok("11144477735"), "cpf"),
        (tckn_ok("10000000146"), "tckn"),
        (isbn13_ok("9780306406157"), "isbn13"),
        (vin_ok("1M8GDM9AXKP042788"), "vin"),
    ]
    for ok, what in known:
        if not ok:
            die("self test failed: " + what)


# ---------------------------------------------------------------- value generators
def until(f):
    for _ in range(1000):
        v = f()
        if v is not None:
            return v
    raise Fail("until")


AR_DIG = "٠١٢٣٤٥٦٧٨٩"
FA_DIG = "۰۱۲۳۴۵۶۷۸۹"
HI_DIG = "०१२३४५६७८९"
FW_DIG = "０１２３４５６７８９"


def conv(s, table):
    return "".join(table[int(c)] if c in DG else c for c in s)


def dob(y0=1956, y1=2002):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


# --- providers' keys and tokens
def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    while True:
        s = rs(UP + LO + DG + "/+", 40)
        if s[0] not in "/+" and s[-1] not in "/+":
            return s


def stripe_live(kind="sk"):
    return f"{kind}_live_51" + rs(DG, 1) + rs(AN, 96)


def stripe_live_short(kind="sk"):
    return f"{kind}_live_" + rs(AN, 24)


def slack_bot():
    return f"xoxb-{rdn(12)}-{rdn(13)}-{rs(AN, 24)}"


def openai_key():
    return "sk-proj-" + rs(AN, 2) + rs(B64U, 72) + "T3BlbkFJ" + rs(B64U, 72) + rs(AN, 2)


def anthropic_key():
    return "sk-ant-api03-" + rs(AN, 2) + rs(B64U, 91) + "AA"


def google_key():
    return "AIzaSy" + rs(B64U, 32) + rs(AN, 1)


def gocspx():
    return "GOCSPX-" + rs(B64U, 27) + rs(AN, 1)


def sendgrid():
    return "SG." + rs(B64U, 21) + rs(AN, 1) + "." + rs(AN, 1) + rs(B64U, 41) + rs(AN, 1)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def glpat():
    return "glpat-" + rs(AN, 1) + rs(B64U, 18) + rs(AN, 1)


def dckr():
    return "dckr_pat_" + rs(AN, 1) + rs(B64U, 25) + rs(AN, 1)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 150) + rs(AN, 1)


def telegram_token():
    return f"{R.randint(5000000000, 7999999999)}:AA{rs(B64U, 32)}{rs(AN, 1)}"


def azure_key():
    return b64(rbytes(64))


def jwt(payload):
    header = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(hmac.new(rbytes(32), f"{header}.{body}".encode(), hashlib.sha256).digest())
    return f"{header}.{body}.{sig}"


def wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


def ssh_ed25519_pub(comment):
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + rbytes(32)
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    return blob, f"ssh-ed25519 {b64(blob)} {comment}", fp


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_private_body(pub_blob, comment):
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub_blob[-32:]) + sshstr(rbytes(32) + pub_blob[-32:]) \
        + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    raw = b"openssh-key-v1\0" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) \
        + sshstr(pub_blob) + sshstr(priv)
    return "\n".join(grp(b64(raw), 70, "\n").split("\n"))


def pem_body(prefix, n):
    return "\n".join(grp(b64(prefix + rbytes(n)), 64, "\n").split("\n"))


def bitlocker_key():
    return "-".join(f"{R.randint(0, 65535) * 11:06d}" for _ in range(8))


def mpesa_code():
    while True:
        s = pick("STU") + rs(UP + DG, 9)
        if sum(c.isdigit() for c in s) >= 2 and sum(c.isalpha() for c in s) >= 4:
            return s


# --- national ids and accounts
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def ein():
    return pick(["12", "20", "27", "45", "46", "47", "81", "82", "83", "84", "86", "87", "88", "91"]) + "-" + rd(7)


def nino():
    first = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(first) + pick(first)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            d = rd(6)
            return f"{p} {d[:2]} {d[2:4]} {d[4:]} {pick('ABCD')}"


def nhs():
    s = until(lambda: complete(rdn(9), nhs_ok))
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def sin_ca():
    s = luhn_complete(str(R.randint(1, 7)) + rd(7))
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def tfn():
    s = until(lambda: complete(rdn(8), tfn_ok))
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_medicare():
    base = str(R.randint(2, 6)) + rd(7)
    c = sum(int(a) * b for a, b in zip(base, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    s = base + str(c) + str(R.randint(1, 9))
    assert au_medicare_ok(s)
    return f"{s[:4]} {s[4:9]} {s[9]}"


def abn():
    rest = rd(9)
    for p in range(10, 100):
        if abn_ok(f"{p}{rest}"):
            s = f"{p}{rest}"
            return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"
    return None


def mbi():
    A = "ACDEFGHJKMNPQRTUVWXY"
    pat = ["C", "A", "X", "N", "A", "X", "N", "A", "A", "N", "N"]
    out = ""
    for p in pat:
        out += {"C": str(R.randint(1, 9)), "A": pick(A), "N": pick(DG), "X": pick(A + DG)}[p]
    return f"{out[:4]}-{out[4:7]}-{out[7:]}"


def sg_nric():
    return complete(pick("ST") + rd(7), sg_nric_ok, UP)


def aadhaar():
    s = until(lambda: complete(str(R.randint(2, 9)) + rd(10), verhoeff_ok))
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def pan_in(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rd(4) + pick(UP)


def cn_id():
    area = pick(["110105", "310104", "440305", "510107", "330106", "420106"])
    y, m, d = dob(1965, 2001)
    return complete(f"{area}{y}{m:02d}{d:02d}{rd(3)}", cn_id_ok, DG + "X")


def uscc():
    org = until(lambda: complete(rd(8), cn_org_ok, DG))
    return complete("91" + pick(["110105", "310115", "440300", "330100"]) + org, uscc_ok, USCC_ALPHA)


def mynumber():
    s = complete(rdn(11), mynumber_ok)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def jp_corp():
    body = rdn(12)
    for c in DG:
        if jp_corp_ok(c + body):
            return c + body


def kr_rrn():
    y, m, d = dob(1962, 1999)
    base = f"{y % 100:02d}{m:02d}{d:02d}{pick('12')}{rd(5)}"
    s = complete(base, kr_rrn_ok)
    return f"{s[:6]}-{s[6:]}"


def kr_brn():
    s = complete(rdn(9), kr_brn_ok)
    return f"{s[:3]}-{s[3:5]}-{s[5:]}"


def th_id():
    s = complete(str(R.randint(1, 8)) + rd(11), th_id_ok)
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def il_id():
    return complete(rdn(8), il_id_ok)


def ir_melli():
    def f():
        s = complete(pick(["001", "002", "003", "007", "008", "127", "128", "227", "293", "371", "440"]) + rd(6),
                     ir_melli_ok)
        return s if s and len(set(s)) > 2 else None
    return until(f)


def sa_id():
    return luhn_complete("1" + rd(8))


def inn12():
    base = pick(["77", "50", "78", "16", "66"]) + rd(8)
    for c1 in DG:
        for c2 in DG:
            if inn12_ok(base + c1 + c2):
                return base + c1 + c2


def inn10():
    return complete(pick(["77", "78", "50"]) + rd(7), inn10_ok)


def snils():
    base = rdn(9)
    for c in range(100):
        if snils_ok(base + f"{c:02d}"):
            return f"{base[:3]}-{base[3:6]}-{base[6:]} {c:02d}"


def ru_acct(bik):
    rest = rd(11)
    for k in DG:
        a = "40817810" + k + rest
        if ru_acct_ok(bik, a):
            return a


def ua_rnokpp():
    return complete(f"{R.randint(21000, 37000)}{rd(4)}", ua_rnokpp_ok)


def pesel():
    y, m, d = dob(1955, 2003)
    mm = m + (20 if y >= 2000 else 0)
    return complete(f"{y % 100:02d}{mm:02d}{d:02d}{rd(4)}", pesel_ok)


def pl_idcard():
    letters = rs(UP, 3)
    rest = rd(5)
    for c in DG:
        if pl_idcard_ok(letters + c + rest):
            return letters + c + rest


def nip():
    s = until(lambda: complete(rdn(9), nip_ok))
    return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"


def pl_iban(spaced=True):
    bank = complete(pick(["1020", "1140", "1050", "1090", "1240", "1160"]) + rd(3), pl_sortcode_ok)
    ib = make_iban("PL", bank + rd(16))
    return grp(ib) if spaced else ib


def cz_rc():
    def f():
        y, m, d = dob(1956, 1999)
        mm = m + pick([0, 50])
        b = f"{y % 100:02d}{mm:02d}{d:02d}{rd(3)}"
        c = int(b) % 11
        return None if c == 10 else b + str(c)
    s = until(f)
    return f"{s[:6]}/{s[6:]}"


def cz_acct():
    return until(lambda: complete(rdn(9), cz_acct_ok))


def ico():
    return complete(rdn(7), ico_ok)


def steuerid():
    def f():
        ds = R.sample(DG, 9)
        ds.append(pick(ds))
        R.shuffle(ds)
        if ds[0] == "0":
            return None
        return complete("".join(ds), steuerid_ok)
    s = until(f)
    return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def de_iban():
    blz = pick(["10050000", "20050550", "70150000", "12030000", "50010517", "43060967", "76050101"])
    return grp(make_iban("DE", blz + rd(10)))


def de_ausweis():
    serial = pick("LMNPRTVWXYZ") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    return complete(serial, de_ausweis_ok)


def kvnr():
    return complete(pick(UP) + rd(8), kvnr_ok)


def fr_nir():
    sex = pick("12")
    y, m, d = dob(1958, 2000)
    dept = pick(["75", "69", "13", "33", "59", "44", "31", "67", "92", "93"])
    b13 = f"{sex}{y % 100:02d}{m:02d}{dept}{R.randint(1, 400):03d}{R.randint(1, 999):03d}"
    k = 97 - int(b13) % 97
    s = b13 + f"{k:02d}"
    assert nir_ok(s)
    return f"{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {s[13:]}"


def fr_iban():
    b = pick(["30004", "30003", "20041", "10278", "16006", "30002"])
    g = rd(5)
    c = rd(11)
    k = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(c)) % 97)
    assert rib_ok(b, g, c, f"{k:02d}")
    return grp(make_iban("FR", b + g + c + f"{k:02d}"))


def siren():
    return luhn_complete(rdn(8))


def siret():
    s = luhn_complete(siren() + rd(4))
    return f"{s[:3]} {s[3:6]} {s[6:9]} {s[9:]}"


def dni():
    n = rd(8)
    return n + dni_letter(n)


def es_iban():
    e = pick(["2100", "0049", "0182", "0081", "2085", "1465"])
    o = rd(4)
    c = rd(10)
    dc = f"{es_dc('00' + e + o)}{es_dc(c)}"
    return grp(make_iban("ES", e + o + dc + c))


def cif():
    return complete(pick("AB") + rd(7), cif_ok)


def clabe():
    return complete(pick(["002", "012", "014", "072", "044", "127"]) + rd(14), clabe_ok)


def curp(sex):
    cons = "BCDFGHJKLMNPQRSTVXZ"
    y, m, d = dob(1970, 2000)
    return (pick(cons) + pick("AEIOU") + pick(cons) + pick("AEIOU") + f"{y % 100:02d}{m:02d}{d:02d}" + sex
            + pick(["DF", "JC", "NL", "MC", "PL", "VZ"]) + rs(cons, 3) + ("0" if y < 2000 else "A") + rd(1))


def cuit_company():
    s = until(lambda: complete(pick(["30", "33"]) + rd(8), cuit_ok))
    return f"{s[:2]}-{s[2:10]}-{s[10]}"


def cpf():
    base = rd(9)
    for a in DG:
        for b in DG:
            if cpf_ok(base + a + b):
                s = base + a + b
                return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj():
    base = rd(8) + "0001"
    for a in DG:
        for b in DG:
            if cnpj_ok(base + a + b):
                s = base + a + b
                return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def pt_nif(first="123"):
    return complete(pick(first) + rd(7), pt_nif_ok)


def pt_iban():
    b = pick(["0035", "0033", "0007", "0010", "0036", "0018"]) + rd(4) + rd(11)
    for k in range(100):
        if int(b + f"{k:02d}") % 97 == 1:
            ib = make_iban("PT", b + f"{k:02d}")
            assert ib.startswith("PT50")
            return grp(ib)


def codice_fiscale(sur, name, female=False):
    y, m, d = dob(1960, 2001)
    dd = d + (40 if female else 0)
    s15 = sur + name + f"{y % 100:02d}" + "ABCDEHLMPRST"[m - 1] + f"{dd:02d}" + \
        pick(["H501", "F205", "F839", "L219", "A944", "G273", "D612"])
    return s15 + cf_check(s15)


def it_iban():
    return grp(make_iban("IT", pick(UP) + pick(["03069", "02008", "05034", "03062", "01030"]) + rd(5) + rd(12)))


def piva():
    return luhn_complete(rdn(10))


def bsn():
    return until(lambda: complete(rdn(8), bsn_ok))


def nl_iban():
    return grp(make_iban("NL", pick(["INGB", "ABNA", "RABO", "SNSB", "TRIO", "ASNB"]) + rd(10)))


def se_pnr():
    y, m, d = dob(1955, 2002)
    s = luhn_complete(f"{y % 100:02d}{m:02d}{d:02d}{rd(3)}")
    return f"{y}{s[2:6]}-{s[6:]}"


def no_fnr():
    def f():
        y, m, d = dob(1955, 1999)
        base = f"{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 499):03d}"
        for a in DG:
            for b in DG:
                if no_fnr_ok(base + a + b):
                    return base + a + b
        return None
    return until(f)


def no_acct():
    s = until(lambda: complete(pick(["1503", "1607", "9710", "3000", "1254", "1822"]) + rd(6), no_acct_ok))
    return f"{s[:4]}.{s[4:6]}.{s[6:]}"


def no_orgnr():
    s = until(lambda: complete(pick("89") + rd(7), no_org_ok))
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def fi_hetu():
    y, m, d = dob(1950, 2004)
    n = f"{R.randint(2, 899):03d}"
    base = f"{d:02d}{m:02d}{y % 100:02d}"
    return base + ("A" if y >= 2000 else "-") + n + hetu_char(base + n)


def fi_iban():
    bban = luhn_complete(pick(["1", "5", "8"]) + rd(12))
    return grp(make_iban("FI", bban))


def ytunnus():
    s = until(lambda: complete(rdn(7), ytunnus_ok))
    return f"{s[:7]}-{s[7]}"


def hu_adoaz():
    return until(lambda: complete("8" + str(R.randint(30000, 48000)) + rd(3), hu_adoaz_ok))


def hu_taj():
    s = complete(rd(8), hu_taj_ok)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def hu_acct():
    g1 = complete(pick(["117", "116", "104", "120", "107"]) + rd(4), hu_9731_ok)
    g2 = complete(rd(7), hu_9731_ok)
    return f"{g1}-{g2}"


def hu_adoszam():
    return complete(rdn(7), hu_9731_ok) + "-2-" + f"{R.randint(2, 44):02d}"


def cnp():
    y, m, d = dob(1958, 2003)
    s = ("1" if y < 2000 else "5") if R.random() < 0.5 else ("2" if y < 2000 else "6")
    return complete(f"{s}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{rd(3)}", cnp_ok)


def ro_cui():
    return until(lambda: complete(rdn(R.randint(7, 8)), ro_cui_ok))


def ro_iban():
    return grp(make_iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB", "BACX"]) + rd(4) + "RONCRT" + rd(6)))


def gr_afm():
    return complete(rdn(8), gr_afm_ok)


def gr_amka():
    y, m, d = dob(1955, 2000)
    return luhn_complete(f"{d:02d}{m:02d}{y % 100:02d}{rd(4)}")


def gr_iban():
    return grp(make_iban("GR", pick(["011", "017", "026", "014"]) + rd(4) + rd(16)))


def tckn():
    base = rdn(9)
    for a in DG:
        for b in DG:
            if tckn_ok(base + a + b):
                return base + a + b


def tr_iban():
    return grp(make_iban("TR", pick(["00010", "00062", "00064", "00046", "00012", "00067"]) + "0" + rd(16)))


def vkn():
    return until(lambda: complete(rd(9), vkn_ok))


def s10(prefix, suffix):
    return s10_complete(prefix, rd(8), suffix)


def sa_iban():
    return grp(make_iban("SA", pick(["80", "10", "20", "45"]) + rd(18)))


def ir_iban():
    return make_iban("IR", "0" + pick(["17", "12", "54", "56", "18"]) + rd(19))


def ua_iban():
    return make_iban("UA", pick(["322001", "305299", "300528", "380805"]) + "00000" + "2620" + rd(10))


def imei():
    return luhn_complete("35" + rd(12))


def iccid(cc="8901"):
    return luhn_complete(cc + rd(14))


def isbn13():
    return complete("978" + rd(9), isbn13_ok)


def vin(wmi, year_char):
    def f():
        body = wmi + rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 5)
        tail = year_char + pick("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + rd(6)
        for c in DG + "X":
            cand = body + c + tail
            if vin_ok(cand):
                return cand
        return None
    return until(f)


def gb_vat():
    base = rdn(7)
    t = sum(int(base[i]) * (8 - i) for i in range(7))
    last = (-t) % 97
    s = base + f"{last:02d}"
    assert gb_vat_ok(s)
    return f"GB {s[:3]} {s[3:7]} {s[7:]}"


def upc_like_order(prefix, n):
    return prefix + rd(n)


def sha1hex():
    return rs(HEX, 40)


def sha256hex():
    return rs(HEX, 64)


# ---------------------------------------------------------------- cases
BUILDERS = []


def case(fn):
    BUILDERS.append(fn)
    return fn


def C(slug, lang, text, secrets, looks, note):
    return {"slug": slug, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks),
            "note": note}


M = "\n---\n"  # separator between messages of one case

# ================================================================ English, positive
@case
def _():
    ak, sk = aws_akid(), aws_secret()
    t = (f"Why does boto3 still throw InvalidClientTokenId? This is my .env:\n\n"
         f"AWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n"
         f"S3_BUCKET=acme-invoices-prod\n\nI copied the layout from the docs example (AKIAIOSFODNN7EXAMPLE), "
         f"so the format should be fine.")
    return C("aws-env-keys", "en", t, [ak, sk], ["AKIAIOSFODNN7EXAMPLE"],
             "real-looking AWS key pair in a .env next to the documented example key id")


@case
def _():
    tok = gh_token("ghp_")
    sha = sha1hex()
    t = (f"I pushed commit {sha} to a public repo and it contained my personal access token {tok} in "
         f"config.js. GitHub emailed me and I revoked the token about ten minutes later. Do I still need to "
         f"rewrite the history with git filter-repo, or is revoking enough?")
    return C("github-pat-revoked", "en", t, [tok], [sha],
             "revoked GitHub token is still a secret; the commit hash is not")


@case
def _():
    key = stripe_live()
    t = ("Checkout works in test mode but not live. Snippet:\n\n```python\nimport stripe\n"
         f"stripe.api_key = \"{key}\"\n# before it was sk_test_4eC39HqLyjWDarjtT1zdp7dc from the quickstart\n"
         "intent = stripe.PaymentIntent.create(amount=1999, currency=\"usd\")\n```\n\n"
         "In test mode I paid with 4242 4242 4242 4242 and it went through. What changes for live?")
    return C("stripe-live-key-code", "en", t, [key], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242"],
             "live Stripe secret key in code; Stripe docs test key and test card are look-alikes")


@case
def _():
    user = pick(["app_rw", "orders_svc", "django", "billing"])
    pw = pw_random(20, "!#%*-_")
    t = (f"psql keeps failing from the container.\n\nDATABASE_URL=postgresql://{user}:{pw}@db-prod-2.internal:5432/orders\n\n"
         f"Error: FATAL:  password authentication failed for user \"{user}\". The same URL works from my laptop.")
    return C("postgres-url-creds", "en", t, [f"{user}:{pw}"], [],
             "credentials part of a Postgres URL; host, port and database are not secrets")


@case
def _():
    u = pick(["maria", "shopadmin", "devuser"])
    p = pw_human(EN_WORDS)
    oid = rs(HEX, 24)
    t = (f"mongoose.connect(\"mongodb+srv://{u}:{p}@cluster0.{rs(LO + DG, 5)}.mongodb.net/shop?retryWrites=true&w=majority\")\n\n"
         f"connects fine, but findById(\"{oid}\") returns null although the document is in Compass. Why?")
    return C("mongodb-srv-creds", "en", t, [f"{u}:{p}"], [oid],
             "credentials of a MongoDB SRV string; the ObjectId is a look-alike")


@case
def _():
    key = openai_key()
    req = "req_" + rs(HEX, 32)
    t = (f"Getting 429 insufficient_quota even though I added credit.\n\n```python\nfrom openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{key}\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", "
         f"messages=msgs)\n```\n\nThe error JSON has request id {req}.")
    return C("openai-key-python", "en", t, [key], [req], "OpenAI project key in code; request id is a look-alike")


@case
def _():
    key = anthropic_key()
    mid = "msg_01" + rs(AN, 22)
    t = (f"This curl works but my Go client returns 401:\n\ncurl https://api.anthropic.com/v1/messages "
         f"-H \"x-api-key: {key}\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\" "
         f"-d @body.json\n\nThe successful curl reply had id {mid}.")
    return C("anthropic-key-curl", "en", t, [key], [mid, "2023-06-01"],
             "Anthropic key in a curl header; API version date and message id are look-alikes")


@case
def _():
    ssid = "Fernhill_" + pick(["5G", "Home", "Mesh"])
    wpw = passphrase(EN_WORDS, 3)
    admin = pw_random(12, "!#@")
    serial = rs(UP + DG, 2) + rd(10)
    t = (f"Can you make a little welcome card for guests? Wi-Fi network: {ssid}, password: {wpw}. "
         f"Don't put the router login on it (admin / {admin}), that's just for me. "
         f"The router is a TP-Link Archer AX55, serial {serial}, if that matters for the QR code.")
    return C("wifi-guest-card", "en", t, [wpw, admin], [serial],
             "Wi-Fi password and router admin password; router serial number is a look-alike")


@case
def _():
    box = rd(4)
    door = rd(6)
    conf = "HM" + rs(UP + DG, 8)
    phone = f"+1 (503) 555-01{rd(2)}"
    t = (f"Please write check-in instructions for my Airbnb guests. The lockbox by the side gate is {box}, "
         f"it holds the spare key. The front door keypad code is {door} then the # key. "
         f"Their reservation is {conf}; they can text me at {phone} if anything goes wrong.")
    return C("airbnb-checkin-codes", "en", t, [box, door], [conf, phone],
             "lockbox and door keypad codes; reservation code and phone are look-alikes")


@case
def _():
    c = card("4" + pick(["539", "916", "024", "485"]), 16)
    cvc = rd(3)
    exp = f"{R.randint(1, 12):02d}/{R.randint(26, 30)}"
    order = "112-" + rd(7) + "-" + rd(7)
    t = (f"My card keeps getting declined on Amazon for order {order}. The card is {grp(c)}, exp {exp}, "
         f"CVV {cvc}. Is something wrong with the number itself?")
    return C("visa-card-declined", "en", t, [grp(c), cvc], [order],
             "Visa number (Luhn computed) and CVV; the Amazon order number is a look-alike")


@case
def _():
    s = ssn()
    e = ein()
    t = (f"Filling out my W-4 and the I-9 for my new job. My SSN is {s}. The employer's EIN on the offer letter "
         f"is {e}. Which boxes on step 3 apply if I have two kids under 17?")
    return C("ssn-w4-employer-ein", "en", t, [s], [e],
             "own SSN is a secret; the employer's EIN is a public identifier")


@case
def _():
    pp = rdn(9)
    track = "9405 5" + rd(3) + " " + rd(4) + " " + rd(4) + " " + rd(4) + " " + rd(2)
    t = (f"I mailed my DS-82 passport renewal three weeks ago. Old passport number {pp}, issued 2016. "
         f"USPS tracking for the envelope: {track}. How long until it shows as 'In Process'?")
    return C("us-passport-renewal", "en", t, [pp], [track],
             "passport number is a secret; the USPS tracking number is a look-alike")


@case
def _():
    code = rd(6)
    sc = rd(5)
    t = (f"Just got this text from {sc}: \"Your Microsoft account security code is {code}. "
         f"If you didn't request this, ignore this message.\" I didn't request anything. Is someone in my account?")
    return C("sms-security-code", "en", t, [code], [sc],
             "one-time code pasted from an SMS; the SMS short code is a look-alike")


@case
def _():
    codes = [f"{rs(HEX, 5)}-{rs(HEX, 5)}" for _ in range(3)]
    t = ("I'm moving my GitHub recovery codes into my password manager. Which note type should I use? "
         "These are the ones I still have:\n\n" + "\n".join(codes) + "\n\nThe others were used already.")
    return C("github-recovery-codes", "en", t, codes, [], "list of 2FA recovery codes")


@case
def _():
    seed = rs(B32, 32)
    shown = " ".join(seed[i:i + 4].lower() for i in range(0, 32, 4))
    t = (f"Work laptop died and I only have the setup key I wrote down when I enabled 2FA on our VPN: "
         f"{shown}\n\nCan I generate the codes in Python? The pyotp README uses pyotp.TOTP('JBSWY3DPEHPK3PXP') — "
         f"do I just put my key in instead?")
    return C("totp-setup-key", "en", t, [shown], ["JBSWY3DPEHPK3PXP"],
             "TOTP seed as shown in the enrolment screen; pyotp README example seed is a look-alike")


@case
def _():
    words = " ".join(R.sample(BIP39, 12))
    addr = "0x" + rs(HEX, 40)
    t = (f"Is it safe to keep my MetaMask recovery phrase in Apple Notes? It's: {words}\n"
         f"My wallet address is {addr} if you need it to check the balance.")
    return C("metamask-seed-phrase", "en", t, [words], [addr],
             "12-word seed phrase (BIP39 words, checksum not computed); public address is a look-alike")


@case
def _():
    pk = rs(HEX, 64)
    tx = "0x" + rs(HEX, 64)
    ca = "0x" + rs(HEX, 40)
    t = (f"Hardhat deploy to Sepolia hangs. hardhat.config.js reads PRIVATE_KEY from .env, which has\n"
         f"PRIVATE_KEY=0x{pk}\nThe last tx was {tx} and the contract should be at {ca}. "
         f"Etherscan shows the tx as pending forever.")
    return C("hardhat-private-key", "en", t, ["0x" + pk], [tx, ca],
             "Ethereum private key next to a transaction hash of the same length and a contract address")


@case
def _():
    w = wif()
    a = btc_addr()
    t = (f"Found my old paper wallet from 2014! The private key (WIF) printed on it is {w} and the address is "
         f"{a}. What's the safest way to sweep it into Electrum?")
    return C("bitcoin-wif-sweep", "en", t, [w], [a],
             "WIF private key (Base58Check computed) next to a P2PKH address (Base58Check computed)")


@case
def _():
    comment = "sam@thinkpad"
    blob, pub, fp = ssh_ed25519_pub(comment)
    body = openssh_private_body(blob, comment)
    t = (f"ssh -i ~/.ssh/deploy_key keeps saying Permission denied (publickey). The key file:\n\n"
         f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n\n"
         f"The server's authorized_keys has the matching entry, and ssh-keygen -lf shows {fp}.")
    return C("openssh-private-key", "en", t, [body], [fp],
             "OpenSSH private key body (structure built, key not derived); public key fingerprint is a look-alike")


@case
def _():
    tok = jwt({"sub": rd(6), "email": "j.okafor@" + pick(["northwind.io", "brightlabs.dev"]),
               "iat": 1716200000 + R.randint(0, 9999999), "exp": 1747800000 + R.randint(0, 9999999)})
    rid = uuid4()
    t = (f"Our API returns 403 for this request, but 200 from Postman:\n\ncurl -X GET https://api.example.com/v2/me "
         f"-H \"Authorization: Bearer {tok}\" -H \"X-Request-Id: {rid}\"\n\nWhat could differ?")
    return C("bearer-jwt-curl", "en", t, [tok], [rid],
             "JWT bearer token (real HMAC over the header and payload); request UUID is a look-alike")


@case
def _():
    tok = slack_bot()
    ch = "C0" + rs(UP + DG, 9)
    ts = f"17{rd(8)}.{rd(6)}"
    t = (f"My Slack bot can post but not update messages.\n\nclient = WebClient(token=\"{tok}\")\n"
         f"client.chat_update(channel=\"{ch}\", ts=\"{ts}\", text=\"done\")\n\nError: cant_update_message.")
    return C("slack-bot-token", "en", t, [tok], [ch, ts],
             "Slack bot token; channel id and message timestamp are look-alikes")


@case
def _():
    tok = telegram_token()
    chat = "-100" + rdn(10)
    t = (f"My Telegram bot doesn't post to the group. token = \"{tok}\", chat_id = {chat}. "
         f"The bot is an admin there. getUpdates returns an empty list.")
    return C("telegram-bot-token", "en", t, [tok], [chat],
             "Telegram bot token; the group chat id is a look-alike")


@case
def _():
    key = google_key()
    place = "ChIJ" + rs(B64U, 22) + rs(AN, 1)
    t = (f"Map shows 'This page can't load Google Maps correctly'.\n\n<script src=\"https://maps.googleapis.com/maps/api/js?"
         f"key={key}&callback=initMap\" async defer></script>\n\nThe place I center on has place_id {place}.")
    return C("google-maps-key", "en", t, [key], [place],
             "Google API key in a script URL; place id is a look-alike")


@case
def _():
    key = azure_key()
    acct = "contosomedia" + rd(2)
    t = (f"Azure Functions can't reach blob storage. local.settings.json has\n"
         f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};"
         f"EndpointSuffix=core.windows.net\"\nand it works locally but not once deployed.")
    return C("azure-storage-connstr", "en", t, [key], [],
             "AccountKey value inside an Azure storage connection string")


@case
def _():
    pw = pw_random(18, "!#%*-_")
    enc = b64(pw.encode())
    dig = "sha256:" + sha256hex()
    t = (f"The pod can't log in to Postgres. My Secret:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n"
         f"type: Opaque\ndata:\n  POSTGRES_USER: {b64(b'orders')}\n  POSTGRES_PASSWORD: {enc}\n\n"
         f"Image is postgres@{dig}. Is the base64 wrong?")
    return C("k8s-secret-base64", "en", t, [enc], [dig],
             "base64-encoded password in a Kubernetes Secret; image digest is a look-alike")


@case
def _():
    tok = gh_token("npm_")
    t = (f"npm publish fails with E404. My ~/.npmrc:\n\n//registry.npmjs.org/:_authToken={tok}\n\n"
         f"package.json has \"version\": \"2.3.1\" and \"express\": \"^4.19.2\".")
    return C("npmrc-token", "en", t, [tok], ["^4.19.2"], "npm token in .npmrc; version range is a look-alike")


@case
def _():
    tok = hf_token()
    rev = sha1hex()
    t = (f"from_pretrained(\"mistralai/Mistral-7B-Instruct-v0.3\", revision=\"{rev}\", token=\"{tok}\") gives "
         f"'Cannot access gated repo'. I accepted the license on the website already.")
    return C("huggingface-token", "en", t, [tok], [rev], "Hugging Face token; model revision hash is a look-alike")


@case
def _():
    acct = rdn(R.randint(10, 12))
    t = (f"Help me fill in the direct deposit form for payroll. Bank: Chase, routing number 021000021, "
         f"checking account {acct}. Should I put 100% into checking?")
    return C("us-direct-deposit", "en", t, [acct], ["021000021"],
             "own checking account is a secret; bank routing number is public")


@case
def _():
    acct = rd(8)
    ni = nino()
    t = (f"New job in Leeds, HR wants: bank sort code 20-00-00? no sorry, it's 40-47-84, account number {acct}, "
         f"and my National Insurance number {ni}. Can you put this into a short email to hr@?")
    return C("uk-bank-nino", "en", t, [acct, ni], ["40-47-84", "20-00-00"],
             "UK account number and NINO are secrets; sort codes are bank identifiers")


@case
def _():
    tf = tfn()
    acct = rdn(8)
    a = abn()
    t = (f"Starting a casual job in Brisbane. For the TFN declaration: TFN {tf}. Super and pay go to my CommBank "
         f"account BSB 064-158, account {acct}. The employer's ABN is {a}.")
    return C("au-tfn-bank", "en", t, [tf, acct], ["064-158", a],
             "TFN (check computed) and account; BSB and employer ABN (check computed) are look-alikes")


@case
def _():
    s = sin_ca()
    bn = rdn(9) + " RP0001"
    t = (f"Quebec employer asks for my SIN on the TD1 form: {s}. Their payroll account number is {bn}. "
         f"Is it normal that they ask for it before my first day?")
    return C("ca-sin-td1", "en", t, [s], [bn], "Canadian SIN (Luhn computed); employer payroll account is public")


@case
def _():
    mid = pick(["XKH", "W", "JQU", "YRL"]) + rd(9)
    claim = "C" + rd(11)
    t = (f"My insurer denied claim {claim}. Member ID {mid}, group 0{rd(5)}. Can you draft an appeal letter "
         f"saying the MRI was pre-authorized?")
    return C("us-health-member-id", "en", t, [mid], [claim],
             "health insurance member id is a secret; claim number is a look-alike; group number neutral")


@case
def _():
    m = mbi()
    t = (f"Dad's new Medicare card came. Medicare Number: {m}. Can I use it to log into Medicare.gov for him, "
         f"or should I call 1-800-633-4227?")
    return C("medicare-mbi", "en", t, [m], ["1-800-633-4227"],
             "Medicare Beneficiary Identifier of a relative entrusted to the user; public phone number is a look-alike")


@case
def _():
    n = nhs()
    ref = rs(UP, 2) + rd(6)
    t = (f"GP surgery text asks me to book my booster via the NHS App. My NHS number is {n} and the text "
         f"reference is {ref}. The app says it can't match my details. What do I do?")
    return C("uk-nhs-number", "en", t, [n], [ref],
             "NHS number (check computed) is a secret; text reference is a look-alike")


@case
def _():
    pan = pan_in("S")
    aad = aadhaar()
    acct = rdn(14)
    ifsc = "HDFC0" + rd(6)
    t = (f"Need to write to HDFC for KYC re-verification. PAN: {pan}, Aadhaar: {aad}, savings a/c no. {acct}, "
         f"branch IFSC {ifsc}. Please keep it short and formal.")
    return C("india-kyc-email", "en", t, [pan, aad, acct], [ifsc],
             "PAN, Aadhaar (Verhoeff computed) and account are secrets; IFSC is a bank identifier")


@case
def _():
    n = sg_nric()
    uen = "20" + rd(7) + pick(UP)
    t = (f"Filling the HDB resale form. My NRIC is {n}. The agent's company UEN is {uen}. Do I still need to "
         f"log in with Singpass for the CPF part?")
    return C("sg-nric", "en", t, [n], [uen], "NRIC (check letter computed); company UEN is public")


@case
def _():
    maiden = pick(["Okonkwo", "Halvorsen", "Delacroix", "Mwangi", "Pellegrini"])
    pet = pick(["Biscuit", "Mr Whiskers", "Pickles", "Tofu"])
    t = (f"I keep forgetting which answers I gave my bank's security questions. Mother's maiden name: {maiden}. "
         f"First pet: {pet}. Can you suggest a way to remember them without writing them down?")
    return C("security-question-answers", "en", t, [maiden, pet], [],
             "answers to security questions")


@case
def _():
    p1 = pw_human(EN_WORDS)
    p2 = p1[:-1] + pick([c for c in "!?#$*" + DG if c != p1[-1]])
    t = (f"Can you help me think of a better Netflix password than {p1}?{M}Oops, I mistyped, the current one is "
         f"actually {p2}. Anyway something stronger but easy for my kids to type on the TV.")
    return C("netflix-password-correction", "en", t, [p1, p2], [],
             "two messages: a password and its correction, both secrets")


@case
def _():
    full = pw_random(22, "!#%*-_")
    a, b = full[:11], full[11:]
    t = (f"I'm splitting our shared vault's master password so you can help me make a backup card. "
         f"First half: {a}{M}Second half: {b}{M}Now how should I store the halves in two places safely?")
    return C("master-password-in-parts", "en", t, [a, b], [],
             "a password given in two parts over messages")


@case
def _():
    code = rd(6)
    model = pick(["Ring Alarm Pro", "SimpliSafe SS3", "ADT Command"])
    t = (f"We have a house-sitter from Friday. I'll send you the alarm code next so you can put it in the "
         f"instructions.{M}{code} — the panel is the {model} by the back door, disarm within 30 seconds of "
         f"opening the door.")
    return C("alarm-code-announced", "en", t, [code], [],
             "alarm code announced in one message and given in the next")


@case
def _():
    nums = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = rd(4)
    spoken = " ".join(nums[int(c)] for c in pin)
    t = (f"I'm using voice typing. The new card PIN they gave me at the branch is {spoken}. "
         f"How do I change it at an ATM to something I'll remember?")
    return C("pin-spelled-out", "en", t, [spoken], [], "card PIN spelled out in words")


@case
def _():
    pw = pw_human(EN_WORDS)
    trace = rs(HEX, 32)
    t = (f"Found this in our nginx error log, is it bad?\n\n2024/05/14 09:12:47 [error] 1187#1187: *5521 upstream "
         f"sent invalid header, client: 10.0.3.17, request: \"POST /login?user=jkeller&password={pw} HTTP/1.1\", "
         f"trace_id={trace}\n\nThat's my own test account.")
    return C("password-in-log-line", "en", t, [pw], [trace],
             "password in a query string in a log line; trace id is a look-alike")


@case
def _():
    sid = rs(LO + DG, 32)
    csrf = rs(AN, 32)
    ray = rs(HEX, 16) + "-" + pick(["FRA", "LHR", "IAD", "SIN"])
    t = (f"I copied the request as cURL from DevTools:\n\ncurl 'https://portal.example.org/api/reports' "
         f"-H 'Cookie: csrftoken={csrf}; sessionid={sid}' -H 'cf-ray: {ray}'\n\n"
         f"Why does it work in the terminal but my Python requests version gets redirected to login?")
    return C("session-cookie-curl", "en", t, [sid], [ray],
             "Django session id cookie; cf-ray id is a look-alike; csrf token neutral")


@case
def _():
    p1, p2 = pw_random(16), pw_human(EN_WORDS)
    t = ("I exported from Chrome and two rows look broken in Bitwarden's importer:\n\n"
         "name,url,username,password\n"
         f"Chase,https://secure.chase.com,mkowalski88,{p1}\n"
         f"Etsy,https://www.etsy.com,mkowalski88@gmail.com,{p2}\n\nWhat's wrong with the format?")
    return C("password-csv-export", "en", t, [p1, p2], [], "passwords in a password manager CSV export")


@case
def _():
    alarm, garage = rd(4), rd(6)
    wifi = passphrase(EN_WORDS, 3, ".")
    vet = f"(617) 555-01{rd(2)}"
    t = ("Format this as a neat table for the babysitter:\n\n| What | Info |\n|---|---|\n"
         f"| Alarm code | {alarm} |\n| Garage keypad | {garage} |\n| Wi-Fi | {wifi} |\n| Vet | {vet} |\n"
         "| Poison Control | 1-800-222-1222 |")
    return C("babysitter-table", "en", t, [alarm, garage, wifi], [vet, "1-800-222-1222"],
             "codes in a markdown table; phone numbers are look-alikes")


@case
def _():
    gate = rd(4)
    ups = "1Z" + rs(UP + DG, 6) + "03" + rd(8)
    t = (f"Write a delivery note for my Amazon and UPS orders: gate code #{gate}, leave parcels inside the gate "
         f"behind the planter. The UPS one is {ups}.")
    return C("gate-code-delivery", "en", t, [gate], [ups], "gate code; UPS tracking number is a look-alike")


@case
def _():
    safe = rd(4)
    conf = rd(10)
    room = str(R.randint(3, 19)) + rd(2)
    t = (f"Hotel in Lisbon, confirmation {conf}. I set the room safe to {safe} and now it's blinking 'ERROR' "
         f"with my passport inside. Room {room}. Is there a master reset?")
    return C("hotel-safe-code", "en", t, [safe], [conf, room],
             "safe code; booking confirmation and room number are look-alikes")


@case
def _():
    rk = stripe_live("rk")
    evt = "evt_" + rs(AN, 24)
    t = (f"Please draft an incident report. On May 3 our restricted key {rk} was committed to a public Gist. "
         f"We rolled it within 40 minutes. The only suspicious API call was event {evt}.")
    return C("stripe-restricted-leaked", "en", t, [rk], [evt],
             "leaked and rolled key is still a secret; event id is a look-alike")


@case
def _():
    c = card(pick(["51", "53", "55"]) + rd(2), 16)
    cvc = rd(3)
    t = ("Why does our checkout reject this JSON? The test card passes but my own card doesn't:\n\n"
         "{\"cards\": [\n"
         "  {\"number\": \"5555555555554444\", \"exp\": \"12/34\", \"cvc\": \"123\"},\n"
         f"  {{\"number\": \"{c}\", \"exp\": \"{R.randint(1, 12):02d}/{R.randint(26, 30)}\", \"cvc\": \"{cvc}\"}}\n]}}")
    return C("mastercard-json-payload", "en", t, [c, cvc], ["5555555555554444"],
             "own Mastercard (Luhn computed) and CVC next to the public test card")


@case
def _():
    c = card(pick(["34", "37"]), 15)
    cid = rd(4)
    conf = rs(UP, 2) + rd(7)
    t = (f"Booking.com keeps saying my Amex is invalid. It's {c[:4]} {c[4:10]} {c[10:]}, security code {cid} "
         f"(the 4 digits on the front). The booking would be {conf}.")
    return C("amex-front-cid", "en", t, [f"{c[:4]} {c[4:10]} {c[10:]}", cid], [conf],
             "Amex 4-6-5 (Luhn computed) and 4-digit CID; booking number is a look-alike")


@case
def _():
    sid = "AC" + rs(HEX, 32)
    tok = rs(HEX, 32)
    t = (f"Twilio test: client = Client(\"{sid}\", \"{tok}\") and I send to +15005550006 which the docs say "
         f"is the magic test number, but I'm charged. What am I doing wrong?")
    return C("twilio-auth-token", "en", t, [tok], ["+15005550006"],
             "Twilio auth token; account SID neutral; magic test number is a look-alike")


@case
def _():
    tok = rs(B64U, 39) + rs(AN, 1)
    zone, acct = rs(HEX, 32), rs(HEX, 32)
    t = (f"Terraform cloudflare provider: api_token = \"{tok}\", zone_id = \"{zone}\", account_id = \"{acct}\". "
         f"Plan fails with 'Authentication error (10000)'. Which permission is missing?")
    return C("cloudflare-token-zone", "en", t, [tok], [zone, acct],
             "Cloudflare API token; zone id and account id (same 32-hex shape) are look-alikes")


@case
def _():
    key = uuid4()
    app = uuid4()
    t = (f"heroku CLI in CI says 'Invalid credentials provided'. HEROKU_API_KEY={key}. "
         f"The app id from heroku apps:info is {app}.")
    return C("heroku-key-vs-app-id", "en", t, [key], [app],
             "Heroku API key shaped like a UUID next to an app id UUID")


@case
def _():
    tmp = pw_random(12, "!#$%")
    ticket = "INC00" + rd(5)
    t = ("Got this from IT, what do I do first?\n\n> From: servicedesk@northwind.com\n> Subject: RE: "
         f"{ticket} password reset\n> Your temporary password is {tmp}\n> You must change it at first login."
         "\n\nShould I change it on the VPN or on my laptop?")
    return C("temp-password-email", "en", t, [tmp], [ticket],
             "temporary password in a pasted e-mail; ticket number is a look-alike")


@case
def _():
    mine = grp(make_iban("IE", "AIBK" + "93" + rd(4) + rd(8)))
    charity = grp(make_iban("IE", "BOFI" + "90" + rd(4) + rd(8)))
    t = (f"I want to set up a monthly donation to the animal shelter, their IBAN is {charity} (BIC BOFIIE2D). "
         f"Mine is {mine}. Can I do it as a standing order in the AIB app?")
    return C("ie-iban-donation", "en", t, [mine], [charity, "BOFIIE2D"],
             "own IBAN is a secret; the shelter's IBAN and its BIC are look-alikes (both IBANs mod-97 computed)")


@case
def _():
    puk = rd(8)
    im = imei()
    icc = iccid("8944")
    t = (f"My phone says SIM PUK locked. The card the SIM came on says PUK {puk}. IMEI {im}, ICCID {icc}. "
         f"If I enter it wrong 10 times is the SIM dead?")
    return C("sim-puk-imei", "en", t, [puk], [im, icc],
             "PUK is a secret; IMEI and ICCID (Luhn computed) are look-alikes")


@case
def _():
    key = bitlocker_key()
    kid = rs(HEXU, 8)
    t = (f"BitLocker recovery screen after a BIOS update. Recovery key ID starts with {kid}. From my Microsoft "
         f"account I got: {key}. It says the key is wrong. Did I mix up drives?")
    return C("bitlocker-recovery-key", "en", t, [key], [kid],
             "BitLocker recovery key (each block divisible by 11); key id is a look-alike")


@case
def _():
    keyb = pem_body(bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7"), 1180)
    certb = pem_body(bytes.fromhex("308203773082025fa003020102021400"), 860)
    t = ("nginx: SSL_CTX_use_PrivateKey failed (key values mismatch). My files:\n\nfullchain.pem:\n"
         f"-----BEGIN CERTIFICATE-----\n{certb}\n-----END CERTIFICATE-----\n\nprivkey.pem:\n"
         f"-----BEGIN PRIVATE KEY-----\n{keyb}\n-----END PRIVATE KEY-----")
    return C("tls-key-and-cert", "en", t, [keyb], [certb],
             "PKCS#8 private key body is a secret; certificate body is public")


@case
def _():
    tok = "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)
    issue = pick(["OPS", "PAY", "WEB"]) + "-" + str(R.randint(100, 4999))
    t = (f"Jira REST: curl -u dana.lee@acme.io:{tok} https://acme.atlassian.net/rest/api/3/issue/{issue} "
         f"returns 404 but I can open {issue} in the browser.")
    return C("atlassian-token", "en", t, [tok], [issue],
             "Atlassian API token as basic-auth password; issue key is a look-alike")


@case
def _():
    pw = pw_random(14, "!#%*")
    enc = b64(pw.encode())
    t = ("FileZilla stopped connecting after I reinstalled. From sitemanager.xml:\n\n<Host>ftp.bakerystudio.net</Host>"
         f"\n<Port>21</Port>\n<User>bakery</User>\n<Pass encoding=\"base64\">{enc}</Pass>\n\n"
         "Can I just decode it and retype it?")
    return C("filezilla-base64-pass", "en", t, [enc], [], "base64-encoded FTP password in FileZilla XML")


@case
def _():
    sec = gocspx()
    cid = rdn(12) + "-" + rs(LO + DG, 32) + ".apps.googleusercontent.com"
    t = (f"OAuth 'redirect_uri_mismatch'. client_id: {cid}\nclient_secret: {sec}\n"
         f"redirect: http://localhost:8080/callback")
    return C("google-oauth-client-secret", "en", t, [sec], [cid],
             "OAuth client secret is a secret; client id is public")


# ================================================================ English, negative
@case
def _():
    t = ("Can you explain how AWS SigV4 signing works step by step? The docs use the access key AKIAIOSFODNN7EXAMPLE "
         "with the secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Why do both end in EXAMPLE, and where does "
         "the session token fit in?")
    return C("aws-docs-example-keys", "en", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example credentials only")


@case
def _():
    t = ("For our QA checklist: which Stripe test cards trigger which result? I know 4242 4242 4242 4242 succeeds, "
         "4000 0000 0000 0002 is declined, and 4000 0027 6000 3184 asks for 3D Secure. Any future expiry and any "
         "CVC work, right? Put it in a table.")
    return C("stripe-test-cards", "en", t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0027 6000 3184"],
             "public test card numbers")


@case
def _():
    a, b, c1, c2 = sha256hex(), sha256hex(), sha1hex(), sha1hex()
    t = (f"Download verification question: sha256sum on the tarball gives {a} but the release page lists {b}. "
         f"Also, git log shows the v2.4.1 tag at {c1} while the changelog mentions {c2}. Which one should I trust?")
    return C("checksums-and-commits", "en", t, [], [a, b, c1, c2], "checksums and commit hashes")


@case
def _():
    u1, u2 = uuid4(), uuid4()
    span = rs(HEX, 16)
    t = (f"Two requests are slow and I can't see why:\n\n12:01:07.331 INFO request_id={u1} path=/api/cart "
         f"duration_ms=3120\n12:01:07.902 INFO request_id={u2} path=/api/cart duration_ms=2987 span_id={span}\n\n"
         f"Both hit the same pod. Ideas?")
    return C("log-request-uuids", "en", t, [], [u1, u2, span], "request UUIDs and span id in logs")


@case
def _():
    fx = rdn(12)
    order = "BBY01-" + rdn(12)
    t = (f"Please write a complaint to FedEx. Tracking number {fx}, it shows delivered on May 2 but nothing came. "
         f"It was a Best Buy order, {order}, a 27\" monitor.")
    return C("fedex-bestbuy-complaint", "en", t, [], [fx, order], "tracking and order numbers")


@case
def _():
    t = ("Our repo ships this .env.example:\n\nOPENAI_API_KEY=your_api_key_here\n"
         "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n"
         "JWT_SECRET=<generate-with-openssl-rand>\n\nHow do I stop people from committing their real .env?")
    return C("env-example-placeholders", "en", t, [],
             ["your_api_key_here", "USER:PASSWORD", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<generate-with-openssl-rand>"],
             "placeholders in a template file")


@case
def _():
    last4 = rd(4)
    ref = rd(23)
    t = (f"Help me write a dispute letter. A charge of $84.17 from 'SQ *BLUE DOOR CAFE' appeared on my Visa "
         f"**** **** **** {last4} on 03/28. The statement shows reference {ref}. I never visited that cafe.")
    return C("masked-card-dispute", "en", t, [], [f"**** **** **** {last4}", ref],
             "masked card number and statement reference")


@case
def _():
    t = ("For my security awareness slides: why is 'correcthorsebatterystaple' from the xkcd comic stronger than "
         "'Tr0ub4dor&3'? And explain the old 'hunter2' joke. Also show why 'P@ssw0rd' and '123456' are on every "
         "breached-password list.")
    return C("famous-example-passwords", "en", t, [],
             ["correcthorsebatterystaple", "Tr0ub4dor&3", "hunter2", "P@ssw0rd", "123456"],
             "famous example passwords discussed as examples")


@case
def _():
    sn = pick(["VNB", "PHB", "CNB"]) + rs(UP + DG, 7)
    t = (f"HP LaserJet Pro M404dn, serial {sn}, firmware 002.2310A. It shows error 49.4C02 every morning. "
         f"Driver version 48.6.4635. What does the error mean?")
    return C("printer-serial-firmware", "en", t, [], [sn, "002.2310A", "49.4C02", "48.6.4635"],
             "serial number, firmware and driver versions, error code")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    et = "016" + rd(10)
    t = (f"My United booking {pnr}, e-ticket {et[:3]}-{et[3:]}, flight UA 934 on June 14. Can I still pick a "
         f"seat for free in Economy, or only at check-in?")
    return C("airline-pnr-eticket", "en", t, [], [pnr, f"{et[:3]}-{et[3:]}"], "booking code and e-ticket number")


@case
def _():
    co = "0" + rd(7)
    vat = gb_vat()
    sup_iban = grp(make_iban("GB", "BARC" + "20" + rd(4) + rd(8)))
    inv = "INV-2024-0" + rd(3)
    t = (f"Can you check this supplier invoice before I pay it? Brightwater Ltd, Company No. {co}, VAT Reg {vat}. "
         f"Invoice {inv}, £1,240.00 + VAT. Pay to IBAN {sup_iban} (BIC BARCGB22).")
    return C("supplier-invoice-uk", "en", t, [], [co, vat, inv, sup_iban, "BARCGB22"],
             "supplier's company number, VAT (check computed), IBAN (mod-97 computed), BIC, invoice number")


@case
def _():
    acct = rd(8)
    t = (f"Our church's roof appeal details for the newsletter: account name St Aidan's PCC, sort code 30-99-50, "
         f"account number {acct}, reference ROOF24. Can you write a friendly paragraph asking for gifts?")
    return C("church-appeal-bank-details", "en", t, [], [acct, "30-99-50", "ROOF24"],
             "a charity's published account for donations, sort code and reference")


@case
def _():
    ref = rd(12)
    tid = rs(UP + DG, 10)
    t = (f"Paid my electric bill at 7-Eleven with cash. The receipt says Ref No. {ref}, Trans ID {tid}, amount "
         f"$142.80. The utility says nothing posted after 5 days. What should I tell them?")
    return C("receipt-ref-no", "en", t, [], [ref, tid], "receipt reference and transaction id")


@case
def _():
    t = ("I'm writing an IBAN validator in TypeScript. I test with DE89 3704 0044 0532 0130 00 and "
         "GB82 WEST 1234 5698 7654 32 from Wikipedia. Should GB82WEST12345698765432 without spaces pass too, and "
         "lowercase?")
    return C("iban-validator-examples", "en", t, [],
             ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432"],
             "documentation example IBANs")


@case
def _():
    t = ("In GitHub Actions, is ${{ secrets.GITHUB_TOKEN }} the same thing as a PAT? Our README says to run "
         "export GH_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx before the release script.")
    return C("gha-secret-syntax", "en", t, [], ["${{ secrets.GITHUB_TOKEN }}", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
             "expression syntax and an obvious placeholder token")


@case
def _():
    blob, pub, fp = ssh_ed25519_pub("anna@worklaptop")
    body = pub.split(" ")[1]
    t = (f"My colleague sent me her public key to add to the build server:\n\n{pub}\n\nShe says the fingerprint "
         f"should be {fp}. Which file does it go in and what permissions?")
    return C("ssh-public-key", "en", t, [], [body, fp], "SSH public key (blob computed) and its fingerprint")


@case
def _():
    dig = "sha256:" + sha256hex()
    t = (f"Is pinning like this good practice?\n\nFROM python:3.12.3-slim@{dig}\n\nRenovate keeps opening PRs "
         f"to bump it.")
    return C("docker-image-digest", "en", t, [], [dig, "python:3.12.3-slim"], "image digest and tag")


@case
def _():
    t = ("My TOTP implementation fails the RFC 6238 test vectors. Secret is the ASCII string "
         "12345678901234567890, time 59, SHA1, 8 digits, expected 94287082, I get something else. My HMAC also "
         "fails RFC 4231 test case 2 with key Jefe. What's wrong?")
    return C("rfc-test-vectors", "en", t, [], ["12345678901234567890", "94287082", "Jefe"],
             "published test vectors")


@case
def _():
    t = ("Our logger masks values like this: password=[REDACTED] token=*** card=411111******1111. Is that "
         "masking enough for PCI DSS, or must the first six digits go too?")
    return C("redacted-log-values", "en", t, [], ["[REDACTED]", "411111******1111"], "redacted and masked values")


@case
def _():
    isb = [isbn13() for _ in range(3)]
    t = ("Format these as APA 7 references please: Sapiens, ISBN " + isb[0] + "; The Overstory, ISBN " + isb[1]
         + "; Braiding Sweetgrass, ISBN " + isb[2] + ".")
    return C("isbn-references", "en", t, [], isb, "ISBN-13 numbers (check digit computed)")


@case
def _():
    v = vin(pick(["1HG", "2HG", "JHM"]), "J")
    plate = str(R.randint(5, 9)) + rs(UP, 3) + rd(3)
    t = (f"Is this listing legit? 2018 Honda Civic EX, VIN {v}, California plate {plate}, 61k miles, $17,900. "
         f"The seller wants a deposit before a viewing.")
    return C("used-car-vin", "en", t, [], [v, plate], "VIN (check digit computed) and licence plate")


@case
def _():
    t = ("I'm learning about JWTs and pasted the sample from jwt.io: "
         "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
         " — what are the three parts and why can I read the name without the key?")
    return C("jwt-io-sample", "en", t, [],
             ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
             "the well-known jwt.io sample token")


@case
def _():
    mid = f"{rdn(3)} {rd(4)} {rd(4)}"
    t = (f"Move my call with Dr. Patel from 2024-06-12 14:30 to the 13th. The Zoom meeting ID is {mid}, "
         f"dial-in +1 646 558 8656. Write a polite two-line message.")
    return C("meeting-id-dial-in", "en", t, [], [mid, "+1 646 558 8656", "2024-06-12"],
             "meeting id, public dial-in number, date")


@case
def _():
    a = btc_addr()
    e = "0x" + rs(HEX, 40)
    t = (f"A streamer I like lists donation addresses: BTC {a} and ETH {e}. Which one is cheaper to send $20 to "
         f"right now?")
    return C("public-donation-addresses", "en", t, [], [a, e], "public receiving addresses")


# ================================================================ other languages
# ---- Chinese
@case
def _():
    cid = cn_id()
    c = grp(card("621483", 16))
    ref = "2024" + rd(16)
    t = ("帮我给新房东发条微信，说明入住登记要的信息，语气客气一点：\n姓名：王磊\n"
         f"身份证号：{cid}\n工资卡（招商银行）：{c}\n押金3000元已经转过去了，转账流水号 {ref}。")
    return C("zh-landlord-id-card", "zh", t, [cid, c], [ref],
             "resident ID (check computed) and UnionPay card (Luhn computed); transfer serial number is a look-alike")


@case
def _():
    pay, lock = rd(6), rd(4)
    wifi = pick(["Xiaomao", "Tiantian", "Dabai"]) + rd(4) + pick("!@#")
    ssid = "ChinaNet-" + rs(UP + DG, 4)
    t = ("我妈老是忘密码，我想给她做一张小卡片放抽屉里：\n"
         f"- 支付宝支付密码：{pay}\n- 手机锁屏密码：{lock}\n- 家里WiFi：{ssid}，密码 {wifi}\n"
         "有问题打支付宝客服 95188。帮我排一下版，字要大一点。")
    return C("zh-mom-password-card", "zh", t, [pay, lock, wifi], ["95188"],
             "payment PIN, lock code and Wi-Fi password; public hotline is a look-alike")


@case
def _():
    u = uscc()
    inv = "24" + rd(18)
    sf = "SF" + rd(13)
    t = ("公司报销要我核对发票信息，帮我看看格式对不对：\n购买方：上海澄明信息科技有限公司\n"
         f"纳税人识别号：{u}\n发票号码：{inv}\n开票日期：2024年05月14日\n"
         f"另外快递单号是 {sf}，财务说收到纸质件才能报销。")
    return C("zh-invoice-company-taxid", "zh", t, [], [u, inv, sf],
             "company unified social credit code (both checks computed), invoice number, courier tracking")


# ---- Japanese
@case
def _():
    mn = mynumber()
    pin = rd(4)
    corp = jp_corp()
    t = ("e-Taxで確定申告をしているのですが、マイナンバーカードの読み取りでエラーになります。\n"
         f"マイナンバーは {mn}、利用者証明用電子証明書の暗証番号（4桁）は {pin} で合っているはずです。\n"
         f"源泉徴収票の支払者の法人番号は {corp} です。何が原因でしょうか？")
    return C("ja-etax-mynumber", "ja", t, [mn, pin], [corp],
             "My Number (check computed) and card PIN; employer's corporate number (check computed) is public")


@case
def _():
    p1, p2 = conv(rd(4), FW_DIG), conv(rd(4), FW_DIG)
    kigo = "1" + rd(3) + "0"
    bango = rd(7) + "1"
    t = (f"実家の母用にメモを作りたいです。ゆうちょのキャッシュカードの暗証番号は{p1}、口座は記号{kigo} 番号{bango}です。"
         f"{M}すみません、暗証番号は先月変えたので{p2}でした。見やすい表にしてください。")
    return C("ja-yucho-pin-correction", "ja", t, [p1, p2, kigo, bango], [],
             "two messages: full-width PIN and its correction, Japan Post Bank account symbol and number")


@case
def _():
    order = f"{R.randint(249, 503)}-{rd(7)}-{rd(7)}"
    yam = f"{rd(4)}-{rd(4)}-{rd(4)}"
    zipc = f"{R.randint(150, 151)}-{rd(4)}"
    t = (f"Amazonで頼んだ商品がまだ届きません。注文番号は {order}、ヤマト運輸のお問い合わせ伝票番号は {yam} です。"
         f"届け先は〒{zipc} 東京都渋谷区です。丁寧な問い合わせ文を作ってください。")
    return C("ja-amazon-yamato", "ja", t, [], [order, yam, zipc], "order, tracking and postal code")


# ---- Korean
@case
def _():
    rrn = kr_rrn()
    acct = f"{rd(6)}-{rd(2)}-{rd(6)}"
    brn = kr_brn()
    t = ("전세 계약서 특약 정리 좀 도와줘.\n"
         f"임차인: 김민수 / 주민등록번호 {rrn}\n보증금 반환 계좌: 국민은행 {acct} (예금주 김민수)\n"
         f"중개사무소: 한빛공인중개사사무소, 사업자등록번호 {brn}")
    return C("ko-lease-rrn-account", "ko", t, [rrn, acct], [brn],
             "resident registration number (check computed) and account; broker's business number (check computed)")


@case
def _():
    otp, pin = rd(6), rd(6)
    cs = "1599-" + rd(4)
    t = ("방금 이런 문자 왔는데 내가 요청한 거 아니거든?\n\n[Web발신]\n"
         f"[카카오] 인증번호 [{otp}]를 입력해주세요. 타인에게 절대 알려주지 마세요.\n\n"
         f"혹시 해킹당한 건가? 참고로 토스 간편비밀번호는 {pin}인데 이것도 바꿔야 할까? 고객센터는 {cs}로 나와 있어.")
    return C("ko-kakao-otp-toss-pin", "ko", t, [otp, pin], [cs],
             "SMS verification code and app PIN; customer-centre number is a look-alike")


@case
def _():
    order = rdn(16)
    cj = rdn(12)
    t = (f"쿠팡에서 시킨 게 일주일째 안 와. 주문번호 {order}, CJ대한통운 운송장번호 {cj}. "
         f"판매자한테 보낼 문의글 정중하게 써줘.")
    return C("ko-coupang-tracking", "ko", t, [], [order, cj], "order and waybill numbers")


# ---- Arabic
@case
def _():
    i = sa_id()
    ib = sa_iban()
    t = ("السلام عليكم، أبغى أكتب إيميل رسمي للموارد البشرية عشان يحولون راتبي على حسابي الجديد. البيانات:\n"
         f"الاسم: عبدالله القحطاني\nرقم الهوية الوطنية: {i}\nالآيبان: {ib}\nالبنك: مصرف الراجحي (SWIFT: RJHISARI)")
    return C("ar-sa-salary-iban", "ar", t, [i, ib], ["RJHISARI"],
             "Saudi national id (Luhn computed) and IBAN (mod-97 computed); bank SWIFT code is public")


@case
def _():
    pin = conv(rd(4), AR_DIG)
    wifi = pick(["Koshary", "Nile", "Mido"]) + rd(4) + pick("@#")
    hot = conv("19" + rd(3), AR_DIG)
    t = (f"عايز أكتب ورقة صغيرة لماما تفتكر بيها الحاجات دي: الرقم السري بتاع الفيزا {pin}، وباسورد الواي فاي {wifi}. "
         f"ولو حصلت مشكلة تكلم خدمة العملاء على {hot}. اكتبها بخط كبير وواضح.")
    return C("ar-eg-pin-arabic-digits", "ar", t, [pin, wifi], [hot],
             "card PIN in Arabic-Indic digits and Wi-Fi password; hotline is a look-alike")


@case
def _():
    vat = "3" + rd(13) + "3"
    inv = "INV-" + rd(6)
    order = rdn(9)
    t = (f"وصلتني فاتورة من متجر إلكتروني وأبغى أتأكد إنها فاتورة ضريبية صحيحة: الرقم الضريبي للمتجر {vat}، "
         f"رقم الفاتورة {inv}، رقم الطلب {order}، والمبلغ 575 ريال شامل الضريبة. هل ناقصها شي؟")
    return C("ar-vat-invoice-check", "ar", t, [], [vat, inv, order], "shop VAT number, invoice and order numbers")


# ---- Persian
@case
def _():
    m = conv(ir_melli(), FA_DIG)
    ib = ir_iban()
    pol = rd(3) + "/" + rd(5)
    t = ("سلام، می‌خوام فرم بیمه تکمیلی رو پر کنم و نمی‌دونم کدوم قسمت‌ها اجباریه. "
         f"کد ملی‌ام {m} و شماره شبام {ib} هست. شماره قرارداد بیمه‌ی شرکت هم {pol} است.")
    return C("fa-insurance-melli-sheba", "fa", t, [m, ib], [pol],
             "national code in Persian digits (check computed) and Sheba IBAN; group policy number is a look-alike")


@case
def _():
    c = card(pick(["603799", "610433", "589210", "621986", "627353"]), 16)
    cd = f"{c[:4]}-{c[4:8]}-{c[8:12]}-{c[12:]}"
    cvv = rd(R.randint(3, 4))
    otp = rd(6)
    t = (f"یه سایت خرید ازم اطلاعات کارت خواست: شماره کارت {cd}، CVV2 {cvv}، تاریخ انقضا ۱۴۰۵/۰۸. "
         f"بعد رمز دوم پویا برام پیامک شد: {otp}. الان شک کردم که سایت فیشینگ بوده؛ چی کار کنم؟")
    return C("fa-card-cvv2-dynamic-pin", "fa", t, [cd, cvv, otp], [],
             "Iranian card (Luhn computed), CVV2 and dynamic second PIN")


@case
def _():
    tr = rd(24)
    post = rdn(10)
    order = rdn(9)
    t = (f"بسته‌ام از پست نرسیده. کد رهگیری {tr}، کد پستی مقصد {post}، شماره سفارش دیجی‌کالا {order}. "
         f"یه متن شکایت مؤدبانه برام بنویس.")
    return C("fa-post-tracking", "fa", t, [], [tr, post, order], "tracking code, postal code, order number")


# ---- Hebrew
@case
def _():
    i = il_id()
    br = str(R.randint(600, 999))
    acct = rdn(8)
    t = (f"אני צריך למלא טופס 101 במקום העבודה החדש. תעודת זהות {i}, חשבון בנק: בנק לאומי (10), סניף {br}, "
         f"מספר חשבון {acct}. תנסח לי מייל קצר לחשבת השכר עם הפרטים.")
    return C("he-form101-id-account", "he", t, [i, acct], [br],
             "Israeli ID (check computed) and account; bank branch number is public")


@case
def _():
    door, alarm = rd(5), rd(4)
    wifi = pick(["Shalom", "Tapuz", "Kineret"]) + pick("_.") + rd(4)
    ph = "050-" + rd(7)
    t = (f"הבייביסיטר מגיעה מחר בערב. תכתוב לה הודעה נחמדה עם כל מה שצריך: קוד לדלת של הבניין {door}#, "
         f"קוד האזעקה {alarm}, והסיסמה לוויי-פיי {wifi}. הטלפון של השכנה למקרה חירום {ph}.")
    return C("he-babysitter-codes", "he", t, [door, alarm, wifi], [ph],
             "door, alarm and Wi-Fi codes; neighbour's phone is a look-alike")


@case
def _():
    order = "8" + rd(15)
    trk = "LP" + rd(14)
    hp = complete("51" + rd(6), il_id_ok)
    t = (f"הזמנתי מאלי אקספרס לפני חודש. מספר הזמנה {order}, מספר מעקב {trk}. חברת השילוח המקומית רשומה עם ח.פ. {hp}. "
         f"תכתוב לי תלונה קצרה.")
    return C("he-aliexpress-tracking", "he", t, [], [order, trk, hp],
             "order, tracking, company registration number (check computed)")


# ---- Hindi
@case
def _():
    a = aadhaar()
    p = pan_in("K")
    ifsc = "SBIN0" + rd(6)
    t = (f"मुझे बैंक को KYC अपडेट के लिए ईमेल लिखना है। मेरा आधार नंबर {a} है और पैन {p} है। "
         f"शाखा का IFSC कोड {ifsc} है। ईमेल छोटा और औपचारिक रखना।")
    return C("hi-kyc-aadhaar-pan", "hi", t, [a, p], [ifsc],
             "Aadhaar (Verhoeff computed) and PAN; IFSC is a bank identifier")


@case
def _():
    otp = rd(6)
    pin = conv(rd(6), HI_DIG)
    utr = rdn(12)
    t = (f"अभी यह SMS आया: \"{otp} is your OTP for txn of Rs. 4,999.00 at AMAZON. Valid for 3 mins. Do not share "
         f"with anyone -SBI\". मैंने कोई खरीदारी नहीं की! और मेरा UPI पिन {pin} है, क्या उसे भी बदल दूँ? "
         f"पिछला पेमेंट UTR {utr} पर अटका हुआ है।")
    return C("hi-sbi-otp-upi-pin", "hi", t, [otp, pin], [utr],
             "OTP and UPI PIN in Devanagari digits; UTR reference is a look-alike")


@case
def _():
    pnr = str(R.randint(2, 8)) + rd(9)
    t = (f"IRCTC से टिकट बुक किया है, PNR {pnr}, ट्रेन 12951 मुंबई राजधानी, कोच B3 बर्थ 45। वेटिंग लिस्ट में 12 है — "
         f"कन्फर्म होने के चांस कितने हैं?")
    return C("hi-irctc-pnr", "hi", t, [], [pnr, "12951"], "PNR and train number")


# ---- Russian
@case
def _():
    inn = inn12()
    sn = snils()
    pp = f"{R.randint(40, 46)} {R.randint(10, 23):02d} {rdn(6)}"
    acct = ru_acct("044525225")
    t = ("Помоги заполнить заявление на налоговый вычет за лечение. Мои данные:\n"
         f"ИНН {inn}\nСНИЛС {sn}\nПаспорт {pp}\nСчёт для возврата: {acct} в ПАО Сбербанк, БИК 044525225, "
         "корр. счёт 30101810400000000225.")
    return C("ru-tax-deduction-ids", "ru", t, [inn, sn, pp, acct], ["044525225", "30101810400000000225"],
             "INN, SNILS, passport, account (all checks computed); BIK and correspondent account are the bank's")


@case
def _():
    w1 = pick(["Ёжик", "Чебурашка", "Матрёшка", "Самовар"])
    w2 = pick(["в_тумане", "Берёзка", "Сирень", "Пельмень"])
    y = str(R.randint(1975, 2005))
    p1 = f"{w1}_{w2}_{y}"
    y2 = y[:-1] + str((int(y[-1]) + R.randint(1, 8)) % 10)
    p2 = f"{w1}_{w2}_{y2}"
    t = (f"Сейчас напишу пароль от Госуслуг, помоги придумать, как его запомнить и нигде не записывать.{M}{p1}"
         f"{M}Ой, нет, год в конце другой: {p2}")
    return C("ru-gosuslugi-password-cyrillic", "ru", t, [p1, p2], [],
             "three messages: announced Cyrillic password, then corrected; both secrets")


@case
def _():
    order = f"{rdn(8)}-{rd(4)}"
    trk = s10("RA", "RU")
    inn = inn10()
    t = (f"Заказ на Ozon № {order} до сих пор не пришёл. Трек-номер Почты России {trk}, ИНН продавца {inn}. "
         f"Напиши, пожалуйста, претензию продавцу.")
    return C("ru-ozon-claim", "ru", t, [], [order, trk, inn],
             "order, S10 tracking (check computed), seller's INN (check computed)")


# ---- Ukrainian
@case
def _():
    r = ua_rnokpp()
    ib = ua_iban()
    ed = rdn(8)
    t = (f"Заповнюю податкову декларацію в Дії. Мій РНОКПП {r}, рахунок для повернення {ib}. "
         f"ЄДРПОУ роботодавця {ed}. Підкажи, який код доходу вказати для зарплати?")
    return C("uk-declaration-rnokpp-iban", "uk", t, [r, ib], [ed],
             "RNOKPP (check computed) and IBAN; employer's EDRPOU code (check not computed) is public")


@case
def _():
    pin = rd(4)
    wifi = pick(["Sonechko", "Kalyna", "Barvinok"]) + rd(4) + pick("!#")
    t = (f"Мама забула пін-код від картки monobank, я їй записав новий: {pin}. А пароль від вайфаю {wifi}. "
         f"Як зробити, щоб вона це не загубила, але й не носила в гаманці поруч із карткою?")
    return C("uk-mom-pin-wifi", "uk", t, [pin, wifi], [], "card PIN and Wi-Fi password")


@case
def _():
    ttn = "2045" + rd(10)
    order = rdn(9)
    t = (f"Посилка Новою Поштою так і не дійшла. ТТН {ttn}, замовлення на Rozetka № {order}. "
         f"Напиши, будь ласка, звернення до підтримки.")
    return C("uk-nova-poshta-ttn", "uk", t, [], [ttn, order], "waybill and order numbers")


# ---- Polish
@case
def _():
    p = pesel()
    d = pl_idcard()
    ib = pl_iban(False)
    konto = ib[2:4] + " " + grp(ib[4:])
    n = nip()
    t = (f"Wypełniam wniosek o Kartę Dużej Rodziny i nie wiem, czy dobrze wpisałem dane. PESEL {p}, "
         f"seria i numer dowodu {d}, numer konta {konto}. NIP pracodawcy: {n}.")
    return C("pl-pesel-id-account", "pl", t, [p, d, konto], [n],
             "PESEL, ID card and account (checks computed); employer's NIP (check computed) is public")


@case
def _():
    kod = rd(6)
    blik = rd(6)
    przes = rd(24)
    t = (f"Mama ma odebrać za mnie paczkę z paczkomatu. Kod odbioru: {kod}, numer przesyłki {przes}. Napisz jej "
         f"krótką instrukcję krok po kroku. A przy okazji: czy mogę jej podyktować kod BLIK {blik} przez "
         f"telefon, żeby zapłaciła za zakupy?")
    return C("pl-paczkomat-blik", "pl", t, [kod, blik], [przes],
             "parcel-locker pickup code and BLIK code; shipment number is a look-alike")


@case
def _():
    n = nip()
    fv = f"FV/2024/05/{rd(3)}"
    ib = pl_iban(True)
    t = (f"Dostałem fakturę od hurtowni: NIP {n}, nr faktury {fv}, termin płatności 14 dni, konto firmowe {ib}. "
         f"Czy w tytule przelewu wystarczy numer faktury?")
    return C("pl-supplier-invoice", "pl", t, [], [n, fv, ib], "supplier's NIP, invoice number and company account")


# ---- Czech
@case
def _():
    rc = cz_rc()
    acct = cz_acct()
    bank = pick(["0800", "0100", "0300", "2010", "3030"])
    i = ico()
    t = (f"Potřebuju vyplnit daňové přiznání a nevím, kam co napsat. Rodné číslo {rc}, číslo účtu pro vrácení "
         f"přeplatku {acct}/{bank}. IČO zaměstnavatele {i}.")
    return C("cs-tax-rc-account", "cs", t, [rc, acct], [i],
             "birth number and account (mod-11 computed); employer's IČO (check computed) is public")


@case
def _():
    code, box = rd(4), rd(4)
    t = (f"Píšu vzkaz pro kamaráda, co mi bude hlídat byt: kód od vchodu {code}, klíč je v krabičce na kód {box}. "
         f"Kytky zalévat ve středu a v sobotu. Přepiš to prosím hezky a stručně.")
    return C("cs-flat-sitter-codes", "cs", t, [code, box], [], "entrance code and key-box code")


@case
def _():
    shop = cz_acct()
    vs = rdn(10)
    order = rdn(8)
    i = ico()
    t = (f"Mám zaplatit objednávku {order} převodem. Účet e-shopu {shop}/2010, variabilní symbol {vs}, IČO "
         f"prodejce {i}. Je normální, že chtějí platbu předem?")
    return C("cs-eshop-payment-vs", "cs", t, [], [shop, vs, order, i],
             "shop's account, payment symbol, order number, company id")


# ---- German
@case
def _():
    sid = steuerid()
    stnr = f"{rd(3)}/{rd(4)}/{rd(4)}"
    ib = de_iban()
    t = (f"Ich mache gerade meine Steuererklärung in ELSTER. Steuer-ID: {sid}, Steuernummer {stnr}, IBAN für die "
         f"Erstattung {ib}. Wo trage ich die Kosten fürs Arbeitszimmer ein?")
    return C("de-elster-steuerid-iban", "de", t, [sid, stnr, ib], [],
             "tax id (ISO 7064 check computed), tax number, IBAN (mod-97 computed)")


@case
def _():
    a = de_ausweis()
    k = kvnr()
    bnr = rdn(8)
    t = (f"Formular der neuen Krankenkasse: Ausweisnummer {a}, bisherige Krankenversichertennummer {k}. "
         f"Die Betriebsnummer meines Arbeitgebers ist {bnr}. Muss ich die alte Karte zurückschicken?")
    return C("de-krankenkasse-ausweis-kvnr", "de", t, [a, k], [bnr],
             "ID card number and health insurance number (checks computed); employer's Betriebsnummer is public")


@case
def _():
    wlan = grp(rd(20))
    kw = pick(["tulpe", "birne", "sonne", "ente", "kiwi"]) + rd(4)
    t = (f"Ich schicke dir gleich die Daten vom Router, damit du mir eine Anleitung für meine Eltern schreibst."
         f"{M}FRITZ!Box 7590 AX, FRITZ!OS 7.57, WLAN-Netzwerkschlüssel {wlan}, Kennwort für die Benutzeroberfläche {kw}.")
    return C("de-fritzbox-announced", "de", t, [wlan, kw], ["7.57"],
             "router keys announced then given; firmware version is a look-alike")


@case
def _():
    order = rdn(9)
    dhl = "00340434" + rd(12)
    ust = "DE" + rdn(9)
    t = (f"Meine Bestellung bei Otto ({order}) ist immer noch nicht da. DHL-Sendungsnummer {dhl}, laut Rechnung "
         f"USt-IdNr. des Händlers {ust}. Schreib mir bitte eine kurze, freundliche Nachfrage.")
    return C("de-otto-dhl", "de", t, [], [order, dhl, ust], "order, tracking and VAT numbers")


# ---- French
@case
def _():
    n = fr_nir()
    ib = fr_iban()
    s = siret()
    t = (f"Je dois remplir le dossier de la mutuelle de ma nouvelle boîte. Numéro de sécu : {n}, IBAN pour les "
         f"remboursements : {ib}. Le SIRET de l'employeur, c'est {s}. Tu peux me rédiger un petit mail pour les RH ?")
    return C("fr-mutuelle-nir-iban", "fr", t, [n, ib], [s],
             "social security number (key computed), IBAN (RIB key and mod-97 computed); SIRET (Luhn) public")


@case
def _():
    dig = rd(2) + pick("AB") + rd(2)
    box = rd(4)
    wifi = rs(LO + DG, 20)
    t = (f"Tu peux m'écrire un mot pour le livreur et pour la voisine qui arrose mes plantes ? Digicode du bâtiment : "
         f"{dig}, c'est au 3e gauche. La clé est dans la boîte à clés, code {box}. Et le code wifi de la box : {wifi}.")
    return C("fr-digicode-boite-a-cles", "fr", t, [dig, box, wifi], [], "digicode, key-box code and Wi-Fi key")


@case
def _():
    order = rdn(10)
    col = rd(1) + pick("ALVY") + rd(11)
    vat = fr_vat(siren())
    t = (f"Ma commande Fnac n° {order} n'est jamais arrivée. Numéro de suivi Colissimo {col}. Sur la facture, le "
         f"vendeur indique le numéro de TVA intracommunautaire {vat}. Aide-moi à écrire une réclamation.")
    return C("fr-fnac-colissimo", "fr", t, [], [order, col, vat], "order, tracking, seller VAT number (key computed)")


# ---- Spanish
@case
def _():
    d = dni()
    ib = es_iban()
    c = cif()
    t = (f"Estoy rellenando la orden de domiciliación del gimnasio. Mi DNI es {d} y mi cuenta {ib}. El CIF del "
         f"gimnasio sale en el contrato: {c}. ¿Me redactas un correo para mandarlo firmado?")
    return C("es-dni-iban-gym", "es", t, [d, ib], [c],
             "DNI (letter computed), IBAN (CCC and mod-97 computed); gym's CIF (control computed) is public")


@case
def _():
    cu = curp(pick("HM"))
    cl = clabe()
    ras = "MBAN0100" + rd(16)
    t = (f"Oye, mi jefe me pide los datos para la nómina: CURP {cu}, CLABE interbancaria {cl}. Ya me llegó una "
         f"transferencia de prueba con clave de rastreo {ras}. ¿Cómo le contesto de forma formal?")
    return C("es-mx-curp-clabe", "es", t, [cu, cl], [ras],
             "CURP (check not computed) and CLABE (check computed); SPEI tracking key is a look-alike")


@case
def _():
    venta = "2000" + rd(12)
    cuit = cuit_company()
    seg = "36000" + rd(10)
    t = (f"Che, ¿me ayudás a reclamar un pedido de Mercado Libre? Número de venta {venta}, el vendedor es una empresa "
         f"con CUIT {cuit} y el código de seguimiento de Andreani es {seg}. Ya pasaron 10 días hábiles.")
    return C("es-ar-mercadolibre-claim", "es", t, [], [venta, cuit, seg],
             "sale number, company CUIT (check computed), tracking code")


# ---- Portuguese
@case
def _():
    c = cpf()
    ag = rd(4)
    conta = f"{rd(5)}-{rd(1)}"
    cn = cnpj()
    t = (f"Oi! Preciso mandar meus dados pro RH da empresa nova pra cadastrar o salário. CPF {c}, banco Itaú, "
         f"agência {ag}, conta corrente {conta}. O CNPJ da empresa é {cn}. Me ajuda a escrever uma mensagem curta?")
    return C("pt-br-cpf-conta", "pt", t, [c, conta], [ag, cn],
             "CPF (checks computed) and account; bank branch and employer's CNPJ (checks computed) are public")


@case
def _():
    n = pt_nif()
    ib = pt_iban()
    ent = rd(5)
    ref = f"{rd(3)} {rd(3)} {rd(3)}"
    t = (f"Tenho de enviar os meus dados às Finanças para o reembolso do IRS: NIF {n}, IBAN {ib}. Entretanto paguei "
         f"uma multa por Multibanco: Entidade {ent}, Referência {ref}, valor 60,00 €. Podes redigir o e-mail?")
    return C("pt-pt-nif-iban-multibanco", "pt", t, [n, ib], [ent, ref],
             "NIF and IBAN (NIB and mod-97 computed); Multibanco entity and reference are look-alikes")


@case
def _():
    cn = cnpj()
    order = rdn(8)
    trk = s10(pick(["QB", "OY", "AA"]), "BR")
    t = (f"Comprei numa loja online e o pagamento é por Pix. A chave Pix da loja é o CNPJ {cn}, pedido nº {order}, "
         f"e o código de rastreio dos Correios é {trk}. É seguro pagar assim?")
    return C("pt-br-pix-cnpj-shop", "pt", t, [], [cn, order, trk],
             "shop's CNPJ used as Pix key, order number, S10 tracking (check computed)")


# ---- Italian
@case
def _():
    cf = codice_fiscale(pick(["RSS", "BNC", "FRR", "CLM"]), pick(["MRA", "LCU", "GPP", "FNC"]))
    ib = it_iban()
    pv = piva()
    t = (f"Devo compilare il modulo per l'accredito dello stipendio. Codice fiscale {cf}, IBAN {ib}. La partita IVA "
         f"dell'azienda è {pv}. Mi scrivi una mail breve per l'ufficio del personale?")
    return C("it-cf-iban-stipendio", "it", t, [cf, ib], [pv],
             "codice fiscale (check computed), IBAN (mod-97 computed, CIN not computed); company VAT (Luhn) public")


@case
def _():
    ts = "80380" + rd(15)
    otp = rd(6)
    t = (f"Ho perso la tessera sanitaria, per fortuna avevo fotografato il numero: {ts}. Intanto per entrare con "
         f"lo SPID mi è arrivato il codice OTP {otp}, ma il sito non lo accetta. Cosa faccio?")
    return C("it-tessera-sanitaria-otp", "it", t, [ts, otp], [], "health card number and SPID one-time code")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    order = rdn(10)
    t = (f"Il Frecciarossa 9621 di ieri è stato cancellato. Codice biglietto (PNR) {pnr}, ordine n. {order}. "
         f"Come chiedo il rimborso completo?")
    return C("it-trenitalia-pnr", "it", t, [], [pnr, order, "9621"], "ticket code, order number, train number")


# ---- Dutch
@case
def _():
    b = bsn()
    ib = nl_iban()
    kvk = rdn(8)
    btw = "NL" + rdn(9) + "B01"
    t = (f"Ik moet bij mijn nieuwe werkgever mijn gegevens doorgeven voor de salarisadministratie. BSN {b}, IBAN {ib}. "
         f"Hun KvK-nummer is {kvk} en het btw-nummer {btw}. Kun je er een korte mail van maken?")
    return C("nl-bsn-iban-werkgever", "nl", t, [b, ib], [kvk, btw],
             "BSN (11-test computed) and IBAN; employer's KvK and VAT numbers are public")


@case
def _():
    code = rd(6)
    pw = pw_human(["fietsbel", "stroopwafel", "tulp", "drop", "molen", "gracht"])
    t = (f"Ik kreeg net een sms: 'Uw DigiD sms-code is {code}. Vul deze code alleen in op digid.nl.' Maar ik was "
         f"helemaal niet aan het inloggen! Mijn wachtwoord is {pw}, moet ik dat nu meteen veranderen?")
    return C("nl-digid-sms-password", "nl", t, [code, pw], [], "DigiD SMS code and password")


@case
def _():
    kenm = f"{rd(4)} {rd(4)} {rd(4)} {rd(4)}"
    tt = "3S" + rs(UP, 4) + rd(9)
    t = (f"Ik moet een aanslag van de Belastingdienst betalen, betalingskenmerk {kenm}, naar NL86 INGB 0002 4455 88. "
         f"En mijn pakket van bol komt maar niet, track & trace {tt}. Kan ik de aanslag in termijnen betalen?")
    return C("nl-betalingskenmerk-tracking", "nl", t, [], [kenm, "NL86 INGB 0002 4455 88", tt],
             "payment reference, the tax office's published account, parcel tracking")


# ---- Swedish
@case
def _():
    p = se_pnr()
    clr = "8" + rd(3) + "-" + rd(1)
    acct = rdn(10)
    t = (f"Ska fylla i blanketten för lönekonto på nya jobbet. Personnummer {p}, Swedbank clearingnummer {clr}, "
         f"kontonummer {acct}. Ska jag skriva med bindestreck eller utan?")
    return C("sv-lonekonto-personnummer", "sv", t, [p, acct], [clr],
             "personnummer (Luhn computed) and account; bank clearing number is public")


@case
def _():
    port, box = rd(4), rd(4)
    wifi = passphrase(["kanelbulle", "lingon", "fika", "skog", "alg", "midsommar"], 3)
    lgh = "1" + rd(3)
    t = (f"Kan du skriva en lapp till hundvakten? Portkod {port}, lägenhetsnummer {lgh}, nyckeln ligger i "
         f"nyckelskåpet med kod {box}. Wifi-lösenordet är {wifi}.")
    return C("sv-hundvakt-portkod", "sv", t, [port, box, wifi], [lgh],
             "door and key-cabinet codes, Wi-Fi password; flat number is a look-alike")


@case
def _():
    bg = luhn_complete(rdn(6))
    bgf = f"{bg[:3]}-{bg[3:]}"
    ocr = luhn_complete(rdn(13))
    t = (f"Fick en faktura från elbolaget: bankgiro {bgf}, OCR-nummer {ocr}, belopp 1 245 kr, förfallodag "
         f"2024-06-28. Kan jag betala med Swish istället?")
    return C("sv-faktura-bankgiro-ocr", "sv", t, [], [bgf, ocr, "2024-06-28"],
             "company bankgiro and OCR reference (Luhn computed), due date")


# ---- Danish
@case
def _():
    y, m, d = dob(1958, 2000)
    cpr = f"{d:02d}{m:02d}{y % 100:02d}-{rd(4)}"
    reg = rdn(4)
    konto = rd(10)
    cvr = until(lambda: complete(rdn(7), cvr_ok))
    t = (f"Jeg skal give min nye arbejdsgiver mine oplysninger til lønudbetaling: CPR-nr. {cpr}, reg.nr. {reg}, "
         f"kontonr. {konto}. Virksomhedens CVR er {cvr}. Kan du skrive en kort mail?")
    return C("da-cpr-konto", "da", t, [cpr, konto], [reg, cvr],
             "CPR (check not computed) and account; bank reg. no. and employer CVR (mod-11 computed) are public")


@case
def _():
    box = rd(4)
    wifi = pick(["Hygge", "Smorrebrod", "Klitten"]) + rd(4)
    t = (f"Vi låner sommerhuset ud til venner i uge 29. Nøgleboksen ved døren har koden {box}, "
         f"og wifi-koden er {wifi}. Skriv en hyggelig velkomstbesked.")
    return C("da-sommerhus-koder", "da", t, [box, wifi], [], "key-box and Wi-Fi codes")


@case
def _():
    order = rdn(8)
    gls = rdn(11)
    cvr = until(lambda: complete(rdn(7), cvr_ok))
    t = (f"Min ordre {order} fra en webshop er ikke kommet. GLS-pakkenummer {gls}. Butikken har CVR {cvr}. "
         f"Hvordan klager jeg, og hvor lang tid har de til at svare?")
    return C("da-webshop-gls", "da", t, [], [order, gls, cvr], "order, parcel number, shop CVR")


# ---- Norwegian (Bokmål)
@case
def _():
    f = no_fnr()
    k = no_acct()
    o = no_orgnr()
    t = (f"Skal sende opplysninger til ny arbeidsgiver: fødselsnummer {f}, kontonummer {k}. Organisasjonsnummeret "
         f"deres er {o}. Kan du skrive en kort e-post?")
    return C("nb-fnr-kontonummer", "nb", t, [f, k], [o],
             "national id and account (mod-11 computed); employer's org. no. (mod-11 computed) is public")


@case
def _():
    otp = rd(6)
    pw = pw_human(["fjell", "brunost", "fjord", "elg", "hytte", "lefse"])
    t = (f"Har akkurat fått en SMS: «Din engangskode er {otp}. Ikke del koden med noen.» Jeg prøvde ikke å logge inn. "
         f"Personlig passord for BankID er {pw} – må jeg bytte det nå?")
    return C("nb-bankid-otp-passord", "nb", t, [otp, pw], [], "one-time code and BankID password")


@case
def _():
    kid = luhn_complete(rdn(14))
    k = no_acct()
    t = (f"Faktura fra strømselskapet: KID {kid}, kontonummer {k}, forfall 20.06. Kan jeg sette opp avtalegiro "
         f"på den i nettbanken?")
    return C("nb-faktura-kid", "nb", t, [], [kid, k], "KID reference (Luhn) and the company's account")


# ---- Finnish
@case
def _():
    h = fi_hetu()
    ib = fi_iban()
    yt = ytunnus()
    t = (f"Täytän uuden työnantajan henkilötietolomaketta: henkilötunnus {h}, tilinumero {ib}. Yrityksen Y-tunnus "
         f"on {yt}. Voitko kirjoittaa lyhyen sähköpostin palkanlaskentaan?")
    return C("fi-hetu-tilinumero", "fi", t, [h, ib], [yt],
             "personal identity code and IBAN (checks computed); company business id (check computed) public")


@case
def _():
    box = rd(4)
    wifi = passphrase(["sauna", "mokki", "jarvi", "kuusi", "lakka", "sisu"], 3)
    t = (f"Kirjoita mökin vuokralaisille ohjeet: avain on avainlaatikossa, koodi {box}, wifi-verkko "
         f"Mokki_5G ja salasana {wifi}. Sauna lämpenee noin tunnissa.")
    return C("fi-mokki-koodit", "fi", t, [box, wifi], [], "key-box code and Wi-Fi password")


@case
def _():
    ib = fi_iban()
    v = fi_ref_complete(rdn(R.randint(6, 12)))
    vg = " ".join(reversed([v[max(0, i - 5):i] for i in range(len(v), 0, -5)]))
    t = (f"Sain sähkölaskun: saajan tili {ib}, viitenumero {vg}, eräpäivä 28.6.2024, summa 84,20 €. Voiko tämän "
         f"jatkossa maksaa e-laskuna?")
    return C("fi-lasku-viitenumero", "fi", t, [], [ib, vg], "payee's IBAN and reference number (check computed)")


# ---- Hungarian
@case
def _():
    a = hu_adoaz()
    tj = hu_taj()
    acct = hu_acct()
    ad = hu_adoszam()
    t = (f"Az új munkahelyemen kérik az adataimat: adóazonosító jel {a}, TAJ-szám {tj}, bankszámlaszám {acct}. "
         f"A cég adószáma {ad}. Megírnád röviden egy e-mailben?")
    return C("hu-adoazonosito-taj-szamla", "hu", t, [a, tj, acct], [ad],
             "tax id, TAJ and account (checks computed); company tax number (check computed) is public")


@case
def _():
    code = rd(4)
    wifi = pick(["Mazsola", "Pogacsa", "Tokaji"]) + rd(4) + pick("!#")
    t = (f"Írj egy cetlit a macskaszitternek: kapukód {code}, a kulcs a lábtörlő alatt lesz. "
         f"Wifi jelszó: {wifi}. A macska neve Cirmi, napi kétszer eszik.")
    return C("hu-macskaszitter-kodok", "hu", t, [code, wifi], [], "gate code and Wi-Fi password")


@case
def _():
    order = rdn(9)
    code = rd(6)
    t = (f"Két napja rendeltem az eMAG-on (rendelésszám {order}), most jött egy SMS: „OTP SmartBank: a megerősítő "
         f"kódja {code}. Tranzakció összege: 89 990 Ft.” Ez a rendelésemhez tartozik, vagy csalás?")
    return C("hu-otp-sms-emag", "hu", t, [code], [order], "bank confirmation code; order number is a look-alike")


# ---- Romanian
@case
def _():
    c = cnp()
    ib = ro_iban()
    cui = ro_cui()
    t = (f"Trebuie să completez formularul pentru salariu la noul job. CNP {c}, IBAN {ib}. CUI-ul firmei e RO{cui}. "
         f"Poți să-mi scrii un mail scurt către HR?")
    return C("ro-cnp-iban-salariu", "ro", t, [c, ib], ["RO" + cui],
             "CNP (check computed) and IBAN; company CUI (check computed) is public")


@case
def _():
    pin = rd(4)
    pw = pw_human(["sarmale", "carpati", "dunarea", "mamaliga", "brasov"])
    t = (f"Bunica vrea să-și plătească singură facturile. I-am notat: PIN-ul cardului {pin}, parola de la aplicația "
         f"George {pw}. Cum o ajut să nu le țină în portofel lângă card?")
    return C("ro-bunica-pin-parola", "ro", t, [pin, pw], [], "card PIN and banking app password of a relative")


@case
def _():
    code = rd(6)
    order = rdn(9)
    awb = "2" + rd(12)
    t = (f"Am primit un SMS: „Codul tău de confirmare eMAG este {code}. Nu îl comunica nimănui.” Chiar atunci m-a "
         f"sunat un curier care zicea că are comanda {order} cu AWB Fan Courier {awb} și mi-a cerut codul. E țeapă?")
    return C("ro-sms-cod-curier", "ro", t, [code], [order, awb],
             "confirmation code; order and waybill numbers are look-alikes")


# ---- Greek
@case
def _():
    afm = gr_afm()
    amka = gr_amka()
    ib = gr_iban()
    afm2 = gr_afm()
    t = (f"Συμπληρώνω τα στοιχεία μου για τη μισθοδοσία στη νέα δουλειά: ΑΦΜ {afm}, ΑΜΚΑ {amka}, IBAN {ib}. "
         f"Ο ΑΦΜ της εταιρείας είναι {afm2}. Μπορείς να μου γράψεις ένα σύντομο email;")
    return C("el-afm-amka-iban", "el", t, [afm, amka, ib], [afm2],
             "tax number, AMKA, IBAN (checks computed); the company's tax number is public")


@case
def _():
    pw = pw_human(["thalassa", "kalokairi", "portokali", "meltemi", "santorini"])
    t = (f"Ξέχασα τι κωδικό έβαλα στο Taxisnet. Όνομα χρήστη: kpapadop81, κωδικός: {pw}. Το σύστημα λέει λάθος "
         f"κωδικός. Πώς κάνω επαναφορά χωρίς να πάω στην εφορία;")
    return C("el-taxisnet-password", "el", t, [pw], [], "government portal password")


@case
def _():
    wifi = pick(["Kalimera", "Ouzo", "Meltemi"]) + rd(4) + pick("!#")
    door = rd(4)
    bk = rdn(10)
    t = (f"Ο κωδικός του Wi-Fi στο εξοχικό είναι {wifi} και ο κωδικός της εξώπορτας {door}. Γράψε μια ευγενική "
         f"οδηγία για τους επισκέπτες μας. Ο αριθμός κράτησης στο Booking είναι {bk}.")
    return C("el-exochiko-kodikoi", "el", t, [wifi, door], [bk],
             "Wi-Fi and door codes; booking number is a look-alike")


# ---- Turkish
@case
def _():
    tc = tckn()
    ib = tr_iban()
    v = vkn()
    t = (f"Yeni işyerine maaş için bilgilerimi göndermem lazım: T.C. kimlik no {tc}, IBAN {ib}. Şirketin vergi "
         f"numarası {v}. Kısa bir e-posta yazar mısın?")
    return C("tr-tckn-iban-maas", "tr", t, [tc, ib], [v],
             "TC identity number and IBAN (checks computed); company tax number (check computed) public")


@case
def _():
    pw = pw_human(["kedi", "simit", "lale", "bogaz", "cay", "lokum"])
    code = rd(6)
    t = (f"e-Devlet şifremi unuttum sandım ama buldum: {pw}. Bu arada bankadan SMS geldi: \"Doğrulama kodunuz {code}. "
         f"Bu kodu kimseyle paylaşmayın.\" Ben işlem yapmadım, ne yapmalıyım?")
    return C("tr-edevlet-sifre-sms", "tr", t, [pw, code], [], "e-Devlet password and SMS verification code")


@case
def _():
    sip = rdn(10)
    kargo = rdn(12)
    t = (f"Trendyol siparişim gelmedi: sipariş no {sip}, Yurtiçi Kargo takip no {kargo}. Satıcıya kibar ama net bir "
         f"şikayet yazısı yazar mısın?")
    return C("tr-trendyol-kargo", "tr", t, [], [sip, kargo], "order and tracking numbers")


# ---- Vietnamese
@case
def _():
    y = R.randint(1970, 1999)
    cccd = pick(["001", "079", "031", "048"]) + pick("01") + f"{y % 100:02d}" + rd(6)
    acct = "10" + rd(8)
    ft = "FT24" + rd(3) + rs(UP + DG, 7)
    t = (f"Mình cần gửi thông tin cho phòng nhân sự để nhận lương: số CCCD {cccd}, số tài khoản Vietcombank {acct}, "
         f"chi nhánh Hà Nội. Hôm trước công ty chuyển thử 1.000đ, mã giao dịch {ft}. Viết giúp mình email ngắn nhé.")
    return C("vi-cccd-tai-khoan", "vi", t, [cccd, acct], [ft],
             "citizen id (no public check) and account; transaction reference is a look-alike")


@case
def _():
    wifi = pick(["Phoxuayen", "Hoaanhdao", "Caphesua"]) + rd(4)
    door = rd(6)
    ph = "09" + rd(8)
    t = (f"Viết giúp mình tờ ghi chú cho cô giúp việc: mật khẩu wifi {wifi}, mã cửa chính {door}, còn két sắt thì "
         f"mình tự mở. Có gì gọi mình số {ph}.")
    return C("vi-giup-viec-ma-cua", "vi", t, [wifi, door], [ph], "Wi-Fi password and door code; phone is a look-alike")


@case
def _():
    otp = rd(6)
    order = "24" + rd(4) + rs(UP + DG, 8)
    spx = "SPXVN0" + rd(11)
    t = (f"Mình vừa nhận tin nhắn: \"Ma OTP cua ban la {otp}. Tuyet doi KHONG cung cap ma nay cho bat ky ai.\" rồi có "
         f"người gọi bảo là shipper của đơn Shopee {order}, mã vận đơn {spx}, xin mã để xác nhận giao hàng. "
         f"Có phải lừa đảo không?")
    return C("vi-otp-shipper-scam", "vi", t, [otp], [order, spx],
             "OTP; order and waybill numbers are look-alikes")


# ---- Thai
@case
def _():
    tid = th_id()
    acct = f"{rd(3)}-{rd(1)}-{rd(5)}-{rd(1)}"
    t = (f"ช่วยเขียนอีเมลถึงฝ่ายบุคคลให้หน่อยค่ะ ต้องแจ้งเลขบัตรประชาชน {tid} และเลขบัญชีกสิกรไทย {acct} "
         f"สำหรับรับเงินเดือน ขอแบบสุภาพสั้นๆ ค่ะ")
    return C("th-id-bank-account", "th", t, [tid, acct], [], "Thai national id (check computed) and account")


@case
def _():
    otp = rd(6)
    ref = rs(UP, 4)
    wifi = pick(["Mamuang", "Khaosoi", "Somtam"]) + rd(4)
    t = (f"เพิ่งได้ SMS ว่า \"รหัส OTP ของคุณคือ {otp} (Ref: {ref}) ห้ามบอกรหัสนี้กับผู้อื่น\" แต่ไม่ได้ทำรายการอะไรเลย "
         f"แล้วรหัส Wi-Fi ที่บ้านคือ {wifi} ควรเปลี่ยนด้วยไหม")
    return C("th-otp-ref-wifi", "th", t, [otp, wifi], [ref],
             "OTP and Wi-Fi password; the OTP's reference code is a look-alike")


@case
def _():
    ems = s10("EF", "TH")
    locker = rd(6)
    t = (f"ฝากเพื่อนไปรับพัสดุให้หน่อย เลขพัสดุ EMS {ems} ตอนนี้อยู่ในตู้ล็อกเกอร์หน้าคอนโด รหัสเปิดตู้ {locker} "
         f"ช่วยเขียนข้อความบอกเพื่อนให้หน่อย")
    return C("th-locker-code-ems", "th", t, [locker], [ems],
             "parcel-locker code; EMS tracking (S10 check computed) is a look-alike")


# ---- Indonesian
@case
def _():
    y, m, d = dob(1970, 2000)
    nik = "3174" + rd(2) + f"{d + 40:02d}{m:02d}{y % 100:02d}" + rd(4)
    npwp = f"{rd(2)}.{rd(3)}.{rd(3)}.{rd(1)}-{rd(3)}.000"
    acct = rdn(10)
    t = (f"Tolong bantu bikin email ke HRD untuk data gaji saya: NIK {nik}, NPWP {npwp}, nomor rekening BCA {acct} "
         f"atas nama Rina Kusuma. Terima kasih!")
    return C("id-nik-npwp-rekening", "id", t, [nik, npwp, acct], [], "NIK, NPWP and bank account")


@case
def _():
    otp = rd(4)
    pin = rd(6)
    t = (f"Barusan dapat SMS \"JANGAN BERIKAN KODE INI KE SIAPAPUN. Kode verifikasi Gojek kamu: {otp}\". Terus ada "
         f"yang nelpon ngaku dari Gojek minta kode itu. Oh iya, PIN GoPay aku {pin}, perlu diganti nggak?")
    return C("id-gojek-otp-gopay-pin", "id", t, [otp, pin], [], "verification code and wallet PIN")


@case
def _():
    va = "3901" + rd(12)
    pin = rd(6)
    t = (f"Aku mau bayar tagihan kampus lewat Virtual Account BCA {va}. Aman nggak kalau aku kasih tahu PIN m-BCA "
         f"aku ({pin}) ke adik biar dia yang bayarin?")
    return C("id-va-mbca-pin", "id", t, [pin], [va], "banking PIN; virtual account number is a look-alike")


# ---- Tagalog
@case
def _():
    o1, o2 = rd(6), rd(6)
    ref = rdn(13)
    t = (f"Nag-send si GCash ng OTP: {o1}. Tama ba na ilagay ko 'to sa link na pinadala ng 'customer service'?"
         f"{M}Ay mali, ito pala yung code: {o2}. Tsaka yung Ref No. ng huling transaction ko ay {ref}, "
         f"kailangan din ba nila 'yon?")
    return C("tl-gcash-otp-correction", "tl", t, [o1, o2], [ref],
             "two messages: OTP and corrected OTP; a receipt Ref No. is a look-alike")


@case
def _():
    sss = f"{rd(2)}-{rd(7)}-{rd(1)}"
    tin = f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    ph = f"{rd(2)}-{rd(9)}-{rd(1)}"
    t = (f"Kailangan kong ipasa sa HR ang mga government numbers ko: SSS {sss}, TIN {tin}, PhilHealth {ph}. "
         f"Pakigawa naman ng maikling email, English na lang.")
    return C("tl-government-numbers", "tl", t, [sss, tin, ph], [],
             "SSS, TIN and PhilHealth numbers (checks not computed)")


@case
def _():
    wifi = pick(["Adobo", "Sinigang", "Halohalo"]) + rd(4)
    gate = rd(4)
    lbc = rdn(12)
    t = (f"Pinapadala ko kay ate yung password ng Wi-Fi namin: {wifi}, at yung code ng gate {gate}. Paki-ayos naman "
         f"ng message. Tsaka pakisama yung tracking number ng LBC parcel ko, {lbc}, para siya na kumuha.")
    return C("tl-wifi-gate-lbc", "tl", t, [wifi, gate], [lbc], "Wi-Fi password and gate code; tracking number")


# ---- Swahili
@case
def _():
    code = mpesa_code()
    pin = rd(4)
    ph = "07" + rd(8)
    t = (f"Nimepokea ujumbe huu: \"{code} Imethibitishwa. Ksh2,500.00 imetumwa kwa JOHN KAMAU {ph} tarehe 14/5/24 "
         f"saa 9:41 AM.\" Lakini sikutuma pesa yoyote! Na PIN yangu ya M-PESA ni {pin}, nibadilishe?")
    return C("sw-mpesa-code-pin", "sw", t, [code, pin], [ph],
             "M-Pesa transaction code (settled as secret) and PIN; phone number is a look-alike")


@case
def _():
    kid = rdn(8)
    kra = "A" + rd(9) + pick(UP)
    t = (f"Naomba uniandikie barua pepe fupi kwa HR: namba ya kitambulisho {kid} na KRA PIN {kra}. "
         f"Mshahara uingie kwenye akaunti ile ile ya Equity kama zamani. Asante sana.")
    return C("sw-kitambulisho-kra", "sw", t, [kid, kra], [], "national id and KRA PIN")


@case
def _():
    code = mpesa_code()
    meter = rdn(11)
    t = (f"Nimelipa umeme kwa Paybill 888880, akaunti ni namba ya mita yangu {meter}. Nikapata ujumbe: \"{code} "
         f"Confirmed. Ksh1,000.00 sent to KPLC PREPAID for account {meter}.\" Lakini tokeni haijafika. Nifanye nini?")
    return C("sw-kplc-paybill", "sw", t, [code], ["888880"],
             "M-Pesa confirmation code; the utility's Paybill number is public; meter number neutral")


# ---------------------------------------------------------------- validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "nb", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
HOSTILE = set(chr(c) for c in range(0x20) if c != 0x0A) | {"\x7f", "\x85", "\u2028", "\u2029", "\ufeff",
                                                           "\u200e", "\u200f", "\\"} | \
    set(chr(c) for c in range(0x202A, 0x202F)) | set(chr(c) for c in range(0x80, 0xA0))


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def is_ascii_alnum(ch):
    return ch.isascii() and ch.isalnum()


def case_problems(c):
    """Problems of one case (everything that can be checked inside a case)."""
    p = []
    text = c["text"]
    if not text or not c["note"]:
        p.append("empty text or note")
    if c["lang"] not in LANGS:
        p.append("lang " + c["lang"])
    for part in text.split(M):
        if not part.strip():
            p.append("empty message")
    scal = [c["slug"], c["lang"], text, c["note"]] + c["secrets"] + c["lookalikes"]
    for s in scal:
        bad = [ch for ch in s if ch in HOSTILE or ord(ch) > 0xFFFF or 0xD800 <= ord(ch) <= 0xDFFF]
        if bad:
            p.append("hostile character %r in %r" % (bad[0], s[:40]))
    allv = c["secrets"] + c["lookalikes"]
    if len(set(allv)) != len(allv):
        p.append("duplicate value in lists")
    if not c["secrets"] and not c["lookalikes"]:
        p.append("nothing listed")
    for v in allv:
        if not v or v != v.strip():
            p.append("blank or padded value %r" % v)
            continue
        if M in v:
            p.append("value spans messages")
        occ = occurrences(text, v)
        if not occ:
            p.append("not a substring: %r" % v)
            continue
        if len(v) <= 6 and len(occ) != 1:
            p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0].isdigit() and before.isdigit():
                p.append("number embedded (left) %r" % v)
            if v[-1].isdigit() and after.isdigit():
                p.append("number embedded (right) %r" % v)
            if is_ascii_alnum(v[0]) and before and is_ascii_alnum(before):
                p.append("value glued to a word (left) %r" % v)
            if is_ascii_alnum(v[-1]) and after and is_ascii_alnum(after):
                p.append("value glued to a word (right) %r" % v)
    sec_spans = [sp for v in c["secrets"] for sp in occurrences(text, v)]
    look_spans = [sp for v in c["lookalikes"] for sp in occurrences(text, v)]
    for a, b in sec_spans:
        for x, y in look_spans:
            if a < y and x < b:
                p.append("secret overlaps look-alike: %r / %r" % (text[a:b][:30], text[x:y][:30]))
    return p


def build():
    cases = []
    for fn in BUILDERS:
        for attempt in range(50):
            try:
                c = fn()
            except Fail:
                continue
            probs = case_problems(c)
            if not probs:
                break
        else:
            die("case %s cannot be built: %s" % (fn.__name__, probs))
        cases.append(c)
    return cases


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append(f"    {key}:")
                out.extend(f"      - {q(v)}" for v in c[key])
            else:
                out.append(f"    {key}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        die("usage: python3 make_%s.py %s.yaml" % (NAME, NAME))
    self_tests()
    cases = build()
    slugs = set()
    secrets_all, looks_all = {}, {}
    problems = []
    for n, c in enumerate(cases, 1):
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", c["slug"]):
            problems.append("bad slug " + c["slug"])
        if c["slug"] in slugs:
            problems.append("duplicate slug " + c["slug"])
        slugs.add(c["slug"])
        c["id"] = f"{PREFIX}-{n:03d}-{c['slug']}"
        for v in c["secrets"]:
            secrets_all.setdefault(v, c["id"])
        for v in c["lookalikes"]:
            looks_all.setdefault(v, c["id"])
        problems += [c["id"] + ": " + x for x in case_problems(c)]
    for v in set(secrets_all) & set(looks_all):
        problems.append("value is a secret in %s and a look-alike in %s: %r" % (secrets_all[v], looks_all[v], v))
    if problems:
        die("\n".join(problems))
    for c in cases:
        del c["slug"]
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(to_yaml(cases))
    pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {pos} positive, {len(cases) - pos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")


if __name__ == "__main__":
    main()
