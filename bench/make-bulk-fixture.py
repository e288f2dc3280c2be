#!/usr/bin/env python3
"""Builds, outside the repository, a replay folder for the bulk-transcript benchmark.

Only one video's caption file is recorded (constructed/timedtext, cV5TjZCJkuA). This copies
that video's player and caption exchanges from ../shared/recordings under eleven synthetic
video IDs: a bulk request of ten of them does the same upstream work as one single cold
transcript of the eleventh, ten times over. Usage:

    python3 bench/make-bulk-fixture.py ../shared/recordings/youtube /tmp/vidlens-bulk-fixture
"""
import json
import pathlib
import sys

SOURCE_ID = "cV5TjZCJkuA"
FILES = [
    "streamdefault/descriptionunboxing/00-visitor_id.json",
    "streamdefault/descriptionunboxing/01-reel_item_watch.json",
    "constructed/timedtext/cV5TjZCJkuA-en-json3.json",
]


def main(recordings: str, target: str) -> None:
    root = pathlib.Path(recordings)
    out = pathlib.Path(target)
    out.mkdir(parents=True, exist_ok=True)
    ids = [f"benchVid{n:03d}" for n in range(11)]
    for video_id in ids:
        for name in FILES:
            text = (root / name).read_text(encoding="utf-8").replace(SOURCE_ID, video_id)
            json.loads(text)  # still one exchange
            dest = out / video_id / pathlib.Path(name).name.replace(SOURCE_ID, video_id)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(text, encoding="utf-8")
    # Ten IDs for the bulk request; the eleventh (benchVid010) for the single cold transcript.
    print(json.dumps({"videoIds": ids[:10]}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
