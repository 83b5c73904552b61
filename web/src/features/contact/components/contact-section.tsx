import { Headset, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/ui/section';
import { useContent } from '@/lib/site-content';

/** ContactSection closes the home page: the company's contact panel and the form (anchor #contact), which the route passes in. */
export function ContactSection({ form }: { form: ReactNode }) {
  const { contactSection, company, contact } = useContent('site');
  return (
    <Section id="contact" tone="muted" labelledBy="contact-heading">
      <SectionHeading id="contact-heading" eyebrow={contactSection.eyebrow} title={contactSection.heading} lead={contactSection.lead} />
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="rounded-2xl bg-primary p-6 text-white sm:p-8 lg:col-span-2">
          <h3 className="text-xl font-bold">{contactSection.panelHeading}</h3>
          <p className="mt-2 text-slate-100">{company.name}</p>
          <ul className="mt-6 space-y-5">
            <li className="flex gap-3">
              <Phone className="mt-0.5 h-5 w-5 shrink-0 text-[#9ff0dc]" aria-hidden />
              <div>
                <p className="text-sm text-slate-200">{contactSection.phoneLabel}</p>
                <a href={`tel:${contact.phoneHref}`} className="font-medium hover:underline">
                  {contact.phone}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-[#9ff0dc]" aria-hidden />
              <div>
                <p className="text-sm text-slate-200">{contactSection.emailLabel}</p>
                <a href={`mailto:${contact.email}`} className="break-all font-medium hover:underline">
                  {contact.email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Headset className="mt-0.5 h-5 w-5 shrink-0 text-[#9ff0dc]" aria-hidden />
              <div>
                <p className="text-sm text-slate-200">{contactSection.supportLabel}</p>
                <a href={`mailto:${contact.supportEmail}`} className="break-all font-medium hover:underline">
                  {contact.supportEmail}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-[#9ff0dc]" aria-hidden />
              <div>
                <p className="text-sm text-slate-200">{contactSection.addressLabel}</p>
                <address className="font-medium not-italic">
                  {company.street}
                  <br />
                  {company.postalCode} {company.city}
                  <br />
                  {company.country}
                </address>
              </div>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-white p-6 sm:p-8 lg:col-span-3">
          <h3 className="mb-5 text-xl font-bold">{contactSection.formHeading}</h3>
          {form}
        </div>
      </div>
    </Section>
  );
}
