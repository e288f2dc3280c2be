package io.vidlens.thumbnails;

import io.vidlens.catalog.VideosSeen;
import io.vidlens.model.Count;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Tables {@code thumbnail_videos} and {@code thumbnail_channels} (migration V6), and the change
 * feed of stored vectors ({@code index_seq}, migration V10) that every node's index follows.
 */
@Repository
class ThumbnailStore {

  private static final String COLUMNS =
      "video_id, channel_id, title, source_url, listed_as_short, view_count, state, attempts, file_name, embedder, embedding, text_embedding, details";

  record ChannelSnapshot(
      String channelId, String about, Double averageViews, Integer analysed, long fetchedAt) {}

  private final JdbcClient jdbc;
  private final TransactionTemplate tx;

  ThumbnailStore(DataSource dataSource, TransactionTemplate tx) {
    this.jdbc = JdbcClient.create(dataSource);
    this.tx = tx;
  }

  /**
   * Queues videos not seen before; for known ones only fills in a title, channel or URL (with the
   * URL, whether that listing showed a Short: the flag goes with the listing it came from).
   */
  int enqueue(List<VideosSeen.Video> videos, long now) {
    Integer added =
        tx.execute(
            status -> {
              int n = 0;
              for (VideosSeen.Video v : videos) {
                n +=
                    jdbc.sql(
                            """
                        INSERT INTO thumbnail_videos (video_id, channel_id, title, source_url, listed_as_short, view_count, state, next_attempt_at, seen_at)
                        VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?)
                        ON CONFLICT (video_id) DO UPDATE SET
                          channel_id = CASE WHEN excluded.channel_id <> '' THEN excluded.channel_id ELSE thumbnail_videos.channel_id END,
                          title = CASE WHEN excluded.title <> '' THEN excluded.title ELSE thumbnail_videos.title END,
                          source_url = CASE WHEN excluded.source_url <> '' THEN excluded.source_url ELSE thumbnail_videos.source_url END,
                          listed_as_short = CASE WHEN excluded.source_url <> '' THEN excluded.listed_as_short ELSE thumbnail_videos.listed_as_short END,
                          view_count = COALESCE(excluded.view_count, thumbnail_videos.view_count)
                        """)
                        .params(
                            v.videoId(),
                            v.channelId(),
                            v.title(),
                            v.thumbnailUrl(),
                            v.listedAsShort() ? 1 : 0,
                            Count.valueOf(v.viewCount()),
                            now,
                            now)
                        .update();
              }
              return n;
            });
    return added == null ? 0 : added;
  }

  /**
   * Claims up to {@code limit} due videos for {@code leaseMillis}: a conditional update per row, so
   * two nodes never work on one video at once.
   */
  List<CorpusVideo> claimDue(int limit, long now, long leaseMillis) {
    List<Map.Entry<String, Long>> due =
        jdbc.sql(
                "SELECT video_id, next_attempt_at FROM thumbnail_videos WHERE state IN ('queued', 'enrich') "
                    + "AND next_attempt_at <= ? ORDER BY next_attempt_at, seen_at LIMIT ?")
            .params(now, limit)
            .query((rs, row) -> Map.entry(rs.getString(1), rs.getLong(2)))
            .list();
    List<String> claimed = new java.util.ArrayList<>();
    for (var d : due) {
      int n =
          jdbc.sql(
                  "UPDATE thumbnail_videos SET next_attempt_at = ? WHERE video_id = ? AND next_attempt_at = ?")
              .params(now + leaseMillis, d.getKey(), d.getValue())
              .update();
      if (n == 1) {
        claimed.add(d.getKey());
      }
    }
    return find(claimed).values().stream().toList();
  }

  Map<String, CorpusVideo> find(Collection<String> ids) {
    if (ids.isEmpty()) {
      return Map.of();
    }
    String marks = ids.stream().map(i -> "?").collect(Collectors.joining(","));
    return jdbc
        .sql("SELECT " + COLUMNS + " FROM thumbnail_videos WHERE video_id IN (" + marks + ")")
        .params(List.copyOf(ids))
        .query(ThumbnailStore::row)
        .list()
        .stream()
        .collect(Collectors.toMap(CorpusVideo::videoId, v -> v));
  }

  /** Where one of the crawl's videos stands in the queue, and why it last failed. */
  record QueueState(String state, int attempts, String lastError) {}

  /** The queue states of {@code ids} (those not in the queue are missing from the map). */
  Map<String, QueueState> queueStates(Collection<String> ids) {
    Map<String, QueueState> states = new java.util.HashMap<>();
    List<String> all = List.copyOf(ids);
    for (int from = 0; from < all.size(); from += 500) {
      List<String> chunk = all.subList(from, Math.min(all.size(), from + 500));
      String marks = chunk.stream().map(i -> "?").collect(Collectors.joining(","));
      jdbc.sql(
              "SELECT video_id, state, attempts, last_error FROM thumbnail_videos WHERE video_id IN ("
                  + marks
                  + ")")
          .params(chunk)
          .query(
              (rs, n) ->
                  Map.entry(
                      rs.getString(1),
                      new QueueState(rs.getString(2), rs.getInt(3), rs.getString(4))))
          .list()
          .forEach(e -> states.put(e.getKey(), e.getValue()));
    }
    return states;
  }

  void indexed(
      String id,
      String fileName,
      int width,
      int height,
      String embedder,
      float[] embedding,
      float[] textEmbedding,
      String state,
      long now) {
    tx.executeWithoutResult(
        status -> {
          long seq = nextIndexSeq();
          jdbc.sql(
                  """
              UPDATE thumbnail_videos SET state = ?, attempts = 0, next_attempt_at = ?, last_error = NULL,
                file_name = ?, width = ?, height = ?, embedder = ?, embedding = ?, text_embedding = ?, indexed_at = ?,
                index_seq = ?
              WHERE video_id = ?
              """)
              .params(
                  state,
                  now,
                  fileName,
                  width,
                  height,
                  embedder,
                  Vectors.encode(embedding),
                  Vectors.encode(textEmbedding),
                  now,
                  seq,
                  id)
              .update();
        });
  }

  void enriched(String id, String details, float[] textEmbedding, long now) {
    tx.executeWithoutResult(
        status -> {
          long seq = nextIndexSeq();
          jdbc.sql(
                  "UPDATE thumbnail_videos SET state = 'done', attempts = 0, details = ?, text_embedding = ?, "
                      + "last_error = NULL, next_attempt_at = ?, index_seq = ? WHERE video_id = ?")
              .params(details, Vectors.encode(textEmbedding), now, seq, id)
              .update();
        });
  }

  /**
   * The next number of the change feed (migration V10), taken inside the caller's transaction: the
   * counter stays locked until that transaction ends, so numbers become visible in order.
   */
  private long nextIndexSeq() {
    jdbc.sql("UPDATE thumbnail_index_sequence SET last_value = last_value + 1 WHERE id = 1")
        .update();
    return jdbc.sql("SELECT last_value FROM thumbnail_index_sequence WHERE id = 1")
        .query(Long.class)
        .single();
  }

  /** A row of the change feed: the video as stored now, and the number of its latest change. */
  record Change(long seq, CorpusVideo video) {}

  /**
   * The feed after number {@code after}, in order, every embedder's rows (a reader skips the others
   * but moves past them). A row changed again shows once, with its latest number.
   */
  List<Change> changedSince(long after, int limit) {
    return jdbc.sql(
            "SELECT "
                + COLUMNS
                + ", index_seq FROM thumbnail_videos WHERE index_seq > ? ORDER BY index_seq LIMIT ?")
        .params(after, limit)
        .query((rs, n) -> new Change(rs.getLong("index_seq"), row(rs, n)))
        .list();
  }

  /**
   * Where the feed is and how many vectors of one embedder it holds, read together (one snapshot).
   */
  record FeedPosition(long lastSeq, long indexed) {}

  FeedPosition feedPosition(String embedder) {
    return jdbc.sql(
            "SELECT (SELECT COALESCE(MAX(index_seq), 0) FROM thumbnail_videos), "
                + "(SELECT COUNT(*) FROM thumbnail_videos WHERE embedding IS NOT NULL AND embedder = ?)")
        .param(embedder)
        .query((rs, n) -> new FeedPosition(rs.getLong(1), rs.getLong(2)))
        .single();
  }

  void retryLater(String id, String state, int attempts, String error, long nextAt) {
    jdbc.sql(
            "UPDATE thumbnail_videos SET state = ?, attempts = ?, last_error = ?, next_attempt_at = ? WHERE video_id = ?")
        .params(state, attempts, error, nextAt, id)
        .update();
  }

  /**
   * Vectors of another embedder are recomputed (from the stored files: nothing is fetched again).
   */
  int requeueOtherEmbedders(String embedder, long now) {
    return jdbc.sql(
            "UPDATE thumbnail_videos SET state = 'queued', attempts = 0, next_attempt_at = ? "
                + "WHERE embedding IS NOT NULL AND embedder <> ?")
        .params(now, embedder)
        .update();
  }

  long countIndexed(String embedder) {
    return jdbc.sql(
            "SELECT COUNT(*) FROM thumbnail_videos WHERE embedding IS NOT NULL AND embedder = ?")
        .param(embedder)
        .query(Long.class)
        .single();
  }

  Map<String, Long> countsByState() {
    return jdbc
        .sql("SELECT state, COUNT(*) FROM thumbnail_videos GROUP BY state")
        .query((rs, row) -> Map.entry(rs.getString(1), rs.getLong(2)))
        .list()
        .stream()
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
  }

  /** Every indexed video of {@code embedder}, page by page (for rebuilding the index). */
  void forEachIndexed(String embedder, Consumer<CorpusVideo> each) {
    String after = "";
    while (true) {
      List<CorpusVideo> page =
          jdbc.sql(
                  "SELECT "
                      + COLUMNS
                      + " FROM thumbnail_videos WHERE embedding IS NOT NULL AND embedder = ? "
                      + "AND video_id > ? ORDER BY video_id LIMIT 500")
              .params(embedder, after)
              .query(ThumbnailStore::row)
              .list();
      if (page.isEmpty()) {
        return;
      }
      page.forEach(each);
      after = page.getLast().videoId();
    }
  }

  /** Queued images not yet tried (the rest are waiting to retry after a failure). */
  long untried() {
    return jdbc.sql("SELECT COUNT(*) FROM thumbnail_videos WHERE state = 'queued' AND attempts = 0")
        .query(Long.class)
        .single();
  }

  /** Videos of a channel still queued or awaiting details. */
  long pending(String channelId) {
    return jdbc.sql(
            "SELECT COUNT(*) FROM thumbnail_videos WHERE channel_id = ? AND state IN ('queued', 'enrich')")
        .param(channelId)
        .query(Long.class)
        .single();
  }

  /** Some finished video of a channel (tests and diagnostics). */
  String anyDone(String channelId) {
    return jdbc.sql(
            "SELECT video_id FROM thumbnail_videos WHERE channel_id = ? AND state = 'done' ORDER BY video_id LIMIT 1")
        .param(channelId)
        .query(String.class)
        .single();
  }

  Optional<ChannelSnapshot> channel(String channelId) {
    return jdbc.sql(
            "SELECT channel_id, about, average_views, analysed, fetched_at FROM thumbnail_channels WHERE channel_id = ?")
        .param(channelId)
        .query(
            (rs, row) ->
                new ChannelSnapshot(
                    rs.getString(1),
                    rs.getString(2),
                    rs.getObject(3) == null ? null : rs.getDouble(3),
                    rs.getObject(4) == null ? null : rs.getInt(4),
                    rs.getLong(5)))
        .optional();
  }

  Map<String, ChannelSnapshot> channels(Collection<String> ids) {
    Map<String, ChannelSnapshot> out = new java.util.HashMap<>();
    for (String id : new java.util.HashSet<>(ids)) {
      channel(id).ifPresent(c -> out.put(id, c));
    }
    return out;
  }

  void putChannel(ChannelSnapshot c) {
    jdbc.sql(
            """
            INSERT INTO thumbnail_channels (channel_id, about, average_views, analysed, fetched_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (channel_id) DO UPDATE SET about = excluded.about, average_views = excluded.average_views,
              analysed = excluded.analysed, fetched_at = excluded.fetched_at
            """)
        .params(c.channelId(), c.about(), c.averageViews(), c.analysed(), c.fetchedAt())
        .update();
  }

  private static CorpusVideo row(ResultSet rs, int n) throws SQLException {
    return new CorpusVideo(
        rs.getString("video_id"),
        rs.getString("channel_id"),
        rs.getString("title"),
        rs.getString("source_url"),
        rs.getInt("listed_as_short") != 0,
        rs.getObject("view_count") == null ? null : rs.getLong("view_count"),
        rs.getString("state"),
        rs.getInt("attempts"),
        rs.getString("file_name"),
        rs.getString("embedder"),
        Vectors.decode(rs.getString("embedding")),
        Vectors.decode(rs.getString("text_embedding")),
        rs.getString("details"));
  }
}
