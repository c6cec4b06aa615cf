import assert from "node:assert/strict";
import { UNSPECIFIED_ACTOR } from "../../domain/obligations.ts";
import { extractObligations } from "./obligations.ts";

const PUBLISHED = new Date("2026-03-02T10:00:00Z");
const extract = (title: string, content: string) =>
  extractObligations({ title, content, publishDate: PUBLISHED });

Deno.test("each sentence stating a duty becomes an obligation citing that sentence", () => {
  const content = "The regulator has published new breach rules. Controllers must notify the " +
    "authority within 72 hours of becoming aware of a breach.\n\nProcessors shall inform the " +
    "controller without undue delay. The rules aim to improve trust.";
  assert.deepEqual(
    extract("Breach reporting rules tightened", content).map((o) => [o.actor, o.citation]),
    [
      [
        "Controllers",
        "Controllers must notify the authority within 72 hours of becoming aware of a breach.",
      ],
      ["Processors", "Processors shall inform the controller without undue delay."],
    ],
  );
});

Deno.test("a date the sentence fixes is the deadline; an event's period has none", () => {
  const [dated, event, fromPublication] = extract(
    "Notice",
    "Banks must submit recovery plans by 30 June 2026. Firms must report incidents within 24 " +
      "hours. Importers must register within 30 days of the date of publication of this notice.",
  );
  assert.equal(dated?.deadline, "2026-06-30");
  assert.equal(event?.deadline, null);
  assert.equal(fromPublication?.deadline, "2026-04-01");
  assert.ok(dated!.confidence > event!.confidence, "a dated duty is surer");
});

Deno.test("a cue that needs a date states a duty only where the sentence fixes one", () => {
  const found = extract(
    "Notice",
    "Annual returns are due by 31 October 2026. Annual returns are due. The FCA expects firms " +
      "to update their plans by 1 July 2026. The FCA expects firms to update their plans.",
  );
  assert.deepEqual(found.map((o) => [o.citation, o.deadline]), [
    ["Annual returns are due by 31 October 2026.", "2026-10-31"],
    ["The FCA expects firms to update their plans by 1 July 2026.", "2026-07-01"],
  ]);
});

Deno.test("definitions, commencement, permissions and history are not duties", () => {
  const content = "'Controller' shall mean the person who decides. This Regulation shall enter " +
    "into force on 1 May 2026. The Commission may adopt delegated acts. Operators were required " +
    "to report in 2024. Is my business required to register? Employers may require staff to " +
    "work from the office.";
  assert.deepEqual(extract("Notice", content), []);
});

Deno.test("the actor skips an opening clause and a passive duty on a document has none", () => {
  const [opening, passive, requires] = extract(
    "Notice",
    "From 1 October 2026, all food businesses must display allergen information. Annual " +
      "returns must be filed no later than 31 January 2027. The rule requires broker-dealers " +
      "to preserve electronic communications for three years.",
  );
  assert.equal(opening?.actor, "Food businesses");
  assert.equal(passive?.actor, UNSPECIFIED_ACTOR);
  assert.equal(passive?.deadline, "2027-01-31");
  assert.equal(requires?.actor, "Broker-dealers");
  assert.equal(requires?.action, "must preserve electronic communications for three years");
});

Deno.test("the title counts, and a repeated sentence gives one obligation", () => {
  const title = "Employers must publish gender pay gap figures";
  const found = extract(title, `${title}. ${title}.`);
  assert.equal(found.length, 2, "the title and the sentence (with its period) differ");
  assert.equal(found[0]?.citation, title);
});

Deno.test("hostile text: a huge run-on sentence is skipped and the count is capped", () => {
  const runOn = "Firms must ".repeat(5_000);
  assert.deepEqual(extract("Notice", runOn), []);
  const many = Array.from({ length: 200 }, (_, i) => `Operators ${i} must file form ${i}.`)
    .join(" ");
  assert.equal(extract("Notice", many).length, 30);
});
