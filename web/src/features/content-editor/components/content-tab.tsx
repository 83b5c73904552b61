import { Link, useSearchParams } from 'react-router';
import { contentSchemas, type ContentKey } from '@/content/schema';
import { DocumentList } from './document-list';
import { ContentEditor } from './content-editor';

const isContentKey = (key: string | null): key is ContentKey => key !== null && Object.hasOwn(contentSchemas, key);

/**
 * ContentTab is the "Site content" tab of the admin panel: the list of the site settings and
 * every page's document, and (?doc=<key>, so a reload keeps it) the editor of one of them,
 * beside the list on a wide screen.
 */
export function ContentTab() {
  const [params] = useSearchParams();
  const doc = params.get('doc');

  if (doc === null)
    return (
      <section aria-labelledby="content-tab-heading">
        <div className="mb-6">
          <h2 id="content-tab-heading" className="text-xl font-semibold">
            Site content
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
            The words, figures, links and pictures of every page and PDF. Changes are kept as a draft, which you can preview,
            publish at once or schedule; visitors see nothing of it until then.
          </p>
        </div>
        <DocumentList />
      </section>
    );

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <aside className="hidden lg:sticky lg:top-4 lg:block">
        <Link
          to="/admin?tab=content"
          className="mb-2 block px-3 text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
        >
          All site content
        </Link>
        <DocumentList compact current={doc} />
      </aside>
      {isContentKey(doc) ? (
        <ContentEditor key={doc} docKey={doc} />
      ) : (
        <p role="alert" className="py-12 text-center">
          There is no document called “{doc}”.{' '}
          <Link to="/admin?tab=content" className="text-primary underline">
            See all site content
          </Link>
        </p>
      )}
    </div>
  );
}
