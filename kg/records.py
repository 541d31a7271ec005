"""The plain records of ``kg.types`` as compact bytes (MessagePack), and back.

An extraction result travels as bytes between processes (the worker pool, Dask workers) and is kept in
the build cache. A record is written as the list of its field values in declaration order, so the bytes
hold no field names; reading follows the type hints of ``kg.types``. Both ends therefore have to run the
same ``kg`` code, which the cache key (``kg.batch``) guarantees by including a hash of that code.
"""

from __future__ import annotations

import dataclasses
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


def _plain(value: Any) -> Any:
    """A record as nested lists of plain values (tuples become lists, records lists of their fields)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [_plain(getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, tuple | list | frozenset | set):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _decoder(hint: Any) -> Decoder:
    """How to rebuild a value of type ``hint`` from its plain form."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        inner = _decoder(options[0]) if len(options) == 1 else (lambda v: v)
        return lambda v: None if v is None else inner(v)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])
            return lambda v: tuple(item(x) for x in v)
        parts = [_decoder(a) for a in args]
        return lambda v: tuple(d(x) for d, x in zip(parts, v, strict=True))
    if origin is frozenset:
        item = _decoder(typing.get_args(hint)[0])
        return lambda v: frozenset(item(x) for x in v)
    if origin is dict:
        value_decoder = _decoder(typing.get_args(hint)[1])
        return lambda v: {k: value_decoder(x) for k, x in v.items()}
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _record_decoder(hint)
    return lambda v: v


@cache
def _record_decoder(cls: type) -> Decoder:
    hints = typing.get_type_hints(cls, vars(kg_types))
    fields = [f for f in dataclasses.fields(cls) if f.init]
    decoders = [_decoder(hints[f.name]) for f in fields]

    def decode(values: Any) -> Any:
        if len(values) != len(decoders):
            raise ValueError(f"{cls.__name__} has {len(decoders)} fields, the data {len(values)}")
        return cls(*(d(v) for d, v in zip(decoders, values, strict=True)))

    return decode


def dumps(record: Any) -> bytes:
    """``record`` (a ``kg.types`` dataclass) as MessagePack bytes."""
    return msgpack.packb(_plain(record), use_bin_type=True)


def loads(data: bytes, cls: type[T]) -> T:
    """The ``cls`` record stored in ``data`` by ``dumps``.

    Raises KGError when the bytes are not such a record (a damaged or foreign cache file).
    """
    try:
        decode = _record_decoder(cls)  # type: ignore[arg-type]
        return decode(msgpack.unpackb(data, raw=False, strict_map_key=False))
    except (ValueError, TypeError, msgpack.UnpackException) as error:
        raise KGError(f"not a stored {cls.__name__} record ({error})") from error
