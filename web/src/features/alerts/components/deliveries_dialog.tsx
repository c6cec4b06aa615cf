/**
 * An alert's delivery history (GET /api/alerts/{id}/deliveries): each update it matched, with
 * its status (Pending, Sent, Failed), the number of attempts, when it was sent and the last
 * error. Loaded again every few seconds while open, since deliveries go out meanwhile.
 */
import type { DeliveryStatus } from "@domain/alerts.ts";
import type { Alert, Delivery } from "@api/schemas/alerts.ts";
import { Badge, type BadgeVariant } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { useDeliveries } from "../api/deliveries.ts";
import { CARD, HISTORY, STATUS_LABELS } from "../strings.ts";

const STATUS_VARIANTS: Record<DeliveryStatus, BadgeVariant> = {
  pending: "warning",
  sent: "success",
  failed: "destructive",
};

function DeliveryItem({ delivery }: { delivery: Delivery }) {
  return (
    <li className="grid gap-1.5 py-3" data-testid="delivery">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words text-sm font-medium">
          {delivery.revisionId !== null && (
            <span className="mr-1 text-amber-800">{HISTORY.revised}</span>
          )}
          {delivery.title}
        </p>
        <Badge variant={STATUS_VARIANTS[delivery.status]} data-testid="delivery-status">
          {STATUS_LABELS[delivery.status]}
        </Badge>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex gap-1">
          <dt>{HISTORY.attempts}:</dt>
          <dd className="tabular-nums">{delivery.attempts}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{HISTORY.sentAt}:</dt>
          <dd>{formatDateTime(delivery.sentAt, CARD.never)}</dd>
        </div>
        {delivery.lastError && (
          <div className="flex min-w-0 gap-1">
            <dt>{HISTORY.error}:</dt>
            <dd className="break-all text-red-700">{delivery.lastError}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function DeliveryList({ alert }: { alert: Alert }) {
  const deliveries = useDeliveries(alert.id, true);
  if (deliveries.isError) return <p className="text-sm text-destructive">{HISTORY.loadFailed}</p>;
  if (!deliveries.data) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  const list = deliveries.data.deliveries;
  if (list.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="deliveries-empty">
        {alert.channel === "feed" ? HISTORY.feedOnly : HISTORY.empty}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label={HISTORY.list}>
      {list.map((d) => (
        <DeliveryItem
          key={`${d.legalUpdateId}-${d.revisionId ?? 0}`}
          delivery={d}
        />
      ))}
    </ul>
  );
}

/** The history of `alert` (null: closed). */
export function DeliveriesDialog(
  { alert, onClose }: { alert: Alert | null; onClose: () => void },
) {
  return (
    <Dialog open={alert !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl" data-testid="deliveries-dialog">
        <DialogHeader>
          <DialogTitle className="break-words">{alert && HISTORY.title(alert.name)}</DialogTitle>
          <DialogDescription>{HISTORY.description}</DialogDescription>
        </DialogHeader>
        {alert && <DeliveryList alert={alert} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>{HISTORY.close}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
