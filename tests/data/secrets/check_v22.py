#!/usr/bin/env python3
"""Self-check for heldout_v22.yaml. Usage: python check_v22.py [PATH]. Exits non-zero on failure."""
import os
import re
import sys
import unicodedata
from collections import Counter

import yaml

# ---- BEGIN VALIDATORS (identical copy in make_heldout_v22.py and check_v22.py) ----
import base64 as _b64
import re as _re


def _compact(s):
    return _re.sub(r"[\s\-\.\(\)/]", "", s)


def luhn_ok(s):
    d = _compact(s)
    if not d.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def iban_ok(s):
    s = _re.sub(r"\s", "", s).upper()
    if not _re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def cn_ric(s):
    s = _compact(s).upper()
    if not _re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11] == s[17]


_TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
           N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id(s):
    s = _compact(s).upper()
    if not _re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    c = _TW[s[0]]
    t = c // 10 + (c % 10) * 9 + sum(int(s[i]) * (9 - i) for i in range(1, 9)) + int(s[9])
    return t % 10 == 0


def hk_id(s):
    s = _compact(s).upper()
    m = _re.fullmatch(r"([A-Z]{1,2})(\d{6})([0-9A])", s)
    if not m:
        return False
    p, dg, c = m.groups()
    vals = [ord(ch) - 55 for ch in p]
    if len(vals) == 1:
        vals = [36] + vals
    t = vals[0] * 9 + vals[1] * 8 + sum(int(x) * (7 - i) for i, x in enumerate(dg))
    t += 10 if c == "A" else int(c)
    return t % 11 == 0


def kr_rrn(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{13}", s):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def jp_mynumber(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{12}", s):
        return False
    t = 0
    for n in range(1, 12):
        t += int(s[11 - n]) * (n + 1 if n <= 6 else n - 5)
    r = t % 11
    return (0 if r <= 1 else 11 - r) == int(s[11])


def es_dni(s):
    s = _compact(s).upper()
    m = _re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    num = int(str("XYZ".index(m.group(1))) + m.group(2)) if m.group(1) else int(m.group(2))
    return "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23] == m.group(3)


def fr_nir(s):
    s = _compact(s)
    if not _re.fullmatch(r"[12]\d{14}", s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def nl_bsn(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{9}", s) or s == "000000000":
        return False
    return (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def pl_pesel(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 == int(s[10])


def se_pnr(s):
    s = _compact(s)
    if len(s) == 12:
        s = s[2:]
    return bool(_re.fullmatch(r"\d{10}", s)) and luhn_ok(s)


def fi_hetu(s):
    m = _re.fullmatch(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])", s.strip().upper())
    if not m:
        return False
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def br_cpf(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s) or len(set(s)) == 1:
        return False
    for k in (9, 10):
        t = sum(int(s[i]) * (k + 1 - i) for i in range(k))
        if (t * 10 % 11) % 10 != int(s[k]):
            return False
    return True


def tr_tckn(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    if (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 != d[9]:
        return False
    return sum(d[:10]) % 10 == d[10]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def in_aadhaar(s):
    s = _compact(s)
    if not _re.fullmatch(r"[2-9]\d{11}", s):
        return False
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def de_steuerid(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-9]\d{10}", s):
        return False
    counts = sorted((s[:10].count(c) for c in "0123456789" if c in s[:10]), reverse=True)
    if counts[0] not in (2, 3) or any(c != 1 for c in counts[1:]):
        return False
    p = 10
    for ch in s[:10]:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (t * 2) % 11
    c = 11 - p
    if c == 10:
        c = 0
    return c == int(s[10])


def sg_nric(s):
    m = _re.fullmatch(r"([ST])(\d{7})([A-Z])", s.strip().upper())
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(m.group(2), w)) + (4 if m.group(1) == "T" else 0)
    return "JZIHGFEDCBA"[t % 11] == m.group(3)


def ca_sin(s):
    s = _compact(s)
    return bool(_re.fullmatch(r"[1-79]\d{8}", s)) and luhn_ok(s)


def us_ssn(s):
    m = _re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", s.strip())
    if not m:
        return False
    a, g, n = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


def ru_snils(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(9))
    if t < 100:
        c = t
    elif t in (100, 101):
        c = 0
    else:
        c = t % 101
        if c == 100:
            c = 0
    return c == int(s[9:])


def th_id(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-8]\d{12}", s):
        return False
    t = sum(int(s[i]) * (13 - i) for i in range(12))
    return (11 - t % 11) % 10 == int(s[12])


def cz_rc(s):
    s = _compact(s)
    return bool(_re.fullmatch(r"\d{10}", s)) and int(s) % 11 == 0


def il_id(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{9}", s):
        return False
    t = 0
    for i, ch in enumerate(s):
        n = int(ch) * (1 if i % 2 == 0 else 2)
        t += n - 9 if n > 9 else n
    return t % 10 == 0


def gr_amka(s):
    s = _compact(s)
    return bool(_re.fullmatch(r"\d{11}", s)) and luhn_ok(s)


def no_fnr(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]
    k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 0 if k2 == 11 else k2
    return k1 == d[9] and k2 == d[10]


def ro_cnp(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-8]\d{12}", s):
        return False
    r = sum(int(a) * int(b) for a, b in zip(s, "279146358279")) % 11
    return (1 if r == 10 else r) == int(s[12])


def hu_taj(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{9}", s):
        return False
    t = sum(int(s[i]) * (3 if i % 2 == 0 else 7) for i in range(8))
    return t % 10 == int(s[8])


def totp_ok(s):
    s = _re.sub(r"\s", "", s).upper()
    if not _re.fullmatch(r"[A-Z2-7]{16,64}", s) or len(s) % 8:
        return False
    try:
        _b64.b32decode(s)
    except Exception:
        return False
    return True


ID_VALIDATORS = {
    "CN-RIC": cn_ric, "TW-ID": tw_id, "HK-ID": hk_id, "KR-RRN": kr_rrn, "JP-MYNUMBER": jp_mynumber,
    "ES-DNI": es_dni, "FR-NIR": fr_nir, "NL-BSN": nl_bsn, "PL-PESEL": pl_pesel, "SE-PNR": se_pnr,
    "FI-HETU": fi_hetu, "BR-CPF": br_cpf, "TR-TCKN": tr_tckn, "IN-AADHAAR": in_aadhaar,
    "DE-STEUERID": de_steuerid, "SG-NRIC": sg_nric, "CA-SIN": ca_sin, "US-SSN": us_ssn,
    "RU-SNILS": ru_snils, "TH-ID": th_id, "CZ-RC": cz_rc, "IL-ID": il_id, "GR-AMKA": gr_amka,
    "NO-FNR": no_fnr, "RO-CNP": ro_cnp, "HU-TAJ": hu_taj,
}
# ---- END VALIDATORS ----


CJK_LANGS = {"zh-Hans", "zh-Hant", "ja", "ko"}
CARD_RE = re.compile(r"^\d[\d \-]{11,22}\d$")
IBAN_SHAPE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}$")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "heldout_v22.yaml")
    with open(path, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    errs = []
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
        print("FAIL: top level must be a mapping with a 'cases' list")
        return 1
    cases = data["cases"]
    ids = Counter()
    by_lang, by_class = Counter(), Counter()
    n_sec = n_look = n_multi = 0
    checked = Counter()
    for c in cases:
        cid = c.get("id")
        ids[cid] += 1
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                errs.append("%s: missing key %s" % (cid, k))
        if set(c) - {"id", "lang", "text", "secrets", "lookalikes", "note"}:
            errs.append("%s: unexpected keys" % cid)
        text, sec, look, note = c.get("text", ""), c.get("secrets") or [], c.get("lookalikes") or [], c.get("note", "")
        if not isinstance(cid, str) or not re.fullmatch(r"v22-\d{3}", cid):
            errs.append("%s: bad id" % cid)
        if not isinstance(text, str) or not text.strip():
            errs.append("%s: empty text" % cid)
        if not isinstance(note, str) or not note or not note.isascii():
            errs.append("%s: note must be non-empty ASCII" % cid)
        for kind, lst in (("secret", sec), ("lookalike", look)):
            if not isinstance(lst, list):
                errs.append("%s: %s list wrong type" % (cid, kind))
                continue
            if len(set(lst)) != len(lst):
                errs.append("%s: duplicate %s" % (cid, kind))
            for s in lst:
                if not isinstance(s, str) or not s:
                    errs.append("%s: empty/non-string %s" % (cid, kind))
                elif s not in text:
                    errs.append("%s: %s not in text" % (cid, kind))
        if set(sec) & set(look):
            errs.append("%s: string is both secret and lookalike" % cid)
        for a in sec:
            for b in look:
                if a in b or b in a:
                    errs.append("%s: secret/lookalike contain each other" % cid)
        # check digits
        tags = [t for t in ID_VALIDATORS if re.search(r"\(%s\)" % re.escape(t), note)]
        for t in tags:
            if not any(ID_VALIDATORS[t](s) for s in sec):
                errs.append("%s: no secret passes %s check" % (cid, t))
            checked[t] += 1
        cls = note.split(":", 1)[0].strip()
        if cls == "payment-card":
            cards = [s for s in sec if CARD_RE.match(s) and 13 <= len(re.sub(r"\D", "", s)) <= 19]
            if not cards:
                errs.append("%s: payment-card case without card number" % cid)
            for s in cards:
                if not luhn_ok(s):
                    errs.append("%s: card fails Luhn" % cid)
                checked["luhn"] += 1
        for s in sec:
            if IBAN_SHAPE.match(s):
                if not iban_ok(s):
                    errs.append("%s: IBAN fails mod-97" % cid)
                checked["iban"] += 1
        if "IBAN" in note.upper() and not any(IBAN_SHAPE.match(s) for s in sec):
            errs.append("%s: IBAN case without IBAN secret" % cid)
        if cls == "totp-seed":
            if not any(totp_ok(s) for s in sec):
                errs.append("%s: no valid base32 TOTP seed" % cid)
            checked["totp"] += 1
        if cls == "lookalike-only" and sec:
            errs.append("%s: lookalike-only case has secrets" % cid)
        by_lang[c.get("lang")] += 1
        by_class[cls] += 1
        n_sec += len(sec)
        n_look += len(look)
        if any(line == "---" for line in text.split("\n")):
            n_multi += 1
    for i, n in ids.items():
        if n > 1:
            errs.append("duplicate id %s" % i)
    total = len(cases)
    cjk = sum(v for k, v in by_lang.items() if k in CJK_LANGS)
    print("cases: %d  secrets: %d  lookalikes: %d  multi-message: %d" % (total, n_sec, n_look, n_multi))
    print("languages (%d): %s" % (len(by_lang), ", ".join("%s=%d" % kv for kv in sorted(by_lang.items()))))
    print("CJK share: %d/%d = %.1f%%  (English %.1f%%)" % (cjk, total, 100.0 * cjk / max(total, 1),
                                                          100.0 * by_lang.get("en", 0) / max(total, 1)))
    print("classes (%d): %s" % (len(by_class), ", ".join("%s=%d" % kv for kv in sorted(by_class.items()))))
    print("check-digit validations: %s" % ", ".join("%s=%d" % kv for kv in sorted(checked.items())))
    if errs:
        for e in errs:
            print("FAIL:", e)
        print("RESULT: FAIL (%d problems)" % len(errs))
        return 1
    print("RESULT: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
