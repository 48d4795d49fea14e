"""Round 59b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- the IBAN a charity, a food bank, an appeal or a fundraiser publishes for donations: one its page, its site, its
  poster or its flyer is said to give ("Their page says: IBAN ..", "laut ihrer Webseite: IBAN ..", "op hun site staat
  NL.."), in a message about that cause, and one named as the cause's or the donations' account ("the food bank's
  IBAN ..", "Spendenkonto ..", "giftenrekening .."). Printed for every donor, it opens nothing. The speaker's own
  IBAN beside such words ("send the refund to my IBAN ..", "our page says: IBAN .." of the speaker's own
  fundraiser) stays cut, and so does a refund's account;
- an account paid to a named tax authority or public body (Belastingdienst, Finanzamt, HMRC, Skatteverket, DGFiP,
  Trésor public, Agencia Tributaria, CAF, URSSAF, gemeente ...), the body named right after the IBAN ("naar NL..
  (Belastingdienst)", "DE.., Finanzamt Köln", "FR.. de la DGFiP") or right before it as the one paid or the
  account's holder ("aan de Belastingdienst op NL..", "HMRC's account GB..", "Konto des Finanzamts DE.."). The
  account the speaker pays from ("van mijn rekening NL..", "from my IBAN ..") stays cut, and so does one a body
  pays a refund or an allowance into; a payment's reference beside it is left as the other rounds treat it;
- the account of a property manager, a housing company or a letting agent that rent or a service charge is paid to
  ("Maksan vuokran isännöitsijän tilille FI..", "die Miete geht an die Hausverwaltung, IBAN DE..", "the service
  charge goes to the managing agent's account GB..", "je paie les charges au syndic sur FR.."); round 58b's
  Nordic landlord's account reads no manager. The door's and the parcel locker's codes in the same message stay
  cut, and so does the speaker's own account and a deposit returned to it.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences
from utils.redact_payees import OWN, REFUND
from utils.redact_round57b import last, trim

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "account_number", "secret", "high_entropy", "announced"})
# a sentence's end: a period, "!" or "?" before white space, a line break, a full-width stop (a colon goes on: "Their
# page says: IBAN ..")
_STOP = re.compile(r"[.!?](?=\s)|[\n。！？]")
# an IBAN as printed, grouped by fours or not
_IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])")
# a number of groups of digits joined by single spaces or dashes (a domestic account)
_NUMBER = re.compile(r"(?<![\w-])\d+(?:[ -]\d+)*(?![\w-])")
# the speaker's claim, by language: utils.redact_payees' own, and the plural ones
_OURS = re.compile(r"(?i)" + _L + r"(?:our|ours|unser\w*|notre|nos|nuestr[oa]s?|nostr[oaie]|noss[oa]s?|ons|onze"
                   r"|nasz\w*|vår|vårt|våra|våre|vores|meidän)" + _R)
# money coming to the speaker: a refund (utils.redact_payees), a tax return, an allowance, a deposit given back
_INCOMING = re.compile(
    r"(?i)" + _L + r"(?:teruggave|toeslag\w*|uitbetal\w*|uitgekeerd|stort\w*\s+(?:\w+\s+){0,3}?op|auszahl\w*"
    r"|ausgezahlt|gutschrift|erstattung\w*|rebate|pays?\s+(?:\w+\s+){0,2}?(?:out|back)|paid\s+(?:out|back)|allowance"
    r"|benefit|returned|returns?\s+(?:\w+\s+){0,3}?(?:to|into)|give\s+back|gives\s+back|deposit\s+back"
    r"|allocation\w*|devuelve\w*|palauttaa|palauttanut|takaisin"
    r"|maksaa\s+(?:\w+\s+)?(?:minulle|meille)|återbetal\w*|tilbakebetal\w*|tilbake|tillbaka|zurück|terug)" + _R)
# the account the speaker pays from
_FROM = re.compile(r"(?i)" + _L + r"(?:from|van|von|vom|depuis|desde|från|fra|tililtä|z|ze)\s+(?:\S+\s+){0,3}?$")


def _whole(text: str, s: int, e: int) -> tuple[int, int, bool]:
    """The IBAN or the grouped number holding text[s:e], else text[s:e] itself; and whether it is an IBAN."""
    for m in _IBAN.finditer(text, max(0, s - 40), min(len(text), e + 40)):
        if m.start() <= s and e <= m.end():
            return m.start(), m.end(), True
    for m in _NUMBER.finditer(text, max(0, s - 30), min(len(text), e + 30)):
        if m.start() <= s and e <= m.end():
            return m.start(), m.end(), False
    return s, e, False


def _claimed(text: str, a: int, b: int) -> bool:
    """Whether the speaker claims something in text[a:b]: "my", "our", a refund's or an allowance's words."""
    return (OWN.search(text, a, b) is not None or _OURS.search(text, a, b) is not None
            or REFUND.search(text, a, b) is not None or _INCOMING.search(text, a, b) is not None)


# ---- a charity's published IBAN ----

_CAUSE = re.compile(
    r"(?i)" + _L + r"(?:charity|charities|charitable|food\s?banks?(?:['’]s?)?|appeal|appeals|fundraiser\w*"
    r"|fundraising|donat\w*|donors?|shelter|hospice|relief\s+fund|tafel|spende\w*|hilfswerk|hilfsorganisation"
    r"|banque\s+alimentaire|restos\s+du\s+c(?:œ|oe)ur|collecte|dons?|association\w*|banco\s+de\s+alimentos"
    r"|donaci[oó]n\w*|colecta|recaudación|voedselbank\w*|inzameling\w*|goede\s+doel|goed\s+doel|stichting|gift\w*"
    r"|banco\s+alimentare|raccolta\s+fondi|donazion\w*|ruoka-?apu|ruokapankki|keräy\w*|lahjoitu\w*|matbank\w*"
    r"|insamling\w*|innsamling\w*|gåva|gåvor|zbiórk\w*|bank\s+żywności|darowizn\w*)" + _R)
# the cause's page, site or poster as the one that gives the account
_OWNER = (r"(?:their|its|the|his|her|ihre[rnms]?|seine[rnms]?|der|die|das|leur|son|sa|le|la|su|sus|el|la|hun|de"
          r"|het|zijn|haar|il|lo|sua|suo|deras|dess|deres|dens|heidän|sen|jej|ich)")
_PAGE = (r"(?:web\s?page|page|pages|site|website|homepage|webseite|web-?site|seite|poster|flyer|leaflet|newsletter"
         r"|post|instagram|facebook|appeal|aufruf|plakat|affiche|tract|página|web|cartel|pagina|sito|volantino"
         r"|hemsida|sida|nettside|hjemmeside|sivu\w*|kotisivu\w*|strona|stronie|ulotce)")
_SAYS = (r"(?:says?|said|lists?|listed|shows?|gives?|reads?|has|had|states?|mentions?|steht|stand|stehen|nennt"
         r"|dit|indique|affiche|mentionne|dice|pone|indica|muestra|staat|stond|vermeldt|noemt|dice|riporta|står"
         r"|anger|sier|oppgir|lukee|kertoo|ilmoittaa|podaje|jest|widnieje)")
_PUBLISHED = re.compile(
    r"(?i)" + _L + r"(?:" + _OWNER + r"\s+(?:[^\W\d_]+(?:['’]s)?\s+){0,2}?" + _PAGE + r"\s+(?:\w+\s+){0,2}?" + _SAYS
    + r"|(?:on|per|according\s+to|auf|laut|sur|selon|en|según|op|volgens|sul|secondo|på|enligt|ifølge|na|według)\s+"
    + _OWNER + r"\s+(?:[^\W\d_]+(?:['’]s)?\s+){0,2}?" + _PAGE + r"(?:\s+" + _SAYS + r")?"
    + r"|" + _PAGE + r"illa\s+" + _SAYS + r"|(?:heidän|sen)\s+sivu\w*)" + _R)
# the cause's or the donations' account by name
_CAUSE_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:(?:charity|food\s?bank|appeal|fundraiser|shelter|hospice)(?:['’]s)\s+(?:bank\s+)?(?:iban"
    r"|account|bank\s+details|donation\s+account)|(?:iban|account|bank\s+details)\s+(?:of|for)\s+the\s+(?:charity"
    r"|food\s?bank|appeal|fundraiser|shelter|hospice|donations?)|donations?\s+account|spendenkonto|compte\s+(?:de|pour"
    r"\s+les)\s+dons|cuenta\s+(?:de|para)\s+(?:donaciones|donativos)|giftenrekening|conto\s+(?:per\s+le\s+)?donazioni"
    r"|lahjoitustili\w*|keräystili\w*|insamlingskonto\w*|gåvokonto\w*|innsamlingskonto\w*|konto\s+zbiórki)" + _R)


def _charity_iban(text: str, s: int) -> bool:
    a = sentences.start(text, s, _STOP, 200)
    pub = last(_PUBLISHED, text, a, s)
    if pub is not None and s - pub.end() <= 40 and _CAUSE.search(text, max(0, s - 300), s) is not None:
        # "our page says", "my appeal": the speaker's own, whatever the page
        return not _claimed(text, max(a, pub.start() - 12), s)
    name = last(_CAUSE_ACCOUNT, text, a, s)
    return name is not None and s - name.end() <= 40 and not _claimed(text, max(a, name.start() - 12), s)


# ---- an account paid to a tax authority or a public body ----

_BODY = (r"(?:belastingdienst\w*|gemeente\s+[A-Z][\w'-]+|gemeente|(?-i:CJIB|DUO|UWV|SVB)|waterschap\w*"
         r"|finanzamt\w*(?:\s+[A-Z][\w-]+)?|finanzkasse|stadtkasse|gemeindekasse|bundeskasse|landeshauptkasse"
         r"|beitragsservice|hmrc|dvla|(?-i:IRS)|skatteverket\w*|skatteetaten\w*|skattestyrelsen\w*|verohallin\w*"
         r"|verottaja\w*|trésor\s+public|dgfip|(?-i:SIP)|service\s+des\s+impôts|(?-i:CAF)|urssaf|agencia\s+tributaria"
         r"|(?-i:AEAT)|hacienda|tesorería\s+general|seguridad\s+social|ayuntamiento|agenzia\s+delle\s+entrate"
         r"|(?-i:INPS)|urz[ąę]d\w*\s+skarbow\w*|(?-i:ZUS)|tax\s+office|inland\s+revenue|kela|kommune\w*|kommun\w*"
         r"|council)")
_BODY_AFTER = re.compile(
    r"(?i)[^\S\n]*[(,–—-]?[^\S\n]*(?:(?:van|of|des|der|du|de\s+la|del|della|von|vom|t\.?\s?n\.?\s?v\.?|zugunsten"
    r"|beneficiary:?|payee:?|begunstigde:?|empfänger:?|bénéficiaire:?)\s+)?(?:(?:de|het|the|das|dem|la|le|l['’]|el"
    r"|il)\s*)?" + _BODY + _R)
_BODY_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:(?:aan|naar|to|an|à|au|a|al|alla|till|til|para|pour|für|voor|na\s+rzecz)\s+(?:(?:de|het|the"
    r"|das|den|dem|die|la|le|l['’]|el|il|lo)\s*)?" + _BODY + r"|" + _BODY + r"(?:['’]s|s)?\s+(?:bank\s*)?(?:account"
    r"|iban|rekening\w*|konto\w*|bankverbindung|compte|rib|cuenta|conto|tili\w*|bankgiro\w*|plusgiro\w*|rachun\w*"
    r"|details)|(?:account|iban|rekening\w*|konto\w*|bankverbindung|compte|rib|cuenta|conto|tili\w*|bankgiro)\s+"
    r"(?:of|van|des|der|de|du|del|della|dell['’])\s+(?:(?:de|het|the|la|l['’])\s*)?" + _BODY + r")" + _R)


def _body_payee(text: str, s: int, e: int) -> bool:
    a = sentences.start(text, s, _STOP, 200)
    end = sentences.end(text, e, _STOP, 200)
    if REFUND.search(text, a, end) is not None or _INCOMING.search(text, a, end) is not None:
        return False
    if _BODY_AFTER.match(text, e) is not None:
        return not (_claimed(text, max(a, s - 40), s) or _FROM.search(text, max(a, s - 40), s))
    body = last(_BODY_BEFORE, text, max(a, s - 70), s)
    if body is None:
        return False
    between = text[body.end() : s]
    return not re.search(r"\d", between) and not _claimed(text, body.start(), s) and not _FROM.search(between)


# ---- a property manager's account for the rent ----

_MANAGER = (r"(?:isännöitsijä\w*|isännöinti\w*|isännöitsijän|taloyhtiö\w*|asunto-osakeyhtiö\w*|hausverwaltung\w*"
            r"|hausverwalter\w*|wohnungsverwaltung\w*|immobilienverwaltung\w*|verwalter\w*|wohnungsgesellschaft\w*"
            r"|wohnungsbaugenossenschaft\w*|syndic|régie|agence\s+immobilière|gestionnaire|administrador(?:a)?\s+de"
            r"\s+fincas|administración\s+de\s+fincas|gestor[ai]?|comunidad\s+de\s+propietarios|beheerder\w*|vve"
            r"|woningcorporatie\w*|verhuurder\w*|property\s+manage(?:r|rs|ment)(?:\s+company)?|letting\s+agen(?:t|ts"
            r"|cy)|managing\s+agents?|housing\s+(?:company|association|co-?op)|amministratore(?:\s+di\s+condominio)?"
            r"|amministrazione|förvaltare\w*|fastighetsförvalt\w*|bostadsrättsförening\w*|(?-i:BRF)|forvalter\w*"
            r"|boligselskab\w*|borettslag\w*|administrator\w*|zarządc\w*|spółdzielni\w*)")
_RENT = re.compile(
    r"(?i)" + _L + r"(?:vuokr\w*|vastike\w*|hoitovastike\w*|rent|rents|rental|service\s+charges?|ground\s+rent"
    r"|miete\w*|hausgeld\w*|nebenkosten\w*|loyer\w*|charges|alquiler\w*|cuota\w*|gastos\s+de\s+comunidad|huur\w*"
    r"|servicekosten|vve-?bijdrage|affitt\w*|canone|spese\s+condominiali|hyra\w*|hyran|avgift\w*|månadsavgift\w*"
    r"|husleie\w*|husleje\w*|fællesudgift\w*|felleskostnad\w*|czynsz\w*)" + _R)
_ACCT_WORD = (r"(?:tili\w*|account|acct|konto\w*|rekening\w*|compte|rib|cuenta|conto|iban|bank\s+details"
              r"|bankverbindung|rachun\w*|bankgiro\w*)")
_MANAGER_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:" + _MANAGER + r"(?:['’]s|s)?\s+(?:bank\s*)?" + _ACCT_WORD
    + r"|" + _ACCT_WORD + r"\s+(?:of|van|des|der|de|du|del|della|dell['’]|till|til|åt)\s+(?:(?:de|het|the|la|l['’]|el"
    r"|den|die)\s*)?" + _MANAGER
    + r"|(?:aan|naar|to|an|à|au|a|al|alla|till|til|para|pour|für|voor|na\s+rzecz|on)\s+(?:(?:de|het|the|das|den|dem"
    r"|die|la|le|l['’]|el|il|lo|our|my)\s*)?" + _MANAGER + r")" + _R)


def _manager_account(text: str, s: int) -> bool:
    a = sentences.start(text, s, _STOP, 200)
    name = last(_MANAGER_ACCOUNT, text, a, s)
    if name is None or s - name.end() > 50:
        return False
    end = sentences.end(text, s, _STOP, 200)
    if _RENT.search(text, a, end) is None:
        return False
    between = text[name.end() : s]
    if re.search(r"\d", between) or _FROM.search(between):
        return False
    # "to our property manager" is no claim of the account; a claim between, a refund or a deposit back is
    return not (_claimed(text, name.end(), s) or REFUND.search(text, a, end) or _INCOMING.search(text, a, end))


def keep(text: str, spans: list[Span]) -> None:
    """Drops the public values above: a charity's published IBAN, a tax authority's or a public body's account paid
    to and a property manager's account for the rent."""
    if not spans:
        return
    charity = _CAUSE.search(text) is not None
    body = re.search(r"(?i)" + _BODY + _R, text) is not None
    manager = re.search(r"(?i)" + _L + _MANAGER + _R, text) is not None and _RENT.search(text) is not None
    if not (charity or body or manager):
        return
    out: list[Span] = []
    for s, e, k in spans:
        ts, te = trim(text, s, e)
        if k in _ACCOUNT_KINDS and ts < te:
            ws, we, iban = _whole(text, ts, te)
            digits = sum(c.isdigit() for c in text[ws:we])
            if iban and digits >= 8:
                if charity and _charity_iban(text, ws):
                    continue
                if body and _body_payee(text, ws, we):
                    continue
            if manager and digits >= 8 and _manager_account(text, ws):
                continue
        out.append((s, e, k))
    spans[:] = out
