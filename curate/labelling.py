"""The speaker's own work on quoted phrases: labelling them, or asking how to word one (pure).

A researcher who lists prompts to label ("Label each as injection or benign: (a) '…' (b) '…'"), a teacher making a
quiz, or a writer asking how one would say "ignore previous instructions" in a formal register quotes orders as
the material of their own task: the quotes are the items, not a paste that speaks to the AI. ``task`` tells that
shape from the speaker's words around the quotes (curate/quoted.py reads the speaker's words alone then):
- a labelling task: a verb that sorts (label, classify, tag, rate, mark which, sort into; in the languages people
  ask in) and the classes or the kind of thing sorted (injection or benign, attack or safe, spam or ham,
  severity), over two quoted items or more;
- a question about wording: how one says or words the quoted phrase, its register or politeness, or the difference
  between two phrasings, over at most three short quotes, asked with a question mark.
A request to translate a quote is neither: a note to the AI may ride in what is to be translated.
"""

from __future__ import annotations

import re

_SORT = re.compile(
    r"\b(?:label\w*|classif\w*|categori[sz]\w*|tag|annotat\w*|rate|score|sort|mark (?:which|each|every|them|all)|"
    r"which of (?:these|the following)|étiquet\w*|class(?:e|er|ez|ifie\w*)|clasific\w*|etiquet\w*|klassifizier\w*|"
    r"kategorisier\w*|ordne|classific\w*|etichett\w*|oznacz\w*|sklasyfikuj\w*|sınıflandır\w*|etiketle\w*|"
    r"phân loại|gán nhãn|labeli)\b"
    r"|(?<!\w)(?:размет\w*|классифицир\w*|распредел\w*|розміт\w*|класифікуй\w*|ταξινόμ\w*)(?!\w)"
    r"|صنّف|صنف|صنفي|סווג|סַוֵּג|סמן|دسته‌بندی|分成|分类|分類|标注|標註|归类|分け|ラベル|분류|라벨",
    re.IGNORECASE)
_KINDS = re.compile(
    r"\b(?:injections?|benign|attacks?|safe|unsafe|spam|ham|malicious|harmless|jailbreaks?|severity|risk|"
    r"prompt injections?|legit\w*|phishing|dataset|eval\w*|quiz|true|false|ataque|benigno|seguro|attaque|bénin|"
    r"angriff|harmlos|attacco|atak|zararsız|saldırı|tấn công|an toàn)\b"
    r"|(?<!\w)(?:атак\w*|норм\w*|безопасн\w*|вредоносн\w*|інʼєкц\w*|атака)(?!\w)"
    r"|هجوم|آمن|攻击|攻撃|正常|安全|공격|정상",
    re.IGNORECASE)
_WORDING = re.compile(
    r"\b(?:how (?:would|do|does|should|can) (?:one|you|i|we) (?:say|phrase|word|put|translate)|how to (?:say|phrase|word)|"
    r"register|formal\w*|polite\w*|differen\w* between|soutenu\w*|forme polie|comment (?:dire|traduire|dit-on)|"
    r"cómo se dice|cómo decir|registro formal|wie sagt man|förmlich|höflich\w*|come si dice|"
    r"como se diz|hoe zeg je|jak powiedzieć|nasıl (?:söylenir|denir))\b"
    r"|(?<!\w)(?:как сказать|как вежливо|формальн\w*|вежлив\w*)(?!\w)"
    r"|الفصحى|ما الفرق بين|丁寧語|敬語|どう言|どう言い|怎么说|怎么讲|正式的说法|존댓말|높임말|어떻게 말",
    re.IGNORECASE)
_ASKED = re.compile(r"[?？؟]")
# The sorting verb put aside before curate/quoted.py looks for an operation of the speaker's ("mark which").
_ASIDE = re.compile(r"\b(?:mark|tag|label|rate|score|sort)\b", re.IGNORECASE)
# How long a labelled item, and a phrase asked about, may be.
ITEM_MAX = 220
PHRASE_MAX = 120


def task(own: str, quotes: list[str]) -> bool:
    """Are the quotes the items of the speaker's labelling task, or the phrase their wording question asks about?"""
    if not quotes:
        return False
    if (len(quotes) >= 2 and all(len(q) <= ITEM_MAX for q in quotes)
            and _SORT.search(own) is not None and _KINDS.search(own + " " + " ".join(quotes)) is not None):
        return True
    return (len(quotes) <= 3 and all(len(q) <= PHRASE_MAX for q in quotes) and "\n" not in own.strip()
            and _WORDING.search(own) is not None and _ASKED.search(own) is not None)


def aside(own: str) -> str:
    """The speaker's words with the sorting verbs put aside."""
    return _ASIDE.sub(" ", own)
