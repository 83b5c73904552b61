import { AlertTriangle, Download, FileText, Image as ImageIcon, Info } from 'lucide-react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHero } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { usageInstructions } from '@/content/downloads';
import { groupDownloads } from '@/lib/download-groups';
import type { ResearchPaper } from '@/lib/entities';
import { fileActionLabel, fileKind, isPdfUrl } from '@/lib/file-kind';
import { sortPapers } from '@/lib/paper-sort';
import { formatUSLongDate } from '@/lib/us-date';
import { useResearchPapers } from '../api/get-research-papers';
import { openDocument } from './open-document';
import { listTexts, pageIntros } from '@/content/pages';

/** DownloadsPage is the documentation library: usage instructions, then downloads by category (spec §2). */
export function DownloadsPage() {
  const { data, isPending, isError } = useResearchPapers();
  const groups = groupDownloads(sortPapers(data ?? []));
  return (
    <>
      <PageHero {...pageIntros.downloads} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <section aria-labelledby="usage-heading" className="rounded-2xl bg-secondary p-6 sm:p-8">
          <h2 id="usage-heading" className="flex items-center gap-2 text-2xl font-bold text-secondary-foreground">
            <Info className="h-6 w-6" aria-hidden /> {usageInstructions.heading}
          </h2>
          <p className="mt-2 text-secondary-foreground">{usageInstructions.lead}</p>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {usageInstructions.steps.map((s, i) => (
              <li key={s.title} className="rounded-xl bg-white p-5">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">{i + 1}</span>
                <h3 className="mt-3 font-semibold">{s.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{s.description}</p>
              </li>
            ))}
          </ol>
          <div className="mt-6 flex gap-3 rounded-xl bg-white p-5">
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
            <div>
              <h3 className="font-semibold">{usageInstructions.sideEffects.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{usageInstructions.sideEffects.text}</p>
            </div>
          </div>
        </section>

        <h2 className="mt-14 text-2xl font-bold">Downloads</h2>
        <div className="mt-6">
          {isPending ? (
            <Spinner label={listTexts.downloads.loading} showLabel />
          ) : isError ? (
            <EmptyState title={listTexts.downloads.error}>{listTexts.tryLater}</EmptyState>
          ) : groups.length === 0 ? (
            <EmptyState icon={<Download className="h-6 w-6" aria-hidden />} title={listTexts.downloads.emptyTitle}>
              {listTexts.downloads.empty}
            </EmptyState>
          ) : (
            <div className="space-y-12">
              {groups.map(({ category, items }) => (
                <section key={category} aria-labelledby={`cat-${category}`}>
                  <h3 id={`cat-${category}`} className="border-b border-border pb-2 text-xl font-bold">
                    {category} <span className="text-base font-normal text-muted-foreground">({items.length})</span>
                  </h3>
                  <ul className="mt-5 grid gap-5 md:grid-cols-2">
                    {items.map((item) => (
                      <DownloadItem key={item.id} item={item} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </div>

        <div className="mt-16 rounded-2xl border border-border p-8 text-center">
          <h2 className="text-xl font-bold">Looking for a document that is not here?</h2>
          <p className="mt-2 text-muted-foreground">Ask us — we are happy to send you studies, manuals and catalogues.</p>
          <AnchorLink href="/#contact" className={buttonClasses('primary', 'lg', 'mt-6')}>
            Contact Us
          </AnchorLink>
        </div>
      </div>
    </>
  );
}

function DownloadItem({ item }: { item: ResearchPaper }) {
  const pdf = isPdfUrl(item.pdfUrl ?? '');
  const date = formatUSLongDate(item.publicationDate ?? '');
  const Icon = pdf ? FileText : ImageIcon;
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-white p-5">
      <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary sm:flex">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold">{item.title}</h4>
          <Badge tone={pdf ? 'danger' : 'info'}>{fileKind(item.pdfUrl ?? '')}</Badge>
        </div>
        {item.description ? <p className="mt-1 text-sm text-muted-foreground">{item.description}</p> : null}
        <dl className="mt-2 space-y-0.5 text-sm">
          {item.authors ? (
            <div>
              <dt className="inline text-muted-foreground">Authors: </dt>
              <dd className="inline">{item.authors}</dd>
            </div>
          ) : null}
          {item.journal ? (
            <div>
              <dt className="inline text-muted-foreground">Journal: </dt>
              <dd className="inline">{item.journal}</dd>
            </div>
          ) : null}
          {date ? (
            <div>
              <dt className="inline text-muted-foreground">Published: </dt>
              <dd className="inline">{date}</dd>
            </div>
          ) : null}
        </dl>
        {item.pdfUrl ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => openDocument(item.pdfUrl, item.title)}>
            <Download className="h-4 w-4" aria-hidden /> {fileActionLabel(item.pdfUrl)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
