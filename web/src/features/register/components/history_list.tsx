/** An entry's history (issue 29): who, when and what changed, oldest first. */
import { formatDateTime } from "@/lib/dates.ts";
import { type HistoryNames, historyText, historyWho } from "../history_text.ts";
import { useEntryHistory } from "../api/entry.ts";
import { HISTORY as T } from "../strings.ts";

/** The history of entry `entryId`, with ids named from `names`. */
export function HistoryList({ entryId, names }: { entryId: number; names: HistoryNames }) {
  const { data, isLoading, isError } = useEntryHistory(entryId);
  return (
    <section aria-labelledby="entry-history" className="grid gap-3">
      <h2 id="entry-history" className="text-lg font-semibold text-slate-900">{T.heading}</h2>
      {isError && <p className="text-sm text-destructive">{T.loadFailed}</p>}
      {!isLoading && data?.history.length === 0 && (
        <p className="text-sm text-muted-foreground">{T.none}</p>
      )}
      {data && data.history.length > 0 && (
        <ol className="grid gap-2 border-l border-border pl-4" data-testid="entry-history">
          {data.history.map((row) => (
            <li key={row.id} className="grid gap-0.5 text-sm">
              <span className="break-words">{historyText(row, names)}</span>
              <span className="text-xs text-muted-foreground">
                {historyWho(row)} · <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
