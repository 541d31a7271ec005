"""Session 48 (issue 12, class 8): a reported clause's subject the parser read as the object of its
reporting verb is the clause's subject again, so that the verb reports the whole clause ("He | warn | the
party", the warning cut to its subject, before). Real-model parses of invented sentences."""

from __future__ import annotations

from tests.statements import objects_of, triples_of


def test_a_warning_keeps_its_whole_clause(nlp) -> None:
    text = "She warned the Harbour League was the main threat to the council."
    assert objects_of(nlp, text, "warn") == {"the Harbour League was the main threat to the council"}
    # the clause states its own fact, reported by the one who warned
    inner = [t for t in triples_of(nlp, text) if t.subject.display == "the Harbour League"]
    assert inner and all(t.attributed_to is not None for t in inner)


def test_an_addressee_stays_the_object(nlp) -> None:
    text = "The minister told reporters the deal was off."
    assert "the deal" in {t.subject.display for t in triples_of(nlp, text)}
    assert "reporters was off" not in " ".join(objects_of(nlp, text, "tell"))


def test_an_addressee_before_a_clause_without_subject_stays_the_addressee(nlp) -> None:
    # the clause's subject ("cutting costs") was hung on the farmers: the meeting is who was told
    text = "She told a meeting of farmers cutting costs was the only answer."
    assert objects_of(nlp, text, "tell") == {"a meeting of farmers cutting costs"}
    assert not [t for t in triples_of(nlp, text) if t.subject.display.startswith("a meeting")]


def _parsed(nlp, words, heads, deps, tags, pos, lemmas):
    from spacy.tokens import Doc

    from kg.extract.clause_subjects import clause_subjects

    return clause_subjects(
        Doc(nlp.vocab, words=words, heads=heads, deps=deps, tags=tags, pos=pos, lemmas=lemmas)
    )


def test_a_conjunct_inside_the_object_is_left_to_the_conjunct_rules(nlp) -> None:
    # "The party announced plans and the rivals would follow": the clause's subject is the last conjunct
    words = ["The", "party", "announced", "plans", "and", "the", "rivals", "would", "follow", "."]
    heads = [1, 2, 2, 2, 3, 6, 3, 8, 2, 2]
    deps = ["det", "nsubj", "ROOT", "dobj", "cc", "det", "conj", "aux", "ccomp", "punct"]
    tags = ["DT", "NN", "VBD", "NNS", "CC", "DT", "NNS", "MD", "VB", "."]
    pos = ["DET", "NOUN", "VERB", "NOUN", "CCONJ", "DET", "NOUN", "AUX", "VERB", "PUNCT"]
    lemmas = ["the", "party", "announce", "plan", "and", "the", "rival", "would", "follow", "."]
    doc = _parsed(nlp, words, heads, deps, tags, pos, lemmas)
    assert doc[3].dep_ == "dobj" and doc[3].head.i == 2


def test_an_object_before_a_quotation_mark_stays(nlp) -> None:
    # 'The firm said it: "could not go on"': the clause opens on a mark, no clause the object opens
    words = ["The", "firm", "said", "it", ":", "could", "not", "go", "on"]
    heads = [1, 2, 2, 2, 7, 7, 7, 2, 7]
    deps = ["det", "nsubj", "ROOT", "dobj", "punct", "aux", "neg", "ccomp", "prt"]
    tags = ["DT", "NN", "VBD", "PRP", ":", "MD", "RB", "VB", "RP"]
    pos = ["DET", "NOUN", "VERB", "PRON", "PUNCT", "AUX", "PART", "VERB", "ADP"]
    lemmas = ["the", "firm", "say", "it", ":", "could", "not", "go", "on"]
    doc = _parsed(nlp, words, heads, deps, tags, pos, lemmas)
    assert doc[3].dep_ == "dobj" and doc[3].head.i == 2
    # without the mark the pronoun is the clause's subject
    words2 = [w for w in words if w != ":"]
    heads2 = [1, 2, 2, 2, 6, 6, 2, 6]
    deps2 = [d for i, d in enumerate(deps) if i != 4]
    tags2 = [t for i, t in enumerate(tags) if i != 4]
    pos2 = [p for i, p in enumerate(pos) if i != 4]
    lemmas2 = [lem for i, lem in enumerate(lemmas) if i != 4]
    doc2 = _parsed(nlp, words2, heads2, deps2, tags2, pos2, lemmas2)
    assert doc2[3].dep_ == "nsubj" and doc2[3].head.i == 6


def test_a_closing_source_run_into_the_object_is_no_clause(nlp) -> None:
    # "The firm announced plans spokeswoman Jane Doe told reporters": the speech verb is the source's
    words = ["The", "firm", "announced", "plans", "Jane", "Doe", "told", "reporters"]
    heads = [1, 2, 2, 2, 5, 3, 2, 6]
    deps = ["det", "nsubj", "ROOT", "dobj", "compound", "appos", "ccomp", "dobj"]
    tags = ["DT", "NN", "VBD", "NNS", "NNP", "NNP", "VBD", "NNS"]
    pos = ["DET", "NOUN", "VERB", "NOUN", "PROPN", "PROPN", "VERB", "NOUN"]
    lemmas = ["the", "firm", "announce", "plan", "Jane", "Doe", "tell", "reporter"]
    doc = _parsed(nlp, words, heads, deps, tags, pos, lemmas)
    assert doc[3].dep_ == "dobj" and doc[3].head.i == 2


def test_a_place_glued_before_the_object_is_its_own_modifier(nlp) -> None:
    # "Officials warned US troops would stay": a place before a common noun says whose troops, as a
    # nationality does ("Asian states"); only a body's or a person's name there is a fused source
    from spacy.tokens import Doc

    from kg.extract.clause_subjects import clause_subjects

    words = ["Officials", "warned", "US", "troops", "would", "stay", "."]
    doc = Doc(
        nlp.vocab,
        words=words,
        heads=[1, 1, 3, 1, 5, 1, 1],
        deps=["nsubj", "ROOT", "compound", "dobj", "aux", "ccomp", "punct"],
        tags=["NNS", "VBD", "NNP", "NNS", "MD", "VB", "."],
        pos=["NOUN", "VERB", "PROPN", "NOUN", "AUX", "VERB", "PUNCT"],
        lemmas=["official", "warn", "US", "troop", "would", "stay", "."],
        ents=["O", "O", "B-GPE", "O", "O", "O", "O"],
    )
    clause_subjects(doc)
    assert doc[3].dep_ == "nsubj" and doc[3].head.i == 5


def test_modifiers_coordinated_before_the_object_noun_are_no_conjunct_subject(nlp) -> None:
    # "He warned the English and Welsh Dragons will win": "and" joins two modifiers of the object's noun,
    # no noun phrase that could open the clause, so the object is the clause's subject
    from spacy.tokens import Doc

    from kg.extract.clause_subjects import clause_subjects

    words = ["He", "warned", "the", "English", "and", "Welsh", "Dragons", "will", "win", "."]
    doc = Doc(
        nlp.vocab,
        words=words,
        heads=[1, 1, 6, 6, 3, 3, 1, 8, 1, 1],
        deps=["nsubj", "ROOT", "det", "amod", "cc", "conj", "dobj", "aux", "ccomp", "punct"],
        tags=["PRP", "VBD", "DT", "JJ", "CC", "NNP", "NNPS", "MD", "VB", "."],
        pos=["PRON", "VERB", "DET", "ADJ", "CCONJ", "PROPN", "PROPN", "AUX", "VERB", "PUNCT"],
        lemmas=["he", "warn", "the", "english", "and", "Welsh", "Dragons", "will", "win", "."],
    )
    clause_subjects(doc)
    assert doc[6].dep_ == "nsubj" and doc[6].head.i == 8
