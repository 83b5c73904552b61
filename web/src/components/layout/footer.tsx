import { RichText } from '@/components/ui/rich-text';
import { fillTemplate } from '@/lib/fill-template';
import { useContent } from '@/lib/site-content';
import { AnchorLink } from './anchor-link';
import { siteLang } from './language-notices';
import { Logo } from './logo';

/**
 * Footer holds the link columns, the advice notice, the copyright line and the faint admin link
 * (spec §2). The copyright's {year} is the year of the answer: the server renders its pages anew
 * when a year begins (site.Schedule).
 */
export function Footer() {
  const { company, footer } = useContent('site');
  return (
    <footer lang={siteLang()} className="bg-[#0b2536] text-slate-200">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="col-span-2">
          <Logo inverted />
          <RichText value={footer.tagline} className="mt-4 max-w-sm text-sm leading-relaxed text-slate-300" />
          <address className="mt-4 text-sm not-italic leading-relaxed text-slate-300">
            {company.name}
            <br />
            {company.street}, {company.postalCode} {company.city}, {company.country}
          </address>
        </div>
        {footer.columns.map((col) => (
          <nav key={col.heading} aria-label={col.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{col.heading}</h2>
            <ul className="mt-4 space-y-2">
              {col.links.map((link) => (
                <li key={link.label}>
                  <AnchorLink href={link.href} className="text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white">
                    {link.label}
                  </AnchorLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <RichText
            value={footer.notice}
            className="text-slate-300"
            after={
              <>
                {' '}
                <AnchorLink href={footer.noticeLink.href} className="underline underline-offset-2 hover:text-white">
                  {footer.noticeLink.label}
                </AnchorLink>
              </>
            }
          />
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <p className="text-slate-300">{fillTemplate(footer.copyright, { year: new Date().getFullYear() })}</p>
            {footer.legalLinks.map((l) => (
              <AnchorLink key={l.href} href={l.href} className="text-slate-300 hover:text-white">
                {l.label}
              </AnchorLink>
            ))}
            {/* The admin entry is deliberately faint: staff know it, visitors need not notice it. */}
            <AnchorLink href={footer.adminLink.href} className="text-xs text-slate-400 hover:text-slate-200">
              {footer.adminLink.label}
            </AnchorLink>
          </div>
        </div>
      </div>
    </footer>
  );
}
