#!/usr/bin/env python3
"""Deterministic generator for the frozen blind held-out set v23 (secret-redaction filter).

Usage: python make_heldout_v23.py [output_path]   (default: heldout_v23.yaml next to this script)
Stdlib + PyYAML only. Fixed seed. All values are random and synthetic.
"""
import base64
import json
import os
import random
import re
import string
import sys

import yaml

SEED = 230023
R = random.Random(SEED)
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

AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
HEX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64 = AN + '+/'
U64 = AN + '-_'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
SYM = '!@#%^&*-_+=?.~'


def rs(n, a=AN):
    return ''.join(R.choice(a) for _ in range(n))


def dg(n):
    return ''.join(R.choice('0123456789') for _ in range(n))


def until(fn, ok):
    for _ in range(100000):
        v = fn()
        if ok(v):
            return v
    raise RuntimeError('no valid value')


WORDS = ('apple river canvas orbit lemon tiger velvet harbor maple quantum sugar pepper meadow silver rocket '
         'candle forest pilot garden marble jungle copper saddle window planet island violin ladder basket '
         'cherry dolphin engine falcon glacier hammer jacket kitten lantern mirror needle oyster pencil rabbit '
         'salmon tunnel umbrella wagon yellow zebra anchor bamboo cactus desert eagle feather ginger honey '
         'ivory juice kettle lizard mango nectar olive parrot quiver radar sphere timber unfold vessel walnut '
         'across absorb bridge crisp drift elbow fossil gravity humble index joke kingdom lunar modify noble '
         'object pulse quote ritual shallow trophy usual vivid wisdom youth zone').split()
FIRST = ['Biscuit', 'Pumpkin', 'Okonkwo', 'Lindqvist', 'Mariposa', 'Rutherford', 'Kowalczyk', 'Tamarind',
         'Moonbeam', 'Gallagher', 'Pemberton', 'Ravensworth', 'Huckleberry', 'Szymanski', 'Delacroix']


def hpw():
    w = R.choice(WORDS).capitalize()
    return R.choice([w + R.choice(SYM) + dg(4), w + dg(2) + R.choice(SYM) + R.choice(WORDS),
                     R.choice(WORDS) + '-' + w + '-' + dg(2), w + R.choice(WORDS).capitalize() + dg(3) + R.choice('!?#')])


def spw(n=None):
    n = n or R.randint(13, 20)
    while True:
        v = rs(n, AN + SYM)
        if (any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)
                and any(c in SYM for c in v) and v[0] not in '-.~'):
            return v


def pin(n):
    while True:
        v = dg(n)
        if len(set(v)) > 2 and v not in '0123456789' and not v.startswith('19') and not v.startswith('20'):
            return v


def grp(s, n, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def card(prefix, length, fmt=4):
    v = until(lambda: prefix + dg(length - len(prefix)), luhn_ok)
    if length == 15:
        return v[:4] + ' ' + v[4:10] + ' ' + v[10:]
    return grp(v, 4, R.choice([' ', ' ', '-'])) if fmt else v


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def jwt():
    h = b64u(json.dumps({'alg': R.choice(['HS256', 'RS256']), 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps({'sub': dg(8), 'name': R.choice(FIRST), 'iat': 1760000000 + R.randint(0, 9999999),
                         'role': R.choice(['admin', 'user', 'svc'])}, separators=(',', ':')).encode())
    return h + '.' + p + '.' + rs(43, U64)


def pem(kind):
    head = {'RSA': ('RSA PRIVATE KEY', 'MIIEowIBAAKCAQEA'), 'PK': ('PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'),
            'EC': ('EC PRIVATE KEY', 'MHcCAQEEI'),
            'SSH': ('OPENSSH PRIVATE KEY', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW')}[kind]
    body = head[1] + rs(64 * R.randint(4, 6) - len(head[1]) + R.randint(0, 40), B64)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (head[0], '\n'.join(lines), head[0])


def iban(cc):
    L = IBAN_LEN[cc] - 4
    banks = {'GB': ['NWBK', 'BARC', 'LOYD', 'MIDL', 'HBUK'], 'NL': ['ABNA', 'INGB', 'RABO', 'TRIO'],
             'IE': ['AIBK', 'BOFI']}
    if cc in banks:
        bban = R.choice(banks[cc]) + dg(L - 4)
    elif cc == 'IT':
        bban = R.choice(UP) + dg(L - 1)
    elif cc == 'TR':
        bban = dg(5) + '0' + dg(L - 6)
    else:
        bban = dg(L)
    chk = 98 - int(''.join(str(int(c, 36)) for c in bban + cc + '00')) % 97
    v = cc + '%02d' % chk + bban
    assert iban_ok(v)
    return grp(v, 4) if R.random() < 0.7 else v


def bday(lo=1958, hi=2004):
    return R.randint(lo, hi), R.randint(1, 12), R.randint(1, 28)


def cn_rid():
    def f():
        y, m, d = bday()
        return R.choice(['110105', '310104', '440305', '510107', '330106', '420111', '320102']) + '%04d%02d%02d' % (
            y, m, d) + dg(3) + R.choice('0123456789X')
    return until(f, cn_rid_ok)


def tw_id():
    return until(lambda: R.choice('ABDEFHKLNPRST') + R.choice('12') + dg(8), tw_id_ok)


def hkid():
    return until(lambda: R.choice('ACDEGHKPRVYZ') + dg(6) + '(' + R.choice('0123456789A') + ')', hkid_ok)


def jp_mynum():
    return until(lambda: grp(dg(12), 4, R.choice([' ', ''])), jp_mynum_ok)


def kr_rrn():
    def f():
        y, m, d = bday(1960, 1999)
        return '%02d%02d%02d-%s' % (y % 100, m, d, R.choice('12') + dg(6))
    return until(f, kr_rrn_ok)


def es_dni():
    n = dg(8)
    return n + _DNI[int(n) % 23]


def es_nie():
    return until(lambda: R.choice('XYZ') + dg(7) + R.choice(UP), es_nie_ok)


def fr_nir():
    y, m, d = bday()
    b = R.choice('12') + '%02d%02d' % (y % 100, m) + '%02d' % R.randint(1, 95) + dg(3) + dg(3)
    k = 97 - int(b) % 97
    return ' '.join([b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], '%02d' % k])


def br_cpf():
    v = until(lambda: (lambda d: '%s.%s.%s-%s' % (d[:3], d[3:6], d[6:9], d[9:]))(dg(11)), br_cpf_ok)
    return v


def nl_bsn():
    return until(lambda: R.choice('123456') + dg(8), nl_bsn_ok)


def pl_pesel():
    def f():
        y, m, d = bday(1960, 2004)
        mm = m + (20 if y >= 2000 else 0)
        return '%02d%02d%02d' % (y % 100, mm, d) + dg(5)
    return until(f, pl_pesel_ok)


def se_pnr():
    def f():
        y, m, d = bday()
        return '%02d%02d%02d-%s' % (y % 100, m, d, dg(4))
    return until(f, se_pnr_ok)


def fi_hetu():
    y, m, d = bday(1960, 1999)
    b = '%02d%02d%02d' % (d, m, y % 100)
    n = '%03d' % R.randint(2, 899)
    return b + '-' + n + _HETU[int(b + n) % 31]


def no_fnr():
    def f():
        y, m, d = bday(1960, 1999)
        return '%02d%02d%02d%s' % (d, m, y % 100, dg(5))
    return until(f, no_fnr_ok)


def be_nn():
    y, m, d = bday(1960, 1999)
    b = '%02d%02d%02d' % (y % 100, m, d) + dg(3)
    c = 97 - int(b) % 97
    return '%s.%s.%s-%s.%02d' % (b[:2], b[2:4], b[4:6], b[6:9], c)


def aadhaar():
    return until(lambda: grp(R.choice('23456789') + dg(11), 4), in_aadhaar_ok)


def tckn():
    return until(lambda: R.choice('123456789') + dg(10), tr_tckn_ok)


def il_id():
    return until(lambda: R.choice('023') + dg(8), il_id_ok)


def za_id():
    def f():
        y, m, d = bday()
        return '%02d%02d%02d' % (y % 100, m, d) + dg(4) + '08' + dg(1)
    return until(f, za_id_ok)


def ca_sin():
    return until(lambda: grp(R.choice('1234567') + dg(8), 3), ca_sin_ok)


def au_tfn():
    return until(lambda: grp(dg(9), 3), au_tfn_ok)


def pt_nif():
    return until(lambda: R.choice('12') + dg(8), pt_nif_ok)


def cl_rut():
    def f():
        b = str(R.randint(8000000, 24999999))
        b = b[:-6] + '.' + b[-6:-3] + '.' + b[-3:]
        return b + '-' + R.choice('0123456789K')
    return until(f, cl_rut_ok)


def ru_inn():
    return until(lambda: R.choice(['77', '50', '78', '16', '66']) + dg(10), ru_inn_ok)


def ro_cnp():
    def f():
        y, m, d = bday(1960, 1999)
        return R.choice('12') + '%02d%02d%02d' % (y % 100, m, d) + '%02d' % R.randint(1, 46) + dg(4)
    return until(f, ro_cnp_ok)


def hu_taj():
    return until(lambda: grp(dg(9), 3), hu_taj_ok)


def uk_nhs():
    return until(lambda: (lambda d: d[:3] + ' ' + d[3:6] + ' ' + d[6:])(R.choice('456789') + dg(9)), uk_nhs_ok)


def th_id():
    return until(lambda: (lambda d: '%s-%s-%s-%s-%s' % (d[0], d[1:5], d[5:10], d[10:12], d[12]))(
        R.choice('1358') + dg(12)), th_id_ok)


def cz_rc():
    def f():
        y, m, d = bday(1960, 1999)
        return '%02d%02d%02d/%s' % (y % 100, m + R.choice([0, 50]), d, dg(4))
    return until(f, cz_rc_ok)


def gr_amka():
    def f():
        y, m, d = bday()
        return '%02d%02d%02d' % (d, m, y % 100) + dg(5)
    return until(f, gr_amka_ok)


def sg_nric():
    return until(lambda: R.choice('ST') + dg(7) + R.choice('JZIHGFEDCBA'), sg_nric_ok)


def it_cf():
    def f():
        y, m, d = bday()
        return (rs(6, 'BCDFGLMNPRSTVZ') + '%02d' % (y % 100) + R.choice('ABCDEHLMPRST') +
                '%02d' % (d + R.choice([0, 40])) + R.choice('ABCDEFGHLMF') + dg(3) + R.choice(UP))
    return until(f, it_cf_ok)


def isbn13():
    d = until(lambda: '978' + dg(10), isbn13_ok)
    return '%s-%s-%s-%s-%s' % (d[:3], d[3], d[4:8], d[8:12], d[12]) if R.random() < 0.6 else d


def aba():
    return until(lambda: R.choice('0123') + dg(8), aba_ok)


def de_vat():
    return until(lambda: 'DE' + R.choice('123') + dg(8), de_vat_ok)


def pub_ssh():
    return 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(43, B64)


PHRASES = ['meeting moved to thursday', 'hello from the build server', 'grocery list: eggs, milk, bread',
           'see you at the station', 'the quick brown fox', 'status: all green', 'remember to water the plants',
           'user guide chapter 3']


def b64text():
    return base64.b64encode(R.choice(PHRASES).encode()).decode()


def ph(cc):
    f = {
        'us': lambda: '(%s) 555-01%s' % (R.choice(['212', '415', '312', '617', '206']), dg(2)),
        'cn': lambda: '1%s %s %s' % (R.choice(['38', '39', '86', '58', '35']), dg(4), dg(4)),
        'jp': lambda: '0%s-%s-%s' % (R.choice(['90', '80', '70']), dg(4), dg(4)),
        'kr': lambda: '010-%s-%s' % (dg(4), dg(4)),
        'tw': lambda: '09%s-%s-%s' % (dg(2), dg(3), dg(3)),
        'hk': lambda: '+852 %s%s %s' % (R.choice('5689'), dg(3), dg(4)),
        'de': lambda: '+49 %s %s' % (R.choice(['30', '89', '40', '221']), dg(7)),
        'fr': lambda: '06 %s %s %s %s' % (dg(2), dg(2), dg(2), dg(2)),
        'es': lambda: '+34 6%s %s %s' % (dg(2), dg(3), dg(3)),
        'br': lambda: '(11) 9%s-%s' % (dg(4), dg(4)),
        'it': lambda: '+39 3%s %s %s' % (dg(2), dg(3), dg(4)),
        'ru': lambda: '+7 9%s %s-%s-%s' % (dg(2), dg(3), dg(2), dg(2)),
        'in': lambda: '+91 9%s %s' % (dg(4), dg(5)),
        'gb': lambda: '07700 900%s' % dg(3),
        'intl': lambda: '+%s %s %s' % (R.choice(['31', '46', '358', '47', '45', '420', '30', '40', '36', '90', '48']), dg(3), dg(4)),
    }[cc]
    return f()


def dateiso():
    return '2026-%02d-%02d' % (R.randint(1, 12), R.randint(1, 28))


def uuid4():
    h = rs(32, HEX)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:32])


PLACEHOLDERS = ['YOUR_API_KEY_HERE', '<your-password>', 'sk-xxxxxxxxxxxxxxxxxxxxxxxx', '${DB_PASSWORD}',
                'REPLACE_ME', '<token>', 'xxxx-xxxx-xxxx', '{{ secrets.DEPLOY_KEY }}', '********',
                'your_password_here', '<PASTE_KEY_HERE>']
DOCEX = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '4242 4242 4242 4242',
         '4111 1111 1111 1111', 'GB82 WEST 1234 5698 7654 32']
VARS = ['DATABASE_PASSWORD', 'OPENAI_API_KEY', 'AWS_SECRET_ACCESS_KEY', 'JWT_SECRET', 'STRIPE_SECRET_KEY',
        'GITHUB_TOKEN', 'secret_key_base', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'api_key', 'SMTP_PASS',
        'client_secret']
BICS = ['DEUTDEFFXXX', 'COBADEFFXXX', 'BNPAFRPP', 'CHASUS33', 'HSBCHKHH', 'BKCHCNBJ', 'MHCBJPJT', 'KOEXKRSE',
        'INGBNL2A', 'UBSWCHZH80A', 'BBVAESMM', 'NWBKGB2L', 'ICBKCNBJ', 'SMBCJPJT']
FLIGHTS = ['LH 454', 'NH 10', 'CA 981', 'KE 081', 'BR 12', 'JL 7', 'AF 276', 'TK 1', 'QF 2', 'CX 880', 'EK 215',
           'SQ 38', 'UA 837', 'OZ 202', 'MU 587', 'IB 6250', 'LA 8084', 'AY 73', 'SK 925', 'LO 3']
TRAINS = ['G1234', 'ICE 597', 'KTX 101', 'TGV 6611', 'D2281', 'AVE 03071', 'Frecciarossa 9531', 'IC 2013']

GEN = {
    # ---- secrets ----
    'aws_akid': lambda: 'AKIA' + rs(16, UP + '234567'),
    'aws_secret': lambda: rs(40, B64),
    'ghp': lambda: 'ghp_' + rs(36),
    'ghfine': lambda: 'github_pat_' + rs(22, UP + string.digits) + '_' + rs(59),
    'glpat': lambda: 'glpat-' + rs(20, AN + '-_'),
    'xoxb': lambda: 'xoxb-' + dg(12) + '-' + dg(13) + '-' + rs(24),
    'slack_hook': lambda: 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(8, UP + string.digits), rs(10, UP + string.digits), rs(24)),
    'sk_live': lambda: 'sk_live_' + rs(R.choice([24, 99])),
    'rk_live': lambda: 'rk_live_' + rs(24),
    'openai': lambda: 'sk-proj-' + rs(48, AN + '-_') + 'T3BlbkFJ' + rs(48, AN + '-_'),
    'anthropic': lambda: 'sk-ant-api03-' + rs(93, AN + '-_') + 'AA',
    'gapi': lambda: 'AIza' + rs(35, AN + '-_'),
    'twilio_tok': lambda: rs(32, HEX),
    'sendgrid': lambda: 'SG.' + rs(22, AN + '-_') + '.' + rs(43, AN + '-_'),
    'npm': lambda: 'npm_' + rs(36),
    'pypi': lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(70, AN + '-_'),
    'discord': lambda: b64u(dg(18).encode()) + '.' + rs(6, AN + '-_') + '.' + rs(38, AN + '-_'),
    'telegram': lambda: dg(10) + ':AA' + rs(33, AN + '-_'),
    'mailgun': lambda: 'key-' + rs(32, HEX),
    'hf': lambda: 'hf_' + rs(34, string.ascii_letters),
    'azure_key': lambda: rs(86, B64) + '==',
    'dd_key': lambda: rs(32, HEX),
    'shpat': lambda: 'shpat_' + rs(32, HEX),
    'dop': lambda: 'dop_v1_' + rs(64, HEX),
    'vault': lambda: 'hvs.' + rs(24),
    'aliyun': lambda: 'LTAI' + rs(20),
    'jwt': jwt,
    'hex32': lambda: rs(32, HEX),
    'hex64': lambda: rs(64, HEX),
    'bearer': lambda: rs(40, AN),
    'pw': spw,
    'hpw': hpw,
    'wifi': lambda: R.choice([hpw, lambda: rs(12, AN), spw])(),
    'pwhalf': lambda: spw(R.randint(6, 8)),
    'pwspell': lambda: '-'.join(rs(R.randint(8, 10), AN)),
    'b64pw': lambda: base64.b64encode(spw().encode()).decode(),
    'pin4': lambda: pin(4),
    'pin6': lambda: pin(6),
    'otp6': lambda: pin(6),
    'otp6s': lambda: (lambda v: v[:3] + ' ' + v[3:])(pin(6)),
    'totp': lambda: grp(rs(32, B32), 4, R.choice([' ', ''])) if True else '',
    'recgh': lambda: rs(5, HEX) + '-' + rs(5, HEX),
    'recg': lambda: dg(4) + ' ' + dg(4),
    'rec_word': lambda: '-'.join(R.choice(WORDS) for _ in range(4)),
    'pem_rsa': lambda: pem('RSA'),
    'pem_pk': lambda: pem('PK'),
    'pem_ec': lambda: pem('EC'),
    'pem_ssh': lambda: pem('SSH'),
    'eth_priv': lambda: '0x' + rs(64, HEX),
    'btc_wif': lambda: R.choice('KL') + rs(51, B58),
    'seed12': lambda: ' '.join(R.sample(WORDS, 12)),
    'seed24': lambda: ' '.join(R.sample(WORDS, 24)),
    'visa': lambda: card('4', 16),
    'mc': lambda: card(R.choice(['51', '53', '55', '2221', '2720']), 16),
    'amex': lambda: card(R.choice(['34', '37']), 15),
    'jcb': lambda: card(R.choice(['3528', '3566', '3589']), 16),
    'unionpay': lambda: card('62' + R.choice(['2202', '2848', '1700', '2588']), 19),
    'cvv': lambda: pin(3),
    'cvv4': lambda: pin(4),
    'us_acct': lambda: R.choice('123456789') + dg(R.randint(9, 11)),
    'jp_acct': lambda: dg(7),
    'kr_acct': lambda: '%s-%s-%s' % (dg(3), dg(6), dg(5)),
    'cn_acct': lambda: card('62' + R.choice(['2202', '2848', '1700', '2588']), 19),
    'ssn': lambda: '%03d-%02d-%04d' % (R.randint(100, 665), R.randint(10, 99), R.randint(1000, 9999)),
    'itin': lambda: '9%s-7%s-%s' % (dg(2), dg(1), dg(4)),
    'uk_nino': lambda: rs(2, 'ABCEGHJKLMNPRSTWXYZ') + ' ' + dg(2) + ' ' + dg(2) + ' ' + dg(2) + ' ' + R.choice('ABCD'),
    'in_pan': lambda: rs(3, UP) + 'P' + rs(1, UP) + dg(4) + rs(1, UP),
    'passport_us': lambda: R.choice('56') + dg(8),
    'passport_cn': lambda: 'E' + dg(8),
    'passport_jp': lambda: R.choice(['TK', 'TR', 'MZ', 'TZ']) + dg(7),
    'passport_kr': lambda: 'M' + dg(8),
    'passport_de': lambda: 'C' + rs(8, 'CFGHJKLMNPRTVWXYZ0123456789'),
    'passport_gen': lambda: rs(2, UP) + dg(7),
    'dl_ca': lambda: R.choice(UP) + dg(7),
    'dl_jp': lambda: dg(12),
    'dl_uk': lambda: rs(5, UP) + dg(6) + rs(2, UP) + dg(1) + rs(2, UP),
    'mbi': lambda: '%s%s%s%s-%s%s%s-%s%s%s%s' % (R.choice('123456789'), R.choice('ACDEFGHJKMNPQRTUVWXY'), rs(1, 'ACDEFGHJKMNPQRTUVWXY0123456789'), dg(1), R.choice('ACDEFGHJKMNPQRTUVWXY'), rs(1, 'ACDEFGHJKMNPQRTUVWXY0123456789'), dg(1), R.choice('ACDEFGHJKMNPQRTUVWXY'), R.choice('ACDEFGHJKMNPQRTUVWXY'), dg(1), dg(1)),
    'kvnr': lambda: R.choice(UP) + dg(9),
    'answer': lambda: R.choice(FIRST),
    'door': lambda: pin(R.choice([4, 5, 6])),
    'door_hash': lambda: pin(4) + '#',
    'lickey': lambda: '-'.join(rs(5, UP + string.digits) for _ in range(5)),
    'cn_rid': cn_rid, 'tw_id': tw_id, 'hkid': hkid, 'jp_mynum': jp_mynum, 'kr_rrn': kr_rrn, 'es_dni': es_dni,
    'es_nie': es_nie, 'fr_nir': fr_nir, 'br_cpf': br_cpf, 'nl_bsn': nl_bsn, 'pl_pesel': pl_pesel,
    'se_pnr': se_pnr, 'fi_hetu': fi_hetu, 'no_fnr': no_fnr, 'be_nn': be_nn, 'aadhaar': aadhaar, 'tckn': tckn,
    'il_id': il_id, 'za_id': za_id, 'ca_sin': ca_sin, 'au_tfn': au_tfn, 'pt_nif': pt_nif, 'cl_rut': cl_rut,
    'ru_inn': ru_inn, 'ro_cnp': ro_cnp, 'hu_taj': hu_taj, 'uk_nhs': uk_nhs, 'th_id': th_id, 'cz_rc': cz_rc,
    'gr_amka': gr_amka, 'sg_nric': sg_nric, 'it_cf': it_cf,
    # ---- look-alikes ----
    'order': lambda: R.choice(['ORD-', '#', 'SO-', 'A']) + dg(R.randint(6, 9)),
    'amzorder': lambda: '%s-%s-%s' % (R.choice(['111', '112', '113', '114']), dg(7), dg(7)),
    'ups': lambda: '1Z' + rs(6, UP + string.digits) + dg(10),
    'sf': lambda: 'SF' + dg(13),
    'invoice': lambda: 'INV-2026-' + dg(5),
    'ticket': lambda: R.choice(['OPS', 'INFRA', 'WEB', 'APP', 'SEC']) + '-' + dg(4),
    'date': dateiso,
    'version': lambda: 'v%d.%d.%d' % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20)),
    'semver': lambda: '%d.%d.%d' % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20)),
    'price_usd': lambda: '$%d.%02d' % (R.randint(5, 2999), R.randint(0, 99)),
    'price_eur': lambda: '%d,%02d EUR' % (R.randint(5, 2999), R.randint(0, 99)),
    'price_jpy': lambda: '%s円' % format(R.randint(300, 98000), ','),
    'price_cny': lambda: '¥%d.%02d' % (R.randint(10, 9999), R.randint(0, 99)),
    'price_krw': lambda: '%s원' % format(R.randint(1000, 990000), ','),
    'commit': lambda: rs(40, HEX),
    'sha7': lambda: rs(7, HEX),
    'digest': lambda: 'sha256:' + rs(64, HEX),
    'uuid': uuid4,
    'sshpub': pub_ssh,
    'ethaddr': lambda: '0x' + rs(40, '0123456789abcdefABCDEF'),
    'btcaddr': lambda: 'bc1q' + rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'),
    'pk_live': lambda: 'pk_live_' + rs(24),
    'pk_test': lambda: 'pk_test_' + rs(24),
    'placeholder': lambda: R.choice(PLACEHOLDERS),
    'docex_aws_id': lambda: DOCEX[0],
    'docex_aws_secret': lambda: DOCEX[1],
    'docex_card': lambda: R.choice(DOCEX[2:4]),
    'docex_iban': lambda: DOCEX[4],
    'var': lambda: R.choice(VARS),
    'flight': lambda: R.choice(FLIGHTS),
    'train': lambda: R.choice(TRAINS),
    'train_cn': lambda: R.choice('GD') + str(R.randint(1, 2999)),
    'train_tw': lambda: '%04d' % R.randint(100, 1699),
    'sku': lambda: R.choice(['SKU-', 'MB-', 'ART ']) + rs(2, UP) + dg(4) + R.choice(['-BLK', '-M', '-XL', '']),
    'room': lambda: str(R.randint(2, 19)) + '%02d' % R.randint(1, 40),
    'isbn': isbn13,
    'vat_de': de_vat,
    'uk_company': lambda: '%08d' % R.randint(1000000, 15999999),
    'aba': aba,
    'bic': lambda: R.choice(BICS),
    'b64text': b64text,
    'ip': lambda: R.choice(['192.168.%d.%d' % (R.randint(0, 9), R.randint(1, 254)), '10.0.%d.%d' % (R.randint(0, 20), R.randint(1, 254))]),
    'port': lambda: str(R.choice([5432, 6379, 8080, 3306, 27017, 8443, 9200])),
    'zip_us': lambda: '%05d' % R.randint(10001, 98199),
    'zip_cn': lambda: R.choice(['100', '200', '510', '310', '610']) + dg(3),
    'zip_jp': lambda: '%03d-%04d' % (R.randint(100, 999), R.randint(0, 9999)),
    'zip_de': lambda: '%05d' % R.randint(10115, 99998),
    'zip_gb': lambda: R.choice(['SW1A 2AA', 'EC1V 9LT', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'LS1 4AP']),
    'seat': lambda: str(R.randint(10, 48)) + R.choice('ABCDEFHK'),
    'gate': lambda: R.choice('ABCDE') + str(R.randint(2, 60)),
    'masked_card': lambda: '**** **** **** ' + dg(4),
    'errcode': lambda: '0x8' + rs(7, '0123456789ABCDEF'),
    'md5': lambda: rs(32, HEX),
    'hostname': lambda: R.choice(['db', 'api', 'cache', 'auth']) + '-%d.internal.example.com' % R.randint(1, 9),
    'policy': lambda: R.choice(['PASSWORD_MIN_LENGTH=12', 'minLength: 14', 'max_age_days: 90', 'require_symbols: true',
                                'PASSWORD_HISTORY=5', 'lockout_threshold: 5']),
    'ph_us': lambda: ph('us'), 'ph_cn': lambda: ph('cn'), 'ph_jp': lambda: ph('jp'), 'ph_kr': lambda: ph('kr'),
    'ph_tw': lambda: ph('tw'), 'ph_hk': lambda: ph('hk'), 'ph_de': lambda: ph('de'), 'ph_fr': lambda: ph('fr'),
    'ph_es': lambda: ph('es'), 'ph_br': lambda: ph('br'), 'ph_it': lambda: ph('it'), 'ph_ru': lambda: ph('ru'),
    'ph_in': lambda: ph('in'), 'ph_gb': lambda: ph('gb'), 'ph': lambda: ph('intl'),
    'num4': lambda: pin(4),
    'num6': lambda: pin(6),
}

SCHEME_OF = {'visa': 'luhn', 'mc': 'luhn', 'amex': 'luhn', 'jcb': 'luhn', 'unionpay': 'luhn', 'cn_acct': 'luhn',
             'cn_rid': 'cn-rid', 'tw_id': 'tw-id', 'hkid': 'hkid', 'jp_mynum': 'jp-mynumber', 'kr_rrn': 'kr-rrn',
             'es_dni': 'es-dni', 'es_nie': 'es-nie', 'fr_nir': 'fr-nir', 'br_cpf': 'br-cpf', 'nl_bsn': 'nl-bsn',
             'pl_pesel': 'pl-pesel', 'se_pnr': 'se-pnr', 'fi_hetu': 'fi-hetu', 'no_fnr': 'no-fnr', 'be_nn': 'be-nn',
             'aadhaar': 'in-aadhaar', 'tckn': 'tr-tckn', 'il_id': 'il-id', 'za_id': 'za-id', 'ca_sin': 'ca-sin',
             'au_tfn': 'au-tfn', 'pt_nif': 'pt-nif', 'cl_rut': 'cl-rut', 'ru_inn': 'ru-inn', 'ro_cnp': 'ro-cnp',
             'hu_taj': 'hu-taj', 'uk_nhs': 'uk-nhs', 'th_id': 'th-id', 'cz_rc': 'cz-rc', 'gr_amka': 'gr-amka',
             'sg_nric': 'sg-nric', 'it_cf': 'it-cf', 'isbn': 'isbn13', 'aba': 'aba', 'vat_de': 'de-vat',
             'docex_card': 'luhn', 'docex_iban': 'iban'}
for _cc in IBAN_LEN:
    GEN['iban_' + _cc] = (lambda c: (lambda: iban(c)))(_cc)
    SCHEME_OF['iban_' + _cc] = 'iban'

T = []


def t(lang, note, text):
    T.append((lang, note, text))


# ============================ English ============================
t('en', 'api-key: openai key in .env pasted for debugging',
  "my python script keeps saying 401 unauthorized, here's my .env:\n\nOPENAI_API_KEY=[[S:openai]]\nMODEL=gpt-4o-mini\nDEBUG=true\n\nI'm on openai [[L:semver]] if that matters")
t('en', 'api-key: aws key pair in shell history',
  "ran these and now terraform can't find creds, what did I do wrong?\n\n$ export AWS_ACCESS_KEY_ID=[[S:aws_akid]]\n$ export AWS_SECRET_ACCESS_KEY=[[S:aws_secret]]\n$ export AWS_DEFAULT_REGION=eu-west-1\n$ terraform plan\nError: No valid credential sources found")
t('en', 'lookalike-only: aws documentation example keys',
  "The AWS docs show [[L:docex_aws_id@a]] with secret [[L:docex_aws_secret]]. Is [[L:docex_aws_id@a]] a real key or just a sample? Can I put them in my unit tests?")
t('en', 'api-key: github pat in git remote url',
  "git push fails with 'remote: Permission denied'. My remote is\nhttps://[[S:ghp]]@github.com/acme-labs/inventory.git\nand HEAD is at [[L:sha7]]. Do PATs expire?")
t('en', 'api-key: stripe secret key next to publishable key',
  "Which of these goes in the frontend? publishable: [[L:pk_live]] secret: [[S:sk_live]]. The checkout for order [[L:order]] failed.")
t('en', 'api-key: slack bot token in python snippet',
  "why does this return not_authed?\n\n```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"[[S:xoxb]]\")\nclient.chat_postMessage(channel=\"#deploys\", text=\"build [[L:version]] is live\")\n```")
t('en', 'api-key: slack webhook url in CI yaml',
  "GitHub Actions step fails silently:\n\n```yaml\n- name: notify\n  run: |\n    curl -X POST -H 'Content-type: application/json' \\\n      --data '{\"text\":\"deployed\"}' \\\n      [[S:slack_hook]]\n```\nRunner image is ubuntu-24.04.")
t('en', 'api-key: anthropic key in docker-compose',
  "docker-compose.yml:\n\nservices:\n  bot:\n    image: ghcr.io/me/chatbot:[[N:semver]]\n    environment:\n      - ANTHROPIC_API_KEY=[[S:anthropic]]\n      - LOG_LEVEL=info\n    ports:\n      - \"8080:8080\"\n\nthe container exits with code 137, is that memory?")
t('en', 'api-key: google maps key in html',
  "<script src=\"https://maps.googleapis.com/maps/api/js?key=[[S:gapi]]&callback=initMap\"></script>\nmap loads gray. the div id is map-canvas and the build is [[L:commit]]")
t('en', 'api-key: sendgrid key in node config',
  "// config/mail.js\nmodule.exports = {\n  provider: 'sendgrid',\n  apiKey: '[[S:sendgrid]]',\n  from: 'no-reply@example.com',\n};\nwhy does it throw 403 Forbidden?")
t('en', 'api-key: npm token in .npmrc',
  "publishing fails with E401. .npmrc:\n//registry.npmjs.org/:_authToken=[[S:npm]]\npackage version [[L:semver]]")
t('en', 'api-key: hugging face token in notebook',
  "from huggingface_hub import login\nlogin(token=\"[[S:hf]]\")\n# OSError: You are trying to access a gated repo.\nI accepted the license on [[L:date]], what else?")
t('en', 'api-key: twilio auth token in env with account placeholder',
  "TWILIO_ACCOUNT_SID=[[L:placeholder]]\nTWILIO_AUTH_TOKEN=[[S:twilio_tok]]\nTWILIO_FROM=+15005550006\nSMS not sending to [[L:ph_us]]")
t('en', 'api-key: datadog api key in helm values',
  "helm values.yaml for the agent:\n\ndatadog:\n  apiKey: [[S:dd_key]]\n  site: datadoghq.eu\n  logs:\n    enabled: true\nimage tag [[N:version]]. pods are CrashLoopBackOff")
t('en', 'api-key: vault token in shell history',
  "history | tail\n  512  vault login [[S:vault]]\n  513  vault kv get secret/payments\n  514  kubectl rollout restart deploy/api\nwhy does 513 say permission denied?")
t('en', 'api-key: digitalocean token in terraform tfvars',
  "terraform.tfvars\n\ndo_token = \"[[S:dop]]\"\nregion   = \"fra1\"\ndroplet_size = \"s-2vcpu-4gb\"\n\nplan shows 3 to add. the state file id is [[L:uuid]]")
t('en', 'connection-string: postgres url with password',
  "Django can't connect: DATABASE_URL=postgres://app_user:[[S:pw]]@[[L:hostname]]:5432/orders\nerror: FATAL: password authentication failed")
t('en', 'connection-string: mongodb srv uri',
  "mongoose.connect('mongodb+srv://admin:[[S:hpw]]@cluster0.ab12c.mongodb.net/shop?retryWrites=true') throws ENOTFOUND. Node [[L:version]]")
t('en', 'private-key: rsa pem pasted asking about format',
  "is this key in the right format for paramiko?\n\n[[S:pem_rsa]]\n\nthe server fingerprint is [[L:sshpub]]")
t('en', 'private-key: openssh key in CI secret question',
  "I put this in the DEPLOY_KEY secret but ssh says invalid format:\n[[S:pem_ssh]]\nthe public half on the server is [[L:sshpub]]")
t('en', 'private-key: ethereum private key with public address',
  "I imported my wallet with private key [[S:eth_priv]] but metamask shows a different address than [[L:ethaddr]]. did I paste it wrong?")
t('en', 'seed-phrase: 12 word wallet recovery',
  "my ledger died, I have the recovery words written down: [[S:seed12]]. Can I restore in another wallet? my receive address was [[L:btcaddr]]")
t('en', 'password: announced in prose with room number',
  "Hi! Can you write a short note to my house-sitter? The laptop password is [[S:hpw]] and the guest room is [[L:room]]. Feed the cat twice a day.")
t('en', 'password: corrected in follow-up',
  "Help me draft an email to IT. Tell them my old password was [[S:hpw]] -- sorry, I mean it was [[S:hpw]], the first one was my previous one. Ticket [[L:ticket]].")
t('en', 'password: split across sentence',
  "For the shared drive, the password starts with [[S:pwhalf]] and ends with [[S:pwhalf]] -- I split it so it's not in one place. Can you combine them into a sticky-note format? Drive quota is [[L:price_usd]]/month.")
t('en', 'password: spelled letter by letter',
  "I'm reading my router password to my dad over the phone, letter by letter: [[S:pwspell]]. How do I explain the difference between capital and lowercase letters simply?")
t('en', 'lookalike-only: password policy talk without a password',
  "Our new policy says [[L:policy]] and no reuse of the last 5 passwords. Is that overkill for a small team? We also enforce [[L:policy]].")
t('en', 'wifi: guest network card for airbnb',
  "Make me a nice welcome card for my Airbnb. Wi-Fi name: Lakeside_Guest, password: [[S:wifi]]. Checkout 11am, host phone [[N:ph_us]].")
t('en', 'wifi: router admin and wifi in one message',
  "Resetting my Netgear. Admin login is admin / [[S:pw]], WiFi key [[S:wifi]], router IP [[L:ip]]. Which one does the printer need?")
t('en', 'door-code: door and alarm codes for dog sitter',
  "Instructions for the dog sitter: front door keypad [[S:door]], alarm disarm code [[S:door]] within 30 seconds. Vet's number is [[L:ph_us]], we're at [[L:zip_us]].")
t('en', 'pin: debit card pin with last four digits',
  "my mom forgot her debit PIN, it's [[S:pin4]] for the card ending [[L:masked_card]]. how do I change it at the ATM?")
t('en', 'otp: verification code forwarded',
  "Your Chase verification code is [[S:otp6]]. Don't share it. -- is this text legit or phishing? It came from short code 24273 at [[N:date]].")
t('en', 'totp-seed: authenticator secret key',
  "Setting up 2FA manually since the QR won't scan. The setup key is [[S:totp]]. Which app should I use, Authy or Google Authenticator?")
t('en', 'recovery-code: github recovery codes list',
  "Saving my GitHub recovery codes here so I don't lose them:\n[[S:recgh]]\n[[S:recgh]]\n[[S:recgh]]\n[[S:recgh]]\nformat them as a printable table please")
t('en', 'card: visa with cvv and expiry in prose',
  "Can you fill this booking form for me? Card [[S:visa]], exp 09/29, CVV [[S:cvv]]. Flight [[L:flight]] on [[L:date]], seat [[L:seat]].")
t('en', 'card: amex with 4 digit cid',
  "Amex [[S:amex]] security code [[S:cvv4]] -- the hotel says it declined. Reservation [[N:order]], total [[N:price_usd]].")
t('en', 'lookalike-only: stripe documented test card',
  "In Stripe test mode I use [[L:docex_card]] with any future date. Is there a test card number that simulates insufficient funds? Our price id is [[L:uuid]].")
t('en', 'bank-account: us routing and account number',
  "Set up direct deposit: routing [[L:aba]], account [[S:us_acct]]. Employer id on the form is EMP-5521. Is routing the 9-digit one?")
t('en', 'iban: uk iban with sort code talk and bic',
  "Paying my landlord: IBAN [[S:iban_GB]], BIC [[L:bic]], reference 'FLAT [[N:room]] RENT'. The help page example was [[L:docex_iban]], so I think the format is right. Is BIC required for a domestic transfer?")
t('en', 'national-id: ssn on tax form',
  "Filling the W-4. My SSN is [[S:ssn]] and my wife's is [[S:ssn]]. Our zip is [[L:zip_us]]. Should we both claim dependents?")
t('en', 'health-id: nhs number for gp registration',
  "Registering with a new GP in London. My NHS number is [[S:uk_nhs]], postcode [[L:zip_gb]], mobile [[N:ph_gb]]. What else do they need?")
t('en', 'national-id: uk national insurance number',
  "New job asks for my NI number: [[S:uk_nino]]. Employer's company number is [[L:uk_company]]. Is it normal to send it by email?")
t('en', 'health-id: medicare mbi for appointment',
  "Booking dad's appointment. His Medicare number is [[S:mbi]], DOB 1948. Clinic phone [[L:ph_us]]. What should I bring?")
t('en', 'passport: us passport on visa form',
  "Filling the ESTA. Passport no. [[S:passport_us]], issued 2019. Flight [[N:flight]]. Does it need to be valid 6 months?")
t('en', 'driver-licence: canadian licence for car rental',
  "Rental counter wants my licence number: [[S:dl_ca]]. Confirmation [[L:order]]. Is a Canadian licence fine in Oregon?")
t('en', 'national-id: canadian sin for payroll',
  "HR form asks for SIN. Mine is [[S:ca_sin]]. Postal code M5V 3L9. Do contractors need to give it?")
t('en', 'tax-id: australian tfn in onboarding',
  "Onboarding form: TFN [[S:au_tfn]], super fund USI STA0100AU. Can I skip the TFN and be taxed at the top rate instead?")
t('en', 'national-id: singapore nric for clinic',
  "Clinic registration in Singapore needs NRIC [[S:sg_nric]]. Appointment ref [[N:order]]. Is it ok to give it over WhatsApp?")
t('en', 'national-id: south african id on lease',
  "Lease application asks for my ID number [[S:za_id]]. Unit [[N:room]], rent R12 500. Is this standard?")
t('en', 'security-answer: mothers maiden name and first pet',
  "For the bank's security questions: mother's maiden name [[S:answer]], first pet [[S:answer]]. Help me remember which question goes with which account.")
t('en', 'lookalike-only: commit hash uuid and version',
  "Bisect says the regression came in [[L:commit]] between [[L:version]] and [[L:version]]. The failing test run id is [[L:uuid]]. What should I check first?")
t('en', 'lookalike-only: base64 of ordinary text and digest',
  "What does [[L:b64text]] decode to? And why does the image digest [[L:digest]] differ between registries?")
t('en', 'lookalike-only: travel itinerary',
  "Itinerary: flight [[L:flight]] departs [[L:date]] from gate [[L:gate]], seat [[L:seat]]; then train [[L:train]]. Hotel phone [[L:ph_gb]], book ISBN [[L:isbn]] for the trip. Enough buffer?")
t('en', 'lookalike-only: placeholders in readme',
  "Our README says to set [[L:var]]=[[L:placeholder]] before running. Should the README show something more realistic?")
t('en', 'conversation: user pastes config then corrects password',
  "can you check my docker-compose?\n\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: shop\n      POSTGRES_PASSWORD: [[S:pw]]\n    ports: [\"5432:5432\"]\n---\nSure - the db service looks fine. Are you seeing a specific error?\n---\nyes, auth fails. oh wait, I changed the password yesterday to [[S:pw]] in pgAdmin but not in the file\n---\nThat explains it. Update POSTGRES_PASSWORD or better, move it to a .env file referenced as [[L:placeholder]].")
t('en', 'conversation: travel booking with card and frequent flyer',
  "I need to book the cheapest fare on [[L:flight]] for [[N:date]]\n---\nI can help compare fares. Which card will you use?\n---\nMastercard [[S:mc]] cvc [[S:cvv]]. My frequent flyer number is on the boarding pass, confirmation [[L:order]]\n---\nPlease don't paste full card numbers here; enter them directly on the airline's site.")
t('en', 'conversation: family logistics with door code and school',
  "kids get off the bus at 3:15, the garage code is [[S:door]]\n---\nGot it. Anything else the babysitter needs?\n---\nschool pickup number is [[N:ph_us]] and Emma's classroom is [[N:room]]. oh and the iPad passcode is [[S:pin6]]")
t('en', 'conversation: debugging stripe webhook with signing secret',
  "webhook signature verification fails\n---\nWhat endpoint secret are you using?\n---\nwhsec_[[S:bearer]] from the dashboard, and the event id is evt_[[L:sha7]] for invoice [[L:invoice]]\n---\nMake sure you're using the raw request body when computing the signature.")
t('en', 'conversation: bank call with otp and account number',
  "the bank rep is on the phone asking me to read back a code\n---\nBe careful: real banks rarely ask for one-time codes. What did they ask?\n---\nthey want the code [[S:otp6]] that just came in, and they already knew my account [[S:us_acct]]. Branch phone on their site is [[L:ph_us]]\n---\nHang up and call the number on the back of your card.")

# ============================ zh-Hans ============================
t('zh-Hans', 'api-key: aliyun style key in env file',
  "帮我看看这个 .env 为什么读取不到：\nALIYUN_ACCESS_KEY_ID=[[S:aliyun]]\nALIYUN_ACCESS_KEY_SECRET=[[S:bearer]]\nALIYUN_REGION=cn-hangzhou\n版本号 [[N:version]]")
t('zh-Hans', 'password: wifi password for relatives',
  "我爸妈下周来住，帮我写个便条：家里WiFi名字是 ChinaNet-5G，密码 [[S:wifi]]，小区快递柜在 [[N:room]] 号楼下。")
t('zh-Hans', 'national-id: resident id on train ticket',
  "帮我妈买高铁票，身份证号 [[S:cn_rid]]，车次 [[L:train_cn]]，手机 [[N:ph_cn]]。需要提前多久到站？")
t('zh-Hans', 'card: unionpay card with cvv',
  "网购一直支付失败，银行卡号 [[S:unionpay]]，背面三位数 [[S:cvv]]，订单号 [[N:order]]，金额 [[L:price_cny]]。是不是卡被风控了？")
t('zh-Hans', 'otp: sms verification code pasted',
  "【某银行】您的验证码为 [[S:otp6]]，5分钟内有效，请勿泄露。——这条短信是真的吗？快递单号 [[L:sf]] 也一起发来了")
t('zh-Hans', 'door-code: smart lock code for cleaner',
  "给保洁阿姨发个消息：门锁密码 [[S:door]]#，进门后请把 [[N:room]] 房间也打扫一下，电话 [[L:ph_cn]]。")
t('zh-Hans', 'connection-string: mysql jdbc url in spring config',
  "Spring Boot 启动报错，application.yml 如下：\nspring:\n  datasource:\n    url: jdbc:mysql://[[N:ip]]:3306/shop?useSSL=false\n    username: root\n    password: [[S:pw]]\n错误是 Access denied for user 'root'")
t('zh-Hans', 'api-key: github token in git config',
  "git clone 的时候一直 403，我的 ~/.git-credentials 里写的是 https://zhangwei:[[S:ghp]]@github.com ，commit 是 [[L:sha7]]")
t('zh-Hans', 'password: corrected email password',
  "帮我给IT写个工单：邮箱密码 [[S:hpw]] 登不上，哦不对，是 [[S:hpw]]，上周刚改过。工号 [[L:ticket]]。")
t('zh-Hans', 'bank-account: bank card for salary',
  "工资卡换了，新的卡号是 [[S:cn_acct]]，开户行招商银行深圳分行，邮编 [[L:zip_cn]]。怎么跟HR说比较好？")
t('zh-Hans', 'passport: passport number for visa',
  "办日本签证要填护照号 [[S:passport_cn]]，航班 [[N:flight]]，出发日期 [[L:date]]，需要准备哪些材料？")
t('zh-Hans', 'seed-phrase: wallet mnemonic',
  "我的钱包助记词是：[[S:seed12]]，能帮我检查一下顺序对不对吗？收款地址是 [[L:ethaddr]]")
t('zh-Hans', 'pin: bank card pin for elder',
  "我奶奶的银行卡密码是 [[S:pin6]]，她老忘，帮我想个好记的方法。卡尾号 [[L:masked_card]]。")
t('zh-Hans', 'private-key: ec private key in nginx config question',
  "nginx 配置 https 报错 PEM_read_bio，这是我的 key 文件：\n[[S:pem_ec]]\n证书序列号 [[L:md5]]")
t('zh-Hans', 'jwt: token in axios header',
  "axios 请求一直 401：\naxios.get('/api/user', { headers: { Authorization: 'Bearer [[S:jwt]]' } })\n请求 id [[N:uuid]]")
t('zh-Hans', 'security-answer: security question answers',
  "密保问题：我小学班主任的名字是 [[S:answer]]，我第一只宠物的名字是 [[S:answer]]。帮我记下来哪个对应哪个。")
t('zh-Hans', 'recovery-code: backup codes',
  "这是我谷歌账号的备用验证码：[[S:recg]]、[[S:recg]]、[[S:recg]]，帮我排版成可以打印的格式")
t('zh-Hans', 'lookalike-only: order tracking and price',
  "我的订单 [[L:order]] 显示已发货，快递单号 [[L:sf]]，价格 [[L:price_cny]]，客服电话 [[L:ph_cn]]，多久能到？")
t('zh-Hans', 'lookalike-only: placeholder and variable names',
  "文档里写的 [[L:var]]=[[L:placeholder]] 是什么意思？要换成真实值吗？")
t('zh-Hans', 'api-key: wechat pay api key in php',
  "微信支付签名错误：\n$config = [\n  'mch_id' => '1600012345',\n  'key'    => '[[S:hex32]]',\n  'notify_url' => 'https://shop.example.com/notify',\n];\n商品 [[L:sku]]")
t('zh-Hans', 'conversation: parent school portal login',
  "孩子学校的家校通账号怎么改密码？\n---\n一般在“个人中心-安全设置”里修改。你现在能登录吗？\n---\n能，账号是学号 [[L:num6]]，密码 [[S:hpw]]，班级 [[L:room]]\n---\n建议不要把密码发在聊天里，登录后尽快修改。")
t('zh-Hans', 'conversation: server ssh password during ops',
  "服务器连不上了\n---\n报什么错？\n---\nssh root@[[L:ip]] 提示 Permission denied，密码是 [[S:pw]]，端口 [[L:port]]\n---\n检查 sshd_config 里的 PermitRootLogin 设置。")
t('zh-Hans', 'totp-seed: 2fa secret for company vpn',
  "公司VPN要绑定动态口令，手动输入的密钥是 [[S:totp]]，用哪个App？版本 [[L:version]]")
t('zh-Hans', 'wifi: router admin and wifi',
  "路由器后台 [[N:ip]]，管理员密码 [[S:pw]]，WiFi 密码 [[S:wifi]]，怎么设置访客网络？")
t('zh-Hans', 'national-id: hk id for mainland user',
  "在香港开户需要香港身份证号 [[S:hkid]]，分行电话 [[N:ph_hk]]，还需要什么证明？")

# ============================ zh-Hant ============================
t('zh-Hant', 'national-id: taiwan id on form',
  "幫我填健保卡申請表：身分證字號 [[S:tw_id]]，手機 [[L:ph_tw]]，郵遞區號 106。")
t('zh-Hant', 'national-id: hkid for bank account',
  "我去滙豐開戶，身份證號碼 [[S:hkid]]，分行電話 [[N:ph_hk]]，要帶住址證明嗎？")
t('zh-Hant', 'password: netflix password for family',
  "家裡 Netflix 帳號給你：email 是 family.chen@example.com，密碼 [[S:hpw]]，月費 NT$390。")
t('zh-Hant', 'card: visa card in booking',
  "訂高鐵票刷卡一直失敗，卡號 [[S:visa]]，安全碼 [[S:cvv]]，高鐵車次 [[L:train_tw]]，是不是要開通3D驗證？")
t('zh-Hant', 'otp: one time password from bank',
  "【國泰世華】您的一次性密碼為 [[S:otp6]]，交易金額 NT$12,800，請於5分鐘內輸入。是真的嗎？")
t('zh-Hant', 'door-code: apartment door code',
  "朋友來住，大門密碼 [[S:door]]，電梯到 [[N:room]]，管理室電話 [[L:ph_tw]]。幫我寫成訊息。")
t('zh-Hant', 'api-key: line channel token in code',
  "LINE Bot 回覆失敗：\nconfiguration = Configuration(access_token='[[S:bearer]]')\nhandler = WebhookHandler('[[S:hex32]]')\n版本 [[N:semver]]")
t('zh-Hant', 'wifi: shop wifi sign',
  "幫我設計咖啡店的 Wi-Fi 標示：網路名稱 CafeMori，密碼 [[S:wifi]]，營業時間 8:00-20:00，統一編號 [[N:num6]]88。")
t('zh-Hant', 'bank-account: taiwan bank account transfer',
  "房租轉帳：銀行代碼 812，帳號 [[S:us_acct]]，戶名 林小姐。訂單 [[L:order]] 的押金也一起轉。")
t('zh-Hant', 'private-key: rsa key in deploy question',
  "GitLab CI 部署時 ssh 失敗，我把這個私鑰放在變數裡：\n[[S:pem_pk]]\n公鑰是 [[L:sshpub]]")
t('zh-Hant', 'lookalike-only: flight itinerary',
  "行程確認：[[L:flight]] 於 [[L:date]] 起飛，登機門 [[L:gate]]，座位 [[L:seat]]。需要提早多久到機場？")
t('zh-Hant', 'connection-string: redis url in python',
  "Celery 連不上 Redis：BROKER_URL = 'redis://default:[[S:pw]]@[[L:hostname]]:6379/1'，錯誤是 NOAUTH。")
t('zh-Hant', 'security-answer: security answer for game account',
  "遊戲帳號的安全問題答案是 [[S:answer]]，帳號 UID [[L:num6]]，怎麼申訴找回？")
t('zh-Hant', 'conversation: crypto wallet recovery',
  "我的錢包打不開了\n---\n你有備份助記詞嗎？\n---\n有，[[S:seed12]]，地址是 [[L:ethaddr]]\n---\n請勿在任何地方貼出助記詞，建議立即把資產轉到新錢包。")
t('zh-Hant', 'pin: phone sim pin',
  "手機重開機要輸入 SIM 卡 PIN，我設的是 [[S:pin4]]，PUK 在卡片背面。門號 [[N:ph_tw]]。")
t('zh-Hant', 'api-key: openai key in streamlit secrets',
  "Streamlit Cloud 部署失敗，secrets.toml：\nOPENAI_API_KEY = \"[[S:openai]]\"\nmodel = \"gpt-4o\"\n錯誤代碼 [[L:errcode]]")
t('zh-Hant', 'iban: iban for overseas tuition',
  "繳英國學費要匯款：IBAN [[S:iban_GB]]，SWIFT [[N:bic]]，學號 [[N:num6]]。手續費誰付？")

# ============================ ja ============================
t('ja', 'password: announced for shared pc',
  "共有PCのパスワードは [[S:hpw]] です。会議室 [[N:room]] に置いてあります。来週から変更予定。")
t('ja', 'national-id: my number for tax filing',
  "確定申告でマイナンバー [[S:jp_mynum]] を入力したらエラーになります。郵便番号 [[L:zip_jp]]、電話 [[L:ph_jp]]。")
t('ja', 'card: jcb with security code',
  "ネットで買い物したらカードが使えません。JCB [[S:jcb]]、セキュリティコード [[S:cvv]]、注文番号 [[N:order]]、金額 [[N:price_jpy]]。")
t('ja', 'bank-account: japanese bank account for refund',
  "返金先の口座：三井住友銀行 渋谷支店 普通 [[S:jp_acct]] ヤマダ タロウ。問い合わせ番号 [[N:invoice]]。")
t('ja', 'otp: verification code via sms',
  "【Amazon】確認コード：[[S:otp6]]。このコードを他人に教えないでください。——これ詐欺ですか？配送番号 [[L:num4]]-[[L:num4]]-[[L:num4]]")
t('ja', 'api-key: line notify token in shell script',
  "このシェルスクリプトで通知が来ません：\ncurl -X POST -H 'Authorization: Bearer [[S:bearer]]' -F 'message=backup done' https://notify-api.line.me/api/notify\ncronは毎日3時です。")
t('ja', 'wifi: home wifi for grandparents',
  "祖父母の家のWi-Fi：SSID aterm-8c2f-g、暗号化キー [[S:wifi]]。ルーターの型番 [[L:sku]]。設定方法を簡単に説明して。")
t('ja', 'door-code: mailbox and entrance code',
  "引っ越しのお知らせ：オートロックの暗証番号 [[S:door]]、郵便受けのダイヤル [[S:pin4]]、部屋は [[N:room]] 号室です。")
t('ja', 'connection-string: postgres in rails database.yml',
  "Railsでデータベースに接続できません。\nproduction:\n  adapter: postgresql\n  url: postgres://deploy:[[S:pw]]@[[L:hostname]]/app_production\nRubyのバージョンは [[L:semver]]")
t('ja', 'api-key: aws keys in credentials file',
  "~/.aws/credentials の中身です。\n[default]\naws_access_key_id = [[S:aws_akid]]\naws_secret_access_key = [[S:aws_secret]]\nなぜ InvalidClientTokenId になるの？")
t('ja', 'driver-licence: licence number for rental car',
  "レンタカー予約で免許証番号 [[S:dl_jp]] を入力しました。予約番号 [[L:order]]。国際免許は必要？")
t('ja', 'passport: passport number for hotel',
  "海外ホテルのチェックインでパスポート番号 [[S:passport_jp]] を聞かれました。便名 [[L:flight]]。")
t('ja', 'recovery-code: backup codes for account',
  "バックアップコードを保存：[[S:recgh]] / [[S:recgh]] / [[S:recgh]]。紙に印刷するレイアウトにして。")
t('ja', 'lookalike-only: train and hotel',
  "新幹線の予約番号 [[L:order]]、のぞみ [[L:num4]]号、ホテル電話 [[L:ph_jp]]、料金 [[L:price_jpy]]。乗り換え時間は足りる？")
t('ja', 'lookalike-only: git commit and versions',
  "コミット [[L:commit]] 以降、[[L:version]] でテストが落ちます。ジョブID [[L:uuid]]。")
t('ja', 'jwt: token in cookie debugging',
  "ログインできない。Cookie に入っているのは session=[[S:jwt]] です。リクエストID [[L:uuid]]。")
t('ja', 'private-key: wallet private key',
  "ウォレットの秘密鍵 [[S:eth_priv]] をインポートしたのにアドレス [[L:ethaddr]] が表示されない。")
t('ja', 'security-answer: secret question',
  "秘密の質問「初めて飼ったペットの名前」の答えは [[S:answer]] です。忘れないようにメモして。")
t('ja', 'conversation: work account reset',
  "社内システムにログインできません\n---\nエラーメッセージは何ですか？\n---\nIDは社員番号 [[L:num6]]、パスワード [[S:pw]] で「認証失敗」と出ます\n---\nパスワードはここに書かず、ヘルプデスクでリセットしてください。")
t('ja', 'conversation: docker env debugging',
  "docker compose up で失敗します\n---\nenvファイルを確認させてください。\n---\nPOSTGRES_PASSWORD=[[S:pw]]\nSTRIPE_KEY=[[S:sk_live]]\nイメージタグは [[N:semver]]\n---\nシークレットは docker secrets で管理しましょう。")
t('ja', 'health-id: health insurance card number',
  "保険証の記号 [[L:num4]]、番号 [[S:pin6]] をクリニックのフォームに入力しました。受診日 [[N:date]]。")
t('ja', 'totp-seed: authenticator key',
  "二段階認証の手動入力キー [[S:totp]] を登録しました。アプリのバージョン [[N:version]]。")

# ============================ ko ============================
t('ko', 'national-id: resident registration number on form',
  "은행 서류에 주민등록번호 [[S:kr_rrn]] 적었는데 맞는 형식인가요? 연락처 [[N:ph_kr]]")
t('ko', 'password: announced for family pc',
  "가족 컴퓨터 비밀번호는 [[S:hpw]] 이고, 프린터는 [[L:ip]] 로 연결돼 있어요. 부모님께 보낼 안내문 써줘.")
t('ko', 'card: card number with cvc',
  "쿠팡 결제가 안 돼요. 카드번호 [[S:mc]], CVC [[S:cvv]], 주문번호 [[N:order]], 금액 [[L:price_krw]].")
t('ko', 'bank-account: korean bank account',
  "중고거래 입금 계좌: 국민은행 [[S:kr_acct]] 김민수. 상품 [[L:sku]], 택배 운송장 [[N:num6]][[L:num6]].")
t('ko', 'otp: kakao verification code',
  "[카카오] 인증번호 [[S:otp6]]를 입력해주세요. 이거 다른 사람이 요청한 건가요? 시간은 [[L:date]] 14:02")
t('ko', 'door-code: apartment door lock',
  "현관 도어락 비밀번호 [[S:door]], 공동현관은 [[S:door_hash]], 동호수 [[N:room]]호. 택배기사님께 보낼 메시지 써줘.")
t('ko', 'wifi: cafe wifi',
  "카페 와이파이: KT_GiGA_5G_Cafe / 비번 [[S:wifi]]. 메뉴판 옆에 붙일 안내문 만들어줘. 전화 [[L:ph_kr]]")
t('ko', 'api-key: naver api client secret in spring',
  "네이버 로그인 API 설정:\nnaver.client-id=aBcD1234efGH\nnaver.client-secret=[[S:bearer]]\n에러 코드 [[L:errcode]]가 나와요.")
t('ko', 'connection-string: mongodb uri in node',
  "MONGO_URI=mongodb://admin:[[S:pw]]@[[N:ip]]:27017/shop?authSource=admin\n연결 타임아웃이 나요. 포트 [[L:port]] 열려 있어요.")
t('ko', 'passport: passport for flight checkin',
  "온라인 체크인에 여권번호 [[S:passport_kr]] 입력했는데 오류가 나요. 항공편 [[N:flight]], 좌석 [[N:seat]].")
t('ko', 'pin: simple password for banking app',
  "은행 앱 간편비밀번호가 [[S:pin6]]인데 자꾸 틀렸다고 나와요. 고객센터 [[N:ph_kr]]")
t('ko', 'lookalike-only: delivery and order',
  "주문번호 [[L:order]], 송장번호 [[L:num6]][[L:num6]], 결제금액 [[L:price_krw]]. 배송 언제 와요?")
t('ko', 'api-key: github token in actions',
  "GitHub Actions에서 push 권한 오류:\nenv:\n  GH_TOKEN: [[S:ghfine]]\n커밋 [[L:sha7]], 러너 버전 [[L:version]]")
t('ko', 'private-key: ssh private key for server',
  "서버 접속용 키를 이렇게 붙여넣었는데 invalid format이래요:\n[[S:pem_ssh]]\n서버 IP [[L:ip]]")
t('ko', 'security-answer: security question',
  "보안 질문 '가장 기억에 남는 선생님 이름' 답은 [[S:answer]]예요. 계정 찾기 어떻게 해요?")
t('ko', 'recovery-code: backup codes',
  "2단계 인증 백업 코드: [[S:recg]], [[S:recg]], [[S:recg]]. 출력용으로 정리해줘.")
t('ko', 'conversation: school app login for parent',
  "아이 학교 앱 로그인 문제요\n---\n어떤 오류가 나오나요?\n---\n아이디는 학번 [[N:num6]], 비밀번호 [[S:hpw]] 넣으면 계정 잠김이라고 떠요. 반은 [[N:room]]\n---\n학교 행정실에 잠금 해제를 요청하세요.")
t('ko', 'conversation: crypto exchange api',
  "업비트 API 자동매매 코드가 안 돌아요\n---\n어떤 에러인가요?\n---\naccess_key = '[[S:bearer]]'\nsecret_key = '[[S:bearer]]'\n버전은 [[L:semver]]\n---\n키는 절대 공유하지 말고 재발급하세요.")
t('ko', 'jwt: token in api test',
  "Postman에서 Authorization: Bearer [[S:jwt]] 넣었더니 401이에요. 요청 ID [[N:uuid]]")
t('ko', 'totp-seed: otp secret for work',
  "회사 OTP 수동 등록 키 [[S:totp]] 를 입력했는데 시간이 안 맞아요.")
t('zh-Hans', 'api-key: llm api key in python client',
  "调用大模型接口报 401：\nclient = OpenAI(api_key=\"sk-[[S:hex32]]\", base_url=\"https://api.example.cn/v1\")\n我用的 SDK 版本是 [[L:semver]]")
t('zh-Hans', 'card: amex for hotel guarantee',
  "酒店要求信用卡担保，运通卡 [[S:amex]]，安全码 [[S:cvv4]]，入住 [[N:date]]，房型代码 [[L:sku]]。")
t('ja', 'api-key: slack token in bot config',
  "Slackボットが投稿できません。config.json：\n{\"token\": \"[[S:xoxb]]\", \"channel\": \"#general\"}\nエラーは not_in_channel です。")
t('ko', 'api-key: aws keys in dotenv',
  ".env 파일이에요:\nAWS_ACCESS_KEY_ID=[[S:aws_akid]]\nAWS_SECRET_ACCESS_KEY=[[S:aws_secret]]\nS3 업로드가 AccessDenied 나요. 버킷 리전 ap-northeast-2")

# ============================ other languages ============================
t('de', 'iban: german iban for rent with bic',
  "Kannst du mir eine Überweisungsvorlage machen? Empfänger Hausverwaltung Krüger, IBAN [[S:iban_DE]], BIC [[L:bic]], Verwendungszweck Miete Wohnung [[L:room]].")
t('de', 'password: router password announced',
  "Das WLAN-Passwort für die Gäste ist [[S:wifi]], die Fritzbox erreichst du unter [[N:ip]]. Hausnummer und PLZ: [[L:zip_de]].")
t('de', 'passport: german passport for visa',
  "Für das Visum brauche ich die Passnummer: [[S:passport_de]]. Abflug [[L:flight]] am [[N:date]]. Reicht der Pass noch?")
t('de', 'health-id: krankenversicherung number',
  "Meine Versichertennummer ist [[S:kvnr]], Praxis-Telefon [[L:ph_de]]. Wie melde ich mich für die Impfung an?")
t('de', 'conversation: nextcloud admin setup',
  "Nextcloud-Installation hängt\n---\nWelche Fehlermeldung?\n---\nDatenbank-Passwort [[S:pw]] wird abgelehnt, Version [[N:version]], USt-IdNr. der Firma [[L:vat_de]]\n---\nPrüfe, ob der DB-Benutzer Rechte auf die Datenbank hat.")
t('fr', 'national-id: french social security number',
  "Pour la mutuelle, mon numéro de sécu est [[S:fr_nir]]. Téléphone [[N:ph_fr]]. Il faut aussi un RIB ?")
t('fr', 'iban: french iban for salary',
  "Voici mon RIB pour le salaire : IBAN [[S:iban_FR]], BIC [[N:bic]]. Facture [[L:invoice]] à régler aussi.")
t('fr', 'password: corrected in prose',
  "Le code de la box c'est [[S:wifi]]... non pardon, c'est [[S:wifi]], j'ai changé hier. Le technicien passe le [[L:date]].")
t('fr', 'door-code: digicode for guests',
  "Pour les invités : digicode [[S:door]], bâtiment C, 3e étage, porte [[N:room]]. Mon portable [[L:ph_fr]].")
t('fr', 'conversation: card payment for school trip',
  "Je dois payer le voyage scolaire de ma fille\n---\nPar quel moyen ?\n---\nCarte Visa [[S:visa]], cryptogramme [[S:cvv]], montant [[N:price_eur]]\n---\nPayez plutôt directement sur le portail de l'école.")
t('es', 'national-id: spanish dni for rental',
  "Para el contrato de alquiler me piden el DNI: [[S:es_dni]]. Piso [[N:room]], teléfono [[N:ph_es]]. ¿Es normal?")
t('es', 'national-id: nie for bank',
  "Mi NIE es [[S:es_nie]] y quiero abrir una cuenta. La sucursal tiene el teléfono [[L:ph_es]].")
t('es', 'iban: spanish iban',
  "Hazme un mensaje para mi casero con la IBAN [[S:iban_ES]] y el BIC [[L:bic]]. Referencia pedido [[L:order]].")
t('es', 'password: wifi for family',
  "La clave del wifi de la casa de la playa es [[S:wifi]], y el código de la alarma [[S:door]]. Llegamos en el vuelo [[N:flight]].")
t('es', 'conversation: chilean rut for purchase',
  "Quiero comprar pasajes de bus\n---\n¿Qué te pide el sitio?\n---\nMi RUT [[S:cl_rut]] y el número de pedido [[N:order]]\n---\nIngresa el RUT solo en el sitio oficial.")
t('pt', 'national-id: brazilian cpf for purchase',
  "A loja pediu meu CPF [[S:br_cpf]] na nota fiscal, pedido [[L:order]], telefone [[N:ph_br]]. Tem problema?")
t('pt', 'api-key: pix integration key',
  "Integração com gateway de pagamento dando 401:\nPAYMENT_API_KEY=[[S:sk_live]]\nPUBLIC_KEY=[[L:pk_live]]\nversão [[N:semver]]")
t('pt', 'tax-id: portuguese nif',
  "Para as Finanças, o meu NIF é [[S:pt_nif]]. A fatura [[N:invoice]] deve ter o NIF?")
t('pt', 'iban: portuguese iban',
  "Transfere a renda para o IBAN [[S:iban_PT]], BIC [[N:bic]]. Obrigado!")
t('it', 'tax-id: italian codice fiscale',
  "Per la tessera sanitaria il mio codice fiscale è [[S:it_cf]], telefono [[L:ph_it]]. Serve altro?")
t('it', 'iban: italian iban for condominium',
  "Pagamento condominio: IBAN [[S:iban_IT]], causale interno [[N:room]]. Importo [[L:price_eur]].")
t('it', 'password: netflix shared',
  "La password di Netflix è [[S:hpw]], non cambiarla! Il codice cliente della fibra è [[N:order]].")
t('nl', 'national-id: bsn for tax office',
  "Belastingdienst vraagt mijn BSN: [[S:nl_bsn]]. Postcode 1012 AB, telefoon [[N:ph]]. Moet dat per mail?")
t('nl', 'iban: dutch iban tikkie',
  "Maak een betaalverzoek: IBAN [[S:iban_NL]], bedrag [[N:price_eur]], omschrijving etentje.")
t('pl', 'national-id: pesel for doctor',
  "Rejestracja do lekarza: PESEL [[S:pl_pesel]], telefon [[L:ph]]. Wizyta [[N:date]].")
t('pl', 'iban: polish iban for transfer',
  "Przelew za mieszkanie na konto [[S:iban_PL]], tytuł: czynsz lokal [[N:room]].")
t('pl', 'api-key: gitlab token in ci',
  "Pipeline w GitLab nie może pobrać paczki:\nvariables:\n  CI_TOKEN: [[S:glpat]]\ncommit [[L:sha7]]")
t('ru', 'tax-id: russian inn',
  "Для налоговой нужен ИНН: [[S:ru_inn]]. Телефон [[N:ph_ru]]. Куда его вписать в декларации?")
t('ru', 'password: email password in prose',
  "Пароль от почты [[S:hpw]], логин ivanova.m. Помоги написать письмо в поддержку, номер обращения [[L:ticket]].")
t('ru', 'api-key: telegram bot token',
  "Бот не отвечает:\nbot = telebot.TeleBot('[[S:telegram]]')\nверсия pyTelegramBotAPI [[L:semver]]")
t('ru', 'conversation: card blocked',
  "Карту заблокировали\n---\nЧто пишет банк?\n---\nПросят код из СМС [[S:otp6]] и номер карты [[S:mc]]. Номер на сайте банка [[L:ph_ru]]\n---\nНе сообщайте коды, позвоните в банк сами.")
t('uk', 'password: router password',
  "Пароль від роутера [[S:pw]], адреса [[L:ip]]. Як змінити назву мережі?")
t('uk', 'door-code: intercom code',
  "Код домофону [[S:door]], квартира [[N:room]]. Напиши повідомлення для кур'єра.")
t('tr', 'national-id: turkish id for e-devlet',
  "e-Devlet girişinde T.C. kimlik no [[S:tckn]] ve şifre [[S:hpw]] kabul edilmiyor. Telefon [[N:ph]].")
t('tr', 'iban: turkish iban',
  "Kira için IBAN: [[S:iban_TR]], açıklama daire [[L:room]]. Mesaj yazar mısın?")
t('tr', 'lookalike-only: flight and order',
  "[[L:flight]] uçuşu [[L:date]] tarihinde, rezervasyon [[L:order]], fiyat [[L:price_eur]]. Bagaj hakkı ne kadar?")
t('ar', 'card: card number for online order',
  "الدفع لا يعمل. رقم البطاقة [[S:visa]] ورمز الأمان [[S:cvv]]، رقم الطلب [[L:order]].")
t('ar', 'iban: saudi iban',
  "حوّل المبلغ إلى الآيبان [[S:iban_SA]]، السويفت [[L:bic]]. المبلغ [[L:price_usd]].")
t('ar', 'password: wifi for guests',
  "كلمة سر الواي فاي للضيوف [[S:wifi]]، ورقم الغرفة [[N:room]]. اكتب بطاقة ترحيب.")
t('he', 'national-id: israeli id number',
  "הטופס מבקש מספר תעודת זהות: [[S:il_id]]. טלפון [[L:ph]]. זה בטוח?")
t('he', 'password: bank app password',
  "הסיסמה לאפליקציית הבנק היא [[S:hpw]], ומספר הלקוח [[N:order]]. איך מחליפים?")
t('hi', 'national-id: aadhaar for kyc',
  "KYC के लिए मेरा आधार नंबर [[S:aadhaar]] है, मोबाइल [[N:ph_in]]। क्या यह ईमेल से भेजना ठीक है?")
t('hi', 'tax-id: pan card',
  "इनकम टैक्स रिटर्न में PAN [[S:in_pan]] डाला, ऑर्डर [[L:order]]। गलती क्यों आ रही है?")
t('hi', 'otp: upi otp',
  "UPI पेमेंट के लिए OTP [[S:otp6]] आया है, राशि ₹2,499। क्या कोई और इसे माँग सकता है?")
t('vi', 'password: facebook password',
  "Mật khẩu Facebook của mẹ là [[S:hpw]], số điện thoại [[L:ph]]. Làm sao bật xác thực hai lớp?")
t('vi', 'bank-account: vietnamese bank transfer',
  "Chuyển khoản tiền học: Vietcombank, số tài khoản [[S:us_acct]], nội dung lớp [[N:room]].")
t('vi', 'wifi: cafe wifi',
  "Wifi quán: TenQuan_5G, mật khẩu [[S:wifi]]. Giá cà phê [[N:price_usd]]. Viết bảng thông báo giúp mình.")
t('th', 'national-id: thai id card',
  "สมัครบัญชีธนาคาร ใช้เลขบัตรประชาชน [[S:th_id]] เบอร์โทร [[N:ph]] ต้องใช้เอกสารอะไรอีก")
t('th', 'password: wifi for condo',
  "รหัสไวไฟคอนโดคือ [[S:wifi]] ห้อง [[N:room]] ช่วยเขียนข้อความให้แขกหน่อย")
t('id', 'password: email password',
  "Password email kantor saya [[S:hpw]], tapi tidak bisa login. Nomor tiket [[L:ticket]].")
t('id', 'card: card for online shopping',
  "Bayar di toko online gagal, kartu [[S:mc]], CVV [[S:cvv]], pesanan [[N:order]].")
t('id', 'lookalike-only: shipping info',
  "Pesanan [[L:order]] dikirim dengan resi [[L:ups]], harga [[L:price_usd]]. Kapan sampai?")
t('sv', 'national-id: swedish personnummer',
  "Vårdcentralen vill ha mitt personnummer [[S:se_pnr]] och telefon [[L:ph]]. Kan jag skicka det via sms?")
t('sv', 'iban: swedish iban',
  "Hyran ska betalas till IBAN [[S:iban_SE]], BIC [[N:bic]], lägenhet [[N:room]].")
t('fi', 'national-id: finnish henkilotunnus',
  "Lomake pyytää henkilötunnusta: [[S:fi_hetu]]. Puhelin [[N:ph]]. Onko tämä turvallista?")
t('fi', 'password: wifi',
  "Mökin wifi-salasana on [[S:wifi]] ja ovikoodi [[S:door]]. Osoite postinumero 00100.")
t('nb', 'national-id: norwegian fodselsnummer',
  "Legen trenger fødselsnummeret mitt: [[S:no_fnr]]. Time [[L:date]], telefon [[L:ph]].")
t('nb', 'iban: norwegian iban',
  "Betal husleien til IBAN [[S:iban_NO]], BIC [[L:bic]]. Referanse leilighet [[N:room]].")
t('da', 'password: shared streaming',
  "Adgangskoden til vores fælles streamingkonto er [[S:hpw]]. Regning [[L:invoice]].")
t('da', 'iban: danish iban',
  "Overfør depositum til IBAN [[S:iban_DK]], beløb [[L:price_eur]].")
t('cs', 'national-id: czech birth number',
  "Pojišťovna chce rodné číslo: [[S:cz_rc]]. Telefon [[N:ph]]. Je to normální?")
t('cs', 'iban: czech iban',
  "Platba nájmu na IBAN [[S:iban_CZ]], variabilní symbol [[L:num6]].")
t('el', 'health-id: greek amka',
  "Για το ραντεβού στον γιατρό χρειάζομαι ΑΜΚΑ: [[S:gr_amka]]. Τηλέφωνο [[L:ph]].")
t('el', 'password: wifi for guests',
  "Ο κωδικός του Wi-Fi είναι [[S:wifi]], δωμάτιο [[L:room]]. Γράψε ένα μήνυμα καλωσορίσματος.")
t('ro', 'national-id: romanian cnp',
  "Formularul cere CNP-ul: [[S:ro_cnp]]. Telefon [[N:ph]]. E sigur?")
t('ro', 'iban: romanian iban',
  "Plata chiriei în contul IBAN [[S:iban_RO]], BIC [[N:bic]], apartament [[N:room]].")
t('hu', 'health-id: hungarian taj',
  "Az orvosi időponthoz kell a TAJ számom: [[S:hu_taj]]. Telefon [[L:ph]].")
t('hu', 'iban: hungarian iban',
  "Utalj a lakbérért erre: IBAN [[S:iban_HU]], közlemény lakás [[N:room]].")
t('ms', 'password: banking app password',
  "Kata laluan aplikasi bank saya [[S:hpw]], nombor pelanggan [[L:order]]. Bagaimana nak tukar?")
t('tl', 'otp: gcash otp',
  "May dumating na OTP [[S:otp6]] sa GCash ko pero hindi ako nag-login. Order [[N:order]]. Ano gagawin ko?")
t('fr', 'national-id: belgian national number',
  "Pour la commune, mon numéro de registre national est [[S:be_nn]]. Téléphone [[N:ph]].")

# ============================ build ============================
PAT = re.compile(r'\[\[([SLN]):(\w+)(?:@(\w+))?\]\]')  # S=secret, L=look-alike, N=neutral filler (not listed)


def fill(text, gsec, glook):
    for _ in range(500):
        bound, sec, look, kinds = {}, [], [], []

        def rep(m):
            typ, kind, tag = m.groups()
            key = (typ, kind, tag)
            if tag and key in bound:
                v = bound[key]
            else:
                v = GEN[kind]()
                if tag:
                    bound[key] = v
            if typ != 'N':
                (sec if typ == 'S' else look).append(v)
                kinds.append(kind)
            return v

        out = PAT.sub(rep, text)
        items = sec + look
        ok = all(out.count(s) == items.count(s) for s in set(items))
        ok = ok and not (set(sec) & set(look))
        ok = ok and not any(a in b or b in a for a in set(sec) for b in set(look))
        ok = ok and not (set(sec) & glook) and not (set(look) & gsec)
        if ok:
            return out, sec, look, kinds
    raise RuntimeError('could not fill: ' + text[:60])


def build():
    cases = []
    gsec, glook = set(), set()
    for i, (lang, note, text) in enumerate(T, 1):
        out, sec, look, kinds = fill(text, gsec, glook)
        gsec |= set(sec)
        glook |= set(look)
        schemes = sorted({SCHEME_OF[k] for k in kinds if k in SCHEME_OF})
        if schemes:
            note = note + ' [chk: ' + ', '.join(schemes) + ']'
        cases.append({'id': 'v23-%03d' % i, 'lang': lang, 'text': out, 'secrets': sec, 'lookalikes': look,
                      'note': note})
    return cases


class _Dumper(yaml.SafeDumper):
    pass


def _str_rep(dumper, data):
    if '\n' in data:
        return dumper.represent_scalar('tag:yaml.org,2002:str', data, style='|')
    if re.fullmatch(r'[0-9+#*$¥.,:_ /()-]+|[0-9a-fA-Fx.eE+-]+', data):
        return dumper.represent_scalar('tag:yaml.org,2002:str', data, style="'")  # keep numeric-looking strings quoted
    return dumper.represent_scalar('tag:yaml.org,2002:str', data)


_Dumper.add_representer(str, _str_rep)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                              'heldout_v23.yaml')
    bad = _selftest()
    if bad:
        raise SystemExit('validator self-test failed: %s' % bad)
    cases = build()
    doc = {'cases': cases}
    txt = yaml.dump(doc, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100000,
                    default_flow_style=False)
    back = yaml.safe_load(txt)
    assert back == doc, 'YAML round-trip mismatch'
    with open(out, 'w', encoding='utf-8') as f:
        f.write('# heldout_v23: frozen blind evaluation set for a secret-redaction filter (synthetic values)\n')
        f.write(txt)
    print('wrote %s: %d cases, %d secrets, %d lookalikes' % (
        out, len(cases), sum(len(c['secrets']) for c in cases), sum(len(c['lookalikes']) for c in cases)))


if __name__ == '__main__':
    main()
