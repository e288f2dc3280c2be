/**
 * The MCP server at {@code /mcp}: the operations an AI agent needs, as Model Context Protocol tools
 * and a transcript resource, over Streamable HTTP (the official Java SDK). Every tool performs its
 * operation through the HTTP API on this server's own port with the caller's key, so an agent gets
 * the same data and is charged and rate-limited by the same gate as any client (docs/mcp.md). Each
 * tool's arguments are its operation's parameters as the served OpenAPI document describes them.
 * Its own transport keeps the edge within limits one key cannot break: sessions bound to their
 * account, capped and expired, event streams pinged and ended, every request rate-limited. It uses
 * access only to check the caller's key at {@code /mcp}, for the rate-limit buckets and to name the
 * operations, api for the error envelope and the OpenAPI document, and radar.api for the breakout
 * alerts it tells sessions about.
 */
@ApplicationModule(allowedDependencies = {"access", "api", "radar :: api"})
package io.vidlens.mcp;

import org.springframework.modulith.ApplicationModule;
