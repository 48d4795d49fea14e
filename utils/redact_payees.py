"""An IBAN printed on a company's invoice, bill or payment request is the company's, and public.

A company, a club or a utility prints the account it is paid into on every invoice it sends: "Invoice ...
from X GmbH ... pay to DE..", "la factura del gimnasio dice que su cuenta es ES..", "faturadaki firmanın IBAN'ı TR..",
"发票上的收款方账户是 ..". The speaker's own account ("from my account", "desde mi cuenta", "benim hesabım") is secret,
often in the same message. ``keep`` drops an IBAN's span when its clause (from the sentence's start or the previous
IBAN, whichever is nearer) names a payee (a beneficiary, a recipient, a creditor, "pay to"), a paper that bills the
speaker (an invoice, a bill, a receipt) or a company (by a word or a legal form) before it, and the speaker does not
claim the account anywhere in that clause (a possessive claims it, "from my account", "Benim IBAN'ım"; a pronoun
does not: "ich soll ... überweisen" pays another's). A landlord's, a building's management's, a tax office's or an
insurer's account named as the party paid is theirs too, and so is one said to be theirs right before it ("sul suo
IBAN", "IBAN dele"), unless the speaker claims it after that; "betalen aan het CJIB op" names the party paid. A
friend's account stays cut, and so does every IBAN in a message that asks for a document of the speaker's own to be
written ("draft an invoice footer: payment to GB..", "format it in LaTeX", "turn this into an invoice reminder"), and
so is the account a direct debit is drawn on ("voy a domiciliar el recibo, la cuenta es ES.."). utils.beside_secrets
keeps a merchant's IBAN the same way; this module adds the payee's and the biller's words in many languages.
A payment request, wire instructions or a bill's reference number name the sender's account; so do a business's word
right after the account ("de la tienda") and its VAT id or register number in the account's own sentence. In a text
the speaker writes, an account they report having paid ("paid invoice .. to GB..") or a registered association's or a
charity's account its members or donors pay into is the payee's; a refund's account is the speaker's, and so is the
account a refund or a salary is sent to after the party that pays it is named ("the landlord .. the deposit refunded
to NL..", "the company asked for the IBAN for the salary"), or the one the speaker pays "from our business account".
In a standing order or a transfer "from my account DE.. to my landlord (my cleaner, my piano teacher), IBAN DE..", the
second account is the payee's, the possessive on the payee no claim (round 38b); a collection the speaker organises
("everyone can transfer €10 for the gift to NL.. t.n.v. <a person>") is paid into a person's account, which stays cut.
A company is also named by its legal form in many languages ("Sp. z o.o.", "s.r.o.", "Kft.", "AS", "AB", "Oy"), a
biller by a compound ("strømselskapet", "Stromanbieter"), a biller's reference by "KID" or "OCR" in capitals.
"""

from __future__ import annotations

import re

from utils import idcheck, sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
# words naming another party as the account's holder, or the paper that bills the speaker, by language
PAYEE = re.compile(
    r"(?i)" + _L + r"(?:"
    # en
    r"invoice\w*|bill|billed|billing|beneficiary|payee|recipient|creditor|company|company's|supplier"
    r"|vendor|contractor|plumber\w*|pay (?:to|into|at)|paying to|payment request|their"
    # a tradesman paid for a job, by language
    r"|electrician\w*|plombier\w*|électricien\w*|artisan\w*|fontanero\w*|electricista\w*|idraulic\w*"
    r"|elettricist\w*|canalizador\w*|eletricist\w*|klempner\w*|elektriker\w*|handwerker\w*|installateur\w*"
    r"|loodgieter\w*|elektricien\w*|hydraulik\w*|tesisatçı\w*|elektrikçi\w*|сантехник\w*"
    # de
    r"|rechnung\w*|empfänger\w*|zahlungsempfänger|begünstigt\w*|kontoinhaber|firma|lieferant\w*"
    r"|verein\w*|stadtwerke|zahnarzt\w*|überweisen an|zahlen an|zahlbar (?:an|auf)"
    # a landlord, a building's management, a tax office, a health insurer, a gym (round 25)
    r"|landlord|letting agent|vermieter\w*|hausverwaltung|finanzamt|krankenkasse|propriétaire|bailleur|syndic"
    r"|casero|arrendador|comunidad de vecinos|gimnasio|senhorio|proprietário|condomínio|padrone di casa"
    r"|amministrator\w*|condomin\w*|verhuurder|belastingdienst|cjib|woningcorporatie|ev sahib\w*|yönetim\w*"
    r"|aidat\w*|makler\w*|immobilienmakler\w*|(?:terug)?betalen aan|overmaken aan|spółdzielni\w*|wspólnot\w*|właściciel\w*|wynajmując\w*"
    r"|арендодател\w*|хозя\w*|управляющ\w*"
    # a flat owners' association or co-operative the speaker pays dues to, a seller on an invoice (round 30)
    r"|осбб|жэк|тсж|жск|asociați\w*|asociati\w*|sprzedawc\w*|seller|verkäufer\w*|vendedor\w*|venditore|vendeur"
    # ro: a landlord, a beneficiary, a supplier
    r"|proprietar\w*|beneficiar\w*|furnizor\w*"
    # a public fund paid by the tax office's notice, a gym, a Hungarian or a Greek landlord, building or company, a
    # French or a Spanish "pay into" (round 30d)
    r"|(?:finanz|bundes|landes|stadt|gemeinde|gerichts|amts|steuer|kreis)kasse\w*|palestra|fitnessstudio\w*"
    r"|salle de sport|(?:payer|verser|régler)(?: \w+){0,2} (?:sur|à|au)|(?:pagar|ingresar)(?: \w+){0,2} en"
    r"|társasház\w*|közös képviselő\w*|bérbeadó\w*|főbérlő\w*|szolgáltató\w*|kedvezményezett\w*|cég\w*"
    r"|ιδιοκτήτ\w*|σπιτονοικοκύρ\w*|εταιρ\w*|δικαιούχ\w*|τιμολόγι\w*|εφορία\w*"
    # a provider, a utility, a web shop, a sole trader that sends its payment details (round 44b): el, hu, uk, ru
    r"|πάροχ\w*|παρόχ\w*|vízmű\w*|áramszolgáltató\w*|gázszolgáltató\w*|webshop\w*|webáruház\w*|online-?shop\w*|фоп|фл-п"
    # uk: a supplier, a recipient, a seller, a landlord; ar: a landlord, a supplier, a seller, one's company
    r"|постачальник\w*|отримувач\w*|продав\w*|орендодав\w*|المؤجر|مؤجر|المورد|البائع|شركت\w*|شركة\w*"
    # an NGO, a charity, a foundation, an association, a shop, a clinic, a school, a utility, a tax office: an account
    # a donor, a customer or a taxpayer pays into (round 31a)
    r"|ngos?|ngo's|charit(?:y|ies|y's)|foundation's|foundation|non-?profit\w*|association's|shop's|store's|clinic's"
    r"|ong|ong-\w+|onlus|fundaci[oó]n|asociaci[oó]n|fondation|fondazione|associazione|fundação|associação|stiftung"
    r"|hilfswerk\w*|spendenkonto|stichting|goede doel\w*|fundacj\w*|stowarzyszeni\w*|fundați\w*|fundati\w*"
    r"|благотворительн\w*|фонд\w*|нко|vakf\w*|vakıf|dernek\w*|σωματεί\w*|ίδρυμα\w*|ιδρύματ\w*|μκο"
    # an animal rescue, a shelter, a hospice a donor pays into; an online shop that sent its payment details (round 35c)
    r"|rescue|rescue's|shelter|shelter's|sanctuary|hospice|tierheim\w*|tierschutz\w*|refugio|protectora|perrera"
    r"|rifugio|canile|gattile|refuge|dierenasiel|asiel|schronisk\w*|barınağ\w*|barınak\w*|приют\w*|притул\w*"
    r"|útul\w*|útulk\w*|e-?shop\w*|obchod\w*|prodejce|prodávající\w*|verkkokaup\w*|nettikaup\w*"
    r"|καταστήματ\w*|κατάστημα|magazin\w*|tienda|boutique|negozio|loja|geschäft\w*|sklep\w*|mağaza\w*|магазин\w*"
    r"|clinic|clinica|clínica|clinique|klinik\w*|kliniek|κλινικ\w*|клиник\w*|school|escuela|colegio|école|scuola"
    r"|escola|schule|szkoł\w*|școal\w*|scoal\w*|школ\w*|okul\w*|σχολεί\w*|utility|utilities|water board"
    r"|tax office|hacienda|trésor public|agenzia delle entrate|urz[ąę]d\w* skarbow\w*|vergi dairesi\w*|налогов\w*"
    r"|anaf|جمعية|مؤسسة|متجر|عيادة|مدرسة"
    # fa: an institute or a charity, a company, a shop, a landlord, a beneficiary, an invoice
    r"|مؤسسه|موسسه|خیریه|شرکت|فروشگاه|صاحبخانه|موجر|ذینفع|گیرنده|فاکتور|صورتحساب"
    # a legal entity's number in a public register named in the clause ("Реквізити: ЄДРПОУ .., IBAN .."): the
    # account listed with it is that entity's
    r"|єдрпоу|едрпоу|огрн|krs|regon|org\.? ?nr\.?|organisasjonsnummer|organisationsnummer|cvr-nummer|kvk-nummer"
    r"|法人番号|统一社会信用代码|사업자 ?등록 ?번호"
    # a donation named in the clause: the IBAN a donor pays into is the cause's
    r"|donat\w*|donaci[oó]n\w*|doaç\w*|donazion\w*|spende|spenden|darowizn\w*|bağış\w*"
    r"|пожертв\w*|задонат\w*|донат\w*|благодійн\w*|تبرع\w*|اهدا\w*"
    # a restaurant, a hotel, a shop whose account is on its bill or receipt; the employer paying a salary (round 30)
    r"|restaurant\w*|ristorante|restaurante|hotel\w*|kassabon|op de bon|quittung|ticket de caisse"
    r"|employer\w*|arbeitgeber\w*|werkgever\w*|employeur\w*|empleador\w*|empregador\w*|datore di lavoro"
    r"|pracodawc\w*|işveren\w*|работодател\w*|роботодав\w*|صاحب العمل|המעסיק|מעסיק"
    # an agency, a camp site, a caterer, a utility (round 26b)
    r"|letting agen(?:t|cy)|estate agen(?:t|cy)|agency|agencia|inmobiliaria|agence|immobiliare|imobiliária|makelaar"
    r"|emlakçı\w*|emlak ofis\w*|camping|traiteur|caterer|ginásio|academia|paid (?:it )?(?:into|to)"
    # fr, es, it, pt
    r"|facture|bénéficiaire|destinataire|créancier|société|entreprise|fournisseur|leur"
    r"|factura|recibo|beneficiario|destinatario|acreedor|empresa|proveedor|administrador"
    r"|pagar a|fattura|bolletta|beneficiario|intestatario|creditore|società|azienda|fornitore|pagare a"
    r"|fatura|boleto|favorecido|credor|fornecedor|pagar à|pagar ao"
    # nl, sv/no/da, pl, cs, tr, ru, id, vi
    r"|factuur|rekening van|begunstigde|ontvanger|bedrijf|leverancier"
    r"|faktura\w*|räkning\w*|mottagar\w*|betalningsmottagare|företag\w*|leverantör\w*"
    r"|mottaker\w*|modtager\w*|betalingsmodtager\w*|saaja\w*|saajan|maksunsaaja\w*|laskuttaja\w*|lasku\w*|yritys\w*"
    r"|faktur\w*|odbiorc\w*|wierzyciel\w*|firm\w*|dostawc\w*"
    r"|příjemce|dodavatel\w*|firmy"
    r"|fatura\w*|alıcı\w*|firma\w*|şirket\w*|tedarikçi\w*"
    r"|в сч[её]те|сч[её]т\w* (?:от|на оплату)|получател\w*|поставщик\w*|компани\w*|организаци\w*|оплатить"
    r"|tagihan|penerima|perusahaan|hóa đơn|công ty|tài khoản nhận|người nhận"
    # he, ar
    r"|חשבונית|המוטב|מוטב|חברת|חברה"
    # a payment request or instructions another party sends, and the reference number a biller prints for its
    # payer to quote ("betaalverzoek", "wire instructions", "viitenumero"): the account beside them is the sender's
    r"|betaalverzoek\w*|overmaken naar|over te maken naar|zahlungsaufforderung\w*|demande de paiement"
    r"|solicitud de pago|richiesta di pagamento|pedido de pagamento|wezwanie do zapłaty|(?:wire|payment|transfer)"
    r" instructions|instrucciones de (?:pago|transferencia)|instructions de (?:paiement|virement)"
    r"|istruzioni (?:di pagamento|per il bonifico)|zahlungsanweisung\w*|betaalinstructies|viitenumero\w*|viite"
    r"|betalingskenmerk|betalingsreferanse|ocr-?nummer\w*|kid-?nummer"
    r")" + _R +
    # a Finnish bill in a compound ("sähkölasku", "vesilaskussa"), not a calculation ("laskelma") or a counter
    r"|(?i:\w+lasku(?!lm|ri)\w*)" +
    # Arabic words take their conjunction and preposition joined before them ("والشركة", "للشركة")
    r"|" + _L + r"[وفبلك]{0,3}(?:ال)?(?:فاتورة|مستفيد|شركة|مؤجر)" + _R +
    # legal forms of a company
    r"|" + _L + r"(?-i:GmbH|AG|e\.V\.|S\.?L\.?|S\.?A\.?|SARL|SAS|srl|S\.r\.l\.|Ltd|LLC|Inc|B\.?V\.?|A\.Ş\.|ООО|АО"
    r"|sp\. z o\.o\.|s\.r\.o\.)"
    # CJK
    r"|收款方|收款人|收款账户|付款至|请款单|供应商|发票|账单|公司|振込先|請求書|会社|受取人|수취인|청구서|회사|받는 사람"
    r"|基金会|基金會|慈善|公益|商店|店铺|店舖|诊所|診所|税务局|稅務局|財団|協会|店舗|税務署|재단|협회|상점|세무서"
    r"|捐款|捐赠|捐贈|寄付|募金|기부")
# the roles of a party that pays the speaker or is paid by them, whose account is named by that role
_ROLE = (r"employer|arbeitgeber\w*|werkgever|employeur|empleador|empregador|datore di lavoro|pracodawc\w*|işveren\w*"
         r"|работодател\w*|роботодав\w*|supplier|vendor|seller|restaurant|hotel|shop|store|company"
         r"|lieferant\w*|verkäufer\w*|leverancier|verkoper|fournisseur|vendeur"
         r"|proveedor|vendedor|fornecedor|fornitore|venditore")
# another party's account said so next to it ("sul suo IBAN", "IBAN dele", "their account"): a claim of the
# speaker's must come after it to undo it
_THEIRS = re.compile(
    r"(?i)" + _L + r"(?:(?:su|son|sa|suo|sua|seu|sein\w*|ihr\w*|their|his|her|its|your|votre|vostro|uw|hun|zijn|haar"
    r"|jego|jej|его|её|их|onun|onların)\s+"
    r"(?:own\s+)?(?:iban|rib|cuenta|compte|conto|conta|konto|kontonummer|bankverbindung|rekening|account|rachunek|сч[её]т"
    r"|hesab\w*|clabe)"
    r"|iban\s+(?:dele|dela|del|di lui|di lei)|la suya|el suyo|la leur|le leur|la sua|a sua"
    # an account with another party's possessive suffix: Arabic "حسابهم" (their account), "حسابه", "حسابها", "حسابكم",
    # Persian "حسابشان", "حسابش"; Hebrew "החשבון שלהם" (round 42b)
    r"|[وفبل]{0,2}(?:ال)?(?:حساب|ايبان|آيبان|آیبان|شبا)(?:هم|هما|هن|ه|ها|كم|کم|شان|‌شان|ش)(?![^\W\d_])"
    r"|[ולבמ]?(?:החשבון|חשבון)\s+(?:שלהם|שלו|שלה|שלהן|שלכם)"
    # a Turkish genitive before the account ("emlak ofisinin hesabına"), an account under a company's name ("konto
    # PGNiG", "all'IBAN di Enel")
    r"|\w+(?:n[iıuü]n) hesab\w*"
    # a Hungarian business's account with its possessive ("a webshop számlájára", "a szolgáltató számlaszáma"), the
    # speaker's being "számlámra" (round 44b)
    r"|(?:webshop\w*|webáruház\w*|bolt\w*|cég\w*|szolgáltató\w*|vízmű\w*)\s+(?:bank)?száml(?:a|á)(?:szám)?[áa]\w*"
    # a Turkish third person's own account ("Kendi IBAN'ı", "onun hesabı"): the speaker's is "IBAN'ım", "hesabım"
    r"|(?:kendi|onun)\s+(?:iban'?[ıi]|hesab[ıi])(?![^\W\d_])"
    # an account of a building's community or an association named right after it ("la cuenta de la comunidad", "le
    # compte de la copropriété", "the account of the association")
    r"|(?:cuenta|compte|conto|conta|account|konto|rekening|rib|iban)\s+(?:de|du|of|di|da|do|del|della|dell'|van|von|der"
    r"|des)\s+(?:la |el |le |the |l'|il |o |a |het |de |der )?(?:comunidad|copropriété|syndic|condominio|condomínio"
    r"|building|hoa|association|asociación|associazione|associação|vereniging|vereins?|club|clube)"
    r"|(?:konto|rachunek|account|rekening|cuenta|compte|conto|conta|iban)\s+(?:(?:of|de|di|van|von|do|da|del)\s+)?"
    r"(?-i:[A-Z][A-Za-z&-]*[a-z][A-Za-z&-]*))" + _R
    # an account named by its holder's role right before it ("employer account", "Konto des Arbeitgebers", "rekening van
    # de werkgever", "compte de l'employeur")
    + r"|" + _L + r"(?:" + _ROLE + r")(?:'s)?\s+(?:bank\s+)?(?:account|iban|konto|rekening|compte|cuenta|conta|conto)" + _R
    + r"|" + _L + r"(?:account|konto|rekening|compte|cuenta|conta|conto|iban)\s+(?:of|des|der|van|de|du|del|do|da|dell[ao']?)"
    r"\s+(?:the |l'|la |el |le |de |o |a |il )?(?:" + _ROLE + r")" + _R
    + r"|" + _L + r"(?:arbeitgeberkonto|firmenkonto|geschäftskonto|werkgeversrekening)" + _R
    # the other side at a wedding, the other party ("신부 측 계좌", "상대방 계좌")
    + r"|(?:신부|신랑|상대방?|그쪽|가게|회사|집주인)\s*(?:측|쪽)?\s*계좌")
# the speaker's own: a possessive, not a pronoun ("ich soll ... überweisen" pays another's account)
OWN = re.compile(
    r"(?i)" + _L + r"(?:my|mine|mein\w*|mon|mes|mi|mis|mio|mia|mío|meu|minha|mijn|mój|moje|moja|mojego|mojej|mitt|min"
    r"|egen|svého|svůj|můj|benim|мой|моя|моё|мои|моего|моём|моей|мій|saya|tôi"
    r"|minun|oma|omalta|omalle|omalla|tilini|tililtäni|tililleni|tililläni|saját|számlám\w*)" + _R
    + r"|(?i:λογαριασμ\w*|iban|δικ\w*)\s+μου(?![^\W\d_])"
    + r"|IBAN'?[ıi]m|hesab[ıi]m|我的|我自己|自己的|私の|내 |제 |שלי|حسابي"
    # fa: "my" after its noun, or joined to it ("شبای من", "حسابم"; alone "من" is Arabic's "from"); uk: мої, моє
    + r"|" + _L + r"(?:(?:شبای|شبا|حساب|کارت)\s+من|خودم|حسابم|شبام|کارتم|мої|моє|мого|моєї|моїй|моєму)" + _R
    + r"|débito direto|débito directo|domiciliaci[oó]n|domiciliar|lastschrift|prélèvement|direct debit"
    + r"|addebito diretto")
# the speaker asks for a document of their own (an invoice to send, a footer, an e-mail): the account is theirs
COMPOSE = re.compile(
    r"(?i)" + _L + r"(?:write|draft|compose|prepare|create|generate|fill in|help me|make me"
    r"|schreib(?:e|en)?(?![\w,])|erstell\w*"
    r"|entw[iu]rf\w*|rédige\w*|écri\w*|escrib\w*|redact[aáe]\w*|prepara\w*|scriv\w*|escrev\w*|schrijf|maak"
    r"|napisz|yaz\w*|напиш\w*|составь|format|typeset|turn (?:this|it) into|lay (?:this|it) out|formatier\w*"
    r"|mise en forme|formatea\w*|zet (?:op|in) (?:de|mijn|het)"
    # Arabic and Greek: "write me a message to the landlord" (اكتب, γράψε)
    r"|اكتب\w*|أكتب\w*|γράψ\w*|σύνταξ\w*"
    # Persian, Urdu, Hindi: "write a letter" (بنویس, لکھ دیں, लिखो) (round 38a)
    r"|بنویس\w*|لکھ\s+(?:دیں|دو|دیجیے)|لکھیں|लिखो|लिख\s+(?:दो|दें|दीजिए)|लिखिए)" + _R + r"|帮我(?![看查核检檢确確读讀解])|幫我(?![看查核检檢确確读讀解])"
    r"|写一[封份个段]|寫一[封份個段]|寫訊息|写信|寫信|起草|書いて|作って|작성|써 ?줘")
# "how do I write the payment's reason": a question about the transfer's memo writes no document of the speaker's
_MEMO_AFTER = re.compile(r"(?i)\s+(?:\w+\s+){0,2}(?:causale|verwendungszweck|motif|libellé|concepto|referencia"
                         r"|reference|memo|omschrijving|tytu\w*|açıklama\w*)(?![^\W\d_])")
# "they asked me to write the invoice number in the description": the memo named before the verb (round 44b)
_MEMO_BEFORE = re.compile(r"(?i)(?:causale|verwendungszweck|motif|libellé|concepto|referencia|reference|memo"
                          r"|omschrijving|tytu\w*|açıklama\w*|назначени\w*|призначенн\w*|nội dung)[^\n.;!?]{0,40}$")
# another party writes to the speaker ("Orange m'écrit", "mi scrive", "me escribe"): no document of the speaker's
_TO_ME = re.compile(r"(?i)(?<![^\W\d_])(?:m'|me |mi |nous |ci |nos )$")
_TAG = re.compile(r"\[REDACTED:[^\]]*\]")
# a period that ends a company's legal form or a number's abbreviation ends no sentence ("Soler S.L. indica",
# "De Vries B.V. vraagt", "Rechnung Nr. 12")
_ABBREV = re.compile(r"(?:(?<![A-Za-z])(?:S\.L|S\.A|S\.p\.A|S\.r\.l|S\.a\.s|B\.V|N\.V|e\.V|o\.o|Sp|sp|Nr|IdNr|No|no|n|nr|Nro|nro|núm|Co"
                     r"|Inc|Ltd|Corp|Ltda|Cía|[A-Z]))\.$")
_ABBREVIATION = sentences.abbreviation_skip(_ABBREV, 10)


def _clause_start(text: str, s: int, floor: int) -> int:
    """Where the clause holding text[s] starts, looking back at most 120 characters and never before ``floor``."""
    return sentences.start(text, s, sentences.STOPS, 120, floor, skip=_ABBREVIATION)


def _theirs_before(text: str, a: int, s: int) -> bool:
    """Whether the last possessive of another party's in text[a:s] is followed by no claim of the speaker's."""
    theirs = None
    for theirs in _THEIRS.finditer(text, a, s):
        pass
    return theirs is not None and OWN.search(text, theirs.end(), s) is None


# a relative the speaker acts for ("Mi abuela me dictó el PIN de su tarjeta ... Y su cuenta es ES.."): "su cuenta" is
# that person's private account, passed on beside their PIN, as a friend's is, and stays cut
_FAMILY = re.compile(
    r"(?i)" + _L + r"(?:abuel[oa]|madre|padre|mam[áa]|pap[áa]|grand(?:ma|pa|mother|father)|gran|mum|mom|dad|mother"
    r"|father|oma|opa|mutter|vater|mutti|grand-m[èe]re|grand-p[èe]re|m[èe]re|p[èe]re|mamie|papi|nonn[oa]|avó|avô|mãe"
    r"|pai|babci\w*|dziad\w*|бабушк\w*|дедушк\w*|мам\w*|пап\w*|tía|tío|tante|onkel|aunt|uncle)" + _R)


# a number only a business or a registered body holds (a VAT id, a company's or a charity's register number), named
# beside an account: the account is that body's, printed with its number on its bills, its requests and its posters
_FIRM_NUMBER = re.compile(
    r"(?i)" + _L + r"(?:vat(?: (?:no|number|id|reg\w*))?|btw(?:-?nummer|-?id)?|tva(?: intracom\w*)?|ust-?id\w*"
    r"|umsatzsteuer-?id\w*|partita iva|p\.? ?iva|cif|siret|siren|kvk(?:-?nummer)?|registered charity(?: no| number)?"
    r"|charity (?:no|number)|company (?:no|number|reg\w*)|abn|cnpj|nipc|nip (?:sprzedawcy|firmy|dostawcy)"
    # a Czech or Slovak company's IČO and DIČ, a Finnish Y-tunnus, a Danish CVR (round 35c)
    r"|ičo|ič|dič|y-tunnus|cvr(?:-?(?:nr|nummer))?)" + _R
    + r"[^\w\n]{0,6}(?:\w+[^\w\n]{1,3}){0,2}[A-Z]{0,2}\d[\dA-Z ]{5,14}")


# a Czech or Slovak "mi" before a verb in the past ("E-shop mi poslal", "mi zaslala"): "to me", no possessive
_TO_ME_VERB = re.compile(r"\s+(?:[^\W\d_]+(?:al|ala|alo|ali|il|ila|ilo|ili|el|ela|ěl|ěla|ly|la))(?![^\W\d_])")


def own_claim(text: str, a: int, s: int) -> bool:
    """Whether text[a:s] holds a claim of the speaker's (OWN), a Czech or Slovak "mi" of "sent me" aside."""
    return any(m.group().lower() != "mi" or _TO_ME_VERB.match(text, m.end()) is None
               for m in OWN.finditer(text, a, s))


# a biller's payment reference printed right after its account in the same sentence ("tilille FI.., viitenumero ..",
# "účet CZ.., variabilní symbol .."): the biller matches payments by it, so the account is the biller's
REFERENCE_AFTER = re.compile(
    r"(?i)[^\n.;!?]{0,40}?" + _L + r"(?:viitenumero\w*|viite|variabiln\w* symbol\w*|variabilný symbol\w*|konstantn\w* symbol"
    r"\w*|ocr-?(?:nummer|nr|referens)\w*|kid-?(?:nummer|nr)\w*|(?-i:KID|OCR)|betalingskenmerk|betalingsreferanse"
    r"|referenční číslo"
    r"|creditor reference|strukturierte referenz|mededeling|communication structurée)" + _R)


def _reference_after(text: str, s: int, e: int) -> bool:
    """Whether a biller's payment reference follows the account in its sentence, in a message naming a bill, a payee
    or a company (by its word or its register number) before it, the speaker claiming it nowhere in the clause before it and asking
    for no refund. A bare account and reference ("účet pro nájem: CZ.., VS ..") may be the speaker's own, given to a
    tenant."""
    if REFERENCE_AFTER.match(text, e) is None:
        return False
    if BILL_PAPER.search(text) is None and PAYEE.search(text, 0, s) is None and _FIRM_NUMBER.search(
            text, 0, s) is None:
        return False
    a = _clause_start(text, s, 0)
    return not own_claim(text, a, s) and REFUND.search(text, a, s) is None


def _firm_number_beside(text: str, s: int, e: int) -> bool:
    """Whether a business's number is named in the account's own sentence, the speaker claiming neither (a next
    sentence may name another party's: "IBAN for my refund .. . The supplier has VAT ..")."""
    a = _clause_start(text, s, 0)
    b = sentences.end(text, e, sentences.STOPS)
    if REFUND.search(text, a, s) is not None:
        return False
    for m in _FIRM_NUMBER.finditer(text, a, b):
        if not own_claim(text, a, s) and OWN.search(text, max(0, m.start() - 24), m.start()) is None:
            return True
    return False


def _incoming(text: str, a: int, s: int) -> bool:
    """Whether text[a:s] sends a refund or a salary into the account at s (no "from" after it): money coming to the
    speaker, whose account it is whoever pays it ("the landlord .. the deposit refunded to NL..", "the company asked
    for the IBAN for the salary transfer"); "terugbetalen aan de Belastingdienst op NL.." names the payee after it."""
    last = None
    for last in REFUND.finditer(text, a, s):
        pass
    for m in _SALARY.finditer(text, a, s):
        if last is None or m.start() > last.start():
            last = m
    return last is not None and _FROM_WORD.search(text, last.end(), s) is None


# a person's own id, named between a payee and an account: the account is listed with the person's data
_PERSON_ID = re.compile(r"(?i)" + _L + r"(?:cnp|pesel|dni|nie|nif|cpf|codice\s+fiscale|steuer-?id|ssn|bsn|personnummer"
                        r"|egn|егн|oib|taj|rodné\s+číslo|jmbg|emšo|amka|αμκα|curp)" + _R)


def payee_iban(text: str, s: int, floor: int = 0) -> bool:
    """Whether the IBAN at text[s:] stands in a clause (not before ``floor``) that names a payee, a bill or a company
    before it, with no claim of the speaker's in that clause."""
    a = _clause_start(text, s, floor)
    if _theirs_before(text, a, s) and not _FAMILY.search(text, max(0, s - 200), s):
        return True
    if _FROM_OURS.search(text, max(a, s - 60), s) is not None:
        return False  # the account the speaker pays from ("from our business account GB..")
    last = None
    for last in PAYEE.finditer(text, a, s):
        pass
    if last is not None and _incoming(text, last.end(), s):
        return False
    if last is not None and _PERSON_ID.search(text, last.end(), s) is not None:
        return False  # a form for the payee lists the speaker's data ("Pentru ANAF: CNP .., cont RO..")
    # a claim anywhere in the clause ("add my details to the invoice: DE..") leaves the account the speaker's
    return last is not None and OWN.search(text, a, s) is None


def _party_bracket(text: str, s: int, e: int) -> bool:
    """Whether the IBAN at text[s:e] stands inside a bracket that names another party before it ("(Harwick Lettings
    Ltd, company no. .., IBAN ..)") or is followed by its holder's company in brackets ("NL.. (Vandermolen BV)"),
    with no claim of the speaker's on the account there."""
    o = text.rfind("(", max(0, s - 100), s)
    if o >= 0 and ")" not in text[o:s] and _ACCOUNT_PARTY.search(text, o, s) and OWN.search(text, o, s) is None:
        return True
    return (_HOLDER_AFTER.match(text, e) is not None or _HOLDER_WORD_AFTER.match(text, e) is not None) and OWN.search(
        text, max(0, s - 24), s) is None


# an IBAN as printed: two letters, two check digits, then letters and digits, grouped by fours or not
_IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])")


# a collection the speaker organises: everyone chips in for a gift, a collection's own word ("iedereen mag .. voor het
# cadeau overmaken naar", "jeder überweist für das Geschenk", "chacun peut virer pour la cagnotte")
_COLLECTION = re.compile(
    r"(?i)" + _L + r"(?:everyone|everybody|each of us|per person|all of you|gift|present|whip-?round|kitty|collection"
    r"|iedereen|ieder(?:een)?|cadeau\w*|inzameling|potje|jeder|jede|pro person|pro kopf|geschenk\w*|sammlung|chacun\w*"
    r"|tout le monde|par personne|cagnotte|collecte|pot commun|cada uno|cada una|todos|por persona|regalo|colecta|bote"
    r"|ognuno|tutti|a testa|colletta|cada um|todo mundo|por pessoa|presente|vaquinha|każdy|wszyscy|od osoby|prezent\w*"
    r"|zrzutk\w*|zbiórk\w*|var och en|alla|hver|hver person|gave|present|lahja\w*|jokainen|kaikki|herkes|kişi başı"
    r"|hediye\w*|каждый|все|подар\w*|кожен|усі|скида\w*|дар[ао]к\w*|dárek|dárku|ajándék\w*|mindenki|cadou|chet[ăa]"
    r"|δώρο|ρεφενέ)" + _R)
# a holder after the account, named as a person: initials and a surname, or two or three capitalised names
_HOLDER_PERSON = re.compile(
    r"\s*[,(]?\s*(?i:t\.?\s?n\.?\s?v\.?|ten name van|op naam van|au nom de|a nombre de|in the name of|in name of"
    r"|name|naam"
    r"|kontoinhaber(?:in)?|empfänger(?:in)?|intestat[oa] a|titular|holder|account name|beneficiar\w*|odbiorca|na rzecz"
    r"|majitel\w*|kedvezményezett|alıcı|получатель|отримувач)\s*:?\s*"
    r"(?P<name>(?:[A-Z]\.\s?){1,3}(?:(?:van|de|der|den|von|du|da|di|le|la|ter|te)\s+)*[A-Z][a-zà-ÿ'’-]+"
    r"|[A-Z][a-zà-ÿ'’-]+(?:\s+(?:(?:van|de|der|den|von|du|da|di|le|la|ter|te)\s+)*[A-Z][a-zà-ÿ'’-]+){1,2})(?![\w&])")
# a club's or a firm's dues, or one of them named: the account is theirs
_ORG_DUES = re.compile(r"(?i)" + _L + r"(?:contributie|lidgeld|beitrag\w*|mitgliedsbeitrag\w*|membership|dues"
                       r"|cotisation|cuota|quota|składk\w*|club|klub\w*|vereniging\w*|verein\w*|team|school|kita"
                       r"|crèche)" + _R)


def _person_collection(text: str, s: int, e: int) -> bool:
    """Whether the IBAN at text[s:e] is the one a collection the speaker organises is paid into: a collection's word
    in its sentence, its holder a person named right after it, no organisation, dues or company named there."""
    a = _clause_start(text, s, 0)
    b = sentences.end(text, e, sentences.STOPS)
    m = _HOLDER_PERSON.match(text, e)
    if m is None or _COLLECTION.search(text, a, b) is None:
        return False
    return (_ORG_DUES.search(text, a, b) is None and _NONPROFIT.search(text, a, b) is None
            and _ACCOUNT_PARTY.search(text, a, b) is None and BILL_PAPER.search(text, a, b) is None
            and PAYEE.search(m.group("name")) is None)


def payee_ibans(text: str) -> list[tuple[int, int]]:
    """The IBANs (passing their check) in text that a payee's, a bill's or a company's word names as another
    party's."""
    out: list[tuple[int, int]] = []
    prev = 0
    # a value already cut (a later pass of redact) bounds the next IBAN's clause as the IBAN it was did
    tags = [t.end() for t in _TAG.finditer(text)]
    for m in _IBAN.finditer(text):
        if not idcheck.iban_ok(m.group().replace(" ", "")):
            continue
        prev = max([prev, *(t for t in tags if t <= m.start())])
        if (payee_iban(text, m.start(), prev) or _standing_order_to(text, m.start())
                or _party_bracket(text, m.start(), m.end())
                or _firm_number_beside(text, m.start(), m.end()) or _reference_after(text, m.start(), m.end())) and (
                not _person_collection(text, m.start(), m.end())):
            out.append(m.span())
        prev = m.end()
    return out


# the parties whose accounts a speaker passes on beside their own, by their digits alone (no IBAN's check to go by):
# fewer words than PAYEE's ("the transfer's destination", "the supplier's" name an account the speaker may own)
_ACCOUNT_PARTY = re.compile(
    r"(?i)" + _L + r"(?:letting agen(?:t|cy)|estate agen(?:t|cy)|agency|landlord|vermieter\w*|hausverwaltung|casero"
    r"|arrendador|propriétaire|bailleur|syndic|inmobiliaria|immobiliare|makelaar|verhuurder|emlakçı\w*|emlak ofis\w*"
    r"|ev sahib\w*|właściciel\w*|wynajmując\w*|арендодател\w*|plumber\w*|electrician\w*|builder\w*|makler\w*"
    # a school, a shop, a company's account, a building's committee, a management company (round 28)
    r"|school(?:'s)?|escuela|colegio|école|scuola|escola|schule|loja|tienda|magasin|negozio|winkel|company's"
    r"|управляющ\w*|الشركة|شركة|ועד(?: הבית)?|شرکت|فروشگاه|موسسه|مؤسسه"
    r"|spółdzielni\w*|wspólnot\w*|осбб|жэк|тсж|жск|asociați\w*|asociati\w*|sprzedawc\w*"
    r"|employer\w*|arbeitgeber\w*|werkgever\w*|employeur\w*|empleador\w*|restaurant\w*"
    # a company, a provider, a utility, a web shop, a sole trader paid into (round 44b): vi, el, hu, uk
    r"|công ty|nhà cung cấp|πάροχ\w*|παρόχ\w*|vízmű\w*|áramszolgáltató\w*|gázszolgáltató\w*|фоп)" + _R
    # an invoice from a trading partner prints the partner's account to pay into
    + r"|請求書|取引先|会社|公司|对公|對公|大家さん|大家の口座|管理会社|学校|房东|房東|业主|業主|物业|物業|學校"
    + r"|" + _L + r"(?-i:GmbH|Ltd|LLC|Inc|S\.A\.|SARL|B\.V\.|sp\. z o\.o\.|ООО)"
    # more legal forms (a Polish "Sp. z o.o.", a Czech "s.r.o.", a Hungarian "Kft.", a Nordic "AS"/"AB"/"Oy", ...)
    + r"|" + _L + r"(?i:sp\.\s?z\s?o\.\s?o\.|spółk\w+ z ograniczon\w+|s\.\s?r\.\s?o\.|spol\.\s?s\s?r\.\s?o\.|a\.\s?s\."
    r"|d\.\s?o\.\s?o\.|s\.p\.a\.|s\.a\.s\.|s\.r\.l\.|sp\.\s?[jk]\.)"
    # a short form after the firm's capitalised name ("Fjordkraft AS", "Volvo AB", "Posti Oy"), or before it ("PT ..")
    r"|(?-i:[A-ZÀ-ÝА-Я][\w&.-]*)\s(?-i:Kft|Zrt|Nyrt|Bt|AS|ASA|AB|Oy|Oyj|ApS|A/S|KG|OHG|SpA|SRL|Srl|Lda|Ltda|Tbk|ТОВ"
    r"|ПАТ|ПрАТ|ТОО|ЕООД|ООД|АД)(?![\w/])|" + _L + r"(?-i:PT|ТОВ|ООО)(?=\s+[A-ZА-Я«\"])")


# the holder's name in brackets right after the account, a company by its legal form ("account 41.. (X Ltd)")
_HOLDER_AFTER = re.compile(r"\s*\((?:[^()\n]{1,40}\s)?(?-i:Ltd|GmbH|LLC|Inc|S\.A\.|SARL|B\.?V\.?|N\.?V\.?|plc|Limited|AG|S\.?L\.?|SAS|srl)\.?\)"
                           # a Japanese holder's company form, as a transfer's name field writes it ("カ）ミドリ商事")
                           r"|\s*(?:[カユド][）)]|[（(][株有][）)]|株式会社|有限会社|合同会社)")


# the holder named by a business's word right after the account ("la CLABE 0121.. de la tienda", "account 41.. of the
# supplier", "Konto .. der Firma"): the business's, printed for its customers
_HOLDER_WORD_AFTER = re.compile(
    r"(?i)\s+(?:de|del|of|of the|der|des|du|van|van de|van het|di|della|dello|dell'|da|do|na|firmy)\s*"
    r"(?:la |el |le |the |l'|il |lo |o |a |de |het |der )?(?:tienda|negocio|comercio|empresa|compañía|proveedor|shop|store"
    r"|company|supplier|vendor|seller|merchant|firma|geschäft\w*|händler\w*|lieferant\w*|winkel|bedrijf|leverancier"
    r"|magasin|boutique|société|entreprise|fournisseur|negozio|azienda|società|fornitore|loja|fornecedor|sklep\w*"
    r"|sprzedawc\w*|dostawc\w*|vendedor\w*|venditore|vendeur|verkäufer\w*)(?![^\W\d_])")


def names_party(s: str) -> bool:
    """Whether s names another party as an account's holder (an agency, a landlord, a school, a company)."""
    return _ACCOUNT_PARTY.search(s) is not None


# a company or a public body that bills the speaker, named in the clause of an account on its bill ("Faktura fra
# kommunen: .. kontonummer ..", "fakturę od firmy ..: rachunek ..", "invoice from the council, account .."): these words
# name an account another's only in a message about a bill, since "the company pays my salary to account .." names the
# speaker's own
_BILLER = re.compile(
    r"(?i)" + _L + r"(?:firm\w*|company|compan\w*|supplier\w*|vendor\w*|lieferant\w*|fournisseur\w*|proveedor\w*"
    r"|fornitor\w*|fornecedor\w*|leverancier\w*|dostawc\w*|tedarikçi\w*|företag\w*|selskap\w*|virksomhed\w*|yritys\w*|kommun\w*|municipality"
    r"|council|gemeente|gmin\w*|urz[ąę]d\w*|ayuntamiento|comune|mairie|gemeinde\w*|stadtverwaltung|município|prefeitura"
    r"|belediye\w*|муниципал\w*|администраци\w*|громад\w*|δήμο\w*|kunta|kunnan|önkormányzat\w*|primări\w*|obec\w*"
    # a biller in a compound ("strømselskapet", "strømleverandøren", "elbolaget", "Stromanbieter", "sähköyhtiö")
    r"|\w+(?:selskap|selskab|bolag|leverandør|leverantör|anbieter|versorger|yhtiö|maatschappij)\w*)" + _R
    + r"|市役所|区役所|町役場|구청|시청|有限公司|股份公司|株式会社")
BILL_PAPER = re.compile(r"(?i)請求書|发票|發票|청구서|invoice|rechnung|facture|factura|fattura|faktur|factuur|fatura"
                         r"|regning|räkning|lasku|számla|(?:wire|payment|transfer) instructions|betaalverzoek|payment request"
                         r"|instrucciones de (?:pago|transferencia)|instructions de (?:paiement|virement)|рахун\w*-фактур\w*|сч[её]т-фактур\w*|τιμολόγι\w*|hóa đơn|tagihan")


def _party_account(text: str, s: int, floor: int, e: int | None = None) -> bool:
    """Whether the account at text[s:] stands in a clause (not before ``floor``) that says it is another party's: a
    possessive of theirs right before it, or an agency, a landlord or a company named before it with no claim of the
    speaker's in the clause."""
    a = _clause_start(text, s, floor)
    if _theirs_before(text, a, s):
        return True
    if e is not None and (_HOLDER_AFTER.match(text, e) or _HOLDER_WORD_AFTER.match(text, e)) and OWN.search(
            text, a, s) is None:
        return True
    if _claimed(text, a, s):
        return False
    # the account to pay into, in a message about an invoice the speaker received ("取引先の請求書です。振込先 ..")
    return _ACCOUNT_PARTY.search(text, a, s) is not None or (
        (_PAY_INTO.search(text, a, s) is not None or _BILLER.search(text, a, s) is not None)
        and (_INVOICE.search(text) is not None or BILL_PAPER.search(text) is not None))


_PAY_INTO = re.compile(r"(?i)振込先|お振込み?先|收款(?:账户|帳戶|人|方)|입금 ?계좌|pay (?:to|into)|payable to|zahlbar an"
                       r"|à régler sur|da pagare su|a pagar en|betalen op|do zapłaty na")
_INVOICE = re.compile(r"(?i)請求書|发票|發票|청구서|invoice|rechnung|facture|factura|fattura|faktur|factuur")


# a person the speaker pays for a service, named with a possessive ("meine Klavierlehrerin", "my cleaner", "mojej
# niani"): the possessive is on the person, and the account named for them is theirs
_PAID_PERSON = re.compile(
    r"(?i)(?:teacher|tutor|coach|trainer|cleaner|nanny|babysitter|childminder|therapist|physio\w*|gardener|dentist"
    r"|lawyer|solicitor|accountant|hairdresser|\w*lehrer(?:in)?|nachhilfe\w*|putzfrau|putzhilfe|reinigungskraft"
    r"|tagesmutter|therapeut\w*|gärtner(?:in)?|anwalt|anwältin|steuerberater(?:in)?|friseur\w*|\w*leraar|\w*lerares"
    r"|schoonmaker|schoonmaakster|werkster|oppas|tuinman|tandarts|advocaat|boekhouder|professeur\w*|nounou"
    r"|femme de ménage|jardinier|dentiste|avocat\w*|comptable|coiffeu\w*|profesor\w*|niñera|canguro|limpiadora"
    r"|terapeuta|jardinero|abogad[oa]|gestor[a]?|peluquer[oa]|insegnante|maestr[ao]|colf|badante|giardiniere"
    r"|avvocat[oa]|commercialista|professor[a]?|faxineira|diarista|babá|jardineiro|advogad[oa]|contador[a]?"
    r"|nauczyciel\w*|korepetytor\w*|trener\w*|sprzątacz\w*|niani\w*|niania|terapeut\w*|ogrodnik\w*|adwokat\w*"
    r"|księgow\w*|fryzjer\w*)(?![^\W\d_])")


def _claimed(text: str, a: int, s: int) -> bool:
    """Whether text[a:s] holds a claim of the speaker's that is not a possessive on the party itself ("my landlord",
    "mein Vermieter", "mi casero": the account after it is the landlord's)."""
    for m in OWN.finditer(text, a, s):
        party = _ACCOUNT_PARTY.match(text, m.end() + len(text[m.end() : s]) - len(text[m.end() : s].lstrip()))
        if party is None:
            return True
    return False


_AGENT_WORD = (r"(?i)" + _L + r"(?:letting agen(?:t|cy)|estate agen(?:t|cy)|landlord|vermieter\w*|hausverwaltung"
               r"|casero|arrendador|propriétaire|bailleur|makelaar|verhuurder)")
_AGENT = re.compile(_AGENT_WORD + r"(?:'s)?\s+(?:account|konto|cuenta|compte|rekening)")
# rent said to go to the agent or the landlord in the account's clause ("rent goes to my landlord, sort code ..,
# account ..", "die Miete geht an meinen Vermieter, Konto ..")
_RENT_TO = re.compile(r"(?i)(?:rent|miete|loyer|alquiler|renda|affitto|huur)" + r"[^\n.;]{0,30}?" + _AGENT_WORD[4:])


# money sent "to" a party the speaker pays ("naar mijn verhuurder", "an meine Vermieterin", "to my cleaner"), the party
# right after the preposition
_TO_PARTY = re.compile(r"(?i)" + _L + r"(?:to|naar|an|à|au|aux|a|al|na|till|til|para|per|do|для|на|до|για|στον|στην)"
                       r"\s+(?:(?:my|mijn|mein\w*|mon|ma|mes|mi|mis|mio|mia|miei|meu|minha|moj\w*|mojej|min|mitt|mine"
                       r"|mój|мо\w+|μου|the|de|het|die|den|der|le|la|les|el|il|lo|o|of|van|von|des|du|del|della|da"
                       # "na konto mojej właścicielki", "to the account of my landlord"
                       r"|konto|rachunek|account|compte|cuenta|conto|conta|rekening|рахунок|сч[её]т)\s+)*")


def _standing_order_to(text: str, s: int) -> bool:
    """Whether the IBAN at text[s:] is where a transfer from the speaker's own account goes: the IBAN before it follows
    "from my account" ("von meinem Konto DE.. an meine Vermieterin, IBAN DE..", "from my account GB.. to my landlord,
    IBAN GB..") and this one's clause sends the money "to" a landlord, an agency or a person paid for a service, the
    speaker claiming nothing else there. Only the account the money leaves is the speaker's; a landlord who asks for
    the speaker's account, or a message written to them, names no such pair."""
    # the account before it, or its tag once a pass of redact cut it
    before = [m.span() for m in _IBAN.finditer(text, 0, s) if idcheck.iban_ok(m.group().replace(" ", ""))]
    before += [m.span() for m in _TAG.finditer(text, 0, s)]
    if not before:
        return False
    p, q = max(before)
    if _FROM_OURS.search(text, max(0, p - 60), p) is None:
        return False
    a = _clause_start(text, s, q)
    if REFUND.search(text, a, s) is not None:
        return False
    to = None
    for m in _TO_PARTY.finditer(text, a, s):
        if _ACCOUNT_PARTY.match(text, m.end()) or _PAID_PERSON.match(text, m.end()):
            to = m
            break
    if to is None:
        return False
    # a possessive on the party itself ("an meine Vermieterin") is no claim; any other is
    for m in OWN.finditer(text, a, s):
        at = m.end() + len(text[m.end() : s]) - len(text[m.end() : s].lstrip())
        if _ACCOUNT_PARTY.match(text, at) is None and _PAID_PERSON.match(text, at) is None:
            return False
    return True


def _agent_account(text: str, s: int) -> bool:
    """Whether the IBAN at text[s:] follows an agent's or a landlord's account named in its own clause, with no
    claim of the speaker's there: in a document the speaker writes, only those are another's."""
    a = _clause_start(text, s, 0)
    return _AGENT.search(text, a, s) is not None and OWN.search(text, a, s) is None


# the speaker as a clause's subject ("I paid from", "ik heb", "ich habe"): the account there may be theirs
_FIRST_PERSON = re.compile(r"(?i)" + _L + r"(?:I|me|we|us|ik|wij|ich|wir|je|j'|nous|yo|nosotros|eu|nós|io|noi|ja|my"
                           r"|я|ми|мы|ben|biz)" + _R)


# a business that prints its account on what it hands out (a bill, a receipt, a school's letter): a landlord or a
# person named beside an account in a text the speaker writes may be paid into the speaker's own, and a company by its
# legal form may be the speaker's own business (an invoice's footer)
_BUSINESS = re.compile(
    r"(?i)" + _L + r"(?:restaurant\w*|ristorante|restaurante|hotel\w*|shop|store|tienda|magasin|negozio|winkel|loja"
    r"|school|escuela|colegio|école|scuola|escola|schule|supplier|leverancier|fournisseur|proveedor|lieferant\w*"
    r"|fornitore|fornecedor|caterer|traiteur"
    # another person's company, by a possessive of theirs ("from his company's account", "من حساب شركته")
    r"|(?:his|her|their) (?:company|firm|business)|شركته|شركتها|شركتهم)" + _R)


def _party_clause(text: str, s: int) -> bool:
    """Whether the IBAN at text[s:] stands in a clause of its own about another party ("Het restaurant had rekening
    NL.. op de bon"): the party named before it, the speaker neither claiming the account nor the clause's subject
    (then the account is the party's even in a text the speaker asks to write)."""
    a = _clause_start(text, s, max((m.end() for m in _IBAN.finditer(text, 0, s)), default=0))
    return (_BUSINESS.search(text, a, s) is not None and OWN.search(text, a, s) is None
            and _FIRST_PERSON.search(text, a, s) is None)


# the speaker reports a payment already made ("paid invoice .. to GB..", "zapłaciłem fakturę .. na konto firmy", "j'ai
# réglé la facture sur FR.."): one pays another's account, so a document about it quotes the payee's
_PAID = re.compile(
    r"(?i)" + _L + r"(?:(?:I|we)(?:'ve| have)? (?:already )?(?:paid|transferred|wired|sent)|paid (?:the |your |their |our )?"
    r"(?:invoice|bill)|zapłacił(?:em|am|iśmy|yśmy)|przelał(?:em|am|iśmy)|opłacił(?:em|am|iśmy)|j'ai (?:payé|réglé|viré)"
    r"|nous avons (?:payé|réglé|viré)|pagué|transferí|he pagado|hemos pagado|ho pagato|abbiamo pagato|ho versato"
    r"|ho bonificato|paguei|transferi|heb (?:betaald|overgemaakt)|hebben (?:betaald|overgemaakt)|betaalde"
    r"|(?:habe|haben) (?:\w+ ){0,4}(?:bezahlt|überwiesen|beglichen)|ödedim|ödedik|оплатил[аи]?|перевел[аи]?)" + _R)
# a registered association, a club or a charity paid by its members or its donors: the account they are asked to pay
# into is the association's, published to all of them, even in the reminder the speaker writes for it
_NONPROFIT = re.compile(
    r"(?-i:e\.V\.|gGmbH|gUG)|(?i:" + _L + r"(?:registered charity|charity|charities|verein\w*|club|klub\w*|stichting"
    r"|vereniging|association|asociación|associazione|associação|fundacj\w*|stowarzyszeni\w*|fundaci[oó]n|fondation"
    r"|fondazione|fundação|stiftung|onlus|ong|ngo|dernek\w*|vakf\w*|food bank"
    # a Turkish building's management, its owners' dues ("aidat") paid into its account (round 56b)
    r"|(?:site|sitenin|apartman|apartmanın|bina|binanın)\s+yönetim\w*)" + _R + r")")


# a refund or a payout asked for: the account it goes to is the speaker's, whoever else the clause names ("Write to
# the club: refund the fee to DE..")
REFUND = re.compile(r"(?i)" + _L + r"(?:refund\w*|reimburs\w*|payout|rimbors\w*|reembols\w*|rembours\w*|rückerstatt\w*"
                     r"|erstatt\w*|rückzahlung\w*|zwrot\w*|terugbetal\w*|terugstort\w*|iade\w*|возврат\w*|повернен\w*"
                     r"|devoluci[oó]n\w*|restituzione|reembolso\w*|palautu\w*|hyvitys\w*"
                     r"|visszatérít\w*|visszautal\w*|visszafizet\w*"
                     # money sent back ("teruggestort op", "zurücküberwiesen auf", "restitué sur", "退还到", "환불")
                     r"|terugge(?:stort|boekt|betaald)|terugstorting\w*|zurücküberw\w*|zurückgezahlt|zurückzahl\w*"
                     r"|restitu[eé]\w*|restituir|devuelv\w*|devolv\w*|estorn\w*|vrácen\w*|vrátit|vrátí"
                     r"|استرداد|استرجاع|إرجاع|החזר\w*|بازپرداخت\w*|عودت\w*|بازگرداند\w*|برگرداند\w*)" + _R + r"|退还|退款|返还|返金|환불")
# the account the speaker's money leaves: "from", a possessive, at most two words, the account's word, right before it
_FROM_OURS = re.compile(
    r"(?i)" + _L + r"(?:from|von|vom|de|depuis|desde|da|dal|do|van|vanaf|z|ze|från|fra|من)\s+(?:our|my|unser\w*|mein\w*"
    r"|notre|mon|nuestra|nuestro|mi|nostro|mio|nossa|nosso|minha|meu|onze|mijn|vår|vårt|vores|min|mitt|nasz\w*|mój|moje"
    r"|mojego)(?:\s+[^\W\d_]+){0,2}\s+(?:account|konto|compte|cuenta|conto|conta|rekening|rachunk\w*|iban"
    r"|firmenkonto|geschäftskonto|bedrijfsrekening)?\W{0,3}$")
# the account money leaves, after a salary's word ("the company pays the salary from account AE..")
_FROM_WORD = re.compile(r"(?i)" + _L + r"(?:from|von|vom|desde|depuis|vanaf|från|fra|из|з|с|من)" + _R)
# a salary or a wage paid into the account: the employee's, whoever asked for it ("the company asked for the IBAN for
# the salary transfer"); an employer's own account is named as theirs (_THEIRS) before any of this is asked
_SALARY = re.compile(r"(?i)" + _L + r"(?:salary|salaries|wages?|payroll|paycheck|gehalt|gehälter|gehaltskonto|lohn"
                     r"|lohnkonto|salaire|sueldo|nómina|salario|stipendio|salário|salaris|loon|wynagrodzeni\w*|pensj[aię]"
                     r"|maaş\w*|зарплат\w*|заробітн\w*|[وفبلك]{0,2}(?:ال)?(?:راتب|رواتب)|משכורת\w*|lønn|lønna|lønnen"
                     r"|lønnskonto|lön|lönen|lönekonto|løn|lønnen|palkka\w*|výplat\w*|mzd[auy]|fizetés\w*|salariu\w*"
                     r"|μισθ\w*"
                     # fa, ur, hi, bn, id/ms, vi, th, tl, sw (round 38a)
                     r"|حقوق\w*|دستمزد\w*|تنخواہ\w*|تنخواه\w*|वेतन|तनख्वाह|सैलरी|বেতন|gaji|upah|lương|เงินเดือน|sahod|sweldo"
                     r"|suweldo|mshahara)" + _R + r"|工资|工資|薪水|薪资|薪資|給与|給料|월급|급여")


def _paid_or_nonprofit(text: str, s: int) -> bool:
    """Whether the account at text[s:] stands in a clause (from its sentence's start) that reports the speaker's
    payment into it, or names a registered association or a charity as the party paid, the speaker claiming nothing."""
    a = _clause_start(text, s, max((m.end() for m in _IBAN.finditer(text, 0, s)), default=0))
    if OWN.search(text, a, s) is not None or REFUND.search(text, a, s) is not None:
        return False
    # a payment reported with no bill or payee named may have gone to a person ("I sent 50 to DE.. by mistake")
    return _PAID.search(text, a, s) is not None and (
        BILL_PAPER.search(text) is not None or PAYEE.search(text, a, s) is not None) or _NONPROFIT.search(
        text, a, s) is not None


def _rent_account(text: str, s: int) -> bool:
    """Whether the account at text[s:] stands in a clause that sends the rent to the landlord or the agent, with no
    claim of the speaker's on the account there."""
    a = _clause_start(text, s, 0)
    return _RENT_TO.search(text, a, s) is not None and not _claimed(text, a, s)


# an account's digits, a Czech bank's code after its slash with them
_ACCOUNT_DIGITS = re.compile(r"\d[\d -]{5,30}\d(?:/\d{4})?")
_ACCOUNT_WORD = re.compile(r"(?i)账号|帳號|账户|帳戶|口座|계좌|account|konto|cuenta|compte|conta")


def _payee_accounts(text: str, spans: list[Span]) -> list[tuple[int, int]]:
    """The bank accounts cut by their digits (a sort code's account, a Polish NRB, a Korean account) whose clause
    names another party as their holder, each clause bounded by the account cut before it."""
    out: list[tuple[int, int]] = []
    prev = 0
    for s, e, k in sorted(spans):
        # the learned layer names what it cuts "secret": an account's digits all the same
        account = k == "bank_account" or k == "secret" and _ACCOUNT_DIGITS.fullmatch(text[s:e]) is not None or (
            # a bank card's number given as the account to pay into ("房东的账号是 6217…") is an account here
            k == "card" and _ACCOUNT_WORD.search(text, max(0, s - 12), s) is not None)
        # ... or a business's number (an IČO, a VAT id) named in the account's own sentence: the business's account,
        # printed with its number on its invoice, as an IBAN there is (round 42b)
        if account and (_party_account(text, s, prev, e) or _firm_number_beside(text, s, e)):
            out.append((s, e))
        if account or k == "iban":
            prev = e
    return out


# a new hire's onboarding form, direct deposit details, a salary's account: an account in that sentence is the one the
# speaker is paid into, whatever employer, café or company it names (a landlord's in a sentence of its own stays theirs)
_PAYROLL = re.compile(
    r"(?i)" + _L + r"(?:onboarding|direct\s+deposit|new\s+hire|employee\s+(?:form|details)|personalbogen"
    r"|personalfragebogen|dossier\s+d'embauche|ficha\s+de\s+(?:alta|admisi[oó]n)|modulo\s+di\s+assunzione"
    r"|salary\s+account|wage\s+account|lohnkonto|gehaltskonto|cuenta\s+n[oó]mina|conta\s+sal[aá]rio"
    r"|conto\s+(?:dello|per\s+lo)\s+stipendio|salariskonto|lønnskonto|lönekonto|palkkatili|maaş\s+hesab\w*"
    r"|зарплатн\w+\s+(?:карт|сч[её]т|рахун)\w*)" + _R)
_SENTENCE_MARK = re.compile(r"[.!?。！？](?=\s)|\n")


def _paid_here(text: str, s: int) -> bool:
    """Whether the sentence holding position s is a new hire's or a salary's details (``_PAYROLL``)."""
    a = 0
    for m in _SENTENCE_MARK.finditer(text, 0, s):
        a = m.end()
    e = _SENTENCE_MARK.search(text, s)
    return _PAYROLL.search(text, a, e.start() if e else len(text)) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops the spans inside IBANs a payee's, a bill's or a company's word names as another party's (whichever
    rule cut them, as an IBAN or as a bank account's or a card's digits), and bank accounts so named."""
    if not spans:
        return
    ibans = _IBAN.search(text) is not None
    accounts = any(k in ("bank_account", "card") or k == "secret" and _ACCOUNT_DIGITS.fullmatch(text[s:e])
                   for s, e, k in spans)
    if not (ibans or accounts):
        return
    plain = _TAG.sub(" ", text)
    if any(not _MEMO_AFTER.match(plain, m.end()) and not _TO_ME.search(plain, 0, m.start())
           and not _MEMO_BEFORE.search(plain, max(0, m.start() - 48), m.start())
           for m in COMPOSE.finditer(plain)):
        # a document of the speaker's own holds their account; a letting agent's or a landlord's named beside it
        # in a clause of its own is still theirs ("my salary account is GB..; rent goes to the agent's GB..")
        ranges = [m.span() for m in _IBAN.finditer(text) if idcheck.iban_ok(m.group().replace(" ", "")) and (
            _agent_account(text, m.start()) or _standing_order_to(text, m.start())
            or _party_bracket(text, m.start(), m.end())
            or _party_clause(text, m.start()) or _paid_or_nonprofit(text, m.start()))]
        ranges += [(s, e) for s, e, k in spans if (k == "bank_account" or k == "secret" and _ACCOUNT_DIGITS.fullmatch(
            text[s:e])) and (_rent_account(text, s) or _paid_or_nonprofit(text, s))]
        if ranges:
            spans[:] = [sp for sp in spans if not any(a <= sp[0] and sp[1] <= b for a, b in ranges)]
        return
    ranges = payee_ibans(text) if ibans else []
    if accounts:
        ranges += _payee_accounts(text, spans)
    # an account in the sentence of a new hire's form or a salary's details is the one the speaker is paid into
    ranges = [(a, b) for a, b in ranges if not _paid_here(text, a)]
    if ranges:
        spans[:] = [sp for sp in spans if not any(a <= sp[0] and sp[1] <= b for a, b in ranges)]
