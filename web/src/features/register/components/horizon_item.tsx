/**
 * One dated item of "What's coming" (issue 29): its due date, the duty, its update, and the
 * register's status with a link to the entry, or "Not in register" with "Add to register".
 */
import { Link } from "wouter";
import type { HorizonItem } from "@api/schemas/register.ts";
import { REGISTER_STATUS_LABELS } from "@domain/register.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { formatDate } from "@/lib/dates.ts";
import { registerEntryPath, updateDetailPath } from "@/lib/pages.ts";
import { HORIZON_TEXT as T } from "../horizon_strings.ts";
import { AddToRegisterButton } from "./add_to_register_button.tsx";

function RegisterState({ item }: { item: HorizonItem }) {
  if (item.kind === "register" && item.entryId !== null) {
    return (
      <>
        {item.status && <Badge variant="info">{REGISTER_STATUS_LABELS[item.status]}</Badge>}
        <Link
          href={registerEntryPath(item.entryId)}
          className="text-sm text-primary underline-offset-2 hover:underline"
        >
          {T.openEntry}
          <span className="sr-only">: {item.duty}</span>
        </Link>
      </>
    );
  }
  return (
    <>
      <Badge variant="warning">{T.notInRegister}</Badge>
      {item.obligationId !== null && (
        <AddToRegisterButton
          obligationId={item.obligationId}
          registerEntryId={null}
          duty={item.duty}
        />
      )}
    </>
  );
}

/** The item as a card. */
export function HorizonItemCard({ item }: { item: HorizonItem }) {
  return (
    <article
      className="grid gap-1.5 rounded-md border border-border bg-white p-3 text-sm"
      data-testid="horizon-item"
      data-kind={item.kind}
    >
      <p className="text-xs text-muted-foreground">
        {T.due}: <time dateTime={item.date} className="font-medium">{formatDate(item.date)}</time>
      </p>
      <p className="break-words font-medium text-slate-900">{item.duty}</p>
      {item.legalUpdate && (
        <p className="break-words text-xs text-muted-foreground">
          {T.update}:{" "}
          <Link
            href={updateDetailPath(item.legalUpdate.id)}
            className="text-primary underline-offset-2 hover:underline"
          >
            {item.legalUpdate.title}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <RegisterState item={item} />
      </div>
    </article>
  );
}

/** Items as a list of cards. */
export function HorizonItemList({ items }: { items: readonly HorizonItem[] }) {
  return (
    <ol className="grid gap-2">
      {items.map((item) => (
        <li key={`${item.kind}-${item.entryId ?? item.obligationId}-${item.date}`}>
          <HorizonItemCard item={item} />
        </li>
      ))}
    </ol>
  );
}
