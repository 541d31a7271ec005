"""The guarded union-find of entity resolution: forms (all mentions of one normalised name) and the
:class:`Merger` that joins them, refusing unions that join two curated entities, incompatible kinds
(a person and a place) or names the user split, and recording a reason for each union it accepts.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from ..types import ORGANIZATION, PERSON, PLACE, Mention
from .anchors import Anchor
from .name_titles import strip_titles
from .names import token_key
from .overrides import Override

# Kind pairs that NER confuses often enough that a strong name rule may cross them. Person/Place is
# never in a set: a person never merges with a place unless both already carry both labels.
ORG_PLACE = frozenset({frozenset({ORGANIZATION, PLACE})})  # "Iran said", IRINN tagged GPE
PERSON_ORG = frozenset({frozenset({PERSON, ORGANIZATION})})  # "Houthis" tagged PERSON


@dataclass(eq=False)
class Form:
    """All mentions that share one normalised name."""

    key: str  # lookup key: "ACR:IRGC" or "qassem soleimani"
    tokens: tuple[str, ...]
    acronym: bool
    mentions: list[Mention] = field(default_factory=list)
    votes: Counter[str] = field(default_factory=Counter)  # entity kinds, weighted
    labels: Counter[str] = field(default_factory=Counter)  # NER labels
    stated: dict[str, float] = field(default_factory=lambda: defaultdict(float))  # kinds the context states
    articles: set[str] = field(default_factory=set)
    cores: Counter[str] = field(default_factory=Counter)
    anchor: Anchor | None = None

    def add(self, mention: Mention, core: str, kind: str) -> None:
        self.mentions.append(mention)
        self.votes[kind] += 1
        self.labels[mention.label] += 1
        self.articles.add(mention.article_id)
        self.cores[core] += 1

    @cached_property
    def display(self) -> str:
        """The form as most often written, for reasons."""
        return min(self.cores, key=lambda core: (-self.cores[core], core))

    @cached_property
    def keys(self) -> tuple[str, ...]:
        return tuple(token_key(t) for t in self.tokens)

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset({self.anchor.kind}) if self.anchor else frozenset(self.votes)


class Merger:
    """Union-find over forms with the guards and the reasons of every accepted union."""

    def __init__(self, forms: list[Form], rules: Iterable[Override] = ()) -> None:
        self.forms = forms
        self.parent = list(range(len(forms)))
        self._members: dict[int, list[int]] = {i: [i] for i in range(len(forms))}
        self._kinds = {i: f.kinds for i, f in enumerate(forms)}
        self._anchor = {i: f.anchor for i, f in enumerate(forms)}
        self._reasons: dict[int, list[str]] = defaultdict(list)
        self.by_key = {f.key: i for i, f in enumerate(forms)}
        self.local: dict[tuple[int, str], int] = {}  # (form, article) -> form it joins in that article only
        # (form, article, gender of the courtesy title before a mention) -> form those mentions join
        self.titled: dict[tuple[int, str, str], int] = {}
        self.rules = list(rules)
        self.isolated = {
            i for r in self.rules if r.action == "split" and not r.target for i in self.lookup(r.name)
        }
        self.apart = {
            frozenset((i, j))
            for r in self.rules
            if r.action == "split" and r.target
            for i in self.lookup(r.name)
            for j in self.lookup(r.target)
        }

    def lookup(self, key: str) -> list[int]:
        """Forms named by an override key, as written or without its titles."""
        found = self.by_key.get(key)
        if found is None:
            _, core = strip_titles(key, person=True)
            found = self.by_key.get(core)
        return [] if found is None else [found]

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def members(self, root: int) -> list[Form]:
        return [self.forms[i] for i in self._members[root]]

    def anchor(self, root: int) -> Anchor | None:
        return self._anchor[root]

    def kinds(self, root: int) -> frozenset[str]:
        return self._kinds[root]

    def reasons(self, root: int) -> list[str]:
        return self._reasons[root]

    def target(self, form: int, article: str, gender: str = "") -> int:
        """The group a mention of ``form`` in ``article`` belongs to; ``gender`` is that of the courtesy
        title written before the mention ("Mrs Blair": f), if any."""
        if gender and (form, article, gender) in self.titled:
            return self.find(self.titled[(form, article, gender)])
        return self.find(self.local.get((form, article), form))

    def allowed(self, a: int, b: int, soft: frozenset[frozenset[str]] = frozenset()) -> bool:
        anchor_a, anchor_b = self._anchor[a], self._anchor[b]
        if anchor_a and anchor_b and anchor_a.id != anchor_b.id:
            return False
        kinds_a, kinds_b = self._kinds[a], self._kinds[b]
        if not kinds_a & kinds_b and not any(frozenset((x, y)) in soft for x in kinds_a for y in kinds_b):
            return False
        if self.isolated or self.apart:
            left, right = self._members[a], self._members[b]
            if self.isolated.intersection(left) or self.isolated.intersection(right):
                return False
            if any(frozenset((i, j)) in self.apart for i in left for j in right):
                return False
        return True

    def union(self, a: int, b: int, rule: str, score: float, soft: frozenset[frozenset[str]] = frozenset(),
              force: bool = False) -> bool:  # fmt: skip
        """Merge the groups of forms ``a`` and ``b`` if the guards allow; True when they are one group."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return True
        if not force and not self.allowed(ra, rb, soft):
            return False
        if len(self._members[ra]) < len(self._members[rb]):
            ra, rb = rb, ra
        self.parent[rb] = ra
        self._members[ra].extend(self._members.pop(rb))
        self._kinds[ra] = self._kinds[ra] | self._kinds.pop(rb)
        self._anchor[ra] = self._anchor[ra] or self._anchor[rb]
        self._reasons[ra].extend(self._reasons.pop(rb, []))
        self._reasons[ra].append(f"{rule}({score:.2f}): {self.forms[a].display} ~ {self.forms[b].display}")
        return True

    def note_titled(self, form: int, article: str, gender: str, target: int) -> None:
        """Send the mentions of ``form`` in ``article`` after a courtesy title of ``gender`` to ``target``."""
        self.titled[(form, article, gender)] = target
        self._reasons[self.find(target)].append(
            f"surname-title(1.00): {self.forms[form].display} ~ {self.forms[target].display} in {article}"
        )

    def note(self, form: int, article: str, target: int, rule: str) -> None:
        """Send the mentions of ``form`` in ``article`` (only) to the group of ``target``."""
        self.local[(form, article)] = target
        root = self.find(target)
        self._reasons[root].append(
            f"{rule}(1.00): {self.forms[form].display} ~ {self.forms[target].display} in {article}"
        )
