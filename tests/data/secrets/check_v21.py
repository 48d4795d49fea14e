#!/usr/bin/env python3
"""Self-check for heldout_v21.yaml. Exits non-zero on any failure.

Usage: python check_v21.py [path/to/heldout_v21.yaml]
"""
import base64
import collections
import json
import os
import re
import sys

import yaml

CJK = {"zh", "zh-Hant", "ja", "ko"}
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "IT": 27, "NL": 18, "PL": 28, "UA": 29, "TR": 26,
            "SA": 24, "IR": 26, "SE": 24, "CZ": 24, "RO": 24, "HU": 28, "FI": 18, "GB": 22, "AE": 23,
            "GR": 27, "BE": 16, "AT": 20, "CH": 21, "IE": 22}
B32 = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def only_digits(s):
    return re.sub(r"\D", "", s)


def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def iban_ok(s):
    x = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", x):
        return False
    if IBAN_LEN.get(x[:2]) != len(x):
        return False
    r = x[4:] + x[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


# ---- national ids and other check-digit numbers: tag -> (full-match regex, validator)
def v_cn_id(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35,
          P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def v_tw_id(s):
    n = TW[s[0]]
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    ds = [n // 10, n % 10] + [int(c) for c in s[1:]]
    return sum(a * b for a, b in zip(ds, w)) % 10 == 0


def v_hk_id(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", s)
    vals = [36, ord(m.group(1)) - 55] + [int(c) for c in m.group(2)]
    chk = 10 if m.group(3) == "A" else int(m.group(3))
    return (sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2])) + chk) % 11 == 0


def v_jp_mynumber(s):
    body, c = s[:11], int(s[11])
    tot = sum(int(ch) * (n + 1 if n <= 6 else n - 5) for n, ch in enumerate(reversed(body), start=1))
    r = tot % 11
    return c == (0 if r <= 1 else 11 - r)


def v_kr_rrn(s):
    d = only_digits(s)
    t = sum(int(a) * b for a, b in zip(d[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return (11 - t % 11) % 10 == int(d[12])


def v_kr_brn(s):
    d = only_digits(s)
    t = sum(int(a) * b for a, b in zip(d[:9], [1, 3, 7, 1, 3, 7, 1, 3, 5])) + int(d[8]) * 5 // 10
    return (10 - t % 10) % 10 == int(d[9])


def v_de_stid(s):
    if s[0] == "0":
        return False
    cnt = collections.Counter(s[:10])
    if not (sorted(cnt.values(), reverse=True)[0] in (2, 3) and list(cnt.values()).count(1) >= 7):
        return False
    prod = 10
    for ch in s[:10]:
        t = (int(ch) + prod) % 10 or 10
        prod = t * 2 % 11
    c = 11 - prod
    return (0 if c == 10 else c) == int(s[10])


def v_de_kvnr(s):
    n = f"{ord(s[0]) - 64:02d}" + s[1:9]
    t = 0
    for i, ch in enumerate(n):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return t % 10 == int(s[9])


def v_fr_nir(s):
    d = only_digits(s)
    return 97 - int(d[:13]) % 97 == int(d[13:])


def v_es_dni(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def v_pt_nif(s):
    t = sum(int(a) * w for a, w in zip(s[:8], range(9, 1, -1)))
    c = 11 - t % 11
    return (0 if c >= 10 else c) == int(s[8])


def v_br_cpf(s):
    d = [int(c) for c in only_digits(s)]
    for k in (9, 10):
        t = sum(a * w for a, w in zip(d[:k], range(k + 1, 1, -1)))
        c = t * 10 % 11 % 10
        if c != d[k]:
            return False
    return True


CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def v_it_cf(s):
    t = 0
    for i, ch in enumerate(s[:15]):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        t += CF_ODD[v] if i % 2 == 0 else v
    return chr(65 + t % 26) == s[15]


def v_nl_bsn(s):
    return (sum(int(a) * w for a, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0


def v_pl_pesel(s):
    t = sum(int(a) * b for a, b in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]))
    return t % 10 == 0


def v_pl_nip(s):
    d = only_digits(s)
    return sum(int(a) * w for a, w in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == int(d[9])


def v_ru_snils(s):
    d = only_digits(s)
    t = sum(int(a) * w for a, w in zip(d[:9], range(9, 0, -1)))
    c = t if t < 100 else (0 if t in (100, 101) else t % 101 % 100)
    return c == int(d[9:])


def v_ru_inn(s):
    return sum(int(a) * w for a, w in zip(s, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == int(s[9])


def v_ua_rnokpp(s):
    return sum(int(a) * w for a, w in zip(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10 == int(s[9])


def v_tr_tckn(s):
    d = [int(c) for c in s]
    return d[0] != 0 and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - sum(d[1:9:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def v_ir_melli(s):
    r = sum(int(a) * w for a, w in zip(s[:9], range(10, 1, -1))) % 11
    return int(s[9]) == (r if r < 2 else 11 - r)


def v_il_tz(s):
    t = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return t % 10 == 0


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def v_aadhaar(s):
    d = only_digits(s)
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0 and d[0] not in "01"


def v_th_id(s):
    d = only_digits(s)
    t = sum(int(a) * w for a, w in zip(d[:12], range(13, 1, -1)))
    return (11 - t % 11) % 10 == int(d[12])


def v_se_pnr(s):
    return luhn_ok(only_digits(s))


def v_fi_hetu(s):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31] == s[10]


def v_cz_rc(s):
    return int(only_digits(s)) % 11 == 0


def v_ro_cnp(s):
    c = sum(int(a) * int(w) for a, w in zip(s[:12], "279146358279")) % 11
    return (1 if c == 10 else c) == int(s[12])


def v_gr_afm(s):
    return sum(int(a) * 2 ** (8 - i) for i, a in enumerate(s[:8])) % 11 % 10 == int(s[8])


def v_hu_taj(s):
    d = only_digits(s)
    return sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(d[:8])) % 10 == int(d[8])


def v_hu_adoaz(s):
    return s[0] == "8" and sum(int(a) * (i + 1) for i, a in enumerate(s[:9])) % 11 == int(s[9])


def v_au_tfn(s):
    return sum(int(a) * w for a, w in zip(only_digits(s), [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def v_au_medicare(s):
    d = only_digits(s)
    return d[0] in "23456" and sum(int(a) * w for a, w in zip(d[:8], [1, 3, 7, 9, 1, 3, 7, 9])) % 10 == int(d[8])


def v_aba(s):
    return sum(int(a) * w for a, w in zip(s, [3, 7, 1, 3, 7, 1, 3, 7, 1])) % 10 == 0


USCC = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def v_uscc(s):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    t = sum(USCC.index(c) * x for c, x in zip(s[:17], w))
    return USCC[(31 - t % 31) % 31] == s[17]


def v_isbn13(s):
    d = only_digits(s)
    return sum(int(a) * (1 if i % 2 == 0 else 3) for i, a in enumerate(d)) % 10 == 0


TAGS = {
    "cn-id": (r"\d{17}[\dX]", v_cn_id),
    "tw-id": (r"[A-Z][12]\d{8}", v_tw_id),
    "hk-id": (r"[A-Z]\d{6}\([0-9A]\)", v_hk_id),
    "jp-mynumber": (r"\d{12}", v_jp_mynumber),
    "kr-rrn": (r"\d{6}-\d{7}", v_kr_rrn),
    "kr-brn": (r"\d{3}-\d{2}-\d{5}", v_kr_brn),
    "de-stid": (r"\d{11}", v_de_stid),
    "de-kvnr": (r"[A-Z]\d{9}", v_de_kvnr),
    "fr-nir": (r"[12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2}", v_fr_nir),
    "es-dni": (r"\d{8}[A-Z]", v_es_dni),
    "pt-nif": (r"\d{9}", v_pt_nif),
    "br-cpf": (r"\d{3}\.\d{3}\.\d{3}-\d{2}", v_br_cpf),
    "it-cf": (r"[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]", v_it_cf),
    "nl-bsn": (r"\d{9}", v_nl_bsn),
    "pl-pesel": (r"\d{11}", v_pl_pesel),
    "pl-nip": (r"\d{3}-\d{3}-\d{2}-\d{2}", v_pl_nip),
    "ru-snils": (r"\d{3}-\d{3}-\d{3} \d{2}", v_ru_snils),
    "ru-inn": (r"\d{10}", v_ru_inn),
    "ua-rnokpp": (r"\d{10}", v_ua_rnokpp),
    "tr-tckn": (r"\d{11}", v_tr_tckn),
    "ae-eid": (r"784-\d{4}-\d{7}-\d", lambda s: luhn_ok(only_digits(s))),
    "ir-melli": (r"\d{10}", v_ir_melli),
    "il-tz": (r"\d{9}", v_il_tz),
    "in-aadhaar": (r"\d{4} \d{4} \d{4}", v_aadhaar),
    "th-id": (r"\d-\d{4}-\d{5}-\d{2}-\d", v_th_id),
    "se-pnr": (r"\d{6}-\d{4}", v_se_pnr),
    "fi-hetu": (r"\d{6}[-+A]\d{3}[0-9A-Y]", v_fi_hetu),
    "cz-rc": (r"\d{6}/\d{4}", v_cz_rc),
    "ro-cnp": (r"\d{13}", v_ro_cnp),
    "gr-afm": (r"\d{9}", v_gr_afm),
    "gr-amka": (r"\d{11}", lambda s: luhn_ok(s)),
    "hu-taj": (r"\d{3} \d{3} \d{3}", v_hu_taj),
    "hu-adoaz": (r"\d{10}", v_hu_adoaz),
    "ca-sin": (r"\d{3} \d{3} \d{3}", lambda s: luhn_ok(only_digits(s))),
    "au-tfn": (r"\d{3} \d{3} \d{3}", v_au_tfn),
    "au-medicare": (r"\d{4} \d{5} \d", v_au_medicare),
    "aba": (r"\d{9}", v_aba),
    "uscc": (r"[0-9A-HJ-NPQRTUWXY]{18}", v_uscc),
    "isbn13": (r"97[89]-\d-\d{4}-\d{4}-\d", v_isbn13),
}


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout_v21.yaml")
    with open(path, encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    cases = doc["cases"]
    errors = []
    ids = collections.Counter(c["id"] for c in cases)
    for k, v in ids.items():
        if v > 1:
            errors.append(f"duplicate id {k}")
    all_secrets, all_looks = set(), set()
    by_lang, by_class = collections.Counter(), collections.Counter()
    n_sec = n_look = n_multi = 0
    checks = collections.Counter()
    for c in cases:
        cid = c.get("id")
        for key in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if key not in c:
                errors.append(f"{cid}: missing {key}")
        text, secs, looks, note = c["text"], c["secrets"] or [], c["lookalikes"] or [], c["note"]
        if not isinstance(text, str) or not text.strip():
            errors.append(f"{cid}: empty text")
        if not note.isascii():
            errors.append(f"{cid}: note is not plain English/ASCII")
        for s in secs + looks:
            if not isinstance(s, str) or not s:
                errors.append(f"{cid}: empty/non-string item {s!r}")
            elif s not in text:
                errors.append(f"{cid}: item not in text: {s!r}")
        if set(secs) & set(looks):
            errors.append(f"{cid}: item both secret and look-alike")
        if len(set(secs)) != len(secs) or len(set(looks)) != len(looks):
            errors.append(f"{cid}: duplicate item in list")
        all_secrets.update(secs)
        all_looks.update(looks)
        n_sec += len(secs)
        n_look += len(looks)
        by_lang[c["lang"]] += 1
        cls = note.split(":")[0].strip()
        for part in cls.split("+"):
            by_class[part] += 1
        if "\n---\n" in text:
            n_multi += 1
        # cards
        if "card" in cls:
            for s in secs + looks:
                if re.fullmatch(r"[\d -]+", s) and 13 <= len(only_digits(s)) <= 19:
                    checks["card-luhn"] += 1
                    if not luhn_ok(only_digits(s)):
                        errors.append(f"{cid}: card fails Luhn {s!r}")
        # IBANs anywhere
        for s in secs + looks:
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}", s) and s[:2] in IBAN_LEN:
                checks["iban-mod97"] += 1
                if not iban_ok(s):
                    errors.append(f"{cid}: IBAN fails mod-97/length {s!r}")
        if "iban" in cls and not any(re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}", s) for s in secs):
            errors.append(f"{cid}: iban class without IBAN secret")
        # tagged check-digit numbers
        for tag in re.findall(r"\[([a-z0-9-]+)\]", note):
            if tag not in TAGS:
                errors.append(f"{cid}: unknown tag {tag}")
                continue
            rx, fn = TAGS[tag]
            hits = [s for s in secs + looks if re.fullmatch(rx, s)]
            ok_hits = [s for s in hits if fn(s)]
            checks[tag] += len(ok_hits)
            if not ok_hits:
                errors.append(f"{cid}: tag {tag}: no valid item (candidates {hits!r})")
        # TOTP seeds
        if cls.startswith("totp"):
            for s in secs:
                x = s.replace(" ", "")
                checks["totp-base32"] += 1
                if not (set(x) <= B32 and len(x) in (16, 26, 32)):
                    errors.append(f"{cid}: TOTP seed not base32 16/26/32: {s!r}")
        # JWTs
        for s in secs:
            if re.fullmatch(r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+", s):
                checks["jwt-structure"] += 1
                try:
                    h = json.loads(base64.urlsafe_b64decode(s.split(".")[0] + "=="))
                    json.loads(base64.urlsafe_b64decode(s.split(".")[1] + "=="))
                    assert "alg" in h
                except Exception as e:  # noqa: BLE001
                    errors.append(f"{cid}: bad JWT structure ({e})")
    clash = all_secrets & all_looks
    if clash:
        errors.append(f"strings used both as secret and as look-alike: {sorted(clash)!r}")
    n = len(cases)
    cjk = sum(v for k, v in by_lang.items() if k in CJK)
    en = by_lang.get("en", 0)
    others = [k for k in by_lang if k not in CJK and k != "en"]
    if not {"zh", "zh-Hant"} <= set(by_lang):
        errors.append("need both simplified and traditional Chinese")
    if not 0.35 <= cjk / n <= 0.45:
        errors.append(f"CJK share {cjk / n:.1%} outside 35-45%")
    if not 0.25 <= en / n <= 0.30:
        errors.append(f"English share {en / n:.1%} outside 25-30%")
    if len(others) < 15:
        errors.append(f"only {len(others)} other languages")
    if not 12 <= n_multi <= 20:
        errors.append(f"multi-message count {n_multi} not ~15")

    print(f"file: {path}")
    print(f"cases: {n}  secrets: {n_sec}  look-alikes: {n_look}  multi-message: {n_multi}")
    print(f"languages: {len(by_lang)}  CJK: {cjk} ({cjk / n:.1%})  en: {en} ({en / n:.1%})  other languages: {len(others)}")
    print("per language: " + ", ".join(f"{k}={v}" for k, v in sorted(by_lang.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("per class: " + ", ".join(f"{k}={v}" for k, v in sorted(by_class.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("check-digit validations passed: " + ", ".join(f"{k}={v}" for k, v in sorted(checks.items())))
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
