package io.vidlens.analysis;

import io.vidlens.testing.DatabaseBackend;

/** Fair jobs on the embedded default, a SQLite file. */
class SqliteFairJobQueueTest extends FairJobQueueContractTest {

  @Override
  protected DatabaseBackend backend() {
    return DatabaseBackend.sqlite();
  }
}
