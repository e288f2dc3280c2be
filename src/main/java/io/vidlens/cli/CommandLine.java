package io.vidlens.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The jar's commands: {@code serve} (the default), {@code keys create|list|revoke}, {@code accounts
 * list|make-operator} and {@code crawl CHANNEL...}. Options of the form {@code --name=value} that a
 * command does not take are Spring properties.
 */
public final class CommandLine {

  private CommandLine() {}

  /** Runs a non-serving command and returns its exit code; empty when the jar should serve. */
  public static OptionalInt runCommand(String[] args) {
    return runCommand(args, System.out, System.err);
  }

  static OptionalInt runCommand(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0 || args[0].equals("serve") || args[0].startsWith("--")) {
      return OptionalInt.empty();
    }
    return switch (args[0]) {
      case "keys" ->
          OptionalInt.of(new KeysCommand(out, err).run(Arrays.copyOfRange(args, 1, args.length)));
      case "crawl" ->
          OptionalInt.of(new CrawlCommand(out, err).run(Arrays.copyOfRange(args, 1, args.length)));
      case "accounts" ->
          OptionalInt.of(
              new AccountsCommand(out, err).run(Arrays.copyOfRange(args, 1, args.length)));
      case "help", "-h", "--help" -> {
        out.println(usage());
        yield OptionalInt.of(0);
      }
      default -> {
        err.println("Unknown command: " + args[0]);
        err.println(usage());
        yield OptionalInt.of(2);
      }
    };
  }

  /** The arguments of {@code serve}: everything but the command word. */
  public static String[] serveArguments(String[] args) {
    return args.length > 0 && args[0].equals("serve")
        ? Arrays.copyOfRange(args, 1, args.length)
        : args;
  }

  static String usage() {
    return """
        Usage: java -jar vidlens.jar [serve] [--property=value ...]
               java -jar vidlens.jar keys create --name NAME [--plan PLAN] [--account ACCOUNT]
               java -jar vidlens.jar keys list
               java -jar vidlens.jar keys revoke KEY_ID_OR_PREFIX
               java -jar vidlens.jar accounts list
               java -jar vidlens.jar accounts make-operator EMAIL
               java -jar vidlens.jar crawl CHANNEL... [--max-videos N]   (IDs, @handles or URLs; default 500 each)
        Spring properties (--vidlens.data-dir=..., --spring.datasource.url=...) work with every command.""";
  }
}
