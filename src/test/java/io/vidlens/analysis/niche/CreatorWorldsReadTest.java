package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.SectionsRun;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.CreatorWorlds.CreatorWorld;
import io.vidlens.json.JsonMappers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The four creator worlds ({@link CreatorWorlds}) through the whole analysis, with the niche read
 * on the fake platform, written to {@code target/analysis-worlds.md} as each creator would read it;
 * and what any of them would notice at once: a niche of its peers with the stranger last, no idea
 * that is one of its own titles, and every idea from outside naming the peer it came from. The news
 * world is read a second time without the country its about panel states, to show what that country
 * takes away.
 */
class CreatorWorldsReadTest {

  private static final Map<String, JsonNode> RESULTS = new LinkedHashMap<>();
  private static final Map<String, CreatorWorld> WORLDS = new LinkedHashMap<>();

  static synchronized Map<String, JsonNode> results() {
    if (RESULTS.isEmpty()) {
      List<CreatorWorld> worlds = new ArrayList<>(CreatorWorlds.all());
      worlds.add(CreatorWorlds.withoutCountry(NewsWorld.world()));
      for (CreatorWorld w : worlds) {
        ConstructedNiche.World niche =
            ConstructedNiche.of(
                w.channelId(), w.peers(), WorldKit.NOW, 40, ScienceNicheTest.MINI_LM);
        var result =
            SectionsRun.analyse(
                ScienceNicheTest.MINI_LM,
                Corpus.of(w.facts(), w.own())
                    .withComments(w.comments(), Map.of(), w.comments().size()),
                WorldKit.NOW,
                niche.reader());
        RESULTS.put(w.kind(), JsonMappers.SNAKE_CASE.valueToTree(result));
        WORLDS.put(w.kind(), w);
      }
    }
    return RESULTS;
  }

  @Test
  void dump() throws Exception {
    StringBuilder out = new StringBuilder("# The creator worlds' analyses\n\n");
    results()
        .forEach(
            (kind, r) -> {
              CreatorWorld w = WORLDS.get(kind);
              out.append(WorldDump.of(kind + ": " + w.channelName(), r));
            });
    Path file = Path.of("target", "analysis-worlds.md");
    Files.createDirectories(file.getParent());
    Files.writeString(file, out.toString());
    assertThat(out).contains("## science", "## let's play", "## news", "## music");
  }

  @Test
  void everyNicheHoldsTenPeersOrMoreAndTheStrangerComesLastIfAtAll() {
    results()
        .forEach(
            (kind, r) -> {
              JsonNode peers = r.at("/strategic_insights/niche_analysis/peers");
              // the news and music worlds have eight peers: then every one of them
              int supplied = WORLDS.get(kind).peers().size();
              assertThat(peers.size()).as(kind).isGreaterThanOrEqualTo(Math.min(10, supplied));
              String stranger = WORLDS.get(kind).stranger();
              List<String> names = new ArrayList<>();
              peers.forEach(p -> names.add(p.get("channel_name").asString()));
              if (stranger != null && names.contains(stranger)) {
                assertThat(names.getLast()).as(kind + ": " + names).isEqualTo(stranger);
              }
            });
  }

  @Test
  void noIdeaRestatesOneOfTheChannelsOwnTitles() {
    results()
        .forEach(
            (kind, r) -> {
              List<String> own =
                  WORLDS.get(kind).own().stream()
                      .map(VideoSample::title)
                      .map(t -> t.toLowerCase(Locale.ROOT).strip())
                      .toList();
              for (JsonNode t : r.at("/strategic_insights/suggested_topics/topics")) {
                assertThat(own)
                    .as(kind)
                    .doesNotContain(t.get("title").asString().toLowerCase(Locale.ROOT).strip());
              }
            });
  }

  /**
   * A label channel releases many artists: a remix or a feature on one of its tracks stays that
   * track's artist's, and a game idea is named without the bracket of "(Day 20)".
   */
  @Test
  void aRemixKeepsItsTracksArtistAndAGameItsCleanName() {
    List<String> music = titles(results().get("music"));
    List<String> own = WORLDS.get("music").own().stream().map(v -> v.title()).toList();
    assertThat(music).filteredOn(t -> t.contains("Remix")).isNotEmpty();
    for (String idea : music.stream().filter(t -> t.contains("Remix")).toList()) {
      String artist = idea.substring(0, idea.indexOf(" - "));
      String track = idea.substring(idea.indexOf(" - ") + 3).replaceAll("\\s*(ft\\.|\\().*$", "");
      assertThat(own).as(idea).anyMatch(t -> t.startsWith(artist + " - " + track));
    }
    assertThat(titles(results().get("let's play"))).noneMatch(t -> t.contains("( #"));
  }

  /**
   * The niche's evidence is what was planted, not what noise gave: at a spread of σ 0.5 about one
   * ordinary video in twelve clears 2×, and games every peer plays ("Dungeon Cartographer") or a
   * peer's usual tag ("[Jazzhop]") collected such outliers by their numbers; tested against their
   * channels' spread at a false discovery rate of 0.1 (NicheOutliers), at most one subject a world
   * keeps is noise, and the planted subjects on several channels are all kept.
   */
  @Test
  void theNichesEvidenceIsWhatWasPlantedNotWhatNoiseGave() {
    Map<String, java.util.function.IntFunction<Map<Integer, String>>> planted =
        Map.of(
            "science", ScienceWorld::planted,
            "let's play", LetsPlayWorld::planted,
            "music", MusicWorld::planted);
    planted.forEach(
        (kind, byPeer) -> {
          java.util.Set<String> titles = new java.util.HashSet<>();
          for (int n = 1; n <= 12; n++) {
            titles.addAll(byPeer.apply(n).values());
          }
          long noise = 0;
          for (JsonNode subject :
              results().get(kind).at("/strategic_insights/niche_analysis/outlier_subjects")) {
            assertThat(subject.get("p_value").asDouble()).isLessThan(0.1);
            boolean any = false;
            for (JsonNode v : subject.get("videos")) {
              any |= titles.contains(v.get("title").asString());
            }
            noise += any ? 0 : 1;
          }
          assertThat(noise).as(kind).isLessThanOrEqualTo(1);
        });
    Map<String, Integer> channels = new LinkedHashMap<>();
    for (String kind : List.of("science", "let's play", "music")) {
      results()
          .get(kind)
          .at("/strategic_insights/niche_analysis/outlier_subjects")
          .forEach(o -> channels.put(o.get("subject").asString(), o.get("channels").asInt()));
    }
    assertThat(channels)
        .containsEntry("Ironbound Frontier", 3)
        .containsEntry("Bossa Lofi", 3)
        .containsEntry("Mira Sol", 2)
        .containsEntry("Nuclear Fusion Just Broke Its Own Record", 2);
    // one subject in other words on other channels is one subject: its key phrases are near
    assertThat(channelsOn(results().get("science"), "Deep Sea")).isGreaterThanOrEqualTo(2);
    assertThat(channelsOn(results().get("news"), "Reservoir")).isEqualTo(3);
    assertThat(titles(results().get("music")))
        .noneMatch(t -> t.contains("[Jazzhop]") || t.contains("[Lofi]"));
    assertThat(titles(results().get("let's play")))
        .noneMatch(t -> t.startsWith("Dungeon Cartographer") || t.startsWith("Voidrunners"))
        // the angle a peer's one-off on its own game broke out with, as its next episode
        .contains("Ashen Realm 2 #15 Blindfolded");
  }

  /**
   * A news channel that states its country gets the stories of peers that state the same one: the
   * ideas the world without a stated country gets, and no peer is held back.
   */
  @Test
  void aNewsChannelStatingItsCountryGetsItsCountrysPeersStories() {
    JsonNode stated = results().get("news");
    assertThat(titles(stated))
        .isNotEmpty()
        .containsExactlyElementsOf(titles(results().get("news (no country stated)")));
    assertThat(stated.at("/strategic_insights/niche_analysis/outlier_subjects")).isNotEmpty();
    assertThat(stated.at("/strategic_insights/niche_analysis/caveats"))
        .extracting(JsonNode::asString)
        .noneMatch(c -> c.contains("speaks from") || c.contains("about panels"));
  }

  /**
   * A newsroom's ideas name each story once: one follow-up a story it covered ("Housing protest"
   * and "Mayor Okafor" were one), and the story given an interview and an explainer is not also a
   * bare headline ("Reservoir | Harbor City News", "The Valley reservoir | …").
   */
  @Test
  void aNewsroomsIdeasNameEachStoryOnce() {
    List<String> news = titles(results().get("news"));
    assertThat(news).contains("Reservoir: The Interview | Harbor City News");
    assertThat(news)
        .filteredOn(t -> t.toLowerCase(Locale.ROOT).contains("reservoir"))
        .allMatch(t -> t.contains("Interview") || t.contains("Explained"));
    List<String> followed = new ArrayList<>();
    for (JsonNode t : results().get("news").at("/strategic_insights/suggested_topics/topics")) {
      if (t.get("title").asString().contains("What Happens Next")) {
        for (JsonNode e : t.get("evidence")) {
          if (e.path("source").isMissingNode() || e.path("source").isNull()) {
            followed.add(e.get("video_id").asString());
          }
        }
      }
    }
    assertThat(followed).isNotEmpty().doesNotHaveDuplicates();
  }

  /** The channels of the niche's subject whose best title holds {@code words}; 0 for none. */
  private static int channelsOn(JsonNode r, String words) {
    for (JsonNode o : r.at("/strategic_insights/niche_analysis/outlier_subjects")) {
      if (o.get("subject").asString().contains(words)) {
        return o.get("channels").asInt();
      }
    }
    return 0;
  }

  private static List<String> titles(JsonNode r) {
    List<String> out = new ArrayList<>();
    r.at("/strategic_insights/suggested_topics/topics")
        .forEach(t -> out.add(t.get("title").asString()));
    return out;
  }

  /**
   * A newsroom's viewers ask for stories: one the niche's ideas give already ("the reservoir
   * levels", asked twice in other words) is noted on that idea, not given again; another ("the rent
   * increases") comes in the channel's branded form and its sentence case, citing the comment.
   */
  @Test
  void aNewsroomsViewersRequestsJoinTheStoryTheyAskForOrComeInItsForm() {
    JsonNode r = results().get("news");
    Map<String, String> said = new LinkedHashMap<>();
    r.at("/strategic_insights/suggested_topics/topics")
        .forEach(t -> said.put(t.get("title").asString(), t.get("description").asString()));
    assertThat(said.keySet())
        .contains("Rent increases | Harbor City News")
        .noneMatch(t -> t.startsWith("Reservoir Levels") || t.startsWith("The Reservoir"));
    assertThat(said.get("Reservoir: The Interview | Harbor City News"))
        .contains(
            "also asked for by 2 viewers",
            "\"Can you cover the reservoir levels? Nobody is talking about it\"");
    assertThat(said.get("Rent increases | Harbor City News"))
        .contains("asked for by a viewer", "\"Please do a piece on the rent increases\"");
  }

  /**
   * A label's listeners ask for a sound and a singer the niche's breakouts give already: the ideas
   * that give them say so, and no request is an idea of its own beside them.
   */
  @Test
  void aLabelsListenersRequestsAreNotedOnTheSoundAndCollaborationThatDrew() {
    JsonNode r = results().get("music");
    List<String> ideas = titles(r);
    assertThat(ideas).hasSize(5).allMatch(t -> t.contains("Bossa Lofi") || t.contains("Mira Sol"));
    Map<String, String> said = new LinkedHashMap<>();
    r.at("/strategic_insights/suggested_topics/topics")
        .forEach(t -> said.put(t.get("title").asString(), t.get("description").asString()));
    assertThat(said.values())
        .anyMatch(
            d -> d.contains("('Bossa Lofi')") && d.contains("\"Can you do a bossa lofi mix?\""))
        .anyMatch(
            d ->
                d.contains("('Mira Sol')")
                    && d.contains("\"Please make a video about Mira Sol, her voice is unreal\""));
  }

  /**
   * A science explainer's viewers ask for subjects: one that fits the channel's shape becomes that
   * title, its article kept and written small as the channel writes its titles, citing the comment
   * and the video it was left under; the others are named in the strategy.
   */
  @Test
  void aViewersRequestFillsTheChannelsShapeCitingTheComment() {
    JsonNode r = results().get("science");
    JsonNode asked = null;
    for (JsonNode t : r.at("/strategic_insights/suggested_topics/topics")) {
      if (t.get("title").asString().equals("What Is the Fermi Paradox, Really?")) {
        asked = t;
      }
    }
    assertThat(asked).as(titles(r).toString()).isNotNull();
    assertThat(asked.get("description").asString())
        .contains(
            "asked for by 2 viewers",
            "(520 likes on the most liked: \"Please make a video about the Fermi paradox!\")");
    assertThat(
            r.at(
                    "/strategic_insights/ai_strategic_analysis/strategic_recommendations/strategic_opportunities")
                .asString(""))
        .contains("most liked first: 'Fermi Paradox', 'Lucid Dreaming', 'Volcanic Lightning'");
  }

  /**
   * A let's-player's viewers name the games they want next: those it has not played open a series
   * in its form, quoting the most liked asking and saying how many asked; a niche game they asked
   * for says so too; "pale forest when??" and "Play it on hard mode" ask for none, and requests
   * beyond three are not given.
   */
  @Test
  void aLetsPlayersViewersGamesOpenSeriesQuotingThem() {
    JsonNode r = results().get("let's play");
    assertThat(titles(r))
        .contains("Pale Forest #01", "Goblin Tavern Simulator #01", "Frostline #01")
        .doesNotContain("Neon Courier #01", "Crypt of Embers #01");
    Map<String, String> said = new LinkedHashMap<>();
    r.at("/strategic_insights/suggested_topics/topics")
        .forEach(t -> said.put(t.get("title").asString(), t.get("description").asString()));
    assertThat(said.get("Pale Forest #01"))
        .contains(
            "2 viewers asked for 'Pale Forest' (460 likes; the most liked: \"You should play Pale"
                + " Forest next, the atmosphere is unreal\"",
            "on the peers, where it is on 6 videos of 1 channel, its outlier (NotSoPro: \"Pale"
                + " Forest Review - Is It Worth It?\"",
            "is within what its channel's usual spread gives");
    // a one-off naming the game by no form of its own is on the game
    assertThat(said.get("Goblin Tavern Simulator #01"))
        .contains(
            "where it is on 15 videos of 3 channels",
            "Quiet Quest: \"Goblin Tavern Simulator Is the Funniest Game of the Year\"",
            "Lily Plays: \"Goblin Tavern Simulator - Part 4\"",
            "are within what their channels' usual spread gives (p = 0.51)");
    // what the chance test set aside is on the wire, lowest p first
    JsonNode within = r.at("/strategic_insights/niche_analysis/outlier_subjects_within_chance");
    List<Double> p = new ArrayList<>();
    within.forEach(w -> p.add(w.get("p_value").asDouble()));
    assertThat(p).isNotEmpty().isSorted().allMatch(x -> x > 0.01);
    List<String> subjects = new ArrayList<>();
    within.forEach(w -> subjects.add(w.get("subject").asString()));
    assertThat(subjects).contains("Goblin Tavern Simulator", "Pale Forest", "Frostline");
    // each weighed over every video of the niche on it, outliers or not
    within.forEach(
        w -> {
          assertThat(w.get("videos_weighed").asInt())
              .isGreaterThanOrEqualTo(w.get("videos").size());
          assertThat(w.get("channels_weighed").asInt())
              .isGreaterThanOrEqualTo(w.get("channels").asInt());
        });
    assertThat(said.get("Ironbound Frontier #01"))
        .contains("3 peer channels", "1 viewer asked for 'Ironbound Frontier'");
    assertThat(
            r.at(
                    "/strategic_insights/ai_strategic_analysis/strategic_recommendations/strategic_opportunities")
                .asString(""))
        .contains(
            "Viewers asked for 7 specific topics in comments, most liked first: 'Pale Forest',"
                + " 'Goblin Tavern Simulator', 'Ironbound Frontier', …");
  }

  @Test
  void everyIdeaFromOutsideNamesThePeerItCameFrom() {
    results()
        .forEach(
            (kind, r) -> {
              List<String> peerNames =
                  WORLDS.get(kind).peers().stream()
                      .map(io.vidlens.testing.ConstructedWorld::title)
                      .toList();
              for (JsonNode t : r.at("/strategic_insights/suggested_topics/topics")) {
                for (JsonNode e : t.get("evidence")) {
                  if ("niche_outlier".equals(e.path("source").asString(""))) {
                    assertThat(e.path("channel_name").asString(""))
                        .as(kind + ": " + t.get("title").asString())
                        .isIn(peerNames);
                  }
                }
              }
            });
  }

  /**
   * A subject from outside that no shape of the channel fits is given as the peer's angle in the
   * channel's form, never as a bare brand on a headline fragment, and never one only a stranger to
   * the niche drew on (the cooking channel's burger on the science channel).
   */
  @Test
  void outsideSubjectsNoShapeFitsComeAsThePeersAngleAndNotFromStrangers() {
    JsonNode science = results().get("science");
    List<String> ideas = titles(science);
    assertThat(ideas)
        .contains("Why Cats Always Land on Their Feet", "The Drake Equation – Explained");
    assertThat(ideas).hasSizeGreaterThanOrEqualTo(5);
    for (JsonNode t : science.at("/strategic_insights/suggested_topics/topics")) {
      for (JsonNode e : t.get("evidence")) {
        assertThat(e.path("channel_name").asString("")).isNotEqualTo("Kitchen Table");
      }
    }
    assertThat(science.at("/strategic_insights/suggested_topics/shortfall").asString(""))
        .contains("Not given: 'Crispiest Smash Burger'");
    assertThat(titles(results().get("news")))
        .contains("Half marathon winners crowned | Harbor City News")
        .doesNotContain("Half marathon winners | Harbor City News");
  }

  /**
   * The label's nine artists draw alike by construction (one track planted): a test at 0.1 for each
   * gave "make more of Mellow Circuit" and "rethink Sleepy Fox"; controlled over every group looked
   * at, no artist is advised, and the level each p had to meet is in the result.
   */
  @Test
  void noArtistIsAdvisedWhereAllDrawAlike() {
    JsonNode tests =
        results()
            .get("music")
            .at("/strategic_insights/ai_strategic_analysis/strategic_recommendations/chance_tests");
    assertThat(tests.size()).isGreaterThanOrEqualTo(2);
    boolean passedAlone = false;
    for (JsonNode t : tests) {
      assertThat(t.get("advised").asBoolean()).as(t.get("group_name").asString()).isFalse();
      assertThat(t.get("alpha").asDouble()).isLessThan(0.1);
      passedAlone |= t.get("p_value").asDouble() < 0.1;
    }
    assertThat(passedAlone).as("a p under 0.1 that one test alone would have advised").isTrue();
    assertThat(
            results()
                .get("music")
                .at(
                    "/strategic_insights/ai_strategic_analysis/strategic_recommendations/strategic_opportunities")
                .asString())
        .doesNotContain("Make more of")
        .doesNotContain("Rethink");
  }

  /**
   * Moonlit Manor's last episode is its ending: no eighth episode is suggested nor missed, and the
   * Blindfolded idea is Ashen Realm 2's next episode, so that series is not said to have none.
   */
  @Test
  void aPlayedThroughGameGetsNoNextEpisodeAndAnOngoingOneIsNotSaidToHaveNone() {
    JsonNode letsPlay = results().get("let's play");
    String shortfall = letsPlay.at("/strategic_insights/suggested_topics/shortfall").asString("");
    assertThat(shortfall)
        .doesNotContain("Moonlit Manor Ep. 8")
        .doesNotContain("Series that draw but got no idea");
    assertThat(titles(letsPlay)).noneMatch(t -> t.startsWith("Moonlit Manor"));
  }

  /**
   * Three of the label's own artists broke out with bossa lofi on other channels, two with Mira
   * Sol: each gets the idea on their best track here, citing their own breakout first.
   */
  @Test
  void aLabelsArtistsWhoBrokeOutElsewhereGetTheSoundOrCollaborationThatDrew() {
    JsonNode music = results().get("music");
    List<String> ideas = titles(music);
    assertThat(ideas)
        .filteredOn(t -> t.contains("(Bossa Lofi Remix)"))
        .extracting(t -> t.substring(0, t.indexOf(" - ")))
        .containsExactlyInAnyOrder("Tomo Hayes", "Sleepy Fox", "Ori Wen");
    assertThat(ideas)
        .filteredOn(t -> t.contains("ft. Mira Sol"))
        .extracting(t -> t.substring(0, t.indexOf(" - ")))
        .containsExactlyInAnyOrder("Bluefinch", "Kaelo");
    for (JsonNode t : music.at("/strategic_insights/suggested_topics/topics")) {
      String artist = t.get("title").asString().split(" - ")[0];
      assertThat(t.get("evidence").get(0).get("title").asString())
          .as(t.get("title").asString())
          .startsWith(artist + " - ");
    }
  }
}
