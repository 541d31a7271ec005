"""A definite description inside a longer side, written as the name the article ties it to.

"condemned the attack on the city", "a spokesman for the ministry said": the article ties "the city" to a
town and "the ministry" to a ministry it named (``kg.extract.coref.Salience.resolve`` and the description
rules it runs), but the side is longer than the description, so linking the whole side to that name
cannot show it, and out of its article "the attack on the city" is no one's attack. Such a side is
written the way a resolved possessive already is ("Her links to Opus Dei" -> "Ruth Kelly's links to Opus
Dei", ``kg.extract.spans.resolved_name``): its words, with the description replaced by the name ("the
attack on Aleppo"). Only a description the rules would trust as a whole side ("the", its own modifiers,
its noun, nothing after it but a possessive mark) is replaced; pronouns are left to the pronoun rules,
and so are the company nouns ("the firm"; not "the group"), whose tie to the company named last is too
often another company's inside a longer side. Not a description inside a quotation, nor one whose name
is the subject of the verb the side hangs from ("Mr Hale criticised the budget of the minister").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .attribution import firm_nouns
from .descriptions import kind_nouns
from .phrases import opening_possessive
from .quotes import SUBJECTISH, clean_name, has_words, inside_quotation
from .redescription import DESCRIPTION_WORDS

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg

# Noun tags a description's head carries; a proper noun is a name already.
_NOUN_TAGS = frozenset({"NN", "NNS"})
# The possessive marks a described owner may keep after its noun ("the club's manager").
_POSSESSIVE = frozenset({"'s", "'", "’s", "’"})
# Words that open a clause: never inside a name.
_CLAUSE_WORDS = frozenset({"which", "who", "whom", "that", "where"})


def named_inside(arg: Arg, doc: Doc, resolve: dict[int, str]) -> str | None:
    """``arg``'s words with each definite description inside it that ``resolve`` ties to a name written
    as that name ("the attack on the city" -> "the attack on Aleppo"), or None when there is none. The
    side's own head is left to the whole-side rules, and a side the name is written in already is left as
    it is ("the capital Damascus")."""
    if arg.gap is not None or arg.end - arg.start < 3:
        return None
    # "his first trip outside the capital": the owner the possessive rules write ("Bashar Assad's first
    # trip ...") says more than the place, and one rewrite of a side is all a span keeps
    owner = opening_possessive(arg, doc)
    if owner is not None and owner.i in resolve:
        return None
    found = [
        (tie[0], tok, tie[1]) for tok in doc[arg.start : arg.end] if (tie := _tie(tok, arg, doc, resolve))
    ]
    if not found:
        return None
    text = _chars(doc, arg.start, arg.end)
    if any(_written(name, text) for _, _, name in found):
        return None
    out, at = [], arg.start
    for first, tok, name in found:
        out.append(_chars(doc, at, first.i, keep_space=True))
        # "a spokesman for the Ministry of Fisheries": a name's "The" is lower case inside a phrase
        within = first.i > arg.start and name.startswith("The ")
        out.append(("the" + name[3:] if within else name) + doc[tok.i].whitespace_)
        at = tok.i + 1
    out.append(_chars(doc, at, arg.end))
    return "".join(out).strip()


def unwritten_ties(arg: Arg, doc: Doc, resolve: dict[int, str]) -> frozenset[int]:
    """The nouns inside ``arg``, not its head, that ``resolve`` ties to a name its written words do not show
    (neither written in by ``named_inside`` nor there already): "the party's manifesto" where the party
    names the subject again. Out of its sentence such a side is as open as if nothing had tied them."""
    tied = [t.i for t in doc[arg.start : arg.end] if t.i in resolve and t.i != arg.head and t.pos_ == "NOUN"]
    if not tied:
        return frozenset()
    text = named_inside(arg, doc, resolve) or _chars(doc, arg.start, arg.end)
    return frozenset(i for i in tied if not _written(resolve[i], text))


def _tie(tok: Token, arg: Arg, doc: Doc, resolve: dict[int, str]) -> tuple[Token, str] | None:
    """The "the" opening the description ``tok`` heads inside ``arg``, and the name it is tied to; None for
    the side's own head, a word with no tie, a tie to no name, a description inside a quotation (the
    speaker's, whom the writer's ties do not reach) or one that names the subject again."""
    name = resolve.get(tok.i)
    if tok.i == arg.head or name is None or not _named(name) or inside_quotation(tok):
        return None
    # "the pilots" tied to two names joined by "and": a whole side is split into one statement per name
    # (name_groups.one_per_name), a part of a side cannot be, and the joined names are no one entity
    if " and " in name and tok.tag_ == "NNS":
        return None
    first = _description_start(tok)
    if first is None or first.i < arg.start:
        return None
    if _subject_again(tok, arg, doc, resolve, name) or not _fits(tok, name, doc):
        return None
    return first, name


def _fits(tok: Token, name: str, doc: Doc) -> bool:
    """Whether the names NER found for ``name`` can be what the noun is (``ontology/kind-nouns.tsv``): a
    person noun's name a person's ("the player" is no club), a body noun's not a person's alone. A name
    NER never wrote as one (a "Syrian army" the owned-noun rule made) has nothing against it."""
    kind = kind_nouns().get(tok.lemma_.lower(), "")
    if kind not in {"person", "org"}:
        return True
    parts = set(name.split(" and "))
    labels = {e.label_ for e in doc.ents if clean_name(e.text) in parts}
    if not labels:
        return True
    return "PERSON" in labels if kind == "person" else labels != {"PERSON"}


def _description_start(tok: Token) -> Token | None:
    """The "the" that opens ``tok``'s definite description when the description is a whole one: a common
    noun, no name, its modifiers all its own and before it ("the besieged city", "the interior ministry"),
    nothing after it but a possessive mark. None for any other word."""
    if tok.pos_ != "NOUN" or tok.tag_ not in _NOUN_TAGS or tok.ent_type_:
        return None
    # "the company", "the firm": tied to the company named last, which inside a longer side is as often
    # another company (the bidder, the buyer, the news agency) as the one meant (session 45's read of the
    # BBC business articles: 22 right, 15 wrong); "the group" is an armed or a campaign group's own
    if tok.lemma_.lower() in firm_nouns():
        return None
    after = list(tok.rights)
    if after and not (len(after) == 1 and after[0].text in _POSSESSIVE and after[0].i == tok.i + 1):
        return None
    before = list(tok.lefts)
    if not before or before[0].lower_ != "the" or before[0].dep_ != "det":
        return None
    if any(k.dep_ not in DESCRIPTION_WORDS or k.ent_type_ or k.pos_ == "PROPN" for k in before):
        return None
    # each modifier a single word of its own, or one written without spaces ("US-led"): "the [more than
    # 40] towns" or a modifier with a phrase of its own is no bare description
    for k in before[1:]:
        words = list(k.subtree)
        if len(words) > 1 and not all(w.whitespace_ == "" for w in words[:-1]):
            return None
    first = before[0]
    if tok.i - first.i != sum(len(list(k.subtree)) for k in before):
        return None
    return first


def _named(name: str) -> bool:
    """Whether a tie's value is a name ("Aleppo", "the Syrian Observatory for Human Rights"), not the
    words of another description that a rule fell back to, nor a name the NER ran into a clause ("the
    Nusra Front which Nusra")."""
    words = set(name.lower().split())
    return name.removeprefix("the ").removeprefix("The ")[:1].isupper() and not words & _CLAUSE_WORDS


def _subject_again(tok: Token, arg: Arg, doc: Doc, resolve: dict[int, str], name: str) -> bool:
    """Whether ``name`` is the subject of a verb the side hangs from: "The Harbin Daily said the company
    may pay" does not say "The Harbin Daily may pay", nor "Mr Hale shared a stage with the chancellor"
    that Mr Hale shared one with himself; a writer names the subject again by a pronoun, so a description
    there means someone else, whatever the tie says (a plural one may be the subject's own people, "the
    group's video ... spying on the militants", but as often a tie gone wrong: "the SDF advanced after
    driving the extremists out" is no "driving SDF out"). A side that is a clause counts its own subject,
    unless the description ``tok`` is inside it: "Residents said it had ignored the advice of the council"
    does not say the council ignored its own advice."""
    last = name.split()[-1].lower()
    head = doc[arg.head]
    for verb in (head, *head.ancestors):
        for sub in verb.children:
            if sub.dep_ not in SUBJECTISH or sub.left_edge.i <= tok.i <= sub.right_edge.i:
                continue
            if verb is not head and arg.start <= sub.i < arg.end:
                continue
            # the subject's words, or the name its pronoun stands for ("He said the party ...")
            for said in (" ".join(t.lower_ for t in sub.subtree), resolve.get(sub.i, "")):
                if said and (last in said.lower().split() or has_words(name, said)):
                    return True
    return False


def _written(name: str, text: str) -> bool:
    return has_words(text, name.removeprefix("the ").removeprefix("The "))


def _chars(doc: Doc, start: int, end: int, keep_space: bool = False) -> str:
    """The text of tokens ``[start, end)``, with the space after the last one when ``keep_space``."""
    if end <= start:
        return ""
    words = doc[start:end]
    return words.text_with_ws if keep_space else words.text
