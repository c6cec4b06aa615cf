/**
 * Settings (spec part 2 §2): which sources the Legal Updates listing shows, grouped 'Government
 * Sources' (sourceType jurisdiction) and 'Legal Firms' (the others). None chosen: all shown.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { usePreferences } from "../api/preferences.ts";
import { usePublicSources } from "../api/public_sources.ts";
import { useSavePreferences } from "../api/save_preferences.ts";
import type { PublicSource } from "@api/schemas/sources.ts";
import { SOURCES_CARD, TOASTS } from "../strings.ts";

/** The card; waits for both the sources and the saved choice. */
export function SourceSettingsCard() {
  const sources = usePublicSources();
  const preferences = usePreferences();
  const ready = sources.data && preferences.data;
  return (
    <SectionCard title={SOURCES_CARD.title} description={SOURCES_CARD.description}>
      {sources.isError || preferences.isError
        ? <p role="alert" className="text-sm text-destructive">{SOURCES_CARD.loadFailed}</p>
        : ready
        ? (
          <SourceChoice
            sources={sources.data!}
            saved={preferences.data!.map((p) => p.rssSourceId)}
          />
        )
        : <Skeleton className="h-32 w-full" />}
    </SectionCard>
  );
}

function SourceChoice({ sources, saved }: { sources: PublicSource[]; saved: number[] }) {
  // Only sources still offered count: an inactive one saved earlier is dropped on the next save.
  const offered = new Set(sources.map((s) => s.id));
  const [chosen, setChosen] = useState(() => new Set(saved.filter((id) => offered.has(id))));
  const save = useSavePreferences();
  const government = sources.filter((s) => s.sourceType === "jurisdiction");
  const firms = sources.filter((s) => s.sourceType !== "jurisdiction");

  function toggle(id: number, on: boolean) {
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function onSave() {
    try {
      await save.mutateAsync([...chosen].sort((a, b) => a - b));
      toast({ title: TOASTS.success, description: TOASTS.preferencesUpdated });
    } catch (error) {
      toastError(TOASTS.errorTitle, error, TOASTS.preferencesFailed);
    }
  }

  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">{SOURCES_CARD.subtitle}</h3>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setChosen(new Set(offered))}>
          {SOURCES_CARD.selectAll}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setChosen(new Set())}>
          {SOURCES_CARD.deselectAll}
        </Button>
        <span
          className="text-sm text-muted-foreground"
          aria-live="polite"
          data-testid="text-sources-selected"
        >
          {chosen.size === 0 ? SOURCES_CARD.allShown : SOURCES_CARD.selected(chosen.size)}
        </span>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <SourceGroup
          title={SOURCES_CARD.government}
          sources={government}
          chosen={chosen}
          onToggle={toggle}
        />
        <SourceGroup title={SOURCES_CARD.firms} sources={firms} chosen={chosen} onToggle={toggle} />
      </div>
      <div>
        <Button onClick={onSave} disabled={save.isPending} data-testid="button-save-preferences">
          {save.isPending ? SOURCES_CARD.saving : SOURCES_CARD.save}
        </Button>
      </div>
    </div>
  );
}

function SourceGroup(
  { title, sources, chosen, onToggle }: {
    title: string;
    sources: PublicSource[];
    chosen: Set<number>;
    onToggle: (id: number, on: boolean) => void;
  },
) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {sources.length === 0 && <p className="text-sm text-muted-foreground">{SOURCES_CARD.none}</p>}
      {sources.map((source) => (
        <div key={source.id} className="flex items-center gap-2">
          <Checkbox
            id={`source-${source.id}`}
            checked={chosen.has(source.id)}
            onCheckedChange={(checked) => onToggle(source.id, checked === true)}
          />
          <Label htmlFor={`source-${source.id}`} className="font-normal">{source.name}</Label>
        </div>
      ))}
    </fieldset>
  );
}
