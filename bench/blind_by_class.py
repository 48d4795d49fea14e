"""Which classes of secret the blind sets' ONE recorded first run let through.

    nice python -m bench.blind_by_class                   # writes bench/results/blind_by_class.{md,json}
    nice python -m bench.blind_by_class --runs /tmp/r.json  # keep (or reuse) the per-secret outcomes there
    python -m bench.blind_by_class --runs /tmp/r.json --show  # 20 random labelled secrets per class, on screen only

Each blind set heldout_v28..v<LAST> was run once, on the commit its row in tests/data/secrets/README.md names (the
"frozen" column; bench/results/heldout_vNN_first_run.txt holds that run's output). That commit is checked out
again in a temporary detached worktree and ITS tests/test_redaction_corpus.heldout scores the set (the YAML from the
tree at that commit, or the current tree's copy where the set was committed after its run's commit), with ITS
run_case wrapped to record which secret of each case was kept out. The set's total must equal the first-run figure
of the README table and of the first_run.txt file: the per-secret outcomes are that run's, not a later redactor's.

Every secret is then given ONE class by `label` (below): rules on the value's shape, the case's id slug and note,
and two language-free marks of where the value stands in its text (inside a URL's user:password@, after a config
name). Never the redactor's output. The tables count secrets and secrets kept out per class; the committed output
holds counts only (--show prints labelled examples for checking the rules, never into a file).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "secrets"
LAST = 44  # the newest blind set with a first run; its row must be in the README table
SETS = tuple(range(28, LAST + 1))
RECENT = tuple(range(LAST - 5, LAST + 1))  # the last six
RECENT_NAME = f"v{RECENT[0]}-v{RECENT[-1]}"
PYTHON = sys.executable  # the replays run with this interpreter, each in its commit's worktree

# ---- the first runs, replayed ---------------------------------------------------------------------------------

# Run inside the old tree: its own heldout() and run_case(), run_case wrapped to keep each case's per-secret list.
_RUN = """
import contextlib, io, json, sys, yaml
import tests.test_redaction_corpus as T
import utils.redact
name, src = sys.argv[1], sys.argv[2]
doc = yaml.safe_load(open(src, encoding="utf-8").read())
got = []
inner = T.run_case
def run_case(c):
    out, ok = inner(c)
    got.append([c.get("id") or c.get("kind"), ok])
    return out, ok
T.run_case = run_case
with contextlib.redirect_stdout(io.StringIO()):
    kept, total, misses, looks, changed = T.heldout(name, show=False, doc=doc)
json.dump({"kept": kept, "total": total, "looks": looks, "changed": len(changed), "cases": got,
           "redactor": utils.redact.__file__, "corpus": T.__file__}, sys.stdout)
"""


def first_runs(readme: Path = DATA / "README.md") -> dict[int, dict[str, Any]]:
    """{set number: {"commit", "kept", "total"}} from the README table's rows (| vNN ... | commit | k/n (..) | ...)."""
    rows: dict[int, dict[str, Any]] = {}
    for ln in readme.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\| v(\d+)\b[^|]*\| ([0-9a-f]{7,40}) \| (\d+)/(\d+) \(", ln)
        if m:
            rows[int(m[1])] = {"commit": m[2], "kept": int(m[3]), "total": int(m[4])}
    return rows


def first_run_file(v: int) -> tuple[int, int] | None:
    """(kept, total) as bench/results/heldout_vNN_first_run.txt recorded them."""
    p = ROOT / "bench" / "results" / f"heldout_v{v}_first_run.txt"
    m = re.search(rf"^heldout_v{v}\.yaml: secrets kept out (\d+)/(\d+)", p.read_text(encoding="utf-8"), re.M)
    return (int(m[1]), int(m[2])) if m else None


def replay(v: int, commit: str) -> dict[str, Any]:
    """Set v scored by the commit's own corpus runner, in a temporary detached worktree removed afterwards."""
    name = f"heldout_v{v}.yaml"
    with tempfile.TemporaryDirectory(prefix="blind_by_class_") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(tree), commit], check=True)
        try:
            in_tree = tree / "tests" / "data" / "secrets" / name
            current = DATA / name
            src = in_tree if in_tree.exists() else current
            run = subprocess.run([PYTHON, "-c", _RUN, name, str(src)], cwd=tree, capture_output=True, text=True,
                                 env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "HOME": tmp})
            if run.returncode:
                raise SystemExit(f"{name} at {commit}: {run.stderr[-3000:]}")
            got: dict[str, Any] = json.loads(run.stdout)
            if not (got["redactor"].startswith(str(tree)) and got["corpus"].startswith(str(tree))):
                raise SystemExit(f"{name}: the run imported {got['redactor']}, not the worktree's")
            got["yaml"] = "tree" if in_tree.exists() else "current (not in the tree at its run's commit)"
            got["yaml_same_bytes"] = in_tree.read_bytes() == current.read_bytes() if in_tree.exists() else None
            del got["redactor"], got["corpus"]
            return got
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)


def replay_all(cache: Path | None) -> dict[str, Any]:
    runs: dict[str, Any] = json.loads(cache.read_text(encoding="utf-8")) if cache and cache.exists() else {}
    table = first_runs()
    for v in SETS:
        key = f"v{v}"
        if key in runs and runs[key].get("commit") == table[v]["commit"]:
            continue
        print(f"replaying heldout_v{v} on {table[v]['commit']} ...", file=sys.stderr, flush=True)
        runs[key] = {"commit": table[v]["commit"], **replay(v, table[v]["commit"])}
        if cache:
            cache.write_text(json.dumps(runs), encoding="utf-8")
    return runs


# ---- the labels ---------------------------------------------------------------------------------------------

# (class, its row's name, its group): "credentials" open or pay for something; "personal identifiers and accounts"
# name a person or their bank account.
CREDENTIALS, PERSONAL = "credentials", "personal identifiers and accounts"
CLASSES: dict[str, tuple[str, str]] = {
    "provider_key": ("provider key / API token", CREDENTIALS),
    "private_key": ("private key (PEM, SSH, wallet)", CREDENTIALS),
    "connection": ("connection-string credentials", CREDENTIALS),
    "password": ("password / passphrase", CREDENTIALS),
    "otp": ("one-time / 2FA / SMS code", CREDENTIALS),
    "pin": ("PIN", CREDENTIALS),
    "recovery_codes": ("recovery / backup codes", CREDENTIALS),
    "totp_seed": ("TOTP seed", CREDENTIALS),
    "seed_phrase": ("seed phrase", CREDENTIALS),
    "cookie": ("session cookie", CREDENTIALS),
    "wifi": ("Wi-Fi key", CREDENTIALS),
    "door_code": ("door / gate / safe / alarm / key-box code", CREDENTIALS),
    "security_answer": ("security answer", CREDENTIALS),
    "card": ("card number / CVC / expiry (and gift-card codes)", CREDENTIALS),
    "national_id": ("national / tax / personal id", PERSONAL),
    "document": ("passport / licence / insurance number", PERSONAL),
    "bank_account": ("bank account / IBAN", PERSONAL),
    "other": ("other", "other"),
}

# What a case's note and id slug (and, failing them, the words just before the value in its text) call its secrets:
# each row's names are matched in turn, longer and more particular rows first (a "card PIN" is a PIN, a "KRA PIN" a
# tax id, a "request id" nothing), each match masking its span from the later rows. The names are English, as the
# writers' ids and notes mostly are, plus the common native names the ids transliterate and some notes use.
_NAMES: tuple[tuple[str, str], ...] = (
    # names of public things, and of things no class is about
    (r"(?:request|trace|order|app|client|zone|channel|tenant|subscription|project|team|transaction|chat|user|"
     r"device|account|key|org|commit|image|event|tracking|booking|invoice|reference|parcel|customer) ids?\b|"
     r"\bkey id\b|apple ids?|\buser ?ids?|login ids?|\bssid\b|\bversion\b|sort code|\bifsc\b|\bbic\b|\bswift\b|"
     r"\bbik\b|\babn\b|\bein\b|\bcnpj\b|"
     r"\bcui\b|\bregon\b|\bvat\b|storage accounts?|y-tunnus|organisationsnummer|\bkey ?-?list", "_"),
    (r"kra pin|tax pin|national insurance(?: numbers?)?", "national_id"),
    (r"service accounts?|password[- ]reset (?:tokens?|links?)|reset tokens?", "provider_key"),
    (r"\bcard'?s?\s+(?:[\w-]+\s+){0,2}pins?\b|\bpins?\s+(?:(?:of|for|to)\s+(?:the\s+|my\s+|your\s+)?)?"
     r"(?:card|kart\w*|carte|cart[aã]o|tarjeta)", "pin"),
    (r"dynamic (?:second )?(?:pin|password|code)|رمز پویا|ramz(?:-e)? pouya", "otp"),
    (r"gift cards?(?: claim)?(?: codes?)?|claim codes?", "card_code"),
    # a mobile-money transaction's code: the writers counted it a secret, it is no credential of any class here
    (r"m-?pesa (?:transaction |confirmation |sms )?codes?|msimbo wa m-?pesa", "other"),
    (r"wireguard", "private_key"),
    (r"safe words?|code words?|verbal password|basic (?:auth|credentials)", "password"),
    (r"totp code|authenticator code|2fa code|two-factor code|login code|sms code|verification code|verify code|"
     r"one-time|one time|\botps?\b|dynamic code|dynamic password|coordinate card|transaction code|\btac\b|"
     r"\bblik\b|m-?tan|\btan\b|approval code|auth code|confirmation code|\bsms\b|key-?list code|avainluku|"
     r"tunnusluku|online-?bank code|验证码|驗證碼|認証コード|인증번호|код подтверждения|код из смс|"
     r"mã otp|mã xác thực|رمز التحقق|کد تایید|doğrulama|código de verifica|code de vérification|"
     r"bestätigungscode|verificatiecode|weryfikac", "otp"),
    (r"recovery codes?|recovery keys?|backup codes?|scratch codes?|emergency codes?|2fa codes|rescue codes?",
     "recovery_codes"),
    (r"seed phrase|recovery phrase|mnemonic|seed words|bip-?39|wallet words|\b(?:12|24)-word|(?<!totp )\bseed\b",
     "seed_phrase"),
    (r"totp seeds?|totp secrets?|totp key|2fa secret|2fa seed|2fa key|otpauth|authenticator (?:secret|key|seed)|"
     r"setup key|\btotp\b|two-factor secret|\bmfa secret", "totp_seed"),
    (r"security questions?|security answers?|secret questions?|secret answers?|answers? to|memorable|"
     r"maiden name", "security_answer"),
    (r"wi-?fi|\bwlan\b|\bwpa2?\b|wireless|network key|fritz!?box|无线|와이파이|ワイファイ|вай-?фай", "wifi"),
    (r"session cookies?|\bcookies?\b|session ids?|sessionid|phpsessid|connect\.sid", "cookie"),
    (r"connection strings?|connection uri|connection url|connstring|\bdsn\b|database url|broker url|\bjdbc\b",
     "connection"),
    (r"private keys?|privkey|\bwif\b|ssh keys?|openssh|\bpem\b|wallet keys?|deploy keys?|id_rsa|id_ed25519|"
     r"pkcs ?#?8|service account json", "private_key"),
    (r"card pins?|atm pins?|upi pins?|pin ?-?codes?|\bm?pins?\b|\bpuk\b|passcode|bancomat|\batm\b|\bnip\b|"
     r"diia code|暗証番号|anshou|пин-?код|пін-?код|\bпин\b|\bпін\b|zhifu mima|payment password|支付密码|"
     r"\bbankid code", "pin"),
    (r"\bdoors?\b|\bgates?\b|\bentrance\b|\bdver[ie]?\b|alarm|\bsafe\b|key ?-?box|keybox|lock ?-?box|digicode|"
     r"portkod|padlock|\blockers?\b|garage|"
     r"entry code|keypad|intercom|smart lock|combination|lock codes?|n[oø]e?glebox|building code|tresor|\bporta\b|"
     r"kod binyan|kod kni[sz]a|kapuk[oó]d|haust[uü]e?r|t[uü]e?rcode|code porte|porte d'entrée|domofon|kluis|"
     r"\bsejf\b|\bsef\b|\bseif\b|kassask[aå]p|cassaforte|caja fuerte|\bcofre\b|门禁|門禁|门锁|密码锁|"
     r"保险箱|金庫|オートロック|도어락|현관|сигнализац|домофон|קוד כניסה", "door_code"),
    (r"driver'?s? licen[cs]es?|driving licen[cs]es?|licen[cs]e numbers?|\bdl\b|passports?|pasport|"
     r"residence permit|health insurance|health card|insurance numbers?|insurance card|medicare|\bnhs\b|mutuelle|"
     r"member numbers?|member ids?|health plan|membership number|policy numbers?|philhealth|\behic\b|\bkela\b|"
     r"voter|\bdrivers\b|\bmrz\b|"
     r"паспорт|护照|護照|パスポート|여권|pasaport|passeport|reisepass|paspoort|paszport|führerschein|"
     r"permis de conduire|保険証", "document"),
    (r"national insurance|national ids?|national identity|national code|id numbers?|identity numbers?|"
     r"identity card|id card|personal numbers?|personal codes?|personal identity|citizen ids?|resident ids?|"
     r"resident registration|social security|\bssn\b|\bsin\b|\bnino\b|ni number|tax ids?|tax numbers?|tax file|"
     r"taxpayer|\btin\b|\btfn\b|\binn\b|snils|pesel|\bcpf\b|\bcnp\b|\bdni\b|\bnie\b|\bnif\b|\bbsn\b|\bcpr\b|"
     r"hetu|personnummer|f[oø]dselsnummer|\bfnr\b|aadhaar|\bpan\b|\bnik\b|cccd|\bamka\b|\bafm\b|\btaj\b|"
     r"ad[oó]azonos[ií]t[oó]|rnokpp|tckn|\btc\b|kimlik|my ?number|jumin|\brrn\b|shenfenzheng|\bsfz\b|hawiya|"
     r"iqama|emirates|teudat|zehut|\btz\b|melli|codice fiscale|fiscale|steuer-?id|steuerid|steuer|\bnir\b|"
     r"\bsecu\b|rodn[eé]|\begn\b|\boib\b|jmbg|\bcurp\b|\brfc\b|\brut\b|\bcuit\b|\bcuil\b|nric|\bktp\b|"
     r"\bsss\b|\bumid\b|kitambulisho|huduma|\bnida\b|\bbvn\b|\bnin\b|\bird\b|\bppsn?\b|\bitin\b|"
     r"henkil[oö]tunnu|isikukood|asmens kodas|personas kods|\bcnic\b|\bnid\b|\bkra\b|ssnit|mykad|"
     r"prachachon|\bthai id\b|\bids?\b|身份证|身分證|マイナンバー|주민등록번호|снилс|\bинн\b|рнокпп|"
     r"کد ملی|תעודת זהות|رقم الهوية|आधार|kode melli|personalausweis|dow[oó]d|주민번호|s[ée]cu\b|"
     r"s[ée]curit[ée] sociale", "national_id"),
    (r"card numbers?|credit cards?|debit cards?|gift cards?|salary cards?|bank cards?|\bcards?\b|\bcvv2?\b|"
     r"\bcvc2?\b|\bcid\b|expiry|expiration|\bamex\b|\bvisa\b|mastercard|unionpay|\bmir\b|\bkart[ay]?\b|kartka|"
     r"kartu|cart[aã]o|\bcarte\b|tarjeta|rupay|\bjcb\b|maestro|\btroy\b|银行卡|卡号|카드", "card"),
    (r"\bibans?\b|account numbers?|bank accounts?|current account|own account|kontonummer|\bkonto\b|rekening|"
     r"\bcbu\b|clabe|\brib\b|\bnib\b|\bnrb\b|sheba|shaba|cuenta|\bconta\b|compte|sz[aá]mla|[uú][cč]et|"
     r"tai khoan|tài khoản|\btili\b|tilinumero|hesap|upi ids?|\bupi\b|\bvpa\b|gcash|m-?pesa number|\bbsb\b|"
     r"routing|\baccounts?\b|\bschet\b|promptpay|gyejwa|customer number|口座|계좌|账户|账号|帐号|счёт|рахун",
     "bank_account"),
    (r"passwords?|passphrases?|passwort|passord|l[oö]senord|senha|contrase[nñ]a|contrasenya|mot de passe|"
     r"[sş]ifre|\bmima\b|\bramz\b|\bparol[ae]?\b|has[lł]o|wachtwoord|salasana|jelsz|heslo|lozinka|kodeord|"
     r"adgangskode|mat khau|mật khẩu|kata sandi|sisma|\bpw\b|\bpwd\b|\bpass\b|master|app-specific|"
     r"code words?|safe words?|verbal|\bsandi\b|login|keychain|keystore|"
     r"pkcs12|\bbankid\b|密码|密碼|パスワード|비밀번호|пароль|كلمة (?:ال)?مرور|رمز عبور|סיסמ|รหัสผ่าน|"
     r"पासवर्ड|κωδικός", "password"),
    (r"api keys?|api tokens?|access ?keys?|secret keys?|client secrets?|signing secrets?|auth tokens?|bearer|"
     r"webhooks?|\bpats?\b|\btokens?\b|licen[cs]e keys?|product keys?|\bjwts?\b|\baws\b|stripe|github|slack|"
     r"openai|anthropic|twilio|sendgrid|gitlab|\bnpm\b|npmrc|pypi|\bhf\b|hugging ?face|azure|\bgcp\b|cloudflare|"
     r"datadog|heroku|discord|telegram|docker|\bk8s\b|kubernetes|django|\bbots?\b|\bsid\b|mailgun|shopify|"
     r"firebase|sentry|algolia|mapbox|\bapi\b|app[_ ]keys?|registry|aliyun|alibaba|\bghcr\b|\bkeys?\b", "provider_key"),
)
_NAME_RES = tuple((re.compile(p), cls) for p, cls in _NAMES)

# A note's clause about a look-alike or someone else's value, or what follows "vs", names what is NOT a secret:
# it is not read.
_NOT_SECRET = re.compile(r"look-?alike|public|neutral|payee|not (?:a )?secrets?|\bstays?\b|not secret|"
                         r"the (?:bank|company|shop|tax office)'?s?\b|documentation|docs example|placeholder|masked|"
                         r"\bemployer|\bcompany|merchant|\bshop'?s\b|negative|\bneg\b|example|"
                         r"is an? (?:\w+ )?(?:identifier|reference)|"
                         r"not the user")
# a generic name next to a particular one is the particular one's (a "Wi-Fi password", "κωδικός WiFi", "alarm PIN")
_GENERIC, _PARTICULAR = {"password", "pin"}, {"wifi", "door_code"}
_LIST = re.compile(r"[,;&+/]|\b(?:and|und|et|y|e|i|og|och|en|и|ve|dan|na|và|or)\b")


def _clauses(note: str) -> str:
    note = re.sub(r"\([^)]*\)", " ", note.lower())
    keep = []
    for clause in re.split(r"[;,]|\.\s|\.$", note):
        clause = re.split(r"\bvs\.?\b|\bversus\b|\bnext to\b|\bbeside\b|\brather than\b", clause)[0]
        if clause.strip() and not _NOT_SECRET.search(clause):
            keep.append(clause)
    return " ; ".join(keep)


def _found(text: str) -> list[tuple[int, int, str]]:
    """(start, end, class) of every name in the text, generic names beside a particular one dropped."""
    found: list[tuple[int, int, str]] = []
    masked = text
    for rx, cls in _NAME_RES:
        for m in rx.finditer(masked):
            found.append((m.start(), m.end(), cls))
        masked = rx.sub(lambda m: " " * len(m[0]), masked)
    found.sort()
    merged: list[tuple[int, int, str]] = []
    for f in found:  # one name in two matches ("teudat zehut", "aws key") is one name
        if merged and merged[-1][2] == f[2] and not text[merged[-1][1]:f[0]].strip(" -_"):
            merged[-1] = (merged[-1][0], f[1], f[2])
        else:
            merged.append(f)
    found = merged
    near = [f for f in found if f[2] in _PARTICULAR]

    def beside(g: tuple[int, int, str], n: tuple[int, int, str]) -> bool:
        between = text[min(g[1], n[1]):max(g[0], n[0])]
        return len(between) <= 9 and not _LIST.search(between)

    return [f for f in found if f[2] != "_" and not (f[2] in _GENERIC and any(beside(f, n) for n in near))]


def named(note: str, slug: str) -> list[str]:
    """The classes the note (its clauses about secrets) then the id slug name, in the order named, repeats kept (a
    note "SNILS, INN and passport number" gives national_id, national_id, document); the slug adds what the note
    does not name."""
    out = [cls for _, _, cls in _found(_clauses(note))]
    return out + [cls for _, _, cls in _found(slug.replace("-", " ")) if cls not in out]


def context(value: str, text: str, others: Sequence[str] = ()) -> list[str]:
    """The classes named in the 40 characters before the value's first place in the text, nearest first; the window
    starts after any other secret of the case inside it (whose name is not this value's)."""
    i = text.find(value)
    if i < 0:
        return []
    window = text[max(0, i - 40):i]
    for o in others:
        if o and o != value and o in window:
            window = window[window.rindex(o) + len(o):]
    return [cls for _, _, cls in reversed(_found(window.lower()))]


_CJK_DIGITS = str.maketrans("〇零一二三四五六七八九", "00123456789")


@dataclass(frozen=True)
class Shape:
    """A value's shape: its text with every script's decimal digits (and CJK numerals) as ASCII digits."""

    raw: str
    ascii: str
    compact: str  # without spaces, dashes, dots, slashes
    digits: int
    letters: int
    symbols: int
    words: int

    @classmethod
    def of(cls, value: str) -> Shape:
        a = "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() else ch for ch in value.translate(_CJK_DIGITS))
        a = a.strip()
        compact = re.sub(r"[\s\-./]", "", a)
        return cls(value, a, compact, sum(ch.isdigit() for ch in a), sum(ch.isalpha() for ch in a),
                   sum(not ch.isalnum() and not ch.isspace() for ch in a), len(a.split()))


def luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def iban_valid(value: str) -> bool:
    s = re.sub(r"\s", "", value).upper()
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}", s):
        return False
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


_PROVIDER = re.compile(
    r"^(?:sk-(?:proj-|ant-|svcacct-|admin-)?[\w-]{16,}|[sr]k_live_\w{16,}|whsec_\w{16,}|gh[pousr]_\w{30,}|"
    r"github_pat_\w{40,}|dckr_pat_[\w-]{20,}|glpat-[\w-]{16,}|xox[abposer]-[\w-]{10,}|xapp-[\w-]{10,}|"
    r"(?:AKIA|ASIA)[A-Z0-9]{16}|"
    r"AIza[\w-]{30,}|ya29\.[\w-]{20,}|hf_\w{20,}|npm_\w{30,}|pypi-[\w-]{30,}|SG\.[\w-]{16,}\.[\w-]{16,}|"
    r"(?:AC|SK)[0-9a-f]{32}|shp(?:at|ss|ca|pa)_\w{20,}|dop_v1_\w{30,}|lin_api_\w{20,}|glsa_\w{20,}|"
    r"[0-9]{8,10}:AA[\w-]{30,}|EAA[A-Za-z0-9]{30,}|key-[0-9a-f]{32}|sq0[a-z]{3}-[\w-]{20,}|"
    r"https://(?:hooks\.slack\.com|discord(?:app)?\.com/api/webhooks|[\w.-]*webhook[\w.-]*)/\S+)")
_JWT = re.compile(r"^(?:Bearer\s+)?eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]*")
_URI_CREDS = re.compile(r"^[a-z][a-z0-9+.-]*://[^\s/@:]*:[^\s@]+@\S+", re.I)
_SEMI_CREDS = re.compile(r"(?i)(?:password|pwd|accountkey|sharedaccesskey)=[^;]+;|;(?:password|pwd|accountkey)=")
_HEX64 = re.compile(r"^(?:0x)?[0-9a-fA-F]{64}$")
_WIF = re.compile(r"^[5KL][1-9A-HJ-NP-Za-km-z]{50,51}$")


def strong(value: str, text: str, names: list[str]) -> str | None:
    """A class the value's own shape settles, or a language-free mark of where it stands in the text: inside a
    URL's user:password@ or a connection string's Password=...; (whatever the case calls it)."""
    s = value.strip()
    if "-----BEGIN" in s or re.match(r"^(?:MII[A-Za-z0-9+/]{60,}|b3BlbnNzaC1rZXktdjE)", s):
        return "private_key"
    if s.startswith("otpauth://"):
        return "totp_seed"
    if _URI_CREDS.match(s) or _SEMI_CREDS.search(s):
        return "connection"
    if _JWT.match(s):
        return "cookie" if "cookie" in names else "provider_key"
    if _PROVIDER.match(s) or _PROVIDER.match(s.split(":", 1)[-1]):  # a token, or user:token
        return "provider_key"
    esc = re.escape(s)
    if re.search(r"://(?:[^\s/@:]*:)?" + esc + r"@", text) or re.search(
            r"(?i)(?:password|pwd)\s*=\s*" + esc + r"\s*;[^\n]*(?:server|host|data source)|"
            r"(?:server|host|data source|accountname)=[^\n]*;\s*(?:password|pwd|accountkey|sharedaccesskey)\s*=\s*"
            + esc, text):
        return "connection"
    if "<<" in s and re.search(r"[A-Z0-9<]{20,}", s):
        return "document"  # a passport's machine-readable zone
    if iban_valid(s):
        return "bank_account"
    compact = re.sub(r"[\s-]", "", s)
    if ("card" in names and compact.isdigit() and 13 <= len(compact) <= 19 and luhn(compact)
            and re.fullmatch(r"\d+|\d{4}(?:([ -])\d{4})+(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{5}", s)):
        return "card"  # a Luhn-valid number grouped as cards are (an Emirates ID's 784-YYYY-NNNNNNN-C is not)
    if (_HEX64.match(s) or _WIF.match(s)) and ("private_key" in names or "provider_key" not in names):
        return "private_key"
    words = re.sub(r"(?m)^\s*\d+[.)]\s*", "", s).split()  # a numbered list's numbers are no words
    if len(words) in (12, 15, 18, 21, 24) and all(re.fullmatch(r"[a-z]{3,8}", w) for w in words):
        return "seed_phrase"
    return None


_CARD_GROUPS = re.compile(r"\d{4}(?: \d{4})+|\d{4}(?:-\d{4})+|\d{4}([ -])\d{6}\1\d{5}")  # 4-4-4-4, Amex 4-6-5
_DOC_NUMBER = re.compile(r"(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,20}")  # an id card's or a PAN's capitals and digits
_PASSPHRASE = re.compile(r"(?:[A-Za-z]+[-_.+ ]){2,}[A-Za-z]*[0-9]*[^A-Za-z0-9\s]?")


def fits(cls: str, sh: Shape, loose: bool = False) -> bool:
    """Whether a value of this shape can be a secret of the class. `loose` is the second pass, when no name fits
    strictly: a password of digits only, a one-time code of letters, an id of four digits."""
    n, c = len(sh.compact), sh.compact
    digits_only = c.isdigit()
    if cls in ("connection", "recovery_codes", "wifi"):
        return True
    if cls == "provider_key":
        return " " not in sh.ascii and n >= (8 if loose else 16)
    if cls == "private_key":
        return n >= 40
    if cls in ("password", "security_answer"):
        return loose or sh.letters > 0 or sh.symbols > 0 and not digits_only
    if cls == "cookie":
        return n >= 16
    if cls == "otp":
        return (4 <= n <= 10 and c.isalnum() and (loose or sh.digits * 2 >= n)) or (sh.digits == 0 and sh.words >= 4)
    if cls == "pin":
        return (digits_only and 3 <= n <= (12 if loose else 9)) or (sh.digits == 0 and sh.words >= 3)
    if cls == "door_code":
        return (sh.digits >= 3 and n <= 12 and sh.letters <= 2) or (sh.digits == 0 and sh.words >= 3)
    if cls == "totp_seed":
        return n >= 16 and re.fullmatch(r"[A-Za-z2-7=]+", c) is not None
    if cls == "seed_phrase":
        return sh.words >= 3 and sh.letters > sh.digits
    if cls == "card":
        return (digits_only and (3 <= n <= 4 or (12 <= n <= 19 and luhn(c)) or (loose and 4 <= n <= 19)
                                 or (loose and c.isalnum() and 8 <= n <= 20)
                                 or _CARD_GROUPS.fullmatch(sh.ascii) is not None)
                or re.fullmatch(r"(?:0[1-9]|1[0-2])\s*/\s*(?:\d{2}|\d{4})", sh.ascii) is not None)
    if cls == "other":
        return c.isalnum() and 8 <= n <= 12
    if cls == "card_code":  # a gift card's claim code
        return c.isalnum() and 8 <= n <= 24
    if cls == "bank_account":
        return ((sh.digits >= 7 and sh.digits * 2 >= n) or "@" in sh.raw
                or re.match(r"[A-Z]{2}\d{2}", c) is not None or (loose and sh.digits >= 4))
    if cls == "national_id":
        return ((sh.digits >= 7 if not loose else sh.digits >= 4 and sh.digits * 2 >= n) and sh.words <= 8 and n <= 24
                or _DOC_NUMBER.fullmatch(c) is not None and sh.digits >= 2)
    if cls == "document":
        return sh.digits >= 3 and n <= 44 or _DOC_NUMBER.fullmatch(c) is not None and sh.digits >= 2
    return False


def fallback(sh: Shape) -> str:
    """A class by shape alone, when no name the case gives fits the value."""
    c, n = sh.compact, len(sh.compact)
    if c.isdigit() and 13 <= n <= 19 and luhn(c):
        return "card"
    if _PASSPHRASE.fullmatch(sh.ascii):
        return "password"
    if " " not in sh.ascii and n >= 20 and sh.letters and sh.digits:
        return "provider_key"
    if sh.letters and (sh.digits or sh.symbols) and 6 <= n <= 40:
        return "password"
    return "other"


def label(value: str, slug: str, note: str, text: str = "", start: int = 0,
          others: Sequence[str] = ()) -> tuple[str, int | None]:
    """ONE class for a secret of a case, and the place in `named` it took (None if it took none), by the first rule
    that gives one:

    1. its shape, if that settles it (`strong`: PEM, provider prefixes, JWT, URL credentials, a valid IBAN, ...);
    2. the class named just before the value in the text (`context`), if the case's note or id names it among other
       classes and the value's shape fits it (`fits`);
    3. the classes the case's note and id slug name (`named`), in order from `start` (the place after the one the
       case's previous secret took: a note "national id and password" over two secrets gives each its own), then
       back from there, the first whose shape the value fits;
    4. the classes named in the 40 characters before the value in the text, nearest first;
    5. steps 3 and 4 again with looser shapes;
    6. a class by shape alone (`fallback`: a Luhn-valid card number, a long mixed token, a mixed password), else
       "other"."""
    cls, at = _label(value, slug, note, text, start, others)
    return ("card" if cls == "card_code" else cls), at


def _label(value: str, slug: str, note: str, text: str, start: int, others: Sequence[str]) -> tuple[str, int | None]:
    names = named(note, slug)
    got = strong(value, text, names)
    if got:
        at = [i for i, c in enumerate(names) if c == got]
        return got, next((i for i in at if i >= start), at[-1] if at else None)
    sh = Shape.of(value)
    order = list(range(start, len(names))) + list(range(min(start, len(names)) - 1, -1, -1))
    near = context(value, text, others)
    for cls in near[:1]:  # the name just before the value, when the case names that class among others
        if cls in names and len(set(names)) > 1 and cls != "provider_key" and fits(cls, sh):
            at = [i for i, c in enumerate(names) if c == cls]
            return cls, next((i for i in at if i >= start), at[-1])
    for loose in (False, True):
        for i in order:
            if fits(names[i], sh, loose):
                return names[i], i
        for cls in near:
            if fits(cls, sh, loose):
                return cls, None
    return fallback(sh), None


def slug_of(case_id: str, lang: str | None) -> str:
    """The id's words after its set and number, without the case's language code (ids start "H41-158-", "v30-061-")."""
    words = re.sub(r"^[A-Za-z]*\d+-\d+-", "", case_id).split("-")
    return "-".join(w for w in words if w != (lang or "").lower())


def labels(case: dict[str, Any]) -> list[str]:
    """The class of each of the case's secrets, in order."""
    text = case.get("text") or "\n".join(case.get("messages", []))
    slug, note = slug_of(str(case.get("id") or case.get("kind")), case.get("lang")), str(case.get("note") or "")
    got: list[str] = []
    start = 0
    for s in case["secrets"]:
        cls, at = label(str(s), slug, note, text, start, [str(x) for x in case["secrets"]])
        got.append(cls)
        start = start if at is None else at + 1
    return got


# ---- the tables -------------------------------------------------------------------------------------------------


def scored(runs: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per secret: its set, class and whether the first run kept it out (no value, no case id)."""
    rows: list[dict[str, Any]] = []
    for v in SETS:
        doc = yaml.safe_load((DATA / f"heldout_v{v}.yaml").read_text(encoding="utf-8"))
        got = runs[f"v{v}"]["cases"]
        if len(got) != len(doc["cases"]):
            raise SystemExit(f"heldout_v{v}: {len(got)} cases run, {len(doc['cases'])} in the file")
        for c, (cid, ok) in zip(doc["cases"], got):
            if cid != (c.get("id") or c.get("kind")) or len(ok) != len(c["secrets"]):
                raise SystemExit(f"heldout_v{v}: case {cid} does not line up with the file")
            rows += [{"set": v, "class": cls, "kept": bool(k),
                      "whole": bool(_URI_CREDS.match(str(s).strip()) or _SEMI_CREDS.search(str(s)))}
                     for s, cls, k in zip(c["secrets"], labels(c), ok)]
    return rows


def table(rows: list[dict[str, Any]], key: str) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for r in rows:
        t = out.setdefault(r[key], {"secrets": 0, "kept": 0})
        t["secrets"] += 1
        t["kept"] += r["kept"]
    return out


def verify(runs: dict[str, Any]) -> list[dict[str, Any]]:
    """Each replayed set's totals beside the README table's and the first_run.txt file's."""
    table_ = first_runs()
    out = []
    for v in SETS:
        r, t, f = runs[f"v{v}"], table_[v], first_run_file(v)
        out.append({"set": f"heldout_v{v}", "commit": r["commit"], "replayed": [r["kept"], r["total"]],
                    "readme": [t["kept"], t["total"]], "first_run_txt": list(f) if f else None,
                    "lookalikes_changed": [r["changed"], r["looks"]], "yaml": r["yaml"],
                    "yaml_same_bytes_as_current": r["yaml_same_bytes"],
                    "same": [r["kept"], r["total"]] == [t["kept"], t["total"]] and f == (r["kept"], r["total"])})
    return out


def _pct(kept: int, n: int) -> str:
    return f"{100 * kept / n:.1f} %" if n else "-"


def markdown_table(title: str, keys: list[tuple[str, str]], everything: dict[str, dict[str, int]],
                   recent: dict[str, dict[str, int]]) -> list[str]:
    lines = [f"| {title} | secrets | kept out | leaked | kept % | {RECENT_NAME} secrets | kept out | leaked | kept % |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for key, name in keys:
        a = everything.get(key, {"secrets": 0, "kept": 0})
        b = recent.get(key, {"secrets": 0, "kept": 0})
        if not a["secrets"]:
            continue
        lines.append(f"| {name} | {a['secrets']} | {a['kept']} | {a['secrets'] - a['kept']} | "
                     f"{_pct(a['kept'], a['secrets'])} | {b['secrets']} | {b['kept']} | {b['secrets'] - b['kept']} | "
                     f"{_pct(b['kept'], b['secrets'])} |")
    return lines


def report(runs: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    rows = scored(runs)
    for r in rows:
        r["group"] = CLASSES[r["class"]][1]
    recent = [r for r in rows if r["set"] in RECENT]
    checks = verify(runs)
    by_class, by_class_recent = table(rows, "class"), table(recent, "class")
    by_group, by_group_recent = table(rows, "group"), table(recent, "group")
    order = sorted(CLASSES, key=lambda k: (CLASSES[k][1] != CREDENTIALS, k == "other", -by_class.get(k, {}).get(
        "secrets", 0)))
    total = {"secrets": len(rows), "kept": sum(r["kept"] for r in rows)}
    total_recent = {"secrets": len(recent), "kept": sum(r["kept"] for r in recent)}
    md = [
        "# Which classes of secret the blind sets' first runs let through",
        "",
        "    nice python -m bench.blind_by_class",
        "",
        f"Each blind secrets set heldout_v{SETS[0]}..v{LAST} was run ONCE, on the commit its row of tests/data/secrets/README.md",
        "names; bench/results/heldout_vNN_first_run.txt holds that run. bench/blind_by_class.py checks each commit out",
        "again in a temporary detached worktree and scores the set with THAT commit's",
        "tests/test_redaction_corpus.heldout, its run_case wrapped to record each secret's outcome (heldout_v42,",
        "committed after its run's commit d613662, is read from the current tree). It then gives every secret one",
        "class by the rules below and counts. Counts only: no value or case is printed here.",
        "",
        "## The replays reproduce the first runs",
        "",
        "| set | commit | replayed | README table | first_run.txt | look-alikes changed | same |",
        "|---|---|---|---|---|---|---|",
    ]
    for c in checks:
        fr = "/".join(map(str, c["first_run_txt"])) if c["first_run_txt"] else "-"
        changed = "/".join(map(str, c["lookalikes_changed"]))
        md.append(f"| {c['set']} | {c['commit']} | {c['replayed'][0]}/{c['replayed'][1]} | "
                  f"{c['readme'][0]}/{c['readme'][1]} | {fr} | {changed} | {'yes' if c['same'] else 'NO'} |")
    bad = [c["set"] for c in checks if not c["same"]]
    md += ["", (f"All {len(checks)} replays give the recorded totals." if not bad else
                f"NOT the recorded totals: {', '.join(bad)}."), ""]
    md += ["## Secrets kept out on the first run, by class", ""]
    md += markdown_table("class", [(k, CLASSES[k][0]) for k in order], by_class, by_class_recent)
    md += markdown_table("class", [("all", "**all**")], {"all": total}, {"all": total_recent})[2:]
    whole = sum(1 for r in rows if r["class"] == "connection" and not r["kept"] and r["whole"])
    md += ["", f"Of the connection-credential secrets leaked, {whole} are whole connection strings (the set's secret "
           "was the URL itself; the README notes v39-v41's such misses, their credentials cut and host kept, which "
           "tests/test_redaction_corpus.leaked counts as a leak)."]
    md += ["", "## The same in two groups", ""]
    md += markdown_table("group", [(g, g) for g in (CREDENTIALS, PERSONAL, "other")], by_group, by_group_recent)
    names = {g: ", ".join(CLASSES[k][0] for k in order if CLASSES[k][1] == g) for g in (CREDENTIALS, PERSONAL)}
    md += ["", f"Credentials: {names[CREDENTIALS]}.", f"Personal identifiers and accounts: {names[PERSONAL]}.",
           "", LABELS_DOC]
    data = {
        "command": "nice python -m bench.blind_by_class",
        "sets": [f"heldout_v{v}" for v in SETS], "recent": [f"heldout_v{v}" for v in RECENT],
        "verification": checks, "all_same": not bad,
        "classes": {k: {"name": CLASSES[k][0], "group": CLASSES[k][1],
                        "all": by_class.get(k, {"secrets": 0, "kept": 0}),
                        "recent": by_class_recent.get(k, {"secrets": 0, "kept": 0})} for k in order},
        "groups": {g: {"all": by_group.get(g, {"secrets": 0, "kept": 0}),
                       "recent": by_group_recent.get(g, {"secrets": 0, "kept": 0})}
                   for g in (CREDENTIALS, PERSONAL, "other")},
        "total": {"all": total, "recent": total_recent},
        "other": by_class.get("other", {"secrets": 0})["secrets"],
    }
    return "\n".join(md) + "\n", data


LABELS_DOC = """## How the labels are made, and their limits

`label()` in bench/blind_by_class.py gives each secret ONE class, from the value, the case's id slug (its words after
the set and number, less the case's language code) and note, and the text around the value; never from the
redactor's output. The first rule that gives a class wins:

1. the value's own shape: a PEM block or key body, an otpauth:// URI, a URL with user:password@ or a connection
   string with Password=/AccountKey= (whole, or the value standing there in the text), a JWT, a known provider
   prefix (sk-, ghp_, github_pat_, xoxb-, AKIA, AIza, hf_, glpat-, SG., a Telegram bot token, webhook URLs, ...),
   a passport's machine-readable zone, an IBAN whose mod-97 check holds, a Luhn-valid 13-19 digit number grouped
   as cards are when the case names a card, 64 hex digits or a WIF key, a 12-24 word lowercase list (seed phrase);
2. the class named in the 40 characters just before the value in the text, if the note or id names that class
   among others and the value's shape fits it;
3. the classes the note (its clauses about secrets: a clause about a look-alike, a public or someone else's value,
   or what follows "vs", is dropped) and then the id slug name, in the order named, each secret of a case taking
   the first that fits its shape from the place after the one the previous secret took (so "national id and
   password" over two secrets gives each its own);
4. the classes named just before the value, nearest first; 5. steps 3 and 4 with looser shapes (a numeric
   password, an id of four digits); 6. shape alone: a Luhn-valid card number, a word-joined passphrase, a long
   mixed token (provider key), a mixed short string (password); else "other".

The names are an English word list (the ids and most notes are English) with the common native names the ids
transliterate (konto, senha, sifre, mima, digicode, portkod, ...) and some native words for notes written in the
set's language. Conventions: a numeric payment password (Chinese zhifu mima) is a PIN; a national insurance / social
security number is a national id, a health-insurance or Medicare number an insurance number (with passports and
licences); an ID-card number is a national id; a gift card's claim code counts with cards; a BitLocker or Apple
recovery key with recovery codes; an M-Pesa transaction code (counted a secret by its writers) is "other";
a Vault or reset token is a provider token; a whole connection string, or a password standing in one, is
connection credentials (a provider token in a URL stays a provider token).

Limits: there is no hand-labelled truth. The rules were written while reading these sets' ids, notes and values
(not their outcomes) and checked on random samples per class (`--show`); a last random sample of 120 labels read
by hand had two clear mislabels (about 2 %; one led to a last rule change), so expect a few per cent of secrets in
a neighbouring class. A case whose note and id do not name a
secret, or name several in another order than its secrets, can put a value in a neighbouring class (a Wi-Fi key
in a note about an alarm, a licence number taken for a national id). The class boundaries are conventions (a
bank's customer number, an eID PIN, a BankID code), and small classes (cookies, TOTP seeds, seed phrases) have
few secrets, so their percentages move by several points per secret. The figures are the first runs' (the
recorded commits), not the current redactor's.
"""


def show(per: int = 20, seed: int = 0) -> None:
    """20 random labelled secrets per class, on screen only (for checking the rules; never written to a file)."""
    by: dict[str, list[str]] = {}
    for v in SETS:
        doc = yaml.safe_load((DATA / f"heldout_v{v}.yaml").read_text(encoding="utf-8"))
        for c in doc["cases"]:
            for s, cls in zip(c["secrets"], labels(c)):
                by.setdefault(cls, []).append(f"{c.get('id')} | {str(c.get('note') or '')[:70]} | {str(s)[:50]!r}")
    rng = random.Random(seed)
    for cls in CLASSES:
        items = by.get(cls, [])
        print(f"\n== {cls} ({len(items)})")
        for x in rng.sample(items, min(per, len(items))):
            print("  ", x)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.blind_by_class", description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=Path, help="a JSON file to keep the replayed per-secret outcomes in (and reuse)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "blind_by_class.md")
    ap.add_argument("--show", action="store_true", help="print 20 random labelled secrets per class, write nothing")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.show:
        show(seed=args.seed)
        return 0
    runs = replay_all(args.runs)
    md, data = report(runs)
    args.out.write_text(md, encoding="utf-8")
    args.out.with_suffix(".json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(md)
    print(f"secrets labelled other: {data['other']}")
    return 0 if data["all_same"] else 1


if __name__ == "__main__":
    sys.exit(main())
