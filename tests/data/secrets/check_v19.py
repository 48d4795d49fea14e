#!/usr/bin/env python3
"""Independent checker for heldout_v19.yaml: re-validates every check digit / checksum the
generated values claim. Imports nothing from the generator. Exit 1 on any failure."""
import hashlib, re, sys, zlib
import yaml

path = sys.argv[1] if len(sys.argv) > 1 else "/work/frozen19/heldout_v19.yaml"
data = yaml.safe_load(open(path, encoding="utf-8"))
passed, failed = 0, []

def dg(s): return re.sub(r"\D", "", s)

def luhn(s):
    s = dg(s); t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch) * (2 if i % 2 else 1)
        t += d - 9 if d > 9 else d
    return t % 10 == 0

def iban(s):
    s = s.replace(" ", "")
    lens = dict(DE=22, FR=27, ES=24, IT=27, NL=18, GB=22, PL=28, BE=16, AT=20, CH=21, SE=24, TR=26,
                SA=24, AE=23, PT=25, GR=27, IL=23, NO=15, FI=18)
    if lens.get(s[:2]) != len(s): return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1

def cn_id(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return len(s) == 18 and "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]

def tw_id(s):
    m = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    v = m.index(s[0]) + 10
    ds = [v // 10, v % 10] + [int(c) for c in s[1:]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return len(s) == 10 and sum(a * b for a, b in zip(ds, w)) % 10 == 0

def my_number(s):
    s = dg(s)
    p = [int(c) for c in s[:11]][::-1]
    q = [n + 1 if n <= 6 else n - 5 for n in range(1, 12)]
    rem = sum(a * b for a, b in zip(p, q)) % 11
    return len(s) == 12 and int(s[11]) == (0 if rem <= 1 else 11 - rem)

def rrn(s):
    s = dg(s); w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return len(s) == 13 and (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])

VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
def verhoeff(s):
    c = 0
    for i, ch in enumerate(reversed(dg(s))):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar(s): return len(dg(s)) == 12 and dg(s)[0] not in "01" and verhoeff(s)

def cpf(s):
    d = [int(c) for c in dg(s)]
    if len(d) != 11: return False
    for n in (9, 10):
        if (sum(a * b for a, b in zip(d[:n], range(n + 1, 1, -1))) * 10 % 11) % 10 != d[n]: return False
    return True

def dni(s): return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]
def nie(s): return "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(s[0])) + s[1:8]) % 23] == s[8]

def codice_fiscale(s):
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    t = 0
    for i, ch in enumerate(s[:15]):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        t += (odd[v] if i % 2 == 0 else v)
    return len(s) == 16 and chr(65 + t % 26) == s[15]

def nir(s):
    s = dg(s); return len(s) == 15 and 97 - int(s[:13]) % 97 == int(s[13:])

def bsn(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (sum(a * b for a, b in zip(d[:8], range(9, 1, -1))) - d[8]) % 11 == 0

def pesel(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return len(s) == 11 and sum(int(a) * b for a, b in zip(s, w)) % 10 == 0

def personnummer(s): return luhn(dg(s)[2:])

def hetu(s):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31] == s[10]

def fodselsnummer(s):
    d = [int(c) for c in s]
    def k(ws, n):
        v = 11 - sum(a * b for a, b in zip(d[:n], ws)) % 11
        return 0 if v == 11 else v
    return len(d) == 11 and k([3, 7, 6, 1, 8, 9, 4, 5, 2], 9) == d[9] and k([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], 10) == d[10]

def rijksregister(s):
    s = dg(s); return len(s) == 11 and 97 - int(s[:9]) % 97 == int(s[9:])

def tc_kimlik(s):
    d = [int(c) for c in s]
    return (len(d) == 11 and d[0] != 0 and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])

def teudat_zehut(s):
    t = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 + i % 2); t += p // 10 + p % 10
    return len(s) == 9 and t % 10 == 0

def hkid(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", s)
    if not m: return False
    t = 36 * 9 + (ord(m.group(1)) - 55) * 8 + sum(int(c) * w for c, w in zip(m.group(2), range(7, 1, -1)))
    t += 10 if m.group(3) == "A" else int(m.group(3))
    return t % 11 == 0

def nric(s):
    t = sum(int(c) * w for c, w in zip(s[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if s[0] in "TG" else 0)
    return "JZIHGFEDCBA"[t % 11] == s[8]

def sin(s): return len(dg(s)) == 9 and luhn(s)

def steuer_id(s):
    s = dg(s); prod = 10
    for ch in s[:10]:
        x = (int(ch) + prod) % 10 or 10
        prod = x * 2 % 11
    c = 11 - prod
    return len(s) == 11 and (0 if c == 10 else c) == int(s[10])

def kvnr(s):
    d = [int(c) for c in "%02d" % (ord(s[0]) - 64) + s[1:9]]
    t = 0
    for i, x in enumerate(d):
        p = x * (2 if i % 2 else 1); t += p // 10 + p % 10
    return len(s) == 10 and t % 10 == int(s[9])

def thai_id(s):
    s = dg(s)
    return len(s) == 13 and (11 - sum(int(s[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(s[12])

def nif_pt(s):
    c = 11 - sum(int(s[i]) * (9 - i) for i in range(8)) % 11
    return len(s) == 9 and (0 if c >= 10 else c) == int(s[8])

def snils(s):
    s = dg(s); t = sum(int(s[i]) * (9 - i) for i in range(9))
    c = t if t < 100 else (0 if t in (100, 101) else t % 101)
    return len(s) == 11 and (0 if c == 100 else c) == int(s[9:])

def inn12(s):
    d = [int(c) for c in s]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]; w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return (len(d) == 12 and sum(a * b for a, b in zip(d, w1)) % 11 % 10 == d[10]
            and sum(a * b for a, b in zip(d, w2)) % 11 % 10 == d[11])

def amka(s): return len(s) == 11 and luhn(s)
def emirates_id(s): return dg(s).startswith("784") and len(dg(s)) == 15 and luhn(s)

def rut(s):
    body, dv = s.replace(".", "").split("-")
    t, f = 0, 2
    for ch in reversed(body):
        t += int(ch) * f; f = 2 if f == 7 else f + 1
    v = 11 - t % 11
    return {11: "0", 10: "K"}.get(v, str(v)) == dv

B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
def crc_token(s):
    body = re.sub(r"^(ghp|gho|npm)_", "", s)
    n = zlib.crc32(body[:30].encode()) & 0xffffffff; enc = ""
    while n:
        n, m = divmod(n, 62); enc = B62[m] + enc
    return len(body) == 36 and enc.rjust(6, "0") == body[30:]

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
def wif(s):
    n = 0
    for ch in s: n = n * 58 + B58.index(ch)
    b = n.to_bytes(38, "big")
    return b[0] == 0x80 and hashlib.sha256(hashlib.sha256(b[:-4]).digest()).digest()[:4] == b[-4:]

def uscc(s):
    ch = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    t = sum(ch.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    c = 31 - t % 31
    return len(s) == 18 and ch[0 if c == 31 else c] == s[17]

def tw_ubn(s):
    w = [1, 2, 1, 2, 1, 2, 4, 1]
    t = sum((int(a) * b) // 10 + (int(a) * b) % 10 for a, b in zip(s, w))
    return len(s) == 8 and t % 10 == 0

def jp_corp(s):
    base = s[1:]
    t = sum(int(base[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return len(s) == 13 and 9 - t % 9 == int(s[0])

def kr_brn(s):
    d = [int(c) for c in dg(s)]
    t = sum(a * b for a, b in zip(d, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + d[8] * 5 // 10
    return len(d) == 10 and (10 - t % 10) % 10 == d[9]

def isbn13(s): return len(s) == 13 and sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s)) % 10 == 0

def cnpj(s):
    d = [int(c) for c in dg(s)]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for n, w in ((12, w1), (13, [6] + w1)):
        r = sum(a * b for a, b in zip(d[:n], w)) % 11
        if (0 if r < 2 else 11 - r) != d[n]: return False
    return len(d) == 14

def pl_nip(s):
    d = [int(c) for c in dg(s)]
    return len(d) == 10 and sum(a * b for a, b in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == d[9]

def aba(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0

def mod_ok(name, fn, val, where):
    global passed
    try:
        ok = fn(val)
    except Exception as e:
        ok = False
    if ok: passed += 1
    else: failed.append("%s: %s %r" % (where, name, val))

# sanity self-tests of the algorithms on public reference values
for name, fn, v in [("luhn", luhn, "79927398713"), ("verhoeff", verhoeff, "2363"), ("iban", iban, "GB82 WEST 1234 5698 7654 32"),
                    ("nric", nric, "S1234567D"), ("isbn13", isbn13, "9780306406157"), ("aba", aba, "011000015")]:
    mod_ok(name, fn, v, "selftest")

CARD = r"^\d[\d -]{11,22}\d$"
CASE_RULES = [  # (kind regex, validator name, fn, secret shape)
    (r"visa_checkout|amex|jcb|unionpay|credit_card|carte_bleue|cartao|kart_odeme|rupay|card_cvc|card_mir|card_purchase|card_announce", "luhn", luhn, CARD),
    (r"iban|rib", "iban_mod97", iban, r"^[A-Z]{2}\d{2}[A-Z0-9 ]{10,}$"),
    (r"^zhs_(resident_id|multi_id)", "cn_id", cn_id, r"^\d{17}[\dX]$"),
    (r"tw_national_id", "tw_id", tw_id, r"^[A-Z][12]\d{8}$"),
    (r"my_number", "my_number", my_number, r"^\d{4} \d{4} \d{4}$"),
    (r"rrn", "rrn", rrn, r"^\d{6}-\d{7}$"),
    (r"aadhaar", "aadhaar_verhoeff", aadhaar, r"^\d{4} \d{4} \d{4}$"),
    (r"cpf", "cpf", cpf, r"^\d{3}\.\d{3}\.\d{3}-\d{2}$"),
    (r"_dni_", "dni", dni, r"^\d{8}[A-Z]$"),
    (r"_nie_", "nie", nie, r"^[XYZ]\d{7}[A-Z]$"),
    (r"codice_fiscale", "codice_fiscale", codice_fiscale, r"^[A-Z0-9]{16}$"),
    (r"_nir_", "nir", nir, r"^[12] \d\d \d\d \d\d \d{3} \d{3} \d\d$"),
    (r"_bsn_", "bsn", bsn, r"^\d{9}$"),
    (r"pesel", "pesel", pesel, r"^\d{11}$"),
    (r"personnummer", "personnummer", personnummer, r"^\d{8}-\d{4}$"),
    (r"hetu", "hetu", hetu, r"^\d{6}[-A]\d{3}[0-9A-Z]$"),
    (r"fodselsnummer", "fodselsnummer", fodselsnummer, r"^\d{11}$"),
    (r"rijksregister", "rijksregister", rijksregister, r"^\d\d\.\d\d\.\d\d-\d{3}\.\d\d$"),
    (r"tc_kimlik", "tc_kimlik", tc_kimlik, r"^\d{11}$"),
    (r"teudat_zehut", "teudat_zehut", teudat_zehut, r"^\d{9}$"),
    (r"hkid", "hkid", hkid, r"^[A-Z]\d{6}\(.\)$"),
    (r"nric", "nric", nric, r"^[ST]\d{7}[A-Z]$"),
    (r"_sin_", "sin_luhn", sin, r"^\d{3} \d{3} \d{3}$"),
    (r"steuer_id", "steuer_id", steuer_id, r"^\d\d \d{3} \d{3} \d{3}$"),
    (r"kvnr", "kvnr", kvnr, r"^[A-Z]\d{9}$"),
    (r"^th_national_id", "thai_id", thai_id, r"^\d-\d{4}-\d{5}-\d\d-\d$"),
    (r"^pt_nif", "nif_pt", nif_pt, r"^\d{9}$"),
    (r"snils", "snils", snils, r"^\d{3}-\d{3}-\d{3} \d\d$"),
    (r"_inn_", "inn12", inn12, r"^\d{12}$"),
    (r"amka", "amka_luhn", amka, r"^\d{11}$"),
    (r"emirates_id", "emirates_id_luhn", emirates_id, r"^784-"),
    (r"_rut_", "rut", rut, r"^[\d.]+-[\dK]$"),
    (r"github_pat_push|github_token_ci|actions_secret|npmrc|github_oauth", "crc32_token", crc_token, r"^(ghp|gho|npm)_"),
    (r"btc_wif", "wif_base58check", wif, r"^[5KL][1-9A-HJ-NP-Za-km-z]{50,51}$"),
]
LOOK_RULES = [  # (kind regex, validator, fn, regex extracting the value from text)
    (r"stripe_test_card", "luhn", luhn, r"\b(?:\d{4} ){3}\d{4}\b"),
    (r"luhn_homework", "luhn", luhn, r"\b\d{11}\b"),
    (r"uscc", "uscc", uscc, r"\b91[0-9A-Z]{16}\b"),
    (r"uniform_number", "tw_ubn", tw_ubn, r"\b\d{8}\b"),
    (r"corporate_number|invoice_registration", "jp_corp", jp_corp, r"(?<![0-9])\d{13}(?![0-9])"),
    (r"business_reg", "kr_brn", kr_brn, r"\b\d{3}-\d{2}-\d{5}\b"),
    (r"siret", "siret_luhn", luhn, r"\b\d{14}\b"),
    (r"cnpj", "cnpj", cnpj, r"\d\d\.\d{3}\.\d{3}/\d{4}-\d\d"),
    (r"pl_la_nip", "pl_nip", pl_nip, r"\b\d{3}-\d{3}-\d\d-\d\d\b"),
    (r"isbn", "isbn13", isbn13, r"\b97[89]\d{10}\b"),
    (r"aba_routing", "aba", aba, r"\b\d{9}\b"),
]

for c in data["cases"]:
    for kre, name, fn, shape in CASE_RULES:
        if re.search(kre, c["kind"]):
            hits = [s for s in c["secrets"] if re.search(shape, s)]
            if not hits: failed.append("%s: no value for %s" % (c["kind"], name))
            for s in hits: mod_ok(name, fn, s, c["kind"])
    if c["kind"] == "en_ach_direct_deposit":  # public routing number filler
        m = re.search(r"Routing number (\d{9})", c["text"])
        mod_ok("aba", aba, m.group(1) if m else "", c["kind"])
    if re.search(r"mrz", c["kind"]): failed.append("unexpected mrz kind")

for l in data["lookalikes"]:
    for kre, name, fn, rx in LOOK_RULES:
        if re.search(kre, l["kind"]):
            hits = re.findall(rx, l["text"])
            if not hits: failed.append("%s: no value for %s" % (l["kind"], name))
            for v in hits: mod_ok(name, fn, v, l["kind"])

# structural checks
for c in data["cases"]:
    for s in c["secrets"]:
        if s not in c["text"]: failed.append("%s: secret not in text" % c["kind"])

print("passed %d failed %d" % (passed, len(failed)))
for f in failed: print("FAIL", f)
sys.exit(1 if failed else 0)
