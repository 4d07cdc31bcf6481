"""Reads each PGN file with python-chess and with `chess-tables pgn` and compares them game by
game: every game python-chess reads without errors must read in chess-tables too, to the same
final position (castling written in Shredder-FEN for Chess960, so the variant shows where it
matters). Prints a line for each difference and a summary; exits 1 when there is one.

Two kinds of game are counted apart, where chess-tables reads otherwise on purpose: those whose
FEN tag has castling rights standard chess cannot have and no Variant tag saying Chess960
(python-chess then plays them as Chess960; chess-tables plays standard chess and drops the
rights), and those with a null move (`--`, `Z0`), which python-chess plays and chess-tables does
not (the game ends there, with an error).

usage: python3 compare.py CHESS_TABLES_BINARY FILE.pgn..."""

import re
import subprocess
import sys

import chess
import chess.pgn


LINE = re.compile(r"^game (\d+)(?::.*, (\S+ [wb] \S+ \S+ \d+ \d+)|, ply .*)$")


def ours(binary, path):
    """Each game's final FEN, or None for a game with an error, by number."""
    run = subprocess.run([binary, "pgn", path], capture_output=True, text=True, errors="replace")
    if run.returncode not in (0, 1):
        sys.exit(f"{binary} pgn {path}: exit {run.returncode}: {run.stderr.strip()}")
    games = {}
    for line in run.stdout.splitlines():
        match = LINE.match(line)
        if match:
            games[int(match.group(1))] = match.group(2)
    return games


def theirs(path):
    """Each game's final FEN, None for a game with errors or in another variant, or the reason
    it is counted apart."""
    games = {}
    with open(path, encoding="utf-8-sig", errors="replace") as handle:
        number = 0
        while True:
            try:
                game = chess.pgn.read_game(handle)
            except Exception:  # python-chess fails on a few games: not compared
                number += 1
                games[number] = None
                continue
            if game is None:
                break
            number += 1
            board = game.end().board()
            if game.errors or type(board) is not chess.Board:
                games[number] = None
            elif board.chess960 and not game.headers.is_chess960():
                games[number] = "guessed Chess960"
            elif any(not move for move in game.mainline_moves()):
                games[number] = "null move"
            else:
                games[number] = board.fen(shredder=board.chess960)
    return games


def main(binary, paths):
    compared = differences = 0
    apart = {"guessed Chess960": 0, "null move": 0}
    for path in paths:
        mine, peer = ours(binary, path), theirs(path)
        for number, fen in peer.items():
            if fen is None:
                continue
            if fen in apart:
                apart[fen] += 1
                continue
            compared += 1
            if mine.get(number) != fen:
                differences += 1
                print(f"{path}: game {number}: python-chess {fen}, chess-tables {mine.get(number)}")
    print(
        f"python-chess: {compared} games read cleanly compared, {differences} differ; apart: "
        f"{apart['guessed Chess960']} taken for Chess960 by python-chess from their castling "
        f"rights alone, {apart['null move']} with a null move"
    )
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
