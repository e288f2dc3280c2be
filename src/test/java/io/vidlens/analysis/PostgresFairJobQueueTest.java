package io.vidlens.analysis;

import io.vidlens.testing.DatabaseBackend;

/** Fair jobs on PostgreSQL (skipped, visibly, when no server is reachable). */
class PostgresFairJobQueueTest extends FairJobQueueContractTest {

  @Override
  protected DatabaseBackend backend() {
    return DatabaseBackend.postgres();
  }
}
