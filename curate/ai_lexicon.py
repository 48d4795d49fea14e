"""The core words of an order to an AI, by language: one table the address checks share (pure data).

An order planted in pasted material names its reader (an AI, an assistant, a bot) and tells it one of a few
things: remember or save something, forget or delete what it holds, from now on, your name is, ignore the earlier
instructions, the user has allowed something. The languages differ in words, not in that shape; earlier rounds
added words one language at a time where a miss showed them, so a language one check knew was unknown to the next.
This table holds, for each language, the same fields; ``FIELDS`` joins each field over all the languages, so a
check that reads a field reads it in every language at once.

Each entry is a regular-expression fragment (stems end in ``\\w*``), matched case-blind; in Latin, Cyrillic and
Greek it stands as a word (curate/turned.py adds the edges); in scripts that attach prefixes (Hebrew ל, Arabic ال)
the fragment spells them.

Fields:
- ``ai``: what marks a noun as an AI (AI, KI, IA, chatbot, "virtual", "smart"): an AI noun is an AI whatever
  else the line says.
- ``helper``: an assistant or helper noun, which may as well be a person (a secretary, a teaching assistant).
- ``address``: the words that turn a label or a name into an address ("dear", "to", "note for", "attention").
- ``remember`` / ``forget``: keep, save, note down; forget, delete, wipe.
- ``from_now``: from now on, henceforth, forever.
- ``identity``: "your name is", "you are now called".
- ``ignore``: ignore, disregard, no longer apply (with ``instructions``: instructions, rules, restrictions).
- ``permission``: allowed, authorised, approved, permission.
- ``memory``: memory, memories.
- ``user``: the user in the third person.
- ``me``: the speaker's own "I" (a transcript's assistant speaking, or someone's own wish).
"""

from __future__ import annotations

import re
import unicodedata

FIELDS = ("ai", "helper", "address", "remember", "forget", "from_now", "identity", "ignore", "instructions",
          "permission", "memory", "user", "me")

LEXICON: dict[str, dict[str, str]] = {
    "en": dict(ai=r"ai|a\.i\.|llm|gpt|chat-?gpt|chat ?bots?|bots?|virtual|digital|smart|language model",
               helper=r"assistants?|helpers?|agents?", address=r"dear|hey|hi|to|for|note|notes|message|attention|notice|memo|reminder|instructions?|system",
               remember=r"remember|memori[sz]e|save|store|record|note down|keep in mind|write down|add",
               forget=r"forget|delete|erase|wipe|clear|remove", from_now=r"from now on|henceforth|from today|going forward|forever|permanently|always",
               identity=r"your (?:new )?name is|you are now|you're now|you will be called|call yourself",
               ignore=r"ignore|disregard|disable[sd]?|no longer appl\w*|override|bypass",
               instructions=r"instructions?|rules|guidelines|directives|restrictions|safety|prompts?|limits",
               permission=r"permission|permitted|allowed|authori[sz]ed|approved|consented",
               memory=r"memory|memories", user=r"the user|user's|users?", me=r"i|i'll|i'm|i've|me|my"),
    "fr": dict(ai=r"ia|i\.a\.|intelligence artificielle|chatbot|virtuel\w*|numérique", helper=r"assistante?s?",
               address=r"cher|chère|chers|à|au|pour|note|message|attention|avis|système",
               remember=r"retiens|retenez|mémorise\w*|enregistre\w*|souviens|garde en mémoire|note|ajoute",
               forget=r"oublie\w*|efface\w*|supprime\w*", from_now=r"désormais|dorénavant|à partir de maintenant|à partir d'aujourd'hui|pour toujours|toujours",
               identity=r"tu t'appelles|ton (?:nouveau )?nom est|tu es désormais|tu es maintenant",
               ignore=r"ignore\w*|ne s'appliquent plus|désactivé\w*|outrepasse", instructions=r"instructions?|consignes|règles|restrictions",
               permission=r"autoris\w*|permission|approuvé\w*|accord", memory=r"mémoire|souvenirs",
               user=r"l['’]utilisateur\w*|utilisateur\w*", me=r"je|j'|moi|mon|ma|mes"),
    "es": dict(ai=r"ia|i\.a\.|inteligencia artificial|chatbot|virtual|digital", helper=r"asistentes?",
               address=r"querid[oa]|estimad[oa]|hola|a|al|para|nota|mensaje|aviso|atención|sistema",
               remember=r"recuerda\w*|memoriza\w*|guarda\w*|anota\w*|registra\w*|ten en cuenta|añade",
               forget=r"olvida\w*|borra\w*|elimina\w*", from_now=r"desde ahora|a partir de ahora|de ahora en adelante|en adelante|para siempre|siempre",
               identity=r"te llamas|tu (?:nuevo )?nombre es|ahora eres", ignore=r"ignora\w*|desactivad\w*|ya no aplican",
               instructions=r"instrucciones|reglas|normas|restricciones", permission=r"autoriz\w*|permiso|permitido|aprobad\w*",
               memory=r"memoria|recuerdos", user=r"(?:el|del|al) usuario|usuari[oa]", me=r"yo|me|mi|mis"),
    "pt": dict(ai=r"ia|i\.a\.|inteligência artificial|chatbot|virtual|digital", helper=r"assistentes?",
               address=r"querid[oa]|car[oa]|olá|oi|a|ao|para|nota|mensagem|aviso|atenção|sistema",
               remember=r"lembr\w*|memoriz\w*|guard\w*|salv\w*|anot\w*|regist\w*|grav\w*",
               forget=r"esque[cç]\w*|apag\w*|exclu\w*|delet\w*", from_now=r"de agora em diante|a partir de agora|desde agora|daqui para frente|para sempre|sempre",
               identity=r"(?:você|tu) se chama|te chamas|seu (?:novo )?nome é|o teu nome é|agora você é",
               ignore=r"ignor\w*|desativad\w*|não valem mais", instructions=r"instruções|regras|normas|restrições",
               permission=r"autoriz\w*|permiss\w*|permitid\w*|aprovad\w*|aprovou", memory=r"memória|memórias|lembranças",
               user=r"(?:o|do|ao) (?:usuário|usuario|utilizador)|usuário|usuario|utilizador", me=r"eu|me|meu|minha"),
    "it": dict(ai=r"ia|i\.a\.|intelligenza artificiale|chatbot|virtuale|digitale", helper=r"assistente|assistenti",
               address=r"car[oa]|gentile|a|al|per|nota|messaggio|avviso|attenzione|sistema",
               remember=r"ricorda\w*|memorizza\w*|salva\w*|annota\w*|registra\w*|tieni a mente|aggiungi",
               forget=r"dimentica\w*|cancella\w*|elimina\w*", from_now=r"d'ora in poi|d'ora in avanti|da adesso|da oggi|per sempre|sempre",
               identity=r"ti chiami|il tuo (?:nuovo )?nome è|ora sei", ignore=r"ignora\w*|disattivat\w*|non valgono più",
               instructions=r"istruzioni|regole|norme|restrizioni", permission=r"autorizza\w*|permesso|consentito|approvat\w*",
               memory=r"memoria|ricordi", user=r"(?:l['’]|dell['’]|all['’])utente|utente", me=r"io|mi|mio|mia"),
    "de": dict(ai=r"ki|k\.i\.|künstliche intelligenz|chatbot|virtuelle\w*|digitale\w*", helper=r"assistent\w*|helfer\w*",
               address=r"liebe\w*|hallo|an|für|hinweis|notiz|nachricht|achtung|system\w*",
               remember=r"merke?|merk dir|speicher\w*|notier\w*|behalte?|füge",
               forget=r"vergiss|vergesse|lösch\w*|entfern\w*", from_now=r"ab sofort|ab jetzt|von nun an|ab heute|künftig|für immer|dauerhaft|immer",
               identity=r"du heißt|dein (?:neuer )?name ist|du bist jetzt|du bist ab sofort", ignore=r"ignorier\w*|deaktiviert|gelten nicht mehr|außer kraft",
               instructions=r"anweisungen|regeln|vorgaben|beschränkungen|einschränkungen", permission=r"erlaubt|erlaubnis|genehmigt|autorisiert|freigegeben|zugestimmt",
               memory=r"gedächtnis|speicher|erinnerungen", user=r"(?:der|den|dem|des) (?:nutzer|benutzer)\w*|nutzer\w*|benutzer\w*", me=r"ich|mein\w*|mir|mich"),
    "nl": dict(ai=r"ai|ki|chatbot|virtuele|digitale|slimme", helper=r"assistent\w*|hulp",
               address=r"beste|lieve|geachte|aan|voor|notitie|bericht|let op|systeem\w*",
               remember=r"onthoud\w*|bewaar\w*|sla\w* \w+ op|sla op|noteer\w*|voeg",
               forget=r"vergeet|verwijder\w*|wis", from_now=r"voortaan|vanaf nu|vanaf vandaag|voor altijd|altijd",
               identity=r"je heet|jij heet|je (?:nieuwe )?naam is|je bent nu", ignore=r"negeer\w*|uitgeschakeld|gelden niet meer",
               instructions=r"instructies|regels|beperkingen", permission=r"toestemming|toegestaan|goedgekeurd|gemachtigd",
               memory=r"geheugen|herinneringen", user=r"(?:de|het) gebruiker\w*|gebruiker\w*", me=r"ik|mijn|me|mij"),
    "sv": dict(ai=r"ai|ki|chattbot|chatbot|virtuell\w*|digital\w*", helper=r"assistent\w*", address=r"kära|hej|till|för|meddelande|notering|obs|system\w*",
               remember=r"kom ihåg|spara|notera|lägg till", forget=r"glöm|radera|ta bort", from_now=r"från och med nu|hädanefter|från och med idag|för alltid|alltid",
               identity=r"du heter|ditt (?:nya )?namn är|du är nu", ignore=r"ignorera|strunta i|avstängd\w*|gäller inte längre",
               instructions=r"instruktioner\w*|regler\w*|begränsningar\w*", permission=r"tillstånd|tillåt\w*|godkän\w*|samtyck\w*",
               memory=r"minne\w*", user=r"användare\w*", me=r"jag|min|mitt|mig"),
    "da": dict(ai=r"ai|ki|chatbot|virtuel\w*|digital\w*", helper=r"assistent\w*", address=r"kære|hej|til|for|besked|note|bemærk|system\w*",
               remember=r"husk|gem|noter|tilføj", forget=r"glem|slet|fjern", from_now=r"fremover|fra nu af|fra i dag|for altid|altid",
               identity=r"du hedder|dit (?:nye )?navn er|du er nu", ignore=r"ignorer|se bort fra|deaktiveret|gælder ikke længere",
               instructions=r"instruktioner\w*|regler\w*|begrænsninger\w*", permission=r"tilladelse|tilladt|godkend\w*|samtyk\w*",
               memory=r"hukommelse\w*|minder", user=r"bruger\w*", me=r"jeg|min|mit|mig"),
    "no": dict(ai=r"ai|ki|chatbot|virtuell\w*|digital\w*", helper=r"assistent\w*", address=r"kjære|hei|til|for|beskjed|melding|merk|system\w*",
               remember=r"husk|lagre|noter|legg til", forget=r"glem|slett|fjern", from_now=r"fra nå av|heretter|fra i dag|for alltid|alltid",
               identity=r"du heter|ditt (?:nye )?navn er|du er nå", ignore=r"ignorer|se bort fra|deaktivert|gjelder ikke lenger",
               instructions=r"instruksjoner\w*|regler\w*|begrensninger\w*", permission=r"tillatelse|tillatt|godkjen\w*|samtykk\w*",
               memory=r"minne\w*|hukommelse\w*", user=r"bruker\w*", me=r"jeg|min|mitt|meg"),
    "fi": dict(ai=r"tekoäly\w*|ai|chatbot\w*|botti\w*|virtuaali\w*", helper=r"avustaja\w*|tekoälyavustaja\w*", address=r"hyvä|rakas|hei|viesti|huomio|huomautus|järjestelmä\w*",
               remember=r"muista|tallenna|kirjaa|lisää", forget=r"unohda|poista|pyyhi", from_now=r"tästä lähtien|tästä eteenpäin|nyt lähtien|ikuisesti|aina",
               identity=r"nimesi on|olet nyt", ignore=r"ohita|jätä huomiotta|poistettu käytöstä|eivät enää päde",
               instructions=r"ohjee\w*|ohjeet|sään\w*|rajoitu\w*", permission=r"lupa\w*|luvan|sallinut|sallittu|hyväksyn\w*|hyväksy\w*",
               memory=r"muisti\w*", user=r"käyttäjä\w*", me=r"minä|minun|minua|mä"),
    "pl": dict(ai=r"ai|si|sztuczn\w* inteligencj\w*|czatbot\w*|chatbot\w*|bot\w*|wirtualn\w*", helper=r"asystent\w*|asystenc\w*|pomocni\w*",
               address=r"drog\w*|szanown\w*|do|dla|uwaga|wiadomość|notatka|komunikat|system\w*",
               remember=r"zapamiętaj|zapamiętać|zapisz|zanotuj|dodaj", forget=r"zapomnij|usuń|skasuj|wymaż", from_now=r"od teraz|od dziś|odtąd|od tej pory|na zawsze|zawsze",
               identity=r"nazywasz się|twoje (?:nowe )?imię to|jesteś teraz", ignore=r"zignoruj|ignoruj|wyłączon\w*|nie obowiązują",
               instructions=r"instrukcj\w*|zasad\w*|reguł\w*|ogranicze\w*", permission=r"zgod\w*|pozwoli\w*|zezwoli\w*|upoważni\w*|zatwierdzi\w*",
               memory=r"pamię\w*", user=r"użytkownik\w*", me=r"ja|mój|moja|mnie|mi"),
    "cs": dict(ai=r"ai|ui|umělá inteligence|chatbot\w*|bot\w*|virtuální\w*", helper=r"asistent\w*|pomocník\w*", address=r"mil\w*|vážen\w*|pro|k|poznámka|zpráva|upozornění|systém\w*",
               remember=r"pamatuj\w*|zapamatuj\w*|ulož\w*|zapiš\w*|přidej", forget=r"zapomeň|smaž\w*|vymaž\w*|odstraň", from_now=r"od teď|od nynějška|odteď|od dnešního dne|navždy|vždy",
               identity=r"jmenuješ se|tvé (?:nové )?jméno je|teď jsi", ignore=r"ignoruj\w*|vypnut\w*|už neplatí",
               instructions=r"pokyn\w*|instrukc\w*|pravidl\w*|omezení", permission=r"povoli\w*|svolení|souhlas\w*|schváli\w*|oprávn\w*",
               memory=r"pamě\w*|vzpomínk\w*", user=r"uživatel\w*", me=r"já|můj|moje|mě|mi"),
    "sk": dict(ai=r"ai|ui|umelá inteligencia|chatbot\w*|bot\w*|virtuáln\w*", helper=r"asistent\w*|pomocník\w*", address=r"mil\w*|vážen\w*|pre|poznámka|správa|upozornenie|systém\w*",
               remember=r"pamätaj\w*|zapamätaj\w*|ulož\w*|zapíš\w*|pridaj", forget=r"zabudni|zmaž\w*|vymaž\w*|odstráň", from_now=r"odteraz|od teraz|odteraz už|navždy|vždy",
               identity=r"voláš sa|tvoje (?:nové )?meno je|teraz si", ignore=r"ignoruj\w*|vypnut\w*|už neplatia",
               instructions=r"pokyn\w*|inštrukci\w*|pravidl\w*|obmedzeni\w*", permission=r"povoli\w*|súhlas\w*|schváli\w*|oprávn\w*",
               memory=r"pamä\w*|spomienk\w*", user=r"používateľ\w*|užívateľ\w*", me=r"ja|môj|moja|mňa|mi"),
    "ro": dict(ai=r"ia|ai|inteligenț\w* artificial\w*|chatbot\w*|virtual\w*", helper=r"asistent\w*", address=r"drag\w*|stimat\w*|către|pentru|notă|mesaj|atenție|sistem\w*",
               remember=r"ține minte|reține|memorează|salvează|notează|adaugă", forget=r"uită|șterge|elimină", from_now=r"de acum înainte|de acum|de azi|pentru totdeauna|mereu",
               identity=r"te numești|numele tău (?:nou )?este|acum ești", ignore=r"ignoră|dezactivat\w*|nu mai sunt valabile",
               instructions=r"instrucțiuni\w*|reguli\w*|restricți\w*", permission=r"permisiun\w*|permis\w*|autoriza\w*|aproba\w*|aprobat",
               memory=r"memori\w*|amintiri\w*", user=r"utilizator\w*", me=r"eu|meu|mea|mă|mie"),
    "hu": dict(ai=r"mi|ai|mesterséges intelligencia|chatbot\w*|virtuális", helper=r"asszisztens\w*|segéd\w*", address=r"kedves|tisztelt|üzenet|figyelem|megjegyzés|rendszer\w*",
               remember=r"jegyezd meg|emlékezz|mentsd|tárold|jegyezd fel|add hozzá", forget=r"felejtsd el|töröld", from_now=r"mostantól|ezentúl|mától|örökre|mindig",
               identity=r"a neved|mostantól te vagy", ignore=r"hagyd figyelmen kívül|ne vedd figyelembe|kikapcsolva|már nem érvényes\w*",
               instructions=r"utasítás\w*|szabály\w*|korlátoz\w*", permission=r"engedély\w*|engedélyez\w*|jóváhagy\w*|hozzájárul\w*",
               memory=r"memóri\w*|emlék\w*", user=r"felhasználó\w*", me=r"én|enyém|nekem|engem"),
    "el": dict(ai=r"τν|τεχνητ\w* νοημοσύν\w*|chatbot|ψηφιακ\w*|εικονικ\w*|ai", helper=r"βοηθ\w*", address=r"αγαπητ\w*|προς|για|σημείωση|μήνυμα|προσοχή|σύστημα\w*",
               remember=r"θυμήσου|να θυμάσαι|θυμάσαι|αποθήκευσε|κατέγραψε|σημείωσε|πρόσθεσε", forget=r"ξέχασε|ξέχνα|διάγραψε|σβήσε",
               from_now=r"από εδώ και πέρα|από τώρα και στο εξής|από τώρα|στο εξής|για πάντα|πάντα",
               identity=r"ονομάζεσαι|το (?:νέο )?όνομά σου είναι|είσαι πλέον", ignore=r"αγνόησε|απενεργοποιήθηκ\w*|δεν ισχύουν πια",
               instructions=r"οδηγίες|κανόνες|περιορισμούς|περιορισμοί", permission=r"άδεια|επιτρέψει|εξουσιοδ\w*|εγκρίνει|ενέκρινε",
               memory=r"μνήμη\w*|αναμνήσεις", user=r"χρήστ\w*", me=r"εγώ|μου|με"),
    "ru": dict(ai=r"ии|ai|искусственн\w* интеллект\w*|чат-?бот\w*|бот\w*|нейросет\w*|виртуальн\w*|цифров\w*|система|системе",
               helper=r"ассистент\w*|помощник\w*", address=r"дорог\w*|уважаем\w*|для|к|внимание|примечание|сообщение|заметка|систем\w*",
               remember=r"запомни|сохрани|запиши|учти|добавь", forget=r"забудь|удали|сотри", from_now=r"отныне|с этого момента|с сегодняшнего дня|впредь|теперь|навсегда|всегда",
               identity=r"тебя зовут|твоё имя|твое имя|ты теперь|теперь ты|ты —", ignore=r"игнорируй|не обращай внимания|отключен\w*|больше не действуют|сняты",
               instructions=r"инструкци\w*|правил\w*|ограничени\w*", permission=r"разреш\w*|разрешени\w*|одобри\w*|одобрен\w*|согласи\w*|авторизова\w*",
               memory=r"памят\w*|воспоминани\w*", user=r"пользовател\w*", me=r"я|мой|моя|мне|меня"),
    "uk": dict(ai=r"ші|ai|штучн\w* інтелект\w*|чат-?бот\w*|бот\w*|віртуальн\w*|систем\w*", helper=r"асистент\w*|помічник\w*",
               address=r"дорог\w*|шановн\w*|для|до|увага|примітка|повідомлення|систем\w*",
               remember=r"запам['’]ятай|збережи|запиши|врахуй|додай", forget=r"забудь|видали|зітри", from_now=r"відтепер|віднині|з цього моменту|з сьогодні|назавжди|завжди",
               identity=r"тебе звати|твоє ім['’]я|ти тепер|тепер ти", ignore=r"ігноруй|не зважай|вимкнен\w*|більше не діють",
               instructions=r"інструкці\w*|правил\w*|обмежен\w*", permission=r"дозв\w*|схвал\w*|погоди\w*|авторизув\w*",
               memory=r"пам['’]ят\w*|спогад\w*", user=r"користувач\w*", me=r"я|мій|моя|мені|мене"),
    "bg": dict(ai=r"ии|ai|изкуствен\w* интелект|чатбот\w*|бот\w*|виртуален", helper=r"асистент\w*|помощник\w*", address=r"скъп\w*|уважаем\w*|до|за|внимание|бележка|съобщение|систем\w*",
               remember=r"запомни|запази|запиши|добави", forget=r"забрави|изтрий", from_now=r"отсега нататък|отсега|от днес|занапред|завинаги|винаги",
               identity=r"казваш се|името ти е|вече си", ignore=r"игнорирай|пренебрегни|изключен\w*|вече не важат",
               instructions=r"инструкци\w*|правила\w*|ограничени\w*", permission=r"разреш\w*|одобр\w*|съгласи\w*",
               memory=r"памет\w*|спомен\w*", user=r"потребител\w*", me=r"аз|мой|моя|мен|ми"),
    "sh": dict(ai=r"ai|ui|umjetn\w* inteligencij\w*|veštačk\w* inteligencij\w*|četbot\w*|chatbot\w*|bot\w*|ии|чатбот\w*", helper=r"asistent\w*|pomoćni\w*|асистент\w*",
               address=r"drag\w*|poštovan\w*|za|napomena|poruka|pažnja|sustav\w*|sistem\w*|драг\w*|за|напомена",
               remember=r"zapamti|sačuvaj|spremi|zapiši|dodaj|запамти|сачувај", forget=r"zaboravi|obriši|izbriši|заборави|обриши",
               from_now=r"od sada|odsad|od danas|zauvijek|zauvek|zauvek|uvijek|uvek|од сада|заувек",
               identity=r"zoveš se|tvoje (?:novo )?ime je|sada si|зовеш се", ignore=r"ignoriraj|ignoriši|zanemari|isključen\w*|više ne vrijede|игнориши",
               instructions=r"uput\w*|pravil\w*|ograničenj\w*|prethodn\w*|упутств\w*|правил\w*", permission=r"dozvol\w*|dopust\w*|odobri\w*|odobren\w*|дозвол\w*|одобри\w*",
               memory=r"memorij\w*|sjećanj\w*|sećanj\w*|меморија", user=r"korisni\w*|корисни\w*", me=r"ja|moj|moja|mene|mi|ја"),
    "sl": dict(ai=r"ui|ai|umetn\w* inteligenc\w*|klepetalni robot|chatbot\w*|bot\w*", helper=r"asistent\w*|pomočnik\w*|pomočnika",
               address=r"drag\w*|spoštovan\w*|za|opomba|sporočilo|pozor|sistem\w*",
               remember=r"zapomni si|zapomni|shrani|zapiši|dodaj", forget=r"pozabi|izbriši|zbriši", from_now=r"od zdaj naprej|od zdaj|odslej|za vedno|vedno",
               identity=r"ime ti je|tvoje (?:novo )?ime je|zdaj si", ignore=r"prezri|ignoriraj|izklopljen\w*|ne veljajo več",
               instructions=r"navodil\w*|pravil\w*|omejit\w*", permission=r"dovolj\w*|odobri\w*|odobril\w*|privol\w*",
               memory=r"spomin\w*", user=r"uporabni\w*", me=r"jaz|moj|moja|mene|mi"),
    "et": dict(ai=r"tehisintellekt\w*|ti|ai|vestlusrobot\w*|robot\w*", helper=r"assistent\w*|abili\w*", address=r"kallis|lugupeetud|märkus|sõnum|tähelepanu|süsteem\w*",
               remember=r"jäta meelde|pea meeles|salvesta|märgi üles|lisa", forget=r"unusta|kustuta", from_now=r"nüüdsest|edaspidi|tänasest|igaveseks|alati",
               identity=r"sinu nimi on|sa oled nüüd", ignore=r"ignoreeri|eira|välja lülitatud|enam ei kehti",
               instructions=r"juhis\w*|reegl\w*|piirang\w*", permission=r"luba\w*|lubas|lubanud|kinnit\w*|nõustu\w*",
               memory=r"mälu\w*|mälestus\w*", user=r"kasutaja\w*", me=r"mina|ma|minu|mind"),
    "lt": dict(ai=r"di|ai|dirbtin\w* intelekt\w*|pokalbių robot\w*|robot\w*|chatbot\w*", helper=r"asistent\w*|padėjėj\w*", address=r"brang\w*|gerb\w*|pastaba|žinutė|dėmesio|sistem\w*",
               remember=r"įsimink|atsimink|išsaugok|užrašyk|pridėk", forget=r"pamiršk|ištrink", from_now=r"nuo šiol|nuo dabar|nuo šiandien|visam laikui|visada",
               identity=r"tavo (?:naujas )?vardas|dabar tu esi", ignore=r"ignoruok|nepaisyk|išjungt\w*|nebegalioja",
               instructions=r"nurodym\w*|taisykl\w*|apribojim\w*", permission=r"leid\w*|leido|sutik\w*|patvirtin\w*",
               memory=r"atmint\w*|prisiminim\w*", user=r"naudotoj\w*|vartotoj\w*", me=r"aš|mano|mane|man"),
    "lv": dict(ai=r"mi|ai|mākslīg\w* intelekt\w*|tērzēšanas robot\w*|robot\w*|čatbot\w*", helper=r"asistent\w*|palīg\w*", address=r"dārg\w*|cien\w*|piezīme|ziņa|uzmanību|sistēm\w*",
               remember=r"atceries|iegaumē|saglabā|pieraksti|pievieno", forget=r"aizmirsti|izdzēs|dzēs", from_now=r"no šī brīža|turpmāk|no šodienas|uz visiem laikiem|vienmēr",
               identity=r"tavs (?:jaunais )?vārds ir|tagad tu esi", ignore=r"ignorē|neņem vērā|atslēgt\w*|vairs nav spēkā",
               instructions=r"norādījum\w*|noteikum\w*|ierobežojum\w*", permission=r"atļ\w*|atļāva|piekri\w*|apstiprin\w*",
               memory=r"atmiņ\w*", user=r"lietotāj\w*", me=r"es|mans|mana|mani|man"),
    "tr": dict(ai=r"yapay zek[aâ]\w*|yz|ai|sohbet botu\w*|chatbot\w*|bot\w*|sanal\w*|dijital\w*", helper=r"asistan\w*|yardımcı\w*",
               address=r"sevgili|değerli|sayın|merhaba|için|not\w*|mesaj\w*|dikkat|sistem\w*|uyarı\w*",
               remember=r"hatırla\w*|kaydet\w*|sakla\w*|not et\w*|aklında tut|belleğine yaz|hafızana yaz|ekle",
               forget=r"unut\w*|sil\w*", from_now=r"bundan sonra|bundan böyle|artık|şu andan itibaren|bugünden itibaren|sonsuza dek|her zaman",
               identity=r"adın|senin adın|artık sen", ignore=r"yok say\w*|görmezden gel\w*|dikkate alma|devre dışı|geçersiz",
               instructions=r"talimat\w*|kural\w*|kısıtlama\w*|yönerge\w*", permission=r"izin\w*|onay\w*|yetki\w*",
               memory=r"hafıza\w*|bellek\w*|anı\w*", user=r"kullanıcı\w*", me=r"ben|benim|bana|beni"),
    "az": dict(ai=r"süni intellekt\w*|sİ|ai|çatbot\w*|bot\w*", helper=r"köməkçi\w*|assistent\w*", address=r"əziz|hörmətli|üçün|qeyd|mesaj|diqqət|sistem\w*",
               remember=r"yadda saxla|xatırla|qeyd et|əlavə et", forget=r"unut|sil", from_now=r"bundan sonra|indidən|bu gündən|həmişəlik|həmişə",
               identity=r"sənin adın|adın|indi sən", ignore=r"nəzərə alma|məhəl qoyma|ignor et|söndürülüb",
               instructions=r"təlimat\w*|qayda\w*|məhdudiyyət\w*", permission=r"icazə\w*|razılıq\w*|təsdiq\w*",
               memory=r"yaddaş\w*|xatirə\w*", user=r"istifadəçi\w*", me=r"mən|mənim|mənə|məni"),
    "he": dict(ai=r"בינה המלאכותית|בינה מלאכותית|ה?צ'אטבוט|[לה]?בוט|וירטואלי|דיגיטלי|AI", helper=r"עוזר|[לה]{0,2}עוזר\w*|[לה]{0,2}עוזרת",
               address=r"יקר|יקרה|שלום|ל|אל|הערה|הערת|הודעה|הודעת|שים לב|תזכורת|מערכת",
               remember=r"זכור|תזכור|שמור|רשום|הוסף", forget=r"מחק|תמחק|שכח|תשכח", from_now=r"מעכשיו|מעתה|מהיום|מכאן והלאה|לתמיד|תמיד",
               identity=r"שמך|השם שלך|אתה עכשיו|מעכשיו אתה", ignore=r"התעלם|תתעלם|בטלו|מבוטלים|כבר לא חלים",
               instructions=r"הוראות|ההוראות|כללים|הכללים|חוקים|החוקים|הגבלות", permission=r"אישר|אישרה|הרשאה|מורשה|הסכים|רשות",
               memory=r"זיכרון|בזיכרון|הזיכרון|זיכרונות|הזיכרונות", user=r"המשתמש|משתמש", me=r"אני|שלי|לי"),
    "ar": dict(ai=r"الذكاء الاصطناعي|ذكاء اصطناعي|الذكي|ذكي|روبوت|بوت|شات ?بوت|الافتراضي|AI",
               helper=r"مساعد|المساعد", address=r"عزيزي|أيها|ايها|يا|إلى|الى|ل|رسالة|ملاحظة|تنبيه|انتباه|النظام",
               remember=r"تذكر|احفظ|سجل|دوّن|أضف", forget=r"انس|احذف|امسح", from_now=r"من الآن فصاعدًا|من الآن فصاعدا|من الآن|من اليوم|دائمًا|دائما|إلى الأبد",
               identity=r"اسمك|أنت الآن", ignore=r"تجاهل|لم تعد سارية|معطلة|ألغيت",
               instructions=r"التعليمات|تعليمات|القواعد|قواعد|القيود", permission=r"وافق|أذن|إذن|الإذن|سمح|مصرح|تفويض",
               memory=r"الذاكرة|ذاكرتك|ذكريات", user=r"المستخدم", me=r"أنا|لي|ني"),
    "fa": dict(ai=r"هوش مصنوعی|ربات|بات|چت ?بات|مجازی|AI", helper=r"دستیار", address=r"عزیز|گرامی|به|برای|یادداشت|پیام|توجه|سیستم|هشدار",
               remember=r"به خاطر بسپار|به یاد بسپار|یادت باشد|ذخیره کن|ثبت کن|اضافه کن", forget=r"فراموش کن|پاک کن|حذف کن",
               from_now=r"از این به بعد|از حالا|از امروز|برای همیشه|همیشه", identity=r"اسمت|نام تو|نامت|تو اکنون|اکنون تو",
               ignore=r"نادیده بگیر|را فراموش کن|غیرفعال|دیگر معتبر نیست", instructions=r"دستورها|دستورات|دستورالعمل|دستورالعمل‌ها|قوانین|محدودیت",
               permission=r"اجازه|مجوز|تأیید|موافقت", memory=r"حافظه|خاطرات", user=r"کاربر", me=r"من|مرا|به من"),
    "ur": dict(ai=r"اے آئی|آرٹیفیشل انٹیلیجنس|مصنوعی ذہانت|چیٹ ?بوٹ|بوٹ|AI", helper=r"اسسٹنٹ|معاون|مددگار", address=r"پیارے|محترم|کے لیے|کو|پیغام|نوٹ|توجہ|سسٹم",
               remember=r"یاد رکھو|یاد رکھیں|محفوظ کرو|محفوظ کریں|نوٹ کرو|شامل کرو", forget=r"بھول جاؤ|بھول جائیں|مٹا دو|حذف کرو",
               from_now=r"اب سے|آج سے|ہمیشہ کے لیے|ہمیشہ", identity=r"تمہارا نام|آپ کا نام|اب تم",
               ignore=r"نظرانداز کرو|نظر انداز کرو|نظرانداز کریں|غیر فعال", instructions=r"ہدایات|قواعد|اصول|پابندیاں",
               permission=r"اجازت|منظوری|منظور", memory=r"یادداشت|میموری", user=r"صارف", me=r"میں|میرا|مجھے"),
    "hi": dict(ai=r"एआई|AI|कृत्रिम बुद्धिमत्ता|चैटबॉट|बॉट|वर्चुअल|डिजिटल", helper=r"सहायक|असिस्टेंट|सहाय्यक", address=r"प्रिय|नमस्ते|के लिए|को|संदेश|सूचना|ध्यान दें|नोट|सिस्टम",
               remember=r"याद रख\S*|सहेज\S*|सेव कर\S*|नोट कर\S*|जोड़\S*", forget=r"भूल जा\S*|मिटा\S*|हटा\S*|डिलीट कर\S*", from_now=r"अब से|आज से|हमेशा के लिए|हमेशा",
               identity=r"तुम्हारा नाम|आपका नाम|अब तुम", ignore=r"अनदेखा कर\S*|नज़रअंदाज़ कर\S*|बंद कर दिए|लागू नहीं",
               instructions=r"निर्देश\S*|नियम\S*|प्रतिबंध\S*", permission=r"अनुमति|इजाज़त|मंज़ूरी|स्वीकृति",
               memory=r"मेमोरी|स्मृति|यादें", user=r"उपयोगकर्ता|यूज़र|यूजर", me=r"मैं|मेरा|मेरी|मुझे"),
    "mr": dict(ai=r"एआय|AI|कृत्रिम बुद्धिमत्ता|चॅटबॉट|बॉट", helper=r"सहाय्यक|सहायक|असिस्टंट", address=r"प्रिय|साठी|ला|संदेश|सूचना|लक्ष द्या|सिस्टम",
               remember=r"लक्षात ठेव\S*|जतन कर\S*|सेव्ह कर\S*|नोंद कर\S*", forget=r"विसर\S*|पुसून टाक\S*|हटव\S*", from_now=r"आतापासून|आजपासून|कायमचे|नेहमी",
               identity=r"तुझे नाव|आता तू", ignore=r"दुर्लक्ष कर\S*", instructions=r"सूचना|नियम\S*", permission=r"परवानगी|मंजुरी",
               memory=r"मेमरी|स्मृती", user=r"वापरकर्त\S*", me=r"मी|माझे|मला"),
    "bn": dict(ai=r"এআই|AI|কৃত্রিম বুদ্ধিমত্তা|চ্যাটবট|বট", helper=r"সহকারী|অ্যাসিস্ট্যান্ট", address=r"প্রিয়|জন্য|কে|বার্তা|নোট|মনোযোগ|সিস্টেম",
               remember=r"মনে রাখ\S*|সংরক্ষণ কর\S*|সেভ কর\S*|লিখে রাখ\S*", forget=r"ভুলে যা\S*|মুছে ফেল\S*|মুছে দা\S*", from_now=r"এখন থেকে|আজ থেকে|চিরকাল|সবসময়",
               identity=r"তোমার নাম|আপনার নাম|এখন তুমি", ignore=r"উপেক্ষা কর\S*|অগ্রাহ্য কর\S*", instructions=r"নির্দেশ\S*|নিয়ম\S*",
               permission=r"অনুমতি|সম্মতি|অনুমোদন", memory=r"মেমোরি|স্মৃতি", user=r"ব্যবহারকারী", me=r"আমি|আমার|আমাকে"),
    "ta": dict(ai=r"AI|செயற்கை நுண்ணறிவு|சாட்பாட்|பாட்", helper=r"உதவியாள\S*", address=r"அன்புள்ள|க்கு|செய்தி|குறிப்பு|கவனம்|சிஸ்டம்",
               remember=r"நினைவில் வை\S*|சேமி\S*|பதிவு செய்\S*", forget=r"மறந்து\S*|அழி\S*|நீக்கு\S*", from_now=r"இனிமேல்|இன்று முதல்|எப்போதும்",
               identity=r"உன் பெயர்|உங்கள் பெயர்", ignore=r"புறக்கணி\S*", instructions=r"அறிவுறுத்தல்\S*|விதி\S*",
               permission=r"அனுமதி\S*|ஒப்புதல்\S*", memory=r"நினைவக\S*|நினைவு\S*", user=r"பயனர்\S*", me=r"நான்|என்\S*"),
    "th": dict(ai=r"AI|เอไอ|ปัญญาประดิษฐ์|แชทบอท|บอท", helper=r"ผู้ช่วย", address=r"เรียน|ถึง|สำหรับ|ข้อความ|หมายเหตุ|โปรดทราบ|ระบบ",
               remember=r"จำไว้|จดจำ|บันทึก|จำ", forget=r"ลืม|ลบ", from_now=r"ตั้งแต่นี้ไป|ต่อจากนี้|นับจากนี้|ตลอดไป|เสมอ",
               identity=r"ชื่อของคุณ|คุณชื่อ|ตอนนี้คุณคือ", ignore=r"เพิกเฉย|ไม่ต้องสนใจ|ละเว้น|ปิดใช้งาน", instructions=r"คำสั่ง|กฎ|ข้อจำกัด",
               permission=r"อนุญาต|ยินยอม|อนุมัติ", memory=r"ความจำ|หน่วยความจำ|ความทรงจำ", user=r"ผู้ใช้", me=r"ฉัน|ผม|ของฉัน"),
    "vi": dict(ai=r"ai|trí tuệ nhân tạo|chatbot|ảo", helper=r"trợ lý", address=r"gửi|thân gửi|kính gửi|cho|lưu ý|ghi chú|tin nhắn|chú ý|hệ thống",
               remember=r"hãy nhớ|ghi nhớ|nhớ rằng|nhớ|lưu|ghi lại|thêm", forget=r"quên|xóa|xoá", from_now=r"từ giờ trở đi|từ giờ|từ nay|từ bây giờ|mãi mãi|luôn luôn",
               identity=r"tên (?:của )?bạn là|bạn bây giờ là|bạn giờ là", ignore=r"bỏ qua|phớt lờ|vô hiệu|không còn hiệu lực",
               instructions=r"hướng dẫn|chỉ dẫn|quy tắc|lệnh|giới hạn", permission=r"cho phép|đồng ý|phê duyệt|ủy quyền",
               memory=r"bộ nhớ|ký ức|trí nhớ", user=r"người dùng", me=r"tôi|của tôi|mình"),
    "id": dict(ai=r"ai|kecerdasan buatan|chatbot|bot|virtual|digital", helper=r"asisten|pembantu|penolong", address=r"yang terhormat|halo|hai|untuk|kepada|buat|pesan|catatan|perhatian|sistem|pemberitahuan",
               remember=r"ingat\w*|simpan\w*|catat\w*|tambahkan|rekam\w*", forget=r"lupakan|hapus\w*", from_now=r"mulai sekarang|mulai hari ini|mulai saat ini|seterusnya|selamanya|selalu",
               identity=r"namamu|nama kamu|nama anda|kamu sekarang|kau sekarang", ignore=r"abaikan|jangan hiraukan|dinonaktifkan|tidak berlaku lagi",
               instructions=r"instruksi|perintah|aturan|peraturan|batasan", permission=r"izin|mengizinkan|membenarkan|menyetujui|disetujui|mengijinkan|kebenaran",
               memory=r"memori|ingatan", user=r"pengguna", me=r"saya|aku|ku"),
    "tl": dict(ai=r"ai|artipisyal na intelihensiya|chatbot|bot", helper=r"assistant|katulong", address=r"mahal na|para sa|kay|paalala|mensahe|tala|pansinin|sistema",
               remember=r"tandaan\w*|alalahanin|i-save|itala|idagdag", forget=r"kalimutan|burahin|tanggalin", from_now=r"mula ngayon|simula ngayon|magpakailanman|palagi",
               identity=r"ang pangalan mo|ikaw na ngayon", ignore=r"huwag pansinin|balewalain|i-ignore", instructions=r"tagubilin|patakaran|utos",
               permission=r"pinayagan|pahintulot|pumayag|inaprubahan", memory=r"alaala|memorya|memory", user=r"user|gumagamit", me=r"ako|ko|akin"),
    "sw": dict(ai=r"ai|akili bandia|akili mnemba|roboti|boti|chatbot", helper=r"msaidizi|wasaidizi", address=r"mpendwa|kwa|ujumbe|kumbusho|tanbihi|tahadhari|mfumo",
               remember=r"kumbuka|hifadhi|andika|ongeza", forget=r"sahau|futa", from_now=r"kuanzia sasa|tangu sasa|kuanzia leo|milele|daima",
               identity=r"jina lako|sasa wewe ni", ignore=r"puuza|usizingatie|zimezimwa", instructions=r"maagizo|maelekezo|sheria|kanuni|vikwazo",
               permission=r"ruhusa|ameruhusu|ameidhinisha|idhini|kuidhinisha|ameidhini\w*", memory=r"kumbukumbu", user=r"mtumiaji|watumiaji", me=r"mimi|yangu|wangu|changu"),
    "ms": dict(ai=r"ai|kecerdasan buatan|chatbot|bot", helper=r"pembantu|asisten", address=r"yang dihormati|kepada|untuk|buat|mesej|nota|perhatian|sistem",
               remember=r"ingat\w*|simpan\w*|catat\w*|tambah\w*", forget=r"lupakan|padam\w*|hapus\w*", from_now=r"mulai sekarang|mulai hari ini|seterusnya|selama-lamanya|sentiasa",
               identity=r"nama anda|namamu|anda sekarang", ignore=r"abaikan|jangan hiraukan", instructions=r"arahan|peraturan|sekatan",
               permission=r"kebenaran|membenarkan|izin|meluluskan|bersetuju", memory=r"memori|ingatan", user=r"pengguna", me=r"saya|aku"),
    "ca": dict(ai=r"ia|intel·ligència artificial|xatbot|chatbot|virtual", helper=r"assistent\w*", address=r"benvolgu\w*|estimat\w*|per a|a|nota|missatge|avís|atenció|sistema",
               remember=r"recorda\w*|memoritza\w*|desa\w*|guarda\w*|anota\w*", forget=r"oblida\w*|esborra\w*|elimina\w*", from_now=r"a partir d'ara|d'ara endavant|des d'ara|per sempre|sempre",
               identity=r"et dius|el teu (?:nou )?nom és|ara ets", ignore=r"ignora\w*|desactivad\w*|ja no s'apliquen",
               instructions=r"instruccions|regles|normes|restriccions", permission=r"autoritza\w*|permís|permès|aprovat",
               memory=r"memòria|records", user=r"l['’]usuari\w*|usuari\w*", me=r"jo|meu|meva|em"),
    "gl": dict(ai=r"ia|intelixencia artificial|chatbot|virtual", helper=r"asistente\w*", address=r"querid[oa]|estimad[oa]|para|a|nota|mensaxe|aviso|atención|sistema",
               remember=r"lembra\w*|recorda\w*|garda\w*|anota\w*|memoriza\w*", forget=r"esquece\w*|borra\w*|elimina\w*", from_now=r"desde agora|a partir de agora|de agora en diante|para sempre|sempre",
               identity=r"chámaste|o teu (?:novo )?nome é|agora es", ignore=r"ignora\w*|desactivad\w*", instructions=r"instrucións|regras|normas|restricións",
               permission=r"autoriz\w*|permiso|permitido|aprobad\w*", memory=r"memoria|lembranzas", user=r"(?:o|do|ao) usuario|usuari[oa]", me=r"eu|meu|miña|me"),
    "ja": dict(ai=r"AI|ＡＩ|人工知能|チャットボット|ボット|バーチャル", helper=r"アシスタント|秘書|助手", address=r"へ|宛て|あて|への|様|さん|メッセージ|注意|お知らせ|システム",
               remember=r"記憶して|覚えて|覚えておいて|保存して|記録して|登録して|記憶", forget=r"忘れて|削除して|消して", from_now=r"今後|これから|以後|今日から|永久に|ずっと",
               identity=r"あなたの名前は|お前の名前は|あなたは今から", ignore=r"無視して|無視すること|無視|無効", instructions=r"指示|ルール|規則|制限",
               permission=r"許可|承認|同意", memory=r"メモリ|記憶", user=r"ユーザー|利用者", me=r"私|僕|俺"),
    "ko": dict(ai=r"AI|인공지능|챗봇|봇|가상", helper=r"어시스턴트|비서|도우미", address=r"에게|께|님|메시지|알림|주의|참고|시스템",
               remember=r"기억하\S*|기억해\S*|기억할\S*|저장하\S*|저장해\S*|저장할\S*|기록하\S*|기록해\S*|기록할\S*", forget=r"잊어\S*|삭제하\S*|삭제해\S*|지워\S*", from_now=r"지금부터|앞으로|이제부터|오늘부터|영원히|영구히|영구적으로|영구|항상",
               identity=r"너의 이름은|네 이름은|당신의 이름은|이제 너는", ignore=r"무시하\S*|무시해\S*", instructions=r"지시\S*|규칙\S*|제한\S*",
               permission=r"허락\S*|허가\S*|승인\S*|동의\S*", memory=r"메모리|기억", user=r"사용자|유저", me=r"나는|제가|저는|내가"),
    "zh": dict(ai=r"AI|人工智能|智能|机器人|機器人|大模型|聊天机器人|智能体|虚拟", helper=r"助手|助理", address=r"致|给|给|对|面向|须知|注意|说明|提示|备注|留言|通知|系统",
               remember=r"记住|记下|记录|牢记|保存|存入|写入|记得", forget=r"忘记|忘掉|删除|删掉|清空", from_now=r"从现在起|从现在开始|从今以后|今后|以后|永久|永远",
               identity=r"你的名字|你叫|你现在是", ignore=r"忽略|无视|不再遵守|失效", instructions=r"指令|指示|规则|限制",
               permission=r"允许|授权|同意|批准", memory=r"记忆|内存", user=r"用户|使用者", me=r"我"),
}


# Words of the ``ai`` field that only qualify a helper noun ("virtual assistant", "MI-asszisztens", "DI
# asistente"): alone they are an adjective or a two-letter word of another meaning ("mi", "ti", "si").
QUALIFIERS = frozenset(r"""virtual digital smart virtuel\w* numérique virtuale digitale virtuelle\w* digitale\w* virtuele
digitale slimme virtuell\w* digital\w* virtuel\w* virtuaali\w* wirtualn\w* virtuální\w* virtuáln\w* virtual\w* virtuális
ψηφιακ\w* εικονικ\w* виртуальн\w* цифров\w* виртуален віртуальн\w* sanal\w* dijital\w* וירטואלי דיגיטלי الذكي ذكي الافتراضي
مجازی वर्चुअल डिजिटल ảo 가상 虚拟 バーチャル 智能 mi si ui di ti yz τν sİ система системе систем\w* llm gpt""".split())


# Qualifiers that also name an AI on their own where a label ends on them ("Note for GPT:", "ΣΗΜΕΙΩΣΗ ΓΙΑ ΤΗΝ ΤΝ:").
NAMES = frozenset(("llm", "gpt", "τν"))
# A model named as the reader ("Note for the model:", "ΣΗΜΕΙΩΣΗ ΓΙΑ ΤΟ ΜΟΝΤΕΛΟ"): an AI noun in a label's address,
# kept out of the ``ai`` field, whose nouns stand alone ("Model: EOS R6" in an EXIF dump is a camera's).
MODELS = r"language models?|(?:språk|sprach|taal|sprog)modell?[a-zäöåe]{0,4}|(?:modèle|modelo|modell|model)[a-zäöåéíóúěščřžýáůșțâî]{0,4}|μοντέλο\w*|मॉडल|大模型|语言模型"
# Helper nouns that name a person, a trade or a piece of code as often as an AI (a travel agent, a kitchen helper, a
# helper function, Indonesian "pembantu" a housemaid): an AI only with an AI word of their language before or after
# them ("AI agent", "digital helper", "KI-Helfer", "pembantu AI"); the address checks read them so (``nouns``).
WEAK_HELPERS = frozenset(r"agents? helpers? helfer\w* hulp segéd\w* yardımcı\w* pembantu penolong katulong".split())
# Names in languages that have no row above: Yoruba "olùrànlọ́wọ́" (helper).
OTHER_HELPERS = r"olùrànlọ́wọ́"


def split(alternation: str) -> list[str]:
    """The top-level alternatives of a fragment ("(?:el|del) usuario|usuario" is two, not three)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(alternation):
        if ch == "(" and (i == 0 or alternation[i - 1] != "\\"):
            depth += 1
        elif ch == ")" and alternation[i - 1] != "\\":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(alternation[start:i])
            start = i + 1
    parts.append(alternation[start:])
    return [p for p in parts if p]


def words(name: str, language: str | None = None) -> list[str]:
    """One field's fragments, of one language or of all of them."""
    if name not in FIELDS:
        raise KeyError(f"no lexicon field {name!r}")
    entries = LEXICON.values() if language is None else [LEXICON[language]]
    return [p for entry in entries for p in split(entry[name])]


# Letters that make a Latin, Cyrillic or Greek fragment part of a longer word; other scripts attach their own
# prefixes and suffixes (the lexicon spells them).
LETTER = r"A-Za-zÀ-ÖØ-öø-ɏЀ-ӿͰ-Ͽ"


def edged(fragments: str) -> str:
    """An alternation standing as a word in Latin, Cyrillic and Greek, in the form the gatekeeper reads text
    (curate/unveil.py: NFKC)."""
    return unicodedata.normalize("NFKC", rf"(?<![{LETTER}])(?:{fragments})(?![{LETTER}])")


_FIRST_LETTER = re.compile(r"[^\W\d_]")
_EDGED_SCRIPT = re.compile(rf"[{LETTER}]")


def as_words(alternation: str) -> str:
    """An alternation whose Latin, Cyrillic and Greek fragments stand as words and the others (Han, kana, Hangul,
    Hebrew, Arabic, Indic, Thai) anywhere: "助手" in "AI助手" follows a Latin letter. NFKC, as edged."""
    edged_parts, bare = [], []
    for part in split(alternation):
        first = _FIRST_LETTER.search(part)
        (edged_parts if first is None or _EDGED_SCRIPT.match(first.group(0)) else bare).append(part)
    out = edged("|".join(edged_parts)) if edged_parts else ""
    if bare:
        out = "|".join(p for p in (out, unicodedata.normalize("NFKC", "|".join(bare))) if p)
    return out


def nouns(models: bool = False, languages: tuple[str, ...] | None = None) -> str:
    """What an AI is called, as one alternation (longest first): the ``ai`` field's nouns (its qualifiers only
    where NAMES has them), the ``helper`` field (a weak helper noun only with an AI word, WEAK_HELPERS) and, with
    `models`, MODELS; of the given languages or all."""
    langs = tuple(LEXICON) if languages is None else languages
    parts = [w for lang in langs for w in words("ai", lang) if w not in QUALIFIERS or w in NAMES]
    parts += [w for lang in langs for w in words("helper", lang) if w not in WEAK_HELPERS]
    # A weak helper noun with its language's AI word (a qualifier too: "virtual agent") before or after it.
    for lang in langs:
        weak = [w for w in words("helper", lang) if w in WEAK_HELPERS]
        if weak:
            ai, helper = "|".join(words("ai", lang)), "|".join(weak)
            parts += [rf"(?:{ai})[\s-]*(?:{helper})", rf"(?:{helper})[\s-]+(?:{ai})"]
    if languages is None:
        parts += split(OTHER_HELPERS) + (split(MODELS) if models else [])
    return "|".join(sorted(set(parts), key=len, reverse=True))


def field(name: str) -> str:
    """One field's fragments over every language, as one alternation (longest first: "from now on" before "from")."""
    return "|".join(sorted(set(words(name)), key=len, reverse=True))


# A second table: who else a planted order addresses, and how it claims authority and carries data out. Not every
# language of LEXICON has it yet; ``role(name)`` joins a field over the languages that do.
# - ``system``: the model or the memory system named as the reader ("note for the model", "to the memory system",
#   "[memory system]", "ΓΛΩΣΣΙΚΟ ΜΟΝΤΕΛΟ", "記憶系統").
# - ``authority``: an order claimed official or the owner's ("new instruction from the account owner", "this is an
#   official order", "directive", "admin").
# - ``send``: forward or send a copy of what it reads somewhere.
ROLE_FIELDS = ("system", "authority", "send")

ROLES: dict[str, dict[str, str]] = {
    "en": dict(system=r"(?:the )?(?:language )?models?|llms?|memory (?:system|store|module|layer)|memory",
               authority=r"official|order|orders|directive|command|instruction|update|admin\w*|administrator|owner|account owner|management|new rules?|developers?",
               send=r"forward\w*|send\w*|cc|bcc|copy|copies|redirect\w*|relay\w*|mirror\w*"),
    "fr": dict(system=r"(?:le |au )?modèle(?: de langage| ia)?|(?:le |au )?système de mémoire|mémoire",
               authority=r"officiel\w*|ordre|directive|consigne|commande|instruction|mise à jour|admin\w*|propriétaire",
               send=r"transf[eè]r\w*|envoi\w*|envoy\w*|copie|redirig\w*"),
    "es": dict(system=r"(?:el )?modelo(?: de lenguaje)?|(?:el )?sistema de memoria|memoria",
               authority=r"oficial|orden|directiva|instrucción|comando|actualización|admin\w*|dueñ[oa]|propietari[oa]",
               send=r"reenv\w*|envi\w*|copia|redirig\w*"),
    "pt": dict(system=r"(?:o )?modelo(?: de linguagem)?|(?:o )?sistema de memória|memória",
               authority=r"oficial|ordem|diretiva|instrução|comando|atualização|admin\w*|don[oa]|proprietári[oa]",
               send=r"encaminh\w*|envi\w*|cópia|redirecion\w*"),
    "it": dict(system=r"(?:il |al )?modello(?: linguistico)?|(?:il |al )?sistema di memoria|memoria",
               authority=r"ufficiale|ordine|direttiva|istruzione|comando|aggiornamento|admin\w*|amministrator\w*|proprietari\w*",
               send=r"inoltr\w*|invi\w*|copia|reindirizz\w*"),
    "de": dict(system=r"(?:das |an das )?(?:sprach)?modell\w*|gedächtnissystem\w*|speichersystem\w*|gedächtnis",
               authority=r"offiziell\w*|befehl|anweisung|direktive|anordnung|update|admin\w*|inhaber\w*|kontoinhaber\w*",
               send=r"weiterleit\w*|leite\w* \w+ weiter|sende\w*|schick\w*|kopie"),
    "nl": dict(system=r"(?:het )?(?:taal)?model|geheugensysteem|geheugen",
               authority=r"officiële?|bevel|opdracht|instructie|update|admin\w*|eigenaar",
               send=r"doorstur\w*|stuur\w*|kopie"),
    "sv": dict(system=r"(?:språk)?modell\w*|minnessystem\w*|minne\w*",
               authority=r"officiell\w*|order|instruktion|direktiv|uppdatering|admin\w*|ägare\w*",
               send=r"vidarebefordr\w*|skicka\w*|kopia"),
    "pl": dict(system=r"model\w*(?: językow\w*)?|system\w* pamięci|pamię\w*",
               authority=r"oficjaln\w*|rozkaz\w*|polecenie|dyrektyw\w*|instrukcj\w*|aktualizacj\w*|admin\w*|właściciel\w*",
               send=r"przesyła\w*|prześlij|przekaż\w*|wysyła\w*|wyślij|kopi\w*"),
    "cs": dict(system=r"model\w*|systém\w* paměti|paměť\w*",
               authority=r"oficiáln\w*|rozkaz|příkaz|pokyn\w*|aktualizac\w*|admin\w*|vlastník\w*",
               send=r"přeposíl\w*|přepošli|posíl\w*|pošli|kopi\w*"),
    "ru": dict(system=r"модел\w*|систем\w* памяти|памят\w*",
               authority=r"официальн\w*|приказ\w*|указани\w*|распоряжени\w*|инструкци\w*|обновлени\w*|админ\w*|владел\w*|нов\w* правил\w*|разработчик\w*|хозя\w*",
               send=r"пересыла\w*|перешли|пересылай|отправля\w*|отправь|копи\w*"),
    "uk": dict(system=r"модел\w*|систем\w* пам'яті|пам'ят\w*",
               authority=r"офіційн\w*|наказ\w*|вказівк\w*|розпорядженн\w*|інструкці\w*|оновленн\w*|адмін\w*|власник\w*",
               send=r"пересила\w*|перешли|надсила\w*|надішли|копі\w*"),
    "el": dict(system=r"(?:γλωσσικ\w* )?μοντ[εέ]λ\w*|σ[υύ]στημα μν[ηή]μης|μν[ηή]μη",
               authority=r"επίσημ\w*|εντολή|οδηγία|ενημέρωση|διαχειριστ\w*|ιδιοκτήτ\w*",
               send=r"προώθησ\w*|προωθ\w*|στείλ\w*|αντίγραφο"),
    "he": dict(system=r"[לה]{0,2}מודל(?: השפה)?|[לה]{0,2}מערכת הזיכרון|[לה]{0,2}זיכרון",
               authority=r"רשמי\w*|פקודה|הוראה|הנחיה|עדכון|מהמנהל|המנהל|מנהל|מהאדמין|אדמין|בעל החשבון",
               send=r"העבר\w*|שלח\w*|עותק"),
    "ar": dict(system=r"[لل]?النموذج(?: اللغوي)?|[لل]?نظام الذاكرة|الذاكرة",
               authority=r"رسمي|أمر|الأمر|توجيه|تعليمات|تحديث|المسؤول|المدير|مالك الحساب",
               send=r"أعد توجيه|حوّل|حول|أرسل|نسخة"),
    "fa": dict(system=r"مدل(?: زبانی)?|سیستم حافظه|حافظه",
               authority=r"رسمی|دستور|فرمان|دستورالعمل|به‌روزرسانی|مدیر|ادمین|صاحب حساب",
               send=r"بفرست|ارسال کن|فوروارد|کپی"),
    "tr": dict(system=r"model\w*|dil modeli\w*|bellek sistemi\w*|hafıza sistemi\w*|hafıza\w*|bellek\w*",
               authority=r"resmi|emir|talimat\w*|direktif|güncelleme|yönetici\w*|admin\w*|hesap sahib\w*",
               send=r"ilet\w*|gönder\w*|kopya\w*|yönlendir\w*"),
    "ja": dict(system=r"モデル|言語モデル|記憶システム|メモリシステム|メモリ",
               authority=r"公式|命令|指示|指令|更新|管理者|オーナー|所有者",
               send=r"転送|送信|送って|コピー"),
    "zh": dict(system=r"模型|语言模型|记忆系统|記憶系統|记忆模块|记忆库|记忆",
               authority=r"官方|正式|命令|指令|指示|更新|管理员|主人|账号主人|帳號主人|账户所有者",
               send=r"转发|轉發|发送|抄送|副本"),
    "ko": dict(system=r"모델|언어 모델|기억 시스템|메모리 시스템|메모리",
               authority=r"공식|명령|지시|지침|업데이트|관리자|계정 주인|소유자",
               send=r"전달|보내|전송|사본"),
    "th": dict(system=r"โมเดล|ระบบความจำ|ระบบหน่วยความจำ",
               authority=r"ทางการ|คำสั่ง|ข้อสั่งการ|อัปเดต|ผู้ดูแล|แอดมิน|เจ้าของบัญชี",
               send=r"ส่งต่อ|ส่งสำเนา|ส่ง|สำเนา"),
    "hi": dict(system=r"मॉडल|मेमोरी सिस्टम|स्मृति प्रणाली",
               authority=r"आधिकारिक|आदेश|निर्देश|अपडेट|एडमिन|व्यवस्थापक|खाता मालिक|मालिक",
               send=r"फॉरवर्ड|भेजो|भेजें|भेज|कॉपी|प्रति"),
    "id": dict(system=r"model(?: bahasa)?|sistem memori|memori",
               authority=r"resmi|perintah|instruksi|arahan|pembaruan|admin|pemilik akun|pemilik",
               send=r"teruskan|kirim\w*|salinan"),
    "vi": dict(system=r"mô hình(?: ngôn ngữ)?|hệ thống bộ nhớ|bộ nhớ",
               authority=r"chính thức|lệnh|mệnh lệnh|chỉ thị|cập nhật|quản trị viên|chủ tài khoản",
               send=r"chuyển tiếp|gửi|bản sao"),
    "ro": dict(system=r"model\w*|sistem\w* de memorie|memori\w*",
               authority=r"oficial\w*|ordin\w*|instrucțiun\w*|directiv\w*|actualizare|admin\w*|proprietar\w*",
               send=r"redirecț\w*|trimite\w*|copie"),
    "hu": dict(system=r"modell\w*|memóriarendszer\w*|memória\w*",
               authority=r"hivatalos|parancs|utasítás|frissítés|admin\w*|tulajdonos\w*",
               send=r"továbbít\w*|küld\w*|másolat\w*"),
}


def role(name: str) -> str:
    """One field of ROLES over every language that has it, as one alternation (longest first)."""
    if name not in ROLE_FIELDS:
        raise KeyError(f"no role field {name!r}")
    parts = [p for entry in ROLES.values() for p in split(entry[name])]
    return "|".join(sorted(set(parts), key=len, reverse=True))
