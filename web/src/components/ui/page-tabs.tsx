import { createContext, use, useId, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// Tabs for the public pages, as WAI-ARIA's tabs pattern describes them (a tablist of tab
// buttons, one tabpanel shown; arrow keys, Home and End move between the tabs and select the
// one reached, Tab moves on to the panel), in a few lines of the page's own code rather than
// a library's: the admin panel's forms use Radix's (tabs.tsx), which a visitor never loads.

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('a tab is outside its <Tabs>');
  return state;
}

const triggerId = (state: TabsState, value: string) => `${state.id}-tab-${value}`;
const panelId = (state: TabsState, value: string) => `${state.id}-panel-${value}`;

/** Tabs holds the selected tab, defaultValue at first. */
export function Tabs({ defaultValue, className, children }: { defaultValue: string; className?: string; children: ReactNode }) {
  const [value, select] = useState(defaultValue);
  const id = useId();
  return (
    <TabsContext value={{ value, select, id }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const keyMoves: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** TabsList is the row of tabs; it scrolls sideways on narrow screens rather than wrapping. */
export function TabsList({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  const state = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    const next = tabs[move(at, tabs.length)];
    next.focus();
    state.select(next.dataset.value!);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn('flex w-full gap-1 overflow-x-auto rounded-lg border border-border bg-white p-1', className)}
      {...props}
    />
  );
}

/** TabsTrigger is one tab; only the selected one is in the page's tab order. */
export function TabsTrigger({ value, className, ...props }: Omit<ComponentPropsWithoutRef<'button'>, 'value'> & { value: string }) {
  const state = useTabs();
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(state, value)}
      aria-selected={selected}
      aria-controls={panelId(state, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      onClick={() => state.select(value)}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
        'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** TabsContent is the panel of one tab, in the page only while its tab is selected. */
export function TabsContent({ value, className, ...props }: Omit<ComponentPropsWithoutRef<'div'>, 'value'> & { value: string }) {
  const state = useTabs();
  if (state.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(state, value)}
      aria-labelledby={triggerId(state, value)}
      tabIndex={0}
      data-state="active"
      className={cn('mt-6 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
