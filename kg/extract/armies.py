"""Descriptions of an army: "the army", "An army unit", "Other army units", "Another unit", "armed forces".

War reports, SANA's round-ups above all, tell a day's fighting unit by unit: "An army unit targeted
terrorist hideouts ... Another unit destroyed their vehicles ... the army carried out a special operation".
Each names the one army of the story, named once, often in the headline ("Syrian Army Kills over 80
Terrorists"); out of the article "the army" says nothing about whose, and the audit judges read such
statements useless (dev-s23, dev-s24, dev-s28: 30 useless, 7 false, none true; 2 true of 45 on every set),
while "the Syrian army" is judged true. ``armies_again`` reads such a description as the ONE army the
article names before it: a nationality before "army" ("the Syrian army", "Syrian Arab Army", "the Iraqi
army"; "Syrian army troops", where the parser hangs the nationality on "troops"). Two armies named before
it (the Syrian and the Turkish army, the Syrian army and "Turkish armed forces" or "Iraqi troops", or the
Free Syrian Army, a rebel group) leave it open, and so does none. A unit stands for its army: "An army
unit destroyed a convoy" reads as the Syrian army destroying it, as "Units of the Syrian army eliminated
..." was judged true; so does an arm of it, "the army air force" (session 50). The words are in
``ontology/army-words.tsv``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..resources import read_tsv, words_of_kind
from .attribution import demonym_words
from .cache import words_in

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

# Argument slots a description stands in ("the army's positions" owns, it is no argument); a conjunct
# ("the Syrian army and armed forces") stands in its first one's slot.
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "conj"})
# Words that describe the army by its side or rank, between a nationality and "army": "Syrian Arab
# Army", "the Syrian government army", "the Syrian regime army".
_NAME_LINKS = frozenset({"compound", "amod", "nmod"})


@lru_cache(maxsize=1)
def _words() -> dict[str, frozenset[str]]:
    """The kinds of ``ontology/army-words.tsv`` -> their words."""
    kinds = ("army", "part", "men", "armed", "another", "opening", "branch")
    words = {kind: frozenset(words_of_kind("army-words.tsv", kind)) for kind in kinds}
    # unions asked for every token of every article, made once: "units" and "soldiers"; the words that
    # open a description
    words["units"] = words["part"] | words["men"]
    words["openings"] = words["opening"] | words["another"]
    # every word armies_again stops at: an army, a part of one, men
    words["read"] = words["army"] | words["units"]
    return words


def _army_word(tok: Token) -> bool:
    """True for "army" as a common noun: lower case, or capitalised only where its sentence or headline
    line starts ("Army units destroyed ...")."""
    if tok.lower_ not in _words()["army"]:
        return False
    return tok.is_lower or tok.is_sent_start or (tok.i > 0 and "\n" in tok.doc[tok.i - 1].text_with_ws)


def _only(tok: Token, allowed: frozenset[str], skip: int = -1) -> bool:
    """True when every word hung before ``tok`` (but the one at ``skip``) is one of ``allowed``, and
    nothing is hung after it but punctuation or a conjunct: "the army", "Other army units", not "the
    army of Iraq"."""
    for child in tok.children:
        # a day the parser hangs on the noun ("On Tuesday army units destroyed ...") describes nothing
        if child.i == skip or child.dep_ in {"punct", "cc", "conj"} or child.ent_type_ in {"DATE", "TIME"}:
            continue
        if child.i > tok.i and child.dep_ in {"acl", "relcl"}:
            continue  # "the army units seizing the weapons": what they did, not which ones
        if child.i > tok.i or child.lower_ not in allowed:
            return False
    return True


def _description(tok: Token, last_part_army: bool) -> bool:
    """True for the head of an army's description in an argument slot: "the army", "an army unit",
    "army units", "armed forces", and, when the last unit the article told of was an army's,
    "Another unit"."""
    if tok.dep_ not in _ARGUMENTS or tok.ent_type_ not in {"", "ORG"}:
        return False
    words = _words()
    openings = words["openings"]
    if _army_word(tok):
        return tok.tag_ == "NN" and _only(tok, words["opening"])
    if tok.lower_ not in words["part"] or not tok.is_lower:
        return False
    army = next((c for c in tok.children if c.dep_ == "compound" and _army_word(c)), None)
    if army is not None:
        # "the army air force": an arm of the army, written between it and the unit noun
        return not list(army.children) and _only(tok, openings | words["branch"], army.i)
    armed = next((c for c in tok.children if c.dep_ == "amod" and c.lower_ in words["armed"]), None)
    if armed is not None:
        return _only(tok, words["opening"], armed.i)
    one_more = any(c.lower_ in words["another"] for c in tok.children if c.i < tok.i)
    return one_more and last_part_army and _only(tok, openings)


@lru_cache(maxsize=1)
def _group_armies() -> dict[str, str]:
    """The names of ``ontology/armed-groups.tsv`` that hold "Army" ("Free Syrian Army") -> their group:
    an armed group, no state's army, that a bare "the army" may not stand for."""
    rows = read_tsv("armed-groups.tsv", ["kind", "form", "group"])
    return {r["form"]: r["group"] for r in rows if r["kind"] == "name" and "Army" in r["form"].split()}


def _named_army(tok: Token) -> tuple[str, str] | None:
    """(key, name) for an army named at ``tok``, an "army" word: ("syrian", "Syrian army") for "the
    Syrian army", "Syrian Arab Army", "Syrian government army"; ("fsa", "Free Syrian Army") for an armed
    group's name of ``ontology/armed-groups.tsv`` (no state's army: it leaves a bare "the army" open);
    None for a description or a place before it ("Homs Army units": a run-in subheading glued to its
    subject)."""
    words = [c for c in tok.lefts if c.dep_ in _NAME_LINKS]
    if not words:
        # "Syrian army troops", "Syrian Army Units": the parser hangs the nationality on the unit noun
        return _owned_by_unit(tok)
    first = tok.doc[min(w.left_edge.i for w in words)]
    name = tok.doc[first.i : tok.i + 1].text
    if first.lower_ in demonym_words():
        return first.lower_, name
    group = _group_armies().get(name)
    return (group, name) if group else None


def _owned_by_unit(tok: Token) -> tuple[str, str] | None:
    """(key, name) for "army" written between a nationality and a unit noun that holds both ("Syrian army
    troops", "Syrian army soldiers", "Syrian Army Units Kill ..."): the nationality names the army, not the
    troops."""
    unit = tok.head
    units = _words()["units"]
    if tok.dep_ != "compound" or unit.i != tok.i + 1 or unit.lower_ not in units:
        return None
    before = [c for c in unit.lefts if c.dep_ in _NAME_LINKS and c.i < tok.i]
    if not before:
        return None
    first = tok.doc[min(w.left_edge.i for w in before)]
    if first.lower_ not in demonym_words():
        return None
    return first.lower_, tok.doc[first.i : tok.i + 1].text


def _foreign_forces(tok: Token) -> str | None:
    """The nationality's key for a state's men named without "army": "Turkish armed forces", "Iraqi
    forces", "Turkish troops", "Turkish soldiers", "Syrian government forces". They are an army the
    article names, so a bare "the armed forces" beside the Syrian army may be theirs; their words are no
    army's name to give it. Only lower-case words between ("Lebanese Hezbollah forces" is a group's men,
    no state's). Counted men ("62 Syrian troops were killed", "dozens of Iraqi soldiers") are casualties
    told of, no force that acts."""
    if tok.lower_ not in _words()["units"] or not tok.is_lower:
        return None
    if any(c.dep_ == "nummod" for c in tok.children):
        return None
    if (
        tok.dep_ == "pobj"
        and tok.head.lower_ == "of"
        and (tok.head.head.like_num or tok.head.head.tag_ == "NNS")
    ):
        return None
    for child in tok.lefts:
        if child.dep_ not in _NAME_LINKS or child.lower_ not in demonym_words():
            continue
        if all(t.is_lower for t in tok.doc[child.i + 1 : tok.i]):
            return child.lower_
    return None


def armies_again(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """Token index -> army name, for each army's description that the one army named before it in the
    article settles ("the army" -> "Syrian army"); -> "" for one that it leaves open though an earlier rule
    gave it a name ending in "army": the name that holds the noun (``descriptions.holding_name``) may be an
    armed group ("the Free Syrian Army") or a place glued to it ("Homs Army units"), which is no state's
    army, and may not be the only army named."""
    out: dict[int, str] = {}
    named: dict[str, str] = {}  # key -> the army's name as last written
    # key of a state whose men are named without "army" ("Turkish troops") -> the first sentence naming them
    forces: dict[str, int] = {}
    last_part_army = False  # the last unit noun written was an army's ("An army unit ... Another unit")
    words = _words()
    # every other word leaves the state below as it was: only these are built as Tokens
    for tok in words_in(doc, words["read"]):
        lower = tok.lower_
        if lower in words["army"]:
            found = _named_army(tok)
            if found is not None:
                named.pop(found[0], None)
                named[found[0]] = found[1]
                continue
        foreign = _foreign_forces(tok)
        if foreign is None and lower not in words["army"] and lower not in words["part"]:
            continue
        if foreign is not None:
            forces.setdefault(foreign, tok.sent.start)
            last_part_army = any(_army_word(c) for c in tok.children)  # "Syrian army troops ... Another unit"
            continue
        # one state's army named, no other state's forces, and no armed group called an army ("the army" is
        # never the FSA)
        # men named in the description's own sentence are another side ("the army fought Turkish troops")
        others = {key for key, start in forces.items() if start < tok.sent.start} - named.keys()
        one = len(named) == 1 and not others and not (named.keys() & _group_armies().values())
        earlier = resolved.get(tok.i)
        held = earlier is not None and earlier.lower().split()[-1:] == ["army"]
        if (earlier is None or held) and _description(tok, last_part_army):
            if one:
                out[tok.i] = next(iter(named.values()))
            elif held and named:
                # cleared only beside two armies or an armed group called an army; with none found the
                # earlier name stands ("the army" after a headline's "Syrian Army Units Kill ...")
                out[tok.i] = ""
        if lower in words["part"]:
            last_part_army = any(_army_word(c) for c in tok.children) or (
                last_part_army and any(c.lower_ in words["another"] for c in tok.children)
            )
    return out
