/**
 * The Alerts screen (issue 13): header with 'New Alert', then the user's alerts as cards
 * (alert_card.tsx), or the empty or failed state. It owns the dialogs the cards open: create
 * and edit, the delivery history, the confirmations of delete and rotate, and the new secret.
 */
import { useMemo, useState } from "react";
import { BellPlus } from "lucide-react";
import type { Alert } from "@api/schemas/alerts.ts";
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { PAGES } from "@/lib/pages.ts";
import { useJurisdictions } from "@/lib/queries/jurisdictions.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useAlerts } from "../api/alerts.ts";
import { useDeleteAlert } from "../api/delete_alert.ts";
import { type Rotation, useRotate } from "../api/rotate_secret.ts";
import { useSetAlertActive } from "../api/save_alert.ts";
import { useSendTest } from "../api/test_message.ts";
import { type TestOutcome, testOutcome, throttledOutcome } from "../alert_text.ts";
import { CONFIRM, SCREEN, TOASTS } from "../strings.ts";
import { AlertCard } from "./alert_card.tsx";
import { AlertDialog } from "./alert_dialog.tsx";
import { DeliveriesDialog } from "./deliveries_dialog.tsx";
import { SecretPanel, type Secrets } from "./secret_panel.tsx";

/** Which alert dialog is open: none, a new alert, or an existing one. */
type Editing = { alert?: Alert } | null;

function LoadingCards() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
    </div>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="grid justify-items-center gap-3 p-10 text-center" data-testid="alerts-empty">
      <h2 className="text-lg font-semibold">{SCREEN.emptyTitle}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{SCREEN.emptyText}</p>
      <Button onClick={onCreate}>
        <BellPlus aria-hidden="true" />
        {SCREEN.newAlert}
      </Button>
    </Card>
  );
}

/** The screen for the signed-in user. */
export function AlertsScreen() {
  const alerts = useAlerts();
  const jurisdictions = useJurisdictions();
  const names = useMemo(
    () => new Map((jurisdictions.data ?? []).map((j) => [j.id, j.name])),
    [jurisdictions.data],
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [history, setHistory] = useState<Alert | null>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const [rotating, setRotating] = useState<{ alert: Alert; what: Rotation } | null>(null);
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  const setActive = useSetAlertActive();
  const remove = useDeleteAlert();
  const rotate = useRotate();
  const sendTest = useSendTest();
  const list = alerts.data?.alerts ?? [];

  function onSetActive(alert: Alert, isActive: boolean) {
    setActive.mutate({ id: alert.id, isActive }, {
      onSuccess: () =>
        toast({ title: isActive ? TOASTS.turnedOn(alert.name) : TOASTS.turnedOff(alert.name) }),
      onError: (error) => toastError(TOASTS.errorTitle, error, TOASTS.toggleFailed),
    });
  }

  async function onSendTest(alert: Alert): Promise<TestOutcome | null> {
    try {
      return testOutcome(await sendTest.mutateAsync(alert.id));
    } catch (error) {
      // Too many tests: the card says when to try again (no toast for an expected refusal).
      const throttled = throttledOutcome(error);
      if (!throttled) toastError(TOASTS.errorTitle, error, TOASTS.testFailed);
      return throttled;
    }
  }

  function confirmDelete(alert: Alert) {
    remove.mutate(alert.id, {
      onSuccess: () => toast({ title: TOASTS.deleted }),
      onError: (error) => toastError(TOASTS.errorTitle, error, TOASTS.deleteFailed),
    });
  }

  function confirmRotate({ alert, what }: { alert: Alert; what: Rotation }) {
    rotate.mutate({ id: alert.id, what }, {
      onSuccess: ({ webhookSecret, alert: { feedUrl } }) =>
        setSecrets({
          kind: what === "secret" ? "rotated" : "feed",
          secret: webhookSecret,
          feedUrl,
        }),
      onError: (error) =>
        toastError(
          TOASTS.errorTitle,
          error,
          what === "secret" ? TOASTS.rotateFailed : TOASTS.newFeedFailed,
        ),
    });
  }

  const create = () => setEditing({});
  const secretRotation = rotating?.what === "secret";

  return (
    <>
      <PageHeader
        title={PAGES.alerts.label}
        intro={PAGES.alerts.intro}
        actions={list.length > 0 && (
          <Button onClick={create}>
            <BellPlus aria-hidden="true" />
            {SCREEN.newAlert}
          </Button>
        )}
      />
      {alerts.isError
        ? <p className="text-destructive" role="alert">{SCREEN.loadFailed}</p>
        : !alerts.data
        ? <LoadingCards />
        : list.length === 0
        ? <EmptyState onCreate={create} />
        : (
          <ul className="grid gap-4" aria-label={SCREEN.list}>
            {list.map((alert) => (
              <li key={alert.id}>
                <AlertCard
                  alert={alert}
                  jurisdictionNames={names}
                  switching={setActive.isPending && setActive.variables?.id === alert.id}
                  onEdit={(a) => setEditing({ alert: a })}
                  onHistory={setHistory}
                  onRotate={(a, what) => setRotating({ alert: a, what })}
                  onDelete={setDeleting}
                  onSetActive={onSetActive}
                  onSendTest={onSendTest}
                />
              </li>
            ))}
          </ul>
        )}
      <AlertDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        alert={editing?.alert}
      />
      <DeliveriesDialog alert={history} onClose={() => setHistory(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={CONFIRM.deleteTitle(deleting?.name ?? "")}
        text={CONFIRM.deleteText}
        cancel={CONFIRM.cancel}
        action={CONFIRM.deleteAction}
        destructive
        onConfirm={() => deleting && confirmDelete(deleting)}
        testId="confirm-delete-alert"
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title={secretRotation ? CONFIRM.rotateTitle : CONFIRM.newFeedTitle}
        text={secretRotation ? CONFIRM.rotateText : CONFIRM.newFeedText}
        cancel={CONFIRM.cancel}
        action={secretRotation ? CONFIRM.rotateAction : CONFIRM.newFeedAction}
        onConfirm={() => rotating && confirmRotate(rotating)}
        testId="confirm-rotate-alert"
      />
      <Dialog open={secrets !== null} onOpenChange={(open) => !open && setSecrets(null)}>
        <DialogContent data-testid="secret-dialog">
          {secrets && <SecretPanel {...secrets} onDone={() => setSecrets(null)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
