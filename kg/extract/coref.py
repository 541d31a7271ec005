"""Article-level context for extraction: what a pronoun or a definite description stands for.

These are cheap salience rules, not a coreference model: a pronoun stands for the most recent named
subject of a compatible kind, or the one name in reach (``kg.extract.nearby``), or the subject of another
clause of its sentence (``kg.extract.clause_antecedents``); "the firm" for the one name described as a firm
(``kg.extract.redescription``). The speaker a "he said" continues, and the speaker a reported clause's
pronoun stands for, are in ``kg.extract.speakers``; who speaks inside quotations, and whom a speaker's
"we" stands for, is in ``kg.extract.quotes``; the person a "he" or "she" stands for inside its own
sentence (the subject of the clause its clause hangs on) is in ``kg.extract.hosts``; where salience stops
looking back, and which subjects it never takes, is in ``kg.extract.salience_bounds``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..resources import time_zones
from .ages import age_described
from .armed import armed_described, their_pronouns
from .armies import armies_again
from .attribution import (
    PERSON_LABELS,
    PERSON_PRONOUNS,
    THING_LABELS,
    THING_PRONOUNS,
    company_nouns,
    demonym_words,
)
from .based_bodies import place_based
from .binding import bound_by_antecedent, bound_by_subject, named_by_own_verb, outer_voice
from .bodies import bodies_named
from .body_its import body_its
from .channel_bodies import channel, outranked_subject, quoted_speaker
from .clause_antecedents import coordinated_subject, host_subject
from .described_it import described_its
from .descriptions import resolve_descriptions
from .expletives import expletive
from .family_names import agreeing, families, family_mends, remember
from .given_genders import (
    HONORIFIC_GENDER,
    one_person_surname,
    own_or_fuller,
    unlabelled_people,
    with_given_names,
)
from .headline_firms import headline_firm
from .hosts import host_person, named_speaker
from .known_towns import town_described
from .later_owners import later_owned
from .nearby import IT_PRONOUNS, Nearby, company_noun
from .no_persons import names_no_person
from .outvoted_persons import outvoted_persons
from .owned_arms import owned_arms
from .owned_nouns import owned_described
from .person_rivals import left_open
from .plural_rivals import plural_rivals
from .police_forces import police_named
from .previous_speakers import previous_speakers
from .quotes import GROUP_LABELS, SUBJECTISH, clean_name, quoted_from_outside, speaks_for
from .redescription import apposed, described_again
from .reported_owners import reported_owners
from .salience_bounds import antecedent_too_far, common_subject_before, embedded, one_of_a_people
from .settlements import settlement_described
from .share_owners import share_owners
from .source_bodies import source_bodies
from .speakers import (
    based_name,
    fullest,
    honorific_genders,
    other_gender,
    owner_reporting,
    phrase_text,
    reporting_subject,
)
from .speaking_groups import groups_continued
from .speaking_it import speaking_it
from .spoken_its import spoken_its
from .subject_rivals import unnamed_rivals
from .unnamed_persons import unnamed_person_rivals
from .vague import named_again, outlet_roles
from .vague_speakers import groups_again

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token
    from spacy.tokens import Span as SpacySpan


class Salience:
    """Resolve pronouns to the latest named subject of a compatible kind, in reading order."""

    def __init__(self, doc: Doc, title_end: int = 0) -> None:
        self.doc = doc
        self.title_end = title_end  # where the headline ends, when the article has one

    def _subject_entity(self, tok: Token) -> bool:
        return self._subject_slot(tok) is not None

    def _subject_slot(self, tok: Token) -> Token | None:
        # the entity fills a subject slot directly or through its compound/apposition chain, or owns
        # the subject ("Rooney's return was ..., and he was involved in ...": he is Rooney); the one a
        # report quotes ("Reuters quoted the ministry as saying") speaks in the sentence, not the channel
        cur = tok
        for _ in range(4):
            if cur.dep_ in SUBJECTISH or quoted_speaker(cur):
                return cur
            if cur.dep_ not in {"compound", "appos", "flat", "poss"} or cur.head.i == cur.i:
                return None
            if cur.dep_ == "compound" and cur.head.pos_ == "NOUN":
                return None  # "The US firm ... It has argued": the firm is the subject, not the US
            cur = cur.head
        return None

    @staticmethod
    def _channel_name(slot: Token, ent_at: dict[int, SpacySpan], full_names: dict[str, str]) -> str | None:
        """For a thing the sentence quotes (``quoted_speaker``), the name of the agency that quotes it, or
        "" when the NER found none; None for a thing that is a subject itself."""
        if slot.dep_ in SUBJECTISH:
            return None
        agency = channel(slot)
        ent = ent_at.get(agency.i) if agency is not None else None
        name = clean_name(ent.text) if ent is not None else ""
        return full_names.get(name.split()[-1], name) if name else ""

    def resolve(self) -> dict[int, str]:
        """Map token index of each resolvable pronoun to its antecedent's fullest name."""
        doc = self.doc
        ents = doc.ents  # Doc.ents builds a new Span for each name on every access: read once here
        ent_at = {e.root.i: e for e in ents}
        # NER often labels a bare surname differently from the full name ("Soleimani" as GPE), so a
        # name whose last word ends a PERSON mention anywhere in the article counts as a person.
        full_names: dict[str, str] = {}  # last word -> longest name seen ending with it
        person_words: set[str] = set()
        # "Both Mr Brown and Mr Blair" read as one mention: two people, and no one's full name (a place's
        # or a firm's name with "and", "Trinidad and Tobago", is one name)
        joined = {clean_name(e.text) for e in ents if " and " in e.text and e.label_ not in THING_LABELS}
        joined_persons = joined | {clean_name(e.text) for e in ents if e.label_ in PERSON_LABELS}
        outvoted = outvoted_persons(ents)
        for e in ents:
            name = clean_name(e.text)
            if not name:
                continue
            last_word = name.split()[-1]
            if _fuller(name, full_names.get(last_word, ""), joined, joined_persons - joined):
                full_names[last_word] = name
            if e.label_ in PERSON_LABELS and name not in outvoted:
                person_words.add(last_word)
        last: dict[str, str | None] = {"person": None, "thing": None, "group": None}
        titled = honorific_genders(doc)
        gender = with_given_names(doc, titled)
        family = families(doc)
        by_sex: dict[str, str] = {}  # the latest named subject of each gender: family_names.py
        # "shadow chancellor Vince Cable warned", a name the NER missed, is a person all the same
        missed = unlabelled_people(doc)
        for surname, (name, sex) in missed.items():
            person_words.add(surname)
            full_names.setdefault(surname, name)
            gender.setdefault(surname, sex)
        # surnames an honorific or a speaking role shows to be a person's: no "it" stands for them (a
        # name the NER labels a person may be a firm's, "Laura Ashley", and keeps its "its")
        people = set(titled) | set(missed)
        out: dict[int, str] = {}
        # only entity heads and pronouns matter; the POS column finds pronouns without building tokens
        pron = doc.vocab.strings["PRON"]
        propn = doc.vocab.strings["PROPN"]
        pos = doc.to_array("POS").tolist()
        positions = set(ent_at) | {i for i, p in enumerate(pos) if p == pron}
        # a known surname the NER missed in this sentence ("Soleimani oversaw ...") is still a subject
        positions |= {i for i, p in enumerate(pos) if p == propn and doc[i].text in person_words}
        # the channel of the latest thing, when a report quoted it ("" for an agency without a name); None
        # when the latest thing acted itself
        agency: str | None = None
        for i in sorted(positions):
            tok = doc[i]
            ent = ent_at.get(i)
            if ent is None and tok.pos_ == "PROPN":
                if not tok.ent_type_ and self._subject_entity(tok):
                    last["person"] = full_names[tok.text]
                continue
            slot = self._subject_slot(tok) if ent is not None else None
            if ent is not None and slot is not None and not one_of_a_people(ent.root):
                name = clean_name(ent.text)
                if name:
                    last_word = name.split()[-1]
                    if tok.tag_ == "NNPS" and not one_person_surname(tok, gender):
                        # a plural name ("the Lib Dems") is never a "he" or "she", whatever NER says; a
                        # surname tagged plural with a given name or honorific is ("Quentin Davies")
                        last["group"] = full_names[last_word]
                    elif name in outvoted:
                        continue  # "as Labour did then": a party NER once took for a person
                    elif ent.label_ in PERSON_LABELS or last_word in person_words:
                        last["person"] = (
                            None
                            if name in joined
                            else own_or_fuller(_titled(ent, name), full_names[last_word])
                        )
                        remember(by_sex, last["person"], gender)
                    elif ent.label_ in THING_LABELS and slot.dep_ in SUBJECTISH and outranked_subject(slot):
                        # "The trust asked the court to stop Acme chasing the leaks. It argues": two bodies
                        # act, and a guess may give one's words to its opponent (channel_bodies.py)
                        last["thing"] = last["group"] = agency = None
                    elif ent.label_ in THING_LABELS:
                        last["thing"] = full_names[last_word]
                        last["group"] = full_names[last_word] if ent.label_ in GROUP_LABELS else None
                        agency = self._channel_name(slot, ent_at, full_names)
                continue
            if tok.pos_ != "PRON" or expletive(tok) or embedded(tok):
                continue
            low = tok.lower_
            kind = "person" if low in PERSON_PRONOUNS else "thing" if low in THING_PRONOUNS else None
            if kind == "thing" and low not in {"it", "its", "itself"}:
                kind = "group"
            if kind in {"thing", "group"} and common_subject_before(tok):
                continue
            antecedent = last[kind] if kind else None
            if low == "its" and agency is not None and tok.head.lemma_.lower() in outlet_roles():
                # "AFP quoted the ministry as saying ... Its correspondent saw": the agency's own reporter,
                # not the quoted body's (left open when the agency has no name the NER found)
                antecedent = agency or None
            # "he" is never "Mrs Blair": an honorific settles the gender salience does not look at; nor
            # "Katherine Jackson" for her son; for a subject of the other gender, the latest one of its own
            antecedent = agreeing(tok, antecedent, family, by_sex, gender) if kind == "person" else antecedent
            if antecedent and not other_gender(tok, antecedent, gender):
                out[tok.i] = antecedent
        out.update(share_owners(doc, out))  # "Shares in Acme fell after it said": share_owners.py
        for i in [i for i, p in enumerate(pos) if p == pron]:
            # "Mr Ingram said it was important to ...": a dummy "it" is not the speaker's either
            speaker = None if expletive(doc[i]) else reporting_subject(doc[i])
            if speaker is not None and (
                (speaker.pos_ == "PRON" and other_gender(doc[i], speaker.text, gender))
                or other_gender(doc[i], out.get(speaker.i) or speaker.text, gender)
            ):
                # "Mr Brook said she would resign": she is someone else, whom salience may have found (if
                # not too far back)
                speaker = None
            if speaker is not None:
                # "A Yili spokesman said it may ...": the spokesman's "it" is the company
                # ("Lyon-based Veltrax said it is interested": Veltrax, not where it is based)
                body = speaks_for(speaker) or based_name(speaker) if doc[i].lower_ in {"it", "its"} else ""
                out[i] = body or out.get(speaker.i) or phrase_text(speaker)
            elif i in out and (antecedent_too_far(doc[i], out[i], out) or owner_reporting(doc[i])):
                del out[i]
        for i in [i for i, p in enumerate(pos) if p == pron]:
            first = coordinated_subject(doc[i], person_words) or host_person(doc[i], person_words, gender)
            first = first or named_speaker(doc[i], person_words, gender)
            if first is not None:
                out[i] = fullest(first, full_names)
        local = Nearby(doc, person_words, full_names, gender)
        again = described_again(doc, out, self.title_end)
        out.update(again)
        # "the capital Damascus": the name set beside the description in its own phrase
        beside = apposed(doc, out)
        out.update(beside)
        groups = {i for i in again if doc[i].tag_ == "NNS"}
        wanted = company_nouns()
        # a company noun is tagged NN: the TAG column spares building a Token for every other word
        nn = doc.vocab.strings["NN"]
        tags = doc.to_array("TAG").tolist()
        nouns = [
            i
            for i, tag in enumerate(tags)
            if tag == nn and doc[i].lower_ in wanted and i not in beside and company_noun(doc[i])
        ]
        for i in [i for i, p in enumerate(pos) if p == pron and i not in out] + nouns:
            if name := local.antecedent(doc[i]):
                out[i] = name
            elif (subject := host_subject(doc[i])) is not None:
                # a plural description resolved to names joined by "and" is no one name for a pronoun
                named = out.get(subject.i) if subject.i not in groups else None
                out[i] = named or phrase_text(subject)
        before = dict(out)
        out.update(resolve_descriptions(doc, out))  # "the forum", "the minister": kg/extract/descriptions.py
        out.update(place_based(doc, out, self.title_end))  # "The British-based Observatory": based_bodies.py
        out.update(bodies_named(doc, out, self.title_end))  # "a monitor said": kg/extract/bodies.py
        out = source_bodies(doc, out)  # "a source at X Police Command said": source_bodies.py
        out.update(groups_again(doc, out))  # "the sources" after "military sources": vague_speakers.py
        out.update(groups_continued(doc, out))  # "the group added" after the Observatory: speaking_groups.py
        out.update(age_described(doc, out))  # "The 23-year-old has denied ...": kg/extract/ages.py
        out.update(armed := armed_described(doc, out))  # "The insurgents are tightening ...": armed.py
        out.update(their_pronouns(doc, out, armed))
        out.update(settlement_described(doc, out))  # "stormed the town": kg/extract/settlements.py
        out.update(town_described(doc, out, self.title_end))  # "the town" GeoNames knows: known_towns.py
        # "An army unit" after "the Syrian army"; "the army" left open beside two armies: kg/extract/armies.py
        for i, army in armies_again(doc, out).items():
            if army:
                out[i] = army
            else:
                del out[i]
        out.update(owned_described(doc, out))  # "the government" after "the Syrian government"
        out.update(owned_arms(doc, out))  # "regime forces" after "the Assad regime": owned_arms.py
        out.update(later_owned(doc, out))  # "the government" before "the Thai government": later_owners.py
        out.update(police_named(doc, out))  # "Police" for the article's one force: police_forces.py
        # "the firm" far from any name, for the headline's one company: kg/extract/headline_firms.py
        out.update(headline_firm(doc, out, self.title_end, set(gender) | people))
        out.update(named_again(doc, out))  # "The cemetery" after "Martyrs' Cemetery": kg/extract/vague.py
        # a pronoun never stands for names joined by "and" ("The pilots said they ..."): it keeps the
        # description's words it had ("The pilots"), as a joined name is no entity
        joined = {again[i] for i in groups}
        for i in [i for i, n in out.items() if n in joined and doc[i].pos_ == "PRON"]:
            if before.get(i) and before[i] not in joined:
                out[i] = before[i]
            else:
                del out[i]
        # "Mr Lee has the drive, he said": no pronoun is a name its own verb's words hold, and a
        # "he said" that continues the speaker before must not continue such a wrong one (binding.py)
        unbound = {i for i in out if named_by_own_verb(doc[i], out[i])}
        for i in unbound:
            del out[i]
        for i, name in previous_speakers(doc, out, person_words, full_names, gender).items():
            if named_by_own_verb(doc[i], name):
                unbound.add(i)
            else:
                out[i] = name
        out.update(speaking_it(doc, out, person_words))  # "It said": kg/extract/speaking_it.py
        for i in [i for i in out if doc[i].lower_ in THING_PRONOUNS and quoted_from_outside(doc[i], out[i])]:
            del out[i]
        # "MEP Alain Lipietz warned ... it would be an insult": "it" is never a person shown to be one
        for i in [
            i for i, name in out.items() if doc[i].lower_ in IT_PRONOUNS and name.split()[-1] in people
        ]:
            del out[i]
        # "A resident corroborated that account saying he heard blasts. He said ...": "he" and "she" are never
        # a body, a document or a happening, whichever rule above picked it (kg/extract/no_persons.py)
        # ... unless an honorific made the name's last word a person's ("Mr Bank said he"); a bare surname
        # that is a noun ("Hannah Storm ... Storm said she") is no_persons.py's to keep
        for i in [
            i
            for i, name in out.items()
            if doc[i].lower_ in PERSON_PRONOUNS and name.split()[-1] not in people and names_no_person(name)
        ]:
            del out[i]
        # "upload it" never means its own clause's subject, whichever rule above picked it
        for i in [i for i in out if doc[i].pos_ == "PRON" and bound_by_subject(doc[i], out[i], out)]:
            del out[i]
        # "the strikes which they said ...": "they" is never the strikes, whichever rule picked them
        for i in [i for i in out if doc[i].pos_ == "PRON" and bound_by_antecedent(doc[i], out[i], out)]:
            del out[i]
        # "... which it said had suffered losses" inside what "It said": the same voice as the outer saying,
        # never a thing inside what it reported. Only taken away, not given: resolving such a pronoun to the
        # outer speaker let in more false statements than true on FA-KES (8 of 9 false), their relative
        # clauses being the parser's hardest ("places which it feared could lead to disease outbreaks").
        for i in [i for i in out if doc[i].pos_ == "PRON"]:
            outer = outer_voice(doc[i])
            if outer is None:
                continue
            voice = out.get(outer.i) or (phrase_text(outer) if outer.pos_ != "PRON" else None)
            if out[i] != voice:
                del out[i]
        # "It is a costly project": a noun of its copula no named body or place is (described_it.py)
        for i in described_its(doc, out) + spoken_its(doc, out):  # "It was a shock," she said: spoken_its.py
            del out[i]
        # "The peso ... It also fell": an unnamed subject before outranks a name (subject_rivals.py)
        for i in unnamed_rivals(doc, out):
            del out[i]
        out.update(body_its(doc, out))  # "Russia's military said ... It": the body (body_its.py)
        # "The Observatory said most of the dead ... they": a plural noun between outranks a name
        # (kg/extract/plural_rivals.py)
        for i in plural_rivals(doc, out):
            del out[i]
        # "rescuers dug a girl out ... her": a person its sentence speaks of unnamed (unnamed_persons.py)
        for i in unnamed_person_rivals(doc, out):
            del out[i]
        # '"... as Charles did," he said': the speaker is not the one his words name; and another person
        # of the same gender who spoke within reach is as likely as the last subject (person_rivals.py)
        dropped, moved = left_open(doc, out, person_words, gender, unbound - set(out))
        for i in dropped:
            del out[i]
        out.update(moved)  # "One view came from Tom Hale. He said": the one person the view came from
        out = reported_owners(doc, out)  # "He said his party ...": the speaker's (reported_owners.py)
        out = family_mends(doc, out, family)  # "he" is never "Katherine Jackson": family_names.py
        # "at 1200 GMT ... the activist said": an hour's zone is no one, and a people's word
        # no "it" ("the Syrian city. It"; a "they" may be the French): whichever rule picked it, it stays
        zones, peoples, its = time_zones(), demonym_words(), IT_PRONOUNS
        for i in [i for i, n in out.items() if n in zones or (doc[i].lower_ in its and n.lower() in peoples)]:
            del out[i]
        return out


def _fuller(name: str, known: str, joined: set[str], persons: set[str]) -> bool:
    """Whether ``name`` is a fuller name than ``known`` for the word both end with: the longer one, but
    never names ``joined`` by "and" ("Both Mr Brown and Mr Blair") over one person's ("Tony Blair"), and
    of two names as many words long, the one NER labels a person ("Pete Doherty", not "Rocker Doherty",
    a headline's "Rocker" the NER took for part of an organisation's name)."""
    if not known:
        return True
    if (name in joined) != (known in joined):
        return known in joined
    if (name in persons) != (known in persons) and len(name.split()) == len(known.split()):
        return name in persons
    return len(name) > len(known)


def _titled(ent: SpacySpan, name: str) -> str:
    """``name`` with the honorific written before the entity, which the NER leaves out ("Mrs [Howard]"):
    its gender tells a wife from the husband whose fuller name ends in the same surname."""
    before = ent.doc[ent.start - 1] if ent.start > 0 else None
    if before is None or before.lower_.rstrip(".") not in HONORIFIC_GENDER or name.split()[0] == before.text:
        return name
    return f"{before.text} {name}"
