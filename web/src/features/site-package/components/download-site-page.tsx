import { AlertCircle, Archive, Download, FileCode2, Globe, Server } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/section';
import { formatFileSize } from '@/lib/file-size';
import { useSitePackage } from '../api/get-site-package';
import { pageIntros } from '@/content/pages';

const contents = [
  { icon: Globe, title: 'Every public page', text: 'Prerendered HTML of all pages, with scripts, styles and images.' },
  { icon: FileCode2, title: 'The data the pages show', text: 'Team, partners, papers, downloads and gallery as they are today.' },
  { icon: Archive, title: 'Public uploads', text: 'The documents and pictures published on the site.' },
  { icon: Server, title: 'Runs anywhere', text: 'Unpack it and serve the folder with any static web server.' },
];

// The archive's real name carries its date (qrs-site-YYYYMMDD.tar.gz); until the server has
// told it, and on the prerendered page, a neutral name and a matching pattern stand in.
const genericName = 'QRS site package';
const namePattern = 'qrs-site-*.tar.gz';

/**
 * DownloadSitePage offers the complete-site package (spec §2). Its size is only ever the one
 * the server reports; when that cannot be read, the page says so instead of guessing.
 */
export function DownloadSitePage() {
  const { data, isError } = useSitePackage();
  return (
    <>
      <PageHero {...pageIntros.downloadSite} />
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <div className="rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-4">
              <span className="flex h-14 w-14 items-center justify-center rounded-xl bg-secondary text-primary">
                <Archive className="h-7 w-7" aria-hidden />
              </span>
              <dl>
                <dt className="sr-only">File name</dt>
                <dd className={data ? 'break-all font-mono text-lg font-semibold' : 'text-lg font-semibold'} data-testid="package-name">
                  {data ? data.fileName : genericName}
                </dd>
                <dt className="sr-only">Size</dt>
                <dd className="text-sm text-muted-foreground" data-testid="package-size">
                  {data ? `${formatFileSize(data.size)} · tar.gz archive` : isError ? 'Size unknown · tar.gz archive' : 'tar.gz archive'}
                </dd>
              </dl>
            </div>
            {/* A full navigation, not a client route: the server answers with the archive. */}
            <a href="/get-deployment-package" className={buttonClasses('primary', 'lg')}>
              <Download className="h-5 w-5" aria-hidden /> Download Package
            </a>
          </div>
          {isError ? (
            <p role="status" className="mt-6 flex gap-2 rounded-lg bg-muted p-4 text-sm" data-testid="package-error">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
              The package details could not be loaded, so its size is unknown right now. Please reload the page in a
              moment; if the download does not start either, try again later.
            </p>
          ) : null}
        </div>
        <h2 className="mt-12 text-2xl font-bold">What is inside</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {contents.map((c) => (
            <li key={c.title} className="flex gap-4 rounded-xl bg-muted p-5">
              <c.icon className="h-6 w-6 shrink-0 text-accent" aria-hidden />
              <div>
                <h3 className="font-semibold">{c.title}</h3>
                <p className="text-sm text-muted-foreground">{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <h2 className="mt-12 text-2xl font-bold">How to use it</h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-muted-foreground">
          <li>Download the package and unpack it: <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">tar -xzf {data?.fileName ?? namePattern}</code></li>
          <li>Serve the unpacked folder with any static web server.</li>
          <li>Open the server’s address in your browser.</li>
        </ol>
      </div>
    </>
  );
}
