package io.vidlens.thumbnails;

import io.vidlens.channel.api.ChannelAboutSnapshot;
import io.vidlens.thumbnails.api.HeldVideo;
import io.vidlens.thumbnails.api.HeldVideos;
import io.vidlens.video.api.VideoDetailsSnapshot;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The corpus's videos with their channels' stored about pages, for the niche outlier search. Views
 * are the details' count when the video's details were read (at {@code indexed_at}), else the
 * listing's count when it was first seen: each with the time it was read, so its age is the age the
 * count was read at.
 */
@Component
class StoredHeldVideos implements HeldVideos {

  private final JdbcClient jdbc;

  StoredHeldVideos(DataSource dataSource) {
    this.jdbc = JdbcClient.create(dataSource);
  }

  @Override
  public List<HeldVideo> all() {
    return jdbc.sql(
            """
            SELECT v.video_id, v.channel_id, v.title, v.listed_as_short, v.view_count, v.seen_at,
                   v.indexed_at, v.details, v.text_embedding, c.about
            FROM thumbnail_videos v LEFT JOIN thumbnail_channels c ON c.channel_id = v.channel_id
            WHERE v.channel_id <> ''
            """)
        .query(StoredHeldVideos::row)
        .list();
  }

  private static HeldVideo row(ResultSet rs, int n) throws SQLException {
    VideoDetailsSnapshot details = StoredSnapshots.video(rs.getString("details"));
    ChannelAboutSnapshot about = StoredSnapshots.channel(rs.getString("about"));
    String title = rs.getString("title");
    Long views = rs.getObject("view_count") == null ? null : rs.getLong("view_count");
    Instant readAt = Instant.ofEpochMilli(rs.getLong("seen_at"));
    Long indexedAt = rs.getObject("indexed_at") == null ? null : rs.getLong("indexed_at");
    if (details != null && details.viewCount() != null && indexedAt != null) {
      views = details.viewCount();
      readAt = Instant.ofEpochMilli(indexedAt);
    }
    return new HeldVideo(
        rs.getString("video_id"),
        rs.getString("channel_id"),
        title.isEmpty() && details != null && details.title() != null ? details.title() : title,
        Words.of(title, details),
        rs.getInt("listed_as_short") != 0,
        views,
        readAt,
        details == null ? null : details.publishedAt(),
        Vectors.decode(rs.getString("text_embedding")),
        about == null ? null : about.title(),
        about == null ? null : about.subscriberCount());
  }
}
