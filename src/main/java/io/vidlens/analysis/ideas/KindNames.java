package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What a kind of channel's ideas are named by, read from any title: a let's-play channel's games
 * ("Ironbound Frontier" of "Ironbound Frontier #1 - Landfall"), a music channel's sounds and
 * featured artists ("Bossa Lofi", "Mira Sol"). The niche tests its outliers by these names where
 * the kind has them ({@code NicheOutliers}), since such titles look alike by meaning whatever game
 * or sound they name; other kinds' subjects are read by meaning.
 */
public final class KindNames {

  private KindNames() {}

  /**
   * Whether the name {@code key} (a {@code ChannelSeries.normal} key) is the name {@code name} said
   * at more length ("ironbound frontier is incredible", "first look at ironbound frontier"): it
   * holds it as whole words beside two words or more that are not only numbers ("sky forge 2" is
   * the sequel, another game; "bossa lofi" another sound than "lofi").
   */
  public static boolean extendsName(String key, String name) {
    String padded = " " + key + " ";
    int at = padded.indexOf(" " + name + " ");
    if (name.isBlank() || key.equals(name) || at < 0) {
      return false;
    }
    String rest =
        (padded.substring(0, at) + " " + padded.substring(at + name.length() + 2)).strip();
    return rest.split(" +").length >= 2 && !rest.matches("[0-9ivx ]+");
  }

  /** The names a title gives for a channel of these videos and this name; null for other kinds. */
  public static Function<String, List<String>> of(List<VideoSample> videos, String channelTitle) {
    return switch (ChannelKind.of(videos, channelTitle)) {
      case LETS_PLAY ->
          title -> {
            String game = GameIdeas.game(title);
            return game == null ? List.of() : List.of(game);
          };
      case MUSIC ->
          title -> {
            List<String> names = new ArrayList<>(MusicTitles.genres(title));
            names.addAll(MusicTitles.featured(title));
            return names;
          };
      case NEWS, OTHER -> null;
    };
  }
}
