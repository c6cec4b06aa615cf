/**
 * The Legislative Filter Terms card (spec part 2 §2): the terms as badges and how many there
 * are; 'Edit Terms' opens an editor with 'Save Terms' and Cancel.
 */
import { useState } from "react";
import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useLegislativeTerms, useSaveLegislativeTerms } from "../api/legislative_terms.ts";
import { TERMS, TOASTS } from "../strings.ts";
import { parseTermsText, termsToText } from "./terms_text.ts";

/** The card; editing replaces the badges with a text area. */
export function LegislativeTermsCard() {
  const { data, isLoading, isError } = useLegislativeTerms();
  const save = useSaveLegislativeTerms();
  const [draft, setDraft] = useState<string | null>(null);
  const terms = data?.terms ?? [];

  async function onSave() {
    if (draft === null) return;
    try {
      await save.mutateAsync(parseTermsText(draft));
      toast({ title: TOASTS.termsUpdated });
      setDraft(null);
    } catch (error) {
      toastError(TOASTS.termsFailed.title, error, TOASTS.termsFailed.fallback);
    }
  }

  return (
    <Card data-testid="terms-card">
      {/* Wraps: on a phone the buttons go under the description instead of off the screen. */}
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 flex-1 basis-60 gap-1.5">
          <CardTitle as="h2">{TERMS.title}</CardTitle>
          <CardDescription>{TERMS.description}</CardDescription>
        </div>
        {draft === null
          ? (
            <Button
              variant="outline"
              size="sm"
              disabled={isLoading || isError}
              onClick={() => setDraft(termsToText(terms))}
            >
              <Pencil aria-hidden="true" />
              {TERMS.edit}
            </Button>
          )
          : (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={save.isPending}
                onClick={() => setDraft(null)}
              >
                {TERMS.cancel}
              </Button>
              <Button size="sm" disabled={save.isPending} onClick={onSave}>
                {save.isPending ? TERMS.saving : TERMS.save}
              </Button>
            </div>
          )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {isLoading
          ? <Skeleton className="h-16 w-full" />
          : isError
          ? <p className="text-sm text-destructive">{TERMS.loadFailed}</p>
          : draft !== null
          ? (
            <div className="grid gap-2">
              <Label htmlFor="terms-editor">{TERMS.field}</Label>
              <Textarea
                id="terms-editor"
                rows={5}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
              />
            </div>
          )
          : (
            <ul className="flex flex-wrap gap-1.5" aria-label={TERMS.title}>
              {terms.map((term) => (
                <li key={term}>
                  <Badge variant="secondary">{term}</Badge>
                </li>
              ))}
            </ul>
          )}
        {!isLoading && !isError && (
          <p className="text-sm text-muted-foreground" data-testid="terms-count">
            {TERMS.configured(terms.length)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
