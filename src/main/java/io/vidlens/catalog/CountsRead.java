package io.vidlens.catalog;

import io.vidlens.model.CountReading;
import java.util.List;
import org.jmolecules.event.annotation.DomainEvent;

/**
 * The counts an answer of the platform showed (subscribers, views, video counts), dated by when the
 * platform gave that answer. Published by the read layer for every channel page, about panel, tab
 * page and video it read; the history stores them (table {@code count_readings}).
 */
@DomainEvent
public record CountsRead(List<CountReading> readings) {
  public CountsRead {
    readings = List.copyOf(readings);
  }
}
