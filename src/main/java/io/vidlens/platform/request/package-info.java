/**
 * The protocol's requests: InnerTube client names and versions, endpoints, locale, request bodies
 * and browse params, and the discovery of the WEB client's current version.
 */
package io.vidlens.platform.request;
