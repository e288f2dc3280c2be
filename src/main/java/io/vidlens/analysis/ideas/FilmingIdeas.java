package io.vidlens.analysis.ideas;

import io.vidlens.analysis.AnalysisResult.Evidence;
import io.vidlens.analysis.AnalysisResult.Series;
import io.vidlens.analysis.AnalysisResult.Topic;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import io.vidlens.analysis.Stats;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.text.PartsOfSpeech;
import io.vidlens.text.Phrases;
import io.vidlens.text.StopWords;
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
 * <p><b>Pairs</b>: score = template strength (its views over the channel median) × (0.5 + the best
 * cosine of the subject to the subjects the slot has held) × subject weight (a request 1.5, an
 * outlier 1 + ln of its multiple, a recurring phrase 1); a subject too close (cosine ≥ 0.9) or
 * unrelated (&lt; 0.25) is passed over. Best first; each subject once, each template once, then up
 * to three times, then series and branded forms take every subject with evidence of its own. A fill
 * must read as a title ({@link Template#fill}): article and number agree, no doubled word, no
 * restated or cut-short existing title, three words or more. A series' or brand's label takes only
 * subjects with evidence of their own, never one that already had a label's treatment (an episode,
 * a labelled one-off) nor an existing title whole: that would be a video filmed again. Numbered
 * series that draw give their next episode. Fewer than ten ideas come with a shortfall sentence;
 * none is padded. Each idea says which template and subject it joins, with the videos and figures
 * behind each, and cites them.
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
  static final double MIN_FIT = 0.25;

  /**
   * A series' slot has held many subjects of one kind (viral clips, interview guests): a subject
   * must be nearer to them than to a single title's ("Blender Conference" is no "Quick D" clip).
   */
  static final double MIN_SERIES_FIT = 0.3;

  static final double RESTATED = 0.75;
  static final int TEMPLATE_USES = 3;

  /** The phrase a title opens with is its subject more often than not. */
  static final double FIRST_BONUS = 0.1;

  /** A subject may be a longer name than a bucket's: "Karachi Gul Plaza Fire Incidents". */
  static final int SUBJECT_WORDS = 5;

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
      String source,
      boolean format,
      List<String> kin) {

    Template(
        String before,
        String after,
        String ownSubject,
        double strength,
        List<VideoRef> from,
        String source) {
      this(before, after, ownSubject, strength, from, source, false, List.of(ownSubject));
    }

    String fill(String subject, boolean english) {
      return fill(new Subject(subject, 1, List.of(), ""), english);
    }

    /**
     * The title with the subject in the slot, or null when it would not read as a title: an article
     * or "How Many" that does not fit the subject's number, a word doubled, a subject that repeats
     * the template's own words. English verbs next to the slot agree with it ("Why Do Allergies …",
     * "Meat Is …"), "a" becomes "an" before a vowel, and a subject its video wrote with "the" keeps
     * it ("The Internet Is Over").
     */
    String fill(Subject subject, boolean english) {
      // a lower-case subject ("federal officers") in a title-case template is written as it is
      String phrase =
          titleCased(before + after) && Character.isLowerCase(subject.phrase().charAt(0))
              ? Phrases.display(List.of(subject.phrase().split(" ")))
              : subject.phrase();
      String before = this.before;
      String after = this.after;
      if (english) {
        boolean plural = plural(phrase);
        after = agree(phrase, after);
        Matcher article = ARTICLE_BEFORE.matcher(before);
        if (article.find()) {
          // "a X" takes a subject its own title counted with "a" ("a Hero"), never a plural or
          // a mass noun ("Can Humanity Stop An Astronomy?")
          if (plural || !subject.article().equals("a")) {
            return null;
          }
          String a = article.group(2);
          boolean vowel = VOWEL_SOUND.matcher(phrase).find();
          String want = vowel ? "an" : "a";
          if (Character.isUpperCase(a.charAt(0))) {
            want = Character.toUpperCase(want.charAt(0)) + want.substring(1);
          }
          before = before.substring(0, article.start(2)) + want + before.substring(article.end(2));
        } else if ((subject.definite() || subject.article().equals("a"))
            && !DETERMINER_BEFORE.matcher(before).find()) {
          String a = subject.definite() ? "the" : VOWEL_SOUND.matcher(phrase).find() ? "an" : "a";
          if (before.isBlank()
              || SEPARATOR_END.matcher(before).find()
              || SMALL_CAPITALISED.matcher(before + after).find()) {
            a = Character.toUpperCase(a.charAt(0)) + a.substring(1);
          }
          phrase = a + " " + phrase;
        }
        if (HOW_MANY.matcher(before).find() && !plural) {
          return null;
        }
        before = agreeBefore(plural, before);
      }
      // "The Power of Episodes of Mind Field": one "of" on another is a phrase, not a title
      if (OF_END.matcher(before).find() && OF_INSIDE.matcher(phrase).find()) {
        return null;
      }
      String title = (before + phrase + after).replaceAll("\\s{2,}", " ").strip();
      List<String> words = ChannelSeries.words(title.toLowerCase(Locale.ROOT));
      for (int i = 1; i < words.size(); i++) {
        if (words.get(i).equals(words.get(i - 1))) {
          return null;
        }
      }
      Set<String> own =
          new HashSet<>(ChannelSeries.words((before + " " + after).toLowerCase(Locale.ROOT)));
      for (String w : ChannelSeries.words(subject.phrase().toLowerCase(Locale.ROOT))) {
        for (String o : own) {
          if (o.length() > 3 && w.length() > 3 && (w.contains(o) || o.contains(w))) {
            return null;
          }
        }
      }
      return title;
    }

    String shown() {
      return (before + "X" + after).strip();
    }
  }

  /**
   * A subject: the phrase, how much it weighs, where it comes from, and whether its video wrote it
   * with "the" ("the Internet").
   */
  record Subject(
      String phrase,
      double weight,
      List<VideoRef> from,
      String source,
      String article,
      boolean backed) {

    /** A subject with evidence of its own: a request, a story, a recurring phrase. */
    Subject(String phrase, double weight, List<VideoRef> from, String source) {
      this(phrase, weight, from, source, "", true);
    }

    boolean definite() {
      return article.equals("the");
    }
  }

  private static final Pattern OF_END = Pattern.compile("(?i)\\bof\\s+$");

  private static final Pattern OF_INSIDE = Pattern.compile("(?i)\\sof\\s");

  /** "a"/"an" right before the slot. */
  private static final Pattern ARTICLE_BEFORE = Pattern.compile("(^|\\s)(a|an|A|An|AN)\\s+$");

  /** A determiner or possessive right before the slot: no "the" added. */
  private static final Pattern DETERMINER_BEFORE =
      Pattern.compile(
          "(?i)(^|[\\s'’])(a|an|the|my|your|his|her|its|our|their|this|that|these|those|every|no"
              + "|some|any|of the|s)\\s+$");

  /** A template that capitalises its small words ("Can Humanity Stop A X?") gets "A", "The". */
  private static final Pattern SMALL_CAPITALISED =
      Pattern.compile("(?<=\\S\\s)(A|An|The|Of|To|In|On|For|With|About|Is|Are)\\b");

  /** A slot right after a separator starts a title of its own: "Webinar: A Brief History". */
  private static final Pattern SEPARATOR_END = Pattern.compile("[:|/–—-]\\s*$");

  private static final Pattern SMALL_LOWER =
      Pattern.compile("(?<=\\S\\s)(a|an|the|of|to|in|on|for|with|and)\\b");

  private static final Pattern HOW_MANY = Pattern.compile("(?i)\\bhow many\\s+$");

  /** "a"→"an": a subject whose first sound is a vowel (acronyms by letter name: "an FBI"). */
  private static final Pattern VOWEL_SOUND =
      Pattern.compile("^(?i:[aeio]|u(?!ni|se|su|ro|ku|ti))|^[AEFHILMNORSX][A-Z]{1,3}\\b");

  /**
   * Verbs before the slot that agree with it, in a question only: "Why Does X" / "Why Do Xs", "Is
   * X" / "Are Xs"; in "You Have X" the verb agrees with "You".
   */
  private static final Pattern VERB_BEFORE =
      Pattern.compile(
          "(^|\\b(?:why|how|what|when|where|who|which)\\s+)(does|do|is|are|was|were|has|have)\\s+$",
          Pattern.CASE_INSENSITIVE);

  private static final Map<String, String> SINGULAR_OF =
      Map.of("do", "does", "are", "is", "were", "was", "have", "has");

  static String agreeBefore(boolean plural, String before) {
    Matcher m = VERB_BEFORE.matcher(before);
    if (!m.find()) {
      return before;
    }
    String verb = m.group(2);
    String lower = verb.toLowerCase(Locale.ROOT);
    String singular = SINGULAR_OF.getOrDefault(lower, lower);
    String pluralForm =
        SINGULAR_OF.entrySet().stream()
            .filter(e -> e.getValue().equals(singular))
            .map(Map.Entry::getKey)
            .findFirst()
            .orElse(lower);
    String want = plural ? pluralForm : singular;
    if (verb.equals(verb.toUpperCase(Locale.ROOT)) && verb.length() > 1) {
      want = want.toUpperCase(Locale.ROOT);
    } else if (Character.isUpperCase(verb.charAt(0))) {
      want = Character.toUpperCase(want.charAt(0)) + want.substring(1);
    }
    return before.substring(0, m.start(2)) + want + before.substring(m.end(2));
  }

  private static final Set<String> IRREGULAR_PLURALS =
      Set.of("people", "children", "men", "women", "mice", "teeth", "feet", "geese", "data");

  /** Whether an English noun phrase is plural: its last word's form. */
  static boolean plural(String phrase) {
    String last = phrase.substring(phrase.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
    return IRREGULAR_PLURALS.contains(last)
        || (last.length() > 3
            && last.endsWith("s")
            && !last.endsWith("ss")
            && !last.endsWith("us")
            && !last.endsWith("is"));
  }

  /** The ideas, and when there are fewer than ten, why the evidence holds no more. */
  record Ideas(List<Topic> topics, String shortfall) {}

  static Ideas of(
      Corpus corpus,
      ChannelStructure structure,
      List<Series> series,
      StopWords stop,
      Set<String> banned,
      Function<List<String>, List<double[]>> embed) {
    List<VideoSample> regular = structure.regular(corpus.videos());
    if (regular.isEmpty()) {
      return new Ideas(List.of(), "No ideas: the channel has no regular videos to draw them from.");
    }
    boolean english = stop.language().equals("en");
    double median = Stats.median(regular.stream().map(VideoSample::viewsOrZero).toList());
    List<VideoSample> byViews = Corpus.top(regular, regular.size());
    // Templates from the videos at or above the median (the best first); subjects from all.
    List<VideoSample> strong =
        byViews.stream().filter(v -> v.viewsOrZero() >= median).limit(TEMPLATE_SOURCES).toList();
    // An episode's subject is read from what varies in its series' template ("CC Certificate
    // Webinar: Licensing Q&A" → "Licensing Q&A"), not from the series' name.
    Map<String, String> varying = new HashMap<>();
    for (Series s : series) {
      for (VideoRef v : s.videos()) {
        String part = varyingPart(v.title(), s.template());
        if (part != null) {
          varying.put(v.videoId(), part);
        }
      }
    }
    Map<String, String> subjects = new LinkedHashMap<>();
    // videos whose subject had a label's treatment: a series' episodes, a labelled one-off
    Set<String> treated = new HashSet<>(varying.keySet());
    for (VideoSample v : byViews) {
      String labelled = labelledPart(calm(v.title()));
      if (labelled != null && !varying.containsKey(v.videoId())) {
        subjects.put(v.videoId(), labelled);
        treated.add(v.videoId());
        continue;
      }
      String s = subjectOf(varying.getOrDefault(v.videoId(), v.title()), stop, banned, embed);
      if (s == null && !varying.containsKey(v.videoId())) {
        s = titleAsSubject(calm(v.title()), stop, banned);
      }
      if (s != null && !specificOne(calm(v.title()), s)) {
        s = ofTail(calm(v.title()), s, stop);
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
      Template t = seriesTemplate(s, median, subjects);
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
              "the channel's branded title form, on most of its titles",
              true,
              List.of()));
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
                "the subject of \""
                    + v.title()
                    + "\" ("
                    + viewsAgainstMedian(v, median > 0 ? v.viewsOrZero() / median : 0)
                    + ")",
                article(calm(v.title()), s),
                v.viewsOrZero() >= median));
      }
    }
    pool.addAll(recurring(corpus, regular, stop, banned));
    pool.addAll(stories(regular, stop, banned, median));

    List<Topic> out = new ArrayList<>(nextEpisodes(series, regular));
    Set<String> markers = new HashSet<>();
    structure
        .series()
        .forEach(g -> markers.addAll(ChannelSeries.words(g.name().toLowerCase(Locale.ROOT))));
    structure
        .branding()
        .forEach(b -> markers.addAll(ChannelSeries.words(b.toLowerCase(Locale.ROOT))));
    markers.removeIf(w -> stop.contains(w) || w.length() < 3);
    pair(templates, pool, corpus.videos(), regular, english, markers, treated, embed).stream()
        .limit(Math.max(0, TOPICS - out.size()))
        .forEach(out::add);
    if (out.size() >= TOPICS) {
      return new Ideas(out, null);
    }
    long backed = pool.stream().filter(Subject::backed).count();
    return new Ideas(
        out,
        String.format(
                Locale.ROOT,
                "%d %s, not ten: the channel's titles hold %d reusable title %s (%s) and %d %s with"
                    + " the evidence to fill them (subjects of videos at or above the median, stories"
                    + " two titles share that draw, viewers' requests); an idea is given only where a template and"
                    + " a subject that fits it meet, as a title that reads as one and restates no"
                    + " existing title. Ideas are never padded to reach ten.",
                out.size(),
                out.size() == 1 ? "idea" : "ideas",
                templates.size(),
                templates.size() == 1 ? "template" : "templates",
                templates.isEmpty()
                    ? "none"
                    : String.join(
                        "; ", templates.stream().map(Template::shown).distinct().limit(5).toList()),
                backed,
                backed == 1 ? "subject" : "subjects")
            + (templates.isEmpty() ? drewWithoutTemplate(byViews, subjects, out, median) : "")
            + unfilledSeries(templates, out));
  }

  /**
   * The series that draw but got no idea: each episode takes a new subject ("Quick D": a viral
   * clip), and none the channel has named fits without filming one of its videos again, so the next
   * one has to come from outside its titles: that is worth saying, not guessing.
   */
  static String unfilledSeries(List<Template> templates, List<Topic> ideas) {
    List<String> unfilled =
        templates.stream()
            .filter(t -> t.format() && !t.from().isEmpty())
            .filter(
                t -> ideas.stream().noneMatch(i -> i.description().contains('"' + t.shown() + '"')))
            .map(t -> "\"" + t.shown() + "\" (" + t.source() + ")")
            .distinct()
            .toList();
    if (unfilled.isEmpty()) {
      return "";
    }
    return " Series that draw but got no idea: "
        + String.join("; ", unfilled)
        + ". Each episode takes a new subject, and none that the channel's titles, descriptions or"
        + " viewers name fits without repeating one of its videos: the next episode's subject has to"
        + " come from outside them.";
  }

  static final double DREW = 1.5;

  /**
   * On a channel whose titles hold no reusable shape (a music channel's "Artist - Track [Wave]"),
   * what drew (a video at 1.5× the median or more) named by its subject of two words or more (an
   * artist, a guest): the actionable part is who or what drew, not a title Vidlens would invent.
   */
  static String drewWithoutTemplate(
      List<VideoSample> byViews, Map<String, String> subjects, List<Topic> ideas, double median) {
    if (median <= 0) {
      return "";
    }
    List<String> named = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (VideoSample v : byViews) {
      String s = subjects.get(v.videoId());
      if (named.size() >= 3) {
        break;
      }
      if (s == null
          || !s.contains(" ")
          || v.viewsOrZero() < DREW * median
          || !seen.add(subjectKey(s))
          || ideas.stream().anyMatch(t -> locate(t.title(), s) != null)) {
        continue;
      }
      named.add(
          String.format(
              Locale.ROOT,
              "'%s' (\"%s\", %.1f× the median)",
              s,
              v.title(),
              v.viewsOrZero() / median));
    }
    return named.isEmpty()
        ? ""
        : " What drew without a template to carry it: " + String.join(", ", named) + ".";
  }

  private static List<Topic> pair(
      List<Template> templates,
      List<Subject> pool,
      List<VideoSample> all,
      List<VideoSample> regular,
      boolean english,
      Set<String> markers,
      Set<String> treated,
      Function<List<String>, List<double[]>> embed) {
    List<String> names = new ArrayList<>();
    List<List<Integer>> kinAt = new ArrayList<>();
    for (Template t : templates) {
      List<Integer> at = new ArrayList<>();
      for (String k : t.kin()) {
        at.add(names.size());
        names.add(k);
      }
      kinAt.add(at);
    }
    int subjectsFrom = names.size();
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
        boolean single = !s.phrase().contains(" ");
        if (s.phrase().equalsIgnoreCase(t.ownSubject())
            || Names.GENERIC.contains(s.phrase().toLowerCase(Locale.ROOT))
            // "a Remaster", "Your Brain": a generic thing, no subject of its own
            || single && (s.article().equals("a") || s.article().equals("your"))
            // a series' or the channel's own marker ("Fiza" of "Morning With Fiza") is no subject
            || ChannelSeries.words(s.phrase().toLowerCase(Locale.ROOT)).stream()
                .anyMatch(markers::contains)
            // a slot that has held names ("Adam Schiff: Full interview") takes names
            || !t.kin().isEmpty()
                && t.kin().stream().allMatch(k -> Character.isUpperCase(k.charAt(0)))
                && Character.isLowerCase(s.phrase().charAt(0))
            || ChannelSeries.containsWords(
                ChannelSeries.normal(t.shown()), ChannelSeries.normal(s.phrase()))
            // an episode's subject has had its series' treatment: another series' treatment of it
            // ("Empty World | Quick D" → "Empty World DEBUNK") is the same video again
            || !t.kin().isEmpty()
                && t.format()
                && !s.from().isEmpty()
                && treated.contains(s.from().getFirst().videoId())
            // a series' or brand's label carries only subjects that drew or were asked for
            || t.format() && !s.backed()) {
          continue;
        }
        // the branded form fits any subject; a title's own slot fits subjects like its own
        // the branded form fits any subject; a slot fits subjects like those it has held (a
        // series': any of its episodes')
        double fit = kinAt.get(ti).isEmpty() ? 0.5 : -1;
        for (int k : kinAt.get(ti)) {
          fit = Math.max(fit, Cohesion.cosine(vectors.get(k), vectors.get(subjectsFrom + si)));
        }
        if (fit >= MAX_FIT
            || fit < MIN_FIT
            || t.format() && !kinAt.get(ti).isEmpty() && fit < MIN_SERIES_FIT) {
          continue;
        }
        String title = t.fill(s, english);
        if (title == null
            || !readsAsTitle(title, titles, existing)
            || t.format() && relabelled(title, existing)) {
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
    // Pass 1 uses each template once, pass 2 up to three times; pass 3 lets the channel's series
    // and branded forms take every subject left: a series has as many next episodes as subjects.
    for (int pass = 1; pass <= 3 && topics.size() < TOPICS; pass++) {
      for (Option o : options) {
        if (topics.size() >= TOPICS) {
          break;
        }
        String subjectKey = subjectKey(o.s().phrase());
        if (pass == 3 && !o.s().backed()) {
          // a series takes every subject left only where the evidence is strong: a video at or
          // above the median, a story that draws, a viewer's request
          continue;
        }
        int allowed = pass == 1 ? 1 : pass == 3 && o.t().format() ? TOPICS : TEMPLATE_USES;
        if (usedSubjects.contains(subjectKey)
            || uses.getOrDefault(o.t(), 0) >= allowed
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

  /** A subject's words without plural endings: "Fire Incidents" and "Fire Incident" are one. */
  static String subjectKey(String phrase) {
    return String.join(
        " ",
        ChannelSeries.words(phrase.toLowerCase(Locale.ROOT)).stream()
            .map(
                w ->
                    w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")
                        ? w.substring(0, w.length() - 1)
                        : w)
            .toList());
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
      // the same words, or an existing title cut short ("CC Certificate Webinar: Open Licensing
      // Models" of "… Open Licensing Models in the Cultural Heritage Sector")
      if (!any.isEmpty() && (double) both.size() / any.size() >= RESTATED
          || both.size() == mine.size()) {
        return false;
      }
    }
    return true;
  }

  /**
   * A series' or brand's label put on an existing title whole ("The Debunkathon | Quick D" of "THE
   * DEBUNKATHON"): the label adds no angle, so the video exists already. A title's frame does add
   * one ("The Future Of Mind Reading" after "Mind Reading"), so this holds for labels only.
   */
  static boolean relabelled(String title, List<Set<String>> existing) {
    Set<String> mine = Set.copyOf(ChannelSeries.words(title.toLowerCase(Locale.ROOT)));
    return existing.stream().anyMatch(other -> !other.isEmpty() && mine.containsAll(other));
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
        Phrases.of(sentenceCase(plain), stop, banned, SUBJECT_WORDS).stream()
            .map(Phrases.Phrase::display)
            .distinct()
            .map(
                p -> {
                  int[] at = locate(plain, p);
                  return at == null ? null : plain.substring(at[0], at[1]);
                })
            .filter(p -> p != null && !ChannelSeries.empty(ChannelSeries.normal(p)))
            .filter(p -> !(p.split(" ").length == 1 && ChannelSeries.isMonth(p)))
            .filter(p -> whole(plain, p, stop))
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
      // A headline names its subject first ("Adam Schiff says …", "AI Slop Is Destroying …").
      int[] at = locate(plain, phrases.get(i));
      double score =
          Cohesion.cosine(v.get(i), whole)
              + 0.05 * phrases.get(i).split(" ").length
              + (at != null && at[0] == 0 ? FIRST_BONUS : 0);
      if (score > bestScore) {
        bestScore = score;
        best = phrases.get(i);
      }
    }
    return best;
  }

  private static final Pattern NAME_TITLE =
      Pattern.compile("^(?:The\\s+)?(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2})$");

  /**
   * A title that is its subject ("Ayahuasca", "Moral Licensing", "The Origins of Disgust") where
   * the tagger found no noun phrase in it: one to three capitalised words and no function word, or
   * a head noun "of" such a subject; never one of the channel's own words.
   */
  static String titleAsSubject(String title, StopWords stop, Set<String> banned) {
    String plain = title.strip();
    Matcher of = HEAD_OF.matcher(plain);
    if (of.matches() && !stop.contains(of.group(1).toLowerCase(Locale.ROOT))) {
      plain = of.group(2).strip();
    }
    Matcher m = NAME_TITLE.matcher(plain);
    if (!m.matches()) {
      return null;
    }
    List<String> words = ChannelSeries.words(m.group(1).toLowerCase(Locale.ROOT));
    if (words.isEmpty()
        || words.stream().anyMatch(w -> stop.contains(w) || banned.contains(w) || w.length() < 3)
        || words.size() == 1 && Names.GENERIC.contains(words.getFirst())
        || ChannelSeries.isMonth(m.group(1))) {
      return null;
    }
    return m.group(1);
  }

  private static final Pattern DEFINED_BY =
      Pattern.compile("(?i)^\\s+(to|that|which|who|whose|of|for|from|behind|nobody|no one)\\b");

  /**
   * A single noun its title defines with "the" and what follows ("The Drug To Master Reality", "The
   * Drug That Rewires Memory"): one particular thing the title goes on to name, not a subject that
   * reads alone ("The Drug Is AMAZING").
   */
  static boolean specificOne(String title, String subject) {
    if (subject.contains(" ") || !article(title, subject).equals("the")) {
      return false;
    }
    int[] at = locate(title, subject);
    return at != null && DEFINED_BY.matcher(title.substring(at[1])).find();
  }

  private static final Pattern LABEL = Pattern.compile("\\s*\\|\\s*|\\s+/\\s+");

  /**
   * The named part of a title labelled by one word ("Flight of the Navigator | VFXcool": a film's
   * name under a one-off label) is its subject whole, as a series' varying part is; cut, it would
   * give a piece of a name ("Navigator"). Null for any other title, or a part over {@link
   * #SUBJECT_WORDS} words.
   */
  static String labelledPart(String title) {
    String[] parts = LABEL.split(title.strip());
    if (parts.length != 2) {
      return null;
    }
    for (int i = 0; i < 2; i++) {
      List<String> label = ChannelSeries.words(parts[i]);
      List<String> named = ChannelSeries.words(parts[1 - i]);
      if (label.size() == 1 && named.size() >= 2 && named.size() <= SUBJECT_WORDS) {
        return parts[1 - i].strip();
      }
    }
    return null;
  }

  /** "The Power of Suggestion": a title that is one head noun "of" its subject. */
  private static final Pattern HEAD_OF =
      Pattern.compile("^(?:the\\s+)?(\\p{L}+)\\s+of\\s+(.+?)[?!.]*$", Pattern.CASE_INSENSITIVE);

  /**
   * The subject of a title that is a head noun "of" something ("The Power of Suggestion", "The
   * Origins of Disgust", "Illusions of Time"): what follows "of", so the head stays in the template
   * ("The Power of X") as the channel's way of framing a subject; else the subject as found.
   */
  static String ofTail(String title, String subject, StopWords stop) {
    Matcher m = HEAD_OF.matcher(title.strip());
    if (!m.matches() || stop.contains(m.group(1).toLowerCase(Locale.ROOT))) {
      return subject;
    }
    String tail = m.group(2).strip();
    int[] at = locate(title, subject);
    // only where the subject found is the head's phrase or its tail, not another part
    if (at == null || !subject.toLowerCase(Locale.ROOT).endsWith(tail.toLowerCase(Locale.ROOT))) {
      return subject;
    }
    return ChannelSeries.empty(ChannelSeries.normal(tail)) ? subject : tail;
  }

  /** What fills the X of a series template in one of its titles, or null. */
  static String varyingPart(String title, String template) {
    int x = template.indexOf(" X") >= 0 || template.startsWith("X") ? template.indexOf('X') : -1;
    if (x < 0) {
      return null;
    }
    String before = template.substring(0, x).strip().toLowerCase(Locale.ROOT);
    String after =
        template.substring(x + 1).replaceAll("\\bN\\b", "").strip().toLowerCase(Locale.ROOT);
    String lower = title.toLowerCase(Locale.ROOT);
    int from = before.isEmpty() ? 0 : lower.indexOf(before);
    if (from < 0) {
      return null;
    }
    from += before.length();
    int to = after.isEmpty() ? title.length() : lower.lastIndexOf(after.split(" ")[0]);
    if (to <= from) {
      to = title.length();
    }
    String part = title.substring(from, to).replaceAll("^[\\s|:/–—-]+|[\\s|:/–—-]+$", "");
    return part.isBlank() ? null : part;
  }

  /** Words after which a phrase's last word was a verb, not its noun: "Blinds You", "NEEDS a". */
  private static final Set<String> DETERMINERS =
      Set.of(
          "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its",
          "our", "their", "you", "me", "him", "us", "them", "it", "another", "every");

  /**
   * Whether a phrase is the whole noun phrase where it stands in its title: the word before it (in
   * the same clause) is no content word it was cut from ("Gul" of "Gul Plaza Fire Incidents",
   * "Year" of "25 Year Old Cask Strength"), and the word after it is a function word or a number:
   * not a determiner or pronoun, which would make its last word a verb ("Brain Blinds You"), nor a
   * content word it was cut from ("Alpha" of "Alpha Channel", "Todd" of "Todd Blanche").
   */
  static boolean whole(String title, String phrase, StopWords stop) {
    int[] at = locate(title, phrase);
    if (at == null) {
      return false;
    }
    Matcher before =
        Pattern.compile("([\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*)\\s+$")
            .matcher(title.substring(0, at[0]));
    if (before.find()) {
      String w = before.group(1).toLowerCase(Locale.ROOT).replaceAll("['’]s$", "");
      if (!function(w, stop) && !w.matches("\\d+")) {
        return false;
      }
      // "Shadow The Hedgehog": in a title that writes its small words in lower case ("of"), a
      // capital "The" after a content word is inside a name
      Matcher name =
          Pattern.compile("([\\p{L}\\p{N}'’-]+)\\s+The\\s+$").matcher(title.substring(0, at[0]));
      if (name.find()
          && !function(name.group(1).toLowerCase(Locale.ROOT), stop)
          && SMALL_LOWER.matcher(title).find()) {
        return false;
      }
    }
    Matcher after = Pattern.compile("^\\s+([\\p{L}\\p{N}'’]+)").matcher(title.substring(at[1]));
    if (!after.find()) {
      return true;
    }
    String next = after.group(1).toLowerCase(Locale.ROOT);
    if (next.length() > 4
        && next.endsWith("ing")
        && !title.substring(at[1] + after.end()).matches("(?s).*[\\p{L}\\p{N}].*")) {
      // "Mind Reading": a gerund that ends the title is the head of the phrase, not its verb
      return false;
    }
    if (DETERMINERS.contains(next) || next.equals("of")) {
      // "Brain Blinds You": a verb before "You"; "The Horrors of …": the head of a longer phrase
      return false;
    }
    if (function(next, stop) || next.matches("\\d+") || !PartsOfSpeech.supports(stop.language())) {
      return true;
    }
    // a verb may follow ("Adam Schiff says …"), a noun it was cut from may not ("Alpha Channel")
    List<String> words = ChannelSeries.words(titleCased(title) ? sentenceCase(title) : title);
    int index = ChannelSeries.words(title.substring(0, at[1])).size();
    return index >= words.size() || !PartsOfSpeech.tag(words).noun()[index];
  }

  /**
   * The article its title writes the subject with: "the" ("AI Slop … The Internet"), "a" ("How to
   * Make a Hero"), "your" for any possessive ("Your Brain": a generic one), else "".
   */
  static String article(String title, String subject) {
    int[] at = locate(title, subject);
    if (at == null) {
      return "";
    }
    if (Pattern.compile("(?i)(^|\\s)(your|my|our|his|her|their)\\s+$")
        .matcher(title.substring(0, at[0]))
        .find()) {
      return "your";
    }
    Matcher m = Pattern.compile("(?i)(^|\\s)(the|an?)\\s+$").matcher(title.substring(0, at[0]));
    if (!m.find()) {
      return "";
    }
    String a = m.group(2).toLowerCase(Locale.ROOT);
    return a.equals("the") ? (plural(subject) ? "" : "the") : "a";
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

  private static final Pattern FILLER_BEFORE =
      Pattern.compile("(?i)(^|\\s)(actual|real|true|whole|entire|single)\\s+$");

  private static final Pattern SEGMENT =
      Pattern.compile("\\s*\\|\\s*|\\s+/\\s+|\\s+[-–—]\\s*|\\s*[-–—]\\s+|:\\s+|\\s*[\\[(]");

  /**
   * Stop-listed words that still carry content in a template ("Music Video"), and shouted names.
   */
  private static final Set<String> TEMPLATE_CONTENT =
      Set.of("video", "videos", "music", "channel", "official", "episode", "part");

  /** A function word: stop-listed and no boilerplate noun ("Video Game", "Alpha Channel"). */
  static boolean function(String lower, StopWords stop) {
    return stop.contains(lower) && !TEMPLATE_CONTENT.contains(lower);
  }

  static boolean contentWord(String w, StopWords stop) {
    String lower = w.toLowerCase(Locale.ROOT);
    boolean shouted = w.length() >= 3 && w.equals(w.toUpperCase(Locale.ROOT)) && !w.equals(lower);
    return !stop.contains(lower) || TEMPLATE_CONTENT.contains(lower) || shouted;
  }

  /** The title with its subject as the slot; null when fewer than two other words stay. */
  static Template templateOf(VideoSample v, String subject, double median, StopWords stop) {
    String title = calm(v.title());
    int[] at = locate(title, subject);
    if (at == null) {
      return null;
    }
    Matcher head = HEAD_OF.matcher(title.strip());
    boolean framed = head.matches() && head.group(2).strip().equalsIgnoreCase(subject);
    if (!subject.contains(" ")
        && Names.GENERIC.contains(subject.toLowerCase(Locale.ROOT))
        && !framed) {
      // "Did People Used To Look Older?": the subject is the shape itself, no slot; but a head
      // noun "of" it frames any subject ("Illusions of Time" → "Illusions of X")
      return null;
    }
    String before = title.substring(0, at[0]);
    String after = title.substring(at[1]);
    // "What Actual Aliens Might Look Like": the filler before the subject goes with it
    before = FILLER_BEFORE.matcher(before).replaceFirst("$1");
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
                || BREAK_AFTER.matcher(after).find()
                || verbAfter(title, subject, right, stop));
    long content = fixedWords.stream().filter(w -> contentWord(w, stop)).count();
    if (!bounded || content > MAX_CONTENT_WORDS) {
      return null;
    }
    // A slot in one segment of a title beside another segment with words of its own is part of a
    // headline ("X - ALIVE AGAIN [Wave]": an artist beside a track; "X: CrossWorlds is BETTER in
    // EVERY Way"; "Flight of the X | VFXcool": a film's name cut in two), not a shape another
    // subject fits.
    String slot = title.substring(at[0], at[1]);
    String[] segments = SEGMENT.split(title);
    for (String seg : segments) {
      if (segments.length >= 2 && seg.contains(slot)) {
        boolean othersSpeak =
            java.util.Arrays.stream(segments)
                .filter(o -> o != seg)
                .anyMatch(o -> ChannelSeries.words(o).stream().anyMatch(w -> contentWord(w, stop)));
        if (othersSpeak) {
          return null;
        }
      }
    }
    double strength = median > 0 ? v.viewsOrZero() / median : 1;
    return new Template(
        before,
        after,
        subject,
        strength,
        List.of(VideoRef.of(v)),
        "from \"" + v.title() + "\", " + viewsAgainstMedian(v, strength));
  }

  /** "1.2M views, 3.4× the channel median": a video's views and their multiple of the median. */
  private static String viewsAgainstMedian(VideoSample v, double multiple) {
    return String.format(
        Locale.ROOT, "%s views, %.1f× the channel median", Stats.views(v.viewsOrZero()), multiple);
  }

  /**
   * A question's verb right after the slot that closes the title ("Do Chairs Exist?"): no noun the
   * slot was cut from, so the slot is a whole phrase.
   */
  static boolean verbAfter(String title, String subject, List<String> right, StopWords stop) {
    if (right.size() != 1
        || !title.strip().endsWith("?")
        || !PartsOfSpeech.supports(stop.language())) {
      return false;
    }
    return whole(title, subject, stop);
  }

  /** A series whose median is at least the channel's: its template, the next episode number. */
  static Template seriesTemplate(Series s, double median) {
    return seriesTemplate(s, median, Map.of());
  }

  /**
   * As {@link #seriesTemplate(Series, double)}; the slot's own subject, which new subjects are
   * compared with, is that of the series' most viewed episode ("Adam Schiff" of "X: Full
   * interview": a person), else the series' name.
   */
  static Template seriesTemplate(Series s, double median, Map<String, String> subjects) {
    Matcher slot = SLOT.matcher(s.template());
    if (s.medianVsChannel() == null
        || s.medianVsChannel() < 1
        || !slot.find()
        || nearlySame(s)
        || twoPartSlot(s)) {
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
    Set<String> fixed =
        new HashSet<>(ChannelSeries.words((before + " " + after).toLowerCase(Locale.ROOT)));
    List<String> kin =
        s.videos().stream()
            .sorted(
                Comparator.comparingLong((VideoRef v) -> v.views() == null ? 0 : v.views())
                    .reversed())
            .map(v -> subjects.get(v.videoId()))
            .filter(x -> x != null)
            .filter(
                x ->
                    ChannelSeries.words(x.toLowerCase(Locale.ROOT)).stream()
                        .noneMatch(fixed::contains))
            .distinct()
            .toList();
    String own = kin.isEmpty() ? s.name() : kin.getFirst();
    return new Template(
        before,
        after,
        own,
        s.medianVsChannel(),
        top,
        String.format(
            Locale.ROOT,
            "the series '%s', %d videos, median %s views, %.1f× the channel median",
            s.name(),
            s.videoCount(),
            Stats.views(s.medianViews()),
            s.medianVsChannel()),
        true,
        kin.isEmpty() ? List.of(own) : kin);
  }

  /**
   * A slot its episodes fill with two names ("97Kickstvr - Moonlight [Wave]": an artist and a
   * track): one subject in it ("Chief Keef [Wave]") reads like none of the channel's titles.
   */
  static boolean twoPartSlot(Series s) {
    long twoPart =
        s.videos().stream()
            .map(v -> varyingPart(v.title(), s.template()))
            .filter(part -> part != null && TWO_PART.matcher(part).find())
            .count();
    return twoPart * 2 >= s.videos().size();
  }

  private static final Pattern TWO_PART = Pattern.compile("\\S\\s+[-–—]\\s+\\S");

  /**
   * The next episode of each numbered series that draws at least the channel's median and whose
   * titles vary in nothing but the number (and a typo: "Valentine's Day Part 1", "Valentin's Day
   * Part 2"): the title of its latest episode with the next number.
   */
  static List<Topic> nextEpisodes(List<Series> series, List<VideoSample> regular) {
    List<Topic> out = new ArrayList<>();
    for (Series s : series) {
      if (s.medianVsChannel() == null || s.medianVsChannel() < 1 || !nearlySame(s)) {
        continue;
      }
      VideoRef latest =
          s.videos().stream()
              .filter(v -> EpisodeMarkers.number(v.title()).isPresent())
              .max(Comparator.comparingInt(v -> EpisodeMarkers.number(v.title()).getAsInt()))
              .orElse(null);
      if (latest == null) {
        continue;
      }
      int number = EpisodeMarkers.number(latest.title()).getAsInt();
      // Written as most episodes write it, the first episode's way on a tie: a typo in the latest
      // ("Valentin's Day Part 2" after "Valentine's Day Part 1") is not carried on.
      VideoRef form = usualForm(s);
      int own = EpisodeMarkers.number(form.title()).orElse(number);
      Matcher m = Pattern.compile("(?<![\\p{N}])" + own + "(?![\\p{N}])").matcher(form.title());
      String last = null;
      while (m.find()) {
        last =
            form.title().substring(0, m.start()) + (number + 1) + form.title().substring(m.end());
      }
      String next = last;
      // titles compared as written: normal() drops episode numbers, so every episode is alike
      if (next == null || regular.stream().anyMatch(v -> v.title().equalsIgnoreCase(next))) {
        continue;
      }
      List<Evidence> evidence = new ArrayList<>();
      s.videos().stream()
          .sorted(
              Comparator.comparingLong((VideoRef v) -> v.views() == null ? 0 : v.views())
                  .reversed())
          .forEach(v -> add(evidence, v));
      for (VideoSample v : Corpus.top(regular, regular.size())) {
        if (evidence.size() >= 3) {
          break;
        }
        add(evidence, VideoRef.of(v));
      }
      out.add(
          new Topic(
              next,
              String.format(
                  Locale.ROOT,
                  "The next episode of the series '%s' (%d videos, median %s views, %.1f× the"
                      + " channel median; latest episode %d, \"%s\", %s views).",
                  s.name(),
                  s.videoCount(),
                  Stats.views(s.medianViews()),
                  s.medianVsChannel(),
                  number,
                  latest.title(),
                  Stats.views(latest.views() == null ? 0 : latest.views())),
              List.copyOf(evidence.subList(0, Math.min(EVIDENCE, evidence.size())))));
    }
    return out;
  }

  /** The episode whose wording (numbers aside) most episodes share; the lowest number on a tie. */
  static VideoRef usualForm(Series s) {
    Map<String, Long> count = new HashMap<>();
    Function<VideoRef, String> wording =
        v -> v.title().replaceAll("\\d+", "#").toLowerCase(Locale.ROOT);
    s.videos().forEach(v -> count.merge(wording.apply(v), 1L, Long::sum));
    return s.videos().stream()
        .filter(v -> EpisodeMarkers.number(v.title()).isPresent())
        .min(
            Comparator.comparingLong((VideoRef v) -> -count.get(wording.apply(v)))
                .thenComparingInt(v -> EpisodeMarkers.number(v.title()).getAsInt()))
        .orElseThrow();
  }

  /** A series whose titles, numbers aside, differ by a few letters at most: no slot to fill. */
  static boolean nearlySame(Series s) {
    List<String> plain =
        s.videos().stream()
            .map(v -> v.title().replaceAll("\\d+", "#").toLowerCase(Locale.ROOT))
            .toList();
    for (int i = 1; i < plain.size(); i++) {
      if (edits(plain.getFirst(), plain.get(i)) > NEAR_EDITS) {
        return false;
      }
    }
    return true;
  }

  static final int NEAR_EDITS = 3;

  /** Levenshtein distance. */
  static int edits(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
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
    Map<String, Integer> whole = new HashMap<>();
    for (VideoSample v : regular) {
      Set<String> once = new HashSet<>();
      String plain = calm(v.title());
      for (Phrases.Phrase p : Phrases.of(sentenceCase(plain), stop, banned, SUBJECT_WORDS)) {
        int[] at = locate(plain, p.display());
        if (p.words() >= 2 && at != null && once.add(p.key())) {
          using.computeIfAbsent(p.key(), k -> new ArrayList<>()).add(v);
          shown.putIfAbsent(p.key(), plain.substring(at[0], at[1]));
          if (whole(plain, p.display(), stop)) {
            whole.merge(p.key(), 1, Integer::sum);
          }
        }
      }
    }
    // A story is named by its whole phrase where two titles write it whole ("Alex Pretti
    // Shooting"), never by a piece of a longer one ("Karachi Gul" of "Karachi Gul Plaza Fire").
    using.keySet().removeIf(k -> whole.getOrDefault(k, 0) < 2);
    List<Subject> out = new ArrayList<>();
    using.forEach(
        (key, videos) -> {
          if (videos.size() >= 2 && !ChannelSeries.empty(key)) {
            double m = Stats.median(videos.stream().map(VideoSample::viewsOrZero).toList());
            // a story whose videos drew less than the channel's median is no evidence to film
            // it again ("Global Perspectives", three panels at 28 views against 170)
            out.add(
                new Subject(
                    shown.get(key),
                    Math.max(0.3, 1 + Math.log(Math.max(0.5, median > 0 ? m / median : 1))),
                    Corpus.top(videos, 3).stream().map(VideoRef::of).toList(),
                    String.format(
                        Locale.ROOT,
                        "a subject %d of the channel's titles return to (median %s views)",
                        videos.size(),
                        Stats.views(m)),
                    "",
                    m >= median));
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

  /** "X Is …" / "X Was …" with a plural subject reads "X Are …" / "X Were …", and back. */
  static String agree(String subject, String after) {
    boolean plural = plural(subject);
    Matcher m =
        Pattern.compile("^(\\s+)(is|are|was|were)(?=\\s)", Pattern.CASE_INSENSITIVE).matcher(after);
    if (!m.find()) {
      return after;
    }
    String verb = m.group(2);
    boolean upper = Character.isUpperCase(verb.charAt(0));
    boolean past = verb.toLowerCase(Locale.ROOT).startsWith("w");
    String want =
        past
            ? (plural ? (upper ? "Were" : "were") : (upper ? "Was" : "was"))
            : (plural ? (upper ? "Are" : "are") : (upper ? "Is" : "is"));
    if (verb.length() > 1 && verb.equals(verb.toUpperCase(Locale.ROOT))) {
      want = want.toUpperCase(Locale.ROOT);
    }
    return m.group(1) + want + after.substring(m.end());
  }
}
