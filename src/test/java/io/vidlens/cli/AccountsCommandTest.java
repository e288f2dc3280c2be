package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code accounts list|make-operator} as an operator runs them. */
@Tag("server")
class AccountsCommandTest {

  @TempDir Path dataDir;

  private CommandRun run(String... args) {
    return CommandRun.of(dataDir, args);
  }

  @Test
  void makeTheFirstOperator() {
    CommandRun missing = run("accounts", "make-operator", "ops@example.com");
    assertThat(missing.exitCode()).isEqualTo(1);
    assertThat(missing.err()).contains("sign up");

    org.springframework.context.ConfigurableApplicationContext context =
        new org.springframework.boot.builder.SpringApplicationBuilder(
                io.vidlens.VidlensApplication.class)
            .web(org.springframework.boot.WebApplicationType.NONE)
            .run("--vidlens.data-dir=" + dataDir, "--logging.structured.format.console=");
    context
        .getBean(io.vidlens.access.AccountDirectory.class)
        .register("ops@example.com", "{test}x");
    context
        .getBean(io.vidlens.access.AccountDirectory.class)
        .register("someone@example.com", "{test}x");
    context.close();

    // Self-registered and unverified: no operator role, key or plan from the command line.
    CommandRun unverified = run("accounts", "make-operator", "OPS@example.com");
    assertThat(unverified.exitCode()).isEqualTo(1);
    assertThat(unverified.err()).contains("has not verified its email");
    CommandRun attached =
        run(
            "keys",
            "create",
            "--name",
            "ops-key",
            "--account",
            "ops@example.com",
            "--plan",
            "default");
    assertThat(attached.exitCode()).isEqualTo(1);
    assertThat(attached.err()).contains("has not verified its email");
    assertThat(attached.out()).isEmpty();

    context =
        new org.springframework.boot.builder.SpringApplicationBuilder(
                io.vidlens.VidlensApplication.class)
            .web(org.springframework.boot.WebApplicationType.NONE)
            .run("--vidlens.data-dir=" + dataDir, "--logging.structured.format.console=");
    var verifications = context.getBean(io.vidlens.access.EmailVerifications.class);
    String ops =
        context
            .getBean(io.vidlens.access.AccountDirectory.class)
            .findByEmail("ops@example.com")
            .orElseThrow()
            .accountId();
    verifications.verify(verifications.issue(ops));
    context.close();
    assertThat(
            run("keys", "create", "--name", "ops-key", "--account", "ops@example.com").exitCode())
        .isZero();

    CommandRun made = run("accounts", "make-operator", "OPS@example.com");
    assertThat(made.exitCode()).isZero();
    assertThat(made.out()).contains("ops@example.com is now an operator");
    String list = run("accounts", "list").out();
    assertThat(list).containsPattern("ops@example.com +operator ");
    // the dashboard's wording of roles, not the stored name "user"
    assertThat(list)
        .containsPattern("someone@example.com +account holder ")
        .doesNotContain(" user ");
    assertThat(run("accounts", "make-operator").exitCode()).isEqualTo(2);
    assertThat(run("accounts", "frobnicate").exitCode()).isEqualTo(2);
  }
}
