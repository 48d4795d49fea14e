#!/usr/bin/env python3
"""make_heldout_v76.py -- deterministic generator of the blind evaluation set heldout_v76.

Usage: python3 make_heldout_v76.py heldout_v76.yaml

Standard library only.  Every value is drawn from random.Random(76); check digits are
computed where the format has a public algorithm (see README.txt).  Everything is validated
before the file is written; on any problem the script prints it and exits 1.
"""
import sys, json, random, string, base64, re, unicodedata

NAME = "heldout_v76"
SEED = 76
PREFIX = "H76"
r = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"

REG = []  # (kind, value) of every value built with a computed check; re-validated at the end


def rs(alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rd(n):
    """n random digits, the first one non-zero"""
    return r.choice("123456789") + rs(DG, n - 1)


def pick(seq):
    return r.choice(seq)


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

# ---------------------------------------------------------------- check-digit algorithms


def luhn_ok(s):
    s = re.sub(r"[ \-]", "", s)
    if not s.isascii() or not s.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_digit(payload):
    for c in DG:
        if luhn_ok(payload + c):
            return c
    raise ValueError(payload)


def _num36(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_ok(s):
    s = s.replace(" ", "")
    return bool(re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s)) and _num36(s[4:] + s[:4]) % 97 == 1


def iban_make(cc, bban):
    ck = 98 - _num36(bban + cc + "00") % 97
    v = f"{cc}{ck:02d}{bban}"
    REG.append(("iban", v))
    return v


def mod11_10(digits):
    """ISO 7064 MOD 11,10 check digit (German Steuer-ID, USt-IdNr)"""
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def gs1_digit(payload):
    """GS1 mod-10 (EAN/ISBN-13, USPS IMpb): weight 3 on the rightmost payload digit"""
    tot = 0
    for i, ch in enumerate(reversed(payload)):
        tot += int(ch) * (3 if i % 2 == 0 else 1)
    return str((10 - tot % 10) % 10)


def aba_ok(s):
    d = [int(c) for c in s]
    return len(d) == 9 and sum(x * w for x, w in zip(d, [3, 7, 1] * 3)) % 10 == 0


def s10_digit(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(d8, w)) % 11
    return "0" if c == 10 else ("5" if c == 11 else str(c))


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
              [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
              [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
              [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
              [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


# national and other check functions: each takes the bare string and returns the full valid value
def es_dni_letter(num8):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(num8) % 23]


CF_ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
CF_ODD.update(dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                       [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])))


def it_cf_char(b15):
    tot = 0
    for i, ch in enumerate(b15):
        if i % 2 == 0:
            tot += CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + tot % 26)


def cn_id_char(b17):
    return "10X98765432"[wsum(b17, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc_char(b17):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC_CHARS.index(ch) * x for ch, x in zip(b17, w)) % 31
    return USCC_CHARS[0 if c == 31 else c]


def jp_mynumber_digit(d11):
    s = 0
    for n in range(1, 12):
        q = n + 1 if n <= 6 else n - 5
        s += int(d11[11 - n]) * q
    rem = s % 11
    return "0" if rem <= 1 else str(11 - rem)


def jp_corp_digit(d12):
    s = 0
    for n in range(1, 13):
        s += int(d12[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9)


def kr_rrn_digit(d12):
    return str((11 - wsum(d12, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10)


def kr_brn_digit(d9):
    s = wsum(d9, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(d9[8]) * 5) // 10
    return str((10 - s % 10) % 10)


TW_LETTER = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                     [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def tw_id_digit(letter, d8):
    n = TW_LETTER[letter]
    s = (n // 10) * 1 + (n % 10) * 9 + wsum(d8, [8, 7, 6, 5, 4, 3, 2, 1])
    return str((10 - s % 10) % 10)


def cpf_digits(b9):
    d1 = wsum(b9, range(10, 1, -1)) * 10 % 11 % 10
    d2 = wsum(b9 + str(d1), range(11, 1, -1)) * 10 % 11 % 10
    return f"{d1}{d2}"


def cnpj_digits(b12):
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    s = wsum(b12, w1) % 11
    d1 = 0 if s < 2 else 11 - s
    w2 = [6] + w1
    s = wsum(b12 + str(d1), w2) % 11
    d2 = 0 if s < 2 else 11 - s
    return f"{d1}{d2}"


def tr_tc_digits(b9):
    d = [int(c) for c in b9]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return f"{d10}{d11}"


def ro_cnp_digit(b12):
    c = wsum(b12, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return "1" if c == 10 else str(c)


def ro_cui_digit(body):
    key = "753217532"
    s = sum(int(a) * int(b) for a, b in zip(reversed(body), reversed(key)))
    c = s * 10 % 11
    return "0" if c == 10 else str(c)


def pesel_digit(b10):
    return str((10 - wsum(b10, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_nip_digit(b9):
    return wsum(b9, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11  # 10 = invalid


def pl_regon_digit(b8):
    return str(wsum(b8, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def pl_idcard_digit(letters3, d5):
    s = sum((ord(c) - 55) * w for c, w in zip(letters3, [7, 3, 1])) + wsum(d5, [7, 3, 1, 7, 3])
    return str(s % 10)


def bsn_rest(b8):
    return wsum(b8, [9, 8, 7, 6, 5, 4, 3, 2]) % 11  # check digit = this, 10 = invalid


def no_mod11(digits, weights):
    c = 11 - wsum(digits, weights) % 11
    return 0 if c == 11 else c  # 10 = invalid


HETU_CHARS = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu_char(d9):
    return HETU_CHARS[int(d9) % 31]


def fi_ytunnus_digit(d7):
    rem = wsum(d7, [7, 9, 10, 5, 8, 4, 2]) % 11
    return None if rem == 1 else str(0 if rem == 0 else 11 - rem)


def fi_viite_digit(base):
    s = sum(int(c) * w for c, w in zip(reversed(base), [7, 3, 1] * 10))
    return str((10 - s % 10) % 10)


def hu_taj_digit(d8):
    return str(sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(d8)) % 10)


def hu_tax_digit(d9):
    return wsum(d9, range(1, 10)) % 11  # 10 = invalid


def hu_acct_digit(digits):
    return str((10 - sum(int(c) * w for c, w in zip(digits, [9, 7, 3, 1] * 6)) % 10) % 10)


def cz_ico_digit(d7):
    return str((11 - wsum(d7, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def gr_afm_digit(d8):
    return str(wsum(d8, [256, 128, 64, 32, 16, 8, 4, 2]) % 11 % 10)


def ir_melli_digit(d9):
    s = wsum(d9, range(10, 1, -1)) % 11
    return str(s if s < 2 else 11 - s)


def th_id_digit(d12):
    return str((11 - wsum(d12, range(13, 1, -1)) % 11) % 10)


def ua_rnokpp_digit(d9):
    return str(wsum(d9, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def ua_edrpou_digit(d7):
    n = int(d7 + "0")
    w = [1, 2, 3, 4, 5, 6, 7] if (n < 30000000 or n > 60000000) else [7, 1, 2, 3, 4, 5, 6]
    c = wsum(d7, w) % 11
    if c == 10:
        c = wsum(d7, [x + 2 for x in w]) % 11
    return str(c % 10)


def ua_unzr_digit(d12):
    return str(wsum(d12, [7, 3, 1] * 4) % 10)


def ru_inn12_digits(d10):
    n11 = wsum(d10, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    n12 = wsum(d10 + str(n11), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return f"{n11}{n12}"


def ru_inn10_digit(d9):
    return str(wsum(d9, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_snils_digits(d9):
    s = wsum(d9, range(9, 0, -1))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        if c == 100:
            c = 0
    return f"{c:02d}"


def ru_account_ok(bik, acct, corr=False):
    key = ("0" + bik[4:6]) if corr else bik[-3:]
    return wsum(key + acct, [7, 1, 3] * 8) % 10 == 0


def ru_account_make(bik, acct19_with_x):
    """acct given with the key position (9th) as 'X'"""
    for k in DG:
        a = acct19_with_x.replace("X", k)
        if ru_account_ok(bik, a):
            return a


def sg_nric_letter(prefix, d7):
    s = wsum(d7, [2, 7, 6, 5, 4, 3, 2]) + (4 if prefix in "TG" else 0)
    return ("JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK")[s % 11]


def mx_clabe_digit(d17):
    s = sum((int(c) * w) % 10 for c, w in zip(d17, [3, 7, 1] * 6))
    return str((10 - s % 10) % 10)


CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp_digit(b17):
    s = sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(b17))
    return str((10 - s % 10) % 10)


def ar_cbu_ok(cbu):
    b1, b2 = cbu[:8], cbu[8:]
    c1 = (10 - wsum(b1[:7], [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    c2 = (10 - wsum(b2[:13], [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return int(b1[7]) == c1 and int(b2[13]) == c2


def ar_cuit_digit(d10):
    c = 11 - wsum(d10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
    return None if c == 10 else str(0 if c == 11 else c)


def es_cif_digit(d7):
    even = sum(int(d7[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        x = int(d7[i]) * 2
        odd += x // 10 + x % 10
    return str((10 - (even + odd) % 10) % 10)


def es_ccc_digit(ten):
    c = 11 - wsum(ten, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
    return "0" if c == 11 else ("1" if c == 10 else str(c))


def au_tfn_ok(d9):
    return wsum(d9, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def dk_cvr_ok(d8):
    return wsum(d8, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0


def de_kvnr_digit(letter, d8):
    ds = f"{ord(letter) - 64:02d}" + d8
    tot = 0
    for i, ch in enumerate(ds):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x // 10 + x % 10
    return str(tot % 10)


def bitlocker_ok(key):
    gs = key.split("-")
    return len(gs) == 8 and all(len(g) == 6 and int(g) % 11 == 0 and int(g) // 11 < 65536 for g in gs)


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def bech32_ok(addr):
    hrp, data = addr.rsplit("1", 1)
    return bech32_polymod(bech32_hrp_expand(hrp) + [BECH32.index(c) for c in data]) == 1


def bech32_p2wpkh():
    prog = [r.randrange(256) for _ in range(20)]
    acc, bits, data = 0, 0, [0]
    for b in prog:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    pm = bech32_polymod(bech32_hrp_expand("bc") + data + [0] * 6) ^ 1
    data += [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    v = "bc1" + "".join(BECH32[d] for d in data)
    REG.append(("bech32", v))
    return v


def self_test():
    """known public examples; if one fails, an algorithm above is wrong"""
    ok = [luhn_ok("4242424242424242"), luhn_ok("79927398713"), iban_ok("GB82WEST12345698765432"),
          iban_ok("DE89370400440532013000"), aba_ok("021000021"), verhoeff_ok("2363"),
          es_dni_letter("12345678") == "Z", pesel_digit("4405140135") == "9", bsn_rest("11122233") == 3,
          cn_id_char("11010519491231002") == "X", cpf_digits("111444777") == "35",
          tr_tc_digits("100000001") == "46", it_cf_char("RSSMRA85T10A562") == "S",
          jp_mynumber_digit("12345678901") == "8", jp_corp_digit("000012050002") == "7",
          tw_id_digit("A", "12345678") == "9", luhn_ok("046454286"), au_tfn_ok("123456782"),
          sg_nric_letter("S", "1234567") == "D", pl_nip_digit("123456321") == 8, pl_regon_digit("12345678") == "5",
          pl_idcard_digit("ABA", "00000") == "3", cz_ico_digit("2708244") == "0", gr_afm_digit("09000004") == "5",
          ru_inn10_digit("770708389") == "3", ru_snils_digits("112233445") == "95",
          fi_ytunnus_digit("0112038") == "9", fi_hetu_char("131052308") == "T", es_cif_digit("1234567") == "4",
          gs1_digit("978030640615") == "7", s10_digit("12345678") == "5", cnpj_digits("112223330001") == "81",
          luhn_ok("808401234567893"), ru_account_ok("044525225", "30101810400000000225", corr=True),
          mod11_10("8609574271") == "9"]
    return [i for i, x in enumerate(ok) if not x]


# ---------------------------------------------------------------- value generators
def reg(kind, v):
    REG.append((kind, v))
    return v


def card(kind="visa"):
    if kind == "visa":
        p = "4" + rs(DG, 14)
    elif kind == "mc":
        p = pick(["51", "52", "53", "54", "55"]) + rs(DG, 13)
    elif kind == "mc2":
        p = str(r.randint(2221, 2720)) + rs(DG, 11)
    elif kind == "amex":
        p = pick(["34", "37"]) + rs(DG, 12)
    elif kind == "unionpay":
        p = "62" + rs(DG, 13)
    elif kind == "mir":
        p = "220" + str(r.randint(0, 4)) + rs(DG, 11)
    elif kind == "iran":
        p = pick(["603799", "610433", "627353", "589210"]) + rs(DG, 9)
    elif kind == "troy":
        p = "9792" + rs(DG, 11)
    else:
        raise ValueError(kind)
    return reg("luhn", p + luhn_digit(p))


def fcard(n, sep=" "):
    if len(n) == 15:
        return n[:4] + sep + n[4:10] + sep + n[10:]
    return grp(n, 4, sep)


def expiry(sep="/"):
    return f"{r.randint(1, 12):02d}{sep}{r.randint(27, 31)}"


DE_BANKS = [("10050000", "BELADEBEXXX"), ("20050550", "HASPDEHHXXX"), ("37050198", "COLSDE33XXX"),
            ("70150000", "SSKMDEMMXXX"), ("50010517", "INGDDEFFXXX"), ("12030000", "BYLADEM1001"),
            ("43060967", "GENODEM1GLS")]
FR_BANKS = [("30004", "BNPAFRPPXXX"), ("30003", "SOGEFRPPXXX"), ("20041", "PSSTFRPPXXX"), ("30002", "CRLYFRPPXXX")]


def iban(cc, bank=None):
    if cc == "DE":
        bb = (bank or pick(DE_BANKS)[0]) + rs(DG, 10)
    elif cc == "FR":
        b = bank or pick(FR_BANKS)[0]
        g = rs(DG, 5)
        c = rs(DG, 11)
        key = 97 - (89 * int(b) + 15 * int(g) + 3 * int(c)) % 97
        bb = f"{b}{g}{c}{key:02d}"
    elif cc == "ES":
        b = bank or pick(["2100", "0049", "0182", "0081", "1465"])
        o = rs(DG, 4)
        acc = rs(DG, 10)
        bb = b + o + es_ccc_digit("00" + b + o) + es_ccc_digit(acc) + acc
    elif cc == "IT":
        bb = pick(UP.replace("I", "").replace("O", "")) + (bank or pick(["03069", "02008", "05034", "03062"])) + rs(DG, 5) + "0000" + rs(DG, 8)
    elif cc == "NL":
        while True:
            b = bank or pick(["ABNA", "RABO", "SNSB", "ASNB", "TRIO", "KNAB", "BUNQ"])
            acc = "0" + rs(DG, 9)
            if wsum(acc, range(10, 0, -1)) % 11 == 0:
                break
        bb = b + acc
    elif cc == "PL":
        b7 = (bank or pick(["1020", "1050", "1140", "1240", "1090"])) + rs(DG, 3)
        bb = b7 + str((10 - wsum(b7, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10) + rs(DG, 16)
    elif cc == "CZ":
        bb = (bank or pick(["0800", "0100", "0300", "2010", "3030"])) + "000000" + cz_account()
    elif cc == "HU":
        b7 = (bank or pick(["117", "120", "104", "116", "107"])) + rs(DG, 4)
        a15 = rs(DG, 15)
        bb = b7 + hu_acct_digit(b7) + a15 + hu_acct_digit(a15)
    elif cc == "RO":
        b = bank or pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"])
        bb = b + ("RONCRT0" + rs(DG, 9) if b == "BTRL" else rs(UP + DG, 16))
    elif cc == "SA":
        bb = (bank or pick(["80", "10", "20", "45"])) + rs(DG, 18)
    elif cc == "AE":
        bb = (bank or pick(["033", "026", "035"])) + rs(DG, 16)
    elif cc == "TR":
        bb = (bank or pick(["00062", "00010", "00064", "00046", "00067"])) + "0" + rs(DG, 16)
    elif cc == "GB":
        bb = (bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"])) + rs(DG, 14)
    elif cc == "IE":
        bb = (bank or pick(["AIBK", "BOFI"])) + rs(DG, 14)
    elif cc == "FI":
        b13 = (bank or pick(["100110", "159030", "570100", "800013"])) + rs(DG, 7)
        bb = b13 + luhn_digit(b13)
    elif cc == "NO":
        bb = no_account()
    elif cc == "PT":
        b = (bank or pick(["0035", "0033", "0007", "0010", "0036"])) + rs(DG, 4) + rs(DG, 11)
        bb = b + f"{98 - int(b + '00') % 97:02d}"
    elif cc == "IR":
        bb = "0" + (bank or pick(["17", "12", "55", "16", "19"])) + "0000" + rs(DG, 15)
    elif cc == "IL":
        bb = (bank or pick(["010", "012", "011", "020"])) + rs(DG, 3) + rs(DG, 13)
    elif cc == "UA":
        bb = (bank or pick(["305299", "322001"])) + "0000026" + rs(DG, 12)
    elif cc == "GR":
        bb = (bank or pick(["011", "017", "026", "014"])) + rs(DG, 4) + rs(DG, 16)
    else:
        raise ValueError(cc)
    return iban_make(cc, bb)


IBAN_LEN = {"AE": 23, "BE": 16, "CH": 21, "CZ": 24, "DE": 22, "DK": 18, "ES": 24, "FI": 18, "FR": 27, "GB": 22,
            "GR": 27, "HU": 28, "IE": 22, "IL": 23, "IR": 26, "IT": 27, "NL": 18, "NO": 15, "PL": 28, "PT": 25,
            "RO": 24, "SA": 24, "SE": 24, "TR": 26, "UA": 29}


def fiban(v):
    return grp(v, 4, " ")


def cz_account():
    while True:
        b9 = rd(9)
        d = (-wsum(b9, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if d < 10:
            return b9 + str(d)


def no_account():
    while True:
        b10 = pick(["1503", "1206", "9710", "1254", "3000"]) + rs(DG, 6)
        c = no_mod11(b10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c < 10:
            return reg("no_konto", b10 + str(c))


def aba():
    while True:
        p = f"{r.choice([r.randint(1, 12), r.randint(21, 32)]):02d}" + rs(DG, 6)
        for c in DG:
            if aba_ok(p + c):
                return reg("aba", p + c)


def ssn():
    while True:
        a = r.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def ein():
    return f"{r.choice([12, 20, 27, 45, 46, 81, 82, 84, 86, 88, 91, 93, 94])}-{rs(DG, 7)}"


def de_steuerid():
    while True:
        ds = r.sample(DG, 9)
        body = ds + [r.choice(ds)]
        r.shuffle(body)
        if body[0] != "0":
            break
    b = "".join(body)
    return reg("de_steuerid", b + mod11_10(b))


def de_ustid():
    b = rd(8)
    return reg("de_ustid", "DE" + b + mod11_10(b))


def de_kvnr():
    L = pick(UP)
    d8 = rs(DG, 8)
    return reg("de_kvnr", L + d8 + de_kvnr_digit(L, d8))


def fr_nir():
    base = (pick("12") + f"{r.randint(60, 99):02d}" + f"{r.randint(1, 12):02d}" +
            pick(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93", "94", "06", "34", "35"]) +
            f"{r.randint(1, 400):03d}" + f"{r.randint(1, 999):03d}")
    return reg("fr_nir", base + f"{97 - int(base) % 97:02d}")


def fmt_nir(v):
    return f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:10]} {v[10:13]} {v[13:]}"


def fr_siren():
    b = rd(8)
    return reg("luhn", b + luhn_digit(b))


def fr_tva(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def es_dni():
    n = rs(DG, 8)
    return reg("es_dni", n + es_dni_letter(n))


def es_cif(letter="B"):
    d7 = rs(DG, 7)
    return reg("es_cif", letter + d7 + es_cif_digit(d7))


def it_cf():
    cons = "BCDFGLMNPRSTVZ"
    female = r.random() < 0.5
    b = (rs(cons, 3) + rs(cons, 2) + pick("AEIO") + f"{r.randint(62, 99):02d}" + pick("ABCDEHLMPRST") +
         f"{r.randint(1, 28) + (40 if female else 0):02d}" +
         pick(["H501", "F205", "L219", "A944", "G273", "F839", "D612", "A662", "L736", "C351"]))
    return reg("it_cf", b + it_cf_char(b))


def it_piva():
    b = rd(7) + pick(["001", "015", "037", "058", "063"])
    return reg("luhn", b + luhn_digit(b))


def pl_pesel():
    y = r.randint(1962, 2004)
    m = r.randint(1, 12) + (20 if y >= 2000 else 0)
    b = f"{y % 100:02d}{m:02d}{r.randint(1, 28):02d}" + rs(DG, 4)
    return reg("pesel", b + pesel_digit(b))


def pl_idcard():
    L = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3)
    d5 = rs(DG, 5)
    return reg("pl_idcard", L + pl_idcard_digit(L, d5) + d5)


def pl_nip():
    while True:
        b = rd(3) + rs(DG, 6)
        c = pl_nip_digit(b)
        if c < 10:
            return reg("pl_nip", b + str(c))


def pl_regon():
    b = rd(8)
    return reg("pl_regon", b + pl_regon_digit(b))


def nl_bsn():
    while True:
        b = rd(8)
        c = bsn_rest(b)
        if c < 10:
            return reg("nl_bsn", b + str(c))


def se_pnr(year=None):
    y = year or r.randint(1965, 2003)
    b = f"{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + rs(DG, 3)
    full = b + luhn_digit(b)
    REG.append(("luhn", full))
    return f"{y // 100}{full[:6]}-{full[6:]}"


def luhn_num(n, lead=None):
    b = (lead or "") + rs(DG, n - 1 - len(lead or ""))
    if not lead:
        b = pick("123456789") + b[1:]
    return reg("luhn", b + luhn_digit(b))


def no_fnr():
    while True:
        b = f"{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(60, 99):02d}" + rs(DG, 3)
        k1 = no_mod11(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 == 10:
            continue
        k2 = no_mod11(b + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 == 10:
            continue
        return reg("no_fnr", b + str(k1) + str(k2))


def fi_hetu():
    d = f"{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(60, 99):02d}"
    n = f"{r.randint(2, 899):03d}"
    return reg("fi_hetu", d + "-" + n + fi_hetu_char(d + n))


def fi_ytunnus():
    while True:
        d7 = rs(DG, 7)
        c = fi_ytunnus_digit(d7)
        if c is not None:
            return reg("fi_ytunnus", d7 + "-" + c)


def fi_viite():
    b = rd(r.randint(6, 10))
    return reg("fi_viite", b + fi_viite_digit(b))


def dk_cpr():
    return f"{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(60, 99):02d}-{rs(DG, 4)}"


def dk_cvr():
    while True:
        b = rd(7)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return reg("dk_cvr", b + str(c))


def cn_id():
    b = (pick(["110105", "310115", "440305", "510107", "330106", "320102", "420106", "610113"]) +
         f"{r.randint(1965, 2003)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + rs(DG, 3))
    return reg("cn_id", b + cn_id_char(b))


def cn_uscc():
    b = "91" + pick(["310000", "310115", "440300", "110108", "330100"]) + rs("0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    return reg("cn_uscc", b + cn_uscc_char(b))


def jp_mynumber():
    b = rs(DG, 11)
    return reg("jp_mynumber", b + jp_mynumber_digit(b))


def jp_corp():
    b = rs(DG, 12)
    return reg("jp_corp", jp_corp_digit(b) + b)


def jp_yamato():
    b = rd(11)
    return reg("jp_yamato", b + str(int(b) % 7))


def kr_rrn():
    y = r.randint(1970, 2004)
    b = f"{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + (pick("12") if y < 2000 else pick("34")) + rs(DG, 5)
    c = kr_rrn_digit(b)
    return reg("kr_rrn", b[:6] + "-" + b[6:] + c)


def kr_brn():
    b = rd(3) + f"{r.randint(1, 99):02d}" + rs(DG, 4)
    c = kr_brn_digit(b)
    return reg("kr_brn", f"{b[:3]}-{b[3:5]}-{b[5:]}{c}")


def tw_id():
    L = pick("AFBEH")
    d8 = pick("12") + rs(DG, 7)
    return reg("tw_id", L + d8 + tw_id_digit(L, d8))


def in_aadhaar():
    b = pick("23456789") + rs(DG, 10)
    return reg("aadhaar", b + verhoeff_digit(b))


def in_pan(kind="P", initial=None):
    return rs(UP, 3) + kind + (initial or pick(UP)) + rs(DG, 4) + pick(UP)


def in_ifsc():
    return pick(["HDFC0", "SBIN0", "ICIC0", "UTIB0", "KKBK0"]) + rs(DG, 6)


def br_cpf():
    b = rs(DG, 9)
    return reg("br_cpf", b + cpf_digits(b))


def fcpf(v):
    return f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}"


def br_cnpj():
    b = rd(8) + "0001"
    v = reg("br_cnpj", b + cnpj_digits(b))
    return f"{v[:2]}.{v[2:5]}.{v[5:8]}/{v[8:12]}-{v[12:]}"


def pt_nif():
    b = pick("12") + rs(DG, 7)
    c = 11 - wsum(b, range(9, 1, -1)) % 11
    return reg("pt_nif", b + str(0 if c >= 10 else c))


def tr_tc():
    b = rd(9)
    return reg("tr_tc", b + tr_tc_digits(b))


def ro_cnp():
    y = r.randint(1970, 2005)
    s = ("1" if y < 2000 else "5") if r.random() < 0.5 else ("2" if y < 2000 else "6")
    b = s + f"{y % 100:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + pick(["01", "12", "22", "32", "40", "35"]) + rs(DG, 3)
    return reg("ro_cnp", b + ro_cnp_digit(b))


def ro_cui():
    b = rd(r.randint(7, 8))
    return reg("ro_cui", b + ro_cui_digit(b))


def hu_taj():
    b = rd(8)
    return reg("hu_taj", b + hu_taj_digit(b))


def hu_taxid():
    while True:
        b = "8" + str(r.randint(35000, 50000)) + rs(DG, 3)
        c = hu_tax_digit(b)
        if c < 10:
            return reg("hu_taxid", b + str(c))


def cz_rc():
    while True:
        y = r.randint(60, 99)
        m = r.randint(1, 12) + (50 if r.random() < 0.5 else 0)
        b = f"{y:02d}{m:02d}{r.randint(1, 28):02d}" + rs(DG, 3)
        x = (-int(b) * 10) % 11
        if x < 10:
            v = b + str(x)
            return reg("cz_rc", v[:6] + "/" + v[6:])


def cz_ico():
    b = rd(7)
    return reg("cz_ico", b + cz_ico_digit(b))


def gr_afm():
    b = rd(8)
    return reg("gr_afm", b + gr_afm_digit(b))


def gr_amka():
    b = f"{r.randint(1, 28):02d}{r.randint(1, 12):02d}{r.randint(60, 99):02d}" + rs(DG, 4)
    return reg("luhn", b + luhn_digit(b))


def il_tz(lead=None):
    lead = lead or pick("0123")
    b = lead + rs(DG, 8 - len(lead))
    return reg("luhn", b + luhn_digit(b))


def ir_melli():
    while True:
        b = pick(["001", "002", "003", "004", "005", "006", "007", "008", "010", "011", "013", "015", "027"]) + rs(DG, 6)
        if len(set(b)) > 1:
            return reg("ir_melli", b + ir_melli_digit(b))


def th_id():
    b = pick("1358") + rs(DG, 11)
    return reg("th_id", b + th_id_digit(b))


def fth(v):
    return f"{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}"


def ua_rnokpp():
    b = str(r.randint(25000, 38000)) + rs(DG, 4)
    return reg("ua_rnokpp", b + ua_rnokpp_digit(b))


def ua_edrpou():
    b = pick("34") + rs(DG, 6)
    return reg("ua_edrpou", b + ua_edrpou_digit(b))


def ua_unzr():
    d = f"{r.randint(1970, 2004)}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + rs(DG, 4)
    return reg("ua_unzr", d[:8] + "-" + d[8:] + ua_unzr_digit(d))


def ru_inn12():
    b = pick(["77", "78", "50", "66", "54", "16"]) + rs(DG, 8)
    return reg("ru_inn12", b + ru_inn12_digits(b))


def ru_inn10():
    b = pick(["77", "78", "50", "66"]) + rs(DG, 7)
    return reg("ru_inn10", b + ru_inn10_digit(b))


def ru_snils():
    b = rd(9)
    c = ru_snils_digits(b)
    return reg("ru_snils", f"{b[:3]}-{b[3:6]}-{b[6:]} {c}")


def sa_id():
    b = "1" + rs(DG, 8)
    return reg("luhn", b + luhn_digit(b))


def ae_eid():
    b = "784" + str(r.randint(1970, 2002)) + rs(DG, 7)
    v = reg("luhn", b + luhn_digit(b))
    return f"{v[:3]}-{v[3:7]}-{v[7:14]}-{v[14]}"


def sg_nric():
    p = pick("ST")
    d7 = rs(DG, 7)
    return reg("sg_nric", p + d7 + sg_nric_letter(p, d7))


def za_id():
    b = f"{r.randint(60, 99):02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" + rs(DG, 4) + "08"
    return reg("luhn", b + luhn_digit(b))


def ca_sin():
    b = pick("1234567") + rs(DG, 7)
    v = reg("luhn", b + luhn_digit(b))
    return f"{v[:3]} {v[3:6]} {v[6:]}"


def au_tfn():
    while True:
        b = rd(8)
        c = wsum(b, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c < 10 and au_tfn_ok(b + str(c)):
            v = reg("au_tfn", b + str(c))
            return f"{v[:3]} {v[3:6]} {v[6:]}"


def mx_clabe():
    b = pick(["012", "002", "014", "072"]) + rs(DG, 3) + rs(DG, 11)
    return reg("mx_clabe", b + mx_clabe_digit(b))


def mx_curp():
    cons = "BCDFGHJKLMNPRSTVZ"
    y = r.randint(70, 99)
    b = (pick(cons) + pick("AEIOU") + pick(cons) + pick("AEIOU") + f"{y:02d}{r.randint(1, 12):02d}{r.randint(1, 28):02d}" +
         pick("HM") + pick(["DF", "JC", "NL", "MC", "PL", "VZ"]) + rs(cons, 3) + "0")
    return reg("mx_curp", b + mx_curp_digit(b))


def ar_cbu():
    b1 = pick(["007", "011", "072", "017", "285"]) + rs(DG, 4)
    b1 += str((10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    b2 = rs(DG, 13)
    b2 += str((10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    return reg("ar_cbu", b1 + b2)


def ar_cuit(prefix="20"):
    while True:
        b = prefix + rd(8)
        c = ar_cuit_digit(b)
        if c is not None:
            v = reg("ar_cuit", b + c)
            return f"{v[:2]}-{v[2:10]}-{v[10]}"


def bitlocker():
    v = "-".join(f"{r.randrange(65536) * 11:06d}" for _ in range(8))
    return reg("bitlocker", v)


def s10(prefix, country):
    d8 = rs(DG, 8)
    return reg("s10", prefix + d8 + s10_digit(d8) + country)


def usps():
    b = "9400" + rs(DG, 17)
    return reg("gs1", b + gs1_digit(b))


def isbn13():
    b = "978" + pick(["0", "1", "3"]) + rs(DG, 8)
    return reg("gs1", b + gs1_digit(b))


def npi():
    b = pick("12") + rs(DG, 8)
    c = luhn_digit("80840" + b)
    return reg("npi", b + c)


def uuid4(upper=False):
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    u = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    return u.upper() if upper else u


def ups():
    return "1Z" + rs(UP + DG, 6) + pick(["01", "02", "03", "12", "13"]) + rs(DG, 8)


def amazon_order():
    return f"{pick(['111', '112', '113', '114'])}-{rs(DG, 7)}-{rs(DG, 7)}"


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


# ---------------------------------------------------------------- secrets
SYMS = "!@#$%&*?"
WORDS_EN = ["Marmalade", "Harbor", "Juniper", "Falcon", "Copper", "Lantern", "Meadow", "Thunder", "Pebble", "Saffron",
            "Willow", "Granite", "Biscuit", "Orchid", "Maple", "Raven", "Cobalt", "Tundra", "Velvet", "Cricket"]
PHRASE_WORDS = ["otter", "violet", "harbor", "cactus", "lemon", "glacier", "pickle", "rocket", "meadow", "anchor",
                "walnut", "copper", "saddle", "tulip", "canyon", "marble", "ginger", "falcon", "puzzle", "velvet"]
LEET = str.maketrans({"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"})


def pw_human(words=WORDS_EN):
    w = pick(words)
    style = r.randint(0, 3)
    if style == 0:
        return w + rs(DG, pick([2, 4])) + pick(SYMS)
    if style == 1:
        return w + pick(SYMS) + pick(words).lower() + rs(DG, 2)
    if style == 2:
        return w[0] + w[1:].translate(LEET) + rs(DG, 2) + pick(SYMS)
    return pick(words) + pick(words) + rs(DG, 3)


def pw_random(n=16, syms="!@#$%^&*-_+=?"):
    while True:
        s = rs(AN + syms, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s) and (not syms or any(c in syms for c in s)):
            return s


def pw_url(n=18):
    while True:
        s = rs(AN + "-_.~", n)
        if any(c in UP for c in s) and any(c in DG for c in s) and s[-1] not in "-_.~" and s[0] not in "-_.~":
            return s


def pw_phrase(sep="-", k=4, digits=True):
    ws = r.sample(PHRASE_WORDS, k)
    return sep.join(ws) + (sep + rs(DG, 2) if digits else "")


def pin(n=4):
    while True:
        p = rs(DG, n)
        if len(set(p)) >= 3 and p not in "01234567890" and p not in "98765432109":
            return p


def aws_key_id():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(B64, 40)


def ghp():
    return "ghp_" + rs(AN, 36)


def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def jwt(payload, sig_len=43):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(B64U, sig_len)}"


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
         "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
         "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
         "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among "
         "amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna "
         "antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor "
         "army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
         "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
         "avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony "
         "ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between beyond "
         "bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood "
         "blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss "
         "bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk "
         "broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle "
         "bunker burden burger burst bus business busy butter buyer buzz").split()


def seed_phrase(n=12):
    return " ".join(pick(BIP39) for _ in range(n))


# ---------------------------------------------------------------- cases
BUILDERS = []


def case(fn):
    BUILDERS.append(fn)
    return fn


def C(slug, lang, text, secrets, looks, note):
    return {"slug": slug, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}


# ======================= English, positive
@case
def _():
    ak, sk = aws_key_id(), aws_secret()
    t = f"""my deploy script started failing with InvalidClientTokenId this morning. this is the .env it loads:

AWS_ACCESS_KEY_ID={ak}
AWS_SECRET_ACCESS_KEY={sk}
AWS_DEFAULT_REGION=eu-west-1
S3_BUCKET=acme-invoices-prod

running `aws sts get-caller-identity` with the same env gives the same error. did they expire or something?"""
    return C("aws-env-deploy", "en", t, [ak, sk], [], "AWS key id and secret access key in a pasted .env")


@case
def _():
    tok, sha = ghp(), rs(HEXL, 40)
    t = f"""Why does this step only fail on main? The last red run was on commit {sha}.

```yaml
- name: Push tags
  run: |
    git remote set-url origin https://x-access-token:{tok}@github.com/lindqvist-labs/billing.git
    git push origin --tags
```

The log just says: remote: Permission to lindqvist-labs/billing.git denied to github-actions[bot]."""
    return C("github-pat-workflow", "en", t, [tok], [sha], "classic GitHub PAT hard-coded in a workflow; commit SHA is a look-alike")


@case
def _():
    sk = "sk_live_51" + rs(AN, 97)
    t = (f"I accidentally pushed our Stripe secret key to a public repo about an hour ago. I already rolled it in the "
         f"dashboard, but can you check my git filter-repo command? The key was {sk} and it's in config/payments.py. "
         f"Also the Stripe docs show sk_test_4eC39HqLyjWDarjtT1zdp7dc everywhere, is that one dangerous too?")
    return C("stripe-live-key-rolled", "en", t, [sk], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
             "rolled live key is still a secret; the Stripe docs test key is a look-alike")


@case
def _():
    key = openai_key()
    t = f"""getting `429 insufficient_quota` even though I topped up $10 yesterday. code:

```python
from openai import OpenAI
client = OpenAI(api_key="{key}")
resp = client.chat.completions.create(
    model="gpt-4o-mini",
    messages=[{{"role": "user", "content": "ping"}}],
)
```
openai==1.51.2, python 3.12 on a mac"""
    return C("openai-key-python", "en", t, [key], ["1.51.2"], "OpenAI project key in code; package version is a look-alike")


@case
def _():
    key = anthropic_key()
    t = f"""This returns 401 authentication_error and I can't see why:

curl https://api.anthropic.com/v1/messages \\
  -H "x-api-key: {key}" \\
  -H "anthropic-version: 2023-06-01" \\
  -H "content-type: application/json" \\
  -d '{{"model": "claude-3-5-sonnet-20241022", "max_tokens": 256, "messages": [{{"role": "user", "content": "Hello"}}]}}'"""
    return C("anthropic-key-curl", "en", t, [key], ["2023-06-01"], "API key in a curl header; the API version date is a look-alike")


@case
def _():
    tok = f"xoxb-{rd(12)}-{rd(13)}-{rs(AN, 24)}"
    chan = "C0" + rs(UP + DG, 9)
    t = f"""Our standup bot stopped posting. Here's the relevant bit:

from slack_sdk import WebClient
client = WebClient(token="{tok}")
client.chat_postMessage(channel="{chan}", text=summary)

It raises SlackApiError: not_in_channel, but the bot is definitely in #standup."""
    return C("slack-bot-token", "en", t, [tok], [chan], "Slack bot token; channel id is a look-alike")


@case
def _():
    user = pick(["billing_app", "svc_orders", "webuser"])
    pw = pw_url(20)
    host = f"db-{rs(LO + DG, 6)}.cluster-{rs(LO + DG, 12)}.eu-central-1.rds.amazonaws.com"
    t = (f"Django can't connect to the new RDS instance. settings read DATABASE_URL=postgres://{user}:{pw}@{host}:5432/orders "
         f"and the traceback ends with: FATAL: password authentication failed for user \"{user}\". "
         f"I reset the master password in the console 10 min ago, do I need to wait?")
    return C("postgres-database-url", "en", t, [f"{user}:{pw}"], [host],
             "credentials of a connection string are the secret; the RDS host is a look-alike")


@case
def _():
    user, pw = pick(["maria", "devteam", "appuser"]), pw_url(16)
    host = f"cluster0.{rs(LO + DG, 5)}.mongodb.net"
    t = (f"mongoose keeps timing out with MongoServerSelectionError. connection string: "
         f"mongodb+srv://{user}:{pw}@{host}/?retryWrites=true&w=majority&appName=Cluster0 "
         f"- I already added 0.0.0.0/0 to the IP access list")
    return C("mongodb-srv-uri", "en", t, [f"{user}:{pw}"], [host], "user:password inside a mongodb+srv URI; cluster host is a look-alike")


@case
def _():
    lines = 4 * 70 + 20
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB"
    body += rs(B64, lines - len(body) - 2) + "=="
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body[i:i + 70] for i in range(0, len(body), 70)) + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + rs(B64, 43)
    t = (f"ssh keeps asking me for a passphrase I never set. This is ~/.ssh/id_ed25519:\n\n{key}\n\n"
         f"and ssh-keygen -lf says: 256 {fp} dana@thinkpad (ED25519). What's wrong?")
    return C("openssh-private-key", "en", t, [key], [fp], "whole private key block is the secret; the public fingerprint is a look-alike")


@case
def _():
    priv, addr, tx = "0x" + rs(HEXL, 64), "0x" + rs(HEXL, 40), "0x" + rs(HEXL, 64)
    t = (f"I imported my wallet into MetaMask with the private key {priv} but it shows a 0 ETH balance. "
         f"Etherscan says my address {addr} still has 1.2 ETH and the last tx was {tx}. Wrong network?")
    return C("eth-private-key", "en", t, [priv], [addr, tx], "private key next to a public address and a tx hash of the same alphabet")


@case
def _():
    phrase, addr = seed_phrase(12), bech32_p2wpkh()
    t = (f"My Ledger Nano S died after a fall. I wrote down the recovery phrase when I set it up: {phrase}. "
         f"Can I restore it on a Trezor instead, and will my receive address {addr} stay the same?")
    return C("seed-phrase-12", "en", t, [phrase], [addr], "12-word recovery phrase; bech32 address (checksum computed) is a look-alike")


@case
def _():
    n, exp, cv, order = card("visa"), expiry(), rs(DG, 3), amazon_order()
    t = (f"can you fill in the checkout form for me? it's for order {order}. card number {fcard(n)}, "
         f"exp {exp}, cvc {cv}, name on card Jordan Ellis, billing zip same as shipping")
    return C("card-checkout-fill", "en", t, [fcard(n), exp, cv], [order], "card number, expiry and CVC; order number is a look-alike")


@case
def _():
    n, exp, last4 = card("amex"), expiry(), rs(DG, 4)
    t = (f"Which card should I book the flights with for the trip insurance? Option 1 is my Amex Platinum {fcard(n)} "
         f"(expires {exp}), option 2 is the Chase Sapphire Preferred •••• {last4}. Flights are $1,860 total.")
    return C("amex-vs-masked", "en", t, [fcard(n), exp], [f"•••• {last4}"], "full Amex number next to a masked card")


@case
def _():
    rt, acct = aba(), rd(10)
    t = (f"HR sent me a direct deposit form. My credit union is Alliant, routing number {rt}, "
         f"checking account {acct}. Do I put 100% in checking or can I split it with savings?")
    return C("direct-deposit-us", "en", t, [acct], [rt], "own account number is a secret; the bank's routing number (ABA check computed) is public")


@case
def _():
    sc, acc, ref = f"{rs(DG, 2)}-{rs(DG, 2)}-{rs(DG, 2)}", rs(DG, 8), "DEP-" + rs(DG, 6)
    t = (f"My landlord is returning the deposit and wants my bank details. Can you draft a short email? "
         f"Name: Priya Shah, sort code {sc}, account number {acc}. Please ask him to use reference {ref} "
         f"so I can spot it.")
    return C("uk-sort-code-account", "en", t, [acc], [sc, ref], "account number secret; sort code and payment reference are look-alikes")


@case
def _():
    s, e = ssn(), ein()
    t = (f"I'm filling out the W-9 my client sent and also my own W-4. My SSN is {s}. The client's EIN on their "
         f"invoice is {e}, do I need to put that anywhere on the W-9?")
    return C("ssn-w9-client-ein", "en", t, [s], [e], "own SSN secret; the client company's EIN is a look-alike")


@case
def _():
    pp, ref = pick(UP) + rs(DG, 8), pnr()
    t = (f"Help me with the ESTA form. Passport number {pp}, issued 14 March 2021, expires 13 March 2031. "
         f"The airline booking reference is {ref}, flight UA 934 on June 3. Does it matter that my middle name "
         f"isn't on the ticket?")
    return C("passport-esta", "en", t, [pp], [ref], "passport number secret; booking reference is a look-alike")


@case
def _():
    mid, claim, np_ = rs(UP, 3) + rs(DG, 9), rs(DG, 11), npi()
    t = (f"My claim for an MRI got denied as 'provider out of network' but the hospital is in network. "
         f"Member ID {mid}, group 0174520. Claim number {claim}, provider NPI {np_}. "
         f"Can you write an appeal letter?")
    return C("health-insurance-appeal", "en", t, [mid], [claim, np_], "member id secret; claim number and provider NPI (check computed) are look-alikes")


@case
def _():
    conf, code, wpw = "HM" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8), pin(4), pw_phrase("-", 3)
    t = (f"Write a warm check-in message for my Airbnb guests (confirmation {conf}). Include: the lockbox on the "
         f"porch railing opens with {code}, wifi is Birchwood_Guest and the password is {wpw}, checkout 11am, "
         f"trash goes out Tuesday night.")
    return C("airbnb-checkin-codes", "en", t, [code, wpw], [conf], "lockbox code and Wi-Fi password; Airbnb confirmation code is a look-alike")


@case
def _():
    g, a = pin(4), pin(6)
    phone = f"(503) 555-01{rs(DG, 2)}"
    t = (f"Make a checklist for my house sitter:\n- garage keypad: {g} then the enter button\n"
         f"- alarm: disarm with {a} within 30 seconds of opening the door\n- feed Miso twice a day, half a cup\n"
         f"- vet is Hawthorne Animal Clinic {phone}")
    return C("house-sitter-codes", "en", t, [g, a], [phone], "garage and alarm codes; vet phone number is a look-alike")


@case
def _():
    maiden, pet = pick(["Kowalczyk", "Abernathy", "Ferreira", "Lindqvist", "Okonkwo"]), pick(["Pickles", "Mr. Wiggles", "Biscuit", "Taco"])
    t = (f"Can you keep these so I don't lock myself out of my bank again? The security questions are: "
         f"mother's maiden name: {maiden}; name of first pet: {pet}. The online banking is with Citizens.")
    return C("security-question-answers", "en", t, [maiden, pet], [], "answers to security questions")


@case
def _():
    codes = [f"{rs(HEXL, 5)}-{rs(HEXL, 5)}" for _ in range(2)]
    t = ("saving my GitHub recovery codes here so I don't lose them again (the other 14 are in my safe):\n"
         + "\n".join(codes) + "\nwhich one do I use first? does the order matter?")
    return C("github-recovery-codes", "en", t, codes, [], "two 2FA recovery codes")


@case
def _():
    seed = rs(B32, 32)
    t = (f"I'm moving my 2FA from Google Authenticator to Aegis. The otpauth link I exported is "
         f"otpauth://totp/Fastmail:sam.okafor@fastmail.com?secret={seed}&issuer=Fastmail&digits=6&period=30 . "
         f"The Aegis tutorial used JBSWY3DPEHPK3PXP as the secret, why is mine twice as long?")
    return C("totp-seed-otpauth", "en", t, [seed], ["JBSWY3DPEHPK3PXP"], "TOTP seed; the well-known tutorial seed is a look-alike")


@case
def _():
    code = rs(DG, 6)
    t = (f"Got this text from 24273 five minutes ago: \"Chase: Your one-time code is {code}. Don't share it. We'll never call "
         f"you to ask for this code.\" Then someone called saying they're from Chase fraud and asked me to read it "
         f"back. I didn't yet. Is it a scam?")
    return C("sms-otp-scam", "en", t, [code], ["24273"], "one-time code from a pasted SMS; sender short code is a look-alike")


@case
def _():
    pw, inc = pw_random(12, "!#%&*?"), "INC0" + rs(DG, 6)
    t = (f"IT sent me this, what do I do with it?\n\n> Hello Marcus,\n> Your account has been reset as requested in "
         f"ticket {inc}.\n> Temporary password: {pw}\n> You will be asked to change it at first sign-in.\n"
         f"> Service Desk")
    return C("it-temp-password-email", "en", t, [pw], [inc], "temporary password in a pasted e-mail; ticket number is a look-alike")


@case
def _():
    p1, p2 = pw_human(), pw_random(14)
    t = (f"Convert this into the CSV format Bitwarden wants for import:\n\nsite | username | password\n"
         f"netflix.com | jess.m@gmail.com | {p1}\nmyhealth.kp.org | jmorales84 | {p2}")
    return C("password-table-import", "en", t, [p1, p2], [], "two passwords in a table")


@case
def _():
    pw, sn = pw_human(), rs(DG, 13)
    mac = ":".join(rs("0123456789ABCDEF", 2) for _ in range(6))
    t = (f"I changed my router admin password to {pw} and now the Tether app won't connect. Router is an Archer "
         f"AX55, S/N {sn}, MAC {mac}. Do I have to factory reset?")
    return C("router-admin-password", "en", t, [pw], [sn, mac], "router admin password; serial and MAC address are look-alikes")


@case
def _():
    pw, dig = pw_random(20, "-_"), rs(HEXL, 64)
    t = f"""postgres container restarts in a loop, compose file:

services:
  db:
    image: postgres@sha256:{dig}
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: {pw}
      POSTGRES_DB: shop
    volumes:
      - pgdata:/var/lib/postgresql/data

logs say "database files are incompatible with server". ideas?"""
    return C("compose-postgres-password", "en", t, [pw], [dig], "password in docker-compose; image digest is a look-alike")


@case
def _():
    pw = pw_random(16)
    tok = "ghp_" + rs(AN, 36)
    bpw = base64.b64encode(pw.encode()).decode()
    btok = base64.b64encode(tok.encode()).decode()
    t = f"""My pod reads the secret but the app says the DB password is wrong. Manifest:

apiVersion: v1
kind: Secret
metadata:
  name: api-creds
type: Opaque
data:
  db-password: {bpw}
  github-token: {btok}

Do I need to base64 it twice?"""
    return C("k8s-secret-base64", "en", t, [bpw, btok], [], "base64-encoded password and token in a Kubernetes Secret")


@case
def _():
    now = 1731000000 + r.randint(0, 3000000)
    tok = jwt({"sub": rs(DG, 8), "email": "l.berg@northwind.io", "scope": "orders:write", "iat": now, "exp": now + 3600})
    rid = uuid4()
    t = (f"curl -v shows this and the API still answers 403, is the token wrong or the scope?\n\n"
         f"> POST /v2/orders HTTP/2\n> Host: api.northwind.io\n> Authorization: Bearer {tok}\n"
         f"> Content-Type: application/json\n>\n< HTTP/2 403\n< x-request-id: {rid}\n"
         f"< content-type: application/json")
    return C("bearer-jwt-curl", "en", t, [tok], [rid], "bearer JWT in verbose curl output; request id is a look-alike")


@case
def _():
    ga = f"GA1.1.{rd(9)}.{1700000000 + r.randint(0, 40000000)}"
    sid, csrf = rs(LO + DG, 32), rs(AN, 32)
    t = (f"I'm trying to call my Django app's endpoint from Postman. DevTools shows this request header:\n"
         f"Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sid}\nWhich of these do I actually need to copy?")
    return C("cookie-header-sessionid", "en", t, [sid], [ga], "session cookie secret; analytics cookie is a look-alike; CSRF token neutral")


@case
def _():
    npm, gh = "npm_" + rs(AN, 36), ghp()
    t = f"""npm publish gives E404 for the scoped package. my ~/.npmrc:

//registry.npmjs.org/:_authToken={npm}
@brightpath:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken={gh}"""
    return C("npmrc-two-tokens", "en", t, [npm, gh], [], "npm and GitHub tokens in .npmrc")


@case
def _():
    body = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160)
    t = f"""twine upload fails with 403 Invalid or non-existent authentication information. ~/.pypirc:

[distutils]
index-servers = pypi

[pypi]
  username = __token__
  password = {body}"""
    return C("pypirc-token", "en", t, [body], ["__token__"], "PyPI API token; the literal __token__ username is a look-alike")


@case
def _():
    tok = f"{rd(10)}:AA{rs(B64U, 33)}"
    chat = "-100" + rd(10)
    t = (f"my telegram bot doesn't answer in the group. code:\n\nbot = telebot.TeleBot(\"{tok}\")\n"
         f"GROUP_ID = {chat}\n\n@bot.message_handler(commands=['start'])\ndef start(m):\n    bot.send_message(GROUP_ID, 'hi')")
    return C("telegram-bot-token", "en", t, [tok], [chat], "Telegram bot token; group chat id is a look-alike")


@case
def _():
    app_id = str(r.randint(1000000000000000000, 1299999999999999999))
    tok = b64u(app_id.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    guild = str(r.randint(700000000000000000, 1199999999999999999))
    t = (f"discord.py bot logs in but slash commands don't show up. I sync with guild={guild}. "
         f"client.run('{tok}') is at the bottom. Application ID is {app_id}.")
    return C("discord-bot-token", "en", t, [tok], [guild, app_id], "Discord bot token (first part = base64 of the app id); ids are look-alikes")


@case
def _():
    sid, auth, msid = "AC" + rs(HEXL, 32), rs(HEXL, 32), "SM" + rs(HEXL, 32)
    frm = f"+1415555{rs(DG, 4)}"
    t = (f"Twilio SMS sends fine locally but not on Render. account_sid = \"{sid}\", auth_token = \"{auth}\", "
         f"from_ = \"{frm}\". The last message that went through was {msid}.")
    return C("twilio-auth-token", "en", t, [auth], [msid, frm], "Twilio auth token; message SID and sender number are look-alikes; account SID neutral")


@case
def _():
    key = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    tpl = "d-" + rs(HEXL, 32)
    t = f"""Emails from our signup flow land in spam. Code:

const sgMail = require('@sendgrid/mail');
sgMail.setApiKey('{key}');
await sgMail.send({{ to: user.email, from: 'hello@tallyhq.app', templateId: '{tpl}' }});"""
    return C("sendgrid-key-node", "en", t, [key], [tpl], "SendGrid key; dynamic template id is a look-alike")


@case
def _():
    key = "AIzaSy" + rs(B64U, 33)
    proj = rd(12)
    t = (f"Streamlit app works locally but on Cloud it says 'API key not valid'. secrets.toml has\n"
         f"GEMINI_API_KEY = \"{key}\"\nThe key belongs to project number {proj}. Do I need to enable something?")
    return C("gemini-key-secrets-toml", "en", t, [key], [proj], "Google API key; the project number is a look-alike")


@case
def _():
    tok, rev = "hf_" + rs(UP + LO, 34), rs(HEXL, 40)
    t = (f"huggingface-cli login with {tok} works but downloading meta-llama/Llama-3.1-8B-Instruct at revision "
         f"{rev} gives 403. I accepted the license yesterday.")
    return C("huggingface-token", "en", t, [tok], [rev], "Hugging Face token; model revision hash is a look-alike")


@case
def _():
    key = rs(B64, 86) + "=="
    t = (f"Azure Function can't reach blob storage. local.settings.json has\n\"AzureWebJobsStorage\": "
         f"\"DefaultEndpointsProtocol=https;AccountName=stcontosodata01;AccountKey={key};EndpointSuffix=core.windows.net\"\n"
         f"Error: Server failed to authenticate the request.")
    return C("azure-storage-accountkey", "en", t, [key], [], "storage account key inside a connection string")


@case
def _():
    tok, aid = uuid4(), uuid4()
    t = (f"I ran heroku authorizations:create for the CI and got:\n\nClient:      <none>\nID:          {aid}\n"
         f"Description: Long-lived user authorization\nScope:       global\nToken:       {tok}\n\n"
         f"Which of the two goes into HEROKU_API_KEY in GitHub secrets?")
    return C("heroku-uuid-token", "en", t, [tok], [aid], "UUID-shaped API token next to a UUID authorization id")


@case
def _():
    key, trace = rs(HEXL, 32), rs(HEXL, 32)
    t = (f"Traces show up in Datadog but logs don't. docker run -e DD_API_KEY={key} -e DD_SITE=datadoghq.eu "
         f"-e DD_LOGS_ENABLED=true ... and one of the spans I'm looking at has trace_id {trace}.")
    return C("datadog-key-traceid", "en", t, [key], [trace], "32-hex API key next to a 32-hex trace id")


@case
def _():
    wpw, phone = pw_human(), f"+1 (720) 555-01{rs(DG, 2)}"
    t = ("Can you help me make a welcome card for our guest room? I'll send the Wi-Fi password in the next message so you can put it on the card."
         f"\n---\nok it's {wpw}  (network is OakHollow-5G)"
         f"\n---\nalso add that checkout is 11am and our number for emergencies is {phone}")
    return C("multi-wifi-announced", "en", t, [wpw], [phone], "multi-message: value announced, then given")


@case
def _():
    n, exp = card("mc"), expiry()
    while True:
        c1 = rs(DG, 3)
        if len(set(c1)) == 3:
            break
    c2 = c1[0] + c1[2] + c1[1]
    inv = "INV-" + rs(DG, 8)
    t = (f"Pay my electric bill (invoice {inv}) on the portal with card {fcard(n, '-')} exp {exp} CVC {c1}"
         f"\n---\nsorry, the CVC is {c2}, I swapped the last two digits")
    return C("multi-cvc-correction", "en", t, [fcard(n, "-"), exp, c1, c2], [inv], "multi-message: CVC corrected; both values are secrets")


@case
def _():
    key = openai_key()
    cut = r.randint(60, 100)
    k1, k2 = key[:cut], key[cut:]
    t = (f"here's my OpenAI key, the input box cut it off so I'm sending it in two parts. part 1: {k1}"
         f"\n---\npart 2: {k2}\n---\nnow why does client.models.list() give me a 401?")
    return C("multi-key-in-parts", "en", t, [k1, k2], [], "multi-message: API key split over two messages")


@case
def _():
    code, wo = pin(4), "WO-" + rs(DG, 6)
    t = ("I'm writing instructions for the plumber coming Thursday. The gate code is in my notes, one sec"
         f"\n---\nfound it: #{code} (press # first, then the code)"
         f"\n---\nhis work order number is {wo}, put that at the top too")
    return C("multi-gate-code", "en", t, [code], [wo], "multi-message: gate code given after being announced")


@case
def _():
    old, new = iban("IE"), iban("IE")
    t = (f"Please send the refund to my IBAN {fiban(old)}, name Aoife Brennan"
         f"\n---\nno wait, that's my old AIB account, I closed it. Use {fiban(new)} instead, same name")
    return C("multi-iban-corrected", "en", t, [fiban(old), fiban(new)], [], "multi-message: IBAN replaced by another; both are the user's")


@case
def _():
    p = pin(4)
    spelled = " ".join(NUMWORDS[int(c)] for c in p)
    last4 = rs(DG, 4)
    t = (f"I keep forgetting the PIN for my new debit card (the one ending {last4}). It's {spelled}. "
         f"Can you turn that into a silly rhyme so I remember it?")
    return C("pin-spelled-out", "en", t, [spelled], [last4], "PIN spelled out in words; last four digits of the card are a look-alike")


@case
def _():
    pw, pid = pw_random(14, "!#%+=?"), str(r.randint(10000, 99999))
    t = (f"Is this a problem? Our Jenkins console output shows:\n\n[2024-11-03T09:14:22Z] pid={pid}\n"
         f"+ mysql -h db01.internal -u deploy -p{pw} billing < migrate.sql\n"
         f"mysql: [Warning] Using a password on the command line interface can be insecure.")
    return C("jenkins-log-password", "en", t, [pw], [pid], "password leaked in a CI log; pid is a look-alike")


@case
def _():
    ak, short = aws_key_id(), rs(HEXL, 7)
    t = (f"GitHub secret scanning emailed me that commit {short} exposed the access key {ak}. "
         f"I deactivated it in IAM right away. Is that enough or do I also need to rewrite history?")
    return C("aws-key-deactivated", "en", t, [ak], [short], "deactivated AWS key id is still a secret; short commit hash is a look-alike")


@case
def _():
    key, kid = bitlocker(), uuid4(upper=True)
    t = (f"Dell laptop is stuck on the BitLocker recovery screen after a BIOS update. It shows Key ID {kid[:8]}. "
         f"I found this in my Microsoft account: {key}. It's rejected, am I typing it wrong?")
    return C("bitlocker-recovery-key", "en", t, [key], [kid[:8]], "BitLocker recovery key (group rule computed); key id is a look-alike")


@case
def _():
    asp = "-".join(rs(LO, 4) for _ in range(4))
    t = (f"Thunderbird won't log into my iCloud mail. Server imap.mail.me.com, port 993, SSL/TLS, username "
         f"nadia.k@icloud.com, and the app-specific password Apple gave me: {asp}. What's wrong?")
    return C("icloud-app-password", "en", t, [asp], [], "app-specific password")


@case
def _():
    comb = f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)}"
    model = "SFW" + rs(DG, 3) + pick(["GDC", "GTC", "ETB"])
    t = (f"My SentrySafe {model} won't open. The combination is {comb} (right, left, right) and I'm turning "
         f"it 3 times right first. Is there a trick?")
    return C("safe-combination", "en", t, [comb], [model], "safe combination; model number is a look-alike")


@case
def _():
    code, amount = rs(DG, 6), f"${r.randint(200, 1900)}.{rs(DG, 2)}"
    t = (f"Wells Fargo texted: \"Did you attempt a {amount} purchase at BESTBUY 1182? Reply YES or NO.\" and a minute "
         f"later \"Your Wells Fargo verification code is {code}. We will never call to ask for it.\" I didn't buy anything. "
         f"What now?")
    return C("bank-fraud-sms-code", "en", t, [code], [amount], "verification code in pasted SMS; amount is a look-alike")


@case
def _():
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    mbi = (pick("123456789") + pick(alpha) + pick(alpha + DG) + pick(DG) + pick(alpha) + pick(alpha + DG) +
           pick(DG) + pick(alpha) + pick(alpha) + pick(DG) + pick(DG))
    mbi_f = f"{mbi[:4]}-{mbi[4:7]}-{mbi[7:]}"
    plan = f"S{rs(DG, 4)}-0{rs(DG, 2)}"
    t = (f"Helping my mom switch Part D plans. Her Medicare number is {mbi_f}. The plan she wants is {plan}. "
         f"Is open enrollment still open?")
    return C("medicare-mbi", "en", t, [mbi_f], [plan], "Medicare beneficiary identifier; public plan id is a look-alike")


@case
def _():
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 64 * 5 - 50)
    key = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\n-----END PRIVATE KEY-----"
    serial = ":".join(rs("0123456789abcdef", 2) for _ in range(16))
    t = (f"Go's tls.X509KeyPair says 'private key does not match public key'. Cert serial is {serial}. Key file:\n{key}\n"
         f"(truncated, it's longer)")
    return C("pkcs8-private-key-go", "en", t, [key], [serial], "PEM private key (truncated paste); certificate serial is a look-alike")


@case
def _():
    tok, pid = "glpat-" + rs(B64U, 20), rd(7)
    t = (f"pipeline #{pid} fails at the clone step:\n"
         f"git clone https://oauth2:{tok}@gitlab.com/acme-mobile/app.git\nfatal: Authentication failed")
    return C("gitlab-pat-clone", "en", t, [tok], [pid], "GitLab token in a clone URL; pipeline number is a look-alike")


@case
def _():
    tok, zone = rs(B64U, 40), rs(HEXL, 32)
    t = f"""terraform plan fails with "Invalid request headers (6003)". terraform.tfvars:

cloudflare_api_token = "{tok}"
zone_id              = "{zone}"
domain               = "fernhill.studio\""""
    return C("cloudflare-tfvars", "en", t, [tok], [zone], "Cloudflare API token; zone id is a look-alike")


@case
def _():
    first = pick("ABCEGHJKLMNPRSTWXYZ")
    second = pick("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
    nino = f"{first}{second} {rs(DG, 2)} {rs(DG, 2)} {rs(DG, 2)} {pick('ABCD')}"
    utr = rd(5) + " " + rs(DG, 5)
    t = (f"Doing my first self assessment. The HMRC form example shows QQ 12 34 56 C, so I put mine as {nino}. "
         f"My UTR is {utr}. It says 'details don't match our records'. What now?")
    return C("uk-nino-utr", "en", t, [nino, utr], ["QQ 12 34 56 C"], "own NINO and UTR; HMRC's example NINO is a look-alike")


@case
def _():
    sin, bn = ca_sin(), rd(9) + "RP0001"
    t = (f"CRA My Account locked me out after three tries. My SIN is {sin}. On my T4 the employer's account "
         f"number is {bn}. Can I still file by paper?")
    return C("canada-sin", "en", t, [sin], [bn], "Canadian SIN (Luhn computed); employer payroll account is a look-alike")


@case
def _():
    tfn, bsb, acct = au_tfn(), f"{pick(['062', '033', '083', '012'])}-{rs(DG, 3)}", rd(8)
    t = (f"Filling in my onboarding form for the new job. TFN {tfn}, bank BSB {bsb}, account number {acct}. "
         f"For super they gave me the fund USI STA0100AU. Anything I'm missing?")
    return C("australia-tfn-bsb", "en", t, [tfn, acct], [bsb, "STA0100AU"], "TFN (check computed) and account secret; BSB and fund USI are look-alikes")


@case
def _():
    aad, pan, upi, ifsc = in_aadhaar(), in_pan(), pin(4), in_ifsc()
    t = (f"Zerodha KYC keeps failing. I entered Aadhaar {grp(aad)} and PAN {pan}. Bank IFSC is {ifsc}. Also my UPI "
         f"PIN {upi} stopped working in GPay after I changed phones, is that related?")
    return C("india-kyc-english", "en", t, [grp(aad), pan, upi], [ifsc], "Aadhaar (Verhoeff computed), PAN and UPI PIN; IFSC is a look-alike")


@case
def _():
    zid, ref = za_id(), rs(DG, 10)
    t = (f"Home Affairs says my smart ID application is on hold. The reference number on the slip is {ref} and "
         f"my ID number is {zid}. How do I follow up without queueing for a whole day?")
    return C("south-africa-id", "en", t, [zid], [ref], "South African ID (Luhn computed); application reference is a look-alike")


@case
def _():
    nric, pw = sg_nric(), pw_human()
    uen = f"20{r.randint(10, 23)}{rs(DG, 5)}{pick(UP)}"
    t = (f"Singpass login says my password is wrong: NRIC {nric}, password {pw} - I need it to submit a claim to "
         f"my employer, company UEN {uen}.")
    return C("singapore-nric-singpass", "en", t, [nric, pw], [uen], "NRIC (check letter computed) and password; company UEN is a look-alike")


@case
def _():
    tok, db = "secret_" + rs(AN, 43), rs(HEXL, 32)
    t = (f"The Notion API returns object_not_found. NOTION_TOKEN={tok} and the database id is {db} "
         f"(copied from the URL). I shared the page with the integration.")
    return C("notion-token-db-id", "en", t, [tok], [db], "integration token next to a 32-hex database id")


@case
def _():
    kid = rs(HEXL, 40)
    body = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + rs(B64, 150)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + body[:64] + "\\n" + body[64:128] + "\\n" + body[128:] + "\\n-----END PRIVATE KEY-----\\n"
    cid = rd(21)
    t = (f"firebase-admin throws 'Failed to parse private key'. My service account json:\n{{\n  \"type\": \"service_account\",\n"
         f"  \"project_id\": \"pantry-pal-7c2e1\",\n  \"private_key_id\": \"{kid}\",\n  \"private_key\": \"{pk}\",\n"
         f"  \"client_email\": \"firebase-adminsdk-x1k@pantry-pal-7c2e1.iam.gserviceaccount.com\",\n  \"client_id\": \"{cid}\"\n}}")
    return C("firebase-service-account", "en", t, [pk], [cid], "private key with escaped newlines in JSON; client id is a look-alike; key id neutral")


# ======================= English, negative
@case
def _():
    t = ("The boto3 tutorial I'm following puts aws_access_key_id = AKIAIOSFODNN7EXAMPLE and "
         "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in ~/.aws/credentials. "
         "Are those real keys that work against a sandbox, or just placeholders I have to replace?")
    return C("aws-docs-example-keys", "en", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "AWS documentation example credentials")


@case
def _():
    t = ("For our checkout integration tests: 4242 4242 4242 4242 should succeed, 4000 0000 0000 9995 should be "
         "declined for insufficient funds and 4000 0027 6000 3184 should trigger 3D Secure. Can you write pytest "
         "cases for those three? Any future expiry and any CVC work in test mode.")
    return C("stripe-test-cards", "en", t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0027 6000 3184"],
             "public Stripe test card numbers")


@case
def _():
    bad, good, sha = rs(HEXL, 7), rs(HEXL, 40), rs(HEXL, 64)
    t = (f"git bisect says {bad} is the first bad commit, but the parent {good} builds fine. Also the release "
         f"tarball's sha256 is {sha} while the website lists a different one - should I worry?")
    return C("git-bisect-checksum", "en", t, [], [bad, good, sha], "commit hashes and a checksum")


@case
def _():
    u, us, am = ups(), usps(), amazon_order()
    t = (f"I have three packages stuck: UPS {u}, USPS {grp(us)}, and an Amazon order {am} that says delivered "
         f"but isn't here. Which should I chase first?")
    return C("tracking-numbers", "en", t, [], [u, grp(us), am], "tracking and order numbers (USPS check digit computed)")


@case
def _():
    t = """Review our .env.example before I commit it:

OPENAI_API_KEY=your_api_key_here
DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app
STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
JWT_SECRET=<generate-with-openssl-rand-hex-32>
SENTRY_DSN="""
    return C("env-example-placeholders", "en", t, [],
             ["your_api_key_here", "USER:PASSWORD", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<generate-with-openssl-rand-hex-32>"],
             "placeholders in a template env file")


@case
def _():
    last4, txn = rs(DG, 4), rs(DG, 12)
    t = (f"There's a charge I don't recognize on my card **** **** **** {last4}: $84.99 from SQ *BLUE HERON COFFEE, "
         f"transaction ID {txn}, posted Nov 2. Draft a dispute message to the bank.")
    return C("masked-card-dispute", "en", t, [], [f"**** **** **** {last4}", txn], "masked card and transaction id")


@case
def _():
    ib, ch = iban("GB"), rd(8)
    inv = f"BLP-{r.randint(2023, 2025)}-{rs(DG, 4)}"
    t = (f"Can you write the remittance note for this supplier payment? Brightline Print Ltd, IBAN {fiban(ib)}, "
         f"invoice {inv}, company number {ch}, amount £2,340.00.")
    return C("supplier-payment-iban", "en", t, [], [fiban(ib), inv, ch], "a company's IBAN, invoice and company number")


@case
def _():
    pod = f"checkout-api-{rs(LO + DG, 10)}-{rs(LO + DG, 5)}"
    u, ver = uuid4(), f"v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}"
    t = (f"after upgrading to {ver} the pod {pod} crashloops. last log line: "
         f"level=error msg=\"failed to load cart\" cart_id={u} err=\"context deadline exceeded\"")
    return C("k8s-log-ids", "en", t, [], [ver, pod, u], "version, pod name and a UUID in a log line")


@case
def _():
    t = ("Is the xkcd advice still good? They say 'correct horse battery staple' beats 'Tr0ub4dor&3'. Our IT "
         "policy still bans anything like P@ssw0rd but allows long phrases. What would you recommend for a team of 12?")
    return C("password-advice-examples", "en", t, [], ["correct horse battery staple", "Tr0ub4dor&3", "P@ssw0rd"],
             "famous example passwords discussed as examples")


@case
def _():
    sn, agr = rs("C0D1FGHJKLMNPQRTVWXY23456789", 12), rs(DG, 10)
    t = (f"My MacBook Air (model A2337, serial {sn}) has a dead key. The AppleCare agreement number is {agr}. "
         f"Will they replace the whole top case?")
    return C("warranty-serial", "en", t, [], ["A2337", sn, agr], "model, serial and agreement numbers")


@case
def _():
    ref, tkt = pnr(), "016" + rd(10)
    t = (f"Our flight got cancelled. Booking reference {ref}, e-ticket {tkt}, United customer care number "
         f"1-800-864-8331. Can you help me write a refund request?")
    return C("flight-refund-refs", "en", t, [], [ref, tkt, "1-800-864-8331"], "booking reference, e-ticket number and a phone number")


@case
def _():
    t = ("For my hardhat tests I use the default mnemonic 'abandon abandon abandon abandon abandon abandon abandon "
         "abandon abandon abandon abandon about' and account #0 with private key "
         "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80 "
         "(address 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266). Why does my deploy script say insufficient funds on Sepolia?")
    return C("hardhat-test-vectors", "en", t, [],
             ["abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
              "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
              "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"],
             "public test mnemonic and Hardhat default account")


@case
def _():
    ppid, ref = rs(UP + DG, 17), rs(DG, 12)
    t = (f"I sent $450 to my sister on PayPal, transaction ID {ppid}, and Wise for the other part, the receipt "
         f"says Ref No. {ref}. She says neither arrived. How long do they usually take?")
    return C("payment-receipt-refs", "en", t, [], [ppid, f"Ref No. {ref}"], "payment transaction id and receipt Ref No.")


@case
def _():
    sha, md5, fpr = rs(HEXL, 64), rs(HEXL, 32), " ".join(rs(HEXU, 4) for _ in range(10))
    t = (f"Verifying the Debian ISO: sha256sum gives {sha}, md5 is {md5}, and the signing key fingerprint is "
         f"{fpr}. Which one should I compare against SHA256SUMS.sign?")
    return C("iso-checksums", "en", t, [], [sha, md5, fpr], "checksums and a public key fingerprint")


@case
def _():
    t = ("Write a regex test suite: it should accept 4111 1111 1111 1111 and 5555 5555 5555 4444 as card-like, "
         "reject 078-05-1120 and 123-45-6789 as SSN-like test data, and also recognise the jwt.io sample "
         "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    return C("regex-test-data", "en", t, [],
             ["4111 1111 1111 1111", "5555 5555 5555 4444", "078-05-1120", "123-45-6789",
              "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
             "famous public test values")


@case
def _():
    tail = rs(AN, 4)
    t = (f"Our logger already masks things, output looks like: Authorization: Bearer [REDACTED] user=ana "
         f"password=******** openai_key=sk-...{tail}. Is it still risky to ship these logs to a vendor?")
    return C("redacted-log-values", "en", t, [], ["[REDACTED]", "********", f"sk-...{tail}"], "redacted and masked values")


@case
def _():
    dig, chart = rs(HEXL, 64), f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
    t = (f"helm upgrade pulled ghcr.io/acme/worker@sha256:{dig} but the chart version is {chart}. "
         f"how do I pin the image by tag instead?")
    return C("helm-image-digest", "en", t, [], [dig, chart], "image digest and chart version")


@case
def _():
    isbn = isbn13()
    t = (f"Format these two references in APA: the book with ISBN {isbn[:3]}-{isbn[3]}-{isbn[4:8]}-{isbn[8:12]}-{isbn[12]} "
         f"and the NumPy paper, doi:10.1038/s41586-020-2649-2.")
    return C("isbn-doi", "en", t, [], [f"{isbn[:3]}-{isbn[3]}-{isbn[4:8]}-{isbn[8:12]}-{isbn[12]}", "10.1038/s41586-020-2649-2"],
             "ISBN (check computed) and a DOI")


@case
def _():
    e, rt, acct, rcpt = ein(), aba(), rd(10), "R" + rs(DG, 7)
    t = (f"I'm donating to the Riverside Food Bank by wire. Their EIN is {e}, bank routing {rt}, account "
         f"{acct} (it's on their donate page). Donation receipt {rcpt}. Is it tax deductible if I wire it?")
    return C("charity-wire-details", "en", t, [], [e, rt, acct, rcpt], "a charity's public payment details and EIN")


@case
def _():
    ga4, gtm, pixel = "G-" + rs(UP + DG, 10), "GTM-" + rs(UP + DG, 7), rd(15)
    t = (f"On our Shopify theme we have GA4 {ga4}, Tag Manager {gtm} and the Meta pixel {pixel}. Events are "
         f"counted twice, where should I look?")
    return C("analytics-tag-ids", "en", t, [], [ga4, gtm, pixel], "public analytics identifiers")


@case
def _():
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
    fp = "SHA256:" + rs(B64, 43)
    t = (f"Add my public key to the server's authorized_keys for me? ssh-ed25519 {pub} mika@desktop "
         f"- GitHub shows its fingerprint as {fp}.")
    return C("ssh-public-key", "en", t, [], [pub, fp], "public SSH key and fingerprint")


# ======================= German
@case
def _():
    blz, bic = pick(DE_BANKS)
    sid, ib = de_steuerid(), iban("DE", blz)
    t = (f"Hallo! Ich fange nächsten Monat bei einer neuen Firma an und soll den Personalfragebogen ausfüllen. "
         f"Kannst du mir sagen, was wohin gehört?\n\nSteuer-ID: {sid}\nIBAN: {fiban(ib)}\nBIC: {bic}\n"
         f"Krankenkasse: Techniker Krankenkasse\nSteuerklasse 1, keine Kinder")
    return C("de-personalfragebogen", "de", t, [sid, fiban(ib)], [bic],
             "Steuer-ID (ISO 7064 check computed) and own IBAN; the bank's BIC is a look-alike")


@case
def _():
    ausweis = pick("LMNPRTVWXY") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    kv, vorgang = de_kvnr(), f"{r.randint(2024, 2025)}-BA-{rs(DG, 5)}"
    t = (f"Für die Online-Anmeldung beim Bürgeramt (Vorgangsnummer {vorgang}) brauche ich die Ausweisnummer. "
         f"Oben rechts auf meinem Perso steht {ausweis}. Die Krankenversichertennummer ist {kv} – "
         f"ist das die richtige oder brauchen die die lange Nummer hinten auf der Karte?")
    return C("de-ausweis-kvnr", "de", t, [ausweis, kv], [vorgang],
             "ID card number and health insurance number (KVNR check computed); case number is a look-alike")


@case
def _():
    ib, ust = iban("DE"), de_ustid()
    rn, kd = f"RE-{r.randint(2024, 2025)}-{rs(DG, 4)}", "K-" + rs(DG, 5)
    t = (f"Kannst du mir helfen, die Überweisung für die Handwerkerrechnung fertig zu machen? Empfänger: Elektro "
         f"Brandl GmbH, IBAN {fiban(ib)}, Verwendungszweck: Rechnung Nr. {rn}, Kundennummer {kd}. "
         f"USt-IdNr. laut Rechnung: {ust}. Betrag 1.428,60 €.")
    return C("de-handwerker-ueberweisung", "de", t, [], [fiban(ib), rn, kd, ust],
             "a company's IBAN, invoice and customer numbers, VAT id (check computed)")


@case
def _():
    key = rs(DG, 20)
    t = (f"Meine Schwiegereltern kommen zu Besuch und ich will ihnen den WLAN-Schlüssel aufschreiben. Hinten auf "
         f"der FRITZ!Box 7590 steht: WLAN-Netzwerkschlüssel (WPA2): {grp(key)} – kann ich den irgendwie kürzer "
         f"machen, ohne dass es unsicher wird? FRITZ!OS ist 7.57.")
    return C("de-fritzbox-wlan-key", "de", t, [grp(key)], ["7.57"], "20-digit Wi-Fi key; firmware version is a look-alike")


@case
def _():
    p, tan = rs(DG, 5), rs(DG, 6)
    t = (f"Ich versuche gerade bei der Sparkasse eine Überweisung freizugeben und die Seite hängt. Ich hab mich mit "
         f"meiner PIN {p} angemeldet, das ging noch."
         f"\n---\nJetzt kam per pushTAN die TAN {tan}. Muss ich die im Browser eingeben oder in der App bestätigen?")
    return C("de-multi-pin-tan", "de", t, [p, tan], [], "multi-message: online banking PIN, then a TAN")


# ======================= French
@case
def _():
    nir, adh, siret = fr_nir(), rs(DG, 9), None
    siren = fr_siren()
    siret = siren + rs(DG, 4)
    siret = siret + luhn_digit(siret)
    REG.append(("luhn", siret))
    t = (f"Bonjour, je dois remplir le bulletin d'adhésion à la mutuelle de mon nouvel employeur (SIRET {siret}). "
         f"Mon numéro de sécu c'est le {fmt_nir(nir)}, et mon ancien numéro d'adhérent chez Harmonie Mutuelle était "
         f"{adh}. Est-ce que je dois mettre la clé à la fin ?")
    return C("fr-mutuelle-secu", "fr", t, [fmt_nir(nir), adh], [siret],
             "NIR (key computed) and insurance member number; employer SIRET (Luhn computed) is a look-alike")


@case
def _():
    bank, bic = pick(FR_BANKS)
    ib = iban("FR", bank)
    ics_num = rs(DG, 6)
    ics = f"FR{98 - _num36(ics_num + 'FR00') % 97:02d}ZZZ{ics_num}"
    t = (f"Mon propriétaire me demande un RIB pour le prélèvement du loyer. J'ai copié ça depuis l'appli : "
         f"IBAN {fiban(ib)} – BIC {bic}. Sur le mandat SEPA il y a son identifiant créancier {ics}, c'est normal ?")
    return C("fr-rib-loyer", "fr", t, [fiban(ib)], [bic, ics],
             "own IBAN (RIB key and mod-97 computed); BIC and SEPA creditor id are look-alikes")


@case
def _():
    cmd, suivi = "FR" + rs(DG, 9), "6A" + rs(DG, 11)
    siren = fr_siren()
    tva = fr_tva(siren)
    t = (f"Mon colis n'est jamais arrivé. Commande n° {cmd} passée le 12/10, numéro de suivi Colissimo {suivi}, et "
         f"sur la facture il y a le numéro de TVA du vendeur : {tva}. Tu peux m'aider à écrire une réclamation ?")
    return C("fr-colis-reclamation", "fr", t, [], [cmd, suivi, tva], "order, tracking and a seller's VAT number (key computed)")


@case
def _():
    digi = rs(DG, 4) + pick("AB")
    boite, wpw = pin(4), pw_random(20, "")
    while not any(c in DG for c in wpw):
        wpw = pw_random(20, "")
    resa = "HM" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)
    t = (f"Peux-tu traduire en anglais ce message pour mes voyageurs (réservation {resa}) ? « Bonjour et bienvenue ! "
         f"Le digicode de l'immeuble est {digi}, la boîte à clés est à droite de la porte, code {boite}. "
         f"Wi-Fi : Livebox-7C21, mot de passe {wpw}. »")
    return C("fr-digicode-airbnb", "fr", t, [digi, boite, wpw], [resa], "door code, key box code and Wi-Fi password")


@case
def _():
    nf, pw = pick("0123") + rs(DG, 12), pw_human(["Soleil", "Papillon", "Mistral", "Garonne", "Lavande"])
    t = (f"Je n'arrive plus à me connecter sur impots.gouv. Numéro fiscal : {nf}, mot de passe : {pw} et "
         f"le site me dit « identifiant ou mot de passe incorrect ». Je dois demander un nouveau mot de passe ?")
    return C("fr-impots-numero-fiscal", "fr", t, [nf, pw], [], "tax number and password")


# ======================= Spanish
@case
def _():
    dni, ib, cif = es_dni(), iban("ES"), es_cif("B")
    t = (f"Estoy rellenando el contrato de alquiler que me mandó la inmobiliaria (CIF {cif}). ¿Me lo revisas? "
         f"Inquilino: Javier Moreno Ruiz, DNI {dni}. Domiciliación de la renta en mi cuenta {fiban(ib)}. Fianza: 1.700 €.")
    return C("es-contrato-alquiler", "es", t, [dni, fiban(ib)], [cif],
             "DNI (letter computed) and own IBAN (CCC and mod-97 computed); agency CIF is a look-alike")


@case
def _():
    ib, cif = iban("ES"), es_cif("H")
    tel = f"6{rs(DG, 2)} {rs(DG, 2)} {rs(DG, 2)} {rs(DG, 2)}"
    t = (f"La administradora de la comunidad nos ha mandado esto por WhatsApp, ¿te parece normal? «Derrama para la "
         f"fachada: 340 € por vivienda. Ingresar en la cuenta de la Comunidad de Propietarios C/ Arganzuela 14: "
         f"{fiban(ib)}, concepto: piso y letra. CIF de la comunidad: {cif}. Dudas al {tel}.»")
    return C("es-derrama-comunidad", "es", t, [], [fiban(ib), cif, tel], "community's IBAN, CIF (check computed) and phone")


@case
def _():
    cpin, pw = rs(UP + DG, 3), pw_human(["Girasol", "Mariposa", "Alhambra", "Tortuga", "Canela"])
    while not any(c in DG for c in cpin) or not any(c in UP for c in cpin):
        cpin = rs(UP + DG, 3)
    t = (f"No puedo entrar en la Agencia Tributaria. Me llegó el SMS «Su Cl@ve PIN es {cpin}, válido 10 minutos» pero "
         f"dice que ha caducado, y con Cl@ve permanente uso la contraseña {pw} y tampoco. ¿Qué hago?")
    return C("es-clave-pin", "es", t, [cpin, pw], [], "short one-time Cl@ve PIN and a password")


@case
def _():
    curp, clabe = mx_curp(), mx_clabe()
    rfc = curp[:10] + rs(UP + DG, 3)
    t = (f"Me están pidiendo mis datos para darme de alta en la nómina. CURP: {curp}, RFC: {rfc}, CLABE interbancaria: "
         f"{clabe}. ¿El RFC lleva homoclave o así está bien?")
    return C("es-mx-curp-rfc-clabe", "es", t, [curp, rfc, clabe], [], "Mexican CURP and CLABE (checks computed) and RFC")


@case
def _():
    cbu, cuit = ar_cbu(), ar_cuit("20")
    alias = ".".join(r.sample(["casa", "perro", "luna", "mate", "rio", "sol", "nube", "tango"], 3))
    t = (f"Che, para que mi viejo me transfiera la plata del alquiler le paso mi CBU: {cbu} (alias {alias}). "
         f"El CUIT del dueño del depto es {cuit}, ¿lo necesito para pedirle la factura?")
    return C("es-ar-cbu", "es", t, [cbu], [cuit], "own CBU (checks computed); landlord's CUIT (check computed) is a look-alike; alias neutral")


# ======================= Portuguese
@case
def _():
    cpf, senha = br_cpf(), pin(6)
    t = (f"Tô fazendo o cadastro no app do banco e ele pede CPF e uma senha de 6 dígitos. CPF: {fcpf(cpf)}. "
         f"Coloquei a senha {senha} mas ele diz que é fraca, por quê?")
    return C("pt-br-cadastro-cpf", "pt", t, [fcpf(cpf), senha], [], "CPF (check digits computed) and app password")


@case
def _():
    cnpj, ped = br_cnpj(), rs(DG, 10)
    linha = f"{rs(DG, 5)}.{rs(DG, 5)} {rs(DG, 5)}.{rs(DG, 6)} {rs(DG, 5)}.{rs(DG, 6)} {rs(DG, 1)} {rs(DG, 14)}"
    t = (f"Recebi esse boleto por e-mail dizendo que é da Vivo, mas fiquei desconfiada. Linha digitável: {linha}. "
         f"Beneficiário com CNPJ {cnpj}, número do pedido {ped}. É golpe?")
    return C("pt-br-boleto-suspeito", "pt", t, [], [linha, cnpj, ped], "boleto line, company CNPJ (computed) and order number")


@case
def _():
    nif, ib = pt_nif(), iban("PT")
    t = (f"Olá! Estou a preencher o formulário do IRS Jovem e os dados para o reembolso. NIF: {nif}. IBAN: {fiban(ib)}. "
         f"O IBAN tem de ser de uma conta em meu nome ou pode ser a conjunta?")
    return C("pt-pt-nif-iban", "pt", t, [nif, fiban(ib)], [], "NIF (check computed) and IBAN (NIB and mod-97 computed)")


@case
def _():
    code, p2 = f"{rs(DG, 3)}-{rs(DG, 3)}", pin(6)
    tel = f"+55 11 9{rs(DG, 4)}-{rs(DG, 4)}"
    t = (f"Acho que tão tentando clonar meu WhatsApp. Chegou esse SMS: «Seu código do WhatsApp: {code}. Não "
         f"compartilhe este código com ninguém.» e logo depois o número {tel} me mandou mensagem pedindo."
         f"\n---\nE o PIN da confirmação em duas etapas é {p2}, devo trocar?")
    return C("pt-br-multi-whatsapp", "pt", t, [code, p2], [tel], "multi-message: verification code then 2-step PIN; scammer's number is a look-alike")


# ======================= Russian
@case
def _():
    n, exp, cv, order = card("mir"), expiry(), rs(DG, 3), rs(DG, 8)
    t = (f"Помоги оплатить подписку, форма не принимает карту. Ввожу: номер {fcard(n)}, срок {exp}, CVC {cv}, "
         f"владелец IVAN PETROV. Номер заказа {order}. Что может быть не так?")
    return C("ru-karta-oplata", "ru", t, [fcard(n), exp, cv], [order], "Mir card (Luhn computed), expiry, CVC; order number is a look-alike")


@case
def _():
    inn, snils = ru_inn12(), ru_snils()
    kod = f"{r.randint(500, 780)}-{rs(DG, 3)}"
    t = (f"Заполняю на Госуслугах заявление на налоговый вычет. ИНН {inn}, СНИЛС {snils}, код подразделения в "
         f"паспорте {kod}. Правильно понимаю, что паспортные данные подтянутся сами?")
    return C("ru-gosuslugi-inn-snils", "ru", t, [inn, snils], [kod], "personal INN and SNILS (checks computed); issuing-office code is a look-alike")


@case
def _():
    bik = "044525225"
    inn, kpp = ru_inn10(), None
    kpp = inn[:4] + "01001"
    acct = ru_account_make(bik, "40702810X" + rs(DG, 11))
    REG.append(("ru_acct:" + bik, acct))
    t = (f"Нужно выставить счёт ООО «Северный ветер». Их реквизиты: ИНН {inn}, КПП {kpp}, р/с {acct}, банк ПАО Сбербанк, "
         f"БИК {bik}, к/с 30101810400000000225. Составь, пожалуйста, текст счёта на 48 000 ₽ за разработку сайта.")
    return C("ru-rekvizity-ooo", "ru", t, [], [inn, kpp, acct, bik, "30101810400000000225"],
             "company requisites: INN (computed), KPP, settlement account (key computed), BIK, correspondent account")


@case
def _():
    bik = "044525974"
    acct = ru_account_make(bik, "40817810X" + rs(DG, 11))
    REG.append(("ru_acct:" + bik, acct))
    pw = pw_human(["Rodina", "Sirius", "Baikal", "Volga", "Sosna"])
    t = (f"Работодатель просит реквизиты для зарплаты: счёт {acct}, БИК {bik}, банк АО «ТБанк». А ещё кадровик "
         f"попросил пароль от личного кабинета налоговой, чтобы «всё оформить за меня». Это нормально? "
         f"Пароль у меня {pw}")
    return C("ru-schet-zarplata", "ru", t, [acct, pw], [bik], "own account (key computed) and a password; BIK is a look-alike")


# ======================= Chinese
@case
def _():
    cid, n, order = cn_id(), card("unionpay"), rs(DG, 18)
    t = (f"帮我看看这个报名表怎么填：姓名 王晓明，身份证号 {cid}，工资卡 {fcard(n)}（招商银行），"
         f"报名费的订单号是 {order}。哪些是必填的？")
    return C("zh-baoming-shenfenzheng", "zh", t, [cid, fcard(n)], [order], "resident id (check computed) and bank card (Luhn); order number is a look-alike")


@case
def _():
    code, paypw = rs(DG, 6), pin(6)
    t = (f"我妈刚收到一条短信：“【招商银行】您的验证码为{code}，5分钟内有效，请勿泄露。”然后有人打电话说是银行客服，"
         f"她把验证码告诉对方了，还说了支付密码{paypw}。现在应该先打95555还是先去报警？")
    return C("zh-yanzhengma-zhifumima", "zh", t, [code, paypw], ["95555"], "SMS code and payment password; bank hotline is a look-alike")


@case
def _():
    uscc, fp, sf = cn_uscc(), rs(DG, 20), "SF" + rs(DG, 13)
    t = (f"公司报销要填这些：销售方 上海岚川科技有限公司，统一社会信用代码 {uscc}，发票号码 {fp}，"
         f"顺丰运单号 {sf}，金额 ¥1,280.00。帮我核对一下格式对不对。")
    return C("zh-fapiao-baoxiao", "zh", t, [], [uscc, fp, sf], "company credit code (check computed), invoice and waybill numbers")


@case
def _():
    tid, nhi, seq = tw_id(), rs(DG, 12), rs(DG, 3)
    t = (f"我要幫阿嬤在網路上掛號，系統要身分證字號跟健保卡號。身分證字號是 {tid}，健保卡號 {grp(nhi)}，"
         f"網站給的掛號序號是 {seq} 號。這樣輸入對嗎？")
    return C("zh-tw-guahao", "zh", t, [tid, grp(nhi)], [seq], "Taiwan id (check computed) and health card number; queue number is a look-alike")


# ======================= Japanese
@case
def _():
    mn, br, acct = jp_mynumber(), rs(DG, 3), rs(DG, 7)
    t = (f"会社から年末調整の書類が来ました。マイナンバーは {grp(mn)}、振込先は三菱UFJ銀行（金融機関コード0005）"
         f"支店番号{br} 普通 口座番号{acct} です。この書き方で合ってますか？")
    return C("ja-nenmatsu-mynumber", "ja", t, [grp(mn), acct], ["0005", br],
             "My Number (check computed) and account number; bank and branch codes are look-alikes")


@case
def _():
    ssid, key, p = f"aterm-{rs(HEXL, 6)}-g", rs(HEXL, 13), pin(4)
    t = (f"実家のWi-Fiの設定をメモしておきたいので、見やすく整理してください。SSID: {ssid}、暗号化キー: {key}。"
         f"あと母に頼まれたキャッシュカードの暗証番号は{p.translate(FULLWIDTH)}です。")
    return C("ja-wifi-anshobango", "ja", t, [key, p.translate(FULLWIDTH)], [], "Wi-Fi key and a full-width PIN entrusted by a parent")


@case
def _():
    corp, order, yam = jp_corp(), f"{rs(DG, 3)}-{rs(DG, 7)}", jp_yamato()
    t = (f"取引先の情報をまとめています。株式会社ミナトロジ 法人番号 {corp}、注文番号 {order}、"
         f"ヤマト運輸の伝票番号 {yam[:4]}-{yam[4:8]}-{yam[8:]}。問い合わせメールの文面を作ってください。")
    return C("ja-torihikisaki", "ja", t, [], [corp, order, f"{yam[:4]}-{yam[4:8]}-{yam[8:]}"],
             "corporate number and Yamato slip (checks computed), order number")


@case
def _():
    hoken = "0" + rs(DG, 7)
    kigo, bango, menkyo = rs(DG, 4), rs(DG, 3), rs(DG, 12)
    t = (f"病院のオンライン問診票で保険証の情報を入れる欄があります。保険者番号 {hoken}、記号・番号は {kigo}・{bango} で、"
         f"本人確認に運転免許証の番号 {menkyo} も入れました。「枝番」って何を入れればいいですか？")
    return C("ja-hokensho-menkyo", "ja", t, [f"{kigo}・{bango}", menkyo], [hoken],
             "insurance card symbol/number and licence number; insurer number is a look-alike")


# ======================= Italian
@case
def _():
    cf, ts, pren = it_cf(), "80380" + rs(DG, 15), rs(UP, 2) + rs(DG, 8)
    t = (f"Devo prenotare una visita sul portale della Regione e mi chiede codice fiscale e numero della tessera "
         f"sanitaria. CF: {cf}, numero tessera (quello lungo sul retro): {ts}. Il CUP mi aveva dato il numero di "
         f"prenotazione {pren}, serve ancora?")
    return C("it-cf-tessera", "it", t, [cf, ts], [pren], "codice fiscale (check computed) and health card number; booking number is a look-alike")


@case
def _():
    ib, piva = iban("IT"), it_piva()
    t = (f"Un fornitore mi deve rimborsare un acconto e mi ha chiesto l'IBAN. Gli ho scritto il mio: {fiban(ib)}. "
         f"Sul preventivo loro hanno P.IVA {piva}, come controllo che sia un'azienda vera?")
    return C("it-iban-rimborso", "it", t, [fiban(ib)], [piva], "own IBAN (mod-97 computed, CIN not); supplier VAT number (computed) is a look-alike")


@case
def _():
    avviso = "3" + rs(DG, 17)
    ente, ordine = it_piva(), f"{rs(DG, 3)}-{rs(DG, 7)}-{rs(DG, 7)}"
    t = (f"Mi è arrivato un avviso pagoPA per la TARI. Codice avviso {grp(avviso)}, codice fiscale dell'ente "
         f"{ente}, importo 212,00 €. Posso pagarlo con l'app IO? (C'è anche un ordine Amazon {ordine} in sospeso ma "
         f"non c'entra.)")
    return C("it-avviso-pagopa", "it", t, [], [grp(avviso), ente, ordine], "payment notice code, municipality tax code, order number")


# ======================= Dutch
@case
def _():
    bsn, pw = nl_bsn(), pw_human(["Tulpen", "Fietsen", "Molenaar", "Stroopwafel", "Duinpan"])
    t = (f"Ik probeer in te loggen bij Mijn Belastingdienst maar DigiD zegt steeds dat mijn gegevens niet kloppen. "
         f"Gebruikersnaam sanne.devries en wachtwoord {pw} – mijn BSN is {bsn}. Wat kan ik nog proberen?")
    return C("nl-digid-bsn", "nl", t, [pw, bsn], [], "DigiD password and BSN (11-proof computed)")


@case
def _():
    alarm, wpw = pin(4), pw_random(14, "")
    while not any(c in DG for c in wpw):
        wpw = pw_random(14, "")
    tel = f"020 {rs(DG, 3)} {rs(DG, 4)}"
    t = (f"Kun je een briefje voor de oppas maken? Alarmcode {alarm}, daarna op UIT drukken. "
         f"Wifi: Ziggo5G-Thuis / {wpw}. Huisarts: {tel}. Bedtijd half acht.")
    return C("nl-oppas-briefje", "nl", t, [alarm, wpw], [tel], "alarm code and Wi-Fi password; GP phone is a look-alike")


@case
def _():
    ib, kvk, fact = iban("NL"), rd(8), f"{r.randint(2024, 2025)}{rs(DG, 4)}"
    while True:
        b8 = rd(8)
        c = bsn_rest(b8)
        if c < 10:
            btw = reg("nl_bsn", b8 + str(c))
            break
    t = (f"Moet ik deze factuur betalen? Van: Dakdekkersbedrijf Visser B.V., KvK {kvk}, btw-nummer NL{btw}B01, "
         f"IBAN {fiban(ib)}, factuurnummer {fact}, bedrag € 2.395,00. Ik heb nooit een offerte getekend.")
    return C("nl-factuur-check", "nl", t, [], [kvk, f"NL{btw}B01", fiban(ib), fact], "a company's KvK, VAT (11-proof), IBAN and invoice number")


# ======================= Polish
@case
def _():
    pesel, dow = pl_pesel(), pl_idcard()
    t = (f"Zakładam konto w banku przez internet i muszę podać PESEL {pesel} i numer dowodu osobistego {dow}. "
         f"Czy seria to te trzy litery na początku?")
    return C("pl-pesel-dowod", "pl", t, [pesel, dow], [], "PESEL and ID card number (checks computed)")


@case
def _():
    blik, ib = rs(DG, 6), iban("PL")
    tel = f"+48 {pick('5678')}{rs(DG, 2)} {rs(DG, 3)} {rs(DG, 3)}"
    nrb = ib[2:]
    nrb_f = nrb[:2] + " " + grp(nrb[2:])
    t = (f"Kolega napisał na Messengerze, że ma zablokowane konto i prosi o kod BLIK {blik}, a zwrot zrobi na mój "
         f"rachunek {nrb_f}. Podałam mu już numer konta. Teraz dzwoni z numeru {tel}. Czy to oszustwo?")
    return C("pl-blik-oszustwo", "pl", t, [blik, nrb_f], [tel], "BLIK code and own account number (NRB, checks computed); caller's number is a look-alike")


@case
def _():
    nip, regon, inpost = pl_nip(), pl_regon(), rs(DG, 24)
    zam = f"ZAM/{r.randint(2024, 2025)}/{rs(DG, 5)}"
    nip_f = f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}"
    t = (f"Sprawdź proszę dane na fakturze: NIP sprzedawcy {nip_f}, REGON {regon}, numer przesyłki InPost {inpost}, "
         f"nr zamówienia {zam}. Czy coś się nie zgadza?")
    return C("pl-faktura-nip-regon", "pl", t, [], [nip_f, regon, inpost, zam], "seller NIP and REGON (computed), parcel and order numbers")


# ======================= Korean
@case
def _():
    rrn = kr_rrn()
    acct = f"{rs(DG, 6)}-{rs(DG, 2)}-{rs(DG, 6)}"
    t = (f"알바 급여 받으려고 사장님께 보낼 문자인데 자연스럽게 다듬어 주세요. \"사장님, 주민등록번호는 {rrn}이고 "
         f"급여 계좌는 국민은행 {acct} (예금주 김민준)입니다. 확인 부탁드립니다.\"")
    return C("ko-alba-jumin-gyeja", "ko", t, [rrn, acct], [], "resident registration number (check computed) and account")


@case
def _():
    door, wpw = pin(6), pw_random(12, "!@#")
    t = (f"에어비앤비 게스트한테 보낼 안내문 영어로 번역해 줘. 현관 도어락 비밀번호는 {door}* (숫자 누르고 별표), "
         f"와이파이는 KT_GiGA_5G_7F3A 비번 {wpw} 입니다.")
    return C("ko-doorlock-wifi", "ko", t, [door, wpw], [], "door lock code and Wi-Fi password")


@case
def _():
    brn, order, inv = kr_brn(), f"{r.randint(2024, 2025)}{rs(DG, 10)}", rs(DG, 12)
    t = (f"쇼핑몰 영수증 정리 중인데 사업자등록번호 {brn}, 주문번호 {order}, CJ대한통운 송장번호 {inv}. "
         f"엑셀 표로 만들어 줘.")
    return C("ko-yeongsujeung", "ko", t, [], [brn, order, inv], "business registration number (computed), order and waybill numbers")


# ======================= Arabic
@case
def _():
    nid, ib = sa_id(), iban("SA", "80")
    t = (f"أبغى أسجل في منصة أبشر وأربط حسابي في الراجحي عشان الراتب. رقم الهوية الوطنية {nid}، والآيبان حقي "
         f"{fiban(ib)}، والسويفت كود للبنك RJHISARI. وش الخطوة الجاية؟")
    return C("ar-sa-hawiya-iban", "ar", t, [nid, fiban(ib)], ["RJHISARI"], "Saudi national id (Luhn computed) and own IBAN; bank SWIFT is a look-alike")


@case
def _():
    otp, eid = rs(DG, 6), ae_eid()
    t = (f"وصلتني رسالة: «رمز التحقق الخاص بك هو {otp.translate(ARABIC)} لا تشاركه مع أحد». وبعدها اتصل شخص يقول إنه "
         f"من البنك وطلب رقم الهوية الإماراتية فأعطيته {eid}. هل هذا احتيال؟ وماذا أفعل الآن؟")
    return C("ar-ae-otp-hawiya", "ar", t, [otp.translate(ARABIC), eid], [], "OTP in Arabic-Indic digits and Emirates ID (Luhn computed)")


@case
def _():
    order, awb = "NAEH" + rs(DG, 11), rs(DG, 11)
    vat = "3" + rs(DG, 13) + "3"
    t = (f"طلبت من نون ووصلني منتج غلط. رقم الطلب {order}، رقم الشحنة من أرامكس {awb}، والرقم الضريبي للبائع "
         f"{vat}. اكتب لي رسالة شكوى مهذبة.")
    return C("ar-shakwa-talab", "ar", t, [], [order, awb, vat], "order, shipment number and a seller's VAT number")


# ======================= Hindi
@case
def _():
    aad, pan = in_aadhaar(), in_pan()
    t = (f"मुझे बैंक में KYC अपडेट करना है। मेरा आधार नंबर {grp(aad)} है और पैन {pan} है। क्या इन्हें ईमेल पर "
         f"भेजना सुरक्षित है या ब्रांच जाना पड़ेगा?")
    return C("hi-kyc-aadhaar-pan", "hi", t, [grp(aad), pan], [], "Aadhaar (Verhoeff computed) and PAN")


@case
def _():
    otp, utr, upi = rs(DG, 6), rd(12), pin(4)
    t = (f"कल किसी ने फ़ोन करके कहा कि कैशबैक मिलेगा और OTP {otp.translate(DEVANAGARI)} पूछा, मैंने बता दिया। "
         f"उसके बाद खाते से ₹4,999 कट गए, UTR नंबर {utr} है। मेरा UPI पिन {upi} है, क्या उसे भी बदलना पड़ेगा?")
    return C("hi-upi-fraud", "hi", t, [otp.translate(DEVANAGARI), upi], [utr], "OTP in Devanagari digits and UPI PIN; UTR is a look-alike")


@case
def _():
    pan = in_pan("F", "S")
    gstin = f"{pick(['07', '27', '29', '09'])}{pan}1Z{pick(UP + DG)}"
    inv, ifsc = f"SS/{r.randint(24, 25)}-{r.randint(25, 26)}/{rs(DG, 4)}", in_ifsc()
    t = (f"दुकान के बिल पर GSTIN {gstin} और इनवॉइस नंबर {inv} लिखा है, और पेमेंट के लिए IFSC {ifsc} दिया है। "
         f"क्या ये बिल असली लगता है?")
    return C("hi-gst-bill", "hi", t, [], [gstin, inv, ifsc], "shop GSTIN (check char not computed), invoice number, IFSC")


# ======================= Turkish
@case
def _():
    tc, ib = tr_tc(), iban("TR", "00062")
    t = (f"Yeni işyerim maaş için TC kimlik numaramı ve IBAN'ımı istedi. TC: {tc}, IBAN: {fiban(ib)} (Garanti BBVA, "
         f"SWIFT TGBATRIS). "
         f"Bunları e-postayla göndermem sorun olur mu?")
    return C("tr-tc-iban", "tr", t, [tc, fiban(ib)], ["TGBATRIS"], "TC kimlik (check digits computed) and IBAN; bank SWIFT is a look-alike")


@case
def _():
    tmp, code = rs(UP + DG, 8), rs(DG, 6)
    while not any(c in DG for c in tmp):
        tmp = rs(UP + DG, 8)
    t = (f"e-Devlet şifremi unuttum, PTT'den yeni şifre aldım: {tmp}. Girişte SMS ile gelen doğrulama kodu {code}, "
         f"ama kabul etmiyor. Ne yapmalıyım?")
    return C("tr-edevlet-sifre", "tr", t, [tmp, code], [], "e-Devlet one-time password and SMS code")


@case
def _():
    sip, kargo, vn = rd(10), rs(DG, 12), rd(10)
    t = (f"Trendyol siparişim gelmedi. Sipariş no: {sip}, Yurtiçi Kargo takip no: {kargo}, satıcının vergi numarası "
         f"{vn}. Müşteri hizmetlerine yazacağım mesajı hazırlar mısın?")
    return C("tr-kargo-siparis", "tr", t, [], [sip, kargo, vn], "order, tracking and a seller's tax number (check not computed)")


# ======================= Ukrainian
@case
def _():
    rn, unzr = ua_rnokpp(), ua_unzr()
    t = (f"Заповнюю анкету на єОселю через Дію. Мій РНОКПП {rn}, запис № {unzr}. "
         f"Чи треба ще вказувати місце реєстрації?")
    return C("uk-yeoselia-anketa", "uk", t, [rn, unzr], [], "tax number and UNZR (checks computed)")


@case
def _():
    n, exp, cv, os_ = card("mc"), expiry(), rs(DG, 3), rs(DG, 9)
    t = (f"Допоможи оплатити комуналку, бо платіж не проходить. Картка monobank {fcard(n)}, термін {exp}, CVV {cv}. "
         f"Особовий рахунок з квитанції {os_}.")
    return C("uk-komunalka-kartka", "uk", t, [fcard(n), exp, cv], [os_], "card, expiry, CVV; utility account from the bill is a look-alike")


@case
def _():
    ed, ib, ttn = ua_edrpou(), iban("UA"), pick(["20", "59"]) + rs(DG, 12)
    rf = f"СФ-{rs(DG, 5)}"
    t = (f"Перевір реквізити для оплати рахунку: ТОВ «Дніпро-Сервіс», код ЄДРПОУ {ed}, IBAN {ib}, рахунок-фактура "
         f"№ {rf}, ТТН Нової пошти {ttn}. Сума 7 450 грн.")
    return C("uk-rekvizyty-tov", "uk", t, [], [ed, ib, rf, ttn], "company EDRPOU (computed), IBAN, invoice and waybill numbers")


# ======================= Swedish
@case
def _():
    pnr, clr, konto = se_pnr(), "6" + rs(DG, 3), rs(DG, 9)
    t = (f"Jag ska fylla i blanketten till Försäkringskassan. Personnummer {pnr}, konto för utbetalning: "
         f"clearingnummer {clr}, kontonummer {konto} (Handelsbanken). Ska clearingnumret stå med?")
    return C("sv-fk-personnummer", "sv", t, [pnr, konto], [clr], "personnummer (Luhn computed) and account; clearing number is a look-alike")


@case
def _():
    larm, wpw = pin(4), pw_phrase("-", 3)
    t = (f"Kan du skriva en lapp till hundvakten? Larmkoden är {larm} (slå koden och tryck OFF), "
         f"Wi-Fi-lösenordet är {wpw}. Hunden får mat kl 7 och 17.")
    return C("sv-hundvakt-koder", "sv", t, [larm, wpw], [], "alarm code and Wi-Fi password")


@case
def _():
    swish = "123" + rs(DG, 7)
    org = luhn_num(10, "802")
    bg = luhn_num(8, "5")
    ocr = luhn_num(10)
    swish_f = f"{swish[:3]} {swish[3:6]} {swish[6:8]} {swish[8:]}"
    t = (f"Vi i föreningen ska ta betalt för sommarlägret. Swish-nummer {swish_f}, organisationsnummer "
         f"{org[:6]}-{org[6:]}, bankgiro {bg[:4]}-{bg[4:]}, och OCR-nummer {ocr} för Alva. Kan du skriva ett utskick till föräldrarna?")
    return C("sv-forening-betalning", "sv", t, [],
             [swish_f, f"{org[:6]}-{org[6:]}", f"{bg[:4]}-{bg[4:]}", ocr], "association's payee numbers (Luhn computed where public)")


# ======================= Czech
@case
def _():
    rc, acct, vs = cz_rc(), cz_account(), rd(10)
    ucet = f"{acct}/0800"
    t = (f"Vyplňuju žádost o příspěvek na bydlení. Rodné číslo {rc}, číslo účtu {ucet} a pro nájem mám "
         f"variabilní symbol {vs}. Kam patří ten variabilní symbol?")
    return C("cs-prispevek-bydleni", "cs", t, [rc, ucet], [vs], "rodné číslo and account (mod-11 computed); payment symbol is a look-alike")


@case
def _():
    ico = cz_ico()
    obj, fak = rd(9), f"FV{r.randint(2024, 2025)}{rs(DG, 5)}"
    t = (f"Chci reklamovat pračku z e-shopu. Prodejce: Domácí spotřebiče s.r.o., IČO {ico}, DIČ CZ{ico}, "
         f"číslo objednávky {obj}, faktura {fak}. Pomůžeš mi napsat reklamaci?")
    return C("cs-reklamace-eshop", "cs", t, [], [ico, f"CZ{ico}", obj, fak], "seller IČO (computed), DIČ, order and invoice numbers")


# ======================= Danish
@case
def _():
    cpr, pw = dk_cpr(), pw_human(["Smørrebrød", "Havfrue", "Bornholm", "Vikinge", "Kanelsnegl"])
    t = (f"Jeg skal skifte læge på borger.dk, men MitID-appen driller. Mit CPR-nummer er {cpr}, og adgangskoden "
         f"til MitID er {pw} – skal jeg bare nulstille det hele?")
    return C("da-mitid-cpr", "da", t, [cpr, pw], [], "CPR number and MitID password")


@case
def _():
    cvr, fak = dk_cvr(), rd(6)
    fi = f"+71<{rs(DG, 15)} +{rs(DG, 8)}<"
    t = (f"Kan du tjekke denne faktura? Firma: Nordlys ApS, CVR {cvr}, fakturanr. {fak}, betales med FI-kort "
         f"{fi}, 3.750 kr. Jeg kan ikke huske at have bestilt noget.")
    return C("da-faktura-fikort", "da", t, [], [cvr, fak, fi], "company CVR (mod-11 computed), invoice number, FI payment line")


# ======================= Norwegian
@case
def _():
    fnr, kn = no_fnr(), no_account()
    t = (f"Skal søke om stipend hos Lånekassen og må fylle inn fødselsnummer {fnr} og kontonummer "
         f"{kn[:4]}.{kn[4:6]}.{kn[6:]}. Skal det være punktum eller mellomrom i kontonummeret?")
    return C("nb-lanekassen", "nb", t, [fnr, f"{kn[:4]}.{kn[4:6]}.{kn[6:]}"], [], "fødselsnummer and account (mod-11 computed)")


@case
def _():
    old, new, order = pin(4), pin(4), rd(8)
    t = (f"Kan du skrive en melding til snekkeren som kommer i morgen? Nøkkelboksen ved garasjen har kode {old}."
         f"\n---\nNei vent, jeg byttet den i sommer. Den nye koden er {new}."
         f"\n---\nOg ordrenummeret hans er {order}, ta det med øverst.")
    return C("nb-multi-nokkelboks", "nb", t, [old, new], [order], "multi-message: key box code corrected; order number is a look-alike")


# ======================= Finnish
@case
def _():
    hetu, ib = fi_hetu(), iban("FI", pick(["100110", "159030"]))
    t = (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {hetu}, tilinumero {fiban(ib)} (Nordea, BIC NDEAFIHH). "
         f"Pitääkö tilinumeroon laittaa välilyönnit vai ei?")
    return C("fi-kela-hetu", "fi", t, [hetu, fiban(ib)], ["NDEAFIHH"], "henkilötunnus (check char computed) and IBAN; BIC is a look-alike")


@case
def _():
    yt, viite, ib = fi_ytunnus(), fi_viite(), iban("FI")
    viite_f = " ".join(reversed([viite[max(0, i - 5):i] for i in range(len(viite), 0, -5)]))
    t = (f"Sain tämän laskun sähköpostissa, onko se aito? Laskuttaja: Kattohuolto Virtanen Oy, Y-tunnus {yt}, "
         f"tilinumero {fiban(ib)}, viitenumero {viite_f}, eräpäivä 15.11.2024, summa 640,00 €.")
    return C("fi-lasku-tarkistus", "fi", t, [], [yt, fiban(ib), viite_f], "company Y-tunnus, IBAN and reference number (checks computed)")


# ======================= Hungarian
@case
def _():
    taj, adoaz = hu_taj(), hu_taxid()
    t = (f"Az új munkahelyemen elkérték a TAJ-számomat és az adóazonosító jelemet. TAJ: {taj[:3]} {taj[3:6]} {taj[6:]}, "
         f"adóazonosító jel: {adoaz}. A lakcímkártya számát is meg kell adnom?")
    return C("hu-taj-adoazonosito", "hu", t, [f"{taj[:3]} {taj[3:6]} {taj[6:]}", adoaz], [], "TAJ and tax id (checks computed)")


@case
def _():
    ib = iban("HU")
    acct = ib[4:]
    acct_f = f"{acct[:8]}-{acct[8:16]}-{acct[16:]}"
    code = rs(DG, 6)
    t = (f"A Vaterán valaki azt írta, hogy előre utal, csak küldjem el a számlaszámomat és az SMS-ben kapott kódot. "
         f"Elküldtem neki: {acct_f}, és a kód {code} volt. Most nem tudok belépni a netbankba. Mit csináljak?")
    return C("hu-szamlaszam-sms-kod", "hu", t, [acct_f, code], [], "account number (check digits computed) and SMS code")


# ======================= Romanian
@case
def _():
    cnp, ib = ro_cnp(), iban("RO", "BTRL")
    t = (f"Completez formularul pentru bursă. CNP: {cnp}, IBAN: {fiban(ib)} (Banca Transilvania, BIC BTRLRO22). E ok să-l trimit "
         f"pe e-mail secretariatului?")
    return C("ro-bursa-cnp-iban", "ro", t, [cnp, fiban(ib)], ["BTRLRO22"], "CNP (check computed) and IBAN; BIC is a look-alike")


@case
def _():
    cmd, awb, cui = rd(9), rd(13), ro_cui()
    t = (f"Am primit un produs greșit de la eMAG. Număr comandă {cmd}, AWB Fan Courier {awb}, CUI vânzător RO{cui}. "
         f"Poți să-mi scrii un mesaj de reclamație?")
    return C("ro-reclamatie-emag", "ro", t, [], [cmd, awb, f"RO{cui}"], "order and AWB numbers, seller CUI (computed)")


# ======================= Greek
@case
def _():
    afm, amka = gr_afm(), gr_amka()
    t = (f"Θέλω να κάνω αίτηση για το επίδομα στο gov.gr. Ο ΑΦΜ μου είναι {afm} και ο ΑΜΚΑ {amka}. "
         f"Μου λέει ότι τα στοιχεία δεν ταιριάζουν, τι φταίει;")
    return C("el-govgr-afm-amka", "el", t, [afm, amka], [], "ΑΦΜ and ΑΜΚΑ (checks computed)")


@case
def _():
    afm, par, elta = gr_afm(), rd(7), s10("RE", "GR")
    t = (f"Ο πελάτης ζητάει τιμολόγιο. Στοιχεία του: ΑΦΜ {afm} (ΔΟΥ Αθηνών), αριθμός παραγγελίας {par}, "
         f"αριθμός αποστολής ΕΛΤΑ {elta}. Μπορείς να μου γράψεις το email;")
    return C("el-timologio-pelati", "el", t, [], [afm, par, elta], "a customer company's ΑΦΜ, order and tracking numbers (checks computed)")


# ======================= Hebrew
@case
def _():
    tz, snif, acct = il_tz(), rs(DG, 3), rs(DG, 6)
    t = (f"אני ממלא טופס לקבלת מענק מביטוח לאומי. מספר תעודת זהות {tz}, בנק לאומי, סניף {snif}, מספר חשבון {acct}. "
         f"איפה רושמים את מספר הסניף?")
    return C("he-bituah-leumi", "he", t, [tz, acct], [snif], "Israeli id (check computed) and account; branch number is a look-alike")


@case
def _():
    hp, inv, ship = il_tz("51"), rd(6), rs(UP, 2) + rs(DG, 9) + "IL"
    t = (f"קיבלתי חשבונית מספק: ח.פ. {hp}, מספר חשבונית {inv}, מספר משלוח {ship}. תנסח לי מייל ששואל למה "
         f"חויבתי פעמיים?")
    return C("he-heshbonit-sapak", "he", t, [], [hp, inv, ship], "company number (check computed), invoice and shipment numbers")


# ======================= Persian
@case
def _():
    melli, ib = ir_melli(), iban("IR")
    t = (f"برای ثبت‌نام یارانه باید کد ملی و شماره شبا رو وارد کنم. کد ملی: {melli.translate(PERSIAN)}، "
         f"شبا: {fiban(ib)}. درست وارد کردم؟")
    return C("fa-yaraneh-sheba", "fa", t, [melli.translate(PERSIAN), fiban(ib)], [], "national code in Persian digits (check computed) and Sheba IBAN")


@case
def _():
    n, cv, dyn = card("iran"), rs(DG, 4), rs(DG, 6)
    n_f = "-".join(n[i:i + 4] for i in range(0, 16, 4))
    t = (f"می‌خوام شارژ بخرم ولی درگاه خطا میده. شماره کارت {n_f}، cvv2 {cv} و رمز دوم پویا {dyn.translate(PERSIAN)} "
         f"که پیامک شد رو زدم. مشکل از کجاست؟")
    return C("fa-kart-ramz-pooya", "fa", t, [n_f, cv, dyn.translate(PERSIAN)], [], "card (Luhn computed), CVV2 and dynamic second password")


# ======================= Vietnamese
@case
def _():
    cccd = pick(["001", "079", "031", "048"]) + pick("0123") + rs(DG, 8)
    pw = pw_human(["Hoasen", "Phobo", "Saigon", "Halong", "Caphe"])
    t = (f"Mình đang đăng ký tài khoản định danh mức 2 trên VNeID. Số CCCD của mình là {cccd}, mật khẩu mình đặt "
         f"là {pw} mà sao nó cứ báo lỗi vậy?")
    return C("vi-vneid-cccd", "vi", t, [cccd, pw], [], "citizen id and password")


@case
def _():
    otp, stk = rs(DG, 6), "10" + rs(DG, 11)
    t = (f"Có người nhắn Zalo nhờ mình chuyển tiền hộ rồi hỏi mã OTP, mình lỡ gửi mã {otp} rồi. Số tài khoản "
         f"Vietcombank của mình là {stk}. Giờ phải làm gì trước?")
    return C("vi-otp-lua-dao", "vi", t, [otp, stk], [], "OTP and bank account number")


@case
def _():
    mst, shd, kh, ghn = rd(10), rs(DG, 8), "1C24T" + rs(UP, 2), "G" + rs(UP + DG, 7)
    t = (f"Giúp mình kiểm tra hóa đơn điện tử này: mã số thuế bên bán {mst}, ký hiệu {kh}, số hóa đơn {shd}, "
         f"mã vận đơn GHN {ghn}. Có hợp lệ không?")
    return C("vi-hoa-don-dien-tu", "vi", t, [], [mst, kh, shd, ghn], "seller tax code (check not computed), invoice series and number, waybill")


# ======================= Thai
@case
def _():
    tid = th_id()
    acct = f"{rs(DG, 3)}-{rs(DG, 1)}-{rs(DG, 5)}-{rs(DG, 1)}"
    t = (f"ช่วยดูแบบฟอร์มสมัครงานให้หน่อย เลขบัตรประชาชน {fth(tid)} เลขบัญชีกสิกรไทย {acct} "
         f"สำหรับรับเงินเดือน กรอกแบบนี้ถูกไหม")
    return C("th-samak-ngan", "th", t, [fth(tid), acct], [], "Thai national id (check computed) and account number")


@case
def _():
    trk, order = s10("EF", "TH"), f"{r.randint(24, 25)}{rs(DG, 2)}{rs(DG, 2)}{rs(UP + DG, 8)}"
    tax = "0" + rs(DG, 11)
    tax = reg("th_id", tax + th_id_digit(tax))
    t = (f"สั่งของจาก Shopee แล้วยังไม่ได้ เลขพัสดุไปรษณีย์ไทย {trk} หมายเลขคำสั่งซื้อ {order} "
         f"เลขประจำตัวผู้เสียภาษีของร้าน {tax} ช่วยร่างข้อความถึงร้านหน่อย")
    return C("th-shopee-phatsadu", "th", t, [], [trk, order, tax], "tracking (S10 computed), order number, shop tax id (computed)")


# ======================= Indonesian
@case
def _():
    nik = pick(["3174", "3273", "3578", "5171"]) + rs(DG, 2) + f"{r.randint(1, 28) + (40 if r.random() < 0.5 else 0):02d}{r.randint(1, 12):02d}{r.randint(70, 99):02d}" + rs(DG, 4)
    bpjs = "000" + rs(DG, 10)
    t = (f"Kak, tolong cek data buat daftar BPJS Kesehatan: NIK {nik}, nomor kartu BPJS {bpjs} (dulu saya "
         f"tanggungan ibu saya). Udah bener belum?")
    return C("id-bpjs-nik", "id", t, [nik, bpjs], [], "NIK and health insurance card number")


@case
def _():
    otp, gpin, order = rs(DG, 4), pin(6), "F-" + rs(DG, 10)
    t = (f"Tadi ada yang ngaku dari Gojek, katanya akun saya mau diblokir, terus minta kode OTP {otp}. Saya kasih, terus "
         f"dia minta PIN GoPay juga, saya kasih {gpin}. Pesanan terakhir saya {order}. Saldo saya hilang, gimana ini?")
    return C("id-gopay-penipuan", "id", t, [otp, gpin], [order], "OTP and GoPay PIN; order number is a look-alike")


@case
def _():
    va = "988" + rs(DG, 13)
    npwp = f"{rs(DG, 2)}.{rs(DG, 3)}.{rs(DG, 3)}.{rs(DG, 1)}-{rs(DG, 3)}.000"
    resi = "JP" + rs(DG, 10)
    t = (f"Mau bayar UKT lewat Virtual Account BNI {va}, di tagihannya ada NPWP kampus {npwp}. Terus ijazah dikirim "
         f"pakai JNE, nomor resi {resi}. Bisa dicek apa yang perlu saya simpan?")
    return C("id-ukt-va", "id", t, [], [va, npwp, resi], "virtual account payment number, institution NPWP, tracking number")


# ======================= Tagalog
@case
def _():
    mpin, otp, ref = pin(4), rs(DG, 6), rd(13)
    t = (f"Parang naloko ako. May nag-text na taga-GCash daw, hiningi yung MPIN ko {mpin} tsaka yung OTP {otp}, "
         f"binigay ko. Yung huling transaction ko may Ref No. {ref}, 1,500 pesos. Ano gagawin ko?")
    return C("tl-gcash-mpin", "tl", t, [mpin, otp], [ref], "MPIN and OTP; the receipt Ref No. is a look-alike")


@case
def _():
    sss = f"34-{rs(DG, 7)}-{rs(DG, 1)}"
    ph = f"{rs(DG, 2)}-{rs(DG, 9)}-{rs(DG, 1)}"
    t = (f"Para sa bagong trabaho, kailangan kong ilagay sa form: SSS number {sss} at PhilHealth {ph}. "
         f"Tama ba yung format o kailangan walang gitling?")
    return C("tl-sss-philhealth", "tl", t, [sss, ph], [], "SSS and PhilHealth (health insurance) numbers")


@case
def _():
    oid = f"{r.randint(24, 25)}{rs(DG, 4)}{rs(UP + DG, 8)}"
    jt, ref = "JT" + rs(DG, 13), rd(13)
    t = (f"Di pa dumarating yung order ko sa Shopee. Order ID {oid}, tracking ng J&T {jt}, at yung Ref No. ng bayad "
         f"ko sa GCash {ref}. Pakigawan mo ako ng message sa seller.")
    return C("tl-shopee-order", "tl", t, [], [oid, jt, ref], "order id, tracking number and payment Ref No.")


# ======================= Swahili
@case
def _():
    code = "S" + rs(UP + DG, 9)
    while not any(c in DG for c in code[1:]):
        code = "S" + rs(UP + DG, 9)
    till, mpin = rs(DG, 6), pin(4)
    t = (f"Nimepokea ujumbe huu, naomba unisaidie kuelewa: \"{code} Confirmed. Ksh2,350.00 paid to MAMA NJERI "
         f"GROCERIES. on 14/11/24 at 7:42 PM. New M-PESA balance is Ksh8,114.50. Transaction cost, Ksh0.00.\" "
         f"Nililipa kwa Till Number {till}. Pia PIN yangu ya M-Pesa ni {mpin}, niibadilishe?")
    return C("sw-mpesa-ujumbe", "sw", t, [code, mpin], [till], "M-Pesa transaction code (settled as secret) and PIN; till number is a look-alike")


@case
def _():
    kitambulisho, kra = rd(8), "A0" + rs(DG, 8) + pick(UP)
    t = (f"Nataka kujisajili kwenye iTax. Namba ya kitambulisho changu ni {kitambulisho} na KRA PIN yangu ni {kra}. "
         f"Inaniambia PIN haiendani na kitambulisho, nifanye nini?")
    return C("sw-itax-kra-pin", "sw", t, [kitambulisho, kra], [], "national id and KRA PIN")


@case
def _():
    wpw, paybill, akaunti = pw_human(["Simba", "Twiga", "Pwani", "Kilima", "Jambo"]), rs(DG, 6), "DIANI" + rs(DG, 3)
    t = ("Nisaidie kuandika tangazo kwa wageni wa Airbnb yangu huko Diani. Nitakutumia nenosiri la Wi-Fi kwenye ujumbe unaofuata."
         f"\n---\nNi {wpw} (jina la mtandao ni Safaricom_Home_4G)"
         f"\n---\nNa kwa malipo ya ziada walipe kwa Paybill {paybill}, akaunti {akaunti}.")
    return C("sw-multi-wifi-airbnb", "sw", t, [wpw], [paybill, akaunti], "multi-message: Wi-Fi password announced then given; paybill is a look-alike")


# ---------------------------------------------------------------- validation and output
LANGS = {"en", "de", "fr", "es", "pt", "ru", "zh", "ja", "it", "nl", "pl", "ko", "ar", "hi", "tr", "uk", "sv", "cs",
         "da", "nb", "fi", "hu", "ro", "el", "he", "fa", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"


def hostile(s):
    """characters that are not YAML-printable or that some YAML/JSON readers mangle"""
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F or ch in "\u2028\u2029\ufeff" or 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF):
            return ch
        if unicodedata.category(ch) in ("Co", "Cn"):
            return ch
    return None


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    e = []
    text = c["text"]
    if not text.strip() or text != text.strip():
        e.append("empty text or surrounding whitespace")
    if c["lang"] not in LANGS:
        e.append("bad lang " + c["lang"])
    if not c["note"].strip():
        e.append("empty note")
    for f in ("slug", "lang", "text", "note"):
        h = hostile(c[f])
        if h:
            e.append(f"hostile char U+{ord(h):04X} in {f}")
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", c["slug"]):
        e.append("bad slug")
    sec, lk = c["secrets"], c["lookalikes"]
    for lst, nm in ((sec, "secret"), (lk, "lookalike")):
        if len(set(lst)) != len(lst):
            e.append("duplicate " + nm)
        for v in lst:
            if not v or v != v.strip():
                e.append(f"{nm} empty or padded: {v!r}")
                continue
            if hostile(v):
                e.append(f"hostile char in {nm} {v!r}")
            sp = spans(text, v)
            if not sp:
                e.append(f"{nm} not in text: {v!r}")
            if len(v) <= 6 and len(sp) > 1:
                e.append(f"short {nm} occurs {len(sp)} times: {v!r}")
            for a, b in sp:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    e.append(f"{nm} {v!r} embedded in a longer number")
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    e.append(f"{nm} {v!r} embedded in a longer number")
    if set(sec) & set(lk):
        e.append("value in both lists")
    ssp = [(a, b, v) for v in sec for a, b in spans(text, v)]
    lsp = [(a, b, v) for v in lk for a, b in spans(text, v)]
    for a, b, v in ssp:
        for x, y, w in lsp:
            if a < y and x < b:
                e.append(f"secret {v!r} overlaps lookalike {w!r}")
    if not sec and not lk:
        e.append("case lists nothing")
    return e


VALIDATORS = {
    "luhn": luhn_ok, "iban": iban_ok, "aba": aba_ok, "gs1": lambda v: gs1_digit(v[:-1]) == v[-1],
    "bech32": bech32_ok, "bitlocker": bitlocker_ok, "aadhaar": verhoeff_ok,
    "npi": lambda v: luhn_ok("80840" + v),
    "s10": lambda v: s10_digit(v[2:10]) == v[10],
    "de_steuerid": lambda v: mod11_10(v[:10]) == v[10], "de_ustid": lambda v: mod11_10(v[2:10]) == v[10],
    "de_kvnr": lambda v: de_kvnr_digit(v[0], v[1:9]) == v[9],
    "fr_nir": lambda v: 97 - int(v[:13]) % 97 == int(v[13:]),
    "es_dni": lambda v: es_dni_letter(v[:8]) == v[8], "es_cif": lambda v: es_cif_digit(v[1:8]) == v[8],
    "it_cf": lambda v: it_cf_char(v[:15]) == v[15], "pesel": lambda v: pesel_digit(v[:10]) == v[10],
    "pl_idcard": lambda v: pl_idcard_digit(v[:3], v[4:]) == v[3], "pl_nip": lambda v: pl_nip_digit(v[:9]) == int(v[9]),
    "pl_regon": lambda v: pl_regon_digit(v[:8]) == v[8], "nl_bsn": lambda v: bsn_rest(v[:8]) == int(v[8]),
    "no_fnr": lambda v: no_mod11(v[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2]) == int(v[9]) and no_mod11(v[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == int(v[10]),
    "no_konto": lambda v: no_mod11(v[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == int(v[10]),
    "fi_hetu": lambda v: fi_hetu_char(v[:6] + v[7:10]) == v[10], "fi_ytunnus": lambda v: fi_ytunnus_digit(v[:7]) == v[8],
    "fi_viite": lambda v: fi_viite_digit(v[:-1]) == v[-1], "dk_cvr": dk_cvr_ok,
    "cn_id": lambda v: cn_id_char(v[:17]) == v[17], "cn_uscc": lambda v: cn_uscc_char(v[:17]) == v[17],
    "jp_mynumber": lambda v: jp_mynumber_digit(v[:11]) == v[11], "jp_corp": lambda v: jp_corp_digit(v[1:]) == v[0],
    "jp_yamato": lambda v: int(v[:11]) % 7 == int(v[11]),
    "kr_rrn": lambda v: kr_rrn_digit(v[:6] + v[7:13]) == v[13],
    "kr_brn": lambda v: kr_brn_digit(v.replace("-", "")[:9]) == v[-1],
    "tw_id": lambda v: tw_id_digit(v[0], v[1:9]) == v[9],
    "br_cpf": lambda v: cpf_digits(v[:9]) == v[9:], "br_cnpj": lambda v: cnpj_digits(v[:12]) == v[12:],
    "pt_nif": lambda v: (lambda c: str(0 if c >= 10 else c))(11 - wsum(v[:8], range(9, 1, -1)) % 11) == v[8],
    "tr_tc": lambda v: tr_tc_digits(v[:9]) == v[9:], "ro_cnp": lambda v: ro_cnp_digit(v[:12]) == v[12],
    "ro_cui": lambda v: ro_cui_digit(v[:-1]) == v[-1], "hu_taj": lambda v: hu_taj_digit(v[:8]) == v[8],
    "hu_taxid": lambda v: hu_tax_digit(v[:9]) == int(v[9]),
    "cz_rc": lambda v: int(v.replace("/", "")) % 11 == 0, "cz_ico": lambda v: cz_ico_digit(v[:7]) == v[7],
    "gr_afm": lambda v: gr_afm_digit(v[:8]) == v[8], "ir_melli": lambda v: ir_melli_digit(v[:9]) == v[9],
    "th_id": lambda v: th_id_digit(v[:12]) == v[12], "ua_rnokpp": lambda v: ua_rnokpp_digit(v[:9]) == v[9],
    "ua_edrpou": lambda v: ua_edrpou_digit(v[:7]) == v[7], "ua_unzr": lambda v: ua_unzr_digit(v[:8] + v[9:13]) == v[13],
    "ru_inn12": lambda v: ru_inn12_digits(v[:10]) == v[10:], "ru_inn10": lambda v: ru_inn10_digit(v[:9]) == v[9],
    "ru_snils": lambda v: ru_snils_digits(v.replace("-", "")[:9]) == v[-2:],
    "sg_nric": lambda v: sg_nric_letter(v[0], v[1:8]) == v[8], "au_tfn": au_tfn_ok,
    "mx_clabe": lambda v: mx_clabe_digit(v[:17]) == v[17], "mx_curp": lambda v: mx_curp_digit(v[:17]) == v[17],
    "ar_cbu": ar_cbu_ok, "ar_cuit": lambda v: ar_cuit_digit(v[:10]) == v[10],
}


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v76.py heldout_v76.yaml", file=sys.stderr)
        return 1
    bad = self_test()
    if bad:
        print("self-test of check-digit algorithms failed:", bad, file=sys.stderr)
        return 1
    cases, problems = [], []
    for i, b in enumerate(BUILDERS, 1):
        for attempt in range(80):
            c = b()
            errs = validate_case(c)
            if not errs:
                break
        if errs:
            problems.append(f"case {i} ({c['slug']}): " + "; ".join(errs))
            continue
        c["id"] = f"{PREFIX}-{i:03d}-{c['slug']}"
        cases.append(c)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    if len({c["slug"] for c in cases}) != len(cases):
        problems.append("duplicate slugs")
    for kind, v in REG:
        if kind.startswith("ru_acct:"):
            ok = ru_account_ok(kind.split(":")[1], v)
        else:
            ok = VALIDATORS[kind](v)
        if not ok:
            problems.append(f"check digit wrong for {kind} {v}")
    for c in cases:
        if SEP in c["text"] and c["text"].count(SEP) < 1:
            problems.append("bad multi-message " + c["id"])
        for v in c["secrets"] + c["lookalikes"]:
            compact = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", compact) and IBAN_LEN.get(compact[:2]) == len(compact) and not iban_ok(compact):
                problems.append(f"IBAN-shaped value fails mod-97: {v}")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append(f"  - id: {q(c['id'])}")
        lines.append(f"    lang: {q(c['lang'])}")
        lines.append(f"    text: {q(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append(f"    {key}:")
                lines.extend(f"      - {q(v)}" for v in c[key])
            else:
                lines.append(f"    {key}: []")
        lines.append(f"    note: {q(c['note'])}")
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    npos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {npos} positive, {len(cases) - npos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
