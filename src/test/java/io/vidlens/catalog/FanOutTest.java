package io.vidlens.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

class FanOutTest {

  @AfterEach
  void clearLogContext() {
    MDC.clear();
  }

  @Test
  void neverRunsMoreThanItsParallelismAtOnce() {
    AtomicInteger running = new AtomicInteger();
    AtomicInteger most = new AtomicInteger();
    List<Supplier<Integer>> tasks =
        IntStream.range(0, 20)
            .<Supplier<Integer>>mapToObj(
                i ->
                    () -> {
                      most.accumulateAndGet(running.incrementAndGet(), Math::max);
                      try {
                        Thread.sleep(5);
                      } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                      }
                      running.decrementAndGet();
                      return i;
                    })
            .toList();

    List<Integer> values = FanOut.all(tasks, 4);

    assertThat(values).containsExactlyElementsOf(IntStream.range(0, 20).boxed().toList());
    assertThat(most.get()).isBetween(1, 4);
  }

  @Test
  void everyTaskRunsWithTheCallersRequestId() {
    MDC.put("requestId", "req-42");
    List<String> seen = new CopyOnWriteArrayList<>();
    List<Supplier<String>> tasks = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      tasks.add(
          () -> {
            seen.add(MDC.get("requestId"));
            return "ok";
          });
    }

    FanOut.all(tasks, 2);

    assertThat(seen).hasSize(5).containsOnly("req-42");
    assertThat(MDC.get("requestId")).isEqualTo("req-42");
  }

  @Test
  void settleKeepsEachOutcomeAndReportsProgressInOrderOnTheCallersThread() {
    Thread caller = Thread.currentThread();
    List<Boolean> onCaller = new ArrayList<>();
    IllegalStateException boom = new IllegalStateException("boom");
    List<Supplier<String>> tasks =
        List.of(
            () -> "a",
            () -> {
              throw boom;
            },
            () -> "c");

    List<FanOut.Outcome<String>> outcomes =
        FanOut.settle(tasks, 3, () -> onCaller.add(Thread.currentThread() == caller));

    assertThat(outcomes)
        .containsExactly(
            new FanOut.Outcome.Done<>("a"),
            new FanOut.Outcome.Failed<>(boom),
            new FanOut.Outcome.Done<>("c"));
    assertThat(onCaller).containsExactly(true, true, true);
  }

  @Test
  void allRethrowsTheFirstFailureInTaskOrder() {
    IllegalArgumentException first = new IllegalArgumentException("first");
    List<Supplier<String>> tasks =
        List.of(
            () -> "fine",
            () -> {
              throw first;
            },
            () -> {
              throw new IllegalStateException("second");
            });

    assertThatThrownBy(() -> FanOut.all(tasks, 3)).isSameAs(first);
  }

  @Test
  void neverMoreThanFourUpstreamBoundTasksAtOnceWhateverTheCallerAsks() {
    AtomicInteger running = new AtomicInteger();
    AtomicInteger most = new AtomicInteger();
    List<Supplier<Integer>> tasks =
        IntStream.range(0, 14)
            .<Supplier<Integer>>mapToObj(
                i ->
                    () -> {
                      most.accumulateAndGet(running.incrementAndGet(), Math::max);
                      try {
                        Thread.sleep(5);
                      } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                      }
                      running.decrementAndGet();
                      return i;
                    })
            .toList();

    // Channel analytics asks for all of its reads at once.
    List<Integer> values = FanOut.all(tasks, tasks.size());

    assertThat(values).containsExactlyElementsOf(IntStream.range(0, 14).boxed().toList());
    assertThat(FanOut.maxInFlight()).isEqualTo(FanOut.DEFAULT_MAX_IN_FLIGHT).isEqualTo(4);
    assertThat(most.get()).isBetween(1, 4);
  }

  @Test
  void onceTheBudgetIsSpentTheTasksNotYetStartedAreRefusedWithoutRunning() {
    PlatformException.Unavailable spent =
        new PlatformException.Unavailable(
            UpstreamFault.RATE_LIMITED, UpstreamFault.RATE_LIMITED.details(), 42);
    AtomicInteger started = new AtomicInteger();
    List<Supplier<String>> tasks = new ArrayList<>();
    tasks.add(
        () -> {
          started.incrementAndGet();
          return "read";
        });
    tasks.add(
        () -> {
          started.incrementAndGet();
          throw spent;
        });
    for (int i = 0; i < 5; i++) {
      tasks.add(
          () -> {
            started.incrementAndGet();
            return "would have asked the platform";
          });
    }

    List<FanOut.Outcome<String>> outcomes = FanOut.settle(tasks, 1);

    // Tasks start in their order: the read, then the refusal; none after it.
    assertThat(started).hasValue(2);
    assertThat(outcomes.getFirst()).isEqualTo(new FanOut.Outcome.Done<>("read"));
    assertThat(outcomes.subList(1, outcomes.size()))
        .allSatisfy(o -> assertThat(o).isEqualTo(new FanOut.Outcome.Failed<>(spent)));
    assertThatThrownBy(() -> FanOut.all(tasks, 1)).isSameAs(spent);
  }

  @Test
  void otherUpstreamTroubleDoesNotStopTheRest() {
    AtomicInteger started = new AtomicInteger();
    List<Supplier<String>> tasks = new ArrayList<>();
    tasks.add(
        () -> {
          started.incrementAndGet();
          throw new PlatformException.Unavailable(UpstreamFault.SERVER_ERROR, "5xx", 10);
        });
    for (int i = 0; i < 3; i++) {
      tasks.add(
          () -> {
            started.incrementAndGet();
            return "ok";
          });
    }

    FanOut.settle(tasks, 1);

    assertThat(started).hasValue(4);
  }
}
