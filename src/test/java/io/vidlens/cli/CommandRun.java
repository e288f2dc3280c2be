package io.vidlens.cli;

import io.vidlens.VidlensApplication;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A command of the jar as an operator runs it, against a data directory: its exit code and output.
 */
record CommandRun(int exitCode, String out, String err) {

  static CommandRun of(Path dataDir, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> withDir = new ArrayList<>(List.of(args));
    withDir.add("--vidlens.data-dir=" + dataDir);
    int code =
        CommandLine.runCommand(
                VidlensApplication.class,
                withDir.toArray(String[]::new),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))
            .orElseThrow();
    return new CommandRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
