package io.vidlens.mcp;

import java.util.List;

/** A group of tools the server offers; each group is a bean, the server offers them all. */
interface ToolSet {

  List<VidlensTool> tools();
}
