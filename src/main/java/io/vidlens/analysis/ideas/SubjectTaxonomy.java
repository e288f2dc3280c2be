package io.vidlens.analysis.ideas;

import java.util.List;
import java.util.function.IntToDoubleFunction;

/**
 * The subjects a channel's standalone videos are named by where no series, playlist or shared
 * phrase names them (issue 37): a short, documented taxonomy of the subjects creators file their
 * videos under (docs/analysis.md, "Buckets by subject"), each with the words that describe it,
 * which are embedded and compared with the videos' titles and descriptions.
 */
public final class SubjectTaxonomy {

  /** A subject: the name a creator would give a bucket, and what it covers. */
  public record Subject(String name, String covers) {}

  public static final List<Subject> SUBJECTS =
      List.of(
          new Subject(
              "Space",
              "space, planets, stars, the sun, galaxies, black holes, the universe, astronomy, rockets, aliens"),
          new Subject(
              "Biology",
              "biology, cells, life, evolution, bacteria, viruses, DNA, genes, organisms"),
          new Subject(
              "The human body and health",
              "the human body, health, medicine, disease, the immune system, sleep, food and diet, ageing"),
          new Subject(
              "The mind",
              "the mind, the brain, psychology, consciousness, memory, emotions, perception, behaviour, loneliness"),
          new Subject(
              "Drugs and addiction",
              "drugs, alcohol, addiction, cannabis, opioids, smoking, nicotine, caffeine, psychedelics"),
          new Subject(
              "History",
              "history, ancient civilisations, empires, kings, historical events, the past, archaeology"),
          new Subject(
              "Physics",
              "physics, energy, matter, atoms, light, gravity, time, quantum mechanics, relativity"),
          new Subject("Chemistry", "chemistry, elements, chemical reactions, molecules, materials"),
          new Subject(
              "Earth and climate",
              "the earth, climate change, weather, volcanoes, oceans, geology, the environment, natural disasters"),
          new Subject(
              "Animals and nature",
              "animals, wildlife, nature, insects, plants, the animal kingdom"),
          new Subject(
              "Technology",
              "technology, computers, artificial intelligence, robots, the internet, software, gadgets, inventions"),
          new Subject(
              "Mathematics", "mathematics, numbers, geometry, probability, puzzles, infinity"),
          new Subject(
              "Philosophy and society",
              "philosophy, the meaning of life, ethics, society, the future of humanity, religion, belief"),
          new Subject(
              "Politics and world news",
              "politics, government, elections, war, diplomacy, countries, world news, protests"),
          new Subject(
              "Economy and money",
              "the economy, money, finance, markets, business, jobs, prices, wealth"),
          new Subject(
              "Crime and justice",
              "crime, police, courts, justice, investigations, scams, prisons"),
          new Subject(
              "Video games",
              "video games, gaming, let's play, gameplay, walkthrough, boss fights, speedruns"),
          new Subject("Music", "music, songs, albums, bands, remixes, beats, concerts, musicians"),
          new Subject(
              "Film and television",
              "films, movies, television series, actors, trailers, visual effects, animation"),
          new Subject(
              "Sport", "sport, football, athletes, matches, fitness, training, competitions"),
          new Subject(
              "Food and drink", "food, cooking, recipes, restaurants, drinks, whisky, tasting"),
          new Subject(
              "Travel and places",
              "travel, cities, countries, places to visit, journeys, landmarks"),
          new Subject(
              "Art and design", "art, drawing, painting, design, photography, crafts, creativity"),
          new Subject(
              "Hoaxes and debunking",
              "hoaxes, fake videos, debunking, conspiracy theories, myths, misinformation"),
          new Subject(
              "Learning and how-to",
              "tutorials, how to, learning, skills, education, courses, webinars, tips"));

  private SubjectTaxonomy() {}

  /** The text each subject is embedded from. */
  public static String text(Subject s) {
    return s.name() + ": " + s.covers();
  }

  /**
   * The index of the subject a text is about: the most similar of {@code count} subjects, when it
   * is at least {@code minSimilarity} and ahead of the runner-up by {@code minMargin}; -1 when the
   * text is about none in particular.
   */
  public static int nearest(
      int count, IntToDoubleFunction similarity, double minSimilarity, double minMargin) {
    int best = -1;
    double first = -1;
    double second = -1;
    for (int s = 0; s < count; s++) {
      double c = similarity.applyAsDouble(s);
      if (c > first) {
        second = first;
        first = c;
        best = s;
      } else if (c > second) {
        second = c;
      }
    }
    return first >= minSimilarity && first - second >= minMargin ? best : -1;
  }
}
