package io.vidlens.radar.api;

/**
 * A change of a watchlist's alert settings: each field null leaves it as it is, except that a
 * {@code webhookUrl} or {@code email} given as blank clears it.
 *
 * @param rotateSecret make a new signing secret (the old one stops signing at once)
 */
public record AlertChange(String webhookUrl, String email, Boolean enabled, boolean rotateSecret) {}
