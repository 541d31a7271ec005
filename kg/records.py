"""The plain records of ``kg.types`` as compact bytes (MessagePack), and back.

An extraction result travels as bytes between processes (the worker pool, Dask workers) and is kept in
the build cache. A record is written as the list of its field values in declaration order, so the bytes
hold no field names; reading follows the type hints of ``kg.types``. Both ends therefore have to run the
same ``kg`` code, which the cache key (``kg.batch``) guarantees by including a hash of that code.
"""

from __future__ import annotations

import dataclasses
import operator
import sys
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

import msgpack

from . import types as kg_types
from .errors import KGError

T = TypeVar("T")
Decoder = Callable[[Any], Any]


# a record class -> the function that gives a record's field values as a tuple, in declaration order
_FIELDS: dict[type, Callable[[Any], tuple]] = {}


def _fields_of(cls: type) -> Callable[[Any], tuple] | None:
    """How to give a record of class ``cls`` as the tuple of its field values; None for no record class."""
    fields = _FIELDS.get(cls)
    if fields is None and dataclasses.is_dataclass(cls):
        names = [f.name for f in dataclasses.fields(cls)]
        if len(names) == 1:
            name = names[0]
            fields = _FIELDS[cls] = lambda value: (getattr(value, name),)
        else:
            fields = _FIELDS[cls] = operator.attrgetter(*names)
    return fields


def _unpacked(value: Any) -> Any:
    """MessagePack's hook for what it cannot write itself: a record as the array of its fields, a set as
    an array, so that ``packb`` walks the nested records in C."""
    fields = _fields_of(type(value))
    if fields is not None:
        return fields(value)
    if isinstance(value, frozenset | set):
        return list(value)
    raise TypeError(f"cannot store a {type(value).__name__} in a record")


def packb(value: Any) -> bytes:
    """``value`` (records, tuples, sets, dicts and plain values, nested) as MessagePack bytes: a record as
    the array of its field values, a tuple or a set as an array. MessagePack calls back only for records
    and sets, instead of this module copying every value into nested lists first (ten times slower: about
    1 s of a worker's CPU at 500 BBC articles)."""
    return msgpack.packb(value, use_bin_type=True, default=_unpacked)


def _decoder(hint: Any) -> Decoder:
    """How to rebuild a value of type ``hint`` from its plain form."""
    decode = _fast_decoder(hint)
    return (lambda v: v) if decode is None else decode


def _fast_decoder(hint: Any) -> Decoder | None:
    """``_decoder``, or None where the plain form is the value itself (a string, a number)."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        inner = _fast_decoder(options[0]) if len(options) == 1 else None
        if inner is None:
            return None
        return lambda v: None if v is None else inner(v)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _fast_decoder(args[0])
            if item is None:
                return tuple
            return lambda v: tuple(map(item, v))
        parts = [_fast_decoder(a) for a in args]
        if all(p is None for p in parts):
            return tuple
        return lambda v: tuple(x if d is None else d(x) for d, x in zip(parts, v, strict=True))
    if origin is frozenset:
        element = _fast_decoder(typing.get_args(hint)[0])
        return frozenset if element is None else (lambda v: frozenset(map(element, v)))
    if origin is dict:
        value_decoder = _fast_decoder(typing.get_args(hint)[1])
        if value_decoder is None:
            return dict
        return lambda v: {k: value_decoder(x) for k, x in v.items()}
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _record_decoder(hint)
    return None


@cache
def _record_decoder(cls: type) -> Decoder:
    # the names of the record's own module first (an event mention's TimeExpression), then kg.types'
    hints = typing.get_type_hints(cls, {**vars(kg_types), **vars(sys.modules[cls.__module__])})
    fields = [f for f in dataclasses.fields(cls) if f.init]
    decoders = [_fast_decoder(hints[f.name]) for f in fields]
    count = len(fields)

    # Built through the dataclass's own __init__: setting the fields into the new record's __dict__
    # instead read a cache a little faster, but a record whose __dict__ was made that way is slower to
    # read every field of after (Python keeps the fields of __init__-built objects inline), which cost
    # entity resolution over 500 BBC articles 0.6 s of CPU more than the read saved.
    # Only the fields that hold records or sets are decoded, by position: most records (a sentence, a
    # mention, a span) hold none and are built from the stored tuple as it is, which read the cache of
    # the 2,225 BBC articles in half the CPU time of decoding every field.
    decoded = tuple((i, d) for i, d in enumerate(decoders) if d is not None)

    def decode(values: Any) -> Any:
        if len(values) != count:
            raise ValueError(f"{cls.__name__} has {count} fields, the data {len(values)}")
        if decoded:
            values = list(values)
            for i, d in decoded:
                values[i] = d(values[i])
        return cls(*values)

    return decode


def dumps(record: Any) -> bytes:
    """``record`` (a ``kg.types`` dataclass) as MessagePack bytes."""
    return packb(record)


def loads(data: bytes, cls: type[T]) -> T:
    """The ``cls`` record stored in ``data`` by ``dumps``.

    Raises KGError when the bytes are not such a record (a damaged or foreign cache file).
    """
    try:
        decode = _record_decoder(cls)  # type: ignore[arg-type]
        return decode(msgpack.unpackb(data, raw=False, strict_map_key=False, use_list=False))
    except (ValueError, TypeError, msgpack.UnpackException) as error:
        raise KGError(f"not a stored {cls.__name__} record ({error})") from error
