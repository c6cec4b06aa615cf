/**
 * Dublin Core (http://purl.org/dc/elements/1.1/) and DCMI terms (http://purl.org/dc/terms/), as
 * RSS 1.0 and government CMS feeds use them. Each format reads its own elements first and these
 * after them (issue 14): a title, description, author or date the format does not give comes
 * from here.
 */
import type { FeedNames } from "./feed_types.ts";
import { textOf, type XmlNode } from "./xml_node.ts";

/** The Dublin Core candidates of an item or channel, each in order of preference. */
export interface DublinCore {
  titles: unknown[];
  descriptions: unknown[];
  creators: unknown[];
  /** dc:date, dcterms:issued, dcterms:created, dcterms:modified: publication first. */
  dates: string[];
}

/** Reads the Dublin Core elements of one element. */
export function dublinCore(node: XmlNode, names: FeedNames): DublinCore {
  return {
    titles: node[names.dcTitle] === undefined ? [] : [node[names.dcTitle]],
    descriptions: node[names.dcDescription] === undefined ? [] : [node[names.dcDescription]],
    creators: node[names.dcCreator] === undefined ? [] : [node[names.dcCreator]],
    dates: [names.dcDate, names.dctermsIssued, names.dctermsCreated, names.dctermsModified]
      .map((name) => textOf(node[name])),
  };
}
