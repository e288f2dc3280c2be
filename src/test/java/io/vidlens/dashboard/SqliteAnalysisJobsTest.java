package io.vidlens.dashboard;

import io.vidlens.testing.DatabaseBackend;

class SqliteAnalysisJobsTest extends AnalysisJobsContractTest {

  @Override
  protected DatabaseBackend database() {
    return DatabaseBackend.sqlite();
  }
}
