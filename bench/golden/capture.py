#!/usr/bin/env python3
"""Client side of the golden run (bench/golden/README.md).

Derives the IDs from the recordings' index.json (and the request bodies of the files it lists),
calls every operation for them against a Vidlens server in replay mode on 127.0.0.1, and saves
each answer as OUT/<operationId>/<name>.json: the request, the status, the headers that matter and
the key-sorted JSON body. Sequential and in a fixed order, so two runs of one jar ask the same
questions in the same order. Every request and every loop is bounded.
"""
import argparse
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import yaml

TIMEOUT = 60          # seconds per request
MAX_PAGES = 10        # pages followed per channel tab and sort, and per comment thread
JOB_DEADLINE = 150    # seconds for all analysis jobs together
JOB_POLL = 0.5        # seconds between polls of one job

# Headers left out: transport details, and the server's clock.
DROPPED_HEADERS = {"date", "connection", "keep-alive", "transfer-encoding", "content-length"}
# Headers whose value is a per-run counter or ID: kept as present, value replaced.
PER_RUN_HEADERS = {
    "x-request-id": "<request id>",
    "x-quota-remaining": "<quota counter>",
    "x-quota-reset": "<quota period end>",
}

OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never a proxy

# The operations' example calls (x-examples in the OpenAPI document's source, keyed by operationId).
OPENAPI_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "main",
                              "resources", "openapi", "openapi.yaml")


def example(operation, parameter, name="recorded"):
    """A parameter's value in an operation's example call."""
    with open(OPENAPI_SOURCE, encoding="utf-8") as f:
        call = yaml.safe_load(f)["paths"][operation]["x-examples"][name]
    return (call.get("parameters") or call.get("body"))[parameter]


class Client:
    def __init__(self, base, key, out):
        host = urllib.parse.urlsplit(base).hostname
        if host != "127.0.0.1":
            raise SystemExit("refusing a base URL that is not 127.0.0.1: " + base)
        self.base = base.rstrip("/")
        self.key = key
        self.out = out
        self.counts = {}
        self.names = set()

    def call(self, op, name, method, path, query=None, body=None, raw=None, key="default",
             shown=None):
        """One request; the answer is saved as OUT/op/name.json and returned (status, json).

        query: list of (name, value); shown: the query as written to the file (tokens replaced).
        body: an object sent as JSON; raw: a text sent as the body instead. key: "default", None
        (no Authorization header) or another key.
        """
        url = self.base + path + ("?" + urllib.parse.urlencode(query) if query else "")
        data = None
        headers = {"Accept": "application/json"}
        if body is not None or raw is not None:
            data = (raw if raw is not None else json.dumps(body)).encode("utf-8")
            headers["Content-Type"] = "application/json"
        k = self.key if key == "default" else key
        if k is not None:
            headers["Authorization"] = "Bearer " + k
        req = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with OPENER.open(req, timeout=TIMEOUT) as resp:
                status, hdrs, text = resp.status, resp.headers, resp.read().decode("utf-8")
        except urllib.error.HTTPError as e:
            status, hdrs, text = e.code, e.headers, e.read().decode("utf-8")
        except Exception as e:  # no answer at all: recorded as such
            status, hdrs, text = 0, {}, "NO ANSWER: %s" % type(e).__name__
        try:
            parsed = json.loads(text) if text else None
            is_json = True
        except ValueError:
            parsed, is_json = text, False
        record = {
            "request": {
                "method": method,
                "path": path,
                "query": shown if shown is not None else (query or []),
                "body": body if raw is None else raw,
                "auth": "golden key" if key == "default" else ("none" if key is None else "other key"),
            },
            "status": status,
            "headers": self._headers(hdrs),
            "body" if is_json else "text": parsed,
        }
        self._save(op, name, record)
        return status, parsed

    @staticmethod
    def _headers(hdrs):
        out = {}
        for h in (hdrs.keys() if hdrs else []):
            low = h.lower()
            if low in DROPPED_HEADERS:
                continue
            values = hdrs.get_all(h) if hasattr(hdrs, "get_all") else [hdrs[h]]
            value = ", ".join(values)
            out[low] = PER_RUN_HEADERS.get(low, value)
        return out

    def _save(self, op, name, record):
        safe = re.sub(r"[^A-Za-z0-9_.@-]+", "_", name).strip("_")[:150] or "_"
        base, n = safe, 2
        while (op, safe) in self.names:  # never overwrite an answer
            safe, n = "%s~%d" % (base, n), n + 1
        self.names.add((op, safe))
        d = os.path.join(self.out, op)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, safe + ".json"), "w", encoding="utf-8") as f:
            json.dump(record, f, indent=2, sort_keys=True, ensure_ascii=False)
            f.write("\n")
        self.counts[op] = self.counts.get(op, 0) + 1


# ---------------------------------------------------------------------------------------------
# What the recordings hold


def uniq(items):
    seen, out = set(), []
    for i in items:
        if i and i not in seen:
            seen.add(i)
            out.append(i)
    return out


def derive(rec):
    """Video IDs, channel IDs and channel references (handles, URLs) from index.json."""
    with open(os.path.join(rec, "index.json"), encoding="utf-8") as f:
        index = json.load(f)
    videos, channels, refs = [], [], []
    for e in index:
        ep, url = e.get("endpoint"), e.get("url", "")
        if ep == "reel_item_watch":  # the mobile player: the video ID is in the URL
            videos.append(dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query)).get("id"))
        if ep == "feed":
            q = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query))
            channels.append(q.get("channel_id"))
        if ep not in ("next", "browse", "resolve_url", "player"):
            continue
        with open(os.path.join(rec, e["file"]), encoding="utf-8") as f:
            body = (json.load(f).get("request") or {}).get("body") or {}
        if ep in ("next", "player") and body.get("videoId"):
            videos.append(body["videoId"])
        elif ep == "browse" and str(body.get("browseId", "")).startswith("UC"):
            channels.append(body["browseId"])
        elif ep == "resolve_url" and body.get("url"):
            refs.append(body["url"])
    # handles in their short form too
    handles = [urllib.parse.urlsplit(u).path.strip("/") for u in refs]
    refs += [h for h in handles if h.startswith("@")]
    return uniq(videos), uniq(channels), uniq(refs)


# ---------------------------------------------------------------------------------------------
# The run


def pages(c, op, name, path, base_query, token_param="token", max_pages=MAX_PAGES):
    """A first page and the pages its continuations lead to (at most max_pages)."""
    token = None
    for p in range(1, max_pages + 1):
        query = list(base_query)
        shown = list(base_query)
        if token:
            query.append((token_param, token))
            shown.append((token_param, "<continuation of page %d>" % (p - 1)))
        status, body = c.call(op, "%s-p%d" % (name, p), "GET", path, query, shown=shown)
        token = body.get("continuation") if status == 200 and isinstance(body, dict) else None
        if not token:
            return token
    return token


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--key", required=True)
    ap.add_argument("--recordings", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    c = Client(a.base, a.key, a.out)
    videos, channels, refs = derive(a.recordings)
    print("recordings: %d videos, %d channels, %d handles/URLs" % (len(videos), len(channels), len(refs)))
    t0 = time.time()

    ext = "/api/external"
    # ---- video content ----
    for v in videos:
        c.call("getVideoDetails", v, "GET", ext + "/videos/details", [("videoId", v)])
        c.call("getShortsDetails", v, "GET", ext + "/shorts/details", [("videoId", v)])
        c.call("getTranscript", v, "GET", ext + "/videos/transcript", [("videoId", v)])
        c.call("getTranscript", v + "-lang-en", "GET", ext + "/videos/transcript",
               [("videoId", v), ("lang", "en")])
        c.call("getSubtitle", v, "GET", ext + "/videos/subtitle", [("videoId", v)])
        c.call("getSubtitle", v + "-lang-de", "GET", ext + "/videos/subtitle",
               [("videoId", v), ("lang", "de")])
        c.call("getRpm", v, "GET", ext + "/videos/rpm", [("videoId", v)])
        pages(c, "getComments", v, ext + "/videos/comments", [("videoId", v)])
    for i in range(0, len(videos), 10):
        chunk = videos[i:i + 10]
        c.call("getBulkTranscript", "chunk%d" % (i // 10 + 1), "POST", ext + "/videos/bulk-transcript",
               body={"videoIds": chunk})
        c.call("getBulkSubtitle", "chunk%d" % (i // 10 + 1), "POST", ext + "/videos/bulk-subtitle",
               body={"videoIds": chunk})
    mixed = videos[:3] + ["short", "dQw4w9WgXc0"]
    c.call("getBulkTranscript", "mixed-invalid", "POST", ext + "/videos/bulk-transcript", body={"videoIds": mixed})
    c.call("getBulkSubtitle", "mixed-invalid", "POST", ext + "/videos/bulk-subtitle", body={"videoIds": mixed})
    eleven = (videos * 2)[:11]
    c.call("getBulkTranscript", "error-eleven-ids", "POST", ext + "/videos/bulk-transcript", body={"videoIds": eleven})
    c.call("getBulkSubtitle", "error-eleven-ids", "POST", ext + "/videos/bulk-subtitle", body={"videoIds": eleven})
    c.call("getBulkTranscript", "error-empty", "POST", ext + "/videos/bulk-transcript", body={"videoIds": []})
    c.call("getBulkSubtitle", "error-no-body", "POST", ext + "/videos/bulk-subtitle", raw="")

    # ---- channels ----
    ch = ext + "/channels"
    for cid in channels:
        c.call("getAbout", cid, "GET", ch + "/about", [("channelId", cid)])
        for sort in ("latest", "popular", "oldest"):
            pages(c, "getVideos", "%s-%s" % (cid, sort), ch + "/videos", [("channelId", cid), ("sort", sort)])
            pages(c, "getShorts", "%s-%s" % (cid, sort), ch + "/shorts", [("channelId", cid), ("sort", sort)])
        for sort in ("date_added", "last_video_added"):
            pages(c, "getPlaylists", "%s-%s" % (cid, sort), ch + "/playlists", [("channelId", cid), ("sort", sort)])
        c.call("getOutliers", cid, "GET", ch + "/outliers", [("channelId", cid)])
        c.call("getOutliers", cid + "-max10-t1.5", "GET", ch + "/outliers",
               [("channelId", cid), ("maxVideos", "10"), ("threshold", "1.5")])
        c.call("getAnalytics", cid, "POST", ext + "/analytics/channel-analytics", body={"channelId": cid})
        c.call("getGeographyDemographicsRevenue", cid, "POST",
               ext + "/analytics/channel-analytics/geography-revenue", body={"channelId": cid})
        c.call("getShortVsLongViews", cid, "GET",
               ext + "/analytics/channel-analytics/%s/short-vs-long-views" % urllib.parse.quote(cid, safe=""))
    for ref in refs:
        c.call("getAbout", "ref-" + ref, "GET", ch + "/about", [("channelId", ref)])
        c.call("getVideos", "ref-" + ref, "GET", ch + "/videos", [("channelId", ref)])
    if channels:
        c.call("getAbout", "alias-channel_id-" + channels[0], "GET", ch + "/about", [("channel_id", channels[0])])

    # ---- errors ----
    recorded_channel = example("getAbout", "channelId")
    v0 = videos[0] if videos else example("getVideoDetails", "videoId")
    c0 = channels[0] if channels else recorded_channel
    c.call("getVideoDetails", "error-no-key", "GET", ext + "/videos/details", [("videoId", v0)], key=None)
    c.call("getVideoDetails", "error-wrong-key", "GET", ext + "/videos/details", [("videoId", v0)],
           key="wrong-key-0123456789")
    c.call("getAbout", "error-no-key", "GET", ch + "/about", [("channelId", c0)], key=None)
    c.call("getAnalytics", "error-no-key", "POST", ext + "/analytics/channel-analytics", body={"channelId": c0}, key=None)
    for bad in ("short", "dQw4w9WgXcQQ", "bad id!!!!!"):
        c.call("getVideoDetails", "error-bad-id-" + bad, "GET", ext + "/videos/details", [("videoId", bad)])
        c.call("getRpm", "error-bad-id-" + bad, "GET", ext + "/videos/rpm", [("videoId", bad)])
    for op, path in (("getVideoDetails", "/videos/details"), ("getRpm", "/videos/rpm"),
                     ("getComments", "/videos/comments"), ("getTranscript", "/videos/transcript"),
                     ("getSubtitle", "/videos/subtitle"), ("getShortsDetails", "/shorts/details")):
        c.call(op, "error-missing-id", "GET", ext + path)
        c.call(op, "error-unknown-dQw4w9WgXc0", "GET", ext + path, [("videoId", "dQw4w9WgXc0")])
    c.call("getComments", "error-bad-token", "GET", ext + "/videos/comments", [("videoId", v0), ("token", "garbage")])
    for bad in ("UC123", "not a channel", recorded_channel + "!"):
        c.call("getAbout", "error-bad-channel-" + bad, "GET", ch + "/about", [("channelId", bad)])
        c.call("getAnalytics", "error-bad-channel-" + bad, "POST", ext + "/analytics/channel-analytics", body={"channelId": bad})
        c.call("getGeographyDemographicsRevenue", "error-bad-channel-" + bad, "POST",
               ext + "/analytics/channel-analytics/geography-revenue", body={"channelId": bad})
        c.call("getShortVsLongViews", "error-bad-channel-" + bad, "GET",
               ext + "/analytics/channel-analytics/%s/short-vs-long-views" % urllib.parse.quote(bad, safe=""))
        c.call("createChannelAnalysisJob", "error-bad-channel-" + bad, "GET", ch + "/analysis/job/create",
               [("channel_id", bad)])
    c.call("getAnalytics", "error-not-an-object", "POST", ext + "/analytics/channel-analytics", raw="[]")
    c.call("getAnalytics", "error-empty-object", "POST", ext + "/analytics/channel-analytics", body={})
    c.call("getAbout", "error-missing-channel", "GET", ch + "/about")
    c.call("getAbout", "error-unknown-UCAAAAAAAAAAAAAAAAAAAAAA", "GET", ch + "/about", [("channelId", "UCAAAAAAAAAAAAAAAAAAAAAA")])
    c.call("getVideos", "error-bad-sort", "GET", ch + "/videos", [("channelId", c0), ("sort", "newest")])
    c.call("getPlaylists", "error-bad-sort", "GET", ch + "/playlists", [("channelId", c0), ("sort", "popular")])
    c.call("getVideos", "error-bad-token", "GET", ch + "/videos", [("channelId", c0), ("token", "garbage")])
    c.call("getOutliers", "error-maxVideos-0", "GET", ch + "/outliers", [("channelId", c0), ("maxVideos", "0")])
    c.call("getOutliers", "error-threshold-x", "GET", ch + "/outliers", [("channelId", c0), ("threshold", "x")])
    # a token of one sort used with another
    for cid in channels:
        st, b = c.call("getVideos", "scope-%s-latest-p1" % cid, "GET", ch + "/videos", [("channelId", cid)])
        if st == 200 and isinstance(b, dict) and b.get("continuation"):
            c.call("getVideos", "error-token-of-other-sort-" + cid, "GET", ch + "/videos",
                   [("channelId", cid), ("sort", "popular"), ("token", b["continuation"])],
                   shown=[("channelId", cid), ("sort", "popular"), ("token", "<continuation of latest p1>")])
            break
    c.call("getChannelAnalysisResult", "error-unknown-job", "GET", ch + "/analysis/job/status",
           [("job_id", "00000000-0000-0000-0000-000000000000")])
    c.call("getChannelAnalysisResult", "error-missing-job-id", "GET", ch + "/analysis/job/status")
    c.call("createChannelAnalysisJob", "error-missing-channel", "GET", ch + "/analysis/job/create")

    # ---- analysis jobs: one per channel, one at a time, polled until it ends ----
    deadline = time.time() + JOB_DEADLINE
    jobs = []
    for cid in channels:
        st, b = c.call("createChannelAnalysisJob", cid, "GET", ch + "/analysis/job/create", [("channel_id", cid)])
        job = b[0].get("job_id") if st == 200 and isinstance(b, list) and b else None
        if not job:
            continue
        jobs.append((cid, job))
        final = None
        while time.time() < deadline:
            st, b = poll(c, ch, job)
            if st != 404:
                final = (st, b)
                break
            time.sleep(JOB_POLL)
        c.call("getChannelAnalysisResult", cid, "GET", ch + "/analysis/job/status", [("job_id", job)],
               shown=[("job_id", "<job of %s>" % cid)])
        if final is None:
            print("job for %s did not end within the deadline" % cid, file=sys.stderr)
    for cid, job in jobs[:2]:  # a second create is answered from the finished analysis
        c.call("createChannelAnalysisJob", cid + "-again", "GET", ch + "/analysis/job/create", [("channel_id", cid)])

    # ---- similar thumbnails (the index is empty: no image is fetched in replay) ----
    ts = ext + "/similar-thumbnails/search"
    for text in ("black holes", "science animation", "music"):
        c.call("searchSimilarThumbnails", "text-" + text, "POST", ts, body={"text": text})
    c.call("searchSimilarThumbnails", "image-loopback-url", "POST", ts, body={"image_url": "http://127.0.0.1:9/x.png"})
    c.call("searchSimilarThumbnails", "error-neither", "POST", ts, body={})
    c.call("searchSimilarThumbnails", "error-both", "POST", ts, body={"text": "x", "image_url": "http://127.0.0.1:9/x.png"})
    c.call("searchSimilarThumbnails", "error-not-json", "POST", ts, raw="not json")

    total = sum(c.counts.values())
    print("captured %d answers in %.0fs:" % (total, time.time() - t0))
    for op in sorted(c.counts):
        print("  %-34s %4d" % (op, c.counts[op]))
    with open(os.path.join(a.out, "_counts.txt"), "w") as f:
        for op in sorted(c.counts):
            f.write("%s %d\n" % (op, c.counts[op]))
        f.write("total %d\n" % total)


def poll(c, ch, job):
    """One poll of a job's status, not saved (how many polls a job needs depends on timing)."""
    url = c.base + ch + "/analysis/job/status?" + urllib.parse.urlencode({"job_id": job})
    req = urllib.request.Request(url, headers={"Authorization": "Bearer " + c.key})
    try:
        with OPENER.open(req, timeout=TIMEOUT) as resp:
            return resp.status, json.loads(resp.read().decode("utf-8"))
    except urllib.error.HTTPError as e:
        return e.code, None
    except Exception:
        return 0, None


if __name__ == "__main__":
    main()
