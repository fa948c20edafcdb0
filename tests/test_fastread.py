"""The fast reader never reads a document differently from tomllib, and never accepts one
that tomllib refuses."""

from __future__ import annotations

import tomllib

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import EXAMPLES, SHARED_CASES
from scorecli.store.fastread import fast_read


def same_as_tomllib(text: str) -> bool:
    fast = fast_read(text)
    try:
        slow = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return fast is None
    return fast is None or fast == slow


def test_real_files_are_read_fast_and_the_same():
    files = sorted(EXAMPLES.glob("*.toml")) + (
        sorted(SHARED_CASES.glob("*.toml")) if SHARED_CASES.is_dir() else [])
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert fast_read(text) == tomllib.loads(text), path


VALUES = st.sampled_from([
    '"s"', '"hearts"', '""', '"Chloé"', '"tab\there"', '"a # not a comment"', "'lit'",
    '"esc\\"aped"', "0", "82", "-0", "+7", "01", "1_000", "1.5", "1e3", "0x1F",
    "99999999999999999999", "true", "false", "True", "2026-11-29T20:15:00",
    "2026-11-29", "2026-11-29 20:15:00", "2026-13-01", "2026-11-29T20:15:00Z",
    "2026-11-29T20:15:00.5", "20:15:00", "[]", '["ns"]', '["ns", "ew",]', '[ "ns" , 1 ]',
    "[,]", "[1 2]", "{}", "{ }", "{ ns = 98 }", "{ns=98,ew=54}", "{ ns = 98, }",
    "{ ns = 98, ns = 1 }", '{ ns = ["tierce-K"], ew = [] }', "{ a.b = 1 }", '{ "q" = 1 }',
    "", "=", '"unterminated', '"""multi"""', "inf", "nan",
])
KEYS = st.sampled_from(["taker", "trump", "points", "a", "b", "deals", "teams", "1",
                        "a-b", "a.b", '"q"', "", "ä"])
SPACE = st.sampled_from(["", " ", "  ", "\t"])
COMMENT = st.sampled_from(["", " # note", "# c", "#", " #\x01", " # é"])
LINES = st.one_of(
    st.builds(lambda s1, k, s2, s3, v, c: f"{s1}{k}{s2}={s3}{v}{c}",
              SPACE, KEYS, SPACE, SPACE, VALUES, COMMENT),
    st.sampled_from(["", "   ", "# a comment", "[teams]", "[players]", "[options]",
                     "[[deals]]", " [[ deals ]] # x", "[deals]", "[teams.x]", "[[teams]]",
                     "[other]", "[ options ]", "[[deals]] trailing", "\r", "a = 1\rb = 2"]),
)


@settings(max_examples=600)
@given(st.lists(LINES, max_size=12), st.sampled_from(["\n", "\r\n"]))
def test_random_documents(lines, newline):
    assert same_as_tomllib(newline.join(lines))


@settings(max_examples=300)
@given(st.text(alphabet='ab=" []{},#\n\t-01T:.', max_size=40))
def test_random_characters(text):
    assert same_as_tomllib(text)
