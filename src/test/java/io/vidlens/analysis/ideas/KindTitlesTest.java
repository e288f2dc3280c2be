package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.VideoSample;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How the niche-specific ideas read titles: a game's name with its sequel number and without the
 * episode or "Let's Play"; a music title's artist, track, sound and featured artists; the kind of
 * channel from its videos' category, or from track-shaped titles without one.
 */
class KindTitlesTest {

  @Test
  void aGameIsTheWordsBeforeTheEpisodeOrTheFirstSeparatorSequelNumberKept() {
    assertThat(GameIdeas.game("Hollow Depths 2 #16 The Sunken Gate")).isEqualTo("Hollow Depths 2");
    assertThat(GameIdeas.game("Crash 4 #20 Every Box in the Jungle")).isEqualTo("Crash 4");
    assertThat(GameIdeas.game("Starfall Tactics | The Final Boss on Hard"))
        .isEqualTo("Starfall Tactics");
    assertThat(GameIdeas.game("Hollow Knight Let's Play #3")).isEqualTo("Hollow Knight");
    assertThat(GameIdeas.game("Neon Courier (Day 20)")).isEqualTo("Neon Courier");
    // a longer way of naming a game is that game; a sequel is another
    assertThat(KindNames.extendsName("first look at ironbound frontier", "ironbound frontier"))
        .isTrue();
    assertThat(KindNames.extendsName("ironbound frontier is incredible", "ironbound frontier"))
        .isTrue();
    assertThat(KindNames.extendsName("sky forge 2", "sky forge")).isFalse();
    assertThat(KindNames.extendsName("sky forgery", "sky forge")).isFalse();
    assertThat(KindNames.extendsName("bossa lofi", "lofi")).isFalse();
    // a peer's one-off on the channel's own game gives its angle
    assertThat(OwnGameAngles.angle("I Played Ashen Realm 2 Blindfolded", "ashen realm 2"))
        .isEqualTo("Blindfolded");
    assertThat(OwnGameAngles.angle("Ashen Realm 2 - Secret Ending Explained", "ashen realm 2"))
        .isEqualTo("Secret Ending Explained");
    assertThat(OwnGameAngles.angle("Ashen Realm 2 -", "ashen realm 2")).isNull();
    assertThat(
            OwnGameAngles.playedIn(
                "I Played Ashen Realm 2 Blindfolded",
                java.util.Set.of("ashen realm", "ashen realm 2")))
        .isEqualTo("ashen realm 2");
    assertThat(GameIdeas.game("Why this boss is so hard")).isNull();
    assertThat(GameIdeas.game("#3 - The Gate")).isNull();
  }

  @Test
  void aNewGameOpensInTheChannelsEpisodeFormNumberedOne() {
    VideoSample form = Samples.video("a", "Sky Forge | #07 The Wind Temple", 1, 600, 3);
    assertThat(GameIdeas.firstEpisode("Ember Valley", form)).isEqualTo("Ember Valley | #01");
    VideoSample plain = Samples.video("b", "Hollow Knight Let's Play #12", 1, 600, 3);
    assertThat(GameIdeas.firstEpisode("Ember Valley", plain))
        .isEqualTo("Ember Valley Let's Play #1");
    assertThat(GameIdeas.firstEpisode("Ember Valley", null)).isEqualTo("Ember Valley #1");
  }

  @Test
  void aMusicTitleGivesArtistTrackSoundAndFeaturedArtists() {
    String title = "Artist B - Velvet Skies (feat. Kairo & Mira) [Phonk] [Official Video]";
    assertThat(MusicTitles.isTrack(title)).isTrue();
    assertThat(MusicTitles.artist(title)).isEqualTo("Artist B");
    assertThat(MusicTitles.track(title)).isEqualTo("Velvet Skies");
    assertThat(MusicTitles.genres(title)).containsExactly("Phonk");
    assertThat(MusicTitles.featured(title)).containsExactly("Kairo", "Mira");
    assertThat(MusicTitles.isTrack("Why the Ocean Is Salty - Explained")).isFalse();
  }

  static VideoSample categorised(String title, String category) {
    return new VideoSample("v", title, "", 1L, 60L, Instant.EPOCH, true, category, true, false);
  }

  @Test
  void theKindIsTheMostFrequentCategoryOrTrackTitlesWithoutOne() {
    assertThat(
            ChannelKind.of(
                List.of(
                    categorised("a", "Gaming"),
                    categorised("b", "Gaming"),
                    categorised("c", "Entertainment"))))
        .isEqualTo(ChannelKind.LETS_PLAY);
    assertThat(ChannelKind.of(List.of(categorised("a", "News & Politics"))))
        .isEqualTo(ChannelKind.NEWS);
    assertThat(ChannelKind.of(List.of(categorised("a", "Education")))).isEqualTo(ChannelKind.OTHER);
    assertThat(
            ChannelKind.of(
                List.of(
                    categorised("Nova - Night Drive [Synthwave]", ""),
                    categorised("Nova - Afterglow ft. Lumi", ""),
                    categorised("Studio tour", ""))))
        .isEqualTo(ChannelKind.MUSIC);
  }
}
