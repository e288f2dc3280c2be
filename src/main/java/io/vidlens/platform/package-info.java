/**
 * The InnerTube client: transports (live HTTP, record, replay) at the bottom, requests, resilience
 * (budget, retries, breakers, bulkhead), the upstream cache, and one pure parser per renderer kind
 * in {@code parse}; its failures are typed (the sealed {@link
 * io.vidlens.platform.PlatformException}) and it has no web types. It uses only model (the records
 * its parsers build), never api, access, catalog's services or a feature; only catalog drives it
 * and api sees only its exception. Inside it, the transports use nothing above them but the
 * upstream failure vocabulary ({@code resilience.UpstreamFailure} and {@code UpstreamFault}).
 */
@ApplicationModule(allowedDependencies = {"model"})
package io.vidlens.platform;

import org.springframework.modulith.ApplicationModule;
