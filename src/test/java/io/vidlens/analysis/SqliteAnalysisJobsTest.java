package io.vidlens.analysis;

import io.vidlens.testing.DatabaseBackend;

class SqliteAnalysisJobsTest extends AnalysisJobsContractTest {

  @Override
  protected DatabaseBackend database() {
    return DatabaseBackend.sqlite();
  }
}
