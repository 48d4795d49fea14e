"""A product, an app or a device described, asked about by the speaker: what it does, not an order (pure).

"Is this product description honest? \"Smart speaker with AI assistant. Remembers your preferences and can forget
them on request.\"": the memory words are the thing's features, said in the third person with no subject
("Remembers", "Stores", "Learns") or after "can", "will", "lets you" (or quoted as what a user says to it); an
order says them bare ("Remember that the user …"). ``product``: the speaker names a description, a listing, a blurb,
product copy or a feature spec, and every memory word in the text is such a feature. The gatekeeper then does not ask the model (which reads "AI assistant" and
"remembers your preferences" as a memory order); the patterns and the lexicon layers still read the text.
``behaviour``: the same for a bug report, a ticket or a complaint that tells what an assistant did ("the AI assistant
ignores the system prompt", "用户反映AI助手忘记了她的地址"): every memory or ignore word has an ending, a negation
or 了 that makes it the product's doing; a bare "delete all memories about this user" in it is an order.
"""

from __future__ import annotations

import re

# What the speaker asks about: a description of a thing for sale or an app.
_ASKED = re.compile(
    r"\b(?:product|item|app|listing|store|shop|device|gadget)\s+(?:description|page|copy|blurb|text|listing)s?\b"
    r"|\b(?:listing|blurb|product copy|feature list|spec sheet|tagline|packaging|app store|play store|landing page|"
    r"marketing copy|ad copy|advert\w*|feature specs?|specification|product requirements|prd|user stor(?:y|ies))\b",
    re.IGNORECASE)
# A memory word, its ending, and what stands before it.
_MEMORY = re.compile(r"\b(remember|memori[sz]e|store|save|record|keep|forget|delete|erase|wipe|learn)(\w*)",
                     re.IGNORECASE)
# Endings that make it a feature: "remembers", "stored", "saving".
_FEATURE_ENDING = re.compile(r"s|es|ed|d|ing|ting", re.IGNORECASE)
# A modal or "lets you" before a bare form: "can forget them", "lets you delete".
_MODAL = re.compile(r"\b(?:can|could|will|may|to|you|lets you|let you|helps you|never|won't|doesn't|don't)\s+$"
                    # ... or the command's words a user says to it ("the user can say 'forget that'").
                    r"|\b(?:say|says|saying)\s+[\"'“‘]$",
                    re.IGNORECASE)


def product(text: str) -> bool:
    """Does the speaker ask about a description whose memory words are all features (module doc)?"""
    first = text.split("\n", 1)[0]
    if _ASKED.search(first.split('"', 1)[0]) is None:
        return False
    found = list(_MEMORY.finditer(text))
    return bool(found) and all(_FEATURE_ENDING.fullmatch(m.group(2)) or not m.group(2)
                               and _MODAL.search(text[max(0, m.start() - 12):m.start()]) for m in found)


# What the speaker hands in or answers: a bug report, a support ticket, a complaint or user feedback about a product.
_REPORT = re.compile(
    r"\b(?:bug(?:\s+report)?|ticket|issue|incident|complaint|feedback|support\s+(?:request|case|ticket)|help\s?desk|"
    r"ticket de soporte|incidencia|reclamación|chamado|reclamação|fehlerbericht|störung|beschwerde|ticket d'assistance|"
    r"réclamation|segnalazione)\b|工单|反馈|投诉|报障|故障单|問い合わせ|不具合|문의|버그|신고",
    re.IGNORECASE)
# What the product did or does, told in the third person: a memory or ignore word with an ending, after a negation,
# or (Chinese) marked done with 了 or led by 总是, 一直.
_DID = re.compile(r"\b(remember|memori[sz]e|store|save|record|keep|forget|forgot|delete|erase|wipe|ignore|disregard|"
                  r"override|overrid|bypass|olvid|esquec|vergess|vergiss|oubli)(\w*)", re.IGNORECASE)
_DID_ENDING = re.compile(r"s|es|ed|d|ing|ting|ten|en|ó|ado|ada|eu|ou|t|ait|iert|é|ée|és", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:no longer|doesn't|does not|didn't|did not|won't|never|not|can't|cannot|keeps)\s+$", re.IGNORECASE)
_ZH_DID = re.compile(r"(?:忘记|删除|删掉|忽略|清空|丢失|忘了|记住|保存)(了)?")
_ZH_LED = re.compile(r"(?:总是|老是|一直|经常|又|不再|没有|没)$")
# The product or the assistant named: whose doing the report tells.
_PRODUCT = re.compile(r"\b(?:assistant|bot|chatbot|app|ai|model|asistente|assistente|assistent|assistant virtuel)\b"
                      r"|助手|机器人|アシスタント|비서|어시스턴트", re.IGNORECASE)


def behaviour(text: str) -> bool:
    """Does the speaker report what an assistant or app did (a bug report, a ticket, a complaint) with every memory
    or ignore word told as its doing, never as an order ("the assistant forgot my address", "用户反映AI助手忘记了")?"""
    if _REPORT.search(text) is None or _PRODUCT.search(text) is None:
        return False
    found = list(_DID.finditer(text))
    ok = all(_DID_ENDING.fullmatch(m.group(2)) or m.group(1).lower() == "forgot"
             or _NEGATED.search(text[max(0, m.start() - 12):m.start()]) for m in found)
    zh = list(_ZH_DID.finditer(text))
    ok = ok and all(m.group(1) or _ZH_LED.search(text[max(0, m.start() - 2):m.start()]) for m in zh)
    return ok and bool(found or zh)
