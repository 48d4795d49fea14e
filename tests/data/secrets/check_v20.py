#!/usr/bin/env python3
"""check_v20.py - independent checker for heldout_v20.yaml.
Re-validates every check digit / checksum that the generated values claim to carry.
Imports nothing from the generator.  Usage: check_v20.py [heldout_v20.yaml]; exit 1 on any failure."""
import sys, re, json, base64, hashlib, zlib
import yaml

PATH = sys.argv[1] if len(sys.argv) > 1 else '/work/frozen20/heldout_v20.yaml'
PASS, FAIL = [], []
def ok(cond, what):
    (PASS if cond else FAIL).append(what)
    return cond

def digits(s): return re.sub(r'\D', '', s)
# ---------------------------------------------------------------- algorithms
def luhn(s):
    s = digits(s); tot = 0
    for i, ch in enumerate(s[::-1]):
        v = int(ch) * (2 if i % 2 else 1)
        tot += v // 10 + v % 10
    return len(s) > 1 and tot % 10 == 0
def iban_ok(s):
    s = s.replace(' ', '').upper()
    lens = {'DE': 22, 'FR': 27, 'ES': 24, 'IT': 27, 'NL': 18, 'PL': 28, 'GB': 22, 'TR': 26, 'SA': 24, 'AE': 23, 'PT': 25,
            'BE': 16, 'SE': 24, 'CZ': 24, 'RO': 24, 'GR': 27, 'IL': 23, 'CH': 21, 'UA': 29, 'AT': 20, 'NO': 15}
    if not re.fullmatch(r'[A-Z]{2}\d{2}[A-Z0-9]+', s) or lens.get(s[:2]) != len(s): return False
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1
def cn_id_ok(s):
    if not re.fullmatch(r'\d{17}[\dX]', s): return False
    w = [2 ** (17 - i) % 11 for i in range(17)]
    return '10X98765432'[sum(int(a) * b for a, b in zip(s, w)) % 11] == s[17]
def tw_id_ok(s):
    m = {c: v for c, v in zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36))}
    if not re.fullmatch(r'[A-Z][12]\d{8}', s): return False
    n = m[s[0]]; t = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:], [8, 7, 6, 5, 4, 3, 2, 1, 1]))
    return t % 10 == 0
def hkid_ok(s):
    m = re.fullmatch(r'([A-Z])(\d{6})\(([\dA])\)', s)
    if not m: return False
    t = 36 * 9 + (ord(m[1]) - 55) * 8 + sum(int(c) * (7 - i) for i, c in enumerate(m[2])) + (10 if m[3] == 'A' else int(m[3]))
    return t % 11 == 0
def mynumber_ok(s):
    if not re.fullmatch(r'\d{12}', s): return False
    p = [int(c) for c in s[:11]][::-1]
    t = sum(v * (i + 2 if i < 6 else i - 4) for i, v in enumerate(p))
    r = t % 11
    return int(s[11]) == (0 if r <= 1 else 11 - r)
def rrn_ok(s):
    s = s.replace('-', '')
    if not re.fullmatch(r'\d{13}', s): return False
    w = '234567892345'
    return (11 - sum(int(a) * int(b) for a, b in zip(s, w)) % 11) % 10 == int(s[12])
def dni_ok(s):
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})([A-Z])', s)
    if not m: return False
    n = ('XYZ'.index(m[1]) if m[1] else '') .__str__() + m[2] if m[1] else m[2]
    return 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23] == m[3]
def nir_ok(s):
    s = s.replace(' ', '')
    return bool(re.fullmatch(r'[12]\d{14}', s)) and 97 - int(s[:13]) % 97 == int(s[13:])
def bsn_ok(s):
    if not re.fullmatch(r'\d{9}', s): return False
    return (sum(int(c) * w for c, w in zip(s, [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11) == 0
def pesel_ok(s):
    if not re.fullmatch(r'\d{11}', s): return False
    return sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1])) % 10 == 0
def personnummer_ok(s):
    m = re.fullmatch(r'\d{2}(\d{6})-(\d{4})', s)
    return bool(m) and luhn(m[1] + m[2])
def cpf_ok(s):
    d = [int(c) for c in digits(s)]
    if len(d) != 11: return False
    for k in (9, 10):
        t = sum(d[i] * (k + 1 - i) for i in range(k)) % 11
        if d[k] != (0 if t < 2 else 11 - t): return False
    return True
def tckn_ok(s):
    if not re.fullmatch(r'[1-9]\d{10}', s): return False
    d = [int(c) for c in s]
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]
_D = [[(j + k) % 5 + 5 * ((j // 5 + k // 5) % 2) if (j < 5) == (k < 5) or True else 0 for k in range(10)] for j in range(10)]
def _dmul(j, k):  # dihedral group D5 multiplication
    if j < 5 and k < 5: return (j + k) % 5
    if j < 5 and k >= 5: return 5 + (j + k - 5) % 5
    if j >= 5 and k < 5: return 5 + (j - 5 - k) % 5
    return (j - k) % 5
_P = [list(range(10)), [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8): _P.append([_P[1][x] for x in _P[_i - 1]])
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(digits(s)[::-1]): c = _dmul(c, _P[i % 8][int(ch)])
    return c == 0
def aadhaar_ok(s): return bool(re.fullmatch(r'[2-9]\d{3} \d{4} \d{4}', s)) and verhoeff_ok(s)
def il_id_ok(s):
    if not re.fullmatch(r'\d{9}', s): return False
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) * (i % 2 + 1); t += v // 10 + v % 10
    return t % 10 == 0
def za_id_ok(s): return bool(re.fullmatch(r'\d{13}', s)) and luhn(s)
def nric_ok(s):
    if not re.fullmatch(r'[ST]\d{7}[A-Z]', s): return False
    t = sum(int(c) * w for c, w in zip(s[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if s[0] == 'T' else 0)
    return 'JZIHGFEDCBA'[t % 11] == s[8]
_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
def cf_ok(s):
    if not re.fullmatch(r'[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]', s): return False
    t = 0
    for i, ch in enumerate(s[:15]):
        idx = int(ch) if ch.isdigit() else ord(ch) - 65
        t += _ODD[idx] if i % 2 == 0 else idx
    return chr(65 + t % 26) == s[15]
def steuer_ok(s):
    s = s.replace(' ', '')
    if not re.fullmatch(r'[1-9]\d{10}', s): return False
    from collections import Counter
    cnt = Counter(s[:10])
    if sorted(cnt.values()) not in ([1] * 8 + [2], [1] * 7 + [3]): return False
    prod = 10
    for ch in s[:10]:
        sm = (int(ch) + prod) % 10 or 10
        prod = sm * 2 % 11
    chk = (11 - prod) % 10
    return chk == int(s[10])
def snils_ok(s):
    m = re.fullmatch(r'(\d{3})-(\d{3})-(\d{3}) (\d{2})', s)
    if not m: return False
    b = m[1] + m[2] + m[3]; t = sum(int(c) * (9 - i) for i, c in enumerate(b))
    while t > 101: t %= 101
    return (0 if t in (100, 101) else t) == int(m[4])
def rnokpp_ok(s):
    if not re.fullmatch(r'\d{10}', s): return False
    t = sum(int(c) * w for c, w in zip(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return t % 11 % 10 == int(s[9])
def rodne_ok(s):
    m = re.fullmatch(r'(\d{6})/(\d{4})', s)
    return bool(m) and int(m[1] + m[2]) % 11 == 0
def thai_ok(s):
    d = digits(s)
    if not re.fullmatch(r'\d-\d{4}-\d{5}-\d{2}-\d', s): return False
    return (11 - sum(int(c) * (13 - i) for i, c in enumerate(d[:12])) % 11) % 10 == int(d[12])
def melli_ok(s):
    if not re.fullmatch(r'\d{10}', s): return False
    r = sum(int(c) * (10 - i) for i, c in enumerate(s[:9])) % 11
    return int(s[9]) == (r if r < 2 else 11 - r)
def amka_ok(s): return bool(re.fullmatch(r'\d{11}', s)) and luhn(s) and 1 <= int(s[:2]) <= 31 and 1 <= int(s[2:4]) <= 12
def cnp_ok(s):
    if not re.fullmatch(r'[1-8]\d{12}', s): return False
    c = sum(int(a) * int(b) for a, b in zip(s, '279146358279')) % 11
    return (1 if c == 10 else c) == int(s[12])
def emirates_ok(s): return bool(re.fullmatch(r'784-\d{4}-\d{7}-\d', s)) and luhn(s)
def rut_ok(s):
    m = re.fullmatch(r'(\d{1,2}(?:\.\d{3}){2})-([\dK])', s)
    if not m: return False
    n = m[1].replace('.', ''); t = 0; w = 2
    for ch in n[::-1]:
        t += int(ch) * w; w = 2 if w == 7 else w + 1
    r = 11 - t % 11
    return {11: '0', 10: 'K'}.get(r, str(r)) == m[2]
def tfn_ok(s):
    d = digits(s)
    return len(d) == 9 and sum(int(c) * w for c, w in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0
def sin_ok(s): return bool(re.fullmatch(r'[1-79]\d{2} \d{3} \d{3}', s)) and luhn(s)
def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})-(\d{2})-(\d{4})', s)
    return bool(m) and m[1] not in ('000', '666') and m[1][0] != '9' and m[2] != '00' and m[3] != '0000'
def nino_ok(s):
    m = re.fullmatch(r'([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z]) (\d{2}) (\d{2}) (\d{2}) ([A-D])', s)
    return bool(m) and m[1] + m[2] not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ')
def aba_ok(s):
    return bool(re.fullmatch(r'\d{9}', s)) and sum(int(c) * w for c, w in zip(s, [3, 7, 1] * 3)) % 10 == 0
def _mrzv(ch): return 0 if ch == '<' else int(ch) if ch.isdigit() else ord(ch) - 55
def _mcd(s): return sum(_mrzv(c) * [7, 3, 1][i % 3] for i, c in enumerate(s)) % 10
def mrz2_ok(s):
    if len(s) != 44: return False
    return (_mcd(s[0:9]) == int(s[9]) and _mcd(s[13:19]) == int(s[19]) and _mcd(s[21:27]) == int(s[27])
            and _mcd(s[28:42]) == int(s[42] if s[42] != '<' else 0) and _mcd(s[0:10] + s[13:20] + s[21:43]) == int(s[43]))
_B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
def gh_ok(s):
    m = re.fullmatch(r'(ghp_|gho_|ghs_|ghu_|ghr_|npm_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})', s)
    if not m: return False
    n = 0
    for ch in m[3]: n = n * 62 + _B62.index(ch)
    return n == zlib.crc32(m[2].encode())
_B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def wif_ok(s):
    n = 0
    for ch in s: n = n * 58 + _B58.index(ch)
    raw = n.to_bytes(38, 'big')
    return raw[0] == 0x80 and raw[33] == 1 and hashlib.sha256(hashlib.sha256(raw[:34]).digest()).digest()[:4] == raw[34:]
def _b64u(x): return base64.urlsafe_b64decode(x + '=' * (-len(x) % 4))
def jwt_ok(s):
    try:
        h, p, sig = s.split('.')
        hd = json.loads(_b64u(h)); json.loads(_b64u(p)); _b64u(sig)
        return 'alg' in hd
    except Exception:
        return False
def b32_ok(s):
    try: return len(base64.b32decode(s, casefold=False)) == 20
    except Exception: return False
def b64len_ok(s, n):
    try: return len(base64.b64decode(s, validate=True)) == n
    except Exception: return False
def pem_escaped_ok(s):
    body = s.replace('\\n', '\n')
    m = re.search(r'-----BEGIN PRIVATE KEY-----\n(.*)\n-----END PRIVATE KEY-----', body, re.S)
    try: return bool(m) and base64.b64decode(m[1].replace('\n', ''), validate=True) is not None
    except Exception: return False
def ean13_ok(s):
    d = digits(s)
    return len(d) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d)) % 10 == 0
def uscc_ok(s):
    ch = '0123456789ABCDEFGHJKLMNPQRTUWXY'
    if len(s) != 18 or any(c not in ch for c in s): return False
    t = sum(ch.index(c) * (3 ** i % 31) for i, c in enumerate(s[:17]))
    return ch[(31 - t % 31) % 31] == s[17]
def ubn_ok(s):
    if not re.fullmatch(r'\d{8}', s): return False
    t = 0
    for c, w in zip(s, [1, 2, 1, 2, 1, 2, 4, 1]):
        p = int(c) * w; t += p // 10 + p % 10
    return t % 10 == 0 or (s[6] == '7' and (t + 1) % 10 == 0)
def brn_ok(s):
    d = digits(s)
    if len(d) != 10: return False
    t = sum(int(c) * w for c, w in zip(d, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + int(d[8]) * 5 // 10
    return (10 - t % 10) % 10 == int(d[9])
def siret_ok(s): return bool(re.fullmatch(r'\d{14}', s)) and luhn(s) and luhn(s[:9])
def piva_ok(s): return bool(re.fullmatch(r'\d{11}', s)) and luhn(s)
def nip_ok(s):
    d = digits(s)
    return len(d) == 10 and sum(int(c) * w for c, w in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == int(d[9])
def cnpj_ok(s):
    d = [int(c) for c in digits(s)]
    if len(d) != 14: return False
    for k in (12, 13):
        w = [(k - 6 - i) if i < k - 8 else (k + 2 - i) for i in range(k)]
        w = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] if k == 12 else [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        r = sum(a * b for a, b in zip(d, w)) % 11
        if d[k] != (0 if r < 2 else 11 - r): return False
    return True
def inn10_ok(s):
    return bool(re.fullmatch(r'\d{10}', s)) and sum(int(c) * w for c, w in zip(s, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == int(s[9])
_BC = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
def bech32_ok(s):
    s = s.lower(); hrp, data = s.rsplit('1', 1)
    vals = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + [_BC.index(c) for c in data]
    g = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; chk = 1
    for v in vals:
        top = chk >> 25; chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5): chk ^= g[i] if (top >> i) & 1 else 0
    return chk == 1

# ---------------------------------------------------------------- known vectors (checker self-test)
VECTORS = [(luhn, '79927398713'), (iban_ok, 'GB82 WEST 1234 5698 7654 32'), (iban_ok, 'DE89 3704 0044 0532 0130 00'),
           (cn_id_ok, '11010519491231002X'), (tckn_ok, '10000000146'), (cpf_ok, '111.444.777-35'), (bsn_ok, '111222333'),
           (dni_ok, '12345678Z'), (hkid_ok, 'A123456(3)'), (tw_id_ok, 'A123456789'), (cf_ok, 'RSSMRA85T10A562S'),
           (verhoeff_ok, '2363'), (nric_ok, 'S1234567D'), (aba_ok, '011000015'), (snils_ok, '112-233-445 95'),
           (ean13_ok, '9780306406157'), (pesel_ok, '44051401359'), (bech32_ok, 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')]
for f, v in VECTORS:
    ok(f(v), f'known vector {f.__name__}({v})')
for f, v in [(luhn, '79927398710'), (iban_ok, 'GB83 WEST 1234 5698 7654 32'), (cn_id_ok, '110105194912310021'), (verhoeff_ok, '2364')]:
    ok(not f(v), f'known bad vector rejected {f.__name__}({v})')

# ---------------------------------------------------------------- rules for cases: (kind regex, value regex, validator)
CASE_RULES = [
    (r'(^|_)(card|carte|cartao|kart)(_|$)', r'[\d \-]{13,23}', lambda s: 13 <= len(digits(s)) <= 19 and luhn(s), 'luhn payment card'),
    (r'iban', r'(?:[A-Z]{2})?\d{2}[A-Z0-9 ]{10,40}', None, 'iban mod97'),
    (r'cn_id', r'.*', cn_id_ok, 'cn id GB11643'), (r'tw_id', r'.*', tw_id_ok, 'tw id'), (r'hkid', r'.*', hkid_ok, 'hkid'),
    (r'mynumber', r'.*', mynumber_ok, 'jp my number'), (r'_rrn_', r'.*', rrn_ok, 'kr rrn'), (r'_dni_|_nie_', r'.*', dni_ok, 'es dni/nie'),
    (r'_nir_', r'.*', nir_ok, 'fr nir key'), (r'_bsn_', r'.*', bsn_ok, 'nl bsn 11-proof'), (r'pesel', r'.*', pesel_ok, 'pl pesel'),
    (r'personnummer', r'.*', personnummer_ok, 'se personnummer luhn'), (r'_cpf_', r'.*', cpf_ok, 'br cpf'),
    (r'tckn', r'.*', tckn_ok, 'tr tc kimlik'), (r'aadhaar', r'.*', aadhaar_ok, 'in aadhaar verhoeff'),
    (r'teudat_zehut', r'.*', il_id_ok, 'il id'), (r'za_id', r'.*', za_id_ok, 'za id luhn'), (r'nric', r'.*', nric_ok, 'sg nric'),
    (r'codice_fiscale', r'.*', cf_ok, 'it codice fiscale'), (r'steuer_id', r'.*', steuer_ok, 'de steuer-id'),
    (r'snils', r'.*', snils_ok, 'ru snils'), (r'rnokpp', r'.*', rnokpp_ok, 'ua rnokpp'), (r'rodne', r'.*', rodne_ok, 'cz rodne cislo'),
    (r'thai_id', r'.*', thai_ok, 'th id'), (r'code_melli', r'.*', melli_ok, 'ir code melli'), (r'amka', r'.*', amka_ok, 'gr amka'),
    (r'_cnp_', r'.*', cnp_ok, 'ro cnp'), (r'emirates_id', r'.*', emirates_ok, 'ae emirates id luhn'), (r'_rut_', r'.*', rut_ok, 'cl rut'),
    (r'_tfn_', r'.*', tfn_ok, 'au tfn'), (r'ca_sin', r'.*', sin_ok, 'ca sin luhn'), (r'_ssn_', r'.*', ssn_ok, 'us ssn ranges'),
    (r'nino', r'.*', nino_ok, 'uk nino format'), (r'_mrz_', r'.*', mrz2_ok, 'icao mrz check digits'),
    (r'github_(pat|token)', r'gh[pousr]_.*', gh_ok, 'github token crc32'), (r'npm_token', r'npm_.*', gh_ok, 'npm token crc32'),
    (r'(^|_)wif(_|$)', r'.*', wif_ok, 'btc wif base58check'), (r'jwt', r'eyJ.*', jwt_ok, 'jwt structure'),
    (r'totp', r'.*', b32_ok, 'totp base32 seed'), (r'azure_storage', r'.*', lambda s: b64len_ok(s, 64), 'azure account key 64 bytes'),
    (r'gcp_service_account', r'-----BEGIN.*', pem_escaped_ok, 'gcp sa private key base64'),
]
def iban_with_country(kind, s):
    t = s.replace(' ', '')
    if re.match(r'\d', t): t = kind.split('_')[0].upper() + t
    return iban_ok(t)

data = yaml.safe_load(open(PATH, encoding='utf-8'))
cases, looks = data['cases'], data['lookalikes']
for c in cases:
    for s in c['secrets']:
        ok(s in c['text'], f"{c['kind']}: secret is a substring of text")
    for kre, vre, fn, name in CASE_RULES:
        if not re.search(kre, c['kind']): continue
        hits = [s for s in c['secrets'] if re.fullmatch(vre, s)]
        if ok(bool(hits), f"{c['kind']}: has a value for rule {name}"):
            for s in hits:
                good = iban_with_country(c['kind'], s) if fn is None else fn(s)
                ok(good, f"{c['kind']}: {name}")
# routing number in the ACH case text (public, but claimed valid)
for c in cases:
    if 'aba' in c['kind'].split('_'):
        m = re.search(r'routing (\d{9})', c['text'])
        ok(bool(m) and aba_ok(m[1]), f"{c['kind']}: aba routing checksum")

LOOK_RULES = [
    ('en_stripe_test_card_docs', r'\b(?:\d{4} ){3}\d{4}\b', luhn, 'documented test cards luhn'),
    ('en_iban_docs_example', r'GB82(?: \w{4}){4} \d{2}', iban_ok, 'documented iban'),
    ('en_btc_address_public', r'bc1[a-z0-9]{39}', bech32_ok, 'bech32 address'),
    ('en_imei_phone_unlock', r'\b\d{15}\b', luhn, 'imei luhn'), ('ja_imei_repair', r'\b\d{15}\b', luhn, 'imei luhn'),
    ('en_isbn_citation', r'\b97[89]\d{10}\b', ean13_ok, 'isbn-13'), ('ja_jan_code_product', r'\b49\d{11}\b', ean13_ok, 'jan/ean-13'),
    ('zhs_uscc_company_public', r'\b91[0-9A-Z]{16}\b', uscc_ok, 'cn uscc'), ('zht_tw_ubn_company_invoice', r'\b\d{8}\b', ubn_ok, 'tw ubn'),
    ('ko_business_registration_number', r'\b\d{3}-\d{2}-\d{5}\b', brn_ok, 'kr brn'), ('fr_siret_facture', r'\b\d{14}\b', siret_ok, 'fr siret'),
    ('it_partita_iva_fattura', r'\b\d{11}\b', piva_ok, 'it partita iva'), ('pl_nip_faktura', r'\b\d{3}-\d{3}-\d{2}-\d{2}\b', nip_ok, 'pl nip'),
    ('pt_br_cnpj_nota_fiscal', r'\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}', cnpj_ok, 'br cnpj'), ('ru_inn_organizacii', r'ИНН организации (\d{10})', inn10_ok, 'ru inn'),
    ('en_jwt_io_sample_token', r'eyJ[\w-]+\.[\w-]+\.[\w-]+', jwt_ok, 'jwt structure'),
]
lk = {l['kind']: l['text'] for l in looks}
for kind, vre, fn, name in LOOK_RULES:
    t = lk.get(kind)
    if not ok(t is not None, f'lookalike {kind} present'): continue
    vals = [m.group(1) if m.groups() else m.group(0) for m in re.finditer(vre, t)]
    if ok(bool(vals), f'lookalike {kind}: value found for {name}'):
        for v in vals: ok(fn(v), f'lookalike {kind}: {name} ({v})')
# no look-alike contains a case secret
allsec = {s for c in cases for s in c['secrets']}
for l in looks:
    ok(not any(s in l['text'] for s in allsec), f"lookalike {l['kind']}: contains no case secret")

print(f'passed: {len(PASS)}')
print(f'failed: {len(FAIL)}')
for f in FAIL: print('  FAIL', f)
sys.exit(1 if FAIL else 0)
