"""Round 27: seeds and passphrases named in prose, gift-card claim codes, the real password after a stand-in,
CLABEs, the speaker's own accounts; another party's accounts, printed numbers and documented keys kept."""

from __future__ import annotations

import pytest

from utils.redact import redact
from utils.redact_stated_values import clabe_ok


@pytest.mark.parametrize(("text", "secret"), [
    ("my recovery words in order are vessel orchid lumber panda cradle hinge motor beacon gentle pilot harsh ember "
     "and they sit in a drawer", "vessel orchid lumber panda cradle hinge motor beacon gentle pilot harsh ember"),
    ("Фраза відновлення: raven slogan tissue meadow pepper lunar glide frost banner tackle hollow mimic. Дякую",
     "raven slogan tissue meadow pepper lunar glide frost banner tackle hollow mimic"),
    ("At the prompt I type candle otter prism willow and it fails", "candle otter prism willow"),
    ("The gift card claim code is PLMQ-RTXVWN-KZAB and it fails", "PLMQ-RTXVWN-KZAB"),
    ("the real one for staging is Harbor52.kettle, put it in the vault", "Harbor52.kettle"),
    ("Mi CLABE para la nómina es 032180004561237895.", "032180004561237895"),
    ("תעבירו את המשכורת שלי לחשבון 559031, סניף 12.", "559031"),
])
def test_cut(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


@pytest.mark.parametrize(("text", "kept"), [
    ("my salary account is GB86LOYD30963812345678; write the email. Rent goes to the letting agent's account "
     "GB60BARC20000055779911.", "GB60BARC20000055779911"),
    ("From my cheque: routing 111000614, account 5501928374.", "111000614"),
    ("The API says 'Authentication error' (code 10000).", "10000"),
    ("The sticker on the router shows the default WPS PIN 12345670.", "12345670"),
    ("Which product has the EAN 9780143007234?", "9780143007234"),
    ("Stripe's docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc in every example.", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
    ("The seed phrase is 12 or 24 words, never type it into a website.", "12 or 24 words"),
    ("The supplier wants account 55779911 (Harbour Joinery Ltd) paid today.", "55779911"),
])
def test_kept(text: str, kept: str) -> None:
    assert kept in redact(text)[0]


def test_clabe_check() -> None:
    assert clabe_ok("032180004561237895")
    assert not clabe_ok("032180004561237894")
