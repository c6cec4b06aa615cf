/**
 * User Management (spec part 2 §2): header with Export CSV and Add User, Search & Filters, the
 * 'All Users' table with pagination, and the details, confirmation and reset dialogs.
 */
import { useState } from "react";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Pagination } from "@/components/pagination.tsx";
import { CardContent, CardHeader, CardTitle, TableCard } from "@/components/ui/card.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { USERS_PAGE_SIZE } from "@api/schemas/users.ts";
import { useDeleteUser } from "../api/delete_user.ts";
import { useResetPassword } from "../api/reset_password.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { NO_FILTERS, type UserFilterState } from "../api/user_filters.ts";
import { useUsers } from "../api/users_list.ts";
import { PAGINATION, TABLE, TITLE, TOASTS } from "../strings.ts";
import { useDebouncedValue } from "@/lib/use_debounced_value.ts";
import { AddUserDialog } from "./add_user_dialog.tsx";
import { ConfirmDeleteDialog, ConfirmResetDialog } from "./confirm_dialogs.tsx";
import { ExportButton } from "./export_button.tsx";
import { PasswordResetDialog, type ResetResult } from "./password_reset_dialog.tsx";
import { UserDetailsDialog } from "./user_details_dialog.tsx";
import { UserFilters } from "./user_filters.tsx";
import { UsersTable } from "./users_table.tsx";

/** Most page-number buttons under the table (spec part 2 §9). */
const MAX_PAGE_BUTTONS = 7;

/** Debounce time of the search box (spec part 2 §4, §9). */
const SEARCH_DEBOUNCE_MS = 300;

/** The screen; `currentUserId` hides the harmful actions on one's own row. */
export function UsersScreen({ currentUserId }: { currentUserId: string }) {
  const [filters, setFilters] = useState<UserFilterState>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const applied = { ...filters, search };
  const list = useUsers(applied, page);
  const [details, setDetails] = useState<PublicUser | null>(null);
  const [confirmReset, setConfirmReset] = useState<PublicUser | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<PublicUser | null>(null);
  const [resetResult, setResetResult] = useState<ResetResult | null>(null);
  const resetPassword = useResetPassword();
  const deleteUser = useDeleteUser();

  // The page goes back to 1 whenever the (debounced) search or a filter changes.
  const [appliedKey, setAppliedKey] = useState(JSON.stringify(applied));
  if (appliedKey !== JSON.stringify(applied)) {
    setAppliedKey(JSON.stringify(applied));
    setPage(1);
  }

  async function doReset(user: PublicUser) {
    setConfirmReset(null);
    try {
      const { temporaryPassword } = await resetPassword.mutateAsync(user.id);
      setResetResult({ email: user.email, temporaryPassword });
      toast({ title: "Success", description: TOASTS.passwordReset });
    } catch (error) {
      toastError(TOASTS.errorTitle, error, TOASTS.resetFailed);
    }
  }

  async function doDelete(user: PublicUser) {
    setConfirmDelete(null);
    try {
      await deleteUser.mutateAsync(user.id);
      toast({ title: "Success", description: TOASTS.deleted });
    } catch (error) {
      toastError(TOASTS.errorTitle, error, TOASTS.deleteFailed);
    }
  }

  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <>
            <ExportButton filters={applied} />
            <AddUserDialog />
          </>
        }
      />
      <UserFilters filters={filters} onChange={setFilters} total={list.data?.total} />
      <TableCard>
        <CardHeader className="max-md:px-0">
          <CardTitle as="h2">{TABLE.title}</CardTitle>
        </CardHeader>
        <CardContent className="max-md:px-0">
          <UsersTable
            users={list.data?.users}
            loading={list.isLoading}
            failed={list.isError}
            currentUserId={currentUserId}
            onView={setDetails}
            onResetPassword={setConfirmReset}
            onDelete={setConfirmDelete}
          />
          <Pagination
            page={page}
            pageSize={USERS_PAGE_SIZE}
            maxButtons={MAX_PAGE_BUTTONS}
            total={list.data?.total ?? 0}
            onPage={setPage}
            text={PAGINATION}
            summaryTestId="text-showing"
            hideSinglePage
            chevrons
            className="pt-4"
          />
        </CardContent>
      </TableCard>
      <UserDetailsDialog
        user={details}
        currentUserId={currentUserId}
        onClose={() => setDetails(null)}
        onUserChange={setDetails}
        onResetPassword={(user) => {
          setDetails(null);
          setConfirmReset(user);
        }}
      />
      <ConfirmResetDialog
        user={confirmReset}
        onCancel={() => setConfirmReset(null)}
        onConfirm={doReset}
      />
      <ConfirmDeleteDialog
        user={confirmDelete}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={doDelete}
      />
      <PasswordResetDialog result={resetResult} onClose={() => setResetResult(null)} />
    </>
  );
}
