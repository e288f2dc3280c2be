package io.vidlens.bench;

import io.vidlens.VidlensApplication;
import io.vidlens.testing.Recordings;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Times analysis jobs over the recordings (docs/performance.md): one job with an empty platform
 * cache and a cold embedding model, then the same channel again with both warm (result cache off).
 * Run from the test class path; never run by the test command.
 */
public final class AnalysisJobTiming {

  public static void main(String[] args) throws Exception {
    String channel = args.length > 0 ? args[0] : "UCsXVk37bltHxD1rDPwtNM8Q";
    String[] props = {
      "--vidlens.data-dir=" + Files.createTempDirectory("vidlens-timing-"),
      "--vidlens.upstream.replay=" + Recordings.root(),
      "--vidlens.analysis.cache-ttl=0s",
      "--vidlens.analysis.poll-interval=20ms",
      "--logging.level.root=WARN",
      "--logging.structured.format.console="
    };
    try (ConfigurableApplicationContext app =
        new SpringApplicationBuilder(VidlensApplication.class)
            .web(WebApplicationType.NONE)
            .run(props)) {
      JdbcTemplate jdbc = app.getBean(JdbcTemplate.class);
      var keys = app.getBean(io.vidlens.access.ApiKeyService.class);
      String account = keys.create("timing-" + System.nanoTime(), "k", null).account().id();
      var service = app.getBean(Class.forName("io.vidlens.analysis.AnalysisJobService"));
      var create = service.getClass().getDeclaredMethod("create", String.class, String.class);
      create.setAccessible(true);
      for (String run : new String[] {"cold", "cached"}) {
        Object created = create.invoke(service, account, channel);
        var jobMethod = created.getClass().getDeclaredMethod("job");
        jobMethod.setAccessible(true);
        Object job = jobMethod.invoke(created);
        var idMethod = job.getClass().getDeclaredMethod("id");
        idMethod.setAccessible(true);
        String id = (String) idMethod.invoke(job);
        Instant started = Instant.now();
        Map<String, Object> row;
        do {
          Thread.sleep(20);
          row =
              jdbc.queryForMap(
                  "SELECT status, created_at, completed_at, timings FROM analysis_jobs WHERE id = ?",
                  id);
        } while (!"completed".equals(row.get("status")) && !"failed".equals(row.get("status")));
        System.out.printf(
            "%s: %s in %d ms (created → completed %d ms): %s%n",
            run,
            row.get("status"),
            Duration.between(started, Instant.now()).toMillis(),
            ((Number) row.get("completed_at")).longValue()
                - ((Number) row.get("created_at")).longValue(),
            row.get("timings"));
      }
    }
  }
}
