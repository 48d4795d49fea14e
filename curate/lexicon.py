"""Word lists the rules extractor reads: category cues, hedges, small talk and assistant boilerplate (EN + ZH).

Patterns are about how people state things in general (first person, verbs of deciding, liking, planning),
never about any particular conversation's names or topics.
"""

from __future__ import annotations

import re

from utils import prefilter


def _any(*words: str) -> prefilter.Prefiltered:
    """One case-insensitive pattern; ASCII words get word boundaries, Chinese ones match anywhere. Behind RE2
    (utils.prefilter), which rules out a text such a list of words cannot match at a fraction of re's cost."""
    parts = [rf"\b{w}\b" if re.match(r"^[\w' ]+$", w) and w.isascii() else w for w in words]
    return prefilter.compile("|".join(parts), re.IGNORECASE)


# ---- categories ---------------------------------------------------------------------------------
# Words that open a statement, not an order (a sentence led by one of them tells, it does not instruct).
_NOT_ORDER = (r"(?:i|i'm|i've|we|my|our|the|a|an|it|it's|he|she|they|this|that|these|there|you|your|his|her|their|"
              r"sometimes|usually|often|yesterday|today|when|whenever|every|each|if|so|and|but|then|also|why|what|how)")
# Verbs an order about the assistant's answers starts with ("Use metric units in your answers").
_ORDER_VERB = (r"(?:use|give|write|show|reply|respond|answer|keep|make|put|add|include|format|explain|list|call|"
               r"address|avoid|skip|stop|start|begin|end|cite|mention|suggest|recommend|tell|send|provide|limit|assume|"
               r"default|remember|mark|highlight|sort|spell|translate|summari[sz]e|quote|return|check|comment|document|"
               r"label|link|stick|talk|speak|round|convert|measure|express|present|structure|break|split|wrap|indent|"
               r"print|double-check|leave|drop|omit|prefer|answer|be)")
INSTRUCTION = re.compile(
    r"^(?!\s*(?:#|//|/\*|--\s))\W*(?:(?:please|and|also|oh|ok(?:ay)?|so)\W+)*(?:(?:always|never|don'?t ever|do not ever|make sure (?:to|you)(?: always)?)\s+"
    # ... followed by a verb as ordered ("Always include"), not "Always here to help" or "Never done it".
    r"(?!(?:been|was|were|had|have|got|did|done|liked?|loved?|wanted|thought|here|there|up|so|good|great|happy|"
    r"glad|nice|fun|ready|busy|on|in|at|by|with|a|an|the|my|your|such|too|more|better|worse|saw|heard|knew|felt|met|went|came|mind)\b|[a-z]+(?:ing|ed)\b)[a-z]+|"
    r"(?:from now on|going forward|in future|in the future)\W+(?:please\W+)?(?:always\s+|never\s+)?(?!I\b|we\b)[a-z]+)|"
    # "When I ask about X, list Y" / "Include Y whenever I ask about X": the clause with an order around it;
    # "every time I ask my boss he says no" tells what happens, and is no instruction.
    r"^(?:when(?:ever)?|every time|each time|any ?time)\s+I\s+ask\b[^,.;]*,\s*(?:please\s+)?(?!" + _NOT_ORDER + r"\b)[a-z]+|"
    r"^(?:please\s+)?(?!" + _NOT_ORDER + r"\b)[a-z]+\b[^.;!?]*\b(?:when(?:ever)?|every time|each time|any ?time)\s+I\s+ask\b"
    r"|^(?:请)?(?:以后|今后|往后|从现在起|从今以后)[^。！？!?]{0,20}?(?:都|总是|一律|一直|每次|请|叫我|称呼我|用|给我|别|不要)|^(?:请)?(?:始终|总是|永远|一律|每次)(?:都)?(?:要|用|给|把|先|不要|别)"
    r"|每次我(?:问|提到|询问)|当我(?:问|询问)"
    # An order about how the assistant answers from now on, wherever its scope is said: "Use metric units in
    # your answers", "Don't use emojis when you reply to me", "Reply in Spanish from now on", "For any code you
    # give me, include a test", "I'd like you to always ...", "Stop suggesting jQuery", "No more bullet points in
    # your replies". A one-off ("for this answer only", "use the second option") has no such scope.
    r"|^(?![^\n]*\?\s*$)\W{0,3}(?:(?:please|and|also|oh|ok(?:ay)?|so)\W+)*(?:(?:don'?t|do not|never)\s+)?"
    r"(?!keep up\b)" + _ORDER_VERB + r"\b(?:(?!\b(?:this|that) (?:one|time|answer|reply|question)\b|\bonly\b)[^.;!?])*?"
    r"\b(?:(?:in|for|with|across|throughout)\s+(?:all\s+|every\s+|any\s+)?(?:of\s+)?your\s+(?:future\s+)?"
    r"(?:answers?|responses?|replies|reply|messages|code|examples?|explanations?|suggestions?|output)"
    r"|(?:when(?:ever)?|every time|each time|any ?time)\s+you\s+(?!get a chance|have (?:a|the) (?:chance|time)|can\b)"
    r"|(?:everything|anything|all|any\s+\w+|every\s+\w+)\s+you\s+(?:write|give|send|suggest|recommend|generate|show)"
    r"|from now on|going forward|from here on|in (?:the )?future|in all (?:future )?\w+)"
    r"|^\W{0,3}(?:(?:please|and|also|so)\W+)*(?:for|in)\s+(?:all|any|every)\s+(?:future\s+)?\w+(?:\s+\w+)?\s+you\s+\w+[^,]*,\s*(?!" + _NOT_ORDER + r"\b)[a-z]+"
    r"|^\W{0,3}(?:(?:please|and|also|so)\W+)*when(?:ever)?\s+(?:you(?:'re)?\s+)?(?:recommend|suggest|writ|explain|answer|repl|review|translat|summari[sz]|generat|giv)\w*\b[^,]*,\s*(?!" + _NOT_ORDER + r"\b)[a-z]+"
    r"|^\W{0,3}(?:(?:please|and|also|so)\W+)*I(?:'d| would)? (?:like|want|need|prefer)(?: for)? you to\b[^.;!?]*\b(?:always|never|all|every|any|whenever|from now on|going forward|in future)\b"
    r"|^\W{0,3}(?:(?:please|and|also|so)\W+)*(?:stop|quit)\s+(?:suggesting|using|recommending|adding|putting|calling|giving|writing|sending|including|mentioning)\b"
    r"|^\W{0,3}(?:(?:please|and|also|so)\W+)*(?:keep|make|limit)\s+(?:all\s+)?your\s+(?:answers|responses|replies|explanations)\b"
    r"|^\W{0,3}(?:in|for)\s+(?:all|every|any)\s+(?:future|later|upcoming|coming)\s+\w+,\s*(?!" + _NOT_ORDER + r"\b)[a-z]+"
    r"|^\W{0,3}no more\s+[^.;!?]{1,40}\b(?:in|from)\s+your\b"
    r"|(?:回答|回复|答复|写代码|给我写|推荐|解释|翻译|总结|给我[^。！？，,]{0,6})[^。！？]{0,12}(?:时|的时候)[^。！？]{0,6}?(?:请|要|不要|别|都|一律|尽量|务必|统一)"
    r"|^(?:请)?(?:别再|不要再)(?:给我)?(?:推荐|用|给|写|叫|提|发|加)"
    r"|^请用[^。！？]{1,10}(?:回复|回答|回我|写)"
    r"|给我的[^。！？]{0,15}(?:一律|都要|都用|统一)",
    re.IGNORECASE,
)
CATEGORY_CUES: dict[str, prefilter.Prefiltered] = {
    "health": _any(
        "allerg\\w*", "diagnos\\w*", "doctor", "hospital\\w*", "surgery", "medication", "medicine", "pills?",
        "injur\\w*", "sick", "illness", "asthma", "diabet\\w*", "therapy", "therapist", "symptoms?", "pain",
        "blood pressure", "cancer", "vegan", "vegetarian", "gluten", "lactose", "pregnan\\w*", "dentist",
        "anxiety", "depress\\w*", "migraines?", "prescri\\w*", "broke my \\w+", "sprain\\w*", "concussion",
        "过敏", "医生", "医院", "手术", "吃药", "药物", "生病", "受伤", "疼", "诊断", "哮喘", "糖尿病", "怀孕", "焦虑",
    ),
    "decision": _any(
        "decided", "decide", "decision", "chose", "chosen", "choose", "picked", "settled on", "going with",
        "go with", "switch(?:ed|ing)? to", "(?:switch|mov|migrat)(?:ed|ing) (?:\\w+ ){1,4}from \\w+ to", "instead of", "no longer", "opted", "made up my mind",
        "决定", "选择", "选了", "改用", "换成", "不再", "定了",
    ),
    "solution": _any(
        "fixed", "fix(?:es)? (?:it|this|that)", "solved", "solution", "resolved", "workaround", "turned out",
        "the (?:problem|issue|bug|cause) was", "root cause", "pinn(?:ed|ing)", "works now", "figured out",
        "解决", "修好", "修复", "原因是", "搞定",
    ),
    "preference": _any(
        "love", "loved", "loves", "like", "likes", "enjoy\\w*", "prefer\\w*", "favou?rite", "hate", "hates",
        "can't stand", "dislike\\w*", "not a fan", "passion\\w*", "fond of", "my go-to",
        "喜欢", "最爱", "讨厌", "偏好", "偏爱", "爱好", "热爱",
    ),
    # A standing instruction to the assistant: an imperative that holds from now on ("Always format dates as
    # Month Day, Year", "Never use semicolons in my code", "Whenever I ask about X, include Y", "以后都用中文回答").
    # A habit told in the first person ("I always run on Sundays") is not one: the sentence must order.
    "instruction": prefilter.compile(INSTRUCTION.pattern, INSTRUCTION.flags),
    "project": _any(
        "project", "started (?:a|my|an|the|working)", "starting (?:a|my|an)", "launch\\w*", "building",
        "working on", "my (?:own )?business", "my (?:own )?company", "startup", "side hustle", "opened (?:a|my)",
        "项目", "创业", "开发", "开始做",
    ),
    "plan": _any(
        "going to", "gonna", "plan(?:s|ning|ned)?", "will", "I'll", "we'll", "next (?:week|month|year|weekend|summer|time)",
        "hoping to", "hope to", "want to", "aim to", "intend\\w*", "thinking (?:of|about)", "looking forward",
        "upcoming", "soon", "tomorrow",
        "打算", "计划", "准备", "下周", "下个月", "明年", "将要", "想要", "明天",
    ),
    "relationship": _any(
        "mom", "mum", "mother", "dad", "father", "parents?", "wife", "husband", "partner", "kids?", "children",
        "son", "daughters?", "sons", "sister", "brother", "siblings?", "grand\\w+", "family", "friends?",
        "boyfriend", "girlfriend", "married", "wedding", "engaged", "divorc\\w*", "baby", "cousin", "aunt",
        "uncle", "niece", "nephew", "neighbou?r", "colleague", "coworker", "boss", "dog", "cat", "pets?",
        "妈妈", "母亲", "爸爸", "父亲", "父母", "老婆", "妻子", "老公", "丈夫", "孩子", "女儿", "儿子", "姐姐", "妹妹",
        "哥哥", "弟弟", "家人", "朋友", "男朋友", "女朋友", "结婚", "同事", "老板", "狗", "猫",
    ),
    "event": _any(
        "went", "attended", "visited", "trip", "travel\\w*", "concert", "festival", "party", "conference",
        "graduat\\w*", "competition", "race", "marathon", "tournament", "show", "game", "camping", "vacation",
        "holiday", "yesterday", "last (?:week|weekend|month|year|night|\\w+day)", "ago", "joined", "met",
        "参加", "去了", "旅行", "旅游", "婚礼", "比赛", "上周", "昨天", "去年", "毕业", "聚会",
    ),
    "fact": _any(
        "I am", "I'm", "I've", "I have", "I had", "I work", "I worked", "my job", "I live", "I moved", "bought",
        "got a", "got my", "made", "built", "painted", "wrote", "learn\\w*", "study\\w*", "took up", "since",
        "years?", "born", "my \\w+",
        "我是", "我在", "我有", "我的", "买了", "做了", "学", "工作", "住在", "搬",
    ),
}

HIGH_IMPORTANCE = _any(
    "allerg\\w*", "anaphyla\\w*", "epipen", "diagnos\\w*", "surgery", "emergency", "seizures?", "diabet\\w*",
    "asthma", "pregnan\\w*", "medication", "never (?:eat|take|give)", "unsafe", "danger\\w*",
    "过敏", "手术", "急诊", "诊断", "怀孕", "药物", "危险",
)

# ---- certainty ----------------------------------------------------------------------------------
# (pattern, how much it lowers confidence): hearsay is weakest, a softener barely matters.
HEDGES: list[tuple[prefilter.Prefiltered, float]] = [
    # "I heard that he quit" is hearsay; "I heard some stories from a veteran" is something that happened.
    (_any("I heard (?:that|about|from|he|she|they|it|there|someone|people|you)",
          "I heard (?:\\w+ ){1,3}(?:is|was|are|were|will|would|might|may|could|has|had|got|quit|left)", "heard that", "apparently",
          "supposedly", "rumou?r", "听说", "据说"), 0.3),
    (_any("maybe", "might", "perhaps", "not sure", "unsure", "possibly", "may be", "也许", "可能", "或许", "不确定", "说不定"), 0.1),
    (_any("I think", "I guess", "probably", "I believe", "I suppose", "kind of", "sort of", "我觉得", "大概", "好像", "应该"), 0.05),
]

# ---- what is never a gem -------------------------------------------------------------------------
# Whole sentences that are greetings, thanks, farewells or reactions.
SMALL_TALK = re.compile(
    r"^(?:(?:hi|hey|hello|yo|morning|good (?:morning|afternoon|evening|night)|thanks?(?: you)?(?: so much)?|thx|"
    r"ok(?:ay)?|k|sure|yes|yeah|yep|no|nope|cool|nice|great|awesome|wow|lol|haha\w*|omg|bye|see you\w*|"
    r"take care|good luck|congrat\w*|no problem|you're welcome|np|same|me too|agreed?|totally|definitely|"
    r"absolutely|of course|indeed|exactly|right|true|aw+|oh+|ah+|hmm+|wait|well)\b[\s,!.~:)(-]*)+"
    r"(?:\w+[!.]*)?$",
    re.IGNORECASE,
)
# Reactions to what the other person said: "That's great!", "Sounds fun", "So proud of you".
REACTION = re.compile(
    r"^(?:wow|oh|aw+|yay|omg|haha|ha|hey|yeah|yes|well|so|gosh|ooh)?[,!.\s]*"
    r"(?:that(?:'s| is| was| sounds| looks| must)|this (?:is|sounds|looks)|it(?:'s| is| was) (?:so|really|such)|"
    r"sounds|looks|what an?|how (?:cool|nice|fun|awesome|great|sweet|lovely|amazing|wonderful)|so (?:cool|glad|happy|proud|true)|"
    r"you(?:'re| are| must| should| have| did| look| got)|your \w+ (?:is|are|looks?|sounds?)|good for you|glad|"
    r"i'?m (?:so |really )?(?:glad|happy|proud|sorry) (?:for|to hear|you|that)|i (?:totally |completely )?(?:agree|understand)|"
    r"i (?:can't|cannot) wait|can't wait|keep (?:it up|going|up)|love (?:that|it|this|the|your)|i love (?:that|it|this|your|how|the way)|"
    r"thanks?|thank you|congrat|good luck|take care|hope (?:you|your|it)|i hope (?:you|your|it)|you too|me too|same here|"
    # "See you tomorrow at McGee's Pub!" is a plan with a day and a place, not a farewell.
    r"no worries|no problem|bye|see you(?!\s+(?:\w+\s+)?(?:at|in|on)\s+[A-Z0-9])|talk (?:to you )?(?:soon|later)|catch you|all the best)",
    re.IGNORECASE,
)
ZH_SMALL_TALK = re.compile(
    r"^(?:你好|您好|嗨|哈喽|早上好|晚上好|晚安|早|谢谢|多谢|感谢|不客气|没事|没关系|好的|好|嗯|哦|啊|哈哈+|是的|对|行|可以|"
    r"再见|拜拜|明白|收到|了解|太好了|真棒|不错|厉害|加油|恭喜)[\s，。！!~、]*\S{0,3}[。！!~]*$"
)
# Phrasings of a general-purpose assistant, not facts about anyone's life.
BOILERPLATE = re.compile(
    r"^(?:sure|certainly|of course|absolutely|noted|understood|got it|great question|good question|happy to help|"
    r"here(?:'s| is| are)|as an ai|i'?d be (?:happy|glad)|i can help|i'?m here|let me|feel free|i hope this helps|"
    r"hope this helps|i (?:will|won't|can|can't|cannot|would|could|'ll|'d) |i'll |i'd |i read |i see |i recommend|"
    r"i suggest|i'd recommend|you (?:can|could|should|might|may|'ll|will|want)|consider|try|make sure|remember to|"
    r"reasonable|good (?:idea|choice|point|call)|nice|lovely|that makes sense|makes sense)",
    re.IGNORECASE,
)
ZH_BOILERPLATE = re.compile(r"^(?:好的|明白|收到|记住了|我会记住|我会|我可以|我来|需要我|你可以|建议|可以用|没问题|当然)")

FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours|us)\b|我", re.IGNORECASE
)
# A speaker's own life: "my" + a noun that is not the assistant's job ("my recommendation"), or a past
# first-person experience. Used to tell a person replying (a friend) from a general assistant.
PERSONAL_LIFE = re.compile(
    r"\bmy (?!(?:recommendation|suggestion|advice|apologies|pleasure|understanding|knowledge|training|answer|"
    r"response|guess|best|own)\b)[a-z]+|\bI (?:went|was|had|got|made|took|saw|met|visited|bought|tried|started|"
    r"finished|used to|grew up|have been|'ve been)\b|我(?:的|家|妈|爸|老婆|老公|女儿|儿子|孩子)|我(?:去了|买了|昨天|上周)",
    re.IGNORECASE,
)
# What an assistant does with the text it is answering about (its own work on the user's request), not a
# life of its own: "I've updated the function", "I noticed a typo", "I added a test".
_ASSISTANT_ACT = (r"(?:updated|added|fixed|changed|created|modified|included|removed|revised|adjusted|noticed|mentioned|"
                  r"suggested|recommended|provided|outlined|listed|prepared|drafted|understood|apologi[sz]ed|assumed|"
                  r"formatted|rewrote|rewritten|replaced|renamed|refactored|highlighted|corrected|used|kept|focused|"
                  r"organi[sz]ed|summari[sz]ed|tried to|explained|described|covered|noted|broke|put|wrote|made sure)")
# A person telling of their own experience, with the first person at the head of a sentence (after a time
# lead such as "Last weekend" or "Just yesterday"): "I volunteered at the shelter", "I'm busy getting ready
# for a fundraiser", "I've been doing great", "I just started volunteering" — or with the subject dropped,
# as people write in chats: "Been busy volunteering", "Went to the park yesterday.", "Just started yoga".
# A general assistant rarely says any of this about itself; a friend in a chat says it in most sessions.
OWN_EXPERIENCE = re.compile(
    r"(?:^|[.!?]\s+|[-–—,;:]\s+)"
    r"(?i:(?:just|also|so|and|but|recently|lately|actually|finally|yesterday|today|last \w+|"
    r"this (?:week|weekend|month|morning)|a (?:few )?(?:days?|weeks?|months?) ago|\w+ (?:days?|weeks?) ago)[\s,]+)*"
    r"(?:(?i:I(?:'ve| have)?\s+(?:(?:just|recently|finally|also|actually|already|been)\s+)*(?!" + _ASSISTANT_ACT + r"\b)"
    # A reaction to what the other said ("I loved it", "I just wanted to say thanks") tells no experience.
    r"(?!(?:loved|liked|enjoyed|appreciated|adored|hated|needed)\s+(?:it|that|this|those|these|your|you|hearing|reading|seeing)\b"
    r"|wanted\s+to\s+(?:say|ask|share|check|let|tell|thank|see|know|reach)\b)"
    r"(?:[a-z]{3,}ed|went|was|had|got|made|took|saw|met|ran|won|began|bought|found|spent|left|felt|did|read|"
    r"joined|started|been)\b"
    r"|I(?:'m| am)\s+(?:(?:so|really|currently|still|now|also|just)\s+)*(?:busy|off to|back|into|part of|in the middle|"
    r"(?!(?:going to|assuming|guessing|referring|suggesting|recommending|proposing|thinking|wondering|happy|glad|"
    r"sorry|here|not|unable|able|afraid|confident|sure|trying to help|looking at|reading your)\b)[a-z]{3,}ing)\b"
    r"|I(?:'ve| have)?\s+(?:never|not|haven't|hadn't)\s+(?:been|had|done|tried|seen|made)\b"
    r"|I(?:\s+(?:really|also|just|truly))?\s+(?:like|love|enjoy|prefer|hate)\s+(?:to\s+[a-z]+|[a-z]{3,}ing)\b)"
    r"|(?:Been|Went|Started|Finished|Got|Had|Took|Spent|Joined|Visited|Tried|Bought|Signed up|Picked up|Feeling|"
    r"Just (?:got|started|finished|came|joined|signed|picked|tried))\b)"
    r"|我(?:刚刚?|最近|上周|上个月|昨天|前几天|前天|今天|去年|上次|这周|周末)[^，。！？,.!?]{0,12}(?:了|过)"
    r"|我(?:去了|参加了|报名了|开始|加入了|买了|学会了|完成了|搬到|养了)"
)
SECOND_PERSON = re.compile(r"\b(?:you|your|yours|you're|you've)\b|你", re.IGNORECASE)

# Words that carry no content of their own (stopwords, pronouns, fillers, reaction words, light verbs).
STOPWORDS = frozenset(
    """a an the and or but so if then than that this these those it its it's is am are was were be been being
    do does did doing done have has had having i i'm i've i'd i'll me my mine myself we we're we've our ours us you
    your yours you're you've he him his she her they them their what which who whom whose when where why how
    to of in on at by for with about as from up down out over into onto off just really very so too also still
    even much many more most lot lots some any all every each other such only own same there here now then
    not no nor can could would should will shall may might must gonna wanna gotta get got getting go going went
    make made know knew think thought feel felt see saw say said tell told like love loved good great nice cool
    awesome amazing wonderful fun happy glad sure yes yeah yep oh wow hey hi hello thanks thank please well
    totally definitely absolutely right true thing things stuff way ways time times day days one ones bit kind
    sort lol haha omg ok okay hmm ah aww wait let lets let's it's that's there's what's don't didn't can't won't
    isn't wasn't aren't really truly super pretty quite always never ever something anything everything someone
    anyone everyone back again yet already though although because while since until till
    """.split()
)
ZH_STOP = frozenset("的了是我你他她它们这那就也都在和与很太吗呢吧啊呀哦嗯么个一不有没到说要会能对好还")

# ---- requests and acceptance (user <-> assistant sessions) --------------------------------------------
# Where a request to the assistant starts inside a sentence: what follows asks, it does not state. People
# tell an assistant facts while asking ("I met Kelly at the book club on 12 October, and I was wondering
# if you could recommend something she might like"): the statement is the part before the request, and a
# "might" inside the request is not the speaker doubting the statement.
REQUEST = prefilter.compile(
    r"(?:^|[,;:]\s*|\s+(?:and|so|but)\s+|\s+)(?:(?:so\s+)?(?:I\s+was|I'?m|I\s+am)\s+(?:just\s+)?wondering|"
    # Indirect questions: "I'm not sure if X", "I don't know whether X", "I wonder how X" ask about X.
    r"(?:I'?m|I\s+am)\s+(?:not\s+(?:sure|certain)|unsure)\s+(?:if|whether|how|what|which|why|about)|"
    r"I\s+(?:don'?t|do\s+not)\s+(?:know|understand)\s+(?:if|whether|how|what|which|why)|I\s+wonder\s+(?:if|whether|how|what|why)|"
    r"(?:can|could|would|will)\s+you\b|do\s+you\s+(?:think|know|have|recommend|suggest)|"
    r"what\s+(?:do|would|should)\s+you|how\s+(?:can|could|should|do|would)\s+I\b|should\s+I\b|"
    r"is\s+(?:it|that|this|there)\s+(?:a\s+good|possible|okay|ok|normal|worth|better|enough)|"
    r"any\s+(?:tips|ideas|suggestions|advice|recommendations|thoughts)|I\s+need\s+(?:your\s+)?help|"
    r"(?:please\s+)?help\s+me\b|I'?d\s+(?:like|love)\s+(?:some|your)\s+(?:help|advice|input|suggestions)|"
    r"what\s+(?:are|is)\s+(?:the|some|your)\s+(?:best|good)|which\s+(?:one|would|should))",
    re.IGNORECASE,
)
ZH_REQUEST = prefilter.compile(r"(?:，|,)?\s*(?:你能|你可以|能不能|可不可以|可以帮|帮我|请问|请你|有什么建议|有没有|怎么办|该怎么)")


def statement_part(sentence: str) -> str:
    """The sentence up to where a request to the listener starts ('' when it is only a request)."""
    m = (ZH_REQUEST if re.search(r"[\u4e00-\u9fff]", sentence) else REQUEST).search(sentence)
    return sentence[: m.start()].strip(" ,;:—-") if m else sentence


# The user takes up what the assistant proposed: the next message opens with thanks for it working, a
# "let's do that", or says they did or will do it. Only then does an assistant's answer become a memory.
ACCEPTANCE = re.compile(
    r"^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|nice|thanks?|thank you|yes|yep|yeah|sure|alright|"
    r"excellent|wonderful|got it|sounds (?:good|great|perfect)|that (?:works|worked|did it|helps|helped|fixed it|"
    r"makes sense)|it (?:works|worked)|this (?:works|worked|is (?:great|perfect|exactly))|exactly)\b[\s,!.:-]*)*"
    r"(?:that (?:works|worked|did (?:it|the trick)|fixed it|solved it)|it (?:works|worked)|"
    r"(?:I|we)(?:'ll| will| am going to|'m going to| are going to) (?:go with|use|try|do|implement|follow|adopt|"
    r"stick with|take)|let'?s (?:go with|do|use|try|implement|stick with)|(?:I|we)(?:'ve| have)? "
    r"(?:implemented|applied|added|switched|tried|followed|used|adopted|set up|updated|fixed)|"
    r"I like (?:that|this|the|your)|sounds (?:good|great|perfect|like a plan)|that (?:sounds|looks) "
    r"(?:good|great|perfect|right)|perfect|exactly what I)"
    r"|^(?:好的|好|行|可以|谢谢|太好了)?[，,！!。\s]*(?:就这么办|就用|按你说的|照你说的|我(?:会|就)?(?:用|试试|采用)|解决了|成功了|可以了)",
    re.IGNORECASE,
)

# An answer's sentences that say what to use or do (the part worth remembering once the user accepts it).
RECOMMENDS = re.compile(
    r"\b(?:use|using|switch(?:ing)? to|go with|recommend\w*|suggest\w*|should|the (?:fix|solution|answer|cause|problem) is|"
    r"replace|set|add|install|upgrade|configure|plan|schedule|budget|deadline|by \w+ \d{1,2})\b|建议|推荐|改用|使用",
    re.IGNORECASE,
)
