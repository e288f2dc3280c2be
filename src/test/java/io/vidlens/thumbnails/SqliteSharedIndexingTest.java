package io.vidlens.thumbnails;

import io.vidlens.testing.DatabaseBackend;

class SqliteSharedIndexingTest extends SharedIndexingContractTest {

  @Override
  protected DatabaseBackend database() {
    return DatabaseBackend.sqlite();
  }
}
