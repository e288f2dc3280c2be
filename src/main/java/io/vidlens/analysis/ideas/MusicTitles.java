package io.vidlens.analysis.ideas;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A music title read as the uploads write it: "Artist - Track [Genre]", "Artist - Track (feat.
 * Other)", "Artist - Track ft. Other &amp; Third". The genre is a bracket's text unless it names
 * the upload rather than the sound ("[Official Video]", "[NCS Release]").
 */
final class MusicTitles {

  private MusicTitles() {}

  private static final Pattern ARTIST_TRACK = Pattern.compile("^(.+?)\\s+[-–—]\\s+(.+)$");
  private static final Pattern GENRE = Pattern.compile("\\[([^\\]]{2,30})\\]");
  private static final Pattern FEATURING =
      Pattern.compile("(?i)(?:\\(|\\s)(?:ft\\.?|feat\\.?|featuring)\\s+([^\\[\\]()]+)");
  private static final Pattern NOT_A_SOUND =
      Pattern.compile("(?i)video|lyric|release|official|audio|download|visuali[sz]er|\\bhd\\b|4k");
  private static final Pattern SEVERAL = Pattern.compile("\\s*(?:&|,|\\bx\\b|\\band\\b)\\s*");

  /** Whether the title reads as a track: artist and track, with a genre or a featured artist. */
  static boolean isTrack(String title) {
    return ARTIST_TRACK.matcher(title).matches()
        && (!genres(title).isEmpty() || FEATURING.matcher(title).find());
  }

  /** Short tracks: "Zovah - IGNITE", "Alison Wonderland - Lost & Found". */
  static final int TRACK_WORDS = 5;

  /** "Artist - Track" alone: one dash, a track of a few words, no other separator. */
  static boolean isArtistTrack(String title) {
    Matcher m = ARTIST_TRACK.matcher(title);
    return m.matches()
        && !title.contains("|")
        && !m.group(2).matches(".*\\s[-–—]\\s.*")
        && m.group(2).strip().split("\\s+").length <= TRACK_WORDS;
  }

  /** The artist before the dash; null when the title has none. */
  static String artist(String title) {
    Matcher m = ARTIST_TRACK.matcher(title);
    return m.matches() ? m.group(1).strip() : null;
  }

  /** The track after the dash without its featured artists, brackets and parentheses. */
  static String track(String title) {
    Matcher m = ARTIST_TRACK.matcher(title);
    if (!m.matches()) {
      return null;
    }
    String t = m.group(2);
    Matcher f = FEATURING.matcher(t);
    if (f.find()) {
      t = t.substring(0, f.start());
    }
    t = t.replaceAll("\\[[^\\]]*\\]|\\([^)]*\\)", " ").replaceAll("\\s{2,}", " ").strip();
    return t.isEmpty() ? null : t;
  }

  /** The genres its brackets name ("[Phonk]"). */
  static List<String> genres(String title) {
    List<String> out = new ArrayList<>();
    Matcher m = GENRE.matcher(title);
    while (m.find()) {
      String g = m.group(1).strip();
      if (!NOT_A_SOUND.matcher(g).find()) {
        out.add(g);
      }
    }
    return out;
  }

  /** The artists it features ("ft. Kairo &amp; Mira" gives Kairo and Mira). */
  static List<String> featured(String title) {
    List<String> out = new ArrayList<>();
    Matcher m = FEATURING.matcher(title);
    while (m.find()) {
      for (String name : SEVERAL.split(m.group(1).strip())) {
        if (!name.isBlank()) {
          out.add(name.strip());
        }
      }
    }
    return out;
  }

  /** Lower case, for comparing names. */
  static String key(String name) {
    return name.strip().toLowerCase(Locale.ROOT);
  }
}
