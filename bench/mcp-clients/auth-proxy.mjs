// A pass-through on 127.0.0.1 that adds "Authorization: Bearer KEY" to every request, for the
// conformance suite, which cannot send a header. Answers (event streams too) are piped as they come.
// Usage: node auth-proxy.mjs LISTEN_PORT TARGET_URL KEY   (TARGET_URL like http://127.0.0.1:8261)
import http from "node:http";

const [listenPort, target, key] = process.argv.slice(2);
const upstream = new URL(target);

http
  .createServer((req, res) => {
    const headers = { ...req.headers, authorization: `Bearer ${key}` };
    delete headers.host; // the target's own, as a direct client would send
    const out = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    out.on("error", (e) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`auth-proxy: ${e.message}`);
    });
    res.on("close", () => out.destroy());
    req.pipe(out);
  })
  .listen(Number(listenPort), "127.0.0.1");
