"""A substitute (`set FILE --player SEAT=NAME --from-deal N`, issue 21, SPEC 7 and 9)."""

from __future__ import annotations

import json
import tomllib

from conftest import run

MATCH = ('format = 1\nrules = "belote-maison"\n[players]\nn = "Anna"\ne = "Boris"\n'
         's = "Chloé"\nw = "David"\n' + ''.join(
             '\n# deal {0}\n[[deals]]\ntaker = "s"\ntrump = "hearts"\npoints = {{ ns = 100 }}\n'
             'last = "ns"\n'.format(n) for n in (1, 2, 3)))


def test_a_substitute_sits_from_deal_n_on(match_file):
    path = match_file(MATCH)
    result = run("set", path, "--player", "s=Zoé", "--from-deal", "3")
    assert result.exit_code == 0, result.output
    text = path.read_text()
    data = tomllib.loads(text)
    assert data["players"]["s"] == "Zoé"
    assert [d.get("players") for d in data["deals"]] == [{"s": "Chloé"}, {"s": "Chloé"}, None]
    assert "# deal 1" in text and "# deal 3" in text  # the file's own lines stay
    assert "s (Chloé)" in run("explain", path, "1").stdout
    assert "s (Zoé)" in run("explain", path, "3").stdout


def test_stats_credit_each_deal_to_whoever_sat_there(match_file):
    path = match_file(MATCH)
    assert run("set", path, "--player", "s=Zoé", "--from-deal", "3").exit_code == 0
    rows = {r["player"]: r for r in json.loads(run("stats", path, "--json").stdout)["stats"]}
    assert (rows["Chloé"]["deals"], rows["Chloé"]["taken"]) == (2, 2)
    assert (rows["Zoé"]["deals"], rows["Zoé"]["taken"]) == (1, 1)
    assert rows["Anna"]["deals"] == 3


def test_from_deal_must_be_a_deal_of_the_match(match_file):
    path = match_file(MATCH)
    before = path.read_bytes()
    result = run("set", path, "--player", "s=Zoé", "--from-deal", "9")
    assert result.exit_code == 1 and "--from-deal 9" in result.stderr
    assert path.read_bytes() == before
