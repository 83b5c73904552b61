import { Area, ComposedChart, CartesianGrid, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartLabel, type Point } from '../lib/insights';

/**
 * VisitsChart draws visitors and views per day (per month over long ranges), with the
 * visitors of the period before as a dashed line for comparison. Recharts draws it: the
 * React chart library most used and kept up, declarative like the rest of the panel, with
 * keyboard access to its points; it loads with the Insights tab alone.
 */
export default function VisitsChart({ series, previous, bucket }: { series: Point[]; previous: Point[]; bucket: 'day' | 'month' }) {
  const data = series.map((p, i) => ({
    label: chartLabel(p.date, bucket),
    visitors: p.visitors,
    views: p.views,
    before: previous[i]?.visitors ?? 0,
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#dbe4ea" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={48} />
        <Tooltip />
        <Legend verticalAlign="top" height={28} iconType="plainline" />
        <Area type="monotone" dataKey="views" name="Views" stroke="#0b7a66" fill="#0b7a66" fillOpacity={0.08} strokeWidth={2} isAnimationActive={false} />
        <Area type="monotone" dataKey="visitors" name="Visitors" stroke="#0f5f8c" fill="#0f5f8c" fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
        <Line type="monotone" dataKey="before" name="Visitors, period before" stroke="#4e6173" strokeDasharray="4 4" dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
