import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ContentKey } from '@/content/schema';
import { ContentForm } from '../content-form';
import type { Reveal } from '../form-context';
import '@/index.css';

// A page for the browser tests of the content form: it holds a document the way the editor
// screen does (each onChange becomes the new value) and records every document handed on.

interface FormHarness {
  mount: (docKey: ContentKey, doc: unknown, errors?: Record<string, string>) => void;
  setErrors: (errors: Record<string, string>) => void;
  /** reveal asks the form to show the field at pointer, as a link to it does. */
  reveal: (pointer: string) => void;
  changes: unknown[];
  value: () => unknown;
}

declare global {
  interface Window {
    formHarness: FormHarness;
  }
}

let root: Root | null = null;
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
let current: unknown;
let showErrors: (errors: Record<string, string>) => void = () => {};
let showField: (reveal: Reveal) => void = () => {};

function Harness({ docKey, doc, initialErrors }: { docKey: ContentKey; doc: unknown; initialErrors: Record<string, string> }) {
  const [value, setValue] = useState(doc);
  const [errors, setErrors] = useState(initialErrors);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  useEffect(() => {
    showErrors = setErrors;
    showField = setReveal;
  }, []);
  return (
    // The link dialog of a rich text asks the server for the site's pages, as in the panel.
    <QueryClientProvider client={queryClient}>
      <main className="mx-auto max-w-5xl p-3 sm:p-6">
        <ContentForm
          docKey={docKey}
          value={value}
          errors={errors}
          reveal={reveal}
          onChange={(next) => {
            window.formHarness.changes.push(next);
            current = next;
            setValue(next);
          }}
        />
      </main>
    </QueryClientProvider>
  );
}

let mounts = 0;
window.formHarness = {
  changes: [],
  mount(docKey, doc, errors = {}) {
    window.formHarness.changes = [];
    current = doc;
    root ??= createRoot(document.getElementById('root')!);
    root.render(<Harness key={++mounts} docKey={docKey} doc={doc} initialErrors={errors} />);
  },
  setErrors: (errors) => showErrors(errors),
  reveal: (pointer) => showField({ pointer }),
  value: () => current,
};
