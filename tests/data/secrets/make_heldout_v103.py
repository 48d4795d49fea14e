#!/usr/bin/env python3
# make_heldout_v103.py -- deterministic generator of the blind evaluation set heldout_v103
# for a secrets filter (chat messages -> long-term memory).  Standard library only.
# Usage: python3 make_heldout_v103.py heldout_v103.yaml
# Every secret and most look-alikes are drawn from random.Random(SEED); check digits are
# computed where a public algorithm exists (see README.txt).  Everything is validated before
# the file is written; any problem -> exit 1.
import sys, json, random, string, re, base64, struct, datetime

NAME = "heldout_v103"
SEED = 103
PREFIX = "H103"
R = random.Random(SEED)
SEP = "\n---\n"

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANU = UP + DG
ANL = LO + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = UP + LO + DG + "+/"
B64URL = UP + LO + DG + "-_"
B32 = UP + "234567"


# ---------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DG, n)


def dgnz(n):
    return R.choice("123456789") + dg(n - 1)


def hx(n):
    return rs(HEX, n)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = list(hx(32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def rdate(y0=1958, y1=2002):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(R.randint(a, b))


def exp_date():
    return f"{R.randint(1, 12):02d}/{R.randint(26, 31)}"


def cvc(n=3):
    return dg(n)


def pin(n=4):
    while True:
        p = dg(n)
        if len(set(p)) >= 3 and p not in "0123456789" and p not in "9876543210":
            return p


def colon_hex(nbytes):
    return ":".join(rs(HEXU, 2) for _ in range(nbytes))


# ---------------------------------------------------------------- passwords
EN_W = ["lighthouse", "marmalade", "tractor", "pelican", "saffron", "granite", "juniper", "velvet",
        "harbor", "compass", "thunder", "maple", "orchid", "falcon", "copper", "meadow", "lantern",
        "biscuit", "walnut", "cobalt", "willow", "sparrow", "nugget", "pepper", "canyon", "glacier",
        "pickle", "rocket", "tundra", "violet", "badger", "quartz", "mango", "otter", "pretzel"]
SYMS = "!@#$%&*?"


def cap(w):
    return w[:1].upper() + w[1:]


LEET = str.maketrans({"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"})


def pw(words=None, style=None):
    words = words or EN_W
    st = R.randrange(7) if style is None else style
    if st == 0:
        return cap(R.choice(words)) + R.choice(SYMS) + dg(R.choice([2, 3, 4]))
    if st == 1:
        return "-".join(R.sample(words, 3)) + dg(R.choice([1, 2]))
    if st == 2:
        sy = "!@#$%^&*-_=+?"
        while True:
            s = rs(AN + sy, R.randint(14, 20))
            if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                    and any(c in sy for c in s)):
                return s
    if st == 3:
        w = R.choice(words)
        return w[0].upper() + w[1:].translate(LEET) + str(R.randint(1975, 2012))
    if st == 4:
        return cap(R.choice(words)) + cap(R.choice(words)) + dg(2) + R.choice("!?#*")
    if st == 5:
        while True:
            s = rs(AN, R.choice([16, 20, 24]))
            if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s):
                return s
    if st == 6:
        a, b = R.sample(words, 2)
        return a + "." + b + "." + dg(4)
    raise ValueError(st)


def pw_url():
    # safe inside a URL userinfo (no @ : / ? #)
    while True:
        s = rs(AN + "-_.~", R.randint(16, 24))
        if any(c in UP for c in s) and any(c in DG for c in s) and any(c in LO for c in s):
            return s


# ---------------------------------------------------------------- BIP39 (subset; last-word checksum NOT computed)
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust
admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm
album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among
amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna
antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army
around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma
athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid
awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana
banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin
behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology
bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board
boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand
brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush
bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter
buyer buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas
canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat
catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal certain
chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief
child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown
club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort
comic common company concert conduct confirm congress connect consider control convince cook cool copper copy
coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram
crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd
crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve
cushion custom cute cycle dolphin eagle fabric galaxy harbor island jungle kitten lemon marble napkin orange
panda quantum rabbit saddle tomato umbrella valley walnut yellow zebra zone""".split()
assert len(BIP39) == len(set(BIP39))


def mnemonic(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ---------------------------------------------------------------- check digits
def luhn_sum(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t % 10


def luhn_ok(s):
    return luhn_sum(s) == 0


def luhn_digit(payload):
    return str((10 - luhn_sum(payload + "0")) % 10)


def luhn_num(prefix, length):
    p = prefix + dg(length - len(prefix) - 1)
    return p + luhn_digit(p)


def visa():
    return luhn_num("4" + dg(5), 16)


def mastercard():
    return luhn_num(R.choice(["51", "52", "53", "54", "55", "2221", "2300", "2720"]), 16)


def amex():
    return luhn_num(R.choice(["34", "37"]), 15)


def card_fmt(n, sep=" "):
    if len(n) == 15:
        return grp(n, [4, 6, 5], sep)
    return grp4(n, sep)


def iban_cd(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return "%02d" % (98 - n % 97)


def iban(cc, bban):
    return cc + iban_cd(cc, bban) + bban


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def rib_key(bank, guichet, compte):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    s = sum(int(d) * x for d, x in zip(ten, w))
    r = 11 - s % 11
    return {10: 1, 11: 0}.get(r, r)


def iban_de():
    return iban("DE", R.choice("12345678") + dg(7) + dg(10))


def iban_fr():
    bank = R.choice(["30004", "30003", "20041", "30002", "10278", "11315", "18206"])
    g, c = dg(5), "000" + dg(8)
    return iban("FR", bank + g + c + rib_key(bank, g, c))


def iban_es():
    ent = R.choice(["2100", "0049", "0182", "0081", "2080", "1465", "0128"])
    ofi, cta = dg(4), dg(10)
    return iban("ES", ent + ofi + f"{es_dc('00' + ent + ofi)}{es_dc(cta)}" + cta)


def iban_it():
    return iban("IT", R.choice(UP) + R.choice(["03069", "02008", "05034", "03062", "01030", "03268"])
                + dg(5) + "0000" + dg(8))


def iban_nl():
    return iban("NL", R.choice(["INGB", "ABNA", "RABO", "SNSB", "TRIO", "BUNQ", "ASNB"]) + "0" + dg(9))


def iban_pl():
    return iban("PL", R.choice(["1020", "1140", "1050", "1090", "1240", "1160", "2490"]) + dg(4) + dg(16))


def iban_gb(sort=None, acct=None):
    return iban("GB", R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SRLG"]) + (sort or dg(6)) + (acct or dg(8)))


def iban_be():
    n = dg(10)
    c = int(n) % 97 or 97
    return iban("BE", n + "%02d" % c)


def iban_fi():
    return iban("FI", R.choice(["1", "2", "5", "8"]) + dg(13))


def iban_ro():
    b = R.choice(["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "BACX"])
    rest = "RONCRT0" + dg(9) if b == "BTRL" else "0" + dg(15)
    return iban("RO", b + rest)


def iban_tr():
    return iban("TR", R.choice(["00010", "00012", "00046", "00062", "00064", "00067", "00111"]) + "0" + dg(16))


def iban_pt():
    return iban("PT", R.choice(["0035", "0033", "0007", "0010", "0036"]) + dg(4) + dg(11) + dg(2))


def iban_ua():
    return iban("UA", R.choice(["305299", "322001", "320649", "300528", "351005"]) + "00000" + "2620" + dg(10))


def iban_ae():
    return iban("AE", R.choice(["033", "026", "035", "030"]) + dg(16))


def iban_ir():
    return iban("IR", R.choice(["017", "012", "018", "019", "015", "016"]) + "0000000" + dg(12))


def mod11_10(s):
    # ISO 7064 MOD 11,10 (German Steuer-IdNr, German USt-IdNr)
    p = 10
    for ch in s:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (2 * t) % 11
    c = 11 - p
    return 0 if c == 10 else c


def de_steuerid():
    while True:
        present = R.sample(DG, 9)
        dbl = R.choice(present)
        ten = present + [dbl]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        s = "".join(ten)
        return s + str(mod11_10(s))


def de_ustid():
    s = dgnz(8)
    return "DE" + s + str(mod11_10(s))


def de_perso():
    # Personalausweis serial: 9 chars from [CFGHJKLMNPRTVWXYZ0-9] + check digit (7-3-1)
    alpha = "CFGHJKLMNPRTVWXYZ"
    s = R.choice("LMNPRTVWXY") + rs(alpha + DG, 8)
    return s + str(icao_check(s))


def icao_check(s):
    w = [7, 3, 1]
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (0 if ch == "<" else ord(ch) - 55)
        t += v * w[i % 3]
    return t % 10


def fr_nir():
    sex = R.choice("12")
    d = rdate(1960, 2001)
    dept = R.choice(["75", "69", "13", "33", "59", "31", "44", "67", "06", "92", "93", "94", "35", "34"])
    body = sex + f"{d.year % 100:02d}{d.month:02d}" + dept + f"{R.randint(1, 999):03d}{R.randint(1, 999):03d}"
    key = 97 - int(body) % 97
    return body, "%02d" % key


def fr_siren():
    return luhn_num(R.choice("3456789"), 9)


def es_dni():
    n = dg(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    letter = R.choice("AB")
    d = dg(7)
    ev = sum(int(d[i]) for i in (1, 3, 5))
    od = 0
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        od += x // 10 + x % 10
    c = (10 - (ev + od) % 10) % 10
    return letter + d + str(c)


IT_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
          'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
          'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
          'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}


def it_cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += IT_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def it_cf(surname, name, female, d, belfiore):
    def cons(s):
        return [c for c in s.upper() if c.isalpha() and c not in "AEIOU"]

    def vows(s):
        return [c for c in s.upper() if c in "AEIOU"]

    sc = (cons(surname) + vows(surname) + ["X"] * 3)[:3]
    nc = cons(name)
    if len(nc) >= 4:
        nn = [nc[0], nc[2], nc[3]]
    else:
        nn = (nc + vows(name) + ["X"] * 3)[:3]
    day = d.day + (40 if female else 0)
    s15 = "".join(sc) + "".join(nn) + f"{d.year % 100:02d}" + "ABCDEHLMPRST"[d.month - 1] + f"{day:02d}" + belfiore
    return s15 + it_cf_check(s15)


def it_piva():
    return luhn_num(dgnz(7) + R.choice(["001", "003", "015", "036", "058", "063"]), 11)


def nl_bsn():
    while True:
        s = dgnz(8)
        t = sum(int(c) * w for c, w in zip(s, range(9, 1, -1)))
        c = t % 11
        if c < 10:
            return s + str(c)


def pl_pesel(d=None, female=None):
    d = d or rdate(1960, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    serial = dg(3)
    sx = R.choice("02468") if (female if female is not None else R.random() < 0.5) else R.choice("13579")
    s = f"{d.year % 100:02d}{mm:02d}{d.day:02d}" + serial + sx
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    return s + str(c)


def pl_nip():
    while True:
        s = R.choice(["52", "77", "67", "95", "89", "11", "54"]) + dgnz(1) + dg(6)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(s, w)) % 11
        if c < 10:
            return s + str(c)


def cz_rc(female=None):
    d = rdate(1960, 2003)
    mm = d.month + (50 if (female if female is not None else R.random() < 0.5) else 0)
    while True:
        s = f"{d.year % 100:02d}{mm:02d}{d.day:02d}" + dg(3)
        c = int(s) % 11
        if c < 10:
            return s[:6] + "/" + s[6:] + str(c)


def cz_ico():
    while True:
        s = dg(7)
        t = sum(int(a) * b for a, b in zip(s, range(8, 1, -1)))
        c = (11 - t % 11) % 10
        return s + str(c)


def cz_acct():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        s = dgnz(9)
        t = sum(int(a) * b for a, b in zip(s, w))
        c = (-t) % 11
        if c < 10:
            return s + str(c)


def se_pnr(d=None):
    d = d or rdate(1955, 2003)
    s = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + dg(3)
    return s[:6] + "-" + s[6:] + luhn_digit(s)


def se_orgnr():
    s = "55" + dg(7)
    return s[:6] + "-" + s[6:] + luhn_digit(s)


def dk_cpr():
    d = rdate(1950, 1999)
    return f"{d.day:02d}{d.month:02d}{d.year % 100:02d}-" + R.choice("0123") + dg(3)


def dk_cvr():
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        s = dgnz(8)
        if sum(int(a) * b for a, b in zip(s, w)) % 11 == 0:
            return s


def no_mod11(s, w):
    r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
    if r == 11:
        return 0
    return None if r == 10 else r


def no_fnr():
    while True:
        d = rdate(1955, 1999)
        s = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}" + f"{R.randint(0, 499):03d}"
        k1 = no_mod11(s, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(s + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return s + str(k1) + str(k2)


def no_konto():
    while True:
        s = R.choice(["1503", "1506", "1207", "3000", "9710", "1254", "9001"]) + dg(6)
        k = no_mod11(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return s + str(k)


def no_orgnr():
    while True:
        s = R.choice("89") + dg(7)
        k = no_mod11(s, [3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return s + str(k)


def fi_hetu():
    d = rdate(1955, 1999)
    ind = f"{R.randint(2, 899):03d}"
    s = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}"
    return s + "-" + ind + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s + ind) % 31]


def fi_ytunnus():
    while True:
        s = R.choice("0123") + dg(6)
        r = sum(int(a) * b for a, b in zip(s, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        return s + "-" + str(0 if r == 0 else 11 - r)


def ref_731(base):
    # Finnish national reference number check digit (weights 7,3,1 from the right)
    w = [7, 3, 1]
    t = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - t % 10) % 10)


def hu_taj():
    s = dgnz(8)
    t = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(s))
    return s + str(t % 10)


def hu_adoaz():
    while True:
        d = rdate(1955, 2000)
        days = (d - datetime.date(1867, 1, 1)).days
        s = "8" + f"{days:05d}" + dg(3)
        c = sum(int(c) * (i + 1) for i, c in enumerate(s)) % 11
        if c < 10:
            return s + str(c)


def hu_932(s):
    w = [9, 7, 3, 1]
    t = sum(int(c) * w[i % 4] for i, c in enumerate(s))
    return str((10 - t % 10) % 10)


def hu_account():
    a = R.choice(["117", "104", "120", "116", "107", "109"]) + dg(4)
    a += hu_932(a)
    b = dg(15)
    b += hu_932(b)
    return a + b


def hu_adoszam():
    s = dg(7)
    c = hu_932(s)
    return s + c + "-" + R.choice("2345") + "-" + R.choice(["13", "41", "42", "43", "44", "02", "09"])


def ro_cnp():
    d = rdate(1960, 2004)
    s1 = (R.choice("12") if d.year < 2000 else R.choice("56"))
    s = s1 + f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + R.choice(["40", "12", "22", "35", "01", "52"]) + f"{R.randint(1, 999):03d}"
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(s, w)) % 11
    return s + ("1" if c == 10 else str(c))


def ro_cui():
    s = dgnz(R.choice([7, 8]))
    key = "753217532"
    p = s.rjust(9, "0")
    c = (sum(int(a) * int(b) for a, b in zip(p, key)) * 10) % 11
    return s + ("0" if c == 10 else str(c))


def gr_amka():
    d = rdate(1955, 2000)
    s = f"{d.day:02d}{d.month:02d}{d.year % 100:02d}" + dg(4)
    return s + luhn_digit(s)


def gr_afm():
    s = R.choice("01") + dg(7)
    t = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(s))
    return s + str(t % 11 % 10)


def rf_ref(base):
    # ISO 11649 creditor reference
    n = int("".join(str(int(c, 36)) for c in base + "RF00"))
    return "RF%02d%s" % (98 - n % 97, base)


def tr_tckn():
    d = [int(R.choice("123456789"))] + [int(R.choice(DG)) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def ru_snils():
    while True:
        s = dg(9)
        if int(s) <= 1001998:
            continue
        t = sum(int(c) * (9 - i) for i, c in enumerate(s))
        if t < 100:
            c = t
        elif t in (100, 101):
            c = 0
        else:
            c = t % 101
            if c == 100:
                c = 0
        return f"{s[:3]}-{s[3:6]}-{s[6:]} {c:02d}"


def ru_inn12():
    s = R.choice(["77", "78", "50", "66", "54", "16"]) + dg(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n11 = sum(int(a) * b for a, b in zip(s, w1)) % 11 % 10
    s += str(n11)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n12 = sum(int(a) * b for a, b in zip(s, w2)) % 11 % 10
    return s + str(n12)


def ru_inn10():
    s = R.choice(["77", "78", "50", "66", "54", "16"]) + dg(7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return s + str(sum(int(a) * b for a, b in zip(s, w)) % 11 % 10)


def ru_ogrn():
    s = "1" + R.choice(["02", "05", "07", "09", "12", "15", "17", "19"]) + R.choice(["77", "78", "50", "66"]) + dg(7)
    return s + str(int(s) % 11 % 10)


def ua_rnokpp():
    d = rdate(1960, 2000)
    days = (d - datetime.date(1899, 12, 31)).days
    s = f"{days:05d}" + dg(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return s + str(sum(int(a) * b for a, b in zip(s, w)) % 11 % 10)


CN_AREAS = ["110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107", "420106", "320102"]


def cn_id():
    d = rdate(1965, 2002)
    s = R.choice(CN_AREAS) + f"{d.year}{d.month:02d}{d.day:02d}" + dg(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]


USCC_CS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    org8 = dg(8)
    ow = [3, 7, 9, 10, 5, 8, 4, 2]
    c = 11 - sum(int(a) * b for a, b in zip(org8, ow)) % 11
    oc = "X" if c == 10 else ("0" if c == 11 else str(c))
    s = "91" + R.choice(CN_AREAS) + org8 + oc
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    t = sum(USCC_CS.index(a) * b for a, b in zip(s, w))
    return s + USCC_CS[(31 - t % 31) % 31]


TW_LETTER = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34, "J": 18,
             "K": 19, "L": 20, "M": 21, "N": 22, "O": 35, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27,
             "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33}


def tw_id():
    L = R.choice("ABFHE")
    s = R.choice("12") + dg(7)
    v = TW_LETTER[L]
    t = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + s + str((10 - t % 10) % 10)


def jp_mynumber():
    s = dgnz(11)
    t = 0
    for n, ch in enumerate(reversed(s), start=1):
        q = n + 1 if n <= 6 else n - 5
        t += int(ch) * q
    r = t % 11
    return s + str(0 if r <= 1 else 11 - r)


def jp_corp():
    s = dgnz(12)
    t = 0
    for n, ch in enumerate(reversed(s), start=1):
        t += int(ch) * (1 if n % 2 == 1 else 2)
    return str(9 - t % 9) + s


def kr_rrn():
    d = rdate(1960, 2004)
    g = R.choice("12") if d.year < 2000 else R.choice("34")
    s = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + g + dg(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def kr_brn():
    s = dgnz(3) + R.choice(["81", "86", "87", "88", "01", "05", "13"]) + dg(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    t = sum(int(a) * b for a, b in zip(s, w)) + (int(s[8]) * 5) // 10
    c = (10 - t % 10) % 10
    full = s + str(c)
    return f"{full[:3]}-{full[3:5]}-{full[5:]}"


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    s = R.choice("23456789") + dg(10)
    return s + verhoeff_digit(s)


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + dg(4) + R.choice(UP)


def br_cpf():
    while True:
        s = dg(9)
        if len(set(s)) == 1:
            continue
        d1 = (sum(int(a) * b for a, b in zip(s, range(10, 1, -1))) * 10) % 11 % 10
        s2 = s + str(d1)
        d2 = (sum(int(a) * b for a, b in zip(s2, range(11, 1, -1))) * 10) % 11 % 10
        f = s2 + str(d2)
        return f"{f[:3]}.{f[3:6]}.{f[6:9]}-{f[9:]}"


def br_cnpj():
    s = dg(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * b for a, b in zip(s, w1)) % 11
    s += str(0 if r < 2 else 11 - r)
    w2 = [6] + w1
    r = sum(int(a) * b for a, b in zip(s, w2)) % 11
    s += str(0 if r < 2 else 11 - r)
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def pt_nif():
    while True:
        s = R.choice("12") + dg(7)
        r = sum(int(a) * b for a, b in zip(s, range(9, 1, -1))) % 11
        c = 0 if r < 2 else 11 - r
        return s + str(c)


def il_tz(s=None):
    s = s or dg(8)
    t = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p - 9 if p > 9 else p
    return s + str((10 - t % 10) % 10)


def th_id():
    s = R.choice("13") + dg(11)
    t = sum(int(a) * (13 - i) for i, a in enumerate(s))
    return s + str((11 - t % 11) % 10)


def th_id_fmt(s):
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def s10(prefix, country):
    # UPU S10 item identifier with check digit
    n = dg(8)
    t = sum(int(a) * b for a, b in zip(n, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - t % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + n + str(c) + country


def ir_codemelli():
    while True:
        s = dg(9)
        if len(set(s)) == 1:
            continue
        r = sum(int(a) * (10 - i) for i, a in enumerate(s)) % 11
        return s + str(r if r < 2 else 11 - r)


def ae_eid():
    s = "784" + str(R.randint(1965, 2000)) + dg(7)
    s += luhn_digit(s)
    return f"{s[:3]}-{s[3:7]}-{s[7:14]}-{s[14]}"


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def us_aba():
    s = R.choice(["0", "1", "2", "3"]) + R.choice("123456789") + dg(6)
    part = 3 * (int(s[0]) + int(s[3]) + int(s[6])) + 7 * (int(s[1]) + int(s[4]) + int(s[7])) + int(s[2]) + int(s[5])
    return s + str((10 - part % 10) % 10)


def aba_ok(t):
    return (3 * (int(t[0]) + int(t[3]) + int(t[6])) + 7 * (int(t[1]) + int(t[4]) + int(t[7]))
            + (int(t[2]) + int(t[5]) + int(t[8]))) % 10 == 0


def us_ein():
    return R.choice(["12", "20", "27", "45", "46", "47", "81", "82", "83", "84", "86", "88", "91", "94", "95"]) + "-" + dg(7)


def us_npi():
    s = R.choice("12") + dg(8)
    return s + luhn_digit("80840" + s)


def us_mbi():
    L = "ACDEFGHJKMNPQRTUVWXY"
    A = L + DG
    s = (R.choice("123456789") + R.choice(L) + R.choice(A) + R.choice(DG) + R.choice(L) + R.choice(A)
         + R.choice(DG) + R.choice(L) + R.choice(L) + R.choice(DG) + R.choice(DG))
    return f"{s[:4]}-{s[4:7]}-{s[7:]}"


def ca_sin():
    s = luhn_num(R.choice("1234567"), 9)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        s = dg(8)
        for c in DG:
            t = s + c
            if sum(int(a) * b for a, b in zip(t, w)) % 11 == 0:
                return f"{t[:3]} {t[3:6]} {t[6:]}"


def uk_nino():
    bad = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
    while True:
        p = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if p in bad:
            continue
        d = dg(6)
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"


def uk_nhs():
    while True:
        s = R.choice("4679") + dg(8)
        r = 11 - sum(int(a) * (10 - i) for i, a in enumerate(s)) % 11
        if r == 10:
            continue
        t = s + str(0 if r == 11 else r)
        return f"{t[:3]} {t[3:6]} {t[6:]}"


VIN_T = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
         "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6,
         "X": 7, "Y": 8, "Z": 9}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin(wmi="1FT"):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = list(wmi + rs(al, 5) + "0" + R.choice("NPRS") + rs(al, 1) + dg(6))
    t = sum(VIN_T[c] * w for c, w in zip(v, VIN_W))
    v[8] = "X" if t % 11 == 10 else str(t % 11)
    return "".join(v)


def imei():
    return luhn_num(R.choice(["35", "86", "49", "01"]) + dg(6), 15)


def iccid(issuer="8944"):
    return luhn_num(issuer + dg(2), 20)


def ups():
    return "1Z" + rs(ANU, 6) + R.choice(["01", "02", "03", "12", "13"]) + dg(8)


def amazon_order(p="1"):
    return f"{p}{dg(3 - len(p))}-{dg(7)}-{dg(7)}"


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= GEN[i] if ((b >> i) & 1) else 0
    return chk


def bech32_hrp(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def btc_addr():
    prog = rbytes(20)
    acc, bits, data = 0, 0, []
    for b in prog:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    data = [0] + data
    pm = bech32_polymod(bech32_hrp("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)


def bech32_ok(a):
    hrp, _, d = a.rpartition("1")
    return bech32_polymod(bech32_hrp(hrp) + [BECH.index(c) for c in d]) == 1


def eth_addr():
    return "0x" + hx(40)


# ---------------------------------------------------------------- self-tests of the algorithms
def selftest():
    assert luhn_ok("4111111111111111") and luhn_ok("378282246310005") and luhn_ok("79927398713")
    assert iban_ok("DE89370400440532013000") and iban_ok("GB29NWBK60161331926819")
    assert iban_ok("FR1420041010050500013M02606")
    assert it_cf_check("RSSMRA85T10A562") == "S"
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    assert bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    assert aba_ok("021000021") and aba_ok("011000015")
    assert rib_key("20041", "01005", "05000134026") == "06"
    for _ in range(50):
        assert iban_ok(iban_de()) and iban_ok(iban_fr()) and iban_ok(iban_es()) and iban_ok(iban_ir())
        assert luhn_ok(visa()) and luhn_ok(mastercard()) and luhn_ok(amex())
        assert verhoeff_ok(aadhaar())
        assert bech32_ok(btc_addr())
        assert aba_ok(us_aba())
        assert luhn_ok(se_pnr().replace("-", "")[0:10])
        assert int(cz_rc().replace("/", "")) % 11 == 0


selftest()


# ---------------------------------------------------------------- case builders
BUILDERS = []


def C(f):
    BUILDERS.append(f)
    return f


def mk(lang, slug, text, secrets, looks, note):
    return {"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
            "lookalikes": list(looks), "note": note}


# ================================================================ English
@C
def _():
    akid = "AKIA" + rs(B32, 16)
    sk = rs(B64, 40)
    req = rs(HEXU, 16)
    t = (f"My Lambda deploy keeps failing with AccessDenied. Here's my .env, can you see what's wrong?\n\n"
         f"AWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n"
         f"S3_BUCKET=acme-invoices-prod\n\n"
         f"An error occurred (AccessDenied) when calling the PutObject operation: Access Denied "
         f"(Service: Amazon S3; Status Code: 403; Request ID: {req})")
    return mk("en", "aws-env-accessdenied", t, [akid, sk], [req],
              "AWS key pair in a .env; the S3 request id is a look-alike")


@C
def _():
    user = R.choice(["dkowalski", "mira-chen", "tobyw", "jhernandez91"])
    repo = R.choice(["budget-app", "dotfiles", "thesis-code", "homelab"])
    tok = "ghp_" + rs(AN, 36)
    sha = hx(40)
    t = (f"git push keeps asking for my password even though I put the token in the remote url. git remote -v shows\n\n"
         f"origin  https://{user}:{tok}@github.com/{user}/{repo}.git (fetch)\n"
         f"origin  https://{user}:{tok}@github.com/{user}/{repo}.git (push)\n\n"
         f"last commit is {sha} on main. what am i doing wrong")
    return mk("en", "github-pat-remote", t, [tok], [sha],
              "classic GitHub PAT inside a remote URL (twice); full commit hash is a look-alike")


@C
def _():
    key = "sk_live_" + rs(AN, 24)
    cus = "cus_" + rs(AN, 14)
    t = (f"Every example in the Stripe docs uses sk_test_4eC39HqLyjWDarjtT1zdp7dc. I swapped in ours:\n\n"
         f"stripe.api_key = \"{key}\"\n\n"
         f"and now Charge.create fails with \"No such customer: '{cus}'\". The customer definitely exists in the dashboard. Why?")
    return mk("en", "stripe-live-vs-docs", t, [key], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", cus],
              "live Stripe secret key next to the public docs test key and a customer id")


@C
def _():
    u = R.choice(["app_rw", "orders_svc", "django"])
    p = pw_url()
    host = f"orders-db.{rs(ANL, 12)}.eu-central-1.rds.amazonaws.com"
    t = (f"Django won't connect to RDS. settings come from\n\n"
         f"DATABASE_URL=postgres://{u}:{p}@{host}:5432/orders\n\n"
         f"psycopg2.OperationalError: connection to server at \"{host}\" (10.0.3.17), port 5432 failed: "
         f"FATAL:  password authentication failed for user \"{u}\"")
    return mk("en", "postgres-url-rds", t, [f"{u}:{p}"], [host],
              "credentials of a connection string are the secret; the RDS host is a look-alike")


@C
def _():
    n = visa()
    e, c = exp_date(), cvc()
    conf = dgnz(10)
    t = (f"Can you fill this into the hotel's payment form for me? Card {card_fmt(n)}, expires {e}, "
         f"security code {c}, name on card Daniel Okafor. Booking.com confirmation number {conf}, "
         f"check-in 14 March, 2 nights.")
    return mk("en", "card-hotel-form", t, [card_fmt(n), e, c], [conf],
              "own Visa with expiry and CVC; booking confirmation number is a look-alike")


@C
def _():
    wifi = pw(style=R.choice([1, 4, 6]))
    serial = dgnz(13)
    t = (f"Note for the babysitter, please tidy it up: wifi is Nguyen_5G, password {wifi}. "
         f"If the internet dies the router is the TP-Link Archer AX55 in the hall closet (S/N {serial}), "
         f"unplug it for 10 seconds. Kids' bedtime 8:30.")
    return mk("en", "wifi-babysitter-note", t, [wifi], [serial],
              "home Wi-Fi password; router serial number is a look-alike")


@C
def _():
    idx = sorted(R.sample(range(1, 11), 5))
    codes = [dg(4) + " " + dg(4) for _ in idx]
    lines = "\n".join(f"{i}. {c}" for i, c in zip(idx, codes))
    t = (f"I've used half of my Google backup codes, these are the ones still unused. Can you turn them into a "
         f"small printable table with a checkbox next to each so I can cross them off?\n\n{lines}")
    return mk("en", "google-backup-codes", t, codes, [],
              "five unused 2FA backup codes in a numbered list")


@C
def _():
    ssn = us_ssn()
    ein = us_ein()
    t = (f"Doing my taxes on FreeTaxUSA. My SSN is {ssn} and the employer EIN on my W-2 is {ein}, "
         f"box 1 wages $64,218.40. For the HSA form 8889, which of these goes where?")
    return mk("en", "ssn-w2-ein", t, [ssn], [ein, "$64,218.40"],
              "own SSN; the employer's EIN and the wage amount are look-alikes")


@C
def _():
    pp = dgnz(9)
    app = rs(ANU, 16)
    t = (f"ESTA question. My UK passport number is {pp}, issued 12/06/2019. I applied last week and got "
         f"application number {app} but the status still says pending. Should I apply again or wait?")
    return mk("en", "passport-esta", t, [pp], [app],
              "own passport number; ESTA application number is a look-alike")


@C
def _():
    dl = R.choice(UP) + dg(7)
    cit = R.choice(["T", "CA"]) + dg(7)
    t = (f"Got a ticket for a rolling stop in San Jose. Citation no. {cit}. My CA driver license number is "
         f"{dl}, DOB 04/22/1990. Am I eligible for traffic school if I had one last year?")
    return mk("en", "ca-license-citation", t, [dl], [cit],
              "own California driver licence number; citation number is a look-alike")


@C
def _():
    mid = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + dgnz(9)
    claim = dgnz(12)
    t = (f"My MRI claim got denied. Insurance card says Blue Cross PPO, Member ID {mid}, Group 0{dg(5)}, "
         f"RxBIN 004336. The EOB lists claim #{claim} with denial code CO-197. What does that mean and how do I appeal?")
    return mk("en", "health-member-id-claim", t, [mid], ["004336", claim],
              "health insurance member id; pharmacy BIN, claim number and denial code are look-alikes")


@C
def _():
    seed = rs(B32, 32)
    t = (f"My authenticator phone died. I still have the setup key from when I turned on 2FA for Coinbase: "
         f"{grp4(seed.lower())}. Every tutorial uses JBSWY3DPEHPK3PXP as the example, is mine supposed to be "
         f"that much longer? Can I just type it into Aegis?")
    return mk("en", "totp-setup-key", t, [grp4(seed.lower())], ["JBSWY3DPEHPK3PXP"],
              "TOTP seed (grouped, lower case) next to the famous tutorial example seed")


@C
def _():
    otp = dg(6)
    t = (f"I just got this text and I did NOT try to log in:\n\n"
         f"\"Chase: Your one-time code is {otp}. Don't share it with anyone. We'll never call to ask for it. "
         f"Reply STOP to opt out.\"\n\n"
         f"then someone called saying they're from the fraud dept and asked me to read it back. "
         f"I hung up. Their number was (614) 555-0139. Should I freeze my card?")
    return mk("en", "sms-otp-scam", t, [otp], ["(614) 555-0139"],
              "SMS one-time code; caller phone number is a look-alike")


@C
def _():
    ph = mnemonic(12)
    addr = eth_addr()
    t = (f"Someone drained my MetaMask overnight. My recovery phrase is: {ph}. Public address {addr}. "
         f"I never shared the phrase except in a Google Doc. How did they get it and can I get anything back?")
    return mk("en", "seed-phrase-drained", t, [ph], [addr],
              "12-word recovery phrase; public wallet address is a look-alike")


@C
def _():
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 1573) + "="
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    fp = colon_hex(32)
    t = (f"nginx -t says \"SSL_CTX_use_PrivateKey failed ... key values mismatch\". This is the key I put in "
         f"/etc/ssl/private/shop.key:\n\n{pem}\n\nand the cert's SHA256 fingerprint is {fp}. "
         f"Did I mix up files?")
    return mk("en", "pem-private-key-nginx", t, [pem], [fp],
              "PEM private key block; certificate fingerprint is a look-alike")


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


@C
def _():
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    sec = chk + chk + pubblob + ssh_string(priv + pub) + ssh_string(b"dana@thinkpad")
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(sec))
    b = b64e(blob)
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) + "\n-----END OPENSSH PRIVATE KEY-----"
    publine = "ssh-ed25519 " + b64e(pubblob) + " dana@thinkpad"
    t = (f"Server still says Permission denied (publickey). I added this to ~/.ssh/authorized_keys on the box:\n\n"
         f"{publine}\n\nand locally ~/.ssh/id_ed25519 is\n\n{key}\n\nPermissions are 644 on both. What's wrong?")
    return mk("en", "ssh-ed25519-keypair", t, [key], [publine],
              "OpenSSH private key; the public key line is a look-alike")


@C
def _():
    tok = f"xoxb-{dgnz(12)}-{dgnz(13)}-{rs(AN, 24)}"
    ch = "C0" + rs(ANU, 9)
    t = (f"slack bot posts fail with not_in_channel:\n\n```python\nfrom slack_sdk import WebClient\n"
         f"client = WebClient(token=\"{tok}\")\n"
         f"client.chat_postMessage(channel=\"{ch}\", text=\"deploy finished\")\n```\n"
         f"the bot is definitely added to the workspace")
    return mk("en", "slack-bot-token", t, [tok], [ch],
              "Slack bot token in code; channel id is a look-alike")


@C
def _():
    key = "sk-proj-" + rs(B64URL, 58) + "T3BlbkFJ" + rs(B64URL, 58)
    masked = key[:8] + "*" * 36 + key[-4:]
    req = "req_" + hx(32)
    t = (f"Getting a 401 from the OpenAI python client, but I copied the key straight from the dashboard:\n\n"
         f"client = OpenAI(api_key=\"{key}\")\n\n"
         f"openai.AuthenticationError: Error code: 401 - {{'error': {{'message': 'Incorrect API key provided: "
         f"{masked}. You can find your API key at https://platform.openai.com/account/api-keys.', "
         f"'type': 'invalid_request_error'}}}} (request id {req})")
    return mk("en", "openai-key-401", t, [key], [masked, req],
              "OpenAI project key; the masked echo in the error and the request id are look-alikes")


@C
def _():
    key = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    sha = hx(7)
    t = (f"Ugh, I committed my Anthropic key to a public repo in commit {sha}. I already deleted it in the "
         f"console about ten minutes later. The key was {key}. Do I still need to rewrite the git history, "
         f"or is revoking enough?")
    return mk("en", "anthropic-key-revoked", t, [key], [sha],
              "leaked and revoked API key is still a secret; short commit hash is a look-alike")


@C
def _():
    key = "AIzaSy" + rs(AN + "-_", 33)
    fp = colon_hex(20)
    t = (f"Maps shows a grey screen in my Android app. Manifest has\n\n"
         f"<meta-data android:name=\"com.google.android.geo.API_KEY\" android:value=\"{key}\"/>\n\n"
         f"and in the Cloud console I restricted it to package com.rivera.trailmap with SHA-1 {fp}. "
         f"Logcat: Authorization failure. Is the fingerprint wrong?")
    return mk("en", "google-maps-key-android", t, [key], [fp],
              "Google API key; signing certificate SHA-1 fingerprint is a look-alike")


@C
def _():
    sid = "AC" + hx(32)
    tok = hx(32)
    msg = "SM" + hx(32)
    t = (f"Twilio SMS never arrives. .env:\n\nTWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\n"
         f"TWILIO_FROM=+14155550123\n\nThe log says message {msg} status=undelivered, error 30034. "
         f"Is that the A2P 10DLC registration thing?")
    return mk("en", "twilio-auth-token", t, [tok], [msg, "+14155550123"],
              "Twilio auth token; message SID and sender number are look-alikes (account SID neutral)")


@C
def _():
    key = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    mid = rs(B64URL, 22)
    t = (f"nodemailer with SendGrid:\n\nconst transport = nodemailer.createTransport({{\n  host: 'smtp.sendgrid.net',\n"
         f"  port: 587,\n  auth: {{ user: 'apikey', pass: '{key}' }}\n}});\n\n"
         f"The send resolves with X-Message-Id {mid} but nothing shows in the Activity feed. Any idea?")
    return mk("en", "sendgrid-key-nodemailer", t, [key], [mid],
              "SendGrid API key; message id of the same alphabet is a look-alike")


@C
def _():
    hdr = b64u(json.dumps({"alg": "RS256", "kid": hx(16), "typ": "JWT"}, separators=(",", ":")).encode())
    payload = b64u(json.dumps({"sub": "usr_" + rs(ANL, 12), "email": "leah.m@fastmail.com", "iat": 1736412000,
                               "exp": 1736415600, "scope": "read write"}, separators=(",", ":")).encode())
    jwt = hdr + "." + payload + "." + b64u(rbytes(256))
    ex = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"The jwt.io example is {ex} but the access_token I copied from my browser's local storage for my "
         f"own account is way longer:\n\n{jwt}\n\nCan you decode the payload and tell me when it expires?")
    return mk("en", "jwt-own-vs-example", t, [jwt], [ex],
              "own session JWT next to the jwt.io documentation example")


@C
def _():
    sess = rs(ANL, 32)
    csrf = rs(AN, 32)
    ga = f"GA1.1.{dgnz(10)}.{R.randint(1700000000, 1740000000)}"
    t = (f"Trying to scrape my own order history with requests. I copied the cookie header from devtools:\n\n"
         f"Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sess}\n\n"
         f"but I get redirected to /login. Do I also need the X-CSRFToken header?")
    return mk("en", "django-session-cookie", t, [sess], [ga],
              "session cookie value; Google Analytics client id is a look-alike (csrftoken neutral)")


@C
def _():
    aba = us_aba()
    acct = dgnz(R.choice([10, 12]))
    t = (f"Write a short email to HR switching my direct deposit. New account at Alliant Credit Union: "
         f"routing number {aba}, checking account {acct}. Effective next pay period please.")
    return mk("en", "direct-deposit-routing", t, [acct], [aba],
              "own checking account; the bank's routing number is a look-alike")


@C
def _():
    nino = uk_nino()
    sc = f"{dg(2)}-{dg(2)}-{dg(2)}"
    acct = dg(8)
    t = (f"New starter form for my job asks for loads. NI number {nino}, bank sort code {sc}, account number "
         f"{acct}, P45 from my last employer. Which of these does payroll actually need and is it safe to email?")
    return mk("en", "uk-nino-sortcode", t, [nino, acct], [sc],
              "NI number and account number; sort code is a public bank identifier")


@C
def _():
    tfn = au_tfn()
    bsb = f"{R.choice(['062', '033', '083', '012'])}-{dg(3)}"
    acct = dgnz(R.choice([8, 9]))
    t = (f"Starting at a new job in Brisbane. They want my TFN ({tfn}), super details and bank: BSB {bsb}, "
         f"account {acct}. Is it safe to just email all of that to the office manager?")
    return mk("en", "au-tfn-bsb", t, [tfn, acct], [bsb],
              "TFN and account number; BSB is a public bank identifier")


@C
def _():
    sin = ca_sin()
    bn = dgnz(9) + "RT0001"
    t = (f"My employer's payroll account number on the T4 is {bn}, and my SIN is {sin}. "
         f"Which one goes in box 54 and which on the TD1?")
    return mk("en", "ca-sin-t4", t, [sin], [bn],
              "own SIN; the employer's CRA payroll account number is a look-alike")


@C
def _():
    pan = in_pan("S")
    aad = aadhaar()
    ifsc = R.choice(["HDFC", "ICIC", "SBIN", "UTIB"]) + "0" + dg(6)
    acct = dgnz(14)
    ref = dgnz(12)
    t = (f"Zerodha KYC is stuck. I entered PAN {pan}, Aadhaar {grp4(aad)}, bank IFSC {ifsc}, a/c no {acct}. "
         f"They did the Rs 1 penny drop and my app shows UPI Ref No. {ref}. Still says 'bank verification failed'.")
    return mk("en", "in-kyc-pan-aadhaar", t, [pan, grp4(aad), acct], [ifsc, ref],
              "PAN, Aadhaar and account; IFSC and UPI reference number are look-alikes")


def mpesa_code():
    while True:
        s = R.choice("RST") + rs(ANU, 9)
        if sum(c.isdigit() for c in s) >= 2 and sum(c.isalpha() for c in s) >= 5:
            return s


@C
def _():
    code = mpesa_code()
    till = dgnz(6)
    amt = f"Ksh{R.randint(1, 9)},{dg(3)}.00"
    t = (f"Help me log this in my expenses sheet, the till number was {till}:\n\n"
         f"{code} Confirmed. {amt} paid to NAIVAS SUPERMARKET KILIMANI. on 14/2/25 at 6:12 PM."
         f"New M-PESA balance is Ksh3,410.55. Transaction cost, Ksh0.00. Amount you can transact within the day is 498,750.00.")
    return mk("en", "mpesa-sms-expense", t, [code], [till, amt],
              "M-Pesa transaction code counts as a secret; till number and amount are look-alikes")


@C
def _():
    alarm, kb = pin(4), pin(4)
    t = (f"House-sitting notes, please turn into a checklist:\n- alarm panel by the garage door, disarm {alarm} "
         f"(you have 30 sec)\n- spare key box on the shed: {kb}\n"
         f"- Luna eats twice a day, vet is Dr. Amin (503) 555-0187")
    return mk("en", "housesitter-codes", t, [alarm, kb], ["(503) 555-0187"],
              "alarm and key-box codes; the vet's phone number is a look-alike")


@C
def _():
    maiden = R.choice(["Kowalczyk", "Brannigan", "Oyelaran", "Lindqvist"])
    car = R.choice(["1998 Corolla named Bubbles", "a green Saturn SL2", "Dad's old Ranger"])
    t = (f"My bank wants two security questions. I picked mother's maiden name: {maiden}; first car: {car}. "
         f"Are those too easy to guess from Facebook?")
    return mk("en", "security-answers", t, [maiden, car], [],
              "answers to security questions")


@C
def _():
    p1 = pw(style=0)
    p2 = p1[:-2] + dg(2)
    while p2 == p1:
        p2 = p1[:-2] + dg(2)
    t = f"remember my netflix password please: {p1}" + SEP + f"wait no, I changed it last week. it's {p2} now"
    return mk("en", "netflix-pw-correction", t, [p1, p2], [],
              "password then a correction; both values are secrets (multi-message)")


@C
def _():
    p = pw(style=2)
    t = ("I'll paste the master password of our team's KeePassXC 2.7.9 vault in the next message, "
         "just keep it handy for when I ask for it later." + SEP + p)
    return mk("en", "keepass-announced", t, [p], ["2.7.9"],
              "password announced in one message and given alone in the next; app version is a look-alike")


@C
def _():
    w = mnemonic(12).split()
    a, b = " ".join(w[:6]), " ".join(w[6:])
    t = (f"here's the first half of my Proton recovery phrase, I'm moving it off paper: {a}" + SEP +
         f"and the second half: {b}")
    return mk("en", "recovery-phrase-split", t, [a, b], [],
              "recovery phrase given in two parts over two messages")


@C
def _():
    groups = []
    for _ in range(8):
        groups.append("%06d" % (11 * R.randint(1, 65535)))
    key = "-".join(groups)
    kid = uuid4().upper()
    t = (f"Dell boots into BitLocker recovery after a BIOS update. account.microsoft.com shows this for my "
         f"laptop:\n\nKey ID: {kid[:8]}\nRecovery Key: {key}\n\nThe screen asks for key ID {kid[:8]}... and "
         f"full ID {kid}. Is this the right one?")
    return mk("en", "bitlocker-recovery", t, [key], [kid],
              "BitLocker recovery key (blocks are multiples of 11); key id GUID is a look-alike")


@C
def _():
    asp = "-".join(rs(LO, 4) for _ in range(4))
    t = (f"Thunderbird won't accept my iCloud password so I made an app-specific password: {asp}. "
         f"IMAP server imap.mail.me.com port 993 SSL, SMTP smtp.mail.me.com 587. Still failing, what else?")
    return mk("en", "icloud-app-password", t, [asp], ["imap.mail.me.com"],
              "Apple app-specific password; mail host is a look-alike")


@C
def _():
    tok = "npm_" + rs(AN, 36)
    integ = "sha512-" + b64e(rbytes(64))
    t = (f"npm publish gives 403. My ~/.npmrc:\n\n//registry.npmjs.org/:_authToken={tok}\n"
         f"@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${{GITHUB_TOKEN}}\n\n"
         f"package-lock has \"integrity\": \"{integ}\" for the package. Is the scope config wrong?")
    return mk("en", "npmrc-token", t, [tok], [integ, "${GITHUB_TOKEN}"],
              "npm token; lockfile integrity hash and env placeholder are look-alikes")


@C
def _():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 160)
    sha = hx(64)
    t = (f"twine upload fails with 400 File already exists. ~/.pypirc:\n\n[pypi]\n  username = __token__\n"
         f"  password = {tok}\n\nThe wheel's sha256 is {sha}. I bumped the version to 0.4.2 though.")
    return mk("en", "pypirc-token", t, [tok], [sha, "0.4.2"],
              "PyPI API token; wheel checksum and version are look-alikes")


@C
def _():
    p = pw(style=R.choice([0, 4]))
    enc = b64e(p.encode())
    uid = uuid4()
    t = (f"My pod can't reach postgres. Secret:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: pg-creds\n"
         f"  uid: {uid}\ntype: Opaque\ndata:\n  POSTGRES_USER: YXBw\n  POSTGRES_PASSWORD: {enc}\n\n"
         f"the password decodes to {p}, which is right. Why does the app see it with a newline?")
    return mk("en", "k8s-secret-base64", t, [enc, p], [uid],
              "password as base64 in a Kubernetes Secret and in clear; object uid is a look-alike")


@C
def _():
    key = b64e(rbytes(64))
    sub = uuid4()
    t = (f"Azure Function can't write to the storage account. local.settings.json has\n\n"
         f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=fenwicklogs;AccountKey={key};"
         f"EndpointSuffix=core.windows.net\"\n\nsubscription {sub}. Do I need a SAS instead?")
    return mk("en", "azure-storage-key", t, [key], [sub],
              "storage account key inside a connection string; subscription id is a look-alike")


@C
def _():
    u = R.choice(["shopadmin", "mira", "api-user"])
    p = pw_url()
    cl = f"cluster0.{rs(ANL, 5)}.mongodb.net"
    t = (f"MongoServerSelectionError from my Next.js app.\nMONGODB_URI=mongodb+srv://{u}:{p}@{cl}/shop?"
         f"retryWrites=true&w=majority\nI whitelisted 0.0.0.0/0 already.")
    return mk("en", "mongodb-srv-uri", t, [f"{u}:{p}"], [cl],
              "user:password of a MongoDB URI; cluster host is a look-alike")


@C
def _():
    p = pw()
    t = (f"Spring Boot can't send mail through Office 365.\n\nspring:\n  mail:\n    host: smtp.office365.com\n"
         f"    port: 587\n    username: reports@harlowdental.com\n    password: {p}\n"
         f"    properties.mail.smtp.starttls.enable: true\n\n"
         f"Error: 535 5.7.139 Authentication unsuccessful, SmtpClientAuthentication is disabled for the Tenant.")
    return mk("en", "smtp-password-yaml", t, [p], ["5.7.139"],
              "mailbox password in application.yml; SMTP status code is a look-alike")


@C
def _():
    tok = f"{R.randint(5000000000, 7999999999)}:AA{rs(AN + '_-', 33)}"
    chat = "-100" + dgnz(10)
    t = (f"my telegram bot doesn't reply in the group.\n\nbot = telebot.TeleBot(\"{tok}\")\n"
         f"GROUP_ID = {chat}\n\nprivacy mode is off in BotFather. what else?")
    return mk("en", "telegram-bot-token", t, [tok], [chat],
              "Telegram bot token; group chat id is a look-alike")


@C
def _():
    wid = "1" + dg(18)
    wtok = rs(B64URL, 68)
    guild = dgnz(18)
    t = (f"Discord webhook returns 401 Invalid Webhook Token:\n\nWEBHOOK = \"https://discord.com/api/webhooks/{wid}/{wtok}\"\n\n"
         f"I regenerated it on server {guild} yesterday, do I need to copy it again?")
    return mk("en", "discord-webhook", t, [wtok], [guild],
              "webhook token part of a Discord URL; server (guild) id is a look-alike")


@C
def _():
    tok = "hf_" + rs(UP + LO, 34)
    rev = hx(40)
    t = (f"Gated model download fails with 401:\n\n$ huggingface-cli login --token {tok}\n"
         f">>> snapshot_download(\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"{rev}\")\n\n"
         f"I accepted the license on the website this morning.")
    return mk("en", "hf-token-gated", t, [tok], [rev],
              "Hugging Face token; revision hash is a look-alike")


@C
def _():
    tok = "glpat-" + rs(AN + "_-", 20)
    pid = dgnz(10)
    t = (f"Pipeline #{pid} fails at the release step with 401. In .gitlab-ci.yml I have\n\n"
         f"release:\n  script:\n    - curl --header \"PRIVATE-TOKEN: {tok}\" \"$CI_API_V4_URL/projects/$CI_PROJECT_ID/releases\"\n\n"
         f"Should I use CI_JOB_TOKEN instead?")
    return mk("en", "gitlab-pat-ci", t, [tok], [pid],
              "GitLab personal access token; pipeline number is a look-alike")


@C
def _():
    key = "rk_live_" + rs(AN, 99)
    sha = hx(40)
    t = (f"GitHub secret scanning emailed me about commit {sha}: \"Stripe API key detected\". The restricted key "
         f"was {key}. I rolled it in the dashboard right away. Anything else I should check in the Stripe logs?")
    return mk("en", "stripe-restricted-key-rolled", t, [key], [sha],
              "leaked restricted Stripe key (rolled, still a secret); commit hash is a look-alike")


@C
def _():
    n = amex()
    e = exp_date()
    rows = []
    looks = []
    for m, amt in (("Marriott Downtown", "412.77"), ("Delta Air Lines", "388.20"), ("Uber", "46.15")):
        auth = rs(ANU, 6)
        rows.append(f"| 03/{R.randint(10, 28)} | {m} | ${amt} | {auth} |")
        looks.append(auth)
    t = (f"Need this for Concur. The corporate Amex they gave me is {card_fmt(n)} exp {e}.\n\n"
         f"| Date | Merchant | Amount | Auth code |\n|---|---|---|---|\n" + "\n".join(rows) +
         "\n\nCan you total it and draft the business purpose line?")
    return mk("en", "amex-expense-table", t, [card_fmt(n), e], looks,
              "entrusted corporate card with expiry; receipt authorization codes are look-alikes")


@C
def _():
    p = pw(style=R.choice([0, 3, 4]))
    rid = uuid4()
    t = (f"Is this bad? Our staging logs show\n\n2025-02-11T09:14:22.581Z INFO  [req {rid}] POST /api/login "
         f"body={{\"email\":\"m.okafor@brightpath.io\",\"password\":\"{p}\"}}\n\nthat's my real password btw. "
         f"How do I stop express from logging bodies?")
    return mk("en", "password-in-log", t, [p], [rid],
              "own password logged in a request body; request id is a look-alike")


@C
def _():
    tok = "shpat_" + hx(32)
    oid = dgnz(13)
    t = (f"curl -H \"X-Shopify-Access-Token: {tok}\" https://lumen-candles.myshopify.com/admin/api/2024-04/orders/{oid}.json\n"
         f"returns 404 but order {oid} is right there in the admin. Wrong API version?")
    return mk("en", "shopify-admin-token", t, [tok], [oid, "2024-04"],
              "Shopify admin token; order id and API version are look-alikes")


@C
def _():
    u = "admin"
    p = pw(style=R.choice([0, 4]))
    basic = b64e(f"{u}:{p}".encode())
    etag = "W/\"" + hx(32) + "\""
    t = (f"My Home Assistant REST call gets 401:\n\ncurl -H 'Authorization: Basic {basic}' http://192.168.1.40:8123/api/states\n\n"
         f"Earlier the same endpoint returned ETag {etag}. Does HA even support basic auth?")
    return mk("en", "basic-auth-header", t, [basic], [etag],
              "HTTP Basic credentials (base64); ETag is a look-alike")


@C
def _():
    p = rs("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789", 12)
    inc = "INC" + dg(7)
    t = (f"Can you summarise this email from IT?\n\n> From: servicedesk@northwell-logistics.com\n> Subject: RE: {inc} - account unlock\n"
         f"> Hi Priya, your account has been unlocked. Your temporary password is: {p}\n"
         f"> You will be prompted to change it at first sign-in. Please do not reply to this email.")
    return mk("en", "temp-password-email", t, [p], [inc],
              "temporary password in a pasted email; incident ticket number is a look-alike")


@C
def _():
    p4, puk = pin(4), dg(8)
    im, ic = imei(), iccid()
    t = (f"Phone says SIM locked after 3 wrong PINs. The Vodafone card holder says PIN {p4} PUK {puk}. "
         f"IMEI {im}, ICCID {ic}. If I enter the PUK wrong is the SIM dead?")
    return mk("en", "sim-pin-puk", t, [p4, puk], [im, ic],
              "SIM PIN and PUK; IMEI and ICCID (device/card serials) are look-alikes")


@C
def _():
    mbi = us_mbi()
    npi = us_npi()
    t = (f"My new Medicare card has MBI {mbi}. My cardiologist's NPI is {npi}. Can you tell me how to "
         f"check if she takes Original Medicare assignment?")
    return mk("en", "medicare-mbi-npi", t, [mbi], [npi],
              "Medicare Beneficiary Identifier; the doctor's public NPI is a look-alike")


@C
def _():
    words = ["tundra", "oyster", "kettle", "bramble", "saxophone", "lantern", "pumice", "gravel", "velcro",
             "mongoose", "quiver", "harpoon", "zeppelin", "dynamo", "sorbet"]
    phrase = " ".join(R.sample(words, 5))
    t = (f"I know correct horse battery staple is the famous example so obviously I didn't use that. "
         f"My new Bitwarden master password is \"{phrase}\" - five random words from a die roll. Good enough?")
    return mk("en", "bitwarden-passphrase", t, [phrase], ["correct horse battery staple"],
              "own diceware passphrase next to the famous xkcd example")


@C
def _():
    v = vin("1FT")
    kp = dg(5)
    t = (f"Ford dealer asked for my VIN for the recall: {v}. Also remind me that my door keypad code is "
         f"{kp} - I always forget it when I lock the fob in the truck.")
    return mk("en", "ford-keypad-vin", t, [kp], [v],
              "vehicle keypad entry code; VIN is a look-alike")


@C
def _():
    sk = "-".join(["A3", rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5)])
    t = (f"Found my 1Password Emergency Kit from 2023. Secret Key {sk}, sign-in address my.1password.com. "
         f"If I also remember the master password, is that enough to log in on a new phone?")
    return mk("en", "1password-secret-key", t, [sk], [],
              "password-manager secret key")


@C
def _():
    ssn = us_ssn()
    last4 = dg(4)
    t = (f"The marketplace form shows my SSN as ***-**-{last4} but I also need to add my wife, her SSN is "
         f"{ssn}. Does she need her own account?")
    return mk("en", "spouse-ssn-masked", t, [ssn], [f"***-**-{last4}"],
              "entrusted SSN of a spouse; own masked SSN is a look-alike")


@C
def _():
    p = pw(style=R.choice([1, 6]))
    t = (f"make me the text for a guest wifi QR code, like WIFI:T:WPA;S:Casa_Ruiz_Guest;P:{p};; "
         f"is the double semicolon at the end right?")
    return mk("en", "wifi-qr-string", t, [p], [],
              "Wi-Fi password inside a WIFI: QR payload")


@C
def _():
    code = dg(6)
    tx = "0x" + hx(64)
    t = (f"Kraken sent a withdrawal confirmation code {code} but the withdrawal already shows on Etherscan as "
         f"{tx}?? I didn't enter the code yet. Is my account compromised?")
    return mk("en", "withdrawal-code-txhash", t, [code], [tx],
              "withdrawal confirmation code; on-chain transaction hash is a look-alike")


@C
def _():
    nhs = uk_nhs()
    ref = "GP" + dg(7)
    t = (f"Booking a GP appointment online and it asks for my NHS number, which is {nhs}. The receptionist "
         f"also gave me a registration reference {ref}. Which box does that go in?")
    return mk("en", "nhs-number-gp", t, [nhs], [ref],
              "NHS number; practice registration reference is a look-alike")


# ---------------------------------------------------------------- English negatives
@C
def _():
    t = ("Why do all the AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY? "
         "Are those real keys that someone disabled, or just made up? I'm writing a tutorial and want to use "
         "the same style.")
    return mk("en", "neg-aws-docs-keys", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
              "AWS documentation example keys")


@C
def _():
    t = ("In Stripe test mode 4242 4242 4242 4242 goes through but 4000 0000 0000 0002 always declines, even with "
         "expiry 12/34. Is that card supposed to decline? I'm testing the error UI.")
    return mk("en", "neg-stripe-test-cards", t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "12/34"],
              "Stripe test cards and a dummy expiry")


@C
def _():
    o = amazon_order("1")
    u = ups()
    rma = "R" + dgnz(9)
    t = (f"Amazon says order {o} was delivered but it wasn't. UPS tracking {u} shows 'left at front door' and a "
         f"photo of someone else's porch. The return label they emailed has RMA {rma}. What do I do first?")
    return mk("en", "neg-amazon-ups", t, [], [o, u, rma], "order, tracking and RMA numbers")


@C
def _():
    sha = hx(40)
    dig = "sha256:" + hx(64)
    job = dgnz(10)
    t = (f"Rollback question: prod runs image ghcr.io/fenwick/api@{dig}, built from commit {sha} (tag v2.14.3). "
         f"The failing GitHub Actions run is {job}. How do I redeploy the previous digest with kubectl?")
    return mk("en", "neg-git-deploy-ids", t, [], [sha, dig, job],
              "commit hash, image digest, tag and run id")


@C
def _():
    sha = hx(64)
    u = uuid4()
    t = (f"sha256sum on the Ubuntu 24.04.1 ISO gives {sha}, is that the one from the SHA256SUMS file? "
         f"Also blkid shows the USB partition as UUID=\"{u}\" - do I need that for fstab?")
    return mk("en", "neg-iso-checksum-uuid", t, [], [sha, u, "24.04.1"],
              "ISO checksum, partition UUID, version")


@C
def _():
    t = ("Review my .env.example before I commit it?\n\nOPENAI_API_KEY=your_api_key_here\n"
         "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB\n"
         "SLACK_TOKEN=<token>\nJWT_SECRET=changeme\n")
    return mk("en", "neg-env-example-placeholders", t, [],
              ["your_api_key_here", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "USER:PASSWORD", "<token>"],
              "placeholders in an example env file")


@C
def _():
    sort = dg(6)
    acct = dg(8)
    ib = iban_gb(sort, acct)
    vat = f"GB {dgnz(3)} {dg(4)} {dg(2)}"
    inv = f"INV-2025-{dg(4)}"
    t = (f"Can you write a polite chaser? We paid invoice {inv} to Brightwell Joinery Ltd by transfer to "
         f"IBAN {grp4(ib)} (BIC NWBKGB2L), they quote VAT reg {vat}, and they say nothing arrived.")
    return mk("en", "neg-supplier-invoice-iban", t, [], [inv, grp4(ib), "NWBKGB2L", vat],
              "a supplier's IBAN, BIC and VAT number; invoice number")


@C
def _():
    ib = iban_be()
    t = (f"Want to donate to the animal shelter in Ghent, their website says IBAN {grp4(ib)}, BIC GEBABEBB, "
         f"mention 'gift 2025'. Is a donation from a UK bank going to cost me a lot?")
    return mk("en", "neg-charity-iban", t, [], [grp4(ib), "GEBABEBB"], "a charity's IBAN and BIC")


@C
def _():
    p = pnr()
    tk = "016" + dgnz(10)
    t = (f"United changed my flight. Confirmation {p}, e-ticket {tk}, flight UA 917 to Heathrow, seat 34K. "
         f"Am I entitled to a refund if the new time is 5 hours later?")
    return mk("en", "neg-flight-pnr-eticket", t, [], [p, tk, "UA 917"], "booking code, ticket and flight numbers")


@C
def _():
    t = ("For a security awareness slide: why are passwords like password123, hunter2, qwerty123 and P@ssw0rd "
         "still in the top breached lists? Give me one line on each.")
    return mk("en", "neg-famous-weak-passwords", t, [], ["password123", "hunter2", "P@ssw0rd"],
              "famous example passwords discussed as examples")


@C
def _():
    tag = rs(ANU, 7)
    sn = "5CD" + dg(3) + rs(ANU, 4)
    t = (f"Warranty check: Dell XPS 13 9340 with service tag {tag}, and an HP monitor S/N {sn}, model "
         f"E24 G5. Which support sites do I use?")
    return mk("en", "neg-warranty-serials", t, [], [tag, sn, "9340"], "service tag, serial and model numbers")


@C
def _():
    t = ("Remind me: dentist at 3:40 pm on 2025-04-17, call +1 (212) 555-0148 to confirm, copay is $35. "
         "Also Mom's flight lands 4/19 around 11.")
    return mk("en", "neg-dates-phones", t, [], ["2025-04-17", "+1 (212) 555-0148", "$35"],
              "date, phone number and amount")


@C
def _():
    a = btc_addr()
    tx = hx(64)
    t = (f"For our school fundraiser page we accept bitcoin at {a}. The first donation came in with txid "
         f"{tx}. How many confirmations should I wait before counting it?")
    return mk("en", "neg-btc-donation-address", t, [], [a, tx],
              "public receiving address and transaction id")


@C
def _():
    t = ("For the JWT lecture, explain RS256 vs HS256 and what the three parts of "
         "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
         "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c mean. The secret for that example is your-256-bit-secret.")
    return mk("en", "neg-jwt-io-example", t, [],
              ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
               "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "your-256-bit-secret"],
              "jwt.io documentation token and its documented secret")


@C
def _():
    t = ("My TOTP unit test uses the RFC 6238 seed 12345678901234567890, i.e. GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ in "
         "base32, and the HOTP test vector for counter 0 from RFC 4226 is 755224. My code gives 287082 for "
         "T=59 with SHA1 but the RFC table says 94287082 with 8 digits. Is that just truncation?")
    return mk("en", "neg-rfc-otp-vectors", t, [],
              ["GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "755224", "94287082"],
              "RFC test seeds and test-vector OTP values")


@C
def _():
    m = " ".join(["abandon"] * 11 + ["about"])
    t = (f"In our wallet library's tests we use the standard vector \"{m}\". A reviewer flagged it as a leaked "
         f"seed. Is it fine to keep in the repo?")
    return mk("en", "neg-bip39-test-vector", t, [], [m], "well-known BIP39 test mnemonic")


@C
def _():
    aba = us_aba()
    last = dg(4)
    t = (f"A client in Germany wants to wire me money. My bank says use SWIFT CHASUS33, ABA {aba} for "
         f"domestic, and the account ending {last}. Does the client need anything else, like an intermediary bank?")
    return mk("en", "neg-wire-swift-aba", t, [], ["CHASUS33", aba], "bank SWIFT and routing numbers only")


@C
def _():
    t = ("Our log scrubber output looks like this, is it enough?\n\n"
         "user=j.alvarez password=******** token=[REDACTED] Authorization: Bearer <redacted> card=XXXX-XXXX-XXXX-0119")
    return mk("en", "neg-redacted-log", t, [], ["********", "[REDACTED]", "XXXX-XXXX-XXXX-0119"],
              "already redacted values")


@C
def _():
    t = ("Build fails after updating: macOS 15.3.1 (24D70), Xcode 16.2 (16C5032a), node v20.11.1, "
         "CocoaPods 1.16.2. Error: 'module map file not found'. Clean build didn't help.")
    return mk("en", "neg-versions-builds", t, [], ["24D70", "16C5032a", "v20.11.1"],
              "version and build strings")


@C
def _():
    ref = dgnz(13)
    appr = rs(ANU, 6)
    trace = dgnz(6)
    t = (f"what are all these numbers on my receipt? I'm trying to match it in my budget app" + SEP +
         f"GCASH Express Send\nAmount PHP 1,500.00\nRef No. {ref}\nApproval Code {appr}\nTrace No. {trace}\n"
         f"Mar 3, 2025 7:41 PM")
    return mk("en", "neg-receipt-numbers-multi", t, [], [ref, appr, trace],
              "receipt reference, approval and trace numbers across two messages")


@C
def _():
    t = ("The Prisma docs show postgresql://johndoe:randompassword@localhost:5432/mydb?schema=public as the "
         "connection string. If I leave the johndoe:randompassword part like that in docker-compose will it "
         "just work locally?")
    return mk("en", "neg-docs-connection-string", t, [], ["johndoe:randompassword"],
              "documentation placeholder credentials")


@C
def _():
    t = ("Why is 078-05-1120 the most misused Social Security number ever? And is 123-45-6789 actually valid?")
    return mk("en", "neg-famous-ssns", t, [], ["078-05-1120", "123-45-6789"], "famous sample SSNs")


# ================================================================ German
DE_W = ["Sonnenblume", "Kaffeetasse", "Apfelbaum", "Wolkenkratzer", "Bergsee", "Fahrrad", "Schneemann",
        "Lichtschalter", "Zugspitze", "Hafenkran", "Bratwurst", "Eichhorn"]


@C
def _():
    sid = de_steuerid()
    p = pw(DE_W, R.choice([0, 3, 4]))
    st = iban("DE", R.choice(["37050198", "30050110", "60050101"]) + "00" + dg(8))
    kz = f"5.{dg(4)}.{dg(6)}.{dg(1)}"
    t = (f"Ich mache gerade die Steuererklärung mit ELSTER. Meine Steuer-ID ist {grp(sid, [2, 3, 3, 3])}, "
         f"das Passwort für meine Zertifikatsdatei ist {p}. Außerdem muss ich noch die Grundsteuer an die "
         f"Stadtkasse überweisen: IBAN {grp4(st)}, Kassenzeichen {kz}. Muss das Kassenzeichen genau so in den "
         f"Verwendungszweck?")
    return mk("de", "elster-steuerid-stadtkasse", t, [grp(sid, [2, 3, 3, 3]), p], [grp4(st), kz],
              "Steuer-ID and certificate password; the city treasury's IBAN and payment reference are look-alikes")


@C
def _():
    rn = f"RE-2025-{dg(4)}"
    ust = de_ustid()
    ib = iban_de()
    t = (f"Kannst du die Rechnung vom Elektriker prüfen? Rechnungsnr. {rn}, Elektro Schäfer GmbH, "
         f"USt-IdNr. {ust}, zahlbar an IBAN {grp4(ib)}, BIC COBADEFFXXX, zahlbar binnen 14 Tagen. "
         f"Arbeitszeit 4,5 Std. à 68,00 € netto – ist das üblich?")
    return mk("de", "neg-handwerker-rechnung", t, [], [rn, ust, grp4(ib), "COBADEFFXXX"],
              "a tradesman's invoice number, VAT id, IBAN and BIC")


@C
def _():
    key = dg(20)
    t = (f"Die Nachbarin fragt nach unserem WLAN. Kann ich ihr einfach den Schlüssel von der Rückseite der "
         f"FRITZ!Box geben? Da steht WLAN-Netzwerkschlüssel: {grp4(key)}. FRITZ!OS ist 7.57. "
         f"Oder lieber ein Gastnetz einrichten?")
    return mk("de", "fritzbox-wlan-key", t, [grp4(key)], ["7.57"],
              "default Wi-Fi key from a router label; firmware version is a look-alike")


@C
def _():
    ib = iban("DE", "37050198" + dg(10))
    t = ("Kannst du mir eine kurze Mail an die Hausverwaltung schreiben? Die Kaution soll nach dem Auszug auf "
         "mein neues Konto. Die IBAN schick ich dir gleich." + SEP + f"{grp4(ib)} (Sparkasse KölnBonn, BIC COLSDE33)")
    return mk("de", "kaution-iban-multi", t, [grp4(ib)], ["COLSDE33"],
              "own IBAN announced and then given in a second message; BIC is a look-alike")


@C
def _():
    ausweis = de_perso()
    p6 = pin(6)
    vg = f"{dg(4)}-{dg(6)}"
    t = (f"Die Online-Ausweisfunktion klappt nicht. Ausweisnummer {ausweis}, die PIN habe ich im Bürgeramt auf "
         f"{p6} gesetzt. Die AusweisApp sagt 'Karte gesperrt?'. Auf dem Brief vom Bürgeramt steht Vorgangsnummer {vg}.")
    return mk("de", "perso-eid-pin", t, [ausweis, p6], [vg],
              "ID card number and eID PIN; the office's case number is a look-alike")


# ================================================================ French
FR_W = ["tournesol", "baguette", "papillon", "montagne", "chocolat", "grenouille", "lavande", "citron"]


@C
def _():
    body, key = fr_nir()
    nir = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"
    adh = dgnz(9)
    ctr = "CC" + dg(6)
    t = (f"Je remplis le bulletin d'adhésion à la mutuelle de ma boîte. Numéro de sécu : {nir}. Mon ancien "
         f"numéro d'adhérent chez Harmonie Mutuelle c'était {adh}. Ils demandent aussi le numéro de contrat "
         f"collectif de l'entreprise, sur la notice c'est {ctr}, c'est bien ça qu'il faut mettre ?")
    return mk("fr", "secu-mutuelle", t, [nir, adh], [ctr],
              "NIR with key and health-insurance member number; the employer's group contract number is a look-alike")


@C
def _():
    ib = iban_fr()
    siren = fr_siren()
    siret = luhn_num(siren + "000", 14)
    t = (f"Je dois envoyer mon RIB au service paie. IBAN : {grp4(ib)} – BIC : BNPAFRPPXXX. Sur ma fiche de paie "
         f"il y a le SIRET de la boîte, {grp(siret, [3, 3, 3, 5])}. Je le mets dans le mail ou pas ? "
         f"Tu peux me rédiger le message ?")
    return mk("fr", "rib-service-paie", t, [grp4(ib)], ["BNPAFRPPXXX", grp(siret, [3, 3, 3, 5])],
              "own IBAN (RIB key computed); BIC and employer SIRET are look-alikes")


@C
def _():
    trk = "6A" + dg(11)
    cmd = dg(10)
    fa = "FA" + dg(8)
    t = (f"Mon colis Colissimo {trk} est bloqué depuis 5 jours « en cours d'acheminement ». Numéro de commande "
         f"Cdiscount {cmd}, facture n° {fa}. Je fais la réclamation auprès de qui, le vendeur ou La Poste ?")
    return mk("fr", "neg-colis-commande", t, [], [trk, cmd, fa], "tracking, order and invoice numbers")


@C
def _():
    digi = dg(2) + R.choice("ABC") + dg(2)
    wifi = rs(ANL, 22)
    hm = "HM" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)
    t = (f"Pour la sous-location cet été (résa Airbnb {hm}), je laisse quoi comme infos ? Digicode de "
         f"l'immeuble {digi}, la box c'est une Livebox, clé Wi-Fi {wifi}. "
         f"Tu peux me faire un petit mot d'accueil ?")
    return mk("fr", "digicode-livebox", t, [digi, wifi], [hm],
              "door code and Wi-Fi key; Airbnb booking code is a look-alike")


# ================================================================ Spanish
ES_W = ["girasol", "mariposa", "tortilla", "montaña", "naranja", "castillo", "paella", "golondrina"]


@C
def _():
    dni = es_dni()
    ib = iban_es()
    cif = es_cif()
    t = (f"Para apuntarme al gimnasio me piden DNI y cuenta para domiciliar la cuota. DNI {dni}, IBAN "
         f"{grp4(ib)}. En el contrato pone que el CIF del gimnasio es {cif}. ¿Es normal que pidan también una "
         f"copia del DNI por las dos caras?")
    return mk("es", "dni-iban-gimnasio", t, [dni, grp4(ib)], [cif],
              "DNI (letter computed) and IBAN (DC computed); the gym's CIF is a look-alike")


@C
def _():
    base = "012" + R.choice(["180", "320", "580", "650"]) + "0" + dg(10)
    w = [3, 7, 1] * 6
    clabe = base + str((10 - sum((int(a) * b) % 10 for a, b in zip(base, w)) % 10) % 10)
    d = rdate(1985, 2001)
    curp = ("GAMA" + f"{d.year % 100:02d}{d.month:02d}{d.day:02d}" + R.choice("HM") +
            R.choice(["DF", "JC", "NL", "PL", "MC"]) + rs("BCDFGHJKLMNPRSTVZ", 3) + R.choice("0A") + dg(1))
    rfc = "SMO" + f"{R.randint(10, 19)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + rs(ANU, 3)
    t = (f"Oye, para que me depositen la nómina le mandé a recursos humanos mi CLABE {clabe} de BBVA y mi CURP "
         f"{curp}. En el recibo sale el RFC de la empresa, {rfc}. ¿Con eso ya queda o les falta algo?")
    return mk("es", "mx-clabe-curp", t, [clabe, curp], [rfc],
              "Mexican CLABE (check digit computed) and CURP; the employer's RFC is a look-alike")


@C
def _():
    ped = amazon_order("40")
    env = s10("RR", "ES")
    loc = pnr()
    t = (f"Ayer me llegó un SMS de Correos con el envío {env} que dice 'pendiente de pago de aduanas', pero mi "
         f"pedido de Amazon ({ped}) era desde España. Y además tengo que cambiar el billete de Renfe, "
         f"localizador {loc}. ¿Lo de Correos puede ser una estafa?")
    return mk("es", "neg-correos-renfe", t, [], [env, ped, loc], "tracking, order and train booking codes")


@C
def _():
    otp = dg(6)
    t = ("me acaba de llegar el SMS del banco para confirmar el cambio de móvil en la app, te lo copio a ver si "
         "es legítimo" + SEP +
         f"BBVA: El codigo para confirmar el cambio de dispositivo es {otp}. Si no has sido tu, llama al "
         f"91 224 94 26. No lo compartas con nadie.")
    return mk("es", "sms-codigo-multi", t, [otp], ["91 224 94 26"],
              "bank one-time code pasted in a second message; phone number is a look-alike")


# ================================================================ Portuguese
@C
def _():
    cpf = br_cpf()
    p4 = pin(4)
    cnpj = br_cnpj()
    ped = dgnz(10)
    t = (f"Tô fazendo o cadastro no app do banco, ele pede o CPF ({cpf}) e uma senha de 4 dígitos, escolhi "
         f"{p4}. Ah, e a loja onde comprei o celular tem CNPJ {cnpj}, pedido nº {ped} – preciso disso pra "
         f"garantia?")
    return mk("pt", "br-cpf-senha-app", t, [cpf, p4], [cnpj, ped],
              "CPF (check digits computed) and app PIN; shop CNPJ (computed) and order number are look-alikes")


@C
def _():
    nif = pt_nif()
    ib = iban_pt()
    ref = f"{dg(3)} {dg(3)} {dg(3)}"
    t = (f"Vou pedir o reembolso do IRS. NIF {nif}, IBAN {grp4(ib)}. Para a certidão tenho de pagar por "
         f"Multibanco: entidade 21312, referência {ref}, valor 25,00 €. Onde é que ponho o IBAN no Portal das "
         f"Finanças?")
    return mk("pt", "pt-nif-iban-multibanco", t, [nif, grp4(ib)], ["21312", ref],
              "NIF (computed) and IBAN; Multibanco payment entity and reference are look-alikes")


@C
def _():
    ln = f"{dg(5)}.{dg(5)} {dg(5)}.{dg(6)} {dg(5)}.{dg(6)} {dg(1)} {dg(14)}"
    trk = s10("NL", "BR")
    t = (f"Paguei o boleto da faculdade, linha digitável {ln}, mas o app diz 'código inválido'. E o meu pedido "
         f"da Shopee tá com o rastreio {trk} parado há uma semana. O que pode ser?")
    return mk("pt", "neg-boleto-rastreio", t, [], [ln, trk], "payment slip line and postal tracking number")


# ================================================================ Italian
@C
def _():
    d = rdate(1970, 2000)
    cf = it_cf(R.choice(["Bianchi", "Esposito", "Romano", "Colombo"]), R.choice(["Chiara", "Francesca", "Elena"]),
               True, d, R.choice(["H501", "F205", "F839", "L219"]))
    ib = iban_it()
    piva = it_piva()
    t = (f"Devo compilare la domanda per l'assegno unico. Codice fiscale {cf}, IBAN {grp4(ib)}. Il commercialista "
         f"mi ha mandato la sua partita IVA {piva} per la fattura, va messa da qualche parte nella domanda?")
    return mk("it", "cf-iban-assegno", t, [cf, grp4(ib)], [piva],
              "codice fiscale (check letter computed) and IBAN; accountant's VAT number is a look-alike")


@C
def _():
    ordn = "10" + dg(12)
    brt = dg(12)
    piva = it_piva()
    t = (f"Il mio ordine Zalando n. {ordn} è fermo da una settimana, BRT dice spedizione {brt} 'in giacenza'. "
         f"Il venditore è un partner con P.IVA {piva}. Mi scrivi un reclamo educato?")
    return mk("it", "neg-ordine-brt", t, [], [ordn, brt, piva], "order and shipment numbers, seller VAT number")


@C
def _():
    p5 = pin(5)
    otp = dg(6)
    t = (f"Ho appena cambiato il PIN del bancomat in {p5} e subito dopo mi arriva questo SMS: \"Intesa Sanpaolo: "
         f"il codice per autorizzare l'operazione di 749,00 EUR è {otp}. Non comunicarlo a nessuno.\" Io non ho "
         f"fatto nessun acquisto. Chiamo il numero verde 800 303 303?")
    return mk("it", "pin-bancomat-sms", t, [p5, otp], ["800 303 303"],
              "card PIN and SMS code; bank phone number and amount are look-alikes")


# ================================================================ Dutch
@C
def _():
    bsn = nl_bsn()
    ib = iban_nl()
    polis = dgnz(9)
    t = (f"Ik vraag zorgtoeslag aan. BSN {bsn}, IBAN {grp4(ib)}. Op mijn zorgpas staat UZOVI 3311 en "
         f"polisnummer {polis}. Moet ik dat polisnummer ook ergens invullen?")
    return mk("nl", "bsn-iban-zorgtoeslag", t, [bsn, grp4(ib), polis], ["3311"],
              "BSN (11-check computed), IBAN and insurance policy number; insurer code is a look-alike")


@C
def _():
    ib = iban_nl()
    ken = dg(16)
    kvk = dgnz(8)
    btw = "NL" + dg(9) + "B01"
    t = (f"Klopt deze factuur van een webshop? € 149,95 overmaken naar {grp4(ib)} t.n.v. Tuinhuis Direct B.V., "
         f"betalingskenmerk {grp4(ken)}, KvK {kvk}, btw-nummer {btw}. Het ziet er echt uit maar ik twijfel.")
    return mk("nl", "neg-webshop-factuur", t, [], [grp4(ib), grp4(ken), kvk, btw],
              "a shop's IBAN, payment reference, chamber of commerce and VAT numbers")


@C
def _():
    p = pw(style=R.choice([0, 4, 6]))
    code = dg(6)
    t = (f"Mijn DigiD-wachtwoord is {p} en ik krijg net een sms met code {code}, maar ik heb nergens ingelogd. "
         f"Iemand belde ook dat hij van de Belastingdienst was. Moet ik die code ergens invullen?")
    return mk("nl", "digid-wachtwoord-sms", t, [p, code], [],
              "DigiD password and SMS code")


# ================================================================ Swedish
SV_W = ["blåbär", "kanelbulle", "sjöbod", "midsommar", "älgstek", "fjällräv", "lingon"]


@C
def _():
    pnr_ = se_pnr()
    clr = "8" + dg(3) + "-" + dg(1)
    acct = dgnz(10)
    t = (f"Jag ska fylla i blanketten för CSN. Personnummer {pnr_}, kontot är hos Swedbank: clearingnummer "
         f"{clr}, kontonummer {grp(acct, [3, 3, 3, 1])}. Vad är egentligen skillnaden på clearingnumret och kontonumret?")
    return mk("sv", "personnummer-swedbank", t, [pnr_, grp(acct, [3, 3, 3, 1])], [clr],
              "personnummer (Luhn computed) and account number; clearing number is a public bank identifier")


@C
def _():
    b = dgnz(6)
    bg = b + luhn_digit(b)
    bg = bg[:3] + "-" + bg[3:]
    o = dgnz(14)
    ocr = o + luhn_digit(o)
    org = se_orgnr()
    t = (f"Fick en faktura från elbolaget: bankgiro {bg}, OCR-nummer {ocr}, 1 284 kr senast 28/2, "
         f"organisationsnummer {org}. Hur gör jag det till e-faktura i appen?")
    return mk("sv", "neg-bankgiro-ocr", t, [], [bg, ocr, org],
              "a company's bankgiro, OCR reference and organisation number (Luhn computed)")


@C
def _():
    larm = pin(4)
    p = pw(["blabar", "kanelbulle", "sjobod", "midsommar", "fjallrav", "lingon"], R.choice([0, 1, 4]))
    t = (f"Lapp till hundvakten, gör den snygg: larmkoden är {larm}, reservnyckeln ligger hos grannen på nummer 14, "
         f"wifi heter Lindberg och lösenordet är {p}. Veterinären: 08-123 456 78.")
    return mk("sv", "hundvakt-koder", t, [larm, p], ["08-123 456 78"],
              "alarm code and Wi-Fi password; vet phone number is a look-alike")


# ================================================================ Danish
@C
def _():
    cpr = dk_cpr()
    reg = R.choice(["3", "4", "9"]) + dg(3)
    kto = dgnz(10)
    t = (f"Jeg skal skifte NemKonto. CPR-nummer {cpr}, reg.nr. {reg} og kontonummer {kto} i Danske Bank. "
         f"Hvor lang tid går der, før Skattestyrelsen bruger den nye konto?")
    return mk("da", "cpr-nemkonto", t, [cpr, kto], [reg],
              "CPR number and account number; bank registration number is a look-alike")


@C
def _():
    fn = dgnz(5)
    cvr = dk_cvr()
    fi = f"+71< {dg(15)} +{dgnz(8)}<"
    t = (f"Jeg har fået en regning fra en tømrer: fakturanr. {fn}, CVR {cvr}, og så skal jeg betale med "
         f"FI-kort: {fi}. Er det normalt, at de vil have pengene inden 8 dage?")
    return mk("da", "neg-regning-fikort", t, [], [fn, cvr, fi],
              "invoice number, company CVR (mod 11 computed) and FI payment line")


# ================================================================ Norwegian
@C
def _():
    fnr = no_fnr()
    k = no_konto()
    kid = luhn_num(dgnz(1), 12)
    org = no_orgnr()
    t = (f"Skal søke om bostøtte. Fødselsnummer {fnr}, kontonummer {k[:4]}.{k[4:6]}.{k[6:]}. Husleia går til "
         f"utleier med KID {kid}, og utleier har org.nr. {org}. Må jeg legge ved leiekontrakten?")
    return mk("no", "fnr-konto-bostotte", t, [fnr, f"{k[:4]}.{k[4:6]}.{k[6:]}"], [kid, org],
              "fødselsnummer and account (both mod 11 computed); landlord's KID and org number are look-alikes")


@C
def _():
    k = no_konto()
    kid = luhn_num(dgnz(1), 15)
    fnr_ = dgnz(8)
    t = (f"Fikk faktura fra strømselskapet: kontonummer {k[:4]} {k[4:6]} {k[6:]}, KID {kid}, fakturanummer "
         f"{fnr_}, forfall 20.03. Hvordan setter jeg opp AvtaleGiro på den?")
    return mk("no", "neg-strom-faktura", t, [], [f"{k[:4]} {k[4:6]} {k[6:]}", kid, fnr_],
              "a company's account, KID and invoice number")


# ================================================================ Finnish
@C
def _():
    h = fi_hetu()
    ib = iban_fi()
    y = fi_ytunnus()
    viite = ref_731(dgnz(9))
    t = (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {h}, tilinumero {grp4(ib)}. Vuokranantajan "
         f"y-tunnus on {y} ja vuokran viitenumero {viite}. Pitääkö vuokrasopimus liittää mukaan?")
    return mk("fi", "hetu-tili-kela", t, [h, grp4(ib)], [y, viite],
              "henkilötunnus (check char computed) and IBAN; landlord's business id and reference (computed) are look-alikes")


@C
def _():
    trk = "JJFI" + dg(20)
    tl = dgnz(9)
    t = (f"Pakettini seurantakoodi on {trk} ja tilausnumero {tl}. Postin mukaan se on noutopisteessä, mutta en "
         f"saanut tekstiviestiä. Mitä teen?")
    return mk("fi", "neg-posti-seuranta", t, [], [trk, tl], "tracking and order numbers")


@C
def _():
    ovi = pin(4)
    p = pw(["mokki", "sauna", "jarvi", "kuusi", "karhu", "pulla"], R.choice([0, 1, 6]))
    t = (f"Kirjoita vieraille ohje mökille: ovikoodi {ovi}, varavain on naapurilla, wifi-salasana {p}. "
         f"Sauna lämpiää noin 40 minuutissa.")
    return mk("fi", "mokki-koodit", t, [ovi, p], [], "door code and Wi-Fi password")


# ================================================================ Polish
@C
def _():
    pesel = pl_pesel()
    nrb = iban_pl()[2:]
    nip = pl_nip()
    t = (f"Wypełniam wniosek o 800 plus. PESEL {pesel}, numer konta {grp(nrb, [2, 4, 4, 4, 4, 4, 4])}. "
         f"Jest jeszcze pole na NIP pracodawcy, mam go z paska: {nip}. Czy to w ogóle potrzebne?")
    return mk("pl", "pesel-konto-800plus", t, [pesel, grp(nrb, [2, 4, 4, 4, 4, 4, 4])], [nip],
              "PESEL (computed) and account number; employer NIP (computed) is a look-alike")


@C
def _():
    blik = dg(6)
    og = dgnz(9)
    t = (f"Kupujący na OLX pisze, żebym mu podał kod BLIK {blik}, to on 'odbierze płatność' za ogłoszenie "
         f"nr {og}. Czy to oszustwo?")
    return mk("pl", "blik-olx", t, [blik], [og], "BLIK one-time code; listing number is a look-alike")


@C
def _():
    inp = dg(24)
    alle = uuid4()
    nip = pl_nip()
    t = (f"Paczka InPost nr {inp} od tygodnia 'w drodze'. Zamówienie na Allegro {alle}, sklep ma NIP {nip}. "
         f"Jak złożyć reklamację?")
    return mk("pl", "neg-inpost-allegro", t, [], [inp, alle, nip], "parcel number, order UUID, shop NIP")


# ================================================================ Czech
@C
def _():
    rc = cz_rc()
    acct = cz_acct()
    bank = R.choice(["0800", "0100", "2010", "0300", "3030"])
    t = (f"Vyplňuju žádost o přídavek na dítě. Rodné číslo {rc}, číslo účtu {acct}/{bank}. Je lepší uvést "
         f"účet manželky, nebo je to jedno?")
    return mk("cs", "rodne-cislo-ucet", t, [rc, acct], [bank],
              "rodné číslo (mod 11) and account (weights computed); bank code is a look-alike")


@C
def _():
    ico = cz_ico()
    acct = cz_acct()
    vs = dgnz(10)
    t = (f"Přišla mi faktura od autoservisu: IČO {ico}, účet {acct}/0300, variabilní symbol {vs}, splatnost "
         f"14 dní. Nějak se mi nezdá cena za výměnu brzd. Je 6 800 Kč normální?")
    return mk("cs", "neg-faktura-autoservis", t, [], [ico, f"{acct}/0300", vs],
              "a garage's company id (computed), account and payment symbol")


@C
def _():
    p = pw(["kocour", "jablko", "tramvaj", "knedlik", "houba", "sklenice"], R.choice([0, 3, 4]))
    code = dg(6)
    t = (f"Heslo k Seznam e-mailu mám {p} a právě mi přišla SMS s ověřovacím kódem {code}, kterou jsem "
         f"nečekal. Mám heslo hned změnit?")
    return mk("cs", "seznam-heslo-sms", t, [p, code], [], "email password and SMS code")


# ================================================================ Hungarian
@C
def _():
    taj = hu_taj()
    ado = hu_adoaz()
    ceg = hu_adoszam()
    t = (f"Most töltöm ki a belépési adatlapot. TAJ-szám: {grp(taj, [3, 3, 3])}, adóazonosító jel: {ado}. "
         f"A cég adószáma {ceg} – ezt is nekem kell beírnom?")
    return mk("hu", "taj-adoazonosito", t, [grp(taj, [3, 3, 3]), ado], [ceg],
              "TAJ and tax id (both computed); the employer's tax number is a look-alike")


@C
def _():
    sz = f"SZ-2025/{dg(4)}"
    acct = hu_account()
    ceg = hu_adoszam()
    t = (f"Kaptam egy számlát a vízszerelőtől: számla sorszáma {sz}, bankszámlaszám {grp(acct, [8, 8, 8], '-')}, "
         f"adószám {ceg}, 8 napos határidővel. Rendben van így?")
    return mk("hu", "neg-szamla-szerelo", t, [], [sz, grp(acct, [8, 8, 8], "-"), ceg],
              "invoice number, a company's account (check digits computed) and tax number")


@C
def _():
    kapu = pin(4)
    p = pw(["pogacsa", "balaton", "paprika", "villamos", "kifli"], R.choice([0, 1, 4]))
    t = (f"Írj egy rövid üzenetet a futárnak: a kapukód {kapu}, utána a kaputelefonon a 12-es gomb, és ha nem "
         f"vagyok itthon, a szomszédnak is odaadhatja. A wifi jelszó {p}, ha a szerelő kéri.")
    return mk("hu", "kapukod-wifi", t, [kapu, p], [], "gate code and Wi-Fi password")


# ================================================================ Romanian
@C
def _():
    cnp = ro_cnp()
    ib = iban_ro()
    cui = "RO" + ro_cui()
    t = (f"Completez cererea pentru alocație. CNP {cnp}, IBAN {grp4(ib)}. Firma de contabilitate care mă ajută "
         f"are CUI {cui}, trebuie trecut și ăsta în cerere?")
    return mk("ro", "cnp-iban-alocatie", t, [cnp, grp4(ib)], [cui],
              "CNP (computed) and IBAN; the accounting firm's CUI (computed) is a look-alike")


@C
def _():
    p = pw(["ciocarlie", "sarmale", "carpati", "zambila", "covrig"], R.choice([0, 3, 4]))
    otp = dg(6)
    nr = f"INTERNT-{dgnz(9)}-2025"
    t = (f"Am resetat parola la SPV-ul ANAF, noua parolă e {p}. Acum îmi cere codul primit pe SMS: {otp}. "
         f"Cererea de înregistrare are numărul {nr}. De ce nu mă lasă să intru?")
    return mk("ro", "anaf-spv-parola", t, [p, otp], [nr], "tax portal password and SMS code; request number is a look-alike")


@C
def _():
    awb = dgnz(13)
    interfon, poarta = pin(4), pin(4)
    t = (f"Curierul Fan Courier (AWB {awb}) mă întreabă codul de la interfon. E {interfon}, iar la poarta "
         f"din spate {poarta}. E ok să i le trimit prin SMS?")
    return mk("ro", "curier-interfon", t, [interfon, poarta], [awb],
              "intercom and gate codes; courier waybill number is a look-alike")


# ================================================================ Greek
@C
def _():
    amka = gr_amka()
    afm = gr_afm()
    rf = rf_ref(dgnz(16))
    t = (f"Κλείνω ραντεβού στο gov.gr για τον γιατρό. ΑΜΚΑ {amka}, ΑΦΜ {afm}. Για το παράβολο μου έδωσαν "
         f"κωδικό πληρωμής {rf}. Πού τον βάζω στο e-banking;")
    return mk("el", "amka-afm-paravolo", t, [amka, afm], [rf],
              "AMKA (Luhn) and AFM (computed); the RF payment reference (computed) is a look-alike")


@C
def _():
    p = pw(["thalassa", "elia", "koukouvagia", "portokali", "feta"], R.choice([0, 3, 4, 6]))
    pr = dgnz(10)
    t = (f"Οι κωδικοί μου στο TAXISnet: χρήστης kpapad78, κωδικός {p}. Πες μου βήμα-βήμα πώς κάνω την αίτηση "
         f"για το επίδομα στέγασης. Η προηγούμενη αίτηση είχε αριθμό πρωτοκόλλου {pr}.")
    return mk("el", "taxisnet-kodikos", t, [p], [pr],
              "tax portal password; protocol number is a look-alike")


@C
def _():
    p = pw(["thalassa", "elia", "koukouvagia", "portokali"], R.choice([1, 4]))
    al = pin(4)
    t = (f"Για τον φίλο που θα μείνει στο σπίτι: κωδικός Wi-Fi {p}, συναγερμός {al} και μετά #. Αν χτυπήσει, "
         f"η εταιρεία είναι στο 210 5550142.")
    return mk("el", "wifi-synagermos", t, [p, al], ["210 5550142"],
              "Wi-Fi password and alarm code; company phone number is a look-alike")


# ================================================================ Turkish
@C
def _():
    tc = tr_tckn()
    ib = iban_tr()
    vn = dgnz(10)
    t = (f"Maaş hesabımı değiştirdim, İK'ya mail yazacağım. TC kimlik no {tc}, yeni IBAN {grp4(ib)}. Bordroda "
         f"şirketin vergi numarası {vn} yazıyor, onu da eklemeli miyim?")
    return mk("tr", "tckn-iban-maas", t, [tc, grp4(ib)], [vn],
              "TC kimlik (computed) and IBAN; company tax number is a look-alike")


@C
def _():
    p = pw(["lale", "simit", "bogaz", "kedi", "cinar"], R.choice([0, 3, 4]))
    otp = dg(6)
    t = (f"e-Devlet şifremi yeniledim, yeni şifre {p}. Şimdi telefonuma \"{otp} doğrulama kodunu kimseyle "
         f"paylaşmayınız\" diye SMS geldi ama ben giriş yapmadım. Ne yapmalıyım?")
    return mk("tr", "edevlet-sifre-sms", t, [p, otp], [], "e-government password and SMS code")


@C
def _():
    kapi = pin(4)
    tk = dgnz(12)
    sp = dgnz(10)
    t = (f"Kargocuya not yazar mısın: apartman kapı şifresi {kapi}, daire 7, evde yoksam kapıcıya bıraksın. "
         f"Takip numarası {tk}, sipariş no {sp}.")
    return mk("tr", "kargo-kapi-sifresi", t, [kapi], [tk, sp],
              "building door code; tracking and order numbers are look-alikes")


# ================================================================ Russian
@C
def _():
    ps = f"{dg(2)} {dg(2)} {dgnz(6)}"
    sn = ru_snils()
    inn = ru_inn12()
    einn = ru_inn10()
    kpp = einn[:4] + "01001"
    t = (f"Помоги заполнить анкету на визу. Паспорт {ps}, выдан ГУ МВД России по г. Москве 12.05.2016, "
         f"СНИЛС {sn}, ИНН {inn}. Работодатель: ООО «Вектор», ИНН {einn}, КПП {kpp}. Что из этого реально "
         f"нужно в анкете?")
    return mk("ru", "pasport-snils-inn", t, [ps, sn, inn], [einn, kpp],
              "passport, SNILS and personal INN (computed); employer INN (computed) and KPP are look-alikes")


@C
def _():
    inn = ru_inn10()
    kpp = inn[:4] + "01001"
    ogrn = ru_ogrn()
    rs_ = "40702810" + dg(12)
    sch = dgnz(3)
    t = (f"Проверь реквизиты для оплаты счёта № {sch} от 03.03.2025: ООО «СтройМаркет», ИНН {inn}, КПП {kpp}, "
         f"ОГРН {ogrn}, р/с {rs_} в ПАО Сбербанк, БИК 044525225, к/с 30101810400000000225.")
    return mk("ru", "neg-rekvizity-ooo", t, [],
              [inn, ogrn, rs_, "044525225"],
              "a company's INN, KPP, OGRN (computed), settlement account and the bank's BIK and correspondent account")


@C
def _():
    n = luhn_num("220" + R.choice("01234"), 16)
    e = exp_date()
    a, b = grp4(n[:8]), grp4(n[8:])
    t = (f"Скину номер карты двумя сообщениями, чтобы не светить целиком. Первая половина: {a}" + SEP +
         f"вторая: {b}, срок {e}. Составь, пожалуйста, сообщение бухгалтеру, куда переводить аванс.")
    return mk("ru", "karta-dvumya-chastyami", t, [a, b, e], [],
              "card number split over two messages plus expiry")


@C
def _():
    p = pw(["solnyshko", "berezka", "matreshka", "pelmeni", "vesna"], R.choice([0, 3, 4]))
    otp = dg(6)
    zn = dgnz(10)
    t = (f"Мама попросила помочь подать заявление на Госуслугах, дала свой пароль: {p}. Пришёл код из СМС "
         f"{otp}, он ещё действует? Номер прошлого заявления {zn}, его можно как-то отменить?")
    return mk("ru", "gosuslugi-mama", t, [p, otp], [zn],
              "entrusted password and SMS code; application number is a look-alike")


# ================================================================ Ukrainian
@C
def _():
    r = ua_rnokpp()
    ib = iban_ua()
    ed = dgnz(8)
    t = (f"Заповнюю заяву на допомогу. РНОКПП {r}, IBAN {grp4(ib)}. Роботодавець — ТОВ «Світанок», код ЄДРПОУ "
         f"{ed}. Чи треба окремо вказувати МФО банку?")
    return mk("uk", "rnokpp-iban-dopomoha", t, [r, grp4(ib)], [ed],
              "RNOKPP (computed) and IBAN; employer's EDRPOU code is a look-alike")


@C
def _():
    ttn = "20450" + dg(9)
    zam = dgnz(9)
    t = (f"Посилка Нова пошта, ТТН {ttn}, вже тиждень лежить у відділенні. Замовлення Rozetka № {zam}. "
         f"Як продовжити зберігання, щоб не повернули?")
    return mk("uk", "neg-nova-poshta-ttn", t, [], [ttn, zam], "waybill and order numbers")


@C
def _():
    p4 = pin(4)
    otp = dg(6)
    last = dg(4)
    t = (f"Я змінив ПІН-код картки monobank на {p4}, а тепер прийшов код підтвердження {otp} для входу з "
         f"нового телефону, хоча я нічого не робив. Картку *{last} треба перевипускати?")
    return mk("uk", "monobank-pin-kod", t, [p4, otp], [f"*{last}"],
              "card PIN and confirmation code; masked card number is a look-alike")


# ================================================================ Chinese
@C
def _():
    cid = cn_id()
    n = luhn_num("621483", 16)
    lh = "308100005" + dg(3)
    t = (f"帮我看看这个入职表怎么填。身份证号 {cid}，工资卡是招商银行的，卡号 {grp4(n)}，开户行招商银行北京分行，"
         f"联行号 {lh}。联行号是必须填的吗？")
    return mk("zh", "shenfenzheng-gongzika", t, [cid, grp4(n)], [lh],
              "resident id (check char computed) and bank card (Luhn); CNAPS bank code is a look-alike")


@C
def _():
    sf = "SF" + dg(13)
    dd = dgnz(19)
    us = cn_uscc()
    fp = dg(8)
    t = (f"我的顺丰快递 {sf} 三天没更新了，淘宝订单号 {dd}。卖家营业执照上的统一社会信用代码是 {us}，"
         f"发票号码 {fp}。怎么投诉比较有用？")
    return mk("zh", "neg-kuaidi-fapiao", t, [], [sf, dd, us, fp],
              "tracking, order, company credit code (computed) and invoice number")


@C
def _():
    zf = pin(6)
    yz = dg(6)
    t = (f"我刚把微信支付密码改成了 {zf}，然后马上收到短信验证码 {yz}，说有新设备在登录我的账号。"
         f"是不是被盗了？我该怎么办？")
    return mk("zh", "weixin-zhifu-mima", t, [zf, yz], [], "payment password and SMS verification code")


@C
def _():
    tid = tw_id()
    nhi = "0000" + dg(8)
    t = (f"我要申請補發健保卡，身分證字號 {tid}，健保卡號 {nhi}。戶籍在台北市大安區，"
         f"請問要帶哪些文件去健保署？")
    return mk("zh", "tw-shenfenzheng-jianbao", t, [tid, nhi], [],
              "Taiwan national id (check digit computed) and health insurance card number")


# ================================================================ Japanese
@C
def _():
    mn = jp_mynumber()
    ten = dg(3)
    kz = dg(7)
    corp = jp_corp()
    t = (f"年末調整の書類を書いています。マイナンバーは {grp(mn, [4, 4, 4])}、給与の振込口座は三菱UFJ銀行 "
         f"渋谷支店（店番 {ten}）普通 {kz} です。会社の法人番号 {corp} を書く欄もあるんですが、これで合ってますか？")
    return mk("ja", "mynumber-koza", t, [grp(mn, [4, 4, 4]), kz], [ten, corp],
              "My Number (computed) and account number; branch number and corporate number (computed) are look-alikes")


@C
def _():
    p1 = pw(style=R.choice([0, 4]))
    p2 = pw(style=R.choice([0, 4]))
    t = f"楽天のパスワード覚えておいて。{p1}" + SEP + f"ごめん、さっきのは古いやつだった。今は {p2} です。"
    return mk("ja", "password-teisei-multi", t, [p1, p2], [], "password and its correction over two messages")


@C
def _():
    o = amazon_order("2")
    tr = dg(12)
    t = (f"Amazonの注文番号 {o} の荷物がまだ届きません。ヤマト運輸の追跡番号は {tr}、お届け先は〒150-0002 です。"
         f"問い合わせ文を作ってもらえますか？")
    return mk("ja", "neg-chumon-tsuiseki", t, [], [o, tr, "〒150-0002"], "order and tracking numbers, postal code")


# ================================================================ Korean
@C
def _():
    rrn = kr_rrn()
    acct = f"{dg(6)}-{dg(2)}-{dg(6)}"
    brn = kr_brn()
    t = (f"연말정산 서류 작성 중인데요, 주민등록번호 {rrn}, 급여 계좌는 국민은행 {acct}입니다. "
         f"회사 사업자등록번호 {brn}도 제가 적어야 하나요?")
    return mk("ko", "jumin-gyejwa", t, [rrn, acct], [brn],
              "resident registration number (computed) and account; company business number (computed) is a look-alike")


@C
def _():
    wb = dgnz(12)
    od = dgnz(14)
    brn = kr_brn()
    t = (f"CJ대한통운 운송장번호 {wb}인데 3일째 '배송 준비중'이에요. 쿠팡 주문번호 {od}, 판매자 사업자등록번호 "
         f"{brn}. 고객센터에 뭐라고 문의하면 될까요?")
    return mk("ko", "neg-taekbae-jumun", t, [], [wb, od, brn], "waybill, order and business numbers")


@C
def _():
    door = pin(6)
    p = pw(["saranghae", "kimchi", "hangang", "dubu", "gomdori"], R.choice([0, 4, 6]))
    t = (f"친구가 며칠 우리 집에 있을 건데 메모 좀 정리해줘: 현관 도어락 비번 {door} 누르고 별표, 와이파이 "
         f"이름 KT_GiGA_5G_{rs(ANU, 4)} 비번 {p}, 택배는 경비실에 있을 수도 있음.")
    return mk("ko", "doorlock-wifi", t, [door, p], [], "door lock code and Wi-Fi password")


# ================================================================ Arabic
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


@C
def _():
    eid = ae_eid()
    ib = iban_ae()
    trn = "100" + dg(12)
    t = (f"أريد تحديث بياناتي في نظام الرواتب. رقم الهوية الإماراتية {eid}، والآيبان الجديد {grp4(ib)} في "
         f"بنك الإمارات دبي الوطني. الرقم الضريبي للشركة {trn}، هل أحتاجه في الطلب؟")
    return mk("ar", "emirates-id-iban", t, [eid, grp4(ib)], [trn],
              "Emirates ID (Luhn) and IBAN; company tax registration number is a look-alike")


@C
def _():
    otp = dg(6).translate(AR_DIG)
    last = ("****" + dg(4)).translate(AR_DIG)
    t = (f"وصلتني هذه الرسالة ولم أطلب أي شيء: «رمز التحقق: {otp} لعملية شراء بمبلغ ٢٥٠٫٠٠ ر.س من البطاقة "
         f"المنتهية بـ {last}. لا تشارك الرمز مع أحد.» هل هذا احتيال؟")
    return mk("ar", "otp-arqam-hindiya", t, [otp], [last, "٢٥٠٫٠٠ ر.س"],
              "one-time code in Arabic-Indic digits; masked card and amount are look-alikes")


@C
def _():
    od = dgnz(9)
    sh = dgnz(11)
    vat = "3" + dg(13) + "3"
    t = (f"طلبي من نون رقم {od} ما وصل للحين، ورقم الشحنة في أرامكس {sh}. الرقم الضريبي للبائع {vat}. "
         f"كيف أقدم شكوى؟")
    return mk("ar", "neg-talab-shahna", t, [], [od, sh, vat], "order, shipment and seller VAT numbers")


# ================================================================ Persian
@C
def _():
    cm = ir_codemelli()
    card = luhn_num(R.choice(["603799", "589210", "627353", "610433"]), 16)
    sh = iban_ir()
    pg = dgnz(12)
    t = (f"برای ثبت‌نام وام دانشجویی این‌ها رو خواستن: کد ملی {cm}، شماره کارت {grp4(card, '-')}، شماره شبا "
         f"{sh}. شماره پیگیری ثبت‌نام قبلی‌ام {pg} بود. کدوم‌ها رو باید تو فرم بنویسم؟")
    return mk("fa", "codemelli-kart-sheba", t, [cm, grp4(card, "-"), sh], [pg],
              "national code (computed), card (Luhn) and Sheba IBAN; tracking number is a look-alike")


@C
def _():
    ramz = dg(R.choice([6, 7, 8])).translate(FA_DIG)
    cv = dg(R.choice([3, 4])).translate(FA_DIG)
    ex = f"{R.randint(3, 8):02d}/{R.randint(1, 12):02d}".translate(FA_DIG)
    od = "DKC-" + dgnz(9)
    t = (f"رمز دوم کارتم رو عوض کردم به {ramz}، CVV2 کارت {cv} و تاریخ انقضا {ex} هست. برای خرید سفارش "
         f"{od} از دیجی‌کالا همین‌ها کافیه؟")
    return mk("fa", "ramz-dovom-cvv2", t, [ramz, cv, ex], [od],
              "second card password, CVV2 and expiry in Persian digits; order number is a look-alike")


@C
def _():
    p = pw(["golab", "anar", "kooh", "setareh", "baran"], R.choice([0, 4, 6]))
    dar = pin(4)
    tel = "۰۲۱-۸۸۵۵۱۲۳۴"
    t = (f"برای مهمون‌ها یه یادداشت بنویس: رمز وای‌فای {p}، رمز در پارکینگ {dar}. اگه مشکلی بود شماره "
         f"نگهبانی {tel} هست.")
    return mk("fa", "wifi-dar-parking", t, [p, dar], [tel],
              "Wi-Fi password and garage door code; the guard's phone (Persian digits) is a look-alike")


# ================================================================ Hebrew
@C
def _():
    tz = il_tz()
    snif = dg(3)
    ch = dgnz(6)
    hp = il_tz("51" + dg(6))
    t = (f"אני ממלא טופס 101 למעסיק החדש. תעודת זהות {tz}, חשבון בבנק הפועלים (12), סניף {snif}, מספר חשבון "
         f"{ch}. ח.פ. של החברה {hp}. צריך לצרף גם צילום צ'ק?")
    return mk("he", "teudat-zehut-heshbon", t, [tz, ch], [snif, hp],
              "ID number (computed) and bank account; branch number and company number are look-alikes")


@C
def _():
    hz = dgnz(8)
    ms = s10("RR", "IL")
    hp = il_tz("51" + dg(6))
    t = (f"הזמנתי מ-KSP, מספר הזמנה {hz}, מספר משלוח {ms}, ח.פ. של החנות {hp}. עברו שבועיים וזה עדיין לא "
         f"הגיע. איך לנסח תלונה?")
    return mk("he", "neg-hazmana-mishloach", t, [], [hz, ms, hp], "order, shipment and company numbers")


@C
def _():
    az, shaar = pin(4), pin(4)
    t = (f"תכתוב הודעה לשכנה שתשקה את העציצים: קוד האזעקה {az} ואז סולמית, הקוד של השער {shaar}, "
         f"והמפתח אצל השכן מקומה 2. תודה!")
    return mk("he", "kod-azaka-shaar", t, [az, shaar], [], "alarm and gate codes")


# ================================================================ Hindi
@C
def _():
    a = aadhaar()
    upi = pin(R.choice([4, 6]))
    ref = dgnz(12)
    ifsc = R.choice(["SBIN", "PUNB", "BARB", "HDFC"]) + "0" + dg(6)
    t = (f"मेरा आधार नंबर {grp4(a)} है और PhonePe का UPI PIN {upi} है। कल ₹2,500 का पेमेंट फेल हो गया, "
         f"UPI Ref No. {ref} दिख रहा है, पैसा कट गया। बैंक का IFSC {ifsc} है। शिकायत कैसे करूँ?")
    return mk("hi", "aadhaar-upi-pin", t, [grp4(a), upi], [ref, ifsc],
              "Aadhaar (Verhoeff computed) and UPI PIN; UPI reference and IFSC are look-alikes")


@C
def _():
    od = "OD" + dgnz(18)
    trk = "FMPP" + dgnz(10)
    pnr_ = dgnz(10)
    t = (f"Flipkart ऑर्डर {od} अभी तक नहीं आया, Ekart ट्रैकिंग {trk} पर 'out for delivery' लिखा है। "
         f"और मेरी ट्रेन का PNR {pnr_} है, अभी वेटिंग में है। दोनों के लिए क्या करूँ?")
    return mk("hi", "neg-flipkart-pnr", t, [], [od, trk, pnr_], "order, tracking and train PNR numbers")


@C
def _():
    acct = dgnz(11)
    otp = dg(6)
    ifsc = "SBIN0" + dg(6)
    t = (f"बैंक से कॉल आया कि KYC अपडेट करना है, उन्होंने मेरा खाता नंबर {acct} और अभी आया OTP {otp} माँगा। "
         f"मैंने अभी तक नहीं बताया। मेरी ब्रांच का IFSC {ifsc} है। क्या ये फ्रॉड है?")
    return mk("hi", "kyc-call-otp", t, [acct, otp], [ifsc],
              "account number and OTP; IFSC is a public bank identifier")


# ================================================================ Vietnamese
@C
def _():
    cccd = R.choice(["001", "079", "048", "031"]) + R.choice("0123") + dg(2) + dg(6)
    stk = "0" + R.choice(["071", "491", "011"]) + dg(9)
    mst = "0" + dgnz(9)
    t = (f"Mình đang điền hồ sơ nhận lương ở công ty mới. Số CCCD {cccd}, số tài khoản Vietcombank {stk}, chi "
         f"nhánh Hà Nội. Mã số thuế công ty là {mst}, mình có cần ghi vào không?")
    return mk("vi", "cccd-so-tai-khoan", t, [cccd, stk], [mst],
              "citizen id and account number; company tax code is a look-alike")


@C
def _():
    otp = dg(6)
    ft = "FT" + dg(14)
    t = (f"Có người nhắn Zalo nói là nhân viên ngân hàng, bảo mình đọc mã OTP {otp} để 'hủy giao dịch' có mã "
         f"{ft}. Mình có nên đọc cho họ không?")
    return mk("vi", "otp-lua-dao", t, [otp], [ft], "OTP; bank transaction reference is a look-alike")


@C
def _():
    p = pw(["hoasen", "caphe", "phobo", "bienxanh", "trangram"], R.choice([0, 4, 6]))
    cua = pin(6)
    spx = "SPXVN0" + dg(11)
    t = (f"Ghi chú cho bạn ở nhờ: mật khẩu wifi {p}, mã cửa chính {cua}, có đơn Shopee mã vận đơn {spx} "
         f"đang giao, nhận giùm mình nhé.")
    return mk("vi", "wifi-ma-cua", t, [p, cua], [spx], "Wi-Fi password and door code; waybill is a look-alike")


# ================================================================ Thai
@C
def _():
    tid = th_id()
    acct = dg(10)
    tax = "0105" + dg(8)
    tax += str((11 - sum(int(a) * (13 - i) for i, a in enumerate(tax)) % 11) % 10)
    t = (f"กรอกเอกสารเงินเดือนบริษัทใหม่ค่ะ เลขบัตรประชาชน {th_id_fmt(tid)} เลขบัญชีกสิกรไทย "
         f"{acct[:3]}-{acct[3]}-{acct[4:9]}-{acct[9]} ส่วนเลขประจำตัวผู้เสียภาษีของบริษัท {tax} ต้องกรอกด้วยไหมคะ")
    return mk("th", "bat-prachachon-banchi", t, [th_id_fmt(tid), f"{acct[:3]}-{acct[3]}-{acct[4:9]}-{acct[9]}"], [tax],
              "national id (computed) and account; company tax id (computed) is a look-alike")


@C
def _():
    p = pw(["chang", "mamuang", "somtam", "khaoniao", "duean"], R.choice([0, 4, 6]))
    door = pin(6)
    ems = s10("EE", "TH")
    t = (f"ช่วยเขียนโน้ตให้แม่บ้านหน่อย รหัส wifi {p} รหัสประตูคอนโด {door} ถ้ามีพัสดุ EMS เลข {ems} "
         f"มาส่ง ให้รับไว้ก่อนนะ")
    return mk("th", "wifi-pratu-ems", t, [p, door], [ems],
              "Wi-Fi password and condo door code; EMS tracking (S10 check computed) is a look-alike")


@C
def _():
    otp = dg(6)
    ref = rs(ANU, 4)
    t = (f"ได้ SMS ว่า 'รหัส OTP {otp} (Ref: {ref}) สำหรับการโอนเงิน 15,000 บาท ห้ามบอกรหัสนี้แก่ผู้อื่น' "
         f"แต่ฉันไม่ได้โอนเงินเลย ควรทำอย่างไรดี")
    return mk("th", "otp-sms-ref", t, [otp], [ref, "15,000 บาท"],
              "OTP; the SMS Ref code and amount are look-alikes")


# ================================================================ Indonesian
@C
def _():
    d = rdate(1975, 2002)
    nik = R.choice(["3174", "3273", "3578", "3171"]) + dg(2) + f"{d.day + 40:02d}{d.month:02d}{d.year % 100:02d}" + dg(4)
    rek = dgnz(10)
    ibu = R.choice(["Siti Rahmawati", "Sri Wahyuni", "Nurhayati"])
    npwp = f"0{dg(1)}.{dg(3)}.{dg(3)}.{dg(1)}-{dg(3)}.000"
    t = (f"Lagi isi formulir BPJS Ketenagakerjaan. NIK {nik}, nomor rekening BCA {rek}, nama ibu kandung "
         f"{ibu}. NPWP perusahaan {npwp}, itu wajib diisi juga ya?")
    return mk("id", "nik-rekening-bpjs", t, [nik, rek, ibu], [npwp],
              "NIK, account and mother's maiden name (a bank security answer); company NPWP is a look-alike")


@C
def _():
    otp = dg(4)
    gp = pin(6)
    od = "F-" + dgnz(10)
    t = (f"Ada yang chat ngaku dari Gojek, minta kode OTP {otp} sama PIN GoPay aku. Aku udah terlanjur kasih "
         f"PIN-nya, {gp}. Pesanan terakhirku {od}. Gimana ini, harus ngapain dulu?")
    return mk("id", "gopay-otp-pin", t, [otp, gp], [od], "OTP and e-wallet PIN; order id is a look-alike")


@C
def _():
    gerbang = pin(4)
    resi = "JP" + dg(10)
    bk = dgnz(9)
    t = (f"Tolong bikin pesan buat kurir: kode gerbang kos {gerbang}, titip paket di pos satpam aja. Resi J&T "
         f"{resi}. Oh iya, kode booking Traveloka {bk} jangan sampai ketuker ya.")
    return mk("id", "kode-gerbang-kos", t, [gerbang], [resi, bk],
              "gate code; waybill and booking codes are look-alikes")


# ================================================================ Tagalog
@C
def _():
    ref = dgnz(13)
    mpin = pin(4)
    t = (f"Nag-send ako ng pera sa kapatid ko sa GCash pero wala pa raw. Eto yung resibo: Ref No. {ref}, "
         f"PHP 2,000.00, Mar 5 2025. Yung MPIN ko ay {mpin}, baka kailangan mo para ma-check? Ano gagawin ko?")
    return mk("tl", "gcash-refno-mpin", t, [mpin], [ref, "PHP 2,000.00"],
              "GCash MPIN; receipt Ref No. and amount are look-alikes")


@C
def _():
    sss = f"{dg(2)}-{dg(7)}-{dg(1)}"
    tin = f"{dg(3)}-{dg(3)}-{dg(3)}-000"
    ph = f"{dg(2)}-{dg(9)}-{dg(1)}"
    t = (f"Mag-a-apply ako sa bagong trabaho, eto mga numbers ko: SSS {sss}, TIN {tin}, PhilHealth {ph}, "
         f"yung Pag-IBIG hinahanap ko pa. Alin dito ang kailangan sa unang araw?")
    return mk("tl", "sss-tin-philhealth", t, [sss, tin, ph], [],
              "SSS, TIN and PhilHealth numbers")


@C
def _():
    od = dg(6) + rs(ANU, 8)
    jt = "JT" + dg(13)
    mer = dgnz(10)
    t = (f"Yung order ko sa Shopee ({od}) hindi pa dumarating, J&T tracking {jt}. Tapos yung Meralco bill ko "
         f"may reference number {mer}. Paano ko ifo-follow up pareho?")
    return mk("tl", "neg-shopee-meralco", t, [], [od, jt, mer], "order, tracking and bill reference numbers")


# ================================================================ Swahili
@C
def _():
    code = mpesa_code()
    t = (f"Nisaidie kuelewa ujumbe huu: «{code} Imethibitishwa. Ksh2,300.00 imetumwa kwa JOHN KAMAU 0712 345 678 "
         f"tarehe 4/3/25 saa 2:15 PM. Salio lako jipya la M-PESA ni Ksh1,045.00.» Nilikosea namba, naweza "
         f"kurudishiwa pesa?")
    return mk("sw", "mpesa-ujumbe", t, [code], ["0712 345 678", "Ksh2,300.00"],
              "M-Pesa transaction code; recipient phone and amount are look-alikes")


@C
def _():
    kit = dgnz(8)
    kra = "A0" + dg(8) + R.choice(UP)
    kumb = f"HR/2025/{dg(4)}"
    t = (f"Najaza fomu ya kazi mpya. Namba ya kitambulisho {kit}, PIN ya KRA {kra}. "
         f"Kampuni imenipa namba ya kumbukumbu {kumb}. Ni sawa kuwapa zote kwa barua pepe?")
    return mk("sw", "kitambulisho-kra", t, [kit, kra], [kumb],
              "national id and KRA PIN; HR reference is a look-alike")


@C
def _():
    p4 = pin(4)
    t = (f"Mtu amenipigia akisema ni wa Safaricom, akaniomba PIN yangu ya M-PESA ({p4}) ili 'kurekebisha "
         f"akaunti'. Nilimpa. Paybill ya kulipia umeme ni 888880. Nifanye nini sasa hivi?")
    return mk("sw", "mpesa-pin-tapeli", t, [p4], ["888880"], "M-Pesa PIN; paybill number is a look-alike")


# ================================================================ validation and output
LANGS = {"en", "de", "fr", "es", "pt", "it", "nl", "sv", "da", "no", "fi", "pl", "cs", "hu", "ro", "el", "tr",
         "ru", "uk", "zh", "ja", "ko", "ar", "fa", "he", "hi", "vi", "th", "id", "tl", "sw"}
SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")


def hostile_chars(s):
    bad = []
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if (o < 0x20 or o == 0x7F or 0x80 <= o < 0xA0 or 0xD800 <= o <= 0xDFFF or o > 0xFFFD
                or ch in "\\\t\r\u2028\u2029\ufeff"):
            bad.append(hex(o))
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(c):
    p = []
    for k in ("lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k].strip():
            p.append(f"empty {k}")
    if c.get("lang") not in LANGS:
        p.append(f"unknown lang {c.get('lang')}")
    if "slug" in c and not SLUG_RE.match(c["slug"]):
        p.append(f"bad slug {c['slug']}")
    text = c.get("text", "")
    sec, lk = c.get("secrets", []), c.get("lookalikes", [])
    if not sec and not lk:
        p.append("negative case without look-alikes")
    for lst, name in ((sec, "secret"), (lk, "look-alike")):
        if len(set(lst)) != len(lst):
            p.append(f"duplicate {name}")
        for v in lst:
            if not isinstance(v, str) or not v or v != v.strip():
                p.append(f"bad {name} value {v!r}")
                continue
            occ = occurrences(text, v)
            if not occ:
                p.append(f"{name} not in text: {v!r}")
            if len(v) <= 6 and len(occ) > 1:
                p.append(f"short {name} occurs {len(occ)} times: {v!r}")
            for a, b in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    p.append(f"{name} embedded in a longer number: {v!r}")
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    p.append(f"{name} embedded in a longer number: {v!r}")
    if set(sec) & set(lk):
        p.append("value both secret and look-alike")
    sp = [(a, b, v) for v in sec for a, b in occurrences(text, v)]
    lp = [(a, b, v) for v in lk for a, b in occurrences(text, v)]
    for a, b, v in sp:
        for x, y, w in lp:
            if a < y and x < b:
                p.append(f"secret {v!r} overlaps look-alike {w!r}")
    for s in [c.get("text", ""), c.get("note", ""), c.get("lang", "")] + list(sec) + list(lk):
        hb = hostile_chars(s)
        if hb:
            p.append(f"YAML-hostile characters {hb}")
    return p


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


def parse_yaml(src):
    # parser for exactly the subset written by to_yaml (mirrors check_heldout_v103.py)
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    assert lines[0] == "lookalikes: []" and lines[1] == "cases:", "bad header"
    cases, cur, key = [], None, None
    for ln in lines[2:]:
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            key = None
        elif ln.startswith("      - "):
            cur[key].append(json.loads(ln[8:]))
        elif ln.startswith("    "):
            k, _, v = ln[4:].partition(":")
            v = v.strip()
            if k in ("secrets", "lookalikes"):
                cur[k] = [] if v == "[]" else []
                key = k
                if v not in ("", "[]"):
                    raise ValueError(ln)
            else:
                cur[k] = json.loads(v)
        else:
            raise ValueError(ln)
    return cases


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v103.py heldout_v103.yaml", file=sys.stderr)
        return 1
    cases, problems = [], []
    for i, f in enumerate(BUILDERS, 1):
        for _attempt in range(200):
            c = f()
            pr = case_problems(c)
            if not pr:
                break
        else:
            problems.append(f"builder {i} ({c.get('slug')}): {pr}")
            continue
        c["id"] = f"{PREFIX}-{i:03d}-{c.pop('slug')}"
        cases.append({k: c[k] for k in ("id", "lang", "text", "secrets", "lookalikes", "note")})
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    if len(set(i.split("-", 2)[2] for i in ids)) != len(ids):
        problems.append("duplicate slugs")
    for c in cases:
        if not ID_RE.match(c["id"]):
            problems.append(f"bad id {c['id']}")
    y = to_yaml(cases)
    try:
        back = parse_yaml(y)
        if back != cases:
            problems.append("YAML round trip differs")
    except Exception as e:  # noqa
        problems.append(f"YAML re-parse failed: {e}")
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(y)
    npos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {npos} positive, {len(cases) - npos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
