/**
 * The InnerTube client: transports (live HTTP, record, replay) at the bottom, requests, resilience
 * (budget, retries, breakers, bulkhead), the upstream cache, and one pure parser per renderer kind
 * in {@code parse}. Its public surface ({@link io.vidlens.platform.PlatformClient}, {@link
 * io.vidlens.platform.ChannelReads}) returns records of {@code model}, never JSON, and keeps the
 * protocol (client names, browse params, caption URLs, token providers) to itself; {@code parse},
 * {@code request}, {@code cache} and {@code transport} are used only inside platform. Its failures
 * are typed (the sealed {@link io.vidlens.platform.PlatformException}, and {@link
 * io.vidlens.platform.UnreadableAnswer} for an answer no parser can read) and it has no web types.
 * It uses only model (the records its parsers build), never api, access, catalog's services or a
 * feature; only catalog drives it and api sees only its exception. Inside it, the transports use
 * nothing above them but the upstream failure vocabulary ({@code resilience.UpstreamFailure} and
 * {@code UpstreamFault}) and the one query-string reader ({@code parse.UrlQuery}).
 */
@ApplicationModule(allowedDependencies = {"model", "work"})
package io.vidlens.platform;

import org.springframework.modulith.ApplicationModule;
