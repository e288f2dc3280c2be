package io.vidlens.dashboard;

import io.vidlens.radar.api.Watchlists;
import io.vidlens.testing.ConstructedTrajectories;
import io.vidlens.testing.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The server with a service clock the test moves, and a constructed channel ({@link
 * ConstructedTrajectories}) put on a watchlist as a row, so no platform is read (the server's is a
 * closed port).
 */
@Import(RadarServerTest.MovedClock.class)
abstract class RadarServerTest extends DashboardServerTest {

  @TestConfiguration(proxyBeanMethods = false)
  static class MovedClock {
    @Bean
    @Primary
    MutableClock movedClock() {
      return new MutableClock(Instant.now().truncatedTo(ChronoUnit.HOURS));
    }
  }

  @Autowired MutableClock clock;
  @Autowired JdbcTemplate jdbc;
  @Autowired Watchlists watchlists;

  /** {@link ConstructedTrajectories} on the moved clock, put on a signed-up account's watchlist. */
  final class World {
    private final ConstructedTrajectories trajectories = new ConstructedTrajectories(jdbc, clock);
    final String channel = trajectories.channel;
    final String prefix = trajectories.prefix;
    final String planted = trajectories.planted;

    String upload(Duration ago) {
      return trajectories.upload(ago);
    }

    void sampled() {
      trajectories.sampled();
    }

    /** A new watchlist of the account holding this channel; its ID. */
    String watchedBy(String email) {
      String account = directory.findByEmail(email).orElseThrow().accountId();
      String id = watchlists.create(account, "Rivals " + prefix, null).id();
      trajectories.watchedOn(id);
      return id;
    }
  }

  static String radarPage(String watchlistId) {
    return "/dashboard/watchlists/" + watchlistId;
  }

  static String videoPage(String watchlistId, String videoId) {
    return radarPage(watchlistId) + "/videos/" + videoId;
  }
}
