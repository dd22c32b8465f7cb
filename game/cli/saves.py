"""``python -m game saves list|check``: inspect save files without opening the window.

    python -m game saves list [--folder DIR] [--deep]
    python -m game saves check FILE

``check`` exits 0 printing ``ok: ...``, or exits 1 printing one line to stderr that names the
file and the problem; ``list`` exits 1 with one sentence when the folder cannot be read.
Nothing here ever writes to a save or prints a traceback, nor imports the app (``game.app``)
or pygame: it reads catalogs through ``game.ui.i18n`` only, in English.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game.persistence.errors import StorageError, english
from game.persistence.saves import SaveError, SaveSummary, check_file, display_name, list_saves


def _game_name(s: SaveSummary) -> str:
    if not s.game_name_key:
        return s.game_id
    try:
        from game.ui.i18n import t  # pygame-free catalog lookup

        return t(s.game_name_key)
    except Exception:
        return s.game_id


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
                     for r in rows)


def cmd_list(folder: str | None, deep: bool) -> int:
    try:
        saves = list_saves(folder, deep=deep)
    except StorageError as exc:
        print(english(exc.text), file=sys.stderr)
        return 1
    if not saves:
        print("no saves")
        return 0
    rows = [["FILE", "GAME", "PLAYERS", "MOVES", "SAVED"]]
    for s in saves:
        when = s.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
        if s.error:
            problem = s.error.split(": ", 1)[-1]
            rows.append([display_name(s.path), "-", f"BAD: {problem}", "-", when])
        else:
            status = " (finished)" if s.finished else ""
            rows.append([display_name(s.path), _game_name(s) + status, ", ".join(s.players),
                         str(s.moves), when])
    print(_table(rows))
    return 0


def cmd_check(file: str) -> int:
    try:
        s = check_file(file)
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    state = "finished" if s.finished else "in progress"
    print(f"ok: {display_name(s.path)}: {s.game_id}, {len(s.players)} players"
          f" ({', '.join(s.players)}), {s.moves} moves, {state},"
          f" saved {s.saved_at.strftime('%Y-%m-%d %H:%M UTC')}")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game saves", description="Inspect save files.")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p_list = sub.add_parser("list", help="list saves, newest first, with any problems")
    p_list.add_argument("--folder", help="folder to list (default: the saves folder)")
    p_list.add_argument("--deep", action="store_true", help="also replay every save")
    p_check = sub.add_parser("check", help="validate and replay one save")
    p_check.add_argument("file")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        if args.cmd == "list":
            return cmd_list(args.folder, args.deep)
        return cmd_check(args.file)
    except Exception as exc:  # the boundary: one line, never a traceback
        name = display_name(args.file) if args.cmd == "check" else "saves"
        text = " ".join(f"{type(exc).__name__}: {exc}".split())
        print(f"{name}: unexpected problem ({text[:300]})", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
