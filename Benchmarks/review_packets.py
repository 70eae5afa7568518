"""Writes one Markdown review packet per locale from a run's snapshots.

Run through `Benchmarks/copy-review.sh --packets`. What Docs/copy-quality.md says a reviewer
gets: N distinct summaries per locale, spread over all six families and both text sizes, each
with the widget's rows as written (title, times in the person's zone, state, place, favorite,
priority), how many items were hidden, the summary and every action name. Titles and places are
the snapshots' items joined with `glance agenda --format json` of each source (the snapshot
keeps no place or priority).

Entries whose rows carry the shapes real exports write (mail prefixes, tags, asides in
brackets, ticket ids and flight codes, ALL CAPS, emoji only, another script, long titles,
lists; places with postal addresses, several lines, phone numbers, dial-ins, links,
coordinates) are drawn first: half of each family-and-size group's share when it has them.
The draw is seeded and the packets have no date or path of the machine in them, so the same
run and seed give the same bytes.
"""
import argparse
import collections
import datetime as dt
import json
import os
import random
import re
import subprocess
import zoneinfo

FAMILIES = ["small", "medium", "large", "extraLarge", "accessoryRectangular", "accessoryInline"]
SIZES = ["default", "accessibility"]

TITLE_SHAPES = [
    ("mail prefix", re.compile(r"^(?:(?:RE|Re|FW|Fw|FWD|Fwd|AW|Aw|WG|RV|TR|転送|返信|回复|转发|전달|회신)\s*[:：]\s*)+")),
    ("cancelled marker", re.compile(r"^(?:Canceled|Cancelled|Abgesagt|キャンセル済み|취소됨)[^:：]*[:：]|\((?:Canceled|Cancelled|abgesagt|취소)\)|（(?:中止|キャンセル)）|\[CANCELED\]", re.I)),
    ("invitation", re.compile(r"^(?:Updated invitation|Invitation|Einladung|Aktualisierte Einladung|招待|更新された招待|초대|업데이트된 초대)\s*[:：]|\s@\s")),
    ("tag", re.compile(r"\[(?:EXTERNAL|EXT|Ext|EXTERN|Draft|Entwurf|외부|긴급)\]|【[^】]*】|\((?:optional|Optional|freiwillig|선택[^)]*)\)|（任意[^）]*）")),
    ("aside with punctuation", re.compile(r"[(\[（【{][^)\]）】}]*[-–—:：,、;][^)\]）】}]*[)\]）】}]")),
    ("nested brackets", re.compile(r"[(\[（【][^)\]）】]*[(\[（【]")),
    ("ticket id", re.compile(r"\b[A-Z]{2,}-\d+\b|\bINC\d+|\bCHG\d+|#\d{3,}")),
    ("flight code", re.compile(r"\b[A-Z0-9]{2}\s?\d{1,4}\s+[A-Z]{3}\s*(?:→|->|-|–|>)\s*[A-Z]{3}\b")),
    ("1:1 or slash", re.compile(r"\b1:1\b|1on1|\S/\S|\s/\s")),
    ("dash", re.compile(r"\s[-–—]\s")),
    ("ALL CAPS", re.compile(r"^(?=.*[A-Z]{4})[^a-z]*$")),
    ("emoji only", re.compile(r"^[\W\d_]+$")),
    ("list", re.compile(r"[^,、]+[,、][^,、]+[,、]")),
]
PLACE_SHAPES = [
    ("several lines", re.compile(r"\n")),
    ("postal address", re.compile(r"\b\d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|〒|\(\d{5}\)|\b[A-Z]{2} \d{5}\b")),
    ("phone or dial-in", re.compile(r"\+\d[\d\s().-]{6,}|\(\d{3}\)\s?\d{3}-\d{4}|\b0\d{1,3}-\d{3,4}-\d{4}\b|Conference ID|Konferenz-ID|,,\d+#")),
    ("link", re.compile(r"https?://|zoom\.us|meet\.google")),
    ("coordinates", re.compile(r"-?\d{1,3}\.\d{3,},\s?-?\d{1,3}\.\d{3,}|geo:|°")),
]


def title_shapes(title):
    found = [name for name, pattern in TITLE_SHAPES if pattern.search(title)]
    if len(title) > 60:
        found.append("long")
    latin = sum(c.isascii() and c.isalpha() for c in title)
    if latin and latin < len(title) and any(ord(c) > 0x3000 for c in title):
        found.append("mixed scripts")
    return found


def place_shapes(place):
    return [name for name, pattern in PLACE_SHAPES if place and pattern.search(place)]


def load_snapshots(folder):
    for root, _, names in os.walk(folder):
        for name in sorted(names):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(root, name), encoding="utf-8") as file:
                document = json.load(file)
            if str(document.get("schema", "")).startswith("glance.snapshot/"):
                yield document


def agenda(glance, pipeline, sources, source):
    """The source's agenda items by id, with location and priority."""
    result = subprocess.run([glance, "agenda", os.path.join(sources, source), "--pipeline", pipeline, "--format", "json"],
                            capture_output=True, text=True)
    if result.returncode not in (0, 65):
        raise SystemExit(f"Error: glance agenda failed for source '{source}': {result.stderr.strip()}")
    return {item["id"]: item for item in json.loads(result.stdout)["items"]}


def local(instant, zone):
    if instant is None:
        return None
    if len(instant) == 10:
        return dt.date.fromisoformat(instant)
    return dt.datetime.fromisoformat(instant.replace("Z", "+00:00")).astimezone(zone)


def when(item, zone):
    start, end = local(item["start"], zone), local(item.get("end"), zone)
    if start is None:
        return "no date"
    if item["allDay"]:
        text = start.strftime("%a %d %b")
        if isinstance(end, dt.date) and (end - start).days > 1:
            text += " – " + (end - dt.timedelta(days=1)).strftime("%a %d %b")
        return text + ", all day"
    if item["kind"] == "reminder":
        return "due " + start.strftime("%a %d %b %H:%M")
    text = start.strftime("%a %d %b %H:%M")
    if end is not None:
        text += "–" + (end.strftime("%H:%M") if end.date() == start.date() else end.strftime("%a %d %b %H:%M"))
    return text


def cell(text):
    return (text or "").replace("|", "\\|").replace("\n", " ⏎ ")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pipeline", required=True)
    parser.add_argument("--snapshots", help="the run's output folder (default: the pipeline's)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--per-locale", type=int, default=60)
    parser.add_argument("--seed", default="27")
    parser.add_argument("--glance", required=True)
    args = parser.parse_args()
    pipeline_path = os.path.abspath(args.pipeline)
    with open(pipeline_path, encoding="utf-8") as file:
        pipeline = json.load(file)
    # A pipeline's relative paths are relative to its own folder.
    base = os.path.dirname(pipeline_path)
    sources = os.path.join(base, pipeline["sources"])
    snapshots = args.snapshots
    if snapshots is None:
        # The packets judge the build under review: its own run, never an older one's
        # snapshots left in the pipeline's output.
        snapshots = os.path.join(base, pipeline["output"])
        result = subprocess.run([args.glance, "run", pipeline_path, "--quiet"],
                                capture_output=True, text=True)
        # 65: some input had an error-severity diagnostic; the rest was written.
        if result.returncode not in (0, 65):
            raise SystemExit(f"Error: glance run failed for pipeline '{args.pipeline}': "
                             f"{result.stderr.strip()}")

    agendas = {}
    candidates = collections.defaultdict(dict)  # locale -> summary -> candidate
    for document in load_snapshots(snapshots):
        source = document["source"]
        if source not in agendas:
            agendas[source] = agenda(args.glance, pipeline_path, sources, source)
        zone = zoneinfo.ZoneInfo(document["timeZone"])
        for entry in document["entries"]:
            summary = entry["summary"]
            if summary in candidates[document["locale"]]:
                continue
            rows = []
            shapes = set()
            for position in entry["rows"]:
                row = document["rows"][position]
                item = document["items"][row["item"]]
                details = agendas[source].get(item["id"], {})
                place = details.get("location")
                shapes.update(title_shapes(item["title"]))
                shapes.update("place: " + name for name in place_shapes(place))
                rows.append((item, row, details, place))
            candidates[document["locale"]][summary] = dict(
                document=document, entry=entry, rows=rows, shapes=sorted(shapes), zone=zone)

    os.makedirs(args.out, exist_ok=True)
    for locale in sorted(candidates):
        rng = random.Random(f"{args.seed}/{locale}")
        groups = collections.defaultdict(list)
        for summary in sorted(candidates[locale]):
            candidate = candidates[locale][summary]
            groups[(candidate["document"]["family"], candidate["document"]["textSize"])].append(candidate)
        keys = [(family, size) for family in FAMILIES for size in SIZES if groups[(family, size)]]
        share = args.per_locale // max(1, len(keys))
        extra = args.per_locale - share * len(keys)
        drawn = []
        for index, key in enumerate(keys):
            quota = share + (1 if index < extra else 0)
            members = groups[key]
            shaped = [c for c in members if c["shapes"]]
            plain = [c for c in members if not c["shapes"]]
            take_shaped = min(len(shaped), max(quota // 2, quota - len(plain)))
            chosen = rng.sample(shaped, take_shaped) + rng.sample(plain, min(len(plain), quota - take_shaped))
            drawn += chosen
        # Groups with fewer summaries than their share leave room: fill it from the rest.
        chosen_ids = {id(c) for c in drawn}
        rest = [c for key in keys for c in groups[key] if id(c) not in chosen_ids]
        drawn += rng.sample(rest, min(len(rest), args.per_locale - len(drawn)))
        write_packet(os.path.join(args.out, f"{locale}.md"), locale, drawn, args, candidates[locale])
        print(f"{locale}: {len(drawn)} summaries of {len(candidates[locale])} distinct → {os.path.join(args.out, locale + '.md')}")


def write_packet(path, locale, drawn, args, population):
    shaped = sum(1 for c in drawn if c["shapes"])
    lines = [
        f"# Review packet: {locale}",
        "",
        f"{len(drawn)} distinct summaries of {len(population)}, drawn over every family and text size "
        f"(seed {args.seed}); {shaped} of them carry a title or place in a shape listed under it.",
        "",
        "For each: would you ship the summary and the action names unchanged, as a native copy editor who "
        "uses VoiceOver every day? If not, what is wrong, and which rule (not which sentence) made it so? "
        "Judge our words around the titles and how we transform them, not the titles themselves. "
        "Rows are what the widget shows, top to bottom; times are in the person's zone.",
        "",
    ]
    for number, candidate in enumerate(drawn, 1):
        document, entry, zone = candidate["document"], candidate["entry"], candidate["zone"]
        moment = local(entry["date"], zone)
        budget = document.get("budget") or {}
        lines += [
            f"## {number}. {document['source']} · {document['family']} · {document['textSize']} text · "
            f"{moment.strftime('%a %d %b %Y %H:%M')} ({document['timeZone']})",
            "",
            f"Hidden items: {entry['overflow']}. Estimated {entry.get('seconds', '?')} s; budget soft "
            f"{budget.get('softSeconds', '?')} s, hard {budget.get('hardSeconds', '?')} s."
            + (f" Shapes: {', '.join(candidate['shapes'])}." if candidate["shapes"] else ""),
            "",
            "| # | title (as written) | when | state | place | favorite | priority |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for index, (item, row, details, place) in enumerate(candidate["rows"], 1):
            status = details.get("status", "confirmed")
            state = row["state"] + (f", {status}" if status != "confirmed" else "")
            lines.append(
                f"| {index} | {cell(item['title'])} | {cell(when(item, zone))} | {state} | {cell(place) or '–'} | "
                f"{'yes' if item['favorite'] else '–'} | {details.get('priority', 'none') if details.get('priority', 'none') != 'none' else '–'} |")
        if not candidate["rows"]:
            lines.append("| – | (no rows) | | | | | |")
        actions = [document["actions"][position] for position in entry["actions"]]
        names = [f"`{action['name']}`" + (" (magic tap)" if action["trigger"] == "magicTap" else "") for action in actions]
        lines += [
            "",
            "**Summary:**",
            "",
            "> " + entry["summary"],
            "",
            "**Actions:** " + (", ".join(names) if names else "none"),
            "",
            "Verdict: ☐ ship unchanged ☐ change — what: … rule: …",
            "",
        ]
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines))


if __name__ == "__main__":
    main()
