package io.vidlens.embeddings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.TestPropertySource;

/**
 * The embeddings module started alone (Spring Modulith's module test): it offers one {@link
 * TextEmbedder} and needs nothing of the application, no database and no other module's beans. What
 * the model answers: {@link MiniLmTextEmbedderTest}.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
@TestPropertySource(
    properties =
        // embeddings keep nothing: no database is started for them
        "spring.autoconfigure.exclude="
            + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
            // no database: no event publication registry either
            + "org.springframework.modulith.events.jdbc.JdbcEventPublicationAutoConfiguration,"
            + "org.springframework.modulith.events.config.EventPublicationAutoConfiguration")
class EmbeddingsModuleTest {

  @Autowired TextEmbedder embedder;
  @Autowired ApplicationContext context;

  @Test
  void startsAloneAndOffersTheShippedModel() {
    assertThat(embedder).isInstanceOf(MiniLmTextEmbedder.class);
    assertThat(context.getBeanNamesForType(TextEmbedder.class)).hasSize(1);
    assertThat(context.getBeanNamesForType(javax.sql.DataSource.class)).isEmpty();
    // no other module's beans: the gate, the catalog and the features are not started
    assertThat(context.containsBean("accessGate")).isFalse();
    assertThat(context.getBeanNamesForType(io.vidlens.catalog.Channels.class)).isEmpty();
  }
}
