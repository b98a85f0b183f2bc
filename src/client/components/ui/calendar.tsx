// A month calendar (WAI-ARIA date grid): the week starts on the locale's first day, arrows move by day and
// week, Page Up/Down by month, Home/End to the week's ends; one tab stop, on the focused day.
import {
  addDays,
  addMonths,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
  type Locale,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/client/lib/cn';
import { LONG_DATE } from '@/client/lib/date-locale';
import { Button } from './button';

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface CalendarProps {
  value: Date;
  onChange(date: Date): void;
  locale: Locale;
  weekStartsOn: WeekDay;
  labels: { previousMonth: string; nextMonth: string };
  /** Days after this one cannot be chosen. */
  max?: Date;
}

const MOVES: Record<string, (day: Date, weekStartsOn: WeekDay) => Date> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
  Home: (d, weekStartsOn) => startOfWeek(d, { weekStartsOn }),
  End: (d, weekStartsOn) => endOfWeek(d, { weekStartsOn }),
};

/** The weeks shown for a month: whole weeks from the one holding the 1st. */
export function monthWeeks(month: Date, weekStartsOn: WeekDay): Date[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn });
  const weeks: Date[][] = [];
  for (let day = first; weeks.length === 0 || isSameMonth(day, month);) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  }
  return weeks;
}

export function Calendar({ value, onChange, locale, weekStartsOn, labels, max }: CalendarProps) {
  const [focused, setFocused] = useState(value);
  const [moved, setMoved] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(focused, weekStartsOn);
  const allowed = (day: Date) => !max || day <= max || isSameDay(day, max);

  useEffect(() => {
    // Keyboard moves carry the focus to the new day, also across months.
    if (moved) grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focused, moved]);

  function onKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    setMoved(true);
    setFocused((day) => move(day, weekStartsOn));
  }

  return (
    <div className="rounded-2xl border border-slate-200 p-3">
      <div className="mb-2 flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label={labels.previousMonth}
          onClick={() => setFocused((d) => addMonths(d, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="font-semibold text-brand-900 capitalize">
          {format(focused, 'LLLL yyyy', { locale })}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={labels.nextMonth}
          disabled={max ? isSameMonth(focused, max) : false}
          onClick={() => setFocused((d) => addMonths(d, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={format(focused, 'LLLL yyyy', { locale })}
        className="w-full table-fixed text-center text-sm"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE', { locale })} className="pb-1">
                <span aria-hidden="true" className="text-xs font-semibold text-slate-600 capitalize">
                  {format(day, 'EEEEEE', { locale })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const selected = isSameDay(day, value);
                const inMonth = isSameMonth(day, focused);
                return (
                  <td key={day.toISOString()} role="gridcell" aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={isSameDay(day, focused) ? 0 : -1}
                      // aria-disabled, not disabled: a day out of range must still take the keyboard focus.
                      aria-disabled={!allowed(day)}
                      aria-label={format(day, `EEEE ${LONG_DATE}`, { locale })}
                      onClick={() => {
                        setFocused(day);
                        if (allowed(day)) onChange(day);
                      }}
                      className={cn(
                        'h-11 w-full rounded-full font-medium',
                        // Classes are not merged: exactly one colour applies.
                        !allowed(day) ? 'cursor-not-allowed text-slate-300' : !inMonth && 'text-slate-500',
                        selected ? 'bg-brand-700 font-bold text-white' : 'hover:bg-brand-50',
                      )}
                    >
                      {format(day, 'd')}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
