package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.testing.RecordedComments;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The games a let's-play channel's viewers ask for, read as they ask; and what asks for none: a
 * playback speed, a character to play as, a difficulty, a format, and every recorded comment.
 */
class GameRequestsTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "You should play Pale Forest next, the atmosphere is unreal | Pale Forest",
        "PLEASE play Goblin Tavern Simulator, you'd love the bard quests | Goblin Tavern Simulator",
        "Try Frostline, it's a hidden gem | Frostline",
        "Would love to see you play Crypt of Embers sometime | Crypt of Embers",
        "can you guys play Mecha Arena 3? | Mecha Arena 3",
        "Great episode! Try Tidebreaker if you liked this | Tidebreaker",
        "next series should be Dungeon Cartographer!! | Dungeon Cartographer",
        "u should definitely try The Long Dark because of the story | The Long Dark",
        "you should play pale forest after this one | pale forest",
        "Kannst du mal Pale Forest spielen? | Pale Forest",
        "könntet ihr bitte Goblin Tavern Simulator zocken | Goblin Tavern Simulator",
        "Du solltest unbedingt Frostline spielen, das ist so gut | Frostline",
        "Spiel mal Terraria! | Terraria",
        "bitte zock Mecha Arena 3 weiter | Mecha Arena 3",
        "Tu pourrais jouer à Pale Forest stp | Pale Forest",
        "vous devriez tester Crypt of Embers, c'est génial | Crypt of Embers",
        "Joue à Frostline ! | Frostline"
      })
  void aGameIsReadFromTheWaysViewersAskForIt(String comment, String game) {
    assertThat(GameRequests.nameIn(comment)).isEqualTo(game);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Playing at 2x speed",
        "When you get to the center: \"You can now play as Luigi!\"",
        "Play it on hard mode next time!",
        "can u guys please do more co-op",
        "pale forest when??",
        "I love to play games with my brother",
        "you should play more",
        "please try the rest of the levels",
        "Who else is watching this at 2am",
        "Kannst du mal Horror Spiele spielen?",
        "Das Spiel ist mega, danke!",
        "Du solltest das weiter spielen",
        "J'adore ce jeu, continue !",
        "tu devrais jouer à ça plus souvent",
        "you should play more indie games"
      })
  void noGameIsReadWhereTheCommentNamesNone(String comment) {
    assertThat(GameRequests.nameIn(comment)).isNull();
  }

  @Test
  void aNameInLowerCaseCountsWhereTwoViewersAskForItAndIsShownAsOneWritesIt() {
    assertThat(GameRequests.of(Map.of("a", List.of(said("you should play pale forest", 40)))))
        .isEmpty();
    var found =
        GameRequests.of(
            Map.of(
                "a",
                List.of(said("you should play pale forest", 40), said("Try Frostline", 300)),
                "b",
                List.of(said("PLEASE play Pale Forest next", 12), said("first", 90))));
    assertThat(found)
        .extracting(GameRequests.Requested::name)
        .containsExactly("Pale Forest", "Frostline");
    assertThat(found.getFirst().askers()).isEqualTo(2);
    assertThat(found.getFirst().likes()).isEqualTo(52);
    assertThat(found.getFirst().best().comment().text()).isEqualTo("you should play pale forest");
  }

  @Test
  void aCommentWithoutTextOrALongRamblingOneAsksForNothing() {
    List<CommentText> said = new java.util.ArrayList<>();
    said.add(null);
    said.add(new CommentText(null, 3));
    said.add(new CommentText("you should play " + "very ".repeat(2_000) + "long", 1));
    assertThat(GameRequests.of(Map.of("a", said))).isEmpty();
  }

  @Test
  void oneCommentPostedTwiceIsOneViewerAsking() {
    var found =
        GameRequests.of(
            Map.of(
                "a", List.of(said("you should play pale forest", 4)),
                "b", List.of(said("you should play pale forest", 4))));
    assertThat(found).isEmpty();
  }

  @Test
  void noRecordedCommentAsksForAGame() throws IOException {
    List<String> texts = RecordedComments.texts();
    assertThat(texts).hasSizeGreaterThan(30);
    assertThat(texts).filteredOn(t -> GameRequests.nameIn(t) != null).isEmpty();
    // the pages hold "play" in other senses: the reader passes them over, not misses them
    assertThat(texts).anyMatch(t -> t.toLowerCase(java.util.Locale.ROOT).contains("play"));
  }

  private static CommentText said(String text, long likes) {
    return new CommentText(text, likes);
  }
}
