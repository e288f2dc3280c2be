package io.vidlens.access;

import java.time.Instant;
import java.time.LocalDate;

/** Records the dashboard reads: requests and units per day and operation, and recent requests. */
public final class UsageRecord {

  private UsageRecord() {}

  /** Requests and charged units of one operation on one UTC day. */
  public record Daily(LocalDate day, String operation, long requests, long units) {}

  /** One request as its account may see it: no key material, only the key's row ID. */
  public record Recent(String keyId, String operation, int status, int units, Instant at) {}
}
