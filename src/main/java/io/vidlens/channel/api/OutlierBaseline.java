package io.vidlens.channel.api;

/**
 * The mean views per video of Get Outliers' analysed (scored) videos (null when none), how many,
 * and the threshold it used.
 */
public record OutlierBaseline(Double averageViews, int analysed, double threshold) {}
