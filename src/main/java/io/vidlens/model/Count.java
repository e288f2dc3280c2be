package io.vidlens.model;

/**
 * A count read from the platform's text. {@code exact} is false when the text was abbreviated
 * ("1.2M", "25m subscribers", "4.9 thousand"): the value is then the platform's rounding, not the
 * true number.
 */
public record Count(long value, boolean exact) {}
