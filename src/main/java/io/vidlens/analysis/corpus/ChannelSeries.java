package io.vidlens.analysis.corpus;

import io.vidlens.text.StopWords;
import java.text.DateFormatSymbols;
import java.util.ArrayList;
import java.util.Arrays;
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
 * a marker of dates and numbers only ("Jan. 25") is none. Titles go to the marker most titles share
 * first; a series keeps at least two. The channel's playlists name the series they hold (their
 * first video, or a title that is the playlist's title), and a playlist whose title two or more
 * otherwise unseried titles contain is a group of its own.
 */
public final class ChannelSeries {

  static final int MIN_VIDEOS = 2;
  static final double BRANDING_SHARE = 0.5;
  static final int BRANDING_MIN = 5;
  static final double SAME_EPISODE_STEM = 0.6;
  static final int MAX_MARKER_WORDS = 6;

  /** How a series was recognised. */
  public enum Kind {
    EPISODES("numbered episodes"),
    TAG("a bracketed tag"),
    PREFIX("a shared opening before a separator"),
    SUFFIX("a shared ending after a separator"),
    OPENING("the same first words"),
    PLAYLIST("a playlist of the channel");

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

  private static final Pattern BRACKET = Pattern.compile("[\\[(【]([^\\[\\]()【】]{2,40})[\\])】]");
  private static final Pattern SEPARATOR =
      Pattern.compile("\\s*\\|\\s*|\\s+/\\s+|\\s+[-–—]\\s*|\\s*[-–—]\\s+|[–—]|:\\s+|\\s+l\\s+");
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'’.&-]*");
  private static final Set<String> COPULA = Set.of("is", "are", "was", "ist", "est", "es");
  private static final Set<String> MONTHS = months();

  private ChannelSeries() {}

  private record Candidate(String key, String display, Kind kind) {}

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
      for (Candidate c : candidates(videos.get(i).title(), stop)) {
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
    int n = videos.size();
    List<String> branding = new ArrayList<>();
    Set<String> notSeries = new HashSet<>();
    for (var e : titles.entrySet()) {
      int count = e.getValue().size();
      boolean most = count >= BRANDING_MIN && count >= BRANDING_SHARE * n;
      if (ownName(e.getKey(), channelTitle, most)) {
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
      String template = template(members.stream().map(i -> videos.get(i).title()).toList());
      String name =
          switch (kind) {
            case OPENING -> template;
            case SUFFIX ->
                key.split(" ").length == 2 && COPULA.contains(key.split(" ")[0])
                    ? template
                    : display(displays.get(key));
            default -> display(displays.get(key));
          };
      groups.add(new Group(key, name, template, kind, members, null));
    }
    return new Detected(named(groups, videos, playlists, taken, excludedIds), branding);
  }

  /** Playlists name the series they hold; a playlist over unseried titles is a group of its own. */
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

  private static List<Group> named(
      List<Group> groups,
      List<VideoSample> videos,
      List<ChannelPlaylist> playlists,
      Set<Integer> taken,
      Set<String> excludedIds) {
    List<Group> out = new ArrayList<>(groups);
    Set<String> used = new HashSet<>();
    for (ChannelPlaylist p : playlists) {
      String pk = normal(p.title());
      if (pk.isBlank() || used.contains(p.playlistId())) {
        continue;
      }
      List<Integer> holds = new ArrayList<>();
      for (int i = 0; i < videos.size(); i++) {
        if (videos.get(i).videoId().equals(p.firstVideoId())
            || containsWords(normal(videos.get(i).title()), pk)) {
          holds.add(i);
        }
      }
      boolean matched = false;
      for (int g = 0; g < out.size(); g++) {
        Group s = out.get(g);
        if (s.playlist() == null
            && (s.members().stream().anyMatch(holds::contains)
                || containsWords(pk, s.key())
                || containsWords(s.key(), pk))) {
          out.set(g, new Group(s.key(), p.title(), s.template(), s.kind(), s.members(), p));
          used.add(p.playlistId());
          matched = true;
          break;
        }
      }
      if (matched) {
        continue;
      }
      List<Integer> members =
          holds.stream()
              .filter(i -> !taken.contains(i))
              .filter(i -> !excludedIds.contains(videos.get(i).videoId()))
              .toList();
      if (members.size() >= MIN_VIDEOS) {
        taken.addAll(members);
        used.add(p.playlistId());
        out.add(
            new Group(
                pk,
                p.title(),
                template(members.stream().map(i -> videos.get(i).title()).toList()),
                Kind.PLAYLIST,
                members,
                p));
      }
    }
    return out;
  }

  static List<Candidate> candidates(String title, StopWords stop) {
    List<Candidate> out = new ArrayList<>();
    if (title == null || title.isBlank()) {
      return out;
    }
    Matcher b = BRACKET.matcher(title);
    while (b.find()) {
      add(out, b.group(1), Kind.TAG);
    }
    String body = BRACKET.matcher(title).replaceAll(" ").replaceAll("\\s{2,}", " ").strip();
    List<String> segments =
        Arrays.stream(SEPARATOR.split(body)).map(String::strip).filter(s -> !s.isEmpty()).toList();
    if (EpisodeMarkers.has(title)) {
      String holder = segments.stream().filter(EpisodeMarkers::has).findFirst().orElse(body);
      if (!EpisodeMarkers.has(holder)) {
        // the marker was in a bracket: "BOV BOYS PLAY MINECRAFT (EPISODE 1)"
        holder = body;
      }
      String stem = EpisodeMarkers.strip(holder);
      String key = normal(stem);
      if (!empty(key)) {
        out.add(new Candidate(key, stem, Kind.EPISODES));
      }
    }
    if (segments.size() >= 2) {
      add(out, segments.getFirst(), Kind.PREFIX);
      add(out, segments.getLast(), Kind.SUFFIX);
      for (int s = 1; s < segments.size() - 1; s++) {
        add(out, segments.get(s), Kind.TAG);
      }
    }
    List<String> words = words(body);
    if (words.size() >= 3) {
      String last = words.getLast();
      long shouted = words.stream().filter(ChannelSeries::shouted).count();
      if (shouted(last) && shouted * 2 < words.size()) {
        add(out, last, Kind.SUFFIX);
      }
      String penult = words.get(words.size() - 2).toLowerCase(Locale.ROOT);
      if (COPULA.contains(penult)) {
        add(out, words.get(words.size() - 2) + " " + last, Kind.SUFFIX);
      }
    }
    // An opening is a shape ("I Got Trained By X", "What is HAPPENING with X") when two of its
    // three
    // words are function words; "The Immune System …" is a subject, not a shape.
    if (segments.size() == 1
        && words.size() >= 4
        && words.subList(0, 3).stream()
                .filter(w -> stop.contains(w.toLowerCase(Locale.ROOT)))
                .count()
            >= 2) {
      add(out, String.join(" ", words.subList(0, 3)), Kind.OPENING);
    }
    return out;
  }

  private static void add(List<Candidate> out, String text, Kind kind) {
    String display =
        CLOCK
            .matcher(EpisodeMarkers.strip(text))
            .replaceAll(" ")
            .replaceAll("\\s{2,}", " ")
            .strip();
    String key = normal(display);
    if (empty(key) || key.split(" ").length > MAX_MARKER_WORDS) {
      return;
    }
    if (out.stream().noneMatch(c -> c.key().equals(key))) {
      out.add(new Candidate(key, display, kind));
    }
  }

  private static boolean shouted(String w) {
    long letters = w.chars().filter(Character::isLetter).count();
    return letters >= 3
        && w.equals(w.toUpperCase(Locale.ROOT))
        && !w.equals(w.toLowerCase(Locale.ROOT));
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
  private static final Pattern CLOCK = Pattern.compile("(?i)\\b\\d{1,2}(:\\d\\d)?(am|pm)\\b");

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

  /**
   * The members' shared words around what varies: the longest common word prefix and suffix of
   * their titles (episode numbers as N), "X" between: "CD / X", "X | Quick D", "X | Collect-A-Thon
   * Ep. N".
   */
  static String template(List<String> titles) {
    // A separator's colon stands apart, so "…looms: Full interview" ends in ": Full interview".
    List<List<String>> split =
        titles.stream()
            .map(
                t ->
                    List.of(
                        EpisodeMarkers.generic(t).replaceAll(":\\s+", " : ").strip().split("\\s+")))
            .toList();
    List<String> first = split.getFirst();
    int prefix = 0;
    while (prefix < first.size()) {
      int p = prefix;
      if (split.stream().allMatch(s -> s.size() > p && s.get(p).equalsIgnoreCase(first.get(p)))) {
        prefix++;
      } else {
        break;
      }
    }
    int suffix = 0;
    int fixed = prefix;
    while (suffix < first.size() - prefix) {
      int q = suffix;
      if (split.stream()
          .allMatch(
              s ->
                  s.size() - 1 - q >= fixed
                      && s.get(s.size() - 1 - q)
                          .equalsIgnoreCase(first.get(first.size() - 1 - q)))) {
        suffix++;
      } else {
        break;
      }
    }
    int suffixWords = suffix;
    boolean dated =
        split.stream().allMatch(s -> s.size() - suffixWords > fixed)
            && split.stream()
                .allMatch(
                    s ->
                        empty(
                            normal(
                                String.join(
                                    " ",
                                    s.subList(fixed, Math.max(fixed, s.size() - suffixWords))))));
    List<String> out = new ArrayList<>(first.subList(0, prefix));
    boolean varies = split.stream().anyMatch(s -> s.size() - suffixWords > fixed);
    if (!varies) {
      // only the episode number varies: "Hollow Knight Let's Play #N"
      return String.join(" ", first).replace(" : ", ": ");
    }
    if (dated) {
      // what varies is a date ("NBC Nightly News Full Episode - Jan. 25"): no subject to fill
      while (!out.isEmpty() && (isMonth(out.getLast()) || out.getLast().matches("[-–—|/:]"))) {
        out.removeLast();
      }
      out.add("(date)");
    } else {
      out.add("X");
    }
    out.addAll(first.subList(first.size() - suffix, first.size()));
    return String.join(" ", out).replace(" : ", ": ");
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
