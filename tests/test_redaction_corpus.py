"""Redaction recall and false positives over a corpus of real-world secret shapes and look-alikes.

Sources (cases extracted, not vendored; see tests/data/secrets/):
- gitleaks (MIT), https://github.com/gitleaks/gitleaks at b58d3f1: the literal true positives of every rule in
  cmd/generate/config/rules/*.go, and one secret per rule generated the way its own generator does, in one
  of its sample formats (``scanners.jsonl``, rebuilt by ``extract_scanners.py``).
- detect-secrets (Apache-2.0), https://github.com/Yelp/detect-secrets at 5e14193: tests/plugins/*_test.py and
  test_data/each_secret.py cases (keyword, basic-auth, JWT, GitLab, Slack, AWS, Twilio, private key, high
  entropy), transcribed in ``handmade.yaml``.
- tuning_v1.yaml (formerly "heldout.yaml"): more of the same, run once as the rules were (28/35) and then
  tuned on, so a tuning set like the others; tuning_v2.yaml: the misses and look-alikes issue 24 names, as
  classes in new sentences; tuning_v3.yaml: the classes behind the blind v6 run's misses and the shapes of
  CLI flags, docker -e, k8s secrets, JDBC, kwargs, CVV, one-time and recovery codes, in fresh wording
  (committed 61886a7 before the rules for them; its first run on the rules as they were: 27/57 kept out,
  0/50 look-alikes changed).
- heldout_v2.yaml: the frozen held-out set of issue 24, written and committed before its rules, run once
  after them and asserted by test_frozen_heldout_v2 apart from everything else (never tuned on).
- handmade.yaml: secrets the way people type them in chat (English and Chinese prose, passphrases, PINs,
  connection strings with '@' in the password, webhooks, two-part JWTs, prefix keys, an assistant repeating
  a secret) and look-alikes that must stay (git SHAs, UUIDs, hashes in logs, paths, code naming secrets).

The gate: recall >= 99 % over all secrets, false positives <= 2 % over all look-alikes; the figures by kind
are printed (``pytest -s``) for the closing note.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from utils.recovery_codes import BARE_LIST
from utils.redact import _LONG, _TRIGGERS, WORD_TRIGGERS, SecretMemory, _may_hold_secret, has_long_token, redact

DATA = Path(__file__).parent / "data" / "secrets"
TUNING = ("handmade", "tuning_v1", "tuning_v2", "tuning_v3", "tuning_v4", "tuning_v5", "tuning_v6", "tuning_v7",
          "tuning_v8", "tuning_v11", "tuning_v12", "tuning_v13", "tuning_v14", "tuning_v15", "tuning_v16",
          "tuning_v17", "tuning_v18", "tuning_v19", "tuning_v20", "tuning_v21", "tuning_v22", "tuning_v23",
          "tuning_v24", "tuning_v25", "tuning_v26", "tuning_v26b", "tuning_v27", "tuning_v27b", "tuning_v28",
          "tuning_v28b", "tuning_v29", "tuning_v29b", "tuning_v30",
          "tuning_v30b", "tuning_v31", "tuning_v31b", "tuning_v32", "tuning_v32b",
          "tuning_v34", "tuning_v34b", "tuning_v33", "tuning_v33b", "tuning_v35", "tuning_v35b",
          "tuning_v36", "tuning_v37", "tuning_v38", "tuning_v39", "tuning_v40", "tuning_v41",
          "tuning_v42", "tuning_v42b", "tuning_v43", "tuning_v44",
          "tuning_v46", "tuning_v45", "tuning_v47", "tuning_v48", "tuning_v48b", "tuning_v49")  # tuned on; the heldout_* sets are apart
_TAG = re.compile(r"\[REDACTED:[^\]]*\]")
# Scanner lines (config/code) pasted into ordinary chat messages, as users do.
WRAPS = [
    "{line}",
    "can you check why this config fails?\n{line}\nit says unauthorized",
    "here's my setup: {line} — what's wrong with it?",
    "```\n{line}\n```\nthis is from our staging box",
    "帮我看看这个配置：{line}",
]


def _family(source: str) -> str:
    rule = source.split(":")[1]
    return "provider:" + rule.split("-")[0]


def load_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for i, ln in enumerate((DATA / "scanners.jsonl").read_text(encoding="utf-8").splitlines()):
        c = json.loads(ln)
        cases.append({"kind": _family(c["source"]), "text": WRAPS[i % len(WRAPS)].format(line=c["line"]),
                      "secrets": [c["secret"]], "source": c["source"]})
    for name in TUNING:
        for c in _tuning_set(name)["cases"]:
            if "messages" in c:  # the user's messages in order (a value announced, then sent)
                c = {**{k: v for k, v in c.items() if k != "messages"}, "text": c["messages"][0],
                     "then": c["messages"][1:]}
            # from v25 a tuning case is named by its id (and its look-alikes sit inside it, see heldout())
            cases.append({**c, "kind": c.get("kind") or c["id"], "secrets": [str(s) for s in c["secrets"]],
                          "source": name})
    return cases


def load_lookalikes() -> list[str]:
    return [str(x) for name in TUNING for x in _tuning_set(name)["lookalikes"]]


_PARSED: dict[str, Any] = {}


def _tuning_set(name: str) -> Any:
    """A tuning set as parsed YAML, parsed once per session for the file's bytes (keyed by their hash, so an edited
    file is parsed afresh): the corpus tests read every set several times. Read only: callers copy what they change."""
    raw = (DATA / f"{name}.yaml").read_bytes()
    key = hashlib.sha256(raw).hexdigest()
    if key not in _PARSED:
        _PARSED[key] = yaml.safe_load(raw.decode("utf-8"))
    return _PARSED[key]


@functools.lru_cache(maxsize=None)
def redacted(text: str) -> tuple[str, int]:
    """redact(text), computed once per session for each text: several corpus tests redact the same case texts and
    look-alikes (recall, idempotence, the held-out look-alikes), and redact depends on nothing but its text."""
    return redact(text)


def leaked(secret: str, out: str, text: str) -> bool:
    """Whether the secret, or a large piece of it (a partial cut), is still in the output (more often than
    the text around the secret holds that piece: "password" around a secret 'password123' is no leak)."""
    rest = _TAG.sub("\x00", out)
    if len(secret) <= 8:
        return re.search(r"(?<![A-Za-z0-9])" + re.escape(secret) + r"(?![A-Za-z0-9])", rest) is not None
    around = text.replace(secret, "\x00")
    w = max(8, len(secret) // 3)
    return any(rest.count(p) > around.count(p) for p in (secret[i : i + w] for i in range(len(secret) - w + 1)))


def in_messages(c: dict[str, Any]) -> dict[str, Any]:
    """The case with its user's first message in ``text`` and the next ones in ``then``."""
    if "messages" in c:  # heldout_v7's form: the user's messages in order (a secret announced, then sent)
        return {**c, "text": c["messages"][0], "then": c["messages"][1:]}
    if re.search(r"(?m)^---$", c["text"]):
        # heldout_v9's form: a line holding only "---" separates the user's consecutive messages (whatever the
        # case's kind: heldout_v13 named them announced_pin, corrected_zh, ... and was run as one message each)
        parts = [p.strip("\n") for p in re.split(r"(?m)^---$", c["text"])]
        return {**c, "text": parts[0], "then": parts[1:]}
    return c


def run_case(c: dict[str, Any]) -> tuple[str, list[bool]]:
    """The case as capture reads a conversation: the user's message, the reply (`assistant`), then the user's
    next messages (`then`), through one SecretMemory."""
    mem = SecretMemory("alice")
    c = in_messages(c)
    msgs = [(c["text"], True)] + ([(c["assistant"], False)] if c.get("assistant") else []) + [
        (t, True) for t in c.get("then", [])]
    out = "\n".join(mem.redact(t, user)[0] for t, user in msgs)
    text = "\n".join(t for t, _ in msgs)
    return out, [not leaked(str(s), out, text) for s in c["secrets"]]


def test_corpus_is_large_and_covers_every_kind() -> None:
    cases, looks = load_cases(), load_lookalikes()
    kinds = Counter(c["kind"] for c in cases)
    assert sum(len(c["secrets"]) for c in cases) >= 400 and len(looks) >= 100
    for k in ("password_prose", "password_zh", "passphrase", "pin", "connection_string", "webhook", "jwt",
              "provider_prefix", "unknown_provider", "assignment", "assistant_repeat", "private_key"):
        assert kinds[k] >= 3, k
    assert len([k for k in kinds if k.startswith("provider:")]) >= 100


# The two tests below redact every corpus text (about 30,000, all 100-odd sets): about 90 s alone on two cores, and
# a loaded host took them past the default 120 s.
@pytest.mark.timeout(360)
def test_recall_and_false_positives() -> None:
    by_kind: dict[str, list[int]] = {}
    misses: list[str] = []
    for c in load_cases():
        out, ok = run_case(c)
        k = by_kind.setdefault(c["kind"], [0, 0])
        k[0] += sum(ok)
        k[1] += len(ok)
        if not all(ok):
            misses.append(f"{c['source']} {c['kind']}: {c['text'][:100]!r} -> {out[:140]!r}")
    fps = [(t, out) for t in load_lookalikes() for out, n in [redacted(t)] if n]
    found = sum(v[0] for v in by_kind.values())
    total = sum(v[1] for v in by_kind.values())
    recall = found / total
    fp_rate = len(fps) / len(load_lookalikes())
    hand = {k: v for k, v in by_kind.items() if not k.startswith("provider:")}
    prov = [v for k, v in by_kind.items() if k.startswith("provider:")]
    print(f"\nrecall {found}/{total} = {recall:.2%}; false positives {len(fps)}/{len(load_lookalikes())} = {fp_rate:.2%}")
    print(f"  gitleaks provider rules: {sum(v[0] for v in prov)}/{sum(v[1] for v in prov)} over {len(prov)} families")
    for k, (a, b) in sorted(hand.items()):
        print(f"  {k}: {a}/{b}")
    for m in misses:
        print("  MISS", m)
    for t, o in fps:
        print("  FP  ", repr(t), "->", repr(o))
    assert recall >= 0.99, f"recall {recall:.2%}"
    assert fp_rate <= 0.02, f"false positives {fp_rate:.2%}"


@pytest.mark.parametrize("text", load_lookalikes()[:40])
def test_redaction_is_idempotent_on_lookalikes_and_redacted_text(text: str) -> None:
    once = redact(text)[0]
    assert redact(once) == (once, 0)


@pytest.mark.timeout(360)
def test_redacting_redacted_text_changes_nothing() -> None:
    for c in load_cases():
        once = redacted(c["text"])[0]
        again, n = redacted(once)
        assert n == 0 and again == once, (c["text"][:80], once[:120], again[:120])


def test_log_records_are_redacted(capsys: pytest.CaptureFixture[str]) -> None:
    import logging

    from utils.log import setup

    root = logging.getLogger()
    level = root.level
    setup("INFO", "json")
    log = logging.getLogger("true_recall.test")
    log.warning("turn text: %s", "my password is Tr0ub4dor&3 and key sk-ant-api03-AbCdEfGhIjKlMnOpQrStUv")
    try:
        raise ValueError("connect failed: postgres://bob:p@ssw0rd2024@db:5432/x")
    except ValueError:
        log.exception("staging failed")
    err = capsys.readouterr().err
    assert "Tr0ub4dor" not in err and "AbCdEfGhIj" not in err and "ssw0rd2024" not in err
    for h in [h for h in root.handlers if getattr(h, "_true_recall", False)]:
        root.removeHandler(h)
    root.setLevel(level)
    assert err.count("[REDACTED:") >= 3 and "Traceback" in err and "ValueError" in err



# ---- the gate: its C shortcuts decide what the plain definitions decide -------------------------------

_GATE_TEXT = (st.text(st.sampled_from("aZ09+/_=~.-@ \n:,!é中\ud800İKß") | st.characters(), max_size=60)
              | st.sampled_from(load_lookalikes()))


def _trigger_in(low: str) -> bool:
    """A trigger word in the lowercased text; a word trigger (utils.redact.WORD_TRIGGERS) only where a word starts."""
    return any(t in low if t not in WORD_TRIGGERS else re.search("(?<![a-z])" + re.escape(t), low) is not None
               for t in _TRIGGERS)


@settings(max_examples=400, deadline=None)
@given(_GATE_TEXT | st.sampled_from(["Melanie: hi", "so important", "to determine", "my neighbor", "NIE: X1234567L",
                                     "la porta 4821", "mine is 7731", "hbo max", "neighbor, nie: 12", "shbo portal"]))
def test_gate_agrees_with_the_regex_and_the_word_list(text: str) -> None:
    # The byte-table run tests are the _LONG regex, "a password symbol between ASCII letters or digits" and
    # "four digits, a space or dash, four digits", an id's digit groups; the
    # automaton is "any trigger word in the lowercased text".
    low = text.lower()
    assert has_long_token(text) == (_LONG.search(text) is not None)
    assert _may_hold_secret(text, low) == (_trigger_in(low) or _LONG.search(text) is not None
                                           or re.search(r"[A-Za-z0-9][!#$%^&*?~@+=][A-Za-z0-9]", text) is not None
                                           or re.search(r"[0-9]{4}[ -][0-9]{4}", text) is not None
                                           # a national id's shape (utils.redact_person_ids.GATE_SHAPES): nine
                                           # digits, three groups of three, a dotted RUT's or CPF's tail (one ASCII
                                           # character of no class between the groups)
                                           or re.search(r"[0-9]{9}|[0-9]{3}[ -][0-9]{3}[ -][0-9]{3}|[0-9]{3}"
                                                        r"[^0-9A-Za-z!#$%^&*?~@+= \-\u0080-\U0010FFFF][0-9]{3}[ -][0-9]",
                                                        text) is not None
                                           or ("\n" in text and BARE_LIST.search(text) is not None))  # a bare code list


def test_a_lone_surrogate_neither_breaks_redaction_nor_hides_the_secret_beside_it() -> None:
    """A JSON escape such as "\\ud800" gives a str the Rust automata cannot take as UTF-8: the gate and the
    keyword pass read it as U+FFFD (same length, so positions hold), and the rules still run."""
    for text in ("\ud800", "\udfff x", "中\ud800文"):
        assert redact(text) == (text, 0)
    out, n = redact("api_key=\ud800AKIAIOSFODNN7EXAMPLE and then token=ghp_" + "a1B2" * 9 + " \udc80")
    assert n == 2 and "AKIAIOSFODNN7EXAMPLE" not in out and "ghp_" not in out and out.endswith(" \udc80")


def test_a_lone_surrogate_does_not_switch_off_a_rule_that_reads_its_names_positions() -> None:
    """The topic rules that need where their names stand (not only whether one is there) read a lone surrogate as
    U+FFFD through secret_names.indexes: before, they gave up on the whole text, so a secret beside one was left
    to the other rules."""
    from utils import redact_id_columns, redact_listed_secrets, redact_wallet_keys

    key = "9f3c1e7b2d4a6f8e0c1b3d5f7a9e2c4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a5c"
    for find, text, value in (
            (redact_wallet_keys.find, f"my wallet private key: {key} \ud800", key),
            (redact_listed_secrets.find, "GitLab backup codes:\n4f8e2a1c\n9b3d7e6f\n0c5a8d2b \ud83d", "9b3d7e6f"),
            (redact_id_columns.find, "name,PESEL\nAnna,92071314764\nPiotr,85010212345 \udc00", "92071314764")):
        spans = find(text, text.lower(), lambda _: False)
        assert any(text[sp[0]:sp[1]] == value for sp in spans), (text, spans)


# ---- the frozen held-out set of issue 24 -------------------------------------------------------------


def heldout(name: str, show: bool = True, doc: dict[str, Any] | None = None) -> tuple[int, int, list[str], int, list[str]]:
    """(secrets kept out, secrets, misses, look-alikes, look-alikes changed) over a held-out file.

    show prints every miss and changed look-alike: for a tuning set's first run and a blind set's one recorded
    run (bench/results/*_first_run.txt), never from a test, whose failure would put spent items in front of
    whoever runs it."""
    if doc is None:
        doc = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    results = [(c, *run_case(c)) for c in doc["cases"]]
    kept = sum(sum(ok) for _, _, ok in results)
    total = sum(len(ok) for _, _, ok in results)
    misses = [f"{c.get('kind') or c.get('id')} {(c.get('text') or ' / '.join(c['messages']))[:120]!r} -> {out[:160]!r}"
              for c, out, ok in results if not all(ok)]
    # a look-alike is its text, or (from v11) a mapping with its kind and text
    looks = [t["text"] if isinstance(t, dict) else t for t in doc.get("lookalikes", [])]
    changed = [f"{t!r} -> {redacted(t)[0]!r}" for t in looks if redacted(t)[1]]
    n_looks = len(looks)
    # from v21 a case may also name look-alikes inside its own text, beside its secrets: such a look-alike is
    # changed when the case's output holds it fewer times than the messages did
    for c, out, _ in results:
        text = "\n".join([c.get("text") or "", *c.get("messages", [])])
        for t in map(str, c.get("lookalikes") or ()):
            n_looks += 1
            if out.count(t) < text.count(t):
                changed.append(f"{t!r} in {c.get('kind') or c.get('id')} -> {out[:160]!r}")
    print(f"\n{name}: secrets kept out {kept}/{total} = {kept / max(total, 1):.2%}; look-alikes changed "
          f"{len(changed)}/{n_looks} = {len(changed) / n_looks:.2%}")
    if show:
        for x in misses:
            print("  MISS", x)
        for x in changed:
            print("  FP  ", x)
    return kept, total, misses, n_looks, changed


def test_a_case_may_name_look_alikes_in_its_own_text() -> None:
    """The form of heldout_v21 on; my own text, not a held-out item."""
    doc = {"cases": [
        {"id": "x1", "text": "Order 55120934 shipped; the wifi password is Qv8#mLr2Tz, thanks",
         "secrets": ["Qv8#mLr2Tz"], "lookalikes": ["55120934"]},
        {"id": "x2", "text": "I'll send the password next\n---\nQv8#mLr2Tz", "secrets": ["Qv8#mLr2Tz"], "lookalikes": []},
        {"id": "x3", "text": "the build 2024.11.3 is out", "secrets": [], "lookalikes": ["2024.11.3", "out"]},
    ]}
    kept, total, misses, looks, changed = heldout("inline", show=False, doc=doc)
    assert (kept, total, misses, looks, changed) == (2, 2, [], 3, [])
    # a look-alike the redactor cuts counts as changed (here a value that is cut, listed as a look-alike)
    doc["cases"][0]["lookalikes"].append("Qv8#mLr2Tz")
    kept, total, misses, looks, changed = heldout("inline", show=False, doc=doc)
    assert (looks, len(changed)) == (4, 1) and "x1" in changed[0]


_FLOORS: dict[str, tuple[int, int, int, int]] = {}


def floor(name: str) -> tuple[int, int, int, int]:
    """(secrets kept out, secrets, look-alikes, look-alikes changed) of a spent blind set, as counts only: a floor
    test that fails says by how much, not which items.

    Several floor tests read the same set (its first-run floor, then its floor after a round): the counts are
    computed once per session for the set's bytes, keyed by their hash, so an edited file is run afresh."""
    raw = (DATA / name).read_bytes()
    key = hashlib.sha256(raw).hexdigest()
    if key not in _FLOORS:
        kept, total, _, looks, changed = heldout(name, show=False, doc=yaml.safe_load(raw.decode("utf-8")))
        _FLOORS[key] = (kept, total, looks, len(changed))
    return _FLOORS[key]


def test_heldout_v2_first_run_floor() -> None:
    """heldout_v2.yaml was written and committed (7b81193, "frozen before tuning") before any of issue 24's
    rules and run once after them: 65/68 secrets kept out (95.6 %), 3/92 look-alikes changed (3.3 %), so it
    MISSED the gate (>= 99 %, <= 2 %). Its misses (a value opening with '#', "locked with <pw>", a Maestro
    card; a ``str`` type annotation, an IPFS CID, a camelCase name) were read, so it is held out no longer:
    the classes were then fixed on cases of their own in tuning_v2.yaml, and heldout_v3.yaml, written and
    frozen before those fixes, is the set that is asserted against the gate. This keeps the first run's
    figures as a floor, nothing more."""
    kept, total, looks, changed = floor("heldout_v2.yaml")
    assert total == 68 and looks == 92
    assert kept >= 65 and changed <= 3


def test_heldout_v3_first_run_floor() -> None:
    """heldout_v3.yaml was written and committed (f5d1704, "frozen before tuning") after v2's one run and
    before the fixes of v2's misses, and run once after them: 53/55 secrets kept out (96.4 %), 2/76 look-alikes
    changed (2.6 %), so it MISSED the gate too. Misses: a value opening with '!' after "pass for the cabin:",
    ``SERVICE_KEY=<40 random>`` (a generic *_KEY name, and no entropy test right after '='); look-alikes:
    ``curl -u user:pass`` (a stand-in), a model name ``Llama-3.1-8B-Instruct-Q4_K_M``. Read, so no longer held
    out: kept as a floor; the classes were fixed on cases of their own, and heldout_v4.yaml, frozen before
    those fixes, is asserted against the gate."""
    kept, total, looks, changed = floor("heldout_v3.yaml")
    assert total == 55 and looks == 76
    assert kept >= 53 and changed <= 2


def test_heldout_v4_first_run_floor() -> None:
    """heldout_v4.yaml was written and committed (782c773, "frozen before tuning") after v3's one run and
    before the fixes of v3's misses, and run once after them: 80/82 secrets kept out (97.6 %), 4/86
    look-alikes changed (4.7 %), so it MISSED the gate as well. Misses: a Dockerfile ``ENV ROOT_PW=<pw>``, a
    value opening with '*' after "the code to the storage unit is"; look-alikes: ``Bearer $TOKEN localhost``,
    ``postgres:postgres@localhost``, ``SECRET=change-me-in-production``, an S3 object key (a path). Read, so
    no longer held out: kept as a floor; heldout_v5.yaml, frozen before those fixes, is asserted."""
    kept, total, looks, changed = floor("heldout_v4.yaml")
    assert total == 82 and looks == 86
    assert kept >= 80 and changed <= 4


def test_heldout_v5_first_run_floor() -> None:
    """heldout_v5.yaml was written and committed (f979a25, "frozen before tuning") after v4's one run and
    before the fixes of v4's misses, and run once after them: 82/84 secrets kept out (97.6 %), 3/80
    look-alikes changed (3.8 %): the gate MISSED a fourth time. Misses: ``wifi_psk=<pw>``, "the safe
    combination is <digits>"; look-alikes: ``password: changeme123``, ``export API_KEY=abc123``,
    ``SECRET_KEY=your-secret-key``. Read, so no longer held out: kept as a floor (see the README of
    tests/data/secrets for the four first runs)."""
    kept, total, looks, changed = floor("heldout_v5.yaml")
    assert total == 84 and looks == 80
    assert kept >= 82 and changed <= 3


def test_bench_redaction_counts_spans_repeats_and_changed_messages() -> None:
    """bench.redaction (the ordinary-talk measurement of issue 24) counts what capture would cut, in order,
    through one SecretMemory per conversation: the repeat of a secret-shaped value counts as `repeated`, a
    word next to a keyword counts nothing."""
    from datetime import UTC, datetime

    from bench import locomo_data as data
    from bench.redaction import measure

    pw = "tr0ub4dor-h0rse"  # found by its keyword only: the repeat is cut by memory
    msgs = ["the key to good bread is time", f"my password is {pw}", "ok", f"did {pw} work?",
            "@app.route('/login', methods=['POST'])", "hashed_password = hash(password)"]
    conv = data.Conversation("t", "A", "B", [data.Session(1, datetime(2026, 1, 1, tzinfo=UTC), [
        data.Message(f"D1:{i}", "A" if i % 2 == 0 else "B", m) for i, m in enumerate(msgs)])])
    r = measure([conv])
    assert r["messages"] == 6 and r["spans"] == 2 and r["messages_changed"] == 2
    assert r["repeated"] == 1 and r["spans_per_1000"] == round(1000 * 2 / 6, 2)


@settings(max_examples=300, deadline=None)
@given(_GATE_TEXT | st.sampled_from(["here it is", "I'll paste it next", "密码下一条发", "sec", "type here"]))
def test_the_combined_pass_agrees_with_the_gate_and_the_cue_list(text: str) -> None:
    from utils.redact import _CUES, gate_and_cue

    low = text.lower()
    assert gate_and_cue(text, low) == (_may_hold_secret(text, low), any(c in low for c in _CUES))


def test_heldout_v6_first_run_floor() -> None:
    """heldout_v6.yaml (written by make_heldout_v6.py, fixed seed) was written blind, by an author who never
    read the redactor's rules nor the earlier sets, and committed (2b0f463, "written blind and frozen before
    its one run") before its one run: 113/120 secrets kept out (94.2 %), 2/118 look-alikes changed (1.7 %), so
    it MISSED the gate (>= 99 % kept out; the <= 2 % look-alike bound held). Misses: a password with '.' in a
    ``mongodb+srv://`` URL and in a ``mysql+pymysql://`` URL, a bare 32-hex Twilio auth token as the second
    argument of ``Client(...)``, "my locker code word is <pw>", Chinese ``路由器后台 admin / <pw>``, a wifi QR
    payload ``WIFI:T:WPA;S:...;P:<pw>;;``, a wifi password announced then sent alone; look-alikes: a 16-hex
    ``cache hit key=`` in a log line, ``POSTGRES_PASSWORD=postgres`` for local dev. Read, so no longer held
    out: kept as a floor (output in bench/results/heldout_v6_first_run.txt)."""
    kept, total, looks, changed = floor("heldout_v6.yaml")
    assert total == 120 and looks == 118
    assert kept >= 113 and changed <= 2


def test_heldout_v7() -> None:
    """heldout_v7.yaml (make_heldout_v7.py, fixed seed) was written blind by an author who read neither the
    redactor nor the earlier sets, and committed (72bcc4c, "written blind ... committed before their one run")
    before the class rules of the redact branch were merged; this is its one run (output in
    bench/results/heldout_v7_first_run.txt). FIRST_RUN holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v7.yaml")
    assert total == 171 and looks == 150
    assert kept >= FIRST_RUN_V7[0] and changed <= FIRST_RUN_V7[1]
    # Spent since: its output was read for the CLASSES that leaked, which were fixed on tuning_v6.yaml (own
    # wording, new values); the figures after those fixes are a floor too, not an estimate (v8 is the blind one).
    assert kept >= AFTER_TUNING_V6[0] and changed <= AFTER_TUNING_V6[1]


FIRST_RUN_V7 = (142, 5)  # the one run: 142/171 kept out (83.0 %), 5/150 look-alikes changed (3.3 %): the gate MISSED
AFTER_TUNING_V6 = (171, 0)  # after the redact2 class rules (tuned on tuning_v6.yaml, not on v7's items)


def test_tuning_v6_classes_all_kept_out() -> None:
    """tuning_v6.yaml (tuned on): the classes behind the blind v7 run's misses in fresh wording and values,
    committed before their rules (first run: 29/50 kept out, 5/16 look-alikes changed). Every secret is kept
    out and every look-alike stays, one by one (the corpus-wide 99 % gate would let one class slip)."""
    data = yaml.safe_load((DATA / "tuning_v6.yaml").read_text(encoding="utf-8"))
    leaks = [c["text"][:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []


def test_heldout_v8() -> None:
    """heldout_v8.yaml (make_heldout_v8.py, fixed seed) was written blind by an author who read neither the
    redactor nor the earlier sets, and committed (66d6445) before the redact2 round was merged; this is its one
    run (bench/results/heldout_v8_first_run.txt). FIRST_RUN_V8 holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v8.yaml")
    assert total == 151 and looks == 126
    assert kept >= FIRST_RUN_V8[0] and changed <= FIRST_RUN_V8[1]


FIRST_RUN_V8 = (135, 3)  # the one run: 135/151 kept out (89.4 %), 3/126 look-alikes changed (2.4 %): the gate MISSED
AFTER_TUNING_V7 = (151, 0)  # after the round-3 class rules (tuned on tuning_v7.yaml, not on v8's items)


def test_heldout_v8_after_round_3() -> None:
    """Spent since its one run: v8's output was read for the CLASSES that leaked, fixed on tuning_v7.yaml (own
    wording, new values); the figures after those fixes are a floor, not an estimate (v9 is the blind one)."""
    kept, _, _, changed = floor("heldout_v8.yaml")
    assert kept >= AFTER_TUNING_V7[0] and changed <= AFTER_TUNING_V7[1]


def test_tuning_v7_classes_all_kept_out() -> None:
    """tuning_v7.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): the classes behind the blind v8 run's
    misses and look-alikes in fresh wording and values, and a second batch of probes beyond them (other
    providers, config files, header schemes, other languages, PII with checks), each batch committed before its
    rules (first runs: 38/74 kept out, 6/35 look-alikes changed; 23/28, 3/15; 9/14, 0/10). Every secret is kept out and
    every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v7.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 80 and len(data["lookalikes"]) >= 50


def test_heldout_v9() -> None:
    """heldout_v9.yaml (make_heldout_v9.py, seed 20261203) was written blind by an author who read no code, rule or
    earlier set of the project, and committed (ccc8e1f) before the redact3 round merged; this is its one run
    (bench/results/heldout_v9_first_run.txt). FIRST_RUN_V9 holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v9.yaml")
    assert (total, looks) == (165, 136)
    assert kept >= FIRST_RUN_V9[0] and changed <= FIRST_RUN_V9[1]


def test_heldout_v10() -> None:
    """heldout_v10.yaml (make_heldout_v10.py, seed 20261204) was written blind by an author who read no code, rule
    or earlier set, committed (6e55666) before its one run on round 4 and the learned layer
    (bench/results/heldout_v10_first_run.txt). FIRST_RUN_V10 holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v10.yaml")
    assert (total, looks) == (183, 141)
    assert kept >= FIRST_RUN_V10[0] and changed <= FIRST_RUN_V10[1]


FIRST_RUN_V10 = (162, 8)  # the one run: 162/183 kept out (88.5 %), 8/141 look-alikes changed (5.7 %): the gate MISSED


def test_heldout_v11() -> None:
    """heldout_v11.yaml (make_heldout_v11.py, seed 20261205) was written blind by an author who read no code, rule
    or earlier set, committed (14643fa) after round 5 and the faster learned layer merged, and run once
    (bench/results/heldout_v11_first_run.txt). FIRST_RUN_V11 holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v11.yaml")
    assert total == 199 and looks == 142
    assert kept >= FIRST_RUN_V11[0] and changed <= FIRST_RUN_V11[1]


FIRST_RUN_V11 = (174, 15)  # the one run: 174/199 kept out (87.4 %), 15/142 look-alikes changed (10.6 %): the gate MISSED


def test_heldout_v12() -> None:
    """heldout_v12.yaml (make_heldout_v12.py, seed 20261206) was written blind by an author who read no code, rule
    or earlier set, committed (37e4d2f) after round 6 merged, and run once (bench/results/heldout_v12_first_run.txt).
    FIRST_RUN_V12 holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v12.yaml")
    assert total == 211 and looks == 166
    assert kept >= FIRST_RUN_V12[0] and changed <= FIRST_RUN_V12[1]


FIRST_RUN_V12 = (193, 7)  # the one run: 193/211 kept out (91.5 %), 7/166 look-alikes changed (4.2 %): the gate MISSED


def test_heldout_v13() -> None:
    """heldout_v13.yaml (make_heldout_v13.py, seed 20261207) was written blind by an author who read no code, rule
    or earlier set, committed (9a46f58) after round 7 merged, and run once (bench/results/heldout_v13_first_run.txt).
    FIRST_RUN_V13 holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v13.yaml")
    assert total == 142 and looks == 135
    assert kept >= FIRST_RUN_V13[0] and changed <= FIRST_RUN_V13[1]


FIRST_RUN_V13 = (135, 4)  # the one run: 135/142 kept out (95.1 %), 4/135 look-alikes changed (3.0 %): the gate MISSED
AFTER_ROUND_8 = (142, 0)  # v13 after round 8 (tuned on tuning_v14.yaml, its misses read): SPENT, estimates nothing


def test_heldout_v13_after_round_8() -> None:
    """Spent since its one run: v13's output was read for the CLASSES that leaked, fixed on tuning_v14.yaml (own
    wording, new values); the figures after those fixes are a floor, not an estimate (v14 is the blind one)."""
    kept, _, _, changed = floor("heldout_v13.yaml")
    assert kept >= AFTER_ROUND_8[0] and changed <= AFTER_ROUND_8[1]
FIRST_RUN_V9 = (157, 2)  # the one run: 157/165 kept out (95.2 %), 2/136 look-alikes changed (1.5 %): the gate MISSED


def test_tuning_v8_classes_all_kept_out() -> None:
    """tuning_v8.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 4, the classes behind the blind v9
    run's misses and look-alikes (a PIN or password named earlier in the message and stated in passing or referred
    back to, codes quoted from a pasted SMS or e-mail, prose passwords with dots/underscores/spaces, server-side
    and admin commands that set a password, vendor keys and secrets named beside them, Atlassian/Bitbucket
    tokens, the second positional argument of a credential constructor; 3-D Secure test cards in docs, nonces)
    in fresh wording and values, committed before its rules. First runs on the rules as they were (f746f0a): 56/89
    kept out, 5/42 look-alikes changed; its second batch of probes 4/12, 0/9. Every secret is kept out and every
    look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v8.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 80 and len(data["lookalikes"]) >= 40


def test_tuning_v14_classes_all_kept_out() -> None:
    """tuning_v14.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 8's classes (national ids of more
    countries with their checks, household codes by device, PHP define(), env/YAML values opening with a symbol,
    corrections, announced codes; stand-ins, weak passwords asked about, YAML aliases, order and tracking
    numbers), committed before their rules (first runs in bench/results/tuning_v14_first_run.txt). Every secret
    is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v14.yaml").read_text(encoding="utf-8"))
    leaks = [c["text"][:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 40 and len(data["lookalikes"]) >= 35


# ("tuning" is every tuning set's text, redacted twice: about 55 s alone, and a loaded host took it past 120 s)
@pytest.mark.timeout(360)
@pytest.mark.parametrize("source", ["tuning"] + sorted(f.name for f in DATA.glob("heldout_v*.yaml")))
def test_redaction_is_idempotent_on_every_corpus_text(source: str) -> None:
    """redact(redact(x)) == redact(x) on every case and look-alike of every corpus file, the held-out sets too: one
    test per file, so the suite's workers share them and none nears the per-test timeout as the corpus grows."""
    if source == "tuning":
        texts = [c["text"] for c in load_cases()] + load_lookalikes()
    else:
        doc = yaml.safe_load((DATA / source).read_text(encoding="utf-8"))
        texts = [c.get("text") or "\n".join(c["messages"]) for c in doc["cases"]]
        texts += [t["text"] if isinstance(t, dict) else str(t) for t in doc.get("lookalikes", [])]
    bad = []
    for t in texts:
        once = redacted(t)[0]
        if redacted(once)[0] != once:
            bad.append((t[:80], once[:120]))
    assert bad == []


def test_heldout_v14() -> None:
    """heldout_v14.yaml (make_heldout_v14.py, fixed seed) was written blind, from general knowledge, by an author
    who read no project file nor earlier set, and committed (9e9d3bf) after round 8 merged and before its one run
    (bench/results/heldout_v14_first_run.txt). FIRST_RUN_V14 holds that run's figures as the floor; the set is
    spent once its output is read."""
    kept, total, looks, changed = floor("heldout_v14.yaml")
    assert total == 167 and looks == 155
    assert kept >= FIRST_RUN_V14[0] and changed <= FIRST_RUN_V14[1]


FIRST_RUN_V14 = (163, 2)  # the one run: 163/167 kept out (97.6 %), 2/155 look-alikes changed (1.3 %): recall MISSED


def test_tuning_v15_classes_all_kept_out() -> None:
    """tuning_v15.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 9's classes (64-hex private keys
    passed to wallets and signers in code, national ids by more names with their checks, passwords corrected after
    "typo"/"I meant"/打错了 whatever their shape; the AWS docs' example keys, hashes, topics, slots and roles in 0x
    hex, typo corrections of ordinary words, test card runs), committed before their rules (first run:
    bench/results/tuning_v15_first_run.txt). Every secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v15.yaml").read_text(encoding="utf-8"))
    leaks = [c["text"][:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 60 and len(data["lookalikes"]) >= 35


# heldout_v14's routing number beside its checking account is public since round 31a's policy change (a bank's
# identifier, printed on every cheque): one secret fewer to keep out
AFTER_ROUND_9 = (166, 0)  # v14 after round 9 (tuned on tuning_v15.yaml, its misses read): SPENT, estimates nothing


def test_heldout_v14_after_round_9() -> None:
    """Spent since its one run: v14's output was read for the CLASSES that leaked, fixed on tuning_v15.yaml (own
    wording, new values); the figures after those fixes are a floor, not an estimate (v15 is the blind one)."""
    kept, _, _, changed = floor("heldout_v14.yaml")
    assert kept >= AFTER_ROUND_9[0] and changed <= AFTER_ROUND_9[1]


def test_heldout_v15() -> None:
    """heldout_v15.yaml (make_heldout_v15.py, seed 20261215) was written blind by a helper who read no project file
    nor earlier set, committed (18a98dc) after redaction round 9 merged, and run once
    (bench/results/heldout_v15_first_run.txt). FIRST_RUN_V15 holds that run's figures as the floor; never tune on
    it before the next blind set is written (then it is spent, like v14)."""
    kept, total, looks, changed = floor("heldout_v15.yaml")
    assert total == 200 and looks == 151
    assert kept >= FIRST_RUN_V15[0] and changed <= FIRST_RUN_V15[1]


FIRST_RUN_V15 = (194, 2)  # the one run: 194/200 kept out (97.0 %), 2/151 look-alikes changed (1.3 %): the gate MISSED


def test_tuning_v16_classes_all_kept_out() -> None:
    """tuning_v16.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 10's classes (card codes named by
    their digits or place, cloud access-key ids named as such, three-part bot tokens cut whole, positional
    passwords in HTTP clients' basic-auth calls, codes named by the action on a device, hex secrets named in JS
    objects; log fields after a password failure, Kubernetes secrets' names, device steps with ordinary numbers),
    committed before their rules (first run: bench/results/tuning_v16_first_run.txt). Every secret is kept out
    and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v16.yaml").read_text(encoding="utf-8"))
    leaks = [c["text"][:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 40 and len(data["lookalikes"]) >= 30


AFTER_ROUND_10 = (200, 0)  # v15 after round 10 (tuned on tuning_v16.yaml, its misses read): SPENT, estimates nothing


def test_heldout_v15_after_round_10() -> None:
    """Spent since its one run: v15's output was read for the CLASSES that leaked, fixed on tuning_v16.yaml (own
    wording, new values); the figures after those fixes are a floor, not an estimate (v16 is the blind one)."""
    kept, _, _, changed = floor("heldout_v15.yaml")
    assert kept >= AFTER_ROUND_10[0] and changed <= AFTER_ROUND_10[1]


def test_heldout_v16() -> None:
    """heldout_v16.yaml (make_heldout_v16.py, seed 20261216) was written blind by a helper who read no project file
    nor earlier set, committed (6c6a3b9) after redaction round 10 merged, and run once
    (bench/results/heldout_v16_first_run.txt; the same set on ccb1091, before rounds 9 and 10: 171/185, 8/159).
    FIRST_RUN_V16 holds that run's figures as the floor."""
    kept, total, looks, changed = floor("heldout_v16.yaml")
    assert total == 185 and looks == 159
    assert kept >= FIRST_RUN_V16[0] and changed <= FIRST_RUN_V16[1]


FIRST_RUN_V16 = (180, 8)  # the one run: 180/185 kept out (97.3 %), 8/159 look-alikes changed (5.0 %): the gate MISSED


def test_tuning_v17_classes_all_kept_out() -> None:
    """tuning_v17.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 11's classes (keys, passwords and
    tokens named in Korean, corrected card numbers whose first form fails Luhn, South African id numbers beside
    SARS, one-time codes announced as forwarded and sent bare, recovery codes named in Chinese, a real value beside
    an example; weak values asked about, hash formats, named example and test values, MySQL's "using password:",
    masked values, SSH fingerprints), committed before their rules (first run: bench/results/tuning_v17_first_run.txt).
    Every secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v17.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 20 and len(data["lookalikes"]) >= 25


AFTER_ROUND_11 = (185, 0)  # v16 after round 11 (tuned on tuning_v17.yaml, its misses read): SPENT, estimates nothing


def test_heldout_v16_after_round_11() -> None:
    """Spent since its one run: v16's output was read for the CLASSES that leaked or changed, fixed on
    tuning_v17.yaml (own wording, new values); the figures after those fixes are a floor, not an estimate."""
    kept, _, _, changed = floor("heldout_v16.yaml")
    assert kept >= AFTER_ROUND_11[0] and changed <= AFTER_ROUND_11[1]


def test_tuning_v18_classes_all_kept_out() -> None:
    """tuning_v18.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 12's classes (secret names in many
    languages before a value, vendor keys assigned in Dart/Elixir/Scala/PowerShell/Kotlin/Swift/Lua or named by
    their vendor in prose, Aadhaar/Steuer-ID/My Number/NIE/codice fiscale by name, SMS codes in CJK, parcel-locker
    and garage codes, TOTP seeds named in other languages, security answers, word passphrases; named cache keys and
    hashes, shortcuts, example passwords after 예:/例：/ejemplo, error codes, ids, masked values, test cards, env
    lookups; part 2: SNILS, a person's INN, CCCD, PAN; part 3: codes "from the SMS" in other phrasings, answers
    named before their question, keys named in Japanese), each part committed before its rules (first runs:
    bench/results/tuning_v18_first_run.txt). Every secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v18.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 70 and len(data["lookalikes"]) >= 55


def test_tuning_v19_classes_all_kept_out() -> None:
    """tuning_v19.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 13's classes (a secret's name and
    its value with words between in ja/ko/zh/de/es/fr/pt/it/id/vi/ru/tr; lock, safe, alarm and PIN codes; one-time
    codes quoted from a service's message; passports; bank accounts named by a bank word; licence keys; card numbers
    with dashes in CJK text and their security codes; security answers in CJK; AK/SK pairs and *_SECRET constants;
    seed words after a CJK name or split over two messages; corrections, repeats and announcements across messages;
    whole webhook URLs; look-alikes: the same sentences with a count, a time, a price, a room, a year, a policy, a
    reference, named hashes, test cards, publishable keys, example suffixes, placeholder webhooks; part 2: corrections
    with words between, names inside identifiers, masked values), each part committed before its rules (first runs:
    bench/results/tuning_v19_first_run.txt). Every secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v19.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 90 and len(data["lookalikes"]) >= 75


def test_tuning_v20_classes_all_kept_out() -> None:
    """tuning_v20.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 14's classes (a password, PIN or code
    named with words between in Hebrew, Arabic, Persian, Polish, Czech, Hungarian, Romanian, Greek, Nordic, Dutch,
    Indonesian/Malay, Thai, Vietnamese, Hindi, Bengali, Ukrainian, Bulgarian, Croatian, Lithuanian, Filipino, Swahili,
    Turkish, CJK; a card's expiry and code after a Luhn-valid card in any language; KVNR and TFN with their checks,
    JP/KR/US licences and health-insurance numbers; lock combinations; ja/zh-Hant bank accounts; app passwords;
    zh-Hant one-time codes; recovery codes one a line; announcements, halves, corrections and repeats across
    messages; look-alikes: policies, counts, orders, versions, prices, phones, weak passwords asked about,
    placeholders, compound words, values called an example or a fake), committed (62209a8) before its rules (first
    run on main 992ba0a: 76/153 kept out, 12/96 look-alikes changed); parts 2 and 3, probes beyond them in more
    languages and phrasings, each committed before its fixes (41/55, 2/30; 22/30, 0/20;
    bench/results/tuning_v20_first_run.txt). Every secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v20.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:80] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 180 and len(data["lookalikes"]) >= 140


def test_tuning_v21_classes_all_kept_out() -> None:
    """tuning_v21.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 15's classes (corrections and new
    codes across messages by the value's shape in many languages; personal id numbers named in many languages;
    bank accounts by an account word; codes changed "to/in" a value; Nordic security codes; a PIN named with its
    length; Arabic/Hebrew "name ... is value"; a password announced in French; look-alikes: capital placeholders in
    several languages, India's postal PIN codes, ids' policies, orders, prices, counts; follow-up messages whose
    number of the same length is no correction), committed (58086b4) before its rules (first run on main 8e512af:
    43/91 kept out, 15/53 look-alikes changed, 0/13 follow-ups changed; bench/results/tuning_v21_first_run.txt).
    Every secret is kept out, every look-alike and every ``public`` follow-up value stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v21.yaml").read_text(encoding="utf-8"))
    leaks, cut = [], []
    for c in data["cases"]:
        out, ok = run_case({**c, "secrets": [str(s) for s in c["secrets"]]})
        if not all(ok):
            leaks.append((c.get("text") or " / ".join(c["messages"]))[:80])
        rest = _TAG.sub("\x00", out)
        cut += [p for p in c.get("public", []) if not re.search(r"(?<!\d)" + re.escape(str(p)) + r"(?!\d)", rest)]
    assert leaks == [] and cut == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 60 and len(data["lookalikes"]) >= 50
    assert sum("public" in c for c in data["cases"]) >= 10


def test_tuning_v22_classes_all_kept_out() -> None:
    """tuning_v22.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): utils.redact_checked_ids's classes (IBANs
    of every country in running text of many scripts, Poland's NRB and Czech accounts by their checks, personal ids
    with check digits alone or named as a person's, app secrets beside public ids, bank-SMS codes, codes that came
    with a relative clause, door codes, backup codes two a line, first halves, a Persian CVV2; look-alikes: company
    ids, numbers failing their checks, site keys, stand-ins, SMS without a code, orders, phones, ISBNs), committed
    (1fca45a) before its rules (first run on main dc0cb92: 68/99 kept out, 5/59 look-alikes changed;
    bench/results/tuning_v22_first_run.txt). Parts 2 and 3 (probes, each committed before its fixes): 24/27, 1/20 and
    10/17, 0/8 on the rules as they were. Every secret is kept out but one, and every look-alike stays."""
    data = yaml.safe_load((DATA / "tuning_v22.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:40] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    # a password's second part alone in the next message ("daarna 5521?"): no rule of a single message can tell it
    # from any short answer; from round 25 the first message, which names the password and leaves part of it to
    # come, announces a value (utils.redact_announced), so SecretMemory reads the next one as the rest
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 110 and len(data["lookalikes"]) >= 80



def test_tuning_v23_classes_all_kept_out() -> None:
    """tuning_v23.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 17's classes (utils.
    redact_spoken_codes: codes, PINs and lock codes read digit by digit with their keypad * and #, security-question
    answers after a named question, one-time codes in grouped digits, a BLIK code asked for then sent alone;
    utils.redact_checked_ids: TAJ and KVNR numbers by their checks, licence and medical-card numbers by name,
    accounts after a bank's short name; look-alikes: spaced phone numbers, counts, years, prices, numbering, scores
    and rooms, talk about security questions without an answer, public ids), committed (02399f6) before its rules
    (first run on main 47c84ca: 11/62 kept out, 5/38 look-alikes changed; bench/results/tuning_v23_first_run.txt).
    Every secret is kept out and every look-alike stays, one by one."""
    data = yaml.safe_load((DATA / "tuning_v23.yaml").read_text(encoding="utf-8"))
    leaks = [(c.get("text") or " / ".join(c["messages"]))[:40] for c in data["cases"]
             if not all(run_case({**c, "secrets": [str(s) for s in c["secrets"]]})[1])]
    assert leaks == []
    assert [t for t in data["lookalikes"] if redact(str(t))[1]] == []
    assert len(data["cases"]) >= 60 and len(data["lookalikes"]) >= 35

def test_tuning_v24_classes_all_kept_out() -> None:
    """tuning_v24.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 18's classes (utils.
    redact_service_codes: a router's 20-digit Wi-Fi key, TANs, WhatsApp and Telegram codes; utils.redact_identity_docs:
    Russian and Ukrainian passports by their layout, KVNRs named in CJK, India's postal PIN code beside an Aadhaar kept;
    utils.redact_password_forms: passwords spelled one character at a time or after a short name; utils.recovery_codes:
    backup codes in a row after their name; utils.redact_corrections: a correction later in the same message, as the
    end-to-end corpus reads a case; look-alikes inside the cases and on their own: rooms, flights, orders,
    phones, prices, versions, public ids), committed (0d5d10c) before its rules (first run on main 391a665: 101/140
    kept out, 2/98 look-alikes changed; bench/results/tuning_v24_first_run.txt). Every secret is kept out and every
    look-alike, in its case or alone, stays."""
    kept, total, misses, n_looks, changed = heldout("tuning_v24.yaml", show=False)
    assert misses == [] and changed == [] and kept == total
    assert total >= 110 and n_looks >= 70


def test_tuning_v25_look_alikes_beside_secrets_stay() -> None:
    """tuning_v25.yaml (TUNED ON, so its figures estimate nothing): the precision round's classes (numbers said beside
    a PIN or a password in the same message or the next that are not it: rooms, branches, service lines, flights,
    bookings, amounts, dates, counts; a KID, a variable symbol or a payment reference after an account; a company's
    public ids near secret words; public client keys beside real secrets; placeholders), committed (9b5fcf8) before
    its rules (first run on main 391a665: 89/95 kept out, 45/167 look-alikes changed; part 2, 59b4193: 22/23, 8/33 on
    main, 22/23, 2/33 on part 1's rules; bench/results/tuning_v25_first_run.txt). Every look-alike stays, one by one,
    and no secret cut then leaks now."""
    kept, total, misses, looks, changed = heldout("tuning_v25.yaml", show=False)
    assert (total, looks) == (118, 200)
    assert changed == []
    assert kept >= 113, misses


# tuning_v28's and v28b's cases whose look-alikes are a health-insurance card's 記号/番号: tuning_v20 holds the same
# numbers as secrets (jp_health_insurance), so until that is decided they are cut here and counted as changed
_JP_CARD_CASES = ("ja_insurance_symbol_password", "ja_insurance_after_password", "ja_insurance_pin",
                  "ja_b_insurance_password")


def test_tuning_v28_public_numbers_beside_secrets_stay() -> None:
    """tuning_v28.yaml and tuning_v28b.yaml (TUNED ON, so their figures estimate nothing): precision round 19's classes
    (routing numbers, certificate serials and fingerprints, phones of many countries, router models, flights after a
    correction cue, IMEIs, VINs, ISBNs, tracking numbers, a merchant's IBAN, config, versions, error codes, model names
    beside a secret), committed before their rules (first runs on main ec089fc: v28 81/87 kept out, 18/149 look-alikes
    changed; v28b 28/30, 7/52; bench/results/tuning_v28_first_run.txt, tuning_v28b_first_run.txt;
    after: tuning_v28_after.txt). Every look-alike stays but a health-insurance card's 記号/番号 (_JP_CARD_CASES)."""
    kept, total, misses, looks, changed = heldout("tuning_v28.yaml", show=False)
    assert (total, looks) == (87, 149) and kept >= 85, misses
    assert all(any(c in x for c in _JP_CARD_CASES) for x in changed) and len(changed) <= 6
    kept, total, misses, looks, changed = heldout("tuning_v28b.yaml", show=False)
    assert (total, looks) == (30, 52) and kept == total, misses
    assert all(any(c in x for c in _JP_CARD_CASES) for x in changed) and len(changed) <= 2


@pytest.mark.parametrize(("name", "sizes"), [("tuning_v31.yaml", (87, 49)), ("tuning_v31b.yaml", (27, 21))])
def test_tuning_v31_scripts_new_codes_and_spelled_keys(name: str, sizes: tuple[int, int]) -> None:
    """tuning_v31.yaml and v31b (TUNED ON, so their figures estimate nothing): round 21a's classes (codes, PINs and
    cards in Devanagari, Thai, Persian, Arabic-Indic, Bengali and fullwidth digits; PINs in number words of eight
    languages; a new code after a failed one, a code on the phone read out two messages later; codes given to a
    scammer, a Spanish bank's clave, a Hebrew gate code closed by '#'; a Wi-Fi key in the NATO alphabet; dates,
    prices, phones and versions in those scripts, counts in number words and names spelled in NATO kept), each
    committed with its first run before any rule (v31: 41/87 kept out, 0/49 look-alikes changed; v31b: 13/27, 0/21;
    bench/results/tuning_v31_first_run.txt, tuning_v31b_first_run.txt). Every secret is kept out and every
    look-alike beside it stays."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert (total, looks) == sizes
    assert kept == total and changed == [], (misses, changed)


@pytest.mark.parametrize(("name", "sizes"), [("tuning_v30.yaml", (109, 85)), ("tuning_v30b.yaml", (33, 21))])
def test_tuning_v30_tables_lists_and_safe_words(name: str, sizes: tuple[int, int]) -> None:
    """tuning_v30.yaml and v30b (TUNED ON, so their figures estimate nothing): round 20b's classes (a password by its
    column's position in an SQL INSERT, a password manager's CSV export and TSV/markdown tables, word passphrases and
    key-box codes in a list written for a relative, a family's safe word, recovery codes in a row under a sentence
    naming them; action references, transaction serials and lockers' numbers kept), each committed with its first run
    before any rule (v30: 27/109 kept out, 5/85 look-alikes changed; v30b: 12/33, 2/21;
    bench/results/tuning_v30_first_run.txt, tuning_v30b_first_run.txt). Every secret is kept out and every look-alike
    beside it stays."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert (total, looks) == sizes
    assert kept == total and changed == [], (misses, changed)


@pytest.mark.parametrize(("name", "sizes"), [("tuning_v32.yaml", (144, 81)), ("tuning_v32b.yaml", (42, 37))])
def test_tuning_v32_reported_listed_and_tabled_secrets(name: str, sizes: tuple[int, int]) -> None:
    """tuning_v32.yaml and v32b (TUNED ON, so their figures estimate nothing): round 21b's classes (security answers
    reported in nine languages, backup codes one a line after their name or in the next message, national and tax ids
    in a CSV or markdown column, seeds numbered or in two parts, passwords someone reported, wallet keys named in any
    script, passwords in shell commands; commit hashes, checksums, shopping lists, name/city/date columns, ports,
    bare -p and Stripe's documented test key kept), each committed with its first run before any rule (v32: 100/144
    kept out, 1/81 look-alikes changed; v32b: 21/42, 1/37; bench/results/tuning_v32_first_run.txt,
    tuning_v32b_first_run.txt). Every secret is kept out and every look-alike beside it stays."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert (total, looks) == sizes
    assert kept == total and changed == [], (misses, changed)


# the secrets of tuning_v34/v34b left to the recall rounds: a safe's, an alarm's or a locker's code named by a compound
# these lexicons lack (Tresorcode, codice del mio antifurto, kluiscode), missed before precision round 22 as after it
_V34_RECALL_LEFT = {"tuning_v34.yaml": 2, "tuning_v34b.yaml": 1}
# tuning_v34's case of a landlord's IBAN: the spent blind sets hold a private landlord's account as a secret, so a
# landlord is no payee's word and that look-alike is cut and counted as changed
_V34_LANDLORD = "nl_rekening_verhuurder"


@pytest.mark.parametrize(("name", "sizes"), [("tuning_v34.yaml", (80, 83)), ("tuning_v34b.yaml", (35, 37))])
def test_tuning_v34_public_look_alikes_beside_secrets_stay(name: str, sizes: tuple[int, int]) -> None:
    """tuning_v34.yaml and v34b (TUNED ON, so their figures estimate nothing): precision round 22's classes (an IBAN on
    someone else's invoice or bill, jwt.io's sample JWT and keys marked EXAMPLE or sample in a message citing the docs,
    router models, payment SDKs' public keys, a door code said to be posted for every resident, a Kubernetes Secret's
    base64 value decoding to a word shown in the clear), each beside a real secret of its kind, committed with its
    first run before any rule (v34: 78/80 kept out, 49/83 look-alikes changed; v34b: 34/35, 18/37;
    bench/results/tuning_v34_first_run.txt, tuning_v34b_first_run.txt). Every look-alike stays but a private landlord's
    IBAN (_V34_LANDLORD), and no secret cut before the round leaks now."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert (total, looks) == sizes
    assert all(_V34_LANDLORD in x for x in changed) and len(changed) <= 1, changed
    assert kept >= total - _V34_RECALL_LEFT[name], misses


# the secrets of tuning_v35/v35b left to later rounds: a three-digit card code repeated in a third message (too short
# to remember), a safe's code by a German compound (Tresorcode)
_V35_RECALL_LEFT = {"tuning_v35.yaml": 1, "tuning_v35b.yaml": 1}
# tuning_v35's router password said again with one more character: redact_variants reads it as a correction
_V35_VARIANT = "en_rep_pw_not_inside"
# tuning_v35's look-alike account (a PIN's digits inside it, no repeat of the PIN) is the speaker's own current account
# given to be paid into ("minha conta corrente é …, pode transferir"): round 28 cuts such an account as the speaker's
# (tuning_v41/v42's class), so it counts as changed here
_V35_OWN_ACCOUNT = "pt_rep_conta"


@pytest.mark.parametrize(("name", "sizes"), [("tuning_v35.yaml", (75, 38)), ("tuning_v35b.yaml", (30, 12))])
def test_tuning_v35_repeats_whole_tokens_and_round_23_classes(name: str, sizes: tuple[int, int]) -> None:
    """tuning_v35.yaml and v35b (TUNED ON, so their figures estimate nothing): round 23's classes (a value cut once
    and met again inside a service line, an account, a date, a phone or a dealer number; 12306; a client's IBAN;
    bank-app passwords, MPINs, Persian one-time codes, Baltic door codes, kana PINs, screenshots' customer ids, 5x5
    recovery codes, Mercado Pago tokens, dotted cards, two quoted parts, a bare CVV after its request, security answers
    in a markdown table), committed with their first runs before any rule (v35: 35/75 kept out, 6/38 look-alikes
    changed; v35b: 15/30, 4/12; bench/results/tuning_v35_first_run.txt, tuning_v35b_first_run.txt)."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert (total, looks) == sizes
    assert all(_V35_VARIANT in x or _V35_OWN_ACCOUNT in x for x in changed) and len(changed) <= 2, changed
    assert kept >= total - _V35_RECALL_LEFT[name], misses



def test_tuning_v36_round_24a_classes() -> None:
    """tuning_v36.yaml (TUNED ON, so its figures estimate nothing): round 24a's classes (hex and base64 keys named by
    a key word or a constant, recovery codes one a line, dial combinations, gift cards, a card's code by where it is
    printed, parts and corrections across messages in ko/de/pl/nl/vi/ja, security answers after 「question」, zh-Hant
    SMS codes, process substitution, ssn columns, Devanagari locker codes, seed phrases apart, licences; and their
    look-alikes), committed with its first run before any rule (65/116 kept out, 2/56 look-alikes changed;
    bench/results/tuning_v36_first_run.txt)."""
    kept, total, misses, looks, changed = heldout("tuning_v36.yaml", show=False)
    assert (total, looks) == (116, 56)
    assert kept == total, misses
    assert changed == []


# the spent sets v10..v21 after round 24a (their misses read as classes, fixed on tuning_v36.yaml): floors, not
# estimates; the three left are IBANs: two a payee's word names (a property manager's after Empfänger, one under a
# fatura-recibo), which utils.redact_payees keeps for the precision sets, and a Romanian one whose body is letters
# v11's and v14's routing numbers beside an account are public since round 31a's policy change (a bank's identifier,
# printed on every cheque): one secret fewer each; v20's M-Pesa transaction code, a look-alike to its writer, is a
# secret by the writers' brief v3 since round 34a: one look-alike changed (a policy conflict)
_AFTER_ROUND_24A = {10: (183, 0), 11: (198, 0), 12: (211, 0), 13: (142, 0), 14: (166, 0), 15: (200, 0), 16: (185, 0),
                    17: (250, 0), 18: (236, 0), 19: (267, 0), 20: (261, 1), 21: (228, 0)}


@pytest.mark.parametrize("v", sorted(_AFTER_ROUND_24A))
def test_spent_sets_v10_to_v21_after_round_24a(v: int) -> None:
    kept, _, _, changed = floor(f"heldout_v{v}.yaml")
    assert kept >= _AFTER_ROUND_24A[v][0] and changed <= _AFTER_ROUND_24A[v][1]

def test_a_repeat_is_cut_as_a_whole_token_and_a_short_number_where_named() -> None:
    """My own sentences: a PIN cut once is cut again where it is named or alone, never as a group of a longer number."""
    mem = SecretMemory("bob")
    assert "4821" not in mem.redact("my card PIN is 4821", True)[0]
    for later in ("the hotline is 0800 4821 000", "account 148210933", "see you on 2025-04-82 or at 48.21"):
        assert mem.redact(later, True)[0] == later
    assert "4821" not in mem.redact("the PIN was 4821, right?", True)[0]
    assert "4821" not in mem.redact("4821?", True)[0]
    assert mem.redact("it costs 4821 euros in the shop downtown, we saw it", True)[0].count("4821") == 1


def test_public_values_keep_the_public_sibling_and_cut_the_secret() -> None:
    """My own sentences, not a set's: each public value stays while its secret sibling in the same text is cut."""
    cases = [
        ("Invoice from Nordhaus GmbH: pay to DE65431393055453235295. I pay from my IBAN DE23813412638479704988.",
         "DE65431393055453235295", "DE23813412638479704988"),
        ("Add my bank details to the invoice: DE23813412638479704988", None, "DE23813412638479704988"),
        ("public key APP_USR-ce9a1f0c-e6ef-4e3d-b11c-ff41c3baac9d, access token "
         "APP_USR-8146319477591009-126369-003a6630d95495d395dc32898583128f-624973847",
         "APP_USR-ce9a1f0c-e6ef-4e3d-b11c-ff41c3baac9d", "003a6630d95495d395dc32898583128f"),
        ("router is an Archer AX55, wifi password Archer2024!x", "Archer AX55", "Archer2024!x"),
        ("data:\n  namespace: YmlsbGluZw==\n  password: cGFzc3dvcmQ=\nnamespace billing, user password",
         "YmlsbGluZw==", "cGFzc3dvcmQ="),
        ("The gate code is 9021, same code for all residents. My alarm code is 6891.", "9021", "6891"),
        ("The gate code is 9021, same code for all residents, and my PIN is 6891.", "9021", "6891"),
        ("The gate code is 9021 and my PIN is 6891, the gate one is the same for all residents.", None, "6891"),
        ("Der WLAN-Schlüssel von der FRITZ!Box ist 84152290663710485522.", "FRITZ!Box", "84152290663710485522"),
        ("Please write a short invoice note: pay to Nordhaus GmbH, IBAN DE65431393055453235295", None,
         "DE65431393055453235295"),
        ("docs: API_KEY=sk-sample-XXXXXXXXXXXXXXXXXXXX, ours: sk-proj-Vb7Qz3LmT9xRk2WpN6cHa4Jd8FsYe1Gu",
         "sk-sample-XXXXXXXXXXXXXXXXXXXX", "sk-proj-Vb7Qz3LmT9xRk2WpN6cHa4Jd8FsYe1Gu"),
        ("here is my key AKIAIOSFODNN7EXAMPLE please keep it", None, "AKIAIOSFODNN7EXAMPLE"),
    ]
    for text, public, secret in cases:
        out, _ = redact(text)
        assert secret not in out, out
        if public is not None:
            assert public in out, out


@pytest.mark.parametrize(("name", "sizes"), [("tuning_v33.yaml", (90, 15)), ("tuning_v33b.yaml", (31, 9))])
def test_tuning_v33_variants_parts_and_named_codes(name: str, sizes: tuple[int, int]) -> None:
    """tuning_v33.yaml and v33b (TUNED ON, so their figures estimate nothing): round 22a's classes (a password cut
    earlier and corrected later by its case or one character, passwords in two named parts, a door code announced as
    coming next, PINs in CJK numerals and number words, a card's code of the length just named, an old PIN after the
    new one, Troy cards, Israeli ids, screen-lock and Hungarian gate codes, a bank's user id beside its password,
    Wi-Fi keys in groups, expired codes, Spanish security answers, alarm code words, Arabic passwords; dates,
    addresses, counts, prices, models, versions, service lines, branches and SIRETs kept), each committed with its
    first run on main before any rule (v33: 45/90 kept out, 0/15 look-alikes changed; v33b: 18/31, 1/9;
    bench/results/tuning_v33_first_run.txt, tuning_v33b_first_run.txt). The one miss left: a French digicode with a
    letter ("5B18") sent bare after its announcement (SecretMemory's bare values are digits or password-shaped)."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert (total, looks) == sizes
    assert changed == []
    assert kept >= total - (1 if name == "tuning_v33.yaml" else 0), misses


@pytest.mark.parametrize(("name", "sizes"), [("tuning_v27.yaml", (87, 74)), ("tuning_v27b.yaml", (34, 24))])
def test_tuning_v27_recall_classes_kept_out(name: str, sizes: tuple[int, int]) -> None:
    """tuning_v27.yaml and v27b (TUNED ON, so their figures estimate nothing): the classes of the last blind set's
    misses (an alarm code beside a gate's or a keypad's, a mailbox's or a locker's dial, national ids with their checks
    after a person's name, a KVNR by its German names, security answers in CJK, WeChat Pay and LINE keys, a card's code
    in CJK and Arabic, a card PIN in Portuguese, Spanish, Italian), each committed with its first run on main before
    any rule (v27: 56/87 kept out, 1/74 look-alikes changed; v27b: 24/34, 2/24; bench/results/tuning_v27_first_run.txt,
    tuning_v27b_first_run.txt). Every secret is kept out and every look-alike beside it stays."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert (total, looks) == sizes
    assert changed == []
    assert kept == total, misses


def test_heldout_v17() -> None:
    """heldout_v17.yaml (make_heldout_v17.py, seed 20261217) was written blind by a helper who read no project file
    nor earlier set, committed (54aec94) after redaction round 12 merged, and run once
    (bench/results/heldout_v17_first_run.txt). Round 12's author knew the coverage list the set's writer was given
    (categories, never items). FIRST_RUN_V17 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v17.yaml")
    assert total == 251 and looks == 201
    assert kept >= FIRST_RUN_V17[0] and changed <= FIRST_RUN_V17[1]


FIRST_RUN_V17 = (214, 8)  # the one run: 214/251 kept out (85.3 %), 8/201 look-alikes changed (4.0 %): the gate MISSED


def test_heldout_v18() -> None:
    """heldout_v18.yaml (make_heldout_v18.py, seed 20261218) was written blind by a helper who read no project file
    nor earlier set, committed (638a024) after redaction round 13 merged, and run once
    (bench/results/heldout_v18_first_run.txt); round 13's author was not told what its writer was asked for.
    FIRST_RUN_V18 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v18.yaml")
    assert total == 237 and looks == 180
    assert kept >= FIRST_RUN_V18[0] and changed <= FIRST_RUN_V18[1]


FIRST_RUN_V18 = (193, 6)  # the one run: 193/237 kept out (81.4 %), 6/180 look-alikes changed (3.3 %): the gate MISSED


def test_heldout_v19() -> None:
    """heldout_v19.yaml (make_heldout_v19.py, seed 190419) was written blind by a helper who read no project file
    nor earlier set, committed (e8e4010) after redaction round 14 merged, and run once
    (bench/results/heldout_v19_first_run.txt); round 14's author knew only the classes of v17/v18's misses.
    FIRST_RUN_V19 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v19.yaml")
    assert total == 267 and looks == 190
    assert kept >= FIRST_RUN_V19[0] and changed <= FIRST_RUN_V19[1]


FIRST_RUN_V19 = (240, 2)  # the one run: 240/267 kept out (89.9 %), 2/190 look-alikes changed (1.1 %): recall MISSED


def test_heldout_v20() -> None:
    """heldout_v20.yaml (make_heldout_v20.py, seed 20261204) was written blind by a helper who read no project file
    nor earlier set, committed (aca560f) after redaction round 15 merged, and run once
    (bench/results/heldout_v20_first_run.txt); round 15's author knew only the classes of v19's misses.
    FIRST_RUN_V20 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v20.yaml")
    assert total == 261 and looks == 181
    assert kept >= FIRST_RUN_V20[0] and changed <= FIRST_RUN_V20[1]


FIRST_RUN_V20 = (236, 4)  # the one run: 236/261 kept out (90.4 %), 4/181 look-alikes changed (2.2 %): the gate MISSED


def test_heldout_v21() -> None:
    """heldout_v21.yaml (make_heldout_v21.py) was written blind by a helper who read no project file nor earlier
    set, committed (21da52d) after redact_checked_ids and the tidy43 clean-up merged, and run once
    (bench/results/heldout_v21_first_run.txt); redact_checked_ids' author knew only the classes of v20's misses. Its
    look-alikes sit inside the cases, beside secrets. FIRST_RUN_V21 holds that run's figures as the floor; the set is
    spent."""
    kept, total, looks, changed = floor("heldout_v21.yaml")
    assert total == 229 and looks == 174
    assert kept >= FIRST_RUN_V21[0] and changed <= FIRST_RUN_V21[1]


FIRST_RUN_V21 = (193, 7)  # the one run: 193/229 kept out (84.3 %), 7/174 look-alikes changed (4.0 %): the gate MISSED


def test_heldout_v22() -> None:
    """heldout_v22.yaml (make_heldout_v22.py, seed 22022) was written blind by a helper who read no project file nor
    earlier set, committed (e0236bd) after redaction round 17 (utils/redact_spoken_codes.py) merged, and run once
    (bench/results/heldout_v22_first_run.txt); round 17's author knew only the classes of v21's misses. Its
    look-alikes sit inside the cases. FIRST_RUN_V22 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v22.yaml")
    assert total == 237 and looks == 194
    assert kept >= FIRST_RUN_V22[0] and changed <= FIRST_RUN_V22[1]


FIRST_RUN_V22 = (210, 10)  # the one run: 210/237 kept out (88.6 %), 10/194 look-alikes changed (5.2 %): the gate MISSED


def test_heldout_v23() -> None:
    """heldout_v23.yaml (make_heldout_v23.py, seed 230023) was written blind by a helper who read no project file nor
    earlier set, committed (4843839) after redaction round 18 (service codes, identity documents, password forms,
    in-message corrections) and the precision round (utils/beside_secrets.py) merged, and run once
    (bench/results/heldout_v23_first_run.txt); round 18's author knew only the classes of v22's misses. Its
    look-alikes sit inside the cases. FIRST_RUN_V23 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v23.yaml")
    assert total == 249 and looks == 186
    assert kept >= FIRST_RUN_V23[0] and changed <= FIRST_RUN_V23[1]


FIRST_RUN_V23 = (227, 4)  # the one run: 227/249 kept out (91.2 %), 4/186 look-alikes changed (2.2 %): the gate MISSED


def test_heldout_v24() -> None:
    """heldout_v24.yaml (make_heldout_v24.py, seed 24024) was written blind by a helper who read no project file nor
    earlier set, committed (6f51a9b) after redaction rounds 19a (sequences, values before their names, spelled
    passwords), 19b (lock codes, person ids, card PINs) and precision round 19 merged, and run once
    (bench/results/heldout_v24_first_run.txt); those rounds' authors knew only the classes of v23's misses. Its
    look-alikes sit inside the cases. FIRST_RUN_V24 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v24.yaml")
    assert total == 243 and looks == 229
    assert kept >= FIRST_RUN_V24[0] and changed <= FIRST_RUN_V24[1]


FIRST_RUN_V24 = (195, 4)  # the one run: 195/243 kept out (80.2 %), 4/229 look-alikes changed (1.7 %): the gate MISSED


def test_heldout_v25() -> None:
    """heldout_v25.yaml (make_heldout_v25.py) was written blind by a helper who read no project file nor earlier set,
    committed (6e786fc) after redaction rounds 20a (announced codes sent bare, token and app codes, PINs in number
    words, cards in pieces, coordinate cards) and 20b (tables, credential lists, safe words) merged, and run once
    (bench/results/heldout_v25_first_run.txt); round 20's authors knew only the classes of v24's misses. Its
    look-alikes sit inside the cases. FIRST_RUN_V25 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v25.yaml")
    assert total == 217 and looks == 247
    assert kept >= FIRST_RUN_V25[0] and changed <= FIRST_RUN_V25[1]


FIRST_RUN_V25 = (182, 1)  # the one run: 182/217 kept out (83.9 %), 1/247 look-alikes changed (0.4 %): the gate MISSED


def test_heldout_v26() -> None:
    """heldout_v26.yaml (make_heldout_v26.py) was written blind by a helper who read no project file nor earlier set,
    committed (5ffda9e) after redaction rounds 21a (digits of other scripts, codes given, NATO keys), 21b (reported
    passwords and answers, wallet keys, id columns, listed seeds and codes) and the learned layer v2 merged, and run
    once (bench/results/heldout_v26_first_run.txt); round 21's authors knew only the classes of v25's misses. Its
    look-alikes sit inside the cases. FIRST_RUN_V26 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v26.yaml")
    assert total == 203 and looks == 225
    assert kept >= FIRST_RUN_V26[0] and changed <= FIRST_RUN_V26[1]


FIRST_RUN_V26 = (174, 9)  # the one run: 174/203 kept out (85.7 %), 9/225 look-alikes changed (4.0 %): the gate MISSED


def test_heldout_v27() -> None:
    """heldout_v27.yaml (make_heldout_v27.py) was written blind by a helper who read no project file nor earlier set,
    committed (a7f4c73) after redaction rounds 22a (variants of a cut value, passwords in parts, number words and
    CJK numerals, named codes) and precision 22 (payees' IBANs, public SDK keys, router models, documented samples)
    merged, and run once (bench/results/heldout_v27_first_run.txt); round 22's authors knew only the classes of
    v26's misses. FIRST_RUN_V27 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v27.yaml")
    assert total == 208 and looks == 227
    assert kept >= FIRST_RUN_V27[0] and changed <= FIRST_RUN_V27[1]


FIRST_RUN_V27 = (188, 5)  # the one run: 188/208 kept out (90.4 %), 5/227 look-alikes changed (2.2 %): the gate MISSED


def test_heldout_v28() -> None:
    """heldout_v28.yaml (make_heldout_v28.py) was written blind by a helper who read no project file nor earlier set,
    committed (d510773) after redaction rounds 24a and 24b (the classes of the spent v10..v27's remaining misses, in
    their authors' own wording) merged, and run once (bench/results/heldout_v28_first_run.txt). FIRST_RUN_V28 holds
    that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v28.yaml")
    assert total == 212 and looks == 225
    assert kept >= FIRST_RUN_V28[0] and changed <= FIRST_RUN_V28[1]


FIRST_RUN_V28 = (187, 8)  # the one run: 187/212 kept out (88.2 %), 8/225 look-alikes changed (3.6 %): the gate MISSED


def test_heldout_v29() -> None:
    """heldout_v29.yaml (make_heldout_v29.py) was written blind by a helper who read no project file nor earlier set,
    committed (6785607) after redaction round 25 (values announced in one message and sent bare in the next, payees'
    IBANs) merged, and run once (bench/results/heldout_v29_first_run.txt). FIRST_RUN_V29 holds that run's figures as
    the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v29.yaml")
    assert total == 201 and looks == 282
    assert kept >= FIRST_RUN_V29[0] and changed <= FIRST_RUN_V29[1]


FIRST_RUN_V29 = (183, 10)  # the one run: 183/201 kept out (91.0 %), 10/282 look-alikes changed (3.5 %): the gate MISSED


def test_heldout_v30() -> None:
    """heldout_v30.yaml (make_heldout_v30.py) was written blind by a helper who read no project file nor earlier set,
    committed (a5cec18) after redaction rounds 26a (national identity numbers by python-stdnum) and 26b (values
    dictated or split over messages, other parties' values) merged, and run once
    (bench/results/heldout_v30_first_run.txt). FIRST_RUN_V30 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v30.yaml")
    assert total == 202 and looks == 265
    assert kept >= FIRST_RUN_V30[0] and changed <= FIRST_RUN_V30[1]


FIRST_RUN_V30 = (192, 8)  # the one run: 192/202 kept out (95.0 %), 8/265 look-alikes changed (3.0 %): the gate MISSED


def test_heldout_v31() -> None:
    """heldout_v31.yaml (make_heldout_v31.py) was written blind by a helper who read no project file nor earlier set,
    committed after redaction rounds 28 (typed passphrases, own accounts, URL hosts) and 28b (short codes of locks
    and boxes) merged, and run once (bench/results/heldout_v31_first_run.txt). FIRST_RUN_V31 holds that run's figures
    as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v31.yaml")
    assert total == 207 and looks == 258
    assert kept >= FIRST_RUN_V31[0] and changed <= FIRST_RUN_V31[1]
    # Spent since: its output was read for the CLASSES that leaked or changed, fixed on tuning_v44.yaml (own wording,
    # new values) in round 29; the figures after that round are a floor too, not an estimate.
    assert kept >= AFTER_ROUND_29_V31[0] and changed <= AFTER_ROUND_29_V31[1]


FIRST_RUN_V31 = (196, 12)  # the one run: 196/207 kept out (94.7 %), 12/258 look-alikes changed (4.7 %): the gate MISSED
AFTER_ROUND_29_V31 = (206, 0)  # tuned on its classes (tuning_v44): 206/207, 0/258


def test_heldout_v32() -> None:
    """heldout_v32.yaml (make_heldout_v32.py) was written blind by a helper who read no project file nor earlier set,
    committed after redaction rounds 30a-e (five tuning sets written blind under the same brief, tuning_v45..v49)
    merged, and run once (bench/results/heldout_v32_first_run.txt). FIRST_RUN_V32 holds that run's figures as the
    floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v32.yaml")
    assert total == 193 and looks == 252
    assert kept >= FIRST_RUN_V32[0] and changed <= FIRST_RUN_V32[1]
    # Spent since: its output was read for the CLASSES that leaked (round 31b) or changed (round 31a: public bank
    # identifiers, published values, other parties' accounts); the figures after them are a floor, not an estimate.
    assert kept >= AFTER_ROUND_31_V32[0] and changed <= AFTER_ROUND_31_V32[1]


FIRST_RUN_V32 = (183, 6)  # the one run: 183/193 kept out (94.8 %), 6/252 look-alikes changed (2.4 %): the gate MISSED
AFTER_ROUND_31_V32 = (193, 0)  # tuned on its classes (rounds 31a and 31b): 193/193, 0/252


def test_heldout_v33() -> None:
    """heldout_v33.yaml (make_heldout_v33.py) was written blind by a helper who read only the writers' brief
    (tests/data/secrets/WRITER_BRIEF.md), committed after stop 50's rounds, and run once
    (bench/results/heldout_v33_first_run.txt). FIRST_RUN_V33 holds that run's figures as the floor; the set is spent."""
    kept, total, looks, changed = floor("heldout_v33.yaml")
    assert total == 218 and looks == 250
    assert kept >= FIRST_RUN_V33[0] and changed <= FIRST_RUN_V33[1]


FIRST_RUN_V33 = (191, 12)  # the one run: 191/218 kept out (87.6 %), 12/250 look-alikes changed (4.8 %): the gate MISSED
AFTER_ROUND_32_V33 = (217, 3)  # tuned on its classes (rounds 32a-c): 217/218, 3/250 (a sort code, two revoked keys
# and an M-Pesa code: policy conflicts named in the secrets README)


def test_heldout_v33_after_round_32() -> None:
    """Spent since its one run: rounds 32a-c read its output for the classes that leaked or changed; a floor."""
    kept, _, _, changed = floor("heldout_v33.yaml")
    assert kept >= AFTER_ROUND_32_V33[0] and changed <= AFTER_ROUND_32_V33[1]


def test_heldout_v34() -> None:
    """heldout_v34.yaml (make_heldout_v34.py) was written blind under the writers' brief's second version, committed
    after rounds 32a-c merged, and run once (bench/results/heldout_v34_first_run.txt); the set is spent."""
    kept, total, looks, changed = floor("heldout_v34.yaml")
    assert total == 215 and looks == 255
    assert kept >= FIRST_RUN_V34[0] and changed <= FIRST_RUN_V34[1]


FIRST_RUN_V34 = (205, 15)  # the one run: 205/215 kept out (95.3 %), 15/255 look-alikes changed (5.9 %): the gate MISSED
AFTER_ROUND_33_V34 = (215, 0)  # tuned on its classes (rounds 33a and 33b): 215/215, 0/255


def test_heldout_v35() -> None:
    """heldout_v35.yaml (make_heldout_v35.py) was written blind under the writers' brief v3, committed after rounds
    33a-b merged, and run once (bench/results/heldout_v35_first_run.txt): the floor. Its output has been read for
    the closing note (the set is spent); rounds 34a-b then took its classes."""
    kept, total, looks, changed = floor("heldout_v35.yaml")
    assert total == 199 and looks == 245
    assert kept >= FIRST_RUN_V35[0] and changed <= FIRST_RUN_V35[1]


FIRST_RUN_V35 = (180, 3)  # the one run: 180/199 kept out (90.5 %), 3/245 look-alikes changed (1.2 %): recall MISSED
AFTER_ROUND_34_V35 = (198, 0)  # tuned on its classes (rounds 34a-b): 198/199 (left: a GCash receipt's Ref No., which
# the brief's v3 example wrongly invited as a secret), 0/245


def test_heldout_v36() -> None:
    """heldout_v36.yaml and heldout_v37.yaml (make_heldout_v36.py, make_heldout_v37.py) were written blind and in
    parallel under the writers' brief v4, committed after round 34 merged, and each run once on the same rules
    (bench/results/heldout_v36_first_run.txt, heldout_v37_first_run.txt): the floors. Both sets are spent."""
    kept, total, looks, changed = floor("heldout_v36.yaml")
    assert total == 216 and looks == 248
    assert kept >= FIRST_RUN_V36[0] and changed <= FIRST_RUN_V36[1]


def test_heldout_v37() -> None:
    """See test_heldout_v36: written beside it, run once beside it."""
    kept, total, looks, changed = floor("heldout_v37.yaml")
    assert total == 202 and looks == 249
    assert kept >= FIRST_RUN_V37[0] and changed <= FIRST_RUN_V37[1]


FIRST_RUN_V36 = (201, 6)  # the one run: 201/216 kept out (93.1 %), 6/248 look-alikes changed (2.4 %): the gate MISSED
FIRST_RUN_V37 = (189, 5)  # the one run: 189/202 kept out (93.6 %), 5/249 look-alikes changed (2.0 %): recall MISSED
def test_heldout_v38() -> None:
    """heldout_v38.yaml (make_heldout_v38.py) was written blind under the writers' brief v4 in parallel with v36 and
    v37, kept outside the tree while rounds 35a-c took their classes, copied in after they merged and run once
    (bench/results/heldout_v38_first_run.txt): the floor. The set is spent."""
    kept, total, looks, changed = floor("heldout_v38.yaml")
    assert total == 212 and looks == 252
    assert kept >= FIRST_RUN_V38[0] and changed <= FIRST_RUN_V38[1]


FIRST_RUN_V38 = (200, 11)  # the one run: 200/212 kept out (94.3 %), 11/252 look-alikes changed (4.4 %): the gate MISSED;
# the stop's start gives the same: rounds 35a-c took nothing of it
AFTER_ROUND_36_V38 = (212, 0)  # tuned on its classes (rounds 36a-b): 212/212, 0/252


def test_heldout_v38_after_round_36() -> None:
    """Spent since its one run: rounds 36a-b read its output for the classes that leaked or changed; a floor."""
    kept, _, _, changed = floor("heldout_v38.yaml")
    assert kept >= AFTER_ROUND_36_V38[0] and changed <= AFTER_ROUND_36_V38[1]
AFTER_ROUND_35 = {"heldout_v36.yaml": (216, 0), "heldout_v37.yaml": (202, 0)}  # tuned on their classes (rounds 35a-c)


@pytest.mark.parametrize("name", sorted(AFTER_ROUND_35))
def test_heldout_v36_v37_after_round_35(name: str) -> None:
    """Spent since their one run: rounds 35a-c read their output for the classes that leaked or changed; floors."""
    kept, _, _, changed = floor(name)
    assert kept >= AFTER_ROUND_35[name][0] and changed <= AFTER_ROUND_35[name][1]


def test_heldout_v35_after_round_34() -> None:
    """Spent since its one run: rounds 34a-b read its output for the classes that leaked or changed; a floor."""
    kept, _, _, changed = floor("heldout_v35.yaml")
    assert kept >= AFTER_ROUND_34_V35[0] and changed <= AFTER_ROUND_34_V35[1]


def test_heldout_v34_after_round_33() -> None:
    """Spent since its one run: rounds 33a-b read its output for the classes that leaked or changed; a floor."""
    kept, _, _, changed = floor("heldout_v34.yaml")
    assert kept >= AFTER_ROUND_33_V34[0] and changed <= AFTER_ROUND_33_V34[1]


def test_heldout_v28_after_round_25() -> None:
    """Spent since its one run: v28's output was read for the CLASSES that leaked or changed (a secret named with no
    value, then the value; payees' IBANs; a -D password flag), fixed on tuning_v38.yaml (own wording, new values);
    the figures after those fixes are a floor, not an estimate (bench/results/round25.txt)."""
    kept, _, _, changed = floor("heldout_v28.yaml")
    assert kept >= 196 and changed <= 2


def test_tuning_v38_announced_values_and_payees() -> None:
    """tuning_v38.yaml (TUNED ON, so 100 % / 0 % here estimates nothing): round 25's classes, committed before its
    rules (first run on main ed30de9: 28/60 kept out, 22/101 look-alikes changed; bench/results/
    tuning_v38_first_run.txt). Every secret is kept out and every look-alike stays."""
    kept, total, misses, looks, changed = heldout("tuning_v38.yaml", show=False)
    assert (kept, total, looks) == (60, 60, 101) and misses == [] and changed == []


def test_heldout_v17_after_round_13() -> None:
    """Spent since its one run: v17's output was read for the CLASSES that leaked or changed, fixed on
    tuning_v19.yaml (own wording, new values); the figures after those fixes are a floor, not an estimate."""
    kept, _, _, changed = floor("heldout_v17.yaml")
    assert kept >= 248 and changed <= 1


# tuning_v37's look-alike changed: a routing number named as such, which the spent heldout_v14 holds as a secret in the
# same words
_V37_ROUTING = "en_routing_public"


def test_tuning_v37_dictated_native_and_bank_codes_round_24b() -> None:
    """tuning_v37.yaml (TUNED ON, so its figures estimate nothing): round 24b's classes (passwords corrected, recalled,
    split in two or spelled; PINs digit by digit, in German words, kana, Devanagari and Thai digits; native password
    words before Latin values; bank codes passed on in chat; Versichertennummern, PANs, CUITs; compose and env values;
    an SSN column; expiry in words; Wi-Fi keys in groups; and the public look-alikes beside them), committed with its
    first run before any rule (71/126 kept out, 12/83 look-alikes changed; bench/results/tuning_v37_first_run.txt).
    Every secret is kept out; every look-alike stays but the routing number (_V37_ROUTING)."""
    kept, total, misses, looks, changed = heldout("tuning_v37.yaml", show=False)
    assert (total, looks) == (126, 83)
    assert all(_V37_ROUTING in x for x in changed) and len(changed) <= 1, changed
    assert kept == total, misses


def test_cuit_check_and_public_parties_keep_my_own_sentences() -> None:
    """My own values: a person's CUIT passes its mod-11 check, a changed digit fails; a company's account to pay into
    and a generic key stay while the speaker's own secrets beside them are cut."""
    from utils.redact_tax_ids import cuit_ok
    assert cuit_ok("27-44120953-9") and not cuit_ok("27-44120953-8")
    out = redact("Pay the company account 7781 2290 4410 for the invoice; my card PIN is 6620.")[0]
    assert "7781 2290 4410" in out and "6620" not in out
    out = redact("recovery code QH7RT-9KXWM-P3N2B-V8CDL-6JGFY, unlike the generic key W269N-WFGWX-YVC9B-4J6C9-T83GX")[0]
    assert "W269N-WFGWX-YVC9B-4J6C9-T83GX" in out and "QH7RT" not in out
    assert "sk-...your-key-here" in redact("OPENAI_API_KEY=sk-...your-key-here\nSECRET_KEY=Zq8!mW2rT4x")[0]


def test_tuning_v42_round_28_classes() -> None:
    """tuning_v42.yaml (TUNED ON, so its figures estimate nothing): round 28's classes (passphrases typed at a prompt,
    seed phrases named in many languages, prepaid and gift-card codes of many stores, the real value after a template,
    the speaker's own account beside a payee's; barcodes passing Luhn, printed default PINs, API error codes, git URLs,
    documented test keys, order numbers), committed with its first run before any rule (42/73 kept out, 13/91
    look-alikes changed; bench/results/tuning_v42_first_run.txt)."""
    kept, total, misses, looks, changed = heldout("tuning_v42.yaml", show=False)
    assert (total, looks) == (73, 91)
    assert kept == total and not changed, (misses, changed)
    # the second batch, other wordings, committed with its first run on round 28's rules (17/30, 2/28;
    # bench/results/tuning_v42b_first_run.txt)
    kept, total, misses, looks, changed = heldout("tuning_v42b.yaml", show=False)
    assert (total, looks) == (30, 28)
    assert kept == total and not changed, (misses, changed)


def test_heldout_v29_v30_after_round_28() -> None:
    """Spent since their one runs: v29's and v30's output was read for the CLASSES that leaked or changed, fixed on
    tuning_v41.yaml and tuning_v42.yaml (own wording, new values); the figures after round 28 are a floor, not an
    estimate."""
    assert floor("heldout_v29.yaml") == (201, 201, 282, 0)
    kept, total, looks, changed = floor("heldout_v30.yaml")
    assert (kept, total, looks, changed) == (202, 202, 265, 0)


# look-alikes of a tuning set that our policy cuts, counted as changed: tuning_v47's two card expiries after a card
# sent in pieces (the sets disagree on those); tuning_v48's private payee's 振込先 account (tuning_v19 and v25 hold
# such accounts as secrets). The routing numbers beside an account (tuning_v47, tuning_v49) stay since round 31a's
# policy change.
_TUNED_LOOKS_LEFT = {"tuning_v47.yaml": 2, "tuning_v48.yaml": 1}


@pytest.mark.parametrize("name", ["tuning_v39.yaml", "tuning_v40.yaml", "tuning_v41.yaml", "tuning_v43.yaml",
                                  "tuning_v44.yaml", "tuning_v45.yaml", "tuning_v46.yaml", "tuning_v47.yaml",
                                  "tuning_v48.yaml", "tuning_v48b.yaml", "tuning_v49.yaml"])
def test_later_tuning_sets_hold(name: str) -> None:
    """The tuning sets with no test of their own above (TUNED ON, so their figures estimate nothing): every secret is
    kept out and every look-alike inside a case stays, but those _TUNED_LOOKS_LEFT counts. The corpus test reads only
    the cases' secrets, so without this a rule could change these sets' look-alikes unseen."""
    kept, total, misses, looks, changed = heldout(name, show=False)
    assert kept == total, f"{total - kept} secrets missed"
    assert len(changed) <= _TUNED_LOOKS_LEFT.get(name, 0), f"{len(changed)}/{looks} look-alikes changed"


# Sets of look-alikes only (no secrets): ordinary number-like values beside words that often name a secret, in 31
# languages, each written blind by a helper who read only tests/data/secrets/LOOKALIKE_BRIEF.md. Their first runs on
# the rules (bench/results/tuning_v5{0,1,2}_first_run.txt, before any rule for them): 6/665, 6/637 and 6/720 changed;
# after round 37a (organisations' donation accounts, a supplier's tax number, India's postal PIN code for a place, a
# tutorial's sample code kept): 0/665, 0/637 and 0/720 (TUNED ON since). Each figure is the most this set may lose; a
# rule that cuts more of them fails here.
_LOOKS_ONLY_LEFT = {"tuning_v50.yaml": 0, "tuning_v51.yaml": 0, "tuning_v52.yaml": 0}


@pytest.mark.parametrize("name", sorted(_LOOKS_ONLY_LEFT))
def test_lookalike_only_sets_hold(name: str) -> None:
    kept, total, _, looks, changed = heldout(name, show=False)
    assert total == 0 and looks > 600
    assert len(changed) <= _LOOKS_ONLY_LEFT[name], f"{len(changed)}/{looks} look-alikes changed"


# heldout_v39-v41 (make_heldout_v39.py ... v41): three blind sets written in parallel under the writers' brief v4,
# each by a helper who read only the brief, kept outside the tree until this stop's rounds merged (the precision round
# 37a, the quoted-message refactor, the variants fix), committed (aabade3) and run once each
# (bench/results/heldout_v39_first_run.txt ...): the floors; the stop's start 03c9726 gives the same figures. Eleven
# of the misses are whole connection strings whose credentials were cut and whose host stayed: these writers listed
# the whole string, thirty look-alikes of earlier sets are such hosts; the policy (cut the credentials) is unchanged.
FIRST_RUN_V39_V41 = {"heldout_v39.yaml": (198, 267, 179, 4),  # 90.4 %, 1.5 %: the gate MISSED on recall
                     "heldout_v40.yaml": (200, 251, 184, 4),  # 92.0 %, 1.6 %
                     "heldout_v41.yaml": (210, 262, 190, 3)}  # 90.5 %, 1.1 %


AFTER_ROUND_37 = {"heldout_v39.yaml": (193, 0), "heldout_v40.yaml": (197, 1),  # tuned on their classes (rounds
                  "heldout_v41.yaml": (201, 0)}  # 37b-c; the connection strings left by policy, v40's game key cut)

# Written under WRITER_BRIEF v5 (a connection string's secret is its credentials), blind, each run once on d613662.
FIRST_RUN_V42_V43 = {"heldout_v42.yaml": (205, 265, 197, 5),  # 96.1 %, 1.9 %: the gate MISSED on recall
                     "heldout_v43.yaml": (206, 255, 197, 1)}  # 95.6 %, 0.4 %

AFTER_ROUND_38 = {"heldout_v42.yaml": (203, 0),  # tuned on their classes (rounds 38a-b); v42's two left are a
                  "heldout_v43.yaml": (206, 0)}  # numeric app password and an account beside its branch (pt-BR)

# heldout_v44: written under WRITER_BRIEF v5 after rounds 38a-b merged, blind, run once on 975dc20: the floor.
FIRST_RUN_V44 = (216, 251, 210, 4)  # 97.2 %, 1.6 %: the gate MISSED on recall (six secrets), held on look-alikes

AFTER_ROUND_39 = {"heldout_v44.yaml": (216, 0)}  # tuned on its classes (rounds 39a-b)

# heldout_v45 and v46: written in parallel under WRITER_BRIEF v5, blind, committed before rounds 39a-b merged and
# run once each on their merge (44306cc): the floors.
FIRST_RUN_V45_V46 = {"heldout_v45.yaml": (223, 250, 211, 4),  # 94.6 %, 1.6 %: the gate MISSED on recall
                     "heldout_v46.yaml": (219, 255, 212, 2)}  # 96.8 %, 0.8 %

# heldout_v47: written under WRITER_BRIEF v5 after v45 and v46's run, blind, committed before rounds 40a-b merged and
# run once on their final merge (6af9665): the floor.
FIRST_RUN_V47 = (222, 246, 213, 4)  # 95.9 %, 1.6 %: the gate MISSED on recall (nine secrets), held on look-alikes

AFTER_ROUND_40 = {"heldout_v45.yaml": (223, 0),  # tuned on their classes (rounds 40a-b)
                  "heldout_v46.yaml": (219, 0)}

AFTER_ROUND_41 = {"heldout_v47.yaml": (222, 0)}  # tuned on its classes (round 41a)

# heldout_v48 and v49: written in parallel under WRITER_BRIEF v5 at stop 56's start, blind, committed before rounds
# 41a-b and the retrained learned layer merged, run once each on their final merge (4579235): the floors.
FIRST_RUN_V48_V49 = {"heldout_v48.yaml": (222, 265, 210, 9),  # 94.6 %, 3.4 %: the gate MISSED on both
                     "heldout_v49.yaml": (214, 256, 207, 4)}  # 96.7 %, 1.6 %: MISSED on recall
AFTER_ROUND_42 = {"heldout_v48.yaml": (222, 0), "heldout_v49.yaml": (214, 0)}  # tuned on their classes (42a-b)

# heldout_v50 and v51: written in parallel under WRITER_BRIEF v5 at stop 57's start, blind, committed before rounds
# 42a-b merged, run once each on their merge (3a6ea33): the floors.
FIRST_RUN_V50_V51 = {"heldout_v50.yaml": (217, 254, 206, 4),  # 94.9 %, 1.6 %: the gate MISSED on recall
                     "heldout_v51.yaml": (205, 248, 195, 3)}  # 95.1 %, 1.2 %: MISSED on recall
AFTER_ROUND_43 = {"heldout_v50.yaml": (217, 0), "heldout_v51.yaml": (205, 0)}  # tuned on their classes (43a-b)

# heldout_v52, v53 and tuning_v53, v54: four sets written in parallel under WRITER_BRIEF v5 at stop 58's start (the
# tuning ones by the same brief, named for their use after the run), blind, committed before anything else of the stop
# and run once each on main as rounds 43a-b left it (fc6791e): the floors.
FIRST_RUN_V52_V53 = {"heldout_v52.yaml": (214, 252, 209, 4),  # 97.7 %, 1.6 %: the gate MISSED on recall
                     "heldout_v53.yaml": (216, 269, 203, 7),  # 94.0 %, 2.6 %: MISSED on both
                     "tuning_v53.yaml": (201, 252, 196, 10),  # 97.5 %, 4.0 %: MISSED on both
                     "tuning_v54.yaml": (219, 257, 209, 4)}  # 95.4 %, 1.6 %: MISSED on recall
AFTER_ROUND_44 = {"heldout_v52.yaml": (214, 0), "heldout_v53.yaml": (216, 0),  # tuned on their classes (44a-b)
                  "tuning_v53.yaml": (201, 1), "tuning_v54.yaml": (219, 1)}
FIRST_RUN_V54_V55 = {"heldout_v54.yaml": (216, 255, 213, 2),  # 98.6 %, 0.8 %: the gate MISSED on recall (one secret)
                     "heldout_v55.yaml": (208, 250, 201, 4)}  # 96.6 %, 1.6 %: MISSED on recall
AFTER_ROUND_45 = {"heldout_v54.yaml": (216, 0), "heldout_v55.yaml": (208, 0),  # tuned on their classes (45a-b)
                  "tuning_v53.yaml": (201, 0)}
# heldout_v56, v57 and v58: written in parallel under WRITER_BRIEF v5 at stop 60's start, blind, committed before their
# run (2135497) and run once each on rounds 45a-b's final tree (1dd819a): the floors.
FIRST_RUN_V56_V58 = {"heldout_v56.yaml": (216, 248, 205, 4),  # 94.9 %, 1.6 %: the gate MISSED on recall
                     "heldout_v57.yaml": (218, 265, 204, 2),  # 93.6 %, 0.8 %: MISSED on recall
                     "heldout_v58.yaml": (218, 248, 211, 1)}  # 96.8 %, 0.4 %: MISSED on recall

AFTER_ROUND_46 = {"heldout_v56.yaml": (216, 1), "heldout_v57.yaml": (217, 0),  # tuned on their classes (46a-b)
                  "heldout_v58.yaml": (217, 0)}

# heldout_v59, v60 and v61: written in parallel under WRITER_BRIEF v5 while rounds 46a-b were built, blind, committed
# before their run (296deb6) and run once each on rounds 46a-b's final tree (f93c03c): the floors.
FIRST_RUN_V59_V61 = {"heldout_v59.yaml": (209, 254, 205, 1),  # 98.1 %, 0.4 %: the gate MISSED on recall
                     "heldout_v60.yaml": (212, 254, 199, 6),  # 93.9 %, 2.4 %: MISSED on both
                     "heldout_v61.yaml": (212, 249, 206, 6)}  # 97.2 %, 2.4 %: MISSED on both

AFTER_ROUND_47 = {"heldout_v59.yaml": (209, 0), "heldout_v60.yaml": (211, 1),  # tuned on their classes (47a-b)
                  "heldout_v61.yaml": (212, 3)}

AFTER_ROUND_48 = {"heldout_v62.yaml": (212, 2), "heldout_v63.yaml": (213, 0),  # tuned on their classes (48a-b)
                  "heldout_v64.yaml": (211, 1)}

AFTER_ROUND_49 = {"heldout_v65.yaml": (210, 3), "heldout_v66.yaml": (215, 1),  # tuned on their classes (49a)
                  "heldout_v67.yaml": (216, 1)}

AFTER_ROUND_50 = {"heldout_v67.yaml": (217, 1), "heldout_v68.yaml": (219, 1),  # tuned on their classes (50a-b)
                  "heldout_v69.yaml": (198, 0), "heldout_v70.yaml": (225, 1)}

AFTER_ROUND_51 = {"heldout_v65.yaml": (211, 3),  # round 51a's Turkish code "kodu geldi" (beside_secrets' phone label)
                  "heldout_v71.yaml": (200, 0), "heldout_v72.yaml": (210, 1),  # tuned on their classes (51a-b)
                  "heldout_v73.yaml": (213, 0)}
AFTER_ROUND_52 = {"heldout_v74.yaml": (211, 0), "heldout_v75.yaml": (209, 0),  # tuned on their classes (52a-b)
                  "heldout_v76.yaml": (214, 0)}
AFTER_ROUND_53 = {"heldout_v77.yaml": (212, 0), "heldout_v78.yaml": (199, 0),  # tuned on their classes (53a-b)
                  "heldout_v79.yaml": (231, 0)}
AFTER_ROUND_54 = {"heldout_v80.yaml": (205, 0), "heldout_v81.yaml": (198, 0),  # tuned on their classes (54a-b)
                  "heldout_v82.yaml": (211, 0)}
AFTER_ROUND_55 = {"heldout_v83.yaml": (199, 1), "heldout_v84.yaml": (213, 0),  # tuned on their classes (55a-b)
                  "heldout_v85.yaml": (217, 0)}
AFTER_ROUND_56 = {"heldout_v86.yaml": (218, 0), "heldout_v87.yaml": (209, 0),  # tuned on their classes (56a-b)
                  "heldout_v88.yaml": (219, 0)}
AFTER_ROUND_57 = {"heldout_v89.yaml": (226, 0), "heldout_v90.yaml": (221, 0),  # tuned on their classes (57a-b)
                  "heldout_v91.yaml": (222, 0)}
AFTER_ROUND_58 = {"heldout_v92.yaml": (220, 0), "heldout_v93.yaml": (213, 0),  # tuned on their classes (58a-b)
                  "heldout_v94.yaml": (213, 0)}
AFTER_ROUND_59 = {"heldout_v95.yaml": (215, 0), "heldout_v96.yaml": (214, 0),  # tuned on their classes (59a-b)
                  "heldout_v97.yaml": (212, 0)}
AFTER_ROUND_60 = {"heldout_v98.yaml": (208, 0), "heldout_v99.yaml": (225, 0),  # tuned on their classes (60a-b)
                  "heldout_v100.yaml": (211, 0)}

# heldout_v62, v63 and v64: written in parallel under WRITER_BRIEF v5 while rounds 47a-b were built, blind, committed
# before their run (3112149, 5fe4b32) and run once each on rounds 47a-b's final tree (e50f41d): the floors.
FIRST_RUN_V62_V64 = {"heldout_v62.yaml": (212, 245, 203, 6),  # 95.8 %, 2.4 %: the gate MISSED on both
                     "heldout_v63.yaml": (213, 257, 207, 3),  # 97.2 %, 1.2 %: MISSED on recall
                     "heldout_v64.yaml": (211, 253, 200, 4)}  # 94.8 %, 1.6 %: MISSED on recall

# heldout_v65, v66 and v67: written in parallel under WRITER_BRIEF v5 while rounds 48a-b were built, blind, committed
# before their run (96f1062, 28ae874, 73a481d) and run once each on rounds 48a-b's final tree (c869efd): the floors.
FIRST_RUN_V65_V67 = {"heldout_v65.yaml": (212, 253, 206, 3),  # 97.2 %, 1.2 %: the gate MISSED on recall
                     "heldout_v66.yaml": (217, 255, 212, 1),  # 97.7 %, 0.4 %: MISSED on recall
                     "heldout_v67.yaml": (217, 257, 209, 1)}  # 96.3 %, 0.4 %: MISSED on recall

# heldout_v68, v69 and v70: written in parallel under WRITER_BRIEF v5 while round 49a was built, blind, committed
# before their run (7ba68cc) and run once each on round 49a's final tree (ac34a16): the floors.
FIRST_RUN_V68_V70 = {"heldout_v68.yaml": (219, 246, 210, 2),  # 95.9 %, 0.8 %: the gate MISSED on recall
                     "heldout_v69.yaml": (199, 246, 186, 3),  # 93.5 %, 1.2 %: MISSED on recall
                     "heldout_v70.yaml": (225, 266, 222, 1)}  # 98.7 %, 0.4 %: MISSED on recall

# heldout_v71, v72 and v73: written in parallel under WRITER_BRIEF v5 while rounds 50a-b were built, blind, committed
# before their run (5898f5a) and run once each on rounds 50a-b's final tree (fafd4e7): the floors.
FIRST_RUN_V71_V73 = {"heldout_v71.yaml": (201, 256, 188, 6),  # 93.5 %, 2.3 %: the gate MISSED on both
                     "heldout_v72.yaml": (210, 262, 202, 4),  # 96.2 %, 1.5 %: MISSED on recall
                     "heldout_v73.yaml": (213, 258, 207, 5)}  # 97.2 %, 1.9 %: MISSED on recall

# heldout_v74, v75 and v76: written in parallel under WRITER_BRIEF v5 while rounds 51a-b were built, blind, committed
# before their run (433a2fc, 862fd07) and run once each on rounds 51a-b's final
# tree (4576b4a): the floors.
FIRST_RUN_V74_V76 = {"heldout_v74.yaml": (213, 250, 199, 6),  # 93.4 %, 2.4 %: the gate MISSED on both
                     "heldout_v75.yaml": (209, 250, 203, 3),  # 97.1 %, 1.2 %: MISSED on recall
                     "heldout_v76.yaml": (215, 249, 210, 6)}  # 97.7 %, 2.4 %: MISSED on both

# heldout_v77, v78 and v79: written in parallel under WRITER_BRIEF v5 after rounds 51a-b were built, blind, committed
# before their run (37970f2) and run once each on rounds 52a-b's final tree (498abf3): the floors.
FIRST_RUN_V77_V79 = {"heldout_v77.yaml": (215, 243, 207, 1),  # 96.3 %, 0.4 %: the gate MISSED on recall
                     "heldout_v78.yaml": (199, 239, 197, 1),  # 98.99 %, 0.4 %: MISSED on recall, by one secret
                     "heldout_v79.yaml": (231, 245, 224, 5)}  # 97.0 %, 2.04 %: MISSED on both

# heldout_v80, v81 and v82: written in parallel under WRITER_BRIEF v5 while rounds 52a-b were built, blind, committed
# before their run (7844227, aaab3f0) and run once each on rounds 53a-b's final tree (2506954): the floors.
FIRST_RUN_V80_V82 = {"heldout_v80.yaml": (206, 254, 202, 4),  # 98.1 %, 1.6 %: the gate MISSED on recall
                     "heldout_v81.yaml": (198, 249, 191, 3),  # 96.5 %, 1.2 %: MISSED on recall
                     "heldout_v82.yaml": (211, 261, 204, 2)}  # 96.7 %, 0.8 %: MISSED on recall

# heldout_v83, v84 and v85: written in parallel under WRITER_BRIEF v5 while rounds 54a-b were built, blind, committed
# before their run (a7aad32, 0303e84) and run once each on rounds 54a-b's final tree (7dd2e53): the floors.
FIRST_RUN_V83_V85 = {"heldout_v83.yaml": (199, 251, 196, 2),  # 98.5 %, 0.8 %: the gate MISSED on recall
                     "heldout_v84.yaml": (213, 254, 209, 2),  # 98.1 %, 0.8 %: MISSED on recall
                     "heldout_v85.yaml": (217, 244, 210, 1)}  # 96.8 %, 0.4 %: MISSED on recall

# heldout_v86, v87 and v88: written in parallel under WRITER_BRIEF v5 while rounds 55a-b were built, blind, committed
# before their run (8a11f9e, 65c3448) and run once each on rounds 55a-b's final tree (cbbf2a3): the floors.
FIRST_RUN_V86_V88 = {"heldout_v86.yaml": (218, 249, 214, 3),  # 98.2 %, 1.2 %: the gate MISSED on recall
                     "heldout_v87.yaml": (209, 251, 199, 2),  # 95.2 %, 0.8 %: MISSED on recall
                     "heldout_v88.yaml": (219, 247, 215, 2)}  # 98.2 %, 0.8 %: MISSED on recall

# heldout_v89, v90 and v91: written in parallel under WRITER_BRIEF v5 while rounds 56a-b were built, blind, committed
# before their run (e5889e3, 3d940e0, 586826c) and run once each on rounds 56a-b's final tree (77f5f30): the floors.
FIRST_RUN_V89_V91 = {"heldout_v89.yaml": (226, 268, 221, 1),  # 97.8 %, 0.4 %: the gate MISSED on recall
                     "heldout_v90.yaml": (221, 256, 216, 3),  # 97.7 %, 1.2 %: MISSED on recall
                     "heldout_v91.yaml": (222, 269, 218, 0)}  # 98.2 %, 0.0 %: MISSED on recall

# heldout_v92, v93 and v94: written in parallel under WRITER_BRIEF v5 while rounds 57a-b were built, blind, committed
# before their run (3877a9e, da41d46) and run once each on rounds 57a-b's final tree (0a58e4a): the floors.
FIRST_RUN_V92_V94 = {"heldout_v92.yaml": (220, 259, 213, 3),  # 96.8 %, 1.2 %: the gate MISSED on recall
                     "heldout_v93.yaml": (213, 248, 208, 3),  # 97.7 %, 1.2 %: MISSED on recall
                     "heldout_v94.yaml": (213, 262, 209, 4)}  # 98.1 %, 1.5 %: MISSED on recall

# heldout_v95, v96 and v97: written in parallel under WRITER_BRIEF v5 while rounds 58a-b were built, blind, committed
# before their run (e5c11eb) and run once each on rounds 58a-b's final tree (0eb2ca6): the floors.
FIRST_RUN_V95_V97 = {"heldout_v95.yaml": (215, 249, 208, 1),  # 96.7 %, 0.4 %: the gate MISSED on recall
                     "heldout_v96.yaml": (214, 257, 211, 1),  # 98.6 %, 0.4 %: MISSED on recall
                     "heldout_v97.yaml": (212, 254, 204, 1)}  # 96.2 %, 0.4 %: MISSED on recall

# heldout_v98, v99 and v100: written in parallel under WRITER_BRIEF v5 while rounds 59a-b were built, blind, committed
# before their run (18d46ce, 9a5c8e4, a2dcfaf) and run once each on rounds 59a-b's final tree (f46bd61): the floors.
FIRST_RUN_V98_V100 = {"heldout_v98.yaml": (208, 253, 196, 1),  # 94.2 %, 0.4 %: the gate MISSED on recall
                      "heldout_v99.yaml": (225, 245, 223, 1),  # 99.1 %, 0.4 %: the gate MET (the first set)
                      "heldout_v100.yaml": (211, 268, 207, 4)}  # 98.1 %, 1.5 %: MISSED on recall

# heldout_v101, v102 and v103: written in parallel under WRITER_BRIEF v5 while rounds 60a-b were built, blind, committed
# before their run (f41e6f3, bab4fde, ccef0c8) and run once each on rounds 60a-b's final tree (d4c7dc7): the floors.
FIRST_RUN_V101_V103 = {"heldout_v101.yaml": (199, 246, 189, 2),  # 95.0 %, 0.8 %: the gate MISSED on recall
                       "heldout_v102.yaml": (215, 259, 208, 3),  # 96.7 %, 1.2 %: MISSED on recall
                       "heldout_v103.yaml": (217, 270, 211, 0)}  # 97.2 %, 0.0 %: MISSED on recall

# (secrets, look-alikes, kept out, look-alikes changed) of each blind set's one run since v39
FIRST_RUNS = {**FIRST_RUN_V39_V41, **FIRST_RUN_V42_V43, "heldout_v44.yaml": FIRST_RUN_V44, **FIRST_RUN_V45_V46,
              "heldout_v47.yaml": FIRST_RUN_V47, **FIRST_RUN_V48_V49, **FIRST_RUN_V50_V51,
              **FIRST_RUN_V52_V53, **FIRST_RUN_V54_V55, **FIRST_RUN_V56_V58,
              **FIRST_RUN_V59_V61, **FIRST_RUN_V62_V64, **FIRST_RUN_V65_V67,
              **FIRST_RUN_V68_V70, **FIRST_RUN_V71_V73, **FIRST_RUN_V74_V76,
              **FIRST_RUN_V77_V79, **FIRST_RUN_V80_V82, **FIRST_RUN_V83_V85, **FIRST_RUN_V86_V88,
              **FIRST_RUN_V89_V91, **FIRST_RUN_V92_V94, **FIRST_RUN_V95_V97,
              **FIRST_RUN_V98_V100, **FIRST_RUN_V101_V103}
# (kept out, changed) after the rounds that read a set's output
AFTER_ROUNDS = {**AFTER_ROUND_37, **AFTER_ROUND_38, **AFTER_ROUND_39, **AFTER_ROUND_40, **AFTER_ROUND_41,
               **AFTER_ROUND_42, **AFTER_ROUND_43, **AFTER_ROUND_44, **AFTER_ROUND_45, **AFTER_ROUND_46,
               **AFTER_ROUND_47, **AFTER_ROUND_48, **AFTER_ROUND_49, **AFTER_ROUND_50,
               **AFTER_ROUND_51, **AFTER_ROUND_52, **AFTER_ROUND_53, **AFTER_ROUND_54, **AFTER_ROUND_55,
               **AFTER_ROUND_56, **AFTER_ROUND_57, **AFTER_ROUND_58, **AFTER_ROUND_59,
               **AFTER_ROUND_60}


@pytest.mark.parametrize("name", sorted(FIRST_RUNS))
def test_heldout_first_runs_from_v39(name: str) -> None:
    """Blind until their one run; spent since (their output read): the first runs as floors."""
    secrets, n_looks, first_kept, first_changed = FIRST_RUNS[name]
    kept, total, looks, changed = floor(name)
    assert total == secrets and looks == n_looks
    assert kept >= first_kept and changed <= first_changed


@pytest.mark.parametrize("name", sorted(AFTER_ROUNDS))
def test_heldout_from_v39_after_their_rounds(name: str) -> None:
    """Spent since their one run: rounds 37b-c (v39-v41), 38a-b (v42-v43), 39a-b (v44), 40a-b (v45-v46) and 41a (v47)
    read their output for the classes that leaked or changed; floors."""
    kept, _, _, changed = floor(name)
    assert kept >= AFTER_ROUNDS[name][0] and changed <= AFTER_ROUNDS[name][1]
