"""The concours' rules hold for every caller, as the match file's do (issue 30, the code
review's section 4): through the library, a round cannot be drawn over an open table, the
rounds cannot be set below those drawn, a team cannot withdraw twice or from an open
table, a result cannot name a table beyond its round, and a clear needs a typed result."""

from __future__ import annotations

import pytest

from conftest import drawn_concours, run
from scorecli import ConcoursFolder, ConcoursRefused


@pytest.fixture
def fete(tmp_path):
    return drawn_concours(tmp_path / "fete", "ABCD", "--deals", "4", "--rounds", "2")


def _refused(fete, change):
    before = (fete / "concours.toml").read_bytes()
    with pytest.raises(ConcoursRefused):
        with ConcoursFolder.writing(fete) as owner:
            change(owner)
    assert (fete / "concours.toml").read_bytes() == before


def test_a_round_is_not_drawn_over_an_open_table(fete):
    _refused(fete, lambda owner: owner.draw())
    assert not (fete / "round-2").exists()


def test_no_round_is_drawn_past_the_planned_ones(fete):
    with ConcoursFolder.writing(fete) as owner:
        owner.set_result(1, 1, (900, 700))
        owner.set_result(1, 2, (800, 600))
        owner.draw()
        owner.set_result(2, 1, (900, 700))
        owner.set_result(2, 2, (800, 600))
    _refused(fete, lambda owner: owner.draw())


def test_the_rounds_are_never_set_below_those_drawn(fete):
    with ConcoursFolder.writing(fete) as owner:
        owner.set_values({"rounds": 1})  # one drawn: allowed
    _refused(fete, lambda owner: owner.set_values({"rounds": 0}))


def test_a_team_withdraws_once_and_never_from_an_open_table(fete):
    _refused(fete, lambda owner: owner.withdraw(1))  # seated at an open table
    with ConcoursFolder.writing(fete) as owner:
        owner.set_result(1, 1, (900, 700))
        owner.set_result(1, 2, (800, 600))
        owner.withdraw(2)
    _refused(fete, lambda owner: owner.withdraw(2))
    assert "round 2 of 1" not in run("concours", "show", fete).output


def test_a_result_names_a_table_of_its_round_and_a_clear_needs_a_typed_one(fete):
    _refused(fete, lambda owner: owner.set_result(1, 3, (900, 700)))
    _refused(fete, lambda owner: owner.set_result(2, 1, (900, 700)))  # not drawn
    _refused(fete, lambda owner: owner.set_result(1, 1, None))


def test_a_team_name_that_folds_to_anothers_is_refused(fete):
    _refused(fete, lambda owner: owner.add_team("a", []))


def test_a_team_is_found_by_its_number_or_its_name(fete):
    owner = ConcoursFolder.read(fete)
    assert owner.team_number("2") == 2 and owner.team_number("c") == 3
    with pytest.raises(ConcoursRefused):
        owner.team_number("²")
    with pytest.raises(ConcoursRefused):
        owner.team_number("9")
