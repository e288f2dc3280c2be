package io.vidlens.access.internal;

import io.vidlens.access.Operation;
import java.util.EnumMap;
import java.util.Map;
import org.springframework.stereotype.Component;

/** Quota units of each operation: the description's, unless configuration overrides them. */
@Component
public class OperationCosts {

  private final Map<Operation, Integer> units = new EnumMap<>(Operation.class);

  public OperationCosts(AccessProperties properties) {
    for (Operation op : Operation.values()) {
      int value = properties.units().getOrDefault(op.id(), op.defaultUnits());
      if (value < 0) {
        throw new IllegalArgumentException("vidlens.units." + op.id() + " must be >= 0");
      }
      units.put(op, value);
    }
  }

  public int unitsFor(Operation operation) {
    return units.get(operation);
  }
}
