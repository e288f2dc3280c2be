package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.SectionsRun;
import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.embeddings.MiniLmTextEmbedder;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A regional news channel with no niche read: the story its viewers followed (a ferry strike, four
 * videos at three times its usual) gets a follow-up in its branded form, with its videos cited; a
 * story that drew its usual (the council budget) and one lucky upload get none.
 */
class NewsFollowUpsTest {

  static final Instant NOW = Instant.parse("2026-03-01T18:00:00Z");

  static final String[] FERRY = {
    "Ferry strike enters third day as talks stall",
    "Ferry strike: commuters face hour-long queues at the pier",
    "Ferry strike ends? Union weighs new pay offer",
    "Ferry strike leaves island shops without fresh stock"
  };
  static final String[] BUDGET = {
    "Council budget: parking charges to rise in April",
    "Council budget vote delayed after late amendment",
    "Council budget cuts library opening hours"
  };
  static final String[] OTHER = {
    "Hospital opens new maternity wing",
    "Storm warning issued for the coast tonight",
    "Local bakery wins national bread award",
    "Road closure on the high street for water works",
    "School choir to sing at the national final",
    "Fire crews tackle blaze at empty warehouse",
    "New cycle lane divides residents",
    "Police appeal after break-ins at allotments",
    "Museum returns stolen painting to owner",
    "Rail fares to rise by four percent",
    "Harbour seal pup rescued by volunteers",
    "Football club unveils new stadium plans",
    "Care home staff praised in inspection report",
    "Beach clean-up draws hundreds of volunteers",
    "Bus route cut leaves villages stranded",
    "Market traders protest over rent rise",
    "Teenager's invention wins science prize"
  };

  @Test
  void theStoryViewersFollowedGetsAFollowUpAndNoOtherDoes() {
    List<VideoSample> videos = new ArrayList<>();
    List<String> titles = new ArrayList<>();
    List<Long> views = new ArrayList<>();
    for (String t : FERRY) {
      titles.add(t);
      views.add(30_000L);
    }
    for (String t : BUDGET) {
      titles.add(t);
      views.add(10_000L);
    }
    for (int i = 0; i < OTHER.length; i++) {
      titles.add(OTHER[i]);
      // one lucky upload among the usual
      views.add(i == 5 ? 60_000L : 9_000L + 250L * (i % 5));
    }
    // interleaved over a month, a day apart, all mature: equal age compares like with like
    for (int i = 0; i < titles.size(); i++) {
      int slot = (i * 7) % titles.size();
      videos.add(
          new VideoSample(
              String.format("hd%09d", i),
              titles.get(i) + " | Harbor Daily",
              "",
              views.get(i) + 97L * slot,
              240L + 13L * slot,
              NOW.minus(Duration.ofDays(10 + slot)),
              true,
              "News & Politics",
              true,
              false));
    }
    ChannelFacts facts =
        new ChannelFacts(
            "UCharborDailyNews0000000",
            "Harbor Daily",
            null,
            50_000L,
            900L,
            9_000_000L,
            null,
            "",
            List.of(),
            null);

    List<Topic> ideas =
        SectionsRun.analyse(new MiniLmTextEmbedder(), Corpus.of(facts, videos), NOW)
            .strategicInsights()
            .suggestedTopics()
            .topics();

    List<Topic> followUps =
        ideas.stream().filter(t -> t.title().contains(": What Happens Next")).toList();
    assertThat(followUps).as(ideas.toString()).hasSize(1);
    Topic ferry = followUps.getFirst();
    assertThat(ferry.title().toLowerCase(Locale.ROOT)).startsWith("ferry strike");
    assertThat(ferry.title()).endsWith(": What Happens Next | Harbor Daily");
    assertThat(ferry.description()).contains("more than chance explains").contains("p ");
    assertThat(ferry.evidence())
        .hasSize(NewsFollowUps.CITED)
        .allSatisfy(e -> assertThat(e.title()).startsWith("Ferry strike"));
  }
}
