/**
 * A register entry's page (/register/{id}, issue 29): the duty quoted with its citation and the
 * update it comes from, the assessment form, linked tasks, evidence and history.
 */
import { useMemo } from "react";
import { Link } from "wouter";
import type { EntryAnswer } from "@api/schemas/register.ts";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { HttpError } from "@/lib/http_error.ts";
import { PAGES, TASK_PARAM, updateDetailPath } from "@/lib/pages.ts";
import { useControls } from "../api/controls.ts";
import { useEntry } from "../api/entry.ts";
import { useRegisterOwners } from "../api/register_owners.ts";
import { personName } from "../history_text.ts";
import { ENTRY_PAGE as T, TASKS } from "../strings.ts";
import { EntryForm } from "./entry_form.tsx";
import { EvidencePanel } from "./evidence_panel.tsx";
import { HistoryList } from "./history_list.tsx";

function BackLink() {
  return (
    <Link href={PAGES.register.path} className="w-fit text-sm text-primary hover:underline">
      {T.back}
    </Link>
  );
}

function DutyQuote({ entry }: { entry: EntryAnswer }) {
  return (
    <section aria-labelledby="entry-duty" className="grid gap-2">
      <h2 id="entry-duty" className="text-lg font-semibold text-slate-900">{T.duty}</h2>
      <p className="font-medium text-slate-900">{entry.duty}</p>
      {entry.citation
        ? (
          <figure className="grid gap-1">
            <blockquote className="border-l-4 border-primary/40 bg-muted/40 px-4 py-2 text-sm italic">
              {entry.citation}
            </blockquote>
            {entry.legalUpdate && (
              <figcaption className="text-sm text-muted-foreground">
                {T.fromUpdate}{" "}
                <Link
                  href={updateDetailPath(entry.legalUpdate.id)}
                  className="text-primary hover:underline"
                >
                  {entry.legalUpdate.title}
                </Link>
              </figcaption>
            )}
          </figure>
        )
        : <p className="text-sm text-muted-foreground">{T.noCitation}</p>}
      {entry.dutyRemovedAt && <p className="text-sm font-medium text-amber-800">{T.dutyRemoved}</p>}
    </section>
  );
}

function LinkedTasks({ tasks }: { tasks: EntryAnswer["tasks"] }) {
  return (
    <section aria-labelledby="entry-tasks" className="grid gap-2">
      <h2 id="entry-tasks" className="text-lg font-semibold text-slate-900">{TASKS.heading}</h2>
      {tasks.length === 0
        ? <p className="text-sm text-muted-foreground">{TASKS.none}</p>
        : (
          <ul className="grid gap-1 text-sm">
            {tasks.map((task) => (
              <li key={task.id}>
                <Link
                  href={`${PAGES.tasks.path}?${TASK_PARAM}=${task.id}`}
                  className="text-primary hover:underline"
                >
                  {task.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}

/** The loaded entry's page. */
function EntryView({ entry }: { entry: EntryAnswer }) {
  const people = useRegisterOwners();
  const controls = useControls();
  const personOptions = useMemo(
    () => (people.data?.owners ?? []).map((p) => [p.id, personName(p)] as const),
    [people.data],
  );
  const names = useMemo(() => ({
    people: new Map(personOptions),
    controls: new Map(
      (controls.data?.controls ?? []).map((c) => [String(c.id), `${c.reference} ${c.name}`]),
    ),
  }), [personOptions, controls.data]);
  // The form starts from the loaded lists: the owner select needs its options at first paint.
  const ready = !people.isLoading && !controls.isLoading;
  return (
    <article className="grid gap-8" data-testid="register-entry">
      <div className="grid gap-2">
        <BackLink />
        <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      </div>
      <DutyQuote entry={entry} />
      {ready
        ? (
          <EntryForm
            key={entry.updatedAt}
            entry={entry}
            people={personOptions}
            controls={controls.data?.controls ?? []}
          />
        )
        : <PageSpinner />}
      <LinkedTasks tasks={entry.tasks} />
      <EvidencePanel entryId={entry.id} files={entry.evidence} />
      <HistoryList entryId={entry.id} names={names} />
    </article>
  );
}

/** Loads entry `id` and shows it; "not found" for a 404 (unknown or another company's). */
export function EntryScreen({ id }: { id: number }) {
  const { data, isLoading, error } = useEntry(id);
  if (isLoading) return <PageSpinner />;
  if (!data) {
    const notFound = error instanceof HttpError && error.status === 404;
    return (
      <div className="grid gap-4" data-testid="register-entry-missing">
        <h1 className="text-2xl font-bold">{notFound ? T.notFound : T.loadFailed}</h1>
        <BackLink />
      </div>
    );
  }
  return <EntryView entry={data} />;
}
