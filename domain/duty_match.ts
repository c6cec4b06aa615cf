/**
 * Which stored duty a new list's duty continues (issue 29, ADR 0154): the same
 * actor, action and deadline, or else the same quoted sentence. A duty that continues one keeps
 * its id, so register entries stay attached across re-analyses and edits. Linear in the lists.
 */

/** The parts of a duty that identify it. */
export interface DutyKey {
  actor: string;
  action: string;
  deadline: string | null;
  citation: string;
}

const wordingKey = (d: DutyKey) => JSON.stringify([d.actor, d.action, d.deadline]);

/** Each key's stored ids, oldest first, to take from. */
function queues<T extends DutyKey & { id: number }>(stored: readonly T[], key: (d: T) => string) {
  const byKey = new Map<string, number[]>();
  for (const duty of stored) {
    const list = byKey.get(key(duty)) ?? [];
    list.push(duty.id);
    byKey.set(key(duty), list);
  }
  return byKey;
}

/**
 * For each duty of `wanted`, the id of the stored duty it continues, or null for a new one. Each
 * stored id is used at most once; wording matches are taken before citation matches.
 */
export function matchDuties<T extends DutyKey & { id: number }>(
  stored: readonly T[],
  wanted: readonly DutyKey[],
): (number | null)[] {
  const used = new Set<number>();
  const take = (queue: number[] | undefined) => {
    while (queue && queue.length > 0) {
      const id = queue.shift()!;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
    return null;
  };
  const byWording = queues(stored, wordingKey);
  const matched = wanted.map((duty) => take(byWording.get(wordingKey(duty))));
  const byCitation = queues(stored, (d) => d.citation);
  return matched.map((id, i) => id ?? take(byCitation.get(wanted[i]!.citation)));
}
