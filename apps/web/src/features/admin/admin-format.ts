import { formatCalendarDay } from '../../lib/format.ts';

/** "2024-03-05" (a calendar day) -> "5 Mar". */
export function formatDay(day: string): string {
  return formatCalendarDay(day);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
