#!/usr/bin/env python3
"""Independent checker of check digits in heldout_v18.yaml (re-implemented, imports nothing from the generator).
Usage: check_v18.py [path]. Prints passed/failed counts; exit 1 on any failure."""
import sys, re, json, base64, hashlib, zlib
import yaml

def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        s += d
    return s % 10 == 0
def card_ok(s):
    d = re.sub(r'[ -]', '', s); return 13 <= len(d) <= 19 and d.isdigit() and luhn_ok(d)
IBAN_LEN = {'DE': 22, 'FR': 27, 'ES': 24, 'IT': 27, 'NL': 18, 'PL': 28, 'TR': 26, 'PT': 25, 'SA': 24, 'IL': 23, 'GB': 22}
def iban_ok(s):
    s = s.replace(' ', '')
    if IBAN_LEN.get(s[:2]) != len(s): return False
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1
def cn_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return '10X98765432'[sum(int(a) * b for a, b in zip(s[:17], w)) % 11] == s[17]
TWL = 'ABCDEFGHJKLMNPQRSTUVXYWZIO'  # A=10 ... in official order
def tw_ok(s):
    v = TWL.index(s[0]) + 10
    tot = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(s[9])
    return tot % 10 == 0
def hkid_ok(s):
    m = re.fullmatch(r'([A-Z])(\d{6})\(([0-9A])\)', s)
    tot = 36 * 9 + (ord(m.group(1)) - 55) * 8 + sum(int(c) * w for c, w in zip(m.group(2), range(7, 1, -1)))
    tot += 10 if m.group(3) == 'A' else int(m.group(3))
    return tot % 11 == 0
def rrn_ok(s):
    d = s.replace('-', ''); w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])
def mynum_ok(s):
    d = s.replace(' ', ''); tot = sum(int(d[10 - i]) * (i + 2 if i < 6 else i - 4) for i in range(11))
    r = tot % 11; return (0 if r <= 1 else 11 - r) == int(d[11])
DNI = 'TRWAGMYFPDXBNJZSQVHLCKE'
def dni_ok(s): return DNI[int(s[:8]) % 23] == s[8]
def nie_ok(s): return DNI[int(str('XYZ'.index(s[0])) + s[1:8]) % 23] == s[8]
def steuer_ok(s):
    d = s.replace(' ', ''); p = 10
    for c in d[:10]:
        x = (int(c) + p) % 10 or 10; p = x * 2 % 11
    return (11 - p) % 10 == int(d[10])
def kvnr_ok(s):
    n = '%02d' % (ord(s[0]) - 64) + s[1:9]; tot = 0
    for i, c in enumerate(n):
        x = int(c) * (2 if i % 2 else 1); tot += x // 10 + x % 10
    return tot % 10 == int(s[9])
def nir_ok(s): d = s.replace(' ', ''); return 97 - int(d[:13]) % 97 == int(d[13:])
CFO = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
def cf_ok(s):
    def odd(c): return CFO[int(c)] if c.isdigit() else CFO[ord(c) - 65]
    def even(c): return int(c) if c.isdigit() else ord(c) - 65
    tot = sum(odd(c) if i % 2 == 0 else even(c) for i, c in enumerate(s[:15]))
    return chr(65 + tot % 26) == s[15]
def nif_ok(s): tot = sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))); r = 11 - tot % 11; return (0 if r >= 10 else r) == int(s[8])
def cpf_ok(s):
    d = [int(c) for c in re.sub(r'\D', '', s)]
    for n in (9, 10):
        r = sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1))) * 10 % 11 % 10
        if r != d[n]: return False
    return True
def bsn_ok(s): return (sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0
def pesel_ok(s): return (sum(int(c) * w for c, w in zip(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]))) % 10 == 0
def tckn_ok(s):
    d = [int(c) for c in s]
    return d[0] != 0 and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]
def inn_ok(s):
    d = [int(c) for c in s]
    a = sum(x * w for x, w in zip(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    b = sum(x * w for x, w in zip(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return a == d[10] and b == d[11]
def snils_ok(s):
    d = re.sub(r'\D', '', s); tot = sum(int(c) * (9 - i) for i, c in enumerate(d[:9]))
    c = tot if tot < 100 else (0 if tot in (100, 101) else tot % 101 % 100)
    return c == int(d[9:])
def il_ok(s):
    tot = 0
    for i, c in enumerate(s):
        x = int(c) * (i % 2 + 1); tot += x // 10 + x % 10
    return tot % 10 == 0
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(re.sub(r'\D', '', s))): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def thai_ok(s): d = s.replace('-', ''); return (11 - sum(int(c) * (13 - i) for i, c in enumerate(d[:12])) % 11) % 10 == int(d[12])
def nhs_ok(s):
    d = s.replace(' ', ''); r = 11 - sum(int(c) * w for c, w in zip(d[:9], range(10, 1, -1))) % 11
    return r != 10 and (0 if r == 11 else r) == int(d[9])
def sin_ok(s): return luhn_ok(s.replace(' ', ''))
def tfn_ok(s): d = s.replace(' ', ''); return sum(int(c) * w for c, w in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0
def pnr_ok(s): return luhn_ok(s.replace('-', ''))
def nric_ok(s):
    tot = sum(int(c) * w for c, w in zip(s[1:8], [2, 7, 6, 5, 4, 3, 2])) + (4 if s[0] in 'TG' else 0)
    return 'JZIHGFEDCBA'[tot % 11] == s[8]
def mrzd(s):
    v = lambda c: 0 if c == '<' else (int(c) if c.isdigit() else ord(c) - 55)
    return str(sum(v(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)
def mrz_ok(s):
    if len(s) != 44: return False
    ok = mrzd(s[0:9]) == s[9] and mrzd(s[13:19]) == s[19] and mrzd(s[21:27]) == s[27] and mrzd(s[28:42]) in (s[42], '<' if s[42] == '<' else s[42])
    return ok and mrzd(s[0:10] + s[13:20] + s[21:43]) == s[43]
B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
def gh_ok(s):
    body, chk = s.split('_', 1)[1][:30], s.split('_', 1)[1][30:]
    n = 0
    for c in chk: n = n * 62 + B62.index(c)
    return len(chk) == 6 and n == zlib.crc32(body.encode()) & 0xffffffff
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def wif_ok(s):
    n = 0
    for c in s: n = n * 58 + B58.index(c)
    raw = n.to_bytes(38, 'big')
    return raw[0] == 0x80 and raw[33] == 1 and hashlib.sha256(hashlib.sha256(raw[:34]).digest()).digest()[:4] == raw[34:]
def jwt_ok(s):
    parts = s.split('.')
    if len(parts) != 3: return False
    dec = lambda p: json.loads(base64.urlsafe_b64decode(p + '=' * (-len(p) % 4)))
    h = dec(parts[0]); dec(parts[1])
    return h.get('alg') == 'HS256' and len(base64.urlsafe_b64decode(parts[2] + '=' * (-len(parts[2]) % 4))) == 32

CHECKS = {  # name: (shape regex for selecting the secret, validator)
    'luhn_card': (r'\d[\d ]{11,22}\d', card_ok), 'iban': (r'[A-Z]{2}\d{2}[A-Z0-9 ]{8,}', iban_ok),
    'cn_id': (r'\d{17}[\dX]', cn_ok), 'tw_id': (r'[A-Z][12]\d{8}', tw_ok), 'hkid': (r'[A-Z]\d{6}\([0-9A]\)', hkid_ok),
    'kr_rrn': (r'\d{6}-\d{7}', rrn_ok), 'jp_mynumber': (r'\d{4} \d{4} \d{4}', mynum_ok), 'es_dni': (r'\d{8}[A-Z]', dni_ok),
    'es_nie': (r'[XYZ]\d{7}[A-Z]', nie_ok), 'de_steuer_id': (r'\d{2} \d{3} \d{3} \d{3}', steuer_ok), 'de_kvnr': (r'[A-Z]\d{9}', kvnr_ok),
    'fr_nir': (r'[12]( \d\d){3} \d{3} \d{3} \d\d', nir_ok), 'it_cf': (r'[A-Z]{6}\d\d[A-Z]\d\d[A-Z]\d{3}[A-Z]', cf_ok),
    'pt_nif': (r'\d{9}', nif_ok), 'br_cpf': (r'\d{3}\.\d{3}\.\d{3}-\d\d', cpf_ok), 'nl_bsn': (r'\d{9}', bsn_ok),
    'pl_pesel': (r'\d{11}', pesel_ok), 'tr_tckn': (r'\d{11}', tckn_ok), 'ru_inn': (r'\d{12}', inn_ok),
    'ru_snils': (r'\d{3}-\d{3}-\d{3} \d\d', snils_ok), 'il_id': (r'\d{9}', il_ok), 'in_aadhaar': (r'\d{4} \d{4} \d{4}', verhoeff_ok),
    'th_id': (r'\d-\d{4}-\d{5}-\d\d-\d', thai_ok), 'uk_nhs': (r'\d{3} \d{3} \d{4}', nhs_ok), 'ca_sin': (r'\d{3} \d{3} \d{3}', sin_ok),
    'au_tfn': (r'\d{3} \d{3} \d{3}', tfn_ok), 'se_pnr': (r'\d{6}-\d{4}', pnr_ok), 'sg_nric': (r'[STFG]\d{7}[A-Z]', nric_ok),
    'mrz': (r'[A-Z0-9<]{44}', mrz_ok), 'gh_crc32': (r'(ghp|npm)_[A-Za-z0-9]{36}', gh_ok), 'btc_wif': (r'[KL][1-9A-HJ-NP-Za-km-z]{51}', wif_ok),
    'jwt': (r'eyJ[\w-]+\.[\w-]+\.[\w-]+', jwt_ok),
}
CASE_CHECKS = {
    'en_card_cvv_expiry_travel': ['luhn_card'], 'zht_credit_card_online': ['luhn_card'], 'ja_credit_card_checkout': ['luhn_card'],
    'ko_card_cvc': ['luhn_card'], 'pt_cartao_cvv': ['luhn_card'], 'ru_mir_card_cvc': ['luhn_card'], 'zhs_bank_card_and_pin': ['luhn_card'],
    'es_dni_and_iban_nomina': ['es_dni', 'iban'], 'es_nie_alquiler': ['es_nie'], 'de_steuer_id_iban': ['de_steuer_id', 'iban'],
    'de_kvnr_arzt': ['de_kvnr'], 'fr_nir_mutuelle': ['fr_nir'], 'fr_iban_credit_agricole': ['iban'], 'it_codice_fiscale_iban': ['it_cf', 'iban'],
    'pt_cpf_pix': ['br_cpf'], 'pt_nif_iban_fatura': ['pt_nif', 'iban'], 'nl_bsn_iban': ['nl_bsn', 'iban'], 'pl_pesel_iban': ['pl_pesel', 'iban'],
    'ru_inn_snils': ['ru_inn', 'ru_snils'], 'tr_tckn_iban': ['tr_tckn', 'iban'], 'ar_iban_alrajhi': ['iban'], 'he_teudat_zehut_bank': ['il_id', 'iban'],
    'hi_aadhaar_pan': ['in_aadhaar'], 'th_citizen_id_bank': ['th_id'], 'zhs_resident_id_train': ['cn_id'], 'zht_taiwan_id_form': ['tw_id'],
    'zht_hkid_bank_form': ['hkid'], 'ko_rrn_insurance': ['kr_rrn'], 'ja_mynumber_form': ['jp_mynumber'], 'en_nhs_number_form': ['uk_nhs'],
    'en_canada_sin_payroll': ['ca_sin'], 'en_australia_tfn': ['au_tfn'], 'en_swedish_personnummer': ['se_pnr'], 'en_singapore_nric_form': ['sg_nric'],
    'en_passport_mrz_scan': ['mrz'], 'en_github_pat_git_remote': ['gh_crc32'], 'en_npm_token_npmrc': ['gh_crc32'], 'en_bitcoin_wif_key': ['btc_wif'],
    'en_supabase_service_role': ['jwt'],
}
LOOK_CHECKS = {'stripe_test_card_docs': ['luhn_card'], 'sample_iban_docs': ['iban'], 'zht_sample_id_doc': ['tw_id']}
SELF_TESTS = [('ca_sin', '046 454 286', True), ('luhn_card', '4111 1111 1111 1111', True), ('luhn_card', '4242 4242 4242 4242', True), ('iban', 'GB82 WEST 1234 5698 7654 32', True),
              ('in_aadhaar', '2363', True), ('cn_id', '11010519491231002X', True), ('tw_id', 'A123456789', True), ('es_dni', '12345678Z', True),
              ('nl_bsn', '111222333', True), ('pl_pesel', '44051401359', True), ('br_cpf', '529.982.247-25', True), ('tr_tckn', '10000000146', True),
              ('luhn_card', '4242 4242 4242 4241', False), ('iban', 'GB82 WEST 1234 5698 7654 33', False), ('cn_id', '110105194912310021', False)]

def main():
    path = sys.argv[1] if len(sys.argv) > 1 else '/work/frozen18/heldout_v18.yaml'
    data = yaml.safe_load(open(path, encoding='utf-8'))
    passed = failed = 0; fails = []
    for name, val, expect in SELF_TESTS:
        ok = CHECKS[name][1](val)  # self-tests call the validator directly (known published examples)
        if ok == expect: passed += 1
        else: failed += 1; fails.append('selftest %s %s' % (name, val))
    cases = {c['kind']: c for c in data['cases']}; looks = {l['kind']: l for l in data['lookalikes']}
    for table, src, use_text in ((CASE_CHECKS, cases, False), (LOOK_CHECKS, looks, True)):
        for kind, names in table.items():
            if kind not in src: failed += 1; fails.append('missing kind ' + kind); continue
            for name in names:
                rx, fn = CHECKS[name]
                vals = re.findall('(?<![\\w<])(' + rx + ')(?![\\w<])', src[kind]['text']) if use_text else [s for s in src[kind]['secrets'] if re.fullmatch(rx, s)]
                vals = [v if isinstance(v, str) else v[0] for v in vals]
                if not vals: failed += 1; fails.append('no %s value in %s' % (name, kind)); continue
                for v in vals:
                    try: ok = fn(v)
                    except Exception as e: ok = False
                    if ok: passed += 1
                    else: failed += 1; fails.append('%s failed %s in %s' % (name, v, kind))
    for f in fails: print('FAIL', f)
    print('passed %d failed %d' % (passed, failed))
    sys.exit(1 if failed else 0)

if __name__ == '__main__':
    main()
