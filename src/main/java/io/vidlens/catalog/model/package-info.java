/**
 * The catalog records: plain immutable data parsed from the platform, read by catalog and the
 * features. They depend on nothing but {@code java.*}: no framework and no other Vidlens package.
 */
package io.vidlens.catalog.model;
