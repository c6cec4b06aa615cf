/**
 * The register's counts (issue 29: by status, overdue, without owner, not assessed) as cards that
 * are toggle buttons: pressing one shows its entries alone, pressing it again shows every entry.
 */
import type { RegisterCounts } from "@api/schemas/register.ts";
import { cn } from "@/lib/cn.ts";
import { isCardActive, type RegisterFilters } from "../list_filters.ts";
import { COUNT_CARDS, REGISTER_SCREEN } from "../strings.ts";

/** Props of {@link CountCards}. */
export interface CountCardsProps {
  counts: RegisterCounts | undefined;
  filters: RegisterFilters;
  onChoose: (card: keyof RegisterCounts) => void;
}

/** One card per count, in a wrapping grid (two a row on a phone). */
export function CountCards({ counts, filters, onChoose }: CountCardsProps) {
  return (
    <div
      role="group"
      aria-label={REGISTER_SCREEN.countsLabel}
      className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7"
    >
      {COUNT_CARDS.map(([card, label]) => {
        const active = isCardActive(filters, card);
        const alert = (card === "overdue" || card === "gap") && (counts?.[card] ?? 0) > 0;
        return (
          <button
            key={card}
            type="button"
            aria-pressed={active}
            onClick={() => onChoose(card)}
            data-testid={`count-${card}`}
            className={cn(
              "grid gap-1 rounded-lg border bg-card p-3 text-left shadow-sm transition-colors",
              "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2",
              active ? "border-primary ring-2 ring-primary" : "border-border",
            )}
          >
            <span
              className={cn(
                "text-2xl font-bold tabular-nums",
                alert ? "text-red-700" : "text-slate-900",
              )}
            >
              {counts?.[card] ?? "–"}
            </span>
            <span className="text-sm text-slate-700">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
