package io.vidlens.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Count;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.ShortItem;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoItem;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a listed page tells the thumbnail corpus: a Short is said to be listed as one. */
class VideosSeenTest {

  @Test
  void aShortsEntryIsListedAsAShortAndALongFormOneIsNot() {
    ShortItem s =
        new ShortItem(
            "sssssssssss",
            "S",
            "895K views",
            new Count(895_000, false),
            List.of(new Thumbnail("https://i.ytimg.com/vi/sssssssssss/oardefault.jpg", 405, 720)));
    VideoItem v =
        new VideoItem(
            "vvvvvvvvvvv",
            "V",
            "12 views",
            Count.exactly(12),
            "",
            null,
            "1:00",
            60L,
            List.of(new Thumbnail("https://i.ytimg.com/vi/vvvvvvvvvvv/hqdefault.jpg", 480, 360)),
            false,
            false,
            VideoItem.Access.PUBLIC,
            false);
    PlaylistItem p = new PlaylistItem("PL1", "P", "3 videos", Count.exactly(3), "", List.of());

    List<VideosSeen.Video> seen = VideosSeen.listed("UC1", List.of(s, v, p)).videos();

    assertThat(seen)
        .extracting(VideosSeen.Video::videoId, VideosSeen.Video::listedAsShort)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("sssssssssss", true),
            org.assertj.core.groups.Tuple.tuple("vvvvvvvvvvv", false));
    assertThat(new VideosSeen.Video("x", "UC1", "t", "u").listedAsShort()).isFalse();
  }
}
