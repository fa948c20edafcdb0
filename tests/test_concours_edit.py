"""concours.toml changed in its own text (store/concoursedit.py), as properties: whatever
the comments, blank lines and line endings, each change reads back as made, every comment
stays, and the line endings stay the file's."""

from __future__ import annotations

import tomllib

from hypothesis import given, settings, strategies as st

from scorecli.store.concoursedit import Append, Remove, Set, changed

BASE = ['format = 1', 'kind = "concours"', 'title = "Fête"', 'rules = "belote-maison"',
        'rounds = 4', '', '[options]', 'deals_limit = 12', '', '[[teams]]', 'number = 1',
        'name = "A"', '', '[[teams]]', 'number = 2', 'name = "B"', '', '[[draws]]',
        'round = 1', 'tables = [[1, 2]]']


@st.composite
def texts(draw):
    lines = []
    for n, line in enumerate(BASE):
        if draw(st.booleans()):
            lines.append(f"# comment {n} « ''' » \\u2028")
        lines.append(line + (f"  # trailing {n}" if line and "=" in line and draw(st.booleans())
                             else ""))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return newline.join(lines) + (newline if draw(st.booleans()) else "")


@st.composite
def patches(draw, data):
    out, results, teams = [], 0, len(data["teams"])
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["team", "result", "set", "withdraw", "remove"]))
        if kind == "team":
            teams += 1
            out.append(Append("teams", {"number": teams, "name": f"T{teams}",
                                        "players": draw(st.sampled_from([None, ["a", "b"]]))}))
        elif kind == "result":
            results += 1
            out.append(Append("results", {"round": 1, "table": 1,
                                          "ns": draw(st.integers(0, 999)),
                                          "ew": draw(st.integers(0, 999))}))
        elif kind == "set":
            key = draw(st.sampled_from(["rounds", "title", "seed"]))
            value = draw(st.integers(1, 9)) if key != "title" else draw(
                st.text(min_size=0, max_size=8))
            out.append(Set(None, None, key, value))
        elif kind == "withdraw":
            out.append(Set("teams", draw(st.integers(0, teams - 1)), "withdrawn", 1))
        elif results:
            out.append(Remove("results", draw(st.integers(0, results - 1))))
            results -= 1
    return out


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_every_change_reads_back_as_made_and_keeps_the_comments(data):
    text = data.draw(texts())
    parsed = tomllib.loads(text)
    changes = data.draw(patches(parsed))
    new_text, expected = changed(text, parsed, changes)
    assert tomllib.loads(new_text) == {k: v for k, v in expected.items() if v != []} or \
        tomllib.loads(new_text) == expected
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.startswith("# comment"):
            assert line in new_text
    if "\r\n" in text:
        assert "\n" not in new_text.replace("\r\n", "")


def test_a_hand_written_inline_array_is_changed_by_tomlkit_keeping_comments():
    text = ('format = 1\nkind = "concours"\nrules = "belote-maison"\n# the teams, inline\n'
            'teams = [{ number = 1, name = "A" }]\n')
    new_text, expected = changed(text, tomllib.loads(text),
                                 [Append("teams", {"number": 2, "name": "B"})])
    assert tomllib.loads(new_text)["teams"] == [{"number": 1, "name": "A"},
                                                {"number": 2, "name": "B"}]
    assert "# the teams, inline\n" in new_text
    again, _expected = changed(new_text, tomllib.loads(new_text),
                               [Set("teams", 0, "withdrawn", 1), Remove("teams", 1)])
    assert tomllib.loads(again)["teams"] == [{"number": 1, "name": "A", "withdrawn": 1}]
    assert "# the teams, inline\n" in again
