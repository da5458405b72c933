import { volumeTypes, type AnalyticsDay, type VolumeType } from '@app/contract';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../../lib/format';

export const volumeColors: Record<VolumeType, string> = {
  deposit: '#059669',
  withdrawal: '#dc2626',
  transfer: '#2563eb',
  swap: '#7c3aed',
  bill: '#d97706',
  split: '#0891b2',
};
const names: Record<VolumeType, string> = {
  deposit: 'Deposits',
  withdrawal: 'Withdrawals',
  transfer: 'Transfers',
  swap: 'Swaps',
  bill: 'Bills',
  split: 'Splits',
};

/** Axis ticks stay short at any scale ("$1.2M", "$900K", "1.5K"), so none is cut off at the chart's edge. */
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export const usdTick = (v: number) => compactUsd.format(v);
export const countTick = (v: number) => compactCount.format(v);

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Daily volume in USD, stacked by type. Chart heights need numbers; the figures shown come from the server's strings. */
export function VolumeChart({ series }: { series: AnalyticsDay[] }) {
  const data = series.map((d) => ({
    date: d.date,
    ...Object.fromEntries(volumeTypes.map((t) => [t, Number(d.volume_usd[t])])),
  }));
  return (
    <div className="h-72 text-slate-600 dark:text-slate-300" data-testid="volume-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis tick={{ fill: 'currentColor', fontSize: 12 }} width={56} tickFormatter={usdTick} />
          <Tooltip
            formatter={(value, name) => [formatUsd(String(value)), names[name as VolumeType] ?? String(name)]}
            labelFormatter={(label) => shortDate(String(label))}
            contentStyle={{ borderRadius: 12, fontSize: 13 }}
          />
          <Legend formatter={(value) => names[value as VolumeType] ?? value} wrapperStyle={{ fontSize: 12 }} />
          {volumeTypes.map((t) => (
            <Bar key={t} dataKey={t} stackId="volume" fill={volumeColors[t]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function UsersFeesChart({ series }: { series: AnalyticsDay[] }) {
  const data = series.map((d) => ({ date: d.date, new_users: d.new_users, fees: Number(d.fees_usd) }));
  return (
    <div className="h-64 text-slate-600 dark:text-slate-300" data-testid="users-fees-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis
            yAxisId="users"
            allowDecimals={false}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            width={40}
            tickFormatter={countTick}
          />
          <YAxis
            yAxisId="fees"
            orientation="right"
            tick={{ fill: 'currentColor', fontSize: 12 }}
            width={56}
            tickFormatter={usdTick}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'fees' ? [formatUsd(String(value)), 'Fees'] : [String(value), 'New users']
            }
            labelFormatter={(label) => shortDate(String(label))}
            contentStyle={{ borderRadius: 12, fontSize: 13 }}
          />
          <Legend
            formatter={(value) => (value === 'fees' ? 'Fees (USD)' : 'New users')}
            wrapperStyle={{ fontSize: 12 }}
          />
          <Bar yAxisId="users" dataKey="new_users" fill="#059669" isAnimationActive={false} />
          <Bar yAxisId="fees" dataKey="fees" fill="#d97706" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
