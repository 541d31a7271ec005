"""A title written straight before its name, which the parser made the head: "Festival director Sandra Vale
said ...", "US band Copper 9 was named ...", "former Eastport coach Jol has turned ...".

News writes a person's or a firm's title before the name with no comma ("Video game giant Acme Arts says").
The parser reads the title as the noun and hangs the name on it as an apposition, and ``phrases.phrase``
leaves appositions out of the phrase, so the argument was the title alone ("Festival director | say | ...",
"US band | be named | ...", "Shares in UK drug firm | close at | ..."): a statement about no one (issue 12,
audit class 1, "a title with its name cut"). A name that follows its title with nothing between them is no
aside but the phrase's own referent, so the phrase keeps it. The graph shows such an argument as its words:
linking it to the name's entity by the mention after the head word linked clauses too ("said the US backed
[Russian] entry", "had emboldened [Assad]"), so ``kg.entities.linking`` is left as it was; a title that
coreference resolved to the name beside it ("The news agency Velta", ``title_part``) still shows and links
the name. A weekday is no name ("The prime minister Monday announced"). The apposition
fact still reads the title alone ("Sandra Vale | be | Festival director"). Appositions set off by a comma
or a dash ("champion, Ann Lee of Spain,") stay asides.

Commaless text also runs a closing speaker into the noun before it ("killing a child SOHR said"); a name
followed by a verb that the title is not the subject of is such a speaker and is left out, and so is a
name after a noun the parse cut from a list or a prepositional phrase (``continues_phrase``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cache import entity_around
from .facts import Arg
from .quotes import clean_name

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Words of a name itself: its parts, and a number in it ("Copper 9")
_NAME_DEPS = frozenset({"compound", "flat", "nummod", "amod"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass"})
# Proper nouns that name a time, not the title's holder: "The prime minister Monday announced"
_TIME_LABELS = frozenset({"DATE", "TIME"})


def titled_name(head: Token, appos: Token) -> bool:
    """True when ``appos`` is the name written straight after its title, a common noun: the phrase's head
    ("director" of "Festival director Sandra Vale") or the last word of the head's prepositional phrase
    that the parser passed over ("Shares in UK drug firm Medora closed", the name hung on "Shares"), with
    no word or mark between them. A plural title takes names joined by "and" ("Research by technology
    firms Ardent and Kelso"); a title owned by a pronoun ("His wife Ann") is a relation, not a title."""
    if appos.dep_ != "appos" or appos.head.i != head.i or appos.i < head.i or appos.pos_ != "PROPN":
        return False
    if appos.ent_type_ in _TIME_LABELS:
        return False
    doc = head.doc
    first = doc[appos.left_edge.i]
    if first.i == 0 or first.pos_ not in {"PROPN", "NUM"}:
        return False
    title = doc[first.i - 1]
    if title.i != head.i and not any(
        c.dep_ == "prep" and c.i < title.i and c.right_edge.i == title.i for c in head.children
    ):
        return False
    plural = title.tag_ == "NNS"
    if title.pos_ != "NOUN" or (plural and not any(c.dep_ == "conj" for c in appos.children)):
        return False
    if title.tag_ not in {"NN", "NNS"} or any(t.tag_ == "PRP$" for t in doc[head.left_edge.i : title.i]):
        return False
    # only the name's own words up to its head: "the" or a verb inside means the parser ran something else in
    if any(t.dep_ not in _NAME_DEPS for t in doc[first.i : appos.i]) or continues_phrase(head):
        return False
    after = appos.right_edge.i + 1
    if after < len(doc) and doc[after].pos_ in {"VERB", "AUX"}:
        verb = doc[after].head if doc[after].dep_ in {"aux", "auxpass"} else doc[after]
        # "Festival director Sandra Vale said": the title is the verb's subject; "a child SOHR said": not
        return head.dep_ in _SUBJECTS and head.head.i == verb.i
    return True


def continues_phrase(noun: Token) -> bool:
    """True when the word before ``noun``'s phrase joins it to a list or a prepositional phrase the parse
    left it out of: "a statement published on Twitter and the messaging service Telegram said" is read
    with "service" as the subject of "said", yet the service is where the statement was published, and
    its name is no speaker (read by ``redescription.apposed`` too)."""
    start = noun.left_edge.i
    if start == 0:
        return False
    before = noun.doc[start - 1]
    return before.pos_ == "CCONJ" or (before.pos_ == "ADP" and noun.head.i != before.i)


def name_end(appos: Token) -> int:
    """Where the name ``appos`` heads ends: after its head word, or after the rest of its name (the NER's
    label, "Marlin 7", or a preposition with proper nouns, "Hope Over Hunger"), or after a short form in
    brackets right after it ("Acme Arts (AA)"), or after the last name joined to it by "and" ("firms
    Ardent and Kelso")."""
    doc, end = appos.doc, appos.i + 1
    # the parser may head a name on a word before its last ("Observatory" of "the group Syrian
    # Observatory for Civil Rights", "Time" of "Time Out"): the name's words run on past its head
    named = entity_around(appos)
    if named.end - 1 <= appos.right_edge.i:
        end = max(end, named.end)
    # ... and, where the NER cut it short, a preposition with proper nouns ("Hope Over Hunger")
    # whether the parser hung it on the name or on the title ("The charity Hope" + "Over Hunger")
    held = next((c for c in (*appos.rights, *appos.head.rights) if c.dep_ == "prep" and c.i == end), None)
    last = held.right_edge.i if held is not None else end
    if last > end and all(t.pos_ == "PROPN" for t in doc[end + 1 : last + 1]):
        end = last + 1
    if end < len(doc) and doc[end].text == "(":
        close = next((k for k in range(end + 1, min(end + 6, len(doc))) if doc[k].text == ")"), None)
        if close is not None and close <= appos.right_edge.i:
            end = close + 1
    joined = [c for c in appos.children if c.dep_ == "conj" and c.pos_ == "PROPN"]
    return max([end] + [name_end(c) for c in joined])


def title_part(arg: Arg, doc: Doc, name: str | None) -> Arg:
    """``arg`` up to its title head when the words after the head are ``name`` (a short form in brackets
    aside), else ``arg``. Coreference gives a title the name set beside it ("The communications regulator
    Ofcom" is Ofcom: ``redescription.apposed``), read on the title alone; the phrase that keeps the name
    is still the title, shown as the name and linked to its entity."""
    if not name or arg.end <= arg.head + 1:
        return arg
    words = doc[arg.head + 1 : arg.end].text.split(" (")[0]
    return Arg(arg.start, arg.head + 1, arg.head) if clean_name(words) == name else arg
