#!/usr/bin/env python3
"""An abusive client for the abuse soak (docs/performance.md): for DURATION seconds, against a
Vidlens node on 127.0.0.1, it

- serves hostile images itself on 127.0.0.1: a server that accepts and never answers (/stall), one
  that sends headers and then drips a byte a second (/drip), and a decompression bomb (/bomb.png: a
  few KB of PNG that decodes to a long, thin 16-bit image of about 320 MB);
- floods similar-thumbnail search with those image URLs from one key;
- floods analysis-job creation from one account;
- floods the dashboard's sign-up form with new and existing emails.

Every loop is bounded by the duration and every request by a timeout; nothing leaves 127.0.0.1.
Prints the answers it got by kind and status.

Usage: bench/abuse.py BASE_URL API_KEY DURATION_SECONDS
"""

import http.client
import http.cookiejar
import http.server
import json
import os
import re
import socket
import socketserver
import struct
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import zlib
from collections import Counter

BASE, KEY, DURATION = sys.argv[1], sys.argv[2], float(sys.argv[3])
if not urllib.parse.urlparse(BASE).hostname in ("127.0.0.1", "localhost"):
    sys.exit("abuse.py only targets a server on this machine (127.0.0.1)")
DEADLINE = time.monotonic() + DURATION
# Each abusive thread sends at most this many requests a second (12 threads: ~120/s, six times its
# plan's rate), so that the abuser's own client, which shares this machine's cores with the server,
# does not starve the server by itself; a real abuser's client runs elsewhere.
PER_THREAD_RATE = 10.0
counts = Counter()
lock = threading.Lock()
CHANNELS = [
    "UCsXVk37bltHxD1rDPwtNM8Q",
    "UC6nSFpj9HTCZ5t-N3Rm3-HA",
    "UCTwECeGqMZee77BjdoYtI2Q",
    "UCEOXxzW2vU0P-0THehuIIeg",
]


def count(kind, status):
    with lock:
        counts[(kind, status)] += 1


def bomb_png(width=40_000, height=1_000):
    """A 16-bit RGBA PNG of width x height zeros: 320 MB decoded, a few hundred KB compressed."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    row = b"\x00" + b"\x00" * (width * 8)
    compressor = zlib.compressobj(9)
    raw = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, 16, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


BOMB = bomb_png()


class HostileImages(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path.startswith("/stall"):
            # accept, read the request, never answer (until the run ends)
            while time.monotonic() < DEADLINE:
                time.sleep(0.5)
            return
        if self.path.startswith("/drip"):
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(BOMB)))
            self.end_headers()
            for b in BOMB[:600]:
                if time.monotonic() >= DEADLINE:
                    return
                try:
                    self.wfile.write(bytes([b]))
                    self.wfile.flush()
                except OSError:
                    return
                time.sleep(1)
            return
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.send_header("Content-Length", str(len(BOMB)))
        self.end_headers()
        try:
            self.wfile.write(BOMB)
        except OSError:
            pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


def paced(loop):
    """Runs loop() until the deadline, at most PER_THREAD_RATE times a second."""
    while time.monotonic() < DEADLINE:
        started = time.monotonic()
        loop()
        time.sleep(max(0.0, 1.0 / PER_THREAD_RATE - (time.monotonic() - started)))


API = threading.local()


def call(method, path, body=None, headers=None, timeout=30):
    """One API request on this thread's kept-alive connection (a new one after a failure)."""
    target = urllib.parse.urlparse(BASE)
    for attempt in (1, 2):
        if getattr(API, "connection", None) is None:
            API.connection = http.client.HTTPConnection(target.hostname, target.port, timeout=timeout)
        try:
            API.connection.request(method, path, body=body, headers=headers or {})
            answer = API.connection.getresponse()
            answer.read()
            if answer.getheader("Connection", "").lower() == "close":
                API.connection.close()
                API.connection = None
            return answer.status
        except (http.client.HTTPException, OSError):
            API.connection.close()
            API.connection = None
            if attempt == 2:
                return "timeout/closed"


def image_flood(image_base):
    urls = [image_base + "/stall", image_base + "/drip", image_base + "/bomb.png"]
    sent = [0]

    def one():
        i = sent[0]
        sent[0] += 1
        url = urls[i % len(urls)] + "?n=" + str(i)
        body = json.dumps({"image_url": url}).encode()
        headers = {"Authorization": "Bearer " + KEY, "Content-Type": "application/json"}
        status = call("POST", "/api/external/similar-thumbnails/search", body, headers, timeout=120)
        count("image-search", status)

    paced(one)


def job_flood():
    sent = [0]

    def one():
        channel = CHANNELS[sent[0] % len(CHANNELS)]
        sent[0] += 1
        path = "/api/external/channels/analysis/job/create?channel_id=" + channel
        count("job-create", call("GET", path, headers={"Authorization": "Bearer " + KEY}))

    paced(one)


def sign_up_flood():
    sent = [0]

    def one():
        i = sent[0]
        sent[0] += 1
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        try:
            with opener.open(BASE + "/dashboard/sign-up", timeout=30) as page:
                html = page.read().decode("utf-8", "replace")
        except (urllib.error.URLError, OSError) as e:
            count("sign-up", getattr(e, "code", "timeout/closed"))
            return
        token = re.search(r'name="_csrf" value="([^"]+)"', html)
        email = "victim@example.com" if i % 2 else "flood%d@example.com" % i
        password = "correct horse battery staple %d" % i
        form = {"email": email, "password": password, "confirm": password}
        if token:
            form["_csrf"] = token.group(1)
        request = urllib.request.Request(
            BASE + "/dashboard/sign-up", data=urllib.parse.urlencode(form).encode(), method="POST"
        )
        try:
            with opener.open(request, timeout=30) as answer:
                answer.read()
                count("sign-up", answer.status)
        except urllib.error.HTTPError as e:
            count("sign-up", e.code)
        except (urllib.error.URLError, OSError):
            count("sign-up", "timeout/closed")

    paced(one)


def main():
    images = Server(("127.0.0.1", 0), HostileImages)
    threading.Thread(target=images.serve_forever, daemon=True).start()
    image_base = "http://127.0.0.1:%d" % images.server_address[1]
    workers = [threading.Thread(target=image_flood, args=(image_base,)) for _ in range(8)]
    workers += [threading.Thread(target=job_flood) for _ in range(2)]
    workers += [threading.Thread(target=sign_up_flood) for _ in range(2)]
    for w in workers:
        w.daemon = True
        w.start()
    for w in workers:
        w.join(timeout=max(0, DEADLINE - time.monotonic()) + 150)
    images.shutdown()
    for (kind, status), n in sorted(counts.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        print("abuser %-13s %-15s %d" % (kind, status, n))
    used = os.times()
    print("abuser client CPU %.1f s (it shares this machine's cores with the server)" % (used.user + used.system))


if __name__ == "__main__":
    main()
