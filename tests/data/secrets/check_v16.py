#!/usr/bin/env python3
"""Independent checksum checker for heldout_v16.yaml (re-implements the check-digit rules)."""
import sys, re, yaml, hashlib
p = sys.argv[1] if len(sys.argv) > 1 else '/work/frozen16/heldout_v16.yaml'
d = yaml.safe_load(open(p, encoding='utf-8'))
C = {c['kind']: c for c in d['cases']}
def digits(s): return re.sub(r'\D', '', s)
def luhn(n):
    t = 0
    for i, ch in enumerate(n[::-1]):
        v = int(ch) * (2 if i % 2 else 1); t += v - 9 if v > 9 else v
    return t % 10 == 0
def iban(s):
    s = s.replace(' ', ''); r = s[4:] + s[:4]
    return int(''.join(str(int(ch, 36)) for ch in r)) % 97 == 1
ok = 0; bad = []
def chk(name, cond):
    global ok
    if cond: ok += 1
    else: bad.append(name)
for k in ['card_visa_cvv_expiry_chat', 'card_mastercard_zh', 'card_amex_email', 'card_unionpay_credit_zh', 'debit_card_19_digit_zh', 'cn_bank_account_transfer_zh']:
    chk(k, luhn(digits(C[k]['secrets'][0])))
chk('card_jcb_corrected', luhn(C['card_jcb_corrected']['secrets'][1]) and not luhn(C['card_jcb_corrected']['secrets'][0]))
for k in ['iban_de_sepa_chat', 'iban_gb_invoice_email', 'iban_nl_tikkie_zh', 'iban_ch_announced_next', 'iban_ae_salary', 'iban_be_repeated']:
    chk(k, iban(C[k]['secrets'][0]))
b = C['iban_be_repeated']['secrets'][0].replace(' ', '')[4:]
chk('be_iban_national', (int(b[:10]) % 97 or 97) == int(b[10:]))
for k in ['cn_resident_id_form_zh', 'cn_id_train_ticket_zh']:
    s = C[k]['secrets'][0]; w = [2 ** (17 - i) % 11 for i in range(17)]
    chk(k, '10X98765432'[sum(int(a) * x for a, x in zip(s[:17], w)) % 11] == s[17])
s = C['es_dni_rental']['secrets'][0]; chk('dni', 'TRWAGMYFPDXBNJZSQVHLCKE'[int(s[:8]) % 23] == s[8])
s = C['nl_bsn_gemeente']['secrets'][0]; chk('bsn', (sum(int(a) * w for a, w in zip(s, [9,8,7,6,5,4,3,2,-1])) % 11) == 0)
s = digits(C['br_cpf_nota_fiscal']['secrets'][0])
def cpfd(x):
    r = sum(int(a) * w for a, w in zip(x, range(len(x) + 1, 1, -1))) % 11
    return 0 if r < 2 else 11 - r
chk('cpf', cpfd(s[:9]) == int(s[9]) and cpfd(s[:10]) == int(s[10]))
s = digits(C['kr_rrn_zh']['secrets'][0]); chk('rrn', (11 - sum(int(a) * w for a, w in zip(s, [2,3,4,5,6,7,8,9,2,3,4,5])) % 11) % 10 == int(s[12]))
chk('pnr', luhn(digits(C['se_personnummer']['secrets'][0])))
s = C['fi_hetu_kela']['secrets'][0]; chk('hetu', '0123456789ABCDEFHJKLMNPRSTUVWXY'[int(s[:6] + s[7:10]) % 31] == s[10])
s = C['no_fodselsnummer']['secrets'][0]; x = [int(a) for a in s]
chk('fnr', sum(a * w for a, w in zip(x, [3,7,6,1,8,9,4,5,2,1])) % 11 == 0 and sum(a * w for a, w in zip(x, [5,4,3,2,7,6,5,4,3,2,1])) % 11 == 0)
s = C['pl_pesel_zh']['secrets'][0]; chk('pesel', sum(int(a) * w for a, w in zip(s, [1,3,7,9,1,3,7,9,1,3,1])) % 10 == 0)
s = C['sg_nric_clinic']['secrets'][0]; chk('nric', 'JZIHGFEDCBA'[sum(int(a) * w for a, w in zip(s[1:8], [2,7,6,5,4,3,2])) % 11] == s[8])
chk('sin', luhn(digits(C['ca_sin_employer']['secrets'][0])))
s = digits(C['fr_nir_carte_vitale']['secrets'][0]); chk('nir', 97 - int(s[:13]) % 97 == int(s[13:]))
s = C['tr_tc_kimlik_zh']['secrets'][0]; x = [int(a) for a in s]
chk('tc', x[0] != 0 and ((x[0]+x[2]+x[4]+x[6]+x[8]) * 7 - (x[1]+x[3]+x[5]+x[7])) % 10 == x[9] and sum(x[:10]) % 10 == x[10])
s = C['tw_national_id_zh']['secrets'][0]
tw = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36))); v = tw[s[0]]
chk('twid', (v // 10 + (v % 10) * 9 + sum(int(a) * w for a, w in zip(s[1:], [8,7,6,5,4,3,2,1,1]))) % 10 == 0)
s = C['hk_id_zh']['secrets'][0]; m = re.fullmatch(r'([A-Z])(\d{6})\((\w)\)', s)
t = 36 * 9 + (ord(m.group(1)) - 55) * 8 + sum(int(a) * w for a, w in zip(m.group(2), [7,6,5,4,3,2])) + (10 if m.group(3) == 'A' else int(m.group(3)))
chk('hkid', t % 11 == 0)
chk('za', luhn(C['za_id_number']['secrets'][0]))
s = C['il_teudat_zehut']['secrets'][0]
chk('tz', sum((lambda v: v // 10 + v % 10)(int(a) * (1 + i % 2)) for i, a in enumerate(s)) % 10 == 0)
s = digits(C['be_national_number']['secrets'][0]); chk('be_nn', 97 - int(s[:9]) % 97 == int(s[9:]))
s = digits(C['jp_my_number_zh']['secrets'][0])
r = sum(int(s[10 - i]) * (i + 2 if i < 6 else i - 4) for i in range(11)) % 11
chk('mynumber', (0 if r <= 1 else 11 - r) == int(s[11]))
s = C['btc_wif_electrum']['secrets'][0]
A = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'; n = 0
for ch in s: n = n * 58 + A.index(ch)
raw = n.to_bytes(38, 'big')
chk('wif', raw[0] == 0x80 and hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:])
s = C['totp_otpauth_uri']['secrets'][0]; chk('totp', re.fullmatch(r'[A-Z2-7]{32}', s) is not None)
ak = [C[k]['secrets'][0] for k in ['aws_keys_python_boto3', 'aws_credentials_file_ini']]
chk('aws', all(re.fullmatch(r'AKIA[A-Z0-9]{16}', a) for a in ak))
# test cards in look-alikes must be the published ones
for t in d['lookalikes']:
    for m in re.finditer(r'\b(?:\d{4} ){3}\d{4}\b', t):
        chk('look_card ' + m.group(0), m.group(0).replace(' ', '') in ('4242424242424242', '4111111111111111', '6250946000000016') or 'DE00 ' + m.group(0) in t)
print('checks passed: %d, failed: %d %s' % (ok, len(bad), bad))
sys.exit(1 if bad else 0)
