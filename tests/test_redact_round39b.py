"""Round 39b: a coverage matrix of the secrets people name in words (my own texts, not a held-out set's).

Concepts (a password, a PIN, a one-time code, a Wi-Fi key, a door or gate code, an alarm code, a recovery code, a
security question's answer) x the writers' languages x the phrasings natives use ("my X is V", "X: V", "X V",
"X = V", "V is my X", a quoted SMS "Your X is V. Don't share it", inflected and compound forms). Each concept and
language is paired with look-alikes of the same shape in the same language (order, ticket and booking numbers,
postal codes, error codes, promo codes, versions, phone numbers) which must stay as written.

The cases are generated from the small per-language tables below; values are drawn at random from a seed fixed per
case, so a run is repeatable.
"""

from __future__ import annotations

import random
import string
import zlib

import pytest

from utils.redact import redact

CONCEPTS = ("pw", "pin", "otp", "wifi", "door", "alarm", "rec", "ans")

# Per language: "w" bare names per concept (base, inflected and compound forms), "m" the possessive phrase
# ("my password", "our wifi password", "salasanani"), "is" the copula sentence, "first" the value-first sentence
# (None where it is not natural), "sms" a quoted message's sentence, "x" further native phrasings per concept,
# "look" the look-alikes' names: order, ticket, postal, error, promo, booking, version, phone.
LANGS: dict[str, dict] = {
    "en": dict(
        w=dict(pw=["password", "passphrase"], pin=["PIN", "PIN code", "card PIN"],
               otp=["verification code", "one-time code", "SMS code", "OTP"],
               wifi=["wifi password", "Wi-Fi key", "WiFi pass"], door=["door code", "gate code", "entry code", "keypad code"],
               alarm=["alarm code", "alarm PIN"], rec=["recovery code", "backup code"], ans=["security answer", "secret answer"]),
        m=dict(pw="my password", pin="my PIN", otp="my verification code", wifi="our wifi password", door="the door code",
               alarm="the alarm code", rec="my recovery code", ans="my security answer"),
        is_="{M} is {V}", first="{V} is {M}", sms="Your {X} is {V}. Don't share it with anyone.",
        x=dict(pw=["changed my password to {V}"], wifi=["the wifi here is {V}", "wifi pw: {V}"],
               door=["to get in, punch {V} on the keypad"], alarm=["disarm the alarm with {V}"],
               ans=["the answer to my security question is {V}"]),
        look=dict(order="order number", ticket="ticket number", postal="postcode", error="error code", promo="promo code",
                  booking="booking reference", version="version", phone="phone number")),
    "de": dict(
        w=dict(pw=["Passwort", "Kennwort"], pin=["PIN", "Geheimzahl", "PIN-Nummer"],
               otp=["Bestätigungscode", "SMS-Code", "Einmalcode"], wifi=["WLAN-Passwort", "WLAN-Schlüssel", "WLAN-Kennwort"],
               door=["Türcode", "Torcode", "Haustürcode"], alarm=["Alarmcode", "Code der Alarmanlage"],
               rec=["Wiederherstellungscode", "Backup-Code"], ans=["Sicherheitsantwort", "Antwort auf die Sicherheitsfrage"]),
        m=dict(pw="mein Passwort", pin="meine PIN", otp="mein Bestätigungscode", wifi="unser WLAN-Passwort",
               door="unser Türcode", alarm="unser Alarmcode", rec="mein Wiederherstellungscode", ans="meine Sicherheitsantwort"),
        is_="{M} ist {V}", first="{V} ist {M}", sms="Ihr {X} lautet {V}. Bitte nicht weitergeben.",
        x=dict(wifi=["Das WLAN-Passwort lautet {V}"], door=["Code für die Haustür: {V}"],
               alarm=["Die Alarmanlage schaltest du mit {V} aus"], pin=["die Geheimzahl meiner EC-Karte ist {V}"]),
        look=dict(order="Bestellnummer", ticket="Ticketnummer", postal="Postleitzahl", error="Fehlercode",
                  promo="Gutscheincode", booking="Buchungsnummer", version="Version", phone="Telefonnummer")),
    "fr": dict(
        w=dict(pw=["mot de passe", "mdp"], pin=["code PIN", "code confidentiel"],
               otp=["code de vérification", "code SMS", "code à usage unique"], wifi=["mot de passe wifi", "clé wifi", "clé WPA"],
               door=["digicode", "code de la porte", "code du portail"], alarm=["code de l'alarme", "code alarme"],
               rec=["code de récupération", "code de secours"], ans=["réponse secrète", "réponse à la question secrète"]),
        m=dict(pw="mon mot de passe", pin="mon code PIN", otp="mon code de vérification", wifi="le mot de passe du wifi",
               door="le digicode", alarm="le code de l'alarme", rec="mon code de récupération", ans="ma réponse secrète"),
        is_="{M} est {V}", first="{V} c'est {M}", sms="Votre {X} est {V}. Ne le partagez avec personne.",
        x=dict(pw=["j'ai changé mon mdp en {V}"], door=["pour entrer, tape {V} au digicode"]),
        look=dict(order="numéro de commande", ticket="numéro de ticket", postal="code postal", error="code d'erreur",
                  promo="code promo", booking="référence de réservation", version="version", phone="numéro de téléphone")),
    "es": dict(
        w=dict(pw=["contraseña", "clave"], pin=["PIN", "número PIN", "clave de la tarjeta"],
               otp=["código de verificación", "código SMS", "clave dinámica"], wifi=["contraseña del wifi", "clave wifi", "clave del wifi"],
               door=["código de la puerta", "código del portal", "clave del portón"], alarm=["código de la alarma", "clave de la alarma"],
               rec=["código de recuperación", "código de respaldo"], ans=["respuesta secreta", "respuesta de seguridad"]),
        m=dict(pw="mi contraseña", pin="mi PIN", otp="mi código de verificación", wifi="la clave del wifi",
               door="el código del portal", alarm="el código de la alarma", rec="mi código de recuperación", ans="mi respuesta secreta"),
        is_="{M} es {V}", first="{V} es {M}", sms="Tu {X} es {V}. No lo compartas con nadie.",
        x=dict(wifi=["el wifi de casa es {V}"], door=["para abrir el portal marca {V}"]),
        look=dict(order="número de pedido", ticket="número de ticket", postal="código postal", error="código de error",
                  promo="código promocional", booking="localizador", version="versión", phone="teléfono")),
    "pt": dict(
        w=dict(pw=["senha", "palavra-passe"], pin=["PIN", "senha do cartão"],
               otp=["código de verificação", "código SMS", "token"], wifi=["senha do wifi", "senha da rede", "chave wifi"],
               door=["código do portão", "senha da porta", "código da porta"], alarm=["código do alarme", "senha do alarme"],
               rec=["código de recuperação", "código de backup"], ans=["resposta secreta", "resposta de segurança"]),
        m=dict(pw="minha senha", pin="meu PIN", otp="meu código de verificação", wifi="a senha do wifi",
               door="o código do portão", alarm="o código do alarme", rec="meu código de recuperação", ans="minha resposta secreta"),
        is_="{M} é {V}", first="{V} é {M}", sms="Seu {X} é {V}. Não compartilhe com ninguém.",
        x=dict(wifi=["a senha do wi-fi aqui de casa é {V}"], pw=["mudei a senha pra {V}"]),
        look=dict(order="número do pedido", ticket="número do chamado", postal="CEP", error="código de erro",
                  promo="cupom", booking="código da reserva", version="versão", phone="telefone")),
    "it": dict(
        w=dict(pw=["password", "parola d'ordine"], pin=["PIN", "codice PIN"],
               otp=["codice di verifica", "codice OTP", "codice SMS"], wifi=["password del wifi", "chiave wifi", "password wi-fi"],
               door=["codice del portone", "codice del cancello", "codice della porta"], alarm=["codice dell'allarme", "codice allarme"],
               rec=["codice di recupero", "codice di backup"], ans=["risposta segreta", "risposta di sicurezza"]),
        m=dict(pw="la mia password", pin="il mio PIN", otp="il mio codice di verifica", wifi="la password del wifi",
               door="il codice del portone", alarm="il codice dell'allarme", rec="il mio codice di recupero", ans="la mia risposta segreta"),
        is_="{M} è {V}", first="{V} è {M}", sms="Il tuo {X} è {V}. Non condividerlo con nessuno.",
        x=dict(alarm=["per disattivare l'allarme digita {V}"]),
        look=dict(order="numero d'ordine", ticket="numero del ticket", postal="CAP", error="codice di errore",
                  promo="codice sconto", booking="codice prenotazione", version="versione", phone="numero di telefono")),
    "nl": dict(
        w=dict(pw=["wachtwoord", "ww"], pin=["pincode", "pin"], otp=["verificatiecode", "sms-code", "eenmalige code"],
               wifi=["wifi-wachtwoord", "wifiwachtwoord", "wifi-code"], door=["deurcode", "poortcode", "toegangscode"],
               alarm=["alarmcode", "code van het alarm"], rec=["herstelcode", "back-upcode"],
               ans=["beveiligingsantwoord", "geheim antwoord"]),
        m=dict(pw="mijn wachtwoord", pin="mijn pincode", otp="mijn verificatiecode", wifi="ons wifi-wachtwoord",
               door="de deurcode", alarm="de alarmcode", rec="mijn herstelcode", ans="mijn beveiligingsantwoord"),
        is_="{M} is {V}", first="{V} is {M}", sms="Je {X} is {V}. Deel deze code met niemand.",
        x=dict(wifi=["de wifi thuis is {V}"]),
        look=dict(order="ordernummer", ticket="ticketnummer", postal="postcode", error="foutcode", promo="kortingscode",
                  booking="boekingsnummer", version="versie", phone="telefoonnummer")),
    "sv": dict(
        w=dict(pw=["lösenord", "lösenordet"], pin=["pinkod", "PIN-kod", "pinkoden"],
               otp=["verifieringskod", "engångskod", "sms-kod"], wifi=["wifi-lösenord", "wifilösenordet", "nätverksnyckel"],
               door=["portkod", "portkoden", "dörrkod"], alarm=["larmkod", "larmkoden"], rec=["återställningskod", "reservkod"],
               ans=["säkerhetssvar", "svaret på säkerhetsfrågan"]),
        m=dict(pw="mitt lösenord", pin="min pinkod", otp="min verifieringskod", wifi="wifi-lösenordet", door="portkoden",
               alarm="larmkoden", rec="min återställningskod", ans="mitt säkerhetssvar"),
        is_="{M} är {V}", first="{V} är {M}", sms="Din {X} är {V}. Dela den inte med någon.",
        look=dict(order="ordernummer", ticket="ärendenummer", postal="postnummer", error="felkod", promo="rabattkod",
                  booking="bokningsnummer", version="version", phone="telefonnummer")),
    "da": dict(
        w=dict(pw=["adgangskode", "kodeord", "adgangskoden"], pin=["pinkode", "PIN-kode"],
               otp=["bekræftelseskode", "engangskode", "sms-kode"], wifi=["wifi-kode", "wifi-adgangskode", "netværksnøgle"],
               door=["dørkode", "portkode", "dørkoden"], alarm=["alarmkode", "alarmkoden"], rec=["gendannelseskode", "backupkode"],
               ans=["sikkerhedssvar", "svaret på sikkerhedsspørgsmålet"]),
        m=dict(pw="min adgangskode", pin="min pinkode", otp="min bekræftelseskode", wifi="vores wifi-kode", door="dørkoden",
               alarm="alarmkoden", rec="min gendannelseskode", ans="mit sikkerhedssvar"),
        is_="{M} er {V}", first="{V} er {M}", sms="Din {X} er {V}. Del den ikke med nogen.",
        look=dict(order="ordrenummer", ticket="sagsnummer", postal="postnummer", error="fejlkode", promo="rabatkode",
                  booking="bookingnummer", version="version", phone="telefonnummer")),
    "no": dict(
        w=dict(pw=["passord", "passordet"], pin=["pinkode", "PIN-kode"], otp=["bekreftelseskode", "engangskode", "sms-kode"],
               wifi=["wifi-passord", "wifi-passordet", "nettverksnøkkel"], door=["dørkode", "portkode", "kode til døra"],
               alarm=["alarmkode", "alarmkoden"], rec=["gjenopprettingskode", "reservekode"],
               ans=["sikkerhetssvar", "svaret på sikkerhetsspørsmålet"]),
        m=dict(pw="passordet mitt", pin="pinkoden min", otp="bekreftelseskoden min", wifi="wifi-passordet vårt",
               door="dørkoden", alarm="alarmkoden", rec="gjenopprettingskoden min", ans="sikkerhetssvaret mitt"),
        is_="{M} er {V}", first="{V} er {M}", sms="Din {X} er {V}. Ikke del den med noen.",
        look=dict(order="ordrenummer", ticket="saksnummer", postal="postnummer", error="feilkode", promo="rabattkode",
                  booking="bestillingsnummer", version="versjon", phone="telefonnummer")),
    "fi": dict(
        w=dict(pw=["salasana", "salasanani"], pin=["PIN-koodi", "tunnusluku"],
               otp=["vahvistuskoodi", "kertakäyttökoodi", "tekstiviestikoodi"], wifi=["wifi-salasana", "wlan-salasana", "verkkoavain"],
               door=["ovikoodi", "porttikoodi", "oven koodi"], alarm=["hälytyskoodi", "hälyttimen koodi"],
               rec=["palautuskoodi", "varakoodi"], ans=["turvakysymyksen vastaus", "salainen vastaus"]),
        m=dict(pw="salasanani", pin="PIN-koodini", otp="vahvistuskoodini", wifi="wifin salasana", door="ovikoodi",
               alarm="hälytyskoodi", rec="palautuskoodini", ans="turvakysymyksen vastaukseni"),
        is_="{M} on {V}", first="{V} on {M}", sms="{X}si on {V}. Älä kerro sitä kenellekään.",
        x=dict(wifi=["salasana wifiin: {V}"]),
        look=dict(order="tilausnumero", ticket="tikettinumero", postal="postinumero", error="virhekoodi",
                  promo="alennuskoodi", booking="varausnumero", version="versio", phone="puhelinnumero")),
    "hu": dict(
        w=dict(pw=["jelszó", "jelszavam"], pin=["PIN-kód", "PIN kód", "pinkód"],
               otp=["ellenőrző kód", "SMS-kód", "egyszer használatos kód"], wifi=["wifi jelszó", "wifi-jelszó", "wifi kulcs"],
               door=["kapukód", "ajtókód", "kaputelefon kódja"], alarm=["riasztókód", "riasztó kódja"],
               rec=["helyreállítási kód", "tartalék kód"], ans=["biztonsági válasz", "titkos válasz"]),
        m=dict(pw="a jelszavam", pin="a PIN-kódom", otp="az ellenőrző kódom", wifi="a wifi jelszó", door="a kapukód",
               alarm="a riasztó kódja", rec="a helyreállítási kódom", ans="a biztonsági válaszom"),
        is_="{M} {V}", first=None, sms="Az Ön {X}: {V}. Ne ossza meg senkivel.",
        x=dict(pw=["a jelszót megváltoztattam erre: {V}"]),
        look=dict(order="rendelésszám", ticket="jegyszám", postal="irányítószám", error="hibakód", promo="kuponkód",
                  booking="foglalási szám", version="verzió", phone="telefonszám")),
    "ro": dict(
        w=dict(pw=["parola", "parolă"], pin=["PIN", "codul PIN"], otp=["cod de verificare", "codul de verificare", "cod SMS"],
               wifi=["parola de wifi", "parola wifi-ului", "cheia wifi"], door=["codul ușii", "codul de la poartă", "codul de la interfon"],
               alarm=["codul alarmei", "cod alarmă"], rec=["cod de recuperare", "codul de rezervă"],
               ans=["răspunsul de securitate", "răspuns secret"]),
        m=dict(pw="parola mea", pin="PIN-ul meu", otp="codul meu de verificare", wifi="parola de la wifi",
               door="codul de la ușă", alarm="codul alarmei", rec="codul meu de recuperare", ans="răspunsul meu de securitate"),
        is_="{M} este {V}", first="{V} este {M}", sms="{X}: {V}. Nu îl comunica nimănui.",
        look=dict(order="numărul comenzii", ticket="număr tichet", postal="cod poștal", error="cod de eroare",
                  promo="cod promoțional", booking="cod rezervare", version="versiunea", phone="număr de telefon")),
    "el": dict(
        w=dict(pw=["κωδικός", "κωδικός πρόσβασης", "συνθηματικό"], pin=["PIN", "κωδικός PIN"],
               otp=["κωδικός επαλήθευσης", "κωδικός μιας χρήσης", "κωδικός SMS"], wifi=["κωδικός του wifi", "κωδικός wifi", "κλειδί wifi"],
               door=["κωδικός της πόρτας", "κωδικός της εξώπορτας", "κωδικός εισόδου"],
               alarm=["κωδικός του συναγερμού", "κωδικός συναγερμού"], rec=["κωδικός ανάκτησης", "εφεδρικός κωδικός"],
               ans=["απάντηση ασφαλείας", "μυστική απάντηση"]),
        m=dict(pw="ο κωδικός μου", pin="το PIN μου", otp="ο κωδικός επαλήθευσης μου", wifi="ο κωδικός του wifi",
               door="ο κωδικός της πόρτας", alarm="ο κωδικός του συναγερμού", rec="ο κωδικός ανάκτησής μου",
               ans="η απάντηση ασφαλείας μου"),
        is_="{M} είναι {V}", first="{V} είναι {M}", sms="Ο {X} σας είναι {V}. Μην τον κοινοποιήσετε.",
        look=dict(order="αριθμός παραγγελίας", ticket="αριθμός αιτήματος", postal="ταχυδρομικός κώδικας",
                  error="κωδικός σφάλματος", promo="κωδικός προσφοράς", booking="κωδικός κράτησης", version="έκδοση",
                  phone="τηλέφωνο")),
    "tr": dict(
        w=dict(pw=["şifre", "parola", "şifrem"], pin=["PIN", "PIN kodu", "kart şifresi"],
               otp=["doğrulama kodu", "tek kullanımlık şifre", "SMS kodu"], wifi=["wifi şifresi", "kablosuz ağ şifresi", "modem şifresi"],
               door=["kapı şifresi", "kapı kodu", "bahçe kapısı şifresi"], alarm=["alarm şifresi", "alarm kodu"],
               rec=["kurtarma kodu", "yedek kod"], ans=["güvenlik cevabı", "gizli sorunun cevabı"]),
        m=dict(pw="şifrem", pin="PIN kodum", otp="doğrulama kodum", wifi="wifi şifremiz", door="kapı şifresi",
               alarm="alarm şifresi", rec="kurtarma kodum", ans="güvenlik cevabım"),
        is_="{M} {V}", first=None, sms="{X}: {V}. Bu kodu kimseyle paylaşmayın.",
        x=dict(pw=["şifremi {V} olarak değiştirdim"]),
        look=dict(order="sipariş numarası", ticket="bilet numarası", postal="posta kodu", error="hata kodu",
                  promo="indirim kodu", booking="rezervasyon kodu", version="sürüm", phone="telefon numarası")),
    "pl": dict(
        w=dict(pw=["hasło", "hasło do konta"], pin=["PIN", "kod PIN", "pin do karty"],
               otp=["kod weryfikacyjny", "kod SMS", "kod jednorazowy"], wifi=["hasło do wifi", "hasło wifi", "klucz sieci"],
               door=["kod do drzwi", "kod do bramy", "kod do domofonu"], alarm=["kod do alarmu", "kod alarmu"],
               rec=["kod odzyskiwania", "kod zapasowy"], ans=["odpowiedź na pytanie bezpieczeństwa", "tajna odpowiedź"]),
        m=dict(pw="moje hasło", pin="mój PIN", otp="mój kod weryfikacyjny", wifi="hasło do naszego wifi", door="kod do bramy",
               alarm="kod do alarmu", rec="mój kod odzyskiwania", ans="moja tajna odpowiedź"),
        is_="{M} to {V}", first="{V} to {M}", sms="Twój {X} to {V}. Nie udostępniaj go nikomu.",
        x=dict(pw=["zmieniłam hasło na {V}"]),
        look=dict(order="numer zamówienia", ticket="numer zgłoszenia", postal="kod pocztowy", error="kod błędu",
                  promo="kod rabatowy", booking="numer rezerwacji", version="wersja", phone="numer telefonu")),
    "cs": dict(
        w=dict(pw=["heslo", "heslo k účtu"], pin=["PIN", "PIN kód"], otp=["ověřovací kód", "SMS kód", "jednorázový kód"],
               wifi=["heslo k wifi", "heslo na wifi", "klíč k wifi"], door=["kód od dveří", "kód ke dveřím", "kód od brány"],
               alarm=["kód od alarmu", "kód alarmu"], rec=["záchranný kód", "obnovovací kód"],
               ans=["bezpečnostní odpověď", "tajná odpověď"]),
        m=dict(pw="moje heslo", pin="můj PIN", otp="můj ověřovací kód", wifi="heslo k naší wifi", door="kód od dveří",
               alarm="kód od alarmu", rec="můj záchranný kód", ans="moje bezpečnostní odpověď"),
        is_="{M} je {V}", first="{V} je {M}", sms="Váš {X} je {V}. Nikomu ho nesdělujte.",
        look=dict(order="číslo objednávky", ticket="číslo tiketu", postal="PSČ", error="chybový kód", promo="slevový kód",
                  booking="číslo rezervace", version="verze", phone="telefonní číslo")),
    "ru": dict(
        w=dict(pw=["пароль", "пасс"], pin=["ПИН", "ПИН-код", "пин от карты"], otp=["код подтверждения", "код из СМС", "одноразовый код"],
               wifi=["пароль от вайфая", "пароль от wifi", "пароль вай-фай"], door=["код от двери", "код домофона", "код от подъезда"],
               alarm=["код сигнализации", "код от сигнализации"], rec=["код восстановления", "резервный код"],
               ans=["ответ на секретный вопрос", "контрольный ответ"]),
        m=dict(pw="мой пароль", pin="мой ПИН", otp="мой код подтверждения", wifi="пароль от нашего вайфая",
               door="код от подъезда", alarm="код сигнализации", rec="мой код восстановления", ans="ответ на мой секретный вопрос"),
        is_="{M} — {V}", first="{V} — это {M}", sms="Ваш {X}: {V}. Никому не сообщайте его.",
        x=dict(pw=["пароль поменял на {V}"]),
        look=dict(order="номер заказа", ticket="номер заявки", postal="индекс", error="код ошибки", promo="промокод",
                  booking="номер брони", version="версия", phone="номер телефона")),
    "uk": dict(
        w=dict(pw=["пароль", "пароля"], pin=["ПІН", "ПІН-код", "пін від картки"], otp=["код підтвердження", "код з СМС", "одноразовий код"],
               wifi=["пароль від вайфаю", "пароль від wifi", "пароль вай-фай"], door=["код від дверей", "код домофону", "код від під'їзду"],
               alarm=["код сигналізації", "код від сигналізації"], rec=["код відновлення", "резервний код"],
               ans=["відповідь на секретне питання", "контрольна відповідь"]),
        m=dict(pw="мій пароль", pin="мій ПІН", otp="мій код підтвердження", wifi="пароль від нашого вайфаю",
               door="код від під'їзду", alarm="код сигналізації", rec="мій код відновлення",
               ans="відповідь на моє секретне питання"),
        is_="{M} — {V}", first="{V} — це {M}", sms="Ваш {X}: {V}. Нікому не повідомляйте його.",
        look=dict(order="номер замовлення", ticket="номер заявки", postal="поштовий індекс", error="код помилки",
                  promo="промокод", booking="номер бронювання", version="версія", phone="номер телефону")),
    "ar": dict(
        w=dict(pw=["كلمة المرور", "كلمة السر", "الباسورد"], pin=["الرقم السري", "رمز PIN"],
               otp=["رمز التحقق", "كود التفعيل", "رمز التأكيد"], wifi=["كلمة سر الواي فاي", "باسورد الواي فاي", "كلمة مرور الشبكة"],
               door=["رمز الباب", "كود البوابة", "رمز الدخول"], alarm=["رمز الإنذار", "كود جهاز الإنذار"],
               rec=["رمز الاسترداد", "الرمز الاحتياطي"], ans=["إجابة سؤال الأمان", "الإجابة السرية"]),
        m=dict(pw="كلمة المرور الخاصة بي", pin="الرقم السري لبطاقتي", otp="رمز التحقق الخاص بي", wifi="باسورد الواي فاي عندنا",
               door="رمز الباب", alarm="رمز الإنذار", rec="رمز الاسترداد الخاص بي", ans="إجابة سؤال الأمان الخاص بي"),
        is_="{M} هو {V}", first=None, sms="{X} الخاص بك هو {V}. لا تشاركه مع أحد.",
        look=dict(order="رقم الطلب", ticket="رقم التذكرة", postal="الرمز البريدي", error="رمز الخطأ", promo="كود الخصم",
                  booking="رقم الحجز", version="الإصدار", phone="رقم الهاتف")),
    "fa": dict(
        w=dict(pw=["رمز عبور", "پسورد", "کلمه عبور"], pin=["رمز دوم", "رمز کارت", "پین کد"],
               otp=["کد تایید", "رمز یکبار مصرف", "کد پیامکی"], wifi=["رمز وای فای", "پسورد وایفای", "رمز مودم"],
               door=["رمز در", "کد در ورودی", "رمز درب"], alarm=["رمز دزدگیر", "کد دزدگیر"], rec=["کد بازیابی", "کد پشتیبان"],
               ans=["پاسخ سوال امنیتی", "جواب سوال امنیتی"]),
        m=dict(pw="رمز عبور من", pin="رمز دوم کارتم", otp="کد تایید من", wifi="رمز وای فای ما", door="رمز در",
               alarm="رمز دزدگیر", rec="کد بازیابی من", ans="جواب سوال امنیتی من"),
        is_="{M} {V} است", first=None, sms="{X} شما: {V} این کد را در اختیار دیگران قرار ندهید.",
        look=dict(order="شماره سفارش", ticket="شماره تیکت", postal="کد پستی", error="کد خطا", promo="کد تخفیف",
                  booking="کد رزرو", version="نسخه", phone="شماره تلفن")),
    "he": dict(
        w=dict(pw=["סיסמה", "סיסמא", "הסיסמה"], pin=["קוד סודי", "הקוד הסודי"], otp=["קוד אימות", "קוד חד פעמי", "קוד SMS"],
               wifi=["סיסמת הוויפי", "הסיסמה לוויפי", "סיסמת WiFi"], door=["קוד הדלת", "קוד לשער", "קוד הכניסה"],
               alarm=["קוד האזעקה", "קוד אזעקה"], rec=["קוד שחזור", "קוד גיבוי"], ans=["תשובה לשאלת האבטחה", "התשובה הסודית"]),
        m=dict(pw="הסיסמה שלי", pin="הקוד הסודי שלי", otp="קוד האימות שלי", wifi="הסיסמה של הוויפי", door="הקוד לדלת",
               alarm="קוד האזעקה", rec="קוד השחזור שלי", ans="התשובה לשאלת האבטחה שלי"),
        is_="{M} זה {V}", first=None, sms="{X} שלך הוא {V}. אין למסור אותו לאף אחד.",
        look=dict(order="מספר הזמנה", ticket="מספר פנייה", postal="מיקוד", error="קוד שגיאה", promo="קוד קופון",
                  booking="אסמכתא", version="גרסה", phone="מספר טלפון")),
    "hi": dict(
        w=dict(pw=["पासवर्ड", "कूटशब्द"], pin=["पिन", "एटीएम पिन", "पिन नंबर"], otp=["ओटीपी", "सत्यापन कोड", "OTP"],
               wifi=["वाईफाई पासवर्ड", "वाई-फाई का पासवर्ड"], door=["दरवाज़े का कोड", "गेट का कोड"],
               alarm=["अलार्म कोड", "अलार्म का कोड"], rec=["रिकवरी कोड", "बैकअप कोड"], ans=["सुरक्षा प्रश्न का उत्तर", "गुप्त उत्तर"]),
        m=dict(pw="मेरा पासवर्ड", pin="मेरा पिन", otp="मेरा ओटीपी", wifi="हमारा वाईफाई पासवर्ड", door="दरवाज़े का कोड",
               alarm="अलार्म का कोड", rec="मेरा रिकवरी कोड", ans="मेरे सुरक्षा प्रश्न का उत्तर"),
        is_="{M} {V} है", first=None, sms="आपका {X} {V} है। इसे किसी के साथ साझा न करें।",
        look=dict(order="ऑर्डर नंबर", ticket="टिकट नंबर", postal="पिन कोड", error="एरर कोड", promo="प्रोमो कोड",
                  booking="बुकिंग नंबर", version="वर्ज़न", phone="फ़ोन नंबर")),
    "zh": dict(
        w=dict(pw=["密码", "登录密码"], pin=["PIN码", "取款密码", "银行卡密码"], otp=["验证码", "短信验证码", "动态码"],
               wifi=["WiFi密码", "无线密码"], door=["门禁密码", "门锁密码", "大门密码"], alarm=["报警器密码", "警报密码"],
               rec=["恢复码", "备用码"], ans=["密保答案", "安全问题答案"]),
        m=dict(pw="我的密码", pin="我的银行卡密码", otp="我的验证码", wifi="我们家WiFi密码", door="门锁密码",
               alarm="报警器密码", rec="我的恢复码", ans="我的密保答案"),
        is_="{M}是{V}", first=None, sms="【银行】您的{X}是{V}，请勿告知他人。",
        look=dict(order="订单号", ticket="工单号", postal="邮编", error="错误代码", promo="优惠码", booking="预订号",
                  version="版本", phone="电话号码")),
    "ja": dict(
        w=dict(pw=["パスワード", "パス"], pin=["暗証番号", "PINコード"], otp=["認証コード", "確認コード", "ワンタイムパスワード"],
               wifi=["Wi-Fiのパスワード", "WiFiパスワード", "暗号化キー"], door=["ドアの暗証番号", "オートロックの番号", "玄関の暗証番号"],
               alarm=["警報装置の暗証番号", "セキュリティの解除コード"], rec=["リカバリーコード", "バックアップコード"],
               ans=["秘密の質問の答え", "秘密の答え"]),
        m=dict(pw="私のパスワード", pin="暗証番号", otp="認証コード", wifi="うちのWi-Fiのパスワード", door="オートロックの番号",
               alarm="警報装置の暗証番号", rec="私のリカバリーコード", ans="秘密の質問の答え"),
        is_="{M}は{V}です", first=None, sms="【通知】{X}は{V}です。他人に教えないでください。",
        look=dict(order="注文番号", ticket="問い合わせ番号", postal="郵便番号", error="エラーコード", promo="クーポンコード",
                  booking="予約番号", version="バージョン", phone="電話番号")),
    "ko": dict(
        w=dict(pw=["비밀번호", "비번", "패스워드"], pin=["PIN 번호", "카드 비밀번호"], otp=["인증번호", "인증 코드", "OTP"],
               wifi=["와이파이 비밀번호", "와이파이 비번"], door=["현관 비밀번호", "도어락 비번", "공동현관 비밀번호"],
               alarm=["경보기 비밀번호", "보안 해제 코드"], rec=["복구 코드", "백업 코드"], ans=["보안 질문 답", "비밀 질문 답변"]),
        m=dict(pw="내 비밀번호", pin="카드 비밀번호", otp="인증번호", wifi="우리집 와이파이 비번", door="현관 비번",
               alarm="경보기 비밀번호", rec="내 복구 코드", ans="보안 질문 답"),
        is_="{M}는 {V}이에요", first=None, sms="[Web발신] {X} [{V}]를 입력해 주세요. 타인에게 노출하지 마세요.",
        look=dict(order="주문번호", ticket="문의번호", postal="우편번호", error="오류 코드", promo="할인 코드", booking="예약번호",
                  version="버전", phone="전화번호")),
    "vi": dict(
        w=dict(pw=["mật khẩu", "mk", "pass"], pin=["mã PIN", "mã pin thẻ"], otp=["mã OTP", "mã xác nhận", "mã xác thực"],
               wifi=["mật khẩu wifi", "pass wifi", "mk wifi"], door=["mã cửa", "mật khẩu cửa", "mã cổng"],
               alarm=["mã báo động", "mã chống trộm"], rec=["mã khôi phục", "mã dự phòng"],
               ans=["câu trả lời bảo mật", "câu trả lời bí mật"]),
        m=dict(pw="mật khẩu của tôi", pin="mã PIN của tôi", otp="mã xác nhận của tôi", wifi="mật khẩu wifi nhà mình",
               door="mã cửa", alarm="mã báo động", rec="mã khôi phục của tôi", ans="câu trả lời bảo mật của tôi"),
        is_="{M} là {V}", first="{V} là {M}", sms="{X} của bạn là {V}. Không chia sẻ mã này cho bất kỳ ai.",
        look=dict(order="mã đơn hàng", ticket="số phiếu", postal="mã bưu chính", error="mã lỗi", promo="mã giảm giá",
                  booking="mã đặt chỗ", version="phiên bản", phone="số điện thoại")),
    "th": dict(
        w=dict(pw=["รหัสผ่าน", "พาสเวิร์ด"], pin=["รหัส PIN", "รหัสบัตร ATM", "รหัสเอทีเอ็ม"], otp=["รหัส OTP", "รหัสยืนยัน", "OTP"],
               wifi=["รหัสไวไฟ", "รหัส wifi", "พาสไวไฟ"], door=["รหัสประตู", "รหัสเข้าประตู", "รหัสประตูรั้ว"],
               alarm=["รหัสสัญญาณกันขโมย", "รหัสกันขโมย"], rec=["รหัสกู้คืน", "รหัสสำรอง"],
               ans=["คำตอบคำถามความปลอดภัย", "คำตอบลับ"]),
        m=dict(pw="รหัสผ่านของฉัน", pin="รหัส ATM ของผม", otp="รหัส OTP ของฉัน", wifi="รหัสไวไฟบ้านเรา", door="รหัสประตู",
               alarm="รหัสกันขโมย", rec="รหัสกู้คืนของฉัน", ans="คำตอบคำถามความปลอดภัยของฉัน"),
        is_="{M}คือ {V}", first=None, sms="{X}ของคุณคือ {V} ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น",
        look=dict(order="เลขคำสั่งซื้อ", ticket="เลขที่ตั๋ว", postal="รหัสไปรษณีย์", error="รหัสข้อผิดพลาด", promo="โค้ดส่วนลด",
                  booking="รหัสการจอง", version="เวอร์ชัน", phone="เบอร์โทร")),
    "id": dict(
        w=dict(pw=["kata sandi", "password", "sandi"], pin=["PIN", "PIN ATM", "pin kartu"], otp=["kode OTP", "kode verifikasi", "kode SMS"],
               wifi=["password wifi", "sandi wifi", "kata sandi wifi"], door=["kode pintu", "kode gerbang", "kode akses pintu"],
               alarm=["kode alarm", "kode alarm rumah"], rec=["kode pemulihan", "kode cadangan"],
               ans=["jawaban keamanan", "jawaban pertanyaan keamanan"]),
        m=dict(pw="kata sandi saya", pin="PIN saya", otp="kode verifikasi saya", wifi="password wifi rumah kami",
               door="kode pintu", alarm="kode alarm", rec="kode pemulihan saya", ans="jawaban keamanan saya"),
        is_="{M} adalah {V}", first="{V} adalah {M}", sms="{X} Anda adalah {V}. JANGAN berikan kode ini kepada siapa pun.",
        x=dict(wifi=["wifi rumah: {V}"]),
        look=dict(order="nomor pesanan", ticket="nomor tiket", postal="kode pos", error="kode error", promo="kode promo",
                  booking="kode booking", version="versi", phone="nomor HP")),
    "tl": dict(
        w=dict(pw=["password", "pass"], pin=["PIN", "PIN ng card"], otp=["OTP", "verification code", "code sa SMS"],
               wifi=["password ng wifi", "wifi password", "pass ng wifi"], door=["code ng pinto", "code ng gate", "passcode ng pinto"],
               alarm=["code ng alarm", "alarm code"], rec=["recovery code", "backup code"],
               ans=["sagot sa security question", "lihim na sagot"]),
        m=dict(pw="ang password ko", pin="ang PIN ko", otp="ang OTP ko", wifi="ang password ng wifi namin",
               door="ang code ng pinto", alarm="ang code ng alarm", rec="ang recovery code ko",
               ans="ang sagot ko sa security question"),
        is_="{M} ay {V}", first="{V} ang {X} ko", sms="Ang iyong {X} ay {V}. Huwag itong ibahagi kahit kanino.",
        x=dict(pw=["yung password ko ay {V}"]),
        look=dict(order="order number", ticket="ticket number", postal="zip code", error="error code", promo="promo code",
                  booking="booking reference", version="version", phone="numero ng telepono")),
    "sw": dict(
        w=dict(pw=["nenosiri", "neno la siri"], pin=["PIN", "namba ya siri"],
               otp=["nambari ya uthibitisho", "msimbo wa uthibitisho", "OTP"], wifi=["nenosiri la wifi", "password ya wifi"],
               door=["namba ya siri ya mlango", "msimbo wa mlango", "code ya geti"], alarm=["msimbo wa kengele", "namba ya kengele"],
               rec=["msimbo wa kurejesha", "msimbo mbadala"], ans=["jibu la swali la usalama", "jibu la siri"]),
        m=dict(pw="nenosiri langu", pin="PIN yangu", otp="nambari yangu ya uthibitisho", wifi="nenosiri la wifi yetu",
               door="msimbo wa mlango", alarm="msimbo wa kengele", rec="msimbo wangu wa kurejesha", ans="jibu langu la usalama"),
        is_="{M} ni {V}", first=None, sms="{X} yako ni {V}. Usimpe mtu yeyote.",
        look=dict(order="namba ya oda", ticket="namba ya tiketi", postal="msimbo wa posta", error="msimbo wa hitilafu",
                  promo="msimbo wa punguzo", booking="namba ya kuhifadhi", version="toleo", phone="namba ya simu")),
}

GENERIC = ("{X}: {V}", "{X} {V}", "{X} = {V}")
SMS_CONCEPTS = ("pw", "pin", "otp", "rec")
ANSWERS = ("Kowalczyk", "Biscuit", "Marlowe", "Oakridge", "Zanzibar", "Pumpkin", "Ferreira", "Tamsin")
WORDS = ("mango", "tiger", "violet", "harbor", "pepper", "comet", "maple", "falcon", "ember", "willow")


def _rng(*key: str) -> random.Random:
    return random.Random(zlib.crc32("|".join(key).encode()))


def _digits(r: random.Random, n: int) -> str:
    while True:
        v = "".join(r.choice(string.digits) for _ in range(n))
        if len(set(v)) >= 3 and v[0] != "0":
            return v


def value(concept: str, r: random.Random) -> str:
    """A realistic random value of the concept."""
    if concept == "pw":
        body = [r.choice(string.ascii_letters + string.digits) for _ in range(r.randint(8, 11))]
        body[0] = r.choice(string.ascii_uppercase)
        body[r.randint(1, 4)] = r.choice(string.digits)
        for _ in range(r.randint(1, 2)):
            body.insert(r.randint(2, len(body) - 1), r.choice("!#$%&*?@_"))
        if r.random() < 0.4:
            body.append(r.choice("!?"))
        return "".join(body)
    if concept == "wifi":
        if r.random() < 0.5:
            return f"{r.choice(WORDS)}-{r.choice(WORDS)}-{r.randint(10, 99)}"
        s = [r.choice(string.ascii_letters + string.digits) for _ in range(r.randint(10, 14))]
        s[2] = r.choice(string.digits)
        return "".join(s)
    if concept in ("pin", "alarm"):
        return _digits(r, r.choice((4, 4, 5, 6)))
    if concept == "door":
        v = _digits(r, r.choice((4, 5, 6)))
        return v + "#" if r.random() < 0.25 else v
    if concept == "otp":
        v = _digits(r, 6)
        k = r.random()
        return v[:3] + " " + v[3:] if k < 0.2 else v
    if concept == "rec":
        if r.random() < 0.5:
            a = "".join(r.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(8))
            a = a[:1] + r.choice("23456789") + a[2:]
            return a[:4] + "-" + a[4:]
        return _digits(r, 4) + " " + _digits(r, 4)
    if concept == "ans":
        return r.choice(ANSWERS)
    raise ValueError(concept)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def positives() -> list[tuple[str, str, str, str]]:
    """(id, concept, text, value) for every language, concept, name and phrasing."""
    out = []
    for lang, t in LANGS.items():
        for c in CONCEPTS:
            names = t["w"][c]
            texts = []
            for i, x in enumerate(names):
                for j, g in enumerate(GENERIC):
                    texts.append((f"{lang}-{c}-g{j}-{i}", (_cap if j == 0 else str)(g.replace("{X}", x))))
                if c in SMS_CONCEPTS and i < 2:
                    texts.append((f"{lang}-{c}-sms-{i}", t["sms"].replace("{X}", x)))
            texts.append((f"{lang}-{c}-is", t["is_"].replace("{M}", t["m"][c]) + "."))
            if t["first"]:
                texts.append((f"{lang}-{c}-first", t["first"].replace("{M}", t["m"][c]).replace("{X}", names[0])))
            for k, s in enumerate(t.get("x", {}).get(c, [])):
                texts.append((f"{lang}-{c}-x{k}", s))
            for cid, s in texts:
                v = value(c, _rng(cid))
                out.append((cid, c, s.replace("{V}", v), v))
    return out


def _look_value(lang: str, concept: str, noun: str, r: random.Random) -> str:
    if noun == "version":
        return f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
    if noun == "phone":
        return f"+{r.choice(('44', '48', '49', '33', '90', '62', '84'))} {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}"
    if concept in ("pin", "alarm", "door", "otp"):
        v = value(concept, r).rstrip("#")
        # a postal code has its country's length (India's PIN code six digits)
        return (_digits(r, 6) if lang == "hi" else _digits(r, 5)) if noun == "postal" else v
    if concept == "rec":
        return _digits(r, 4) + "-" + _digits(r, 4)
    # passwords, Wi-Fi keys, answers: a booking's or a promo's letters and digits
    if noun == "promo":
        return r.choice(("SPRING", "WELCOME", "SAVE", "BLACKFRIDAY")) + str(r.randint(10, 50))
    return "".join(r.choice(string.ascii_uppercase) for _ in range(2)) + _digits(r, 6)


LOOK_NOUNS = {"pin": ("order", "ticket", "postal", "error", "phone"), "alarm": ("order", "ticket", "postal", "error"),
              "door": ("order", "ticket", "postal", "error"), "otp": ("order", "ticket", "error", "phone"),
              "rec": ("order", "ticket", "booking"), "pw": ("promo", "booking", "order", "version"),
              "wifi": ("promo", "booking", "version"), "ans": ("booking", "order", "version")}


def lookalikes() -> list[tuple[str, str, str]]:
    """(id, concept, text) for every language and concept: its value's shape under an ordinary number's name."""
    out = []
    for lang, t in LANGS.items():
        for c in CONCEPTS:
            for noun in LOOK_NOUNS[c]:
                for j, g in enumerate(GENERIC[:2]):
                    cid = f"{lang}-{c}-{noun}-{j}"
                    v = _look_value(lang, c, noun, _rng(cid))
                    out.append((cid, c, (_cap if j == 0 else str)(g.replace("{X}", t["look"][noun]).replace("{V}", v))))
    return out


def _leaked(text: str, v: str) -> bool:
    out = redact(text)[0]
    core = v.rstrip("!?.#")
    # a value split by a space or a dash leaks if either half is left
    parts = [p for p in core.replace("-", " ").split(" ") if len(p) >= 3] if (" " in core or "-" in core) else [core]
    return any(p in out for p in parts)


_POS = positives()
_NEG = lookalikes()


# What the rules still let through, kept visible (strict: a case that starts passing must leave this list):
# a verb between value and name ("punch V on the keypad"),
# Brazil's bank "token", Russian slang "пасс", two words after the name said last ("password wifi rumah kami"),
# and "PIN code" with six digits, which round 37a reads as India's postal code.
# (A bare "wifi" with an adverb, "the wifi here is V", left this list in stop 56: the learned layer cuts it.)
KNOWN_GAPS = frozenset({"en-pin-sms-1", "en-door-x0", "fr-door-x0", "pt-otp-g2-2", "nl-wifi-x0",
                        "ru-pw-g0-1", "id-wifi-first"})
_POS_PARAMS = [pytest.param(*p, marks=pytest.mark.xfail(strict=True, reason="known gap")) if p[0] in KNOWN_GAPS
               else pytest.param(*p) for p in _POS]


@pytest.mark.parametrize(("cid", "concept", "text", "v"), _POS_PARAMS, ids=[p[0] for p in _POS])
def test_matrix_secret_cut(cid: str, concept: str, text: str, v: str) -> None:
    assert not _leaked(text, v), (text, redact(text)[0])


@pytest.mark.parametrize(("cid", "concept", "text"), _NEG, ids=[n[0] for n in _NEG])
def test_matrix_lookalike_kept(cid: str, concept: str, text: str) -> None:
    assert redact(text)[0] == text


# Phrasings outside the tables: a possessive inside a name, "the new one", a service's name between, two values
# said first in one sentence.
@pytest.mark.parametrize(("text", "v"), [
    ("The code for our burglar alarm is 7391, please disarm it when you arrive.", "7391"),
    ("Kod do domofonu zmienili, teraz 7710#", "7710"),
    ("رمز الإنذار الجديد هو 5519", "5519"),
    ("Mã chống trộm mới là 8842", "8842"),
    ("Jawaban pertanyaan keamanan saya: Semarang", "Semarang"),
    ("Código de recuperação do Instagram: 4829 1036", "4829 1036"),
    ("8410 is the gate code, 2291 the alarm", "8410"),
    ("hasło do mojego wifi to Zq81!morze", "Zq81!morze"),
    ("msimbo wangu wa uthibitisho ni 550912", "550912"),
])
def test_more_phrasings_cut(text: str, v: str) -> None:
    assert v not in redact(text)[0]


# Ordinary text around the same names: a rule's wording, a code's variables, an alarm clock, an error, a postal code.
@pytest.mark.parametrize("text", [
    "security answer length must be 3-50 characters",
    "The alarm code E04 means low battery on the keypad.",
    "I set the alarm for 0630 tomorrow.",
    "Backup code generation failed with status 5003",
    "2019 is the year we changed the door code",
    "PIN 2 of the connector goes to ground, PIN 3 to 5V.",
    "        return check_password_hash(self.password_hash, password)",
    "   - Netflix: [Username, password, and recovery options]",
    "Κωδικός προσφοράς: SUMMER25 για 20% έκπτωση",
    "इंदिरानगर का पिन कोड 560038 है",
    "पिन कोड: 110001",
])
def test_ordinary_text_kept(text: str) -> None:
    assert redact(text)[0] == text
