"""The translation catalogs' one command.

    python -m tools.catalogs update    # after changing English texts or the code's keys
    python -m tools.catalogs check     # exits 1 on any problem (CI runs it through a test)

Every catalog folder (``game/app/locale``, ``game/games/<name>/locale``) holds the English
template ``messages.pot`` (developers write English there: ``msgctxt`` is the key the code
calls ``t()`` with, ``msgid`` the English, ``msgid_plural`` for a counted text), the
translations ``cs.po`` and ``pl.po`` (translators' files: Poedit, Weblate) and the compiled
``en.mo``, ``cs.mo``, ``pl.mo`` the program reads (committed, bundled by ``build.spec``).

``update``
  (a) scans ``game/`` for the keys the code uses (``t("...")``, ``Text("...")`` and any
  string literal or f-string that looks like a catalog key) and reports keys used in code
  but absent from the templates, and template keys nothing in the code seems to use (a
  warning list: keys built at run time from data are matched as well as a scan can);
  (b) brings each ``cs.po``/``pl.po`` up to its template with Babel's ``Catalog.update``:
  new entries are empty, an entry whose English changed keeps its old translation marked
  fuzzy (with the previous English, ``#|``, for the translator), entries gone from the
  template are dropped, translator comments (``#.``) follow the template;
  (c) compiles every ``.mo``.

``check``
  fails when a ``.mo`` differs from what its source compiles to (stale), when a translation
  is fuzzy, empty, missing, or has other ``{fields}`` than the English (a case form such as
  ``{land_acc}`` for ``{land}`` is fine), when a ``.po`` holds an entry its template has not,
  or when a language's catalogs disagree on their ``Plural-Forms`` header.
"""

from __future__ import annotations

import ast
import io
import re
import string
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, unescape, write_po

from game.ui import i18n

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
TEMPLATE = "messages.pot"
TRANSLATED = tuple(lang for lang in i18n.LANGUAGES if lang != "en")
PROJECT = "City Builders"
VERSION = "0.1.0"
CASES = ("nom", "gen", "dat", "acc", "loc", "ins", "voc")
"""Grammatical cases a name may be given in: a translation may write ``{land_acc}`` where the
English says ``{land}`` (the games pass a name in every case they know)."""
WIDTH = 0
"""Line width of the written .po files: no wrapping, one line per message line, so a changed
text is a one-line diff (Poedit and Weblate read either)."""

TEMPLATE_HEADER = """\
City Builders: the English texts of one catalog (the gettext template).
Developers edit the English here; msgctxt is the key the code asks for.
After a change run `python -m tools.catalogs update` (see README, "Translating")."""
PO_HEADER = """\
City Builders: the {language} texts of one catalog.
Translate with Poedit or Weblate; msgctxt is the key the program asks for.
`python -m tools.catalogs check` tells what is left to do (see README, "Translating")."""


# --- reading and writing --------------------------------------------------------------------

def domains() -> list[Path]:
    """Every catalog folder that has a template."""
    return [folder for folder in i18n.locale_dirs() if (folder / TEMPLATE).is_file()]


def read_catalog(path: Path) -> Catalog:
    with path.open("rb") as f:
        catalog = read_po(f)
    for message in catalog:
        _previous_english(message)
    return catalog


def _previous_english(message: Message) -> None:
    """Babel reads a fuzzy entry's previous English (``#| msgid "..."``) as a user comment;
    make it the entry's ``previous_id`` again, so that writing keeps it as it was."""
    lines = [c for c in message.user_comments if c.startswith("|")]
    if not lines:
        return
    message.user_comments = [c for c in message.user_comments if not c.startswith("|")]
    ids: list[str] = []
    keyword = ""
    for line in lines:
        body = line[1:].strip()
        if body.startswith('"'):
            if keyword in ("msgid", "msgid_plural") and ids:
                ids[-1] += unescape(body)
            continue
        keyword, _, rest = body.partition(" ")
        if keyword in ("msgid", "msgid_plural"):
            ids.append(unescape(rest.strip()))
    message.previous_id = ids


CASE_FORM = re.compile(r"\{\w+_(?:" + "|".join(CASES) + r")\}")


def po_bytes(catalog: Catalog) -> bytes:
    """``catalog`` as a .po (or .pot) file. An entry whose translator comment offers a name's
    case forms (``{land_acc}``) is not flagged ``python-brace-format``, because a translation
    may then use fields the English has not (which msgfmt -c, Poedit and Weblate would call
    an error); Babel flags every other text with ``{fields}``."""
    for message in catalog:
        if any(CASE_FORM.search(comment) for comment in message.auto_comments):
            message.flags.discard("python-brace-format")
    buf = io.BytesIO()
    write_po(buf, catalog, width=WIDTH, no_location=True, ignore_obsolete=True,
             include_previous=True)
    return buf.getvalue()


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` unless the file already holds it; whether it wrote."""
    if path.is_file() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def new_catalog(lang: str | None) -> Catalog:
    """An empty template (``lang`` None) or translation with the project's header."""
    header = TEMPLATE_HEADER if lang is None else PO_HEADER.format(
        language=Locale.parse(lang).english_name)
    return Catalog(locale=lang, project=PROJECT, version=VERSION, fuzzy=False,
                   header_comment="\n".join(f"# {line}" for line in header.splitlines()),
                   language_team=None if lang is None else Locale.parse(lang).english_name)


def english(template: Catalog) -> Catalog:
    """The template as an English catalog: every text its own translation."""
    out = Catalog(locale="en", project=PROJECT, version=VERSION, fuzzy=False)
    out.creation_date = template.creation_date
    out.revision_date = template.creation_date
    for message in template:
        if message.id:
            text = tuple(message.id) if message.pluralizable else message.id
            out.add(message.id, text, context=message.context)
    return out


def mo_bytes(catalog: Catalog) -> bytes:
    """``catalog`` compiled, without fuzzy entries and without counted texts missing a form
    (Babel would fill those with the English): the program shows English for both."""
    for message in list(catalog):
        if message.id and message.pluralizable and not all(_forms(message.string)):
            catalog.delete(message.id, context=message.context)
    buf = io.BytesIO()
    write_mo(buf, catalog)
    return buf.getvalue()


def mo_content(data: bytes) -> tuple[str, dict[tuple[str | None, str], object]]:
    """What a compiled catalog says: its Plural-Forms and every entry (the rest of the header,
    such as the Babel version that wrote it, does not count)."""
    compiled = read_mo(io.BytesIO(data))
    entries: dict[tuple[str | None, str], object] = {}
    for message in compiled:
        if message.id:
            key = message.id if isinstance(message.id, str) else "\0".join(message.id)
            value = message.string
            entries[(message.context, key)] = tuple(value) if isinstance(value, list | tuple) \
                else value
    return compiled.plural_forms, entries


def compiled(folder: Path) -> dict[str, bytes]:
    """The .mo files ``folder``'s sources compile to, by language."""
    template = read_catalog(folder / TEMPLATE)
    out = {"en": mo_bytes(english(template))}
    for lang in TRANSLATED:
        po = folder / f"{lang}.po"
        if po.is_file():
            out[lang] = mo_bytes(read_catalog(po))
    return out


def compile_domain(folder: Path) -> list[Path]:
    """Write ``folder``'s .mo files; the ones that changed."""
    return [folder / f"{lang}.mo" for lang, data in compiled(folder).items()
            if write_if_changed(folder / f"{lang}.mo", data)]


# --- update ---------------------------------------------------------------------------------

def update_catalog(po: Catalog, template: Catalog) -> None:
    """``po`` brought up to ``template`` (Babel's ``Catalog.update``), matched by key: an entry
    whose English changed keeps its translation, marked fuzzy, with the previous English."""
    before = {m.context: m for m in po if m.id and m.context}
    po.update(template, no_fuzzy_matching=True, update_header_comment=False)
    for message in po:
        if message.pluralizable and not any(_forms(message.string)):
            message.string = ("",) * po.num_plurals  # a new counted text: every form empty
        old = before.get(message.context) if message.context else None
        if not message.id or old is None:
            continue
        if old.id == message.id:
            if message.fuzzy:  # still to be checked: keep showing what the English was
                message.previous_id = list(old.previous_id)
            continue
        text: str | tuple[str, ...] = old.string if isinstance(old.string, str) \
            else tuple(_forms(old.string))
        if message.pluralizable and isinstance(text, str):
            text = (text, *[""] * (po.num_plurals - 1))
        elif not message.pluralizable and not isinstance(text, str):
            text = text[0] if text else ""
        message.string = text
        message.previous_id = [old.id] if isinstance(old.id, str) else list(old.id)
        message.user_comments = list(old.user_comments)
        if any(text if isinstance(text, tuple | list) else [text]):
            message.flags.add("fuzzy")
    po.obsolete.clear()


def update_domain(folder: Path) -> list[Path]:
    """Every translation of ``folder`` brought up to its template, then compiled; the files
    that changed."""
    changed = []
    for lang in TRANSLATED:
        path = folder / f"{lang}.po"
        po = read_catalog(path) if path.is_file() else new_catalog(lang)
        update_catalog(po, read_catalog(folder / TEMPLATE))  # (update adopts its messages)
        if write_if_changed(path, po_bytes(po)):
            changed.append(path)
    return changed + compile_domain(folder)


# --- the code's keys ------------------------------------------------------------------------

def template_keys(folders: Iterable[Path]) -> set[str]:
    return {m.context for folder in folders for m in read_catalog(folder / TEMPLATE)
            if m.id and m.context}


def scan_code(root: Path, prefixes: set[str]) -> tuple[set[str], list[re.Pattern[str]]]:
    """Literal keys in ``root``'s Python files that start with one of ``prefixes`` (``app``,
    ``machi_koro``...), and patterns for keys the code builds: an f-string such as
    ``f"machi_koro.card.{name}"`` or ``f"{game}.rules.{sid}.title"``, a sum such as
    ``_P + "step.build"`` (module constants are read) or ``"app.new.col_" + name``."""
    starts = tuple(f"{p}." for p in prefixes)
    literals: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    keyish = re.compile(r"^[A-Za-z0-9_\-]*(\.[A-Za-z0-9_\-]*)+$")

    def parts(node: ast.AST, names: dict[str, str], seen: set[int]) -> list[str | None]:
        """A string expression as known texts and unknown pieces (None); ``seen`` gets the
        nodes read as its texts."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            seen.add(id(node))
            return [node.value]
        if isinstance(node, ast.Name) and node.id in names:
            return [names[node.id]]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return parts(node.left, names, seen) + parts(node.right, names, seen)
        if isinstance(node, ast.JoinedStr):
            out: list[str | None] = []
            for part in node.values:
                out += parts(part, names, seen) if isinstance(part, ast.Constant) else [None]
            return out
        return [None]

    def take(pieces: list[str | None]) -> None:
        text = "".join(p for p in pieces if p is not None)
        if not text or not keyish.match(text.replace(" ", "x")) or "." not in text:
            return
        if None not in pieces:
            if text.startswith(starts) and text.endswith((".", "_")):
                patterns.append(re.compile(re.escape(text) + r".+"))  # a prefix for the rest
            elif text.startswith(starts):
                literals.add(text)
            return
        if not re.search(r"[A-Za-z]", text):
            return  # f"{a}.{b}" says nothing about which keys
        regex = "".join(r".+" if p is None else re.escape(p) for p in pieces)
        if pieces[0] is None or str(pieces[0]).startswith(starts):
            patterns.append(re.compile(regex))

    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        names = {target.id: node.value.value for node in tree.body
                 if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                 and isinstance(node.value.value, str)
                 for target in node.targets if isinstance(target, ast.Name)}
        inner: set[int] = set()
        for node in ast.walk(tree):
            if id(node) in inner:
                continue
            if isinstance(node, ast.BinOp | ast.JoinedStr) or (
                    isinstance(node, ast.Constant) and isinstance(node.value, str)):
                pieces = parts(node, names, inner)
                if any(p is not None for p in pieces):
                    take(pieces)
    return literals, patterns


def key_report(folders: Sequence[Path], code: Path = GAME) -> tuple[list[str], list[str]]:
    """Keys the code uses that no template has, and template keys no code seems to use."""
    keys = template_keys(folders)
    prefixes = {k.split(".", 1)[0] for k in keys}
    literals, patterns = scan_code(code, prefixes)
    missing = sorted(k for k in literals - keys
                     if not any(other.startswith(k + ".") for other in keys))
    unused = sorted(k for k in keys - literals
                    if not any(p.fullmatch(k) for p in patterns))
    return missing, unused


# --- check ----------------------------------------------------------------------------------

def _fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<broken braces>"}


def _base_fields(text: str, english_fields: set[str]) -> set[str]:
    """The fields of ``text``, a case form (``land_acc``) read as the English field it gives
    in another case (``land``)."""
    out = set()
    for name in _fields(text):
        stem, _, case = name.rpartition("_")
        out.add(stem if case in CASES and stem in english_fields and name not in english_fields
                else name)
    return out


def _forms(text: object) -> list[str]:
    if isinstance(text, str):
        return [text]
    return [str(t) for t in text] if isinstance(text, list | tuple) else []


def check_domain(folder: Path) -> list[str]:
    """Every problem of one catalog folder, as lines for a person."""
    problems: list[str] = []
    where = folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder
    try:
        template = read_catalog(folder / TEMPLATE)
    except (OSError, ValueError) as exc:
        return [f"{where}/{TEMPLATE}: cannot read ({exc})"]
    entries: dict[str, Message] = {}
    for message in template:
        if not message.id:
            continue
        if not message.context:
            problems.append(f"{where}/{TEMPLATE}: {message.id!r} has no msgctxt (key)")
        elif message.context in entries:
            problems.append(f"{where}/{TEMPLATE}: key {message.context} twice")
        else:
            entries[message.context] = message
    for lang in TRANSLATED:
        path = folder / f"{lang}.po"
        name = f"{where}/{lang}.po"
        if not path.is_file():
            problems.append(f"{name}: missing (run python -m tools.catalogs update)")
            continue
        po = read_catalog(path)
        if str(po.locale) != lang:
            problems.append(f"{name}: Language header is {po.locale}, not {lang}")
        translated = {m.context: m for m in po if m.id and m.context}
        for key, source in entries.items():
            mine = translated.get(key)
            if mine is None:
                problems.append(f"{name}: {key} missing (run update)")
                continue
            if mine.id != source.id:
                problems.append(f"{name}: {key} has old English (run update)")
            if mine.fuzzy:
                problems.append(f"{name}: {key} is fuzzy (check the translation, clear fuzzy)")
            forms = _forms(mine.string)
            if source.pluralizable and len(forms) != po.num_plurals:
                problems.append(f"{name}: {key} has {len(forms)} forms, not {po.num_plurals}")
            if not forms or not all(f.strip() for f in forms):
                problems.append(f"{name}: {key} untranslated")
                continue
            want = set().union(*(_fields(f) for f in _forms(source.id)))
            for form in forms:
                got = _base_fields(form, want)
                if got != want:
                    problems.append(f"{name}: {key} has fields {sorted(got)}, the English "
                                    f"{sorted(want)}")
        for key in sorted(set(translated) - set(entries)):
            problems.append(f"{name}: {key} is not in the template (run update)")
    try:
        fresh = compiled(folder)
    except (OSError, ValueError) as exc:
        return [*problems, f"{where}: cannot compile ({exc})"]
    for lang, data in fresh.items():
        mo = folder / f"{lang}.mo"
        if not mo.is_file():
            problems.append(f"{where}/{lang}.mo: missing (run update)")
        elif mo_content(mo.read_bytes()) != mo_content(data):
            problems.append(f"{where}/{lang}.mo: stale, differs from its source (run update)")
    return problems


def plural_problems(folders: Sequence[Path]) -> list[str]:
    """A language's catalogs must agree on their plural rule (the program reads one)."""
    problems = []
    for lang in TRANSLATED:
        rules = {}
        for folder in folders:
            if (folder / f"{lang}.po").is_file():
                rules[folder] = read_catalog(folder / f"{lang}.po").plural_forms
        if len(set(rules.values())) > 1:
            problems.append(f"{lang}: the catalogs' Plural-Forms differ: "
                            + "; ".join(f"{f.parent.name}: {r}" for f, r in rules.items()))
    return problems


def check(folders: Sequence[Path] | None = None) -> list[str]:
    """Every problem of the catalogs (all of them when ``folders`` is None)."""
    folders = domains() if folders is None else list(folders)
    problems = [p for folder in folders for p in check_domain(folder)]
    return problems + plural_problems(folders)


def update(folders: Sequence[Path] | None = None) -> tuple[list[Path], list[str], list[str]]:
    """The files ``update`` changed, and the key report (missing in the templates, unused)."""
    folders = domains() if folders is None else list(folders)
    changed = [path for folder in folders for path in update_domain(folder)]
    missing, unused = key_report(folders)
    return changed, missing, unused


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args not in (["update"], ["check"]):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    if args == ["update"]:
        changed, missing, unused = update()
        for path in changed:
            print(f"wrote {path.relative_to(ROOT)}")
        for key in missing:
            print(f"warning: the code uses {key}, which no template has")
        for key in unused:
            print(f"warning: {key} is in a template but no code seems to use it")
        print(f"catalogs: {len(domains())} domains, {len(changed)} files written, "
              f"{len(missing)} keys missing from the templates, {len(unused)} maybe unused")
    problems = check()
    for problem in problems:
        print(problem, file=sys.stderr)
    if args == ["check"]:
        print(f"catalogs: {len(problems)} problems" if problems else "catalogs: OK")
    return 1 if args == ["check"] and problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
