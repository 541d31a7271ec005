"""A generic bare plural as the subject of a statement: "clubs opt to sign foreigners", "pupils threaten
violence", "shares fell", "firms will be barred", "fans booed".

The principle: a bare plural subject is flagged when it names a broad class and the statement is a
generalisation about that class (which clubs, which shares, which fans?); it is kept when it names the
agents of a specific reported happening ("warplanes bombed a hospital", "gunmen opened fire", "protesters
stormed the parliament building"), which out of context still says what happened. The audit's judges read
the first kind useless or false (on the six development samples, every judged one-word bare plural subject
that did not speak: 0 true). ``kg.extract.evidence`` keeps them out of the graph with the flag `generic`;
triples.csv keeps them. Spared:

- a plural that speaks ("witnesses said": a described group may be a speaker; the commentators and
  reports of ``ontology/vague-speakers.tsv`` are flagged `speaker` by ``kg.extract.vague_speakers``);
- a plural narrowed by any word ("Syrian troops", "20 people", "Exel's customers", "many analysts": the
  subject is then more than one word);
- an event noun, a one-word trigger of ``ontology/event-types.tsv`` ("airstrikes killed 20 civilians",
  "clashes erupted"): the subject is itself the happening;
- a number word of ``ontology/number-words.tsv`` ("dozens had been injured") and a plural a quantity
  governs ("hundreds of thousands of people who demonstrated");
- an actor of a conflict or a happening: the plural nouns of ``ontology/armed-groups.tsv`` and of
  ``ontology/actor-plurals.tsv`` ("forces", "gunmen", "warplanes", "protesters", "hackers", "doctors").

The last three only when the verb reports a happening: under a modal ("tanks and jets can be
commandeered", in a review of a game) the statement generalises, and the audit's judge read it false.

Only lower-case words are read: a capitalised plural opens its sentence ("Protesters stormed ...") or is a
proper plural ("Tories"), see ``ontology/README.md`` for why sentence-initial ones are left alone.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import number_words, read_tsv
from .attribution import is_speech_verb
from .vague import event_words

# Words hung on a noun that do not say which ones are meant: "pupils who commit violence", "firms
# attempting to cope", "websites are bombarded ... and rendered inaccessible".
_NOT_NARROWING = frozenset({"relcl", "acl", "punct", "cc", "conj"})

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .facts import Arg


@lru_cache(maxsize=1)
def actor_plurals() -> frozenset[str]:
    """Bare plurals that name the actors of a happening: ``ontology/actor-plurals.tsv`` and the plural
    nouns of ``ontology/armed-groups.tsv``."""
    actors = {row["noun"].lower() for row in read_tsv("actor-plurals.tsv", ["noun"])}
    armed = {
        row["form"].lower() for row in read_tsv("armed-groups.tsv", ["kind", "form"]) if row["kind"] == "noun"
    }
    return frozenset(actors | armed)


@lru_cache(maxsize=1)
def _quantities() -> frozenset[str]:
    """Number words of every kind ("dozens", "thousands", "ten")."""
    return frozenset(number_words(frozenset({"number", "article", "count"})))


def _quantified(tok: Token) -> bool:
    """``tok`` is a number word or a quantity governs it ("hundreds of thousands of people")."""
    while True:
        if tok.lower_ in _quantities():
            return True
        if tok.dep_ != "pobj" or tok.head.lower_ != "of" or tok.head.head.i == tok.head.i:
            return False
        tok = tok.head.head


def generic_subject(arg: Arg, verb: int, doc: Doc, resolve: dict[int, str]) -> bool:
    """True for a subject that is one lower-case plural common noun and nothing else, that nothing
    resolves and that does not speak through ``verb``."""
    if arg.end - arg.start != 1 or arg.head in resolve or arg.gap is not None:
        return False
    tok = doc[arg.head]
    if tok.tag_ != "NNS" or not tok.is_alpha or not tok.is_lower or tok.ent_type_:
        return False
    # the statement cut a narrowing off: "leaders of this cowardly act", "the perpetrators and leaders"
    # (a conjunct shares the first one's words); a relative clause ("pupils who ...") narrows nothing
    first = tok
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    words = list(tok.children) + (list(first.children) if first.i != tok.i else [])
    if not all(c.dep_ in _NOT_NARROWING for c in words) or is_speech_verb(doc[verb]):
        return False
    agent = tok.lower_ in actor_plurals() or tok.lower_ in event_words() or _quantified(tok)
    return not (agent and _happening(doc[verb]))


def _happening(verb: Token) -> bool:
    """``verb`` reports a happening, not a modal's possibility ("tanks and jets can be commandeered"),
    which generalises. A participle hung on a noun is a happening too: "terrorists shelling of Aleppo"."""
    return not any(c.tag_ == "MD" for c in verb.children)
