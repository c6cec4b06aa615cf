/**
 * API tokens (issue 28): the user's personal tokens with their scopes, when each was created and
 * last used and when it expires, a Revoke button (confirmed) on each, and the Create token
 * dialog. The tokens themselves are never shown here: only once, when made.
 */
import type { ApiTokenAnswer } from "@api/schemas/api_tokens.ts";
import type { Role } from "@domain/roles.ts";
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table.tsx";
import { formatDate, formatDateTime } from "@/lib/dates.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useApiTokens, useRevokeApiToken } from "../api/api_tokens.ts";
import { API_TOKENS_CARD as T, TOASTS } from "../strings.ts";
import { CreateApiTokenDialog } from "./create_api_token_dialog.tsx";

function TokenRow({ token, now }: { token: ApiTokenAnswer; now: number }) {
  const revoke = useRevokeApiToken();
  const expired = Date.parse(token.expiresAt) <= now;
  return (
    <TableRow data-testid={`api-token-${token.id}`}>
      <TableCell className="font-medium">{token.name}</TableCell>
      <TableCell label={T.scopes} card="inline">
        <span className="flex flex-wrap gap-1">
          {token.scopes.map((scope) => <Badge key={scope} variant="outline">{scope}</Badge>)}
        </span>
      </TableCell>
      <TableCell label={T.created} card="inline">{formatDate(token.createdAt)}</TableCell>
      <TableCell label={T.lastUsed} card="inline">
        {formatDateTime(token.lastUsedAt, T.never)}
      </TableCell>
      <TableCell label={T.expires} card="inline">
        {expired ? <Badge variant="destructive">{T.expired}</Badge> : formatDate(token.expiresAt)}
      </TableCell>
      <TableCell card="end" className="text-right">
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              aria-label={T.revokeLabel(token.name)}
            >
              {T.revoke}
            </Button>
          }
          title={T.revokeTitle(token.name)}
          text={T.revokeText}
          cancel={T.cancel}
          action={T.revoke}
          destructive
          onConfirm={() =>
            revoke.mutate(token.id, {
              onSuccess: () => toast({ title: T.revoked }),
              onError: (error) => toastError(TOASTS.errorTitle, error, T.revokeFailed),
            })}
          testId="confirm-revoke-api-token"
        />
      </TableCell>
    </TableRow>
  );
}

/** The card, for an account of `role` (admins may give a token the admin scope). */
export function ApiTokensCard({ role }: { role: Role }) {
  const tokens = useApiTokens();
  const list = tokens.data?.tokens ?? [];
  const now = Date.now();

  return (
    <SectionCard
      title={T.title}
      description={T.description}
      bodyClassName="grid gap-4"
      data-testid="card-api-tokens"
    >
      <p className="text-sm text-muted-foreground">
        {T.usage} <code className="rounded bg-muted px-1 py-0.5">{T.usageExample}</code>
      </p>
      {tokens.isError && <p className="text-sm text-destructive">{T.loadFailed}</p>}
      {tokens.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted-foreground">{T.empty}</p>
      )}
      {list.length > 0 && (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{T.name}</TableHead>
              <TableHead>{T.scopes}</TableHead>
              <TableHead>{T.created}</TableHead>
              <TableHead>{T.lastUsed}</TableHead>
              <TableHead>{T.expires}</TableHead>
              <TableHead className="text-right">{T.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((token) => <TokenRow key={token.id} token={token} now={now} />)}
          </TableBody>
        </Table>
      )}
      <div>
        <CreateApiTokenDialog role={role} />
      </div>
    </SectionCard>
  );
}
