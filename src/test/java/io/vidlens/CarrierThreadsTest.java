package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The carrier floor: at least four carriers on a small node, the operator's setting untouched. */
class CarrierThreadsTest {

  @Test
  void aTwoCoreNodeGetsFourCarriersAndALargerOneItsCores() {
    Properties small = new Properties();
    CarrierThreads.applyFloor(small, 2);
    assertThat(small.getProperty(CarrierThreads.PARALLELISM)).isEqualTo("4");
    Properties large = new Properties();
    CarrierThreads.applyFloor(large, 16);
    assertThat(large.getProperty(CarrierThreads.PARALLELISM)).isEqualTo("16");
  }

  @Test
  void anExplicitSettingWins() {
    Properties set = new Properties();
    set.setProperty(CarrierThreads.PARALLELISM, "2");
    CarrierThreads.applyFloor(set, 2);
    assertThat(set.getProperty(CarrierThreads.PARALLELISM)).isEqualTo("2");
  }

  @Test
  void everyClassWarmedAtStartUpExists() throws Exception {
    for (String name : EagerClassInit.CLASSES) {
      assertThat(Class.forName(name, false, getClass().getClassLoader())).isNotNull();
    }
  }
}
