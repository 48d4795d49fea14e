#!/usr/bin/env python3
"""make_heldout_v43.py - deterministic generator of the blind evaluation set heldout_v43
for a secrets filter (chat messages of one user to an AI assistant).

Usage: python3 make_heldout_v43.py heldout_v43.yaml

Standard library only. Every value is drawn from random.Random(43) in a fixed order;
check digits are computed where the format has a public algorithm (see README.txt).
Values are marked in the case texts with S(...) (secret) and L(...) (look-alike);
unmarked values are neutral. Everything is validated before anything is written;
on a problem the script prints it and exits 1.
"""
import sys, random, string, hashlib, base64, zlib, struct, json, re, datetime, uuid as _uuid

SEED = 43
NAME = "heldout_v43"
PREFIX = "H43"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
B62 = DIG + UP + LOW
B64URL = B62 + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"

# ---------------------------------------------------------------- markers
_SO, _SC, _LO, _LC = "\ue000", "\ue001", "\ue002", "\ue003"


def S(v):
    return _SO + v + _SC


def L(v):
    return _LO + v + _LC


def M(*msgs):
    """several messages of one user in one case"""
    return "\n---\n".join(msgs)


CASES = []
PROBLEMS = []
CHECKS = []  # (kind, value) re-validated by independent validators at the end


def chk(kind, value):
    CHECKS.append((kind, value))
    return value


_MARK = re.compile("(" + _SO + "|" + _LO + ")(.*?)(" + _SC + "|" + _LC + ")", re.S)


def add(lang, slug, note, text):
    secrets, looks, out, pos = [], [], [], 0
    for m in _MARK.finditer(text):
        out.append(text[pos:m.start()])
        op, val, cl = m.group(1), m.group(2), m.group(3)
        if (op == _SO) != (cl == _SC):
            PROBLEMS.append("marker mismatch in %s" % slug)
        (secrets if op == _SO else looks).append(val)
        out.append(val)
        pos = m.end()
    out.append(text[pos:])
    plain = "".join(out)
    for ch in (_SO, _SC, _LO, _LC):
        if ch in plain:
            PROBLEMS.append("stray marker in %s" % slug)

    def dedup(xs):
        seen, res = set(), []
        for x in xs:
            if x not in seen:
                seen.add(x)
                res.append(x)
        return res

    CASES.append({"lang": lang, "slug": slug, "text": plain, "secrets": dedup(secrets),
                  "lookalikes": dedup(looks), "note": note})


# ---------------------------------------------------------------- random helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DIG, n)


def dgnz(n):
    return R.choice("123456789") + dg(n - 1)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(xs):
    return R.choice(xs)


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def ruuid():
    return str(_uuid.UUID(int=R.getrandbits(128), version=4))


def hx(n):
    return rs(HEX, n)


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    num = re.sub(r"\D", "", num)
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return len(num) > 1 and s % 10 == 0


def luhn_num(prefix, length):
    body = prefix + dg(length - len(prefix) - 1)
    return chk("luhn", body + luhn_digit(body))


def iban_make(cc, bban):
    n = int("".join(str(int(c, 36)) for c in bban + cc + "00"))
    return chk("iban", cc + "%02d" % (98 - n % 97) + bban)


def iban_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]+", s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "GB": 22, "CZ": 24,
            "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26,
            "PT": 25, "SA": 24, "AE": 23, "IR": 26, "UA": 29, "IL": 23}


def mod11_w(digs, weights):
    return sum(int(d) * w for d, w in zip(digs, weights))


# --- bank account bodies
def bban_fr(bank):
    guichet, acct = dg(5), dg(11)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
    return bank + guichet + acct + "%02d" % key


def fr_rib_ok(bban):
    return (89 * int(bban[0:5]) + 15 * int(bban[5:10]) + 3 * int(bban[10:21]) + int(bban[21:23])) % 97 == 0


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def _es_dc(ten):
    d = 11 - sum(int(c) * w for c, w in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban_es(bank):
    branch, acct = dg(4), dg(10)
    return bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct


def es_ccc_ok(b):
    return int(b[8]) == _es_dc("00" + b[0:8]) and int(b[9]) == _es_dc(b[10:20])


IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _it_val(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_check_char(s):
    """CIN of an Italian BBAN and last char of a codice fiscale (same odd/even tables)"""
    t = 0
    for i, c in enumerate(s):
        v = _it_val(c)
        t += IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + t % 26)


def bban_it(abi):
    cab, conto = dg(5), dg(12)
    body = abi + cab + conto
    return it_check_char(body) + body


def bban_pl(bank4):
    branch = bank4 + dg(3)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * b for a, b in zip(branch, w)) % 10) % 10
    return branch + str(c) + dg(16)


def pl_sort_ok(b8):
    w = [3, 9, 7, 1, 3, 9, 7, 1]
    return sum(int(a) * b for a, b in zip(b8, w)) % 10 == 0


CZ_W10 = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]


def cz_account():
    while True:
        body = dgnz(9)
        for last in DIG:
            a = body + last
            if sum(int(x) * w for x, w in zip(a, CZ_W10)) % 11 == 0:
                return chk("cz_acct", a)


def cz_acct_ok(a):
    a = a.rjust(10, "0")
    return sum(int(x) * w for x, w in zip(a, CZ_W10)) % 11 == 0


NO_ACC_W = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def no_account():
    while True:
        body = pick(["1503", "1206", "9710", "1645", "3000", "1254"]) + dg(6)
        r = 11 - mod11_w(body, NO_ACC_W) % 11
        if r == 11:
            r = 0
        if r == 10:
            continue
        return chk("no_acct", body + str(r))


def no_acct_ok(a):
    a = re.sub(r"\D", "", a)
    return len(a) == 11 and (mod11_w(a[:10], NO_ACC_W) + int(a[10])) % 11 == 0


HU_W = [9, 7, 3, 1]


def _hu_cd(ds):
    return (10 - sum(int(d) * HU_W[i % 4] for i, d in enumerate(ds)) % 10) % 10


def hu_account(bank3):
    first = bank3 + dg(4)
    first += str(_hu_cd(first))
    second = dg(15)
    second += str(_hu_cd(second))
    return chk("hu_acct", first + second)


def hu_acct_ok(a):
    a = re.sub(r"\D", "", a)
    return all(sum(int(d) * HU_W[i % 4] for i, d in enumerate(p)) % 10 == 0 for p in (a[:8], a[8:]))


def bban_pt(bank):
    body = bank + dg(4) + dg(11)
    nib = 98 - (int(body) * 100) % 97
    return body + "%02d" % nib


def pt_nib_ok(b):
    return int(b) % 97 == 1


# --- national and tax ids
def cn_id(area, y, m, d, female=None):
    seq = dg(2) + str(R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    body = "%s%04d%02d%02d%s" % (area, y, m, d, seq)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return chk("cn_id", body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11])


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return len(s) == 18 and "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


USCC_A = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def cn_uscc(area):
    org = dg(8)
    c = 11 - sum(int(a) * b for a, b in zip(org, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    org += {10: "X", 11: "0"}.get(c, str(c))
    body = "91" + area + org
    c2 = 31 - sum(USCC_A.index(a) * b for a, b in zip(body, USCC_W)) % 31
    return chk("uscc", body + USCC_A[0 if c2 == 31 else c2])


def uscc_ok(s):
    c2 = 31 - sum(USCC_A.index(a) * b for a, b in zip(s[:17], USCC_W)) % 31
    return USCC_A[0 if c2 == 31 else c2] == s[17]


def jp_mynumber():
    body = dgnz(11)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return chk("jp_mynumber", body + str(0 if r <= 1 else 11 - r))


def jp_mynumber_ok(x):
    x = re.sub(r"\D", "", x)
    s = sum(int(x[10 - (n - 1)]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    return int(x[11]) == (0 if r <= 1 else 11 - r)


def jp_corp():
    base = dgnz(12)
    s = sum(int(base[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return chk("jp_corp", str(9 - s % 9) + base)


def jp_corp_ok(x):
    base = x[1:]
    s = sum(int(base[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return int(x[0]) == 9 - s % 9


def kr_rrn(yy, mm, dd, g):
    body = "%02d%02d%02d%d" % (yy, mm, dd, g) + dg(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return chk("kr_rrn", body[:6] + "-" + body[6:] + str(c))


def kr_rrn_ok(x):
    x = x.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(x, w)) % 11) % 10 == int(x[12])


def kr_brn():
    body = dgnz(3) + dg(2) + dg(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
    c = (10 - s % 10) % 10
    x = body + str(c)
    return chk("kr_brn", x[:3] + "-" + x[3:5] + "-" + x[5:])


def kr_brn_ok(x):
    x = x.replace("-", "")
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(x[:9], w)) + (int(x[8]) * 5) // 10
    return (10 - s % 10) % 10 == int(x[9])


def ir_national():
    while True:
        body = dg(9)
        if len(set(body)) == 1:
            continue
        r = sum(int(body[i]) * (10 - i) for i in range(9)) % 11
        return chk("ir_nat", body + str(r if r < 2 else 11 - r))


def ir_nat_ok(x):
    r = sum(int(x[i]) * (10 - i) for i in range(9)) % 11
    return int(x[9]) == (r if r < 2 else 11 - r)


VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def verhoeff_ok(num):
    num = re.sub(r"\D", "", num)
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    body = R.choice("23456789") + dg(10)
    return chk("verhoeff", body + verhoeff_digit(body))


def snils():
    while True:
        body = dg(9)
        if int(body) <= 1001998:
            continue
        s = sum(int(body[i]) * (9 - i) for i in range(9))
        if s > 101:
            s %= 101
        c = 0 if s in (100, 101) else s
        x = "%s-%s-%s %02d" % (body[:3], body[3:6], body[6:], c)
        return chk("snils", x)


def snils_ok(x):
    d = re.sub(r"\D", "", x)
    s = sum(int(d[i]) * (9 - i) for i in range(9))
    if s > 101:
        s %= 101
    return (0 if s in (100, 101) else s) == int(d[9:])


INN_W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8]
INN_W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
INN_W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]


def inn_person(region):
    body = region + dg(8)
    n11 = mod11_w(body, INN_W11) % 11 % 10
    body += str(n11)
    return chk("inn", body + str(mod11_w(body, INN_W12) % 11 % 10))


def inn_org(region):
    body = region + dg(7)
    return chk("inn", body + str(mod11_w(body, INN_W10) % 11 % 10))


def inn_ok(x):
    if len(x) == 10:
        return mod11_w(x, INN_W10) % 11 % 10 == int(x[9])
    return (mod11_w(x, INN_W11) % 11 % 10 == int(x[10]) and mod11_w(x, INN_W12) % 11 % 10 == int(x[11]))


def ru_account(bik, prefix):
    """20-digit account with the control key over the last 3 digits of the BIK"""
    acct = list(prefix + dg(20 - len(prefix)))
    acct[8] = "0"
    w = [7, 1, 3] * 8
    s = sum(int(a) * b for a, b in zip(bik[-3:] + "".join(acct), w))
    acct[8] = str(((10 - s % 10) % 10) * 7 % 10)  # weight 3 at this position, 3*7 = 1 mod 10
    return chk("ru_acct:" + bik, "".join(acct))


def ru_acct_ok(bik, acct):
    w = [7, 1, 3] * 8
    return sum(int(a) * b for a, b in zip(bik[-3:] + acct, w)) % 10 == 0


def ua_rnokpp(days):
    body = "%05d" % days + dg(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return chk("ua_rnokpp", body + str(sum(int(a) * b for a, b in zip(body, w)) % 11 % 10))


def ua_rnokpp_ok(x):
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return sum(int(a) * b for a, b in zip(x[:9], w)) % 11 % 10 == int(x[9])


def _edrpou_cd(body):
    v = int(body)
    w1 = [1, 2, 3, 4, 5, 6, 7] if (v < 3000000 or v > 6000000) else [7, 1, 2, 3, 4, 5, 6]
    r = sum(int(a) * b for a, b in zip(body, w1)) % 11
    if r == 10:
        r = sum(int(a) * (b + 2) for a, b in zip(body, w1)) % 11
        if r == 10:
            r = 0
    return r


def ua_edrpou():
    body = R.choice("234") + dg(6)
    return chk("ua_edrpou", body + str(_edrpou_cd(body)))


def ua_edrpou_ok(x):
    return _edrpou_cd(x[:7]) == int(x[7])


def pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, mm, d) + dg(3) + str(R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return chk("pesel", body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10))


def pesel_ok(x):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * b for a, b in zip(x, w)) % 10 == 0


def pl_idcard():
    letters = "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
    rest = dg(5)
    vals = [ord(c) - 55 for c in letters]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1])) + sum(int(c) * w for c, w in zip(rest, [7, 3, 1, 7, 3]))
    return chk("pl_idcard", letters + str(s % 10) + rest)


def pl_idcard_ok(x):
    vals = [ord(c) - 55 for c in x[:3]] + [int(c) for c in x[3:]]
    return sum(v * w for v, w in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def pl_nip():
    while True:
        body = dgnz(9)
        c = mod11_w(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c == 10:
            continue
        x = body + str(c)
        return chk("pl_nip", "%s-%s-%s-%s" % (x[:3], x[3:6], x[6:8], x[8:]))


def pl_nip_ok(x):
    x = x.replace("-", "")
    return mod11_w(x, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == int(x[9])


def pl_regon():
    body = dgnz(8)
    return chk("pl_regon", body + str(mod11_w(body, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10))


def pl_regon_ok(x):
    return mod11_w(x, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10 == int(x[8])


def cz_rc(yy, mm, dd, female):
    m = mm + (50 if female else 0)
    while True:
        body = "%02d%02d%02d" % (yy, m, dd) + dg(3)
        c = int(body) % 11
        if c == 10:
            continue
        x = body + str(c)
        return chk("cz_rc", x[:6] + "/" + x[6:])


def cz_rc_ok(x):
    return int(x.replace("/", "")) % 11 == 0


def cz_ico():
    body = dgnz(7)
    c = (11 - mod11_w(body, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return chk("cz_ico", body + str(c))


def cz_ico_ok(x):
    return (11 - mod11_w(x[:7], [8, 7, 6, 5, 4, 3, 2]) % 11) % 10 == int(x[7])


def iso7064_11_10(body):
    product = 10
    for ch in body:
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
        nine = ds[:9]
        dup = R.choice(nine)
        ten = nine + [dup]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        body = "".join(ten)
        return chk("de_steuerid", body + str(iso7064_11_10(body)))


def de_steuerid_ok(x):
    x = x.replace(" ", "")
    cnt = sorted([x[:10].count(d) for d in set(x[:10])])
    return iso7064_11_10(x[:10]) == int(x[10]) and cnt in ([1] * 8 + [2], [1] * 7 + [3])


def de_vat():
    body = dgnz(8)
    return chk("de_vat", "DE" + body + str(iso7064_11_10(body)))


def de_vat_ok(x):
    return iso7064_11_10(x[2:10]) == int(x[10])


def de_kvnr():
    letter = R.choice(UP)
    body = dgnz(8)
    s = "%02d" % (ord(letter) - 64) + body
    t = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return chk("de_kvnr", letter + body + str(t % 10))


def de_kvnr_ok(x):
    s = "%02d" % (ord(x[0]) - 64) + x[1:9]
    t = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return t % 10 == int(x[9])


def fr_nir(sex, yy, mm, dept, commune):
    order = "%03d" % R.randint(1, 999)
    body = "%d%02d%02d%s%s%s" % (sex, yy, mm, dept, commune, order)
    key = 97 - int(body) % 97
    x = body + "%02d" % key
    return chk("fr_nir", "%s %s %s %s %s %s %s" % (x[0], x[1:3], x[3:5], x[5:7], x[7:10], x[10:13], x[13:]))


def fr_nir_ok(x):
    x = x.replace(" ", "")
    return 97 - int(x[:13]) % 97 == int(x[13:])


def fr_siren():
    body = dgnz(8)
    return chk("luhn", body + luhn_digit(body))


def fr_siret():
    siren = fr_siren()
    body = siren + dg(4)
    return chk("luhn", body + luhn_digit(body))


def fr_vat(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def es_dni():
    n = R.randint(10000000, 79999999)
    return chk("es_dni", "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23]))


def es_nie():
    p = R.choice("XY")
    n = R.randint(1000000, 9999999)
    num = str("XYZ".index(p)) + "%07d" % n
    return chk("es_dni", "%s%07d%s" % (p, n, "TRWAGMYFPDXBNJZSQVHLCKE"[int(num) % 23]))


def es_dni_ok(x):
    num = x[:-1]
    if num[0] in "XYZ":
        num = str("XYZ".index(num[0])) + num[1:]
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(num) % 23] == x[-1]


def es_cif(letter="B"):
    body = dg(7)
    a = sum(int(body[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        p = int(body[i]) * 2
        b += p // 10 + p % 10
    c = (10 - (a + b) % 10) % 10
    return chk("es_cif", letter + body + str(c))


def es_cif_ok(x):
    body = x[1:8]
    a = sum(int(body[i]) for i in (1, 3, 5))
    b = sum((int(body[i]) * 2) // 10 + (int(body[i]) * 2) % 10 for i in (0, 2, 4, 6))
    return (10 - (a + b) % 10) % 10 == int(x[8])


CURP_A = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp(stem17):
    s = sum(CURP_A.index(c) * (18 - i) for i, c in enumerate(stem17))
    return chk("mx_curp", stem17 + str((10 - s % 10) % 10))


def mx_curp_ok(x):
    s = sum(CURP_A.index(c) * (18 - i) for i, c in enumerate(x[:17]))
    return (10 - s % 10) % 10 == int(x[17])


def mx_clabe(bank):
    body = bank + dg(3) + dg(11)
    w = [3, 7, 1] * 6
    s = sum((int(a) * b) % 10 for a, b in zip(body, w))
    return chk("mx_clabe", body + str((10 - s % 10) % 10))


def mx_clabe_ok(x):
    w = [3, 7, 1] * 6
    s = sum((int(a) * b) % 10 for a, b in zip(x[:17], w))
    return (10 - s % 10) % 10 == int(x[17])


def br_cpf():
    while True:
        b = dg(9)
        if len(set(b)) == 1:
            continue
        d1 = sum(int(b[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10
        b2 = b + str(d1)
        d2 = sum(int(b2[i]) * (11 - i) for i in range(10)) * 10 % 11 % 10
        x = b2 + str(d2)
        return chk("br_cpf", "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:]))


def br_cpf_ok(x):
    x = re.sub(r"\D", "", x)
    d1 = sum(int(x[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10
    d2 = sum(int(x[i]) * (11 - i) for i in range(10)) * 10 % 11 % 10
    return d1 == int(x[9]) and d2 == int(x[10])


def _cnpj_d(b, w):
    r = sum(int(a) * c for a, c in zip(b, w)) % 11
    return 0 if r < 2 else 11 - r


def br_cnpj():
    b = dgnz(8) + "0001"
    b += str(_cnpj_d(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
    b += str(_cnpj_d(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
    return chk("br_cnpj", "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:]))


def br_cnpj_ok(x):
    x = re.sub(r"\D", "", x)
    return (_cnpj_d(x[:12], [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) == int(x[12]) and
            _cnpj_d(x[:13], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) == int(x[13]))


def pt_nif(first):
    while True:
        b = first + dg(7)
        c = 11 - sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        c = 0 if c >= 10 else c
        return chk("pt_nif", b + str(c))


def pt_nif_ok(x):
    c = 11 - sum(int(x[i]) * (9 - i) for i in range(8)) % 11
    return (0 if c >= 10 else c) == int(x[8])


IT_MONTH = "ABCDEHLMPRST"


def it_cf(sur3, name3, yy, mm, dd, female, belfiore):
    body = "%s%s%02d%s%02d%s" % (sur3, name3, yy, IT_MONTH[mm - 1], dd + (40 if female else 0), belfiore)
    return chk("it_cf", body + it_check_char(body))


def it_cf_ok(x):
    return it_check_char(x[:15]) == x[15]


def it_piva():
    body = "0" + dg(9)
    return chk("luhn", body + luhn_digit(body))


def nl_bsn():
    while True:
        b = dgnz(8)
        s = sum(int(b[i]) * (9 - i) for i in range(8))
        c = s % 11
        if c == 10:
            continue
        return chk("nl_bsn", b + str(c))


def nl_bsn_ok(x):
    return (sum(int(x[i]) * (9 - i) for i in range(8)) - int(x[8])) % 11 == 0


def se_pnr(yy, mm, dd):
    body = "%02d%02d%02d" % (yy, mm, dd) + dg(3)
    x = body + luhn_digit(body)
    chk("luhn", x)
    return x[:6] + "-" + x[6:]


def se_org():
    body = R.choice(["556", "559"]) + dg(6)
    x = body + luhn_digit(body)
    chk("luhn", x)
    return x[:6] + "-" + x[6:]


def dk_cvr():
    while True:
        b = dgnz(7)
        s = mod11_w(b, [2, 7, 6, 5, 4, 3, 2])
        c = (11 - s % 11) % 11
        if c == 10:
            continue
        return chk("dk_cvr", b + str(c))


def dk_cvr_ok(x):
    return mod11_w(x, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0


def no_fnr(dd, mm, yy):
    while True:
        b = "%02d%02d%02d" % (dd, mm, yy) + dg(3)
        k1 = 11 - mod11_w(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - mod11_w(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return chk("no_fnr", b + str(k2))


def no_fnr_ok(x):
    return (mod11_w(x, [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]) % 11 == 0 and
            mod11_w(x, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0)


def no_orgnr():
    while True:
        b = R.choice("89") + dg(7)
        c = 11 - mod11_w(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c == 10:
            continue
        return chk("no_orgnr", b + str(c))


def no_orgnr_ok(x):
    x = x.replace(" ", "")
    return mod11_w(x, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0


FI_T = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu(dd, mm, yy, sep):
    n = "%03d" % R.randint(2, 899)
    body = "%02d%02d%02d" % (dd, mm, yy)
    return chk("fi_hetu", body + sep + n + FI_T[int(body + n) % 31])


def fi_hetu_ok(x):
    return FI_T[int(x[:6] + x[7:10]) % 31] == x[10]


def fi_ytunnus():
    while True:
        b = dg(7)
        r = mod11_w(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return chk("fi_yt", b + "-" + str(0 if r == 0 else 11 - r))


def fi_yt_ok(x):
    r = mod11_w(x[:7], [7, 9, 10, 5, 8, 4, 2]) % 11
    return r != 1 and int(x[8]) == (0 if r == 0 else 11 - r)


def fi_viite():
    b = dgnz(R.randint(5, 9))
    s = sum(int(d) * [7, 3, 1][i % 3] for i, d in enumerate(reversed(b)))
    return chk("fi_viite", b + str((10 - s % 10) % 10))


def fi_viite_ok(x):
    x = x.replace(" ", "")
    b = x[:-1]
    s = sum(int(d) * [7, 3, 1][i % 3] for i, d in enumerate(reversed(b)))
    return (10 - s % 10) % 10 == int(x[-1])


def hu_adoaz(days):
    while True:
        b = "8" + "%05d" % days + dg(3)
        c = sum(int(b[i]) * (i + 1) for i in range(9)) % 11
        if c == 10:
            continue
        return chk("hu_adoaz", b + str(c))


def hu_adoaz_ok(x):
    return sum(int(x[i]) * (i + 1) for i in range(9)) % 11 == int(x[9])


def hu_taj():
    b = dgnz(8)
    c = sum(int(b[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10
    return chk("hu_taj", b + str(c))


def hu_taj_ok(x):
    x = x.replace(" ", "")
    return sum(int(x[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10 == int(x[8])


def hu_adoszam():
    b = dgnz(7)
    c = (10 - sum(int(b[i]) * [9, 7, 3, 1][i % 4] for i in range(7)) % 10) % 10
    return chk("hu_adoszam", b + str(c) + "-" + R.choice("23") + "-" + "%02d" % R.randint(2, 44))


def hu_adoszam_ok(x):
    return sum(int(x[i]) * [9, 7, 3, 1][i % 4] for i in range(8)) % 10 == 0


def ro_cnp(s, yy, mm, dd, county):
    b = "%d%02d%02d%02d%s%03d" % (s, yy, mm, dd, county, R.randint(1, 999))
    c = mod11_w(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return chk("ro_cnp", b + str(1 if c == 10 else c))


def ro_cnp_ok(x):
    c = mod11_w(x, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return (1 if c == 10 else c) == int(x[12])


def ro_cui():
    b = dgnz(R.choice([7, 8]))
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
    c = mod11_w(b, w) * 10 % 11
    return chk("ro_cui", b + str(0 if c == 10 else c))


def ro_cui_ok(x):
    b = x[:-1]
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
    c = mod11_w(b, w) * 10 % 11
    return (0 if c == 10 else c) == int(x[-1])


def gr_afm(first):
    b = first + dg(7)
    c = sum(int(b[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10
    return chk("gr_afm", b + str(c))


def gr_afm_ok(x):
    return sum(int(x[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10 == int(x[8])


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return chk("tr_tckn", "".join(map(str, d)))


def tr_tckn_ok(x):
    d = [int(c) for c in x]
    return (d[9] == ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
            and d[10] == sum(d[:10]) % 10)


def th_id():
    b = R.choice("1358") + dg(11)
    c = (11 - sum(int(b[i]) * (13 - i) for i in range(12)) % 11) % 10
    x = b + str(c)
    chk("th_id", x)
    return "%s-%s-%s-%s-%s" % (x[0], x[1:5], x[5:10], x[10:12], x[12])


def th_id_ok(x):
    x = x.replace("-", "")
    return (11 - sum(int(x[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(x[12])


def s10(prefix, country):
    b = dg(8)
    c = 11 - mod11_w(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return chk("s10", prefix + b + str(c) + country)


def s10_ok(x):
    c = 11 - mod11_w(x[2:10], [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    return {10: 0, 11: 5}.get(c, c) == int(x[10])


def aba_routing(prefix2):
    while True:
        b = prefix2 + dg(6)
        for last in DIG:
            x = b + last
            if aba_ok(x):
                return chk("aba", x)


def aba_ok(x):
    d = [int(c) for c in x]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def au_tfn():
    while True:
        b = dgnz(8)
        w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
        for last in DIG:
            x = b + last
            if sum(int(a) * c for a, c in zip(x, w)) % 11 == 0:
                return chk("au_tfn", "%s %s %s" % (x[:3], x[3:6], x[6:]))


def au_tfn_ok(x):
    x = x.replace(" ", "")
    return sum(int(a) * c for a, c in zip(x, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def au_medicare():
    b = R.choice("23456") + dg(7)
    c = sum(int(a) * w for a, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    x = b + str(c) + R.choice("123456789")
    return chk("au_medicare", "%s %s %s" % (x[:4], x[4:9], x[9]))


def au_medicare_ok(x):
    x = x.replace(" ", "")
    return sum(int(a) * w for a, w in zip(x[:8], [1, 3, 7, 9, 1, 3, 7, 9])) % 10 == int(x[8])


def ca_sin():
    body = R.choice("1234567") + dg(7)
    x = body + luhn_digit(body)
    chk("luhn", x)
    return "%s %s %s" % (x[:3], x[3:6], x[6:])


def ean13(body12):
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body12))
    return chk("ean13", body12 + str((10 - s % 10) % 10))


def ean13_ok(x):
    x = x.replace("-", "")
    return sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(x)) % 10 == 0


def mrz_cd(s):
    t = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55)
        t += v * [7, 3, 1][i % 3]
    return str(t % 10)


def mrz_line2(docno, nat, dob, sex, exp):
    pn = "<" * 14
    a = docno + mrz_cd(docno)
    b = dob + mrz_cd(dob)
    c = exp + mrz_cd(exp)
    d = pn + "<"
    comp = mrz_cd(a + b + c + d)
    return chk("mrz2", a + nat + b + sex + c + d + comp)


def mrz2_ok(x):
    return (len(x) == 44 and mrz_cd(x[0:9]) == x[9] and mrz_cd(x[13:19]) == x[19] and
            mrz_cd(x[21:27]) == x[27] and mrz_cd(x[0:10] + x[13:20] + x[21:43]) == x[43])


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return chk("b58check", "1" * pad + out)


def b58check_ok(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    pad = len(s) - len(s.lstrip("1"))
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    data = b"\0" * pad + raw
    return hashlib.sha256(hashlib.sha256(data[:-4]).digest()).digest()[:4] == data[-4:]


def b62enc(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


VALIDATORS = {
    "luhn": luhn_ok, "iban": iban_ok, "cz_acct": cz_acct_ok, "no_acct": no_acct_ok, "hu_acct": hu_acct_ok,
    "cn_id": cn_id_ok, "uscc": uscc_ok, "jp_mynumber": jp_mynumber_ok, "jp_corp": jp_corp_ok,
    "kr_rrn": kr_rrn_ok, "kr_brn": kr_brn_ok, "ir_nat": ir_nat_ok, "verhoeff": verhoeff_ok,
    "snils": snils_ok, "inn": inn_ok, "ua_rnokpp": ua_rnokpp_ok, "ua_edrpou": ua_edrpou_ok,
    "pesel": pesel_ok, "pl_idcard": pl_idcard_ok, "pl_nip": pl_nip_ok, "pl_regon": pl_regon_ok,
    "cz_rc": cz_rc_ok, "cz_ico": cz_ico_ok, "de_steuerid": de_steuerid_ok, "de_vat": de_vat_ok,
    "de_kvnr": de_kvnr_ok, "fr_nir": fr_nir_ok, "es_dni": es_dni_ok, "es_cif": es_cif_ok,
    "mx_curp": mx_curp_ok, "mx_clabe": mx_clabe_ok, "br_cpf": br_cpf_ok, "br_cnpj": br_cnpj_ok,
    "pt_nif": pt_nif_ok, "it_cf": it_cf_ok, "nl_bsn": nl_bsn_ok, "dk_cvr": dk_cvr_ok,
    "no_fnr": no_fnr_ok, "no_orgnr": no_orgnr_ok, "fi_hetu": fi_hetu_ok, "fi_yt": fi_yt_ok,
    "fi_viite": fi_viite_ok, "hu_adoaz": hu_adoaz_ok, "hu_taj": hu_taj_ok, "hu_adoszam": hu_adoszam_ok,
    "ro_cnp": ro_cnp_ok, "ro_cui": ro_cui_ok, "gr_afm": gr_afm_ok, "tr_tckn": tr_tckn_ok,
    "th_id": th_id_ok, "s10": s10_ok, "aba": aba_ok, "au_tfn": au_tfn_ok, "au_medicare": au_medicare_ok,
    "ean13": ean13_ok, "mrz2": mrz2_ok, "b58check": b58check_ok,
}


def ru_ks_ok(bik, ks):
    w = [7, 1, 3] * 8
    return sum(int(a) * b for a, b in zip("0" + bik[4:6] + ks, w)) % 10 == 0


# ---------------------------------------------------------------- provider keys and tokens
def aws_akid():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(B62 + "/+", 40)


def gh_pat():
    rnd = rs(B62, 30)
    return "ghp_" + rnd + b62enc(zlib.crc32(rnd.encode()), 6)


def gh_fine():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(B62, 59)


def stripe_sk():
    return "sk_live_51" + rs(B62, 97)


def stripe_sk_short():
    return "sk_live_" + rs(B62, 24)


def stripe_id(prefix, n=24):
    return prefix + rs(B62, n)


def openai_key():
    return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def slack_bot():
    return "xoxb-" + dgnz(12) + "-" + dgnz(13) + "-" + rs(B62, 24)


def google_key():
    return "AIzaSy" + rs(B62 + "-_", 33)


def sendgrid_key():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def npm_token():
    return "npm_" + rs(B62, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, 160)


def glpat():
    return "glpat-" + rs(B64URL, 20)


def discord_token(app_id):
    return b64u_nopad(app_id.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def telegram_token():
    return dgnz(10) + ":AA" + rs(B64URL, 33)


def hf_token():
    return "hf_" + rs(string.ascii_letters, 34)


def azure_storage_key():
    return base64.b64encode(rbytes(64)).decode()


def azure_client_secret():
    return rs(B62, 3) + "8Q~" + rs(B62 + "_~.-", 34)


def jwt(payload):
    head = b64u_nopad(b'{"alg":"HS256","typ":"JWT"}')
    return head + "." + b64u_nopad(json.dumps(payload, separators=(",", ":")).encode()) + "." + rs(B64URL, 43)


def pem_block(label, der):
    b = base64.b64encode(der).decode()
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(b[i:i + 64] for i in range(0, len(b), 64)), label)


def ec_private_pem():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") +
           b"\x04" + rbytes(64))
    return pem_block("EC PRIVATE KEY", der)


def openssh_private_and_pub(comment):
    pub = rbytes(32)
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + pub
    body = (b"openssh-key-v1\0" + struct.pack(">I", 4) + b"none" + struct.pack(">I", 4) + b"none" +
            struct.pack(">I", 0) + struct.pack(">I", 1) + struct.pack(">I", len(blob)) + blob)
    chk_int = rbytes(4)
    priv = (chk_int + chk_int + struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + pub +
            struct.pack(">I", 64) + rbytes(32) + pub + struct.pack(">I", len(comment)) + comment.encode())
    priv += bytes(range(1, 1 + (8 - len(priv) % 8) % 8))
    body += struct.pack(">I", len(priv)) + priv
    b = base64.b64encode(body).decode()
    block = ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) +
             "\n-----END OPENSSH PRIVATE KEY-----")
    publine = "ssh-ed25519 " + base64.b64encode(blob).decode()
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return block, publine, fp


def ed25519_pub():
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + rbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


# 200 words of the BIP39 English list (checksums of phrases are NOT computed)
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit
adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm
album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing
among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer
antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm
armed armor army around arrange arrest arrive arrow art artist artwork ask aspect assault asset assist
baby bacon badge balance balcony bamboo banana banner barrel basket battle beach beauty bicycle biology
blanket blossom bracket brain bridge broccoli bronze bubble buffalo cabbage canyon castle cherry coconut
copper cousin cricket crystal desert diamond dinosaur dolphin eagle elephant engine enemy fabric fever
fiction flamingo forest fossil frozen galaxy garlic giraffe gorilla hamster harvest hockey hybrid island
ivory jacket jungle kangaroo kitten ladder lemon lizard lobster marble mirror monkey museum mushroom napkin
nephew noodle ocean orange orbit oxygen patrol pepper piano planet pumpkin puzzle quantum quiz rabbit
rescue ribbon rocket salmon season sheriff shrimp silver snake soldier spider stove style sunset swim
talent task thunder timber tomato trophy tribe tunnel twelve ugly umbrella uncle vacuum valley velvet
village vivid voyage wagon weather whale wild window winter wolf world wrist wrong yellow young youth zero
zone zoo""".split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ---------------------------------------------------------------- passwords and codes
EN_WORDS = ["Marigold", "Lantern", "Copper", "Thistle", "Harbor", "Juniper", "Falcon", "Meadow", "Bramble",
            "Saffron", "Cobalt", "Wombat", "Pelican", "Tundra", "Orchid", "Biscuit", "Granite", "Nimbus",
            "Walrus", "Quarry", "Sprocket", "Pinecone", "Mango", "Velvet", "Rooster", "Cactus", "Glacier"]
SYMS = "!@#$%&*?"


def pw_word(words=EN_WORDS):
    w = R.choice(words)
    st = R.randrange(6)
    if st == 0:
        return w + dg(R.choice([2, 4])) + R.choice(SYMS)
    if st == 1:
        return w + R.choice(SYMS) + dg(4)
    if st == 2:
        return w.lower() + R.choice(".-_") + R.choice(words).lower() + dg(2)
    if st == 3:
        leet = w.replace("o", "0").replace("a", "@").replace("e", "3").replace("i", "1")
        return leet + dg(2) + R.choice(SYMS)
    if st == 4:
        return R.choice(SYMS) + w + dg(3)
    return w + R.choice(words) + dg(1) + R.choice(SYMS)


def pw_random(n=None):
    n = n or R.choice([12, 14, 16, 20])
    while True:
        p = rs(B62 + "!@#$%&*?-_+=", n)
        if (any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p)):
            return p


def passphrase(k=4, sep="-"):
    return sep.join(R.choice(BIP39[150:]) for _ in range(k - 1)) + sep + dg(2)


def pin(n=4):
    while True:
        p = dg(n)
        if len(set(p)) >= 3 and p not in "0123456789" and p not in "9876543210":
            return p


def otp(n=6):
    return dg(n)


def wifi_pw():
    st = R.randrange(4)
    if st == 0:
        return rs(LOW + DIG, 10)
    if st == 1:
        return R.choice(EN_WORDS) + R.choice(EN_WORDS) + dg(2)
    if st == 2:
        return "-".join(rs(LOW, 4) for _ in range(3)) + dg(1)
    return rs(UP + DIG, 8) + rs(LOW, 4)


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))


def money(cur, lo, hi, fmt="{c}{v:,.2f}"):
    v = R.randint(lo * 100, hi * 100) / 100
    return fmt.format(c=cur, v=v)


def phone_us():
    return "(%s) 555-01%s" % (R.choice(["206", "312", "415", "503", "617", "646", "720", "512"]), dg(2))


def sha40():
    return hx(40)


def sha64():
    return hx(64)


def amazon_order():
    return "%s-%s-%s" % (R.choice(["111", "112", "113", "114"]), dg(7), dg(7))


def ups_track():
    return "1Z" + rs(UP + DIG, 6) + R.choice(["01", "02", "03"]) + dg(8)


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


def ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def ein():
    return "%02d-%s" % (R.choice([12, 20, 27, 33, 46, 52, 81, 84, 88, 94]), dg(7))


# ====================================================================== CASES: English
def cases_en_1():
    ak, sk = aws_akid(), aws_secret()
    add("en", "aws-env-deploy", "AWS key pair in a pasted .env; region is a look-alike",
        f"Can you check why my deploy script can't authenticate? This is the .env it loads:\n\n"
        f"AWS_ACCESS_KEY_ID={S(ak)}\nAWS_SECRET_ACCESS_KEY={S(sk)}\nAWS_DEFAULT_REGION={L('eu-central-1')}\n"
        f"S3_BUCKET=acme-invoices-prod\n\nThe CLI just says InvalidClientTokenId.")

    ak, sk = aws_akid(), aws_secret()
    add("en", "aws-docs-vs-own-pair", "user's own AWS pair next to the AWS documentation example pair",
        f"The AWS guide uses {L('AKIAIOSFODNN7EXAMPLE')} and {L('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')} "
        f"in its sample credentials file. I replaced them with mine ({S(ak)} / {S(sk)}) under [default] "
        f"in ~/.aws/credentials but I still get SignatureDoesNotMatch. Is the order of the lines important?")

    tok, commit = gh_pat(), sha40()
    add("en", "github-pat-in-remote", "classic GitHub PAT inside a git remote URL; commit hash look-alike",
        f"git push keeps failing with 'Support for password authentication was removed'. My remote is "
        f"https://{S(tok)}@github.com/dkowal/thesis-notes.git and the last commit I made is {L(commit)}. "
        f"What's wrong with the setup?")

    tok, run = gh_fine(), dgnz(10)
    add("en", "github-fine-grained-actions", "fine-grained GitHub PAT hardcoded in a workflow; run id look-alike",
        f"Is it bad that I put the token straight into the workflow file? It works, run {L(run)} went green.\n\n"
        f"```yaml\njobs:\n  release:\n    runs-on: ubuntu-latest\n    env:\n      GH_TOKEN: {S(tok)}\n"
        f"    steps:\n      - uses: actions/checkout@v4\n      - run: gh release create v1.4.0 --generate-notes\n```")

    sk, whsec = stripe_sk(), "whsec_" + rs(B62, 32)
    pi, evt = stripe_id("pi_3", 23), stripe_id("evt_1", 23)
    add("en", "stripe-live-webhook", "Stripe live secret key and webhook signing secret; payment intent and event ids are look-alikes",
        f"My webhook handler rejects every event with 'No signatures found matching the expected signature'.\n\n"
        f"```js\nconst stripe = require('stripe')('{S(sk)}');\nconst endpointSecret = '{S(whsec)}';\n"
        f"app.post('/webhook', express.json(), (req, res) => {{\n  const sig = req.headers['stripe-signature'];\n"
        f"  const event = stripe.webhooks.constructEvent(req.body, sig, endpointSecret);\n}});\n```\n\n"
        f"The failing one was {L(evt)} for payment {L(pi)}.")

    old, new, short = stripe_sk_short(), stripe_sk_short(), hx(7)
    add("en", "stripe-revoked-and-new", "a leaked and already rolled Stripe key is still a secret; short commit hash look-alike",
        f"I accidentally committed {S(old)} to a public repo last night (commit {L(short)}). I rolled it in the "
        f"dashboard this morning so it's dead now, and the new one is {S(new)}. Do I still need to rewrite the "
        f"git history, or is rolling enough?")

    key, req = openai_key(), "req_" + hx(32)
    add("en", "openai-key-python", "OpenAI project key in code; request id look-alike",
        f"Getting 429 insufficient_quota even though I added credit an hour ago.\n\n```python\nfrom openai import OpenAI\n"
        f"client = OpenAI(api_key=\"{S(key)}\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n```\n"
        f"The error includes request id {L(req)}. Does it take time for the balance to update?")

    key = anthropic_key()
    add("en", "anthropic-key-curl", "Anthropic API key in a curl command; API version date is a look-alike",
        f"This curl returns 400 and I can't see why:\n\ncurl https://api.anthropic.com/v1/messages \\\n"
        f"  -H \"x-api-key: {S(key)}\" \\\n  -H \"anthropic-version: {L('2023-06-01')}\" \\\n"
        f"  -H \"content-type: application/json\" \\\n  -d '{{\"model\": \"claude-3-5-sonnet-latest\", \"messages\": "
        f"[{{\"role\": \"user\", \"content\": \"hi\"}}]}}'")

    bot, signing, chan = slack_bot(), hx(32), "C0" + rs(UP + DIG, 9)
    add("en", "slack-bot-env", "Slack bot token and signing secret; channel id look-alike",
        f"My Bolt app starts but never answers in {L(chan)}. Config:\n\nSLACK_BOT_TOKEN={S(bot)}\n"
        f"SLACK_SIGNING_SECRET={S(signing)}\nPORT=3000\n\nEvent subscriptions say the URL is verified.")

    t, b, tail = "T0" + rs(UP + DIG, 8), "B0" + rs(UP + DIG, 9), rs(B62, 24)
    add("en", "slack-webhook-url", "secret part of a Slack incoming webhook URL; incident ticket look-alike",
        f"Our alert hook https://hooks.slack.com/services/{t}/{b}/{S(tail)} started returning invalid_payload "
        f"after the Grafana upgrade (see {L('INC-' + dg(5))}). Body we send is {{\"text\": \"disk > 90%\"}}. Ideas?")

    pw, host = pw_word(), "orders-db." + rs(LOW + DIG, 12) + ".eu-west-1.rds.amazonaws.com"
    add("en", "postgres-url-creds", "user:password of a PostgreSQL URL; the RDS host is a look-alike",
        f"Prisma can't reach the database, what's wrong with this?\n\nDATABASE_URL=\"postgresql://{S('app_rw:' + pw)}@{L(host)}:5432/orders_prod?schema=public\"")

    user, pw, cl = "mkt_reader", pw_random(16), "cluster0." + rs(LOW + DIG, 6) + ".mongodb.net"
    add("en", "mongodb-srv-creds", "credentials inside a mongodb+srv URI; Atlas cluster host look-alike",
        f"const uri = \"mongodb+srv://{S(user + ':' + pw)}@{L(cl)}/?retryWrites=true&w=majority\";\n"
        f"Compass connects with the same string but the Node driver times out after 30s. Is it the IP allowlist?")

    pw, host = pw_word(), "sql-payroll-" + rs(LOW + DIG, 5) + ".database.windows.net"
    add("en", "mssql-connstring-password", "Password value of an ADO.NET connection string; server host look-alike",
        f"Connection string from appsettings.json:\n\"Server=tcp:{L(host)},1433;Initial Catalog=Payroll;"
        f"User ID=payroll_svc;Password={S(pw)};Encrypt=True;TrustServerCertificate=False;\"\n"
        f"Login failed for user 'payroll_svc' - but I can log in from SSMS. Why?")

    block, pub, fp = openssh_private_and_pub("dana@thinkpad")
    add("en", "ssh-private-key-paste", "whole OpenSSH private key block; public key fingerprint look-alike",
        f"My server login stopped working after I moved to a new laptop. This is the key file I copied over:\n\n"
        f"{S(block)}\n\nssh -v shows the server offering {L(fp)} and then 'Permission denied (publickey)'.")

    pphr, pub2 = passphrase(4), ed25519_pub() + " marco@studio"
    add("en", "ssh-pubkey-and-passphrase", "public key is a look-alike, its passphrase is the secret",
        f"I added this line to authorized_keys on the Pi: {L(pub2)}\nThe passphrase for the private half is "
        f"{S(pphr)}. How do I add it to the macOS keychain so ssh stops asking every time?")

    card = grp(luhn_num("4" + dg(5), 16))
    exp, cvc, ref, total = expiry(), dg(3), pnr(), money("€", 300, 700)
    add("en", "hotel-card-form", "Visa number, expiry and CVC for a booking; booking reference and amount look-alikes",
        f"Please fill in the hotel's card authorization form for me: card {S(card)}, exp {S(exp)}, CVC {S(cvc)}, "
        f"name on card Priya Raman. Booking ref {L(ref)}, total {L(total)} for 3 nights.")

    amex = luhn_num(R.choice(["34", "37"]), 15)
    amex = amex[:4] + " " + amex[4:10] + " " + amex[10:]
    exp, cid, ph = expiry(), dg(4), phone_us()
    add("en", "amex-florist-email", "Amex number, expiry and 4-digit CID; florist phone look-alike",
        f"Can you draft a short email to the florist ({L(ph)}) to pay for the wedding arrangements? Use my Amex "
        f"{S(amex)}, expires {S(exp)}, security code {S(cid)}. Tell them to charge the deposit only.")

    s, e = ssn(), ein()
    add("en", "ssn-w4-employer-ein", "own SSN for a W-4; employer EIN look-alike",
        f"Filling out the W-4 for the new job. My SSN is {S(s)} and the employer EIN on the offer letter is {L(e)}. "
        f"Do I still claim allowances on the 2024 form or is that gone?")

    rt, acct = aba_routing(R.choice(["02", "07", "12", "26", "32"])), dgnz(R.choice([10, 12]))
    add("en", "direct-deposit-routing", "own checking account is a secret; routing number and SWIFT are bank identifiers",
        f"For the payroll direct-deposit form: routing number {L(rt)}, checking account {S(acct)}. "
        f"HR also asked for the bank's SWIFT code for international wires, it's {L('CHASUS33')}. Anything else they usually need?")


def cases_en_2():
    pp = dg(9)
    loc = "AA00" + rs(UP + DIG, 6)
    add("en", "us-passport-renewal", "US passport number; application locator look-alike",
        f"Renewing online and the form wants the most recent passport number: {S(pp)}, issued in 2016. "
        f"It gave me application locator {L(loc)} when I saved the draft. Can I upload a phone photo?")

    ssid, wp = pick(["Hartley_5G", "TheBurrow-5G", "NETGEAR42", "Pretty Fly for a WiFi"]), wifi_pw()
    add("en", "wifi-guest-card", "Wi-Fi password on a guest card; SSID and router IP look-alikes",
        f"Make a cute little welcome card for our guests with the Wi-Fi on it: network {L(ssid)}, password "
        f"{S(wp)}. Also add a line that if it drops they can restart the router, admin page is {L('192.168.1.254')}.")

    gate, alarm, box, vet = pin(4) + "#", pin(4), pin(4), phone_us()
    add("en", "dog-sitter-codes", "gate, alarm and key-box codes for a sitter; vet phone look-alike",
        f"Notes for Marta, the dog sitter, please turn this into a tidy list: side gate keypad {S(gate)}, alarm "
        f"disarm {S(alarm)} within 30 seconds of opening the door, spare key in the lockbox by the hose, code {S(box)}. "
        f"Biscuit gets half a cup at 7 and 6. Vet is {L(vet)} if anything happens.")

    box, wp, conf = pin(4), wifi_pw(), "HM" + rs("ABCDEFGHJKMNPQRSTVWXYZ2345689", 8)
    add("en", "airbnb-host-keybox", "host's key-box code and Wi-Fi password; reservation code look-alike",
        f"Polish this check-in message to my guest: 'Hi Tom! Check-in is from 3pm, the key box next to the door "
        f"opens with {S(box)}. Wi-Fi is CasaLuz, password {S(wp)}. Your reservation {L(conf)} includes parking "
        f"in spot 4.'")

    codes = [dg(4) + " " + dg(4) for _ in range(3)]
    add("en", "google-backup-codes", "three Google backup codes",
        "Saving my Google backup codes here so I stop losing the printout:\n" +
        "\n".join(f"{i + 1}. {S(c)}" for i, c in enumerate(codes)) +
        "\nAre these one-time use each?")

    code = otp(6)
    add("en", "bank-otp-sms", "one-time code from a pasted bank SMS",
        f"Got this text a minute ago and I'm not logging in anywhere:\n\"Chase: Your one-time code is {S(code)}. "
        f"It expires in 10 minutes. We'll never call you to ask for this code.\"\nShould I be worried?")

    secret = rs(B32, 32)
    add("en", "totp-otpauth-uri", "TOTP seed inside an otpauth URI",
        f"Moving my 2FA to a new phone. From the old app's export I have this link: "
        f"otpauth://totp/Kraken:lena.h%40fastmail.com?secret={S(secret)}&issuer=Kraken&digits=6&period=30 - "
        f"can I just turn it into a QR code and scan it?")

    maiden, pet = pick(["Szczepaniak", "Okonkwo", "Lindqvist", "Fairbanks", "Delacroix"]), pick(["Pickles", "Noodle", "Captain", "Bandit", "Waffles"])
    add("en", "security-question-answers", "answers to bank security questions",
        f"The bank made me pick security questions, remember these for me: mother's maiden name -> {S(maiden)}, "
        f"name of my first pet -> {S(pet)}. The third one I skipped.")

    phrase, addr = seed_phrase(12), "0x" + hx(40)
    add("en", "metamask-seed-phrase", "12-word recovery phrase; public wallet address look-alike",
        f"Is it safe to keep my MetaMask recovery phrase in Apple Notes? It's: {S(phrase)}. "
        f"My wallet address is {L(addr)} if that matters.")

    txh, pk = "0x" + hx(64), "0x" + hx(64)
    add("en", "eth-privkey-vs-txhash", "Ethereum private key next to a same-shaped transaction hash",
        f"Sent 0.3 ETH and it's been pending for 2 hours, tx hash {L(txh)}. Could you write me a script to "
        f"replace it with a higher gas fee? I exported the account's private key: {S(pk)}")

    wif, addr = btc_wif(), btc_addr()
    add("en", "btc-paper-wallet", "WIF private key of a paper wallet; its address is public",
        f"Found an old paper wallet from 2017. Address {L(addr)}, private key (WIF) {S(wif)}. "
        f"How do I sweep it into Electrum without exposing it to anything sketchy?")

    tok = jwt({"sub": dg(6), "org": "o_" + rs(LOW + DIG, 8), "iat": 1715930000 + R.randint(0, 99999), "exp": 1716530000 + R.randint(0, 99999)})
    rid = ruuid()
    add("en", "jwt-session-cookie-curl", "session JWT in a Cookie header; request id UUID look-alike",
        f"This works in the browser but the script gets 401:\n\ncurl 'https://app.tallyboard.io/api/v2/reports?range=30d' \\\n"
        f"  -H 'Cookie: session={S(tok)}; theme=dark' \\\n  -H 'X-Request-Id: {L(rid)}'\n\nDo cookies expire faster for curl?")

    app = "1" + dg(18)
    tok = discord_token(app)
    add("en", "discord-bot-token", "Discord bot token; application id look-alike",
        f"My bot (application ID {L(app)}) shows offline. main.py ends with client.run('{S(tok)}') and there's "
        f"no error, it just hangs. Intents issue?")

    tok, chat = telegram_token(), "-100" + dgnz(10)
    add("en", "telegram-bot-token", "Telegram bot token; group chat id look-alike",
        f"bot = telebot.TeleBot(\"{S(tok)}\")\nbot.send_message({L(chat)}, \"backup done\")\n"
        f"The message never arrives in the group, but it works in a private chat. Why?")

    key, place = google_key(), "ChIJ" + rs(B62 + "-_", 23)
    add("en", "google-geocoding-key", "Google API key in a server-side request; place id look-alike",
        f"requests.get('https://maps.googleapis.com/maps/api/place/details/json', params={{'place_id': '{L(place)}', "
        f"'key': '{S(key)}'}}) gives REQUEST_DENIED. Billing is enabled. What else?")

    key, rel = sendgrid_key(), "v" + str(R.randint(120, 260))
    add("en", "sendgrid-heroku-config", "SendGrid API key in Heroku config vars; release number look-alike",
        f"heroku config output (since release {L(rel)} no emails go out):\n\n=== shop-mailer Config Vars\n"
        f"MAIL_FROM:        orders@lindenhome.co\nSENDGRID_API_KEY: {S(key)}\nWEB_CONCURRENCY:  2")

    sid, tok, msid = "AC" + hx(32), hx(32), "SM" + hx(32)
    add("en", "twilio-auth-token", "Twilio auth token; message SID and error code look-alikes (account SID neutral)",
        f"account_sid = '{sid}'\nauth_token = '{S(tok)}'\nclient = Client(account_sid, auth_token)\n\n"
        f"Message {L(msid)} shows 'undelivered' with error {L('30007')}. Is that carrier filtering?")

    tok = npm_token()
    add("en", "npmrc-auth-token", "npm automation token in .npmrc; package version look-alike",
        f"CI can't install our private package @acme/ui-kit@{L('3.8.1')}. The .npmrc in the repo is:\n\n"
        f"@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={S(tok)}\n\nLocally it works fine.")

    tok, rev = hf_token(), sha40()
    add("en", "huggingface-token-revision", "Hugging Face token; model revision commit hash look-alike",
        f"huggingface-cli login --token {S(tok)} works, but from_pretrained(\"mistralai/Mistral-7B-v0.1\", "
        f"revision=\"{L(rev)}\") still says gated repo. Do I need to accept the license on the website?")


def cases_en_3():
    auth = base64.b64encode(("deploy-bot:" + pw_random(18)).encode()).decode()
    digest = "sha256:" + sha64()
    add("en", "docker-config-auth", "base64 registry auth in docker config.json; image digest look-alike",
        f"Kaniko can't push. The docker config I mount is:\n\n{{\n  \"auths\": {{\n    \"registry.gitlab.com\": {{\n"
        f"      \"auth\": \"{S(auth)}\"\n    }}\n  }}\n}}\n\nThe build itself succeeds and prints {L(digest)} before failing.")

    bearer, trace = rs(B64URL, 43), hx(32)
    add("en", "log-bearer-token", "bearer token in a pasted log line; trace id look-alike",
        f"What does this mean? It happens every ~10 minutes:\n\n2024-05-11T09:14:03.218Z WARN sync-client "
        f"POST /v1/sync -> 401 headers={{'Authorization': 'Bearer {S(bearer)}', 'X-Trace-Id': '{L(trace)}'}} "
        f"retry=3")

    pw, price = pw_word(), "$" + pick(["15.49", "17.99", "22.99"])
    add("en", "netflix-password-prose", "streaming password in prose; plan price look-alike",
        f"Remember that our Netflix login is the family gmail and the password is {S(pw)}. The Standard plan "
        f"went up to {L(price)} a month, is it still worth it versus Max?")

    p1, p2 = pw_word(), pw_word()
    add("en", "gym-password-correction", "password then a corrected password in a second message",
        M(f"Store this for me: my gym app (PureFit) password is {S(p1)}",
          f"wait no, I changed it last week after the breach email. It's {S(p2)} now"))

    pw, host = pw_random(14), "vpn2.halvorsen-eng.com"
    add("en", "vpn-creds-announced", "value announced in one message and given in the next; VPN host look-alike",
        M("I'm going to paste my work VPN login in the next message, just keep it so I can ask you later.",
          f"server {L(host)}\nuser: jmorales\npass: {S(pw)}"))

    c = luhn_num(pick(["51", "52", "53", "54", "55"]) + dg(4), 16)
    exp, cvv = expiry(), dg(3)
    add("en", "card-in-two-messages", "card number split over two messages with expiry and CVV",
        M(f"I'll split my card so it's not all in one place. First half: {S(c[:4] + ' ' + c[4:8])}",
          f"second half {S(c[8:12] + ' ' + c[12:])}, exp {S(exp)}, cvv {S(cvv)}. Can you book the 7:40 show for two with it?"))

    nino = pick(["AB", "CE", "JK", "NH", "PR", "SW", "TM", "WL", "ZX"]) + " " + dg(2) + " " + dg(2) + " " + dg(2) + " " + pick("ABCD")
    sort = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99))
    acct = dg(8)
    add("en", "uk-nino-sort-code", "UK National Insurance number and account; sort code is a bank identifier",
        f"HMRC refund form: National Insurance number {S(nino)}, account number {S(acct)}, sort code {L(sort)}. "
        f"Do they pay into savings accounts or only current accounts?")

    tfn, bsb, med = au_tfn(), "%03d-%03d" % (R.choice([62, 63, 83, 73, 32, 12]), R.randint(0, 999)), au_medicare()
    add("en", "au-tfn-bsb-medicare", "Australian TFN and Medicare number; BSB is a bank identifier",
        f"New job onboarding in Melbourne, they want: TFN {S(tfn)}, super fund details and the bank BSB {L(bsb)} "
        f"for my pay. Why would payroll need my Medicare card number ({S(med)})?")

    sin, bn = ca_sin(), dgnz(9) + "RP0001"
    add("en", "ca-sin-employer-bn", "Canadian SIN; employer business number look-alike",
        f"My T4 looks wrong. My SIN {S(sin)} is right, but the employer account number shown is {L(bn)} - "
        f"is that the business number of the company or something else?")

    mid, claim = pick(["W", "X", "Y"]) + dg(9), "E" + dg(11)
    add("en", "health-member-id-appeal", "health insurance member id; claim number look-alike",
        f"Help me write an appeal. Aetna denied claim {L(claim)} for my MRI as not medically necessary. "
        f"My member ID is {S(mid)}, the scan was ordered after two months of physical therapy.")

    mbi = (R.choice("123456789") + R.choice("ACDEFGHJKMNPQRTUVWXY") + R.choice("ACDEFGHJKMNPQRTUVWXY" + DIG) + dg(1) + "-" +
           R.choice("ACDEFGHJKMNPQRTUVWXY") + R.choice("ACDEFGHJKMNPQRTUVWXY" + DIG) + dg(1) + "-" +
           R.choice("ACDEFGHJKMNPQRTUVWXY") + R.choice("ACDEFGHJKMNPQRTUVWXY") + dg(2))
    plan = "S" + dg(4) + "-" + dg(3)
    add("en", "medicare-mbi-mother", "Medicare Beneficiary Identifier entrusted by a parent; plan id look-alike",
        f"My mom asked me to handle her Part D switch. Her Medicare number is {S(mbi)}, and the plan she "
        f"wants is {L(plan)}. Is the enrollment window still open in December?")

    combo, model = "%02d-%02d-%02d" % (R.randint(0, 99), R.randint(0, 99), R.randint(0, 99)), "SFW123" + pick(["GDC", "FSC", "ELB"])
    add("en", "safe-combination", "safe combination; safe model look-alike",
        f"Writing this down for my wife in case something happens to me: the safe in the closet opens with "
        f"{S(combo)} (turn right first). It's a SentrySafe {L(model)}, manual is in the drawer.")

    asp = "-".join(rs(LOW, 4) for _ in range(4))
    add("en", "icloud-app-password", "Apple app-specific password; IMAP port look-alike",
        f"Thunderbird keeps rejecting iCloud mail. Apple gave me the app-specific password {S(asp)}, server "
        f"imap.mail.me.com, port {L('993')}, SSL/TLS. Username should be the full address, right?")

    adm, wp = pw_random(12), wifi_pw()
    add("en", "router-admin-changed", "changed router admin and Wi-Fi passwords; factory default is a look-alike",
        f"The label on the router says the default web login password is {L('changeme')} but I changed it to "
        f"{S(adm)} when I set it up. The Wi-Fi key is {S(wp)}. Now the admin page says 'session expired' constantly.")

    p, last4 = pin(4), dg(4)
    add("en", "debit-pin-masked", "new debit card PIN; masked card number look-alike",
        f"New debit card came, the PIN letter says {S(p)}. The card is {L('**** **** **** ' + last4)}. "
        f"Can I change the PIN at any ATM or only at my bank's?")

    portpin, num, req = dg(6), phone_us(), "PRQ-" + dg(8)
    add("en", "carrier-port-out-pin", "carrier port-out PIN; phone number and request number look-alikes",
        f"Switching from T-Mobile to Mint. The port-out PIN I generated is {S(portpin)}, the number is {L(num)}, "
        f"and Mint gave me transfer request {L(req)}. How long does the port take?")


def cases_en_4():
    rows = [("Amazon", "nina.b@icloud.com"), ("Comcast", "ninab77"), ("Chewy", "nina.b@icloud.com")]
    pws = [pw_word(), pw_random(14), pw_word()]
    dates = ["2023-0%d-%02d" % (R.randint(1, 9), R.randint(10, 28)), "2024-0%d-%02d" % (R.randint(1, 4), R.randint(10, 28))]
    add("en", "password-table-markdown", "passwords in a markdown table; dates look-alikes, usernames neutral",
        "Can you sort this by last-changed date and tell me which ones to rotate first?\n\n"
        "| Site | Login | Password | Last changed |\n|---|---|---|---|\n"
        f"| {rows[0][0]} | {rows[0][1]} | {S(pws[0])} | {L(dates[0])} |\n"
        f"| {rows[1][0]} | {rows[1][1]} | {S(pws[1])} | {L(dates[1])} |\n"
        f"| {rows[2][0]} | {rows[2][1]} | {S(pws[2])} | 2021 |")

    w = pick(EN_WORDS)
    n2 = dg(2)
    spelled = "-".join(w.upper()) + "-" + "-".join(n2) + "-!"
    add("en", "password-spelled-over-phone", "password spelled letter by letter and then written normally",
        f"My dad is reading me his email password over the phone so I can set up his new iPad. He spelled "
        f"{S(spelled)} - so that's {S(w + n2 + '!')} with only the first letter capital, right?")

    tmp, ritm = pw_random(12), "RITM00" + dg(5)
    add("en", "it-temp-password-email", "temporary password in a pasted IT e-mail; ticket number look-alike",
        f"Got this from IT, what do I do first?\n\n> From: IT Service Desk <servicedesk@calloway-law.com>\n"
        f"> Subject: Your account has been reset ({L(ritm)})\n>\n> Hello Dana,\n> Your temporary password is {S(tmp)}\n"
        f"> You will be asked to change it at first sign-in. Enroll in MFA within 24 hours.")

    tok, zone = rs(B64URL, 40), hx(32)
    add("en", "cloudflare-token-zone", "Cloudflare API token; zone id (same alphabet, public) look-alike",
        f"certbot dns-cloudflare plugin fails with 'Invalid request headers'. cloudflare.ini:\n\n"
        f"dns_cloudflare_api_token = {S(tok)}\n\nThe zone id from the dashboard is {L(zone)}, do I need that too?")

    key, appid = ruuid(), ruuid()
    add("en", "heroku-api-key-uuid", "Heroku API key shaped as a UUID next to an app UUID look-alike",
        f"GitHub Action for Heroku deploy says 'Invalid credentials'. Secrets: HEROKU_API_KEY = {S(key)}, "
        f"HEROKU_APP_NAME = fern-api. heroku apps:info shows the app id {L(appid)}. Did I paste the wrong thing?")

    body = base64.b64encode(bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(180)).decode()
    pkey = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\\n-----END PRIVATE KEY-----\\n"
    kid, client = hx(40), "1" + dg(20)
    add("en", "gcp-service-account-json", "private key of a GCP service account JSON; client_id look-alike",
        f"BigQuery client says invalid_grant: Invalid JWT Signature. Here's the key file (trimmed):\n\n{{\n"
        f"  \"type\": \"service_account\",\n  \"project_id\": \"ledgerly-prod\",\n  \"private_key_id\": \"{kid}\",\n"
        f"  \"private_key\": \"{S(pkey)}\",\n  \"client_email\": \"etl-runner@ledgerly-prod.iam.gserviceaccount.com\",\n"
        f"  \"client_id\": \"{L(client)}\"\n}}")

    sur, giv = pick(["WHITFIELD", "OKAFOR", "MACKENZIE", "BRENNAN"]), pick(["OLIVER<JAMES", "GRACE<ELLEN", "SAMUEL", "AMARA<JOY"])
    line1 = ("P<GBR" + sur + "<<" + giv).ljust(44, "<")
    dob = "%02d%02d%02d" % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28))
    exp = "%02d%02d%02d" % (R.randint(27, 33), R.randint(1, 12), R.randint(1, 28))
    l2 = mrz_line2(dg(9), "GBR", dob, pick("MF"), exp)
    gwf = "GWF0" + dg(8)
    add("en", "uk-passport-mrz", "machine-readable zone line with passport number, birth date and check digits; visa application number look-alike",
        f"The visa portal's OCR read the bottom of my passport as:\n\n{line1}\n{S(l2)}\n\nIs that right? "
        f"It says my application number is {L(gwf)}.")

    key = "".join(R.choice("abcdefghijklmnopqrstuvwxyz0123456789!@#$^&*(-_=+)") for _ in range(50))
    add("en", "django-secret-key", "Django SECRET_KEY in settings; framework version look-alike",
        f"Upgrading to Django {L('5.0.6')} and sessions all got logged out. settings.py has\n\n"
        f"SECRET_KEY = '{S(key)}'\nDEBUG = False\n\nDid the upgrade invalidate sessions or is it something else?")


def cases_en_neg():
    add("en", "neg-stripe-test-cards", "Stripe documentation test cards and docs test key only",
        f"For checkout tests I'm using {L('4242 4242 4242 4242')} with any future date, and {L('4000 0000 0000 9995')} "
        f"for insufficient funds. The docs also show the test key {L('sk_test_4eC39HqLyjWDarjtT1zdp7dc')}. "
        f"Which test card number triggers a 3D Secure challenge?")

    add("en", "neg-aws-docs-regex", "AWS documentation example keys used as test strings for a regex",
        f"My pre-commit hook should catch AWS keys. The pattern is AKIA[0-9A-Z]{{16}} and I test it against "
        f"{L('AKIAIOSFODNN7EXAMPLE')}, plus {L('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')} for the secret. "
        f"Why does the secret pattern also match my base64 image strings?")

    add("en", "neg-jwt-io-example", "the jwt.io example token",
        f"Can you decode this and explain each part? "
        f"{L('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')} "
        f"- it's from the jwt.io homepage. What does iat mean?")

    add("en", "neg-famous-example-passwords", "famous example passwords discussed as examples",
        f"For my security awareness slides: is {L('correct horse battery staple')} still the model we should teach? "
        f"And why exactly is {L('Tr0ub4dor&3')} weaker? I also want a slide on people typing {L('hunter2')} "
        f"in chat, and one on {L('P@ssw0rd')} passing complexity rules.")

    o, t, case_no = amazon_order(), ups_track(), dg(8)
    add("en", "neg-order-tracking", "order number, UPS tracking number and support case number",
        f"Amazon says order {L(o)} was delivered yesterday but there's nothing here. UPS tracking {L(t)} shows "
        f"'left at front door'. The chat agent opened case {L(case_no)}. What are my options?")

    tag, c, s = "v3.%d.0" % R.randint(10, 19), sha40(), sha64()
    add("en", "neg-git-release-hashes", "tag, commit hash and release tarball checksum",
        f"I tagged {L(tag)} on commit {L(c)} and the sha256 of the release tarball is {L(s)}. How do I sign the "
        f"tag with my SSH key after the fact?")

    a, b, u = ruuid(), hx(16), ruuid()
    add("en", "neg-uuid-logs", "request id, span id and user UUID from logs",
        f"Service logs show: request_id={L(a)} span_id={L(b)} user_id={L(u)} status=503 "
        f"msg=\"upstream connect error or disconnect/reset before headers\". Is this an Envoy timeout?")

    last4, amt, ref = dg(4), money("$", 20, 200), "RF-" + dg(4) + "-" + dg(4)
    add("en", "neg-masked-card-refund", "masked card, refund amount and refund reference",
        f"The store refunded {L(amt)} to my card ending {L('•••• ' + last4)}, refund reference {L(ref)}. "
        f"It's been 9 days. When should I call the bank?")

    add("en", "neg-env-example-placeholders", "placeholders in an .env.example",
        f"Is this a sensible .env.example to commit?\n\nOPENAI_API_KEY={L('your_api_key_here')}\n"
        f"DATABASE_URL=postgres://{L('USER:PASSWORD')}@localhost:5432/app\nJWT_SECRET={L('changeme')}\n"
        f"STRIPE_SECRET_KEY={L('sk_live_xxxxxxxxxxxxxxxxxxxxxxxx')}\nSENTRY_DSN={L('<your-dsn>')}")

    e, rt = ein(), aba_routing(R.choice(["02", "06", "11", "12", "31"]))
    add("en", "neg-contractor-w9", "another company's EIN and its bank's routing number",
        f"Paying a contractor's LLC for the first time. Their W-9 lists EIN {L(e)} and their invoice says ACH to "
        f"routing {L(rt)}. Do I need to send a 1099-NEC for {L('$4,800')}?")

    ib = iban_make("GB", "NWBK" + dg(6) + dg(8))
    add("en", "neg-charity-iban", "a charity's IBAN for a donation and its payment reference",
        f"I want to donate to the dog shelter in Leeds from my Revolut. Their page gives IBAN {L(grp(ib))}, "
        f"BIC {L('NWBKGB2L')}, reference {L('DOGS-SPRING-24')}. Will it show as an international transfer?")

    p, etkt, fl = pnr(), "125" + dg(10), "BA " + dg(3)
    add("en", "neg-flight-booking", "airline booking reference, e-ticket number and flight number",
        f"Booking reference {L(p)}, e-ticket {L(etkt)}, flight {L(fl)} on 14 June. Can I still change my seat "
        f"online if I booked through Expedia?")

    tag, esc = rs("BCDFGHJKLMNPQRSTVWXYZ0123456789", 7), dgnz(11)
    add("en", "neg-warranty-service-tag", "laptop service tag, express service code and model",
        f"Dell support wants the service tag: it's {L(tag)} (express service code {L(esc)}). The model is an "
        f"{L('XPS 13 9340')}. Is the battery covered after 14 months?")

    isbn = ean13("978" + R.choice("01") + dg(8))
    doi = "10." + str(R.randint(1000, 1099)) + "/" + rs(LOW, 3) + "." + str(R.randint(2019, 2024)) + "." + dg(5)
    add("en", "neg-isbn-doi-citation", "ISBN with computed check digit and a DOI",
        f"Format this in APA 7: the book is ISBN {L(isbn[:3] + '-' + isbn[3:4] + '-' + isbn[4:8] + '-' + isbn[8:12] + '-' + isbn[12])} "
        f"and the article DOI is {L(doi)}.")

    add("en", "neg-home-network-ips", "private and documentation IP addresses and a port",
        f"Router {L('192.168.0.1')}, NAS at {L('192.168.0.20')}, and my public IP is {L('203.0.113.58')}. "
        f"Why can't I reach the NAS from outside on port {L('5001')} even with port forwarding?")

    add("en", "neg-famous-ssn", "the famous misused specimen SSN",
        f"I read that {L('078-05-1120')} was the most misused Social Security number ever because it came printed "
        f"on a wallet insert. Is that true, and what happened to the woman it belonged to?")

    cus, ch1, ch2 = stripe_id("cus_", 14), stripe_id("ch_3", 23), stripe_id("ch_3", 23)
    add("en", "neg-stripe-object-ids", "Stripe customer and charge ids (not keys)",
        f"Customer {L(cus)} was charged twice: {L(ch1)} and {L(ch2)}. What's the API call to refund only the "
        f"second one and keep the subscription?")


FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


# ====================================================================== CASES: zh ja ko
def cases_cjk():
    cid = cn_id(pick(["110105", "310115", "440305", "330106", "510104"]), R.randint(1975, 2000), R.randint(1, 12), R.randint(1, 28))
    card = luhn_num("621483", 16)
    bx, amt = "BX" + "2024" + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + "-" + dg(4), "¥" + "{:,.2f}".format(R.randint(80000, 900000) / 100)
    add("zh", "baoxiao-id-card", "Chinese resident ID and salary card number; expense form number and amount look-alikes",
        f"帮我填一下报销单：姓名王思远，身份证号{S(cid)}，工资卡是招商银行的{S(card)}，报销单号{L(bx)}，"
        f"金额{L(amt)}。事由写“上海客户拜访差旅费”就行。")

    akid, aks = "LTAI5t" + rs(B62, 18), rs(B62, 30)
    add("zh", "aliyun-accesskey", "Alibaba Cloud AccessKey pair in Python; region id look-alike",
        f"OSS上传一直报 InvalidAccessKeyId，帮我看看代码哪里不对：\n\n```python\nimport oss2\n"
        f"auth = oss2.Auth('{S(akid)}', '{S(aks)}')\nbucket = oss2.Bucket(auth, 'https://oss-{L('cn-hangzhou')}.aliyuncs.com', 'wsy-photos')\n"
        f"bucket.put_object_from_file('2024/05/a.jpg', 'a.jpg')\n```\n\nAccessKey是昨天刚在RAM控制台新建的。")

    ssid, wp, lock, sf = "ChinaNet-" + rs("0123456789ABCDEF", 4), "wang" + pick(["siyuan", "xiaoli", "jiajia"]) + dg(4), pin(6), "SF" + dgnz(13)
    add("zh", "home-wifi-door-lock", "home Wi-Fi password and door lock code; SSID and SF Express waybill look-alikes",
        f"帮我记一下，下周我妈来住要用：家里WiFi名称{L(ssid)}，密码{S(wp)}；门锁密码{S(lock)}，按完记得按#。"
        f"另外顺丰单号{L(sf)}是给她寄的钥匙备份，到了提醒我。")

    code, amt = otp(6), "{:,.2f}".format(R.randint(10000, 300000) / 100)
    add("zh", "bank-sms-verification", "verification code in a pasted bank SMS; amount look-alike",
        f"这条短信是什么情况？我没在买东西啊：\n【招商银行】您的验证码为{S(code)}，您正在进行网上支付，金额{L(amt)}元，"
        f"请勿向任何人泄露。\n要不要打95555？")

    uscc, inv = cn_uscc(pick(["310115", "110108", "440300"])), dgnz(8)
    add("zh", "neg-company-invoice-info", "company unified social credit code, invoice number and amount",
        f"开发票的抬头信息帮我整理成表格：名称：上海启明软件有限公司，税号{L(uscc)}，地址电话：上海市浦东新区张江路88号 021-5080 1234，"
        f"发票号码{L(inv)}，价税合计{L('¥12,600.00')}。")

    mn, corp = jp_mynumber(), jp_corp()
    add("ja", "mynumber-kakutei", "own My Number; employer corporate number look-alike",
        f"確定申告の書類を作ってるんだけど、マイナンバーは{S(mn[:4] + ' ' + mn[4:8] + ' ' + mn[8:])}で合ってるかな？"
        f"源泉徴収票に載ってる会社の法人番号は{L(corp)}。副業の分もここに書けばいい？")

    branch, acct, p = dgnz(3), dg(7), pin(4)
    add("ja", "bank-account-pin", "own bank account and cash card PIN; branch number look-alike",
        f"忘れそうだから覚えておいて。三菱UFJの普通口座、支店番号{L(branch)}、口座番号{S(acct)}。"
        f"キャッシュカードの暗証番号は{S(p)}。来月から給与振込をこっちに変える。")

    auto, wp, zipc = pin(4), wifi_pw(), "〒%03d-%04d" % (R.randint(100, 999), R.randint(0, 9999))
    add("ja", "autolock-wifi-parents", "apartment entry code and Wi-Fi password; postal code look-alike",
        f"実家のマンションの情報、妹に送るメッセージにまとめて。住所は{L(zipc)} 杉並区…（あとで書く）、"
        f"オートロックの暗証番号は{S(auto)}、Wi-Fiのパスワードは{S(wp)}。鍵は管理人さんに預けてある。")

    order, slip = "250-" + dg(7) + "-" + dg(7), dg(4) + "-" + dg(4) + "-" + dg(4)
    add("ja", "neg-amazon-yamato", "Amazon order number and Yamato tracking number",
        f"Amazonの注文番号{L(order)}、ヤマト運輸の伝票番号{L(slip)}なんだけど、3日前から「持戻」のまま動かない。"
        f"再配達の依頼ってどうやるんだっけ？")

    rrn, acct, brn = kr_rrn(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), R.choice([1, 2])), "%06d-%02d-%06d" % (R.randint(0, 999999), R.randint(1, 99), R.randint(0, 999999)), kr_brn()
    add("ko", "yearend-tax-rrn-account", "resident registration number and refund account; employer business number look-alike",
        f"연말정산 서류 좀 채워줘. 주민등록번호 {S(rrn)}, 환급 계좌는 국민은행 {S(acct)}로 해 주고, "
        f"회사 사업자등록번호는 {L(brn)}이야.")

    code, cert = otp(6), pw_word(["Hangang", "Busan", "Kimchi", "Sarang", "Haneul"])
    add("ko", "sms-code-cert-password", "SMS verification code and certificate password",
        f"[Web발신]\n[신한은행] 인증번호 [{S(code)}] 타인에게 절대 알려주지 마세요.\n\n이거 방금 왔는데, "
        f"공동인증서 비밀번호 {S(cert)} 넣으니까 계속 오류 나. 인증서 만료된 건가?")

    inv, order = dg(4) + "-" + dg(4) + "-" + dg(4), "2024" + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + dg(8)
    brn = kr_brn()
    add("ko", "neg-tracking-order-brn", "CJ tracking number, order number and a shop's business number",
        f"쿠팡 말고 개인 쇼핑몰에서 샀는데 송장번호 {L(inv)}로 조회가 안 돼. 주문번호는 {L(order)}, "
        f"판매자 사업자등록번호 {L(brn)}인데 사기 아닌지 확인하는 방법 있어?")


# ====================================================================== CASES: ar fa he hi
def cases_mideast_south_asia():
    sid = luhn_num("1", 10)
    ib = iban_make("SA", "80" + dg(18))
    req = dgnz(10)
    add("ar", "absher-id-iban", "Saudi national ID and own IBAN; request number look-alike",
        f"السلام عليكم، أبغى مساعدة في تعبئة نموذج استرداد المبلغ: رقم الهوية الوطنية {S(sid)}، "
        f"والآيبان حقي في الراجحي {S(grp(ib))}. رقم الطلب اللي طلع لي في أبشر {L(req)}. وش أكتب في خانة سبب الاسترداد؟")

    eid = luhn_num("784" + str(R.randint(1975, 2000)), 15)
    eid_f = eid[:3] + "-" + eid[3:7] + "-" + eid[7:14] + "-" + eid[14]
    gate, guard = pin(4).translate(AR_DIG), "+971 50 " + dg(3) + " " + dg(4)
    add("ar", "uae-id-gate", "Emirates ID and gate code in Arabic-Indic digits; guard phone look-alike",
        f"احفظ لي هذه المعلومات لأن أمي ستسكن عندي الشهر القادم: رقم الهوية الإماراتية {S(eid_f)}، "
        f"ورمز البوابة الخارجية {S(gate)}. رقم حارس العمارة {L(guard)}.")

    ib = iban_make("AE", pick(["033", "026", "035"]) + dg(16))
    ref = "ZKT-" + dg(6)
    add("ar", "neg-charity-iban-zakat", "a charity's IBAN and a donation reference",
        f"أريد أن أدفع الزكاة لجمعية خيرية في الشارقة. الآيبان المنشور على موقعهم {L(grp(ib))} "
        f"ويطلبون كتابة المرجع {L(ref)} في ملاحظة التحويل. هل التحويل من تطبيق البنك كافٍ أم يجب أن أحصل على إيصال؟")

    nat = ir_national()
    card = luhn_num(pick(["610433", "603799", "621986", "589210"]), 16)
    cvv2, exp = dg(4), "%02d/%02d" % (R.randint(4, 9), R.randint(1, 12))
    add("fa", "melli-code-card-cvv2", "Iranian national code in Persian digits, card number and CVV2",
        f"این اطلاعات رو برام نگه دار که برای خرید بلیت لازم میشه: کد ملی {S(nat.translate(FA_DIG))}، "
        f"شماره کارت {S(grp(card, 4, '-'))} و CVV2 {S(cvv2)}. رمز دوم رو هر بار خودم می‌گیرم.")

    sheba = iban_make("IR", "0" + pick(["12", "17", "56", "15"]) + dg(19))
    post = dg(5) + "-" + dg(5)
    add("fa", "sheba-salary", "own Sheba (IR IBAN); workplace postal code look-alike",
        f"یه نامه رسمی برای امور مالی شرکت بنویس که حقوقم از این ماه به این حساب واریز بشه: شماره شبا {S(grp(sheba))}. "
        f"آدرس شرکت رو هم با کد پستی {L(post)} بنویس.")

    trk, ref, term = dg(6), dg(12), dg(8)
    add("fa", "neg-receipt-reference", "tracking and reference numbers printed on a card payment receipt",
        f"این رسید رو از دستگاه کارتخوان گرفتم ولی پول از حسابم کم نشده: شماره پیگیری {L(trk)}، "
        f"شماره مرجع {L(ref)}، شماره پایانه {L(term)}، مبلغ ۲,۴۵۰,۰۰۰ ریال. باید به بانک زنگ بزنم؟")

    tz = luhn_num(R.choice("23"), 9)
    pw, pn = pw_word(["Shalom", "Tapuz", "Yarden", "Kineret", "Dekel"]), dgnz(8)
    add("he", "tz-bituach-leumi-password", "Israeli ID number and a government-site password; inquiry number look-alike",
        f"תשמור לי בבקשה: מספר תעודת זהות {S(tz)}, והסיסמה שלי לאתר של ביטוח לאומי היא {S(pw)}. "
        f"מספר הפנייה שקיבלתי אחרי שהגשתי את הטופס: {L(pn)}. תזכיר לי לבדוק בעוד שבועיים.")

    branch, acct, gate = dgnz(3), dgnz(6), pin(5)
    add("he", "landlord-account-gate", "own bank account and parking gate code; bank branch number look-alike",
        f"תנסח הודעה לשוכר החדש: את שכר הדירה להעביר לבנק לאומי, סניף {L(branch)}, חשבון {S(acct)}, "
        f"עד ה-10 בכל חודש. הקוד לשער של החניה הוא {S(gate)} ואחריו כוכבית.")

    hp = luhn_num("51", 9)
    order = "IL" + dg(9)
    add("he", "neg-company-number-invoice", "a company's registration number and an order number",
        f"קיבלתי חשבונית מס מחברת ההובלות: ח.פ. {L(hp)}, מספר הזמנה {L(order)}, סכום 1,870 ש\"ח כולל מע\"מ. "
        f"אפשר לקזז את זה כעצמאי?")

    pan = rs(UP, 3) + "P" + rs(UP, 1) + dg(4) + rs(UP, 1)
    ad = aadhaar()
    tan = rs(UP, 4) + dg(5) + rs(UP, 1)
    add("hi", "itr-pan-aadhaar", "own PAN and Aadhaar (Verhoeff check digit); employer TAN look-alike",
        f"ITR भरने में मदद करो। मेरा PAN {S(pan)} है और आधार नंबर {S(ad[:4] + ' ' + ad[4:8] + ' ' + ad[8:])}. "
        f"Form 16 पर employer का TAN {L(tan)} लिखा है। क्या मुझे ITR-1 भरना चाहिए या ITR-2?")

    acct, ifsc, upi = dgnz(11), "SBIN000" + dg(4), pin(6)
    add("hi", "sbi-account-upi-pin", "own account number and UPI PIN; IFSC is a bank identifier",
        f"पापा के लिए नोट बना दो: SBI खाता संख्या {S(acct)}, IFSC {L(ifsc)}। PhonePe का UPI PIN {S(upi)} है, "
        f"किसी को फ़ोन पर मत बताना।")

    utr, vpa = dgnz(12), pick(["sharmakirana", "ramstores", "gupta.sweets"]) + "@" + pick(["okaxis", "ybl", "paytm"])
    add("hi", "neg-upi-receipt", "UPI reference number on a receipt, merchant VPA and amount",
        f"दुकानदार बोल रहा है पैसे नहीं आए, पर मेरे app में success दिख रहा है: UPI Ref No. {L(utr)}, "
        f"Paid to {L(vpa)}, ₹1,240. अब क्या करूँ?")


# ====================================================================== CASES: ru uk pl cs
def cases_slavic():
    pas = "%02d %02d %06d" % (R.randint(1, 99), R.randint(10, 24), R.randint(100000, 999999))
    sn = snils()
    kp = "%03d-%03d" % (R.randint(100, 999), R.randint(1, 999))
    add("ru", "gosuslugi-passport-snils", "passport series/number and SNILS; issuing office code look-alike",
        f"Помоги заполнить заявление на Госуслугах. Паспорт {S(pas)}, код подразделения {L(kp)}, "
        f"СНИЛС {S(sn)}. В графе «адрес регистрации» писать как в паспорте или как в ЕГРН?")

    bik, ks = "044525225", "30101810400000000225"
    acct = ru_account(bik, "40817810")
    chk("ru_ks:" + bik, ks)
    add("ru", "salary-account-bik", "own ruble account (control key computed with the BIK); BIK and correspondent account are bank identifiers",
        f"Напиши заявление в бухгалтерию о перечислении зарплаты на карту Сбера. Реквизиты: р/с {S(acct)}, "
        f"БИК {L(bik)}, к/с {L(ks)}, получатель — Смирнова Ольга Викторовна.")

    c1, c2 = pin(4), pin(4)
    add("ru", "intercom-code-correction", "entrance code given and corrected in a second message",
        M(f"Запомни код от подъезда у родителей: {S(c1)}. Если курьер будет звонить — скажу ему.",
          f"Ой, это старый, его в марте поменяли. Новый — {S(c2)}, и потом кнопка «ключ»."))

    inn_o, kpp, order, trk = inn_org("77"), "77" + dg(2) + "01001", dg(9), "8" + dg(13)
    add("ru", "neg-org-inn-kpp-tracking", "an organisation's INN and KPP, order number and Russian Post tracking number",
        f"Интернет-магазин прислал чек: ИНН продавца {L(inn_o)}, КПП {L(kpp)}, заказ №{L(order)}. Посылка идёт "
        f"Почтой России, трек-номер {L(trk)}, уже неделю в «сортировочном центре». Куда жаловаться?")

    days = (datetime.date(R.randint(1978, 2001), R.randint(1, 12), R.randint(1, 28)) - datetime.date(1899, 12, 31)).days
    rn = ua_rnokpp(days)
    ib = iban_make("UA", "305299" + "0000026" + dg(12))
    add("uk", "rnokpp-iban-declaration", "Ukrainian taxpayer number and own IBAN; bank MFO look-alike",
        f"Допоможи з декларацією ФОП. Мій РНОКПП {S(rn)}, рахунок у Приватбанку IBAN {S(grp(ib))} "
        f"(МФО {L('305299')}). Єдиний податок за квартал треба сплатити до 19 числа?")

    p, code = pin(4), otp(6)
    add("uk", "mono-pin-sms-code", "card PIN and a one-time SMS code",
        f"Підкажи, чи нормально, що мені прийшов код {S(code)} для підтвердження входу в Monobank, якщо я нічого не робив? "
        f"На всяк випадок: пін-код картки {S(p)}, я його нікому не казав. Що робити?")

    ttn, edrpou, order = "20450" + dg(9), ua_edrpou(), dgnz(9)
    add("uk", "neg-nova-poshta-edrpou", "Nova Poshta waybill, seller's EDRPOU code and order number",
        f"Rozetka пише, що замовлення {L(order)} передано в Нову Пошту, ТТН {L(ttn)}, але трекінг мовчить. "
        f"Продавець — ТОВ «Світло-Трейд», код ЄДРПОУ {L(edrpou)}. Куди звертатися — в Rozetka чи в перевізника?")

    ps = pesel(R.randint(1980, 2003), R.randint(1, 12), R.randint(1, 28), R.choice([True, False]))
    nrb = iban_make("PL", bban_pl(pick(["1020", "1140", "1050", "1240"])))[2:]
    add("pl", "pesel-nrb", "PESEL and account (NRB) with computed checks; dowód number left neutral",
        f"Pomóż mi wypełnić wniosek o 800 plus. Dane: PESEL {S(ps)}, "
        f"numer konta do wypłaty {S(nrb[:2] + ' ' + grp(nrb[2:]))}. Czy muszę podawać dane drugiego rodzica?")

    code, acct_end = dg(8), dg(4)
    add("pl", "mbank-sms-code", "SMS authorisation code from a pasted bank text; amount look-alike",
        f"Dostałem taki SMS, a nie robiłem żadnego przelewu:\n\"mBank: Przelew z rach. ...{acct_end} na kwote {L('2 499,00 PLN')}. "
        f"Haslo: {S(code)}. Nie podawaj nikomu.\"\nCo mam zrobić, zablokować kartę?")

    nip, regon, inpost = pl_nip(), pl_regon(), dgnz(24)
    add("pl", "neg-nip-regon-inpost", "a company's NIP and REGON, invoice number and parcel number",
        f"Faktura od sklepu: {L('FV/2024/05/' + dg(4))}, NIP sprzedawcy {L(nip)}, REGON {L(regon)}. Paczka InPost "
        f"{L(inpost)} utknęła w paczkomacie. Mogę odliczyć VAT, jeśli kupiłem na firmę po fakcie?")

    rc = cz_rc(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), R.choice([True, False]))
    acct = cz_account()
    bank = pick(["0800", "0100", "0300", "2010"])
    add("cs", "rodne-cislo-ucet", "birth number and own account; bank code look-alike",
        f"Potřebuju vyplnit formulář pro pojišťovnu: rodné číslo {S(rc)}, číslo účtu pro výplatu {S(acct)}/{L(bank)}. "
        f"Mám tam psát i předčíslí, když žádné nemám?")

    ico, vs, zas = cz_ico(), dgnz(10), s10("DR", "CZ")
    add("cs", "neg-ico-variabilni-symbol", "a company's IČO, payment variable symbol and parcel number",
        f"Platím fakturu za internet: IČO dodavatele {L(ico)}, variabilní symbol {L(vs)}, částka 599 Kč. "
        f"A zásilka {L(zas)} od České pošty má pořád stav „připravena k vyzvednutí“. Kdy ji vrátí?")


# ====================================================================== CASES: de fr es pt it nl
def cases_west_europe():
    sid = de_steuerid()
    blz, bic = pick([("37040044", "COBADEFFXXX"), ("50010517", "INGDDEFFXXX"), ("70150000", "SSKMDEMMXXX"), ("10010010", "PBNKDEFFXXX")])
    ib = iban_make("DE", blz + dg(10))
    add("de", "steuer-id-iban-elster", "German tax id and own IBAN; BIC is a bank identifier",
        f"Kannst du mir beim Ausfüllen in ELSTER helfen? Meine Steuer-ID ist {S(sid[:2] + ' ' + sid[2:5] + ' ' + sid[5:8] + ' ' + sid[8:])}, "
        f"die Erstattung soll auf {S(grp(ib))} (BIC {L(bic)}). Muss ich die Homeoffice-Pauschale extra beantragen?")

    wlan = grp(dg(20))
    fbpw = pick(["bunte", "kalte", "milde", "stille"]) + pick(["Amsel", "Hecke", "Wiese"]) + dg(2)
    sn = "H" + dg(3) + "." + dg(3) + "." + dg(2) + "." + dg(3) + "." + dg(3)
    add("de", "fritzbox-wlan-key", "FRITZ!Box Wi-Fi key and device password from the sticker; serial number and OS version look-alikes",
        f"Von der Rückseite der FRITZ!Box abgeschrieben: WLAN-Netzwerkschlüssel {S(wlan)}, FRITZ!Box-Kennwort {S(fbpw)}, "
        f"Seriennummer {L(sn)}. Nach dem Update auf FRITZ!OS {L('7.57')} verbindet sich der Drucker nicht mehr. Was kann ich tun?")

    kv = de_kvnr()
    perso = R.choice("LMNPRTVWXY") + rs("0123456789CFGHJKLMNPRTVWXYZ", 8)
    add("de", "gesundheitskarte-perso-two-messages", "health insurance number and ID card number announced then given; insurer IK look-alike",
        M("Ich schick dir gleich die Daten von meiner Gesundheitskarte und vom Perso, die brauche ich für das Anmeldeformular beim Facharzt.",
          f"Versichertennummer {S(kv)}, Krankenkasse TK (IK {L('101575519')}), Ausweisnummer {S(perso)}. Kannst du das Formular damit vorausfüllen?"))

    vat, shop_ib = de_vat(), iban_make("DE", pick(["20041111", "12030000", "43060967"]) + dg(10))
    rn, dhl = "RE-2024-" + dg(5), "00340434" + dg(12)
    add("de", "neg-rechnung-haendler", "shop's VAT id and IBAN, invoice number and DHL tracking number",
        f"Der Händler will Vorkasse: Rechnung {L(rn)}, USt-IdNr. {L(vat)}, Überweisung an {L(grp(shop_ib))}, "
        f"Verwendungszweck die Rechnungsnummer. DHL-Sendungsnummer kommt angeblich erst danach, die alte war {L(dhl)}. Seriös?")

    nir = fr_nir(R.choice([1, 2]), R.randint(70, 99), R.randint(1, 12), pick(["75", "69", "13", "33", "59"]), "%03d" % R.randint(1, 400))
    ib = iban_make("FR", bban_fr(pick(["30004", "30003", "20041", "10278"])))
    add("fr", "nir-iban-mutuelle", "French social security number (NIR key computed) and own IBAN (RIB key computed); BIC look-alike",
        f"Pour l'inscription à la mutuelle de ma nouvelle boîte : numéro de sécu {S(nir)}, IBAN {S(grp(ib))}, "
        f"BIC {L('BNPAFRPPXXX')}. Ils demandent aussi l'attestation de droits, je la trouve où sur ameli ?")

    digi, alarm, mob = dg(4) + R.choice("ABCD"), pin(4), "06 " + " ".join(dg(2) for _ in range(4))
    add("fr", "nounou-digicode-alarme", "building door code and alarm code for a nanny; mobile number look-alike",
        f"Tu peux me rédiger un petit mot pour la nounou qui commence lundi ? Digicode de l'immeuble {S(digi)}, "
        f"code de l'alarme {S(alarm)} (à taper dans les 30 secondes), et mon portable {L(mob)} en cas de souci.")

    code, amt = otp(6), "%d,%02d EUR" % (R.randint(40, 400), R.randint(0, 99))
    add("fr", "sms-3ds-code", "3-D Secure code from a pasted SMS; amount look-alike",
        f"J'ai reçu ce SMS alors que je n'ai rien acheté : « Code de validation de votre paiement de {L(amt)} "
        f"chez ALIEXPRESS : {S(code)}. Ne le communiquez jamais. » Je fais opposition tout de suite ?")

    siret = fr_siret()
    tva = fr_vat(siret[:9])
    colis = "6A" + dg(11)
    add("fr", "neg-siret-tva-colissimo", "a company's SIRET and VAT number and a Colissimo tracking number",
        f"La facture de l'artisan indique SIRET {L(siret[:3] + ' ' + siret[3:6] + ' ' + siret[6:9] + ' ' + siret[9:])}, "
        f"TVA intracommunautaire {L(tva)}. Et le colis des carreaux ({L(colis)}) est « en cours d'acheminement » depuis 8 jours. "
        f"Je peux retenir une partie du paiement ?")

    dni, cif = es_dni(), es_cif("B")
    ib = iban_make("ES", bban_es(pick(["2100", "0049", "0182", "0081"])))
    add("es", "dni-iban-domiciliacion", "Spanish DNI and own IBAN (control digits computed); gym's CIF look-alike",
        f"Para domiciliar la cuota del gimnasio me piden: DNI {S(dni)}, IBAN {S(grp(ib))}. En el contrato pone que el "
        f"CIF del gimnasio es {L(cif)}. ¿Me pueden cobrar la matrícula aunque me dé de baja el primer mes?")

    yy, mm, dd = R.randint(80, 99), R.randint(1, 12), R.randint(1, 28)
    curp = mx_curp("GOML%02d%02d%02dMDFMRC0" % (yy, mm, dd))
    clabe = mx_clabe(pick(["002", "012", "014", "072"]))
    rfc_emp = rs(UP, 3) + "%02d%02d%02d" % (R.randint(90, 99), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 3)
    add("es", "mx-curp-clabe-sat", "Mexican CURP and CLABE (check digits computed); employer RFC look-alike",
        f"Oye, para la devolución del SAT me pide mi CURP y la CLABE. Mi CURP es {S(curp)} y la CLABE de mi cuenta "
        f"{S(clabe)}. En la constancia de sueldos el RFC del patrón es {L(rfc_emp)}. ¿Así está bien o me falta algo?")

    full = rs(LOW + DIG, 8) + rs(UP + DIG, 8)
    add("es", "wifi-key-in-parts", "Wi-Fi key announced and sent in two parts over three messages",
        M("La clave del wifi de la casa rural es larguísima, te la paso en dos mensajes para que la guardes",
          f"primera parte: {S(full[:8])}",
          f"y la segunda: {S(full[8:])} (todo junto, sin espacios). La red se llama {L('MOVISTAR_' + rs('0123456789ABCDEF', 4))}"))

    loc, refcat, ped = rs(UP + DIG, 6), dg(7) + rs(UP, 2) + dg(4) + rs(UP, 1) + dg(4) + rs(UP, 2), "ES-" + dg(9)
    add("es", "neg-renfe-catastro-pedido", "train booking locator, cadastral reference and an order number",
        f"Tengo que mandar a la gestoría la referencia catastral del piso: {L(refcat)}. Y aparte, ¿cómo cambio el billete "
        f"de Renfe con localizador {L(loc)}? El pedido del sofá {L(ped)} llega el mismo día que viajo.")

    cpf, cnpj = br_cpf(), br_cnpj()
    gov = pw_word(["Saudade", "Caju", "Ipanema", "Sabia", "Jabuti"])
    add("pt", "br-cpf-govbr-senha", "Brazilian CPF and gov.br password; employer CNPJ look-alike",
        f"Me ajuda com a declaração do IR? Meu CPF é {S(cpf)} e a senha do gov.br é {S(gov)}. "
        f"O informe de rendimentos veio da empresa com CNPJ {L(cnpj)}. Preciso declarar o FGTS que saquei?")

    pix, val = ruuid(), "R$ %d,%02d" % (R.randint(50, 900), R.randint(0, 99))
    e2e = "E" + dg(8) + "2024%02d%02d%02d%02d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59)) + rs(B62, 11)
    add("pt", "neg-pix-receipt", "a shop's random Pix key and the end-to-end id of a Pix receipt",
        f"Paguei {L(val)} pro marceneiro na chave Pix aleatória que ele passou ({L(pix)}), mas ele diz que não caiu. "
        f"No comprovante tem o ID da transação {L(e2e)}. Como provo que paguei?")

    nif, nif_emp = pt_nif(R.choice("12")), pt_nif("5")
    ib = iban_make("PT", bban_pt(pick(["0035", "0033", "0010", "0007"])))
    add("pt", "pt-nif-iban-irs", "Portuguese NIF and own IBAN (NIB check computed); employer NIF look-alike",
        f"Para o IRS automático preciso de confirmar: o meu NIF é {S(nif)} e o IBAN para o reembolso {S(grp(ib))}. "
        f"A entidade patronal tem o NIF {L(nif_emp)}. Vale a pena entregar em conjunto com a minha mulher?")

    mbway, ent, ref = pin(6), "%05d" % R.randint(10000, 99999), dg(3) + " " + dg(3) + " " + dg(3)
    add("pt", "mbway-pin-multibanco-ref", "MB WAY PIN; Multibanco entity and reference are payment references",
        f"A conta da luz veio com Entidade {L(ent)} e Referência {L(ref)}. Posso pagar pelo MB WAY? O PIN da app "
        f"é {S(mbway)}, mas não sei se aparece a opção de pagamento de serviços.")

    cf = it_cf(pick(["RSS", "BNC", "FRR", "CLM"]), pick(["MRA", "LCU", "GLI", "FNC"]), R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), R.choice([True, False]), pick(["H501", "F205", "F839", "L219"]))
    ib = iban_make("IT", bban_it(pick(["03069", "02008", "05034", "03062"])))
    piva = it_piva()
    add("it", "codice-fiscale-iban-730", "codice fiscale and own IBAN (check characters computed); employer VAT number look-alike",
        f"Mi aiuti con il 730 precompilato? Codice fiscale {S(cf)}, IBAN per il rimborso {S(grp(ib))}. "
        f"Il sostituto d'imposta ha partita IVA {L(piva)}. Devo inserire anche le spese mediche della farmacia?")

    pb, allarme, verde = pin(5), pin(6), "800 " + dg(3) + " " + dg(3)
    add("it", "pin-bancomat-allarme", "debit card PIN and home alarm code; bank toll-free number look-alike",
        f"Appunta queste cose per mia madre: il PIN del bancomat nuovo è {S(pb)}, il codice dell'allarme di casa "
        f"{S(allarme)}. Se la carta si blocca deve chiamare il numero verde {L(verde)}.")

    ordn, sdi, piva2, brt = dgnz(9), rs(UP + DIG, 7), it_piva(), dgnz(12)
    add("it", "neg-ordine-sdi-piva", "order number, e-invoicing SDI code, supplier VAT number and courier tracking",
        f"Per la fattura elettronica il fornitore mi chiede il codice SDI: il nostro è {L(sdi)}. Loro hanno P.IVA {L(piva2)}, "
        f"ordine n. {L(ordn)}, spedizione BRT {L(brt)}. Posso chiedere la fattura dopo la consegna?")

    bsn = nl_bsn()
    ib = iban_make("NL", pick(["INGB", "RABO", "ABNA", "SNSB", "TRIO"]) + dg(10))
    kenm = "%04d %04d %04d %04d" % (R.randint(0, 9999), R.randint(0, 9999), R.randint(0, 9999), R.randint(0, 9999))
    add("nl", "bsn-iban-toeslag", "Dutch BSN (11-test) and own IBAN; payment reference look-alike",
        f"Voor de zorgtoeslag vraagt de site mijn BSN {S(bsn)} en rekeningnummer {S(grp(ib))}. Ik moet ook nog "
        f"€ 138 terugbetalen met betalingskenmerk {L(kenm)}. Kan ik dat verrekenen met de toeslag?")

    dpw, sms, zaak = pw_word(["Tulpen", "Fiets", "Molen", "Gracht", "Stroop"]), otp(6), "Z-" + dg(8)
    add("nl", "digid-password-sms", "DigiD password and SMS code; case number look-alike",
        f"Ik log in bij DigiD met wachtwoord {S(dpw)} en de sms-code {S(sms)}, maar hij zegt steeds 'sessie verlopen'. "
        f"Ik wilde de status van mijn bezwaar ({L(zaak)}) bekijken. Ligt het aan Safari?")

    kvk, btw, post = dgnz(8), "NL" + dg(9) + "B01", "3S" + rs(UP, 4) + dg(9)
    add("nl", "neg-kvk-btw-postnl", "a company's KvK and VAT numbers and a PostNL barcode",
        f"Webshop lijkt nep: KvK {L(kvk)}, btw-nummer {L(btw)}, en de track & trace {L(post)} geeft 'onbekend'. "
        f"Hoe check ik of het bedrijf echt bestaat?")


# ====================================================================== CASES: sv da no fi hu ro el tr
def cases_north_east():
    pnr_ = se_pnr(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28))
    clear, konto = "8" + dg(3) + "-" + dg(1), dg(3) + " " + dg(3) + " " + dg(3) + "-" + dg(1)
    add("sv", "personnummer-konto-fk", "Swedish personal number (Luhn) and own account; clearing number look-alike",
        f"Hjälp mig fylla i blanketten till Försäkringskassan: personnummer {S(pnr_)}, Swedbank clearingnummer "
        f"{L(clear)}, kontonummer {S(konto)}. Måste jag skicka in den på papper?")

    bankid, wp = pin(6), wifi_pw()
    add("sv", "bankid-code-wifi", "BankID security code and Wi-Fi password",
        f"Spara det här åt mig: säkerhetskoden till Mobilt BankID är {S(bankid)} och wifi-lösenordet i sommarstugan "
        f"är {S(wp)}. Jag glömmer alltid båda när jag byter telefon.")

    ocr_b = dgnz(R.randint(8, 14))
    ocr = ocr_b + luhn_digit(ocr_b)
    chk("luhn", ocr)
    bg_b = dgnz(6)
    bg = bg_b + luhn_digit(bg_b)
    chk("luhn", bg)
    org = se_org()
    add("sv", "neg-ocr-bankgiro-orgnr", "payment OCR reference, a company's bankgiro and organisation number",
        f"Fakturan från elbolaget: bankgiro {L(bg[:3] + '-' + bg[3:])}, OCR-nummer {L(ocr)}, organisationsnummer {L(org)}. "
        f"Kan jag betala den i Swish istället eller måste det vara via banken?")

    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(70, 99), dg(4))
    mitid, sag = pw_word(["Hygge", "Smorrebrod", "Tivoli", "Bornholm", "Lakrids"]), dgnz(8)
    add("da", "cpr-mitid-password", "Danish CPR number and MitID password; case number look-alike",
        f"Kan du huske det her for mig? Mit CPR-nummer er {S(cpr)}, og adgangskoden til MitID er {S(mitid)}. "
        f"Kommunen har givet min sag om boligstøtte sagsnummer {L(sag)}.")

    cvr, ordre, fik = dk_cvr(), dgnz(7), "+71<" + dg(15) + " +" + dg(8) + "<"
    add("da", "neg-cvr-fik-order", "a company's CVR, an FI payment code and an order number",
        f"Jeg har fået et indbetalingskort fra tømreren: {L(fik)}, CVR {L(cvr)}, ordrenummer {L(ordre)}. "
        f"Hvordan betaler jeg et FIK-kort i netbanken?")

    fnr, konto = no_fnr(R.randint(1, 28), R.randint(1, 12), R.randint(70, 99)), no_account()
    add("no", "fodselsnummer-kontonummer-nav", "Norwegian national identity number and account number (mod 11 computed)",
        f"Til NAV-skjemaet om foreldrepenger: fødselsnummer {S(fnr)}, kontonummer {S(konto[:4] + '.' + konto[4:6] + '.' + konto[6:])}. "
        f"Må jeg legge ved arbeidsavtalen også?")

    bpw, kode, ref = pw_word(["Fjell", "Brunost", "Nordlys", "Skigard", "Vaffel"]), otp(6), "REF-" + dg(7)
    add("no", "bankid-password-two-messages", "BankID password then a one-time code in the next message; reference look-alike",
        M(f"Husk BankID-passordet mitt for meg: {S(bpw)}. Jeg skal logge inn på Altinn etterpå.",
          f"Og engangskoden fra kodebrikken var {S(kode)}, men den ble avvist. Skattemeldingen har referanse {L(ref)}. Har jeg tastet feil?"))

    kid_b = dgnz(R.randint(9, 14))
    kid = kid_b + luhn_digit(kid_b)
    chk("luhn", kid)
    org, fak = no_orgnr(), dgnz(6)
    add("no", "neg-kid-orgnr-faktura", "KID payment reference, a company's organisation number and invoice number",
        f"Fakturaen fra rørleggeren: KID {L(kid)}, org.nr. {L(org[:3] + ' ' + org[3:6] + ' ' + org[6:])}, fakturanummer {L(fak)}, "
        f"beløp 8 450 kr. Kan jeg sette opp avtalegiro på en engangsfaktura?")

    hetu = fi_hetu(R.randint(1, 28), R.randint(1, 12), R.randint(70, 99), "-")
    ib = iban_make("FI", pick(["1", "8", "5", "3"]) + dg(13))
    add("fi", "hetu-tilinumero-kela", "Finnish personal identity code (check character computed) and own IBAN",
        f"Täytän Kelan asumistukihakemusta. Henkilötunnus {S(hetu)}, tilinumero {S(grp(ib))}. Pitääkö vuokrasopimus "
        f"liittää, jos se on jo lähetetty viime vuonna?")

    yt, viite, era = fi_ytunnus(), fi_viite(), "%d.%d.2024" % (R.randint(1, 28), R.randint(6, 12))
    add("fi", "neg-ytunnus-viitenumero", "a company's business id, a payment reference number with check digit and due date",
        f"Sain laskun: Y-tunnus {L(yt)}, viitenumero {L(viite)}, eräpäivä {L(era)}, summa 214,90 €. "
        f"Voiko tämän maksaa MobilePaylla vai pitääkö käyttää verkkopankkia?")

    days = (datetime.date(R.randint(1972, 2000), R.randint(1, 12), R.randint(1, 28)) - datetime.date(1867, 1, 1)).days
    ado = hu_adoaz(days)
    szla = hu_account(pick(["117", "104", "116", "120"]))
    add("hu", "adoazonosito-szamla", "Hungarian tax id and own account (check digits computed)",
        f"Segíts kitölteni az SZJA-bevallást: adóazonosító jelem {S(ado)}, "
        f"a visszatérítés menjen a {S(szla[:8] + '-' + szla[8:16] + '-' + szla[16:])} számlára.")

    kapu, wp, hrsz = pin(4), pw_word(["Balaton", "Paprika", "Puszta", "Tokaj", "Csillag"]), "%d/%d" % (R.randint(1000, 39999), R.randint(1, 40))
    add("hu", "kapukod-wifi-nyaralo", "gate code and Wi-Fi password of a holiday house; land registry number look-alike",
        f"Írd meg a vendégeknek: a kapukód {S(kapu)}, a wifi jelszó {S(wp)}. A nyaraló helyrajzi száma {L(hrsz)}, "
        f"ha a taxis kérdezné.")

    adosz, cegj, rend = hu_adoszam(), "01-09-" + dg(6), dgnz(8)
    add("hu", "neg-adoszam-cegjegyzek", "a company's tax number and company registration number and an order number",
        f"A webshop adatai: adószám {L(adosz)}, cégjegyzékszám {L(cegj)}, a rendelésem száma {L(rend)}. "
        f"Elállhatok a vásárlástól 14 napon belül, ha már kibontottam?")

    cnp = ro_cnp(R.choice([1, 2]), R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), "%02d" % R.randint(1, 40))
    ib = iban_make("RO", pick(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(UP + DIG, 4) + dg(12))
    add("ro", "cnp-iban-credit", "Romanian CNP and own IBAN",
        f"Pentru dosarul de credit îmi trebuie: CNP {S(cnp)}, IBAN {S(grp(ib))}. Banca cere și adeverință de venit "
        f"pe ultimele 6 luni, sau ajunge extrasul de cont?")

    cui, awb, fact = ro_cui(), dgnz(10), "FCT" + dg(6)
    add("ro", "neg-cui-awb-factura", "a company's fiscal code, courier AWB and invoice number",
        f"Firma de curierat îmi cere să confirm livrarea: AWB {L(awb)}, expeditor SC Mobila Lux SRL, CUI {L('RO' + cui)}, "
        f"factura {L(fact)}. E normal să plătesc ramburs dacă am plătit deja online?")

    afm, amka_b = gr_afm(R.choice("01")), "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(70, 99)) + dg(4)
    amka = amka_b + luhn_digit(amka_b)
    chk("luhn", amka)
    add("el", "afm-amka", "Greek tax number and social security number (AMKA, Luhn)",
        f"Για την αίτηση του επιδόματος: ΑΦΜ {S(afm)}, ΑΜΚΑ {S(amka)}. "
        f"Χρειάζεται και το εκκαθαριστικό της περσινής χρονιάς;")

    tpw, prot = pw_word(["Thalassa", "Elia", "Kalimera", "Meltemi", "Olympos"]), dgnz(6) + "/2024"
    add("el", "taxisnet-kodikos", "Taxisnet password; protocol number look-alike",
        f"Οι κωδικοί μου στο Taxisnet: όνομα χρήστη kpapadop78, κωδικός {S(tpw)}. Θέλω να δω την αίτηση με "
        f"αριθμό πρωτοκόλλου {L(prot)}, αλλά μου βγάζει σφάλμα. Τι να κάνω;")

    afm_c, paragg, acs = gr_afm("8"), dgnz(7), dgnz(10)
    add("el", "neg-afm-etaireias-acs", "a company's tax number (same format as a personal one), an order number and a courier number",
        f"Το ηλεκτρονικό κατάστημα έχει ΑΦΜ {L(afm_c)}, η παραγγελία μου είναι η {L(paragg)} και ο αριθμός αποστολής ACS "
        f"{L(acs)}. Πώς κάνω επιστροφή αν το προϊόν ήρθε χαλασμένο;")

    tc = tr_tckn()
    ib = iban_make("TR", pick(["00010", "00062", "00064", "00046"]) + "0" + dg(16))
    add("tr", "tckn-iban-kira", "Turkish identity number and own IBAN",
        f"Kira sözleşmesini hazırlar mısın? Kiracı benim: TC kimlik no {S(tc)}, kira ödemeleri için IBAN {S(grp(ib))}. "
        f"Depozito iki kira bedeli olsun.")

    edp, sms, ref = pw_word(["Bogaz", "Simit", "Lale", "Kapadokya", "Cay"]), otp(6), dgnz(10)
    add("tr", "edevlet-sifre-sms", "e-Devlet password and one-time SMS password; transaction reference look-alike",
        f"e-Devlet şifrem {S(edp)}, bankadan gelen tek kullanımlık şifre de {S(sms)} ama giriş yapamıyorum. "
        f"Dekontta işlem referans no {L(ref)} yazıyor. Bu ikisi birbiriyle alakalı mı?")

    takip, vkn, sip = dgnz(12), dgnz(10), dgnz(9)
    add("tr", "neg-kargo-vergi-siparis", "cargo tracking number, a company's tax number and an order number",
        f"Trendyol siparişim {L(sip)} hâlâ gelmedi, Yurtiçi Kargo takip numarası {L(takip)}. Satıcının vergi numarası "
        f"{L(vkn)}. Şikayeti nereye yazmalıyım?")


# ====================================================================== CASES: vi th id tl sw
def cases_asia_africa():
    cccd = pick(["001", "079", "031", "048"]) + R.choice("01") + "%02d" % R.randint(70, 99) + dg(6)
    stk, mst = dgnz(13), dgnz(10)
    add("vi", "cccd-so-tai-khoan", "Vietnamese citizen id and own bank account; employer tax code look-alike",
        f"Điền giúp mình tờ khai hoàn thuế TNCN nhé: số CCCD {S(cccd)}, số tài khoản Vietcombank {S(stk)} "
        f"chủ tài khoản NGUYEN THI LAN, mã số thuế công ty cũ {L(mst)}. Mình nghỉ việc từ tháng 8.")

    otp_, mbpw, ft = otp(6), pw_word(["Hanoi", "Pho", "Saigon", "Halong", "Mekong"]), "FT24" + dg(3) + dg(8)
    add("vi", "otp-mat-khau-app", "bank OTP and banking app password; transfer reference look-alike",
        f"Mã OTP vừa gửi về là {S(otp_)} mà app MB Bank báo sai, mật khẩu đăng nhập {S(mbpw)} thì vẫn đúng. "
        f"Giao dịch hôm qua có mã {L(ft)} vẫn đang treo, có liên quan không?")

    ghn, shopee = "GY" + rs(UP + DIG, 6), "2405" + dg(2) + rs(UP + DIG, 8)
    add("vi", "neg-ghn-shopee", "courier waybill and Shopee order code",
        f"Đơn Shopee mã {L(shopee)} giao qua GHN, mã vận đơn {L(ghn)}, đã 5 ngày không cập nhật. "
        f"Mình nên khiếu nại với shop hay với bên vận chuyển?")

    thid, atm, req = th_id(), pin(6), "REQ" + dg(8)
    add("th", "thai-id-atm-pin", "Thai national ID (check digit computed) and ATM PIN; request number look-alike",
        f"ช่วยจดไว้ให้หน่อย แม่ฝากไว้: เลขบัตรประชาชน {S(thid)} รหัส ATM {S(atm)} "
        f"เลขที่คำขอเปลี่ยนบัตรที่ธนาคารให้มาคือ {L(req)} ต้องไปรับบัตรใหม่ที่สาขาเดิมไหม")

    ems, rec = s10("EX", "TH"), "INV-" + dg(7)
    add("th", "neg-ems-receipt", "Thailand Post EMS tracking number (S10 check digit computed) and a receipt number",
        f"พัสดุ EMS เลขที่ {L(ems)} ขึ้นว่านำจ่ายไม่สำเร็จ 2 ครั้งแล้ว ใบเสร็จร้านเลขที่ {L(rec)} "
        f"ต้องไปรับที่ไปรษณีย์ภายในกี่วัน")

    nik = pick(["317404", "327302", "357801", "517102"]) + "%02d%02d%02d" % (R.randint(1, 28) + R.choice([0, 40]), R.randint(1, 12), R.randint(70, 99)) + dg(4)
    rek = dgnz(10)
    npwp = "%02d.%03d.%03d.%d-%03d.000" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 999), R.randint(0, 9), R.randint(0, 999))
    add("id", "nik-rekening-bpjs", "Indonesian NIK and own bank account; company NPWP look-alike",
        f"Tolong bantu isi formulir klaim JHT BPJS: NIK {S(nik)}, nomor rekening BCA {S(rek)} atas nama Dewi Lestari. "
        f"NPWP perusahaan tempat saya kerja dulu {L(npwp)}. Dokumen apa lagi yang perlu diunggah?")

    mpin, kode, ref = pin(6), otp(6), dgnz(12)
    add("id", "mbca-pin-otp", "mobile banking PIN and OTP; transfer reference look-alike",
        f"Transfer ke rekening adik saya gagal, tapi saldo sudah terpotong. No. Ref {L(ref)}. Tadi saya masukkan PIN m-BCA "
        f"{S(mpin)} dan kode OTP {S(kode)} dari SMS. Apa perlu lapor ke Halo BCA?")

    resi, inv = "JP" + dg(10), "INV/2024%02d%02d/MPL/%s" % (R.randint(1, 12), R.randint(1, 28), dgnz(10))
    add("id", "neg-resi-invoice-tokopedia", "courier receipt number and a marketplace invoice number",
        f"Paket dengan nomor resi {L(resi)} statusnya sudah diterima tapi barangnya tidak ada. Nomor invoice Tokopedia "
        f"{L(inv)}. Bagaimana cara mengajukan komplain?")

    mpin, code, ref = pin(4), otp(6), dgnz(13)
    add("tl", "gcash-mpin-otp", "GCash MPIN and OTP; receipt Ref No. is a reference",
        f"Pa-help naman. Nag-send ako ng pera pero hindi pa natatanggap ng kapatid ko, Ref No. {L(ref)}. "
        f"Ang MPIN ko sa GCash ay {S(mpin)}, tapos yung OTP na dumating kanina {S(code)}. Safe pa ba account ko?")

    sss = "%02d-%07d-%d" % (R.randint(1, 99), R.randint(0, 9999999), R.randint(0, 9))
    ph = "%02d-%09d-%d" % (R.randint(1, 99), R.randint(0, 999999999), R.randint(0, 9))
    add("tl", "sss-philhealth", "SSS number and PhilHealth member number",
        f"Para sa salary loan application ko, pakilagay sa form: SSS number {S(sss)}, "
        f"PhilHealth {S(ph)}. Kailangan pa ba ng employer certification?")

    ref, lbc, amt = dgnz(13), dgnz(12), "₱" + "{:,.2f}".format(R.randint(50000, 900000) / 100)
    add("tl", "neg-gcash-receipt-lbc", "GCash receipt Ref No., amount and LBC tracking number",
        f"Binayaran ko na yung seller, {L(amt)}, GCash Ref No. {L(ref)}. Pinadala daw nila sa LBC, tracking number "
        f"{L(lbc)}, pero wala pa rin. Paano ko ire-report?")

    code, amt, phone = "S" + rs(UP + DIG, 9), "Ksh" + "{:,.2f}".format(R.randint(500, 9000)), "07" + dg(8)
    bal = "Ksh" + "{:,.2f}".format(R.randint(100000, 900000) / 100)
    add("sw", "mpesa-transaction-code", "M-Pesa transaction code from a payment SMS (settled as a secret); amount and recipient phone look-alikes",
        f"Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni huu:\n\"{S(code)} Confirmed. {L(amt)} sent to JOHN KAMAU {L(phone)} "
        f"on 17/5/24 at 3:42 PM. New M-PESA balance is {bal}. Transaction cost, Ksh33.00.\"\nNifanye nini ili nirudishiwe pesa?")

    kid, mpin, kra = dgnz(8), pin(4), "A0" + dg(8) + rs(UP, 1)
    add("sw", "kitambulisho-mpesa-pin-kra", "Kenyan ID number, M-Pesa PIN and KRA PIN; paybill number look-alike",
        f"Niandikie barua ya kuomba mkopo wa Fuliza. Namba yangu ya kitambulisho ni {S(kid)}, KRA PIN {S(kra)}. "
        f"PIN ya M-Pesa ni {S(mpin)}, usiiweke kwenye barua. Nitalipa kupitia Paybill {L('247247')}.")

    till, oda, amt = dgnz(6), "ORD-" + dg(6), "Ksh " + "{:,}".format(R.randint(500, 5000))
    add("sw", "neg-till-number-order", "merchant till number, order number and amount",
        f"Duka la mtandaoni limeniambia nilipe {L(amt)} kwa Lipa na M-Pesa, Till Number {L(till)}, na niandike namba ya oda "
        f"{L(oda)}. Je, hii ni halali au ni utapeli?")


# ====================================================================== validation and output
LANGS = set("en zh ja ko ar fa he hi ru uk pl cs de fr es pt it nl sv da no fi hu ro el tr vi th id tl sw".split())
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00a0\u2028\u2029\ufeff\ud800-\udfff\ue000-\uf8ff]|[^\u0000-\uffff]")
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$")


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def _numch(c):
    return c.isdigit()


def _asc(c):
    return c.isascii() and c.isalnum()


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid, t = c["id"], c["text"]
        if not ID_RE.match(cid):
            errs.append("bad id " + cid)
        if cid in ids:
            errs.append("duplicate id " + cid)
        ids.add(cid)
        if c["lang"] not in LANGS:
            errs.append("%s: bad lang %s" % (cid, c["lang"]))
        for field in ("id", "lang", "text", "note"):
            if not isinstance(c[field], str) or not c[field].strip():
                errs.append("%s: empty %s" % (cid, field))
        for s in [cid, c["lang"], t, c["note"]] + c["secrets"] + c["lookalikes"]:
            if HOSTILE.search(s):
                errs.append("%s: YAML-hostile character in %r" % (cid, s[:40]))
        if "\t" in t or "\r" in t:
            errs.append("%s: tab/CR in text" % cid)
        if not c["secrets"] and not c["lookalikes"]:
            errs.append("%s: negative case without look-alikes" % cid)
        inter = set(c["secrets"]) & set(c["lookalikes"])
        if inter:
            errs.append("%s: value both secret and look-alike: %r" % (cid, inter))
        spans = {"s": [], "l": []}
        for kind, vals in (("s", c["secrets"]), ("l", c["lookalikes"])):
            if len(vals) != len(set(vals)):
                errs.append("%s: duplicate listed value" % cid)
            for v in vals:
                if v != v.strip() or not v:
                    errs.append("%s: value with outer whitespace %r" % (cid, v))
                if "\n---\n" in v:
                    errs.append("%s: value spans messages %r" % (cid, v))
                occ = occurrences(t, v)
                if not occ:
                    errs.append("%s: not a substring: %r" % (cid, v))
                if len(v) <= 6 and len(occ) != 1:
                    errs.append("%s: short value occurs %d times: %r" % (cid, len(occ), v))
                for a, b in occ:
                    before = t[a - 1] if a > 0 else ""
                    after = t[b] if b < len(t) else ""
                    if (_numch(v[0]) and before and _numch(before)) or (_numch(v[-1]) and after and _numch(after)):
                        errs.append("%s: number embedded in a longer number: %r" % (cid, v))
                    if (_asc(v[0]) and before and _asc(before)) or (_asc(v[-1]) and after and _asc(after)):
                        errs.append("%s: value glued to a longer token: %r" % (cid, v))
                    spans[kind].append((a, b, v))
        for a, b, v in spans["s"]:
            for x, y, w in spans["l"]:
                if a < y and x < b:
                    errs.append("%s: secret %r overlaps look-alike %r" % (cid, v, w))
    return errs


def validate_checks():
    errs = []
    for kind, v in CHECKS:
        if kind.startswith("ru_acct:"):
            ok = ru_acct_ok(kind.split(":")[1], v)
        elif kind.startswith("ru_ks:"):
            ok = ru_ks_ok(kind.split(":")[1], v)
        else:
            ok = VALIDATORS[kind](v)
        if not ok:
            errs.append("check digit validation failed: %s %r" % (kind, v))
    return errs


def counts(cases):
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    return {"cases": n, "positive": n - neg, "negative": neg,
            "secrets": sum(len(c["secrets"]) for c in cases),
            "lookalikes": sum(len(c["lookalikes"]) for c in cases),
            "languages": len({c["lang"] for c in cases}),
            "multi_message": sum(1 for c in cases if "\n---\n" in c["text"]),
            "english": sum(1 for c in cases if c["lang"] == "en")}


def validate_counts(k):
    errs = []
    want = {"cases": (165, 185), "secrets": (180, 225), "lookalikes": (225, 275), "multi_message": (5, 10),
            "languages": (26, 40)}
    for key, (lo, hi) in want.items():
        if not lo <= k[key] <= hi:
            errs.append("count %s=%d outside %d..%d" % (key, k[key], lo, hi))
    if not 0.20 <= k["negative"] / k["cases"] <= 0.30:
        errs.append("negative share %.2f outside 0.20..0.30" % (k["negative"] / k["cases"]))
    if not 0.42 <= k["english"] / k["cases"] <= 0.58:
        errs.append("English share %.2f outside 0.42..0.58" % (k["english"] / k["cases"]))
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append("    %s:" % key)
                lines.extend("      - " + q(v) for v in c[key])
            else:
                lines.append("    %s: []" % key)
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def build():
    for f in (cases_en_1, cases_en_2, cases_en_3, cases_en_4, cases_en_neg, cases_cjk,
              cases_mideast_south_asia, cases_slavic, cases_west_europe, cases_north_east, cases_asia_africa):
        f()
    order = list(range(len(CASES)))
    R.shuffle(order)
    out = []
    for n, i in enumerate(order, 1):
        c = CASES[i]
        out.append({"id": "%s-%03d-%s" % (PREFIX, n, c["slug"]), "lang": c["lang"], "text": c["text"],
                    "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    return out


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    cases = build()
    errs = list(PROBLEMS) + validate_checks() + validate(cases)
    k = counts(cases)
    errs += validate_counts(k)
    slugs = [c["slug"] for c in CASES]
    if len(slugs) != len(set(slugs)):
        errs.append("duplicate slug")
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print(json.dumps(k), file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(to_yaml(cases))
    print("wrote %s: %s" % (sys.argv[1], json.dumps(k)))


if __name__ == "__main__":
    main()
