"""Times summaries as espeak-ng says them and compares with the composer's estimate.

Run through Benchmarks/speech-timing.sh, which installs espeak-ng and the Japanese reader.

For each locale of one or more snapshot folders (`glance run` output), the distinct
summaries are grouped by family and, within a family, by length (the composer's estimate in
thirds); an equal share of the sample is drawn from each group with a fixed seed, so short
accessory lines and long extra-large summaries are both measured. Each is synthesized to a WAV
with the locale's voice at one rate, and its length is the number of samples between the
first and last sample louder than a threshold (leading and trailing silence stripped the same
way for every file), divided by the sample rate. Japanese is converted to kana first (MeCab
with UniDic through fugashi; the pronunciation field, so は as a particle is ワ), since
espeak-ng reads kanji as letter names. A summary holding letters of a script its voice does not
say (kanji in an English summary, a Latin title in a Japanese one) is left out: espeak-ng
reads them as letter names where VoiceOver would switch voices.

Writes one CSV row per summary (locale, family, text size, budget, the snapshot's estimate,
the heard seconds, the text) and prints per locale the median and 90th-percentile relative
error of the estimate, and the share of summaries over each family's soft and hard budgets
as heard, weighted back to the whole folder (each group counts as many summaries as it has,
not as many as were drawn).
"""
import argparse
import array
import collections
import concurrent.futures
import csv
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import wave

VOICES = {"en-US": "en-us", "en-GB": "en-gb", "de-DE": "de", "ja-JP": "ja", "ko-KR": "ko"}
FAMILIES = ["accessoryInline", "accessoryRectangular", "small", "medium", "large", "extraLarge"]
# A sample louder than this (of 32767) is speech; espeak-ng's silence is exact zeros, so any
# small value strips the same leading and trailing silence.
THRESHOLD = 64


def snapshots(folders):
    """Yields (locale, family, textSize, budget, seconds, summary) for every entry."""
    for folder in folders:
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                if not name.endswith(".json") or name in ("manifest.json", "diagnostics.json") or name.startswith("manifest.") or name.startswith("diagnostics."):
                    continue
                with open(os.path.join(root, name), encoding="utf-8") as file:
                    document = json.load(file)
                if not str(document.get("schema", "")).startswith("glance.snapshot/"):
                    continue
                budget = document.get("budget") or {}
                for entry in document["entries"]:
                    if "seconds" not in entry:
                        continue
                    yield (document["locale"], document["family"], document["textSize"],
                           budget.get("softSeconds"), budget.get("hardSeconds"), entry["seconds"], entry["summary"])


def script_of(character):
    value = ord(character)
    if 0x3040 <= value <= 0x30FF or 0x3400 <= value <= 0x4DBF or 0x4E00 <= value <= 0x9FFF or 0xF900 <= value <= 0xFAFF:
        return "japanese"
    if 0xAC00 <= value <= 0xD7AF or 0x1100 <= value <= 0x11FF or 0x3130 <= value <= 0x318F:
        return "hangul"
    if character.isascii() and character.isalpha():
        return "latin"
    return None


# The scripts each voice says itself. espeak-ng's Latin voices read kana, kanji and hangul as
# "Chinese letter" or "Japanese letter", and its Japanese voice spells Latin words letter by
# letter, where VoiceOver would switch voices; its Korean voice switches to English for Latin
# words. A summary with letters of another script is left out of the sample (and counted).
SPOKEN_SCRIPTS = {"en-US": {"latin"}, "en-GB": {"latin"}, "de-DE": {"latin"}, "ja-JP": {"japanese"},
                  "ko-KR": {"hangul", "latin"}}


def speakable(locale, text):
    return all(script_of(character) in SPOKEN_SCRIPTS[locale] for character in text if script_of(character))


def stratified(rows, per_locale, seed):
    """Draws per_locale distinct summaries per locale, evenly over family x length third.

    Returns the drawn rows, each with the weight it stands for (its group's size over the
    number drawn from the group).
    """
    by_locale = collections.defaultdict(dict)
    left_out = collections.Counter()
    for row in rows:
        if row[6] in by_locale[row[0]]:
            continue  # distinct by text, first occurrence
        if speakable(row[0], row[6]):
            by_locale[row[0]][row[6]] = row
        else:
            left_out[row[0]] += 1
    for locale in sorted(by_locale):
        total = len(by_locale[locale]) + left_out[locale]
        print(f"{locale}: {len(by_locale[locale])} distinct summaries the voice can say, "
              f"{left_out[locale]} ({100 * left_out[locale] / max(1, total):.0f}%) left out for letters of another script",
              file=sys.stderr)
    drawn = []
    for locale in sorted(by_locale):
        groups = collections.defaultdict(list)
        by_family = collections.defaultdict(list)
        for row in by_locale[locale].values():
            by_family[row[1]].append(row)
        for family, members in by_family.items():
            members.sort(key=lambda row: (row[5], row[6]))
            for index, row in enumerate(members):
                groups[(family, min(2, index * 3 // len(members)))].append(row)
        rng = random.Random(f"{seed}/{locale}")
        share = max(1, math.ceil(per_locale / max(1, len(groups))))
        keys = sorted(groups, key=lambda key: (FAMILIES.index(key[0]) if key[0] in FAMILIES else 99, key[1]))
        picked = []
        for key in keys:
            members = sorted(groups[key], key=lambda row: row[6])
            chosen = rng.sample(members, min(share, len(members)))
            picked += [(row, len(members) / len(chosen), key[1]) for row in chosen]
        # Trim to the size asked for, dropping evenly from the largest groups' extras.
        rng.shuffle(picked)
        drawn += sorted(picked[:per_locale], key=lambda item: (item[0][1], item[0][5]))
    return drawn


class KanaReader:
    """Japanese to katakana as pronounced, for espeak-ng."""

    def __init__(self):
        import fugashi  # noqa: imported here so that other languages need no venv

        self.tagger = fugashi.Tagger()

    def __call__(self, text):
        out = []
        for word in self.tagger(text):
            feature = word.feature
            reading = getattr(feature, "pron", None) or getattr(feature, "kana", None)
            out.append(word.white_space + (reading if reading and reading != "*" else word.surface))
        return "".join(out)


def heard_seconds(path):
    with wave.open(path) as file:
        rate = file.getframerate()
        samples = array.array("h", file.readframes(file.getnframes()))
    first = next((index for index, value in enumerate(samples) if abs(value) > THRESHOLD), None)
    if first is None:
        return 0.0
    last = len(samples) - next(index for index, value in enumerate(reversed(samples)) if abs(value) > THRESHOLD)
    return (last - first) / rate


def synthesize(text, voice, rate, directory, number):
    path = os.path.join(directory, f"{number}.wav")
    source = os.path.join(directory, f"{number}.txt")
    with open(source, "w", encoding="utf-8") as file:
        file.write(text)
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(rate), "-w", path, "-f", source], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seconds = heard_seconds(path)
    os.remove(path)
    os.remove(source)
    return seconds


def percentile(values, fraction):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    position = (len(ordered) - 1) * fraction
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def report(rows):
    """Prints the per-locale table from measured rows (dicts as written to the CSV)."""
    by_locale = collections.defaultdict(list)
    for row in rows:
        by_locale[row["locale"]].append(row)
    print("| locale | n | heard ÷ estimate, median | median abs. error | p90 abs. error | over soft, heard (estimated) | over hard, heard (estimated) |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for locale in sorted(by_locale):
        items = by_locale[locale]
        ratios = [float(row["heard"]) / float(row["estimate"]) for row in items]
        errors = [abs(float(row["estimate"]) - float(row["heard"])) / float(row["heard"]) for row in items]
        weight = sum(float(row["weight"]) for row in items)

        def share(key, column):
            over = sum(float(row["weight"]) for row in items if row[key] and float(row[column]) > float(row[key]))
            return 100 * over / weight

        print(f"| {locale} | {len(items)} | {percentile(ratios, 0.5):.2f} | {100 * percentile(errors, 0.5):.1f}% | "
              f"{100 * percentile(errors, 0.9):.1f}% | {share('soft', 'heard'):.0f}% ({share('soft', 'estimate'):.0f}%) | "
              f"{share('hard', 'heard'):.0f}% ({share('hard', 'estimate'):.0f}%) |")
    print()
    print("Share over budget as heard, by family (soft / hard; weighted to the folder):")
    print()
    print("| locale | " + " | ".join(FAMILIES) + " |")
    print("| --- |" + " --- |" * len(FAMILIES))
    for locale in sorted(by_locale):
        cells = []
        for family in FAMILIES:
            items = [row for row in by_locale[locale] if row["family"] == family]
            weight = sum(float(row["weight"]) for row in items)
            if not weight:
                cells.append("–")
                continue
            soft = sum(float(row["weight"]) for row in items if float(row["heard"]) > float(row["soft"])) / weight
            hard = sum(float(row["weight"]) for row in items if float(row["heard"]) > float(row["hard"])) / weight
            cells.append(f"{100 * soft:.0f}% / {100 * hard:.0f}%")
        print(f"| {locale} | " + " | ".join(cells) + " |")


def calibrate(rate, directory):
    """Prints each voice's rate on plain words (letters and spaces only) at `rate`."""
    plain = {
        "en-US": "Return library books overdue since Saturday next Data Structures favorite plus more today and later this week",
        "en-GB": "Return library books overdue since Saturday next Data Structures favourite plus more today and later this week",
        "de-DE": "Erdbeeren für den Kuchen Favorit überfällig seit gestern Schwimmkurs bezahlen heute noch ein weiterer Eintrag",
        "ja-JP": "キョウノヨテイ テイレイミーティング ゴゼンカラ ツギハ ハイシャ ゲッシャヲハラウノキゲンヲスギテイマス",
        "ko-KR": "오늘 주간 팀 회의 즐겨찾기 다음 치과 예약 보고서 초안 보내기 마감 지남 그 밖에 내일부터 월요일까지",
    }
    for locale, text in plain.items():
        seconds = synthesize(text, VOICES[locale], rate, directory, locale)
        letters = len(text.replace(" ", "")) if locale in ("ja-JP", "ko-KR") else len(text)
        print(f"{locale}: {letters / seconds:.1f} characters a second at -s {rate} ({letters} in {seconds:.2f} s)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", help="snapshot folders (glance run output)")
    parser.add_argument("--per-locale", type=int, default=180)
    parser.add_argument("--seed", default="27")
    parser.add_argument("--rate", type=int, default=162)
    parser.add_argument("--csv", default="speech-timing.csv")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--calibrate", action="store_true")
    parser.add_argument("--report-only", action="store_true", help="print the tables from --csv")
    args = parser.parse_args()
    if args.report_only:
        with open(args.csv, encoding="utf-8") as file:
            report(list(csv.DictReader(file)))
        return
    with tempfile.TemporaryDirectory() as directory:
        if args.calibrate:
            calibrate(args.rate, directory)
            return
        if not args.folders:
            parser.error("give at least one snapshot folder")
        drawn = stratified(snapshots(args.folders), args.per_locale, args.seed)
        if not drawn:
            sys.exit("Error: no entries with 'seconds' in " + ", ".join(f"'{f}'" for f in args.folders))
        kana = KanaReader() if any(row[0] == "ja-JP" for row, _, _ in drawn) else None
        texts = [kana(row[6]) if row[0] == "ja-JP" else row[6] for row, _, _ in drawn]
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            heard = list(pool.map(lambda item: synthesize(item[1], VOICES[item[0][0][0]], args.rate, directory, item[2]),
                                  [(drawn[i], texts[i], i) for i in range(len(drawn))]))
    rows = []
    for (row, weight, third), text, seconds in zip(drawn, texts, heard):
        locale, family, size, soft, hard, estimate, summary = row
        rows.append(dict(locale=locale, family=family, textSize=size, third=third, weight=f"{weight:.3f}",
                         soft=soft, hard=hard, estimate=estimate, heard=f"{seconds:.3f}", summary=summary,
                         spoken=text if text != summary else ""))
    with open(args.csv, "w", newline="", encoding="utf-8") as file:
        writer = csv.DictWriter(file, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} summaries synthesized at -s {args.rate}; rows in {args.csv}\n")
    report(rows)


if __name__ == "__main__":
    main()
