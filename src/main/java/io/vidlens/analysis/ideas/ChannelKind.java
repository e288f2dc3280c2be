package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.text.Terms;
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
  LETS_PLAY(
      "Gaming",
      "A let's-play channel",
      "the games that were outliers across its peers",
      "Video games"),
  NEWS(
      "News & Politics",
      "A news channel",
      "follow-ups on its stories and formats that drew across its peers",
      "Politics and world news"),
  MUSIC(
      "Music",
      "A music channel",
      "the sounds and collaborations that drew across its peers",
      "Music"),
  OTHER("", "", "", "");

  final String category;
  final String who;
  final String gets;

  /**
   * The subject of {@link SubjectTaxonomy} that is this kind itself: on a music channel "Music"
   * names no bucket, as "Video games" none on a let's-play channel.
   */
  final String subject;

  ChannelKind(String category, String who, String gets, String subject) {
    this.category = category;
    this.who = who;
    this.gets = gets;
    this.subject = subject;
  }

  static ChannelKind of(List<VideoSample> videos) {
    return of(videos, null);
  }

  /**
   * As above; without a category also a channel whose name says it is news ("NBC News", "24 News
   * HD"), and one whose titles are "Artist - Track" (a short track after the dash, no other
   * separator) on three quarters of them or more, as a music channel's uploads read without genres.
   */
  static ChannelKind of(List<VideoSample> videos, String channelTitle) {
    ChannelKind read = categorised(videos);
    if (read != null) {
      return read;
    }
    if (channelTitle != null
        && Terms.tokens(channelTitle).stream().anyMatch(w -> w.equals("news"))) {
      return NEWS;
    }
    long plain = videos.stream().filter(v -> MusicTitles.isArtistTrack(v.title())).count();
    return !videos.isEmpty() && plain * 4 >= videos.size() * 3 ? MUSIC : OTHER;
  }

  /** The kind the categories or the track titles say; null when neither says one. */
  private static ChannelKind categorised(List<VideoSample> videos) {
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
    return !videos.isEmpty() && tracks * 2 >= videos.size() ? MUSIC : null;
  }
}
