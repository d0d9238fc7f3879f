import { type AdminSales } from '@handloom/shared';
import { formatRupeesShort } from '../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { adminMessages } from '../../messages/admin-messages.ts';
import { salesQuery } from './admin-api.ts';
import { formatDay } from './admin-format.ts';

const m = adminMessages.chart;

type Day = AdminSales['days'][number];

/** Orders and revenue per day over the last 30 days: two bar charts, their summary in words, and the figures as a table. */
export function SalesChart() {
  const sales = useQuery(salesQuery);
  const headingId = useId();
  if (sales.isPending) return <Spinner />;
  if (sales.isError) return <FormAlert tone="error">{m.failed}</FormAlert>;
  const { days } = sales.data;
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenuePaise, 0);
  const busiest = days.reduce<Day | null>((best, day) => (day.orders > 0 && (!best || day.orders > best.orders) ? day : best), null);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-maroon-100 bg-white p-5 shadow-sm dark:border-ink-700 dark:bg-ink-800">
      <h2 id={headingId} className="font-serif text-xl font-semibold text-maroon-800 dark:text-zari-300">
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {m.summary(orders, formatRupeesShort(revenue), busiest ? `${formatDay(busiest.date)} (${busiest.orders})` : null)}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <DailyBars title={m.orders} days={days} value={(day) => day.orders} format={(value) => String(value)} />
        <DailyBars title={m.revenue} days={days} value={(day) => day.revenuePaise} format={formatRupeesShort} />
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-maroon-800 underline-offset-4 hover:underline dark:text-zari-300">{m.showTable}</summary>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{m.note}</p>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{m.title}</caption>
            <thead>
              <tr className="border-b border-maroon-100 dark:border-ink-700">
                <th scope="col" className="py-1 pr-4">
                  {m.date}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {m.ordersColumn}
                </th>
                <th scope="col" className="py-1 text-right">
                  {m.revenueColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-maroon-50 dark:border-ink-700">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatDay(day.date)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{day.orders}</td>
                  <td className="py-1 text-right tabular-nums">{formatRupeesShort(day.revenuePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

const WIDTH = 600;
const HEIGHT = 180;
const LEFT = 8;
const TOP = 22;
const BOTTOM = 22;

interface DailyBarsProps {
  title: string;
  days: Day[];
  value: (day: Day) => number;
  format: (value: number) => string;
}

/** One series as bars, drawn in the text colour's family so it reads in light and dark. */
function DailyBars({ title, days, value, format }: DailyBarsProps) {
  const titleId = useId();
  const max = Math.max(1, ...days.map(value));
  const slot = (WIDTH - LEFT * 2) / Math.max(1, days.length);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure>
      <figcaption id={titleId} className="mb-1 text-sm font-semibold">
        {title}
      </figcaption>
      {/* The figures are in the summary above and the table below; the bars are a picture of them. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="h-auto w-full text-ink-900 dark:text-cream-100">
        <text x={LEFT} y={14} className="fill-current text-[13px]">
          {format(max === 1 && days.every((day) => value(day) === 0) ? 0 : max)}
        </text>
        <line
          x1={LEFT}
          x2={WIDTH - LEFT}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-stone-500 dark:stroke-stone-400"
          strokeWidth={1}
        />
        {days.map((day, index) => {
          const height = (value(day) / max) * plotHeight;
          return (
            <rect
              key={day.date}
              x={LEFT + index * slot + slot * 0.15}
              y={HEIGHT - BOTTOM - height}
              width={slot * 0.7}
              height={Math.max(height, 0)}
              rx={2}
              className="fill-maroon-700 dark:fill-zari-400"
            >
              <title>{m.dayValue(formatDay(day.date), format(value(day)))}</title>
            </rect>
          );
        })}
        {first ? (
          <text x={LEFT} y={HEIGHT - 5} className="fill-current text-[13px]">
            {formatDay(first.date)}
          </text>
        ) : null}
        {last ? (
          <text x={WIDTH - LEFT} y={HEIGHT - 5} textAnchor="end" className="fill-current text-[13px]">
            {formatDay(last.date)}
          </text>
        ) : null}
      </svg>
    </figure>
  );
}
