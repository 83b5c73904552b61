import { CheckCircle2, CircleDot, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { RichText } from '@/components/ui/rich-text';
import type { RoadmapItem, RoadmapStatus } from '@/content/schema';

/** RoadmapList is the listing roadmap with its status badges (spec §4: green check, blue, outline). */
export function RoadmapList({ items, statusLabels }: { items: RoadmapItem[]; statusLabels: Record<RoadmapStatus, string> }) {
  return (
    <ol className="relative space-y-6 border-l-2 border-border pl-8">
      {items.map((item) => (
        <li key={item.period} className="relative">
          <span className="absolute -left-[2.65rem] top-0.5 flex h-7 w-7 items-center justify-center rounded-full bg-white">
            {item.status === 'completed' ? (
              <CheckCircle2 className="h-7 w-7 text-emerald-600" aria-hidden />
            ) : item.status === 'ongoing' ? (
              <CircleDot className="h-7 w-7 text-sky-600" aria-hidden />
            ) : (
              <Clock className="h-6 w-6 text-muted-foreground" aria-hidden />
            )}
          </span>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-bold">{item.period}</h3>
            <Badge tone={item.status === 'completed' ? 'success' : item.status === 'ongoing' ? 'info' : 'outline'}>
              {statusLabels[item.status]}
            </Badge>
          </div>
          <p className="mt-1 font-semibold">{item.title}</p>
          <RichText value={item.description} className="text-sm text-muted-foreground" />
        </li>
      ))}
    </ol>
  );
}
