#!/usr/bin/env python3
"""Independent re-check of check digits / shapes in heldout_v15.yaml (separate code from the generator)."""
import base64, hashlib, json, re, sys
import yaml

path = sys.argv[1] if len(sys.argv) > 1 else "/work/frozen15/heldout_v15.yaml"
d = yaml.safe_load(open(path, encoding="utf-8"))
fails, counts = [], {}


def ok(name, cond, detail):
    counts[name] = counts.get(name, 0) + 1
    if not cond:
        fails.append((name, detail))


def luhn_ok(num):
    digits = [int(x) for x in num][::-1]
    total = sum(digits[0::2]) + sum(sum(divmod(2 * x, 10)) for x in digits[1::2])
    return total % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    s = s[4:] + s[:4]
    rem = 0
    for ch in s:
        for dd in (str(ord(ch) - 55) if ch.isalpha() else ch):
            rem = (rem * 10 + int(dd)) % 97
    return rem == 1


def cn_ok(s):
    w = [2 ** (17 - i) % 11 for i in range(17)]
    tot = sum(int(s[i]) * w[i] for i in range(17))
    return "10X98765432"[tot % 11] == s[17]


def cpf_ok(s):
    n = [int(x) for x in re.sub(r"\D", "", s)]
    for k in (9, 10):
        v = sum(n[i] * (k + 1 - i) for i in range(k)) * 10 % 11 % 10
        if v != n[k]:
            return False
    return True


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def nir_ok(s):
    n = re.sub(r"\D", "", s)
    return 97 - int(n[:13]) % 97 == int(n[13:])


def bsn_ok(s):
    n = [int(x) for x in s]
    return (sum(n[i] * (9 - i) for i in range(8)) - n[8]) % 11 == 0


def se_ok(s):
    return luhn_ok(re.sub(r"\D", "", s))


def fi_ok(s):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31] == s[10]


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * b for a, b in zip(s, w)) % 10 == 0


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]


def vperm(pos, dgt):
    for _ in range(pos % 8):
        dgt = P1[dgt]
    return dgt


def aadhaar_ok(s):
    n = re.sub(r"\D", "", s)
    c = 0
    for i, ch in enumerate(reversed(n)):
        c = VD[c][vperm(i, int(ch))]
    return c == 0 and n[0] not in "01"


TWMAP = "ABCDEFGHJKLMNPQRSTUVXYWZIO"


def tw_ok(s):
    code = TWMAP.index(s[0]) + 10
    vals = [code // 10, code % 10] + [int(x) for x in s[1:]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0


def sg_ok(s):
    t = sum(int(a) * b for a, b in zip(s[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if s[0] in "TG" else 0)
    return "JZIHGFEDCBA"[t % 11] == s[8]


def kr_ok(s):
    n = s.replace("-", "")
    t = sum(int(n[i]) * (i % 8 + 2) for i in range(12))
    return (11 - t % 11) % 10 == int(n[12])


def jp_ok(s):
    n = re.sub(r"\D", "", s)
    body = n[:11][::-1]
    t = sum(int(body[i]) * ((i + 2) if i < 6 else (i - 4)) for i in range(11))
    r = t % 11
    return (0 if r <= 1 else 11 - r) == int(n[11])


def be_ok(s):
    n = re.sub(r"\D", "", s)
    return 97 - int(n[:9]) % 97 == int(n[9:]) or 97 - int("2" + n[:9]) % 97 == int(n[9:])


def hk_ok(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", s)
    t = 9 * 36 + 8 * (ord(m[1]) - 55) + sum(int(x) * w for x, w in zip(m[2], range(7, 1, -1)))
    chk = 10 if m[3] == "A" else int(m[3])
    return (t + chk) % 11 == 0


def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def wif_ok(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    raw = n.to_bytes(38, "big")
    return raw[0] == 0x80 and raw[33] == 1 and hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


IDCHECK = [("cn_", r"^\d{17}[\dX]$", cn_ok), ("id_number_zh", r"^\d{17}[\dX]$", cn_ok),
           ("us_ssn", r"^\d{3}-\d{2}-\d{4}$", ssn_ok), ("br_cpf", r".", cpf_ok), ("es_dni", r".", dni_ok),
           ("fr_nir", r".", nir_ok), ("nl_bsn", r".", bsn_ok), ("se_personnummer", r".", se_ok),
           ("fi_hetu", r".", fi_ok), ("pl_pesel", r".", pesel_ok), ("in_aadhaar", r".", aadhaar_ok),
           ("tw_national", r".", tw_ok), ("sg_nric", r".", sg_ok), ("rrn", r"^\d{6}-\d{7}$", kr_ok),
           ("jp_my_number", r".", jp_ok), ("be_national", r".", be_ok), ("hk_id", r".", hk_ok)]
TEST = {"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005"}

for c in d["cases"]:
    k = c["kind"]
    for s in c["secrets"]:
        assert s in c["text"], k
        compact = re.sub(r"[ -]", "", s)
        if re.fullmatch(r"\d{13,19}", compact) and ("card" in k):
            ok("luhn_card", luhn_ok(compact) and compact not in TEST, (k, s))
        if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and "iban" in k:
            ok("iban_mod97", iban_ok(compact), (k, s))
        for key, pat, fn in IDCHECK:
            if key in k and re.search(pat, s) and not re.fullmatch(r"\d{1,8}", s):
                ok("id_" + key, fn(s), (k, s))
        if k == "bitlocker_recovery_key":
            g = s.split("-")
            ok("bitlocker_groups", len(g) == 8 and all(int(x) % 11 == 0 and int(x) < 720896 for x in g), s)
        if k == "bitcoin_wif_sweep":
            ok("btc_wif_base58check", wif_ok(s) and s[0] in "KL", s)
        if k.startswith("jwt_") and s.count(".") == 2:
            h, p, sig = s.split(".")
            dec = lambda x: json.loads(base64.urlsafe_b64decode(x + "=" * (-len(x) % 4)))
            ok("jwt_structure", dec(h)["alg"] == "HS256" and isinstance(dec(p), dict) and len(sig) >= 40, k)
        if re.fullmatch(r"(AKIA|ASIA)[A-Z2-7]{16}", s):
            ok("aws_akid_shape", True, s)

print(json.dumps(counts, sort_keys=True))
if fails:
    print("FAILURES:", fails)
    sys.exit(1)
print("all checksum checks passed")
