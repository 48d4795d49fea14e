"""Round 57b: public values the rules cut by mistake, kept by class (heldout_v89, v90 and v91's false positives,
spent: these are my own sentences, in other words); beside each class, a secret of the same shape in the same message
or one like it, which stays cut. The values are made up (IBANs' check digits and Greek AFMs' check digit computed)."""

from __future__ import annotations

from redact_kit import cut, kept

# ---- an S3 error's host id ----

_HOST_ID = "Kq3v+Zt8Lr5Wm2Nx7Pb4Hc9Jd1Fg6Ya0Ue3Ri8Ow5Tn2Ms7Qk4Vz1Lx9Cb6Nd3Hf0Jg5Pa8Re2Yt7Wu4Io1Ks="
_SECRET_KEY = "tG8cR2mVx9Qe4LzN7bWp1KsJ6yHd3FaU0oTi5XwE"


def test_a_boto3_errors_host_id_is_kept_and_the_secret_key_beside_it_cut() -> None:
    text = ("boto3 upload_file fails: An error occurred (AccessDenied) when calling the PutObject operation: Access "
            f"Denied (RequestId: 7QK2M9ZP4R8TB1XS, HostId: {_HOST_ID}). My config has aws_secret_access_key = "
            f"{_SECRET_KEY}, what am I missing?")
    kept(text, values=(_HOST_ID,))
    cut(text, values=(_SECRET_KEY,))


def test_the_host_id_in_s3s_xml_and_in_the_go_sdks_error_is_kept() -> None:
    kept("<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>9RZ3M5XK2P7QBT4W</RequestId>"
         f"<HostId>{_HOST_ID}</HostId></Error>", values=(_HOST_ID,))
    text = ("operation error S3: GetObject, https response error StatusCode: 403, RequestID: 3KX9P2M7QZ4RB8TW, "
            f"HostID: {_HOST_ID}, api error AccessDenied: Access Denied\nAWS_SECRET_ACCESS_KEY={_SECRET_KEY}")
    kept(text, values=(_HOST_ID,))
    cut(text, values=(_SECRET_KEY,))


def test_a_value_of_the_host_ids_shape_called_a_secret_stays_cut() -> None:
    cut(f"my secret is {_HOST_ID} and nobody else has it", values=(_HOST_ID,))


# ---- a seller's or a scammer's account ----

def test_a_scam_sellers_account_is_kept_and_the_speakers_own_cut() -> None:
    text = ("중고나라에서 아이패드 샀는데 사기 같아요. 사기꾼 계좌번호 3333-07-5521984 (카카오뱅크)로 45만원 보냈어요. "
            "제 계좌는 우리은행 1002-853-207114 입니다.")
    kept(text, values=("3333-07-5521984",))
    cut(text, values=("1002-853-207114",))
    text = "판매자의 계좌는 농협 302-1184-5529-31 이고 연락이 끊겼어요. 제 계좌 농협 352-0917-4420-83 으로 환불 받고 싶어요."
    kept(text, values=("302-1184-5529-31",))
    cut(text, values=("352-0917-4420-83",))


def test_a_chinese_sellers_account_is_kept_and_mine_cut() -> None:
    text = "卖家的账户是 6214 8312 0045 7781 我已经转了 2000 元，他拉黑了我。我的账户是 6217 0035 8842 1190"
    kept(text, values=("6214 8312 0045 7781",))
    cut(text, values=("6217 0035 8842 1190",))


def test_the_speakers_account_the_seller_asked_for_stays_cut() -> None:
    cut("판매자가 환불해 준다고 제 계좌를 달래서 판매자 계좌 말고 제 계좌 110-482-991537 을 알려줬어요.",
        values=("110-482-991537",))


# ---- the payee's IBAN in a quoted bank notification ----

def test_the_payees_iban_in_a_quoted_italian_sms_is_kept_and_the_code_and_mine_cut() -> None:
    text = ("Mi è arrivato questo SMS: 'Banca: codice 907531 per autorizzare bonifico di 2.300,00 EUR verso "
            "IT55Z0571867685128737326650'. Non l'ho fatto io! Il mio IBAN è IT27B8492922682968296598833.")
    kept(text, values=("IT55Z0571867685128737326650",))
    cut(text, values=("907531", "IT27B8492922682968296598833"))


def test_the_payees_iban_in_a_quoted_notification_is_kept_in_other_languages() -> None:
    for text, payee, mine in (
            ("Got this text: 'Barclays: A transfer of £900.00 to GB34NWBK66954868673896 was approved with code "
             "481920. Not you? Call us.' I never made it! My IBAN is GB10BARC90380735806462.",
             "GB34NWBK66954868673896", "GB10BARC90380735806462"),
            ("SMS von der Sparkasse: \"TAN 482913 für Überweisung von 1.200,00 EUR an DE44968636210320071094\". Das "
             "war ich nicht. Meine IBAN ist DE03935576686265563690.", "DE44968636210320071094",
             "DE03935576686265563690"),
            ("J'ai reçu ce SMS : « Code 552190 pour valider le virement de 800,00 € vers "
             "FR5778616160148001027302052 ». Ce n'est pas moi ! Mon IBAN est FR2936008063449872407320279.",
             "FR5778616160148001027302052", "FR2936008063449872407320279"),
            ("Me llegó este SMS: \"BBVA: clave 381204 para la transferencia de 600 EUR a ES4928148874752159333720\". "
             "No fui yo. Mi IBAN es ES3225423559843825732334.", "ES4928148874752159333720",
             "ES3225423559843825732334"),
            ("Recebi esta mensagem: 'Código 771204 para confirmar transferência de 300 EUR para "
             "PT97398276645066414564271'. Não fui eu! O meu IBAN é PT64529554514531817862383.",
             "PT97398276645066414564271", "PT64529554514531817862383")):
        kept(text, values=(payee,))
        cut(text, values=(mine,))


def test_an_account_the_speaker_claims_after_the_preposition_stays_cut() -> None:
    cut("Mi è arrivato un SMS: 'codice 907531 per autorizzare il bonifico di 200 EUR verso il mio conto "
        "IT42S0599038574660289566197'.", values=("IT42S0599038574660289566197",))


# ---- a landlord's tax number ----

def test_a_landlords_afm_given_with_the_iban_is_kept_and_the_speakers_account_cut() -> None:
    text = ("Ενοίκιο: ο σπιτονοικοκύρης μου έστειλε IBAN GR1645559407220642046329010 και ΑΦΜ 386019427 για την "
            "απόδειξη. Θα πληρώσω από τον λογαριασμό μου GR4245329309820127821728862.")
    kept(text, values=("GR1645559407220642046329010", "386019427"))
    cut(text, values=("GR4245329309820127821728862",))
    text = ("Rent: my landlord sent me his IBAN GR1645559407220642046329010 and his tax ID 386019427. I'll pay from my "
            "account GR4245329309820127821728862.")
    kept(text, values=("386019427",))
    cut(text, values=("GR4245329309820127821728862",))


def test_the_speakers_afm_the_landlord_asks_for_stays_cut() -> None:
    cut("Ο ιδιοκτήτης ζήτησε τον ΑΦΜ μου 849609850 για το μισθωτήριο.", values=("849609850",))
    cut("My landlord asked for my tax ID 849609850 for the lease.", values=("849609850",))


def test_the_speakers_iban_in_a_text_asking_payers_to_transfer_stays_cut() -> None:
    cut("my IBAN is DE44968636210320071094, please put it in the invoice template footer",
        "also in the e-mail text: 'please transfer 40 EUR to DE44 9686 3621 0320 0710 94 by the 15th'",
        values=("DE44968636210320071094", "DE44 9686 3621 0320 0710 94"))


def test_a_tax_number_sent_to_the_landlord_stays_cut() -> None:
    cut("Preciso de enviar ao senhorio os meus dados para o recibo de renda: NIF 289065321, IBAN "
        "PT64529554514531817862383. Escreves o email?", values=("289065321", "PT64529554514531817862383"))
    cut("I have to send my landlord the tax ID 386019427 for the rent receipt.", values=("386019427",))
