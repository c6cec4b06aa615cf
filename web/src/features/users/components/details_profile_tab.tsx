/** The Profile tab of User Details: id, account status, email, names and company. */
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { DETAILS, FIELDS, TABLE } from "../strings.ts";
import { DetailRow } from "./detail_row.tsx";
import type { EditForm } from "./edit_form.ts";
import { AccountStatusBadge } from "./user_badges.tsx";

/** Props of the tabs that edit: the user, the form while editing, and its setter. */
export interface EditableTabProps {
  user: PublicUser;
  form: EditForm | null;
  onField: <K extends keyof EditForm>(key: K, value: EditForm[K]) => void;
  errors: Record<string, string>;
  isSelf: boolean;
}

/** View mode shows values; edit mode shows inputs (the id stays read-only). */
export function DetailsProfileTab({ user, form, onField, errors, isSelf }: EditableTabProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <DetailRow label={FIELDS.userId}>
        <span className="font-mono text-xs" data-testid="text-user-id">{user.id}</span>
      </DetailRow>
      {form
        ? (
          <div className="grid gap-2">
            <Label htmlFor="details-active">{FIELDS.accountStatus}</Label>
            <div className="flex items-center gap-2">
              <Switch
                id="details-active"
                checked={form.isActive}
                disabled={isSelf}
                aria-describedby={isSelf ? "details-active-hint" : undefined}
                onCheckedChange={(checked) => onField("isActive", checked)}
              />
              <span className="text-sm">{form.isActive ? TABLE.active : TABLE.inactive}</span>
            </div>
            {isSelf && (
              <p id="details-active-hint" className="text-xs text-muted-foreground">
                {DETAILS.ownAccount}
              </p>
            )}
          </div>
        )
        : (
          <DetailRow label={FIELDS.accountStatus}>
            <AccountStatusBadge isActive={user.isActive} />
          </DetailRow>
        )}
      {form
        ? (
          <>
            <div className="grid gap-2 sm:col-span-2">
              <TextField
                label={FIELDS.email}
                type="email"
                value={form.email}
                onChange={(e) => onField("email", e.target.value)}
                error={errors.email}
              />
            </div>
            <TextField
              label={FIELDS.firstName}
              value={form.firstName}
              onChange={(e) => onField("firstName", e.target.value)}
            />
            <TextField
              label={FIELDS.lastName}
              value={form.lastName}
              onChange={(e) => onField("lastName", e.target.value)}
            />
            <TextField
              containerClassName="sm:col-span-2"
              label={FIELDS.company}
              value={form.companyName}
              onChange={(e) => onField("companyName", e.target.value)}
            />
          </>
        )
        : (
          <>
            <DetailRow label={FIELDS.email}>{user.email}</DetailRow>
            <DetailRow label={FIELDS.firstName}>{user.firstName || DETAILS.notSet}</DetailRow>
            <DetailRow label={FIELDS.lastName}>{user.lastName || DETAILS.notSet}</DetailRow>
            <DetailRow label={FIELDS.company}>{user.companyName || DETAILS.notSet}</DetailRow>
          </>
        )}
    </dl>
  );
}
