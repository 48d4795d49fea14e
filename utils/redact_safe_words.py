"""A family's safe word or code word: what a caller must say to prove they are who they claim.

Finds the word or words after the name of a family's safe word in several languages ("our family safe word, which is
\"purple otter\"", "the code word for whoever picks the kids up is tangerine kite", "Familien-Codewort … „…“",
"mot de code de la famille … « … »", "家族の合言葉は「…」"), in quotes of any kind or one to three words up to the
clause's end, and a value said as "ours is …" in the next sentence. The name alone ("we should pick a safe word")
holds no value; a value that looks like code (an identifier, a call, a path) stays.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import secret_names

Span = tuple[int, int, str]

_NAME = re.compile(
    r"(?i)(?:safe[ -]?word|code[ -]?word|family password|familien-?codewort|codewort|familien-?passwort|"
    r"mot de code|mot de passe (?:de la )?famil\w*|palabra clave (?:de la |familiar)\w*|contraseña familiar|"
    r"familiewachtwoord|wachtwoord van (?:de|het) (?:familie|gezin)|codewoord|parola d'ordine|parola in codice|"
    r"palavra-código|palavra-chave da família|palavra de segurança|senha da família|"
    r"合言葉|あいことば|接头暗号|家庭暗号|安全词|암호말|가족 암호)")
_FAMILY = re.compile(r"(?i)famil|kids|children|kinder|enfants|niños|bambini|filhos|kinderen|grandma|grandpa|oma|opa|"
                     r"mum|mom|dad|papa|mama|家族|家人|가족|scam|claim|pretend|stranger|calls?\b|anruf|appelle|llama|"
                     r"chiama|liga|belt|電話|电话|전화|our|ours|unser|notre|nuestra|nostra|nossa|ons|onze")
_QUOTED = re.compile(r"[\"“„«「『'‘]\s*(?P<v>[^\"”“»」』'’\n]{2,40}?)\s*[\"”“»」』'’]")
# the value's lead: a copula or a colon, after up to a few words of the same clause
_LEAD = re.compile(r"(?i)[^.!?。！？\n]{0,100}?(?:\b(?:is|ist|est|c'est|es|è|é|är|er|lautet)\b|[:：]|は|是|는|은)\s*")
_WORDS = re.compile(r"(?P<v>[^\W\d_]+(?:[ -][^\W\d_]+){0,2})(?=\s*(?:[.,;!?。！？]|$|\n|\s(?:—|-|and|und|et|y)\s))")
_OURS = re.compile(r"(?i)[.!?]\s+(?:ours|ours is|unseres|unserer|le nôtre|la nôtre|el nuestro|la nuestra|il nostro|"
                   r"o nosso|de onze|het onze)\s+(?:is|ist|est|es|è|é)\s+")
_CODEISH = re.compile(r"[_(){}<>/\\=`$]|\b(?:the|a|an|that|this|it|not|for|to)\b", re.IGNORECASE)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    if not secret_names.found_in(_HAS_NAME, low):
        return out  # the names' alternation costs more than one automaton pass
    for n in _NAME.finditer(text):
        if not _FAMILY.search(text, max(0, n.start() - 80), min(len(text), n.end() + 120)):
            continue
        tail = n.end()
        lead = _LEAD.match(text, tail)
        ours = _OURS.search(text, tail, min(len(text), tail + 160))
        for start in ([lead.end()] if lead else []) + ([ours.end()] if ours else []):
            v = _QUOTED.match(text, start) or _WORDS.match(text, start)
            if v is None or _CODEISH.search(v.group("v")) or placeholder(v.group("v")):
                continue
            out.append((v.start("v"), v.end("v"), "safe_word"))
            break
        else:
            q = _QUOTED.search(text, tail, min(len(text), tail + 40))
            if q is not None and not _CODEISH.search(q.group("v")):
                out.append((q.start("v"), q.end("v"), "safe_word"))
    return out


TRIGGERS = ("safe word", "safeword", "safe-word", "code word", "codeword", "code-word", "family password", "codewort",
            "mot de code", "mot de passe de la famille", "palabra clave", "contraseña familiar", "familiewachtwoord",
            "codewoord", "parola d'ordine", "parola in codice", "palavra-código", "palavra-chave", "senha da família",
            "palavra de segurança", "合言葉", "あいことば", "接头暗号", "家庭暗号", "安全词", "암호말", "가족 암호")
_HAS_NAME = ahocorasick_rs.AhoCorasick(list(TRIGGERS)).find_matches_as_indexes
