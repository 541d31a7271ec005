"""Name normalisation: surface cleaning, the titles table and a transliteration-aware matching key
(:mod:`.name_titles` reads a name without its titles).

Everything here is a pure function of strings plus the curated tables in ``ontology/``; the clustering
that uses these keys lives in :mod:`kg.entities.resolution`.

>>> token_key("Soleimani") == token_key("Suleymani")
True
>>> token_key("Hassan") == token_key("Hossein")
False
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import takewhile

from rapidfuzz.distance import JaroWinkler

from ..resources import read_tsv, title_rows, words_of_kind

# Letters that NFKD does not decompose into ASCII plus a combining mark.
_SPECIAL_LETTERS = str.maketrans(
    {"ı": "i", "İ": "I", "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE",
     "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "þ": "th", "ð": "d", "ŀ": "l"}
)  # fmt: skip
# Curly quotes, primes and the ayn/hamza marks of Arabic romanisation all become one apostrophe.
_APOSTROPHES = re.compile(r"[’‘ʼʻʿʾ`´′]")
_DASHES = re.compile(r"[‐‑‒–—―]")
_SPACES = re.compile(r"\s+")
_LEADING_ARTICLE = re.compile(r"^the\s+", re.IGNORECASE)
# "Soleimani's", "Soleimani’s", "the Guards'": the possessive marks the role in the sentence, not the name.
_POSSESSIVE = re.compile(r"(?<=\w)'s$|(?<=s)'$", re.IGNORECASE)
# "the Revolutionary Guards' Quds Force": an internal possessive names the owner, the entity is what follows.
_INNER_POSSESSIVE = re.compile(r"^.*?\w(?:'s|s')\s+(?=[A-Z])")
# Bylines and link text glue words to a name: "Andrew Heavens Our Standards", "Associated Press via".
_TRAILING_WORDS = re.compile(
    r"\s+(?:(?:Our|Their|His|Her|Its|My|Your|We|They)\b.*|(?:via|on|of|in|at|for|and|to|from|by|amid|against))$"
    r"|\s*\([^)]*$"  # "Local Coordination Committees (LCC": NER stopped before the bracket closed
    # NER ran over the next words' article or a spaced dash ("Lanterns The Movie", "Lantern Agency - Home"):
    # neither ends a name
    r"|\s+(?:[Tt]he|-)$"
    # a sentence's full stop after a word of five letters or more: an abbreviation's dot stays ("Inc.",
    # "Corp.", "D.C.")
    r"|(?<=[A-Za-z]{4}[a-z])\.$"
)
# A score or a set's score ("23-11", "6-2"), or a formation ("2-3-2"), that a results line runs into a name;
# a model's three digits joined to a round hundred name an aircraft's variant ("Boeing 737-800"), no score.
SCORE = r"(?!\d{3}-\d00(?![\w-]))\d{1,3}(?:-\d{1,3})+"
_EDGE_PUNCT = re.compile(r"^[\s\"'“”„«»(\[{,;:.]+|[\s\"'“”„«»)\]},;:]+$")
# Arabic definite article as a separate word or hyphen prefix (al-Sadr, el-Sisi, Al Lawati), and its
# sun-letter forms (ash-Sharaa, ad-Din), which only count when the next word doubles the consonant.
ARABIC_ARTICLES = _ARTICLES = frozenset(words_of_kind("arabic-articles.tsv", "article"))
SUN_ARTICLES = _SUN_ARTICLES = frozenset(words_of_kind("arabic-articles.tsv", "sun"))
# Words skipped when reading an acronym off its expansion (Islamic Republic of Iran News Network -> IRINN).
INITIALS_STOPWORDS = frozenset(
    {"of", "the", "and", "for", "in", "on", "to", "de", "des", "du", "la", "le", "&"}
)
_ACRONYM = re.compile(r"^(?:[A-Z]\.){2,}$|^[A-Z][A-Z0-9&]{1,7}$")
# The patterns of the per-word functions below, compiled once: they run for every new name of a build.
_INNER_DOTS = re.compile(r"(?<=\w)\.(?=\w)|(?<=\w)\.$")
_NOT_TOKEN = re.compile(r"[^a-z0-9&]+")
_NOT_KEY = re.compile(r"[^a-z0-9]")
_DOUBLED = re.compile(r"(.)\1+")
_VOWELS = re.compile(r"[aeiuo]")


@lru_cache(maxsize=100_000)
def fold(text: str) -> str:
    """Return ``text`` with accents removed, quotes and dashes unified and spaces collapsed (case kept)."""
    if text.isascii():  # most names: no normal form, special letter, curly quote or dash to change
        return _SPACES.sub(" ", text.replace("`", "'")).strip()
    text = unicodedata.normalize("NFKC", text).translate(_SPECIAL_LETTERS)
    text = _DASHES.sub("-", _APOSTROPHES.sub("'", text)).replace("“", '"').replace("”", '"')
    decomposed = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SPACES.sub(" ", text).strip()


@lru_cache(maxsize=100_000)
def clean_surface(text: str) -> str:
    """Return the proper form of a mention: no leading article, possessive or owner, quotes unified.

    Titles are kept (they are aliases); accents are kept (they are the spelling a reader sees).
    >>> clean_surface("the Revolutionary Guards’ Quds Force")
    'Quds Force'
    """
    text = _SPACES.sub(" ", _DASHES.sub("-", _APOSTROPHES.sub("'", unicodedata.normalize("NFKC", text))))
    previous = None
    while previous != text:
        previous = text
        text = _EDGE_PUNCT.sub("", text)
        text = _LEADING_ARTICLE.sub("", text)
        text = _POSSESSIVE.sub("", text)
        text = _TRAILING_WORDS.sub("", text) if " " in text else text
    inner = _INNER_POSSESSIVE.sub("", text)
    if not inner or inner == text or not inner[:1].isupper():
        return text
    # "the Musicians' Union", "Guy's Hospital": a body's head word after the possessive, whose members or
    # founder the possessive names, is no owner's thing (ontology/possessive-heads.tsv); but a head word that
    # opens a longer proper name is that name's first word, and the possessive its owner ("Kelso's [League
    # Cup] run", "Ruritania's [Union Bank]"), so the capitalised words up to any "of" or comma must end with
    # a head too ("Kelso's Hospital Dental School, University of Halden")
    words = [word.lower() for word in takewhile(lambda w: w[:1].isupper(), inner.split(",")[0].split())]
    heads = _possessive_heads()
    return text if words[0] in heads and words[-1] in heads else inner


@lru_cache(maxsize=1)
def _possessive_heads() -> frozenset[str]:
    """Head words of bodies named for their members or founder with a possessive (possessive-heads.tsv)."""
    return frozenset(row["word"] for row in read_tsv("possessive-heads.tsv", ["word"]))


@dataclass(frozen=True)
class Titles:
    """Titles stripped before matching: honorifics always, offices only from person mentions."""

    honorifics: frozenset[tuple[str, ...]]
    offices: frozenset[tuple[str, ...]]
    longest: int
    postnominals: frozenset[str] = frozenset()  # "QC", "MP": after a person's name
    courtesy: frozenset[tuple[str, ...]] = frozenset()  # "Mr", "Mrs": honorifics used after the full name

    @cached_property
    def fragments(self) -> frozenset[tuple[str, ...]]:
        """Every title and every leading part of one ("supreme" of "supreme leader")."""
        return frozenset(t[:n] for t in self.honorifics | self.offices for n in range(1, len(t) + 1))


@lru_cache(maxsize=1)
def titles() -> Titles:
    """Load ``ontology/titles.tsv`` (columns ``title``, ``kind``)."""
    honorifics: set[tuple[str, ...]] = set()
    offices: set[tuple[str, ...]] = set()
    postnominals: set[str] = set()
    courtesy: set[tuple[str, ...]] = set()
    for title, kind in title_rows():
        words = tuple(_words(title))
        if kind == "postnominal":
            postnominals.add(" ".join(words))
            continue
        if kind == "courtesy":
            courtesy.add(words)
        (honorifics if kind in ("honorific", "courtesy") else offices).add(words)
    longest = max((len(t) for t in honorifics | offices), default=1)
    return Titles(
        frozenset(honorifics), frozenset(offices), longest, frozenset(postnominals), frozenset(courtesy)
    )


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s\-]+", fold(text).lower().replace(".", "")) if w]


def is_acronym(surface: str) -> bool:
    """True for "IRGC", "U.N.", "NATO": capitals only, dotted or not."""
    return bool(_ACRONYM.match(surface.replace(" ", "")))


@lru_cache(maxsize=100_000)
def name_tokens(name: str) -> tuple[str, ...]:
    """Lower-case ASCII words of a name, hyphens split, dots and the Arabic article dropped.

    >>> name_tokens("Moqtada al-Sadr")
    ('moqtada', 'sadr')
    """
    folded = fold(name).lower()
    folded = _INNER_DOTS.sub("", folded).replace("'", "")
    words = [w for w in _NOT_TOKEN.split(folded) if w]
    kept = [
        w
        for i, w in enumerate(words)
        if not (
            len(words) > 1
            and (w in _ARTICLES or (w in _SUN_ARTICLES and i + 1 < len(words) and words[i + 1][:1] == w[1:2]))
        )
    ]
    return tuple(kept or words)


def acronym_letters(surface: str) -> str:
    """ "U.N." -> "UN"."""
    return re.sub(r"[^A-Z0-9&]", "", surface.upper())


def initials(tokens: tuple[str, ...]) -> str:
    """Upper-case initials of the content words: ("islamic", "republic", "of", "iran", ...) -> "IRI..."."""
    return "".join(t[0] for t in tokens if t not in INITIALS_STOPWORDS).upper()


# Transliteration key. Symbols in upper case are classes, so later rules never rewrite them:
#   K = q/k/gh/kh/ck/hard c, D = d/dh/z (Arabic dad and dhal romanised d, dh or z), J = j/dj/zh/dzh,
#   C = ch, X = sh, F = f/ph, V = v/w, T = t/th; vowels: a, e, I = i/y/ee/ie/iy, U = o/u/ou/oo,
#   O = the diphthong ei/ey/ay/ai. Keys are lower-cased at the end, so "o" in a key is the diphthong.
# Hassan (hasan) and Hossein (husoin) differ in their vowels; Hossein and Hussein do not.
_KEY_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        (r"^ye", "e"),  # Yevgeny/Evgeny, Yekaterinburg
        (r"(?<=[^aeiou])(?:eh|ah)$", "a"),  # Haniyeh/Haniya, Fatemeh
        (r"dzh|dj|zh", "J"),
        (r"^g(?=[aou])", "K"),  # Gaddafi/Qaddafi: Arabic qaf is romanised q, g or k at the start of a name
        (r"kh|gh|ck|q|c(?![eiyh])|k", "K"),
        (r"ch|tch", "C"),
        (r"sh|sch", "X"),
        (r"ph|f", "F"),
        (r"th|t", "T"),
        (r"dh|d|z", "D"),
        (r"c", "s"),
        (r"[vw]", "V"),
        (r"x", "Ks"),
        (r"j", "J"),
        (r"(?:ey|ay|ai|ei)(?![aeiouy])", "O"),
        (r"iy|yi|ie(?!s$)|ii|yy|ee", "I"),  # Kiev/Kyiv, but English Davies is not Davis
        (r"ou|oo|o|u", "U"),
        (r"y(?=[aeiouAEIOU])", "Y"),
        (r"y|i", "I"),
    )
)


@lru_cache(maxsize=200_000)
def token_key(token: str) -> str:
    """Transliteration-aware key of one word: spelling variants of one romanised name share it."""
    key = _DOUBLED.sub(r"\1", _NOT_KEY.sub("", fold(token).lower()))
    for pattern, replacement in _KEY_RULES:
        key = pattern.sub(replacement, key)
    key = _DOUBLED.sub(r"\1", key)  # doubled letters: Qassem/Qasem, Haniyyeh
    return key.lower()


def skeleton(key: str) -> str:
    """Consonants of a key: the blocking key under which vowel-only variants meet (Tehran/Teheran)."""
    return _VOWELS.sub("", key) or key


def jaro_winkler(a: str, b: str) -> float:
    """Jaro-Winkler similarity of two strings, 0..1 (1 = equal), from rapidfuzz (about 30 times faster
    than the pure-Python version it replaced, equal wherever two names are close enough to compare)."""
    return JaroWinkler.similarity(a, b)


# Vowel changes that romanisations of one name make: Hezbollah/Hizbullah (e/i, u/a), Mohammad/Mohammed
# (a/e), Soleimani/Solemani (diphthong/e). Other vowel swaps make other names (Karimi/Karami, Bashar/Bashir).
_CHEAP_VOWELS = frozenset(frozenset(pair) for pair in ("ae", "ei", "au", "eo", "ao"))
_VOWEL_KEYS = frozenset("aeiuo")
# Keys shorter than this must be equal: one vowel is a different short name (Hamid/Hamad, Gaza/Giza).
MIN_VARIANT_LENGTH = 6


def variant_cost(a: str, b: str) -> float:
    """Edit distance between two keys where a plausible vowel change costs 0.5, and so does a vowel put
    between two consonants (Teh-e-ran); a vowel added to another vowel (Davis/Davies) costs 1."""

    gaps_a, gaps_b = _gaps(a), _gaps(b)
    previous = [0.0]
    for cost in gaps_b:
        previous.append(previous[-1] + cost)
    for i, x in enumerate(a):
        current = [previous[0] + gaps_a[i]]
        for j, y in enumerate(b):
            if x == y:
                swap = 0.0
            elif x in _VOWEL_KEYS and y in _VOWEL_KEYS and frozenset((x, y)) in _CHEAP_VOWELS:
                swap = 0.5
            else:
                swap = 1.0
            current.append(min(previous[j] + swap, previous[j + 1] + gaps_a[i], current[j] + gaps_b[j]))
        previous = current
    return previous[-1]


def _gaps(word: str) -> list[float]:
    """Cost of inserting or deleting each letter of a key."""
    costs = []
    for i, ch in enumerate(word):
        beside = word[i - 1 : i] + word[i + 1 : i + 2]
        vowel_alone = ch in _VOWEL_KEYS and not any(c in _VOWEL_KEYS for c in beside)
        costs.append(0.5 if vowel_alone else 1.0)
    return costs


# Keys this long may differ in two plausible vowel changes (Hizballah/Hezbollah): a long name has room
# for a romanisation's several vowel choices, where in a short one two changes make another name.
LONG_VARIANT_LENGTH = 7


@lru_cache(maxsize=500_000)
def keys_match(a: str, b: str) -> bool:
    """True when two token keys are spellings of one word: equal, or, for words of six letters or more,
    the same consonants and a single plausible vowel change (Nasrallah/Nasrullah, Tehran/Teheran), two
    from seven letters (Hizballah/Hezbollah)."""
    if a == b:
        return True
    longest = max(len(a), len(b))
    if longest < MIN_VARIANT_LENGTH or skeleton(a) != skeleton(b):
        return False
    return variant_cost(a, b) <= (1.0 if longest >= LONG_VARIANT_LENGTH else 0.5)


def words_match(word_a: str, word_b: str) -> bool:
    """True when two words are spellings of one: their keys match, or, from five letters, they differ in
    one e/i only (Qaida/Qaeda, Ladin/Laden), the one vowel swap English romanisations of Arabic make."""
    if keys_match(token_key(word_a), token_key(word_b)):
        return True
    if len(word_a) != len(word_b) or len(word_a) < 5:
        return False
    diff = [(x, y) for x, y in zip(word_a, word_b, strict=True) if x != y]
    return len(diff) == 1 and set(diff[0]) == {"e", "i"}


@lru_cache(maxsize=1)
def _given_name_groups() -> dict[str, int]:
    """Key -> group id from ``ontology/given-names.tsv`` (cross-language forms of one given name)."""
    groups: dict[str, int] = {}
    for number, row in enumerate(read_tsv("given-names.tsv")):
        for form in row["forms"].split("|"):
            if form.strip():
                groups[token_key(form.strip())] = number
    return groups


def given_name_group(key: str) -> int | None:
    """The curated group of a first-name key, if any."""
    return _given_name_groups().get(key)


def given_names_match(a: str, b: str) -> bool:
    """True when two first-name keys are one name: a spelling variant or one curated group (Volodymyr =
    Vladimir). Short first names must be equal: Hassan and Hossein are two names."""
    if keys_match(a, b):
        return True
    groups = _given_name_groups()
    return a in groups and groups.get(a) == groups.get(b)


def slug(text: str) -> str:
    """ASCII slug of a label for entity keys: "Qassem Soleimani" -> "qassem-soleimani"."""
    value = re.sub(r"[^a-z0-9]+", "-", fold(text).lower().replace("'", "")).strip("-")
    return value or "entity"


def name_key_rules() -> dict[str, object]:
    """The folding table and key rules of ``name_tokens`` and ``token_key`` as plain data, for code that
    must compute the same keys elsewhere (the HTML view's search, in JavaScript)."""
    return {
        "special": {chr(code): text for code, text in _SPECIAL_LETTERS.items()},
        "apostrophes": _APOSTROPHES.pattern,
        "dashes": _DASHES.pattern,
        "articles": sorted(_ARTICLES),
        "sunArticles": sorted(_SUN_ARTICLES),
        "rules": [[pattern.pattern, replacement] for pattern, replacement in _KEY_RULES],
    }


_PARTICLE_LAST = re.compile(r"(?:^|\s)[a-z]+[-\s]\S+$")


def particle_before_last(name: str) -> bool:
    """True when a lower-case particle leads the last word: "Jaish al-Islam", "Ahrar al-Sham". Such a
    last word ("Islam", "Sham") is a word of its own, not a surname that refers back to the name."""
    return bool(_PARTICLE_LAST.search(name))
