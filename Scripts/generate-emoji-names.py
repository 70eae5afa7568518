#!/usr/bin/env python3
"""Compiles CLDR's emoji annotations into the spoken names Glance uses for emoji-only titles.

Usage: Scripts/generate-emoji-names.py [cldr-root]

The default input is /usr/share/unicode/cldr (Debian's unicode-cldr-core, CLDR 41). The output,
Sources/Summaries/Resources/emoji-names.tsv, has one line per emoji:

    <emoji> TAB <en> TAB <de> TAB <ja> TAB <ko>

with CLDR's text-to-speech name ("tts") in each language. A title made only of emoji
("🎉🎉") is spoken by these names ("Party popper"), never as silence. Lines are sorted, so a
diff shows what CLDR changed. The data is licensed under Unicode-DFS-2016, as is
windowsZones.xml.
"""
import os
import sys
import xml.etree.ElementTree as ET

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
cldr = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode/cldr"
languages = ["en", "de", "ja", "ko"]
target = os.path.join(root, "Sources", "Summaries", "Resources", "emoji-names.tsv")

names = {}
for language in languages:
    path = os.path.join(cldr, "common", "annotations", f"{language}.xml")
    for annotation in ET.parse(path).iter("annotation"):
        if annotation.get("type") == "tts":
            names.setdefault(annotation.get("cp"), {})[language] = annotation.text.strip()

lines = []
for emoji in sorted(names):
    row = names[emoji]
    if all(language in row for language in languages):
        cells = [emoji] + [row[language].replace("\t", " ") for language in languages]
        lines.append("\t".join(cells))

os.makedirs(os.path.dirname(target), exist_ok=True)
with open(target, "w", encoding="utf-8", newline="\n") as out:
    out.write("\n".join(lines) + "\n")
print(f"wrote {len(lines)} emoji names to {os.path.relpath(target, root)}")
