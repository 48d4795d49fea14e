"""Round 34b: secrets a country's own words name (a person's Russian, Thai or Vietnamese account, a BLIK code, Greek
and Hungarian alarm and gate codes, a Czech identity card, a health fund's member number, a Swahili M-Pesa code), and
the public numbers beside them (shilling amounts, a company's CIF, a Japanese transfer's request number). My own
sentences, no set's."""

from __future__ import annotations

import pytest

from utils.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(("text", "secret"), [
    # a private person's Russian account by its balance-sheet prefix; the bank's корр. счёт stays
    ("Для зачисления пенсии: р/с 40817810255001234567, банк ВТБ.", "40817810255001234567"),
    ("Мой вклад: счёт № 42307810900000456123, проценты раз в месяц.", "42307810900000456123"),
    # a Thai account in the banks' printed shape
    ("โอนค่าขนมให้ลูกเข้าบัญชีไทยพาณิชย์ 402-1-55730-2 ได้เลย", "402-1-55730-2"),
    # a Vietnamese account number
    ("Chuyển tiền học phí vào số tài khoản của mình là 0071002345678 nhé.", "0071002345678"),
    ("Ngân hàng hỏi STK 19036624718015 để hoàn tiền, có sao không?", "19036624718015"),
    # a BLIK code given after "kod"
    ("Sprzedawca chce kod BLIK, wysłałem mu: kod 538 207, dobrze?", "538 207"),
    ("Płacę BLIKiem w sklepie, mój kod jest 771904.", "771904"),
    # Greek alarm and door codes
    ("Για τη γιαγιά: ο κωδικός της πόρτας είναι 7352, μην τον ξεχάσεις.", "7352"),
    ("Κωδικός για τον συναγερμό: 60418 και μετά το πλήκτρο OFF.", "60418"),
    # Hungarian gate and alarm codes without the keypad's '#'
    ("A ház riasztókódja 8142, a szomszéd tudja.", "8142"),
    ("Holnap jön a futár, az ajtókód: 3306.", "3306"),
    # a Czech or Slovak identity card
    ("Na úřadě chtěli moje občanský průkaz číslo 204518337, to je normální?", "204518337"),
    ("Do žiadosti treba číslo občianskeho preukazu EA482093.", "EA482093"),
    # a health fund's member number in French, Spanish and Swahili
    ("Pour le remboursement, mon n° d'adhérent est 77301528.", "77301528"),
    ("La clínica me pide mi número de afiliado 0045892217 del seguro.", "0045892217"),
    ("Daktari aliuliza nambari ya SHIF yangu 56120934, nimpe?", "56120934"),
    # a Swahili M-Pesa confirmation's code
    ("Nimepata SMS: QJT4HX8LMP Imethibitishwa. Ksh2,500.00 imetumwa kwa MAMA.", "QJT4HX8LMP"),
])
def test_local_secret_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "public"), [
    ("Для зачисления пенсии: р/с 40817810255001234567, корр. счёт 30101810145250000974.", "30101810145250000974"),
    ("Платёжка фирме: расчётный счёт 40702810938000012345, ИНН 7707083893.", "40702810938000012345"),
    ("บัญชีบริษัทเบอร์โทร 02-555-1234 ติดต่อได้", "02-555-1234"),
    ("Sur la carte du contrat, le numéro d'adhérent du groupe est 55012873.", "55012873"),
    ("Tài khoản Facebook của mình bị khoá từ năm 2019, phải làm sao?", "2019"),
    ("Kod pocztowy to 00-950, a BLIK działa od 2015 roku.", "2015"),
    ("Ο κωδικός του συναγερμού αλλάζει από το μενού 5 της κονσόλας.", "5"),
    ("A kapukód mellett a 12-es csengő a miénk.", "12"),
    ("Nimepata SMS: QJT4HX8LMP Imethibitishwa. Ksh2,500.00 imetumwa kwa MAMA.", "Ksh2,500.00"),
    ("Pagué la cuota del club (CIF A28015865) con mi tarjeta, ¿lo deduzco?", "A28015865"),
    ("家賃の振込：受付番号 5590213784、金額 98,000円。", "5590213784"),
])
def test_local_public_kept(text: str, public: str) -> None:
    assert public in _out(text)


def test_currency_word_needs_its_own_word() -> None:
    # "takes 80317": the letters before a code are no shilling sign
    assert "80317" not in _out("the shed's keypad code: it takes 80317 then the star key")
