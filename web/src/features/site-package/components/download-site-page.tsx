import { AlertCircle, Archive, Download, FileCode2, Globe, Presentation, Server, ShieldCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import { formatFileSize } from '@/lib/file-size';
import { useContent } from '@/lib/site-content';
import { useSitePackage } from '../api/get-site-package';
import type { ContentKey } from '@/content/schema';

const insideIcons = [Globe, FileCode2, Archive, Server];
const purposeIcons = [ShieldCheck, Server, Presentation];

/** downloadSitePageContent are the documents the site download page reads (besides the site's). */
export const downloadSitePageContent: ContentKey[] = ['download-site'];

/**
 * DownloadSitePage offers the complete-site package (spec §2). Its size is only ever the one
 * the server reports; when that cannot be read, the page says so instead of guessing.
 */
export function DownloadSitePage() {
  const t = useContent('download-site');
  const { data, isError } = useSitePackage();
  // The archive's real name carries its date (qrs-site-YYYYMMDD.tar.gz); until the server has
  // told it, and in the server's HTML, a neutral name and a matching pattern stand in.
  return (
    <>
      <PageHero {...t.hero} />
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <div className="rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-4">
              <span className="flex h-14 w-14 items-center justify-center rounded-xl bg-secondary text-primary">
                <Archive className="h-7 w-7" aria-hidden />
              </span>
              <dl>
                <dt className="sr-only">{t.card.fileNameLabel}</dt>
                <dd className={data ? 'break-all font-mono text-lg font-semibold' : 'text-lg font-semibold'} data-testid="package-name">
                  {data ? data.fileName : t.card.genericName}
                </dd>
                <dt className="sr-only">{t.card.sizeLabel}</dt>
                <dd className="text-sm text-muted-foreground" data-testid="package-size">
                  {data ? `${formatFileSize(data.size)} · ${t.card.archiveKind}` : isError ? `${t.card.sizeUnknown} · ${t.card.archiveKind}` : t.card.archiveKind}
                </dd>
              </dl>
            </div>
            {/* A full navigation, not a client route: the server answers with the archive. */}
            <a href="/get-deployment-package" className={buttonClasses('primary', 'lg')}>
              <Download className="h-5 w-5" aria-hidden /> {t.card.download}
            </a>
          </div>
          {isError ? (
            <p role="status" className="mt-6 flex gap-2 rounded-lg bg-muted p-4 text-sm" data-testid="package-error">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
              {t.card.error}
            </p>
          ) : null}
        </div>
        {t.purpose ? (
          <>
            <h2 className="mt-12 text-2xl font-bold">{t.purpose.heading}</h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-3">
              {t.purpose.items.map((p, i) => {
                const Icon = purposeIcons[i % purposeIcons.length];
                return (
                  <li key={p.title} className="rounded-xl border border-border bg-white p-5">
                    <Icon className="h-6 w-6 text-primary" aria-hidden />
                    <h3 className="mt-3 font-semibold">{p.title}</h3>
                    <RichText value={p.text} className="mt-1 text-sm text-muted-foreground" />
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        <h2 className="mt-12 text-2xl font-bold">{t.insideHeading}</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {t.inside.map((c, i) => {
            const Icon = insideIcons[i % insideIcons.length];
            return (
            <li key={c.title} className="flex gap-4 rounded-xl bg-muted p-5">
              <Icon className="h-6 w-6 shrink-0 text-accent" aria-hidden />
              <div>
                <h3 className="font-semibold">{c.title}</h3>
                <RichText value={c.text} className="text-sm text-muted-foreground" />
              </div>
            </li>
            );
          })}
        </ul>
        <h2 className="mt-12 text-2xl font-bold">{t.howToHeading}</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-muted-foreground">
          <li>
            {t.unpack} <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">tar -xzf {data?.fileName ?? t.card.namePattern}</code>
          </li>
          {t.steps.map((step, i) => (
            <RichText key={i} as="li" value={step} />
          ))}
        </ol>
      </div>
    </>
  );
}
