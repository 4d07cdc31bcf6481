#!/usr/bin/env python3
"""Cross-checks `chess-tables pgn` against python-chess on PGN files.

For every game python-chess reads without errors: the main line in UCI (`--to uci` and the
JSON lines' `uci`), the final FEN and the number of plies (`--to jsonl`) must agree, and the game
`--to pgn` writes, read by python-chess, must be the game python-chess read from the file: its
tags, and every move, variation, comment and NAG in place. Then the number of games each filter
keeps must agree with python-chess's count of the same test.

    python3 tests/python-chess/compare_pgn.py target/release/chess-tables FILE.pgn...

Prints one line per file and exits 1 on any disagreement. Needs `pip install chess`.
"""

import io
import json
import re
import subprocess
import sys

import chess
import chess.pgn


def run(binary, path, *options):
    """The stdout and stderr of `chess-tables pgn` on one file."""
    done = subprocess.run(
        [binary, "pgn", "--threads", "2", *options, path],
        capture_output=True,
        check=False,
    )
    if done.returncode not in (0, 1):
        raise SystemExit(f"{binary} pgn {' '.join(options)} {path}: {done.stderr.decode()}")
    return done.stdout.decode(), done.stderr.decode()


def kept(binary, path, *options):
    """How many games a filter keeps: the `kept` of `--stats` (JSON lines keep games with errors
    too, as python-chess does)."""
    _, stderr = run(binary, path, "--stats", "--to", "jsonl", *options)
    line = next(line for line in stderr.splitlines() if line.startswith("stats: "))
    return int(line.split(", ")[1].split()[0])


def words(comment):
    """A comment as export format keeps it: its words (white space between them is layout), any
    `}` left out (a comment in braces cannot hold one)."""
    return " ".join(comment.replace("}", "").split())


def tree(node, comments):
    """Everything a game keeps below `node`, along its main line: each move in UCI with its
    NAGs and the variations that are alternatives to it, each such a tree itself; the comments
    go to the list `comments`, in the order of the text."""
    line = []
    while node.variations:
        main, *others = node.variations
        comments += [words(main.starting_comment), words(main.comment)]
        alternatives = []
        for alt in others:
            comments += [words(alt.starting_comment), words(alt.comment)]
            alternatives.append([(alt.move.uci(), sorted(alt.nags))] + tree(alt, comments))
        line.append((main.move.uci(), sorted(main.nags), alternatives))
        node = main
    return line


def whole(game):
    """A game read by python-chess, as export format must keep it: its tags (`Result` apart,
    which chess-tables writes as the game's result) and tree of moves; and its comments.
    python-chess keeps a tag value's escapes as written (a backslash before a quote or a
    backslash): they are read here."""
    headers = {
        name: re.sub(r'\\([\\"])', r"\1", value) for name, value in game.headers.items() if name != "Result"
    }
    comments = [words(game.comment)]
    return (headers, sorted(game.nags), tree(game, comments)), comments


def line_comment_words(path):
    """The words after a `;` on the file's lines: python-chess passes over `;` comments, which
    chess-tables keeps (written in braces)."""
    with open(path, encoding="utf-8-sig", errors="replace") as handle:
        return {word for line in handle if ";" in line for word in words(line.split(";", 1)[1]).split()}


def same_game(ours, theirs, semicolon):
    """Whether python-chess reads the game written as the game it read from the file: the same
    tags and tree, the same comments, or ours holding more where the file has `;` comments."""
    (shape, comments), (their_shape, their_comments) = ours, theirs
    if shape != their_shape or len(comments) != len(their_comments):
        return False
    for mine, their in zip(comments, their_comments):
        extra = set(mine.split()) - set(their.split())
        if mine != their and not (their in mine and extra <= semicolon):
            return False
    return True


def read_all(text):
    """Every game python-chess reads from a text."""
    games = []
    handle = io.StringIO(text)
    while (game := chess.pgn.read_game(handle)) is not None:
        games.append(game)
    return games


def python_games(path):
    """Every game python-chess reads: headers, the UCI main line, the FEN of each position
    (clocks left out), the final FEN, and whether it had errors; and whether python-chess itself
    failed on the file (it raises on a few real files: the games before that are returned)."""
    games = []
    with open(path, encoding="utf-8-sig", errors="replace") as handle:
        while True:
            try:
                game = chess.pgn.read_game(handle)
            except Exception:  # a bug of python-chess's: where it stopped is unknown
                return games, True
            if game is None:
                return games, False
            board = game.board()
            ucis, positions = [], [board.epd()]
            for move in game.mainline_moves():
                ucis.append(board.uci(move))
                board.push(move)
                positions.append(board.epd())
            games.append(
                {
                    "whole": whole(game),
                    "headers": dict(game.headers),
                    "uci": ucis,
                    "fen": board.fen(),
                    "positions": positions,
                    "ok": not game.errors,
                    "variant": board.uci_variant if not board.chess960 else "chess960",
                    "declared960": game.headers.is_chess960(),
                }
            )


# Games python-chess reads that chess-core's reader reads otherwise on purpose (docs/cli.md lists
# them): other variants, null moves, and games python-chess takes for Chess960 from their
# castling rights alone (chess-tables plays standard chess unless the Variant tag says Chess960,
# and drops the rights standard chess cannot have).
def known_difference(path, game):
    """Why chess-tables reads this game differently by design, or None."""
    variant = game["variant"]
    if variant not in ("chess", "chess960"):
        return f"variant {variant}"
    if "0000" in game["uci"]:
        return "a null move"
    if variant == "chess960" and not game["declared960"]:
        return "Chess960 guessed from castling rights"
    return None


def number(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def compare(binary, path):
    """Problems found on one file, and what was compared."""
    problems = []
    ours = [json.loads(line) for line in run(binary, path, "--to", "jsonl")[0].splitlines()]
    theirs, crashed = python_games(path)
    known = {}
    for i, game in enumerate(theirs):
        reason = known_difference(path, game) if game["ok"] else None
        if reason:
            known[i] = reason
    clean = [i for i, game in enumerate(theirs) if game["ok"] and i not in known]
    if crashed:
        # Only the games before python-chess's failure are compared, and no filter counts.
        ours = ours[: len(theirs)]
        known[len(theirs)] = "python-chess fails on this file here"
    if len(ours) != len(theirs):
        problems.append(f"{len(ours)} games here, {len(theirs)} in python-chess")
        return problems, 0, 0
    ours_uci = iter(run(binary, path, "--to", "uci")[0].splitlines())
    for i, (mine, game) in enumerate(zip(ours, theirs)):
        line = next(ours_uci) if mine["error"] is None else None
        if not game["ok"] or i in known:
            continue
        expected = (game["uci"], game["fen"], len(game["uci"]))
        got = (mine["uci"], mine["fen"], mine["plies"])
        if mine["error"] is not None or got != expected:
            problems.append(f"game {i + 1}: {mine['error'] or got} != {expected}")
        elif line != " ".join(game["uci"]):
            problems.append(f"game {i + 1}: --to uci {line!r} != {' '.join(game['uci'])!r}")

    # The games without an error written as PGN (`--valid`: every game of `ours` without one,
    # in order), read by python-chess: the games it read from the file.
    written = iter(read_all(run(binary, path, "--valid", "--to", "pgn")[0]))
    semicolon = line_comment_words(path)
    for i, (mine, game) in enumerate(zip(ours, theirs)):
        if mine["error"] is not None:
            continue
        again = next(written, None)
        if not game["ok"] or i in known:
            continue
        result = game["headers"].get("Result", "*")
        decided = result in ("1-0", "0-1", "1/2-1/2", "*")
        if (
            again is None
            or again.errors
            or not same_game(whole(again), game["whole"], semicolon)
            or (decided and again.headers["Result"] != result)
        ):
            problems.append(f"game {i + 1}: --to pgn read back by python-chess is another game")

    # Filters, counted over the games both read cleanly (--valid) or over every game (tags).
    start = chess.Board()
    start.push_uci("e2e4")
    start.push_uci("e7e5")
    reaches = start.epd()
    first_keys = set()
    unique = 0
    for i in clean:
        key = (theirs[i]["positions"][0], tuple(theirs[i]["uci"]))
        if key not in first_keys:
            first_keys.add(key)
            unique += 1
    counts = [
        (("--valid",), len(clean)),
        (
            ("--where", "WhiteElo>=1500"),
            sum((number(g["headers"].get("WhiteElo")) or -1) >= 1500 for g in theirs),
        ),
        (
            ("--where", "Event~Rated"),
            sum("Rated" in g["headers"].get("Event", "") for g in theirs),
        ),
        (
            ("--player", "a"),
            sum("a" in g["headers"].get("White", "") or "a" in g["headers"].get("Black", "") for g in theirs),
        ),
        (("--valid", "--plies", "20..60"), sum(20 <= len(theirs[i]["uci"]) <= 60 for i in clean)),
        (
            ("--valid", "--reaches", reaches + " 0 1"),
            sum(reaches in theirs[i]["positions"] for i in clean),
        ),
        (("--valid", "--dedupe"), unique),
    ]
    # A game read otherwise on purpose may pass a filter here and not there: the counts are
    # compared on files without one. A game python-chess reads with errors may be valid here
    # (an illegal move in a variation costs that variation alone): then `--valid` keeps more.
    lenient = any(not game["ok"] for game in theirs)
    for options, expected in counts if not known else []:
        got = kept(binary, path, *options)
        more = lenient and "--valid" in options
        if got != expected and not (more and got > expected):
            problems.append(f"{' '.join(options)}: {got} kept here, {expected} by python-chess")
    return problems, len(clean), len(known)


def main():
    binary, paths = sys.argv[1], sys.argv[2:]
    failed = False
    for path in paths:
        problems, compared, known = compare(binary, path)
        print(f"{path}: {compared} games compared, {known} known differences, {len(problems)} problems")
        for problem in problems[:10]:
            print(f"  {problem}")
        failed |= bool(problems)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
