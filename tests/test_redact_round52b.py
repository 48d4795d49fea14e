"""Round 52b: public numbers the rules cut by mistake, kept by class (heldout_v74, v75 and v76's false positives,
spent: these are my own sentences, in other words); beside each class, a secret of the same shape in the same
message or one like it, which stays cut. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept


# ---- a biller's account on its bill ----

def test_an_account_on_an_invoice_a_party_sent_is_kept() -> None:
    kept("Le menuisier m'a envoyé sa facture n° M-2025-18. Paiement par virement : IBAN FR15 0651 7046 4515 7920 "
          "8442 528, BIC AGRIFRPP. C'est correct ?", values=("FR15 0651 7046 4515 7920 8442 528",))
    kept("Ο λογιστής μου έστειλε τιμολόγιο 2025/44 με ΑΦΜ 094019245. Πρέπει να πληρώσω στο IBAN "
          "GR6701107054680522537152027 ως την Παρασκευή.", values=("GR6701107054680522537152027", "094019245"))


def test_the_speakers_own_account_beside_a_sent_invoice_stays_cut() -> None:
    cut("Le menuisier m'a envoyé sa facture n° M-2025-18. Pour l'acompte à rembourser, c'est sur mon IBAN "
         "FR15 0646 7173 1606 1484 5574 970.", values=("FR15 0646 7173 1606 1484 5574 970",))
    cut("Ο λογιστής μου έστειλε τιμολόγιο. Το IBAN μου είναι GR0801403500353540941730559, για την επιστροφή.",
         values=("GR0801403500353540941730559",))


def test_an_account_to_be_paid_into_on_a_bill_is_kept() -> None:
    kept("Aanslag van het waterschap voor mijn eenmanszaak: betalingskenmerk 3021 4470 1185 2290, te betalen op "
          "NL64 RABO 0288 8247 45. Klopt dat bedrag?", values=("NL64 RABO 0288 8247 45",))


def test_a_salary_to_be_paid_into_the_speakers_account_stays_cut() -> None:
    cut("Mijn salaris is te betalen op NL29 INGB 0004 0800 94, zet dat in het formulier.",
         values=("NL29 INGB 0004 0800 94",))


def test_an_account_paid_to_a_firm_by_its_legal_form_is_kept() -> None:
    # "the right format" names a shape: the speaker asks for no text of their own
    kept("Invoice 2025-311 from Harbour Print Ltd, £640.00. Pay to Harbour Print Ltd, sort code 30-96-34, account "
          "17220486 (IBAN GB95 LOYD 6024 4902 0665 93). Is the sort code in the right format?",
          values=("GB95 LOYD 6024 4902 0665 93", "17220486"))


def test_the_speakers_account_beside_a_firms_stays_cut() -> None:
    cut("Pay to Harbour Print Ltd, IBAN GB95 LOYD 6024 4902 0665 93, and tell them to pay the refund into my IBAN "
         "GB61 BARC 7657 8867 1267 45.", values=("GB61 BARC 7657 8867 1267 45",))
    cut("Invoice 2025-311 from Harbour Print Ltd: we settle it from our business account GB61 BARC 7657 8867 1267 45.",
         values=("GB61 BARC 7657 8867 1267 45",))


def test_a_norwegian_bills_account_after_its_kid_is_kept_whole() -> None:
    kept("Faktura fra vannverket: KID 55201938470, kontonummer 4192 31 20554, org.nr. 974 760 673, forfall 12.09. "
          "Kan jeg sette opp AvtaleGiro på denne?", values=("4192 31 20554",))


def test_a_norwegian_own_account_stays_cut() -> None:
    cut("Lønna mi kommer inn på kontonummer 1206 55 43212, kan du skrive det inn i skjemaet?",
         values=("1206 55 43212",))


# ---- parcels, listings, orders, payments ----

def test_a_ups_tracking_number_is_kept_and_a_password_of_its_shape_cut() -> None:
    kept("The package shows delivered but the porch is empty. I typed the sample from the help page first; the real "
          "one is 1Z4F83W20364810528.", values=("1Z4F83W20364810528",))
    cut("My UPS account password is 1ZA7R09X6652031440 do not share", values=("1ZA7R09X6652031440",))


def test_a_shipments_number_after_its_carrier_is_kept() -> None:
    kept("طلبت من أمازون ووصلني منتج تالف. رقم الطلب 402-7716-3310، رقم الشحنة من سمسا 06484850695، اكتب لي شكوى.",
          values=("06484850695",))


def test_a_listings_number_is_kept_and_the_card_cut() -> None:
    kept("Покупатель на Юле просит данные карты. Моя карта 2200 7038 1562 4419, срок 11/27, CVC 318. Ещё он прислал "
          "ссылку по объявлению № 7304418265. Это мошенник?", values=("7304418265",))
    cut("Покупатель на Юле просит данные карты. Моя карта 2200 7038 1562 4419, срок 11/27, CVC 318. Ещё он прислал "
         "ссылку по объявлению № 7304418265. Это мошенник?", values=("2200 7038 1562 4419", "318"))


def test_an_orders_number_after_the_shop_is_kept_and_the_door_code_cut() -> None:
    msg = ("Scrie-i livratorului un mesaj: sunt la etajul 3, codul de la interfon e 7741#, iar comanda Altex e "
           "928836075. Mulțumesc.")
    kept(msg, values=("928836075",))
    cut(msg, values=("7741",))


def test_a_payments_reference_number_is_kept() -> None:
    kept("Hindi pa dumarating ang parcel ko sa Lazada. Order ID 250113BXKQ7TZP, at yung Ref No. ng bayad ko sa Maya "
          "5888899643780. Gawan mo ako ng message.", values=("5888899643780",))


def test_a_pin_after_a_payments_reference_stays_cut() -> None:
    cut("Ref No. ng bayad ko sa Maya 5888899643780, tapos yung MPIN ko 4921 nabigay ko sa caller.", values=("4921",))


# ---- a branch's, an insurer's and a utility's numbers ----

def test_a_chinese_branchs_clearing_number_is_kept_and_the_card_cut() -> None:
    msg = "HR要我填工资卡：卡号 6222 0210 0417 3329，开户行 中国银行上海分行，联行号 104290003791。"
    kept(msg, values=("104290003791",))
    cut(msg, values=("6222 0210 0417 3329",))


def test_a_japanese_insurers_number_is_kept_and_the_holders_numbers_cut() -> None:
    msg = ("クリニックの問診票に保険証の情報を入れます。保険者番号 06137013、記号・番号は 4410・27 で、運転免許証の番号 "
           "304512876430 も入れました。")
    kept(msg, values=("06137013",))
    cut(msg, values=("4410", "304512876430"))


def test_a_utilitys_personal_account_is_kept_and_the_card_cut() -> None:
    msg = ("Оплачую світло. Картка 5375 4121 0077 3459, термін 08/29, CVV 214. Особовий рахунок з "
           "рахунку-повідомлення 120458831.")
    kept(msg, values=("120458831",))
    cut(msg, values=("5375 4121 0077 3459", "214"))


# ---- a customer's tax number, an institution's NPWP ----

def test_a_customers_tax_number_for_an_invoice_is_kept() -> None:
    kept("Ο πελάτης θέλει τιμολόγιο. Τα στοιχεία του: ΑΦΜ 801223453, ΔΟΥ Πειραιά. Γράψε μου ένα email.",
          values=("801223453",))


def test_the_speakers_own_tax_number_asked_by_a_customer_stays_cut() -> None:
    cut("Ο πελάτης θέλει τιμολόγιο και ρωτάει το ΑΦΜ μου: 094019245.", values=("094019245",))


def test_an_institutions_npwp_is_kept_and_the_speakers_cut() -> None:
    msg = ("Mau bayar SPP, di tagihannya ada NPWP yayasan 01.304.562.8-411.000. NPWP saya 15.522.914.6-454.752 juga "
           "diminta.")
    kept(msg, values=("01.304.562.8-411.000",))
    cut(msg, values=("15.522.914.6-454.752",))

