"""Article-level context for extraction: what a pronoun or a definite description stands for.

These are cheap salience rules, not a coreference model: a pronoun stands for the most recent named
subject of a compatible kind, or the one name in reach; "the firm" for the one name described as a firm.
Who speaks inside quotations, and whom a speaker's "we" stands for, is in ``kg.extract.quotes``.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from ..resources import number_words, read_tsv, title_rows
from .attribution import (
    PERSON_LABELS,
    PERSON_PRONOUNS,
    THING_LABELS,
    THING_PRONOUNS,
    company_nouns,
    contrast_words,
    demonym_words,
    is_speech_verb,
)
from .descriptions import resolve_descriptions
from .quotes import GROUP_LABELS, SUBJECTISH, clean_name, speaks_for

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan

# Verbs whose "it" subject is a placeholder for the clause that follows ("it seems that ...").
_RAISING = frozenset({"be", "seem", "appear", "happen", "remain", "take", "matter"})


class Salience:
    """Resolve pronouns to the latest named subject of a compatible kind, in reading order."""

    def __init__(self, doc: Doc) -> None:
        self.doc = doc

    def _subject_entity(self, tok: Token) -> bool:
        # the entity fills a subject slot directly or through its compound/apposition chain, or owns
        # the subject ("Rooney's return was ..., and he was involved in ...": he is Rooney)
        cur = tok
        for _ in range(4):
            if cur.dep_ in SUBJECTISH:
                return True
            if cur.dep_ not in {"compound", "appos", "flat", "poss"} or cur.head.i == cur.i:
                return False
            if cur.dep_ == "compound" and cur.head.pos_ == "NOUN":
                return False  # "The US firm ... It has argued": the firm is the subject, not the US
            cur = cur.head
        return False

    def resolve(self) -> dict[int, str]:
        """Map token index of each resolvable pronoun to its antecedent's fullest name."""
        doc = self.doc
        ent_at = {e.root.i: e for e in doc.ents}
        # NER often labels a bare surname differently from the full name ("Soleimani" as GPE), so a
        # name whose last word ends a PERSON mention anywhere in the article counts as a person.
        full_names: dict[str, str] = {}  # last word -> longest name seen ending with it
        person_words: set[str] = set()
        # "Both Mr Brown and Mr Blair" read as one mention: two people, and no one's full name (a place's
        # or a firm's name with "and", "Trinidad and Tobago", is one name)
        joined = {clean_name(e.text) for e in doc.ents if " and " in e.text and e.label_ not in THING_LABELS}
        for e in doc.ents:
            name = clean_name(e.text)
            if not name:
                continue
            last_word = name.split()[-1]
            if _fuller(name, full_names.get(last_word, ""), joined):
                full_names[last_word] = name
            if e.label_ in PERSON_LABELS:
                person_words.add(last_word)
        last: dict[str, str | None] = {"person": None, "thing": None, "group": None}
        gender = honorific_genders(doc)
        out: dict[int, str] = {}
        # only entity heads and pronouns matter; the POS column finds pronouns without building tokens
        pron = doc.vocab.strings["PRON"]
        propn = doc.vocab.strings["PROPN"]
        pos = doc.to_array("POS").tolist()
        positions = set(ent_at) | {i for i, p in enumerate(pos) if p == pron}
        # a known surname the NER missed in this sentence ("Soleimani oversaw ...") is still a subject
        positions |= {i for i, p in enumerate(pos) if p == propn and doc[i].text in person_words}
        for i in sorted(positions):
            tok = doc[i]
            ent = ent_at.get(i)
            if ent is None and tok.pos_ == "PROPN":
                if not tok.ent_type_ and self._subject_entity(tok):
                    last["person"] = full_names[tok.text]
                continue
            if ent is not None and self._subject_entity(tok):
                name = clean_name(ent.text)
                if name:
                    last_word = name.split()[-1]
                    if tok.tag_ == "NNPS":
                        # a plural name ("the Lib Dems") is never a "he" or "she", whatever NER says
                        last["group"] = full_names[last_word]
                    elif ent.label_ in PERSON_LABELS or last_word in person_words:
                        last["person"] = None if name in joined else full_names[last_word]
                    elif ent.label_ in THING_LABELS:
                        last["thing"] = full_names[last_word]
                        last["group"] = full_names[last_word] if ent.label_ in GROUP_LABELS else None
                continue
            if tok.pos_ != "PRON" or _expletive(tok) or _embedded(tok):
                continue
            low = tok.lower_
            kind = "person" if low in PERSON_PRONOUNS else "thing" if low in THING_PRONOUNS else None
            if kind == "thing" and low not in {"it", "its", "itself"}:
                kind = "group"
            if kind in {"thing", "group"} and _common_subject_before(tok):
                continue
            antecedent = last[kind] if kind else None
            # "he" is never "Mrs Blair": an honorific settles the gender salience does not look at
            if antecedent and not _other_gender(tok, antecedent, gender):
                out[tok.i] = antecedent
        for i in [i for i, p in enumerate(pos) if p == pron]:
            speaker = _reporting_subject(doc[i])
            if speaker is not None and _other_gender(doc[i], out.get(speaker.i) or speaker.text, gender):
                # "Mr Brook said she would resign": she is someone else, whom salience may have found (if
                # not too far back)
                speaker = None
            if speaker is not None:
                # "A Yili spokesman said it may ...": the spokesman's "it" is the company
                body = speaks_for(speaker) if doc[i].lower_ in {"it", "its"} else ""
                out[i] = body or out.get(speaker.i) or _phrase_text(speaker)
            elif i in out and (_antecedent_too_far(doc[i], out[i], out) or _owner_reporting(doc[i])):
                del out[i]
        for i in [i for i, p in enumerate(pos) if p == pron]:
            first = _coordinated_subject(doc[i], person_words) or _host_person(doc[i], person_words)
            if first is not None:
                out[i] = _fullest(first, full_names)
        local = _Nearby(doc, person_words, full_names, gender)
        again = described_again(doc, out)
        out.update(again)
        groups = {i for i in again if doc[i].tag_ == "NNS"}
        wanted = company_nouns()
        # a company noun is tagged NN: the TAG column spares building a Token for every other word
        nn = doc.vocab.strings["NN"]
        tags = doc.to_array("TAG").tolist()
        nouns = [
            i for i, tag in enumerate(tags) if tag == nn and doc[i].lower_ in wanted and company_noun(doc[i])
        ]
        for i in [i for i, p in enumerate(pos) if p == pron and i not in out] + nouns:
            if name := local.antecedent(doc[i]):
                out[i] = name
            elif (subject := _host_subject(doc[i])) is not None:
                # a plural description resolved to names joined by "and" is no one name for a pronoun
                named = out.get(subject.i) if subject.i not in groups else None
                out[i] = named or _phrase_text(subject)
        before = dict(out)
        out.update(resolve_descriptions(doc, out))  # "the forum", "the minister": kg/extract/descriptions.py
        # a pronoun never stands for names joined by "and" ("The pilots said they ..."): it keeps the
        # description's words it had ("The pilots"), as a joined name is no entity
        joined = {again[i] for i in groups}
        for i in [i for i, n in out.items() if n in joined and doc[i].pos_ == "PRON"]:
            if before.get(i) and before[i] not in joined:
                out[i] = before[i]
            else:
                del out[i]
        for i, name in _previous_speakers(doc, out, person_words, full_names, gender).items():
            out[i] = name
        for i in [i for i in out if doc[i].lower_ in _IT and _quoted_from_outside(doc[i], out[i])]:
            del out[i]
        return out


def _fuller(name: str, known: str, joined: set[str]) -> bool:
    """Whether ``name`` is a fuller name than ``known`` for the word both end with: the longer one, but
    never names ``joined`` by "and" ("Both Mr Brown and Mr Blair") over one person's ("Tony Blair")."""
    if not known:
        return True
    if (name in joined) != (known in joined):
        return known in joined
    return len(name) > len(known)


def _other_gender(tok: Token, name: str, gender: dict[str, str]) -> bool:
    """True when "he" or "she" cannot be ``name``: an honorific of the article gave it the other gender."""
    sex = "m" if tok.lower_ in _HE else "f" if tok.lower_ in _SHE else ""
    return bool(sex) and gender.get(name.split()[-1], sex) != sex


def _previous_speakers(
    doc: Doc,
    resolved: dict[int, str],
    person_words: set[str],
    full_names: dict[str, str],
    gender: dict[str, str],
) -> dict[int, str]:
    """The speaker of the sentence before, for a "he said" / "she added" that opens no new topic.

    In news style a pronoun speaking right after "X said ..." or "..., X told reporters" (or after a
    quotation continuing X's words) continues X, whoever salience last saw as a subject: "a spokesman
    for the ballet told BBC News that ... He said competition was fierce" is the spokesman. The
    pronoun's own clause is the speaker's ("He said he was certain ..."), so its subject follows.
    Not when a name stands before the pronoun in its sentence, inside a quotation, in a reported
    clause, or when the speaker's gender (a pronoun or an honorific) differs.
    """
    out: dict[int, str] = {}
    resolved = dict(resolved)  # a speaker this pass finds is the next sentence's speaker
    sents = [s for s in doc.sents if not all(t.is_space for t in s)]
    for k, sent in enumerate(sents):
        for tok in sent:
            low = tok.lower_
            if low not in {"he", "she"} or tok.dep_ != "nsubj" or not is_speech_verb(tok.head):
                continue
            verb = tok.head
            if verb.dep_ not in {"ROOT", "conj"} or _inside_quotation(tok):
                continue  # "..., he said, Jones told reporters": the pronoun's speaker is another's word
            if any(
                (t.ent_type_ in PERSON_LABELS or t.text in person_words) and not _inside_quotation(t)
                for t in doc[sent.start : tok.i]
            ):
                continue  # "When 50 Cent appeared ..., he said": the sentence names its own person
            speaker = _last_speaker(sents, k, resolved, person_words | set(gender), full_names)
            if speaker is None or _other_gender(tok, speaker, gender):
                continue
            out[tok.i] = resolved[tok.i] = speaker
            for kid in verb.children:  # "He said he was certain ...": the reported clause's subject
                if kid.dep_ != "ccomp":
                    continue
                sub = next((c for c in kid.children if c.dep_ == "nsubj"), None)
                if sub is not None and sub.lower_ == low:
                    out[sub.i] = resolved[sub.i] = speaker
    return out


def _last_speaker(
    sents: list[SpacySpan], k: int, resolved: dict[int, str], people: set[str], full_names: dict[str, str]
) -> str | None:
    """The one person speaking in the sentence before sentence ``k``, looking past up to two sentences
    that open or close a quotation and report no one (a quotation's later sentences continue its
    speaker's words); None when there is no speaker, two, or one that is no single person."""
    for back in (k - 1, k - 2, k - 3):
        if back < 0:
            return None
        sent = sents[back]
        speakers: set[str] = set()
        for verb in sent:
            subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
            if subject is None or not is_speech_verb(verb) or _inside_quotation(verb):
                continue
            # "The BBC's home affairs correspondent, Daniel Sandford, said ...": the person is the name in
            # apposition, not the description or title before it
            subject = _named_in_apposition(subject, people) or subject
            if subject.lower_ in {"he", "she"}:
                name = resolved.get(subject.i, "")
            elif subject.tag_ == "NNP" and _bare_title(subject):
                # "Justice" of "the Lord Chief Justice" is a capitalised office, which NER may take for a
                # name: no one person's (a lower-case "a spokesman for ..." is a description, below)
                name = ""
            elif subject.tag_ == "NNP" and (subject.ent_type_ in PERSON_LABELS or subject.text in people):
                name = resolved.get(subject.i) or _fullest(subject, full_names)
            elif subject.tag_ == "NN" and not subject.ent_type_:
                name = resolved.get(subject.i) or _phrase_text(subject)  # "a spokesman for ..."
            else:
                name = ""
            speakers.add(name)
        if speakers:
            return speakers.pop() if len(speakers) == 1 and "" not in speakers else None
        words = [t for t in sent if not t.is_space]
        if not words or not (words[0].is_quote or words[-1].is_quote):
            return None  # only a quotation continues the speaker before it
    return None


def _named_in_apposition(subject: Token, people: set[str]) -> Token | None:
    """The person's name in apposition to ``subject`` ("the Lord Chief Justice, Lord Woolf"), if any."""
    for kid in subject.children:
        if kid.dep_ == "appos" and (kid.ent_type_ in PERSON_LABELS or kid.text in people):
            return kid
    return None


@lru_cache(maxsize=1)
def _title_words() -> frozenset[str]:
    """One-word office titles of ontology/titles.tsv ("minister", "justice"): alone, an office, not a
    name. Not the courtesy titles ("Mr", "Mrs"): "Mr King" is a person, though "King" is an office."""
    return frozenset(title.lower() for title, kind in title_rows() if " " not in title and kind == "office")


def _bare_title(tok: Token) -> bool:
    """True when ``tok`` and the words compounded with it are all titles: "the Lord Chief Justice",
    "the Chancellor" (not "Mervyn King", whose given name is no title)."""
    titles = _title_words()
    words = [tok, *(c for c in tok.children if c.dep_ in {"compound", "flat"})]
    return all(w.lower_ in titles for w in words)


def _name_text(tok: Token) -> str:
    """The whole name ``tok`` heads, as NER found it."""
    ent = next((e for e in tok.doc.ents if e.start <= tok.i < e.end), None)
    return ent.text if ent is not None else tok.text


def _fullest(tok: Token, full_names: dict[str, str]) -> str:
    """The article's fullest name ending in ``tok`` ("Stan Lee" for "Lee"), unless that name is a
    misread run of words ("Manchester United: Carroll" off a team sheet): then the name as written."""
    full = full_names.get(tok.text, "")
    if full and all(c.isalpha() or c in " .'-" for c in full):
        return full
    return clean_name(_name_text(tok))


def _coordinated_subject(tok: Token, person_words: set[str]) -> Token | None:
    """The named subject of the first of two coordinated clauses, for the pronoun subject of the second
    when they agree: "Ireland continued to press and they showed their intent"; "he" or "she" only for
    a person, "it" for an organisation or a place, "they" for a group, a team or a country."""
    low = tok.lower_
    verb = tok.head
    if tok.dep_ not in SUBJECTISH or verb.dep_ != "conj" or _expletive(tok):
        return None
    first = next((c for c in verb.head.children if c.dep_ in SUBJECTISH), None)
    if first is None or first.pos_ != "PROPN" or any(c.dep_ == "conj" for c in first.children):
        return None
    person = first.ent_type_ == "PERSON" or first.text in person_words
    if low in PERSON_PRONOUNS:
        return first if person else None
    if person or first.ent_type_ not in THING_LABELS:
        return None
    if low in {"they", "them"}:
        return first if first.ent_type_ in {"ORG", "NORP", "GPE"} else None
    return first if low == "it" and first.tag_ == "NNP" and first.ent_type_ != "NORP" else None


def _host_person(tok: Token, person_words: set[str]) -> Token | None:
    """The named person whose clause the clause of "he" or "she" hangs on, when no other person is named
    in the sentence: "Until he retired in 1971, Stan Lee wrote ...", "Cherie Blair ... in an address she
    gave". A pronoun before its name is read the same way, as a reader does."""
    if (
        tok.lower_ not in PERSON_PRONOUNS
        or tok.dep_ not in SUBJECTISH
        or tok.head.dep_ not in {"advcl", "relcl"}
    ):
        return None
    if _inside_quotation(tok):
        return None
    host = tok.head.head
    for _ in range(3):  # a relative clause hangs on a noun: up to the clause's verb
        if host.pos_ in {"VERB", "AUX"} or host.head.i == host.i:
            break
        host = host.head
    subject = next((c for c in host.children if c.dep_ in SUBJECTISH), None)
    if subject is None or subject.pos_ != "PROPN" or any(c.dep_ == "conj" for c in subject.children):
        return None
    if subject.ent_type_ != "PERSON" and subject.text not in person_words:
        return None
    name = _name_text(subject)
    sent = tok.sent
    others = [e for e in sent.ents if e.label_ == "PERSON" and clean_name(e.text) not in name]
    return None if others else subject


def described_again(doc: Doc, resolved: dict[int, str]) -> dict[int, str]:
    """ "the firm" after "Yukos, the Russian oil firm": a definite noun that repeats the head noun of
    the description given to a name earlier in the article stands for that name.

    A description is an apposition ("Yukos, the Russian oil firm"; "the site, Loki") or a noun before the
    name ("Chinese computer firm Lenovo"), not a negated one ("A and B, not pilots but baggage handlers"),
    nor one an "of" phrase narrows ("the two pilots of the transport plane": other pilots may follow). A
    copula ("Oxfam is a charity") is no tie: "is a former pilot", "was a minister in the 1990s", "would
    be a better mayor", "is a charity too" beside another charity all say less than an apposition, and
    such ties fired in none of 186 development files. A plural description of
    names joined by "and" ("The two pilots Riafagat Khabibulin and Yevgeny Dolgin") gives the plural noun
    all of them, written as one coordinated name ("Riafagat Khabibulin and Yevgeny Dolgin"): a reader
    takes "the pilots were attacking" as said of both together. The later noun may carry words of its own
    ("The Russian pilots", "the two pilots"); a count among them must be the number of names tied, a
    nationality, place or name among them one the tie was written with ("The Syrian pilots" are not the
    Russian pilots), and none may set it apart ("the other firm", "the rival firm", "the second charity",
    "the biggest firm": ``ontology/contrast-words.tsv``, ordinals, comparatives, superlatives). Only
    a noun that one name (or one group) alone was described by is taken: two firms before "the firm"
    leave it open.
    """
    firms = company_nouns()
    demonyms = demonym_words()

    def key(noun: Token) -> tuple[str, bool]:
        # news varies "company", "firm", "group" for one company: two companies so described are rivals
        return ("company" if noun.lemma_ in firms else noun.lemma_, noun.tag_ == "NNS")

    # noun key -> (where the tie is, the name or names, how many, the words of the tie)
    described: dict[tuple[str, bool], list[tuple[int, str, int, frozenset[str]]]] = {}
    for ent in doc.ents:
        if ent.label_ not in _DESCRIBED or (ent.start > 0 and doc[ent.start - 1].tag_ == "POS"):
            continue  # "Ocean's Twelve": the tagger's name is a fragment after a possessive
        name = clean_name(ent.text)
        root = ent.root
        nouns = [c for c in root.children if c.dep_ in {"appos", "compound"} and c.pos_ == "NOUN"]
        if root.dep_ == "appos" and root.head.pos_ == "NOUN":
            nouns.append(root.head)
        for noun in nouns:
            if not name or ent.start <= noun.i < ent.end or _negated_or_narrowed(noun, ent):
                continue
            at = max(noun.i, ent.start)
            tie = doc[min(noun.left_edge.i, root.left_edge.i) : max(noun.i + 1, ent.end)]
            words = frozenset(t.lower_ for t in tie)
            if noun.tag_ == "NN":
                described.setdefault(key(noun), []).append((at, name, 1, words))
            elif noun.tag_ == "NNS" and len(group := _joined_names(ent)) > 1:
                if _counted(noun) not in {0, len(group)}:
                    continue  # "the two countries, A and B and C": the count does not fit the names
                described.setdefault(key(noun), []).append((at, " and ".join(group), len(group), words))
    out: dict[int, str] = {}
    for tok in doc:
        if tok.i in resolved or tok.tag_ not in {"NN", "NNS"} or key(tok) not in described:
            continue
        if tok.ent_type_ or tok.dep_ not in _ARGUMENTS:
            continue
        count = _definite_count(tok)
        if count is None or (tok.tag_ == "NNS" and (_generic_present(tok) or _reciprocal(tok))):
            continue
        ties = [(name, size, words) for at, name, size, words in described[key(tok)] if at < tok.i]
        if len({(name, size) for name, size, _ in ties}) != 1:
            continue
        name, size, _ = ties[0]
        own = [t for k in tok.children for t in k.subtree]
        if any(_sets_apart(t) for t in own):
            continue  # "the other firm", "the second charity", "the biggest firm": not the one tied
        # a name among the noun's words must be one its tie was written with ("the England side" is not
        # Gloucester, which the article called "his club side"; "the Gloucester prop" is Phil Vickery), and
        # so must a nationality or a place ("The Syrian pilots" are not "the two Russian pilots"; "The
        # British firm" is not "Yukos, the Russian oil firm")
        named = {t.lower_ for t in own if t.pos_ == "PROPN" or t.ent_type_ in _PLACES or t.lower_ in demonyms}
        # ... unless the article gave the noun that nationality before the tie, and the tie gave it none:
        # "Two Russian pilots were killed ... The two pilots A and B ... The Russian pilots"
        first = min(at for at, *_ in described[key(tok)])
        earlier = {
            c.lower_
            for t in doc[:first]
            if t.tag_ == tok.tag_ and key(t) == key(tok)
            for c in t.children
            if c.dep_ == "amod" and c.lower_ in demonyms
        }
        if count in {0, size} and any(
            named <= words or _nationality_given(named, words, earlier) for *_, words in ties
        ):
            out[tok.i] = name
    return out


def _generic_present(tok: Token) -> bool:
    """True when ``tok`` is the subject or object of a verb in the simple present: "Across Europe, the
    pilots are paid less than a decade ago" speaks of pilots in general, not of the two named; "the
    pilots were attacking", "the pilots have been nominated" are about them."""
    verb = tok.head
    if tok.dep_ not in {"nsubj", "nsubjpass", "dobj"} or verb.pos_ not in {"VERB", "AUX"}:
        return False
    aux = [c for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    if not aux:
        return verb.tag_ in {"VBP", "VBZ"}
    return len(aux) == 1 and aux[0].dep_ == "auxpass" and aux[0].tag_ in {"VBP", "VBZ"}


def _reciprocal(tok: Token) -> bool:
    """True when ``tok``'s clause says something of its names towards each other ("The pilots blamed
    each other"), which is no statement of each name."""
    pairs = set(pairwise(t.lower_ for t in tok.head.subtree))
    return bool(pairs & {("each", "other"), ("one", "another")})


def _negated_or_narrowed(noun: Token, ent: SpacySpan) -> bool:
    """True for a description that ties nothing: a negated one ("Gareth Lowe and Simon Price, not pilots
    but baggage handlers"), or one an "of" phrase narrows ("the two pilots of the transport plane": a
    later "the pilots" may be those of a second jet, and a description with an "of" phrase of its own is
    never taken)."""
    doc = noun.doc
    between = doc[min(ent.end, noun.left_edge.i) : noun.i]
    if any(t.dep_ == "neg" or t.lower_ in _NEGATIONS for t in [*between, *noun.children]):
        return True
    return any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children)


def _nationality_given(named: set[str], tie: frozenset[str], earlier: set[str]) -> bool:
    """True when the words of ``named`` the tie lacks are all nationalities the article gave the noun
    earlier, and the tie gave it no nationality of its own (which would then differ)."""
    demonyms = demonym_words()
    return not (tie & demonyms) and named - tie <= earlier


def _sets_apart(tok: Token) -> bool:
    """True for a word that sets a description apart from the name tied to its noun: "other", "rival",
    "new", "former" (``ontology/contrast-words.tsv``), an ordinal ("second"), a comparative or a
    superlative ("bigger", "biggest"). Not a word of a name: "the New York bank", "The New Zealand pilots"."""
    if tok.ent_type_ == "ORDINAL" or tok.tag_ in _GRADED:
        return True
    return tok.lower_ in contrast_words() and tok.pos_ != "PROPN" and not tok.ent_type_


_NEGATIONS = frozenset({"not", "never", "no"})
# Comparatives and superlatives: "the bigger firm", "the biggest firm", "the most senior pilot".
_GRADED = frozenset({"JJR", "JJS", "RBR", "RBS"})
# Entity kinds of a place or a nationality among a description's words ("The Syrian pilots").
_PLACES = frozenset({"NORP", "GPE", "LOC"})


def _joined_names(ent: SpacySpan) -> list[str]:
    """The names ``ent`` is joined with by "and", itself included, in order: "Riafagat Khabibulin and
    Yevgeny Dolgin" from either. [] when one of the conjuncts is no name of ``ent``'s kind ("Khabibulin and
    a mechanic" is no group of names)."""
    doc = ent.doc
    first = ent.root
    while first.dep_ == "conj":
        first = first.head
    conjuncts = [first]
    for tok in conjuncts:  # grows as it goes: "A, B and C" chains conj to conj
        conjuncts += [c for c in tok.children if c.dep_ == "conj"]
    names = []
    seen = set()
    for tok in sorted(conjuncts, key=lambda t: t.i):
        other = next((e for e in doc.ents if e.start <= tok.i < e.end and e.label_ == ent.label_), None)
        if other is None or not clean_name(other.text):
            return []
        if other.start not in seen:  # "Bosnia and Herzegovina and Serbia": a name with "and" counts once
            seen.add(other.start)
            names.append(clean_name(other.text))
    return names


def _definite_count(tok: Token) -> int | None:
    """How many a definite description counts (0: no count), or None when ``tok`` is no definite
    description of its own words: it opens on "the" ("the two Russian pilots", "Both the pilots") and
    holds only adjectives, nouns and a count before its noun, nothing after it ("the city of Palmyra"
    names its own)."""
    kids = list(tok.children)
    dets = [k for k in kids if k.dep_ == "det"]
    if len(dets) != 1 or dets[0].lower_ != "the":
        return None
    if any(k.i > tok.i or k.dep_ not in DESCRIPTION_WORDS for k in kids):
        return None
    if any(k.i < dets[0].i and k.lower_ != "both" for k in kids):
        return None
    count = 2 if any(k.lower_ == "both" for k in kids) else 0
    for k in kids:
        if k.dep_ == "nummod":
            value = _number(k)
            if value is None:
                return None
            count = value
        elif any(t.dep_ not in {"compound", "amod"} for t in k.subtree if t.i != k.i):
            return None  # "the Homs-based ...": a phrase of its own, not plain words
    return count


def _counted(noun: Token) -> int:
    """The number a noun's count word gives ("the two countries": 2), 0 with none or one not a number."""
    for k in noun.children:
        if k.dep_ == "nummod":
            return _number(k) or 0
    return 0


def _number(tok: Token) -> int | None:
    """The whole number a count word or figure says ("two", "2"), or None for any other word."""
    value = number_words(frozenset({"number"})).get(tok.lower_) or tok.text
    return int(value) if value.isdigit() else None


# The words a definite description may hold before its noun ("Both the two Russian pilots"); triples.py too.
DESCRIPTION_WORDS = frozenset({"det", "predet", "amod", "compound", "nummod"})


# Names a description can be given to: people, organisations, places, works, products, events.
_DESCRIBED = frozenset({"PERSON", "ORG", "GPE", "FAC", "LOC", "NORP", "PRODUCT", "WORK_OF_ART", "EVENT"})


def honorific_genders(doc: Doc) -> dict[str, str]:
    """The gender ("m" or "f") an honorific gives each surname of the article: "Mrs Blair" -> Blair: f."""
    gender: dict[str, str] = {}
    for t in doc:
        sex = _HONORIFIC_GENDER.get(t.lower_.rstrip("."))
        if sex and t.i + 1 < len(doc) and doc[t.i + 1].pos_ == "PROPN":
            end = t.i + 1
            while end + 1 < len(doc) and doc[end + 1].pos_ == "PROPN":
                end += 1
            gender[doc[end].text] = sex
    return gender


class _Nearby:
    """The one name a pronoun can stand for among the names of its sentence and the one before.

    Salience follows the article's named subjects; a pronoun it leaves unresolved (inside a "while" or
    "as" clause, after a name that was no subject, or a name the NER gave the wrong kind: "Mr Cable" as
    an organisation) is still clear to a reader when exactly one name of the fitting kind and gender
    stands in those two sentences, before the pronoun, and no common noun between could be meant.
    """

    def __init__(
        self, doc: Doc, person_words: set[str], full_names: dict[str, str], gender: dict[str, str]
    ) -> None:
        self.doc = doc
        # a blank line between paragraphs parses as a sentence of its own; the one before it counts
        self.sents = [s for s in doc.sents if not all(t.is_space for t in s)]
        self.starts = [s.start for s in self.sents]
        # (start, end, root, name, kind, gender) of every name, in reading order
        self.names: list[tuple[int, int, Token, str, str, str]] = []
        for ent in doc.ents:
            name = clean_name(ent.text)
            if not name:
                continue
            last = name.split()[-1]
            titled = last in gender
            if ent.root.tag_ == "NNPS" or ent.label_ == "NORP":
                kind = "group"
            elif titled or ent.label_ in PERSON_LABELS or last in person_words:
                kind = "person"
            elif ent.label_ in _THING_NAMES:
                kind = "thing"
            else:
                continue
            full = full_names.get(last, name) if kind == "person" else name
            self.names.append((ent.start, ent.end, ent.root, full, kind, gender.get(last, "")))

    def antecedent(self, tok: Token) -> str:
        """The name ``tok`` stands for, or "" when the two sentences around it do not settle it."""
        low = tok.lower_
        want = "person" if low in PERSON_PRONOUNS else "thing" if low in _IT else ""
        want = want or ("group" if low in _THEY else "") or ("org" if company_noun(tok) else "")
        if not want or _expletive(tok) or _inside_quotation(tok):
            return ""
        sex = "m" if low in _HE else "f" if low in _SHE else ""
        k = bisect_right(self.starts, tok.i) - 1
        start, end = self.sents[max(0, k - 1)].start, self.sents[k].end
        before: set[str] = set()
        rivals: set[str] = set()
        for first, last, root, name, kind, gender in self.names:
            if first < start or last > end or first <= tok.i < last or (want == "org" and first > tok.i):
                continue  # a name after "the firm" is another firm: it only points back
            fits = kind == want or (want == "org" and root.ent_type_ == "ORG" and kind == "thing")
            if not fits or (sex and gender and gender != sex) or _same_clause_subject(root, tok):
                continue
            if root.dep_ == "compound" and root.head.pos_ == "NOUN":
                continue  # "the US firm": the firm is meant, not the US
            rivals.add(name)
            if last <= tok.i:
                before.add(name)
        if len(rivals) != 1 or before != rivals:
            return ""
        if _competing_noun(self.doc[start : tok.i], "thing" if want == "org" else want, tok):
            return ""
        return before.pop()


def company_noun(tok: Token) -> bool:
    """True for "the company", "The firm": a bare definite company noun standing for a name before it."""
    if tok.pos_ != "NOUN" or tok.lemma_ not in company_nouns() or tok.tag_ != "NN":
        return False
    kids = list(tok.children)
    return len(kids) == 1 and kids[0].lower_ == "the" and kids[0].i == tok.i - 1


# Names an "it" can stand for (a place, a company, an institution), and the pronouns of each kind.
_THING_NAMES = frozenset({"ORG", "GPE", "FAC"})
_IT = frozenset({"it", "its", "itself"})
_THEY = frozenset({"they", "them", "their", "theirs", "themselves"})
_HE = frozenset({"he", "him", "his", "himself"})
_SHE = frozenset({"she", "her", "hers", "herself"})
_HONORIFIC_GENDER = {
    **dict.fromkeys(["mr", "sir", "lord"], "m"),
    **dict.fromkeys(["mrs", "ms", "miss", "dame", "lady"], "f"),
}
_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})


def _inside_quotation(tok: Token) -> bool:
    """True for a word inside quotation marks in its sentence: "he" in a quotation is the speaker's
    "he", who may be anyone but the speaker."""
    before = tok.doc[tok.sent.start : tok.i]
    opened = sum(t.text in {"“", "``"} for t in before) - sum(t.text in {"”", "''"} for t in before)
    return opened > 0 or sum(t.text == '"' for t in before) % 2 == 1


def _quoted_from_outside(tok: Token, name: str) -> bool:
    """True for an "it" inside a quotation taken for a name its sentence does not hold: the speaker's
    "it" is what the speaker talks about ("It was too harsh," Collins said: the ban), which the
    writer's last subject before the quotation seldom is."""
    if not (_inside_quotation(tok) or _closed_after(tok)):
        return False
    words = set(name.split())
    if any(_ends_in(ent, words) for ent in tok.sent.ents):
        return False  # "It will close two plants," a Ford spokesman said: "Ford" names "Ford Motor"
    if tok.sent.start == 0:
        return True
    # the speaker's subject in the quoted sentence before: "Ofcom has failed viewers. It should apologise."
    # (not a name in a clause of it: '"It's good for Sony because Microsoft outsold them. And it is a
    # contest": the situation)
    before = tok.doc[tok.sent.start - 1].sent
    return not any(
        _ends_in(ent, words)
        and ent.root.dep_ in SUBJECTISH
        and ent.root.head.dep_ in {"ROOT", "ccomp", "conj"}
        and (_inside_quotation(ent[0]) or _closed_after(ent[0]))
        for ent in before.ents
    )


def _ends_in(ent: SpacySpan, words: set[str]) -> bool:
    """True when the name ``ent`` ends in one of ``words``: "Ford" for "Ford Motor"."""
    found = clean_name(ent.text).split()
    return bool(found) and found[-1] in words


def _closed_after(tok: Token) -> bool:
    """True for a word of a sentence that closes a quotation opened in a sentence before: no quotation
    mark before it, and the first one after it closes (a curly closing mark, or a straight one stuck to
    the word before it)."""
    if any(t.is_quote for t in tok.doc[tok.sent.start : tok.i]):
        return False
    after = [t for t in tok.doc[tok.i + 1 : tok.sent.end] if t.is_quote]
    if not after or after[0].text in {"“", "``"}:
        return False
    # a straight mark closes when it sticks to the word before it ('too harsh," Collins said'); after a
    # space it opens a quotation running into the next sentence ('its boss said: "We are growing.')
    first = after[0]
    return first.text in {"”", "''"} or not tok.doc[first.i - 1].whitespace_


def _same_clause_subject(name: Token, tok: Token) -> bool:
    """True when ``name`` is the subject of the verb whose object is ``tok``: they cannot be one."""
    if tok.dep_ in SUBJECTISH or tok.lower_.endswith(("self", "selves")):
        return False
    verb = tok.head if tok.dep_ != "pobj" else tok.head.head
    return name.dep_ in SUBJECTISH and name.head.i == verb.i


def _competing_noun(before: SpacySpan, want: str, tok: Token | None = None) -> bool:
    """True when a common noun before the pronoun could be what it means: a person noun as a subject
    for "he" ("the spokeswoman ... she"), any singular thing for "it", any plural for "they"; for "the
    company", another company noun."""
    for t in before:
        if t.pos_ != "NOUN" or t.dep_ not in _ARGUMENTS:
            continue
        if tok is not None and tok.pos_ == "NOUN":
            if t.lemma_ in company_nouns():
                return True
            continue
        if want == "group" and t.tag_ == "NNS":
            return True
        if want == "thing" and t.tag_ == "NN":
            return True
        if want == "person" and t.tag_ == "NN" and t.dep_ in SUBJECTISH:
            return True
    return False


# Clauses that hang on the clause whose subject a pronoun in them most often stands for: "The explosion
# was so powerful that it shattered windows", "The militants hold the areas they seized", "as they try".
_SUBORDINATE = frozenset({"advcl", "relcl", "ccomp"})


def _host_subject(tok: Token) -> Token | None:
    """The common-noun subject of the clause a pronoun's clause hangs on, when number agrees and no
    other noun that could be meant stands between them."""
    low = tok.lower_
    if tok.dep_ not in SUBJECTISH or tok.head.dep_ not in _SUBORDINATE or _expletive(tok):
        return None
    host = tok.head.head
    for _ in range(3):  # "areas they hold", "so powerful that it shattered": up to the clause's verb
        if host.pos_ in {"VERB", "AUX"} or host.head.i == host.i:
            break
        host = host.head
    if tok.head.dep_ == "ccomp" and (
        is_speech_verb(host) or not any(c.dep_ == "mark" for c in tok.head.children)
    ):
        return None  # reported speech has its own rule; a bare complement ("knew it was") is no host
    subject = next((c for c in host.children if c.dep_ in SUBJECTISH and c.i < tok.i), None)
    if subject is None or subject.pos_ != "NOUN" or any(c.dep_ == "conj" for c in subject.children):
        return None
    # "he" or "she" after a common noun is as often the owner ("Rooney's big moment ... as he raced")
    # or someone else (the crowd screamed when he arrived): only things and groups are taken
    want = "NNS" if low in {"they", "them"} else "NN" if low == "it" else ""
    if subject.tag_ != want or any(c.dep_ == "poss" for c in subject.children):
        return None
    between = tok.doc[subject.i + 1 : tok.i]
    if any(
        t.pos_ in {"NOUN", "PROPN"}
        and t.tag_ in {want, want + "P"}
        and t.dep_ in {"nsubj", "nsubjpass", "dobj"}
        for t in between
    ):
        return None
    return subject


# A possessive determiner agrees as its pronoun does.
_POSSESSED = {"its": "it", "their": "they"}


def _reporting_subject(tok: Token) -> Token | None:
    """The subject of the speech verb whose reported clause ``tok`` is the subject of, when they agree.

    "The rebels said they feared an attack": "they" is the rebels, whatever was named before; so is
    the owner of the reported clause's subject ("Yukos claims its downfall was ...").
    """
    owned = tok.head if tok.dep_ == "poss" and tok.tag_ == "PRP$" else tok
    subject = _speech_subject(owned)
    if subject is None or subject.pos_ == "PRON" or subject.i == owned.i:
        return None
    low = _POSSESSED.get(tok.lower_, tok.lower_)
    plural = subject.tag_ in {"NNS", "NNPS"} or any(c.dep_ == "conj" for c in subject.children)
    if low in {"they", "them"}:
        return subject if plural or subject.ent_type_ in GROUP_LABELS else None
    if low in PERSON_PRONOUNS:
        return subject if not plural and (subject.ent_type_ == "PERSON" or subject.pos_ == "NOUN") else None
    if low == "it":
        return subject if not plural and (_named_body(subject) or speaks_for(subject)) else None
    return None


def owner_reports(tok: Token) -> bool:
    """True for a possessive determiner the subject of the speech verb owns: "The rebels said their
    leader had been killed". Salience finds a plural's owner badly; a reported clause says it."""
    return tok.dep_ == "poss" and _reporting_subject(tok) is not None


def _owner_reporting(tok: Token) -> bool:
    """True for a possessive determiner in the subject of a clause a named speaker reports, when the
    speaker does not agree with it: "Yukos [tagged a person] claims its downfall was ...". A reader
    takes the speaker; salience, which would take a name from before, must not."""
    if tok.dep_ != "poss":
        return False
    subject = _speech_subject(tok.head)
    return subject is not None and subject.pos_ == "PROPN"


@lru_cache(maxsize=1)
def _concessive_words() -> frozenset[str]:
    """Words opening a concessive clause ("while", "although"), from ``ontology/concessive-words.tsv``."""
    return frozenset(row["word"].lower() for row in read_tsv("concessive-words.tsv", ["word"]))


def _speech_subject(clause_subject: Token) -> Token | None:
    """The subject of the speech verb whose reported clause ``clause_subject`` is the subject of."""
    clause = clause_subject.head
    if (
        clause.dep_ == "advcl"
        and clause.head.dep_ == "ccomp"
        and clause.i < clause.head.i
        and any(m.dep_ == "mark" and m.lower_ in _concessive_words() for m in clause.children)
    ):
        # "Ms Sturgeon said that while she had no reason to doubt it, there were questions": a concession
        # opening the reported clause is the same speaker's (not "after he scored": the scorer's)
        clause = clause.head
    if clause_subject.dep_ not in SUBJECTISH or clause.dep_ != "ccomp" or not is_speech_verb(clause.head):
        return None
    return next((c for c in clause.head.children if c.dep_ in SUBJECTISH), None)


def _named_body(tok: Token) -> bool:
    """True for a singular subject naming an organisation or a place: an ORG or GPE name, or a company
    noun that a name qualifies ("The Daesh group").

    A bare common noun ("the government", "the report") is not: it may be the body or its document.
    """
    if tok.ent_type_ in {"ORG", "GPE"}:
        return True
    # an acronym ("BAA", "NATO") names a body whatever the NER says (it tags "BAA" a person)
    acronym = tok.is_alpha and tok.is_upper and len(tok.text) > 1
    if acronym and tok.pos_ == "PROPN" and tok.ent_type_ != "NORP":
        return True
    return (
        tok.pos_ == "NOUN"
        and tok.lemma_ in company_nouns()
        and any(c.dep_ == "compound" and c.ent_type_ == "ORG" and c.i < tok.i for c in tok.children)
    )


def _phrase_text(tok: Token) -> str:
    """The subject phrase without the relative clauses and appositions hanging off it."""
    words = [
        t
        for t in tok.subtree
        if not any(
            a.dep_ in {"relcl", "appos", "acl"}
            for a in [t, *t.ancestors]
            if a.i != tok.i and tok in a.ancestors
        )
    ]
    return clean_name(" ".join(t.text for t in words)) or tok.text


def _antecedent_too_far(tok: Token, name: str, resolved: dict[int, str]) -> bool:
    """True when the name a pronoun was resolved to was last written, or last stood for by a pronoun
    resolved to it, more than two sentences back.

    Salience over a whole article crosses topic changes; a reader looks a sentence or two back along
    the chain of mentions.
    """
    doc = tok.doc
    start = tok.sent.start
    for _ in range(2):
        if start == 0:
            break
        start = doc[start - 1].sent.start
    last_word = name.split()[-1]
    return not any(t.text == last_word or resolved.get(t.i) == name for t in doc[start : tok.i])


def _common_subject_before(tok: Token) -> bool:
    """True when an unnamed subject precedes "it" in its sentence ("The government said it would ...").

    That noun is the likelier antecedent, and a name from an earlier clause would be a wrong guess.
    """
    sent = tok.sent
    return any(
        t.dep_ in SUBJECTISH and t.pos_ == "NOUN" and not t.ent_type_ for t in tok.doc[sent.start : tok.i]
    )


def _embedded(tok: Token) -> bool:
    """A subject inside a relative or adverbial clause ("the war, which it launched"): salience
    of the article's main subjects says little about it, so it stays unresolved."""
    return tok.dep_ in SUBJECTISH and tok.head.dep_ in {"relcl", "acl", "advcl"} and not _closing(tok.head)


def _closing(verb: Token) -> bool:
    """True for a speech verb ending its sentence: "... who had arrived for evacuating those injured he
    added." is a source closing the sentence, which text without commas lets the parser hang as a
    relative clause on the last noun."""
    rest = verb.doc[verb.i + 1 : verb.sent.end]
    return is_speech_verb(verb) and all(t.is_punct or t.is_space for t in rest)


def _expletive(tok: Token) -> bool:
    """ "It was decided to ...", "it is likely that ...": a dummy subject that refers to nothing."""
    if tok.lower_ != "it" or tok.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    verb = tok.head
    if not any(c.dep_ in {"ccomp", "xcomp", "csubj"} for c in verb.children):
        return False
    # "It added that ..." has a real referent; "It was decided to ...", "It seems that ..." do not
    return tok.dep_ == "nsubjpass" or verb.lemma_ in _RAISING
