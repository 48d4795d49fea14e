#!/usr/bin/env python3
"""make_heldout_v81.py - deterministic generator of the blind evaluation set heldout_v81.

Standard library only. Usage: python3 make_heldout_v81.py heldout_v81.yaml
All values are drawn from random.Random(81); check digits are computed where noted.
The script validates everything before writing and exits 1 on any problem.
"""
import sys, json, random, string, base64, hashlib, struct, unicodedata, datetime

NAME = 'heldout_v81'
SEED = 81
PREFIX = 'H81'
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = '0123456789abcdef'
HEXU = HEXL.upper()
B64 = AN + '+/'
B64U = AN + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


# ---------------------------------------------------------------- basics
def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def dg(n, lead=True):
    s = rs(DG, n)
    if lead and s[0] == '0':
        s = R.choice('123456789') + s[1:]
    return s


def grp(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def grp_right(s, n=5, sep=' '):
    out = []
    while s:
        out.insert(0, s[-n:])
        s = s[:-n]
    return sep.join(out)


def pick(seq):
    return R.choice(seq)


def wsum(ds, ws):
    return sum(int(a) * b for a, b in zip(ds, ws))


def fill(body, ok, alpha=DG):
    """append the one character that makes ok() true (None if there is none)"""
    for c in alpha:
        if ok(body + c):
            return body + c
    return None


def until(gen):
    """call gen() until it returns something other than None"""
    while True:
        v = gen()
        if v is not None:
            return v


def bdate(y0=1958, y1=2002):
    a = datetime.date(y0, 1, 1)
    b = datetime.date(y1, 12, 28)
    return a + datetime.timedelta(days=R.randrange((b - a).days))


FA_DIGITS = str.maketrans('0123456789', '۰۱۲۳۴۵۶۷۸۹')


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t % 10 == 0


def luhn_fill(body):
    return fill(body, luhn_ok)


def card_visa():
    return luhn_fill('4' + dg(14, False))


def card_mc():
    return luhn_fill(str(R.randint(51, 55)) + dg(13, False))


def card_bin(prefix, length=16):
    return luhn_fill(prefix + dg(length - len(prefix) - 1, False))


def card_amex():
    return luhn_fill('3' + pick('47') + dg(12, False))


def cfmt(n, sep=' '):
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    return grp(n, 4, sep)


def expiry():
    return '%02d/%02d' % (R.randint(1, 12), R.randint(26, 31))


# ---------------------------------------------------------------- IBAN and national BBANs
def _ibnum(s):
    return int(''.join(str(int(ch, 36)) for ch in s))


def iban_ok(s):
    s = s.replace(' ', '')
    return _ibnum(s[4:] + s[:4]) % 97 == 1


def make_iban(cc, bban):
    ck = 98 - _ibnum(bban + cc + '00') % 97
    return '%s%02d%s' % (cc, ck, bban)


def rf_ref(body):
    """ISO 11649 creditor reference RF + 2 check digits + body (mod 97, computed)"""
    ck = 98 - _ibnum(body + 'RF00') % 97
    return 'RF%02d%s' % (ck, body)


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def _es_dc(ten):
    d = 11 - wsum(ten, ES_W) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban(cc, bank=None):
    if cc == 'DE':
        return (bank or (pick('12345678') + dg(7, False))) + dg(10, False)
    if cc == 'FR':
        bank, br, acc = bank or pick(['30004', '30003', '10278', '20041', '30002', '18206', '11306']), dg(5, False), dg(11, False)
        key = 97 - (int(bank + br + acc) * 100) % 97
        return bank + br + acc + '%02d' % key
    if cc == 'ES':
        bank, br, acc = pick(['2100', '0049', '0182', '2038', '0081', '1465']), dg(4, False), dg(10, False)
        return bank + br + str(_es_dc('00' + bank + br)) + str(_es_dc(acc)) + acc
    if cc == 'IT':  # CIN letter not computed
        return pick(UP.replace('I', '').replace('O', '')) + pick(['03069', '02008', '05034', '03062', '01030']) + dg(5, False) + '0000' + dg(8, False)
    if cc == 'NL':
        def g():
            return fill(dg(9, False), lambda s: wsum(s, range(10, 0, -1)) % 11 == 0)
        return (bank or pick(['ABNA', 'RABO', 'INGB', 'SNSB', 'ASNB', 'TRIO', 'KNAB'])) + until(g)
    if cc == 'GB':
        return (bank or pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'])) + dg(6) + dg(8)
    if cc == 'PL':
        b7 = pick(['1020', '1140', '1090', '1050', '2490', '1160']) + dg(3, False)
        b8 = b7 + str((10 - wsum(b7, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)
        return b8 + dg(16, False)
    if cc == 'CZ':
        def g():
            return fill(dg(9), lambda s: wsum(s, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0)
        return pick(['0800', '0100', '0300', '2010', '0600', '3030', '5500']) + '000000' + until(g)
    if cc == 'HU':
        w = [9, 7, 3, 1] * 4
        b = fill(pick(['117', '104', '116', '120', '109']) + dg(4, False), lambda s: wsum(s, w) % 10 == 0)
        a = fill(dg(15, False), lambda s: wsum(s, w) % 10 == 0)
        return b + a
    if cc == 'RO':
        return 'BTRL' + 'RONCRT0' + dg(9, False)
    if cc == 'SE':
        return pick(['500', '600', '800', '300', '120']) + dg(17, False)
    if cc == 'DK':
        return pick(['3000', '2000', '5470', '9570']) + dg(10, False)
    if cc == 'NO':
        return until(no_account)
    if cc == 'FI':
        return luhn_fill(pick(['100', '157', '800', '470', '520']) + dg(10, False))
    if cc == 'PT':
        body = pick(['0035', '0007', '0033', '0018', '0010']) + dg(4, False) + dg(11, False)
        ck = 98 - (int(body) * 100) % 97
        return body + '%02d' % ck
    if cc == 'TR':
        return (bank or pick(['00010', '00062', '00046', '00064', '00012'])) + '0' + dg(16, False)
    if cc == 'GR':
        return pick(['011', '014', '017', '026']) + dg(4, False) + dg(16, False)
    if cc == 'UA':
        return pick(['305299', '322001', '300465', '320649']) + '0000026' + dg(12, False)
    if cc == 'SA':
        return (bank or pick(['80', '10', '20', '45', '05'])) + '000' + dg(15, False)
    if cc == 'AE':
        return pick(['033', '026', '035', '030']) + dg(16, False)
    if cc == 'IR':
        return '0' + pick(['170', '120', '190', '180', '560']) + dg(18, False)
    if cc == 'BE':
        ten = dg(3) + dg(7, False)
        ck = int(ten) % 97 or 97
        return ten + '%02d' % ck
    raise ValueError(cc)


def iban(cc, bank=None):
    return make_iban(cc, bban(cc, bank))


def no_account():
    b = pick(['1503', '1506', '1207', '9710', '3000', '1254']) + dg(6, False)
    c = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
    if c == 10:
        return None
    return b + str(0 if c == 11 else c)


def aba():
    """US ABA routing number (a bank's public id), 3-7-1 check computed"""
    return fill(pick(['02', '03', '04', '06', '07', '11', '12', '21', '26', '31']) + dg(6, False),
                lambda s: wsum(s, [3, 7, 1] * 3) % 10 == 0)


# ---------------------------------------------------------------- national ids (check digits computed)
def mod11_10(body):
    p = 10
    for ch in body:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


def de_steuerid():
    while True:
        b = dg(10)
        cnt = sorted((b.count(x) for x in set(b)), reverse=True)
        if cnt[0] == 2 and cnt[1] == 1 and len(cnt) == 9:
            return b + str(mod11_10(b))


def de_ustid():
    b = dg(8)
    return 'DE' + b + str(mod11_10(b))


def de_kvnr():
    L = pick(UP)
    body = dg(8)
    s = '%02d' % (ord(L) - 64) + body
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tot += v // 10 + v % 10
    return L + body + str(tot % 10)


def fr_nir():
    d = bdate()
    sex = pick('12')
    dept = pick(['75', '69', '13', '33', '59', '44', '31', '67', '92', '93'])
    body = sex + d.strftime('%y%m') + dept + dg(3, False) + dg(3, False)
    key = 97 - int(body) % 97
    return '%s %s %s %s %s %s %02d' % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def fr_siren():
    return luhn_fill(dg(8))


def fr_siret(siren):
    return luhn_fill(siren + '0' + dg(3, False))


def es_dni():
    n = dg(8, False)
    return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]


def es_cif():
    body = dg(7, False)
    ev = sum(int(body[i]) for i in (1, 3, 5))
    od = 0
    for i in (0, 2, 4, 6):
        v = int(body[i]) * 2
        od += v // 10 + v % 10
    return pick('AB') + body + str((10 - (ev + od) % 10) % 10)


CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def it_cf():
    cons = 'BCDFGLMNPRSTVZ'
    d = bdate()
    female = R.random() < 0.5
    day = d.day + (40 if female else 0)
    s = rs(cons, 3) + rs(cons, 2) + pick('AEIO') + d.strftime('%y') + 'ABCDEHLMPRST'[d.month - 1] + '%02d' % day + pick(['H501', 'F205', 'F839', 'L219', 'A944', 'G273', 'D612'])
    return s + cf_check(s)


def it_piva():
    return luhn_fill(dg(7) + pick(['001', '015', '037', '058', '096', '120']))


def pl_pesel():
    d = bdate(1960, 2004)
    m = d.month + (20 if d.year >= 2000 else 0)
    b = d.strftime('%y') + '%02d' % m + '%02d' % d.day + dg(4, False)
    return b + str((10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_dowod():
    letters = pick(['A', 'C', 'D']) + rs(UP, 2)
    rest = dg(5, False)
    vals = [ord(c) - 55 for c in letters]
    w = [7, 3, 1]
    s = sum(v * x for v, x in zip(vals, w)) + wsum(rest, [7, 3, 1, 7, 3])
    # check digit is the first digit, weight 9
    for c in range(10):
        if (s + 9 * c) % 10 == 0:
            return letters + str(c) + rest


def pl_nip():
    def g():
        b = pick(['5', '6', '7', '8', '9']) + dg(8, False)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        return None if c == 10 else b + str(c)
    return until(g)


def pl_regon():
    b = dg(8)
    return b + str(wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def cz_rc():
    def g():
        d = bdate(1960, 2003)
        m = d.month + (50 if R.random() < 0.5 else 0)
        b = d.strftime('%y') + '%02d' % m + '%02d' % d.day + dg(3, False)
        c = int(b) % 11
        return None if c == 10 else b + str(c)
    v = until(g)
    return v[:6] + '/' + v[6:]


def cz_ico():
    b = dg(7)
    r = wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str((11 - r) % 10)


def cz_account():
    return until(lambda: fill(dg(9), lambda s: wsum(s, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0))


def se_pnr():
    d = bdate()
    b = d.strftime('%y%m%d') + dg(3, False)
    s = luhn_fill(b)
    return s[:6] + '-' + s[6:]


def se_orgnr():
    s = luhn_fill(pick('25') + dg(1, False) + pick('2345678') + dg(6, False))
    return s[:6] + '-' + s[6:]


def dk_cpr():
    def g():
        d = bdate()
        b = d.strftime('%d%m%y') + dg(3, False)
        return fill(b, lambda s: wsum(s, [4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0)
    v = until(g)
    return v[:6] + '-' + v[6:]


def dk_cvr():
    return until(lambda: fill(dg(7), lambda s: wsum(s, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0))


def no_fnr():
    def g():
        d = bdate()
        b = d.strftime('%d%m%y') + dg(3, False)
        k1 = 11 - wsum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            return None
        b += str(k1)
        k2 = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        return None if k2 == 10 else b + str(k2)
    return until(g)


def no_orgnr():
    def g():
        b = pick('89') + dg(7, False)
        c = 11 - wsum(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        return None if c == 10 else b + str(c)
    return until(g)


def fi_hetu():
    d = bdate()
    n = '%03d' % R.randint(2, 899)
    b = d.strftime('%d%m%y') + n
    sign = '-' if d.year < 2000 else 'A'
    return d.strftime('%d%m%y') + sign + n + '0123456789ABCDEFHJKLMNPRSTUVWXY'[int(b) % 31]


def fi_ytunnus():
    def g():
        b = dg(7)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            return None
        return b + '-' + str(0 if r == 0 else 11 - r)
    return until(g)


def fi_viite(body):
    ws = [7, 3, 1] * 10
    s = sum(int(ch) * ws[i] for i, ch in enumerate(reversed(body)))
    return body + str((10 - s % 10) % 10)


def nl_bsn():
    return until(lambda: fill(dg(8), lambda s: (wsum(s[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(s[8])) % 11 == 0))


def be_nn():
    d = bdate(1950, 1999)
    b = d.strftime('%y%m%d') + dg(3, False)
    return b + '%02d' % (97 - int(b) % 97)


def ro_cnp():
    d = bdate(1960, 1999)
    b = pick('12') + d.strftime('%y%m%d') + pick(['40', '12', '22', '35', '13', '32']) + dg(3, False)
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = dg(R.choice([7, 8]))
    key = '753217532'[-len(b):]
    c = (sum(int(x) * int(y) for x, y in zip(b, key)) * 10) % 11
    return b + str(0 if c == 10 else c)


def hu_taj():
    b = dg(8)
    return b + str(wsum(b, [3, 7] * 4) % 10)


def hu_adoaz():
    def g():
        d = bdate()
        days = (d - datetime.date(1867, 1, 1)).days
        b = '8' + '%05d' % days + dg(3, False)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        return None if c == 10 else b + str(c)
    return until(g)


def hu_adoszam():
    b = dg(7)
    t = b + str((10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    return t + '-' + pick('2345') + '-' + pick(['41', '42', '43', '13', '09', '02'])


def gr_afm():
    b = pick('01') + dg(7, False)
    s = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b))
    return b + str(s % 11 % 10)


def gr_amka():
    d = bdate()
    return luhn_fill(d.strftime('%d%m%y') + dg(4, False))


def tr_tckn():
    b = dg(9)
    d10 = ((int(b[0]) + int(b[2]) + int(b[4]) + int(b[6]) + int(b[8])) * 7 - (int(b[1]) + int(b[3]) + int(b[5]) + int(b[7]))) % 10
    b += str(d10)
    return b + str(sum(int(x) for x in b) % 10)


def ru_inn10():
    b = pick(['77', '78', '50', '54', '66', '16']) + dg(7, False)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_inn12():
    b = pick(['77', '78', '50', '54', '66', '16']) + dg(8, False)
    b += str(wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    return b + str(wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_snils():
    while True:
        b = dg(9)
        s = sum(int(ch) * (9 - i) for i, ch in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return '%s-%s-%s %02d' % (b[:3], b[3:6], b[6:9], c)


def ru_account(bik, prefix='40817810'):
    """20-digit account whose control key (9th digit) is computed against the BIK"""
    rest = dg(11, False)
    for k in DG:
        acc = prefix + k + rest
        s = bik[-3:] + acc
        if sum((int(ch) * [7, 1, 3][i % 3]) % 10 for i, ch in enumerate(s)) % 10 == 0:
            return acc


def ua_rnokpp():
    d = bdate()
    days = (d - datetime.date(1899, 12, 31)).days
    b = '%05d' % days + dg(4, False)
    c = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return b + str(c)


def il_tz():
    return luhn_fill(dg(8, False))


def ir_melli():
    b = dg(9)
    r = sum(int(ch) * (10 - i) for i, ch in enumerate(b)) % 11
    return b + str(r if r < 2 else 11 - r)


def cn_id():
    d = bdate(1960, 2003)
    b = pick(['110105', '310115', '440305', '510107', '330106', '420106', '320102']) + d.strftime('%Y%m%d') + dg(3, False)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + '10X98765432'[wsum(b, w) % 11]


USCC_AL = '0123456789ABCDEFGHJKLMNPQRTUWXY'


def cn_uscc(region=None):
    def g():
        org8 = dg(8)
        oc = 11 - wsum(org8, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
        if oc == 10:
            return None
        org = org8 + str(0 if oc == 11 else oc)
        b = '91' + (region or pick(['440300', '310000', '110108', '330100', '440106'])) + org
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s = sum(USCC_AL.index(ch) * x for ch, x in zip(b, w))
        c = 31 - s % 31
        return b + USCC_AL[0 if c == 31 else c]
    return until(g)


def jp_mynumber():
    b = dg(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = dg(12, False)
    s = 0
    for n in range(1, 13):
        s += int(b[12 - n]) * (1 if n % 2 else 2)
    return str(9 - s % 9) + b


def kr_rrn():
    d = bdate(1965, 1999)
    b = d.strftime('%y%m%d') + pick('12') + dg(5, False)
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + '-' + b[6:] + str(c)


def kr_brn():
    b = dg(3) + pick(['81', '86', '87', '88', '01', '13']) + dg(4, False)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    v = b + str(c)
    return v[:3] + '-' + v[3:5] + '-' + v[5:]


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def in_aadhaar():
    v = fill(pick('23456789') + dg(10, False), verhoeff_ok)
    return grp(v, 4)


GST_AL = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'


def in_pan(kind='P'):
    return rs(UP, 3) + kind + rs(UP, 1) + dg(4, False) + rs(UP, 1)


def in_gstin(state=None):
    b = (state or pick(['27', '29', '07', '33', '24', '09'])) + in_pan('C') + pick('123') + 'Z'
    s = 0
    for i, ch in enumerate(b):
        v = GST_AL.index(ch) * (2 if i % 2 else 1)
        s += v // 36 + v % 36
    return b + GST_AL[(36 - s % 36) % 36]


def br_cpf():
    b = dg(9)
    for n in (10, 11):
        s = sum(int(ch) * (n - i) for i, ch in enumerate(b))
        b += str(s * 10 % 11 % 10)
    return '%s.%s.%s-%s' % (b[:3], b[3:6], b[6:9], b[9:])


def br_cnpj():
    b = dg(8) + '0001'
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = wsum(b, w) % 11
        b += str(0 if r < 2 else 11 - r)
    return '%s.%s.%s/%s-%s' % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def pt_nif():
    b = pick('12') + dg(7, False)
    c = 11 - wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if c >= 10 else c)


CURP_AL = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'


def mx_curp():
    d = bdate(1970, 1999)
    b = pick('BCGHLMPRSV') + pick('AEIOU') + rs('BCDGHLMNPRSTVZ', 2) + d.strftime('%y%m%d') + pick('HM') + \
        pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'MC', 'GT']) + rs('BCDFGHJKLMNPRSTVZ', 3) + '0'
    s = sum(CURP_AL.index(ch) * (18 - i) for i, ch in enumerate(b))
    return b + str((10 - s % 10) % 10), d


def ca_sin():
    s = luhn_fill(pick('1234567') + dg(7, False))
    return '%s %s %s' % (s[:3], s[3:6], s[6:])


def au_tfn():
    v = until(lambda: fill(dg(8), lambda s: wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0))
    return '%s %s %s' % (v[:3], v[3:6], v[6:])


def au_medicare():
    b = pick('23456') + dg(7, False)
    c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    v = b + str(c) + pick('123')
    return '%s %s %s' % (v[:4], v[4:9], v[9:])


def au_abn():
    def g():
        b = dg(9, False)
        for c in range(10, 100):
            s = '%02d' % c + b
            t = (int(s[0]) - 1) * 10 + wsum(s[1:], [1, 3, 5, 7, 9, 11, 13, 15, 17, 19])
            if t % 89 == 0:
                return s
        return None
    v = until(g)
    return '%s %s %s %s' % (v[:2], v[2:5], v[5:8], v[8:])


def uk_nhs():
    def g():
        b = pick('4679') + dg(8, False)
        c = 11 - wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        return None if c == 10 else b + str(c)
    v = until(g)
    return '%s %s %s' % (v[:3], v[3:6], v[6:])


def uk_ni():
    a = pick('ABCEGHJKLMNPRSTWXYZ') + pick('ABCEGHJKLMNPRSTWXYZ')
    while a in ('GB', 'NK', 'TN', 'ZZ', 'BG', 'KN', 'NT'):
        a = pick('ABCEGHJKLMNPRSTWXYZ') + pick('ABCEGHJKLMNPRSTWXYZ')
    d = dg(6, False)
    return '%s %s %s %s %s' % (a, d[:2], d[2:4], d[4:], pick('ABCD'))


def us_ssn():
    area = R.choice([x for x in range(1, 900) if x != 666])
    return '%03d-%02d-%04d' % (area, R.randint(1, 99), R.randint(1, 9999))


def th_id():
    b = pick('1235') + dg(11, False)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    v = b + str(c)
    return '%s-%s-%s-%s-%s' % (v[0], v[1:5], v[5:10], v[10:12], v[12])


def ae_eid():
    v = luhn_fill('784' + str(R.randint(1970, 2000)) + dg(7, False))
    return '%s-%s-%s-%s' % (v[:3], v[3:7], v[7:14], v[14])


def s10(prefix, country):
    b = dg(8, False)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + b + str(c) + country


def usps():
    b = '9400' + dg(17, False)
    s = 0
    for i, ch in enumerate(reversed(b)):
        s += int(ch) * (3 if i % 2 == 0 else 1)
    return b + str((10 - s % 10) % 10)


def imei():
    return luhn_fill(pick(['35', '86', '01', '49']) + dg(12, False))


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- crypto
def b58enc(b):
    n = int.from_bytes(b, 'big')
    s = ''
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s


def b58check(payload):
    ck = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + ck)


def btc_wif():
    return b58check(b'\x80' + R.randbytes(32) + b'\x01')


def btc_addr():
    return b58check(b'\x00' + R.randbytes(20))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def jwt(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64u(R.randbytes(32 if alg == 'HS256' else 64)))


def _sshstr(b):
    return struct.pack('>I', len(b)) + b


def openssh_ed25519(comment):
    """realistic OpenSSH private key container with random key material; returns (body, public line)"""
    pk = R.randbytes(32)
    sk = R.randbytes(32) + pk
    pub = _sshstr(b'ssh-ed25519') + _sshstr(pk)
    chk = R.randbytes(4)
    priv = chk + chk + _sshstr(b'ssh-ed25519') + _sshstr(pk) + _sshstr(sk) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b'openssh-key-v1\0' + _sshstr(b'none') + _sshstr(b'none') + _sshstr(b'') + struct.pack('>I', 1) + _sshstr(pub) + _sshstr(priv)
    b = base64.b64encode(blob).decode()
    body = '\n'.join(b[i:i + 70] for i in range(0, len(b), 70))
    return body, base64.b64encode(pub).decode(), 'SHA256:' + base64.b64encode(hashlib.sha256(pub).digest()).decode().rstrip('=')


def ec_pem_body():
    der = b'\x30\x77\x02\x01\x01\x04\x20' + R.randbytes(32) + b'\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04' + R.randbytes(64)
    b = base64.b64encode(der).decode()
    return '\n'.join(b[i:i + 64] for i in range(0, len(b), 64))


def rsa_pem_body(lines=12):
    der_head = b'\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00'
    b = base64.b64encode(der_head + R.randbytes(48 * lines)).decode()[:64 * lines]
    return '\n'.join(b[i:i + 64] for i in range(0, len(b), 64))


# ---------------------------------------------------------------- provider tokens (realistic prefixes / alphabets / lengths)
def aws_akid(): return 'AKIA' + rs(UP + '234567', 16)
def aws_secret(): return rs(AN + '/+', 40)
def ghp(): return 'ghp_' + rs(AN, 36)
def github_pat(): return 'github_pat_11' + rs(UP + DG, 20) + '_' + rs(AN, 59)
def glpat(): return 'glpat-' + rs(AN + '-_', 20)
def stripe_sk(): return 'sk_live_51' + rs(AN, 97)
def stripe_rk(): return 'rk_live_51' + rs(AN, 97)
def whsec(): return 'whsec_' + rs(AN, 32)
def slack_bot(): return 'xoxb-%s-%s-%s' % (dg(12), dg(13), rs(AN, 24))
def slack_hook(): return 'T0%s/B0%s/%s' % (rs(UP + DG, 8), rs(UP + DG, 9), rs(AN, 24))
def openai_key(): return 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)
def anthropic_key(): return 'sk-ant-api03-' + rs(B64U, 93) + 'AA'
def google_key(): return 'AIzaSy' + rs(B64U, 33)
def gocspx(): return 'GOCSPX-' + rs(B64U, 28)
def sendgrid(): return 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)
def mailgun(): return 'key-' + rs(HEXL, 32)
def npm_tok(): return 'npm_' + rs(AN, 36)
def pypi_tok(): return 'pypi-AgEIcHlwaS5vcmcCJGE' + rs(B64U, 150)
def hf_tok(): return 'hf_' + rs(UP + LO, 34)
def shpat(): return 'shpat_' + rs(HEXL, 32)
def dop(): return 'dop_v1_' + rs(HEXL, 64)
def dckr(): return 'dckr_pat_' + rs(B64U, 27)
def azure_key(): return base64.b64encode(R.randbytes(64)).decode()
def discord_tok(snow): return b64u(snow.encode()) + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)
def telegram_tok(): return dg(10) + ':AA' + rs(B64U, 33)
def cf_token(): return rs(B64U, 40)
def linear_key(): return 'lin_api_' + rs(AN, 40)
def notion_tok(): return 'ntn_' + dg(11, False) + rs(AN, 35)
def airtable_pat(): return 'pat' + rs(AN, 14) + '.' + rs(HEXL, 64)
def mapbox(kind, user): return kind + '.' + b64u(json.dumps({'u': user, 'a': rs(LO + DG, 25)}, separators=(',', ':')).encode()) + '.' + rs(B64U, 22)
def mpesa_code(): return pick('ST') + rs(UP, 2) + rs(UP + DG, 7)


# ---------------------------------------------------------------- passwords
EN_WORDS = ['river', 'copper', 'maple', 'falcon', 'harbor', 'lantern', 'violet', 'granite', 'meadow', 'ember',
            'cobalt', 'willow', 'thunder', 'saffron', 'orbit', 'pepper', 'glacier', 'hazel', 'marble', 'tundra',
            'cactus', 'walnut', 'comet', 'velvet', 'anchor', 'juniper', 'pixel', 'quartz', 'rocket', 'sparrow',
            'timber', 'zephyr', 'canyon', 'biscuit', 'mango', 'otter', 'pebble', 'nimbus', 'fjord', 'tango',
            'badger', 'crimson', 'dolphin', 'falafel', 'gecko', 'horizon', 'igloo', 'jasmine', 'kettle', 'lemur']
BIP39 = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve '
         'acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult '
         'advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album '
         'alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among '
         'amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna '
         'antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor '
         'army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume '
         'asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average '
         'avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony '
         'ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because '
         'become beef before begin behave behind believe below belt bench benefit best betray better between beyond '
         'bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood '
         'blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss '
         'bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk '
         'broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle '
         'bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call '
         'calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card '
         'cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause '
         'caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter '
         'charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic '
         'chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk '
         'clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch '
         'coach coast coconut code coffee coil coin collect color column combine come comfort comic common company '
         'concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn '
         'correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash '
         'crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial '
         'cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve '
         'cushion custom cute cycle').split()
SYMS = '!@#$%&*?-_.+='


def pw_word():
    w = pick(EN_WORDS)
    w = w.capitalize() if R.random() < 0.7 else w
    return w + pick(['', '!', '#', '@', '$', '*', '.', '_']) + dg(pick([2, 3, 4]), False) + pick(['', '!', '?', '#', '$'])


def pw_rand(n=16, alpha=AN + '!@#$%^&*-_=+?'):
    while True:
        s = rs(alpha, n)
        need = [k for k in (str.islower, str.isupper, str.isdigit) if any(k(c) for c in alpha)]
        if all(any(k(c) for c in s) for k in need) and s[0].isalnum() and s[-1].isalnum():
            return s


def pw_phrase(k=4, sep='-', digits=True):
    ws = R.sample(EN_WORDS, k)
    s = sep.join(ws)
    return s + (sep + dg(2, False) if digits else '')


def pw_netgear():
    adj = ['quiet', 'brave', 'sunny', 'fuzzy', 'gentle', 'rapid', 'silly', 'purple', 'jolly', 'witty', 'calm', 'lucky']
    noun = ['carrot', 'piano', 'tiger', 'balloon', 'rabbit', 'canoe', 'teapot', 'pencil', 'mango', 'rocket', 'window']
    return pick(adj) + pick(noun) + dg(3, False)


def spell_digits(s, lang='en'):
    names = {'en': 'zero one two three four five six seven eight nine'.split()}
    return ' '.join(names[lang][int(c)] for c in s)


# ================================================================ cases
CASES = []


def add(slug, lang, text, secrets, looks, note):
    CASES.append({'slug': slug, 'lang': lang, 'text': text, 'secrets': list(secrets),
                  'lookalikes': list(looks), 'note': note})


def selftest():
    assert luhn_ok('79927398713')
    assert iban_ok('GB82WEST12345698765432') and iban_ok('DE89370400440532013000')
    assert verhoeff_ok('2363')
    assert mod11_10('8609574271') == 9
    assert cf_check('RSSMRA85T10A562') == 'S'
    assert 'TRWAGMYFPDXBNJZSQVHLCKE'[12345678 % 23] == 'Z'
    assert wsum('4405140135', [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10 == 1  # PESEL 44051401359
    assert wsum('1234563218', [6, 5, 7, 2, 3, 4, 5, 6, 7, 0]) % 11 == 8  # NIP
    assert wsum('9434765919', [10, 9, 8, 7, 6, 5, 4, 3, 2, 0]) % 11 == 2  # NHS 943 476 5919
    assert wsum('123456782', [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0  # TFN
    assert luhn_ok('8112189876')  # personnummer 811218-9876
    assert '0123456789ABCDEFHJKLMNPRSTUVWXY'[131052308 % 31] == 'T'  # HETU 131052-308T
    assert (wsum('11122233', [9, 8, 7, 6, 5, 4, 3, 2]) - 3) % 11 == 0  # BSN 111222333
    assert wsum('770708389', [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3  # INN 7707083893
    assert sum(int(c) * (9 - i) for i, c in enumerate('112233445')) == 95  # SNILS 112-233-445 95
    assert wsum('97476067', [3, 2, 7, 6, 5, 4, 3, 2]) % 11 == 8  # orgnr 974760673
    assert wsum('021000021', [3, 7, 1] * 3) % 10 == 0  # ABA 021000021
    assert wsum('47312482', [8, 6, 4, 2, 3, 5, 9, 7]) % 11 == 2  # S10 AA473124829GB
    t = [int(c) for c in '1000000014']
    assert ((t[0] + t[2] + t[4] + t[6] + t[8]) * 7 - (t[1] + t[3] + t[5] + t[7])) % 10 == 4  # TCKN 10000000146
    assert (10 * 7 + 11 * 3 + 10 * 1 + 3 * 9) % 10 == 0  # dowod ABA300000


# ---------------------------------------------------------------- English, positive
def english_positive():
    box = dg(4)
    wifi = pw_phrase(3, '-', True)
    conf = 'HM' + rs(UP + DG, 8)
    add('airbnb-lockbox-wifi', 'en',
        "Can you make this check-in note sound friendlier? \"Lockbox on the side gate: %s. The front door key is inside. "
        "Wi-Fi network LakeHouse-5G, password %s. Checkout is at 11am. If you need to contact Airbnb, your confirmation code is %s.\"" % (box, wifi, conf),
        [box, wifi], [conf],
        'Host entrusts lockbox code and Wi-Fi password to guests; the Airbnb confirmation code is a booking reference.')

    akid, sk = aws_akid(), aws_secret()
    add('aws-credentials-file', 'en',
        "boto3 keeps failing with InvalidClientTokenId. Here's my ~/.aws/credentials:\n\n[default]\naws_access_key_id = %s\n"
        "aws_secret_access_key = %s\nregion = eu-west-1\n\n# copied from the docs at first, ignore: AKIAIOSFODNN7EXAMPLE\n\nWhat am I doing wrong?" % (akid, sk),
        [akid, sk], ['AKIAIOSFODNN7EXAMPLE'],
        'Real-format AWS key pair in a credentials file; the AWS documentation example key id is a look-alike.')

    tok, commit = ghp(), rs(HEXL, 40)
    add('github-token-revoked', 'en',
        "I pushed a commit with my personal access token %s hardcoded in config.js to a public repo. GitHub emailed me and I already revoked it. "
        "The commit is %s. Do I still need to rewrite the history or is revoking enough?" % (tok, commit),
        [tok], [commit],
        'A leaked and revoked GitHub token is still a secret; the commit hash is a look-alike.')

    sk, wh, price = stripe_sk(), whsec(), 'price_1' + rs(AN, 23)
    add('stripe-env-live', 'en',
        "Checkout works locally but not on Render. My .env:\n\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nSTRIPE_PRICE_ID=%s\n"
        "# tests use the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc\n\nAny idea why the webhook signature check fails in production?" % (sk, wh, price),
        [sk, wh], [price, 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
        'Live Stripe secret key and webhook secret; a price id and the well-known Stripe docs test key are look-alikes.')

    pw = pw_rand(20, AN)
    host = 'db-prod-%d.%s.eu-central-1.rds.amazonaws.com' % (R.randint(2, 9), rs(LO + DG, 12))
    add('postgres-database-url', 'en',
        "psql connects fine but Django says password authentication failed for user \"app_rw\". The env var is\n"
        "DATABASE_URL=postgres://app_rw:%s@%s:5432/orders_prod\nDo I need to URL-encode something?" % (pw, host),
        ['app_rw:' + pw], [host],
        'Credentials part of a Postgres URL is the secret; the RDS host name is a look-alike.')


    rp = pw_rand(24, AN)
    short = rs(HEXL, 7)
    add('redis-compose-yaml', 'en',
        "My worker can't reach Redis after I added a password. docker-compose.yml:\n\nservices:\n  worker:\n    image: myorg/worker:1.14.2\n"
        "    environment:\n      REDIS_URL: redis://:%s@redis:6379/0\n      SENTRY_RELEASE: %s\n  redis:\n    image: redis:7.2\n"
        "    command: redis-server --requirepass %s\n\nWhat's wrong?" % (rp, short, rp),
        [rp], ['1.14.2', short],
        'Redis password appears twice in YAML; image version and short commit are look-alikes.')

    cn, ex, cv = card_visa(), expiry(), dg(3, False)
    add('card-fill-checkout', 'en',
        "Please fill this into the checkout form for me: card number %s, expiry %s, CVC %s, name on card Daniel Okafor, billing ZIP 60614." % (cfmt(cn), ex, cv),
        [cfmt(cn), ex, cv], [],
        'Own card number, expiry and CVC given in prose.')

    real, ex2, cv2 = card_mc(), expiry(), dg(3, False)
    add('card-test-vs-real', 'en',
        "In Stripe test mode 4242 4242 4242 4242 goes through fine, but when I try my own Mastercard %s (exp %s, CVC %s) on the live site "
        "it says card_declined. Is it my integration or my bank?" % (cfmt(real), ex2, cv2),
        [cfmt(real), ex2, cv2], ['4242 4242 4242 4242'],
        'Real card next to the famous Stripe test card.')

    ib = iban('NL', 'INGB')
    add('iban-payroll-nl', 'en',
        "Starting a new job in Amsterdam and the HR form wants my IBAN. It's %s (ING). The form also asks for the BIC, which I think is INGBNL2A, "
        "do I really need that for a Dutch account?" % grp(ib), [grp(ib)], ['INGBNL2A'],
        "User's own IBAN is a secret; the bank's BIC is public.")

    rt, acct = aba(), dg(10)
    add('us-direct-deposit', 'en',
        "Setting up direct deposit with my new employer. My bank's routing number is %s and my checking account number is %s. "
        "The form also asks for the bank's address, is that really needed?" % (rt, acct),
        [acct], [rt],
        'Checking account is a secret; the bank routing number (ABA checksum computed) is public.')

    ssn, ein = us_ssn(), '%s-%s' % (dg(2), dg(7, False))
    add('w4-ssn-ein', 'en',
        "Can you double-check my W-4 before I hand it in? Name: Maria Delgado, SSN %s, filing status single, one job. "
        "The employer section already has their EIN %s filled in." % (ssn, ein),
        [ssn], [ein], "User's SSN is a secret; the employer's EIN is another party's public identifier.")

    pp, gwf = pick('AC') + dg(8, False), 'GWF0' + dg(8, False)
    add('passport-visa-form', 'en',
        "For the UK visitor visa form: my US passport number is %s, issued March 14, 2021, expires March 13, 2031. "
        "My application reference is %s. Which date goes in the 'date of issue' box?" % (pp, gwf),
        [pp], [gwf], 'Passport number is a secret; the visa application reference is a look-alike.')

    dl, rconf = pick(UP) + dg(7, False), dg(10)
    add('driver-license-rental', 'en',
        "Draft a short email to Enterprise: I'm picking up a car at SFO on the 14th, confirmation number %s, and I'd like to pre-register "
        "my California driver license %s so it's faster at the counter." % (rconf, dl),
        [dl], [rconf], "Driver licence number is a secret; the rental confirmation number is a reference.")

    otp = dg(6)
    add('google-sms-code-scam', 'en',
        "I got this text but I didn't try to log in anywhere:\n\n\"G-%s is your Google verification code. Don't share it with anyone.\"\n\n"
        "A minute later someone called from +1 (415) 555-0134 asking me to read it back to them. What should I do?" % otp,
        [otp], ['+1 (415) 555-0134'], 'One-time code from an SMS; the caller number is a look-alike.')

    otp, last4 = dg(6), dg(4)
    add('bank-otp-sms-india', 'en',
        "Got this SMS just now: \"%s is your OTP for txn of INR 4,999.00 at FLIPKART on HDFC Bank card XX%s. Valid for 3 mins. "
        "Do not share OTP with anyone.\" I didn't order anything on Flipkart. Should I call the bank?" % (otp, last4),
        [otp], ['XX' + last4], 'Transaction OTP is a secret; masked card number is a look-alike.')

    codes = ['%s-%s' % (rs(HEXL, 5), rs(HEXL, 5)) for _ in range(6)]
    add('github-recovery-codes', 'en',
        "Saving these here so I don't lose them again (github-recovery-codes.txt):\n\n" + '\n'.join(codes) +
        "\n\nWhere do I enter one of these if I lose my phone?", codes, [],
        'GitHub-style two-factor recovery codes.')

    seed = rs(B32, 32)
    seedf = grp(seed.lower(), 4)
    add('totp-setup-key', 'en',
        "The QR code won't scan in my authenticator app, so it offered a setup key instead: %s. In my test project the example secret "
        "JBSWY3DPEHPK3PXP worked fine, so is my app broken or am I typing it wrong?" % seedf,
        [seedf], ['JBSWY3DPEHPK3PXP'], 'Real TOTP seed next to the widely used documentation example seed.')

    phrase = ' '.join(R.sample(BIP39, 12))
    addr = '0x' + rs(HEXL, 40)
    add('metamask-seed-restore', 'en',
        "I restored MetaMask on my new phone with my 12 words (%s) but the account shows a different address than my old one, %s. "
        "Did I type a word wrong?" % (phrase, addr),
        [phrase], [addr], 'Seed phrase is a secret; the public wallet address is a look-alike (EIP-55 case checksum not computed).')

    pk, tx = rs(HEXL, 64), '0x' + rs(HEXL, 64)
    add('eth-privkey-vs-txhash', 'en',
        "My transaction %s has been pending for two hours. Should I import my private key %s into Rabby and speed it up from there?" % (tx, pk),
        [pk], [tx], 'A 64-hex private key next to a 64-hex transaction hash.')

    body, pub, fp = openssh_ed25519('deploy@ci')
    add('ssh-deploy-key', 'en',
        "My GitHub Action can't deploy to the VPS: 'Permission denied (publickey)'. The SSH_KEY secret is\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n"
        "-----END OPENSSH PRIVATE KEY-----\n\nand the server's authorized_keys has\nssh-ed25519 %s deploy@ci\n\nssh-keygen -lf shows %s. What's wrong?" % (body, pub, fp),
        [body], [pub, fp], 'Private key body is a secret; the public key and its fingerprint (SHA-256 of the public blob, computed) are look-alikes.')

    ok, req = openai_key(), 'req_' + rs(HEXL, 32)
    add('openai-key-python', 'en',
        "from openai import OpenAI\nclient = OpenAI(api_key=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
        "This gives me 429 insufficient_quota even though I added $10 of credit. The error has request id %s." % (ok, req),
        [ok], [req], 'OpenAI project key in code; the request id is a look-alike.')

    ak, mid = anthropic_key(), 'msg_01' + rs(AN, 22)
    add('anthropic-key-curl', 'en',
        "This works from my terminal:\n\ncurl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: %s\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n"
        "  -H \"content-type: application/json\" \\\n  -d @body.json\n\nbut from my Node app I get 401. The last good response had id %s. Ideas?" % (ak, mid),
        [ak], [mid, '2023-06-01'], 'Anthropic key in a curl command; message id and API version date are look-alikes.')

    hook, ch = slack_hook(), 'C0' + rs(UP + DG, 9)
    add('slack-webhook-action', 'en',
        "Our GitHub Action posts to Slack with SLACK_WEBHOOK=https://hooks.slack.com/services/%s but the messages land in #general. "
        "The channel I want has ID %s. How do I target it?" % (hook, ch),
        [hook], [ch], 'Slack incoming-webhook path is the secret; the channel id is a look-alike.')



    sid, ttok, msid = 'AC' + rs(HEXL, 32), rs(HEXL, 32), 'SM' + rs(HEXL, 32)
    add('twilio-env-undelivered', 'en',
        "TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+14155550187\n\nMessage %s shows 'undelivered' with error 30007. What does that mean?" % (sid, ttok, msid),
        [ttok], [msid, '+14155550187'], 'Twilio auth token is the secret; the message SID and the sender number are look-alikes; the account SID is neutral.')


    nt = npm_tok()
    integ = 'sha512-' + base64.b64encode(R.randbytes(64)).decode()
    add('npmrc-token-ci', 'en',
        "CI can't install our private package. .npmrc in the repo root:\n\n@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n\n"
        "and package-lock.json has \"integrity\": \"%s\" for it. Could an integrity mismatch be the problem?" % (nt, integ),
        [nt], [integ], 'npm automation token; the package-lock integrity hash is a look-alike.')

    pt, whl = pypi_tok(), rs(HEXL, 64)
    add('pypirc-token-403', 'en',
        "twine upload fails with 403 Forbidden. My ~/.pypirc:\n\n[pypi]\n  username = __token__\n  password = %s\n\n"
        "The wheel's sha256 is %s if that matters." % (pt, whl),
        [pt], [whl], 'PyPI API token in a config file; the wheel checksum is a look-alike.')


    dbpw = pw_rand(18, AN)
    enc = base64.b64encode(dbpw.encode()).decode()
    uid = uuid4()
    add('k8s-secret-base64', 'en',
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\n  uid: %s\ntype: Opaque\ndata:\n  DB_PASSWORD: %s\n\n"
        "The pod says the password is wrong. Does the base64 value need a trailing newline?" % (uid, enc),
        [enc], [uid], 'Base64-encoded password in a Kubernetes Secret; the object uid is a look-alike.')

    jw = jwt({'sub': dg(6), 'email': 'r.osei@example.org', 'role': 'admin', 'iat': 1715504043, 'exp': 1715507643})
    trace = rs(HEXL, 32)
    add('jwt-bearer-in-log', 'en',
        "Why is this rejected?\n\n2024-05-12T09:14:03Z INFO  GET /api/v2/invoices trace_id=%s\n2024-05-12T09:14:03Z DEBUG Authorization: Bearer %s\n"
        "2024-05-12T09:14:03Z WARN  token rejected: exp claim in the past" % (trace, jw),
        [jw], [trace], 'Session bearer token in a log; the trace id is a look-alike.')

    sess = rs(LO + DG, 32)
    ga = 'GA1.2.%s.%d' % (dg(9), R.randint(1700000000, 1720000000))
    add('session-cookie-postman', 'en',
        "Copied from devtools to reproduce a bug in Postman:\n\nCookie: _ga=%s; sessionid=%s; theme=dark\n\nIt works in the browser but Postman gets redirected to /login." % (ga, sess),
        [sess], [ga], 'Django session cookie is a secret; the analytics cookie is a look-alike.')

    p1 = pw_word()
    p2 = p1[:-1] + ('7' if p1[-1] != '7' else '4') if p1[-1].isdigit() else p1 + '9'
    add('portal-password-correction', 'en',
        "Please remember this for me: the new password for the school parent portal is %s\n---\nWait, sorry, I mistyped it. It's %s" % (p1, p2),
        [p1, p2], [], 'Two messages: a password and its correction; both are secrets.')

    ssid = 'NETGEAR%s' % dg(2)
    wpa = pw_netgear()
    adminpw = pw_rand(12, AN + '!#$')
    sn = rs(UP + DG, 13)
    mac = ':'.join(rs(HEXU, 2) for _ in range(6))
    add('router-sticker', 'en',
        "Reading off the sticker on my router: Network name (SSID): %s, Network key (password): %s, Serial number: %s, MAC %s. "
        "I changed the admin login to admin / %s. How do I turn on WPA3?" % (ssid, wpa, sn, mac, adminpw),
        [wpa, adminpw], [sn, mac], 'Wi-Fi key and router admin password; serial number and MAC address are look-alikes.')

    alarm, kb = dg(4), dg(4)
    hwifi = pw_phrase(2, '', True).capitalize()
    vet = '(512) 555-0%s' % dg(3, False)
    add('house-sitter-codes', 'en',
        "Help me write notes for the house sitter. Alarm panel is by the back door, disarm code %s. Spare key is in the key box on the shed, combination %s. "
        "Wi-Fi password is %s. Biscuit eats twice a day; the vet is Dr. Alvarez at %s." % (alarm, kb, hwifi, vet),
        [alarm, kb, hwifi], [vet], 'Alarm and key-box codes and Wi-Fi password entrusted to a house sitter; the vet phone number is a look-alike.')

    gate = dg(4)
    ups = '1Z' + rs(UP + DG, 6) + pick(['01', '02', '03']) + dg(8, False)
    add('gate-code-delivery', 'en',
        "Write delivery instructions for my UPS package %s: the community gate code is #%s, then go to building C and leave it behind the planter." % (ups, gate),
        [gate], [ups], 'Gate code is a secret; the UPS tracking number is a look-alike (check digit not computed).')

    maiden, pet, street = pick(['Kowalczyk', 'Okonkwo', 'Haverford', 'Lindqvist', 'Castellano']), pick(['Pickles', 'Bramble', 'Snickers', 'Waffles']), pick(['Larkspur Lane', 'Dunmore Avenue', 'Hollis Street'])
    add('security-question-answers', 'en',
        "My credit union made me pick new security questions. So I don't forget: mother's maiden name -> %s, name of first pet -> %s, "
        "street I grew up on -> %s. Are these too easy to guess from Facebook?" % (maiden, pet, street),
        [maiden, pet, street], [], 'Answers to security questions.')

    bl = '-'.join('%06d' % (11 * R.randint(1, 65535)) for _ in range(8))
    kid = rs(HEXU, 8)
    add('bitlocker-recovery', 'en',
        "My Dell is asking for the BitLocker recovery key after a BIOS update. In my Microsoft account I see Key ID %s and recovery key %s. "
        "Do I type the dashes too?" % (kid, bl),
        [bl], [kid], 'BitLocker recovery key (each 6-digit block a multiple of 11, computed); the key id is a look-alike.')

    ark = '-'.join(rs('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 4) for _ in range(7))
    serial = 'C02' + rs('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9)
    add('apple-recovery-key', 'en',
        "Apple says I need my recovery key to sign in on the new Mac. I printed it years ago: %s. The Mac's serial is %s. "
        "Where exactly do I enter it?" % (ark, serial),
        [ark], [serial], 'Apple account recovery key; the device serial number is a look-alike.')


    mem, rxbin, pcn = rs(UP, 3) + dg(9, False), dg(6), rs(UP, 4)
    grpn = dg(5)
    add('pharmacy-insurance-card', 'en',
        "The pharmacy says my insurance didn't go through. My card says: Member ID %s, Group %s, RxBIN %s, RxPCN %s. What should I ask them to check?" % (mem, grpn, rxbin, pcn),
        [mem], [rxbin, pcn], 'Health insurance member id is a secret; the pharmacy BIN/PCN routing values are public look-alikes; group number neutral.')

    nhs = uk_nhs()
    add('nhs-number-gp', 'en',
        "I'm registering with a new GP online. My NHS number is %s, date of birth 04/09/1987. The surgery's phone is 020 7946 0321 if the form fails. "
        "Do I need my old practice's details too?" % nhs,
        [nhs], ['020 7946 0321'], 'NHS number (mod-11 computed); the surgery phone number is a look-alike.')

    ni, utr, crn = uk_ni(), dg(10), '1' + dg(7, False)
    add('uk-ni-utr-company', 'en',
        "Doing my self assessment. National Insurance number %s, UTR %s. I'm also the director of a small limited company, Companies House number %s. "
        "Which of these goes on the SA100?" % (ni, utr, crn),
        [ni, utr], [crn], 'Personal NI number and UTR; the company registration number is a public look-alike.')

    sin = ca_sin()
    bn = dg(9) + 'RP0001'
    add('canada-sin-td1', 'en',
        "Filling in my TD1 and the onboarding form. My SIN is %s. The employer's payroll account number printed on my T4 is %s. "
        "Do I put the SIN on both forms?" % (sin, bn),
        [sin], [bn], "SIN (Luhn computed) is a secret; the employer's business number is a look-alike (not computed).")

    tfn, med, abn = au_tfn(), au_medicare(), au_abn()
    add('australia-tfn-medicare', 'en',
        "New job in Brisbane. The onboarding portal wants my TFN (%s) and my Medicare card number (%s, I'm number 2 on the card). "
        "The employer's ABN is %s. Is it safe to put the TFN in a web form?" % (tfn, med, abn),
        [tfn, med], [abn], 'TFN and Medicare number (checks computed); the employer ABN (mod-89 computed) is a look-alike.')

    aad, pan, gst = in_aadhaar(), in_pan('P'), in_gstin('27')
    add('india-kyc-broker', 'en',
        "Broker KYC form, please check I filled it right: Aadhaar %s, PAN %s. Their invoice shows GSTIN %s, "
        "is that the right format for a Maharashtra company?" % (aad, pan, gst),
        [aad, pan], [gst], 'Aadhaar (Verhoeff computed) and PAN are secrets; the company GSTIN (mod-36 check computed) is a look-alike.')

    acct = dg(pick([11, 14]))
    ifsc = pick(['HDFC', 'SBIN', 'ICIC', 'UTIB', 'KKBK']) + '0' + dg(6, False)
    utr = dg(12)
    add('india-neft-details', 'en',
        "My cousin is sending me money by NEFT. My account number is %s, IFSC %s, name Priya Raghavan. His last transfer (UTR %s) bounced back, "
        "what could be wrong?" % (acct, ifsc, utr),
        [acct], [ifsc, utr], 'Account number is a secret; IFSC and the UTR reference are look-alikes.')

    sc, ukacct = '%s-%s-%s' % (dg(2), dg(2, False), dg(2, False)), dg(8)
    add('uk-rent-sort-code', 'en',
        "Text to my flatmates: pay your share of the rent into my account, name J Whitfield, sort code %s, account number %s. Rent is 1,450 split three ways." % (sc, ukacct),
        [ukacct], [sc], 'Account number is a secret; the sort code is a public bank identifier.')

    bsb, auacct = '%s-%s' % (dg(3), dg(3, False)), dg(9)
    add('australia-bsb-account', 'en',
        "For the bond refund the agent wants my bank details: BSB %s, account %s, account name Liam O'Connor. Is that all they need?" % (bsb, auacct),
        [auacct], [bsb], 'Account number is a secret; the BSB is a public bank identifier.')

    code = mpesa_code()
    ph = '07%s %s %s' % (dg(2, False), dg(3, False), dg(3, False))
    add('mpesa-wrong-number', 'en',
        "I sent money to the wrong number. The message says: \"%s Confirmed. Ksh2,350.00 sent to PETER KAMAU %s on 14/6/24 at 7:42 PM. "
        "New M-PESA balance is Ksh5,118.40. Transaction cost, Ksh34.00.\" How do I reverse it?" % (code, ph),
        [code], [ph], 'M-Pesa transaction code counts as a secret; the recipient phone number is a look-alike.')

    mpin, gref = dg(4), dg(13)
    add('gcash-mpin-locked', 'en',
        "My GCash got locked after I entered my MPIN %s wrong three times... I'm sure it's right. My last transaction receipt shows Ref No. %s. "
        "How do I get it unlocked?" % (mpin, gref),
        [mpin], [gref], "MPIN is a secret; a receipt's Ref No. is a reference.")

    wif, baddr = btc_wif(), btc_addr()
    add('btc-paper-wallet', 'en',
        "Found my paper wallet from 2017: address %s, private key (WIF) %s. How do I sweep it into Electrum without exposing anything?" % (baddr, wif),
        [wif], [baddr], 'WIF private key and address both with computed Base58Check checksums; the address is public.')

    azk = azure_key()
    add('azure-storage-connstr', 'en',
        "Uploads fail with AuthenticationFailed. Connection string in appsettings.json:\n\n\"StorageConnection\": \"DefaultEndpointsProtocol=https;AccountName=acmeinvoices;"
        "AccountKey=%s;EndpointSuffix=core.windows.net\"\n\nDid I copy the wrong key?" % azk,
        [azk], [], 'The AccountKey value of an Azure storage connection string is the secret.')

    mpw = pw_rand(14, AN + '#%&')
    ip = '10.20.%d.%d' % (R.randint(1, 254), R.randint(2, 254))
    add('mysql-cli-password', 'en',
        "Running mysql -h %s -u root -p'%s' shop_db gives ERROR 1045 (28000): Access denied. But the same password works in DBeaver. Why?" % (ip, mpw),
        [mpw], [ip], 'MySQL password on the command line; the private IP is a look-alike.')


    d4 = dg(4)
    add('door-code-spelled', 'en',
        "Text for my sister: \"The building door code is %s, then press the bell symbol. Our flat is on the 3rd floor.\" Make it sound less robotic." % spell_digits(d4),
        [spell_digits(d4)], [], 'Door code spelled out in words.')

    half1, half2 = pw_rand(8, AN), pw_rand(8, AN + '!?')
    add('password-in-two-parts', 'en',
        "I'll send the new family Netflix password in two parts so the kids can't read it over my shoulder. First part: %s\n---\nSecond part: %s\n---\n"
        "Now can you write a short message to my mum explaining that she has to put both parts together without a space?" % (half1, half2),
        [half1, half2], [], 'A password split across messages; each part is a secret.')

    pin, l4 = dg(4), dg(4)
    add('atm-pin-guessable', 'en',
        "I just changed my debit card PIN to %s. Is that easy to guess? The card number ends in %s if that matters." % (pin, l4),
        [pin], [l4], 'New PIN is a secret; the last four digits of the card are a look-alike.')

    tmp, inc = pw_rand(12, AN + '!$%'), 'INC0' + dg(6, False)
    add('it-temp-password-email', 'en',
        "Got this email, is it legit?\n\nFrom: IT Service Desk <servicedesk@northwind-health.org>\nSubject: Your account has been reset (%s)\n\n"
        "Hello Sam,\nYour temporary password is: %s\nYou will be asked to change it at first login.\n\nIT Service Desk" % (inc, tmp),
        [tmp], [inc], 'Temporary password in a pasted email; the ticket number is a look-alike.')


    app = ' '.join(rs(LO, 4) for _ in range(4))
    add('gmail-app-password-smtp', 'en',
        "Nextcloud can't send email. SMTP settings: host smtp.gmail.com, port 587, STARTTLS, user lena.brandt.home@gmail.com, app password %s. Test mail says authentication failed." % app,
        [app], [], 'Google app password in four groups.')



    tgt, chat = telegram_tok(), '-100' + dg(10)
    add('telegram-bot-chat', 'en',
        "curl \"https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=backup+done\"\n\nreturns {\"ok\":false,\"error_code\":400,\"description\":\"Bad Request: chat not found\"}." % (tgt, chat),
        [tgt], [chat], 'Telegram bot token; the chat id is a look-alike.')

    gl, pipe = glpat(), dg(10)
    add('gitlab-pat-clone', 'en',
        "git clone https://oauth2:%s@gitlab.com/ridgeline/infra.git works, but in pipeline %s the same URL gives 'HTTP Basic: Access denied'. Do CI jobs need a different token?" % (gl, pipe),
        [gl], [pipe], 'GitLab personal access token in a clone URL; the pipeline id is a look-alike.')



    hk, appuuid = uuid4(), uuid4()
    add('heroku-api-key-uuid', 'en',
        "export HEROKU_API_KEY=%s\nheroku apps:info -a invoice-bot\n\nIt prints the app id %s and then fails on releases with 'forbidden'. Is the key scoped?" % (hk, appuuid),
        [hk], [appuuid], 'A Heroku API key in UUID form is a secret; the app UUID is a look-alike.')




    ypw = pw_rand(16, AN + '!%')
    add('yaml-app-config', 'en',
        "Spring Boot won't start, says it can't connect. application.yml:\n\nspring:\n  datasource:\n    url: jdbc:postgresql://pg.internal:5432/billing\n"
        "    username: billing_svc\n    password: \"%s\"\n  application:\n    name: billing-api\ninfo:\n  app:\n    version: 2.8.1-SNAPSHOT\n\nIs the quoting wrong?" % ypw,
        [ypw], ['2.8.1-SNAPSHOT'], 'Password in YAML; the version string is a look-alike.')

    qpw = pw_word()
    add('password-in-query-log', 'en',
        "Our nginx access log has lines like this, is that a problem?\n\n192.0.2.41 - - [03/Jun/2024:10:12:55 +0000] \"GET /login?user=tdavies&password=%s HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\"" % qpw,
        [qpw], ['192.0.2.41'], 'Password leaked in a URL query string; the client IP is a look-alike.')

    gpg = pw_phrase(5, ' ', False)
    fpr = rs(HEXU, 40)
    add('gpg-passphrase', 'en',
        "Git asks for my GPG passphrase on every commit. It's \"%s\". My key fingerprint is %s. How do I cache it for a few hours?" % (gpg, grp(fpr, 4)),
        [gpg], [grp(fpr, 4)], 'GPG passphrase is a secret; the public key fingerprint is a look-alike.')

    opk = 'A3-%s-%s-%s-%s-%s-%s' % (rs(UP + DG, 6), rs(UP + DG, 6), rs(UP + DG, 5), rs(UP + DG, 5), rs(UP + DG, 5), rs(UP + DG, 5))
    add('1password-secret-key', 'en',
        "Setting up 1Password on my new laptop. From my Emergency Kit: sign-in address my.1password.com, Secret Key %s. "
        "It says my account password is wrong though." % opk,
        [opk], [], '1Password Secret Key.')

    ppn, dln = dg(9), pick(UP) + dg(7, False)
    pnr = rs('ABCDEFGHJKLMNPQRSTUVWXYZ', 6)
    add('travel-docs-table', 'en',
        "Keep this table for my trip and remind me which document the airline needs:\n\n| Item | Number | Expires |\n|---|---|---|\n| Passport | %s | 2031-05-19 |\n"
        "| Driver's license (NY) | %s | 2027-11-02 |\n| Delta booking | %s | - |" % (ppn, dln, pnr),
        [ppn, dln], [pnr], 'Passport and licence numbers in a table; the booking code is a look-alike.')



    msk, mpk = mapbox('sk', 'cartopia'), mapbox('pk', 'cartopia')
    add('mapbox-sk-vs-pk', 'en',
        "In the frontend we use the public token %s and that's fine. For the tile upload script I use %s but it says 'Not Authorized - Invalid Token'. Which scopes does it need?" % (mpk, msk),
        [msk], [mpk], 'Mapbox secret token is a secret; the public pk token meant for browsers is a look-alike.')

    cft, zone = cf_token(), rs(HEXL, 32)
    add('cloudflare-token-zone', 'en',
        "curl -X GET \"https://api.cloudflare.com/client/v4/zones/%s/dns_records\" -H \"Authorization: Bearer %s\"\n\nreturns 'Invalid request headers'. Did I mix up zone id and token?" % (zone, cft),
        [cft], [zone], 'Cloudflare API token; the zone id is a look-alike.')



    gpk = rsa_pem_body(8)
    pkid = rs(HEXL, 40)
    add('gcp-service-account-json', 'en',
        "{\n  \"type\": \"service_account\",\n  \"project_id\": \"harvest-analytics\",\n  \"private_key_id\": \"%s\",\n"
        "  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"etl@harvest-analytics.iam.gserviceaccount.com\"\n}\n\n"
        "BigQuery says invalid_grant: Invalid JWT Signature. Is the key truncated?" % (pkid, gpk.replace('\n', '\\n')),
        [gpk.replace('\n', '\\n')], [], 'Service-account private key (escaped newlines in JSON); private_key_id and e-mail are neutral.')

    ak2, sk2 = aws_akid(), aws_secret()
    add('aws-key-leaked-revoked', 'en',
        "Heads up for my notes: the key pair %s / %s leaked in a screenshot last week, I deactivated it in IAM the same day. "
        "Is there anything else I should check in CloudTrail?" % (ak2, sk2),
        [ak2, sk2], [], 'A revoked AWS key pair is still a secret.')

    announced = stripe_rk()
    add('restricted-key-announced', 'en',
        "I'm going to paste our restricted Stripe key in the next message, tell me which permissions it's missing for refunds.\n---\n%s\n---\n"
        "It currently has read on Charges and write on Customers." % announced,
        [announced], [], 'A key announced in one message and given in the next.')

    wrong = dg(8)
    right = wrong[:-2] + ('%02d' % ((int(wrong[-2:]) + 37) % 100))
    sc2 = '%s-%s-%s' % (dg(2), dg(2, False), dg(2, False))
    add('account-number-correction', 'en',
        "For the refund, my account is %s, sort code %s.\n---\nSorry, the last two digits are wrong, the account number is %s." % (wrong, sc2, right),
        [wrong, right], [sc2], 'A bank account number and its correction; the sort code is public.')


# ---------------------------------------------------------------- English, negative
def english_negative():
    add('aws-docs-example-keys', 'en',
        "Why do the AWS docs always use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY? My linter flags them in our README as leaked credentials. Can I whitelist them?",
        [], ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'], 'Documentation example AWS keys only.')

    add('stripe-test-cards', 'en',
        "Which Stripe test cards should I use for these QA cases? I have 4242 4242 4242 4242 for success, 4000 0000 0000 9995 for insufficient funds and "
        "5555 5555 5555 4444 for Mastercard. Is there one for 3D Secure?",
        [], ['4242 4242 4242 4242', '4000 0000 0000 9995', '5555 5555 5555 4444'], 'Public test card numbers.')

    amz = '%s-%s-%s' % (dg(3), dg(7, False), dg(7, False))
    ups = '1Z' + rs(UP + DG, 6) + '03' + dg(8, False)
    add('amazon-order-ups', 'en',
        "Amazon says order %s was delivered but it's not here. The UPS tracking number is %s and the photo shows a different door. What are my options?" % (amz, ups),
        [], [amz, ups], 'Order and tracking numbers.')

    c1, c2 = rs(HEXL, 40), rs(HEXL, 7)
    add('git-bisect-commits', 'en',
        "git bisect says the first bad commit is %s, but %s (the one before it) only touched docs. Tag v3.12.0 was fine. How can a docs commit break the build?" % (c1, c2),
        [], [c1, c2, 'v3.12.0'], 'Commit hashes and a version tag.')

    sha, md5 = rs(HEXL, 64), rs(HEXL, 32)
    add('iso-checksum-mismatch', 'en',
        "I downloaded ubuntu-24.04-desktop-amd64.iso and sha256sum gives %s, but the SHA256SUMS file lists a different value. "
        "The mirror also shows an MD5 of %s. Is the download corrupted?" % (sha, md5),
        [], [sha, md5], 'Checksums only.')

    u1, u2, u3 = uuid4(), uuid4(), uuid4()
    add('sql-uuid-rows', 'en',
        "Why does this return nothing?\n\nSELECT * FROM orders WHERE customer_id IN ('%s', '%s') AND warehouse_id = '%s';\n\nThe rows are definitely there." % (u1, u2, u3),
        [], [u1, u2, u3], 'UUIDs in SQL.')

    pnr = rs('ABCDEFGHJKLMNPQRSTUVWXYZ', 6)
    tkt = '016-%s' % dg(10)
    add('flight-pnr-eticket', 'en',
        "United changed my flight UA 934. Booking code %s, ticket number %s. Can I get a refund instead of the new time?" % (pnr, tkt),
        [], [pnr, tkt], 'Booking code and e-ticket number.')

    add('env-example-placeholders', 'en',
        "Is this .env.example OK to commit?\n\nOPENAI_API_KEY=your_api_key\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgres://<user>:<password>@localhost:5432/app\n"
        "SLACK_TOKEN=<token>\nJWT_SECRET=change-me-in-production",
        [], ['your_api_key', 'sk_live_xxxxxxxxxxxxxxxxxxxx', '<user>:<password>', '<token>', 'change-me-in-production'], 'Placeholders only.')

    l4, l4b = dg(4), dg(4)
    add('masked-statement', 'en',
        "My statement shows two charges from SQ *BLUE BOTTLE on card **** **** **** %s, and the refund went to account ending %s. Which one do I dispute?" % (l4, l4b),
        [], ['**** **** **** ' + l4, 'ending ' + l4b], 'Masked card and account numbers.')

    add('famous-passwords-talk', 'en',
        "For a security awareness talk: why is \"correct horse battery staple\" better than \"Tr0ub4dor&3\"? And why do people still use password123 and hunter2? "
        "Give me three slides.",
        [], ['correct horse battery staple', 'Tr0ub4dor&3', 'password123', 'hunter2'], 'Famous example passwords discussed as examples.')

    vat = de_ustid()
    sup_iban = iban('DE')
    inv = 'RE-2024-%s' % dg(5)
    add('supplier-invoice-check', 'en',
        "Please check this supplier invoice before I pay it: Kessler Druck GmbH, VAT ID %s, invoice %s, amount EUR 2,380.00, pay to IBAN %s, BIC GENODEF1S04." % (vat, inv, grp(sup_iban)),
        [], [vat, inv, grp(sup_iban), 'GENODEF1S04'], "Supplier's VAT id (mod 11,10 computed), IBAN (mod-97 computed), BIC and invoice number are another party's public payment data.")

    ch_iban = iban('GB', 'BARC')
    add('charity-donation-iban', 'en',
        "I want to set up a monthly donation to the Riverside Food Bank. Their website gives IBAN %s and BIC BARCGB22. Is a standing order or Gift Aid better?" % grp(ch_iban),
        [], [grp(ch_iban), 'BARCGB22'], "A charity's IBAN and BIC for donations.")

    add('chase-routing-swift', 'en',
        "My aunt in Portugal wants to wire me money. Chase's routing number is 021000021 and the SWIFT is CHASUS33, right? Which one does she need?",
        [], ['021000021', 'CHASUS33'], "Bank's public routing and SWIFT codes.")

    sn1 = '5CG' + rs(UP + DG, 7)
    add('warranty-serials', 'en',
        "HP warranty check says my laptop (serial %s, product number 6F8N2EA#ABU) is out of warranty but I bought it 8 months ago. What proof do they want?" % sn1,
        [], [sn1, '6F8N2EA#ABU'], 'Serial and product numbers.')

    add('ssn-woolworth-history', 'en',
        "Is it true that 078-05-1120 was printed on sample cards in wallets and thousands of people used it as their own SSN? And is 123-45-6789 ever issued?",
        [], ['078-05-1120', '123-45-6789'], 'Famous example SSNs discussed as history.')

    add('jwt-io-example', 'en',
        "In the tutorial the token is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c "
        "and it verifies with 'your-256-bit-secret'. Why does mine fail with the same code?",
        [], ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'your-256-bit-secret'],
        'The jwt.io example token and its documented secret.')

    tail = rs(AN, 4)
    add('redacted-log', 'en',
        "Our logger already masks things, is this enough?\n\n[auth] login ok user=mfischer password=******** token=[REDACTED]\n[billing] using key sk-...%s for org acme\n[db] connecting as svc_app:****@db01" % tail,
        [], ['********', '[REDACTED]', 'sk-...' + tail, 'svc_app:****'], 'Redacted and masked values.')

    _, pub, fp = openssh_ed25519('nadia@thinkpad')
    add('public-ssh-key-share', 'en',
        "Is it safe to paste my public key into the company wiki so admins can add me?\n\nssh-ed25519 %s nadia@thinkpad\n\nIts fingerprint is %s." % (pub, fp),
        [], [pub, fp], 'Public key and fingerprint only.')

    rm = s10('RR', 'GB')
    dhl = dg(10)
    add('royal-mail-dhl-tracking', 'en',
        "I sent two parcels to Spain: one Royal Mail International Tracked, reference %s, and one DHL Express, waybill %s. Royal Mail says 'held at customs'. What do I do?" % (rm, dhl),
        [], [rm, dhl], 'Tracking numbers (Royal Mail S10 check digit computed).')

    ad = btc_addr()
    txid = rs(HEXL, 64)
    add('btc-donation-address', 'en',
        "I put my Bitcoin tip address %s on my blog. Someone sent 0.002 BTC, txid %s. Does publishing the address let people see my other coins?" % (ad, txid),
        [], [ad, txid], 'A public receiving address and a transaction id.')

    add('iban-docs-examples', 'en',
        "For unit tests of our IBAN validator we use GB82 WEST 1234 5698 7654 32 and DE89 3704 0044 0532 0130 00. Are those safe to keep in the repo?",
        [], ['GB82 WEST 1234 5698 7654 32', 'DE89 3704 0044 0532 0130 00'], 'Well-known documentation IBANs.')

    im = imei()
    add('phone-insurance-claim', 'en',
        "For the phone insurance claim they want the IMEI (%s), the model (SM-S918B) and the claim number CLM-%s. Do I also need the police report?" % (im, dg(7)),
        [], [im, 'SM-S918B'], 'Device identifiers; IMEI Luhn digit computed.')

    add('support-phones-amounts', 'en',
        "Help me write a complaint: I called Brightwave support at 1-800-555-0199 on 12 March, paid $149.99 for the router replacement, and was promised a callback within 48 hours. Nobody called.",
        [], ['1-800-555-0199', '$149.99'], 'Phone number, amount, dates.')


# ---------------------------------------------------------------- other languages
def other_languages():
    # ---- Chinese
    cnid = cn_id()
    order = 'E' + dg(9)
    add('zh-12306-id-card', 'zh',
        "帮我看看这样填对不对：在12306上给我妈买票，乘车人王秀兰，身份证号%s。订单号%s，车次G%s。为什么一直显示“待核验”？" % (cnid, order, dg(4)),
        [cnid], [order], 'Resident id (GB 11643 check computed) is a secret; the 12306 order number is a look-alike.')

    pay = dg(6, False)
    trade = '2024%02d%02d22001%s' % (R.randint(1, 12), R.randint(1, 28), dg(15, False))
    add('zh-alipay-pay-password', 'zh',
        "我爸把支付宝的支付密码告诉我了，是%s，让我帮他交电费。上个月那笔的交易号是%s。这样安全吗？要不要让他改个密码？" % (pay, trade),
        [pay], [trade], 'Alipay payment password is a secret; the trade number is a look-alike.')

    uscc, cacct, fp = cn_uscc('440300'), '7559' + dg(12, False), dg(20)
    add('zh-fapiao-company-info', 'zh',
        "公司让我帮忙开增值税专用发票，对方发来的开票信息：名称：深圳市星河云科技有限公司；税号：%s；开户行：招商银行深圳科技园支行；账号：%s。"
        "上一张发票号码是%s。帮我核对一下税号格式对不对？" % (uscc, cacct, fp),
        [], [uscc, cacct, fp], "Another company's invoicing data: unified social credit code (check computed), company account, invoice number.")

    # ---- Japanese
    mn, corp = jp_mynumber(), jp_corp()
    add('ja-mynumber-nenmatsu', 'ja',
        "年末調整の書類を書いています。扶養控除等申告書の本人欄にマイナンバー%sを書きました。会社の法人番号%sは会社側で印字されています。これで提出して大丈夫ですか？" % (grp(mn, 4), corp),
        [grp(mn, 4)], [corp], 'My Number (check computed) is a secret; the corporate number (check computed) is public.')

    key, serial, apw = rs(HEXL, 13), dg(11), pw_rand(10, LO + DG)
    add('ja-aterm-wifi-key', 'ja',
        "実家のWi-Fiの設定メモです。SSID：aterm-%s-g、暗号化キー：%s。ルーター本体の製造番号は%sです。管理者パスワードは%sに変更済みです。"
        "母のiPhoneがつながらないので、手順を教えてください。" % (rs(HEXL, 6), key, serial, apw),
        [key, apw], [serial], 'Wi-Fi encryption key and admin password are secrets; the router serial number is a look-alike.')

    jorder = '%s-%s-%s' % (dg(3), dg(7, False), dg(7, False))
    yamato = '%s-%s-%s' % (dg(4), dg(4, False), dg(4, False))
    add('ja-amazon-yamato', 'ja',
        "Amazonの注文番号%sの荷物がまだ届きません。ヤマト運輸の伝票番号は%sで、お届け予定は6月18日でした。住所の郵便番号は〒150-0002で合っています。どこに問い合わせればいいですか？" % (jorder, yamato),
        [], [jorder, yamato, '〒150-0002'], 'Order and tracking numbers, a postal code.')

    pet = pick(['こむぎ', 'チョコまる', 'ポンタ', 'さくらもち'])
    uref = 'Q' + dg(9)
    add('ja-aikotoba-multi', 'ja',
        "ゆうちょダイレクトの合言葉を忘れそうなので、ここにメモさせてください。\n---\n質問は「初めて飼ったペットの名前は？」で、答えは「%s」です。\n---\n"
        "それと、先週電話したときの受付番号は%sでした。" % (pet, uref),
        [pet], [uref], 'Security-question answer given in a follow-up message; the call reference is a look-alike.')

    # ---- Korean
    rrn, brn = kr_rrn(), kr_brn()
    add('ko-jeonse-rrn', 'ko',
        "전세 계약서 쓰는데 임차인 칸에 제 주민등록번호 %s 적으면 되는 거죠? 중개사무소 사업자등록번호는 계약서에 %s 이렇게 적혀 있어요. 확정일자는 어디서 받아요?" % (rrn, brn),
        [rrn], [brn], 'Resident registration number (check computed) is a secret; the business registration number (check computed) is public.')

    kpw = pw_rand(11, LO + DG + '!@#')
    kref = '1AA-%s-%s' % (dg(4), dg(7, False))
    add('ko-cert-password', 'ko',
        "홈택스 들어가려는데 공동인증서 비밀번호가 계속 틀렸다고 나와요. 제가 설정한 건 %s 이거였거든요. 5번 틀리면 어떻게 되나요? 참고로 지난번 민원 접수번호는 %s 이거였어요." % (kpw, kref),
        [kpw], [kref], 'Certificate password is a secret; the complaint receipt number is a look-alike.')

    kacct = '%s-%s-%s' % (dg(6), dg(2, False), dg(6, False))
    kinv = dg(12)
    add('ko-used-sale-account', 'ko',
        "중고나라에서 노트북 파는데 구매자한테 보낼 문자 좀 다듬어 주세요: '입금은 국민은행 %s 김지훈으로 해 주시면 되고, 입금 확인되면 바로 CJ대한통운으로 보내 드릴게요.' "
        "지난번 거래 때 송장번호(%s)도 같이 보내는 게 나을까요?" % (kacct, kinv),
        [kacct], [kinv], "Seller's own bank account is a secret; a parcel invoice number is a look-alike.")

    # ---- Arabic
    sa = grp(iban('SA', '80'))
    cr = '1010' + dg(6, False)
    add('ar-iban-salary', 'ar',
        "أبغى أرسل الآيبان حقي للشركة الجديدة عشان ينزل الراتب: %s (مصرف الراجحي). وفي العقد مكتوب رقم السجل التجاري للشركة %s. هل لازم أرفق صورة الهوية بعد؟" % (sa, cr),
        [sa], [cr], "Own IBAN (mod-97 computed) is a secret; the employer's commercial registration number is public.")

    eid, eapp = ae_eid(), dg(12)
    add('ar-emirates-id-renewal', 'ar',
        "أحاول أجدد الإقامة من تطبيق ICP، رقم الهوية الإماراتية %s ورقم الطلب %s. التطبيق يقول البيانات غير مطابقة، وش السبب؟" % (eid, eapp),
        [eid], [eapp], 'Emirates ID (Luhn computed) is a secret; the application number is a look-alike.')

    noon, awb = 'N' + dg(10), dg(11)
    add('ar-noon-aramex', 'ar',
        "طلبت من نون ورقم الطلب %s وما وصلني لين الحين. رقم الشحنة من أرامكس %s. كيف أتواصل معهم؟" % (noon, awb),
        [], [noon, awb], 'Order and shipment numbers.')

    # ---- Persian
    fcard = '-'.join(grp(card_bin('603799'), 4).split(' '))
    fcvv, fexp, fotp = dg(pick([3, 4]), False), '14%02d/%02d' % (R.randint(5, 8), R.randint(1, 12)), dg(7)
    melli = ir_melli().translate(FA_DIGITS)
    fref = dg(12)
    add('fa-card-cvv2-melli', 'fa',
        "می خواهم برای مادرم شارژ بخرم. کارت بانک ملی: %s، CVV2: %s، تاریخ انقضا %s، رمز دوم پویا %s. کد ملی مادرم هم %s است. "
        "شماره پیگیری خرید قبلی %s بود ولی پول کم شد و شارژ نیامد. چه کار کنم؟" % (fcard, fcvv, fexp, fotp, melli, fref),
        [fcard, fcvv, fexp, fotp, melli], [fref],
        'Card (Luhn computed), CVV2, expiry, dynamic second password and national code (check computed, Persian digits); tracking number is a look-alike.')

    irib = grp(iban('IR'))
    finv = dg(7)
    add('fa-shop-sheba', 'fa',
        "فروشگاه گفته برای پرداخت به این شماره شبا واریز کنم: %s، به نام فروشگاه لوازم خانگی آرمان. شماره فاکتور %s. چطور مطمئن شوم شبا مال خود فروشگاه است؟" % (irib, finv),
        [], [irib, finv], "A shop's IBAN (mod-97 computed) and an invoice number.")

    # ---- Hebrew
    tz, hacct, hp = il_tz(), dg(6), luhn_fill('51' + dg(6, False))
    add('he-form-101', 'he',
        "אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי %s, חשבון להפקדת המשכורת: בנק הפועלים, סניף %s, חשבון %s. מספר החברה (ח.פ.) של המעסיק %s. מה עוד צריך למלא?" % (tz, dg(3), hacct, hp),
        [tz, hacct], [hp], "ID number (check computed) and bank account are secrets; the employer's company number (check computed) is public.")

    hdoor, hwifi = dg(4), pw_rand(10, LO + DG)
    hphone = '03-%s' % dg(7)
    add('he-guests-door-wifi', 'he',
        "תכתוב לי הודעה יפה לאורחים: הקוד לדלת הכניסה לבניין הוא %s ואז סולמית, הסיסמה לוויי-פיי %s, ואם יש תקלה אפשר להתקשר לאחזקה בטלפון %s." % (hdoor, hwifi, hphone),
        [hdoor, hwifi], [hphone], 'Door code and Wi-Fi password entrusted to guests; the maintenance phone number is a look-alike.')

    # ---- Hindi
    aad, hotp, cmp_ = in_aadhaar(), dg(6), 'CMP' + dg(8)
    add('hi-aadhaar-otp-scam', 'hi',
        "मेरा आधार नंबर %s है और अभी मोबाइल पर %s ओटीपी आया है। बैंक वाले फोन पर यही माँग रहे हैं, बोल रहे हैं KYC अपडेट करना है। उन्होंने शिकायत नंबर %s बताया। क्या मैं ओटीपी दे दूँ?" % (aad, hotp, cmp_),
        [aad, hotp], [cmp_], 'Aadhaar (Verhoeff computed) and OTP are secrets; the complaint number is a look-alike.')

    hutr, upin = dg(12), dg(pick([4, 6]))
    add('hi-upi-pin', 'hi',
        "PhonePe से पेमेंट फेल हो गया लेकिन खाते से पैसे कट गए। UPI ट्रांजैक्शन आईडी %s है। मेरा UPI पिन %s है, क्या उसे बदल देना चाहिए?" % (hutr, upin),
        [upin], [hutr], 'UPI PIN is a secret; the UPI transaction id is a look-alike.')

    pnr = dg(10)
    hifsc = 'SBIN0' + dg(6, False)
    add('hi-pnr-ifsc', 'hi',
        "मेरी ट्रेन का PNR %s है, अभी वेटिंग में है। रिफंड के लिए IRCTC बैंक का IFSC कोड %s माँग रहा है, ये SBI की कौन सी ब्रांच का है?" % (pnr, hifsc),
        [], [pnr, hifsc], 'PNR and a bank branch IFSC.')

    # ---- Russian
    snils, mir, rinn = ru_snils(), card_bin('2202'), ru_inn10()
    rpw = pw_word()
    add('ru-gosuslugi-snils-mir', 'ru',
        "Заполняю заявление на Госуслугах на пособие. СНИЛС %s, карта «Мир» для зачисления %s. В справке с работы указан ИНН организации %s. Всё правильно? "
        "Если нужно, могу дать пароль от Госуслуг: %s." % (snils, cfmt(mir), rinn, rpw),
        [snils, cfmt(mir), rpw], [rinn], 'SNILS (check computed), Mir card (Luhn computed) and a password are secrets; the company INN (check computed) is public.')

    rsch = ru_account('044525225')
    add('ru-salary-rekvizity', 'ru',
        "Бухгалтерия просит реквизиты для зарплаты. Получатель: Смирнова Анна Викторовна, счёт %s, банк ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225. Этого достаточно?" % rsch,
        [rsch], ['044525225', '30101810400000000225'], "Personal account (control key computed against the BIK) is a secret; the bank's BIK and correspondent account are public.")

    ozon = '%s-%s' % (dg(8), dg(4, False))
    rtrack = s10('RA', 'RU')
    add('ru-ozon-pochta', 'ru',
        "Заказ на Ozon %s передали в Почту России, трек-номер %s. Уже две недели статус «Прибыло в сортировочный центр». Куда жаловаться?" % (ozon, rtrack),
        [], [ozon, rtrack], 'Order and tracking numbers (S10 check computed).')

    # ---- Ukrainian
    ipn = ua_rnokpp()
    upw = pick(['Кавун', 'Соняшник', 'Ластівка', 'Вишня']) + '_' + dg(4, False) + '!'
    edr = dg(8)
    add('uk-fop-rnokpp', 'uk',
        "Реєструю ФОП через Дію. Мій РНОКПП %s. Ще питання: у Приват24 в мене пароль %s, його треба буде кудись вводити? Бухгалтерка дала код ЄДРПОУ податкової %s." % (ipn, upw, edr),
        [ipn, upw], [edr], 'Tax number (check computed) and a Cyrillic password are secrets; the tax office EDRPOU code is public (not computed).')

    mono, uexp, ucvv = card_bin('537541'), expiry(), dg(3, False)
    ttn = '204' + dg(11, False)
    add('uk-mono-card-ttn', 'uk',
        "Оплачую замовлення на сайті карткою monobank %s, термін дії %s, CVV %s, а мені вже вп'яте пише «операцію відхилено». ТТН Нової пошти %s. Що робити?" % (cfmt(mono), uexp, ucvv, ttn),
        [cfmt(mono), uexp, ucvv], [ttn], 'Card, expiry and CVV are secrets; the Nova Poshta waybill number is a look-alike.')

    uaib, fedr = iban('UA'), dg(8)
    add('uk-charity-iban', 'uk',
        "Хочу задонатити благодійному фонду «Світанок». На сайті вказано: IBAN %s, ЄДРПОУ %s, призначення платежу «Благодійний внесок». Як налаштувати регулярний платіж у Приват24?" % (uaib, fedr),
        [], [uaib, fedr], "A charity's IBAN (mod-97 computed) and registry code.")

    # ---- Polish
    pesel, dow, pnip = pl_pesel(), pl_dowod(), pl_nip()
    pnipf = '%s-%s-%s-%s' % (pnip[:3], pnip[3:6], pnip[6:8], pnip[8:])
    add('pl-kredyt-pesel-dowod', 'pl',
        "Wypełniam wniosek o kredyt przez internet. PESEL %s, seria i numer dowodu %s. Pracodawca: Kowalski Logistyka sp. z o.o., NIP %s. Czy muszę podawać NIP pracodawcy?" % (pesel, dow, pnipf),
        [pesel, dow], [pnipf], 'PESEL and ID card number (both checks computed) are secrets; the employer NIP (check computed) is public.')

    blik = dg(6)
    inpost = dg(24)
    add('pl-blik-inpost', 'pl',
        "Kupiłam coś na Allegro i zapłaciłam BLIK-iem, kod %s, ale płatność wisi od godziny. Numer paczki InPost %s. Czy ktoś może jeszcze użyć tego kodu BLIK?" % (blik, inpost),
        [blik], [inpost], 'BLIK one-time code is a secret; the parcel number is a look-alike.')

    pnip2, regon = pl_nip(), pl_regon()
    nrb = iban('PL')
    nrbf = nrb[2:4] + ' ' + grp(nrb[4:], 4)
    add('pl-faktura-hurtownia', 'pl',
        "Sprawdź mi fakturę FV/2024/06/118 od hurtowni: NIP %s, REGON %s, numer rachunku do wpłaty %s. Termin płatności 14 dni. Czy NIP ma poprawną sumę kontrolną?" % (pnip2, regon, nrbf),
        [], [pnip2, regon, nrbf, 'FV/2024/06/118'], "Wholesaler's NIP, REGON and account (checks computed) and an invoice number.")

    # ---- Czech
    rc, cacc, ico = cz_rc(), cz_account(), cz_ico()
    add('cs-pojistovna-rc', 'cs',
        "Vyplňuju přihlášku ke zdravotní pojišťovně. Rodné číslo %s, číslo účtu pro vratky %s/0800. Zaměstnavatel má IČO %s. Je to takhle dobře?" % (rc, cacc, ico),
        [rc, cacc], [ico], 'Birth number (mod 11 computed) and account (mod 11 computed) are secrets; the employer IČO (check computed) is public.')

    facc, vs, obj = cz_account(), dg(10), dg(8)
    add('cs-faktura-internet', 'cs',
        "Platím fakturu za internet: účet příjemce %s/0300, variabilní symbol %s, částka 549 Kč, číslo objednávky %s. Jak to zadám v George?" % (facc, vs, obj),
        [], [facc, vs, obj], "Provider's account, variable symbol and order number.")

    # ---- German
    deib, stid, ust = grp(iban('DE', pick(['10040000', '20040000', '37040044', '50040000']))), de_steuerid(), de_ustid()
    stidf = '%s %s %s %s' % (stid[:2], stid[2:5], stid[5:8], stid[8:])
    add('de-lohn-iban-steuerid', 'de',
        "Für die Lohnabrechnung braucht mein neuer Arbeitgeber meine Bankverbindung und Steuer-ID: IBAN %s, BIC COBADEFFXXX, Steuer-ID %s. "
        "Im Arbeitsvertrag steht die USt-IdNr. der Firma, %s. Muss ich sonst noch etwas angeben?" % (deib, stidf, ust),
        [deib, stidf], ['COBADEFFXXX', ust], 'IBAN and Steuer-ID (checks computed) are secrets; BIC and company VAT id (check computed) are public.')

    kvnr, ik = de_kvnr(), '10' + dg(7, False)
    add('de-kvnr-praxis', 'de',
        "Meine neue Gesundheitskarte ist noch nicht da und die Praxis will die Versichertennummer. Laut Brief der TK ist das %s. "
        "Die Praxis hat als Institutionskennzeichen der Kasse %s notiert. Reicht das für den Termin?" % (kvnr, ik),
        [kvnr], [ik], "Health insurance number (check computed) is a secret; the insurer's institution code is public (not computed).")

    wlan = dg(20)
    fsn = '%s%s.%s.%s.%s.%s' % (pick(UP), dg(3), dg(3, False), dg(2, False), dg(3, False), dg(3, False))
    add('de-fritzbox-wlan-multi', 'de',
        "Ich schick dir gleich das WLAN-Passwort, damit du mir beim Gastnetz der Fritzbox helfen kannst.\n---\n%s\n---\n"
        "Die Box ist eine FRITZ!Box 7590, Seriennummer %s. Wo stelle ich das Gastnetz ein?" % (wlan, fsn),
        [wlan], [fsn], 'Wi-Fi key announced and then given; the device serial number is a look-alike.')

    hermes, otto, rn = dg(14), dg(9), '%s-%s' % (dg(4), dg(6, False))
    add('de-otto-sendung', 'de',
        "Mein Paket von Otto hängt seit Tagen fest. Sendungsnummer %s, Bestellnummer %s, Rechnungsnummer %s. Soll ich bei Otto oder bei Hermes anrufen?" % (hermes, otto, rn),
        [], [hermes, otto, rn], 'Tracking, order and invoice numbers.')

    kt, alarm, dpd = dg(4), dg(6), dg(14)
    add('de-nachbarin-codes', 'de',
        "Schreib mir bitte eine kurze Nachricht an unsere Nachbarin: Der Schlüssel liegt im Schlüsseltresor neben der Garage, Code %s. "
        "Die Alarmanlage mit %s und der Taste AUS ausschalten. Außerdem kommt ein DPD-Paket, Paketnummer %s, bitte annehmen." % (kt, alarm, dpd),
        [kt, alarm], [dpd], 'Key-safe and alarm codes entrusted to a neighbour; the parcel number is a look-alike.')

    # ---- French
    nir, siret = fr_nir(), fr_siret(fr_siren())
    add('fr-mutuelle-nir', 'fr',
        "Je remplis le formulaire de la mutuelle : numéro de sécurité sociale %s, et pour l'employeur le SIRET %s. C'est bien 15 chiffres pour le numéro de sécu ?" % (nir, siret),
        [nir], [siret], 'Social security number (key computed) is a secret; the employer SIRET (Luhn computed) is public.')

    frib = grp(iban('FR', '30004'))
    icsb = 'ZZZ' + dg(6)
    ics = 'FR%02dZZZ%s' % (98 - _ibnum(icsb[3:] + 'FR00') % 97, icsb[3:])
    rum = 'RUM' + dg(10)
    add('fr-rib-loyer', 'fr',
        "Mon propriétaire veut mon RIB pour prélever le loyer : IBAN %s, BIC BNPAFRPP. Sur le mandat SEPA il y a son ICS %s et la référence unique de mandat %s. Je peux signer ?" % (frib, ics, rum),
        [frib], ['BNPAFRPP', ics, rum], "Own IBAN (RIB key and mod-97 computed) is a secret; BIC, the creditor's ICS (check computed) and the mandate reference are look-alikes.")

    digi, portail, colis = dg(4) + pick('AB'), dg(4), '6A' + dg(11)
    add('fr-digicode-livreur', 'fr',
        "Tu peux reformuler ce message pour le livreur ? « Digicode %s, puis interphone Martin, 3e étage gauche. Le portail du parking s'ouvre avec le code %s. » Le colis Colissimo, c'est le %s." % (digi, portail, colis),
        [digi, portail], [colis], 'Door and gate codes; the parcel number is a look-alike.')

    fcmd, chrono, siren = rs(UP + DG, 12), s10('XW', 'FR'), fr_siren()
    add('fr-fnac-commande', 'fr',
        "La Fnac m'a envoyé un mail : commande n° %s, suivi Chronopost %s. Le vendeur Marketplace a le SIREN %s. Je peux demander un remboursement ?" % (fcmd, chrono, siren),
        [], [fcmd, chrono, siren], 'Order, tracking and a seller SIREN (Luhn computed).')

    # ---- Spanish
    dni, epw, cif = es_dni(), pw_word(), es_cif()
    add('es-iberdrola-dni', 'es',
        "Me estoy dando de alta en la web de Iberdrola. DNI %s y la contraseña que quiero usar es %s. En la factura sale el CIF de la comercializadora, %s. ¿Es segura la contraseña?" % (dni, epw, cif),
        [dni, epw], [cif], 'DNI (letter computed) and password are secrets; the company CIF (control computed) is public.')

    esib, eref = grp(iban('ES')), dg(13)
    add('es-gimnasio-iban', 'es',
        "Para domiciliar la cuota del gimnasio me piden el IBAN: %s. En el último recibo ponía referencia %s. ¿Lo pongo con espacios o sin espacios?" % (esib, eref),
        [esib], [eref], 'IBAN (DC and mod-97 computed) is a secret; the receipt reference is a look-alike.')

    curp, _d = mx_curp()
    rfc = curp[:10] + rs(UP + DG, 3)
    guia = dg(10)
    add('es-mx-curp-rfc', 'es',
        "Estoy llenando un trámite del SAT. Mi CURP es %s y mi RFC %s. Por cierto, me llegó un paquete de Estafeta con número de guía %s. ¿Qué es la homoclave del RFC?" % (curp, rfc, guia),
        [curp, rfc], [guia], 'CURP (check digit computed) and RFC (homoclave not computed) are secrets; the guide number is a look-alike.')

    loc, bil = rs(UP + DG, 6), dg(13)
    add('es-renfe-localizador', 'es',
        "Compré un billete de Renfe Madrid–Sevilla, localizador %s, número de billete %s, coche 5, plaza 7A. ¿Puedo cambiar la hora sin pagar?" % (loc, bil),
        [], [loc, bil], 'Booking locator and ticket number.')

    # ---- Portuguese
    cpf, bpw, cnpj = br_cpf(), pw_rand(10, AN + '@#'), br_cnpj()
    add('pt-br-cpf-inter', 'pt',
        "Tô fazendo cadastro no app do Inter. CPF %s, e a senha que escolhi foi %s. A loja onde comprei o celular tem CNPJ %s, preciso disso pra alguma coisa?" % (cpf, bpw, cnpj),
        [cpf, bpw], [cnpj], 'CPF (checks computed) and password are secrets; the store CNPJ (checks computed) is public.')

    nif, ptib = pt_nif(), grp(iban('PT'))
    ent, mbref = dg(5), '%s %s %s' % (dg(3), dg(3, False), dg(3, False))
    add('pt-pt-nif-iban', 'pt',
        "Tenho de atualizar os meus dados no Portal das Finanças: NIF %s, IBAN %s. Entretanto também tenho de pagar a conta da luz por Multibanco, entidade %s, referência %s. Onde é que mudo o IBAN?" % (nif, ptib, ent, mbref),
        [nif, ptib], [ent, mbref], 'NIF and IBAN (checks computed) are secrets; Multibanco entity and reference are look-alikes.')

    shp = '24%s%s' % (dg(4, False), rs(UP + DG, 8))
    brtrk = s10('QB', 'BR')
    add('pt-br-shopee-rastreio-multi', 'pt',
        "Vou te passar o número do pedido da Shopee, só um segundo.\n---\nÉ o %s. Foi postado nos Correios com o código de rastreio %s.\n---\nJá faz 15 dias e nada. Devo abrir reclamação?" % (shp, brtrk),
        [], [shp, brtrk], 'Order and tracking numbers (S10 check computed) across messages.')

    # ---- Italian
    cf, ipw, piva = it_cf(), pw_rand(12, AN + '!?'), it_piva()
    add('it-spid-codice-fiscale', 'it',
        "Sto provando a entrare nel Fascicolo Sanitario con SPID. Codice fiscale %s, password SPID %s. Il medico mi ha dato la sua partita IVA %s per la ricevuta. Perché non mi fa entrare?" % (cf, ipw, piva),
        [cf, ipw], [piva], 'Codice fiscale (check computed) and password are secrets; the partita IVA (check computed) is public.')

    itib, prat = iban('IT'), '%s/%s' % (dg(5), '2024')
    add('it-730-iban', 'it',
        "Devo mandare l'IBAN al commercialista per il rimborso del 730: %s. Il numero della pratica è %s. Va bene scritto così o ci vogliono gli spazi?" % (itib, prat),
        [itib], [prat], 'IBAN (mod-97 computed, CIN not computed) is a secret; the file number is a look-alike.')

    iord, brt, piva2 = dg(9), dg(15), it_piva()
    add('it-ordine-brt', 'it',
        "Ho ordinato su un sito di elettronica, ordine n. %s, spedito con BRT, numero di spedizione %s. Il venditore ha partita IVA %s. Come faccio a capire se è affidabile?" % (iord, brt, piva2),
        [], [iord, brt, piva2], 'Order, shipment and VAT numbers.')

    # ---- Dutch
    bsn, npw, kvk = nl_bsn(), pw_phrase(3, '.', True), dg(8)
    add('nl-toeslagen-bsn', 'nl',
        "Ik moet mijn toeslagen aanpassen. BSN %s, mijn DigiD-wachtwoord is %s. Mijn werkgever staat bij de KvK ingeschreven onder nummer %s. Waar vind ik het formulier?" % (bsn, npw, kvk),
        [bsn, npw], [kvk], 'BSN (11-check computed) and DigiD password are secrets; the KvK number is public.')

    nlib, kenm = grp(iban('NL')), grp(dg(16), 4)
    add('nl-teruggave-iban', 'nl',
        "De Belastingdienst betaalt mijn teruggave uit op rekening %s. Op de aanslag staat betalingskenmerk %s. Klopt het dat ik dat kenmerk zelf niet hoef te gebruiken?" % (nlib, kenm),
        [nlib], [kenm], 'Own IBAN is a secret; the payment reference (check not computed) is a look-alike.')

    bol, tt = dg(10), '3S' + rs(UP, 4) + dg(9)
    add('nl-bol-postnl', 'nl',
        "Mijn bestelling bij bol (%s) is volgens PostNL bezorgd, track & trace %s, maar ik heb niks ontvangen. Wat moet ik doen?" % (bol, tt),
        [], [bol, tt], 'Order and track-and-trace numbers.')

    # ---- Swedish
    spnr, bid, org = se_pnr(), dg(pick([6, 8])), se_orgnr()
    add('sv-avanza-personnummer', 'sv',
        "Jag ska öppna ett ISK hos Avanza. Mitt personnummer är %s, och säkerhetskoden jag valde för Mobilt BankID är %s. Min arbetsgivare har organisationsnummer %s, behövs det?" % (spnr, bid, org),
        [spnr, bid], [org], 'Personnummer (Luhn computed) and BankID security code are secrets; the organisation number (Luhn computed) is public.')

    port, lgh = dg(4), str(R.randint(1001, 1304))
    swifi = pw_rand(12, LO + DG)
    add('sv-blommor-portkod', 'sv',
        "Kan du skriva ett sms till min kompis som ska vattna blommorna? Portkoden är %s, lägenhet %s på tredje våningen, nyckeln ligger under dörrmattan. "
        "Wifi heter Telia-%s och lösenordet är %s." % (port, lgh, rs(HEXU, 4), swifi),
        [port, swifi], [lgh], 'Door code and Wi-Fi password entrusted to a friend; the apartment number is a look-alike.')

    bg = luhn_fill(dg(7))
    bgf = bg[:4] + '-' + bg[4:]
    ocr = luhn_fill(dg(12))
    add('sv-vattenfall-ocr', 'sv',
        "Ska betala en faktura från Vattenfall: bankgiro %s, OCR-nummer %s, belopp 1 284 kr. Internetbanken säger att OCR-numret är fel, vad gör jag?" % (bgf, ocr),
        [], [bgf, ocr], 'Bankgiro and OCR reference (Luhn computed).')

    # ---- Danish
    cpr, cvr = dk_cpr(), dk_cvr()
    add('da-lejekontrakt-cpr', 'da',
        "Jeg skal udfylde en lejekontrakt. Mit CPR-nummer er %s, og udlejerens firma har CVR %s. Skal jeg virkelig skrive hele CPR-nummeret eller kun fødselsdatoen?" % (cpr, cvr),
        [cpr], [cvr], 'CPR number (mod 11 computed) is a secret; the landlord company CVR (mod 11 computed) is public.')

    dord, gls = dg(8), dg(11)
    add('da-zalando-gls', 'da',
        "Min pakke fra Zalando med ordrenummer %s er sendt med GLS, pakkenummer %s. Hvornår kan jeg forvente den?" % (dord, gls),
        [], [dord, gls], 'Order and parcel numbers.')

    # ---- Norwegian
    fnr, konto, norg = no_fnr(), until(no_account), no_orgnr()
    kontof = '%s %s %s' % (konto[:4], konto[4:6], konto[6:])
    add('no-refusjon-fnr', 'no',
        "Jeg skal sende inn refusjonskrav til forsikringen. Fødselsnummer %s, kontonummer for utbetaling %s. Arbeidsgiveren min har organisasjonsnummer %s. Ser det riktig ut?" % (fnr, kontof, norg),
        [fnr, kontof], [norg], 'Fødselsnummer and account (mod 11 computed) are secrets; the organisation number (mod 11 computed) is public.')

    tk = until(no_account)
    tkf = '%s %s %s' % (tk[:4], tk[4:6], tk[6:])
    kid = luhn_fill(dg(14))
    add('no-telenor-kid', 'no',
        "Fakturaen fra Telenor: kontonummer %s, KID %s, beløp 499 kr, forfall 20.06. Nettbanken sier at KID er ugyldig. Hva gjør jeg?" % (tkf, kid),
        [], [tkf, kid], "A company's account and a KID payment reference (Luhn computed).")

    # ---- Finnish
    hetu, fiib, yt = fi_hetu(), grp(iban('FI')), fi_ytunnus()
    add('fi-kela-hetu', 'fi',
        "Täytän Kelan hakemusta. Henkilötunnus %s, tilinumero %s. Työnantajan Y-tunnus on %s. Onko tämä oikeassa muodossa?" % (hetu, fiib, yt),
        [hetu, fiib], [yt], 'HETU and IBAN (checks computed) are secrets; the employer Y-tunnus (check computed) is public.')

    ovi = dg(4)
    lukko = until(lambda: (lambda v: None if v in ovi else v)(dg(3, False)))
    add('fi-siivooja-koodit', 'fi',
        "Voitko kirjoittaa viestin siivoojalle: rappukäytävän ovikoodi on %s, ja avain on postilaatikossa, jonka numerolukon yhdistelmä on %s. Kiitos paljon!" % (ovi, lukko),
        [ovi, lukko], [], 'Door code and a combination lock code entrusted to a cleaner.')

    hib = grp(iban('FI'))
    viite = fi_viite(dg(9))
    viitef = grp_right(viite, 5)
    lasku = dg(9)
    add('fi-helen-viitenumero', 'fi',
        "Maksan laskua: saaja Helen Oy, tilinumero %s, viitenumero %s, eräpäivä 30.6. Laskun numero on %s. Pankki väittää, että viite on virheellinen. Miksi?" % (hib, viitef, lasku),
        [], [hib, viitef, lasku], "A company's IBAN, a payment reference (7-3-1 check computed) and an invoice number.")

    # ---- Hungarian
    taj, ado, adosz = hu_taj(), hu_adoaz(), hu_adoszam()
    tajf = '%s %s %s' % (taj[:3], taj[3:6], taj[6:])
    add('hu-belepo-taj', 'hu',
        "Az új munkahelyre kellenek a belépő papírok: TAJ szám %s, adóazonosító jel %s. A cég adószáma %s. Kell még valami?" % (tajf, ado, adosz),
        [tajf, ado], [adosz], 'TAJ and tax id (checks computed) are secrets; the company tax number (check computed) is public.')

    rend, hgls = dg(9), dg(11)
    add('hu-emag-gls', 'hu',
        "Az eMAG-os rendelésem (%s) még mindig nem érkezett meg, a GLS csomagszám %s. Hova írjak panaszt?" % (rend, hgls),
        [], [rend, hgls], 'Order and parcel numbers.')

    # ---- Romanian
    cnp, roib, cui = ro_cnp(), grp(iban('RO')), ro_cui()
    add('ro-bursa-cnp', 'ro',
        "Completez cererea pentru bursă. CNP %s, IBAN %s. Universitatea are CUI %s. E în regulă așa?" % (cnp, roib, cui),
        [cnp, roib], [cui], 'CNP and IBAN (checks computed) are secrets; the university CUI (check computed) is public.')

    rcmd, rawb = dg(9), dg(13)
    add('ro-emag-fan-courier', 'ro',
        "Comanda mea de pe eMAG nr. %s a fost predată către Fan Courier, AWB %s. Cât durează de obicei livrarea în Cluj?" % (rcmd, rawb),
        [], [rcmd, rawb], 'Order and AWB numbers.')

    # ---- Greek
    amka, afm, afm2 = gr_amka(), gr_afm(), gr_afm()
    add('el-epidoma-amka-afm', 'el',
        "Συμπληρώνω την αίτηση για το επίδομα. ΑΜΚΑ %s, ΑΦΜ %s. Ο εργοδότης μου έχει ΑΦΜ %s. Χρειάζεται να βάλω και ΔΟΥ;" % (amka, afm, afm2),
        [amka, afm], [afm2], "AMKA (Luhn computed) and own AFM (check computed) are secrets; the employer's AFM is public.")

    gpw = pw_word()
    rf = rf_ref(dg(21))
    add('el-taxisnet-enfia', 'el',
        "Δεν μπορώ να μπω στο Taxisnet. Όνομα χρήστη kpapadop, κωδικός %s. Θέλω να πληρώσω τον ΕΝΦΙΑ με την ταυτότητα οφειλής %s και μου βγάζει λάθος. Τι φταίει;" % (gpw, rf),
        [gpw], [rf], 'Taxisnet password is a secret; the RF payment reference (ISO 11649 computed) is a look-alike.')

    # ---- Turkish
    tc, tpw, vkn = tr_tckn(), pw_word(), dg(10)
    add('tr-edevlet-tckn', 'tr',
        "e-Devlet şifremi yenilemem lazım. TC kimlik no %s, eski şifrem %s. Çalıştığım şirketin vergi numarası %s. Nasıl yaparım?" % (tc, tpw, vkn),
        [tc, tpw], [vkn], 'TCKN (checks computed) and password are secrets; the company tax number (not computed) is public.')

    trib, kargo = grp(iban('TR', '00010')), dg(12)
    add('tr-sahibinden-iban', 'tr',
        "Sahibinden'de sattığım telefonun parasını şu hesaba yatıracaklar: %s (Ziraat Bankası). Kargo takip numarası %s. Başka bilgi vermem gerekir mi?" % (trib, kargo),
        [trib], [kargo], 'Own IBAN is a secret; the cargo tracking number is a look-alike.')

    sip, fat = dg(10), 'TRY2024' + dg(9, False)
    add('tr-trendyol-fatura', 'tr',
        "Trendyol siparişim %s iptal oldu ama fatura kesilmiş, fatura no %s. İade ne zaman hesabıma geçer?" % (sip, fat),
        [], [sip, fat], 'Order and invoice numbers.')

    # ---- Vietnamese
    cccd = pick(['001', '079', '031', '048']) + pick('0123') + dg(2, False) + dg(6, False)
    vpw, mst = pw_word(), dg(10)
    add('vi-vay-cccd-matkhau', 'vi',
        "Mình đang làm hồ sơ vay tín chấp. Số CCCD của mình là %s, còn mật khẩu app ngân hàng là %s, nhân viên tư vấn bảo cần để họ kiểm tra thu nhập giúp. "
        "Công ty mình có mã số thuế %s. Có nên đưa mật khẩu không?" % (cccd, vpw, mst),
        [cccd, vpw], [mst], 'Citizen id and banking password are secrets; the company tax code is public.')

    stk, magd, votp = dg(13), 'FT24' + dg(3, False) + rs(UP + DG, 7), dg(6)
    add('vi-chuyen-nham-multi', 'vi',
        "Em chuyển khoản nhầm, giờ cần nhờ ngân hàng tra soát. Tài khoản Vietcombank của em là %s, mã giao dịch %s.\n---\n"
        "À, lúc nãy em lỡ đọc mã OTP %s cho một người gọi tự xưng là nhân viên ngân hàng. Giờ em phải làm gì?" % (stk, magd, votp),
        [stk, votp], [magd], 'Account number and OTP are secrets; the transaction reference is a look-alike.')

    vsp, ghn = '24%s%s' % (dg(4, False), rs(UP + DG, 8)), 'GY' + rs(UP + DG, 6)
    add('vi-shopee-ghn', 'vi',
        "Đơn Shopee %s giao bởi GHN, mã vận đơn %s, mà 5 ngày rồi chưa tới. Mình khiếu nại ở đâu?" % (vsp, ghn),
        [], [vsp, ghn], 'Order and waybill codes.')

    # ---- Thai
    thid, atm, ems = th_id(), dg(6), s10('EF', 'TH')
    add('th-bank-app-id', 'th',
        "ช่วยดูหน่อยว่ากรอกถูกไหม สมัครแอปธนาคาร เลขบัตรประชาชน %s รหัส ATM %s ส่วนบัตรเดบิตใบใหม่ที่ธนาคารส่งมา เลขพัสดุ %s" % (thid, atm, ems),
        [thid, atm], [ems], 'Thai id (check computed) and ATM PIN are secrets; the EMS number (S10 computed) is a look-alike.')

    twifi, tsn, tadm = rs(LO + DG, 8), rs(UP + DG, 12), pw_rand(10, AN)
    add('th-wifi-parents', 'th',
        "ช่วยเขียนวิธีต่อไวไฟให้พ่อแม่หน่อย ชื่อเครือข่าย TrueGigatex_%s รหัสผ่าน %s ถ้าต่อไม่ได้ให้ดูที่ตัวเราเตอร์ S/N %s "
        "ส่วนรหัสเข้าหน้าตั้งค่าเราเตอร์คือ admin / %s" % (rs(HEXU, 4), twifi, tsn, tadm),
        [twifi, tadm], [tsn], 'Wi-Fi and router admin passwords are secrets; the router serial number is a look-alike.')

    # ---- Indonesian
    nd = bdate()
    nik = pick(['3171', '3273', '3578', '3374']) + dg(2, False) + '%02d%02d%s' % (nd.day + pick([0, 40]), nd.month, nd.strftime('%y')) + dg(4, False)
    ipin, resi = dg(6), 'CGK' + dg(13)
    add('id-bpjs-nik-pin', 'id',
        "Saya mau daftar BPJS online. NIK saya %s. Terus PIN m-banking BCA saya %s malah keblokir gara-gara salah ketik tiga kali. Oh iya, kartu ATM baru dikirim pakai JNE, nomor resi %s." % (nik, ipin, resi),
        [nik, ipin], [resi], 'NIK (no check digit) and PIN are secrets; the JNE waybill is a look-alike.')

    iotp = dg(6)
    tinv = 'INV/2024%02d%02d/MPL/%s' % (R.randint(1, 12), R.randint(1, 28), dg(10))
    add('id-tokopedia-otp-scam', 'id',
        "Ada yang chat ngaku dari Tokopedia, minta kode OTP yang barusan masuk: %s. Katanya buat membatalkan pesanan %s. Ini penipuan bukan?" % (iotp, tinv),
        [iotp], [tinv], 'OTP is a secret; the invoice number is a look-alike.')

    va = '3901' + dg(12)
    npwp = '%s.%s.%s.%s-%s.%s' % (dg(2), dg(3, False), dg(3, False), dg(1, False), dg(3, False), '000')
    add('id-virtual-account', 'id',
        "Mau bayar tagihan kantor ke virtual account BCA %s atas nama PT Sinar Abadi Logistik, NPWP mereka %s. Nominalnya Rp 2.350.000. Aman nggak?" % (va, npwp),
        [], [va, npwp], "A bill's virtual account number and a company tax id.")

    # ---- Tagalog
    tmpin, totp, tref = dg(4), dg(6), dg(13)
    add('tl-gcash-scam', 'tl',
        "Na-scam yata ako. May nag-text na taga-GCash daw, tapos naibigay ko yung MPIN ko na %s at yung OTP na %s. Ngayon may nawalang ₱5,000, Ref No. %s. Ano gagawin ko?" % (tmpin, totp, tref),
        [tmpin, totp], [tref], "MPIN and OTP are secrets; the receipt's Ref No. is a reference.")

    sss = '%s-%s-%s' % (dg(2), dg(7, False), dg(1, False))
    ph = '%s-%s-%s' % (dg(2, False), dg(9, False), dg(1, False))
    tin = '%s-%s-%s-000' % (dg(3), dg(3, False), dg(3, False))
    add('tl-sss-philhealth', 'tl',
        "Nag-a-apply ako sa bagong trabaho. Ang SSS number ko ay %s at PhilHealth %s. Yung TIN ng kumpanya sa payslip ay %s. Tama ba yung format?" % (sss, ph, tin),
        [sss, ph], [tin], 'SSS and PhilHealth numbers (no check computed) are secrets; the company TIN is public.')

    tref2, jt = dg(13), '7' + dg(11, False)
    add('tl-gcash-receipt-jt', 'tl',
        "Nagbayad ako sa Shopee seller gamit GCash, Ref No. %s, tapos J&T tracking %s. Hindi pa rin dumarating. Paano ako magfa-follow up?" % (tref2, jt),
        [], [tref2, jt], "A receipt's Ref No. and a tracking number.")

    # ---- Swahili
    till, scode, spin = dg(6), mpesa_code(), dg(4)
    add('sw-mpesa-till-pin', 'sw',
        "Nimetuma pesa kwa Till namba %s lakini bidhaa sijapata. Ujumbe unasema: \"%s Imethibitishwa. Ksh1,200.00 imelipwa kwa MAMA NJERI SHOP.\" "
        "Pia nilimpa jamaa PIN yangu ya M-PESA %s ili anisaidie. Nifanye nini sasa?" % (till, scode, spin),
        [scode, spin], [till], 'M-Pesa transaction code and PIN are secrets; the merchant till number is public.')

    kid_, kra, kraco = dg(8), 'A' + dg(9) + pick(UP), 'P' + dg(9) + pick(UP)
    add('sw-kitambulisho-kra', 'sw',
        "Ninajaza fomu ya kazi. Namba yangu ya kitambulisho ni %s na KRA PIN yangu ni %s. Kampuni ina KRA PIN %s. Je, nimejaza sawa?" % (kid_, kra, kraco),
        [kid_, kra], [kraco], "National id and personal KRA PIN are secrets; the company's KRA PIN is public.")

    pb, sref = dg(6), 'FT' + dg(5) + rs(UP + DG, 5)
    add('sw-paybill-ada', 'sw',
        "Nataka kulipa ada ya shule kupitia Paybill %s, namba ya akaunti ni namba ya mwanafunzi. Benki ilinipa risiti yenye namba ya kumbukumbu %s. Je, inatosha kama uthibitisho?" % (pb, sref),
        [], [pb, sref], 'A business paybill number and a bank receipt reference.')

    # ---- Malay
    md = bdate()
    ic = '%s-%s-%s' % (md.strftime('%y%m%d'), pick(['14', '10', '08', '01']), dg(4, False))
    tac, mref = dg(6), 'M2U' + dg(9)
    add('ms-maybank-tac', 'ms',
        "Saya nak tukar alamat dalam Maybank2u. Nombor kad pengenalan saya %s. Tadi saya dapat TAC %s melalui SMS. Nombor rujukan permohonan %s. Kena masukkan TAC tu di mana?" % (ic, tac, mref),
        [ic, tac], [mref], 'MyKad number and TAC are secrets; the application reference is a look-alike.')


# ================================================================ validation and output
LANGS = {'en', 'zh', 'ja', 'ko', 'ar', 'fa', 'he', 'hi', 'ru', 'uk', 'pl', 'cs', 'de', 'fr', 'es', 'pt', 'it', 'nl',
         'sv', 'da', 'no', 'fi', 'hu', 'ro', 'el', 'tr', 'vi', 'th', 'id', 'tl', 'sw', 'ms'}
BAD_CATS = {'Cc', 'Cf', 'Cs', 'Co', 'Cn', 'Zl', 'Zp'}
IBAN_CC = {'DE', 'FR', 'ES', 'IT', 'NL', 'GB', 'PL', 'CZ', 'HU', 'RO', 'SE', 'DK', 'NO', 'FI', 'PT', 'TR', 'GR',
           'UA', 'SA', 'AE', 'IR', 'BE'}


def hostile(s):
    for ch in s:
        if ch == '\n':
            continue
        if unicodedata.category(ch) in BAD_CATS or ch in '\ufeff\ufffd':
            return 'U+%04X' % ord(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def looks_like_iban(v):
    t = v.replace(' ', '')
    return len(t) >= 15 and t[:2] in IBAN_CC and t[2:4].isdigit() and t.isalnum() and t.upper() == t


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c.get('id', '?')
        if set(c) != {'id', 'lang', 'text', 'secrets', 'lookalikes', 'note'}:
            errs.append('%s: bad keys %s' % (cid, sorted(c)))
            continue
        parts = cid.split('-', 2)
        if len(parts) != 3 or parts[0] != PREFIX or not (parts[1].isdigit() and len(parts[1]) == 3) \
                or not parts[2] or any(ch not in LO + DG + '-' for ch in parts[2]):
            errs.append('%s: bad id' % cid)
        if cid in ids:
            errs.append('%s: duplicate id' % cid)
        ids.add(cid)
        if c['lang'] not in LANGS:
            errs.append('%s: bad lang %r' % (cid, c['lang']))
        for k in ('id', 'lang', 'text', 'note'):
            if not isinstance(c[k], str) or not c[k].strip():
                errs.append('%s: empty %s' % (cid, k))
        text = c['text']
        if not isinstance(c['secrets'], list) or not isinstance(c['lookalikes'], list):
            errs.append('%s: lists expected' % cid)
            continue
        if not c['secrets'] and not c['lookalikes']:
            errs.append('%s: negative case without look-alikes' % cid)
        for k in ('text', 'note', 'lang', 'id'):
            h = hostile(c[k])
            if h:
                errs.append('%s: hostile char %s in %s' % (cid, h, k))
        allv = [('S', v) for v in c['secrets']] + [('L', v) for v in c['lookalikes']]
        seen = set()
        for kind, v in allv:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append('%s: bad value %r' % (cid, v))
                continue
            if v in seen:
                errs.append('%s: value listed twice %r' % (cid, v))
            seen.add(v)
            h = hostile(v)
            if h:
                errs.append('%s: hostile char %s in value %r' % (cid, h, v))
            occ = occurrences(text, v)
            if not occ:
                errs.append('%s: value not in text %r' % (cid, v))
            if len(v) <= 6 and len(occ) > 1:
                errs.append('%s: short value occurs %d times %r' % (cid, len(occ), v))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    errs.append('%s: %r embedded in a longer number (left)' % (cid, v))
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    errs.append('%s: %r embedded in a longer number (right)' % (cid, v))
            if looks_like_iban(v) and not iban_ok(v):
                errs.append('%s: IBAN-like value fails mod 97 %r' % (cid, v))
        socc = [o for v in c['secrets'] for o in occurrences(text, v)]
        locc = [(o, v) for v in c['lookalikes'] for o in occurrences(text, v)]
        for (a, b) in socc:
            for (x, y), v in locc:
                if a < y and x < b:
                    errs.append('%s: secret occurrence overlaps look-alike %r' % (cid, v))
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    out = ['lookalikes: []', 'cases:']
    for c in cases:
        out.append('  - id: ' + q(c['id']))
        out.append('    lang: ' + q(c['lang']))
        out.append('    text: ' + q(c['text']))
        for k in ('secrets', 'lookalikes'):
            if c[k]:
                out.append('    %s:' % k)
                out.extend('      - ' + q(v) for v in c[k])
            else:
                out.append('    %s: []' % k)
        out.append('    note: ' + q(c['note']))
    return '\n'.join(out) + '\n'


def parse(text):
    """strict reader for the subset written by dump()"""
    lines = text.split('\n')
    if lines[-1] == '':
        lines.pop()
    if lines[:2] != ['lookalikes: []', 'cases:']:
        raise ValueError('bad header')
    cases, cur, lst = [], None, None
    for n, ln in enumerate(lines[2:], 3):
        if ln.startswith('  - id: '):
            cur = {'id': json.loads(ln[8:])}
            cases.append(cur)
            lst = None
        elif ln.startswith('      - ') and lst is not None:
            cur[lst].append(json.loads(ln[8:]))
        elif ln.startswith('    ') and cur is not None and ':' in ln:
            k, _, v = ln[4:].partition(':')
            if k not in ('lang', 'text', 'secrets', 'lookalikes', 'note') or k in cur:
                raise ValueError('line %d: unexpected key %r' % (n, k))
            v = v.strip()
            if k in ('secrets', 'lookalikes'):
                if v == '[]':
                    cur[k], lst = [], None
                elif v == '':
                    cur[k], lst = [], k
                else:
                    raise ValueError('line %d: bad list' % n)
            else:
                if not v.startswith('"'):
                    raise ValueError('line %d: scalar not double-quoted' % n)
                cur[k], lst = json.loads(v), None
        else:
            raise ValueError('line %d: cannot parse' % n)
    return cases


def main():
    if len(sys.argv) != 2:
        print('usage: python3 make_%s.py %s.yaml' % (NAME, NAME), file=sys.stderr)
        sys.exit(1)
    try:
        selftest()
    except AssertionError:
        print('self-test of check-digit code failed', file=sys.stderr)
        sys.exit(1)
    english_positive()
    english_negative()
    other_languages()
    R.shuffle(CASES)
    cases = []
    for i, c in enumerate(CASES, 1):
        cases.append({'id': '%s-%03d-%s' % (PREFIX, i, c['slug']), 'lang': c['lang'], 'text': c['text'],
                      'secrets': c['secrets'], 'lookalikes': c['lookalikes'], 'note': c['note']})
    errs = validate(cases)
    out = dump(cases)
    try:
        if parse(out) != cases:
            errs.append('round trip through the YAML writer changed the data')
    except ValueError as e:
        errs.append('written YAML does not re-parse: %s' % e)
    if errs:
        for e in errs:
            print('ERROR', e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], 'w', encoding='utf-8') as f:
        f.write(out)
    npos = sum(1 for c in cases if c['secrets'])
    print('wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes' % (
        sys.argv[1], len(cases), npos, len(cases) - npos, sum(len(c['secrets']) for c in cases),
        sum(len(c['lookalikes']) for c in cases)))


if __name__ == '__main__':
    main()
