"""The one Jinja2 environment of the pages: autoescaping on, strict about a name a
template uses and is not given, and the catalog's words (`_`, `ngettext`) inside."""

from __future__ import annotations

from functools import lru_cache

import jinja2

from ...i18n import _, language, ngettext, pgettext, team_code


@lru_cache(maxsize=None)
def environment():
    # auto_reload off: the templates are the package's own, and checking their four
    # files' times at each page was 8,000 stats in a publish of 1,000 matches.
    env = jinja2.Environment(loader=jinja2.PackageLoader("scorecli.render", "templates"),
                             autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, auto_reload=False)
    env.globals.update(_=lambda message, **places: _(message).format(**places)
                       if places else _(message),
                       ngettext=lambda one, many, n, **places: ngettext(one, many, n).format(
                           n=n, **places),
                       pgettext=pgettext, code=team_code)
    return env


def render(template: str, **values) -> str:
    return environment().get_template(template).render(lang=language(), **values)
