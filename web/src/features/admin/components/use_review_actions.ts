/**
 * The portal's review calls with their toasts (spec part 2 §8): one status (its toast offers an
 * Undo, issue 25), the category alone, and bulk status. Busy ids let rows disable their buttons
 * while their call runs.
 */
import { useState } from "react";
import type { UpdateStatus } from "@domain/legal_updates.ts";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useBulkUpdateStatus } from "../api/bulk_status.ts";
import { useEditUpdate } from "../api/edit_update.ts";
import { useUpdateStatus } from "../api/update_status.ts";
import { STATUS_LABELS, TOASTS, UNDO } from "../strings.ts";
import { statusToastWithUndo } from "./status_toast.tsx";

/** Options of a status change: a rejection's reason, and who to tell when it is undone. */
export interface StatusOptions {
  reason?: string;
  onUndone?: (restored: AdminUpdate) => void;
}

/** The review calls; each answers true when it succeeded. */
export function useReviewActions() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const statusCall = useUpdateStatus();
  const editCall = useEditUpdate();
  const bulkCall = useBulkUpdateStatus();

  async function whileBusy(ids: number[], work: () => Promise<void>): Promise<boolean> {
    setBusyIds((current) => new Set([...current, ...ids]));
    try {
      await work();
      return true;
    } catch {
      return false;
    } finally {
      setBusyIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  }

  /** Puts `update` back in the status it had (`update.status`), through the same call. */
  const undo = (update: AdminUpdate, options: StatusOptions) =>
    whileBusy([update.id], async () => {
      try {
        const restored = await statusCall.mutateAsync({ id: update.id, status: update.status });
        toast({ title: UNDO.undone(STATUS_LABELS[update.status]) });
        options.onUndone?.(restored);
      } catch (error) {
        toastError(TOASTS.error, error, TOASTS.statusFailed);
        throw error;
      }
    });

  /** Changes one status; answers the updated update, or null when the call failed. */
  const setStatus = async (
    update: AdminUpdate,
    status: UpdateStatus,
    options: StatusOptions = {},
  ): Promise<AdminUpdate | null> => {
    let answer: AdminUpdate | null = null;
    await whileBusy([update.id], async () => {
      try {
        answer = await statusCall.mutateAsync({ id: update.id, status, reason: options.reason });
        statusToastWithUndo(() => void undo(update, options));
      } catch (error) {
        toastError(TOASTS.error, error, TOASTS.statusFailed);
        throw error;
      }
    });
    return answer;
  };

  const setCategory = (update: AdminUpdate, aiCategory: string) =>
    whileBusy([update.id], async () => {
      try {
        await editCall.mutateAsync({ id: update.id, aiCategory });
        toast({ title: TOASTS.categoryUpdated });
      } catch (error) {
        toastError(TOASTS.error, error, TOASTS.categoryFailed);
        throw error;
      }
    });

  const setBulkStatus = (ids: number[], status: UpdateStatus) => {
    if (ids.length === 0) {
      toast({ variant: "destructive", ...TOASTS.noSelection });
      return Promise.resolve(false);
    }
    return whileBusy(ids, async () => {
      try {
        await bulkCall.mutateAsync({ ids, status });
        toast({ title: TOASTS.bulkUpdated });
      } catch (error) {
        toastError(TOASTS.error, error, TOASTS.bulkFailed);
        throw error;
      }
    });
  };

  return {
    busyIds,
    setStatus,
    undo,
    setCategory,
    setBulkStatus,
    bulkBusy: bulkCall.isPending,
  };
}
