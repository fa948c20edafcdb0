"""Numbers said in words (« quatre-vingt-dix », « cent-dix », «девяносто»). A deal takes
one as its bid, right after the taker («ю сто черви», words/sentence.py); anywhere else the
refusal says the figures (`90`), because at the table « cent » and « cinquante » after a
team are announcements, « quatre » a carré.

Written by hand, measured: num2words only writes numbers; text2num 3.1.0 reads
« quatre-vingt-dix-huit » as 98 but refuses Russian (`alpha2digit("девяносто два", "ru")`:
« unsupported language ru »), and it would be a compiled dependency for one refusal."""

from __future__ import annotations

from ..i18n import N_
from .vocabulary import fold

# The refusal of a number said in words, wherever one is asked (words, flags, arguments)
IN_FIGURES = N_("{word!r}: write the number in figures, {number}")

_FRENCH = {"zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
           "six": 6, "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12,
           "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20,
           "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
           "septante": 70, "huitante": 80, "octante": 80, "nonante": 90}
_RUSSIAN = {"ноль": 0, "один": 1, "одна": 1, "два": 2, "две": 2, "три": 3, "четыре": 4,
            "пять": 5, "шесть": 6, "семь": 7, "восемь": 8, "девять": 9, "десять": 10,
            "одиннадцать": 11, "двенадцать": 12, "тринадцать": 13, "четырнадцать": 14,
            "пятнадцать": 15, "шестнадцать": 16, "семнадцать": 17, "восемнадцать": 18,
            "девятнадцать": 19, "двадцать": 20, "тридцать": 30, "сорок": 40,
            "пятьдесят": 50, "шестьдесят": 60, "семьдесят": 70, "восемьдесят": 80,
            "девяносто": 90, "сто": 100, "сотня": 100, "двести": 200, "триста": 300,
            "четыреста": 400, "пятьсот": 500, "тысяча": 1000}
_HUNDREDS = {"cent", "cents"}


def said_number(word: str) -> int | None:
    """The number a word says in French (its parts joined by hyphens, as written:
    « quatre-vingt-dix-huit », « cent-dix », « deux-cents ») or in Russian (its words:
    «девяносто два»); None for any other word."""
    folded = fold(word).replace("_", "-")
    if all(w in _RUSSIAN for w in folded.split()):
        return sum(_RUSSIAN[w] for w in folded.split()) if folded.split() else None
    parts = [p for p in folded.split("-") if p and p != "et"]  # vingt-et-un
    if not parts or any(p not in _FRENCH and p not in _HUNDREDS and p != "mille"
                        for p in parts):
        return None
    total = current = 0
    for part in parts:
        if part == "mille":  # « mille », « deux-mille-cent »
            total, current = (total + current or 1) * 1000, 0
        elif part in _HUNDREDS:
            current = (current or 1) * 100
            total, current = total + current, 0
        elif current and part in ("vingt", "vingts") and current < 20:
            current *= 20  # quatre-vingt(s)
        else:
            current += _FRENCH[part]
    return total + current


def number_words(word: str, after) -> str:
    """`word` and the Russian number words right after it (`девяносто` `два`), as one."""
    if fold(word) not in _RUSSIAN:
        return word
    taken, after = [word], list(after)
    if after and after[0] is word:  # the reader stepped back onto the word itself
        after = after[1:]
    for following in after:
        if fold(following) not in _RUSSIAN or _RUSSIAN[fold(following)] >= \
                _RUSSIAN[fold(taken[-1])] or len(taken) == 3:
            break
        taken.append(following)
    return " ".join(taken)


def is_compound_number(word: str) -> bool:
    """A number said in several parts (« quatre-vingt-dix »), never an announcement, where
    « quatre » alone is a carré and « cent » a quinte."""
    return "-" in word.strip("-") and said_number(word) is not None


__all__ = ["IN_FIGURES", "is_compound_number", "number_words", "said_number"]
