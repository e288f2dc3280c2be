package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.Plan;
import io.vidlens.catalog.ChannelRef;
import io.vidlens.catalog.ChannelWatchChanged;
import io.vidlens.catalog.Channels;
import io.vidlens.embeddings.LanguageDetector;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.history.api.VideoTrajectories;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelPage;
import io.vidlens.radar.api.Watchlists;
import io.vidlens.thumbnails.api.HeldVideos;
import io.vidlens.thumbnails.api.PublicAddresses;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.modulith.test.Scenario;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.util.FileSystemUtils;

/**
 * The radar module with its database: a channel entering its first watchlist, of any account,
 * publishes {@link ChannelWatchChanged} watched; entering a second one publishes nothing; leaving
 * the last (taken off, or its list deleted) publishes it unwatched.
 */
@ApplicationModuleTest(verifyAutomatically = false, extraIncludes = "storage")
class WatchlistEventsScenarioTest {

  static final String CHANNEL = "UC" + "w".repeat(22);
  static final Path dataDir = newDataDirectory();

  private static Path newDataDirectory() {
    try {
      return Files.createTempDirectory("vidlens-radar-scenario");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
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

  @MockitoBean Channels channels;
  @MockitoBean AccountDirectory accounts;

  /** The breakouts' trajectories (history): not what this scenario is about. */
  @MockitoBean VideoTrajectories trajectories;

  /**
   * The thumbnail corpus (outlier search) and its address check (alerts): not about this either.
   */
  @MockitoBean HeldVideos heldVideos;

  @MockitoBean PublicAddresses addresses;

  @MockitoBean TextEmbedder embedder;

  @MockitoBean LanguageDetector languages;

  @Autowired Watchlists watchlists;
  @Autowired WatchlistStore store;
  @Autowired JdbcTemplate jdbc;

  @BeforeEach
  void accountsAndAChannel() {
    for (String account : List.of("acc-1", "acc-2")) {
      jdbc.update(
          "INSERT INTO accounts (id, name, plan, created_at) SELECT ?, ?, 'default', 0"
              + " WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE id = ?)",
          account,
          account,
          account);
    }
    when(accounts.planOf(any())).thenReturn(new Plan("default", 1000, 10));
    when(channels.resolve(any(ChannelRef.class))).thenReturn(new ChannelId(CHANNEL));
    when(channels.channelPage(any()))
        .thenReturn(new ChannelPage.AgeRestricted(CHANNEL, "Watched", List.of(), "gate"));
  }

  @Test
  void aChannelsFirstEntryAndLastExitArePublishedAndNothingBetween(Scenario scenario) {
    String first = watchlists.create("acc-1", "One", null).id();
    String second = watchlists.create("acc-2", "Two", null).id();

    scenario
        .stimulate(() -> watchlists.addChannel("acc-1", first, CHANNEL))
        .andWaitForEventOfType(ChannelWatchChanged.class)
        .matching(e -> e.channelId().equals(CHANNEL))
        .toArriveAndVerify(e -> assertThat(e.watched()).isTrue());

    watchlists.addChannel("acc-2", second, CHANNEL);
    watchlists.removeChannel("acc-1", first, CHANNEL);
    assertThat(store.watchedChannels()).as("the second list still holds it").contains(CHANNEL);

    scenario
        .stimulate(() -> watchlists.delete("acc-2", second))
        .andWaitForEventOfType(ChannelWatchChanged.class)
        .matching(e -> e.channelId().equals(CHANNEL) && !e.watched())
        .toArriveAndVerify(e -> assertThat(store.watchedChannels()).doesNotContain(CHANNEL));
  }
}
