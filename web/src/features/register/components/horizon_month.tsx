/**
 * The horizon as a month (issue 29): a calendar grid of one month with the items on their days,
 * previous / next month, moved through with the keyboard as WAI-ARIA's grid pattern says (the
 * chosen day's items are listed under the grid, with their links and buttons). Below Tailwind's
 * `sm` the grid gives way to a list of the month's days that have items.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { addMonths, format, isSameDay, isSameMonth, parseISO, startOfMonth } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { HorizonItem } from "@api/schemas/register.ts";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { dayAfterKey, dayKey, itemsByDay, monthWeeks } from "../horizon_calendar.ts";
import { HORIZON_TEXT as T } from "../horizon_strings.ts";
import { HorizonItemList } from "./horizon_item.tsx";

const LONG_DAY = "EEEE, MMMM d, yyyy";
const SHOWN_PER_DAY = 2;

function DayCell(
  { day, month, items, chosen, today, onChoose, onKeyDown }: {
    day: Date;
    month: Date;
    items: readonly HorizonItem[];
    chosen: boolean;
    today: boolean;
    onChoose: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  },
) {
  return (
    <td
      role="gridcell"
      tabIndex={chosen ? 0 : -1}
      aria-selected={chosen}
      aria-current={today ? "date" : undefined}
      data-day={dayKey(day)}
      onClick={onChoose}
      onKeyDown={onKeyDown}
      className={cn(
        "h-24 cursor-pointer overflow-hidden border border-border p-1 align-top text-xs outline-none",
        "focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset",
        isSameMonth(day, month) ? "bg-white" : "bg-muted text-muted-foreground",
        chosen && "bg-blue-50",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-flex size-6 items-center justify-center rounded-full",
          today && "bg-primary font-semibold text-primary-foreground",
        )}
      >
        {format(day, "d")}
      </span>
      <span className="sr-only">
        {format(day, LONG_DAY)}
        {items.length > 0 && `, ${T.dayItems(items.length)}: `}
      </span>
      {items.slice(0, SHOWN_PER_DAY).map((item, i) => (
        <span key={i} className="block truncate text-slate-800" data-testid="calendar-item">
          {item.duty}
          {i < items.length - 1 && <span className="sr-only">;</span>}
        </span>
      ))}
      {items.length > SHOWN_PER_DAY && (
        <span className="block font-medium text-slate-700">
          {T.more(items.length - SHOWN_PER_DAY)}
        </span>
      )}
    </td>
  );
}

/** The month view of `items`; it opens on the month of `today`. */
export function HorizonMonth(
  { items, today = new Date() }: { items: readonly HorizonItem[]; today?: Date },
) {
  const [chosen, setChosen] = useState(today);
  const month = startOfMonth(chosen);
  const focusChosen = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const byDay = itemsByDay(items);
  const weeks = monthWeeks(month);
  const headingId = "horizon-month-heading";

  useEffect(() => {
    if (!focusChosen.current) return;
    focusChosen.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${dayKey(chosen)}"]`)?.focus();
  }, [chosen]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(chosen, event.key);
    if (!next) return;
    event.preventDefault();
    focusChosen.current = true;
    setChosen(next);
  };
  const daysWithItems = [...byDay.keys()]
    .filter((key) => key.startsWith(format(month, "yyyy-MM")))
    .sort();
  const chosenItems = byDay.get(dayKey(chosen)) ?? [];

  return (
    <div className="grid gap-4" data-testid="horizon-month">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setChosen(addMonths(chosen, -1))}
        >
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{T.previousMonth}</span>
        </Button>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900" aria-live="polite">
          {format(month, "MMMM yyyy")}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setChosen(addMonths(chosen, 1))}>
          <span className="sr-only sm:not-sr-only">{T.nextMonth}</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p className="hidden text-xs text-muted-foreground sm:block" id="horizon-month-hint">
        {T.calendarHint}
      </p>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={headingId}
        aria-describedby="horizon-month-hint"
        className="hidden w-full table-fixed border-collapse sm:table"
      >
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th
                key={day.getDay()}
                scope="col"
                abbr={format(day, "EEEE")}
                className="p-1 text-xs font-medium text-muted-foreground"
              >
                {format(day, "EEE")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => (
                <DayCell
                  key={dayKey(day)}
                  day={day}
                  month={month}
                  items={byDay.get(dayKey(day)) ?? []}
                  chosen={isSameDay(day, chosen)}
                  today={isSameDay(day, today)}
                  onChoose={() => setChosen(day)}
                  onKeyDown={onKeyDown}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section
        aria-labelledby="horizon-chosen-day"
        className="hidden gap-2 sm:grid"
        data-testid="horizon-chosen-day"
      >
        <h3 id="horizon-chosen-day" className="text-base font-semibold text-slate-900">
          {T.dueOn(format(chosen, LONG_DAY))}
        </h3>
        {chosenItems.length > 0
          ? <HorizonItemList items={chosenItems} />
          : <p className="text-sm text-muted-foreground">{T.nothingOn}</p>}
      </section>
      <div className="grid gap-4 sm:hidden" data-testid="horizon-month-list">
        {daysWithItems.length === 0
          ? <p className="text-sm text-muted-foreground">{T.monthEmpty}</p>
          : daysWithItems.map((key) => (
            <section key={key} aria-labelledby={`horizon-day-${key}`} className="grid gap-2">
              <h3 id={`horizon-day-${key}`} className="text-base font-semibold text-slate-900">
                {format(parseISO(key), LONG_DAY)}
              </h3>
              <HorizonItemList items={byDay.get(key) ?? []} />
            </section>
          ))}
      </div>
    </div>
  );
}
