package io.vidlens.analysis.corpus;

import io.vidlens.text.StopWords;
import java.text.DateFormatSymbols;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The channel's own series, read from its titles: a marker two or more titles share is a series
 * ("CD / X", "X | Quick D", "X DEBUNK", "[Wave]", "Collect-A-Thon Ep. N", "I Got Trained By X").
 * Candidates per title: the segment before the first separator (" | ", " / ", " - ", ": ") and the
 * one after the last; bracketed tags; a trailing word in capitals in a title that is not shouted;
 * the first three words of a title without separators; "X is/are ADJ"; and, for a title with an
 * episode marker, the segment holding it without its number (segments whose words overlap by 60 %
 * or more are one series: "Animating your WORST Minecraft Ideas pt. 6" and "Animating your
 * Minecraft Ideas pt. 3"). The channel's own name (its words, or its initials on half the titles or
 * more) is no series, and on half the titles or more it is the channel's branding ("| 24 News HD");
 * a marker on most titles that is not its name is its leading series ("CC Certificate Webinar: X");
 * a marker of dates and numbers only ("Jan. 25") is none, nor is a bracketed tag on half the titles
 * or more (a music channel's genre, "[Synthwave]"). Titles go to the marker most titles share
 * first; a series keeps at least two. The channel's playlists name the series they hold (their
 * first video, or a title that is the playlist's title), and a playlist whose title two or more
 * otherwise unseried titles contain is a group of its own. This class counts and assigns the
 * markers and holds the title words every room reads ({@link #words}, {@link #normal}); a title's
 * candidates are {@link SeriesCandidates}, a series' template {@link SeriesTemplate}, the
 * playlists' part {@link SeriesPlaylists}.
 */
public final class ChannelSeries {

  static final int MIN_VIDEOS = 2;
  static final double BRANDING_SHARE = 0.5;
  static final int BRANDING_MIN = 5;
  static final double SAME_EPISODE_STEM = 0.6;

  /** How a series was recognised. */
  public enum Kind {
    EPISODES("numbered episodes"),
    TAG("a bracketed tag"),
    PREFIX("a shared opening before a separator"),
    SUFFIX("a shared ending after a separator"),
    OPENING("the same first words"),
    PLAYLIST("a playlist of the channel"),
    BADGE("the listing's paid-original badge");

    public final String says;

    Kind(String says) {
      this.says = says;
    }
  }

  /** A series: its name, template, how it was found, member indexes and its playlist if any. */
  public record Group(
      String key,
      String name,
      String template,
      Kind kind,
      List<Integer> members,
      ChannelPlaylist playlist) {}

  /** What was found: the series and the markers that are the channel's branding. */
  public record Detected(List<Group> series, List<String> branding) {}

  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'’.&-]*");
  private static final Set<String> MONTHS = months();

  private ChannelSeries() {}

  public static Detected detect(
      List<VideoSample> videos,
      List<ChannelPlaylist> playlists,
      Set<String> excludedIds,
      String channelTitle) {
    Map<String, Set<Integer>> titles = new LinkedHashMap<>();
    Map<String, Kind> kinds = new LinkedHashMap<>();
    Map<String, Map<String, Integer>> displays = new LinkedHashMap<>();
    List<String> episodeKeys = new ArrayList<>();
    StopWords stop = StopWords.detect(videos.stream().map(VideoSample::title).toList());
    for (int i = 0; i < videos.size(); i++) {
      for (SeriesCandidates.Candidate c : SeriesCandidates.of(videos.get(i).title(), stop)) {
        String key = c.key();
        if (c.kind() == Kind.EPISODES) {
          key = episodeKeys.stream().filter(k -> overlap(k, c.key())).findFirst().orElse(key);
          if (!episodeKeys.contains(key)) {
            episodeKeys.add(key);
          }
        }
        titles.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(i);
        kinds.putIfAbsent(key, c.kind());
        displays
            .computeIfAbsent(key, k -> new LinkedHashMap<>())
            .merge(c.display(), 1, Integer::sum);
      }
    }
    showNames(videos, titles, kinds, displays);
    int n = videos.size();
    List<String> branding = new ArrayList<>();
    Set<String> notSeries = new HashSet<>();
    for (var e : titles.entrySet()) {
      int count = e.getValue().size();
      boolean most = count >= BRANDING_MIN && count >= BRANDING_SHARE * n;
      if (most && kinds.get(e.getKey()) == Kind.TAG) {
        // a bracketed tag on most titles ("[Synthwave]" on a music channel's every upload) is the
        // channel's genre, what all its videos are, not a series among them
        notSeries.add(e.getKey());
      } else if (ownName(e.getKey(), channelTitle, most)) {
        // the channel's own name, on most titles ("| 24 News HD") or a few ("Laphroaig - …"), is
        // its branding, not a series; a marker on most titles that is not its name is its
        // leading series ("CC Certificate Webinar: X")
        notSeries.add(e.getKey());
        if (most) {
          branding.add(display(displays.get(e.getKey())));
        }
      }
    }
    List<String> keys =
        titles.keySet().stream()
            .filter(k -> !notSeries.contains(k))
            .filter(k -> titles.get(k).size() >= MIN_VIDEOS)
            .sorted(
                Comparator.comparingInt((String k) -> -titles.get(k).size())
                    .thenComparingInt(k -> kinds.get(k).ordinal())
                    .thenComparingInt(k -> -k.length())
                    .thenComparing(k -> k))
            .toList();
    Set<Integer> taken = new HashSet<>();
    List<Group> groups = new ArrayList<>();
    badged(videos, excludedIds, stop)
        .ifPresent(
            g -> {
              groups.add(g);
              taken.addAll(g.members());
            });
    for (String key : keys) {
      List<Integer> members =
          titles.get(key).stream()
              .filter(i -> !taken.contains(i))
              .filter(i -> !excludedIds.contains(videos.get(i).videoId()))
              .sorted()
              .toList();
      if (members.size() < MIN_VIDEOS) {
        continue;
      }
      taken.addAll(members);
      Kind kind = kinds.get(key);
      String template =
          SeriesTemplate.of(members.stream().map(i -> videos.get(i).title()).toList());
      String name =
          switch (kind) {
            case OPENING -> template;
            case SUFFIX ->
                key.split(" ").length == 2 && SeriesCandidates.COPULA.contains(key.split(" ")[0])
                    ? template
                    : display(displays.get(key));
            default -> display(displays.get(key));
          };
      groups.add(new Group(key, name, template, kind, members, null));
    }
    return new Detected(
        SeriesPlaylists.named(groups, videos, playlists, taken, excludedIds), branding);
  }

  /**
   * The videos the listing marks as a paid original, when two or more do: one production (Vsauce's
   * Mind Field: 16 of its 28 listed videos), whatever its titles say; named by the channel's own
   * words ({@link BadgeSeriesName}: "Mind Field"), which also bring in the titles that name it
   * ("Uncut False Confession - Mind Field S2"), and renamed by a playlist that holds them where
   * there is one ({@link SeriesPlaylists}).
   */
  private static java.util.Optional<Group> badged(
      List<VideoSample> videos, Set<String> excluded, StopWords stop) {
    List<Integer> members = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      if (videos.get(i).paidOriginal() && !excluded.contains(videos.get(i).videoId())) {
        members.add(i);
      }
    }
    if (members.size() < MIN_VIDEOS) {
      return java.util.Optional.empty();
    }
    String name = BadgeSeriesName.of(videos, members, stop).orElse(PAID_ORIGINAL);
    if (!name.equals(PAID_ORIGINAL)) {
      for (int i = 0; i < videos.size(); i++) {
        if (!members.contains(i)
            && !excluded.contains(videos.get(i).videoId())
            && containsWords(normal(videos.get(i).title()), normal(name))) {
          members.add(i);
        }
      }
      members.sort(Integer::compare);
    }
    return java.util.Optional.of(
        new Group(
            name.toLowerCase(Locale.ROOT),
            name,
            SeriesTemplate.of(members.stream().map(i -> videos.get(i).title()).toList()),
            Kind.BADGE,
            members,
            null));
  }

  /**
   * A show's name that closes one title as a segment of its own ("… | Morning News NOW") also holds
   * the titles whose first segment opens with it ("Morning News NOW Full Episode - Jan. 26"), and
   * one that opens a title, those whose last segment closes with it: a show's recurring prefix or
   * suffix makes a series without numbers. A name is two words or more, each capitalised, not a
   * date; a title without a separator is about a subject and joins no show.
   */
  private static void showNames(
      List<VideoSample> videos,
      Map<String, Set<Integer>> titles,
      Map<String, Kind> kinds,
      Map<String, Map<String, Integer>> displays) {
    List<List<String>> ends = videos.stream().map(v -> SeriesCandidates.ends(v.title())).toList();
    for (var e : titles.entrySet()) {
      String key = e.getKey();
      Kind kind = kinds.get(key);
      if ((kind != Kind.PREFIX && kind != Kind.SUFFIX)
          || key.split(" ").length < 2
          || !named(display(displays.get(key)))) {
        continue;
      }
      for (int i = 0; i < videos.size(); i++) {
        // the name closes one title and opens the other's first segment, or the reverse; a
        // title of one segment ("Pakistan Boycott T20 World Cup 2026?") names a subject, no show
        List<String> end = ends.get(i);
        if (end.size() == 2
            && (kind == Kind.SUFFIX
                ? end.getFirst().startsWith(key + " ")
                : end.getLast().endsWith(" " + key))) {
          e.getValue().add(i);
        }
      }
    }
  }

  /** Every word of a name opens in a capital or a digit ("Morning News NOW", "T20 World Cup"). */
  private static boolean named(String display) {
    List<String> ws = words(display);
    return !ws.isEmpty() && ws.stream().allMatch(w -> !Character.isLowerCase(w.codePointAt(0)));
  }

  /** The name of a badge-defined series no playlist names. */
  static final String PAID_ORIGINAL = "Paid original series";

  /**
   * Whether a marker is the channel's own name: all its words are words of the channel's title ("24
   * News HD", "24NewsHD", "Laphroaig" of "Laphroaig Whisky"), or its initials on most titles.
   */
  public static boolean ownName(String key, String channelTitle, boolean onMostTitles) {
    if (channelTitle == null || channelTitle.isBlank() || key.isBlank()) {
      return false;
    }
    List<String> name = words(channelTitle.toLowerCase(Locale.ROOT));
    String compact = key.replace(" ", "");
    if (compact.equals(String.join("", name))) {
      return true;
    }
    // Initials brand a channel only on most of its titles: "CD / X" on a third of Captain
    // Disillusion's titles is its series.
    StringBuilder initials = new StringBuilder();
    name.forEach(w -> initials.append(w.charAt(0)));
    if (onMostTitles && compact.equals(initials.toString())) {
      return true;
    }
    return name.containsAll(List.of(key.split(" ")));
  }

  public static List<String> words(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = WORD.matcher(text);
    while (m.find()) {
      out.add(m.group().replaceAll("[.]+$", ""));
    }
    return out;
  }

  /** Lower-case words joined by single spaces, episode markers out. */
  public static String normal(String text) {
    return String.join(
            " ",
            words(EpisodeMarkers.strip(text)).stream()
                .filter(w -> !CLOCK.matcher(w).matches())
                .toList())
        .toLowerCase(Locale.ROOT);
  }

  /** A time of day ("9pm", "6PM") names a bulletin's slot, not the bulletin. */
  static final Pattern CLOCK = Pattern.compile("(?i)\\b\\d{1,2}(:\\d\\d)?(am|pm)\\b");

  /** A key of only dates, months and numbers names nothing. */
  public static boolean empty(String key) {
    for (String w : key.split(" ")) {
      if (!w.isBlank()
          && !w.chars().allMatch(c -> Character.isDigit(c) || c == '-' || c == '.')
          && !MONTHS.contains(w.replace(".", ""))) {
        return false;
      }
    }
    return true;
  }

  public static boolean isMonth(String word) {
    return MONTHS.contains(word.toLowerCase(Locale.ROOT).replace(".", ""));
  }

  private static boolean overlap(String a, String b) {
    Set<String> wa = new HashSet<>(List.of(a.split(" ")));
    Set<String> wb = new HashSet<>(List.of(b.split(" ")));
    Set<String> both = new HashSet<>(wa);
    both.retainAll(wb);
    Set<String> any = new HashSet<>(wa);
    any.addAll(wb);
    return !any.isEmpty() && (double) both.size() / any.size() >= SAME_EPISODE_STEM;
  }

  public static boolean containsWords(String outer, String inner) {
    return !inner.isBlank() && (" " + outer + " ").contains(" " + inner + " ");
  }

  private static String display(Map<String, Integer> forms) {
    return forms.entrySet().stream()
        .reduce((a, b) -> b.getValue() > a.getValue() ? b : a)
        .map(Map.Entry::getKey)
        .orElse("");
  }

  private static Set<String> months() {
    Set<String> out = new HashSet<>();
    for (Locale l :
        List.of(
            Locale.ENGLISH,
            Locale.GERMAN,
            Locale.FRENCH,
            Locale.of("es"),
            Locale.of("pt"),
            Locale.ITALIAN)) {
      DateFormatSymbols s = DateFormatSymbols.getInstance(l);
      for (String m : s.getMonths()) {
        if (!m.isBlank()) {
          out.add(m.toLowerCase(l).replace(".", ""));
        }
      }
      for (String m : s.getShortMonths()) {
        if (!m.isBlank()) {
          out.add(m.toLowerCase(l).replace(".", ""));
        }
      }
    }
    out.add("sept");
    return Set.copyOf(out);
  }
}
