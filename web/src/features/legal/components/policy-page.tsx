import { RichContent, RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import type { PolicyDoc, RichText as RichTextValue } from '@/content/schema';
import { fillSiteSlots, fillTemplate } from '@/lib/fill-template';
import { formatDate } from '@/lib/format';
import { fillRichSiteSlots } from '@/lib/rich-text';
import { useContent } from '@/lib/site-content';

/** PolicyPage renders a policy as numbered sections, the same text its PDF carries. */
export function PolicyPage({ policy }: { policy: PolicyDoc }) {
  const site = useContent('site');
  const { ui } = site;
  // The texts name the company and its addresses through slots filled from the site settings.
  const fill = (text: string) => fillSiteSlots(text, site);
  const fillRich = (text: RichTextValue) => fillRichSiteSlots(text, site);
  const [lead, ...intro] = policy.intro.map(fillRich);
  return (
    <>
      <PageHero eyebrow={ui.policyEyebrow} title={policy.title} lead={lead} />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-sm text-muted-foreground">{fillTemplate(ui.policyUpdated, { date: formatDate(policy.updated) })}</p>
        {intro.map((p, i) => (
          <RichText key={i} value={p} className="mt-3 leading-relaxed text-muted-foreground" />
        ))}
        {policy.sections.map((s, i) => (
          <section key={i} className="mt-10">
            <h2 className="text-xl font-bold">
              {i + 1}. {fill(s.heading)}
            </h2>
            {s.paragraphs.map((p, j) => (
              <RichText key={j} value={fillRich(p)} className="mt-3 leading-relaxed text-muted-foreground" />
            ))}
            {s.points ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-muted-foreground marker:text-accent">
                {s.points.map((pt, j) => (
                  <li key={j}>
                    <RichContent value={fillRich(pt)} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
