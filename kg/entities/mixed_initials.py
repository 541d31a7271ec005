"""Merge rule for initials written in mixed case: "BoE" where the article names the "Bank of England", "DfT"
beside the "Department for Transport". British style writes a name's small words in lower case among its
capitals, so each capital is a content word's initial and each small letter a small word's ("of", "for").
The short form joins the one longer name of its article whose words give exactly those letters in that
order, with the small words where the small letters are; where two names of the article fit, or none, it
joins nothing there.
"""

from __future__ import annotations

import re
from collections import defaultdict

from .merger import ORG_PLACE, PERSON_ORG, Form, Merger
from .names import INITIALS_STOPWORDS

RULE = "mixed-initials"
# NER tags such initials as a person or a place as often as a body ("DfT" PERSON, "BoE" GPE)
_KINDS = ORG_PLACE | PERSON_ORG

# a capital, then capitals and small letters with a small one among them, three to six letters in all
_MIXED = re.compile(r"[A-Z](?=[A-Za-z]*[a-z])(?=[A-Za-z]*[A-Z][A-Za-z]*$)[A-Za-z]{2,5}")


def _by_mixed_initials(merger: Merger) -> None:
    """Send a mixed-case short form's mentions in an article to the one name of the article it spells."""
    longer: dict[str, list[int]] = defaultdict(list)
    for j, form in enumerate(merger.forms):
        if len(form.tokens) >= 3 and not form.acronym:
            for article in form.articles:
                longer[article].append(j)
    for i, form in enumerate(merger.forms):
        written = _written(form)
        if written is None or len(merger.members(merger.find(i))) > 1:
            continue
        for article in sorted(form.articles):
            fits = [j for j in longer.get(article, ()) if spelt(written, merger.forms[j].tokens)]
            roots = {merger.find(j) for j in fits} - {merger.find(i)}
            if len(roots) == 1 and merger.allowed(merger.find(i), next(iter(roots)), _KINDS):
                merger.note(i, article, roots.pop(), RULE)


def _written(form: Form) -> str | None:
    """The form's one spelling when every mention writes it as mixed-case initials ("BoE"), else None."""
    if form.acronym or len(form.tokens) != 1:
        return None
    spellings = {m.text.removeprefix("the ").removeprefix("The ") for m in form.mentions}
    if len(spellings) != 1:
        return None
    word = spellings.pop()
    return word if _MIXED.fullmatch(word) else None


def spelt(short: str, tokens: tuple[str, ...]) -> bool:
    """True when ``tokens`` give ``short``'s letters one a word, a capital for each content word's initial
    and a small letter for each small word's: "BoE" and ("bank", "of", "england")."""
    if len(short) != len(tokens):
        return False
    for letter, word in zip(short, tokens, strict=True):
        if letter.lower() != word[0] or letter.islower() != (word in INITIALS_STOPWORDS):
            return False
    return True
