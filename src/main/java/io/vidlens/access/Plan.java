package io.vidlens.access;

/** A plan from configuration: how many units a month and how many requests a second. */
public record Plan(String name, long monthlyUnits, int requestsPerSecond) {}
