#!/usr/bin/env python3
"""Checker for heldout_v23.yaml (frozen blind secret-redaction evaluation set).

Usage: python check_v23.py [path_to_yaml]
Verifies: schema, id sequence, ASCII 'class: detail' notes, every listed string occurs in text exactly as
often as listed, secrets/look-alikes disjoint (per case and globally), no secret contains a look-alike or the
reverse (per case), check digits for every scheme named in a note's [chk: ...] tag (all items of that shape in
the case must validate, at least one must exist), IBAN mod-97 for any IBAN-shaped item anywhere, and the
language / size targets. Prints counts by language and class. Exit status 0 = all invariants hold.
"""
import collections
import os
import re
import sys

import yaml
# ---- check-digit validators (shared by generator and checker) ----
import re as _re


def _dg(s):
    return _re.sub(r'[^0-9]', '', s)


def luhn_ok(s):
    d = _dg(s)
    if len(d) < 2:
        return False
    t = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        t += n
    return t % 10 == 0


IBAN_LEN = {'DE': 22, 'FR': 27, 'GB': 22, 'ES': 24, 'NL': 18, 'BE': 16, 'PL': 28, 'CH': 21, 'AT': 20,
            'PT': 25, 'TR': 26, 'IT': 27, 'SE': 24, 'FI': 18, 'NO': 15, 'DK': 18, 'IE': 22, 'SA': 24,
            'AE': 23, 'CZ': 24, 'HU': 28, 'RO': 24, 'GR': 27}


def iban_ok(s):
    s = s.replace(' ', '').upper()
    if not _re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s) or IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1


def cn_rid_ok(s):
    if not _re.fullmatch(r'\d{17}[\dX]', s):
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return '10X98765432'[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]


_TWL = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))


def tw_id_ok(s):
    if not _re.fullmatch(r'[A-Z][12]\d{8}', s):
        return False
    v = _TWL[s[0]]
    t = v // 10 + (v % 10) * 9
    for d, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]):
        t += int(d) * w
    return t % 10 == 0


def hkid_ok(s):
    m = _re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([0-9A])\)', s)
    if not m:
        return False
    L, D, C = m.groups()
    t = (36 * 9 + (ord(L) - 55) * 8) if len(L) == 1 else ((ord(L[0]) - 55) * 9 + (ord(L[1]) - 55) * 8)
    t += sum(int(d) * w for d, w in zip(D, [7, 6, 5, 4, 3, 2]))
    c = (11 - t % 11) % 11
    return C == ('A' if c == 10 else str(c))


def jp_mynum_ok(s):
    if not _re.fullmatch(r'\d{4} ?\d{4} ?\d{4}', s):
        return False
    d = _dg(s)
    t = sum(int(d[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = t % 11
    return (0 if r <= 1 else 11 - r) == int(d[11])


def kr_rrn_ok(s):
    if not _re.fullmatch(r'\d{6}-\d{7}', s):
        return False
    d = _dg(s)
    t = sum(int(a) * b for a, b in zip(d[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return (11 - t % 11) % 10 == int(d[12])


_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE'


def es_dni_ok(s):
    m = _re.fullmatch(r'(\d{8})-?([A-Z])', s)
    return bool(m) and _DNI[int(m.group(1)) % 23] == m.group(2)


def es_nie_ok(s):
    m = _re.fullmatch(r'([XYZ])-?(\d{7})-?([A-Z])', s)
    return bool(m) and _DNI[int('XYZ'.index(m.group(1)).__str__() + m.group(2)) % 23] == m.group(3)


def fr_nir_ok(s):
    if not _re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', s):
        return False
    d = _dg(s)
    return 97 - int(d[:13]) % 97 == int(d[13:])


def br_cpf_ok(s):
    if not _re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}', s):
        return False
    d = [int(c) for c in _dg(s)]
    if len(set(d)) == 1:
        return False
    for k in (9, 10):
        t = sum(d[i] * (k + 1 - i) for i in range(k))
        r = t % 11
        if (0 if r < 2 else 11 - r) != d[k]:
            return False
    return True


def nl_bsn_ok(s):
    if not _re.fullmatch(r'\d{9}', s):
        return False
    d = [int(c) for c in s]
    return (sum(d[i] * (9 - i) for i in range(8)) - d[8]) % 11 == 0


def pl_pesel_ok(s):
    if not _re.fullmatch(r'\d{11}', s):
        return False
    t = sum(int(a) * b for a, b in zip(s[:10], [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return (10 - t % 10) % 10 == int(s[10])


def se_pnr_ok(s):
    return bool(_re.fullmatch(r'\d{6}[-+]\d{4}', s)) and luhn_ok(s)


_HETU = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def fi_hetu_ok(s):
    m = _re.fullmatch(r'(\d{6})([-+A])(\d{3})([0-9A-Y])', s)
    return bool(m) and _HETU[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def no_fnr_ok(s):
    if not _re.fullmatch(r'\d{6} ?\d{5}', s):
        return False
    d = [int(c) for c in _dg(s)]
    k1 = 11 - sum(a * b for a, b in zip(d[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(a * b for a, b in zip(d[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 < 10 and k2 < 10 and k1 == d[9] and k2 == d[10]


def be_nn_ok(s):
    if not _re.fullmatch(r'\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}', s):
        return False
    d = _dg(s)
    c = int(d[9:])
    return c == 97 - int(d[:9]) % 97 or c == 97 - int('2' + d[:9]) % 97


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def verhoeff_ok(d):
    c = 0
    for i, ch in enumerate(reversed(d)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def in_aadhaar_ok(s):
    return bool(_re.fullmatch(r'[2-9]\d{3} \d{4} \d{4}', s)) and verhoeff_ok(_dg(s))


def tr_tckn_ok(s):
    if not _re.fullmatch(r'[1-9]\d{10}', s):
        return False
    d = [int(c) for c in s]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    return d10 == d[9] and sum(d[:10]) % 10 == d[10]


def il_id_ok(s):
    return bool(_re.fullmatch(r'\d{9}', s)) and luhn_ok(s)


def za_id_ok(s):
    return bool(_re.fullmatch(r'\d{13}', s)) and luhn_ok(s)


def ca_sin_ok(s):
    return bool(_re.fullmatch(r'[1-79]\d{2} \d{3} \d{3}', s)) and luhn_ok(s)


def au_tfn_ok(s):
    if not _re.fullmatch(r'\d{3} \d{3} \d{3}', s):
        return False
    d = _dg(s)
    return sum(int(a) * b for a, b in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def pt_nif_ok(s):
    if not _re.fullmatch(r'[12]\d{8}', s):
        return False
    r = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
    c = 11 - r
    return (0 if c >= 10 else c) == int(s[8])


def cl_rut_ok(s):
    m = _re.fullmatch(r'(\d{1,2}\.\d{3}\.\d{3})-([\dK])', s)
    if not m:
        return False
    b = _dg(m.group(1))
    t = sum(int(c) * w for c, w in zip(reversed(b), [2, 3, 4, 5, 6, 7] * 2))
    v = 11 - t % 11
    return m.group(2) == ('0' if v == 11 else 'K' if v == 10 else str(v))


def ru_inn_ok(s):
    if not _re.fullmatch(r'\d{12}', s):
        return False
    d = [int(c) for c in s]
    c1 = sum(a * b for a, b in zip(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    c2 = sum(a * b for a, b in zip(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return c1 == d[10] and c2 == d[11]


def ro_cnp_ok(s):
    if not _re.fullmatch(r'[1-8]\d{12}', s):
        return False
    t = sum(int(a) * b for a, b in zip(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return (1 if t == 10 else t) == int(s[12])


def hu_taj_ok(s):
    if not _re.fullmatch(r'\d{3} \d{3} \d{3}', s):
        return False
    d = _dg(s)
    return sum(int(a) * b for a, b in zip(d[:8], [3, 7] * 4)) % 10 == int(d[8])


def uk_nhs_ok(s):
    if not _re.fullmatch(r'\d{3} \d{3} \d{4}', s):
        return False
    d = _dg(s)
    c = 11 - sum(int(d[i]) * (10 - i) for i in range(9)) % 11
    c = 0 if c == 11 else c
    return c != 10 and c == int(d[9])


def th_id_ok(s):
    if not _re.fullmatch(r'\d-\d{4}-\d{5}-\d{2}-\d', s):
        return False
    d = _dg(s)
    return (11 - sum(int(d[i]) * (13 - i) for i in range(12)) % 11) % 10 == int(d[12])


def cz_rc_ok(s):
    return bool(_re.fullmatch(r'\d{6}/\d{4}', s)) and int(_dg(s)) % 11 == 0


def gr_amka_ok(s):
    return bool(_re.fullmatch(r'\d{11}', s)) and luhn_ok(s)


def sg_nric_ok(s):
    m = _re.fullmatch(r'([ST])(\d{7})([A-Z])', s)
    if not m:
        return False
    t = sum(int(a) * b for a, b in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2])) + (4 if m.group(1) == 'T' else 0)
    return 'JZIHGFEDCBA'[t % 11] == m.group(3)


_CFO = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                 12, 14, 16, 10, 22, 25, 24, 23]))


def it_cf_ok(s):
    if not _re.fullmatch(r'[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s):
        return False
    t = 0
    for i, ch in enumerate(s[:15]):
        if i % 2 == 0:
            t += _CFO[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26) == s[15]


def isbn13_ok(s):
    if not _re.fullmatch(r'97[89]-?\d{1,5}-?\d{1,7}-?\d{1,7}-?\d', s):
        return False
    d = _dg(s)
    return len(d) == 13 and sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)) % 10 == 0


def aba_ok(s):
    if not _re.fullmatch(r'\d{9}', s):
        return False
    d = [int(c) for c in s]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def de_vat_ok(s):
    if not _re.fullmatch(r'DE\d{9}', s):
        return False
    p = 10
    for ch in s[2:10]:
        x = (int(ch) + p) % 10
        x = 10 if x == 0 else x
        p = (2 * x) % 11
    return (11 - p) % 10 == int(s[10])


def _card_shape(s):
    d = _dg(s)
    return bool(_re.fullmatch(r'[\d -]+', s)) and 13 <= len(d) <= 19 and s[0] in '23456' and (
        ' ' in s or '-' in s or len(d) in (15, 16))


def _iban_shape(s):
    return bool(_re.fullmatch(r'[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}', s))


# scheme -> (shape predicate, validator)
SCHEMES = {
    'luhn': (_card_shape, luhn_ok),
    'iban': (_iban_shape, iban_ok),
    'cn-rid': (lambda s: bool(_re.fullmatch(r'\d{17}[\dX]', s)), cn_rid_ok),
    'tw-id': (lambda s: bool(_re.fullmatch(r'[A-Z][12]\d{8}', s)), tw_id_ok),
    'hkid': (lambda s: bool(_re.fullmatch(r'[A-Z]{1,2}\d{6}\([0-9A]\)', s)), hkid_ok),
    'jp-mynumber': (lambda s: bool(_re.fullmatch(r'\d{4} ?\d{4} ?\d{4}', s)), jp_mynum_ok),
    'kr-rrn': (lambda s: bool(_re.fullmatch(r'\d{6}-\d{7}', s)), kr_rrn_ok),
    'es-dni': (lambda s: bool(_re.fullmatch(r'\d{8}-?[A-Z]', s)), es_dni_ok),
    'es-nie': (lambda s: bool(_re.fullmatch(r'[XYZ]-?\d{7}-?[A-Z]', s)), es_nie_ok),
    'fr-nir': (lambda s: bool(_re.fullmatch(r'[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}', s)), fr_nir_ok),
    'br-cpf': (lambda s: bool(_re.fullmatch(r'\d{3}\.\d{3}\.\d{3}-\d{2}', s)), br_cpf_ok),
    'nl-bsn': (lambda s: bool(_re.fullmatch(r'\d{9}', s)), nl_bsn_ok),
    'pl-pesel': (lambda s: bool(_re.fullmatch(r'\d{11}', s)), pl_pesel_ok),
    'se-pnr': (lambda s: bool(_re.fullmatch(r'\d{6}[-+]\d{4}', s)), se_pnr_ok),
    'fi-hetu': (lambda s: bool(_re.fullmatch(r'\d{6}[-+A]\d{3}[0-9A-Y]', s)), fi_hetu_ok),
    'no-fnr': (lambda s: bool(_re.fullmatch(r'\d{6} ?\d{5}', s)), no_fnr_ok),
    'be-nn': (lambda s: bool(_re.fullmatch(r'\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}', s)), be_nn_ok),
    'in-aadhaar': (lambda s: bool(_re.fullmatch(r'\d{4} \d{4} \d{4}', s)), in_aadhaar_ok),
    'tr-tckn': (lambda s: bool(_re.fullmatch(r'\d{11}', s)), tr_tckn_ok),
    'il-id': (lambda s: bool(_re.fullmatch(r'\d{9}', s)), il_id_ok),
    'za-id': (lambda s: bool(_re.fullmatch(r'\d{13}', s)), za_id_ok),
    'ca-sin': (lambda s: bool(_re.fullmatch(r'\d{3} \d{3} \d{3}', s)), ca_sin_ok),
    'au-tfn': (lambda s: bool(_re.fullmatch(r'\d{3} \d{3} \d{3}', s)), au_tfn_ok),
    'pt-nif': (lambda s: bool(_re.fullmatch(r'\d{9}', s)), pt_nif_ok),
    'cl-rut': (lambda s: bool(_re.fullmatch(r'\d{1,2}\.\d{3}\.\d{3}-[\dK]', s)), cl_rut_ok),
    'ru-inn': (lambda s: bool(_re.fullmatch(r'\d{12}', s)), ru_inn_ok),
    'ro-cnp': (lambda s: bool(_re.fullmatch(r'\d{13}', s)), ro_cnp_ok),
    'hu-taj': (lambda s: bool(_re.fullmatch(r'\d{3} \d{3} \d{3}', s)), hu_taj_ok),
    'uk-nhs': (lambda s: bool(_re.fullmatch(r'\d{3} \d{3} \d{4}', s)), uk_nhs_ok),
    'th-id': (lambda s: bool(_re.fullmatch(r'\d-\d{4}-\d{5}-\d{2}-\d', s)), th_id_ok),
    'cz-rc': (lambda s: bool(_re.fullmatch(r'\d{6}/\d{4}', s)), cz_rc_ok),
    'gr-amka': (lambda s: bool(_re.fullmatch(r'\d{11}', s)), gr_amka_ok),
    'sg-nric': (lambda s: bool(_re.fullmatch(r'[ST]\d{7}[A-Z]', s)), sg_nric_ok),
    'it-cf': (lambda s: bool(_re.fullmatch(r'[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]', s)), it_cf_ok),
    'isbn13': (lambda s: bool(_re.fullmatch(r'97[89][\d-]{10,14}', s)), isbn13_ok),
    'aba': (lambda s: bool(_re.fullmatch(r'\d{9}', s)), aba_ok),
    'de-vat': (lambda s: bool(_re.fullmatch(r'DE\d{9}', s)), de_vat_ok),
}


def _selftest():
    good = [(luhn_ok, '4111 1111 1111 1111'), (iban_ok, 'GB82 WEST 1234 5698 7654 32'),
            (iban_ok, 'DE89370400440532013000'), (br_cpf_ok, '529.982.247-25'), (cn_rid_ok, '11010519491231002X'),
            (verhoeff_ok, '2363'), (uk_nhs_ok, '943 476 5919'), (isbn13_ok, '978-0-306-40615-7'),
            (aba_ok, '021000021'), (es_dni_ok, '12345678Z'), (tr_tckn_ok, '10000000146'),
            (nl_bsn_ok, '111222333'), (pl_pesel_ok, '44051401359'), (fi_hetu_ok, '131052-308T'),
            (se_pnr_ok, '811228-9874'), (tw_id_ok, 'A123456789'), (hkid_ok, 'A123456(3)'), (it_cf_ok, 'RSSMRA85T10A562S'),
            (cl_rut_ok, '12.345.678-5'), (pt_nif_ok, '123456789'), (sg_nric_ok, 'S1234567D'), (au_tfn_ok, '123 456 782'),
            (ru_inn_ok, '500100732259'), (za_id_ok, '8001015009087')]
    bad = [f.__name__ + ' ' + v for f, v in good if not f(v)]
    return bad
# ---- end validators ----

CJK = ('zh-Hans', 'zh-Hant', 'ja', 'ko')


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                               'heldout_v23.yaml')
    errs = []
    bad = _selftest()
    if bad:
        errs.append('validator self-test failed: %s' % bad)
    with open(path, encoding='utf-8') as f:
        doc = yaml.safe_load(f)
    if not isinstance(doc, dict) or set(doc) != {'cases'} or not isinstance(doc['cases'], list):
        print('FAIL: top level must be a mapping with only "cases"')
        return 1
    cases = doc['cases']
    gsec, glook = set(), set()
    by_lang = collections.Counter()
    by_class = collections.defaultdict(lambda: [0, 0, 0])
    by_scheme = collections.Counter()
    conv = lo = 0
    for i, c in enumerate(cases, 1):
        cid = c.get('id') if isinstance(c, dict) else None
        where = cid or ('#%d' % i)
        if not isinstance(c, dict) or set(c) != {'id', 'lang', 'text', 'secrets', 'lookalikes', 'note'}:
            errs.append('%s: wrong keys' % where)
            continue
        if cid != 'v23-%03d' % i:
            errs.append('%s: id out of sequence (expected v23-%03d)' % (where, i))
        text, sec, look, note = c['text'], c['secrets'], c['lookalikes'], c['note']
        if not (isinstance(text, str) and text.strip()):
            errs.append('%s: empty text' % where)
            continue
        if not isinstance(sec, list) or not isinstance(look, list) or not all(
                isinstance(s, str) and s for s in sec + look):
            errs.append('%s: secrets/lookalikes must be lists of non-empty strings' % where)
            continue
        if not sec and not look:
            errs.append('%s: no items' % where)
        if not isinstance(note, str) or not note.isascii() or not re.fullmatch(r'[a-z][a-z0-9-]*: \S.*', note):
            errs.append('%s: note must be ASCII "class: detail"' % where)
            continue
        items = sec + look
        for s in set(items):
            n_text, n_list = text.count(s), items.count(s)
            if n_text != n_list:
                errs.append('%s: item occurs %d times in text but listed %d times' % (where, n_text, n_list))
        both = set(sec) & set(look)
        if both:
            errs.append('%s: %d string(s) in both lists' % (where, len(both)))
        for a in set(sec):
            for b in set(look):
                if a != b and (a in b or b in a):
                    errs.append('%s: a secret and a look-alike contain one another' % where)
        gsec |= set(sec)
        glook |= set(look)
        m = re.search(r'\[chk: ([a-z0-9, -]+)\]\s*$', note)
        for sch in (m.group(1).split(', ') if m else []):
            if sch not in SCHEMES:
                errs.append('%s: unknown check scheme %s' % (where, sch))
                continue
            shape, ok = SCHEMES[sch]
            hits = [s for s in items if shape(s)]
            if not hits:
                errs.append('%s: scheme %s named but no item has its shape' % (where, sch))
            for s in hits:
                if ok(s):
                    by_scheme[sch] += 1
                else:
                    errs.append('%s: item fails %s check digits' % (where, sch))
        for s in items:
            if _iban_shape(s) and IBAN_LEN.get(s.replace(' ', '')[:2]) == len(s.replace(' ', '')) and not iban_ok(s):
                errs.append('%s: IBAN-shaped item fails mod-97' % where)
        if '\n---\n' in text:
            conv += 1
            if any(ln.strip() == '---' and ln != '---' for ln in text.split('\n')):
                errs.append('%s: separator line must be exactly ---' % where)
        if not sec:
            lo += 1
        by_lang[c['lang']] += 1
        cls = note.split(':', 1)[0]
        by_class[cls][0] += 1
        by_class[cls][1] += len(sec)
        by_class[cls][2] += len(look)
    if gsec & glook:
        errs.append('%d string(s) are a secret in one case and a look-alike in another' % len(gsec & glook))
    n = len(cases)
    ns = sum(len(c['secrets']) for c in cases if isinstance(c, dict) and 'secrets' in c)
    nl = sum(len(c['lookalikes']) for c in cases if isinstance(c, dict) and 'lookalikes' in c)
    en = by_lang['en'] / n
    cjk = sum(by_lang[k] for k in CJK) / n
    others = [k for k in by_lang if k != 'en' and k not in CJK]
    if not 0.24 <= en <= 0.32:
        errs.append('English share %.1f%% outside 24-32%%' % (100 * en))
    if cjk < 0.38:
        errs.append('CJK share %.1f%% below 38%%' % (100 * cjk))
    if len(others) < 20:
        errs.append('only %d other languages' % len(others))
    if conv < 12:
        errs.append('only %d conversations' % conv)
    if lo < 12:
        errs.append('only %d look-alike-only cases' % lo)
    print('file: %s' % path)
    print('cases %d | secrets %d | look-alikes %d | conversations %d | look-alike-only cases %d' % (n, ns, nl, conv, lo))
    print('English %.1f%% | CJK %.1f%% | other languages %d' % (100 * en, 100 * cjk, len(others)))
    print('\nby language (cases, %):')
    for k, v in by_lang.most_common():
        print('  %-8s %4d  %5.1f%%' % (k, v, 100 * v / n))
    print('\nby class (cases, secrets, look-alikes):')
    for k in sorted(by_class, key=lambda k: (-by_class[k][0], k)):
        print('  %-18s %4d %4d %4d' % (k, *by_class[k]))
    print('\ncheck-digit validated items by scheme:')
    for k, v in sorted(by_scheme.items()):
        print('  %-12s %3d' % (k, v))
    if errs:
        print('\nFAIL: %d problem(s)' % len(errs))
        for e in errs[:50]:
            print('  - ' + e)
        return 1
    print('\nOK: all invariants hold')
    return 0


if __name__ == '__main__':
    sys.exit(main())
