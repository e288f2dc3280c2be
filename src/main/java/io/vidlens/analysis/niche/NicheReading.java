package io.vidlens.analysis.niche;

import java.util.List;

/** Reads a channel's niche: its peers and their newest uploads ({@link PeerReader}). */
public interface NicheReading {

  NicheWorld read(NicheSeed seed);

  /** Reads no niche: for an analysis run without the platform (tools, tests). */
  NicheReading NONE =
      seed -> new NicheWorld(List.of(), 0, 0, List.of("The niche was not read in this run."));
}
