package io.vidlens;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.SimpleConditionEvent.violated;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.all;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.AbstractClassesTransformer;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.parse.UrlQuery;
import io.vidlens.platform.resilience.UpstreamFailure;
import io.vidlens.platform.resilience.UpstreamFault;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;

/**
 * The package rules of design.md ("Layout"), checked on the main classes: who may use whom, no
 * feature using another, no package cycles, pure parsers, plain records, and a package-info.java
 * that says all this in every top-level package.
 */
@AnalyzeClasses(packages = "io.vidlens", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

  private static final String ROOT = "io.vidlens";

  /** The feature packages: each owns its controller, service, records and repository. */
  private static final List<String> FEATURES =
      List.of("video", "channel", "analytics", "analysis", "thumbnails", "dashboard", "history");

  /**
   * The upstream failure vocabulary: raised by the transports, classified and retried by
   * resilience, read by catalog's read policy. It lives in platform.resilience but the transports
   * below it must name it, so the layering gives it a layer of its own that uses nothing.
   */
  private static final DescribedPredicate<JavaClass> UPSTREAM_FAULTS =
      belongToAnyOfWithArrays(UpstreamFailure.class, UpstreamFault.class)
          .as("the upstream failure vocabulary (UpstreamFailure, UpstreamFault)");

  /**
   * The one query-string reader: the parsers read URLs in answers with it and the transports a
   * request's identity, so like the failure vocabulary it is a layer of its own that uses nothing.
   */
  private static final DescribedPredicate<JavaClass> URL_QUERY =
      belongToAnyOfWithArrays(UrlQuery.class).as("the query-string reader (parse.UrlQuery)");

  private static final DescribedPredicate<JavaClass> PLATFORM =
      resideInAPackage("io.vidlens.platform..")
          .and(not(resideInAPackage("io.vidlens.platform.transport..")))
          .and(not(UPSTREAM_FAULTS))
          .and(not(URL_QUERY))
          .as(
              "io.vidlens.platform.. except transport, the upstream failure vocabulary and the"
                  + " query-string reader");

  @ArchTest
  static final ArchRule layers =
      layeredArchitecture()
          .consideringOnlyDependenciesInLayers()
          .ensureAllClassesAreContainedInArchitecture()
          .layer("Application")
          .definedBy(ROOT)
          .layer("Cli")
          .definedBy("io.vidlens.cli..")
          .layer("Features")
          .definedBy(FEATURES.stream().map(f -> ROOT + "." + f + "..").toArray(String[]::new))
          .layer("Catalog")
          .definedBy("io.vidlens.catalog..")
          .layer("Platform")
          .definedBy(PLATFORM)
          .layer("Transport")
          .definedBy("io.vidlens.platform.transport..")
          .layer("UpstreamFaults")
          .definedBy(UPSTREAM_FAULTS)
          .layer("UrlQuery")
          .definedBy(URL_QUERY)
          .layer("Api")
          .definedBy("io.vidlens.api..")
          .layer("Access")
          .definedBy("io.vidlens.access..")
          .layer("Storage")
          .definedBy("io.vidlens.storage..")
          .layer("Embeddings")
          .definedBy("io.vidlens.embeddings..")
          .layer("Compute")
          .definedBy("io.vidlens.compute..")
          .layer("Records")
          .definedBy("io.vidlens.model..")
          .layer("Work")
          .definedBy("io.vidlens.work..")
          .layer("Json")
          .definedBy("io.vidlens.json..")
          .layer("Stats")
          .definedBy("io.vidlens.stats..")
          .layer("Text")
          .definedBy("io.vidlens.text..")
          .layer("Mcp")
          .definedBy("io.vidlens.mcp..")
          // The application class wires everything and hands the command line to cli.
          .whereLayer("Cli")
          .mayOnlyAccessLayers(
              "Application",
              "Features",
              "Catalog",
              "Records",
              "Api",
              "Access",
              "Storage",
              "Embeddings",
              "Compute",
              "Work",
              "Json",
              "Stats")
          .whereLayer("Features")
          .mayOnlyAccessLayers(
              "Catalog",
              "Records",
              "Api",
              "Access",
              "Storage",
              "Embeddings",
              "Compute",
              "Work",
              "Json",
              "Stats",
              "Text")
          .whereLayer("Catalog")
          .mayOnlyAccessLayers("Platform", "UpstreamFaults", "Records", "Work", "Json", "Stats")
          .whereLayer("Platform")
          .mayOnlyAccessLayers("Transport", "UpstreamFaults", "UrlQuery", "Records", "Work", "Json")
          // The meter counts requests by the work they were made for.
          .whereLayer("Transport")
          .mayOnlyAccessLayers("UpstreamFaults", "UrlQuery", "Work")
          .whereLayer("Work")
          .mayNotAccessAnyLayer()
          .whereLayer("Json")
          .mayNotAccessAnyLayer()
          .whereLayer("Stats")
          .mayNotAccessAnyLayer()
          .whereLayer("Text")
          .mayNotAccessAnyLayer()
          .whereLayer("UpstreamFaults")
          .mayNotAccessAnyLayer()
          .whereLayer("UrlQuery")
          .mayNotAccessAnyLayer()
          .whereLayer("Records")
          .mayNotAccessAnyLayer()
          // Api maps PlatformException to HTTP (the rule below keeps it to that one type); page
          // tokens are signed with a key kept in storage.
          .whereLayer("Api")
          .mayOnlyAccessLayers("Platform", "Records", "Storage")
          .whereLayer("Access")
          .mayOnlyAccessLayers("Api", "Records", "Storage", "Work")
          .whereLayer("Storage")
          .mayNotAccessAnyLayer()
          .whereLayer("Embeddings")
          .mayNotAccessAnyLayer()
          // The MCP server checks keys with access and answers in the api's envelope; it reaches
          // the features only through the HTTP API, never their classes.
          .whereLayer("Mcp")
          .mayOnlyAccessLayers("Api", "Access")
          // The pools refuse with the api's ApiException, so a refusal is the error envelope.
          .whereLayer("Compute")
          .mayOnlyAccessLayers("Api")
          .because(
              "features reach platform data only through catalog, catalog alone drives the"
                  + " platform client, the platform knows nothing of the web, accounts or"
                  + " features, and the transports sit below everything that retries or parses"
                  + " (design.md, Layout)");

  @ArchTest
  static final ArchRule api_uses_only_platform_exception =
      noClasses()
          .that()
          .resideInAPackage("io.vidlens.api..")
          .should()
          .dependOnClassesThat(
              resideInAPackage("io.vidlens.platform..")
                  .and(not(belongToAnyOfWithArrays(PlatformException.class)))
                  .as("are platform classes other than PlatformException and its nested classes"))
          .because(
              "the API edge only maps the platform's typed failures to HTTP statuses; any other"
                  + " platform type in api would let web code reach past catalog");

  @ArchTest
  static final ArchRule features_do_not_depend_on_each_other =
      slices()
          .assignedFrom(features())
          .should()
          .notDependOnEachOther()
          .because(
              "what two features share belongs in catalog (data) or in a shared package below"
                  + " them (rules), or is published by the owning feature in its api package;"
                  + " never one feature reaching into another's internals; only cli and the"
                  + " application class may use several features");

  /**
   * A feature's published API ({@code io.vidlens.<feature>.api}) is what other features may use of
   * it; it is made of plain types, so using it drags nothing else of the feature along.
   */
  @ArchTest
  static final ArchRule published_apis_are_plain =
      classes()
          .that(resideInAPublishedApi())
          // the package's declaration names it a module's interface; no type of it does
          .and()
          .doNotHaveSimpleName("package-info")
          .should()
          .onlyDependOnClassesThat()
          .resideInAnyPackage(
              Stream.concat(
                      Stream.of("java..", "io.vidlens.model.."),
                      FEATURES.stream().map(f -> ROOT + "." + f + ".api.."))
                  .toArray(String[]::new))
          .because(
              "a feature's api package is its promise to other features: records and interfaces"
                  + " over plain data, never its services, stores or another feature's internals");

  @ArchTest
  static final ArchRule no_package_cycles =
      slices()
          .assignedFrom(topLevelPackages())
          .should()
          .beFreeOfCycles()
          .because(
              "a cycle between two packages makes them one package in all but name: neither can"
                  + " be understood, tested or changed alone");

  /** java.time's readers of the date formats the platform writes (ISO with offset, bare dates). */
  private static final List<String> PLATFORM_DATE_TYPES =
      List.of(
          OffsetDateTime.class.getName(),
          ZonedDateTime.class.getName(),
          LocalDateTime.class.getName(),
          LocalDate.class.getName());

  @ArchTest
  static final ArchRule features_do_not_parse_platform_dates =
      noClasses()
          .that()
          .resideInAnyPackage(
              FEATURES.stream().map(f -> ROOT + "." + f + "..").toArray(String[]::new))
          .should()
          .callMethodWhere(
              DescribedPredicate.describe(
                  "a parse method of " + PLATFORM_DATE_TYPES,
                  call ->
                      call.getName().equals("parse")
                          && PLATFORM_DATE_TYPES.contains(call.getTargetOwner().getName())))
          .because(
              "the platform's parsers give dates typed at their precision (PlatformDate,"
                  + " RelativeTime); a feature reading the platform's date text again would be a"
                  + " second, diverging reading (the layers keep platform.parse out of reach too)");

  @ArchTest
  static final ArchRule parsers_are_pure =
      noClasses()
          .that()
          .resideInAPackage("io.vidlens.platform.parse..")
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(
              "org.springframework..",
              "jakarta.servlet..",
              "java.net.http..",
              "java.sql..",
              "io.vidlens.platform.transport..",
              "io.vidlens.platform.cache..")
          .because(
              "parsers are pure functions from a JSON tree to immutable records: no HTTP, no"
                  + " framework, no database, no cache inside them, so that a recorded answer"
                  + " always parses the same way");

  @ArchTest
  static final ArchRule platform_internals_stay_in_platform =
      noClasses()
          .that()
          .resideOutsideOfPackage("io.vidlens.platform..")
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(
              "io.vidlens.platform.parse..",
              "io.vidlens.platform.request..",
              "io.vidlens.platform.cache..",
              "io.vidlens.platform.transport..")
          .because(
              "the platform's public surface returns records and speaks in domain terms; its"
                  + " parsers, requests (client names, browse params), cache and transports are"
                  + " the protocol, which only the platform knows");

  @ArchTest
  static final ArchRule platform_surface_has_no_json_trees =
      noMethods()
          .that()
          .areDeclaredInClassesThat()
          .resideInAPackage("io.vidlens.platform")
          .and()
          .areDeclaredInClassesThat()
          .arePublic()
          .and()
          .arePublic()
          // The visitor data the resilience layer hands the client: inside the platform.
          .and()
          .areNotDeclaredIn(io.vidlens.platform.VisitorSession.class)
          .should(
              new ArchCondition<JavaMethod>("speak in JSON trees") {
                @Override
                public void check(JavaMethod method, ConditionEvents events) {
                  boolean json =
                      method.getRawReturnType().isEquivalentTo(JsonNode.class)
                          || method.getRawParameterTypes().stream()
                              .anyMatch(t -> t.isEquivalentTo(JsonNode.class));
                  if (json) {
                    events.add(
                        com.tngtech.archunit.lang.SimpleConditionEvent.satisfied(
                            method, method.getFullName() + " speaks in JSON trees"));
                  }
                }
              })
          .because(
              "the platform hands out records, never the platform's JSON trees: tests fake it"
                  + " at the transport (FakePlatform), under the real client and parsers");

  @ArchTest
  static final ArchRule records_are_plain_data =
      classes()
          .that()
          .resideInAPackage("io.vidlens.model..")
          // the package's own declaration carries its module annotation, no record does
          .and()
          .doNotHaveSimpleName("package-info")
          .should()
          .onlyDependOnClassesThat()
          .resideInAnyPackage("java..", "io.vidlens.model..")
          .because(
              "the platform's records are plain immutable data shared by parsers, catalog and"
                  + " features; a dependency on a framework or another Vidlens package would drag"
                  + " it into every one of them");

  @ArchTest
  static final ArchRule every_package_says_what_it_is =
      all(documentedPackages())
          .should(haveAPackageInfo())
          .because(
              "each top-level package states in its package-info.java what it is and what it may"
                  + " use, in the same terms as the rules of this test");

  /**
   * {@code belongToAnyOf}, also matching arrays of these classes (an enum's {@code values()}
   * returns one, and an array type sits in its component's package).
   */
  private static DescribedPredicate<JavaClass> belongToAnyOfWithArrays(Class<?>... types) {
    DescribedPredicate<JavaClass> belongs = belongToAnyOf(types);
    return DescribedPredicate.describe(
        belongs.getDescription(), javaClass -> belongs.test(javaClass.getBaseComponentType()));
  }

  /** The classes of any feature's published API package, {@code io.vidlens.<feature>.api}. */
  private static DescribedPredicate<JavaClass> resideInAPublishedApi() {
    return resideInAnyPackage(
            FEATURES.stream().map(f -> ROOT + "." + f + ".api..").toArray(String[]::new))
        .as("reside in a feature's published api package");
  }

  /** Each feature is a slice; every other class is outside the feature slices. */
  private static SliceAssignment features() {
    return new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String topLevel = sliceOf(javaClass.getPackageName());
        // Another feature may use a feature's published API: it is outside the feature's slice.
        return topLevel != null
                && FEATURES.contains(topLevel)
                && !resideInAPublishedApi().test(javaClass)
            ? SliceIdentifier.of(topLevel)
            : SliceIdentifier.ignore();
      }

      @Override
      public String getDescription() {
        return "the feature packages " + FEATURES;
      }
    };
  }

  /**
   * One slice per top-level package under io.vidlens; the application class at the root is ignored
   * (it wires everything and cli starts it).
   */
  private static SliceAssignment topLevelPackages() {
    return new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String slice = sliceOf(javaClass.getPackageName());
        return slice == null ? SliceIdentifier.ignore() : SliceIdentifier.of(slice);
      }

      @Override
      public String getDescription() {
        return "the top-level packages of io.vidlens";
      }
    };
  }

  /** The top-level package, or null for the application class at the root. */
  private static String sliceOf(String pkg) {
    if (!pkg.startsWith(ROOT + ".")) {
      return null;
    }
    String rest = pkg.substring(ROOT.length() + 1);
    int dot = rest.indexOf('.');
    return dot < 0 ? rest : rest.substring(0, dot);
  }

  /** The packages that must carry a package-info.java: each slice of {@link #sliceOf}. */
  private static AbstractClassesTransformer<String> documentedPackages() {
    return new AbstractClassesTransformer<>("top-level packages of io.vidlens") {
      @Override
      public Iterable<String> doTransform(JavaClasses classes) {
        Set<String> packages = new TreeSet<>();
        for (JavaClass javaClass : classes) {
          String slice = sliceOf(javaClass.getPackageName());
          if (slice != null) {
            packages.add(ROOT + "." + slice);
          }
        }
        return packages;
      }
    };
  }

  /**
   * A Javadoc-only package-info.java compiles to no class file, so the source tree is checked.
   * Surefire runs with the project directory as working directory and sets "basedir" to it.
   */
  private static ArchCondition<String> haveAPackageInfo() {
    Path sources = Path.of(System.getProperty("basedir", "")).resolve("src/main/java");
    return new ArchCondition<>("have a package-info.java under src/main/java") {
      @Override
      public void check(String pkg, ConditionEvents events) {
        Path file = sources.resolve(pkg.replace('.', '/')).resolve("package-info.java");
        if (!Files.isRegularFile(file)) {
          events.add(violated(pkg, "package " + pkg + " has no " + file));
        }
      }
    };
  }
}
