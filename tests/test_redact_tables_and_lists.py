"""Round 20b's classes: passwords in tables (SQL INSERT, CSV/TSV exports, markdown), lists of credentials written for
a relative, a family's safe word, key-box codes, recovery codes in a row under a sentence naming them; and what stays
beside them (ids, emails, URLs, action references, serials, a locker's own number). My own sentences, not a held-out
item."""

from __future__ import annotations

import pytest

from utils import recovery_codes, redact_credential_lists, redact_safe_words, redact_tables
from utils.redact import redact


def _cut(text: str, values: list[str]) -> None:
    out, _ = redact(text)
    assert not [v for v in values if v in out], out


def _kept(text: str, values: list[str]) -> None:
    out, _ = redact(text)
    assert [v for v in values if out.count(v) < text.count(v)] == [], out


@pytest.mark.parametrize(("text", "secret", "public"), [
    ("INSERT INTO users (id, email, password_plain, last_order_id) VALUES (3307, 'li@shop.test', 'Raven&4419', 90812);",
     ["Raven&4419"], ["3307", "90812", "li@shop.test"]),
    ("insert into t (uid, pwd) values (1, 'oak7Leaf!'), (2, 'Fern#2201');", ["oak7Leaf!", "Fern#2201"], []),
    ("INSERT INTO kunden (nr, passwort) VALUES (8, 'Linde_7781');", ["Linde_7781"], []),
])
def test_sql_password_by_its_column(text: str, secret: list[str], public: list[str]) -> None:
    spans = redact_tables.find(text, text.lower(), lambda v: False)
    assert sorted(text[s:e] for s, e, _ in spans) == sorted(secret)
    _cut(text, secret)
    _kept(text, public)


@pytest.mark.parametrize("text", [
    "INSERT INTO orders (id, customer_id, status) VALUES (7, 4410, 'paid');",  # no password's column
    "INSERT INTO users (id, password_hash) VALUES (1, '$2b$12$abcdefghijklmnopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWX');",
    "INSERT INTO users (name, password) VALUES (%s, %s)",  # placeholders
    "INSERT INTO users (name, password) VALUES (?, crypt(?, gen_salt('bf')))",
    "INSERT INTO users (name, password) VALUES ('bob', 'your_password')",  # a template's word
])
def test_sql_without_a_plaintext_password_stays(text: str) -> None:
    assert redact_tables.find(text, text.lower(), lambda v: False) == []


@pytest.mark.parametrize(("text", "secret", "public"), [
    ("url,username,password\nhttps://a.test,kim,Cloud#8812\nhttps://b.test,kim2,Sea!line44",
     ["Cloud#8812", "Sea!line44"], ["https://a.test", "https://b.test", "kim2"]),
    ("site;login;wachtwoord\nbol.com;anne.v;Tulp!Kaas55", ["Tulp!Kaas55"], ["bol.com", "anne.v"]),
    ('"name","password"\n"git","Pine,Cone!9"', ["Pine,Cone!9"], []),
    ("| Site | User | Mot de passe |\n|---|---|---|\n| Ameli | jd | Soleil_404 |", ["Soleil_404"], ["Ameli"]),
])
def test_a_password_column_in_an_export(text: str, secret: list[str], public: list[str]) -> None:
    _cut(text, secret)
    _kept(text, public)


@pytest.mark.parametrize("text", [
    "date,item,qty\n2025-01-03,widget-blue-large-12,4\n2025-01-04,gadget-red-small-03,1",
    "| Setting | Value |\n|---|---|\n| Password min length | 12 |",
    "name,version\nrequests,2.31.0\nnumpy,1.26.4",
    "id,pass_rate,score\n1,0.93,88\n2,0.71,65",  # a rate, not a password
    "name,pin\nled,GPIO17\nfan,A0",  # a board's pins
])
def test_tables_without_a_password_column_stay(text: str) -> None:
    assert redact_tables.find(text, text.lower(), lambda v: False) == []


@pytest.mark.parametrize(("text", "secrets"), [
    ("For Mum:\n- Netflix : amber-falcon-river-12\n- WiFi: quiet-meadow-stone-90", ["amber-falcon-river-12",
                                                                                    "quiet-meadow-stone-90"]),
    ("Opa:\nwifi tulp-haven-molen-31", ["tulp-haven-molen-31"]),
    ("爸：网银：lotus-cloud-bridge-08", ["lotus-cloud-bridge-08"]),
    ("Hulu (hulu.com, user jo@x.test): cider-pebble-lark-64", ["cider-pebble-lark-64"]),
])
def test_a_word_passphrase_after_a_service_label(text: str, secrets: list[str]) -> None:
    found = [text[s:e] for s, e, _ in redact_credential_lists.find(text, text.lower(), lambda v: False)]
    assert found == secrets
    _cut(text, secrets)


@pytest.mark.parametrize("text", [
    "the printer model is hp-laserjet-pro-400",
    "deploy the branch feature-login-page-12 to staging",
    "Netflix released season-two-part-3 yesterday, and the wifi was slow",
    "WiFi network name: lab-guest-net-5, the password comes later",  # a network's name
    "WiFi SSID: home-base-north-2",
])
def test_a_slug_under_other_words_stays(text: str) -> None:
    assert redact_credential_lists.find(text, text.lower(), lambda v: False) == []


@pytest.mark.parametrize(("text", "word"), [
    ('If someone calls as me, ask for our family safe word, which is "green heron".', "green heron"),
    ("The code word for picking up the kids is silver comet.", "silver comet"),
    ("家族の合言葉は「あおいそら」です。", "あおいそら"),
    ("Ons familiewachtwoord is 'rode vos'.", "rode vos"),
])
def test_a_family_safe_word(text: str, word: str) -> None:
    assert [text[s:e] for s, e, _ in redact_safe_words.find(text, text.lower(), lambda v: False)] == [word]
    _cut(text, [word])


@pytest.mark.parametrize("text", [
    "We should agree on a family safe word to stop voice-clone scams.",
    "In Python, `async` is a code word the parser reserves.",
])
def test_a_safe_word_named_without_a_value_stays(text: str) -> None:
    assert redact_safe_words.find(text, text.lower(), lambda v: False) == []


@pytest.mark.parametrize(("text", "codes"), [
    ("GitHubのリカバリーコードです。\nab12-cd34  ef56-gh78", ["ab12-cd34", "ef56-gh78"]),
    ("Mes codes de secours :\nkv7p-2xsm dt4r-8wqa", ["kv7p-2xsm", "dt4r-8wqa"]),
    ("バックアップコードはこちら。\n1234 5678\n2345 6789\n3456 7890", ["1234 5678", "2345 6789", "3456 7890"]),
    ("Wiederherstellungscodes:\n3f9a1-c72e0  8b4d2-e61f7", ["3f9a1-c72e0", "8b4d2-e61f7"]),
])
def test_recovery_codes_in_a_row_under_their_name(text: str, codes: list[str]) -> None:
    assert [text[s:e] for s, e, _ in recovery_codes.several_a_line(text)] == codes
    _cut(text, codes)


@pytest.mark.parametrize(("text", "secret", "public"), [
    ("- uses: SonarSource/sonarqube-scan-action@v2\n  with:\n    password: Quill#5521",
     ["Quill#5521"], ["SonarSource/sonarqube-scan-action@v2"]),
    ("您的一次性密碼為 447120（交易序號 A0937）", ["447120"], ["A0937"]),
    ("De code van de fietskluis, kluis 2316, is 4821.", ["4821"], ["2316"]),
    ("Le code du casier n° 205 est 3360.", ["3360"], ["205"]),
    ("Schlüsselkasten: 2846, Hausnummer 17", ["2846"], ["17"]),
    ("The alarm panel is a Honeywell 5800, the lockbox is 3391.", ["3391"], ["5800"]),
])
def test_public_numbers_beside_a_secret_stay(text: str, secret: list[str], public: list[str]) -> None:
    _cut(text, secret)
    _kept(text, public)


def test_a_boards_pin_table_stays_whichever_rule_cut_it() -> None:
    """A markdown table of a board's pins: the PIN's column holds no PIN's digits, and the cut of another rule there
    is dropped."""
    _kept("| Component | Pin |\n|---|---|\n| LED | GPIO17 |\n| Button | D4 |", ["GPIO17", "D4"])
