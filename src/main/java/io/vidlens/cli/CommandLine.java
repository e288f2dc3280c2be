package io.vidlens.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The jar's commands: {@code serve}, {@code keys create|list|revoke}, {@code accounts
 * list|make-operator}, {@code crawl CHANNEL...}, {@code doctor}, {@code history export}, {@code mcp
 * --stdio} and {@code help [COMMAND]}. Options of the form {@code --name=value} that a command does
 * not take are Spring properties; words that are only such properties serve too. No words at all
 * print the usage and start nothing, unless {@value #DEFAULT_COMMAND} names a command ({@code
 * ./mvnw spring-boot:run} and the container image set it to {@code serve}); {@code --help} or
 * {@code -h} anywhere print the help of the command.
 */
public final class CommandLine {

  private CommandLine() {}

  /**
   * Runs a non-serving command and returns its exit code; empty when the jar should serve.
   *
   * @param application the Spring Boot application class that commands start
   */
  public static OptionalInt runCommand(Class<?> application, String[] args) {
    return runCommand(
        application, defaulted(args, System.getenv(DEFAULT_COMMAND)), System.out, System.err);
  }

  /**
   * The environment variable naming what the jar runs when given no words ({@code serve} under
   * {@code ./mvnw spring-boot:run} and in the container image); unset, the usage is printed.
   */
  static final String DEFAULT_COMMAND = "VIDLENS_DEFAULT_COMMAND";

  static String[] defaulted(String[] args, String defaultCommand) {
    return args.length == 0 && defaultCommand != null && !defaultCommand.isBlank()
        ? new String[] {defaultCommand.trim()}
        : args;
  }

  static OptionalInt runCommand(
      Class<?> application, String[] args, PrintStream out, PrintStream err) {
    CommandContext context = new CommandContext(application);
    if (args.length == 0) {
      out.println(usage());
      return OptionalInt.of(0);
    }
    if (Arrays.asList(args).contains("--help") || Arrays.asList(args).contains("-h")) {
      out.println(help(args[0]));
      return OptionalInt.of(0);
    }
    if (args[0].equals("serve") || args[0].startsWith("--")) {
      return OptionalInt.empty();
    }
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    return switch (args[0]) {
      case "keys" -> OptionalInt.of(new KeysCommand(context, out, err).run(rest));
      case "crawl" -> OptionalInt.of(new CrawlCommand(context, out, err).run(rest));
      case "doctor" -> OptionalInt.of(new DoctorCommand(context, out, err).run(rest));
      case "accounts" -> OptionalInt.of(new AccountsCommand(context, out, err).run(rest));
      case "history" -> OptionalInt.of(new HistoryCommand(context, out, err).run(rest));
      case "mcp" -> OptionalInt.of(mcp(rest, out, err));
      case "help" -> {
        out.println(args.length > 1 ? help(args[1]) : usage());
        yield OptionalInt.of(0);
      }
      default -> {
        err.println("Unknown command: " + args[0]);
        err.println(usage());
        yield OptionalInt.of(2);
      }
    };
  }

  /**
   * The stdio bridge owns the output: the JSON-RPC stream. Anything else that would print there (a
   * library's log) goes to standard error instead.
   */
  private static int mcp(String[] args, PrintStream out, PrintStream err) {
    if (out == System.out) {
      System.setOut(err);
    }
    return new McpStdioCommand(System.in, out, err, System.getenv()).run(args);
  }

  /** The arguments of {@code serve}: everything but the command word. */
  public static String[] serveArguments(String[] args) {
    String[] words = defaulted(args, System.getenv(DEFAULT_COMMAND));
    return words.length > 0 && words[0].equals("serve")
        ? Arrays.copyOfRange(words, 1, words.length)
        : words;
  }

  /** What one command does and takes; the whole usage for anything else. */
  static String help(String command) {
    return switch (command) {
      case "serve" ->
          """
          java -jar vidlens.jar serve [--property=value ...]
            Serves the API, the dashboard and the contract (port 8080 unless --server.port=...).
            Any Spring property can be given, e.g. --vidlens.data-dir=./data,
            --spring.datasource.url=jdbc:postgresql://..., --vidlens.upstream.replay=DIR.""";
      case "keys" ->
          """
          java -jar vidlens.jar keys create --name NAME [--plan PLAN] [--account ACCOUNT]
            Makes a key and prints it once on standard output (details on standard error).
          java -jar vidlens.jar keys list
            Lists the keys: ID, prefix, name, account, plan, creation, last use and state.
          java -jar vidlens.jar keys revoke KEY_ID_OR_PREFIX
            Revokes a key; it is refused from the next request on.""";
      case "accounts" ->
          """
          java -jar vidlens.jar accounts list
            Lists the accounts: ID, email or name, role, plan, active keys and units used.
          java -jar vidlens.jar accounts make-operator EMAIL
            Makes a signed-up person an operator of the dashboard.""";
      case "crawl" ->
          """
          java -jar vidlens.jar crawl CHANNEL... [--max-videos N]
            Lists each channel's Videos and Shorts tabs (IDs, @handles or URLs; at most N videos a
            channel, 500 unless given) and indexes their thumbnails, printing what this run
            queued, indexed and why any failed.""";
      case "doctor" ->
          """
          java -jar vidlens.jar doctor [--property=value ...]
            Probes the platform with a few well-known IDs (a video, a channel, a handle, a caption
            track, a comment page, a channel tab page) through the read layer and prints what
            works, how long it took and the fix for each failure; exit code 1 when one failed.
            With --vidlens.upstream.replay=DIR it probes the recordings instead.""";
      case "history" ->
          """
          java -jar vidlens.jar history export --channel CHANNEL_ID [--format csv|json]
            Prints the channel's stored history: every reading of its subscribers, total views and
            video count, and of its videos' views, oldest first (CSV unless --format json). Reads
            the database only; the history grows as clients ask about the channel and as the
            scheduler refreshes it (vidlens.history.*).""";
      case "mcp" ->
          """
          java -jar vidlens.jar mcp --stdio [--url URL]
            MCP over standard input and output, for desktop agents (Claude Desktop, Cursor, VS
            Code), carried to the /mcp of a Vidlens server (URL, else VIDLENS_URL, else
            http://localhost:8080/mcp) with the API key in VIDLENS_API_KEY. Starts no server and
            writes nothing but JSON-RPC on standard output (docs/mcp.md).""";
      default -> usage();
    };
  }

  static String usage() {
    return """
        Usage: java -jar vidlens.jar serve [--property=value ...]
               java -jar vidlens.jar keys create --name NAME [--plan PLAN] [--account ACCOUNT]
               java -jar vidlens.jar keys list
               java -jar vidlens.jar keys revoke KEY_ID_OR_PREFIX
               java -jar vidlens.jar accounts list
               java -jar vidlens.jar accounts make-operator EMAIL
               java -jar vidlens.jar crawl CHANNEL... [--max-videos N]   (IDs, @handles or URLs; default 500 each)
               java -jar vidlens.jar doctor   (probes the platform, prints what works and the fixes)
               java -jar vidlens.jar history export --channel CHANNEL_ID [--format csv|json]
               java -jar vidlens.jar mcp --stdio [--url URL]   (MCP for desktop agents; key in VIDLENS_API_KEY)
               java -jar vidlens.jar help [COMMAND]
        Spring properties (--vidlens.data-dir=..., --spring.datasource.url=...) work with every command.""";
  }
}
