package io.vidlens.cli;

import io.vidlens.thumbnails.ThumbnailCrawl;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;

/** {@code crawl CHANNEL... [--max-videos N]}: queue and index the thumbnails of channels. */
final class CrawlCommand {

  private final PrintStream out;
  private final PrintStream err;

  CrawlCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  int run(String[] args) {
    List<String> channels = new ArrayList<>();
    List<String> springArgs = new ArrayList<>(List.of("--vidlens.thumbnails.enabled=true"));
    int maxVideos = 500;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--max-videos") && i + 1 < args.length) {
        try {
          maxVideos = Integer.parseInt(args[++i]);
        } catch (NumberFormatException e) {
          err.println("--max-videos needs a number");
          return 2;
        }
      } else if (a.startsWith("--")) {
        springArgs.add(a);
      } else {
        channels.add(a);
      }
    }
    if (channels.isEmpty() || maxVideos < 1) {
      err.println(CommandLine.usage());
      return 2;
    }
    try (ConfigurableApplicationContext context = KeysCommand.start(springArgs)) {
      return ThumbnailCrawl.run(context, channels, maxVideos, out, err);
    }
  }
}
