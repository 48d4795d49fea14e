"""An assistant's reply in a pasted transcript: it tells what the assistant did or will do, and gives no order (pure).

"Summarise this chat: User: I prefer tea. Assistant: Sure, I'll remember that the user prefers tea." holds memory
words, but the line that has them is the other side's answer, reported by the speaker ("助手：好的，已经为您记下了",
"アシスタント：承知しました、覚えておきます"). The gatekeeper (curate/gatekeeper.py, through curate/guarded.py) reads
the text with such a line put aside (``plain``).

A line is a reply only where all hold:
- the text is a transcript: the line is labelled with an assistant's name and another line is labelled by
  someone else (a lone "Assistant: remember that ..." is no transcript);
- the reply opens as an answer does: an acknowledgement ("Sure", "Noted", "好的", "承知しました") or the assistant
  speaking of itself ("I'll", "我已经", "je retiendrai");
- it turns to nobody and sends nothing: no instructions, rules or system named, nothing to forward or reveal, no
  password, admin or address, nobody's consent. A forged reply that plants such a claim stays to be judged.
"""

from __future__ import annotations

import re

# Who answers in a transcript: an assistant by role or by product name.
_ASSISTANT = (r"(?:(?:ai\s+|agent\s+|support\s+)?(?:assistant|bot|chatbot|agent)(?:\s+bot)?|ai|chatgpt|claude|gemini|copilot|"
              r"siri|alexa|asistente|assistente|assistent|ассистент|бот|助手|小助手|机器人|客服机器人|ai助手|"
              r"アシスタント|ボット|어시스턴트|챗봇|봇)")
# A labelled line: the label, a colon (any width), the words said.
_LINE = re.compile(r"(?im)^[ \t]*(?:\[[^\]\n]{1,20}\][ \t]*)?([^\n:：]{1,30}?)[ \t]*[:：][ \t]*([^\n]+)$")
_ASSISTANT_LABEL = re.compile(rf"^\s*{_ASSISTANT}\s*$", re.IGNORECASE)
# Labels of the program's own voice: never the other side of a chat.
_NOT_A_SPEAKER = re.compile(r"^\s*(?:system|sys|admin\w*|developer|root|note|instructions?|系统|管理员|システム|시스템)\s*$",
                            re.IGNORECASE)
# How an answer opens.
_OPENS = re.compile(
    r"^\W*(?:sure|ok(?:ay)?|got it|noted|done|understood|of course|certainly|alright|all right|will do|absolutely|"
    r"i(?:'ll|'ve| will| have| am|'m)?|d'accord|entendu|compris|bien sûr|je|j'ai|entendido|claro|vale|de acuerdo|listo|"
    r"verstanden|alles klar|in ordnung|ich|capito|certo|va bene|понял\w*|хорошо|ладно|я)\b"
    r"|^\W*(?:好的|好|明白|收到|没问题|了解|已经|已|我|承知|かしこまりました|わかりました|了解しました|はい|알겠|네|저는|제가)",
    re.IGNORECASE)
# What a planted claim or an order needs: a reader's rules, something sent out, a secret, an authority, a consent.
_PLANTS = re.compile(
    r"\b(?:ignore|disregard|instructions?|rules|prompt|system|send|forward|export|e-?mail|reveal|password|passcode|pin|"
    r"token|admin\w*|root|(?:credit\s+)?card\s+number|cvv|from now on|everyone|all users|"
    r"agreed|agrees|consent\w*|approved|authori[sz]\w*|permission)\b|@|https?://"
    r"|忽略|指令|规则|提示词|系统|发送|发给|转发|导出|密码|管理员|卡号|验证码|所有用户|同意|授权|批准"
    r"|無視|指示|送信|転送|パスワード|管理者|무시|지시|전송|보내|비밀번호|관리자",
    re.IGNORECASE)


def _is_reply(label: str, said: str) -> bool:
    return (_ASSISTANT_LABEL.match(label) is not None and _OPENS.search(said) is not None
            and _PLANTS.search(said) is None)


def plain(text: str) -> str:
    """The text with each assistant reply of a pasted transcript put aside (its line a space)."""
    # Cheap test first: the gatekeeper asks this of every message, and a transcript has two labelled lines.
    if text.count(":") + text.count("：") < 2:
        return text
    lines = list(_LINE.finditer(text))
    replies = [m for m in lines if _is_reply(m.group(1), m.group(2))]
    others = [m for m in lines if _ASSISTANT_LABEL.match(m.group(1)) is None and _NOT_A_SPEAKER.match(m.group(1)) is None]
    if not replies or not others:
        return text
    # The whole line, its label too: "Assistant:" opening a line is otherwise read as a role's voice.
    out, at = [], 0
    for m in replies:
        out.append(text[at:m.start()])
        out.append(" ")
        at = m.end()
    out.append(text[at:])
    return "".join(out)
