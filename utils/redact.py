"""Secret redaction: provider keys, tokens, private keys, passwords in prose and code, credentials in URLs.

Pure, and shared by every place text is kept: capture (before Redis), curate (before the LLM, the store
and the report), quarantine records, logs, and ``true-recall scrub`` (re-redaction of what is stored).
Every secret is replaced by ``[REDACTED:<kind>]``; keywords, quotes and URL hosts around it stay.

What detects what, and why this mix:

- **Provider keys** come from gitleaks' rule set (``utils/data/gitleaks.toml``, 220 rules, MIT), loaded
  as data: each rule's regex, secret group, entropy floor, keywords and allow-lists. It is the most
  complete maintained catalogue of key shapes, it is plain data (a newer file is a drop-in refresh, no
  code), and every rule carries keywords, which make the pre-filter below cheap. detect-secrets (Yelp)
  was evaluated as a library and not chosen: 25 plugins against gitleaks' 220 rules, its detectors scan
  one line at a time and return a value but no position (we must cut the value out of chat text, incl.
  multi-line keys), its settings are process-global, and a scan of one short line through its plugin
  chain costs tens of microseconds where capture has about 35 for a whole turn.
- **Our own rules** cover what scanners for source code do not: secrets in chat prose, English and
  Chinese ("my password is hunter2", "密码是…", passphrases, PINs), connection strings whose password
  holds ``@``, webhook and signed URLs, two-part JWTs, ``Authorization`` headers, short provider keys by
  prefix (``sk-``, ``ghp_``, ``xoxb-``…) that gitleaks requires at full length, keyword assignments, and
  an entropy test for keys of providers no rule knows.
- **Look-alikes** (git SHAs, UUIDs, hashes in logs, paths, ``pwd: /home/..``, ``Secret Santa``,
  ``csrf_token = request.form[...]``) stay: hex-only and UUID-shaped strings never count on entropy alone,
  assignment values that are code (attribute access, calls, indexing, ``${VAR}``) or paths are skipped,
  and prose needs a value that is not an ordinary word.

Speed: a single compiled pre-filter decides whether any rule can apply (almost no chat text holds a long
token, a URL or a secret-ish keyword); only then do keyword look-ups pick the few gitleaks rules to run.
All detectors collect spans on the original text; overlapping spans merge, so no rule ever sees another's
``[REDACTED`` tag and a secret is never cut in two.

Precision first (issue 24): a value found by a keyword rather than by its own shape counts only when it
reads as one (``weak_value_ok``): no code syntax, not an identifier, a type, a stand-in (``your_api_key``,
``changeme``), a URL, a path or a word, and in code a literal that is none of these. Formats with their own
validators use them: Luhn for cards, base32 lengths for TOTP seeds, GitHub's CRC32, a JWT's JSON header.

A secret found once is cut from the reply that repeats it (the caller's ``known`` set for the turn);
``SecretMemory`` keeps, for the rest of the conversation and across runs, only secret-shaped values, and
only as keyed fingerprints outside the process; it also cuts a bare value announced by the message before.
"""

from __future__ import annotations

import base64
import bisect
import hashlib
import json
import re
import tomllib
import warnings
import zlib
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

import ahocorasick_rs

from utils import (beside_secrets, card_codes, idcheck, prefilter, recovery_codes, redact_announced, redact_app_codes,
                   redact_clause_values, redact_handed_on,
                   redact_bank_codes, redact_bank_ids,
                   redact_bank_pairs, redact_card_pins, redact_checked_ids, redact_combinations,
                   redact_coordinate_cards, redact_corrections, redact_credential_lists, redact_dictated,
                   redact_documented, redact_env_values, redact_follow_ons, redact_gift_cards, redact_given_codes,
                   redact_id_columns, redact_identity_docs, redact_licences, redact_listed_secrets, redact_local_names,
                   redact_lock_codes, redact_round35c, redact_round36b, redact_round37a, redact_round37b,
                   redact_round37c, redact_round38a, redact_round38b, redact_round39a, redact_round39b, redact_round40a,
                   redact_round40b, redact_round41a, redact_round41b, redact_round42a, redact_round42b, redact_round43a,
                   redact_round43b, redact_round44a, redact_round44b, redact_round45a, redact_round45b,
                   redact_round46a, redact_round46b, redact_round47a, redact_round47b,
                   redact_round48a, redact_round48b, redact_round49a, redact_round50a, redact_round50b,
                   redact_round51a, redact_round51b, redact_round52a, redact_round52b, redact_round53a,
                   redact_round53b, redact_round54a, redact_round54b, redact_round55a, redact_round55b,
                   redact_round56a, redact_round56b, redact_round57a, redact_round57b, redact_round58a,
                   redact_round58b, redact_round59a, redact_round59b, redact_round60a, redact_round60b,
                   redact_named_codes, redact_named_keys, redact_national_ids, redact_own_accounts, redact_round31b, redact_password_lists, redact_named_numbers, redact_mistyped_cards, redact_typed_phrases, redact_native_names, redact_nato_keys,
                   redact_number_words, redact_parts, redact_password_forms, redact_payees, redact_person_ids,
                   redact_public_numbers, redact_public_parties, redact_public_shapes, redact_public_values, redact_question_answers,
                   redact_repeats, redact_reported, redact_round8, redact_round9, redact_round10, redact_round11,
                   redact_asked_answers, redact_message_codes, redact_round35b, redact_round12, redact_round13, redact_round14, redact_round15, redact_safe_words, redact_scripts,
                   redact_sea_passwords, redact_seed_runs, redact_sequences, redact_service_codes, redact_shetab,
                   redact_split_values, redact_round35a, redact_round36a,
                   redact_spoken_codes, redact_stated_values, redact_stand_ins, redact_tables, redact_tax_ids, redact_typo_fixes, redact_url_hosts,
                   redact_value_first, redact_variants, redact_wallet_keys, redact_windows, secret_model)
from utils.normalise import map_spans, normalise, normalise_map
from utils.text import entropy

RULES_FILE = Path(__file__).resolve().parent / "data" / "gitleaks.toml"


def rules_files() -> list[Path]:
    """Every file redaction's result depends on: every module of utils (the rounds' modules, the name lists and
    checkers they read), the gitleaks rules and the learned layer's model."""
    here = Path(__file__).resolve().parent
    return [*sorted(here.glob("*.py")), RULES_FILE, *sorted((here / "data").glob("secret_*.json"))]


def _rules_id() -> str:
    """A digest of rules_files(). A turn capture staged under the same id needs no second pass (curate.curator);
    a change in any round's module changes it, so turns staged before are redacted again."""
    h = hashlib.sha256()
    for f in rules_files():
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:16]


RULES_ID = _rules_id()


def _tag(kind: str) -> str:
    return f"[REDACTED:{kind}]"


# ---- gitleaks rules as data ------------------------------------------------------------------------


def go_regex(rx: str) -> str:
    """A Go (RE2) pattern as Python ``re`` reads it.

    RE2 lets ``(?i)`` appear mid-pattern (it applies to the end of the enclosing group); Python wants it
    scoped, so it becomes ``(?i:...)`` closed where the group closes. ``\\z`` is Python's ``\\Z``, and a
    ``[`` inside a class is escaped (Python warns about possible nested sets).
    """
    out: list[str] = []
    closers: list[int] = []  # per open group, how many scoped-flag groups to close with it
    i, n, in_class = 0, len(rx), False
    extra_at_end = 0
    while i < n:
        c = rx[i]
        if c == "\\" and i + 1 < n:
            esc = rx[i : i + 2]
            out.append("\\Z" if esc == "\\z" else esc)
            i += 2
            continue
        if in_class:
            if c == "]" and not (out and out[-1] in ("[", "[^")):
                in_class = False
            out.append("\\[" if c == "[" else c)
            i += 1
            continue
        if c == "[":
            in_class = True
            if rx.startswith("[^", i):
                out.append("[^")
                i += 2
                if i < n and rx[i] == "]":
                    out.append("\\]")
                    i += 1
                continue
            out.append("[")
            i += 1
            if i < n and rx[i] == "]":
                out.append("\\]")
                i += 1
            continue
        m = re.match(r"\(\?([imsU]+)\)", rx[i:])
        if m and i > 0:
            out.append(f"(?{m.group(1).replace('U', '')}:")
            if closers:
                closers[-1] += 1
            else:
                extra_at_end += 1
            i += m.end()
            continue
        if c == "(":
            closers.append(0)
        elif c == ")" and closers:
            out.append(")" * closers.pop())
        out.append(c)
        i += 1
    return "".join(out) + ")" * extra_at_end


@dataclass(frozen=True)
class Rule:
    id: str
    pattern: str  # Python syntax; compiled on first use (most rules never run in a process's life)
    secret_group: int | None  # which group is the secret (None: the first that matched, else the whole match)
    entropy: float
    keywords: tuple[str, ...]
    allow_secret: tuple[re.Pattern[str], ...]  # the secret matching one of these is not a secret
    allow_match: tuple[re.Pattern[str], ...]  # nor a match matching one of these
    stopwords: tuple[str, ...]

    @cached_property
    def regex(self) -> re.Pattern[str]:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return re.compile(self.pattern)

    def secret_span(self, m: re.Match[str]) -> tuple[int, int]:
        """Where the secret is in a match (gitleaks: the secret group, else the first group that matched)."""
        groups = self.regex.groups
        g = self.secret_group if self.secret_group is not None and self.secret_group <= groups else None
        if g is None or m.group(g) is None:
            g = next((i for i in range(1, groups + 1) if m.group(i)), 0)
        return m.span(g)


# gitleaks rules we do not run: file-path rules (no text to match) and shapes that our own rules cover with
# chat-aware exclusions (generic keyword assignments would flag `csrf_token = request.form[...]`).
_SKIPPED_RULES = frozenset({"pkcs12-file", "generic-api-key"})


@lru_cache(maxsize=1)
def gitleaks_rules() -> tuple[tuple[Rule, ...], tuple[re.Pattern[str], ...], tuple[str, ...]]:
    """(rules, global secret allow-list, global stop-words) from the vendored gitleaks.toml."""
    data = tomllib.loads(RULES_FILE.read_text(encoding="utf-8"))

    def comp(rx: str) -> re.Pattern[str]:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return re.compile(go_regex(rx))

    rules: list[Rule] = []
    for r in data["rules"]:
        if r["id"] in _SKIPPED_RULES or "regex" not in r:
            continue
        allow_s: list[re.Pattern[str]] = []
        allow_m: list[re.Pattern[str]] = []
        stops: list[str] = []
        for a in r.get("allowlists", []):
            if a.get("paths") and a.get("condition", "OR").upper() == "AND":
                continue  # needs a path to hold: never true for chat text
            target = allow_m if a.get("regexTarget") in ("match", "line") else allow_s
            target.extend(comp(x) for x in a.get("regexes", []))
            stops.extend(s.lower() for s in a.get("stopwords", []))
        sg = r.get("secretGroup")
        rules.append(Rule(
            id=r["id"], pattern=go_regex(r["regex"]), secret_group=int(sg) if sg is not None else None,
            entropy=float(r.get("entropy", 0.0)), keywords=tuple(k.lower() for k in r.get("keywords", [])),
            allow_secret=tuple(allow_s), allow_match=tuple(allow_m), stopwords=tuple(stops),
        ))
    glob = data.get("allowlist", {})
    return (tuple(rules), tuple(comp(x) for x in glob.get("regexes", [])),
            tuple(s.lower() for s in glob.get("stopwords", [])))


@lru_cache(maxsize=1)
def _keywords() -> tuple[ahocorasick_rs.AhoCorasick, tuple[tuple[Rule, ...], ...]]:
    """Every gitleaks keyword, and the rules each selects: one Aho-Corasick pass over the lowercased text
    (every occurrence, overlapping ones too) where testing the 240 words one by one costs 50 us."""
    by_kw: dict[str, list[Rule]] = {}
    for rule in gitleaks_rules()[0]:
        for k in rule.keywords:
            by_kw.setdefault(k, []).append(rule)
    words = list(by_kw)
    return (ahocorasick_rs.AhoCorasick(words, matchkind=ahocorasick_rs.MATCHKIND_STANDARD),
            tuple(tuple(by_kw[w]) for w in words))


def _rules_for(low: str) -> list[tuple[Rule, ...]]:
    """The gitleaks rules whose keywords occur in the lowercased text, grouped as their keywords select them."""
    ac, rules = _keywords()
    return list({rules[i] for i, _, _ in _matches(ac.find_matches_as_indexes, low, overlapping=True)})


_SURROGATE = re.compile("[\ud800-\udfff]")


def _matches(find: Callable[..., list[tuple[int, int, int]]], low: str, **kw: bool) -> list[tuple[int, int, int]]:
    """find(low, **kw) of a Rust automaton, which takes UTF-8 only: a text holding a lone surrogate (a valid
    Python str, e.g. from a JSON escape "\\ud800") is searched with each surrogate as U+FFFD, one code point
    for one, so the indexes are still the text's. The common text is passed as it is."""
    try:
        return find(low, **kw)
    except UnicodeEncodeError:
        return find(_SURROGATE.sub("\ufffd", low), **kw)


# ---- our rules ------------------------------------------------------------------------------------

Span = tuple[int, int, str]  # start, end, kind

# A private key block. One cut short in a JSON file ("private_key": "-----BEGIN ...\n...") ends where its string
# closes before the next field: the service account's "client_email" and "client_id" after it name the account.
_PRIVATE_KEY = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?"
    r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?=\"\s*,\s*\"[\w-]+\"\s*:)|\Z)")
# scheme://user:password@host; the password may hold '@' (the last '@' before the host ends it).
_URL_CREDS = re.compile(
    r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,30}://([^\s:/@'\"<>]*:[^\s'\"<>]+?)@(?=[A-Za-z0-9\[][A-Za-z0-9.\-\[\]:_]*"
    r"(?:[/?#\s'\"<>),;]|$))")
_TEMPLATE_MARKS = frozenset("()[]{}$%<>")
# An f-string or str.format field in a URL template: postgresql://app:{cfg.db_password}@db
_FORMAT_FIELD = re.compile(r"\{[a-z_]\w*(?:\.[A-Za-z_]\w*|\[[^\]]*\])*(?:![rsa])?(?::[^{}]*)?\}")


def _random_dotted(v: str) -> bool:
    """A URL password such as ``qV.WJSKIc5CF8`` that the code patterns would read as attribute access: in a
    URL's user-info no code runs, so digits, upper and lower case together (and no template marks) make it
    a value, while ``cfg.password`` or ``settings.DB_PASS`` stay stand-ins."""
    return (any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v)
            and not _TEMPLATE_MARKS.intersection(v))


_PREFIX_KEYS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("anthropic_key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{16,}")),
    ("openai_key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}")),
    # pk_ keys are Stripe's publishable keys, public by design (they ship in every checkout page)
    ("stripe_key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}")),
    # a Stripe webhook's signing secret (the dashboard's 32 base62 characters, `stripe listen`'s 64 hex): it signs every
    # event, whether its characters hold a digit or not
    ("webhook_secret", re.compile(r"\bwhsec_[A-Za-z0-9+/=]{24,}")),
    ("aws_access_key", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[0-9A-Z]{16}\b")),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})")),
    ("gitlab_token", re.compile(r"\bgl(?:pat|dt|rt|ptt|cbt|ffct|ft|imt|agent|oas|soat|rtr|sa)-[A-Za-z0-9_-]{16,}"
                                r"|\bGR1348941[A-Za-z0-9_-]{20,}")),
    ("slack_token", re.compile(r"\bxox[abposre]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}")),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}")),
    ("twilio_key", re.compile(r"\b(?:SK|AC)[0-9a-fA-Fx]{32}\b")),
    ("huggingface_token", re.compile(r"\bhf_[A-Za-z0-9]{30,}")),
    # Atlassian API tokens (ATATT3 + base64url + '=' + an 8-hex checksum: the '=' inside is no assignment) and
    # Bitbucket app passwords, at any length (gitleaks wants exactly 186 after the prefix)
    ("atlassian_token", re.compile(r"\bATATT3[A-Za-z0-9_=-]{60,}")),
    ("bitbucket_app_password", re.compile(r"\bATBB[A-Za-z0-9]{28,}")),
    # Mapbox's secret and temporary tokens, whole (a "pk." token is public: redact_public_values)
    ("mapbox_token", re.compile(r"(?<![\w.])[st]k\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}")),
)
_JWT = re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]+)?")
_AUTH_HEADER = re.compile(
    r"(?i)\b(?:authorization\s*[:=]\s*[\"']?\s*(?:(?:bearer|basic|token|digest|apikey|sso-key)\s+)?"
    r"|(?:bearer|basic)\s+)"
    r"(?!\[REDACTED)([A-Za-z0-9._~+/=:-]{8,})")
_WEBHOOK = re.compile(
    r"(?i)\bhttps?://(?:[a-z0-9-]+\.)*(?:discord(?:app)?\.com/api/webhooks/\d+/|hooks\.slack\.com/(?:services|workflows|triggers)/"
    r"|[a-z0-9-]+\.webhook\.office\.com/webhookb2/|outlook\.office\.com/webhook/|chat\.googleapis\.com/v1/spaces/"
    r"|api\.telegram\.org/bot|oapi\.dingtalk\.com/robot/send\?access_token=|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key="
    r"|open\.feishu\.cn/open-apis/bot/v2/hook/)([^\s'\"<>)]+)")
_TELEGRAM_TOKEN = re.compile(r"\d{6,12}:[A-Za-z0-9_-]{30,}")
# A signed or keyed URL: the value of a credential-named query parameter.
_URL_PARAM = re.compile(
    r"(?i)[?&#](?:access_token|refresh_token|id_token|token|api[_-]?key|apikey|key|sig|signature|secret|"
    r"client_secret|password|passwd|pwd|auth|x-amz-signature|x-amz-credential|x-goog-signature|code)="
    r"([^\s&#'\"<>]{8,})")

# keyword assignments: name (ending with a secret word), separator, value (quoted or bare).
_STRONG = r"password|passwd|pwd|passphrase|passcode|pass|pw|psk|pin|secret[_-]?key|private[_-]?key|client[_-]?secret"
_ASSIGN = re.compile(
    r"(?i)(?<![A-Za-z0-9])([A-Za-z0-9_.-]*?(" + _STRONG + r"|secret|token|credentials?|api[_-]?key|apikey|"
    r"access[_-]?key(?:[_-]?id)?|auth[_-]?key|session[_-]?key|signing[_-]?key|encryption[_-]?key|webhook[_-]?url|"
    r"(?<=[_.-])key)"
    r"([A-Za-z0-9_]*))"
    r"[\"']?[ \t]*(?:(?::::=|:::=|::=|:=|===|!==|==|!=|\?=|=>|\.=|[:=])[ \t]*|[ \t]+)"
    r"(\"[^\"\n]{1,200}\"|'[^'\n]{1,200}'|`[^`\n]{1,200}`|[^\s,;\"'`}\])。，；、！？）」]+)")
# Names whose value is the NAME of a secret or an id, not a secret: helm's existingSecret, secretName,
# secretKeyRef, an Idempotency-Key or a request/cache/partition key.
_NOT_SECRET_NAME = re.compile(r"(?i)existing[_-]?secret|secret[_-]?(?:name|ref|keyref)$|(?:idempotency|request|"
                              r"correlation|trace|cache|partition|sort|primary|foreign|routing|object)[_-]?key$")
_CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
_STRONG_RX = re.compile(r"(?i)(?:" + _STRONG + r")$")
# `if ("value" == password)`: the value before a comparison with a secret-named variable.
_CMP_BEFORE = re.compile(
    r"(?i)([\"'])([^\"'\n]{4,200})\1\s*(?:==|===|!=|!==)\s*[A-Za-z0-9_.]*(?:password|passwd|pwd|secret|"
    r"api_?key|token|private_key)\b")
# curl -u user:pass / --user user:pass / mysql -pSECRET / sshpass -p SECRET
_CLI = re.compile(
    r"(?:\s-u\s*|\s--user[= ]\s*)[\"']?([^\s:\"']{1,64}:[^\s\"']{3,})"
    r"|\b(?:mysql|mysqldump|mariadb)\b[^\n]*?\s-p[\"']?([^\s\"']{3,})"
    r"|\bsshpass\s+-p\s*[\"']?([^\s\"']{3,})"
    r"|(?i:\b(?:PGPASSWORD|MYSQL_PWD|REDISCLI_AUTH)=)([^\s\"';]+)"
    # redis-cli -a PW, ldapsearch/ldapmodify -w PW, and -p PW after -u USER (docker/podman/helm login, ...)
    r"|\bredis-cli\b[^\n]*?\s-a\s+[\"']?([^\s\"']{3,})"
    r"|\bldap\w+\b[^\n]*?\s-w\s+[\"']?([^\s\"']{3,})"
    r"|\s(?:-u|--username)[= ]\s*[^\s-][^\s]*[^\n]*?\s-[pP][ \t]+[\"']?([^\s\"'-][^\s\"']{2,})")

# Prose: "my password is hunter2", "the wifi passphrase: correct horse battery staple", "PIN 4821".
_PROSE_EN = re.compile(
    r"(?i)(?<![\w-])(?:password|passwd|passphrase|pass ?phrase|passcode|pass code|pin(?: code| number)?|pwd|"
    r"seed phrase|recovery phrase|mnemonic(?: phrase)?|secret phrase|"
    r"secret (?:key|code|word)|security code|unlock code|access code|api key|token|key|pass|pw|psk|"
    r"(?:safe |lock |locker )?combination|(?:door|gate|alarm|garage|lock|safe|locker|entry) code"
    r"|security answer|secret answer|answer to (?:my |the |your )?security question)(?![A-Za-z])"
    # "password for the NAS is ...": a qualifier; else (tried only when no connector follows the keyword at
    # once) up to two words between ("same password everywhere: ..."), never "password is Old-Leak-4711"; a hyphen
    # inside a word ("passphrase Otter-Violet-93") is no connector
    r"(?:\s+(?:for|to|of|on|at|in)\s+(?:the\s+|my\s+|our\s+)?[\w.@'-]+(?:\s+[\w.@'-]+){0,3}?)?"
    r"(?P<between>(?:\s+[\w'-]+){1,2}?)??"
    # every run of spaces here is taken whole (possessive): what follows each starts with no space, or is the
    # value, which then starts where the run ends however the run were split; split, a long run of spaces
    # after the keyword is walked again from each of its characters
    r"\s*+(?:(?:is|was|'s|=|:|：|(?<!\w)-|-(?!\w)|—|–|->|=>)\s*+(?:(?:now|still|just|actually|literally|simply"
    r"|basically|always|probably|set to|changed to)\s++)?"
    r"|(?:is\s++)?(?:now\s++|still\s++)?(?:set|changed|updated|reset)\s++to\s++|to\s++|(?=\s*[\"'“‘`]))"
    r"(?:\s*+)(?P<v>[\"'“‘`][^\"'”’`\n]{1,120}[\"'”’`]|[^\s,;。，；！？]{3,}(?:\s+[^\s,;.。，；！？]+){0,7})")
_PROSE_WORDS = re.compile(r"\S+")
# Words joined by dots with a digit among them: a passphrase, not attribute access ("otter.harbor7720",
# "tulip.orbit93", "gx7.mint.fjord"): two pieces of three letters or more, and a digit (code's attribute chains
# "np.float64", "os.path" have one word or no digit).
_DOTTED_PASS = re.compile(r"(?=[^\n]*\d)(?=(?:[^\n]*?[A-Za-z]{3,}){2})[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+")
_PROSE_CN = re.compile(
    r"(密码|口令|密钥|秘钥|令牌|通行码|验证码|授权码|提取码|PIN码|pin码|支付密码|解锁码|暗号|API\s?[Kk]ey|api\s?key|token|Token)"
    r"(?:\s*(?:是|为|：|:|=|改成了?|改为|设为|设置为|换成了?|就是)\s*|\s+(?=[^\s\u4e00-\u9fff]*[\d_!@#$%^&*+=~.-]))"
    r"([\"'“‘「]?[^\s，。；、,;！？（）()」』\"'”’\u4e00-\u9fff]{2,}[\"'”’」]?)")
# "the login for grafana is admin / Gr4fanaR0cks", "creds: bob:hunter22"
_LOGIN_PAIR = re.compile(
    r"(?i)\b(?:login|log-in|credentials|creds|user(?:name)?\s*(?:and|&|/)\s*pass(?:word)?)\b[^\n]{0,40}?"
    r"(?:\bis\b|\bare\b|[:：=])\s*[\"'“]?[^\s/:,\"'”]{1,64}\s*(?:/|:|,|\band\b)\s*[\"'“]?([^\s,;\"'”]{3,})")
# <password>value</password>, <add key="Password" value="..."/>
_XML = re.compile(
    r"(?i)<((?:[\w.-]*[:_-])?(?:password|passwd|secret|token|api[_-]?key|apikey|client[_-]?secret|access[_-]?key))>"
    r"\s*([^<\s][^<]{2,200}?)\s*</\1>"
    r"|(?i:key)\s*=\s*[\"'][\w.-]*(?:password|secret|token|apikey|api_key)[\"']\s+value\s*=\s*[\"']([^\"']{3,})[\"']")
_SEED_CN = re.compile(r"(?:助记词|恢复短语|种子短语)\s*(?:是|为|：|:)?\s*([A-Za-z]{3,}(?:\s+[A-Za-z]{3,}){2,23})")
_PASSPHRASE = re.compile(r"(?i)(pass ?phrase|secret (?:word|phrase)|mnemonic|seed phrase|recovery phrase|助记词)")

# Values that are not secrets: placeholders, code, paths, templates.
_NOT_VALUE = re.compile(
    r"(?ix)^(?:"
    r"[\"'`]?\s*[\"'`]?$"  # empty
    r"|[\"'`]?(?:none|null|nil|true|false|undefined|n/?a|tbd|todo|xxx+|\*+|\.\.\.|<[^>]*>|\[[^\]]*\]|"
    r"change[_-]?me(?:\d*|\b.*)|replace[_-]?me(?:\d*|\b.*)|your[_-]?[\w-]*|"
    r"example\w*|dummy\w*|placeholder|redacted|secret|password|token)[\"'`]?[.,]?$"
    r"|!!?[A-Za-z]+(?:\s.*)?$|(?:env|file|fd):\S+$|\$\{?[A-Za-z_][\w.]*\}?.*|\$\(.*|\{\{.*|%[sd(].*|%\w+%|<%.*|\#\{.*"  # templates, env refs
    r"|[~/.]{0,2}/[\w./@~-]*$|[A-Za-z]:\\.*"  # paths
    r"|(?:request|req|self|this|os|env|process|config|settings|params|args|kwargs|options|opts|ctx|context|"
    r"data|form|session|app|cfg|conf|props|state|secrets|vault|credentials|keyring|getpass|input)"
    r"(?:\.|\[|\(|$).*"  # code that fetches the value
    r"|[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+(?:\(.*|\[.*)?[;,)]?$|[A-Za-z_]\w*\s*[(\[].*"  # attribute access, calls, indexing
    r"|(?-i:[A-Z][A-Z0-9]*_[A-Z0-9_]+)$"  # CONSTANT_NAME (another variable)
    r"|(?:str|int|float|bool|bytes|string|number|boolean|any|object|dict|list|char|secretstr|secretbytes|"
    r"optional|union)(?:\[.*|\s*[|=,;)].*|\?|\*)?$"  # a type annotation
    r")")
# Words that follow "password is"/"token:" in ordinary prose (the statement is about the secret, not it).
_PROSE_STOP = frozenset("""
a an the this that these those it its my your our his her their not no never too very so also still now
stored saved kept hashed encrypted salted required needed missing empty blank wrong incorrect correct right
invalid valid expired weak strong long short case sensitive different same set changed reset updated being
been being in on at for to of from with by via as like and or but if when where which what who how why
only just really quite pretty more less most least all any some every each both either neither one two
protected secure insecure safe unsafe hidden visible shown displayed sent generated rotated revoked leaked
working broken fine ok okay good bad great simple complex hard easy manager field fields prompt policy policies
reset rules rule length requirements requirement hint hints recovery change changes managed handled
used using use uses unknown known forgotten lost ready available unavailable disabled enabled optional
mandatory here there below above attached included shown please again then literally actually
return raise continue break await yield print self def lambda if else elif none null true false nil
everywhere great fine awesome terrible see check ask look find get read refer stored
written printed stuck taped posted pinned listed labeled labelled noted scribbled engraved
that's that’s thats there's there’s what's what’s
""".split())
# Words between a keyword and its value that make the sentence about something else than a secret.
_BETWEEN_STOP = frozenset("""
manager managers field fields policy policies reset resets hint hints rule rules requirement requirements length
strength hash hashes hashing storage like terms term points point principles concepts into protected protection
takeaway takeaways factor factors moments moment ingredient part role feature features system systems
""".split())
_CODE_CHARS = re.compile(r"[(){}\[\]<>]|=>|->|::")


# Code: a fenced block, or a line with code syntax. There, a keyword assignment names a variable that holds a
# secret at run time; the value written is a secret only when it is a literal that looks like one.
# (a call is tried from where a run of word characters starts, its first ASCII letter or underscore the name's
# start: the run is walked once, not again from each of its letters)
_CODE_LINE = re.compile(
    r"[;{}]\s*$|(?<!\w)[^\WA-Za-z_]*+[A-Za-z_]\w*+\((?!\s)|^\s*(?:const|let|var)\s+\w+\s*=|^\s*(?:def|function)\s+\w+\s*\("
    r"|^\s*(?:import|from)\s+[\w.]+(?:\s+import\b|\s*;?\s*$)|^\s*(?:return|if|elif|while)\b.*(?:[(\[]|==|!=)"
    r"|^\s{4,}[\w.\[\]'\"]+\s*=|^\s*@\w+[.(]|<\w+[^<>]*\s\w+=[\"']")
# A literal that tutorials and tests use in the place of a secret.
_PLACEHOLDER_WORDS = re.compile(
    # "your_api_key_here", "YOUR-TOKEN-GOES-HERE": a slot framed by "your ... here" whatever it names
    r"(?i)your[\w-]{0,30}?here|pass(?:wo?r?d)?|pwd|secret|token|test|example|sample|dummy|changeme|placeholder|your|some|wrong|"
    r"fake|demo|default|foo|bar|baz|mysecret|sekrit|qwerty|letmein|abc|123456|admin|user|key|value|secure|new|"
    r"my|super|pwd")
_IDENTIFIER = re.compile(r"[A-Za-z_]*(?:_[A-Za-z]|[a-z][A-Z])[A-Za-z_]*|[A-Za-z]+\.[A-Za-z_.]+")


class _Lines:
    """One text's newlines, code fences and which lines read as code, found once: the rules ask in_code for
    each value they find, and a long message holds many on one line."""

    __slots__ = ("text", "newlines", "fence_ends", "code")

    def __init__(self, text: str) -> None:
        self.text = text
        self.newlines = [m.start() for m in re.finditer("\n", text)]
        # where each fence ends, found as str.count finds them (left to right, never overlapping): the fences
        # before a position are those that end at it or before
        self.fence_ends = []
        i = text.find("```")
        while i >= 0:
            self.fence_ends.append(i + 3)
            i = text.find("```", i + 3)
        self.code: dict[int, bool] = {}

    def line(self, pos: int) -> tuple[int, int]:
        """The line around `pos`: its start, and its end (its newline, or the text's end)."""
        i = bisect.bisect_left(self.newlines, pos)
        return (self.newlines[i - 1] + 1 if i else 0), (self.newlines[i] if i < len(self.newlines) else len(self.text))


# The last text asked about (one message is redacted at a time; another text, or another thread's, replaces it).
_LINES: list[_Lines | None] = [None]


def _lines(text: str) -> _Lines:
    got = _LINES[0]
    if got is None or got.text is not text:
        got = _LINES[0] = _Lines(text)
    return got


def in_code(text: str, pos: int) -> bool:
    """Whether `pos` is inside a fenced code block or on a line that reads as code."""
    lines = _lines(text)
    if bisect.bisect_right(lines.fence_ends, pos) % 2:
        return True
    start, end = lines.line(pos)
    code = lines.code.get(start)
    if code is None:
        code = lines.code[start] = bool(_CODE_LINE.search(text[start:end]))
    return code


def char_classes(v: str) -> int:
    """How many of lower case, upper case, digits and other characters the value holds."""
    return (any(c.islower() for c in v) + any(c.isupper() for c in v) + any(c.isdigit() for c in v)
            + any(not c.isalnum() for c in v))


def placeholder_literal(v: str) -> bool:
    """A literal written in the place of a secret (``'mysecretpassword'``, ``'secure_password123'``,
    ``'some_token'``): it names what it stands for, and is not a random mix of three or more classes."""
    covered = sum(m.end() - m.start() for m in _PLACEHOLDER_WORDS.finditer(v))
    mixed = any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)
    return bool(v) and covered >= 0.5 * len(v) and not mixed


def secret_shaped(v: str) -> bool:
    """Long and mixed enough to be worth remembering for the rest of the conversation: never a word, an
    identifier, a number, a path or a URL."""
    if len(v) < 8 or any(c.isspace() for c in v) or "://" in v or v.startswith(("/", "~/", "./")):
        return False
    if len(v) >= 20:
        return char_classes(v) >= 2 and entropy(v) >= 3.5 and not _IDENTIFIER.fullmatch(v)
    return char_classes(v) >= 3 and entropy(v) >= 2.75 and not _IDENTIFIER.fullmatch(v) and not placeholder_literal(v)


@dataclass
class _Ctx:
    text: str
    low: str
    spans: list[Span]

    def add(self, start: int, end: int, kind: str) -> None:
        if end > start:
            self.spans.append((start, end, kind))

    def add_weak(self, start: int, end: int, kind: str) -> None:
        """A value found next to a keyword (prose, assignments, pairs): kept only when it reads as a value."""
        if end > start and weak_value_ok(self.text, start, end):
            self.spans.append((start, end, kind))


_NOT_IN_VALUE = re.compile(
    r"[(){}\[\]<>\"`\n]|\*\*|:$|^#+\s|^//|^\s|\s$|[A-Za-z]=(?:[A-Za-z\"']|$)|://|^\.\w+$"
    r"|^(?:pbkdf2|scrypt|argon2|bcrypt|sha\d+)[:$_]|^\$(?:2[abxy]?|argon2\w*|\d)\$|\.\.\.|…"
    r"|^[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|app|ai|co|edu|gov|cn|uk|de|local|internal)$"
    r"|^[\w.-]+/[\w./-]+\.[A-Za-z0-9]{2,4}$|^[\w.-]+(?:/[\w.-]+){2,}/?$")  # relative paths


# one token of letters, digits and a generator's symbols, long enough that no expression reads so
# (a query's "&name=" is a URL's parameters, not a key's symbols)
_RANDOM_SYMBOLS = re.compile(r"(?!.*[&?][A-Za-z_]{2,}=)(?=[^\s]*\d)(?=[^\s]*[!@#$%^&*+])[A-Za-z0-9!@#$%^&*()_=+-]{32,}")


def weak_value_ok(text: str, start: int, end: int) -> bool:
    """A value found by a keyword, not by its shape, is a secret only when it reads as one: no code syntax or
    markup in it (unless quotes delimit it), not an identifier, and in code a literal that is neither a short
    word, a number nor a stand-in."""
    v = text[start:end]
    quoted = start > 0 and end < len(text) and text[start - 1] == text[end] and text[end] in "\"'`"
    bad = _NOT_IN_VALUE.search(v)
    if bad and re.fullmatch(r"[A-Za-z]=.?", bad.group(0)) and _RANDOM_SYMBOLS.fullmatch(v) and entropy(v) >= 4.5:
        bad = None  # a generated key of letters, digits and symbols (Django's) may hold "t=d": no code's syntax
    if (bad and not (quoted and bad.group(0) in "(){}[]<>`")) or (
            _IDENTIFIER.fullmatch(v) and not random_letters(v)) or v.lower().rstrip(".!?,") in _PROSE_STOP:
        return False
    if len(v.split()) >= 4 and v[-1:] in ".!?。！？":
        return False  # a sentence
    if in_code(text, start) and ((v.isalpha() and len(v) < 12) or v.isdigit() or placeholder_literal(v)):
        return False
    return True


def _assign_kind(name: str, word: str) -> str:
    w = word.lower()
    if _STRONG_RX.search(w) and not w.endswith(("secret_key", "secret-key", "secretkey", "private_key",
                                                 "private-key", "privatekey", "client_secret", "client-secret")):
        return "password"
    if "token" in w:
        return "token"
    if "secret" in w or "credential" in w or "private" in w:
        return "secret"
    if "webhook" in w:
        return "webhook"
    return "api_key"


def _looks_secret_value(raw: str, strong: bool) -> bool:
    v = raw.strip("\"'`")
    if len(v) < (3 if strong else 6) or _NOT_VALUE.match(raw) or _NOT_VALUE.match(v) or "fake" in v.lower():
        return False
    if v.lower() in _PROSE_STOP:
        return False
    quoted = raw[:1] in "\"'`"
    if quoted and " " in v.strip() and not strong:
        return False  # a sentence in quotes next to "token" is prose
    if strong:
        return True
    has_digit = any(ch.isdigit() for ch in v)
    # "Secret: Santa", "token: bucket": a bare word is not a key unless it is long and mixed.
    if v.isalpha() and not quoted:
        return len(v) >= 14 and not v.istitle()
    return has_digit or len(v) >= 12 or quoted


# Every name _ASSIGN can match holds one of these (lower-cased).
_ASSIGN_NEEDLES = ("pass", "pw", "psk", "pin", "secret", "token", "credential", "key", "webhook")


def _assign_matches(text: str, low: str) -> Iterator[re.Match[str]]:
    """_ASSIGN.finditer(text), on an ASCII text only over the lines that hold a name it can match: a match
    never spans a line, and the lazy name scan from every word start costs much on long code."""
    if not text.isascii() or len(low) != len(text):
        # (?i) matches a few non-ASCII letters to ASCII ones (the Kelvin sign) that a search in `low` misses
        yield from _ASSIGN.finditer(text)
        return
    starts = set()
    for needle in _ASSIGN_NEEDLES:
        i = low.find(needle)
        while i >= 0:
            starts.add(low.rfind("\n", 0, i) + 1)
            i = low.find(needle, i + 1)
    for ls in sorted(starts):
        le = text.find("\n", ls)
        yield from _ASSIGN.finditer(text, ls, le if le >= 0 else len(text))


def _assignments(ctx: _Ctx) -> None:
    for m in _assign_matches(ctx.text, ctx.low):
        name, word, suffix, raw = m.group(1), m.group(2), m.group(3), m.group(4)
        sep = ctx.text[m.end(3) : m.start(4)]
        if suffix and (re.search(
                r"(?i)(?:length|len|count|size|type|name|file|path|url|uri|env|var|field|regex|prompt|hash|policy|"
                r"min|max|rule|hint|label|id|header|param|key_name|expires?|ttl|timeout|endpoint)$", suffix) or (
                raw[:1] not in "\"'`" and not secret_shaped(raw.rstrip(".,;:")))):
            # password_super_secure = "..." and AWS_SECRET_ACCESS_KEY=<40 random> count; password_length = 16
            # does not
            continue
        if word.lower() == "pin" and suffix.lower() in ("ned", "ning") and sep.strip() not in ("=", ":"):
            continue  # "we pinned nginx@sha256:...", "pinning the image to": a verb of prose, no name (round 42b)
        if word.lower() == "pin" and not suffix and raw[:1] not in "\"'`" and raw.rstrip(".,;:!?").isalpha():
            continue  # "the transfer PIN: account 173487984": a PIN is digits, a word after its colon names the next
        if _NOT_SECRET_NAME.search(name) or (raw[:1] not in "\"'`" and _CJK.match(raw)):
            continue  # existingSecret=<a Secret's name>, Idempotency-Key: <uuid>; "requirepass 怎么配置"
        if word.lower() == "key" and not secret_shaped(raw.strip("\"'`")):
            continue  # SERVICE_KEY=<random> counts; cache_key = "user:42" does not
        strong = bool(_STRONG_RX.search(word.lower()))
        sep = sep.strip().strip("\"'")
        if not sep or sep in ("==", "===", "!=", "!=="):
            # "password hunter2" with a space only, or a comparison: only quoted values, or strong words
            # followed by a value that is clearly not a word ("pin 4821", "password Tr0ub4dor&3").
            v = raw.strip("\"'`").rstrip("?!.,:;")
            if not (raw[:1] in "\"'`" or (strong and (not v.isalpha() or random_letters(v)) and len(v) >= 4
                                            and not _CODE_CHARS.search(v))):
                continue
            if raw[:1] not in "\"'`" and any(ch in v for ch in "./\\") and not any(ch.isdigit() for ch in v):
                continue
        if name.lower().endswith(("_length", "_len", "_count", "_size", "_type", "_name", "_file", "_path", "_url",
                                  "_env", "_var", "_field", "_id_field", "_regex", "_prompt")):
            continue
        if not _looks_secret_value(raw, strong):
            continue
        v = raw.strip("\"'`")
        quoted = raw[:1] in "\"'`"
        if v.lower() in _DEFAULT_CREDS or v.lower() in re.split(r"[^a-z0-9]+", name.lower()):
            continue  # POSTGRES_PASSWORD=postgres, MYSQL_ROOT_PASSWORD=root: an image's default, not a secret
        if not quoted and _IDENTIFIER.fullmatch(v.rstrip("?!.,:;")) and not random_letters(v.rstrip("?!.,:;")):
            continue  # password=hashed_password: another variable
        if placeholder_literal(v) or _STAND_IN.search(v) or (
                in_code(ctx.text, m.start()) and not quoted and v.isalpha()):
            continue  # the literal must look like a secret, not a stand-in for one (nor, in code, a word)
        q = 1 if raw[:1] in "\"'`" and raw[-1:] == raw[:1] and len(raw) > 1 else 0
        # a PIN's digits end at the sentence's stop ("MPIN 5169. Then ..."): the stop stays in the text
        cut = len(raw) - len(raw.rstrip(".,;:!?")) if not q and raw.rstrip(".,;:!?").isdigit() else 0
        ctx.add_weak(m.start(4) + q, m.end(4) - q - cut, _assign_kind(name, word))
    for m in _CMP_BEFORE.finditer(ctx.text):
        ctx.add_weak(m.start(2), m.end(2), "password" if "pass" in m.group(0).lower() or "pwd" in m.group(0).lower()
                else "secret")


# _PROSE_EN's keywords alone, for RE2 (utils.prefilter): where they start is where _PROSE_EN can match, so
# on ASCII text re is asked only there instead of scanning every position itself.
_PROSE_KW = prefilter.compile(_PROSE_EN.pattern[: _PROSE_EN.pattern.index(r"(?:\s+(?:for|to")])


def _prose_search(text: str, pos: int, raw: bytes | None) -> re.Match[str] | None:
    """_PROSE_EN.search(text, pos); `raw` is the text as bytes when it is ASCII (RE2's offsets are then re's)."""
    if raw is None or _PROSE_KW.pre is None:
        return _PROSE_EN.search(text, pos)
    while (k := _PROSE_KW.pre.search(raw, pos)) is not None:
        if (m := _PROSE_EN.match(text, k.start())) is not None:
            return m
        pos = k.start() + 1
    return None


def _prose(ctx: _Ctx) -> None:
    pos = 0
    raw_text = ctx.text.encode("ascii") if ctx.text.isascii() else None
    while (m := _prose_search(ctx.text, pos, raw_text)) is not None:
        # a rejected match gives way to one starting later ("the ssh key passphrase is ..."); an accepted one
        # is consumed
        pos = m.start() + 1
        raw = m.group("v")
        kw = m.group(0)[: m.start("v") - m.start(0)].lower()
        if "\n" in kw or (m.start() and ctx.text[m.start() - 1] in "\"'`_./$*{<"):
            continue  # the value is on another line, or the keyword is inside a literal or a name
        if raw[:1] in "\"'“‘`" and (ctx.text[m.start("v") - 1 : m.start("v")].isalnum() or (
                m.start("v") > 0 and ctx.text[m.start("v") - 1].isalpha())):
            continue  # "API key'" closes a literal; "I'll" is a word
        between = (m.group("between") or "").lower().split()
        if any(w in _BETWEEN_STOP for w in between):
            continue  # "password manager is ...", "key terms like ..."
        if raw[:1] in "\"'“‘`" and (between or not _strong_kw(kw)) and (
                raw[1:-1].rstrip(".,!?;:").isalpha() or " " in raw.strip()):
            continue  # "password into the 'users' table", 'Key Principles from "On Writing Well"'
        if re.search(r"\bto\s*$", kw) and raw.split()[0].isalpha() and raw.split()[0].islower():
            continue  # "enter a password to protect the sheet"
        if (re.search(r"combination|\bcode\b", kw) or "pin" in re.findall(r"[a-z]+", kw)) and not re.fullmatch(
                r"[\"'“‘`]?\d{3,12}[\"'”’`]?", raw.split()[0].rstrip(".,!?)")):
            continue  # a PIN, a combination or a door code is digits
        if raw[:1] in "\"'“‘`":
            val_start, val_end = m.start("v") + 1, m.end("v") - 1
            if not _looks_secret_value(raw, True):
                continue
            ctx.add_weak(val_start, val_end, _prose_kind(kw))
            pos = m.end()
            continue
        words = [(w.start(), w.end(), w.group()) for w in _PROSE_WORDS.finditer(raw)]
        if not words:
            continue
        first = words[0][2].rstrip(".!?)")
        phrase = bool(_PASSPHRASE.search(kw)) and len(words) >= 3 and not any(
            w[2].lower().strip(".,!?") in _PROSE_STOP for w in words[1:3])
        if (first.lower() in _PROSE_STOP and not phrase) or (
                _NOT_VALUE.match(first) and not _DOTTED_PASS.fullmatch(first)):
            continue  # "cfg.password" is code; "maple.river5621" (words, a dot, digits) a passphrase
        strong = not re.search(r"(?i)\b(?:login|credentials|token|key|pass)\b", kw) or "secret" in kw
        if m.group("between") and not phrase and (
                not strong or not (any(c.isdigit() for c in first) or not first.isalnum())):
            continue  # "password manager is great": words between need a value that is not a word
        if re.search(r"(?i)\bpass\b", kw) and not re.search(r"[\d\W_]", first):
            continue  # "the mountain pass is closed"
        if not strong and not (any(c.isdigit() for c in first) and len(first) >= 8):
            continue  # "the api key is in vault": a weak keyword needs a key-shaped value
        if not strong and _HEXISH.match(first) and (len(first) < 32 or _LOG_LINE.match(
                ctx.text, _lines(ctx.text).line(m.start())[0])):
            continue  # "cache hit key=503d1d8a81d51164": a short hex key, or any hex in a log line, is a hash
        if not strong and _DIGEST_NAME.fullmatch(first.rstrip(".,;:")):
            continue  # "restored from key: Linux-node-<sha256>": a cache named by its files' digest

        if "pin" in kw.split() or "pin code" in kw or "pin number" in kw or re.search(r"combination|\bcode\b", kw):
            if not re.fullmatch(r"\d{3,12}", first):
                continue
        if _PASSPHRASE.search(kw):
            # a passphrase runs to the end of the clause
            last = words[0]
            for w in words[1:]:
                if w[2].lower() in ("and", "but", "so", "then", "which", "because", "please"):
                    break
                last = w
            end = m.start("v") + last[1]
            while end > m.start("v") and ctx.text[end - 1] in ".!?)\"'”’`":
                end -= 1
            ctx.add(m.start("v") + words[0][0], end, "password")
            pos = end
            continue
        end = m.start("v") + words[0][1]
        while end > m.start("v") and ctx.text[end - 1] in ".!?)\"'”’`":
            end -= 1
        if end - (m.start("v") + words[0][0]) >= 3:
            ctx.add_weak(m.start("v") + words[0][0], end, _prose_kind(kw))
            pos = max(pos, end)
    for m in _PROSE_CN.finditer(ctx.text):
        if m.group(1).isascii() and not ctx.text[m.end(1) : m.start(2)].strip():
            continue  # "CSRF token functionality.": English keywords need a separator
        v = m.group(2).strip("\"'“‘「”’」")
        if len(v) < 3 or _NOT_VALUE.match(v) or ctx.text[m.end(2) : m.end(2) + 1] in ("(", "（"):
            continue  # ... or a call: "token = getnexttoken()"
        s = m.start(2) + (1 if m.group(2)[:1] in "\"'“‘「" else 0)
        ctx.add_weak(s, s + len(v), "password" if m.group(1) in ("密码", "口令", "支付密码", "解锁码", "通行码", "暗号") else "secret")


def _pairs(ctx: _Ctx) -> None:
    for m in _LOGIN_PAIR.finditer(ctx.text):
        v = m.group(1).rstrip(".!?)")
        if len(v) >= 3 and v.lower() not in _PROSE_STOP and not _NOT_VALUE.match(v) and not v.isalpha():
            ctx.add_weak(m.start(1), m.start(1) + len(v), "password")
    for m in _XML.finditer(ctx.text):
        g = 2 if m.group(2) else 3
        if not _NOT_VALUE.match(m.group(g)):
            ctx.add_weak(m.start(g), m.end(g), "password" if "pass" in m.group(0).lower() else "secret")
    for m in _SEED_CN.finditer(ctx.text):
        ctx.add(m.start(1), m.end(1), "password")


# A log line: a time stamp or a level first.
_LOG_LINE = re.compile(r"\s*(?:\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}|\[?(?:TRACE|DEBUG|INFO|WARN(?:ING)?|ERROR|FATAL)\b)")


def _strong_kw(kw: str) -> bool:
    return not re.search(r"(?i)\b(?:token|key|api key)\b", kw) or bool(re.search(r"(?i)secret|pass|pin|pw", kw))


def _prose_kind(kw: str) -> str:
    if "pin" in kw.split() or "pin code" in kw or "pin number" in kw or re.search(r"combination|\bcode\b", kw):
        return "pin"
    if re.search(r"token|api key|\bkey\b", kw) and "pass" not in kw:
        return "token" if "token" in kw else "api_key"
    return "password"


# Entropy: a long mixed token with no known shape is a key of some provider nobody wrote a rule for.
_TOKEN = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{20,}={0,2}(?![A-Za-z0-9+/=_\-])")
_HEXISH = re.compile(r"^(?:0x)?[0-9a-fA-F]+$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_NOT_KEY_BEFORE = re.compile(r"(?i)(?:sha\d*[-:]|md5[-:]|base64,|integrity[=:]\s*[\"']?|\bsha\d{3}-|/|"
                             r"nonce-|nonce[\"']?\s*[=:]\s*[\"']?|"  # a nonce (CSP, OIDC) is public and single-use
                             r"(?:public|publishable|pub)[_ -]?key[\"']?\s*[=:]\s*[\"']?|"
                             r"\b(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s)$")
# Public material: certificates and public keys hold long base64 lines that are not secrets.
_PUBLIC_BLOCK = re.compile(r"-----BEGIN (?:CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|PGP PUBLIC KEY BLOCK|"
                           r"CERTIFICATE REQUEST|X509 CRL)-----[\s\S]*?(?:-----END [A-Z0-9 ]+-----|\Z)")


# A stand-in for a key in docs and examples: xoxb-your-slack-token, .../YOUR_FORMSPREE_API_KEY.
_STAND_IN = re.compile(
    r"(?i)(?:^|[_/-])(?:your|my|some|example|sample|dummy|placeholder|fake|insert)[_-]|[_-]here$|x{6,}")
_CAMEL = re.compile(r"(?:[a-z]{2,}|[A-Z][a-z]{2,})(?:[A-Z][a-z]+|_[a-z]{2,})+\d{0,4}")


# Public addresses (bech32 and base58 coin addresses) are shared to be paid, not secrets.
_PUBLIC_ADDRESS = re.compile(r"(?:bc|tb|ltc)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{25,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34}"
                             r"|Qm[1-9A-HJ-NP-Za-km-z]{44}|bafy[a-z2-7]{50,}")  # and IPFS content ids


_STRIPE_ID = re.compile(r"(?:pi|ch|cus|in|sub|prod|price|py|re|txn|evt|seti|pm|src|card|ba|acct|po|tr|il|ii|si|cs"
                        r"|plink|inv|cn|dp|du|file|payout|mandate|quote|ic|we|sku|tok|fee|pmc)_[A-Za-z0-9]{8,40}")
# the ids an API returns for what it made or found (a completion, a message, a run, a request, a Google place): they
# name an object and open nothing
_API_OBJECT_ID = re.compile(r"(?:chatcmpl|cmpl|resp|msg|req|run|thread|asst|batch|ftjob|toolu|call)[-_][A-Za-z0-9]{8,60}"
                            r"|ChIJ[A-Za-z0-9_-]{19,}"
                            # an API's organisation or project id names the account a key bills; it signs in nothing
                            r"|org-[A-Za-z0-9]{16,40}|proj_[A-Za-z0-9]{16,40}")
# a database migration's id: its 14-digit timestamp and its name in words (EF Core's "20251117093045_AddInvoiceLines",
# Rails' "20251117093045_add_invoice_lines"); it names a schema change in a repository, it opens nothing
_MIGRATION_ID = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d[0-5]\d_"
                           r"(?:[A-Z][a-z]+(?:[A-Z][a-z]*|\d+)*|[a-z]+(?:_[a-z0-9]+)*)")
# a cache's or an artifact's name: words, then the digest of the files it was built from ("Linux-node-<sha256>")
# (a key's own name among the words, "api-key-<hex>", makes it a key)
_DIGEST_NAME = re.compile(r"(?!\S*(?i:key|token|secret|pass|auth|sk[-_]))(?:[A-Za-z]{2,}[-_]){2,5}(?:[0-9a-f]{40}|[0-9a-f]{64})")
# the value's own name right before it, with "=", ": ", " = \"" or a copula ("secret key 是 ", "KEY = \"")
_SECRET_BEFORE = re.compile(r"(?i)(?:secret|password|passwd|token|key|密码|密钥)(?:\W{0,4}|\s*(?:是|为|為|は|는|은|is|ist"
                            r"|lautet)\s*\W{0,2})$")


def base64_text(tok: str) -> bool:
    """Base64 of ordinary text ("decode this for me: SGVsbG8s..."): it decodes to printable words."""
    if len(tok) < 16:
        return False
    try:
        raw = base64.b64decode(tok + "=" * (-len(tok) % 4), altchars=b"-_" if ("-" in tok or "_" in tok) else None,
                               validate=True)
        txt = raw.decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    return txt.isprintable() and " " in txt and sum(c.isalpha() or c == " " for c in txt) >= 0.8 * len(txt)


# Three words of two letters or more joined by "_" or "-": the outer words need only their two letters next to
# the joins, and the middle one is read once from its join (a long run of letters is not walked again from each
# of its letters for a join that never comes).
_SNAKE = re.compile(r"[a-z]{2}[_-][a-z]{2,}+[_-][a-z]{2}")
# An upper-case letter and a digit anywhere in a token (with _DIGIT; asked apart: a token has no line break, so
# the order of the two, which a pattern with ".*" between them would try from every digit, does not matter).
_UPPER = re.compile(r"[A-Z]")


def _high_entropy(ctx: _Ctx) -> None:
    public = [(b.start(), b.end()) for b in _PUBLIC_BLOCK.finditer(ctx.text)] if "-----BEGIN" in ctx.text else []
    # the blocks follow one another without overlapping: a token is in one only if in the last that starts
    # before it
    public_starts = [s for s, _ in public]
    for m in _TOKEN.finditer(ctx.text):
        tok = m.group(0).strip("=-_")
        # "https://<hex>@": the scheme's slashes are no part of the hex
        if len(tok) < 20 or _HEXISH.match(tok.lstrip("/")) or re.match(r"(?i)sha\d+[-_]|md5[-_]|nonce-", tok):
            continue
        if public and (i := bisect.bisect_right(public_starts, m.start())) and m.start() < public[i - 1][1]:
            continue
        if _NOT_KEY_BEFORE.search(ctx.text[max(0, m.start() - 12) : m.start()]):
            continue
        if "/" in tok and re.search(r"(?:^|/)[a-z]{3,}(?:/|$)", tok):
            continue  # a path
        if _SNAKE.search(tok) and not (_UPPER.search(tok) and _DIGIT.search(tok)):
            continue  # snake_case / kebab-case identifiers
        parts = re.split(r"[-_.]", tok)
        if len(parts) >= 3 and all(len(x) <= 3 or x.isalpha() for x in parts):
            continue  # Llama-3.1-8B-Instruct-Q4_K_M: short codes and words
        if _STRIPE_ID.fullmatch(tok) or _API_OBJECT_ID.fullmatch(tok) or tok.startswith(("pk_live_", "pk_test_")) or  _DIGEST_NAME.fullmatch(tok):
            continue  # pi_/cus_/ch_...: Stripe object ids name a payment, they open nothing (keys are sk_/rk_)
        if _MIGRATION_ID.fullmatch(tok):
            continue  # 20251117093045_AddInvoiceLines: a migration's id names a schema change
        if _CAMEL.fullmatch(tok) or _STAND_IN.search(tok) or _PUBLIC_ADDRESS.fullmatch(tok) or (
                base64_text(tok) and not _SECRET_BEFORE.search(ctx.text[max(0, m.start() - 24) : m.start()])):
            continue  # mockErrorResponse401: words in camelCase
        up = any(c.isupper() for c in tok)
        lo = any(c.islower() for c in tok)
        dg = sum(c.isdigit() for c in tok)
        if not dg:
            continue
        h = entropy(tok)
        if up and lo:
            if h >= (3.6 if len(tok) < 32 else 4.0):
                ctx.add(m.start(), m.start() + len(m.group(0).rstrip("=")) if tok else m.end(), "high_entropy")
        elif (lo or up) and len(tok) >= 32 and dg >= 4 and h >= 4.0 and "-" not in tok[:-4]:
            ctx.add(m.start(), m.end(), "high_entropy")


def _gitleaks(ctx: _Ctx, hits: list[tuple[Rule, ...]]) -> None:
    _, glob_allow, glob_stop = gitleaks_rules()
    seen: set[str] = set()
    for rs in hits:
        for rule in rs:
            if rule.id in seen:
                continue
            seen.add(rule.id)
            for m in rule.regex.finditer(ctx.text):
                start, end = rule.secret_span(m)
                secret = ctx.text[start:end]
                if not secret:
                    continue
                if rule.entropy and entropy(secret) < rule.entropy:
                    continue
                if "password" in rule.id and "fake" in secret.lower():
                    continue
                low = secret.lower()
                if any(a.search(secret) for a in rule.allow_secret) or any(a.search(m.group(0)) for a in rule.allow_match):
                    continue
                if any(s in low for s in rule.stopwords) or any(a.search(secret) for a in glob_allow):
                    continue
                if any(s in low for s in glob_stop):
                    continue
                if not any(c.isdigit() for c in secret) and placeholder_literal(secret.strip("\"'")):
                    continue  # "X-Api-Key: your_api_key_here": a slot the docs leave, no key has been pasted in
                if "password" in rule.id:
                    # a keyword rule, not a shape: the value must read as one (quotes are the rule's)
                    q = 1 if secret[:1] in "\"'" and secret[-1:] == secret[:1] and len(secret) > 1 else 0
                    ctx.add_weak(start + q, end - q, rule.id)
                else:
                    ctx.add(start, end, rule.id)


# Anything that could start a secret: a long token, a URL, a key block, a secret-ish word. Most chat text
# has none, and then nothing else runs: one Aho-Corasick pass over the lowercased text for the words, and
# for the long token (_LONG, the reference) a byte table: every byte of the UTF-8 text becomes "a" (a token
# character; all are ASCII) or " ", and 16 a's in a row are looked for - both in C, about 1 us for the two
# messages of a turn, where the regex retries at every character (2.4 us) and pyahocorasick took 1.5.
_LONG = re.compile(r"[A-Za-z0-9+/_=~.-]{16}")
_TOKEN_BYTES = bytes(0x61 if chr(b).isascii() and re.fullmatch(r"[A-Za-z0-9+/_=~.-]", chr(b)) else 0x20
                     for b in range(256))
_LONG_RUN = b"a" * 16
# "Kq8#rT2!mz": a password symbol between two letters or digits, for _password_shaped.
# Digits "d", ASCII letters "a", password symbols "s", a space or dash "p": a card number in groups ("4111 1111",
# "3782-822463") is "ddddpdddd".
_PW_BYTES = bytes(0x64 if 0x30 <= b <= 0x39 else 0x61 if chr(b).isascii() and chr(b).isalpha()
                  else 0x73 if chr(b) in "!#$%^&*?~@+=" else 0x70 if chr(b) in " -" else 0x20 for b in range(256))
_CORE_TRIGGERS = (
    "pass", "pwd", "secret", "token", "key", "auth", "bearer", "basic", "pin", "credential", "login", "creds",
    "mnemonic", "phrase", "-u", "--user", "://", "-----begin", "eyj", "sk-", "sk_", "xox", "密码", "口令", "密钥",
    "秘钥", "令牌", "通行码", "验证码", "助记词", "恢复短语", "种子短语", "暗号", "解锁码",
    "card", "visa", "amex", "mastercard", "卡号", "信用卡", "银行卡", "pw", "otp", "2fa", "seed", "-us", "psk",
    "combination", "door code", "gate code", "alarm code", "garage code", "lock code", "safe code", "entry code",
    "locker code",
    # an authenticator's setup key by its name in other languages (_totp)
    "schlüssel", "clé de configuration", "clé secrète", "clave de configuración", "chave de configuração",
    "chiave di configurazione", "sleutel", "nyckel", "klucz", "ключ", "設定キー", "セットアップキー", "설정 키",
    # the credential-ish lines of _credential_tokens / _slash_pairs, and the named codes of _codes
    "code word", "codeword", "log in", "sign in", "signin", "wifi", "wi-fi", "wlan", "ssid", "router", "admin",
    "root", "unlock", "vault", "vpn", "cvv", "cvc", "verification code", "confirmation code", "one-time code",
    "one time code", "security code", "access code", "sms code", "auth code", "recovery code", "backup code",
    "scratch code", "后台", "账号", "帐号", "用户名", "登录", "登陆", "管理员", "路由", "无线", "保险柜", "门禁", "解锁",
    "恢复码", "备用码",
    # _more_shapes: named digit codes, "protected with", cookies, seed words, security answers
    "combo", "door", "gate", "alarm", "garage", "keypad", "lock", "atm", "puk", "voicemail", "opener",
    "protected with", "protected by", "secured with", "encrypted", "cookie", "wallet", "security answer",
    "secret answer", "security question",
    # other languages' password words (_CRED_CUE), and _command_shapes
    "contraseña", "contrasena", "clave", "kennwort", "senha", "wachtwoord", "hasło", "haslo", "пароль", "パスワード",
    "暗証番号", "비밀번호", "암호", "identified by", "net use", "variable \"",
    # _named_shapes: one-time codes in prose, app passwords, AppSecret, Mailgun, service accounts, policy
    # checks, connect/login calls, session cookies, card security codes
    "sign-in", "log-in", "texted", "短信码", "动态码", "校验码", "确认码", "授权码", "安全码", "背面", "有效期",
    "app password", "appsecret", "app_secret", "key-", "private_key_id", "polic", "strong enough", "secure enough",
    ".login(", "connect(", "new pdo", "new mysqli", "sessdata", "bili_jct", "z_c0", "connect.sid", "sessionid",
    "_session", "csrftoken", "sapisid",
    # round 3: PII with its own check or its name
    "ssn", "social security", "passport", "护照", "身份证", "证件", "iban", "社保", "social insurance", " sin ", " sin:",
    "mot de passe", "şifre", "sifre", "mật khẩu", "kata sandi", "lösenord", "adgangskode", "salasana", "parola", "heslo",
    "ssh-keygen", "zip ", "7z ", "-pass", "-passin", "openssl", "maiden", "first pet", "grew up", "first car",
    "born in", "childhood", "routing", "sort code", "account number", "acct", "银行", "duress",
    # round 4: codes in a pasted SMS or e-mail, commands that set a password
    "verify", "share this", "share it", "share the code", "expires in", "请勿", "切勿", "rabbitmqctl", "requirepass",
    "masterauth", "storepass", "keypass", "net user", "freerdp", "rdesktop", "elasticsearch-users",
    # round 5: identity numbers by name, sudo -S, BitLocker keys, corrections of a value given before
    "insurance", "nino", "hmrc", "licence", "license", "steuer", "utr:", " utr ", "tax id", "税号", "sudo -s",
    "bitlocker", "recovery key", "recovery password", "typo", "wrong one", "correction", "不对", "写错",
    "ni number", "ni no", "reisepass", "passeport", "pasaporte", "passaporto", "paspoort", "licence no", "license no",
    "licence number", "license number", "pan ", "信用代码", "scratch that", "mistyped", "更正", "mailbox", "letterbox",
    "intercom", "buzzer", "keybox", "12 words", "24 words", "12-word", "24-word", "bip39", "bip-39",
    "ftp(", "ftp_tls(", "smtp(", "smtp_ssl(", "imap4(", "bind(", "bind_s(", "getconnection", "connection(", "@tcp(",
    "@unix(", "auth=(", "auth = (", "basicauth(", "passwordauthentication", "<<<",
    # round 6: identity numbers of many countries by name, key bytes in code, product keys, seed lists
    "aadhaar", "aadhar", "uidai", "cpf", "dni", "bsn", "burgerservicenummer", "hkid", "身份證", "身分證", "身分证",
    "マイナンバー", "個人番号", "个人编号", "my number", "주민등록", "주민번호", "resident registration", "securestring",
    "[]byte", "fromhex", "buffer.from", "激活码", "序列号", "产品密钥", "recovery", "ledger", "trezor", "private", "metamask",
    # round 7: vendor keys in URLs, texted codes, French NIR
    "sentry", "infura", "passcode", "pass code", "sécu", "secu sociale", "securite sociale", "nir ", "ameli",
    "by sms", "via sms", "in a text", "in an sms", "sms'd", "smsed", " sin,",
    # the rounds of utils.redact_round* add theirs in ROUNDS (below), where the automaton is built
)


def has_long_token(text: str) -> bool:
    """True when the text holds 16 token characters in a row (what ``_LONG.search`` finds), in one C pass.

    surrogatepass: a lone surrogate (not UTF-8) becomes bytes >= 0x80 like any non-ASCII character."""
    return _LONG_RUN in text.encode("utf-8", "surrogatepass").translate(_TOKEN_BYTES)


_ID_NINE, _ID_THREES, _ID_RRN = redact_person_ids.GATE_SHAPES


def _pw_shaped(pw: bytes) -> bool:
    """Whether a text's byte shapes (after _PW_BYTES) hold a value's: a letter or digit beside a symbol, a card's
    groups, a national id's digits (utils.redact_person_ids.GATE_SHAPES). Capture's common message is decided here:
    the shapes are tried only where their common part is (a symbol, three digits), and by bytes.find, which costs
    half of `in` on this interpreter (bench/results/stop45/final/README.md)."""
    if pw.find(b"s") >= 0 and (pw.find(b"asa") >= 0 or pw.find(b"asd") >= 0 or pw.find(b"dsa") >= 0
                               or pw.find(b"dsd") >= 0):
        return True
    return pw.find(b"ddd") >= 0 and (pw.find(b"ddddpdddd") >= 0 or pw.find(_ID_NINE) >= 0
                                     or pw.find(_ID_THREES) >= 0 or pw.find(_ID_RRN) >= 0)


def _may_hold_secret(text: str, low: str) -> bool:
    """The gate: only a trigger word, a long token or a password symbol between letters or digits lets any
    rule run (gitleaks keywords alone, "telegram", "s.", are common words); most chat text stops here."""
    if _triggered(low):
        return True
    raw = text.encode("utf-8", "surrogatepass")
    if _LONG_RUN in raw.translate(_TOKEN_BYTES):
        return True
    if _pw_shaped(raw.translate(_PW_BYTES)):
        return True
    if "\n" in text and recovery_codes.BARE_LIST.search(text) is not None:
        return True  # a bare list of recovery codes
    return _seed_gate(text, raw)


def _seed_gate(text: str, raw: bytes) -> bool:
    """A seed's dozen English words inside other text ("有，orbit velvet … river，"): named, if at all, earlier; in any
    text, a run from BIP-39's word list (utils.redact_seed_runs.bip39_runs)."""
    if text.count(" ") < 11:
        return False
    if not text.isascii() and redact_seed_runs.may_hold(raw) and redact_seed_runs.RUN.search(text) is not None:
        return True
    return redact_seed_runs.may_hold_listed(raw) and bool(redact_seed_runs.bip39_runs(text))


# ---- formats with their own validators --------------------------------------------------------------

# Card numbers: 13-19 digits, plain or in groups of the same separator, a known network's prefix, and Luhn.
_CARD = re.compile(r"(?<![\d.+-])(?:\d{4}([ -])\d{4}\1\d{4}\1\d{4}\1\d{1,3}(?![\d-]|\.\d)"
                   r"|\d{4}([ -]?)\d{4}\2\d{4}\2\d{1,7}|\d{4}([ -])\d{6}\3\d{4,5})(?![\d-]|\.\d)")
_CARD_PREFIX = re.compile(r"4|5[0-8]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[47]|3(?:0[0-5]|[68])|6(?:011|5|4[4-9]|2)|35")


# A card's name right before its number: then a number whose Luhn digit is off (mistyped, or made up for the
# question) is still cut.
_CARD_NAMED = re.compile(r"(?i)(?:\b(?:card|visa|mastercard|amex|maestro|discover|unionpay|debit|credit)\b|卡号|信用卡|银行卡|借记卡|储蓄卡)"
                         r"[^\d\n]{0,16}$")


def _cards(ctx: _Ctx) -> None:
    for m in _CARD.finditer(ctx.text):
        if card_codes.in_longer_run(ctx.text, m.start(), m.end()):
            continue
        digits = re.sub(r"\D", "", m.group(0))
        if 13 <= len(digits) <= 19 and _CARD_PREFIX.match(digits) and len(set(digits)) > 1 and ((
                idcheck.luhn_ok(digits) and idcheck.card_length_ok(digits)) or (
                len(digits) in (15, 16) and _CARD_NAMED.search(ctx.text[max(0, m.start() - 24) : m.start()]))):
            ctx.add(m.start(), m.end(), "card")


# TOTP seeds: base32 of 10, 16, 20, 32 or 40 bytes (16, 26, 32, 52, 64 characters), alone or in groups of
# four, next to a word that names one (a bare run of capitals is an acronym or an id more often than a seed).
# (and an authenticator's own words for typing the key in: "can't scan? enter this key", "manual entry")
_TOTP_WORDS = re.compile(r"(?i)totp|2fa|two[- ]factor|mfa|authenticator|otp|setup key|seed|secret|recovery|"
                         r"can'?t scan|enter (?:this|the) key|manual(?:ly)? entry|enter (?:it |the key )?manually|"
                         r"双因素|两步验证|二次验证|验证器|动态口令|密钥|秘钥"
                         # an authenticator's key in other languages: its seed in Google's groups of four
                         r"|zwei-?faktor|2-faktor|schlüssel|clé|clave|chiave|chave|sleutel|klucz|nyckel|nøgle|nøkkel"
                         r"|avain|ключ|anahtar|double authentification|doble factor|due fattori|キー|認証アプリ|인증 ?앱|키")
_B32 = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?: [a-z2-7]{4}){3,15}"
                  r"|[A-Z2-7]{16,64}|[a-z2-7]{16,64})(?![A-Za-z0-9])")


def _totp(ctx: _Ctx) -> None:
    for m in _B32.finditer(ctx.text):
        groups = m.group(0).split(" ")
        # a key typed in groups of four runs into the next word when that word is four base32 letters ("... y2gs
        # into Authy"): a trailing group of letters alone past a key's length is that word
        while len(groups) > 4 and len("".join(groups)) not in (16, 26, 32, 52, 64) and groups[-1].isalpha():
            groups.pop()
        v = "".join(groups)
        grouped = len(groups) >= 4 and all(len(g) == 4 for g in groups)
        if (len(v) not in (16, 26, 32, 52, 64) and not (grouped and 16 <= len(v) <= 64)
                or not any(c in "234567" for c in v) or len(set(v)) < 8):
            continue
        if _TOTP_WORDS.search(ctx.text[max(0, m.start() - 60) : m.start()]):
            ctx.add(m.start(), m.start() + len(" ".join(groups)), "totp_seed")


_MAILCHIMP = re.compile(r"(?<![0-9a-f])[0-9a-f]{32}-us\d{1,2}(?![\w-])")
# Connection strings (ADO.NET, Azure storage and service bus): key=value pairs separated by ';'.
_CONN_KEY = re.compile(r"(?i)(?:^|[;\s\"'])(AccountKey|SharedAccessKey|SharedSecretValue|Password|Pwd)\s*=\s*"
                       r"(\{[^}\n]{1,200}\}|[^;\s\"']{3,})")
# "use X as the password for Y", "用 X 作为…密码": the value before its keyword.
_VALUE_BEFORE = re.compile(
    r"(?i)\b(?:use|using|try|it'?s|typed|type|entered|enter|chose|choose|picked|pick|set|put|went with|made|gave)\s+"
    r"[\"'`]?(\S{4,}?)[\"'`]?\s+as\s+(?:the\s+|my\s+|our\s+|your\s+|a\s+)?"
    r"(?:new\s+|master\s+|admin\s+|root\s+)?(?:password|passphrase|passcode|pw|pin|secret)\b"
    r"|(?:用|拿|以)\s*[\"'“]?([^\s\"'”，。\u4e00-\u9fff]{4,})[\"'”]?\s*(?:作为|当作|当成|做)[^\n，。]{0,12}?(?:密码|口令)")
# "basic auth to admin:S3cure!Pass", "ssh creds for the box are ci:Pw"; a key's fingerprint (SHA256:…, MD5:…) is none
_USER_PASS = re.compile(
    r"(?i)\b(?:basic[ -]auth|auth|creds|credentials|login|log in|ssh|sftp|ftp)\b[^\n:]{0,40}?"
    r"(?<![\w.@/-])(?!(?i:sha\d*|md5):)[A-Za-z][\w.@-]{0,63}:([^\s:/@\"'`]{4,})(?=[\s,.;)!?]|$)")


def _validated(ctx: _Ctx) -> None:
    _cards(ctx)
    _totp(ctx)
    for m in _MAILCHIMP.finditer(ctx.text):
        ctx.add(m.start(), m.end(), "mailchimp_key")
    for m in _CONN_KEY.finditer(ctx.text):
        v = m.group(2)
        if _NOT_VALUE.match(v):
            continue
        if m.group(1).lower() in ("password", "pwd"):
            ctx.add_weak(m.start(2), m.end(2), "password")
        elif len(v) >= 20:
            ctx.add(m.start(2), m.end(2), "connection_key")
    for m in _VALUE_BEFORE.finditer(ctx.text) if (" as " in ctx.low or not ctx.text.isascii()) else ():
        g = 1 if m.group(1) else 2
        v = m.group(g)
        if not v.isalpha() and not _NOT_VALUE.match(v):
            ctx.add_weak(m.start(g), m.end(g), "password")
    for m in _USER_PASS.finditer(ctx.text):
        v = m.group(1).rstrip(".!?)")
        if not v.isalpha() and not v.isdigit() and not _NOT_VALUE.match(v):
            ctx.add_weak(m.start(1), m.start(1) + len(v), "password")


_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def github_token_ok(tok: str) -> bool:
    """A GitHub token (ghp_/gho_/ghu_/ghs_/ghr_ + 30 characters + 6) whose last six characters are the CRC32
    of the 30 in base62, as GitHub writes them; a token of another length (older, fine-grained, cut short)
    or a made-up one with a wrong checksum still counts when it looks random."""
    body = tok[4:]
    if tok[:4] in ("ghp_", "gho_", "ghu_", "ghs_", "ghr_") and len(body) == 36:
        crc, check = zlib.crc32(body[:30].encode()), ""
        while crc:
            crc, r = divmod(crc, 62)
            check = _B62[r] + check
        if check.rjust(6, "0") == body[30:]:
            return True
    return entropy(body) >= 3.5


def jwt_header_ok(tok: str) -> bool:
    """A JWT's first part decodes to a JSON object (its header): eyJ... text that does not is not a token."""
    head = tok.split(".", 1)[0]
    try:
        return isinstance(json.loads(base64.urlsafe_b64decode(head + "=" * (-len(head) % 4))), dict)
    except ValueError:
        return False


# A password without a keyword ("the drive is locked with Kq8#rT2!mz"): lower, upper, digit and a
# password symbol in one short token, which ordinary words, names, versions, paths and e-mails never are.
# (a CJK full stop or comma ends it too: "Hinode#4420。あと…" is a value and the next sentence)
_PW_SHAPED = re.compile(r"(?<![^\s\"'“‘(])[^\s\"'`”’()\[\]{}<>,;。、，；]{8,40}(?=[\s\"'”’).,;!?。、，；]|$)")
_PW_SYMBOL = re.compile(r"[!#$%^&*?~@+=]")


# A JVM's system property on a command line ("-Dnexus.password=..."): the rules that read NAME=value judge its value
# (the flag's name and a build's "-Drevision=2.7.0-SNAPSHOT" are no password).
_JVM_FLAG = re.compile(r"-D[A-Za-z_][\w.-]*=")


def _password_shaped(ctx: _Ctx) -> None:
    for m in _PW_SHAPED.finditer(ctx.text):
        v = m.group(0).rstrip(".,!?:")
        if v.startswith(("**", "__", "~~")) or v.endswith(("*", "_", "~")):
            continue  # markdown emphasis
        if re.match(r"[A-Za-z_][\w.-]*=|[\w-]+(?:\.[\w-]+)+/|.*\?\w+=", v) or _JVM_FLAG.match(v):
            continue  # NAME=value (a JVM's -Dname=value too: its value is read by name), a URL without its scheme
        if (_PW_SYMBOL.search(v[1:]) and char_classes(v) == 4 and "://" not in v and entropy(v) >= 3.0
                and not re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", v) and not _NOT_VALUE.match(v)
                and not in_code(ctx.text, m.start()) and not re.search(r"[=:]\S*[=:]|^[$@#]|=$|\+\+|&&", v)):
            ctx.add(m.start(), m.start() + len(v), "password_shaped")


# ---- secrets by class: a value's shape together with a credential-ish sentence around it ---------------
#
# Each blind held-out set found a new wording; what stays the same is the shape of the value and that the
# sentence is about getting in somewhere. A token that mixes letters, digits AND a password symbol
# ("violin-juniper8121#", "maple^river204", "crimson.falcon.81$") is no word, version, path, e-mail, mention or
# identifier; in a line that speaks of a password, a code word, a login, wifi, a vault or a back-office
# ("后台", "口令") it is the secret, wherever it stands in the sentence and whatever verb joins them. Without
# such a line only a token of all four classes counts (_password_shaped). Thresholds measured on ordinary
# text (bench.redaction on BEAM 100K and LoCoMo, and 40,066 chunks of source and docs), see the commit.

_CRED_CUE = re.compile(
    r"(?i)(?<![a-z])(?:pass(?:word|wd|phrase|code|key)?s?|pwd?|pins?|code ?words?|(?:key |pass |secret |unlock )?phrase"
    r"|log(?:-| )?(?:in|on)|sign(?:-| )?in|creds?|credentials?|wi-?fi|wlan|ssid|router|admin|root|unlock|locker"
    r"|vault|signing|vpn|combination|contraseñas?|contrasenas?|claves?|passwort|kennwort|mot de passe|senhas?"
    r"|wachtwoord|has[lł]o)(?![a-z])"
    r"|密码|口令|暗号|后台|账号|帐号|用户名|登录|登陆|管理员|路由|无线|保险柜|门禁|解锁|пароль|パスワード|暗証番号|비밀번호|암호")
# The same pattern, asked of RE2 first (utils.prefilter: re's answer, at RE2's cost on the many texts without
# such a word); on ASCII text only, where the two engines fold case alike.
_CRED_CUE_GATE = prefilter.compile(_CRED_CUE.pattern, _CRED_CUE.flags)
# A token: password characters between spaces, quotes, brackets or CJK text.
_MIXED_TOKEN = re.compile(r"(?<![A-Za-z0-9!#$%^&*?~@+=._\-/\\])(?=[A-Za-z!#$%^&*?~@+=._\-]*\d)"
                          r"[A-Za-z0-9!#$%^&*?~@+=._\-]{8,64}"
                          r"(?![A-Za-z0-9#$%^&*~@+=_\-/\\:]|\.[A-Za-z0-9])")
_MIXED_SYMBOL = re.compile(r"[!#$%^&*?~@+=]")
_VERSIONISH = re.compile(r"(?i)^v?\d+(?:\.\d+)+")
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")


def _line_of(text: str, pos: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return start, end if end >= 0 else len(text)


def mixed_secret_token(v: str) -> bool:
    """Letters (4 or more), digits and a password symbol in one token that reads as nothing else: no mention,
    hashtag, shell variable, e-mail, version, assignment, markdown or math."""
    if not 8 <= len(v) <= 64 or not _MIXED_SYMBOL.search(v):
        return False
    letters = sum(c.isalpha() for c in v)
    if letters < 4 or not any(c.isdigit() for c in v):
        return False
    if v[0] in "@#$?&=" or v.startswith(("**", "__", "~~", "++", "--")) or v.endswith(("**", "__", "~~")):
        return False  # a mention, a hashtag, a shell variable, markdown, an operator
    if _EMAIL.match(v.rstrip("!?.")) or _VERSIONISH.match(v) or re.match(r"[A-Za-z_][\w.-]*=", v):
        return False
    if re.search(r"[=:]\S*[=:]|&&|\+\+|==|\^\d|\d\^|[*/+]\d+[*/+=]", v):
        return False  # chained assignments, code and math
    return not _NOT_VALUE.match(v) and not _IDENTIFIER.fullmatch(v)


def _credential_tokens(ctx: _Ctx) -> None:
    """A letters+digits+symbol token on a line that speaks of a password, a login, wifi, a vault (any
    wording, before or after the value)."""
    if not (_CRED_CUE_GATE if ctx.text.isascii() else _CRED_CUE).search(ctx.text):
        return  # (the cheap test first: most gated text speaks of no credential)
    seen_lines: dict[int, bool] = {}
    for m in _MIXED_TOKEN.finditer(ctx.text):
        v = m.group(0).rstrip(".,;:)?")  # "?" ends a question, never a password seen so far
        if not (mixed_secret_token(v) or leet_token(v)) or _JVM_FLAG.match(v):
            continue
        ls, le = _line_of(ctx.text, m.start())
        if ls not in seen_lines:
            seen_lines[ls] = _CRED_CUE.search(ctx.text, ls, le) is not None and "://" not in ctx.text[
                max(ls, m.start() - 3) : m.start()]
        if seen_lines[ls] and not in_code(ctx.text, m.start()):
            ctx.add(m.start(), m.start() + len(v), "password")


# "admin / harbor-sunset7394$", "root / Pq7mz2kw": a user name, a spaced slash, a value that is no word.
_SLASH_PAIR = re.compile(r"(?<![\w./@-])([A-Za-z][\w.@-]{0,31})[ \t]+/[ \t]+([^\s/]{4,64})")
_DEFAULT_CREDS = frozenset("""
admin administrator root guest user users test postgres mysql redis mongo sa changeit password passw0rd pass
secret default toor demo letmein none
""".split())


def _slash_pairs(ctx: _Ctx) -> None:
    if " /" not in ctx.text and "\t/" not in ctx.text:
        return
    for m in _SLASH_PAIR.finditer(ctx.text):
        user, v = m.group(1), m.group(2).rstrip(".,;:!?)")
        if len(v) < 4 or v.lower() == user.lower() or v.lower() in _DEFAULT_CREDS or v.isalpha() or v.isdigit():
            continue
        if _NOT_VALUE.match(v) or "://" in v or _VERSIONISH.match(v) or _IDENTIFIER.fullmatch(v):
            continue
        ls, le = _line_of(ctx.text, m.start())
        cue = _CRED_CUE.search(ctx.text, ls, le) is not None
        if _EMAIL.match(v):
            continue  # "cc bob@x.com / alice@y.org"
        if ((cue or _EMAIL.match(user)) and char_classes(v) >= 2 and any(c.isdigit() for c in v)
                and any(c.isalpha() for c in v)) or mixed_secret_token(v) or char_classes(v) == 4:
            if cue and user.lower() in _DEFAULT_CREDS and char_classes(v) >= 3 and not _CODE_CHARS.search(v):
                ctx.add(m.start(2), m.start(2) + len(v), "password")  # "admin / mV=ZFozk0Sd": '=' is in it
            else:
                ctx.add_weak(m.start(2), m.start(2) + len(v), "password")


# A wifi QR payload: WIFI:T:WPA;S:<ssid>;P:<password>;; (fields in any order, '\' escapes ';' ',' ':').
_WIFI_QR = re.compile(r"(?i)\bWIFI:(?:[A-Z]:(?:\\.|[^;\\\n])*;)*?P:((?:\\.|[^;\\\n])+)")
# A Twilio auth token: 32 hex characters, secret only beside what names it (an AC... account SID, "twilio",
# "auth token"); alone, 32 hex characters are an MD5 or an id.
_HEX32 = re.compile(r"(?<![0-9A-Za-z])[0-9a-f]{32}(?![0-9A-Za-z])")
_TWILIO_CONTEXT = re.compile(r"(?i)\bAC[0-9a-f]{32}\b|twilio|auth[_ -]?token")
_HASH_BEFORE = re.compile(r"(?i)(?:md5|sha\d*|hash|digest|checksum|commit|etag|sum|id)\W{0,3}$")


def _paired_tokens(ctx: _Ctx) -> None:
    if "wifi:" in ctx.low:
        for m in _WIFI_QR.finditer(ctx.text):
            ctx.add(m.start(1), m.end(1), "wifi_password")
    if ("twilio" in ctx.low or "auth" in ctx.low or "AC" in ctx.text) and _TWILIO_CONTEXT.search(
            ctx.text) and _HEX32.search(ctx.text):
        for m in _HEX32.finditer(ctx.text):
            if not _HASH_BEFORE.search(ctx.text[max(0, m.start() - 12) : m.start()]):
                ctx.add(m.start(), m.end(), "twilio_auth_token")


# One-time codes, card security codes and recovery-code lists: digits (or short groups) named by their words.
_OTP = re.compile(
    r"(?i)\b(?:(?:verification|confirmation|one[- ]time|login|log-in|sign[- ]?in|2fa|mfa|otp|auth(?:entication)?|sms"
    r"|security|access|cvv2?|cvc2?|csc)\s*(?:codes?|pins?|passcodes?)|otp|cvv2?|cvc2?|csc|cid)\b"
    r"(?P<gap>[^\n\d]{0,40}?)(?<![\d.:/-])(?P<v>\d{3}[ -]\d{3}|\d{3,8})(?![\d:/]|[.-]\d)")
_CARD_CONTEXT = re.compile(r"(?i)\b(?:card|visa|amex|mastercard|maestro|exp(?:iry|ires)?|cvv|cvc)\b|\[REDACTED:card\]")


_OTP_WORDS = ("otp", "cvv", "cvc", "csc", "cid")
_OTP_QUALIFIERS = ("verification", "confirmation", "one-time", "one time", "login", "log-in", "sign", "2fa", "mfa",
                   "auth", "sms", "security", "access")


def _codes(ctx: _Ctx) -> None:
    low = ctx.low
    otp = any(w in low for w in _OTP_WORDS) or (
        ("code" in low or "pin" in low) and any(q in low for q in _OTP_QUALIFIERS))
    for m in _OTP.finditer(ctx.text) if otp else ():
        kw, v = m.group(0)[: m.start("gap") - m.start()].lower(), m.group("v")
        if kw.strip() == "cid" and not _CARD_CONTEXT.search(ctx.text):
            continue
        gap = m.group("gap")
        if re.search(r"(?i)\b(?:digits?|characters?|chars|seconds?|minutes?|mins?|hours?|times?|attempts?|tries|"
                     r"error|status|http|port|lines?|step|version|sent to|ending|ends)\b", gap + " " + ctx.text[
                         m.end() : m.end() + 12]):
            continue  # "a 6 digit code", "the code expires in 300 seconds", "error code 404"
        ctx.add(m.start("v"), m.end("v"), "one_time_code")
    ctx.spans.extend(recovery_codes.inline(ctx.text, low))


# Digit codes named by what they open, in the forms people type them: "alarm code is 4-4-1-9", "pin: 0 4 7 1",
# "door code #4471", "combo 12-34-56", "keypad code ... *2290#".
_DIGIT_CODE = re.compile(
    r"(?i)(?<![\w-])(?:pin(?:em|u)?(?: code| number)?|passcode|pass code|combination|combo"
    r"|(?:door|gate|alarm|garage|lock|safe|locker|entry|unlock|access|security|secret|opener|keypad|lockbox"
    r"|padlock|atm|puk|voicemail|vault)(?:\s+[a-z]+){0,2}\s+code)(?![A-Za-z])"
    r"(?P<gap>[^\n\d#*.!?;]{0,30}?)"
    r"(?<![\d.:/])[#*]?(?P<v>\d{1,6}(?:[ -]\d{1,6}){0,7})#?(?![\w%°]|[.,:/-]\d)")
_NOT_THE_CODE = re.compile(r"(?i)\b(?:digits?|characters?|chars|seconds?|minutes?|mins?|hours?|days?|times?|attempts?"
                           r"|tries|error|status|http|port|lines?|step|version|ending|ends|pins?|gpio|header)\b")
# a year after a word of time dates the code ("the alarm PIN has been the same since 2019")
_YEAR_AFTER = re.compile(r"(?i)\b(?:since|until|till|from|before|after|in|seit|depuis|desde|dal)\s+$")
# "the PDF is protected with hX82kqP", "I encrypted the zip using Vb7rTq2m"
_PROTECTED_WITH = re.compile(
    r"(?i)\b(?:protected|locked|encrypted|secured|password-protected)(?:\s+[\w.'-]+){0,3}?\s+(?:with|by|using)\s+"
    r"(?:the\s+)?(?:password\s+|passphrase\s+|pw\s+|key\s+)?[\"'`]?(?P<v>[^\s\"'`,;()]{6,64})")
# Session cookies: a session-ish name's value on a cookie line (Cookie:, Set-Cookie:, curl -b / --cookie).
_COOKIE_LINE = re.compile(r"(?i)cookie|\scurl\b[^\n]*\s-b\s|^curl\b[^\n]*\s-b\s")
_COOKIE_PAIR = re.compile(
    r"(?i)(?<![\w.-])[\w.-]*(?:sess(?:ion)?(?:[_.-]?id)?|sid|auth|token|jwt|remember[\w-]*|login)=([^;\s\"',]{16,})")
# Chinese: keyword, a few words, then the value ("支付密码是六位数 839201", "保险箱密码我改了，新的 5521").
_CN_AFTER_WORDS = re.compile(
    r"(密码|口令|PIN码|pin码|支付密码|暗号|解锁码|密钥)(?P<gap>[\u4e00-\u9fff，,：: \t]{1,14}?)"
    r"(?<![A-Za-z0-9])(?P<v>\d{4,12}|[A-Za-z0-9!@#$%^&*_+=.-]{6,64})(?![A-Za-z0-9])")
_CN_NOT_THE_VALUE = re.compile(r"次|天|分钟|小时|秒|错误|过期|长度|至少|最少|最多|字符|个月|年|号码|版本|端口|型号")
# 12-24 seed words after what names them ("wallet seed: legal winner thank ...").
_SEED_WORDS = re.compile(
    r"(?i)\b(?:seed|mnemonic|recovery|backup|secret|wallet)(?:\s+(?:phrase|words?|seed))?\s*(?:is|are|[:：=-])\s*"
    r"((?:[a-z]{3,8}\s+){11,23}[a-z]{3,8})(?![\w-])")


def leet_token(v: str) -> bool:
    """Upper, lower and a digit between letters ("Mar1gold", "Sh4dowfax"): a password on a credential line,
    where a model number ends in digits ("iPhone15", "OpenWrt23") and a name is camelCase."""
    if not 8 <= len(v) <= 40 or not v.isalnum() or char_classes(v) != 3:
        return False
    if not re.search(r"[a-z]\d+[a-z]", v) or _CAMEL.fullmatch(v) or _IDENTIFIER.fullmatch(v):
        return False  # a digit between lower-case letters: "T5Encoder", "Win32Locker" are class names
    return not _VERSIONISH.match(v) and not _HEXISH.match(v)


_DIGIT_CODE_WORDS = ("pin", "pass", "combo", "combination", "code")
_PROTECTED_WORDS = ("protected", "locked", "encrypted", "secured")
_SEED_HINTS = ("seed", "mnemonic", "recovery", "backup", "secret", "wallet")


def _more_shapes(ctx: _Ctx) -> None:
    low = ctx.low
    digit_code = any(w in low for w in _DIGIT_CODE_WORDS)
    for m in _DIGIT_CODE.finditer(ctx.text) if digit_code else ():
        v, gap = m.group("v"), m.group("gap")
        digits = sum(c.isdigit() for c in v)
        groups = re.split(r"[ -]", v)
        if not 3 <= digits <= 12 or (len(groups) > 1 and max(len(g) for g in groups) > 4):
            continue
        if _NOT_THE_CODE.search(gap) or _NOT_THE_CODE.match(ctx.text, m.end("v") + 1) or (
                _YEAR_AFTER.search(gap) and re.fullmatch(r"(?:19|20)\d\d", v)):
            continue
        ctx.add(m.start("v"), m.end("v"), "pin")
    for m in _PROTECTED_WITH.finditer(ctx.text) if any(w in low for w in _PROTECTED_WORDS) else ():
        v = m.group("v").rstrip(".!?:")
        # a digit between letters or a password symbol: "secured using 1Password" names a product
        if (any(c.islower() for c in v) and char_classes(v) >= 3
                and (re.search(r"[A-Za-z]\d+[A-Za-z]", v) or _MIXED_SYMBOL.search(v))
                and not _NOT_VALUE.match(v) and not _IDENTIFIER.fullmatch(v) and not _VERSIONISH.match(v)):
            ctx.add_weak(m.start("v"), m.start("v") + len(v), "password")
    if "=" in ctx.text and _COOKIE_LINE.search(ctx.text):
        for m in _COOKIE_PAIR.finditer(ctx.text):
            ls, le = _line_of(ctx.text, m.start())
            v = m.group(1)
            if _COOKIE_LINE.search(ctx.text, ls, le) and entropy(v) >= 3.0 and not _NOT_VALUE.match(v):
                ctx.add(m.start(1), m.end(1), "session_cookie")
    for m in _CN_AFTER_WORDS.finditer(ctx.text) if not ctx.text.isascii() else ():
        v = m.group("v")
        if _CN_NOT_THE_VALUE.search(m.group("gap")):
            continue
        if v.isdigit() or (any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and not _VERSIONISH.match(v)):
            ctx.add_weak(m.start("v"), m.end("v"), "password")
    for m in _SEED_WORDS.finditer(ctx.text) if any(w in low for w in _SEED_HINTS) else ():
        if len(m.group(1).split()) in (12, 15, 18, 21, 24):
            ctx.add(m.start(1), m.end(1), "seed_phrase")


# Commands and config formats that carry a password in a place of their own: SQL "IDENTIFIED BY", a redis AUTH
# command, Windows "net use", a k8s env entry (name, then value), a Terraform variable's default.
_IDENTIFIED_BY = re.compile(r"(?i)\bIDENTIFIED\s+(?:WITH\s+\w+\s+)?BY\s+(?:PASSWORD\s+)?([\"'`]?)([^\s\"'`;]{3,128})\1")
_REDIS_AUTH = re.compile(r"\bAUTH\s+(?P<a>[^\s\"']{1,128})(?:[ \t]+(?P<b>[^\s\"']{4,128}))?")
_NET_USE = re.compile(r"(?i)\bnet\s+use\b([^\n]*)")
_K8S_ENV = re.compile(
    r"(?im)-\s*name:\s*[\"']?[\w.-]*(?:password|passwd|pwd|secret|token|api[_-]?key|apikey|credentials?|private[_-]?key)"
    r"[\w.-]*[\"']?[ \t]*\n[ \t]*value:[ \t]*([\"']?)([^\n\"']{3,200})\1[ \t]*$")
_TF_DEFAULT = re.compile(
    r"(?is)\bvariable\s+\"[\w-]*(?:password|passwd|secret|token|api[_-]?key|private[_-]?key)[\w-]*\"\s*\{[^}]*?"
    r"\bdefault\s*=\s*\"([^\"\n]{3,200})\"")


def _command_shapes(ctx: _Ctx) -> None:
    for m in _IDENTIFIED_BY.finditer(ctx.text) if "identified" in ctx.low else ():
        ls, le = _line_of(ctx.text, m.start())
        sql = m.group(1) or re.search(r"(?i)\b(?:create|alter)\s+(?:user|login|role)\b|\bgrant\b", ctx.text[ls:le])
        if sql and not m.group(2).startswith(":"):  # "issues identified by readers" is prose; ":pw" a bind variable
            ctx.add_weak(m.start(2), m.end(2), "password")
    if "AUTH" in ctx.text:
        for m in _REDIS_AUTH.finditer(ctx.text):
            ls, le = _line_of(ctx.text, m.start())
            if not re.search(r"(?i)redis|valkey|:6379|\d>\s*AUTH", ctx.text[ls:le]):
                continue
            for g in ("b", "a"):  # AUTH <user> <password>, else AUTH <password>
                v = (m.group(g) or "").rstrip(".,;")
                if len(v) >= 4 and not (v.isalpha() and v.islower()) and not _NOT_VALUE.match(v) and char_classes(v) >= 2:
                    ctx.add_weak(m.start(g), m.start(g) + len(v), "password")
                    break
    if "net " in ctx.low:
        for m in _NET_USE.finditer(ctx.text):
            for t in re.finditer(r"\S+", m.group(1)):
                v = t.group(0)
                if v.startswith(("/", "\\\\", "*")) or re.fullmatch(r"[A-Za-z]:|\*|/\S*", v) or _NOT_VALUE.match(v):
                    continue
                ctx.add_weak(m.start(1) + t.start(), m.start(1) + t.end(), "password")
    if "value:" in ctx.low:
        for m in _K8S_ENV.finditer(ctx.text):
            ctx.add_weak(m.start(2), m.end(2), "password")
    if "variable" in ctx.low:
        for m in _TF_DEFAULT.finditer(ctx.text):
            ctx.add_weak(m.start(1), m.end(1), "password")


# ---- values named by the thing they belong to (issue 24, round 2) -----------------------------------
#
# Card security codes and expiry beside a card; one-time codes in prose ("sent 468162 as my sign-in code");
# a Google service account's private_key_id; Mailgun keys; Gmail app passwords and Chinese SMTP 授权码;
# WeChat AppSecret; a password offered for a policy check; literal passwords in DB connect / login calls;
# well-known session cookies outside a Cookie line; seed phrases after their name. Each needs its naming word
# (a card, "code", "app password", "授权码", "AppSecret", "policy", the call's name), so ordinary digits,
# words and ids stay.
_OTP_PROSE = re.compile(
    r"(?i)(?<![\d.:/#-])(?:(?<![A-Za-z])[A-Z]{1,3}-)?(?P<a>\d{4,8})(?![\d.:/-])\s+(?:as|is|was|for)\s+(?:the|my|your|a|our)\s+(?:[\w-]+\s+){0,2}"
    r"(?:code|otp|pin)\b"
    r"|\b(?:the|that|this|a)\s+(?<![\d.:/#-])(?P<b>\d{5,8})(?![\d.:/-])\s+(?:[\w-]+\s+)?(?:code|otp)\b")
_OTP_SEND = re.compile(r"(?i)\b(?:text(?:ed|s)?|sent|sends|sms|emailed|received|got|gave|give|read|verif\w*|sign[- ]?in"
                       r"|log[- ]?in|2fa|one[- ]time|confirm\w*|security)\b")
_OTP_ZH = re.compile(r"(?:短信码|短信验证码|动态码|动态密码|校验码|验证码|确认码|登录码)[^\d\n。！？]{0,8}?(?<!\d)(\d{4,8})(?!\d)")
_SA_KEY_ID = re.compile(r"\"private_key_id\"\s*:\s*\"([0-9a-f]{16,64})\"")
_MAILGUN = re.compile(r"(?<![\w-])key-[0-9a-f]{32}(?![0-9a-zA-Z])")
_APP_PW_CUE = re.compile(r"(?i)app[- ]?(?:specific )?passwords?|应用专用密码|授权码|\bsmtp|imap|\.login\(")
_APP_PW = re.compile(r"(?<![A-Za-z0-9])(?:[a-z]{4}(?: [a-z]{4}){3}|[a-z]{16})(?![A-Za-z0-9])")
_COMMON4 = frozenset("""
that with this from have what your will been they them when then make like just also into over only some such
than very well were does done here there each much many more most must need want know take give look read send
mail code help work time date name user pass word keep spaces space safe sure good fine back down long
""".split())
_APPSECRET = re.compile(r"(?i)\bapp[_ -]?secret\b[^0-9a-f\n]{0,12}(?<![0-9a-f])([0-9a-f]{32})(?![0-9a-f])")
_POLICY_CUE = re.compile(r"(?i)\bpolic(?:y|ies)\b|\b(?:strong|secure|safe|good|long|complex)\s+enough\b|\brequirements?\b"
                         r"|\bcomplexity\b|\bpassword rules\b|密码(?:强度|规则|要求)|够不够(?:强|安全)")
_POLICY_VALUE = re.compile(r"(?<![^\s\"'“‘(（：:，,])([^\s\"'“”‘’()（），,]{8,40}?)[.?!]?(?=[\s\"'”’)）,，?？]|$)")
_ARG = r"(?:'[^'\n]*'|\"[^\"\n]*\"|[^,()'\"\n]+)"
_CALL_PW = re.compile(
    r"(?i)(?:\b(?:mysqli_connect|mysql_connect|mysqli_real_connect|new\s+mysqli|new\s+PDO"
    r"|(?:pymysql|MySQLdb|mysql\.connector|pymssql|cx_Oracle|oracledb|ibm_db|mariadb)\.connect)\s*\(\s*"
    r"(?:" + _ARG + r"\s*,\s*){2}|\.login\s*\(\s*" + _ARG + r"\s*,\s*)"
    r"(['\"])(?P<v>[^'\"\n]{3,128})\1")
_SESSION_COOKIE = re.compile(
    r"(?i)(?<![\w.-])(?:SESSDATA|bili_jct|z_c0|connect\.sid|PHPSESSID|JSESSIONID|laravel_session|sessionid"
    r"|_session_id|[\w-]*_session|csrftoken|SAPISID|APISID|__Secure-[\w-]+|remember_token|auth_token)"
    r"=([^;\s\"',]{12,})")
_SEED_HINT = re.compile(r"(?i)\b(?:seed|mnemonic|recovery phrase|backup phrase|secret phrase|wallet phrase)\b|助记词")
_SEED_RUN = re.compile(r"(?<![A-Za-z])((?:[a-z]{3,8}[ ,]+){11,23}[a-z]{3,8})(?![A-Za-z])")
_FUNCTION_WORDS = frozenset("""
the and you for are was were but not with this that have has had from they them their there what when which
will would should could can its our your his her him she him who how why all any been being into than then
very just also only some such more most much many each every other about after before again
""".split())

# Cheap substring tests before each pattern (long pasted code holds "code", "(" and "=" everywhere).
_APP_PW_WORDS = ("app pass", "app-pass", "apppass", "app specific", "app-specific", "应用专用", "授权码", "smtp", "imap",
                 ".login(")
_POLICY_WORDS = ("polic", "enough", "requirement", "complexity", "password rules", "密码强度", "密码规则", "密码要求", "够不够")
_OTP_SEND_WORDS = ("text", "sent", "send", "sms", "email", "receiv", "got", "gave", "give", "read", "verif", "sign",
                   "log", "2fa", "one", "confirm", "security")
_COOKIE_NAMES = ("sess", "bili_jct", "z_c0", "connect.sid", "csrftoken", "sapisid", "apisid", "__secure-",
                 "remember_token", "auth_token")


def _named_shapes(ctx: _Ctx) -> None:
    text, low = ctx.text, ctx.low
    if _CARD_CONTEXT.search(text) is not None or "卡" in text:
        ctx.spans.extend(card_codes.in_card_talk(text, _CARD.search(text) is not None or "[REDACTED:card]" in text))
    if (" code" in low or "otp" in low or " pin" in low) and any(w in low for w in _OTP_SEND_WORDS):
        for m in _OTP_PROSE.finditer(text):
            g = "a" if m.group("a") else "b"
            s, e = _line_of(text, m.start())
            sentence = text[max(s, m.start() - 80) : min(e, m.end() + 60)]
            if not _OTP_SEND.search(sentence) or re.search(r"(?i)\b(?:error|status|http|zip|postal|area|country|"
                                                             r"promo|discount|coupon|course|product|tracking)\b",
                                                             sentence):
                continue  # "error 40125 is the code", "use 20240 as the zip code"
            ctx.add(m.start(g), m.end(g), "one_time_code")
    if "码" in text:
        for m in _OTP_ZH.finditer(text):
            if not _CN_NOT_THE_VALUE.match(text, m.end(1)):
                ctx.add(m.start(1), m.end(1), "one_time_code")
    if "private_key_id" in text:
        for m in _SA_KEY_ID.finditer(text):
            ctx.add(m.start(1), m.end(1), "private_key_id")
    if "key-" in text:
        for m in _MAILGUN.finditer(text):
            ctx.add(m.start(), m.end(), "mailgun_key")
    if any(w in low for w in _APP_PW_WORDS) and _APP_PW_CUE.search(text):
        for m in _APP_PW.finditer(text):
            v = m.group(0)
            groups = v.split() if " " in v else [v]
            if any(w in _COMMON4 or w in _PROSE_STOP for w in groups):
                continue
            if " " not in v and sum(c in "aeiou" for c in v) > 7:
                continue  # a long lower-case word, not 16 random letters
            ctx.add(m.start(), m.end(), "app_password")
    if "secret" in low:
        for m in _APPSECRET.finditer(text):
            ctx.add(m.start(1), m.end(1), "app_secret")
    if any(w in low for w in _POLICY_WORDS) and _POLICY_CUE.search(text):
        for m in _POLICY_VALUE.finditer(text):
            v = m.group(1)
            if mixed_secret_token(v) and not re.search(r"[:/\\]", v):  # an ARN or a path is no password
                ls, le = _line_of(text, m.start())
                if _POLICY_CUE.search(text, ls, le) and not in_code(text, m.start()):
                    ctx.add(m.start(1), m.end(1), "password")
    if "(" in text and ("connect" in low or "login" in low or "new pdo" in low or "new mysqli" in low):
        for m in _CALL_PW.finditer(text):
            v = m.group("v")
            if not (placeholder_literal(v) or _NOT_VALUE.match(v) or v.lower() in _DEFAULT_CREDS or v.startswith("$")):
                ctx.add(m.start("v"), m.end("v"), "password")
    if "=" in text and any(w in low for w in _COOKIE_NAMES):
        for m in _SESSION_COOKIE.finditer(text):
            v = m.group(1)
            if entropy(v) >= 3.0 and not _NOT_VALUE.match(v) and not placeholder_literal(v):
                ctx.add(m.start(1), m.end(1), "session_cookie")
    if "\n" in text:
        ctx.spans.extend(recovery_codes.bare_lists(text, low))
    for h in _SEED_HINT.finditer(text) if any(w in low for w in ("seed", "mnemonic", "phrase", "助记词")) else ():
        r = _SEED_RUN.search(text, h.end(), min(len(text), h.end() + 200))
        if r is None:
            continue
        words = re.split(r"[ ,]+", r.group(1))
        if len(words) in (12, 15, 18, 21, 24) and sum(w in _FUNCTION_WORDS for w in words) <= 1:
            ctx.add(r.start(1), r.end(1), "seed_phrase")


# ---- issue 24, round 3: the classes of the blind v8 run, and what a next writer may try ---------------
#
# Long CLI flags whose value holds '@' or '=' (``--password=Ab@c=9``), htpasswd/chpasswd lines, values on the
# line after their keyword, markdown-quoted values, app tokens beside their name (a random lower-case and digit
# token no other rule knows), Digest/AWS/OAuth header parameters, .netrc lines, expiry and CVV right after a
# card, PII that carries its own check (a US SSN beside its name, a Chinese resident ID's ISO 7064 digit, an
# IBAN's mod-97, a passport number beside its name) and "the login is my email plus <pw>". Published test
# values (Stripe's 4242..., the AWS docs' ...EXAMPLE keys, the IBAN of every example) are no secrets.
_LONG_FLAG = re.compile(
    r"(?i)(?<![\w-])--(?:[a-z0-9]+-)*(?:password|passwd|pass|pwd|secret|token|api-?key|access-key|secret-key"
    r"|auth-token|client-secret|private-key|passphrase)(?:=|[ \t]+)([\"']?)(?P<v>[^\s\"']{3,200})\1")
_HTPASSWD = re.compile(r"\bhtpasswd\b((?:[ \t]+\S+){2,6})")
_CHPASSWD = re.compile(r"[\"']?[A-Za-z_][\w.-]{0,31}:(?P<v>[^\s:\"']{4,128})[\"']?\s*\|\s*(?:sudo\s+)?chpasswd\b"
                       r"|\becho\s+[\"']?(?P<w>[^\s\"']{4,128})[\"']?\s*\|\s*(?:sudo\s+)?passwd\s+--stdin\b")
# "password:" alone at a line's end, and the value alone on the next line.
_NEXT_LINE_NAME = re.compile(r"(?i)(?:pass(?:word|wd|phrase|code)?|pwd|pin|secret|token|api[ _-]?key|密码|口令|密钥)[^\n:：]{0,20}$")
_NEXT_LINE_VALUE = re.compile(r"[ \t]*[`\"']?(?P<v>[^\s`\"']{6,128})[`\"']?[ \t]*(?:\n|$)")
# Markdown: a table row or a bold label with a secret's name, the value in backticks.
_MD_VALUE = re.compile(r"(?i)(?<![\w`])(?:pass(?:word|wd|phrase)?|pwd|pin|secret|token|api[ _-]?key|密码|口令|密钥)(?:\*\*|__)?"
                       r"[ \t]*(?:[:：=]|\bis\b)[ \t]*(?:\*\*|__)?[ \t]*`(?P<v>[^`\s]{4,128})`")
_MD_TABLE_HEAD = re.compile(r"(?im)^\|(?P<h>[^\n]*\|)[ \t]*\n\|[ \t:|-]+\|[ \t]*$")
_NETRC = re.compile(r"(?i)\bmachine\s+\S+(?:\s+login\s+\S+)?\s+password\s+(?P<v>\S{3,128})")
_AUTH_PARAM = re.compile(r"(?i)\b(?:response|signature|oauth_signature|oauth_token|cnonce)\s*=\s*\"?(?P<v>[A-Za-z0-9+/=_%.-]{16,})")
_AUTH_SCHEME = re.compile(r"(?i)\bdigest\s|AWS4-HMAC|\bOAuth\s|authorization")
# A random token beside a word that names a key: an app token (Pushover, Gotify, Plex), lower case and digits.
_KEY_CUE = re.compile(r"(?i)(?<![a-z])(?:tokens?|keys?|secrets?|api[ _-]?keys?|apikey|app[ _-]?keys?|auth|password|passwd"
                      r"|credentials?)(?![a-z])|密钥|令牌|秘钥|授权码|口令|密码")
_RANDOM_TOKEN = re.compile(r"(?<![\w./+=:@-])[A-Za-z0-9_-]{16,64}(?![\w/+=@-]|\.[A-Za-z0-9])")
_NOT_KEY_NEAR = re.compile(r"(?i)(?:\b(?:id|ids|sha\d*|md5|hash|digest|commit|revision|rev|build|request|trace|order|"
                           r"tracking|invoice|session id|uuid|etag|checksum|version|ref|tag|nonce|state)\b|#)\W{0,4}$")
_PUBLISHED_IBANS = frozenset("""
DE89370400440532013000 GB82WEST12345698765432 GB29NWBK60161331926819 GB33BUKB20201555555555 FR1420041010050500013M02606
NL91ABNA0417164300 ES9121000418450200051332 IT60X0542811101000000123456 CH9300762011623852957 BE68539007547034
AT611904300234573201 PL61109010140000071219812874 DE75512108001245126199 NO9386011117947 SE4550000000058398257466
""".split())
_SSN = re.compile(r"(?<![\d-])(?P<a>\d{3})(?P<s>[- ]?)(?P<g>\d{2})(?P=s)(?P<n>\d{4})(?![\dA-Za-z-]|\.\d)")
_SSN_CUE = re.compile(r"(?i)\bssn\b|social security|\bsocial\b|\bSS#|\bITIN\b|taxpayer id|社会安全号|社保号")
_CN_ID = re.compile(r"(?<![\dA-Za-z])(?P<v>[1-8]\d{5}[ ]?(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[ ]?\d{3}[\dXx])"
                    r"(?![\dA-Za-z])")
_CN_ID_W = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CN_ID_CUE = re.compile(r"(?i)身份证|证件号|居民身份|公民身份|\bID\s*(?:number|no\.?|#)|\bID\b")
_ORDER_BEFORE = re.compile(r"(?i)(?:订单|单号|运单|流水|编号|order|tracking|invoice|ref(?:erence)?|no\.?|#)\W{0,6}$")
_IBAN = re.compile(r"(?<![A-Za-z0-9])(?P<v>[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,3})?)(?![A-Za-z0-9])")
# The countries whose IBANs the core reads (utils.redact_checked_ids reads every country's in running text);
# their lengths come from idcheck's one table.
_IBAN_LEN = {c: idcheck.IBAN_LENGTHS[c] for c in (
    "AD", "AE", "AT", "BE", "BG", "BH", "BR", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU",
    "IE", "IL", "IS", "IT", "KW", "KZ", "LB", "LI", "LT", "LU", "LV", "MC", "MT", "NL", "NO", "PK", "PL", "PT", "QA", "RO",
    "RS", "SA", "SE", "SI", "SK", "SM", "TR", "UA")}
_PASSPORT = re.compile(r"(?i)(?:passport(?:\s+(?:number|no\.?|num|#))?|护照(?:号码|号)?|パスポート番号|여권번호)"
                       r"(?P<gap>[^\n\d]{0,24}?)(?<![A-Za-z0-9])(?P<v>[A-Z]{1,2}\d{6,9}|\d{9}|[A-Z]\d[A-Z0-9]{6,8})(?![A-Za-z0-9])")
# "the login is my email plus Bailey2003?", "用户名加上 Tiger2019"
_LOGIN_PLUS = re.compile(
    r"(?i)\b(?:log[- ]?in|sign[- ]?in|log[- ]?on|credentials?|creds|password|account)\b[^.\n]{0,40}?\b(?:my|the|your|our|his|her)"
    r"\s+(?:e-?mail(?:\s+address)?|user\s?name|phone(?:\s+number)?|(?:[a-z]+\s+)?(?:number|id|no\.?)|name"
    r"|handle)\s+(?:plus|and(?:\s+then)?|with|\+|&|then|,)\s+(?:the\s+|a\s+)?(?:password\s+|pw\s+|pin\s+)?"
    r"[\"'`]?(?P<v>[^\s\"'`,;]{4,64})"
    r"|(?:用户名|账号|帐号|邮箱|手机号)\s*(?:再?加上?|\+|和)\s*[\"'“]?(?P<w>[A-Za-z0-9!@#$%^&*_+=.?-]{4,64})")


# Passwords given to archivers and key tools by a short flag: ssh-keygen -N, zip/unzip -P, 7z -p<pw>, openssl -k.
_TOOL_FLAG = re.compile(r"\b(?:ssh-keygen\b[^\n]*?\s-N|(?:zip|unzip|zipcloak)\b[^\n]*?\s-P|openssl\b[^\n]*?\s-k)[ \t]+([\"']?)"
                        r"(?P<v>[^\s\"']{3,128})\1|\b7za?\b[^\n]*?\s-p(?P<w>[^\s\"']{3,128})")
# A password's name in other languages, up to a few words, a copula or a colon, then the value.
_PW_WORDS_INTL = re.compile(
    r"(?i)(?<![\w])(?:mot de passe|contraseña|contrasena|clave|senha|passwort|kennwort|wachtwoord|has[lł]o|пароль|"
    r"パスワード|비밀번호|암호|şifre|sifre|mật khẩu|mat khau|kata sandi|lösenord|losenord|adgangskode|salasana|parola|heslo)"
    r"(?P<gap>[^\n.,;:!?。：]{0,30}?)\s*(?:est|es|é|è|ist|lautet|is|je|jest|är|er|on|это|は|는|은|=|:|：|—|–|-)\s*"
    r"[\"'«“「]?(?P<v>[^\s\"'»”」,;、。，]{4,64})")
_SIN = re.compile(r"(?<![\d-])\d{3}([ -]?)\d{3}\1\d{3}(?![\d-])")
_SIN_CUE = re.compile(r"(?i)\bSIN\b|social insurance|numéro d'assurance sociale|\bNAS\b")


# "the new one is maple-Otter-33", "the duress one is 7731": a second value named by "one" after a secret's name.
_ONE_IS = re.compile(r"(?i)\b(?:new|old|current|other|second|duress|backup|temporary|temp|admin|guest|master|real|spare)"
                     r"\s+one\s+(?:is|was|=|:|will be)\s+[\"'`“]?(?P<v>[^\s\"'`”,;]{3,64})")
# "the lockbox code is now 1378 (the old 5139 was reset)", "der alte war 5139": the code it replaced, as digits, after a
# code's name (a value changed is asked about still, and may be set again)
_OLD_CODE = re.compile(r"(?i)(?<![^\W\d_])(?:old|previous|former|prior|alte[nrs]?|vorherige[nrs]?|bisherige[nrs]?|ancien"
                       r"|ancienne|précédent|anterior|antiguo|antigua|viejo|vieja|vecchio|vecchia|precedente|oude|vorige"
                       r"|gamle|forrige|gamla|tidigare|stary|stara|poprzedni|старый|прежний|предыдущий)\s+"
                       r"(?:(?:one|code|pin|kod|código|codice|pincode)\s+)?(?:(?:is|was|war|ist|était|era|:|=)\s+)?"
                       r"(?P<v>\d{4,8})(?![\d.,/:-]\d|\d|\s*(?:model|version|years?|km|€|\$|%))")
# the words _OLD_CODE opens with, looked up as plain substrings before its alternation scans the message
_OLD_WORDS = ("old", "previous", "former", "prior", "alte", "vorherig", "bisherig", "ancien", "précédent", "anterior",
              "antigu", "viej", "vecchi", "precedente", "oude", "vorige", "gaml", "forrige", "tidigare", "stary", "stara",
              "poprzedni", "старый", "прежний", "предыдущий")
_DIGITS4 = re.compile(r"\d{4}")
_OLD_CUE = re.compile(r"(?i)pass|pin|code|kod|código|codice|combination|combinaison|kombination|lockbox|schloss|密码|口令")
_ONE_CUE = re.compile(r"(?i)pass(?:word|code|phrase)?|\bpin\b|\bcode\b|\bpw\b|combination|padlock|lockbox|密码|口令")
# Security answers: "my mother's maiden name is Abernathy", "first pet: Biscuit".
_SECURITY_Q = re.compile(
    r"(?i:mother'?s\s+maiden\s+name|maiden\s+name|(?:name\s+of\s+(?:my|your|the)\s+)?first\s+pet(?:'s\s+name)?"
    r"|street\s+(?:i|you|we)\s+grew\s+up\s+on|first\s+(?:car|school|teacher|employer)|childhood\s+(?:best\s+)?friend"
    r"|favou?rite\s+teacher|city\s+(?:i|you)\s+(?:was|were)\s+born\s+in|(?:elementary|primary)\s+school)"
    # a pet's or a teacher's name may open with a title ("Mr Noodle", "Mrs. Pickles", "St Ives"); a school's name
    # runs to three words ("St. Brendan's Primary")
    r"(?:\s+(?:is|was))?\s*[:：=]?\s*[\"'“]?(?P<v>(?:(?:Mr|Mrs|Ms|Miss|Dr|St|Sir|Lady|Lord|Captain|Capt|Prof)\.?\s+)?"
    r"[A-Z][A-Za-z'-]{2,}(?:\s+[A-Z][A-Za-z'-]{2,}){0,2})")
# A bank account number beside its name, in a message about banking (routing, sort code, deposit, wire, IBAN).
_BANK_ACCT = re.compile(r"(?i)\b(?:account|acct|a/c|konto)\s*(?:number|no\.?|#|num)?\s*(?:is|:|=)?\s*(?<![\d-])(?P<v>\d{8,17})(?![\d-])"
                        r"|(?:银行账号|银行卡号|账号|账户|帐号)\s*(?:是|为|：|:)?\s*(?<!\d)(?P<w>\d{8,19})(?!\d)")
_BANK_CUE = re.compile(r"(?i)routing|sort\s+code|\bbsb\b|deposit|\bwire\b|\biban\b|\bbank\b|swift|\bach\b|银行|转账|汇款|开户"
                       # a South African branch code, a cheque account (FICA)
                       r"|branch\s+code|\bcheque\s+account|\bfica\b")


# Cheap substring tests in front of the patterns above (long pasted code holds "key", "-" and "`" everywhere).
_COLON_EOL = re.compile(r"[:：][ \t]*\n")
_DIGIT = re.compile(r"\d")
_KEY_WORDS = ("token", "key", "secret", "auth", "passw", "credential", "密钥", "令牌", "秘钥", "授权码", "口令", "密码")
_MD_WORDS = ("pass", "pwd", "pin", "secret", "token", "key", "密码", "口令", "密钥")
_SSN_WORDS = ("ssn", "social", "ss#", "itin", "taxpayer", "社会安全", "社保")
_BANK_ACCT_WORDS = ("account", "acct", "a/c", "konto", "账号", "账户", "帐号")
_LOGIN_PLUS_JOIN = (" plus ", "and then", " then ", "加", "和", " +", "&")
_LOGIN_PLUS_PAIRS = ("mail and", "name and", "number and", "id and", "handle and", "mail with", "name with", "number with")
_LOGIN_PLUS_WORDS = ("log", "sign", "credential", "creds", "password", "account", "用户名", "账号", "帐号", "邮箱", "手机号")


def random_letters(v: str) -> bool:
    """Letters only, but mixed as a generator mixes them ("tFkIElLgrw", "PLuHMgqyfv"): the case changes three
    times or more, one lower-case letter stands alone between capitals, and no two capitalised words follow
    each other (a word, a Name, camelCase, "McDonalds" and "iPhone" do not pass). From 16 letters on, where two
    capitalised pieces follow each other by chance, the case changes at least every third letter, with two
    runs of capitals and two lone lower-case letters between capitals (camelCase has capitals alone, acronyms
    one run: "getHTTPResponseCode", "XMLHttpRequestEventTarget")."""
    if not 8 <= len(v) <= 64 or not v.isalpha() or not v.isascii() or v.istitle() or v.isupper() or v.islower():
        return False
    switches = sum(a.isupper() != b.isupper() for a, b in zip(v, v[1:]))
    if len(v) >= 16 and switches >= len(v) // 3 and len(re.findall(r"[A-Z]{2,}", v)) >= 2 and len(
            re.findall(r"(?<=[A-Z])[a-z](?=[A-Z])", v)) >= 2:
        return True
    return (switches >= 3 and re.search(r"[A-Z][a-z][A-Z]", v) is not None and not v.startswith(("Mc", "Mac"))
            and not re.search(r"[A-Z][a-z]{3,}[A-Z][a-z]{3,}", v))


def cn_id_ok(v: str) -> bool:
    """A Chinese resident ID number's ISO 7064 MOD 11-2 check character holds."""
    d = v.replace(" ", "")
    if len(d) != 18 or not d[:17].isdigit():
        return False
    return "10X98765432"[sum(int(a) * w for a, w in zip(d[:17], _CN_ID_W)) % 11] == d[17].upper()


def iban_ok(v: str) -> bool:
    """An IBAN of one of the core's countries (_IBAN_LEN) passing idcheck's length and mod-97 check."""
    return v[:2] in _IBAN_LEN and idcheck.iban_ok(v)


def ssn_ok(a: str, g: str, n: str) -> bool:
    """A US SSN outside the never-issued ranges (area 000, 666, 900-999; group 00; serial 0000)."""
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


def _random_key_token(v: str) -> bool:
    """A token of letters and digits mixed as a generator mixes them (many switches between the two), of
    high entropy, and none of: hex (a hash), a word with a number, an identifier, a version."""
    if _HEXISH.match(v) or _IDENTIFIER.fullmatch(v) or _CAMEL.fullmatch(v) or _STAND_IN.search(v):
        return False
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    if digits < 3 or letters < 5 or re.search(r"[A-Za-z]{2,}[_-][A-Za-z]{2,}", v):
        return False
    if ("-" in v or "_" in v) and max(len(p) for p in re.split(r"[-_]", v)) < 16:
        return False  # a pod or build name (api-7f9c8d6b5-x2k4p), short random pieces joined
    switches = sum(a.isdigit() != b.isdigit() for a, b in zip(v, v[1:]) if a.isalnum() and b.isalnum())
    longest = max(len(r) for r in re.findall(r"[A-Za-z]+", v))
    return switches >= 5 and entropy(v) >= 3.6 and longest <= max(7, len(v) // 2)


def _round3(ctx: _Ctx) -> None:
    text, low = ctx.text, ctx.low
    if "--" in text:
        for m in _LONG_FLAG.finditer(text):
            v = m.group("v").rstrip(".,;")
            sep = text[m.start("v") - 1 - (1 if m.group(1) else 0)]
            if v.startswith("-") or _NOT_VALUE.match(v) or placeholder_literal(v) or v.lower() in _DEFAULT_CREDS or (
                    re.match(r"[a-z_]+=", v)):
                continue  # ... or a spec: docker build --secret id=npmrc,src=.npmrc
            if sep != "=" and not m.group(1) and (v.isalpha() or re.fullmatch(r"[a-z_-]+", v)):
                continue  # "--password reads it from a prompt"
            ctx.add(m.start("v"), m.start("v") + len(v), "password")
    if "htpasswd" in low:
        for m in _HTPASSWD.finditer(text):
            toks = [(t.start(), t.end(), t.group()) for t in re.finditer(r"\S+", m.group(1))]
            flags = "".join(t[2][1:] for t in toks if t[2].startswith("-"))
            pos = [t for t in toks if not t[2].startswith("-")]
            if "b" not in flags:
                continue
            i = 1 if "n" in flags else 2
            if len(pos) > i and not _NOT_VALUE.match(pos[i][2]) and pos[i][2] not in ("—", "-", "#"):
                ctx.add(m.start(1) + pos[i][0], m.start(1) + pos[i][1], "password")
    if "passwd" in low:
        for m in _CHPASSWD.finditer(text):
            g = "v" if m.group("v") else "w"
            if not _NOT_VALUE.match(m.group(g)):
                ctx.add(m.start(g), m.end(g), "password")
    for c in _COLON_EOL.finditer(text) if "\n" in text else ():
        # a colon at a line's end (common in markdown and code): only then is the line's tail read for a name
        if _NEXT_LINE_NAME.search(text, max(0, c.start() - 40), c.start()) is None:
            continue
        m = _NEXT_LINE_VALUE.match(text, c.end())
        if m is not None:
            v = m.group("v")
            if (not v.isalpha() and char_classes(v) >= 2 and not _NOT_VALUE.match(v) and "://" not in v
                    and not v.endswith((":", ",", "{", "[", "(")) and not _IDENTIFIER.fullmatch(v.rstrip(":"))
                    and not _VERSIONISH.match(v)):
                ctx.add(m.start("v"), m.end("v"), "password")  # (a YAML key such as "secretKeyRef:" is no value)
    if "\n" in text and "|" in text:
        for t in _MD_TABLE_HEAD.finditer(text):
            heads = [h.strip().lower() for h in t.group("h").split("|")]
            cols = [i for i, h in enumerate(heads) if _CRED_CUE.fullmatch(h) or re.fullmatch(
                r"(?:api[ _-]?)?(?:key|token|secret)s?", h)]
            if not cols:
                continue
            pos = t.end()
            for row in re.finditer(r"(?m)^\|([^\n]*)\|[ \t]*$", text[pos:]):
                cells = row.group(1).split("|")
                off = pos + row.start(1)
                for i, cell in enumerate(cells):
                    if i in cols:
                        v = cell.strip().strip("`")
                        if v and not v.isalpha() and not _NOT_VALUE.match(v) and len(v) >= 4:
                            s = off + len("|".join(cells[:i])) + (1 if i else 0) + cell.index(v)
                            ctx.add(s, s + len(v), "password")
    if "`" in text and any(w in low for w in _MD_WORDS):
        for m in _MD_VALUE.finditer(text):
            v = m.group("v")
            if (not v.isalpha() and not _NOT_VALUE.match(v) and not placeholder_literal(v) and char_classes(v) >= 2
                    and not _IDENTIFIER.fullmatch(v) and not re.match(r"[A-Za-z_][\w.-]*=", v)):
                ctx.add_weak(m.start("v"), m.end("v"), "password")
    if "machine" in low:
        for m in _NETRC.finditer(text):
            if not _NOT_VALUE.match(m.group("v")):
                ctx.add(m.start("v"), m.end("v"), "password")
    if "=" in text and ("auth" in low or "digest" in low or "aws4-hmac" in low) and _AUTH_SCHEME.search(text):
        for m in _AUTH_PARAM.finditer(text):
            ls, le = _line_of(text, m.start())
            if _AUTH_SCHEME.search(text, ls, le):
                ctx.add(m.start("v"), m.end("v"), "auth_param")
    if has_long_token(text) and any(w in low for w in _KEY_WORDS) and _KEY_CUE.search(text):
        for m in _RANDOM_TOKEN.finditer(text):
            v = m.group(0)
            if not _random_key_token(v):
                continue
            before = text[max(0, m.start() - 60) : m.start()]
            if _NOT_KEY_NEAR.search(before) or _LOG_LINE.match(text, _line_of(text, m.start())[0]):
                continue
            ls, le = _line_of(text, m.start())
            if _KEY_CUE.search(text, max(ls, m.start() - 60), m.start()) or (len(v) >= 24 and entropy(v) >= 4.0):
                ctx.add(m.start(), m.end(), "api_key")
    shape = text.encode("utf-8", "surrogatepass").translate(_PW_BYTES) if _DIGIT.search(text) else b""
    if shape:
        if any(w in low for w in _SSN_WORDS) and _SSN_CUE.search(text):
            for m in _SSN.finditer(text):
                if ssn_ok(m.group("a"), m.group("g"), m.group("n")) and _SSN_CUE.search(
                        text, max(0, m.start() - 80), m.start()):
                    ctx.add(m.start(), m.end(), "ssn")
        # The check digit decides alone; beside its name ("身份证号", "IBAN") a number of the right shape counts
        # even with a wrong one (a typo, or a number made up for the question, is still someone's).
        for m in _CN_ID.finditer(text) if b"dddddd" in shape else ():
            before = text[max(0, m.start() - 24) : m.start()]
            if (cn_id_ok(m.group("v")) or _CN_ID_CUE.search(before)) and not _ORDER_BEFORE.search(before[-12:]):
                ctx.add(m.start(), m.end(), "resident_id")
        # a BBAN of letters and digits ("RO11 RNCB 8COA RJJ1 ...") may hold no four digits in a row: named, it is tried
        for m in _IBAN.finditer(text) if b"dddd" in shape or "iban" in low else ():
            v = re.sub(r"[ -]", "", m.group("v"))
            if v not in _PUBLISHED_IBANS and (iban_ok(v) or (
                    _IBAN_LEN.get(v[:2]) == len(v) and "iban" in low[max(0, m.start() - 24) : m.start()])):
                ctx.add(m.start(), m.end(), "iban")
        if "passport" in low or "护照" in text or "パスポート" in text or "여권" in text:
            for m in _PASSPORT.finditer(text):
                if not re.search(r"(?i)format|digits?|letters?|characters?|位", m.group("gap")):
                    ctx.add(m.start("v"), m.end("v"), "passport")
    if "-" in text and any(w in low for w in ("ssh-keygen", "zip", "openssl", "7z")):
        for m in _TOOL_FLAG.finditer(text):
            g = "v" if m.group("v") else "w"
            v = m.group(g)
            if not v.startswith(("-", "$")) and not _NOT_VALUE.match(v) and not placeholder_literal(v):
                ctx.add(m.start(g), m.end(g), "password")
    if not text.isascii() or "clave" in low or "senha" in low or "passwort" in low or "wachtwoord" in low or (
            "mot de passe" in low or "haslo" in low or "sifre" in low or "kata sandi" in low or "parola" in low):
        for m in _PW_WORDS_INTL.finditer(text):
            v = m.group("v").rstrip(".,!?)—–")
            if len(v) < 4 or v.lower() in _PROSE_STOP or _EMAIL.match(v) or "://" in v:
                continue
            shell_var = v.startswith("$") and char_classes(v[1:]) == 3 and len(v) >= 8
            if (_NOT_VALUE.match(v) and not shell_var) or _VERSIONISH.match(v):
                continue
            if shell_var or random_letters(v):
                ctx.add(m.start("v"), m.start("v") + len(v), "password")
            elif (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)) or _MIXED_SYMBOL.search(v):
                ctx.add_weak(m.start("v"), m.start("v") + len(v), "password")
    if ("sin" in low or "social insurance" in low or "nas" in low) and _SIN_CUE.search(text):
        for m in _SIN.finditer(text):
            d = re.sub(r"\D", "", m.group(0))
            if d[0] not in "08" and idcheck.luhn_ok(d) and _SIN_CUE.search(text, max(0, m.start() - 60), m.start()):
                ctx.add(m.start(), m.end(), "sin")
    for m in _OLD_CODE.finditer(text) if (_DIGITS4.search(text) and any(w in low for w in _OLD_WORDS)
                                          and _OLD_CUE.search(text)) else ():
        if not re.fullmatch(r"(?:19|20)\d\d", m.group("v")) and _OLD_CUE.search(
                text, max(0, m.start() - 120), m.start()):
            ctx.add(m.start("v"), m.end("v"), "pin")
    if any(w in low for w in (" one is", " one was", " one =", " one:", " one will")) and _ONE_CUE.search(text):
        for m in _ONE_IS.finditer(text):
            v = m.group("v").rstrip(".,!?)")
            if not _ONE_CUE.search(text, max(0, m.start() - 160), m.start()):
                continue
            if re.fullmatch(r"[A-Za-z]?[a-z]+\d{1,2}", v):
                continue  # a model name: "the new one is Pixel8"
            if (v.isdigit() and 3 <= len(v) <= 12) or (
                    (any(c.isdigit() for c in v) or _MIXED_SYMBOL.search(v)) and any(c.isalpha() for c in v)
                    and not _NOT_VALUE.match(v) and not _VERSIONISH.match(v) and not _EMAIL.match(v)):
                ctx.add(m.start("v"), m.start("v") + len(v), "password")
    if "maiden" in low or "first pet" in low or "grew up" in low or "first car" in low or "born in" in low or (
            "first school" in low or "childhood" in low or "teacher" in low or "first employer" in low
            or " school" in low):
        asked = re.search(r"(?i)security|secret question|recovery|verification|answers?\b|questions?\b|密保", text)
        for m in _SECURITY_Q.finditer(text):
            v = m.group("v")
            # outside a security question, "my first pet was Rex" is a memory, not an answer (the maiden name is
            # always one)
            # a question as a label ("street I grew up on: Alder Crescent") is a form's answer too
            if not (asked or "maiden" in m.group(0).lower() or ":" in m.group(0) or "：" in m.group(0)):
                continue
            if v.lower() not in _PROSE_STOP and v.split()[0].lower() not in ("what", "which", "who", "question"):
                ctx.add(m.start("v"), m.end("v"), "security_answer")
    if any(w in low for w in _BANK_ACCT_WORDS) and _BANK_CUE.search(text):
        for m in _BANK_ACCT.finditer(text):
            g = "v" if m.group("v") else "w"
            ctx.add(m.start(g), m.end(g), "bank_account")
    if (any(w in low for w in _LOGIN_PLUS_JOIN) or any(w in low for w in _LOGIN_PLUS_PAIRS)) and any(
            w in low for w in _LOGIN_PLUS_WORDS):
        for m in _LOGIN_PLUS.finditer(text):
            g = "v" if m.group("v") else "w"
            v = m.group(g).rstrip(".,;:)")
            if v.endswith("?") and not v[:-1].isalpha():
                v = v[:-1] if not ctx.text[m.start(g) + len(v) :].startswith(("?", " (")) else v
            if (any(c.isdigit() for c in v) or _MIXED_SYMBOL.search(v)) and any(c.isalpha() for c in v) and not (
                    _NOT_VALUE.match(v) or _EMAIL.match(v) or v.lower() in _PROSE_STOP):
                ctx.add(m.start(g), m.start(g) + len(v), "password")


# ---- issue 24, round 4: the classes of the blind v9 run ----------------------------------------------
#
# A PIN or password named earlier in the message and given later in passing or by reference ("the PIN for the
# garage is the same as before, it's 8378"); one-time codes in a pasted SMS or e-mail (a code word and a
# verify / don't-share word around a 4-8 digit number); commands that set a password on a server or an account
# (redis requirepass / masterauth, keytool and jarsigner store passwords, rabbitmqctl, elasticsearch-users,
# net user, wpa_passphrase, FreeRDP /p:); a hex or UUID key right after a credential's name ("Datadog
# application key <40 hex>"), where alone such a value is a hash or an id; the later string arguments of a
# credential constructor (Credential("AKID...", "<secret>")). Published 3-D Secure test cards (many repeated
# digits) in a test or docs context are no secret.
# (each pattern opens with a lookahead for its first letters: the engine then skips most positions at once)
_REFER = re.compile(
    r"(?i)(?=[itws])(?<![\w'])(?:(?:it'?s|it\s+is|it\s+was|that'?s|which\s+is|is\s+still|was\s+still|still)"
    r"(?:\s+(?:been|still|just|always|now|again))*"
    r"|same\s+as\s+(?:before|always|ever|last\s+time|usual)"
    r"|(?:I|we)\s+(?:gave|sent|told)\s+you(?:\s+\w+){0,2}\s*[:：])"
    r"(?=[\s:：,]*[\"'`“‘]?(?P<v>[^\s\"'`”’,;]{3,64}))")
# (not a PIN's entry screen, pad, diagram or length: "the PIN entry screen ... it's still 1080" is about a screen)
_REFER_PIN = re.compile(r"(?i)(?=[pckdgalsevmu])(?<![\w-])(?:(?:m-?|upi\s)?pins?|passcodes?|pass code|combination|combo|keypad"
                        r"|(?:door|gate|alarm"
                        r"|garage|lock|safe|locker|entry|lockbox|padlock|voicemail|atm)\s+code)(?![\w-])"
                        r"(?!\s+(?:entry|pad|screen|diagram|mapping|layout|header|count|length|field|prompt|policy"
                        r"|format|size|number of|out\b))")
_REFER_PW = re.compile(r"(?i)(?<![\w-])(?:passwords?|passwd|passphrase|pw)(?![\w-])")
_REFER_WORDS = ("it's", "it is", "it was", "that's", "which is", "still", "same as", "gave you", "sent you", "told you")
_REFER_NOUN_WORDS = ("pin", "pass", "pw", "combo", "combination", "keypad", " code")
# What follows a number that is a quantity, not a code: "it's 300 dollars", "expires in 15 minutes".
_UNIT_AFTER = re.compile(r"(?i)\s*(?:%|°|percent|am\b|pm\b|h\b|hrs?\b|hours?|minutes?|mins?\b|seconds?|secs?\b|days?"
                         r"|weeks?|months?|years?|times|digits?|characters?|chars\b|km\b|miles?|meters?|m\b|kg\b"
                         r"|lbs?\b|dollars?|euros?|usd\b|eur\b|bucks|people|users|items|pages|lines|bytes|kb\b|mb\b"
                         r"|gb\b|ms\b|px\b|issues|errors|files|tests|rows|records|requests|tokens|steps|bits?\b|ports"
                         r"|ohms?|rounds|点|分钟|秒|小时|天|元|次)")
_YEAR = re.compile(r"(?:19[5-9]\d|20[0-3]\d)")


def dotted_pass(v: str) -> bool:
    """Words joined by dots with a digit among them ("tulip.orbit93", "Brisk.lantern.64"): a passphrase."""
    return (_DOTTED_PASS.fullmatch(v) is not None and not _VERSIONISH.match(v)
            and not re.search(r"(?i)\.(?:com|org|net|io|dev|py|js|ts|txt|json|ya?ml|md|html?|css|log|cfg|conf|ini|sh"
                              r"|exe|zip|gz|tar|pdf|png|jpe?g|csv)$", v))


def pw_value(v: str) -> bool:
    """A value that reads as a password by its own shape when a sentence only refers to one: a symbol between
    letters and digits, leet, random letters, dotted words with a digit, or upper, lower and a digit that is not
    only at the end (``iPhone15`` and ``Win32`` are names)."""
    if len(v) < 6 or v.lower() in _PROSE_STOP or _EMAIL.match(v) or "://" in v or _VERSIONISH.match(v):
        return False
    if dotted_pass(v) or random_letters(v) or mixed_secret_token(v) or leet_token(v):
        return True
    return (len(v) >= 8 and v.isalnum() and char_classes(v) == 3 and re.search(r"\d[A-Za-z]", v) is not None
            and not _CAMEL.fullmatch(v) and not _HEXISH.match(v))


def _pin_value(text: str, s: int, v: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    if not re.fullmatch(r"\d{1,6}(?:-\d{1,6}){0,7}", v) or not 3 <= digits <= 12:
        return False
    if s and text[s - 1] in "$€£¥#+":
        return False
    if _UNIT_AFTER.match(text, s + len(v)) or (len(v) == 4 and _YEAR.fullmatch(v)):
        return False  # "it's 300 dollars", "it's 2024 and ..."
    return True


def referred_values(text: str, pin_named: bool = True, pw_named: bool = True) -> list[Span]:
    """Values given by reference after a PIN or a password was named earlier in the same message ("... it's
    8378", "still SoimAiCrR7zl", "the one I gave you: 5215"); with the nouns' flags, the value of a message
    that opens so after a message that named one ("it's 8159, I'm sure")."""
    out: list[Span] = []
    for m in _REFER.finditer(text):
        s = m.start("v")
        raw = m.group("v")
        v = raw.rstrip(".,!?):;—–")
        before = text[max(0, m.start() - 120) : m.start()]
        pin = _REFER_PIN.search(before) is not None if before.strip() else pin_named
        pw = _REFER_PW.search(before) is not None if before.strip() else pw_named
        if "\n" in before:  # the noun on the value's line
            nl = before.rfind("\n")
            pin = pin and _REFER_PIN.search(before, nl) is not None
            pw = pw and _REFER_PW.search(before, nl) is not None
        if pin and _pin_value(text, s, v):
            out.append((s, s + len(v), "pin"))
        elif pw and pw_value(v) and (not _NOT_VALUE.match(v) or dotted_pass(v)):
            out.append((s, s + len(v), "password"))
    return out


# A code in a pasted SMS or e-mail: a 4-8 digit number (or 3+3, or G-123456) near a code word and a word of
# verifying, signing in or not sharing.
_SMS_NUM = re.compile(r"(?=[A-Z0-9])(?<![\w.,:/+#$€£-])(?:[A-Z]{1,2}-)?(?P<v>\d{4,8}|\d{3}[ -]\d{3})"
                      r"(?![\w%°]|[.,:/-]\d)")
_SMS_CODE_WORD = re.compile(r"(?i)\b(?:code|passcode|otp|pin)\b|验证码|校验码|动态码")
_SMS_VERIFY = re.compile(r"(?i)verif|sign(?:ing)?[- ]?in|log(?:ging)?[- ]?in|confirm|security|one[- ]time"
                         r"|(?:don'?t|do\s+not|never)\s+(?:share|forward|give)|expires?|valid\s+for|authenticat|2fa"
                         r"|two[- ]factor|请勿|切勿|有效")
_SMS_NOT = re.compile(r"(?i)\b(?:error|status|http|port|line|order|tracking|package|parcel|zip|postal|promo"
                      r"|coupon|discount|invoice|flight|room|version|build|issue|ticket|pr|commit|step|exit|area"
                      r"|country|course|product|ref(?:erence)?|account|phone|number|no\.?|ending|ends|returns?"
                      r"|returned|value|equals)\b\W{0,12}$")
_SMS_WORDS = ("code", "otp", "pin", "码", "verif", "confirm")
_SMS_VERIFY_WORDS = ("verif", "sign-in", "sign in", "signing in", "log in", "login", "log-in", "logging in", "confirm",
                     "security", "one-time", "one time", "share", "forward", "give", "expire", "valid for",
                     "authenticat", "2fa", "factor", "请勿", "切勿", "有效")
_SMS_BEFORE = re.compile(r"(?i)(?:code|otp|passcode|pin|码|[:：])\W{0,2}(?:is|was|为|是)?\W{0,2}$")
_SMS_AFTER = re.compile(r"(?i)\W{0,2}\s+(?:is\s+(?:your|the|my)|to\s+(?:verify|sign|log|confirm|complete|continue|reset"
                        r"|access|finish|activate))\b")


def _sms_codes(ctx: _Ctx) -> None:
    text = ctx.text
    for m in _SMS_NUM.finditer(text):
        v = m.group("v")
        s = m.start("v")
        if _UNIT_AFTER.match(text, m.end()) or (len(v) == 4 and _YEAR.fullmatch(v)):
            continue
        ls, le = _line_of(text, s)
        if not text[ls:le].strip(" \t\"'“”") == v:
            window = text[max(ls, s - 120) : min(le, m.end() + 100)]
            # the code right after its name or a colon ("code is 890789", "signing in: 2944"), or right before
            # what it is for ("755983 is your code", "Use 755983 to verify")
            if not (_SMS_BEFORE.search(text, max(ls, m.start() - 16), m.start()) or _SMS_AFTER.match(text, m.end())):
                continue
        else:  # the code alone on its line, as e-mails print it: the lines around it
            window = text[max(0, ls - 200) : min(len(text), le + 120)]
        if not ((_SMS_CODE_WORD.search(window) or (len(v) >= 5 and _SMS_AFTER.match(text, m.end())))
                and _SMS_VERIFY.search(window)):  # "Use 518204 to verify your number" names no code
            continue
        if _SMS_NOT.search(text, max(ls, s - 30), m.start()) or in_code(text, s):
            continue
        ctx.add(s, m.end(), "one_time_code")


# Commands that set a password on a server or an account.
_SERVER_PW = re.compile(
    r"(?i)(?<![\w-])(?:-{1,2}(?:requirepass|masterauth|(?:src|dest)?storepass|(?:src|dest)?keypass)"
    r"|requirepass|masterauth)"
    r"[\"']?(?:[ \t]*,[ \t]*|[ \t]*=[ \t]*|[ \t]+)(?P<q>[\"']?)(?P<v>[^\s\"',\]]{3,200})(?P=q)")
_ADMIN_PW = re.compile(
    r"\brabbitmqctl\s+(?:add_user|change_password|authenticate_user)\s+[\"']?[^\s\"']+[\"']?\s+(?P<qa>[\"']?)"
    r"(?P<a>[^\s\"']{3,128})(?P=qa)"
    r"|\belasticsearch-users\s+(?:useradd|passwd)\b[^\n]*?\s-p\s+(?P<qb>[\"']?)(?P<b>[^\s\"']{3,128})(?P=qb)"
    r"|(?i:\b(?:x|wl|sdl-)?freerdp3?\b|\brdesktop\b)[^\n]*?\s[/-]p[:\s](?P<qc>[\"']?)(?P<c>[^\s\"']{3,128})(?P=qc)"
    r"|(?i:\bnet\s+user)\s+[\"']?[^\s\"'/]+[\"']?\s+(?P<d>[^\s/*\"'][^\s\"']{2,127})"
    r"|\bwpa_passphrase\s+(?:\"[^\"\n]*\"|'[^'\n]*'|\S+)\s+(?P<qe>[\"']?)(?P<e>[^\s\"']{3,128})(?P=qe)")
_SERVER_WORDS = ("requirepass", "masterauth", "storepass", "keypass", "rabbitmqctl", "elasticsearch-users", "rdp",
                 "rdesktop", "net user", "wpa_passphrase")


def _set_password_value(v: str) -> bool:
    return not (v.startswith(("-", "$", "%", "{", "<", "/")) or (_NOT_VALUE.match(v) and not dotted_pass(v))
                or placeholder_literal(v)
                or (v.isalpha() and v.islower()) or v.lower() in _PROSE_STOP or v.lower() in _DEFAULT_CREDS
                or _CJK.match(v))


# A hex or UUID value right after a key's, token's or secret's name: "Datadog application key <40 hex>",
# "server token <uuid>", "appKey: <hex>". Alone, such a value is a hash or an id; after a name of something
# that is not a credential ("cache key", "page token") too.
_HEX_VALUE = re.compile(r"(?<![0-9A-Za-z-])(?:[0-9a-fA-F]{32,64}"
                        r"|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9A-Za-z-])")
# (an environment name's leading parts before its qualifier: RAILS_MASTER_KEY, STRIPE_WEBHOOK_SECRET)
_NAMED_HEX = re.compile(r"(?i)(?<![\w-])(?:[a-z0-9]+_)*?(?:(?P<q>[a-z]+)(?P<sep>[ _-]?))?(?:key|token|secret)s?\b[\"']?[ \t]*"
                        r"(?:is|=|:|：|->)?[ \t]*[\"'`]?$")
_HASH_AFTER = re.compile(r"(?i)[\s\"'`,.]*(?:is|was)?\s*(?:the|an?|its)?\s*(?:md5|sha\d*|hash|checksum|digest)")
_CRED_QUALIFIERS = frozenset("""
app application api admin master server write read project client signing consumer channel account access auth
secret private integration service personal bearer session refresh license developer partner merchant live prod
webhook deploy user bot encryption
""".split())
_NOT_KEY_QUALIFIERS = frozenset("""
cache partition sort primary foreign routing object idempotency request correlation trace public publishable pub ssh
gpg pgp host dedup dedupe lookup map dict hash composite unique index row table bucket shard page pagination next
continuation sync cancellation nonce state etag commit build csrf xsrf cursor group message event fingerprint
file blob content
""".split())


# A credential constructor's string arguments: Credential("AKID...", "<secret>"), AcsClient('LTAI...', '<secret>'),
# NetworkCredential("user", "<password>").
_CALL_OPEN = re.compile(r"\((?P<args>[^()\n]{10,400})\)")  # the arguments first, then the name before them
_CALL_NAME = re.compile(r"(?<![\w.])([A-Za-z_][\w.]*)\s*$")
_STR_LIT = re.compile(r"(?P<q>[\"'])(?P<v>[^\"'\n\\]{1,200})(?P=q)")
_CRED_FUNC = re.compile(r"(?i)cred|auth|login|passw|secret|key|client|signer|pusher|oauth|hmac|account|session|connect"
                        r"|token|sdk|profile")
_PW_FUNC = re.compile(r"(?i)credential|login|passw|userpass")
_PW_FUNC_WORDS = ("credential", "login", "passw", "userpass")
_LONG_LITERAL = re.compile(r"[\"'][A-Za-z0-9+/=_~.-]{16,}[\"']")
_HEX_LITERAL = re.compile(r"[0-9a-f]{32,64}|[0-9A-F]{32,64}")
_ID_VAR_FIRST = re.compile(r"(?i)\s*[a-z_][\w.]*(?:sid|_id|id|key_id|user(?:name)?|account|login)\s*,\s*(?=[\"'])")
_KEY_ID = re.compile(r"AKID[0-9A-Za-z]{13,}|(?:AKIA|ASIA)[0-9A-Z]{16}|LTAI[0-9A-Za-z]{12,}|\d{4,12}")


def _random_literal(v: str) -> bool:
    if len(v) < 16 or " " in v or "://" in v or v.startswith(("/", "./", "~/")) or _STAND_IN.search(v):
        return False
    if placeholder_literal(v) or _CAMEL.fullmatch(v) or _NOT_VALUE.match(v) and not random_letters(v):
        return False
    return random_letters(v) or (char_classes(v) >= 3 and entropy(v) >= 3.5 and not _IDENTIFIER.fullmatch(v))


def _round4(ctx: _Ctx) -> None:
    text, low = ctx.text, ctx.low
    if any(w in low for w in _REFER_WORDS) and any(w in low for w in _REFER_NOUN_WORDS):
        for s, e, kind in referred_values(text, False, False):
            if not in_code(text, s):
                ctx.add(s, e, kind)
    if any(w in low for w in _SMS_WORDS) and any(w in low for w in _SMS_VERIFY_WORDS) and _DIGIT.search(text):
        _sms_codes(ctx)
    if any(w in low for w in _SERVER_WORDS):
        for m in _SERVER_PW.finditer(text):
            v = m.group("v").rstrip(".,;)")
            if _set_password_value(v):
                ctx.add(m.start("v"), m.start("v") + len(v), "password")
        for m in _ADMIN_PW.finditer(text):
            g = next(k for k in "abcde" if m.group(k))
            v = m.group(g).rstrip(".,;)")
            if _set_password_value(v):
                ctx.add(m.start(g), m.start(g) + len(v), "password")
    if ("key" in low or "token" in low or "secret" in low) and has_long_token(text):
        for h in _HEX_VALUE.finditer(text):
            # the value first (rare), then its name right before it
            m = _NAMED_HEX.search(text, max(0, h.start() - 48), h.start())
            if m is None:
                continue
            q = (m.group("q") or "").lower()
            if q in _NOT_KEY_QUALIFIERS or (q and not m.group("sep") and q not in _CRED_QUALIFIERS):
                continue  # "cache key <hash>", "monkey"
            if "-" in h.group(0) and q not in _CRED_QUALIFIERS:
                continue  # a UUID after "key" alone is an id
            if _HASH_AFTER.match(text, h.end()):
                continue  # "the key <hex> is the md5 of ..."
            ctx.add(h.start(), h.end(), "api_key")
    if "(" in text and (has_long_token(text) and _LONG_LITERAL.search(text) or any(w in low for w in _PW_FUNC_WORDS)):
        for m in _CALL_OPEN.finditer(text):
            lits = list(_STR_LIT.finditer(m.group("args")))
            # Client(account_sid, "<token>"): the id passed by a variable, the secret as the second literal argument
            by_var = len(lits) == 1 and _ID_VAR_FIRST.match(m.group("args")) is not None
            name = _CALL_NAME.search(text, max(0, m.start() - 80), m.start()) if len(lits) >= 2 or by_var else None
            if name is None:
                continue
            f = name.group(1).rsplit(".", 1)[-1]
            base = m.start("args")
            if by_var:
                v = lits[0].group("v")
                if _CRED_FUNC.search(f) and lits[0].start() == _ID_VAR_FIRST.match(m.group("args")).end() and (
                        _random_literal(v) or _HEX_LITERAL.fullmatch(v) and not v.isdigit() and not v.isalpha()):
                    ctx.add(base + lits[0].start("v"), base + lits[0].end("v"), "secret")
                continue
            first = lits[0].group("v")
            cred_f = _CRED_FUNC.search(f) is not None
            id_first = _KEY_ID.fullmatch(first) is not None
            for i, lit in enumerate(lits[1:], 1):
                v = lit.group("v")
                if _random_literal(v) and (cred_f or id_first) and not (i == 1 and _KEY_ID.fullmatch(v)):
                    ctx.add(base + lit.start("v"), base + lit.end("v"), "secret")
                elif i == 1 and _PW_FUNC.search(f) and pw_value(v) and not placeholder_literal(v):
                    ctx.add(base + lit.start("v"), base + lit.end("v"), "password")


# ---- round 5: arguments in code, identity numbers, passphrases, key files, and what stays -------------

# A password passed by position: the third argument of a connect / getConnection / ldap3 Connection call
# (host or url, user or DN, password), the second of an auth tuple or BasicAuth; Go's user:pw@tcp(host) DSN.
_LIT = r"(?:\"[^\"\n]*\"|'[^'\n]*')"
_POS_ARG = r"(?:" + _LIT + r"|[\w.\[\]'\"]+)"
_CONNECT3 = re.compile(r"(?<![\w])(?:getConnection|connect|Connection|Connect|open_connection|bind_s|simple_bind_s)"
                       r"\s*\(\s*" + _POS_ARG + r"\s*,\s*" + _POS_ARG + r"\s*,\s*(?P<q>[\"'])(?P<v>[^\"'\n]{3,128})(?P=q)"
                       r"\s*[,)]")
_AUTH_PAIR = re.compile(r"(?:\bauth\s*=\s*\(|\.auth\s*=\s*\(|BasicAuth\s*\(|HTTPBasicAuth\s*\(|HTTPDigestAuth\s*\()"
                        r"\s*" + _LIT + r"\s*,\s*(?P<q>[\"'])(?P<v>[^\"'\n]{3,128})(?P=q)\s*\)")
_GO_DSN = re.compile(r"(?<![\w:/@-])[\w.-]{1,32}:(?P<v>[^\s:@/\"'`()]{3,128})@(?:tcp|unix)\(")
_ECHO_SUDO = re.compile(r"\b(?:echo(?:\s+-[neE])?|printf(?:\s+(?:'[^'\n]*'|\"[^\"\n]*\"))?)\s+(?P<q>[\"']?)"
                        r"(?P<v>[^\s\"'|]{3,128})(?P=q)\s*\|\s*sudo\s+(?:-\w+\s+)*?-\w*S"
                        r"|\bsudo\s+(?:-\w+\s+)*?-\w*S\w*\s*<<<\s*(?P<q2>[\"']?)(?P<v2>[^\s\"']{3,128})(?P=q2)")
# a bind or login call's second literal after a DN or a user name: ldapjs client.bind(dn, pw), go-ldap
# l.Bind(dn, pw), PasswordAuthentication(user, pw.toCharArray()); ftplib.FTP(host, user, pw) by position
_BIND_PAIR = re.compile(r"(?:\b(?:bind|Bind|simple_bind_s|bind_s|PasswordAuthentication|UsernamePasswordCredentials"
                        r"|NetworkCredential|BasicAWSCredentials)\s*\(\s*)" + _LIT + r"\s*,\s*(?P<q>[\"'])"
                        r"(?P<v>[^\"'\n]{3,128})(?P=q)\s*[,).]")
_FTP3 = re.compile(r"\b(?:FTP|FTP_TLS|SMTP|SMTP_SSL|IMAP4|IMAP4_SSL|Telnet)\s*\(\s*" + _LIT + r"\s*,\s*" + _LIT
                   + r"\s*,\s*(?P<q>[\"'])(?P<v>[^\"'\n]{3,128})(?P=q)\s*[,)]")
_CODE_PW_WORDS = ("connect", "connection", "auth", "@tcp(", "@unix(", "sudo", "bind", "ftp(", "ftp_tls(", "smtp",
                  "imap4", "telnet(", "credentials(", "credential(")


def _arg_pw(v: str) -> bool:
    """A literal in a password's place that is a value (not a stand-in, an empty-ish default or a template)."""
    return (len(v) >= 4 and not v.startswith(("$", "%", "{", "<", "/")) and " " not in v and "://" not in v
            and not placeholder_literal(v) and not _STAND_IN.search(v) and v.lower() not in _DEFAULT_CREDS
            and v.lower() not in _PROSE_STOP and not (v.isalpha() and v.islower()) and "=" not in v
            and not _FORMAT_FIELD.fullmatch(v))


# Identity numbers by their structure and their name: UK National Insurance (prefix letters as HMRC allots
# them), driving licences, tax ids, SIM PUK codes.
_UK_NI = re.compile(r"(?<![A-Za-z0-9])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
                    r"(?P<s>[ -]?)\d{2}(?P=s)\d{2}(?P=s)\d{2}(?P=s)[A-D](?![A-Za-z0-9])")
_UK_NI_CUE = re.compile(r"(?i)national insurance|\bNINO\b|\bNI\s*(?:no\b|number|#|num\b)|\bHMRC\b|国民保险")
_LICENCE = re.compile(r"(?i)(?:driv(?:ing|er'?s)\s+licen[cs]e|\bDL)\s*(?:number|no\.?|num|#)?[^\n\w]{0,4}(?:is\s+)?[:#]?\s*"
                      r"(?P<v>(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{7,18})(?![A-Za-z0-9])|驾驶证号?(?:码)?\s*[:：是为]?\s*"
                      r"(?P<z>\d{12,18}X?)(?!\d)")
_TAX_ID = re.compile(r"(?i)(?:steuer-?id(?:entifikationsnummer)?|\bUTR\b|\bTIN\b|tax\s*(?:id|identification number|file"
                     r" number|reference)|\bTFN\b|\bNIF\b|\bCPF\b|纳税人识别号|税号)"
                     # words between, or a claim of the speaker's between ("O NIF que está lá é o meu, 1143...")
                     r"(?:[^\n\d]{0,16}?|[^\n\d]{0,24}?(?:é o meu|é mesmo o meu|es el mío|es mío|is mine|ist meine?"
                     r"|est le mien|è il mio)[^\n\d]{0,4}?)"
                     r"(?<![\w.])(?P<v>\d[\d -]{7,16}\d)(?![\w-])")
_PASSPORT_NO = re.compile(r"(?i)(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort)\s*-?\s*(?:number|no\.?"
                          r"|num|#|nummer|nr\.?|numéro|número|numero)\s*(?:is\s+)?[:#：]?\s*(?<![A-Za-z0-9])"
                          r"(?-i:(?P<v>(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{7,12}))(?![A-Za-z0-9])")
_PUK = re.compile(r"(?i)\bPUK\s*\d?\b[^\n\d]{0,30}?(?<!\d)(?P<v>\d{8}|\d{4}[ -]\d{4})(?![\d-])")
_LICENCE_NO = re.compile(r"(?i)\blicen[cs]e\s+(?:number|no\.?|#)\s*(?:is\s+)?[:#]?\s*(?<![A-Za-z0-9])"
                         r"(?-i:(?P<v>(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{7,18}))(?![A-Za-z0-9])")
# India's PAN (five letters, the holder type, four digits, a letter) after its name; China's unified social
# credit code (18 characters, GB 32100's check character) after 税号 / 信用代码.
_PAN = re.compile(r"\bPAN\b(?:\s+(?:card|number|no\.?))?[^\n\w]{0,4}(?:is\s+)?[:#]?\s*"
                  r"(?P<v>[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z])(?![A-Za-z0-9])")
_USCC = re.compile(r"(?:税号|信用代码|纳税人识别号)[^\n\w]{0,6}(?P<v>[0-9A-HJ-NPQRTUWXY]{18})(?![0-9A-Za-z])")
# the code's fixed parts (registering authority, kind, a six-digit area code) when its check character is off
_USCC_SHAPE = re.compile(r"[1-9ANY][1-9]\d{6}[0-9A-HJ-NPQRTUWXY]{9}[0-9A-HJ-NPQRTUWXY]")
_USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
_USCC_W = (1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28)
_PASSPORT_WORDS = ("passport", "reisepass", "passeport", "pasaporte", "passaporto", "paspoort")

# A passphrase: words joined by dashes after a password word ("maple-quartz-ferret88"), or quoted words after
# "passphrase 是" / "password:"; a password after an English word and a Chinese verb ("password 是 Panda_7731").
_PW_CUE_TAIL = (r"(?i)(?:pass(?:word|phrase|wd)?|pwd|密码|口令)(?:\s+(?:is|was|to|now|=)|\s*[:：=是为]|\s+is\s+now"
                r"|\s*改成了?|\s*设置为)\s*")
_DASHED_PASS = re.compile(_PW_CUE_TAIL + r"[\"'“]?(?P<v>[A-Za-z]{3,12}(?:-[A-Za-z0-9]{2,12}){2,6})(?![\w-])")
_QUOTED_WORDS = re.compile(r"(?i)(?:pass ?phrase|password|密码|口令)[^\n\"'“”‘’.?!:：]{0,40}?(?:\s(?:is|was)|\s*[:：=是为])\s*"
                           r"(?P<q>[\"'“‘])(?P<v>[a-z]{3,12}(?: [a-z]{2,12}){2,9})[\"'”’]")
_PW_ZH_VERB = re.compile(r"(?i)\b(?:password|passwd|pwd|passphrase)\s*(?:是|为|[:：])\s*"
                         r"(?P<v>[A-Za-z0-9][^\s，。,；;！!？?、）)\"'“”]{3,63})")

# A second code in the same sentence as a first ("gate code is 2075#, the lockbox says 6107").
_SECOND_CODE = re.compile(r"(?i)[^.?!\n。？！]{0,60}?(?:\bis|\bsays|\bopens with|\buse|\bone'?s|\bcode|是|为|[:：])\s*"
                          r"(?<![\d.,:/-])(?P<v>\d{4,8})(?![\d%°]|[.,:/-]\d)")

# The code of a mailbox, a shed or an intercom, as _DIGIT_CODE names doors and gates.
_PLACE_CODE = re.compile(r"(?i)(?<![\w-])(?:mailbox|letterbox|postbox|shed|intercom|buzzer|keybox|key safe|bike room)"
                         r"(?:\s+[a-z]+){0,2}\s+(?:code|pin)(?:\s+is|\s*[:=])?\s*"
                         r"#?(?<![\d.:/])(?P<v>\d{3,8})#?(?![\w%°]|[.,:/-]\d)")
_PLACE_WORDS = ("mailbox", "letterbox", "postbox", " shed", "intercom", "buzzer", "keybox", "key safe", "bike room")
# 12-24 seed words after a hint that names a wallet's words without "seed" ("the 12 words on my backup card
# are:", "a valid BIP39 phrase? ... restore the wallet: <words>").
# ("restored with my phrase: <words>" in a message about MetaMask: a wallet app's name, a restore in any tense)
_SEED_HINT5 = re.compile(r"(?i)\b(?:12|24|twelve|twenty-four)[ -]words?\b|\bbip-?39\b|\bwallet\b"
                         r"|\brestor(?:e|ed|es|ing)\b|\b(?:metamask|phantom|exodus|trezor|ledger live)\b")
_SEED_WORDS5 = ("12 words", "24 words", "12-word", "24-word", "twelve words", "bip39", "bip-39", "wallet", "restor",
                "metamask", "phantom", "exodus", "trezor", "ledger live")

# A BitLocker recovery key: eight groups of six digits, each a multiple of 11 (the format's own check).
_BITLOCKER = re.compile(r"(?<![\d-])(?:\d{6}-){7}\d{6}(?![\d-])")
_BITLOCKER_CUE = re.compile(r"(?i)bitlocker|recovery (?:key|password)|恢复密钥")

# A hex value as the content of a key file (Rails' master.key, credentials/*.key), or a UUID named as an API
# key by an environment name (HEROKU_API_KEY).
_KEY_FILE = re.compile(r"(?i)(?:(?:master|production|development|staging|test|secret|credentials)\.key|credentials/[\w.-]{1,40}"
                       r"\.key)\b"
                       r"(?P<gap>[^\n]{0,60}?(?:\n[ \t]*){0,3}[^\n]{0,20}?)(?<![0-9A-Za-z])(?P<v>[0-9a-f]{32,64})(?![0-9A-Za-z])")
_ENV_API_KEY = re.compile(r"\b(?P<n>[A-Z][A-Z0-9_]*_(?:API_?)?(?:KEY|TOKEN|SECRET))\b[\"']?\s*(?:is|=|:)?\s*[\"']?"
                          r"(?P<v>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-"
                          r"[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?![\w-])")
_HASH_WORD = re.compile(r"(?i)md5|sha-?\d*|hash|checksum|digest|fingerprint|\bcommit\b|\bgit\b|revision|\brev\b")
# a key-naming query parameter with a hex or mixed value: ?appid=<32 hex>, &app_key=...
_APPID_PARAM = re.compile(r"(?i)[?&](?:appid|app_id|appkey|app_key|api_token|apitoken|access_key|subscription-key)="
                          r"(?P<v>[A-Za-z0-9_-]{16,128})(?![\w-])")

# A correction that gives the new value and names the old ("oops typo, it's NEW, not OLD", "不对，是 NEW").
_CORRECTION = re.compile(r"(?i)(?:typo|wrong one|correction|oops|my bad|不对|写错了|更正|纠正)"
                         r"[^\n]{0,24}?(?:it'?s|is|是|应该是|[:：])\s*(?P<a>[^\s,，]{4,64}?)[,，]?\s+(?:and\s+)?"
                         r"(?:not|不是)\s+(?P<b>[^\s,，.。!?]{4,64})"
                         r"|(?:不对|写错了|更正|纠正)[^\n\w]{0,4}(?:一下)?[^\n\w]{0,4}(?:密码)?(?:是|应该是|为)\s*"
                         r"(?P<c>[^\s,，。]{4,64})"
                         r"|(?i:scratch that|i mistyped|mistyped|typo|correction)[^\n\w]{0,4}(?:the real one is|it'?s|it is)"
                         r"\s+(?P<d>[^\s,，]{4,64})")
_FIX_WORDS = ("typo", "wrong one", "correction", "oops", "my bad", "不对", "写错", "更正", "纠正", "scratch that",
              "mistyped")


def _fix_value(v: str) -> bool:
    v = v.rstrip(".!?")
    if v.isdigit():
        return 4 <= len(v) <= 8 and not _YEAR.fullmatch(v)
    return pw_value(v) or (len(v) >= 6 and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
                           and not _VERSIONISH.match(v) and not _EMAIL.match(v) and "://" not in v)


def bitlocker_ok(v: str) -> bool:
    """Eight groups of six digits, each divisible by 11 and below 720896 (a BitLocker recovery password)."""
    return all(int(g) % 11 == 0 and int(g) < 720896 for g in v.split("-"))


def uscc_ok(v: str) -> bool:
    """GB 32100's check character of a unified social credit code (the 18th)."""
    total = sum(_USCC_CHARS.index(c) * w for c, w in zip(v[:17], _USCC_W, strict=True))
    return _USCC_CHARS[(31 - total % 31) % 31] == v[17]


def uk_ni_ok(text: str, s: int) -> bool:
    """Whether a National Insurance-shaped value at ``s`` is named as one in the text before it."""
    return _UK_NI_CUE.search(text, max(0, s - 80), s) is not None


# Each pattern runs only when one of its own words occurs (substring tests cost nanoseconds; long coding talk
# holds "connect", "auth", "tax" (syntax) and "pan" (span) everywhere, so a pattern is never run for another's word).
_CODE_RULES = ((_CONNECT3, ("connect",)), (_AUTH_PAIR, ("auth",)), (_GO_DSN, ("@tcp(", "@unix(")),
               (_ECHO_SUDO, ("sudo",)), (_BIND_PAIR, ("bind", "credential", "passwordauth")),
               (_FTP3, ("ftp", "smtp", "imap4", "telnet")))
_ID_RULES = ((_LICENCE, ("licen", "驾驶证")), (_LICENCE_NO, ("licen",)), (_PASSPORT_NO, _PASSPORT_WORDS),
             (_TAX_ID, ("steuer", " utr", "utr:", " tin ", " tin:", "tax id", "tax identification", "tax file",
                        "tax reference", " tfn", "tfn:", " nif", "nif:", " cpf", "cpf:", "税号", "纳税")))
_UK_NI_WORDS = ("insurance", "nino", "ni number", "ni no", "ni #", "hmrc", "国民保险")
_KEY_FILE_WORDS = ("master.key", "production.key", "development.key", "staging.key", "test.key", "secret.key",
                   "credentials.key", "credentials/")
_PW_WORDS5 = ("pass", "pwd", "密码", "口令")
_ENV_KEY_WORDS = ("_key", "_token", "_secret")
_BITLOCKER_WORDS = ("bitlocker", "recovery", "恢复")
# every gate word of round 5 in one automaton: one pass over the text gives the set of words that occur
_R5_WORDS = sorted({w for _, ws in (*_CODE_RULES, *_ID_RULES) for w in ws} | {*_UK_NI_WORDS, *_KEY_FILE_WORDS,
                    *_PW_WORDS5, *_ENV_KEY_WORDS, *_BITLOCKER_WORDS, *_PLACE_WORDS, *_SEED_WORDS5, *_FIX_WORDS, "puk"})
_FIND_R5 = ahocorasick_rs.AhoCorasick(_R5_WORDS).find_matches_as_indexes
_UUID_HEAD = re.compile(r"(?<![0-9A-Za-z-])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-")
_BITLOCKER_HEAD = re.compile(r"(?<![\d-])\d{6}-\d{6}-")


def _round5(ctx: _Ctx) -> None:
    text, low = ctx.text, ctx.low
    hit = {_R5_WORDS[i] for i, _, _ in _matches(_FIND_R5, low, overlapping=True)}
    for rx, words in _CODE_RULES:
        if any(w in hit for w in words):
            for m in rx.finditer(text):
                g = "v" if m.group("v") else "v2"
                if _arg_pw(m.group(g)):
                    ctx.add(m.start(g), m.end(g), "password")
    if any(w in hit for w in _UK_NI_WORDS):
        for m in _UK_NI.finditer(text):
            if uk_ni_ok(text, m.start()):
                ctx.add(m.start(), m.end(), "national_id")
    for rx, words in _ID_RULES:
        if any(w in hit for w in words):
            for m in rx.finditer(text):
                g = "v" if m.group("v") else "z"
                if rx is not _TAX_ID or sum(c.isdigit() for c in m.group("v")) >= 8:
                    ctx.add(m.start(g), m.end(g), "national_id")
    if "puk" in hit:
        for m in _PUK.finditer(text):
            ctx.add(m.start("v"), m.end("v"), "pin")
    if "PAN" in text:
        for m in _PAN.finditer(text):
            ctx.add(m.start("v"), m.end("v"), "national_id")
    if "税号" in text or "信用代码" in text or "纳税人识别号" in text:
        for m in _USCC.finditer(text):
            if uscc_ok(m.group("v")) or _USCC_SHAPE.match(m.group("v")):
                ctx.add(m.start("v"), m.end("v"), "national_id")
    if any(w in hit for w in _PW_WORDS5):
        for m in _DASHED_PASS.finditer(text) if "-" in text else ():
            v = m.group("v")
            if _arg_pw(v) and not _IDENTIFIER.fullmatch(v):
                ctx.add(m.start("v"), m.end("v"), "password")
        for m in _QUOTED_WORDS.finditer(text):
            ctx.add(m.start("v"), m.end("v"), "passphrase")
        for m in _PW_ZH_VERB.finditer(text) if not text.isascii() else ():
            v = m.group("v").rstrip(".")
            if _arg_pw(v) and (any(c.isdigit() for c in v) or _MIXED_SYMBOL.search(v)) and not _CJK.search(v):
                ctx.add(m.start("v"), m.start("v") + len(v), "password")
    if any(w in hit for w in _PLACE_WORDS):
        for m in _PLACE_CODE.finditer(text):
            v = m.group("v")
            if not (_UNIT_AFTER.match(text, m.end("v")) or (len(v) == 4 and _YEAR.fullmatch(v))):
                ctx.add(m.start("v"), m.end("v"), "pin")
    if any(w in hit for w in _SEED_WORDS5):
        for h in _SEED_HINT5.finditer(text):
            r = _SEED_RUN.search(text, h.end(), min(len(text), h.end() + 240))
            if r is None:
                continue
            ws = list(re.finditer(r"[a-z]+", r.group(1)))
            a, b = 0, len(ws)
            # "restored it with <words>, what went wrong": the sentence's own words before the run, and after it
            # from its next function word
            while b - a > 12 and ws[a].group() in _FUNCTION_WORDS:
                a += 1
            if a:
                b = next((i for i in range(a, b) if ws[i].group() in _FUNCTION_WORDS), b)
            words = [w.group() for w in ws[a:b]]
            if len(words) in (12, 15, 18, 21, 24) and not any(w in _FUNCTION_WORDS for w in words):
                ctx.add(r.start(1) + ws[a].start(), r.start(1) + ws[b - 1].end(), "seed_phrase")
    if any(w in hit for w in _BITLOCKER_WORDS) and _BITLOCKER_HEAD.search(text):
        for m in _BITLOCKER.finditer(text):  # the check, or the key's name right before it
            if bitlocker_ok(m.group(0)) or _BITLOCKER_CUE.search(text, max(0, m.start() - 120), m.start()):
                ctx.add(m.start(), m.end(), "recovery_key")
    if any(w in hit for w in _KEY_FILE_WORDS):
        for m in _KEY_FILE.finditer(text):
            if not (_HASH_WORD.search(m.group("gap")) or _HASH_WORD.search(text, max(0, m.start() - 24), m.start())
                    or _HASH_WORD.search(text, m.end(), m.end() + 30)):
                ctx.add(m.start("v"), m.end("v"), "api_key")
    if any(w in hit for w in _ENV_KEY_WORDS) and "-" in text:
        for u in _UUID_HEAD.finditer(text):  # the value first (rare), then its name right before it
            m = _ENV_API_KEY.search(text, max(0, u.start() - 64), u.start() + 36)
            if m is not None and m.start("v") == u.start() and not any(
                    w in _NOT_KEY_QUALIFIERS for w in m.group("n").lower().split("_")):
                ctx.add(m.start("v"), m.end("v"), "api_key")
    if "=" in text and ("?" in text or "&" in text):
        for m in _APPID_PARAM.finditer(text):
            v = m.group("v")
            if not v.isdigit() and (_HEXISH.match(v) or char_classes(v) >= 3) and not _STAND_IN.search(v):
                ctx.add(m.start("v"), m.end("v"), "url_credential")
    if any(w in hit for w in _FIX_WORDS):
        for m in _CORRECTION.finditer(text):
            for g in "abcd":
                v = m.group(g)
                if v and _fix_value(v):
                    v = v.rstrip(".!?")
                    ctx.add(m.start(g), m.start(g) + len(v), "password")


def second_codes(text: str, spans: list[Span]) -> None:
    """After a PIN or a code of 3-8 digits, another 4-8 digit number that the same sentence gives as a code."""
    for s, e, kind in list(spans):
        if kind not in ("pin", "password", "door_code", "one_time_code") or not text[s:e].isdigit():
            continue
        m = _SECOND_CODE.match(text, e)
        if m is None or (m.start("v") > e and re.match(r"[#*]?\s*(?:[.。!?？\n]|$)", text[e:m.start("v")])):
            continue
        v = m.group("v")
        if _UNIT_AFTER.match(text, m.end("v")) or (len(v) == 4 and _YEAR.fullmatch(v)):
            continue
        spans.append((m.start("v"), m.end("v"), kind))


# What stays: public or explained values a rule above took for a secret. Vendor object and request ids, base64
# of readable text or of JSON (a cookie of preferences, a JWT header), lines of a certificate, OAuth parameters
# that are public by design, a password manager's name after 密码, a default pair (admin/admin), a variable in
# a password's place, and a hex value named as a hash.
_VENDOR_ID = re.compile(r"(?:req|request|evt|ch|cus|pi|pm|seti|sub|in|txn|acct|po|tr|re|py)_[A-Za-z0-9]{8,40}")
_OAUTH_PUBLIC = re.compile(r"(?i)(?:\b|_)(?:state|nonce|code_challenge|code_challenge_method)\s*[=:]\s*[\"']?$")
_PRODUCTS = frozenset("1password bitwarden keepass keepassxc lastpass dashlane keychain enpass nordpass".split())
_VARIABLE = re.compile(r"[a-z_][a-z_]*[,)]?")
# a docs' sample value made of a name and what it stands for: alice-secret, admin-password, my_pass
_DOC_STAND_IN = re.compile(r"[a-z]{2,12}[-_](?:secret|password|passwd|pass|pwd)")
# the kinds a token gets by its shape alone (and the learned layer's), which a public shape overrides
_ENTROPY_KINDS = ("high_entropy", "password_shaped", "api_key", "secret")


def json_base64(tok: str) -> bool:
    """Base64 of a JSON object whose names hold no secret word (a preferences cookie, a JWT header), or of
    text in a script without spaces (Chinese)."""
    t = tok.strip("=")
    try:
        raw = base64.b64decode(t + "=" * (-len(t) % 4), altchars=b"-_" if ("-" in t or "_" in t) else None,
                               validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    if not raw.isprintable():
        return False
    if raw.startswith("{") and raw.endswith("}"):
        try:
            obj = json.loads(raw)
        except ValueError:
            return False
        return isinstance(obj, dict) and not any(re.search(r"(?i)pass|secret|token|key|sig|auth|session|pwd", str(k))
                                                 for k in obj)
    return len(_CJK.findall(raw)) >= 0.6 * len(raw)


def _round5_keep(text: str, spans: list[Span]) -> None:
    public = [(b.start(), b.end()) for b in _PUBLIC_BLOCK.finditer(text)] if "-----BEGIN" in text else []
    keep: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        core = v.split("=", 1)[1] if kind == "password_shaped" and "=" in v else v
        before = text[max(0, s - 40) : s]
        if (any(ps <= s and e <= pe for ps, pe in public)
                or (_VENDOR_ID.fullmatch(v) and kind in _ENTROPY_KINDS)
                or _OAUTH_PUBLIC.search(before) or re.match(r"[?&]?(?:state|nonce|code_challenge)=", v)
                or (kind in _ENTROPY_KINDS and len(core) >= 16 and json_base64(core))
                or (kind == "password" and v.lower() in _PRODUCTS)
                or (kind == "password" and "/" in v and all(p.lower() in _DEFAULT_CREDS for p in v.split("/")))
                or (kind == "password" and _VARIABLE.fullmatch(v) and "_" in v and e < len(text) and text[e] in ",)"
                    or kind == "password" and _VARIABLE.fullmatch(v) and v[-1:] in ",)")
                or (kind == "api_key" and _HASH_WORD.search(before))
                or _DOC_STAND_IN.fullmatch(v)):
            continue
        keep.append((s, e, kind))
    spans[:] = keep


# ---- round 6 (issue 24): the classes behind the blind heldout_v11 run ------------------------------------------
# Identity numbers of many countries, each found only next to its own name and kept only when its format's
# check holds (utils.idcheck); a 9-12 digit number near the word alone is an order or a phone number as often.
_ID6 = (
    # (name words in the text, cue right before the value, value pattern, validator)
    (("aadhaar", "aadhar", "uidai", "आधार"), re.compile(r"(?i)aadhaa?r|uidai|आधार"),
     re.compile(r"(?<![\d-])[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?![\d-])"), idcheck.aadhaar_ok),
    (("cpf",), re.compile(r"(?i)\bcpf\b"),
     re.compile(r"(?<![\d.-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-]|\.\d)"), idcheck.cpf_ok),
    (("dni", "nie", "documento nacional"), re.compile(r"(?i)\b(?:dni|nie)\b|documento nacional"),
     re.compile(r"(?<![\w-])(?:\d{8}|[XYZxyz]-?\d{7})-?[A-Za-z](?![\w-])"), idcheck.dni_ok),
    (("bsn", "burgerservicenummer", "sofinummer"), re.compile(r"(?i)\bbsn\b|burgerservicenummer|sofinummer"),
     re.compile(r"(?<![\d.-])\d{4}\.?\d{2}\.?\d{3}(?![\d-]|\.\d)"), idcheck.bsn_ok),
    (("hkid", "身份證", "身份证", "香港"), re.compile(r"(?i)hkid|身份[證证]|香港"),
     re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,2}\d{6}(?:\([0-9A]\)|[0-9A])(?![A-Za-z0-9])"), idcheck.hkid_ok),
    (("身分證", "身分证", "身份證", "身份证", "台灣", "台湾", "taiwan"), re.compile(r"(?i)身[分份][證证]|台[灣湾]|taiwan"),
     re.compile(r"(?<![A-Za-z0-9])[A-Z][1289]\d{8}(?!\d)"), idcheck.taiwan_id_ok),
    (("マイナンバー", "個人番号", "个人编号", "my number", "mynumber"),
     re.compile(r"(?i)マイナンバー|個人番号|个人编号|\bmy ?number\b"),
     re.compile(r"(?<![\d-])\d{4}([ -]?)\d{4}\1\d{4}(?![\d-])"), idcheck.my_number_ok),
    (("주민등록", "주민번호", "resident registration", "rrn"),
     re.compile(r"(?i)주민등록|주민번호|resident registration|\brrn\b"),
     re.compile(r"(?<![\d-])\d{6}-?[1-8]\d{6}(?![\d-])"), idcheck.korea_rrn_ok),
    (("routing", "aba", "rtn"), re.compile(r"(?i)routing|\baba\b|\brtn\b"),
     re.compile(r"(?<![\d-])\d{9}(?![\d-])"), idcheck.aba_ok),
)
_ID6_KIND = {"routing": "bank_account"}
# a bank's routing number is printed on every cheque: it is private only beside the account number it routes to (the
# word alone, "my acct", "the account ending 4417", "美国账户", names no account)
_ACCOUNT_NEAR = re.compile(r"(?i)(?:\baccount\b|\bacct\b|账号|帐号|账户)[^\d\n.;。；]{0,24}(?P<n>\d(?:[ -]?\d){5,})")
# a passport's machine-readable zone: line 2 carries the number and dates (checked), line 1 the name above it
_MRZ2 = re.compile(r"(?m)^[ \t]*([A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]\d{7}[A-Z0-9<]{14}\d\d)[ \t]*$")
_MRZ1 = re.compile(r"(?m)^[ \t]*(P[A-Z<][A-Z<]{3}[A-Z<]{39})[ \t]*\n[ \t]*$")
# config lines that name a password or a key pair, whatever symbols the value holds ('=' and '**' included)
_PW_DICT = re.compile(r"(?i)[\"'](?:password|passwd|pwd)[\"']\s*:\s*([\"'])(?P<v>[^\"'\n]{4,128})\1")
_PW_KWARG = re.compile(r"(?i)(?<![\w.])(?:password|passwd|pwd)\s*=\s*([\"'])(?P<v>[^\"'\n]{4,128})\1")
_PW_ENV = re.compile(r"(?m)^[ \t]*(?:export[ \t]+)?[A-Z][A-Z0-9_]*(?:PASSWORD|PASSWD|_PWD|_SECRET)[ \t]*=[ \t]*"
                     r"(?P<v>[^\s\"'$]{6,128})[ \t]*$")
_APP_KEY = re.compile(r"(?m)\b[A-Z_]*APP_KEY[ \t]*=[ \t]*[\"']?(?P<v>base64:[A-Za-z0-9+/]{32,88}={0,2})")
_AK_SK = re.compile(r"(?im)^[ \t]*(?:ak|sk|access_?key(?:_?id)?|secret_?(?:access_?)?key|access_?key_?secret|"
                    r"accesskeyid|accesskeysecret)[ \t]*:[ \t]*[\"']?(?P<v>[A-Za-z0-9+/=_-]{16,88})[\"']?[ \t]*$")
_SECURE_STRING = re.compile(r"(?i)ConvertTo-SecureString\s+(?:-String\s+)?([\"'])(?P<v>[^\"'\n]{3,128})\1")
_WPA_PSK = re.compile(r"(?m)^[ \t]*psk[ \t]*=[ \t]*(?:\"(?P<v>[^\"\n]{8,63})\"|(?P<h>[0-9a-fA-F]{64})\b)")
# a 64-hex literal used as key bytes: Go []byte("..."), Python bytes.fromhex("...")/b"...", Node Buffer.from
_HEX_KEY_BYTES = re.compile(r"(?:\[\]byte\(|bytes\.fromhex\(|Buffer\.from\(|\bb)\s*([\"'])(?P<v>[0-9a-fA-F]{64})\1")
_HEX_KEY_NOT = re.compile(r"(?i)hash|digest|sum\b|expected|want|checksum|fingerprint|test_?vector")
_PW_STILL = re.compile(r"(?i)\b(?:password|passcode|passphrase|pw)\s+(?:is|was)\s+(?:(?:literally|still|just|"
                       r"actually|currently|always)\s+){1,3}([\"'“‘])(?P<v>[^\"'”’\n]{3,64})[\"'”’]")
# Chinese words joined by dashes after 密码 (雨伞-西瓜-苹果-老虎), two or more characters a word
_ZH_DASHED = re.compile(r"(?:密码|口令|passphrase)[^。！？\n]{0,16}?[“\"「']?(?P<v>[\u4e00-\u9fff]{2,4}"
                        r"(?:[-_—·][\u4e00-\u9fff]{2,4}){2,7}(?:[-_][0-9]{1,4})?)")
_ETH_KEY = re.compile(r"(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])")
_ETH_CUE = re.compile(r"(?i)priv(?:ate)?[ _-]?key|私钥|秘钥|\bpk\b")
_PRODUCT_KEY = re.compile(r"(?<![A-Za-z0-9-])(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}"
                          r"(?![A-Za-z0-9-])")
_PRODUCT_KEY_WORDS = ("product key", "license key", "licence key", "activation", "cd key", "serial", "windows",
                      "office", "激活码", "序列号", "产品密钥", "产品秘钥", "coa", "retail key", "oem key", " mak ")
# Microsoft's published KMS client keys (GVLK) are public by design
_PRODUCT_KEY_PUBLIC = re.compile(r"(?i)\bkms\b|gvlk|generic (?:volume )?key|client setup key")
# a key of the speaker's own said after a public one ("the generic KMS key W269N-..., but my own retail key ...")
_PRODUCT_KEY_OWN = re.compile(r"(?i)(?<![^\W\d_])(?:my|our|own|mine|ma|mon|mes|mein\w*|unser\w*|mi|mio|mia|meu|minha"
                              r"|mijn|mój|moja|moje|benim|мой|моя)(?![^\W\d_])|à moi|我的|自己的")


def _public_product_key(text: str, s: int) -> bool:
    """Whether the product key at text[s:] is one the message cites as public (a KMS client key, a generic key) right
    before it, with no claim of the speaker's in between: a key of one's own said after the public one is cut."""
    a = max(0, s - 80)
    last = None
    for last in _PRODUCT_KEY_PUBLIC.finditer(text, a, s):
        pass
    return last is not None and _PRODUCT_KEY_OWN.search(text, last.end(), s) is None


# a vendor key of an id and a secret joined by a dot (zhipu: 32 hex, '.', 16 letters and digits)
_ID_DOT_SECRET = re.compile(r"(?<![0-9A-Za-z.])[0-9a-f]{32}\.[A-Za-z0-9]{16}(?![A-Za-z0-9.])")
_BACKUP_CUE = re.compile(r"(?i)\b(?:backup|recovery|scratch)\s+codes?\b|备用(?:验证)?码|恢复码")
_BACKUP_LINE = re.compile(r"[ \t]*(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?(?P<v>[a-z0-9]{4}[- ][a-z0-9]{4}|\d{8}|\d{4} \d{4}"
                          r"|[a-z0-9]{8,10})[ \t]*")
_NUMBERED_WORD = re.compile(r"(?<![\w.])(\d{1,2})[.)][ \t]*([a-z]{3,8})(?![\w-])")
_SEED6_WORDS = ("seed", "recovery", "mnemonic", "words", "wallet", "ledger", "trezor", "metamask", "助记词",
                "backup phrase", "secret phrase")
_R6_WORDS = sorted({w for ws, *_ in _ID6 for w in ws} | {*_PRODUCT_KEY_WORDS, *_SEED6_WORDS, "password",
                    "passwd", "pwd", "app_key", "ak:", "sk:", "access", "secret", "securestring", "psk", "[]byte",
                    "fromhex", "buffer.from", "b\"", "b'", "private", "priv", "私钥", "秘钥", "pk", "密码", "口令",
                    "passphrase", "backup", "scratch", "备用", "恢复码", "<<"})
_FIND_R6 = ahocorasick_rs.AhoCorasick(_R6_WORDS).find_matches_as_indexes


def quoted_pw(v: str, words_ok: bool = False) -> bool:
    """A quoted literal in a password's place that is a value: like ``_arg_pw``, but '=' and a leading '%' may be
    part of it (quotes delimit it), and with ``words_ok`` one lowercase word ("saffronjuniper") counts too."""
    return (len(v) >= 4 and not v.startswith(("$", "{", "<", "/")) and " " not in v and "://" not in v
            and not re.fullmatch(r"%(?:\(\w+\))?[sdr]", v) and not placeholder_literal(v) and not _STAND_IN.search(v)
            and v.lower() not in _DEFAULT_CREDS and v.lower() not in _PROSE_STOP and not _FORMAT_FIELD.fullmatch(v)
            and (words_ok or not (v.isalpha() and v.islower())))


def _round6(ctx: _Ctx) -> None:
    text, low = ctx.text, ctx.low
    hit = {_R6_WORDS[i] for i, _, _ in _matches(_FIND_R6, low, overlapping=True)}
    for m, words in idcheck.named(text, hit, _ID6):
        if words[0] != "routing" or any(n.start("n") != m.start() for n in _ACCOUNT_NEAR.finditer(
                text, max(0, m.start() - 80), m.end() + 80)):
            ctx.add(m.start(), m.end(), _ID6_KIND.get(words[0], "national_id"))
    if "<<" in hit:
        for m in _MRZ2.finditer(text):
            if idcheck.mrz_line2_ok(m.group(1)):
                ctx.add(m.start(1), m.end(1), "passport")
                top = _MRZ1.search(text, max(0, m.start() - 50), m.start() + 1)
                if top is not None:
                    ctx.add(top.start(1), top.end(1), "passport")
    if "password" in hit or "passwd" in hit or "pwd" in hit:
        for rx in (_PW_DICT, _PW_KWARG):
            for m in rx.finditer(text):
                v = m.group("v")
                if quoted_pw(v) and (any(c.isdigit() for c in v) or _MIXED_SYMBOL.search(v)):
                    ctx.add(m.start("v"), m.end("v"), "password")
        for m in _PW_ENV.finditer(text):
            if _arg_pw(m.group("v")) and char_classes(m.group("v")) >= 3:
                ctx.add(m.start("v"), m.end("v"), "password")
        for m in _PW_STILL.finditer(text):
            if quoted_pw(m.group("v"), words_ok=len(m.group("v")) >= 8):
                ctx.add(m.start("v"), m.end("v"), "password")
    if "app_key" in hit:
        for m in _APP_KEY.finditer(text):
            ctx.add(m.start("v"), m.end("v"), "api_key")
    if "ak:" in hit or "sk:" in hit or "access" in hit or "secret" in hit:
        for m in _AK_SK.finditer(text):
            v = m.group("v")
            if char_classes(v) >= 2 and any(c.isdigit() for c in v) and not _STAND_IN.search(v):
                ctx.add(m.start("v"), m.end("v"), "api_key")
    if "securestring" in hit:
        for m in _SECURE_STRING.finditer(text):
            if quoted_pw(m.group("v")):
                ctx.add(m.start("v"), m.end("v"), "password")
    if "psk" in hit:
        for m in _WPA_PSK.finditer(text):
            g = "v" if m.group("v") else "h"
            if quoted_pw(m.group(g), words_ok=True):
                ctx.add(m.start(g), m.end(g), "password")
    if hit & {"[]byte", "fromhex", "buffer.from", "b\"", "b'"}:
        for m in _HEX_KEY_BYTES.finditer(text):
            ls, _ = _line_of(text, m.start())
            if not _HEX_KEY_NOT.search(text, ls, m.start()):
                ctx.add(m.start("v"), m.end("v"), "signing_key")
    if hit & {"private", "priv", "私钥", "秘钥", "pk"}:
        for m in _ETH_KEY.finditer(text):
            ls, _ = _line_of(text, m.start())
            if _ETH_CUE.search(text, max(ls, m.start() - 60), m.start()):
                ctx.add(m.start(), m.end(), "private_key")
    if "密码" in hit or "口令" in hit or "passphrase" in hit:
        for m in _ZH_DASHED.finditer(text) if not text.isascii() else ():
            parts = re.split(r"[-_—·]", m.group("v"))
            if len(set(parts)) == len(parts):
                ctx.add(m.start("v"), m.end("v"), "passphrase")
    if hit & set(_PRODUCT_KEY_WORDS):
        for m in _PRODUCT_KEY.finditer(text):
            if not _public_product_key(text, m.start()):
                ctx.add(m.start(), m.end(), "product_key")
    if "." in text:
        for m in _ID_DOT_SECRET.finditer(text):
            ctx.add(m.start(), m.end(), "api_key")
    if hit & {"backup", "scratch", "recovery", "备用", "恢复码"} and "\n" in text:
        _code_lines(ctx)
    if hit & set(_SEED6_WORDS):
        _numbered_seed(ctx)


def _code_lines(ctx: _Ctx) -> None:
    """Every line of a list of one-time backup codes under its name, not only those that look random."""
    for found in recovery_codes.listed(ctx.text, _BACKUP_CUE, _BACKUP_LINE):
        if len(found) >= 3 and sum(any(c.isdigit() for c in ctx.text[s:e]) for s, e, _ in found) >= 2:
            ctx.spans.extend(found)


def _numbered_seed(ctx: _Ctx) -> None:
    """Seed words written as a numbered list (1. blue 2. worry ... 12. grape): 12-24 single words numbered 1, 2,
    3 ... in order."""
    runs: list[list[re.Match[str]]] = [[]]
    for m in _NUMBERED_WORD.finditer(ctx.text):
        run = runs[-1]
        if int(m.group(1)) == len(run) + 1 and (not run or m.start() - run[-1].end() <= 6):
            run.append(m)
        elif int(m.group(1)) == 1:
            runs.append([m])
    for run in runs:
        if len(run) >= 12 and not any(r.group(2) in _FUNCTION_WORDS for r in run):
            for r in run:
                ctx.add(r.start(2), r.end(2), "seed_phrase")


# What stays (round 6): public keys and ids, password hashes being discussed, checksums and pins, request and
# trace ids, base64 of readable text, documented example values, masked values, a standard's example id, a
# public promo code, and a command's switch in a password's place.
_R6_KEEP_KINDS = ("high_entropy", "password_shaped", "api_key", "secret", "password", "url_credential", "pin",
                  "resident_id", "card", secret_model.KIND)
_PUBLIC_BEFORE = re.compile(r"(?i)(?:public[ _-]?key|pubkey|公钥|site[ _-]?key|sitekey|program[ _-]?id|mint|"
                            r"(?<!e-mail )(?<!email )address|地址|deployed (?:at|to)|recipients?)\W{0,6}"
                            r"(?:(?:is|are|=|at|是|为)\W{0,4})?$")
_SSH_PUBLIC = re.compile(r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+"
                         r"AAAA[A-Za-z0-9+/]+={0,3}")
_AGE_PUBLIC = re.compile(r"age1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{58}")
_PW_HASH = re.compile(r"\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}|\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$"
                      r"[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+|\$[156]\$(?:rounds=\d+\$)?[./A-Za-z0-9]{1,16}\$[./A-Za-z0-9]{22,86}"
                      r"|\$scrypt\$[^\s$]+\$[^\s$]+\$[^\s$]+|pbkdf2_sha\d+\$\d+\$[^\s$]+\$[^\s$]+")
# a 0x address or hash: the digits of a card number found inside one are not a card
_HEX_ADDRESS = re.compile(r"(?<![0-9A-Za-z])0x(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})(?![0-9A-Za-z])")
_HASH_TALK = re.compile(r"(?i)md5|sha-?\d|hash|digest|bcrypt|salt|哈希|散列|加盐")
_CHECKSUM_BEFORE = re.compile(r"(?i)(?:\bh1:|sha(?:256|384|512)[/-]|pin-sha256=[\"']?|integrity=[\"']?)$")
_CHECKSUM_HEAD = re.compile(r"(?i)h1:|sha(?:256|384|512)[/-]")
_TRACE_BEFORE = re.compile(r"(?i)(?:x-request-id|x-amz-cf-id|x-amz-request-id|x-amzn-requestid|x-amzn-trace-id|"
                           r"x-amz-id-2|x-correlation-id|x-trace-id|request[_-]?id|trace[_-]?id|correlation[_-]?id|"
                           r"traceparent|cf-ray|root=1-[0-9a-f]{8}-?|请求\s?id)\W{0,4}$")
_ENCODED_WORD = re.compile(r"=\?[\w-]+\?[Bb]\?([A-Za-z0-9+/=]+)\?=")
_MASKED = re.compile(r"[*•●·xX#]{4,}|<redacted>|\[redacted\]|\*+redacted\*+", re.I)
# documented example values (published as examples; quoting them leaks nothing)
_DOC_EXAMPLES = ("SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",)  # jwt.io's default token's signature
# ... when the message says it is the example: the same bytes sent as "here's the session token" are cut
_DOC_EXAMPLE_CUE = re.compile(r"(?i)jwt\.io|\bexample\b|\bsample\b|\bdefault\b|\bdocs?\b|documentation|示例|样例|例子")
_EXAMPLE_BEFORE = re.compile(r"(?i)示例|样例|例如|举例|\bexample\b|\bsample\b|GB\s?11643")
_PROMO_PARAM = re.compile(r"(?i)[?&](?:code|coupon|promo|promocode|promo_code|discount|voucher)=$")
_PROMO_PUBLIC = re.compile(r"(?i)public|discount|promo|coupon|meetup|everyone|公开|优惠|折扣|公众号")
_AUX_WORDS = frozenset("does do did is was will would can could should also then".split())
# where or how a secret is kept, said after "the secret key is": a description, not the value
_WHERE_KEPT = frozenset("""server-side client-side backend-only frontend-only hard-coded hardcoded read-only
write-only built-in in-memory per-user per-app env-only base64-encoded url-encoded""".split())
_CLI_SWITCH = re.compile(r"-[A-Z][A-Za-z]+")


def readable_base64(tok: str) -> bool:
    """Base64 of a sentence (words and spaces) that speaks of no secret: what a mail header or a notice carries,
    not a key."""
    t = tok.strip("=")
    try:
        raw = base64.b64decode(t + "=" * (-len(t) % 4), validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    words = re.findall(r"[A-Za-z]{2,}", raw)
    return (raw.isprintable() and raw.count(" ") >= 3 and sum(map(len, words)) >= 0.7 * len(raw.replace(" ", ""))
            and not re.search(r"(?i)pass|secret|token|\bkey|pin\b|credential", raw))


def _round6_keep(text: str, spans: list[Span]) -> None:
    if not spans:
        return
    covers: list[tuple[int, int]] = []
    for rx, gate in ((_SSH_PUBLIC, "AAAA"), (_PW_HASH, "$"), (_ENCODED_WORD, "?=")):
        if gate in text:
            covers += [(m.start(), m.end()) for m in rx.finditer(text)]
    hex_runs = [(m.start(), m.end()) for m in _HEX_ADDRESS.finditer(text)] if "0x" in text else []
    keep: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        ls, le = _line_of(text, s)
        before = text[max(ls, s - 40) : s]
        sentence = text[max(0, s - 120) : e + 120]
        if any(x in v for x in _DOC_EXAMPLES) and _DOC_EXAMPLE_CUE.search(text):
            continue
        if kind in _R6_KEEP_KINDS and (
                any(cs <= s and e <= ce for cs, ce in covers)
                or _AGE_PUBLIC.fullmatch(v)
                or (_PUBLIC_BEFORE.search(before) and "secret" not in before.lower() and "private" not in before.lower())
                or _CHECKSUM_BEFORE.search(text, max(0, s - 12), s) or _CHECKSUM_HEAD.match(v)
                or _TRACE_BEFORE.search(before)
                or (len(v) >= 24 and readable_base64(v) and not _SECRET_BEFORE.search(text, max(0, s - 12), s))
                or _MASKED.fullmatch(v)
                or (kind == "resident_id" and _EXAMPLE_BEFORE.search(text, max(ls, s - 30), s)
                    and not redact_round11.says_real(text))
                or (kind == "url_credential" and _PROMO_PARAM.search(text, max(0, s - 12), s)
                    and re.fullmatch(r"[A-Z0-9]{4,20}", v) and _PROMO_PUBLIC.search(sentence))
                or (kind == "password" and (v.lower() in _AUX_WORDS or _CLI_SWITCH.fullmatch(v)))
                or v.lower().rstrip(".,") in _WHERE_KEPT
                or (kind == "pin" and s > 0 and text[s - 1].isascii() and text[s - 1].isalpha())
                or (kind == "card" and any(cs <= s and e <= ce for cs, ce in hex_runs))
                or (re.fullmatch(r"(?:0x)?[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{64}", v)
                    and _HASH_TALK.search(sentence) and not _SECRET_BEFORE.search(text, max(0, s - 12), s))):
            continue
        keep.append((s, e, kind))
    spans[:] = keep


# ---- round 7 (issue 24): stand-ins and readable build keys kept; vendor keys in URLs, Go DSNs, codes named ----

# A stand-in credential: the weak or placeholder value a test, a fixture or a doc uses, said in such a context.
_STANDIN_VALUE = re.compile(
    r"(?i)(?:test|admin|secret|dummy|fake|changeme|password|passwd|pass|root|guest|demo|example|sample|qwerty|"
    r"letmein|welcome|hunter|abc|p@ssw0rd|p@ssword|passw0rd|test@|admin@|foo|bar|user)[@!#._-]?\d{0,8}[!@#]?"
    r"")
_STANDIN_CUE = re.compile(
    r"(?i)\btest(?:s|ing|ed)?\b|test ?suite|unit ?tests?|fixtures?|conftest|\bdocs?\b|documentation|\bexamples?\b|"
    r"\breadme\b|\bsamples?\b|weak(?:-| )?password|strength|validator|blocklist|denylist|"
    r"测试|单元测试|假密码|示例|例子|弱密码")
# Spoken words after a bare -p / -a prompt flag ("redis-cli -a and then nothing"): the prompt, not a value.
_PROMPT_WORDS = frozenset("and then it nothing but or so when which that this prompts asks waits hangs".split())
# A build or cache key: readable os/tool segments, then a digest ("linux-node20-<sha>").
_BUILD_KEY = re.compile(r"(?i)(?:[a-z][a-z0-9.]*-){1,5}[0-9a-f]{16,64}")
_BUILD_KEY_BEFORE = re.compile(r"(?i)cache[ _-]?key|restore[ _-]?keys?|build[ _-]?key|缓存键")


def _round7_keep(text: str, spans: list[Span]) -> None:
    if not spans:
        return
    keep: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        before = text[max(0, s - 40) : s]
        if kind in ("password", "password_shaped", "secret", "api_key", "high_entropy", secret_model.KIND) and (
                (_STANDIN_VALUE.fullmatch(v) and text[s - 1 : s] in ("'", '"', "`", "‘", "“")
                 and _STANDIN_CUE.search(text))
                or (kind == "password" and v.lower().strip("().,") in _PROMPT_WORDS)
                or (_BUILD_KEY.fullmatch(v) and _BUILD_KEY_BEFORE.search(before))):
            continue
        keep.append((s, e, kind))
    spans[:] = keep


_SENTRY_DSN = re.compile(r"(?i)https?://([0-9a-f]{32})(?::[0-9a-f]{32})?@[\w.-]*sentry[\w.-]*")
_PUBLIC_DSN = re.compile(r"(?i)safe to (?:expose|share|publish|ship)|(?:meant|designed) to be public|(?:dsn|key) is public"
                         r"|front-?end (?:bundle|code|build)|client-side (?:bundle|code)|browser bundle")
_INFURA = re.compile(r"(?i)infura\.io/v3/([0-9a-f]{32})\b")
# Go's MySQL DSN: user:password@tcp(host); the password may hold '@' (the last '@' before tcp( ends it).
_R7_GO_DSN = re.compile(r"[\"'`]([\w.-]{1,64}):([^\s\"'`]{1,128})@(?:tcp|unix|udp)\(")
# the value alone on its line, printable ASCII: a line that goes on in prose ("password：Tr0ub4dor&3，记住") is the
# prose rules' to cut, up to the value
_PW_LINE = re.compile(r"(?im)^[ \t]*(?:password|passwd|pwd)[ \t]*[:：][ \t]*([!-~]{4,64})[ \t]*$")
_PASSCODE = re.compile(r"(?i)\bpass ?code\b[^.\n]{0,40}?\b(?:is|of|was|:)\s*([A-Za-z0-9]{4,16})\b")
_SAFE_ZH = re.compile(r"(?:保险柜|保险箱|门禁)(?:的)?密码(?:是|为)?\s*[:：]?\s*([A-Za-z0-9]{4,12})")
_TEXTED = re.compile(r"(?i)\b(?:texted|sms(?:'d|ed)?)\s+me\s+(?:(?:a|the|this)\s+(?:code\s+)?)?(\d{4,8})\b"
                     r"(?![.,]\d|\s*(?:%|\$|dollars|euros|pounds|times|photos|pictures|messages))"
                     r"|\bsent\s+me\s+(\d{4,8})\s+(?:by|via|in an?)\s+(?:sms|text)\b")
_HASH_CODE = re.compile(r"(?i)\b(?:door|gate|keypad|entry|lock|alarm|garage)\s+code\b[^.\n]{0,40}?(?:\bis|:)\s*"
                        r"([\d*#]*#[\d*#]*)(?![\w#])")
_NIR = re.compile(r"(?<![\d])([12] ?\d{2} ?(?:\d{2}|2[AB]) ?\d{2} ?\d{3} ?\d{3} ?\d{2})(?![\d])")
_NIR_CUE = re.compile(r"(?i)s[ée]cu(?:rit[ée] sociale)?\b|\bnir\b|\binsee\b|ameli|carte vitale")
_PADLOCK = re.compile(r"(?i)\b(?:(?:padlock|lockbox|lock box|bike lock)\b(?:\s+(?:code|combo|combination))?"
                      r"|locker\s+(?:code|combo|combination))"
                      r"\s+(?:is|:)\s*(\d{3,8})\b")
_R7_LICENCE = re.compile(r"(?i)\bdriver'?s?\s+licen[cs]e\b(?:\s+(?:no\.?|number|#))?\s*(?:is\s+|:\s*)?"
                      r"([A-Z]{0,2}\d{6,12})\b")


def _round7(ctx: _Ctx) -> None:
    # Each pattern runs only where a word it cannot match without is in the text (most gated messages have
    # none of them): the same spans, without a dozen scans of every long coding message.
    text, low = ctx.text, ctx.low
    # a DSN whose key the message says ships to browsers or is public by the vendor's word (no secret part after ':')
    if "sentry" in low:
        public = _PUBLIC_DSN.search(text) is not None
        for m in _SENTRY_DSN.finditer(text):
            if public and m.group(0).count(":") == 1:
                continue
            ctx.add(m.start(1), m.end(1), "api_key")
    if "infura.io/v3/" in low:
        for m in _INFURA.finditer(text):
            ctx.add(m.start(1), m.end(1), "api_key")
    if "@tcp(" in text or "@unix(" in text or "@udp(" in text:
        for m in _R7_GO_DSN.finditer(text):
            if not placeholder_literal(m.group(2)):
                ctx.add(m.start(2), m.end(2), "password")
    if "passw" in low or "pwd" in low:
        for m in _PW_LINE.finditer(text):
            v = m.group(1)  # a value with letters and digits, not "${VAR}", "[hidden]" or "****"
            if (v[0].isalnum() and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
                    and not placeholder_literal(v) and not _MASKED.fullmatch(v)):
                ctx.add(m.start(1), m.end(1), "password")
    if "passcode" in low or "pass code" in low:
        for m in _PASSCODE.finditer(text):
            if any(c.isdigit() for c in m.group(1)):
                ctx.add(m.start(1), m.end(1), "password")
    if "密码" in text:
        for m in _SAFE_ZH.finditer(text):
            if any(c.isdigit() for c in m.group(1)):
                ctx.add(m.start(1), m.end(1), "password")
    if "texted" in low or "sms" in low or "sent" in low:
        for m in _TEXTED.finditer(text):
            g = 1 if m.group(1) else 2
            ctx.add(m.start(g), m.end(g), "one_time_code")
    if "#" in text:
        for m in _HASH_CODE.finditer(text):
            if sum(c.isdigit() for c in m.group(1)) >= 3:
                ctx.add(m.start(1), m.end(1), "pin")
    if any(w in low for w in ("sécu", "secu", "nir", "insee", "ameli", "carte vitale")):
        for m in _NIR.finditer(text):
            if idcheck.nir_ok(m.group(1)) and _NIR_CUE.search(text, max(0, m.start() - 60), m.start()):
                ctx.add(m.start(1), m.end(1), "national_id")
    if "lock" in low:
        for m in _PADLOCK.finditer(text):
            ctx.add(m.start(1), m.end(1), "pin")
    if "licen" in low:
        for m in _R7_LICENCE.finditer(text):
            ctx.add(m.start(1), m.end(1), "national_id")


# The second of two candidates: "是 X 还是 Y", "either X or Y" after a password found by a rule.
_OR_NEXT = re.compile(r"\s*(?:还是|或者|或是|或|,?\s*or(?:\s+(?:maybe|perhaps|possibly))?|/)\s*[\"'“‘]?"
                      r"([^\s\"'”’,，。；;!?！？]{4,64})")


def _second_candidates(text: str, spans: list[Span]) -> None:
    for s, e, kind in list(spans):
        if kind not in ("password", "password_shaped"):
            continue
        m = _OR_NEXT.match(text, e + (1 if e < len(text) and text[e] in "\"'”’" else 0))
        if m is None:
            continue
        v = m.group(1).rstrip(".,:;)")
        if (len(v) >= 6 and (any(c.isdigit() for c in v) or _MIXED_SYMBOL.search(v)) and any(c.isalpha() for c in v)
                and not (_NOT_VALUE.match(v) and not _random_dotted(v) and not _DOTTED_PASS.fullmatch(v))
                and not _VERSIONISH.match(v) and not _EMAIL.match(v)):
            spans.append((m.start(1), m.start(1) + len(v), kind))


# ---- the rounds of issue 24: one registry the core iterates -------------------------------------------

# find: (text, low, spans) appends the round's spans; keep: (text, spans) drops from spans what stays public.
Find = Callable[[str, str, list[Span]], None]
Keep = Callable[[str, list[Span]], None]


@dataclass(frozen=True)
class Round:
    """One round of rules: its finder, its keeper (run after every round's finder, in this order, and again on
    the learned layer's spans), the words that open the gate for it, whether a message announces a value, and the
    spans no keeper may drop."""

    name: str
    find: Find | None = None
    keep: Keep | None = None
    triggers: tuple[str, ...] = ()
    announces: Callable[[str], bool] | None = None
    # spans read before every keeper runs and put back after them: what a keeper would take for public stays cut
    hold: Callable[[str, list[Span]], list[Span]] | None = None


def _in_ctx(rule: Callable[[_Ctx], None]) -> Find:
    """A finder of this module (it adds to a _Ctx) as a registry hook."""
    return lambda text, low, spans: rule(_Ctx(text, low, spans))


def _module_find(find: Callable[[str, str, Callable[[str], bool]], list[Span]]) -> Find:
    """A round module's ``find(text, low, placeholder)`` as a registry hook."""
    return lambda text, low, spans: spans.extend(find(text, low, placeholder_literal))


# In order: a later round's keeper sees what earlier rounds found and kept. A new round is one line here.
ROUNDS: tuple[Round, ...] = (
    Round("3", find=_in_ctx(_round3)),
    Round("4", find=_in_ctx(_round4)),
    Round("5", find=_in_ctx(_round5), keep=_round5_keep),
    Round("6", find=_in_ctx(_round6), keep=_round6_keep),
    Round("7", find=_in_ctx(_round7), keep=_round7_keep),
    # more national ids, household codes, define(), corrections
    Round("8", find=_module_find(redact_round8.find), keep=redact_round8.keep, triggers=redact_round8.TRIGGERS,
          announces=redact_round8.announces),
    # national ids by more names
    Round("9", find=lambda text, low, spans: spans.extend(redact_round9.find(text, low)), keep=redact_round9.keep, triggers=redact_round9.TRIGGERS),
    # card codes by their digits, device codes by their action, access-key ids
    Round("10", find=_module_find(redact_round10.find), keep=redact_round10.keep, triggers=redact_round10.TRIGGERS),
    # keys named in Korean, ZA id numbers, recovery codes named in Chinese
    Round("11", find=_module_find(redact_round11.find), keep=redact_round11.keep, triggers=redact_round11.TRIGGERS,
          announces=redact_round11.announces),
    # the lexicon of named codes in many languages, vendor-named keys, ids by name with their checks, security
    # answers, word passphrases; example markers, shortcuts, named hashes and cmdlets kept
    Round("12", find=_module_find(redact_round12.find), keep=redact_round12.keep, triggers=redact_round12.TRIGGERS),
    # a name and its value with words between, passports, bank accounts, licence keys, card codes after a card,
    # AK/SK and *_SECRET constants, seeds after CJK names, whole webhook URLs; policies, references, test cards,
    # publishable keys, example suffixes and placeholder webhooks kept
    Round("13", find=_module_find(redact_round13.find), keep=redact_round13.keep, triggers=redact_round13.TRIGGERS,
          announces=redact_round13.announces),
    # card expiry and code keyed on a Luhn-valid card, lock combinations, ids with their checks, app passwords,
    # recovery-code lists, halves; the lexicon of utils.secret_names (names, links) in rounds 13's rules and the
    # gate; passwords asked about, values called an example or a fake in any language, compound words kept
    Round("14", find=_module_find(redact_round14.find), keep=redact_round14.keep, triggers=redact_round14.TRIGGERS,
          announces=redact_round14.announces),
    # personal ids named in any language (utils.secret_names.ID), bank accounts by an account word, codes changed
    # "to" a value, a PIN or password named with its length; capital placeholders and postal PIN codes kept
    Round("15", find=_module_find(redact_round15.find), keep=redact_round15.keep, triggers=redact_round15.TRIGGERS,
          announces=redact_round15.announces),
    # numbers with their own check digits (IBANs in any text, NRB, Czech accounts, checked personal ids), bank-SMS
    # codes, codes that came, door codes, backup codes several a line, first halves, CVV2, app secrets beside an id;
    # company ids, site keys, public client ids and capital stand-ins kept
    Round("checked_ids", find=_module_find(redact_checked_ids.find), keep=redact_checked_ids.keep,
          triggers=redact_checked_ids.TRIGGERS),
    # codes read digit by digit after their name, security-question answers, one-time codes in grouped digits,
    # a BLIK code asked for and sent alone
    Round("spoken_codes", find=_module_find(redact_spoken_codes.find), triggers=redact_spoken_codes.TRIGGERS,
          announces=redact_spoken_codes.announces),
    # a router's 20-digit Wi-Fi key, a bank's TAN and a messenger's code after their names (numbers a public noun
    # names right before them stay by beside_secrets)
    Round("service_codes", find=_module_find(redact_service_codes.find),
          triggers=redact_service_codes.TRIGGERS),
    # passports by their series-and-number layout, KVNRs named in CJK; India's postal PIN code beside an Aadhaar kept
    Round("identity_docs", find=_module_find(redact_identity_docs.find), keep=redact_identity_docs.keep,
          triggers=redact_identity_docs.TRIGGERS),
    # an alarm's, a keypad's, a gate's, a mailbox's or a locker's code after its name, several in a sentence
    Round("lock_codes", find=_module_find(redact_lock_codes.find), triggers=redact_lock_codes.TRIGGERS,
          announces=redact_lock_codes.announces),
    # a SIN, a South African id, a RUT, a CPF or an RRN passing its check after a person's name or an id's word
    Round("person_ids", find=_module_find(redact_person_ids.find)),
    # a card's PIN named in Portuguese, Spanish or Italian (senha do cartão, clave de la tarjeta, codice segreto)
    Round("card_pins", find=_module_find(redact_card_pins.find), triggers=redact_card_pins.TRIGGERS),
    # passwords spelled one character at a time, or after a short or inflected name
    Round("password_forms", find=_module_find(redact_password_forms.find), triggers=redact_password_forms.TRIGGERS),
    # backup codes several in the sentence right after their name
    Round("backup_codes", find=lambda text, low, spans: spans.extend(recovery_codes.after_name(text, low))),
    # a value said before its name ("I used 7340 as the PIN", "5093 を暗証番号にした"), a code changed to a value after
    # its default was named (the default kept)
    Round("value_first", find=_module_find(redact_value_first.find), keep=redact_value_first.keep,
          triggers=redact_value_first.TRIGGERS),
    # a password's column in an SQL INSERT, a CSV/TSV export or a markdown table; its header and public columns kept
    Round("tables", find=_module_find(redact_tables.find), keep=redact_tables.keep,
          triggers=redact_tables.TRIGGERS),
    # word passphrases and key-box codes after a service's or a device's label in a list written for a relative
    Round("credential_lists", find=_module_find(redact_credential_lists.find),
          triggers=redact_credential_lists.TRIGGERS),
    # a family's safe word or code word
    Round("safe_words", find=_module_find(redact_safe_words.find), triggers=redact_safe_words.TRIGGERS),
    # a bank's coordinate card: each cell's value after its coordinate (the card's serial kept)
    Round("coordinate_cards", find=_module_find(redact_coordinate_cards.find),
          triggers=redact_coordinate_cards.TRIGGERS),
    # a card's number sent in halves under their labels ("first 8: 5392 8840")
    Round("card_pieces", find=lambda text, low, spans: spans.extend(card_codes.pieces(text)),
          triggers=card_codes.PIECE_TRIGGERS),
    # a new code after the first failed, a code a scammer asked for (BLIK, WhatsApp, Telegram, a Greek one-time
    # code), a Spanish bank's clave, a Hebrew gate code closed by '#'; a code said to be on the phone announces it
    Round("given_codes", find=_module_find(redact_given_codes.find), triggers=redact_given_codes.TRIGGERS,
          announces=redact_given_codes.announces),
    # a Wi-Fi or hotspot key read in the NATO alphabet after the network's name; a request to read it announces it
    Round("nato_keys", find=_module_find(redact_nato_keys.find), triggers=redact_nato_keys.TRIGGERS,
          announces=redact_nato_keys.announces),
    # codes, PINs and cards in the digits of other scripts (Devanagari, Thai, Persian, Arabic-Indic, Bengali), read
    # as ASCII digits through every rule above and after the names those languages give them
    Round("scripts", find=lambda text, low, spans: spans.extend(redact_scripts.find(text, low, _rule_spans)),
          triggers=redact_scripts.TRIGGERS),
    # a security question's answer reported ("I answered Grünwald"), a password someone said ("used to be")
    Round("reported", find=_module_find(redact_reported.find), keep=redact_reported.keep,
          triggers=redact_reported.TRIGGERS),
    # a wallet's private key (64 hex, 0x, WIF with its checksum) after its name in any script
    Round("wallet_keys", find=_module_find(redact_wallet_keys.find), triggers=redact_wallet_keys.TRIGGERS),
    # a national, social security or tax id's column in a CSV or markdown table (header and other columns kept)
    Round("id_columns", find=_module_find(redact_id_columns.find), triggers=redact_id_columns.TRIGGERS),
    # seeds numbered or in two parts, backup codes one a line after their name in many languages
    Round("listed_secrets", find=_module_find(redact_listed_secrets.find), triggers=redact_listed_secrets.TRIGGERS,
          announces=redact_listed_secrets.announces),
    # round 22a: passwords in named parts (a door code announced as coming next announces it); PINs in CJK numerals
    # and number words the lexicons lack; a code of the length just named; Troy cards, Israeli ids, screen-lock and
    # Hungarian gate codes, a bank's user id beside its password, Wi-Fi keys in groups, expired codes, Spanish
    # security answers, alarm code words, Arabic passwords (SIRET kept)
    Round("parts", find=_module_find(redact_parts.find), triggers=redact_parts.TRIGGERS,
          announces=redact_parts.announces),
    Round("number_words", find=lambda text, low, spans: spans.extend(redact_number_words.find(text, low, _rule_spans)),
          triggers=redact_number_words.TRIGGERS),
    Round("variants", find=_module_find(redact_variants.find)),
    # round 23: bank-app passwords, MPINs, Persian one-time codes, Arabic Wi-Fi keys, Baltic door codes, PINs by
    # letter and TANs by phone, a screenshot's customer id, 5x5 recovery codes, Mercado Pago tokens, dotted cards
    Round("app_codes", find=_module_find(redact_app_codes.find), triggers=redact_app_codes.TRIGGERS,
          announces=redact_app_codes.announces),
    Round("named_codes", find=_module_find(redact_named_codes.find), keep=redact_named_codes.keep,
          triggers=redact_named_codes.TRIGGERS),
    # round 24b: passwords spelled, split "starts with / ends with" or into labelled parts, corrected ("I mean", 正確是),
    # recalled ("he thinks it was")
    Round("dictated", find=_module_find(redact_dictated.find), triggers=redact_dictated.TRIGGERS),
    # a password named in Arabic, Persian, a Nordic language, Hebrew, Turkish or as "mdp" before a Latin value
    Round("native_names", find=_module_find(redact_native_names.find), triggers=redact_native_names.TRIGGERS),
    # a password's or a secret key's whole value on its line of a compose or env file, a vault password echoed
    Round("env_values", find=_module_find(redact_env_values.find), triggers=redact_env_values.TRIGGERS),
    # Versichertennummern tied to a person, PANs, a person's CUIT
    Round("tax_ids", find=_module_find(redact_tax_ids.find), triggers=redact_tax_ids.TRIGGERS),
    # round 26a: a person's national identity or personal tax number after its name in any language, passing its
    # country's check in python-stdnum (ЕГН, ЈМБГ, OIB, isikukood, personas kods, asmens kodas, РНОКПП, CNIC, ...)
    Round("national_ids", find=_module_find(redact_national_ids.find)),
    # a bank's codes passed on in chat (a TAN quoted from its SMS, a clave, a code on a bulleted line, "senha é", a
    # code the bank texted, "my account", a bank app's customer number), a Wi-Fi key in groups of four, a card's expiry
    Round("bank_codes", find=_module_find(redact_bank_codes.find), triggers=redact_bank_codes.TRIGGERS),
    # round 24a: hex and base64 keys by the word or the constant that names them, Kafka's JAAS user name, passwords
    # fed through shell process substitution
    Round("named_keys", find=_module_find(redact_named_keys.find), triggers=redact_named_keys.TRIGGERS),
    # round 24a: safe and locker dial combinations, padlocks set to a value, parcel-box, Hebrew alarm and Hindi locker
    # codes, an Italian PIN changed in a value; a gift card's number and PIN
    Round("combinations", find=_module_find(redact_combinations.find), triggers=redact_combinations.TRIGGERS),
    Round("gift_cards", find=_module_find(redact_gift_cards.find), triggers=redact_gift_cards.TRIGGERS),
    # round 24a: security answers after their question in corner brackets, or in a "question - answer" list
    Round("question_answers", find=_module_find(redact_question_answers.find),
          triggers=redact_question_answers.TRIGGERS),
    # round 24a: US and Japanese driving licences and Japan's pension number after their name, words between
    Round("licences", find=_module_find(redact_licences.find), triggers=redact_licences.TRIGGERS),
    # round 24a: an Iranian card after کارت and its second (online) password
    Round("shetab", find=_module_find(redact_shetab.find), triggers=redact_shetab.TRIGGERS),
    # round 24a: a seed's twelve to twenty-four words set apart by quotes or CJK text, named or not
    Round("seed_runs", find=_module_find(redact_seed_runs.find)),
    # round 27: a seed or a passphrase after its name in prose, in any language
    Round("named_seeds", find=_module_find(redact_seed_runs.named), triggers=redact_seed_runs.TRIGGERS),
    # round 27: the real password after a stand-in, a CLABE by its check digit, a Hebrew salary account
    Round("stated_values", find=_module_find(redact_stated_values.find), keep=redact_stated_values.keep, triggers=redact_stated_values.TRIGGERS),
    # round 24a: Thai Wi-Fi codes run together with their name, a Vietnamese password "written joined"
    Round("sea_passwords", find=_module_find(redact_sea_passwords.find), triggers=redact_sea_passwords.TRIGGERS),
    # round 24a: a routing and an account number named together and given as a pair
    Round("bank_pairs", find=_module_find(redact_bank_pairs.find), triggers=redact_bank_pairs.TRIGGERS),
    # round 28: a passphrase of plain words typed or entered at a prompt, the speaker's own account claimed by a
    # possessive beside the account's word
    Round("typed_phrases", find=_module_find(redact_typed_phrases.find), triggers=redact_typed_phrases.TRIGGERS),
    Round("own_accounts", find=_module_find(redact_own_accounts.find), triggers=redact_own_accounts.TRIGGERS),
    # round 31b: passwords spelled with case words, spaced authenticator keys, "as admin with <pw>", codes closed by
    # "#" after a correction, codes just generated, key boxes, PINs in brackets, own accounts (sheba, 普通, számlára)
    Round("round31b", find=_module_find(redact_round31b.find), triggers=redact_round31b.TRIGGERS),
    # round 32a: a password's value after a clause and a colon, a document's number after "mine is", a health plan's
    # member id, wp-config.php's keys and salts, a password spelled after it was given, Apple's app-specific
    # passwords, a password of words after "which is", recovery codes a service just showed
    Round("clause_values", find=_module_find(redact_clause_values.find), triggers=redact_clause_values.TRIGGERS),
    # round 32a: a secret someone is asked to remember or will send in parts or shortly announces the next message
    Round("handed_on", triggers=redact_handed_on.TRIGGERS, announces=redact_handed_on.announces),
    # round 32b: a password set "to" a value by a verb after its name, the later items of a password list ("for the
    # mail X, for the wifi Y"), a Wi-Fi key named by a code's word; an activation code a few words after its name, a
    # Swedish clearing-number account
    Round("password_lists", find=_module_find(redact_password_lists.find), triggers=redact_password_lists.TRIGGERS),
    Round("named_numbers", find=_module_find(redact_named_numbers.find), triggers=redact_named_numbers.TRIGGERS),
    # a card number mistyped by a digit, its expiry beside it: still the card (round 33a)
    Round("mistyped_cards", find=_module_find(redact_mistyped_cards.find), triggers=redact_mistyped_cards.TRIGGERS),
    # round 34b: a person's Russian, Thai or Vietnamese account, a BLIK code, Greek and Hungarian alarm and gate codes,
    # a Czech identity card, a health fund's member number, a Swahili M-Pesa code; shilling amounts, a company's CIF
    # and a Japanese transfer's request number kept
    Round("local_names", find=_module_find(redact_local_names.find), keep=redact_local_names.keep,
          triggers=redact_local_names.TRIGGERS),
    # round 34a: a security answer, a PIN ("mine is") or a quoted passphrase given after what a service asks for
    Round("asked_answers", find=_module_find(redact_asked_answers.find), triggers=redact_asked_answers.TRIGGERS),
    # round 34a: a code a quoted message says to use, a mobile-money confirmation's code, a spaced setup key, an
    # alarm company's code, a card's expiry on a table's row; an amount in a currency's letters kept
    Round("message_codes", find=_module_find(redact_message_codes.find), keep=redact_message_codes.keep,
          triggers=redact_message_codes.TRIGGERS),
    # round 35b: a licence's number in the next sentence, an XML config's password element, codes generated words
    # away, ten-digit PUKs, seven-group recovery keys, a key list's code, a "$"-led password on a command line, an
    # account beside its branch, a lock set to a value, a password named with its service, a bank SMS's code after
    # its purpose (the position, the branch and the masked card kept)
    Round("round35b", find=_module_find(redact_round35b.find), keep=redact_round35b.keep,
          triggers=redact_round35b.TRIGGERS),
    # rounds 35a and 36a: a code opening its quoted SMS, one an SMS carries, one in an SMS template (with the other
    # codes of quoted service messages in utils.redact_message_codes; here, where round 35a first ran it)
    Round("sms_codes", find=_module_find(redact_message_codes.find_sms), triggers=redact_message_codes.SMS_TRIGGERS),
    # round 35a: recovery codes one a line under their file's name, an account beside a BSB, a seed's words under a
    # range label, a safe's dial combination, a PIN after its masked card, an own IBAN with broken check digits, a
    # password in parts, a relative's Hungarian account, Thai credentials
    Round("round35a", find=_module_find(redact_round35a.find), triggers=redact_round35a.TRIGGERS,
          announces=redact_round35a.announces),
    # round 36a: a Medicare MBI (CMS's sample kept), a Nigerian BVN and its NUBAN, a Norwegian kontonummer by its
    # check (a biller's kept), backup codes in a table's column
    Round("round36a", find=_module_find(redact_round36a.find), triggers=redact_round36a.TRIGGERS),
    # Stripe's documented test keys, the documented sample JWT, keys marked EXAMPLE or sample in a message citing
    # the docs kept (public text)
    Round("documented", keep=redact_documented.keep),
    # round 31a: a bank's own identifiers (routing, БИК, корр. счёт, sort code, BSB, SWIFT/BIC, IFSC) kept, even
    # beside the account they route to
    Round("bank_ids", keep=redact_bank_ids.keep),
    # round 28: a URL's host and path after its credentials kept (the span ends at the "@")
    Round("url_hosts", keep=redact_url_hosts.keep),
    # an IBAN a payee's, a bill's or a company's word names as another party's kept
    Round("payees", keep=redact_payees.keep),
    # payment SDKs' public keys, router models, a door code said to be posted for all, a Kubernetes Secret's value
    # that decodes to a word the manifest shows in the clear kept
    Round("public_values", keep=redact_public_values.keep),
    # round 23: a card's last four, 12306 (China's railway site), a value the message calls a sample kept
    Round("public_numbers", keep=redact_public_numbers.keep),
    # round 35c: providers' account and object ids (org-, Twilio SIDs), phone numbers and hotlines beside a PIN or a
    # code, a paybill's account; a token's span ends before an API method's path
    Round("round35c", keep=redact_round35c.keep),
    # round 37a: an organisation's donation account (its Czech prefix and bank code with it), India's postal PIN code
    # for a place, a tutorial's or a demo's sample code kept; before round 37c, which cuts a Czech account at its slash
    Round("round37a", keep=redact_round37a.keep),
    # round 37c: a device's serial, another party's Steuernummer, a bank's and a branch's codes, a shop's tax number
    # on its receipt, an organisation's account in a payment request kept; a Czech account cut before its bank's code
    Round("round37c", keep=redact_round37c.keep),
    # round 36b: a bill's biller's account, an account beside its payment reference or copied from an organisation's
    # website, a Danish reg.nr., parcels' numbers, docs' stand-in tokens kept
    Round("round36b", keep=redact_round36b.keep),
    # round 24b: generic product keys, other parties' and companies' accounts, VAT and business numbers, main lines,
    # short codes, transaction serials, router models, digits inside hashes, placeholders kept
    Round("public_parties", keep=redact_public_parties.keep),
    # round 24a: masks of x's and stars, a second password asked about in the same question
    Round("stand_ins", keep=redact_stand_ins.keep),
    # round 24a: pieces inside a token, feature flags, Firebase's public config, test seeds, RSA's exponent, prose,
    # masks, IBANs with check digits 00, organisations' INN/KPP, a routing number called the bank's
    Round("public_shapes", keep=redact_public_shapes.keep),
    # round 25: a secret named with no value in any language: its value comes in the next message; a sender's
    # number, a price, a card's last digits, an expiry year stay
    Round("announced", keep=redact_announced.keep, announces=redact_announced.announces),
    # a code asked for, a seed, backup codes or a spelled password named: the value comes in the next messages
    Round("sequences", triggers=redact_sequences.TRIGGERS, announces=redact_sequences.announces),
    # a value cut above corrected later in the same message (reads the spans found so far, so it comes last)
    Round("corrections", find=redact_corrections.find),
    # rooms, flights, branches, service lines, bookings, amounts, payment references and defaults under a label of
    # their own, whichever rule reached them from a secret's name
    Round("beside_secrets", keep=beside_secrets.keep),
    # round 37b: personal ids and accounts after their own names (a Hungarian adóazonosító, a Czech číslo OP, an
    # ITIN, an RFC, ...), a Steam Guard or a locker's pickup code, a router's current key, an old password, a memorable
    # word, a gate's code with a letter, a decoded Kubernetes secret
    Round("round37b", find=_module_find(redact_round37b.find), triggers=redact_round37b.TRIGGERS),
    # round 38b: a router's WPS PIN by its checksum, identity cards' numbers after their names (a Ukrainian ID-картка
    # and УНЗР, a Greek ταυτότητα, ...), an account the speaker pays from; a merchant's virtual account for a bill and
    # a mobile-money Paybill or Till number kept
    Round("round38b", find=_module_find(redact_round38b.find), keep=redact_round38b.keep,
          triggers=redact_round38b.TRIGGERS),
    Round("split_values", find=_module_find(redact_split_values.find), triggers=redact_split_values.TRIGGERS, announces=redact_split_values.announces),  # round 26b: cards in chunks, "opens with", symbol passwords, "the new one is:"
    # round 38a: a passport's or an identity card's MRZ whose check digits hold (ICAO's specimens kept), a password named
    # with the login it opens, a quoted bank SMS's "Hasło: 24106721", a code sent to confirm a login, a key's parts
    # sent one a message; a Dell service tag and express service code kept
    Round("round38a", find=_module_find(redact_round38a.find), keep=redact_round38a.keep,
          triggers=redact_round38a.TRIGGERS, announces=redact_round38a.announces),
    # round 39a: a login code told by how it arrived, a Wi-Fi key in digit groups, a bank's printed code list, a
    # one-time code split by a dash, a password ending in "=" or after its site's name; ids under an id's key or
    # label, CI runs, documented test ids and a company's tax id kept
    Round("round39a", find=_module_find(redact_round39a.find), keep=redact_round39a.keep,
          triggers=redact_round39a.TRIGGERS, announces=redact_round39a.announces),
    # round 39b: a secret named by its concept's word (an alarm's, a door's, a one-time, a recovery code, a Wi-Fi key,
    # a security answer) in the writers' languages, name then value or value then name; a Greek "κωδικός" of a promo,
    # a booking or an error kept
    Round("round39b", find=_module_find(redact_round39b.find), keep=redact_round39b.keep,
          triggers=redact_round39b.TRIGGERS),
    # round 40a: a lock's year-shaped code, a code told by how it came, a second password by ellipsis, an app's numeric
    # password, Persian second passwords, spelled codes, a quoted password after "which is"; a value sent in parts
    Round("round40a", find=_module_find(redact_round40a.find), triggers=redact_round40a.TRIGGERS,
          announces=redact_round40a.announces),
    # round 40b: an identity document's number in brackets, Latin American ids by their acronyms, an NPWP in its
    # dotted layout, health services' member numbers, Iran's national code, a Danish account beside its reg.nr.; other
    # parties' accounts, order numbers passing Luhn, postal codes and organisations' registry codes kept
    Round("round40b", find=_module_find(redact_round40b.find), keep=redact_round40b.keep,
          triggers=redact_round40b.TRIGGERS),
    # round 41a: backup codes in a block under the paragraph naming them, a password the speaker chose ("I went with")
    # or gave in apposition, an identity card after its abbreviation (OP, OI, LK, CI), a code named after its value
    # ("350729 diye bir kod") or by a possessive ("Kodenya 5714"); a URL query's next parameter, a company's tax
    # number by its dotted legal form and a payment's tracking key kept
    Round("round41a", find=_module_find(redact_round41a.find), keep=redact_round41a.keep,
          triggers=redact_round41a.TRIGGERS),
    # round 41b: a number a code's word reached that is a count ("1200 lines", "2100 mm"), a law's or a standard's
    # reference ("article 1382", "NFPA 80"), or a postal, dialling, source or law code's value, in digits or in words
    Round("round41b", keep=redact_round41b.keep),
    # round 42a: a one-time code in a quoted service message in any language, a card's check number by its other
    # names, a verbal password for an alarm's centre, a password asked about, keypad codes with a Cyrillic letter,
    # an alarm turned off with its code, a PIN set or said to be the current one, a passphrase quoted after "it's",
    # a security answer the speaker set
    Round("round42a", find=_module_find(redact_round42a.find), triggers=redact_round42a.TRIGGERS),
    # round 42b: Philippine ids (PhilHealth, Pag-IBIG, UMID, PhilSys), a Portuguese NISS, an Argentine CBU, an
    # Australian Medicare card; digests and fingerprints, masked keys, companies' ids, a test card's expiry, a year
    # after a year's word and a record's number under its label kept
    Round("round42b", find=_module_find(redact_round42b.find), keep=redact_round42b.keep,
          triggers=redact_round42b.TRIGGERS),
    # round 43a: a password's shape judged in any wording, parts in apposition, a second password after "or", a card's
    # code by its place, a code before its name, a NIP, a lock's code past a place, NATO letters with their case
    Round("round43a", find=lambda text, low, spans: spans.extend(redact_round43a.find(text, low, placeholder_literal,
                                                                                     spans)),
          triggers=redact_round43a.TRIGGERS, announces=redact_round43a.announces),
    # round 43b: an MBI set against the sample's, a kontonummer after words, a state's driver licence, a CLABE in any
    # grouping, a Greek AFM, an id's number announced; docs' examples, product models, Wi-Fi names, hotlines, OpenPGP
    # key ids, orders' numbers and a provider's account kept
    Round("round43b", find=_module_find(redact_round43b.find), keep=redact_round43b.keep,
          triggers=redact_round43b.TRIGGERS, announces=redact_round43b.announces),
    # round 44a: a code named with a clause before its digits, key-box codes, a password named with what it opens,
    # a secret's first part and its rest in the next message, accounts after a BSB or "account ko" or on a MICR
    # line, SSS, BPJS, Egyptian, TEAM and passport-book numbers, a Wi-Fi key named as a key
    Round("round44a", find=_module_find(redact_round44a.find), triggers=redact_round44a.TRIGGERS,
          announces=redact_round44a.announces),
    # round 44b: creditors' RF references, Pix end-to-end ids, Google OAuth client ids, ids under an id's variable,
    # toll-free lines, memes' passwords, RFCs' test vectors, files' numbers, organisations' and other parties' tax
    # ids, accounts under a payment's details kept
    Round("round44b", keep=redact_round44b.keep),
    # round 45a: a code's digits in the next sentence by a pronoun, a person's Vietnamese tax code, an Aadhaar right
    # after its name, the account a refund or a salary is paid into
    Round("round45a", find=_module_find(redact_round45a.find), triggers=redact_round45a.TRIGGERS),
    # round 45b: Stripe's object ids, request nonces, a public body's or an invoicing party's account
    # and an employer's Greek AFM kept (a grouped RF reference: round 44b)
    Round("round45b", keep=redact_round45b.keep),
    # round 46a: a value asked about before its name, a quoted question's answer, a card's code by its place, an
    # Italian codice fiscale, a password ending a message about one, Wi-Fi keys after "code wifi" or in hex, A-numbers,
    # Norwegian accounts, Google's G- codes, NIDA numbers, SARS references, app passwords, two guesses at a PIN, an id
    # given by a pronoun
    Round("round46a", find=_module_find(redact_round46a.find), triggers=redact_round46a.TRIGGERS,
          announces=redact_round46a.announces),
    # round 46b: error codes, message ids, Canadian payroll accounts, template slots and masked values kept
    Round("round46b", keep=redact_round46b.keep),
    # round 47a: compound code names, Wi-Fi keys after the network's name, UK driving licences, member numbers beside a
    # password, session tokens in logs, Discord bot tokens, PUKs, codes a PIN set, "remember it:", card expiries
    Round("round47a", find=_module_find(redact_round47a.find), triggers=redact_round47a.TRIGGERS),
    # round 47b: an account another party gave, invoiced, asked to be paid into or published (the speaker's stays)
    Round("round47b", keep=redact_round47b.keep),
    # round 48a: passphrases of words run together, a Wi-Fi key after its place, a password named with what it opens,
    # a value said or come out, an elliptic second secret, Persian passwords and PINs, Israeli accounts, Czech gate
    # codes, RPC providers' keys, dotenv values whole, California licences, Kenyan SHA numbers
    Round("round48a", find=_module_find(redact_round48a.find), triggers=redact_round48a.TRIGGERS,
          announces=redact_round48a.announces),
    # round 48b: SendGrid message ids, a masked card's printed digits, phone numbers, Paybill account references
    Round("round48b", keep=redact_round48b.keep),
    # round 49a: a lock's code after where it stands, a PIN named with what it opens, codes called so (tr, ro),
    # memorable information, a private key's hex, "la clé" of a box, Japanese and Hungarian accounts, a card's
    # expiry beside its digits, a seed phrase's halves
    Round("round49a", find=_module_find(redact_round49a.find), triggers=redact_round49a.TRIGGERS,
          announces=redact_round49a.announces),
    # round 50a: a French card's "code secret", keypad codes after a gate ("3729#", "tapez 5976"), a lock's code with a
    # bracket between, a code spelled in words, a card's code by its place, "my IBAN ... is", Kenyan KRA PINs and SHA
    # numbers, a German ID card's CAN, the Spanish tax office's reference
    Round("round50a", find=_module_find(redact_round50a.find), triggers=redact_round50a.TRIGGERS),
    # round 50b: another person's account held cut beside their credentials; test cards, an employer's numbers and a
    # Swedish clearing number kept
    Round("round50b", keep=redact_round50b.keep, hold=redact_round50b.hold),
    # round 51a: codes given over after their name, a code to use instead, a Korean PIN's head, a door's alphanumeric
    # code, spaced and worded passphrases, .pgpass lines, a mistyped DNI, an IBAN's head and rest, Romanian, Korean,
    # Indonesian, Nigerian and Israeli numbers, Persian passwords after "رمز"
    Round("round51a", find=_module_find(redact_round51a.find), triggers=redact_round51a.TRIGGERS,
          announces=redact_round51a.announces),
    # round 51b: app ids, phone numbers, flats and parcels, a business's account beside its tax number, an
    # organisation's account name, a Norwegian invoice's account, a firm's AFM, a biller's TIN, a claim number kept
    Round("round51b", keep=redact_round51b.keep),
    # round 52a: a code named after its value, a passcode set past a bracket, a security answer someone gives, a
    # password past a bracket, Brazilian accounts, a person's NIF, Italian health cards, Thai laser codes, a PIN's old
    # value, door codes in Greek, Nordic languages and Hungarian, backup codes and passwords in tables, a UK NINO
    # called "mine", a German ID card's number, a code looked up in the speaker's notes
    Round("round52a", find=_module_find(redact_round52a.find), triggers=redact_round52a.TRIGGERS,
          announces=redact_round52a.announces),
    # round 52b: a biller's account on its bill, a Norwegian account after its KID, parcels', listings', orders' and
    # payments' numbers, a branch's clearing number, an insurer's number, a utility's account, a customer's tax
    # number and an institution's NPWP kept
    Round("round52b", keep=redact_round52b.keep),
    # round 53a: keys of words run together, an Israeli account called mine, UK licences by layout, a first part beside
    # its announcement, Indian a/c numbers, a device's code, sshpass, "security code, it's", a code to remember after
    # the question, a Tagalog MPIN, a card's next piece after a piece
    Round("round53a", find=_module_find(redact_round53a.find), triggers=redact_round53a.TRIGGERS,
          announces=redact_round53a.announces),
    # round 53b: banks' codes, cases', requests' and staff's numbers after their label, a JWT's header inside its
    # token and famous weak passwords with a digit after them kept
    Round("round53b", keep=redact_round53b.keep),
    # round 54a: a new value after its change, an SMS code "here it is", a code before its name, the password the
    # speaker set, a Vietnamese account after its bank, a Thai password of letters, CJK security answers, an Amex card
    # in two messages
    Round("round54a", find=_module_find(redact_round54a.find), triggers=redact_round54a.TRIGGERS,
          announces=redact_round54a.announces),
    # round 54b: a business's account on its invoice beside its registry number (every piece of it), a donation's and
    # an Iranian institution's account, an order's number with the shop between and a Slack conversation's id kept
    Round("round54b", keep=redact_round54b.keep),
    # round 55a: a code texted, an alarm's code it is switched off with, a Norwegian account by its check, a Swedish
    # personnummer's inflected name, an elliptic second PIN, a seed phrase's first words, an ID number announced
    Round("round55a", find=_module_find(redact_round55a.find), triggers=redact_round55a.TRIGGERS,
          announces=redact_round55a.announces),
    # round 55b: an Indonesian shop's or company's account to pay into and another party's account called theirs kept
    Round("round55b", keep=redact_round55b.keep),
    # round 56a: a SHA number, a token's code, a password after a late colon or in brackets, numbered backup codes, a
    # Spanish tax return's reference, a Dutch policy number, a camel-case password; holds a Turkish "benimki" IBAN
    Round("round56a", find=_module_find(redact_round56a.find), triggers=redact_round56a.TRIGGERS,
          hold=redact_round56a.hold),
    # round 56b: Supabase's anon key kept
    Round("round56b", keep=redact_round56b.keep),
    # round 57a: a password piped to base64, a carrier's account beside a transfer PIN, a Wi-Fi key on the network's
    # line, a lock's code with its room, a 3-D Secure code, a key list's code, a Hungarian account called the speaker's
    Round("round57a", find=_module_find(redact_round57a.find), triggers=redact_round57a.TRIGGERS,
          hold=redact_round57a.hold),
    # round 57b: an S3 error's host id, a seller's or a scammer's account, the payee's IBAN in a quoted bank notification
    # and a landlord's tax number kept
    Round("round57b", keep=redact_round57b.keep),
    # round 58a: a certificate's transfer code, a UUID key set into its variable, a Persian recovery code, an OTP after
    # a payment's words, a current Japanese PIN, an RFC with homoclave, an activation code, "It's <password>"; holds a
    # CCCD and an account sent to be paid, an ATM's NIP
    Round("round58a", find=_module_find(redact_round58a.find), triggers=redact_round58a.TRIGGERS,
          announces=redact_round58a.announces, hold=redact_round58a.hold),
    # round 58b: a statement's auth code, a receipt's tax number, a call box's listing, famous weak passwords judged, an
    # ODS practice code, a default SSID, a placeholder credential, an application's number, a shop's and a landlord's account
    Round("round58b", keep=redact_round58b.keep),
    # round 59a: "It's Kettle270" after the ask, a call box's code, a table's CVC column, an MPIN, a Scandinavian
    # "koden blir", a Japanese PIN alone, a Spanish security code, an M-PESA code, a DVLA check code, a key's part 2, a
    # tax reference, number words after "padlock is", a Hindi account, a password after "that is", a signing code
    Round("round59a", find=_module_find(redact_round59a.find), triggers=redact_round59a.TRIGGERS,
          hold=redact_round59a.hold),
    # round 59b: a charity's published IBAN, a tax authority's or a public body's account paid to, a property
    # manager's account for the rent kept
    Round("round59b", keep=redact_round59b.keep),
    # round 60a: a decoded value, a dictated password and its written form, a passphrase after a colon, a recovery code's
    # groups whole, a security answer (next message too), a chosen senha, a card code with its place, a password after a
    # change verb or a service's name, a TrxID, a PIK, a table's Wi-Fi row, a Russian personal account, a code switched
    # to, a digicode, a French Wi-Fi key after a colon, a Swahili "namba ya siri"
    Round("round60a", find=_module_find(redact_round60a.find), triggers=redact_round60a.TRIGGERS,
          announces=redact_round60a.announces, hold=redact_round60a.hold),
    # round 60b: a school's or a club's account paid into, a church appeal's account, a Stripe object's id, a booking's
    # confirmation code, a supplier's account on its invoice, a company's RUT kept
    Round("round60b", keep=redact_round60b.keep),
)
_ROUND_FINDS = tuple(r.find for r in ROUNDS if r.find is not None)
_ROUND_KEEPS = tuple(r.keep for r in ROUNDS if r.keep is not None)
_ROUND_ANNOUNCES = tuple(r.announces for r in ROUNDS if r.announces is not None)
_ROUND_HOLDS = tuple(r.hold for r in ROUNDS if r.hold is not None)


def keep_public(text: str, spans: list[Span]) -> None:
    """Every round's keeper over spans, in order: what stays public stays so whichever layer found it; what a round
    holds is put back after them."""
    held = [sp for hold in _ROUND_HOLDS for sp in hold(text, spans)] if spans else []
    for keep in _ROUND_KEEPS:
        keep(text, spans)
    if held:
        spans.extend(sp for sp in held if not any(s < sp[1] and sp[0] < e for s, e, _ in spans))


_TRIGGERS = _CORE_TRIGGERS + tuple(w for r in ROUNDS for w in r.triggers)
# Built at import (microseconds): the gate runs on every message, and a cached builder is one call more.
# Leftmost-first: the first hit is enough.
_TRIGGER_WORDS = ahocorasick_rs.AhoCorasick(list(_TRIGGERS), matchkind=ahocorasick_rs.MATCHKIND_LEFTMOST_FIRST)
_FIND_TRIGGERS = _TRIGGER_WORDS.find_matches_as_indexes
# Trigger words that are words of their own: one counts where a word starts, not inside another word ("Melanie:",
# "important", "determine", "neighbor" name no NIE, no door, no "mine is", no HBO account), where it opened the gate
# to every rule for nothing ("writing" and "waiting" hold round 37b's ITIN). Their own rules read them as words
# (\bnie\b, a label, "mine is", an ITIN's name).
WORD_TRIGGERS = frozenset({"nie:", "porta", "mine", "hbo", "itin", "sss", "rfc"})
_IN_WORD_ONLY = frozenset(i for i, w in enumerate(_TRIGGERS) if w in WORD_TRIGGERS)
# Every trigger, overlapping: asked only when each leftmost hit is a word trigger inside a word (another trigger
# may start inside it).
_FIND_ALL_TRIGGERS = ahocorasick_rs.AhoCorasick(list(_TRIGGERS)).find_matches_as_indexes


def _counts(i: int, start: int, low: str) -> bool:
    """Does trigger i found at `start` open the gate: any but a word trigger, and one where a word starts."""
    return i not in _IN_WORD_ONLY or start == 0 or not ("a" <= low[start - 1] <= "z")


def _triggered(low: str) -> bool:
    """Does a trigger word open the gate on the lowercased text?"""
    hits = _matches(_FIND_TRIGGERS, low)
    if not hits:
        return False
    if any(_counts(i, s, low) for i, s, _ in hits):
        return True
    return any(_counts(i, s, low) for i, s, _ in _matches(_FIND_ALL_TRIGGERS, low, overlapping=True))


# ---- announced secrets: "I'll paste it next", then the value alone ----------------------------------

_ANNOUNCE_EN = re.compile(
    r"(?i)\b(?:here it is|here you go|next message|paste it next|send it next|in a sec(?:ond)?|coming up"
    r"|(?:i'?ll|i will|let me|going to|gonna)\s+(?:paste|send|give|share|type)\b[^.\n]{0,40}?"
    r"\b(?:next|now|below|separately)"
    r"|(?:sending|pasting|here'?s|here is)\s+(?:you\s+)?(?:the|my|our)\b[^.\n]{0,30}?"
    r"\b(?:password|passwd|pw|passphrase|pin|key|token|secret|credentials?)"
    # "I'll paste the verification code from my phone": a verb of sending and a named code or password
    r"|(?:i'?ll|i will|let me|going to|gonna)\s+(?:paste|send|give|share|type)\b[^.\n]{0,40}?\b(?:(?:verification|login"
    r"|log-in|sign-in|2fa|otp|one-time|sms|auth|security|access|confirmation)\s+code|passcode|password|pin|passphrase"
    r"|(?:seed|recovery) phrase))\b")
_CUES = ["here", "next", "paste", "send", "coming", "sec", "share", "give", "type", "下", "发", "说", "告诉", "记",
         "separate", "own", "单独", "分开", *redact_announced.CUES,
         *redact_handed_on.CUES, *redact_round48a.CUES]
# "password ... separately", "... in a separate message", "on its own", "in the next one", "密码单独发": a secret
# named and said to come apart from the rest (round 5).
_ANNOUNCE_APART = re.compile(
    r"(?i)(?<![a-z])(?:pass(?:word|wd|phrase|code)?|pwd|pin|secret|token|key|credentials?)(?![a-z])[^\n]{0,80}?"
    r"(?<![a-z])(?:separately|(?:a |its )?(?:separate|own) (?:message|msg|line)|on its own|(?:in )?the next (?:one|message"
    r"|msg))(?![a-z])")
_ANNOUNCE_APART_ZH = re.compile(r"(?:密码|口令|密钥|秘钥)[^\n。]{0,12}?(?:单独|分开)")
_FIND_CUES = ahocorasick_rs.AhoCorasick(_CUES, matchkind=ahocorasick_rs.MATCHKIND_LEFTMOST_FIRST).find_matches_as_indexes
_ANNOUNCE_ZH = re.compile(r"接下来是|下面是|下面发|下一条|下条消息|稍后发|马上发|这就发|接下来发|单独发|如下|发给你|发你|跟你说|告诉你|帮我记|记一下|记住|记着")
_ANNOUNCE_WHAT = re.compile(r"(?i)密码|口令|密钥|秘钥|令牌|助记词|验证码|key|token|pw|password|secret")
# "wifi password coming:", "pin for the card below", "router pw next msg", "密码如下：": a short message that names
# a secret and says it follows (a closing colon, "incoming", "below", "next"), whatever the verb.
_ANNOUNCE_NAMED = re.compile(
    r"(?i)(?<![a-z])(?:pass(?:word|wd|phrase|code)?|pwd?|pin|code|key|token|secret|creds|credentials|login|combination"
    r"|combo|cvv|cvc|seed|phrase)s?(?![a-z])"
    r"[^.?\n]{0,40}?(?:[:：]\s*$|(?<![a-z])(?:incoming|coming|below|follows|to follow|next(?: msg| message| one| line)?)"
    r"\W*$)")
_ANNOUNCE_NAMED_ZH = re.compile(r"(?:密码|口令|密钥|秘钥|令牌|验证码)[^\n。？]{0,20}?(?:如下|下一条|下条|[:：]\s*$)")


def announces_secret(text: str, cue: bool | None = None) -> bool:
    """Whether a message says a secret follows in the next one ("I'll paste it next", "here it is:", "密码我下一条
    发给你"); the caller then passes ``announced=True`` for the next message of the same speaker. ``cue``:
    whether the text holds a cue word, if the caller knows (``gate_and_cue``)."""
    if len(text) > 300:
        return False  # an announcement is a short message of its own
    if len(text) <= 80 and (_ANNOUNCE_NAMED.search(text) or _ANNOUNCE_NAMED_ZH.search(text)):
        return True
    if len(text) <= 200 and (_ANNOUNCE_APART.search(text) or _ANNOUNCE_APART_ZH.search(text)):
        return True
    if any(announces(text) for announces in _ROUND_ANNOUNCES):
        return True
    if not (cue if cue is not None else _matches(_FIND_CUES, text.lower())):
        return False  # the regexes cost microseconds; most messages hold none of their words
    return bool(_ANNOUNCE_EN.search(text)) or bool(_ANNOUNCE_ZH.search(text) and _ANNOUNCE_WHAT.search(text))


# The gate's trigger words and the announcement cues in one automaton: capture's common message (no secret,
# nothing remembered) is decided in one pass for both.
_GATE_AND_CUES = ahocorasick_rs.AhoCorasick(list(_TRIGGERS) + _CUES).find_matches_as_indexes




def gate_and_cue(text: str, low: str) -> tuple[bool, bool]:
    """(``_may_hold_secret``, whether a cue word of an announcement occurs), from one automaton pass."""
    trig = cue = False
    for i, start, _ in _matches(_GATE_AND_CUES, low, overlapping=True):
        if i < len(_TRIGGERS):
            trig = trig or _counts(i, start, low)
        else:
            cue = True
    if not trig:
        raw = text.encode("utf-8", "surrogatepass")
        if _LONG_RUN in raw.translate(_TOKEN_BYTES):
            trig = True
        else:
            pw = raw.translate(_PW_BYTES)
            trig = _pw_shaped(pw) or (
                "\n" in text and recovery_codes.BARE_LIST.search(text) is not None) or (
                text.isascii() and _seed_gate(text, raw))  # the caller asks the rest of a text that is not ASCII
    return trig, cue


_BARE_WORDS = re.compile(r"[a-z]{3,12}(?: [a-z]{3,12}){3,7}")


_BARE_SEED = re.compile(r"(?:[a-z]{3,8}\s+){11,23}[a-z]{3,8}")


def bare_secrets(text: str) -> list[tuple[int, int]]:
    """The spans of an announced message's bare values: the whole message as one value (a token, or 4-8 plain
    words that are no sentence: "quiet maple river stone"), or, when it is two or three short tokens on one or
    more lines and nothing else ("jwalker Qx7!tRm29"), each token that is a value (a user name stays)."""
    one = (bare_secret(text) or redact_round11.bare_code(text) or redact_round13.bare_words(text)
           or redact_app_codes.bare_card_code(text))
    if one is not None:
        return [one]
    words = _BARE_WORDS.fullmatch(text.strip().strip("\"'`"))
    if words is not None and not any(w in _FUNCTION_WORDS or w in _PROSE_STOP for w in words.group(0).split()):
        start = text.index(words.group(0))
        return [(start, start + len(words.group(0)))]  # a passphrase of words ("quiet maple river stone")
    seed = _BARE_SEED.fullmatch(text.strip())
    if seed is not None and len(seed.group(0).split()) in (12, 15, 18, 21, 24) and not any(
            w in _FUNCTION_WORDS or w in _PROSE_STOP for w in seed.group(0).split()):
        start = text.index(seed.group(0))
        return [(start, start + len(seed.group(0)))]  # an announced seed phrase, the words alone
    toks = list(re.finditer(r"\S+", text))
    if not 2 <= len(toks) <= 3 or len(text) > 200:
        return []
    out = []
    for t in toks:
        b = bare_secret(t.group())
        v = t.group()
        if b is not None and (any(c.isdigit() for c in v) or _MIXED_SYMBOL.search(v)) and not _EMAIL.match(v):
            out.append((t.start() + b[0], t.start() + b[1]))
    return out


def bare_secret(text: str) -> tuple[int, int] | None:
    """The span of a message that is one bare value shaped like a secret (no spaces, not a word, a number,
    a URL, a path or a name), else None."""
    v = text.strip().strip("\"'`")
    if v.isdigit() and 4 <= len(v) <= 12:
        start = text.index(v)
        return start, start + len(v)  # a PIN or a code, announced ("pin for the card below")
    if not 6 <= len(v) <= 200 or any(c.isspace() for c in v) or v.isalpha() or v.isdigit():
        return None
    if "://" in v or _NOT_VALUE.match(v) or _IDENTIFIER.fullmatch(v) or v.lower().strip(".!?") in _PROSE_STOP:
        return None
    if char_classes(v) < 2 or (v[-1:] in ".!?" and v[:-1].isalpha() and (v[:-1].islower() or v[:-1].istitle()
                                                                         or v[:-1].isupper())):
        # a word and its full stop or '!' ("Thanks!"); letters of mixed case inside ("ZsbUvRATv!") are a value
        return None
    start = text.index(v)
    return start, start + len(v)


def _cjk_comma_apart(text: str, norm: str, starts: list[int], ends: list[int]) -> tuple[str, list[int], list[int]]:
    """The normal form with a space after each fullwidth comma that comes before a digit: NFKC makes "，" a ",", and
    "验证码是 305917，10 分钟内有效" would read as one number "305917,10" (a clause ends at "，", no number goes on)."""
    if "，" not in text:
        return norm, starts, ends
    at = [i for i, c in enumerate(norm) if c == "," and text[starts[i]] == "，" and norm[i + 1 : i + 2].isdigit()]
    if not at:
        return norm, starts, ends
    chars, s2, e2 = list(norm), list(starts), list(ends)
    for i in reversed(at):
        chars.insert(i + 1, " ")
        s2.insert(i + 1, starts[i])
        e2.insert(i + 1, ends[i])
    return "".join(chars), s2, e2


def find_secrets(text: str, known: Iterable[str] = (), low: str | None = None) -> list[Span]:
    """Merged, sorted (start, end, kind) spans of every secret in text (`low`: text.lower(), if the caller has it)."""
    if len(text) <= redact_windows.WINDOW:
        spans = _text_spans(text, low)
    else:  # a long paste, read in windows (utils.redact_windows); a private key block is found whole
        spans = [(m.start(), m.end(), "private_key") for m in _PRIVATE_KEY.finditer(text)]
        spans += redact_windows.spans(text, lambda w, _: _text_spans(w))
    if spans and "[REDACTED:" in text:
        spans = _named_apart_from_tags(text, spans)
    # A value cut here that recurs later in the same message, with the letters and digits joined to it: one paste
    # of a value and its correction ("Rq47mz --- 少了一位，是 Rq47mzK") leaves no part of the corrected one.
    for k in {text[s:e] for s, e, kind in spans if e - s >= 6}:
        i = text.find(k, text.find(k) + len(k))
        while i >= 0:
            j = i + len(k)
            while j < len(text) and text[j].isascii() and text[j].isalnum():
                j += 1
            spans.append((i, j, "repeated"))
            i = text.find(k, j)
    # Secrets seen earlier in the conversation, wherever they recur; last, so a rule's kind names a span both
    # found.
    # (whole tokens only: a PIN's digits inside a phone or an account are not it, round 23)
    again = redact_repeats.spans(text, known)
    if again:
        # a number a public label names (a business's number, a transaction's serial) is not the value it resembles
        redact_public_parties.keep(text, again)
        redact_announced.keep(text, again)  # a flat's or a card's last digits that only look like the code again
        spans.extend(again)
    return _merge(spans, text)


def _text_spans(text: str, low: str | None = None) -> list[Span]:
    """Every rule's spans over a text read whole (unmerged), in its offsets."""
    nm = normalise_map(text) if text and not text.isascii() else None
    if nm is not None:
        # Rules read the text as a model would (NFKC, no zero-width or bidi controls: "ｐａｓｓｗｏｒｄ：…",
        # "pass\u200bword"); the spans are mapped back and only they change in the original.
        norm, starts, ends = _cjk_comma_apart(text, *nm)
        return map_spans(_rule_spans(norm, norm.lower()), starts, ends)
    if text:
        return _rule_spans(text, text.lower() if low is None else low)
    return []


# "not X but Y", "X じゃなくて Y", "不是 X 而是 Y": a value given in place of the one before it.
_INSTEAD = re.compile(r"(?i)(?<![a-z])(?:not|instead|rather|i mean|sondern|nicht|statt|plutôt|sino|invece|mas sim)"
                      r"(?![a-z])|じゃなく|ではなく|でなく|不是|而是|아니라|아니고|말고")
# The end of a value's clause: its name, if it follows the value, is said before it ("[tag], 8841 is the alarm code").
_CLAUSE_END = re.compile(r"[,;.!?\n，；。！？、]|\[REDACTED:")


# Kinds a value earns by its own shape and check (a checked id, a router's 20-digit key), not by standing after a
# name: a second one in a list ("KVNR [tag] und R468973981") needs no name of its own.
_SELF_EVIDENT = frozenset({"national_id", "wifi_key"})


def _named_apart_from_tags(text: str, spans: list[Span]) -> list[Span]:
    """The spans of a text holding tags (a later pass of ``redact``, or text redacted before) whose own name stands
    between the tag before them and the end of their clause. A name whose value is already a tag has had its value:
    the rules that take "the next number after a PIN" would otherwise walk on, pass after pass, to the branch, the
    room and the hotline after it ("PIN [REDACTED:pin], Filiale 3381, Hotline 069 9100 2000")."""
    tags = [m.end() for m in _TAG.finditer(text)]
    out: list[Span] = []
    for sp in spans:
        before = [t for t in tags if t <= sp[0]]
        if not before or sp[2] in _SELF_EVIDENT:
            out.append(sp)
            continue
        end = _CLAUSE_END.search(text, sp[1])
        around = (text[before[-1] : sp[0]] + " " + text[sp[1] : end.start() if end else len(text)]).lower()
        if _matches(_FIND_TRIGGERS, around) or _INSTEAD.search(around) or redact_round8.CORRECTION.search(around) or (
                redact_round13.CORRECTION.search(around)):
            out.append(sp)  # its own name, or a correction: the value said in the tagged one's place
    return out


def may_hold_secret(text: str, low: str) -> bool:
    """The gate on the text and, when it is not its own normal form, on the text as the rules read it."""
    if _may_hold_secret(text, low):
        return True
    if text.isascii():
        return False
    n = normalise(text)
    return n != text and _may_hold_secret(n, n.lower())


@lru_cache(maxsize=64)
def _gate(rx: re.Pattern[str]) -> prefilter.Prefiltered:
    return prefilter.compile(rx.pattern, rx.flags)


def _utf8(text: str) -> bytes | None:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: no RE2 gate, re alone
        return None


def _scan(rx: re.Pattern[str], text: str, raw: bytes | None) -> Iterator[re.Match[str]]:
    """rx.finditer(text), with RE2 asked first (utils.prefilter) whether it can match at all: most texts hold
    none of the formats, and re would scan each of them for nothing. `raw` is the text UTF-8 encoded."""
    return rx.finditer(text) if raw is None or _gate(rx).may_match(raw) else iter(())


def _rule_spans(text: str, low: str) -> list[Span]:
    """Every rule's spans (unmerged) over a text in its normal form."""
    spans: list[Span] = []
    if _may_hold_secret(text, low):
        hits = _rules_for(low)
        ctx = _Ctx(text, low, spans)
        raw = _utf8(text)  # once for every RE2 gate below
        for m in _scan(_PRIVATE_KEY, text, raw):
            ctx.add(m.start(), m.end(), "private_key")
        for m in _scan(_URL_CREDS, text, raw):
            user, _, pw = m.group(1).partition(":")
            if pw == user or pw.lower() in ("pass", "passwd", "pwd", "pw") or _FORMAT_FIELD.fullmatch(pw) or (
                    _NOT_VALUE.match(pw) and not _random_dotted(pw)):
                continue  # postgres:postgres@, user:password@: defaults and stand-ins
            ctx.add(m.start(1), m.end(1), "connection_credentials")
        for kind, rx in _PREFIX_KEYS:
            for m in _scan(rx, text, raw):
                if not _STAND_IN.search(m.group(0)) and (kind != "github_token" or github_token_ok(m.group(0))):
                    ctx.add(m.start(), m.end(), kind)
        for m in _scan(_JWT, text, raw):
            if jwt_header_ok(m.group(0)):
                ctx.add(m.start(), m.end(), "jwt")
        for m in _scan(_WEBHOOK, text, raw):
            # a Telegram bot's token ends before the method and its query (the chat's id is public)
            bot = _TELEGRAM_TOKEN.match(m.group(1)) if text[m.start(1) - 4 : m.start(1)] == "/bot" else None
            ctx.add(m.start(1), m.start(1) + bot.end() if bot else m.end(1), "webhook")
        for m in _scan(_URL_PARAM, text, raw):
            ctx.add_weak(m.start(1), m.end(1), "url_credential")
        for m in _scan(_AUTH_HEADER, text, raw):
            v = m.group(1)
            if any(c.isdigit() for c in v) or len(v) >= 20 or v.endswith("="):
                ctx.add(m.start(1), m.end(1), "bearer")
        for m in _scan(_CLI, text, raw):
            g = next(i for i in range(1, 8) if m.group(i))
            pw = m.group(g).split(":", 1)[-1]
            if g == 7 and (re.fullmatch(r"[\d:./-]+|[a-z_]+", pw) or re.search(r"\bmysql|\bmariadb", m.group(0))):
                continue  # docker run -u 1000 -p 8080:80 (a port); mysql -u root -p shop (-p alone: a prompt)
            if not (placeholder_literal(pw) or _NOT_VALUE.match(pw)):  # curl -u user:pass, -u "$USER:$TOKEN"
                ctx.add(m.start(g), m.end(g), "password")
        _gitleaks(ctx, hits)
        _assignments(ctx)
        _prose(ctx)
        _pairs(ctx)
        _validated(ctx)
        _password_shaped(ctx)
        _credential_tokens(ctx)
        _slash_pairs(ctx)
        _paired_tokens(ctx)
        _codes(ctx)
        _more_shapes(ctx)
        _command_shapes(ctx)
        _named_shapes(ctx)
        _high_entropy(ctx)
        for find in _ROUND_FINDS:
            find(text, low, spans)
        _second_candidates(text, spans)
        second_codes(text, spans)
        keep_public(text, spans)
        redact_round8.corrected_in_message(text, spans)  # after the keeps: a stand-in is not replaced by a value
        if any(k == "card" for _, _, k in spans):
            card_codes.after_cards(text, spans)
        if "EXAMPLE" in text and card_codes.TEST_CONTEXT.search(text):
            # the AWS docs' AKIAIOSFODNN7EXAMPLE and ...EXAMPLEKEY, quoted as the docs' example, are published
            spans[:] = [sp for sp in spans if "EXAMPLE" not in text[sp[0] : sp[1]]]
    return spans


_TAG = re.compile(r"\[REDACTED:[^\]\s]{1,60}\]")


def _merge(spans: list[Span], text: str) -> list[Span]:
    if not spans:
        return []
    if "[REDACTED:" in text:  # text redacted before: its tags are not secrets, and nothing cuts into one
        tags = [(m.start(), m.end()) for m in _TAG.finditer(text)]
        spans = [sp for sp in spans if not any(sp[0] < te and ts < sp[1] for ts, te in tags)]
    # earlier start first; at the same start the longest; kinds from the first (most specific) rule kept
    order = sorted(range(len(spans)), key=lambda i: (spans[i][0], -spans[i][1], i))
    out: list[list[object]] = []
    for i in order:
        s, e, k = spans[i]
        if out and s < out[-1][1]:  # type: ignore[operator]
            if e > out[-1][1]:  # type: ignore[operator]
                out[-1][1] = e
            continue
        out.append([s, e, k])
    return [(int(s), int(e), str(k)) for s, e, k in out]  # type: ignore[call-overload]


def redact(text: str, counts: Counter[str] | None = None, known: set[str] | None = None,
           found: dict[str, str] | None = None, announced: bool = False, after_card: bool = False,
           named: bool = False) -> tuple[str, int]:
    """Text with every secret replaced by [REDACTED:<kind>], and how many were replaced.

    ``known``: secret values found earlier in the same turn (or remembered for the conversation, see
    SecretMemory); they are redacted wherever they recur, and this call adds the values it finds (so pass
    the same set for the assistant's reply). ``found``: every value cut, with its kind. ``announced``: the
    previous message said a secret follows ("I'll paste it next"): a message that is one bare secret-shaped
    value (or two or three short values: "jwalker Qx7!tRm29") is cut whole. ``after_card``: the previous
    message held a card number: the expiry and security code sent alone are cut. ``named``: the previous
    message named a PIN or a password: a value this one opens by referring to ("it's 8159, ...") is cut.
    """
    out, n = _redact_pass(text, counts, known, found, announced, after_card, named)
    # A value the rules skipped beside another secret (its sentence read differently with the secret in it) is
    # found once that secret is a tag: passes until nothing changes, so redacting redacted text changes nothing.
    more = n
    for _ in range(3):
        if not more:
            break
        out, more = _redact_pass(out, counts, known, found)
        n += more
    return out, n


def _redact_pass(text: str, counts: Counter[str] | None = None, known: set[str] | None = None,
                 found: dict[str, str] | None = None, announced: bool = False, after_card: bool = False,
                 named: bool = False) -> tuple[str, int]:
    """One pass of ``redact``."""
    if not text:
        return text, 0
    low = text.lower()
    bare = bare_secrets(text) if announced else []
    extra = card_codes.followups(text) if after_card else []
    if announced:
        extra += redact_sequences.announced(text)  # "they're reading it to me now: 7 3 9 1 4 2"
        extra += redact_nato_keys.announced(text)  # "Lima Three Papa Oscar Nine Zulu" after "read me the key"
        extra += redact_lock_codes.announced(text)  # "264" after "den Code vom Vorhängeschloss"
        extra += redact_handed_on.announced(text)  # "ok it's Value12 (...)", "Code ist 4821, der Kasten ..."
        extra += redact_round35a.announced(text)  # "Segunda: X" after a password's first part
        extra += redact_round38a.announced(text)  # "primera parte: X" after a key said to come in two messages
        extra += redact_round39a.announced(text)  # a Wi-Fi key's digit groups after the key was announced
        extra += redact_round40a.announced(text)  # "first eight: 2201 1459", a key's piece on a first line
        extra += redact_round43a.announced(text)  # "Sehemu ya kwanza: 8596" after "kwa sehemu mbili"
        extra += redact_round44a.announced(text)  # "rest is 2712 2192 37", "y acaba en X" after a first part
        extra += redact_round46a.announced(text)  # "So, hier: A886938103" after "Moment, ich such die Karte"
        extra += redact_round48a.announced(text)  # "Die Nummer ist T563523460", a seed phrase's labelled half
        extra += redact_round49a.announced(text)  # "and the last six: ... abandon. Which option ..."
        extra += redact_round50a.announced(text)  # "Вот: 170982" after "Сейчас продиктую код из СМС"
        extra += redact_round51a.announced(text)  # "sorry, zu früh abgeschickt, der Rest: 9629 7516 65"
        extra += redact_round52a.announced(text)  # "found it: #8680" after "the gate code is in my notes, one sec"
        extra += redact_round53a.announced(text)  # "5205 6989, exp 02/28" after a message holding "4758 5462"
        extra += redact_round54a.announced(text)  # "continue 35644, cid 9434" after "card is amex 3708 174775"
        extra += redact_round55a.announced(text)  # "TTWZ72618, und ..." after "ich schick sie dir gleich"
        extra += redact_round58a.announced(text)  # "Код 1526, потім ...", "7063B, puis porte B" after announcing
        extra += redact_round60a.announced(text)  # "The answer I set was Hillcrest Elementary" after the question
        if not bare:
            extra += redact_announced.opening(text)  # "7316#", "Romashka_3117 — и не перепутай регистр"
    if named and len(text) <= 200:
        extra += [sp for sp in referred_values(text) if sp[0] <= 12]  # "it's 8159, I'm sure": the opening only
        # "Yung current ay 4153": the value called the current one (utils.redact_round35b)
        extra += [(s, e, "pin") for s, e in redact_round35b.current_values(text) if _pin_value(text, s, text[s:e])]
    if not known and not bare and not extra and not may_hold_secret(text, low):
        return text, 0  # the common case, decided without find_secrets' set-up (it runs on every message)
    spans = find_secrets(text, known or (), low)
    more = [(s, e, "announced") for s, e in bare] + extra
    if more:
        redact_public_parties.keep(text, more)  # "交易序號 B4418" beside an announced code is no part of it
        redact_announced.keep(text, more)  # "it came from 24273": a sender's number after an announced code
        spans = _merge([*spans, *[sp for sp in more if not any(s < sp[1] and sp[0] < e for s, e, _ in spans)]], text)
    # The learned layer (utils.secret_model) on the tokens the rules left: the rules' spans are final here.
    if len(text) <= redact_windows.WINDOW:
        spans = secret_model.add_spans(text, spans)
    else:  # in windows too, each told the rules' spans it holds
        spans = _merge([*spans, *redact_windows.spans(text, lambda w, at: _learned(w, at, spans))], text)
    if any(k == secret_model.KIND for _, _, k in spans):
        if len(text) <= redact_windows.WINDOW:
            keep_public(text, spans)
        else:
            redact_windows.judge(text, spans, keep_public)
        if "[REDACTED:" in text:  # the learned layer's spans, like the rules', only under a name of their own
            mine = _named_apart_from_tags(text, [sp for sp in spans if sp[2] == secret_model.KIND])
            spans = [sp for sp in spans if sp[2] != secret_model.KIND or sp in mine]
    if not spans:
        return text, 0
    parts: list[str] = []
    pos = 0
    for s, e, kind in spans:
        parts.append(text[pos:s])
        parts.append(_tag(kind))
        if kind != "repeated":
            values = [text[s:e]]
            if kind == "connection_credentials" and ":" in text[s:e]:
                values.append(text[s:e].split(":", 1)[1])  # the password alone, as a reply repeats it
            for v in values:
                if found is not None:
                    found[v] = kind
                if known is not None and len(v) >= 4:
                    known.add(v)
        if counts is not None:
            counts[kind] += 1
        pos = e
    parts.append(text[pos:])
    return "".join(parts), len(spans)


def _learned(window: str, at: int, spans: list[Span]) -> list[Span]:
    """The learned layer's spans in a window of a long text (at: its offset), told the rules' spans there."""
    end = at + len(window)
    mine = [(max(s, at) - at, min(e, end) - at, k) for s, e, k in spans if s < end and at < e]
    told = set(mine)
    return [sp for sp in secret_model.add_spans(window, mine) if sp not in told]


def redact_all(text: str) -> str:
    """Just the redacted text (for logs, reports and error messages)."""
    return redact(text)[0]


def redact_tree(value: object, clean: Collection[str] = frozenset(), memo: dict[str, str] | None = None) -> object:
    """Every string in a JSON-like tree redacted (reports, records): dicts, lists and tuples are walked.

    clean: strings redaction already left as they were in this process (a curator's gem texts): the same rules
    on the same text cut nothing again, so they are not read a second time. A string met twice is redacted once."""
    memo = {} if memo is None else memo
    if isinstance(value, str):
        if value in clean:
            return value
        got = memo.get(value)
        if got is None:
            got = memo[value] = redact(value)[0]
        return got
    if isinstance(value, dict):
        return {k: redact_tree(v, clean, memo) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact_tree(v, clean, memo) for v in value]
    return value


_JSON_ESCAPE = re.compile(r"\\(?:u([0-9a-fA-F]{4})|([nrt\"\\/]))")
_SIMPLE = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\", "/": "/"}


def unescape_json_text(text: str) -> str:
    """JSON string escapes undone (``\\n``, ``\\"``, ``\\u5bc6``), so a secret inside an escaped JSON line
    (a quarantined transcript line: a key block's newlines, ``密码`` as ``\\u5bc6\\u7801``) is redacted too."""
    if "\\" not in text:
        return text
    return _JSON_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)) if m.group(1) else _SIMPLE[m.group(2)], text)


def redact_excerpt(raw: bytes | str, limit: int) -> str:
    """A redacted excerpt of at most `limit` characters of a raw line (read twice as much, so a secret that
    straddles the cut is still seen whole)."""
    text = raw[: 2 * limit * 4].decode("utf-8", "replace") if isinstance(raw, bytes) else raw[: 2 * limit]
    return redact(unescape_json_text(text[: 2 * limit]))[0][:limit]


# ---- what a conversation remembers of its secrets -----------------------------------------------------

# Kinds found by a keyword next to the value rather than by the value's own shape: such a value is
# remembered for the rest of the conversation only when it is secret-shaped itself.
_KEYWORD_KINDS = frozenset({"password", "pin", "secret", "token", "api_key", "webhook", "url_credential",
                            "connection_credentials", "announced", "repeated"})
_CANDIDATE = re.compile(r"[^\s\"'`<>()\[\]{},;]{8,}")
MAX_FINGERPRINTS = 512  # per conversation: a checkpoint stays small however many secrets a chat holds


def rememberable(value: str, kind: str) -> bool:
    """Whether a value cut once is cut wherever it recurs later in the conversation (and in later runs):
    long, high-entropy values, never a word."""
    if len(value) < 8 or any(c.isspace() for c in value):
        return False
    if secret_shaped(value):
        return True
    return kind not in _KEYWORD_KINDS and "password" not in kind and char_classes(value) >= 2 and entropy(value) >= 3.0


class UserFingerprints:
    """The fingerprints of one user's remembered secrets, shared by all of the user's conversations (files,
    sessions): a secret cut in one is cut when it reappears in another. ``known``: every fingerprint seen
    (loaded from Redis, and found in this process); ``new``: found since the last ``take_new``, to be written
    to Redis with the batch that found them. Holds keyed hashes only, never secret text."""

    def __init__(self, known: Iterable[str] = ()) -> None:
        self.known: set[str] = set(known)
        self.new: dict[str, None] = {}

    def add(self, fp: str) -> None:
        if fp not in self.known:
            self.known.add(fp)
            self.new[fp] = None

    def take_new(self) -> list[str]:
        out, self.new = list(self.new), {}
        return out


class SecretMemory:
    """The secrets of one conversation, as capture remembers them between messages and runs.

    - ``turn``: every value cut since the user's last message (the reply may repeat a short password);
    - ``values``: rememberable values seen in this process, cut for the rest of the conversation;
    - ``fingerprints``: keyed BLAKE2b hashes of the rememberable values, the only form that leaves memory
      (``state()``, kept in the checkpoint): a later run recognises a repeat by hashing the text's candidate
      tokens. The key is derived from the user id, so equal secrets of two users do not match; only
      high-entropy values are remembered, so a fingerprint cannot be reversed by guessing;
    - ``announced``: the user's last message said a secret follows;
    - ``user``: the fingerprints of the user's other conversations (``UserFingerprints``, kept in Redis by
      capture): a repeat there is recognised like a repeat from an earlier run, and what this conversation
      remembers is added to them.
    """

    def __init__(self, salt: str, state: dict[str, object] | None = None,
                 user: UserFingerprints | None = None) -> None:
        st = state or {}
        self.user = user
        self._key = hashlib.blake2b(salt.encode("utf-8", "surrogatepass"), digest_size=32).digest()
        fps = st.get("fp") or []
        self.fingerprints: dict[str, None] = dict.fromkeys(str(x) for x in fps if isinstance(fps, list))
        self.announced = bool(st.get("ann"))
        self.card = bool(st.get("card"))  # the user's last message held a card number
        self.named = bool(st.get("named"))  # the user's last message named a secret ("which field holds the password?")
        self.refer = bool(st.get("ref"))  # ... and a PIN or a password by name ("the app rejects my PIN")
        self.values: set[str] = set()
        self.turn: set[str] = set()
        # every value cut from the user's messages in this process, rememberable or not, cut again only in a
        # message that refers back to it ("刚才那个 X", "it's NEW, not OLD"): elsewhere a short password's word
        # is ordinary. Never in state(): a short value's hash could be guessed back.
        self.said: set[str] = set()
        # the values cut from the user's last two messages: a bare value of one's shape in the next is its
        # correction or replacement (round 15). Never in state(), like ``said``.
        self.recent: list[set[str]] = []
        self.carried = False  # the announcement was passed on by a part: it goes no further

    def fingerprint(self, value: str) -> str:
        return hashlib.blake2b(value.encode("utf-8", "surrogatepass"), key=self._key, digest_size=12).hexdigest()

    def state(self) -> dict[str, object]:
        """JSON-able, and holding no secret text."""
        return {"fp": list(self.fingerprints), "ann": self.announced, "card": self.card, "named": self.named,
                "ref": self.refer}

    def _recalled(self, text: str) -> set[str]:
        """Candidate tokens of the text whose fingerprint is remembered from an earlier run."""
        out: set[str] = set()
        known = self.user.known if self.user is not None else ()
        if not self.fingerprints and not known:
            return out
        for m in _CANDIDATE.finditer(text):
            tok = m.group(0)
            if tok.isalpha() and (tok.islower() or tok.istitle()):
                continue  # a word is never remembered: no hash for it
            for cand in {tok, tok.rstrip(".!?:"), tok.rsplit("=", 1)[-1], tok.rsplit(":", 1)[-1]}:
                if len(cand) >= 8 and cand not in self.values and not (cand.isalpha() and cand.islower()):
                    fp = self.fingerprint(cand)
                    if fp in self.fingerprints or fp in known:
                        out.add(cand)
        return out

    def redact(self, text: str, user: bool, counts: Counter[str] | None = None) -> tuple[str, int]:
        """One message of the conversation redacted (``user``: said by the user, which opens a turn)."""
        if user and self.turn:
            self.turn = set()
        remembered = self.fingerprints or (self.user is not None and self.user.known)
        if not (self.values or self.turn or self.said or remembered or (user and (self.announced or self.card or self.named
                                                                     or self.refer))):
            # capture's common message: nothing remembered, nothing announced, and (mostly) no secret
            gate, cue = gate_and_cue(text, text.lower())
            if not gate and not text.isascii():
                gate = may_hold_secret(text, text.lower())
            # a correction of a code just cut ("sorry, it's *7731 now") holds no secret's word of its own (round 32a)
            if not gate and not (user and any(self.recent)
                                 and redact_handed_on.corrected(text, set().union(*self.recent))):
                if user:
                    self.announced = cue and announces_secret(text, cue)
                return text, 0
        if remembered:
            self.values |= self._recalled(text)
        # a fresh set (redact adds to it), or none: the common message takes redact's shortcut
        back = self.said if user and self.said and _REFER_BACK.search(text) else set()
        known = self.values | self.turn | back if self.values or self.turn or back else None
        if known:
            # a short number again only where the message names a secret or holds little else (round 23)
            known = redact_repeats.worth_cutting(text, known)
        if user and self.said:
            m = _NEW_ONE.search(text)  # "changed it, new one is X" after a secret was given: X replaces it
            if m is not None and not m.group(1).isalpha():
                known = (known or set()) | {m.group(1).rstrip(".!?")}
            # "changed it to X", 改成了 X: a value of the old one's shape given in its place (round 8)
            fixed = {text[a:b] for a, b, _ in (*redact_round8.corrections(text, self.said),
                                                *redact_round9.typo_fixes(text, self.said),
                                                *redact_round13.corrections(text, self.said))}
            # after a typo's cue in German, Korean, Polish and other languages (round 24a)
            fixed |= redact_typo_fixes.fixes(text, self.said)
            # a value said again in a later message ("Nochmal: 4361", "念のためもう一度、4058") (round 13)
            # (a short number only where it is named again or stands alone, round 23)
            fixed |= redact_repeats.worth_cutting(text, redact_round13.repeats(text, self.said))
            recent = set().union(*self.recent)  # the values cut in the user's last messages
            # a bare value of the shape of one just cut, whatever the words: a correction or a new code (round 15)
            fixed |= {text[a:b] for a, b, _ in redact_round15.replacements(text, recent)}
            # a new code after a failed one, in another grouping ("non va, un altro: 557 902") (round 21a)
            fixed |= redact_given_codes.new_codes(text, recent)
            # the value said again with its case or one character changed, an old PIN stated after its new one (22a)
            fixed |= redact_variants.variants(text, self.said)
            fixed |= redact_variants.old_values(text, recent)
            # "also the guest network one is Willow.6676": another device's password said by "one" (round 24a)
            fixed |= redact_follow_ons.others(text)
            if fixed:
                known = (known or set()) | fixed
                # a corrected value is said like the one it replaces: a later message may repeat it (round 13)
                self.said |= {v for v in fixed if v.isdigit() and 4 <= len(v) <= 8 or len(v) >= 6}
        else:
            fixed = set()
        if user and any(self.recent):
            # "sorry no, they changed it. it's *7731 now", "esa era la antigua, la buena es X": a value of the shape
            # of one just cut, after a correction's word (round 32a); a short code is in no ``said``
            mine = redact_handed_on.corrected(text, set().union(*self.recent))
            if mine:
                fixed = fixed | mine
                known = (known or set()) | mine
        found: dict[str, str] = {}
        lead_in = user and self.named and len(text) <= 24 and _LEAD_IN.fullmatch(text.strip()) is not None
        out, n = redact(text, counts, known, found, announced=user and self.announced,
                        after_card=user and self.card, named=user and self.refer)
        for v, kind in found.items():
            if len(v) >= 4:
                self.turn.add(v)
                if user and (len(v) >= 6 or v.isdigit() and not _YEAR.fullmatch(v)):
                    self.said.add(v)
            if rememberable(v, kind):
                self.values.add(v)
                fp = self.fingerprint(v)
                self.fingerprints[fp] = None
                if self.user is not None:
                    self.user.add(fp)
                if len(self.fingerprints) > MAX_FINGERPRINTS:
                    del self.fingerprints[next(iter(self.fingerprints))]
        if user:
            self.recent = [*self.recent[-1:], {v for v in (*found, *fixed) if len(v) >= 4}]
            # a short bare value after an announcement is a part: the announcement carries to one more message
            part = (self.announced and not self.carried and not redact_sequences.carries(text, found)
                    and (redact_follow_ons.carries_part(text, found) or redact_round40a.carries_part(text, found)))
            self.announced = announces_secret(text) or lead_in or part or (
                self.announced and redact_sequences.carries(text, found))
            self.carried = part
            # a card's number, or one of its details sent alone after it: the next message may hold more of the card
            self.card = len(text) <= 200 and (any(k == "card" for k in found.values()) or self.card and len(found) == 1
                                              and next(iter(found.values())) in ("card_expiry", "card_code"))
            self.named = _ANNOUNCE_WHAT.search(text) is not None or _CRED_CUE.search(text) is not None
            self.refer = len(text) <= 300 and (_REFER_PIN.search(text) is not None
                                               or _REFER_PW.search(text) is not None)
        return out, n


# A new value said to replace one given before ("changed it today, new one is 0019").
_NEW_ONE = re.compile(r"(?i)\b(?:changed|reset|updated|rotated|new)\b[^\n]{0,60}?\bnew one(?: is|:|'s)\s*[\"'“]?"
                      r"([^\s\"'”,，。;]{4,64})")
# A message that refers back to a value given before: "刚才那个 X", "the one I just sent, X", a correction.
_REFER_BACK = re.compile(r"(?i)刚才|上面那个|之前那个|前面那个|上一条|不是|不对|写错|更正|\bthe one I (?:just )?(?:sent|gave|typed"
                         r"|posted|pasted)|\btypo\b|wrong one|correction|scratch that|mistyped|\bnot\b|\bold one\b"
                         r"|\bearlier\b|\babove\b")


# "mine is", "mine's:", "it's", "here:", "是：": a short message that only leads in to a value, after a message
# that named a secret.
_LEAD_IN = re.compile(r"(?i)(?:mine|it|that|this|ours|the (?:new )?one|my \w+)(?:'s| is| was)?\s*[:：]?|here(?:'s| it is| you go)?\s*[:：]?"
                      r"|ok(?:ay)?[,:]?\s*(?:here|it'?s)\s*[:：]?|(?:是|就是|我的是|如下|这个)\s*[:：]?")
