package io.vidlens.catalog;

import io.vidlens.model.ClientInput;
import io.vidlens.model.InvalidInput;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The sort options of the channel tabs. Wire values are case-insensitive; the description's display
 * names ("Latest", "Date Added") are accepted too.
 */
public enum ContentSort {
  LATEST(Tab.VIDEOS),
  POPULAR(Tab.VIDEOS),
  OLDEST(Tab.VIDEOS),
  DATE_ADDED(Tab.PLAYLISTS),
  LAST_VIDEO_ADDED(Tab.PLAYLISTS);

  /** Which tabs a sort applies to: videos and shorts share theirs. */
  public enum Tab {
    VIDEOS,
    PLAYLISTS
  }

  private final Tab tab;

  ContentSort(Tab tab) {
    this.tab = tab;
  }

  /** The wire value: the constant's name in lower case ("date_added"). */
  public String wire() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The description's display name in lower case ("date added"); display names match by case. */
  private String displayName() {
    return name().replace('_', ' ').toLowerCase(Locale.ROOT);
  }

  /** The order the platform lists a tab in when asked for no sort. */
  public boolean isDefault() {
    return this == LATEST || this == DATE_ADDED;
  }

  /**
   * Whether a sort chip or menu entry of the platform ("Latest", "Popular", "Oldest", "Date added
   * (newest)", "Last video added") is this order. The client asks for en-GB pages.
   */
  public boolean namedBy(String platformTitle) {
    return platformTitle != null
        && platformTitle.trim().toLowerCase(Locale.ROOT).startsWith(displayName());
  }

  public static ContentSort parse(String value, Tab tab) {
    List<ContentSort> allowed = Arrays.stream(values()).filter(s -> s.tab == tab).toList();
    if (value == null || value.isBlank()) {
      return allowed.getFirst();
    }
    String normalized = value.trim().toLowerCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
    return allowed.stream()
        .filter(s -> s.wire().equals(normalized) || s.displayName().equalsIgnoreCase(value.trim()))
        .findFirst()
        .orElseThrow(
            () ->
                new InvalidInput(
                    "Bad Request",
                    "sort must be one of "
                        + allowed.stream().map(ContentSort::wire).toList()
                        + " (got '"
                        + ClientInput.echo(value)
                        + "')."));
  }
}
