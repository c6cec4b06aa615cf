/** The create-user form's fields (spec part 2 §5), controlled by the Add User dialog. */
import type { Path, PathValue } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Label } from "@/components/ui/label.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from "@domain/accounts.ts";
import { ROLES } from "@domain/roles.ts";
import { CREATE_BILLING_CYCLES, CreateUserBody, type CreateUserInput } from "@api/schemas/users.ts";
import { formSchema } from "@/lib/forms.ts";
import { fromDateInput } from "../format.ts";
import { FIELDS, LABELS } from "../strings.ts";
import { CompanyPicker } from "./company_picker.tsx";
import { SelectField } from "@/components/select_field.tsx";
import { optionsOf } from "@/components/ui/options_select.tsx";

/** What the form holds (dates as `<input type="date">` values). */
export interface NewUserForm {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  role: (typeof ROLES)[number];
  subscriptionTier: (typeof SUBSCRIPTION_TIERS)[number];
  subscriptionStatus: (typeof SUBSCRIPTION_STATUSES)[number];
  subscriptionStartDate: string;
  subscriptionEndDate: string;
  autoRenew: boolean;
  billingCycle: (typeof CREATE_BILLING_CYCLES)[number];
}

/** The form's defaults: role user, tier free, status active, monthly, no auto renew. */
export const EMPTY_NEW_USER: NewUserForm = {
  email: "",
  firstName: "",
  lastName: "",
  companyName: "",
  role: "user",
  subscriptionTier: "free",
  subscriptionStatus: "active",
  subscriptionStartDate: "",
  subscriptionEndDate: "",
  autoRenew: false,
  billingCycle: "monthly",
};

/** The POST body of the form: its dates as ISO timestamps, none when empty. */
export function newUserBody(form: NewUserForm): CreateUserInput {
  return {
    ...form,
    subscriptionStartDate: fromDateInput(form.subscriptionStartDate),
    subscriptionEndDate: fromDateInput(form.subscriptionEndDate),
  };
}

/** The form checked by POST /api/users' schema, over the body of its values. */
export const NewUserSchema = formSchema(CreateUserBody, newUserBody);

/** Props of {@link NewUserFields}. */
export interface NewUserFieldsProps {
  form: NewUserForm;
  set: <K extends Path<NewUserForm>>(key: K, value: PathValue<NewUserForm, K>) => void;
  errors: Record<string, string>;
  companies: { names: readonly string[]; loading: boolean; failed: boolean };
}

/** Email, names, company, role, tier, status, dates, billing cycle and auto renew. */
export function NewUserFields(
  { form, set, errors, companies }: NewUserFieldsProps,
) {
  return (
    <>
      <TextField
        label={FIELDS.email}
        type="email"
        required
        autoComplete="off"
        value={form.email}
        onChange={(e) => set("email", e.target.value)}
        error={errors.email}
        data-testid="input-new-email"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={FIELDS.firstName}
          autoComplete="off"
          value={form.firstName}
          onChange={(e) => set("firstName", e.target.value)}
          error={errors.firstName}
        />
        <TextField
          label={FIELDS.lastName}
          autoComplete="off"
          value={form.lastName}
          onChange={(e) => set("lastName", e.target.value)}
          error={errors.lastName}
        />
      </div>
      <CompanyPicker
        value={form.companyName}
        onChange={(v) => set("companyName", v)}
        names={companies.names}
        loading={companies.loading}
        failed={companies.failed}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={FIELDS.role}
          value={form.role}
          onChange={(v) => set("role", v)}
          options={optionsOf(ROLES, LABELS.role)}
        />
        <SelectField
          label={FIELDS.tier}
          value={form.subscriptionTier}
          onChange={(v) => set("subscriptionTier", v)}
          options={optionsOf(SUBSCRIPTION_TIERS, LABELS.tier)}
        />
        <SelectField
          label={FIELDS.status}
          value={form.subscriptionStatus}
          onChange={(v) => set("subscriptionStatus", v)}
          options={optionsOf(SUBSCRIPTION_STATUSES, LABELS.status)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={FIELDS.startDate}
          type="date"
          value={form.subscriptionStartDate}
          onChange={(e) => set("subscriptionStartDate", e.target.value)}
        />
        <TextField
          label={FIELDS.endDate}
          type="date"
          value={form.subscriptionEndDate}
          onChange={(e) => set("subscriptionEndDate", e.target.value)}
        />
        <SelectField
          label={FIELDS.billingCycle}
          value={form.billingCycle}
          onChange={(v) => set("billingCycle", v)}
          options={optionsOf(CREATE_BILLING_CYCLES, LABELS.billingCycle)}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="new-user-auto-renew"
          checked={form.autoRenew}
          onCheckedChange={(checked) => set("autoRenew", checked === true)}
        />
        <Label htmlFor="new-user-auto-renew">{FIELDS.autoRenew}</Label>
      </div>
    </>
  );
}
