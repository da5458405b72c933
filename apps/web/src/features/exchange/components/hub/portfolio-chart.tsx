import type { PortfolioPoint } from '@app/contract';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFiat } from '../../../../lib/format';
import type { LocalCurrency } from '../../../../lib/local-currency';

const axisDate = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short' });
const axisTime = new Intl.DateTimeFormat('en-NG', { hour: 'numeric' });

/**
 * The portfolio's value over time (recharts). Plotting needs numbers: the server's decimal strings
 * become numbers here for drawing only, and every label is formatted from the string itself.
 */
export function PortfolioChart({
  points,
  currency,
  hourly,
}: {
  points: PortfolioPoint[];
  currency: LocalCurrency;
  hourly: boolean;
}) {
  const data = points.map((p) => ({
    at: new Date(p.at).getTime(),
    value: Number(currency === 'NGN' ? p.ngn_value : p.usd_value),
    label: formatFiat(currency === 'NGN' ? p.ngn_value : p.usd_value, currency),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id="portfolio-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.12} />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(t: number) => (hourly ? axisTime : axisDate).format(new Date(t))}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          stroke="currentColor"
          strokeOpacity={0.3}
          minTickGap={24}
        />
        <YAxis
          width={72}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          stroke="currentColor"
          strokeOpacity={0.3}
          tickFormatter={(v: number) =>
            new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 }).format(v)
          }
        />
        <Tooltip
          formatter={(_value, _name, item) => [(item.payload as { label: string }).label, 'Value']}
          labelFormatter={(t) => new Date(Number(t)).toLocaleString('en-NG')}
          // A white card with dark text in both themes (the chart's own colour is the theme's grey).
          contentStyle={{ borderRadius: 12, fontSize: 13, backgroundColor: '#ffffff', color: '#0f172a' }}
          labelStyle={{ color: '#334155' }}
          itemStyle={{ color: '#0f172a' }}
        />
        <Area
          type="monotone"
          dataKey="value"
          stroke="var(--color-brand-600)"
          strokeWidth={2}
          fill="url(#portfolio-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
