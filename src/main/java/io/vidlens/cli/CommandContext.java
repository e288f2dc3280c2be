package io.vidlens.cli;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The application as the administration commands start it: no web server, quiet plain logs. The
 * application class is handed in by {@code main}, so that cli, which the application class starts,
 * does not name it back (a cycle between the two modules).
 *
 * @param application the Spring Boot application class the commands start
 */
record CommandContext(Class<?> application) {

  /** For commands that do not read the platform (keys, accounts). */
  ConfigurableApplicationContext start(List<String> springArgs) {
    List<String> args = new ArrayList<>(springArgs);
    // no request for the platform's current client version either
    addUnlessGiven(args, "--vidlens.upstream.client-version-refresh=0");
    return startReadingPlatform(args);
  }

  /** For commands that read the platform (crawl, doctor): its client version is read at start. */
  ConfigurableApplicationContext startReadingPlatform(List<String> springArgs) {
    // Quiet, plain logs for a terminal, unless the operator asked otherwise. Passed as
    // arguments because application.properties outranks default properties.
    List<String> args = new ArrayList<>(springArgs);
    addUnlessGiven(args, "--logging.level.root=WARN");
    // Lucene's advice on the vector module is for servers, not for one command's output
    addUnlessGiven(args, "--logging.level.org.apache.lucene=ERROR");
    addUnlessGiven(args, "--logging.structured.format.console=");
    // administration commands neither open nor fill the thumbnail index (crawl turns it on)
    addUnlessGiven(args, "--vidlens.thumbnails.enabled=false");
    return new SpringApplicationBuilder(application)
        .web(WebApplicationType.NONE)
        .bannerMode(Banner.Mode.OFF)
        .logStartupInfo(false)
        .run(args.toArray(String[]::new));
  }

  private static void addUnlessGiven(List<String> args, String setting) {
    String key = setting.substring(0, setting.indexOf('=') + 1);
    if (args.stream().noneMatch(a -> a.startsWith(key))) {
      args.add(setting);
    }
  }
}
