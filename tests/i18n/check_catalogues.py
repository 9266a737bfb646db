#!/usr/bin/env python3
"""Checks KVScope's translation catalogues (resources/i18n/kvscope_<lang>.ts) and translated
user guides (docs/guide.<lang>.md):

  - every message is translated and finished (no type="unfinished", nothing empty, no vanished
    or obsolete entries left);
  - a translation keeps what the program or the reader relies on: the placeholders (%1, %n,
    %L1), the HTML tags, the numbers (the lessons' figures are the model's own), an accelerator
    (&F) where the source has one, and a trailing "…" (a menu item that opens a dialog);
  - with --lupdate PROJECT.json: the catalogues hold every text the sources have now (lupdate
    run into copies finds nothing new);
  - each guide has the English guide's heading structure (same number of headings per level).

    check_catalogues.py [--lupdate LUPDATE PROJECT.json] [--guides DOCS_DIR] CATALOGUE.ts...

Exit 1 with one line per problem (file, context, source text) when anything is off.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?\d{1,2}|%n")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")
NUMBER = re.compile(r"(?<![%\w])\d+(?:[.,]\d+)*")
ACCELERATOR = re.compile(r"&(?!&|[a-zA-Z]+;|#\d+;)(\w)")


def multiset(items):
    counts = {}
    for i in items:
        counts[i] = counts.get(i, 0) + 1
    return counts


def numbers(text):
    # the figures, whatever the separators: 0.777, 1,798,400 and 1 798 400 are the same digits
    return multiset(re.sub(r"[.,\s]", "", n) for n in NUMBER.findall(text))


def check_message(path, context, source, translations, problems):
    where = "%s: [%s] %r" % (os.path.basename(path), context, source[:70])
    for t in translations:
        if not t or not t.strip():
            problems.append(where + ": empty translation")
            continue
        if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(t)):
            problems.append(where + ": placeholders %s, translation has %s"
                            % (sorted(set(PLACEHOLDER.findall(source))), sorted(set(PLACEHOLDER.findall(t)))))
        if multiset(m.lower() for m in TAG.findall(source)) != multiset(m.lower() for m in TAG.findall(t)):
            problems.append(where + ": HTML tags differ")
        if numbers(source) != numbers(t):
            problems.append(where + ": numbers %s, translation has %s"
                            % (sorted(numbers(source)), sorted(numbers(t))))
        if ACCELERATOR.search(source) and not ACCELERATOR.search(t):
            problems.append(where + ": the source has an accelerator (&), the translation none")
        if source.rstrip().endswith("…") != t.rstrip().endswith("…"):
            problems.append(where + ": a trailing … in one and not the other")


def check_catalogue(path, problems):
    root = ET.parse(path).getroot()
    count = 0
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                problems.append("%s: [%s] %r: no translation" % (os.path.basename(path), name, source[:70]))
                continue
            kind = translation.get("type")
            if kind in ("unfinished", "vanished", "obsolete"):
                problems.append("%s: [%s] %r: %s" % (os.path.basename(path), name, source[:70], kind))
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.iter("numerusform")]
            else:
                forms = [translation.text or ""]
            check_message(path, name, source, forms, problems)
    return count


def check_up_to_date(lupdate, project, catalogues, problems):
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for c in catalogues:
            copy = os.path.join(tmp, os.path.basename(c))
            shutil.copy(c, copy)
            copies.append(copy)
        run = subprocess.run([lupdate, "-project", project, "-no-obsolete", "-locations", "none", "-ts"] + copies,
                             capture_output=True, text=True)
        if run.returncode != 0:
            problems.append("lupdate failed: " + run.stderr.strip())
            return
        for line in run.stdout.splitlines():
            m = re.search(r"\((\d+) new and \d+ already existing\)", line)
            if m and int(m.group(1)):
                problems.append("the sources have %s text(s) the catalogues lack: run "
                                "`cmake --build build/dev --target update_translations` and translate them"
                                % m.group(1))
                break
            m = re.search(r"Removed (\d+) obsolete", line)
            if m and int(m.group(1)):
                problems.append("the catalogues hold %s text(s) the sources no longer have: run "
                                "update_translations" % m.group(1))
                break


def headings(path):
    levels = {}
    in_code = False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("```"):
                in_code = not in_code
            m = re.match(r"(#{1,6}) ", line)
            if m and not in_code:
                levels[len(m.group(1))] = levels.get(len(m.group(1)), 0) + 1
    return levels


def check_guides(docs, catalogues, problems):
    english = headings(os.path.join(docs, "guide.md"))
    for c in catalogues:
        lang = os.path.basename(c)[len("kvscope_"):-len(".ts")]
        guide = os.path.join(docs, "guide.%s.md" % lang)
        if not os.path.exists(guide):
            problems.append("%s: missing (the user guide in %s)" % (guide, lang))
            continue
        if headings(guide) != english:
            problems.append("%s: headings per level %s, the English guide has %s" % (guide, headings(guide), english))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lupdate", nargs=2, metavar=("LUPDATE", "PROJECT"))
    ap.add_argument("--guides", metavar="DOCS_DIR")
    ap.add_argument("catalogues", nargs="+")
    args = ap.parse_args()
    problems = []
    for c in args.catalogues:
        n = check_catalogue(c, problems)
        print("%s: %d messages" % (os.path.basename(c), n))
    if args.lupdate:
        check_up_to_date(args.lupdate[0], args.lupdate[1], args.catalogues, problems)
    if args.guides:
        check_guides(args.guides, args.catalogues, problems)
    for p in problems:
        print(p)
    if problems:
        print("%d problem(s)" % len(problems))
        return 1
    print("all catalogues complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
