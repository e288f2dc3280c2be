#!/usr/bin/env python3
"""Normalise a golden-run directory for comparison (bench/golden/README.md).

Usage: normalize.py SRC_DIR DST_DIR

Copies every answer file of SRC_DIR to DST_DIR with exactly the values that differ between two
runs of the same jar replaced; everything else is left byte for byte as capture.py wrote it:

- continuation tokens Vidlens signs (base64url(payload) "." base64url(HMAC)): the payload is
  shown decoded, its issue time (epoch seconds) and the signature (HMAC with a per-database
  secret) replaced; version, scope and the platform's continuation stay and are compared;
- job_id values (random per job): replaced by "<job N of CHANNEL>", numbered per channel in the
  order the files are read, so an ID that must repeat (a cached create, the result's job_id)
  still has to repeat; the same replacement is made inside any string that holds the ID;
- completed_at and analysis_timestamp of an analysis result (the time the analysis ran);
- the dates an analysis result computes from the platform's relative times ("3 months ago"),
  published_at, first_upload_date and last_upload_date: these are "time of the read minus the
  age", so they are replaced by their age before the result's completed_at in whole hours
  ("<completed_at - 2191h>"): the arithmetic is still compared, the clock is not.
"""
import base64
import calendar
import json
import os
import re
import shutil
import sys

ISO = re.compile(r"^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?Z$")
DERIVED_DATES = ("published_at", "first_upload_date", "last_upload_date")


def instant(s):
    """Epoch seconds (float) of an ISO-8601 UTC instant, or None."""
    m = ISO.match(s) if isinstance(s, str) else None
    if not m:
        return None
    secs = calendar.timegm(tuple(int(m.group(i)) for i in range(1, 7)))
    return secs + (float(m.group(7)) if m.group(7) else 0.0)


def b64(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def token(value):
    """A Vidlens page token shown without its issue time and signature; other values unchanged."""
    if not isinstance(value, str) or value.count(".") != 1:
        return value
    payload, sig = value.split(".")
    try:
        parts = b64(payload).decode("utf-8").split("\n", 3)
        b64(sig)
    except (ValueError, UnicodeDecodeError):
        return value
    if len(parts) != 4 or not parts[2].isdigit():
        return value
    return "<vidlens token v%s scope=%s issued=<time> platform=%s sig=<signature>>" % (
        parts[0], parts[1], parts[3])


def collect_jobs(node, found):
    if isinstance(node, dict):
        if isinstance(node.get("job_id"), str):
            found.append((node["job_id"], node.get("channel_id") or "?"))
        for k in sorted(node):
            collect_jobs(node[k], found)
    elif isinstance(node, list):
        for x in node:
            collect_jobs(x, found)


def normalise(node, jobs, ref=None):
    if isinstance(node, dict):
        if "completed_at" in node and instant(node["completed_at"]) is not None:
            ref = instant(node["completed_at"])
        out = {}
        for k, v in node.items():
            if k == "continuation":
                out[k] = token(v)
            elif k == "job_id" and v in jobs:
                out[k] = jobs[v]
            elif k == "completed_at" and instant(v) is not None:
                out[k] = "<completed_at>"
            elif k == "analysis_timestamp" and isinstance(v, (int, float)):
                out[k] = "<analysis time>"
            elif k in DERIVED_DATES and ref is not None and instant(v) is not None:
                out[k] = "<completed_at - %dh>" % int((ref - instant(v)) // 3600)
            else:
                out[k] = normalise(v, jobs, ref)
        return out
    if isinstance(node, list):
        return [normalise(x, jobs, ref) for x in node]
    if isinstance(node, str):
        for real, label in jobs.items():
            if real in node:
                node = node.replace(real, label)
    return node


def main():
    src, dst = sys.argv[1], sys.argv[2]
    files = []
    for root, _, names in os.walk(src):
        for n in names:
            files.append(os.path.relpath(os.path.join(root, n), src))
    files.sort()
    loaded = {}
    found = []
    for rel in files:
        if rel.endswith(".json"):
            with open(os.path.join(src, rel), encoding="utf-8") as f:
                loaded[rel] = json.load(f)
            collect_jobs(loaded[rel], found)
    jobs, per_channel = {}, {}
    for job, channel in found:
        if job not in jobs:
            per_channel[channel] = per_channel.get(channel, 0) + 1
            jobs[job] = "<job %d of %s>" % (per_channel[channel], channel)
    for rel in files:
        out = os.path.join(dst, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if rel not in loaded:
            shutil.copyfile(os.path.join(src, rel), out)
            continue
        with open(out, "w", encoding="utf-8") as f:
            json.dump(normalise(loaded[rel], jobs), f, indent=2, sort_keys=True, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
