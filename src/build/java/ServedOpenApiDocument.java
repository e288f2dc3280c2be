import io.vidlens.access.Operation;
import io.vidlens.api.OpenApiDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the OpenAPI document exactly as the server serves it at {@code /openapi.yaml} (the source
 * with each operation's path, method, operationId and units put in) to the file named by the first
 * argument. The build runs it (a single-file program on the compiled classes) so that the client of
 * the tests is generated from the served contract, not from its source.
 */
class ServedOpenApiDocument {

  public static void main(String[] args) throws IOException {
    Path target = Path.of(args[0]);
    Files.createDirectories(target.toAbsolutePath().getParent());
    Files.writeString(target, OpenApiDocument.assemble(List.of(Operation.values())).yaml());
  }
}
