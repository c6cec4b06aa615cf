/**
 * An update's detail page (/updates/{id}, issue 16): title, source link, jurisdiction, category,
 * summary, the obligations, and the full text with each obligation's citation highlighted. The
 * link alerts and reports share, so it opens without signing in for approved updates. Below the
 * text a slot for the revisions (filled by the route), shown for an update that was revised.
 * Issue 25: the day the update was verified (approved), and a slot for the signed-in actions
 * (the favorite star and 'Create task', which belong to other features: the route fills it).
 * Issue 27: the change's other reports, "Also reported by", each with its source, title and date.
 * Issue 29: a slot under each duty (the register's "Add to register": the route fills it).
 */
import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import { Link } from "wouter";
import { safeHttpUrl } from "@api/schemas/links.ts";
import type { UpdateDetail } from "@api/schemas/legal_updates.ts";
import type { DetailObligationAnswer } from "@api/schemas/obligations.ts";
import { AlsoReportedBy } from "@/components/legal_updates/also_reported_by.tsx";
import { ALSO_REPORTED_BY } from "@/components/legal_updates/also_reported_by_text.ts";
import { CategoryBadge } from "@/components/legal_updates/category_badge.tsx";
import { CitedText } from "@/components/legal_updates/cited_text.tsx";
import { ObligationsList } from "@/components/legal_updates/obligations_list.tsx";
import { RevisedNote } from "@/components/legal_updates/revised_note.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { formatDate } from "@/lib/dates.ts";
import { HttpError } from "@/lib/http_error.ts";
import { PAGES } from "@/lib/pages.ts";
import { useUpdateDetail } from "@/lib/queries/update_detail.ts";
import { DETAIL_PAGE } from "../strings.ts";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function BackLink() {
  return (
    <Link href={PAGES.legalUpdates.path} className="w-fit text-sm text-primary hover:underline">
      {DETAIL_PAGE.backToUpdates}
    </Link>
  );
}

/** The slots the route fills with other features' controls. */
export interface DetailSlots {
  /** Shown under the text once the update was revised. */
  revisions?: ReactNode;
  /** The signed-in actions beside 'View Source'. */
  actions?: (update: UpdateDetail) => ReactNode;
  /** A control under each duty. */
  dutyAction?: (obligation: DetailObligationAnswer, update: UpdateDetail) => ReactNode;
}

/** The loaded update. */
export function UpdateDetailView(
  { update, revisions, actions, dutyAction }: DetailSlots & { update: UpdateDetail },
) {
  const href = safeHttpUrl(update.sourceUrl);
  const sourceName = update.rssSource?.name ?? update.source;
  const citations = update.obligations.map((o) => o.citation);
  return (
    <article className="grid gap-6" data-testid="update-detail">
      <BackLink />
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{update.title}</h1>
        {sourceName && <p className="text-sm text-muted-foreground">{sourceName}</p>}
        {update.status !== "approved" && (
          <p className="text-sm font-medium text-amber-800">
            {DETAIL_PAGE.pendingNote(update.status)}
          </p>
        )}
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{DETAIL_PAGE.published}:</dt>
            <dd>
              <time dateTime={update.publishDate}>{formatDate(update.publishDate)}</time>
              <RevisedNote revisedAt={update.revisedAt} />
            </dd>
          </div>
          {update.approvedAt && (
            <div className="flex gap-1">
              <dt className="text-muted-foreground">{DETAIL_PAGE.verified}:</dt>
              <dd>
                <time dateTime={update.approvedAt}>{formatDate(update.approvedAt)}</time>
              </dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{DETAIL_PAGE.jurisdiction}:</dt>
            <dd>{update.jurisdiction?.name ?? "—"}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="text-muted-foreground">{DETAIL_PAGE.category}:</dt>
            <dd>
              <CategoryBadge category={update.aiCategory} />
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          {href && (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "outline", className: "w-fit" })}
            >
              <ExternalLink aria-hidden="true" />
              {DETAIL_PAGE.viewSource}
            </a>
          )}
          {actions?.(update)}
        </div>
      </header>
      {update.alsoReportedBy.length > 0 && (
        <Section id="detail-also-reported-by" title={ALSO_REPORTED_BY.heading}>
          <p className="text-sm text-muted-foreground">{ALSO_REPORTED_BY.intro}</p>
          <AlsoReportedBy
            reports={update.alsoReportedBy}
            labelledBy="detail-also-reported-by"
            className="text-sm"
          />
        </Section>
      )}
      <Section id="detail-summary" title={DETAIL_PAGE.summary}>
        <p className="text-sm">{update.aiSummary || DETAIL_PAGE.noSummary}</p>
      </Section>
      <Section id="detail-obligations" title={DETAIL_PAGE.obligations}>
        {update.obligations.length > 0 && (
          <p className="text-sm text-muted-foreground">{DETAIL_PAGE.obligationsIntro}</p>
        )}
        <ObligationsList
          obligations={update.obligations}
          action={dutyAction && ((o: DetailObligationAnswer) => dutyAction(o, update))}
        />
      </Section>
      <Section id="detail-text" title={DETAIL_PAGE.fullText}>
        <Card className="p-4 text-sm leading-relaxed">
          {update.content.trim()
            ? <CitedText text={update.content} citations={citations} />
            : <p className="text-muted-foreground">{DETAIL_PAGE.noText}</p>}
        </Card>
      </Section>
      {update.revisedAt !== null && revisions}
    </article>
  );
}

/** Loads update `id` and shows it; "not found" for a 404 (unknown or not public). */
export function UpdateDetailScreen({ id, ...slots }: DetailSlots & { id: number }) {
  const { data, isLoading, error } = useUpdateDetail(id);
  if (isLoading) return <PageSpinner />;
  if (!data) {
    const notFound = error instanceof HttpError && error.status === 404;
    return (
      <div className="grid gap-4" data-testid="update-detail-missing">
        <h1 className="text-2xl font-bold">
          {notFound ? DETAIL_PAGE.notFound : DETAIL_PAGE.loadFailed}
        </h1>
        <BackLink />
      </div>
    );
  }
  return <UpdateDetailView update={data.update} {...slots} />;
}
