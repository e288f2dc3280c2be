package io.vidlens.cli;

import io.vidlens.thumbnails.ThumbnailCrawl;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.springframework.context.ConfigurableApplicationContext;

/** {@code crawl CHANNEL... [--max-videos N]}: queue and index the thumbnails of channels. */
record CrawlCommand(CommandContext application, PrintStream out, PrintStream err) {

  int run(String[] args) {
    CommandArguments parsed;
    int maxVideos;
    try {
      parsed = CommandArguments.parse(List.of(args), Set.of("max-videos"));
      maxVideos = Integer.parseInt(parsed.options().getOrDefault("max-videos", "500"));
    } catch (CommandArguments.Invalid e) {
      err.println(e.getMessage());
      return 2;
    } catch (NumberFormatException e) {
      err.println("--max-videos needs a number");
      return 2;
    }
    List<String> channels = parsed.positional();
    List<String> springArgs = new ArrayList<>(List.of("--vidlens.thumbnails.enabled=true"));
    springArgs.addAll(parsed.springArgs());
    if (channels.isEmpty() || maxVideos < 1) {
      err.println(CommandLine.usage());
      return 2;
    }
    try (ConfigurableApplicationContext context = application.startReadingPlatform(springArgs)) {
      return ThumbnailCrawl.run(context, channels, maxVideos, out, err);
    }
  }
}
