import { XMLParser } from "fast-xml-parser";
import { IngestError } from "./ingest-error.ts";

/** A node of fast-xml-parser's `preserveOrder` output: one tag name key (or `#text`) plus `:@` attributes. */
export type XmlNode = Record<string, unknown> & { ":@"?: Record<string, string> };

export const unsafeXml = () =>
  new IngestError("unsafe_xml", "This file looks damaged: it declares XML entities (a known attack on document readers), so it was not read");

/**
 * Refuses any entity declaration before parsing (the billion-laughs attack lives there), and,
 * for OOXML parts, any DOCTYPE at all: Office never writes one. XHTML chapters may carry a plain
 * DOCTYPE, which is dropped. The five XML entities and character references are decoded (HTML named entities too: XHTML chapters use them).
 */
export function guardXml(xml: string, opts: { allowDoctype: boolean }): string {
  if (/<!ENTITY/i.test(xml)) throw unsafeXml();
  const doctype = /<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i.exec(xml);
  if (!doctype) return xml;
  if (!opts.allowDoctype || doctype[1]) throw unsafeXml();
  return xml.slice(0, doctype.index) + xml.slice(doctype.index + doctype[0].length);
}

const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
});

const plainParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
});

/** Document order kept: text runs, breaks and table cells of a slide come out as written. */
export function parseXmlOrdered(xml: string, opts: { allowDoctype: boolean } = { allowDoctype: false }): XmlNode[] {
  return orderedParser.parse(guardXml(xml, opts)) as XmlNode[];
}

/** Plain object tree, for small structured parts (relationships, package documents). */
export function parseXmlTree(xml: string, opts: { allowDoctype: boolean } = { allowDoctype: false }): Record<string, unknown> {
  return plainParser.parse(guardXml(xml, opts)) as Record<string, unknown>;
}

/** The tag name of an ordered node. */
export function tagOf(node: XmlNode): string {
  for (const key of Object.keys(node)) if (key !== ":@") return key;
  return "";
}

/** The children of an ordered node (empty for text nodes). */
export function childrenOf(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function textOf(node: XmlNode): string {
  const value = node["#text"];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** Local name without namespace prefix: `p:sp` → `sp`. */
export function localName(tag: string): string {
  const colon = tag.indexOf(":");
  return colon < 0 ? tag : tag.slice(colon + 1);
}

/** Always an array, for tree values that are one object or many. */
export function asArray<T>(value: T | T[] | undefined | null): T[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}
