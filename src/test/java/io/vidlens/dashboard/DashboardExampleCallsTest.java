package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.Operation;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/** The pages' example calls name the operations' paths as Operation declares them. */
class DashboardExampleCallsTest extends DashboardServerTest {

  @Autowired AccountDirectory accounts;
  @Autowired JdbcTemplate jdbc;

  @Test
  void examplesNameTheDeclaredPaths() {
    String email = newEmail("examples");
    DashboardClient person = signedUp(email);

    assertThat(person.get("/dashboard/jobs").body())
        .contains("<code>" + Operation.CREATE_ANALYSIS_JOB.pathTemplate() + "</code>");

    person.submit("/dashboard/keys", "/dashboard/keys", Map.of("name", "example"));
    assertThat(person.get("/dashboard/keys").body())
        .contains(Operation.GET_VIDEO_DETAILS.pathTemplate() + "?videoId=dQw4w9WgXcQ");

    String account = accounts.findByEmail(email).orElseThrow().accountId();
    String job = "job-" + UUID.randomUUID();
    jdbc.update(
        "INSERT INTO analysis_jobs (id, account_id, channel_id, status, progress, created_at,"
            + " updated_at, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        job,
        account,
        "UCsXVk37bltHxD1rDPwtNM8Q",
        "completed",
        100,
        1_767_322_800_000L,
        1_767_322_801_000L,
        "{\"job_id\":\"" + job + "\"}");
    assertThat(person.get("/dashboard/jobs/" + job).body())
        .contains(Operation.GET_ANALYSIS_RESULT.pathTemplate() + "?job_id=" + job);
  }
}
