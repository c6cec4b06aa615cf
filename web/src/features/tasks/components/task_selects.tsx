/** The status and risk drop-downs of the Task dialog; tie a Label to each with `id`. */
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import {
  RISK_LEVELS,
  type RiskLevel,
  TASK_STATUSES,
  type TaskStatus,
} from "../../../../../domain/tasks.ts";
import { RISK_LABELS, STATUS_LABELS } from "../strings.ts";

/** Open, In Progress, Completed. */
export function StatusSelect(
  { id, value, onChange }: { id: string; value: TaskStatus; onChange: (v: TaskStatus) => void },
) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as TaskStatus)}>
      <SelectTrigger id={id} data-testid="select-task-status">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {TASK_STATUSES.map((s) => <SelectItem key={s} value={s}>{STATUS_LABELS[s]}</SelectItem>)}
      </SelectContent>
    </Select>
  );
}

/** Low, Medium, High. */
export function RiskSelect(
  { id, value, onChange }: { id: string; value: RiskLevel; onChange: (v: RiskLevel) => void },
) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as RiskLevel)}>
      <SelectTrigger id={id} data-testid="select-task-risk">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {RISK_LEVELS.map((r) => <SelectItem key={r} value={r}>{RISK_LABELS[r]}</SelectItem>)}
      </SelectContent>
    </Select>
  );
}
