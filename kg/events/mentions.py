"""The record every event stage passes around: one trigger word in one sentence, with what sits next to it.

Kept in a module of its own so that trigger finding and argument attachment can both use it without
importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..types import Mention
from .timeexpr import TimeExpression


@dataclass(frozen=True)
class EventMention:
    """One trigger in one sentence with what sits next to it; offsets are absolute in the article."""

    article_id: str
    sentence_index: int
    start: int
    end: int
    trigger: str
    phrase: str  # modifiers and trigger as written: "the second, more deadly blast"
    event_type: str
    ordinal: int | None = None
    generic: bool = False
    lead: bool = False  # in the opening sentences of its article
    times: tuple[TimeExpression, ...] = ()
    places: tuple[str, ...] = ()  # entity keys
    place_text: tuple[str, ...] = ()
    participants: tuple[str, ...] = ()  # entity keys of possessors, of-objects, pre-modifiers
    victim: str | None = None  # entity key
    victim_text: str | None = None  # an unnamed victim as written: "a senior Hamas leader"
    perpetrators: tuple[str, ...] = ()  # entity keys of attackers named before the trigger ("a US airstrike")
    targets: tuple[str, ...] = ()  # entity keys of what an attack is on ("the attack on Israel")
    instruments: tuple[str, ...] = ()
    context: frozenset[str] = frozenset()  # every entity key of the sentence
    named: str | None = None  # key of a named-event entity the trigger is part of ("the Iran-Iraq War")
    predicative: bool = False  # describes something already named: "what officials called a terror attack"
    # the trigger's own "by"/"from" phrase as written ("by aircraft", "from the air"): words that may take
    # back what its modifiers say of how it was done (kg/events/manners.py), never read for a manner itself
    agent: str = ""
    # a verb of killing told only by the count of fighters after it ("Troops kill 40 insurgents";
    # kg/events/triggers.py): the news only where the article's lead names no other happening
    fighters_counted: bool = False
    # the kind every event word of the list the trigger stands in is, when the list holds three kinds or more
    # ("killed in clashes, suicide bombings and air strikes": Attack; kg/events/triggers.py)
    listed: str | None = None

    @property
    def manner_words(self) -> str:
        """The words that tell how the happening was done, as ``manners.done_otherwise`` reads them."""
        return f"{self.phrase} {self.agent}" if self.agent else self.phrase

    def as_mention(self) -> Mention:
        return Mention(
            self.article_id, self.sentence_index, self.phrase, self.start, self.end, self.event_type
        )
