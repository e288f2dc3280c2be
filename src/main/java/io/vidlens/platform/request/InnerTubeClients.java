package io.vidlens.platform.request;

/** The three client identities Vidlens speaks as, each completed from its defaults. */
public record InnerTubeClients(
    InnerTubeClient web, InnerTubeClient android, InnerTubeClient visionos) {

  public InnerTubeClients {
    web = web == null ? InnerTubeClient.WEB : web.orDefaults(InnerTubeClient.WEB);
    android =
        android == null ? InnerTubeClient.ANDROID : android.orDefaults(InnerTubeClient.ANDROID);
    visionos =
        visionos == null ? InnerTubeClient.VISIONOS : visionos.orDefaults(InnerTubeClient.VISIONOS);
  }

  public static InnerTubeClients defaults() {
    return new InnerTubeClients(null, null, null);
  }

  public InnerTubeClient of(PlayerClient playerClient) {
    return switch (playerClient) {
      case ANDROID -> android;
      case VISIONOS -> visionos;
    };
  }
}
