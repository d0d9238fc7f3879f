const dayOfMonth = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** "2024-03-05" (a calendar day) -> "5 Mar". */
export function formatDay(day: string): string {
  return dayOfMonth.format(new Date(`${day}T00:00:00Z`));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
