package io.vidlens.access;

import java.time.Instant;

/** One row of the operators' list of accounts: who, which plan, how much used this period. */
public record AccountOverview(
    String accountId,
    String name,
    String email,
    AccountRole role,
    String plan,
    Instant createdAt,
    int activeKeys,
    long unitsUsed) {}
