import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { isHydrating } from './static-island';

// Deferred islands: parts of a prerendered page that the visitor uses but that most visits
// never reach (the contact form at the foot of the home page). While the page hydrates the
// prerendered HTML is kept (a form in it still works: it posts without JavaScript), and the
// code loads when it is needed: the part comes within a screen of the viewport, or a pointer,
// the focus or a submit reaches it. The part then renders in the same place from the same
// HTML, keeping what was typed and where the focus was; a submit made meanwhile is sent by
// the part once it runs. Reached by client navigation, the part loads at once.

/** Typed is what a visitor did to the kept HTML's fields: their values, the focused one and its selection. */
interface Typed {
  values: Map<string, string>;
  focused: string | null;
  selection: [number | null, number | null] | null;
  submit: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>('input[id], textarea[id], select[id]')];

function readTyped(root: HTMLElement, submit: boolean): Typed {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && root.contains(active) && active.id ? active.id : null;
  const selection =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? ([active.selectionStart, active.selectionEnd] as [number | null, number | null]) : null;
  return { values: new Map(fieldsOf(root).map((f) => [f.id, f.value])), focused, selection, submit };
}

function restoreTyped(root: HTMLElement, typed: Typed) {
  for (const field of fieldsOf(root)) {
    const value = typed.values.get(field.id);
    if (value !== undefined && field.type !== 'hidden' && field.value !== value) field.value = value;
  }
  if (typed.focused) {
    const el = document.getElementById(typed.focused);
    el?.focus({ preventScroll: true });
    if (typed.selection && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
      try {
        el.setSelectionRange(typed.selection[0], typed.selection[1]);
      } catch {
        // an input type without a selection (email)
      }
    }
  }
  if (typed.submit) root.querySelector('form')?.requestSubmit();
}

/** deferredIsland makes the component load answers a deferred island (see above). */
export function deferredIsland(load: () => Promise<ComponentType>): ComponentType {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  return function DeferredIsland() {
    const [keepServerHtml] = useState(isHydrating);
    const [live, setLive] = useState<{ Component: ComponentType; typed: Typed | null } | null>(() => (loaded ? { Component: loaded, typed: null } : null));
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (live || !keepServerHtml) return;
      const root = ref.current!;
      let submitted = false;
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        // Read what was typed once the code is here, and follow what the visitor goes on
        // typing into the kept fields until the part replaces them (a render later).
        loadOnce().then(
          (Component) => {
            const typed = readTyped(root, submitted);
            const follow = () => Object.assign(typed, readTyped(root, typed.submit || submitted));
            for (const type of ['input', 'change', 'focusin', 'submit']) root.addEventListener(type, follow);
            setLive({ Component, typed });
          },
          () => {
            started = false; // tried again on the next sign of need; the kept form still posts
          },
        );
      };
      const onSubmit = (e: Event) => {
        e.preventDefault();
        submitted = true;
        start();
      };
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '100% 0px' });
      observer.observe(root);
      root.addEventListener('pointerover', start);
      root.addEventListener('focusin', start);
      root.addEventListener('submit', onSubmit);
      return () => {
        observer.disconnect();
        root.removeEventListener('pointerover', start);
        root.removeEventListener('focusin', start);
        root.removeEventListener('submit', onSubmit);
      };
    }, [live, keepServerHtml]);

    useLayoutEffect(() => {
      if (live?.typed && ref.current) restoreTyped(ref.current, live.typed);
    }, [live]);

    if (typeof window === 'undefined') {
      // The server renders the part in place (see StaticIsland): its first pass loaded the code.
      return (
        <div>
          <Lazy />
        </div>
      );
    }
    if (live) {
      // A new element (its key), not the kept one: React replaces the kept HTML whole.
      return (
        <div key="live" ref={ref}>
          <live.Component />
        </div>
      );
    }
    if (keepServerHtml) return <div key="kept" ref={ref} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    return (
      <div key="live" ref={ref}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </div>
    );
  };
}
