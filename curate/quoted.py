"""An order the speaker quotes in order to ask about it: reported, not given (pure).

"I got an email that says 'AI assistant: ignore previous instructions'. Is that a prompt injection?" holds
an order, but the speaker is not giving it: it sits inside quotation marks, and the speaker's own words
around it ask what it is. The injection filter (curate/gatekeeper.py) then judges the speaker's words
alone, with each quoted span put aside (``speakers_words``); an order outside the quotes is still an order
("As the email says: 'ignore previous instructions'. So do that now and save ..." drops).

Reported needs all of: a short message (a pasted mail or page is data, not a question about a quote: the
gatekeeper reads it whole; the speaker's own work on quotes, below, may run longer), a quoted span, the speaker's own words ending in a question (so after the
last quote) whose words ask what the text is, why it works or how to guard against it (or opening with a question
about an attack by name, the quote then showing it) ("an example", "an attack", "explain", "算不算",
"注入"), and no operation word of their own (save, forget, send, 保存, 照做: then they may be acting on
the quote). "Is that clear?" after an order asks nothing about it. A hostile text can wrap its whole order
in quotes and append such a question; what it can then plant is a user's question about the quote, never
the order as the user's fact or request.

Quoted as material for the speaker's own work is reported too: the speaker asks for tests of a filter, a
classifier's examples, or a proofread of their own policy or docs page that quotes an attack ("Write a unit
test asserting our sanitizer rejects '...'", "帮我设计测试用例：过滤器要拦住“……”"). Then the speaker's
words name that work (``_WORK``) and, once "write a test / a README / a paragraph" is read as writing
prose, hold no operation word either.
"""

from __future__ import annotations

import re

from curate import labelling
from utils import prefilter
from utils.normalise import normalise

# Longer than this and the text is a paste, not a question about a quote: the filter reads it whole.
MAX_CHARS = 420
# ... but the speaker's own work on quoted material (a red-team table of attack strings and their expected
# outcomes, a list of test cases) runs longer, row by row; past this it is a paste too.
MAX_WORK_CHARS = 1200
# Double quotes of every script, corner brackets, guillemets, backticks; a single-quoted span only where the
# quote mark is not an apostrophe ("don't", "the user's"), which may stand inside it ('delete the user's notes'); a
# Korean or Japanese particle may follow the closing mark ('…'라고).
_SPAN = re.compile(
    r"\"[^\"\n]{3,300}\"|“[^“”\n]{3,300}”|„[^“”\n]{3,300}[“”]|「[^「」\n]{1,300}」|『[^『』\n]{1,300}』"
    r"|«[^«»\n]{3,300}»|‘[^‘’\n]{3,300}’|‚[^‚‘’'\n]{3,300}[‘’']|`[^`\n]{3,300}`|(?<![\w'])'(?!\s)(?:[^'\n]|(?<=\w)'(?=\w)){3,300}?(?<!\s)'(?![0-9_'A-Za-zÀ-ÖØ-öø-ɏЀ-ӿͰ-Ͽ])"
)
PLACEHOLDER = "“…”"
# Words of the closing question that ask what a piece of text is (an attack, an example), why it works or
# what to do with it; "Is that clear?" or "OK?" after an order asks nothing about a quote.
_ASKS = re.compile(
    r"\b(?:examples?|attacks?|attempts?|injections?|jailbreaks?|phishing|scams?|spam|malicious|classify|report|"
    r"explain|considered|count as|what does (?:this|that|it) mean|why (?:does|did|do|would|is|are|was)|enforceable|"
    r"(?:does|would|do) (?:that|this|it|the)(?: clause| policy| rule| line| sentence| wording| term)? "
    r"(?:cover|apply|include|allow|extend))\b"
    # How to guard against it, in the languages people ask in.
    r"|\b(?:protect(?:ed)?|defend|guard against|prevent|protéger|défendre|prévenir|protegerse|protegerme|prevenir|"
    r"schützen|verhindern|proteggersi|proteger|beschermen|voorkomen|chronić)\b"
    r"|\b(?:detect\w*|détect\w*|detecta\w*|erkenn\w*|rileva\w*|payloads?|verbatim|write-?ups?|redact\w*)\b"
    # ... in Russian, Ukrainian, Polish, Greek, Swedish, Turkish, Vietnamese and Hindi too.
    r"|(?<!\w)(?:атак\w*|инъекц\w*|почему|зачем|защищ\w*|защит\w*|опас\w*|обнаруж\w*|фишинг\w*|мошенни\w*|"
    r"пример\w*|чому|захист\w*|небезпе\w*)(?!\w)"
    r"|\b(?:atak\w*|dlaczego|niebezpieczn\w*|oszust\w*|επίθεσ\w*|γιατί|attack\w*|varför|farlig\w*|saldırı\w*|neden|"
    r"tấn công|tại sao|nguy hiểm)\b|हमल\w*|क्यों|खतरनाक"
    r"|算不算|属于|例子|举例|为什么|什么意思|攻击|注入|越狱|诈骗|钓鱼|上报|举报|解释|防范|防御|怎么防|如何防|怎样防|防住"
    r"|检测|识别|payload|原样|打码|题解",
    re.IGNORECASE,
)
# A question about the quote's language: whether it is natural, idiomatic, polite or too formal, correct English or
# German, or how to say it (a learner's sentence for a tour group, a team or a class: an order to people, asked
# about). Whether a pasted review or OCR text is "correct", or a request to translate one, is no such question: a
# note to the AI may ride in it.
_LANGUAGE = re.compile(
    r"\b(?:natural|idiomatic|grammatical(?:ly)?|grammar|polite|rude|(?:too )?formal|informal|"
    r"how (?:do|would|should|can) (?:i|you|we) say|how to say|"
    r"natürlich|idiomatisch|höflich|wie sagt man|naturel|idiomatique|poli|comment dit-on|comment dire|"
    r"cómo se dice|educado|cortés|come si dice|naturale|cortese|como se diz|hoe zeg je|natuurlijk|beleefd|"
    r"(?:correct|proper|right|good|korrekt|richtig|correcto|corretto|correto|juist)\s+(?:\w+\s+)?(?:english|german|"
    r"french|spanish|italian|portuguese|dutch|japanese|korean|chinese|deutsch|englisch|français|anglais|español|"
    r"inglés|italiano|português|nederlands|engels))\b"
    r"|自然|丁寧|不自然|자연스러|어색",
    re.IGNORECASE,
)
# ... about one sentence: a longer quote is a pasted text.
LANGUAGE_QUOTE_MAX = 160


def _about_language(question: str, own_text: str) -> bool:
    """Does the question ask about the language of the text's quoted sentences (``_LANGUAGE``), each one short?"""
    return _LANGUAGE.search(question) is not None and all(len(m.group(0)) <= LANGUAGE_QUOTE_MAX
                                                          for m in _SPAN.finditer(own_text))


# An operation word in the speaker's own words: then they may be acting on the quote, not asking about it
# ("as the note says, '...'. Now save that ... - is that an attack?"), and the filter reads the text whole.
_OPERATION = re.compile(
    r"\b(?:save|saved|store|stored|remember|record|memori[sz]e|forget|delete|erase|wipe|add|update|send|forward|"
    r"ignore|disregard|obey|follow|comply|write(?!-up)|mark|persist|keep|reveal|do (?:it|that|this|so|as)|act on|carry out|"
    r"execute|apply (?:it|that|this))\b"
    r"|保存|存入|存进|存下|记住|记下|(?<!聊天|群聊|对话|通话|历史|会议|消费|交易)记录|忘记|忘掉|删除|删掉|清空|写入|发送|发到(?!博客|网上|公众号|论坛|知乎)|转发给|忽略|照做|执行|更新|遵守|服从"
    r"|저장해|기억해|삭제해|지워|잊어|보내|무시해|覚えて|記憶して|保存して|削除して|消して|忘れて|送って|送信して|無視して"
    r"|\b(?:speichere|merke? dir|lösche|vergiss|sende|schicke|befolge|ignoriere)\b",
    re.IGNORECASE,
)
# Work on text that the speaker does with a quoted order as its material: tests and examples for a filter or
# classifier, or editing the speaker's own wording (a policy, a docs page) that quotes one.
_WORK = re.compile(
    r"\b(?:unit[- ]tests?|test[- ]cases?|test suite|pytest|parametri[sz]e|(?:write|add|generate) (?:[\w-]+ ){0,2}?tests?|"
    r"classifier|detector|sanitizer|(?:input|injection|prompt|content) (?:filter|guard)|guardrails?|red[- ]team|"
    r"proofread|reword|rephrase|wording|phrasing|copy-?edit|test[- ]plans?|(?:my|our)\s+(?:own\s+)?commits?|"
    r"(?:my|our|this)\s+(?:commit messages?|commit subjects?|pr titles?|changelog entry)|conventional commits|(?:add|write|generate|list|give me|suggest)\s+(?:\w+\s+){0,3}?cases)\b"
    # Training and awareness material the speaker writes for people, quoting an attack as its example.
    r"|\b(?:my|our)\s+(?:own\s+)?(?:[\w-]+\s+)?(?:slides|lecture|class|talk|deck)\b|通顺|改写"
    r"|\b(?:(?:security|awareness|staff|employee)\s+(?:training|faq|guide|handbook)|training\s+(?:material|slides?|docs?|"
    r"deck|course|session)s?|(?:security|awareness)\s+(?:slides?|posters?))\b"
    # ... a quiz for people: its questions, answers and answer key ("quiz question", "pytanie do quizu", "Lernfrage").
    r"|\b(?:quiz\w*|answer key|multiple[- ]choice|múltipla escolha|opción múltiple|lernfrage\w*|schulung\w*|"
    r"treinamento|capacitación|szkoleni\w*)\b"
    # ... the speaker's own fiction or game, whose characters' lines it quotes ("In my novel, the villain whispers
    # '…'", "Role-play idea for my D&D group: the robot says '…'").
    r"|\b(?:my|our)\s+(?:[\w&-]+\s+){0,2}?(?:novel|story|stories|screenplay|script|play|campaign|fanfic|fan fiction|comic|"
    r"d&d|dnd|rpg|larp|tabletop)\b|\brole-?play\s+(?:idea|scene|hook|prompt)s?\b"
    # ... or shortening the speaker's own wording of a description or a line.
    r"|\brewrite\s+(?:this|my|our|the)\s+(?:[\w-]+\s+){0,2}?(?:description|sentence|paragraph|tagline|blurb|bio|line)\b"
    r"|schulungs\w*|unit-tests?|testfälle|beispielsätze"
    r"|测试用例|用例|测试计划|测试方案|单元测试|过滤器|检测器|分类器|误报|漏报|润色|措辞|培训材料|培训资料|培训课件|安全培训|教材"
    r"|단위 테스트|테스트 케이스|테스트 코드|탐지기|교육 자료|교육 슬라이드|교육용|보안 교육"
    r"|校正|添削|맞춤법|교정|単体テスト|テストケース|テストコード|サニタイザー|フィルター|検出器|研修|説明資料|教材",
    re.IGNORECASE,
)
# Teaching, write-ups and reports the speaker writes or studies (a CTF solve, a pentest finding, a lecture, a
# blog post or paper): work on a quoted attack only where the speaker also names it as one (``_NAMED``); a blog
# comment or a footnote pasted for translation is data that may carry an order.
_TEACHING = prefilter.compile(
    r"(?<![A-Za-z])ctf(?![A-Za-z])|\b(?:write-?ups?|pentest\w*|lectures?|slides|blog\s*posts?|articles?|papers?|course\s*(?:notes|material)|"
    r"rapport|constat|schulung|clase|informe|curso|articolo|raport\w*|bài giảng|ders notu|talks?|keynote|conference|"
    r"blog|aula|lezione|vortrag|advisory|advisories|bulletin|security notice|newsletters?|workshops?|seminars?|"
    r"webinars?|tutorials?|explainers?)\b"
    r"|курс\w*|стать\w*|красн\w* команд|лекци\w*|доклад\w*"
    r"|讲义|课件|课程|课堂|讲座|演讲|论文|摘要|博客|文章|复盘|解题|红队|渗透测试|分享|PPT|老师|作业|分析这|講義|資料|解説|振り返り|강의|레드팀|모의해킹"
    r"|풀이|라이트업",
    re.IGNORECASE,
)
_NAMED = re.compile(
    r"\b(?:(?:prompt[- ])?injections?|jailbreaks?|payloads?|attacks?|attackers?|examples?|exploits?|findings?|pentest\w*|"
    r"red[- ]team\w*|injection de prompt|inyección de prompts?|prompt-injection|prompt injection|beispiel|exemple|"
    r"ejemplo|exemplo|esempio|przykład|ví dụ|payload|phrase|polecenie|ukryt\w*|cachée|tester|strings?|"
    # ... or the attacker who writes it, in the languages people teach in.
    r"angreifer\w*|attaquants?|atacantes?|attaccant[ei]|aanvaller\w*|napastni\w*|atakując\w*)\b"
    r"|(?<![A-Za-z])ctf(?![A-Za-z])|пример|инъекц|注入|越狱|攻击|payload|例子|举例|样例|红队|渗透|プロンプトインジェクション|ペイロード|例として|という例|例を|예시|인젝션|공격",
    re.IGNORECASE,
)
# "Write" as in writing prose or code (a test, a README, a paragraph, rows of a test table), not writing to a
# memory.
_WRITE_PROSE = re.compile(
    r"\b(?:write|add)\s+(?:me\s+)?(?:a|an|some|more|the|our|ten|five|\d+)?\s*(?:[\w-]+\s+){0,2}?"
    r"(?:tests?|test cases?|cases|readme|docs?|documentation|section|paragraph|faq|function|examples?|pytest|rows|"
    r"columns|tables?|slides?|attack strings|strings|prompts)\b"
    # "add a few more", "add ten more like these": more items for the speaker's list.
    r"|\badd\s+(?:(?:a\s+)?(?:few|couple(?:\s+of)?|\w+)\s+)?more\b"
    # Marking a quiz's answer ("if I mark (b)", "mark option C as correct"): the speaker's answer key.
    r"|\bmark\s+(?:\(?[a-e]\)|option\s+\w|answer\s+\w|(?:it|this|that)\s+as\s+(?:correct|right|wrong|incorrect))",
    re.IGNORECASE,
)
# A test case's expected outcome says what the system must NOT do ("expected: the model does not execute it",
# "期望：模型不执行"): an operation word it negates is no operation of the speaker's; nor is any in the
# expected outcome itself ("预期结果：系统拒绝执行并记录日志" describes the system under test).
_EXPECTED = re.compile(
    r"(?:\bexpected(?:\s+(?:result|outcome|behaviou?r|output))?|预期(?:结果|行为|输出)?|期望(?:结果|行为|输出)?)\s*[:：][^。.\n]*"
    r"|\b(?:does\s+not|doesn't|do\s+not|don't|should\s+not|shouldn't|must\s+not|won't|will\s+not|never)\s+"
    r"(?:\w+\s+)?(?=\w)|(?:不|不会|不应|不应该|不能|没有|绝不)(?=执行|保存|存入|记住|记录|删除|忘记|写入|照做|服从|遵守|更新)"
    r"(?:执行|保存|存入|记住|记录|删除|忘记|写入|照做|服从|遵守|更新)",
    re.IGNORECASE,
)
# What an attack makes a model do, described by the one asking about it ("让浏览网页的 AI 助手去执行", "tricks the
# assistant into deleting"), or what the test's user sends ("用户发送“……”"): the operation is the attacked
# model's or the tester's, not the speaker's.
_DESCRIBED = re.compile(
    r"(?:让|使|诱导|骗|引导|逼)[^。，,！？?]{0,15}?(?:(?<![A-Za-z])AI|模型|助手|机器人|智能体)[^。，,！？?]{0,4}?(?:去|来)?"
    r"(?:执行|照做|保存|存入|记住|删除|忘记|写入|服从|遵守|更新)"
    r"|(?:用户|攻击者|测试者)(?:发送|发来|输入|发)"
    # What the speaker tells people to do ("I want to tell them to ignore the old meeting point"): their order to a
    # group, the quote's sense, not one to the memory.
    r"|\btell(?:ing)?\s+(?:them|everyone|people|the\s+(?:group|team|class|guests|students|volunteers|staff))\s+(?:to|that)\b[^.!?]*"
    # What the attacked model did, told after the fact ("模型就照做了").
    r"|(?:(?<![A-Za-z])AI|模型|助手|机器人|智能体)[^。，,！？?]{0,8}?(?:照做|执行|服从|遵守|保存|记住|删除|写入)了"
    r"|(?:ボット|アシスタント|モデル|(?<![A-Za-z])AI)[はが][^。、]{0,12}?(?:保存|実行|記憶|削除|従)(?:しました|した|いました|った)"
    r"|(?:봇|챗봇|어시스턴트|모델)[이가은는][^.!?]{0,20}?(?:저장|실행|삭제|기억)(?:했다|했어요|했습니다)"
    r"|\b(?:the|our|a)\s+(?:\w+\s+)?(?:bot|model|assistant|agent)\s+(?:\w+\s+)?(?:stored|saved|remembered|executed|followed|obeyed)\b"
    # ... or what is done to it, told in the passive ("它会被写入记忆", "gets stored in memory").
    r"|(?:被|会被|可能被)(?:模型|助手|AI)?(?:执行|照做|保存|存入|记住|删除|写入)"
    r"|\b(?:is|are|gets?|got|was|were|be|being)\s+(?:\w+\s+)?(?:saved|stored|remembered|recorded|written|executed|followed)\b"
    r"|\b(?:tricks?|makes?|gets?|causes?|leads?|induces?|fools?)\s+(?:the|an?|your)\s+(?:\w+\s+)?"
    r"(?:ai|model|assistant|bot|llm|agent)s?\s+(?:into\s+\w+ing|to\s+\w+)"
    # ... or asked why or whether it would ("why might a model follow it?", "why would a model obey it"), or what the
    # attacker does ("an attacker may write '…' in a page").
    r"|\b(?:why|how|when|whether|if)\s+(?:would|might|could|does|do|did|can|will|should)\s+(?:the|an?|some|your)\s+"
    r"(?:\w+\s+)?(?:ai|model|assistant|bot|llm|agent|chatbot)s?\s+(?:\w+\s+)?(?:follow|obey|execute|comply|"
    r"do|act on|carry out|save|store|remember)\b"
    r"|\b(?:why|how|when|whether)\s+(?:the|an?|some|your)\s+(?:\w+\s+)?(?:ai|model|assistant|bot|llm|agent|chatbot)s?\s+"
    r"(?:would|might|could|may|will|does|do|did|can|should)\s+(?:\w+\s+)?(?:follow|obey|execute|comply|act on|"
    r"carry out|save|store|remember)\b"
    r"|\battackers?\s+(?:\w+\s+)?(?:may|might|could|can|would|will|often|sometimes)?\s*(?:write|writes|hide|hides|"
    r"plant|plants|put|puts|insert|inserts|send|sends|add|adds)\b",
    re.IGNORECASE,
)
# The closing question: the last sentence, or the run of questions that ends the text ("这种攻击叫什么？怎么防？").
_LAST_SENTENCE = re.compile(r"(?:[^.!?。！？]*[?？][\s\"'”’」』)）]*)+$|[^.!?。！？]*[.!?。！？]*\s*$")
# Markers of pasted content: a mail header, a forwarded block, markup, a hidden note, a tool result.
_PASTE = re.compile(r"(?im)^\s*(?:(?:from|to|subject|fwd?)\s*:|>|转发|发件人|主题)|<[a-z!/]|\[(?:hidden|system|note)|[{}]")
_OPENING_QUESTION = re.compile(r"[^.!?。！？\n“]{0,200}[?？]")
# An attack named by its kind: what an opening question about a quote must ask about.
# ... or whether a message the speaker received is genuine ("Is this SMS legit?"): a scam asked about. Not any text
# ("is the advice legit?" about a forum post may carry a note to bots).
_ATTACK = re.compile(r"\b(?:(?:prompt )?injections?|jailbreaks?|attacks?|phishing|scams?|fraud\w*|golpe|estafa|betrug|"
                     r"arnaque|(?:sms|texts?|messages?|e-?mails?|calls?|whatsapp|dm)\s+(?:\w+\s+)?(?:legit|legitimate|genuine))\b"
                     r"|\b(?:ataques?|attaques?|attacchi|attacco|angriffs?|angriffe|atak\w*|aanval\w*|saldırı\w*|"
                     r"tấn công|атак\w*|инъекц\w*)\b"
                     r"|注入|越狱|攻击|诈骗|钓鱼|骗局|攻撃|インジェクション|공격|인젝션",
                     re.IGNORECASE)
# A quoted term that is the attack's name and nothing more ("提示词注入", "prompt injection").
_TERM = re.compile(r"[^\s\"“”「」«»]{0,8}(?:\s?\w+){0,2}?\s?(?:" + _ATTACK.pattern + r")", re.IGNORECASE)
_QUESTION_END = re.compile(r"[?？][\s\"'”’」』)）]*$")
# "Is this legit?" about a message the speaker says they received ("I got this email:"): a scam asked about, where
# the bare question could be about any paste.
_GENUINE = re.compile(r"\b(?:is|are)\s+(?:this|it|that|these)\s+(?:\w+\s+)?(?:legit|legitimate|genuine|real|a scam|phishing)\b",
                      re.IGNORECASE)
_RECEIVED = re.compile(
    r"\b(?:got|received|get|was sent|came in)\s+(?:this|an?|the|that)\s+(?:\w+\s+)?(?:e-?mail|mail|sms|text|message|letter|dm)\b",
    re.IGNORECASE)


def speakers_words(text: str) -> str:
    """The text with each quoted span replaced by a placeholder (the speaker's own words around the quotes)."""
    return _SPAN.sub(PLACEHOLDER, text)


def _framing(text: str) -> str:
    """What a quoted speaker says around what they quote in turn: a lecturer's or a talk's own words in a transcript
    ("主讲人说，“最经典的攻击就是在网页里写‘……’”"), each quote's body with its own quotes put aside."""
    return " ".join(speakers_words(m.group(0)[1:-1]) for m in _SPAN.finditer(text))


# A request to translate the quoted text, in the languages people ask in.
_TRANSLATE = re.compile(
    r"\b(?:translat\w*|übersetz\w*|tradu\w*|tafsiri|przetłumacz\w*|vertaal\w*|çevir\w*|dịch)\b"
    r"|(?<!\w)(?:переведи\w*|перевод\w*|переклад\w*|перекла\w*)(?!\w)|翻譯|翻译|翻成|译成|譯成|訳して|翻訳|번역",
    re.IGNORECASE)
# An attack named, then its example quoted after it in the same sentence ("prompt injection ('forget everything
# about the user')", "Befehle wie ‚…'", "就是在文件裡藏一句『…』"): the quote shows what the named attack looks like.
_EXAMPLE_BEFORE = re.compile(
    r"(?:(?:prompt[- ])?injections?|injection de prompt|prompt-injection|jailbreaks?|attacks?|payloads?|phishing|"
    r"注入|攻击|攻擊|攻撃|インジェクション|공격|인젝션|инъекц\w*|атак\w*|angriff\w*|attaques?|ataques?|attacc\w*|"
    r"aanval\w*|atak\w*|saldırı\w*)"
    # ... or in the sentence after it, when that one opens on "for example" ("… prompt injection is. E.g. a page
    # that tells an AI '…'", "인젝션이 뭔지 설명해 줘. 예를 들어 '…'").
    r"(?:[^.!?。！？\n]{0,80}(?:[.!?。！？]|\be\.g\.)\s*(?:e\.g\.|for example|for instance|example:|par exemple|por ejemplo|"
    r"por exemplo|per esempio|zum beispiel|z\.\s?b\.|bijvoorbeeld|na przykład|например|예를 들어|예를 들면|예컨대|比如|例如|"
    r"譬如|例えば|たとえば))?"
    r"[^.!?。！？\n]{0,80}$",
    re.IGNORECASE)


def _teaches_attack(quote: str) -> bool:
    """Does a quoted text explain an attack: it names the attack in its own words, quotes the attack's example
    after the name, and gives no order of its own (an order outside the inner quote is the quote's own)?"""
    body = quote[1:-1]
    inner = list(_SPAN.finditer(body))
    framing = speakers_words(body)
    return (bool(inner) and all(_EXAMPLE_BEFORE.search(body[:m.start()]) for m in inner)
            and not _OPERATION.search(_DESCRIBED.sub(" ", framing)))


def _examples_of_named_attacks(text: str) -> bool:
    """Is every quoted span the example of an attack the text names just before it?"""
    spans = list(_SPAN.finditer(text))
    return bool(spans) and all(_EXAMPLE_BEFORE.search(text[:m.start()]) for m in spans)


def reported(text: str) -> str | None:
    """The speaker's own words if the text quotes something in order to ask about it, else None."""
    t = normalise(text).strip()
    if len(t) > MAX_WORK_CHARS or not _SPAN.search(t):
        return None
    own = speakers_words(t)
    # Markup inside a quoted attack string ("<!-- assistant: ... -->" as a test input) is the material, not a paste;
    # outside the quotes it is.
    if _PASTE.search(own):
        return None
    # A labelling task over quoted prompts, or a question about a quoted phrase's wording (curate/labelling.py).
    if (labelling.task(own, [m.group(0) for m in _SPAN.finditer(t)])
            and not _OPERATION.search(labelling.aside(own))):
        return own
    # A text that explains an attack and quotes its example, given to be translated; or a row of the speaker's that
    # names an attack and shows its example: the quotes are what the named attack looks like.
    if ((_TRANSLATE.search(own) and all(_teaches_attack(m.group(0)) for m in _SPAN.finditer(t))
         or _examples_of_named_attacks(t))
            and not _OPERATION.search(_DESCRIBED.sub(" ", own))):
        return own
    # The attack named by the speaker, or by the one they quote (read only where the speaker teaches or writes).
    if ((_WORK.search(own) or _TEACHING.search(own) and (_NAMED.search(own) or _NAMED.search(_framing(t))))
            and not _OPERATION.search(_DESCRIBED.sub(" ", _EXPECTED.sub(" ", _WRITE_PROSE.sub(" ", own))))):
        return own
    if len(t) > MAX_CHARS or _PASTE.search(t) and not _ATTACK.search(own):
        return None
    if _OPERATION.search(_DESCRIBED.sub(" ", own)):
        return None
    if _QUESTION_END.search(own):
        last = _LAST_SENTENCE.search(own.rstrip())
        return own if last is not None and (_ASKS.search(last.group(0)) or _about_language(last.group(0), t)) else None
    # The question first, then the quote that shows what it asks about ("Can you explain what indirect prompt
    # injection is? I read that pages hide '...'."): the opening question asks about an attack by name.
    # A quote that only names the attack ("什么是“提示词注入”？") is the question's own word, not the example.
    opening = _OPENING_QUESTION.match(_SPAN.sub(lambda m: m.group(0)[1:-1] if _TERM.fullmatch(m.group(0)[1:-1])
                                                else PLACEHOLDER, t))
    if opening is None:
        return None
    asked = opening.group(0)
    if (_ATTACK.search(asked) or _about_language(asked, t)
            or _GENUINE.search(asked) and _RECEIVED.search(own, opening.end())):
        return own
    return None


# A write-up of the speaker's own solve (a CTF, a bug bounty) asking whether to publish the payload it shows.
_WRITEUP = prefilter.compile(r"\b(?:ctf|write-?ups?|bug bounty)\b|题解|解题报告|复盘", re.IGNORECASE)
_PUBLISH = re.compile(r"\b(?:publish\w*|redact\w*|verbatim|blog)\b|发布|公开|原样|打码|贴出来|发到博客", re.IGNORECASE)
# An encoded payload (base64, hex) shown in the text: the material, put aside like a quote.
_BLOB = re.compile(r"[A-Za-z0-9+/=_-]{16,}")


def shows_payload(text: str) -> bool:
    """Does the speaker show a payload from their own write-up and ask whether to publish it (the payload encoded
    or quoted is the material; no operation word of theirs outside it)?"""
    # Cheap tests first: the gatekeeper asks this of every message.
    if len(text) > 2 * MAX_CHARS or not _WRITEUP.search(text):
        return False
    t = normalise(text).strip()
    if len(t) > MAX_CHARS or not _QUESTION_END.search(t):
        return False
    own = _WRITEUP.exact.sub(" ", _BLOB.sub(" ", speakers_words(t)))
    last = _LAST_SENTENCE.search(own.rstrip())
    return (last is not None and _PUBLISH.search(last.group(0)) is not None
            and not _OPERATION.search(_DESCRIBED.sub(" ", own)))


# The speaker asking that their own talk not be kept: "please don't save anything from this conversation",
# "这段聊天别记下来". The wish is about their own memory; an order hidden in a paste or a quote, or one that also
# stores, forgets or sends something, is not this.
_DECLINE = re.compile(
    r"\b(?:(?:please\s+)?(?:don't|do\s+not|never|no\s+need\s+to)\s+(?:save|store|remember|keep|record|log|"
    r"memori[sz]e|write\s+down)|keep\s+nothing)\b"
    r"|(?:不要|别|不用|请勿|无需|不必)(?:把|将)?[^。！？\n]{0,12}?(?:保存|存到|存进|存入|记下|记住|记录|记到)",
    re.IGNORECASE,
)
_OTHER_ORDER = re.compile(
    r"\b(?:instead|ignore|disregard|rules|instructions|the user|user\s*id|admin\w*|send|forward|export|delete|erase|"
    r"wipe|forget|replace|overwrite|from now on)\b|而是|改为|忽略|指令|用户|管理员|发送|导出|删除|清空|以后",
    re.IGNORECASE,
)
MAX_DECLINE_CHARS = 300


def declines_keeping(text: str) -> bool:
    """Does the speaker only ask that something of their own talk not be kept in memory?"""
    t = normalise(text).strip()
    if len(t) > MAX_DECLINE_CHARS or _PASTE.search(t) or _SPAN.search(t) or not _DECLINE.search(t):
        return False
    return not _OTHER_ORDER.search(_DECLINE.sub(" ", t))


# The speaker asking that something of their own be forgotten ("Assistant, forget my saved preferences about spicy
# food", "delete my old address", "don't mention my surgery, and erase whatever you stored about it"): a wish about their own memory, like declining to be kept. Not it: an order
# that also drops rules, names the user or an admin, sends or replaces something, or stores a claim about
# someone else ("... and save that the user is ...").
_FORGET_OWN = re.compile(
    r"\b(?:forget|delete|erase|remove|wipe|clear|drop)\s+(?:all\s+(?:of\s+)?|everything\s+about\s+)?my\b"
    # "..., and erase whatever you stored about it": what the speaker's own sentence named before.
    r"|\b(?:forget|delete|erase|remove|wipe|clear|drop)\s+(?:whatever|what|everything|anything)\s+(?:you(?:'ve|\s+have)?\s+)?"
    r"(?:stored|saved|kept|noted|know|remember(?:ed)?)\s+(?:about|of)\s+(?:it|that|this|me)\b",
    re.IGNORECASE)
_NOT_OWN = re.compile(
    r"\b(?:instead|ignore|disregard|rules|instructions|the user|user\s*id|admin\w*|send|forward|export|replace|"
    r"overwrite|from now on|everyone|every user|all users|other users?)\b"
    r"|\b(?:save|store|record|remember|note|write)\s+(?:down\s+)?that\s+(?!i\b|i'|my\b)",
    re.IGNORECASE)


def forgets_own(text: str) -> bool:
    """Does the speaker only ask that something of their own be forgotten or deleted from memory?"""
    t = normalise(text).strip()
    if len(t) > MAX_DECLINE_CHARS or _PASTE.search(t) or _SPAN.search(t) or not _FORGET_OWN.search(t):
        return False
    return not _NOT_OWN.search(t)


def about_own_memory(text: str) -> bool:
    """Does the speaker only ask about their own memory: not to keep their talk, or to forget their own things?"""
    return declines_keeping(text) or forgets_own(text)


# A message the speaker got, asked about as a scam or as genuine: the quote is a third party's text, not an
# example the speaker shows.
_SCAM = re.compile(
    r"\b(?:scams?|scammers?|phishing|fraud\w*|legit|legitimate|genuine|fake|estafa|timo|golpe|fraude|betrug\w*|"
    r"arnaque|escroquerie|truffa|oplichting|oplichters?|oszust\w*|podvod\w*|dolandırıcı\w*|lừa đảo|penipuan|bedrägeri)\b"
    r"|мошенни\w*|развод|шахрай\w*|詐欺|诈骗|骗局|騙|사기|หลอกลวง|มิจฉาชีพ|احتيال|הונאה",
    re.IGNORECASE)


def received(text: str) -> bool:
    """Does the speaker ask whether a message they quote is a scam or genuine, naming no attack, example or
    teaching of theirs? Then the quote is material that may carry an order to the AI reading it."""
    own = speakers_words(normalise(text))
    return (_SCAM.search(own) is not None and _NAMED.search(own) is None and _TEACHING.search(own) is None
            and _WORK.search(own) is None)
