package io.vidlens.testing;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Counts the tests skipped because the platform recordings are missing ({@link RequiresRecordings}
 * on a class, {@link Recordings#require()} in a test) and says so in one line at the end of the
 * run, so a fresh clone without {@code ../shared} sees how much it did not run. Registered through
 * {@code META-INF/services}; it writes to the process's own error stream, because the build
 * redirects what tests print into per-class files.
 */
public final class RecordingsSkipSummary implements TestExecutionListener {

  private static final String MARK = "platform recordings not found";

  private TestPlan plan;
  private final Set<String> tests = new HashSet<>();
  private final Set<String> classes = new HashSet<>();

  @Override
  public void testPlanExecutionStarted(TestPlan testPlan) {
    plan = testPlan;
  }

  @Override
  public void executionSkipped(TestIdentifier test, String reason) {
    if (reason != null && reason.contains(MARK)) {
      count(test);
    }
  }

  @Override
  public void executionFinished(TestIdentifier test, TestExecutionResult result) {
    if (result.getStatus() == TestExecutionResult.Status.ABORTED
        && result.getThrowable().map(Throwable::getMessage).orElse("").contains(MARK)) {
      count(test);
    }
  }

  @Override
  public void testPlanExecutionFinished(TestPlan testPlan) {
    if (classes.isEmpty()) {
      return;
    }
    @SuppressWarnings("resource") // the process's stderr stays open
    PrintStream err =
        new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
    err.println(
        tests.size()
            + " recording-backed tests in "
            + classes.size()
            + " classes skipped: "
            + Recordings.root()
            + " not found (clone ../shared beside the project to run them)");
  }

  /**
   * A skipped class counts its declared test methods (a parameterized one as one: its cases are not
   * known before it runs); an aborted test or case counts itself.
   */
  private void count(TestIdentifier test) {
    record(test);
    if (plan != null) {
      plan.getDescendants(test).forEach(this::record);
    }
  }

  private void record(TestIdentifier test) {
    test.getSource()
        .ifPresent(
            source -> {
              if (source instanceof MethodSource method) {
                tests.add(test.getUniqueId());
                classes.add(method.getClassName());
              } else if (source instanceof ClassSource type) {
                classes.add(type.getClassName());
              }
            });
  }
}
