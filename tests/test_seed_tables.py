"""The seeds' own tables (SPEC 5.1, 5.2, 5.4), restated row by row so that the suite
stands without ../shared. Each row is recorded with `scorecli new` and `scorecli deal`
as a person would, then read back with `show --json`."""

from __future__ import annotations

import json

import pytest

from conftest import run

# (rules, [deal flags...], [(score ns, score ew, result, held)...])
ROWS = {
    # Seed 002, Belote (taker s, hearts unless said).
    "made with belote": ("belote-maison",
                         [["--points", "ns=82", "--last", "ns", "--belote", "ns"]],
                         [(112, 70, "made", 0)]),
    "dedans": ("belote-maison",
               [["--points", "ns=66", "--last", "ew", "--belote", "ns"]],
               [(20, 162, "failed", 0)]),
    "litige, then the pot paid": ("belote-maison",
                                  [["--points", "ns=71", "--last", "ns"],
                                   ["--points", "ns=90", "--last", "ns"]],
                                  [(0, 81, "litige", 81), (181, 62, "made", 0)]),
    "capot": ("belote-maison", [["--points", "ns=152", "--capot", "ns"]],
              [(252, 0, "made", 0)]),
    "announcements count": ("belote-maison",
                            [["--points", "ns=72", "--last", "ew", "--announce", "ns=quarte"]],
                            [(122, 90, "made", 0)]),
    "no-trump, Maison": ("belote-maison",
                         [["--trump", "no-trump", "--points", "ns=56", "--last", "ns"]],
                         [(66, 64, "made", 0)]),
    "no-trump, Officielles": ("belote-officielle",
                              [["--trump", "no-trump", "--points", "ns=76", "--last", "ew"]],
                              [(0, 162, "failed", 0)]),
    # Seed 002, Coinche.
    "coinche-maison made": ("coinche-maison",
                            [["--contract", "100", "--points", "ns=98", "--last", "ns"]],
                            [(208, 54, "made", 0)]),
    "coinche-officielle made, rounded": ("coinche-officielle",
                                         [["--contract", "100", "--points", "ns=98",
                                           "--last", "ns"]],
                                         [(210, 50, "made", 0)]),
    "coinched, made": ("coinche-maison",
                       [["--contract", "100", "--coinche", "--points", "ns=98", "--last", "ns"]],
                       [(520, 0, "made", 0)]),
    "surcoinched, made": ("coinche-maison",
                          [["--contract", "100", "--surcoinche", "--points", "ns=98",
                            "--last", "ns"]],
                          [(1040, 0, "made", 0)]),
    "coinched, failed": ("coinche-maison",
                         [["--contract", "100", "--coinche", "--points", "ns=80", "--last", "ew"]],
                         [(0, 520, "failed", 0)]),
    "capot contract": ("coinche-maison",
                       [["--contract", "capot", "--points", "ns=152", "--capot", "ns"]],
                       [(502, 0, "made", 0)]),
    "capot contract coinched, Officielles": ("coinche-officielle",
                                             [["--contract", "capot", "--coinche",
                                               "--points", "ns=152", "--capot", "ns"]],
                                             [(1000, 0, "made", 0)]),
    # SPEC 5.4's example, from seed 003.
    "bazar blot 9 hearts": ("bazar-blot",
                            [["--contract", "9", "--points", "ns=92", "--last", "ns"]],
                            [(19, 6, "made", 0)]),
}


@pytest.mark.parametrize("name", ROWS)
def test_seed_row(tmp_path, name):
    rules, deals, expected = ROWS[name]
    path = tmp_path / "m.toml"
    assert run("new", path, "--rules", rules).exit_code == 0
    for flags in deals:
        if "--trump" not in flags:
            flags = ["--trump", "hearts"] + flags
        result = run("deal", path, "--taker", "s", *flags)
        assert result.exit_code == 0, result.output
    shown = json.loads(run("show", path, "--json").stdout)
    got = [(d["score"]["ns"], d["score"]["ew"], d["result"], d["held"]) for d in shown["deals"]]
    assert got == expected
    assert shown["total"] == {"ns": sum(e[0] for e in expected),
                              "ew": sum(e[1] for e in expected)}
