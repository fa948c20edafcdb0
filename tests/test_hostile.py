"""Hostile input: whatever bytes, TOML or flags come in, the answer is exit 1 or 2 with a
message, never a traceback, and the file is left as it was."""

from __future__ import annotations

import pytest
import os

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import HOSTILE_TRIED, run

VALID = ('format = 1\nrules = "belote-maison"\n\n[[deals]]\ntaker = "s"\ntrump = "hearts"\n'
         'points = { ns = 82 }\nlast = "ns"\n')
SETTINGS = settings(max_examples=int(os.environ.get("SCORECLI_HOSTILE_EXAMPLES", "60")),
                    deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def assert_refused(result, path=None, before=None):
    """Exit 1 or 2, a message on stderr, no traceback, the file unchanged."""
    HOSTILE_TRIED[0] += 1
    # A bug would exit 70 ("internal error"), never 1 or 2: the boundary tells them apart.
    assert result.exit_code in (1, 2), (result.exit_code, result.output)
    assert result.stderr.strip(), "no message"
    assert "internal error" not in result.stderr and "Traceback" not in result.output
    if path is not None:
        assert path.read_bytes() == before


def commands(path):
    return (["show", path], ["show", path, "--json"], ["check", path],
            ["deal", path, "--taker", "s", "--trump", "hearts", "--points", "ns=82",
             "--last", "ns"])


@SETTINGS
@given(st.binary(max_size=2000))
def test_random_bytes(tmp_path, data):
    path = tmp_path / "m.toml"
    path.write_bytes(data)
    for args in commands(path):
        result = run(*args)
        if result.exit_code == 0:  # random bytes that happen to be a valid match
            continue
        assert_refused(result, path, data)


toml_scalars = st.one_of(st.integers(min_value=-2**70, max_value=2**70), st.booleans(),
                         st.text(max_size=12), st.floats(allow_nan=False),
                         st.sampled_from(["s", "hearts", "ns", "capot", "belote-maison",
                                          "coinche", "tierce-K", "carre-J"]))
toml_values = st.recursive(toml_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.sampled_from(["ns", "ew", "taker", "x", "points", "deals"]), inner,
                    max_size=4)), max_leaves=20)
deal_tables = st.dictionaries(
    st.sampled_from(["taker", "trump", "contract", "coinche", "points", "last", "capot",
                     "generale", "belote", "announcements", "note", "extra"]),
    toml_values, max_size=8)
documents = st.fixed_dictionaries(
    {"format": st.one_of(st.just(1), toml_scalars),
     "rules": st.one_of(st.sampled_from(["belote-maison", "coinche-701", "bazar-blot"]),
                        toml_scalars)},
    optional={"deals": st.lists(deal_tables, max_size=4), "options": toml_values,
              "teams": toml_values, "players": toml_values, "dealer": toml_scalars})


@SETTINGS
@given(documents)
def test_random_toml_documents(tmp_path, doc):
    path = tmp_path / "m.toml"
    text = tomli_w.dumps(doc)
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    for args in commands(path):
        result = run(*args)
        if result.exit_code == 0:
            continue
        assert_refused(result, path, before)


flag_values = st.one_of(st.text(max_size=30), st.sampled_from(
    ["ns=99999999999999999999", "ns=-5", "=", "ns=", "x=1", "ns=1e9", "ew=0x10", "s",
     "ns=tierce-Z", "ew=carre-8", "99999999999999999999", "capot", "générale", "\x00"]))


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(
    ["--taker", "--trump", "--contract", "--points", "--last", "--capot", "--generale",
     "--belote", "--announce", "--note", "--format", "--rules", "--option"]), flag_values),
    max_size=6))
def test_random_flag_values(tmp_path, flags):
    path = tmp_path / "m.toml"
    path.write_text(VALID)
    before = path.read_bytes()
    args = [item for pair in flags for item in pair]
    for command in ("deal", "show", "check"):
        result = run(command, path, *args)
        if result.exit_code == 0:
            if command == "deal":
                before = path.read_bytes()  # a lucky valid deal was recorded
            continue
        assert_refused(result, path, before)


def test_huge_numbers(match_file):
    for text in (VALID.replace("82", str(10**30)),
                 VALID + "[options]\ntarget = " + str(10**40) + "\n",
                 VALID.replace('points = { ns = 82 }', 'contract = ' + str(10**20) +
                               '\npoints = { ns = 82 }')):
        path = match_file(text)
        assert_refused(run("check", path), path, path.read_bytes())
    path = match_file(VALID)
    assert_refused(run("deal", path, "--taker", "s", "--trump", "h", "--points",
                       "ns=" + "9" * 40, "--last", "ns"), path, path.read_bytes())


def test_deep_nesting(match_file):
    for text in ("x = " + "[" * 100000 + "]" * 100000 + "\n",
                 "x = " + "{a = " * 5000 + "1" + "}" * 5000 + "\n"):
        path = match_file(text)
        result = run("check", path)
        assert_refused(result, path, path.read_bytes())


@pytest.mark.slow
def test_fifty_megabytes(match_file, tmp_path):
    junk = tmp_path / "junk.toml"
    junk.write_bytes(os.urandom(50 * 2**20))
    assert_refused(run("show", junk))
    big = tmp_path / "big.toml"
    big.write_text(VALID + 'title = "' + "x" * (50 * 2**20) + '"\n')
    result = run("show", big)
    assert_refused(result)
    assert "title" in result.stderr


def test_symlink_to_a_folder(tmp_path):
    link = tmp_path / "link.toml"
    link.symlink_to(tmp_path)
    for args in commands(link):
        result = run(*args)
        assert_refused(result)
        assert result.stderr == f"Error: {link}: is a folder, not a match file\n"


def test_not_utf8(match_file, tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes(VALID.replace("ns = 82", "ns = 82 }\nnote = \"caf\xe9\"\n#").encode("latin-1"))
    result = run("check", path)
    assert_refused(result, path, path.read_bytes())
    assert "not UTF-8 text (byte 0xe9); save the file as UTF-8" in result.stderr


def test_windows_line_endings_and_bom_read(match_file):
    path = match_file("\ufeff" + VALID.replace("\n", "\r\n"))
    assert run("check", path).exit_code == 0


def test_a_match_file_is_data_never_code(match_file):
    for rules in ("__import__('os').system('touch pwned')", "../../etc/passwd", "belote-maison; rm"):
        path = match_file(f'format = 1\nrules = "{rules}"\n')
        result = run("show", path)
        assert_refused(result)
        assert "unknown rule set" in result.stderr
    assert not os.path.exists("pwned")
