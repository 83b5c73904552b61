import { AlertTriangle, Building2, CheckCircle2, FileText, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { complianceStatus, legalDocuments, legalNotes, riskDisclosure } from '@/content/legal';
import { company } from '@/content/placeholders';
import { pageIntros } from '@/content/pages';

/** LegalPage is the legal and compliance page (spec §2). */
export function LegalPage() {
  return (
    <>
      <PageHero eyebrow={pageIntros.legal.eyebrow} title={pageIntros.legal.title} lead={`${company.name} ${pageIntros.legal.lead}`} />
      <Section labelledBy="status-heading">
        <SectionHeading id="status-heading" title="Compliance Status" align="left" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {complianceStatus.map((s) => (
            <li key={s.title} className="rounded-xl border border-border p-6">
              <CheckCircle2 className="h-7 w-7 text-emerald-600" aria-hidden />
              <h3 className="mt-3 font-semibold">{s.title}</h3>
              <p className="mt-1 text-sm font-semibold text-emerald-800">{s.status}</p>
              <p className="mt-2 text-sm text-muted-foreground">{s.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="risk-heading">
        <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:p-8">
          <h2 id="risk-heading" className="flex items-center gap-2 text-2xl font-bold text-[#5c3300]">
            <AlertTriangle className="h-6 w-6" aria-hidden /> Risk Disclosure
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-[#3d2600]">
            {riskDisclosure.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      </Section>

      <Section labelledBy="docs-heading">
        <SectionHeading id="docs-heading" title="Legal Documents" align="left" />
        <ul className="grid gap-5 sm:grid-cols-2">
          {legalDocuments.map((d) => (
            <li key={d.href}>
              <a
                href={d.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex gap-4 rounded-xl border border-border p-5 hover:border-primary hover:bg-secondary/50 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <FileText className="h-8 w-8 shrink-0 text-primary" aria-hidden />
                <span>
                  <span className="block font-semibold text-primary">{d.title} (PDF)</span>
                  <span className="block text-sm text-muted-foreground">{d.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-muted-foreground">
          Read them online as well: <Link to="/privacy" className="text-primary underline">Privacy Policy</Link> and{' '}
          <Link to="/terms" className="text-primary underline">Terms of Use</Link>.
        </p>
      </Section>

      <Section tone="tint" labelledBy="company-heading">
        <div className="grid gap-8 md:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 sm:p-8">
            <h2 id="company-heading" className="flex items-center gap-2 text-2xl font-bold">
              <Building2 className="h-6 w-6 text-primary" aria-hidden /> Company Information
            </h2>
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Company</dt>
              <dd className="font-medium">{company.name}</dd>
              <dt className="text-muted-foreground">Seat</dt>
              <dd>
                {company.street}, {company.postalCode} {company.city}, {company.country}
              </dd>
              <dt className="text-muted-foreground">Register</dt>
              <dd>{company.registry}</dd>
              <dt className="text-muted-foreground">Share capital</dt>
              <dd>{company.shareCapital}</dd>
              <dt className="text-muted-foreground">Founded</dt>
              <dd>{company.founded}</dd>
            </dl>
          </div>
          <div className="rounded-2xl bg-white p-6 sm:p-8">
            <h2 className="flex items-center gap-2 text-2xl font-bold">
              <Mail className="h-6 w-6 text-primary" aria-hidden /> Legal Contacts
            </h2>
            <dl className="mt-5 space-y-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Legal department</dt>
                <dd>
                  <a href={`mailto:${company.legalEmail}`} className="text-primary underline">{company.legalEmail}</a>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Compliance and AML officer</dt>
                <dd>
                  <a href={`mailto:${company.complianceEmail}`} className="text-primary underline">{company.complianceEmail}</a>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Data protection</dt>
                <dd>
                  <a href={`mailto:${company.privacyEmail}`} className="text-primary underline">{company.privacyEmail}</a>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </Section>

      <Section labelledBy="disclaimer-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="disclaimer-heading" className="text-2xl font-bold">Disclaimer</h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">{legalNotes.disclaimer}</p>
        </div>
      </Section>
    </>
  );
}
