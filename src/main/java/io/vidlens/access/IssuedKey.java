package io.vidlens.access;

/** A key just made: the only moment its secret exists outside the caller's hands. */
public record IssuedKey(ApiKey key, Account account, String secret) {}
