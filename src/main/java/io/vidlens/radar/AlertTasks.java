package io.vidlens.radar;

import com.github.kagkarlsson.scheduler.task.CompletionHandler;
import com.github.kagkarlsson.scheduler.task.SchedulableInstance;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.CustomTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import java.time.Instant;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The alerts' task on db-scheduler (docs/operations.md, "Scheduled work"): one execution per alert
 * and target ({@code <alertId>/webhook}, {@code <alertId>/email}), which one node picks up at a
 * time. An attempt that fails reschedules the same execution after the next retry delay, so the
 * retries survive restarts; one whose node died is revived by db-scheduler after its missed
 * heartbeats.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AlertProperties.class)
class AlertTasks {

  static final TaskDescriptor<Void> DELIVERY = TaskDescriptor.of("radar-alert-delivery");

  static SchedulableInstance<Void> delivery(String alertId, String target, Instant at) {
    return DELIVERY.instance(alertId + "/" + target).scheduledTo(at);
  }

  @Bean
  CustomTask<Void> alertDeliveryTask(AlertDelivery delivery) {
    return Tasks.custom(DELIVERY)
        .execute(
            (instance, context) -> {
              String[] id = instance.getId().split("/", 2);
              Instant next = delivery.attempt(id[0], id[1]);
              if (next == null) {
                return new CompletionHandler.OnCompleteRemove<>();
              }
              return (complete, operations) -> operations.reschedule(complete, next);
            });
  }
}
