"""The words players type, in English, French and Russian, and the names they gave.

Every word is compared folded: without case, without accents (`cœur` is `coeur`,
`générale` is `generale`), so that `trèfle`, `trefle`, `ТРЕФЫ`, `clubs`, `c` and `♣` all
read as clubs. Names (teams, players) are matched the same way, and a unique prefix of a
name is enough (`chl` is Chloé). Pure data and lookups: nothing here knows a rule set.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Mapping

from ..game.cards import SUITS


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """`Cœur` → `coeur`, `Générale` → `generale`, `ЮГ` → `юг`: how words are compared."""
    text = text.strip().casefold().replace("œ", "oe").replace("æ", "ae").replace("ё", "е")
    text = text.replace("й", "\0")  # й is its own letter, not и with a mark: keep it
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", bare).replace("\0", "й")


def _table(groups: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    return {fold(word): meaning for meaning, words in groups.items() for word in words}


SEAT_WORDS = _table({
    # The seat letters of every language (SPEC 11): n e s w, o for ouest, с в ю з. A
    # Cyrillic с is north, though it looks like a Latin c, which is no seat.
    "n": ("n", "north", "nord", "север", "с", "sever"),
    "e": ("e", "east", "est", "восток", "в", "vostok"),
    "s": ("s", "south", "sud", "юг", "ю", "yug"),
    "w": ("w", "west", "ouest", "o", "запад", "з", "zapad"),
})

# The language's words for the first and second team keep their meaning after a rename
# (`nous` is NS even when NS is called Les Bleus).
TEAM_WORDS = _table({
    "ns": ("ns", "sn", "north-south", "nord-sud", "север-юг", "сю", "юс", "n-s", "n/s", "s-n",
           "nord/sud", "с-ю", "с/ю", "us", "nous", "мы"),
    "ew": ("ew", "we", "east-west", "est-ouest", "eo", "oe", "восток-запад", "вз", "зв",
           "e-w", "e-o", "e/o", "o-e", "est/ouest", "в-з", "в/з", "them", "eux", "они"),
})

# Suit letters (h, d, c, s, nt, sa, at, ta) are not here: they count only joined to a bid
# (`100h`), where `s` is spades and not south. SUIT_LETTERS holds them.
MODE_WORDS = _table({
    # Russian says a suit in the genitive too: сто червей, семь пик, туз бубен.
    "clubs": ("clubs", "club", "♣", "♧", "trefle", "trefles", "трефы", "трефа", "трефи",
              "крести", "кресты", "треф", "крестей", "trefy", "kresti"),
    "diamonds": ("diamonds", "diamond", "♦", "♢", "carreau", "carreaux", "бубны", "бубна",
                 "буби", "бубни", "бубен", "bubny"),
    "hearts": ("hearts", "heart", "♥", "♡", "coeur", "coeurs", "черви", "червы", "черва",
               "червей", "чирва", "чирвы", "chervi"),
    "spades": ("spades", "spade", "♠", "♤", "pique", "piques", "пики", "пика", "пик", "piki"),
    "no-trump": ("no-trump", "notrump", "no-trumps", "sans-atout", "sans-atouts",
                 "без-козыря", "без-козырей", "бк", "bez-kozyrya", "бескозырка",
                 "бескозырки"),
    "all-trump": ("all-trump", "alltrump", "all-trumps", "tout-atout", "tout-atouts",
                  "все-козыри", "всё-козыри", "вк"),
})
# `c` is not here: it is cœur in French card notation and clubs otherwise (suit_letter).
SUIT_LETTERS = _table({
    "clubs": ("t", "т"), "diamonds": ("d", "ca", "k", "б"), "hearts": ("h", "co", "ч"),
    "spades": ("s", "p", "п"), "no-trump": ("nt", "sa", "бк"), "all-trump": ("at", "ta", "вк"),
})


PILE_WORDS = frozenset(fold(w) for w in ("pile", "plis", "tas", "взятки"))
# The penalties (SPEC 15.7), one word or several: a phrase folded, words joined by a space.
PENALTY_WORDS = {fold(phrase): kind for kind, phrases in {
    "revoke": ("revoke", "renonce", "ренонс"),
    "misdeal": ("misdeal", "maldonne", "fausse donne", "ошибка сдачи", "пересдача"),
    "announcement": ("false announcement", "fausse annonce", "ложное объявление"),
    "waived": ("no penalty", "pas de pénalité", "pas de penalite", "без штрафа"),
}.items() for phrase in phrases}
PENALTY_LONGEST = max(len(p.split()) for p in PENALTY_WORDS)


def suit_letter(folded: str, language: str) -> str | None:
    """The mode a suit letter names: `c` is cœur when the output is French (French card
    notation: P, C, K, T), clubs otherwise."""
    if folded == "c":
        return "hearts" if language == "fr" else "clubs"
    return SUIT_LETTERS.get(folded)

# Phrases of two or three words, read as one (`sans atout`, `dix de der`); a phrase that
# means another word is read as that word (`la der` is `der`, `в червах` is hearts).
PHRASES = {fold(p): fold(p.replace(" ", "-")) for p in (
    "sans atout", "sans atouts", "tout atout", "tout atouts", "no trump", "no trumps",
    "all trump", "all trumps", "без козыря", "без козырей", "все козыри", "всё козыри",
    "north south", "nord sud", "east west", "est ouest", "север юг", "восток запад",
    "dix de der", "last trick", "последняя взятка", "последнюю взятку", "belote et rebelote",
    "belote rebelote")}
PHRASES.update({fold(p): fold(w) for p, w in {
    "la der": "der", "10 de der": "dix-de-der", "le dix de der": "dix-de-der",
    "dernier pli": "dernier", "le dernier pli": "dernier",
    "белот и ребелот": "белот", "белот ребелот": "белот", "бела ребела": "бела",
    "pour nous": "nous", "pour eux": "eux", "для нас": "мы", "для них": "они",
    "в червах": "hearts", "на червях": "hearts", "в бубнах": "diamonds", "на бубнах": "diamonds",
    "в трефах": "clubs", "на трефах": "clubs", "в пиках": "spades", "на пиках": "spades",
    "à coeur": "hearts", "à carreau": "diamonds", "à trefle": "clubs", "à pique": "spades",
    "a coeur": "hearts", "a carreau": "diamonds", "a trefle": "clubs", "a pique": "spades",
    "с контрой": "контра", "дать контру": "контра",
    "tout le monde passe": "passe", "tous passent": "passe", "все пасуют": "пас",
    "все пас": "пас", "everyone passes": "pass", "all pass": "pass",
    "pris par": "preneur", "taken by": "taker", "prise par": "preneur", "a pris": "a-pris",
    "pas capot": "pas-capot", "pas de capot": "pas-capot", "no capot": "pas-capot",
    "not capot": "pas-capot", "не капот": "pas-capot", "без капота": "pas-capot",
}.items()})
# « atout pique », « 100 atout cœur », «козырь трефы»: the trump named as the trump
PHRASES.update({fold(f"{said} {suit}"): fold(suit) for said in ("atout", "козырь", "козыри")
                for suit in ("coeur", "pique", "carreau", "trefle", "черви", "пики", "бубны",
                             "трефы", "буби", "крести")})
PHRASES.update({fold(p): w for w, phrases in {
    "pas-contre": ("pas contré", "pas contre", "pas de contre", "sans contre", "pas coinché",
                   "no coinche", "без куанша", "без контры", "не куанш"),
    "sans-belote": ("sans belote", "pas de belote", "no belote", "без белота", "нет белота"),
    "sans-annonce": ("sans annonce", "sans annonces", "pas d'annonce", "pas d'annonces",
                     "no announcements", "без объявлений", "нет объявлений"),
    "sans-note": ("sans note", "pas de note", "no note", "без заметки", "без примечания"),
}.items() for p in phrases})
UNSAID = {"pas-contre": "coinche", "sans-belote": "belote",  # an edit takes the word back
          "sans-annonce": "announcements", "sans-note": "note"}
NO_CAPOT_WORDS = frozenset(("pas-capot",))  # every card point, yet a trick lost: no capot

COINCHE_WORDS = _table({
    "coinche": ("x2", "×2", "coinche", "coinchee", "contre", "contree", "double",
                "doubled", "куанш", "коинч", "коинче", "контра", "контру"),
    "surcoinche": ("x4", "×4", "surcoinche", "surcoinchee", "surcontre", "surcontree",
                   "redouble", "redoubled", "сюркуанш", "реконтра", "ре-контра", "сюр",
                   "recontre", "recontree"),
})

# A file's value typed as a player says it (`trump = "pique"`): what the file writes for it.
SAID_FOR_FILE_VALUE = {**SEAT_WORDS, **TEAM_WORDS, **MODE_WORDS, **COINCHE_WORDS}

CAPOT_WORDS = frozenset(map(fold, ("capot", "капот")))
GENERALE_WORDS = frozenset(map(fold, ("generale", "générale", "женераль", "генерала",
                                       "генерал")))
LAST_WORDS = frozenset(map(fold, ("last", "der", "dernier", "dernière", "dix-de-der",
                                  "last-trick", "последняя", "последняя-взятка", "посл",
                                  "последнюю", "последнюю-взятку", "дер")))
BELOTE_WORDS = frozenset(map(fold, ("belote", "rebelote", "belote-et-rebelote",
                                    "belote-rebelote", "белот", "белота", "белот-ребелот",
                                    "ребелот", "бела", "бела-ребела")))
REBELOTE = frozenset(map(fold, ("rebelote", "ребелот")))  # `belote nous, rebelote nous`: one
# `preneur hugo`, `взял Петя`: the taker said by the word for one, before a seat or name
TAKER_WORDS = frozenset(map(fold, ("taker", "preneur", "preneuse", "взял", "взяла",
                                   "играет", "играл", "играла", "prend", "prends", "a-pris",
                                   "took", "takes")))  # before the taker, or after it
NOTE_WORDS = frozenset(map(fold, ("note", "remarque", "заметка", "примечание")))
YES_WORDS = frozenset(map(fold, ("y", "yes", "o", "oui", "д", "да", "ok", "ок", "ага", "lf")))
NO_WORDS = frozenset(map(fold, ("n", "no", "non", "н", "нет")))
NONE_WORDS = frozenset(map(fold, ("none", "no", "nothing", "non", "rien", "aucun",
                                  "aucune", "нет", "ничего", "-")))
BACK_WORDS = frozenset(map(fold, ("back", "retour", "назад")))
HELP_WORDS = frozenset(map(fold, ("?", "help", "aide", "помощь", "справка")))


_AND = frozenset(("et", "and", "и"))
# `contrat 120`, `заявка 120`: the word for a bid before one, read as the bid alone (kept
# in how it was said, so that an edit knows `contrat 90` for a bid and `90` for points)
BID_WORDS = frozenset(map(fold, ("contrat", "contract", "bid", "enchère", "заявка", "контракт")))
# `points 90`, `points nous 100`, `90 points`, `очки 90`: the word said with card points
POINTS_WORDS = frozenset(map(fold, ("points", "point", "pts", "очки", "очков", "очка")))


def words_of(text: str) -> list[str]:
    """The words of an answer, with the phrases of PHRASES joined into one word; a comma
    after a word parts it from the next as a space does (`der eux, belote eux`), up to a
    note, whose words are kept as they are."""
    words: list[str] = []
    noted = False
    for word in text.split():
        if noted:
            words.append(word)
        elif word.strip(","):
            words.append(word.rstrip(","))
            noted = fold(words[-1]) in NOTE_WORDS
    out: list[str] = []
    i = 0
    while i < len(words):
        for size in (4, 3, 2):
            phrase = fold(" ".join(words[i:i + size]))
            if len(words) - i >= size and phrase in PHRASES:  # quoted as said: `tout atout`
                out.append(JoinedWords(PHRASES[phrase], " ".join(words[i:i + size])))
                i += size
                break
        else:
            if fold(words[i]) in _AND and out and out[-1].isdigit() and i + 1 < len(words) \
                    and words[i + 1].isdigit():
                i += 1  # `82 et 70`: the two teams' points, as `82 70`
                continue
            if fold(words[i]) in BID_WORDS and words[i + 1:i + 2] and words[i + 1][:1].isdigit():
                out.append(JoinedWords(words[i + 1], f"{words[i]} {words[i + 1]}"))
                i += 2
                continue
            if fold(words[i]) in POINTS_WORDS and (out and out[-1][:1].isdigit() or (
                    words[i + 1:i + 2] and (words[i + 1][:1].isdigit() or fold(words[i + 1])
                                            in TEAM_WORDS))):
                i += 1
                continue
            out.append(words[i])
            i += 1
    return out


def yes_or_no(answer: str) -> bool | None:
    word = fold(answer)
    if word in YES_WORDS:
        return True
    if word in NO_WORDS:
        return False
    return None


# ---------------------------------------------------------------- names


def name_matches(names: Mapping[str, str], typed: str) -> list[str]:
    """The keys whose name is `typed` (folded), else those it begins, else those with a
    word it begins (`zèbres` is Les Zèbres). A single letter is never a prefix."""
    word = fold(typed)
    if not word:
        return []
    exact = [key for key, name in names.items() if fold(name) == word]
    if exact or len(word) < 2:
        return exact
    begun = [key for key, name in names.items() if fold(name).startswith(word)]
    if begun:
        return begun
    return [key for key, name in names.items()
            if any(part.startswith(word) for part in fold(name).split())]


def same_names(names: list[str]) -> tuple[str, str] | None:
    """Two names that would read as the same when typed (`Nous` and `nous`, `Chloé` and
    `chloe`), or None."""
    seen: dict[str, str] = {}
    for name in names:
        if fold(name) in seen:
            return seen[fold(name)], name
        seen[fold(name)] = name
    return None


# Announcements said in Russian or French words (`терц-король`, `каре-валет`): the parts of
# the token, translated to the file's own (`tierce-K`, `carre-J`).
# Card letters: en A K Q J, fr A R D V, ru Т К Д В; names in the singular, the plural
# (carré de valets, каре вальты) and the genitive (каре вальтов, терц от короля).
ANNOUNCEMENT_PARTS = _table({
    "tierce": ("tierce", "tierces", "терц", "терция", "терца", "terz"),
    "quarte": ("quarte", "quartes", "кварта", "кварт", "кварты", "cinquante", "cinquantes",
               "пятьдесят", "полтинник", "полтинника"),
    "quinte": ("quinte", "quintes", "квинта", "квинт", "квинты", "cent", "сотня", "сотни",
               "сто"),
    "carre": ("carre", "carré", "carres", "каре", "square", "four", "quatre", "четыре"),
    "A": ("a", "ace", "aces", "as", "туз", "тузы", "тузов", "туза", "т"),
    "K": ("k", "king", "kings", "roi", "rois", "r", "король", "короли", "королей", "короля",
          "к"),
    "Q": ("q", "queen", "queens", "dame", "dames", "d", "дама", "дамы", "дам", "д"),
    "J": ("j", "jack", "jacks", "valet", "valets", "v", "валет", "вальты", "валеты", "вальтов",
          "валетов", "вальта", "валета", "в"),
    "10": ("10", "t", "ten", "tens", "dix", "десятка", "десятки", "десяток", "десятки"),
    "9": ("9", "nine", "nines", "neuf", "neufs", "девятка", "девятки", "девяток", "девятки"),
    # no sequence tops at them, no carré of them is announced: named to be refused by name
    "8": ("8", "eight", "eights", "huit", "восьмёрка", "восьмёрки", "восьмёрок"),
    "7": ("7", "seven", "sevens", "sept", "семёрка", "семёрки", "семёрок"),
    "trump": ("trump", "atout", "козырь", "козырная", "козырной", "козырях"),
})
ANNOUNCEMENT_KINDS = frozenset(("tierce", "quarte", "quinte", "carre"))
# French and Russian names of sequences that are also numbers: announcements only beside
# a team (`nous cinquante`, `cinquante eux`), never a bid (`cent cœur`).
ONLY_AFTER_A_TEAM = frozenset(("cinquante", "cent", "пятьдесят", "полтинник", "сотня", "сто"))
# A number said after the card points, then a team: an announcement by its value (« 50 мы »)
BY_VALUE = {(None, 20): "tierce", (None, 50): "quarte", (None, 100): "quinte"}
# Words that join an announcement to its card (`carré de valets`, `tierce au roi`,
# `терц от короля`): left out when the words are read as a token.
_LINKS = frozenset(map(fold, ("de", "des", "d", "du", "au", "a", "à", "la", "le", "l", "of",
                              "to", "the", "in", "от", "в")))


def is_announcement(folded: str) -> bool:
    """A word that starts an announcement: its first part a kind, as a whole word
    (`Карен`, `Carrey` and `Terzo` are names)."""
    return ANNOUNCEMENT_PARTS.get(folded.split("-")[0]) in ANNOUNCEMENT_KINDS


class JoinedWords(str):
    """Words read as one (`carré-valets`), that keep how they were said (`carré de valets`)
    for a refusal to quote."""

    def __new__(cls, joined: str, said: str):
        word = super().__new__(cls, joined)
        word.said = said
        return word


# A sequence held again, counted as the deal line says it back (« два терца », « deux
# tierces », « 2 терца »): the announcement is read that many times.
_COUNTED = {fold(w): n for n, said in ((2, ("два", "две", "deux", "two", "2")),
                                       (3, ("три", "trois", "three", "3")),
                                       (4, ("четыре", "quatre", "four", "4")))
            for w in said}


def join_announcements(words: list[str]) -> list[str]:
    """`carré de valets` → `carré-valets`, `tierce au roi` → `tierce-roi`, `терц от короля`
    → `терц-короля`, `tierce à l'as` → `tierce-as`: an announcement and its card, one word;
    `два терца` → `терц терц`."""
    out: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if fold(word) in _COUNTED and i + 1 < len(words) and \
                ANNOUNCEMENT_PARTS.get(fold(words[i + 1])) in ("tierce", "quarte", "quinte"):
            said = join_announcements(words[i + 1:])  # the sequence first, then its count
            out += [said[0]] * _COUNTED[fold(word)] + said[1:]
            return out
        if word == "4" and i + 1 < len(words) and len(fold(words[i + 1])) > 1 and \
                ANNOUNCEMENT_PARTS.get(fold(words[i + 1])) in ("A", "K", "Q", "J", "10", "9"):
            word = JoinedWords("carre", word)  # `4 valets`, `4 вальта`: a carré by its count
        if is_announcement(fold(word)) and "-" not in word:
            j = i + 1
            parts, linked = [word], False
            while j < len(words):
                # `l'as`, `d'as`: the article is glued to the card
                bare = fold(words[j]).split("'")[-1].split("’")[-1]
                if fold(words[j]) in _LINKS:
                    j, linked = j + 1, True
                    continue
                # A card said as a word of its own (`roi`, `valets`, `короля`); single letters
                # and numbers only joined by a hyphen (`tierce-R`) or a link (`carré de 8`),
                # where they cannot be a seat (`в`) or points (`tierce 10`).
                if (linked or len(bare) > 1 and not bare.isdigit()) and \
                        ANNOUNCEMENT_PARTS.get(bare) and \
                        ANNOUNCEMENT_PARTS[bare] not in ANNOUNCEMENT_KINDS:
                    parts.append(bare)
                    j += 1
                    if ANNOUNCEMENT_PARTS[bare] == "trump":
                        break
                    continue
                break
            if linked and len(parts) == 1 and j < len(words) and words[j].isalpha() and \
                    not is_deal_word(words[j]):  # `tierce au chevalier`: refused as one
                parts.append(fold(words[j]))
                j += 1
            if j < len(words) and MODE_WORDS.get(fold(words[j])) in SUITS and any(
                    fold(w) in MODE_WORDS for w in words[:i]):  # after the trump: no bid
                _suit_said(words[i:j + 1])  # `сотня треф`: no suit is said
            if len(parts) > 1 and j > i + 1:
                out.append(JoinedWords("-".join(parts), " ".join(words[i:j])))
                i = j
                continue
        out.append(word)
        i += 1
    return out


def _suit_said(said: list[str]) -> None:
    """An announcement said with a suit (« сотня треф », « tierce de cœur »): its suit is
    not said, only whether it is in trumps."""
    from ..errors import ScoreError
    from ..i18n import N_

    raise ScoreError(N_("{said!r}: an announcement is said without its suit: {word}, or "
                        "{word} in trumps"), said=" ".join(map(str, said)),
                     word=" ".join(map(str, said[:-1])))


def announcement_token(word: str) -> str:
    """`терц-король` → `tierce-K`, `carré-valet` → `carre-J`; other words unchanged."""
    parts = word.split("-")
    return "-".join(ANNOUNCEMENT_PARTS.get(fold(part), part) for part in parts)


def is_deal_word(name: str) -> bool:
    """Is this name also a word of the deal sentence (`Бела` is белот, `Der` the last
    trick)? Such a player is named by the name first on a line or at «Who took?», and
    by the seat elsewhere."""
    word = fold(name)
    return any(word in words for words in (
        SEAT_WORDS, TEAM_WORDS, MODE_WORDS, BELOTE_WORDS, CAPOT_WORDS, GENERALE_WORDS,
        LAST_WORDS, COINCHE_WORDS, NOTE_WORDS, PILE_WORDS, PENALTY_WORDS, NONE_WORDS))


def completion_words(topic: str | None, language: str) -> list[str]:
    """The words Tab offers at a question (`taker`, `bid`, `points`, `extras`; None: all
    of them), in the script of the output language (Cyrillic for Russian)."""
    tables = {"taker": [SEAT_WORDS],
              "bid": [MODE_WORDS, COINCHE_WORDS, CAPOT_WORDS, GENERALE_WORDS],
              "points": [TEAM_WORDS, CAPOT_WORDS, GENERALE_WORDS, NO_CAPOT_WORDS],
              "extras": [LAST_WORDS, BELOTE_WORDS, TEAM_WORDS, NOTE_WORDS, NONE_WORDS,
                         frozenset(("tierce", "quarte", "quinte", "carre", "терц", "кварта",
                                    "квинта", "каре"))]}
    chosen = tables.get(topic) or [t for group in tables.values() for t in group]
    cyrillic = language == "ru"
    words = {w for table in chosen for w in table
             if len(w) > 1 and any("\u0400" <= c <= "\u04ff" for c in w) == cyrillic}
    return sorted(words)


def split_joined_bids(words: list[str], lang: str) -> list[str]:
    """`capot♥`, `капотч`: a capot or générale bid joined to its trump, as two words."""
    out = []
    for word in words:
        folded = fold(word)
        for bid in CAPOT_WORDS | GENERALE_WORDS:
            rest = word[len(bid):] if folded.startswith(bid) and len(folded) > len(bid) else ""
            if rest and (rest in "♠♥♦♣" or fold(rest) in MODE_WORDS
                         or suit_letter(fold(rest), lang)):
                out += [word[:len(bid)], rest]
                break
        else:
            out.append(word)
    return out
