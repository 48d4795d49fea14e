"""Round 9 of issue 24's redaction rules: the classes behind the blind heldout_v14 run and their neighbours.

Finds: a 64-hex private key passed to a wallet, a signer or a key flag in code (``new ethers.Wallet('0x...')``,
``Account.from_key(...)``, ``--private-key 0x...``, Hardhat's ``accounts: ["0x..."]``); national ids beside
names the earlier rounds did not read (Korean RRN named in Chinese, the French NIR named in Chinese or English,
Turkish TC Kimlik, Norwegian fødselsnummer, Finnish henkilötunnus, South African id), each kept only when its
format's check holds; a password of letters only, mixed case at random, after "password is"; a value given
after an explicit correction ("sorry, typo — it's actually X", 打错了，应该是 X), whatever its shape. Keeps: the
AWS documentation's example keys (…EXAMPLE, …EXAMPLEKEY), and a run of digit groups the learned layer cut a
piece of when the whole run is no card (fails Luhn).

utils.redact's ROUNDS registry calls ``find`` beside the other rounds, ``keep`` after them (and after the learned
layer), and ``typo_fixes`` from SecretMemory; this module imports nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import re

from utils import idcheck, secret_model

Span = tuple[int, int, str]

# Words that let the gate open for these rules (utils.redact adds them to its trigger words).
TRIGGERS = (
    "nie:", "nie ", "nie：", "(nie", "nie号", "nie 号", "居民登录", "韩国", "法国社保", "社保号", "kimlik", "tckn",
    "fødselsnummer", "fodselsnummer", "henkilötunnus", "henkilotunnus", "hetu", "south africa", "南非", "土耳其",
    "挪威", "芬兰", "sécurité sociale", "securite sociale", "social security number",
    " nhs", "ahv", " avs", "瑞士", "ppsn", " pps ", "爱尔兰", " cpr", "丹麦", "curp", "墨西哥", "israel", "以色列",
    "teudat", " thai", "泰国", " nik ", "nik:", "印尼", "indonesia", " ktp", "solana", "keypair", "secretkey",
    "secret_key", "id.json", "nhs ", "nhs:", "cpr ", "cpr-", "cpr:", "thai ", "pps ", "ktp ",
)

# ---- national ids: (words that must occur, cue before the value, value pattern, validator) -------------------
_IDS = (
    (("居民登录", "韩国", "korea", "주민"), re.compile(r"(?i)居民登录|韩国|korea|주민"),
     re.compile(r"(?<![\d-])\d{6}-?[1-8]\d{6}(?![\d-])"), idcheck.korea_rrn_ok),
    (("法国", "社保号", "french", "france", "sécurité sociale", "securite sociale", "social security"),
     re.compile(r"(?i)法国|社保号|french|france|s[ée]curit[ée] sociale|social security"),
     re.compile(r"(?<![\d])[12] ?\d{2} ?(?:\d{2}|2[AB]) ?\d{2} ?\d{3} ?\d{3} ?\d{2}(?![\d])"), idcheck.nir_ok),
    (("kimlik", "tckn", "土耳其", "turk"), re.compile(r"(?i)kimlik|\btckn\b|土耳其|turk"),
     re.compile(r"(?<![\d-])[1-9]\d{10}(?![\d-])"), idcheck.tckn_ok),
    (("fødselsnummer", "fodselsnummer", "personnummer", "norw", "norg", "挪威"),
     re.compile(r"(?i)f[øo]dselsnummer|personnummer|norw|norg|挪威"),
     re.compile(r"(?<![\d-])\d{6} ?\d{5}(?![\d-])"), idcheck.fodselsnummer_ok),
    (("henkilötunnus", "henkilotunnus", "hetu", "finnish", "finland", "芬兰"),
     re.compile(r"(?i)henkil[öo]tunnus|\bhetu\b|finnish|finland|芬兰"),
     re.compile(r"(?<![\w-])\d{6}[-+A-FU-Y]\d{3}[0-9A-Ya-y](?![\w-])"), idcheck.hetu_ok),
    (("south africa", "南非", "rsa id", "sa id"), re.compile(r"(?i)south africa|南非|\brsa id|\bsa id"),
     re.compile(r"(?<![\d-])\d{13}(?![\d-])"), idcheck.za_id_ok),
    (("nhs",), re.compile(r"(?i)\bnhs\b"), re.compile(r"(?<![\d-])\d{3}([ -]?)\d{3}\1\d{4}(?![\d-])"), idcheck.nhs_ok),
    (("ahv", "avs", "瑞士", "swiss", "sozialversicherung"),
     re.compile(r"(?i)\bahv\b|\bavs\b|瑞士|swiss|sozialversicherung"),
     re.compile(r"(?<![\d.])756\.?\d{4}\.?\d{4}\.?\d{2}(?![\d]|\.\d)"), idcheck.ahv_ok),
    (("pps", "爱尔兰", "irish", "ireland"), re.compile(r"(?i)\bppsn?\b|爱尔兰|irish|ireland"),
     re.compile(r"(?<![\w-])\d{7}[A-Wa-w][A-IWa-iw]?(?![\w-])"), idcheck.ppsn_ok),
    (("cpr", "丹麦", "danish", "denmark"),
     re.compile(r"(?i)\bcpr\b|丹麦[^\n\d]{0,6}(?:身份|个人编号)|danish\s+(?:personal\s+)?(?:id|identity)"),
     re.compile(r"(?<![\d-])\d{6}-?\d{4}(?![\d-])"), idcheck.cpr_ok),
    (("curp", "墨西哥", "mexic"), re.compile(r"(?i)\bcurp\b|墨西哥|mexic"),
     re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{4}\d{6}[HMXhmx][A-Za-z]{5}[0-9A-Za-z]\d(?![A-Za-z0-9])"), idcheck.curp_ok),
    # a country's name alone is not enough where the check is one digit (1 number in 10 passes): an order or a
    # ticket number in Israel or on Thai Airways would be cut; the id's own words must be there
    (("israel", "以色列", "teudat", "zehut"),
     re.compile(r"(?i)israeli?\s+(?:national\s+)?id\b|teudat|zehut|以色列[^\n\d]{0,4}身份"),
     re.compile(r"(?<![\d-])\d{9}(?![\d-])"), idcheck.israeli_id_ok),
    (("thai", "泰国"), re.compile(r"(?i)thai\s+(?:national\s+)?id\b|thai citizen|泰国[^\n\d]{0,4}身份"),
     re.compile(r"(?<![\d-])\d([- ]?)\d{4}\1\d{5}\1\d{2}\1\d(?![\d-])"), idcheck.thai_id_ok),
    (("nik", "印尼", "indonesia", "ktp"),
     re.compile(r"(?i)\bnik\b|\bktp\b|印尼[^\n\d]{0,4}身份|indonesian\s+(?:national\s+)?id"),
     re.compile(r"(?<!\d)\d{16}(?!\d)"), idcheck.nik_ok),
)
_ID_WORDS = sorted({w for ws, *_ in _IDS for w in ws})

# ---- 64-hex private keys in code ---------------------------------------------------------------------------
_HEX64 = re.compile(r"(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])")
# what names a key (the nearest name before the value decides: "sign_transaction(tx, private_key='0x...')")
_KEY_WORD = re.compile(r"(?i)priv|secret|wallet|signer|ecdsa|from_?key|keytoaccount|account|deployer|relayer"
                       r"|operator|mnemonic|metamask|(?<![.\w])key\b(?!\s*(?:file|hash|id\b|fingerprint|digest|sum))|\bpk\b|\bsk\b|钱包|私钥|秘钥|密钥|签名")
# what names a public 32-byte value: a transaction or block hash, an event topic, a storage slot, a role, a root
_HASH_WORD = re.compile(r"(?i)hash|\btx|txid|transaction|receipt|block|topic|slot|root|proof|leaf|role|bytes32|keccak"
                        r"|sha|digest|checksum|event|salt|commit|storage|nonce|signature|\bsig\b|selector|calldata"
                        r"|merkle|uuid|\bid\b|交易|区块|哈希|摘要|校验"
                        # a computed signature's value (a payment API's sign string), not the key that made it
                        r"|签名(?:串|值|结果|字符串)|簽名(?:串|值|結果|字串)|署名(?:値|文字列)|서명 ?값")
# the value as a call's argument or a list's item: 'Wallet("0x..."', 'Bot(["0x..."'
_ARG_BEFORE = re.compile(r"(?:\w\(|\[)\s*[\"'`]?\s*$")
_CHAIN_CTX = re.compile(r"(?i)ethers|web3|wallet|\bbsc\b|chain|solidity|hardhat|foundry|truffle|metamask|infura|alchemy"
                        r"|\bevm\b|sepolia|goerli|holesky|mainnet|钱包|合约|contract|deploy")


# words joined before the digest make it a name's part ("Linux-node-<sha256>": a cache built from those files); a key's
# own name among them ("priv-key-<hex>") does not
_NAME_BEFORE = re.compile(r"(?<![\w-])(?:[A-Za-z]{2,}[-_]){2,5}$")
_KEYISH = re.compile(r"(?i)key|token|secret|pass|auth|priv|wallet|(?<![a-z])[sp]k(?![a-z])")


def _hex_keys(text: str, low: str, out: list[Span]) -> None:
    for m in _HEX64.finditer(text):
        s = m.start()
        name = _NAME_BEFORE.search(text, max(0, s - 60), s)
        if name is not None and not _KEYISH.search(name.group()):
            continue
        v = m.group(0)[-64:]
        if len(set(v.lower())) < 10 or re.search(r"(.)\1{7}", v):
            continue  # zero, a pattern, padding: no key is drawn that way
        line = text.rfind("\n", 0, s) + 1
        before = text[max(line, s - 48) : s]
        key = [k.end() for k in _KEY_WORD.finditer(before)]
        pub = [h.end() for h in _HASH_WORD.finditer(before)]
        if key and (not pub or key[-1] > pub[-1]):
            out.append((s, m.end(), "private_key"))
        elif not pub and _ARG_BEFORE.search(before) and _CHAIN_CTX.search(low):
            out.append((s, m.end(), "private_key"))


# ---- a password of letters only, mixed case at random -----------------------------------------------------
_PW_LETTERS = re.compile(r"(?i:password|passwd|passcode|\bpw\b|密码|口令)(?:\s+(?:is|was|=|:)|\s*[:：=]|\s*是|\s*为)"
                         r"\s*[\"'“]?(?P<v>[A-Za-z]{8,64})(?![A-Za-z0-9_.@-])")
# a word or an identifier in camelCase or PascalCase, with an acronym at its head (XMLHttpRequest, OAuth, iPhone)
_IDENTIFIER = re.compile(r"(?:[a-z]+|[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+)(?:[A-Z][a-z]+)*[A-Z]*")


def _letters(text: str, out: list[Span]) -> None:
    for m in _PW_LETTERS.finditer(text):
        v = m.group("v")
        if not _IDENTIFIER.fullmatch(v):
            out.append((m.start("v"), m.end("v"), "password"))


# ---- a Solana keypair as its 64 (or 32) bytes: [174,47,...] beside a key's word ----------------------------
_BYTE_ARRAY = re.compile(r"\[\s*(?:\d{1,3}\s*,\s*){31,63}\d{1,3}\s*\]")
_BYTES_CUE = re.compile(r"(?i)solana|keypair|secret_?key|private_?key|id\.json|wallet|私钥|秘钥|钱包")


def _byte_keys(text: str, out: list[Span]) -> None:
    for m in _BYTE_ARRAY.finditer(text):
        nums = [int(x) for x in re.findall(r"\d+", m.group(0))]
        steps = {b - a for a, b in zip(nums, nums[1:], strict=False)}
        if len(nums) in (32, 64) and max(nums) <= 255 and len(set(nums)) >= 16 and len(steps) > 2:
            out.append((m.start(), m.end(), "private_key"))


def find(text: str, low: str) -> list[Span]:
    """Round 9's spans over a text in its normal form."""
    out: list[Span] = []
    hit = {w for w in _ID_WORDS if w in low}
    if hit:
        for m, _ in idcheck.named(text, hit, _IDS):
            out.append((m.start(), m.end(), "national_id"))
    if "0x" in low or len(text) >= 64:
        _hex_keys(text, low, out)
    if "pass" in low or "pw" in low or "密码" in text or "口令" in text:
        _letters(text, out)
    if "[" in text and _BYTES_CUE.search(text):
        _byte_keys(text, out)
    return out


# ---- corrections with an explicit cue, whatever the new value's shape --------------------------------------
_TYPO = re.compile(
    r"(?i)\btypo\b|\bmistyp(?:ed|o)\b|\bmy bad\b|\boops\b|\bsorry\b|\bcorrection\b|\bignore (?:that|the last|my last)"
    r"|\bwait,? no\b|\bscratch that\b|\bmy mistake\b|\bno,? sorry\b|打错|输错|写错|记错|更正|不对|搞错|弄错|有误"
    r"|少了一位|多了一位|少打|多打|漏了|发错")
# the words that lead to the corrected value after the cue: "it's actually X", "I meant X", 应该是 X, "correction: X"
_LEAD = re.compile(
    r"(?i)(?:\bactually(?: it'?s| is)?|\bi meant|\bmeant to (?:type|write|say)|\bthe (?:right|real|correct|actual)"
    r" one is|\bit'?s|\bshould be|\bis|应该是|其实是|正确的是|是|为|[:：,，]|(?<!\S)[—–-])"
    r"\s*[:：]?\s*[\"'“`]?(?P<v>[^\s\"'”`,，。;；！？]{4,64})")
_UNIT_AFTER = re.compile(r"\s*(?:%|ms|s\b|sec|seconds?|minutes?|hours?|days?|px|mb|gb|kb|毫秒|秒|分钟|小时|天|元|块"
                         r"|个|次|年|月|日|号|点|版|端口|port)", re.I)


_WORDS_JOINED = re.compile(r"(?:[a-z]+|\d+)(?:[-_./](?:[a-z]+|\d+))+")


def _credential_like(v: str) -> bool:
    kinds = (any(c.islower() for c in v) + any(c.isupper() for c in v) + any(c.isdigit() for c in v)
             + any(not c.isalnum() for c in v))
    if v.isdigit():
        return 4 <= len(v) <= 12
    if (v.isalpha() and _IDENTIFIER.fullmatch(v)) or _WORDS_JOINED.fullmatch(v):
        return False  # a word, a name ("Thursday"), or lower-case words and numbers joined (eu-west-1, release-24)
    return len(v) >= 6 and kinds >= 2 and not re.fullmatch(r"v?\d+(?:\.\d+)+|[A-Za-z]+-\d{1,4}|\d{1,4}[:/.-]\d{1,4}"
                                                            r"(?:[:/.-]\d{1,4})?", v)


def _digits_fix(v: str, olds: set[str] | list[str]) -> bool:
    """Digits alone replace digits of about their length (a transposed PIN), and a year only its own digits
    reordered ("sorry, 2024 was a rough year" after a PIN is a year)."""
    if re.fullmatch(r"(?:19|20)\d\d", v):
        return any(sorted(o) == sorted(v) for o in olds)
    return any(o.isdigit() and abs(len(o) - len(v)) <= 1 for o in olds)


def typo_fixes(text: str, olds: set[str] | list[str]) -> list[Span]:
    """Values a message gives to correct one given before, after an explicit cue ("sorry, typo — it's actually
    X", "oops I meant X", "correction: X", 打错了，应该是 X): a credential's shape, whatever the old one's was."""
    if not olds:
        return []
    out: list[Span] = []
    for cue in _TYPO.finditer(text):
        end = text.find("\n", cue.end())
        pos, stop = cue.end(), min(cue.end() + 60, len(text) if end < 0 else end)
        # each lead word in turn, the next one searched from the value before ("it's actually X": "actually"
        # is the value after "it's", and a lead of its own)
        while (m := _LEAD.search(text, pos, stop)) is not None:
            v = m.group("v").rstrip(".!?:)")
            if (_credential_like(v) and not _UNIT_AFTER.match(text, m.start("v") + len(v)) and v not in olds
                    and (not v.isdigit() or _digits_fix(v, olds))):
                s = m.start("v")
                if (s, s + len(v)) not in {(a, b) for a, b, _ in out}:
                    out.append((s, s + len(v), "pin" if v.isdigit() else "password"))
                break
            pos = m.start("v")
    return out


# ---- what stays ----------------------------------------------------------------------------------------
# the AWS documentation's example keys: AKIAIOSFODNN7EXAMPLE, wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY and their kin
_AWS_EXAMPLE = re.compile(r"[A-Za-z0-9/+]{8,}EXAMPLE(?:KEY)?")
# ... asked or written about (a config pasted bare is read as the scanners read it: a key)
_ASKED = re.compile(r"(?i)\bdocs?\b|documentation|guide|tutorial|\bexamples?\b|\bsamples?\b|placeholder|readme|quickstart"
                    r"|\bwhy\b|official|\?|？|文档|教程|官方|示例|例子|样例|占位|照抄")
_DIGIT_GROUPS = re.compile(r"(?<![\d-])\d{4}(?:[ -]\d{3,4}){3,4}(?![\d-])")


def keep(text: str, spans: list[Span]) -> None:
    """Drops the AWS documentation's example keys, and a piece of a non-card digit run the learned layer cut."""
    if not spans:
        return
    runs: list[tuple[int, int]] | None = None
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        # the words around the value, not the value itself: its own "EXAMPLE" says nothing of how it is used
        if ("EXAMPLE" in v and _AWS_EXAMPLE.fullmatch(v.split("=")[-1].split(":")[-1].strip(" \"'"))
                and _ASKED.search(text[:s] + " " + text[e:])):
            continue
        if kind == secret_model.KIND and v.isdigit():
            if runs is None:
                runs = [(m.start(), m.end()) for m in _DIGIT_GROUPS.finditer(text)
                        if not idcheck.luhn_ok(m.group(0))]
            if any(a <= s and e <= b for a, b in runs):
                continue
        kept.append((s, e, kind))
    spans[:] = kept
