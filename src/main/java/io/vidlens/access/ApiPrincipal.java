package io.vidlens.access;

/**
 * Who is calling: the key, its account and the account's plan. An operation's controller receives
 * it as a method argument (the gate has checked the key).
 */
public record ApiPrincipal(String keyId, String keyPrefix, String accountId, Plan plan) {}
