#!/usr/bin/env python3
"""Fills each lexicon's emoji names from CLDR's emoji annotations.

Usage: Scripts/generate-emoji-names.py [cldr-root]

The default input is /usr/share/unicode/cldr (Debian's unicode-cldr-core, CLDR 41). Every
lexicon in Sources/Summaries/Resources/Lexicons/ that has an `emojiNames` member (a new
language starts with `"emojiNames": {}`) gets CLDR's text-to-speech name ("tts") of every emoji
in its language, from annotations/<language>.xml (`zh-Hans` reads zh_Hans.xml, else zh.xml). A
title made only of emoji ("🎉🎉") is spoken by these names ("Party popper"), never as silence.
A lexicon without the member (en-GB) takes its parent's names.

The file is written back as it is kept: its members in their order, two-space indent, the names
sorted, so a diff shows what CLDR changed. The data is licensed under Unicode-DFS-2016, as is
windowsZones.xml.
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
cldr = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode/cldr"
lexicons = os.path.join(root, "Sources", "Summaries", "Resources", "Lexicons")


def annotations(language):
    """CLDR's tts names for `language`, trying its tag, then shorter tags."""
    parts = language.split("-")
    for count in range(len(parts), 0, -1):
        path = os.path.join(cldr, "common", "annotations", "_".join(parts[:count]) + ".xml")
        if os.path.exists(path):
            names = {}
            for annotation in ET.parse(path).iter("annotation"):
                if annotation.get("type") == "tts":
                    names[annotation.get("cp")] = annotation.text.strip()
            return names
    sys.exit(f"no CLDR annotations for '{language}' in {cldr}")


for name in sorted(os.listdir(lexicons)):
    if not name.endswith(".json") or name == "root.json":
        continue
    path = os.path.join(lexicons, name)
    with open(path, encoding="utf-8") as file:
        lexicon = json.load(file)
    if "emojiNames" not in lexicon:
        continue
    language = name[: -len(".json")]
    lexicon["emojiNames"] = dict(sorted(annotations(language).items()))
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write(json.dumps(lexicon, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {len(lexicon['emojiNames'])} emoji names to {os.path.relpath(path, root)}")
