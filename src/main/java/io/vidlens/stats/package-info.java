/**
 * Small descriptive statistics shared by the features and the catalog (the median of view counts,
 * among others), in one place so that every answer computes them alike. Pure, uses nothing of
 * Vidlens.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.stats;

import org.springframework.modulith.ApplicationModule;
