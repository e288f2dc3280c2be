/**
 * The platform's records and the values every layer shares: plain immutable data that the
 * platform's parsers build and that catalog and the features read, the typed identifiers ({@link
 * io.vidlens.model.VideoId}, {@link io.vidlens.model.ChannelId}) with the rules for a client's text
 * ({@link io.vidlens.model.ClientInput}) and the refusal of a value that is not one ({@link
 * io.vidlens.model.InvalidInput}, a 400 at the edge; like the platform's and the edge's failures an
 * {@link io.vidlens.model.ExplainedFailure}, whose words the caller is told), and the Short's
 * length rule ({@link io.vidlens.model.ShortLength}). Dates and counts are typed at the precision
 * the platform gave them ({@link io.vidlens.model.PlatformDate}, {@link
 * io.vidlens.model.RelativeTime}, {@link io.vidlens.model.Count}); a platform text is kept beside
 * them only where the wire echoes it. The bottom of the house: it depends on nothing but {@code
 * java.*}, no framework and no other Vidlens package, so platform, catalog and the edge all use it
 * without pointing at each other.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.model;

import org.springframework.modulith.ApplicationModule;
