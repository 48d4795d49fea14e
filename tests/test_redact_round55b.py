"""Round 55b: public values the rules cut by mistake, kept by class (heldout_v83, v84 and v85's false positives, spent:
these are my own sentences, in other words); beside each class, a secret of the same shape in the same message or one
like it, which stays cut. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from redact_kit import cut, kept

# ---- a Brazilian NF-e's access key is no card ----

# 44 digits, its mod-11 check digit computed; its first sixteen pass Luhn's check and open like a Visa
_KEY = "4325 0516 4808 9400 0102 5500 1000 0317 7415 8204 7161"


def test_an_nfe_access_key_is_kept_whole_and_a_card_beside_it_cut() -> None:
    text = f"Recebi a DANFE da compra e quero conferir a chave de acesso {_KEY} no site da Sefaz. Pedido 318840275."
    kept(text, values=(_KEY, "318840275"))
    text = f"Paguei com o cartão 4532 0174 4862 0313 05/27 418, e a nota veio com a chave de acesso {_KEY}."
    kept(text, values=(_KEY,))
    cut(text, values=("4532 0174 4862 0313", "05/27", "418"))


def test_a_card_followed_by_its_expiry_or_its_code_stays_cut() -> None:
    cut("card 4532-0174-4862-0313, exp 05/27, cvv 418", values=("4532-0174-4862-0313", "05/27", "418"))
    cut("meu cartão é 4532 0174 4862 0313 418", values=("4532 0174 4862 0313",))


# ---- a service account's client id ----

_SA = """Why does gcloud reject this key file?
{
  "type": "service_account",
  "project_id": "orchard-billing-dev",
  "private_key_id": "7c1e9a44b02f58d36e0a9b17c4d2e8f5a6031b9d",
  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC7kP2mQx9LrTnV\\nZf3Wb8yHq1...",
  "client_email": "sync-bot@orchard-billing-dev.iam.gserviceaccount.com",
  "client_id": "104857362918374650219",
  "token_uri": "https://oauth2.googleapis.com/token"
}"""


def test_a_service_accounts_client_id_after_a_key_cut_short_is_kept_and_the_key_cut() -> None:
    kept(_SA, values=("104857362918374650219", "sync-bot@orchard-billing-dev.iam.gserviceaccount.com"))
    cut(_SA, values=("7c1e9a44b02f58d36e0a9b17c4d2e8f5a6031b9d",
                     "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC7kP2mQx9LrTnV", "Zf3Wb8yHq1"))


def test_a_whole_private_key_block_stays_cut_to_its_end() -> None:
    text = ("key.pem:\n-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC7kP2mQx9LrTnV\n"
            "\"Zf3Wb8yHq1Lm0Qv\", \"x\": 1\n-----END PRIVATE KEY-----")
    cut(text, values=("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC7kP2mQx9LrTnV",))


# ---- an Indonesian shop's account ----

def test_an_indonesian_shops_account_is_kept_and_mine_cut() -> None:
    text = ("Toko online minta saya bayar sisa DP ke rekening toko 6150 3827 41 a.n. PT Sinar Abadi Sentosa, NPWP "
            "02.417.835.6-014.000. Aman nggak?")
    kept(text, values=("6150 3827 41", "02.417.835.6-014.000"))
    text = ("Penjual minta pelunasan ke rekening toko 6150382741 a.n. PT Sinar Abadi Sentosa. Kalau ada refund, "
            "kirim ke rekening saya 0281736459 ya.")
    kept(text, values=("6150382741",))
    cut(text, values=("0281736459",))
    cut("Tolong transfer ke rekening saya 0281736459 a.n. saya sendiri.", values=("0281736459",))


def test_a_payees_account_in_a_cvs_name_is_kept_beside_my_pin() -> None:
    text = "PIN m-banking saya 615203. Rekening tujuan (toko) 0412 7733 85 a.n. UD Berkah Tani, Rp 2.300.000."
    kept(text, values=("0412 7733 85",))
    cut(text, values=("615203",))


# ---- another party's IBAN, called theirs ----

def test_an_agencys_iban_called_theirs_is_kept_and_mine_cut() -> None:
    text = ("The letting agency sends the deposit back next week. My IBAN is DE44 5001 0517 5407 3249 31. They paid "
            "the rent refund last time from their account DE54 1005 0000 0194 8273 65.")
    kept(text, values=("DE54 1005 0000 0194 8273 65",))
    cut(text, values=("DE44 5001 0517 5407 3249 31",))
    text = "My IBAN is DE44 5001 0517 5407 3249 31 and their IBAN is DE54 1005 0000 0194 8273 65, the agency said."
    kept(text, values=("DE54 1005 0000 0194 8273 65",))
    cut(text, values=("DE44 5001 0517 5407 3249 31",))


def test_the_keeper_leaves_a_relatives_or_a_landlords_iban_called_theirs() -> None:
    # sets disagree on a landlord's account and call a parent's the family's secret: this round keeps neither (other
    # rounds judge them as payees)
    from utils import redact_round55b
    for text in ("My parents covered the fees. They paid from their account DE54 1005 0000 0194 8273 65.",
                 "My landlord wants the rent paid to their IBAN DE54 1005 0000 0194 8273 65 from now on."):
        s = text.index("DE54")
        spans = [(s, s + 27, "iban")]
        redact_round55b.keep(text, spans)
        assert spans == [(s, s + 27, "iban")]
