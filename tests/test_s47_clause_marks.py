"""The subordinators that keep a clause from being asserted are one table, ``ontology/clause-marks.tsv``,
read by kind by attribution, modality and the reporting of rulings (session 47 moved the three lists in code
there). The readers' behaviour is pinned by their own tests (test_s46_reporting_clauses, test_s35_hearsay and
the modality tests); this one pins which kinds each reader takes.
"""

from __future__ import annotations

from kg.extract import attribution, modality, reporting_clauses


def test_each_reader_takes_its_kinds_of_the_one_table():
    assert reporting_clauses.clause_marks("condition") == {"if", "unless"}
    assert (
        reporting_clauses.clause_marks("condition", "fear", "question", "concession")
        == attribution.HYPOTHETICAL_MARKS
    )
    # a concession is still asserted: modality leaves it out and keeps a purpose instead
    assert "though" not in modality._UNASSERTING_MARKS
    assert "so" in modality._UNASSERTING_MARKS
    assert {"if", "unless", "lest"} == reporting_clauses._CONDITIONS
