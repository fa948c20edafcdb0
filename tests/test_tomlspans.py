"""The lexer the splice finds its spans with: it tiles any valid text it reads, and each
pair's value text reads as tomllib reads that key."""

from __future__ import annotations

import tomllib

from hypothesis import given, settings
from hypothesis import strategies as st

from scorecli.store.tomlspans import Unlexable, compacted, statements

TEXTS = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters='"\\\r\n'
                              "\x7f" + "".join(map(chr, range(32)))), max_size=12)
COMMENT = TEXTS.map(lambda t: f"# {t}'''\"\"\"")
VALUES = st.one_of(
    st.integers(-999, 999).map(str),
    TEXTS.map(lambda t: '"' + t + '"'),
    TEXTS.map(lambda t: "'" + t.replace("'", "") + "'"),
    TEXTS.map(lambda t: '"""\n' + t + '\n# not a comment\n[[deals]]\n"""'),
    TEXTS.map(lambda t: "'''" + t.replace("'", "") + "\u2028\u0085\n'''"),
    st.lists(st.integers(0, 9), max_size=3).map(
        lambda xs: "[\n  " + ",\n  # inside\n  ".join(map(str, xs)) + ",\n]"),
    st.just('{ ns = ["tierce-K", "carre-9"], ew = [] }'),
    st.just("1979-05-27 07:32:00"),
)


@st.composite
def documents(draw):
    lines, keys = [], set()
    for n in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["pair", "comment", "blank", "deal"]))
        if kind == "pair":
            key = f"k{n}"
            comment = draw(st.one_of(st.just(""), COMMENT.map(lambda c: "  " + c)))
            lines.append(f"{key} = {draw(VALUES)}{comment}")
        elif kind == "comment":
            lines.append(draw(COMMENT))
        elif kind == "blank":
            lines.append("")
        else:
            lines.append("[[deals]]")
            keys.add(n)
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return newline.join(lines) + draw(st.sampled_from(["", newline]))


@settings(max_examples=300, deadline=None)
@given(documents())
def test_statements_tile_the_text_and_read_as_tomllib(text):
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return
    found = statements(text)
    assert "".join(text[s.start:s.end] for s in found) == text
    assert all(a.end == b.start for a, b in zip(found, found[1:]))
    table = data
    for statement in found:
        if statement.kind == "array":
            table = {}
        if statement.kind == "pair":
            value = text[statement.value_start:statement.value_end]
            assert tomllib.loads(f"v = {value}")["v"] is not None
            if table is data:
                assert tomllib.loads(f"v = {value}")["v"] == data[statement.key]


@settings(max_examples=100, deadline=None)
@given(documents())
def test_compacting_comes_back_byte_for_byte(text):
    small, restore = compacted(text * 300)
    assert restore(small) == text * 300


def test_a_text_it_does_not_read_is_said():
    for text in ("= 1\n", "[[deals\n", "k = \n"):
        try:
            statements(text)
        except Unlexable:
            continue
        raise AssertionError(text)


def test_a_header_splice_that_reads_wrong_falls_back(tmp_path, monkeypatch):
    """The header's new statements are each read back alone; one that reads wrong (here a
    broken value writer) is never written: tomlkit makes the change instead."""
    from conftest import run
    from scorecli.store import tomledit

    path = tmp_path / "m.toml"
    path.write_text('# c\nformat = 1\nrules = "belote-maison"\ntitle = "a"\n\n[[deals]]\n'
                    'taker = "s"\ntrump = "hearts"\npoints = { ns = 82 }\nlast = "ns"\n')
    monkeypatch.setattr(tomledit, "toml_value", lambda value: '"wrong"')
    assert run("set", path, "--title", "b").exit_code == 0
    assert tomllib.loads(path.read_text())["title"] == "b"
    assert path.read_text().startswith("# c\n")
