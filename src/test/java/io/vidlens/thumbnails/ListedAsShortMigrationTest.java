package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.TestDatabases;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.sqlite.SQLiteDataSource;

/**
 * Migration V15 on rows stored before it: a video listed with a Shorts thumbnail or from a Shorts
 * page is still answered as a Short, on both databases.
 */
class ListedAsShortMigrationTest {

  /** Stored source URLs, and whether the search answered the video as listed as a Short. */
  private static final Map<String, Boolean> STORED =
      Map.of(
          "oar2", true,
          "oarWebp", true,
          "shortsPage", true,
          "hqdefault", false,
          "none", false);

  private static final Map<String, String> URLS =
      Map.of(
          "oar2",
              "https://i.ytimg.com/vi/oar2/oar2.jpg?sqp=-oaymwEdCJUDENAFSFWQAgHyq4qpAwwIARUAAIhCcAHAAQY=&rs=AOn4",
          "oarWebp", "https://i.ytimg.com/vi_webp/oarWebp/oardefault.webp",
          "shortsPage", "https://www.youtube.com/shorts/shortsPage",
          "hqdefault",
              "https://i.ytimg.com/vi/hqdefault/hqdefault.jpg?sqp=-oaymwEcCNACELwBSFXyq4qpAw4IARUAAIhCGAFwAcABBg==",
          "none", "");

  @TempDir Path dir;

  @Test
  void sqliteRowsKeepTheirShortsListing() {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("vidlens.db"));
    assertListingKept(sqlite);
  }

  @Test
  void postgresRowsKeepTheirShortsListing() {
    String url = TestDatabases.freshPostgresSchema();
    try {
      assertListingKept(
          new DriverManagerDataSource(url, TestDatabases.USER, TestDatabases.PASSWORD));
    } finally {
      TestDatabases.dropSchema(url);
    }
  }

  private static void assertListingKept(DataSource db) {
    Flyway.configure()
        .dataSource(db)
        .locations("classpath:db/migration")
        .target("14")
        .load()
        .migrate();
    JdbcTemplate jdbc = new JdbcTemplate(db);
    URLS.forEach(
        (id, url) ->
            jdbc.update(
                "INSERT INTO thumbnail_videos (video_id, source_url, state, next_attempt_at, seen_at)"
                    + " VALUES (?, ?, 'done', 0, 0)",
                id,
                url));
    Flyway.configure().dataSource(db).locations("classpath:db/migration").load().migrate();
    Map<String, Boolean> listed =
        jdbc.queryForList("SELECT video_id, listed_as_short FROM thumbnail_videos").stream()
            .collect(
                Collectors.toMap(
                    r -> (String) r.get("video_id"),
                    r -> ((Number) r.get("listed_as_short")).intValue() != 0));
    assertThat(listed).isEqualTo(STORED);
  }
}
