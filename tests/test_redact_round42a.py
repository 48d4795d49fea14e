"""Round 42a: one-time codes in quoted service messages in many languages, a card's check number by its other names,
verbal passwords for an alarm's centre, passwords asked about, keypad codes with a Cyrillic letter, locks under a
password's name, alarms turned off with their code, PINs set (a year too) or said to be the current one, passphrases
quoted after "it's", security answers the speaker set; and the ordinary text of the same shapes that stays (years,
counts, prices, error codes, order numbers, quoted shipping messages). My own sentences; the values are made up (the
card numbers pass Luhn)."""

from __future__ import annotations

import pytest

from utils import redact_round42a
from utils.redact import SecretMemory, placeholder_literal


def _out(text: str) -> str:
    return SecretMemory("t").redact(text, True)[0]


def _cut(text: str, value: str) -> None:
    out = _out(text)
    assert value not in out, out


def _kept(text: str, value: str) -> None:
    out = _out(text)
    assert value in out, out


# ---- 1. a one-time code inside a quoted service message ----

QUOTED_CUT = [
    ("My brother forwarded this: \"Your one-time passcode for the payment of $2,480.00 is 731904. Never share it.\"",
     "731904"),
    ("Ήρθε μήνυμα: «Ο κωδικός επιβεβαίωσης για την πληρωμή 86,40€ είναι 482177. Μην τον δώσετε σε κανέναν.»",
     "482177"),
    ("Ezt kaptam: „Az Ön ellenőrző kódja a 12 500 Ft összegű fizetéshez: 55190364. Senkinek ne adja ki!”",
     "55190364"),
    ("جاتني رسالة: \"كود التحقق لعملية الدفع بقيمة 350.00 جنيه هو 902316 متشاركوش مع حد\"", "902316"),
    ("Przyszedł SMS: „Kod autoryzacyjny do płatności 79,99 zł: 41860273. Nie podawaj go nikomu.”", "41860273"),
    ("Přišla mi SMS: „Ověřovací kód k platbě 2 340 Kč je 318475. Nikomu ho nesdělujte.“", "318475"),
    ("Am primit: „Codul de verificare pentru plata de 120,50 RON este 774031. Nu îl divulga nimănui.”", "774031"),
    ("Banken skrev: «Engangskoden for betalingen på 3 999,00 kr er 260118. Ikke del den med noen.»", "260118"),
    ("Me llegó: «Tu código de confirmación para la compra de 45,90 € es 615902. No lo compartas con nadie.»",
     "615902"),
    ("Recebi: \"Seu código de segurança para o pagamento de R$ 89,90 é 503817. Não compartilhe.\"", "503817"),
    ("Пришло СМС: «Код подтверждения для перевода 5 000 руб.: 846120. Никому не сообщайте его.»", "846120"),
    ("Прийшло СМС: «Одноразовий пароль для оплати 499,00 грн: 27731590. Нікому не повідомляйте.»", "27731590"),
    ("Gelen mesaj: \"1.250,00 TL tutarındaki işlem için doğrulama kodunuz 480312. Kimseyle paylaşmayınız.\"",
     "480312"),
    ("Dapat SMS: \"Kode OTP untuk pembayaran Rp 250.000 adalah 917204. Jangan berikan kepada siapa pun.\"",
     "917204"),
    ("Tin nhắn: \"Mã xác thực cho giao dịch 2.500.000đ là 603148. Tuyệt đối không chia sẻ.\"", "603148"),
    ("Fick ett sms: \"Din engångskod för betalningen på 249 kr är 335071. Dela den inte med någon.\"", "335071"),
    ("קיבלתי הודעה: \"קוד האימות שלך לתשלום של 120 ש\"ח הוא 718820. אין למסור אותו לאף אחד\"", "718820"),
    # a bare code's name with the message's word of secrecy
    ("The text read: \"Your code is 558203. Do not share it with anyone.\"", "558203"),
    ("SMS: «Ваш код 908127. Никому его не говорите.»", "908127"),
    # a code in two halves, an amount in spaced thousands before it
    ("Mum got this: \"Your login code is 605 518. Never give it to anyone.\"", "605 518"),
    ("Kam mi SMS: „Kód k platbě 12 500 Ft je 318475. Nikomu ho nedávejte.“", "318475"),
]


@pytest.mark.parametrize(("text", "value"), QUOTED_CUT)
def test_quoted_message_code_cut(text: str, value: str) -> None:
    _cut(text, value)


QUOTED_KEPT = [
    # a parcel's, an order's, a payment's reference: no code's name, or another thing's code
    ("Got a text: \"Your parcel 731904 is out for delivery today.\"", "731904"),
    ("SMS: «Το δέμα σας με αριθμό αποστολής 482177 παραδόθηκε.»", "482177"),
    ("I got: \"Your order 615902 has shipped, tracking code 1Z999AA10123456784.\"", "615902"),
    ("SMS: \"DHL: Ihre Sendung 60551834 kommt morgen. Sendungscode: 4471 2290\"", "60551834"),
    ("Recibí: \"Su pedido 503817 fue enviado, código de seguimiento 8812 7731\"", "503817"),
    ("Kargo SMS'i: \"Takip kodu 480312 ile gönderinizi izleyin.\"", "480312"),
    ("SMS: «Код заказа 846120. Трек-номер 80091234567890.»", "846120"),
    ("وصلتني رسالة: \"تم شحن طلبك رقم 902316 وسيصل خلال 3 أيام\"", "902316"),
    ("Got a text: \"Payment of $1,250.00 to ACME received, reference 558203. Thank you.\"", "558203"),
    ("The email: \"Transfer of 1250 EUR completed, reference code 774031\"", "774031"),
    ("SMS: „Ihr Gutscheincode für 1.250 Punkte: 335071. Viel Spaß beim Einkaufen!”", "335071"),
    # an error's code, a year, a version, a count, a phone
    ("The SMS said \"Error code 4012: transfer failed, try again\"", "4012"),
    ("\"Your code expires in 2026\" was the whole subject line", "2026"),
    ("The notification said \"Security code update installed, version 605518\"", "605518"),
    ("\"Your one-time code will expire in 10 minutes\" and then nothing came", "10"),
    ("Got an email: \"Your password was changed on 12/06/2025 at 14:32. If this wasn't you, call 1800 555 1234.\"",
     "1800 555 1234"),
    ("Message: \"Your code review is due in 2 days, PR 4821 needs approval\"", "4821"),
    # a number after the message's closing quote
    ("\"Never share your password\" says the bank; I paid 2500 for the course.", "2500"),
    ("My email: the code for the payment module is 3400 lines, never shared outside the team", "3400"),
    # a code's name outside any quoted message
    ("The code for the payment module is 3400 lines long and nobody shares it.", "3400"),
]


@pytest.mark.parametrize(("text", "value"), QUOTED_KEPT)
def test_quoted_message_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_in_message() -> None:
    t = 'she wrote: "the code is 1234" and then "ok"'
    assert redact_round42a._in_message(t, t.find("code"))
    assert not redact_round42a._in_message(t, t.find("then"))
    assert redact_round42a._in_message("> Your code is 1234", 7)


def test_amounts() -> None:
    t = "pay 1.250,00 € with 605518 or 250 zł: 41860273"
    assert redact_round42a._amount(t, 4, 12)
    assert not redact_round42a._amount(t, t.find("605518"), t.find("605518") + 6)
    s = t.find("250 zł")
    assert redact_round42a._amount(t, s, s + 3)
    assert not redact_round42a._amount(t, t.find("41860273"), len(t))


# ---- 2. a card's security code under its other names ----

CARD_CUT = [
    ("Für die Kaution: Karte 4539 1488 0343 6467, gültig bis 09/28, Prüfnummer 208.", "208"),
    ("Hotellet vill ha kortnummer 4539 1488 0343 6467 och säkerhetskod 771.", "771"),
    ("De verhuurder vraagt kaart 4539 1488 0343 6467 met beveiligingscode 415.", "415"),
    ("Mi chiedono la carta 4539 1488 0343 6467 e il codice di controllo 902.", "902"),
    ("Kortti 4539 1488 0343 6467, turvakoodi 388, voimassa 11/27.", "388"),
    ("Kártyaszám 4539 1488 0343 6467, biztonsági kód: 640.", "640"),
    ("Kart numarası 4539 1488 0343 6467, güvenlik kodu 517.", "517"),
    ("Номер карты 4539 1488 0343 6467, код на обороте 294.", "294"),
    ("Số thẻ 4539 1488 0343 6467, mã bảo mật 863.", "863"),
    ("Nomor kartu 4539 1488 0343 6467, kode keamanan 129.", "129"),
    ("Numer karty 4539 1488 0343 6467, kod zabezpieczający 456.", "456"),
    ("Číslo karty 4539 1488 0343 6467, bezpečnostní kód 337.", "337"),
    ("Tarjeta 4539 1488 0343 6467, número de control 582.", "582"),
    ("Αριθμός κάρτας 4539 1488 0343 6467, κωδικός ασφαλείας 730.", "730"),
]


@pytest.mark.parametrize(("text", "value"), CARD_CUT)
def test_card_check_number_cut(text: str, value: str) -> None:
    _cut(text, value)


CARD_KEPT = [
    # no card's number in the message: a notice's or a manual's number
    ("Prüfnummer 534 des Bescheids, Aktenzeichen 12/2023", "534"),
    ("säkerhetskod 534 för garaget enligt manualen", "534"),
    # a card's number, then a hotline with the name far before
    ("Karte 4539 1488 0343 6467 ist gesperrt, die Prüfnummer steht hinten, Hotline 0800 123 456.", "0800 123 456"),
    # a count of digits after the name
    ("Karte 4539 1488 0343 6467: die Prüfnummer hat 3 Ziffern, nicht 4", "3 Ziffern"),
    # a cheque's number beside a card is no card's code
    ("Card 4539 1488 0343 6467 and check number 1042 for the rent", "1042"),
]


@pytest.mark.parametrize(("text", "value"), CARD_KEPT)
def test_card_check_number_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


# ---- 3. a verbal password or a code word for an alarm's centre ----

VERBAL_CUT = [
    ("If the sensor trips, the verbal password for the central station is 'gooseberry'.", "gooseberry"),
    ("Our spoken password with the monitoring company is walrus, please remember it.", "walrus"),
    ("The password for the alarm company is 'lighthouse' if they ring you.", "lighthouse"),
    ("Das Codewort bei der Notrufzentrale lautet Holunder.", "Holunder"),
    ("Le mot de passe verbal auprès de la télésurveillance est « framboise ».", "framboise"),
    ("La contraseña verbal con la empresa de seguridad es 'membrillo'.", "membrillo"),
    ("A senha verbal para a central de monitoramento é 'jabuticaba'.", "jabuticaba"),
    ("Il codice verbale per la centrale operativa è 'albicocca'.", "albicocca"),
    ("Kodeordet til alarmcentralen er moltebær.", "moltebær"),
    ("Lösenordet hos larmcentralen är 'lingon'.", "lingon"),
    ("Hasło dla agencji ochrony to 'jeżyna'.", "jeżyna"),
    ("Кодовое слово для пульта охраны — «брусника».", "брусника"),
]


@pytest.mark.parametrize(("text", "value"), VERBAL_CUT)
def test_verbal_password_cut(text: str, value: str) -> None:
    _cut(text, value)


VERBAL_KEPT = [
    ("the verbal password for the monitoring center is required when they call", "required"),
    ("Our code word with the alarm company is written on the fridge.", "written"),
    ("The password for the monitoring center is different from the keypad code.", "different"),
    ("the verbal password for the central station is the same as last year", "same"),
    ("The password for the meeting is on the invite.", "invite"),
    ("The password for the monitoring portal is 'strong' according to the checker.", "strong"),
    # a code word of a party or a game, no alarm's centre
    ("the code word for the birthday surprise is mango", "mango"),
    ("Das Codewort für die Schnitzeljagd ist Ananas.", "Ananas"),
]


@pytest.mark.parametrize(("text", "value"), VERBAL_KEPT)
def test_verbal_password_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


# ---- 4. a password asked about or judged ----

JUDGED_CUT = [
    ("Is HazelMoon8841 a good password for our Disney+ account?", "HazelMoon8841"),
    ("Would RiverStone2267 be strong enough as my iCloud password?", "RiverStone2267"),
    ("Ist GrüneWiese4410 ein sicheres Passwort für mein Girokonto?", "GrüneWiese4410"),
    ("¿Es PerroAzul3358 una buena contraseña para Spotify?", "PerroAzul3358"),
    ("Est-ce que ChatRoux7719 est un bon mot de passe pour ma banque ?", "ChatRoux7719"),
    ("È LunaPiena5502 una password sicura per la posta?", "LunaPiena5502"),
    ("Is BlauweFiets6630 een sterk wachtwoord voor mijn mail?", "BlauweFiets6630"),
    ("Czy SzaryWilk9012 to dobre hasło do banku?", "SzaryWilk9012"),
    ("KaraKedi4471 güçlü bir şifre mi?", "KaraKedi4471"),
    ("How strong is Copper#Fox61 as the password for the family Wi-Fi?", "Copper#Fox61"),
    ("¿Es TortugaVerde4821 segura como contraseña del correo?", "TortugaVerde4821"),
]


@pytest.mark.parametrize(("text", "value"), JUDGED_CUT)
def test_judged_password_cut(text: str, value: str) -> None:
    _cut(text, value)


JUDGED_KEPT = [
    ("Is Bitwarden2024 a good password manager?", "Bitwarden2024"),
    ("Is SHA256 a good password hash?", "SHA256"),
    ("Is Argon2id a good choice for password hashing?", "Argon2id"),
    ("Is Summer2024! a good password?", "Summer2024!"),
    ("Is Password123 strong enough?", "Password123"),
    ("Is a password like Sunflower2742 strong?", "Sunflower2742"),
    ("Is an iPhone15 passcode strong enough?", "iPhone15"),
    ("Is KeePassXC2 a good password vault?", "KeePassXC2"),
    ("Are 12-character passwords strong enough for ISO27001 audits?", "ISO27001"),
    ("Is a 16-character password strong enough for Gmail?", "16-character"),
    # a value after the password's name, or far before it: a device's, a day's
    ("Is my Netflix password safe if I watch on a Bravia2021 TV?", "Bravia2021"),
    ("Is Tomorrow2025 going to be the day I change my weak password?", "Tomorrow2025"),
]


@pytest.mark.parametrize(("text", "value"), JUDGED_KEPT)
def test_judged_password_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_judged_value_shapes() -> None:
    ok = lambda v: redact_round42a._judged_value(v, placeholder_literal)  # noqa: E731
    assert ok("HazelMoon8841") and ok("copper#fox61")
    assert not ok("hazelmoon8841")  # one case, no symbol: other rules' part
    assert not ok("Welcome2024") and not ok("Qwerty!2024")  # a common base
    assert not ok("iPhone15") and not ok("AWS2024")


# ---- 5. locks: a Cyrillic keypad letter, a lock under a password's name, an alarm turned off with its code ----

LOCK_CUT = [
    ("Для мами: код від під'їзду 24К1187, ключі у сусідки.", "24К1187"),
    ("Код домофона 15В3902, квартира на пятом этаже.", "15В3902"),
    ("Nhắn giúp: mật khẩu khóa cửa là 470215, wifi ở trên tủ lạnh.", "470215"),
    ("mật khẩu két sắt 9034, đừng nói ai", "9034"),
    ("La contraseña de la puerta: 7781", "7781"),
    ("Hasło do drzwi 6620, klucze u sąsiadki.", "6620"),
    ("Пароль от сейфа 3318, не забудь.", "3318"),
    ("Till hundvakten: larmet slår du av med 5104 och sedan OFF.", "5104"),
    ("Larmet stänger du av med koden 8862.", "8862"),
    ("Tắt báo động bằng mã 4419 rồi bấm OFF.", "4419"),
    ("L'alarme, tu la coupes avec 3307.", "3307"),
]


@pytest.mark.parametrize(("text", "value"), LOCK_CUT)
def test_lock_code_cut(text: str, value: str) -> None:
    _cut(text, value)


LOCK_KEPT = [
    ("The alarm goes off at 0630 every day.", "0630"),
    ("larmet slår du av med appen, koden finns i lådan", "appen"),
    ("Larmet gick 2378 gånger förra året.", "2378"),
    ("I turn off the alarm with 2 taps on the phone.", "2"),
    ("Alarmen stängs av med 1500 kr i avgift.", "1500"),
    ("the password for the door app changed in 2023", "2023"),
    ("the password of the garage is 12 characters long", "12"),
    ("hasło do drzwi zmienione w 2021", "2021"),
    ("код від домофону в квартирі 37", "37"),
    ("Корпус 3Б, код домофона на двери", "3Б"),
]


@pytest.mark.parametrize(("text", "value"), LOCK_KEPT)
def test_lock_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


def test_lock_code_in_instructions_for_a_sitter() -> None:
    # instructions written for a sitter are no tutorial's sample code (round 37a keeps a tutorial's)
    _cut("Schreib eine Anleitung für die Katzensitterin: Türcode 4821, Futter im Schrank.", "4821")
    _cut("Viết hướng dẫn cho bạn ở nhờ: mã khóa cửa 838216, rác đổ tối thứ hai.", "838216")
    _kept("The Twilio quickstart shows code 123456 in its sample SMS.", "123456")


# ---- 6. a PIN the speaker set, a year too ----

SET_CUT = [
    ("Yeni kartım geldi, şifre olarak 1988 belirledim, doğum yılım.", "1988"),
    ("Banka kartımın şifresini 1979 yaptım, unutmam diye.", "1979"),
    ("Kart şifresi 6402, annem biliyor.", "6402"),
    ("Поставил ПИН на новую карту 1991, это год рождения.", "1991"),
    ("Puse 1986 como PIN de la tarjeta nueva.", "1986"),
    ("J'ai mis 1984 comme code PIN de ma carte.", "1984"),
    ("Ho impostato 1993 come PIN del bancomat.", "1993"),
    ("Ustawiłem PIN do karty 1989, rok urodzenia.", "1989"),
]


@pytest.mark.parametrize(("text", "value"), SET_CUT)
def test_pin_set_cut(text: str, value: str) -> None:
    _cut(text, value)


SET_KEPT = [
    ("Kart şifremi 2023 yılında değiştirdim.", "2023"),
    ("Kart şifresi 2019'da sıfırlandı.", "2019"),
    ("Поставил ПИН на карту в 2019 году.", "2019"),
    ("Kart şifresi 4 haneli olmalı.", "4 haneli"),
    ("kredi kartı şifresi 2024 yılında değişti", "2024"),
    ("PIN policy changed in 1992 for all cards", "1992"),
]


@pytest.mark.parametrize(("text", "value"), SET_KEPT)
def test_pin_set_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


# ---- 7. a PIN named, then said to be the current one ----

CURRENT_CUT = [
    ("Niongeze ulinzi kwenye PIN ya Tigo Pesa? Kwa sasa ni 6093.", "6093"),
    ("Soll ich die Karten-PIN wechseln? Aktuell ist sie 4718.", "4718"),
    ("¿Cambio el PIN del móvil? Ahora mismo es 2856.", "2856"),
    ("Faut-il changer le code PIN de la carte ? Actuellement c'est 9130.", "9130"),
    ("Devo cambiare il PIN? Al momento è 5528.", "5528"),
    ("Preciso mudar o PIN do cartão? Atualmente é 3371.", "3371"),
    ("Moet ik mijn pincode veranderen? Op dit moment is het 8042.", "8042"),
    ("Czy zmienić PIN do karty? Obecnie to 6615.", "6615"),
    ("Менять ли ПИН-код? Сейчас он 7261.", "7261"),
    ("Kart şifremi değiştireyim mi? Şu an 4390.", "4390"),
    ("Có nên đổi mã PIN không? Hiện tại là 1857.", "1857"),
    ("Perlu ganti PIN ATM? Saat ini 2094.", "2094"),
    ("Should I change my Cash App PIN? Currently it's 5183.", "5183"),
]


@pytest.mark.parametrize(("text", "value"), CURRENT_CUT)
def test_current_pin_cut(text: str, value: str) -> None:
    _cut(text, value)


CURRENT_KEPT = [
    ("Should I change my PIN? Currently it's 2024 and it has been 5 years.", "2024"),
    ("Should I change my PIN? Right now it's 4 digits.", "4 digits"),
    ("My PIN got blocked. Currently 1200 people are in the queue.", "1200"),
    ("PIN reset done. Currently 4500 users are affected.", "4500"),
    ("I forgot my PIN. At the moment I have 3 tries left.", "3 tries"),
    ("Muss ich die PIN ändern? Aktuell ist sie seit 2019 gleich.", "2019"),
    ("How many people use a PIN? Currently 3500 in our branch, out of 9000.", "3500"),
    ("What is the price now? Currently 1299 for the PIN pad model.", "1299"),
]


@pytest.mark.parametrize(("text", "value"), CURRENT_KEPT)
def test_current_pin_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


# ---- 8. a passphrase named, then quoted after "it's" ----

REFERRED_CUT = [
    ("age wants the passphrase for backup.age. I'm almost certain it's \"maple drift orchard 1977\" but no luck.",
     "maple drift orchard 1977"),
    ("KeePassXC asks for the master password. I believe it is 'Quarry-Lantern-58' but it rejects it.",
     "Quarry-Lantern-58"),
    ("VeraCrypt nimmt die Passphrase nicht. Ich bin sicher, es ist \"Nebel Kiefer Anker 1969\".",
     "Nebel Kiefer Anker 1969"),
    ("La phrase de passe de ma clé SSH ne passe plus. Je suis sûr que c'est « loutre cerise fanal 33 ».",
     "loutre cerise fanal 33"),
]


@pytest.mark.parametrize(("text", "value"), REFERRED_CUT)
def test_referred_passphrase_cut(text: str, value: str) -> None:
    _cut(text, value)


REFERRED_KEPT = [
    ("the passphrase prompt, I think it's \"Enter passphrase\" in the dialog", "Enter passphrase"),
    ("gpg failed with the passphrase. It says \"Bad session key\"", "Bad session key"),
    ("My password manager is fine. I think it's \"the best one around\" honestly.", "the best one around"),
    ("I forgot the passphrase. The error? It's \"decryption failed: No secret key\".", "decryption failed"),
    ("The comic's password advice: it's \"correct horse battery staple\".", "correct horse battery staple"),
]


@pytest.mark.parametrize(("text", "value"), REFERRED_KEPT)
def test_referred_passphrase_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


# ---- 9. a security answer the speaker set ----

ANSWER_CUT = [
    ("The bank will ask for my mother's maiden name, which I set as Adebayo.", "Adebayo"),
    ("The security question is my first pet, and I set it to Marmalade.", "Marmalade"),
    ("Sicherheitsfrage ist der Mädchenname meiner Mutter, den ich als Hinterberger hinterlegt habe.", "Hinterberger"),
    ("La question secrète, c'est le nom de jeune fille de ma mère, que j'ai mis comme Duplessis.", "Duplessis"),
    ("Pregunta de seguridad: apellido de soltera de mi madre, que puse como Etxeberria.", "Etxeberria"),
    ("A pergunta de segurança é o nome de solteira da minha mãe, que cadastrei como Figueiredo.", "Figueiredo"),
]


@pytest.mark.parametrize(("text", "value"), ANSWER_CUT)
def test_set_answer_cut(text: str, value: str) -> None:
    _cut(text, value)


ANSWER_KEPT = [
    ("My mother's maiden name is a common security question, which I set as optional.", "optional"),
    ("The security question was skipped, which I set as None.", "None"),
    ("I set the theme to Dark after changing the security question.", "Dark"),
    ("Which security question did you pick? I set mine yesterday.", "yesterday"),
    ("My mother's maiden name is on the form, which I set as Draft yesterday.", "Draft"),
]


@pytest.mark.parametrize(("text", "value"), ANSWER_KEPT)
def test_set_answer_lookalikes_kept(text: str, value: str) -> None:
    _kept(text, value)


# ---- ordinary sentences with these rules' words ----

@pytest.mark.parametrize("text", [
    "The alarm company raised its price to 2499 last year.",
    "Our code word list has 1200 entries, sorted by length.",
    "Currently the PIN pad firmware is version 4.2.1.",
    "SMS: \"Your appointment on 14.03.2025 at 10:30 is confirmed. Reply STOP to cancel.\"",
    "Got a text: \"Order 77120 confirmed, total $1,204.99, delivery in 3 days\"",
    "The building has 4 doors and the gate opened in 1998.",
    "Is 2024 a good year to change passwords?",
])
def test_ordinary_text_unchanged(text: str) -> None:
    assert _out(text) == text


@pytest.mark.parametrize(("text", "value"), QUOTED_KEPT + CARD_KEPT + VERBAL_KEPT + JUDGED_KEPT + LOCK_KEPT + SET_KEPT
                         + CURRENT_KEPT + REFERRED_KEPT + ANSWER_KEPT + [
                             # a run of digits said to be no PIN (other rounds' PIN rules judge it as they do)
                             ("Kart şifresi 1234 olamaz, çok basit.", "1234")])
def test_this_round_leaves_lookalikes(text: str, value: str) -> None:
    # this round's own finder, apart from the keeps of other rounds that may drop what it took
    v = text.find(value)
    spans = redact_round42a.find(text, text.lower(), placeholder_literal)
    assert not [sp for sp in spans if sp[0] < v + len(value) and v < sp[1]], spans
