"""How an article uses a name states its kind: "the Grammy awards" an event, "the track Mosh" or "the
operating system Linux" a work, "at the Bernabeu" a venue. Every text runs through the real model. The
over-firing cases of a review (session 10) keep their kinds: a verb "awards" after an organisation, a race
track or a fast track, a name that opens a list after "at the", a city named like a ship, and the rules of
a team's plural verb ("Bath have signed") and a team's role ("Madrid coach"), which were dropped because a
city's name took its club's kind in every other article ("if Tehran were to", "Cities such as Manchester
have", "Madrid coach ..." in a bombing story)."""

from __future__ import annotations

import pytest

from kg.entities import resolve_entities
from kg.entities.evidence import context_kind
from kg.pipeline import extract_articles
from kg.types import Article, Mention


def _kinds(*texts: str) -> dict[str, str]:
    articles = [Article(f"a{number}", text) for number, text in enumerate(texts)]
    resolution = resolve_entities(extract_articles(articles, progress=None))
    return {form: entity.kind for entity in resolution.entities for form in (entity.label, *entity.aliases)}


def _stated(text: str, name: str) -> list[tuple[str, float] | None]:
    """What the words around each mention NER finds as ``name`` state."""
    (extraction,) = extract_articles([Article("a", text)], progress=None)
    stated = [context_kind(text, mention) for mention in extraction.mentions if mention.text.endswith(name)]
    assert stated, f"NER finds no {name!r} in {text!r}"
    return stated


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # a work's noun right before its title
        ("The band's new single is a remix of the track Mosh by Eminem.", "Mosh", "Other"),
        ("It will not work on PCs running the operating system Linux.", "Linux", "Other"),
        # the ceremony of a prize
        ("Lopez appeared at the Grammy awards on Sunday.", "Grammy", "Event"),
        ("She also won at the Olivier awards and was nominated at the Oscars.", "Olivier", "Event"),
        ("The song went on to win Grammy awards for best record and song.", "Grammy", "Event"),
        # no person is "at the" anyone: a venue, where the name ends its phrase
        ("Ronaldo scored in the comfortable victory at the Bernabeu.", "Bernabeu", "Place"),
        ("Real Madrid won 3-0 at the Bernabeu on Sunday.", "Bernabeu", "Place"),
    ],
)
def test_how_a_text_uses_a_name_states_its_kind(text: str, name: str, kind: str) -> None:
    assert (kind, 4.0) in _stated(text, name)


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # "awards" as a verb, or after an organisation that gives or sponsors the prize
        ("The BBC said it would cut jobs. The BBC awards its staff a pay rise of 2.6%.", "BBC", "Event"),
        ("Nasa awards a contract to Boeing this week.", "Nasa", "Event"),
        ("The European Commission awards grants to farmers each spring.", "European Commission", "Event"),
        ("Unesco awards its heritage status to three sites a year.", "Unesco", "Event"),
        ("Pfizer won praise at the Reuters awards dinner.", "Reuters", "Event"),
        ("Obama awards Medal of Freedom to Merkel.", "Obama", "Event"),
        ("The emir said Qatar awards to refugees were rising.", "Qatar", "Event"),
        # a track that is no song's, a ship's name that is a city's
        ("Back on the track Hamilton was quickest in the first practice session.", "Hamilton", "Other"),
        ("On the track Button set the pace while Alonso struggled.", "Button", "Other"),
        ("Around the track Hamilton was quick all weekend.", "Hamilton", "Other"),
        ("The race track Silverstone will host the British Grand Prix.", "Silverstone", "Other"),
        ("The fast track Blair promised for asylum cases has not worked, critics said.", "Blair", "Other"),
        ("The Royal Navy cruiser HMS Belfast is moored on the Thames in London.", "Belfast", "Other"),
        ("Visitors to the ship Belfast can see the gun turrets.", "Belfast", "Other"),
        # "at the" a name that opens a list or qualifies a noun
        ("Reporters shouted at the Rooney, Ferdinand and Terry trio as they left.", "Rooney", "Place"),
        ("He was spotted at the Beckham house in Madrid.", "Beckham", "Place"),
        # a pronoun past a conjunction and a verb, or past a role, is another's
        ("Henman has given up on Wimbledon and winning his first grand slam.", "Wimbledon", "Person"),
        ("The Manchester United winger won his first cap on Saturday.", "Manchester United", "Person"),
    ],
)
def test_a_usage_rule_does_not_fire_on_another_use(text: str, name: str, kind: str) -> None:
    assert (kind, 4.0) not in _stated(text, name)


def test_a_name_opening_a_title_case_line_is_the_verb_s_subject_not_a_prize() -> None:
    # NER fuses a headline's words into one span, so the mention "Putin" is built by hand
    text = "The medals were handed out.\n\nPutin Awards Medals To Syria Pilots\n\nPilots were there."
    start = text.index("Putin")
    assert context_kind(text, Mention("a", 0, "Putin", start, start + 5, "PERSON")) != ("Event", 4.0)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # British English's plural verb after a place that is no team
        ("Diplomats warned that if Tehran were to enrich uranium, sanctions would follow.", "Tehran"),
        ("It felt as if Beijing were daring the West to act, one envoy said.", "Beijing"),
        ("Cities such as Manchester have seen a boom in flats built for rent.", "Manchester"),
        ("Big cities like Birmingham have also attracted new offices from London firms.", "Birmingham"),
        ("Catalonia have voted to hold a referendum on independence, its parliament said.", "Catalonia"),
        ("Quebec have twice rejected independence at the ballot box.", "Quebec"),
        ("Kabul host a donors conference next month.", "Kabul"),
        ("Mosul need at least 10 billion dollars to rebuild its homes and bridges.", "Mosul"),
        ("London were awarded the 2012 Olympic Games in Singapore on Wednesday.", "London"),
        ("The soldiers who left Basra were ambushed on the road south.", "Basra"),
        ("Rebels who captured Idlib need ammunition, a commander said.", "Idlib"),
    ],
)
def test_a_plural_verb_after_a_place_leaves_it_no_organisation(text: str, name: str) -> None:
    assert ("Organization", 4.0) not in _stated(text, name)


def test_a_club_in_one_article_leaves_its_city_a_place_in_others() -> None:
    kinds = _kinds(
        "Real Madrid are favourites for the title. Madrid coach Vanderlei Luxemburgo said his side would"
        " attack. The Madrid captain Raul scored twice in the win over Betis.",
        "Bombs on four commuter trains killed 191 people in Madrid in March 2004. Madrid has since built a"
        " memorial at Atocha station.",
        "Madrid mayor Alberto Ruiz-Gallardon opened the new metro line on Monday.",
    )
    assert kinds.get("Madrid") == "Place"


def test_a_ship_named_after_a_city_leaves_the_city_a_place() -> None:
    kinds = _kinds(
        "The Royal Navy cruiser HMS Belfast is moored on the Thames in London and is now a museum. Visitors"
        " to the ship Belfast can see the gun turrets.",
        "Riots broke out in north Belfast on Monday night. Police in Belfast said 20 officers were hurt.",
    )
    assert kinds.get("Belfast") == "Place"


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        # a city in a sports article stays the city
        ("Thousands of fans travelled to Madrid for the match, which Real won 2-1.", "Madrid", "Place"),
        ("Paris beat London to host the Games, officials said on Wednesday.", "London", "Place"),
        # people named like clubs and places
        ("Brooklyn Beckham was spotted at a match in London with his father.", "Brooklyn Beckham", "Person"),
        ("Chelsea Clinton spoke at the Democratic convention on Tuesday.", "Chelsea Clinton", "Person"),
        # the names of prizes' ceremonies
        ("The singer won two prizes at the Grammy awards in Los Angeles on Sunday.", "Grammy", "Event"),
    ],
)
def test_a_city_a_person_or_a_prize_keeps_its_kind(text: str, name: str, kind: str) -> None:
    assert _kinds(text).get(name) == kind
