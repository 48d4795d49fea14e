"""A secret handed on over two messages: announced in one, given (or corrected) in the next.

- ``announces``: a message that names a secret, holds no value of it, and asks the assistant to remember it, says it
  comes in parts, or says it is sent shortly ("can you just remember my streaming password for me?", "I'll paste
  the token in two parts", "Ich schick dir gleich den Code vom Schlüsselsafe", "te paso ahora la clave del wifi",
  "je t'envoie le code tout de suite");
- ``announced``: the value of the next message after a short lead-in the other readers of an announced message
  stop at ("ok it's Value12 (the login is my mail)", "Code ist 4821, der Kasten hängt ...", "sure: 7731#");
- ``corrected``: after a value was cut, a message that corrects it ("sorry no, they changed it. it's *7731 now",
  "perdona, esa era la antigua. La buena es X", "Entschuldigung, falsch: der richtige ist X") gives a value of the
  same shape: digits of about the same length, or a password-shaped token.

utils.redact registers ``announces`` in ROUNDS, calls ``announced`` for an announced message and ``corrected`` in
SecretMemory with the values cut from the user's last messages.
"""

from __future__ import annotations

import re

from utils import redact_announced

Span = tuple[int, int, str]

# ---- the announcement ------------------------------------------------------------------------------------------

_HAND_ON = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    # asked to keep it
    r"(?:remember|memori[sz]e|keep track of|hold on to|save|store|note down|write down)\b[^.?!\n]{0,40}?\bfor me\b"
    r"|can you (?:just |please )?(?:remember|memori[sz]e|keep track of|hold on to|save|store|note)\s+(?:it|this|that|my|the)\b"
    r"|merk (?:dir|es dir)|kannst du dir\b[^.?!\n]{0,40}?\bmerken|(?:recu[ée]rdame|gu[áa]rdame|ap[úu]ntame)\b"
    r"|retiens[- ](?:le|la|les)?\s*pour moi|garde[- ](?:le|la)\s+pour moi|ricordami|tienimi a mente|lembra(?:-te)? d"
    # in parts
    r"|\bin (?:two|2|three|3|several|multiple|a few) (?:parts|pieces|halves|chunks|messages|bits)"
    r"|in zwei (?:teilen|nachrichten)|en dos (?:partes|mensajes)|en deux (?:parties|fois|messages|morceaux)"
    r"|in due (?:parti|messaggi)|em duas (?:partes|mensagens)|in twee (?:delen|berichten)"
    # shortly
    r"|(?:i'?ll|i will|let me|gonna|going to)\s+(?:send|paste|give|text|type|share|forward)\b[^.?!\n]{0,50}?"
    r"\b(?:shortly|in a (?:moment|minute|bit|sec(?:ond)?|min)|right away|straight away)"
    r"|ich (?:schick|schicke|sende|geb|gebe|schreib|schreibe)\w*\s+(?:dir|ihnen|euch)\s+(?:gleich|sofort|nachher|jetzt"
    r"|gleich noch|noch|später|in einer (?:minute|sekunde))"
    r"|te (?:paso|mando|env[íi]o|escribo|doy)\b[^.?!\n]{0,40}?\b(?:ahora|ahorita|enseguida|en un (?:momento|rato"
    r"|segundo|minuto)|luego|ahora mismo)"
    r"|je (?:t'envoie|te donne|t'[ée]cris|te passe|vous envoie)\b[^.?!\n]{0,40}?(?:tout de suite|juste apr[èe]s"
    r"|dans (?:un instant|une minute|une seconde)|ensuite)"
    r"|ti (?:mando|scrivo|passo|do|invio)\b[^.?!\n]{0,40}?\b(?:subito|tra poco|fra poco|dopo)"
    r"|(?:vou te|j[áa] te|te) (?:mandar|passar|enviar|mando|passo|envio)\b[^.?!\n]{0,40}?\b(?:j[áa]|agora|daqui a pouco"
    r"|em seguida)"
    r"|ik stuur (?:je|jou|u)\b[^.?!\n]{0,40}?\b(?:zo|straks|meteen|zometeen)"
    # in the next message
    r"|(?:the\s+)?next\s+(?:message|msg|text)|(?:el\s+)?(?:siguiente|pr[óo]ximo)\s+mensaje|mensaje\s+siguiente"
    r"|(?:der\s+)?n[äa]chsten\s+nachricht|(?:le\s+)?prochain\s+message|message\s+suivant|(?:il\s+)?prossimo\s+messaggio"
    r"|(?:na\s+)?pr[óo]xima\s+mensagem|(?:het\s+)?volgende\s+bericht|następn\w+\s+wiadomo\w+"
    r"|следующ\w+\s+сообщени\w+"
    r")")
# where a request to keep or a promise to send is strong, a code's or a key's plain name is enough
_SECRETISH = re.compile(r"(?i)(?<![^\W\d_])(?:tokens?|api[ -]?keys?|keys?|secrets?|codes?|pins?|passcodes?|combination"
                        r"|combo|schlüssel|clave|c[óo]digo|codice|kod|koden|chave|clé|sleutel|tan)(?![^\W\d_])")
_DIGITS = re.compile(r"\d{4}|\d[\d ./-]{5,}\d")
_MIXED = re.compile(r"(?=[^\s]*[A-Za-z])(?=[^\s]*\d)[^\s]{6,}")


def _holds_value(text: str) -> bool:
    """A value in the message already: four digits in a row, a token of letters and digits, a cut value."""
    if "[REDACTED:" in text or _DIGITS.search(text):
        return True
    return any(_MIXED.fullmatch(t.strip(".,!:;()\"'")) for t in text.split())


# a site or a cashier asks for a one-time code at the message's end: the code comes in the next message, whatever
# else (a password) this one held ("..., он просит код", "and now it wants a code", "y ahora me pide el código")
_ASKS_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:asks?\s+(?:me\s+)?for|asking\s+(?:me\s+)?for|wants|needs|(?:me\s+)?pide|(?:me\s+)?solicita"
    r"|fragt\s+(?:mich\s+)?nach|will|verlangt|(?:me\s+)?demande|(?:mi\s+)?chiede|(?:me\s+)?pede|vraagt\s+(?:om|naar)"
    r"|prosi\s+o|просит|запрашивает|требует|спрашивает)\s+(?:me\s+|mir\s+|меня\s+)?(?:a\s+|an\s+|the\s+|un\s+|el\s+"
    r"|einen\s+|den\s+|le\s+|un\s+|il\s+|o\s+|um\s+|de\s+|een\s+)?(?:(?:sms|one[- ]time|verification|security"
    r"|confirmation)\s+)?(?:code|otp|c[óo]digo|codice|tan|kod|код\w*|sms-code|pin)(?![^\W\d_])"
    r"(?:\s+(?:de|del|da|aus|from|по|из|sms|смс)\b[^\d\n]{0,20})?\s*[.!…]*\s*$")


def announces(text: str) -> bool:
    """Whether the message names a secret with no value, and hands it on: to be remembered, in parts, shortly,
    in the next message; or ends on a code asked for, the code to come."""
    if len(text) > 300:
        return False
    if _ASKS_CODE.search(text) is not None:
        return True
    if not (redact_announced.names_secret(text.lower()) or _SECRETISH.search(text)):
        return False
    return _HAND_ON.search(text) is not None and not _holds_value(text)


# no plain words open the gate for this round: its announcement is read with the other announcement cues
TRIGGERS: tuple[str, ...] = ()
# cue words of its own announcements (next message, a code asked for), added to utils.redact's announcement cues
CUES: tuple[str, ...] = ("next", "siguiente", "próximo", "proximo", "nächsten", "prochain", "suivant", "prossimo",
                         "próxima", "volgende", "następn", "следующ", "ask", "wants", "needs", "pide", "solicita",
                         "fragt", "verlangt", "demande", "chiede", "pede", "vraagt", "prosi", "просит",
                         "запрашивает", "требует", "спрашивает")

# ---- the value in the next message -----------------------------------------------------------------------------

_FILLER = (r"(?:ok(?:ay)?|sure|yes|yeah|yep|alright|right|so|fine|vale|bueno|vale pues|ja|also|gut|okay also|d'accord"
           r"|bon|oui|s[iì]|certo|claro|pronto|ok bene|ok dann)")
_NAME = (r"(?:(?:the|my|der|die|das|el|la|le|il|o|a|mein|meine|mi|mon|ma)\s+)?(?:new\s+|neue[rn]?\s+|nuev[ao]\s+)?"
         r"(?:code|pin|password|passwort|kennwort|clave|contraseña|c[óo]digo|mot de passe|codice|senha|token|key"
         r"|schlüssel|it|that|this|es|das)")
_VALUE = r"(?P<v>[#*]?\d{4,8}[#*]?|[^\s,;()\"'`]{6,64}?)"
_LEAD = re.compile(
    r"(?i)\s*(?:" + _FILLER + r"\s*[,!.:]?\s+)?(?:" + _NAME + r"\s*)?(?:'s|’s|\s+is|\s+ist|\s+lautet|\s+es|\s+est"
    r"|\s+c'est|\s+è|\s+é|\s*[:：=])\s*[:：]?\s*" + _VALUE + r"[.!]?(?=\s|$|[,;(])")


def _shaped(v: str) -> bool:
    """Digits of a code, or letters with digits or symbols among them (no word, version, address or URL)."""
    core = v.strip("#*")
    if core.isdigit():
        return 4 <= len(core) <= 8
    if "/" in v or re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", v) or re.fullmatch(r"v?\d+(?:\.\d+)+", v):
        return False
    letters = sum(c.isalpha() for c in v)
    others = len(v) - letters
    return letters >= 2 and others >= 2 and any(c.isdigit() for c in v)


# the value after "it's" alone, or after the code's arrival ("es X, la que ...", "вот пришёл: X", "here, it came: X")
_ARRIVED = re.compile(
    r"(?i)\s*(?:(?:вот|here|aqu[íi]|hier|voil[àa]|ecco|so|ok(?:ay)?|ya|já)\s*[,!]?\s*)?(?:(?:it|he|он|код|el\s+c[óo]digo"
    r"|der\s+code|le\s+code|il\s+codice|o\s+c[óo]digo)\s+)?(?:пришёл|пришел|пришла|пришло|(?:just\s+)?came(?:\s+in)?"
    r"|arrived|(?:me\s+)?lleg[óo]|kam|ist\s+(?:da|gekommen)|est\s+arriv[ée]|(?:è\s+)?arrivato|chegou|it'?s|es|ist|c'est"
    r"|è|é)\s*[:：]?\s*" + _VALUE + r"[.!]?(?=\s|$|[,;(])")


def announced(text: str) -> list[Span]:
    """The value after a short lead-in that opens a message announced by the one before."""
    if len(text) > 300:
        return []
    m = _LEAD.match(text) or _ARRIVED.match(text)
    if m is None or not _shaped(m.group("v")):
        return []
    v = m.group("v")
    core = v.strip("#*")
    s = m.start("v") + v.index(core)
    return [(s, s + len(core), "announced")]


# ---- a correction in the next message --------------------------------------------------------------------------

_CORRECTION = re.compile(
    r"(?i)(?<![^\W\d_])(?:sorry|no,|nope|wrong|my bad|correction|actually|i mean|changed|not that one|old one|typo"
    r"|mistake|perd[oó]n\w*|disculpa|me equivoqu[ée]|me he equivocado|equivocad[ao]|antigu[ao]|viej[ao]|la buena|el bueno"
    r"|correct[ao]|entschuldig\w*|falsch|geändert|die alte|der alte|das alte|der richtige|die richtige|pardon|désolée?"
    r"|tromp[ée]e?|l'ancien\w*|la bonne|le bon|scusa|sbagliat\w*|cambiat\w*|desculp\w*|errei|errad[ao]|antig[ao]"
    r"|ой|нет,|ні,|не тот|не той|ошиб\w*|помилк\w*|стар(?:ый|ий|ая|а)|извин\w*|вибач\w*|поменял\w*|змінил\w*"
    r"|pomyłk\w*|pomyliłe\w*|przepraszam|nie,|ups|oprava|spletl\w*|nein,|non,|nee,|fel|feil|forkert|väärin|hata"
    r"|yanlış|pardon|changé\w*|attends|en fait|cambiad[oa]|mudaram|mudou)"
    r"(?![^\W\d_])|ごめん|違って|間違|正しくは|不对|不對|错了|錯了|抱歉|写错|寫錯|틀렸|잘못")
_CODE_LIKE = re.compile(r"(?=(?:[A-Za-z]*\d){3})(?=\d*[A-Za-z])[A-Za-z\d]{4,8}")
# the value follows a word that states it, within a few characters
_STATED = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:it'?s|it is|is|es|ist|lautet|est|c'est|è|é|now|ahora|jetzt|maintenant|adesso|agora|nun"
    # a denial right before the value ("ой, нет, 4419 — тот был старый"), a correction's "rightly" (正しくは)
    r"|нет,|ні,|no,|nein,|non,|nie,|nee,|это|це|je|jest|er|är|正しくは|正确的是|正確的是)"
    r"|[:：=](?=\s))\s*[\"'“«]?(?P<v>[#*]?\d{3,10}[#*]?|[A-Za-z\d]{4,5}|[^\s,;()\"'`”»]{6,64}?)[\"'”»]?[.!?]?"
    r"(?=\s|$|[,;()])")


def corrected(text: str, recent: set[str]) -> set[str]:
    """The values of a correction of a value cut from the user's last messages, of that value's shape."""
    if not recent or len(text) > 400 or _CORRECTION.search(text) is None:
        return set()
    lengths = {len(r.strip("#*")) for r in recent if r.strip("#*").isdigit()}
    words = any(not r.strip("#*").isdigit() and len(r) >= 6 for r in recent)
    # a door code of digits and a letter or two ("395A1", corrected as "8977B")
    codes = {len(r) for r in recent if _CODE_LIKE.fullmatch(r)}
    out: set[str] = set()
    for m in _STATED.finditer(text):
        v = m.group("v")
        core = v.strip("#*")
        if v in recent or core in recent:
            continue
        if core.isdigit():
            if any(abs(len(core) - n) <= 1 for n in lengths) and len(core) >= 4:
                out.add(core)
        elif _CODE_LIKE.fullmatch(core) and any(abs(len(core) - n) <= 1 for n in codes):
            out.add(core)
        elif words and _shaped(v):
            out.add(v)
    return out
