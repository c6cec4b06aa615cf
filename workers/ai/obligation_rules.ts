/**
 * The offline rules that find a duty in one sentence: a trigger (must, shall, is required to,
 * may not, requires X to, have until …, or a weak cue such as "are due" beside a dated deadline),
 * the actor before it and the action after it. Works on word tokens in one pass, with no regular
 * expression that could backtrack: a sentence is untrusted text. Rules: docs/offline_analysis.md.
 */
import { UNSPECIFIED_ACTOR } from "../../domain/obligations.ts";

/** How strongly a trigger states a duty. */
export type TriggerStrength = "strong" | "medium" | "weak";

/** A duty found in a sentence, before its deadline is looked for. */
export interface SentenceDuty {
  actor: string;
  action: string;
  strength: TriggerStrength;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

// Letters, digits and inner apostrophes or hyphens ("broker-dealers", "controller's").
const WORD = /[\p{L}\p{N}'’-]+/gu;

function tokens(sentence: string): Token[] {
  const found: Token[] = [];
  for (const m of sentence.matchAll(WORD)) {
    const word = m[0].toLowerCase().replace(/^['’-]+|['’-]+$/g, "");
    if (word !== "") found.push({ word, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

// Present and future forms only: "Operators were required to …" is history, not a duty.
const BE = new Set(["is", "are", "be", "been"]);
const AUXILIARY = new Set(["will", "shall", "would", "may", "also", "therefore", "now", "still"]);
const REQUIRED = new Set(["required", "obliged", "obligated", "expected"]);
const PROHIBITED = new Set(["prohibited", "forbidden", "barred", "banned"]);
const REQUIRES = new Set(["requires", "require", "obliges", "oblige", "obligates", "obligate"]);
// "The FCA expects firms to … by 31 October 2026": a regulator's expectation with a date is a
// duty in practice, a softer one; without a date it is usually guidance.
const EXPECTS = new Set(["expects", "expect"]);
// "Employers may require employees to …" grants a power; it imposes no duty.
const PERMISSIVE = new Set(["may", "can", "could", "might"]);
// "shall" in a definition, a commencement or a citation clause binds no one. One or two words
// after "shall", so that "shall take effect" is left out but "shall take all steps" is not.
const SHALL_NOT_A_DUTY = new Set([
  "mean",
  "means",
  "apply",
  "cease",
  "include",
  "includes",
  "not apply",
  "enter into",
  "come into",
  "take effect",
  "have effect",
  "have the",
  "be construed",
  "be deemed",
  "be cited",
  "be known",
  "be read",
  "be interpreted",
  "be repealed",
  "be amended",
]);
// Weak cues: a duty only when the sentence also fixes a date.
const WEAK_AFTER_BE = new Set(["due", "to"]);

/** Where a trigger starts (in tokens and characters) and how its action is phrased. */
interface Trigger {
  /** First token of the trigger: the actor is what comes before it. */
  at: number;
  strength: TriggerStrength;
  /** Character offset where the action's text starts. */
  actionStart: number;
  /** Prefix for an action that does not start with the trigger's own words ("must "). */
  actionPrefix?: string;
  /** Tokens [from, to) that name the actor, when the trigger says so itself ("requires X to"). */
  actorTokens?: [number, number];
  /** The actor is a thing, not a party: "Annual returns must be filed". */
  passive?: boolean;
  /** The whole subject is a thing that is due ("Returns are due by …"). */
  noActor?: boolean;
}

const PAST_PARTICIPLES = new Set([
  "made",
  "paid",
  "kept",
  "held",
  "sent",
  "given",
  "taken",
  "shown",
  "set",
  "put",
  "done",
  "sold",
  "laid",
  "met",
  "spent",
  "written",
  "drawn",
  "borne",
]);

function isPassiveAt(list: Token[], i: number): boolean {
  const be = list[i]?.word === "not" ? i + 1 : i;
  const participle = list[be + 1]?.word ?? "";
  return list[be]?.word === "be" &&
    (participle.endsWith("ed") || PAST_PARTICIPLES.has(participle));
}

function phrase(list: Token[], i: number, length: number): string {
  return list.slice(i, i + length).map((t) => t.word).join(" ");
}

/** The first strong or medium trigger of the sentence; weak ones only when `dated`. */
function findTrigger(list: Token[], dated: boolean): Trigger | null {
  let medium: Trigger | null = null;
  let weak: Trigger | null = null;
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!.word;
    const next = list[i + 1]?.word ?? "";
    const start = list[i]!.start;
    const at = AUXILIARY.has(list[i - 1]?.word ?? "") ? i - 1 : i;
    if (word === "must") {
      return { at, strength: "strong", actionStart: start, passive: isPassiveAt(list, i + 1) };
    }
    if (word === "shall") {
      if (SHALL_NOT_A_DUTY.has(next) || SHALL_NOT_A_DUTY.has(phrase(list, i + 1, 2))) continue;
      return { at: i, strength: "strong", actionStart: start, passive: isPassiveAt(list, i + 1) };
    }
    if (BE.has(word) && REQUIRED.has(next) && list[i + 2]?.word === "to") {
      const strength = next === "expected" ? "medium" : "strong";
      const trigger = { at, strength, actionStart: start } as const;
      if (strength === "strong") return trigger;
      medium ??= trigger;
    }
    if (BE.has(word) && PROHIBITED.has(next) && list[i + 2]?.word === "from") {
      return { at, strength: "strong", actionStart: start };
    }
    if (
      BE.has(word) && next === "not" && ["permitted", "allowed"].includes(list[i + 2]?.word ?? "")
    ) {
      return { at, strength: "strong", actionStart: start };
    }
    if ((word === "have" || word === "has") && next === "to") {
      return { at, strength: "strong", actionStart: start };
    }
    if ((word === "have" || word === "has") && next === "until" && dated) {
      return { at, strength: "strong", actionStart: start };
    }
    const requires = REQUIRES.has(word) && !PERMISSIVE.has(list[i - 1]?.word ?? "");
    if ((requires || (EXPECTS.has(word) && dated)) && next !== "that") {
      const to = list.findIndex((t, k) => k > i + 1 && k <= i + 11 && t.word === "to");
      const after = list[to + 1];
      if (to > i + 1 && after) {
        const trigger: Trigger = {
          at: i,
          strength: requires ? "strong" : "medium",
          actionStart: after.start,
          actionPrefix: "must ",
          actorTokens: [i + 1, to],
        };
        if (requires) return trigger;
        medium ??= trigger;
      }
    }
    if (word === "may" && next === "not") medium ??= { at, strength: "medium", actionStart: start };
    if ((word === "need" || word === "needs") && next === "to") {
      medium ??= { at, strength: "medium", actionStart: start };
    }
    if (!dated || weak) continue;
    if (BE.has(word) && WEAK_AFTER_BE.has(next)) {
      const due = next === "due";
      weak = { at, strength: "weak", actionStart: due ? 0 : start, noActor: due };
    } else if (word === "should") weak = { at, strength: "weak", actionStart: start };
  }
  return medium ?? weak;
}

// An opening clause ("From 1 October 2026, …", "If a breach occurs, …") is not the subject.
const OPENERS = new Set(
  (
    "if where when whenever from by under as following after before unless in on once with " +
    "starting beginning since for within until subject pursuant according additionally however " +
    "effective commencing " +
    "moreover furthermore also therefore accordingly meanwhile in addition to"
  ).split(" "),
);
const DETERMINERS = new Set(["the", "a", "an", "all", "each", "every", "any", "such", "these"]);
const PRONOUNS = new Set(["it", "they", "he", "she", "this", "that", "which", "who"]);
// Subjects of a passive duty that are documents or payments, not parties.
const THINGS = new Set(
  (
    "return returns notification notifications statement statements report reports application " +
    "applications declaration declarations record records document documents payment payments fee " +
    "fees form forms filing filings plan plans data information notice notices request requests " +
    "registration registrations claim claims account accounts submission submissions"
  ).split(" "),
);
const MAX_ACTOR_WORDS = 12;

function tidyActor(raw: string): string {
  let words = raw.split(" ").filter((w) => w !== "");
  while (words.length > 0 && AUXILIARY.has(words[words.length - 1]!.toLowerCase())) words.pop();
  while (words.length > 0 && DETERMINERS.has(words[0]!.toLowerCase())) words.shift();
  if (words.length > MAX_ACTOR_WORDS) words = words.slice(0, MAX_ACTOR_WORDS);
  const actor = words.join(" ").replace(/[,;:]+$/, "");
  if (actor === "" || PRONOUNS.has(actor.toLowerCase())) return UNSPECIFIED_ACTOR;
  return actor.charAt(0).toUpperCase() + actor.slice(1);
}

// "Ofgem has confirmed that suppliers must …": the subject is the one after "that".
const REPORTING = new Set(
  "confirmed confirms said says stated states announced announces provides provided clarified clarifies noted notes explained explains warned warns"
    .split(" "),
);

function subjectBefore(sentence: string, list: Token[], at: number): string {
  const start = list[at]?.start ?? 0;
  let subject = sentence.slice(0, start).trim();
  const comma = subject.lastIndexOf(",");
  if (comma >= 0 && OPENERS.has(list[0]?.word ?? "")) subject = subject.slice(comma + 1);
  for (let k = at - 1; k > 0; k--) {
    if (list[k]!.word === "that" && REPORTING.has(list[k - 1]!.word)) {
      subject = sentence.slice(list[k]!.end, start);
      break;
    }
  }
  return subject.replace(/\s+/g, " ").trim();
}

const MAX_ACTION_WORDS = 40;

function actionFrom(sentence: string, trigger: Trigger): string {
  const words = sentence.slice(trigger.actionStart).trim().replace(/[.;:!]+$/, "").split(/\s+/);
  const cut = words.length > MAX_ACTION_WORDS
    ? `${words.slice(0, MAX_ACTION_WORDS).join(" ")}…`
    : words.join(" ");
  return `${trigger.actionPrefix ?? ""}${cut}`;
}

/**
 * The duty the sentence states, or null. `dated` says whether the sentence fixes a date, which
 * the weak cues need ("Returns are due by 31 October 2026" is a duty, "Returns are due" is not
 * worth stating).
 */
export function dutyIn(sentence: string, options: { dated: boolean }): SentenceDuty | null {
  if (sentence.trimEnd().endsWith("?")) return null;
  const list = tokens(sentence);
  const trigger = findTrigger(list, options.dated);
  if (!trigger) return null;
  let actor: string;
  if (trigger.actorTokens) {
    const [from, to] = trigger.actorTokens;
    actor = tidyActor(sentence.slice(list[from]!.start, list[to - 1]!.end));
  } else if (trigger.noActor) {
    actor = UNSPECIFIED_ACTOR;
  } else {
    const subject = subjectBefore(sentence, list, trigger.at);
    const head = subject.split(" ").pop()?.toLowerCase() ?? "";
    actor = trigger.passive && THINGS.has(head) ? UNSPECIFIED_ACTOR : tidyActor(subject);
  }
  return { actor, action: actionFrom(sentence, trigger), strength: trigger.strength };
}
