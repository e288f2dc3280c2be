/**
 * The catalog's workings behind its published services: the check of a listed page, the unknown
 * items' meter, the history of counts written in the background, the translation menus and the
 * fan-out's pool, and the channel browse and tab sorts that {@code Channels} is made of. No other
 * module uses them.
 */
package io.vidlens.catalog.internal;
