/**
 * The controls library (issue 29): each control with its reference, name, description, owner and
 * the entries it covers (each linking to its page); Add, Edit and Delete with confirmation.
 */
import { useState } from "react";
import { Pencil, Plus, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import type { ControlAnswer } from "@api/schemas/controls.ts";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, TableCard } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table.tsx";
import { registerEntryPath } from "@/lib/pages.ts";
import { nameOrEmail } from "@/lib/user_names.ts";
import { useControls } from "../api/controls.ts";
import { useRegisterOwners } from "../api/register_owners.ts";
import { CONTROLS_SCREEN as C, REGISTER_SCREEN } from "../strings.ts";
import { ControlDialog } from "./control_dialog.tsx";
import { DeleteControlButton } from "./delete_control_button.tsx";
import { RegisterTabs } from "./register_tabs.tsx";

/** The whole screen. */
export function ControlsScreen() {
  const controls = useControls();
  const owners = useRegisterOwners();
  const [dialog, setDialog] = useState<{ open: boolean; control: ControlAnswer | null }>({
    open: false,
    control: null,
  });
  const open = (control: ControlAnswer | null) => setDialog({ open: true, control });

  return (
    <>
      <PageHeader
        title={REGISTER_SCREEN.title}
        intro={C.intro}
        actions={
          <Button onClick={() => open(null)}>
            <Plus aria-hidden="true" />
            {C.add}
          </Button>
        }
      />
      <RegisterTabs current="controls" />
      <h2 className="sr-only">{C.title}</h2>
      <ControlsState state={controls} onEdit={open} onAdd={() => open(null)} />
      <ControlDialog
        open={dialog.open}
        onOpenChange={(next) => setDialog((d) => ({ ...d, open: next }))}
        control={dialog.control}
        owners={owners.data?.owners ?? []}
      />
    </>
  );
}

function ControlsState(
  { state, onEdit, onAdd }: {
    state: ReturnType<typeof useControls>;
    onEdit: (control: ControlAnswer) => void;
    onAdd: () => void;
  },
) {
  if (state.isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => <Skeleton key={i} className="h-12 w-full" />)}
      </div>
    );
  }
  if (state.isError || !state.data) {
    return <Card className="p-6 text-center text-red-700" role="alert">{C.loadError}</Card>;
  }
  if (state.data.controls.length === 0) {
    return (
      <Card
        className="grid justify-items-center gap-2 p-10 text-center"
        data-testid="controls-empty"
      >
        <ShieldCheck aria-hidden="true" className="size-10 text-slate-400" />
        <h3 className="text-lg font-semibold">{C.emptyTitle}</h3>
        <p className="text-muted-foreground">{C.emptyText}</p>
        <Button variant="outline" onClick={onAdd} className="mt-2">
          <Plus aria-hidden="true" />
          {C.add}
        </Button>
      </Card>
    );
  }
  return <ControlsTable controls={state.data.controls} onEdit={onEdit} />;
}

function ControlsTable(
  { controls, onEdit }: { controls: ControlAnswer[]; onEdit: (c: ControlAnswer) => void },
) {
  return (
    <TableCard>
      <Table data-testid="controls-table">
        <caption className="sr-only">{C.caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{C.reference}</TableHead>
            <TableHead>{C.name}</TableHead>
            <TableHead>{C.owner}</TableHead>
            <TableHead>{C.entries}</TableHead>
            <TableHead>
              <span className="sr-only">{C.actions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {controls.map((control) => (
            <TableRow key={control.id} data-testid="control-row">
              <TableCell card="inline" className="whitespace-nowrap font-medium">
                {control.reference}
              </TableCell>
              <TableCell card="rest" className="max-w-sm">
                {control.name}
                {control.description && (
                  <p className="mt-1 text-xs text-muted-foreground">{control.description}</p>
                )}
              </TableCell>
              <TableCell label={C.owner} card="inline">
                {control.owner
                  ? nameOrEmail(control.owner)
                  : <span className="text-muted-foreground">{C.noOwner}</span>}
              </TableCell>
              <TableCell label={C.entries}>
                <ControlEntries control={control} />
              </TableCell>
              <TableCell card="end" className="whitespace-nowrap text-right">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={C.edit(control.reference)}
                  title={C.edit(control.reference)}
                  onClick={() => onEdit(control)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <DeleteControlButton control={control} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  );
}

/** How many entries a control covers, and which (each linking to its page). */
function ControlEntries({ control }: { control: ControlAnswer }) {
  if (control.entries.length === 0) {
    return <span className="text-muted-foreground">{C.noEntries}</span>;
  }
  return (
    <details>
      <summary className="cursor-pointer">{C.entryCount(control.entries.length)}</summary>
      <ul className="mt-1 grid gap-1">
        {control.entries.map((entry) => (
          <li key={entry.id}>
            <Link
              href={registerEntryPath(entry.id)}
              className="text-primary underline-offset-2 hover:underline"
            >
              {entry.duty}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
