"""concours.toml changed in its own text (through store/tomledit.py), as properties: whatever
the comments, blank lines and line endings, each change reads back as made, every comment
stays, and the line endings stay the file's."""

from __future__ import annotations

import tomllib

from hypothesis import given, settings, strategies as st

from scorecli.store.tomledit import TOP, Append, Remove, Section, Set, edited as changed

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
            out.append(Set(TOP, key, value))
        elif kind == "withdraw":
            out.append(Set(Section("teams", draw(st.integers(0, teams - 1))), "withdrawn", 1))
        elif results:
            out.append(Remove(Section("results", draw(st.integers(0, results - 1)))))
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
                               [Set(Section("teams", 0), "withdrawn", 1), Remove(Section("teams", 1))])
    assert tomllib.loads(again)["teams"] == [{"number": 1, "name": "A", "withdrawn": 1}]
    assert "# the teams, inline\n" in again


# ---- a match file's header and deals, through the same editor

MATCH = ['format = 1', 'rules = "belote-maison"', 'title = "Soir"', '', '[teams]', 'ns = "Nous"',
         'ew = "Eux"', '', '[options]', 'litige = true', '', '[[deals]]', 'taker = "s"',
         'trump = "hearts"', 'points = { ns = 82 }', 'last = "ns"', '', '[[deals]]',
         'taker = "e"', 'trump = "spades"', 'points = { ew = 100 }', 'last = "ew"']


@st.composite
def match_texts(draw):
    lines = []
    for n, line in enumerate(MATCH):
        if draw(st.booleans()):
            lines.append(f"# note {n} « ''' »")
        lines.append(line + (f"  # {n}" if "=" in line and draw(st.booleans()) else ""))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return newline.join(lines) + (newline if draw(st.booleans()) else "")


@st.composite
def match_patches(draw):
    kinds = draw(st.lists(st.sampled_from(["title", "team", "player", "option", "drop",
                                           "deal", "remove", "append"]), min_size=1,
                          max_size=4, unique=True))
    out = []
    for kind in kinds:
        if kind == "title":
            out.append(Set(TOP, "title", draw(st.sampled_from([None, "Nuit", "a\"b"]))))
        elif kind == "team":
            out.append(Set(Section("teams"), "ew", draw(st.sampled_from([None, "Les Verts"]))))
        elif kind == "player":
            out.append(Set(Section("players"), "s", "Chloé"))
        elif kind == "option":
            out.append(Set(Section("options"), "litige", False))
        elif kind == "drop" and "option" not in kinds:
            out.append(Remove(Section("options")))
        elif kind == "deal":
            out.append(Set(Section("deals", 0), "points", {"ns": 90}))
        elif kind == "remove" and "deal" not in kinds and "append" not in kinds:
            out.append(Remove(Section("deals", draw(st.integers(0, 1)))))
        elif kind == "append":
            out.append(Append("deals", {"taker": "w", "trump": "clubs", "points": {"ew": 81},
                                        "last": "ew"}, at_end=draw(st.booleans())))
    return out


@settings(max_examples=300, deadline=None)
@given(text=match_texts(), patches=match_patches())
def test_a_match_header_and_deals_read_back_as_made_and_keep_every_other_comment(text, patches):
    parsed = tomllib.loads(text)
    new_text, expected = changed(text, parsed, patches)
    assert {k: v for k, v in tomllib.loads(new_text).items() if v != []} == \
        {k: v for k, v in expected.items() if v != []}
    removed = [p.section for p in patches if isinstance(p, Remove)]
    for n, line in enumerate(MATCH):
        # A removed section takes its own comment lines; every other comment stays.
        mine = (Section("options") in removed and 8 <= n <= 10) or any(
            s.table == "deals" and (11 + 6 * s.index) <= n <= (16 + 6 * s.index) for s in removed)
        if f"# note {n} " in text and not mine:
            assert f"# note {n} « ''' »" in new_text
    if "\r\n" in text:
        assert "\n" not in new_text.replace("\r\n", "")


def test_an_inline_teams_table_is_changed_by_tomlkit_keeping_its_comment():
    text = 'format = 1\nrules = "belote-maison"\n# who plays\nteams = { ns = "A", ew = "B" }\n'
    new_text, _ = changed(text, tomllib.loads(text), [Set(Section("teams"), "ew", "C")])
    assert tomllib.loads(new_text)["teams"] == {"ns": "A", "ew": "C"}
    assert "# who plays" in new_text
