package io.vidlens.mcp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Each account's own slots for its tool calls' operations, in place of one node-wide pool: one
 * account's many calls queue behind each other (fairly, first come first served) and never take
 * another account's turn. A slot is held only while an operation runs; a tool that waits (an
 * analysis between its polls) holds none, and waits on its own virtual thread.
 */
final class AccountPools {

  private final Map<String, Semaphore> slots = new ConcurrentHashMap<>();
  private final McpLimits limits;

  AccountPools(McpLimits limits) {
    this.limits = limits;
  }

  /** {@code work} in one of the account's slots, or {@code refused} when none came in time. */
  <T> T run(String accountId, Supplier<T> work, Supplier<T> refused) {
    if (accountId == null) {
      return work.get();
    }
    Semaphore semaphore =
        slots.computeIfAbsent(accountId, id -> new Semaphore(limits.toolCallsPerAccount(), true));
    boolean acquired;
    try {
      acquired = semaphore.tryAcquire(limits.toolCallQueue().toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return refused.get();
    }
    if (!acquired) {
      return refused.get();
    }
    try {
      return work.get();
    } finally {
      semaphore.release();
    }
  }

  /** Operations the account runs now. */
  int busy(String accountId) {
    Semaphore semaphore = slots.get(accountId);
    return semaphore == null ? 0 : limits.toolCallsPerAccount() - semaphore.availablePermits();
  }
}
