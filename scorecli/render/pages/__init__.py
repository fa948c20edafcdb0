"""Pages to print and to publish (SPEC 14): each one HTML5 document that stands alone
(its CSS inside it, the chart as inline SVG, no script, no address outside the page),
`lang` set to the output language, every word a catalog message.

The pages are Jinja2 templates (`render/templates/`) with autoescaping on: every value
that comes from a file (a team called `<script>`, a note, a title with `</title>`) is
escaped where it is printed, without a call to remember at each place. The standard
library's `string.Template` escapes nothing, and five page kinds of hand-joined strings
would each need every value escaped by hand. Jinja2 is imported only here, so `show`
without `--html` starts as before.
"""

from .site import match_page, site_page
from .printed import cards_page, ranking_page, round_page, teams_page
from .sheets import concours_page, concours_sheets_page, sheet_page

__all__ = ["cards_page", "concours_page", "concours_sheets_page", "match_page", "ranking_page",
           "round_page", "sheet_page", "site_page", "teams_page"]
