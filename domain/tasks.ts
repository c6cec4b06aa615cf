/** The vocabulary of compliance tasks (spec part 2 §3, §4). */

/** A task's progress. */
export const TASK_STATUSES = ["open", "in-progress", "completed"] as const;

/** A task status. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task's risk score. */
export const RISK_LEVELS = ["low", "medium", "high"] as const;

/** A risk level. */
export type RiskLevel = (typeof RISK_LEVELS)[number];
