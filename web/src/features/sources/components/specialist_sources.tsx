/**
 * The Specialist Sources list (spec part 2 §2): name, an active dot, the status badge, URL,
 * legislative filter, last sync and created date, with edit, sync and delete.
 */
import { Pencil, RefreshCw, Trash2 } from "lucide-react";
import type { RssSourceView } from "@api/schemas/sources.ts";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { SOURCES, SPECIALISTS } from "../strings.ts";
import { HealthLine } from "./health_line.tsx";
import { SourceStatusBadge } from "./source_status_badge.tsx";
import { formatDate } from "@/lib/dates.ts";
import { syncAgo } from "./sync_text.ts";

/** What a row can ask for. */
export interface SpecialistActions {
  onEdit: (source: RssSourceView) => void;
  onSync: (source: RssSourceView) => void;
  onDelete: (source: RssSourceView) => void;
}

/** The list (the caller renders the empty states). */
export function SpecialistSourceList(
  { sources, syncingIds, actions }: {
    sources: RssSourceView[];
    syncingIds: ReadonlySet<number>;
    actions: SpecialistActions;
  },
) {
  return (
    <ul className="grid grid-cols-1 gap-3">
      {sources.map((source) => {
        const syncing = syncingIds.has(source.id);
        return (
          <li
            key={source.id}
            className="grid grid-cols-1 gap-2 rounded-lg border border-border bg-white p-4"
            data-testid="specialist-row"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex min-w-0 items-center gap-2">
                <span
                  role="img"
                  aria-label={source.isActive ? SPECIALISTS.active : SPECIALISTS.inactive}
                  className={cn(
                    "size-2.5 shrink-0 rounded-full",
                    source.isActive ? "bg-green-500" : "bg-slate-300",
                  )}
                />
                <h3 className="min-w-0 truncate font-medium">{source.name}</h3>
                <SourceStatusBadge source={source} />
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={SOURCES.edit(source.name)}
                  onClick={() => actions.onEdit(source)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={SOURCES.sync(source.name)}
                  disabled={syncing}
                  onClick={() => actions.onSync(source)}
                >
                  <RefreshCw aria-hidden="true" className={cn(syncing && "animate-spin")} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={SOURCES.remove(source.name)}
                  onClick={() => actions.onDelete(source)}
                >
                  <Trash2 aria-hidden="true" className="text-red-600" />
                </Button>
              </div>
            </div>
            <HealthLine source={source} />
            {/* URLs and filters wrap anywhere: unbroken, they would widen a phone's page. */}
            <dl className="grid gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere] sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{SPECIALISTS.url}</dt>
              <dd>{source.url}</dd>
              <dt className="text-muted-foreground">{SPECIALISTS.filter}</dt>
              <dd>{source.legislativeFilter ?? SPECIALISTS.noFilter}</dd>
              <dt className="text-muted-foreground">{SPECIALISTS.lastSync}</dt>
              <dd>{syncAgo(source.lastSync)}</dd>
              <dt className="text-muted-foreground">{SPECIALISTS.created}</dt>
              <dd>{formatDate(source.createdAt)}</dd>
            </dl>
            {source.lastSyncError && (
              <p className="text-xs text-destructive [overflow-wrap:anywhere]">
                {SOURCES.error(source.lastSyncError)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
