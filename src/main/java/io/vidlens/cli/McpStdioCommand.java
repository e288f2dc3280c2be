package io.vidlens.cli;

import io.vidlens.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.util.Map;

/**
 * {@code mcp --stdio [--url URL]}: MCP for desktop agents that start their servers as programs
 * (Claude Desktop, Cursor, VS Code), carried to a local or remote Vidlens' {@code /mcp} with the
 * key in {@code VIDLENS_API_KEY}. Starts no application: no database, no web server, no banner, and
 * writes nothing but JSON-RPC on its output.
 */
final class McpStdioCommand {

  static final String KEY_VARIABLE = "VIDLENS_API_KEY";
  static final String URL_VARIABLE = "VIDLENS_URL";
  static final String DEFAULT_URL = "http://localhost:8080/mcp";

  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;
  private final Map<String, String> environment;

  McpStdioCommand(
      InputStream in, PrintStream out, PrintStream err, Map<String, String> environment) {
    this.in = in;
    this.out = out;
    this.err = err;
    this.environment = environment;
  }

  int run(String[] args) {
    String url = environment.getOrDefault(URL_VARIABLE, DEFAULT_URL);
    boolean stdio = false;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--stdio")) {
        stdio = true;
      } else if (args[i].startsWith("--url=")) {
        url = args[i].substring("--url=".length());
      } else if (args[i].equals("--url") && i + 1 < args.length) {
        url = args[++i];
      } else {
        err.println("Unknown option for mcp: " + args[i]);
        err.println(CommandLine.help("mcp"));
        return 2;
      }
    }
    if (!stdio) {
      err.println(CommandLine.help("mcp"));
      return 2;
    }
    URI endpoint;
    try {
      endpoint = endpoint(url);
    } catch (IllegalArgumentException e) {
      err.println("Not an http(s) URL of a Vidlens server: " + url);
      return 2;
    }
    String key = environment.get(KEY_VARIABLE);
    if (key == null || key.isBlank()) {
      err.println("vidlens mcp: " + KEY_VARIABLE + " is not set; the server will refuse calls.");
    }
    err.println("vidlens mcp: carrying MCP from standard input to " + endpoint);
    try {
      new StdioBridge(
              new McpHttpRelay(endpoint, key, JsonMappers.PLAIN), JsonMappers.PLAIN, out, err)
          .run(in);
      return 0;
    } catch (IOException e) {
      err.println("vidlens mcp: " + e.getMessage());
      return 1;
    }
  }

  /** The server's MCP endpoint: the URL as given, or its {@code /mcp} when only a base is given. */
  static URI endpoint(String url) {
    URI uri = URI.create(url.strip());
    if (uri.getHost() == null
        || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
      throw new IllegalArgumentException(url);
    }
    String path = uri.getPath() == null ? "" : uri.getPath();
    return path.isEmpty() || path.equals("/") ? uri.resolve("/mcp") : uri;
  }
}
