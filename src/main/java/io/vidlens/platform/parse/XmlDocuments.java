package io.vidlens.platform.parse;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/** Parses untrusted XML (feeds, caption files) with DTDs and external entities refused. */
final class XmlDocuments {

  private XmlDocuments() {}

  static Optional<Document> parse(String xml) {
    if (xml == null || xml.isBlank()) {
      return Optional.empty();
    }
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setXIncludeAware(false);
      factory.setExpandEntityReferences(false);
      var builder = factory.newDocumentBuilder();
      builder.setErrorHandler(null);
      return Optional.of(builder.parse(new InputSource(new StringReader(xml))));
    } catch (ParserConfigurationException | SAXException | IOException e) {
      return Optional.empty();
    }
  }

  /** Direct child elements of {@code parent} with the given local name (any namespace). */
  static List<Element> children(Node parent, String localName) {
    List<Element> out = new ArrayList<>();
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && localName.equals(e.getLocalName())) {
        out.add(e);
      }
    }
    return out;
  }

  static String childText(Node parent, String localName) {
    List<Element> found = children(parent, localName);
    return found.isEmpty() ? "" : found.getFirst().getTextContent().trim();
  }

  static Optional<Element> child(Node parent, String localName) {
    return children(parent, localName).stream().findFirst();
  }

  /** All descendant elements with the given local name, in document order. */
  static List<Element> descendants(Element root, String localName) {
    List<Element> out = new ArrayList<>();
    var nodes = root.getElementsByTagNameNS("*", localName);
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }
}
