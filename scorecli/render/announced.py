"""An announcement in the players' words (« quarte à l'as », «каре валетов»), and a team's
announcements said once each, a sequence held again counted by its kind (« два терца »)."""

from __future__ import annotations

from ..game.announcements import CARRE_WORDS, COUNTED_KIND_WORDS, KIND_WORDS, Announcement
from ..i18n import N_, _, both, pgettext


# A carré by its rank, and a sequence by its top card, in the players' words.
_TOPS = {"A": N_("{kind} to the ace"), "K": N_("{kind} to the king"),
         "Q": N_("{kind} to the queen"), "J": N_("{kind} to the jack"),
         "10": N_("{kind} to the ten"), "9": N_("{kind} to the nine")}


def announcement_words(ann: Announcement) -> str:
    """`quarte to the ace`, `four jacks`; fr `quarte à l'as`, `carré de valets`; ru
    `кварта от туза`, `каре валетов`: an announcement as players say it (and as the deal
    reader reads it back)."""
    if ann.is_carre:
        return _(CARRE_WORDS[ann.rank])
    return _sequence_said(ann, _(KIND_WORDS[ann.kind]))


def _sequence_said(ann: Announcement, kind: str) -> str:
    """A sequence's `kind` (« tierce », « deux tierces ») with its top card and its trump."""
    said = _(_TOPS[ann.rank]).format(kind=kind) if ann.rank else kind
    if not ann.trump:
        return said
    # TRANSLATORS: a sequence in trump (fr «à l'atout», ru «козырная»: read back as input);
    # "topped" where its top card is said (fr « quarte à l'as d'atout », not « à l'as à l'atout »)
    return (pgettext("topped", "{announcement} in trump") if ann.rank else
            _("{announcement} in trump")).format(announcement=said)


def announcements_said(announcements, belote: bool = False) -> str:
    """`tierce, quarte to the ace and two tierces`… said once each, a sequence held again
    counted by its kind (ru « два терца от короля »: « терц и терц » read as a stammer, and
    « ×2 » beside « contré ×2 » as a coinche); with `belote`, the team's belote first."""
    held: dict[str, list] = {}
    for ann in announcements:  # in the order said
        held.setdefault(announcement_words(ann), []).append(ann)
    # TRANSLATORS: the belote said first among a team's announcements (« belote et tierce »)
    return both(([pgettext("with announcements", "belote")] if belote else [])
                + [_said_again(word, anns[0], len(anns)) for word, anns in held.items()])


def _said_again(word: str, ann, n: int) -> str:
    if n == 1:
        return word
    if (ann.kind, n) in COUNTED_KIND_WORDS:
        return _sequence_said(ann, _(COUNTED_KIND_WORDS[ann.kind, n]))
    # TRANSLATORS: an announcement a team held several times that is not counted by its
    # kind (more than four, which only a file can say); a team holds at most four of one
    return _("{announcement} {times}").format(announcement=word, times=_(
        {2: N_("twice"), 3: N_("three times")}.get(n, N_("four times"))))
