import { localizeHref } from '@/lib/site-languages';
import { AlertTriangle, Building2, CheckCircle2, FileText, Mail } from 'lucide-react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { RichText } from '@/components/ui/rich-text';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { fillTemplate } from '@/lib/fill-template';
import { fillRichTemplate } from '@/lib/rich-text';
import { useContent } from '@/lib/site-content';
import type { ContentKey } from '@/content/schema';

/** legalPageContent are the documents the legal page reads (besides the site's). */
export const legalPageContent: ContentKey[] = ['legal'];

/** LegalPage is the legal and compliance page (spec §2). */
export function LegalPage() {
  const legal = useContent('legal');
  const { company, contact } = useContent('site');
  return (
    <>
      <PageHero eyebrow={legal.hero.eyebrow} title={legal.hero.title} lead={fillRichTemplate(legal.hero.lead, { company: company.name })} />
      <Section labelledBy="status-heading">
        <SectionHeading id="status-heading" title={legal.compliance.heading} align="left" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {legal.compliance.items.map((s) => (
            <li key={s.title} className="rounded-xl border border-border p-6">
              <CheckCircle2 className="h-7 w-7 text-emerald-600" aria-hidden />
              <h3 className="mt-3 font-semibold">{s.title}</h3>
              <p className="mt-1 text-sm font-semibold text-emerald-800">{s.status}</p>
              <RichText value={s.description} className="mt-2 text-sm text-muted-foreground" />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="risk-heading">
        <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:p-8">
          <h2 id="risk-heading" className="flex items-center gap-2 text-2xl font-bold text-[#5c3300]">
            <AlertTriangle className="h-6 w-6 shrink-0" aria-hidden /> <span className="min-w-0">{legal.risk.heading}</span>
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-[#3d2600]">
            {legal.risk.items.map((r, i) => (
              <RichText key={i} as="li" value={r} />
            ))}
          </ul>
        </div>
      </Section>

      <Section labelledBy="docs-heading">
        <SectionHeading id="docs-heading" title={legal.documents.heading} align="left" />
        <ul className="grid gap-5 sm:grid-cols-2">
          {legal.documents.items.map((d) => (
            <li key={d.href}>
              <a
                href={localizeHref(d.href)}
                target="_blank"
                rel="noopener noreferrer"
                className="flex gap-4 rounded-xl border border-border p-5 hover:border-primary hover:bg-secondary/50 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <FileText className="h-8 w-8 shrink-0 text-primary" aria-hidden />
                <span>
                  <span className="block font-semibold text-primary">{fillTemplate(legal.documents.pdfLabel, { title: d.title })}</span>
                  {/* The card is a link: a link of the description would be a link inside a link, so its words stand alone. */}
                  <RichText as="span" value={d.description} className="block text-sm text-muted-foreground" links={false} />
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-muted-foreground">
          {legal.documents.readOnline}{' '}
          {legal.documents.onlineLinks.map((l, i) => (
            <span key={l.href}>
              {i > 0 ? (i === legal.documents.onlineLinks.length - 1 ? ` ${legal.documents.and} ` : ', ') : null}
              <AnchorLink href={l.href} className="text-primary underline">
                {l.label}
              </AnchorLink>
            </span>
          ))}
          .
        </p>
      </Section>

      <Section tone="tint" labelledBy="company-heading">
        <div className="grid gap-8 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 sm:p-8">
            <h2 id="company-heading" className="flex items-center gap-2 text-2xl font-bold">
              <Building2 className="h-6 w-6 shrink-0 text-primary" aria-hidden /> <span className="min-w-0">{legal.companyInfo.heading}</span>
            </h2>
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{legal.companyInfo.labels.company}</dt>
              <dd className="font-medium">{company.name}</dd>
              <dt className="text-muted-foreground">{legal.companyInfo.labels.seat}</dt>
              <dd>
                {company.street}, {company.postalCode} {company.city}, {company.country}
              </dd>
              <dt className="text-muted-foreground">{legal.companyInfo.labels.register}</dt>
              <dd>{company.registry}</dd>
              <dt className="text-muted-foreground">{legal.companyInfo.labels.shareCapital}</dt>
              <dd>{company.shareCapital}</dd>
              <dt className="text-muted-foreground">{legal.companyInfo.labels.founded}</dt>
              <dd>{company.founded}</dd>
            </dl>
          </div>
          <div className="rounded-2xl bg-white p-6 sm:p-8">
            <h2 className="flex items-center gap-2 text-2xl font-bold">
              <Mail className="h-6 w-6 shrink-0 text-primary" aria-hidden /> <span className="min-w-0">{legal.contacts.heading}</span>
            </h2>
            <dl className="mt-5 space-y-3 text-sm">
              <div>
                <dt className="text-muted-foreground">{legal.contacts.labels.legal}</dt>
                <dd>
                  <a href={`mailto:${contact.legalEmail}`} className="text-primary underline">{contact.legalEmail}</a>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{legal.contacts.labels.compliance}</dt>
                <dd>
                  <a href={`mailto:${contact.complianceEmail}`} className="text-primary underline">{contact.complianceEmail}</a>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{legal.contacts.labels.privacy}</dt>
                <dd>
                  <a href={`mailto:${contact.privacyEmail}`} className="text-primary underline">{contact.privacyEmail}</a>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </Section>

      <Section labelledBy="disclaimer-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="disclaimer-heading" className="text-2xl font-bold">{legal.disclaimer.heading}</h2>
          <RichText value={legal.disclaimer.text} className="mt-4 leading-relaxed text-muted-foreground" />
        </div>
      </Section>
    </>
  );
}
