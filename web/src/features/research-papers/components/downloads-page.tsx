import { AlertTriangle, Download, FileText, Image as ImageIcon, Info } from 'lucide-react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import type { ContentDocs, ContentKey } from '@/content/schema';
import { usePageRecords, type Localized } from '@/lib/page-records';
import { collectionNamed } from '@/lib/collections';
import { groupDownloads } from '@/lib/download-groups';
import type { ResearchPaper } from '@/lib/entities';
import { fileKind, type FileKind } from '@/lib/file-kind';
import { formatDate } from '@/lib/format';
import { sortPapers } from '@/lib/paper-sort';
import { useContent } from '@/lib/site-content';
import { fieldLang } from '@/lib/untranslated';
import { toast } from '@/components/ui/toast-store';
import { fillTemplate } from '@/lib/fill-template';
import { isPlainLeftClick } from '@/lib/router';
import { downloadName, fileFacts, type FileWords, type WithFileInfo } from './file-facts';

/** downloadsPageContent are the documents the documentation library reads (besides the site's). */
export const downloadsPageContent: ContentKey[] = ['downloads'];

/** DownloadsPage is the documentation library: usage instructions, then downloads by category (spec §2). */
export function DownloadsPage() {
  const t = useContent('downloads');
  const fileWords = useContent('site').ui;
  const usageInstructions = t.usage;
  const { data, isPending, isError } = usePageRecords<WithFileInfo<ResearchPaper>>(collectionNamed('research-papers'), downloadsPageContent);
  const groups = groupDownloads(sortPapers(data ?? []), t.uncategorised);
  return (
    <>
      <PageHero {...t.hero} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <section aria-labelledby="usage-heading" className="rounded-2xl bg-secondary p-6 sm:p-8">
          <h2 id="usage-heading" className="flex items-center gap-2 text-2xl font-bold text-secondary-foreground">
            <Info className="h-6 w-6 shrink-0" aria-hidden /> <span className="min-w-0">{usageInstructions.heading}</span>
          </h2>
          <RichText value={usageInstructions.lead} className="mt-2 text-secondary-foreground" />
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {usageInstructions.steps.map((s, i) => (
              <li key={s.title} className="rounded-xl bg-white p-5">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">{i + 1}</span>
                <h3 className="mt-3 font-semibold">{s.title}</h3>
                <RichText value={s.description} className="mt-1 text-sm text-muted-foreground" />
              </li>
            ))}
          </ol>
          <div className="mt-6 flex gap-3 rounded-xl bg-white p-5">
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
            <div>
              <h3 className="font-semibold">{usageInstructions.sideEffects.title}</h3>
              <RichText value={usageInstructions.sideEffects.text} className="mt-1 text-sm text-muted-foreground" />
            </div>
          </div>
        </section>

        <h2 className="mt-14 text-2xl font-bold">{t.downloadsHeading}</h2>
        <div className="mt-6">
          {isPending ? (
            <Spinner label={t.list.loading} showLabel />
          ) : isError ? (
            <EmptyState title={t.list.error}>{t.list.tryLater}</EmptyState>
          ) : groups.length === 0 ? (
            <EmptyState icon={<Download className="h-6 w-6" aria-hidden />} title={t.list.emptyTitle}>
              <RichContent value={t.list.empty} />
            </EmptyState>
          ) : (
            <div className="space-y-12">
              {groups.map(({ category, items }) => (
                <section key={category} aria-labelledby={`cat-${category}`}>
                  <h3 id={`cat-${category}`} className="border-b border-border pb-2 text-xl font-bold" lang={fieldLang(items[0], 'category')}>
                    {category} <span className="text-base font-normal text-muted-foreground">({items.length})</span>
                  </h3>
                  <ul className="mt-5 grid gap-5 md:grid-cols-2">
                    {items.map((item) => (
                      <DownloadItem key={item.id} item={item} texts={t} fileWords={fileWords} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </div>

        <div className="mt-16 rounded-2xl border border-border p-8 text-center">
          <h2 className="text-xl font-bold">{t.contactCta.heading}</h2>
          <RichText value={t.contactCta.text} className="mt-2 text-muted-foreground" />
          <AnchorLink href={t.contactCta.button.href} className={buttonClasses('primary', 'lg', 'mt-6')}>
            {t.contactCta.button.label}
          </AnchorLink>
        </div>
      </div>
    </>
  );
}

function DownloadItem({ item, texts: t, fileWords }: { item: Localized<WithFileInfo<ResearchPaper>>; texts: ContentDocs['downloads']; fileWords: FileWords }) {
  const kind = fileKind(item.pdfUrl ?? '');
  const pdf = kind === 'pdf';
  const date = formatDate(item.publicationDate ?? '');
  const Icon = pdf ? FileText : ImageIcon;
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-white p-5">
      <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary sm:flex">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold" lang={fieldLang(item, 'title')}>
            {item.title}
          </h4>
          <Badge tone={pdf ? 'danger' : 'info'}>{t.fileKinds[kind]}</Badge>
        </div>
        {item.description ? (
          <RichText value={item.description} className="mt-1 text-sm text-muted-foreground" blocksClassName="space-y-2" lang={fieldLang(item, 'description')} />
        ) : null}
        <dl className="mt-2 space-y-0.5 text-sm">
          {item.authors ? (
            <div>
              <dt className="inline text-muted-foreground">{t.labels.authors} </dt>
              <dd className="inline">{item.authors}</dd>
            </div>
          ) : null}
          {item.journal ? (
            <div>
              <dt className="inline text-muted-foreground">{t.labels.journal} </dt>
              <dd className="inline">{item.journal}</dd>
            </div>
          ) : null}
          {date ? (
            <div>
              <dt className="inline text-muted-foreground">{t.labels.published} </dt>
              <dd className="inline">{date}</dd>
            </div>
          ) : null}
        </dl>
        {item.pdfUrl ? <DownloadLink item={item} kind={kind} texts={t} fileWords={fileWords} /> : null}
      </div>
    </li>
  );
}

/**
 * DownloadLink is a download's link to its file, with the file's type and size: a PDF of this
 * site is saved under its title (the download attribute), anything else opens as a page does.
 * The server counts the download as it answers the file.
 */
function DownloadLink({ item, kind, texts: t, fileWords }: {
  item: Localized<WithFileInfo<ResearchPaper>>;
  kind: FileKind;
  texts: ContentDocs['downloads'];
  fileWords: FileWords;
}) {
  const facts = fileFacts(item.pdfUrl, item.pdfInfo, fileWords);
  const saved = kind === 'pdf' && item.pdfUrl.startsWith('/uploads/') ? downloadName(item.title, item.pdfUrl) || true : undefined;
  return (
    <a
      href={item.pdfUrl}
      download={saved}
      onClick={(e) => {
        if (saved && isPlainLeftClick(e)) toast({ title: t.toasts.started.title, description: fillTemplate(t.toasts.started.description, { file: item.title }) });
      }}
      className={buttonClasses('outline', 'sm', 'mt-3 h-auto min-h-9 flex-wrap justify-start py-1.5 text-left')}
    >
      <Download className="h-4 w-4 shrink-0" aria-hidden /> {t.actions[kind]}
      {facts ? (
        <>
          {' '}
          <span className="font-normal text-muted-foreground">{facts}</span>
        </>
      ) : null}
    </a>
  );
}
