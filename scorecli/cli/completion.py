"""`scorecli completion SHELL`: the shell's completion script, as Click writes it for this
program (bash, zsh or fish); and the completion of a deal's words from its match file.

Click's own completion (`shell_complete`, driven by `_SCORECLI_COMPLETE`) does the work:
the script only calls scorecli back with the line typed so far.
"""

from __future__ import annotations

import click


from . import Translated

SHELLS = ("bash", "zsh", "fish")


@click.command(cls=Translated)
@click.argument("shell", type=click.Choice(SHELLS), metavar="SHELL")
def completion(shell):
    """Print the shell's completion script: commands, flags, rule sets, seats, and the
    players' names and words of the deal, read from the match file on the line.

    \b
      eval "$(scorecli completion bash)"      # in ~/.bashrc
      eval "$(scorecli completion zsh)"       # in ~/.zshrc
      scorecli completion fish > ~/.config/fish/completions/scorecli.fish
    """
    from click.shell_completion import get_completion_class

    from . import main

    script = get_completion_class(shell)(main, {}, "scorecli", "_SCORECLI_COMPLETE")
    click.echo(script.source())


def complete_deal_words(ctx, param, incomplete):
    """A deal sentence's next word: the players' and teams' names of the match file
    given earlier on the line, the seats and the words of the deal (in the output
    language's script)."""
    from click.shell_completion import CompletionItem

    from ..store import MatchFile
    from .terminal import completions

    match = None
    path = ctx.params.get("file")
    if path:
        try:
            match = MatchFile.read(path).match
        except Exception:  # noqa: BLE001 - a file that does not read offers the words only
            match = None
    folded = incomplete.casefold()
    return [CompletionItem(word) for word in completions(match)
            if word.casefold().startswith(folded)]



