import { Menu, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

// The panel's views in groups, the way content systems lay them out: on a desktop a sidebar of
// group headings, each over a vertical list of tabs; on a phone a bar naming the open view and
// a menu of the same groups. The views' content is one tab panel beside the sidebar or under
// the bar. Which view is open belongs to the caller (the URL), so a view chosen here is only
// asked for: a form with unsaved changes may keep it from opening.

/** PanelGroup is a heading of the navigation. */
export interface PanelGroup {
  id: string;
  label: string;
}

/** PanelView is one view of the panel: its tab, its place in a group, and what it shows. */
export interface PanelView {
  /** value names the view in the URL (?tab=value). */
  value: string;
  label: string;
  /** group is the id of the PanelGroup it is listed under. */
  group: string;
  icon: LucideIcon;
  Panel: () => React.JSX.Element;
  /**
   * Badge shows a count beside the view's name, and on the phone's menu button: a number shown
   * to the eye (aria-hidden) and the same in words for a screen reader ("(3 unread)"), or
   * nothing while there is nothing to count.
   */
  Badge?: () => React.JSX.Element | null;
}

/**
 * PanelNavigation lists the views in their groups (a group with no view is left out) and shows
 * the open one. onChoose asks for another view; replace is set when the arrow keys walk the
 * tabs, so walking through them does not fill the browser's history.
 */
export function PanelNavigation({
  label,
  groups,
  views,
  current,
  onChoose,
}: {
  /** label names the navigation and the phone's menu. */
  label: string;
  groups: PanelGroup[];
  views: PanelView[];
  current: string;
  onChoose: (value: string, how: { replace: boolean }) => void;
}) {
  const id = useId();
  const tabId = (value: string) => `${id}tab-${value}`;
  const headingId = (group: string) => `${id}group-${group}`;
  const open = views.find((v) => v.value === current) ?? views[0];
  const listed = groups.map((g) => ({ ...g, views: views.filter((v) => v.group === g.id) })).filter((g) => g.views.length > 0);
  const sidebar = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const openItem = useRef<HTMLButtonElement>(null);

  const choose = (value: string, replace = false) => {
    if (value !== open.value) onChoose(value, { replace });
  };

  // The groups' lists are one list to the arrow keys, as one vertical tab list: Down and Up
  // move to the next and the previous tab (round at the ends), Home and End to the first and
  // the last, and the tab the focus lands on opens.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const tabs = Array.from(sidebar.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const at = tabs.indexOf(event.currentTarget);
    const next = { ArrowDown: tabs[(at + 1) % tabs.length], ArrowUp: tabs[(at - 1 + tabs.length) % tabs.length], Home: tabs[0], End: tabs.at(-1) }[
      event.key
    ];
    if (!next || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    next.focus();
    choose(next.dataset.view!, true);
  };

  const { Panel, icon: OpenIcon } = open;
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <nav aria-label={label} className="hidden lg:sticky lg:top-6 lg:block">
        <div ref={sidebar} className="max-h-[calc(100vh-3rem)] overflow-y-auto rounded-lg border border-border bg-white p-2 shadow-sm">
          {listed.map((group) => (
            <div key={group.id} className="pb-1 not-first:mt-1 not-first:border-t not-first:border-border not-first:pt-1">
              <h2 id={headingId(group.id)} className={groupHeadingClasses}>
                {group.label}
              </h2>
              <div role="tablist" aria-labelledby={headingId(group.id)} aria-orientation="vertical" className="flex flex-col gap-0.5">
                {group.views.map((view) => {
                  const selected = view.value === open.value;
                  return (
                    <button
                      key={view.value}
                      type="button"
                      role="tab"
                      id={tabId(view.value)}
                      data-view={view.value}
                      aria-selected={selected}
                      aria-controls={selected ? `${id}panel` : undefined}
                      tabIndex={selected ? 0 : -1}
                      onClick={() => choose(view.value)}
                      onKeyDown={onTabKeyDown}
                      className={itemClasses(selected)}
                    >
                      <ViewName view={view} selected={selected} />
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </nav>

      <div className="min-w-0">
        <div className="mb-4 flex items-center gap-3 rounded-lg border border-border bg-white py-2 pl-3 pr-2 shadow-sm lg:hidden">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
            <OpenIcon className="h-5 w-5" aria-hidden />
          </span>
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs text-muted-foreground">{groups.find((g) => g.id === open.group)?.label}</span>
            <span className="block truncate text-sm font-semibold">{open.label}</span>
          </p>
          <Sheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={label}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              openItem.current?.focus();
            }}
            trigger={
              <Button variant="outline" size="sm" className="shrink-0">
                <Menu className="h-4 w-4" aria-hidden />
                Menu
                {views.map(({ value, Badge }) => (Badge ? <Badge key={value} /> : null))}
              </Button>
            }
          >
            {listed.map((group) => (
              <section key={group.id} aria-labelledby={`${headingId(group.id)}-menu`} className="not-first:mt-3 not-first:border-t not-first:border-border not-first:pt-3">
                <h3 id={`${headingId(group.id)}-menu`} className={groupHeadingClasses}>
                  {group.label}
                </h3>
                <ul className="flex flex-col gap-0.5">
                  {group.views.map((view) => {
                    const selected = view.value === open.value;
                    return (
                      <li key={view.value}>
                        <button
                          type="button"
                          ref={selected ? openItem : undefined}
                          aria-current={selected ? 'page' : undefined}
                          onClick={() => {
                            setMenuOpen(false);
                            choose(view.value);
                          }}
                          className={cn(itemClasses(selected), 'py-2.5')}
                        >
                          <ViewName view={view} selected={selected} />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </Sheet>
        </div>

        <div
          role="tabpanel"
          id={`${id}panel`}
          aria-labelledby={tabId(open.value)}
          tabIndex={0}
          className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        >
          <Panel key={open.value} />
        </div>
      </div>
    </div>
  );
}

const groupHeadingClasses = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground';

function itemClasses(selected: boolean): string {
  return cn(
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
    selected ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

/** ViewName is a view's icon, name and count, as the sidebar and the menu list it. */
function ViewName({ view, selected }: { view: PanelView; selected: boolean }) {
  const { icon: Icon, Badge } = view;
  return (
    <>
      <Icon className={cn('h-4 w-4 shrink-0', selected ? 'text-primary' : 'text-muted-foreground')} aria-hidden />
      <span className="min-w-0 flex-1 truncate">{view.label}</span>
      {Badge ? <Badge /> : null}
    </>
  );
}
