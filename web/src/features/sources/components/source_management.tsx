/**
 * Source Management (spec part 2 §2): the legislative terms, 'Search Sources', the jurisdictions
 * grid with their sources, the Specialist Sources list, a global sync, and the dialogs; with
 * issue 14, OPML Import and Export, each source's health, and the "Needs attention" panel;
 * with issue 25, `?show=attention` (the navigation's failing badge) narrows the lists to the
 * sources that need attention.
 */
import { useState } from "react";
import { Plus, RefreshCw, Search } from "lucide-react";
import { Link, useSearch } from "wouter";
import type { JurisdictionView, OpmlImportResult } from "@api/schemas/sources.ts";
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { cn } from "@/lib/cn.ts";
import { PAGES, SOURCES_ATTENTION } from "@/lib/pages.ts";
import { useAdminJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { useSpecialistSources } from "../api/specialist_sources.ts";
import { CONFIRM, HEALTH, JURISDICTIONS, PAGE, SEARCH, SOURCES, SPECIALISTS } from "../strings.ts";
import { attentionOnly } from "./health_text.ts";
import { JurisdictionCard } from "./jurisdiction_card.tsx";
import { JurisdictionDialog } from "./jurisdiction_dialog.tsx";
import { LegislativeTermsCard } from "./legislative_terms_card.tsx";
import { NeedsAttention } from "./needs_attention.tsx";
import { OpmlButtons, OpmlResult } from "./opml_actions.tsx";
import { SourceDialog, type SourceDraft } from "./source_dialog.tsx";
import { searchSources } from "./source_search.ts";
import { SpecialistSourceList } from "./specialist_sources.tsx";
import { syncKey, useSourceActions } from "./use_source_actions.ts";

const NO_JURISDICTIONS: readonly JurisdictionView[] = [];

const NEW_SOURCE = { name: "", url: "", legislativeFilter: null, isActive: true } as const;

/** A delete waiting for its confirmation. */
interface Confirmation {
  title: string;
  text: string;
  onConfirm: () => void;
}

/** True when the address asks for the sources that need attention only. */
function useAttentionFilter(): boolean {
  return new URLSearchParams(useSearch()).get(SOURCES_ATTENTION.param) === SOURCES_ATTENTION.value;
}

/** The notice above the narrowed lists, with the way back to all of them. */
function AttentionFilterNotice() {
  return (
    <Card
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm"
      data-testid="attention-filter"
    >
      <span>{HEALTH.filtered}</span>
      <Link href={PAGES.jurisdictions.path} className="font-medium text-primary hover:underline">
        {HEALTH.showAll}
      </Link>
    </Card>
  );
}

function Empty({ text }: { text: string }) {
  return <Card className="p-8 text-center text-sm text-muted-foreground">{text}</Card>;
}

/** The whole Source Management screen. */
export function SourceManagement() {
  const jurisdictions = useAdminJurisdictions();
  const specialists = useSpecialistSources();
  const actions = useSourceActions(jurisdictions.data ?? NO_JURISDICTIONS);
  const [query, setQuery] = useState("");
  const [jurisdictionDialog, setJurisdictionDialog] = useState<
    { jurisdiction: JurisdictionView | null } | null
  >(null);
  const [sourceDraft, setSourceDraft] = useState<SourceDraft | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [opmlResult, setOpmlResult] = useState<OpmlImportResult | null>(null);

  const attentionFilter = useAttentionFilter();
  const lists = attentionFilter
    ? attentionOnly(jurisdictions.data ?? [], specialists.data ?? [])
    : { jurisdictions: jurisdictions.data ?? [], specialists: specialists.data ?? [] };
  const result = searchSources(lists.jurisdictions, lists.specialists, query);
  const searching = query.trim() !== "";
  const syncingAll = actions.syncing.has("all");
  const syncingSpecialists = new Set(
    (specialists.data ?? []).filter((s) =>
      actions.syncing.has(syncKey({ kind: "source", id: s.id }))
    )
      .map((s) => s.id),
  );
  const confirm = (title: string, text: string, onConfirm: () => void) =>
    setConfirmation({ title, text, onConfirm });
  const editSource = (s: Omit<SourceDraft, "jurisdictionId">, jurisdictionId: number | null) =>
    setSourceDraft({
      id: s.id,
      jurisdictionId,
      name: s.name,
      url: s.url,
      sourceType: s.sourceType,
      legislativeFilter: s.legislativeFilter,
      isActive: s.isActive,
      format: s.format,
      selector: s.selector,
      fetchFullText: s.fetchFullText,
      apiKeySet: s.apiKeySet,
      language: s.language,
    });

  return (
    <>
      <PageHeader
        title={PAGE.title}
        intro={PAGE.subtitle}
        actions={
          <div className="flex flex-wrap gap-2">
            <OpmlButtons onResult={setOpmlResult} />
            <Button disabled={syncingAll} onClick={() => actions.sync({ kind: "all" })}>
              <RefreshCw aria-hidden="true" className={cn(syncingAll && "animate-spin")} />
              {syncingAll ? PAGE.syncing : PAGE.syncAll}
            </Button>
          </div>
        }
      />
      <div className="grid gap-6">
        {opmlResult && <OpmlResult result={opmlResult} onClose={() => setOpmlResult(null)} />}
        {attentionFilter && <AttentionFilterNotice />}
        <NeedsAttention jurisdictions={jurisdictions.data ?? []} />
        <LegislativeTermsCard />
        <Card className="grid gap-2 p-4">
          <Label htmlFor="source-search">{SEARCH.label}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id="source-search"
              type="search"
              className="pl-9"
              placeholder={SEARCH.placeholder}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          {searching && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {SEARCH.matches(result.matched, result.total)}
            </p>
          )}
        </Card>

        <section aria-labelledby="jurisdictions-heading" className="grid gap-3">
          <div className="flex items-center justify-between">
            <h2 id="jurisdictions-heading" className="text-xl font-semibold">
              {JURISDICTIONS.title}
            </h2>
            <Button onClick={() => setJurisdictionDialog({ jurisdiction: null })}>
              <Plus aria-hidden="true" />
              {JURISDICTIONS.add}
            </Button>
          </div>
          {jurisdictions.isLoading
            ? <Skeleton className="h-48 w-full" />
            : jurisdictions.isError
            ? <Empty text={PAGE.loadFailed} />
            : (jurisdictions.data ?? []).length === 0
            ? <Empty text={JURISDICTIONS.empty} />
            : attentionFilter && lists.jurisdictions.length === 0
            ? <Empty text={HEALTH.noneNeedAttention} />
            : result.jurisdictions.length === 0
            ? <Empty text={JURISDICTIONS.noMatches} />
            : (
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {result.jurisdictions.map((j) => (
                  <JurisdictionCard
                    key={j.id}
                    jurisdiction={j}
                    syncing={actions.syncing.has(syncKey({ kind: "jurisdiction", id: j.id }))}
                    actions={{
                      onEdit: (jurisdiction) => setJurisdictionDialog({ jurisdiction }),
                      onSync: (jurisdiction) =>
                        actions.sync({ kind: "jurisdiction", id: jurisdiction.id }),
                      onDelete: (jurisdiction) =>
                        confirm(
                          JURISDICTIONS.remove(jurisdiction.name),
                          JURISDICTIONS.confirmDelete(jurisdiction.name),
                          () => actions.deleteJurisdiction(jurisdiction.id),
                        ),
                      onAddSource: (jurisdiction) =>
                        editSource({ ...NEW_SOURCE, sourceType: "jurisdiction" }, jurisdiction.id),
                      onEditSource: (source, jurisdiction) => editSource(source, jurisdiction.id),
                      onDeleteSource: (source) =>
                        confirm(
                          SOURCES.remove(source.name),
                          SOURCES.confirmDelete,
                          () => actions.deleteSource(source.id),
                        ),
                    }}
                  />
                ))}
              </div>
            )}
        </section>

        <section aria-labelledby="specialists-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h2 id="specialists-heading" className="text-xl font-semibold">
                {SPECIALISTS.title}
              </h2>
              <p className="text-sm text-muted-foreground">{SPECIALISTS.description}</p>
            </div>
            <Button
              variant="outline"
              onClick={() => editSource({ ...NEW_SOURCE, sourceType: "specialist" }, null)}
            >
              <Plus aria-hidden="true" />
              {SPECIALISTS.add}
            </Button>
          </div>
          {specialists.isLoading
            ? <Skeleton className="h-32 w-full" />
            : (specialists.data ?? []).length === 0
            ? <Empty text={SPECIALISTS.empty} />
            : attentionFilter && lists.specialists.length === 0
            ? <Empty text={HEALTH.noneNeedAttention} />
            : result.specialists.length === 0
            ? <Empty text={SPECIALISTS.noMatches} />
            : (
              <SpecialistSourceList
                sources={result.specialists}
                syncingIds={syncingSpecialists}
                actions={{
                  onEdit: (source) => editSource(source, source.jurisdictionId),
                  onSync: (source) => actions.sync({ kind: "source", id: source.id }),
                  onDelete: (source) =>
                    confirm(
                      SOURCES.remove(source.name),
                      SPECIALISTS.confirmDelete(source.name),
                      () => actions.deleteSource(source.id),
                    ),
                }}
              />
            )}
        </section>
      </div>
      <JurisdictionDialog
        open={jurisdictionDialog !== null}
        jurisdiction={jurisdictionDialog?.jurisdiction ?? null}
        onOpenChange={(open) => !open && setJurisdictionDialog(null)}
      />
      <SourceDialog draft={sourceDraft} onOpenChange={(open) => !open && setSourceDraft(null)} />
      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => !open && setConfirmation(null)}
        title={confirmation?.title ?? ""}
        text={confirmation?.text ?? ""}
        cancel={CONFIRM.cancel}
        action={CONFIRM.delete}
        destructive
        onConfirm={() => confirmation?.onConfirm()}
      />
    </>
  );
}
