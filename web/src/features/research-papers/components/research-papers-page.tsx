import { BookOpen, Calendar, Download, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import type { ContentKey } from '@/content/schema';
import { usePageRecords } from '@/lib/page-records';
import { collectionNamed } from '@/lib/collections';
import type { ResearchPaper } from '@/lib/entities';
import { fillTemplate } from '@/lib/fill-template';
import { formatDate } from '@/lib/format';
import { sortPapers } from '@/lib/paper-sort';
import { useContent } from '@/lib/site-content';
import { fieldLang } from '@/lib/untranslated';
import { fileFacts, type WithFileInfo } from './file-facts';

/** researchPapersPageContent are the documents the research papers page reads (besides the site's). */
export const researchPapersPageContent: ContentKey[] = ['research-papers'];

/** ResearchPapersPage is the sorted grid of research papers (spec §2, §9). */
export function ResearchPapersPage() {
  const t = useContent('research-papers');
  const fileWords = useContent('site').ui;
  const { data, isPending, isError } = usePageRecords<WithFileInfo<ResearchPaper>>(collectionNamed('research-papers'), researchPapersPageContent);
  const papers = sortPapers(data ?? []);
  return (
    <>
      <PageHero {...t.hero} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {isPending ? (
          <Spinner label={t.list.loading} />
        ) : isError ? (
          <EmptyState title={t.list.error}>{t.list.tryLater}</EmptyState>
        ) : papers.length === 0 ? (
          <EmptyState icon={<BookOpen className="h-6 w-6" aria-hidden />} title={t.list.emptyTitle}>
            <RichContent value={t.list.empty} />
          </EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {papers.map((p) => {
              const date = formatDate(p.publicationDate ?? '');
              const facts = p.pdfUrl ? fileFacts(p.pdfUrl, p.pdfInfo, fileWords) : '';
              return (
                <li key={p.id} className="flex flex-col rounded-2xl border border-border bg-white p-6 shadow-sm">
                  {p.category ? (
                    <Badge tone="primary" className="self-start" lang={fieldLang(p, 'category')}>
                      {p.category}
                    </Badge>
                  ) : null}
                  <h2 className="mt-3 text-lg font-bold leading-snug" lang={fieldLang(p, 'title')}>
                    {p.title}
                  </h2>
                  {p.description ? (
                    <RichText value={p.description} className="mt-2 text-sm leading-relaxed text-muted-foreground" blocksClassName="space-y-2" lang={fieldLang(p, 'description')} />
                  ) : null}
                  <dl className="mt-4 space-y-1.5 text-sm">
                    {p.authors ? (
                      <div className="flex gap-2">
                        <dt>
                          <Users className="mt-0.5 h-4 w-4 text-muted-foreground" aria-label={t.labels.authors} />
                        </dt>
                        <dd>{p.authors}</dd>
                      </div>
                    ) : null}
                    {p.journal ? (
                      <div className="flex gap-2">
                        <dt>
                          <BookOpen className="mt-0.5 h-4 w-4 text-muted-foreground" aria-label={t.labels.journal} />
                        </dt>
                        <dd className="italic">{p.journal}</dd>
                      </div>
                    ) : null}
                    {date ? (
                      <div className="flex gap-2">
                        <dt>
                          <Calendar className="mt-0.5 h-4 w-4 text-muted-foreground" aria-label={t.labels.published} />
                        </dt>
                        <dd>{date}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {p.pdfUrl ? (
                    <a
                      href={p.pdfUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-auto inline-flex items-center gap-2 self-start pt-5 text-sm font-semibold text-primary hover:underline"
                    >
                      <Download className="h-4 w-4 shrink-0" aria-hidden /> {t.downloadPdf}
                      <span className="sr-only">{fillTemplate(t.downloadNewTab, { title: p.title })}</span>
                      {facts ? (
                        <>
                          {' '}
                          <span className="font-normal text-muted-foreground">{facts}</span>
                        </>
                      ) : null}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
