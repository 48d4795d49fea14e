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
_CARD = re.compile(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])")
# base32 secrets the docs print: RFC 6238's ("12345678901234567890"), pyotp's README, otplib's, Google's wiki
DOC_SEEDS = frozenset(("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "GEZDGNBVGY3TQOJQ", "base32secret3232",
                       "KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD", "JBSWY3DPEHPK3PXP"))
# a message about a provider's test mode: its test cards are quoted there; elsewhere a famous test number may stand
# for a real card in a writer's example, and is cut like one
_TEST_CUE = re.compile(r"(?i)test|sandbox|prueba|de test|di prova|teste|\bdocs?\b|documented|document[ae]|decline"
                       r"|3-?d ?secure|\b3ds\b|stripe|adyen|braintree|checkout\.com|paypal|mollie")
_CLAIM = re.compile(r"(?i)(?<![^\W\d_])(?:my|mine|real|actual|own|mein\w*|echte\w*|mi|mía|mío|de verdad|ma|mon"
                    r"|vraie|minha|meu|mijn|mia|mio|vera)(?![^\W\d_])")
_CLAUSE_MARK = re.compile(r"[.!?](?=\s)|[;\n:]|—")


def _claimed(text: str, s: int) -> bool:
    """Whether the speaker claims the card at text[s:] in its clause ("my real one: ...")."""
    a = max((m.end() for m in _CLAUSE_MARK.finditer(text, max(0, s - 60), s)), default=max(0, s - 60))
    if a == s:  # right after a colon: the clause before it names the value
        a = max((m.end() for m in _CLAUSE_MARK.finditer(text, max(0, s - 60), s - 1)), default=max(0, s - 60))
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
        if marked_example(text, v) or published_mnemonic(v):
            continue
        kept.append((s, e, k))
    spans[:] = kept
