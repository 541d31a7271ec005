"""What the article text says about a mention, beyond NER's label: the kind its context states ("the
village of Hass", "telecoms giant Verizon", "in Hass"). Pure functions of strings and the curated word lists
in ``ontology/``. The other tests of a mention's text live beside it: :mod:`.edges` (words NER cut off a
name, credit lines), :mod:`.glued_tails` (words glued after a name), :mod:`.possessives` (possessives
written without an apostrophe) and :mod:`.junk` (names that are no names); ``WordStats`` and
``junk_reason`` are still importable from here.
"""

from __future__ import annotations

import re

from ..memo import per_article
from ..types import EVENT, ORGANIZATION, OTHER, PERSON, PLACE, Mention
from .called import called_kind
from .clubs import club_in_text
from .context_cues import (
    _AT_TARGET,
    _AWARDS_AFTER,
    _BASED_AFTER,
    _BASED_BEFORE,
    _CLAUSE_END,
    _DATELINE_BEFORE,
    _FIRM_BEFORE,
    _FIRST_PERSON_QUOTE,
    _HEADLINE_BEFORE,
    _ORG_AFTER,
    _ORG_BEFORE,
    _OWNER_BEFORE,
    _PERSON_AFTER,
    _POSSESSED_PLACE_BEFORE,
    _PRONOUN_VERB_BEFORE,
    _SIDE_OF_PLACE,
    _VENUE_AT,
    _VENUE_SPEAKS,
    _VERB_BEFORE,
    _VESSEL_BEFORE,
    _WEAPON_AFTER,
    _boss_of_body,
    _event_named,
    _honorific_opens,
    _kin_apposed,
    _kin_before,
    _named_unit,
    _outlet_after_headline,
    _postnominal,
    _venue_after,
    _verb_form,
    org_apposed,
    pronoun_elsewhere,
    title_not_the_names,
)
from .credits import CREDIT_WEIGHT, credited_kind
from .gazetteer import (
    armed_group_names,
    designated,
    given_name_first,
    known_place_name,
    lookup_key,
    name_words,
    opened_as_group,
    place_or_nation,
)
from .groups import plural_group
from .junk import WordStats as WordStats
from .junk import _phrase_reason as _phrase_reason
from .junk import junk_reason as junk_reason
from .lineups import club_in_line_up, in_line_up, match_report, named_player
from .maker_products import maker_product, owned_product
from .named_firms import named_firm
from .named_products import named_product
from .names import name_tokens
from .occasions import named_occasion
from .places import (
    _AT_PLACE,
    _AT_THE,
    _BASE_AFTER,
    _IN_LIST_AFTER,
    _IN_PLACE,
    _IN_PLACE_STRICT,
    _PERSON_BEFORE,
    _PLACE_BEFORE,
    _PLACE_LIST_BEFORE,
    _PLURAL_PLACE_AFTER,
    _REGION_BEFORE,
    _SPEAKER_AFTER,
    _STRICT_PREPOSITIONS,
    _THE_BEFORE,
    _TO_PLACE_AFTER,
    _TRAVEL_FROM,
    _TRAVEL_TO,
    _VENUE_END,
    _WAY_END_AFTER,
    _WAY_FROM,
    _WAY_TO,
    PARTS_BEFORE,
    _glossed_as_place,
    _listed_place,
    _located_person_tag,
    _norp_place,
    _place_after,
    _titled_list,
    figurative_land,
    preposition_word,
)
from .possessives import _NOT_OWNED
from .roles import ROLE_AFTER, is_role, member_after_body, post_in_body
from .seats import listed_seat, named_seat
from .sides import nickname_side, players_club, side_in_match, standing_club
from .work_titles import titled_as_work
from .works import given_named_person, listed_org, listed_place, won_award

CONTEXT_WEIGHT = (
    4.0  # a stated kind outweighs NER on a full name (3.0); NER's majority over mentions still counts
)
# a bare preposition of place ("at X", "in X" where GeoNames does not know X): it only ties one bare mention's
# NER tag, and vetoes no statement at full weight (kinds._stated_kind)
PREFIX_WEIGHT = 1.0
# "in X" where GeoNames knows X as a city: twice one bare mention's NER tag, so that a city's name tagged
# ORG or PERSON once is a place where a text puts something in it, while a company written twice ("the
# biggest investors in Google") keeps its kind. Towns share names with people and clubs (Bath, Chelsea),
# so the name alone says nothing.
_KNOWN_PLACE_WEIGHT = 2.0
# "bombed positions in [Jubb al-Jarrah]", "in [al-Shaer] and Jazal oilfields": a name NER reads as a person's
# after a preposition of place, where nothing in or after the name reads as a person's. Above a full name's
# NER tag (3.0), so that a place written once is one; below CONTEXT_WEIGHT, so that it never decides alone
# against the entity's other mentions: a person written twice more as a full name stays a person.
_LOCATED_WEIGHT = 3.5


@per_article
def context_kind(text: str, mention: Mention) -> tuple[str, float] | None:
    """The kind the words around a mention state, with its weight, or None."""
    if not text:
        return None
    before = text[max(0, mention.start - 40) : mention.start]
    after = text[mention.end : mention.end + 25]
    if _outlet_after_headline(text, mention):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "a firm called [Kelso]", "a technology known as [Hale]": the noun a participle names says what it is
    if called := called_kind(before, after, mention.label):
        return called, CONTEXT_WEIGHT
    # "its Westfalen stadium", "Arsenal's Highbury stadium": an owner before the name and a venue's noun
    # after it make the name the venue's (a name before the noun without an owner may be the club or firm
    # the venue belongs to: "the Arsenal stadium")
    if _OWNER_BEFORE.search(before) and _venue_after().match(after):
        return PLACE, CONTEXT_WEIGHT
    # a kin word right before a name outweighs what follows it: "[his] brother Bassil is located in ..."
    # is the brother's grave, not a place called Bassil
    if _kin_before().search(before):
        return PERSON, CONTEXT_WEIGHT
    # "[Dr Khoo]": NER's span holds the title that "Dr [Khoo]" has before the name (_PERSON_BEFORE)
    if _honorific_opens().match(mention.text):
        return PERSON, CONTEXT_WEIGHT
    # "Her brother, [Tomas], said": the kin word's apposition, closed by a comma
    if _kin_apposed().search(before) and after.lstrip(" ").startswith(","):
        return PERSON, CONTEXT_WEIGHT
    # "won an [Emmy] for": a prize, whatever a pronoun after says ("winning him an Oscar which he refused")
    if won_award(text, mention):
        return OTHER, CONTEXT_WEIGHT
    # "[Scrubs] actor Zach Braff", "[U2] frontman Bono": a credit before a person's name says work or band
    if credited := credited_kind(text, mention):
        return credited, CREDIT_WEIGHT
    # "last year's [Superbowl]", "the [3GSM] trade show": a happening, whatever NER tagged it (before the
    # weak "at" of a place: "at the 3GSM trade show")
    if named_occasion(text, mention):
        return EVENT, CONTEXT_WEIGHT
    # the words after reach further for a place: "al-Inzarat - a rebel-held neighbourhood of East Aleppo"
    far_after = text[mention.end : mention.end + 45]
    placed_after = (
        (_place_after().match(far_after) and not figurative_land(before, far_after))
        or _glossed_as_place(mention.text, far_after)
        or (_PLURAL_PLACE_AFTER.match(far_after) and mention.label not in ("NORP", "ORG"))
        or (
            _BASE_AFTER.match(far_after)
            and not (mention.label == "PERSON" and given_name_first(mention.text))
            # a firm's name before "airport" qualifies what it sells or pays ("Ryanair airport charges",
            # "Boeing airport contracts"); NER's ORG is a base's after "the": "the Daesh-held Tabaqa airport"
            and (mention.label != "ORG" or _THE_BEFORE.search(before))
        )
    )
    # "Chennai-based Tata" names a place where GeoNames or pycountry knows one ("Linux-based software" does
    # not); "his native Scotland" one where the name can be a place: tagged GPE or LOC, known, or one word
    # NER tags PERSON, its guess for a small town GeoNames lacks ("his home town Fraserburgh"); not a club
    # ("his hometown Chicago Bulls", tagged ORG) nor a language ("her native Arabic")
    if (_BASED_AFTER.match(after) and known_place_name(mention.text)) or (
        _POSSESSED_PLACE_BEFORE.search(before)
        and (
            mention.label in ("GPE", "LOC")
            or known_place_name(mention.text)
            or (mention.label == "PERSON" and len(name_tokens(mention.text)) == 1)
        )
        and mention.label not in ("NORP", "LANGUAGE")
    ):
        return PLACE, CONTEXT_WEIGHT
    place_before = _PLACE_BEFORE.search(before)
    # a bearing's parts of a firm or a party, not of a place: "Central parts of [Microsoft]'s strategy" (a
    # possessive after it: the parts are of what the name owns), "the western parts of [Tesco]" tagged ORG
    if (
        place_before
        and PARTS_BEFORE.search(place_before.group())
        and (mention.label == "ORG" or after[:1] in ("'", "’"))
    ):
        place_before = None
    # the second of "the residents of Aleppo and [Mohammed Saleh], a teacher, said": a speaker, no place
    if place_before and place_before.group().rstrip().endswith("and") and _SPEAKER_AFTER.match(after):
        place_before = None
    if (
        place_before
        or placed_after
        or _REGION_BEFORE.search(before)
        or named_seat(before, mention)
        or listed_seat(text, mention)
    ):
        return PLACE, CONTEXT_WEIGHT
    listed_before = _PLACE_LIST_BEFORE.search(text, max(0, mention.start - 120), mention.start)
    if (
        listed_before
        and (listed_before.group("joined") or _IN_LIST_AFTER.match(after))
        and not _SPEAKER_AFTER.match(after)
    ):
        return PLACE, CONTEXT_WEIGHT
    # "rural cities most notably Saraqeb and [Maarat al-Numan]": a list after a plural noun of places
    if listed_place(text, mention) and not _SPEAKER_AFTER.match(after):
        return PLACE, CONTEXT_WEIGHT
    if mention.label != "PERSON" and (
        (_TRAVEL_FROM.search(before) and _TO_PLACE_AFTER.match(after)) or _TRAVEL_TO.search(before)
    ):
        return PLACE, CONTEXT_WEIGHT
    # a road runs between places only, so its ends are places whatever NER tagged them
    if (_WAY_FROM.search(before) and _WAY_END_AFTER.match(after)) or _WAY_TO.search(before):
        return PLACE, CONTEXT_WEIGHT
    pronoun = _PERSON_AFTER.match(after)
    if pronoun and (is_role(pronoun.group("word")) or pronoun_elsewhere(mention, before)):
        pronoun = None
    # a name that ends in an organisation's designator is no person's whose pronoun follows: "the Hockey
    # Association rules on his appeal" is another man's
    if pronoun and designated(name_tokens(mention.text)) and not given_name_first(mention.text):
        pronoun = None
    if (
        (_PERSON_BEFORE.search(before) and not title_not_the_names(before, after, mention.text))
        # "the Kelso coach [Ann Lee]", "former Hale full-back [Ann Lee]": a body's member by a role
        or member_after_body(before)
        or _postnominal(mention.text)
        or pronoun
        or _titled_list(before, mention)
    ):
        return PERSON, CONTEXT_WEIGHT
    # a post after a body's name is held in the body, by the person named next: "[Kelso General Hospital]
    # professor of heart surgery, Ann Hale," (a name that ends in a designator and opens with no given name)
    tokens = name_tokens(mention.text)
    body = designated(tokens) and not given_name_first(mention.text)
    if (ROLE_AFTER.match(text[mention.end : mention.end + 60]) and not body) or in_line_up(text, mention):
        return PERSON, CONTEXT_WEIGHT
    # '"I was working hard," said Kelso.': a quote in the first person singular belongs to one person, so
    # the name of its speaker that closes the clause is a person's (a body speaks as "we"; "said Kelso
    # coach Ann Lee" gives the speaker after the name)
    if _FIRST_PERSON_QUOTE.search(text[max(0, mention.start - 250) : mention.start]) and _CLAUSE_END.match(
        after
    ):
        return PERSON, CONTEXT_WEIGHT
    if club_in_line_up(text, mention):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "Milan Baros' pass" in a match report whose line-up writes "Baros": a player
    if named_player(text, mention, place_or_nation):
        return PERSON, CONTEXT_WEIGHT
    # "The National Theatre said its director would step down": a venue that speaks is the body that runs
    # it, as NER read it; its head word (org-words.tsv, role venue) makes the name a place only otherwise
    if (
        mention.label == "ORG"
        and _VENUE_SPEAKS.match(after)
        and name_tokens(mention.text)[-1:] in name_words("venue")
    ):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "director general of [Kelso]", "economist at [Hale Securities]": a post held in the name
    if mention.label != "ORG" and post_in_body(text, mention):
        return ORGANIZATION, CONTEXT_WEIGHT
    noun = _ORG_BEFORE.search(before)
    if noun and _SIDE_OF_PLACE.search(before):
        noun = None
    # a firm's noun before a person's full name describes the person: "the furniture manufacturer Robert
    # Thornley" (the described-person rule below reads it)
    if noun and _FIRM_BEFORE.search(before) and given_named_person(mention):
        noun = None
    # a capitalised noun after a capitalised word is a headline's, no description: "Social Media Website
    # Middle East" (a sentence may open with one: "Retailer Kingfisher")
    if noun and _HEADLINE_BEFORE.search(before, 0, noun.start() + 1):
        noun = None
    if noun or (_DATELINE_BEFORE.search(before) and after.startswith(")")):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "Santa Monica-based Activision": a firm or a group is based somewhere, a person lives there. A full
    # name tagged PERSON may hold the firm and its director: "UK-based [Observatory Rami Abdurrahman]".
    if _BASED_BEFORE.search(before) and not (mention.label == "PERSON" and " " in mention.text.strip()):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "seven Katyusha rocket launchers": a weapon's name (a group's name before it, tagged ORG or NORP,
    # owns the weapon: "Houthi missiles")
    if _WEAPON_AFTER.match(after) and mention.label not in ("ORG", "NORP"):
        return OTHER, CONTEXT_WEIGHT
    if titled_as_work(text, mention):
        return OTHER, CONTEXT_WEIGHT
    # "the [Pez] sweet dispenser", "the [Atkins] diet": a product's noun after a name NER read as a person's;
    # "a [Subaru Impreza]", "Sony's [Qrio Robot]": a maker's name or possessive before its model's
    if named_product(text, mention) or maker_product(mention) or owned_product(text, mention):
        return OTHER, CONTEXT_WEIGHT
    # a ship's name: not a place's, which keeps its entity ("HMS Belfast"), nor a person's full name
    vessel = _VESSEL_BEFORE.search(before) and not known_place_name(mention.text)
    if vessel and not (mention.label == "PERSON" and " " in mention.text.strip()):
        return OTHER, CONTEXT_WEIGHT
    # "companies like Kelso", "hedge funds Kelso and [Hale]", "a spokesman for [Kelso]": a firm
    if listed_org(text, mention) or named_firm(text, mention):
        return ORGANIZATION, CONTEXT_WEIGHT
    # not after a name NER tags an organisation: it is the verb's subject ("The BBC awards its staff") or the
    # prize's sponsor ("the Reuters awards dinner")
    if mention.label != "ORG" and _AWARDS_AFTER.match(after):
        return EVENT, CONTEXT_WEIGHT
    # a group's noun after the name outweighs a word before it: "the powerful Ahrar al-Sham faction"
    if (_ORG_AFTER.match(after) and not _named_unit(mention, after)) or _boss_of_body(mention, after):
        return ORGANIZATION, CONTEXT_WEIGHT
    # "British hurdler Sarah Claxton", "writer Suleiman Youssef": a description in apposition to a full name
    described = re.search(r"(?:^|\s)([a-z][a-z-]{3,})\s+$", before)
    if (
        mention.label == "PERSON"
        and " " in mention.text
        and described
        and described.group(1) not in _NOT_OWNED
        and not preposition_word(described.group(1))
        # a verb is no description: "forces captured Rajm al Sheikh Region", "attempting to seize Al Maleh";
        # nor an adverb, which opens a list or a clause: "cities most notably Saraqeb Sarmin" (a 4-letter
        # "-ly" word is a noun: "ally", "rally")
        and not described.group(1).endswith("ed")
        and not _verb_form(described.group(1))
        and not (described.group(1).endswith("ly") and len(described.group(1)) > 5)
        and not _VERB_BEFORE.search(before)
        and not _PRONOUN_VERB_BEFORE.search(before)
        # nor a preposition of place: "advanced near Deir Hafer" (the rule on places below reads it)
        and not _IN_PLACE.search(before)
        # a name that ends in an organisation's designator or opens with an armed group's Arabic word says
        # what it is: "former Al-Qaeda affiliate Fateh al-Sham Front", "the bulletin Jabhat al-Nusra" is a
        # group that the word before describes; so is an armed group's listed name ("calls itself [Ansar
        # al-Sharia]", armed-groups.tsv)
        and not (
            (designated(name_tokens(mention.text)) or opened_as_group(name_tokens(mention.text)))
            and not given_name_first(mention.text)
        )
        and lookup_key(mention.text) not in armed_group_names()
        # nor a happening's name, whose head word says what it is: "this season's opening IRB Sevens"
        and not _event_named(mention.text)
    ):
        return PERSON, CONTEXT_WEIGHT
    if org_apposed(mention, text[mention.end : mention.end + 60]):
        return ORGANIZATION, CONTEXT_WEIGHT
    # a side in a match is a team: a town's name NER tags as a place is its club there; so is a name with a
    # plural verb ("Bath have signed"), and a town that owns a player's name or a team's standing ("Kelso's
    # league lead") in a sport story
    if (
        side_in_match(text, mention, before, after)
        or plural_group(mention, before, after, match_report(text))
        or nickname_side(text, mention, before)
        or players_club(text, mention, after)
        or standing_club(text, mention, after)
        or club_in_text(text, mention, before, after)
    ):
        return ORGANIZATION, CONTEXT_WEIGHT
    right_after = _IN_PLACE.search(before)
    listed = None if right_after else _listed_place(before, after)
    known = (right_after or listed) and known_place_name(mention.text)
    # a list's item reaches a name NER tags as a body only where GeoNames knows it: "invested in Apple and
    # Google shares" is no place called Google
    if right_after and mention.label not in ("PERSON", "NORP"):
        # a city GeoNames knows, after a preposition of place: "in Saraqeb", "into Aazaz" (tagged ORG)
        return PLACE, _KNOWN_PLACE_WEIGHT if known else PREFIX_WEIGHT
    if known:
        return PLACE, _KNOWN_PLACE_WEIGHT
    if _norp_place(mention, after):
        return PLACE, PREFIX_WEIGHT
    strict = _IN_PLACE_STRICT.search(before) or (listed is not None and listed in _STRICT_PREPOSITIONS)
    if strict and mention.label == "PERSON" and _located_person_tag(mention.text, after, listed is not None):
        return PLACE, _LOCATED_WEIGHT
    # "victory at the Bernabeu": no person is "at the" anyone, so a name NER reads as a person's there is
    # a venue's, unless it qualifies a noun after it ("at the Grammy awards", "at the Smith house")
    if (
        mention.label == "PERSON"
        and _AT_THE.search(before)
        and not _AT_TARGET.search(before)
        and _VENUE_END.match(after)
        and not given_name_first(mention.text)
    ):
        return PLACE, CONTEXT_WEIGHT
    # not for names NER reads as an event or a work: "at" is then when it takes place or what someone
    # reacts to ("the final at Wimbledon", "He laughed at Hamlet"); a PRODUCT tag is often a place's slip
    # ("the blast at the Atme crossing")
    body_or_place = mention.label not in ("PERSON", "NORP", "EVENT", "WORK_OF_ART", "LAW", "LANGUAGE")
    # no body holds a match or a concert, a ground or a hall does: NER's ORG on a venue loses to this, where
    # a bare "at" only ties it ("a charity match at Kelso Park", "the concert at the Hale Arena")
    if body_or_place and _VENUE_AT.search(before):
        return PLACE, CONTEXT_WEIGHT
    if body_or_place and _AT_PLACE.search(before) and not _AT_TARGET.search(before):
        return PLACE, PREFIX_WEIGHT
    return None
