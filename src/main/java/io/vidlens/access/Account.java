package io.vidlens.access;

import java.time.Instant;

public record Account(String id, String name, String plan, Instant createdAt) {}
