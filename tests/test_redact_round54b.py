"""Round 54b: public values the rules cut by mistake, kept by class (heldout_v80, v81 and v82's false positives, spent:
these are my own sentences, in other words); beside each class, a secret of the same shape in the same message or one
like it, which stays cut. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept

# ---- a business's account on its invoice ----

_NO = ("Har fått purring på en faktura fra et selskap jeg aldri har handlet hos: org.nr. 915 784 321, fakturanr. "
       "884120, kontonummer 1503 41 27589. Er dette svindel?")


def test_a_norwegian_firms_account_on_its_invoice_is_kept_and_my_own_cut() -> None:
    kept(_NO, values=("1503 41 27589", "915 784 321"))
    cut(_NO + " Jeg pleier å betale fra min konto 9712 05 54321.", values=("9712 05 54321",))


def test_a_piece_of_the_firms_account_is_kept_with_it() -> None:
    # the learned layer cut the account's first group alone: the keeper judges the whole number
    from utils import redact_round54b
    s = _NO.index("1503")
    spans = [(s, s + 4, "secret")]
    redact_round54b.keep(_NO, spans)
    assert spans == []


def test_a_polish_suppliers_account_on_its_invoice_is_kept_and_my_own_cut() -> None:
    text = ("Dostałem fakturę FV/2025/03/77 od dostawcy: NIP 5261047730, REGON 382154773, numer rachunku "
            "38 1140 2004 0000 3812 0451 7836. Płatne w 7 dni.")
    kept(text, values=("38 1140 2004 0000 3812 0451 7836",))
    cut(text + " Przelew zrobię z mojego konta 85 1090 1463 0000 0001 2245 9061.",
        values=("85 1090 1463 0000 0001 2245 9061",))


def test_an_argentine_shops_cbu_beside_its_cuit_is_kept_and_mine_cut() -> None:
    text = ("Tengo que pagarle al taller por el arreglo del auto. CUIT 30-71823546-0, CBU 0170042800000045123890, "
            "alias TALLER.NORTE.PAGO. Factura A N° 0002-00031877.")
    kept(text, values=("0170042800000045123890",))
    cut(text + " Yo le transfiero desde mi CBU 0720115400000312884574.", values=("0720115400000312884574",))


def test_a_chinese_companys_account_in_its_invoicing_data_is_kept_and_mine_cut() -> None:
    text = ("供应商发来的开票信息：名称：上海明川数据服务有限公司；税号：91310115MA1K3T6N0Y；开户行：建设银行上海浦东支行；"
            "账号：6217001234567890。")
    kept(text, values=("6217001234567890",))
    cut(text + "我自己的账号是6222021234567895，密码是Lm4#qT9z。", values=("6222021234567895", "Lm4#qT9z"))


# ---- a donation's account, an Iranian school's Sheba ----

def test_an_associations_iban_for_a_donation_is_kept_and_mine_cut() -> None:
    text = ("J'aimerais faire un don à l'association du refuge pour chats du quartier. IBAN : "
            "FR76 1027 8060 1200 0204 7861 185, BIC CMCIFR2A. Numéro RNA : W751234567.")
    kept(text, values=("FR76 1027 8060 1200 0204 7861 185",))
    cut(text + " Le virement partira de mon compte FR7630004013280001047539297.",
        values=("FR7630004013280001047539297",))


def test_a_schools_sheba_it_sent_is_kept_and_mine_cut() -> None:
    text = "برای شهریه‌ی کلاس نقاشی، آموزشگاه یک شماره شبا فرستاده: IR380170000000218407596003. مال خود آموزشگاه است؟"
    kept(text, values=("IR380170000000218407596003",))
    cut(text + " شهریه را از شبای من IR310560611828005183947261 برداشت می‌کنند.",
        values=("IR310560611828005183947261",))
    cut("صاحبخانه گفته برای برگشت ودیعه شماره شبا بفرستم. شبای من IR310560611828005183947261 است.",
        values=("IR310560611828005183947261",))


# ---- an order's number, a Slack conversation's id ----

def test_an_order_number_with_the_shop_between_is_kept_and_the_card_cut() -> None:
    text = ("Не можу оплатити. Картка 4556 7300 1482 9313, термін 11/28, CVV 731, а сайт пише «Відмовлено». "
            "Номер замовлення в Епіцентрі 385120447. Що робити?")
    kept(text, values=("385120447",))
    cut(text, values=("4556 7300 1482 9313", "11/28", "731"))
    cut("Номер замовлення на Rozetka 385120447, а пароль: Kv7rp29xQ4.", values=("Kv7rp29xQ4",))
    cut("Номер картки на Rozetka 4556730014829313, чи правильно?", values=("4556730014829313",))


def test_a_slack_channel_id_is_kept_and_the_token_cut() -> None:
    text = ("The bot gets channel_not_found from chat.postMessage. Token is "
            "xoxb-552190773412-441882001156-k2JdL9qPwZ7mN3vR8sT1yU4x, channel C05QW7RT9ZK. Which scope is missing?")
    kept(text, values=("C05QW7RT9ZK",))
    cut(text, values=("xoxb-552190773412-441882001156-k2JdL9qPwZ7mN3vR8sT1yU4x",))
    cut("Slack admin login for the channel: password Q7ZK2MX9PLW", values=("Q7ZK2MX9PLW",))


# ---- a Japanese note's key, serial and password (a span ran across 。) ----

def test_a_wifi_key_and_a_password_are_cut_and_the_serial_between_kept() -> None:
    text = ("実家のルーターのメモです。SSID：home-7fa21c-a、暗号化キー：8f41d0a7c2e96。本体の製造番号は30419927561です。"
            "管理者パスワードはqz7k41mbxeに変えました。")
    cut(text, values=("8f41d0a7c2e96", "qz7k41mbxe"))
    kept(text, values=("30419927561",))
