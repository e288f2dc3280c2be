package io.vidlens.analysis;

import io.vidlens.testing.DatabaseBackend;

class PostgresAnalysisJobsTest extends AnalysisJobsContractTest {

  @Override
  protected DatabaseBackend database() {
    return DatabaseBackend.postgres();
  }
}
