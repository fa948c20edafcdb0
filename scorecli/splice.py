"""Change a match file's text in place: append, replace or remove one deal.

The text outside the changed deal is kept byte for byte, so comments and hand layout
survive; inside a replaced deal, every line whose key keeps its value is kept as written.
Every new text is parsed again and compared with what was meant; a layout the splice
cannot handle (an inline `deals = [...]` array) is edited with tomlkit instead, which
keeps comments too.
"""

from __future__ import annotations

import bisect
import re
import tomllib

from .matchfile import Loaded, MatchFileError, deal_block, deal_to_data, parse_toml, toml_value
from .model import Deal

_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*deals[ \t]*\]\][ \t]*(#.*)?\r?$")
_DEAL_SUBTABLE = re.compile(r"^[ \t]*\[\[?[ \t]*deals[ \t]*\.")
_INLINE_DEALS = re.compile(r"^[ \t]*deals[ \t]*=", re.M)
_HEADER_ANYWHERE = re.compile(r"^[ \t]*\[\[[ \t]*deals[ \t]*\]\]", re.M)
_KEY_LINE = re.compile(r"^[ \t]*([A-Za-z0-9_-]+)[ \t]*=")


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
    headers = len(_HEADER_ANYWHERE.findall(loaded.text))
    return isinstance(deals, list) and len(deals) > 0 and headers == len(deals)


def replaced(loaded: Loaded, number: int, deal: Deal | None) -> tuple[str, str, int]:
    """The text with deal `number` (from 1) replaced by `deal`, or removed if None; the
    text that was replaced or removed, and where it stood."""
    deals = _deals(loaded)
    expected = deals[:number - 1] + ([_as_read(deal_to_data(deal))] if deal else []) \
        + deals[number:]
    spans = None if _inline_deals(loaded) else deal_spans(loaded.text)
    old_block, start = "", -1
    if spans and len(spans) == len(deals):
        start, header, end = spans[number - 1]
        old_block = loaded.text[start:end]
        if deal is None:
            kept = _trailing_comments(loaded.text[header:end])
            new_text = loaded.text[:start] + kept + loaded.text[end:]
            old_block = old_block[:len(old_block) - len(kept)]
            if number == len(deals) and new_text and not new_text.isspace():
                new_text = new_text.rstrip("\r\n") + _newline(loaded.text)
        else:
            # The comments above the header stay as they are; only the block is rewritten.
            block = _replace_block(loaded.text[header:end], deal, _newline(loaded.text))
            new_text = loaded.text[:header] + block + loaded.text[end:]
        if _means(new_text, expected, loaded.data):
            return new_text, old_block, start

    def change(tk_deals):
        if deal is None:
            del tk_deals[number - 1]
        else:
            tk_deals[number - 1] = _tk_deal(tk_deals, deal)
    return _tomlkit_edit(loaded, change, expected), old_block, -1


# One pass over the text finds what the spans need: runs of comment lines, table
# headers and triple quotes. A regular expression does it at C speed, where a loop over
# the lines of a file of 25 million comment lines took most of a minute.
# The comment runs are matched possessively (`++`): with a plain `+` the engine kept a
# backtracking mark per line, 7 s and 2 GB for 10 million lines; possessive, 0.4 s.
_SCAN = re.compile(r"(?P<comments>(?:^[ \t]*#[^\n]*\n)++)|(?P<header>^[ \t]*\[[^\n]*)"
                   r"|(?P<quote>\"\"\"|\'\'\')", re.M)


_DEAL_COMMENT_LINES = 20  # at most, above a deal, to count as the deal's own


def deal_spans(text: str) -> list[tuple[int, int, int]]:
    """(start, header, end) offsets of each [[deals]] block: from the comments just above
    its header, the header, to the next deal or table, its trailing blank lines included. A header inside a
    multi-line string is not one; the parse after every splice catches what this misreads."""
    headers, other_headers = [], []
    comment_runs: dict[int, int] = {}  # end of a run of comment lines -> its start
    quote = None
    for found in _SCAN.finditer(text):
        kind = found.lastgroup
        if kind == "quote":
            mark = found.group()
            quote = mark if quote is None else (None if quote == mark else quote)
        elif quote is not None:
            continue
        elif kind == "comments":
            comment_runs[found.end()] = found.start()
        elif _HEADER.match(found.group()):
            headers.append(found.start())
        elif not _DEAL_SUBTABLE.match(found.group()):
            other_headers.append(found.start())
    # Comment lines right above a header (no blank line between) belong to its deal, as
    # its own note; a run longer than that is the file's, and stays where it is.
    starts = []
    for h in headers:
        start = comment_runs.get(h, h)
        starts.append(start if text.count("\n", start, h) <= _DEAL_COMMENT_LINES else h)
    spans = []
    for n, h in enumerate(headers):
        end = starts[n + 1] if n + 1 < len(headers) else len(text)
        later = bisect.bisect_right(other_headers, h)
        if later < len(other_headers):
            end = min(end, other_headers[later])
        spans.append((starts[n], h, end))
    return spans


def _trailing_comments(block: str) -> str:
    """The comments and blank lines that end a block, after its last key: they stay
    when the deal is removed or rewritten."""
    tail = []
    for line in reversed(block.splitlines(keepends=True)[1:]):
        if line.strip() and not line.lstrip().startswith("#"):
            break
        tail.append(line)
    return "".join(reversed(tail))


def _replace_block(old_block: str, deal: Deal, nl: str) -> str:
    """The deal's new block: unchanged key lines and comments kept as written, changed
    keys rewritten in place (with their end-of-line comment), new keys added after."""
    new_data = deal_to_data(deal)
    lines = old_block.splitlines(keepends=True)
    header = next(i for i, line in enumerate(lines) if _HEADER.match(line))
    out, written = lines[:header + 1], set()
    tail = _trailing_comments(old_block)
    body = lines[header + 1:len(lines) - len(tail.splitlines(keepends=True))]
    for line in body:
        found = _KEY_LINE.match(line)
        if not found:
            out.append(line)  # a comment or a blank line
            continue
        key = found.group(1)
        if key not in new_data:
            continue
        old_value, comment = _value_and_comment(line)
        written.add(key)
        if old_value == _as_read(new_data[key]):
            out.append(line)
        else:
            out.append(f"{key} = {toml_value(new_data[key])}{comment}{nl}")
    for key, value in new_data.items():
        if key not in written:
            out.append(f"{key} = {toml_value(value)}{nl}")
    return "".join(out) + tail


def _value_and_comment(line: str) -> tuple[object, str]:
    """The value a `key = value  # comment` line holds, and its comment (with its spaces)."""
    stripped = line.rstrip("\r\n")
    try:
        whole = tomllib.loads(stripped)
    except tomllib.TOMLDecodeError:
        return None, ""  # a value spread over several lines: rewritten whole
    (value,) = whole.values()
    for at in [m.start() for m in re.finditer("#", stripped)]:
        try:
            if tomllib.loads(stripped[:at]) == whole:
                head = stripped[:at]
                return value, stripped[len(head.rstrip()):]
        except tomllib.TOMLDecodeError:
            continue
    return value, ""


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


def _inline_deals(loaded: Loaded) -> bool:
    return _INLINE_DEALS.search(loaded.text) is not None


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
    import tomlkit

    doc = tomlkit.parse(loaded.text)
    if "deals" not in doc:
        doc["deals"] = tomlkit.aot()
    change(doc["deals"])
    new_text = tomlkit.dumps(doc)
    if "\r\n" in loaded.text and "\n" not in loaded.text.replace("\r\n", ""):
        new_text = new_text.replace("\r\n", "\n").replace("\n", "\r\n")  # the file's own endings
    if not _means(new_text, expected, loaded.data):
        raise MatchFileError(str(loaded.path), [
            "scorecli could not change this file's layout without changing other values; "
            "nothing was written"])
    return new_text


def with_header(loaded: Loaded, changes: dict) -> str:
    """The text with top-level keys changed (`title`, `dealer`, `teams`, `players`,
    `options`; None removes one). Only the part above the first deal is rewritten, by
    tomlkit, which keeps its comments; the deals stay byte for byte."""
    import tomlkit

    expected = {k: v for k, v in loaded.data.items()}
    for key, value in changes.items():
        if value is None or value == {}:
            expected.pop(key, None)
        else:
            expected[key] = value
    text = loaded.text
    spans = deal_spans(text)
    inline = _INLINE_DEALS.search(text)
    first = min([len(text)] + ([spans[0][0]] if spans else []) + ([inline.start()] if inline
                                                                   else []))
    for head, rest in ((text[:first], text[first:]), (text, "")):
        try:
            doc = tomlkit.parse(head)
        except Exception:  # tomlkit's own parse errors: try the whole document instead
            continue
        for key, value in changes.items():
            if value is None or value == {}:
                doc.pop(key, None)
            elif isinstance(value, dict) and key in doc:
                table = doc[key]
                for name in [k for k in table if k not in value]:
                    del table[name]
                for name, item in value.items():
                    if table.get(name) != item:
                        table[name] = item
            elif isinstance(value, dict):
                table = tomlkit.table()
                table.update(value)
                doc[key] = table
            else:
                doc[key] = value
        new_head = tomlkit.dumps(doc)
        if rest and not new_head.endswith(("\n\n", "\r\n\r\n")):
            new_head += _newline(text)
        if "\r\n" in text and "\n" not in text.replace("\r\n", ""):
            new_head = new_head.replace("\r\n", "\n").replace("\n", "\r\n")
        new_text = new_head + rest
        try:
            if parse_toml(new_text, "the new text") == expected:
                return new_text
        except MatchFileError:
            pass
    raise MatchFileError(str(loaded.path), [
        "scorecli could not change this file's header without changing other values; "
        "nothing was written"])
