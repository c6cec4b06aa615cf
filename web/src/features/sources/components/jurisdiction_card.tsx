/**
 * One jurisdiction's card (spec part 2 §2): name, Active/Inactive badge, edit, sync and delete,
 * its RSS Sources with an Add button, 'Sync: {n}x daily' and 'Sources: {n}'. Each source row
 * shows its one status badge (issue 25), edit and delete, its 12-week sparkline (issue 14), the
 * last sync and the last error.
 */
import { Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import type { JurisdictionSourceView, JurisdictionView } from "@api/schemas/sources.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { JURISDICTIONS, SOURCES } from "../strings.ts";
import { HealthLine } from "./health_line.tsx";
import { SourceStatusBadge } from "./source_status_badge.tsx";
import { lastSyncText } from "./sync_text.ts";

/** What a card can ask for. */
export interface JurisdictionCardActions {
  onEdit: (jurisdiction: JurisdictionView) => void;
  onSync: (jurisdiction: JurisdictionView) => void;
  onDelete: (jurisdiction: JurisdictionView) => void;
  onAddSource: (jurisdiction: JurisdictionView) => void;
  onEditSource: (source: JurisdictionSourceView, jurisdiction: JurisdictionView) => void;
  onDeleteSource: (source: JurisdictionSourceView) => void;
}

function SourceRow(
  { source, onEdit, onDelete }: {
    source: JurisdictionSourceView;
    onEdit: () => void;
    onDelete: () => void;
  },
) {
  return (
    <li
      className="grid grid-cols-1 gap-1 rounded-md border border-border p-3"
      data-testid="source-row"
    >
      {
        /* Long names and URLs wrap anywhere, and the badges and actions go under them when the
          row is narrow (a phone), so that nothing widens the page. */
      }
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-40 [overflow-wrap:anywhere]">
          <p className="text-sm font-medium">{source.name}</p>
          <p className="text-xs text-muted-foreground">{source.url}</p>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {!source.isActive && <Badge variant="outline">{SOURCES.inactive}</Badge>}
          <SourceStatusBadge source={source} />
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={SOURCES.edit(source.name)}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={SOURCES.remove(source.name)}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="text-red-600" />
          </Button>
        </div>
      </div>
      <HealthLine source={source} />
      <p className="text-xs text-muted-foreground">{lastSyncText(source.lastSync)}</p>
      {source.lastSyncError && (
        <p className="text-xs text-destructive [overflow-wrap:anywhere]">
          {SOURCES.error(source.lastSyncError)}
        </p>
      )}
    </li>
  );
}

/** The card of `jurisdiction`; only its own (jurisdiction-type) sources are listed. */
export function JurisdictionCard(
  { jurisdiction, syncing, actions }: {
    jurisdiction: JurisdictionView;
    syncing: boolean;
    actions: JurisdictionCardActions;
  },
) {
  const name = jurisdiction.name;
  const sources = jurisdiction.rssSources.filter((s) => s.sourceType === "jurisdiction");
  return (
    <Card
      className="flex min-w-0 flex-col"
      data-testid="jurisdiction-card"
      aria-label={name}
      role="region"
    >
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle as="h3" className="text-base">{name}</CardTitle>
            <Badge
              variant={jurisdiction.isActive ? "success" : "outline"}
              className="w-fit"
            >
              {jurisdiction.isActive ? JURISDICTIONS.active : JURISDICTIONS.inactive}
            </Badge>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={JURISDICTIONS.edit(name)}
              onClick={() => actions.onEdit(jurisdiction)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={JURISDICTIONS.sync(name)}
              disabled={syncing}
              onClick={() => actions.onSync(jurisdiction)}
            >
              <RefreshCw aria-hidden="true" className={cn(syncing && "animate-spin")} />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={JURISDICTIONS.remove(name)}
              onClick={() => actions.onDelete(jurisdiction)}
            >
              <Trash2 aria-hidden="true" className="text-red-600" />
            </Button>
          </div>
        </div>
        {jurisdiction.description && (
          <p className="text-sm text-muted-foreground">{jurisdiction.description}</p>
        )}
      </CardHeader>
      <CardContent className="grid flex-1 grid-cols-1 content-start gap-3">
        <div className="flex items-center justify-between">
          <h4 className="text-sm font-semibold">{JURISDICTIONS.rssSources}</h4>
          <Button
            variant="outline"
            size="sm"
            aria-label={JURISDICTIONS.addSourceTo(name)}
            onClick={() => actions.onAddSource(jurisdiction)}
          >
            <Plus aria-hidden="true" />
            {JURISDICTIONS.addSource}
          </Button>
        </div>
        {sources.length === 0
          ? <p className="text-sm text-muted-foreground">{JURISDICTIONS.noSources}</p>
          : (
            <ul className="grid grid-cols-1 gap-2">
              {sources.map((source) => (
                <SourceRow
                  key={source.id}
                  source={source}
                  onEdit={() => actions.onEditSource(source, jurisdiction)}
                  onDelete={() => actions.onDeleteSource(source)}
                />
              ))}
            </ul>
          )}
        <div className="mt-auto flex justify-between border-t border-border pt-3 text-xs text-muted-foreground">
          <span>{JURISDICTIONS.syncFrequency(jurisdiction.syncFrequency)}</span>
          <span>{JURISDICTIONS.sourceCount(sources.length)}</span>
        </div>
      </CardContent>
    </Card>
  );
}
