"""Supersession pairs in fresh wording (issue 27), written after the frozen quality_v1 run showed the change
cues miss most ways people say a change (recall 20 %); a tuning set (tests/test_supersession.py runs it),
never evidence: the frozen figures are quality_v1's."""

from __future__ import annotations

CHANGE = True
KEEP = False

PAIRS: list[tuple[str, str, bool]] = [
    ("The product launch is planned for May.", "The product launch got pushed to June.", CHANGE),
    ("Our offsite is on the 12th.", "The offsite was moved up to the 5th.", CHANGE),
    ("I'm planning a trip to Japan in April.", "I cancelled the Japan trip in April.", CHANGE),
    ("The marketing budget is $3,000 a month.", "The marketing budget went up to $5,000 a month.", CHANGE),
    ("The weekly sync is on Tuesdays at 10.", "The weekly sync is now on Thursdays at 10.", CHANGE),
    ("I work at Shopify as a backend developer.", "I'm now a staff engineer at Shopify, on the payments team.", CHANGE),
    ("We picked React for the dashboard.", "Turns out we're going with Svelte for the dashboard after all.", CHANGE),
    ("The API rate limit is 100 requests a minute.", "The API rate limit was lowered to 60 requests a minute.", CHANGE),
    ("My dentist appointment is on Friday.", "My dentist appointment was postponed to next Monday.", CHANGE),
    ("发布会定在五月。", "发布会推迟到六月了。", CHANGE),
    ("周会在周二上午。", "周会改到周四上午了。", CHANGE),
    ("我在阿里做前端。", "我现在在字节做前端。", CHANGE),
    ("这个月的预算是三千。", "这个月的预算提高到五千了。", CHANGE),
    ("我们打算四月去日本。", "四月的日本之行取消了。", CHANGE),
    # not a change of the earlier statement
    ("The product launch is planned for May.", "The beta for the product launch starts in April.", KEEP),
    ("The weekly sync is on Tuesdays at 10.", "The design review is now on Thursdays.", KEEP),
    ("I work at Shopify as a backend developer.", "My brother is now a staff engineer at Google.", KEEP),
    ("The marketing budget is $3,000 a month.", "The hiring budget went up to $50,000 this year.", KEEP),
    ("I'm planning a trip to Japan in April.", "We might cancel the Japan trip if flights get too expensive.", KEEP),
    ("周会在周二上午。", "评审会改到周四了。", KEEP),
    ("我在阿里做前端。", "我弟弟现在在字节做后端。", KEEP),
    ("发布会定在五月。", "发布会的彩排推迟到下周了。", KEEP),
]
