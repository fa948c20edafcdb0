"""Change a match file's text in place: append, replace or remove one deal.

The text outside the changed deal is kept byte for byte, so comments and hand layout
survive; inside a replaced deal, every line whose meaning stays is kept as written. The
lexer (`tomlspans`) says where each statement stands, and the new block is read back
alone: it must be exactly the deal meant. A layout the splice does not rewrite (an
inline `deals = [...]` array, sub-tables or dotted keys in a deal) is edited with tomlkit
instead, which keeps comments too, and is then read back whole.
"""

from __future__ import annotations

import bisect
import re
import tomllib
from typing import NamedTuple

from ..errors import MatchFileError, Msg
from ..i18n import N_
from .read import Loaded, parse_toml
from .text import deal_block, deal_to_data, toml_value
from ..game.deal import Deal
from .tomlspans import Statement, Unlexable, comment_lines_above, compacted, statements

_NONBLANK = re.compile(r"\S")

_HEADER_ANYWHERE = re.compile(r"^[ \t]*\[\[[ \t]*deals[ \t]*\]\]", re.M)


def appended(loaded: Loaded, deal: Deal) -> str:
    """The text with `deal` added after the last one."""
    block = deal_block(deal)
    if _blocks_only(loaded):
        # Every deal is a [[deals]] block, so one more block extends the same array: only
        # the new block needs reading back, and a deal costs a read plus a constant.
        text, nl = loaded.text, _newline(loaded.text)
        if not text or text.endswith("\n\n") or text.endswith("\r\n\r\n"):
            sep = ""
        else:
            sep = nl if text.endswith("\n") else nl + nl
        if tomllib.loads(block) == {"deals": [_as_read(deal_to_data(deal))]}:
            return text + sep + _with_newline(block, nl)
    expected = _deals(loaded) + [_as_read(deal_to_data(deal))]
    return _tomlkit_edit(loaded, lambda deals: deals.append(_tk_deal(deals, deal)), expected)


def _blocks_only(loaded: Loaded) -> bool:
    """No deals yet, or every deal written as a [[deals]] block (none inline)."""
    if "deals" not in loaded.data:
        return True
    deals = loaded.data["deals"]
    if not isinstance(deals, list) or not deals:
        return False
    if len(_HEADER_ANYWHERE.findall(loaded.text)) == len(deals):
        return True
    # A header-like line inside a multi-line string: ask the lexer, which knows strings.
    layout = _deal_layout(loaded.text)
    return layout is not None and len(layout) == len(deals)


def replaced(loaded: Loaded, number: int, deal: Deal | None) -> str:
    """The text with deal `number` (from 1) replaced by `deal`, or removed if None."""
    deals = _deals(loaded)
    expected = deals[:number - 1] + ([_as_read(deal_to_data(deal))] if deal else []) \
        + deals[number:]
    layout = _deal_layout(loaded.text)  # None for inline deals: tomlkit edits those
    if layout is not None and len(layout) == len(deals):
        old_deal = loaded.match.deals[number - 1]
        done = _splice_deal(loaded.text, layout[number - 1], old_deal, deal,
                            number == len(deals))
        if done is not None:
            return done

    def change(tk_deals):
        if deal is None:
            del tk_deals[number - 1]
        else:
            tk_deals[number - 1] = _tk_deal(tk_deals, deal)
    return _tomlkit_edit(loaded, change, expected)


_DEAL_COMMENT_LINES = 20  # at most, above a deal, to count as the deal's own


class _DealSpan(NamedTuple):
    start: int  # the deal's own comment lines above its header, or the header
    header: Statement
    body: list  # the statements after the header, to the next header
    end: int  # where the next deal (its comment lines) or table begins


def deal_start(text: str, found: list[Statement], index: int) -> int:
    """Where the deal whose header is `found[index]` begins: its own comment lines right
    above the header (at most 20, no blank line between), or the header."""
    header = found[index]
    before = found[index - 1] if index else None
    floor = before.start if before is not None and before.kind == "trivia" else header.start
    return comment_lines_above(text, header.start, floor, _DEAL_COMMENT_LINES)


def _deal_layout(text: str) -> list[_DealSpan] | None:
    """Each [[deals]] block's span, found by the TOML lexer; None where it cannot read
    the text (then tomlkit edits it)."""
    try:
        found = statements(text)
    except Unlexable:
        return None
    spans: list[_DealSpan] = []
    current, top_level = None, True
    for index, statement in enumerate(found):
        if statement.kind == "pair" and statement.key == "deals" and top_level:
            return None  # an inline `deals = [...]` array
        if statement.kind in ("table", "array"):
            top_level = False
        if statement.kind == "trivia" or statement.kind == "pair" or \
                statement.key.startswith("deals."):
            if current is not None:
                current[2].append(statement)
            continue
        if current is not None:
            spans.append(current)
            current = None
        if statement.kind == "array" and statement.key == "deals":
            current = [deal_start(text, found, index), statement, []]
    if current is not None:
        spans.append(current)
    # A deal ends where the next deal's own comment lines, or the next table, begin.
    tables = [s.start for s in found if s.kind != "trivia" and s.kind != "pair"
              and not s.key.startswith("deals.") and not (s.kind == "array" and s.key == "deals")]
    result = []
    for n, (start, header, body) in enumerate(spans):
        end = spans[n + 1][0] if n + 1 < len(spans) else len(text)
        later = bisect.bisect_right(tables, header.start)
        if later < len(tables):
            end = min(end, tables[later])
        result.append(_DealSpan(start, header, body, end))
    return result


def _splice_deal(text: str, span: _DealSpan, old: Deal, deal: Deal | None,
                 last: bool) -> str | None:
    """The text with the deal of `span` rewritten as `deal` (or removed): only the lines whose meaning changes are rewritten (`belote =
    ["ns"]` and `belote = "ns"` say the same), each keeping its indent, key and comment;
    the comments and blank lines after its last key stay. None for a layout this does not
    rewrite (sub-tables or dotted keys).

    The deal's statements are whole lines, found by the lexer, and so are the new ones:
    what is checked is the new block read alone, which must be exactly the deal meant.
    The rest of the file is the same text, so it reads the same (a whole parse of a 20 MB
    file again would cost as much as the read itself)."""
    keyed = [s for s in span.body if s.kind != "trivia"]
    if any(s.kind != "pair" or "." in s.key for s in keyed):
        return None
    keys_end = keyed[-1].end if keyed else span.header.end
    if deal is None:
        if _read_block(text[span.header.start:keys_end]) != [_as_read(deal_to_data(old))]:
            return None
        if not last or not (_NONBLANK.search(text, 0, span.start)
                            or _NONBLANK.search(text, keys_end)):
            new_text = text[:span.start] + text[keys_end:]
        else:  # the last deal: one line break at the end, as before, and no second copy
            stripped = len(text) - _trailing_breaks(text)
            new_text = (text[:span.start] + text[keys_end:stripped] if stripped > keys_end
                        else text[:span.start].rstrip("\r\n")) + _newline(text)
        return new_text
    nl = _newline(text)
    new_data, old_data = deal_to_data(deal), deal_to_data(old)
    out, written, meant = [], set(), {}
    for statement in span.body:
        if statement.start >= keys_end:
            break
        if statement.kind == "trivia":
            out.append(text[statement.start:statement.end])
            continue
        key = statement.key
        if key not in new_data:
            continue  # a key the deal no longer has
        written.add(key)
        value = _read_value(text[statement.value_start:statement.value_end])
        if key in old_data and old_data[key] == new_data[key] or \
                value == _as_read(new_data[key]):
            out.append(text[statement.start:statement.end])
            meant[key] = value
        else:
            out.append(text[statement.start:statement.value_start] + toml_value(new_data[key])
                       + text[statement.value_end:statement.end])
            meant[key] = _as_read(new_data[key])
    added = [f"{key} = {toml_value(value)}{nl}" for key, value in new_data.items()
             if key not in written]
    meant.update((key, _as_read(value)) for key, value in new_data.items()
                 if key not in written)
    if added and out and not out[-1].endswith("\n"):
        out[-1] += nl  # the file ended without a line break after this deal
    header = text[span.header.start:span.header.end]
    if added and not out and not header.endswith("\n"):
        added[0] = nl + added[0]
    block = header + "".join(out) + "".join(added)
    if _read_block(block) != [meant]:
        return None
    new_text = text[:span.header.start] + block + text[keys_end:]
    return new_text


def _trailing_breaks(text: str) -> int:
    """How many line-break characters end the text."""
    tail = text[-4096:]
    kept = len(tail.rstrip("\r\n"))
    return len(tail) - kept if kept else len(text) - len(text.rstrip("\r\n"))


def _read_block(block: str) -> list | None:
    try:
        data = tomllib.loads(block)
    except tomllib.TOMLDecodeError:
        return None
    return data.get("deals") if list(data) == ["deals"] else None


def _read_value(value: str):
    try:
        return tomllib.loads(f"v = {value}\n")["v"]
    except tomllib.TOMLDecodeError:
        return None


def _deals(loaded: Loaded) -> list:
    deals = loaded.data.get("deals", [])
    return list(deals) if isinstance(deals, list) else []


def _as_read(value):
    """A value as tomllib would read it back (tuples become lists)."""
    return tomllib.loads(f"v = {toml_value(value)}\n")["v"]


def _newline(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"


def _with_newline(block: str, nl: str) -> str:
    return block.replace("\r\n", "\n").replace("\n", nl)


def _means(new_text: str, expected_deals: list, data: dict) -> bool:
    """Does the new text read as exactly the deals meant, with the rest unchanged?"""
    try:
        parsed = parse_toml(new_text, "the new text")  # the fast reader, else tomllib
    except MatchFileError:
        return False
    rest_old = {k: v for k, v in data.items() if k != "deals"}
    rest_new = {k: v for k, v in parsed.items() if k != "deals"}
    return parsed.get("deals", []) == expected_deals and rest_old == rest_new


def _tk_deal(container, deal: Deal):
    """A tomlkit table for the deal: inline in an inline array, a [[deals]] block else."""
    import tomlkit
    from tomlkit.items import AoT

    table = tomlkit.table() if isinstance(container, AoT) else tomlkit.inline_table()
    for key, value in deal_to_data(deal).items():
        if isinstance(value, dict):  # points and announcements stay inline tables
            inline = tomlkit.inline_table()
            inline.update(value)
            value = inline
        table[key] = value
    return table


def _tomlkit_edit(loaded: Loaded, change, expected: list) -> str:
    """tomlkit edits the whole document (rare layouts: inline deals, sub-tables, dotted
    keys), its long comment runs set aside so that it reads kilobytes, not megabytes."""
    import tomlkit

    small, restore = compacted(loaded.text)
    doc = tomlkit.parse(small)
    if "deals" not in doc:
        doc["deals"] = tomlkit.aot()
    change(doc["deals"])
    new_text = restore(tomlkit.dumps(doc))
    if "\r\n" in loaded.text and "\n" not in loaded.text.replace("\r\n", ""):
        new_text = new_text.replace("\r\n", "\n").replace("\n", "\r\n")  # the file's own endings
    if not _means(new_text, expected, loaded.data):
        raise MatchFileError(str(loaded.path), [Msg(N_(
            "scorecli could not change this file's layout without changing other values; "
            "nothing was written"))])
    return new_text

