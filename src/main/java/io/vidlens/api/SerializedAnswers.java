package io.vidlens.api;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON of answers a feature hands out again and again as the same immutable record (a cached
 * video's details), kept by the record's identity (weak keys): writing a 5 KB answer is most of
 * what a cached request costs, and the same record always writes the same bytes. When the feature
 * lets go of the record, its bytes go too. Written with the application's own mapper, so the bytes
 * are what Spring MVC would have written.
 */
@Component
public class SerializedAnswers {

  private final JsonMapper mapper;
  private final Cache<Object, byte[]> written =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  SerializedAnswers(JsonMapper mapper) {
    this.mapper = mapper;
  }

  /** {@code record} as the description's "array of one object", from memory when written before. */
  public ResponseEntity<byte[]> arrayOfOne(Object record) {
    byte[] json = written.get(record, r -> mapper.writeValueAsBytes(List.of(r)));
    return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(json);
  }
}
