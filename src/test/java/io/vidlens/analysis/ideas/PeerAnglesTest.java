package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.embeddings.MiniLmTextEmbedder;
import io.vidlens.embeddings.TextEmbedder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A subject from the niche that none of the channel's shapes fits is offered as the angle a peer
 * broke out with, in the channel's form: the peer's label off, the channel's brand on, its casing;
 * never a restatement of the channel's titles nor a subject the channel does not cover.
 */
class PeerAnglesTest {

  static final TextEmbedder MINI_LM = new MiniLmTextEmbedder();

  static final Function<List<String>, List<double[]>> EMBED =
      texts -> {
        List<double[]> out = new ArrayList<>();
        for (float[] f : MINI_LM.embedAll(texts)) {
          double[] d = new double[f.length];
          for (int i = 0; i < f.length; i++) {
            d[i] = f[i];
          }
          out.add(d);
        }
        return out;
      };

  static final PeerAngles.ChannelForm NO_FORM = new PeerAngles.ChannelForm(List.of(), List.of());

  static final List<VideoSample> SCIENCE =
      List.of(
          Samples.video("s1", "How Octopuses Think With Their Arms", 90_000, 600, 20),
          Samples.video("s2", "The Trees That Talk to Each Other", 60_000, 600, 40),
          Samples.video("s3", "How Big Is the Observable Universe?", 50_000, 600, 60),
          Samples.video("s4", "Why Your Brain Remembers Embarrassing Moments", 80_000, 600, 80),
          Samples.video("s5", "What's at the Center of the Earth?", 70_000, 600, 100));

  static IdeaSubject fromPeer(String phrase, String peer, String title, String id) {
    return new IdeaSubject(
        phrase,
        1,
        List.of(),
        "a subject the channel has not filmed",
        "",
        true,
        List.of(new Evidence(id, title, 100_000L, 4.0, peer, OutsideSubjects.SOURCE)));
  }

  @Test
  void thePeersLabelComesOffAndTheChannelsBrandAndCasingGoOn() {
    Evidence marathon =
        new Evidence("p1", "Half marathon winners crowned | City Desk", 1L, 2.5, "City Desk", "x");
    assertThat(PeerAngles.inChannelForm(marathon, List.of("Harbor City News"), true))
        .isEqualTo("Half marathon winners crowned | Harbor City News");
    Evidence shouted = new Evidence("p2", "THE SEA IS RISING FASTER", 1L, 3.0, "Coast", "x");
    assertThat(PeerAngles.inChannelForm(shouted, List.of(), false))
        .isEqualTo("The Sea Is Rising Faster");
    Evidence titled = new Evidence("p3", "Ferry Strike Talks Collapse", 1L, 3.0, "Wire", "x");
    assertThat(PeerAngles.inChannelForm(titled, List.of("Harbor City News"), true))
        .isEqualTo("Ferry strike talks collapse | Harbor City News");
    Evidence onlyLabel = new Evidence("p4", "City Desk", 1L, 3.0, "City Desk", "x");
    assertThat(PeerAngles.inChannelForm(onlyLabel, List.of(), false)).isNull();
  }

  @Test
  void anAngleOnTheChannelsSubjectsIsGivenWithItsNearestOwnVideos() {
    List<Topic> angles =
        PeerAngles.of(
            List.of(
                fromPeer("Cats", "Dr. Hanna Reyes", "Why Cats Always Land on Their Feet", "c1")),
            List.of(),
            SCIENCE,
            NO_FORM,
            EMBED);
    assertThat(angles).hasSize(1);
    Topic cats = angles.getFirst();
    assertThat(cats.title()).isEqualTo("Why Cats Always Land on Their Feet");
    assertThat(cats.description()).contains("Dr. Hanna Reyes's angle that drew");
    assertThat(cats.evidence()).hasSize(1 + PeerAngles.NEAREST);
    assertThat(cats.evidence().getFirst().channelName()).isEqualTo("Dr. Hanna Reyes");
    assertThat(cats.evidence().subList(1, 3))
        .extracting(Evidence::videoId)
        .allMatch(id -> id.startsWith("s"));
  }

  @Test
  void noAngleRestatesTheChannelOrLeavesItsSubjectsOrRepeatsAnIdea() {
    IdeaSubject restated =
        fromPeer("Observable Universe", "Cosmic Lens", "How Big Is the Observable Universe?", "u1");
    IdeaSubject elsewhere =
        fromPeer("Stock Market", "Money Talks", "Why the Stock Market Crashed Today", "m1");
    IdeaSubject given = fromPeer("Deep Sea", "Wild Biology", "Creatures of the Deep Sea", "d1");
    IdeaSubject sameInOtherWords =
        fromPeer(
            "Deepest Point",
            "Deep Field",
            "We Sent a Camera to the Deepest Point in the Ocean",
            "d2");
    Topic already =
        new Topic(
            "What Is the Deep Sea, Really?",
            "given",
            List.of(
                new Evidence(
                    "d1",
                    "The Terrifying Creatures of the Deep Sea",
                    1L,
                    5.0,
                    "Wild Biology",
                    OutsideSubjects.SOURCE)));
    assertThat(
            PeerAngles.of(
                List.of(restated, elsewhere, given, sameInOtherWords),
                List.of(already),
                SCIENCE,
                NO_FORM,
                EMBED))
        .isEmpty();
  }

  @Test
  void anAngleOnTheSubjectOfALabelledSeriesCarriesItsLabel() {
    PeerAngles.ChannelForm form =
        new PeerAngles.ChannelForm(
            List.of(),
            List.of(
                new PeerAngles.SeriesLabel(
                    "Mind Matters",
                    "X | Mind Matters",
                    " | Mind Matters",
                    List.of(
                        "Why Do We Dream? | Mind Matters",
                        "Déjà Vu: What Your Brain Is Really Doing | Mind Matters",
                        "Why Music Gives You Chills | Mind Matters"))));
    List<Topic> angles =
        PeerAngles.of(
            List.of(
                fromPeer(
                    "Conspiracy Theories",
                    "Mindscape",
                    "The Psychology of Conspiracy Theories",
                    "p1"),
                fromPeer("Cats", "Dr. Hanna Reyes", "Why Cats Always Land on Their Feet", "c1")),
            List.of(),
            SCIENCE,
            form,
            EMBED);
    assertThat(angles)
        .extracting(Topic::title)
        .containsExactly(
            "The Psychology of Conspiracy Theories | Mind Matters",
            "Why Cats Always Land on Their Feet");
    assertThat(angles.getFirst().description()).contains("an episode of its series 'Mind Matters'");
  }

  @Test
  void noIdeaIsLongerThanThePlatformTakes() {
    String longTitle =
        "Why Octopus Arms Can Taste, Think and Decide Without the Brain: The Strange Minds of Eight Arms";
    assertThat(longTitle.length()).isBetween(90, 100);
    List<Topic> angles =
        PeerAngles.of(
            List.of(fromPeer("Octopus Arms", "Wild Biology", longTitle, "o1")),
            List.of(),
            SCIENCE,
            new PeerAngles.ChannelForm(List.of("Curious Orbit Science"), List.of()),
            EMBED);
    assertThat(angles).extracting(Topic::title).containsExactly(longTitle);
    assertThat(
            Restatements.readsAsTitle(longTitle + " | Curious Orbit Science", Set.of(), List.of()))
        .isFalse();
  }
}
