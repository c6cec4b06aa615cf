/**
 * One alert in the list: its name and on/off switch, its filters as badges, channel, frequency
 * and last delivery, and its actions (Edit, Send test, Delivery history, New feed URL, Rotate
 * secret for a webhook, Delete). The feed URL and the secret are not here: the server shows
 * each once, when made. What the channel answered to the last test stays under the actions.
 */
import { useEffect, useState } from "react";
import type { Alert } from "@api/schemas/alerts.ts";
import { CategoryBadge } from "@/components/legal_updates/category_badge.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { formatDateTime } from "@/lib/dates.ts";
import { cn } from "@/lib/cn.ts";
import type { Rotation } from "../api/rotate_secret.ts";
import { filterBadges } from "../badges.ts";
import { channelText, type TestOutcome } from "../alert_text.ts";
import { BADGES, CARD, FREQUENCY_LABELS } from "../strings.ts";

/** What the card's buttons ask the screen to do. */
export interface AlertCardActions {
  onEdit: (alert: Alert) => void;
  onHistory: (alert: Alert) => void;
  onRotate: (alert: Alert, what: Rotation) => void;
  onDelete: (alert: Alert) => void;
  onSetActive: (alert: Alert, isActive: boolean) => void;
  /** Sends a test: its outcome for the card, or null when a toast said what went wrong. */
  onSendTest: (alert: Alert) => Promise<TestOutcome | null>;
}

/** Props of {@link AlertCard}. */
export interface AlertCardProps extends AlertCardActions {
  alert: Alert;
  jurisdictionNames: ReadonlyMap<number, string>;
  /** The switch waits for the server. */
  switching: boolean;
}

function FilterBadges(
  { alert, names }: { alert: Alert; names: ReadonlyMap<number, string> },
) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={BADGES.group}>
      {filterBadges(alert, names).map((badge, i) => (
        <li key={`${badge.kind}:${badge.text}:${i}`}>
          {badge.kind === "industry" ? <CategoryBadge category={badge.text} /> : (
            <Badge
              variant={badge.kind === "jurisdiction"
                ? "info"
                : badge.kind === "keyword"
                ? "outline"
                : "secondary"}
            >
              {badge.text}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The colour of a test's outcome: delivered, failed, or refused for now. */
const TONE_CLASSES: Record<TestOutcome["tone"], string> = {
  delivered: "text-green-700",
  failed: "text-red-700",
  wait: "text-amber-800",
};

/** The card. */
export function AlertCard(props: AlertCardProps) {
  const { alert, switching } = props;
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const waiting = outcome?.tone === "wait";

  // A throttled test keeps Send test off for the server's Retry-After, then clears its message.
  useEffect(() => {
    if (!outcome?.waitMs) return;
    const timer = setTimeout(() => setOutcome(null), outcome.waitMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function sendTest() {
    setTesting(true);
    setOutcome(null);
    try {
      setOutcome(await props.onSendTest(alert));
    } finally {
      setTesting(false);
    }
  }

  return (
    <Card className="grid gap-4 p-5" data-testid="alert-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-lg font-semibold leading-tight">{alert.name}</h2>
        <div className="flex shrink-0 items-center gap-2">
          <span className="text-sm text-muted-foreground" aria-hidden="true">
            {alert.isActive ? CARD.on : CARD.off}
          </span>
          <Switch
            checked={alert.isActive}
            disabled={switching}
            onCheckedChange={(on) => props.onSetActive(alert, on)}
            aria-label={CARD.activeLabel(alert.name)}
          />
        </div>
      </div>
      <FilterBadges alert={alert} names={props.jurisdictionNames} />
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="grid gap-0.5">
          <dt className="font-medium text-muted-foreground">{CARD.channel}</dt>
          <dd data-testid="alert-channel">{channelText(alert)}</dd>
        </div>
        {alert.channel !== "feed" && (
          <div className="grid gap-0.5">
            <dt className="font-medium text-muted-foreground">{CARD.frequency}</dt>
            <dd>{FREQUENCY_LABELS[alert.frequency]}</dd>
          </div>
        )}
        <div className="grid gap-0.5">
          <dt className="font-medium text-muted-foreground">{CARD.lastDelivery}</dt>
          <dd data-testid="alert-last-delivery">
            {formatDateTime(alert.lastDeliveryAt, CARD.never)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => props.onEdit(alert)}>
          {CARD.edit}
        </Button>
        {alert.channel !== "feed" && (
          <Button variant="outline" size="sm" onClick={sendTest} disabled={testing || waiting}>
            {testing ? CARD.sending : CARD.sendTest}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => props.onHistory(alert)}>
          {CARD.history}
        </Button>
        <Button variant="outline" size="sm" onClick={() => props.onRotate(alert, "feed")}>
          {CARD.newFeedUrl}
        </Button>
        {alert.channel === "webhook" && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => props.onRotate(alert, "secret")}
          >
            {CARD.rotate}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => props.onDelete(alert)}
        >
          {CARD.delete}
        </Button>
      </div>
      <p
        role="status"
        data-testid="alert-test-result"
        className={cn("text-sm empty:hidden", TONE_CLASSES[outcome?.tone ?? "failed"])}
      >
        {outcome?.text}
      </p>
    </Card>
  );
}
