import { PageHero } from '@/components/ui/section';
import type { PolicySection } from '@/content/policies';

/** PolicyPage renders a policy as numbered sections. */
export function PolicyPage({ policy }: { policy: { title: string; updated: string; intro: string; sections: PolicySection[] } }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={policy.title} lead={policy.intro} />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-sm text-muted-foreground">{policy.updated}</p>
        {policy.sections.map((s, i) => (
          <section key={s.heading} className="mt-10">
            <h2 className="text-xl font-bold">
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 30)} className="mt-3 leading-relaxed text-muted-foreground">
                {p}
              </p>
            ))}
            {s.points ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-muted-foreground marker:text-accent">
                {s.points.map((pt) => (
                  <li key={pt}>{pt}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
