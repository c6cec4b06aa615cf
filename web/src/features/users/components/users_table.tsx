/**
 * The 'All Users' table (spec part 2 §2): user, company (issue 25, ADR
 * 0116), status, role, subscription, last login and the actions. Reset password and delete are not offered on the signed-in user's own row.
 */
import { Eye, KeyRound, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table.tsx";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { displayName, relativeTime, secondLine } from "../format.ts";
import { BUTTONS, DETAILS, TABLE } from "../strings.ts";
import { AccountStatusBadge, SubscriptionBadges, UserRoleBadge } from "./user_badges.tsx";

/** Props of {@link UsersTable}. */
export interface UsersTableProps {
  users: PublicUser[] | undefined;
  loading: boolean;
  failed: boolean;
  currentUserId: string;
  onView: (user: PublicUser) => void;
  onResetPassword: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
}

const PLACEHOLDER_ROWS = 3;

/** The table, with placeholder rows while loading and a message when empty or failed. */
export function UsersTable(props: UsersTableProps) {
  const { users, loading, failed } = props;
  return (
    <Table data-testid="table-users">
      <TableHeader>
        <TableRow>
          {TABLE.columns.map((column, i) => (
            <TableHead key={column} className={i === TABLE.columns.length - 1 ? "text-right" : ""}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !users && Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <TableRow key={i}>
            <TableCell colSpan={TABLE.columns.length}>
              <Skeleton className="h-8 w-full" />
            </TableCell>
          </TableRow>
        ))}
        {!loading && (failed || users?.length === 0) && (
          <TableRow>
            <TableCell
              colSpan={TABLE.columns.length}
              className={failed ? "py-8 text-center text-destructive" : "py-8 text-center"}
              role={failed ? "alert" : undefined}
            >
              {failed ? TABLE.loadFailed : TABLE.empty}
            </TableCell>
          </TableRow>
        )}
        {users?.map((user) => <UserRow key={user.id} user={user} {...props} />)}
      </TableBody>
    </Table>
  );
}

function UserRow(
  { user, currentUserId, onView, onResetPassword, onDelete }: UsersTableProps & {
    user: PublicUser;
  },
) {
  const name = displayName(user);
  const below = secondLine(user);
  const isSelf = user.id === currentUserId;
  return (
    <TableRow data-testid={`row-user-${user.id}`} data-email={user.email}>
      <TableCell>
        <div className="font-medium">{name}</div>
        {below && <div className="text-xs text-muted-foreground">{below}</div>}
      </TableCell>
      <TableCell
        label={TABLE.columns[1]}
        card="inline"
        className={user.companyName ? "text-sm" : "text-sm text-muted-foreground"}
      >
        {user.companyName || DETAILS.notSet}
      </TableCell>
      <TableCell label={TABLE.columns[2]} card="inline">
        <AccountStatusBadge isActive={user.isActive} />
      </TableCell>
      <TableCell label={TABLE.columns[3]} card="inline">
        <UserRoleBadge role={user.role} />
      </TableCell>
      <TableCell label={TABLE.columns[4]} card="inline">
        <SubscriptionBadges tier={user.subscriptionTier} status={user.subscriptionStatus} />
      </TableCell>
      <TableCell label={TABLE.columns[5]} card="inline" className="whitespace-nowrap text-sm">
        {relativeTime(user.lastLoginAt, TABLE.never)}
      </TableCell>
      <TableCell card="end">
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            title={BUTTONS.viewDetails}
            aria-label={`${BUTTONS.viewDetails}: ${user.email}`}
            onClick={() => onView(user)}
            data-testid="button-view-user"
          >
            <Eye aria-hidden="true" />
          </Button>
          {!isSelf && (
            <>
              <Button
                variant="ghost"
                size="icon"
                title={BUTTONS.resetPassword}
                aria-label={`${BUTTONS.resetPassword}: ${user.email}`}
                onClick={() => onResetPassword(user)}
                data-testid="button-reset-password"
              >
                <KeyRound aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive hover:text-destructive"
                title={BUTTONS.delete}
                aria-label={`${BUTTONS.delete}: ${user.email}`}
                onClick={() => onDelete(user)}
                data-testid="button-delete-user"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
