/**
 * Deterministic demo legal updates: the hand-written items of demo_items_data.ts plus follow-up
 * notices on some of their topics, with statuses, dates and links drawn from a seeded PRNG. The
 * same `now` always gives the same updates; nothing reads the clock or Math.random.
 */
import type { Category } from "../../domain/categories.ts";
import type { UpdateStatus } from "../../domain/legal_updates.ts";
import {
  DEMO_ITEMS,
  type DemoItem,
  FOLLOW_UPS,
  type FollowUp,
  SOURCE_LINKS,
} from "./demo_items_data.ts";
import { mulberry32, shuffle } from "./prng.ts";

/** One demo legal update, ready to be linked to its jurisdiction and source and stored. */
export interface DemoUpdate {
  title: string;
  content: string;
  aiSummary: string;
  aiCategory: Category;
  status: UpdateStatus;
  publishDate: Date;
  createdAt: Date;
  reviewedAt: Date | null;
  approvedAt: Date | null;
  /** A seed jurisdiction's name. */
  jurisdiction: string;
  /** The seed source it came from; null for a manual update. */
  sourceName: string | null;
  /** The free-text source name of a manual update; null otherwise. */
  manualSource: string | null;
  sourceUrl: string;
}

/** How many demo updates there are. */
export const DEMO_UPDATE_COUNT = 200;

const SEED = 0x1e6a1;
const DAY = 86_400_000;
const MINUTE = 60_000;
/** Non-pending updates are spread over this many days before `now`. */
const SPAN_DAYS = 729;
/** Pending updates are recent: within this many days. */
const PENDING_DAYS = 90;
const US = new Set(["United States (Federal)", "California", "New York", "Texas"]);
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });

interface Draft {
  item: DemoItem;
  followUp: FollowUp | null;
}

/** The 200 demo updates for `now`: about 60% approved, 25% pending, 15% rejected. */
export function generateDemoUpdates(now: Date): DemoUpdate[] {
  const random = mulberry32(SEED);
  const drafts = [...DEMO_ITEMS.map((item) => ({ item, followUp: null })), ...followUps(random)];
  const approved = Math.round(drafts.length * 0.6);
  const pending = Math.round(drafts.length * 0.25);
  const statuses = shuffle(random, [
    ...Array<UpdateStatus>(approved).fill("approved"),
    ...Array<UpdateStatus>(pending).fill("pending"),
    ...Array<UpdateStatus>(drafts.length - approved - pending).fill("rejected"),
  ]);
  const reviewedCount = drafts.length - pending;
  // Stratified ages, so reviewed updates cover the whole two years evenly.
  const ages = shuffle(
    random,
    Array.from(
      { length: reviewedCount },
      (_, k) => 1 + (k + random()) * (SPAN_DAYS - 1) / reviewedCount,
    ),
  );
  let nextAge = 0;
  return drafts.map((draft, index) => {
    const status = statuses[index] ?? "pending";
    const age = status === "pending"
      ? 0.25 + random() * (PENDING_DAYS - 0.25)
      : ages[nextAge++] ?? 1;
    return build(draft, { index, status, now, age, random });
  });
}

function followUps(random: () => number): Draft[] {
  const eligible = shuffle(random, DEMO_ITEMS.filter((item) => item.topic));
  const wanted = Math.max(0, DEMO_UPDATE_COUNT - DEMO_ITEMS.length);
  return eligible.slice(0, wanted).map((item) => ({
    item,
    followUp: FOLLOW_UPS[Math.floor(random() * FOLLOW_UPS.length)] ?? null,
  }));
}

interface BuildContext {
  index: number;
  status: UpdateStatus;
  now: Date;
  age: number;
  random: () => number;
}

function build({ item, followUp }: Draft, ctx: BuildContext): DemoUpdate {
  const { now, random, status } = ctx;
  const publishDate = toMinute(now.getTime() - ctx.age * DAY);
  const createdAt = capped(publishDate.getTime() + random() * 6 * 3_600_000, now);
  const reviewedAt = status === "pending"
    ? null
    : capped(publishDate.getTime() + (1 + random() * 2) * DAY, now);
  const manual = typeof item.source === "string" ? null : item.source;
  const values: Record<string, string> = {
    deadline: formatDeadline(publishDate, item.months ?? 6, US.has(item.jurisdiction)),
    topic: item.topic ?? "",
    Topic: capitalise(item.topic ?? ""),
  };
  const text = followUp ?? item;
  return {
    title: fill(text.title, values),
    content: fill(text.content, values),
    aiSummary: fill(text.summary, values),
    aiCategory: item.category,
    status,
    publishDate,
    createdAt,
    reviewedAt,
    approvedAt: status === "approved" ? reviewedAt : null,
    jurisdiction: item.jurisdiction,
    sourceName: typeof item.source === "string" ? item.source : null,
    manualSource: manual?.name ?? null,
    sourceUrl: link(manual?.link ?? SOURCE_LINKS[item.source as string] ?? "", {
      slug: followUp ? `${item.slug}-${followUp.slug}` : item.slug,
      date: publishDate,
      index: ctx.index,
    }),
  };
}

/** Builds an update's URL from its source's pattern (see SOURCE_LINKS). */
function link(pattern: string, { slug, date, index }: { slug: string; date: Date; index: number }) {
  const yyyy = String(date.getUTCFullYear());
  const values: Record<string, string> = {
    yyyy,
    yy: yyyy.slice(2),
    mm: pad(date.getUTCMonth() + 1),
    dd: pad(date.getUTCDate()),
    slug,
  };
  // An injective map of the index onto numbers of 3 to 7 digits (7919 is prime).
  for (let digits = 3; digits <= 7; digits++) {
    const low = 10 ** (digits - 1);
    values[`n${digits}`] = String(low + (index * 7919) % (9 * low));
  }
  return fill(pattern, values);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`seed/demo_updates: no value for {${key}}`);
    return value;
  });
}

/** The first day of the month `months` after the publish date: "1 March 2027" (US: "March 1, 2027"). */
function formatDeadline(publish: Date, months: number, us: boolean): string {
  const date = new Date(Date.UTC(publish.getUTCFullYear(), publish.getUTCMonth() + months + 1, 1));
  const month = MONTH.format(date);
  const year = date.getUTCFullYear();
  return us ? `${month} 1, ${year}` : `1 ${month} ${year}`;
}

function toMinute(ms: number): Date {
  return new Date(Math.floor(ms / MINUTE) * MINUTE);
}

function capped(ms: number, now: Date): Date {
  return toMinute(Math.min(ms, now.getTime()));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
