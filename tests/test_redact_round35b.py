"""Round 35b: secrets a few words from their name or in a shape a form, a file or an SMS prints (a licence's number in
the next sentence, an XML config's password, codes generated words away, ten-digit PUKs, seven-group recovery keys, a
key list's code, a mobile-money code of letters, a "$"-led password on a command line, an account beside its branch,
a lock set to a value, a password named with its service, a bank SMS's code after its purpose, a PIN called the
current one in the next message), and the public values beside them. My own sentences, no set's."""

from __future__ import annotations

import pytest

from utils.redact import SecretMemory, redact


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(("text", "secret"), [
    # a driving licence's number in the sentence after its name
    ("The DMV form asks for my license number, I typed it twice. It's B4418203, Nevada.", "B4418203"),
    ("Mi número de licencia no funciona en la web, es X7731940 según la tarjeta.", "X7731940"),
    # an XML config's password element with attributes, encoded or not
    ("<Account><Name>nas</Name><Password type=\"plain\">Wq3!zr8Lm</Password></Account>", "Wq3!zr8Lm"),
    ("<Site><Host>files.example.org</Host><Pass encoding=\"base64\">cXVpbmNlMjAyNCE=</Pass></Site>",
     "cXVpbmNlMjAyNCE="),
    # a payment code the speaker generated, words between
    ("Mam kod BLIK do zapłaty, wygenerowałem go przed chwilą 318 552, czy to bezpieczne?", "318 552"),
    ("Ya generé el código en la app hace un momento: 660193, ¿se lo paso?", "660193"),
    ("Den Code habe ich generiert schon 480219 – soll ich ihn weitergeben?", "480219"),
    # a PUK of up to ten digits after its name, words between
    ("SIM gesperrt, der PUK-Code laut Karte lautet 82736450", "82736450"),
    ("My eID PUK from the carrier letter is 1948372610.", "1948372610"),
    # a recovery key in seven groups of four
    ("Found my Wiederherstellungsschlüssel: Q7M2-8KD4-ZP31-X9RT-4LWB-N6HE-2FJC", "Q7M2-8KD4-ZP31-X9RT-4LWB-N6HE-2FJC"),
    ("La clé de secours notée dans mon carnet: 3KQ9-W2LD-7XMB-P4RT-88ZN-QE5C-JH1V", "3KQ9-W2LD-7XMB-P4RT-88ZN-QE5C-JH1V"),
    # a key list's code for the position the bank asks
    ("Pankki pyytää avainlukua kohdasta 12, avainlukulistassa siinä kohdassa on 5520.", "5520"),
    ("Meine Bank fragt nach der iTAN Nr. 45, auf der Liste steht dort: 771203", "771203"),
    # a mobile-money code of letters only opening its confirmation
    ("Here is the message:\nQHRTBWXLMA Confirmed. Ksh4,200.00 paid to MAMA MBOGA.", "QHRTBWXLMA"),
    # a "$"-led password on a command line
    ("nmcli connection modify home wifi-sec.psk \"$Harbour2024x\"", "$Harbour2024x"),
    ("nmcli device wifi connect Attic password '$Marigold57' keeps failing", "$Marigold57"),
    # the speaker's account beside its branch, either order
    ("Mi cuenta 0049123456 sucursal 1520, para la nómina.", "0049123456"),
    ("לנוחותך: חשבון 4455667 בסניף 912 של דיסקונט", "4455667"),
    ("סניף 912, חשבון 4455667", "4455667"),
    # a lock set to a value
    ("The bike lock combination: I set it to 0472 yesterday", "0472"),
    ("Mein Fahrradschloss habe ich auf 318 eingestellt, jetzt geht es nicht auf.", "318"),
    ("luggage lock on the blue bag, I set it to 905 before the flight", "905"),
    ("Le cadenas de ma valise, je l'ai réglé sur 729 et il ne s'ouvre plus.", "729"),
    ("Кодовый замок на велосипеде: поставил на 4512, теперь не открывается.", "4512"),
    ("Il lucchetto della bici l'ho impostato su 0815 ieri.", "0815"),
    # a password named with the service it opens
    ("my password on Steam, Gr8!nebula, stopped working", "Gr8!nebula"),
    ("ο κωδικός μου στο e-banking, kal0s#Mera, δεν περνάει", "kal0s#Mera"),
    # a bank SMS's code after its purpose and a colon
    ("Code for confirming payment of 49.99 EUR from card *1234: 902817. Do not share.", "902817"),
    ("Kod do potwierdzenia przelewu 200 zł z karty *7781: 334190", "334190"),
    ("Codice per confermare il bonifico di 300 EUR dalla carta *2211: 558013.", "558013"),
    ("СМС: «Код для входа в интернет-банк с устройства iPhone: 771045»", "771045"),
])
def test_round35b_secret_cut(text: str, secret: str) -> None:
    assert secret not in _out(text)


@pytest.mark.parametrize(("text", "public"), [
    ("The DMV form asks for my license number. It's B4418203; my booking is 7731940ABCD.", "7731940ABCD"),
    ("<Server><Host>ftp.example.org</Host><Port>21</Port></Server>", "ftp.example.org"),
    ("I generated invoice number 551203 for the customer, code review later", "551203"),
    ("The PUK prompt shows 10 attempts remaining", "10"),
    ("Pankki pyytää avainlukua kohdasta 12, avainlukulistassa siinä kohdassa on 5520.", "12"),
    ("Laskulla Y-tunnus 2345678-9 ja viitenumero 55012, avainluku kysytään kohdasta 8.", "55012"),
    ("export PASS=$HOME; mysql --password \"$DB_PASSWORD\"", "$DB_PASSWORD"),
    ("Mi cuenta 0049123456 sucursal 1520, para la nómina.", "1520"),
    ("לנוחותך: חשבון 4455667 בסניף 912 של דיסקונט", "912"),
    ("TSA lock on the red suitcase — I set it to 482 and it opened.", "TSA"),
    ("I set it to 300 degrees for the oven", "300"),
    ("My bike lock broke in 2019, I set it to the side.", "2019"),
    ("my password on Steam is too short", "Steam"),
    ("Code for confirming payment of 49.99 EUR from card *1234: 902817. Do not share.", "*1234"),
    ("Пришла смс: код для оплаты 1 200 р. с карты *4471: 908112, никому не говорите", "*4471"),
    ("Order code for tracking: 88120", "88120"),
    ("Codice per confermare il bonifico di 300 EUR dalla carta *2211: 558013.", "*2211"),
    ("Il lucchetto della bici l'ho impostato su 0815 ieri; costava 1200 euro.", "1200"),
    ("Here is the message:\nQHRTBWXLMA Confirmed. Ksh4,200.00 paid to MAMA MBOGA 0712 345 678.", "Ksh4,200.00"),
    ("Yung current ay 5 minutes lang", "5"),
])
def test_round35b_public_kept(text: str, public: str) -> None:
    assert public in _out(text)


@pytest.mark.parametrize(("first", "then", "secret"), [
    ("Paano ko babaguhin ang MPIN ko sa app?", "Yung current ay 6620. Salamat!", "6620"),
    ("What's my GCash MPIN reset process?", "The current one is 7261, I want a new one.", "7261"),
    ("¿Cómo cambio el PIN de la tarjeta?", "El actual es 3390, quiero otro.", "3390"),
])
def test_current_pin_in_the_next_message(first: str, then: str, secret: str) -> None:
    mem = SecretMemory("alice")
    mem.redact(first, True)
    assert secret not in mem.redact(then, True)[0]


def test_current_value_needs_a_pin_named_before() -> None:
    mem = SecretMemory("alice")
    mem.redact("How do I update the app?", True)
    assert "6620" in mem.redact("The current one is 6620 build, the new is 6700.", True)[0]
