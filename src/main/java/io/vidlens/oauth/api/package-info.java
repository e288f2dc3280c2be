/** What the dashboard shows and does with an account's connected apps: list and revoke. */
@NamedInterface("api")
package io.vidlens.oauth.api;

import org.springframework.modulith.NamedInterface;
