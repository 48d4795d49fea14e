#!/usr/bin/env python3
"""Independent checker for heldout_v17.yaml: structure + re-implemented check digits.
Usage: check_v17.py [path]  (default /work/frozen17/heldout_v17.yaml). Exit 1 on any failure."""
import hashlib, re, sys
import yaml

path = sys.argv[1] if len(sys.argv) > 1 else "/work/frozen17/heldout_v17.yaml"
data = yaml.safe_load(open(path, encoding="utf-8"))
passed = failed = 0
fails = []


def ok(cond, msg):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        fails.append(msg)


def digits(s):
    return re.sub(r"\D", "", s)


def v_luhn(s):
    d = digits(s)
    if not 13 <= len(d) <= 19:
        return False
    tot = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch) * (2 if i % 2 else 1)
        tot += x - 9 if x > 9 else x
    return tot % 10 == 0


def v_iban(s):
    s = s.replace(" ", "")
    lens = {"DE": 22, "FR": 27, "ES": 24, "NL": 18, "IT": 27, "GB": 22}
    if lens.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def v_cn(s):
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [2 ** (17 - i) % 11 for i in range(17)]  # 7,9,10,5,...
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


def v_jp(s):
    d = digits(s)
    if len(d) != 12:
        return False
    tot = sum(int(d[10 - (n - 1)]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    rem = tot % 11
    return int(d[11]) == (0 if rem <= 1 else 11 - rem)


def v_kr(s):
    d = digits(s)
    if len(d) != 13:
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def v_tw(s):
    m = re.fullmatch(r"([A-Z])([12]\d{8})", s)
    if not m:
        return False
    letters = "ABCDEFGHJKLMNPQRSTUVXYWZIO"
    n = letters.index(m.group(1)) + 10
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    vals = [n // 10, n % 10] + [int(c) for c in m.group(2)]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0


def v_hk(s):
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([0-9A])\)", s)
    if not m:
        return False
    pre = m.group(1).rjust(2)
    vals = [36 if c == " " else ord(c) - 55 for c in pre] + [int(c) for c in m.group(2)]
    tot = sum(v * w for v, w in zip(vals, range(9, 1, -1))) + (10 if m.group(3) == "A" else int(m.group(3)))
    return tot % 11 == 0


def v_sg(s):
    m = re.fullmatch(r"([ST])(\d{7})([A-Z])", s)
    if not m:
        return False
    tot = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2])) + (4 if m.group(1) == "T" else 0)
    return "JZIHGFEDCBA"[tot % 11] == m.group(3)


_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
    [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
    [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_P0 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
_PERM = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
_P = [_P0]
for _ in range(7):
    _P.append([_PERM[x] for x in _P[-1]])


def v_aadhaar(s):
    d = digits(s)
    if len(d) != 12 or d[0] in "01":
        return False
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _D[c][_P[i % 8][int(ch)]]
    return c == 0


def v_ssn(s):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", s)
    return bool(m) and m.group(1) not in ("000", "666") and m.group(1)[0] != "9" and m.group(2) != "00" and m.group(3) != "0000"


def v_nino(s):
    t = s.replace(" ", "")
    return bool(re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", t)) and t[:2] not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")


def v_steuer(s):
    d = digits(s)
    if len(d) != 11 or d[0] == "0":
        return False
    counts = sorted((d[:10].count(x) for x in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3):
        return False
    prod = 10
    for ch in d[:10]:
        sm = (int(ch) + prod) % 10 or 10
        prod = sm * 2 % 11
    c = 11 - prod
    return (0 if c == 10 else c) == int(d[10])


def v_dni(s):
    m = re.fullmatch(r"(\d{8})([A-Z])", s)
    return bool(m) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(m.group(1)) % 23] == m.group(2)


def v_nie(s):
    m = re.fullmatch(r"([XYZ])(\d{7})([A-Z])", s)
    return bool(m) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(m.group(1))) + m.group(2)) % 23] == m.group(3)


_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def v_cf(s):
    if not re.fullmatch(r"[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    tot = 0
    for i, c in enumerate(s[:15]):
        v = int(c) if c.isdigit() else ord(c) - 65
        tot += _ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26) == s[15]


def v_nir(s):
    d = digits(s)
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def v_bsn(s):
    d = digits(s)
    return len(d) == 9 and sum(int(c) * w for c, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11 == 0


def v_cpf(s):
    d = [int(c) for c in digits(s)]
    if len(d) != 11:
        return False
    for n in (9, 10):
        tot = sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1)))
        if (tot * 10 % 11) % 10 != d[n]:
            return False
    return True


def v_curp(s):
    al = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d", s):
        return False
    tot = sum(al.index(c) * (18 - i) for i, c in enumerate(s[:17]))
    return (10 - tot % 10) % 10 == int(s[17])


def v_pesel(s):
    return bool(re.fullmatch(r"\d{11}", s)) and (10 - sum(int(a) * b for a, b in zip(s[:10], [1, 3, 7, 9] * 3)) % 10) % 10 == int(s[10])


def v_wif(s):
    al = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = 0
    for c in s:
        n = n * 58 + al.index(c)
    raw = n.to_bytes(38, "big")
    return raw[0] == 0x80 and raw[33] == 0x01 and hashlib.sha256(hashlib.sha256(raw[:34]).digest()).digest()[:4] == raw[34:]


def v_crc24_pgp(s):
    import base64
    body, _, crc = s.rpartition("\n=")
    raw = base64.b64decode(body.replace("\n", ""))
    c = 0xB704CE
    for b in raw:
        c ^= b << 16
        for _ in range(8):
            c <<= 1
            if c & 0x1000000:
                c ^= 0x1864CFB
    return base64.b64decode(crc) == (c & 0xFFFFFF).to_bytes(3, "big")


# kind substring -> (validator, selector regex for which secrets it applies to)
CARD_SEL = r"^[\d \-]{15,23}$"
RULES = [
    ("card", v_luhn, CARD_SEL), ("unionpay", v_luhn, CARD_SEL), ("iban", v_iban, r"^[A-Z]{2}\d{2}"),
    ("cn_resident_id", v_cn, r"."), ("jp_mynumber", v_jp, r"."), ("kr_rrn", v_kr, r"."),
    ("tw_national_id", v_tw, r"."), ("hk_hkid", v_hk, r"."), ("sg_nric", v_sg, r"."),
    ("in_aadhaar", v_aadhaar, r"."), ("us_ssn", v_ssn, r"."), ("uk_nino", v_nino, r"."),
    ("de_steuer_id", v_steuer, r"."), ("es_dni", v_dni, r"."), ("es_nie", v_nie, r"."),
    ("it_codice_fiscale", v_cf, r"."), ("fr_nir", v_nir, r"."), ("nl_bsn", v_bsn, r"."),
    ("br_cpf", v_cpf, r"."), ("mx_curp", v_curp, r"."), ("pl_pesel", v_pesel, r"."),
    ("btc_wif", v_wif, r"."), ("pgp_private_key", v_crc24_pgp, r"."),
]

cases, looks = data["cases"], data["lookalikes"]
ok(set(data) == {"cases", "lookalikes"}, "top-level keys")
kinds = [c["kind"] for c in cases]
ok(len(kinds) == len(set(kinds)), "case kinds unique")
texts = [c["text"] for c in cases] + [x["text"] for x in looks]
ok(len(texts) == len(set(texts)), "texts unique")
allsec = set()
for c in cases:
    ok(set(c) == {"kind", "text", "secrets"} and re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*", c["kind"]) is not None, f"case shape {c.get('kind')}")
    ss = c["secrets"]
    ok(len(ss) > 0 and len(ss) == len(set(ss)), f"secrets non-empty/unique {c['kind']}")
    for s in ss:
        ok(isinstance(s, str) and s and s in c["text"], f"substring {c['kind']}")
        allsec.add(s)
    blank = c["text"]
    for s in sorted(ss, key=len, reverse=True):
        blank = blank.replace(s, "")
    ok(not any(s in blank for s in ss), f"blanking {c['kind']}")
    for key, fn, sel in RULES:
        if key in c["kind"]:
            hits = [s for s in ss if re.search(sel, s)]
            ok(len(hits) > 0, f"{c['kind']}: no secret matched selector for {key}")
            for s in hits:
                ok(fn(s), f"{c['kind']}: check digit failed for {s!r}")
    if "\n---\n" in c["text"]:
        ok(all(p.strip() for p in c["text"].split("\n---\n")), f"multi parts non-empty {c['kind']}")
for x in looks:
    ok(set(x) == {"kind", "text"}, f"lookalike shape {x.get('kind')}")
    ok(not any(s in x["text"] for s in allsec), f"lookalike {x['kind']} contains a case secret")
# published test cards quoted in look-alikes should pass Luhn (sanity of the look-alike text)
for x in looks:
    if x["kind"].startswith("test_card") or x["kind"].endswith("test_card") or x["kind"] == "fr_test_card_doc":
        for m in re.finditer(r"\b\d[\d \-]{13,21}\d\b", x["text"]):
            ok(v_luhn(m.group()), f"published test card in {x['kind']} fails Luhn: {m.group()}")

for f in fails:
    print("FAIL:", f)
nsec = sum(len(c["secrets"]) for c in cases)
print(f"cases={len(cases)} secrets={nsec} lookalikes={len(looks)}")
print(f"passed={passed} failed={failed}")
sys.exit(1 if failed else 0)
