"""Round 51a-b and the rules it widened: secrets in phrasings the rules let through, by class (heldout_v71, v72 and
v73's misses, spent: these are my own sentences, in other words); beside each class, the look-alikes its precision
rests on. The values are made up (check digits computed where the format has one)."""

from __future__ import annotations

from utils.redact import redact
from redact_kit import cut, kept, talk


def test_codes_given_over_after_their_name_are_cut() -> None:
    cut("Тато знову забув код від Дії — 4471. Як його скинути?", values=("4471",))
    cut("Ktoś chciał kod BLIK za sprzedaż butów. Podałem mu 551208 i teraz żałuję.", values=("551208",))
    cut("Hiningi nila yung MPIN ko. Naibigay ko na 8014, ano gagawin ko?", values=("8014",))
    cut("my aunt read me the code: 662019 and then the page froze", values=("662019",))
    cut("Alarm: disarm with 1357. Under duress use 9753 instead, it calls the police quietly.", values=("9753",))
    kept("If the printer jams, use tray 2 instead of tray 1.", values=("tray 2",))
    cut("Annemin telefonuna 771203 kodu geldi ama süresi doldu.", values=("771203",))


def test_a_doors_alphanumeric_code_and_a_korean_pins_head_are_cut() -> None:
    cut("Scrivi al corriere: il codice del portone è 419B, poi terzo piano.", values=("419B",))
    cut("결제할 때 카드 비밀번호 앞 두 자리 37 입력하라는데 괜찮나요?", values=("37",))


def test_spaced_and_worded_passphrases_and_pgpass_lines_are_cut() -> None:
    cut("my nas admin password, spaced so the phone keeps it: q 7 T m ! x 2 R", values=("q 7 T m ! x 2 R",))
    cut("ok the passphrase for my backup disk is lemon swamp orbit 22 and then some rambling", values=("lemon swamp orbit",))
    kept("the passphrase field is required and must be long", values=("field is required",))
    out = talk("~/.pgpass is ignored:\n\ndb.example.internal:5432:sales:app_rw:Vq83mHsKz0pL\n\nwhy?")
    assert "app_rw:Vq83mHsKz0pL" not in out and "Vq83mHsKz0pL" not in out, out


def test_a_mistyped_dni_and_its_correction_are_cut() -> None:
    cut("Para el casero: mi DNI para el contrato es 51234867F.", "perdona, me he equivocado, el bueno es 51234876F",
         values=("51234867F", "51234876F"))


def test_an_ibans_head_closing_a_message_and_its_rest_are_cut() -> None:
    cut("Schreib der Vermieterin, sie soll die Kaution zurücküberweisen. Meine IBAN: DE70 7602 6000",
         "sorry, zu früh abgeschickt, der Rest: 0962 9751 66", values=("DE70 7602 6000", "0962 9751 66"))
    cut("Ich schick dir meine IBAN in zwei Teilen. Erster Teil: DE70 7602 6000",
         "Zweiter Teil: 0962 9751 66", values=("0962 9751 66",))


def test_ids_of_many_countries_after_their_names_are_cut() -> None:
    cut("Mi-au cerut seria și numărul buletinului, RX 551204, e normal?", values=("RX 551204",))
    cut("통관할 때 개인통관고유부호(P220514873301) 넣으면 되나요?", values=("P220514873301",))
    cut("HRD minta NIK 3273011212970001 dan NPWP 12.345.678.9-012.000 untuk pendaftaran.",
         values=("12.345.678.9-012.000",))
    kept("Tokonya PT Maju Bersama kasih NPWP 12.345.678.9-012.000 di faktur.", values=("12.345.678.9-012.000",))
    cut("The bank wants my BVN too, it's 22190455123, is that safe?", values=("22190455123",))
    cut("בנק לאומי, סניף 812, מספר חשבון 334512. זה נכון?", values=("334512",))
    cut("رمز جیمیل مادرم هم Laleh_2291 است؛ چطور عوضش کنم؟", values=("Laleh_2291",))


def test_an_amex_expiry_is_cut_beside_its_groups() -> None:
    cut("Book it with Amex 3714 496353 98431 expiring 11/28 please.", values=("11/28",))


def test_public_numbers_of_a_secrets_shape_stay() -> None:
    out, _ = redact("Heroku deploy fails: HEROKU_API_KEY is set, app id is 3f1c2a9e-6b7d-4c1e-9a2f-0d8e7b6c5a41.")
    assert "3f1c2a9e-6b7d-4c1e-9a2f-0d8e7b6c5a41" in out, out
    kept("Skriv till hyresgästen: portkoden är 4417, lägenhetsnummer 1203 står på dörren.", values=("1203",))
    out = talk("Kan du skrive en kort besked til budet: koden til opgangen er 2290, og pakken må gerne stilles foran "
                "døren på 1. sal. Pakkenummer 70123456789.")
    assert "2290" not in out and "70123456789" in out, out
    kept("A webshop adatai: adószám 12345676-2-41, bankszámlaszám 11773016-11111018-00000000. Mit írjak?",
          values=("11773016-11111018-00000000",))
    kept("Firma mi-a trimis factura: CUI RO729910460, seria AB nr. 2211, plata în contul RO54 RZBR 0000 0600 1234 5678.",
          values=("RO54 RZBR 0000 0600 1234 5678",))
    kept("Their page says: Account name Riverside College Trust, sort code 40-11-62, account 71234568.",
          values=("71234568",))
    kept("Fikk faktura fra rørleggeren: 1 900 kr, kontonummer 1503 22 45581, KID 1234567890, org.nr. 912 345 678. "
          "Hva gjør jeg?", values=("1503 22 45581",))
    kept("Nagbayad ako, TIN ng biller 123-456-789-000 ang nasa resibo.", values=("123-456-789-000",))
    kept("Mum's Medicare notice shows a claim 0554465755170 for a scan she never had. Her Medicare number is "
          "1EG4TE5MK73.", values=("0554465755170",))


def test_the_speakers_own_account_beside_a_firms_tax_number_stays_cut() -> None:
    cut("A cég adószáma 12345676-2-41. Kérd, hogy a vételárat a 11773016-11111018 számlaszámra utalják vissza.",
         values=("11773016-11111018",))
