/**
 * Between the client and the transports: the budget (pacing per egress identity), retries,
 * breakers, bulkhead, egress identities and their visitor data, and the classification of answers
 * into upstream faults; it turns what cannot be retried into {@code PlatformException.Unavailable}.
 */
package io.vidlens.platform.resilience;
