package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.VidlensApplication;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code keys create|list|revoke} as an operator runs them. */
class KeysCommandTest {

  @TempDir Path dataDir;

  private CommandRun run(String... args) {
    return CommandRun.of(dataDir, args);
  }

  @Test
  void createListAndRevokeAKey() throws Exception {
    CommandRun created = run("keys", "create", "--name", "ci-bot", "--plan", "default");
    assertThat(created.exitCode()).isZero();
    String key = created.out().trim();
    assertThat(key).matches("vl_[A-Za-z0-9_-]{43}");
    assertThat(created.err()).contains("shown only now").contains("ci-bot");

    CommandRun listed = run("keys", "list");
    assertThat(listed.exitCode()).isZero();
    assertThat(listed.out()).contains(key.substring(0, 10)).contains("ci-bot").contains("active");
    assertThat(listed.out()).doesNotContain(key);

    CommandRun revoked = run("keys", "revoke", key.substring(0, 10));
    assertThat(revoked.exitCode()).isZero();
    assertThat(run("keys", "list").out()).contains("revoked");
    assertThat(Files.exists(dataDir.resolve("vidlens.db"))).isTrue();
  }

  @Test
  void namesArePrintedWithoutControlOrEscapeCharacters() {
    String hostile = "evil\u001b]0;pwned\u0007\u001b[31mred\u202egnp.exe\u200b\r\n";
    CommandRun created = run("keys", "create", "--name", hostile, "--account", "acct" + hostile);
    assertThat(created.exitCode()).isZero();
    for (String printed :
        new String[] {created.err(), run("keys", "list").out(), run("accounts", "list").out()}) {
      assertThat(printed)
          .contains("evil?]0;pwned??[31mred?gnp.exe")
          .doesNotContain("\u001b")
          .doesNotContain("\u0007")
          .doesNotContain("\u202e")
          .doesNotContain("\u200b")
          .doesNotContain("\r");
    }
  }

  @Test
  void mistakesGetAMessageAndANonZeroExit() {
    CommandRun unknownPlan = run("keys", "create", "--name", "x", "--plan", "platinum");
    assertThat(unknownPlan.exitCode()).isEqualTo(1);
    assertThat(unknownPlan.err()).contains("Unknown plan platinum");

    assertThat(run("keys", "create").exitCode()).isEqualTo(2);
    assertThat(run("keys", "revoke", "vl_nothing").err()).contains("No key");
    assertThat(run("keys", "rotate").exitCode()).isEqualTo(2);
  }

  @Test
  void serveOrPropertiesAloneServe() {
    assertThat(CommandLine.runCommand(VidlensApplication.class, new String[] {"serve"})).isEmpty();
    assertThat(CommandLine.runCommand(VidlensApplication.class, new String[] {"--server.port=0"}))
        .isEmpty();
    assertThat(CommandLine.serveArguments(new String[] {"serve", "--a=b"}))
        .containsExactly("--a=b");
  }
}
