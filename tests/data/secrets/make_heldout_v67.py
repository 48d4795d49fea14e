#!/usr/bin/env python3
# make_heldout_v67.py -- deterministic generator of the blind evaluation set "heldout_v67"
# for a secrets filter (chat messages of one user to an AI assistant).
# Standard library only; every random value comes from random.Random(67).
# Usage: python3 make_heldout_v67.py heldout_v67.yaml
import sys, json, re, base64, hashlib, struct, random, string, unicodedata

NAME = "heldout_v67"
SEED = 67
PREFIX = "H67"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = string.ascii_letters + string.digits
UPN = UP + DIG
LON = LO + DIG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B32 = UP + "234567"
B64 = AN + "+/"
B64U = AN + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- basic helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DIG, n)


def rdnz(n):
    return R.choice("123456789") + rd(n - 1)


def pick(seq):
    return R.choice(seq)


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def every(s, k, sep=" "):
    return sep.join(s[i:i + k] for i in range(0, len(s), k))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = "%032x" % R.getrandbits(128)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def bdate(y0=1955, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def future_exp():
    return f"{R.randint(1, 12):02d}/{R.randint(26, 31)}"


def pem_wrap(body, width=64):
    return "\n".join(body[i:i + width] for i in range(0, len(body), width))


# ---------------------------------------------------------------- check digits (computed)
def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]


def card(brand="visa"):
    if brand == "visa":
        body = "4" + rd(14)
    elif brand == "mc":
        body = "5" + pick("12345") + rd(13)
    elif brand == "amex":
        body = pick(["34", "37"]) + rd(12)
    elif brand == "unionpay":
        body = "62" + pick(["2848", "1700", "2202", "1483"]) + rd(9)
    elif brand == "mir":
        body = "220" + pick("01234") + rd(11)
    elif brand == "ir":
        body = pick(["603799", "610433", "621986", "627353", "603770"]) + rd(9)
    elif brand == "troy":
        body = "9792" + rd(11)
    else:
        raise ValueError(brand)
    return body + luhn_digit(body)


def card_fmt(n):
    return groups(n, [4, 6, 5]) if len(n) == 15 else every(n, 4)


def iban(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return cc + f"{98 - int(num) % 97:02d}" + bban


def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(ch, 36)) for ch in s[4:] + s[:4])
    return int(num) % 97 == 1


def rf_ref(ref):  # ISO 11649 creditor reference
    num = "".join(str(int(ch, 36)) for ch in ref + "RF00")
    return "RF" + f"{98 - int(num) % 97:02d}" + ref


def fr_rib_key(bank, branch, acct):
    return f"{97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97):02d}"


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return "0" if d == 11 else ("1" if d == 10 else str(d))


IT_ODD = {**dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
          **dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}
IT_EVEN = {**{str(i): i for i in range(10)}, **{ch: i for i, ch in enumerate(UP)}}


def it_check(s):
    tot = sum(IT_ODD[ch] if i % 2 == 0 else IT_EVEN[ch] for i, ch in enumerate(s))
    return chr(65 + tot % 26)


def it_name_code(word, given=False):
    word = word.upper()
    cons = [c for c in word if c in "BCDFGHJKLMNPQRSTVWXYZ"]
    vow = [c for c in word if c in "AEIOU"]
    if given and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vow) + "XXX")[:3]


def it_codice_fiscale(surname, name, y, m, d, female, town):
    s = it_name_code(surname) + it_name_code(name, True) + f"{y % 100:02d}" + "ABCDEHLMPRST"[m - 1] \
        + f"{d + (40 if female else 0):02d}" + town
    return s + it_check(s)


def it_piva():
    body = rd(7) + pick(["001", "003", "015", "037", "058"])
    return body + luhn_digit(body)


def de_steuer_id():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(9)]
        cnt = {x: d.count(x) for x in set(d)}
        multi = [x for x, c in cnt.items() if c > 1]
        if len(multi) != 1 or cnt[multi[0]] not in (2, 3):
            continue
        if any(d[i] == d[i + 1] == d[i + 2] for i in range(8)):
            continue
        p = 10
        for x in d:
            s = (x + p) % 10
            s = 10 if s == 0 else s
            p = (2 * s) % 11
        c = 11 - p
        c = 0 if c == 10 else c
        return "".join(map(str, d)) + str(c)


def fr_nir(female, y, m):
    dep = f"{R.randint(1, 95):02d}"
    if dep == "20":
        dep = "2A"
    body = ("2" if female else "1") + f"{y % 100:02d}{m:02d}" + dep + f"{R.randint(1, 990):03d}" + f"{R.randint(1, 999):03d}"
    num = int(body.replace("2A", "19"))
    return body, f"{97 - num % 97:02d}"


def siret():
    while True:
        siren = rd(8)
        siren += luhn_digit(siren)
        nic = "000" + rd(1)
        body = siren + nic
        return siren, body + luhn_digit(body)


def es_dni():
    n = R.randint(10000000, 79999999)
    return f"{n:08d}" + "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]


def es_cif():
    letter = pick("AB")
    d = rd(7)
    even = sum(int(d[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        p = int(d[i]) * 2
        odd += p // 10 + p % 10
    return letter + d + str((10 - (even + odd) % 10) % 10)


def mx_clabe(bank):
    body = bank + pick(["180", "320", "650", "010"]) + rd(11)
    w = [3, 7, 1] * 6
    tot = sum((int(a) * b) % 10 for a, b in zip(body, w))
    return body + str((10 - tot % 10) % 10)


def mx_curp(prefix4, y, m, d, sex, state, cons3):
    alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    body = prefix4 + f"{y % 100:02d}{m:02d}{d:02d}" + sex + state + cons3 + ("0" if y < 2000 else "A")
    tot = sum(alpha.index(ch) * (18 - i) for i, ch in enumerate(body))
    return body + str((10 - tot % 10) % 10)


def ar_cbu():
    bank = pick(["007", "011", "017", "072", "285"])
    b1 = bank + rd(4)
    w1 = [7, 1, 3, 9, 7, 1, 3]
    c1 = (10 - sum(int(a) * b for a, b in zip(b1, w1)) % 10) % 10
    b2 = rd(13)
    w2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]
    c2 = (10 - sum(int(a) * b for a, b in zip(b2, w2)) % 10) % 10
    return b1 + str(c1) + b2 + str(c2)


def ar_cuit(prefix):
    while True:
        body = prefix + rd(8)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
        if r == 10:
            continue
        r = 0 if r == 11 else r
        return f"{body[:2]}-{body[2:]}-{r}"


def br_cpf():
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) == 1:
            continue
        for n in (10, 11):
            s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
            r = s % 11
            d.append(0 if r < 2 else 11 - r)
        s = "".join(map(str, d))
        return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def pt_nif(first):
    body = first + rd(7)
    r = 11 - sum(int(a) * b for a, b in zip(body, range(9, 1, -1))) % 11
    return body + ("0" if r >= 10 else str(r))


def pt_iban():
    bank = pick(["0035", "0033", "0007", "0010", "0036"])
    b19 = bank + rd(4) + rd(11)
    chk = 98 - (int(b19) * 100) % 97
    return iban("PT", b19 + f"{chk:02d}")


def s10(prefix, country):  # UPU S10 item identifier
    d = rd(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(d, w)) % 11
    c = 5 if c == 11 else (0 if c == 10 else c)
    return prefix + d + str(c) + country


def nl_bsn():
    while True:
        d = rdnz(8)
        c = sum(int(a) * b for a, b in zip(d, range(9, 1, -1))) % 11
        if c < 10:
            return d + str(c)


def pl_pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}" + rd(3) + str(pick([0, 2, 4, 6, 8]) if female else pick([1, 3, 5, 7, 9]))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def pl_dowod():
    letters = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3)
    rest = rd(5)
    vals = [ord(c) - 55 for c in letters]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1])) + sum(int(a) * b for a, b in zip(rest, [7, 3, 1, 7, 3]))
    return letters + str(s % 10) + rest


def pl_nip():
    while True:
        d = rdnz(9)
        c = sum(int(a) * b for a, b in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10:
            s = d + str(c)
            return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"


def cz_rc(y, m, d, female):
    while True:
        base = f"{y % 100:02d}{m + (50 if female else 0):02d}{d:02d}" + rd(3)
        c = int(base) % 11
        if c < 10:
            return base[:6] + "/" + base[6:] + str(c)


def cz_account():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        n = "00" + rdnz(7)
        s = sum(int(a) * b for a, b in zip(n, w[:9]))
        c = (-s) % 11
        if c < 10:
            return (n + str(c)).lstrip("0")


def cz_ico():
    d = rd(7)
    r = sum(int(a) * b for a, b in zip(d, [8, 7, 6, 5, 4, 3, 2])) % 11
    c = 1 if r == 0 else (0 if r == 1 else 11 - r)
    return d + str(c)


def se_pnr(y, m, d):
    body = f"{y % 100:02d}{m:02d}{d:02d}" + rd(3)
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def dk_cvr():
    while True:
        d = rdnz(7)
        c = (-sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if c < 10:
            return d + str(c)


def no_fnr(y, m, d):
    while True:
        ind = f"{R.randint(0, 499) if y < 2000 else R.randint(500, 999):03d}"
        body = f"{d:02d}{m:02d}{y % 100:02d}" + ind
        k1 = 11 - sum(int(a) * b for a, b in zip(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        body += str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body + str(k2)


def no_mod11(body, w):
    c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
    return "0" if c == 11 else (None if c == 10 else str(c))


def no_konto():
    while True:
        body = pick(["1503", "1506", "1207", "9710", "3000", "1254"]) + rd(6)
        c = no_mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return f"{body[:4]}.{body[4:6]}.{body[6:]}{c}"


def no_orgnr():
    while True:
        body = pick("89") + rd(7)
        c = no_mod11(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            s = body + c
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def fi_hetu(y, m, d):
    ind = f"{R.randint(2, 899):03d}"
    sep = "-" if y < 2000 else "A"
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{ind}")
    return f"{d:02d}{m:02d}{y % 100:02d}{sep}{ind}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def fi_viite():
    body = rdnz(R.randint(6, 10))
    w = [7, 3, 1]
    tot = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(body)))
    s = body + str((10 - tot % 10) % 10)
    return every(s[::-1], 5)[::-1]


def fi_ytunnus():
    while True:
        d = rd(7)
        r = sum(int(a) * b for a, b in zip(d, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        return d + "-" + str(0 if r == 0 else 11 - r)


def hu_taj():
    d = rd(8)
    c = sum(int(a) * b for a, b in zip(d, [3, 7, 3, 7, 3, 7, 3, 7])) % 10
    s = d + str(c)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def hu_adoazonosito():
    while True:
        body = "8" + f"{R.randint(30000, 49000):05d}" + rd(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(body)) % 11
        if c < 10:
            return body + str(c)


def hu_adoszam():
    d = rd(7)
    c = (10 - sum(int(a) * b for a, b in zip(d, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    return f"{d}{c}-{pick('2345')}-{pick(['41', '42', '43', '13', '09', '02'])}"


def ro_cnp(y, m, d, female):
    s = (6 if female else 5) if y >= 2000 else (2 if female else 1)
    body = f"{s}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{R.randint(1, 999):03d}"
    r = sum(int(a) * int(b) for a, b in zip(body, "279146358279")) % 11
    return body + ("1" if r == 10 else str(r))


def ro_cui():
    d = rdnz(R.randint(7, 8))
    w = "753217532"[-len(d):]
    c = (sum(int(a) * int(b) for a, b in zip(d, w)) * 10) % 11
    return d + ("0" if c == 10 else str(c))


def gr_amka(y, m, d):
    body = f"{d:02d}{m:02d}{y % 100:02d}" + rd(4)
    return body + luhn_digit(body)


def gr_afm(first):
    d = first + rd(7)
    c = (sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(d)) % 11) % 10
    return d + str(c)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_vkn():
    d = rd(9)
    tot = 0
    for i, ch in enumerate(d):
        tmp = (int(ch) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        tot += v
    return d + str((10 - tot % 10) % 10)


def ru_inn12():
    d = [R.randint(0, 9) for _ in range(10)]
    d[0], d[1] = pick([(7, 7), (7, 8), (5, 0), (6, 6), (5, 4), (1, 6)])
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w2)) % 11 % 10)
    return "".join(map(str, d))


def ru_inn10():
    d = [7, 7] + [R.randint(0, 9) for _ in range(7)]
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w)) % 11 % 10)
    return "".join(map(str, d))


def ru_snils():
    while True:
        d = rd(9)
        if int(d) <= 1001998:
            continue
        s = sum(int(ch) * (9 - i) for i, ch in enumerate(d))
        if s > 101:
            s %= 101
        c = 0 if s in (100, 101) else s
        return f"{d[:3]}-{d[3:6]}-{d[6:]} {c:02d}"


def ru_account(bik, head):  # head: 8 digits (balance account + currency), control key at index 8
    tail = rd(11)
    w = [7, 1, 3] * 8
    for k in range(10):
        acc = head + str(k) + tail
        s = bik[-3:] + acc
        if sum((int(a) * b) % 10 for a, b in zip(s, w)) % 10 == 0:
            return acc
    raise AssertionError


def ua_rnokpp():
    d = rdnz(9)
    c = sum(int(a) * b for a, b in zip(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10
    return d + str(c)


def cn_id(region, y, m, d, female):
    seq = f"{R.randint(0, 99):02d}" + str(pick([0, 2, 4, 6, 8]) if female else pick([1, 3, 5, 7, 9]))
    body = f"{region}{y:04d}{m:02d}{d:02d}{seq}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def jp_mynumber():
    d = rd(11)
    tot = 0
    for n, ch in enumerate(reversed(d), start=1):
        q = n + 1 if n <= 6 else n - 5
        tot += int(ch) * q
    r = tot % 11
    return d + str(0 if r <= 1 else 11 - r)


def jp_houjin():
    body = rdnz(12)
    tot = sum(int(ch) * (1 if i % 2 == 0 else 2) for i, ch in enumerate(reversed(body)))
    return str(9 - tot % 9) + body


def kr_rrn(y, m, d, female):
    s = (4 if female else 3) if y >= 2000 else (2 if female else 1)
    body = f"{y % 100:02d}{m:02d}{d:02d}{s}" + rd(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def kr_brn():
    d = rd(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(d, w)) + (int(d[8]) * 5) // 10
    s = d + str((10 - s % 10) % 10)
    return f"{s[:3]}-{s[3:5]}-{s[5:]}"


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
              [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
              [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
              [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
              [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def in_aadhaar():
    body = pick("23456789") + rd(10)
    s = body + verhoeff_digit(body)
    assert verhoeff_ok(s)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def in_pan(surname_initial, kind="P"):
    return rs(UP, 3) + kind + surname_initial + rd(4) + pick(UP)


def in_gstin(state, pan):
    alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    body = state + pan + "1Z"
    tot = 0
    for i, ch in enumerate(body):
        p = alpha.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return body + alpha[(36 - tot % 36) % 36]


def il_id(prefix=""):
    body = prefix + rd(8 - len(prefix))
    tot = 0
    for i, ch in enumerate(body):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return body + str((10 - tot % 10) % 10)


def ir_melli():
    while True:
        d = rd(9)
        if len(set(d)) == 1:
            continue
        r = sum(int(ch) * (10 - i) for i, ch in enumerate(d)) % 11
        return d + str(r if r < 2 else 11 - r)


def th_id(first):
    body = first + rd(11)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(body)) % 11) % 10
    s = body + str(c)
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def ae_eid(y):
    body = "784" + f"{y}" + rd(7)
    s = body + luhn_digit(body)
    return f"{s[:3]}-{s[3:7]}-{s[7:14]}-{s[14]}"


def ca_sin():
    body = pick("1234567") + rd(7)
    s = body + luhn_digit(body)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_tfn():
    while True:
        d = rdnz(8)
        c = sum(int(a) * b for a, b in zip(d, [1, 4, 3, 7, 5, 8, 6, 9])) % 11
        if c < 10:
            s = d + str(c)
            assert sum(int(a) * b for a, b in zip(s, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        s = rdnz(11)
        d = [int(ch) for ch in s]
        d[0] -= 1
        if sum(a * b for a, b in zip(d, w)) % 89 == 0:
            return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def za_id(y, m, d, female):
    g = R.randint(0, 4999) if female else R.randint(5000, 9999)
    body = f"{y % 100:02d}{m:02d}{d:02d}{g:04d}08"
    return body + luhn_digit(body)


def ng_nuban(bank):
    serial = rd(9)
    w = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]
    tot = sum(int(a) * b for a, b in zip(bank + serial, w))
    c = 10 - tot % 10
    return serial + ("0" if c == 10 else str(c))


def us_aba():
    while True:
        d = pick(["0", "1", "2", "3"]) + rd(7)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        c = (10 - sum(int(a) * b for a, b in zip(d, w)) % 10) % 10
        s = d + str(c)
        if s[:2] in ("00",):
            continue
        return s


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def us_vin():
    tr = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
          "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6,
          "X": 7, "Y": 8, "Z": 9}
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    wmi = pick(["1HG", "1FT", "2T1", "5YJ", "JTD", "1C4", "WBA", "3VW"])
    v = wmi + rs(alpha, 5) + "0" + pick("LMNPRS") + rs(alpha, 1) + rd(6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum(tr[ch] * x for ch, x in zip(v, w)) % 11
    return v[:8] + ("X" if c == 10 else str(c)) + v[9:]


def uk_nino():
    bad1 = set("DFIQUV")
    while True:
        a, b = pick(UP), pick(UP)
        if a in bad1 or b in bad1 or b == "O" or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        d = rd(6)
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {pick('ABCD')}"


def uk_vat():
    d = rdnz(7)
    s = sum(int(a) * b for a, b in zip(d, [8, 7, 6, 5, 4, 3, 2]))
    c = (-s) % 97
    return f"GB {d[:3]} {d[3:]} {c:02d}"


def bitlocker_key():
    return "-".join(f"{11 * R.randint(0, 65535):06d}" for _ in range(8))


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    return b58encode(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def ssh_ed25519():
    pub = rbytes(32)
    priv = rbytes(32)

    def sstr(b):
        return struct.pack(">I", len(b)) + b
    blob = sstr(b"ssh-ed25519") + sstr(pub)
    check = rbytes(4)
    comment = b"deploy@build-02"
    sec = check + check + blob + sstr(priv + pub) + sstr(comment)
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    body = b"openssh-key-v1\0" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1) + sstr(blob) + sstr(sec)
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + pem_wrap(b64(body), 70) + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return text, fp, "ssh-ed25519 " + b64(blob)


def ssh_ed25519_pub(comment):
    def sstr(b):
        return struct.pack(">I", len(b)) + b
    blob = sstr(b"ssh-ed25519") + sstr(rbytes(32))
    return "ssh-ed25519 " + b64(blob) + " " + comment


def jwt(header, payload, siglen):
    return b64u(json.dumps(header, separators=(",", ":")).encode()) + "." + \
        b64u(json.dumps(payload, separators=(",", ":")).encode()) + "." + b64u(rbytes(siglen))


def pw_strong(n=None, sym="!#$%&*?@+-_=^~"):
    n = n or R.randint(14, 22)
    while True:
        p = rs(AN + sym, n)
        if any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p) \
                and any(c in sym for c in p) and p[0].isalpha():
            return p


def leet(w):
    return w.replace("a", "@", 1).replace("o", "0", 1).replace("e", "3", 1)


def pw_human(words):
    k = R.randint(0, 4)
    w = pick(words)
    if k == 0:
        return w.capitalize() + str(R.randint(1968, 2012)) + pick("!?#$")
    if k == 1:
        return w.capitalize() + pick("_.-") + rd(R.randint(2, 4))
    if k == 2:
        a = pick(words)
        b = pick([x for x in words if x != a])
        return a.capitalize() + b.capitalize() + rd(2) + pick("!#*")
    if k == 3:
        return leet(w.capitalize()) + rd(R.randint(1, 3)) + "!"
    return w.lower() + rd(R.randint(3, 5)) + pick("!$%")


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
benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame
blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book
boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge
brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb
bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage
cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain carbon cargo
carpet carry cart case cash casino castle casual catalog catch category cattle caught cause caution cave ceiling
celery cement census century cereal certain chair chalk champion change chaos chapter charge chase cheap check
cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon
circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip
clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect
color column combine come comfort comic common company concert conduct confirm congress connect consider control
convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote
crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop
cross crouch crowd crucial cruel cruise crumble crunch crush crystal cube culture cupboard curious current curtain
curve cushion custom cute cycle damp dance dawn debris december decline deer defy delta denial dentist desert
diamond diesel dinosaur dizzy dolphin donkey dragon drama drift dune dwarf dynamic eagle earth echo eclipse eight
elbow elephant elegant emerge enact engine enrich envelope erosion escape essay evolve exhaust exotic fabric
faculty falcon fancy fantasy february festival fiction fiscal flamingo fossil frog frozen galaxy garlic gauge
gentle genuine giraffe glove gorilla gospel gossip grape gravity guitar hamster harvest hedgehog helmet hero hockey
honey horse hospital hover hurdle husband hybrid icon iguana illness impulse index inject insect ivory jaguar
jealous jelly jewel juggle jungle kangaroo ketchup kidney kitten ladder lava lemon leopard lizard lobster lottery
lumber lunar luxury lyrics magnet mango maple marble meadow melody mercy midnight mimic monkey mosquito mushroom
muscle nephew noodle nuclear nurse oblige ocean olive omega orbit orchard ostrich oxygen oyster ozone panda panther
parrot peanut pelican penguin pepper pigeon pilot pioneer pistol planet plastic pledge pluck poem pony potato praise
prison puppy pyramid quantum quiz rabbit raccoon radar rally ranch raven razor recipe rhythm ribbon rifle ripple
ritual river robot rocket romance salmon satoshi sausage scatter scissors scorpion scout season settle shadow
shallow sheriff shiver shrimp siege silver siren skate sketch slogan snack soccer solar spatial sphere spider
spirit sponsor squirrel stadium swamp symptom syrup tiger timber tobacco token tomato tongue tornado tortoise tower
tragic trophy tunnel turtle twelve umbrella unfold universe unlock upgrade usual valley vapor velvet venture verify
vessel veteran viable village vintage violin virus visual vital vocal volcano voyage wagon walnut warrior wealth
weasel whale wheat winter wisdom wolf wrap yellow youth zone""".split()

EN_WORDS = ["sunflower", "tigger", "falcon", "bluebird", "maverick", "pumpkin", "rosewood", "chelsea", "dragon",
            "buster", "marley", "hawkeye", "pepper", "jasmine", "thunder", "biscuit", "phoenix", "summer", "coconut",
            "raptors", "bulldog", "cowboys", "oakley", "willow", "nugget", "spartan", "harley"]

# ---------------------------------------------------------------- case registry
CASES = []


def case(lang, slug):
    def deco(f):
        CASES.append((lang, slug, f))
        return f
    return deco


def msgs(*parts):
    return "\n---\n".join(parts)


# ================================================================ English, positive
@case("en", "aws-env-boto3")
def _():
    akid = "AKIA" + rs(UP + "234567", 16)
    sk = rs(AN + "+/", 40)
    t = ("boto3 keeps throwing InvalidClientTokenId even though I replaced the AKIAIOSFODNN7EXAMPLE placeholder "
         "from the docs with my own keys. Here's my .env:\n\n"
         f"AWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n\n"
         "`aws sts get-caller-identity` works in the terminal but not from the script. What am I missing?")
    return t, [akid, sk], ["AKIAIOSFODNN7EXAMPLE"], "own AWS key pair in .env next to the documentation example key id"


@case("en", "github-pat-in-remote")
def _():
    pat = "ghp_" + rs(AN, 36)
    commit = hexs(40)
    t = ("git push suddenly fails with 'remote: Support for password authentication was removed'. I set the remote like this:\n\n"
         f"git remote set-url origin https://{pat}@github.com/dkowal-dev/ledger-sync.git\n\n"
         f"Last commit on main is {commit}. Is the token in the URL the problem or is it the scopes?")
    return t, [pat], [commit], "classic GitHub PAT inside a remote URL; commit hash is a look-alike"


@case("en", "stripe-live-key-test-card")
def _():
    sk = "sk_live_51" + rs(AN, 97)
    price = "price_1" + rs(AN, 23)
    t = ("Checkout keeps failing. Server code:\n\n```js\n"
         f"const stripe = require('stripe')('{sk}');\n\n"
         "const session = await stripe.checkout.sessions.create({\n"
         f"  line_items: [{{ price: '{price}', quantity: 1 }}],\n"
         "  mode: 'subscription',\n  success_url: 'https://app.tallybook.io/thanks',\n});\n```\n\n"
         "When I pay with 4242 4242 4242 4242 it says \"Your card was declined. Your request was in live mode, "
         "but used a known test card.\" What does that mean?")
    return t, [sk], [price, "4242 4242 4242 4242"], "live Stripe secret key; Stripe test card and price id are look-alikes"


@case("en", "openai-key-ratelimit")
def _():
    key = "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    req = "req_" + hexs(32)
    t = ("why am I getting 429s on the very first call?? code:\n\n"
         "from openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{key}\")\n"
         "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", \"content\": \"hi\"}])\n\n"
         "error: openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', "
         f"'type': 'insufficient_quota'}}}} (request id {req})")
    return t, [key], [req], "project API key hard-coded in Python; request id is a look-alike"


@case("en", "slack-bot-token-log")
def _():
    tok = f"xoxb-{rdnz(12)}-{rdnz(13)}-{rs(AN, 24)}"
    chan = "C0" + rs(UPN, 9)
    ts = f"17{rd(8)}.{rd(6)}"
    t = ("My bot posts twice. Startup script and log below.\n\n"
         f"export SLACK_BOT_TOKEN={tok}\npython -m deploybot\n\n"
         f"INFO  posted to channel={chan} ts={ts}\n"
         f"INFO  posted to channel={chan} ts={ts[:-1]}{(int(ts[-1]) + 1) % 10}\n\n"
         "Is Slack retrying because I don't ack within 3 seconds?")
    return t, [tok], [ts], "Slack bot token in an export line; message timestamp is a look-alike"


@case("en", "postgres-url-rds")
def _():
    pw = pw_strong(20, "!*-_")
    host = f"ledger-prod-2.c{rs(LON, 11)}.eu-central-1.rds.amazonaws.com"
    t = ("Django can't connect after we moved to RDS:\n\n"
         f"DATABASE_URL=postgresql://ledger_app:{pw}@{host}:5432/ledger\n\n"
         "psycopg2.OperationalError: FATAL: no pg_hba.conf entry for host \"10.4.7.19\", user \"ledger_app\", "
         "database \"ledger\", SSL off\n\nDo I need sslmode=require in the URL or in OPTIONS?")
    return t, [f"ledger_app:{pw}"], [host], "credentials part of a Postgres URL is the secret; RDS host is a look-alike"


@case("en", "redis-requirepass-compose")
def _():
    pw = rs(AN, 32)
    dig = "sha256:" + hexs(64)
    t = ("docker-compose.yml:\n\n  cache:\n"
         f"    image: redis:7.2.4@{dig}\n"
         f"    command: redis-server --requirepass {pw}\n  worker:\n"
         f"    environment:\n      REDIS_URL: redis://:{pw}@cache:6379/0\n\n"
         "worker logs 'NOAUTH Authentication required' at boot and then recovers. Race condition?")
    return t, [pw], [dig], "Redis password repeated in command and URL; pinned image digest is a look-alike"


@case("en", "jwt-bearer-curl")
def _():
    tok = jwt({"alg": "RS256", "typ": "JWT", "kid": hexs(16)},
              {"sub": "auth0|" + hexs(24), "aud": "https://api.fernhill.app", "iat": 1717000000 + R.randint(0, 9999999),
               "exp": 1717086400 + R.randint(0, 9999999), "scope": "read:orders write:orders"}, 256)
    rid = uuid4()
    t = ("This curl returns 401 but the same token works in Postman:\n\n"
         f"curl -s https://api.fernhill.app/v2/orders -H 'Authorization: Bearer {tok}' -H 'X-Request-ID: {rid}'\n\n"
         "Does curl mangle something?")
    return t, [tok], [rid], "live bearer JWT in a curl command; request id UUID is a look-alike"


@case("en", "openssh-private-key")
def _():
    key, fp, _pub = ssh_ed25519()
    t = ("ssh -i ~/.ssh/deploy_ed25519 ubuntu@203.0.113.40 says 'Load key \"/home/sam/.ssh/deploy_ed25519\": invalid format'. "
         f"The server lists the key as {fp}. I pasted the file from a Slack message, here it is:\n\n{key}\n\n"
         "Did Slack break the line endings?")
    return t, [key], [fp], "OpenSSH private key block; the public key fingerprint is a look-alike"


@case("en", "card-hotel-guarantee")
def _():
    num = card_fmt(card("visa"))
    exp = future_exp()
    cvc = rd(3)
    code = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    t = ("Can you fill the hotel's card guarantee form for me? Name on card: Daniel Okafor, "
         f"card {num}, exp {exp}, CVC {cvc}. Reservation code {code}, total €412.80, they say it's only a pre-authorisation. "
         "Just give me the fields in order so I can copy them.")
    return t, [num, cvc], [code, "€412.80"], "full card with CVC (expiry left unscored); reservation code and amount are look-alikes"


@case("en", "card-in-two-messages")
def _():
    num = card_fmt(card("mc"))
    exp = future_exp()
    cvc = rd(3)
    t = msgs("I'm going to paste my card so you can check the Ryanair form is right, don't keep it anywhere: " + num,
             f"expiry {exp}, security code on the back {cvc}. It's a Mastercard debit if that changes anything")
    return t, [num, cvc], [], "card number in one message, CVC in the next (expiry left unscored)"


@case("en", "ssn-w4-employer-ein")
def _():
    ssn = us_ssn()
    ein = f"{pick(['84', '27', '46', '81', '93'])}-{rd(7)}"
    t = ("Helping me with my W-4 for the new job. My SSN is " + ssn + ", filing single, one job, no dependents. "
         f"Employer is Brightline Logistics LLC, EIN {ein}. Which step do I skip if I don't have other income?")
    return t, [ssn], [ein], "own SSN; employer EIN (company tax id) is a look-alike"


@case("en", "direct-deposit-routing")
def _():
    aba = us_aba()
    acct = rdnz(R.randint(10, 12))
    t = ("Draft a short email to payroll: please switch my direct deposit to my new credit union account. "
         f"Routing number {aba}, checking account {acct}. Effective next pay period. Sign it Priya.")
    return t, [acct], [aba], "own checking account; the credit union's ABA routing number (check digit computed) is public"


@case("en", "uk-nino-sortcode-paye")
def _():
    nino = uk_nino()
    sc = f"{rd(2)}-{rd(2)}-{rd(2)}"
    acct = rd(8)
    paye = f"{rd(3)}/{rs(UP, 2)}{rd(5)}"
    t = ("I think HMRC has me on an emergency tax code. Write a message for their online form. "
         f"My NI number is {nino}. Employer PAYE reference {paye}. If there's a refund it should go to my account, "
         f"sort code {sc}, account number {acct}.")
    return t, [nino, acct], [paye, sc], "NINO and own account are secrets; sort code and employer PAYE ref are public"


@case("en", "gmail-app-password")
def _():
    ap = " ".join(rs(LO, 4) for _ in range(4))
    t = ("Thunderbird keeps asking for my Gmail password. I generated an app password: " + ap +
         " — do I type it with the spaces or without? Server is imap.gmail.com, port 993, SSL/TLS.")
    return t, [ap], [], "Google app password in its usual four groups"


@case("en", "github-recovery-codes")
def _():
    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(3)]
    t = ("I'm moving my 2FA to a new phone. These are the first recovery codes from github-recovery-codes.txt:\n\n"
         + "\n".join(codes) + "\n\nIf I use one, do the others stay valid?")
    return t, codes, [], "GitHub recovery codes pasted from the saved file"


@case("en", "totp-otpauth-uri")
def _():
    seed = rs(B32, 32)
    t = ("My old phone died but I have a screenshot of the QR from when I set up Bitwarden 2FA. I decoded it:\n\n"
         f"otpauth://totp/Bitwarden:maria.k%40fastmail.com?secret={seed}&issuer=Bitwarden&algorithm=SHA1&digits=6&period=30\n\n"
         "How do I add this to Aegis manually?")
    return t, [seed], [], "TOTP seed inside an otpauth URI"


@case("en", "airbnb-welcome-codes")
def _():
    wifi = pw_human(EN_WORDS)
    door = rd(4)
    box = rd(4)
    hm = "HM" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ2345689", 8)
    t = ("Write a warm welcome message for my guests. Wi-Fi network is Casa_Lumi_5G, password " + wifi +
         f". Front door keypad is {door} then #. Spare key is in the lockbox by the bins, code {box}. "
         f"Check-in after 3pm. Mention their confirmation {hm} so they know it's for them.")
    return t, [wifi, door, box], [hm], "host's Wi-Fi, door and lockbox codes; Airbnb confirmation code is a look-alike"


@case("en", "safe-combination")
def _():
    combo = f"{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}"
    model = f"SFW{rd(3)}GDC"
    t = (f"My SentrySafe {model} won't open. Combination is {combo} (right, left, right) and I'm sure I'm doing it right. "
         "Is there a reset procedure or do I need the key override?")
    return t, [combo], [model], "safe combination; the safe model number is a look-alike"


@case("en", "security-question-answers")
def _():
    maiden = pick(["Kowalczyk", "Delacroix", "Abernathy", "Okonkwo", "Lindqvist"])
    pet = pick(["Biscuit", "Mr. Pickles", "Juniper", "Sergeant Waffles"])
    school = pick(["Maple Grove Elementary", "St. Brendan's Primary", "Lakeview Elementary"])
    t = ("For my bank's security questions I always use the same answers so I don't forget: mother's maiden name "
         f"{maiden}, first pet {pet}, elementary school {school}. Is it bad that they're all real?")
    return t, [maiden, pet, school], [], "answers to security questions"


@case("en", "passport-renewal-flight")
def _():
    pp = pick(["A", "5", "6"]) + rd(8)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = "016 " + rd(10)
    t = (f"I'm flying UA 857 on the 14th, booking {pnr}, e-ticket {tkt}. My passport {pp} expires in 5 months. "
         "Will China let me in or do I need to renew first?")
    return t, [pp], [pnr, tkt], "own passport number; PNR and e-ticket number are look-alikes"


@case("en", "drivers-licence-rental")
def _():
    dl = "D" + rd(7)
    vin = us_vin()
    ra = rd(9)
    t = ("The rental company charged me for damage. Help me write a dispute. Rental agreement " + ra +
         f", car VIN {vin}. They have my California licence on file, {dl}, in case you need to reference it. "
         "The scratch was already on the checkout photos.")
    return t, [dl], [ra, vin], "driver's licence number; rental agreement and VIN (check digit computed) are look-alikes"


@case("en", "health-insurance-member")
def _():
    mid = "W" + rd(9)
    claim = "EOB-" + rd(11)
    t = ("Insurance denied a claim for my MRI. Member ID " + mid + f", claim {claim}. The clinic says to use payer ID "
         "60054 on the appeal form. Can you draft the appeal letter?")
    return t, [mid], [claim, "60054"], "health insurance member id; claim number and insurer payer id are look-alikes"


@case("en", "medicare-mbi")
def _():
    A = "ACDEFGHJKMNPQRTUVWXY"
    AN2 = A + DIG
    mbi = pick("123456789") + pick(A) + pick(AN2) + pick(DIG) + pick(A) + pick(AN2) + pick(DIG) + pick(A) + pick(A) + rd(2)
    mbi_f = f"{mbi[:4]}-{mbi[4:7]}-{mbi[7:]}"
    t = ("My dad asked me to handle his Medicare Part D enrollment. His Medicare number is " + mbi_f +
         ". The plan website also lists 1-800-633-4227 — is that the real Medicare line or a broker?")
    return t, [mbi_f], ["1-800-633-4227"], "father's Medicare MBI entrusted to the user; official 1-800-MEDICARE number"


@case("en", "seed-phrase-restore")
def _():
    words = " ".join(pick(BIP39) for _ in range(12))
    addr = "0x" + hexs(40)
    t = ("I'm restoring MetaMask on a new laptop. My recovery phrase is: " + words +
         f". After import it shows a different address than my old one ({addr}). Did I get the word order wrong?")
    return t, [words], [addr], "12-word recovery phrase; public wallet address is a look-alike"


@case("en", "eth-key-vs-txhash")
def _():
    pk = hexs(64)
    tx = "0x" + hexs(64)
    t = ("Transaction " + tx + " is stuck pending for 6 hours. I exported the private key from the wallet to try "
         f"replacing it with a higher gas fee in a script: {pk}. What nonce do I use?")
    return t, [pk], [tx], "raw private key (64 hex) beside a transaction hash of the same shape"


@case("en", "btc-wif-paper-wallet")
def _():
    wif = b58check(b"\x80" + rbytes(32) + b"\x01")
    addr = b58check(b"\x00" + rbytes(20))
    t = ("Found an old paper wallet from 2014. Public address " + addr + f" and the private key (WIF) {wif}. "
         "How do I sweep it into Electrum without exposing the key to some website?")
    return t, [wif], [addr], "WIF private key (base58check computed); the public address is a look-alike"


@case("en", "k8s-secret-base64")
def _():
    pw = pw_strong(18, "!#%")
    enc = b64(pw.encode())
    uid = uuid4()
    t = ("Pod crashloops with 'password authentication failed'. The secret:\n\n"
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n"
         f"  uid: {uid}\ntype: Opaque\ndata:\n  DB_USER: b3JkZXJz\n  DB_PASSWORD: {enc}\n\n"
         "I base64'd it with echo, could there be a trailing newline in it?")
    return t, [enc], [uid], "base64 password in a Kubernetes Secret; object uid is a look-alike"


@case("en", "npmrc-auth-token")
def _():
    tok = "npm_" + rs(AN, 36)
    integ = "sha512-" + b64(rbytes(64))
    t = ("npm publish gives E403. My ~/.npmrc:\n\n"
         f"//registry.npmjs.org/:_authToken={tok}\n\n"
         f"and package-lock has \"integrity\": \"{integ}\" for the dependency that changed. Is it the 2FA setting on the package?")
    return t, [tok], [integ], "npm token in .npmrc; lockfile integrity hash is a look-alike"


@case("en", "pypirc-token")
def _():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160)
    sha = hexs(64)
    t = ("twine upload says 403 Invalid or non-existent authentication information.\n\n[pypi]\n  username = __token__\n"
         f"  password = {tok}\n\nThe wheel's sha256 is {sha} and the version is 0.9.3, which I haven't uploaded before.")
    return t, [tok], [sha, "0.9.3"], "PyPI API token in .pypirc; wheel checksum and version are look-alikes"


@case("en", "huggingface-token-revision")
def _():
    tok = "hf_" + rs(string.ascii_letters, 34)
    rev = hexs(40)
    t = ("Gated model download fails in Colab:\n\nfrom huggingface_hub import login\n"
         f"login(token=\"{tok}\")\nmodel = AutoModelForCausalLM.from_pretrained(\"meta-llama/Llama-3.1-8B\", revision=\"{rev}\")\n\n"
         "401 Client Error. I did accept the license on the website.")
    return t, [tok], [rev], "Hugging Face token; model revision hash is a look-alike"


@case("en", "google-maps-key-placeid")
def _():
    key = "AIza" + rs(B64U, 35)
    place = "ChIJ" + rs(B64U, 23)
    t = ("The map on our contact page shows 'This page can't load Google Maps correctly'.\n\n"
         f"<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap\" async></script>\n\n"
         f"and in initMap I look up place ID {place}. Is it the billing account?")
    return t, [key], [place], "Google API key in a script tag; place id is a look-alike"


@case("en", "twilio-auth-token")
def _():
    sid = "AC" + hexs(32)
    tok = hexs(32)
    msid = "SM" + hexs(32)
    t = ("SMS sends but status callback never fires.\n\n"
         f"client = Client(\"{sid}\", \"{tok}\")\nmsg = client.messages.create(to=\"+14155550123\", from_=\"+14155550199\", "
         "body=\"Your table is ready\", status_callback=\"https://tablebuzz.app/twilio/status\")\n"
         f"print(msg.sid)  # {msid}")
    return t, [tok], [msid], "Twilio auth token; message SID is a look-alike (account SID left unscored)"


@case("en", "discord-bot-token")
def _():
    app = str(R.randint(1100000000000000000, 1299999999999999999))
    tok = b64u(app.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    guild = str(R.randint(700000000000000000, 1199999999999999999))
    t = ("discord.py bot logs in but slash commands don't show up in my server.\n\n"
         f"bot.run('{tok}')\n\napplication id {app}, guild id {guild}. I synced with tree.sync() in on_ready.")
    return t, [tok], [app, guild], "Discord bot token; application and guild snowflakes are look-alikes"


@case("en", "telegram-bot-token")
def _():
    tok = f"{rdnz(10)}:AA{rs(B64U, 33)}"
    chat = "-100" + rdnz(10)
    t = ("Why does sendMessage return 'chat not found'?\n\n"
         f"TOKEN=\"{tok}\"\ncurl \"https://api.telegram.org/bot$TOKEN/sendMessage?chat_id={chat}&text=backup%20done\"\n\n"
         "The bot is an admin in the channel.")
    return t, [tok], [chat], "Telegram bot token in an API URL; channel chat id is a look-alike"


@case("en", "azure-storage-conn-string")
def _():
    key = b64(rbytes(64))
    rid = uuid4()
    t = ("Blob upload returns 403 AuthenticationFailed, x-ms-request-id " + rid + ". Connection string from the portal:\n\n"
         f"DefaultEndpointsProtocol=https;AccountName=fernhillmedia;AccountKey={key};EndpointSuffix=core.windows.net\n\n"
         "The VM clock is fine as far as I can tell.")
    return t, [key], [rid], "AccountKey value of an Azure connection string; request id is a look-alike"


@case("en", "gcp-service-account-json")
def _():
    body = b64(rbytes(1192))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\\n-----END PRIVATE KEY-----\\n"
    kid = hexs(40)
    t = ("Getting 'invalid_grant: Invalid JWT Signature' with this service account file:\n\n{\n  \"type\": \"service_account\",\n"
         "  \"project_id\": \"orchard-analytics-4821\",\n"
         f"  \"private_key_id\": \"{kid}\",\n  \"private_key\": \"{pk}\",\n"
         "  \"client_email\": \"etl-runner@orchard-analytics-4821.iam.gserviceaccount.com\"\n}\n\nWas the key deleted in the console?")
    return t, [pk], [], "private key inside a service-account JSON (key id left unscored)"


@case("en", "session-cookie-devtools")
def _():
    sess = rs(LON, 32)
    ga = f"GA1.1.{rdnz(10)}.{17}{rd(8)}"
    t = ("I'm scraping my own account's order history with requests. I copied the cookie header from devtools:\n\n"
         f"Cookie: _ga={ga}; sessionid={sess}; django_language=en\n\nIt works for an hour then redirects to /login. Why?")
    return t, [sess], [ga], "Django session cookie; Google Analytics cookie is a look-alike"


@case("en", "netflix-password-stronger")
def _():
    pw = pw_human(EN_WORDS)
    t = (f"My Netflix password is {pw} and it's been the same since 2016. Make it stronger but still something I can remember?")
    return t, [pw], [], "own streaming password in prose"


@case("en", "router-password-correction")
def _():
    base = pick(EN_WORDS)
    n = rd(4)
    pw1 = base + n + "!"
    pw2 = base.capitalize() + n + "!!"
    t = msgs(f"The admin password for my Archer AX55 is {pw1}, can you walk me through turning off WPS?",
             f"sorry, typo — it's {pw2}. Capital first letter and two exclamation marks. Firmware is 1.1.2 Build 20230912")
    return t, [pw1, pw2], ["1.1.2 Build 20230912"], "router password given then corrected; firmware version is a look-alike"


@case("en", "vault-passphrase-in-halves")
def _():
    w = [pick(BIP39) for _ in range(6)]
    h1 = "-".join(w[:3])
    h2 = "-".join(w[3:]) + "-" + rd(2)
    t = msgs("I'll split my 1Password master password over two messages because it's long. first half: " + h1,
             "second half: " + h2 + "\n\nThey're joined with a dash. Is six words plus a number enough, or should I add more?")
    return t, [h1, h2], [], "master passphrase given in two parts"


@case("en", "bank-login-memorable")
def _():
    user = pick(["jthornton84", "j.thornton", "jamesthornton"])
    pw = pw_human(EN_WORDS)
    mem = pick(["brambleberry", "wolverhampton", "lighthouse"])
    t = ("I keep getting locked out of Halifax online banking. Username " + user + ", password " + pw +
         f" and memorable information is '{mem}'. Which of these do they ask "
         "for characters from?")
    return t, [pw, mem], [], "bank password and memorable word (username left unscored)"


@case("en", "atm-pin-forgot")
def _():
    a = rd(4)
    b = a[:2] + a[3] + a[2]
    while b == a:
        a = rd(4)
        b = a[:2] + a[3] + a[2]
    last = rd(4)
    t = (f"ATM swallowed my debit card (ending {last}) after two wrong tries. I'm sure the PIN is either {a} or {b}. "
         "If I get it wrong on the app too does it lock the app as well?")
    return t, [a, b], [last], "two candidate PINs; last four of the card is a look-alike"


@case("en", "password-table-markdown")
def _():
    p1, p2 = pw_human(EN_WORDS), pw_strong(16)
    d1, d2 = f"2023-{R.randint(1, 12):02d}-{R.randint(10, 28)}", f"2024-0{R.randint(1, 9)}-{R.randint(10, 28)}"
    t = ("I keep my passwords in a spreadsheet, is this dumb? Here's part of it:\n\n"
         "| site | login | password | changed |\n|---|---|---|---|\n"
         f"| amazon | rachel.m@outlook.com | {p1} | {d1} |\n| chase | rmorales | {p2} | {d2} |\n"
         "| comcast | rachel.m@outlook.com | (same as amazon) | |\n\nWhat's the easiest way to move it into a password manager?")
    return t, [p1, p2], [d1, d2], "passwords in a markdown table; change dates are look-alikes"


@case("en", "basic-auth-header-log")
def _():
    user = "svc-reports"
    pw = pw_strong(16, "!@#")
    enc = b64(f"{user}:{pw}".encode())
    trace = hexs(32)
    t = ("Our nginx access log is full of these, is someone attacking us?\n\n"
         f"10.2.0.14 - svc-reports [11/Jun/2024:09:14:03 +0000] \"GET /api/reports/daily HTTP/1.1\" 401 0 \"-\" "
         f"\"python-requests/2.31.0\" auth=\"Basic {enc}\" trace_id={trace}\n\n(that's our own reporting job's credentials I think)")
    return t, [enc], [trace], "Basic auth credentials in a log line; trace id is a look-alike"


@case("en", "gitlab-token-revoked")
def _():
    tok = "glpat-" + rs(B64U, 20)
    commit = hexs(40)
    t = ("I accidentally pushed my token " + tok + " to a public repo in commit " + commit +
         ". I already revoked it in GitLab. Do I still need to rewrite history with git filter-repo?")
    return t, [tok], [commit], "leaked and revoked GitLab token is still a secret; commit hash is a look-alike"


@case("en", "sms-otp-suspicious-charge")
def _():
    otp = rd(6)
    last = rd(4)
    t = ("Got this text, I did NOT try to buy anything:\n\n\"Chase: A charge of $1,249.00 at BESTBUY.COM on card ending in "
         f"{last} needs verification. Your one-time code is {otp}. Chase will never call to ask for this code.\"\n\n"
         "Should I call the number on my card?")
    return t, [otp], ["$1,249.00", f"ending in {last}"], "one-time code in a pasted SMS; amount and masked card are look-alikes"


@case("en", "temp-password-it-email")
def _():
    pw = rs(UP, 1) + rs(LO, 3) + rd(4) + pick("!#$") + rs(LO, 3)
    inc = "INC00" + rd(5)
    t = ("IT sent me this, what do I do first?\n\n> Hi Tom, your account has been unlocked (ticket " + inc + "). "
         f"Your temporary password is {pw} . You will be asked to change it at first sign-in. Please use https://aka.ms/sspr "
         "if you get locked out again.\n\nDo I change it on the laptop or on the website?")
    return t, [pw], [inc], "temporary password in a pasted IT e-mail; ticket number is a look-alike"


@case("en", "microsoft-recovery-code")
def _():
    code = "-".join(rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5))
    case_no = rd(10)
    t = ("Microsoft support (case " + case_no + ") says to use my recovery code to get back in. "
         f"The one I wrote down is {code}. Where on the sign-in page do I enter it?")
    return t, [code], [case_no], "Microsoft account recovery code; support case number is a look-alike"


@case("en", "bitlocker-recovery-key")
def _():
    key = bitlocker_key()
    kid = uuid4().upper()
    t = ("After a BIOS update my laptop asks for the BitLocker recovery key. Screen shows Key ID "
         f"{kid[:8]}; the full ID in my Microsoft account is {kid} and the key next to it is {key}. "
         "Typed it three times, it says incorrect. Any ideas?")
    return t, [key], [kid[:8], kid], "BitLocker recovery key (blocks divisible by 11); key id is a look-alike"


@case("en", "gate-code-delivery-note")
def _():
    gate = rd(4)
    order = f"{R.randint(100, 999)}-{rd(7)}-{rd(7)}"
    t = ("Write short delivery instructions I can paste into Amazon: gate code #" + gate +
         f", building C, leave it at apartment 214 not the office. The order is {order}.")
    return t, [gate], [order], "community gate code; Amazon order number is a look-alike"


@case("en", "canada-sin-employer-bn")
def _():
    sin = ca_sin()
    bn = rdnz(9) + " RP0001"
    t = ("Filling out the TD1 and the direct deposit form at my new job. SIN " + sin + ". "
         f"Their payroll account number is {bn}. Do I put that anywhere on my form or is it just theirs?")
    return t, [sin], [bn], "Canadian SIN (Luhn computed); employer business number is a look-alike"


@case("en", "australia-tfn-bsb-abn")
def _():
    tfn = au_tfn()
    bsb = f"{pick(['06', '08', '03', '01'])}{rd(1)}-{rd(3)}"
    acct = rd(8)
    abn = au_abn()
    t = ("New job in Brisbane. For the TFN declaration: my TFN is " + tfn + ". Super and pay go to BSB " + bsb +
         f", account {acct}. The employer's ABN is {abn}. Should I tick the tax-free threshold if I also drive Uber?")
    return t, [tfn, acct], [bsb, abn], "TFN (check computed) and account are secrets; BSB and employer ABN (computed) are public"


@case("en", "india-aadhaar-pan-ifsc")
def _():
    aad = in_aadhaar()
    pan = in_pan("S")
    ifsc = pick(["SBIN", "HDFC", "ICIC", "UTIB"]) + "0" + rd(6)
    t = ("Please check my KYC form before I submit: Aadhaar " + aad + f", PAN {pan}, home branch IFSC {ifsc}. "
         "Name as per PAN is Ritika Sharma. Anything that looks off?")
    return t, [aad, pan], [ifsc], "Aadhaar (Verhoeff computed) and PAN; branch IFSC is public"


@case("en", "nigeria-bvn-nuban")
def _():
    bvn = "22" + rd(9)
    bank = pick(["058", "044", "057", "011"])
    acct = ng_nuban(bank)
    sess = "0000" + rd(26)
    t = ("The transfer to my GTBank account failed but I was debited. My account number " + acct + f", BVN {bvn}. "
         f"Receipt shows session ID {sess}. Write a complaint for the bank's email.")
    return t, [acct, bvn], [sess], "NUBAN account (check computed) and BVN; NIP session id from the receipt is a reference"


@case("en", "south-africa-id-branch")
def _():
    y, m, d = bdate(1970, 2000)
    zid = za_id(y, m, d, R.random() < 0.5)
    acct = "62" + rd(9)
    t = ("I need to update my FICA details with FNB. ID number " + zid + f", cheque account {acct}, universal branch "
         "code 250655. Do I have to go in with proof of address or can I do it in the app?")
    return t, [zid, acct], ["250655"], "SA ID number (Luhn computed) and account; universal branch code is public"


@case("en", "digitalocean-token-actions")
def _():
    tok = "dop_v1_" + hexs(64)
    pin = hexs(40)
    t = ("Workflow:\n\n```yaml\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n"
         f"      - uses: actions/checkout@{pin}\n      - uses: digitalocean/action-doctl@v2\n"
         f"        with:\n          token: {tok}\n```\n\nI know I should use secrets.DO_TOKEN, just want to get it working first. "
         "doctl says 'Unable to authenticate you'.")
    return t, [tok], [pin], "DigitalOcean token inline in a workflow; pinned action SHA is a look-alike"


@case("en", "cloudflare-token-zone")
def _():
    tok = rs(B64U, 40)
    zone = hexs(32)
    acc = hexs(32)
    t = ("Trying to purge cache from a script:\n\n"
         f"curl -X POST \"https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache\" "
         f"-H \"Authorization: Bearer {tok}\" --data '{{\"purge_everything\":true}}'\n\n"
         f"Returns 10000 Authentication error. Account ID is {acc} if that's needed somewhere.")
    return t, [tok], [zone, acc], "Cloudflare API token; zone and account ids (same hex shape) are look-alikes"


@case("en", "anthropic-key-msgid")
def _():
    key = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    mid = "msg_01" + rs(AN, 22)
    t = ("Streaming stops after the first chunk. Here's how I create the client:\n\n"
         f"const client = new Anthropic({{ apiKey: '{key}' }});\n\n"
         f"Last event I get is message_start with id {mid}, then nothing. Next.js edge runtime.")
    return t, [key], [mid], "Anthropic API key; message id is a look-alike"


@case("en", "notion-secret-database-id")
def _():
    sec = "secret_" + rs(AN, 43)
    db = hexs(32)
    t = ("Notion API returns object_not_found for a database I can see.\n\n"
         f"NOTION_TOKEN={sec}\nNOTION_DATABASE_ID={db}\n\nI copied the ID from the page URL.")
    return t, [sec], [db], "Notion integration secret; database id (32 hex) is a look-alike"


@case("en", "tls-private-key-vs-cert")
def _():
    key = "-----BEGIN EC PRIVATE KEY-----\n" + pem_wrap("MHcCAQEEI" + b64(rbytes(111))[:155]) + "\n-----END EC PRIVATE KEY-----"
    cert = "-----BEGIN CERTIFICATE-----\n" + pem_wrap("MIIC" + b64(rbytes(540))) + "\n-----END CERTIFICATE-----"
    t = ("nginx: SSL_CTX_use_PrivateKey failed (key values mismatch). The cert:\n\n" + cert + "\n\nand the key:\n\n" + key +
         "\n\nDid the CA give me a cert for a different CSR?")
    return t, [key], [cert], "EC private key; the certificate (public) is a look-alike"


@case("en", "rtsp-camera-credentials")
def _():
    pw = pw_human(EN_WORDS)
    sn = f"DS-2CD2143G2-IS{2020 + R.randint(0, 4)}{R.randint(1, 12):02d}{R.randint(10, 28)}AAWR{rs(UPN, 9)}"
    t = ("VLC can't open my Hikvision stream:\n\nrtsp://admin:" + pw + "@192.168.1.64:554/Streaming/Channels/101\n\n"
         f"Device serial is {sn}. Do special characters in the password need URL encoding?")
    return t, ["admin:" + pw], [sn], "camera credentials in an RTSP URL; device serial is a look-alike"


@case("en", "router-sticker-wpa-mac")
def _():
    wpa = rs("abcdefghjkmnpqrstuvwxyz23456789", 12)
    admin = rs(AN, 8)
    mac = ":".join(rs(HEXU, 2) for _ in range(6))
    sn = rd(4) + rs(UPN, 9)
    t = ("The sticker under my ISP router says:\nSSID: VM" + rd(7) + f"\nWireless key: {wpa}\nRouter password: {admin}\n"
         f"MAC: {mac}\nS/N: {sn}\n\nI want to set my own Wi-Fi name. Do I log in at 192.168.0.1 with the router password?")
    return t, [wpa, admin], [mac, sn], "Wi-Fi key and admin password from a router sticker; MAC and serial are look-alikes"


@case("en", "paypal-code-two-messages")
def _():
    code = rd(6)
    t = msgs("Someone is trying to log into my PayPal I think, I'm going to paste the text I just got",
             f"\"PayPal: {code} is your security code. Your code expires in 10 minutes. Don't share your code.\"\n\nI didn't request it. Change my password first or call them?")
    return t, [code], [], "security code announced then pasted in a second message"


@case("en", "amex-card-invoice")
def _():
    num = card_fmt(card("amex"))
    exp = future_exp()
    cid = rd(4)
    inv = f"INV-2024{R.randint(1, 12):02d}{R.randint(10, 28)}-{rd(4)}"
    t = ("Pay this supplier invoice " + inv + " for me through their portal? Corporate Amex " + num +
         f", exp {exp}, CID {cid}. Billing zip 94107.")
    return t, [num, cid], [inv], "Amex (15 digits, 4-digit CID; expiry left unscored); invoice number is a look-alike"


@case("en", "pin-spelled-voice")
def _():
    w = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = " ".join(pick(w) for _ in range(4))
    t = ("Weird: the bank's phone robot asked for my PIN and I said \"" + pin + "\" out loud in the office. "
         "Should I change it? Can someone replay that?")
    return t, [pin], [], "PIN spelled out in words"


@case("en", "father-banking-entrusted")
def _():
    pw = pw_human(EN_WORDS)
    acct = rd(8)
    t = ("My dad (82) gave me his online banking login so I can pay his care home. Password " + pw +
         f", his account number {acct}. Is it better to set up a Lasting Power of Attorney instead of doing this?")
    return t, [pw, acct], [], "father's banking password and account entrusted to the user"


# ================================================================ English, negative
@case("en", "aws-docs-example-keys")
def _():
    t = ("Why does every AWS tutorial use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY? "
         "Can I put those in my unit tests as fake credentials, together with the account id 123456789012 from the same docs? "
         "I don't want a secret scanner to flag my repo.")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "123456789012"], \
        "AWS documentation example credentials and account id"


@case("en", "stripe-test-cards")
def _():
    t = ("For our QA checklist: Stripe test mode, card 4242 4242 4242 4242 should succeed, 4000 0000 0000 9995 should fail "
         "with insufficient_funds, and 4000 0025 0000 3155 should trigger 3D Secure. Any future expiry like 12/34 works. "
         "Can you turn this into a table with expected results?")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0025 0000 3155", "12/34"], "Stripe documented test cards"


@case("en", "famous-example-passwords")
def _():
    t = ("I'm giving a security talk to our sales team. I want to show why \"Tr0ub4dor&3\" is worse than "
         "\"correct horse battery staple\", and why things like P@ssw0rd or hunter2 get cracked instantly. "
         "Can you write three slides?")
    return t, [], ["Tr0ub4dor&3", "correct horse battery staple", "P@ssw0rd", "hunter2"], "well-known example passwords discussed as examples"


@case("en", "amazon-order-ups-tracking")
def _():
    order = f"11{R.randint(1, 4)}-{rd(7)}-{rd(7)}"
    ups = "1Z" + rs(UPN, 6) + rd(2) + rd(8)
    amt = f"${R.randint(20, 300)}.{rd(2)}"
    t = (f"Order {order} ({amt}) says delivered but nothing is here. UPS tracking {ups} shows 'left at front door' at 2:14pm. "
         "Who do I contact first, Amazon or UPS?")
    return t, [], [order, ups, amt], "order number, UPS tracking number and amount"


@case("en", "git-revert-hashes")
def _():
    a, b = hexs(7), hexs(7)
    full = hexs(40)
    t = (f"I ran `git revert {a}` but it conflicts with {b}. `git log` shows the merge commit as {full}. "
         "Should I revert the merge with -m 1 instead?")
    return t, [], [a, b, full], "commit hashes, short and full"


@case("en", "iso-checksum-verify")
def _():
    sha = hexs(64)
    t = (f"sha256sum ubuntu-24.04.1-desktop-amd64.iso gives\n\n{sha}  ubuntu-24.04.1-desktop-amd64.iso\n\n"
         "How do I check it against SHA256SUMS and the gpg signature on Windows?")
    return t, [], [sha, "24.04.1"], "file checksum and version string"


@case("en", "uuid-foreign-key-log")
def _():
    u1, u2, u3 = uuid4(), uuid4(), uuid4()
    t = ("Postgres error on insert:\n\nERROR: insert or update on table \"order_items\" violates foreign key constraint "
         f"\"order_items_order_id_fkey\"\nDETAIL: Key (order_id)=({u1}) is not present in table \"orders\".\n\n"
         f"The orders I created in the same transaction are {u2} and {u3}. Is it deferred constraint stuff?")
    return t, [], [u1, u2, u3], "UUIDs in a database error"


@case("en", "env-example-placeholders")
def _():
    t = ("Is this .env.example fine to commit?\n\nOPENAI_API_KEY=your_api_key_here\n"
         "DATABASE_URL=postgres://user:password@localhost:5432/mydb\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\n"
         "JWT_SECRET=<change-me>\n\nOr will GitHub push protection complain about the Stripe line?")
    return t, [], ["your_api_key_here", "user:password", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "<change-me>"], "placeholders in an env template"


@case("en", "masked-card-dispute")
def _():
    last = rd(4)
    txn = rs(UPN, 12)
    amt = f"${R.randint(40, 900)}.{rd(2)}"
    t = (f"There's a charge of {amt} from 'SQ *BLUE FERN CAFE' on my statement, card **** **** **** {last}, "
         f"transaction ID {txn}. I've never been there. Write me a dispute message for the bank's chat.")
    return t, [], [f"**** **** **** {last}", txn, amt], "masked card, transaction id and amount"


@case("en", "pay-supplier-iban-vat")
def _():
    bban = "NWBK" + rd(6) + rd(8)
    ib = every(iban("GB", bban), 4)
    vat = uk_vat()
    inv = f"HW-{rd(5)}"
    t = (f"Our supplier Harrow & Wilde Ltd sent invoice {inv} for £3,480.00 incl. VAT. Their bank details: IBAN {ib}, "
         f"VAT reg {vat}. Is it normal that they ask for payment to a different account than last time?")
    return t, [], [inv, ib, vat], "supplier's IBAN (mod-97 computed) and VAT number (check computed)"


@case("en", "charity-donation-details")
def _():
    chno = rdnz(7)
    sc = f"{rd(2)}-{rd(2)}-{rd(2)}"
    acct = rd(8)
    t = (f"I want to donate to the Riverside Food Bank by bank transfer. Registered charity number {chno}, sort code {sc}, "
         f"account {acct}, reference GIFTAID plus my surname. Does Gift Aid still work if I pay by transfer?")
    return t, [], [chno, sc, acct], "charity's registration number and bank details published for donations"


@case("en", "laptop-serial-warranty")
def _():
    sn = "C02" + rs("CDFGHJKLMNPQRTVWXY0123456789", 9)
    order = "W" + rd(10)
    t = (f"My MacBook Air (model A2338) has a dead keyboard. Serial {sn}, bought from the Apple online store, order {order}. "
         "Is it still under the one-year warranty if I bought it 13 months ago but received it later?")
    return t, [], ["A2338", sn, order], "model number, serial number and order number"


@case("en", "jwt-io-example")
def _():
    ex = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"Explain each part of this JWT from the jwt.io homepage: {ex}\n\nIt says the signature verifies with "
         "\"your-256-bit-secret\" — how does the HMAC work?")
    return t, [], [ex, "your-256-bit-secret"], "the jwt.io example token and its example secret"


@case("en", "bank-swift-routing-public")
def _():
    t = ("My cousin in Germany wants to send me money. Is Chase's SWIFT code really CHASUS33 for all branches? "
         "And the routing number for wires is 021000021 even though I opened my account in Texas?")
    return t, [], ["CHASUS33", "021000021"], "a bank's public SWIFT code and wire routing number"


@case("en", "ssh-public-key-gist")
def _():
    pub = ssh_ed25519_pub("nadia@thinkpad")
    t = (f"Is it safe to put this in a public gist so my team can add me to servers?\n\n{pub}\n\n"
         "It's the .pub file, not the other one.")
    return t, [], [pub], "SSH public key"


@case("en", "crypto-address-tx-confirm")
def _():
    addr = "0x" + hexs(40)
    tx = "0x" + hexs(64)
    blk = str(R.randint(19000000, 21000000))
    t = (f"I sent USDC to {addr} on Ethereum, tx {tx}, block {blk}. Etherscan says success but the exchange hasn't "
         "credited it. How long do they usually take?")
    return t, [], [addr, tx, blk], "public address, transaction hash and block number"


@case("en", "redacted-log-lines")
def _():
    t = ("Our logger already masks secrets, right? Example lines:\n\n"
         "POST /v1/payments Authorization: Bearer [REDACTED]\nlogin ok user=akim password=********\n\n"
         "Are there other fields we should mask, like emails?")
    return t, [], ["[REDACTED]", "********"], "redacted and masked values in logs"


@case("en", "example-ibans-luhn")
def _():
    t = ("For my validation unit tests I'm using the IBAN examples from Wikipedia, GB82 WEST 1234 5698 7654 32 and "
         "DE89 3704 0044 0532 0130 00, and 79927398713 for Luhn. Are those guaranteed to stay valid test values?")
    return t, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "79927398713"], \
        "well-known example IBANs and Luhn example number"


@case("en", "masked-openai-key-dashboard")
def _():
    masked = "sk-proj-..." + rs(AN, 4)
    org = "org-" + rs(AN, 24)
    t = (f"The dashboard lists a key called 'prod-backend' shown as {masked}, created by someone who left. "
         f"Our organization ID is {org}. If I delete that key, how do I find which service is still using it?")
    return t, [], [masked, org], "masked key as shown by the dashboard; organization id"


@case("en", "ssn-regex-examples")
def _():
    t = ("Writing a regex to catch US SSNs in support tickets. It should match 123-45-6789 style but reject "
         "obviously invalid ones like 000-12-3456. Also, is 078-05-1120 really the famous Woolworth wallet number?")
    return t, [], ["123-45-6789", "000-12-3456", "078-05-1120"], "placeholder, invalid and famous public SSN examples"


@case("en", "totp-rfc-test-vectors")
def _():
    t = ("My TOTP implementation gives 287082 for T=59 but RFC 6238 says 94287082 with the seed 12345678901234567890. "
         "Also tutorials use JBSWY3DPEHPK3PXP as the base32 secret — is that the same seed encoded?")
    return t, [], ["94287082", "12345678901234567890", "JBSWY3DPEHPK3PXP"], "RFC 6238 test vectors and a tutorial example seed"


@case("en", "dependency-version-hashes")
def _():
    h = hexs(64)
    t = ("pip install -r requirements.txt fails with hash mismatch:\n\n"
         f"torch==2.3.1+cu121 --hash=sha256:{h}\nnumpy==1.26.4\n\n"
         "THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. Did the wheel get re-uploaded?")
    return t, [], [h, "2.3.1+cu121", "1.26.4"], "package hash and version strings"


# ================================================================ more helpers for national formats
def mod11_10_check(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        s = 10 if s == 0 else s
        p = (2 * s) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def de_ust_id():
    body = rdnz(8)
    return "DE" + body + mod11_10_check(body)


def spaced_iban(cc, bban):
    return every(iban(cc, bban), 4)


def fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


def se_bankgiro():
    body = rdnz(R.randint(6, 7))
    s = body + luhn_digit(body)
    return s[:-4] + "-" + s[-4:]


def luhn_ref(n):
    body = rdnz(n - 1)
    return body + luhn_digit(body)


DE_WORDS = ["sonnenblume", "schalke", "mausi", "bärchen", "hasenfuß", "nordsee", "eintracht", "kaffeetasse", "wolke"]
FR_WORDS = ["soleil", "chouchou", "doudou", "marseille", "bretagne", "loulou", "papillon", "framboise"]
ES_WORDS = ["girasol", "barcelona", "princesa", "tequila", "mariposa", "boquita", "churros", "estrella"]
PT_WORDS = ["flamengo", "saudade", "corinthians", "brigadeiro", "palmeiras", "benfica", "sardinha", "amorzinho"]
IT_WORDS = ["girasole", "juventus", "tesoro", "amore", "pizzeria", "farfalla", "vespa", "dolcevita"]
NL_WORDS = ["tulpen", "ajax", "fietsen", "hagelslag", "stroopwafel", "konijn", "zonnebloem"]
SV_WORDS = ["kanelbulle", "sommar", "midsommar", "blåbär", "älgen", "stugan", "vinter"]
GEN_WORDS = ["dragon", "monkey", "sunshine", "princess", "football", "shadow", "master", "freedom", "galaxy", "tiger"]


# ================================================================ German
@case("de", "steuer-id-iban-arbeitgeber")
def _():
    sid = de_steuer_id()
    sid_f = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    ib = spaced_iban("DE", "10040000" + rd(10))
    ust = de_ust_id()
    t = ("Kannst du mir beim Antrag auf Arbeitnehmer-Sparzulage helfen? Meine Steuer-ID ist " + sid_f +
         f", die Zulage soll auf mein Konto, IBAN {ib}, BIC COBADEFFXXX. Auf dem Schreiben vom Arbeitgeber steht "
         f"noch die USt-IdNr. {ust} – muss die auch irgendwo rein?")
    return t, [sid_f, ib], ["COBADEFFXXX", ust], "Steuer-ID (check digit computed) and own IBAN; BIC and employer VAT id (computed) are public"


@case("de", "fritzbox-kennwort-korrektur")
def _():
    wlan = every(rd(20), 4)
    pw1 = pw_human(DE_WORDS)
    pw2 = pw_strong(14, "!?#")
    t = msgs("Hab die FRITZ!Box 7590 neu eingerichtet. WLAN-Netzwerkschlüssel vom Aufkleber: " + wlan +
             f", Kennwort für die Benutzeroberfläche: {pw1}. Wie richte ich einen Gastzugang ein?",
             f"Ach nee, das Kennwort hab ich gestern geändert, jetzt ist es {pw2}. Drauf läuft FRITZ!OS 7.57, falls das wichtig ist.")
    return t, [wlan, pw1, pw2], ["FRITZ!OS 7.57"], "router Wi-Fi key and admin password, then corrected; OS version is a look-alike"


@case("de", "handwerker-rechnung")
def _():
    inv = f"RE-2024-{rd(4)}"
    ib = spaced_iban("DE", pick(["50010517", "37040044", "70150000", "30050110"]) + rd(10))
    ust = de_ust_id()
    t = (f"Der Elektriker hat mir die Rechnung {inv} über 1.284,50 € geschickt, zahlbar an IBAN {ib}, "
         f"USt-IdNr. {ust}. Kann ich die Arbeitskosten nach § 35a absetzen, auch wenn Material mit drauf ist?")
    return t, [], [inv, ib, ust], "craftsman's invoice: company IBAN (computed), VAT id (computed), amount"


# ================================================================ French
@case("fr", "nir-rib-caf")
def _():
    y, m, _d = bdate(1970, 2002)
    body, key = fr_nir(R.random() < 0.5, y, m)
    nir = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"
    bank, branch, acct = pick(["30004", "30003", "20041", "10278"]), rd(5), rd(11)
    ib = spaced_iban("FR", bank + branch + acct + fr_rib_key(bank, branch, acct))
    _siren, sir = siret()
    t = ("Je remplis le dossier CAF pour l'APL. Mon numéro de sécu : " + nir + f", mon RIB : {ib}. "
         f"L'agence immobilière m'a donné son SIRET {sir}, je dois le mettre dans quelle case ?")
    return t, [nir, ib], [sir], "NIR (key computed) and own IBAN (RIB key computed); agency SIRET (Luhn computed) is public"


@case("fr", "digicode-wifi-gardiennage")
def _():
    digi = rd(2) + pick("AB") + rd(2)
    wifi = rs("abcdefghijkmnopqrstuvwxyz23456789", 26)
    tel = f"06 {rd(2)} {rd(2)} {rd(2)} {rd(2)}"
    t = ("Tu peux me rédiger un petit mot pour ma sœur qui garde l'appart ce week-end ? Digicode de l'immeuble : " + digi +
         f", la box c'est Livebox-{rs(HEXU, 4)} avec la clé {wifi}. "
         f"Si la chaudière fait des siennes, le plombier c'est le {tel}.")
    return t, [digi, wifi], [tel], "building entry code and Wi-Fi key; plumber's phone number is a look-alike"


@case("fr", "colissimo-commande")
def _():
    cmd = rdnz(9)
    suivi = "6A" + rd(11)
    siren, _s = siret()
    sir_f = f"{siren[:3]} {siren[3:6]} {siren[6:]}"
    t = (f"Ma commande n° {cmd} n'est jamais arrivée. Suivi Colissimo {suivi}, montant 649,99 €. Le vendeur de la "
         f"marketplace a le SIREN {sir_f}. Je dois me retourner contre qui, la plateforme ou le vendeur ?")
    return t, [], [cmd, suivi, sir_f], "order, tracking number, amount and seller's SIREN (Luhn computed)"


# ================================================================ Spanish
@case("es", "dni-iban-fianza")
def _():
    dni = es_dni()
    ent, ofi, cta = pick(["2100", "0049", "0182", "0081"]), rd(4), rd(10)
    ib = spaced_iban("ES", ent + ofi + es_dc("00" + ent + ofi) + es_dc(cta) + cta)
    cif = es_cif()
    t = ("Estoy preparando el contrato de alquiler del piso de Valencia. Mis datos: DNI " + dni +
         f", y la fianza me la tienen que devolver a mi cuenta {ib}. La inmobiliaria tiene CIF {cif}. "
         "¿Me redactas la cláusula de devolución de la fianza?")
    return t, [dni, ib], [cif], "DNI (letter computed) and own IBAN (DC and mod-97 computed); agency CIF (computed) is public"


@case("es", "curp-rfc-clabe-sat")
def _():
    y, m, d = bdate(1980, 2000)
    curp = mx_curp("GALF", y, m, d, "M", pick(["DF", "JC", "NL", "PL"]), "RPR")
    rfc = "GALF" + f"{y % 100:02d}{m:02d}{d:02d}" + rs(UPN, 3)
    clabe = mx_clabe(pick(["002", "012", "014", "072"]))
    folio = uuid4().upper()
    t = ("¿Me ayudas con el alta en el SAT? Soy María Fernanda García López, mi CURP es " + curp + f", RFC {rfc}, "
         f"y la CLABE de la cuenta donde me depositan es {clabe}. La última factura que recibí tiene folio fiscal {folio}, "
         "¿eso también lo necesito?")
    return t, [curp, rfc, clabe], [folio], "CURP (check computed), RFC and CLABE (check computed); CFDI folio UUID is a look-alike"


@case("es", "cbu-clave-homebanking")
def _():
    cbu = ar_cbu()
    cuit = ar_cuit(pick(["30", "33"]))
    pw = pw_human(ES_WORDS)
    t = msgs("Che, necesito que me armes un mail para el banco porque no me acreditaron el sueldo. Mi CBU es " + cbu +
             f" y el CUIT de la empresa que me paga es {cuit}.",
             f"Ah, y la clave de home banking que me bloquearon era {pw}. ¿La pongo en el mail o no conviene?")
    return t, [cbu, pw], [cuit], "Argentine CBU (both checks computed) and banking password; employer CUIT (computed) is public"


# ================================================================ Portuguese
@case("pt", "cpf-conta-senha-nubank")
def _():
    cpf = br_cpf()
    ag = rd(4)
    conta = f"{rd(5)}-{rd(1)}"
    t = ("Vou abrir conta no Nubank pelo celular e ele pede um monte de dados. CPF " + cpf + f", minha conta atual no Itaú "
         f"é agência {ag}, conta {conta}. Dá pra fazer a portabilidade de salário direto pelo app?")
    return t, [cpf, conta], [ag], "CPF (checks computed) and account; branch number is a bank identifier"


@case("pt", "boleto-cartao-cvv")
def _():
    num = card_fmt(card("mc"))
    exp = future_exp()
    cvv = rd(3)
    linha = f"{rd(5)}.{rd(5)} {rd(5)}.{rd(6)} {rd(5)}.{rd(6)} {rd(1)} {rd(14)}"
    t = (f"Paguei esse boleto {linha} com o cartão {num}, validade {exp}, CVV {cvv}, e apareceu cobrança duplicada "
         "na fatura. Como eu contesto com o banco?")
    return t, [num, cvv], [linha], "card with CVV (expiry left unscored); boleto payment line is a look-alike"


@case("pt", "nif-iban-reembolso-portugal")
def _():
    nif = pt_nif(pick("12"))
    ib = every(pt_iban(), 4)
    nif_clinica = pt_nif("5")
    ft = f"FT 2024/{rd(4)}"
    t = ("Preciso de pedir o reembolso à seguradora. O meu NIF é " + nif + f" e o IBAN para o reembolso é {ib}. "
         f"A fatura da clínica tem o NIF {nif_clinica} e o número {ft}. Podes escrever o email?")
    return t, [nif, ib], [nif_clinica, ft], "Portuguese NIF and IBAN (NIB and IBAN checks computed); clinic NIF and invoice are public"


# ================================================================ Italian
@case("it", "codice-fiscale-iban-bonus")
def _():
    y, m, d = bdate(1975, 2000)
    cf = it_codice_fiscale("Ferraresi", "Giulia", y, m, d, True, pick(["H501", "F205", "L219", "A944"]))
    abi, cab, conto = pick(["03069", "02008", "05034", "03062"]), rd(5), rd(12)
    bban = abi + cab + conto
    ib = spaced_iban("IT", it_check(bban) + bban)
    piva = it_piva()
    t = ("Devo fare domanda per il bonus asilo nido. Codice fiscale " + cf + f", IBAN per l'accredito {ib}. "
         f"L'asilo è privato, sulla ricevuta c'è la P.IVA {piva}: serve anche quella?")
    return t, [cf, ib], [piva], "codice fiscale (check char computed) and IBAN (CIN computed); nursery's VAT number (computed) is public"


@case("it", "spid-password-otp")
def _():
    pw = pw_human(IT_WORDS)
    otp = rd(6)
    pratica = rdnz(8)
    t = ("Non riesco ad entrare con SPID di Poste. Username è la mia mail, password " + pw + f", poi mi arriva il codice "
         f"via SMS {otp} ma dice che è scaduto. Ho già aperto una richiesta all'assistenza, numero {pratica}. Cosa posso provare?")
    return t, [pw, otp], [pratica], "SPID password and SMS code; support request number is a look-alike"


@case("it", "bonifico-condominio")
def _():
    abi, cab, conto = pick(["03069", "02008", "05034"]), rd(5), rd(12)
    bban = abi + cab + conto
    ib = spaced_iban("IT", it_check(bban) + bban)
    body = "9" + rd(9)
    cf_cond = body + luhn_digit(body)
    t = (f"Devo pagare la rata del condominio: IBAN del condominio {ib}, causale 'rata 3/2024 int. 7', importo 412,00 €. "
         f"Il codice fiscale del condominio è {cf_cond}. Va bene un bonifico ordinario o serve quello parlante?")
    return t, [], [ib, "412,00 €", cf_cond], "condominium's IBAN and fiscal code (checks computed) for a payment"


# ================================================================ Dutch
@case("nl", "bsn-iban-digid")
def _():
    bsn = nl_bsn()
    ib = spaced_iban("NL", pick(["INGB", "RABO", "ABNA", "SNSB"]) + rd(10))
    kvk = rdnz(8)
    pw = pw_human(NL_WORDS)
    t = ("Ik vul de aanvraag voor huurtoeslag in. BSN " + bsn + f", IBAN {ib}. Mijn DigiD-wachtwoord is {pw} maar "
         f"dat werkt ineens niet meer. Moet ik een nieuwe activeringscode aanvragen? Werkgever staat bij de KvK onder {kvk}.")
    return t, [bsn, ib, pw], [kvk], "BSN (11-proof computed), IBAN and DigiD password; employer KvK number is public"


@case("nl", "briefje-oppas")
def _():
    alarm = rd(4)
    wifi = pw_human(NL_WORDS)
    tel = f"020 {rd(3)} {rd(4)}"
    t = ("Schrijf even een net briefje voor de oppas: alarmcode " + alarm + f", wifi Ziggo{rd(7)} met wachtwoord {wifi}, "
         f"reservesleutel ligt bij de buren op nummer 12. Huisartsenpost: {tel}.")
    return t, [alarm, wifi], [tel], "alarm code and Wi-Fi password; GP phone number is a look-alike"


@case("nl", "belastingdienst-betalingskenmerk")
def _():
    kenmerk = every(rd(16), 4)
    pnl = "3S" + rs(UP, 4) + rd(7)
    assert iban_ok("NL86INGB0002445588")
    t = ("Ik moet een aanslag betalen. Betalingskenmerk " + kenmerk + ", rekening NL86 INGB 0002 4455 88 t.n.v. "
         f"Belastingdienst. En er komt nog een pakket aan, PostNL track & trace {pnl}. Mag ik de aanslag in termijnen betalen?")
    return t, [], [kenmerk, "NL86 INGB 0002 4455 88", pnl], "payment reference, tax office's published IBAN, tracking code"


# ================================================================ Swedish
@case("sv", "personnummer-kontonummer")
def _():
    y, m, d = bdate(1965, 2003)
    pnr = se_pnr(y, m, d)
    clearing = "8" + rd(3) + "-" + rd(1)
    konto = rd(10)
    t = ("Jag ska ansöka om bostadsbidrag hos Försäkringskassan. Personnummer " + pnr + f", Swedbank clearingnummer "
         f"{clearing}, kontonummer {konto}. Ska jag skriva clearingnumret med eller utan femte siffran?")
    return t, [pnr, konto], [clearing], "personnummer (Luhn computed) and account; clearing number is a bank identifier"


@case("sv", "stugan-koder")
def _():
    box = rd(4)
    wifi = pw_human(SV_WORDS)
    t = ("Skriv ett välkomstmeddelande till gästerna i stugan: nyckeln ligger i nyckelboxen vid dörren med kod " + box +
         f", och wifi-lösenordet är {wifi}. Sopor sorteras i boden, bastun tänds med knappen i hallen.")
    return t, [box, wifi], [], "key box code and Wi-Fi password"


@case("sv", "bankgiro-ocr-faktura")
def _():
    bg = se_bankgiro()
    ocr = luhn_ref(R.randint(10, 16))
    t = (f"Fakturan från elbolaget: bankgiro {bg}, OCR-nummer {ocr}, belopp 1 245,00 kr, förfallodag 2024-07-31. "
         "Kan jag göra om den till e-faktura i appen istället?")
    return t, [], [bg, ocr, "2024-07-31"], "company bankgiro and OCR reference (Luhn computed), amount, date"


# ================================================================ Danish
@case("da", "cpr-nemkonto-netbank")
def _():
    y, m, d = bdate(1960, 2003)
    cpr = f"{d:02d}{m:02d}{y % 100:02d}-{rd(4)}"
    reg = rdnz(4)
    konto = rd(10)
    t = ("Kan du hjælpe mig med at skrive til Skattestyrelsen? Mit CPR-nummer er " + cpr + f", og min NemKonto er "
         f"reg.nr. {reg} kontonr. {konto}. Skal jeg også vedlægge min lønseddel?")
    return t, [cpr, konto], [reg], "CPR number and account; registration number is a bank identifier"


@case("da", "faktura-cvr-fikort")
def _():
    fnr = rd(5)
    cvr = dk_cvr()
    fi = f"+71<{rd(15)} +{rd(8)}<"
    t = (f"Tømreren har sendt faktura nr. {fnr} på 8.750,00 kr. med CVR {cvr} og et indbetalingskort: {fi} "
         "Hvordan betaler jeg det i netbanken, og kan jeg få håndværkerfradrag?")
    return t, [], [fnr, cvr, fi], "invoice number, amount, company CVR (mod-11 computed), FI payment line"


# ================================================================ Norwegian
@case("no", "fodselsnummer-kontonummer-nav")
def _():
    y, m, d = bdate(1960, 2003)
    fnr = no_fnr(y, m, d)
    konto = no_konto()
    t = ("Jeg skal søke dagpenger hos NAV. Fødselsnummer " + fnr + f", kontonummer for utbetaling {konto}. "
         "Må jeg legge ved arbeidsavtalen, eller holder det med oppsigelsen?")
    return t, [fnr, konto], [], "fødselsnummer and account number (both check digits computed)"


@case("no", "kid-orgnr-faktura")
def _():
    kid = luhn_ref(R.randint(9, 15))
    konto = no_konto()
    org = no_orgnr()
    t = (f"Fikk faktura fra strømselskapet: KID {kid}, kontonummer {konto}, org.nr. {org}, beløp 1 389,00 kr. "
         "Kan jeg sette opp AvtaleGiro på den, og hvor lang tid tar det?")
    return t, [], [kid, konto, org], "KID reference (Luhn), company account and org number (mod-11 computed)"


# ================================================================ Finnish
@case("fi", "hetu-iban-kela")
def _():
    y, m, d = bdate(1960, 2004)
    hetu = fi_hetu(y, m, d)
    ib = spaced_iban("FI", pick(["1", "5", "8"]) + rd(13))
    t = ("Täytän Kelan asumistukihakemusta. Henkilötunnus " + hetu + f", tilinumero {ib}. "
         "Pitääkö vuokrasopimus liittää mukaan, vai riittääkö vuokranantajan ilmoitus?")
    return t, [hetu, ib], [], "henkilötunnus (check char computed) and IBAN (mod-97 computed)"


@case("fi", "viitenumero-ytunnus")
def _():
    ib = spaced_iban("FI", pick(["1", "5", "8"]) + rd(13))
    viite = fi_viite()
    yt = fi_ytunnus()
    t = (f"Sain laskun taloyhtiöltä: saajan tilinumero {ib}, viitenumero {viite}, Y-tunnus {yt}, eräpäivä 15.8.2024, "
         "summa 312,40 €. Voiko tämän maksaa MobilePaylla vai pitääkö käyttää verkkopankkia?")
    return t, [], [ib, viite, yt], "housing company's IBAN, reference number and business id (checks computed)"


# ================================================================ Hungarian
@case("hu", "taj-adoazonosito-szamla")
def _():
    taj = hu_taj()
    ado = hu_adoazonosito()
    szamla = f"{pick(['11773', '10402', '11600', '12010'])}{rd(3)}-{rd(8)}-{rd(8)}"
    ceg = hu_adoszam()
    t = ("Segítenél kitölteni a belépési adatlapot az új munkahelyemen? TAJ-szám: " + taj + f", adóazonosító jel: {ado}, "
         f"bankszámlaszám: {szamla}. A cég adószáma {ceg}, azt is be kell írnom valahova?")
    return t, [taj, ado, szamla], [ceg], "TAJ and tax id (checks computed), account; company tax number (check computed) is public"


@case("hu", "kapukod-szef-wifi")
def _():
    szef = rd(4)
    wifi = pw_human(GEN_WORDS)
    t = ("Írj egy rövid, barátságos üzenetet a vendégeknek: a lakáskulcs a kis széfben van az ajtó mellett, a széf kódja "
         + szef + f". Wifi jelszó: {wifi}. Kijelentkezés 10-ig.")
    return t, [szef, wifi], [], "key safe code and Wi-Fi password"


@case("hu", "gls-csomag-szamla")
def _():
    gls = rd(11)
    rend = rdnz(9)
    szla = f"WEB-2024-{rd(6)}"
    t = (f"A GLS csomagkövetési szám {gls}, a rendelésszám {rend}, a számla sorszáma {szla}. Már harmadik napja "
         "'kiszállítás alatt' státuszban van. Kit hívjak, a webshopot vagy a GLS-t?")
    return t, [], [gls, rend, szla], "parcel tracking, order and invoice numbers"


# ================================================================ Romanian
@case("ro", "cnp-iban-declaratie")
def _():
    y, m, d = bdate(1965, 2003)
    cnp = ro_cnp(y, m, d, R.random() < 0.5)
    ib = spaced_iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(UPN, 4) + rd(12))
    cui = ro_cui()
    t = ("Vreau să completez declarația unică în SPV. CNP-ul meu: " + cnp + f", IBAN pentru restituire {ib}. "
         f"Firma la care lucrez are CUI {cui}. Trebuie să declar și chiria pe care o primesc de la apartamentul bunicii?")
    return t, [cnp, ib], [cui], "CNP (check computed) and own IBAN; employer CUI (check computed) is public"


@case("ro", "pin-parola-banca")
def _():
    pin = rd(4)
    pw = pw_human(GEN_WORDS)
    t = ("Mi-a venit SMS de la bancă că mi s-a blocat cardul după ce am greșit PIN-ul. PIN-ul corect era " + pin +
         f", sunt sigur. Și parola de la internet banking, {pw}, nu mai merge nici ea. Ce fac, merg la ghișeu?")
    return t, [pin, pw], [], "card PIN and internet banking password"


@case("ro", "awb-comanda-emag")
def _():
    cmd = rdnz(9)
    awb = rdnz(13)
    t = (f"Comanda nr. {cmd}, AWB Fan Courier {awb}, valoare 1.299,99 lei. Curierul zice că a sunat, dar eu nu am niciun "
         "apel. Cum fac reclamație?")
    return t, [], [cmd, awb, "1.299,99 lei"], "order number, AWB tracking number and amount"


# ================================================================ Greek
@case("el", "amka-afm-iban")
def _():
    y, m, d = bdate(1960, 2003)
    amka = gr_amka(y, m, d)
    afm = gr_afm(pick(["1", "0"]))
    ib = spaced_iban("GR", pick(["011", "017", "026", "014"]) + rd(4) + rd(16))
    afm_co = gr_afm(pick(["9", "8"]))
    t = ("Συμπληρώνω την αίτηση για το επίδομα στέγασης. ΑΜΚΑ: " + amka + f", ΑΦΜ: {afm}, IBAN: {ib}. "
         f"Ο εργοδότης μου έχει ΑΦΜ {afm_co} — πρέπει να τον γράψω κάπου;")
    return t, [amka, afm, ib], [afm_co], "AMKA (Luhn) and AFM (check computed), IBAN; employer's AFM (computed) is public"


@case("el", "rf-kodikos-pliromis")
def _():
    rf = rf_ref(rd(R.randint(12, 18)))
    rfs = every(rf, 4)
    par = rdnz(8)
    t = (f"Πρέπει να πληρώσω τον λογαριασμό ρεύματος με κωδικό πληρωμής {rfs}, ποσό 87,40 €, λήξη 12/08/2024. "
         f"Ο αριθμός παραστατικού είναι {par}. Μπορώ να τον πληρώσω από το e-banking χωρίς προμήθεια;")
    return t, [], [rfs, "87,40 €", par], "RF creditor reference (ISO 11649 computed), amount, document number"


# ================================================================ Turkish
@case("tr", "tckn-iban-kira")
def _():
    tc = tr_tckn()
    ib = spaced_iban("TR", pick(["00010", "00062", "00064", "00046"]) + "0" + rd(16))
    vkn = tr_vkn()
    t = ("Kira sözleşmesi için bilgilerim: TC kimlik no " + tc + f", depozitonun iade edileceği IBAN {ib}. "
         f"Emlak şirketinin vergi numarası {vkn}. Depozito iadesi maddesini yazar mısın?")
    return t, [tc, ib], [vkn], "TC kimlik no (checks computed) and IBAN; agency tax number (check computed) is public"


@case("tr", "edevlet-sifre-sms")
def _():
    pw = pw_human(GEN_WORDS)
    kod = rd(6)
    basvuru = rdnz(10)
    t = ("e-Devlet şifremi unuttum sandım ama galiba " + pw + f" idi. SMS ile gelen doğrulama kodu {kod}, ekranda "
         f"'hatalı kod' yazıyor. Başvuru numaram {basvuru}. Şifremi PTT'den yeniden mi almam lazım?")
    return t, [pw, kod], [basvuru], "e-Devlet password and SMS code; application number is a look-alike"


@case("tr", "aidat-iban-kargo")
def _():
    ib = spaced_iban("TR", pick(["00010", "00062", "00064"]) + "0" + rd(16))
    kargo = rdnz(12)
    t = (f"Site yönetimine aidat ödeyeceğim: IBAN {ib}, açıklama 'B blok daire 12 temmuz aidatı', tutar 1.850,00 TL. "
         f"Bir de Yurtiçi Kargo takip no {kargo} diye SMS geldi, bir şey sipariş etmedim. Dolandırıcılık mı?")
    return t, [], [ib, "1.850,00 TL", kargo], "building management's IBAN, amount and a cargo tracking number"


# ================================================================ Russian
@case("ru", "pasport-snils-inn")
def _():
    pas = f"{rd(2)} {rd(2)} {rd(6)}"
    snils = ru_snils()
    inn = ru_inn12()
    inn_org = ru_inn10()
    t = ("Заполняю заявление на Госуслугах. Паспорт " + pas + f", выдан 12.04.2016, СНИЛС {snils}, ИНН {inn}. "
         f"ИНН работодателя {inn_org} тоже нужно вписывать или это лишнее?")
    return t, [pas, snils, inn], [inn_org], "passport, SNILS and personal INN (checks computed); employer INN (computed) is public"


@case("ru", "karta-cvc-kod-ozon")
def _():
    num = card_fmt(card("mir"))
    exp = future_exp()
    cvc = rd(3)
    otp = rd(6)
    zakaz = f"{rd(8)}-{rd(4)}"
    t = (f"Оплачиваю заказ {zakaz} на 12 490 ₽, ввожу карту {num}, срок {exp}, CVC {cvc}, потом приходит СМС с кодом "
         f"{otp}, ввожу — и пишет «операция отклонена». Деньги на карте есть. В чём может быть дело?")
    return t, [num, cvc, otp], [zakaz, "12 490 ₽"], "Mir card with CVC and SMS code (expiry left unscored); order number and amount are look-alikes"


@case("ru", "rekvizity-zarplata")
def _():
    acc = ru_account("044525225", "40817810")
    t = msgs("Составь текст для бухгалтерии, чтобы зарплату переводили на новую карту. Реквизиты сейчас пришлю.",
             "Получатель: Смирнова Анна Викторовна\nСчёт получателя: " + acc +
             "\nБанк: ПАО Сбербанк\nБИК: 044525225\nКорр. счёт: 30101810400000000225")
    return t, [acc], ["044525225", "30101810400000000225"], \
        "personal account (control key computed with the BIK) given in a second message; bank BIK and correspondent account are public"


# ================================================================ Ukrainian
@case("uk", "rnokpp-iban-pryvat")
def _():
    ipn = ua_rnokpp()
    ib = spaced_iban("UA", "305299" + "00000" + "2620" + rd(10))
    t = ("Допоможи заповнити заяву на субсидію. РНОКПП " + ipn + f", рахунок IBAN {ib} у ПриватБанку. "
         "Довідку про доходи треба брати в бухгалтерії чи вона підтягнеться автоматично?")
    return t, [ipn, ib], [], "РНОКПП (check computed) and IBAN"


@case("uk", "kod-domofonu-wifi")
def _():
    domofon = rd(4)
    wifi = pw_human(GEN_WORDS)
    t = ("Напиши коротке повідомлення для нових орендарів: код домофону " + domofon + f", пароль від Wi-Fi {wifi}. "
         "Сміття виносимо у двір, контейнери біля воріт.")
    return t, [domofon, wifi], [], "intercom code and Wi-Fi password"


@case("uk", "ttn-nova-poshta")
def _():
    ttn = "20" + rd(12)
    edrpou = rdnz(8)
    t = (f"Відправила посилку Новою поштою, ТТН {ttn}, сума 2 350 грн, накладений платіж. Отримувач — ТОВ «Світанок», "
         f"код ЄДРПОУ {edrpou}. Коли вона приблизно прийде до Львова?")
    return t, [], [ttn, "2 350 грн", edrpou], "waybill number, amount and a company's registry code"


# ================================================================ Polish
@case("pl", "pesel-dowod-rachunek")
def _():
    y, m, d = bdate(1965, 2003)
    pesel = pl_pesel(y, m, d, R.random() < 0.5)
    dow = pl_dowod()
    ib = spaced_iban("PL", pick(["10202892", "11402004", "10500099", "24900005"]) + rd(16))
    nip = pl_nip()
    t = ("Składam wniosek o kredyt gotówkowy, sprawdź proszę dane: PESEL " + pesel + f", numer dowodu {dow}, "
         f"rachunek do wypłaty {ib}. Pracodawca ma NIP {nip} — to też wpisać w zaświadczeniu?")
    return t, [pesel, dow, ib], [nip], "PESEL and ID card number (checks computed), IBAN; employer NIP (computed) is public"


@case("pl", "blik-olx-haslo")
def _():
    blik = rd(6)
    pw = pw_human(GEN_WORDS)
    ogl = rdnz(9)
    t = ("Ktoś na OLX pisze, że żeby mi 'przesłać pieniądze' za ogłoszenie nr " + ogl + f", muszę mu podać kod BLIK. "
         f"Wygenerowałem {blik}, jeszcze nie wysłałem. To oszustwo? I przy okazji: moje hasło do banku to {pw}, jest dość mocne?")
    return t, [blik, pw], [ogl], "BLIK code and bank password; listing number is a look-alike"


@case("pl", "inpost-faktura-nip")
def _():
    inpost = rd(24)
    fv = f"FV/{rd(3)}/2024"
    nip = pl_nip()
    t = (f"Paczka InPost nr {inpost} utknęła w sortowni od tygodnia. Faktura {fv} na kwotę 389,00 zł, NIP sprzedawcy {nip}. "
         "Gdzie złożyć reklamację, u sprzedawcy czy w InPoście?")
    return t, [], [inpost, fv, nip], "parcel number, invoice number, amount and seller NIP (computed)"


# ================================================================ Czech
@case("cs", "rodne-cislo-ucet-george")
def _():
    y, m, d = bdate(1960, 2003)
    rc = cz_rc(y, m, d, R.random() < 0.5)
    acct = cz_account()
    t = ("Vyplňuju žádost o příspěvek na bydlení. Rodné číslo " + rc + f", číslo účtu {acct}/0800. "
         "Je potřeba přikládat i výpis z účtu, nebo stačí potvrzení o nájmu?")
    return t, [rc, acct], ["0800"], "rodné číslo and account (mod-11 computed); bank code is public"


@case("cs", "ico-variabilni-symbol")
def _():
    ico = cz_ico()
    acct = cz_account()
    vs = rdnz(10)
    t = (f"Platím fakturu od firmy s IČO {ico}: číslo účtu {acct}/2010, variabilní symbol {vs}, částka 4 356 Kč. "
         "Musím vyplňovat i konstantní symbol?")
    return t, [], [ico, acct, vs], "company IČO and account (checks computed), variable symbol, amount"


# ================================================================ Chinese
@case("zh", "shiming-renzheng-yinhangka")
def _():
    y, m, d = bdate(1975, 2002)
    sfz = cn_id(pick(["110105", "310115", "440305", "510107", "330106"]), y, m, d, False)
    kn = card("unionpay")
    bank = {"622848": "农业银行", "621700": "建设银行", "622202": "工商银行", "621483": "招商银行"}[kn[:6]]
    ka = every(kn, 4)
    dingdan = "2024" + rd(14)
    t = ("帮我检查一下实名认证信息有没有填错：姓名 王磊，身份证号 " + sfz + f"，银行卡号 {ka}，开户行 {bank}。"
         f"订单号是 {dingdan}，客服说认证通过后才能发货。")
    return t, [sfz, ka], [dingdan], "resident id (check char computed) and UnionPay card (Luhn); order number is a look-alike"


@case("zh", "jiake-fu-yanzhengma")
def _():
    code = rd(6)
    paypw = rd(6)
    sf = "SF" + rd(13)
    t = ("刚才有个自称京东客服的人打电话，说我的白条要注销，不然影响征信，让我把短信验证码告诉他。短信是："
         f"【京东】验证码 {code}，用于解除白条服务，请勿泄露。他还问了我的支付密码，我说了是 {paypw}。"
         f"他还准确说出了我的快递单号 {sf}，所以我才信了。现在该怎么办？")
    return t, [code, paypw], [sf], "SMS verification code and payment password given to a scammer; SF tracking number is a look-alike"


@case("zh", "minsu-ruzhu-shuoming")
def _():
    fangmen = rd(6)
    wifi = pw_human(GEN_WORDS)
    t = ("帮我写一段给民宿客人的入住说明，语气亲切一点：小区大门刷脸就能进，房间门锁密码 " + fangmen + "，"
         f"WiFi 名称 Home_{rd(4)}，密码 {wifi}。退房时间中午12点，垃圾请分类。")
    return t, [fangmen, wifi], [], "door lock code and Wi-Fi password for guests"


# ================================================================ Japanese
@case("ja", "mynumber-kyuyo-koza")
def _():
    mn = jp_mynumber()
    mn_f = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    shiten = rd(3)
    koza = rd(7)
    t = ("年末調整の書類を書いています。マイナンバーは " + mn_f + f"、給与振込口座は三菱UFJ銀行 新宿支店（支店番号 {shiten}）"
         f"普通 {koza} です。配偶者控除の欄はどう書けばいいですか？")
    return t, [mn_f, koza], [shiten], "My Number (check digit computed) and account number; branch number is a bank identifier"


@case("ja", "amazon-lock-ninsho-code")
def _():
    pw = pw_human(GEN_WORDS)
    code = rd(6)
    chumon = f"{pick(['249', '250', '503'])}-{rd(7)}-{rd(7)}"
    t = ("Amazonから「アカウントがロックされました」というメールが来て、注文番号 " + chumon + " の確認をしてくださいと書いてありました。"
         f"リンクからログインしようとしたらパスワード {pw} が通らず、その後SMSで認証コード {code} が届きました。これは本物ですか？")
    return t, [pw, code], [chumon], "password and SMS code typed into a possible phishing page; order number is a look-alike"


@case("ja", "invoice-toroku-bango")
def _():
    hb = jp_houjin()
    inv = f"INV-{rd(6)}"
    t = (f"取引先から請求書が届きました。登録番号 T{hb}、請求書番号 {inv}、金額 ¥128,700（税込）、振込期限 2024年8月31日。"
         "インボイス制度の要件を満たしているか確認してもらえますか？")
    return t, [], ["T" + hb, inv, "¥128,700"], "supplier's invoice registration number (corporate number check computed), invoice number, amount"


# ================================================================ Korean
@case("ko", "jumin-gyejwa-injeungseo")
def _():
    y, m, d = bdate(1970, 2003)
    rrn = kr_rrn(y, m, d, R.random() < 0.5)
    gyejwa = f"{rd(6)}-{rd(2)}-{rd(6)}"
    brn = kr_brn()
    t = ("연말정산 서류 좀 같이 봐줘. 주민등록번호 " + rrn + f", 급여 계좌는 국민은행 {gyejwa}야. "
         f"회사 사업자등록번호 {brn}도 내가 적어야 돼?")
    return t, [rrn, gyejwa], [brn], "resident registration number (check computed) and account; company number (computed) is public"


@case("ko", "doorlock-wifi-annae")
def _():
    door = rd(6)
    wifi = pw_human(GEN_WORDS)
    t = ("에어비앤비 게스트한테 보낼 안내문 써줘. 공동현관은 호출 없이 열려 있고, 도어락 비밀번호는 " + door + "*, "
         f"와이파이 이름 iptime_{rd(3)}, 비밀번호 {wifi}. 체크아웃은 11시.")
    return t, [door, wifi], [], "door lock code and Wi-Fi password"


@case("ko", "coupang-songjang")
def _():
    jumun = rdnz(11)
    songjang = rdnz(12)
    t = (f"쿠팡 주문번호 {jumun}, CJ대한통운 송장번호 {songjang}, 결제금액 38,900원. 배송 조회가 3일째 "
         "'집화처리'에서 안 움직이는데 어디에 문의해야 돼?")
    return t, [], [jumun, songjang, "38,900원"], "order number, waybill number and amount"


# ================================================================ Arabic
@case("ar", "emirates-id-iban")
def _():
    y, _m, _d = bdate(1970, 2002)
    eid = ae_eid(y)
    ib = spaced_iban("AE", pick(["033", "026", "030", "035"]) + rd(16))
    rukhsa = "CN-" + rdnz(7)
    t = ("أحتاج مساعدة في تعبئة نموذج فتح حساب التوفير. رقم الهوية الإماراتية: " + eid + f"، والآيبان لحسابي الحالي: {ib}. "
         f"رقم الرخصة التجارية لجهة عملي {rukhsa}، هل أكتبه أيضاً؟")
    return t, [eid, ib], [rukhsa], "Emirates ID (Luhn computed) and own IBAN; employer's trade licence number is public"


@case("ar", "otp-kalimat-sir-ihtiyal")
def _():
    otp = rd(6)
    pw = pw_human(GEN_WORDS)
    talab = rdnz(9)
    t = msgs("وصلتني رسالة: \"رمز التحقق الخاص بك هو " + otp + ". لا تشاركه مع أي شخص.\" وبعدها مباشرة اتصل واحد يقول إنه من البنك.",
             f"طلب مني الرمز وكلمة السر حق التطبيق وعطيته إياها: {pw}. قال إن رقم الطلب {talab} لتحديث بياناتي. هل هذا احتيال؟ وش أسوي الحين؟")
    return t, [otp, pw], [talab], "OTP and banking password disclosed across two messages; request number is a look-alike"


@case("ar", "fatura-dariibiya-sharika")
def _():
    vat = "3" + rd(13) + "3"
    inv = f"INV-{rd(5)}"
    ib = spaced_iban("SA", pick(["80", "10", "45", "20"]) + rd(18))
    t = (f"وصلتني فاتورة ضريبية من شركة صيانة: الرقم الضريبي {vat}، رقم الفاتورة {inv}، المبلغ 2,875.00 ريال شامل الضريبة، "
         f"وآيبان الشركة {ib}. كيف أتأكد أن الرقم الضريبي صحيح قبل التحويل؟")
    return t, [], [vat, inv, ib], "company VAT number, invoice number, amount and company IBAN (computed)"


# ================================================================ Persian
@case("fa", "kart-cvv2-ramz-dovom")
def _():
    kart = groups(card("ir"), [4, 4, 4, 4], "-")
    cvv2 = rd(R.choice([3, 4]))
    exp = f"{R.randint(1404, 1408)}/{R.randint(1, 12):02d}"
    ramz = rd(R.randint(7, 8))
    peygiri = rdnz(6) + rd(6)
    t = ("می خواستم از یک سایت خرید کنم. شماره کارتم " + kart + f" ، CVV2 {cvv2} ، تاریخ انقضا {exp} و رمز دوم پویا {ramz} "
         f"را وارد کردم ولی خطای «تراکنش نامعتبر» داد. شماره پیگیری {peygiri} است. پول از حسابم کم شده، چه کار کنم؟")
    return t, [kart, cvv2, ramz], [peygiri], "Iranian card with CVV2 and dynamic PIN (expiry left unscored); transaction tracking number is a reference"


@case("fa", "kodmelli-sheba-vam")
def _():
    melli = ir_melli()
    melli_fa = fa_digits(f"{melli[:3]}-{melli[3:9]}-{melli[9]}")
    sheba = spaced_iban("IR", "0" + pick(["17", "12", "56", "62"]) + rd(19))
    t = ("برای فرم وام ازدواج این اطلاعات را وارد کردم: کد ملی " + melli_fa + f" ، شماره شبا {sheba} . "
         "آیا کد ملی همسرم هم لازم است؟")
    return t, [melli_fa, sheba], [], "national code in Persian digits (check computed) and Sheba IBAN (computed)"


@case("fa", "kod-rahgiri-post")
def _():
    rahgiri = rd(24)
    sefaresh = "DKC-" + rdnz(9)
    t = (f"بسته ام از دیجی کالا هنوز نرسیده. کد رهگیری پست {rahgiri} ، شماره سفارش {sefaresh} ، مبلغ ۱٬۲۵۰٬۰۰۰ تومان. "
         "باید با پست تماس بگیرم یا با فروشگاه؟")
    return t, [], [rahgiri, sefaresh, "۱٬۲۵۰٬۰۰۰ تومان"], "postal tracking code, order number and amount"


# ================================================================ Hebrew
@case("he", "teudat-zehut-kartis-ashrai")
def _():
    tz = il_id()
    num = every(card("visa"), 4)
    exp = future_exp()
    cvv = rd(3)
    t = ("תעזור לי למלא טופס הוראת קבע לוועד הבית? מספר תעודת זהות " + tz + f", כרטיס אשראי {num}, תוקף {exp}, "
         f"שלוש ספרות בגב הכרטיס {cvv}. זה בסדר לשלוח את זה בוואטסאפ לגזבר?")
    return t, [tz, num, cvv], [], "Israeli ID (check computed) and card with CVV (expiry left unscored)"


@case("he", "kod-delet-wifi-shocherim")
def _():
    kod = rd(4)
    wifi = pw_human(GEN_WORDS)
    t = ("תכתוב הודעה קצרה לשוכרים החדשים: הקוד לדלת הכניסה של הבניין הוא " + kod + f", הסיסמה של הוויי-פיי {wifi}, "
         "ומקום החניה שלכם הוא זה שליד המעלית.")
    return t, [kod, wifi], [], "building door code and Wi-Fi password"


@case("he", "heshbonit-hevrat-hovalot")
def _():
    hp = il_id("51")
    hesh = rdnz(5)
    hazmana = rdnz(7)
    t = (f"קיבלתי חשבונית מס מחברת הובלות: ח.פ. {hp}, מספר חשבונית {hesh}, סכום 1,850 ₪, מספר הזמנה {hazmana}. "
         "איך אני בודק שהחברה באמת רשומה ברשם החברות?")
    return t, [], [hp, hesh, hazmana], "company number (check computed), invoice and order numbers, amount"


# ================================================================ Hindi
@case("hi", "aadhaar-pan-khata-ifsc")
def _():
    aad = in_aadhaar()
    pan = in_pan("K")
    khata = rdnz(R.randint(11, 14))
    ifsc = pick(["SBIN", "PUNB", "BARB", "CNRB"]) + "0" + rd(6)
    t = ("मुझे बैंक का KYC अपडेट करना है। आधार नंबर " + aad + f", पैन {pan}, खाता संख्या {khata}, IFSC {ifsc}। "
         "क्या ये सब जानकारी बैंक को ईमेल पर भेजना सुरक्षित है?")
    return t, [aad, pan, khata], [ifsc], "Aadhaar (Verhoeff computed), PAN and account; branch IFSC is public"


@case("hi", "upi-pin-otp-olx")
def _():
    pin = rd(R.choice([4, 6]))
    otp = rd(6)
    order = "OD" + rd(18)
    t = ("OLX पर एक खरीदार ने कहा कि पैसे लेने के लिए QR कोड स्कैन करो और UPI पिन डालो। मैंने पिन " + pin +
         f" डाल दिया, फिर उसने कॉल करके OTP {otp} भी पूछ लिया। मेरे फोन पर किसी ऑर्डर आईडी {order} का मैसेज भी आया। अब मैं क्या करूँ?")
    return t, [pin, otp], [order], "UPI PIN and OTP given to a scammer; order id is a look-alike"


@case("hi", "gstin-bill-pnr")
def _():
    gst = in_gstin(pick(["07", "09", "27", "29"]), in_pan(pick(UP), "C"))
    bill = f"INV/{rd(4)}"
    pnr = pick("2468") + rd(9)
    t = (f"दुकान से जो बिल मिला है उस पर GSTIN {gst} लिखा है, बिल नंबर {bill}, कुल ₹4,720। और मेरी ट्रेन का PNR {pnr} है। "
         "क्या मैं इस बिल पर GST क्रेडिट ले सकता हूँ, और PNR से कन्फर्मेशन कैसे चेक करूँ?")
    return t, [], [gst, bill, pnr], "shop GSTIN (check char computed), bill number, amount and PNR"


# ================================================================ Vietnamese
@case("vi", "cccd-taikhoan-matkhau")
def _():
    cccd = pick(["001", "079", "048", "031"]) + pick("0123") + rd(8)
    tk = "00" + rd(11)
    mst = rdnz(10)
    t = ("Mình đang làm hồ sơ vay mua xe. Số CCCD " + cccd + f", số tài khoản Vietcombank nhận lương {tk}. "
         f"Công ty mình có mã số thuế {mst}. Bạn xem giúp hồ sơ còn thiếu gì không?")
    return t, [cccd, tk], [mst], "citizen id and account; employer tax code is public"


@case("vi", "homestay-wifi-maucua")
def _():
    wifi = pw_human(GEN_WORDS)
    cua = rd(6)
    t = ("Viết giúp mình tin nhắn gửi khách thuê homestay: mật khẩu wifi " + wifi + f", mã cửa chính {cua}. "
         "Trả phòng trước 12 giờ trưa nhé.")
    return t, [wifi, cua], [], "Wi-Fi password and door code for guests"


@case("vi", "don-shopee-van-don")
def _():
    don = "24" + rd(4) + rs(UPN, 8)
    spx = "SPXVN0" + rd(11)
    t = (f"Đơn Shopee mã {don}, mã vận đơn {spx}, tổng tiền 389.000đ. Sao 5 ngày rồi vẫn chưa giao? "
         "Mình nên liên hệ shop hay đơn vị vận chuyển?")
    return t, [], [don, spx, "389.000đ"], "order code, waybill number and amount"


# ================================================================ Thai
@case("th", "bat-prachachon-banchi")
def _():
    bid = th_id(pick("1358"))
    bc = f"{rd(3)}-{rd(1)}-{rd(5)}-{rd(1)}"
    t = ("ช่วยเช็คข้อมูลสมัครบัตรเครดิตให้หน่อย เลขบัตรประชาชน " + bid + f" เลขบัญชีกสิกรที่รับเงินเดือน {bc} "
         "กรอกแบบนี้ถูกไหม ต้องแนบสลิปเงินเดือนด้วยหรือเปล่า")
    return t, [bid, bc], [], "Thai national id (check computed) and bank account"


@case("th", "phatsadu-bai-kamkap")
def _():
    ems = s10(pick(["EF", "EE", "RB"]), "TH")
    tax = th_id("0").replace("-", "")
    bai = f"INV{rd(7)}"
    t = (f"พัสดุไปรษณีย์ไทยเลข {ems} ยังไม่ถึงเลย ร้านให้เลขประจำตัวผู้เสียภาษี {tax} กับเลขที่ใบกำกับภาษี {bai} "
         "ยอด 1,290 บาท ต้องติดต่อใครก่อนดี")
    return t, [], [ems, tax, bai], "S10 tracking number (check computed), company tax id (computed), invoice, amount"


# ================================================================ Indonesian
@case("id", "nik-npwp-rekening-pin")
def _():
    y, m, d = bdate(1970, 2002)
    nik = pick(["317401", "327301", "357801", "337402"]) + f"{d + 40:02d}{m:02d}{y % 100:02d}" + rd(4)
    npwp_raw = rd(15)
    npwp = f"{npwp_raw[:2]}.{npwp_raw[2:5]}.{npwp_raw[5:8]}.{npwp_raw[8]}-{npwp_raw[9:12]}.000"
    rek = rd(10)
    co = rd(15)
    npwp_co = f"{co[:2]}.{co[2:5]}.{co[5:8]}.{co[8]}-{co[9:12]}.000"
    t = ("Tolong cek data pengajuan KPR saya: NIK " + nik + f", NPWP {npwp}, nomor rekening BCA {rek}. "
         f"NPWP perusahaan tempat saya kerja {npwp_co}. Sudah lengkap belum?")
    return t, [nik, npwp, rek], [npwp_co], "NIK, personal NPWP and account; employer's NPWP is public"


@case("id", "otp-tokopedia-penipuan")
def _():
    otp = rd(6)
    inv = f"INV/2024{R.randint(1, 12):02d}{R.randint(10, 28)}/MPL/{rdnz(10)}"
    t = ("Ada yang chat WA ngaku dari Tokopedia, katanya pesanan saya " + inv + " bermasalah dan minta kode OTP. "
         f"Kodenya {otp}, udah saya kasih 😭 Harus ngapain sekarang?")
    return t, [otp], [inv], "OTP given to a scammer; invoice number is a look-alike"


@case("id", "virtual-account-resi")
def _():
    va = "8" + rd(15)
    resi = "JP" + rd(10)
    kb = rs(UP, 6)
    t = (f"Saya mau bayar tagihan lewat virtual account {va}, nominal Rp1.250.000. Terus ada nomor resi J&T {resi} "
         f"untuk paket yang dikirim, dan kode booking tiket pesawat {kb}. Virtual account bisa dibayar dari ATM bank lain?")
    return t, [], [va, resi, kb], "merchant virtual account number, amount, tracking number, booking code"


# ================================================================ Tagalog
@case("tl", "gcash-mpin-otp-ref")
def _():
    ref = f"{rd(4)} {rd(3)} {rd(6)}"
    mpin = rd(4)
    otp = rd(6)
    t = ("Nag-send ako ng ₱2,500 sa GCash pero hindi pumasok sa kapatid ko. Ref No. " + ref + " sa resibo. "
         f"Tapos may tumawag na taga-GCash daw, hiningi yung MPIN ko ({mpin}) at yung OTP na {otp}. Binigay ko na. Ano gagawin ko?")
    return t, [mpin, otp], [ref, "₱2,500"], "GCash MPIN and OTP; receipt Ref No. and amount are look-alikes"


@case("tl", "sss-philhealth-tin-pagibig")
def _():
    sss = f"{rd(2)}-{rd(7)}-{rd(1)}"
    ph = f"{rd(2)}-{rd(9)}-{rd(1)}"
    tin = f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    t = ("Pakicheck naman yung form ko para sa bagong trabaho: SSS " + sss + f", PhilHealth {ph}, TIN {tin}. "
         "Tama ba yung format o kailangan walang gitling?")
    return t, [sss, ph, tin], [], "SSS, PhilHealth and TIN numbers"


@case("tl", "lazada-lbc-refno")
def _():
    order = rdnz(15)
    lbc = rdnz(12)
    ref = f"{rd(4)} {rd(3)} {rd(6)}"
    t = (f"Yung order ko sa Lazada, order number {order}, LBC tracking {lbc}, tapos yung GCash Ref No. {ref} ng bayad ko. "
         "Sira yung dumating. Kanino ako magrereklamo, sa seller o sa Lazada?")
    return t, [], [order, lbc, ref], "order number, tracking number and a payment receipt Ref No."


# ================================================================ Swahili
@case("sw", "mpesa-code-pin")
def _():
    code = "SF" + rs(UPN, 8)
    phone = "07" + pick("12") + rd(7)
    pin = rd(4)
    sms = (f"{code} Confirmed. Ksh2,350.00 sent to MARY WANJIKU {phone} on 14/6/24 at 8:12 PM. "
           "New M-PESA balance is Ksh4,118.40. Transaction cost, Ksh34.00.")
    t = ("Nimetuma pesa kwa namba isiyo sahihi. Hii ndiyo ujumbe:\n\n" + sms + "\n\nMtu aliyejiita wa Safaricom "
         f"ananiomba PIN yangu {pin} ili arudishe pesa. Nimpe?")
    return t, [code, pin], [phone, "Ksh2,350.00"], "M-Pesa transaction code and M-Pesa PIN; recipient phone and amount are look-alikes"


@case("sw", "kitambulisho-kra-nenosiri")
def _():
    kitambulisho = pick("23") + rd(7)
    kra = "A0" + rd(8) + pick(UP)
    pw = pw_human(GEN_WORDS)
    t = ("Naomba unisaidie kujaza fomu ya mkopo wa Sacco: namba ya kitambulisho " + kitambulisho + f", KRA PIN {kra}. "
         f"Pia wameomba nenosiri la benki la mtandaoni, langu ni {pw}. Je, ni kawaida kuomba hilo?")
    return t, [kitambulisho, kra, pw], [], "national ID number, KRA PIN and banking password"


@case("sw", "paybill-till-ada")
def _():
    paybill = rdnz(6)
    till = rdnz(7)
    adm = f"ADM/{rd(4)}/2023"
    t = (f"Nataka kulipa ada ya shule kupitia Paybill {paybill}, akaunti ni namba ya usajili ya mtoto {adm}, kiasi Ksh15,000. "
         f"Na duka la jirani lina Till Number {till}. Nikilipa kwa Till badala ya Paybill pesa itafika shuleni?")
    return t, [], [paybill, adm, till], "business Paybill and Till numbers, admission number, amount"


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"


def hostile(s):
    """Characters that YAML (or a careless consumer) may mangle: controls other than newline, tabs,
    NEL, line/paragraph separators, BOM and other format characters, surrogates, private use, unassigned."""
    for ch in s:
        if ch == "\n":
            continue
        if ch in "\t\r\x85\u2028\u2029\ufeff":
            return ch
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn"):
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
        if k not in c:
            errs.append(f"missing field {k}")
    if errs:
        return errs
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c[k], str) or not c[k].strip():
            errs.append(f"{k} empty or not a string")
        elif hostile(c[k]):
            errs.append(f"{k} has hostile char {hostile(c[k])!r}")
    if not ID_RE.match(c["id"]):
        errs.append("bad id " + c["id"])
    if c["lang"] not in LANGS:
        errs.append("bad lang " + c["lang"])
    t = c["text"]
    if "\n" in c["note"]:
        errs.append("newline in note")
    parts = t.split(SEP)
    if any(not p.strip() for p in parts):
        errs.append("empty message part")
    if t != t.strip():
        errs.append("text has surrounding whitespace")
    sec, lk = c["secrets"], c["lookalikes"]
    if not isinstance(sec, list) or not isinstance(lk, list):
        return errs + ["secrets/lookalikes not lists"]
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        errs.append("duplicate value within a list")
    if set(sec) & set(lk):
        errs.append("value in both lists")
    for v in sec + lk:
        if not isinstance(v, str) or not v:
            errs.append(f"empty/non-string value {v!r}")
            continue
        if v != v.strip():
            errs.append(f"value with surrounding whitespace {v!r}")
        if hostile(v):
            errs.append(f"value with hostile char {v!r}")
        if SEP in v:
            errs.append(f"value spans messages {v!r}")
        occ = occurrences(t, v)
        if not occ:
            errs.append(f"value not in text {v!r}")
            continue
        if len(v) <= 6 and len(occ) != 1:
            errs.append(f"short value occurs {len(occ)} times {v!r}")
        for a, b in occ:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                errs.append(f"value embedded in a longer number (left) {v!r}")
            if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                errs.append(f"value embedded in a longer number (right) {v!r}")
            if v[0].isascii() and v[0].isalnum() and a > 0 and t[a - 1].isascii() and t[a - 1].isalnum():
                errs.append(f"value glued to a preceding ASCII letter/digit {v!r}")
            if v[-1].isascii() and v[-1].isalnum() and b < len(t) and t[b].isascii() and t[b].isalnum():
                errs.append(f"value glued to a following ASCII letter/digit {v!r}")
    for s in sec:
        for a, b in occurrences(t, s):
            for l in lk:
                for c2, d2 in occurrences(t, l):
                    if a < d2 and c2 < b:
                        errs.append(f"secret {s!r} overlaps look-alike {l!r}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
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


def parse_yaml(src):
    """Parser for exactly the subset written by to_yaml (JSON double-quoted scalars)."""
    lines = src.split("\n")
    if lines[0] != "lookalikes: []" or lines[1] != "cases:":
        raise ValueError("bad header")
    cases, cur, lkey = [], None, None
    for n, ln in enumerate(lines[2:], start=3):
        if ln == "":
            continue
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            lkey = None
        elif ln.startswith("      - ") and cur is not None and lkey:
            cur[lkey].append(json.loads(ln[8:]))
        elif ln.startswith("    ") and cur is not None and not ln.startswith("     "):
            key, sep, val = ln[4:].partition(":")
            if key in cur:
                raise ValueError(f"line {n}: duplicate key {key}")
            if sep and val == "":
                cur[key] = []
                lkey = key
            elif val == " []":
                cur[key] = []
                lkey = None
            elif val.startswith(' "'):
                cur[key] = json.loads(val[1:])
                lkey = None
            else:
                raise ValueError(f"line {n}: cannot parse {ln[:60]!r}")
        else:
            raise ValueError(f"line {n}: unexpected {ln[:60]!r}")
    return cases


def build():
    cases = []
    for n, (lang, slug, f) in enumerate(CASES, start=1):
        cid = f"{PREFIX}-{n:03d}-{slug}"
        for attempt in range(40):
            text, sec, lk, note = f()
            c = {"id": cid, "lang": lang, "text": text, "secrets": sec, "lookalikes": lk, "note": note}
            errs = validate_case(c)
            if not errs:
                break
            # a random draw collided (e.g. a short code also occurring inside another number): draw again
        else:
            print(f"{cid}: " + "; ".join(errs), file=sys.stderr)
            sys.exit(1)
        cases.append(c)
    return cases


def self_checks():
    assert luhn_ok("79927398713") and luhn_ok("4242424242424242")
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")
    assert verhoeff_ok("2363")
    assert b58check(b"\x00" + bytes(20)) == "1111111111111111111114oLvT2"


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml", file=sys.stderr)
        sys.exit(2)
    self_checks()
    cases = build()
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    slugs = [i.split("-", 2)[2] for i in ids]
    if len(set(slugs)) != len(slugs):
        errs.append("duplicate slugs")
    # IBANs and Luhn numbers written by this generator must validate
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            if re.fullmatch(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", v) and v[:2] in (
                    "DE", "FR", "ES", "IT", "NL", "PT", "GB", "FI", "RO", "GR", "TR", "UA", "PL", "AE", "SA", "IR") \
                    and len(v.replace(" ", "")) >= 15:
                if not iban_ok(v):
                    errs.append(f"{c['id']}: IBAN fails mod-97 {v}")
    yaml_text = to_yaml(cases)
    back = parse_yaml(yaml_text)
    if back != cases:
        errs.append("YAML round trip differs")
    if errs:
        print("\n".join(errs), file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(yaml_text)
    pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {pos} positive, {len(cases) - pos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")


if __name__ == "__main__":
    main()
