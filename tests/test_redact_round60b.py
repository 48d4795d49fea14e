"""Round 60b: public values the rules cut by mistake, kept by class (spent blind sets' false positives: these are my
own sentences, in other words); beside each class, a secret of the same shape in the same message or one like it,
which stays cut. The values are made up (the RUTs' check digits computed)."""

from __future__ import annotations

from redact_kit import cut, kept

# ---- a school's, a club's or an association's account paid into ----


def test_a_schools_or_clubs_account_to_pay_into_is_kept() -> None:
    kept("Forældrene bedes indbetale 150 kr. til klubbens konto reg.nr. 9570 kontonr. 4417702935 senest fredag. "
         "Skriv en påmindelse til holdet.", values=("4417702935",))
    kept("For the Year 4 trip, parents can pay into the school's account: sort code 20-45-77, account number "
         "73019264. Can you word the letter home?", values=("73019264",))
    kept("Der Mitgliedsbeitrag für die Jugendabteilung wird auf das Vereinskonto 2284017735 überwiesen, bitte "
         "formuliere eine kurze Info.", values=("2284017735",))


def test_the_speakers_own_account_beside_a_schools_stays_cut() -> None:
    cut("Skolen skal betale pengene tilbage til min konto reg.nr. 9570 kontonr. 4417702935, ikke til skolens konto.",
        values=("4417702935",))
    text = ("Pay the trip money into the club's account 55102938, and my own account for the refund is 61827304, "
            "the locker code is 4471.")
    kept(text, values=("55102938",))
    cut(text, values=("61827304", "4471"))


# ---- a church's or an appeal's published account ----


def test_a_church_appeals_account_in_details_for_gifts_is_kept() -> None:
    kept("Here are the details for the parish magazine: St Luke's organ appeal, account name St Luke's PCC, sort "
         "code 40-11-62, account number 81734502. Please write a short piece asking for donations.",
         values=("81734502",))
    kept("Our chapel's new boiler appeal: account name Ebenezer Chapel, sort code 09-01-28, account number 27461093. "
         "Draft a notice for the pew sheet asking people to give generously.", values=("27461093",))


def test_the_speakers_own_account_beside_an_appeal_stays_cut() -> None:
    cut("I'm organising the church appeal newsletter, but first: my account number 38176420, sort code 20-11-45, is "
        "where my salary goes, can you check it?", values=("38176420",))
    cut("The hospice appeal flyer is done; please refund my ticket to my account number 50938172, sort code 60-02-19.",
        values=("50938172",))


# ---- a Stripe object's id ----


def test_a_stripe_objects_id_is_kept_and_the_keys_cut() -> None:
    text = ("Webhook handler fails:\n\nstripe.api_key = 'sk_test_4eC39HqLyjWDarjtT1zdp7dcX9Rk2Lm0Qw7aBn3Z'\n"
            "endpoint_secret = 'whsec_8Jd2kLq9ZrT4mX7bN1cV5yH3pW6sF0gA'\n"
            "intent = stripe.PaymentIntent.retrieve('pi_3PqR7sT9uV1wX3yZ5aB7cD9e')\n"
            "sub = stripe.Subscription.retrieve('sub_1NxY2zA3bC4dE5fG6hI7jK8L')\n\n"
            "Why does it say no such payment_intent?")
    kept(text, values=("pi_3PqR7sT9uV1wX3yZ5aB7cD9e", "sub_1NxY2zA3bC4dE5fG6hI7jK8L"))
    cut(text, values=("sk_test_4eC39HqLyjWDarjtT1zdp7dcX9Rk2Lm0Qw7aBn3Z", "whsec_8Jd2kLq9ZrT4mX7bN1cV5yH3pW6sF0gA"))
    kept("La sesión cs_test_b1Kq8Zr3Tx5Vm7Np9Lc2Hd4Fg6Jk8Qw0Er2Ty4Ui6Op8As0Df no aparece en el panel, ¿por qué?",
         values=("cs_test_b1Kq8Zr3Tx5Vm7Np9Lc2Hd4Fg6Jk8Qw0Er2Ty4Ui6Op8As0Df",))


def test_a_stripe_client_secret_and_restricted_key_stay_cut() -> None:
    cut("My front end gets client_secret pi_3PqR7sT9uV1wX3yZ5aB7cD9e_secret_Zk8Lm2Np4Qr6St8Uv0Wx2Yz4 and the server "
        "uses rk_live_51Hq2Zr8Tx5Vm7Np9Lc2Hd4Fg6Jk8Qw0Er2Ty4Ui6Op8As0", values=(
            "pi_3PqR7sT9uV1wX3yZ5aB7cD9e_secret_Zk8Lm2Np4Qr6St8Uv0Wx2Yz4",
            "rk_live_51Hq2Zr8Tx5Vm7Np9Lc2Hd4Fg6Jk8Qw0Er2Ty4Ui6Op8As0"))


# ---- a booking's confirmation code ----


def test_a_bookings_confirmation_code_is_kept_and_the_door_code_cut() -> None:
    text = ("Can you make a note for my brother? The host wrote: the key safe by the gate opens with 8302, Wi-Fi "
            "password is Lemon!Tree77, and the reservation code is HM4KX92TQZ if the office asks.")
    kept(text, values=("HM4KX92TQZ",))
    cut(text, values=("8302", "Lemon!Tree77"))
    kept("Unsere Ferienwohnung in Lissabon: Check-in ab 15 Uhr, der Buchungscode lautet K7QX29M4, bitte für "
         "die Gastgeberin notieren.", values=("K7QX29M4",))
    kept("Pour le gîte, le code de réservation est B8TQ4Z1X, l'hôte nous attend vers 18 h.", values=("B8TQ4Z1X",))


def test_an_sms_confirmation_code_stays_cut() -> None:
    cut("The bank texted me: your confirmation code is 482913, don't share it with anyone. Is this a scam?",
        values=("482913",))
    cut("Your Airbnb confirmation code is 7K2M9Q4L, enter it to verify your phone.", values=("7K2M9Q4L",))


# ---- a supplier's account on its invoice ----


def test_a_suppliers_account_on_its_invoice_is_kept() -> None:
    kept("הספק שלח חשבונית מס 2231 וביקש שנעביר את התשלום לחשבון הספק: בנק לאומי, סניף 801, חשבון 4418276. "
         "תנסח לו הודעת אישור.", values=("4418276",))
    kept("The invoice from the printers asks us to pay the supplier's account, sort code 30-15-99, account number "
         "60482917, within 30 days. Is that normal?", values=("60482917",))


def test_the_speakers_own_account_beside_a_suppliers_stays_cut() -> None:
    cut("הספק החזיר לי כסף על החשבונית לחשבון שלי בבנק דיסקונט, חשבון 7731904. זה הגיע?", values=("7731904",))


# ---- a company's RUT ----


def test_a_companys_rut_on_a_receipt_is_kept() -> None:
    kept("En la factura de la ferretería aparece RUT 77.245.318-3 y el total con IVA, ¿cómo la ingreso como gasto?",
         values=("77.245.318-3",))
    kept("El proveedor Servicios Andinos SpA tiene RUT 96.512.804-2, ¿me sirve para la rendición?",
         values=("96.512.804-2",))
    kept("Mi boleta de la farmacia indica RUT 78.901.234-2, pero el cobro salió duplicado.", values=("78.901.234-2",))


def test_a_persons_rut_stays_cut() -> None:
    cut("Para el reclamo de la boleta pongo mi RUT 15.872.413-8 y el número de la compra, ¿está bien?",
        values=("15.872.413-8",))
    cut("Mi RUT es 8.734.521-1 y mi clave única es Andes#2024, ¿cómo entro al SII?", values=("8.734.521-1",
                                                                                            "Andes#2024"))
