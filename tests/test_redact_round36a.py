"""Round 36a: own accounts money comes into (a refund, a salary, an incoming wire, a linked account), the speaker's
business account, backup codes in a table's column, a Medicare MBI, a Nigerian BVN and NUBAN, a Norwegian kontonummer
by its check, and one-time codes in the SMS templates that say what to do with them; their look-alikes stay."""

from __future__ import annotations

import pytest

from utils.redact import redact


def _cut(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(("text", "secret"), [
    # a refund or a salary paid into the speaker's account, whoever the message addresses
    ("Schrijf een mail aan de verhuurder: de borg moet teruggestort worden op NL25 RABO 0312 4567 81 t.n.v. J. Bakker.",
     "NL25 RABO 0312 4567 81"),
    ("Bitte an den Vermieter: die Kaution bitte zurücküberwiesen auf DE44 5001 0517 5407 3249 31, danke.",
     "DE44 5001 0517 5407 3249 31"),
    ("طلبت الشركة الآيبان لتحويل الراتب: SA35 1000 0000 1234 5678 9012 فهل هذا آمن؟", "SA35 1000 0000 1234 5678 9012"),
    ("The company HR asked for an IBAN for my salary: GB02 BARC 2004 0412 3456 78.", "GB02 BARC 2004 0412 3456 78"),
    # the speaker's own business account beside an invoice
    ("Invoice 4411 from Acme Ltd: pay it from our business account GB02 BARC 2004 0412 3456 78 please.",
     "GB02 BARC 2004 0412 3456 78"),
    # an own US account named by its kind
    ("Wire it into my Wells Fargo checking 7265511903 please; the routing is 121000248.", "7265511903"),
    ("Send the refund to my savings 55512349876.", "55512349876"),
    ("Die Rückzahlung geht auf mein Girokonto 7788123456 bei der Volksbank.", "7788123456"),
    ("Le virement arrive sur mon compte courant 30012345678 chez LCL.", "30012345678"),
    ("Me pagan en mi cuenta corriente 0049123456 del Santander.", "0049123456"),
    ("Deposit it to our business checking 7265511903 at Chase.", "7265511903"),
    # one-time codes in SMS templates
    ('Got a text: "Use 530917 as your Contoso account security code". I did not ask for it.', "530917"),
    ("SMS: Enter 771204 to sign in to your account. Never share it.", "771204"),
    ("Verwenden Sie 640218 als Bestätigungscode für Ihr Konto.", "640218"),
    ("Dostałem SMS: Użyj 318842 jako kodu weryfikacyjnego.", "318842"),
    ("Gebruik 905513 als verificatiecode voor je account.", "905513"),
    ("Пришло: Используйте 227104 как код входа.", "227104"),
    ("SMS od banku: Twój kod to 660391, nie podawaj go nikomu.", "660391"),
    ("Fikk en melding: Koden din er 418820. Hva er dette?", "418820"),
    ("Mesaj geldi: Kodunuz: 903317 kimseyle paylaşmayın", "903317"),
    ("Am primit: Codul tău de verificare este 554102.", "554102"),
    ("Μου ήρθε: Ο κωδικός σας είναι 771093, μην τον δώσετε.", "771093"),
    ("The SMS said: Enter code 208814 in the app.", "208814"),
    # a Medicare MBI in a message about Medicare
    ("My dad's Medicare number is 4TC7-MX2-GH51, can I use it online?", "4TC7-MX2-GH51"),
    ("Mi madre tiene Medicare: 2AF5N63KW81.", "2AF5N63KW81"),
    # a Nigerian BVN, NIN and the NUBAN linked with them
    ("Opay asks for my BVN 22145678901 and account number 0123987654 to verify.", "22145678901"),
    ("Opay asks for my BVN 22145678901 and account number 0123987654 to verify.", "0123987654"),
    ("Kuda says: confirm BVN: 22987654321 to link acct 3012345678 today", "3012345678"),
    # a Norwegian kontonummer passing its mod-11 check, in any inflection
    ("Kontonummeret mitt er 9710.54.96323, kan du sende pengene?", "9710.54.96323"),
    ("NAV trenger kontonummeret 97105496323 for utbetalingen.", "97105496323"),
    # backup codes in a table's column
    ("| # | Microsoft backup code | used |\n|---|---|---|\n| 1 | 4410 2231 | yes |\n| 2 | 8802 1190 | no |\n\nleft?",
     "4410 2231"),
    ("| # | Microsoft backup code | used |\n|---|---|---|\n| 1 | 4410 2231 | yes |\n| 2 | 8802 1190 | no |\n\nleft?",
     "8802 1190"),
    ("site;recovery code;added\nGitHub;a1b2c-3d4e5;2024-01-02\nGitLab;9f8e7-6d5c4;2024-02-03", "9f8e7-6d5c4"),
])
def test_cut(text: str, secret: str) -> None:
    assert secret not in _cut(text)


@pytest.mark.parametrize(("text", "kept"), [
    # a landlord's or a supplier's account to pay into stays
    ("Please pay the rent to the landlord, IBAN GB02 BARC 2004 0412 3456 78, by Friday.", "GB02 BARC 2004 0412 3456 78"),
    ("Our supplier's invoice says: pay to IBAN DE44 5001 0517 5407 3249 31.", "DE44 5001 0517 5407 3249 31"),
    # money paid back to another party, or a salary paid from the employer's account, stays the payer's or the payee's
    ("Ik moet € 200 terugbetalen aan de Belastingdienst op NL25 RABO 0312 4567 81 met betalingskenmerk 1234.",
     "NL25 RABO 0312 4567 81"),
    ("والشركة تحول الراتب من الحساب SA35 1000 0000 1234 5678 9012 كل شهر.", "SA35 1000 0000 1234 5678 9012"),
    # public bank codes beside an own account
    ("Wire it into my Wells Fargo checking 7265511903 please; the routing is 121000248.", "121000248"),
    ("Is Chase's SWIFT CHASUS33 right for my checking account?", "CHASUS33"),
    # numbers used as other things than a code
    ("Use 8080 as the port for the dev server.", "8080"),
    ("Our account balance is 12345 dollars.", "12345"),
    ("Use 10115 as the zip code on the form.", "10115"),
    ("Enter 2024 to filter the year.", "2024"),
    ("Twój kod pocztowy to 00950, prawda?", "00950"),
    ("Enter code 10115 as the zip code.", "10115"),
    # CMS's sample MBI and one the message calls an example
    ("The sample card on medicare.gov shows 1EG4-TE5-MK73, is that the format for Medicare?", "1EG4-TE5-MK73"),
    ("For example, a Medicare MBI looks like 5QR3-XK4-TA82 on the card.", "5QR3-XK4-TA82"),
    # an MBI's shape with no word of Medicare is no MBI
    ("Order 4TC7-MX2-GH51 shipped yesterday.", "4TC7-MX2-GH51"),
    # a supplier's NUBAN, a biller's Norwegian account, a kontonummer failing its check
    ("BVN checks aside, pay the supplier to account 0123987654 today.", "0123987654"),
    ("NAV trenger kontonummeret 97105496323 for utbetalingen, saksnummer 71612709.", "71612709"),
    # a table's other columns
    ("| # | Microsoft backup code | used |\n|---|---|---|\n| 1 | 4410 2231 | yes |\n| 2 | 8802 1190 | no |\n\nleft?",
     "| # | Microsoft backup code | used |"),
    # an employee number beside a salary IBAN
    ("طلبت الشركة الآيبان لتحويل الراتب: SA35 1000 0000 1234 5678 9012 ورقم الموظف EMP-55102.", "EMP-55102"),
])
def test_kept(text: str, kept: str) -> None:
    assert kept in _cut(text)
