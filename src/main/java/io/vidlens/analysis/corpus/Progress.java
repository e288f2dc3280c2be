package io.vidlens.analysis.corpus;

/** Where a running job is: the stage and its percentage, written to the job's row as it goes. */
public interface Progress {

  /**
   * Records progress; throws {@link LostClaimException} when this worker no longer owns the job.
   */
  void update(String stage, int percent);

  Progress NONE = (stage, percent) -> {};

  /** Thrown when another worker has taken the job over (this worker's lease ran out). */
  final class LostClaimException extends RuntimeException {
    public LostClaimException(String jobId) {
      super("Job " + jobId + " is no longer claimed by this worker");
    }
  }
}
