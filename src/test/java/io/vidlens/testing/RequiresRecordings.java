package io.vidlens.testing;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Disables a test class, visibly and before any Spring context starts, when the platform recordings
 * are not on this machine.
 */
public class RequiresRecordings implements ExecutionCondition {

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (Recordings.available()) {
      return ConditionEvaluationResult.enabled("recordings at " + Recordings.root());
    }
    String reason =
        "SKIPPED: platform recordings not found at "
            + Recordings.root()
            + " (clone ../shared beside the project to run recording-backed tests)";
    System.err.println(reason);
    return ConditionEvaluationResult.disabled(reason);
  }
}
