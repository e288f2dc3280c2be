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
 * The rules of design.md ("Layout") that Spring Modulith's module rules cannot state, checked on
 * the main classes: the layers inside platform, pure parsers, plain records and published APIs, no
 * feature reading the platform's dates, and a package-info.java in every top-level package. Which
 * module may use which (and so: no feature using another's internals, no cycles, platform's
 * internals kept in platform) is declared once, in each package-info's {@code @ApplicationModule},
 * and verified by {@link ModularityTest}.
 */
@AnalyzeClasses(packages = "io.vidlens", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

  private static final String ROOT = "io.vidlens";

  /** The feature packages: each owns its controller, service, records and repository. */
  private static final List<String> FEATURES =
      List.of(
          "video",
          "channel",
          "analytics",
          "analysis",
          "thumbnails",
          "dashboard",
          "history",
          "radar");

  /**
   * The upstream failure vocabulary ({@code platform.faults}): raised by the transports, classified
   * and retried by resilience, read by catalog's read policy; and the one query-string reader
   * ({@code platform.url}), with which the parsers read URLs in answers and the transports a
   * request's identity. Each is a package of its own below the transports that uses nothing.
   */
  private static final String UPSTREAM_FAULTS = "io.vidlens.platform.faults..";

  private static final String URL_QUERY = "io.vidlens.platform.url..";

  private static final String TRANSPORT = "io.vidlens.platform.transport..";

  private static final DescribedPredicate<JavaClass> PLATFORM =
      resideInAPackage("io.vidlens.platform..")
          .and(not(resideInAnyPackage(TRANSPORT, UPSTREAM_FAULTS, URL_QUERY)))
          .as("io.vidlens.platform.. except transport, faults and url");

  /**
   * The layers inside platform, which Modulith's module rules cannot see: the transports sit below
   * everything that retries or parses and use nothing of Vidlens but the failure vocabulary, the
   * query-string reader and work (the meter counts requests by the work they were made for); those
   * two use nothing at all.
   */
  @ArchTest
  static final ArchRule platform_layers =
      layeredArchitecture()
          .consideringOnlyDependenciesInLayers()
          .layer("Platform")
          .definedBy(PLATFORM)
          .layer("Transport")
          .definedBy(TRANSPORT)
          .layer("UpstreamFaults")
          .definedBy(UPSTREAM_FAULTS)
          .layer("UrlQuery")
          .definedBy(URL_QUERY)
          .layer("Work")
          .definedBy("io.vidlens.work..")
          .layer("OutsidePlatform")
          .definedBy(
              resideInAPackage("io.vidlens..")
                  .and(not(resideInAnyPackage("io.vidlens.platform..", "io.vidlens.work.."))))
          .whereLayer("Transport")
          .mayOnlyBeAccessedByLayers("Platform")
          .whereLayer("Transport")
          .mayOnlyAccessLayers("UpstreamFaults", "UrlQuery", "Work")
          .whereLayer("UpstreamFaults")
          .mayNotAccessAnyLayer()
          .whereLayer("UrlQuery")
          .mayNotAccessAnyLayer()
          .because(
              "the transports sit below everything that retries or parses (design.md, Layout);"
                  + " which modules may use which is declared once, in each package-info's"
                  + " @ApplicationModule, and verified by ModularityTest");

  /** The application class wires everything and hands the command line to cli, nobody else. */
  @ArchTest
  static final ArchRule only_cli_uses_the_application_class =
      noClasses()
          .that()
          .resideOutsideOfPackages(ROOT, ROOT + ".cli..")
          .should()
          .dependOnClassesThat()
          .resideInAPackage(ROOT)
          .because("the application class starts the modules; a module using it would use all");

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
  static final ArchRule platform_parts_have_no_cycles =
      slices()
          .assignedFrom(platformParts())
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

  /**
   * Inside platform, one slice per part (its published base, and client, parse, resilience,
   * transport…): Modulith sees cycles between modules, not between the packages of one.
   */
  private static SliceAssignment platformParts() {
    return new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String pkg = javaClass.getPackageName();
        if (pkg.equals(ROOT + ".platform")) {
          return SliceIdentifier.of("platform");
        }
        if (!pkg.startsWith(ROOT + ".platform.")) {
          return SliceIdentifier.ignore();
        }
        String part = pkg.substring((ROOT + ".platform.").length());
        int dot = part.indexOf('.');
        return SliceIdentifier.of("platform." + (dot < 0 ? part : part.substring(0, dot)));
      }

      @Override
      public String getDescription() {
        return "the packages of io.vidlens.platform";
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
