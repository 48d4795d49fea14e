"""Values published in a vendor's documentation as its example: quoting them leaks nothing.

``keep`` drops any rule's span over:

- Stripe's documented test keys (shown in every curl example of Stripe's API reference): public text, whatever the
  sentence around them says. A real key of the same shape differs in its characters and is still cut.
- a JWT whose payload is the documented sample's (jwt.io's ``{"sub": "1234567890", "name": "John Doe", ...}``), in
  any algorithm and with any signature the tutorials print: no service issues that subject to a real user.
- a key that carries an example marker of its own (``EXAMPLE`` in capitals, or ``example``/``sample`` as a part
  between separators: ``ghp_EXAMPLE000…``, ``xoxb-EXAMPLE-…``, ``sk-sample-XXXX``) when the message cites a
  documentation, a README, a guide or a sample file. Without such a cue the key stays cut: AWS's ...EXAMPLE keys
  pasted as "my key" or as a configuration's value are cut like the key they stand for (utils.redact).
- the card numbers payment providers publish for their test modes (Stripe's declines and 3-D Secure cards, Adyen's,
  Braintree's, Checkout.com's, PayPal's sandbox) in a message about testing or a provider, unless the speaker claims
  one as their own ("my real one: ..."), as a writer's example may.
- a wallet mnemonic the development chains and BIP39's test vectors publish (Hardhat's "test test ... junk", "abandon
  ... about", Ganache's and Truffle's defaults): one word repeated then a last one, or a default word for word.
- a base32 TOTP secret that the docs print: the RFC 6238 test secret, pyotp's and otplib's examples, and, in a message
  citing a documentation, one that decodes to readable text ("Hello!..."), which no random seed does.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from utils import sentences

Span = tuple[int, int, str]

# published on the vendors' documentation pages for tests, valid for anyone: Stripe's sample keys, Google's reCAPTCHA
# test site key and secret, hCaptcha's test secret, Cloudflare Turnstile's test secrets
PUBLISHED = ("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "pk_test_TYooMQauvdEDq54NiTphI7jx",
             "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI", "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
             "0x0000000000000000000000000000000000000000", "1x0000000000000000000000000000000AA",
             "2x0000000000000000000000000000000AA", "3x0000000000000000000000000000000AA",
             # local development defaults every install prints: Hardhat's and Anvil's first development accounts' keys
             # (from the public "test ... junk" mnemonic), the Azure Storage emulator's (Azurite's) devstoreaccount1 key
             "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
             "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
             "5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
             "7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
             "47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
             "test test test test test test test test test test test junk",
             "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
             # BIP39's published test vectors (all-zero and all-one entropy), quoted in every wallet tutorial
             "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
             "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong",
             " ".join(["abandon"] * 23 + ["art"]), " ".join(["zoo"] * 23 + ["vote"]))

# the test cards payment providers document (digits only): Stripe, Adyen, Braintree, Checkout.com, PayPal's sandbox
TEST_CARDS = frozenset("""
4242424242424242 4000056655665556 5555555555554444 2223003122003222 5200828282828210 5105105105105100
378282246310005 371449635398431 6011111111111117 6011000990139424 3056930009020004 36227206271667
3566002020360505 6200000000000005 4000000000000002 4000000000009995 4000000000009987 4000000000009979
4000000000000069 4000000000000127 4000000000000119 4100000000000019 4000000000000101 4000000000000341
4000002500003155 4000002760003184 4000003800000446 4000000000003220 4000000000003063 4000008400001629
4000008260003178 4000000000000077 4000000000000259 4000000000001976 4000000000005126 4000002500000003
4000000000000010 4000000000000028 4000000000000036 4000000000000044 4000000000000101 4000000760000002
5555341244441115 2222400070000005 4111111111111111 4988438843884305 4166676667666746 4646464646464644
370000000000002 4000111111111115 5105105105105100 4012888888881881 4009348888881881 4543474002249996
5436031030606378 4484070000000000 4032035683741296 4917610000000000003 5425233430109903 4917300800000000
""".split())
# Microsoft's published KMS client setup keys (GVLKs) for Windows, Windows Server and Office volume editions: printed
# on Microsoft Learn for every volume licence client, so anyone's copy may show them; a key of one's own is another
GVLKS = frozenset("""
W269N-WFGWX-YVC9B-4J6C9-T83GX MH37W-N47XK-V7XM9-C7227-GCQG9 NRG8B-VKK3Q-CXVCJ-9G2XF-6Q84J 9FNHH-K3HBT-3W4TD-6383H-6XYWF
6TP4R-GNPTD-KYYHQ-7B7DP-J447Y YVWGF-BXNMC-HTQYQ-CPQ99-66QFC NW6C2-QMPVW-D7KKK-3GKT6-VCFB2 2WH4N-8QGBV-H22JP-CT43Q-MDWWJ
NPPR9-FWDCX-D2C8J-H872K-2YT43 DPH2V-TTNVB-4X9Q3-TJR4H-KHJW4 YYVX9-NTFWV-6MDM3-9PT4T-4M68B 44RPN-FTY23-9VTTB-MP9BX-T84FV
M7XTQ-FN8P6-TTKYV-9D4CC-J462D 92NFX-8DJQP-P6BBQ-THF9C-7CG2H DCPHK-NFMTC-H88MJ-PFHPY-QJ4BJ QFFDN-GRT3P-VKWWX-X7T3R-8B639
WNMTR-4C88C-JK8YV-HQ7T2-76DF9 2F77B-TNFGY-69QQF-B8YKP-D69TJ TX9XD-98N7V-6WMQ6-BX7FG-H8Q99 3KHY7-WNT83-DGQKR-F7HPR-844BM
7HNRX-D7KGG-3K4RQ-4WPJ4-YTDFH PVMJN-6DFY6-9CCP6-7BKTT-D3WVR GCRJD-8NW9H-F2CDX-CCM8D-9D6T9 HMCNV-VVBFX-7HMBH-CTY9B-B4FXY
MHF9N-XY6XB-WVXMC-BTDCT-MKKG7 TT4HM-HN7YT-62K67-RGRQJ-JFFXW NG4HW-VH26C-733KW-K6F98-J8CK4 XCVCF-2NXM9-723PB-MHCB7-2RYQQ
32JNW-9KQ84-P47T8-D8GGY-CWCK7 JMNMF-RHW7P-DMY6X-RF3DR-X2BQT FJ82H-XT6CR-J8D7P-XQJJ2-GPDD4 MRPKT-YTG23-K7D7T-X2JMM-QY7MG
W82YF-2Q76Y-63HXB-FGJG9-GF7QX 33PXH-7Y6KF-2VJC9-XBBR8-HVTHH YDRBP-3D83W-TY26F-D46B2-XCKRJ C29WB-22CC8-VJ326-GHFJW-H9DH4
WX4NM-KYWYW-QJJR4-XV3QB-6VM33 VDYBN-27WPP-V4HQT-9VMD4-VMK7H NTBV8-9K7Q8-V27C6-M2BTV-KHMXV WMDGN-G9PQG-XVVXX-R3X43-63DFG
N69G4-B89J2-4G8F4-WWYCC-J464C WVDHN-86M7X-466P6-VHXV7-YY726 CB7KF-BWN84-R7R2Y-793K2-8XDDG WC2BQ-8NRM3-FDDYY-2BFGV-KHKQY
JCKRF-N37P4-C2D82-9YXRT-4M63B TVRH6-WHNXV-R9WG3-9XRFY-MY832 D764K-2NDRG-47T6Q-P8T8W-YP6DF XGN3F-F394H-FD2MY-PP6FD-8MCRC
D2N9P-3P6X9-2R39C-7RTCD-MDVJX W3GGN-FT8W3-Y4M27-J84CP-Q3VJ9 KNC87-3J2TX-XB4WP-VCPJV-M4FWM XC9B7-NBPP2-83J2H-RHMBY-92BT4
48HP8-DN98B-MYWDG-T2DCC-8W83P YC6KT-GKW9T-YTKYR-T4X34-R7VHC 489J6-VHDMP-X63PK-3K798-CPX3Y 74YFP-3QFB3-KQT8W-PMXWJ-7M648
6TPJF-RBVHG-WBW2R-86QPH-6RTM4 TM24T-X9RMF-VWXK6-X8JC9-BFGM2 YQGMW-MPWTJ-34KDK-48M3W-X4Q6V 7M67G-PC374-GR742-YH8V4-TCBY3
XJ2XN-FW8RK-P4HMP-DKDBV-GCVGB V28N4-JG22K-W66P8-VTMGK-H6HGR FXYTK-NJJ8C-GB6DW-3DYQT-6F7TH KDX7X-BNVR8-TXXGX-4Q7Y8-78VT3
FTNWT-C6WBT-8HMGF-K9PRX-QV9H8 KNH8D-FGHT4-T8RK3-CTDYJ-K2HT4 NMMKJ-6RK4F-KMJVX-8D9MJ-6MWKP 6NWWJ-YQWMR-QKGCB-6TMB3-9D9HK
B4NPR-3FKK7-T2MBV-FRQ4W-PKD2B 9BGNQ-K37YR-RQHF2-38RQ3-7VCBB XQNVK-8JYDB-WJ9W3-YJ8YR-WFG99 JNRGM-WHDWX-FJJG3-K47QV-DRTFM
YG9NW-3K39V-2T3HJ-93F3Q-G83KT PD3PC-RHNGV-FXJ29-8JK7D-RJRJK YC7DK-G2NP3-2QQC3-J6H88-GVGXT KBKQT-2NMXY-JJWGP-M62JB-92CD4
VYBBJ-TRJPB-QFQRF-QFT4D-H3GVB V7QKV-4XVVR-XYV4D-F7DFM-8R6BM
""".split())
# the IBAN registry's and the banks' documented example per country (each passes its check): quoted by validators,
# tutorials and form guides, nobody's account
EXAMPLE_IBANS = frozenset("""
DE89370400440532013000 GB82WEST12345698765432 GB29NWBK60161331926819 FR1420041010050500013M02606
ES9121000418450200051332 IT60X0542811101000000123456 NL91ABNA0417164300 BE68539007547034 CH9300762011623852957
AT611904300234573201 PL61109010140000071219812874 SE4550000000058398257466 NO9386011117947 DK5000400440116243
FI2112345600000785 PT50000201231234567890154 IE29AIBK93115212345678 LU280019400644750000 GR1601101250000000012300695
CZ6508000000192000145399 SK3112000000198742637541 HU42117730161111101800000000 RO49AAAA1B31007593840000
BG80BNBG96611020345678 HR1210010051863000160 SI56263300012039086 LT121000011101001000 LV80BANK0000435195001
EE382200221020145685 SA0380000000608010167519 AE070331234567890123456 TR330006100519786457841326
IL620108000000099999999 BR9700360305000010009795493P1 MT84MALT011000012345MTLCAST001S CY17002001280000001200527600
IS140159260076545510730339 KW81CBKU0000000000001234560101 QA58DOHB00001234567890ABCDEFG
JO94CBJO0010000000000131000302 LB62099900000001001901229114 PK36SCBL0000001123456702 RS35260005601001611379
UA213223130000026007233566001 MC5811222000010123456789030 SM86U0322509800000000270100 AD1200012030200359100100
GE29NB0000000101904917 KZ86125KZT5004100100 AZ21NABZ00000000137010001944 BH67BMAG00001299123456
DO28BAGR00000001212453611324 GI75NWBK000000007099453 FO6264600001631634 GL8964710001000206 ME25505000012345678951
MK07250120000058984 MD24AG000225100013104168 AL47212110090000000235698741 BA391290079401028494
VG96VPVG0000012345678901 TN5910006035183598478831 MU17BOMM0101101030300200000MUR CR05015202001026284066
XK051212012345678906 SC18SSCB11010000000000001497USD LC55HEMM000100010012001200023015 ST68000100010051845310112
SV62CENR00000000000000700025 TL380080012345678910157 BY13NBRB3600900000002Z00AB00 IQ98NBIQ850123456789012
VA59001123000012345678 EG380019000500000000263180002 LY83002048000020100120361 SD2129010501234001
RU0304452522540817810538091310419 LI21088100002324013AA
ES7921000813610123456789
""".split())
# SSNs the SSA lists as never valid for use: the wallet-card sample, its own advertising sample, the placeholder every
# form guide prints and the range it reserves for advertisements
DOC_SSNS = frozenset(("078-05-1120", "219-09-9999", "123-45-6789", *(f"987-65-432{i}" for i in range(10))))
_SSN = re.compile(r"(?<![\d-])\d{3}([ -]?)\d{2}\1\d{4}(?![\d-])")
# the passwords every policy, training, breach list and joke names as the weak ones
FAMOUS_PASSWORDS = frozenset("""
p@ssw0rd p@55w0rd passw0rd password password1 password123 password! password1! pa$$word 123456 1234567 12345678
123456789 1234567890 12345 111111 000000 654321 123123 qwerty qwerty123 qwertyuiop 1q2w3e4r 1qaz2wsx asdfgh
letmein letmein1 letmein123 welcome welcome1 welcome123 iloveyou monkey dragon sunshine princess football
baseball abc123 admin admin123 root toor changeme hunter2 trustno1 master shadow superman batman
tr0ub4dor&3 correct horse battery staple correcthorsebatterystaple summer2024! winter2024! spring2024 azerty
passwort hallo123 motdepasse contraseña senha123 пароль 123qwe zaq12wsx 1qaz@wsx admin/admin root/root
""".split()) - {"correct", "horse", "battery", "staple"} | {"correct horse battery staple"}
# a message talking about passwords, not giving one: a policy, a training, a list of bad ones, a joke, a comparison
_TALK = re.compile(
    r"(?i)polic|training|awareness|phishing|slide|workshop|lecture|course|example|e\.g\.|such as|as bad as"
    r"|stronger|weaker|weak|worst|common|most used|popular|top ?\d+|list|ban(?:ned|s)?\b|forbid|never use|don'?t use"
    r"|avoid|guess|crack|brute|dictionary|rockyou|breach|leak|xkcd|joke|meme|famous|classic|cliché|instead of|versus"
    r"|\bvs\.?\b|compare|entropy|strength|zxcvbn|haveibeenpwned|pwned|rule|requirement|schwach|beispiel|richtlinie"
    r"|unsicher|häufig|faible|exemple|politique|courant|débil|ejemplo|política|común|debole|esempio|comune|fraca"
    r"|exemplo|comum|zwak|voorbeeld|słab|przykład|слаб|пример|популярн|zayıf|örnek|弱|例|常见|示例|약한|예시")
# a season and its year, what password spraying tries first on every account ("Summer2024!", "Winter2025",
# "Herbst2024!", "Printemps2023"): famous in talk about weak or sprayed passwords, not in a policy's or a rule's talk,
# where it may be the value an admin set (round 56b)
_SEASON_YEAR = re.compile(
    r"(?:spring|summer|autumn|fall|winter|frühling|fruehling|frühjahr|sommer|herbst|printemps|été|ete|automne|hiver"
    r"|primavera|verano|otoño|otono|invierno|estate|autunno|inverno|verão|verao|outono|lente|zomer|herfst|vinter"
    r"|sommar|höst|høst|vår|wiosna|lato|jesień|zima|kevät|kesä|syksy|talvi|ilkbahar|yaz|sonbahar|kış)(?:19|20)\d\d")
_WEAK_TALK = re.compile(
    r"(?i)spray|training|awareness|phishing|slide|workshop|lecture|course|examples?\b|e\.g\.|such as|weak|worst"
    r"|common|most used|popular|top ?\d+|list|ban(?:ned|s)?\b|forbid|never use|don'?t use|avoid|guess|crack|brute"
    r"|dictionary|rockyou|breach|leak|schwach|beispiel|häufig|unsicher|faible|exemple|courant|débil|ejemplo|común"
    r"|debole|esempio|comune|fraca|exemplo|comum|zwak|voorbeeld|słab|przykład|слаб|пример|популярн|zayıf|örnek")
# the password given as a value: its name and a verb or a colon right before it
_GIVEN = re.compile(r"(?i)(?:password|passwort|contraseña|mot de passe|senha|wachtwoord|hasło|пароль|şifre|密码|pw|pwd"
                    r"|pass|code|login)\s*(?:is|was|=|:|：|是|ist|war|es|est|é|era|jest|это)\s*[\"'“‘`]?$")
_CARD = re.compile(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])")
# base32 secrets the docs print: RFC 6238's ("12345678901234567890"), pyotp's README, otplib's, Google's wiki
DOC_SEEDS = frozenset(("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "GEZDGNBVGY3TQOJQ", "base32secret3232",
                       "KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD", "JBSWY3DPEHPK3PXP"))
# a message about a provider's test mode: its test cards are quoted there; elsewhere a famous test number may stand
# for a real card in a writer's example, and is cut like one
_TEST_CUE = re.compile(r"(?i)test|sandbox|prueba|de test|di prova|teste|\bdocs?\b|documented|document[ae]|decline"
                       r"|3-?d ?secure|\b3ds\b|stripe|adyen|braintree|checkout\.com|paypal|mollie"
                       # a QA team's or a payment provider's staging talk, in the languages of the corpus
                       r"|\bqa\b|\bq\.a\.|\bpsp\b|staging|payment (?:provider|gateway|processor)|acquirer|zahlungsanbieter"
                       r"|prestataire de paiement|pasarela de pago|テスト|测试|測試|테스트|тест|δοκιμ|deneme|zkušebn|próbn")
_CLAIM = re.compile(r"(?i)(?<![^\W\d_])(?:my|mine|real|actual|own|mein\w*|echte\w*|mi|mía|mío|de verdad|ma|mon"
                    r"|vraie|minha|meu|mijn|mia|mio|vera)(?![^\W\d_])")
_CLAUSE_MARK = re.compile(r"[.!?](?=\s)|[;\n:]|—")


def _claimed(text: str, s: int) -> bool:
    """Whether the speaker claims the card at text[s:] in its clause ("my real one: ...")."""
    a = sentences.start(text, s, _CLAUSE_MARK, 60)
    if a == s:  # right after a colon: the clause before it names the value
        a = sentences.start(text, s - 1, _CLAUSE_MARK, floor=max(0, s - 60))
    return _CLAIM.search(text, a, s) is not None


_B32 = re.compile(r"(?<![A-Za-z0-9])[A-Z2-7]{16,64}={0,6}(?![A-Za-z0-9])")
_JWT = re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]*")
_QUOTES = " \"'`=:,;()"
# the documented sample's claims
_SAMPLE_CLAIMS = {"sub": "1234567890", "name": "John Doe"}

# a key's own example marker: EXAMPLE anywhere in capitals, or example/sample as a part between separators
_MARKER = re.compile(r"EXAMPLE|(?i:(?:^|(?<=[-_./]))(?:example|sample)(?=$|[-_./]))")
# the message cites a documentation or a sample file, in the languages of the corpus
_DOC_CUE = re.compile(
    r"(?i)\bdocs?\b|documentation|readme|tutorial|guide|manual|quickstart|\.env\.(?:sample|example)|\bexamples?\b"
    r"|\bsamples?\b|placeholder|stand-in|\bdoc\b|beispiel|dokumentation|anleitung|exemple|ejemplo|guía|guia"
    r"|esempio|d'esempio|manuale|modelo|voorbeeld|przykład|пример|örnek|示例|样例|例子|文档|文檔|サンプル|例|ドキュメント"
    r"|예시|예제|문서")


def sample_jwt(tok: str) -> bool:
    """Whether tok is a JWT whose payload holds the documented sample's subject and name."""
    m = _JWT.search(tok)
    if m is None:
        return False
    p = m.group(1)
    try:
        claims = json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except (ValueError, UnicodeDecodeError):
        return False
    return isinstance(claims, dict) and all(claims.get(k) == v for k, v in _SAMPLE_CLAIMS.items())


def marked_example(text: str, v: str) -> bool:
    """Whether the key v carries an example marker of its own and the message cites a documentation or a sample."""
    tok = v.strip(" \"'`=:,;()")
    if len(tok) < 16 or any(c.isspace() for c in tok):
        return False
    return _MARKER.search(tok) is not None and _DOC_CUE.search(text) is not None


def readable_base32(tok: str) -> bool:
    """Whether tok is base32 whose first six bytes decode to printable ASCII: a word someone encoded for a docs page
    (``JBSWY3DP...`` is "Hello!"), never the random bytes of an authenticator's seed."""
    if not _B32.fullmatch(tok):
        return False
    try:
        raw = base64.b32decode(tok + "=" * (-len(tok) % 8))
    except (ValueError, binascii.Error):
        return False
    return len(raw) >= 6 and all(32 <= b < 127 for b in raw[:6])


def _published_spots(text: str) -> list[tuple[int, int]]:
    """Where text holds a documented test card or a documented base32 seed."""
    out: list[tuple[int, int]] = []
    test = _TEST_CUE.search(text) is not None
    for m in _CARD.finditer(text):
        if test and re.sub(r"[ -]", "", m.group()) in TEST_CARDS and not _claimed(text, m.start()):
            out.append(m.span())
    doc = None
    for m in re.finditer(r"(?<![A-Za-z0-9])[A-Za-z0-9]{16,64}={0,6}(?![A-Za-z0-9])", text):
        tok = m.group()
        if tok in DOC_SEEDS or tok.rstrip("=") in DOC_SEEDS:
            out.append(m.span())
        elif readable_base32(tok):
            if doc is None:
                doc = _DOC_CUE.search(text) is not None or re.search(r"(?i)\brfc\b|\bwiki\b", text) is not None
            if doc:
                out.append(m.span())
    return out


def _occurrences(text: str, p: str) -> list[int]:
    out: list[int] = []
    i = text.find(p)
    while i >= 0:
        out.append(i)
        i = text.find(p, i + 1)
    return out


def _norm(v: str) -> str:
    return v.strip(_QUOTES + " .!?").lower()


def famous_password(text: str, s: int, v: str) -> bool:
    """Whether v, at text[s:], is a famous weak password talked about (a policy, a list, a joke, a comparison), not
    given as the speaker's own ("my password is qwerty123") nor as a value after its name outside such talk."""
    w = _norm(v)
    listed = w in FAMOUS_PASSWORDS or w.replace(" ", "") in FAMOUS_PASSWORDS
    season = not listed and _SEASON_YEAR.fullmatch(w) is not None
    if not (listed or season):
        return False
    if _claimed(text, s):
        return False
    # a clause that hands the value over ("the wifi password is letmein") gives it, unless it talks about it too
    a = sentences.start(text, s, _CLAUSE_MARK, 80)
    talk = _WEAK_TALK if season else _TALK
    if _GIVEN.search(text[a:s]) and not talk.search(text, a, min(len(text), s + len(v) + 60)):
        return False
    return talk.search(text) is not None


def published_value(text: str, s: int, v: str) -> bool:
    """Whether v, at text[s:], is a published value: a GVLK, a documented example IBAN, an SSN the SSA never issues
    (unless claimed as the speaker's), a famous weak password talked about."""
    tok = v.strip(_QUOTES + " .")
    if tok in GVLKS:
        return True
    if tok.replace(" ", "") in EXAMPLE_IBANS:
        # a writer may still call a famous example "my IBAN": the claim leaves it cut
        return not _claimed(text, s + len(v) - len(v.lstrip(_QUOTES + " .")))
    if _SSN.fullmatch(tok) and re.sub(r"[ -]", "", tok) in {x.replace("-", "") for x in DOC_SSNS}:
        return not _claimed(text, s + len(v) - len(v.lstrip(_QUOTES + " .")))
    return famous_password(text, s + len(v) - len(v.lstrip(_QUOTES)), v)


# the development chains' default mnemonics, printed in their docs, funded on every local node: Ganache's, Truffle's
_DEV_MNEMONICS = frozenset({
    "myth like bonus scare over problem client lizard pioneer submit female collect",
    "candy maple cake sugar pudding cream honey rich smooth crumble sweet treat",
})


def published_mnemonic(v: str) -> bool:
    """Whether v is a published test mnemonic: a development chain's default, or one word said eleven, fourteen ...
    twenty-three times and a last word (Hardhat's and Anvil's "test test ... junk", BIP39's "abandon ... about",
    "zoo ... wrong"), which no wallet generates."""
    words = v.strip(_QUOTES + " .,").lower().split()
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    return " ".join(words) in _DEV_MNEMONICS or len(set(words[:-1])) == 1


def keep(text: str, spans: list[Span]) -> None:
    """Drops a span whose value is a published example (a span over more than it keeps the rest's cut)."""
    if not spans:
        return
    published = any(p in text for p in PUBLISHED)
    # a rule may cut a JWT in pieces (header and payload, signature): each piece inside a sample token stays
    samples = [(m.start(), m.end()) for m in _JWT.finditer(text) if sample_jwt(m.group())] if "eyJ" in text else []
    # a rule may cut a published key in part ("sk_test" then the rest): a piece inside one stays too
    if published:
        samples += [(i, i + len(p)) for p in PUBLISHED for i in _occurrences(text, p)]
    samples += _published_spots(text)
    kept: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        if published and any(p in v for p in PUBLISHED) and len(v.strip(" \"'`=:")) <= max(
                len(p) for p in PUBLISHED if p in v) + 12:
            continue
        s2, e2 = s + len(v) - len(v.lstrip(_QUOTES)), e - len(v) + len(v.rstrip(_QUOTES))
        if any(a <= s2 and e2 <= b for a, b in samples):
            continue
        if marked_example(text, v) or published_mnemonic(v) or published_value(text, s, v):
            continue
        kept.append((s, e, k))
    spans[:] = kept
