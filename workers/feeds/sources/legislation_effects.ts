/**
 * The effects a legislation.gov.uk entry lists (ukm:Effect, as in its changes feeds and the
 * Publication Log): one sentence each, "Companies Act 2006 s. 1: amended by The Companies
 * (Amendment) Regulations 2026 reg. 2 (in force 2026-12-01).", for the update's text. Read from
 * the attributes Type, AffectedProvisions, AffectingProvisions, AffectedURI and AffectingURI and
 * the children ukm:AffectedTitle, ukm:AffectingTitle, ukm:AffectedProvisions,
 * ukm:AffectingProvisions and ukm:InForceDates/ukm:InForce@Date.
 */
import { collapseWhitespace } from "../parse/html_text.ts";
import { asArray, asNode, attr, textOf, type XmlNode } from "../parse/xml_node.ts";

/** The most effects read of one entry: an act can list thousands. */
export const MAX_EFFECTS = 50;
const MAX_PART = 300;

const clean = (text: string | undefined) => collapseWhitespace(text ?? "").slice(0, MAX_PART);

/** "commenced" for a coming into force, else the effect's own word ("amended", "repealed" …). */
function verbOf(type: string): string {
  const lower = type.toLowerCase();
  return lower === "coming into force" || lower === "commencement" ? "commenced" : lower;
}

function sentence(effect: XmlNode, ukm: string): string | null {
  const child = (name: string) => clean(textOf(effect[`${ukm}:${name}`]));
  const type = clean(attr(effect, "Type"));
  const affected = child("AffectedTitle") || clean(attr(effect, "AffectedURI"));
  const affecting = child("AffectingTitle") || clean(attr(effect, "AffectingURI"));
  if (!type || !affected) return null;
  const provisions = clean(attr(effect, "AffectedProvisions")) || child("AffectedProvisions");
  const by = clean(attr(effect, "AffectingProvisions")) || child("AffectingProvisions");
  const dates = asNode(effect[`${ukm}:InForceDates`]);
  const inForce = clean(attr(asArray(dates?.[`${ukm}:InForce`])[0], "Date"));
  return `${affected}${provisions ? ` ${provisions}` : ""}: ${verbOf(type)}` +
    `${affecting ? ` by ${affecting}${by ? ` ${by}` : ""}` : ""}` +
    `${inForce ? ` (in force ${inForce})` : ""}.`;
}

/** The effect sentences of an entry: its ukm:Effect elements, bare or in ukm:Effects. */
export function effectSentences(entry: XmlNode, ukm: string): string[] {
  const effects = [
    ...asArray(entry[`${ukm}:Effect`]),
    ...asArray(asNode(entry[`${ukm}:Effects`])?.[`${ukm}:Effect`]),
    ...asArray(asNode(entry[`${ukm}:UnappliedEffects`])?.[`${ukm}:Effect`]),
  ].slice(0, MAX_EFFECTS);
  return effects.map((effect) => {
    const node = asNode(effect);
    return node ? sentence(node, ukm) : null;
  }).filter((text) => text !== null);
}
