package io.vidlens.analysis.ideas;

import static io.vidlens.analysis.Samples.channel;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.IdeaSplices;
import io.vidlens.analysis.Samples;
import io.vidlens.analysis.SectionsRun;
import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.ChannelPlaylist;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.PromoFlags;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.FormatGroup;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.section.LanguageModel;
import io.vidlens.analysis.section.TranscriptShapes;
import io.vidlens.text.PhraseStats;
import io.vidlens.text.StopWords;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Constructed channels read as their creators would: a channel with series and playlists (found,
 * named, never split, episode decay), a channel with an ad and promotions (flagged and left out of
 * the advice), a channel of varied subjects (no forced themes, no names from first names or
 * months), and ideas that read as video titles. Real all-MiniLM-L6-v2 embeddings.
 */
public class ChannelStructureTest {

  static VideoSample video(String id, String title, long views, long seconds, int daysAgo) {
    return Samples.video(id, title, views, seconds, daysAgo);
  }

  static final long[] EPISODE_VIEWS = {199_000, 120_000, 90_000, 61_000, 45_000, 33_000, 26_000};

  /** A gaming channel: a numbered let's play, three title conventions, standalone videos. */
  public static List<VideoSample> seriesChannel() {
    List<VideoSample> v = new ArrayList<>();
    for (int e = 7; e >= 1; e--) {
      v.add(
          video(
              "hk" + e,
              String.format("Hollow Knight Let's Play #%02d", e),
              EPISODE_VIEWS[e - 1],
              1_800,
              10 * (8 - e)));
    }
    String[] cd = {"Motion Blur", "Frame Rate", "Color Grading", "Rolling Shutter"};
    for (int i = 0; i < cd.length; i++) {
      v.add(video("cd" + i, "CD / " + cd[i], 52_000 + i * 3_000, 600, 5 + i * 11));
    }
    String[] quick = {"Gyro Drop", "UFO on the Moon", "Empty World"};
    for (int i = 0; i < quick.length; i++) {
      v.add(video("qd" + i, quick[i] + " | Quick D", 88_000 + i * 9_000, 330, 8 + i * 13));
    }
    v.add(video("db0", "Orangutan Card Trick DEBUNK", 140_000, 1_000, 30));
    v.add(video("db1", "Beckham Beach Kicks DEBUNK", 120_000, 1_040, 60));
    String[] alone = {
      "Why Do Volcanoes Erupt?",
      "What Is Inside the Sun?",
      "Why Is the Sky Blue?",
      "How Do Bees Make Honey?",
      "The History of Salt",
      "My Studio Tour",
      "The Secret Life of Octopuses",
      "Maps Are Lying to You"
    };
    for (int i = 0; i < alone.length; i++) {
      v.add(video("sa" + i, alone[i], 40_000 + i * 7_000, 700, 3 + i * 9));
    }
    return v;
  }

  public static final List<ChannelPlaylist> PLAYLISTS =
      List.of(
          new ChannelPlaylist("PLhollow", "Hollow Knight Let's Play", 7L, "hk1"),
          new ChannelPlaylist("PLquick", "Quick D", 3L, "qd0"),
          new ChannelPlaylist("PLfavs", "Favourites", 50L, "someoneElse"));

  @Test
  void seriesAndPlaylistsAreFoundNamedAndNeverSplit() {
    Corpus corpus = Corpus.of(channel(500_000L), seriesChannel()).withPlaylists(PLAYLISTS);
    ChannelStructure structure = ChannelStructure.of(corpus);
    Map<String, ChannelSeries.Group> byName =
        structure.series().stream()
            .collect(Collectors.toMap(ChannelSeries.Group::name, g -> g, (a, b) -> a));
    assertThat(byName)
        .containsKeys("Hollow Knight Let's Play", "CD", "Quick D", "DEBUNK")
        .hasSize(4);
    assertThat(byName.get("Hollow Knight Let's Play").playlist().playlistId())
        .isEqualTo("PLhollow");
    assertThat(byName.get("Hollow Knight Let's Play").template())
        .isEqualTo("Hollow Knight Let's Play #N");
    assertThat(byName.get("CD").template()).isEqualTo("CD / X");
    assertThat(byName.get("Quick D").template()).isEqualTo("X | Quick D");
    assertThat(byName.get("Quick D").playlist().playlistId()).isEqualTo("PLquick");
    assertThat(byName.get("DEBUNK").template()).isEqualTo("X DEBUNK");

    ContentStrategy strategy =
        new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM).compute(corpus, structure);
    Series lets =
        strategy.series().stream()
            .filter(s -> s.name().startsWith("Hollow"))
            .findFirst()
            .orElseThrow();
    assertThat(lets.episodeDecay().orderedBy()).isEqualTo("episode number");
    assertThat(lets.episodeDecay().first().views()).isEqualTo(199_000);
    assertThat(lets.episodeDecay().latest().views()).isEqualTo(26_000);
    assertThat(lets.episodeDecay().retained()).isEqualTo(0.131);
    assertThat(lets.viewsBasis())
        .contains("as shown today")
        .contains("as Get Outliers compares them");
    assertThat(lets.playlistId()).isEqualTo("PLhollow");

    // Each series is one bucket holding exactly its videos: never split to reach six.
    for (ChannelSeries.Group g : structure.series()) {
      Set<String> ids =
          g.members().stream()
              .map(i -> corpus.videos().get(i).videoId())
              .collect(Collectors.toSet());
      List<ContentBucket> holding =
          strategy.contentBuckets().stream()
              .filter(b -> b.videos().stream().anyMatch(r -> ids.contains(r.videoId())))
              .toList();
      assertThat(holding).as(g.name()).hasSize(1);
      assertThat(holding.getFirst().bucketName()).isEqualTo(g.name());
      assertThat(holding.getFirst().videoCount()).isEqualTo(ids.size());
    }
    assertThat(strategy.totalBuckets())
        .as("six met with named weak groups")
        .isGreaterThanOrEqualTo(6);
    assertThat(strategy.contentBuckets())
        .filteredOn(b -> b.bucketKind().equals("weak"))
        .isNotEmpty()
        .allSatisfy(b -> assertThat(b.confidenceScore()).isLessThanOrEqualTo(0.2));
    assertThat(strategy.contentBuckets())
        .filteredOn(b -> !b.bucketKind().equals("weak"))
        .allSatisfy(b -> assertThat(b.confidenceScore()).isGreaterThanOrEqualTo(0.2));
    Set<String> seen = new HashSet<>();
    strategy
        .contentBuckets()
        .forEach(b -> b.videos().forEach(r -> assertThat(seen.add(r.videoId())).isTrue()));

    // Episode numbers are no list and no statistic.
    FormatGroup number =
        TitleFormats.compute(corpus.videos()).formatGroups().stream()
            .filter(g -> g.formatName().equals("List / Number"))
            .findFirst()
            .orElse(null);
    if (number != null) {
      assertThat(number.videos()).noneMatch(r -> r.videoId().startsWith("hk"));
    }
    assertThat(TitleFormats.formatsOf("Hollow Knight Let's Play #06")).containsExactly("Statement");
    assertThat(TranscriptShapes.hookOf("Hollow Knight Let's Play #06"))
        .isNotEqualTo("Shocking statistic");
    assertThat(TitleFormats.formatsOf("Top 10 Volcanoes")).contains("List / Number");
  }

  /** A science channel: regular 12-minute videos, a 16-second ad with paid views, promotions. */
  public static List<VideoSample> promoChannel() {
    List<VideoSample> v = new ArrayList<>();
    String[] titles = {
      "Why Volcanoes Erupt", "The Deepest Hole on Earth", "How Glaciers Carve Valleys",
      "What Lives in Deep Sea Vents", "The Strangest Mineral", "How Earthquakes Are Measured",
      "Why Deserts Are Expanding", "The Life of a Raindrop", "How Caves Are Formed",
      "Why Rivers Meander", "The Oldest Rock Ever Found", "How Tsunamis Travel",
      "What Happens Inside a Geyser", "Why Mountains Stop Growing", "The Secret of Sand Dunes",
      "How Coral Reefs Grow", "Why the Ocean Is Salty", "The Hidden Lakes of Antarctica",
      "How Lightning Makes Glass", "What Is Permafrost"
    };
    for (int i = 0; i < titles.length; i++) {
      v.add(
          video("rg" + i, titles[i], 1_500 + (i * 97L) % 2_000, 660 + (i * 37L) % 120, 5 + i * 6));
    }
    v.add(video("ad0", "Try Our New App Today", 1_000_000, 16, 2));
    v.add(video("an0", "Channel announcement: we are moving!", 800, 120, 20));
    v.add(video("me0", "Official Merch Drop", 2_100, 600, 40));
    v.add(video("sp0", "Sponsored: The Best Rock Hammer", 1_900, 480, 50));
    v.add(video("nw0", "Minister Makes Major Announcement on Mining", 2_200, 700, 60));
    return v;
  }

  /** A whisky brand: two to three minute films, and 16–20 s paid spots with a million views. */
  static List<VideoSample> spotChannel(long spotSeconds, int shorts) {
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      v.add(video("fm" + i, "Tasting Notes No. " + i, 2_000 + i * 150L, 120 + i * 4L, 10 + i * 9));
    }
    for (int i = 0; i < shorts; i++) {
      v.add(video("sh" + i, "Quick Dram " + i, 3_000 + i * 100L, 40, 5 + i * 3));
    }
    v.add(video("spot0", "Every bottle is a different experience", 2_100_000, spotSeconds, 30));
    v.add(video("spot1", "Ready for your first dram?", 1_000_000, 20, 60));
    v.add(video("teaser", "A Taste of Islay", 3_100, 18, 90));
    return v;
  }

  @Test
  void aShortSpotWithPaidViewsOnAChannelOfLongerVideosIsAnAd() {
    Map<String, PromoFlags.Flag> flags = PromoFlags.of(spotChannel(16, 0), "Islay Whisky");
    assertThat(flags).containsOnlyKeys("spot0", "spot1");
    assertThat(flags.get("spot0").kind()).isEqualTo("ad");
    assertThat(flags.get("spot0").reason()).contains("16 s").contains("views bought as an ad");
    // A spot of 45 s is more than a quarter of the channel's 2.5-minute median: a film of its own.
    assertThat(PromoFlags.of(spotChannel(45, 0), "Islay Whisky")).containsOnlyKeys("spot1");
    // On a channel that posts Shorts, a short video that drew is a Short that worked, no ad.
    assertThat(PromoFlags.of(spotChannel(16, 30), "Islay Whisky")).isEmpty();
    // Short films of its own beside the spots: the spot still draws 10× what its short peers do.
    assertThat(PromoFlags.of(spotChannel(16, 6), "Islay Whisky"))
        .containsOnlyKeys("spot0", "spot1");
  }

  @Test
  void aNumberInTheChannelsOwnNameIsNoListTitle() {
    List<String> own = List.of("24 News HD");
    assertThat(TitleFormats.formatsOf("Heavy Rains Lash Karachi | 24 News HD", own))
        .containsExactly("Statement");
    assertThat(TitleFormats.formatsOf("Cruise Missile Strikes In Mock Drill -24 News", own))
        .doesNotContain("List / Number");
    assertThat(TitleFormats.formatsOf("5 Dead In Karachi Fire | 24 News HD", own))
        .contains("List / Number");
    List<VideoSample> news = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      news.add(
          video(
              "n" + i, "Storm Hits Coast Day " + (char) ('A' + i) + " | 24 News HD", 900, 200, i));
    }
    var channelFacts = channel(50_000L);
    Corpus corpus =
        Corpus.of(
            new ChannelFacts(
                channelFacts.channelId(),
                "24 News HD",
                channelFacts.avatarUrl(),
                channelFacts.subscriberCount(),
                channelFacts.videoCount(),
                channelFacts.viewCount(),
                channelFacts.country(),
                channelFacts.description(),
                channelFacts.keywords(),
                channelFacts.joinedDate()),
            news);
    assertThat(TitleFormats.compute(news, TitleFormats.ownNames(corpus, List.of())).formatGroups())
        .extracting(FormatGroup::formatName)
        .containsExactly("Statement");
  }

  @Test
  void adsAndPromotionsAreFlaggedAndLeftOutOfTheAdvice() {
    Corpus corpus = Corpus.of(channel(40_000L), promoChannel());
    Map<String, PromoFlags.Flag> flags = PromoFlags.of(corpus.videos(), "Rock Science");
    assertThat(flags).containsOnlyKeys("ad0", "an0", "me0", "sp0");
    assertThat(flags.get("ad0").kind()).isEqualTo("ad");
    assertThat(flags.get("ad0").reason()).contains("16 s").contains("views bought as an ad");
    assertThat(flags.get("an0").kind()).isEqualTo("announcement");
    assertThat(flags.get("me0").kind()).isEqualTo("merch");
    assertThat(flags.get("sp0").kind()).isEqualTo("ad");

    AnalysisResult result =
        SectionsRun.analyse(TopicsFromOwnWordsTest.MINI_LM, corpus, Samples.NOW);
    var insights = result.strategicInsights();
    assertThat(insights.contentStrategy().flaggedVideos())
        .extracting(AnalysisResult.FlaggedVideo::videoId)
        .containsExactlyInAnyOrder("ad0", "an0", "me0", "sp0");
    Set<String> promos = Set.of("ad0", "an0", "me0", "sp0");
    assertThat(insights.performanceAnalysis().topPerformingVideos().videos())
        .extracting(VideoRef::videoId)
        .doesNotContainAnyElementsOf(promos);
    assertThat(insights.titleFormatStrategy().formatGroups())
        .allSatisfy(
            g ->
                assertThat(g.videos())
                    .extracting(VideoRef::videoId)
                    .doesNotContainAnyElementsOf(promos));
    // The promotions are one named weak group of their own, in no other bucket, never advised on.
    assertThat(insights.contentStrategy().contentBuckets())
        .filteredOn(b -> !b.bucketName().equals(ContentBuckets.PROMOTIONS))
        .allSatisfy(
            b ->
                assertThat(b.videos())
                    .extracting(VideoRef::videoId)
                    .doesNotContainAnyElementsOf(promos));
    ContentBucket promoGroup =
        insights.contentStrategy().contentBuckets().stream()
            .filter(b -> b.bucketName().equals(ContentBuckets.PROMOTIONS))
            .findFirst()
            .orElseThrow();
    assertThat(promoGroup.bucketKind()).isEqualTo("weak");
    assertThat(promoGroup.confidenceScore()).isLessThanOrEqualTo(ContentBuckets.WEAK_CAP);
    assertThat(promoGroup.videos())
        .extracting(VideoRef::videoId)
        .containsExactlyInAnyOrderElementsOf(promos);
    StrategicRecommendations r = insights.aiStrategicAnalysis().strategicRecommendations();
    assertThat(r.performancePatterns() + r.contentFormulaDiscovery() + r.strategicOpportunities())
        .doesNotContain("Try Our New App")
        .doesNotContain("Merch")
        .doesNotContain(ContentBuckets.PROMOTIONS);
    r.evidence()
        .values()
        .forEach(
            e -> assertThat(e).extracting(Evidence::videoId).doesNotContainAnyElementsOf(promos));
    assertThat(insights.suggestedTopics().topics())
        .allSatisfy(
            t ->
                assertThat(t.evidence())
                    .extracting(Evidence::videoId)
                    .doesNotContainAnyElementsOf(promos));
  }

  @Test
  void variedSubjectsAreNotForcedIntoThemesNorNamedByFirstNamesOrMonths() {
    String[] titles = {
      "Why Are There No Holes Around Trees?",
      "Tattoo Removal Is Insane",
      "All Of Human History In One Hour",
      "Astronomy Is In Crisis",
      "Trees Are So Weird",
      "The Fat Problem",
      "You Need To Quit Weed",
      "AI Slop Is Destroying The Internet",
      "Pregnancy is Insane",
      "Can Humanity Stop A Planet-Killing Asteroid?",
      "The Dumbest Animal Alive",
      "Alcohol is Amazing",
      "Why Does Fentanyl Feel So Good?",
      "What If It Rains Bananas For A Single Day?",
      "South Korea Is Over",
      "What Actual Aliens Might Look Like",
      "The Real Reason Why You Have Allergies",
      "Is The World Getting More Violent?",
      "Todd Blanche says agents acted humanely",
      "Deputy AG Todd Blanche on the shutdown",
      "Morning News Jan. 25",
      "Morning News Jan. 26"
    };
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < titles.length; i++) {
      videos.add(
          video("vr" + i, titles[i], 2_000_000L + (i * 7_919L) % 5_000_000, 700, 3 + i * 10));
    }
    Corpus corpus = Corpus.of(channel(20_000_000L), videos);
    ContentStrategy strategy = new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM).compute(corpus);
    List<String> plainTitles = videos.stream().map(VideoSample::title).toList();
    for (ContentBucket b : strategy.contentBuckets()) {
      String name = b.bucketName();
      assertThat(name).isNotIn("Todd", "Jan", "Morning", "Time");
      assertThat(ChannelSeries.isMonth(name)).isFalse();
      if (b.bucketKind().equals("topic")) {
        assertThat(b.confidenceScore())
            .as(name)
            .isGreaterThanOrEqualTo(ContentBuckets.STRONG_COHESION);
        assertThat(
                b.videos().stream()
                    .filter(
                        v ->
                            TopicsReplayTest.plain(v.title())
                                .contains(TopicsReplayTest.plain(name)))
                    .count())
            .as("a theme's name is used by two of its titles: " + name)
            .isGreaterThanOrEqualTo(2);
      }
      if (b.bucketKind().equals("weak")) {
        assertThat(b.confidenceScore()).isLessThanOrEqualTo(ContentBuckets.WEAK_CAP);
      }
    }
    assertThat(strategy.series()).extracting(Series::template).contains("X Is Insane");
    // "Todd" is always followed by "Blanche": a first name, never a name of its own.
    PhraseStats.Stat todd =
        new PhraseStats.Stat("todd", "Todd", 1, 6, Set.of(18, 19), Set.of(18, 19), 1);
    assertThat(Names.acceptable(todd, plainTitles)).isFalse();
    PhraseStats.Stat trees =
        new PhraseStats.Stat("tree", "Trees", 1, 6, Set.of(0, 4), Set.of(0, 4), 1);
    assertThat(Names.acceptable(trees, plainTitles)).isTrue();
    PhraseStats.Stat jan =
        new PhraseStats.Stat("jan", "Jan", 1, 6, Set.of(20, 21), Set.of(20, 21), 1);
    assertThat(Names.acceptable(jan, plainTitles)).isFalse();
  }

  /** A channel of question and "The X of Y" titles, most of one to three words (Vsauce's way). */
  static List<VideoSample> questionChannel() {
    String[] titles = {
      "The Power of Suggestion",
      "Illusions of Time",
      "Do Chairs Exist?",
      "How Many Holes Does a Human Have?",
      "The Future Of Reasoning",
      "The Stanford Prison Experiment",
      "Ayahuasca",
      "Mind Reading",
      "Laws & Causes",
      "Selfie Waves",
      "Divergent Minds",
      "The Origins of Disgust",
      "Moral Licensing",
      "The Electric Brain",
      "Behavior and Belief",
      "Should I Die?"
    };
    long[] views = {
      90_000_000, 21_000_000, 14_500_000, 15_500_000, 11_800_000, 16_500_000, 11_100_000, 8_400_000,
      7_000_000, 6_100_000, 4_500_000, 1_000_000, 2_900_000, 2_900_000, 3_000_000, 5_900_000
    };
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < titles.length; i++) {
      v.add(video("q" + i, titles[i], views[i], 1_500, 400 + i * 30));
    }
    return v;
  }

  @Test
  void aQuestionChannelsShapesAreNamedButTakeNoneOfItsOwnSubjects() {
    Corpus corpus = Corpus.of(channel(20_000_000L), questionChannel());
    ContentStrategy strategy = new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM).compute(corpus);
    List<Topic> topics = strategy.ideas();
    List<String> titles = topics.stream().map(Topic::title).toList();
    // "The Power of Suggestion" is a shape ("The Power of X"), its subject "Suggestion"; its
    // outliers' subjects in one another's shapes ("Illusions of Suggestion") would film the
    // channel again (issue 37): the shapes are named, and no idea splices them
    assertThat(strategy.ideasShortfall())
        .contains("reusable title templates")
        .contains("fill none");
    assertThat(
            IdeaSplices.faults(
                titles,
                titles.stream().map(t -> false).toList(),
                corpus.videos().stream().map(VideoSample::title).toList()))
        .isEmpty();
    assertThat(titles).noneMatch(t -> t.matches(".* [Oo]f .+ of .*"));
    Set<String> existing =
        corpus.videos().stream()
            .map(v -> ChannelSeries.normal(v.title()))
            .collect(Collectors.toSet());
    for (Topic t : topics) {
      assertThat(existing).doesNotContain(ChannelSeries.normal(t.title()));
      assertThat(t.evidence()).hasSizeGreaterThanOrEqualTo(3);
    }
    StopWords stop = StopWords.detect(corpus.videos().stream().map(VideoSample::title).toList());
    assertThat(TitleSubjects.ofTail("The Power of Suggestion", "Power of Suggestion", stop))
        .isEqualTo("Suggestion");
    assertThat(TitleSubjects.titleAsSubject("The Origins of Disgust", stop, Set.of()))
        .isEqualTo("Disgust");
    assertThat(TitleSubjects.titleAsSubject("Ayahuasca", stop, Set.of())).isEqualTo("Ayahuasca");
    assertThat(TitleSubjects.titleAsSubject("Should I Die?", stop, Set.of())).isNull();
  }

  @Test
  void whatDrewIsNamedWhereNoTemplateCarriesIt() {
    List<VideoSample> byViews =
        List.of(
            video("m0", "barnacle boi - ALIVE AGAIN [Wave]", 35_000, 200, 10),
            video("m1", "Yellow Claw - Max Damage", 16_000, 200, 20),
            video("m2", "Moonlight", 15_000, 200, 30),
            video("m3", "Iku - Everybody", 8_000, 200, 40));
    Map<String, String> subjects =
        Map.of("m0", "barnacle boi", "m1", "Yellow Claw", "m2", "Moonlight", "m3", "Iku");
    String said = IdeasShortfall.drewWithoutTemplate(byViews, subjects, List.of(), 8_000);
    assertThat(said)
        .contains("'barnacle boi' (\"barnacle boi - ALIVE AGAIN [Wave]\", 4.4× the median)")
        .contains("'Yellow Claw'")
        .doesNotContain("Moonlight")
        .doesNotContain("Iku");
    assertThat(IdeasShortfall.drewWithoutTemplate(byViews, subjects, List.of(), 0)).isEmpty();
  }

  @Test
  void ideasReadAsVideoTitlesAndRestOnEvidence() {
    Corpus corpus =
        Corpus.of(channel(500_000L), seriesChannel())
            .withPlaylists(PLAYLISTS)
            .withComments(
                Map.of(
                    "qd0",
                    List.of(
                        new CommentText(
                            "Please make a video about the moon landing footage!", 900))),
                Map.of(),
                1);
    ContentStrategy strategy = new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM).compute(corpus);
    List<Topic> topics = strategy.ideas();
    // the viewer's request; the channel's own subjects fill none of its templates (issue 37)
    assertThat(topics).hasSizeGreaterThanOrEqualTo(1).hasSizeLessThanOrEqualTo(10);
    assertThat(
            IdeaSplices.faults(
                topics.stream().map(Topic::title).toList(),
                topics.stream().map(t -> false).toList(),
                corpus.videos().stream().map(VideoSample::title).toList()))
        .isEmpty();
    assertThat(strategy.ideasShortfall()).contains("fill none of its templates");
    Set<String> existing =
        corpus.videos().stream()
            .map(v -> ChannelSeries.normal(v.title()))
            .collect(Collectors.toSet());
    Set<String> seen = new HashSet<>();
    for (Topic t : topics) {
      String title = t.title();
      assertThat(ChannelSeries.words(title)).as(title).hasSizeGreaterThanOrEqualTo(3);
      assertThat(existing)
          .as("not a restated title: " + title)
          .doesNotContain(ChannelSeries.normal(title));
      assertThat(title).as("no two glued phrases").doesNotMatch("^[\\p{L}]+ and [\\p{L}]+$");
      assertThat(seen.add(title.toLowerCase(Locale.ROOT))).isTrue();
      assertThat(t.description()).contains("template").contains("views");
      assertThat(t.evidence()).as(title).hasSizeGreaterThanOrEqualTo(3);
    }
    assertThat(topics)
        .as("the viewer's request fills one of the channel's templates")
        .anySatisfy(
            t -> {
              assertThat(t.title()).containsIgnoringCase("Moon Landing Footage");
              assertThat(t.description()).contains("asked for by a viewer").contains("900 likes");
              assertThat(t.evidence()).extracting(Evidence::videoId).contains("qd0");
            });
  }

  @Test
  void aLanguageModelRewriteKeepsTheEvidenceAndNeverShortensATitleToAWord() {
    List<Topic> draft = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      draft.add(
          new Topic(
              "Draft Idea Number " + i,
              "why " + i,
              List.of(
                  new Evidence("v" + i, "t", 1L),
                  new Evidence("w" + i, "t", 2L),
                  new Evidence("x", "t", 3L))));
    }
    StringBuilder answer =
        new StringBuilder(
            "{\"performance_patterns\":\"a\",\"content_formula_discovery\":\"b\",\"audience_behavior_insights\":\"c\",\"strategic_opportunities\":\"d\",\"topics\":[");
    for (int i = 0; i < 10; i++) {
      answer
          .append(i == 0 ? "" : ",")
          .append("{\"title\":\"")
          .append(i == 3 ? "Volcanoes" : "Rewritten Video Idea " + i)
          .append("\",\"description\":\"because\"}");
    }
    answer.append("]}");
    LanguageModel model = new LanguageModel("http://127.0.0.1:9", "m", null, Duration.ofSeconds(1));
    var attempt =
        model.parse(
            answer.toString(), "p ", new StrategicRecommendations("a", "b", "c", "d"), draft);
    List<Topic> written = attempt.written().orElseThrow().topics();
    assertThat(written).hasSize(10);
    for (int i = 0; i < 10; i++) {
      assertThat(written.get(i).evidence()).isEqualTo(draft.get(i).evidence());
    }
    assertThat(written.get(0).title()).isEqualTo("Rewritten Video Idea 0");
    assertThat(written.get(3).title())
        .as("a one-word rewrite keeps the draft")
        .isEqualTo("Draft Idea Number 3");
  }
}
