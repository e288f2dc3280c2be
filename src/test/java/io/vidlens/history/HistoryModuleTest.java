package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.ExecutionContext;
import com.github.kagkarlsson.scheduler.task.SchedulableInstance;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * The history module started alone (Spring Modulith's module test): its tasks and refresh over the
 * catalog's published types, here mocks (the store and the reads: {@link RefreshPlannerTest}), with
 * an operator's settings. It shows what the module needs of the others (the catalog's channel
 * reads, tracked channels and count history, a read policy, a clock) and that one failed channel
 * leaves the others refreshed.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
@TestPropertySource(
    properties = {
      // history keeps its state through the catalog's stores, mocked here: no database
      "spring.autoconfigure.exclude="
          + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
          // no database: no event publication registry either
          + "org.springframework.modulith.events.jdbc.JdbcEventPublicationAutoConfiguration,"
          + "org.springframework.modulith.events.config.EventPublicationAutoConfiguration",
      "vidlens.history.max-channels-per-run=2"
    })
class HistoryModuleTest {

  static final ChannelId READ = new ChannelId("UC" + "0".repeat(21) + "1");
  static final ChannelId GONE = new ChannelId("UC" + "0".repeat(21) + "2");

  /** The catalog's read policy as it is: optional tabs are read, their failures swallowed. */
  @TestConfiguration(proxyBeanMethods = false)
  static class Reads {
    @Bean
    ReadPolicy readPolicy() {
      return new ReadPolicy(10);
    }
  }

  @MockitoBean Channels channels;
  @MockitoBean TrackedChannels tracked;
  @MockitoBean CountHistory history;
  @MockitoBean FollowedChannels followed;
  @MockitoBean TrajectoryStore trajectories;
  @MockitoBean TrajectoryEvents trajectoryEvents;

  @Autowired RecurringTask<Void> historyPlan;
  @Autowired OneTimeTask<Void> historyRefresh;
  @Autowired ApplicationContext context;

  @Test
  void thePlanSchedulesTheDueChannelsAndEachRefreshReadsItsChannel() {
    when(tracked.due(any(), any(), eq(2))).thenReturn(List.of(READ, GONE));
    when(channels.showsTab(READ, ChannelTab.SHORTS)).thenReturn(Optional.of(false));
    when(channels.snapshot(GONE))
        .thenThrow(new PlatformException.Unavailable(UpstreamFault.NO_RECORDING, "no answer", 10));
    SchedulerClient client = mock(SchedulerClient.class);
    when(client.scheduleIfNotExists(any(SchedulableInstance.class))).thenReturn(true);
    ExecutionContext execution = mock(ExecutionContext.class);
    when(execution.getSchedulerClient()).thenReturn(client);

    historyPlan.execute(new TaskInstance<>("history-plan", "recurring"), execution);
    verify(client, times(2)).scheduleIfNotExists(any(SchedulableInstance.class));

    historyRefresh.execute(new TaskInstance<>("history-refresh", READ.value()), execution);
    assertThatThrownBy(
            () ->
                historyRefresh.execute(
                    new TaskInstance<>("history-refresh", GONE.value()), execution))
        .isInstanceOf(PlatformException.class);

    verify(channels).newestPage(READ, ChannelTab.VIDEOS);
    verify(channels, never()).newestPage(READ, ChannelTab.SHORTS);
    verify(tracked).refreshed(READ);
    verify(tracked, never()).refreshed(GONE);
    // no other module's beans: the gate and the features are not started
    assertThat(context.containsBean("accessGate")).isFalse();
  }
}
