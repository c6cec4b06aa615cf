import assert from "node:assert/strict";
import { nextRead, type NextReadInput, readPhaseSeconds } from "./next_read.ts";

const AT = new Date("2026-06-15T12:00:00Z");
const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

/** `n` item dates, `gapS` seconds apart, the newest `ageS` seconds before AT. */
function dates(n: number, gapS: number, ageS = 0): Date[] {
  return Array.from({ length: n }, (_, i) => new Date(AT.getTime() - (ageS + i * gapS) * 1000));
}

function decide(over: Partial<NextReadInput>) {
  const decision = nextRead({
    at: AT,
    recentItemDates: [],
    jurisdictionSeconds: 8 * HOUR,
    minIntervalSeconds: 5 * MIN,
    random: () => 0.5,
    sourceId: 7,
    ...over,
  });
  return { ...decision, delayS: (decision.nextAt.getTime() - AT.getTime()) / 1000 };
}

Deno.test("a source that publishes daily is read every 15 minutes, for its activity", () => {
  // Four weeks of one item a day: the mean gap over the span they cover, 96 reads a gap.
  const d = decide({ recentItemDates: dates(40, DAY, HOUR) });
  assert.equal(d.reason, "activity");
  assert.ok(d.intervalSeconds > 14 * MIN && d.intervalSeconds <= 15 * MIN, `${d.intervalSeconds}`);
  assert.ok(
    d.delayS < d.intervalSeconds && d.delayS >= 13 * MIN,
    `read a little early: ${d.delayS}`,
  );
});

Deno.test("a busy source is read as often as SYNC_MIN_INTERVAL allows, never more", () => {
  for (const random of [() => 0, () => 0.999]) {
    const d = decide({ recentItemDates: dates(100, 30 * MIN), random });
    assert.equal(d.reason, "activity");
    assert.equal(d.intervalSeconds, 5 * MIN);
    assert.ok(d.delayS >= 5 * MIN && d.delayS <= 5 * MIN + 15, `${d.delayS}`);
  }
  const tenMinutes = decide({
    recentItemDates: dates(100, 30 * MIN),
    minIntervalSeconds: 10 * MIN,
  });
  assert.equal(tenMinutes.intervalSeconds, 10 * MIN);
});

Deno.test("a silent source is read at its jurisdiction's rate, never less often", () => {
  const silent = decide({ recentItemDates: dates(20, DAY, 30 * DAY) });
  assert.equal(silent.reason, "jurisdiction");
  assert.equal(silent.intervalSeconds, 8 * HOUR);
  for (const random of [() => 0, () => 0.999]) {
    const d = decide({ recentItemDates: [], random, jurisdictionSeconds: HOUR });
    assert.ok(d.delayS <= HOUR && d.delayS >= 5 * MIN, `${d.delayS}`);
  }
  // One item a fortnight ago earns a little: never past the jurisdiction's interval.
  const rare = decide({ recentItemDates: dates(1, DAY, 14 * DAY), jurisdictionSeconds: DAY });
  assert.equal(rare.reason, "activity");
  assert.equal(rare.intervalSeconds, Math.round(14 * DAY / 96));
  const slower = decide({ recentItemDates: dates(1, DAY, 14 * DAY), jurisdictionSeconds: HOUR });
  assert.equal(slower.reason, "jurisdiction", "activity slower than the jurisdiction: its rate");
});

Deno.test("a silent source is read exactly at its jurisdiction's interval, on its own grid", () => {
  for (const jurisdictionSeconds of [HOUR, 4 * HOUR, 8 * HOUR, DAY]) {
    for (let sourceId = 1; sourceId <= 40; sourceId++) {
      // The first read moves the source onto its phase (two, when its grid point was within
      // the min interval): never later than the interval, never sooner than the min.
      let at = AT;
      const input = {
        recentItemDates: [],
        jurisdictionSeconds,
        minIntervalSeconds: 5 * MIN,
        random: Math.random,
        sourceId,
      };
      let read = nextRead({ ...input, at });
      for (let settle = 0; settle < 2; settle++) {
        const wait = (read.nextAt.getTime() - at.getTime()) / 1000;
        assert.ok(wait <= jurisdictionSeconds && wait >= 5 * MIN, `${wait}`);
        at = read.nextAt;
        read = nextRead({ ...input, at });
      }
      // Then every read, on time or found a poll late, is followed by its grid's next point:
      // exactly the interval apart, whatever the jitter's draw.
      const points = [read.nextAt.getTime()];
      for (const late of [0, 15, 0, 14, 3]) {
        at = new Date(read.nextAt.getTime() + late * 1000);
        read = nextRead({ ...input, at });
        assert.equal(read.reason, "jurisdiction");
        assert.equal((read.nextAt.getTime() - at.getTime()) / 1000, jurisdictionSeconds - late);
        points.push(read.nextAt.getTime());
      }
      for (let i = 1; i < points.length; i++) {
        assert.equal(points[i]! - points[i - 1]!, jurisdictionSeconds * 1000);
      }
    }
  }
});

Deno.test("one host's silent sources do not line up: their phases spread over the interval", () => {
  const phases = Array.from({ length: 100 }, (_, i) => readPhaseSeconds(i + 1, HOUR));
  assert.ok(new Set(phases).size >= 95, `${new Set(phases).size} distinct phases`);
  const nexts = Array.from(
    { length: 100 },
    (_, i) => decide({ jurisdictionSeconds: 8 * HOUR, sourceId: i + 1 }).nextAt.getTime(),
  );
  assert.ok(new Set(nexts).size >= 95, `${new Set(nexts).size} distinct times`);
  assert.ok(Math.max(...phases) - Math.min(...phases) > 50 * MIN, "spread over the hour");
  assert.equal(readPhaseSeconds(42, HOUR), readPhaseSeconds(42, HOUR), "stable");
});

Deno.test("a source just short of its grid point waits SYNC_MIN_INTERVAL, then is on its grid", () => {
  const phase = readPhaseSeconds(7, HOUR);
  const gridPoint = Math.ceil((AT.getTime() / 1000 - phase) / HOUR) * HOUR + phase;
  const at = new Date((gridPoint - 60) * 1000);
  const d = nextRead({
    at,
    recentItemDates: [],
    jurisdictionSeconds: HOUR,
    minIntervalSeconds: 5 * MIN,
    random: () => 0.5,
    sourceId: 7,
  });
  assert.equal((d.nextAt.getTime() - at.getTime()) / 1000, 5 * MIN, "never sooner than the min");
  const after = nextRead({
    at: d.nextAt,
    recentItemDates: [],
    jurisdictionSeconds: HOUR,
    minIntervalSeconds: 5 * MIN,
    random: () => 0.5,
    sourceId: 7,
  });
  assert.equal(
    after.nextAt.getTime() / 1000,
    gridPoint + HOUR,
    "back on its grid, within the hour",
  );
});

Deno.test("one fresh item earns at most a week's worth of reads, not a busy source's", () => {
  const d = decide({ recentItemDates: dates(1, DAY, MIN) });
  assert.equal(d.intervalSeconds, Math.round(7 * DAY / 96));
});

Deno.test("items with dates ahead of the clock are not activity", () => {
  const d = decide({ recentItemDates: dates(50, -HOUR, -2 * HOUR) });
  assert.equal(d.reason, "jurisdiction");
});

Deno.test("the publisher's hint reads less often, up to the jurisdiction's interval only", () => {
  const busy = dates(100, 30 * MIN);
  const asked = decide({ recentItemDates: busy, publisherSeconds: 2 * HOUR });
  assert.equal(asked.reason, "publisher");
  assert.equal(asked.intervalSeconds, 2 * HOUR);
  assert.ok(asked.delayS >= 2 * HOUR, "never before the publisher's time");
  const tooLong = decide({ recentItemDates: busy, publisherSeconds: 3 * DAY });
  assert.equal(tooLong.reason, "jurisdiction");
  assert.equal(tooLong.intervalSeconds, 8 * HOUR);
  assert.ok(tooLong.delayS <= 8 * HOUR, "never past the jurisdiction's interval");
  const shorter = decide({ recentItemDates: dates(28, DAY), publisherSeconds: MIN });
  assert.equal(shorter.reason, "activity", "a hint asking for more reads changes nothing");
  const ceiling = decide({
    recentItemDates: busy,
    publisherSeconds: 8 * HOUR - 1,
    random: () => 0.999,
  });
  assert.ok(ceiling.delayS <= 8 * HOUR, `jitter stays under the jurisdiction's: ${ceiling.delayS}`);
});

Deno.test("a Retry-After waits past the jurisdiction's interval, jitter only later", () => {
  for (const random of [() => 0, () => 0.999]) {
    const d = decide({ retryAfterSeconds: 2 * DAY, random });
    assert.equal(d.reason, "retry-after");
    assert.equal(d.intervalSeconds, 2 * DAY);
    assert.ok(d.delayS >= 2 * DAY && d.delayS <= 2 * DAY + 150, `${d.delayS}`);
  }
  assert.equal(
    decide({ retryAfterSeconds: 60 }).reason,
    "jurisdiction",
    "a short one: the schedule",
  );
});

Deno.test("a live push subscription polls once a day, whatever the activity", () => {
  const d = decide({ recentItemDates: dates(100, 30 * MIN), pushLive: true });
  assert.equal(d.reason, "push");
  assert.equal(d.intervalSeconds, DAY);
  assert.ok(d.delayS <= DAY && d.delayS >= DAY - 5 * MIN);
});

Deno.test("the jitter spreads one host's sources over at most a twentieth, at most 5 minutes", () => {
  const delays = [0, 0.25, 0.5, 0.75, 0.999].map((r) =>
    decide({ pushLive: true, random: () => r }).delayS
  );
  assert.equal(new Set(delays).size, delays.length, "different draws, different times");
  for (const delay of delays) assert.ok(delay >= DAY - 5 * MIN && delay <= DAY);
  for (const r of [0, 0.999]) {
    const d = decide({ recentItemDates: dates(40, DAY), random: () => r });
    const spread = d.intervalSeconds / 20;
    assert.ok(d.delayS >= d.intervalSeconds - spread - 1 && d.delayS <= d.intervalSeconds + 1);
  }
});
