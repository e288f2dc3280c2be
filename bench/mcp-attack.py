#!/usr/bin/env python3
"""The MCP attack benchmark (docs/performance.md, "MCP attacks"): against a running Vidlens node on
this machine, one attacking key runs each flood of issue 40 for PHASE seconds while another
account's key measures its own cached calls, over MCP (tools/call get_video_details) and over the
API (GET /api/external/videos/details), and the node's liveness. Floods, one phase each:

- initialize: many threads send initialize as fast as they can (no stream, no DELETE);
- streams: sessions up to the cap, each with a GET /mcp event stream, and clients that open a
  stream and vanish without closing it (the sockets must not stay in CLOSE_WAIT);
- clientinfo: initialize with a 1 MB clientInfo.name;
- analyses: concurrent tools/call analyze_channel (CHANNEL) with a wait of 600 s.

Prints, per phase, the attacker's answers by status, the victim's p50/p99/max for each kind of call
and any failure, liveness, the node's open sessions' effect (none measured directly) and the
sockets left in CLOSE_WAIT on the node's port afterwards (ss). Nothing leaves 127.0.0.1.

Usage: bench/mcp-attack.py BASE_URL ATTACKER_KEY VICTIM_KEY VIDEO_ID CHANNEL_ID [PHASE_SECONDS]
The victim's video should be cached (call it once before); keys of two different accounts.
"""

import http.client
import json
import multiprocessing
import os
import random
import socket
import subprocess
import sys
import threading
import time
import urllib.parse

BASE, ATTACKER, VICTIM, VIDEO, CHANNEL = sys.argv[1:6]
PHASE = float(sys.argv[6]) if len(sys.argv) > 6 else 20.0
URL = urllib.parse.urlparse(BASE)
if URL.hostname not in ("127.0.0.1", "localhost"):
    sys.exit("mcp-attack.py only targets a server on this machine")
HOST, PORT = URL.hostname, URL.port or 80
ACCEPT = "application/json, text/event-stream"


def request(method, path, key, body=None, headers=None, timeout=30):
    """(status, headers, body text); status 0 for a connection failure."""
    conn = http.client.HTTPConnection(HOST, PORT, timeout=timeout)
    try:
        h = {"Authorization": "Bearer " + key, "Accept": ACCEPT}
        if body is not None:
            h["Content-Type"] = "application/json"
        h.update(headers or {})
        conn.request(method, path, body=body, headers=h)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode("utf-8", "replace")
    except (OSError, http.client.HTTPException):
        return 0, {}, ""
    finally:
        conn.close()


OPENED = []  # the attacker's sessions, deleted between phases so each flood starts fresh


def initialize(key, name="mcp-attack"):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": name, "version": "1"}}})
    status, headers, _ = request("POST", "/mcp", key, body)
    session = {k.lower(): v for k, v in headers.items()}.get("mcp-session-id")
    if session and key == ATTACKER:
        OPENED.append(session)
    if session:
        request("POST", "/mcp", key, json.dumps(
            {"jsonrpc": "2.0", "method": "notifications/initialized"}), {"Mcp-Session-Id": session})
    return status, session


def call_tool(key, session, name, arguments, timeout=30):
    body = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                       "params": {"name": name, "arguments": arguments}})
    return request("POST", "/mcp", key, body, {"Mcp-Session-Id": session}, timeout)


VICTIM_PAUSE = float(os.environ.get("VICTIM_PAUSE", "0.025"))


class Victim(multiprocessing.Process):
    """Another account's calls, one of each kind every VICTIM_PAUSE seconds (25 ms: several hundred
    of each kind a phase, so that p99 is not the second-slowest call), timed. A process of its own: as a
    thread it would wait for the attacker's threads' interpreter lock, timing Python, not the node."""

    def __init__(self):
        super().__init__(daemon=True)
        self.stop, self.results = multiprocessing.Event(), multiprocessing.Queue()

    def run(self):
        _, session = initialize(VICTIM, "victim")
        times, failures = {"mcp": [], "api": [], "live": []}, []

        def timed(kind, call):
            started = time.perf_counter()
            status, _, text = call()
            times[kind].append((time.perf_counter() - started) * 1000)
            if status != 200 or (kind == "mcp" and '"isError":true' in text):
                failures.append((kind, status))

        while not self.stop.is_set():
            timed("mcp", lambda: call_tool(VICTIM, session, "get_video_details", {"videoId": VIDEO}))
            timed("api", lambda: request("GET", "/api/external/videos/details?videoId=" + VIDEO, VICTIM))
            timed("live", lambda: request("GET", "/actuator/health/liveness", VICTIM, timeout=10))
            time.sleep(VICTIM_PAUSE)
        self.results.put((times, failures))

    def finish(self):
        """Stops the calls; answers (times by kind, failures)."""
        self.stop.set()
        outcome = self.results.get(timeout=60)
        self.join(10)
        return outcome


def flood(worker, threads):
    counts, lock, stop = {}, threading.Lock(), time.monotonic() + PHASE

    def loop():
        while time.monotonic() < stop:
            outcome = worker()
            with lock:
                counts[outcome] = counts.get(outcome, 0) + 1

    running = [threading.Thread(target=loop, daemon=True) for _ in range(threads)]
    for t in running:
        t.start()
    for t in running:
        t.join(PHASE + 120)
    return counts


def initialize_flood():
    return initialize(ATTACKER)[0]


def stream_flood():
    status, session = initialize(ATTACKER)
    if not session:  # at the cap: use one of the sessions it has (each holds one stream at most)
        if not OPENED:
            return "init-%d" % status
        session = random.choice(OPENED)
    # Opens the session's event stream and vanishes without a word (no FIN handshake wait).
    s = socket.create_connection((HOST, PORT), timeout=10)
    s.sendall(("GET /mcp HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nAccept: text/event-stream\r\n"
               "Mcp-Session-Id: %s\r\n\r\n" % (HOST, ATTACKER, session)).encode())
    first = s.recv(64).split(b" ")[1:2]
    s.close()
    return "stream-" + (first[0].decode() if first else "none")


def clientinfo_flood():
    return initialize(ATTACKER, "x" * 1_000_000)[0]


def analysis_flood():
    status, session = initialize(ATTACKER)
    if not session:
        return "init-%d" % status
    status, _, text = call_tool(ATTACKER, session, "analyze_channel",
                                {"channelId": CHANNEL, "waitSeconds": 600}, timeout=PHASE + 60)
    request("DELETE", "/mcp", ATTACKER, headers={"Mcp-Session-Id": session})
    return "%d%s" % (status, " tool-error" if '"isError":true' in text else "")


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))] if ordered else float("nan")


def close_wait():
    try:
        out = subprocess.run(["ss", "-tanH", "state", "close-wait", "( sport = :%d )" % PORT],
                             capture_output=True, text=True, timeout=10).stdout
        return len([line for line in out.splitlines() if line.strip()])
    except (OSError, subprocess.SubprocessError):
        return "n/a"


def main():
    phases = [("initialize", initialize_flood, 16), ("streams", stream_flood, 16),
              ("clientinfo", clientinfo_flood, 8), ("analyses", analysis_flood, 20)]
    for name, worker, threads in phases:
        victim = Victim()
        victim.start()
        counts = flood(worker, threads)
        victim_times, victim_failures = victim.finish()
        print("== %s (%d threads, %.0f s): attacker %s" % (name, threads, PHASE, dict(sorted(counts.items()))))
        for kind, times in victim_times.items():
            print("   victim %-4s n=%-4d p50=%7.1f ms  p99=%7.1f ms  max=%7.1f ms" % (
                kind, len(times), percentile(times, 0.5), percentile(times, 0.99), max(times or [0])))
        print("   victim failures: %s" % (victim_failures[:10] or "none"))
        for session in OPENED:
            request("DELETE", "/mcp", ATTACKER, headers={"Mcp-Session-Id": session})
        OPENED.clear()
        time.sleep(2)
        print("   CLOSE_WAIT on :%d after the phase: %s" % (PORT, close_wait()))


if __name__ == "__main__":
    main()
