/**
 * The InnerTube client. This base package is its published API and nothing else: {@link
 * io.vidlens.platform.PlatformClient} (videos) and {@link io.vidlens.platform.ChannelReads}
 * (channels, playlists) return records of {@code model}, never JSON; {@link
 * io.vidlens.platform.BrowseTab}, {@link io.vidlens.platform.CaptionUrls} and {@link
 * io.vidlens.platform.ChannelAnswer} are the domain terms they speak; {@link
 * io.vidlens.platform.ClientVersions} and {@link io.vidlens.platform.UpstreamProperties} what an
 * operator reads and sets. Its failures are typed (the sealed {@link
 * io.vidlens.platform.PlatformException}, and {@link io.vidlens.platform.UnreadableAnswer} for an
 * answer no parser can read), and the named interface {@code faults} publishes the upstream fault
 * kinds ({@code faults.UpstreamFault}) to catalog's read policy.
 *
 * <p>Everything else is internal, one package per part: {@code client} (the implementations, one
 * reader per kind of answer), {@code parse} (one pure parser per renderer kind), {@code request}
 * (client names, browse params, request bodies), {@code resilience} (budget, retries, breakers,
 * bulkhead, egress identities), {@code cache} (the upstream cache), {@code transport} (live HTTP,
 * record, replay), {@code faults} and {@code url} (the failure vocabulary and the query-string
 * reader, which use nothing), {@code health} (the health indicator, the client versions in use) and
 * {@code config} (the wiring). The base uses none of them but the failure vocabulary, the
 * query-string reader, and the cache kinds and client records its properties bind; no package cycle
 * runs between them.
 *
 * <p>It uses only model (the records its parsers build) and work (what a request is made for),
 * never api, access, catalog or a feature; only catalog drives it and api sees only its exception.
 */
@ApplicationModule(allowedDependencies = {"model", "work"})
package io.vidlens.platform;

import org.springframework.modulith.ApplicationModule;
