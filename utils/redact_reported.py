"""Values a user reports having given or been told: a security question's answer and a password someone said.

Finds the answer after a verb of answering when a security question is named in the same sentence ("for the
security question I answered Grünwald", "mother's maiden name: I put Okafor", "bei der Sicherheitsfrage habe ich
Quedlinburg angegeben", "à la question secrète j'ai répondu Kerbrat", "在安全问题里" is left to the CJK rules), in
English, German, French, Spanish, Dutch, Italian, Portuguese, Russian and Polish: one to three words, the verb
before them, or around them where the language puts it last ("habe ich X angegeben", "heb ik X ingevuld"). The
question alone ("which security question should I pick?") holds no verb of answering and stays.

Finds a password-shaped value after a password's name and a reporting phrase ("used to be", "c'est", "was volgens
hem", "sei"): the value must hold a digit or a symbol beside letters, so "the password used to be shorter" stays.

``keep`` drops what another rule cut as a security answer when it is a pronoun or holds no letter ("I" in "maiden
name: I put Okafor", ">" in "->").

utils.redact's ROUNDS registry calls ``find`` and ``keep`` beside the other rounds; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import secret_names, sentences

Span = tuple[int, int, str]

# a security question named (its usual questions too: a maiden name, a first pet, a childhood nickname)
_QUESTION = re.compile(
    r"(?i)security[ -](?:question|answer)|secret question|safety question|maiden name|first pet|childhood nickname|"
    r"'what (?:was|is) (?:your|the)|\"what (?:was|is) (?:your|the)|city (?:where|you were born)|"
    r"sicherheits(?:frage|antwort)|geheimfrage|mädchenname|lieblingslehrer|question (?:secr[èe]te|de sécurité)|"
    r"nom de jeune fille|pregunta (?:de seguridad|secreta)|apellido de soltera|beveiligingsvraag|geheime vraag|"
    r"meisjesnaam|domanda (?:di sicurezza|segreta)|cognome da nubile|pergunta (?:de segurança|secreta)|"
    r"nome de solteira|контрольн\w+ вопрос|секретн\w+ вопрос|девичь\w+ фамили\w+|pytani\w+ (?:bezpieczeństwa|"
    r"pomocnicze\w*)|nazwisko panieńskie")
# a verb of answering, the answer right after it
_VERB_BEFORE = re.compile(
    r"(?i)(?<![\w])(?:i (?:just )?(?:answered|put|gave|used|entered|typed|wrote|chose|picked|said|went with)|"
    r"answered|(?:the )?answer (?:i (?:used|gave|put)|is|was)(?: [^\n.,;:]{0,40}?)?(?: was| is)|"
    r"(?:security )?answer(?: for [^\n:]{0,40})?\s*[:：]|"
    r"j'ai (?:répondu|mis|écrit|indiqué|donné)|réponse\s*[:：]|"
    r"puse|contesté|respondí|escribí|"
    r"ho (?:risposto|messo|scritto|inserito)|risposta\s*[:：]|"
    r"(?:eu )?(?:coloquei|respondi|pus|escrevi)|resposta\s*[:：]|"
    r"ответил[аи]?|написал[аи]?|указал[аи]?|"
    r"wpisał(?:em|am)|odpowiedział(?:em|am)|podał(?:em|am)|"
    r"(?:sicherheits)?antwort\s*[:：]|antwoord\s*[:：])\s+")
# German and Dutch put the participle last: "habe ich X angegeben", "hab X eingetragen", "heb ik X ingevuld"
_VERB_AROUND = re.compile(
    r"(?i)(?<![\w])(?:habe? ich|hab|ich habe|heb ik|ik heb|heb)\s+(?P<v>[^\W\d_][\w'-]*(?: [^\W\d_][\w'-]*)?)\s+"
    r"(?:angegeben|eingetragen|eingegeben|geschrieben|gewählt|genommen|ingevuld|opgegeven|gebruikt|gekozen|"
    r"ingetypt)(?![\w])")
# the answer: one to three words of letters (a name, a place, "Vellacott Lane")
_ANSWER = re.compile(r"[\"'“«„]?(?P<v>[^\W\d_][\w'’-]*"
                     r"(?: (?:[A-ZÀ-ÞА-ЯЁ][\w'’-]*|[a-zà-ÿ]{2,3} [A-ZÀ-ÞА-ЯЁ][\w'’-]*)){0,2})")
_NOT_ANSWER = re.compile(
    r"(?i)(?:the|a|an|it|that|this|my|his|her|their|something|nothing|same|yes|no|le|la|les|un|une|el|los|una|il|"
    r"lo|der|die|das|ein|eine|het|een|de|o|os|um|uma|что|это|to|i|ich|je|yo|ik|eu|io|я|ja|what|which|as|for|"
    r"random|fake|gibberish)")
_SENTENCE = re.compile(r"[.!?。！？\n]")


def _answer(text: str, at: int) -> Span | None:
    m = _ANSWER.match(text, at)
    if m is None:
        return None
    v = m.group("v")
    first = v.split(" ", 1)[0]
    if len(v) < 3 or _NOT_ANSWER.fullmatch(first) and not (first[0].isupper() and " " in v):
        return None  # an article or a pronoun opens no answer, unless it opens a name ("Le Guennec")
    return m.start("v"), m.end("v"), "security_answer"


def _security_answers(text: str, out: list[Span]) -> None:
    for q in _QUESTION.finditer(text):
        # the question's sentence: from the last stop before it to the next stop after the answer's verb
        s = sentences.start(text, q.start(), _SENTENCE, 120)
        e = min(sentences.end(text, q.end(), _SENTENCE), q.end() + 120)
        for v in _VERB_BEFORE.finditer(text, s, e):
            sp = _answer(text, v.end())
            if sp is not None:
                out.append(sp)
                break
        else:
            m = _VERB_AROUND.search(text, s, e)
            if m is not None and not _NOT_ANSWER.fullmatch(m.group("v").split(" ", 1)[0]):
                out.append((m.start("v"), m.end("v"), "security_answer"))


# ---- a password reported --------------------------------------------------------------------------------------

_PW_NAME = (r"(?:password|passwort|kennwort|passcode|pw|pwd|pass|mot de passe|mdp|contraseña|clave|senha|wachtwoord|"
            r"ww|lösenord|passord|adgangskode|salasana|hasło|haslo|пароль)")
_REPORTED = re.compile(
    r"(?i)(?<![\w])" + _PW_NAME + r"(?![\w])[^\n.!?]{0,30}?(?<![\w])"
    r"(?:used to be|was (?:always |once )?set to|(?:is|was) still|c'est|c’est|était|etait|serait|"
    r"sei|wäre|war wohl|ist wohl|was volgens (?:hem|haar|hen|mij)|is volgens (?:hem|haar|hen)|zou \w+ zijn|"
    r"era|sería|seria|fosse|fue|foi|var|är|er|было|был)\s*[:：]?\s+"
    r"[\"'“«„]?(?P<v>[^\s\"'”»,;]{6,64}?)[\"'”»]?(?=[.,;!?]?(?:\s|$))")
_SHAPED = re.compile(r"(?=.*[^\W\d_])(?=.*(?:\d|[^\w\s]))")


def _reported_passwords(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _REPORTED.finditer(text):
        v = m.group("v")
        if _SHAPED.match(v) and not placeholder(v) and not v.startswith(("http", "www.")):
            out.append((m.start("v"), m.end("v"), "password"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    if not secret_names.found_in(_STEMS, low):
        return out  # the alternations cost more than one automaton pass
    _security_answers(text, out)
    _reported_passwords(text, placeholder, out)
    return out


_PRONOUN = re.compile(r"(?i)i|ich|je|j|yo|ik|eu|io|я|ja|me|moi")


def keep(text: str, spans: list[Span]) -> None:
    """Drops a security answer that is a pronoun or holds no letter (a rule read the answer's verb as its value)."""
    if not any(k == "security_answer" for _, _, k in spans):
        return
    spans[:] = [sp for sp in spans if sp[2] != "security_answer" or (
        not _PRONOUN.fullmatch(v := text[sp[0] : sp[1]].strip()) and any(c.isalpha() for c in v))]


TRIGGERS = ("security question", "security answer", "secret question", "maiden name", "first pet",
            "childhood nickname", "sicherheitsfrage", "sicherheitsantwort", "mädchenname", "question secrète",
            "question de sécurité", "nom de jeune fille", "pregunta de seguridad", "pregunta secreta",
            "beveiligingsvraag", "domanda di sicurezza", "pergunta de segurança", "контрольный вопрос",
            "pytanie bezpieczeństwa", "pytania bezpieczeństwa", "answer i used", "answer i gave", "answer i put",
            "i answered", "as the answer", "mdp c'est", "mdp c’est", "mot de passe c'est", "password used to be",
            "pw used to be", "wachtwoord was volgens")
_STEMS = ahocorasick_rs.AhoCorasick([
    "security", "secret question", "safety question", "maiden", "first pet", "nickname", "'what", "\"what", "city ",
    "sicherheits", "geheimfrage", "mädchenname", "lieblingslehrer", "question", "jeune fille", "pregunta", "soltera",
    "beveiligingsvraag", "geheime vraag", "meisjesnaam", "domanda", "nubile", "pergunta", "solteira", "вопрос",
    "фамили", "pytani", "panieńskie",
    "pass", "pw", "mdp", "kennwort", "contraseña", "clave", "senha", "wachtwoord", "ww", "lösenord", "passord",
    "adgangskode", "salasana", "hasło", "haslo", "пароль",
]).find_matches_as_indexes
