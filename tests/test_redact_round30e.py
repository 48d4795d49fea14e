"""Round 30e (my own texts, not tuning_v49's): other parties' accounts by their role (an employer, a supplier, a
restaurant, one's company, a landlord in brackets), API object and organisation ids, caches named by a digest, a
redaction tag's kind read as no id word kept; a health member id under a form's label, a Steuernummer, a Hebrew form's
bank account, the first of a value's announced parts, a quoted passphrase and a Django key with '=' in it cut."""

from __future__ import annotations

from utils.redact import SecretMemory, redact


def _out(text: str) -> str:
    return redact(text)[0]


def test_an_account_named_by_its_holders_role_stays_and_the_speakers_is_cut() -> None:
    # every IBAN below passes its check
    out = _out("On my salary slip the employer's account is DE40788593959932361660 (Brandt Logistik GmbH); my pay "
               "lands on DE94554811179631242190.")
    assert "DE40788593959932361660" in out and "DE94554811179631242190" not in out
    out = _out("Het loon komt van de rekening van de werkgever NL19INGB7877344749, ik ontvang het op mijn rekening "
               "NL97ABNA2224723108.")
    assert "NL19INGB7877344749" in out and "NL97ABNA2224723108" not in out
    out = _out("Постачальник надіслав свої реквізити UA060938889431746340904810363, а мої для повернення: "
               "UA155431607839404969556720558.")
    assert "UA060938889431746340904810363" in out and "UA155431607839404969556720558" not in out
    out = _out("حولت الإيجار من حسابي SA5137072507699935490183 إلى حساب شركتها SA3023730233383732477669 أمس.")
    assert "SA3023730233383732477669" in out and "SA5137072507699935490183" not in out


def test_a_partys_account_in_brackets_or_its_own_sentence_stays_in_a_text_to_write() -> None:
    out = _out("Please draft a payment note: from my account FR3243571667080571041748299 to the caterer (Traiteur "
               "Dumas SARL, IBAN FR2211194052049203816343629), 640 euros.")
    assert "FR2211194052049203816343629" in out and "FR3243571667080571041748299" not in out
    out = _out("Escribe un mensaje para el grupo: pagad a mi cuenta ES2058765815893008271993. El restaurante tenía la "
               "cuenta ES2875838493195485203600 en el ticket.")
    assert "ES2875838493195485203600" in out and "ES2058765815893008271993" not in out


def test_api_object_ids_and_a_cache_named_by_a_digest_stay() -> None:
    for text in ("Stripe shows the webhook endpoint we_9Qx2LmP7sTzR4vKa1bYc as disabled, why?",
                 'openai.organization = "org-T4kLw9ZqXb2MvN7pRc1sHd3E"',
                 "Restored cache with key Windows-pip-9c2f41d7ab06e58f3312c7d90e4b6a18f5c3d2e1b0a9f8e7d6c5b4a3f2e1d0c9 "
                 "but the build still failed"):
        assert redact(text)[1] == 0, text


def test_a_tags_kind_is_no_id_word_for_a_number_later() -> None:
    # a company's fiscal code after the speaker's own id was cut: "[REDACTED:national_id]" names no id for it
    mem = SecretMemory("carol")
    out, _ = mem.redact("Formularul cere CNP-ul meu 1960412035461 și codul fiscal al fundației, care este 118400951.",
                        True)
    assert "1960412035461" not in out and "118400951" in out


def test_own_ids_and_a_quoted_passphrase_are_cut() -> None:
    for text, value in (
        ("My insurer rejected my prescription claim. Subscriber ID: QKM55820413, what now?", "QKM55820413"),
        ("Für meine Steuererklärung: meine St.-Nr. ist 143/556/20817, stimmt das Format?", "143/556/20817"),
        ("אני ממלאת בקשה למשכנתא. ת\"ז 038291746, חשבון 5582013 בסניף 731.", "5582013"),
        ("Il mio passphrase per la chiave SSH è «fiume lento ponte nero 42», va bene?", "fiume lento ponte nero 42"),
        ("Meine Passphrase ist „Dachs Wolke Ampel 19“, reicht das?", "Dachs Wolke Ampel 19"),
        ("DJANGO_SECRET_KEY='k9=mw2@p#x7z!q0v^e4r&t6y*u8i-o1p3a5s7d9f2g4h6j8'", "k9=mw2@p#x7z!q0v^e4r&t6y*u8i-o1p3a5s7d9f2g4h6j8"),
    ):
        assert value not in _out(text), text


def test_the_first_of_a_values_parts_is_cut_and_a_talk_in_parts_stays() -> None:
    mem = SecretMemory("dave")
    first, _ = mem.redact("Le mot de passe du wifi est long, je te l'envoie en deux parties : Tr8kQ2", True)
    second, _ = mem.redact("deuxième partie : Wm5zL9", True)
    assert "Tr8kQ2" not in first and "Wm5zL9" not in second
    assert redact("I'll go through the migration in two parts: Setup2024 first, then the data.")[1] == 0


def test_a_business_steuernummer_and_a_shop_member_number_stay() -> None:
    for text in ("Auf der Rechnung der Firma steht Steuernummer 27/812/33019, muss die drauf?",
                 "Member ID GYM88120455 at the climbing hall, can I bring a friend to my session?"):
        assert redact(text)[1] == 0, text


def test_another_persons_company_account_stays_in_a_message_the_speaker_asks_to_write() -> None:
    # round 30d reads "write a message" (أكتب رسالة) as the speaker's own document; his or her company's account named
    # in a clause of its own is still theirs (IBANs pass their check)
    from utils.idcheck import iban_ok
    own, theirs = "SA5137072507699935490183", "SA3023730233383732477669"
    assert iban_ok(own) and iban_ok(theirs)
    out = _out(f"أبغى أكتب رسالة لصاحب البيت: الآيبان حقي {own} عشان يرجع العربون، وهي حولت لي من حساب شركتها {theirs}.")
    assert theirs in out and own not in out
    out = _out(f"Help me write a note to the landlord: my IBAN is {own} for the deposit; he paid me from his company's "
               f"account {theirs} by mistake.")
    assert theirs in out and own not in out
