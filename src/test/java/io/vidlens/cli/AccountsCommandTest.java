package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code accounts list|make-operator} as an operator runs them. */
class AccountsCommandTest {

  @TempDir Path dataDir;

  record Run(int exitCode, String out, String err) {}

  private Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] withDir = new String[args.length + 1];
    System.arraycopy(args, 0, withDir, 0, args.length);
    withDir[args.length] = "--vidlens.data-dir=" + dataDir;
    int code =
        CommandLine.runCommand(
                withDir,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .orElseThrow();
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void makeTheFirstOperator() {
    Run missing = run("accounts", "make-operator", "ops@example.com");
    assertThat(missing.exitCode()).isEqualTo(1);
    assertThat(missing.err()).contains("sign up");

    var context = new org.springframework.boot.builder.SpringApplicationBuilder(io.vidlens.VidlensApplication.class)
        .web(org.springframework.boot.WebApplicationType.NONE)
        .run("--vidlens.data-dir=" + dataDir, "--logging.structured.format.console=");
    context.getBean(io.vidlens.access.AccountDirectory.class).register("ops@example.com", "{test}x");
    context.close();

    Run made = run("accounts", "make-operator", "OPS@example.com");
    assertThat(made.exitCode()).isZero();
    assertThat(made.out()).contains("ops@example.com is now an operator");
    assertThat(run("accounts", "list").out()).contains("ops@example.com").contains("operator");
    assertThat(run("accounts", "make-operator").exitCode()).isEqualTo(2);
    assertThat(run("accounts", "frobnicate").exitCode()).isEqualTo(2);
  }
}
