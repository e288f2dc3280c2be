package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.CreatorWorlds.CreatorWorld;
import io.vidlens.analysis.niche.WorldKit.Upload;
import io.vidlens.testing.ConstructedWorld;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A science explainer channel ("Curious Orbit": space, biology, the mind, physics; a weekly upload
 * on Thursdays, a short "| Mind Matters" run) and twelve peers: eleven science and education
 * channels from 48 thousand to 2 million subscribers, each in its own title style, and a cooking
 * channel that the related videos happen to name. The deep sea broke out on three peers
 * independently, nuclear fusion on two; a few outliers are one channel's fluke.
 */
final class ScienceWorld {

  private ScienceWorld() {}

  /** The channel's uploads, newest first. */
  static final List<String> OWN =
      List.of(
          "What If the Moon Disappeared Tonight?",
          "Why Your Brain Remembers Embarrassing Moments",
          "The Star That Shouldn't Exist",
          "How Tardigrades Survive the Vacuum of Space",
          "Why Time Moves Slower Near a Black Hole",
          "Your Immune System's Secret Army, Explained",
          "What Happens to Your Body When You Don't Sleep",
          "Is Dark Matter Even Real?",
          "How Octopuses Think With Their Arms",
          "The Largest Structure in the Universe",
          "Why Do We Dream? | Mind Matters",
          "Déjà Vu: What Your Brain Is Really Doing | Mind Matters",
          "Why Music Gives You Chills | Mind Matters",
          "The Placebo Effect Is Getting Stronger | Mind Matters",
          "How Hot Can Anything Get?",
          "What's at the Center of the Earth?",
          "The Trees That Talk to Each Other",
          "Why Mars Lost Its Atmosphere",
          "How Your Gut Bacteria Control Your Mood",
          "What Is Quantum Entanglement, Really?",
          "The Day the Sun Goes Out",
          "Why Some People Never Get Sick",
          "How Light Can Be a Wave and a Particle",
          "The Bacteria That Eat Plastic",
          "Could We Live on Europa?",
          "Why Cold Water Shocks Your Brain",
          "The Strangest Planets Ever Found",
          "How Big Is the Observable Universe?",
          "What Actually Causes Aging?",
          "Neutron Stars: The Densest Things in Existence");

  /** Subjects the peers' usual uploads are about. */
  static final List<String> SUBJECTS =
      List.of(
          "black holes",
          "the placebo effect",
          "octopus intelligence",
          "dark energy",
          "the speed of light",
          "antibiotic resistance",
          "volcanic lightning",
          "the Fermi paradox",
          "CRISPR gene editing",
          "the human microbiome",
          "quantum tunneling",
          "mirror neurons",
          "solar storms",
          "lucid dreaming",
          "the Mpemba effect",
          "exoplanet atmospheres",
          "slime molds",
          "the origin of water on Earth",
          "neutrinos",
          "bird migration",
          "the multiverse",
          "memory formation",
          "ball lightning",
          "the Drake equation",
          "coral bleaching",
          "superconductors",
          "string theory",
          "immortal jellyfish",
          "the Big Bang",
          "plate tectonics",
          "sleep paralysis",
          "rogue planets",
          "the double-slit experiment",
          "fungal networks",
          "time crystals",
          "space debris",
          "red dwarf stars",
          "entropy",
          "the ozone layer",
          "echolocation",
          "the Higgs boson",
          "phantom limbs",
          "supervolcanoes",
          "magnetars",
          "synesthesia",
          "dinosaur extinction",
          "the Voyager probes",
          "cosmic rays",
          "habits",
          "the color blue");

  /** A science peer: its size, usual views, cadence and title shapes ({@code %s}: a subject). */
  record Style(String name, long subscribers, double usual, int everyDays, List<String> shapes) {

    /** "name|subscribers|usual views|days between uploads|shape;shape;…". */
    static Style of(String row) {
      String[] f = row.split("\\|", 5);
      return new Style(
          f[0],
          Long.parseLong(f[1]),
          Double.parseDouble(f[2]),
          Integer.parseInt(f[3]),
          List.of(f[4].split(";")));
    }
  }

  static final List<Style> PEERS =
      Stream.of(
              "Cosmic Lens|2100000|420000|10|The Truth About %s;The Weird Side of %s;%s – Explained",
              "Small Science|48000|5500|3|%s in 10 Minutes;A Beginner's Guide to %s;%s (simply)",
              "Dr. Hanna Reyes|320000|38000|6|I Read Every Paper on %s;Let's Talk About %s",
              "The Lab Bench|910000|130000|8|The Hidden Physics of %s;Testing Myths About %s",
              "Brainwave Academy|150000|9000|4|Lecture 7: %s;%s: The Full Story;Intro to %s",
              "Wild Biology|640000|70000|7|The Bizarre Biology of %s;Nature's Strangest: %s",
              "Quantum Coffee|75000|8000|5|Why Nobody Understands %s;Coffee Chat: %s",
              "Deep Field|1200000|160000|9|%s: What We Know So Far;The Mystery of %s",
              "Science Sundays|260000|30000|7|%s | Science Sundays;All About %s | Science Sundays",
              "Mindscape|410000|52000|6|The Psychology of %s;Your Brain on %s",
              "Planet Stories|95000|11000|8|The Story of %s;How %s Changed Everything")
          .map(Style::of)
          .toList();

  /** Outliers planted on peer n (1-based): upload index to title. */
  static Map<Integer, String> planted(int n) {
    return switch (n) {
      // the deep sea, three channels, three wordings
      case 1 -> Map.of(4, "What Lives at the Bottom of the Mariana Trench?");
      case 6 -> Map.of(6, "The Terrifying Creatures of the Deep Sea");
      case 8 -> Map.of(3, "We Sent a Camera to the Deepest Point in the Ocean");
      // nuclear fusion, two
      case 4 -> Map.of(5, "Nuclear Fusion Just Broke Its Own Record");
      case 9 -> Map.of(2, "Why Fusion Power Is Finally Close | Science Sundays");
      // flukes: one channel each
      case 3 -> Map.of(7, "Why Cats Always Land on Their Feet");
      case 10 -> Map.of(4, "The Psychology of Conspiracy Theories");
      case 2 -> Map.of(5, "What Happens If You Fall Into a Black Hole? (in 10 Minutes)");
      // the stranger's own hit
      case 12 -> Map.of(5, "The Crispiest Smash Burger I've Ever Made");
      default -> Map.of();
    };
  }

  static final List<String> COOKING =
      List.of(
          "Easy One-Pan Lemon Chicken Dinner",
          "The Only Banana Bread Recipe You Need",
          "5 Weeknight Pastas Under 30 Minutes",
          "How to Make Restaurant-Style Fried Rice",
          "Sourdough for Beginners (Day 1 to Bake Day)",
          "My Mom's Chicken Soup",
          "Meal Prep for the Whole Week on a Budget",
          "Perfect Fluffy Pancakes Every Time",
          "Homemade Pizza Dough, No Mixer",
          "Crispy Roast Potatoes: 3 Methods Tested",
          "Chocolate Chip Cookies, Brown Butter Version",
          "Easy Thai Green Curry",
          "Slow Cooker Beef Stew",
          "The Creamiest Mac and Cheese",
          "Quick Pickled Onions",
          "Cheap Dinners That Don't Taste Cheap",
          "Tiramisu Without Raw Eggs",
          "Garlic Butter Salmon in 15 Minutes",
          "Spring Vegetable Risotto",
          "Why My Bread Failed (and How to Fix It)",
          "One-Pot Chili for a Crowd",
          "Lemon Drizzle Cake",
          "Hot Honey Chicken Thighs");

  static CreatorWorld world() {
    WorldKit kit = new WorldKit(1001, Duration.ofDays(10));
    List<VideoSample> own = own(kit);
    return new CreatorWorld(
        "science",
        CreatorWorlds.facts(
            "Curious Orbit",
            1,
            280_000,
            212,
            31_500_000,
            2019,
            "Space, life and the mind, explained every Thursday."),
        own,
        peers(kit),
        "Kitchen Table",
        CreatorWorlds.dealt(own, SAID));
  }

  /**
   * What viewers write under a science explainer (text, likes): praise, corrections, questions,
   * jokes, and subjects they want explained, in the ways they ask.
   */
  static final List<Map.Entry<String, Integer>> SAID =
      List.of(
          Map.entry("Please make a video about the Fermi paradox!", 520),
          Map.entry("This channel taught me more than school ever did", 431),
          Map.entry("Small correction: Europa's ocean is under the ice, not on it", 310),
          Map.entry("Can you explain lucid dreaming next?", 265),
          Map.entry("The animation at 4:12 is gorgeous", 198),
          Map.entry("What about volcanic lightning?", 143),
          Map.entry("I showed this to my whole class", 120),
          Map.entry("Do one on tardigrades again, they're my favourite", 96),
          Map.entry("Video idea: why cats purr", 88),
          Map.entry("Who else is watching this at 3am instead of sleeping", 75),
          Map.entry("please do a video on the fermi paradox", 61),
          Map.entry("How is the narrator's voice so calming", 44),
          Map.entry("Next video should be about CRISPR", 37),
          Map.entry("I love this", 20),
          Map.entry("first", 3));

  static List<VideoSample> own(WorldKit kit) {
    Instant thursday =
        WorldKit.NOW
            .atOffset(ZoneOffset.UTC)
            .truncatedTo(ChronoUnit.DAYS)
            .with(TemporalAdjusters.previous(DayOfWeek.THURSDAY))
            .toInstant();
    List<Upload> uploads = new ArrayList<>();
    for (int i = 0; i < OWN.size(); i++) {
      String title = OWN.get(i);
      Instant at =
          thursday
              .minus(Duration.ofDays(7L * i))
              .plus(Duration.ofHours(15))
              .plus(kit.minutes(0, 40));
      boolean drew = title.startsWith("The Star That") || title.startsWith("How Octopuses");
      uploads.add(new Upload(title, at, kit.seconds(720), drew ? kit.outlier() : 1));
    }
    return kit.own("orbit", uploads, 65_000, "Science & Technology").stream()
        .map(v -> v.title().endsWith("Mind Matters") ? withCategory(v, "Education") : v)
        .toList();
  }

  static VideoSample withCategory(VideoSample v, String category) {
    return new VideoSample(
        v.videoId(),
        v.title(),
        v.description(),
        v.views(),
        v.durationSeconds(),
        v.publishedAt(),
        v.exactTime(),
        category,
        v.detailsRead(),
        v.paidOriginal());
  }

  static List<ConstructedWorld> peers(WorldKit kit) {
    List<ConstructedWorld> peers =
        new ArrayList<>(
            kit.peers(
                PEERS,
                (n, s, count) -> {
                  List<String> subjects = new ArrayList<>(SUBJECTS);
                  Collections.shuffle(subjects, kit.random());
                  List<String> titles = new ArrayList<>();
                  for (int i = 0; i < count; i++) {
                    String shape = s.shapes().get(i % s.shapes().size());
                    String subject = CreatorWorlds.titleCase(subjects.get(i));
                    titles.add(CreatorWorlds.capitalised(shape.formatted(subject)));
                  }
                  return kit.plannedPeer(
                      WorldKit.channelId("sciencePeer", n),
                      s.name(),
                      s.subscribers(),
                      s.usual(),
                      n % 3 == 0 ? "Education" : "Science & Technology",
                      titles,
                      planted(n),
                      Duration.ofDays(s.everyDays()),
                      14 + n % 5,
                      660);
                }));
    peers.add(
        kit.plannedPeer(
            WorldKit.channelId("kitchenTable", 12),
            "Kitchen Table",
            700_000,
            90_000,
            "Howto & Style",
            COOKING,
            planted(12),
            Duration.ofDays(4),
            16,
            540));
    return peers;
  }
}
