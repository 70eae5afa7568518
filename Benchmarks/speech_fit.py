"""Proposes LanguageProfile.seconds constants from speech-timing rows, by least squares.

    python3 Benchmarks/speech_fit.py .build/bench/speech-timing.csv

The composer times a summary as Latin letters at one rate, kana, kanji and hangul at another,
digits as number words, a pause at each comma (`,` `、`), full stop (`.` `。` `!` `?` `;`) and
colon (`:` `：`, none of them between digits as in 10:30) and everything else at a rate of its
own (LanguageProfile.seconds). This counts the same classes in each measured summary and fits
per locale

    heard ≈ latin × a + ideographic × b + digits × c + commas × p + stops × q + colons × r
            + other × s

minimising the squared relative error (each row weighted by 1 / heard²). A class too rare in
a locale's rows to be measured keeps its current cost. The fit is checked out of sample: fitted
on even rows and scored on odd ones and the other way round; the constants printed are then
fitted on all rows. Nothing here changes Sources: the figures are a proposal.
"""
import collections
import csv
import math
import sys

# The shipped costs (Sources/Summaries/Resources/Lexicons/<language>.json, "profile"), in
# seconds: Latin letter, kana/kanji/hangul, digit, comma, full stop, colon, other character.
# en-GB speaks with en's.
SHIPPED = {
    "en-US": (1 / 17.6, 1 / 6.2, 0.28, 0.328, 0.34, 0.44, 1 / 10.8),
    "en-GB": (1 / 17.6, 1 / 6.2, 0.28, 0.328, 0.34, 0.44, 1 / 10.8),
    "de-DE": (1 / 17.8, 1 / 5.6, 0.358, 0.234, 0.473, 0.255, 1 / 12.0),
    "ja-JP": (1 / 15.6, 1 / 6.6, 0.365, 0.366, 0.377, 0.125, 1 / 8.8),
    "ko-KR": (1 / 17.6, 1 / 5.0, 0.356, 0.326, 0.374, 0.372, 1 / 5.1),
}
LATIN_SCRIPT = {"en-US", "en-GB", "de-DE"}
FEATURES = ["latin", "ideographic", "digits", "commas", "stops", "colons", "other"]
IDEOGRAPHIC = ((0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7AF), (0x1100, 0x11FF),
               (0x3130, 0x318F), (0xF900, 0xFAFF))


def features(text, locale):
    """Counts as LanguageProfile.seconds does, with the pause marks apart."""
    counts = dict.fromkeys(FEATURES, 0)
    previous_latin = False
    for index, character in enumerate(text):
        value = ord(character)
        between_digits = 0 < index < len(text) - 1 and text[index - 1].isdigit() and text[index + 1].isdigit()
        if character.isascii() and character.isdigit():
            counts["digits"] += 1
        elif character.isascii() and character.isalpha():
            counts["latin"] += 1
            previous_latin = True
            continue
        elif character == " " and previous_latin:
            counts["latin"] += 1
            continue
        elif character == " " and locale not in LATIN_SCRIPT:
            pass
        elif any(low <= value <= high for low, high in IDEOGRAPHIC):
            counts["ideographic"] += 1
        elif character in ",、" and not between_digits:
            counts["commas"] += 1
        elif character in ".。!?！？;；" and not between_digits:
            counts["stops"] += 1
        elif character in ":：" and not between_digits:
            counts["colons"] += 1
        else:
            counts["other"] += 1
        previous_latin = False
    return counts


def current_costs(locale):
    return dict(zip(FEATURES, SHIPPED[locale]))


def solve(matrix, vector):
    """Solves a small linear system by Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        if abs(rows[column][column]) < 1e-12:
            return None
        for row in range(size):
            if row != column:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column])]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def fit(samples, locale):
    """Weighted least squares for the costs; rare or negative ones keep their current value."""
    fixed = current_costs(locale)
    totals = collections.Counter()
    used = collections.Counter()
    for counts, _ in samples:
        for name in FEATURES:
            totals[name] += counts[name]
            used[name] += counts[name] > 0
    free = [name for name in FEATURES if used[name] >= max(10, len(samples) // 10)]
    while True:
        normal = [[0.0] * len(free) for _ in free]
        right = [0.0] * len(free)
        for counts, heard in samples:
            weight = 1 / heard**2
            target = heard - sum(counts[name] * fixed[name] for name in FEATURES if name not in free)
            row = [counts[name] for name in free]
            for i in range(len(free)):
                right[i] += weight * row[i] * target
                for j in range(len(free)):
                    normal[i][j] += weight * row[i] * row[j]
        solution = solve(normal, right) if free else []
        if solution is None:
            return fixed
        negative = [name for name, value in zip(free, solution) if value < 0]
        if not negative:
            costs = dict(fixed)
            costs.update(zip(free, solution))
            return costs
        free = [name for name in free if name not in negative]


def errors(samples, costs):
    return [abs(sum(counts[name] * costs[name] for name in FEATURES) - heard) / heard for counts, heard in samples]


def percentile(values, fraction):
    ordered = sorted(values)
    position = (len(ordered) - 1) * fraction
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else ".build/bench/speech-timing.csv"
    with open(path, encoding="utf-8") as file:
        rows = [row for row in csv.DictReader(file) if float(row["heard"]) > 0]
    by_locale = collections.defaultdict(list)
    for row in rows:
        by_locale[row["locale"]].append((features(row["summary"], row["locale"]), float(row["heard"])))
    print("| locale | n | now: median / p90 error | proposed, out of sample: median / p90 | proposed, all rows: median / p90 |")
    print("| --- | --- | --- | --- | --- |")
    proposals = {}
    for locale in sorted(by_locale):
        samples = by_locale[locale]
        even, odd = samples[0::2], samples[1::2]
        held_out = errors(odd, fit(even, locale)) + errors(even, fit(odd, locale))
        costs = fit(samples, locale)
        proposals[locale] = costs
        now = errors(samples, current_costs(locale))
        mine = errors(samples, costs)
        print(f"| {locale} | {len(samples)} | {100 * percentile(now, 0.5):.1f}% / {100 * percentile(now, 0.9):.1f}% | "
              f"{100 * percentile(held_out, 0.5):.1f}% / {100 * percentile(held_out, 0.9):.1f}% | "
              f"{100 * percentile(mine, 0.5):.1f}% / {100 * percentile(mine, 0.9):.1f}% |")
    print()
    print("Proposed costs (seconds; rates as characters a second; * = too rare here, kept as shipped):")
    print()
    print("| locale | Latin letters /s | kana, kanji, hangul /s | per digit | pause per comma | per full stop | per colon | other characters /s |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for locale, costs in sorted(proposals.items()):
        shipped = current_costs(locale)

        def mark(name):
            return "*" if abs(costs[name] - shipped[name]) < 1e-12 else ""

        print(f"| {locale} | {1 / costs['latin']:.1f}{mark('latin')} | {1 / costs['ideographic']:.1f}{mark('ideographic')} | "
              f"{costs['digits']:.3f}{mark('digits')} | {costs['commas']:.3f}{mark('commas')} | {costs['stops']:.3f}{mark('stops')} | "
              f"{costs['colons']:.3f}{mark('colons')} | {1 / costs['other']:.1f}{mark('other')} |")


if __name__ == "__main__":
    main()
