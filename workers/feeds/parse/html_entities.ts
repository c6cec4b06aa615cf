/**
 * HTML character references: the named entities feeds actually use (Latin-1, typography,
 * arrows) and numeric references, decoded the way browsers do. For links and guids; HTML text
 * (html_scan.ts) has its references decoded by the tokenizer, through codePointText.
 */

// The Latin-1 entities in code point order, starting at U+00A0.
const LATIN1 = (
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn " +
  "sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave " +
  "Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml " +
  "ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN " +
  "szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute " +
  "icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml " +
  "yacute thorn yuml"
).split(" ");

// deno-fmt-ignore
const OTHERS: Record<string, number> = {
  quot: 34, amp: 38, apos: 39, lt: 60, gt: 62, OElig: 338, oelig: 339, Scaron: 352, scaron: 353,
  Yuml: 376, fnof: 402, circ: 710, tilde: 732, ensp: 8194, emsp: 8195, thinsp: 8201, zwnj: 8204,
  zwj: 8205, lrm: 8206, rlm: 8207, ndash: 8211, mdash: 8212, lsquo: 8216, rsquo: 8217, sbquo: 8218,
  ldquo: 8220, rdquo: 8221, bdquo: 8222, dagger: 8224, Dagger: 8225, bull: 8226, hellip: 8230,
  permil: 8240, prime: 8242, Prime: 8243, lsaquo: 8249, rsaquo: 8250, oline: 8254, euro: 8364,
  trade: 8482, larr: 8592, uarr: 8593, rarr: 8594, darr: 8595, harr: 8596, minus: 8722, le: 8804,
  ge: 8805, ne: 8800, infin: 8734, sum: 8721, check: 10003,
};

const NAMED: ReadonlyMap<string, string> = new Map([
  ...LATIN1.map((name, i) => [name, String.fromCharCode(0xa0 + i)] as const),
  ...Object.entries(OTHERS).map(([name, cp]) => [name, String.fromCharCode(cp)] as const),
]);

// Browsers read &#128;–&#159; as windows-1252 characters (HTML "numeric character reference end").
const C1_AS_1252 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** Decodes a numeric reference's code point; controls and invalid points become "" or U+FFFD. */
export function codePointText(cp: number): string {
  if (cp >= 0x80 && cp <= 0x9f) return C1_AS_1252[cp - 0x80] ?? "";
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return "\ufffd";
  if (cp < 0x20 && cp !== 9 && cp !== 10 && cp !== 13) return "";
  return String.fromCodePoint(cp);
}

/** The text of a named entity (without & and ;), or undefined when unknown. */
export function namedEntity(name: string): string | undefined {
  return NAMED.get(name) ?? NAMED.get(name.toLowerCase());
}

// The pattern of one character reference; groups: decimal, hex, name.
const ENTITY_SOURCE = "&(?:#(\\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));";

// Decodes one matched reference; unknown names stay as written.
function decodeEntityMatch(
  match: string,
  dec: string | undefined,
  hex: string | undefined,
  name: string | undefined,
): string {
  if (dec !== undefined) return codePointText(parseInt(dec, 10));
  if (hex !== undefined) return codePointText(parseInt(hex, 16));
  return (name !== undefined && namedEntity(name)) || match;
}

const ENTITY_RE = new RegExp(ENTITY_SOURCE, "g");

/** Decodes every character reference in `text` (unknown named ones are kept as written). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    ENTITY_RE,
    (m, dec?: string, hex?: string, name?: string) => decodeEntityMatch(m, dec, hex, name),
  );
}
