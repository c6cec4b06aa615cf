/**
 * Profile Information (spec part 2 §2): first name, last name and email with Update Profile;
 * account created, subscription 'tier (status)' and user ID, read-only. A changed email needs the
 * current password (ADR 0020), so its field appears once the email differs; it
 * takes effect only once the link mailed to it is opened, and the notice below the field says so
 * (issue 23). An account made by single sign-on has no password: its email is read-only here (ADR
 * 0179).
 */
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { SectionCard } from "@/components/ui/card.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { formatDate } from "@/lib/dates.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { changesEmail, ProfileBody } from "@api/schemas/profile.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { useUpdateProfile } from "../api/update_profile.ts";
import { PendingEmailNotice } from "./pending_email_notice.tsx";
import { fieldErrors, FORM_MESSAGE, serverErrorMap } from "@/lib/field_errors.ts";
import { FormError } from "@/components/ui/field_error.tsx";
import { PROFILE_CARD, PROFILE_MESSAGES, TOASTS } from "../strings.ts";

/** The card. */
export function ProfileInfoCard({ user }: { user: PublicUser }) {
  const [form, setForm] = useState({
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email,
    currentPassword: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();
  const emailChanged = changesEmail(user.email, form.email);
  // Update has nothing to send until a name or the email differs from the saved profile.
  const changed = emailChanged || form.firstName !== (user.firstName ?? "") ||
    form.lastName !== (user.lastName ?? "");

  function set(key: keyof typeof form, value: string) {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: "" }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword, ...fields } = form;
    const parsed = ProfileBody.safeParse(emailChanged ? form : fields);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (emailChanged && !currentPassword) {
      errors.currentPassword = PROFILE_MESSAGES.currentPasswordRequired;
    }
    if (!parsed.success || Object.keys(errors).length) {
      setErrors(errors);
      return;
    }
    try {
      const answer = await update.mutateAsync(parsed.data);
      // A new email only waits for its link: the field shows the sign-in email still in use.
      setForm((f) => ({ ...f, email: answer.email, currentPassword: "" }));
      toast({ title: TOASTS.success, description: answer.message ?? TOASTS.profileUpdated });
    } catch (error) {
      const fields = Object.keys(form);
      setErrors(serverErrorMap(error, { fields, fallback: TOASTS.profileFailed }));
      toastError(TOASTS.errorTitle, error, TOASTS.profileFailed);
    }
  }

  return (
    <SectionCard
      title={PROFILE_CARD.title}
      description={PROFILE_CARD.description}
      bodyClassName="grid gap-6"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={PROFILE_CARD.title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={PROFILE_CARD.firstName}
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => set("firstName", e.target.value)}
            error={errors.firstName}
          />
          <TextField
            label={PROFILE_CARD.lastName}
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => set("lastName", e.target.value)}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={PROFILE_CARD.email}
          type="email"
          autoComplete="email"
          value={form.email}
          readOnly={!user.hasLocalAuth}
          hint={user.hasLocalAuth ? undefined : PROFILE_CARD.ssoEmailHint}
          onChange={(e) => set("email", e.target.value)}
          error={errors.email}
        />
        <PendingEmailNotice />
        {emailChanged && (
          <TextField
            label={PROFILE_CARD.currentPassword}
            hint={PROFILE_CARD.currentPasswordHint}
            type="password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={(e) => set("currentPassword", e.target.value)}
            error={errors.currentPassword}
            data-testid="input-profile-current-password"
          />
        )}
        <FormError message={errors[FORM_MESSAGE]} />
        <div>
          <Button
            type="submit"
            disabled={update.isPending || !changed}
            data-testid="button-update-profile"
          >
            {update.isPending ? PROFILE_CARD.updating : PROFILE_CARD.update}
          </Button>
        </div>
      </form>
      <dl className="grid gap-4 border-t pt-4 text-sm sm:grid-cols-3">
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">{PROFILE_CARD.created}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">{PROFILE_CARD.subscription}</dt>
          <dd className="capitalize">
            {PROFILE_CARD.subscriptionValue(user.subscriptionTier, user.subscriptionStatus)}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">{PROFILE_CARD.userId}</dt>
          <dd className="break-all font-mono text-xs">{user.id}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
