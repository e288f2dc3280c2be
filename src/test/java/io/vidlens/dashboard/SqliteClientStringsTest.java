package io.vidlens.dashboard;

/** {@link ClientStringsContractTest} on the embedded SQLite store. */
class SqliteClientStringsTest extends ClientStringsContractTest {}
