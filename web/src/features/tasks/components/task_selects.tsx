/** The status and risk drop-downs of the Task dialog; tie a Label to each with `id`. */
import { optionsOf, OptionsSelect } from "../../../components/ui/options_select.tsx";
import {
  RISK_LEVELS,
  type RiskLevel,
  TASK_STATUSES,
  type TaskStatus,
} from "../../../../../domain/tasks.ts";
import { RISK_LABELS, STATUS_LABELS } from "../strings.ts";

const STATUS_OPTIONS = optionsOf(TASK_STATUSES, STATUS_LABELS);
const RISK_OPTIONS = optionsOf(RISK_LEVELS, RISK_LABELS);

/** Open, In Progress, Completed. */
export function StatusSelect(
  { id, value, onChange }: { id: string; value: TaskStatus; onChange: (v: TaskStatus) => void },
) {
  return (
    <OptionsSelect
      value={value}
      onChange={onChange}
      options={STATUS_OPTIONS}
      id={id}
      data-testid="select-task-status"
    />
  );
}

/** Low, Medium, High. */
export function RiskSelect(
  { id, value, onChange }: { id: string; value: RiskLevel; onChange: (v: RiskLevel) => void },
) {
  return (
    <OptionsSelect
      value={value}
      onChange={onChange}
      options={RISK_OPTIONS}
      id={id}
      data-testid="select-task-risk"
    />
  );
}
