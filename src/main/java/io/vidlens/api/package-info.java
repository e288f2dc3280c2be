/**
 * The shared HTTP edge: the error envelope, the one exception-to-status advice, ID and body
 * validation, paging tokens and the JSON setup. Features, catalog, access and cli may use it. It
 * uses no other Vidlens package except {@link io.vidlens.platform.PlatformException} and its nested
 * failures, which it maps to HTTP statuses.
 */
@ApplicationModule(allowedDependencies = {"platform"})
package io.vidlens.api;

import org.springframework.modulith.ApplicationModule;
