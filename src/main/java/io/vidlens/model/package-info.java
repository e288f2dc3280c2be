/**
 * The platform's records: plain immutable data that the platform's parsers build and that catalog
 * and the features read. Dates and counts are typed at the precision the platform gave them ({@link
 * io.vidlens.model.PlatformDate}, {@link io.vidlens.model.RelativeTime}, {@link
 * io.vidlens.model.Count}); a platform text is kept beside them only where the wire echoes it. The
 * bottom of the house: it depends on nothing but {@code java.*}, no framework and no other Vidlens
 * package, so platform and catalog both use it without pointing at each other.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.model;

import org.springframework.modulith.ApplicationModule;
