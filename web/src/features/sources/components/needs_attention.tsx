/**
 * The "Needs attention" panel at the top of Source Management (issue 14): every failing or
 * silent source, and every active one whose format needs an API key it lacks (issue 30
 * follow-ups), with its jurisdiction and the reason. Nothing is shown while all is well.
 */
import { AlertTriangle } from "lucide-react";
import type { JurisdictionView } from "@api/schemas/sources.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { HEALTH, HEALTH_LABELS } from "../strings.ts";
import { attentionReason, needingAttention, needsKey } from "./health_text.ts";

/** The panel for these jurisdictions' sources (specialists included). */
export function NeedsAttention({ jurisdictions }: { jurisdictions: readonly JurisdictionView[] }) {
  const sources = needingAttention(
    jurisdictions.flatMap((j) => j.rssSources.map((s) => ({ ...s, jurisdiction: j.name }))),
  );
  if (sources.length === 0) return null;
  return (
    <Card
      role="region"
      aria-labelledby="attention-heading"
      className="grid gap-3 border-orange-200 p-4"
      data-testid="needs-attention"
    >
      <div>
        <h2 id="attention-heading" className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle aria-hidden="true" className="size-5 text-orange-600" />
          {HEALTH.attentionTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{HEALTH.attentionIntro}</p>
      </div>
      <ul className="grid gap-2">
        {sources.map((source) => (
          <li
            key={source.id}
            className="grid gap-1 rounded-md border border-border p-3 text-sm"
            data-testid="attention-row"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{source.name}</span>
              <span className="text-muted-foreground">{source.jurisdiction}</span>
              <Badge variant={source.health === "failing" ? "destructive" : "warning"}>
                {needsKey(source) ? HEALTH.needsKeyLabel : HEALTH_LABELS[source.health]}
              </Badge>
            </div>
            <p className="break-words text-muted-foreground">{attentionReason(source)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
