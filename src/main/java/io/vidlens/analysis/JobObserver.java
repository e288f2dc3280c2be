package io.vidlens.analysis;

/** Hears a running job's progress (metrics, logs, tests). Called on the worker's thread. */
interface JobObserver {

  void onProgress(String jobId, String stage, int percent);
}
