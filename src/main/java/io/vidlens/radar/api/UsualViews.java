package io.vidlens.radar.api;

/**
 * A channel's usual views at an age: the median and the quartiles of the views of its {@code
 * videos} comparison videos at that age (from their stored trajectories).
 */
public record UsualViews(
    double ageHours, int videos, double median, double lowerQuartile, double upperQuartile) {}
