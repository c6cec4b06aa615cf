/**
 * User Details (spec part 2 §2): tabs Profile, Subscription and Security, a view mode and an
 * edit mode (Edit Profile / Cancel / Save Changes; Cancel returns to view).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  useDialogBusy,
} from "@/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { FormError } from "@/components/ui/field_error.tsx";
import { FORM_MESSAGE, serverErrorMap } from "@/lib/field_errors.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import type { Role } from "@domain/roles.ts";
import { UpdateUserBody } from "@api/schemas/users.ts";
import { useResetReports } from "../api/reset_reports.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { useUpdateRole } from "../api/update_role.ts";
import { useUpdateUser } from "../api/update_user.ts";
import { displayName } from "../format.ts";
import { BUTTONS, DETAILS, TOASTS } from "../strings.ts";
import { DetailsProfileTab } from "./details_profile_tab.tsx";
import { DetailsSecurityTab } from "./details_security_tab.tsx";
import { DetailsSubscriptionTab } from "./details_subscription_tab.tsx";
import { type EditForm, editFormOf, updateBodyOf } from "./edit_form.ts";

/** Props of {@link UserDetailsDialog}: open while `user` is set. */
export interface UserDetailsDialogProps {
  user: PublicUser | null;
  currentUserId: string;
  onClose: () => void;
  /** A call answered a newer version of the user. */
  onUserChange: (user: PublicUser) => void;
  /** Reset Password was chosen: the dialog closes and the confirmation takes over. */
  onResetPassword: (user: PublicUser) => void;
}

type Tab = "profile" | "subscription" | "security";

const success = (description: string) => toast({ title: "Success", description });

/** The dialog. */
export function UserDetailsDialog(props: UserDetailsDialogProps) {
  const { user, onClose } = props;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" data-testid="dialog-user-details">
        {user && <DetailsBody key={user.id} {...props} user={user} />}
      </DialogContent>
    </Dialog>
  );
}

function DetailsBody(
  { user, currentUserId, onUserChange, onResetPassword }: UserDetailsDialogProps & {
    user: PublicUser;
  },
) {
  const [tab, setTab] = useState<Tab>("profile");
  const [form, setForm] = useState<EditForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const updateUser = useUpdateUser();
  useDialogBusy(updateUser.isPending);
  const updateRole = useUpdateRole();
  const resetReports = useResetReports();
  const isSelf = user.id === currentUserId;

  function onField<K extends keyof EditForm>(key: K, value: EditForm[K]) {
    setForm((f) => f && { ...f, [key]: value });
    setErrors((e) => ({ ...e, [key]: "" }));
  }

  function cancel() {
    setForm(null);
    setErrors({});
  }

  async function save() {
    if (!form) return;
    const body = updateBodyOf(form, user);
    const parsed = UpdateUserBody.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      setTab("profile");
      return;
    }
    try {
      onUserChange(await updateUser.mutateAsync({ id: user.id, changes: body }));
      success(TOASTS.updated);
      cancel();
    } catch (error) {
      const fields = Object.keys(form);
      setErrors(serverErrorMap(error, { fields, fallback: TOASTS.updateFailed }));
      toastError(TOASTS.errorTitle, error, TOASTS.updateFailed);
    }
  }

  async function changeRole(role: Role) {
    if (role === user.role) return;
    try {
      onUserChange(await updateRole.mutateAsync({ id: user.id, role }));
      success(TOASTS.roleUpdated);
    } catch (error) {
      toastError(TOASTS.errorTitle, error, TOASTS.roleFailed);
    }
  }

  async function resetTo10() {
    try {
      onUserChange(await resetReports.mutateAsync(user.id));
      success(TOASTS.limitsReset);
    } catch (error) {
      toastError(TOASTS.errorTitle, error, TOASTS.limitsResetFailed);
    }
  }

  // Save has nothing to do until a field differs from the user's (shallow: the form is flat).
  const start = editFormOf(user);
  const changed = !!form && Object.entries(form).some(([k, v]) => start[k as keyof EditForm] !== v);
  const editButtons = (
    <div className="mt-6 grid gap-2">
      <FormError message={errors[FORM_MESSAGE]} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {form
          ? (
            <>
              <Button variant="outline" onClick={cancel} disabled={updateUser.isPending}>
                {BUTTONS.cancel}
              </Button>
              <Button
                onClick={save}
                disabled={updateUser.isPending || !changed}
                data-testid="button-save-user"
              >
                {updateUser.isPending ? BUTTONS.saving : BUTTONS.saveChanges}
              </Button>
            </>
          )
          : (
            <Button onClick={() => setForm(editFormOf(user))} data-testid="button-edit-user">
              {BUTTONS.editProfile}
            </Button>
          )}
      </div>
    </div>
  );

  const tabProps = { user, form, onField, errors, isSelf };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{DETAILS.title}</DialogTitle>
        <DialogDescription>{displayName(user)} · {user.email}</DialogDescription>
      </DialogHeader>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="grid w-full grid-cols-3">
          <TabsTrigger value="profile">{DETAILS.tabs.profile}</TabsTrigger>
          <TabsTrigger value="subscription">{DETAILS.tabs.subscription}</TabsTrigger>
          <TabsTrigger value="security">{DETAILS.tabs.security}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <DetailsProfileTab {...tabProps} />
          {editButtons}
        </TabsContent>
        <TabsContent value="subscription">
          <DetailsSubscriptionTab
            {...tabProps}
            onResetReports={resetTo10}
            resettingReports={resetReports.isPending}
          />
          {editButtons}
        </TabsContent>
        <TabsContent value="security">
          <DetailsSecurityTab
            user={user}
            isSelf={isSelf}
            onRole={changeRole}
            changingRole={updateRole.isPending}
            onResetPassword={() => onResetPassword(user)}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
