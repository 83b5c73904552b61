import type { CollectionDeclaration } from '@/lib/collections';
import { DEFAULT_LANGUAGE, htmlLangOf, languages } from '@/lib/languages';
import { RecordTranslationsPanel, useTypedTexts } from './record-translations-panel';

/**
 * OtherLanguages puts a record's translations under a form that is not a dialog (a partner
 * category's, edited in place): a fold per language other than the default, each opening
 * that language's translations of the record's words.
 */
export function OtherLanguages({ c, id, onCancel }: { c: CollectionDeclaration; id: number; onCancel: () => void }) {
  const typedIn = useTypedTexts();
  if (!c.fields.some((f) => f.translatable)) return null;
  return (
    <div className="mt-3 space-y-2">
      {languages
        .filter((l) => l.code !== DEFAULT_LANGUAGE)
        .map((l) => (
          <details key={l.code} className="rounded-md border border-border p-3">
            <summary className="cursor-pointer text-sm font-medium" lang={htmlLangOf(l.code)}>
              {l.name}
            </summary>
            <div className="mt-3">
              <RecordTranslationsPanel
                c={c}
                id={id}
                locale={l.code}
                {...typedIn(l.code)}
                onDirtyChange={() => {}}
                onCancel={onCancel}
              />
            </div>
          </details>
        ))}
    </div>
  );
}
