import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { arrangeBy, droppedIds, movedIds } from '@/lib/admin/ordering';
import { cn } from '@/lib/cn';

// Drag and drop is the pointer's and the finger's way to reorder. The Move up / Move down buttons
// beside each item stay the plainest way for the keyboard and screen readers (the grip answers
// the keyboard too), and a drop saves through the same write as they do.

/** A drag starts once the pointer has moved this far, so a press on the handle is never a drag. */
const ACTIVATION_DISTANCE = 5;

// Lists move only up and down; a sideways drift would only look loose.
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** SortablePlace is what an item of a SortableList renders with: its grip and its place. */
export interface SortablePlace {
  /** handle is the drag grip, to be placed inside the item. */
  handle: ReactNode;
  isFirst: boolean;
  isLast: boolean;
  /** move shifts the item one place up (-1) or down (1): the Move up / Move down buttons. */
  move: (direction: -1 | 1) => void;
}

/**
 * SortableList renders items as a ul of draggable li, each moved by its grip or by the move
 * its renderItem is given. The items show in the order to show: after a drop that is the new
 * order at once, until the list passed in (the query cache, updated optimistically) catches
 * up. onReorder gets the new ids, first to last; dropping an item where it was calls nothing.
 */
export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  layout,
  onReorder,
  className,
  itemClassName,
  handleClassName,
  readOnly = false,
  renderItem,
}: {
  items: T[];
  /** nameOf names an item on its grip and in the screen-reader announcements. */
  nameOf: (item: T) => string;
  /** layout 'grid' lets items move in both directions; 'list' keeps them in their column. */
  layout: 'grid' | 'list';
  onReorder: (ids: number[]) => void;
  /** className is the ul's; itemClassName each li's; handleClassName each grip's. */
  className?: string;
  itemClassName?: string;
  handleClassName?: string;
  /** readOnly offers no reordering: no grips, nothing moves (a viewer's list). */
  readOnly?: boolean;
  renderItem: (item: T, place: SortablePlace) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The cache answers a drop a moment later (its observers are told on a timer), so the dropped
  // order is held here until the list passed in changes; without it the item would flash back
  // to its old place for a frame. A failed save restores the old list, which then shows.
  const itemsKey = items.map((item) => item.id).join(',');
  const [drop, setDrop] = useState<{ from: string; ids: number[] } | null>(null);
  if (drop && drop.from !== itemsKey) setDrop(null);
  const ordered = drop && drop.from === itemsKey ? arrangeBy(items, drop.ids) : items;
  const ids = ordered.map((item) => item.id);
  const announcements = useAnnouncements(ordered, nameOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = droppedIds(ids, Number(active.id), over ? Number(over.id) : null);
    if (!next) return;
    setDrop({ from: itemsKey, ids: next });
    onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={layout === 'list' ? [alongTheList] : undefined}
      accessibility={{ announcements }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul className={className}>
          {ordered.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              itemName={nameOf(item)}
              className={itemClassName}
              handleClassName={handleClassName}
              readOnly={readOnly}
            >
              {(handle) =>
                renderItem(item, {
                  handle,
                  isFirst: index === 0,
                  isLast: index === ordered.length - 1,
                  move: (direction) => onReorder(movedIds(ids, index, direction)),
                })
              }
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/**
 * useAnnouncements names the items and their places, where dnd-kit's defaults would read out
 * ids. A drag starts over the item's own place; that is not news, and saying it would cut off
 * "Picked up", so only a change of place is announced.
 */
function useAnnouncements<T extends { id: number }>(items: T[], nameOf: (item: T) => string): Announcements {
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === Number(id));
    return item ? nameOf(item) : 'The item';
  };
  const place = (id: UniqueIdentifier) => `position ${items.findIndex((i) => i.id === Number(id)) + 1} of ${items.length}`;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${name(active.id)} at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? `${name(active.id)} is over ${place(over.id)}.` : `${name(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled; ${name(active.id)} stays at ${place(active.id)}.`,
  };
}

/**
 * SortableItem is one draggable list item (an li). children places its drag handle, a grip named
 * after itemName that a pointer, a finger or the keyboard (space, arrows, space) moves it by.
 */
function SortableItem({
  id,
  itemName,
  className,
  handleClassName,
  readOnly,
  children,
}: {
  id: number;
  itemName: string;
  className?: string;
  handleClassName?: string;
  readOnly?: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  // A list that cannot be reordered (a viewer's) has no grip, and its items do not move.
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id, disabled: readOnly });
  const handle = readOnly ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag to reorder ${itemName}`}
      title="Drag to reorder"
      // touch-none: a finger on the grip drags the item instead of scrolling the page.
      className={buttonClasses(
        'ghost',
        'icon',
        cn('h-9 w-9 shrink-0 touch-none text-muted-foreground', isDragging ? 'cursor-grabbing' : 'cursor-grab', handleClassName),
      )}
    >
      <GripVertical className="h-5 w-5" aria-hidden />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      // Translate only: a grid's slots differ in height, and scaling the card to fit one would warp it.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      // data-dragging lets a caller add to the lifted look (data-dragging:... classes).
      data-dragging={isDragging || undefined}
      className={cn(className, isDragging && 'relative z-10 scale-[1.02] shadow-xl ring-2 ring-primary/40')}
    >
      {children(handle)}
    </li>
  );
}
