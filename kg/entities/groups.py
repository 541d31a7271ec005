"""A name that takes a plural verb: "Chester have won only two games", "McFly were sixth", "Black Sabbath
have topped a poll". British news gives a team, a band, a firm or a party plural agreement, so a name
written so, whose verb agrees with no other noun, is an organisation's where NER read it as a person. Not
where NER read a place: a place's name takes a plural verb for its people or its bid too ("Catalonia have
voted", "London were awarded the Games"; session 10's cases), so a town's kind is left to the rules of a
side in a match. Takes a mention and the words around it. The words are ontology/context-words.tsv's
`group-verb` and `not-subject-before` rows. Read by :func:`.evidence.context_kind`.
"""

from __future__ import annotations

import re

from ..resources import alternation, words_of_kind
from ..types import Mention
from .gazetteer import given_name_first, lookup_key, national_names
from .names import titles

# "Bath have", "Spurs are": the verb right after the name, then a word (not the end of a quote)
_GROUP_VERB = re.compile(r"^ " + alternation(words_of_kind("context-words.tsv", "group-verb")) + r" [a-z0-9]")
# "fans in Leeds were", "rockets hitting Zamalka were", "Kenteris and Thanou were": the verb agrees with
# another noun, or the name is a verb's object ("let Rooney have") or a question's subject ("did Blair have")
_NOT_SUBJECT = re.compile(
    r"(?:\b" + alternation(words_of_kind("context-words.tsv", "not-subject-before")) + r"|\w+ing)\s+$"
)
# "Kenteris, Thanou were", "Ryder & Amey have": a name listed after another shares its verb with it; a
# comma after a common word ("After a poor start, Chester have") leaves the name the verb's subject
_LISTED = re.compile(r"\b[A-Z][\w'.-]*\s*[,&]\s+$")
_SENTENCE_JOINS = frozenset({"And", "But", "Or"})
# the clause the name opens: the text after the last mark that closes a sentence or a quote
_CLAUSE_START = re.compile(r"[.;:!?\n\"“”(]")


def plural_group(mention: Mention, before: str, after: str, match_report: bool = False) -> bool:
    """True when a plural verb follows a name NER read as a person that is the verb's whole subject
    ("Chester have won"). Not a nation's name, whose side is judged as the country ("Wales are"), a name
    after a title ("Lord Dubs") or a full name that opens with a given name. In a football ``match_report``
    (an article with a line-up, :func:`.lineups.match_report`) a town's name read as a place too: there
    "Newcastle were forced to" is the club, not the town's people or its bid."""
    name = mention.text.strip()
    # an ORG is one already, and a work's or a prize's name takes a plural verb as a plural ("the Oscars
    # were handed out")
    labels = ("PERSON", "GPE", "LOC") if match_report else ("PERSON",)
    if mention.label not in labels or not _GROUP_VERB.match(after) or _LISTED.search(before):
        return False
    # a sentence's first word is written with a capital: "Did Beckham have", "Should Henman have"
    # (a sentence's opening "And" or "But" joins it to the last one, no name to this one: "And Liverpool were
    # ahead")
    opener = _CLAUSE_START.split(before)[-1]
    if _NOT_SUBJECT.search(before) or (
        len(opener.split()) == 1
        and opener.strip() not in _SENTENCE_JOINS
        and _NOT_SUBJECT.search(opener.lower())
    ):
        return False
    words = before.split()
    if words and (words[-1].lower().rstrip("."),) in titles().honorifics | titles().offices:
        return False
    # a national side is judged as its country: "Wales are unbeaten" leaves Wales a place
    if lookup_key(name) in national_names():
        return False
    # "If the young Tom Ellis were running", "would John Terry have gone": a person's full name
    # takes a plural verb's form only in a mood or a question, never as a group
    return not given_name_first(name)
