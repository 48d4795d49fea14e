#!/usr/bin/env python3
# make_heldout_v89.py -- deterministic generator of the blind evaluation set heldout_v89
# for a secrets filter (chat messages -> long-term memory).  Standard library only.
# Usage: python3 make_heldout_v89.py heldout_v89.yaml
#
# All values come from one random.Random(89) stream, drawn in the order the cases are defined.
# Identifiers with a public check scheme get their check digits computed here (see the helpers
# below and README.txt); every computed value is registered and re-verified before writing.
# Each case builder is re-drawn (same stream, deterministic) until the case passes the case
# checks; if any problem remains after that, nothing is written and the script exits 1.
import sys, json, random, string, base64, struct, re

NAME = "heldout_v89"
SEED = 89
PREFIX = "H89"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
B32 = UP + "234567"
B64 = AN + "+/"
B64U = AN + "-_"
UPN = "ABCDEFGHJKLMNPQRSTUVWXYZ"          # no I, O
UPNA = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no I, O, 0, 1


def s(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def d(n):
    return s(DIG, n)


def dnz(n):
    return R.choice("123456789") + d(n - 1)


def pick(seq):
    return R.choice(seq)


def grp(x, n, sep=" "):
    return sep.join(x[i:i + n] for i in range(0, len(x), n))


# ---------------------------------------------------------------- check registry
CHECKS = []  # (kind, value, validator) -- re-verified before writing


def reg(kind, value, fn):
    CHECKS.append((kind, value, fn))
    return value


def digits_of(x):
    return "".join(c for c in x if c.isdigit())


# ---------------------------------------------------------------- Luhn
def luhn_ok(num):
    num = digits_of(num)
    t = 0
    for i, ch in enumerate(reversed(num)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        t += v
    return t % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise ValueError(body)


def card(prefix, length=16):
    return reg("Luhn card", luhn_complete(prefix + d(length - len(prefix) - 1)), luhn_ok)


def fmt_card(n):
    if len(n) == 15:
        return n[:4] + " " + n[4:10] + " " + n[10:]
    return grp(n, 4)


# ---------------------------------------------------------------- IBAN (ISO 13616, mod 97)
def _inum(x):
    return "".join(str(int(c, 36)) for c in x)


def iban_ok(x):
    x = x.replace(" ", "")
    return int(_inum(x[4:] + x[:4])) % 97 == 1


def iban(cc, bban):
    chk = 98 - int(_inum(bban + cc + "00")) % 97
    return reg("IBAN", "%s%02d%s" % (cc, chk, bban), iban_ok)


def rf_ok(x):  # ISO 11649 creditor reference
    x = x.replace(" ", "")
    return int(_inum(x[4:] + x[:4])) % 97 == 1


def rf_ref():
    body = d(R.randint(8, 14))
    chk = 98 - int(_inum(body + "RF00")) % 97
    return reg("RF creditor reference", "RF%02d%s" % (chk, body), rf_ok)


# ---------------------------------------------------------------- USA / UK / CA / AU
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def aba_ok(r):
    w = [3, 7, 1] * 3
    return len(r) == 9 and sum(int(c) * w[i] for i, c in enumerate(r)) % 10 == 0


def aba():
    pre = pick(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12",
                "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32"])
    body = pre + d(6)
    for c in DIG:
        if aba_ok(body + c):
            return reg("ABA routing", body + c, aba_ok)


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_ok(v):
    sm = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(v, VIN_W))
    ch = sm % 11
    return len(v) == 17 and v[8] == ("X" if ch == 10 else str(ch))


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = list(pick(["1HG", "1FT", "2T1", "3VW", "5YJ", "1G1", "JTD", "WBA", "KM8"]) + s(al, 5) + "0" + pick("NPRS") + s(al, 1) + d(6))
    sm = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(v, VIN_W))
    ch = sm % 11
    v[8] = "X" if ch == 10 else str(ch)
    return reg("VIN", "".join(v), vin_ok)


def nino():
    while True:
        a = pick("ABCEGHJKLMNOPRSTWXYZ")
        b = pick("ABCEGHJKLMNPRSTWXYZ")
        if a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    return "%s%s %s %s %s %s" % (a, b, d(2), d(2), d(2), pick("ABCD"))


def nhs_ok(n):
    n = n.replace(" ", "")
    sm = sum(int(n[i]) * (10 - i) for i in range(9))
    c = 11 - sm % 11
    c = 0 if c == 11 else c
    return c != 10 and int(n[9]) == c


def nhs():
    while True:
        b = dnz(9)
        sm = sum(int(b[i]) * (10 - i) for i in range(9))
        c = 11 - sm % 11
        c = 0 if c == 11 else c
        if c != 10:
            n = b + str(c)
            return reg("NHS number", "%s %s %s" % (n[:3], n[3:6], n[6:]), nhs_ok)


def sin_ca():
    n = luhn_complete(pick("1234567") + d(7))
    return reg("Canada SIN (Luhn)", "%s %s %s" % (n[:3], n[3:6], n[6:]), luhn_ok)


def tfn_ok(t):
    t = digits_of(t)
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    return len(t) == 9 and sum(int(c) * w[i] for i, c in enumerate(t)) % 11 == 0


def tfn():
    while True:
        b = dnz(8)
        for c in DIG:
            if tfn_ok(b + c):
                n = b + c
                return reg("AU TFN", "%s %s %s" % (n[:3], n[3:6], n[6:]), tfn_ok)


def medicare_ok(m):
    m = digits_of(m)
    w = [1, 3, 7, 9, 1, 3, 7, 9]
    return len(m) == 10 and m[0] in "23456" and sum(int(m[i]) * w[i] for i in range(8)) % 10 == int(m[8])


def medicare():
    b = pick("23456") + d(7)
    w = [1, 3, 7, 9, 1, 3, 7, 9]
    c = sum(int(b[i]) * w[i] for i in range(8)) % 10
    n = b + str(c) + pick("12345")
    return reg("AU Medicare", "%s %s %s" % (n[:4], n[4:9], n[9]), medicare_ok)


def abn_ok(a):
    a = digits_of(a)
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    x = [int(c) for c in a]
    x[0] -= 1
    return len(a) == 11 and sum(v * w[i] for i, v in enumerate(x)) % 89 == 0


def abn():
    while True:
        tail = d(9)
        cands = [str(p) + tail for p in range(10, 100) if abn_ok(str(p) + tail)]
        if cands:
            a = pick(cands)
            return reg("AU ABN", "%s %s %s %s" % (a[:2], a[2:5], a[5:8], a[8:]), abn_ok)


# ---------------------------------------------------------------- Germany
def mod11_10_digit(digs):
    p = 10
    for ch in digs:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (t * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def steuerid_ok(x):
    x = digits_of(x)
    if len(x) != 11 or x[0] == "0":
        return False
    cnt = sorted((x[:10].count(c) for c in set(x[:10])), reverse=True)
    return cnt[0] in (2, 3) and cnt[1] == 1 and mod11_10_digit(x[:10]) == x[10]


def steuerid():
    while True:
        ds = R.sample(DIG, 9)
        ds.append(pick(ds))
        R.shuffle(ds)
        b = "".join(ds)
        if b[0] != "0":
            n = b + mod11_10_digit(b)
            return reg("DE Steuer-IdNr (ISO 7064 11,10)", "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:]), steuerid_ok)


def ustid_de_ok(x):
    x = x[2:]
    return len(x) == 9 and mod11_10_digit(x[:8]) == x[8]


def ustid_de():
    b = dnz(8)
    return reg("DE USt-IdNr (ISO 7064 11,10)", "DE" + b + mod11_10_digit(b), ustid_de_ok)


def kvnr_ok(k):
    num = "%02d" % (ord(k[0]) - 64) + k[1:9]
    t = 0
    for i, c in enumerate(num):
        v = int(c) * (1 if i % 2 == 0 else 2)
        t += v // 10 + v % 10
    return t % 10 == int(k[9])


def kvnr():
    b = pick(UP) + d(8)
    for c in DIG:
        if kvnr_ok(b + c):
            return reg("DE KVNR", b + c, kvnr_ok)


def iban_de():
    return iban("DE", d(8) + d(10))


# ---------------------------------------------------------------- France
def nir_ok(x):
    x = digits_of(x)
    return len(x) == 15 and 97 - int(x[:13]) % 97 == int(x[13:])


def nir(sex=None):
    sex = sex or pick("12")
    yy = "%02d" % R.randint(55, 99)
    mm = "%02d" % R.randint(1, 12)
    dep = pick(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93"])
    com = "%03d" % R.randint(1, 300)
    order = "%03d" % R.randint(1, 999)
    b = sex + yy + mm + dep + com + order
    k = 97 - int(b) % 97
    return reg("FR NIR key", "%s %s %s %s %s %s %02d" % (sex, yy, mm, dep, com, order, k), nir_ok)


def rib_key(bank, guichet, compte):
    return 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)


def rib_ok(bban):
    return rib_key(bban[:5], bban[5:10], bban[10:21]) == int(bban[21:])


def iban_fr():
    bank = pick(["30004", "30003", "10278", "20041", "30002", "11306"])
    gui = d(5)
    cpt = d(11)
    bban = bank + gui + cpt + "%02d" % rib_key(bank, gui, cpt)
    reg("FR RIB key", bban, rib_ok)
    return iban("FR", bban)


def siren_siret():
    siren = luhn_complete(dnz(8))
    siret = luhn_complete(siren + "0" + d(3))
    reg("FR SIREN (Luhn)", siren, luhn_ok)
    reg("FR SIRET (Luhn)", siret, luhn_ok)
    tva = "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)
    reg("FR TVA key", tva, lambda t: int(t[2:4]) == (12 + 3 * (int(t[4:]) % 97)) % 97)
    return siren, siret, tva


# ---------------------------------------------------------------- Spain / Mexico
DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_ok(x):
    n = x[:-1]
    n = {"X": "0", "Y": "1", "Z": "2"}.get(n[0], n[0]) + n[1:]
    return DNI_L[int(n) % 23] == x[-1]


def dni():
    n = d(8)
    return reg("ES DNI letter", n + DNI_L[int(n) % 23], dni_ok)


def nie():
    p = pick("XYZ")
    n = d(7)
    return reg("ES NIE letter", p + n + DNI_L[int("XYZ".index(p).__str__() + n) % 23], dni_ok)


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    c = 11 - sum(int(a) * b for a, b in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(c, c)


def ccc_ok(b):
    return es_dc("00" + b[:8]) == int(b[8]) and es_dc(b[10:]) == int(b[9])


def iban_es():
    bank = pick(["2100", "0049", "0182", "2080", "0081", "0128"])
    br = d(4)
    acc = d(10)
    bban = bank + br + str(es_dc("00" + bank + br)) + str(es_dc(acc)) + acc
    reg("ES CCC control digits", bban, ccc_ok)
    return iban("ES", bban)


def nss_es_ok(x):
    x = digits_of(x)
    return int(x[:10]) % 97 == int(x[10:])


def nss_es():
    prov = pick(["28", "08", "46", "41", "29"])
    num = dnz(8)
    return reg("ES NSS control", "%s/%s/%02d" % (prov, num, int(prov + num) % 97), nss_es_ok)


def clabe_ok(c):
    w = [3, 7, 1] * 6
    return (10 - sum(int(c[i]) * w[i] % 10 for i in range(17)) % 10) % 10 == int(c[17])


def clabe():
    b = pick(["012", "002", "014", "072", "021", "127"]) + pick(["180", "320", "680", "010"]) + d(11)
    w = [3, 7, 1] * 6
    c = (10 - sum(int(b[i]) * w[i] % 10 for i in range(17)) % 10) % 10
    return reg("MX CLABE", b + str(c), clabe_ok)


CURP_AL = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_ok(c):
    sm = sum(CURP_AL.index(ch) * (18 - i) for i, ch in enumerate(c[:17]))
    return (10 - sm % 10) % 10 == int(c[17])


def curp():
    cons = "BCDFGHJKLMNPRSTVZ"
    y, m, dd = R.randint(1970, 1999), R.randint(1, 12), R.randint(1, 28)
    b = pick(cons) + pick("AEIOU") + pick(cons) + pick(cons) + "%02d%02d%02d" % (y % 100, m, dd) + pick("HM") + \
        pick(["DF", "JC", "NL", "PL", "GT", "MC"]) + pick(cons) + pick(cons) + pick(cons) + d(1)
    sm = sum(CURP_AL.index(ch) * (18 - i) for i, ch in enumerate(b))
    return reg("MX CURP", b + str((10 - sm % 10) % 10), curp_ok)


# ---------------------------------------------------------------- Portugal / Brazil
def cpf_ok(x):
    x = digits_of(x)
    for n in (9, 10):
        sm = sum(int(x[i]) * (n + 1 - i) for i in range(n))
        r = sm * 10 % 11
        if (0 if r == 10 else r) != int(x[n]):
            return False
    return True


def cpf():
    b = d(9)
    for n in (9, 10):
        sm = sum(int(b[i]) * (n + 1 - i) for i in range(n))
        r = sm * 10 % 11
        b += str(0 if r == 10 else r)
    return reg("BR CPF", "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:]), cpf_ok)


def cnpj_ok(x):
    x = digits_of(x)
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(int(x[i]) * w[i] for i in range(len(w))) % 11
        if (0 if r < 2 else 11 - r) != int(x[len(w)]):
            return False
    return True


def cnpj():
    b = dnz(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(int(b[i]) * w[i] for i in range(len(w))) % 11
        b += str(0 if r < 2 else 11 - r)
    return reg("BR CNPJ", "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:]), cnpj_ok)


def nif_pt_ok(x):
    sm = sum(int(x[i]) * (9 - i) for i in range(8))
    c = 11 - sm % 11
    return (0 if c >= 10 else c) == int(x[8])


def nif_pt(first=None):
    b = (first or pick("123")) + d(7)
    sm = sum(int(b[i]) * (9 - i) for i in range(8))
    c = 11 - sm % 11
    return reg("PT NIF", b + str(0 if c >= 10 else c), nif_pt_ok)


def nib_ok(b):
    return 98 - (int(b[:19]) * 100) % 97 == int(b[19:])


def iban_pt():
    b = pick(["0035", "0033", "0007", "0010", "0036"]) + d(4) + d(11)
    b += "%02d" % (98 - (int(b) * 100) % 97)
    reg("PT NIB check", b, nib_ok)
    return iban("PT", b)


# ---------------------------------------------------------------- Italy
CF_ODD = {}
for _ch, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[_ch] = _v
for _ch, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_ch] = _v
CF_EVEN = {c: i for i, c in enumerate(DIG)}
CF_EVEN.update({c: i for i, c in enumerate(UP)})


def cf_char(x):
    sm = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(x))
    return UP[sm % 26]


def cf_ok(x):
    return cf_char(x[:15]) == x[15]


def codice_fiscale(female=False):
    cons = "BCDFGLMNPRSTVZ"
    sur = pick(cons) + pick("AEIOU") + pick(cons)
    nam = pick(cons) + pick(cons) + pick("AEIOU")
    y = R.randint(60, 99)
    mon = pick("ABCDEHLMPRST")
    day = R.randint(1, 28) + (40 if female else 0)
    com = pick(["F205", "H501", "L219", "F839", "G273", "A944", "D612"])
    b = (sur + nam).upper() + "%02d" % y + mon + "%02d" % day + com
    return reg("IT codice fiscale", b + cf_char(b), cf_ok)


def cin_ok(bban):
    return cf_char(bban[1:]) == bban[0]


def iban_it():
    b = pick(["03069", "02008", "05034", "03062", "08327"]) + d(5) + d(12)
    bban = cf_char(b) + b
    reg("IT CIN", bban, cin_ok)
    return iban("IT", bban)


def piva():
    return reg("IT partita IVA (Luhn)", luhn_complete(d(7) + pick(["001", "015", "037", "058", "096"])), luhn_ok)


# ---------------------------------------------------------------- Netherlands / Nordics
def bsn_ok(x):
    sm = sum(int(x[i]) * (9 - i) for i in range(8)) - int(x[8])
    return len(x) == 9 and sm % 11 == 0


def bsn():
    while True:
        b = pick("123456") + d(7)
        c = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if c < 10:
            return reg("NL BSN (11-proef)", b + str(c), bsn_ok)


def nl_acc_ok(a):
    return sum(int(a[i]) * (10 - i) for i in range(10)) % 11 == 0


def iban_nl(bank=None):
    while True:
        a = "0" + d(9)
        if nl_acc_ok(a):
            break
    reg("NL account (11-proef)", a, nl_acc_ok)
    return iban("NL", (bank or pick(["ABNA", "RABO", "INGB", "SNSB", "ASNB"])) + a)


def pnr_se_ok(x):
    return luhn_ok(digits_of(x))


def personnummer():
    y, m, dd = R.randint(1955, 2002), R.randint(1, 12), R.randint(1, 28)
    b = "%02d%02d%02d%s" % (y % 100, m, dd, d(3))
    n = luhn_complete(b)
    return reg("SE personnummer (Luhn)", n[:6] + "-" + n[6:], pnr_se_ok)


def orgnr_se():
    n = luhn_complete("55" + d(7))
    return reg("SE organisationsnummer (Luhn)", n[:6] + "-" + n[6:], luhn_ok)


def cvr_ok(x):
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    return len(x) == 8 and sum(int(x[i]) * w[i] for i in range(8)) % 11 == 0


def cvr():
    while True:
        b = dnz(7)
        for c in DIG:
            if cvr_ok(b + c):
                return reg("DK CVR", b + c, cvr_ok)


def fnr_ok(x):
    x = digits_of(x)
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(int(x[i]) * w1[i] for i in range(9)) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(int(x[i]) * w2[i] for i in range(10)) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 == int(x[9]) and k2 == int(x[10])


def fodselsnummer():
    while True:
        y, m, dd = R.randint(1955, 1999), R.randint(1, 12), R.randint(1, 28)
        b = "%02d%02d%02d%03d" % (dd, m, y % 100, R.randint(0, 499))
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(b[i]) * w1[i] for i in range(9)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(b[i]) * w2[i] for i in range(10)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return reg("NO fodselsnummer", b + str(k2), fnr_ok)


def mod11_no(b, w):
    c = 11 - sum(int(b[i]) * w[i] for i in range(len(w))) % 11
    return 0 if c == 11 else c


def konto_no_ok(x):
    x = digits_of(x)
    return mod11_no(x[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == int(x[10])


def konto_no():
    while True:
        b = pick(["1503", "1206", "3000", "9710", "1254"]) + d(6)
        c = mod11_no(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c < 10:
            n = b + str(c)
            return reg("NO kontonummer (mod 11)", "%s.%s.%s" % (n[:4], n[4:6], n[6:]), konto_no_ok)


def orgnr_no_ok(x):
    x = digits_of(x)
    return mod11_no(x[:8], [3, 2, 7, 6, 5, 4, 3, 2]) == int(x[8])


def orgnr_no():
    while True:
        b = pick("89") + d(7)
        c = mod11_no(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c < 10:
            n = b + str(c)
            return reg("NO organisasjonsnummer (mod 11)", "%s %s %s" % (n[:3], n[3:6], n[6:]), orgnr_no_ok)


HETU_C = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_ok(x):
    return HETU_C[int(x[:6] + x[7:10]) % 31] == x[10]


def hetu():
    y, m, dd = R.randint(1955, 2003), R.randint(1, 12), R.randint(1, 28)
    sep = "-" if y < 2000 else "A"
    n = "%03d" % R.randint(2, 899)
    b = "%02d%02d%02d" % (dd, m, y % 100)
    return reg("FI henkilotunnus", b + sep + n + HETU_C[int(b + n) % 31], hetu_ok)


def ytunnus_ok(x):
    w = [7, 9, 10, 5, 8, 4, 2]
    r = sum(int(x[i]) * w[i] for i in range(7)) % 11
    return r != 1 and (0 if r == 0 else 11 - r) == int(x[8])


def ytunnus():
    while True:
        b = pick("0123") + d(6)
        w = [7, 9, 10, 5, 8, 4, 2]
        r = sum(int(b[i]) * w[i] for i in range(7)) % 11
        if r != 1:
            return reg("FI Y-tunnus", b + "-" + str(0 if r == 0 else 11 - r), ytunnus_ok)


def viite_ok(x):
    x = digits_of(x)
    w = [7, 3, 1]
    sm = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(x[:-1])))
    return (10 - sm % 10) % 10 == int(x[-1])


def viite():
    b = dnz(R.randint(6, 12))
    w = [7, 3, 1]
    sm = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(b)))
    n = b + str((10 - sm % 10) % 10)
    out = " ".join(n[max(0, i - 5):i] for i in range(len(n), 0, -5)[::-1])
    return reg("FI viitenumero (7-3-1)", out, viite_ok)


# ---------------------------------------------------------------- Central / Eastern Europe
def pesel_ok(x):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(x[i]) * w[i] for i in range(10)) % 10) % 10 == int(x[10])


def pesel(female=None):
    y, m, dd = R.randint(1960, 2004), R.randint(1, 12), R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    ser = d(3)
    sx = R.choice("02468" if female else "13579") if female is not None else d(1)
    b = "%02d%02d%02d%s%s" % (y % 100, mm, dd, ser, sx)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return reg("PL PESEL", b + str((10 - sum(int(b[i]) * w[i] for i in range(10)) % 10) % 10), pesel_ok)


def dowod_ok(x):
    vals = [ord(c) - 55 for c in x[:3]] + [int(c) for c in x[3:]]
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    return sum(v * w[i] for i, v in enumerate(vals)) % 10 == vals[3]


def dowod():
    letters = s(UP, 3)
    rest = d(5)
    vals = [ord(c) - 55 for c in letters] + [0] + [int(c) for c in rest]
    w = [7, 3, 1, 0, 7, 3, 1, 7, 3]
    c = sum(v * w[i] for i, v in enumerate(vals)) % 10
    return reg("PL dowod osobisty", letters + str(c) + rest, dowod_ok)


def pl_bank_ok(b):
    w = [3, 9, 7, 1, 3, 9, 7]
    return (10 - sum(int(b[i]) * w[i] for i in range(7)) % 10) % 10 == int(b[7])


def nrb():
    b7 = pick(["1020", "1050", "1140", "1090", "2490", "1160"]) + d(3)
    w = [3, 9, 7, 1, 3, 9, 7]
    bank = b7 + str((10 - sum(int(b7[i]) * w[i] for i in range(7)) % 10) % 10)
    reg("PL bank sort code", bank, pl_bank_ok)
    ib = iban("PL", bank + d(16))
    return ib[2:]


def nip_ok(x):
    x = digits_of(x)
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    return sum(int(x[i]) * w[i] for i in range(9)) % 11 == int(x[9])


def nip():
    while True:
        b = dnz(9)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(b[i]) * w[i] for i in range(9)) % 11
        if c < 10:
            n = b + str(c)
            return reg("PL NIP", "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:]), nip_ok)


def regon_ok(x):
    w = [8, 9, 2, 3, 4, 5, 6, 7]
    return sum(int(x[i]) * w[i] for i in range(8)) % 11 % 10 == int(x[8])


def regon():
    b = dnz(8)
    w = [8, 9, 2, 3, 4, 5, 6, 7]
    return reg("PL REGON", b + str(sum(int(b[i]) * w[i] for i in range(8)) % 11 % 10), regon_ok)


def rc_ok(x):
    return int(digits_of(x)) % 11 == 0


def rodne_cislo(female=False):
    while True:
        y, m, dd = R.randint(1960, 2003), R.randint(1, 12), R.randint(1, 28)
        b = "%02d%02d%02d%03d" % (y % 100, m + (50 if female else 0), dd, R.randint(0, 999))
        c = (-int(b) * 10) % 11
        if c < 10:
            n = b + str(c)
            return reg("CZ rodne cislo (mod 11)", n[:6] + "/" + n[6:], rc_ok)


def cz_acc_ok(a):
    a = a.rjust(10, "0")
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    return sum(int(a[i]) * w[i] for i in range(10)) % 11 == 0


def cz_account():
    while True:
        a = dnz(R.choice([9, 10]))
        if cz_acc_ok(a):
            return reg("CZ account (mod 11)", a, cz_acc_ok) + "/" + pick(["0800", "0100", "0300", "2010", "0600", "3030"])


def ico_ok(x):
    sm = sum(int(x[i]) * (8 - i) for i in range(7))
    return (11 - sm % 11) % 10 == int(x[7])


def ico():
    b = dnz(7)
    sm = sum(int(b[i]) * (8 - i) for i in range(7))
    return reg("CZ ICO", b + str((11 - sm % 11) % 10), ico_ok)


def taj_ok(x):
    x = digits_of(x)
    return sum(int(x[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10 == int(x[8])


def taj():
    b = dnz(8)
    c = sum(int(b[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10
    n = b + str(c)
    return reg("HU TAJ", "%s %s %s" % (n[:3], n[3:6], n[6:]), taj_ok)


def adoaz_ok(x):
    return x[0] == "8" and sum(int(x[i]) * (i + 1) for i in range(9)) % 11 == int(x[9])


def adoazonosito():
    while True:
        b = "8" + "%05d" % R.randint(31000, 49000) + d(3)
        c = sum(int(b[i]) * (i + 1) for i in range(9)) % 11
        if c < 10:
            return reg("HU adoazonosito jel", b + str(c), adoaz_ok)


def hu_block_ok(x):
    w = [9, 7, 3, 1] * 2
    return sum(int(x[i]) * w[i] for i in range(8)) % 10 == 0


def hu_block(first7):
    w = [9, 7, 3, 1, 9, 7, 3]
    c = (10 - sum(int(first7[i]) * w[i] for i in range(7)) % 10) % 10
    return reg("HU account block", first7 + str(c), hu_block_ok)


def hu_account(bank=None):
    return hu_block((bank or pick(["1170", "1040", "1200", "1176", "1160"])) + d(3)) + "-" + hu_block(d(7)) + "-" + hu_block(d(7))


def hu_adoszam():
    return hu_block(dnz(7)) + "-" + pick("2") + "-" + pick(["41", "42", "43", "13", "09"])


def cnp_ok(x):
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    r = sum(int(x[i]) * w[i] for i in range(12)) % 11
    return (1 if r == 10 else r) == int(x[12])


def cnp():
    y, m, dd = R.randint(1960, 2004), R.randint(1, 12), R.randint(1, 28)
    sx = pick("12") if y < 2000 else pick("56")
    b = "%s%02d%02d%02d%s%03d" % (sx, y % 100, m, dd, pick(["40", "12", "22", "35", "13", "04"]), R.randint(1, 999))
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    r = sum(int(b[i]) * w[i] for i in range(12)) % 11
    return reg("RO CNP", b + str(1 if r == 10 else r), cnp_ok)


def cui_ok(x):
    b = x[:-1].rjust(9, "0")
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2]
    c = sum(int(b[i]) * w[i] for i in range(9)) * 10 % 11
    return (0 if c == 10 else c) == int(x[-1])


def cui():
    b = dnz(R.choice([7, 8]))
    p = b.rjust(9, "0")
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2]
    c = sum(int(p[i]) * w[i] for i in range(9)) * 10 % 11
    return reg("RO CUI", b + str(0 if c == 10 else c), cui_ok)


def iban_ro():
    return iban("RO", pick(["BTRL", "RNCB", "INGB", "BRDE", "RZBR"]) + s(UP + DIG, 4) + d(12))


def amka():
    y, m, dd = R.randint(1955, 2003), R.randint(1, 12), R.randint(1, 28)
    return reg("GR AMKA (Luhn)", luhn_complete("%02d%02d%02d%s" % (dd, m, y % 100, d(4))), luhn_ok)


def afm_ok(x):
    return sum(int(x[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10 == int(x[8])


def afm(first=None):
    b = (first or pick("01")) + d(7)
    return reg("GR AFM", b + str(sum(int(b[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10), afm_ok)


def tckn_ok(x):
    v = [int(c) for c in x]
    return v[0] != 0 and ((v[0] + v[2] + v[4] + v[6] + v[8]) * 7 - (v[1] + v[3] + v[5] + v[7])) % 10 == v[9] and sum(v[:10]) % 10 == v[10]


def tckn():
    v = [int(c) for c in dnz(9)]
    v.append(((v[0] + v[2] + v[4] + v[6] + v[8]) * 7 - (v[1] + v[3] + v[5] + v[7])) % 10)
    v.append(sum(v) % 10)
    return reg("TR TC Kimlik No", "".join(map(str, v)), tckn_ok)


def vkn_ok(x):
    sm = 0
    for i in range(9):
        t = (int(x[i]) + 9 - i) % 10
        v = (t * 2 ** (9 - i)) % 9
        if t != 0 and v == 0:
            v = 9
        sm += v
    return (10 - sm % 10) % 10 == int(x[9])


def vkn():
    b = d(9)
    sm = 0
    for i in range(9):
        t = (int(b[i]) + 9 - i) % 10
        v = (t * 2 ** (9 - i)) % 9
        if t != 0 and v == 0:
            v = 9
        sm += v
    return reg("TR VKN", b + str((10 - sm % 10) % 10), vkn_ok)


# ---------------------------------------------------------------- Russia / Ukraine
def snils_ok(x):
    x = digits_of(x)
    sm = sum(int(x[i]) * (9 - i) for i in range(9))
    if sm < 100:
        c = sm
    elif sm in (100, 101):
        c = 0
    else:
        c = sm % 101
        c = 0 if c == 100 else c
    return c == int(x[9:])


def snils():
    b = d(9)
    sm = sum(int(b[i]) * (9 - i) for i in range(9))
    if sm < 100:
        c = sm
    elif sm in (100, 101):
        c = 0
    else:
        c = sm % 101
        c = 0 if c == 100 else c
    return reg("RU SNILS", "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:9], c), snils_ok)


INN_W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8]
INN_W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
INN_W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]


def _wsum(x, w):
    return sum(int(x[i]) * w[i] for i in range(len(w))) % 11 % 10


def inn_ok(x):
    if len(x) == 10:
        return _wsum(x, INN_W10) == int(x[9])
    return _wsum(x, INN_W11) == int(x[10]) and _wsum(x, INN_W12) == int(x[11])


def inn_person():
    b = pick(["77", "78", "50", "54", "66", "16"]) + d(8)
    b += str(_wsum(b, INN_W11))
    b += str(_wsum(b, INN_W12))
    return reg("RU INN (person)", b, inn_ok)


def inn_org():
    b = pick(["77", "78", "50", "54"]) + d(7)
    return reg("RU INN (organisation)", b + str(_wsum(b, INN_W10)), inn_ok)


def ogrn_ok(x):
    return int(x[:12]) % 11 % 10 == int(x[12])


def ogrn():
    b = "1" + d(2) + pick(["77", "78", "50"]) + d(7)
    return reg("RU OGRN", b + str(int(b) % 11 % 10), ogrn_ok)


def ru_acc_ok(bik_acc):
    bik, acc = bik_acc.split("|")
    x = bik[-3:] + acc
    w = [7, 1, 3] * 8
    return sum(int(x[i]) * w[i] % 10 for i in range(23)) % 10 == 0


def ru_account(bik, prefix="40817810"):
    acc = prefix + "0" + d(11)
    x = bik[-3:] + acc
    w = [7, 1, 3] * 8
    sm = sum(int(x[i]) * w[i] % 10 for i in range(23))
    key = (sm % 10 * 3) % 10
    acc = acc[:8] + str(key) + acc[9:]
    reg("RU account key (BIK)", bik + "|" + acc, ru_acc_ok)
    return acc


def bik_ru():
    return "04" + pick(["4525", "4030", "5004", "6577"]) + d(3)


def rnokpp_ok(x):
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return sum(int(x[i]) * w[i] for i in range(9)) % 11 % 10 == int(x[9])


def rnokpp():
    b = "%05d" % R.randint(22000, 37000) + d(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return reg("UA RNOKPP", b + str(sum(int(b[i]) * w[i] for i in range(9)) % 11 % 10), rnokpp_ok)


# ---------------------------------------------------------------- Asia / Middle East / Africa
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_ok(x):
    return "10X98765432"[sum(int(x[i]) * CN_W[i] for i in range(17)) % 11] == x[17]


def cn_id():
    y, m, dd = R.randint(1965, 2003), R.randint(1, 12), R.randint(1, 28)
    b = pick(["110101", "310104", "440305", "510107", "330106", "420106"]) + "%04d%02d%02d" % (y, m, dd) + d(3)
    return reg("CN resident id", b + "10X98765432"[sum(int(b[i]) * CN_W[i] for i in range(17)) % 11], cnid_ok)


USCC_AL = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc_ok(x):
    c = 31 - sum(USCC_AL.index(x[i]) * USCC_W[i] for i in range(17)) % 31
    return USCC_AL[0 if c == 31 else c] == x[17]


def uscc():
    org = d(8)
    w = [3, 7, 9, 10, 5, 8, 4, 2]
    c = 11 - sum(int(org[i]) * w[i] for i in range(8)) % 11
    org += {10: "X", 11: "0"}.get(c, str(c))
    b = "91" + pick(["110108", "310115", "440300", "330100"]) + org
    c = 31 - sum(USCC_AL.index(b[i]) * USCC_W[i] for i in range(17)) % 31
    return reg("CN USCC", b + USCC_AL[0 if c == 31 else c], uscc_ok)


def mynumber_ok(x):
    x = digits_of(x)
    sm = 0
    for n in range(1, 12):
        p = int(x[11 - n])
        q = n + 1 if n <= 6 else n - 5
        sm += p * q
    r = sm % 11
    return (0 if r <= 1 else 11 - r) == int(x[11])


def mynumber():
    b = d(11)
    sm = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        sm += p * q
    r = sm % 11
    n_ = b + str(0 if r <= 1 else 11 - r)
    return reg("JP My Number", "%s %s %s" % (n_[:4], n_[4:8], n_[8:]), mynumber_ok)


def houjin_ok(x):
    base = x[1:]
    sm = sum(int(base[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return 9 - sm % 9 == int(x[0])


def houjin():
    base = dnz(12)
    sm = sum(int(base[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return reg("JP corporate number", str(9 - sm % 9) + base, houjin_ok)


def rrn_ok(x):
    x = digits_of(x)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(x[i]) * w[i] for i in range(12)) % 11) % 10 == int(x[12])


def rrn():
    y, m, dd = R.randint(1960, 1999), R.randint(1, 12), R.randint(1, 28)
    b = "%02d%02d%02d%s%s" % (y % 100, m, dd, pick("12"), d(5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(b[i]) * w[i] for i in range(12)) % 11) % 10
    return reg("KR RRN", b[:6] + "-" + b[6:] + str(c), rrn_ok)


def brn_ok(x):
    x = digits_of(x)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    sm = sum(int(x[i]) * w[i] for i in range(9)) + int(x[8]) * 5 // 10
    return (10 - sm % 10) % 10 == int(x[9])


def brn_kr():
    b = dnz(3) + d(2) + d(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    sm = sum(int(b[i]) * w[i] for i in range(9)) + int(b[8]) * 5 // 10
    n = b + str((10 - sm % 10) % 10)
    return reg("KR business reg. no", "%s-%s-%s" % (n[:3], n[3:5], n[5:]), brn_ok)


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(x):
    c = 0
    for i, ch in enumerate(reversed(digits_of(x))):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(b):
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def aadhaar():
    b = pick("23456789") + d(10)
    n = b + verhoeff_digit(b)
    return reg("IN Aadhaar (Verhoeff)", "%s %s %s" % (n[:4], n[4:8], n[8:]), verhoeff_ok)


def pan_in(surname_initial):
    return s(UP, 3) + "P" + surname_initial + d(4) + pick(UP)


def tz_ok(x):
    t = 0
    for i, c in enumerate(x):
        v = int(c) * (1 if i % 2 == 0 else 2)
        t += v // 10 + v % 10
    return len(x) == 9 and t % 10 == 0


def teudat_zehut(first=None):
    first = first or pick("023")
    b = first + d(8 - len(first))
    for c in DIG:
        if tz_ok(b + c):
            return reg("IL ID check digit", b + c, tz_ok)


def melli_ok(x):
    sm = sum(int(x[i]) * (10 - i) for i in range(9))
    r = sm % 11
    return (r if r < 2 else 11 - r) == int(x[9])


def melli_code():
    b = pick(["001", "002", "004", "007", "128", "273", "228"]) + d(6)
    sm = sum(int(b[i]) * (10 - i) for i in range(9))
    r = sm % 11
    return reg("IR national code", b + str(r if r < 2 else 11 - r), melli_ok)


def thai_ok(x):
    x = digits_of(x)
    return (11 - sum(int(x[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(x[12])


def thai_id(first=None):
    b = (first or pick("1358")) + d(11)
    n = b + str((11 - sum(int(b[i]) * (13 - i) for i in range(12)) % 11) % 10)
    return reg("TH id / tax id", "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12]), thai_ok)


def s10_ok(x):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(x[2 + i]) * w[i] for i in range(8)) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return c == int(x[10])


def s10(pre, cc):
    b = d(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(b[i]) * w[i] for i in range(8)) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return reg("UPU S10 tracking", pre + b + str(c) + cc, s10_ok)


def emirates_id():
    y = R.randint(1970, 2000)
    n = luhn_complete("784" + str(y) + d(7))
    return reg("AE Emirates ID (Luhn)", "%s-%s-%s-%s" % (n[:3], n[3:7], n[7:14], n[14]), luhn_ok)


# ---------------------------------------------------------------- tokens & keys
def uuid4():
    h = s(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def jwt(payload):
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64url(rbytes(32))


def aws_akid(p="AKIA"):
    return p + s(UP + "234567", 16)


def aws_secret():
    return s(AN + "/+", 40)


def ghp():
    return "ghp_" + s(AN, 36)


def gh_fine():
    return "github_pat_11" + s(UP + DIG, 20) + "_" + s(AN, 59)


def stripe(p, n=24):
    return p + s(AN, n)


def slack_bot():
    return "xoxb-" + dnz(12) + "-" + dnz(13) + "-" + s(AN, 24)


def openai_key():
    return "sk-proj-" + s(B64U, 74) + "T3BlbkFJ" + s(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + s(B64U, 93) + "AA"


def google_key():
    return "AIza" + s(B64U, 35)


def sendgrid():
    return "SG." + s(B64U, 22) + "." + s(B64U, 43)


def tg_bot():
    return dnz(10) + ":AA" + s(B64U, 33)


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    """returns (private key block, matching public key line)"""
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + struct.pack(">I", 1) + \
        ssh_string(pubblob) + ssh_string(priv)
    b64 = base64.b64encode(blob).decode()
    body = "\n".join(b64[i:i + 70] for i in range(0, len(b64), 70))
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----", publine


def ssh_pub_ed25519(comment):
    blob = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def wg_key():
    return base64.b64encode(rbytes(32)).decode()


def sha_hex(n=40):
    return s(HEXL, n)


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
         "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
         "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
         "alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient "
         "anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
         "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt "
         "author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
         "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid "
         "bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur "
         "blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
         "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
         "buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon "
         "capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion "
         "change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose "
         "chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever "
         "click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut "
         "code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress "
         "connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course "
         "cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp "
         "critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious "
         "current curtain curve cushion custom cute cycle legal lemon leopard lesson letter level liberty library license life "
         "lift light like limb limit link lion liquid list little live lizard load loan lobster local lock logic lonely long "
         "loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail "
         "main major make mammal man manage mandate mango mansion manual maple marble march margin marine market marriage mask "
         "mass master match material math matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt "
         "member memory mention menu mercy merge merit merry mesh message metal method middle midnight milk million mimic mind "
         "minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor "
         "monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule "
         "multiply muscle museum mushroom music must mutual myself mystery myth winter wisdom witness wolf wood wool word work "
         "world wrap wreck wrestle wrist write wrong year yellow youth zero zone zoo").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


# ---------------------------------------------------------------- human passwords
SYM = "!@#$%&*?+=._-"


def pw_random(n=None):
    n = n or R.randint(14, 22)
    while True:
        p = s(AN + SYM, n)
        if any(c in SYM for c in p) and any(c.isdigit() for c in p) and any(c.isupper() for c in p):
            return p


def pw_human(words):
    w = pick(words)
    st = R.randrange(6)
    if st == 0:
        return w.capitalize() + d(R.choice([2, 4])) + pick("!@#$?*")
    if st == 1:
        w2 = pick(words)
        return w.capitalize() + pick("_.-!") + w2 + d(2)
    if st == 2:
        tr = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"})
        return w.capitalize().translate(tr) + d(R.choice([2, 3]))
    if st == 3:
        return d(2) + w + pick("!#") + w.upper()[:2] + d(1)
    if st == 4:
        return w + pick(words).capitalize() + d(4)
    return w.upper()[:1] + w[1:] + "#" + d(3) + pick(words)[:3]


def passphrase(words, k=4, sep="-"):
    return sep.join(R.sample(words, k)) + sep + d(2)


EN_W = ["marmalade", "otter", "lighthouse", "cobalt", "saddle", "juniper", "walnut", "falcon", "harbor", "pickle",
        "meadow", "tangerine", "biscuit", "glacier", "cinder", "hazel", "pepper", "maple", "thunder", "velvet",
        "pumpkin", "river", "sparrow", "copper", "blossom", "lantern", "raven", "summit", "orchid", "canyon"]


# ================================================================ cases
CASES = []
M = "\n---\n"


def case(lang, slug):
    def deco(fn):
        CASES.append((lang, slug, fn))
        return fn
    return deco


def C(text, secrets, looks, note):
    return {"text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}


def us_phone(area=None):
    return "(%s) 555-01%02d" % (area or pick(["415", "650", "312", "206", "917", "512", "303"]), R.randint(0, 99))


def ein():
    return pick(["04", "20", "26", "27", "45", "46", "47", "81", "82", "83", "84", "85", "86", "87", "88", "91", "92", "93"]) + "-" + d(7)


def git_short():
    return s(HEXL, 7)


# ---------------------------------------------------------------- English: positives
@case("en", "aws-credentials-file")
def _():
    ak, sk = aws_akid(), aws_secret()
    rid, hid = s(HEXU, 16), base64.b64encode(rbytes(57)).decode()
    t = ("I keep getting AccessDenied when I run `aws s3 ls` from my home machine. Here's my ~/.aws/credentials:\n\n"
         "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\n\n"
         "The error: An error occurred (AccessDenied) when calling the ListBuckets operation: Access Denied "
         "(RequestId: %s, HostId: %s). What am I missing?" % (ak, sk, rid, hid))
    return C(t, [ak, sk], [rid, hid], "AWS key pair in a credentials file; S3 request id and host id are not secrets")


@case("en", "git-remote-pat")
def _():
    pat, sha = ghp(), sha_hex()
    t = ("my push keeps failing:\n\n$ git push origin feature/invoice-export\nremote: Invalid username or token. "
         "Password authentication is not supported for Git operations.\nfatal: Authentication failed for "
         "'https://github.com/ledgerline/portal.git/'\n\nI set the remote yesterday with\n"
         "git remote set-url origin https://mkowal:%s@github.com/ledgerline/portal.git\n"
         "and it worked then, the last commit that went through was %s. did the token expire?" % (pat, sha))
    return C(t, [pat], [sha], "classic GitHub PAT embedded in a remote URL; full commit hash is a look-alike")


@case("en", "stripe-env-webhook")
def _():
    pk, sk, wh = stripe("pk_live_51", 97), stripe("sk_live_51", 97), "whsec_" + s(AN, 32)
    price, evt = "price_1" + s(AN, 23), "evt_1" + s(AN, 23)
    t = (".env for the shop backend, webhooks fail signature verification and I don't see why:\n\n"
         "STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nSTRIPE_PRICE_PRO=%s\n\n"
         "endpoint is /api/stripe/webhook, the failing event in the dashboard is %s" % (pk, sk, wh, price, evt))
    return C(t, [sk, wh], [pk, price, evt], "live secret key and webhook signing secret; publishable key, price id and event id are public identifiers")


@case("en", "postgres-url-rds")
def _():
    user = pick(["app_rw", "svc_orders", "django"])
    pw = s(AN, 5) + "%23" + s(AN, 7)
    host = "orders-prod-2.c%s.eu-central-1.rds.amazonaws.com" % s(LO + DIG, 10)
    t = ("Django won't connect to RDS. settings read\nDATABASE_URL=postgres://%s:%s@%s:5432/orders\n"
         "and I get `FATAL: password authentication failed`. The real password has a # in it so I put %%23 there, "
         "is that right?" % (user, pw, host))
    return C(t, [user + ":" + pw], [host], "credentials part of a connection string (URL-encoded #); the host is not a secret")


@case("en", "mongodb-srv-uri")
def _():
    u, pw = "shopadmin", pw_random(16).replace("@", "x").replace("%", "k").replace("?", "q").replace("#", "h").replace("&", "n").replace("+", "p").replace("=", "e")
    host = "cluster0.%s.mongodb.net" % s(LO + DIG, 5)
    t = ('const uri = "mongodb+srv://%s:%s@%s/?retryWrites=true&w=majority&appName=Cluster0";\n'
         "// MongoServerSelectionError: connection timed out. My IP is on the access list, what else?" % (u, pw, host))
    return C(t, [u + ":" + pw], [host], "Atlas SRV URI; user:password is the secret, cluster host is not")


@case("en", "redis-url-password-only")
def _():
    pw = s(AN, 24)
    t = ("celery broker_url is redis://:%s@10.0.4.17:6379/0 and the worker still logs "
         "'NOAUTH Authentication required'. is the empty username before the colon the problem?" % pw)
    return C(t, [pw], [], "Redis URL with password only; host/port/db are not secrets")


@case("en", "direct-deposit-routing")
def _():
    rt, acct, e = aba(), dnz(R.choice([10, 12])), ein()
    t = ("Direct deposit form at the new job: routing number %s, checking account %s. Is the routing number the "
         "first group at the bottom left of the check? The form also shows the employer's EIN %s, "
         "do I need to copy that anywhere?" % (rt, acct, e))
    return C(t, [acct], [rt, e], "own checking account is secret; ABA routing (check digit computed) and employer EIN are public")


@case("en", "card-hotel-deposit")
def _():
    cn = card(pick(["4", "51", "53", "55"]))
    cvc = d(3)
    conf = dnz(8)
    exp = "%02d/%02d" % (R.randint(1, 12), R.randint(26, 30))
    t = ("Can you draft a short email to the Harbor View Inn authorizing the deposit charge? Confirmation number "
         "%s. Card %s, exp %s, security code %s, name on card Dana Whitfield." % (conf, fmt_card(cn), exp, cvc))
    return C(t, [fmt_card(cn), cvc], [conf], "card number (Luhn) and CVC; hotel confirmation number is a reference")


@case("en", "ssn-w4")
def _():
    sn, e = ssn(), ein()
    t = ("Doing the W-4 for my new job. It wants my SSN, which is %s. My last W-2 has the employer "
         "identification number %s in box b. Which one goes in step 1(a)?" % (sn, e))
    return C(t, [sn], [e], "own SSN; employer EIN is public")


@case("en", "ms-security-code-sms")
def _():
    code = d(6)
    acc = "da**%s@outlook.com" % s(LO, 2)
    t = ("Got this text a minute ago and I did NOT try to sign in anywhere:\n\n\"Use %s as Microsoft account "
         "security code for %s\"\n\nShould I be worried? What should I do first?" % (code, acc))
    return C(t, [code], [acc], "live one-time code pasted from SMS; masked account name is a look-alike")


@case("en", "airbnb-house-manual")
def _():
    wifi = pw_human(EN_W)
    door = d(4)
    permit = "STR-%d-%06d" % (R.randint(2021, 2024), R.randint(1, 999999))
    t = ("Please tidy up my house manual for guests:\n- Wi-Fi: CedarLoft_5G / password %s\n- Front door keypad: %s "
         "then press the lock button\n- Quiet hours after 10pm, trash day is Tuesday\n"
         "- City short-term rental permit %s (has to be displayed, don't remove the sign)" % (wifi, door, permit))
    return C(t, [wifi, door], [permit], "host's Wi-Fi password and door code; rental permit number is public")


@case("en", "totp-seed-vs-rfc-example")
def _():
    seed = s(B32, 32)
    shown = grp(seed.lower(), 4)
    t = ("Writing a little TOTP script. With the usual example seed JBSWY3DPEHPK3PXP my codes match the online "
         "generators, but for my VPS panel (the seed it showed under \"can't scan the QR code?\" was %s) "
         "the code is always one step behind. Clock drift?" % shown)
    return C(t, [shown], ["JBSWY3DPEHPK3PXP"], "real TOTP seed in grouped lowercase; the well-known example seed is a look-alike")


@case("en", "metamask-seed-phrase")
def _():
    ph = seed_phrase(12)
    addr = "0x" + s(HEXL + "ABCDEF", 40)
    t = ("Restoring my MetaMask on a new phone and it says the phrase is invalid. This is what I wrote down: "
         "%s\n\nThe address it should open is %s. Did I write a word wrong?" % (ph, addr))
    return C(t, [ph], [addr], "12-word recovery phrase (BIP39 words, checksum not computed); public address is a look-alike")


@case("en", "ssh-key-invalid-format")
def _():
    priv, pub = openssh_ed25519("noor@thinkpad")
    t = ("ssh says `Load key \"/home/noor/.ssh/id_ed25519\": invalid format`. The file:\n\n%s\n\nand what I put in "
         "authorized_keys on the server:\n%s\n\nDid copy-paste on Windows break the line endings?" % (priv, pub))
    return C(t, [priv], [pub], "OpenSSH private key block; the matching public key line is not a secret")


@case("en", "slack-bot-token-python")
def _():
    tok, ch = slack_bot(), "C0" + s(UP + DIG, 9)
    t = ('from slack_sdk import WebClient\n\nclient = WebClient(token="%s")\n'
         'client.chat_postMessage(channel="%s", text="Deploy finished :rocket:")\n\n'
         "returns `not_in_channel` even though I invited the app. ideas?" % (tok, ch))
    return C(t, [tok], [ch], "Slack bot token; channel id is an identifier")


@case("en", "openai-curl-429")
def _():
    key, req = openai_key(), "req_" + s(HEXL, 32)
    t = ('curl https://api.openai.com/v1/chat/completions -H "Content-Type: application/json" '
         '-H "Authorization: Bearer %s" -d \'{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "ping"}]}\'\n\n'
         "gives 429 insufficient_quota but I added $10 credit yesterday. x-request-id was %s" % (key, req))
    return C(t, [key], [req], "OpenAI project key; request id is a look-alike")


@case("en", "anthropic-key-committed")
def _():
    key = anthropic_key()
    t = ("In the README I wrote ANTHROPIC_API_KEY=sk-ant-xxxxxxxx as a placeholder, but I just noticed I also committed "
         "config/local.py with\n\nANTHROPIC_API_KEY = \"%s\"\n\nI already revoked it in the console. Is deleting it in a new "
         "commit enough or do I need to rewrite history?" % key)
    return C(t, [key], ["sk-ant-xxxxxxxx"], "leaked and revoked key is still a secret; placeholder is a look-alike")


@case("en", "google-oauth-client-json")
def _():
    cid = "%s-%s.apps.googleusercontent.com" % (dnz(12), s(LO + DIG, 32))
    sec = "GOCSPX-" + s(B64U, 28)
    t = ('client_secret.json that I downloaded:\n{"web":{"client_id":"%s","project_id":"recipe-box-4471",'
         '"auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token",'
         '"client_secret":"%s","redirect_uris":["http://localhost:8000/callback"]}}\n\n'
         "getting redirect_uri_mismatch, why?" % (cid, sec))
    return C(t, [sec], [cid], "OAuth client secret; client id is public")


@case("en", "jwt-in-gateway-log")
def _():
    tok = jwt({"sub": "usr_" + s(LO + DIG, 12), "iat": R.randint(1700000000, 1710000000), "exp": R.randint(1710000000, 1720000000), "scope": "accounts:read"})
    tr = s(HEXL, 32)
    t = ("2024-03-11T09:14:22.118Z INFO api-gateway trace_id=%s path=/v2/accounts/me method=GET "
         "auth=\"Bearer %s\" status=401 latency_ms=12\n\nwhy 401, the token isn't expired" % (tr, tok))
    return C(t, [tok], [tr], "bearer JWT in a log line; trace id is a look-alike")


@case("en", "django-session-cookie")
def _():
    sid = s(LO + DIG, 32)
    csrf = s(AN, 32)
    ga = "GA1.1.%s.%s" % (dnz(10), R.randint(1700000000, 1712000000))
    t = ("cookies from devtools after logging in:\nsessionid=%s; csrftoken=%s; _ga=%s; django_language=en\n\n"
         "the sessionid changes on every request and I get bounced back to /login" % (sid, csrf, ga))
    return C(t, [sid], [ga], "session cookie value; Google Analytics client id is a look-alike")


@case("en", "passport-esta")
def _():
    pp = dnz(9)
    app = s(UP + DIG, 16)
    t = ("ESTA done! Passport number I entered is %s (UK passport, expires 2031). The application number they "
         "showed is %s. Do I need to print it for the airport?" % (pp, app))
    return C(t, [pp], [app], "passport number; ESTA application number is a reference")


@case("en", "dl-and-vin-insurance")
def _():
    dl = pick(UP) + d(7)
    v = vin()
    t = ("Car insurance quote form: my California license is %s, the VIN from the registration card is %s, "
         "plate is 8%s%s. Why would they need the VIN if they have the plate?" % (dl, v, s(UP, 3), d(3)))
    return C(t, [dl], [v], "driver licence number; VIN (check digit computed) is a look-alike")


@case("en", "insurance-card-pharmacy")
def _():
    mid = pick(["W", "XJH", "ZGP", "U"]) + d(9)
    rxbin, pcn = pick(["610014", "004336", "003858", "610502", "015581"]), pick(["ADV", "MEDDADV", "A4", "9999"])
    t = ("Reading off my insurance card for the pharmacy app: Member ID %s, Group %s, RxBIN %s, RxPCN %s, "
         "RxGrp %s. The app only has boxes for 'member number' and 'BIN', which ones go there?" % (mid, d(6) + "-" + d(3), rxbin, pcn, "RX" + d(4)))
    return C(t, [mid], [rxbin], "health insurance member id; pharmacy RxBIN is a public routing number")


@case("en", "dog-sitter-codes")
def _():
    gate, alarm, box = d(4), d(4), d(4)
    ph = us_phone("650")
    t = ("Notes for Priya, who's watching Miso this weekend. Gate code is %s#, alarm disarm code %s (you have 30 "
         "seconds), spare key is in the lockbox on the hose reel, combo %s. Vet is Bayside Animal Clinic %s. "
         "Can you turn this into a neat checklist?" % (gate, alarm, box, ph))
    return C(t, [gate, alarm, box], [ph], "gate, alarm and lockbox codes; vet's phone number is a look-alike")


@case("en", "dad-gmail-password")
def _():
    pw = pw_human(EN_W)
    ph = us_phone()
    t = ("My dad asked me to sort out his email. It's walt.brennan1951@gmail.com and the password he's used forever is "
         "%s. The recovery phone on it is his old landline %s which he doesn't have anymore. How do I switch it "
         "without locking him out?" % (pw, ph))
    return C(t, [pw], [ph], "password entrusted by a parent; old phone number is a look-alike")


@case("en", "security-question-answers")
def _():
    pet = pick(["Biscuit", "Pickles", "Waffles", "Juniper", "Mochi"])
    street = pick(["Larchmont", "Pinecrest", "Wexford", "Alder"]) + " " + pick(["Avenue", "Road", "Lane"])
    teach = pick(["Okafor", "Lindqvist", "Brannigan", "Castellano"])
    t = ("The bank makes me pick new security questions. I'm thinking: first pet = %s, street I grew up on = %s, "
         "favorite teacher = Mrs. %s. Too easy to guess from my Facebook?" % (pet, street, teach))
    return C(t, [pet, street, teach], [], "answers to security questions")


@case("en", "router-password-correction")
def _():
    base = pick(EN_W).capitalize() + pick(EN_W).capitalize() + d(3) + "!"
    wrong = base.lower()
    t = ("Router admin login is admin / %s. How do I turn off WPS on a TP-Link Archer AX55?" % wrong + M +
         "sorry, mistyped, the right one is %s with the capitals. firmware says 1.1.3 Build 20230418 if that matters" % base)
    return C(t, [wrong, base], ["1.1.3 Build 20230418"], "password and its correction in a second message; firmware version is a look-alike")


@case("en", "hf-token-in-two-parts")
def _():
    tok = "hf_" + s(UP + LO, 34)
    a, b = tok[:18], tok[18:]
    sha = sha_hex()
    t = ("My phone keeps cutting long messages so I'll send my Hugging Face token in two halves. First half: %s" % a + M +
         "second half: %s\nThe repo is gated and I'm trying to pull revision %s" % (b, sha))
    return C(t, [a, b], [sha], "access token split across two messages; revision hash is a look-alike")


@case("en", "bitlocker-announce-then-give")
def _():
    kid = s(HEXU, 8)
    rk = "-".join(d(6) for _ in range(8))
    dev = "DESKTOP-" + s(UP + DIG, 7)
    t = ("I'm going to paste the BitLocker recovery key from my Microsoft account page in the next message, "
         "I need help figuring out which one matches this laptop." + M +
         "Key ID: %s\nRecovery key: %s\nDevice name: %s\nUploaded: 2/14/2024\n\nThe blue screen asks for the key "
         "whose ID starts with %s" % (kid, rk, dev, kid[:4]))
    return C(t, [rk], [kid, dev], "48-digit recovery key announced then given; key id and device name are look-alikes")


@case("en", "gitlab-ci-docker-login")
def _():
    tok = "glpat-" + s(AN + "-_", 20)
    dig = "sha256:" + s(HEXL, 64)
    t = ("deploy:\n  image: docker:24.0.7\n  script:\n    - docker login -u deploy-bot -p %s registry.gitlab.com\n"
         "    - docker pull registry.gitlab.com/acme/base-image@%s\n    - ./scripts/release.sh\n\n"
         "is it really that bad to hardcode the token in .gitlab-ci.yml? the repo is private" % (tok, dig))
    return C(t, [tok], [dig], "GitLab PAT in CI config; image digest is a look-alike")


@case("en", "npmrc-token-403")
def _():
    tok = "npm_" + s(AN, 36)
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    t = ("~/.npmrc:\n//registry.npmjs.org/:_authToken=%s\n\nnpm publish gives 403 Forbidden. In package-lock the "
         "integrity for my own package's last version is %s, does that matter?" % (tok, integ))
    return C(t, [tok], [integ], "npm token; lockfile integrity hash is a look-alike")


@case("en", "twilio-env")
def _():
    sid, tok, msid = "AC" + s(HEXL, 32), s(HEXL, 32), "SM" + s(HEXL, 32)
    frm = "+1415555%04d" % R.randint(100, 199)
    t = ("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s\n\nsends worked until Friday; the last "
         "successful one has message SID %s, now everything is error 20003" % (sid, tok, frm, msid))
    return C(t, [tok], [msid, frm], "Twilio auth token; message SID and sender number are look-alikes")


@case("en", "telegram-bot-group")
def _():
    tok, chat = tg_bot(), "-100" + dnz(10)
    t = ("My bot token is %s and the supergroup chat id is %s. getUpdates is empty when people write in the group, "
         "only commands come through. Privacy mode?" % (tok, chat))
    return C(t, [tok], [chat], "Telegram bot token; chat id is an identifier")


@case("en", "discord-webhook-400")
def _():
    wid, wt = dnz(19), s(B64U, 68)
    t = ("Posting an embed to https://discord.com/api/webhooks/%s/%s returns 400 Invalid Form Body. "
         "The JSON has title, description and color 5814783. What's wrong?" % (wid, wt))
    return C(t, [wt], [], "webhook token part of a Discord webhook URL")


@case("en", "azure-storage-connstring")
def _():
    acct = "stmedia" + s(LO + DIG, 8)
    key = base64.b64encode(rbytes(64)).decode()
    rid = uuid4()
    t = ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\n\n"
         "BlobServiceClient.from_connection_string(...) -> 'Server failed to authenticate the request'. "
         "RequestId:%s" % (acct, key, rid))
    return C(t, [key], [rid], "storage account key inside a connection string; request id is a look-alike")


@case("en", "k8s-secret-base64-newline")
def _():
    pw = pw_random(16)
    b64pw = base64.b64encode((pw + "\n").encode()).decode()
    b64u = base64.b64encode(b"ledger").decode()
    t = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: %s\n"
         "  password: %s\n\nThe pod says password authentication failed. I made the value with `echo '%s' | base64`. "
         "What did I do wrong?" % (b64u, b64pw, pw))
    return C(t, [b64pw, pw], [], "password in clear and base64 (with trailing newline) in a Kubernetes Secret")


@case("en", "basic-auth-header")
def _():
    user = "billing-sync"
    pw = pw_random(18).replace(":", "")
    hdr = base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
    t = ("Postman builds the header Authorization: Basic %s and the API answers 401. Their docs show the example "
         "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== and say it's just user:password in base64, so why?" % hdr)
    return C(t, [hdr], ["QWxhZGRpbjpvcGVuIHNlc2FtZQ=="], "Basic credentials in base64; the RFC example value is a look-alike")


@case("en", "netrc-heroku-uuid")
def _():
    tok, rel = uuid4(), uuid4()
    t = ("~/.netrc\nmachine api.heroku.com\n  login oscar@fernhill.studio\n  password %s\nmachine git.heroku.com\n"
         "  login oscar@fernhill.studio\n  password %s\n\n`heroku releases` says Invalid credentials, but the last "
         "deploy (release id %s) went fine an hour ago" % (tok, tok, rel))
    return C(t, [tok], [rel], "Heroku API key in UUID form; a release UUID next to it is a look-alike")


@case("en", "datadog-terraform")
def _():
    api, app, sha = s(HEXL, 32), s(HEXL, 40), sha_hex()
    t = ('provider "datadog" {\n  api_key = "%s"\n  app_key = "%s"\n  api_url = "https://api.datadoghq.eu/"\n}\n\n'
         "terraform plan fails with 403 since I bumped the provider; the last commit where it worked is %s" % (api, app, sha))
    return C(t, [api, app], [sha], "Datadog API and application keys; a 40-hex commit hash next to the 40-hex app key is a look-alike")


@case("en", "do-token-vs-iso-checksum")
def _():
    tok, chk = "dop_v1_" + s(HEXL, 64), s(HEXL, 64)
    t = ("Two things. doctl auth init asked for a token and I pasted %s, it says 'Unable to use supplied token'. "
         "Also the Ubuntu ISO I downloaded has sha256 %s, is that the right one for 24.04 server?" % (tok, chk))
    return C(t, [tok], [chk], "DigitalOcean token and a 64-hex checksum side by side")


@case("en", "debit-pin-atm")
def _():
    pin, l4 = d(4), d(4)
    t = ("The ATM keeps saying incorrect PIN but I'm sure it's %s, I've used it for years. Card is the one ending "
         "**** %s. Could the chip be damaged instead?" % (pin, l4))
    return C(t, [pin], ["**** " + l4], "card PIN; masked card number is a look-alike")


@case("en", "carrier-port-out")
def _():
    acct, tpin, order = dnz(9), d(6), "MNT-" + d(8)
    t = ("Moving my number to Mint. They want my T-Mobile account number and the transfer PIN: account %s, "
         "transfer PIN %s. Mint's order number is %s. How long does the port usually take?" % (acct, tpin, order))
    return C(t, [acct, tpin], [order], "carrier account number and number-transfer PIN; new carrier's order number is a reference")


@case("en", "delivery-gate-code")
def _():
    code = d(4)
    order = "11%d-%s-%s" % (R.randint(1, 4), d(7), d(7))
    t = ("Write me short delivery instructions for Amazon: gate code %s, then the second building on the left, leave it "
         "by the side door not the front. It's for order %s." % (code, order))
    return C(t, [code], [order], "gate code; Amazon order number is a look-alike")


@case("en", "budget-table-cards")
def _():
    l4 = d(4)
    amex = card(pick(["34", "37"]), 15)
    cid = d(4)
    l4b = d(4)
    exp = "%02d/%02d" % (R.randint(1, 12), R.randint(26, 30))
    t = ("Which card should I use for what?\n\n| Card | Number | Now used for |\n|---|---|---|\n"
         "| Chase Sapphire | **** **** **** %s | travel |\n| Amex Gold | %s exp %s CID %s | groceries |\n"
         "| Discover It | xxxx-%s | gas |\n" % (l4, fmt_card(amex), exp, cid, l4b))
    return C(t, [fmt_card(amex), cid], ["**** **** **** " + l4, "xxxx-" + l4b], "full Amex (Luhn) with CID in a table; masked cards are look-alikes")


@case("en", "mysql-cli-history")
def _():
    pw = pw_human(EN_W).replace("'", "")
    t = ("$ mysql -h 127.0.0.1 -u root -p'%s' shop_prod\nERROR 1045 (28000): Access denied for user 'root'@'172.18.0.1' "
         "(using password: YES)\n\nserver is 8.0.36 in docker. root works from inside the container though" % pw)
    return C(t, [pw], [], "password on a command line")


@case("en", "docker-compose-passwords")
def _():
    p1, p2 = pw_random(20), pw_human(EN_W)
    t = ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: %s\n"
         "  pgadmin:\n    image: dpage/pgadmin4\n    environment:\n      PGADMIN_DEFAULT_EMAIL: me@ledger.local\n"
         "      PGADMIN_DEFAULT_PASSWORD: %s\n\npgadmin can't reach db:5432, what hostname do I use?" % (p1, p2))
    return C(t, [p1, p2], [], "two passwords in docker-compose")


@case("en", "jdbc-password-param")
def _():
    pw = s(AN, 14)
    host = "mysql-billing.%s.internal" % pick(["prod", "corp", "lan"])
    t = ("spring.datasource.url=jdbc:mysql://%s:3306/billing?user=billing_app&password=%s&useSSL=true\n\n"
         "HikariPool-1 - Exception during pool initialization. Works from DBeaver with the same values." % (host, pw))
    return C(t, [pw], [host], "password as a URL parameter; the host is not a secret")


@case("en", "netgear-sticker")
def _():
    adj = pick(["quiet", "silly", "brave", "fuzzy", "happy", "gentle", "rapid"])
    noun = pick(["cheese", "hippo", "canoe", "violin", "pebble", "mango", "lake"])
    key = adj + noun + d(3)
    sn = d(2) + s(UP, 1) + d(2) + s(UP + DIG, 2) + d(5)
    mac = ":".join(s(HEXU, 2) for _ in range(6))
    t = ("Label on the bottom of the router:\nNetwork Name (SSID): NETGEAR%s\nNetwork Key (Password): %s\n"
         "Serial Number: %s\nMAC: %s\n\nCan I change the SSID without the guests losing the password?" % (d(2), key, sn, mac))
    return C(t, [key], [sn, mac], "default Wi-Fi key from a sticker; serial and MAC are look-alikes")


@case("en", "apple-recovery-key")
def _():
    rk = "-".join(s(UPNA, 4) for _ in range(7))
    sn = s(UPNA, 12)
    t = ("My Apple Account recovery key is %s, I printed it when I set it up but the printer smudged the fourth group, "
         "so maybe a letter is wrong. iPhone serial is %s if Apple support needs it." % (rk, sn))
    return C(t, [rk], [sn], "Apple recovery key; device serial number is a look-alike")


@case("en", "google-backup-codes")
def _():
    c1, c2 = d(4) + " " + d(4), d(4) + " " + d(4)
    t = ("I only kept two of my Google backup codes: %s and %s. If I use one on my work laptop, is it gone for good?" % (c1, c2))
    return C(t, [c1, c2], [], "2FA backup codes")


@case("en", "uk-standing-order-rent")
def _():
    sc1 = "%s-%s-%s" % (d(2), d(2), d(2))
    acc1 = d(8)
    sc2 = "%s-%s-%s" % (d(2), d(2), d(2))
    acc2 = d(8)
    ref = "FLAT3B-" + d(4)
    t = ("Setting up a standing order for the rent. From my current account: sort code %s, account number %s. "
         "To the letting agent Harwood Lettings Ltd, sort code %s, account %s, reference %s. "
         "£1,150 on the 1st of each month. Anything I've missed?" % (sc1, acc1, sc2, acc2, ref))
    return C(t, [acc1], [sc1, sc2, acc2, ref], "own account number is secret; sort codes, the agent's account and the reference are not")


@case("en", "au-onboarding-tfn")
def _():
    t_, bsb, acc = tfn(), "%s-%s" % (pick(["062", "063", "082", "083", "033", "012"]), d(3)), d(R.choice([8, 9]))
    usi, ab = pick(["STA0100AU", "AUS0100AU", "HOS0100AU", "REI0100AU"]), abn()
    t = ("Onboarding form for the new job asks for my TFN (%s), bank BSB %s and account %s. For super they already "
         "filled in the fund USI %s and their ABN %s. Should I choose my own fund instead?" % (t_, bsb, acc, usi, ab))
    return C(t, [t_, acc], [bsb, usi, ab], "TFN (checksum computed) and own account; BSB, fund USI and employer ABN (computed) are public")


@case("en", "canada-sin-direct-deposit")
def _():
    sn = sin_ca()
    transit, acc = d(5), d(7)
    t = ("Filling in the CRA direct deposit form. SIN %s, my bank is RBC, transit number %s, account number %s. "
         "Do I put the institution number too?" % (sn, transit, acc))
    return C(t, [sn, acc], [transit], "SIN (Luhn) and own account; branch transit number is public")


@case("en", "it-temp-password-email")
def _():
    inc = "INC" + d(7)
    pw = pick(EN_W).capitalize() + "-" + d(4) + "-" + pick(EN_W).capitalize()
    t = ("Pasting the email from IT:\n\nFrom: servicedesk@halvorsen-group.com\nSubject: RE: [%s] Account locked\n\n"
         "Hi Sam,\nyour account has been unlocked. Temporary password: %s\nYou will be asked to change it at first sign-in.\n"
         "Kind regards, Service Desk (ticket %s)\n\nDo I change it on the VPN portal or at my desk?" % (inc, pw, inc))
    return C(t, [pw], [inc], "temporary password in a pasted email; ticket number is a reference")


@case("en", "wireguard-conf")
def _():
    priv, psk, peer = wg_key(), wg_key(), wg_key()
    t = ("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n"
         "PresharedKey = %s\nEndpoint = vpn.brightwater.casa:51820\nAllowedIPs = 0.0.0.0/0\n\n"
         "handshake never completes from my phone, laptop works" % (priv, peer, psk))
    return C(t, [priv, psk], [peer], "WireGuard private and preshared keys; the peer's public key (same shape) is a look-alike")


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@case("en", "spelled-out-keypad-code")
def _():
    ds = d(4)
    spelled = "-".join(NUMW[int(c)] for c in ds)
    t = ("Can you make a big-print card for my mom? The garage keypad code is %s and then the enter button. She "
         "mixes digits up so I'm telling her in words." % spelled)
    return C(t, [spelled], [], "keypad code spelled out in words")


@case("en", "1password-secret-key")
def _():
    words = ["glacier", "violin", "marmot", "teacup", "sundial", "harvest", "lagoon", "pretzel", "quarry", "ember"]
    mp = " ".join(R.sample(words, 4))
    sk = "A3-" + "-".join([s(UPNA, 6), s(UPNA, 6), s(UPNA, 5), s(UPNA, 5), s(UPNA, 5), s(UPNA, 5), s(UPNA, 5)])
    t = ("After the update 1Password says my account password is wrong on the new Mac. It's '%s' (all lowercase, "
         "with spaces). Emergency kit says Secret Key %s. Do I need both on a new device?" % (mp, sk))
    return C(t, [mp, sk], [], "passphrase with spaces and a 1Password Secret Key")


@case("en", "mpesa-kplc-token")
def _():
    code = pick("STU") + s(UP + DIG, 9)
    meter = d(11)
    t = ("Got this M-Pesa message:\n\"%s Confirmed. Ksh2,350.00 sent to KPLC PREPAID for account %s on 12/3/24 at 7:41 PM. "
         "New M-PESA balance is Ksh4,118.20. Transaction cost, Ksh0.00.\"\nbut no token SMS came. What do I tell Kenya Power?" % (code, meter))
    return C(t, [code], [meter], "M-Pesa confirmation code counts as secret; meter number is a look-alike")


@case("en", "nhs-number-gp")
def _():
    n = nhs()
    ods = pick("ABCDEFGHJKLMNPY") + d(5)
    t = ("The GP registration form (GMS1) asks for my NHS number, it's %s. The practice code on their letter is %s, "
         "do I write that anywhere?" % (n, ods))
    return C(t, [n], [ods], "NHS number (mod 11 computed); practice code is public")


@case("en", "ni-number-payslip")
def _():
    ni = nino()
    paye = "%03d/%s%05d" % (R.randint(100, 999), s(UP, 2), R.randint(10000, 99999))
    t = ("My payslip shows NI number %s and employer PAYE reference %s, tax code 1257L. HMRC's app says "
         "emergency tax, which number do I quote when I call?" % (ni, paye))
    return C(t, [ni], [paye, "1257L"], "National Insurance number; employer PAYE reference and tax code are look-alikes")


@case("en", "aws-session-credentials")
def _():
    ak, sk = aws_akid("ASIA"), aws_secret()
    st = "IQoJb3JpZ2luX2VjE" + s(B64, 300)
    t = ("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s\n\n"
         "assume-role into arn:aws:iam::123456789012:role/Admin works when I copy from the docs page but not with "
         "my own role. ExpiredToken after 15 minutes?" % (ak, sk, st))
    return C(t, [ak, sk, st], ["arn:aws:iam::123456789012:role/Admin"], "temporary AWS credentials; docs example ARN is a look-alike")


@case("en", "rsa-pem-to-ppk")
def _():
    body = "MIIEpAIBAAKCAQEA" + base64.b64encode(rbytes(1180)).decode()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    pem = "-----BEGIN RSA PRIVATE KEY-----\n" + lines + "\n-----END RSA PRIVATE KEY-----"
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    t = ("How do I convert this to .ppk for PuTTY?\n\n%s\n\nThe server shows its host key fingerprint as %s" % (pem, fp))
    return C(t, [pem], [fp], "RSA private key; host key fingerprint is a look-alike")


@case("en", "geocoding-key-placeholder")
def _():
    k = google_key()
    t = ("import requests\n\nAPI_KEY = \"%s\"  # TODO move to env\n# docs: params={'address': ..., 'key': 'YOUR_API_KEY'}\n"
         "r = requests.get('https://maps.googleapis.com/maps/api/geocode/json', params={'address': addr, 'key': API_KEY})\n\n"
         "status is REQUEST_DENIED" % k)
    return C(t, [k], ["YOUR_API_KEY"], "Google API key; docs placeholder is a look-alike")


@case("en", "mapbox-pk-vs-sk")
def _():
    user = pick(["fieldnotes", "trailcrew", "mkaplan"])
    def tok(p):
        return p + "." + b64url(json.dumps({"u": user, "a": "cl" + s(LO + DIG, 23)}, separators=(",", ":")).encode()) + "." + s(B64U, 22)
    pk, sk = tok("pk"), tok("sk")
    t = ("In the web page I set mapboxgl.accessToken = '%s'; and on the server the uploads script uses %s. "
         "Is it OK that the first one is visible in the page source?" % (pk, sk))
    return C(t, [sk], [pk], "Mapbox secret token; public token meant for the browser is a look-alike")


@case("en", "actions-fine-grained-pat")
def _():
    tok, run = gh_fine(), dnz(10)
    t = ("I put %s into the repo secrets as GH_TOKEN for the release workflow, but run %s fails with "
         "'Resource not accessible by personal access token'. Which permissions does it need?" % (tok, run))
    return C(t, [tok], [run], "fine-grained GitHub token; workflow run id is a look-alike")


@case("en", "medicare-mbi")
def _():
    al = "ACDEFGHJKMNPQRTUVWXY"
    mbi = "%s%s%s%s-%s%s%s-%s%s%s%s" % (dnz(1), pick(al), pick(al + DIG), d(1), pick(al), pick(al + DIG), d(1), pick(al), pick(al), d(1), d(1))
    plan = "H%d-%03d" % (R.randint(1000, 9999), R.randint(1, 99))
    t = ("My new Medicare card came, MBI %s. I'm comparing Advantage plans and the one my neighbor has is %s. "
         "Do I need to give the MBI when I call to ask questions?" % (mbi, plan))
    return C(t, [mbi], [plan], "Medicare beneficiary identifier; plan contract id is public")


# ---------------------------------------------------------------- English: negatives
@case("en", "aws-docs-example-keys")
def _():
    t = ("The AWS CLI docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example. "
         "Do real access key ids always start with AKIA, or can they start with something else? I'm writing a regex "
         "for our pre-commit hook.")
    return C(t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example keys")


@case("en", "stripe-test-cards")
def _():
    t = ("For checkout tests I'm using 4242 4242 4242 4242 with any future date and 4000 0000 0000 9995 for the "
         "insufficient-funds decline, with the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc. Which card triggers "
         "3D Secure, is it 4000 0027 6000 3184?")
    return C(t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4000 0027 6000 3184"],
             "Stripe documentation test cards and docs test key")


@case("en", "git-bisect-hashes")
def _():
    good, bad, short, tag = sha_hex(), sha_hex(), git_short(), "v3.%d.%d" % (R.randint(1, 12), R.randint(0, 9))
    t = ("git bisect is done: %s is the first bad commit. Good was %s (that's %s). The regression shipped in %s. "
         "How do I revert just that commit on the release branch?" % (bad, good, tag, short))
    return C(t, [], [bad, good, short, tag], "commit hashes, short hash and a version tag")


@case("en", "package-tracking")
def _():
    ups = "1Z" + s(UP + DIG, 6) + d(10)
    usps = "9400 1%s %s %s %s %s" % (d(3), d(4), d(4), d(4), d(2))
    order = "11%d-%s-%s" % (R.randint(1, 4), d(7), d(7))
    t = ("Two packages: the UPS one %s has said 'label created' for 5 days and the USPS one %s says delivered but "
         "it isn't here. Both are from Amazon order %s. Who do I contact first?" % (ups, usps, order))
    return C(t, [], [ups, usps, order], "tracking numbers and an order number (UPS check digit not computed)")


@case("en", "uuids-in-logs")
def _():
    a, b, c = uuid4(), uuid4(), uuid4()
    t = ("Our logs have correlation_id=%s on the request and order_id=%s on the event, but the retry shows "
         "correlation_id=%s. Why would a retry get a new correlation id?" % (a, b, c))
    return C(t, [], [a, b, c], "UUIDs")


@case("en", "env-example-placeholders")
def _():
    t = ("Is this .env.example fine to commit?\n\nAPI_KEY=your_api_key_here\nDB_PASSWORD=<password>\nJWT_SECRET=changeme\n"
         "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSENTRY_DSN=\n")
    return C(t, [], ["your_api_key_here", "<password>", "changeme", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"], "placeholders in an example env file")


@case("en", "masked-card-statement")
def _():
    l4 = d(4)
    ref = "74" + d(21)
    t = ("My statement shows $49.99 from PADDLE.NET* DESIGNKIT on the card •••• %s, reference number %s. I never "
         "signed up for that. Dispute with the bank or email Paddle first?" % (l4, ref))
    return C(t, [], ["•••• " + l4, ref], "masked card and a transaction reference")


@case("en", "donate-food-bank")
def _():
    sc, acc, ref = "%s-%s-%s" % (d(2), d(2), d(2)), d(8), "GIFT-" + s(UP, 3) + d(3)
    t = ("I want to donate £200 to the Northfield Community Food Bank by bank transfer. Their site lists sort code %s, "
         "account %s and says use reference %s for Gift Aid. Is Gift Aid worth ticking if I'm a basic rate taxpayer?" % (sc, acc, ref))
    return C(t, [], [sc, acc, ref], "charity's published bank details and payment reference")


@case("en", "contractor-invoice")
def _():
    inv, e, pid = "INV-2024-%04d" % R.randint(1, 9999), ein(), "PMT" + d(10)
    t = ("Invoice %s from BrightPath Consulting LLC (EIN %s), $3,450.00 due April 30. Bill.com shows payment id %s "
         "as scheduled. Do I need a W-9 from them before year end?" % (inv, e, pid))
    return C(t, [], [inv, e, pid], "invoice number, a company's EIN and a payment id")


@case("en", "famous-example-passwords")
def _():
    t = ("For the security awareness slides: why is hunter2 a joke, why is correct horse battery staple better than "
         "Tr0ub4dor&3, and why do people still use P@ssw0rd? Keep it light.")
    return C(t, [], ["hunter2", "correct horse battery staple", "Tr0ub4dor&3", "P@ssw0rd"], "famous example passwords discussed as examples")


@case("en", "flight-booking-ref")
def _():
    pnr = s(UPNA, 6)
    tkt = "016-" + d(10)
    t = ("United changed my flight. Confirmation %s, ticket number %s, now UA %d on May 3. Can I ask for a refund "
         "instead of the new time?" % (pnr, tkt, R.randint(100, 2999)))
    return C(t, [], [pnr, tkt], "airline record locator and e-ticket number")


@case("en", "dell-service-tag")
def _():
    tag = s(UPNA.replace("O", ""), 7)
    esc = str(int(tag, 36))
    t = ("Dell XPS 13 9340, service tag %s, express service code %s. The fan is grinding, is it still under warranty "
         "if I bought it in January 2023?" % (tag, esc))
    return C(t, [], [tag, esc], "service tag and express service code (base-36 of the tag, computed)")


@case("en", "authorized-keys-public")
def _():
    _, pub = openssh_ed25519("ana@build-01")
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    t = ("A new teammate sent me her public key to add to the bastion:\n%s\nssh-keygen -lf shows %s. Which file on "
         "the server does it go in and with what permissions?" % (pub, fp))
    return C(t, [], [pub, fp], "public key and its fingerprint")


@case("en", "jwt-io-example")
def _():
    j = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
         "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = ("Explain the three parts of this token from the jwt.io front page like I'm new to it:\n%s\n"
         "Is the last part encrypted?" % j)
    return C(t, [], [j], "jwt.io documentation example token")


@case("en", "redacted-log-lines")
def _():
    t = ("Our logger redacts like this:\nPOST /login user=ks@lumen.dev password=******** 200\n"
         "GET /api/me Authorization: Bearer [REDACTED] 200\ncard=XXXX-XXXX-XXXX-1881\n"
         "Is masking the last 4 of the card compliant with PCI?")
    return C(t, [], ["********", "[REDACTED]", "XXXX-XXXX-XXXX-1881"], "redacted and masked values")


@case("en", "chase-swift-routing")
def _():
    t = ("My cousin in Germany wants to wire me money. For Chase, is the SWIFT code CHASUS33, and is the routing number "
         "for wires 021000021 even though my branch is in Texas?")
    return C(t, [], ["CHASUS33", "021000021"], "a bank's public SWIFT and routing numbers")


@case("en", "qa-fixture-ssns")
def _():
    t = ("Our QA fixtures use 078-05-1120 (the old Woolworth wallet card number) and 123-45-6789. Will a real SSN "
         "validator reject them, and what ranges are never issued?")
    return C(t, [], ["078-05-1120", "123-45-6789"], "well-known invalid/example SSNs used in tests")


@case("en", "bip39-test-vector")
def _():
    tv = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
    t = ("In the BIP39 test vectors, why is '%s' valid but twelve times abandon isn't? Something about the checksum "
         "bits?" % tv)
    return C(t, [], [tv], "published BIP39 test vector")


@case("en", "iban-docs-examples")
def _():
    t = ("For unit tests of our IBAN validator I'm using GB82 WEST 1234 5698 7654 32 and DE89 3704 0044 0532 0130 00 "
         "from the examples everyone uses. Are there official invalid examples too?")
    return C(t, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"], "well-known documentation IBANs")


# ---------------------------------------------------------------- Chinese
ZH_W = ["xiaomao", "chenxi", "tiantian", "wangwang", "huahua", "lele", "qiqi", "doudou"]


@case("zh", "id-card-rental-sf")
def _():
    cid = cn_id()
    sf = "SF" + d(13)
    t = ("帮我整理一下租房合同要填的信息：承租人陈思远，身份证号 %s，押金两个月。另外我上周把旧钥匙寄给房东了，"
         "顺丰单号 %s，怎么查对方签收了没有？" % (cid, sf))
    return C(t, [cid], [sf], "Chinese resident id (ISO 7064 check computed); SF Express waybill is a look-alike")


@case("zh", "icbc-card-pay-password")
def _():
    cn = card(pick(["622202", "621226", "622208"]), 19)
    pw = d(6)
    t = ("我妈让我帮她在12306上买回老家的票，她的工行卡号是 %s，支付密码 %s。这样在我手机上绑定她的卡有风险吗？"
         "出问题的话打工行客服95588就行吧？" % (grp(cn, 4), pw))
    return C(t, [grp(cn, 4), pw], ["95588"], "UnionPay card (Luhn) and payment password entrusted by a parent; bank hotline is a look-alike")


@case("zh", "wifi-gate-door-note")
def _():
    wifi = pick(ZH_W) + d(4) + pick(["@", "#", ""]) + pick(["", "cc", "hz"])
    gate, door = d(6), d(6)
    t = ("周末我表弟来住，帮我写张便条贴冰箱上：WiFi 是 ChinaNet-%s，密码 %s；小区门禁密码 %s 加 #；家里门锁密码 %s，"
         "输完按一下 * 确认。垃圾分类桶在楼下东侧。" % (s(UP + DIG, 4), wifi, gate, door))
    return C(t, [wifi, gate, door], [], "Wi-Fi password, community gate and door lock codes")


@case("zh", "vat-invoice-company-info")
def _():
    u = uscc()
    acct = dnz(15)
    order = d(19)
    t = ("公司报销要开增值税专票，对方发来的开票信息：名称 杭州云栖文化传媒有限公司，统一社会信用代码 %s，"
         "开户行 招商银行杭州分行，账号 %s。我的订单号是 %s。这些信息够了吗？" % (u, acct, order))
    return C(t, [], [u, acct, order], "company's unified social credit code (check computed), company account for invoicing, order number")


# ---------------------------------------------------------------- Japanese
@case("ja", "mynumber-nenmatsu")
def _():
    mn = mynumber()
    z = "15%d-%04d" % (R.choice([4, 5, 6, 7, 8]), R.randint(1, 9999))
    t = ("年末調整の書類を書いています。私のマイナンバーは %s、住所は〒%s 東京都世田谷区です。"
         "扶養控除の欄には妻のマイナンバーも必要ですか？" % (mn, z))
    return C(t, [mn], ["〒" + z], "My Number (check digit computed); postal code is a look-alike")


@case("ja", "rakuten-login-sms")
def _():
    pw = pw_human(["sakura", "hanabi", "tanuki", "momiji", "yuzu", "kitsune"])
    code = d(6)
    order = "%d-%s-%s" % (R.randint(200000, 399999), "2024%02d%02d" % (R.randint(1, 3), R.randint(1, 28)), d(10))
    t = ("楽天のログインで詰まっています。ユーザIDは hiro.tanaka88、パスワードは %s、SMSで届いた認証コードは %s です。"
         "注文番号 %s の配送状況を見たいだけなのに、何度やってもエラーになります。" % (pw, code, order))
    return C(t, [pw, code], [order], "password and SMS code; Rakuten order number is a look-alike")


@case("ja", "openai-key-two-parts")
def _():
    key = openai_key()
    cut = len(key) // 2
    a, b = key[:cut], key[cut:]
    proj = "proj_" + s(AN, 24)
    t = ("APIキーが長すぎてスマホだと途中で切れるので、二回に分けて送ります。前半：%s" % a + M +
         "後半：%s\nプロジェクトIDは %s です。Organization の設定も必要でしょうか？" % (b, proj))
    return C(t, [a, b], [proj], "API key sent in two parts; project id is an identifier")


@case("ja", "invoice-furikomi-company")
def _():
    hj = houjin()
    acc = d(7)
    inv = "INV-%s-%s" % ("2024%02d" % R.randint(1, 6), d(4))
    branch = d(3)
    t = ("取引先から請求書が届きました。振込先は三井住友銀行 渋谷支店（店番%s）普通 %s、口座名義 カ）ミドリデザイン。"
         "法人番号 %s、請求書番号 %s です。インボイスの登録番号と法人番号は同じものですか？" % (branch, acc, hj, inv))
    return C(t, [], [branch, acc, hj, inv], "company's bank account for payment, corporate number (check computed), invoice number")


# ---------------------------------------------------------------- Korean
@case("ko", "rrn-year-end-tax")
def _():
    r, b = rrn(), brn_kr()
    t = ("연말정산 서류 작성 중인데요, 제 주민등록번호는 %s 이고 회사 사업자등록번호는 %s 예요. "
         "의료비 공제 신청서에 주민번호 뒷자리까지 다 써야 하나요?" % (r, b))
    return C(t, [r], [b], "resident registration number (check computed); company business number (computed) is public")


@case("ko", "cat-sitter-doorlock")
def _():
    door = d(6)
    wifi = pick(["dubu", "kimchi", "nabi", "haru", "bori"]) + d(4) + pick(["!", "@", ""])
    acct = "%s-%s-%s" % (d(6), d(2), d(6))
    t = ("이번 주말에 동생이 우리 집 고양이 밥 좀 챙겨주기로 했어. 현관 도어락 비밀번호는 %s 누르고 * 이고, 와이파이 비번은 %s. "
         "관리비는 내 국민은행 계좌 %s 에서 자동이체 되니까 신경 안 써도 된다고 메모로 정리해줘." % (door, wifi, acct))
    return C(t, [door, wifi, acct], [], "door lock code, Wi-Fi password and own bank account")


@case("ko", "parcel-tracking")
def _():
    trk, order = d(12), "2024%02d%02d%s" % (R.randint(1, 6), R.randint(1, 28), d(8))
    t = ("택배 송장번호 %s (CJ대한통운)가 3일째 집화처리 상태에서 안 움직여요. 주문번호는 %s 이고요. "
         "고객센터 번호 1588-1255 로 전화하면 되나요?" % (trk, order))
    return C(t, [], [trk, order, "1588-1255"], "tracking number, order number and a customer service number")


# ---------------------------------------------------------------- Arabic
@case("ar", "uae-emirates-id-iban")
def _():
    eid = emirates_id()
    ib = iban("AE", "026" + d(16))
    t = ("أحتاج مساعدة في تعبئة نموذج فتح حساب استثمار: رقم الهوية الإماراتية %s، ورقم الآيبان لحسابي الحالي في بنك الإمارات دبي الوطني "
         "%s. رمز السويفت للبنك EBILAEAD، هل أكتبه أيضاً؟" % (eid, ib))
    return C(t, [eid, ib], ["EBILAEAD"], "Emirates ID (Luhn) and own IBAN (mod 97); bank SWIFT is public")


@case("ar", "absher-otp-password")
def _():
    code = d(4)
    pw = pw_human(["Najd", "Riyadh", "Falcon", "Sahra", "Qamar"])
    req = d(10)
    t = ("وصلتني رسالة: \"رمز التحقق لأبشر: %s. لا تشاركه مع أحد\" وأنا ما طلبت شي. كلمة المرور حقتي في أبشر %s، "
         "أغيرها الحين؟ وهل له علاقة بالطلب رقم %s اللي قدمته الأسبوع الماضي؟" % (code, pw, req))
    return C(t, [code, pw], [req], "OTP and password; request number is a reference")


@case("ar", "vat-invoice-ksa")
def _():
    vat = "3" + d(13) + "3"
    cr = "10" + d(8)
    inv = "INV-%s" % d(6)
    t = ("وصلتني فاتورة من مؤسسة توريد: الرقم الضريبي %s، رقم السجل التجاري %s، رقم الفاتورة %s. "
         "هل تكفي الفاتورة الضريبية المبسطة لاسترداد الضريبة للشركة؟" % (vat, cr, inv))
    return C(t, [], [vat, cr, inv], "supplier's VAT number, commercial registration and invoice number")


# ---------------------------------------------------------------- Persian
@case("fa", "card-cvv2-dynamic-pin")
def _():
    cn = card(pick(["603799", "610433", "621986"]))
    cvv = d(4)
    dyn = d(6)
    mc = melli_code()
    trk = d(12)
    t = ("برای خرید بلیط قطار از سایت، شماره کارتم %s هست، CVV2 %s، تاریخ انقضا 1405/08 و رمز دوم پویا که پیامک شد %s. "
         "کد ملی هم خواسته: %s. شماره پیگیری خرید قبلی %s بود که پولش هنوز برنگشته." % (grp(cn, 4, "-"), cvv, dyn, mc, trk))
    return C(t, [grp(cn, 4, "-"), cvv, dyn, mc], [trk], "card, CVV2, dynamic PIN and national code (check computed); tracking number is a reference")


@case("fa", "university-tuition-sheba")
def _():
    ib = iban("IR", "0" + pick(["17", "12", "56", "54"]) + "0" + d(19))
    sh = d(20)
    post = d(10)
    t = ("برای واریز شهریه به حساب دانشگاه، شماره شبای دانشگاه %s و شناسه واریز %s هست. کد پستی دانشگاه %s. "
         "اگر شناسه واریز رو وارد نکنم پول برمی‌گرده؟" % (ib, sh, post))
    return C(t, [], [ib, sh, post], "university's IBAN for payment, payment id and postal code")


# ---------------------------------------------------------------- Hebrew
@case("he", "form-101-tz-account")
def _():
    tz = teudat_zehut()
    br, acc = d(3), d(6)
    hp = teudat_zehut("51")
    t = ("אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות %s, בנק הפועלים (12), סניף %s, מספר חשבון %s. "
         "המעסיק רשום עם ח.פ. %s — צריך לכתוב אותו איפשהו?" % (tz, br, acc, hp))
    return C(t, [tz, acc], [br, hp], "ID number and own account (ID check computed); branch and company number (computed) are public")


@case("he", "bituah-leumi-otp")
def _():
    code, pw = d(6), pw_human(["Shalom", "Tapuz", "Yarden", "Galil", "Keshet"])
    t = ("קיבלתי עכשיו SMS: \"קוד האימות שלך לאתר ביטוח לאומי הוא %s\". לא ביקשתי כלום. הסיסמה שלי לאזור האישי היא %s, "
         "כדאי להחליף אותה?" % (code, pw))
    return C(t, [code, pw], [], "OTP and password")


# ---------------------------------------------------------------- Hindi
@case("hi", "itr-aadhaar-pan")
def _():
    a = aadhaar()
    p = pan_in(pick("SKRMP"))
    ifsc = pick(["SBIN", "HDFC", "ICIC", "UTIB", "PUNB"]) + "0" + d(6)
    t = ("मुझे इनकम टैक्स रिटर्न भरना है। मेरा आधार नंबर %s है और पैन %s है। रिफंड के लिए बैंक का IFSC कोड %s डाल दिया है, "
         "क्या इतना काफ़ी है?" % (a, p, ifsc))
    return C(t, [a, p], [ifsc], "Aadhaar (Verhoeff computed) and PAN (check letter not computed); IFSC is public")


@case("hi", "upi-pin-kyc-scam")
def _():
    otp, upi = d(6), d(4)
    utr = d(12)
    t = ("पापा के फ़ोन पर कॉल आया कि KYC अपडेट करना है, उन्होंने OTP %s और UPI PIN %s दोनों बता दिए। अब खाते से ₹18,500 कट गए, "
         "UTR नंबर %s है। सबसे पहले क्या करें?" % (otp, upi, utr))
    return C(t, [otp, upi], [utr], "OTP and UPI PIN; UTR number is a transaction reference")


@case("hi", "gst-invoice")
def _():
    st = pick(["27", "29", "07", "09", "33"])
    gst = st + s(UP, 5) + d(4) + pick(UP) + "1Z" + pick(UP + DIG)
    od = "OD" + d(18)
    inv = "F" + s(UP, 4) + d(9)
    t = ("ऑनलाइन ऑर्डर का बिल मिला: विक्रेता का GSTIN %s, ऑर्डर आईडी %s, इनवॉइस नंबर %s। "
         "क्या मैं इस पर इनपुट टैक्स क्रेडिट ले सकता हूँ?" % (gst, od, inv))
    return C(t, [], [gst, od, inv], "seller's GSTIN (check character not computed), order id, invoice number")


# ---------------------------------------------------------------- Russian
@case("ru", "passport-snils-inn-hr")
def _():
    pas = "%s %s %s" % (d(2), d(2), d(6))
    sn, inn = snils(), inn_person()
    io, kpp = inn_org(), d(4) + "01001"
    t = ("Заполняю анкету для нового работодателя. Паспорт %s, выдан ГУ МВД России по г. Москве, СНИЛС %s, ИНН %s. "
         "Работодатель указал свой ИНН %s и КПП %s — мне их тоже куда-то вписывать?" % (pas, sn, inn, io, kpp))
    return C(t, [pas, sn, inn], [io, kpp], "passport, SNILS and personal INN (checks computed); employer's INN and KPP are public")


@case("ru", "sber-fake-security-call")
def _():
    c1, c2 = d(6), d(6)
    b = bik_ru()
    acc = ru_account(b)
    ks = "30101810" + d(1) + "00000000" + b[-3:]
    t = ("Мне позвонили из «службы безопасности банка» и попросили назвать код из СМС, я продиктовал %s. Потом пришло ещё: "
         "«Никому не сообщайте код %s». Мой счёт %s в этом банке, в реквизитах БИК %s, корр. счёт %s. "
         "Что делать в первую очередь?" % (c1, c2, acc, b, ks))
    return C(t, [c1, c2, acc], [b, ks], "two SMS codes and own account (key computed with BIK); BIK and correspondent account (key not computed) are public")


@case("ru", "gosuslugi-password-correction")
def _():
    sn = snils()
    pw1 = pw_human(["Sirius", "Volga", "Berezka", "Lisa", "Kotik", "Zvezda"])
    pw2 = pw_human(["Sirius", "Volga", "Berezka", "Lisa", "Kotik", "Zvezda"])
    app = d(10)
    t = ("Помоги восстановить маме доступ к Госуслугам. Логин — её СНИЛС %s, пароль вроде %s" % (sn, pw1) + M +
         "Ой, нет, пароль %s, она его поменяла в марте. Номер заявления, которое она подавала, %s." % (pw2, app))
    return C(t, [sn, pw1, pw2], [app], "mother's SNILS and old/new passwords across two messages; application number is a reference")


@case("ru", "supplier-requisites")
def _():
    io, og = inn_org(), ogrn()
    b = bik_ru()
    acc = ru_account(b, "40702810")
    n = R.randint(100, 999)
    t = ("Проверь реквизиты поставщика в договоре: ООО «Северный ветер», ИНН %s, ОГРН %s, р/с %s, БИК %s. "
         "Счёт на оплату № %d от 12.03.2024. Всё сходится?" % (io, og, acc, b, n))
    return C(t, [], [io, og, acc, b], "company requisites: INN, OGRN (checks computed), company account, BIK")


# ---------------------------------------------------------------- Ukrainian
@case("uk", "tax-refund-rnokpp-iban")
def _():
    rn = rnokpp()
    ib = iban("UA", "305299" + "0" * 5 + d(14))
    edr = d(8)
    t = ("Заповнюю декларацію на податкову знижку за навчання. Мій РНОКПП %s, рахунок для повернення коштів %s (ПриватБанк). "
         "Код ЄДРПОУ університету %s — його теж треба вказувати?" % (rn, ib, edr))
    return C(t, [rn, ib], [edr], "tax number (check computed) and own IBAN; university's EDRPOU code is public")


@case("uk", "nova-poshta-locker-code")
def _():
    ttn = pick(["20", "59"]) + d(12)
    post = d(4)
    code = d(6)
    t = ("Нова Пошта прислала: «Посилка %s у поштоматі №%s. Код для отримання: %s». Я у відрядженні — можна переслати код "
         "сусідці, щоб вона забрала?" % (ttn, post, code))
    return C(t, [code], [ttn, post], "parcel locker pickup code; waybill and locker number are look-alikes")


@case("uk", "monobank-receipt")
def _():
    ib = iban("UA", "322001" + "0" * 5 + "2600" + d(10))
    rc = s(UP + DIG, 4) + "-" + s(UP + DIG, 4) + "-" + s(UP + DIG, 4) + "-" + s(UP + DIG, 4)
    t = ("Квитанція з monobank: сума 1 250,00 грн, отримувач ФОП Коваленко, IBAN отримувача %s, номер квитанції %s. "
         "Продавець каже, що гроші не прийшли. Як довго йде такий переказ?" % (ib, rc))
    return C(t, [], [ib, rc], "payee's IBAN and receipt number")


# ---------------------------------------------------------------- Polish
PL_W = ["kotek", "Zakopane", "pierogi", "Wisla", "bursztyn", "jagoda", "Mazury", "slonce"]


@case("pl", "karta-duzej-rodziny")
def _():
    p, dw = pesel(), dowod()
    sprawa = "SO.%d.%s.2024" % (R.randint(1000, 9999), R.randint(10, 999))
    t = ("Wypełniam wniosek o Kartę Dużej Rodziny. PESEL: %s, seria i numer dowodu: %s. W piśmie z urzędu jest jeszcze "
         "znak sprawy %s — mam go wpisać w rubryce „numer wniosku”?" % (p, dw, sprawa))
    return C(t, [p, dw], [sprawa], "PESEL and ID card number (both checks computed); case reference is a look-alike")


@case("pl", "blik-olx-scam")
def _():
    blik = d(6)
    acc = nrb()
    n = nip()
    t = ("Ktoś na OLX chce kupić rower i prosi o kod BLIK %s, żeby „przelać mi pieniądze”. Już mu go wysłałam… Moje konto w PKO to "
         "%s, a kupujący podał jeszcze NIP swojej firmy %s. Co teraz robić?" % (blik, grp(acc[:2], 2) + " " + grp(acc[2:], 4), n))
    return C(t, [blik, grp(acc[:2], 2) + " " + grp(acc[2:], 4)], [n], "BLIK code and own account number (NRB, checks computed); company NIP (computed) is public")


@case("pl", "allegro-inpost-reklamacja")
def _():
    order = uuid4()
    inp = d(24)
    n, rg = nip(), regon()
    t = ("Zamówienie na Allegro %s, przesyłka InPost nr %s. Sprzedawca: NIP %s, REGON %s. Towar przyszedł uszkodzony — "
         "ile mam czasu na reklamację?" % (order, inp, n, rg))
    return C(t, [], [order, inp, n, rg], "order id, tracking number and seller's NIP/REGON (computed)")


# ---------------------------------------------------------------- Czech
@case("cs", "prispevek-na-bydleni")
def _():
    rc = rodne_cislo(R.random() < 0.5)
    acc = cz_account()
    vs = dnz(10)
    t = ("Vyplňuju žádost o příspěvek na bydlení. Rodné číslo %s, číslo účtu pro výplatu %s. Variabilní symbol z nájemní "
         "smlouvy je %s, patří to tam taky?" % (rc, acc, vs))
    return C(t, [rc, acc], [vs], "birth number and own account (both mod 11 computed); variable symbol is a payment reference")


@case("cs", "faktura-dodavatel")
def _():
    i = ico()
    fa = "2024" + d(5)
    vs = fa
    acc = cz_account()
    t = ("Faktura od dodavatele: IČO %s, číslo faktury %s (variabilní symbol stejný), účet dodavatele %s, splatnost 14 dní. "
         "Můžu ji zaplatit přes QR platbu v aplikaci?" % (i, fa, acc))
    return C(t, [], [i, fa, acc], "supplier's ICO (computed), invoice number and supplier's account")


# ---------------------------------------------------------------- German
@case("de", "neuer-job-steuerid-kvnr")
def _():
    st, ib, kv = steuerid(), iban_de(), kvnr()
    bic = pick(["COBADEFFXXX", "DEUTDEFFXXX", "INGDDEFFXXX", "GENODEM1GLS", "SSKMDEMMXXX"])
    t = ("Der neue Arbeitgeber will bis Freitag meine Daten: Steuer-ID %s, Krankenversichertennummer %s (TK) und die IBAN "
         "fürs Gehalt %s. Muss ich die BIC %s auch noch angeben oder reicht die IBAN?" % (st, kv, grp(ib, 4), bic))
    return C(t, [st, kv, grp(ib, 4)], [bic], "tax id, health insurance number and IBAN (all checks computed); BIC is public")


@case("de", "ferienwohnung-schluesselbox")
def _():
    box = d(4)
    wlan = d(20)
    bn = "HA-" + d(7)
    t = ("Kannst du mir eine kurze Begrüßungsnachricht für unsere Feriengäste formulieren? Schlüsselbox links neben der Haustür, "
         "Code %s. WLAN: FRITZ!Box 7590 KQ, WLAN-Schlüssel %s. Bei Rückfragen bitte die Buchungsnummer %s angeben." % (box, wlan, bn))
    return C(t, [box, wlan], [bn], "key box code and 20-digit Wi-Fi key; booking number is a look-alike")


@case("de", "sparkasse-pin-korrektur")
def _():
    user = "%s%s" % (pick(["m.becker", "jwagner", "anna.k"]), d(2))
    p1, p2 = d(5), d(5)
    blz = pick(["100", "200", "300", "370", "500", "700"]) + "50" + d(3)
    t = ("Ich komme nicht ins Online-Banking der Sparkasse. Anmeldename %s, PIN %s, nach drei Versuchen gesperrt?" % (user, p1) + M +
         "Moment, falsch – die PIN ist %s, die andere war die alte. Bankleitzahl %s, falls das hilft." % (p2, blz))
    return C(t, [p1, p2], [blz], "online banking PIN and its correction; bank code is public")


@case("de", "rechnung-handwerker")
def _():
    ust = ustid_de()
    ib = iban_de()
    rn = "RE-2024-%04d" % R.randint(1, 9999)
    dhl = "00340434" + d(12)
    t = ("Rechnung vom Elektriker: USt-IdNr. %s, Rechnungsnummer %s, zahlbar auf %s. Das Ersatzteil kam separat per DHL, "
         "Sendungsnummer %s. Kann ich die Arbeitskosten als Handwerkerleistung absetzen?" % (ust, rn, grp(ib, 4), dhl))
    return C(t, [], [ust, rn, grp(ib, 4), dhl], "company VAT id and IBAN (computed) for payment, invoice and tracking numbers")


# ---------------------------------------------------------------- French
@case("fr", "mutuelle-nir")
def _():
    n = nir()
    adh = dnz(9)
    grp_ = "CG-" + d(6)
    t = ("Je remplis le formulaire de la mutuelle. Mon numéro de sécu est %s, mon numéro d'adhérent %s. Ils demandent aussi le "
         "numéro de contrat collectif de mon employeur, c'est %s, je le mets où ?" % (n, adh, grp_))
    return C(t, [n, adh], [grp_], "social security number (key computed) and insurance member number; employer group contract is a look-alike")


@case("fr", "portefeuille-perdu")
def _():
    l4, code = d(4), d(4)
    ib = iban_fr()
    dossier = "DOS" + d(8)
    t = ("J'ai perdu mon portefeuille. Ma carte se termine par %s, le code c'est %s… Quelqu'un peut payer sans contact sans le code ? "
         "J'ai déjà fait opposition, numéro de dossier %s. Mon IBAN %s reste valable ?" % (l4, code, dossier, grp(ib, 4)))
    return C(t, [code, grp(ib, 4)], [l4, dossier], "card PIN and own IBAN (RIB key computed); last four digits and case number are look-alikes")


@case("fr", "wifi-annonce-puis-code")
def _():
    key = s(UPNA, 26)
    digi = d(2) + pick("ABC") + d(2)
    t = ("Mes beaux-parents arrivent ce soir. Je t'envoie le code wifi dans le prochain message, tu pourras me faire une petite "
         "affiche à mettre dans l'entrée ?" + M +
         "Réseau : Livebox-%s, clé : %s. Et le digicode de l'immeuble c'est %s, porte de gauche." % (s(HEXU, 4), key, digi))
    return C(t, [key, digi], [], "Wi-Fi key and door code given after being announced")


@case("fr", "note-de-frais-siret")
def _():
    siren, siret, tva = siren_siret()
    fa = "FA-%s-%04d" % ("2024", R.randint(1, 9999))
    col = "6A" + d(11)
    t = ("Pour la note de frais : facture %s de la société Atelier Lumière SARL, SIRET %s, TVA intracommunautaire %s. "
         "Le colis est parti en Colissimo n° %s. Ça suffit pour la compta ?" % (fa, siret, tva, col))
    return C(t, [], [fa, siret, tva, col], "invoice number, company SIRET/VAT (keys computed), tracking number")


# ---------------------------------------------------------------- Spanish
@case("es", "nomina-dni-nss-iban")
def _():
    dn, ns, ib = dni(), nss_es(), iban_es()
    cif = "B" + d(8)
    t = ("Mañana empiezo en un trabajo nuevo y RR. HH. me pide por correo: DNI %s, número de la Seguridad Social %s y la cuenta "
         "para la nómina %s. En el contrato aparece el CIF de la empresa %s. ¿Es normal mandarlo todo por email?" % (dn, ns, grp(ib, 4), cif))
    return C(t, [dn, ns, grp(ib, 4)], [cif], "DNI letter, NSS control and IBAN (CCC digits) computed; company CIF (check not computed) is public")


@case("es", "mx-sat-curp-clabe")
def _():
    cu, cl = curp(), clabe()
    ras = "MBAN01002" + "4%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + d(9)
    t = ("Para darme de alta en el SAT me piden mi CURP %s y la CLABE %s de mi cuenta para la devolución. Ya hice una "
         "transferencia de prueba y el SPEI me dio la clave de rastreo %s. ¿Con eso basta?" % (cu, cl, ras))
    return C(t, [cu, cl], [ras], "CURP and CLABE (checks computed); SPEI tracking key is a reference")


@case("es", "pago-matricula-otp")
def _():
    cn = card(pick(["4", "5"]))
    cvv, otp = d(3), d(6)
    ped = "PED-%s" % d(9)
    t = ("Estoy pagando la matrícula de la universidad y la web me pide la tarjeta %s, caducidad 09/28, CVV %s y luego la "
         "clave que me ha llegado por SMS: %s. ¿Es normal que pida todo esto? El número de pedido es %s." % (grp(cn, 4), cvv, otp, ped))
    return C(t, [grp(cn, 4), cvv, otp], [ped], "card (Luhn), CVV and SMS code; order number is a look-alike")


@case("es", "factura-hotel-localizador")
def _():
    loc = s(UPNA, 8)
    cif = "B" + d(8)
    fa = "F24-%05d" % R.randint(1, 99999)
    t = ("Reserva del hotel para el congreso: localizador %s, CIF del hotel %s, factura nº %s. ¿Puedo pedir que me rehagan la "
         "factura a nombre de la empresa?" % (loc, cif, fa))
    return C(t, [], [loc, cif, fa], "booking locator, hotel's CIF and invoice number")


# ---------------------------------------------------------------- Portuguese
@case("pt", "br-golpe-falso-atendente")
def _():
    c = cpf()
    senha, code = d(6), d(6)
    prot = d(20)
    t = ("Meu pai caiu no golpe do falso atendente. Ele passou o CPF %s, a senha do aplicativo do banco %s e o código que chegou "
         "por SMS %s. O protocolo do atendimento no banco é %s. O que mais ele precisa fazer?" % (c, senha, code, prot))
    return C(t, [c, senha, code], [prot], "CPF (checks computed), banking password and SMS code; support protocol number is a reference")


@case("pt", "br-boleto-condominio")
def _():
    ld = "%s.%s %s.%s %s.%s %s %s" % (d(5), d(5), d(5), d(6), d(5), d(6), d(1), d(14))
    cj = cnpj()
    t = ("Recebi o boleto do condomínio: linha digitável %s, CNPJ do condomínio %s, vencimento 10/04. A chave Pix deles "
         "é o próprio CNPJ? Posso pagar por Pix em vez do boleto?" % (ld, cj))
    return C(t, [], [ld, cj], "boleto digitable line (check digits not computed) and condominium CNPJ (computed)")


@case("pt", "pt-centro-de-saude")
def _():
    nf = nif_pt()
    ut = dnz(9)
    ib = iban_pt()
    ent, ref = d(5), "%s %s %s" % (d(3), d(3), d(3))
    t = ("Vou mudar de médico de família. O centro de saúde pede o NIF %s, o número de utente do SNS %s e o IBAN %s para "
         "reembolsos. Para pagar a taxa deram-me entidade %s, referência %s." % (nf, ut, grp(ib, 4), ent, ref))
    return C(t, [nf, ut, grp(ib, 4)], [ent, ref], "NIF and IBAN (NIB check) computed, SNS number not; Multibanco entity and reference are look-alikes")


@case("pt", "br-whatsapp-code")
def _():
    code = "%s-%s" % (d(3), d(3))
    ph = "+55 11 9%s-%s" % (d(4), d(4))
    t = ("Alguém mandou mensagem dizendo que era do Mercado Livre e pediu o código de 6 dígitos do WhatsApp que chegou: %s. "
         "Eu mandei!!! O número da pessoa era %s. Como recupero minha conta?" % (code, ph))
    return C(t, [code], [ph], "WhatsApp registration code; scammer's phone number is a look-alike")


# ---------------------------------------------------------------- Italian
@case("it", "assegno-unico-cf-iban")
def _():
    cf = codice_fiscale(R.random() < 0.5)
    ib = iban_it()
    prot = "INPS.%s.%s.%s" % (d(4), d(2), d(7))
    t = ("Devo rifare la domanda per l'assegno unico. Codice fiscale %s, IBAN %s. Il protocollo della domanda dell'anno scorso era "
         "%s, serve indicarlo?" % (cf, ib, prot))
    return C(t, [cf, ib], [prot], "codice fiscale and IBAN (check character, CIN and IBAN computed); INPS protocol is a reference")


@case("it", "spid-otp-scaduto")
def _():
    pw = pw_human(["Girasole", "Vesuvio", "limone", "Gelato", "Dolomiti"])
    otp = d(6)
    prat = d(10)
    t = ("Non riesco ad entrare con lo SPID di Poste. Il nome utente è la mia mail, la password è %s, il codice OTP arrivato "
         "via SMS è %s ma dice che è scaduto. Il numero della pratica di assistenza è %s." % (pw, otp, prat))
    return C(t, [pw, otp], [prat], "SPID password and OTP; support ticket number is a look-alike")


@case("it", "fattura-tipografia")
def _():
    pi = piva()
    fa = "2024/%04d" % R.randint(1, 9999)
    brt = d(15)
    sdi = s(UP + DIG, 7)
    t = ("Fattura da controllare: Tipografia Bassi srl, partita IVA %s, fattura n. %s, spedizione BRT %s. Il codice destinatario "
         "SDI del mio studio è %s, va messo anche lì?" % (pi, fa, brt, sdi))
    return C(t, [], [pi, fa, brt, sdi], "supplier VAT number (Luhn computed), invoice, tracking and SDI recipient code")


# ---------------------------------------------------------------- Dutch
@case("nl", "oma-toeslagen-digid")
def _():
    b = bsn()
    ib = iban_nl()
    pw = pw_human(["tulp", "fiets", "molen", "Drop", "kaas", "Haring"])
    t = ("Ik help mijn oma met haar toeslagen. Haar BSN is %s, IBAN %s, en ze heeft me haar DigiD-wachtwoord gegeven: %s. "
         "Mag ik gewoon namens haar inloggen of moet ik een machtiging aanvragen?" % (b, grp(ib, 4), pw))
    return C(t, [b, grp(ib, 4), pw], [], "grandmother's BSN (11-proef), IBAN (account 11-proef, mod 97) and DigiD password")


@case("nl", "briefje-oppas")
def _():
    alarm, kluis = d(4), d(4)
    pw = pw_human(["tulp", "fiets", "molen", "Drop", "kaas", "Haring"])
    ph = "020 %s %s" % (d(3), d(4))
    t = ("Briefje voor de oppas: alarmcode %s, sleutelkluisje bij de achterdeur %s, wifi Ziggo%s met wachtwoord %s. "
         "Huisarts: %s. Kun je er een net lijstje van maken?" % (alarm, kluis, d(5), pw, ph))
    return C(t, [alarm, kluis, pw], [ph], "alarm, key safe and Wi-Fi codes; GP phone number is a look-alike")


@case("nl", "acceptgiro-waternet")
def _():
    kenm = grp(d(16), 4)
    ib = iban_nl("INGB")
    kvk = d(8)
    t = ("Ik moet een rekening betalen: betalingskenmerk %s, IBAN %s t.n.v. Waternet, KvK %s. Kan ik dat ook met een "
         "betaalverzoek doen of moet het per se met het kenmerk?" % (kenm, grp(ib, 4), kvk))
    return C(t, [], [kenm, grp(ib, 4), kvk], "payment reference, utility's IBAN and chamber of commerce number")


# ---------------------------------------------------------------- Swedish
@case("sv", "foraldrapenning-personnummer")
def _():
    pn = personnummer()
    clr, kto = "5" + d(3), d(7)
    arende = d(3) + "-" + d(6)
    t = ("Fyller i ansökan om föräldrapenning. Personnummer %s, utbetalning till mitt konto hos SEB: clearingnummer %s, "
         "kontonummer %s. Försäkringskassan skrev ärendenummer %s i brevet, ska det med?" % (pn, clr, kto, arende))
    return C(t, [pn, kto], [clr, arende], "personnummer (Luhn) and own account; clearing number and case number are look-alikes")


@case("sv", "lapp-till-grannen")
def _():
    port, dorr = d(4), d(6)
    pw = pw_human(["kanelbulle", "lingon", "Alg", "midsommar", "Fika", "skargard"])
    t = ("Kan du skriva en lapp till grannen som vattnar blommorna? Portkod %s, lägenhetsdörren har kodlås %s, wifi Telia-%s "
         "med lösenord %s. Monsteran vill ha vatten varannan dag." % (port, dorr, s(HEXU, 6), pw))
    return C(t, [port, dorr, pw], [], "entrance code, door code and Wi-Fi password")


@case("sv", "faktura-ocr-bankgiro")
def _():
    ocr = luhn_complete(dnz(R.randint(9, 14)))
    reg("SE OCR (Luhn)", ocr, luhn_ok)
    bg = luhn_complete(dnz(7))
    reg("SE bankgiro (Luhn)", bg, luhn_ok)
    org = orgnr_se()
    t = ("Faktura från elbolaget: OCR-nummer %s, bankgiro %s, organisationsnummer %s. Förfaller 28 mars, kan jag betala "
         "med Swish istället?" % (ocr, bg[:4] + "-" + bg[4:], org))
    return C(t, [], [ocr, bg[:4] + "-" + bg[4:], org], "OCR reference, bankgiro and company number (Luhn computed)")


# ---------------------------------------------------------------- Danish
@case("da", "su-cpr-nemkonto")
def _():
    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), d(4))
    regnr, kto = d(4), d(10)
    t = ("Jeg skal udfylde en formular til SU. CPR-nummer %s, NemKonto reg.nr. %s kontonr. %s. Skal jeg også skrive "
         "mit MitID-bruger-ID? Det ville jeg helst ikke." % (cpr, regnr, kto))
    return C(t, [cpr, kto], [regnr], "CPR number (no modulus check computed) and own account; registration number is public")


@case("da", "webshop-returnering")
def _():
    on = "DK" + d(8)
    cv = cvr()
    tx = s(UP + DIG, 10)
    t = ("Kvittering fra webshoppen: ordrenummer %s, CVR %s, betalt med MobilePay, transaktions-ID %s. Hvordan returnerer "
         "jeg varen, og hvor lang fortrydelsesret har jeg?" % (on, cv, tx))
    return C(t, [], [on, cv, tx], "order number, company CVR (mod 11 computed) and transaction id")


# ---------------------------------------------------------------- Norwegian
@case("no", "startlan-bankid")
def _():
    f = fodselsnummer()
    k = konto_no()
    pw = pw_human(["fjord", "Troll", "hytte", "Brunost", "Nordlys"])
    t = ("Jeg søker om startlån. Fødselsnummer %s, kontonummer %s. Megleren spør om BankID-passordet mitt, %s, for å "
         "«ordne alt». Skal jeg gi det?" % (f, k, pw))
    return C(t, [f, k, pw], [], "national id number (both mod 11 computed), own account (mod 11) and BankID password")


@case("no", "borettslag-faktura")
def _():
    kid = luhn_complete(dnz(R.randint(8, 14)))
    reg("NO KID (Luhn)", kid, luhn_ok)
    k, org = konto_no(), orgnr_no()
    t = ("Faktura fra borettslaget: KID %s, kontonummer %s, organisasjonsnummer %s. Forfall 20.04. Kan jeg sette opp "
         "AvtaleGiro på den?" % (kid, k, org))
    return C(t, [], [kid, k, org], "KID reference (Luhn), housing co-op's account and organisation number (mod 11)")


# ---------------------------------------------------------------- Finnish
@case("fi", "kela-hetu-tili")
def _():
    h = hetu()
    ib = iban("FI", d(14))
    tl = d(4)
    hk = "KELA-" + d(8)
    t = ("Täytän Kelan hakemusta. Henkilötunnus %s, tilinumero %s. Pankin tunnuslukusovelluksen PIN on %s – pitääkö "
         "sitä antaa jossain vaiheessa? Edellisen hakemuksen numero oli %s." % (h, grp(ib, 4), tl, hk))
    return C(t, [h, grp(ib, 4), tl], [hk], "personal identity code (check char computed), IBAN and banking app PIN; application number is a reference")


@case("fi", "lasku-viitenumero")
def _():
    v = viite()
    ib = iban("FI", d(14))
    y = ytunnus()
    t = ("Lasku: viitenumero %s, saajan tilinumero %s, Y-tunnus %s, eräpäivä 15.4. Voinko maksaa mobiilipankissa "
         "viivakoodilla?" % (v, grp(ib, 4), y))
    return C(t, [], [v, grp(ib, 4), y], "reference number (7-3-1) and business id computed; payee's IBAN")


# ---------------------------------------------------------------- Hungarian
@case("hu", "uj-munkahely-taj-ado")
def _():
    tj, ad = taj(), adoazonosito()
    acc = hu_account("1177")
    ceg = hu_adoszam()
    t = ("Az új munkahelyemen kérik: TAJ szám %s, adóazonosító jel %s, bankszámlaszám %s (OTP). A cég adószáma %s, azt is "
         "be kell írnom valahova?" % (tj, ad, acc, ceg))
    return C(t, [tj, ad, acc], [ceg], "TAJ, tax id and account (checks computed); company tax number (computed) is public")


@case("hu", "foxpost-kod")
def _():
    code = d(6)
    csomag = s(UP, 2) + d(9)
    szamla = "WEB-%s/%04d" % ("2024", R.randint(1, 9999))
    t = ("A Foxpost küldött egy SMS-t: a csomagod (%s) megérkezett, átvételi kód: %s. Nem érek oda, elküldhetem a kódot a "
         "kollégámnak? A számla sorszáma %s, kell neki?" % (csomag, code, szamla))
    return C(t, [code], [csomag, szamla], "parcel locker pickup code; parcel and invoice numbers are look-alikes")


# ---------------------------------------------------------------- Romanian
@case("ro", "alocatie-cnp-iban")
def _():
    c = cnp()
    ib = iban_ro()
    nr = "%d/2023" % R.randint(1000, 99999)
    t = ("Completez formularul pentru alocația copilului. CNP-ul meu este %s, IBAN %s. Numărul de înregistrare al cererii "
         "de anul trecut e %s, trebuie trecut?" % (c, ib, nr))
    return C(t, [c, ib], [nr], "CNP and IBAN (computed); registration number is a reference")


@case("ro", "george-sms-cod")
def _():
    code = d(6)
    pw = pw_human(["Carpati", "mamaliga", "Dunarea", "ciresica", "Brasov"])
    tel = "0800 %s %s" % (d(3), d(3))
    t = ("Am primit un SMS: „Codul tău de autentificare George este %s”. Nu eu am cerut. Parola mea din aplicație e %s, "
         "s-o schimb acum? Sun la banca la %s?" % (code, pw, tel))
    return C(t, [code, pw], [tel], "login code and password; bank phone number is a look-alike")


# ---------------------------------------------------------------- Greek
@case("el", "epidoma-amka-afm")
def _():
    am, af = amka(), afm()
    pw = pw_human(["Kalimera", "Thalassa", "Olympos", "Elia", "Meltemi"])
    prot = "%d/%s" % (R.randint(10000, 999999), "2023")
    t = ("Συμπληρώνω την αίτηση για το επίδομα στέγασης. ΑΜΚΑ %s, ΑΦΜ %s, κωδικός Taxisnet %s. Ο αριθμός πρωτοκόλλου της "
         "περσινής αίτησης ήταν %s, χρειάζεται;" % (am, af, pw, prot))
    return C(t, [am, af, pw], [prot], "AMKA (Luhn), AFM (computed) and Taxisnet password; protocol number is a reference")


@case("el", "logariasmos-revmatos")
def _():
    rf = rf_ref()
    af = afm("0")
    par = d(10)
    t = ("Λογαριασμός ρεύματος: κωδικός ηλεκτρονικής πληρωμής %s, ΑΦΜ εταιρείας %s, αριθμός παραστατικού %s. "
         "Μπορώ να πληρώσω με IRIS ή μόνο με κάρτα;" % (rf, af, par))
    return C(t, [], [rf, af, par], "RF creditor reference (mod 97) and company AFM computed; invoice number")


# ---------------------------------------------------------------- Turkish
@case("tr", "edevlet-anne-sifre")
def _():
    tc = tckn()
    pw = pw_human(["Papatya", "Bogazici", "simit", "Kartal", "lale"])
    bas = d(10)
    t = ("Annemin e-Devlet şifresini sıfırlamamız gerekiyor. TC kimlik no %s, eski şifresi %s idi. PTT'den şifre "
         "zarfı için verdikleri başvuru numarası %s. Zarfı ben alabilir miyim?" % (tc, pw, bas))
    return C(t, [tc, pw], [bas], "mother's TC number (checks computed) and password; application number is a reference")


@case("tr", "maas-hesabi-iban")
def _():
    ib = iban("TR", pick(["00010", "00062", "00046", "00064", "00111"]) + "0" + d(16))
    pin = d(4)
    v = vkn()
    t = ("Maaş hesabımı değiştireceğim. Yeni IBAN'ım %s, kart şifrem %s — şifreyi İK'ya söylemem gerekmez değil mi? "
         "Dilekçeye şirketin vergi numarasını da yazıyorum: %s." % (grp(ib, 4), pin, v))
    return C(t, [grp(ib, 4), pin], [v], "own IBAN (mod 97) and card PIN; company tax number (computed) is public")


@case("tr", "kargo-iade")
def _():
    kt = d(12)
    sip = d(9)
    v = vkn()
    iade = s(UP + DIG, 8)
    t = ("Kargo takip no %s (Yurtiçi), sipariş no %s, satıcının vergi no %s. İade için %s kodunu verdiler, bunu kargo "
         "şubesine mi söyleyeceğim?" % (kt, sip, v, iade))
    return C(t, [], [kt, sip, v, iade], "tracking, order and return codes; seller's tax number (computed)")


# ---------------------------------------------------------------- Vietnamese
@case("vi", "mo-tai-khoan-chung-khoan")
def _():
    cccd = pick(["001", "079", "048", "031"]) + pick("0123") + d(8)
    acc = d(13)
    otp = d(6)
    ref = s(UP, 2) + d(4)
    t = ("Mình đang mở tài khoản chứng khoán online. Số CCCD %s, số tài khoản Vietcombank %s, mã OTP vừa gửi về là %s. "
         "Họ hỏi thêm mã giới thiệu %s của bạn mình, có cần nhập không?" % (cccd, acc, otp, ref))
    return C(t, [cccd, acc, otp], [ref], "citizen id (no public check), own account and OTP; referral code is a look-alike")


@case("vi", "homestay-tin-nhan-khach")
def _():
    pw = pw_human(["hoasen", "Saigon", "caphe", "Halong", "bunbo"])
    gate, safe = d(4), d(6)
    bk = d(10)
    t = ("Nhờ bạn viết giúp tin nhắn gửi khách thuê homestay: mật khẩu wifi %s, mã cổng %s, mã két sắt trong phòng %s. "
         "Mã đặt phòng trên Booking của khách là %s." % (pw, gate, safe, bk))
    return C(t, [pw, gate, safe], [bk], "Wi-Fi password, gate and safe codes; booking number is a look-alike")


@case("vi", "hoa-don-dien-tu")
def _():
    mst = dnz(10)
    hd = d(8)
    tra = s(UP + DIG, 12)
    van = "SPXVN" + d(12)
    t = ("Hóa đơn điện tử của đơn hàng: mã số thuế công ty %s, số hóa đơn %s, mã tra cứu %s. Mã vận đơn %s vẫn chưa giao. "
         "Mình có cần lưu hóa đơn này không?" % (mst, hd, tra, van))
    return C(t, [], [mst, hd, tra, van], "company tax code, invoice number, lookup code and waybill")


# ---------------------------------------------------------------- Thai
@case("th", "mae-open-account")
def _():
    tid = thai_id()
    pin = d(6)
    t = ("แม่ฝากให้ไปเปิดบัญชีธนาคารแทน เลขบัตรประชาชนแม่ %s ส่วนรหัส ATM ที่แม่อยากตั้งคือ %s แบบนี้ลูกทำแทนได้ไหม "
         "ต้องมีหนังสือมอบอำนาจหรือเปล่า" % (tid, pin))
    return C(t, [tid, pin], [], "mother's national id (check computed) and ATM PIN")


@case("th", "otp-ref-sms")
def _():
    otp = d(6)
    ref = s(UP, 4)
    t = ("ได้ SMS ว่า \"OTP=%s (Ref=%s) ใช้สำหรับยืนยันการโอนเงิน 15,000 บาท ห้ามบอกรหัสนี้แก่ผู้อื่น\" แต่ฉันไม่ได้ทำรายการ "
         "ควรทำยังไงก่อนดี" % (otp, ref))
    return C(t, [otp], [ref], "OTP is secret; the Ref code printed next to it is a look-alike")


@case("th", "parcel-tax-invoice")
def _():
    ems = s10("E" + pick("FGHJ"), "TH")
    inv = "INV" + d(10)
    tax = thai_id("0")
    t = ("พัสดุ EMS เลข %s ยังไม่ถึงเลย ส่วนใบกำกับภาษีเลขที่ %s ของบริษัท เลขประจำตัวผู้เสียภาษี %s ต้องเก็บไว้ใช้ลดหย่อนไหม" % (ems, inv, tax))
    return C(t, [], [ems, inv, tax], "EMS tracking (S10 check computed), invoice number, company tax id (computed)")


# ---------------------------------------------------------------- Indonesian
@case("id", "koperasi-nik-pin")
def _():
    nik = pick(["3171", "3273", "3578", "5171"]) + d(2) + "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(70, 99)) + d(4)
    rek = d(10)
    pin = d(6)
    t = ("Aku mau daftar pinjaman di koperasi kantor. NIK %s, rekening BCA %s, terus admin koperasinya minta PIN m-BCA %s juga "
         "katanya buat verifikasi. Wajar nggak sih?" % (nik, rek, pin))
    return C(t, [nik, rek, pin], [], "NIK (no public check), own account and mobile banking PIN")


@case("id", "otp-wa-kurir-palsu")
def _():
    otp = "%s-%s" % (d(3), d(3))
    resi = "JP" + d(10)
    t = ("Ada yang ngaku kurir, minta kode WhatsApp yang masuk: %s. Udah aku kasih 😭 Nomor resi paketku %s beneran ada sih, "
         "makanya aku percaya. Gimana cara ambil alih akun WA lagi?" % (otp, resi))
    return C(t, [otp], [resi], "WhatsApp code given to a scammer; tracking number is a look-alike")


@case("id", "virtual-account-tagihan")
def _():
    va = "8808" + d(12)
    npwp = "%s.%s.%s.%s-%s.%s" % (d(2), d(3), d(3), d(1), d(3), d(3))
    inv = "INV/2024/%s/%04d" % (pick(["III", "IV", "V"]), R.randint(1, 9999))
    t = ("Bayar tagihan lewat virtual account: nomor VA %s atas nama PT Sinar Abadi, NPWP %s, nomor invoice %s. Bisa "
         "transfer dari bank lain nggak?" % (va, npwp, inv))
    return C(t, [], [va, npwp, inv], "merchant virtual account, company NPWP (check not computed) and invoice number")


# ---------------------------------------------------------------- Tagalog
@case("tl", "gcash-mpin-otp-scam")
def _():
    ref = d(13)
    mpin, otp = d(4), d(6)
    t = ("Nag-send ako ng ₱2,500 sa GCash pero mali yung number. Ref No. %s. May tumawag na taga-GCash daw at hiningi yung "
         "MPIN ko %s at yung OTP %s, binigay ko na. Ano ang dapat kong gawin?" % (ref, mpin, otp))
    return C(t, [mpin, otp], [ref], "MPIN and OTP; GCash Ref No. is a reference")


@case("tl", "bagong-trabaho-sss-tin")
def _():
    sss = "%s-%s-%s" % (d(2), d(7), d(1))
    tin = "%s-%s-%s-000" % (d(3), d(3), d(3))
    ph = "%s-%s-%s" % (d(2), d(9), d(1))
    ctin = "%s-%s-%s-000" % (d(3), d(3), d(3))
    t = ("Para sa bagong trabaho, kailangan kong ibigay ang SSS number ko %s, TIN %s, at PhilHealth %s. Yung TIN ng company "
         "nila %s, ilalagay ko rin ba sa BIR form?" % (sss, tin, ph, ctin))
    return C(t, [sss, tin, ph], [ctin], "SSS, TIN and PhilHealth numbers (no public checks); employer's TIN is public")


@case("tl", "lbc-shopee-refund")
def _():
    lbc = d(12)
    sh = "24%02d%02d" % (R.randint(1, 6), R.randint(1, 28)) + s(UP + DIG, 8)
    ref = d(13)
    t = ("LBC tracking %s, order number sa Shopee %s, at yung GCash receipt Ref No. %s. Pwede ba i-refund kung hindi "
         "dumating after 7 days?" % (lbc, sh, ref))
    return C(t, [], [lbc, sh, ref], "tracking, order and receipt reference numbers")


# ---------------------------------------------------------------- Swahili
@case("sw", "mpesa-pin-tapeli")
def _():
    code = pick("STU") + s(UP + DIG, 9)
    pin = d(4)
    ph = "07%s %s %s" % (d(2), d(3), d(3))
    t = ("Nimepokea ujumbe: \"%s Imethibitishwa. Ksh5,000.00 imetumwa kwa JOHN KAMAU %s\" lakini nilikosea namba. Kisha mtu "
         "akanipigia akisema ni wa Safaricom, akaomba PIN yangu ya M-Pesa nikampa %s. Nifanye nini sasa?" % (code, ph, pin))
    return C(t, [code, pin], [ph], "M-Pesa confirmation code and PIN; recipient phone number is a look-alike")


@case("sw", "kazi-mpya-kra-nhif")
def _():
    kid = dnz(8)
    kra = "A" + d(9) + pick(UP)
    nhif = dnz(9)
    pb = d(6)
    t = ("Ninajaza fomu ya kazi mpya: namba ya kitambulisho %s, KRA PIN %s, namba ya NHIF %s. Kampuni imeandika Paybill %s "
         "ya kulipia ada ya mafunzo — hiyo nayo niijaze?" % (kid, kra, nhif, pb))
    return C(t, [kid, kra, nhif], [pb], "national id, KRA PIN and NHIF member number; company paybill is public")


@case("sw", "tokeni-za-umeme")
def _():
    meter = d(11)
    ref = s(UP + DIG, 10)
    till = d(7)
    t = ("Nilinunua tokeni za umeme kupitia Paybill 888880, akaunti (namba ya mita) %s, Ksh1,000. Risiti ya duka ina "
         "Ref No. %s na Till Number %s. Tokeni haijaja hadi sasa." % (meter, ref, till))
    return C(t, [], ["888880", meter, ref, till], "utility paybill, meter number, receipt Ref No. and till number")


# ================================================================ validation and output
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]")
SEP = "\n---\n"


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(c):
    p = []
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            p.append("%s missing/empty" % k)
    if p:
        return p
    if not ID_RE.match(c["id"]):
        p.append("bad id %r" % c["id"])
    if not re.match(r"^[a-z]{2}$", c["lang"]):
        p.append("bad lang %r" % c["lang"])
    text = c["text"]
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(v, str) for v in c[k]):
            p.append("%s not a list of strings" % k)
            return p
    for k in ("id", "lang", "text", "note"):
        if HOSTILE.search(c[k]):
            p.append("hostile character in %s" % k)
    if "\\" in text:
        p.append("backslash in text")
    if SEP in text and any(not part.strip() for part in text.split(SEP)):
        p.append("empty message part")
    sec, lk = c["secrets"], c["lookalikes"]
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        p.append("duplicate listed value")
    if set(sec) & set(lk):
        p.append("value both secret and look-alike")
    for v in sec + lk:
        if not v or v != v.strip():
            p.append("empty or padded value %r" % v)
            continue
        if HOSTILE.search(v) or "\\" in v or SEP in v:
            p.append("hostile character in value %r" % v)
        occ = occurrences(text, v)
        if not occ:
            p.append("value not in text: %r" % v)
            continue
        if len(v) <= 6 and len(occ) != 1:
            p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                p.append("number embedded (left): %r" % v)
            if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                p.append("number embedded (right): %r" % v)
    s_iv = [iv for v in sec for iv in occurrences(text, v)]
    l_iv = [iv for v in lk for iv in occurrences(text, v)]
    for a, b in s_iv:
        for x, y in l_iv:
            if a < y and x < b:
                p.append("secret/look-alike overlap at %d-%d / %d-%d" % (a, b, x, y))
    return p


def q(x):
    return json.dumps(x, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        out.append("    secrets: [" + ", ".join(q(v) for v in c["secrets"]) + "]")
        out.append("    lookalikes: [" + ", ".join(q(v) for v in c["lookalikes"]) + "]")
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def parse_yaml(src):
    lines = src.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur = [], None
    keys = ["lang", "text", "secrets", "lookalikes", "note"]
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": json.loads(line[8:])}
            cases.append(cur)
            continue
        m = re.match(r"^    (lang|text|secrets|lookalikes|note): (.*)$", line)
        if not m or cur is None or m.group(1) in cur:
            raise ValueError("line %d unexpected" % n)
        cur[m.group(1)] = json.loads(m.group(2))
    for c in cases:
        if sorted(c) != sorted(["id"] + keys):
            raise ValueError("case %s incomplete" % c.get("id"))
    return cases


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    problems, cases = [], []
    for n, (lang, slug, fn) in enumerate(CASES, 1):
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        for attempt in range(60):
            c = fn()
            c = {"id": cid, "lang": lang, "text": c["text"], "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]}
            pr = case_problems(c)
            if not pr:
                break
        if pr:
            problems += ["%s: %s" % (cid, x) for x in pr]
        cases.append(c)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    if len(set(c["id"].split("-", 2)[2] for c in cases)) != len(cases):
        problems.append("duplicate slugs")
    for kind, value, fn in CHECKS:
        if not fn(value):
            problems.append("check digit failed: %s %r" % (kind, value))
    src = to_yaml(cases)
    try:
        back = parse_yaml(src)
        if back != cases:
            problems.append("YAML round trip differs")
    except Exception as e:  # noqa
        problems.append("YAML re-parse failed: %s" % e)
    if problems:
        for x in problems:
            print("PROBLEM:", x, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(src)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes, %d languages, %d computed check values verified"
          % (sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
             sum(len(c["lookalikes"]) for c in cases), len(set(c["lang"] for c in cases)), len(CHECKS)))


if __name__ == "__main__":
    main()
