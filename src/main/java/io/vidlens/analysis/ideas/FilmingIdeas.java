package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Ideas worth filming, as video titles in the channel's own words: the channel's best title
 * templates filled with subjects that drew or are asked for.
 *
 * <p><b>Templates</b>: the titles of the regular videos at or above the channel's median views (the
 * {@link #TEMPLATE_SOURCES} most viewed) that beat its usual at equal age where their age is known,
 * with their subject replaced by X ("Why Does X Feel So Good?"): two to six words of their own, at
 * most two of them content words, the slot a whole phrase; an episode's title gives none. Then the
 * templates of series whose median is at least the channel's ("CD / X", "X | Collect-A-Thon Ep. N",
 * the next number), and the channel's branded form ("X | 24 News HD"). The subject of a title is
 * its key phrase nearest the title in meaning (KeyBERT).
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
 * must read as a title ({@link TitleTemplate#fill}): article and number agree, no doubled word, no
 * restated or cut-short existing title, three words or more. A series' or brand's label takes only
 * subjects with evidence of their own, never one that already had a label's treatment (an episode,
 * a labelled one-off) nor an existing title whole: that would be a video filmed again. Numbered
 * series that draw give their next episode; a news channel's own stories that drew beyond chance
 * their follow-up ({@link NewsFollowUps}). A subject from the niche that no shape of the channel
 * fits comes as the peer's angle in the channel's form ({@link PeerAngles}). Fewer than ten ideas
 * come with a shortfall sentence; none is padded. Each idea says which template and subject it
 * joins, with the videos and figures behind each, and cites them.
 *
 * <p>This class runs the steps in order; each is a class of its own: a title's subject ({@link
 * TitleSubjects}), templates ({@link TitleTemplates}, {@link SeriesTemplates}), next episodes
 * ({@link NextEpisodes}), subjects ({@link SubjectPool}), pairs ({@link IdeaPairing}) and the
 * shortfall ({@link IdeasShortfall}).
 */
final class FilmingIdeas {

  static final int TOPICS = 10;
  static final int TEMPLATE_SOURCES = 15;

  /** At least this many ideas bring a subject from outside, when the niche holds as many. */
  static final int HALF = TOPICS / 2;

  private FilmingIdeas() {}

  /** The ideas, and when there are fewer than ten, why the evidence holds no more. */
  record Ideas(List<Topic> topics, String shortfall) {}

  static Ideas of(
      Corpus corpus,
      ChannelStructure structure,
      List<Series> series,
      StopWords stop,
      Set<String> banned,
      NicheAnalysis niche,
      List<ContentBucket> buckets,
      Function<List<String>, List<double[]>> embed) {
    List<VideoSample> regular = structure.regular(corpus.videos());
    if (regular.isEmpty()) {
      return new Ideas(List.of(), "No ideas: the channel has no regular videos to draw them from.");
    }
    boolean english = stop.language().equals("en");
    double median = Stats.median(regular.stream().map(VideoSample::viewsOrZero).toList());
    List<VideoSample> byViews = Corpus.top(regular, regular.size());
    // Templates from the videos at or above the median (the best first) that also beat the
    // channel's usual at equal age where their age is known: an old video's views alone make no
    // winning shape ("Is Dark Matter Even Real?" at 1.0× its age). Subjects from all.
    Map<String, Double> atEqualAge = corpus.equalAge().ratios();
    List<VideoSample> strong =
        byViews.stream()
            .filter(v -> v.viewsOrZero() >= median)
            .filter(v -> atEqualAge.getOrDefault(v.videoId(), 2.0) > 1)
            .limit(TEMPLATE_SOURCES)
            .toList();
    // An episode's subject is read from what varies in its series' template ("CC Certificate
    // Webinar: Licensing Q&A" → "Licensing Q&A"), not from the series' name.
    Map<String, String> varying = new HashMap<>();
    for (Series s : series) {
      for (VideoRef v : s.videos()) {
        String part = TitleSubjects.varyingPart(v.title(), s.template());
        if (part != null) {
          varying.put(v.videoId(), part);
        }
      }
    }
    Map<String, String> subjects = new LinkedHashMap<>();
    // videos whose subject had a label's treatment: a series' episodes, a labelled one-off
    Set<String> treated = new HashSet<>(varying.keySet());
    for (VideoSample v : byViews) {
      String labelled = TitleSubjects.labelledPart(TitleCasing.calm(v.title()));
      if (labelled != null && !varying.containsKey(v.videoId())) {
        subjects.put(v.videoId(), labelled);
        treated.add(v.videoId());
        continue;
      }
      String s =
          TitleSubjects.subjectOf(
              varying.getOrDefault(v.videoId(), v.title()), stop, banned, embed);
      if (s == null && !varying.containsKey(v.videoId())) {
        s = TitleSubjects.titleAsSubject(TitleCasing.calm(v.title()), stop, banned);
      }
      if (s != null && !TitleSubjects.specificOne(TitleCasing.calm(v.title()), s)) {
        s = TitleSubjects.ofTail(TitleCasing.calm(v.title()), s, stop);
        subjects.put(v.videoId(), s);
      }
    }

    List<TitleTemplate> templates = new ArrayList<>();
    for (VideoSample v : strong) {
      String s = subjects.get(v.videoId());
      // an episode's title is its series' template (below), not a shape of its own
      TitleTemplate t =
          s == null || EpisodeMarkers.has(v.title())
              ? null
              : TitleTemplates.templateOf(v, s, median, stop);
      if (t != null && templates.stream().noneMatch(o -> o.shown().equalsIgnoreCase(t.shown()))) {
        templates.add(t);
      }
    }
    SeriesSplices splices = new SeriesSplices(series);
    List<PeerAngles.SeriesLabel> labels = new ArrayList<>();
    for (Series s : series) {
      TitleTemplate t = SeriesTemplates.seriesTemplate(s, median, subjects);
      if (t != null) {
        templates.add(t);
        splices.own(t, s);
        if (t.before().isBlank() && !t.after().isBlank() && !t.after().matches(".*\\d.*")) {
          labels.add(
              new PeerAngles.SeriesLabel(
                  s.name(),
                  t.shown(),
                  t.after(),
                  s.videos().stream().map(VideoRef::title).toList()));
        }
      }
    }
    // The channel's branded form ("X | 24 News HD") last: how every title of it reads.
    for (String brand : structure.branding()) {
      templates.add(
          new TitleTemplate(
              "",
              " | " + brand,
              brand,
              1,
              List.of(),
              "the channel's branded title form, on most of its titles",
              true,
              List.of()));
    }
    // A subject of the channel's own titles in another of its templates only films the channel
    // again ("What South Korea Might Look Like" after "SOUTH KOREA IS OVER"): a splice, no idea.
    // The subjects are those it has not filmed: viewers' requests and what its descriptions,
    // transcripts and comments keep naming that no title holds; the niche's, below.
    List<String> normalTitles =
        corpus.videos().stream().map(v -> ChannelSeries.normal(v.title())).toList();
    List<IdeaSubject> pool = new ArrayList<>();
    List<IdeaSubject> requested =
        SubjectPool.requested(corpus).stream()
            .filter(s -> !OutsideSubjects.filmedBy(normalTitles, s.phrase()))
            .toList();
    pool.addAll(requested);
    pool.addAll(SubjectPool.recurring(corpus, regular, stop, banned));
    int spliced =
        SubjectPool.ofVideos(byViews, subjects, median).size()
            + SubjectPool.stories(regular, stop, banned, median).size();

    Set<String> markers = new HashSet<>();
    structure
        .series()
        .forEach(g -> markers.addAll(ChannelSeries.words(g.name().toLowerCase(Locale.ROOT))));
    structure
        .branding()
        .forEach(b -> markers.addAll(ChannelSeries.words(b.toLowerCase(Locale.ROOT))));
    markers.removeIf(w -> stop.contains(w) || w.length() < 3);
    ChannelKind kind =
        ChannelKind.of(corpus.videos(), corpus.channel() == null ? null : corpus.channel().title());
    KindIdeas.Kinded kinded =
        KindIdeas.of(
            kind,
            new KindIdeas.Reading(
                regular,
                series.stream().map(Series::name).toList(),
                structure.branding(),
                corpus.channel().title(),
                niche,
                titles -> OutsideSubjects.sharedPhrase(titles, stop, banned, embed),
                corpus.comments()));
    // a request the kind's ideas give already is noted on that idea, not given again
    List<IdeaSubject> covered =
        requested.stream()
            .filter(r -> CoveredRequests.claimedBy(r, kinded.claimed()) != null)
            .toList();
    pool.removeAll(covered);
    // follow-ups on the channel's own stories lead its own ideas
    List<Topic> own = new ArrayList<>(kinded.own());
    if (kind == ChannelKind.NEWS) {
      Set<String> followed = new HashSet<>();
      own.forEach(t -> followed.add(t.title().toLowerCase(Locale.ROOT).split(": what happens")[0]));
      own.addAll(NewsFollowUps.of(corpus, structure, buckets, structure.branding(), followed));
    }
    own.addAll(NextEpisodes.nextEpisodes(series, regular));
    List<String> channelTitles = regular.stream().map(VideoSample::title).toList();
    boolean sentenceCase = TitleCasing.sentenceCaseChannel(channelTitles);
    IdeaPairing.pair(
            templates, pool, corpus.videos(), regular, english, markers, treated, splices, embed)
        .stream()
        .limit(Math.max(0, TOPICS - own.size()))
        .map(t -> sentenceCase ? inBrandCase(t, structure.branding(), channelTitles) : t)
        .forEach(own::add);
    OutsideSubjects.Outside outside =
        OutsideSubjects.of(niche, corpus.videos(), stop, banned, markers, embed)
            .without(kinded.claimed());
    // subjects that worked on two or more channels are paired first, then those of one
    // what the kind of channel gets from its niche (games, formats, sounds) leads
    List<Topic> brought = new ArrayList<>(kinded.fresh());
    // The bare brand says nothing of the angle ("Half marathon winners | Harbor City News"): an
    // outside subject no shape of the channel fits is given as the peer's angle, branded.
    List<TitleTemplate> shapes =
        templates.stream().filter(t -> !t.kin().isEmpty() || !t.format()).toList();
    for (List<IdeaSubject> subjectsOf : List.of(outside.shared(), outside.single())) {
      brought.addAll(
          IdeaPairing.pair(
              shapes,
              subjectsOf,
              corpus.videos(),
              regular,
              english,
              markers,
              treated,
              splices,
              embed));
      brought.addAll(
          PeerAngles.of(
              subjectsOf,
              brought,
              regular,
              new PeerAngles.ChannelForm(structure.branding(), labels),
              embed));
    }
    List<Topic> out = CoveredRequests.noted(merged(brought, own), covered, kinded.claimed());
    String shortfall =
        out.size() >= TOPICS
            ? null
            : IdeasShortfall.of(out, templates, pool, spliced, byViews, subjects, median);
    String note = NicheIdeasNote.join(shortfall, niche, outside, brought, out);
    return new Ideas(
        out,
        kinded.note() == null ? note : note == null ? kinded.note() : note + " " + kinded.note());
  }

  /**
   * A subject in the branded form of a channel that writes sentence case is written so ("Rent
   * increases | Harbor City News", not "Rent Increases"): the brand's own capitals are a name's.
   */
  private static Topic inBrandCase(Topic t, List<String> branding, List<String> channelTitles) {
    for (String brand : branding) {
      String suffix = " | " + brand;
      if (t.title().endsWith(suffix)) {
        String body = t.title().substring(0, t.title().length() - suffix.length());
        return new Topic(
            TitleCasing.inChannelCase(body, channelTitles) + suffix, t.description(), t.evidence());
      }
    }
    return t;
  }

  /**
   * At least half the ideas from outside when the niche gives as many: the outside ones first, the
   * channel's own after them, and more from outside where the channel's own run short.
   */
  static List<Topic> merged(List<Topic> allBrought, List<Topic> allOwn) {
    // a title the platform would not take is no idea, whichever step wrote it
    List<Topic> brought = takeable(allBrought);
    List<Topic> own = takeable(allOwn);
    int fromOutside = Math.min(brought.size(), Math.max(HALF, TOPICS - own.size()));
    List<Topic> out = new ArrayList<>(brought.subList(0, fromOutside));
    Set<String> titles = new HashSet<>();
    out.forEach(t -> titles.add(t.title().toLowerCase(Locale.ROOT)));
    for (Topic t : own) {
      if (out.size() >= TOPICS) {
        break;
      }
      if (titles.add(t.title().toLowerCase(Locale.ROOT))) {
        out.add(t);
      }
    }
    return out;
  }

  private static List<Topic> takeable(List<Topic> topics) {
    return topics.stream()
        .filter(t -> t.title().codePointCount(0, t.title().length()) <= Restatements.MAX_LENGTH)
        .toList();
  }
}
