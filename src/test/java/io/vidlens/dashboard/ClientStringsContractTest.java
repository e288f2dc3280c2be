package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient.Answer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Client strings that no store should see, sent as a client would, on every supported database (run
 * once per backend by the subclasses): a NUL byte in a dashboard form, a job ID or a search field
 * is a 400 before any database (PostgreSQL used to answer 500), and search text made only of
 * invisible characters is a 400 in the envelope (it used to be a 500).
 */
abstract class ClientStringsContractTest extends DashboardServerTest {

  @Autowired JdbcTemplate jdbc;

  @Test
  void aNulByteInASignUpEmailIs400AndNoAccountIsMade() {
    String email = newEmail("nul");
    DashboardClient.Page page = browser().signUp(email.replace("@", "\u0000@"), PASSWORD);
    assertThat(page.status()).isEqualTo(400);
    assertThat(page.body()).contains("NUL").doesNotContain("Exception");
    assertThat(
            jdbc.queryForObject(
                "SELECT COUNT(*) FROM accounts WHERE email LIKE ?",
                Integer.class,
                email.substring(0, 12) + "%"))
        .isZero();
  }

  @Test
  void emailsAreStoredInOneFormAndLookAlikesAreRefused() {
    String tag = newEmail("norm").substring(0, 13);
    // Full-width letters, upper case and spaces around: the same address as the plain form.
    String fancy = "  \uff21" + tag.toUpperCase() + "@\uff25xample.com ";
    assertThat(browser().signUp(fancy, PASSWORD).status()).isEqualTo(302);
    String stored = "a" + tag + "@example.com";
    assertThat(
            jdbc.queryForObject(
                "SELECT COUNT(*) FROM accounts WHERE email = ?", Integer.class, stored))
        .isEqualTo(1);
    assertThat(browser().signIn(stored.toUpperCase(), PASSWORD).location()).endsWith("/dashboard");

    for (String lookAlike :
        List.of(
            "ad\u200bmin-" + tag + "@example.com",
            "\u202eadmin-" + tag + "@example.com",
            "admin\u2060-" + tag + "@example.com",
            "p\u0430ypal-" + tag + "@example.com")) {
      DashboardClient.Page page = browser().signUp(lookAlike, PASSWORD);
      assertThat(page.status()).as(lookAlike).isEqualTo(422);
      assertThat(page.body()).as(lookAlike).containsAnyOf("invisible", "mixes alphabets");
    }
    assertThat(
            jdbc.queryForObject(
                "SELECT COUNT(*) FROM accounts WHERE email LIKE ?",
                Integer.class,
                "%-" + tag + "@%"))
        .isZero();
    // One script throughout is fine, whichever it is.
    assertThat(
            browser()
                .signUp(
                    "\u03b4\u03bf\u03ba" + tag.length() + "@\u03c0\u03b1.\u03b4\u03bf", PASSWORD)
                .status())
        .isEqualTo(302);
  }

  @Test
  void aNulByteInAKeyNameIs400AndNoKeyIsMade() {
    DashboardClient person = signedUp(newEmail("nulkey"));
    DashboardClient.Page page =
        person.submit("/dashboard/keys", "/dashboard/keys", Map.of("name", "bad\u0000name"));
    assertThat(page.status()).isEqualTo(400);
    assertThat(
            jdbc.queryForObject(
                "SELECT COUNT(*) FROM api_keys WHERE name LIKE 'bad%'", Integer.class))
        .isZero();
  }

  @Test
  void aNulByteInAJobIdOrASearchFieldIs400InTheEnvelope() {
    for (String path :
        List.of(
            Operation.Paths.GET_ANALYSIS_RESULT + "?job_id=%00abc",
            Operation.Paths.GET_ANALYSIS_RESULT + "?job_id=abc%00")) {
      Answer answer = api().get(path);
      assertThat(answer.status()).as(path).isEqualTo(400);
      assertThat(answer.error().get("details").asString()).as(path).contains("NUL");
    }
    Answer search =
        api().post(Operation.Paths.SEARCH_SIMILAR_THUMBNAILS, "{\"text\":\"a cat\\u0000\"}");
    assertThat(search.status()).isEqualTo(400);
    assertThat(search.error().get("details").asString()).contains("NUL");
  }

  @Test
  void searchTextOfOnlyInvisibleCharactersIs400() {
    for (String text :
        List.of(
            "\\u200b",
            "\\u00a0",
            "\\ufeff",
            "\\ud800",
            "\\u200b\\u00a0\\ufeff\\u202e",
            " \\u0301")) {
      Answer answer =
          api().post(Operation.Paths.SEARCH_SIMILAR_THUMBNAILS, "{\"text\":\"" + text + "\"}");
      assertThat(answer.status()).as(text).isEqualTo(400);
      assertThat(answer.error().get("details").asString()).as(text).contains("no visible");
    }
    Answer words =
        api().post(Operation.Paths.SEARCH_SIMILAR_THUMBNAILS, "{\"text\":\"\\u200ba cat\"}");
    assertThat(words.status()).isEqualTo(200);
  }
}
