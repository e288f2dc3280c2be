package io.vidlens.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.core.io.ClassPathResource;
import tools.jackson.databind.JsonNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The OpenAPI document as served, assembled from its source ({@value #SOURCE}) and the operations,
 * which declare each operation's path, method, operationId and quota units once (in {@code
 * io.vidlens.access.Operation}; see {@link ApiOperation} for why api is handed them).
 *
 * <p>The source is the document except for those: under {@code paths:} each path item is keyed by
 * its operationId and holds the operation's other fields, indented by four spaces. Assembly turns
 * {@code getX:} into {@code /path:}, {@code method:}, {@code operationId: getX}, indents the fields
 * by two more spaces and writes {@code x-quota-units} just before the operation's parameters,
 * request body or responses, whichever comes first; elsewhere {@code ${getX.path}} and {@code
 * ${getX.method}} stand for the path and method. Lines starting with {@code ##} are notes for the
 * source's editors and are left out. The result is text, so the served YAML keeps the source's
 * layout and comments, and its {@code paths} keep the source's order. One operation per path, as in
 * the description; the extensions' operations of one path (a list's GET and POST) follow each other
 * in the source and share its path item.
 *
 * <p>Assembly refuses a source that does not fit the operations (an unknown or missing operationId,
 * a path or units written in the source), so the server does not start with a wrong contract.
 */
public final class OpenApiDocument {

  /** The document's source on the classpath. */
  public static final String SOURCE = "openapi/openapi.yaml";

  private static final Pattern OPERATION_KEY = Pattern.compile(" {2}([A-Za-z][A-Za-z0-9]*):\\s*");
  private static final Pattern FIRST_AFTER_UNITS =
      Pattern.compile(" {4}(parameters|requestBody|responses):.*");
  private static final Pattern DECLARED_BY_OPERATION =
      Pattern.compile(" {4}(operationId|x-quota-units):.*");
  private static final Pattern PLACEHOLDER =
      Pattern.compile("\\$\\{([A-Za-z][A-Za-z0-9]*)\\.(path|method)}");

  private final String yaml;
  private final JsonNode tree;

  private OpenApiDocument(String yaml, JsonNode tree) {
    this.yaml = yaml;
    this.tree = tree;
  }

  /** The document of {@code operations}, from the source on the classpath. */
  public static OpenApiDocument assemble(Collection<? extends ApiOperation> operations) {
    try (InputStream in = new ClassPathResource(SOURCE).getInputStream()) {
      return assemble(new String(in.readAllBytes(), StandardCharsets.UTF_8), operations);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static OpenApiDocument assemble(String source, Collection<? extends ApiOperation> operations) {
    Map<String, ApiOperation> byId = new LinkedHashMap<>();
    for (ApiOperation op : operations) {
      if (byId.putIfAbsent(op.id(), op) != null) {
        throw new IllegalStateException("Two operations with operationId " + op.id());
      }
    }
    String yaml = placeholdersReplaced(pathsPlaced(source, byId), byId);
    JsonNode tree = YAMLMapper.builder().build().readTree(yaml);
    checkPaths(tree.path("paths"), byId);
    return new OpenApiDocument(yaml, tree);
  }

  /** The served YAML. */
  public String yaml() {
    return yaml;
  }

  /** The served document as a tree (a copy: change it as you like). */
  public JsonNode tree() {
    return tree.deepCopy();
  }

  private static String pathsPlaced(String source, Map<String, ApiOperation> byId) {
    StringBuilder out = new StringBuilder(source.length() + 4096);
    Set<String> placed = new HashSet<>();
    Set<String> paths = new HashSet<>();
    Set<String> methods = new HashSet<>();
    String[] lines = source.split("\n", -1);
    boolean inPaths = false;
    ApiOperation current = null;
    String lastPath = null;
    boolean unitsWritten = true;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      int number = i + 1;
      if (line.startsWith("##")) {
        continue;
      }
      boolean comment = line.strip().startsWith("#");
      if (!inPaths || (!line.isEmpty() && !line.startsWith(" ") && !comment)) {
        // Outside paths; a top-level key ends them.
        if (inPaths) {
          requireUnits(current, unitsWritten);
          inPaths = false;
        }
        inPaths = line.equals("paths:");
        append(out, line);
        continue;
      }
      Matcher key = OPERATION_KEY.matcher(line);
      if (key.matches()) {
        requireUnits(current, unitsWritten);
        current = byId.get(key.group(1));
        if (current == null) {
          throw invalid(number, "no operation has the operationId " + key.group(1));
        }
        if (!placed.add(current.id())) {
          throw invalid(number, current.id() + " has a second path item");
        }
        // Operations of one path (an extension's GET and POST) follow each other: the first
        // opens the path item, the next ones add their methods to it.
        boolean samePath = current.pathTemplate().equals(lastPath);
        if (!methods.add(current.method() + " " + current.pathTemplate())) {
          throw invalid(number, "a second " + current.method() + " at " + current.pathTemplate());
        }
        if (!samePath && !paths.add(current.pathTemplate())) {
          throw invalid(
              number, "the operations at " + current.pathTemplate() + " must be adjacent");
        }
        if (!samePath) {
          append(out, "  " + current.pathTemplate() + ":");
        }
        lastPath = current.pathTemplate();
        append(out, "    " + current.method().name().toLowerCase(Locale.ROOT) + ":");
        append(out, "      operationId: " + current.id());
        unitsWritten = false;
      } else if (line.isBlank()) {
        append(out, line);
      } else if (current == null) {
        if (!comment) {
          throw invalid(number, "paths must start with an operation (operationId:)");
        }
        append(out, line);
      } else {
        if (!comment && !line.startsWith("    ")) {
          throw invalid(number, "the fields of an operation are indented by four spaces");
        }
        if (DECLARED_BY_OPERATION.matcher(line).matches()) {
          throw invalid(number, "operationId and x-quota-units are declared by the operation");
        }
        if (!unitsWritten && FIRST_AFTER_UNITS.matcher(line).matches()) {
          append(out, "      x-quota-units: " + current.defaultUnits());
          unitsWritten = true;
        }
        append(out, "  " + line);
      }
    }
    if (inPaths) {
      requireUnits(current, unitsWritten);
    }
    if (!placed.equals(byId.keySet())) {
      Set<String> missing = new HashSet<>(byId.keySet());
      missing.removeAll(placed);
      throw new IllegalStateException(SOURCE + " has no path item for " + missing);
    }
    out.setLength(out.length() - 1); // the newline after the last line
    return out.toString();
  }

  private static String placeholdersReplaced(String yaml, Map<String, ApiOperation> byId) {
    Matcher placeholder = PLACEHOLDER.matcher(yaml);
    StringBuilder out = new StringBuilder(yaml.length());
    while (placeholder.find()) {
      ApiOperation op = byId.get(placeholder.group(1));
      if (op == null) {
        throw new IllegalStateException(
            SOURCE + ": no operation has the operationId of " + placeholder.group());
      }
      String value = placeholder.group(2).equals("path") ? op.pathTemplate() : op.method().name();
      placeholder.appendReplacement(out, Matcher.quoteReplacement(value));
    }
    placeholder.appendTail(out);
    return out.toString();
  }

  /** The parsed document has exactly the operations' path items, as placed. */
  private static void checkPaths(JsonNode paths, Map<String, ApiOperation> byId) {
    Map<String, Integer> perPath = new LinkedHashMap<>();
    byId.values().forEach(op -> perPath.merge(op.pathTemplate(), 1, Integer::sum));
    if (paths.size() != perPath.size()) {
      throw new IllegalStateException(
          SOURCE + " has " + paths.size() + " path items for " + perPath.size() + " paths");
    }
    for (ApiOperation op : byId.values()) {
      JsonNode item = paths.path(op.pathTemplate());
      String method = op.method().name().toLowerCase(Locale.ROOT);
      if (item.size() != perPath.get(op.pathTemplate())
          || !op.id().equals(item.path(method).path("operationId").asString(""))
          || item.path(method).path("x-quota-units").asInt(-1) != op.defaultUnits()) {
        throw new IllegalStateException(SOURCE + ": the path item of " + op.id() + " is malformed");
      }
    }
  }

  private static void requireUnits(ApiOperation current, boolean unitsWritten) {
    if (!unitsWritten) {
      throw new IllegalStateException(
          SOURCE + ": " + current.id() + " has neither parameters, requestBody nor responses");
    }
  }

  private static IllegalStateException invalid(int line, String problem) {
    return new IllegalStateException(SOURCE + " line " + line + ": " + problem);
  }

  private static void append(StringBuilder out, String line) {
    out.append(line).append('\n');
  }
}
