#!/usr/bin/env python3
"""Cold starts under a burst of sign-ins (issue 40): starts the jar N times, each on a fresh data
directory, and the moment its port accepts sends 16 sign-ins at once (each loads the form for its
CSRF token, then posts an unknown email: the e-mail check's first use). A start hangs when the
burst is not all answered within the deadline. Prints each start's seconds to first answer and to
the burst's end, and the hangs.

  ./mvnw -B -o -DskipTests package
  python3 bench/cold-start-burst.py target/vidlens.jar 20     # runs, default 20
"""
import concurrent.futures, http.client, os, re, socket, subprocess, sys, tempfile, time, urllib.parse

JAR = sys.argv[1] if len(sys.argv) > 1 else "target/vidlens.jar"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 20
PORT, BURST, DEADLINE = 18080, 16, 120
# The machine's default java may be older than the jar needs (21): JAVA_HOME's, as the README says.
JAVA = os.path.join(os.environ["JAVA_HOME"], "bin", "java") if os.environ.get("JAVA_HOME") else "java"


def sign_in(i):
    conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=DEADLINE)
    try:
        conn.request("GET", "/dashboard/sign-in")
        answer = conn.getresponse()
        page = answer.read()
        cookies = "; ".join(c.split(";", 1)[0] for c in answer.headers.get_all("Set-Cookie") or [])
        token = re.search(rb'name="_csrf" value="([^"]+)"', page)
        form = {"email": "nobody-%d@example.com" % i, "password": "not the password 0123"}
        if token:
            form["_csrf"] = token.group(1).decode()
        conn.request("POST", "/dashboard/sign-in", urllib.parse.urlencode(form),
                     {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookies})
        answer = conn.getresponse()
        answer.read()
        return answer.status
    finally:
        conn.close()


def one_start(run):
    data = tempfile.mkdtemp(prefix="vidlens-cold-")
    node = subprocess.Popen(
        [JAVA, "-Xmx1g", "-jar", JAR, "serve", "--server.port=%d" % PORT,
         "--server.address=127.0.0.1", "--vidlens.data-dir=" + data,
         "--vidlens.analysis.workers=0"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    began = time.monotonic()
    try:
        while time.monotonic() - began < 300:
            if node.poll() is not None:
                sys.exit("run %d: the node exited with %d before accepting (a JDK 21+? the port free?)"
                         % (run, node.returncode))
            try:
                socket.create_connection(("127.0.0.1", PORT), timeout=1).close()
                break
            except OSError:
                time.sleep(0.05)
        accepting = time.monotonic() - began
        with concurrent.futures.ThreadPoolExecutor(BURST) as pool:
            futures = [pool.submit(sign_in, i) for i in range(BURST)]
            done, pending = concurrent.futures.wait(futures, timeout=DEADLINE)
        statuses = sorted(str(f.result()) if not f.exception() else "error" for f in done)
        ended = time.monotonic() - began
        hung = bool(pending) or "error" in statuses
        print("run %2d: accepting after %.1f s, burst done after %.1f s, %s%s"
              % (run, accepting, ended, ",".join(sorted(set(statuses))), "  HUNG" if hung else ""),
              flush=True)
        return hung, accepting
    finally:
        node.kill()
        node.wait()


hangs, starts = 0, []
for run in range(1, RUNS + 1):
    hung, accepting = one_start(run)
    hangs += hung
    starts.append(accepting)
starts.sort()
print("%d cold starts, %d hung; start to accepting: median %.1f s, max %.1f s"
      % (RUNS, hangs, starts[len(starts) // 2], starts[-1]))
