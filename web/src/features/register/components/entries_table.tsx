/**
 * The register's table: one row per entry of the page, its duty linking to the entry's page;
 * below `md` each row is a card (components/ui/table.tsx).
 */
import { Link } from "wouter";
import type { EntryAnswer } from "@api/schemas/register.ts";
import { NOT_APPLICABLE_LABEL, REGISTER_STATUS_LABELS } from "@domain/register.ts";
import { Badge, type BadgeVariant } from "@/components/ui/badge.tsx";
import { TableCard } from "@/components/ui/card.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table.tsx";
import { formatDate } from "@/lib/dates.ts";
import { registerEntryPath } from "@/lib/pages.ts";
import { nameOrEmail } from "@/lib/user_names.ts";
import { ENTRY_TABLE as T } from "../strings.ts";

const STATUS_VARIANT: Record<EntryAnswer["status"], BadgeVariant> = {
  not_assessed: "secondary",
  gap: "destructive",
  in_progress: "warning",
  compliant: "success",
};

function StatusBadge({ entry }: { entry: EntryAnswer }) {
  if (entry.applicability === "not_applicable") {
    return <Badge variant="outline">{NOT_APPLICABLE_LABEL}</Badge>;
  }
  return (
    <Badge variant={STATUS_VARIANT[entry.status]}>{REGISTER_STATUS_LABELS[entry.status]}</Badge>
  );
}

/** The table of `entries` (one page). */
export function EntriesTable({ entries }: { entries: readonly EntryAnswer[] }) {
  return (
    <TableCard>
      <Table data-testid="register-table">
        <caption className="sr-only">{T.caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{T.duty}</TableHead>
            <TableHead>{T.status}</TableHead>
            <TableHead>{T.owner}</TableHead>
            <TableHead>{T.controls}</TableHead>
            <TableHead>{T.due}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid="register-row">
              <TableCell className="max-w-md">
                <Link
                  href={registerEntryPath(entry.id)}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {entry.duty}
                </Link>
                {entry.legalUpdate && (
                  <p className="mt-1 text-xs text-muted-foreground">{entry.legalUpdate.title}</p>
                )}
                {entry.dutyRemovedAt && (
                  <Badge variant="warning" className="mt-1">{T.dutyRemoved}</Badge>
                )}
              </TableCell>
              <TableCell label={T.status} card="inline">
                <StatusBadge entry={entry} />
              </TableCell>
              <TableCell label={T.owner} card="inline">
                {entry.owner
                  ? nameOrEmail(entry.owner)
                  : <span className="text-muted-foreground">{T.noOwner}</span>}
              </TableCell>
              <TableCell label={T.controls} card="inline">
                {entry.controls.length
                  ? entry.controls.map((c) => c.reference).join(", ")
                  : <span className="text-muted-foreground">–</span>}
              </TableCell>
              <TableCell label={T.due} card="inline" className="whitespace-nowrap">
                {formatDate(entry.dueDate, T.noDueDate)}
                {entry.overdue && <Badge variant="destructive" className="ml-2">{T.overdue}</Badge>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}
