#!/usr/bin/env python3
"""Generator of the blind tuning set tuning_v54 for a secrets filter.

Usage: python3 make_tuning_v54.py tuning_v54.yaml

Standard library only. Deterministic: one random.Random(154) draws a sub-seed for
every case in order; each case draws all its values from its own sub-generator, so
the output is the same on every run. Everything is validated before the file is
written; on any problem the script prints it and exits 1.
"""
import sys, json, random, string, hashlib, hmac, base64, datetime

NAME = "tuning_v54"
SEED = 154
PREFIX = "T54"

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B32 = UP + "234567"
B64 = AN + "+/"
B64U = AN + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
PWSYM = "!@#$%&*-_=+?."


class G:
    """Value source for one case (wraps its own random.Random)."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def s(self, alpha, n):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def d(self, n):
        return self.s(DG, n)

    def n(self, n):
        return str(self.r.randint(1, 9)) + self.d(n - 1)

    def i(self, a, b):
        return self.r.randint(a, b)

    def c(self, seq):
        return self.r.choice(seq)

    def sample(self, seq, k):
        return self.r.sample(list(seq), k)

    def hex(self, n):
        return self.s(HEX, n)

    def raw(self, n):
        return bytes(self.r.getrandbits(8) for _ in range(n))

    def uuid4(self, upper=False):
        h = self.hex(32)
        h = h[:12] + "4" + h[13:16] + self.c("89ab") + h[17:]
        u = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
        return u.upper() if upper else u

    def date(self, y0, y1):
        d0 = datetime.date(y0, 1, 1).toordinal()
        d1 = datetime.date(y1, 12, 31).toordinal()
        return datetime.date.fromordinal(self.r.randint(d0, d1))

    def expiry(self):
        return f"{self.i(1, 12):02d}/{self.i(27, 31)}"

    def pin(self, n=4):
        # no PIN made of one repeated digit, no straight run
        while True:
            p = self.d(n)
            if len(set(p)) > 1 and p not in "0123456789" and p not in "9876543210":
                return p

    def human_pw(self, words, years=True):
        w = self.c(words)
        kind = self.i(0, 5)
        if kind == 0:
            return w + str(self.i(1960, 2012)) + self.c("!?#$*")
        if kind == 1:
            return w + self.c("@#_!.") + self.d(self.i(2, 4))
        if kind == 2:
            w2 = self.c([x for x in words if x != w])
            return w.lower() + self.c("-_.") + w2 + self.d(2)
        if kind == 3:
            leet = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"}
            t = "".join(leet.get(ch, ch) if self.i(0, 2) == 0 else ch for ch in w)
            return t + self.d(3) + self.c("!?")
        if kind == 4:
            return self.c("!#*") + w + self.d(4)
        return w[:1].upper() + w[1:].lower() + self.c(".,!") + w[::-1].lower()[:3] + self.d(2)

    def rand_pw(self, n=16, sym=True):
        alpha = AN + (PWSYM if sym else "")
        while True:
            p = self.s(alpha, n)
            ok = any(ch in UP for ch in p) and any(ch in LO for ch in p) and any(ch in DG for ch in p)
            if sym:
                ok = ok and any(ch in PWSYM for ch in p)
            if ok and p[0] not in "-_=+?.":
                return p


# ---------------------------------------------------------------- check digits
def luhn_cd(body):
    t = 0
    for k, ch in enumerate(reversed(body)):
        v = int(ch)
        if k % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        t += v
    return str((10 - t % 10) % 10)


def luhn_ok(s):
    t = 0
    for k, ch in enumerate(reversed(s)):
        v = int(ch)
        if k % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        t += v
    return t % 10 == 0


def card(g, prefix, length=16):
    body = prefix + g.d(length - len(prefix) - 1)
    return body + luhn_cd(body)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for z in sizes:
        out.append(s[i:i + z])
        i += z
    assert i == len(s), (s, sizes)
    return sep.join(out)


def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def _n36(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def iban(cc, bban):
    return f"{cc}{98 - _n36(bban + cc + '00') % 97:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    return _n36(s[4:] + s[:4]) % 97 == 1


def aba(g):
    first2 = f"{g.c(list(range(1, 13)) + list(range(21, 33))):02d}"
    b = first2 + g.d(6)
    s = sum(int(x) * y for x, y in zip(b, [3, 7, 1, 3, 7, 1, 3, 7]))
    return b + str((10 - s % 10) % 10)


def aba_ok(s):
    w = [3, 7, 1, 3, 7, 1, 3, 7, 1]
    return sum(int(x) * y for x, y in zip(s, w)) % 10 == 0


def ssn(g):
    while True:
        a = g.i(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{g.i(1, 99):02d}-{g.i(1, 9999):04d}"


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _vh_run(s, off):
    c = 0
    for k, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[(k + off) % 8][int(ch)]]
    return c


def verhoeff_cd(num):
    return str(VH_INV[_vh_run(num, 1)])


def verhoeff_ok(full):
    return _vh_run(full, 0) == 0


def mod11_weighted(body, weights):
    return sum(int(a) * b for a, b in zip(body, weights))


# national and tax identifiers -------------------------------------------------
def pesel(g):
    dt = g.date(1965, 2004)
    m = dt.month + (20 if dt.year >= 2000 else 0)
    body = f"{dt.year % 100:02d}{m:02d}{dt.day:02d}" + g.d(4)
    s = mod11_weighted(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])
    return body + str((10 - s % 10) % 10)


def pl_id_card(g):
    while True:
        letters = g.s("ABCDEFGHJKLMNPRSTUVWXYZ", 3)
        rest = g.d(5)
        vals = [int(ch, 36) for ch in letters] + [0] + [int(ch) for ch in rest]
        w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
        s = sum(a * b for a, b in zip(vals, w))
        c = s % 10
        return letters + str(c) + rest


def pl_id_ok(x):
    vals = [int(ch, 36) for ch in x]
    return sum(a * b for a, b in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def nip(g):
    while True:
        body = g.c(["526", "527", "701", "951", "676", "779", "894", "584"]) + g.d(6)
        c = mod11_weighted(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return body + str(c)


def regon9(g):
    body = g.n(8)
    c = mod11_weighted(body, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return body + str(c % 10)


def cz_birth(g):
    while True:
        dt = g.date(1960, 2003)
        m = dt.month + (50 if g.i(0, 1) else 0)
        body = f"{dt.year % 100:02d}{m:02d}{dt.day:02d}" + g.d(3)
        c = int(body) % 11
        if c != 10:
            return body[:6] + "/" + body[6:] + str(c)


def ico(g):
    body = g.n(7)
    a = mod11_weighted(body, [8, 7, 6, 5, 4, 3, 2]) % 11
    return body + str((11 - a) % 10)


def cz_account(g):
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        body = g.n(g.i(8, 9))
        full = body.rjust(9, "0")
        s = mod11_weighted(full, w[:9])
        c = (-s) % 11
        if c != 10:
            return (body + str(c)).lstrip("0")


def cz_account_ok(a):
    return mod11_weighted(a.rjust(10, "0"), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0


def steuer_id(g):
    while True:
        digs = g.sample(DG, 9)
        if digs[0] == "0":
            continue
        pos = g.i(1, 9)
        digs.insert(pos, g.c(digs))
        body = "".join(digs)
        if body[0] == "0":
            continue
        return body + iso7064_11_10(body)


def iso7064_11_10(body):
    p = 10
    for ch in body:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def de_vat(g):
    body = g.n(8)
    return "DE" + body + iso7064_11_10(body)


def kvnr(g):
    letter = g.c(UP)
    digs = g.d(8)
    full = f"{ord(letter) - 64:02d}" + digs
    s = 0
    for k, ch in enumerate(full):
        v = int(ch) * (1 if k % 2 == 0 else 2)
        s += v // 10 + v % 10
    return letter + digs + str(s % 10)


def nir(g):
    sex = g.c("12")
    yy = g.i(60, 99)
    mm = g.i(1, 12)
    dep = g.c(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93"])
    body = f"{sex}{yy:02d}{mm:02d}{dep}{g.i(1, 350):03d}{g.i(1, 999):03d}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def siret(g):
    siren = g.n(8)
    siren += luhn_cd(siren)
    nic = g.d(4)
    return siren + nic + luhn_cd(siren + nic)


def fr_rib(g):
    bank = g.c(["30004", "30003", "20041", "10278", "30002", "16006"])
    guichet = g.d(5)
    acct = g.d(11)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
    return bank + guichet + acct + f"{key:02d}"


def dni(g):
    n = g.n(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_dc(s10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - mod11_weighted(s10, w) % 11
    return {11: 0, 10: 1}.get(r, r)


def es_ccc(g):
    ent = g.c(["2100", "0049", "0182", "0081", "2085", "0128"])
    of = g.d(4)
    cta = g.d(10)
    dc = f"{es_dc('00' + ent + of)}{es_dc(cta)}"
    return ent + of + dc + cta


def clabe(g):
    body = g.c(["012", "002", "014", "072", "021", "044"]) + g.c(["180", "320", "010", "580"]) + g.d(11)
    w = [3, 7, 1] * 6
    s = sum((int(a) * b) % 10 for a, b in zip(body, w))
    return body + str((10 - s % 10) % 10)


def cpf(g):
    b = g.d(9)
    s = sum(int(x) * (10 - k) for k, x in enumerate(b))
    r = s % 11
    d1 = 0 if r < 2 else 11 - r
    b += str(d1)
    s = sum(int(x) * (11 - k) for k, x in enumerate(b))
    r = s % 11
    d2 = 0 if r < 2 else 11 - r
    b += str(d2)
    return f"{b[:3]}.{b[3:6]}.{b[6:9]}-{b[9:]}"


def cnpj(g):
    b = g.n(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = mod11_weighted(b, w) % 11
        b += str(0 if r < 2 else 11 - r)
    return f"{b[:2]}.{b[2:5]}.{b[5:8]}/{b[8:12]}-{b[12:]}"


def nfe_key(g, cnpj_digits):
    b = "35" + f"{g.i(23, 25):02d}{g.i(1, 12):02d}" + cnpj_digits + "55" + "001" + g.d(9) + "1" + g.d(8)
    assert len(b) == 43
    w = [2, 3, 4, 5, 6, 7, 8, 9]
    s = sum(int(ch) * w[k % 8] for k, ch in enumerate(reversed(b)))
    r = s % 11
    return b + str(0 if r < 2 else 11 - r)


def pt_nif(g):
    while True:
        b = g.c("12") + g.d(7)
        r = mod11_weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        return b + str(0 if r < 2 else 11 - r)


def pt_iban(g):
    b19 = g.c(["0035", "0033", "0007", "0010", "0036"]) + g.d(4) + g.d(11)
    cd = 98 - (int(b19) * 100) % 97
    return iban("PT", b19 + f"{cd:02d}")


CF_ODD = {**{str(k): v for k, v in zip(range(10), [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])},
          **dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}


def cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def cf_code(word, is_name):
    w = word.upper()
    cons = [c for c in w if c in UP and c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vows) + "XXX")[:3]


def codice_fiscale(g, surname, name, female):
    dt = g.date(1962, 2002)
    day = dt.day + (40 if female else 0)
    body = cf_code(surname, False) + cf_code(name, True) + f"{dt.year % 100:02d}" + "ABCDEHLMPRST"[dt.month - 1] \
        + f"{day:02d}" + g.c(["H501", "F205", "F839", "L219", "G273", "A944", "D612", "L736"])
    s = sum(CF_ODD[ch] if k % 2 == 0 else cf_even(ch) for k, ch in enumerate(body))
    return body + chr(65 + s % 26)


def piva(g):
    b = g.n(7) + f"{g.i(1, 121):03d}"
    return b + luhn_cd(b)


def bsn(g):
    while True:
        b = g.n(8)
        c = mod11_weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c != 10:
            return b + str(c)


def bsn_ok(x):
    return (mod11_weighted(x[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(x[8])) % 11 == 0


def se_pnr(g):
    dt = g.date(1960, 2003)
    b = f"{dt.year % 100:02d}{dt.month:02d}{dt.day:02d}" + g.d(3)
    return b[:6] + "-" + b[6:] + luhn_cd(b)


def se_org(g):
    b = "55" + str(g.i(6, 9)) + g.d(6)
    b = b + luhn_cd(b)
    return b[:6] + "-" + b[6:]


def luhn_num(g, n):
    b = g.n(n - 1)
    return b + luhn_cd(b)


def dk_cvr(g):
    while True:
        b = g.n(7)
        c = (-mod11_weighted(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return b + str(c)


def no_fnr(g):
    while True:
        dt = g.date(1960, 2003)
        b = f"{dt.day:02d}{dt.month:02d}{dt.year % 100:02d}" + (g.d(3) if dt.year < 2000 else str(g.i(5, 9)) + g.d(2))
        k1 = 11 - mod11_weighted(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - mod11_weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_mod11(g, body, weights):
    c = 11 - mod11_weighted(body, weights) % 11
    return None if c == 10 else str(0 if c == 11 else c)


def no_org(g):
    while True:
        b = g.c("89") + g.d(7)
        c = no_mod11(g, b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return b + c


def no_konto(g):
    while True:
        b = g.c(["1503", "1506", "1207", "9710", "3000", "1254", "6011"]) + g.d(6)
        c = no_mod11(g, b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            b += c
            return f"{b[:4]}.{b[4:6]}.{b[6:]}"


def s10(g, pre, cc):
    b = g.d(8)
    c = 11 - mod11_weighted(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{pre}{b}{c}{cc}"


def fi_hetu(g):
    dt = g.date(1960, 2004)
    ind = f"{g.i(2, 899):03d}"
    b = f"{dt.day:02d}{dt.month:02d}{dt.year % 100:02d}"
    sign = "-" if dt.year < 2000 else "A"
    return b + sign + ind + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + ind) % 31]


def fi_ytunnus(g):
    while True:
        b = g.c("0123") + g.d(6)
        r = mod11_weighted(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite(g, n):
    b = g.n(n)
    w = [7, 3, 1]
    s = sum(int(ch) * w[k % 3] for k, ch in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def hu_taj(g):
    b = g.n(8)
    s = sum(int(ch) * (3 if k % 2 == 0 else 7) for k, ch in enumerate(b))
    return b + str(s % 10)


def hu_adoaz(g):
    while True:
        dt = g.date(1960, 2003)
        days = dt.toordinal() - datetime.date(1867, 1, 1).toordinal()
        b = "8" + f"{days:05d}" + g.d(3)
        c = sum(int(ch) * (k + 1) for k, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_block(b7):
    s = mod11_weighted(b7, [9, 7, 3, 1, 9, 7, 3])
    return b7 + str((10 - s % 10) % 10)


def hu_ceg(g):
    return hu_block(g.n(7)) + "-" + str(g.i(1, 5)) + "-" + g.c(["41", "42", "43", "44", "13", "07", "09"])


def hu_account(g, blocks=3):
    first = hu_block(g.c(["117", "120", "104", "109", "116", "107"]) + g.d(4))
    second = hu_block(g.d(7))
    if blocks == 2:
        return first + "-" + second
    return first + "-" + second + "-" + hu_block(g.d(7))


def hu_block_ok(b):
    return sum(int(x) * y for x, y in zip(b, [9, 7, 3, 1, 9, 7, 3, 1])) % 10 == 0


def ro_cnp(g):
    dt = g.date(1960, 2004)
    s = (1 if dt.year < 2000 else 5) + g.i(0, 1)
    b = f"{s}{dt.year % 100:02d}{dt.month:02d}{dt.day:02d}" + f"{g.c(list(range(1, 41)) + [51, 52]):02d}" + f"{g.i(1, 999):03d}"
    c = mod11_weighted(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui(g):
    b = g.n(g.i(7, 8))
    key = "753217532"[-len(b):]
    c = (mod11_weighted(b, [int(x) for x in key]) * 10) % 11
    return b + ("0" if c == 10 else str(c))


def gr_afm(g, first=None):
    first = first or g.c("12")
    b = first + g.d(8 - len(first))
    s = sum(int(ch) * 2 ** (8 - k) for k, ch in enumerate(b))
    return b + str((s % 11) % 10)


def gr_amka(g):
    dt = g.date(1960, 2003)
    b = f"{dt.day:02d}{dt.month:02d}{dt.year % 100:02d}" + g.d(4)
    return b + luhn_cd(b)


def tckn(g):
    d = [g.i(1, 9)] + [g.i(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_vkn(g):
    b = g.n(9)
    s = 0
    for k, ch in enumerate(b):
        t = (int(ch) + 9 - k) % 10
        if t == 9:
            v = 9
        else:
            v = (t * 2 ** (9 - k)) % 9
        s += v
    return b + str((10 - s % 10) % 10)


def thai_id(g, first=None):
    first = first or str(g.i(1, 8))
    b = first + g.d(12 - len(first))
    s = sum(int(ch) * (13 - k) for k, ch in enumerate(b))
    c = (11 - s % 11) % 10
    f = b + str(c)
    return f


def thai_fmt(x):
    return f"{x[0]}-{x[1:5]}-{x[5:10]}-{x[10:12]}-{x[12]}"


def ir_code(g):
    b = g.n(9) if g.i(0, 3) else "0" + g.d(8)
    s = sum(int(ch) * (10 - k) for k, ch in enumerate(b))
    r = s % 11
    return b + str(r if r < 2 else 11 - r)


def il_id(g, first=None):
    b = (first or "") + g.d(8 - len(first or ""))
    s = 0
    for k, ch in enumerate(b):
        v = int(ch) * (1 if k % 2 == 0 else 2)
        s += v // 10 + v % 10
    return b + str((10 - s % 10) % 10)


def il_ok(x):
    s = 0
    for k, ch in enumerate(x):
        v = int(ch) * (1 if k % 2 == 0 else 2)
        s += v // 10 + v % 10
    return s % 10 == 0


def kr_rrn(g, female=False):
    dt = g.date(1950, 1999)
    s = "2" if female else "1"
    b = f"{dt.year % 100:02d}{dt.month:02d}{dt.day:02d}" + s + g.d(5)
    c = (11 - mod11_weighted(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn(g):
    b = g.n(3) + f"{g.i(1, 99):02d}" + g.d(4)
    s = mod11_weighted(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    b += str((10 - s % 10) % 10)
    return f"{b[:3]}-{b[3:5]}-{b[5:]}"


def jp_mynumber(g):
    b = g.n(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp(g):
    b = g.n(12)
    s = 0
    for n in range(1, 13):
        s += int(b[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def cn_id(g, female=False):
    region = g.c(["110105", "110108", "310115", "310104", "440305", "440106", "330106", "510107", "420111", "320102"])
    dt = g.date(1965, 2002)
    seq = g.d(2) + str(g.c("02468") if female else g.c("13579"))
    b = region + dt.strftime("%Y%m%d") + seq
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[mod11_weighted(b, w) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc(g):
    b = "91" + g.c(["440300", "110105", "310115", "330100", "320500"]) + g.s("0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_CH.index(ch) * x for ch, x in zip(b, w))
    c = 31 - s % 31
    return b + USCC_CH[0 if c == 31 else c]


def snils(g):
    while True:
        b = g.d(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(ch) * (9 - k) for k, ch in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def ru_inn10(g):
    b = g.c(["77", "78", "50", "54", "66", "16"]) + g.d(7)
    return b + str(mod11_weighted(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_account(g, bik):
    while True:
        base = "40817810" + "0" + g.c(["3800", "5400", "3802", "5500"]) + g.d(7)
        for c in range(10):
            acct = base[:8] + str(c) + base[9:]
            key = bik[-3:] + acct
            w = [7, 1, 3] * 8
            if sum(int(a) * b for a, b in zip(key, w)) % 10 == 0:
                return acct


def ru_account_ok(acct, bik):
    key = bik[-3:] + acct
    return sum(int(a) * b for a, b in zip(key, [7, 1, 3] * 8)) % 10 == 0


def ua_rnokpp(g):
    dt = g.date(1960, 2003)
    days = dt.toordinal() - datetime.date(1899, 12, 31).toordinal()
    b = f"{days:05d}" + g.d(4)
    s = mod11_weighted(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])
    return b + str(s % 11 % 10)


def in_aadhaar(g):
    b = str(g.i(2, 9)) + g.d(10)
    f = b + verhoeff_cd(b)
    return f"{f[:4]} {f[4:8]} {f[8:]}"


def in_pan(g):
    return g.s("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + "P" + g.c("ABCDEGHJKLMNPRSTV") + g.n(4) + g.c(UP)


def sg_nric(g, pre="S"):
    b = g.d(7)
    s = mod11_weighted(b, [2, 7, 6, 5, 4, 3, 2]) + (4 if pre == "T" else 0)
    return pre + b + "JZIHGFEDCBA"[s % 11]


def ca_sin(g):
    b = str(g.i(1, 7)) + g.d(7)
    f = b + luhn_cd(b)
    return f"{f[:3]} {f[3:6]} {f[6:]}"


def au_tfn(g):
    while True:
        b = g.n(8)
        c = mod11_weighted(b, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c != 10:
            f = b + str(c)
            assert mod11_weighted(f, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
            return f"{f[:3]} {f[3:6]} {f[6:]}"


def au_abn(g):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        tail = g.d(9)
        for head in range(10, 100):
            s = f"{head}{tail}"
            ds = [int(ch) for ch in s]
            ds[0] -= 1
            if sum(a * b for a, b in zip(ds, w)) % 89 == 0:
                return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def uk_nino(g):
    first = g.s("ABCEGHJKLMNPRSTWXYZ", 1)
    second = g.s("ABCEGHJKLMNPRSTWXYZ".replace("O", ""), 1)
    while first + second in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        second = g.s("ABCEGHJKLMPRSTWXY", 1)
    d = g.d(6)
    return f"{first}{second} {d[:2]} {d[2:4]} {d[4:]} {g.c('ABCD')}"


def nhs(g):
    while True:
        b = g.c("4679") + g.d(8)
        c = 11 - mod11_weighted(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c == 10:
            continue
        f = b + str(0 if c == 11 else c)
        return f"{f[:3]} {f[3:6]} {f[6:]}"


def uk_vat(g):
    b = g.n(7)
    c = (-mod11_weighted(b, [8, 7, 6, 5, 4, 3, 2])) % 97
    return f"GB {b[:3]} {b[3:]} {c:02d}"


def uk_vat_ok(v):
    v = v.replace(" ", "")[2:]
    return (mod11_weighted(v[:7], [8, 7, 6, 5, 4, 3, 2]) + int(v[7:])) % 97 == 0


def vin(g, wmi, year_code):
    tr = {**{str(k): k for k in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
          "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = wmi + g.s(alpha, 5) + "0" + year_code + g.s(alpha, 1) + g.d(6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum(tr[ch] * x for ch, x in zip(v, w)) % 11
    return v[:8] + ("X" if s == 10 else str(s)) + v[9:]


def vin_ok(v):
    tr = {**{str(k): k for k in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
          "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum(tr[ch] * x for ch, x in zip(v, w)) % 11
    return v[8] == ("X" if s == 10 else str(s))


def b58encode(raw):
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def btc_wif(g):
    return b58check(b"\x80" + g.raw(32) + b"\x01")


def btc_addr(g):
    return b58check(b"\x00" + g.raw(20))


def b64(raw, url=False, pad=True):
    s = (base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)).decode()
    return s if pad else s.rstrip("=")


def jwt(g, payload_json):
    h = b64(b'{"alg":"HS256","typ":"JWT"}', url=True, pad=False)
    p = b64(payload_json.encode(), url=True, pad=False)
    sig = hmac.new(g.raw(32), f"{h}.{p}".encode(), hashlib.sha256).digest()
    return f"{h}.{p}.{b64(sig, url=True, pad=False)}"


def ssh_ed25519(g, comment):
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    pub = g.raw(32)
    pubblob = sstr(b"ssh-ed25519") + sstr(pub)
    chk = g.raw(4)
    priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(g.raw(32) + pub) + sstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big") \
        + sstr(pubblob) + sstr(priv)
    body = b64(blob)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + b64(hashlib.sha256(pubblob).digest(), pad=False)
    publine = "ssh-ed25519 " + b64(pubblob) + " " + comment
    return pem, fp, publine


def bitlocker(g):
    return "-".join(f"{g.i(0, 65535) * 11:06d}" for _ in range(8))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect "
         "asset assist assume athlete atom attack attend attract auction audit august aunt author auto autumn "
         "average avocado avoid awake aware away awesome awful awkward axis baby bacon badge bag balance balcony "
         "ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between "
         "beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless "
         "blind blood blossom blue blur blush board boat body boil bomb bone bonus book boost border boring "
         "borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief "
         "bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build "
         "bulb bulk bullet bundle burden burger burst bus business busy butter buyer buzz cabbage cabin cable "
         "cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital "
         "captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain chair "
         "chalk champion change chaos chapter charge chase cheap check cheese chef cherry chest chicken chief "
         "child chimney choice choose chronic chuckle chunk cigar cinnamon circle citizen city civil claim clap "
         "clarify claw clay clean clerk clever click client cliff climb clinic clip clock close cloth cloud "
         "clown club cluster clutch coach coast coconut code coffee coil coin collect color column combine come "
         "comfort comic common company concert conduct confirm congress connect consider control convince cook "
         "cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote "
         "crack cradle craft crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic "
         "crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup "
         "cupboard curious current curtain curve cushion custom cute cycle wage wagon wait walk wall walnut want "
         "warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel weather web wedding "
         "weekend weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild "
         "will win window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood "
         "wool word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young "
         "youth zebra zero zone zoo").split()


def bip39_phrase(g, n=12):
    return " ".join(g.sample(BIP39, n))


EN_WORDS = ["Marmalade", "Sunflower", "Tigerlily", "Bluebird", "Waffles", "Pumpkin", "Riverside", "Falcon",
            "Copper", "Lighthouse", "Snowdrop", "Thunder", "Mango", "Juniper", "Pepper", "Rocket", "Maple",
            "Harbor", "Velvet", "Cobalt", "Biscuit", "Peanut", "Gator", "Bronco", "Sapphire", "Nugget"]


# ---------------------------------------------------------------- cases
CASES = []


def case(lang, slug):
    def deco(fn):
        CASES.append((lang, slug, fn))
        return fn
    return deco


def T(text, secrets, looks, note):
    return {"text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}


M = "\n---\n"   # separator between messages of one case


def aws_kid(g):
    return "AKIA" + g.s(UP + "234567", 16)


def aws_secret(g):
    return g.s(AN + "+/", 40)


def gh_pat(g):
    return "ghp_" + g.s(AN, 36)


def sha40(g):
    return g.hex(40)


def phone_us(g):
    return f"({g.i(201, 989)}) {g.i(201, 989)}-{g.d(4)}"


# ============================== English ==============================
@case("en", "aws-env-boto3")
def _(g):
    kid, sec, req = aws_kid(g), aws_secret(g), g.uuid4()
    text = (f"Getting InvalidClientTokenId from boto3 even though everything is in my .env. Here it is:\n\n"
            f"AWS_ACCESS_KEY_ID={kid}\nAWS_SECRET_ACCESS_KEY={sec}\nAWS_DEFAULT_REGION=eu-west-1\n\n"
            f"The error response had RequestId: {req}. What am I missing?")
    return T(text, [kid, sec], [req], "AWS key pair pasted from a .env file; the request id from the error is a UUID look-alike.")


@case("en", "github-pat-revoked")
def _(g):
    tok, sha = gh_pat(g), sha40(g)
    text = (f"Ugh. I pushed commit {sha} and it had my personal access token hardcoded in deploy.sh: "
            f"GITHUB_TOKEN=\"{tok}\". I revoked it on GitHub about five minutes later. Do I still need to rewrite "
            f"history with filter-repo, or is revoking enough?")
    return T(text, [tok], [sha], "A revoked GitHub token is still a secret; the commit hash is a look-alike.")


@case("en", "stripe-live-webhook")
def _(g):
    sk = "sk_live_51" + g.s(AN, 97)
    whsec = "whsec_" + g.s(AN, 32)
    evt = "evt_" + g.s(AN, 24)
    text = (f"Checkout works fine with the test card 4242 4242 4242 4242, but after switching to live mode every webhook "
            f"fails signature verification. My settings:\n\n```\nSTRIPE_SECRET_KEY={sk}\nSTRIPE_WEBHOOK_SECRET={whsec}\n```\n\n"
            f"The failing event in the dashboard is {evt}. Is the webhook secret different per endpoint?")
    return T(text, [sk, whsec], ["4242 4242 4242 4242", evt],
             "Live Stripe secret key and webhook signing secret; Stripe's public test card and an event id are look-alikes.")


@case("en", "openai-key-python")
def _(g):
    key = "sk-proj-" + g.s(AN + "-_", 64) + "T3BlbkFJ" + g.s(AN + "-_", 64)
    text = ("Why does this keep returning 429 insufficient_quota? The key is brand new.\n\n```python\n"
            "from openai import OpenAI\n"
            f"client = OpenAI(api_key=\"{key}\")\n"
            "resp = client.chat.completions.create(\n    model=\"gpt-4o-mini-2024-07-18\",\n"
            "    messages=[{\"role\": \"user\", \"content\": \"hello\"}],\n)\nprint(resp)\n```")
    return T(text, [key], ["gpt-4o-mini-2024-07-18"], "OpenAI project key in code; the dated model name is a version-string look-alike.")


@case("en", "slack-bot-yaml")
def _(g):
    tok = f"xoxb-{g.n(12)}-{g.n(13)}-{g.s(AN, 24)}"
    sign = g.hex(32)
    chan = "C0" + g.s(UP + DG, 9)
    text = (f"My Bolt app starts but never receives events. config.yaml:\n\n```yaml\nslack:\n  bot_token: {tok}\n"
            f"  signing_secret: {sign}\n  default_channel: {chan}\n  socket_mode: false\n```\n\nDo I need an app-level token too?")
    return T(text, [tok, sign], [chan], "Slack bot token and signing secret in YAML; the channel id is a look-alike.")


@case("en", "card-declined-checkout")
def _(g):
    c = card(g, "4" + g.d(5))
    exp, cvv = g.expiry(), g.d(3)
    order = f"{g.n(7)}"
    text = (f"My Visa {g4(c)} exp {exp} CVV {cvv} keeps getting declined on order #{order} at an online furniture "
            f"store, but my bank says there are no blocks on the card. Could it be the billing address format?")
    return T(text, [g4(c), exp, cvv], [f"#{order}"], "Own card number, expiry and CVV; the shop's order number is a look-alike.")


@case("en", "airbnb-wifi-sign")
def _(g):
    ssid = g.c(["MapleCottage", "Birchwood_Guest", "TheNest-5G", "Seaview_Guest"])
    pw = g.human_pw(EN_WORDS)
    ph = phone_us(g)
    text = (f"Can you make a cute welcome sign for my rental? Include: Wi-Fi network {ssid}, password {pw}. "
            f"Checkout is 11am, quiet hours after 10pm, and text me at {ph} if anything breaks.")
    return T(text, [pw], [ph], "Host's own Wi-Fi password; the phone number is a look-alike.")


@case("en", "dog-sitter-lockbox")
def _(g):
    lock, alarm = g.pin(4), g.pin(4)
    vet = phone_us(g)
    text = (f"Draft a friendly text to my dog sitter: the house key is in the lockbox by the side door, code {lock}. "
            f"If the alarm starts beeping, punch in {alarm} and then OFF. Juniper eats at 7 and 5, and her vet "
            f"(Dr. Alvarez) is at {vet}.")
    return T(text, [lock, alarm], [vet], "Lockbox and alarm codes entrusted to a sitter; the vet's phone number is a look-alike.")


@case("en", "w4-ssn")
def _(g):
    s = ssn(g)
    ein = f"{g.c(['20', '26', '27', '45', '46', '81', '82', '84', '87', '88'])}-{g.d(7)}"
    text = (f"I'm filling out a W-4 for my new job. My SSN is {s}. The employer's EIN printed on the offer letter is "
            f"{ein}. I want an extra $50 withheld per paycheck - which step is that?")
    return T(text, [s], [ein], "Own SSN; the employer's EIN is a company tax id (look-alike).")


@case("en", "ds160-passport")
def _(g):
    pp = g.n(9)
    conf = "AA00" + g.s(UP + DG, 6)
    text = (f"For the DS-160 it asks for my passport number - it's {pp}, issued in 2021. The confirmation number it "
            f"gave me at the end is {conf}. Do I need to print that page for the interview?")
    return T(text, [pp], [conf], "Own US passport number; the DS-160 confirmation number is a look-alike.")


@case("en", "seed-phrase-notes")
def _(g):
    ph = bip39_phrase(g, 12)
    addr = "0x" + g.hex(40)
    text = (f"I wrote my wallet's recovery phrase in Apple Notes: {ph}\n\nMy MetaMask address is {addr}. Is that a "
            f"bad idea? What's a safer place that I won't lose?")
    return T(text, [ph], [addr], "A 12-word wallet seed phrase (BIP39 checksum not computed); the public address is a look-alike.")


@case("en", "hardhat-private-key")
def _(g):
    pk = "0x" + g.hex(64)
    infura = g.hex(32)
    addr = "0x" + g.hex(40)
    text = ("My deploy script works on hardhat local but fails on Sepolia with 'insufficient funds'. Config:\n\n```js\n"
            "module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    sepolia: {\n"
            f"      url: \"https://sepolia.infura.io/v3/{infura}\",\n      accounts: [\"{pk}\"],\n    }},\n  }},\n}};\n```\n\n"
            f"The last successful run printed 'Deployed to {addr}'.")
    text = text.replace("}},", "},").replace("}};", "};")
    return T(text, [pk, infura], [addr],
             "Wallet private key and Infura project key in a Hardhat config; the deployed contract address is public.")


@case("en", "ssh-key-permissions")
def _(g):
    pem, fp, pub = ssh_ed25519(g, "dev@thinkpad")
    text = (f"ssh refuses my key with 'UNPROTECTED PRIVATE KEY FILE!'. This is the key file:\n\n{pem}\n\n"
            f"and ssh-keygen -lf shows {fp}. I did chmod 644 on it. What should the permissions be?")
    return T(text, [pem], [fp], "OpenSSH private key block; the key fingerprint is public.")


@case("en", "postgres-url-env")
def _(g):
    user = g.c(["app_rw", "orders_svc", "analytics", "webapp"])
    pw = g.rand_pw(20, sym=False)
    host = f"db-{g.c(['prod', 'main', 'primary'])}-{g.i(1, 9)}.{g.c(['c8xk2', 'q3lzv', 'm1n4p'])}.us-east-1.rds.amazonaws.com"
    text = (f"Prisma can't connect: P1001 can't reach database server. My .env has\n\n"
            f"DATABASE_URL=postgresql://{user}:{pw}@{host}:5432/orders?schema=public\n\n"
            f"It works from my laptop with psql. Security group issue?")
    return T(text, [f"{user}:{pw}"], [host], "Credentials part of a Postgres URL; the RDS host name is a look-alike.")


@case("en", "mongodb-srv-node")
def _(g):
    user = g.c(["shopadmin", "dbUser", "maria_dev", "api"])
    pw = g.rand_pw(14, sym=False)
    cl = "cluster0." + g.s(LO + DG, 5) + ".mongodb.net"
    text = ("mongoose keeps timing out with 'querySrv ENOTFOUND'.\n\n```js\nmongoose.connect(\n"
            f"  \"mongodb+srv://{user}:{pw}@{cl}/shop?retryWrites=true&w=majority\"\n);\n```\nI'm on the free tier.")
    return T(text, [f"{user}:{pw}"], [cl], "MongoDB Atlas credentials inside an SRV URI; the cluster host is a look-alike.")


@case("en", "azure-storage-conn")
def _(g):
    key = b64(g.raw(64))
    acct = g.c(["acmeinvoices", "photobackup01", "stcontosoprod"])
    rid = g.uuid4()
    text = ("Uploading to blob storage gives 403 AuthenticationFailed. Connection string from the portal:\n\n"
            f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net\n\n"
            f"The response has x-ms-request-id: {rid}. Does the clock on my VM matter?")
    return T(text, [key], [rid], "Azure storage account key inside a connection string (only the key's value is listed); the request id is a look-alike.")


@case("en", "curl-bearer-jwt")
def _(g):
    sub = g.uuid4()
    iat = g.i(1730000000, 1760000000)
    tok = jwt(g, json.dumps({"sub": sub, "email": "k.oduya@" + g.c(["gmail.com", "outlook.com"]), "iat": iat,
                             "exp": iat + 3600}, separators=(",", ":")))
    rid = g.hex(32)
    order = g.n(8)
    text = (f"This call returns 401 even though I just logged in:\n\ncurl -H \"Authorization: Bearer {tok}\" "
            f"https://api.parcelhub.io/v2/orders/{order}\n\nResponse header x-request-id: {rid}. Is my token expired?")
    return T(text, [tok], [rid], "A live bearer JWT; the request id is a hex look-alike.")


@case("en", "microsoft-code-sms")
def _(g):
    code = g.d(6)
    short = g.c(["22395", "32665", "20402"])
    text = (f"Just got a text out of nowhere from {short}: \"Use {code} as Microsoft account security code\". "
            f"I didn't request anything. Should I be worried? Should I change my password?")
    return T(text, [code], [short], "An unsolicited but real account security code; the SMS short code is a look-alike.")


@case("en", "direct-deposit-routing")
def _(g):
    rt = aba(g)
    acct = g.n(g.i(10, 12))
    text = (f"HR wants my direct deposit info on a form. Routing {rt}, checking account {acct}. "
            f"Is the routing number the first group printed at the bottom left of my checks?")
    return T(text, [acct], [rt], "Own checking account; the ABA routing number (computed check digit) identifies the bank.")


@case("en", "uk-standing-order")
def _(g):
    sc = f"{g.c(['20', '40', '60', '30', '09', '11'])}-{g.d(2)}-{g.d(2)}"
    acct = g.d(8)
    text = (f"I need to give my new employer my bank details for payroll: sort code {sc}, account number {acct}, "
            f"name Mr O Adeyemi. They're asking if it's a 'building society roll number' too - what is that?")
    return T(text, [acct], [sc], "Own UK account number; the sort code identifies the bank branch.")


@case("en", "github-recovery-codes")
def _(g):
    codes = [f"{g.hex(5)}-{g.hex(5)}" for _ in range(4)]
    text = ("Can you format these as a printable card? They're my GitHub recovery codes:\n\n" + "\n".join(codes)
            + "\n\nI'll keep the printout in my desk drawer.")
    return T(text, codes, [], "Account recovery codes, each listed.")


@case("en", "totp-seed-migration")
def _(g):
    seed = g.s(B32, 32)
    shown = " ".join(seed[i:i + 4].lower() for i in range(0, 32, 4))
    text = (f"Moving my 2FA to a new phone. On Coinbase I clicked 'can't scan the code?' and it shows this setup key: "
            f"{shown}\n\nCan I just type that into Aegis, and does it matter that it's lowercase with spaces?")
    return T(text, [shown], [], "TOTP seed shown as a spaced lowercase setup key.")


@case("en", "security-answers")
def _(g):
    maiden = g.c(["Kowalczyk", "Delacroix", "Brennan", "Okonkwo", "Lindqvist", "Castellano"])
    pet = g.c(["Biscuit", "Pickles", "Captain Fluff", "Mr. Whiskers", "Noodle", "Bandit"])
    street = g.c(["Larkspur Lane", "Old Mill Road", "Chestnut Court", "Ridgeview Drive"])
    text = (f"My bank makes me pick three security questions and I always forget what I typed. Help me make a "
            f"memory trick: mother's maiden name is {maiden}, my first pet was {pet}, and the street I grew up on "
            f"was {street}.")
    return T(text, [maiden, pet, street], [], "Answers to security questions.")


@case("en", "netflix-ex-password")
def _(g):
    pw = g.human_pw(EN_WORDS)
    text = (f"My ex is still using my Netflix. The current password is {pw}. Walk me through signing out every "
            f"device and picking something stronger that I'll actually remember. Also my TV keeps showing error NW-2-5.")
    return T(text, [pw], ["NW-2-5"], "Streaming account password; the error code is a look-alike.")


@case("en", "router-password-correction")
def _(g):
    pw1 = g.human_pw(EN_WORDS)
    pw2 = g.human_pw(EN_WORDS)
    model = g.c(["RT-AX86U", "Archer AX55", "Nighthawk R7000", "EX6120"])
    fw = f"3.0.0.4.{g.i(386, 388)}_{g.i(20000, 24999)}"
    text = (f"My router admin page won't accept my password {pw1}, it just reloads." + M +
            f"wait, sorry, that's the old one. The current one is {pw2}. Router is an ASUS {model}, firmware {fw}, "
            f"if that matters.")
    return T(text, [pw1, pw2], [fw], "Router admin password, then a corrected one (both secrets); firmware version is a look-alike.")


@case("en", "anthropic-key-in-parts")
def _(g):
    key = "sk-ant-api03-" + g.s(AN + "-_", 93) + "AA"
    cut = g.i(45, 60)
    p1, p2 = key[:cut], key[cut:]
    while p1[-1] in "-_" or p2[0] in "-_":
        cut += 1
        p1, p2 = key[:cut], key[cut:]
    text = ("The chat box keeps cutting my paste, so I'll send my Anthropic key in two pieces." + M + f"part 1: {p1}"
            + M + f"part 2: {p2}" + M + "ok. Now why does the SDK still say authentication_error?")
    return T(text, [p1, p2], [], "An API key given in two parts over several messages; each part is listed.")


@case("en", "gate-code-announced")
def _(g):
    gate = g.pin(4)
    text = ("I need a delivery note for the grocery app. I'll give you the gate code in my next message, keep it "
            "short." + M + f"It's {gate}, then they should buzz unit 12B. Leave bags by the blue door.")
    return T(text, [gate], ["12B"], "Gate code announced in one message and given in the next; the unit number is a look-alike.")


@case("en", "aetna-member-appeal")
def _(g):
    mem = "W" + g.n(9)
    claim = "E" + g.d(10)
    text = (f"Aetna denied my MRI. My member ID is {mem} and the claim number on the EOB is {claim}. Can you help me "
            f"write an appeal letter that cites medical necessity?")
    return T(text, [mem], [claim], "Health insurance member id; the claim number is a reference look-alike.")


@case("en", "rental-drivers-license")
def _(g):
    dl = g.c(UP) + g.d(7)
    conf = g.n(10)
    text = (f"Enterprise online check-in wants my driver's license: California, {dl}, expires 2029. The reservation "
            f"confirmation is {conf}. Do they also need my insurance card?")
    return T(text, [dl], [conf], "Driver's licence number; the reservation confirmation number is a look-alike.")


@case("en", "twilio-auth-token")
def _(g):
    sid = "AC" + g.hex(32)
    tok = g.hex(32)
    msid = "SM" + g.hex(32)
    text = ("SMS sending fails with error 30007.\n\n```python\nfrom twilio.rest import Client\n"
            f"client = Client(\"{sid}\", \"{tok}\")\n"
            "client.messages.create(to=\"+15558675309\", from_=\"+15017122661\", body=\"Your table is ready\")\n```\n\n"
            f"The log shows {msid} as queued, then undelivered.")
    return T(text, [tok], [msid], "Twilio auth token (the account SID is left neutral); the message SID is a look-alike.")


@case("en", "sendgrid-template")
def _(g):
    key = "SG." + g.s(AN + "-_", 22) + "." + g.s(AN + "-_", 43)
    tpl = "d-" + g.hex(32)
    text = ("Django settings for password-reset e-mails:\n\n```python\nEMAIL_BACKEND = \"sendgrid_backend.SendgridBackend\"\n"
            f"SENDGRID_API_KEY = \"{key}\"\nRESET_TEMPLATE_ID = \"{tpl}\"\n```\n\nMails show as 'processed' but never arrive.")
    return T(text, [key], [tpl], "SendGrid API key; the dynamic template id is a look-alike.")


@case("en", "google-maps-key")
def _(g):
    key = "AIza" + g.s(AN + "-_", 35)
    text = ("The tutorial used key=YOUR_API_KEY and showed a map, but mine says 'This page can't load Google Maps "
            f"correctly':\n\n<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap\" async></script>\n\n"
            "Billing is enabled on the project.")
    return T(text, [key], ["YOUR_API_KEY"], "A real Google API key; the tutorial placeholder is a look-alike.")


@case("en", "npmrc-token")
def _(g):
    tok = "npm_" + g.s(AN, 36)
    integ = "sha512-" + b64(g.raw(64))
    text = (f"npm publish says 403 Forbidden. ~/.npmrc:\n\n//registry.npmjs.org/:_authToken={tok}\n\n"
            f"and package-lock has \"integrity\": \"{integ}\" for the previous version. Do I need 2FA for publish?")
    return T(text, [tok], [integ], "npm access token; the package integrity hash is a look-alike.")


@case("en", "gitlab-ci-clone")
def _(g):
    tok = "glpat-" + g.s(AN + "-_", 20)
    job = g.n(10)
    text = (f"Job #{job} fails at this step:\n\n  git clone https://oauth2:{tok}@gitlab.com/acme-tools/infra.git\n\n"
            f"with 'HTTP Basic: Access denied'. The token has read_repository scope.")
    return T(text, [f"oauth2:{tok}"], [f"#{job}"], "Credentials part of a clone URL with a GitLab token; the job number is a look-alike.")


@case("en", "telegram-bot-token")
def _(g):
    tok = f"{g.c('67')}{g.d(9)}:AA{g.s(AN + '-_', 33)}"
    chat = "-100" + g.n(10)
    text = ("My bot doesn't post to the group:\n\n```python\nimport telebot\n"
            f"bot = telebot.TeleBot(\"{tok}\")\nbot.send_message({chat}, \"Daily report ready\")\n```\n\n"
            "It says 'chat not found'. The bot is an admin in the group.")
    return T(text, [tok], [chat], "Telegram bot token; the group chat id is a look-alike.")


@case("en", "discord-bot-env")
def _(g):
    app = str(g.i(1100000000000000000, 1350000000000000000))
    tok = b64(app.encode(), pad=False) + "." + g.s(AN + "-_", 6) + "." + g.s(AN + "-_", 38)
    text = (f"discord.py login fails with 'Improper token has been passed'. My .env:\n\nDISCORD_TOKEN={tok}\n"
            f"APPLICATION_ID={app}\n\nI copied it right after clicking Reset Token.")
    return T(text, [tok], [app], "Discord bot token; the application id (a public snowflake) is a look-alike.")


@case("en", "hf-token-login")
def _(g):
    tok = "hf_" + g.s(AN, 34)
    rev = sha40(g)
    text = (f"I ran huggingface-cli login --token {tok} and it said 'Login successful', but downloading "
            f"meta-llama/Llama-3.1-8B-Instruct at revision {rev} still gives 401. Do I need to accept the license first?")
    return T(text, [tok], [rev], "Hugging Face token; the model revision hash is a look-alike.")


@case("en", "docker-login-ci-log")
def _(g):
    user = g.c(["acmebuild", "jdoe42", "ci-bot"])
    tok = "dckr_pat_" + g.s(AN + "-_", 27)
    dig = "sha256:" + g.hex(64)
    text = ("Why does my pipeline push succeed but pull fails on the server? Log excerpt:\n\n"
            f"Step 3/9 : RUN docker login -u {user} -p {tok}\n"
            "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n"
            f"latest: digest: {dig} size: 2419")
    return T(text, [tok], [dig], "Docker Hub access token in a CI log; the image digest is a look-alike.")


@case("en", "pypirc-token")
def _(g):
    tok = "pypi-AgEIcHlwaS5vcmcCJ" + g.s(AN + "-_", 150)
    ver = f"{g.i(0, 2)}.{g.i(1, 9)}.{g.i(0, 9)}"
    text = (f"twine upload dist/* fails with 403 for mytoolkit-{ver}.tar.gz. My ~/.pypirc:\n\n[pypi]\n"
            f"  username = __token__\n  password = {tok}\n\nThe token was created for the whole account.")
    return T(text, [tok], [ver], "PyPI API token; the package version is a look-alike.")


@case("en", "heroku-key-uuid")
def _(g):
    key = g.uuid4()
    app = g.uuid4()
    rel = f"v{g.i(40, 300)}"
    text = (f"GitHub Actions deploy to Heroku stopped working after {rel}. Secrets I set:\n\n"
            f"HEROKU_API_KEY={key}\nHEROKU_APP_ID={app}\n\nThe action says 'Invalid credentials provided'.")
    return T(text, [key], [app], "A Heroku API key shaped like a UUID; the app id is a UUID look-alike.")


@case("en", "anthropic-env-request-id")
def _(g):
    key = "sk-ant-api03-" + g.s(AN + "-_", 93) + "AA"
    req = "req_011C" + g.s(AN, 20)
    text = (f"Getting overloaded_error a lot. .env has ANTHROPIC_API_KEY={key} and the last failing response had "
            f"request-id {req}. Should I add retries with backoff?")
    return T(text, [key], [req], "Anthropic API key; the request id is a look-alike.")


@case("en", "datadog-key-vs-commit")
def _(g):
    key = g.hex(32)
    sha = g.hex(7)
    full = g.hex(40)
    text = (f"After deploying {sha} the agent logs 'API Key invalid, dropping transaction'. In datadog.yaml I have "
            f"api_key: {key}. Release notes link the full commit {full}. Did the upgrade break the key format?")
    return T(text, [key], [sha, full], "Datadog API key (32 hex) next to commit hashes that are hex look-alikes.")


@case("en", "session-cookie-scraper")
def _(g):
    sid = g.s(LO + DG, 32)
    ga = f"GA1.1.{g.n(10)}.{g.i(1700000000, 1760000000)}"
    text = (f"I copied the cookie from devtools so my scraper stays logged in:\n\nCookie: _ga={ga}; sessionid={sid}; "
            f"theme=dark\n\nrequests still gets redirected to /login. What am I doing wrong?")
    return T(text, [sid], [ga], "Session cookie value; the Google Analytics client id is a look-alike.")


@case("en", "iphone-passcode-kid")
def _(g):
    pc = g.pin(6)
    ver = f"18.{g.i(0, 6)}.{g.i(1, 2)}"
    text = (f"My 9-year-old watched me type my iPhone passcode ({pc}) and now unlocks it whenever she wants. How do I "
            f"change it and make purchases need Face ID? It's an iPhone 15 on iOS {ver}.")
    return T(text, [pc], [ver], "Phone passcode; the iOS version is a look-alike.")


@case("en", "debit-pin-note")
def _(g):
    pin = g.pin(4)
    amt = f"${g.i(15, 40) * 10}"
    text = (f"Write a short note to my husband: he can use my debit card for groceries this week, the PIN is {pin}, "
            f"and please keep all receipts, we're trying to stay under {amt}.")
    return T(text, [pin], [amt], "Debit card PIN; the budget amount is a look-alike.")


@case("en", "binance-ccxt")
def _(g):
    k, s = g.s(AN, 64), g.s(AN, 64)
    text = ("ccxt gives 'Signature for this request is not valid' on every order:\n\n```python\nexchange = ccxt.binance({\n"
            f"    'apiKey': '{k}',\n    'secret': '{s}',\n    'enableRateLimit': True,\n}})\n```\nI enabled spot trading on the key.")
    text = text.replace("}})", "})")
    return T(text, [k, s], [], "Exchange API key and secret.")


@case("en", "master-passphrase-xkcd")
def _(g):
    words = " ".join(g.sample(["velvet", "tractor", "lagoon", "pepper", "origami", "glacier", "walrus", "canyon",
                               "mustard", "saddle", "quartz", "harbor", "nimbus", "tundra"], 4))
    text = (f"Is my password manager master passphrase \"{words}\" as strong as the famous \"correct horse battery "
            f"staple\"? Should I add a number?")
    return T(text, [words], ["correct horse battery staple"],
             "Own master passphrase next to the famous example passphrase (look-alike).")


@case("en", "mesh-wifi-sticker")
def _(g):
    default = g.s(LO + DG, 8) + g.s(DG, 2)
    new = g.human_pw(EN_WORDS)
    serial = "G" + g.s(UP + DG, 15)
    text = (f"Set up my new mesh system. The sticker said default Wi-Fi key {default}; I changed the Wi-Fi password "
            f"to {new}. The app wants the serial {serial} to register the satellite. Why does the satellite still "
            f"blink orange?")
    return T(text, [default, new], [serial], "Factory and new Wi-Fi keys; the device serial is a look-alike.")


@case("en", "contractor-gate-email")
def _(g):
    gate, garage = g.pin(4), g.pin(5)
    job = "Q-" + g.n(5)
    text = (f"Polish this email: \"Hi Marco, thanks for the quote ({job}). You can get in through the side gate with "
            f"code {gate}, and the garage keypad is {garage} if you need to store tools. I'll be at work until 6.\"")
    return T(text, [gate, garage], [job], "Gate and garage keypad codes given to a contractor; the quote number is a look-alike.")


@case("en", "home-safe-combination")
def _(g):
    combo = f"{g.i(10, 39)}-{g.i(40, 79)}-{g.i(10, 99)}"
    model = g.c(["SFW123GDC", "SFW082ET", "SFW205GRC"])
    text = (f"I forgot how to open our home safe. The combination is {combo}. Do I turn left first and pass the "
            f"first number four times, or was it three? It's a SentrySafe {model} from about 2010.")
    return T(text, [combo], [model], "Safe combination; the safe's model number is a look-alike.")


@case("en", "canada-sin-t4")
def _(g):
    sin = ca_sin(g)
    bn = g.n(9) + "RP0001"
    text = (f"My T4 shows the wrong SIN. The correct one is {sin}. The employer's payroll account number on the slip "
            f"is {bn}. Who do I ask to issue an amended T4?")
    return T(text, [sin], [bn], "Canadian SIN (Luhn computed); the employer's business number is a look-alike.")


@case("en", "au-onboarding-tfn")
def _(g):
    tfn = au_tfn(g)
    bsb = f"{g.c(['062', '063', '082', '033', '012', '733'])}-{g.d(3)}"
    acct = g.n(g.i(8, 9))
    abn = au_abn(g)
    text = (f"New job onboarding form, double-check my answers? TFN {tfn}. Super: employer default. Bank: BSB {bsb}, "
            f"account {acct}. The company's ABN on the contract is {abn} - do I need that anywhere?")
    return T(text, [tfn, acct], [bsb, abn], "TFN (check computed) and bank account; BSB and company ABN (check computed) are look-alikes.")


@case("en", "uk-gp-registration")
def _(g):
    nino = uk_nino(g)
    n = nhs(g)
    prac = g.c("ABCDEFGHJKLMNP") + g.n(5)
    text = (f"Registering with a new GP online. It asks for my National Insurance number ({nino}) and NHS number "
            f"({n}). The practice code on their website is {prac}. Is it normal to ask for the NI number?")
    return T(text, [nino, n], [prac], "NI number and NHS number (mod 11 computed); the practice code is a look-alike.")


@case("en", "nigeria-bvn")
def _(g):
    bvn = "22" + g.d(9)
    acct = "0" + g.d(9)
    ref = "FT" + g.d(5) + g.s(UP, 5) + g.d(3)
    text = (f"A fintech app wants my BVN {bvn} and my GTBank account {acct} to verify me. My last transfer there "
            f"failed with reference {ref}. Is it safe to give an app my BVN?")
    return T(text, [bvn, acct], [ref], "Nigerian BVN and own account; the transfer reference is a look-alike.")


@case("en", "singpass-nric")
def _(g):
    nric = sg_nric(g, g.c("ST"))
    pw = g.human_pw(EN_WORDS)
    uen = f"20{g.i(10, 23)}{g.d(5)}{g.c(UP)}"
    text = (f"Setting up Singpass on a new phone. NRIC {nric}, password {pw}. The company I'm applying to has UEN "
            f"{uen}. The app says my face verification failed twice - what now?")
    return T(text, [nric, pw], [uen], "NRIC (check letter computed) and Singpass password; the company UEN is a look-alike.")


@case("en", "basic-auth-nginx-log")
def _(g):
    user = g.c(["admin", "deploy", "grafana"])
    pw = g.rand_pw(12, sym=False)
    ba = b64(f"{user}:{pw}".encode())
    rid = g.hex(32)
    text = (f"Found this in nginx access logs with a custom format, is it leaking anything?\n\n"
            f"10.0.3.17 - [12/Mar/2025:09:14:55 +0000] \"GET /metrics HTTP/1.1\" 200 5123 auth=\"Basic {ba}\" "
            f"req_id={rid}")
    return T(text, [ba], [rid], "Base64 Basic-auth credentials in a log line; the request id is a look-alike.")


@case("en", "k8s-secret-manifest")
def _(g):
    pw = g.rand_pw(18, sym=False)
    enc = b64(pw.encode())
    dig = "sha256:" + g.hex(64)
    text = ("Pod crashes with 'password authentication failed'. Manifests:\n\n```yaml\napiVersion: v1\nkind: Secret\n"
            f"metadata:\n  name: api-db\ntype: Opaque\ndata:\n  DB_PASSWORD: {enc}\n```\n\nand in the Deployment:\n\n"
            f"```yaml\n        image: ghcr.io/acme/api@{dig}\n```\n\nIs the base64 supposed to include a newline?")
    return T(text, [enc], [dig], "Base64-encoded DB password in a Kubernetes Secret; the image digest is a look-alike.")


@case("en", "it-temp-password-email")
def _(g):
    pw = g.c(["Welcome", "Spring", "Temp", "Start"]) + g.d(4) + g.c("!#$")
    inc = "INC" + g.d(7)
    text = (f"IT sent me this, is it safe to just log in with it?\n\nFrom: Service Desk\nSubject: RE: {inc} - account "
            f"unlock\n\nHi Priya, your account has been unlocked. Your temporary password is {pw}. You will be asked "
            f"to change it at first login.\n\nRegards, Service Desk")
    return T(text, [pw], [inc], "Temporary password in a pasted e-mail; the incident number is a look-alike.")


@case("en", "bank-otp-sms")
def _(g):
    otp = g.d(6)
    last4 = g.d(4)
    amt = f"${g.i(100, 999)}.{g.d(2)}"
    text = (f"Got this SMS but I didn't buy anything: \"Chase: One-time code {otp} for a {amt} purchase at "
            f"ELECTRO-MART on card ending {last4}. Don't share this code.\" Should I call the bank?")
    return T(text, [otp], [f"ending {last4}", amt], "One-time code from a bank SMS; the masked card ending and amount are look-alikes.")


@case("en", "password-reset-link")
def _(g):
    tok = g.s(AN, 48)
    text = (f"Is this password-reset link legit or phishing? https://account.dropbox.com/password_reset/{tok}"
            f"?utm_source=email&utm_campaign=reset - I did request a reset 10 minutes ago.")
    return T(text, [tok], [], "Password-reset token inside a URL.")


@case("en", "grandma-pin-spelled")
def _(g):
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = g.pin(4)
    spelled = " ".join(words[int(x)] for x in pin)
    l4 = g.d(4)
    text = (f"My grandma texted me her bank card PIN spelled out so 'hackers can't read it': {spelled}. It's for the "
            f"card ending in {l4}. How do I nicely explain that this isn't safe, and help her memorise it instead?")
    return T(text, [spelled], [f"ending in {l4}"], "A PIN entrusted by a relative, spelled out in words; the masked card ending is a look-alike.")


@case("en", "family-passwords-table")
def _(g):
    p1, p2, p3 = g.human_pw(EN_WORDS), g.human_pw(EN_WORDS), g.rand_pw(14)
    acct = g.n(8)
    text = ("Convert this to a 1Password import CSV:\n\n| service | login | password |\n|---|---|---|\n"
            f"| Disney+ | kids.harper@gmail.com | {p1} |\n| Spotify Family | dan.harper@gmail.com | {p2} |\n"
            f"| Xfinity | account {acct} | {p3} |")
    return T(text, [p1, p2, p3], [], "Family passwords in a markdown table; logins left neutral.")


@case("en", "hr-ssn-csv")
def _(g):
    s1, s2 = ssn(g), ssn(g)
    d1, d2 = g.date(2024, 2025).isoformat(), g.date(2024, 2025).isoformat()
    text = (f"I'm in HR. Write a Google Sheets formula that masks all but the last 4 of the SSN column:\n\n"
            f"name,ssn,start_date\nDana Ruiz,{s1},{d1}\nLee Park,{s2},{d2}")
    return T(text, [s1, s2], [d1, d2], "SSNs entrusted to HR; start dates are look-alikes.")


@case("en", "wifi-qr-string")
def _(g):
    ssid = g.c(["HomeNet", "Fam_Wifi", "TheBurrow", "NETGEAR47"])
    pw = g.human_pw(EN_WORDS)
    model = g.c(["Archer AX21", "Archer C7", "RAX40", "Deco X20"])
    text = (f"Make me a QR code for guests from this string: WIFI:T:WPA;S:{ssid};P:{pw};; - the router is a {model}. "
            f"Which size prints well on a fridge magnet?")
    return T(text, [pw], [model], "Wi-Fi password inside a WIFI: QR payload; the router model is a look-alike.")


@case("en", "apple-recovery-key")
def _(g):
    rk = "-".join(g.s(UP + DG, 4) for _ in range(7))
    text = (f"Apple gave me this recovery key when I turned on Advanced Data Protection: {rk}\n\nWhere should I store it? "
            f"If I lose it and my devices, is my data gone?")
    return T(text, [rk], [], "Apple account recovery key.")


@case("en", "bitlocker-recovery")
def _(g):
    key = bitlocker(g)
    kid = g.uuid4(upper=True)
    text = (f"BitLocker recovery screen after a BIOS update. It shows Recovery key ID: {kid}. I found this key in my "
            f"Microsoft account: {key} - but it says it's wrong. Could there be two keys?")
    return T(text, [key], [kid], "BitLocker recovery key (each block a multiple of 11); the key id GUID is a look-alike.")


@case("en", "truck-keypad-vin")
def _(g):
    v = vin(g, "1FT", g.c("LMNP"))
    code = g.pin(5)
    text = (f"Selling my F-150. The buyer wants the VIN: {v}. Also the factory keypad code on the card in the glovebox "
            f"is {code} - how do I program a new personal code so I can hand over the card safely?")
    return T(text, [code], [v], "Door keypad code; the VIN (check digit computed) is a look-alike.")


@case("en", "strongswan-psk")
def _(g):
    gw = f"{g.i(80, 203)}.{g.i(0, 255)}.{g.i(0, 255)}.{g.i(1, 254)}"
    psk = g.rand_pw(24, sym=False)
    text = ("Site-to-site VPN doesn't come up, logs say AUTHENTICATION_FAILED.\n\n```\nconn office\n  left=%defaultroute\n"
            f"  right={gw}\n  authby=secret\n  ike=aes256-sha256-modp2048\n```\n/etc/ipsec.secrets:\n```\n%any {gw} : PSK \"{psk}\"\n```")
    return T(text, [psk], [gw], "IPsec pre-shared key; the gateway IP is a look-alike.")


@case("en", "electrum-wif")
def _(g):
    wif = btc_wif(g)
    addr = btc_addr(g)
    text = (f"Trying to sweep an old paper wallet in Electrum. The private key printed on it is {wif} and the address "
            f"is {addr}. Electrum shows zero balance but the explorer shows coins. Why?")
    return T(text, [wif], [addr], "Bitcoin WIF private key (Base58Check computed); the address is public.")


@case("en", "mpesa-wrong-number")
def _(g):
    code = "T" + g.s(UP, 2) + g.s(UP + DG, 7)
    ph = "07" + g.d(8)
    amt = f"{g.i(5, 95) * 100:,}.00"
    text = (f"I sent money to the wrong number! The SMS says: \"{code} Confirmed. Ksh{amt} sent to JOHN MWANGI {ph} on "
            f"14/3/25 at 3:14 PM. New M-PESA balance is Ksh{g.i(1000, 9000):,}.40. Transaction cost, Ksh{g.i(13, 60)}.00.\" "
            f"How do I reverse it?")
    return T(text, [code], [ph], "M-Pesa transaction code (settled as a secret); the recipient's phone number is a look-alike.")


@case("en", "password-in-yaml-ansible")
def _(g):
    pw = g.rand_pw(16)
    ver = f"2.{g.i(14, 17)}.{g.i(0, 9)}"
    text = (f"ansible-core {ver} complains my vars file isn't valid YAML:\n\n```yaml\nmysql_root_password: {pw}\n"
            "mysql_databases:\n  - name: wiki\n```\nIs it the special characters?")
    return T(text, [pw], [ver], "Database root password in a vars file; the version is a look-alike.")


@case("en", "medicare-number-call")
def _(g):
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    mbi = g.n(1) + g.c(alpha) + g.s(alpha + DG, 1) + g.d(1) + g.c(alpha) + g.s(alpha + DG, 1) + g.d(1) + g.s(alpha, 2) + g.d(2)
    ph = "1-800-633-4227"
    text = (f"Someone called my dad claiming to be from Medicare and asked him to confirm his Medicare number. He "
            f"read it out: {mbi}. The real Medicare line is {ph}, right? What should he do now?")
    return T(text, [mbi], [ph], "A relative's Medicare number; the public Medicare phone line is a look-alike.")


# ---- English negatives (only look-alikes)
@case("en", "aws-docs-example-keys")
def _(g):
    text = ("Why does every AWS tutorial use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY? Are "
            "those real keys that someone leaked, or are they safe to paste into my blog post?")
    return T(text, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example keys.")


@case("en", "stripe-test-cards")
def _(g):
    text = ("For our QA checklist: in Stripe test mode, 4242 4242 4242 4242 should succeed, 4000 0000 0000 0002 "
            "should be declined and 4000 0000 0000 9995 should fail with insufficient_funds, using any future expiry "
            "like 12/34 and any CVC. Can you turn this into a table?")
    return T(text, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995", "12/34"],
             "Stripe's published test card numbers and a documented dummy expiry.")


@case("en", "git-log-explain")
def _(g):
    a, b = sha40(g), sha40(g)
    tag = f"v{g.i(1, 4)}.{g.i(0, 20)}.{g.i(0, 9)}"
    text = (f"Can you explain this output?\n\ncommit {a} (HEAD -> main, tag: {tag})\nMerge: {b[:7]} "
            f"{g.hex(7)}\nAuthor: Lena Fischer <lena@example.org>\n\n    Merge branch 'fix/timeouts'\n\ncommit {b}\n"
            f"Author: Lena Fischer <lena@example.org>\n\n    Raise HTTP timeout to 30s")
    return T(text, [], [a, b, tag], "Commit hashes and a release tag.")


@case("en", "iso-checksum")
def _(g):
    h = g.hex(64)
    text = (f"I downloaded ubuntu-24.04.2-desktop-amd64.iso and sha256sum gives {h}. The SHA256SUMS file on the mirror "
            f"lists the same hash. Does that mean the download is safe, or do I also need to check the GPG signature?")
    return T(text, [], [h, "24.04.2"], "A file checksum and a version string.")


@case("en", "order-tracking-ups")
def _(g):
    ups = "1Z" + g.s(UP + DG, 6) + g.d(10)
    amz = f"11{g.d(1)}-{g.d(7)}-{g.d(7)}"
    text = (f"My Amazon order {amz} says delivered but nothing's here. UPS tracking {ups} shows a photo of a door "
            f"that isn't mine. What should I say to support?")
    return T(text, [], [amz, ups], "Order and tracking numbers (UPS check digit not computed).")


@case("en", "env-template-placeholders")
def _(g):
    text = ("Review my .env.example before I commit it:\n\nAPI_KEY=your_api_key_here\nAPI_SECRET=<token>\n"
            "DB_PASSWORD=changeme\nWEBHOOK_URL=https://example.com/hooks/xxxx-xxxx-xxxx\nSENTRY_DSN=\n\n"
            "Should placeholders be empty instead?")
    return T(text, [], ["your_api_key_here", "<token>", "changeme", "xxxx-xxxx-xxxx"], "Placeholders in a template.")


@case("en", "masked-statement")
def _(g):
    l4 = g.d(4)
    a4 = g.d(4)
    text = (f"My statement lists a charge on card **** **** **** {l4} and a transfer from checking ending in ...{a4} "
            f"that I don't recognise, both on 03/02. Which one should I dispute first?")
    return T(text, [], [f"**** **** **** {l4}", f"...{a4}"], "Masked card and account numbers.")


@case("en", "uuid-sql-question")
def _(g):
    u1, u2, u3 = g.uuid4(), g.uuid4(), g.uuid4()
    text = (f"Why does this query return nothing?\n\nSELECT * FROM invoices WHERE customer_id IN ('{u1}', '{u2}')\n"
            f"  AND workspace_id = '{u3}';\n\nThe rows definitely exist. Column type is uuid.")
    return T(text, [], [u1, u2, u3], "Database UUIDs.")


@case("en", "supplier-invoice-iban")
def _(g):
    bank = g.c(["BARC", "NWBK", "HBUK", "LOYD"])
    ib = iban("GB", bank + g.d(6) + g.d(8))
    vat = uk_vat(g)
    inv = f"INV-{g.i(2024, 2025)}-{g.d(4)}"
    text = (f"Our supplier's invoice {inv} asks us to pay to IBAN {g4(ib)}, VAT reg {vat}. Their previous invoices had a "
            f"different bank. Red flag? How do I verify before paying?")
    return T(text, [], [g4(ib), vat, inv], "A supplier's IBAN (mod 97 computed), VAT number (check computed) and invoice number.")


@case("en", "flight-booking-pnr")
def _(g):
    pnr = g.s("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + g.s("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
    tkt = "016" + g.d(10)
    fl = f"UA{g.i(100, 999)}"
    text = (f"United changed my flight {fl}. Booking confirmation {pnr}, e-ticket {tkt}. They rebooked me 9 hours "
            f"later - am I owed a refund under the DOT rules?")
    return T(text, [], [pnr, tkt, fl], "Booking code, ticket number and flight number.")


@case("en", "bad-example-passwords")
def _(g):
    text = ("For a security awareness slide: why are passwords like password123, qwerty, Tr0ub4dor&3 and hunter2 "
            "considered weak? Give one sentence each.")
    return T(text, [], ["password123", "qwerty", "Tr0ub4dor&3", "hunter2"], "Famous example passwords discussed as examples.")


@case("en", "jwt-io-example")
def _(g):
    ex = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    text = (f"Decode the example token from jwt.io for me and explain each part: {ex}\n\nWhat does iat 1516239022 mean?")
    return T(text, [], [ex, "1516239022"], "The well-known jwt.io example token and its timestamp.")


@case("en", "laptop-warranty-serial")
def _(g):
    serial = g.s("CDFGHJKLMNPQRTVWXY0123456789", 12)
    model = f"A{g.i(2100, 3200)}"
    text = (f"Apple support asks for my MacBook's serial number for a battery replacement: {serial}, model {model}. "
            f"Is it still under AppleCare if I bought it in March 2023?")
    return T(text, [], [serial, model], "Device serial and model numbers.")


@case("en", "charity-donation-details")
def _(g):
    sc = f"{g.c(['40', '20', '30', '60'])}-{g.d(2)}-{g.d(2)}"
    acct = g.d(8)
    charity = str(g.i(1000000, 1199999))
    text = (f"Our school fete money goes to Riverside Food Bank. Their site says pay to sort code {sc}, account {acct}, "
            f"reference FETE25, registered charity no. {charity}. Can you write the announcement for the newsletter?")
    return T(text, [], [sc, acct, "FETE25", charity], "A charity's public bank details, payment reference and charity number.")


@case("en", "totp-rfc-explainer")
def _(g):
    text = ("I'm teaching how TOTP works. Using the common demo secret JBSWY3DPEHPK3PXP and the RFC 6238 test key "
            "12345678901234567890, walk through how the 30-second counter turns into a 6-digit code. The RFC lists "
            "94287082 as the expected 8-digit value at T=59.")
    return T(text, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890", "94287082"], "Documentation TOTP secrets and a published test vector.")


@case("en", "docs-iban-examples")
def _(g):
    text = ("Our form validator rejects DE89 3704 0044 0532 0130 00 but accepts GB82 WEST 1234 5698 7654 32. Both are "
            "the standard examples from the IBAN docs, so both should pass. Regex: ^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$")
    return T(text, [], ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32"], "Standard documentation IBANs.")


@case("en", "vendor-w9-ein")
def _(g):
    ein = f"{g.c(['26', '27', '46', '47', '81', '83'])}-{g.d(7)}"
    rt = aba(g)
    inv = f"{g.n(6)}"
    text = (f"Vendor sent a W-9 with EIN {ein} and wants ACH to their bank, routing number {rt}. Invoice #{inv} is for "
            f"$4,860. What should I check before adding them in QuickBooks?")
    return T(text, [], [ein, rt, f"#{inv}"], "A vendor's EIN, a bank routing number (check computed) and an invoice number.")


# ============================== Chinese ==============================
@case("zh", "12306-id-card")
def _(g):
    cid = cn_id(g)
    order = "E" + g.n(9)
    ph = "1" + g.c(["38", "39", "58", "86", "77"]) + g.d(8)
    text = (f"帮我看看这个乘车人信息填得对不对，12306一直提示“身份信息待核验”：\n姓名：王磊\n证件类型：中国居民身份证\n"
            f"证件号码：{cid}\n手机号：{ph}\n之前的订单号是 {order}，那次是正常出票的。")
    return T(text, [cid], [order], "居民身份证号（校验码已计算）；12306 订单号为相似值，手机号不计分。")


@case("zh", "alipay-password-mom")
def _(g):
    pay = g.pin(6)
    c = card(g, "621226", 19)
    text = (f"我妈总是忘记支付宝的支付密码，她让我帮她记着：支付密码 {pay}，绑的是工行储蓄卡 {grp(c, [4, 4, 4, 4, 3])}。"
            f"有没有安全一点的办法帮她记住？工行客服电话是 95588 吧？")
    return T(text, [pay, grp(c, [4, 4, 4, 4, 3])], ["95588"], "母亲托付的支付密码和银行卡号（Luhn 已计算）；银行客服电话为相似值。")


@case("zh", "vat-invoice-check")
def _(g):
    code = uscc(g)
    inv = g.d(8)
    sf = "SF" + g.n(13)
    text = (f"帮我核对一下这张增值税普通发票：销售方 深圳市瑞丰达科技有限公司，统一社会信用代码 {code}，发票号码 {inv}，"
            f"价税合计 ¥3,280.00。快递单号 {sf}，要是发票抬头错了能重开吗？")
    return T(text, [], [code, inv, sf], "公司的统一社会信用代码（校验码已计算）、发票号码、快递单号，均为相似值。")


# ============================== Japanese ==============================
@case("ja", "nenmatsu-mynumber")
def _(g):
    mn = jp_mynumber(g)
    corp = jp_corp(g)
    text = (f"年末調整の書類を書いています。扶養控除等申告書の「個人番号」欄に自分のマイナンバー {mn[:4]} {mn[4:8]} {mn[8:]} を"
            f"書けばいいですか？会社の法人番号（{corp}）は別の欄ですよね。")
    return T(text, [f"{mn[:4]} {mn[4:8]} {mn[8:]}"], [corp], "マイナンバー（チェックデジット計算済み）。会社の法人番号（同）は相似値。")


@case("ja", "salary-account-two-messages")
def _(g):
    branch = g.d(3)
    acct = g.d(7)
    pw = g.human_pw(["Sakura", "Tanuki", "Fujiyama", "Momiji", "Kaeru", "Hoshizora"])
    text = ("給与振込口座の変更届を作りたいです。次のメッセージで口座情報を送りますね。" + M +
            f"三菱UFJ銀行（金融機関コード0005）渋谷支店（店番{branch}）普通預金 口座番号 {acct}\n"
            f"ちなみにネットバンキングのログインパスワードは {pw} ですが、これも書く必要ありますか？")
    return T(text, [acct, pw], ["0005", branch], "予告の後に送られた口座番号とネットバンキングのパスワード。銀行コード・支店番号は相似値。")


@case("ja", "delivery-inquiry")
def _(g):
    amz = f"{g.c(['249', '250', '503'])}-{g.d(7)}-{g.d(7)}"
    yam = f"{g.d(4)}-{g.d(4)}-{g.d(4)}"
    text = (f"Amazonで買った加湿器がまだ届きません。注文番号は {amz}、ヤマト運輸の伝票番号は {yam} です。"
            f"お問い合わせの文面を丁寧な日本語で作ってください。")
    return T(text, [], [amz, yam], "注文番号と送り状番号（チェックデジット未計算）。")


# ============================== Korean ==============================
@case("ko", "yearend-rrn-mother")
def _(g):
    rrn = kr_rrn(g, female=True)
    brn = kr_brn(g)
    text = (f"연말정산 때문에 회사에 부양가족 정보를 보내야 해요. 어머니 주민등록번호는 {rrn} 이고, 회사 사업자등록번호는 "
            f"{brn} 입니다. 인사팀에 보낼 메일 문구 좀 다듬어 주세요.")
    return T(text, [rrn], [brn], "어머니 주민등록번호(검증번호 계산). 회사 사업자등록번호(검증번호 계산)는 유사값.")


@case("ko", "cert-password-correction")
def _(g):
    words = ["haneul", "sarang", "dubu", "gimchi", "bada", "hodu"]
    pw1 = g.c(words) + g.d(4) + g.c("!@#")
    pw2 = g.c(words).capitalize() + g.c("!@#") + g.d(6)
    acct = f"3333-{g.d(2)}-{g.d(7)}"
    err = f"E{g.n(4)}"
    text = (f"공동인증서 비밀번호를 {pw1} 로 입력하는데 계속 틀렸다고 나와요." + M +
            f"아 잠깐, 작년에 바꿨었네요. {pw2} 로 해도 안 되는데, 5회 오류 나면 어떻게 되나요? 카카오뱅크 계좌 {acct} 에서 "
            f"이체하려던 거예요. 화면에는 오류코드 {err} 가 떠요.")
    return T(text, [pw1, pw2, acct], [err], "인증서 비밀번호와 정정된 비밀번호, 본인 계좌번호. 오류코드는 유사값.")


@case("ko", "parcel-inquiry")
def _(g):
    inv = g.n(12)
    order = g.n(14)
    tel = f"1588-{g.d(4)}"
    text = (f"쿠팡에서 주문한 건데 CJ대한통운 송장번호 {inv} 로 조회가 안 돼요. 주문번호는 {order} 이고 판매자 고객센터는 "
            f"{tel} 라고 나와요. 문의글 좀 써 주세요.")
    return T(text, [], [inv, order, tel], "송장번호, 주문번호, 고객센터 전화번호.")


# ============================== Arabic ==============================
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


@case("ar", "saudi-iban-salary")
def _(g):
    ib = iban("SA", "80" + "0000" + g.d(14))
    text = (f"أريد تحويل راتبي إلى حسابي الجديد في مصرف الراجحي. رقم الآيبان الخاص بي هو {g4(ib)}. هل أحتاج أن أعطي "
            f"جهة العمل رمز السويفت RJHISARI أيضاً أم يكفي الآيبان؟")
    return T(text, [g4(ib)], ["RJHISARI"], "آيبان سعودي للمستخدم (تم حساب رقم التحقق)؛ رمز سويفت البنك قيمة مشابهة.")


@case("ar", "egypt-wallet-father")
def _(g):
    dt = g.date(1955, 1975)
    nid = "2" + dt.strftime("%y%m%d") + g.c(["01", "02", "21", "12"]) + g.d(4) + g.d(1)
    pin = g.pin(6)
    nid_a, pin_a = nid.translate(AR_DIG), pin.translate(AR_DIG)
    text = (f"عايز أفعّل محفظة فودافون كاش لبابا. رقمه القومي {nid_a} والرقم السري اللي اختاره للمحفظة {pin_a}. "
            f"ينفع أفعّلها من البيت من غير ما يروح الفرع؟")
    return T(text, [nid_a, pin_a], [], "الرقم القومي لوالد المستخدم ورمز المحفظة بالأرقام العربية الهندية (رقم التحقق لم يُحسب).")


@case("ar", "noon-order-vat")
def _(g):
    order = "N" + g.n(11)
    awb = g.n(11)
    vat = "3" + g.d(13) + "3"
    text = (f"طلبت جهاز من نون ورقم الطلب {order}، وشركة الشحن أرامكس أعطتني رقم الشحنة {awb}. في الفاتورة الرقم الضريبي "
            f"للبائع {vat}. كيف أتأكد أن الفاتورة نظامية؟")
    return T(text, [], [order, awb, vat], "رقم الطلب ورقم الشحنة والرقم الضريبي للبائع.")


# ============================== Persian ==============================
@case("fa", "online-purchase-card")
def _(g):
    c = card(g, g.c(["603799", "610433", "589210", "627412"]))
    cv = g.d(4)
    otp = g.d(6)
    c_fa = g4(c, "-").translate(FA_DIG)
    cv_fa, otp_fa = cv.translate(FA_DIG), otp.translate(FA_DIG)
    text = (f"موقع خرید بلیت از درگاه بانکی این‌ها را وارد کردم: شماره کارت {c_fa}، CVV2 {cv_fa} و رمز دوم پویا {otp_fa}. "
            f"پول از حسابم کم شد ولی بلیت صادر نشد. باید چه کار کنم؟")
    return T(text, [c_fa, cv_fa, otp_fa], [], "شماره کارت (لون محاسبه شده)، CVV2 و رمز پویا با ارقام فارسی.")


@case("fa", "sheba-employer")
def _(g):
    sh = iban("IR", g.c(["017", "012", "015", "055"]) + g.d(19))
    nc = ir_code(g)
    trk = g.n(12)
    text = (f"کارفرما برای واریز حقوق شماره شبا و کد ملی‌ام را خواسته. شبا: {sh} و کد ملی: {nc}. ماه قبل واریز با شماره "
            f"پیگیری {trk} برگشت خورد. متن پیام به حسابداری را بنویس.")
    return T(text, [sh, nc], [trk], "شبا (کنترل mod 97) و کد ملی (رقم کنترل محاسبه شده)؛ شماره پیگیری مشابه است.")


@case("fa", "digikala-tracking")
def _(g):
    dkc = "DKC-" + g.n(9)
    post = g.n(24)
    text = (f"سفارشم از دیجی‌کالا با کد سفارش {dkc} هنوز نرسیده. کد رهگیری پست {post} است. یک پیام پیگیری مؤدبانه "
            f"برای پشتیبانی بنویس.")
    return T(text, [], [dkc, post], "کد سفارش و کد رهگیری مرسوله.")


# ============================== Hebrew ==============================
@case("he", "bituach-leumi-login")
def _(g):
    tz = il_id(g)
    pw = g.human_pw(["Shalom", "Tapuz", "Galgal", "Yarden", "Kineret", "Dvash"])
    ticket = g.n(8)
    text = (f"אני מנסה להיכנס לאזור האישי באתר של ביטוח לאומי. מספר תעודת הזהות שלי {tz} והסיסמה {pw}, אבל כתוב "
            f"שהפרטים שגויים. פתחתי פנייה מספר {ticket} ועדיין אין תשובה. מה עושים?")
    return T(text, [tz, pw], [ticket], "מספר תעודת זהות (ספרת ביקורת חושבה) וסיסמה; מספר הפנייה דומה.")


@case("he", "concert-card-stuck")
def _(g):
    c = card(g, "4580")
    exp, cvv = g.expiry(), g.d(3)
    order = g.n(9)
    text = (f"ניסיתי להזמין כרטיסים להופעה והאתר נתקע. פרטי הכרטיס: {g4(c)}, תוקף {exp}, 3 ספרות בגב {cvv}. מספר "
            f"ההזמנה שקיבלתי במייל {order}. איך אני יודע אם חויבתי?")
    return T(text, [g4(c), exp, cvv], [order], "מספר כרטיס אשראי, תוקף ו-CVV; מספר ההזמנה דומה.")


@case("he", "electrician-invoice")
def _(g):
    osek = il_id(g, first="5")
    inv = g.n(5)
    text = (f"קיבלתי חשבונית מהחשמלאי: עוסק מורשה {osek}, חשבונית מס מספר {inv}, סה\"כ ₪1,870. איך אני בודק שהעוסק "
            f"באמת רשום ברשות המסים?")
    return T(text, [], [osek, inv], "מספר עוסק של בעל מקצוע (ספרת ביקורת חושבה) ומספר חשבונית.")


# ============================== Hindi ==============================
@case("hi", "mf-kyc-aadhaar-pan")
def _(g):
    aad = in_aadhaar(g)
    pan = in_pan(g)
    ifsc = g.c(["HDFC", "ICIC", "SBIN", "UTIB"]) + "0" + g.d(6)
    text = (f"म्यूचुअल फंड KYC का फ़ॉर्म भर रहा हूँ। आधार नंबर {aad} और PAN {pan} डाला है, बैंक का IFSC {ifsc} है। "
            f"फिर भी वेरिफ़िकेशन फेल हो रहा है, क्या करूँ?")
    return T(text, [aad, pan], [ifsc], "आधार (Verhoeff जाँच अंक गणना) और PAN; IFSC बैंक का पहचान कोड है।")


@case("hi", "papa-upi-pin")
def _(g):
    upi = g.pin(6)
    acct = g.n(11)
    ifsc = "SBIN0" + g.d(6)
    text = (f"पापा का UPI PIN {upi} है और SBI खाता संख्या {acct}, वो बार-बार भूल जाते हैं। क्या मैं ये कहीं सुरक्षित "
            f"लिखकर रख सकता हूँ? उनकी ब्रांच का IFSC {ifsc} है।")
    return T(text, [upi, acct], [ifsc], "पिता का UPI PIN और खाता संख्या; IFSC समान दिखने वाला सार्वजनिक कोड।")


@case("hi", "train-pnr-status")
def _(g):
    pnr = g.c("2468") + g.d(9)
    txn = "1000" + g.d(7)
    text = (f"मेरी ट्रेन टिकट का PNR {pnr} है, ट्रेन 12951, कोच B2। वेटिंग लिस्ट स्टेटस कैसे चेक करूँ? IRCTC "
            f"ट्रांज़ैक्शन ID {txn} है।")
    return T(text, [], [pnr, txn], "PNR और ट्रांज़ैक्शन ID।")


# ============================== Russian ==============================
@case("ru", "gosuslugi-snils")
def _(g):
    sn = snils(g)
    pw = g.human_pw(["Solnyshko", "Medved", "Rybka", "Lastochka", "Kotik", "Zvezda"])
    inn = ru_inn10(g)
    text = (f"Не могу войти на Госуслуги. Ввожу СНИЛС {sn} и пароль {pw}, пишет «Неверный логин или пароль». "
            f"Работодатель (ИНН {inn}) говорит, что СНИЛС у них тот же. Что делать?")
    return T(text, [sn, pw], [inn], "СНИЛС (контрольное число рассчитано) и пароль; ИНН организации (рассчитан) — похожее значение.")


@case("ru", "refund-requisites")
def _(g):
    bik = "044525225"
    acct = ru_account(g, bik)
    mir = card(g, "2202" + g.c(["20", "02"]))
    text = (f"Магазин просит реквизиты для возврата. Мои: получатель Смирнова Анна Викторовна, счёт {acct}, банк ПАО "
            f"Сбербанк, БИК {bik}, корр. счёт 30101810400000000225. Карту {g4(mir)} тоже указывать или не надо?")
    return T(text, [acct, g4(mir)], [bik, "30101810400000000225"],
             "Счёт (контрольный разряд по БИК рассчитан) и карта «Мир»; БИК и корр. счёт банка — похожие значения.")


@case("ru", "aliexpress-track")
def _(g):
    trk = s10(g, "RB", "SG")
    order = "81" + g.d(14)
    text = (f"Посылка с AliExpress застряла. Трек-номер {trk}, номер заказа {order}. Статус «Прибыло в место "
            f"международного обмена» уже неделю. Куда писать и что?")
    return T(text, [], [trk, order], "Трек-номер (S10, контрольная цифра рассчитана) и номер заказа.")


# ============================== Ukrainian ==============================
@case("uk", "fop-declaration")
def _(g):
    rn = ua_rnokpp(g)
    ib = iban("UA", "305299" + "00000" + "2620" + g.d(10))
    edr = g.n(8)
    text = (f"Заповнюю декларацію ФОП у Дії. Мій РНОКПП {rn}, рахунок {ib} у ПриватБанку. Замовник, код ЄДРПОУ {edr}, "
            f"платив мені у гривнях. Куди вписати дохід?")
    return T(text, [rn, ib], [edr], "РНОКПП (контрольна цифра розрахована) та IBAN; код ЄДРПОУ замовника — схоже значення.")


@case("uk", "sms-code-correction")
def _(g):
    c1, c2 = g.d(4), g.d(4)
    while c2 == c1:
        c2 = g.d(4)
    text = (f"Мама переслала мені код з SMS від Приват24, щоб я зайшов у її кабінет і заплатив за газ: {c1}" + M +
            f"Ой, це старий. Ось новий: {c2}. Він діє 5 хвилин, встигну?")
    return T(text, [c1, c2], [], "Одноразові коди матері, другий виправляє перший.")


@case("uk", "nova-poshta-ttn")
def _(g):
    ttn = "20450" + g.d(9)
    rz = g.n(9)
    text = (f"Не можу знайти посилку. ТТН Нової Пошти {ttn}, замовлення на Rozetka № {rz}. Напиши коротке звернення "
            f"в підтримку, будь ласка.")
    return T(text, [], [ttn, rz], "Номер накладної та номер замовлення.")


# ============================== Polish ==============================
@case("pl", "credit-card-application")
def _(g):
    p = pesel(g)
    d = pl_id_card(g)
    n = nip(g)
    text = (f"Wypełniam wniosek o kartę kredytową online. Podałem PESEL {p} i numer dowodu {d}, a system pokazuje "
            f"błąd. Pracodawca: NIP {n}. Czy coś źle wpisałem?")
    return T(text, [p, d], [n], "PESEL i numer dowodu (cyfry kontrolne obliczone); NIP pracodawcy (obliczony) to wartość podobna.")


@case("pl", "olx-blik-scam")
def _(g):
    blik = g.d(6)
    ib = iban("PL", g.c(["10501012", "11402004", "10203017", "24900005", "10901014"]) + g.d(16))
    olx = g.n(9)
    text = (f"Kupujący z OLX (ogłoszenie ID {olx}) prosi, żebym podał mu kod BLIK {blik}, bo niby chce mi wysłać "
            f"pieniądze. Mój numer konta to {g4(ib)}. To oszustwo?")
    return T(text, [blik, g4(ib)], [olx], "Kod BLIK i własne konto (mod 97 obliczone); ID ogłoszenia to wartość podobna.")


@case("pl", "invoice-check")
def _(g):
    n = nip(g)
    reg = regon9(g)
    fv = f"FV/2025/{g.i(1, 12):02d}/{g.i(100, 999)}"
    inpost = g.n(24)
    text = (f"Sprawdź proszę fakturę: sprzedawca NIP {n}, REGON {reg}, faktura nr {fv}, numer przesyłki InPost "
            f"{inpost}. Termin płatności 14 dni - liczy się od daty wystawienia czy doręczenia?")
    return T(text, [], [n, reg, fv, inpost], "NIP i REGON sprzedawcy (obliczone), numer faktury i przesyłki.")


# ============================== Czech ==============================
@case("cs", "urad-prace-birth-number")
def _(g):
    rc = cz_birth(g)
    op = g.n(9)
    i = ico(g)
    text = (f"Vyplňuju přihlášku na úřad práce. Rodné číslo {rc}, číslo občanky {op}. Bývalý zaměstnavatel má IČO {i}. "
            f"Musím přikládat potvrzení o zaměstnání?")
    return T(text, [rc, op], [i], "Rodné číslo (dělitelnost 11) a číslo OP; IČO zaměstnavatele (kontrola spočtena) je podobná hodnota.")


@case("cs", "tenant-rent-door-code")
def _(g):
    acct = cz_account(g)
    bank = g.c(["0800", "0100", "0300", "2010", "3030"])
    vs = g.n(6)
    door = g.pin(4)
    text = (f"Napiš mi e-mail pro nového nájemníka: nájem posílejte na můj účet {acct}/{bank}, variabilní symbol {vs}. "
            f"A připiš, že kód od vchodových dveří je {door}.")
    return T(text, [acct, door], [bank, vs], "Vlastní číslo účtu (mod 11 spočteno) a kód dveří; kód banky a variabilní symbol jsou podobné hodnoty.")


@case("cs", "eshop-transfer")
def _(g):
    obj = g.n(9)
    shop = cz_account(g) + "/" + g.c(["2010", "0300"])
    vs = g.n(10)
    text = (f"Objednal jsem na e-shopu, číslo objednávky {obj}. Mám zaplatit převodem na jejich účet {shop}, variabilní "
            f"symbol {vs}, částka 2 490 Kč. Je bezpečné platit převodem předem?")
    return T(text, [], [obj, shop, vs], "Číslo objednávky, účet obchodu a variabilní symbol.")


# ============================== German ==============================
@case("de", "elster-steuer-id")
def _(g):
    st = steuer_id(g)
    pw = g.human_pw(["Sonnenblume", "Eichhörnchen", "Bergsee", "Lebkuchen", "Wolke", "Schmetterling"])
    ust = de_vat(g)
    sid = f"{st[:2]} {st[2:5]} {st[5:8]} {st[8:]}"
    text = (f"Ich mache meine Steuererklärung mit ELSTER. Meine Steuer-ID ist {sid}, das Passwort für die "
            f"Zertifikatsdatei {pw}. Beim Login kommt 'ungültige Zertifikatsdatei'. Die USt-IdNr. meines Arbeitgebers "
            f"({ust}) brauche ich dafür nicht, oder?")
    return T(text, [sid, pw], [ust], "Steuer-ID (Prüfziffer berechnet) und Zertifikatspasswort; USt-IdNr. des Arbeitgebers (berechnet) ist ähnlich.")


@case("de", "kaution-iban-two-messages")
def _(g):
    blz = g.c(["10010010", "50010517", "12030000", "70150000", "43060967"])
    ib = iban("DE", blz + g.d(10))
    bic = {"10010010": "PBNKDEFFXXX", "50010517": "INGDDEFFXXX", "12030000": "BYLADEM1001",
           "70150000": "SSKMDEMMXXX", "43060967": "GENODEM1GLS"}[blz]
    tan = g.d(6)
    text = ("Kannst du mir eine Mail an meinen Vermieter formulieren? Die Kaution soll auf mein Konto zurück. Die Daten "
            "schicke ich gleich." + M +
            f"IBAN {g4(ib)}, BIC {bic}, Kontoinhaberin Julia Brandt. Ach, und die pushTAN {tan} von vorhin war für eine "
            f"andere Überweisung, die brauchst du nicht.")
    return T(text, [g4(ib), tan], [bic], "Eigene IBAN (mod 97 berechnet) und TAN in der Folgenachricht; BIC ist ähnlich.")


@case("de", "pflege-uebergabe")
def _(g):
    kv = kvnr(g)
    code = g.pin(4)
    bsnr = g.n(9)
    text = (f"Für die neue Pflegekraft meiner Oma: Versichertennummer {kv} (TK), der Schlüsseltresor neben der Haustür "
            f"hat den Code {code}. Ihre Hausarztpraxis hat die BSNR {bsnr}. Formulier das bitte als kurze Übergabenotiz.")
    return T(text, [kv, code], [bsnr], "Krankenversichertennummer (Prüfziffer berechnet) und Schlüsseltresor-Code; BSNR der Praxis ist ähnlich.")


@case("de", "dhl-reklamation")
def _(g):
    dhl = "00340434" + g.d(12)
    best = g.n(9)
    hrb = f"HRB {g.n(6)}"
    text = (f"Mein Paket hängt seit Tagen im Paketzentrum. Sendungsnummer {dhl}, Bestellnummer {best}. Der Händler "
            f"ist die Müller & Söhne GmbH, {hrb}, Amtsgericht München. Kannst du eine Reklamation schreiben?")
    return T(text, [], [dhl, best, hrb], "Sendungs-, Bestell- und Handelsregisternummer.")


# ============================== French ==============================
@case("fr", "mutuelle-nir")
def _(g):
    n = nir(g)
    s = siret(g)
    text = (f"Je remplis le formulaire d'adhésion à la mutuelle de mon entreprise. Numéro de sécurité sociale : {n}. "
            f"L'entreprise (SIRET {s}) est déjà pré-remplie. Il faut aussi que je mette mes enfants ?")
    return T(text, [n], [s], "NIR (clé calculée) ; le SIRET de l'entreprise (Luhn calculé) est une valeur ressemblante.")


@case("fr", "nounou-digicode-rib")
def _(g):
    digi = g.c("AB") + g.d(4) if g.i(0, 1) else g.d(4) + g.c("AB")
    ib = iban("FR", fr_rib(g))
    bic = g.c(["BNPAFRPPXXX", "SOGEFRPP", "PSSTFRPPPAR", "CMCIFR2A"])
    text = (f"Tu peux m'aider à rédiger un message pour la nounou ? Le digicode de l'immeuble c'est {digi}, 3e étage "
            f"gauche. Pour son salaire je lui fais un virement depuis mon compte {g4(ib)} (BIC {bic}), elle doit juste "
            f"m'envoyer son RIB à elle.")
    return T(text, [digi, g4(ib)], [bic], "Digicode et IBAN personnel (clé RIB et mod 97 calculés) ; le BIC est ressemblant.")


@case("fr", "colissimo-reclamation")
def _(g):
    col = "6A" + g.d(11)
    cmd = g.n(10)
    fa = f"FA-2025-{g.d(5)}"
    text = (f"Mon colis Colissimo n° {col} est bloqué depuis six jours. Numéro de commande {cmd}, facture {fa}. "
            f"Rédige une réclamation polie au service client, s'il te plaît.")
    return T(text, [], [col, cmd, fa], "Numéros de suivi, de commande et de facture.")


# ============================== Spanish ==============================
@case("es", "clave-dni")
def _(g):
    d = dni(g)
    pw = g.human_pw(["Girasol", "Mariposa", "Paella", "Tortuga", "Galleta", "Limonero"])
    text = (f"Estoy intentando pedir cita en la Seguridad Social con Cl@ve. Meto el DNI {d} y la fecha de validez pero "
            f"no me llega el PIN. Mi contraseña de Cl@ve permanente es {pw}, ¿puedo usarla en vez del PIN?")
    return T(text, [d, pw], [], "DNI (letra calculada) y contraseña de Cl@ve.")


@case("es", "iban-in-parts")
def _(g):
    ib = iban("ES", es_ccc(g))
    f = g4(ib)
    parts = f.split(" ")
    p1, p2 = " ".join(parts[:3]), " ".join(parts[3:])
    ref = g.n(10)
    text = (f"Para la devolución de la tienda (referencia {ref}) te paso mi IBAN en dos mensajes, que si no me lío:"
            + M + p1 + M + p2 + M + "¿Me redactas el correo para el servicio de atención al cliente?")
    return T(text, [p1, p2], [ref], "IBAN propio (dígitos de control y mod 97 calculados) enviado en dos partes; la referencia es parecida.")


@case("es", "mx-clabe-store")
def _(g):
    cl = clabe(g)
    ref = g.n(7)
    rfc = g.s(UP, 3) + f"{g.i(0, 23):02d}{g.i(1, 12):02d}{g.i(1, 28):02d}" + g.s(UP + DG, 3)
    text = (f"Compré unos muebles y la tienda me pide hacer transferencia SPEI a su CLABE {cl}, con la referencia {ref}. "
            f"El RFC de la empresa es {rfc}. ¿Cómo sé que no es un fraude?")
    return T(text, [], [cl, ref, rfc], "CLABE de la tienda (dígito de control calculado), referencia y RFC de la empresa.")


# ============================== Portuguese ==============================
@case("pt", "govbr-cpf")
def _(g):
    c = cpf(g)
    pw = g.human_pw(["Saudade", "Cajueiro", "Jabuti", "Brigadeiro", "Goiaba", "Sabiá"])
    cn = cnpj(g)
    text = (f"Tô tentando entrar no gov.br pra ver meu FGTS. CPF {c} e a senha {pw}, mas diz que a conta está bloqueada. "
            f"A empresa onde trabalhei tem CNPJ {cn}. O que eu faço?")
    return T(text, [c, pw], [cn], "CPF (dígitos calculados) e senha; CNPJ da empresa (calculado) é semelhante.")


@case("pt", "irs-nif-iban")
def _(g):
    n = pt_nif(g)
    ib = pt_iban(g)
    ent = g.n(5)
    ref = f"{g.n(3)} {g.d(3)} {g.d(3)}"
    text = (f"Estou a preencher os dados para o reembolso do IRS. O meu NIF é {n} e o IBAN {g4(ib)}. Para pagar o IMI "
            f"deram-me a referência Multibanco: entidade {ent}, referência {ref}. Está tudo certo?")
    return T(text, [n, g4(ib)], [ent, ref], "NIF (dígito calculado) e IBAN (NIB e mod 97 calculados); entidade e referência Multibanco são semelhantes.")


@case("pt", "correios-rastreio")
def _(g):
    s = s10(g, g.c(["NL", "QB", "OY"]), "BR")
    ped = g.n(10)
    cn = cnpj(g).replace(".", "").replace("/", "").replace("-", "")
    key = nfe_key(g, cn)
    text = (f"Minha encomenda com código de rastreio {s} está 'objeto em trânsito' há 10 dias. O número do pedido na "
            f"loja é {ped} e a nota fiscal tem chave de acesso {key}. Posso abrir reclamação?")
    return T(text, [], [s, ped, key], "Código de rastreio (S10 calculado), pedido e chave de NF-e (dígito calculado).")


# ============================== Italian ==============================
@case("it", "spid-fascicolo")
def _(g):
    fem = g.i(0, 1) == 1
    name = g.c(["Giulia", "Chiara", "Francesca"]) if fem else g.c(["Marco", "Davide", "Lorenzo"])
    sur = g.c(["Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco"])
    cf = codice_fiscale(g, sur, name, fem)
    pw = g.human_pw(["Girasole", "Farfalla", "Tiramisu", "Limoncello", "Gattino", "Vesuvio"])
    pi = piva(g)
    text = (f"Devo accedere al Fascicolo Sanitario con SPID, mi chiede il codice fiscale: {cf}. La password SPID di "
            f"Poste è {pw} ma dice 'credenziali errate'. Il mio datore di lavoro ha partita IVA {pi}, serve?")
    return T(text, [cf, pw], [pi], "Codice fiscale (carattere di controllo calcolato) e password SPID; partita IVA (calcolata) simile.")


@case("it", "whatsapp-bank-otp")
def _(g):
    otp = g.d(6)
    ib = iban("IT", g.c(UP) + g.c(["03069", "02008", "05034", "03062"]) + g.d(5) + g.d(12))
    bic = g.c(["BCITITMM", "UNCRITMMXXX", "BAPPIT21"])
    text = (f"Mi scrivono su WhatsApp dicendo che sono della banca e mi chiedono il codice arrivato per SMS: {otp}. "
            f"Gliel'ho quasi mandato. Il mio IBAN è {g4(ib)}, BIC {bic}. Devo bloccare il conto?")
    return T(text, [otp, g4(ib)], [bic], "OTP e IBAN (mod 97 calcolato, CIN non calcolato); il BIC è simile.")


@case("it", "zalando-reso")
def _(g):
    o = g.n(11)
    brt = g.n(15)
    pr = f"RS-{g.n(7)}"
    text = (f"Ho fatto un reso Zalando: numero ordine {o}, spedizione BRT {brt}, codice pratica {pr}. Il rimborso non "
            f"è arrivato dopo 3 settimane. Mi aiuti a scrivere al servizio clienti?")
    return T(text, [], [o, brt, pr], "Numeri d'ordine, spedizione e pratica.")


# ============================== Dutch ==============================
@case("nl", "digid-bsn")
def _(g):
    b = bsn(g)
    pw = g.human_pw(["Stroopwafel", "Tulpen", "Fietsbel", "Kikker", "Molen", "Hagelslag"])
    kvk = g.n(8)
    text = (f"Mijn DigiD werkt niet meer sinds ik een nieuwe telefoon heb. BSN {b}, wachtwoord {pw}. Moet ik een nieuwe "
            f"activeringscode aanvragen? Mijn werkgever (KvK {kvk}) vraagt of ik mijn loonstrook al kan inzien.")
    return T(text, [b, pw], [kvk], "BSN (elfproef berekend) en DigiD-wachtwoord; KvK-nummer van de werkgever is vergelijkbaar.")


@case("nl", "belastingdienst-aanslag")
def _(g):
    ib = iban("NL", g.c(["INGB", "ABNA", "RABO", "SNSB", "BUNQ"]) + "0" + g.n(9))
    ken = g.d(16)
    kf = f"{ken[:4]} {ken[4:8]} {ken[8:12]} {ken[12:]}"
    text = (f"Ik wil de aanslag van de Belastingdienst betalen vanaf mijn rekening {g4(ib)}. Betalingskenmerk {kf}, "
            f"naar NL86 INGB 0002 4455 88. Moet ik het kenmerk met of zonder spaties invullen?")
    return T(text, [g4(ib)], [kf, "NL86 INGB 0002 4455 88"], "Eigen IBAN (mod 97 berekend); betalingskenmerk en IBAN van de Belastingdienst zijn vergelijkbaar.")


@case("nl", "postnl-bol")
def _(g):
    bol = "A000" + g.s(UP + DG, 5)
    tt = "3S" + g.s(UP, 4) + g.d(9)
    text = (f"Mijn pakket van bol (bestelnummer {bol}) staat al drie dagen op 'gesorteerd'. Track & trace {tt}. Kun je "
            f"een kort berichtje voor de klantenservice schrijven?")
    return T(text, [], [bol, tt], "Bestelnummer en track-and-trace-code.")


# ============================== Swedish ==============================
@case("sv", "fk-bankid")
def _(g):
    p = se_pnr(g)
    code = g.pin(6)
    org = se_org(g)
    text = (f"Jag ska ansöka om föräldrapenning men BankID säger fel säkerhetskod. Mitt personnummer är {p} och "
            f"säkerhetskoden jag valde är {code}. Arbetsgivarens organisationsnummer är {org}, behövs det?")
    return T(text, [p, code], [org], "Personnummer (Luhn beräknad) och BankID-kod; organisationsnummer (Luhn) är likt.")


@case("sv", "airbnb-welcome")
def _(g):
    port = g.pin(4)
    box = g.pin(4)
    wifi = g.human_pw(["Kanelbulle", "Blåbär", "Midsommar", "Fika", "Älgen", "Skärgård"])
    lgh = f"1{g.i(1, 3)}0{g.i(1, 4)}"
    text = (f"Skriv ett välkomstmeddelande till mina gäster: portkoden är {port}, lägenhet {lgh} på tredje våningen, "
            f"wifi-lösenordet är {wifi}. Nyckeln ligger i nyckelboxen vid cykelstället, kod {box}.")
    return T(text, [port, wifi, box], [lgh], "Portkod, wifi-lösenord och nyckelboxkod; lägenhetsnumret är likt.")


@case("sv", "elbolag-faktura")
def _(g):
    bg = luhn_num(g, 8)
    ocr = luhn_num(g, 12)
    text = (f"Fick en faktura från elbolaget: bankgiro {bg[:4]}-{bg[4:]}, OCR-nummer {ocr}, belopp 1 284 kr, förfallodag "
            f"2025-06-28. Kan jag betala med Swish istället?")
    return T(text, [], [f"{bg[:4]}-{bg[4:]}", ocr], "Bankgironummer och OCR-referens (Luhn beräknade).")


# ============================== Danish ==============================
@case("da", "su-mitid")
def _(g):
    dt = g.date(1998, 2006)
    cpr = dt.strftime("%d%m%y") + "-" + g.d(4)
    pw = g.human_pw(["Rugbrød", "Hygge", "Smørrebrød", "Mågen", "Kanelsnegl", "Vikingeskib"])
    cvr = dk_cvr(g)
    text = (f"Jeg skal søge SU, men MitID-appen er låst. Mit CPR-nummer er {cpr} og min adgangskode var {pw}. "
            f"Skolens CVR-nummer er {cvr}, hvis det betyder noget.")
    return T(text, [cpr, pw], [cvr], "CPR-nummer (ingen kontrol beregnet) og adgangskode; skolens CVR (mod 11 beregnet) ligner.")


@case("da", "lommepenge-overfoersel")
def _(g):
    reg = g.c(["3100", "2100", "9570", "5301"])
    kto = g.n(10)
    text = (f"Min søn skal have lommepenge overført automatisk hver måned. Min konto: reg.nr. {reg}, kontonr. {kto}. "
            f"Hvordan opretter jeg en fast overførsel i Danske Bank-appen?")
    return T(text, [kto], [reg], "Eget kontonummer; registreringsnummeret identificerer banken.")


@case("da", "girokort-gls")
def _(g):
    fi = g.d(15)
    kred = g.n(8)
    gls = g.n(11)
    text = (f"Har fået et indbetalingskort: +71< {fi} +{kred}<, beløb 2.350,00 kr. Hvordan betaler jeg det i "
            f"netbanken? Og pakken fra GLS med nummer {gls} er stadig ikke kommet.")
    return T(text, [], [fi, kred, gls], "Betalings-id, kreditornummer og pakkenummer.")


# ============================== Norwegian ==============================
@case("no", "lanekassen-fnr")
def _(g):
    f = no_fnr(g)
    pw = g.human_pw(["Brunost", "Fjorden", "Trollstigen", "Multebær", "Skiløper", "Nordlys"])
    org = no_org(g)
    text = (f"Skal søke studielån. Fødselsnummeret mitt er {f} og BankID-passordet {pw}, men innloggingen feiler. "
            f"Arbeidsgiveren min har organisasjonsnummer {org}, må det oppgis?")
    return T(text, [f, pw], [org], "Fødselsnummer (kontrollsifre beregnet) og passord; organisasjonsnummer (beregnet) ligner.")


@case("no", "husleie-kid")
def _(g):
    k = no_konto(g)
    kid = luhn_num(g, 11)
    text = (f"Husleia skal trekkes fra kontoen min {k} den 1. hver måned, med KID {kid}. Kan du sette opp en "
            f"påminnelse og en kort melding til utleier om at avtalegiro er i orden?")
    return T(text, [k], [kid], "Eget kontonummer (mod 11 beregnet); KID (Luhn) er en betalingsreferanse.")


@case("no", "posten-sporing")
def _(g):
    s = s10(g, "LA", "NO")
    o = g.n(8)
    org = no_org(g)
    text = (f"Pakken min fra nettbutikken har sporingsnummer {s} og ordrenummer {o}. Firmaets org.nr. er {org} MVA. "
            f"Den har stått på 'under transport' i en uke. Hva skriver jeg?")
    return T(text, [], [s, o, org], "Sporingsnummer (S10 beregnet), ordrenummer og organisasjonsnummer (beregnet).")


# ============================== Finnish ==============================
@case("fi", "kela-pankkitunnukset")
def _(g):
    h = fi_hetu(g)
    uid = g.n(8)
    pw = g.human_pw(["Mustikka", "Sauna", "Revontuli", "Karhu", "Pulla", "Lumihiutale"])
    yt = fi_ytunnus(g)
    text = (f"Kelan asiointi vaatii pankkitunnukset. Henkilötunnukseni on {h}, käyttäjätunnus {uid} ja salasana {pw}. "
            f"Miksi se sanoo, että tunnukset on lukittu? Työnantajan Y-tunnus on {yt}.")
    return T(text, [h, pw], [yt], "Henkilötunnus (tarkiste laskettu) ja salasana; työnantajan Y-tunnus (laskettu) muistuttaa.")


@case("fi", "mokki-ohje")
def _(g):
    box, sauna = g.pin(4), g.pin(4)
    wifi = g.human_pw(["Mustikka", "Sauna", "Revontuli", "Karhu", "Pulla", "Lumihiutale"])
    res = "VR-" + g.n(6)
    text = (f"Tee mökin vuokralaisille ohje (varaus {res}): avainsäilön koodi on {box}, saunarakennuksen ovikoodi "
            f"{sauna} ja wifin salasana {wifi}. Roskat viedään tienhaaran jätekatokseen.")
    return T(text, [box, sauna, wifi], [res], "Avainsäilön ja oven koodit sekä wifin salasana; varausnumero muistuttaa.")


@case("fi", "lasku-viitenumero")
def _(g):
    ib = iban("FI", g.c(["1", "2", "5", "8"]) + g.d(13))
    v = fi_viite(g, 9)
    text = (f"Sain laskun: saaja Kotilämpö Oy, IBAN {g4(ib)}, viitenumero {v}, eräpäivä 15.7.2025, summa 212,40 €. "
            f"Voinko maksaa sen MobilePaylla?")
    return T(text, [], [g4(ib), v], "Yrityksen IBAN (mod 97 laskettu) ja viitenumero (tarkiste laskettu).")


# ============================== Hungarian ==============================
@case("hu", "taj-adoazonosito")
def _(g):
    t = hu_taj(g)
    a = hu_adoaz(g)
    c = hu_ceg(g)
    tf = f"{t[:3]} {t[3:6]} {t[6:]}"
    text = (f"Az új munkahelyemen kérik a TAJ-számomat ({tf}) és az adóazonosító jelemet ({a}). A cég adószáma {c}. "
            f"Elküldhetem ezeket sima e-mailben?")
    return T(text, [tf, a], [c], "TAJ-szám és adóazonosító jel (ellenőrzők számolva); a cég adószáma (számolva) hasonló.")


@case("hu", "anyu-kartya-pin")
def _(g):
    acct = hu_account(g)
    pin = g.pin(4)
    tel = f"+36 1 {g.n(3)} {g.d(4)}"
    text = (f"Anyukámnak kell segítenem: a bankszámlaszáma {acct}, a kártyája PIN-kódja {pin}. Hogyan tudja letiltani "
            f"a kártyát, ha elveszett? A bank ügyfélszolgálata {tel}.")
    return T(text, [acct, pin], [tel], "Édesanya számlaszáma (blokk-ellenőrzők számolva) és PIN-kódja; a telefonszám hasonló.")


@case("hu", "foxpost-panasz")
def _(g):
    fox = "CLF" + g.s(UP + DG, 8)
    o = g.n(8)
    shop = hu_account(g, blocks=2)
    text = (f"A Foxpost csomagom ({fox}) nem érkezett meg. A rendelésszám {o}, előre utaltam a webshop számlájára "
            f"({shop}). Írnál egy panaszlevelet?")
    return T(text, [], [fox, o, shop], "Csomagkövetési szám, rendelésszám és a webshop számlaszáma.")


# ============================== Romanian ==============================
@case("ro", "anaf-spv-cnp")
def _(g):
    c = ro_cnp(g)
    pw = g.human_pw(["Ciocarlie", "Mamaliga", "Carpati", "Ghiocel", "Veverita", "Dunarea"])
    cui = ro_cui(g)
    text = (f"Încerc să intru în Spațiul Privat Virtual de la ANAF. CNP-ul meu este {c} și parola {pw}, dar îmi spune "
            f"că utilizatorul nu există. Angajatorul are CUI {cui}. Ce să fac?")
    return T(text, [c, pw], [cui], "CNP (cifră de control calculată) și parolă; CUI-ul angajatorului (calculat) e asemănător.")


@case("ro", "mama-iban-pin")
def _(g):
    ib = iban("RO", g.c(["BTRL", "RNCB", "BRDE", "INGB"]) + g.s(UP + DG, 16))
    pin = g.pin(4)
    text = (f"Mama vrea să scoată bani cu cardul pe care i l-am dat. IBAN-ul meu este {g4(ib)}, iar PIN-ul cardului e "
            f"{pin}. Cum îi explic pas cu pas la bancomat? BIC-ul băncii e BTRLRO22.")
    return T(text, [g4(ib), pin], ["BTRLRO22"], "IBAN (mod 97 calculat) și PIN; BIC-ul băncii e asemănător.")


@case("ro", "emag-awb")
def _(g):
    em = g.n(9)
    awb = g.n(13)
    text = (f"Coletul de la eMAG, comanda nr. {em}, AWB Fan Courier {awb}, încă nu a ajuns după 5 zile. Poți scrie un "
            f"mesaj către suport?")
    return T(text, [], [em, awb], "Număr de comandă și AWB.")


# ============================== Greek ==============================
@case("el", "efka-amka-afm")
def _(g):
    am = gr_amka(g)
    af = gr_afm(g, g.c(["0", "1"]))
    pw = g.human_pw(["Thalassa", "Elia", "Koukouvagia", "Meltemi", "Portokali", "Akropoli"])
    afc = gr_afm(g, "09")
    text = (f"Θέλω να κλείσω ραντεβού στον ΕΦΚΑ. ΑΜΚΑ {am}, ΑΦΜ {af} και κωδικός Taxisnet {pw}. Γιατί δεν με αφήνει "
            f"να συνδεθώ; Ο εργοδότης μου έχει ΑΦΜ {afc}.")
    return T(text, [am, af, pw], [afc], "ΑΜΚΑ (Luhn), ΑΦΜ (υπολογισμένο) και κωδικός· το ΑΦΜ του εργοδότη μοιάζει.")


@case("el", "geitonas-synagermos")
def _(g):
    al = g.pin(4)
    ib = iban("GR", g.c(["011", "026", "017", "014"]) + g.d(4) + g.d(16))
    tel = "69" + g.c("3479") + g.d(7)
    text = (f"Φεύγουμε διακοπές και ο γείτονας θα ποτίζει τα φυτά. Ο κωδικός του συναγερμού είναι {al}. Για τα έξοδα να "
            f"μου στείλει στον λογαριασμό {g4(ib)}. Αν χτυπήσει ο συναγερμός, να καλέσει την εταιρεία στο {tel}. Γράψε ένα "
            f"σύντομο, ευγενικό μήνυμα.")
    return T(text, [al, g4(ib)], [tel], "Κωδικός συναγερμού και IBAN (mod 97 υπολογισμένο)· το τηλέφωνο μοιάζει.")


@case("el", "skroutz-acs")
def _(g):
    sk = f"{g.d(6)}-{g.d(6)}"
    acs = g.n(10)
    gemi = g.n(12)
    text = (f"Παρήγγειλα από Skroutz (αριθμός παραγγελίας {sk}) και η ACS μου έδωσε αριθμό αποστολής {acs}. Το "
            f"κατάστημα έχει αριθμό ΓΕΜΗ {gemi}. Πώς κάνω παράπονο;")
    return T(text, [], [sk, acs, gemi], "Αριθμοί παραγγελίας, αποστολής και ΓΕΜΗ.")


# ============================== Turkish ==============================
@case("tr", "edevlet-tckn")
def _(g):
    tc = tckn(g)
    pw = g.human_pw(["Simit", "Lale", "Karpuz", "Boncuk", "Pamuk", "Kartal"])
    vk = tr_vkn(g)
    text = (f"e-Devlet şifremi unuttum. TC kimlik numaram {tc}, eski şifrem {pw} idi. Yeni şifreyi PTT'den mi almam "
            f"gerekiyor? İşyerimin vergi numarası {vk}.")
    return T(text, [tc, pw], [vk], "TC kimlik no (kontrol hanesi hesaplandı) ve şifre; işyerinin vergi numarası (hesaplandı) benzer.")


@case("tr", "kira-iban-es")
def _(g):
    ib = iban("TR", g.c(["00010", "00062", "00064", "00046", "00012"]) + "0" + g.d(16))
    pin = g.pin(4)
    rent = f"{g.i(14, 32)}.{g.c(['000', '500'])} TL"
    text = (f"Eşime bir not yaz: kira ({rent}) benim hesabımdan ({g4(ib)}) her ayın 5'inde otomatik ödenecek, market "
            f"alışverişi için kartımın şifresi {pin}. Kısa ve sevimli olsun.")
    return T(text, [g4(ib), pin], [rent], "IBAN (mod 97 hesaplandı) ve kart şifresi; kira tutarı benzer değer.")


@case("tr", "kargo-takip")
def _(g):
    ty = g.n(10)
    yk = g.n(12)
    fat = "TYE" + g.d(13)
    text = (f"Trendyol siparişim ({ty}) hâlâ gelmedi. Yurtiçi Kargo takip numarası {yk}, fatura no {fat}. Müşteri "
            f"hizmetlerine yazacağım mesajı düzeltir misin?")
    return T(text, [], [ty, yk, fat], "Sipariş, kargo takip ve fatura numaraları.")


# ============================== Vietnamese ==============================
@case("vi", "vneid-cccd")
def _(g):
    dt = g.date(1975, 2003)
    cc = g.c(["001", "079", "048", "031"]) + ("0" if dt.year < 2000 else "2") + dt.strftime("%y") + g.d(6)
    pw = g.human_pw(["Hoasen", "Buonma", "Caphe", "Mattroi", "Conmeo", "Songhong"])
    mst = g.n(10)
    text = (f"Mình đăng nhập VNeID mà cứ báo sai mật khẩu. Số CCCD là {cc}, mật khẩu {pw}. Công ty mình có mã số "
            f"thuế {mst}, có cần khai cái đó không?")
    return T(text, [cc, pw], [mst], "Số CCCD và mật khẩu; mã số thuế công ty (chưa tính số kiểm tra) là giá trị giống.")


@case("vi", "otp-scam-call")
def _(g):
    otp = g.d(6)
    stk = "10" + g.d(11)
    caller = f"0{g.c('379')}{g.d(8)}"
    text = (f"Có người gọi từ số {caller} tự xưng nhân viên ngân hàng, bảo mình đọc mã OTP {otp} để 'hoàn tiền'. Mình "
            f"lỡ đọc rồi. Số tài khoản Vietcombank của mình là {stk}. Giờ phải làm gì?")
    return T(text, [otp, stk], [caller], "Mã OTP và số tài khoản; số điện thoại người gọi là giá trị giống.")


@case("vi", "shopee-khieu-nai")
def _(g):
    sp = f"25{g.i(1, 12):02d}{g.i(1, 28):02d}" + g.s(UP + DG, 8)
    ghn = "G" + g.s(UP, 3) + g.d(4) + g.s(UP, 2)
    tel = f"0{g.c('389')}{g.d(8)}"
    text = (f"Đơn Shopee mã {sp} giao bởi GHN, mã vận đơn {ghn}, bị giao nhầm màu. Hotline của shop là {tel}. Viết "
            f"giúp mình tin nhắn khiếu nại lịch sự nhé.")
    return T(text, [], [sp, ghn, tel], "Mã đơn hàng, mã vận đơn và số điện thoại.")


# ============================== Thai ==============================
@case("th", "fund-account-id")
def _(g):
    tid = thai_fmt(thai_id(g))
    pin = g.pin(6)
    tax = thai_id(g, first="0105")
    text = (f"จะเปิดบัญชีกองทุนผ่านแอป ต้องกรอกเลขบัตรประชาชน {tid} กับรหัส PIN แอปธนาคาร {pin} ด้วยใช่ไหม "
            f"บริษัทหลักทรัพย์มีเลขประจำตัวผู้เสียภาษี {tax} ด้วย")
    return T(text, [tid, pin], [tax], "เลขบัตรประชาชน (คำนวณเลขตรวจสอบ) และ PIN; เลขผู้เสียภาษีของบริษัท (คำนวณ) คล้ายกัน")


@case("th", "maid-salary-wifi")
def _(g):
    kb = g.d(10)
    kbf = f"{kb[:3]}-{kb[3]}-{kb[4:9]}-{kb[9]}"
    wifi = g.human_pw(["Mali", "Chang", "Tomyum", "Khaoniao", "Sabai", "Mamuang"])
    sal = f"{g.i(11, 18)},{g.c(['000', '500'])} บาท"
    text = (f"ช่วยเขียนข้อความถึงแม่บ้าน: เงินเดือน {sal} จะโอนจากบัญชีกสิกรของฉัน {kbf} ทุกวันที่ 25 และรหัส Wi-Fi "
            f"บ้านคือ {wifi} ให้สุภาพและสั้น ๆ")
    return T(text, [kbf, wifi], [sal], "เลขบัญชีของผู้ใช้และรหัส Wi-Fi; จำนวนเงินเดือนเป็นค่าที่คล้ายกัน")


@case("th", "post-lazada")
def _(g):
    s = s10(g, "EF", "TH")
    lz = g.n(15)
    text = (f"พัสดุไปรษณีย์ไทยเลข {s} ยังไม่ถึงเลย หมายเลขคำสั่งซื้อ Lazada {lz} ช่วยร่างข้อความถึงร้านหน่อย")
    return T(text, [], [s, lz], "เลขพัสดุ (S10 คำนวณ) และหมายเลขคำสั่งซื้อ")


# ============================== Indonesian ==============================
@case("id", "bpjs-nik-npwp")
def _(g):
    dt = g.date(1975, 2000)
    nik = g.c(["317401", "327301", "357801", "337401"]) + f"{dt.day:02d}{dt.month:02d}{dt.year % 100:02d}" + f"{g.i(1, 30):04d}"
    npwp = f"{g.d(2)}.{g.d(3)}.{g.d(3)}.{g.d(1)}-{g.d(3)}.000"
    bp = "000" + g.d(10)
    text = (f"Mau daftar BPJS Kesehatan online. NIK saya {nik}, NPWP {npwp}. Nomor kartu BPJS istri saya {bp}, itu "
            f"harus diisi juga?")
    return T(text, [nik, npwp, bp], [], "NIK, NPWP dan nomor kartu BPJS istri (tanpa digit kontrol).")


@case("id", "bca-pin-adik")
def _(g):
    rek = g.n(10)
    pin = g.pin(6)
    otp = g.d(6)
    text = (f"Tolong bikinin catatan buat adik saya: uang kos ditransfer ke rekening BCA saya {rek} (kode bank 014), "
            f"PIN m-BCA saya {pin} jangan dikasih siapa-siapa. Oh ya, tadi ada SMS OTP {otp} padahal saya nggak transaksi.")
    return T(text, [rek, pin, otp], ["014"], "Rekening, PIN dan OTP; kode bank 014 adalah kode publik.")


@case("id", "tokopedia-resi")
def _(g):
    inv = f"INV/2025{g.i(1, 12):02d}{g.i(1, 28):02d}/MPL/{g.n(10)}"
    jne = g.n(16)
    va = "8277" + g.d(12)
    text = (f"Paket saya dari Tokopedia nomor invoice {inv} dengan resi JNE {jne} belum sampai. Nomor virtual account "
            f"yang saya bayar tadi {va}. Gimana cara komplain?")
    return T(text, [], [inv, jne, va], "Nomor invoice, resi dan virtual account pembayaran.")


# ============================== Tagalog ==============================
@case("tl", "gcash-scam")
def _(g):
    mpin = g.pin(4)
    otp = g.d(6)
    ref = g.n(13)
    text = (f"Na-scam yata ako. Binigay ko yung GCash MPIN ko ({mpin}) at yung OTP na {otp} sa nagpakilalang taga-GCash. "
            f"Tapos may nakita akong transaction na Ref No. {ref} na ₱4,500. Ano gagawin ko?")
    return T(text, [mpin, otp], [ref], "MPIN at OTP; ang Ref No. ng resibo ay reference lamang (settled).")


@case("tl", "job-application-ids")
def _(g):
    sss = f"{g.d(2)}-{g.d(7)}-{g.d(1)}"
    ph = f"{g.d(2)}-{g.d(9)}-{g.d(1)}"
    tin = f"{g.d(3)}-{g.d(3)}-{g.d(3)}"
    tco = f"{g.d(3)}-{g.d(3)}-{g.d(3)}-000"
    text = (f"Nag-aapply ako ng trabaho, hinihingi yung SSS number ko {sss}, PhilHealth {ph} at TIN {tin}. Yung TIN ng "
            f"kumpanya ay {tco}. Pwede ko bang i-email na lang sa HR?")
    return T(text, [sss, ph, tin], [tco], "SSS, PhilHealth at TIN (walang check digit na kinalkula); TIN ng kumpanya ay kahawig.")


@case("tl", "lazada-jt-reklamo")
def _(g):
    lz = g.n(15)
    jt = "JT" + g.d(13)
    ref = g.n(13)
    text = (f"Yung order ko sa Lazada na {lz} hindi pa dumarating, J&T tracking {jt}. Nagbayad ako sa GCash, Ref No. "
            f"{ref}. Paano mag-file ng reklamo?")
    return T(text, [], [lz, jt, ref], "Order number, tracking at Ref No. ng bayad.")


# ============================== Swahili ==============================
@case("sw", "mpesa-kimakosa")
def _(g):
    code = "T" + g.s(UP, 2) + g.s(UP + DG, 7)
    ph = "07" + g.d(8)
    text = (f"Nimetuma pesa kwa namba isiyo sahihi! Ujumbe ni: \"{code} Imethibitishwa. Ksh1,200.00 imetumwa kwa "
            f"PETER OTIENO {ph} tarehe 3/4/25 saa 9:14 PM. Salio lako jipya la M-PESA ni Ksh3,415.50.\" Nifanye nini "
            f"kurudisha pesa?")
    return T(text, [code], [ph], "Msimbo wa muamala wa M-Pesa (ni siri kwa uamuzi uliowekwa); namba ya simu ya mpokeaji inafanana na siri lakini si siri.")


@case("sw", "mkopo-kitambulisho")
def _(g):
    nid = g.c("23") + g.d(7)
    kra = "A" + g.d(9) + g.c(UP)
    mp = g.pin(4)
    ln = "LN-" + g.n(7)
    text = (f"Naomba unisaidie kujaza fomu ya mkopo (namba ya ombi {ln}). Namba yangu ya kitambulisho ni {nid}, KRA PIN "
            f"{kra}, na PIN yangu ya M-Pesa ni {mp}. Je, wanahitaji hiyo ya mwisho pia?")
    return T(text, [nid, kra, mp], [ln], "Namba ya kitambulisho, KRA PIN na PIN ya M-Pesa; namba ya ombi la mkopo inafanana lakini si siri.")


@case("sw", "tz-control-number")
def _(g):
    cn = "99" + g.d(10)
    meter = g.n(11)
    text = (f"Nimepewa control number {cn} ya kulipia ada ya shule, kiasi TSh 450,000. Pia nataka kununua LUKU ya mita "
            f"namba {meter}. Nalipaje kwa M-Pesa Tanzania?")
    return T(text, [], [cn, meter], "Namba ya malipo (control number) na namba ya mita.")


# ---------------------------------------------------------------- validation
import re
import unicodedata

LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
ASCII_AN = set(string.ascii_letters + string.digits)


def hostile(s, allow_newline):
    bad = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch in "\u200c\u200d":   # ZWNJ/ZWJ: ordinary in Persian and Indic writing, printable for YAML
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Cf") or ch in "\ufeff\x85":
            bad.append(repr(ch))
    return bad


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k].strip():
            errs.append(f"{k} missing or empty")
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(v, str) for v in c[k]):
            errs.append(f"{k} is not a list of strings")
    if errs:
        return errs
    if not ID_RE.match(c["id"]):
        errs.append("bad id " + c["id"])
    if c["lang"] not in LANGS:
        errs.append("unknown lang " + c["lang"])
    text = c["text"]
    for part in text.split(M):
        if not part.strip():
            errs.append("empty message")
    for k in ("id", "lang", "note"):
        if hostile(c[k], False):
            errs.append(f"hostile characters in {k}")
    if hostile(text, True):
        errs.append("hostile characters in text: " + ",".join(hostile(text, True)))
    sec, lk = c["secrets"], c["lookalikes"]
    if not sec and not lk:
        errs.append("negative case without look-alikes")
    for name, lst in (("secret", sec), ("look-alike", lk)):
        if len(set(lst)) != len(lst):
            errs.append(f"duplicate {name}")
    if set(sec) & set(lk):
        errs.append("value both secret and look-alike")
    spans = {}
    for v in sec + lk:
        if not v or v != v.strip():
            errs.append(f"empty or padded value {v!r}")
            continue
        if hostile(v, True):
            errs.append(f"hostile characters in value {v!r}")
        if "\n" in v and v not in sec:
            errs.append(f"multi-line look-alike {v!r}")
        o = occ(text, v)
        if not o:
            errs.append(f"not a substring: {v!r}")
            continue
        if len(v) <= 6 and len(o) != 1:
            errs.append(f"short value occurs {len(o)} times: {v!r}")
        for a, b in o:
            pre = text[a - 1] if a > 0 else ""
            post = text[b] if b < len(text) else ""
            if v[0].isdigit() and pre.isdigit():
                errs.append(f"number embedded (left) {v!r}")
            if v[-1].isdigit() and post.isdigit():
                errs.append(f"number embedded (right) {v!r}")
            if v[0] in ASCII_AN and pre in ASCII_AN and pre:
                errs.append(f"value glued to a longer token (left) {v!r}")
            if v[-1] in ASCII_AN and post in ASCII_AN and post:
                errs.append(f"value glued to a longer token (right) {v!r}")
        spans[v] = o
    vals = [v for v in sec + lk if v in spans]
    for x in range(len(vals)):
        for y in range(x + 1, len(vals)):
            for a1, b1 in spans[vals[x]]:
                for a2, b2 in spans[vals[y]]:
                    if a1 < b2 and a2 < b1:
                        kind = "secret/look-alike" if (vals[x] in sec) != (vals[y] in sec) else "listed values"
                        errs.append(f"{kind} overlap: {vals[x]!r} / {vals[y]!r}")
    return errs


def self_tests():
    problems = []
    checks = [
        ("luhn", luhn_ok("4111111111111111") and luhn_ok("4242424242424242") and not luhn_ok("4111111111111112")),
        ("iban DE example", iban_ok("DE89370400440532013000")),
        ("iban GB example", iban_ok("GB82WEST12345698765432")),
        ("iban NL Belastingdienst", iban_ok("NL86INGB0002445588")),
        ("iban builder", iban("DE", "370400440532013000") == "DE89370400440532013000"),
        ("aba", aba_ok("021000021")),
        ("verhoeff", verhoeff_cd("236") == "3" and verhoeff_ok("2363")),
        ("nric", "JZIHGFEDCBA"[mod11_weighted("1234567", [2, 7, 6, 5, 4, 3, 2]) % 11] == "D"),
        ("cn id", "10X98765432"[mod11_weighted("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X"),
        ("pesel", (10 - mod11_weighted("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == 9),
        ("dni", "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"),
        ("bsn", bsn_ok("111222333")),
        ("hetu", "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T"),
        ("se pnr", luhn_cd("811218987") == "6"),
        ("steuer-id", iso7064_11_10("8609574271") == "9"),
        ("pl id", pl_id_ok("ABA300000")),
        ("vin", vin_ok("1M8GDM9AXKP042788")),
    ]
    # My Number test value 123456789018 and CPF 529.982.247-25
    b = "12345678901"
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    checks.append(("mynumber", (0 if s % 11 <= 1 else 11 - s % 11) == 8))
    checks.append(("cpf", sum(int(x) * (10 - k) for k, x in enumerate("529982247")) % 11 == 9))
    # round trips of the generators against independent validators (separate generator, does not touch the set)
    t = G(0)
    for _ in range(50):
        checks.append(("cz account", cz_account_ok(cz_account(t))))
        checks.append(("ru account", ru_account_ok(ru_account(t, "044525225"), "044525225")))
        checks.append(("il id", il_ok(il_id(t))))
        checks.append(("uk vat", uk_vat_ok(uk_vat(t))))
        checks.append(("hu account", all(hu_block_ok(x) for x in hu_account(t).split("-"))))
        checks.append(("bsn", bsn_ok(bsn(t))))
        checks.append(("card", luhn_ok(card(t, "4"))))
        checks.append(("iban", iban_ok(iban("FR", fr_rib(t))) and iban_ok(iban("ES", es_ccc(t))) and pt_iban(t)[2:4] == "50"))
        checks.append(("vin", vin_ok(vin(t, "1FT", "N"))))
        checks.append(("aadhaar", verhoeff_ok(in_aadhaar(t).replace(" ", ""))))
        checks.append(("pl id", pl_id_ok(pl_id_card(t))))
        checks.append(("aba", aba_ok(aba(t))))
        checks.append(("wif", b58check(b"\x80" + bytes(32) + b"\x01").startswith("K")))
        checks.append(("bitlocker", all(int(x) % 11 == 0 and int(x) // 11 < 65536 for x in bitlocker(t).split("-"))))
    for name, ok in checks:
        if not ok:
            problems.append("self-test failed: " + name)
    return problems


def build():
    master = random.Random(SEED)
    out, problems = [], []
    for idx, (lang, slug, fn) in enumerate(CASES, 1):
        g = G(master.getrandbits(64))
        cid = f"{PREFIX}-{idx:03d}-{slug}"
        last = None
        for attempt in range(40):
            r = fn(g)
            c = {"id": cid, "lang": lang, "text": r["text"], "secrets": r["secrets"], "lookalikes": r["lookalikes"],
                 "note": r["note"]}
            last = validate_case(c)
            if not last:
                break
        if last:
            problems.append(f"{cid}: " + "; ".join(last))
            continue
        out.append(c)
    ids = [c["id"] for c in out]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    slugs = [c["id"][8:] for c in out]
    if len(set(slugs)) != len(slugs):
        problems.append("duplicate slugs")
    return out, problems


def q(s):
    return json.dumps(s, ensure_ascii=False)


def emit(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append(f"  - id: {q(c['id'])}")
        lines.append(f"    lang: {q(c['lang'])}")
        lines.append(f"    text: {q(c['text'])}")
        for k in ("secrets", "lookalikes"):
            if c[k]:
                lines.append(f"    {k}:")
                lines.extend(f"      - {q(v)}" for v in c[k])
            else:
                lines.append(f"    {k}: []")
        lines.append(f"    note: {q(c['note'])}")
    return "\n".join(lines) + "\n"


def reparse(doc):
    """Parse the restricted YAML written by emit() (mirrors the checker)."""
    lines = doc.split("\n")
    assert lines[0] == "lookalikes: []" and lines[1] == "cases:"
    cases, cur, key = [], None, None
    for ln in lines[2:]:
        if not ln:
            continue
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
        elif ln.startswith("      - "):
            cur[key].append(json.loads(ln[8:]))
        elif ln.startswith("    "):
            k, _, v = ln[4:].partition(":")
            v = v.strip()
            if v == "":
                cur[k], key = [], k
            elif v == "[]":
                cur[k] = []
            else:
                cur[k] = json.loads(v)
        else:
            raise ValueError("unexpected line: " + ln[:60])
    return cases


def main():
    if len(sys.argv) != 2 or not sys.argv[1].endswith(".yaml"):
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml", file=sys.stderr)
        sys.exit(2)
    problems = self_tests()
    cases, p2 = build()
    problems += p2
    doc = emit(cases)
    try:
        if reparse(doc) != cases:
            problems.append("round trip of the YAML text differs")
    except Exception as e:  # noqa
        problems.append(f"round trip failed: {e}")
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(doc)
    neg = sum(1 for c in cases if not c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {neg} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")


if __name__ == "__main__":
    main()
