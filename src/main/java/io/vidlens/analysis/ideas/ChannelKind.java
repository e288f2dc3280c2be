package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import java.util.List;
import java.util.Map;

/**
 * The kinds of channel whose ideas the niche shapes (issue 37, point 3): a let's-play channel gets
 * the games that were outliers across its gaming peers, a news channel follow-ups and formats that
 * drew, a music channel sounds and collaborations. Read from the platform's category of the videos
 * whose details were read (the player's microformat: "Gaming", "News &amp; Politics", "Music"), the
 * most frequent one; without a category, titles of the "Artist - Track [Genre]" or "ft." shape on
 * at least half the videos make a music channel.
 */
enum ChannelKind {
  LETS_PLAY("Gaming", "A let's-play channel", "the games that were outliers across its peers"),
  NEWS(
      "News & Politics",
      "A news channel",
      "follow-ups on its stories and formats that drew across its peers"),
  MUSIC("Music", "A music channel", "the sounds and collaborations that drew across its peers"),
  OTHER("", "", "");

  final String category;
  final String who;
  final String gets;

  ChannelKind(String category, String who, String gets) {
    this.category = category;
    this.who = who;
    this.gets = gets;
  }

  static ChannelKind of(List<VideoSample> videos) {
    Map<String, Long> categories = VideoSample.categoryCounts(videos);
    if (!categories.isEmpty()) {
      String top =
          categories.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
      for (ChannelKind k : values()) {
        if (k != OTHER && k.category.equals(top)) {
          return k;
        }
      }
      return OTHER;
    }
    long tracks = videos.stream().filter(v -> MusicTitles.isTrack(v.title())).count();
    return !videos.isEmpty() && tracks * 2 >= videos.size() ? MUSIC : OTHER;
  }
}
