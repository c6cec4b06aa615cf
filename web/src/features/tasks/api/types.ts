/** Shapes of the tasks calls' answers (spec part 2 §3, §7), as the web reads them. */
import type { RiskLevel, TaskStatus } from "../../../../../domain/tasks.ts";
import type { TaskPayload } from "../../../../../api/schemas/tasks.ts";

export type { RiskLevel, TaskPayload, TaskStatus };

/** A legal update linked to a task. */
export interface LinkedUpdate {
  id: number;
  title: string;
  sourceUrl: string;
}

/** A task of GET /api/tasks. Timestamps are ISO strings; dueDate is 'yyyy-MM-dd'. */
export interface Task {
  id: number;
  title: string;
  description: string | null;
  ownerName: string | null;
  department: string | null;
  dueDate: string | null;
  status: TaskStatus;
  riskScore: RiskLevel;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  userId: string;
  /** True when the signed-in user created it (only they may delete it). */
  isOwner: boolean;
  owner: { firstName: string | null; lastName: string | null; email: string };
  legalUpdates: LinkedUpdate[];
}

/** A favorite legal update offered for linking (spec part 2 §3). */
export interface LinkableUpdate {
  id: number;
  title: string;
  jurisdictionName: string | null;
  aiCategory: string | null;
}
