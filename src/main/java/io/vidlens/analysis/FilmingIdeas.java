package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.Evidence;
import io.vidlens.analysis.AnalysisResult.Series;
import io.vidlens.analysis.AnalysisResult.Topic;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ideas worth filming, as video titles in the channel's own words: the channel's best title
 * templates filled with subjects that drew or are asked for.
 *
 * <p><b>Templates</b>: the titles of the regular videos at or above the channel's median views (the
 * {@link #TEMPLATE_SOURCES} most viewed) with their subject replaced by X ("Why Does X Feel So
 * Good?"): two to six words of their own, at most two of them content words, the slot a whole
 * phrase; an episode's title gives none. Then the templates of series whose median is at least the
 * channel's ("CD / X", "X | Collect-A-Thon Ep. N", the next number), and the channel's branded form
 * ("X | 24 News HD"). The subject of a title is its key phrase nearest the title in meaning
 * (KeyBERT).
 *
 * <p><b>Subjects</b>: what viewers asked for in comments ({@link CommentRequests}); the subject of
 * every regular video's title; phrases two or more titles share; phrases that recur in two or more
 * videos' descriptions and transcripts, or three or more comments, that no title holds yet.
 *
 * <p><b>Pairs</b>: score = template strength (its views over the channel median) × (0.5 + cosine of
 * the subject to the template's own subject) × subject weight (a request 1.5, an outlier 1 + ln of
 * its multiple, a recurring phrase 1); a subject too close to the template's own (cosine ≥ 0.9) or
 * unrelated (&lt; 0.1) is passed over. Best first; each subject once, each template once, then up
 * to three times. A title of fewer than three words, one that restates an existing title (the same
 * words, or 75 % of them), is dropped. Each idea says which template and subject it joins, with the
 * videos and figures behind each, and cites them.
 */
final class FilmingIdeas {

  static final int TOPICS = 10;
  static final int TEMPLATE_SOURCES = 15;

  /** A template keeps at most two content words of its own. */
  static final int MAX_CONTENT_WORDS = 2;

  /** A separator or punctuation right before the slot, or right after it. */
  private static final Pattern BREAK = Pattern.compile("[|/:–—\\-!?.,(\\[]\\s*$");

  private static final Pattern BREAK_AFTER = Pattern.compile("^\\s*[|/:–—\\-!?.,)\\]]");

  /** The slot of a series template: "X" standing alone. */
  private static final Pattern SLOT = Pattern.compile("(?<!\\S)X(?![\\p{L}\\p{N}])");

  static final int EVIDENCE = 5;
  static final double MAX_FIT = 0.9;
  static final double MIN_FIT = 0.1;
  static final double RESTATED = 0.75;
  static final int TEMPLATE_USES = 3;

  /** A template keeps two to six words of its own: a longer title is a headline, not a shape. */
  static final int MAX_FIXED_WORDS = 6;

  private FilmingIdeas() {}

  /** A title with a slot: {@code before} + subject + {@code after}. */
  record Template(
      String before,
      String after,
      String ownSubject,
      double strength,
      List<VideoRef> from,
      String source) {

    String fill(String subject, boolean english) {
      String after = this.after;
      if (english) {
        after = agree(subject, after);
      }
      // a lower-case subject ("federal officers") in a title-case template is written as it is
      String put =
          titleCased(before + after) && Character.isLowerCase(subject.charAt(0))
              ? Phrases.display(List.of(subject.split(" ")))
              : subject;
      return (before + put + after).replaceAll("\\s{2,}", " ").strip();
    }

    String shown() {
      return (before + "X" + after).strip();
    }
  }

  /** A subject: the phrase, how much it weighs, and where it comes from. */
  record Subject(String phrase, double weight, List<VideoRef> from, String source) {}

  static List<Topic> of(
      Corpus corpus,
      ChannelStructure structure,
      List<Series> series,
      StopWords stop,
      Set<String> banned,
      Function<List<String>, List<double[]>> embed) {
    List<VideoSample> regular = structure.regular(corpus.videos());
    if (regular.isEmpty()) {
      return List.of();
    }
    boolean english = stop.language().equals("en");
    double median = Stats.median(regular.stream().map(VideoSample::viewsOrZero).toList());
    List<VideoSample> byViews = Corpus.top(regular, regular.size());
    // Templates from the videos at or above the median (the best first); subjects from all.
    List<VideoSample> strong =
        byViews.stream().filter(v -> v.viewsOrZero() >= median).limit(TEMPLATE_SOURCES).toList();
    Map<String, String> subjects = new LinkedHashMap<>();
    for (VideoSample v : byViews) {
      String s = subjectOf(v.title(), stop, banned, embed);
      if (s != null) {
        subjects.put(v.videoId(), s);
      }
    }

    List<Template> templates = new ArrayList<>();
    for (VideoSample v : strong) {
      String s = subjects.get(v.videoId());
      // an episode's title is its series' template (below), not a shape of its own
      Template t =
          s == null || EpisodeMarkers.has(v.title()) ? null : templateOf(v, s, median, stop);
      if (t != null && templates.stream().noneMatch(o -> o.shown().equalsIgnoreCase(t.shown()))) {
        templates.add(t);
      }
    }
    for (Series s : series) {
      Template t = seriesTemplate(s, median);
      if (t != null) {
        templates.add(t);
      }
    }
    // The channel's branded form ("X | 24 News HD") last: how every title of it reads.
    for (String brand : structure.branding()) {
      templates.add(
          new Template(
              "",
              " | " + brand,
              brand,
              1,
              List.of(),
              "the channel's branded title form, on most of its titles"));
    }
    if (templates.isEmpty()) {
      return List.of();
    }

    List<Subject> pool = new ArrayList<>();
    Map<String, VideoSample> byId = new HashMap<>();
    corpus.videos().forEach(v -> byId.put(v.videoId(), v));
    for (StrategyComposer.Request r : CommentRequests.find(corpus)) {
      VideoSample on = byId.get(r.videoId());
      String quote = r.quote().length() > 120 ? r.quote().substring(0, 117) + "..." : r.quote();
      pool.add(
          new Subject(
              r.topic(),
              1.5,
              on == null ? List.of() : List.of(VideoRef.of(on)),
              String.format(
                  Locale.ROOT,
                  "asked for by a viewer%s (%s likes: \"%s\")",
                  on == null ? "" : " on \"" + on.title() + "\"",
                  Stats.count(r.likes()),
                  quote)));
    }
    for (VideoSample v : byViews) {
      String s = subjects.get(v.videoId());
      if (s != null) {
        pool.add(
            new Subject(
                s,
                Math.max(0.3, 1 + Math.log(Math.max(0.5, v.viewsOrZero() / Math.max(1, median)))),
                List.of(VideoRef.of(v)),
                String.format(
                    Locale.ROOT,
                    "the subject of \"%s\" (%s views, %.1f× the channel median)",
                    v.title(),
                    Stats.views(v.viewsOrZero()),
                    median > 0 ? v.viewsOrZero() / median : 0)));
      }
    }
    pool.addAll(recurring(corpus, regular, stop, banned));
    pool.addAll(stories(regular, stop, banned, median));

    List<Topic> out = pair(templates, pool, corpus.videos(), regular, english, embed);
    return out;
  }

  private static List<Topic> pair(
      List<Template> templates,
      List<Subject> pool,
      List<VideoSample> all,
      List<VideoSample> regular,
      boolean english,
      Function<List<String>, List<double[]>> embed) {
    List<String> names = new ArrayList<>();
    templates.forEach(t -> names.add(t.ownSubject()));
    pool.forEach(s -> names.add(s.phrase()));
    List<double[]> vectors = embed.apply(names);
    record Option(Template t, Subject s, double score, String title) {}
    List<Option> options = new ArrayList<>();
    List<Set<String>> existing =
        all.stream()
            .map(v -> Set.copyOf(ChannelSeries.words(v.title().toLowerCase(Locale.ROOT))))
            .toList();
    Set<String> titles = new HashSet<>();
    all.forEach(v -> titles.add(ChannelSeries.normal(v.title())));
    for (int ti = 0; ti < templates.size(); ti++) {
      Template t = templates.get(ti);
      for (int si = 0; si < pool.size(); si++) {
        Subject s = pool.get(si);
        if (s.phrase().equalsIgnoreCase(t.ownSubject())
            || ChannelSeries.containsWords(
                ChannelSeries.normal(t.shown()), ChannelSeries.normal(s.phrase()))) {
          continue;
        }
        // the branded form fits any subject; a title's own slot fits subjects like its own
        double fit =
            t.from().isEmpty()
                ? 0.5
                : Cohesion.cosine(vectors.get(ti), vectors.get(templates.size() + si));
        if (fit >= MAX_FIT || fit < MIN_FIT) {
          continue;
        }
        String title = t.fill(s.phrase(), english);
        if (!readsAsTitle(title, titles, existing)) {
          continue;
        }
        options.add(new Option(t, s, t.strength() * (0.5 + fit) * s.weight(), title));
      }
    }
    options.sort(Comparator.comparingDouble(Option::score).reversed().thenComparing(Option::title));
    List<Topic> topics = new ArrayList<>();
    Set<String> swaps = new HashSet<>();
    Map<Template, Integer> uses = new HashMap<>();
    Set<String> usedSubjects = new HashSet<>();
    Set<String> usedTitles = new HashSet<>();
    for (int pass = 1; pass <= 2 && topics.size() < TOPICS; pass++) {
      for (Option o : options) {
        if (topics.size() >= TOPICS) {
          break;
        }
        String subjectKey = o.s().phrase().toLowerCase(Locale.ROOT);
        if (usedSubjects.contains(subjectKey)
            || uses.getOrDefault(o.t(), 0) >= (pass == 1 ? 1 : TEMPLATE_USES)
            || !usedTitles.add(o.title().toLowerCase(Locale.ROOT))) {
          continue;
        }
        String pair = origin(o.t().from()) + ">" + origin(o.s().from());
        if (swaps.contains(origin(o.s().from()) + ">" + origin(o.t().from()))) {
          // the other video's subject in this one's template was taken: a swap is no new idea
          continue;
        }
        swaps.add(pair);
        usedSubjects.add(subjectKey);
        uses.merge(o.t(), 1, Integer::sum);
        topics.add(topic(o.title(), o.t(), o.s(), regular));
      }
    }
    return topics;
  }

  private static String origin(List<VideoRef> from) {
    return from.isEmpty() ? "" : from.getFirst().videoId();
  }

  /** At least three words, and no restatement of an existing title. */
  static boolean readsAsTitle(String title, Set<String> titles, List<Set<String>> existing) {
    List<String> words = ChannelSeries.words(title.toLowerCase(Locale.ROOT));
    if (words.size() < 3 || titles.contains(ChannelSeries.normal(title))) {
      return false;
    }
    Set<String> mine = Set.copyOf(words);
    for (Set<String> other : existing) {
      Set<String> both = new HashSet<>(mine);
      both.retainAll(other);
      Set<String> any = new HashSet<>(mine);
      any.addAll(other);
      if (!any.isEmpty() && (double) both.size() / any.size() >= RESTATED) {
        return false;
      }
    }
    return true;
  }

  private static Topic topic(String title, Template t, Subject s, List<VideoSample> regular) {
    List<Evidence> evidence = new ArrayList<>();
    t.from().forEach(v -> add(evidence, v));
    s.from().forEach(v -> add(evidence, v));
    for (VideoSample v : Corpus.top(regular, regular.size())) {
      if (evidence.size() >= 3) {
        break;
      }
      add(evidence, VideoRef.of(v));
    }
    String description =
        String.format(
            Locale.ROOT,
            "The channel's template \"%s\" (%s) filled with '%s', %s.",
            t.shown(),
            t.source(),
            s.phrase(),
            s.source());
    return new Topic(
        title, description, List.copyOf(evidence.subList(0, Math.min(EVIDENCE, evidence.size()))));
  }

  private static void add(List<Evidence> list, VideoRef v) {
    if (list.stream().noneMatch(e -> e.videoId().equals(v.videoId()))) {
      list.add(Evidence.of(v));
    }
  }

  /** The key phrase of a title nearest the whole title in meaning; longer wins near ties. */
  static String subjectOf(
      String title,
      StopWords stop,
      Set<String> banned,
      Function<List<String>, List<double[]>> embed) {
    String plain = calm(EpisodeMarkers.strip(title));
    // Tagged in sentence case: a title's capitals make every word look like a name to the tagger.
    List<String> phrases =
        Phrases.of(sentenceCase(plain), stop, banned).stream()
            .map(Phrases.Phrase::display)
            .distinct()
            .map(
                p -> {
                  int[] at = locate(plain, p);
                  return at == null ? null : plain.substring(at[0], at[1]);
                })
            .filter(p -> p != null && !ChannelSeries.empty(ChannelSeries.normal(p)))
            .filter(p -> !(p.split(" ").length == 1 && ChannelSeries.isMonth(p)))
            .distinct()
            .toList();
    if (phrases.isEmpty()) {
      return null;
    }
    List<String> texts = new ArrayList<>(phrases);
    texts.add(plain);
    List<double[]> v = embed.apply(texts);
    double[] whole = v.getLast();
    String best = null;
    double bestScore = -1;
    for (int i = 0; i < phrases.size(); i++) {
      double score = Cohesion.cosine(v.get(i), whole) + 0.05 * phrases.get(i).split(" ").length;
      if (score > bestScore) {
        bestScore = score;
        best = phrases.get(i);
      }
    }
    return best;
  }

  /** Where a phrase stands in a title (case and possessive apart), or null. */
  static int[] locate(String title, String phrase) {
    String[] words = phrase.split(" ");
    StringBuilder regex = new StringBuilder("(?<![\\p{L}\\p{N}])");
    for (int i = 0; i < words.length; i++) {
      if (i > 0) {
        regex.append("['’]?s?[\\s-]+");
      }
      regex.append(Pattern.quote(words[i]));
    }
    regex.append("(?![\\p{L}\\p{N}])");
    Matcher m =
        Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)
            .matcher(title);
    return m.find() ? new int[] {m.start(), m.end()} : null;
  }

  /** The title with its subject as the slot; null when fewer than two other words stay. */
  static Template templateOf(VideoSample v, String subject, double median, StopWords stop) {
    String title = calm(v.title());
    int[] at = locate(title, subject);
    if (at == null) {
      return null;
    }
    String before = title.substring(0, at[0]);
    String after = title.substring(at[1]);
    List<String> fixedWords = ChannelSeries.words(before + " " + after);
    if (fixedWords.size() < 2 || fixedWords.size() > MAX_FIXED_WORDS) {
      return null;
    }
    // The slot is a whole phrase: the words either side are function words, separators or the
    // title's ends ("The Horrors of the X Channel" would cut a phrase), and the template keeps at
    // most two content words of its own (more is another subject: a headline, not a shape).
    List<String> left = ChannelSeries.words(before);
    List<String> right = ChannelSeries.words(after);
    boolean bounded =
        (left.isEmpty()
                || stop.contains(left.getLast().toLowerCase(Locale.ROOT))
                || BREAK.matcher(before).find())
            && (right.isEmpty()
                || stop.contains(right.getFirst().toLowerCase(Locale.ROOT))
                || BREAK_AFTER.matcher(after).find());
    long content =
        fixedWords.stream().filter(w -> !stop.contains(w.toLowerCase(Locale.ROOT))).count();
    if (!bounded || content > MAX_CONTENT_WORDS) {
      return null;
    }
    double strength = median > 0 ? v.viewsOrZero() / median : 1;
    return new Template(
        before,
        after,
        subject,
        strength,
        List.of(VideoRef.of(v)),
        String.format(
            Locale.ROOT,
            "from \"%s\", %s views, %.1f× the channel median",
            v.title(),
            Stats.views(v.viewsOrZero()),
            strength));
  }

  /** A series whose median is at least the channel's: its template, the next episode number. */
  static Template seriesTemplate(Series s, double median) {
    Matcher slot = SLOT.matcher(s.template());
    if (s.medianVsChannel() == null || s.medianVsChannel() < 1 || !slot.find()) {
      return null;
    }
    int next =
        s.videos().stream()
                .mapToInt(v -> EpisodeMarkers.number(v.title()).orElse(0))
                .max()
                .orElse(0)
            + 1;
    String shown = s.template().replaceAll("(?<![\\p{L}])N(?![\\p{L}])", String.valueOf(next));
    Matcher at = SLOT.matcher(shown);
    at.find();
    String before = shown.substring(0, at.start());
    String after = shown.substring(at.end());
    if (ChannelSeries.words(before + " " + after).isEmpty()) {
      return null;
    }
    List<VideoRef> top =
        s.videos().stream()
            .sorted(
                Comparator.comparingLong((VideoRef v) -> v.views() == null ? 0 : v.views())
                    .reversed())
            .limit(2)
            .toList();
    return new Template(
        before,
        after,
        s.name(),
        s.medianVsChannel(),
        top,
        String.format(
            Locale.ROOT,
            "the series '%s', %d videos, median %s views, %.1f× the channel median",
            s.name(),
            s.videoCount(),
            Stats.views(s.medianViews()),
            s.medianVsChannel()));
  }

  /**
   * Phrases two or more videos' descriptions or transcripts use, or three or more comments, that no
   * title holds: what the channel and its viewers keep coming back to without a video of its own.
   */
  static List<Subject> recurring(
      Corpus corpus, List<VideoSample> regular, StopWords stop, Set<String> banned) {
    Set<String> inTitles = new HashSet<>();
    for (VideoSample v : corpus.videos()) {
      Phrases.of(v.title(), stop, banned).forEach(p -> inTitles.add(p.key()));
    }
    Map<String, Set<String>> used = new LinkedHashMap<>();
    Map<String, String> shown = new HashMap<>();
    for (VideoSample v : regular) {
      String text = ContentBuckets.body(v, corpus.transcripts().get(v.videoId()));
      for (Phrases.Phrase p : Phrases.of(text, stop, banned)) {
        if (p.words() >= 2 && !inTitles.contains(p.key())) {
          used.computeIfAbsent(p.key(), k -> new HashSet<>()).add(v.videoId());
          shown.putIfAbsent(p.key(), p.display());
        }
      }
    }
    Map<String, Integer> said = new LinkedHashMap<>();
    Map<String, Set<String>> saidOn = new HashMap<>();
    for (var e : corpus.comments().entrySet()) {
      for (CommentText c : e.getValue()) {
        Set<String> once = new HashSet<>();
        for (Phrases.Phrase p : Phrases.of(c.text(), stop, banned)) {
          if (p.words() >= 2 && !inTitles.contains(p.key()) && once.add(p.key())) {
            said.merge(p.key(), 1, Integer::sum);
            saidOn.computeIfAbsent(p.key(), k -> new HashSet<>()).add(e.getKey());
            shown.putIfAbsent(p.key(), p.display());
          }
        }
      }
    }
    Map<String, VideoSample> byId = new HashMap<>();
    corpus.videos().forEach(v -> byId.put(v.videoId(), v));
    List<Subject> out = new ArrayList<>();
    used.entrySet().stream()
        .filter(e -> e.getValue().size() >= 2)
        .sorted(
            Comparator.comparingInt((Map.Entry<String, Set<String>> e) -> -e.getValue().size())
                .thenComparing(Map.Entry::getKey))
        .limit(20)
        .forEach(
            e ->
                out.add(
                    new Subject(
                        shown.get(e.getKey()),
                        1,
                        e.getValue().stream().map(byId::get).map(VideoRef::of).toList(),
                        String.format(
                            Locale.ROOT,
                            "a phrase %d videos' descriptions or transcripts use and no title holds yet",
                            e.getValue().size()))));
    said.entrySet().stream()
        .filter(e -> e.getValue() >= 3)
        .sorted(
            Comparator.comparingInt((Map.Entry<String, Integer> e) -> -e.getValue())
                .thenComparing(Map.Entry::getKey))
        .limit(10)
        .forEach(
            e ->
                out.add(
                    new Subject(
                        shown.get(e.getKey()),
                        1.2,
                        saidOn.get(e.getKey()).stream()
                            .map(byId::get)
                            .filter(v -> v != null)
                            .map(VideoRef::of)
                            .toList(),
                        String.format(
                            Locale.ROOT,
                            "a phrase %d viewers' comments use and no title holds yet",
                            e.getValue()))));
    return out;
  }

  /** Most words of the text start with a capital. */
  static boolean titleCased(String text) {
    List<String> words = ChannelSeries.words(text);
    long capital = words.stream().filter(w -> Character.isUpperCase(w.charAt(0))).count();
    return !words.isEmpty() && capital * 2 > words.size();
  }

  /** Words lower-cased but acronyms (two to four capitals) and the first word's capital. */
  static String sentenceCase(String title) {
    Matcher m = Pattern.compile("\\p{L}[\\p{L}\\p{M}]*").matcher(title);
    StringBuilder out = new StringBuilder();
    boolean first = true;
    while (m.find()) {
      String w = m.group();
      boolean acronym = w.length() >= 2 && w.length() <= 4 && w.equals(w.toUpperCase(Locale.ROOT));
      String lower = w.toLowerCase(Locale.ROOT);
      String put =
          acronym ? w : first ? Character.toUpperCase(lower.charAt(0)) + lower.substring(1) : lower;
      m.appendReplacement(out, Matcher.quoteReplacement(put));
      first = false;
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * Phrases of two words or more that two or more titles share (a story, a game, a person): a
   * subject the channel keeps returning to, weighed by the median views of its videos.
   */
  static List<Subject> stories(
      List<VideoSample> regular, StopWords stop, Set<String> banned, double median) {
    Map<String, List<VideoSample>> using = new LinkedHashMap<>();
    Map<String, String> shown = new HashMap<>();
    for (VideoSample v : regular) {
      Set<String> once = new HashSet<>();
      for (Phrases.Phrase p : Phrases.of(sentenceCase(calm(v.title())), stop, banned)) {
        int[] at = locate(calm(v.title()), p.display());
        if (p.words() >= 2 && at != null && once.add(p.key())) {
          using.computeIfAbsent(p.key(), k -> new ArrayList<>()).add(v);
          shown.putIfAbsent(p.key(), calm(v.title()).substring(at[0], at[1]));
        }
      }
    }
    List<Subject> out = new ArrayList<>();
    using.forEach(
        (key, videos) -> {
          if (videos.size() >= 2 && !ChannelSeries.empty(key)) {
            double m = Stats.median(videos.stream().map(VideoSample::viewsOrZero).toList());
            out.add(
                new Subject(
                    shown.get(key),
                    Math.max(0.3, 1 + Math.log(Math.max(0.5, median > 0 ? m / median : 1))),
                    Corpus.top(videos, 3).stream().map(VideoRef::of).toList(),
                    String.format(
                        Locale.ROOT,
                        "a subject %d of the channel's titles return to (median %s views)",
                        videos.size(),
                        Stats.views(m))));
          }
        });
    return out;
  }

  /** A shouted title ("SOUTH KOREA IS OVER") in title case, so a filled subject fits in. */
  static String calm(String title) {
    List<String> words = ChannelSeries.words(title);
    long shouted =
        words.stream().filter(w -> w.length() > 1 && w.equals(w.toUpperCase(Locale.ROOT))).count();
    if (words.isEmpty() || shouted * 2 <= words.size()) {
      return title;
    }
    StringBuilder out = new StringBuilder();
    Matcher m = Pattern.compile("\\p{L}+").matcher(title);
    while (m.find()) {
      String w = m.group();
      m.appendReplacement(
          out, Matcher.quoteReplacement(w.charAt(0) + w.substring(1).toLowerCase(Locale.ROOT)));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** "X Is …" with a plural subject reads "X Are …", and the other way round (English). */
  static String agree(String subject, String after) {
    String last = subject.substring(subject.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
    boolean plural =
        last.length() > 3
            && last.endsWith("s")
            && !last.endsWith("ss")
            && !last.endsWith("us")
            && !last.endsWith("is");
    Matcher m = Pattern.compile("^(\\s+)(is|are|Is|Are|IS|ARE)(?=\\s)").matcher(after);
    if (!m.find()) {
      return after;
    }
    String verb = m.group(2);
    boolean upper = Character.isUpperCase(verb.charAt(0));
    String want = plural ? (upper ? "Are" : "are") : (upper ? "Is" : "is");
    return m.group(1) + want + after.substring(m.end());
  }
}
