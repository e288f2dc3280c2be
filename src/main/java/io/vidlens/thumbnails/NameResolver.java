package io.vidlens.thumbnails;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** Host name to addresses; the system resolver in service, a fixed table in tests. */
@FunctionalInterface
public interface NameResolver {

  InetAddress[] resolve(String host) throws UnknownHostException;

  NameResolver SYSTEM = InetAddress::getAllByName;
}
