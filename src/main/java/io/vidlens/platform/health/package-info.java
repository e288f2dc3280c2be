/**
 * What an operator sees of platform: {@code /actuator/health/platform} (breakers, egress
 * identities, budget, the token provider) and the client versions in use.
 */
package io.vidlens.platform.health;
