/**
 * The workings of access behind what it publishes: the gate in front of every operation (the
 * operation's declaration matched, the key checked, the charge recorded), the quota ledger and its
 * writer, the rate limits and their bucket stores, the stores of accounts, keys and usage, and the
 * module's settings. No other module uses them.
 */
package io.vidlens.access.internal;
