"""French typography in the French catalog: a no-break space before `:` and inside
`« »` (U+00A0), a narrow no-break space before `;`, `!` and `?` (U+202F). Russian's: a
no-break space before a dash inside a line (`последняя взятка — Мы`), so that a folded
line never starts with the dash, and inside `т. д.`.

Run after translating (`python tools/typography.py`); `tests/test_languages.py` fails
while a French message has an ordinary space there. A development tool: it needs Babel.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po, write_po

LOCALE = Path(__file__).resolve().parents[1] / "scorecli/locale"
NBSP, NNBSP = "\u00a0", "\u202f"


def french(text: str) -> str:
    """The text with French spaces: `Erreur : x ; y ?` → no-break spaces."""
    text = re.sub(r"[ \u00a0\u202f]:", NBSP + ":", text)
    text = re.sub(r"[ \u00a0\u202f]([;!?])", NNBSP + r"\1", text)
    text = re.sub(r"«[ \u00a0\u202f]?", "«" + NBSP, text)
    return re.sub(r"[ \u00a0\u202f]?»", NBSP + "»", text)


def russian(text: str) -> str:
    """The text with a no-break space before each dash between words, and inside the
    abbreviations a line must not split (`и т. д.`, `т. е.`)."""
    text = re.sub(r"\bт\.[ \u00a0]([дпе])\.", "т." + NBSP + r"\1.", text)
    return re.sub(r"(?<=\S)[ \u00a0]—(?= )", NBSP + "—", text)


def main() -> None:
    for language, typeset in (("fr", french), ("ru", russian)):
        path = LOCALE / language / "LC_MESSAGES/scorecli.po"
        with path.open(encoding="utf-8") as f:
            catalog = read_po(f)
        for message in catalog:
            if not message.id:
                continue
            if isinstance(message.string, tuple):
                message.string = tuple(typeset(s) for s in message.string)
            elif message.string:
                message.string = typeset(message.string)
        with path.open("wb") as f:
            write_po(f, catalog, width=100, ignore_obsolete=True, omit_header=False)


if __name__ == "__main__":
    main()
