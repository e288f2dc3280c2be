package io.vidlens.cli;

import io.vidlens.history.HistoryExport;
import io.vidlens.model.ChannelId;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code history export --channel ID [--format csv|json]}: prints a channel's stored history of
 * counts (the database only; the platform is not asked).
 */
record HistoryCommand(CommandContext application, PrintStream out, PrintStream err) {

  int run(String[] args) {
    if (args.length == 0 || !args[0].equals("export")) {
      err.println(
          args.length == 0 ? CommandLine.help("history") : "Unknown subcommand: " + args[0]);
      return 2;
    }
    Optional<CommandArguments> parsed =
        CommandArguments.afterSubcommand(args, Set.of("channel", "format"), err);
    if (parsed.isEmpty()) {
      return 2;
    }
    String channel = parsed.get().options().get("channel");
    String format = parsed.get().options().getOrDefault("format", "csv").toLowerCase(Locale.ROOT);
    if (channel == null || !parsed.get().positional().isEmpty()) {
      err.println(CommandLine.help("history"));
      return 2;
    }
    if (!ChannelId.isValid(channel.strip())) {
      err.println("Not a channel ID (UC followed by 22 characters): '" + channel + "'");
      return 2;
    }
    if (!format.equals("csv") && !format.equals("json")) {
      err.println("--format must be csv or json, not '" + format + "'");
      return 2;
    }
    try (ConfigurableApplicationContext context = application.start(parsed.get().springArgs())) {
      return HistoryExport.run(context, channel.strip(), format, out, err);
    }
  }
}
