"""Turn scores into text: tables, JSON, explanations, rule listings.

One module a view: `labels` (the short words every view uses), `board` (the
scoreboard), `explain`, `compare`, `listings` (rule sets, header changes, season tables)
and `data` (JSON and CSV). Each imports tabulate only when it draws a table.

The names below are loaded when first used, so that a command loads the views it prints
and no other (`show` never loads the rule listings, the comparison or the explanation:
6 ms of its start-up). The loader is `scorecli`'s, written again: the library face may
load no module but itself (tests/test_library_face.py), so it cannot import a shared one.
"""

from importlib import import_module

_WHERE = {  # name -> the module of render that defines it
    **dict.fromkeys(("TEAM_COLOURS", "chart_text", "progress_bars", "score_table",
                     "show_text", "verdict", "verdict_lines"), "board"),
    **dict.fromkeys(("wrap_text", "display_width", "fold_lines"), "layout"),
    **dict.fromkeys(("compare_text", "derived_points_notes"), "compare"),
    **dict.fromkeys(("EXPORT_COLUMNS", "export_csv", "export_json", "export_rows",
                     "json_chunks", "json_text", "rows_csv", "score_json"), "data"),
    **dict.fromkeys(("explain_text",), "explain"),
    **dict.fromkeys(("contract_label", "deal_words", "extras_label", "has_litige",
                     "name_teams_in_refusals", "result_label", "short_contract",
                     "short_result", "taker_label", "team_names"), "labels"),
    **dict.fromkeys(("deal_line", "score_change_lines", "score_changes", "totals_line",
                     "totals_moved"), "recorded"),
    **dict.fromkeys(("header_changes", "history_rows", "history_table", "ratings_rows",
                     "ratings_table", "records_table", "rules_detail", "rules_list",
                     "standings_table", "stats_table", "versus_table"), "listings"),
}

__all__ = sorted(_WHERE)

def __getattr__(name: str):
    if name not in _WHERE:
        # For a programmer, never a player: import and hasattr read the type, and Python
        # says "cannot import name ..." itself.
        raise AttributeError(name, name=name)
    value = getattr(import_module("." + _WHERE[name], __name__), name)
    globals()[name] = value  # once: the next use is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
