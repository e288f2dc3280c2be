package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.ChannelAsked;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.CountsRead;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.modulith.test.Scenario;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.util.FileSystemUtils;

/**
 * The history module with the database (storage) and the catalog's stores: the counts the read
 * layer tells it read ({@link CountsRead}) land in {@code count_readings}, a channel read for a
 * client ({@link ChannelAsked}) is tracked, each through the event publication registry.
 */
@ApplicationModuleTest(verifyAutomatically = false, extraIncludes = "storage")
class CountsToHistoryScenarioTest {

  static final String CHANNEL = "UC" + "0".repeat(21) + "7";
  static final Instant AT = Instant.parse("2026-06-01T10:15:00Z");
  static final Path dataDir = newDataDirectory();

  private static Path newDataDirectory() {
    try {
      return Files.createTempDirectory("vidlens-history-scenario");
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @DynamicPropertySource
  static void dataDirectory(DynamicPropertyRegistry registry) {
    registry.add("vidlens.data-dir", () -> dataDir.toString());
  }

  @AfterAll
  static void removeDataDirectory() throws IOException {
    FileSystemUtils.deleteRecursively(dataDir);
  }

  /** The catalog's stores as they are, over the module's database. */
  @TestConfiguration(proxyBeanMethods = false)
  static class Stores {
    @Bean
    CountHistory countHistory(JdbcTemplate jdbc) {
      return new CountHistory(jdbc);
    }

    @Bean
    TrackedChannels trackedChannels(JdbcTemplate jdbc) {
      return new TrackedChannels(jdbc, Clock.systemUTC());
    }

    @Bean
    ReadPolicy readPolicy() {
      return new ReadPolicy(10);
    }
  }

  @MockitoBean Channels channels;
  @Autowired CountHistory history;
  @Autowired TrackedChannels tracked;

  @Test
  void countsReadAreStored(Scenario scenario) {
    CountReading subscribers =
        new CountReading(Subject.CHANNEL, CHANNEL, CHANNEL, Metric.SUBSCRIBERS, 1_200_000, AT);
    scenario
        .publish(new CountsRead(List.of(subscribers)))
        .andWaitForStateChange(() -> history.readings(new ChannelId(CHANNEL)), r -> !r.isEmpty())
        .andVerify(readings -> assertThat(readings).containsExactly(subscribers));
  }

  @Test
  void aChannelReadForAClientIsTracked(Scenario scenario) {
    scenario
        .publish(new ChannelAsked(CHANNEL, AT))
        .andWaitForStateChange(() -> tracked.lastAsked(new ChannelId(CHANNEL)), a -> a.isPresent())
        .andVerify(asked -> assertThat(asked).contains(AT));
  }
}
