"""Turn scores into text: tables, JSON, explanations, rule listings.

One module a view: `labels` (the short words every view uses), `board` (the
scoreboard), `explain`, `compare`, `listings` (rule sets, header changes, season tables)
and `data` (JSON and CSV). Each imports tabulate only when it draws a table.
"""

from .board import (TEAM_COLOURS, chart_text, progress_bars, score_table,  # noqa: F401
                    show_text, verdict, verdict_lines)
from .layout import wrap_text, display_width, fold_lines  # noqa: F401
from .compare import compare_text, derived_points_notes  # noqa: F401
from .data import (EXPORT_COLUMNS, export_csv, export_json, export_rows,  # noqa: F401
                   json_chunks, json_text, rows_csv, score_json)
from .explain import explain_text  # noqa: F401
from .labels import (capot_hint, contract_label, deal_line, deal_words, extras_label,  # noqa: F401
                     has_litige, result_label, score_change_lines, score_changes,
                     short_contract, short_result, taker_label, team_names, totals_line)
from .listings import (header_changes, history_rows, history_table,  # noqa: F401
                       ratings_rows, ratings_table, records_table, rules_detail, rules_list,
                       standings_table, stats_table, versus_table)
