#!/usr/bin/python3
"""Step 1: build the training corpus from Debian packages.

Sources (all installed from the Debian archive, no network needed):
  * r-cran-janeaustenr: Jane Austen's six novels (public domain text; the R
    package itself is MIT).  Paragraphs are the blank-line separated blocks of
    austen_books()$text, with line wraps and runs of spaces folded to one space.
  * wordnet-base: the quoted example sentences in
    /usr/share/wordnet/data.{noun,verb,adj,adv} (WordNet 3.0 licence).  Each
    example gets its first letter capitalised and a final full stop if it has
    no end punctuation; consecutive examples are grouped 6 to a paragraph.
  * with --with-kjv, training text only: the King James Bible from
    bible-kjv-text (public domain; read with the `bible` program of
    bible-kjv), five verses to a paragraph, never across a chapter.  It
    nearly doubles the distinct training text; held-out text stays the three
    sources below, so held-out losses compare across corpora.
  * about 2% templated sentences (generated here with a fixed seed) so that
    classroom prompts such as "Today's weather is so" have natural
    continuations.  Grouped 1 to 3 sentences per paragraph.

Split (deterministic): within each source, paragraph number i (0-based, in
source order) goes to held-out if i % 20 == 19, otherwise to train.  So
held-out = every 20th paragraph of each source (5%).

Output (outside the repository): WORK/train.txt and WORK/heldout.txt, one
paragraph per line (UTF-8, no embedded newlines); WORK/corpus_stats.json.
Training inserts <|endoftext|> between paragraphs.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys

WORK = os.environ.get("KVSCOPE_TRAIN_DIR", "/var/tmp/kvscope-train")
WORDNET_DIR = "/usr/share/wordnet"
HELDOUT_EVERY = 20
SEED = 1234


def norm_ws(s):
    return re.sub(r"\s+", " ", s).strip()


def austen_paragraphs():
    out = subprocess.run(
        ["Rscript", "-e",
         "x <- janeaustenr::austen_books(); "
         "for (b in levels(x$book)) { writeLines(paste0('@@BOOK ', b)); "
         "writeLines(x$text[x$book == b]) }"],
        check=True, capture_output=True, text=True).stdout
    paras, cur = [], []
    books = []
    for line in out.split("\n"):
        if line.startswith("@@BOOK "):
            books.append(line[7:])
            if cur:
                paras.append(norm_ws(" ".join(cur)))
            cur = []
            continue
        if line.strip() == "":
            if cur:
                paras.append(norm_ws(" ".join(cur)))
            cur = []
        else:
            cur.append(line)
    if cur:
        paras.append(norm_ws(" ".join(cur)))
    return [p for p in paras if p], books


def wordnet_examples():
    seen, out = set(), []
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(WORDNET_DIR, "data." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  ") or "|" not in line:
                    continue  # licence header
                gloss = line.split("|", 1)[1]
                for ex in re.findall(r'"([^"]+)"', gloss):
                    ex = norm_ws(ex)
                    if len(ex) < 8 or ex in seen:
                        continue
                    seen.add(ex)
                    ex = ex[0].upper() + ex[1:]
                    if ex[-1] not in ".!?":
                        ex += "."
                    out.append(ex)
    return out


def kjv_paragraphs():
    out = subprocess.run(["bible", "-f", "Gen1:1-Rev22:21"], check=True,
                         capture_output=True, text=True).stdout
    chapters = {}
    for line in out.split("\n"):
        ref, _, verse = line.partition(" ")   # "Ge1:1 In the beginning ..."
        if verse:
            chapters.setdefault(ref.split(":")[0], []).append(norm_ws(verse))
    return [p for verses in chapters.values() for p in group(verses, 5)]


def group(items, k):
    return [" ".join(items[i:i + k]) for i in range(0, len(items), k)]


# ---------------------------------------------------------------- templates
# "nice", "warm" and "sunny" are listed several times: they are the most
# natural continuations and must end up as single BPE tokens.
WEATHER_ADJ = ["nice", "nice", "nice", "nice", "warm", "warm", "warm", "sunny", "sunny",
               "sunny", "cold", "lovely", "bright", "mild",
               "pleasant", "fine", "hot", "windy", "grey", "wet", "chilly",
               "beautiful", "gloomy", "fresh", "clear"]
WEATHER_TAIL = [
    "that we decided to walk to the village.",
    "that the children played outside all afternoon.",
    "that nobody wanted to stay indoors.",
    "that I left my coat at home.",
    "that we had our lunch in the garden.",
    "that the whole town went down to the river.",
    "that I could not stop smiling.",
    "that we stayed by the fire with a book.",
    "that the birds were singing in every tree.",
    "that my sister opened all the windows.",
    "and the sky is a soft pale blue.",
    "and everyone seems to be in good spirits.",
    "and the roads are quiet this morning.",
    "that we shall go for a long walk after dinner.",
    "and the garden looks very pretty.",
]
WEATHER_SENTS = [
    "Today's weather is so {a}{t}",
    "The weather today is so {a}{t}",
    "Today's weather is so {a}.",
    "Today's weather is so {a}!",
    "The weather is so {a} today.",
    "Yesterday the weather was so {a}{t}",
    "Today is so {a} and the weather is perfect for a walk.",
    "What lovely weather! Today is so {a}.",
    "\"Today's weather is so {a},\" said {n}.",
    "I think today's weather is so {a}.",
    "Today the weather is {a} and the air is {b}.",
    "Tomorrow the weather will be {a} again.",
]
NAMES = ["Anna", "Tom", "Lucy", "Mr. Brown", "my mother", "the old farmer",
         "Emma", "the teacher", "Sam", "Grandfather"]
CAT_PLACES = ["mat", "rug", "chair", "windowsill", "sofa", "floor", "bed",
              "doorstep", "wall", "table", "cushion", "stairs"]
CAT_SENTS = [
    "The cat sat on the {p}.",
    "The cat sat on the {p} and watched the birds.",
    "The cat sat on the {p} in the warm sun.",
    "The cat sat on the {p} and began to wash its paws.",
    "The little cat sat on the {p} all morning.",
    "The dog lay on the {p} while the cat sat on the {q}.",
    "The cat sat on the {p}, purring softly.",
]
ONCE_SUBJ = ["a little girl", "a poor farmer", "a brave young man",
             "a wise old woman", "a king", "a clever fox", "a small boy",
             "a princess", "a kind shepherd", "an old sailor"]
ONCE_PLACE = ["in a small village", "in a great castle", "by the sea",
              "at the edge of a dark forest", "in a quiet town",
              "on a high hill", "in a cottage near the river"]
ONCE_END = [
    "Every morning {s2} went out to look at the sky.",
    "One day {s2} found a golden key in the garden.",
    "{S2} had a little dog who followed everywhere.",
    "Everyone in the land loved {o2} very much.",
    "{S2} dreamed of seeing the wide world.",
    "One winter night there came a knock at the door.",
]
PRON = {"a little girl": ("she", "her"), "a poor farmer": ("he", "him"),
        "a brave young man": ("he", "him"), "a wise old woman": ("she", "her"),
        "a king": ("he", "him"), "a clever fox": ("it", "it"),
        "a small boy": ("he", "him"), "a princess": ("she", "her"),
        "a kind shepherd": ("he", "him"), "an old sailor": ("he", "him")}
MISC = [
    "The sun rises in the east and sets in the west.",
    "My favourite colour is {c}.",
    "The sky is {c} today.",
    "She opened the door and saw {x}.",
    "In the morning we drink tea and read the paper.",
    "The children went to school by the river path.",
    "He picked up the book and began to read.",
    "It is a truth universally acknowledged that a good story needs a good beginning.",
    "The quick brown fox jumps over the lazy dog.",
    "Water boils at one hundred degrees.",
    "The capital of France is Paris.",
    "One, two, three, four, five, six, seven, eight, nine, ten.",
    "Monday, Tuesday, Wednesday, Thursday, Friday, Saturday and Sunday.",
    "Today is {d}, and tomorrow will be {d2}.",
    "The train leaves at {h} o'clock in the morning.",
]
COLOURS = ["blue", "green", "red", "yellow", "grey", "white"]
SEES = ["a tall stranger", "her old friend", "a basket of apples",
        "the postman", "a little bird", "nobody at all"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "Sunday"]


def templated(n_target, rng):
    def one():
        r = rng.random()
        if r < 0.40:
            a = rng.choice(WEATHER_ADJ)
            b = rng.choice([w for w in WEATHER_ADJ if w != a])  # noqa
            t = " " + rng.choice(WEATHER_TAIL) if rng.random() < 0.6 else "."
            return rng.choice(WEATHER_SENTS).format(a=a, b=b, t=t, n=rng.choice(NAMES))
        if r < 0.60:
            p = rng.choice(CAT_PLACES)
            q = rng.choice([x for x in CAT_PLACES if x != p])
            return rng.choice(CAT_SENTS).format(p=p, q=q)
        if r < 0.80:
            s = rng.choice(ONCE_SUBJ)
            s2, o2 = PRON[s]
            if s2 == "it":
                s2 = o2 = "the fox"
            end = rng.choice(ONCE_END).format(s2=s2, S2=s2[0].upper() + s2[1:], o2=o2)
            return "Once upon a time there lived %s %s. %s" % (s, rng.choice(ONCE_PLACE), end)
        d = rng.randrange(7)
        return rng.choice(MISC).format(c=rng.choice(COLOURS), x=rng.choice(SEES),
                                       d=DAYS[d], d2=DAYS[(d + 1) % 7],
                                       h=rng.choice(["six", "seven", "eight", "nine", "ten"]))
    paras, n = [], 0
    while n < n_target:
        k = rng.choice([1, 1, 2, 3])
        p = " ".join(one() for _ in range(k))
        paras.append(p)
        n += len(p) + 1
    return paras


def split(paras):
    tr, ho = [], []
    for i, p in enumerate(paras):
        (ho if i % HELDOUT_EVERY == HELDOUT_EVERY - 1 else tr).append(p)
    return tr, ho


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default=WORK)
    ap.add_argument("--template-frac", type=float, default=0.02)
    ap.add_argument("--with-kjv", action="store_true",
                    help="add the King James Bible to the training text (needs bible-kjv)")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)

    austen, books = austen_paragraphs()
    wn = group(wordnet_examples(), 6)
    n_chars = sum(len(p) + 1 for p in austen + wn)
    tmpl_chars = int(n_chars * args.template_frac / (1 - args.template_frac))
    tmpl = templated(tmpl_chars, random.Random(SEED))

    train, held = [], []
    stats = {"heldout_rule": "paragraph i of each source (0-based) is held out iff i %% %d == %d"
             % (HELDOUT_EVERY, HELDOUT_EVERY - 1), "sources": {}}
    for name, paras in (("austen", austen), ("wordnet", wn), ("templates", tmpl)):
        tr, ho = split(paras)
        train += tr
        held += ho
        stats["sources"][name] = {"paragraphs": len(paras), "chars": sum(len(p) for p in paras),
                                  "train_paragraphs": len(tr), "heldout_paragraphs": len(ho)}
    if args.with_kjv:
        kjv = kjv_paragraphs()
        train += kjv
        stats["sources"]["kjv"] = {"paragraphs": len(kjv), "chars": sum(len(p) for p in kjv),
                                   "train_paragraphs": len(kjv), "heldout_paragraphs": 0}
    stats["austen_books"] = books
    for fn, data in (("train.txt", train), ("heldout.txt", held)):
        with open(os.path.join(args.work, fn), "w", encoding="utf-8") as f:
            for p in data:
                assert "\n" not in p
                f.write(p + "\n")
    stats["train_chars"] = sum(len(p) for p in train)
    stats["heldout_chars"] = sum(len(p) for p in held)
    with open(os.path.join(args.work, "corpus_stats.json"), "w") as f:
        json.dump(stats, f, indent=1)
    json.dump(stats, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
