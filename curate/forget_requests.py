"""The person asking the memory to forget one thing of theirs: "forget my old address" (pure).

"Please forget what I told you about my ex", "delete the note about my blood pressure", "忘掉我之前说的旧地址",
"vergiss meine alte Telefonnummer": the person's own request about their memory, which the nightly curator honours
by forgetting their gems about that thing through the one delete path (curate/curator.py, utils/forget.py).
Read in English, Chinese, German, French, Spanish, Italian, Portuguese, Dutch, Russian, Japanese and Korean.

A request is an order addressed to the memory: the verb opens a sentence or a clause (after "please", "can you",
"I want you to"), and what it names is the speaker's own ("my ...", "what I told you about ...", "the note
about ..."). Not a request, because a wrong firing deletes memories nobody asked to lose:
- the speaker's own lapse or somebody else's ("I forgot my password", "my mom keeps forgetting my birthday");
- a reminder ("don't forget to buy milk", "别忘了买牛奶");
- a change of mind ("forget it, let's use Postgres", "forget my earlier suggestion, ...": supersession's, not ours);
- a how-to or a program's forgetting ("how do I make git forget a file", "delete my old branch");
- text the speaker pasted or quoted (curate/pasted.py, curate/quoted.py): an e-mail saying "forget what we said"
  speaks for its sender;
- an assistant's turn (the curator only asks this of the user's own words).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from curate import pasted, quoted

# A request is said in a sentence or two; a longer stretch of own words is read sentence by sentence up to here.
MAX_SENTENCE_CHARS = 300
# What the request names is a short noun phrase; a longer one is a clause that only looks like an object.
MAX_OBJECT_CHARS = 60


@dataclass(frozen=True)
class ForgetRequest:
    """One request: what to forget, as the person named it (framing and politeness taken off), and its language."""

    about: str
    language: str


# ---- English ---------------------------------------------------------------------------------------

# Where an order starts: the message or a sentence, or a clause after a comma; a few fillers and a polite form may
# stand before the verb, never a subject ("I forgot", "my mom keeps forgetting", "how do I make git forget").
_EN_POLITE = (r"(?:(?:please|pls|kindly)\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|"
              r"I(?:'d|\s+would)\s+like\s+you\s+to\s+|I\s+(?:want|need)\s+you\s+to\s+|go\s+ahead\s+and\s+)")
# After a comma only with a polite form: "relax, forget my troubles" lists what the subject does.
_EN_START = (r"(?:(?:^|[.!?;:\n]\s*)"
             r"(?:(?:ok(?:ay)?|hey|also|and|oh|btw|by\s+the\s+way|now|so|one\s+more\s+thing|actually|"
             rf"one\s+thing|thanks|thank\s+you)[,:]?\s+)*{_EN_POLITE}?|,\s*(?:and\s+|but\s+)?{_EN_POLITE})")
_TOLD = (r"(?:what|whatever|everything|anything|all)\s+(?:that\s+)?I(?:'ve|\s+have)?\s+"
         r"(?:told|said|mentioned|shared|wrote|said\s+to)(?:\s+(?:to\s+)?you)?\s+(?:about|regarding|on|of)\s+")
_KNOW = (r"(?:what|whatever|everything|anything|all)\s+(?:that\s+)?you\s+"
         r"(?:know|remember|have\s+(?:stored|saved|noted)|stored|saved|noted|kept)\s+(?:about|regarding|on|of)\s+")
_NOTE = (r"(?:the|your|any|all(?:\s+the)?|those|these)\s+(?:notes?|memor(?:y|ies)|records?|entr(?:y|ies)|gems?|"
         r"details?|info(?:rmation)?)\s+(?:(?:that\s+)?you\s+(?:have|kept|saved|stored|took)\s+)?"
         r"(?:about|on|of|regarding)\s+")
_MY = r"(?=my\s)"
_EN = [re.compile(p, re.IGNORECASE) for p in (
    # forget my X / forget about my X / forget what I told you about X / forget what you know about X / ... notes
    rf"{_EN_START}forget\s+(?:about\s+)?(?:{_TOLD}|{_KNOW}|{_NOTE}|{_MY})(?P<obj>[^.;!?\n]+)",
    # forget that I mentioned my X
    rf"{_EN_START}forget\s+(?:that|how)\s+I\s+(?:mentioned|told\s+you(?:\s+about)?|said|shared|talked\s+about)\s+"
    rf"(?P<obj>[^.;!?\n]+)",
    # delete / erase / wipe ... what you know / what I told you / the notes about X
    rf"{_EN_START}(?:delete|remove|erase|wipe|clear|drop)\s+(?:out\s+)?(?:{_TOLD}|{_KNOW}|{_NOTE})(?P<obj>[^.;!?\n]+)",
    # remove my X from your memory
    rf"{_EN_START}(?:delete|remove|erase|wipe|clear|drop)\s+(?P<obj>my\s[^.;!?\n]+?)\s+from\s+(?:your\s+)?memor(?:y|ies)",
    # stop remembering my X / don't remember my X anymore
    rf"{_EN_START}stop\s+(?:remembering|keeping)\s+(?P<obj>my\s[^.;!?\n]+)",
    rf"{_EN_START}(?:don'?t|do\s+not)\s+remember\s+(?P<obj>my\s[^.;!?\n]+?)\s+any\s?more\b",
)]
# Where the named thing ends: a clause that gives a reason or goes on to something else.
_EN_TAIL = re.compile(
    r"\s*(?:,|\s-\s|\s+(?:because|since|as|and\s+(?:also|then)|but|so|any\s?more|from\s+now\s+on|please|too|"
    r"as\s+well|from\s+(?:your\s+)?memor(?:y|ies)|entirely|completely|for\s+good|altogether|i\s+(?:changed|moved|"
    r"told|said|mentioned|gave|shared)|you\s+(?:know|have|saved|stored|remember))\b).*$",
    re.IGNORECASE)
# What a change of mind or a conversational correction names: "forget my earlier suggestion", "forget the last part".
_EN_ARTIFACT = re.compile(
    r"\b(?:suggestions?|ideas?|questions?|requests?|messages?|comments?|answers?|replies|reply|points?|examples?|"
    r"typos?|mistakes?|drafts?|part|bit|prompts?|instructions?|above|earlier\s+one|last\s+one|just\s+said|said\s+"
    r"just\s+now|order|plan|proposal)\b", re.IGNORECASE)
# "Forget my troubles", "forget my diet today": a figure of speech when it stands bare (no "what I told you").
_EN_FIGURE = re.compile(r"^my\s+(?:troubles|worries|problems|fears|cares|sorrows|pain|stress|diet|manners|age)\b",
                        re.IGNORECASE)
_EN_LEAD = re.compile(r"^(?:about\s+)?(?:the\s+fact\s+that\s+)?", re.IGNORECASE)

# ---- Chinese ---------------------------------------------------------------------------------------

# A sentence's start (after a filler), or a clause after a comma that opens with a polite form: "放松一下，忘掉我的烦恼"
# lists what the speaker does.
_ZH_START = (r"(?:(?:^|[。！？；.!?;\n]\s*)(?:(?:那|另外|还有|对了|好的?|嗯|哦)[，,]?\s*)?(?:请|麻烦)?你?(?:帮我)?"
             r"|[，,]\s*(?:请|麻烦)你?(?:帮我)?)")
_ZH_FORGET = r"(?:忘掉|忘记|忘了|忘却)"
_ZH_DELETE = r"(?:删掉|删除|删了|清除|清掉|抹掉|去掉)"
_ZH_MEMORY = r"(?:记录|记忆|笔记|备注|信息|资料|内容)"
_ZH_OBJ = r"[^。！？；，,.!?;\n]"
_ZH = [re.compile(p) for p in (
    rf"{_ZH_START}{_ZH_FORGET}(?P<obj>{_ZH_OBJ}{{2,30}})",
    rf"{_ZH_START}把(?P<obj>{_ZH_OBJ}{{1,30}}?)(?:都|全|全部)?(?:给)?{_ZH_FORGET}",
    rf"{_ZH_START}把(?P<obj>{_ZH_OBJ}{{1,30}}?{_ZH_MEMORY})(?:都|全|全部)?(?:给)?{_ZH_DELETE}",
    rf"{_ZH_START}{_ZH_DELETE}(?P<obj>{_ZH_OBJ}{{1,30}}?)的?{_ZH_MEMORY}",
    rf"{_ZH_START}(?:别|不要|不用)再?(?:记着|记住|记得)(?P<obj>{_ZH_OBJ}{{2,30}})",
)]
# The person's own thing: "我的", "我之前说的", "关于我...".
_ZH_OWN = re.compile(r"我|关于|有关")
_ZH_LEAD = re.compile(r"^(?:关于|有关)?(?:我(?:之前|以前|刚刚|上次|跟你|对你|和你)?(?:说|讲|提|告诉你|透露)?(?:过|到)?的?)?"
                      r"(?:关于|有关)?")
_ZH_TRAIL = re.compile(r"(?:的事情?|的情况|这件事|那件事|这些|那些|的|吧|了|啊|呀|哦|呢|好吗|好不好|可以吗)+$")
# A correction of what was just said, or a figure of speech ("忘掉我的烦恼吧": forget my troubles).
_ZH_ARTIFACT = re.compile(r"刚才|刚刚|上一句|上面|这个建议|那个建议|之前的建议|这个想法|那个方案|烦恼|不快|痛苦|压力|忧愁|伤心事")
_ZH_CHANGE = re.compile(r"(?:我们|咱们)?(?:改用|还是用|就用|换成|用\s*\w)")

# ---- the other languages: a polite form, the verb, and the speaker's own thing ----------------------------------

_START = r"(?:^|[.!?;:\n]\s*)"
_TAIL = r"(?P<obj>[^.,;!?\n]{2,60})"
_OTHER = [(lang, re.compile(p, re.IGNORECASE)) for lang, p in (
    ("de", rf"{_START}(?:bitte\s+)?(?:vergiss|vergesst|vergessen\s+Sie)\s*,?\s*(?:bitte\s+)?"
           rf"(?=mein|alles,?\s+was|was\s+ich)(?:alles\s*)?,?\s*(?:was\s+ich\s+(?:dir|Ihnen|euch)\s+"
           rf"(?:über|von|zu)\s+)?{_TAIL}"),
    ("de", rf"{_START}(?:kannst|könntest|würdest)\s+du\s+(?:bitte\s+)?(?P<obj>mein[^.,;!?\n]{{2,60}}?)\s+vergessen"),
    ("de", rf"{_START}(?:bitte\s+)?(?:lösch|lösche|löschen\s+Sie|entfern|entferne)\s+(?:bitte\s+)?"
           rf"(?:die|deine|alle)\s+(?:Notiz(?:en)?|Erinnerung(?:en)?|Einträge|Eintrag|Infos?)\s+(?:über|zu|von|zum|zur)\s+"
           rf"{_TAIL}"),
    ("fr", rf"{_START}(?:s'il\s+te\s+pla[iî]t,?\s+)?(?:oublie|oubliez)\s+(?=mon\s|ma\s|mes\s|tout\s+ce\s+que|ce\s+que)"
           rf"(?:(?:tout\s+)?ce\s+que\s+je\s+(?:t'|vous\s+)ai\s+(?:dit|raconté|écrit|confié)\s+"
           rf"(?:sur|à\s+propos\s+de|au\s+sujet\s+de|concernant)\s+)?{_TAIL}"),
    ("fr", rf"{_START}(?:supprime|supprimez|efface|effacez)\s+(?:la|les|ta|tes|votre|vos)\s+"
           rf"(?:notes?|souvenirs?|m[ée]moires?|entr[ée]es?|infos?)\s+(?:sur|à\s+propos\s+de|concernant)\s+{_TAIL}"),
    ("es", rf"{_START}(?:por\s+favor,?\s+)?(?:olvida|olvide|olvidad|olvídate\s+de|olvídese\s+de)\s+"
           rf"(?=mis?\s|todo\s+lo\s+que|lo\s+que)(?:(?:todo\s+)?lo\s+que\s+te\s+(?:dije|conté|comenté)\s+"
           rf"(?:sobre|de|acerca\s+de)\s+)?{_TAIL}"),
    ("es", rf"{_START}(?:por\s+favor,?\s+)?(?:borra|borre|elimina|elimine)\s+(?:la|las|el|los|tu|tus)\s+"
           rf"(?:notas?|recuerdos?|memorias?|registros?|apuntes?)\s+(?:sobre|de|acerca\s+de)\s+{_TAIL}"),
    ("it", rf"{_START}(?:per\s+favore,?\s+)?(?:dimentica|dimenticate|dimentichi)\s+"
           rf"(?=(?:il|la|i|le)?\s*(?:mio|mia|miei|mie)\s|(?:tutto\s+)?(?:quello|ciò)\s+che)"
           rf"(?:(?:tutto\s+)?(?:quello|ciò)\s+che\s+ti\s+ho\s+(?:detto|raccontato)\s+"
           rf"(?:sul|sulla|sull'|sui|sulle|su|del|della|di|riguardo\s+a)\s*)?{_TAIL}"),
    ("it", rf"{_START}(?:per\s+favore,?\s+)?(?:cancella|elimina)\s+(?:la|le|il|i|gli)\s+(?:nota|note|appunti?|ricordi?|"
           rf"memoria)\s+(?:sul|sulla|sull'|sui|sulle|su|del|della|di|riguardo\s+a)\s*{_TAIL}"),
    ("pt", rf"{_START}(?:por\s+favor,?\s+)?(?:esqueça|esquece|esqueçam)\s+"
           rf"(?=(?:[oa]s?\s+)?(?:meu|minha|meus|minhas)\s|(?:tudo\s+)?o\s+que)"
           rf"(?:(?:tudo\s+)?o\s+que\s+(?:eu\s+)?(?:te|lhe)\s+(?:disse|contei|falei)\s+"
           rf"(?:sobre|de|a\s+respeito\s+de)\s+)?{_TAIL}"),
    ("pt", rf"{_START}(?:por\s+favor,?\s+)?(?:apague|apaga|exclua|exclui|remova|remove)\s+(?:a|as|o|os|sua|suas)\s+"
           rf"(?:notas?|anotaç(?:ão|ões)|lembranças?|memórias?|registros?)\s+(?:sobre|de|da|do)\s+{_TAIL}"),
    ("nl", rf"{_START}(?:alsjeblieft,?\s+)?vergeet\s+(?:alsjeblieft\s+)?(?=mijn\s|(?:alles\s+)?wat\s+ik)"
           rf"(?:(?:alles\s+)?wat\s+ik\s+(?:je|jou|u)\s+(?:over|van)\s+)?{_TAIL}"),
    ("nl", rf"{_START}(?:verwijder|wis)\s+(?:de|je|jouw|uw|alle)\s+(?:notitie|notities|herinnering(?:en)?|"
           rf"aantekening(?:en)?)\s+over\s+{_TAIL}"),
    ("ru", rf"{_START}(?:пожалуйста,?\s+)?(?:забудь|забудьте)\s*,?\s+"
           rf"(?=мо[йяёюие]|моего|моей|моих|моим|(?:всё|все|то),?\s+что|что\s+я)"
           rf"(?:(?:всё|все|то),?\s+)?(?:что\s+я\s+(?:тебе\s+|вам\s+)?(?:рассказывала?|говорила?|писала?)\s+"
           rf"(?:тебе\s+|вам\s+)?(?:о|об|обо|про)\s+)?{_TAIL}"),
    ("ru", rf"{_START}(?:пожалуйста,?\s+)?(?:удали|удалите|сотри|сотрите)\s+(?:заметку|заметки|запись|записи|"
           rf"воспоминани[ея])\s+(?:о|об|обо|про)\s+{_TAIL}"),
)]
# What the object phrase may open with in these languages, left out of `about`.
_OTHER_LEAD = re.compile(r"^(?:alles,?\s*)?(?:was\s+ich\s+\w+\s+(?:über|von|zu)\s+)?", re.IGNORECASE)
_OTHER_TRAIL = re.compile(
    r"\s+(?:erzählt|gesagt|geschrieben|mitgeteilt)\s+(?:habe|hab)\b.*$|\s+(?:heb\s+)?(?:verteld|gezegd)\b.*$"
    r"|\s+(?:bitte|alsjeblieft|por\s+favor|per\s+favore|s'il\s+te\s+pla[iî]t|пожалуйста)\s*$",
    re.IGNORECASE)
_OTHER_ARTIFACT = re.compile(
    r"\b(?:vorschlag|idee|frage|nachricht|suggestion|idée|question|message|sugerencia|pregunta|mensaje|"
    r"suggerimento|domanda|messaggio|sugestão|pergunta|mensagem|voorstel|vraag|bericht|предложение|вопрос|"
    r"сообщение)\b", re.IGNORECASE)

# ---- Japanese and Korean: the object before the verb ------------------------------------------------------------

_JA = [re.compile(p) for p in (
    r"(?:^|[。！？!?\n、])\s*(?P<obj>[^。！？!?\n、]{1,30}?)(?:は|を)(?:もう)?(?:忘れて|忘れちゃって)"
    r"(?=ください|下さい|くれ|ほしい|欲しい|[。！!]|$)",
    r"(?:^|[。！？!?\n、])\s*(?P<obj>[^。！？!?\n、]{1,30}?)(?:の|に関する|についての)(?:メモ|記録|記憶|情報)を"
    r"(?:削除|消去|消)して(?=ください|下さい|くれ|ほしい|[。！!]|$)",
)]
# "仕事のことは忘れて！" (forget about work) is cheer, not a request: the speaker's own thing is named ("私の") or told.
_JA_OWN = re.compile(r"私の|僕の|俺の|わたしの|について|に関する|メモ|記録")
_JA_LEAD = re.compile(r"^(?:私|僕|俺|わたし)の")
_JA_TRAIL = re.compile(r"(?:について(?:話した|言った|伝えた|教えた)こと|のこと|に関すること)$")
_KO = [re.compile(p) for p in (
    r"(?:^|[.!?\n,])\s*(?P<obj>[^.!?\n,]{1,30}?)(?:은|는|을|를)?\s*(?:잊어|잊어버려)\s*(?:줘|주세요|줄래|줘요|버려|버리세요)",
    r"(?:^|[.!?\n,])\s*(?P<obj>[^.!?\n,]{1,30}?)\s*(?:메모|기록|정보)\s*(?:를|을)?\s*"
    r"(?:삭제|지워)\s*(?:해\s*줘|해\s*주세요|줘|주세요)",
)]
_KO_OWN = re.compile(r"(?:^|\s)(?:내|제|나의|저의)\s|에\s*(?:대해|관한|대한)|메모|기록")
_KO_LEAD = re.compile(r"^(?:내|제|나의|저의)\s+")
_KO_TRAIL = re.compile(r"\s*에\s*(?:대해|관해)\s*(?:말한|얘기한|이야기한)\s*(?:거|것)$|\s*(?:거|것)$")

# A change of mind after the request ("forget my earlier plan, let's use Postgres"): supersession's business.
_CHANGE = re.compile(
    r"\b(?:let'?s|instead|we'?ll\s+(?:go|use|do|take)|go\s+with|i\s+meant|lass\s+uns|nehmen\s+wir|stattdessen|"
    r"prenons|on\s+prend|plutôt|usemos|mejor\s+usa|usiamo|vamos\s+usar|laten\s+we|давай)\b",
    re.IGNORECASE)
_WORD = re.compile(r"\w")


def forget_request(text: str) -> ForgetRequest | None:
    """The person's own request that the memory forget one thing of theirs, or None (see the module's docstring)."""
    if not text or len(text) > 20 * MAX_SENTENCE_CHARS:
        return None
    own, _ = pasted.split(text.replace("’", "'"))
    own = quoted.speakers_words(own)
    for piece in _pieces(own):
        found = _english(piece) or _chinese(piece) or _other(piece) or _cjk_after(piece)
        if found is not None:
            return found
    return None


def _pieces(own: str) -> list[str]:
    """The own words in stretches short enough to be a request (each line, cut at MAX_SENTENCE_CHARS)."""
    out = []
    for line in own.split("\n"):
        line = line.strip()
        out += [line[i:i + MAX_SENTENCE_CHARS] for i in range(0, len(line), MAX_SENTENCE_CHARS)] if line else []
    return out


def _accept(obj: str, rest: str, lang: str) -> ForgetRequest | None:
    """The object, when it names a thing (not a pronoun, a quote or a correction) and no change of mind follows."""
    obj = obj.strip(" \t'\"-:")
    if (not obj or len(obj) > MAX_OBJECT_CHARS or quoted.PLACEHOLDER in obj or len(_WORD.findall(obj)) < 2
            or _CHANGE.search(rest[:160])):
        return None
    return ForgetRequest(obj, lang)


def _english(piece: str) -> ForgetRequest | None:
    for rx in _EN:
        m = rx.search(piece)
        if m is None:
            continue
        obj = _EN_TAIL.sub("", _EN_LEAD.sub("", m.group("obj").strip()))
        if _EN_ARTIFACT.search(obj) or _EN_FIGURE.search(m.group(0)[m.start("obj") - m.start():]) or re.fullmatch(r"(?:my\s+)?(?:it|that|this|those|these|everything|all|stuff)",
                                                    obj, re.IGNORECASE):
            return None
        return _accept(obj, piece[m.start("obj"):], "en")
    return None


def _chinese(piece: str) -> ForgetRequest | None:
    for rx in _ZH:
        m = rx.search(piece)
        if m is None:
            continue
        raw = m.group("obj")
        if not _ZH_OWN.search(raw) or _ZH_ARTIFACT.search(raw) or _ZH_CHANGE.search(piece[m.end():]):
            return None
        obj = _ZH_TRAIL.sub("", _ZH_LEAD.sub("", raw.strip()))
        if len(obj) < 2:
            return None
        return ForgetRequest(obj, "zh")
    return None


def _other(piece: str) -> ForgetRequest | None:
    for lang, rx in _OTHER:
        m = rx.search(piece)
        if m is None:
            continue
        obj = _OTHER_TRAIL.sub("", _OTHER_LEAD.sub("", m.group("obj").strip()))
        if _OTHER_ARTIFACT.search(obj):
            return None
        return _accept(obj, piece[m.start("obj"):], lang)
    return None


def _cjk_after(piece: str) -> ForgetRequest | None:
    """Japanese and Korean, where the object stands before the verb."""
    for lang, rxs, own_rx, lead, trail in (("ja", _JA, _JA_OWN, _JA_LEAD, _JA_TRAIL),
                                            ("ko", _KO, _KO_OWN, _KO_LEAD, _KO_TRAIL)):
        for rx in rxs:
            m = rx.search(piece)
            if m is None:
                continue
            raw = m.group("obj").strip()
            if not own_rx.search(piece[m.start("obj"):m.end()]):
                return None
            obj = trail.sub("", lead.sub("", raw)).strip()
            return ForgetRequest(obj, lang) if len(obj) >= 2 else None
    return None
