#!/usr/bin/env python3
"""Deterministic generator for the BLIND secrets-redaction held-out set v15.

Usage: make_heldout_v15.py [output.yaml]   (default /work/frozen15/heldout_v15.yaml)
All values are fake/random, with correct shapes and check digits where a format has one.
"""
import base64
import hashlib
import json
import re
import string
import sys

import random
import yaml

SEED = 20261215
R = random.Random(SEED)
OUT = sys.argv[1] if len(sys.argv) > 1 else "/work/frozen15/heldout_v15.yaml"

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64url(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip("=")


def wrap(s, w=64):
    return "\n".join(s[i:i + w] for i in range(0, len(s), w))


def strong_pw(n=14):
    # guarantee mixed classes so it never looks like a placeholder
    parts = [rs(1, UP), rs(1, LO), rs(1, DG), rs(1, "!#%&*+-=?@^_~")]
    parts += [rs(1, AN + "!#%&*+-=?@^_~") for _ in range(n - 4)]
    R.shuffle(parts)
    return "".join(parts)


def url_pw(n=16):
    return rs(n, AN + "_-.~")


# ---------------------------------------------------------------- checksums
def luhn_check_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005",
              "4000056655665556", "5105105105105100", "6011111111111117", "3530111333300000"}


def card(prefix, length):
    while True:
        body = prefix + rs(length - len(prefix) - 1, DG)
        num = body + luhn_check_digit(body)
        if num not in TEST_CARDS:
            return num


def group(num, sizes, sep=" "):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return sep.join(out)


def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_spaced(ib):
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


def cn_id():
    region = R.choice(["110105", "310115", "440305", "510107", "330106", "420106", "320102", "610113"])
    y = R.randint(1965, 2001)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    body = f"{region}{y}{m:02d}{d:02d}{R.randint(10, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]


def us_ssn():
    while True:
        a = R.randint(101, 665)
        if a != 666:
            break
    return f"{a:03d}-{R.randint(10, 99):02d}-{R.randint(1000, 9999):04d}"


def br_cpf():
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    s1 = sum(d[i] * (10 - i) for i in range(9))
    c1 = (s1 * 10) % 11 % 10
    d.append(c1)
    s2 = sum(d[i] * (11 - i) for i in range(10))
    c2 = (s2 * 10) % 11 % 10
    d.append(c2)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def es_dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def fr_nir():
    sex = R.choice("12")
    yy = R.randint(60, 99)
    mm = R.randint(1, 12)
    dept = R.choice(["75", "69", "13", "33", "59", "31"])
    com = R.randint(1, 400)
    order = R.randint(1, 999)
    base = f"{sex}{yy:02d}{mm:02d}{dept}{com:03d}{order:03d}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"


def nl_bsn():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        d[0] = R.randint(1, 6)
        s = sum(d[i] * (9 - i) for i in range(8))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def se_personnummer():
    yy, mm, dd = R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)
    nnn = R.randint(100, 999)
    body = f"{yy:02d}{mm:02d}{dd:02d}{nnn:03d}"
    return f"{body[:6]}-{body[6:]}{luhn_check_digit(body)}"


def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(55, 99)
    nnn = R.randint(2, 899)
    n = int(f"{dd:02d}{mm:02d}{yy:02d}{nnn:03d}")
    return f"{dd:02d}{mm:02d}{yy:02d}-{nnn:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}"


def pl_pesel():
    yy, mm, dd = R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)
    body = f"{yy:02d}{mm:02d}{dd:02d}{R.randint(0, 9999):04d}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + str((10 - s % 10) % 10)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def in_aadhaar():
    body = str(R.randint(2, 9)) + rs(10, DG)
    n = body + verhoeff_digit(body)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def ca_sin():
    body = str(R.randint(1, 7)) + rs(7, DG)
    n = body + luhn_check_digit(body)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


_TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35,
           P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id():
    L = R.choice("ABFHK")
    digs = [R.choice([1, 2])] + [R.randint(0, 9) for _ in range(7)]
    code = _TW[L]
    s = (code // 10) * 1 + (code % 10) * 9 + sum(d * w for d, w in zip(digs, [8, 7, 6, 5, 4, 3, 2, 1]))
    c = (10 - s % 10) % 10
    return L + "".join(map(str, digs)) + str(c)


def sg_nric():
    p = R.choice("ST")
    d = [R.randint(0, 9) for _ in range(7)]
    s = sum(a * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + "".join(map(str, d)) + "JZIHGFEDCBA"[s % 11]


def kr_rrn():
    yy, mm, dd = R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)
    body = f"{yy:02d}{mm:02d}{dd:02d}{R.choice('12')}{R.randint(0, 99999):05d}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(a) * b for a, b in zip(body, w))
    c = (11 - s % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def jp_my_number():
    body = rs(11, DG)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    n = body + str(c)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def be_nn():
    yy, mm, dd = R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)
    seq = R.randint(1, 997)
    base = f"{yy:02d}{mm:02d}{dd:02d}{seq:03d}"
    cc = 97 - int(base) % 97
    return f"{base[:2]}.{base[2:4]}.{base[4:6]}-{base[6:9]}.{cc:02d}"


def hk_id():
    L = R.choice("ACDEGHKPRVYZ")
    d = [R.randint(0, 9) for _ in range(6)]
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(a * b for a, b in zip(d, [7, 6, 5, 4, 3, 2]))
    c = (11 - s % 11) % 11
    cs = "A" if c == 10 else str(c)
    return f"{L}{''.join(map(str, d))}({cs})"


def uk_nino():
    a = R.choice("ABCEHJKLMNPRSTWXYZ")
    b = R.choice("ABCEHJKLMNPRSTWXYZ")
    n = rs(6, DG)
    return f"{a}{b} {n[:2]} {n[2:4]} {n[4:]} {R.choice('ABCD')}"


def bitlocker_key():
    groups = []
    for _ in range(8):
        groups.append(f"{R.randint(1, 65535) * 11:06d}")
    return "-".join(groups)


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def btc_wif():
    payload = b"\x80" + rbytes(32) + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def jwt(payload):
    h = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64url(32)}"


def openssh_body():
    # starts with the real "openssh-key-v1\0" magic, random remainder
    raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + rbytes(330)
    return wrap(base64.b64encode(raw).decode(), 70)


def pem_body(nbytes=600):
    return wrap(b64(nbytes), 64)


WORDS = ("abandon ability able absorb abstract acid acoustic across adapt adjust admit adult advice afford "
         "agent agree airport alarm album alcohol alley almost alpha amateur amazing anchor ancient angle "
         "animal ankle announce antique anxiety apart arctic arena armor arrow artist asset assume atom "
         "auction august aunt autumn avocado awake axis bacon badge balance bamboo banana banner barrel "
         "basket battle beach beauty begin behave bench best betray bicycle bitter blanket blossom blue "
         "blur board bonus border bounce brave bread brick bridge brisk bronze brush bubble buddy budget "
         "buffalo cabin cactus camera canal candy canvas carbon cargo carpet castle catalog cattle ceiling "
         "cement century cereal chalk chapter charge cherry chimney chronic circle citizen clay clever "
         "cliff clinic clock cloud coconut coffee comic coral cotton couch cousin coyote cradle crane "
         "crater crystal cube cupboard curtain cushion dawn debris decade define delta dentist desert "
         "dial diamond diesel dinosaur dolphin donkey dragon drama drift eagle echo eclipse elbow elder "
         "embark ember emerge empty enact engine enrich envelope equip erode essay ethics exhibit fabric "
         "falcon famous fancy fatal fence festival fiber fiction filter fiscal flame flavor fluid foam "
         "forest fossil fragile frost galaxy garlic gauge genius giant ginger giraffe glacier glimpse "
         "globe glove goose gorilla gospel grain gravity guitar habit hammer harbor harvest hazard hedgehog "
         "helmet hero hobby hollow honey horizon hybrid icon idle igloo immune index inhale insect island "
         "ivory jaguar jelly jungle kangaroo kernel kettle kidney kitten lagoon lantern laptop lava lemon "
         "leopard liberty lizard lobster lunar magnet mammal mango marble meadow melody mercy meteor "
         "middle mimic mirror monkey mosquito muffin museum mystery napkin nephew noodle oak oasis "
         "object ocean olive orbit orchard ostrich oval oxygen oyster paddle palace panda panther parrot "
         "pepper pilot pioneer planet pony potato prairie pudding pumpkin puzzle pyramid quantum rabbit "
         "raccoon radar rhythm ribbon rocket saddle salmon satoshi scorpion shadow sheriff shrimp "
         "silk siren slogan snack spider squirrel stadium summit sunset swamp tackle tattoo tiger tomato "
         "tornado tortoise tribe trophy tulip tunnel turtle umbrella unicorn vacuum valley velvet violin "
         "volcano voyage walnut wasp weasel whale wisdom wolf yellow zebra").split()


def seed_phrase(n):
    return " ".join(R.choice(WORDS) for _ in range(n))


def name_en():
    return R.choice(["Maya", "Tom", "Priya", "Lukas", "Sofia", "Daniel", "Aisha", "Marco", "Hannah", "Kenji",
                     "Olivia", "Rafael", "Emma", "Noah", "Zoe", "Ivan"])


def name_zh():
    return R.choice(["王磊", "李娜", "张伟", "刘洋", "陈静", "杨帆", "赵敏", "黄晓明", "周杰", "吴婷"])


CASES = []
LOOK = []


def add(kind, text, secrets):
    CASES.append({"kind": kind, "text": text, "secrets": list(secrets)})


def look(text):
    LOOK.append(text)


SEP = "\n---\n"

# ====================================================================== CASES
# ---------------- national IDs (valid check digits)
v = cn_id()
add("cn_resident_id_hotel_booking",
    f"帮我写一封邮件给酒店前台，说明我们预订的是两间大床房，入住人是{name_zh()}，身份证号{v}，大概晚上十点到。", [v])
v = us_ssn()
add("us_ssn_tax_form_help",
    f"I'm filling out a W-4 for my new job and I'm not sure about step 3. My SSN is {v} and I have two kids under 17 — how much do I put for dependents?", [v])
v = br_cpf()
add("br_cpf_invoice_request",
    f"Can you translate this into Portuguese for the accountant: 'Please issue the nota fiscal under my CPF {v}, the service was the website redesign in March.'", [v])
v = es_dni()
add("es_dni_rental_contract",
    f"Draft a short paragraph for a room rental contract in Spanish. Tenant: {name_en()} Ruiz, DNI {v}, monthly rent 650 EUR, deposit two months.", [v])
v = fr_nir()
add("fr_nir_carte_vitale",
    f"My French social security number is {v} — the CPAM letter says my carte vitale request was rejected. Help me write a polite follow-up email in French?", [v])
v = nl_bsn()
add("nl_bsn_in_python_dict",
    f"why does this fail validation?\n\n```python\nemployee = {{\n    \"name\": \"J. de Vries\",\n    \"bsn\": \"{v}\",\n    \"start\": \"2026-01-05\",\n}}\nassert len(employee[\"bsn\"]) == 8\n```", [v])
v = se_personnummer()
add("se_personnummer_form",
    f"Fill in this Skatteverket form text for me: Name: Erik Lindqvist, Personnummer: {v}, Address: Storgatan 12, Uppsala.", [v])
v = fi_hetu()
add("fi_hetu_kela_letter",
    f"Kela asked for my henkilötunnus again, it's {v}. Can you help me reply that I already sent it on 3 Nov with the housing allowance form?", [v])
v = pl_pesel()
add("pl_pesel_sql_insert",
    f"Is this insert ok for Postgres?\n\nINSERT INTO pacjenci (imie, nazwisko, pesel) VALUES ('Anna', 'Kowalska', '{v}');", [v])
v = in_aadhaar()
add("in_aadhaar_kyc_chat",
    f"The bank's KYC chatbot keeps rejecting me. I typed my Aadhaar {v} and my PAN, it says 'mismatch'. What could be wrong with the name order?", [v])
v = tw_id()
add("tw_national_id_zh",
    f"幫我寫一段給健保署的說明：本人身分證字號 {v}，因搬家地址變更，請協助更新通訊地址為台中市西屯區。", [v])
v = sg_nric()
add("sg_nric_clinic_form",
    f"For the clinic registration they need NRIC. Mine is {v}. Can you fill the rest of this template with placeholder info for my son?", [v])
v = kr_rrn()
add("kr_rrn_visa_document",
    f"번역 부탁해요 — 'Resident registration number: {v}, employer: Hanbit Logistics, period of employment 2021–2025'. Need it in formal English for the visa office.", [v])
v = jp_my_number()
add("jp_my_number_zh_chat",
    f"我在日本打工，公司让我交マイナンバー，我的个人编号是 {v}，这个交给公司安全吗？会不会被用来查我的银行账户？", [v])
v = be_nn()
add("be_national_number_email",
    f"Subject: Registration at the commune\n\nHello, I moved to Ghent last month. My national register number is {v}. Could you tell me which documents I still need to bring?", [v])
v = hk_id()
add("hk_id_zh_bank_account",
    f"我想在香港開戶，客服要我先把香港身份證號碼發過去：{v}。這樣用 WhatsApp 發給他們安全嗎？", [v])
v = uk_nino()
add("uk_nino_hmrc_letter",
    f"HMRC sent me a P800. My National Insurance number is {v}. Can you explain in plain English what 'underpaid tax' on line 4 means?", [v])
v = cn_id()
add("cn_id_in_java_test_fixture",
    f"这个单元测试老是挂，帮我看看：\n\n```java\nUser u = new User(\"陈静\", \"{v}\");\nassertEquals(18, u.getIdCard().length());\nassertTrue(IdValidator.isValid(u.getIdCard()));\n```\n是不是校验位算法写错了", [v])

# ---------------- IBANs (valid mod-97)
v = iban("DE", rs(18, DG))
add("iban_de_landlord_transfer",
    f"Write a short German message to my landlord saying the deposit refund should go to IBAN {iban_spaced(v)} (Sparkasse), account holder {name_en()} Becker.", [iban_spaced(v)])
v = iban("GB", rs(4, UP) + rs(14, DG))
add("iban_gb_freelance_invoice",
    f"Make this invoice footer look nicer:\nPayment within 14 days. Bank: Monzo. IBAN: {v}. Reference: INV-2026-118.", [v])
v = iban("FR", rs(23, DG))
add("iban_fr_json_payout",
    "my payout config keeps failing schema validation:\n\n{\n  \"payee\": \"Atelier Moreau SARL\",\n  \"iban\": \"" + v + "\",\n  \"currency\": \"EUR\"\n}", [v])
v = iban("NL", rs(4, UP) + rs(10, DG))
add("iban_nl_tikkie_message",
    f"hey can you reword this so it's less awkward: 'hi all, for the weekend house please send €85 each to {iban_spaced(v)} t.n.v. Sanne, thanks!!'", [iban_spaced(v)])
v = iban("ES", rs(20, DG))
add("iban_es_domiciliacion",
    f"Necesito ayuda: the gym wants a SEPA mandate. My IBAN is {v}. Is it normal that they also ask for a copy of my passport?", [v])
v = iban("IT", rs(1, UP) + rs(10, DG) + rs(12, DG))
add("iban_it_zh_tuition",
    f"帮我把这段翻译成意大利语：学费请汇入以下账户，IBAN：{v}，收款人 Università di Bologna，备注写学号。", [v])
v = iban("CH", rs(17, DG))
add("iban_ch_yaml_config",
    f"payroll:\n  employer: Alpenblick GmbH\n  bank:\n    iban: {v}\n    bic: ZKBKCHZZ80A\n  run_day: 25\n\ncan you convert this yaml to TOML?", [v])
v = iban("PL", rs(24, DG))
add("iban_pl_zh_rent",
    f"房东是波兰人，他给我的收款账号是 {iban_spaced(v)}，我用 Wise 转账的时候要选什么币种比较划算？", [iban_spaced(v)])

# ---------------- payment cards (Luhn, not published test cards)
v = card("4", 16); cvv = rs(3, DG); exp = f"{R.randint(1, 12):02d}/{R.randint(27, 31)}"
add("card_visa_cvv_expiry_prose",
    f"ugh the airline site keeps timing out. can you just check if I'm entering it right: card {group(v, [4, 4, 4, 4])}, exp {exp}, cvv {cvv}, name on card {name_en().upper()} HALL", [group(v, [4, 4, 4, 4]), exp, cvv])
v = card("5" + R.choice("12345"), 16); cvv = rs(3, DG); exp = f"{R.randint(1, 12):02d}/{R.randint(2027, 2031)}"
add("card_mastercard_email_to_assistant",
    f"Please forward this to the hotel reservations desk:\n\nDear team,\nto guarantee booking #HB-55812 please charge my Mastercard {v}, valid thru {exp}, security code {cvv}.\nKind regards,\nMarco", [v, exp, cvv])
v = card("37", 15); cid = rs(4, DG)
add("card_amex_four_digit_cid",
    f"Amex number is {group(v, [4, 6, 5])} and the 4-digit code on the front is {cid}. Which field is 'CID' on this form?", [group(v, [4, 6, 5]), cid])
v = card("62", 19); cvv = rs(3, DG)
add("card_unionpay_zh_cvv",
    f"我在海外网站用银联卡付款一直失败，卡号 {v}，背面三位数 {cvv}，是不是因为没开通境外支付？", [v, cvv])
v = card("35", 16); cvv = rs(3, DG); exp = f"{R.randint(1, 12):02d}/{R.randint(28, 31)}"
add("card_jcb_zh_travel",
    f"去日本前要确认一下 JCB 卡：卡号 {group(v, [4, 4, 4, 4], '-')}，有效期 {exp}，CVV {cvv}。酒店说要预授权，会冻结多少钱？", [group(v, [4, 4, 4, 4], '-'), exp, cvv])
v = card("4", 16); cvv = rs(3, DG)
add("card_in_js_checkout_debug",
    "why does stripe elements say incomplete? I hardcoded my real card to test quickly:\n\n```js\nconst card = {\n  number: '" + v + "',\n  cvc: '" + cvv + "',\n  name: 'Maya Ortiz',\n};\n```", [v, cvv])

# ---------------- cloud credentials
ak = "AKIA" + rs(16, B32); sk = rs(40, AN + "/+")
add("aws_credentials_ini_file",
    f"my ~/.aws/credentials looks like this but `aws s3 ls` says InvalidClientTokenId:\n\n[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-central-1", [ak, sk])
ak = "AKIA" + rs(16, B32); sk = rs(40, AN + "/+")
add("aws_terraform_provider_block",
    f'terraform plan hangs at "Refreshing state". config:\n\nprovider "aws" {{\n  region     = "us-west-2"\n  access_key = "{ak}"\n  secret_key = "{sk}"\n}}', [ak, sk])
ak = "ASIA" + rs(16, B32); sk = rs(40, AN + "/+"); st = "IQoJb3JpZ2luX2VjE" + rs(180, AN + "/+")
add("aws_sts_session_export_shell",
    f"after assume-role I ran these and boto3 still uses the old profile?\n\nexport AWS_ACCESS_KEY_ID={ak}\nexport AWS_SECRET_ACCESS_KEY={sk}\nexport AWS_SESSION_TOKEN={st}", [ak, sk, st])
ak = "LTAI5t" + rs(18); sk = rs(30)
add("aliyun_oss_python_zh",
    f"阿里云 OSS 上传报 SignatureDoesNotMatch，代码如下：\n\n```python\nimport oss2\nauth = oss2.Auth('{ak}', '{sk}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photos')\nbucket.put_object_from_file('a.jpg', 'a.jpg')\n```", [ak, sk])
ak = "LTAI5t" + rs(18); sk = rs(30)
add("aliyun_sms_yaml_zh",
    f"Spring Boot 的 application.yml 里短信配置这样写对吗？\n\naliyun:\n  sms:\n    access-key-id: {ak}\n    access-key-secret: {sk}\n    sign-name: 某某科技\n    template-code: SMS_276450123", [ak, sk])
ak = "AKID" + rs(32); sk = rs(32)
add("tencent_cloud_go_sdk_zh",
    f"腾讯云 COS 的 Go SDK 报 403，帮我看下：\n\n```go\nclient := cos.NewClient(b, &http.Client{{\n    Transport: &cos.AuthorizationTransport{{\n        SecretID:  \"{ak}\",\n        SecretKey: \"{sk}\",\n    }},\n}})\n```", [ak, sk])
ak = rs(20, UP + DG); sk = rs(40)
add("huawei_obs_java_zh",
    f"华为云 OBS Java 客户端初始化这样写有问题吗，一直连接超时：\n\nString ak = \"{ak}\";\nString sk = \"{sk}\";\nObsClient obsClient = new ObsClient(ak, sk, \"https://obs.cn-north-4.myhuaweicloud.com\");", [ak, sk])
ak = rs(32, HEX); sk = rs(32, HEX)
add("baidu_bce_env_zh",
    f"百度智能云的 .env 我是这么配的，但 SDK 读不到：\n\nBCE_ACCESS_KEY_ID={ak}\nBCE_SECRET_ACCESS_KEY={sk}\nBCE_ENDPOINT=bj.bcebos.com", [ak, sk])
ak = rs(40, AN + "-_"); sk = rs(40, AN + "-_")
add("qiniu_kodo_php_zh",
    f"七牛云上传 token 生成不对，PHP 代码：\n\n$accessKey = '{ak}';\n$secretKey = '{sk}';\n$auth = new Qiniu\\Auth($accessKey, $secretKey);\n$token = $auth->uploadToken('static-bucket');", [ak, sk])
body = pem_body(1190)
add("gcp_service_account_json",
    '{\n  "type": "service_account",\n  "project_id": "billing-reports-3321",\n  "private_key_id": "' + rs(40, HEX) + '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + body.replace("\n", "\\n") + '\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "reporter@billing-reports-3321.iam.gserviceaccount.com"\n}\n\nthis is the key file, why does google-auth say "No key could be detected"?', [body.replace("\n", "\\n")])
acct = "stmedia" + rs(4, LO + DG); key = b64(64)
add("azure_storage_connstr_csharp",
    f'BlobServiceClient throws "Server failed to authenticate the request":\n\nvar conn = "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net";\nvar client = new BlobServiceClient(conn);', [key])
sig = rs(43, AN + "%") + "%3D"
add("azure_sas_url_in_curl",
    f'curl -X PUT -H "x-ms-blob-type: BlockBlob" --data-binary @backup.tar.gz "https://archivebkp.blob.core.windows.net/nightly/backup.tar.gz?sv=2022-11-02&ss=b&srt=o&sp=rwc&se=2027-01-31T00:00:00Z&st=2026-12-01T00:00:00Z&spr=https&sig={sig}"\n\nreturns 403 AuthorizationPermissionMismatch, which permission am I missing?', [sig])
t = rs(40, AN + "_-")
add("cloudflare_api_token_curl",
    f'curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "Authorization: Bearer {t}" -H "Content-Type: application/json"\n\ngives code 9109 Invalid access token — did Cloudflare change the format?', [t])

# ---------------- developer platform tokens
t = "ghp_" + rs(36)
add("github_pat_in_git_remote",
    f"git push fails with 'Support for password authentication was removed'. my remote:\n\norigin  https://octo-dev:{t}@github.com/octo-dev/dotfiles.git (push)", [t])
t = "github_pat_" + rs(22) + "_" + rs(59)
add("github_fine_grained_pat_dotenv",
    f"GITHUB_TOKEN={t}\nGITHUB_OWNER=acme-labs\nGITHUB_REPO=infra\n\nOctokit says 'Resource not accessible by personal access token' when creating an issue", [t])
t = "glpat-" + rs(20, AN + "-_")
add("gitlab_pat_ci_yaml",
    f"deploy:\n  stage: deploy\n  script:\n    - git clone https://oauth2:{t}@gitlab.example-corp.net/platform/charts.git\n    - helm upgrade --install web charts/web\n\nwhy does the clone say HTTP Basic: Access denied?", [t])
t = "npm_" + rs(36)
add("npm_token_npmrc",
    f"publishing a scoped package fails with E401. .npmrc in the repo:\n\n//registry.npmjs.org/:_authToken={t}\n@acme:registry=https://registry.npmjs.org/", [t])
t = "pypi-AgEIcHlwaS5vcmc" + rs(150, AN + "-_")
add("pypi_token_pypirc",
    f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}\n\ntwine upload says 403 Invalid or non-existent authentication information", [t])
t = "dckr_pat_" + rs(27, AN + "-_")
add("dockerhub_pat_login",
    f"echo {t} | docker login -u kwsmith --password-stdin\nError response from daemon: Get \"https://registry-1.docker.io/v2/\": unauthorized", [t])
t = "hf_" + rs(34)
add("huggingface_token_python",
    f"```python\nfrom huggingface_hub import login\nlogin(token=\"{t}\")\nmodel = AutoModel.from_pretrained(\"meta-llama/Llama-3.1-8B\")\n```\nstill getting 401 gated repo, I accepted the license yesterday", [t])
t = "sk-proj-" + rs(48, AN + "_-") + "T3BlbkFJ" + rs(48, AN + "_-")
add("openai_key_typescript",
    f"```ts\nimport OpenAI from 'openai';\nconst client = new OpenAI({{ apiKey: '{t}' }});\nconst r = await client.responses.create({{ model: 'gpt-4.1', input: 'hi' }});\n```\nworks locally but not on Vercel edge, why?", [t])
t = "sk-ant-api03-" + rs(93, AN + "_-") + "AA"
add("anthropic_key_shell_export",
    f"export ANTHROPIC_API_KEY={t}\npython agent.py\n\nanthropic.AuthenticationError: invalid x-api-key — I copied it straight from the console", [t])
t = "AIza" + rs(35, AN + "_-")
add("google_maps_key_android_xml",
    f'<meta-data\n    android:name="com.google.android.geo.API_KEY"\n    android:value="{t}" />\n\nmap shows grey tiles only. is the key restricted to the wrong SHA-1?', [t])
t = "hvs." + rs(24)
add("vault_token_cli",
    f"VAULT_ADDR=https://vault.internal.corp:8200 VAULT_TOKEN={t} vault kv get secret/payments\nError reading secret/payments: permission denied\n\nwhat policy do I need?", [t])

# ---------------- messaging / bots / email
t = f"xoxb-{rs(12, DG)}-{rs(13, DG)}-{rs(24)}"
add("slack_bot_token_bolt_js",
    f"```js\nconst app = new App({{\n  token: '{t}',\n  signingSecret: process.env.SLACK_SIGNING_SECRET,\n}});\n```\nbolt says not_authed when posting to #alerts", [t])
t = f"T{rs(10, UP + DG)}/B{rs(10, UP + DG)}/{rs(24)}"
add("slack_webhook_url_python",
    f'requests.post("https://hooks.slack.com/services/{t}", json={{"text": "nightly build failed"}})\n\nreturns 404 no_service, did the webhook expire?', [t])
t = f"{R.randint(5000000000, 7999999999)}:AA{rs(33, AN + '_-')}"
add("telegram_bot_token_python",
    f"```python\nfrom telegram.ext import ApplicationBuilder\napp = ApplicationBuilder().token(\"{t}\").build()\napp.run_polling()\n```\nConflict: terminated by other getUpdates request — what does that mean?", [t])
t = f"{b64url(14)[:24]}.{rs(6, AN + '_-')}.{rs(38, AN + '_-')}"
add("discord_bot_token_js",
    f"client.login('{t}');\n\nmy discord.js bot logs in but never receives messageCreate events", [t])
t = f"{R.randint(10**17, 10**18 - 1)}/{rs(68, AN + '_-')}"
add("discord_webhook_url_zh",
    f"Discord webhook 发消息返回 400，是不是 JSON 格式错了？\n\ncurl -H 'Content-Type: application/json' -d '{{\"content\":\"部署完成\"}}' https://discord.com/api/webhooks/{t}", [t])
sid = "AC" + rs(32, HEX); t = rs(32, HEX)
add("twilio_auth_token_ruby",
    f"```ruby\naccount_sid = '{sid}'\nauth_token  = '{t}'\nclient = Twilio::REST::Client.new(account_sid, auth_token)\nclient.messages.create(from: '+15017122661', to: '+15558675310', body: 'Your table is ready')\n```\nerror 20003 authenticate", [t])
t = "SG." + rs(22, AN + "_-") + "." + rs(43, AN + "_-")
add("sendgrid_key_csharp",
    f'var client = new SendGridClient("{t}");\nvar msg = MailHelper.CreateSingleEmail(from, to, "Receipt", plain, html);\n\nemails go to spam, is it the key or SPF?', [t])
tok = rs(64, HEX); sec = "SEC" + rs(64, HEX)
add("dingtalk_robot_token_and_sign_zh",
    f"钉钉机器人加签一直报 310000 sign not match，Python 代码：\n\nwebhook = 'https://oapi.dingtalk.com/robot/send?access_token={tok}'\nsecret = '{sec}'\ntimestamp = str(round(time.time() * 1000))\n\n是不是 timestamp 要用毫秒？", [tok, sec])
hook = f"{rs(8, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(12, HEX)}"; sec = rs(22)
add("feishu_bot_webhook_secret_zh",
    f"飞书自定义机器人配置：\n  webhook: https://open.feishu.cn/open-apis/bot/v2/hook/{hook}\n  secret: {sec}\n发送卡片消息提示 19021 签名校验失败，怎么排查？", [hook, sec])
key = f"{rs(8, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(12, HEX)}"
add("wecom_webhook_key_zh",
    f"企业微信群机器人，运维让我把告警接进去，地址是 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={key} ，Prometheus alertmanager 要怎么配？", [key])
appid = "wx" + rs(16, HEX); sec = rs(32, HEX)
add("wechat_miniprogram_appsecret_zh",
    f"小程序登录 code2session 返回 40125 invalid appsecret，我的配置：\n\nAPPID={appid}\nAPPSECRET={sec}\n\n后台重置过一次 secret，是不是要等生效？", [sec])
t = rs(172, AN + "/+") + "="
add("line_channel_access_token",
    f"LINE Messaging API push fails:\n\ncurl -X POST https://api.line.me/v2/bot/message/push -H 'Authorization: Bearer {t}' -H 'Content-Type: application/json' -d @msg.json\n\n{{\"message\":\"Authentication failed\"}}", [t])
pw = rs(4, LO) + " " + rs(4, LO) + " " + rs(4, LO) + " " + rs(4, LO)
add("gmail_app_password_smtp_python",
    f"smtplib keeps raising SMTPAuthenticationError 535:\n\nserver = smtplib.SMTP_SSL('smtp.gmail.com', 465)\nserver.login('rafael.nunes.dev@gmail.com', '{pw}')\n\nI generated the app password 10 minutes ago", [pw])

# ---------------- payments
t = "sk_live_" + rs(99)
add("stripe_live_secret_php",
    f"<?php\n\\Stripe\\Stripe::setApiKey('{t}');\n$intent = \\Stripe\\PaymentIntent::create(['amount' => 1999, 'currency' => 'eur']);\n\nworks in test mode, in live mode I get 'No such customer'", [t])
t = "whsec_" + rs(32)
add("stripe_webhook_secret_node",
    f"const event = stripe.webhooks.constructEvent(req.body, sig, '{t}');\n\nNo signatures found matching the expected signature for payload. I'm using express.json() before this route", [t])
cid = "A" + rs(79, AN + "-_"); t = "E" + rs(79, AN + "-_")
add("paypal_client_secret_env",
    f"PAYPAL_MODE=live\nPAYPAL_CLIENT_ID={cid}\nPAYPAL_CLIENT_SECRET={t}\n\nthe SDK returns invalid_client — is it because live and sandbox creds are mixed up?", [t])
kid = "rzp_live_" + rs(14); t = rs(24)
add("razorpay_key_secret_django",
    f"# settings.py\nRAZORPAY_KEY_ID = '{kid}'\nRAZORPAY_KEY_SECRET = '{t}'\n\nsignature verification fails in the payment callback, is the order of order_id|payment_id correct?", [t])
t = "EAAA" + rs(60, AN + "-_")
add("square_access_token_java",
    f"SquareClient client = new SquareClient.Builder()\n    .environment(Environment.PRODUCTION)\n    .bearerAuthCredentials(new BearerAuthModel.Builder(\"{t}\").build())\n    .build();\n\nUNAUTHORIZED on ListLocations", [t])
body = pem_body(1190)
add("alipay_app_private_key_zh",
    f"支付宝开放平台 SDK 初始化报“私钥格式不正确”，我的应用私钥是这样贴的：\n\nalipay.app-private-key=-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----\n\n是不是要转成 PKCS8？", [body])
t = rs(32)
add("wechat_pay_apiv3_key_zh",
    f"微信支付回调解密失败 AEAD_AES_256_GCM，我在商户平台设置的 APIv3 密钥是 {t}，Go 里用 wechatpay-go 的 DecryptAES256GCM，是不是密钥要 32 字节？我这个就是 32 位啊", [t])

# ---------------- database / connection strings
pw = url_pw(18)
add("postgres_url_django_settings",
    f"DATABASES = {{'default': dj_database_url.parse('postgres://app_rw:{pw}@db-prod.c9x2kq.eu-west-1.rds.amazonaws.com:5432/shop')}}\n\nconnection refused from the ECS task but works from my laptop", [pw])
pw = url_pw(16)
add("mysql_dsn_go",
    f'db, err := sql.Open("mysql", "reporting:{pw}@tcp(10.20.3.14:3306)/analytics?parseTime=true")\n\nError 1045: Access denied for user \'reporting\'@\'10.20.8.2\'', [pw])
pw = url_pw(20)
add("mongodb_srv_node_zh",
    f"MongoDB Atlas 连接一直超时，Node 代码：\n\nconst uri = 'mongodb+srv://admin_cn:{pw}@cluster0.ab12c.mongodb.net/orders?retryWrites=true&w=majority';\nawait mongoose.connect(uri);\n\nIP 白名单已经加了 0.0.0.0/0", [pw])
pw = url_pw(24)
add("redis_url_docker_compose",
    f"services:\n  worker:\n    image: ghcr.io/acme/worker:2.3\n    environment:\n      REDIS_URL: redis://default:{pw}@redis-18211.c1.eu-west-2.cloud.redislabs.com:18211/0\n\nworker logs WRONGPASS invalid username-password pair", [pw])
pw = strong_pw(16)
add("jdbc_application_properties_zh",
    f"Spring Boot 启动报 Access denied for user 'erp'@'%'，配置如下：\n\nspring.datasource.url=jdbc:mysql://192.168.10.25:3306/erp?useSSL=false\nspring.datasource.username=erp\nspring.datasource.password={pw}\n\n用 Navicat 同样的账号能连上", [pw])
pw = strong_pw(15)
add("sql_create_user_identified_by",
    f"is this the right way to give the BI tool read-only access?\n\nCREATE USER 'metabase'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT ON warehouse.* TO 'metabase'@'%';", [pw])
pw = strong_pw(14)
add("mssql_connstr_appsettings_json",
    '{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:sql-hr-prod.database.windows.net,1433;Database=hr;User ID=hr_app;Password=' + pw + ';Encrypt=True;"\n  }\n}\n\nEF Core migration fails with login timeout', [pw])
pw = url_pw(16)
add("clickhouse_dsn_python_zh",
    f"clickhouse_driver 连接报 Code: 516 Authentication failed：\n\nclient = Client.from_url('clickhouse://default:{pw}@10.0.5.31:9000/logs')\n\n是不是 default 用户禁止远程登录了？", [pw])
pw = strong_pw(14)
add("rust_sqlx_database_url_toml",
    f"# config/prod.toml\n[database]\nurl = \"postgresql://ledger:{pw}@pg-ledger.internal:5432/ledger\"\nmax_connections = 20\n\nsqlx::query! fails at compile time with 'password authentication failed'", [pw])

# ---------------- private keys / key material
body = openssh_body()
add("openssh_private_key_permissions_zh",
    f"ssh 登录提示 Load key \"id_ed25519\": invalid format，我把私钥内容贴出来你看看格式对不对：\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----", [body])
body = pem_body(900)
add("rsa_private_key_k8s_tls_secret",
    f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    (cert omitted)\n  tls.key: |\n    -----BEGIN RSA PRIVATE KEY-----\n" + "\n".join("    " + l for l in body.split("\n")) + "\n    -----END RSA PRIVATE KEY-----\n\ningress still serves the default fake certificate", ["\n".join("    " + l for l in body.split("\n")).strip()])
body = wrap(b64(1400), 64)
add("pgp_private_key_block",
    f"Thunderbird won't import my secret key, says 'not a valid OpenPGP key'. Exported with gpg --armor --export-secret-keys:\n\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{body}\n={rs(4, AN + '+/')}\n-----END PGP PRIVATE KEY BLOCK-----", [body])
k = b64(32)
add("wireguard_private_key_conf",
    f"[Interface]\nPrivateKey = {k}\nAddress = 10.8.0.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64(32)}\nEndpoint = vpn.myhome.dyndns.org:51820\nAllowedIPs = 0.0.0.0/0\n\nhandshake never completes, what should I check on the router?", [k])
k = "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper())
add("age_secret_key_sops",
    f"sops -d secrets.enc.yaml fails with 'no identity matched any of the recipients'. my keys.txt:\n\n# created: 2026-10-02T09:14:55Z\n# public key: age1{rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}\n{k}", [k])
body = wrap(b64(1200), 64)
add("jwt_signing_key_pem_in_go_zh",
    f"Go 里用 jwt.ParseRSAPrivateKeyFromPEM 报 asn1: structure error，我是直接把私钥写在代码里的：\n\nvar signKey = []byte(`-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----`)", [body])

# ---------------- crypto wallets
k = "0x" + rs(64, HEX)
add("eth_private_key_hardhat_config",
    f"```js\nmodule.exports = {{\n  solidity: '0.8.24',\n  networks: {{\n    sepolia: {{ url: 'https://rpc.sepolia.org', accounts: ['{k}'] }},\n  }},\n}};\n```\nnpx hardhat run deploy.js says insufficient funds but faucet sent 0.5 ETH", [k])
p = seed_phrase(12)
add("bip39_seed_phrase_restore_help",
    f"I'm restoring my wallet in Electrum and it says the seed is invalid. These are my 12 words in order: {p}. Did I maybe write one word down wrong?", [p])
p = seed_phrase(24)
add("seed_phrase_24_words_zh",
    f"帮我检查一下助记词有没有抄错，imToken 导入失败：\n{p}\n一共 24 个词，我是按顺序抄在纸上的", [p])
k = btc_wif()
add("bitcoin_wif_sweep",
    f"How do I sweep a paper wallet in Sparrow? The private key printed on it is {k} and it still has about 0.03 BTC.", [k])
k = rs(87, B58)
add("solana_keypair_base58_zh",
    f"Phantom 导入私钥提示无效，我从 solana-keygen 导出的 base58 私钥是 {k}，是不是长度不对？", [k])

# ---------------- JWTs / session tokens / auth headers
t = jwt({"sub": str(R.randint(10000, 99999)), "name": "Olivia Park", "role": "admin", "iat": 1764800000, "exp": 1764886400})
add("jwt_bearer_in_curl",
    f"curl -H 'Authorization: Bearer {t}' https://api.fleetcore.io/v2/vehicles\n\n401 but jwt.io says the token is valid until tomorrow?", [t])
t = jwt({"uid": R.randint(100000, 999999), "tenant": "hz-retail", "iat": 1764790000})
add("jwt_in_browser_localstorage_zh",
    f"前端把登录后的 token 存在 localStorage 里，我在控制台看到的是：\n{t}\n这个会不会被 XSS 偷走？应该改成 httpOnly cookie 吗？", [t])
t = "ya29." + rs(150, AN + "_-")
add("google_oauth_access_token_log",
    f"2026-12-03 18:22:41 ERROR drive_sync: request failed headers={{'Authorization': 'Bearer {t}'}} status=403 reason=insufficientPermissions\n\nwhich scope do I need for shared drives?", [t])
t = "1//0" + rs(99, AN + "_-")
add("google_refresh_token_rclone_conf",
    f"[gdrive]\ntype = drive\nscope = drive\ntoken = {{\"access_token\":\"\",\"token_type\":\"Bearer\",\"refresh_token\":\"{t}\",\"expiry\":\"2026-12-01T10:00:00Z\"}}\n\nrclone says couldn't fetch token - maybe it has expired", [t])

# ---------------- passwords in prose and config
pw = strong_pw(12)
add("email_password_prose_locked_out",
    f"I got locked out of my Outlook after changing the password to {pw} this morning — it says the password is incorrect on my phone but works on the laptop. Do I need to remove the account on the phone first?", [pw])
pw = strong_pw(11)
add("zh_bank_app_login_password",
    f"我妈的手机银行登录密码是 {pw}，她老是记不住，帮我想个办法写在哪里比较安全，又方便她看？", [pw])
pw = rs(10, LO + DG)
add("wifi_password_airbnb_welcome",
    f"Write a cozy welcome note for our Airbnb guests. Include: Wi-Fi network 'CasaLuna_5G', password {pw}, checkout at 11, trash goes out on Tuesday.", [pw])
pw = rs(8, DG) + rs(3, LO)
add("zh_wifi_password_shop_sign",
    f"帮我设计一个奶茶店门口的小牌子文案，要写上：WiFi 名称 ChaYu-Guest，WiFi 密码 {pw}，扫码点单送小料。", [pw])
pw = strong_pw(12)
add("router_admin_password_zh",
    f"小米路由器后台 192.168.31.1 的管理密码我改成了 {pw}，现在想设置端口转发给 NAS，5000 端口要怎么填？", [pw])
pw = strong_pw(16)
add("dockerfile_env_password",
    f"FROM mcr.microsoft.com/mssql/server:2022-latest\nENV ACCEPT_EULA=Y\nENV MSSQL_SA_PASSWORD={pw}\nEXPOSE 1433\n\ncontainer exits with code 1 right after start, any idea?", [pw])
pw = strong_pw(14)
add("k8s_secret_stringdata_password",
    f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: grafana-admin\nstringData:\n  admin-user: admin\n  admin-password: \"{pw}\"\n\nhelm values reference this but grafana still uses admin/admin", [pw])
pw = strong_pw(12)
add("ansible_become_password_inventory",
    f"[webservers]\nweb01 ansible_host=10.0.1.11\n\n[webservers:vars]\nansible_user=deploy\nansible_become_pass={pw}\n\nstill getting 'Missing sudo password'", [pw])
psk = strong_pw(20)
add("ipsec_vpn_psk_zh",
    f"公司让我在家用 L2TP/IPsec 连 VPN，服务器 vpn.huaxin-tech.cn，账号 liuyang，预共享密钥 {psk}，Windows 11 里一直提示 789 错误。", [psk])
pw = strong_pw(13)
add("ldap_bind_password_ini",
    f"[ldap]\nserver = ldaps://dc01.corp.local:636\nbind_dn = CN=svc-gitea,OU=Service,DC=corp,DC=local\nbind_password = {pw}\nsearch_base = OU=Staff,DC=corp,DC=local\n\nGitea says LDAP Result Code 49 Invalid Credentials", [pw])
sp = strong_pw(14); kp = strong_pw(14)
add("android_keystore_gradle_properties",
    f"# gradle.properties\nRELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD={sp}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={kp}\n\nbundleRelease fails: Keystore was tampered with, or password was incorrect", [sp, kp])
pw = strong_pw(10)
add("zh_school_portal_password_parent",
    f"孩子学校的家校平台账号是学号 20230517，密码 {pw}，我想看期末成绩但一直登不上，是不是要用学生端的 App？", [pw])
pw = strong_pw(14)
add("rust_reqwest_basic_auth",
    f"```rust\nlet res = client.get(\"https://registry.acme.io/v2/_catalog\")\n    .basic_auth(\"ci-bot\", Some(\"{pw}\"))\n    .send().await?;\n```\nreturns 401 even though docker login works with the same creds", [pw])

# ---------------- PINs, physical codes, one-time codes, recovery material
v = rs(4, DG)
add("door_code_house_sitter",
    f"Can you write instructions for our house sitter? Front door keypad code is {v}#, the cat food is in the pantry, and please water the basil every other day.", [v + "#"])
v = rs(6, DG)
add("zh_door_access_code_delivery",
    f"帮我给快递员写个备注：小区门禁密码 {v}，到了放 3 号楼 1 单元门口的快递柜，不要打电话。", [v])
v = rs(4, DG)
add("alarm_disarm_code_airbnb",
    f"add to the checkout guide: 'If the alarm beeps when you enter, type {v} and press OFF within 30 seconds.' make it sound friendly", [v])
v = f"{R.randint(10, 39)}-{R.randint(10, 39)}-{R.randint(10, 39)}"
add("safe_combination_insurance",
    f"The home insurance form asks where valuables are stored. I wrote 'in the wall safe, combination {v}'. Should I remove the combination before sending it?", [v])
v = rs(6, DG)
add("zh_payment_pin_alipay",
    f"我爸总是忘记支付宝支付密码，是 {v}，能不能帮我想个他容易记住的提示语，但别人看不出来？", [v])
v = rs(4, DG)
add("bank_card_pin_atm",
    f"ATM swallowed my card after I typed the PIN {v} three times — I'm sure it's right. What should I say when I call the bank tomorrow?", [v])
pin = rs(4, DG); puk = rs(8, DG)
add("zh_sim_pin_puk",
    f"手机卡被锁了提示输入 PUK，卡套上写的 PUK 码是 {puk}，原来的 PIN 是 {pin}，输入 PUK 后新 PIN 要设几位？", [puk, pin])
v = rs(6, DG)
add("sms_otp_pasted_to_assistant",
    f"The bank just texted me: 'Your verification code is {v}. Do not share it.' A guy on the phone from 'fraud prevention' asked me to read it out. Is that normal?", [v])
v = rs(6, DG)
add("zh_sms_login_code",
    f"刚收到短信验证码 {v}，说是京东登录，但是我没在登录啊，是不是有人在试我的账号？", [v])
v = rs(32, B32)
add("totp_seed_base32_python",
    f"pyotp gives me different codes than Google Authenticator:\n\nimport pyotp\ntotp = pyotp.TOTP('{v}')\nprint(totp.now())\n\nclock on the server is NTP synced", [v])
v = rs(16, B32)
add("otpauth_uri_secret_zh",
    f"我把 2FA 二维码扫出来是这个链接，想导入到 1Password：\notpauth://totp/GitLab:zhoujie%40corp.cn?secret={v}&issuer=GitLab\n直接粘贴可以吗？", [v])
codes = [f"{rs(5, LO + DG)}-{rs(5, LO + DG)}" for _ in range(4)]
add("github_recovery_codes_list",
    "Saving these somewhere safe, can you format them as a neat checklist?\n\n" + "\n".join(codes) + "\n\n(the github 2FA recovery codes)", codes)
v = bitlocker_key()
add("bitlocker_recovery_key",
    f"Dell laptop booted into BitLocker recovery after a BIOS update. The recovery key from my Microsoft account is {v} but it says incorrect — do I need the key ID too?", [v])
v = "-".join(rs(4, UP + DG) for _ in range(7))
add("apple_recovery_key_zh",
    f"Apple ID 开了恢复密钥，我记在本子上的是 {v}，现在新 iPhone 上要输入，可是一直提示不正确，会不会是 0 和 O 搞混了？", [v])
v = f"A3-{rs(6, UP + DG)}-{rs(6, UP + DG)}-{rs(5, UP + DG)}-{rs(5, UP + DG)}-{rs(5, UP + DG)}-{rs(5, UP + DG)}"
add("onepassword_secret_key_emergency_kit",
    f"My mom needs access to my 1Password if something happens. Emergency kit says Secret Key: {v}. Should I write it in my will or is that a bad idea?", [v])
v = rs(8, DG)
add("zh_locker_code_gym",
    f"健身房储物柜是密码锁的，我设的是 {v[:4]}，怕忘了先记这。另外帮我排个练背的计划。", [v[:4]])
v = rs(6, DG)
add("zh_luggage_and_safe_code_hotel",
    f"酒店房间保险箱我设了密码 {v}，护照和现金都锁里面了，退房前提醒我取出来。", [v])
v = rs(6, DG)
add("zh_brokerage_trade_password",
    f"证券账户的交易密码 {v} 和资金密码是一样的，这样是不是不安全？券商 App 里怎么单独改资金密码？", [v])

# ---------------- multi-message: announce -> value in next message
pw = strong_pw(13)
add("multi_announce_wifi_en",
    f"I'll send you the new Wi-Fi password for the office in a sec, can you add it to the onboarding doc?{SEP}{pw}{SEP}thanks. also mention the guest network has no password", [pw])
t = "ghp_" + rs(36)
add("multi_announce_github_token_en",
    f"ok here is the token for the CI bot, next message{SEP}{t}{SEP}now write the GitHub Actions step that uses it for `gh release create`", [t])
v = cn_id()
add("multi_announce_id_number_zh",
    f"我下一条发我的身份证号，你帮我填到这个租房合同模板的乙方信息里{SEP}{v}{SEP}还有紧急联系人写我姐姐，电话我回头补", [v])
pw = strong_pw(12)
add("multi_announce_db_password_zh",
    f"测试库的密码我单独发给你{SEP}{pw}{SEP}用户名是 qa_reader，帮我写个 Python 脚本每天早上导出前一天的订单", [pw])
v = card("4", 16); cvv = rs(3, DG); exp = f"{R.randint(1, 12):02d}/{R.randint(28, 31)}"
add("multi_announce_card_details_en",
    f"Booking the Lisbon trip — I'll paste the card details below, just check the format{SEP}{group(v, [4, 4, 4, 4])}\n{exp}\n{cvv}{SEP}is the expiry meant to be MM/YY on that site?", [group(v, [4, 4, 4, 4]), exp, cvv])
ak = "LTAI5t" + rs(18); sk = rs(30)
add("multi_announce_aliyun_pair_zh",
    f"阿里云的 key 分两条发，先发 AccessKey ID{SEP}{ak}{SEP}然后是 Secret：{sk}{SEP}帮我写成 terraform 的 provider 配置", [ak, sk])
v = rs(6, DG)
add("multi_announce_otp_en",
    f"wait, the login page wants a code, it's coming to my phone{SEP}{v}{SEP}ok it worked. now how do I export the transactions as CSV?", [v])

# ---------------- multi-message: value repeated later
pw = strong_pw(12)
add("multi_repeat_router_password_en",
    f"I set the router admin password to {pw}. write me steps to enable WPA3{SEP}the UI asks for the current password again before saving, I typed {pw} and it says wrong. case sensitive?", [pw])
t = "xoxb-" + rs(12, DG) + "-" + rs(13, DG) + "-" + rs(24)
add("multi_repeat_slack_token_zh",
    f"SLACK_BOT_TOKEN={t}\n这个写在 .env 里，为什么 bolt 读不到？{SEP}我试了直接在代码里写 token='{t}' 就可以了，所以是 dotenv 没加载？", [t])
v = iban("DE", rs(18, DG))
add("multi_repeat_iban_en",
    f"my IBAN is {v}, please put it in the invoice template footer{SEP}also in the e-mail text: 'please transfer to {iban_spaced(v)} by the 15th'", [v, iban_spaced(v)])
v = rs(6, DG)
add("multi_repeat_door_code_zh",
    f"新家的门锁密码是 {v}，帮我写个给保洁阿姨的说明{SEP}再写一个英文版给外国室友，同样的密码 {v}，提醒他出门要按一下锁键", [v])
pw = url_pw(18)
add("multi_repeat_postgres_url_en",
    f"DATABASE_URL=postgres://svc_api:{pw}@10.4.0.12:5432/api{SEP}psql \"postgres://svc_api:{pw}@10.4.0.12:5432/api\" works from the bastion but the pod can't connect, network policy?", [pw])

# ---------------- multi-message: correction
pw1 = strong_pw(13); pw2 = pw1[:-2] + rs(2, DG)
add("multi_correct_wifi_password_en",
    f"guest wifi is 'Harbor-Guest', password {pw1}{SEP}sorry typo, it's actually {pw2}{SEP}can you make a printable card with a QR code for it?", [pw1, pw2])
v = cn_id(); v2 = cn_id()
add("multi_correct_id_number_zh",
    f"我老婆的身份证号 {v}，帮我填高铁票乘车人{SEP}不对不对，上面那个是我的，她的是 {v2}", [v, v2])
t1 = "sk_live_" + rs(99); t2 = "sk_live_" + rs(99)
add("multi_correct_stripe_key_en",
    f"STRIPE_SECRET_KEY={t1}{SEP}wait that's the old one I rolled yesterday. new one: {t2}{SEP}how do I set it as a secret in fly.io?", [t1, t2])
v1 = rs(4, DG); v2 = v1[:2] + rs(2, DG)
add("multi_correct_alarm_code_zh",
    f"家里报警器撤防码是 {v1}，帮我写进给爸妈的说明{SEP}哦打错了，是 {v2}，最后两位记反了", [v1, v2])
ak = "AKID" + rs(32); sk1 = rs(32); sk2 = rs(32)
add("multi_correct_tencent_secret_zh",
    f"腾讯云 SecretId: {ak}\nSecretKey: {sk1}{SEP}更正一下 SecretKey 复制漏了，完整的是 {sk2}{SEP}用 tccli 配置的命令怎么写？", [ak, sk1, sk2])
v1 = card("5" + R.choice("12345"), 16); v2 = card("5" + R.choice("12345"), 16); cvv = rs(3, DG)
add("multi_correct_card_number_en",
    f"charge the deposit to {v1}, cvv {cvv}{SEP}sorry, wrong card, use {v2} instead — same CVV? no, it's different, I'll check", [v1, v2, cvv])

# ---------------- more Chinese everyday / workplace
pw = strong_pw(12)
add("zh_email_to_it_vpn_reset",
    f"帮我给 IT 写封邮件：我的域账号 zhangwei 密码上周改成了 {pw}，但是 VPN 客户端还提示旧密码错误，请帮忙重置同步。语气客气一点。", [pw])
v = card("62", 16)
add("zh_salary_card_hr_form",
    f"人事让我填工资卡信息，开户行是招商银行深圳科技园支行，卡号 {group(v, [4, 4, 4, 4])}，这个表格里“开户网点”要写全称吗？", [group(v, [4, 4, 4, 4])])
ak = "AKID" + rs(32); sk = rs(32)
add("zh_tencent_sms_nodejs",
    f"腾讯云短信 Node.js 发不出去：\n\nconst client = new SmsClient({{\n  credential: {{ secretId: '{ak}', secretKey: '{sk}' }},\n  region: 'ap-guangzhou',\n}});\n\n报 AuthFailure.SignatureFailure", [ak, sk])
t = rs(64, HEX)
add("zh_gitee_token_shell",
    f"用 gitee 的私人令牌推代码：\ngit remote set-url origin https://lihua:{t}@gitee.com/lihua/notes.git\n还是提示 403，令牌权限勾了 projects 啊", [t])
t = "sk-" + rs(48)
add("zh_llm_api_key_python_proxy",
    f"国内调用大模型接口，代码这样写对吗？\n\nclient = OpenAI(api_key=\"{t}\", base_url=\"https://api.deepseek.com\")\nresp = client.chat.completions.create(model=\"deepseek-chat\", messages=msgs)\n\n一直 401", [t])
v = rs(6, DG)
add("zh_wechat_pay_password_elderly",
    f"我奶奶学用微信，她的支付密码我帮她设成了 {v}，怎么给她开通亲属卡让我来付款？", [v])
pw = strong_pw(14)
add("zh_redis_conf_requirepass",
    f"redis.conf 里我加了：\nbind 0.0.0.0\nrequirepass {pw}\nprotected-mode yes\n\n重启之后 PHP 连接报 NOAUTH Authentication required，是不是 Predis 也要配 password？", [pw])
t = rs(32, HEX)
add("zh_amap_web_key_and_jscode",
    f"高德地图 JS API 2.0 报 INVALID_USER_SCODE：\n\nwindow._AMapSecurityConfig = {{ securityJsCode: '{t}' }};\n\n这个安全密钥是不是要放到后端代理里？", [t])
pw = strong_pw(12)
add("zh_nas_admin_password_ssh",
    f"群晖 NAS 想用 ssh 登录，我用 admin / {pw} 登录 DSM 没问题，ssh 却提示 Permission denied，是不是要先在控制面板开启？", [pw])
v = iban("GB", rs(4, UP) + rs(14, DG))
add("zh_overseas_tuition_gb_iban",
    f"英国学校的学费收款信息：Account name: University of Leeds，IBAN {v}，SWIFT 码另附。我用中国银行电汇，附言要写什么？", [v])
pw = strong_pw(10)
add("zh_12306_account_password",
    f"帮我爸抢春运票，他的 12306 账号是手机号，密码 {pw}，候补购票怎么操作成功率高一点？", [pw])
v = kr_rrn()
add("zh_korean_colleague_rrn",
    f"韩国同事让我帮忙翻译在职证明，里面有他的住民登录号码 {v}，翻译成中文时这一项叫什么比较正式？", [v])


# ====================================================================== LOOK-ALIKES

SHORT = [s for c in CASES for s in c["secrets"] if len(s) <= 8]
_rs_case, _b64_case = rs, b64


def _clean(d):
    return not any(x in d for x in SHORT)


def rs(n, alpha=AN):  # noqa: F811  look-alike randomness never embeds a short case secret
    while True:
        d = _rs_case(n, alpha)
        if _clean(d):
            return d


def b64(n):  # noqa: F811
    while True:
        d = _b64_case(n)
        if _clean(d):
            return d


def ld(n):
    return rs(n, DG)

def uuid4():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha256_of(txt):
    i = 0
    while True:
        h = hashlib.sha256(f"{txt}#{i}".encode()).hexdigest()
        if _clean(h):
            return h
        i += 1


def git_sha():
    return rs(40, HEX)


def phone_cn():
    return "1" + R.choice("3589") + ld(9)


def b64text(t):
    return base64.b64encode(t.encode()).decode()


# --- weak passwords merely asked about
look("Is 'password123' really in every breached-password list? My uncle insists it's fine if you add an exclamation mark.")
look("是不是 123456 和 qwerty 这种密码真的还有很多人在用？有没有最新的统计数据？")
look("How long would it take to brute-force 'Summer2024!' compared with a four-word passphrase? Just ballpark numbers.")
look("面试题：为什么不能把用户密码明文存数据库？用 bcrypt 和 argon2 有什么区别？")
look("my kid wants 'minecraft' as his tablet password lol, what's a better pattern for an 8 year old to remember?")
look("What's a good rule for Wi-Fi passwords for a small café — how long, and should we rotate it monthly?")
look("“admin/admin” 这种默认密码的摄像头为什么那么容易被黑？家里的监控要注意什么？")
# --- placeholders / templates / docs
look("Here's the README snippet I wrote:\n\n```bash\nexport OPENAI_API_KEY=<your-api-key>\npython main.py\n```\nIs the angle-bracket style clear enough for beginners?")
look("In the .env.example I put:\n\nDATABASE_URL=postgres://user:password@localhost:5432/mydb\nSECRET_KEY=changeme\nSTRIPE_SECRET_KEY=sk_test_xxx\n\nshould the example file be committed to git?")
look("docs say: `aws configure` then enter AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY when prompted — are those real keys or just examples?")
look("文档里写的 access_key_id: your_access_key_id、access_key_secret: your_access_key_secret，这两个从阿里云控制台哪里获取？")
look("config template:\n\n[smtp]\nhost = smtp.example.com\nuser = you@example.com\npassword = ********\n\nshould I use port 465 or 587?")
look("腾讯云文档的示例 SecretId 都写成 xxxxxxxx，我应该去访问管理控制台的哪个页面创建 API 密钥？")
look("```yaml\nenv:\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: app-secrets\n        key: api-token\n```\nis secretKeyRef better than envFrom here?")
look("What does the `${{ secrets.NPM_TOKEN }}` syntax do in a GitHub Actions workflow, and is it masked in logs?")
look("terraform variable:\n\nvariable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\ndoes sensitive = true keep it out of the state file?")
look("Spring 配置里 spring.datasource.password=${DB_PASSWORD} 这种写法，环境变量没设置的时候会报什么错？")
look("In Python, is `os.environ['STRIPE_API_KEY']` or `os.getenv('STRIPE_API_KEY')` better when the key might be missing?")
look("My colleague named a column `hashed_password` and another `password_reset_token_expires_at` — is there a naming convention guide for auth tables?")
look("type User struct {\n    ID           int64\n    Email        string\n    PasswordHash []byte `json:\"-\"`\n}\n\nis json:\"-\" enough to keep the hash out of API responses?")
look("Rust: should `api_key: SecretString` from the secrecy crate implement Debug? clippy complains about my struct.")
look("怎么在 Go 里读取环境变量 ALIYUN_ACCESS_KEY_ID，没有的时候给个友好的报错？")
look("Explain the difference between a client_id and a client_secret in OAuth 2.0 like I'm five.")
look("Write a regex that detects strings like sk_live_ followed by 24+ alphanumerics so our pre-commit hook can block them.")
look("什么是 AK/SK？为什么云厂商要求子账号用 RAM 角色而不是主账号的 AccessKey？")
# --- test cards, masked values
look("Stripe test mode: I'm using 4242 4242 4242 4242 with any future date and any CVC, but 3DS doesn't trigger. Which test card forces authentication?")
look("For Braintree sandbox I use 4111 1111 1111 1111 — does it also accept 5555 5555 5555 4444 for Mastercard tests?")
look("The receipt shows VISA •••• •••• •••• 4821, exp **/**. Is it normal that they hide the expiry too?")
look("银行短信：您尾号 6637 的储蓄卡 12月03日 消费 268.00 元。这种短信怎么批量导出做记账？")
look("My bank app shows my IBAN as DE89 **** **** **** **** 00. How do I reveal the full one to give to my employer?")
look("支付宝账单里显示“招商银行信用卡(0392)”，括号里的是卡号后四位吗？")
look("api_key: sk-...a9Fq (redacted) — the dashboard only shows the last four characters. Can I recover the full key or must I create a new one?")
look("IBAN format question: why does GB29 NWBK 6016 1331 9268 19 appear in every example? Is it a real account?")
# --- hashes, uuids, commit ids, public keys
s = sha256_of("release-2.4.1.tar.gz")
look(f"sha256sum of the download is {s} — the website lists the same. Is that enough to trust it?")
s = git_sha()
look(f"git bisect says the first bad commit is {s}. How do I see which files it touched?")
s = git_sha()
look(f"这个 commit {s[:12]} 引入了一个 bug，怎么用 git revert 只回滚其中一个文件？")
u = uuid4()
look(f"The request id in the error is {u} — where do I find that in CloudWatch Logs Insights?")
u = uuid4()
look(f"订单追踪 ID 是 {u}，客服让我提供这个，这个是 UUID v4 吗？")
u = uuid4()
look(f"```sql\nSELECT * FROM sessions WHERE user_id = '{u}' ORDER BY created_at DESC LIMIT 5;\n```\nwhy is this slow without an index on user_id?")
pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, AN + "+/")
look(f"Please add my public key to the server's authorized_keys:\n\nssh-ed25519 {pub} laptop@maya\n\nwhat permissions should ~/.ssh have?")
pub = "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rs(300, AN + "+/")
look(f"GitLab 提示公钥格式不对，我贴的是：\nssh-rsa {pub} wang@work-pc\n是不是多了换行？")
look("md5 of an empty string is d41d8cd98f00b204e9800998ecf8427e — why does my Python code print something else for b''?")
fp = rs(40, HEX).upper()
look(f"My GPG key fingerprint is {' '.join(fp[i:i + 4] for i in range(0, 40, 4))} — how do I upload the public key to keys.openpgp.org?")
look(f"Ethereum address 0x{rs(40, HEX)} shows a pending tx for an hour. Should I speed it up or cancel?")
look(f"比特币收款地址 bc1q{rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')} 可以公开发在群里吗？别人能拿它做什么？")
look("-----BEGIN PUBLIC KEY-----\n" + wrap(b64(294), 64) + "\n-----END PUBLIC KEY-----\n\nthis is the public key the partner gave us for verifying webhooks; how do I load it with the cryptography library?")
look("-----BEGIN CERTIFICATE-----\n" + wrap(b64(700), 64) + "\n-----END CERTIFICATE-----\n\nhow do I check the expiry date of this cert with openssl?")
look(f"docker pull nginx@sha256:{rs(64, HEX)} — is pinning by digest better than pinning by tag?")
look(f"npm lockfile has integrity \"sha512-{rs(86, AN + '+/')}==\" — why did it change when I ran npm install again?")
# --- base64 of ordinary text
look(f"What does this decode to? {b64text('Hello from the staging cluster!')} — found it in a config map.")
look(f"面试题：`echo {b64text('今天天气不错')} | base64 -d` 输出什么？base64 是加密吗？")
look(f"The email header has Subject: =?UTF-8?B?{b64text('Your order has shipped')}?= — how do I decode that in Python?")
# --- order/tracking/invoice numbers, phone numbers, versions, local URLs
look(f"My Amazon order {R.randint(100, 999)}-{ld(7)}-{ld(7)} hasn't shipped in 9 days. How do I write a firm but polite message?")
look(f"顺丰单号 SF{ld(13)}，显示已签收但我没收到，怎么投诉？")
look(f"Invoice INV-2026-{ld(5)} is overdue by 30 days. Draft a reminder e-mail for the client, please.")
look(f"京东订单号 {ld(12)} 申请退货，商家一直不处理，可以找平台介入吗？")
look(f"DHL tracking JD{ld(18)} says 'held at customs'. What documents do they usually need?")
look(f"我的手机号是 {phone_cn()}，帮我写个简历的联系方式那一栏，格式要简洁。")
look(f"客服电话 400-{ld(3)}-{ld(4)} 打不通，还有别的联系方式吗？")
look("Upgrading from Node 18.19.1 to 22.11.0 broke our jest tests; is it the ESM change?")
look("Python 3.11.7 和 3.12.1 的性能差多少？我们的 Django 4.2 项目值得升级吗？")
look("The dev server runs on http://localhost:5173 and the API on http://127.0.0.1:8000 — how do I set up the Vite proxy so cookies work?")
look("在 docker compose 里 http://host.docker.internal:3000 访问不到宿主机服务，Linux 下要怎么配？")
look("Jupyter prints http://localhost:8888/lab?token=... but the link is cut off. Where do I find the full URL? (jupyter server list?)")
look(f"Our ticket number with support is #{ld(6)}. How long should I wait before escalating?")
look(f"护照快递的 EMS 单号 E{ld(9)}CN 查不到物流，正常吗？")
look("My library card expired last month. Can I renew it online or do I have to go in with proof of address?")
look(f"学号 {ld(10)} 是我儿子的，帮我写一个请假条给班主任，明天发烧请一天假。")
# --- IDs / keys vocabulary without any value
look("What information does a Chinese resident ID number encode? I know the last digit can be X but why?")
look("How is the IBAN check digit calculated? Walk me through mod 97 with a made-up example, no real account.")
look("身份证号最后一位的校验码是怎么算的？用 Python 写个校验函数，不要用真实号码举例。")
look("Should I give my SSN to a doctor's office? They say it's 'required' for new patients.")
look("银行卡 CVV 是什么？为什么网上付款要填，线下刷卡却不要？")
look("What is a Luhn check and why does every card number form validate it client-side?")
look("Can someone steal money if they only know my IBAN and my name? The gym asked me to email it.")
look("Write a Python function `mask_card(number: str) -> str` that keeps only the last four digits.")
look("为什么很多网站不让我粘贴密码到确认密码框里？这样真的更安全吗？")
look("How do TOTP authenticators compute the 6-digit code from the shared secret? Explain the HMAC step.")
look("助记词和私钥有什么区别？硬件钱包为什么只让我写助记词？")
look("My password manager flagged 14 reused passwords. What order should I change them in — email first?")
look("I forgot my Wi-Fi password. How do I see it on Windows 11 for the network I'm already connected to?")
look("How do I rotate an AWS access key without downtime for the app that uses it?")
look("GitHub 的 fine-grained token 和 classic token 有什么区别？CI 里推荐用哪种？")
look("Is it safe to store JWTs in localStorage or should I use cookies? Our team keeps arguing about it.")
look("Difference between an API key, an OAuth access token and a refresh token — when does each expire?")
look("What's the default door code on a Yale keypad after factory reset, and how do I set a new one?")
look("我家的密码锁可以设置临时密码给保洁阿姨吗？小米智能锁怎么操作？")
look("Our alarm company wants a 'duress code'. What is that and how is it different from the normal code?")
look("How many digits should a bank card PIN have? Some countries use 6 and some 4, right?")
look("我的短信验证码总是收不到，是不是被手机的骚扰拦截了？")
look("How do I generate a new SSH key pair with ed25519 and add the public part to GitHub?")
look("openssl genrsa -out server.key 4096 — should I add -aes256 to protect the private key with a passphrase?")
look("在 Linux 上怎么查看哪个进程占用了 8080 端口？netstat 和 ss 哪个好？")
look("The BitLocker recovery screen asks for the key ID starting with 'A3F2' — where in my Microsoft account can I find the matching key?")
look("Why do banks tell you not to share one-time codes even with their own staff?")
# --- code using secrets only by reference
look("```python\napi_key = os.environ[\"SENDGRID_API_KEY\"]\nsg = SendGridAPIClient(api_key)\n```\nhow do I mock this in pytest?")
look("```js\nconst token = process.env.TELEGRAM_BOT_TOKEN;\nif (!token) throw new Error('missing TELEGRAM_BOT_TOKEN');\n```\nis throwing at import time bad practice?")
look("```go\nsecret := os.Getenv(\"JWT_SECRET\")\nif len(secret) < 32 {\n    log.Fatal(\"JWT_SECRET too short\")\n}\n```\nis 32 bytes the right minimum for HS256?")
look("```ruby\nStripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)\n```\nhow do I edit credentials.yml.enc on a new machine?")
look("```php\n$password = password_hash($_POST['password'], PASSWORD_DEFAULT);\n```\nshould I also trim the input?")
look("```java\n@Value(\"${app.jwt.secret}\")\nprivate String jwtSecret;\n```\nwhy is this null in my unit test?")
look("```sql\nALTER USER app_user WITH PASSWORD :'new_password';\n```\nhow does psql variable interpolation work here?")
look("```bash\nread -s -p \"Enter DB password: \" DB_PASS\nexport DB_PASS\n```\ndoes read -s keep it out of bash history?")
look("```toml\n[tool.poetry.source]\nname = \"private\"\nurl = \"https://pypi.internal.corp/simple\"\n```\nhow do I give poetry credentials without putting them in pyproject?")
look("```ini\n[database]\nhost = localhost\nport = 5432\nuser = postgres\npassword =\n```\nleaving password empty means peer auth, right?")
look("```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: <base64-encoded-config>\n```\nwhat command generates that value?")
look("resource \"random_password\" \"db\" {\n  length  = 24\n  special = true\n}\n\nhow do I pass this to aws_db_instance without it showing in plan output?")
look("def verify_password(plain: str, hashed_password: str) -> bool:\n    return pwd_context.verify(plain, hashed_password)\n\nis passlib still maintained?")
look("为什么 Python 里 `secrets.token_hex(16)` 生成的是 32 个字符？和 uuid4 比哪个更适合做重置密码链接？")
look("PHP 里 `$_ENV['DB_PASSWORD']` 取不到值，`getenv('DB_PASSWORD')` 却可以，为什么？")
look("Node 里 bcrypt.compare 一直返回 false，数据库里 password_hash 字段是 varchar(50)，是不是被截断了？")
look("Rust 里怎么把 `SecretString` 安全地传给 reqwest 的 bearer_auth？需要 expose_secret 吗？")
look("Java 的 KeyStore.getInstance(\"PKCS12\") 和 JKS 有什么区别？storePassword 和 keyPassword 可以不一样吗？")
look("C# 里 SecureString 现在还推荐用吗？微软文档说不建议了？")
look("Terraform 的 state 文件里会不会存数据库密码？怎么加密 S3 backend？")
# --- logs without secrets
look("2026-12-03T10:22:14Z WARN auth: login failed for user=alice reason=invalid_password attempts=3 ip=192.168.1.44\n\nhow do I make fail2ban pick this up?")
look("Traceback (most recent call last):\n  File \"app.py\", line 42, in <module>\n    client = boto3.client('s3')\nbotocore.exceptions.NoCredentialsError: Unable to locate credentials\n\nwhere does boto3 look for credentials?")
look("kubectl logs says: Error: secret \"db-credentials\" not found. I created it in the default namespace though.")
look("报错 ORA-01017: invalid username/password; logon denied，但是 sqlplus 用同样账号能登录，可能是什么原因？")
look("GitHub Actions log shows `API_KEY: ***` — is that masking done by GitHub automatically?")
look("Vault 报错：Code: 403. Errors: * permission denied。token 的 policy 要怎么查？")
look("mysql: [Warning] Using a password on the command line interface can be insecure. — how do I make this warning go away properly?")
look("Error: InvalidSignatureException: The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.\n\nwhat typically causes this in a Lambda?")
look("Jenkins 构建日志里 git clone 失败：fatal: Authentication failed for 'https://gitlab.corp.cn/ops/deploy.git/'，凭据 ID 是 gitlab-ci-cred，要去哪里检查？")
# --- everyday, sharing vocabulary
look("帮我写个提醒：下周一去银行重置网银密码，记得带身份证原件。")
look("The hotel safe asks for a 4-digit code, then 'lock'. It's blinking 'Err' — how do I reset it?")
look("我想把家里 WiFi 名字改成中文，会有设备连不上吗？")
look("If someone knows my email address, can they reset my bank password? What protections exist?")
look("我爸收到一条短信说“您的验证码为****，请勿泄露”，但他没操作，需要担心吗？")
look("Netflix says 'someone in another country used your account'. I changed my password already — what else should I do?")
look("For the escape room puzzle: the lock code is the year the lighthouse was built. Can you give hints without giving the answer?")
look("We use the phrase 'correct horse battery staple' as an example in our security training — is that still a good example to show?")
look("公司要求密码 90 天强制修改一次，这个政策现在还被 NIST 推荐吗？")
look("How do I share Wi-Fi with a guest on iPhone without telling them the password?")
look("门禁卡丢了，物业说补办要交 50 元工本费，这合理吗？")
look("Our office door code is changing next week; draft an e-mail telling staff to check the HR portal for the new one.")
look("信用卡账单日和还款日怎么选最划算？")
look("How do I explain to my grandmother what two-factor authentication is, without jargon?")
look("My daughter's school asked for her student ID on the field trip form — it's on her card, what does 'ID number' usually mean there?")
look("护照号码和身份证号码在机票实名信息里可以互换吗？国际航班要用哪个？")
look("Which password manager supports passkeys best right now: Bitwarden, 1Password or the built-in iCloud Keychain?")
look("帮我写一段给新员工的安全须知：不要把账号密码发在群里，不要用同一个密码，收到可疑链接先问 IT。")
look("Token budget question: my prompt is 12k tokens, the model's context is 128k. How many tokens does a Chinese character usually take?")
look("The word 'key' appears 40 times in this Java class (keySet, keyMapper, primaryKey...). Can you suggest clearer names?")
look("我们的 API 用的是 HMAC-SHA256 签名，签名串拼接顺序是 method + path + timestamp + body，这样设计有漏洞吗？")
look("Public key vs private key — which one do I give to the bank for SFTP file exchange?")
look("“口令”和“密码”在中文技术文档里有什么区别？英文都是 password 吗？")
look("帮我起草一个物业通知：本周六上午 9 点到 12 点，单元门禁系统升级，期间请使用钥匙开门。")
look("How do I verify a downloaded ISO with its .sig file and the developer's public key?")
look("我们的 GitLab Runner 注册时要填 registration token，这个和 personal access token 是一回事吗？")
look("Is an 8-digit PIN on a hardware wallet meaningfully safer than a 4-digit one if it wipes after 16 tries?")


# ====================================================================== checks + output
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


class LitDumper(yaml.SafeDumper):
    pass


def _str_rep(dumper, data):
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


LitDumper.add_representer(str, _str_rep)


def check():
    kinds = [c["kind"] for c in CASES]
    if len(kinds) != len(set(kinds)):
        dup = sorted({k for k in kinds if kinds.count(k) > 1})
        raise SystemExit(f"duplicate kinds: {dup}")
    for c in CASES:
        if not re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*", c["kind"]):
            raise SystemExit(f"kind not snake_case: {c['kind']}")
        if not c["secrets"]:
            raise SystemExit(f"no secrets: {c['kind']}")
        if len(set(c["secrets"])) != len(c["secrets"]):
            raise SystemExit(f"duplicate secret in {c['kind']}")
        for s in c["secrets"]:
            if not s or s not in c["text"]:
                raise SystemExit(f"secret not a substring in {c['kind']}: {s!r}")
    all_secrets = [s for c in CASES for s in c["secrets"]]
    if len(set(LOOK)) != len(LOOK):
        raise SystemExit("duplicate look-alike")
    for i, t in enumerate(LOOK):
        for s in all_secrets:
            if s in t:
                raise SystemExit(f"look-alike #{i} contains a case secret {s!r}")


def stats():
    n_sec = sum(len(c["secrets"]) for c in CASES)
    zh_c = sum(1 for c in CASES if CJK.search(c["text"]))
    zh_l = sum(1 for t in LOOK if CJK.search(t))
    multi = [c for c in CASES if "\n---\n" in c["text"]]
    by = {}
    for c in multi:
        typ = c["kind"].split("_")[1] if c["kind"].startswith("multi_") else "other"
        by[typ] = by.get(typ, 0) + 1
    gt1 = sum(1 for c in CASES if len(c["secrets"]) > 1)
    tot = len(CASES) + len(LOOK)
    return (f"cases={len(CASES)} secrets={n_sec} lookalikes={len(LOOK)} "
            f"zh_cases={zh_c} ({zh_c / len(CASES):.1%}) zh_lookalikes={zh_l} ({zh_l / len(LOOK):.1%}) "
            f"zh_overall={(zh_c + zh_l) / tot:.1%} multi={len(multi)} {by} cases_gt1_secret={gt1}")


def main():
    check()
    doc = {"cases": CASES, "lookalikes": LOOK}
    text = yaml.dump(doc, Dumper=LitDumper, allow_unicode=True, sort_keys=False, width=100000,
                     default_flow_style=False)
    if yaml.safe_load(text) != doc:
        raise SystemExit("YAML round-trip differs")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(stats())
    print("wrote", OUT)


if __name__ == "__main__":
    main()
