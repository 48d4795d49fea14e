#!/usr/bin/env python3
"""Generator of the blind evaluation set heldout_v101 for a secrets filter.

Usage: python3 make_heldout_v101.py heldout_v101.yaml
Standard library only; deterministic (random.Random(101)); validates everything
before writing and exits 1 on any problem.
"""
import sys, random, json, string, hashlib, hmac, base64, struct, re

NAME = "heldout_v101"
SEED = 101
PREFIX = "H101"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"


class Fail(Exception):
    pass


def die(msg):
    print("ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


# ---------------------------------------------------------------- basics
def rs(r, alph, n):
    return "".join(r.choice(alph) for _ in range(n))


def rd(r, n, lead=True):
    s = rs(r, DIG, n)
    if lead and s[0] == "0":
        s = str(r.randint(1, 9)) + s[1:]
    return s


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    if i != len(s):
        raise Fail("grp length mismatch %r %r" % (s, sizes))
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def b64(r, nbytes):
    return base64.b64encode(rbytes(r, nbytes)).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4(r):
    h = rs(r, HEXL, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def bdate(r, y0=1958, y1=2004):
    return r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)


# ---------------------------------------------------------------- Luhn & co
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
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


def luhn_full(r, prefix, length):
    body = prefix + rd(r, length - len(prefix) - 1, lead=False)
    return body + luhn_digit(body)


def card(r, kind):
    if kind == "visa":
        return luhn_full(r, "4", 16)
    if kind == "mc":
        return luhn_full(r, "5" + str(r.randint(1, 5)), 16)
    if kind == "amex":
        return luhn_full(r, "3" + r.choice("47"), 15)
    if kind == "unionpay":
        return luhn_full(r, "621483", 16)
    if kind == "melli":
        return luhn_full(r, "603799", 16)
    if kind == "mir":
        return luhn_full(r, "220" + str(r.randint(0, 4)), 16)
    raise Fail(kind)


def card_fmt(n):
    if len(n) == 15:
        return grp(n, [4, 6, 5])
    return grp4(n)


def expiry(r):
    return "%02d/%02d" % (r.randint(1, 12), r.randint(27, 31))


def verhoeff_digit(num):
    d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],
         [3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],
         [6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],
         [9,8,7,6,5,4,3,2,1,0]]
    p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],
         [8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,7,8,6,0],[4,2,8,6,5,7,3,9,0,1],
         [2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
    inv = [0,4,3,2,1,5,6,7,8,9]
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = d[c][p[(i + 1) % 8][int(ch)]]
    return str(inv[c])


# ---------------------------------------------------------------- IBAN
def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return "%02d" % (98 - int(num) % 97)


def iban_ok(i):
    i = i.replace(" ", "")
    s = i[4:] + i[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(v, v)


def bban(r, cc, bank=None):
    if cc == "DE":
        return (bank or rd(r, 8)) + rd(r, 10, False)
    if cc == "GB":
        return (bank or r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"])) + rd(r, 6, False) + rd(r, 8, False)
    if cc == "FR":
        b = bank or r.choice(["30004", "30003", "10278", "20041", "30002"])
        g = rd(r, 5, False)
        c = rd(r, 11, False)
        k = 97 - (89 * int(b) + 15 * int(g) + 3 * int(c)) % 97
        return b + g + c + "%02d" % k
    if cc == "ES":
        b = bank or r.choice(["2100", "0049", "0182", "0081", "2038"])
        o = rd(r, 4, False)
        c = rd(r, 10, False)
        return b + o + "%d%d" % (es_dc("00" + b + o), es_dc(c)) + c
    if cc == "IT":
        return r.choice(UP) + (bank or r.choice(["03069", "02008", "05034", "03062"])) + rd(r, 5, False) + rd(r, 12, False)
    if cc == "NL":
        return (bank or r.choice(["ABNA", "INGB", "RABO", "SNSB"])) + rd(r, 10, False)
    if cc == "PL":
        b = bank or r.choice(["1020", "1140", "1050", "1090", "1240"])
        b7 = b + rd(r, 3, False)
        w = [3, 9, 7, 1, 3, 9, 7]
        chk = (10 - sum(int(a) * c for a, c in zip(b7, w)) % 10) % 10
        return b7 + str(chk) + rd(r, 16, False)
    if cc == "CZ":
        return (bank or r.choice(["0800", "0100", "0300", "2010", "3030"])) + "000000" + cz_account(r)
    if cc == "HU":
        return hu_account(r, bank)
    if cc == "RO":
        return (bank or r.choice(["BTRL", "RNCB", "BRDE", "INGB"])) + rs(r, DIG + UP, 16)
    if cc == "GR":
        return (bank or r.choice(["011", "014", "017", "026"])) + rd(r, 4, False) + rd(r, 16, False)
    if cc == "TR":
        return (bank or r.choice(["00010", "00012", "00046", "00062", "00064"])) + "0" + rd(r, 16, False)
    if cc == "SE":
        return (bank or r.choice(["500", "800", "600", "300"])) + rd(r, 17, False)
    if cc == "DK":
        return (bank or rd(r, 4)) + rd(r, 10, False)
    if cc == "NO":
        return no_account(r)
    if cc == "FI":
        return (bank or r.choice(["100", "200", "500", "800"])) + rd(r, 11, False)
    if cc == "PT":
        b = bank or r.choice(["0035", "0033", "0007", "0010", "0036"])
        body = b + rd(r, 4, False) + rd(r, 11, False)
        return body + "%02d" % (98 - (int(body) * 100) % 97)
    if cc == "SA":
        return (bank or r.choice(["80", "10", "45", "20"])) + rd(r, 18, False)
    if cc == "AE":
        return (bank or r.choice(["033", "026", "035", "030"])) + rd(r, 16, False)
    if cc == "IL":
        return (bank or r.choice(["010", "012", "020", "011"])) + rd(r, 3, False) + rd(r, 13, False)
    if cc == "UA":
        return (bank or r.choice(["305299", "322001", "300465", "351005"])) + rd(r, 19, False)
    if cc == "IR":
        return "0" + (bank or r.choice(["17", "12", "18", "54", "56"])) + rd(r, 19, False)
    raise Fail(cc)


def iban(r, cc, bank=None):
    b = bban(r, cc, bank)
    return cc + iban_check(cc, b) + b


def cz_account(r):
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        n = "0" + rd(r, 8) 
        s = sum(int(a) * b for a, b in zip(n, w))
        d = (-s) % 11
        if d < 10:
            n = n + str(d)
            if int(n) > 0:
                return n


def cz_ok(n):
    n = n.zfill(10)
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    return sum(int(a) * b for a, b in zip(n, w)) % 11 == 0


def hu_block(r, n):
    w = [9, 7, 3, 1]
    body = rd(r, n - 1, False)
    s = sum(int(a) * w[i % 4] for i, a in enumerate(body))
    return body + str((10 - s % 10) % 10)


def hu_account(r, bank=None):
    first = (bank or r.choice(["117", "104", "116", "120"])) + rd(r, 4, False)
    w = [9, 7, 3, 1]
    s = sum(int(a) * w[i % 4] for i, a in enumerate(first))
    first += str((10 - s % 10) % 10)
    return first + hu_block(r, 16)


def hu_ok(block):
    w = [9, 7, 3, 1]
    return sum(int(a) * w[i % 4] for i, a in enumerate(block)) % 10 == 0


def no_account(r):
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        n = rd(r, 10)
        k = 11 - sum(int(a) * b for a, b in zip(n, w)) % 11
        if k == 11:
            k = 0
        if k != 10:
            return n + str(k)


def aba(r):
    while True:
        n = "%02d" % r.choice(list(range(1, 13)) + list(range(21, 33))) + rd(r, 6, False)
        for c in DIG:
            m = n + c
            if aba_ok(m):
                return m


def aba_ok(m):
    d = [int(c) for c in m]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def ru_account(r, bik, prefix="40817810"):
    while True:
        acct = prefix + "0" + rd(r, 11, False)
        s = sum(int(a) * [7, 1, 3][i % 3] for i, a in enumerate(bik[-3:] + acct))
        c = (-s * 7) % 10
        acct = acct[:8] + str(c) + acct[9:]
        if ru_account_ok(bik, acct):
            return acct


def ru_account_ok(bik, acct):
    return sum(int(a) * [7, 1, 3][i % 3] for i, a in enumerate(bik[-3:] + acct)) % 10 == 0


def clabe(r):
    body = r.choice(["002", "012", "014", "072", "021"]) + rd(r, 3, False) + rd(r, 11, False)
    w = [3, 7, 1]
    s = sum((int(a) * w[i % 3]) % 10 for i, a in enumerate(body))
    return body + str((10 - s % 10) % 10)


def clabe_ok(c):
    w = [3, 7, 1]
    s = sum((int(a) * w[i % 3]) % 10 for i, a in enumerate(c[:17]))
    return str((10 - s % 10) % 10) == c[17]


# ---------------------------------------------------------------- national / tax ids
def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def pesel(r):
    y, m, d = bdate(r)
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, mm, d) + rd(r, 4, False)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def pesel_ok(p):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return str((10 - sum(int(a) * b for a, b in zip(p, w)) % 10) % 10) == p[10]


def rodne_cislo(r, female):
    while True:
        y, m, d = bdate(r, 1960, 2003)
        base = "%02d%02d%02d" % (y % 100, m + (50 if female else 0), d) + rd(r, 3, False)
        c = (-int(base) * 10) % 11
        if c < 10:
            return base[:6] + "/" + base[6:] + str(c)


def steuer_id(r):
    while True:
        digs = r.sample(range(10), 9)
        if digs[0] == 0:
            continue
        dup = r.choice(digs[1:])
        lst = digs + [dup]
        first = lst[0]
        rest = lst[1:]
        r.shuffle(rest)
        lst = [first] + rest
        s = "".join(map(str, lst))
        return s + steuer_check(s)


def steuer_check(s10):
    product = 10
    for ch in s10:
        sm = (int(ch) + product) % 10
        if sm == 0:
            sm = 10
        product = (sm * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def kvnr(r):
    letter = r.choice(UP)
    body = rd(r, 8, False)
    digits = "%02d" % (ord(letter) - 64) + body
    tot = 0
    for i, ch in enumerate(digits):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v // 10 + v % 10
    return letter + body + str(tot % 10)


def dni(r):
    n = rd(r, 8, False)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


CF_ODD = {'0':1,'1':0,'2':5,'3':7,'4':9,'5':13,'6':15,'7':17,'8':19,'9':21,'A':1,'B':0,
          'C':5,'D':7,'E':9,'F':13,'G':15,'H':17,'I':19,'J':21,'K':2,'L':4,'M':18,'N':20,
          'O':11,'P':3,'Q':6,'R':8,'S':12,'T':14,'U':16,'V':10,'W':22,'X':25,'Y':24,'Z':23}


def cf_check(s15):
    tot = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            tot += CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + tot % 26)


def codice_fiscale(r, sur, nam, female, town):
    y, m, d = bdate(r, 1960, 2000)
    s = sur + nam + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % (d + (40 if female else 0)) + town
    return s + cf_check(s)


def nir(r, female):
    y, m, d = bdate(r)
    body = ("2" if female else "1") + "%02d%02d" % (y % 100, m) + r.choice(["75", "69", "13", "33", "59", "44", "31"]) + rd(r, 3, False) + rd(r, 3, False)
    key = 97 - int(body) % 97
    return body, "%02d" % key


def se_pnr(r):
    y, m, d = bdate(r)
    body = "%02d%02d%02d" % (y % 100, m, d) + rd(r, 3, False)
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def no_fnr(r):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y, m, d = bdate(r, 1960, 1999)
        b = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % r.randint(0, 499)
        k1 = 11 - sum(int(a) * c for a, c in zip(b, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - sum(int(a) * c for a, c in zip(b, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def hetu(r):
    y, m, d = bdate(r)
    sep = "-" if y < 2000 else "A"
    n = "%03d" % r.randint(2, 899)
    body = "%02d%02d%02d" % (d, m, y % 100) + n
    return body[:6] + sep + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(body) % 31]


def cpr(r):
    w = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        y, m, d = bdate(r, 1960, 1999)
        b = "%02d%02d%02d" % (d, m, y % 100) + rd(r, 3, False)
        s = sum(int(a) * c for a, c in zip(b, w))
        k = (-s) % 11
        if k < 10:
            b += str(k)
            return b[:6] + "-" + b[6:]


def bsn(r):
    while True:
        b = rd(r, 8)
        s = sum(int(a) * c for a, c in zip(b, [9, 8, 7, 6, 5, 4, 3, 2]))
        k = s % 11
        if k < 10:
            return b + str(k)


def bsn_ok(b):
    s = sum(int(a) * c for a, c in zip(b, [9, 8, 7, 6, 5, 4, 3, 2, -1]))
    return s % 11 == 0


def cpf_digits(body):
    for n in (9, 10):
        s = sum(int(a) * b for a, b in zip(body, range(n + 1, 1, -1)))
        d = s % 11
        body += "0" if d < 2 else str(11 - d)
    return body


def cpf(r):
    c = cpf_digits(rd(r, 9, False))
    return "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:])


def cnpj_digits(body12):
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    w2 = [6] + w1
    b = body12
    for w in (w1, w2):
        d = sum(int(a) * c for a, c in zip(b, w)) % 11
        b += "0" if d < 2 else str(11 - d)
    return b


def cnpj(r):
    c = cnpj_digits(rd(r, 8) + "0001")
    return "%s.%s.%s/%s-%s" % (c[:2], c[2:5], c[5:8], c[8:12], c[12:])


def cn_check(body17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, w)) % 11]


def cn_id(r):
    y, m, d = bdate(r, 1965, 2002)
    body = r.choice(["110105", "310104", "440305", "510107", "330106", "420106"]) + "%04d%02d%02d" % (y, m, d) + rd(r, 3, False)
    return body + cn_check(body)


def kr_rrn(r):
    y, m, d = bdate(r, 1960, 2003)
    g = r.choice("12") if y < 2000 else r.choice("34")
    body = "%02d%02d%02d" % (y % 100, m, d) + g + rd(r, 5, False)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def kr_brn(r):
    body = rd(r, 3) + r.choice(["81", "86", "87", "88"]) + rd(r, 4, False)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
    c = (10 - s % 10) % 10
    n = body + str(c)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])


def my_number(r):
    body = rd(r, 11)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    return body + ("0" if rem <= 1 else str(11 - rem))


def jp_corp(r):
    base = rd(r, 12)
    s = 0
    for n in range(1, 13):
        p = int(base[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + base


def aadhaar(r):
    b = str(r.randint(2, 9)) + rd(r, 10, False)
    return b + verhoeff_digit(b)


def pan(r, surname_initial):
    return rs(r, UP, 3) + "P" + surname_initial + rd(r, 4, False) + r.choice(UP)


def tckn(r):
    d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def cnp(r):
    y, m, d = bdate(r, 1960, 2003)
    female = r.random() < 0.5
    s = (2 if female else 1) if y < 2000 else (6 if female else 5)
    body = str(s) + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % r.randint(1, 46) + rd(r, 3, False)
    c = sum(int(a) * int(b) for a, b in zip(body, "279146358279")) % 11
    return body + ("1" if c == 10 else str(c))


def amka(r):
    y, m, d = bdate(r)
    body = "%02d%02d%02d" % (d, m, y % 100) + rd(r, 4, False)
    return body + luhn_digit(body)


def afm_check(b8):
    return str(sum(int(a) * 2 ** (8 - i) for i, a in enumerate(b8)) % 11 % 10)


def afm(r, first):
    b = first + rd(r, 7, False)
    return b + afm_check(b)


def taj(r):
    b = rd(r, 8)
    return b + str(sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b)) % 10)


def il_id(r, prefix=""):
    b = prefix + rd(r, 8 - len(prefix), lead=not prefix)
    return b + luhn_digit(b)


def ir_code(r):
    while True:
        b = rd(r, 9, False)
        if len(set(b)) == 1:
            continue
        s = sum(int(a) * (10 - i) for i, a in enumerate(b))
        rem = s % 11
        return b + str(rem if rem < 2 else 11 - rem)


def inn12(r):
    b = r.choice(["77", "78", "50", "66", "16"]) + rd(r, 8, False)
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b += str(sum(int(a) * c for a, c in zip(b, w11)) % 11 % 10)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(sum(int(a) * c for a, c in zip(b, w12)) % 11 % 10)


def inn10(r):
    b = r.choice(["77", "78", "50", "54"]) + rd(r, 7, False)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(sum(int(a) * c for a, c in zip(b, w)) % 11 % 10)


def ogrn(r):
    b = "1" + rd(r, 2) + r.choice(["77", "78", "50"]) + rd(r, 7, False)
    return b + str(int(b) % 11 % 10)


def snils(r):
    while True:
        b = rd(r, 9)
        s = sum(int(a) * (9 - i) for i, a in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def rnokpp(r):
    import datetime
    y, m, d = bdate(r, 1960, 2003)
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + rd(r, 4, False)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(a) * c for a, c in zip(b, w)) % 11 % 10)


def th_check(b12):
    return str((11 - sum(int(a) * (13 - i) for i, a in enumerate(b12)) % 11) % 10)


def th_id(r, first=None):
    b = (first or str(r.randint(1, 3))) + rd(r, 11, False)
    return b + th_check(b)


def nhs(r):
    while True:
        b = rd(r, 9)
        c = 11 - sum(int(a) * (10 - i) for i, a in enumerate(b)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return b + str(c)


def sin(r):
    return luhn_full(r, str(r.randint(1, 7)), 9)


def tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = rd(r, 8)
        s = sum(int(a) * c for a, c in zip(b, w))
        d = s % 11
        if d < 10 and (s + 10 * d) % 11 == 0:
            return b + str(d)


def tfn_ok(t):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    return sum(int(a) * c for a, c in zip(t, w)) % 11 == 0


def au_medicare(r):
    b = str(r.randint(2, 6)) + rd(r, 7, False)
    c = sum(int(a) * w for a, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return b + str(c) + str(r.randint(1, 3))


def abn(r):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        a = rd(r, 11)
        d = [int(c) for c in a]
        d[0] -= 1
        if d[0] >= 0 and sum(x * y for x, y in zip(d, w)) % 89 == 0:
            return a


def abn_ok(a):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    d = [int(c) for c in a]
    d[0] -= 1
    return sum(x * y for x, y in zip(d, w)) % 89 == 0


def nino(r):
    bad1, bad2 = set("DFIQUV"), set("DFIOQUV")
    while True:
        p = r.choice(UP) + r.choice(UP)
        if p[0] in bad1 or p[1] in bad2 or p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        return "%s %s %s %s %s" % (p, rd(r, 2), rd(r, 2, False), rd(r, 2, False), r.choice("ABCD"))


def mbi(r):
    L = [c for c in UP if c not in "SLOIBZ"]
    A = L + list(DIG)
    s = (str(r.randint(1, 9)) + r.choice(L) + r.choice(A) + r.choice(DIG) + r.choice(L) + r.choice(A)
         + r.choice(DIG) + r.choice(L) + r.choice(L) + r.choice(DIG) + r.choice(DIG))
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def saudi_id(r):
    return luhn_full(r, "1", 10)


def pt_nif(r):
    while True:
        b = r.choice("123") + rd(r, 7, False)
        s = sum(int(a) * w for a, w in zip(b, range(9, 1, -1)))
        rem = s % 11
        return b + ("0" if rem < 2 else str(11 - rem))


def curp(r, letters4, sex, state, cons3):
    y, m, d = bdate(r, 1970, 1999)
    body = letters4 + "%02d%02d%02d" % (y % 100, m, d) + sex + state + cons3 + r.choice(DIG)
    alpha = "0123456789ABCDEFGHIJKLMN\u00d1OPQRSTUVWXYZ"
    s = sum(alpha.index(ch) * (18 - i) for i, ch in enumerate(body))
    return body + str((10 - s % 10) % 10)


def nip(r):
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        b = rd(r, 9)
        c = sum(int(a) * x for a, x in zip(b, w)) % 11
        if c != 10:
            return b + str(c)


def ico(r):
    b = rd(r, 7, False)
    rem = sum(int(a) * w for a, w in zip(b, range(8, 1, -1))) % 11
    c = 1 if rem == 0 else (0 if rem == 1 else 11 - rem)
    return b + str(c)


def siren(r):
    return luhn_full(r, str(r.randint(3, 9)), 9)


def siret(r):
    s = siren(r)
    return s, luhn_full(r, s + "000", 14)


def fr_tva(s):
    return "FR%02d%s" % ((12 + 3 * (int(s) % 97)) % 97, s)


def piva(r):
    return luhn_full(r, rd(r, 7, False) + r.choice(["001", "015", "058", "037"]), 11)


def cif(r):
    b = rd(r, 7, False)
    se = sum(int(b[i]) for i in (1, 3, 5))
    so = 0
    for i in (0, 2, 4, 6):
        v = int(b[i]) * 2
        so += v // 10 + v % 10
    c = (10 - (se + so) % 10) % 10
    return "B" + b + str(c)


def se_org(r):
    return luhn_full(r, "55" + str(r.randint(6, 9)), 10)


def dk_cvr(r):
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        b = rd(r, 7)
        s = sum(int(a) * x for a, x in zip(b, w))
        c = (-s) % 11
        if c < 10:
            return b + str(c)


def no_org(r):
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = r.choice("89") + rd(r, 7, False)
        k = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        k = 0 if k == 11 else k
        if k != 10:
            return b + str(k)


def ytunnus(r):
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        b = rd(r, 7)
        rem = sum(int(a) * x for a, x in zip(b, w)) % 11
        if rem == 1:
            continue
        return b + "-" + ("0" if rem == 0 else str(11 - rem))


def fi_viite(r):
    b = rd(r, r.randint(7, 12))
    w = [7, 3, 1]
    s = sum(int(a) * w[i % 3] for i, a in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def ro_cui(r):
    key = "753217532"
    b = rd(r, 7)
    k = key[-len(b):]
    c = (sum(int(a) * int(x) for a, x in zip(b, k)) * 10) % 11
    return b + ("0" if c == 10 else str(c))


def vin(r):
    tr = {**{c: i + 1 for i, c in enumerate("ABCDEFGH")}, **{c: i + 1 for i, c in enumerate("JKLMN")},
          "P": 7, "R": 9, **{c: i + 2 for i, c in enumerate("STUVWXYZ")}}
    allowed = [c for c in UP + DIG if c not in "IOQ"]
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    v = list(r.choice(["1HG", "2T1", "3FA", "5YJ", "JTD", "WVW", "1FT"]) + rs(r, allowed, 5) + "0"
             + r.choice("EFGHJKLMNP") + rs(r, allowed, 1) + rd(r, 6, False))
    s = sum((int(c) if c.isdigit() else tr[c]) * x for c, x in zip(v, w))
    v[8] = "X" if s % 11 == 10 else str(s % 11)
    return "".join(v)


def vin_ok(v):
    tr = {**{c: i + 1 for i, c in enumerate("ABCDEFGH")}, **{c: i + 1 for i, c in enumerate("JKLMN")},
          "P": 7, "R": 9, **{c: i + 2 for i, c in enumerate("STUVWXYZ")}}
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum((int(c) if c.isdigit() else tr[c]) * x for c, x in zip(v, w))
    return v[8] == ("X" if s % 11 == 10 else str(s % 11))


def bitlocker(r):
    return "-".join("%06d" % (11 * r.randint(0, 65535)) for _ in range(8))


def mpesa_code(r):
    return "U" + rs(r, UP, 2) + rs(r, UP + DIG, 7)


# ---------------------------------------------------------------- crypto-ish
def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(r, comment):
    pub = rbytes(r, 32)
    seed = rbytes(r, 32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = r.getrandbits(32)
    priv = (struct.pack(">II", chk, chk) + ssh_string(b"ssh-ed25519") + ssh_string(pub)
            + ssh_string(seed + pub) + ssh_string(comment.encode()))
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    t = base64.b64encode(blob).decode()
    body = "\n".join(t[i:i + 70] for i in range(0, len(t), 70))
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    return pem, fp


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, rem = divmod(n, 58)
        s = B58[rem] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def wif(r):
    payload = b"\x80" + rbytes(r, 32) + b"\x01"
    return b58enc(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def wif_ok(w):
    n = 0
    for c in w:
        n = n * 58 + B58.index(c)
    raw = n.to_bytes(38, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


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


def hrp_expand(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def bech32_addr(r):
    prog = rbytes(r, 20)
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
    pm = bech32_polymod(hrp_expand("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)


def bech32_ok(a):
    data = [BECH.index(c) for c in a[3:]]
    return bech32_polymod(hrp_expand("bc") + data) == 1


def jwt_hs256(r, payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    key = rbytes(r, 32)
    sig = b64u(hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest())
    return h + "." + p + "." + sig


def jwt_rs256(r, payload, kid):
    h = b64u(json.dumps({"alg": "RS256", "kid": kid}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rbytes(r, 256))


BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult
advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol
alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst
anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart
apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive
arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude
attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward
axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic
basket battle beach bean beauty because become beef before begin behave behind believe below belt bench benefit
best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast
bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring
borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring
brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle
bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm
camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet
carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling
celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap
check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon
circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip
clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect
color column combine come comfort comic common company concert conduct confirm congress connect consider control
convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote
garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift
giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue goat
goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green
grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster
hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height hello helmet
help hen hero hidden high hill hint hip hire history hobby hockey hold hole holiday hollow home honey hood hope
horn horror horse hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt
husband hybrid""".split()


def seed_phrase(r, n=12):
    return " ".join(r.choice(BIP39) for _ in range(n))


# ---------------------------------------------------------------- human passwords
WORDS_EN = ["Saltmarsh", "Juniper", "Cobalt", "Harbor", "Maple", "Thistle", "Granite", "Willow", "Falcon",
            "Copper", "Meadow", "Ember", "Orchid", "Lantern", "Pebble", "Sparrow", "Cedar", "Riverbend",
            "Sunflower", "Tundra", "Marigold", "Bramble", "Cricket", "Walnut", "Nutmeg", "Basil"]
SYM = "!#$%&*?@+-"


def pw_human(r, words=None):
    words = words or WORDS_EN
    style = r.randint(0, 4)
    a, b = r.sample(words, 2)
    if style == 0:
        return a + r.choice(SYM) + b + rd(r, r.choice([2, 4]), False)
    if style == 1:
        return a + rd(r, 4, False) + r.choice(SYM)
    if style == 2:
        return a.lower() + "-" + b.lower() + "-" + rd(r, 2, False)
    if style == 3:
        leet = a.replace("o", "0").replace("a", "@").replace("e", "3")
        return leet + rd(r, 2, False) + r.choice(SYM)
    return a + b + rd(r, 3, False) + r.choice(SYM)


def pw_random(r, n=16, sym="!@#%^&*-_=+"):
    alph = ALNUM + sym
    while True:
        p = rs(r, alph, n)
        if any(c in DIG for c in p) and any(c in UP for c in p) and any(c in LO for c in p):
            return p


def passphrase(r, k=4, sep="-"):
    return sep.join(r.sample(WORDS_EN, k)).lower() + sep + rd(r, 2, False)


# ================================================================ cases
CASE_FNS = []


def C(lang, slug):
    def deco(fn):
        CASE_FNS.append((lang, slug, fn))
        return fn
    return deco


# ---------------------------------------------------------------- English
@C("en", "aws-env-accessdenied")
def _(r):
    kid = "AKIA" + rs(r, UP + "234567", 16)
    sec = rs(r, B64, 40)
    acct = rd(r, 12)
    t = ("My boto3 upload script started failing with AccessDenied on s3:PutObject this morning. This is the .env it loads:\n\n"
         f"AWS_ACCESS_KEY_ID={kid}\nAWS_SECRET_ACCESS_KEY={sec}\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET=acme-invoices-prod\n\n"
         f"The bucket lives in account {acct} and the IAM user is called deploy-bot. What policy am I missing?")
    return t, [kid, sec], [acct], "AWS key pair pasted from a .env; the 12-digit account id is only an identifier"


@C("en", "aws-docs-example-keys")
def _(r):
    t = ("I copied the credentials straight from the AWS CLI docs to test my script:\n\n"
         "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n\n"
         "and now every call fails with InvalidClientTokenId. Is the docs page broken, or are these not meant to work?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example key pair"


@C("en", "github-pat-pushed-revoked")
def _(r):
    tok = "ghp_" + rs(r, ALNUM, 36)
    sha = rs(r, HEXL, 40)
    t = (f"Ugh, I pushed my token to a public repo in commit {sha}: it was GITHUB_TOKEN={tok} in config/settings.py. "
         "I already revoked it on github.com. Do I still need to rewrite history with git filter-repo, or is revoking enough?")
    return t, [tok], [sha], "classic PAT the user says is revoked (still a secret); commit hash is a look-alike"


@C("en", "stripe-live-keys-price")
def _(r):
    acct = rs(r, ALNUM, 14)
    pk = "pk_live_51" + acct + rs(r, ALNUM, 83)
    sk = "sk_live_51" + acct + rs(r, ALNUM, 83)
    price = "price_1" + rs(r, ALNUM, 23)
    t = ("Stripe checkout session creation returns 'No such price' in production only. My settings:\n\n"
         f"STRIPE_PUBLISHABLE_KEY={pk}\nSTRIPE_SECRET_KEY={sk}\nSTRIPE_PRICE_PRO={price}\n\n"
         "In test mode the same code works. Could the price ID be from the test account?")
    return t, [sk], [pk, price], "live secret key; the publishable key is public by design and the price id is an object id"


@C("en", "stripe-test-cards")
def _(r):
    t = ("Writing e2e tests for our checkout. Stripe's docs say 4242 4242 4242 4242 always succeeds and 4000 0000 0000 9995 "
         "is declined for insufficient funds, and the old sample key sk_test_4eC39HqLyjWDarjtT1zdp7dc from their docs still "
         "shows up in a lot of tutorials. Is it OK to hardcode these in the Cypress fixtures?")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "public test cards and docs sample key"


@C("en", "card-rejected-checkout")
def _(r):
    n = card_fmt(card(r, "mc"))
    e = expiry(r)
    c = rd(r, 3, False)
    ref = "PA-" + rd(r, 8)
    t = (f"The airline site keeps rejecting my card and I can't tell why. I'm typing {n}, expiry {e}, security code {c}, "
         f"billing ZIP 60614. The error just says 'payment not authorized' with reference {ref}. Is it the ZIP format?")
    return t, [n, e, c], [ref], "own card with expiry and CVC; payment reference is a look-alike"


@C("en", "card-masked-dispute")
def _(r):
    l4 = rd(r, 4, False)
    arn = rd(r, 23, False)
    t = (f"I see a charge I don't recognize: $84.20 from 'SQ *BLUE HERON CAFE', card **** {l4}. "
         f"The bank app shows an acquirer reference number {arn}. Should I dispute it or call the merchant first?")
    return t, [], ["**** " + l4, arn, "$84.20"], "masked card, acquirer reference number and amount"


@C("en", "gmail-app-password")
def _(r):
    pw = " ".join(rs(r, LO, 4) for _ in range(4))
    ver = "128.%d.%desr" % (r.randint(2, 9), r.randint(0, 3))
    t = (f"Thunderbird {ver} won't connect to Gmail. I generated an app password in my Google account, it's {pw}, and I'm using "
         "imap.gmail.com, port 993, SSL/TLS. Do I type it with the spaces or without?")
    return t, [pw], [ver], "Google app password in its 4x4 display form"


@C("en", "airbnb-host-welcome")
def _(r):
    wifi = pw_human(r)
    box = rd(r, 4, False)
    hm = "HM" + rs(r, UP + DIG, 8)
    t = (f"Can you polish this welcome message for my Airbnb guests (reservation {hm})?\n\n\"Hi! Check-in is from 3pm. "
         f"The key is in the lockbox left of the door, code {box}. Wi-Fi is CedarLoft_5G, password {wifi}. "
         "Trash goes out Tuesday night. Enjoy your stay!\"")
    return t, [box, wifi], [hm], "host's own key-box and Wi-Fi codes; reservation code is a look-alike"


@C("en", "ssh-key-pasted")
def _(r):
    pem, fp = openssh_ed25519(r, "maria@thinkpad")
    t = ("ssh keeps asking for a password even though I set up keys. Here's my ~/.ssh/id_ed25519:\n\n" + pem +
         "\n\nThe server's auth.log shows the fingerprint " + fp + " for it. Permissions on the file are 644, is that the problem?")
    return t, [pem], [fp], "OpenSSH private key block; the public-key fingerprint is public"


@C("en", "postgres-url-prisma")
def _(r):
    user = r.choice(["app_rw", "svc_orders", "webapp"])
    pw = pw_random(r, 20, "")
    host = "orders-prod." + rs(r, LO + DIG, 12) + ".eu-central-1.rds.amazonaws.com"
    t = (f"Prisma says 'P1001: Can't reach database server'. My .env has\nDATABASE_URL=\"postgresql://{user}:{pw}@{host}:5432/orders?schema=public\"\n"
         "The security group allows my IP. Is anything wrong with the URL?")
    return t, [user + ":" + pw], [host], "credentials part of a connection string; the host is not a secret"


@C("en", "mongo-srv-uri")
def _(r):
    user = "cluster_admin"
    pw = pw_random(r, 16, "")
    cl = "cluster0." + rs(r, LO + DIG, 5) + ".mongodb.net"
    t = (f"const uri = \"mongodb+srv://{user}:{pw}@{cl}/inventory?retryWrites=true&w=majority\";\n"
         "mongoose.connect(uri) hangs for 30 seconds and then throws MongooseServerSelectionError. Atlas network access is "
         "set to 0.0.0.0/0. Ideas?")
    return t, [user + ":" + pw], [cl], "user:password of a MongoDB SRV URI; the cluster host is not a secret"


@C("en", "jwt-bearer-curl")
def _(r):
    uid = uuid4(r)
    jwt = jwt_hs256(r, {"sub": uuid4(r), "role": "admin", "iat": 1764979200, "exp": 1765065600})
    t = ("This call works in Postman but returns 401 from my script:\n\n"
         f"curl -X PATCH https://api.tallyboard.io/v2/users/{uid} \\\n  -H \"Authorization: Bearer {jwt}\" \\\n"
         "  -H \"Content-Type: application/json\" -d '{\"role\":\"editor\"}'\n\nIs the token maybe expired?")
    return t, [jwt], [uid], "bearer JWT; the user UUID in the path is a look-alike"


@C("en", "jwt-io-sample")
def _(r):
    t = ("I'm learning JWTs. The sample on jwt.io is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6"
         "IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c and it verifies with the secret "
         "'your-256-bit-secret'. Why does it say 'signature verified' if anybody can decode the payload?")
    return t, [], ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
                   "your-256-bit-secret"], "jwt.io documentation token and its sample secret"


@C("en", "ssn-w4-form")
def _(r):
    s = ssn(r)
    ein = rd(r, 2) + "-" + rd(r, 7, False)
    t = (f"I'm filling out the W-4 and I-9 for my new job. My SSN is {s}; the employer's EIN on the offer packet is {ein}. "
         "The sample form they attached shows 123-45-6789 in the SSN box and I've heard 078-05-1120 was once printed on real "
         "wallet inserts. Which W-4 steps do I actually need if I'm single with no kids?")
    return t, [s], [ein, "123-45-6789", "078-05-1120"], "own SSN; employer EIN and famous sample SSNs are look-alikes"


@C("en", "passport-renewal")
def _(r):
    pp = r.choice("ABC") + rd(r, 8, False)
    trk = rs(r, UP + DIG, 8)
    t = (f"Renewing my passport online. Old passport number {pp}, issued 2017, expires next March. After paying the $130 fee "
         f"pay.gov gave me tracking ID {trk}. Do I also need to mail the old passport book?")
    return t, [pp], [trk], "US passport number; payment tracking id is a look-alike"


@C("en", "ca-dmv-reschedule")
def _(r):
    dl = r.choice(UP) + rd(r, 7, False)
    conf = rd(r, 10)
    t = (f"I need to reschedule my CA DMV behind-the-wheel test. My permit number is {dl} and the appointment "
         f"confirmation is {conf}. Can you draft a short email asking for a Saturday slot?")
    return t, [dl], [conf], "California licence/permit number; appointment confirmation is a look-alike"


@C("en", "direct-deposit-routing")
def _(r):
    routing = aba(r)
    acct = rd(r, r.randint(10, 12))
    t = (f"HR sent me the direct deposit form. Bank: Chase, routing number {routing}, checking account {acct}. "
         "Is the routing number the nine-digit one at the bottom left of the check? I don't want to swap them.")
    return t, [acct], [routing], "own account number; ABA routing number is public"


@C("en", "uk-deposit-refund")
def _(r):
    sc = "%s-%s-%s" % (rd(r, 2), rd(r, 2, False), rd(r, 2, False))
    acct = rd(r, 8)
    ref = "FLAT2B-" + rd(r, 4, False)
    t = ("Could you word a message to my landlord? I want the deposit refunded to my account: "
         f"sort code {sc}, account number {acct}, name A. Okafor. I used the payment reference {ref} when I paid it.")
    return t, [acct], [sc, ref], "own UK account; sort code and payment reference are look-alikes"


@C("en", "supplier-iban-scam-check")
def _(r):
    ib = iban(r, "DE")
    inv = "RE-2026-" + rd(r, 4, False)
    t = (f"Our supplier Holzwerk Brandt GmbH sent invoice {inv} with payment details IBAN {grp4(ib)}, BIC COBADEFFXXX. "
         "The footer has a different IBAN than last time. How do I check this isn't a payment diversion scam before paying?")
    return t, [], [grp4(ib), "COBADEFFXXX", inv], "a supplier's IBAN, a bank BIC and an invoice number"


@C("en", "freelance-invoice-template")
def _(r):
    ib = iban(r, "GB", "MIDL")
    vat = "GB %s %s %s" % (rd(r, 3), rd(r, 4, False), rd(r, 2, False))
    t = ("Make me a simple freelance invoice template in Markdown. My payment details: Dana Whitfield, "
         f"IBAN {grp4(ib)}, BIC MIDLGB22. Client is Northwind Media Ltd, VAT reg. {vat}. Net 30 terms.")
    return t, [grp4(ib)], ["MIDLGB22", vat], "own IBAN; bank BIC and client's VAT number are look-alikes"


@C("en", "bank-otp-scam-call")
def _(r):
    code = rd(r, 6, False)
    t = (f"I got this text though I didn't try to log in: \"Chase: Your one-time code is {code}. Don't share it with anyone. "
         "We'll never call you for it. Questions? 1-800-935-9935\" A minute later someone called saying they're from the "
         "fraud department and asked me to read it back. This is a scam, right?")
    return t, [code], ["1-800-935-9935"], "one-time code from a pasted SMS; bank phone number is a look-alike"


@C("en", "github-recovery-codes")
def _(r):
    codes = [rs(r, HEXL, 5) + "-" + rs(r, HEXL, 5) for _ in range(4)]
    t = ("Setting up 2FA on GitHub. These are some of the recovery codes it showed me:\n\n" + "\n".join(codes) +
         "\n\n(there are 16 in total). Where's the safest place to keep them, printed or in my password manager?")
    return t, codes, [], "GitHub 2FA recovery codes"


@C("en", "totp-manual-setup-key")
def _(r):
    seed = " ".join(rs(r, B32.lower()[:26] + "234567", 4) for _ in range(8))
    t = (f"My phone can't read the QR code for the Coinbase 2FA setup, so it offers a key to type in instead: {seed}. "
         "The pyotp README uses JBSWY3DPEHPK3PXP as its example, and mine looks nothing like it. In Google Authenticator, "
         "is this 'time based'?")
    return t, [seed], ["JBSWY3DPEHPK3PXP"], "TOTP seed in grouped form; pyotp's documentation seed is a look-alike"


@C("en", "metamask-recovery-phrase")
def _(r):
    ph = seed_phrase(r)
    addr = "0x" + rs(r, HEXL, 40)
    t = (f"MetaMask logged me out after the update and asks for the Secret Recovery Phrase. It's: {ph}. "
         f"My account address was {addr}. Will importing it bring back my tokens on Arbitrum too?")
    return t, [ph], [addr], "own 12-word seed phrase (BIP39 checksum not computed); wallet address is public"


@C("en", "bip39-test-vector")
def _(r):
    t = ("Why does every BIP39 tutorial use 'abandon abandon abandon abandon abandon abandon abandon abandon abandon "
         "abandon abandon about'? I derived m/44'/60'/0'/0/0 from it out of curiosity and the address has transaction "
         "history. Are people actually sending money to it?")
    return t, [], ["abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
                   "m/44'/60'/0'/0/0"], "public BIP39 test-vector mnemonic and a derivation path"


@C("en", "hardhat-sepolia-config")
def _(r):
    pk = "0x" + rs(r, HEXL, 64)
    esk = rs(r, UP + DIG, 34)
    caddr = "0x" + rs(r, HEXL, 40)
    t = ("Deploying to Sepolia fails with 'insufficient funds' although the faucet sent me ETH. hardhat.config.js:\n\n"
         "module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    sepolia: {\n      url: \"https://rpc.sepolia.org\",\n"
         f"      accounts: [\"{pk}\"]\n    }}\n  }},\n  etherscan: {{ apiKey: \"{esk}\" }}\n}};\n\n"
         f"My last successful deploy was contract {caddr}.")
    return t, [pk, esk], [caddr, "0.8.24"], "deployer private key and Etherscan API key; contract address and compiler version are look-alikes"


@C("en", "hardhat-default-account")
def _(r):
    t = ("When I run `npx hardhat node`, account #0 is always 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 with private key "
         "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80. Someone on Discord said bots drain anything "
         "sent to it on mainnet within seconds. Is that because the key is printed in every tutorial?")
    return t, [], ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
                   "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"], "Hardhat's public development account"


@C("en", "paper-wallet-sweep")
def _(r):
    w = wif(r)
    a = bech32_addr(r)
    t = (f"Found a paper wallet from 2018 in a drawer. The private key printed under the QR code is {w} and the receiving "
         f"address is {a}. How do I sweep it into Sparrow safely?")
    return t, [w], [a], "WIF private key (Base58Check computed); bech32 address (checksum computed) is public"


@C("en", "openai-sdk-quota")
def _(r):
    key = "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)
    req = "req_" + rs(r, HEXL, 32)
    t = ("Getting RateLimitError even though I barely use it:\n\nfrom openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{key}\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
         f"openai.RateLimitError: Error code: 429 - insufficient_quota (request id: {req}). Do I need to add billing?")
    return t, [key], [req], "OpenAI project key; request id is a look-alike"


@C("en", "anthropic-curl-overloaded")
def _(r):
    key = "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"
    mid = "msg_01" + rs(r, ALNUM, 22)
    t = (f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {key}\" -H \"anthropic-version: 2023-06-01\" "
         "-H \"content-type: application/json\" -d @body.json\n\n"
         f"The first request returned {mid} fine, the next ones give 529 overloaded_error. Should I retry with backoff?")
    return t, [key], [mid], "Anthropic API key in a curl header; message id is a look-alike"


@C("en", "slack-webhook-invalid-payload")
def _(r):
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UP + DIG, 8), rs(r, UP + DIG, 10), rs(r, ALNUM, 24))
    t = ("My GitHub Action posts to Slack with\n\ncurl -X POST -H 'Content-type: application/json' --data "
         f"'{{\"text\":\"deploy ok\"}}' {url}\n\nand Slack answers 'invalid_payload'. The tutorial I followed had "
         "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work, but I'm not using a bot token at all. What's wrong with the JSON?")
    return t, [url], ["xoxb-not-a-real-token-this-will-not-work"], "Slack incoming-webhook URL (the URL is the credential); docs placeholder token"


@C("en", "twilio-trial-21608")
def _(r):
    sid = "AC" + rs(r, HEXL, 32)
    tok = rs(r, HEXL, 32)
    frm = "+1415" + rd(r, 7)
    t = (f"Twilio returns error 21608 when I send an SMS. My env:\n\nTWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\n"
         f"TWILIO_FROM={frm}\n\nI'm only sending to my own cell. Is it because it's a trial account?")
    return t, [tok], [frm], "Twilio auth token; sender phone number is a look-alike (account SID left neutral)"


@C("en", "sendgrid-nodemailer")
def _(r):
    key = "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)
    mid = rs(r, B64URL, 22)
    t = ("nodemailer with SendGrid SMTP gives '535 Authentication failed: Bad username / password'. Config:\n\n"
         "const transporter = nodemailer.createTransport({\n  host: 'smtp.sendgrid.net',\n  port: 587,\n"
         f"  auth: {{ user: 'apikey', pass: '{key}' }}\n}});\n\nThe user really is the literal string 'apikey', right? "
         f"The last mail that went through had X-Message-Id {mid}.")
    return t, [key], [mid], "SendGrid API key used as SMTP password; message id is a look-alike"


@C("en", "npmrc-private-package")
def _(r):
    tok = "npm_" + rs(r, ALNUM, 36)
    ver = "%d.%d.%d" % (r.randint(2, 9), r.randint(10, 30), r.randint(10, 40))
    integ = "sha512-" + b64(r, 64)
    t = ("CI can't install our private package. The .npmrc in the repo root:\n\n@northwind:registry=https://registry.npmjs.org/\n"
         f"//registry.npmjs.org/:_authToken={tok}\n\nLocally it works. The lockfile entry has \"version\": \"{ver}\" and "
         f"\"integrity\": \"{integ}\". Should the token be in .npmrc at all?")
    return t, [tok], [ver, integ], "npm token; version and SRI integrity hash are look-alikes"


@C("en", "gitlab-release-job")
def _(r):
    tok = "glpat-" + rs(r, B64URL, 20)
    pid = rd(r, 10)
    t = (f"Pipeline #{pid} fails on the release job with 'remote: HTTP Basic: Access denied'. In .gitlab-ci.yml:\n\n"
         f"release:\n  script:\n    - git remote set-url origin https://oauth2:{tok}@gitlab.com/northwind/api.git\n"
         "    - git push origin HEAD:main --tags\n\nDid the token expire?")
    return t, [tok], [pid], "GitLab PAT inside a remote URL (the fixed 'oauth2' user is not secret); pipeline id is a look-alike"


@C("en", "hf-token-gated-model")
def _(r):
    tok = "hf_" + rs(r, UP + LO, 34)
    rev = rs(r, HEXL, 40)
    t = (f"from huggingface_hub import login\nlogin(token=\"{tok}\")\n"
         f"model = AutoModelForCausalLM.from_pretrained(\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"{rev}\")\n\n"
         "I get 403 'awaiting review' but I accepted the license yesterday. How long does it usually take?")
    return t, [tok], [rev], "Hugging Face token; model revision hash is a look-alike"


@C("en", "telegram-bot-chat-not-found")
def _(r):
    tok = rd(r, 10) + ":AA" + rs(r, B64URL, 33)
    chat = "-100" + rd(r, 10)
    t = (f"My Telegram bot can't post to our group. I call https://api.telegram.org/bot{tok}/sendMessage?chat_id={chat}&text=test "
         "and get 'Bad Request: chat not found'. The bot is an admin in the group.")
    return t, [tok], [chat], "Telegram bot token in a URL; chat id is a look-alike"


@C("en", "docker-digest-pin")
def _(r):
    dig = "sha256:" + rs(r, HEXL, 64)
    sha = rs(r, HEXL, 40)
    t = (f"Our Dockerfile pins FROM python:3.12-slim@{dig} and the build started failing after commit {sha} "
         "with 'no matching manifest for linux/arm64'. Should I pin per-architecture digests?")
    return t, [], [dig, sha], "image digest and commit hash"


@C("en", "iso-checksum-mismatch")
def _(r):
    got = rs(r, HEXL, 64)
    exp = rs(r, HEXL, 64)
    t = (f"sha256sum on ubuntu-24.04.3-desktop-amd64.iso prints\n{got}\nbut SHA256SUMS on the mirror says\n{exp}\n"
         "Should I just redownload, or could the mirror be compromised?")
    return t, [], [got, exp], "two SHA-256 checksums"


@C("en", "request-and-trace-ids")
def _(r):
    uid = uuid4(r)
    t = (f"Support asked for the failing request's ID. The response has x-request-id: {uid} and "
         "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01 (I think our tracer still uses the example IDs). "
         "Which one do they want?")
    return t, [], [uid, "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"], "request UUID and W3C trace-context example ids"


@C("en", "amazon-ups-missing")
def _(r):
    order = "%s-%s-%s" % (rd(r, 3), rd(r, 7, False), rd(r, 7, False))
    ups = "1Z" + rs(r, UP + DIG, 6) + rd(r, 10, False)
    t = (f"Amazon says order {order} was delivered but there's nothing at my door. UPS tracking {ups} shows "
         "'left at front porch' with no photo. What should I do first?")
    return t, [], [order, ups], "order number and tracking number (UPS check digit not computed)"


@C("en", "late-arrival-door-codes")
def _(r):
    conf = rd(r, 10)
    c1 = rd(r, 4, False)
    c2 = rd(r, 4, False)
    t = (f"Arriving late tonight at a Booking.com apartment (confirmation {conf}). The host wrote: street door code {c1}, "
         f"the key is in the grey key safe next to flat 3B, code {c2}. Can you turn this into step-by-step notes I can "
         "read on my phone at the door?")
    return t, [c1, c2], [conf], "door and key-safe codes entrusted to the user; booking confirmation is a look-alike"


@C("en", "house-sitter-instructions")
def _(r):
    alarm = rd(r, 4, False)
    garage = rd(r, 4, False)
    wifi = pw_human(r)
    t = (f"Help me write instructions for our house sitter. Alarm panel is by the back door: disarm with {alarm} then OFF. "
         f"Garage keypad: {garage} then Enter. Wi-Fi 'Kowalski-Home', password {wifi}. Biscuit eats twice a day; vet is "
         "Lakeside Animal Clinic, (503) 555-0198.")
    return t, [alarm, garage, wifi], ["(503) 555-0198"], "alarm, garage and Wi-Fi codes; vet phone is a look-alike"


@C("en", "security-question-answers")
def _(r):
    maiden = r.choice(["Kowalczyk", "Abernathy", "Delacroix", "Okonkwo", "Lindqvist", "Brannigan"])
    pet = r.choice(["Biscuit", "Pickles", "Sir Wiggles", "Mochi", "Rascal", "Peanut"])
    street = r.choice(["Larkspur Lane", "Old Mill Road", "Chestnut Court", "Birchwood Drive"])
    t = (f"My credit union made me pick security questions. I chose: mother's maiden name - {maiden}; first pet's name - "
         f"{pet}; street I grew up on - {street}. Is it a bad idea to answer truthfully? A friend said to use fake answers.")
    return t, [maiden, pet, street], [], "answers to security questions"


@C("en", "chrome-csv-bitwarden")
def _(r):
    p1, p2, p3 = pw_human(r), pw_random(r, 14), pw_human(r)
    ver = "131.0.%d.%d" % (r.randint(6700, 6799), r.randint(10, 99))
    t = (f"Importing into Bitwarden fails with 'invalid CSV'. First lines of my Chrome {ver} export:\n\nname,url,username,password\n"
         f"github.com,https://github.com/login,rkaminski,{p1}\ndigital.fidelity.com,https://digital.fidelity.com,rkaminski84,{p2}\n"
         f"account.proton.me,https://account.proton.me,r.kaminski@proton.me,{p3}\n\nDo I need to add a 'note' column?")
    return t, [p1, p2, p3], [ver], "passwords in a password-manager CSV export; browser version is a look-alike"


@C("en", "xkcd-password-examples")
def _(r):
    t = ("Settle an argument: is 'correct horse battery staple' really stronger than 'Tr0ub4dor&3' like the xkcd comic says? "
         "And my coworker claims 'P@ssw0rd!' passes most corporate policies, which proves the policies are useless.")
    return t, [], ["correct horse battery staple", "Tr0ub4dor&3", "P@ssw0rd!"], "famous example passwords discussed as examples"


@C("en", "password-strength-own")
def _(r):
    pw = r.choice(["Marigold", "Bluebell", "Foxglove"]) + r.choice("#!$") + r.choice(["Lake", "Creek", "Ridge"]) + str(r.randint(1975, 1999))
    t = (f"Is {pw} a strong enough password? I use it for my email and my bank because it's easy for me to remember.")
    return t, [pw], [], "own reused password"


@C("en", "password-read-aloud")
def _(r):
    parts, pw = [], ""
    for _ in range(9):
        k = r.randint(0, 3)
        if k == 0:
            ch = r.choice(UP); parts.append("capital " + ch)
        elif k == 1:
            ch = r.choice(LO); parts.append("lowercase " + ch)
        elif k == 2:
            ch = r.choice(DIG); parts.append(ch)
        else:
            ch, nm = r.choice([("#", "hash"), ("!", "exclamation mark"), ("@", "at sign"), ("_", "underscore")]); parts.append(nm)
    span = ", ".join(parts)
    t = (f"My dad read his Wi-Fi password to me over the phone like this: {span}. Can you write it out as one string so I "
         "can type it? The network is called Fernbrook.")
    return t, [span], [], "password spelled out character by character"


@C("en", "nas-password-in-parts")
def _(r):
    a = pw_random(r, 6, "!#")
    b = pw_random(r, 6, "!#")
    t = ("I'll send you the admin password of our DS923+ NAS in two pieces because my work chat mangles long messages.\n---\n"
         f"first part: {a}\n---\nsecond part: {b}\nPut together, is it long enough for Synology's password policy?")
    return t, [a, b], ["DS923+"], "password given in two messages"


@C("en", "vpn-password-correction")
def _(r):
    w1, w2 = r.sample(WORDS_EN, 2)
    n = rd(r, 2, False)
    p1 = w1 + "-" + w2 + "-" + n
    p2 = w1 + "-" + w2.lower() + "-" + n
    t = (f"The office VPN password I set yesterday (GlobalProtect, portal vpn.harlow-legal.com) is {p1}. Login fails.\n---\n"
         f"Wait, sorry, I mistyped it above, it's {p2} with a small letter. Still fails. Could caps lock matter for the username?")
    return t, [p1, p2], ["vpn.harlow-legal.com"], "password and its correction in a second message; portal host is a look-alike"


@C("en", "netflix-login-next-message")
def _(r):
    pw = pw_human(r)
    t = ("I'm going to share our Netflix login with you so you can walk me through setting up the kids' profile.\n---\n"
         f"email: the.hendersons84@gmail.com\npassword: {pw}\n---\nIt's on the Samsung TV, the 2019 model.")
    return t, [pw], [], "password announced in one message and given in the next"


@C("en", "bitlocker-recovery")
def _(r):
    kid = rs(r, HEXU, 8)
    key = bitlocker(r)
    t = (f"My Dell laptop boots into a blue BitLocker recovery screen after a BIOS update. It shows Recovery key ID: {kid}. "
         f"In my Microsoft account I found the matching key: {key}. After I type it, will it ask again at the next boot?")
    return t, [key], [kid], "BitLocker recovery key (each block divisible by 11); key id is a look-alike"


@C("en", "apple-adp-recovery-key")
def _(r):
    alph = [c for c in UP + DIG if c not in "01OI"]
    rk = "-".join(rs(r, alph, 4) for _ in range(7))
    serial = rs(r, alph, 10)
    t = (f"I turned on Advanced Data Protection and Apple gave me a recovery key: {rk}. I wrote it on paper. Should I also "
         f"store it somewhere digital? My iPhone's serial is {serial} if that matters.")
    return t, [rk], [serial], "Apple account recovery key; device serial is a look-alike"


@C("en", "insurance-claim-appeal")
def _(r):
    mem = rs(r, UP, 3) + rd(r, 9, False)
    grpn = rd(r, 7)
    claim = rd(r, 13)
    t = (f"Blue Cross denied claim #{claim} for my MRI. My member ID is {mem}, group number {grpn} (that's my employer's plan). "
         "Can you draft an appeal letter that sounds firm but polite?")
    return t, [mem], [claim, grpn], "health insurance member id; claim and employer group numbers are look-alikes"


@C("en", "medicare-mbi-pharmacy")
def _(r):
    m = mbi(r)
    t = (f"The Medicare card example online shows 1EG4-TE5-MK73, and mine is {m}. The pharmacy says my number isn't found. "
         "Could they be typing the dashes?")
    return t, [m], ["1EG4-TE5-MK73"], "own Medicare Beneficiary Identifier; CMS example MBI is a look-alike"


@C("en", "nhs-number-booking")
def _(r):
    n = nhs(r)
    ubrn = rd(r, 12)
    t = (f"The NHS App wants my NHS number to book the hospital appointment. I found it on an old letter: {grp(n, [3, 3, 4])}. "
         f"The referral letter also has a booking reference {grp(ubrn, [4, 4, 4])}. Which one goes where?")
    return t, [grp(n, [3, 3, 4])], [grp(ubrn, [4, 4, 4])], "NHS number (mod-11 computed); booking reference is a look-alike"


@C("en", "nino-emergency-tax")
def _(r):
    n = nino(r)
    t = (f"HMRC's guidance shows the format as QQ 12 34 56 C. Mine is {n}; my new employer typed it without spaces and my "
         "payslip shows an emergency tax code. Could that be related?")
    return t, [n], ["QQ 12 34 56 C"], "own National Insurance number; HMRC's sample is a look-alike"


@C("en", "canada-sin-t4")
def _(r):
    s = sin(r)
    bn = rd(r, 9) + "RP0001"
    t = (f"My T4 shows my SIN {grp(s, [3, 3, 3])} correctly but my name is misspelled. The employer's payroll account number "
         f"on it is {bn}. Do I ask them for an amended slip or fix it with the CRA directly?")
    return t, [grp(s, [3, 3, 3])], [bn], "Canadian SIN (Luhn computed); employer payroll account is a look-alike"


@C("en", "au-tfn-medicare-casual-job")
def _(r):
    t_ = grp(tfn(r), [3, 3, 3])
    a = grp(abn(r), [2, 3, 3, 3])
    m = grp(au_medicare(r), [4, 5, 1])
    t = (f"Starting a casual job. The TFN declaration asks for my tax file number: {t_}. The employer's ABN is {a}. "
         f"They also want my Medicare number, {m}. Is that normal?")
    return t, [t_, m], [a], "TFN and Medicare number (checks computed); employer ABN (computed) is a look-alike"


@C("en", "india-kyc-aadhaar-pan")
def _(r):
    a = grp(aadhaar(r), [4, 4, 4])
    p = pan(r, "S")
    appl = "KYC" + rd(r, 10)
    t = (f"The Zerodha KYC keeps failing at the Aadhaar step (application {appl}). I'm entering Aadhaar {a} and PAN {p}; "
         "the name on my PAN has my middle name and Aadhaar doesn't. Could that be why?")
    return t, [a, p], [appl], "Aadhaar (Verhoeff computed) and PAN; application number is a look-alike"


@C("en", "india-salary-ifsc")
def _(r):
    acct = "50100" + rd(r, 9, False)
    ifsc = "HDFC0" + rd(r, 6, False)
    t = (f"My salary credit failed. HR says the IFSC doesn't match. I gave them account no. {acct} and IFSC {ifsc} "
         "(HDFC, Koramangala branch). How do I double-check the IFSC?")
    return t, [acct], [ifsc], "own account number; IFSC is a public branch code"


@C("en", "upi-debited-not-received")
def _(r):
    ref = rd(r, 12)
    txn = "T" + "2611" + rd(r, 18, False)
    t = (f"Paid Rs 1,250 to a shop via PhonePe, money got debited but the shop didn't receive it. UPI Ref No. {ref}, "
         f"transaction ID {txn}. How long before the auto-refund?")
    return t, [], [ref, txn, "Rs 1,250"], "UPI reference, transaction id and amount"


@C("en", "mpesa-rent-not-received")
def _(r):
    code = mpesa_code(r)
    phone = "07%s %s %s" % (rd(r, 2, False), rd(r, 3, False), rd(r, 3, False))
    t = (f"Is this M-Pesa message genuine? \"{code} Confirmed. Ksh3,400.00 sent to GRACE WANJIRU {phone} on 12/11/26 at 8:41 PM. "
         "New M-PESA balance is Ksh1,215.50. Transaction cost, Ksh53.00.\" I sent it for rent but the landlady says she got nothing.")
    return t, [code], [phone, "Ksh3,400.00"], "M-Pesa transaction code (settled as secret); recipient phone and amount are look-alikes"


@C("en", "vin-decoder")
def _(r):
    v = vin(r)
    t = (f"Is there a free VIN decoder that shows the trim? My car's VIN is {v}. Every tutorial uses 1HGCM82633A004352 as the "
         "example and that one decodes fine, mine only shows the make.")
    return t, [], [v, "1HGCM82633A004352"], "VINs (check digit computed)"


@C("en", "k8s-secret-manifest")
def _(r):
    pw = pw_random(r, 18)
    enc = base64.b64encode(pw.encode()).decode()
    uid = uuid4(r)
    t = ("kubectl apply complains about my secret. Manifest:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-db\n"
         "  namespace: prod\ntype: Opaque\ndata:\n  DB_USER: YmlsbGluZw==\n  DB_PASSWORD: " + enc +
         "\n\nkubectl get secret still shows uid " + uid + " from the old one. Do I need to delete it first?")
    return t, [enc], [uid], "base64-encoded password in a Kubernetes Secret; object uid is a look-alike"


@C("en", "tfvars-rds-drift")
def _(r):
    pw = pw_random(r, 20, "!#%^*")
    acct = rd(r, 12)
    ami = "ami-0" + rs(r, HEXL, 16)
    t = ("terraform plan wants to replace my RDS instance every time. terraform.tfvars:\n\n"
         f"aws_account_id = \"{acct}\"\nregion         = \"us-east-2\"\nami_id         = \"{ami}\"\n"
         f"db_username    = \"pgadmin\"\ndb_password    = \"{pw}\"\n\nIs the password causing the drift?")
    return t, [pw], [acct, ami], "database password in tfvars; account and AMI ids are look-alikes"


@C("en", "spring-datasource")
def _(r):
    pw = pw_random(r, 16)
    t = ("application.properties:\n\nspring.datasource.url=jdbc:mysql://10.20.4.11:3306/shop?useSSL=false\n"
         f"spring.datasource.username=shop_app\nspring.datasource.password={pw}\nspring.jpa.hibernate.ddl-auto=validate\n\n"
         "On startup I get 'Public Key Retrieval is not allowed'. What does that mean?")
    return t, [pw], ["10.20.4.11"], "datasource password in Spring properties; private IP is a look-alike"


@C("en", "azure-storage-connstring")
def _(r):
    key = b64(r, 64)
    t = ("BlobServiceClient.from_connection_string fails with AuthenticationFailed. The string from the portal:\n\n"
         f"DefaultEndpointsProtocol=https;AccountName=northwindmedia;AccountKey={key};EndpointSuffix=core.windows.net\n\n"
         "Could it be clock skew on my VM?")
    return t, [key], ["northwindmedia"], "value of AccountKey in an Azure connection string; account name is not secret"


@C("en", "azurite-dev-key")
def _(r):
    t = ("For local tests with Azurite I use the well-known development string AccountName=devstoreaccount1;"
         "AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;"
         "BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1; - is it fine to commit that into docker-compose.yml, or "
         "should I use UseDevelopmentStorage=true instead?")
    return t, [], ["Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
                   "UseDevelopmentStorage=true"], "Azure storage emulator's published development key"


@C("en", "django-sessionid-logout")
def _(r):
    csrf = rs(r, ALNUM, 32)
    sid = rs(r, LO + DIG, 32)
    t = (f"Users get logged out randomly on my Django site. In devtools the request has\nCookie: csrftoken={csrf}; sessionid={sid}\n"
         "and SESSION_COOKIE_AGE is the default. Could the load balancer be dropping it?")
    return t, [sid], [], "Django session cookie value (CSRF token left neutral)"


@C("en", "wireguard-no-traffic")
def _(r):
    priv, pub, psk = b64(r, 32), b64(r, 32), b64(r, 32)
    t = ("WireGuard connects but no traffic goes through. My client config:\n\n[Interface]\n"
         f"PrivateKey = {priv}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {pub}\nPresharedKey = {psk}\n"
         "Endpoint = vpn.lindqvist.se:51820\nAllowedIPs = 0.0.0.0/0\n\nThe handshake shows as successful.")
    return t, [priv, psk], [pub], "WireGuard private and preshared keys; the peer public key is public"


@C("en", "port-out-pin")
def _(r):
    port = rd(r, 6, False)
    vm = rd(r, 4, False)
    phone = "(%s) %s-%s" % (rd(r, 3), rd(r, 3), rd(r, 4, False))
    t = (f"I'm switching from T-Mobile to Mint. They want a port-out PIN, and I created {port} in the T-Mobile app. Will my "
         f"voicemail PIN {vm} carry over too? The number I'm moving is {phone}.")
    return t, [port, vm], [phone], "carrier port-out PIN and voicemail PIN; phone number is a look-alike"


@C("en", "sim-puk-blocked")
def _(r):
    pin = rd(r, 4, False)
    puk = rd(r, 8, False)
    iccid = luhn_full(r, "8944" + rd(r, 2, False), 19)
    t = (f"My phone says 'SIM blocked, enter PUK'. On the card holder: PIN {pin}, PUK {puk}. The SIM number (ICCID) printed "
         f"on it is {iccid}. If I enter the PUK wrong ten times is the SIM dead?")
    return t, [pin, puk], [iccid], "SIM PIN and PUK; ICCID (Luhn computed) is a look-alike"


@C("en", "delivery-gate-code")
def _(r):
    gate = rd(r, 4, False)
    t = (f"Write me a short delivery note for DoorDash: community gate code is {gate} then #, building C, unit 214 on the "
         "second floor, please don't ring the bell, the baby is sleeping.")
    return t, [gate], [], "community gate code"


@C("en", "dropbox-reset-email")
def _(r):
    tok = rs(r, B64URL, 43)
    req = rs(r, UP + DIG, 10)
    t = ("Got this e-mail but I didn't ask for a reset:\n\n\"Hi Sam, we received a request to reset your Dropbox password. "
         f"Click here to reset it: https://www.dropbox.com/password_reset?cont={tok} If you didn't request this, you can "
         f"ignore this message. Request ID: {req}\"\n\nSafe to ignore, or should I change my password anyway?")
    return t, [tok], [req], "password-reset token in a link; request id is a look-alike"


@C("en", "readme-placeholders")
def _(r):
    t = ("The README says:\n\nexport OPENAI_API_KEY=\"your_api_key\"\ncurl -H \"Authorization: Bearer <token>\" https://api.example.com/v1/me\n"
         "REDIS_URL=redis://default:YOUR_REDIS_PASSWORD@localhost:6379/0\n\nDo I literally replace everything, including the angle brackets?")
    return t, [], ["your_api_key", "<token>", "YOUR_REDIS_PASSWORD"], "placeholders"


@C("en", "masked-keys-dashboard")
def _(r):
    a = rs(r, ALNUM, 4)
    b = rs(r, ALNUM, 4)
    t = (f"The Stripe dashboard shows my restricted key as rk_live_\u2026{a} and the OpenAI usage page lists a key named "
         f"'prod-backend' as sk-\u2026{b}. Can I recover the full values from there or do I have to roll them?")
    return t, [], ["rk_live_\u2026" + a, "sk-\u2026" + b], "masked keys"


@C("en", "django-secret-key-render")
def _(r):
    sk = "django-insecure-" + rs(r, LO + DIG + "!@#$%^&*(-_=+)", 50)
    t = (f"Moving my Django app to Render. settings.py has SECRET_KEY = '{sk}' hardcoded. How do I move it to an env var "
         "without logging everyone out?")
    return t, [sk], [], "Django SECRET_KEY"


@C("en", "printed-binder-table")
def _(r):
    p1, p2, p3 = pw_human(r), pw_human(r), pw_random(r, 12, "!#")
    t = ("Can you turn this into a neat table for my mom's printed emergency binder?\n\n| Account | Login | Password |\n|---|---|---|\n"
         f"| Comcast | margaret.ellis | {p1} |\n| Amazon | mellis1957@aol.com | {p2} |\n| Medicare.gov | MEllis57 | {p3} |\n\n"
         "Add a column for each company's phone number.")
    return t, [p1, p2, p3], [], "mother's passwords entrusted to the user, in a Markdown table"


@C("en", "shopify-admin-403")
def _(r):
    tok = "shpat_" + rs(r, HEXL, 32)
    oid = rd(r, 13)
    t = (f"My Shopify custom app can't read orders: GET https://harbor-candle-co.myshopify.com/admin/api/2024-10/orders/{oid}.json "
         f"with header X-Shopify-Access-Token: {tok} returns 403. The order definitely exists.")
    return t, [tok], [oid], "Shopify admin token; order id is a look-alike"


@C("en", "pypirc-token")
def _(r):
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 160)
    sh = rs(r, HEXL, 64)
    t = ("twine upload fails with 403 'Invalid or non-existent authentication information'. ~/.pypirc:\n\n[pypi]\n"
         f"  username = __token__\n  password = {tok}\n\nThe wheel's sha256 is {sh}. Do I need to scope the token to the project?")
    return t, [tok], [sh], "PyPI API token; wheel checksum is a look-alike"


@C("en", "gha-secret-references")
def _(r):
    t = ("In my workflow I have `NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}` and the docs example shows "
         "`GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`. Where do I actually define NPM_TOKEN, repository settings or "
         "an environment?")
    return t, [], ["${{ secrets.NPM_TOKEN }}", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"], "secret reference and placeholder token"


@C("en", "basic-auth-debug-log")
def _(r):
    pw = pw_random(r, 14)
    enc = base64.b64encode(("ci-runner:" + pw).encode()).decode()
    ip = "10.0.%d.%d" % (r.randint(1, 254), r.randint(2, 254))
    t = (f"Debug log from our private registry:\n\n2026-11-14T10:22:31Z DEBUG auth client={ip} user=ci-runner "
         f"header=\"Authorization: Basic {enc}\" result=401\n\nWhy 401 if the credentials are right?")
    return t, [enc], [ip], "Basic auth header (base64 of user:password); client IP is a look-alike"


@C("en", "kubeconfig-unauthorized")
def _(r):
    cert = "-----BEGIN CERTIFICATE-----\nMIIC" + "\n".join(rs(r, B64, 64) for _ in range(3)) + "\n-----END CERTIFICATE-----\n"
    ca = base64.b64encode(cert.encode()).decode()
    tok = jwt_rs256(r, {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
                        "sub": "system:serviceaccount:ci:deployer"}, rs(r, B64URL, 43))
    t = ("kubectl get pods says 'error: You must be logged in to the server (Unauthorized)'. ~/.kube/config:\n\n"
         f"clusters:\n- cluster:\n    certificate-authority-data: {ca}\n    server: https://34.118.22.9\n  name: gke-staging\n"
         f"users:\n- name: ci-deployer\n  user:\n    token: {tok}\n\nThe service account still exists.")
    return t, [tok], [ca], "service-account bearer token; the cluster CA certificate is public"


@C("en", "1password-secret-key")
def _(r):
    al = UP.replace("O", "").replace("I", "") + "23456789"
    sk = "A3-" + "-".join(rs(r, al, n) for n in (6, 6, 5, 5, 5, 5))
    mp = passphrase(r, 4)
    t = (f"Setting up 1Password on my new laptop. It wants the Secret Key, which my Emergency Kit says is {sk}, and my "
         f"account password, which is {mp}. It says 'incorrect'. Does the Secret Key include the A3 part?")
    return t, [sk, mp], [], "1Password Secret Key and account password"


@C("en", "debit-pin-mailer")
def _(r):
    l4 = rd(r, 4, False)
    pin = rd(r, 4, False)
    t = (f"My new debit card **** {l4} came with a PIN mailer: the PIN is {pin}. Can I change it at any ATM or only at a "
         "Wells Fargo one? I'd rather pick something I remember.")
    return t, [pin], ["**** " + l4], "card PIN; masked card is a look-alike"


@C("en", "dell-escalation")
def _(r):
    case = rd(r, 9)
    tag = rs(r, UP + DIG, 7)
    rma = rd(r, 10)
    t = (f"I've been going back and forth with Dell support for two weeks. Case number {case}, service tag {tag}, and the "
         f"RMA they issued is {rma}. Can you draft a firm but polite escalation email?")
    return t, [], [case, tag, rma], "support case, service tag and RMA numbers"


# ---------------------------------------------------------------- Chinese
@C("zh", "onboarding-id-and-card")
def _(r):
    i = cn_id(r)
    c = card_fmt(card(r, "unionpay"))
    cn = "308" + rd(r, 9)
    t = (f"帮我看看这份入职资料有没有填错：姓名 王丽娟，身份证号 {i}，工资卡 招商银行 {c}，开户行 招商银行上海分行陆家嘴支行，"
         f"联行号 {cn}。HR 说卡号位数不对，是不是应该是19位？")
    return t, [i, c], [cn], "resident id (check char computed) and salary card (Luhn); CNAPS bank code is public"


@C("zh", "taobao-parcel-missing")
def _(r):
    o = rd(r, 19)
    sf = "SF" + rd(r, 13)
    wx = "4200" + rd(r, 24, False)
    t = (f"我的淘宝订单 {o} 显示已签收，但我根本没收到。顺丰运单号 {sf}，微信支付交易单号 {wx}。跟客服怎么说比较好？")
    return t, [], [o, sf, wx], "order, waybill and payment transaction numbers"


@C("zh", "cat-sitter-door-wifi")
def _(r):
    door = rd(r, 6, False)
    wifi = pw_human(r)
    t = (f"我下周出差，朋友来帮我喂猫。帮我写个说明：门锁密码 {door}，按完再按#号键；WiFi 名 ChinaNet-7Fq2，密码 {wifi}；"
         "猫粮在冰箱上面的柜子里，一天两次。")
    return t, [door, wifi], ["ChinaNet-7Fq2"], "smart-lock code and Wi-Fi password; network name is a look-alike"


@C("zh", "alipay-sms-code")
def _(r):
    code = rd(r, 6, False)
    t = (f"刚收到这条短信：【支付宝】验证码{code}，您正在进行登录操作，5分钟内有效，切勿告知他人。可我没有在登录啊！"
         "刚才还有人自称95188客服打电话让我报验证码，我该怎么办？")
    return t, [code], ["95188"], "login code from an SMS; the service hotline is a look-alike"


# ---------------------------------------------------------------- Japanese
@C("ja", "year-end-mynumber")
def _(r):
    mn = grp(my_number(r), [4, 4, 4])
    dl = rd(r, 12)
    corp = jp_corp(r)
    t = (f"年末調整の書類にマイナンバーを書く欄があります。私のは {mn} です。運転免許証番号（{dl}）も書く必要がありますか？"
         f"会社の法人番号 {corp} は総務に聞いてわかりました。")
    return t, [mn, dl], [corp], "My Number (check digit computed) and licence number; corporate number (computed) is public"


@C("ja", "furikomi-own-account")
def _(r):
    br = rd(r, 3)
    acct = rd(r, 7)
    t = (f"フリマアプリの売上金の振込先を登録したいです。みずほ銀行（銀行コード0001）、新宿支店（店番{br}）、普通預金 口座番号 {acct}、"
         "名義 サトウ ハルカ。店番と口座番号、入れる場所はこれで合ってますか？")
    return t, [acct], ["0001", br], "own account number; bank and branch codes are public"


@C("ja", "amazon-yamato-late")
def _(r):
    o = "%s-%s-%s" % (rd(r, 3), rd(r, 7, False), rd(r, 7, False))
    y = grp(rd(r, 12), [4, 4, 4], "-")
    t = (f"Amazonで注文した商品（注文番号 {o}）がまだ届きません。ヤマト運輸の伝票番号は {y} です。"
         "問い合わせのメール文を作ってもらえますか？")
    return t, [], [o, y], "order and tracking numbers"


@C("ja", "router-sticker-multi")
def _(r):
    key = rs(r, LO + DIG, 13)
    serial = rd(r, 8)
    ssid = "aterm-" + rs(r, HEXL, 6) + "-g"
    t = ("実家のWi-Fiルーターを設定し直したいです。側面のシールの情報を送ります。\n---\n"
         f"SSID: {ssid}\n暗号化キー: {key}\n製造番号: {serial}\n---\nこの暗号化キーがWi-Fiのパスワードということで合ってますか？")
    return t, [key], [serial], "router Wi-Fi key given in a second message; serial number is a look-alike"


# ---------------------------------------------------------------- Korean
@C("ko", "jeonse-rrn-account")
def _(r):
    rrn = kr_rrn(r)
    acct = "%s-%s-%s" % (rd(r, 6), rd(r, 2, False), rd(r, 6, False))
    reg = "%s-%s-%s" % (rd(r, 4), rd(r, 4), rd(r, 6, False))
    t = (f"전세 계약서 쓰는데 집주인이 주민등록번호랑 보증금 돌려받을 계좌를 달라고 하네요. 등기부등본 고유번호는 {reg}이고요. "
         f"주민번호 {rrn}, 국민은행 {acct} (예금주 김민준). 이거 문자로 보내도 괜찮을까요?")
    return t, [rrn, acct], [reg], "resident registration number (check computed) and own account"


@C("ko", "tax-invoice-lookup")
def _(r):
    brn = kr_brn(r)
    appr = "20261120-" + rd(r, 8) + "-" + rs(r, LO + DIG, 8)
    t = (f"거래처에서 보낸 세금계산서를 확인하고 있어요. 공급자 사업자등록번호 {brn}, 승인번호 {appr}, 작성일자 2026-11-20. "
         "홈택스에서 승인번호로 조회하는 방법 알려주세요.")
    return t, [], [brn, appr], "supplier business number (check computed) and e-invoice approval number"


@C("ko", "kakaobank-otp-sms")
def _(r):
    code = rd(r, 6, False)
    t = (f"[Web발신]\n[카카오뱅크] 인증번호 [{code}]를 입력해주세요. 타인에게 절대 알려주지 마세요.\n\n"
         "이 문자가 왔는데 제가 요청한 적이 없어요. 누가 제 계정에 로그인하려는 걸까요?")
    return t, [code], [], "bank verification code"


# ---------------------------------------------------------------- Arabic
@C("ar", "salary-iban-saudi")
def _(r):
    ib = grp4(iban(r, "SA", "80"))
    t = (f"أريد أن أرسل لجهة العمل بيانات حسابي لتحويل الراتب. الآيبان: {ib}، البنك: مصرف الراجحي، رمز السويفت RJHISARI. "
         "هل يكفي هذا أم يحتاجون رقم الحساب أيضاً؟")
    return t, [ib], ["RJHISARI"], "own IBAN; bank SWIFT code is public"


@C("ar", "absher-code-scam")
def _(r):
    code = rd(r, 4, False)
    nid = saudi_id(r)
    req = rd(r, 10)
    t = (f"وصلتني رسالة: \"رمز التحقق لخدمة أبشر: {code} لا تشاركه مع أحد\". وقبلها بدقيقة اتصل بي شخص يطلب رقم هويتي "
         f"{nid} وقال إنه من الجوازات وإن رقم طلبي {req}، فأعطيته رقم الهوية. هل أعطيته شيئاً خطيراً؟")
    return t, [code, nid], [req], "verification code and national id (Luhn computed)"


@C("ar", "vat-invoice-check")
def _(r):
    vat = "3" + rd(r, 13, False) + "3"
    inv = "INV-2026-" + rd(r, 5, False)
    t = (f"استلمت فاتورة من شركة نور للتجارة رقمها {inv} والرقم الضريبي للشركة {vat}. "
         "كيف أتحقق من صحة الرقم الضريبي على موقع هيئة الزكاة والضريبة والجمارك؟")
    return t, [], [inv, vat], "invoice number and company VAT number"


# ---------------------------------------------------------------- Persian
@C("fa", "national-code-card")
def _(r):
    code = ir_code(r)
    c = card_fmt(card(r, "melli"))
    trk = rd(r, 10)
    t = (f"برای ثبت‌نام در سامانه این‌ها را وارد کردم: کد ملی {code} و شماره کارت بانک ملی {c}. "
         f"ولی پیام «عدم تطابق اطلاعات» می‌دهد و فقط یک کد رهگیری {trk} نشان می‌دهد. مشکل از کجاست؟")
    return t, [code, c], [trk], "national code (check computed) and bank card (Luhn)"


@C("fa", "shop-sheba-tracking")
def _(r):
    ib = grp4(iban(r, "IR"))
    trk = rd(r, 12)
    t = (f"می‌خواهم به یک فروشگاه اینترنتی پول واریز کنم. شماره شبای فروشگاه {ib} است به نام «شرکت نوآوران پارس». "
         f"بعد از پرداخت، کد پیگیری {trk} دادند. چطور مطمئن شوم پول رسیده؟")
    return t, [], [ib, trk], "a shop's IBAN and a payment tracking code"


@C("fa", "wifi-password-tv")
def _(r):
    pw = pw_human(r)
    t = (f"رمز وای‌فای خانه را عوض کردم به {pw}. حالا تلویزیون سامسونگ وصل نمی‌شود. باید تنظیمات مودم را روی WPA2 بگذارم؟")
    return t, [pw], [], "Wi-Fi password"


# ---------------------------------------------------------------- Hebrew
@C("he", "form-101-id")
def _(r):
    tz = il_id(r)
    hp = il_id(r, "51")
    t = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי {tz}, ושל המעסיק (ח.פ.) {hp}. איפה כותבים את הפרטים של בת הזוג?")
    return t, [tz], [hp], "Israeli id (check computed); employer company number (computed) is public"


@C("he", "standing-order-account")
def _(r):
    br = rd(r, 3)
    acct = rd(r, 6) + "/" + rd(r, 2, False)
    t = (f"תנסח לי בבקשה הודעה לוועד הבית שמעכשיו התשלום החודשי יורד בהוראת קבע מהחשבון שלי: בנק לאומי, סניף {br}, "
         f"מספר חשבון {acct}. תציין גם שאני בדירה 7.")
    return t, [acct], [br], "own account number; branch number is public"


@C("he", "aliexpress-stuck")
def _(r):
    o = rd(r, 16)
    trk = "LP00" + rd(r, 12, False)
    t = (f"הזמנתי מאלי אקספרס והחבילה תקועה כבר שלושה שבועות. מספר הזמנה {o}, מספר מעקב {trk}. כמה זמן לחכות לפני שפותחים מחלוקת?")
    return t, [], [o, trk], "order and tracking numbers"


# ---------------------------------------------------------------- Hindi
@C("hi", "kyc-call-aadhaar-otp")
def _(r):
    a = grp(aadhaar(r), [4, 4, 4])
    otp = rd(r, 6, False)
    ph = "+91 %s %s" % (rd(r, 5), rd(r, 5, False))
    t = (f"बैंक वाले ने {ph} से फ़ोन करके कहा कि KYC अपडेट करना है, मैंने अपना आधार नंबर {a} बता दिया। अब वो कह रहा है कि "
         f"मोबाइल पर आया OTP {otp} भी बताओ। क्या मुझे बताना चाहिए?")
    return t, [a, otp], [ph], "Aadhaar (Verhoeff computed) and OTP"


@C("hi", "upi-pin-setup")
def _(r):
    pin = rd(r, 6, False)
    ref = rd(r, 12)
    t = (f"PhonePe में नया बैंक खाता जोड़ रही हूँ। अब UPI PIN सेट करना है, मैं {pin} रखना चाहती हूँ। पिछले पेमेंट का "
         f"UPI Ref No. {ref} था, वो फेल हो गया था। क्या 6 अंकों वाला PIN 4 अंकों वाले से ज़्यादा सुरक्षित है?")
    return t, [pin], [ref], "UPI PIN; payment reference is a look-alike"


@C("hi", "irctc-refund")
def _(r):
    pnr = rd(r, 10)
    txn = "10000" + rd(r, 5, False)
    t = (f"मेरा IRCTC टिकट वेटिंग में था और चार्ट बनने के बाद कैंसिल हो गया। PNR {pnr}, ट्रेन 12951 मुंबई राजधानी, "
         f"ट्रांज़ैक्शन ID {txn}। रिफंड कितने दिन में आएगा?")
    return t, [], [pnr, txn], "PNR and transaction id"


# ---------------------------------------------------------------- Russian
@C("ru", "gosuslugi-deduction")
def _(r):
    s = snils(r)
    inn = inn12(r)
    pp = "%s %s %s" % (rd(r, 2), rd(r, 2), rd(r, 6))
    t = (f"Заполняю на Госуслугах заявление на налоговый вычет. СНИЛС {s}, ИНН {inn}, паспорт {pp}. А что писать в поле "
         "«Код подразделения»? В паспорте стоит 770-093.")
    return t, [s, inn, pp], ["770-093"], "SNILS and INN (checks computed), passport; issuing-office code is public"


@C("ru", "refund-bank-details")
def _(r):
    acct = ru_account(r, "044525225")
    t = (f"Помогите оформить реквизиты для возврата денег за путёвку. Получатель: Смирнова Ольга Викторовна, счёт {acct}, "
         "банк ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225. Туроператор просит ещё ИНН банка, где его взять?")
    return t, [acct], ["044525225", "30101810400000000225"], "own account (control key computed with the BIK); BIK and correspondent account are public"


@C("ru", "counterparty-check")
def _(r):
    i = inn10(r)
    k = i[:4] + "01001"
    o = ogrn(r)
    t = (f"Проверяю контрагента перед оплатой счёта: ООО «Северный ветер», ИНН {i}, КПП {k}, ОГРН {o}. "
         "Как быстро убедиться, что это не фирма-однодневка?")
    return t, [], [i, k, o], "company INN/OGRN (computed) and KPP"


@C("ru", "sms-code-in-parts")
def _(r):
    c1 = rd(r, 3, False)
    c2 = rd(r, 2, False)
    t = ("Мама прислала мне код из СМС, чтобы я зашёл в её Сбербанк Онлайн и оплатил коммуналку, но сообщение пришло обрезанным.\n---\n"
         f"Первые цифры: {c1}\n---\nОстальные: {c2}. Нормально вообще, что я захожу с её кодом?")
    return t, [c1, c2], [], "one-time code sent in two parts"


# ---------------------------------------------------------------- Ukrainian
@C("uk", "fop-registration")
def _(r):
    ipn = rnokpp(r)
    ib = iban(r, "UA", "305299")
    t = (f"Реєструюся як ФОП через Дію. Мій РНОКПП {ipn}, рахунок {ib} у ПриватБанку. "
         "Яку групу єдиного податку краще обрати для IT-послуг?")
    return t, [ipn, ib], [], "taxpayer number (check computed) and own IBAN"


@C("uk", "nova-poshta-complaint")
def _(r):
    o = rd(r, 9)
    ttn = "2045" + rd(r, 10, False)
    ed = rd(r, 8)
    t = (f"Замовила товар на Rozetka, номер замовлення {o}. Нова пошта дала ТТН {ttn}, але посилка третій день "
         f"у статусі «Прямує до відділення». Продавець ТОВ «Техноленд», код ЄДРПОУ {ed}. Куди писати скаргу?")
    return t, [], [o, ttn, ed], "order, waybill and company registry numbers"


@C("uk", "sister-note-codes")
def _(r):
    code = rd(r, 4, False)
    pw = pw_human(r)
    t = (f"Напиши, будь ласка, коротку записку для сестри, яка поживе в мене тиждень: код під'їзду {code}, ключі від квартири "
         f"в неї вже є. Wi-Fi «Kyivstar-Olena», пароль {pw}. Квіти поливати в неділю.")
    return t, [code, pw], ["Kyivstar-Olena"], "entrance code and Wi-Fi password; network name is a look-alike"


# ---------------------------------------------------------------- Polish
@C("pl", "pit-refund-pesel")
def _(r):
    p = pesel(r)
    ib = iban(r, "PL")
    nrb = grp(ib[2:], [2, 4, 4, 4, 4, 4, 4])
    upo = rs(r, HEXL, 32)
    t = (f"Robię PIT-37 w e-Urzędzie Skarbowym. PESEL {p}, a zwrot ma przyjść na konto {nrb}. Czy muszę dopisywać PL przed numerem? "
         f"Poprzednia deklaracja ma w UPO numer referencyjny {upo}.")
    return t, [p, nrb], [upo], "PESEL (check computed) and own NRB account (IBAN and sort-code checks computed)"


@C("pl", "olx-blik-scam")
def _(r):
    blik = rd(r, 6, False)
    oid = rd(r, 9)
    t = (f"Ktoś na OLX chce ode mnie kodu BLIK, żeby „wysłać mi pieniądze” za sprzedany rower. Wygenerowałem już {blik} "
         f"w aplikacji mBanku, ale jeszcze go nie wysłałem. Ogłoszenie ma numer {oid}. To oszustwo, prawda?")
    return t, [blik], [oid], "BLIK code; listing number is a look-alike"


@C("pl", "invoice-white-list")
def _(r):
    fv = "FV/2026/11/" + rd(r, 3)
    n = nip(r)
    nf = "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:])
    ib = iban(r, "PL")
    acct = grp(ib[2:], [2, 4, 4, 4, 4, 4, 4])
    t = (f"Na fakturze {fv} od sklepu jest NIP sprzedawcy {nf} i numer konta do przelewu {acct}. "
         "Jak sprawdzić na białej liście VAT, czy to konto naprawdę należy do tej firmy?")
    return t, [], [fv, nf, acct], "invoice number, seller NIP (computed) and seller's account"


# ---------------------------------------------------------------- Czech
@C("cs", "loan-birth-number")
def _(r):
    rc = rodne_cislo(r, r.random() < 0.5)
    op = rd(r, 9)
    zad = "ZP-" + rd(r, 8)
    t = (f"Vyplňuji online žádost o půjčku ({zad}). Rodné číslo {rc}, číslo občanského průkazu {op}. Formulář hlásí, "
         "že rodné číslo je neplatné. Píšu ho s lomítkem, je to špatně?")
    return t, [rc, op], [zad], "birth number (mod 11 computed) and id-card number"


@C("cs", "salary-account")
def _(r):
    num = cz_account(r).lstrip("0")
    acct = "35-" + num
    t = (f"Zaměstnavatel chce číslo účtu pro výplatu. Mám účet u Komerční banky: {acct}/0100. Stačí jim to takhle, nebo chtějí IBAN?")
    return t, [acct], ["0100"], "own account with prefix (mod 11 computed); bank code is public"


@C("cs", "kitchen-deposit-ico")
def _(r):
    i = ico(r)
    acct = cz_account(r).lstrip("0")
    vs = "2026" + rd(r, 6, False)
    t = (f"Platím zálohu za kuchyňskou linku. Firma Dřevo Novák s.r.o., IČO {i}, číslo účtu {acct}/2010, variabilní symbol {vs}. "
         "Jak si v ARES ověřím, že IČO sedí?")
    return t, [], [i, acct, vs], "company id (computed), company account and payment reference"


# ---------------------------------------------------------------- German
@C("de", "elster-steuer-id")
def _(r):
    sid = grp(steuer_id(r), [2, 3, 3, 3])
    stnr = "%s/%s/%s" % (rd(r, 3), rd(r, 3, False), rd(r, 5, False))
    tt = rs(r, LO + DIG, 6) + "-" + rs(r, LO + DIG, 6)
    t = (f"Ich mache meine Steuererklärung über ELSTER. Steuer-ID {sid}, Steuernummer {stnr}. Nach dem Absenden kam "
         f"ein Transferticket {tt}. Muss ich das irgendwo aufheben?")
    return t, [sid, stnr], [tt], "tax id (check computed) and personal tax number; transfer ticket is a look-alike"


@C("de", "krankengeld-iban-correction")
def _(r):
    ib = iban(r, "DE", "12030000")
    ibf = grp4(ib)
    acct = ib[12:]
    i = r.randint(0, 8)
    while acct[i] == acct[i + 1]:
        i = r.randint(0, 8)
    wrong = ib[:12] + acct[:i] + acct[i + 1] + acct[i] + acct[i + 2:]
    kv = kvnr(r)
    t = (f"Für den Antrag auf Krankengeld brauche ich IBAN und Versichertennummer. IBAN: {grp4(wrong)}, Versichertennummer {kv}.\n---\n"
         f"Moment, bei der IBAN hab ich zwei Ziffern vertauscht, richtig ist {ibf}. Die BIC ist BYLADEM1001. Passt das jetzt?")
    return t, [grp4(wrong), kv, ibf], ["BYLADEM1001"], "mistyped and corrected own IBAN plus health insurance number (check computed); BIC is public"


@C("de", "suspicious-invoice")
def _(r):
    rn = "RE-" + rd(r, 6)
    kn = rd(r, 7)
    ust = "DE" + rd(r, 9)
    ib = grp4(iban(r, "DE"))
    t = (f"Ich habe eine Rechnung vom Onlineshop Fahrradwelt24 bekommen: Rechnungsnummer {rn}, Kundennummer {kn}, "
         f"USt-IdNr. {ust}, zahlbar an IBAN {ib}. Die Mail kam von einer Gmail-Adresse. Ist das verdächtig?")
    return t, [], [rn, kn, ust, ib], "invoice and customer numbers, shop VAT id and the shop's IBAN"


@C("de", "grandma-banking-pin-tan")
def _(r):
    pin = rd(r, 5, False)
    tan = rd(r, 6, False)
    rn = "2026-" + rd(r, 4, False)
    t = (f"Meine Oma hat mir am Telefon ihre Online-Banking-PIN {pin} gegeben, damit ich die Rechnung Nr. {rn} vom Hausarzt "
         f"für sie überweise. Jetzt kam die pushTAN {tan} auf ihr Handy. Darf ich das überhaupt für sie erledigen, oder "
         "braucht sie eine Vollmacht?")
    return t, [pin, tan], [rn], "banking PIN and TAN entrusted to the user"


# ---------------------------------------------------------------- French
@C("fr", "mutuelle-nir")
def _(r):
    body, key = nir(r, r.random() < 0.5)
    n = "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
    fac = "F" + rd(r, 9)
    t = (f"Je remplis le formulaire de la mutuelle. Numéro de sécurité sociale : {n}. Ils demandent aussi le numéro "
         f"d'adhérent de l'ancienne mutuelle, je ne l'ai plus. Le numéro de facture de la pharmacie est {fac}, ça peut servir ?")
    return t, [n], [fac], "social security number with computed key; pharmacy invoice number is a look-alike"


@C("fr", "rib-caution")
def _(r):
    b = bban(r, "FR", "30004")
    ib = "FR" + iban_check("FR", b) + b
    gui, cpt, cle = b[5:10], b[10:21], b[21:]
    t = (f"Voici mon RIB pour le remboursement de la caution : Banque 30004, Guichet {gui}, N° de compte {cpt}, Clé RIB {cle}, "
         f"IBAN {grp4(ib)}, BIC BNPAFRPP. Peux-tu m'aider à rédiger le mail au propriétaire ?")
    return t, [cpt, grp4(ib)], ["30004", gui, "BNPAFRPP"], "own account and IBAN (RIB key and IBAN computed); bank and branch codes, BIC are public"


@C("fr", "neighbour-digicode-alarm")
def _(r):
    dig = rd(r, 4, False) + r.choice("AB")
    alarm = rd(r, 4, False)
    t = (f"Je pars en vacances et ma voisine va arroser les plantes. Tu peux m'écrire un petit mot ? Digicode de la porte "
         f"d'entrée {dig}, puis l'interphone au nom de Lemaire. Code de l'alarme : {alarm}, à taper dans les 30 secondes.")
    return t, [dig, alarm], [], "door digicode and alarm code"


@C("fr", "artisan-siret-check")
def _(r):
    s, st = siret(r)
    devis = "D-2026-" + rd(r, 4, False)
    tva = fr_tva(s)
    t = (f"Mon artisan m'a envoyé le devis n° {devis} avec le SIRET {grp(st, [3, 3, 3, 5])}. Le numéro de TVA "
         f"intracommunautaire indiqué est {tva}. Comment vérifier qu'il est bien immatriculé et assuré ?")
    return t, [], [devis, grp(st, [3, 3, 3, 5]), tva], "quote number, SIRET (Luhn computed) and VAT number (key computed)"


# ---------------------------------------------------------------- Spanish
@C("es", "bono-alquiler-dni-iban")
def _(r):
    d = dni(r)
    ib = grp4(iban(r, "ES"))
    exp = "BAJ/2026/" + rd(r, 6)
    t = (f"Para la solicitud del Bono Alquiler Joven (expediente {exp}) me piden DNI y cuenta. DNI: {d}. IBAN: {ib}. "
         "¿Tengo que adjuntar también el certificado de titularidad del banco?")
    return t, [d, ib], [exp], "DNI (letter computed) and own IBAN (control digits computed)"


@C("es", "mx-sat-curp-clabe")
def _(r):
    cu = curp(r, "GALM", "M", "JC", "RRR")
    cl = clabe(r)
    rfc = rs(r, UP, 3) + "%02d%02d%02d" % (r.randint(0, 25), r.randint(1, 12), r.randint(1, 28)) + rs(r, UP + DIG, 3)
    t = (f"Voy a darme de alta en el SAT y luego registrar mi cuenta para devoluciones. Mi CURP es {cu} y mi CLABE "
         f"interbancaria es {cl}. En mis recibos de nómina aparece el RFC de la empresa, {rfc}. ¿La CLABE son los 18 "
         "dígitos o también va el número de tarjeta?")
    return t, [cu, cl], [rfc], "Mexican CURP and CLABE (check digits computed)"


@C("es", "senal-piso-cif")
def _(r):
    c = cif(r)
    ib = grp4(iban(r, "ES"))
    ref = "CB-" + rd(r, 4, False)
    t = (f"Tengo que hacer la transferencia de la señal del piso. La inmobiliaria me pasó: Inmobiliaria Costa Blanca S.L., "
         f"CIF {c}, cuenta {ib}, concepto «Reserva {ref}». ¿Es normal pagar la señal antes de firmar el contrato de arras?")
    return t, [], [c, ib, ref], "agency CIF (computed), agency IBAN and a payment concept reference"


@C("es", "router-sticker-next-message")
def _(r):
    key = rs(r, ALNUM, 20)
    net = "MOVISTAR_" + rs(r, UP + DIG, 4)
    t = ("Te voy a pasar la clave del router que viene en la pegatina, para que me digas si es segura.\n---\n"
         f"Red: {net}\nClave: {key}\n---\n¿La cambio por una frase larga o la dejo así?")
    return t, [key], [net], "router Wi-Fi key announced in one message and given in the next; network name is a look-alike"


# ---------------------------------------------------------------- Portuguese
@C("pt", "br-mother-scam-cpf")
def _(r):
    c = cpf(r)
    s = rd(r, 6, False)
    prot = rd(r, 20)
    t = (f"Minha mãe caiu num golpe? Ela passou por telefone o CPF dela ({c}) e a senha de 6 dígitos do app do banco ({s}) "
         f"para um suposto funcionário do Nubank. Ele até deu um protocolo de atendimento, {prot}. O que ela deve fazer agora?")
    return t, [c, s], [prot], "CPF (check digits computed) and banking app password"


@C("pt", "br-boleto-school")
def _(r):
    ld = "%s.%s %s.%s %s.%s %s %s" % (rd(r, 5), rd(r, 5, False), rd(r, 5, False), rd(r, 6, False), rd(r, 5, False),
                                      rd(r, 6, False), rd(r, 1), rd(r, 14))
    c = cnpj(r)
    t = (f"Recebi um boleto da escola por e-mail. Linha digitável: {ld}. Beneficiário: Colégio Santa Clara LTDA, CNPJ {c}. "
         "Como confiro se o boleto não foi adulterado antes de pagar?")
    return t, [], [ld, c], "boleto line (check digits not computed) and school CNPJ (computed)"


@C("pt", "pt-irs-nif-iban")
def _(r):
    n = pt_nif(r)
    ib = grp4(iban(r, "PT"))
    ent = rd(r, 5)
    ref = "%s %s %s" % (rd(r, 3), rd(r, 3, False), rd(r, 3, False))
    t = (f"Estou a preencher o IRS Automático e quero confirmar o IBAN para o reembolso. NIF {n}, IBAN {ib}. "
         f"Paguei a água por Multibanco, entidade {ent}, referência {ref}. Isto entra nas despesas gerais?")
    return t, [n, ib], [ent, ref], "NIF and own IBAN (NIB and IBAN checks computed); Multibanco entity and reference are look-alikes"


@C("pt", "br-friend-gate-wifi")
def _(r):
    gate = rd(r, 4, False)
    wifi = pw_human(r)
    ssid = "VIVOFIBRA-" + rs(r, HEXU, 4)
    t = (f"Vou receber um amigo enquanto viajo. Pode escrever um bilhete? Senha do portão da garagem: {gate}. "
         f"Wi-Fi {ssid}, senha {wifi}. A chave extra fica com o porteiro, seu Antônio.")
    return t, [gate, wifi], [ssid], "garage gate code and Wi-Fi password; network name is a look-alike"


# ---------------------------------------------------------------- Italian
@C("it", "assegno-unico-cf-iban")
def _(r):
    cf = codice_fiscale(r, "BNC", "GLI", True, r.choice(["H501", "F205", "F839", "L219"]))
    ib = iban(r, "IT")
    prot = "INPS.%s.%s.%s" % (r.choice(["0500", "2800", "7000"]), "11/12/2026", rd(r, 7))
    t = (f"Devo compilare la domanda per l'assegno unico (protocollo {prot}). Codice fiscale {cf}, IBAN {ib}. L'INPS dice "
         "che l'IBAN non è intestato a me, ma il conto è cointestato con mio marito. Come risolvo?")
    return t, [cf, ib], [prot], "codice fiscale (check char computed) and own IBAN (CIN not computed)"


@C("it", "commercialista-fattura")
def _(r):
    fn = "%s/2026" % r.randint(100, 480)
    p = piva(r)
    sdi = rs(r, UP + DIG, 7)
    t = (f"Il mio commercialista mi ha mandato la fattura n. {fn} con partita IVA {p}. Il codice destinatario SDI è {sdi}. "
         "La devo pagare con bonifico o con F24?")
    return t, [], [fn, p, sdi], "invoice number, VAT number (Luhn computed) and SDI code"


@C("it", "cie-pin-halves")
def _(r):
    p1 = rd(r, 4, False)
    p2 = rd(r, 4, False)
    t = (f"Sto attivando la CIE per entrare nei servizi online. La prima metà del PIN era sulla ricevuta del Comune ({p1}), "
         f"la seconda nella lettera arrivata a casa ({p2}). L'app CieID mi chiede 8 cifre: vanno scritte di seguito?")
    return t, [p1, p2], [], "id-card PIN in two halves"


# ---------------------------------------------------------------- Dutch
@C("nl", "zorgtoeslag-bsn-iban")
def _(r):
    b = bsn(r)
    ib = grp4(iban(r, "NL"))
    ken = rd(r, 3) + "." + rd(r, 3, False) + "." + rd(r, 3, False)
    t = (f"Ik vul de aanvraag voor zorgtoeslag in. BSN {b}, IBAN {ib}. In de brief van de Belastingdienst staat kenmerk {ken}. "
         "Moet ik het inkomen van mijn partner ook invullen als we niet getrouwd zijn?")
    return t, [b, ib], [ken], "BSN (11-check computed) and own IBAN"


@C("nl", "webshop-kvk-check")
def _(r):
    kvk = rd(r, 8)
    btw = "NL" + rd(r, 9) + "B01"
    ken = grp4(rd(r, 16))
    t = (f"Een webshop vraagt me vooruit te betalen. Op de site staat KvK {kvk}, btw-id {btw} en ik moet betalingskenmerk "
         f"{ken} gebruiken. Hoe check ik of dit bedrijf echt bestaat?")
    return t, [], [kvk, btw, ken], "company registry number, VAT id and payment reference"


@C("nl", "digid-sms-password")
def _(r):
    code = rs(r, UP + DIG, 6)
    pw = pw_human(r)
    t = (f"Ik krijg een sms van DigiD met code {code} terwijl ik niet aan het inloggen ben. Mijn DigiD-wachtwoord is {pw}, "
         "moet ik dat nu meteen wijzigen?")
    return t, [code, pw], [], "DigiD sms code and password"


# ---------------------------------------------------------------- Swedish
@C("sv", "bostadsbidrag-pnr")
def _(r):
    p = se_pnr(r)
    clr = "8" + rd(r, 3, False) + "-" + rd(r, 1)
    konto = "%s %s %s-%s" % (rd(r, 3), rd(r, 3, False), rd(r, 3, False), rd(r, 1))
    t = (f"Jag ska skicka in ansökan om bostadsbidrag. Personnummer {p}. Försäkringskassan vill också ha mitt kontonummer: "
         f"clearing {clr}, konto {konto} hos Swedbank. Ska clearingnumret vara fyra eller fem siffror?")
    return t, [p, konto], [clr], "personnummer (Luhn computed) and own account; clearing number is public"


@C("sv", "swish-loppis")
def _(r):
    sw = "123 %s %s %s" % (rd(r, 3), rd(r, 2, False), rd(r, 2, False))
    ocr = luhn_full(r, rd(r, 1), 12)
    t = (f"Jag ska betala en grej från föreningens loppis via Swish. Säljaren skickade Swish-nummer {sw} och bad mig skriva "
         f"OCR {ocr} som meddelande. Har föreningar alltid 123-nummer?")
    return t, [], [sw, ocr], "organisation's Swish number and OCR reference (Luhn computed)"


@C("sv", "portkod-wifi")
def _(r):
    kod = rd(r, 4, False)
    pw = pw_human(r)
    t = (f"Kan du skriva en lapp till min kusin som lånar lägenheten? Portkoden är {kod}, tvättstugan bokas med brickan "
         f"i hallen. Wi-Fi: Telia-4G-Hem, lösenord {pw}.")
    return t, [kod, pw], ["Telia-4G-Hem"], "door code and Wi-Fi password; network name is a look-alike"


# ---------------------------------------------------------------- Danish
@C("da", "new-doctor-cpr")
def _(r):
    c = cpr(r)
    pw = pw_human(r)
    yd = rd(r, 6)
    t = (f"Jeg skal skrive mig op hos en ny læge (ydernummer {yd}), og de beder om mit CPR-nummer på mail. Er det okay at "
         f"skrive {c} i en almindelig mail? Og min MitID-adgangskode, {pw}, skal de vel ikke have?")
    return t, [c, pw], [yd], "CPR (mod 11 computed) and MitID password"


@C("da", "builder-invoice-cvr")
def _(r):
    fnr = rd(r, 5)
    cvr = dk_cvr(r)
    reg = rd(r, 4)
    konto = rd(r, 10)
    t = (f"Har fået en faktura fra et byggefirma: fakturanr. {fnr}, CVR {cvr}, og de vil have pengene på reg.nr. {reg} "
         f"konto {konto}. Kan man slå CVR op og se, om kontoen passer?")
    return t, [], [fnr, cvr, reg, konto], "invoice number, company CVR (computed) and the company's account"


# ---------------------------------------------------------------- Norwegian
@C("no", "nav-fnr-kontonummer")
def _(r):
    f = no_fnr(r)
    k = no_account(r)
    kf = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    sak = rd(r, 9)
    t = (f"Jeg skal fylle ut søknaden om foreldrepenger hos NAV. Fødselsnummer {f}, kontonummer {kf}. Forrige søknad fikk "
         f"saksnummer {sak}. Hvor lang tid tar det før pengene kommer?")
    return t, [f, kf], [sak], "fødselsnummer and account number (mod 11 checks computed)"


@C("no", "fjordkraft-kid")
def _(r):
    kid = luhn_full(r, rd(r, 1), 15)
    k = no_account(r)
    kf = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    org = no_org(r)
    t = (f"Fikk en giro fra strømselskapet: beløp 1 842,50 kr, KID {kid}, til konto {kf}, organisasjonsnummer {org}. "
         "Kan jeg sette opp avtalegiro med den KID-en?")
    return t, [], [kid, kf, org], "KID reference (Luhn computed), company account and organisation number (computed)"


# ---------------------------------------------------------------- Finnish
@C("fi", "kela-hetu-iban")
def _(r):
    h = hetu(r)
    ib = grp4(iban(r, "FI"))
    hk = "H" + rd(r, 9)
    t = (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {h}, tilinumero {ib}. Vanhan hakemuksen numero oli {hk}. "
         "Pitääkö vuokrasopimus liittää heti vai voiko sen lähettää myöhemmin?")
    return t, [h, ib], [hk], "henkilötunnus (check char computed) and own IBAN"


@C("fi", "remontti-lasku")
def _(r):
    y = ytunnus(r)
    v = fi_viite(r)
    t = (f"Sain laskun remonttifirmalta. Y-tunnus {y}, viitenumero {v}, eräpäivä 14.12.2026. Miten tarkistan, että firma on "
         "ennakkoperintärekisterissä?")
    return t, [], [y, v], "business id and reference number (both checks computed)"


# ---------------------------------------------------------------- Hungarian
@C("hu", "new-job-taj-account")
def _(r):
    tj = taj(r)
    tjf = "%s %s %s" % (tj[:3], tj[3:6], tj[6:])
    a = hu_account(r, "117")
    af = "%s-%s-%s" % (a[:8], a[8:16], a[16:])
    ad = "%s-%s-%s" % (rd(r, 8), r.choice("2345"), rd(r, 2, False))
    t = (f"Az új munkahelyemen (a cég adószáma {ad}) kérik a TAJ-számomat és a bankszámlaszámot a fizetéshez. TAJ: {tjf}, "
         f"számlaszám: {af} (OTP Bank). Ezt e-mailben is elküldhetem nekik?")
    return t, [tjf, af], [ad], "TAJ and account number (checks computed)"


@C("hu", "webshop-warranty")
def _(r):
    ad = "%s-%s-%s" % (rd(r, 8), r.choice("2345"), rd(r, 2, False))
    rend = rd(r, 10)
    t = (f"A webáruház számláján ez áll: adószám {ad}, rendelésszám {rend}. A garanciához ez a kettő elég, vagy kell a blokk is?")
    return t, [], [ad, rend], "company tax number and order number"


# ---------------------------------------------------------------- Romanian
@C("ro", "formular-230-cnp")
def _(r):
    c = cnp(r)
    ib = iban(r, "RO")
    cif_a = ro_cui(r)
    t = (f"Completez formularul 230 pentru redirecționarea a 3,5% din impozit către asociația cu CIF {cif_a}. CNP {c}. "
         f"IBAN-ul asociației e trecut deja, dar al meu, {ib}, trebuie să-l pun undeva?")
    return t, [c, ib], [cif_a], "CNP (check computed) and own IBAN"


@C("ro", "factura-cui")
def _(r):
    fnr = "EE" + rd(r, 6)
    cui = ro_cui(r)
    ib = iban(r, "RO", "BTRL")
    t = (f"Am primit factura nr. {fnr} de la SC Electro Expert SRL, CUI RO{cui}, cu plata în contul {ib} de la Banca "
         "Transilvania. De ce apare RO în fața CUI-ului uneori și alteori nu?")
    return t, [], [fnr, "RO" + cui, ib], "invoice number, company CUI (computed) and company IBAN"


# ---------------------------------------------------------------- Greek
@C("el", "gov-appointment-amka-afm")
def _(r):
    a = amka(r)
    f = afm(r, "1")
    ra = rd(r, 8)
    t = (f"Κλείνω ραντεβού σε γιατρό μέσω gov.gr και μου ζητάει ΑΜΚΑ και ΑΦΜ. ΑΜΚΑ {a}, ΑΦΜ {f}. Το προηγούμενο ραντεβού "
         f"είχε κωδικό {ra}. Γιατί χρειάζεται το ΑΦΜ για ιατρικό ραντεβού;")
    return t, [a, f], [ra], "AMKA (Luhn computed) and personal tax number (check computed)"


@C("el", "eshop-prepayment")
def _(r):
    o = "#" + rd(r, 6)
    f = afm(r, "8")
    ib = grp4(iban(r, "GR"))
    t = (f"Παρήγγειλα από ένα ηλεκτρονικό κατάστημα, αριθμός παραγγελίας {o}. Στην απόδειξη γράφει ΑΦΜ εταιρείας {f} "
         f"και για την πληρωμή έδωσαν IBAN {ib}. Είναι λογικό να ζητάνε προπληρωμή;")
    return t, [], [o, f, ib], "order number, company tax number (computed) and shop IBAN"


# ---------------------------------------------------------------- Turkish
@C("tr", "kira-tc-iban")
def _(r):
    tc = tckn(r)
    ib = grp4(iban(r, "TR"))
    ilan = rd(r, 10)
    t = (f"Sahibinden'de {ilan} numaralı ilandaki daireyi tuttum. Kira sözleşmesi için ev sahibi TC kimlik numaramı ve "
         f"IBAN'ımı istedi. TC: {tc}, IBAN: {ib}. Bunları WhatsApp'tan göndermemin bir sakıncası var mı?")
    return t, [tc, ib], [ilan], "TC kimlik no (checks computed) and own IBAN"


@C("tr", "trendyol-iade")
def _(r):
    vkn = rd(r, 10)
    kargo = rd(r, 12)
    t = (f"Trendyol'dan aldığım ürünün faturasında satıcının vergi numarası {vkn}, kargo takip numarası {kargo}. "
         "İade formuna hangisini yazmam gerekiyor?")
    return t, [], [vkn, kargo], "seller tax number and cargo tracking number"


@C("tr", "sms-sifre-edevlet")
def _(r):
    otp = rd(r, 6, False)
    ed = pw_human(r)
    t = (f"Bankadan gelen SMS: \"Tek kullanımlık şifreniz: {otp}. Bu şifreyi kimseyle paylaşmayınız.\" Hemen ardından biri "
         f"arayıp e-Devlet şifremi sordu, ben de {ed} dedim. Şimdi ne yapmalıyım?")
    return t, [otp, ed], [], "one-time code and e-Devlet password"


# ---------------------------------------------------------------- Vietnamese
@C("vi", "cccd-securities-account")
def _(r):
    cc = r.choice(["001", "079", "031", "048"]) + r.choice("0123") + rd(r, 2, False) + rd(r, 6, False)
    stk = "10" + rd(r, 11, False)
    ref = rs(r, UP, 3) + rd(r, 4)
    t = (f"Mình đang mở tài khoản chứng khoán online, nhập mã giới thiệu {ref} của bạn. Số CCCD {cc}, số tài khoản "
         f"Vietcombank {stk}, chi nhánh Hà Nội. Họ bảo ảnh chụp CCCD bị mờ, có cần chụp lại cả mặt sau không?")
    return t, [cc, stk], [ref], "citizen id and own account"


@C("vi", "zalo-otp-scam")
def _(r):
    otp = rd(r, 6, False)
    t = (f"Có người nhắn Zalo tự xưng nhân viên ngân hàng, bảo mình đọc mã OTP vừa nhận: \"Ma OTP cua Quy khach la {otp}. "
         "Tuyet doi KHONG cung cap cho bat ky ai.\" Mình chưa gửi. Đây có phải lừa đảo không?")
    return t, [otp], [], "OTP in a pasted SMS without diacritics"


@C("vi", "red-invoice-mst")
def _(r):
    mst = rd(r, 10)
    sp = "2611" + rd(r, 2, False) + rs(r, UP + DIG, 8)
    t = (f"Mình cần xuất hóa đơn đỏ cho công ty. Tên: Công ty TNHH Phát Đạt, mã số thuế {mst}. Mã đơn hàng Shopee là {sp}. "
         "Điền vào mục nào trên app?")
    return t, [], [mst, sp], "company tax code and order id"


# ---------------------------------------------------------------- Thai
@C("th", "id-and-kbank-account")
def _(r):
    tid = th_id(r)
    tf = "%s-%s-%s-%s-%s" % (tid[0], tid[1:5], tid[5:10], tid[10:12], tid[12])
    a = rd(r, 10)
    af = "%s-%s-%s-%s" % (a[:3], a[3], a[4:9], a[9])
    req = "REQ" + rd(r, 9)
    t = (f"จะลงทะเบียนรับเงินโครงการรัฐ ต้องกรอกเลขบัตรประชาชน {tf} กับเลขบัญชีกสิกร {af} ใช่ไหมคะ "
         f"ระบบให้เลขที่คำร้อง {req} มาด้วย ถ้าใส่เลขบัญชีผิดจะแก้ได้ไหม")
    return t, [tf, af], [req], "Thai id (check computed) and own account"


@C("th", "lazada-refund")
def _(r):
    o = rd(r, 15)
    tr = "TH" + rd(r, 12, False) + r.choice(UP)
    tax = th_id(r, "0")
    t = (f"สั่งของจาก Lazada เลขคำสั่งซื้อ {o} เลขพัสดุ {tr} ใบกำกับภาษีมีเลขประจำตัวผู้เสียภาษีของบริษัท {tax} "
         "ต้องใช้เลขไหนติดต่อขอคืนเงินคะ")
    return t, [], [o, tr, tax], "order, parcel and company tax numbers (tax id check computed)"


# ---------------------------------------------------------------- Indonesian
@C("id", "bpjs-nik-rekening")
def _(r):
    y, m, d = bdate(r)
    nik = r.choice(["3174", "3273", "3578", "5171"]) + rd(r, 2, False) + "%02d%02d%02d" % (d + 40, m, y % 100) + rd(r, 4, False)
    rek = rd(r, 10)
    faskes = rd(r, 8)
    t = (f"Mau daftar BPJS Kesehatan online. NIK saya {nik}, nomor rekening BCA {rek} buat autodebet, faskes pilihan "
         f"kode {faskes}. Nomor KK juga perlu ya? Saya lupa naruh di mana.")
    return t, [nik, rek], [faskes], "NIK and own account"


@C("id", "gojek-otp-call")
def _(r):
    otp = rd(r, 4, False)
    t = (f"Tadi ada yang telepon ngaku dari Gojek, katanya saya menang promo dan minta kode OTP. SMS-nya: \"JANGAN BERIKAN "
         f"kode ini kepada siapa pun, TERMASUK PIHAK GOJEK. Kode verifikasi: {otp}\". Belum saya kasih, aman kan?")
    return t, [otp], [], "verification code from an SMS"


@C("id", "faktur-pajak-npwp")
def _(r):
    n = rd(r, 15)
    nf = "%s.%s.%s.%s-%s.%s" % (n[:2], n[2:5], n[5:8], n[8], n[9:12], n[12:])
    resi = "CGK" + rd(r, 13, False)
    inv = "INV/20261118/MPL/" + rd(r, 10)
    t = (f"Saya beli laptop buat kantor dan minta faktur pajak. NPWP perusahaan penjual {nf}, nomor resi JNE {resi}, "
         f"nomor invoice {inv}. Yang mana yang harus saya simpan buat laporan?")
    return t, [], [nf, resi, inv], "seller tax number, waybill and invoice numbers"


# ---------------------------------------------------------------- Tagalog
@C("tl", "loan-form-sss-tin-mpin")
def _(r):
    sss = "%s-%s-%s" % (rd(r, 2), rd(r, 7, False), rd(r, 1))
    tin = "%s-%s-%s-000" % (rd(r, 3), rd(r, 3, False), rd(r, 3, False))
    mpin = rd(r, 4, False)
    lr = "LN-" + rd(r, 8)
    t = (f"Ate, pa-check naman kung tama 'yung fill-up ko sa loan form ({lr}): SSS number {sss}, TIN {tin}. Tapos hinihingi "
         f"nila 'yung GCash MPIN ko ({mpin}) para daw sa disbursement. Normal ba 'yun?")
    return t, [sss, tin, mpin], [lr], "SSS number, TIN and GCash MPIN"


@C("tl", "gcash-meralco-ref")
def _(r):
    ref = rd(r, 13)
    otp = rd(r, 6, False)
    t = (f"Nagbayad ako ng kuryente sa GCash pero hindi pa reflected sa Meralco. Ref No. {ref} sa receipt. Tapos may nag-text "
         f"ng authentication code {otp} at may tumawag na taga-GCash daw, hinihingi 'yung code. Ibibigay ko ba?")
    return t, [otp], [ref], "authentication code; receipt Ref No. is a reference (settled look-alike)"


# ---------------------------------------------------------------- Swahili
@C("sw", "mpesa-school-fees")
def _(r):
    code = mpesa_code(r)
    t = (f"Nimetuma pesa kwa Paybill 247247 kulipia karo ya shule lakini shule inasema haijafika. Ujumbe wa M-Pesa: "
         f"\"{code} Imethibitishwa. Ksh12,500.00 imetumwa kwa ST. MARY'S ACADEMY kwa akaunti ADM4471 tarehe 15/11/26 saa 10:14 "
         "asubuhi.\" Nifanye nini?")
    return t, [code], ["247247"], "M-Pesa transaction code (settled secret); public Paybill number is a look-alike"


@C("sw", "mpesa-pin-husband")
def _(r):
    pin = rd(r, 4, False)
    till = rd(r, 6)
    t = (f"Mume wangu ananiomba nimtumie PIN yangu ya M-Pesa ({pin}) ili anilipie bili ya KPLC kupitia simu yake. Je, ni salama? "
         f"Na kwa duka la jirani nalipa kwa Till namba {till}.")
    return t, [pin], [till], "M-Pesa PIN; merchant till number is a look-alike"


@C("sw", "etims-receipt-itax")
def _(r):
    kra = "P051" + rd(r, 6, False) + r.choice(UP)
    rct = rd(r, 19)
    pw = pw_human(r)
    t = (f"Nimepokea risiti ya eTIMS kutoka kwa fundi. KRA PIN ya kampuni yake ni {kra}, nambari ya risiti {rct}. Nikiingia "
         f"iTax kwa nenosiri langu {pw} naweza kuitumia kudai punguzo la kodi?")
    return t, [pw], [kra, rct], "own iTax password; company KRA PIN and receipt number are look-alikes"


# ================================================================ validation & output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7f <= o <= 0x9f or ch in "\u2028\u2029\ufeff\ufffe\uffff" or 0xd800 <= o <= 0xdfff:
            return "U+%04X" % o
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(text, secrets, looks, note, lang):
    p = []
    if lang not in LANGS:
        p.append("bad lang " + lang)
    for name, s in (("text", text), ("note", note)):
        if not isinstance(s, str) or not s.strip():
            p.append("empty " + name)
        elif hostile(s):
            p.append("hostile char %s in %s" % (hostile(s), name))
    if "\r" in text or "\t" in text:
        p.append("CR/TAB in text")
    allv = list(secrets) + list(looks)
    if len(set(secrets)) != len(secrets):
        p.append("duplicate secret")
    if len(set(looks)) != len(looks):
        p.append("duplicate look-alike")
    if set(secrets) & set(looks):
        p.append("value both secret and look-alike")
    for v in allv:
        if not isinstance(v, str) or not v or v != v.strip():
            p.append("bad value %r" % (v,))
            continue
        if hostile(v):
            p.append("hostile char in value %r" % v)
        occ = occurrences(text, v)
        if not occ:
            p.append("not a substring: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                p.append("number embedded (left): %r" % v)
            if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                p.append("number embedded (right): %r" % v)
    socc = [o for v in secrets for o in occurrences(text, v)]
    locc = [o for v in looks for o in occurrences(text, v)]
    for a, b in socc:
        for c, d in locc:
            if a < d and c < b:
                p.append("secret/look-alike overlap at %d-%d / %d-%d" % (a, b, c, d))
    return p


def self_tests():
    tests = [
        ("IBAN DE", iban_ok("DE89370400440532013000")), ("IBAN GB", iban_ok("GB82WEST12345698765432")),
        ("codice fiscale", cf_check("RSSMRA85T10A562") == "S"), ("DNI", "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"),
        ("CPF", cpf_digits("529982247") == "52998224725"), ("CNPJ", cnpj_digits("112223330001") == "11222333000181"),
        ("CN id", cn_check("11010519491231002") == "X"), ("Verhoeff", verhoeff_digit("236") == "3"),
        ("PESEL", pesel_ok("44051401359")), ("Steuer-ID", steuer_check("8609574271") == "9"),
        ("BSN", bsn_ok("111222333")), ("personnummer", luhn_digit("811228987") == "4"),
        ("HETU", "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T"), ("IL id", luhn_ok("000000018")),
        ("SIN", luhn_ok("046454286")), ("TFN", tfn_ok("123456782")), ("ABN", abn_ok("51824753556")),
        ("ABA", aba_ok("021000021")), ("VIN", vin_ok("1HGCM82633A004352")), ("CLABE", clabe_ok("032180000118359719")),
        ("OGRN", int("102770013219") % 11 % 10 == 5),
    ]
    bad = [n for n, ok in tests if not ok]
    if bad:
        die("self-tests failed: " + ", ".join(bad))


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
                for v in c[key]:
                    out.append("      - " + q(v))
            else:
                out.append("    %s: []" % key)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def parse_yaml(src):
    """Parser for exactly the restricted YAML this generator writes."""
    lines = src.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, listkey = [], None, None
    for n, line in enumerate(lines[2:], 3):
        m = re.fullmatch(r"  - id: (\".*\")", line)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            listkey = None
            continue
        if cur is None:
            raise ValueError("line %d outside a case" % n)
        m = re.fullmatch(r"    (lang|text|note): (\".*\")", line)
        if m:
            cur[m.group(1)] = json.loads(m.group(2))
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes): \[\]", line)
        if m:
            cur[m.group(1)] = []
            listkey = None
            continue
        m = re.fullmatch(r"    (secrets|lookalikes):", line)
        if m:
            listkey = m.group(1)
            cur[listkey] = []
            continue
        m = re.fullmatch(r"      - (\".*\")", line)
        if m and listkey:
            cur[listkey].append(json.loads(m.group(1)))
            continue
        raise ValueError("line %d not understood" % n)
    for c in cases:
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                raise ValueError("case %s lacks %s" % (c.get("id"), k))
    return cases


def build():
    self_tests()
    built = []
    slugs = set()
    for lang, slug, fn in CASE_FNS:
        if slug in slugs:
            die("duplicate slug " + slug)
        slugs.add(slug)
        last = None
        for attempt in range(60):
            text, secrets, looks, note = fn(R)
            last = check_case(text, secrets, looks, note, lang)
            if not last:
                break
        else:
            die("case %s/%s keeps failing: %s" % (lang, slug, "; ".join(last)))
        built.append({"lang": lang, "slug": slug, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note})
    R.shuffle(built)
    cases = []
    for i, b in enumerate(built, 1):
        cid = "%s-%03d-%s" % (PREFIX, i, b["slug"])
        if not re.fullmatch(r"H101-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            die("bad id " + cid)
        cases.append({"id": cid, "lang": b["lang"], "text": b["text"], "secrets": b["secrets"],
                      "lookalikes": b["lookalikes"], "note": b["note"]})
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        die("duplicate ids")
    role = {}
    for c in cases:
        for key in ("secrets", "lookalikes"):
            for v in c[key]:
                if len(v) > 6 and role.setdefault(v, key) != key:
                    die("value is a secret in one case and a look-alike in another: %r" % v)
    return cases


def main():
    if len(sys.argv) != 2:
        die("usage: python3 make_%s.py %s.yaml" % (NAME, NAME))
    cases = build()
    y = to_yaml(cases)
    back = parse_yaml(y)
    if back != cases:
        die("YAML round trip mismatch")
    for c in back:
        p = check_case(c["text"], c["secrets"], c["lookalikes"], c["note"], c["lang"])
        if p:
            die("%s: %s" % (c["id"], "; ".join(p)))
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    neg = sum(1 for c in cases if not c["secrets"])
    print("%d cases (%d negative), %d secrets, %d look-alikes, %d languages, %d multi-message -> %s" % (
        len(cases), neg, sum(len(c["secrets"]) for c in cases), sum(len(c["lookalikes"]) for c in cases),
        len({c["lang"] for c in cases}), sum(1 for c in cases if SEP in c["text"]), sys.argv[1]))


if __name__ == "__main__":
    main()
