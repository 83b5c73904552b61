import { Link, useSearchParams } from 'react-router';
import { contentSchemas, type ContentKey } from '@/content/schema';
import { DEFAULT_LANGUAGE, isLanguage, languageName } from '@/lib/languages';
import { editorHref } from '@/lib/admin/panel-links';
import { DocumentList } from './document-list';
import { ContentEditor } from './content-editor';
import { LanguagePicker } from './language-picker';

const isContentKey = (key: string | null): key is ContentKey => key !== null && Object.hasOwn(contentSchemas, key);

/** listHref is the address of the list of documents in a language. */
const listHref = (locale: string) => (locale === DEFAULT_LANGUAGE ? '/admin?tab=content' : `/admin?tab=content&lang=${encodeURIComponent(locale)}`);

/**
 * ContentTab is the "Site content" tab of the admin panel: the list of the site settings and
 * every page's document, and (?doc=<key>, so a reload keeps it) the editor of one of them,
 * beside the list on a wide screen. Each document has a version per language (?lang=<code>,
 * the default language without it), chosen with the language picker.
 */
export function ContentTab() {
  const [params] = useSearchParams();
  const doc = params.get('doc');
  const asked = params.get('lang') ?? DEFAULT_LANGUAGE;
  const locale = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;

  if (doc === null)
    return (
      <section aria-labelledby="content-tab-heading">
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="content-tab-heading" className="text-xl font-semibold">
              Site content{locale === DEFAULT_LANGUAGE ? '' : ` (${languageName(locale)})`}
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
              The words, figures, links and pictures of every page and PDF. Changes are kept as a draft, which you can preview,
              publish at once or schedule; visitors see nothing of it until then.
            </p>
          </div>
          <LanguagePicker current={locale} hrefOf={listHref} />
        </div>
        <DocumentList locale={locale} />
      </section>
    );

  return (
    // On a window wide enough for the editor's live preview beside its form, the list gives it its room.
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-6 xl:block">
      <aside className="hidden lg:sticky lg:top-4 lg:block xl:hidden">
        <Link
          to={listHref(locale)}
          className="mb-2 block px-3 text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
        >
          All site content
        </Link>
        <DocumentList compact current={doc} locale={locale} />
      </aside>
      <div className="min-w-0">
        <div className="mb-3 flex justify-end">
          <LanguagePicker current={locale} hrefOf={(l) => editorHref(doc, l)} />
        </div>
        {isContentKey(doc) ? (
          <ContentEditor key={`${doc}:${locale}`} docKey={doc} locale={locale} />
        ) : (
          <p role="alert" className="py-12 text-center">
            There is no document called “{doc}”.{' '}
            <Link to={listHref(locale)} className="text-primary underline">
              See all site content
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
