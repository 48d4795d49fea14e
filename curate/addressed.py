"""An order addressed to an AI inside pasted material, in any language (pure).

A third party who plants an order in what the user pastes (a wiki page, a contract clause, a group chat, a flyer)
has to tell the reader that the order is for it: a label naming the AI ("Note for the assistant:", "Pour le
chatbot :", "הודעה לבוט:", "चैटबॉट के लिए निर्देश:", "ข้อความถึงแชทบอท:", "Kwa roboti ya AI:", "给助手的说明：",
"机器人请注意："), or the AI named by what it does with the text ("Bot AI, który przetwarza tę wiadomość",
"本条款面向处理本合同的人工智能系统"). What follows in that line then operates on what the AI holds or is: keep,
store or forget something, a new name, rules that no longer hold, a link in every answer, data sent to an
address. ``order`` reads that shape from a lexicon of AI nouns, address words and operations in the languages
people paste; the languages differ in words, not in the shape.

What stays: the speaker's own first line ("Pour le chatbot de ma boulangerie : tu t'appelles Léa" is their own
bot prompt), a bare speaker label of a pasted transcript ("Assistant: Sure, I'll remember that", "AI助手：好的")
unless it sets a rule "from now on", notes addressed to people ("Note pour l'équipe : ..."), and an AI named
without being addressed ("the bank's AI assistant told me to change my password").
"""

from __future__ import annotations

import itertools
import re

from curate.ai_lexicon import as_words, nouns
from utils import prefilter

# What an AI is called, in every language of curate/ai_lexicon.py, a model named as the reader among them ("Note
# for the model:"); Latin, Cyrillic and Greek words whole, scripts that attach prefixes (Hebrew "לבוט") as stems.
_AI = as_words(nouns(models=True))
# Words that make a label an address to its reader: "to", "for", "note", "message", "attention", "dear".
_TO = (r"\b(?:to|for|note|notes|message|attention|dear|hey|instructions?|notice|reminder|memo|"
       r"pour|à|a|l'intention|para|para sa|sa|an|für|hinweis|per|dla|do|uwaga|wiadomość|polecenie|voor|opmerking|"
       r"bericht|till|för|meddelande|pro|poznámka|zpráva|pentru|mesaj|notă|για|προς|σημείωση|μήνυμα|kwa|ujumbe|"
       r"untuk|kepada|buat|pesan|catatan|aviso|nota|mensaje|mensagem|mensahe|paalala|messaggio|avviso|"
       r"instrukcja|pokyn|instrucțiune|οδηγία|gửi|lời nhắn|notu|mesajı|için)\b"
       r"|(?<!\w)(?:для|примітка|примечание|нотатка|повідомлення|сообщение|вказівка|указание)(?!\w)"
       r"|הודעה|הוראה|הערה|תזכורת|ל(?=בוט|עוזר|הבינה|צ'אטבוט)|אל ה"
       r"|के लिए|को|संदेश|निर्देश|सूचना|ถึง|สำหรับ|ข้อความ|คำสั่ง|برای|به|پیام|یادداشت|دستور"
       r"|জন্য|বার্তা|নির্দেশ"
       r"|へ|宛て|あて|への|メッセージ|指示|注意|에게|께|에 대한|메시지|지시|알림"
       r"|إلى|الى|رسالة|ملاحظة|تنبيه|تعليمات|(?<!\w)ل(?=ل?مساعد|ل?روبوت|ل?بوت)"
       r"|给|致|对|面向|须知|注意|请注意|说明|提示|备注|留言|指令")
# The AI named by what it does with the pasted text: reading, processing, parsing it.
_READS = (r"\b(?:reading|processing|parsing|summari[sz]ing|lit|lisant|traite|traitant|lee|procesa|liest|verarbeitet|"
          r"legge|elabora|lê|processa|leest|verwerkt|läser|behandlar|czyta|przetwarza|czytający|przetwarzający|čte|"
          r"czytając\w*|przetwarzając\w*|zpracovávající|čtoucí|granskar|prüft|revisa|recenzuje|llegeix|processa|"
          r"zpracovává|citește|procesează|διαβάζει|επεξεργάζεται|membaca|memproses|nagbabasa|anasoma|inasoma|anayesoma|inayosoma|anayesikiliza|lendo|tó ń ka|to n ka|okuyan|"
          r"đang đọc|đang xử lý|okuyorsa|okuyorsan|okuyor|işleyen|işliyorsa|özetleyen|"
          # ... or hearing it: a voice note's or a voicemail's AI ("if the AI assistant is listening to this").
          r"listening|listens|hears|hearing|handles|handling|ouvindo|ouve|escuchando|escucha|lean|lea|leen|leyendo|zuhört|"
          r"hört|ascolta|luistert|lyssnar|słucha|słuchający|poslouchá|διαβάζεις|ακούς|"
          # ... or writing it down: the AI that transcribes a voicemail ("À l'IA qui transcrit ce message").
          r"transcribes|transcribing|transcrit|transcris|transcribe|transcribiendo|transcreve|transcrevendo|"
          r"trascrive|trascrivendo|transkribiert|abtippt|aufschreibt|uitschrijft|uittypt|transcribeert|omzet|"
          r"transkrybuje|turning (?:this|it) into text)\b"
          r"|слушает|слушающ\w*|слухає|читає|обробляє"
          r"|читающ\w*|обрабатывающ\w*|(?<!\w)(?:читает|обрабатывает)(?!\w)|読んでいる|処理している|읽는|처리하는|يقرأ|يعالج"
          r"|审阅|审查"
          r"|קורא|מעבד|पढ़|อ่าน|می ?خواند|پردازش|পড়|阅读|处理|解析|读取")
# An operation on what the AI holds or is, in the line after the address.
_OPERATION = re.compile(
    # Keep, store, note, forget: en fr es de it pt nl sv pl cs ro el he hi th sw fa bn ms/id tl zh.
    r"\b(?:remember|store|save|record|memori[sz]e|note down|write down|keep in mind|forget|delete|erase|overwrite|"
    r"überschreibe|écrase|sobrescribe|sovrascrivi|sobrescreve|"
    r"retiens|mémorise|enregistre|souviens|oublie|efface|recuerda|recuérdalo|guarda|memoriza|anota|olvida|borra|"
    r"merke? dir|merkst du dir|speichere|notiere|vergiss|lösche|ricorda|memorizza|salva|dimentica|cancella|lembre|"
    r"memorize|salve|esqueça|onthoud|bewaar|sla \w+ op|vergeet|verwijder|kom ihåg|spara|glöm|radera|zapamiętaj|"
    r"zapamiętać|zapisz|zapisać|zapomnij|usuń|zapamatuj|ulož|zapiš|zapomeň|smaž|ține minte|reține|salvează|uită|"
    r"șterge|guarden|recuerden|borren|olviden|grava|guardem|lembrem|apaguem|supprime|supprimez|elimina|elimine|"
    r"apaga|apague|exclua|esquece|lösch|entferne|substitua|sostituisci|remplace|reemplaza|ersetze|recorda|recorda-ho|oblida|oblides|desa|ingat|simpan|catat|lupakan|hapus|tandaan|alalahanin|i-save|kalimutan|burahin|kumbuka|hifadhi|sahau|futa|"
    # ... Turkish, Yoruba, Hausa, Zulu.
    r"kaydet|hatırla|unut|sil|silsin|kaydetsin|rántí|parẹ́|ka tuna|goge|khumbula|susa)\b"
    r"|θυμήσου|θυμάσαι|αποθήκευσε|κράτα|ξέχασε|ξέχνα|διάγραψε|διέγραψε|σβήσε|זכור|תזכור|שמור|רשום|מחק|שכח|याद रख|सहेज|लिखो|लिख लो|मिटा|भूल"
    r"|จำ|จํา|บันทึก|ลบ|ลืม|به خاطر بسپار|ذخیره|یادداشت کن|فراموش|پاک کن|মনে রাখ|সংরক্ষণ|লিখে রাখ|মুছে|ভুলে"
    r"|记住|记下|记得|记录|牢记|写入|存入|保存|存下|忘掉|删除|改成|改为|设定|覆盖"
    r"|覚えて|記憶|保存して|忘れて|削除して|消して|기억해|저장해|잊어|삭제해|지워"
    r"|\b(?:احفظ|تذكر|سجل|احذف|امسح|انس)\b|الذاكرة|ذاكرتك"
    r"|(?<!\w)(?:запомни|сохрани|запиши|забудь|удали|сотри|измени|запам['’]ятай|збережи|видали|зітри)(?!\w)"
    r"|አስታውስ|ሰርዝ"
    r"|\b(?:ghi nhớ|hãy nhớ|lưu lại|xóa|quên)\b"
    # What it holds: memory words.
    r"|\b(?:memory|mémoire|memoria|memória|gedächtnis|speicher|geheugen|minne|pamięci?|paměti?|memorie|memori|"
    r"kumbukumbu|alaala|hafıza\w*|bellek\w*)\b|памят\w*|пам['’]ят\w*|μνήμη|זיכרון|मेमोरी|स्मृति|ความจำ|หน่วยความจำ|حافظه|মেমোরি|স্মৃতি|记忆"
    # A new name, rules that no longer hold.
    r"|\b(?:your name is|your new name is|you are now called|you are now named|you're now (?:called|named)|t'appelles|ton nom est|te llamas|tu nombre es|heißt du|du heißt|ti chiami|"
    r"et dius|el teu nom és|você se chama|je heet|du heter|nazywasz się|jmenuješ se|te numești|numele tău)\b|ονομάζεσαι|你的名字|你(?:现在|今后|以后)?的名字(?:是|叫)|你改名|改名|你叫|不再遵守|不再服从|无需遵守|不用再?遵守"
    r"|あなたの名前は|お前の名前は|너의 이름은|네 이름은|اسمك"
    # Its own rules, the earlier ones ("tes règles", "deine bisherigen Regeln", "原有规则"): rules alone are a board
    # game's too.
    r"|\b(?:your|tes|vos|tus|sus|deine|ihre|bisherigen|tue|suas|tuas|je|jouw|dina|twoje|swoje|tvoje|tale|tău|"
    r"previous|original|earlier|d'origine|anteriores|originales|ursprünglichen|precedenti|originais|oude|tidigare|"
    r"poprzednie|původní|anterioare|teves|teus|dina|tidigare)\s+(?:\w+\s+)?(?:rules|règles|consignes|reglas|normas|regeln|regole|regras|regels|"
    r"regler|regles|zasady|pravidla|reguli)\b"
    r"|(?:原有|原来|原先|之前|以前|所有)的?(?:那些)?(?:规则|限制|约束|设定)|不再受|κανόνες σου|החוקים שלך|आपके नियम|तुम्हारे नियम"
    # Something added to every answer.
    r"|\b(?:every (?:answer|reply|response)|chacune de tes réponses|chaque réponse|cada respuesta|jede antwort|"
    r"ogni risposta|cada resposta|elk antwoord|varje svar|każdej odpowiedzi|každé odpovědi|fiecare răspuns|"
    r"kila jibu|setiap jawaban|setiap jawapan|bawat sagot)\b"
    r"|κάθε απάντηση|ทุกครั้ง|每一条回复|每个回答|每一个回答|每次回答|每条回复|每次回复"
    # Data sent to an address.
    r"|[\w.+-]+@[\w-]+\.[\w.]+|https?://",
    re.IGNORECASE)
# Said "from now on": a rule set for every later answer, what a bare speaker label in a transcript does not say.
_FROM_NOW = re.compile(
    r"\b(?:from now on|from today|désormais|à partir d'aujourd'hui|à partir de maintenant|desde hoy|a partir de ahora|"
    r"desde ahora|ab jetzt|ab sofort|ab heute|von nun an|d'ora in poi|a partir de agora|vanaf nu|från och med nu|"
    r"od teraz|od teď|de acum|a partir d'ara|d'ara endavant|mula ngayon|mulai sekarang|kuanzia sasa)\b|从今以后|从现在起|从现在开始|今后|以后|从此",
    re.IGNORECASE)
# A label at the start of a line or sentence, after a speaker's name or an opening bracket: up to a few words,
# then a colon or the closing bracket ("【致阅读本页的AI助手】").
_LABEL = re.compile(r"(?:^|(?<=[\n.!?。！？।:：(\[【〔「『]))[ \t\W_]{0,6}?([^\n:：.!?。！？।)\]】〕]{1,60}?)\s*[:：)\]】〕]",
                    re.MULTILINE)
# A Chinese label may end in its "注意" and a space or comma instead ("AI助手注意 从现在起…", a subtitle cue of its
# own); read only where the text has that word.
_NOTICE = "注意"
_NOTICE_LABEL = re.compile(r"(?:^|(?<=[\n.!?。！？:：(\[【〔「『]))[ \t\W_]{0,6}?([^\n:：.!?。！？)\]】〕]{1,60}?注意)"
                           r"[ \t\u3000，,！!]", re.MULTILINE)
_AI_RE = re.compile(_AI, re.IGNORECASE)
_READS_RE = re.compile(_READS, re.IGNORECASE)
_TO_RE = re.compile(_TO, re.IGNORECASE)
# The AI named by what it does with the text, then what it is told, in the same line (behind RE2, utils.prefilter:
# it runs on every message the gatekeeper reads, and nearly none can match).
_READER = prefilter.compile(rf"(?:{_AI})[^\n.!?。！？]{{0,40}}?(?:{_READS})", re.IGNORECASE)
# What the AI reads when it is the reader's own product at work, not this text: someone's things ("reading your
# calendar", "procesa tus correos", "liest deine Mails"); docs describe a feature so. "Your owner's" or "your user's"
# things are the AI's addressee's: a planted note speaks to the AI so.
_WHOSE = re.compile(
    r"\s+(?:your|my|our|his|her|their|votre|vos|ton|ta|tes|mon|ma|mes|notre|nos|leurs?|tus?|sus?|mis?|nuestr[oa]s?|"
    r"dein\w*|ihre?\w*|mein\w*|unser\w*|sein\w*|teus?|tuas?|seus?|suas?|meus?|minhas?|nossos?|nossas?|tuoi|tue|suoi|"
    r"mio|miei|mie|nostr\w+|vostr\w+|jouw|uw|mijn|onze|zijn|haar|din|dina|ditt|mina|mitt|våra?)\s+"
    r"(?!(?:owner|user|human|principal|boss|master|employer)'?s?\b)",
    re.IGNORECASE)
# A note for the AI's memory after its noun in a label: addressed to it as a note word is.
_MEMORY_NOTE = r"[\s-]*(?:memory|mémoire|memoria|memória|gedächtnis|geheugen)[\s-]*(?:note|notes|update|entry|nota|notiz)"
_MEMORY_NOTE_RE = re.compile(_MEMORY_NOTE, re.IGNORECASE)
# Whose AI the label names: the holder of the account, the user (a planted note speaks of them in the third person).
_HOLDER = (r"(?:of|for)\s+(?:the|this)\s+(?:account\s+(?:holder|owner)|user|customer)|"
           r"del?\s+(?:titular|usuario|cliente)(?:\s+de\s+la\s+cuenta)?|du\s+titulaire|des\s+(?:kontoinhabers|nutzers)|"
           r"do\s+(?:titular|usuário)|của\s+(?:chủ tài khoản|người dùng|khách hàng)|ของ(?:เจ้าของบัญชี|ผู้ใช้)")
# What an AI named by its work is ("AI code reviewer:", "LLM config checker:"): a label to it, not a speaker's.
_WORKER = (r"\s+(?:[\w-]+\s+)?(?:reviewers?|screeners?|checkers?|moderators?|summari[sz]ers?|auditors?|graders?|scanners?|"
           r"triagers?|linters?|validators?)")
# What may follow the AI noun in a label addressed to it: a note word ("须知", "के लिए संदेश", "জন্য বার্তা"), an AI
# compound's head ("人工智能系统"), or what it does with the text ("AI assistants reading this").
_TAIL_OK = re.compile(
    rf"[\s\W_]*(?:(?:请)?(?:注意|须知)|的?(?:说明|留言|话|提示|备注|指令|消息)|系统|(?:的)?(?:说明|须知)"
    rf"|(?:के लिए|র? ?জন্য|ের জন্য)(?:\s*\S+)?"
    rf"|(?:へ|宛て?|あて)(?:の(?:メッセージ|指示|注意|お知らせ))?|(?:에게|께)(?:\s*\S+)?"
    rf"|(?:\w+\s+){{0,2}}?(?:{_READS})[^\n]*"
    # ... in a script written without spaces, after a relative word ("ผู้ช่วย AI ที่กำลังอ่าน").
    rf"|[^\s:：]{{1,10}}?(?:{_READS})[^\n]*"
    # ... or whose AI it is: the account holder's or the user's ("To the AI assistant of the account holder:",
    # "Gửi trợ lý AI của chủ tài khoản:").
    rf"|\s+(?:{_HOLDER})"
    # ... or a note for its memory ("[AI memory note: ...]", "[assistant memory update: ...]").
    rf"|{_MEMORY_NOTE}|{_WORKER}"
    # ... or what it does to the text, in a label only ("the AI assistant reviewing this file:"): bare in a line,
    # "AI reviewing tools" is a topic.
    rf"|(?:\w+\s+){{0,2}}?(?:reviewing|checking|scanning|analy[sz]ing|screening)\b[^\n]*)?[\s\W_]*",
    re.IGNORECASE)
_WORKER_RE = re.compile(_WORKER + r"\W*$", re.IGNORECASE)
# The speaker's or a writer's own assistant: a person ("my assistant", "我的助理").
_OWN = re.compile(
    r"\b(?:my|our|mon|ma|notre|mi|nuestro|nuestra|mein\w*|unser\w*|mio|mia|nostro|meu|minha|nosso|mijn|onze|min|mitt|"
    r"vår|mój|moja|můj|meu)\s+(?:\w+\s+)?$|我的$|我们的$",
    re.IGNORECASE)
# A person named by their work or employer ("the office assistant", "Dr. Lee's assistant"), where the label names no
# AI besides ("Acme's AI assistant" is one).
_ROLE = re.compile(r"\b(?:office|dental|teaching|legal|executive|medical|nursing|administrative|shop|sales|lab|research)\s+$"
                   r"|\w's\s+$", re.IGNORECASE)
# A speaker label with the speaker's own "I" after it: a transcript's line, not an order to the reader.
_FIRST_PERSON = re.compile(r"\b(?:I|I'll|I'm|I've|we|we'll|je|j'|ich|wir|yo|eu|io|ik|jag|vi)\b|我", re.IGNORECASE)
# People who work on AI, addressed by a label that names the AI: "Mensaje para el equipo de IA", "תזכורת לצוות הבוט",
# "致AI研究小组".
_PEOPLE = re.compile(
    r"\b(?:team|teams|staff|group|department|developers?|engineers?|researchers?|equipo|équipe|grupo|groupe|"
    r"squadra|gruppo|equipe|abteilung|entwickler\w*|zespół|zespołu|tým|týmu|echipa|echipei|ομάδα|timu|tim|pasukan|"
    r"koponan|avdelning|afdeling|dosen|profesor\w*|professor\w*|lecturers?|managers?|chefens?|direktör\w*|"
    r"giám đốc)\b|ผู้จัดการ|หัวหน้า|อาจารย์|צוות|טים|टीम|ทีม|تیم|টিম|团队|小组|组|部门|研发|工程师|开发者",
    re.IGNORECASE)
_FIRST_LINE = re.compile(r"[^\n]*\n")
# A one-line text's own request: its words up to the first colon ("Перескажи письмо: ...", the paste after it).
_REQUEST = re.compile(r"[^\n:：.!?。！？]{1,80}?[:：]")
_REST = re.compile(r"[^\n]*")


def _addressed(label: str) -> str | None:
    """"to" if the label addresses an AI, "worker" if it names an AI by its work ("AI code reviewer"), "bare" if it
    only names one (a transcript's speaker label), else None.

    The AI must be the label's last noun, the one spoken to ("Note for the AI", "给助手的说明", "चैटबॉट के लिए
    निर्देश"), not a word describing another ("Tips for AI beginners", "智能助手使用说明"), and nobody's own
    ("Note for my assistant" is a person's)."""
    found = list(_AI_RE.finditer(label))
    if not found or len(label.split()) > 8:
        return None
    if (not _TAIL_OK.fullmatch(label[found[-1].end():]) or _OWN.search(label[:found[0].start()])
            or _PEOPLE.search(label) or len(found) == 1 and _ROLE.search(label[:found[0].start()])):
        return None
    tail = label[found[-1].end():]
    if _WORKER_RE.match(tail) and not _TO_RE.search(_AI_RE.sub(" ", label)):
        return "worker"
    return ("to" if _TO_RE.search(_AI_RE.sub(" ", label)) or _READS_RE.search(tail) or _MEMORY_NOTE_RE.match(tail)
            else "bare")


# What the AI does with the text and the operations on what it holds, for the modules that read other shapes of
# an address (curate/conditional.py).
READS = _READS
OPERATION = _OPERATION
# The user named in the third person ("the user", "mtumiaji", "del usuario"): what an order to the AI about the user
# says; a transcript's assistant speaks to the user as "you".
_THE_USER = re.compile(
    r"\b(?:the user|user's|l'utilisateur|l’utilisateur|(?:el|del|al) usuario|(?:o|do|ao) usuário|(?:l'|dell'|all'|sull')utente|"
    r"(?:der|den|dem|des) (?:nutzers?|benutzers?)|(?:de|het) gebruiker|användaren|użytkownik\w*|uživatel\w*|"
    r"utilizatorul\w*|mtumiaji|watumiaji|pengguna|người dùng|kullanıcı\w*|olùlò)\b"
    r"|користувач\w*|пользовател\w*|χρήστη|משתמש|उपयोगकर्ता|यूज़र|ผู้ใช้|کاربر|ব্যবহারকারী|ユーザー|사용자|用户|使用者|المستخدم",
    re.IGNORECASE)
# An order opening what follows a bare label: an operation, or putting something into the answer.
_IMPERATIVE = re.compile(
    rf"\s*(?:please\s+|por favor,?\s+|bitte\s+|s'il te plaît,?\s+|lütfen\s+)?(?:(?:{_OPERATION.pattern})"
    r"|\b(?:insert|include|append|add|render|show|inserta|incluye|añade|agrega|muestra|includi|aggiungi|inserisci|mostra|"
    r"inclua|adicione|insira|mostre|füge|zeige|ajoute|insère|affiche|ekle|göster)\b)",
    re.IGNORECASE)


def mentions_user(text: str) -> bool:
    """Does the text name the user in the third person?"""
    return _THE_USER.search(text) is not None


def body(text: str) -> str:
    """The text past the speaker's own first line (or, in one line, past their request up to its colon); "" if none."""
    first = _FIRST_LINE.match(text) or _REQUEST.match(text)
    return "" if first is None else text[first.end():]


def order(text: str) -> bool:
    """Does the body of the text (past the speaker's own first line) hold an order addressed to an AI that
    operates on what it holds or is (see the module doc)?"""
    pasted = body(text)
    if not pasted:
        return False
    labels = _LABEL.finditer(pasted)
    if _NOTICE in pasted:
        labels = itertools.chain(labels, _NOTICE_LABEL.finditer(pasted))
    for m in labels:
        kind = _addressed(m.group(1))
        if kind is None:
            continue
        rest = _REST.match(pasted, m.end())
        after = rest.group(0) if rest else ""
        if _OPERATION.search(after) and (kind == "to" or _FROM_NOW.search(after) and not _FIRST_PERSON.search(after)):
            return True
        # An AI named by its work ("AI code reviewer:") is a label to it where what follows is about the user in the
        # third person; "Remember to update the changelog" after it is a note to people.
        if kind == "worker" and _OPERATION.search(after) and _THE_USER.search(after) and not _FIRST_PERSON.search(after):
            return True
        # A bare label ("Assistente IA:", "Msaidizi wa akili bandia:") whose line opens with an order about the user
        # in the third person: told what to do with the user's things, not speaking to the user.
        if (kind == "bare" and _IMPERATIVE.match(after) and _THE_USER.search(after)
                and not _FIRST_PERSON.search(after)):
            return True
    for m in _READER.finditer(pasted):
        rest = _REST.match(pasted, m.end())
        # A person who reads it ("asisten dosen yang membaca ini", a lecturer's assistant) is told a task; an AI
        # reading someone's mail or calendar is a product described.
        if (rest and _OPERATION.search(rest.group(0)) and not _PEOPLE.search(m.group(0))
                and not _WHOSE.match(pasted, m.end())):
            return True
    return False
