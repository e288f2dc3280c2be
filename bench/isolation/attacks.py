#!/usr/bin/env python3
"""The isolation benchmark's client (docs/performance.md, "Isolation"): against a Vidlens node on
127.0.0.1 it measures a probe (another account's cached Get Video Details every 100 ms) alone, then
beside each attack of issue 26's table, and prints the probe's p50 / p99 / max for each phase next
to the baseline, with what the attacker got by status.

Attacks (each from accounts other than the probe's):
  image   one key, 2 concurrent image searches of a large PNG (served here on 127.0.0.1)
  text    one account, 4 keys x 2 concurrent text searches of 3,000 words
  signin  one account, one address, 16 concurrent successful dashboard sign-ins
  guess   unauthenticated failed sign-ins (unknown emails), each from a new loopback address

The attackers' accounts and keys are made through the dashboard (sign-up, sign-in, "create key").

Usage: attacks.py BASE_URL PROBE_KEY SECONDS [ATTACK...]
The attackers run at the lowest CPU priority (they stand for other machines), the probe in a
process of its own at normal priority.
"""

import http.client
import http.server
import json
import multiprocessing
import os
import random
import re
import socketserver
import struct
import sys
import threading
import time
import urllib.parse
import zlib
from collections import Counter

BASE, PROBE_KEY, SECONDS = sys.argv[1:4]
SECONDS = float(SECONDS)
ATTACKS = sys.argv[4:] or ["image", "text", "signin", "guess"]
IMAGE_KEY, TEXT_KEYS = None, []
TARGET = urllib.parse.urlparse(BASE)
if TARGET.hostname not in ("127.0.0.1", "localhost"):
    sys.exit("attacks.py only targets a server on this machine (127.0.0.1)")
PROBE_PATH = "/api/external/videos/details?videoId=3sbYbckT1VY"
PASSWORD = "isolation bench password 0123"


def connection(source=None, timeout=120):
    return http.client.HTTPConnection(
        TARGET.hostname, TARGET.port, timeout=timeout,
        source_address=(source, 0) if source else None)


def request(conn, method, path, body=None, headers=None):
    conn.request(method, path, body=body, headers=headers or {})
    answer = conn.getresponse()
    data = answer.read()
    return answer, data


# ---- the probe -------------------------------------------------------------------------------

def probe(seconds, results):
    """Get Video Details every 100 ms for SECONDS on a kept-alive connection, in a process of its
    own (no share of the attackers' interpreter lock) at normal priority; sends back each latency
    in ms and the failures by kind."""
    latencies, errors = [], Counter()
    conn = connection(timeout=60)
    headers = {"Authorization": "Bearer " + PROBE_KEY}
    next_at = time.monotonic()
    until = next_at + seconds
    while time.monotonic() < until:
        started = time.monotonic()
        try:
            answer, _ = request(conn, "GET", PROBE_PATH, headers=headers)
            if answer.status != 200:
                errors[answer.status] += 1
        except (http.client.HTTPException, OSError) as e:
            errors[type(e).__name__] += 1
            conn.close()
            conn = connection(timeout=60)
        latencies.append((time.monotonic() - started) * 1000)
        next_at += 0.1
        time.sleep(max(0.0, next_at - time.monotonic()))
    results.send((latencies, errors))


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


# ---- attack: image searches of a large PNG ---------------------------------------------------

def large_png(width=6000, height=6000):
    """An 8-bit RGB PNG of 36 M pixels (under the 40 M limit) that compresses to a few MB: every
    row must still be inflated and unfiltered to decode it."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    rng = random.Random(26)
    tiles = [bytes(rng.randrange(256) for _ in range(3 * 64)) for _ in range(32)]
    compressor = zlib.compressobj(6)
    parts = []
    for y in range(height):
        row = b"".join(tiles[(x + y // 64) % 32] for x in range(width // 64)) + tiles[0][: 3 * (width % 64)]
        parts.append(compressor.compress(b"\x00" + row))
    raw = b"".join(parts) + compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


class Images(http.server.BaseHTTPRequestHandler):
    body = b""

    def log_message(self, *args):
        pass

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.send_header("Content-Length", str(len(Images.body)))
        self.end_headers()
        try:
            self.wfile.write(Images.body)
        except OSError:
            pass


class ThreadingServer(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


def image_attack(stop, counts):
    server = ThreadingServer(("127.0.0.1", 0), Images)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/big.png" % server.server_address[1]

    def one_client():
        conn = connection()
        headers = {"Authorization": "Bearer " + IMAGE_KEY, "Content-Type": "application/json"}
        n = 0
        while not stop.is_set():
            n += 1
            body = json.dumps({"image_url": "%s?n=%d" % (url, n)})
            try:
                answer, _ = request(conn, "POST", "/api/external/similar-thumbnails/search", body, headers)
                counts[answer.status] += 1
                wait_after(answer)
            except (http.client.HTTPException, OSError) as e:
                counts[type(e).__name__] += 1
                conn.close()
                conn = connection()

    return [one_client, one_client], server.shutdown


def wait_after(answer):
    """A client told to wait (429/503) retries after a short pause, as a hasty client would."""
    if answer.status in (429, 503):
        time.sleep(0.05)


# ---- attack: text searches of 3,000 words ----------------------------------------------------

WORDS = ("volcano chess bread guitar rover origami travel marathon scarf jazz octopus treehouse "
         "quantum skateboard honey motorcycle painting cucumber aqueduct ramen powder house drone "
         "castle river mountain engine garden ocean planet violin camera forest").split()


def text_attack(stop, counts):
    def client(key, seed):
        def run():
            rng = random.Random(seed)
            conn = connection()
            headers = {"Authorization": "Bearer " + key, "Content-Type": "application/json"}
            while not stop.is_set():
                text = " ".join(rng.choice(WORDS) + str(rng.randrange(1000)) for _ in range(3000))
                try:
                    answer, _ = request(conn, "POST", "/api/external/similar-thumbnails/search",
                                        json.dumps({"text": text}), headers)
                    counts[answer.status] += 1
                    wait_after(answer)
                except (http.client.HTTPException, OSError) as e:
                    counts[type(e).__name__] += 1
                    conn.close()
                    conn = connection()
        return run
    return [client(k, i * 10 + j) for i, k in enumerate(TEXT_KEYS) for j in range(2)], None


# ---- attacks: dashboard sign-ins -------------------------------------------------------------

def sign_in(source, email, password):
    """Loads the sign-in form (its CSRF cookie and token), posts it; the status of the post."""
    conn = connection(source=source, timeout=60)
    try:
        answer, page = request(conn, "GET", "/dashboard/sign-in")
        cookies = "; ".join(
            c.split(";", 1)[0] for c in answer.headers.get_all("Set-Cookie") or [])
        token = re.search(rb'name="_csrf" value="([^"]+)"', page)
        form = {"email": email, "password": password}
        if token:
            form["_csrf"] = token.group(1).decode()
        answer, _ = request(conn, "POST", "/dashboard/sign-in", urllib.parse.urlencode(form),
                            {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookies})
        if answer.status == 302:
            return "302 " + ("signed-in" if answer.getheader("Location", "").endswith("/dashboard")
                             else "refused")
        return answer.status
    finally:
        conn.close()


def sign_up(email, password):
    conn = connection(timeout=60)
    try:
        answer, page = request(conn, "GET", "/dashboard/sign-up")
        cookies = "; ".join(c.split(";", 1)[0] for c in answer.headers.get_all("Set-Cookie") or [])
        token = re.search(rb'name="_csrf" value="([^"]+)"', page).group(1).decode()
        form = {"email": email, "password": password, "confirm": password, "_csrf": token}
        answer, _ = request(conn, "POST", "/dashboard/sign-up", urllib.parse.urlencode(form),
                            {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookies})
        return answer.status
    finally:
        conn.close()


class Browser:
    """A dashboard visitor: keeps its cookies, posts forms with their CSRF token."""

    def __init__(self):
        self.cookies = {}

    def exchange(self, method, path, form=None):
        conn = connection(timeout=60)
        try:
            headers = {"Cookie": "; ".join("%s=%s" % kv for kv in self.cookies.items())}
            body = None
            if form is not None:
                body = urllib.parse.urlencode(form)
                headers["Content-Type"] = "application/x-www-form-urlencoded"
            answer, page = request(conn, method, path, body, headers)
            for c in answer.headers.get_all("Set-Cookie") or []:
                name, _, value = c.split(";", 1)[0].partition("=")
                self.cookies[name] = value
            return answer, page.decode("utf-8", "replace")
        finally:
            conn.close()

    def submit(self, page, action, form):
        _, html = self.exchange("GET", page)
        form = dict(form, _csrf=re.search(r'name="_csrf" value="([^"]+)"', html).group(1))
        return self.exchange("POST", action, form)[0]


def account_with_keys(who, count):
    """A new dashboard account with COUNT API keys; their secrets."""
    email = "%s-%d@example.com" % (who, os.getpid())
    browser = Browser()
    form = {"email": email, "password": PASSWORD, "confirm": PASSWORD}
    if browser.submit("/dashboard/sign-up", "/dashboard/sign-up", form).status != 302:
        sys.exit("sign-up of %s failed" % email)
    answer = browser.submit("/dashboard/sign-in", "/dashboard/sign-in",
                            {"email": email, "password": PASSWORD})
    if not answer.getheader("Location", "").endswith("/dashboard"):
        sys.exit("sign-in of %s failed" % email)
    secrets = []
    for i in range(count):
        if browser.submit("/dashboard/keys", "/dashboard/keys", {"name": "k%d" % i}).status != 302:
            sys.exit("no key for %s" % email)
        _, html = browser.exchange("GET", "/dashboard/keys")
        secrets.append(re.search(r'id="new-key"[^>]*value="(vl_[A-Za-z0-9_-]{43})"', html).group(1))
    return secrets


def signin_attack(stop, counts):
    email = "isolation-%d@example.com" % os.getpid()
    status = sign_up(email, PASSWORD)
    if status != 302:
        sys.exit("sign-up for the sign-in attack answered %s" % status)

    def run():
        while not stop.is_set():
            try:
                status = sign_in(None, email, PASSWORD)
                counts[status] += 1
                if status in (429, 503):
                    time.sleep(0.05)
            except (http.client.HTTPException, OSError) as e:
                counts[type(e).__name__] += 1
    return [run] * 16, None


def guess_attack(stop, counts):
    addresses = ("127.%d.%d.%d" % (a, b, c) for a in range(1, 255) for b in range(256)
                 for c in range(1, 255))
    lock = threading.Lock()

    def run():
        while not stop.is_set():
            with lock:
                source = next(addresses)
            email = "nobody-%s@example.com" % source
            try:
                counts[sign_in(source, email, "wrong password %s" % source)] += 1
            except (http.client.HTTPException, OSError) as e:
                counts[type(e).__name__] += 1
    return [run] * 16, None


ATTACK_MAKERS = {
    "image": ("one key, 2 concurrent image searches of a large PNG", image_attack),
    "text": ("one account, 4 keys x 2 text searches of 3,000 words", text_attack),
    "signin": ("one account, one address, 16 concurrent successful sign-ins", signin_attack),
    "guess": ("unauthenticated failed sign-ins, each from a new loopback address", guess_attack),
}


def lowest_priority(run):
    """The attackers stand for other machines: each thread at nice 19 (Linux: per thread)."""
    def niced():
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        except OSError:
            pass
        run()
    return niced


def phase(name, make):
    stop = threading.Event()
    counts = Counter()
    threads, cleanup = make(stop, counts) if make else ([], None)
    attackers = [threading.Thread(target=lowest_priority(t), daemon=True) for t in threads]
    if attackers:
        for a in attackers:
            a.start()
        time.sleep(2)  # a head start, to reach full load before the probe starts
    received, sent = multiprocessing.Pipe(duplex=False)
    prober = multiprocessing.get_context("spawn").Process(target=probe, args=(SECONDS, sent))
    prober.start()
    latencies, errors = received.recv()
    prober.join(60)
    stop.set()
    for a in attackers:
        a.join(120)
    if cleanup:
        cleanup()
    return latencies, errors, counts


def main():
    print("probe: GET %s every 100 ms, %.0f s per phase" % (PROBE_PATH, SECONDS))
    print("%-66s %8s %8s %8s %6s  %s" % ("phase", "p50 ms", "p99 ms", "max ms", "n", "attacker answers"))
    base, errors, _ = phase("baseline", None)
    rows = [("baseline (probe alone)", base, errors, Counter())]
    print_row(*rows[0])
    global IMAGE_KEY, TEXT_KEYS
    if "image" in ATTACKS:
        Images.body = large_png()
        IMAGE_KEY = account_with_keys("image-attacker", 1)[0]
    if "text" in ATTACKS:
        TEXT_KEYS = account_with_keys("text-attacker", 4)
    for attack in ATTACKS:
        title, make = ATTACK_MAKERS[attack]
        latencies, errors, counts = phase(attack, make)
        print_row(title, latencies, errors, counts)
        time.sleep(3)  # let the node settle between attacks


def print_row(title, latencies, errors, counts):
    answers = ", ".join("%s: %d" % (k, v) for k, v in sorted(counts.items(), key=lambda kv: str(kv[0])))
    probe_errors = (" probe errors " + str(dict(errors))) if errors else ""
    print("%-66s %8.1f %8.1f %8.1f %6d  %s%s" % (
        title, percentile(latencies, 50), percentile(latencies, 99), max(latencies or [0]),
        len(latencies), answers, probe_errors), flush=True)


if __name__ == "__main__":
    main()
