/**
 * The Security tab of User Details: role select (applied at once), last login, created and
 * updated times, and Password Management with Reset Password (not for one's own account).
 */
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { type Role, ROLES } from "@domain/roles.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { formatDate } from "@/lib/dates.ts";
import { relativeTime } from "../format.ts";
import { BUTTONS, DETAILS, FIELDS, LABELS, TABLE } from "../strings.ts";
import { DetailRow } from "./detail_row.tsx";
import { SelectField } from "@/components/select_field.tsx";
import { optionsOf } from "@/components/ui/options_select.tsx";

/** Props of {@link DetailsSecurityTab}. */
export interface SecurityTabProps {
  user: PublicUser;
  isSelf: boolean;
  onRole: (role: Role) => void;
  changingRole: boolean;
  onResetPassword: () => void;
}

/** The tab. */
export function DetailsSecurityTab(
  { user, isSelf, onRole, changingRole, onResetPassword }: SecurityTabProps,
) {
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            label={FIELDS.role}
            value={user.role}
            onChange={onRole}
            options={optionsOf(ROLES, LABELS.role)}
            disabled={isSelf || changingRole}
            hint={isSelf ? DETAILS.ownRole : undefined}
            testId="select-user-role"
          />
        </div>
        <DetailRow label={FIELDS.lastLogin}>
          {user.lastLoginAt
            ? `${formatDate(user.lastLoginAt, TABLE.never)} (${relativeTime(user.lastLoginAt, "")})`
            : TABLE.never}
        </DetailRow>
        <DetailRow label={FIELDS.created}>{formatDate(user.createdAt, DETAILS.notSet)}</DetailRow>
        <DetailRow label={FIELDS.updated}>{formatDate(user.updatedAt, DETAILS.notSet)}</DetailRow>
      </dl>
      {!isSelf && (
        <section aria-labelledby="password-management" className="grid gap-2 border-t pt-4">
          <h3 id="password-management" className="font-semibold">{DETAILS.passwordManagement}</h3>
          <p className="text-sm text-muted-foreground">{DETAILS.resetPasswordText}</p>
          <div>
            <Button variant="outline" onClick={onResetPassword} data-testid="button-details-reset">
              <KeyRound aria-hidden="true" />
              {BUTTONS.resetPassword}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
