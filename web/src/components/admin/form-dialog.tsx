import { useCallback, useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LeaveDialog } from '@/components/ui/choice-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { translatableFields } from '@/lib/api/record-translations';
import type { CollectionDeclaration } from '@/lib/collections';
import { DEFAULT_LANGUAGE, htmlLangOf, languageName, languages } from '@/lib/languages';
import { RecordTranslationsPanel, useTypedTexts } from './record-translations-panel';

/**
 * FormDialog is the form area of a tab: add mode when nothing is selected, edit mode when an
 * item is. Cancel (or Escape) closes it and clears the selection (spec §4); when the form
 * holds unsaved changes (dirty), it asks first. Given the record edited (translate) of a
 * collection with translatable fields, it has a tab per language: the form in the default
 * language, and each other language's translations of the record's words.
 */
export function FormDialog({
  open,
  onCancel,
  title,
  submitLabel,
  busyLabel,
  onSubmit,
  dirty = false,
  translate,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  title: string;
  submitLabel: string;
  /** busyLabel, when set, replaces the submit label and disables it ('Uploading...', 'Saving...'). */
  busyLabel: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** dirty says the fields differ from what the form opened with. */
  dirty?: boolean;
  /** translate is the record edited, whose words the other languages' tabs translate. */
  translate?: { collection: CollectionDeclaration; id: number };
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  // What is typed in each other language's tab, by language and field: kept here, so it
  // survives a look at another tab; and whether it differs from what is saved.
  const typedIn = useTypedTexts();
  const [untranslated, setUntranslated] = useState<Record<string, boolean>>({});
  const anyDirty = dirty || Object.values(untranslated).some(Boolean);
  const cancel = () => {
    if (anyDirty) setAsking(true);
    else onCancel();
  };
  const dirtyIn = useCallback((locale: string) => (d: boolean) => setUntranslated((prev) => (prev[locale] === d ? prev : { ...prev, [locale]: d })), []);
  const others = translate && translatableFields(translate.collection).length ? languages.filter((l) => l.code !== DEFAULT_LANGUAGE) : [];

  const form = (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {children}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={cancel} disabled={Boolean(busyLabel)}>
          Cancel
        </Button>
        <Button type="submit" disabled={Boolean(busyLabel)} aria-busy={Boolean(busyLabel)}>
          {busyLabel ?? submitLabel}
        </Button>
      </div>
    </form>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busyLabel) cancel();
      }}
      title={title}
    >
      {translate && others.length ? (
        <Tabs defaultValue={DEFAULT_LANGUAGE}>
          <TabsList aria-label="Language">
            {[DEFAULT_LANGUAGE, ...others.map((l) => l.code)].map((code) => (
              <TabsTrigger key={code} value={code} lang={htmlLangOf(code)} className="flex-1 justify-center">
                {languageName(code)}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* The form stays mounted while another tab shows, so its state and its files stay. */}
          <TabsContent value={DEFAULT_LANGUAGE} forceMount className="mt-4 data-[state=inactive]:hidden">
            {form}
          </TabsContent>
          {others.map((l) => (
            <TabsContent key={l.code} value={l.code} className="mt-4">
              <RecordTranslationsPanel
                c={translate.collection}
                id={translate.id}
                locale={l.code}
                {...typedIn(l.code)}
                onDirtyChange={dirtyIn(l.code)}
                onCancel={cancel}
              />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        form
      )}
      <LeaveDialog
        open={asking}
        what={`your changes in “${title}”`}
        onStay={() => setAsking(false)}
        onLeave={() => {
          setAsking(false);
          onCancel();
        }}
      />
    </Dialog>
  );
}
