package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Count;
import io.vidlens.model.VideoItem;
import io.vidlens.model.VideoItem.Access;
import org.junit.jupiter.api.Test;

/**
 * Members-only and Premium videos are told by their badge: a lockup's {@code badgeViewModel} in the
 * metadata rows, an older renderer's {@code metadataBadgeRenderer}; the style decides (the text is
 * localised), the English text only where no style is given. Hand-written from the documented
 * shapes (yt-dlp's badge styles, the lockup's metadataRows[].badges[]).
 */
class AccessBadgesTest {

  /** A lockup whose metadata row carries {@code badge}. */
  static String lockup(String id, String badge) {
    String item = UpcomingPremiereTest.lockup(id, "12:03", "X", "1,000 views", "3 days ago");
    return item.replace("{'metadataParts': [", "{'badges': [" + badge + "], 'metadataParts': [");
  }

  @Test
  void aLockupsMetadataBadgeSaysWhoMayWatch() {
    var page =
        UpcomingPremiereTest.page(
            lockup(
                "members0001",
                "{'badgeViewModel': {'badgeText': 'Nur für Kanalmitglieder',"
                    + " 'badgeStyle': 'BADGE_MEMBERS_ONLY', 'iconName': 'SPONSORSHIP_STAR'}}"),
            lockup(
                "premium0001",
                "{'badgeViewModel': {'badgeText': 'Premium', 'badgeStyle':"
                    + " 'BADGE_STYLE_TYPE_PREMIUM'}}"),
            lockup("public00001", "{'badgeViewModel': {'badgeText': 'New', 'badgeStyle': 'X'}}"),
            UpcomingPremiereTest.lockup("plain000001", "12:03", "X", "5 views", "3 days ago"));
    assertThat(page.items())
        .extracting(i -> ((VideoItem) i).access())
        .containsExactly(Access.MEMBERS_ONLY, Access.PREMIUM, Access.PUBLIC, Access.PUBLIC);
    // The count a members-only entry shows is still read; leaving it out is the analysis's call.
    assertThat(((VideoItem) page.items().getFirst()).viewCount()).isEqualTo(Count.exactly(1_000L));
  }

  @Test
  void theStyleDecidesAndTheEnglishTextIsTheFallback() {
    assertThat(AccessBadges.access("BADGE_STYLE_TYPE_MEMBERS_ONLY", "Members only"))
        .isEqualTo(Access.MEMBERS_ONLY);
    assertThat(AccessBadges.access("", "Members only")).isEqualTo(Access.MEMBERS_ONLY);
    assertThat(AccessBadges.access("", "Premium")).isEqualTo(Access.PREMIUM);
    assertThat(AccessBadges.access("BADGE_STYLE_TYPE_VERIFIED", "Premium"))
        .isEqualTo(Access.PUBLIC);
    assertThat(AccessBadges.access("", "Premium tips for you")).isEqualTo(Access.PUBLIC);
  }
}
