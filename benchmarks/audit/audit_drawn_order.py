"""The order in which the frozen sets and the other benchmarks' lists were drawn or tracked, and
``DRAWN_BEFORE``: for each frozen set, the lists tracked after it, which a repeat of its draw must not count
(``audit_draws.other_lists``). Kept apart from the sets' declarations (``audit_sets``) because it spans every
benchmark's lists: audit sets, entity samples and events gold blocks (``audit_event_blocks``).
Imported through ``audit.py``, which puts this folder and the repository on ``sys.path``.
"""

from __future__ import annotations

import audit_event_blocks as blocks
import audit_sets as sets
from audit_sets import HERE

# Lists tracked after a frozen set was drawn: its draw did not count them, so repeating it must not either.
# The frozen sets in the order they were drawn; each one's later sets are those after it.
_DRAWN_IN_ORDER = (
    sets.DEV_S13,
    sets.DEV_S14,
    sets.DEV_S15,
    sets.DEV_S17,
    sets.DEV_S19,
    sets.DEV_S20,
    sets.DEV_S21,
    sets.DEV_S22,
    sets.DEV_S23,
    sets.DEV_S24,
    sets.DEV_S25,
    sets.DEV_S26,
    sets.DEV_S27,
    # Lists of other benchmarks in their place: the entity sample gold/dev-s27e (session 27) was tracked
    # after dev-s27 was drawn and before dev-s28 was, so the repeats of dev-s13 to dev-s27 leave it out and
    # dev-s28's counts it. A repeated draw samples from what is left unnamed: an uncounted list moves it.
    HERE.parent / "gold" / "dev-s27e",
    sets.DEV_S28,
    # the entity sample gold/dev-s28e (session 28), drawn after dev-s28 and counting its list
    HERE.parent / "gold" / "dev-s28e",
    sets.DEV_S29,
    # the entity sample gold/dev-s29e (session 29), drawn after the audit set dev-s29 of the same day and
    # counting its list (given on the command line): dev-s29, merged first, goes before it
    HERE.parent / "gold" / "dev-s29e",
    sets.DEV_S30,
    # the entity sample gold/dev-s30e (session 30), drawn after the audit set dev-s30 of the same day and
    # counting its list (given on the command line; it changed nothing): dev-s30, merged first, goes before it
    HERE.parent / "gold" / "dev-s30e",
    # the audit set dev-s31 (session 31), drawn after gold/dev-s30e and counting it and dev-s30
    sets.DEV_S31,
    # the entity sample gold/dev-s31e (session 31), drawn at main after dev-s31 was merged and counting its
    # list as tracked (leaving it out changes nothing): dev-s31, merged first, goes before it
    HERE.parent / "gold" / "dev-s31e",
    # the audit set dev-s32 (session 32), drawn after gold/dev-s31e and counting it and dev-s31
    sets.DEV_S32,
    # the entity sample gold/dev-s32e (session 32), drawn at main 4c32891 after dev-s32's draw was merged into
    # its branch, counting that list as tracked (leaving it out changes nothing): dev-s32, merged first, goes
    # before it
    HERE.parent / "gold" / "dev-s32e",
    # the events gold block dev5 (DEV5_EVENTS_GOLD), tracked in session 32 after dev-s32 and gold/dev-s32e:
    # every repeat leaves it out, as it does every list tracked after the draw
    *blocks.DEV5_EVENTS_GOLD,
    # the audit set dev-s33 (session 33), drawn at main 47170c0, counting dev-s32, gold/dev-s32e and the dev5
    # lists, which are tracked now and name only events already named
    sets.DEV_S33,
    # the entity sample gold/dev-s33e (session 33), drawn at main 47170c0 after dev-s33's draw was merged into
    # its branch, counting that list as tracked (leaving it out changes nothing): dev-s33, merged first, goes
    # before it
    HERE.parent / "gold" / "dev-s33e",
    # the audit set dev-s35 (session 35; session 34 drew none), drawn at main d0fe9d7, counting dev-s33 and
    # gold/dev-s33e, which are tracked now
    sets.DEV_S35,
    # the entity sample gold/dev-s35e (session 35), drawn at d0fe9d7 plus dev-s35's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s35, committed first, goes before it
    HERE.parent / "gold" / "dev-s35e",
    # the audit set dev-s36 (session 36), drawn at main 04f0b90, counting dev-s35 and gold/dev-s35e, which are
    # tracked now
    sets.DEV_S36,
    # the entity sample gold/dev-s36e (session 36), drawn at 04f0b90 plus dev-s36's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s36, committed first, goes before it
    HERE.parent / "gold" / "dev-s36e",
    # the events gold block dev6 (DEV6_EVENTS_GOLD), tracked in session 36 after dev-s36 and gold/dev-s36e,
    # counting both: every repeat leaves it out
    *blocks.DEV6_EVENTS_GOLD,
    # the audit set dev-s37 (session 37), drawn at main 707508a, counting dev-s36, gold/dev-s36e and the dev6
    # lists, which are tracked now
    sets.DEV_S37,
    # the entity sample gold/dev-s37e (session 37), drawn at 707508a plus dev-s37's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s37, committed first, goes before it
    HERE.parent / "gold" / "dev-s37e",
    # the events gold block dev7 (DEV7_EVENTS_GOLD), tracked in session 37, drawn at 707508a: every repeat
    # leaves it out (a list drawn at 707508a, as session 37's audit set and entity sample, goes before it)
    *blocks.DEV7_EVENTS_GOLD,
    # the audit set dev-s38 (session 38), drawn at main 8b5b799, counting dev-s37, gold/dev-s37e and the dev7
    # lists, which are tracked now
    sets.DEV_S38,
    # the entity sample gold/dev-s38e (session 38), drawn at 8b5b799 plus dev-s38's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s38, committed first, goes before it
    HERE.parent / "gold" / "dev-s38e",
    # the events gold block dev8 (DEV8_EVENTS_GOLD), tracked in session 38, drawn at 8b5b799 and counting
    # dev-s38 and gold/dev-s38e as named (it gave up the event dev-s38 took): every repeat leaves it out
    *blocks.DEV8_EVENTS_GOLD,
    # the audit set dev-s39 (session 39), drawn at main 7cbf07d, counting dev-s38, gold/dev-s38e and the dev8
    # lists, which are tracked now
    sets.DEV_S39,
    # the entity sample gold/dev-s39e (session 39), drawn at 7cbf07d plus dev-s39's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s39, committed first, goes before it
    HERE.parent / "gold" / "dev-s39e",
    # the events gold block dev9 (DEV9_EVENTS_GOLD), tracked in session 39, drawn at 7cbf07d plus dev-s39's
    # and gold/dev-s39e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV9_EVENTS_GOLD,
    # the audit set dev-s40 (session 40), drawn at main 2c4d805, counting dev-s39, gold/dev-s39e and the dev9
    # lists, which are tracked now
    sets.DEV_S40,
    # the entity sample gold/dev-s40e (session 40), drawn at 2c4d805 plus dev-s40's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s40, committed first, goes before it
    HERE.parent / "gold" / "dev-s40e",
    # the events gold block dev10 (DEV10_EVENTS_GOLD), tracked in session 40, drawn at 2c4d805 plus dev-s40's
    # and gold/dev-s40e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV10_EVENTS_GOLD,
    # the audit set dev-s41 (session 41), drawn at main ead1df8, counting dev-s40, gold/dev-s40e and the dev10
    # lists, which are tracked now
    sets.DEV_S41,
    # the entity sample gold/dev-s41e (session 41), drawn at ead1df8 plus dev-s41's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s41, committed first, goes before it
    HERE.parent / "gold" / "dev-s41e",
    # the events gold block dev11 (DEV11_EVENTS_GOLD), tracked in session 41, drawn at ead1df8 plus dev-s41's
    # and gold/dev-s41e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV11_EVENTS_GOLD,
    # the audit set dev-s42 (session 42), drawn at main 72be825, counting dev-s41, gold/dev-s41e and the dev11
    # lists, which are tracked now
    sets.DEV_S42,
    # the entity sample gold/dev-s42e (session 42), drawn at 72be825 plus dev-s42's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s42, committed first, goes before it
    HERE.parent / "gold" / "dev-s42e",
    # the events gold block dev12 (DEV12_EVENTS_GOLD), tracked in session 42, drawn at 72be825 plus dev-s42's
    # and gold/dev-s42e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV12_EVENTS_GOLD,
    # the audit set dev-s43 (session 43), drawn at main 332f7c7, counting dev-s42, gold/dev-s42e and the dev12
    # lists, which are tracked now
    sets.DEV_S43,
    # the entity sample gold/dev-s43e (session 43), drawn at 332f7c7 plus dev-s43's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s43, committed first, goes before it
    HERE.parent / "gold" / "dev-s43e",
    # the events gold block dev13 (DEV13_EVENTS_GOLD), tracked in session 43, drawn at 332f7c7 plus dev-s43's
    # and gold/dev-s43e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV13_EVENTS_GOLD,
    # the audit set dev-s44 (session 44), drawn at main 3e44e6f, counting dev-s43, gold/dev-s43e and the dev13
    # lists, which are tracked now
    sets.DEV_S44,
    # the entity sample gold/dev-s44e (session 44), drawn at 3e44e6f plus dev-s44's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s44, committed first, goes before it
    HERE.parent / "gold" / "dev-s44e",
    # the events gold block dev14 (DEV14_EVENTS_GOLD), tracked in session 44, drawn at 3e44e6f plus dev-s44's
    # and gold/dev-s44e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV14_EVENTS_GOLD,
    # the audit set dev-s45 (session 45), drawn at main 87b7423, counting dev-s44, gold/dev-s44e and the dev14
    # lists, which are tracked now
    sets.DEV_S45,
    # the entity sample gold/dev-s45e (session 45), drawn at 87b7423 plus dev-s45's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s45, committed first, goes before it
    HERE.parent / "gold" / "dev-s45e",
    # the events gold block dev15 (DEV15_EVENTS_GOLD), tracked in session 45, drawn at 87b7423 plus dev-s45's
    # and gold/dev-s45e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV15_EVENTS_GOLD,
    # the audit set dev-s46 (session 46), drawn at main a38caaf, counting dev-s45, gold/dev-s45e and the dev15
    # lists, which are tracked now
    sets.DEV_S46,
    # the entity sample gold/dev-s46e (session 46), drawn at a38caaf plus dev-s46's draw, counting that list
    # as tracked (leaving it out changes nothing): dev-s46, committed first, goes before it
    HERE.parent / "gold" / "dev-s46e",
    # the events gold block dev16 (DEV16_EVENTS_GOLD), tracked in session 46, drawn at a38caaf plus dev-s46's
    # and gold/dev-s46e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV16_EVENTS_GOLD,
    # the audit set dev-s47 (session 47), drawn at main c8998cf plus the copy rule's commit, counting
    # dev-s46, gold/dev-s46e and the dev16 lists, which are tracked now, and the copies of every named file
    sets.DEV_S47,
    # the entity sample gold/dev-s47e (session 47), drawn at c8998cf plus the copy rule and dev-s47's draw,
    # counting that list as tracked and the copies of every named BBC file: dev-s47, committed first, goes
    # before it
    HERE.parent / "gold" / "dev-s47e",
    # the events gold block dev17 (DEV17_EVENTS_GOLD), tracked in session 47, drawn at c8998cf plus the copy
    # rule and dev-s47's and gold/dev-s47e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV17_EVENTS_GOLD,
    # the audit set dev-s48 (session 48), drawn by dev-s47's rule at main 4a54c98, counting dev-s47,
    # gold/dev-s47e and the dev17 lists, which are tracked now, and the copies of every named file
    sets.DEV_S48,
    # the entity sample gold/dev-s48e (session 48), drawn by dev-s47e's rule at 4a54c98 plus dev-s48's draw,
    # counting that list as tracked and the copies of every named BBC file: dev-s48, committed first, goes
    # before it
    HERE.parent / "gold" / "dev-s48e",
    # the events gold block dev18 (DEV18_EVENTS_GOLD), tracked in session 48, drawn at 4a54c98 plus dev-s48's
    # and gold/dev-s48e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV18_EVENTS_GOLD,
    # the audit set dev-s49 (session 49), drawn by dev-s47's rule with a third word tier (DRAWN_LIKE_DEV_S49)
    # at main 43960e8, counting dev-s48, gold/dev-s48e and the dev18 lists, which are tracked now, and the
    # copies of every named file
    sets.DEV_S49,
    # the entity sample gold/dev-s49e (session 49), drawn by dev-s47e's rule at 43960e8 plus dev-s49's draw,
    # counting that list as tracked and the copies of every named BBC file: dev-s49, committed first, goes
    # before it
    HERE.parent / "gold" / "dev-s49e",
    # the events gold block dev19 (DEV19_EVENTS_GOLD), tracked in session 49, drawn at 43960e8 plus dev-s49's
    # and gold/dev-s49e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV19_EVENTS_GOLD,
    # the audit set dev-s50 (session 50), drawn by dev-s49's rule (DRAWN_LIKE_DEV_S49) at main 441af8a,
    # counting dev-s49, gold/dev-s49e and the dev19 lists, which are tracked now, and the copies of every
    # named file
    sets.DEV_S50,
    # the entity sample gold/dev-s50e (session 50), drawn by dev-s47e's rule at 441af8a plus dev-s50's draw,
    # counting that list as tracked and the copies of every named BBC file: dev-s50, committed first, goes
    # before it
    HERE.parent / "gold" / "dev-s50e",
    # the events gold block dev20 (DEV20_EVENTS_GOLD), tracked in session 50, drawn at 441af8a plus dev-s50's
    # and gold/dev-s50e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV20_EVENTS_GOLD,
    # the audit set dev-s51 (session 51), drawn by dev-s49's rule (DRAWN_LIKE_DEV_S49) at main 095e79e8,
    # counting dev-s50, gold/dev-s50e and the dev20 lists, which are tracked now, and the copies of every
    # named file
    sets.DEV_S51,
    # the entity sample gold/dev-s51e (session 51), drawn by dev-s47e's rule at 095e79e8 plus dev-s51's draw,
    # counting that list as tracked and the copies of every named BBC file: dev-s51, committed first, goes
    # before it
    HERE.parent / "gold" / "dev-s51e",
    # the events gold block dev21 (DEV21_EVENTS_GOLD), tracked in session 51, drawn at 095e79e8 plus dev-s51's
    # and gold/dev-s51e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV21_EVENTS_GOLD,
    # the audit set dev-s52 (session 52), drawn by dev-s52's rule (DRAWN_LIKE_DEV_S52: dev-s49's with a fourth
    # word tier) at main 035aa40a, counting dev-s51, gold/dev-s51e and the dev21 lists, which are tracked now,
    # and the copies of every named file
    sets.DEV_S52,
    # the entity sample gold/dev-s52e (session 52), drawn by dev-s47e's rule at 035aa40a plus dev-s52's draw,
    # counting that list as tracked and the copies of every named BBC file: dev-s52, committed first, goes
    # before it
    HERE.parent / "gold" / "dev-s52e",
    # the events gold block dev22 (DEV22_EVENTS_GOLD), tracked in session 52, drawn at 035aa40a plus dev-s52's
    # and gold/dev-s52e's draws, counting both as named: every repeat leaves it out
    *blocks.DEV22_EVENTS_GOLD,
)
DRAWN_BEFORE = {drawn: _DRAWN_IN_ORDER[k + 1 :] for k, drawn in enumerate(_DRAWN_IN_ORDER[:-1])}
