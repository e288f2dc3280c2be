package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * compose.yaml cannot be run here (no container engine), so its wiring is checked against what it
 * refers to: the image the build tags, the properties the service reads, the port the image exposes
 * and the proxy's configuration. The image itself is started by src/image/smoke.sh and its
 * entrypoint by {@link ImageLaunchTest}.
 */
class ComposeFileTest {

  static final List<String> NODES = List.of("vidlens-1", "vidlens-2");

  @SuppressWarnings("unchecked")
  private static Map<String, Object> services() throws IOException {
    Map<String, Object> compose = new Yaml().load(Files.readString(Path.of("compose.yaml")));
    return (Map<String, Object>) compose.get("services");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> service(String name) throws IOException {
    return (Map<String, Object>) services().get(name);
  }

  @Test
  void theNodesRunTheImageTheBuildTagsOnPostgresqlEachWithItsOwnDataVolume() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"));
    assertThat(pom).contains("<image>vidlens:${project.version}</image>", "<tag>latest</tag>");
    assertThat(pom).contains("<VIDLENS_DATA_DIR>/data</VIDLENS_DATA_DIR>", "<port>8080</port>");
    List<Object> volumes = new ArrayList<>();
    for (String name : NODES) {
      Map<String, Object> node = service(name);
      assertThat(node.get("image")).isEqualTo("vidlens:latest");
      @SuppressWarnings("unchecked")
      Map<String, Object> env = (Map<String, Object>) node.get("environment");
      assertThat((String) env.get("SPRING_DATASOURCE_URL"))
          .startsWith("jdbc:postgresql://postgres:5432/");
      @SuppressWarnings("unchecked")
      Map<String, Map<String, String>> dependsOn =
          (Map<String, Map<String, String>>) node.get("depends_on");
      assertThat(dependsOn.get("postgres")).containsEntry("condition", "service_healthy");
      @SuppressWarnings("unchecked")
      List<String> mounts = (List<String>) node.get("volumes");
      assertThat(mounts).singleElement().asString().endsWith(":/data");
      volumes.add(mounts.getFirst());
    }
    assertThat(volumes).doesNotHaveDuplicates();
  }

  @Test
  void everyVariableTheNodesSetIsOneTheServiceOrItsStartScriptReads() throws IOException {
    String readme = Files.readString(Path.of("README.md")).toLowerCase(Locale.ROOT);
    String start = Files.readString(ImageLaunchTest.START);
    @SuppressWarnings("unchecked")
    Map<String, Object> env = (Map<String, Object>) service(NODES.getFirst()).get("environment");
    for (String variable : env.keySet()) {
      if (start.contains("${" + variable)) {
        continue; // read by the entrypoint (JAVA_OPTS)
      }
      // Spring's relaxed binding: SERVER_FORWARD_HEADERS_STRATEGY is
      // server.forward-headers-strategy. The README's configuration table names each property.
      String squeezed = variable.toLowerCase(Locale.ROOT).replace("_", "");
      Matcher names = Pattern.compile("`([a-z][a-z0-9.-]+)`").matcher(readme);
      boolean documented = false;
      while (names.find() && !documented) {
        documented = names.group(1).replace(".", "").replace("-", "").equals(squeezed);
      }
      assertThat(documented).as(variable + " is a property the README documents").isTrue();
    }
  }

  @Test
  void theProxySendsToEveryNodeOnTheImagesPortOnceTheyAreHealthy() throws IOException {
    Map<String, Object> proxy = service("proxy");
    @SuppressWarnings("unchecked")
    Map<String, Map<String, String>> dependsOn =
        (Map<String, Map<String, String>>) proxy.get("depends_on");
    for (String name : NODES) {
      assertThat(dependsOn.get(name)).containsEntry("condition", "service_healthy");
    }
    @SuppressWarnings("unchecked")
    List<String> mounts = (List<String>) proxy.get("volumes");
    assertThat(mounts).contains("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
    String nginx = Files.readString(Path.of("deploy/nginx.conf"));
    List<String> upstreams = new ArrayList<>();
    Matcher server = Pattern.compile("server\\s+([a-z0-9-]+):(\\d+)").matcher(nginx);
    while (server.find()) {
      upstreams.add(server.group(1) + ":" + server.group(2));
    }
    assertThat(upstreams.stream().distinct()).containsExactly("vidlens-1:8080", "vidlens-2:8080");
    assertThat(nginx).contains("X-Forwarded-For");
    @SuppressWarnings("unchecked")
    Map<String, String> env = (Map<String, String>) service(NODES.getFirst()).get("environment");
    assertThat(env).containsEntry("SERVER_FORWARD_HEADERS_STRATEGY", "native");
  }

  /**
   * An MCP session lives on the node that made it: each node names itself in its session IDs, and
   * the proxy's map sends that name to a group holding that node alone.
   */
  @Test
  void eachNodesMcpRouteLeadsTheProxyBackToThatNode() throws IOException {
    String nginx = Files.readString(Path.of("deploy/nginx.conf"));
    for (String name : NODES) {
      assertThat(service(name).get("command")).isEqualTo(List.of("--vidlens.mcp.route=" + name));
      assertThat(nginx)
          .contains("\"~^" + name + "\\.\" " + name + ";")
          .containsPattern("upstream " + name + " \\{\\s+server " + name + ":8080;\\s+}");
    }
    assertThat(nginx).contains("proxy_pass http://$mcp_node;", "proxy_buffering off;");
  }
}
