import { Check, Cpu, CreditCard, HeartPulse, ShieldCheck, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { isInline } from '@/lib/rich-text';
import { useContent } from '@/lib/site-content';

const innovationIcons = [CreditCard, HeartPulse, Zap, ShieldCheck];

/** ProductsSection presents the four device lines, the device claims and the four innovations. */
export function ProductsSection() {
  const { products } = useContent('home');
  // A compatibility note of several paragraphs or a list cannot stand in a <p>.
  const Compatibility = isInline(products.compatibility) ? 'p' : 'div';
  return (
    <Section tone="tint" labelledBy="products-heading">
      <SectionHeading id="products-heading" eyebrow={products.eyebrow} title={products.heading} lead={products.lead} />
      <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
        {products.claims.map((c) => (
          <div key={c.label} className="rounded-xl bg-white p-4 text-center">
            <dt className="text-sm text-muted-foreground">{c.label}</dt>
            <dd className="text-3xl font-bold text-primary">{c.value}</dd>
          </div>
        ))}
      </dl>

      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {products.devices.map((d) => (
          <li key={d.name} className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm">
            <div className="h-1.5" style={{ backgroundColor: d.color }} aria-hidden />
            <div className="grid gap-5 p-6 sm:grid-cols-[10rem_1fr]">
              <img
                src={d.image}
                alt={d.imageAlt}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full rounded-lg bg-muted object-cover"
              />
              <div>
                <Badge tone="outline">{d.category}</Badge>
                <h3 className="mt-2 text-xl font-bold">{d.name}</h3>
                <RichText value={d.description} className="mt-1 text-sm text-muted-foreground" />
              </div>
            </div>
            <div className="grid gap-6 border-t border-border p-6 sm:grid-cols-3">
              <div>
                <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{products.labels.features}</h4>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {d.features.map((f, i) => (
                    <li key={i} className="flex gap-1.5">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
                      <RichContent value={f} />
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{products.labels.applications}</h4>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {d.applications.map((a, i) => (
                    <RichText key={i} as="li" value={a} />
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{products.labels.specifications}</h4>
                <dl className="mt-2 space-y-1.5 text-sm">
                  {d.specifications.map((s) => (
                    <div key={s.label}>
                      <dt className="inline text-muted-foreground">{s.label}: </dt>
                      <dd className="inline font-medium">{s.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <h3 className="mt-16 text-center text-2xl font-bold">{products.innovationsHeading}</h3>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.innovations.map((inn, i) => {
          const Icon = innovationIcons[i % innovationIcons.length];
          return (
            <li key={inn.title} className="rounded-xl bg-white p-6">
              <Icon className="h-7 w-7 text-primary" aria-hidden />
              <h4 className="mt-3 font-semibold">{inn.title}</h4>
              <RichText value={inn.description} className="mt-1 text-sm text-muted-foreground" />
              <RichText value={inn.benefit} className="mt-3 text-sm font-semibold text-accent" />
            </li>
          );
        })}
      </ul>
      <Compatibility className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-xl bg-white p-5 text-sm text-muted-foreground">
        <Cpu className="h-5 w-5 shrink-0 text-primary" aria-hidden />
        <RichText as="span" value={products.compatibility} before={<strong className="text-foreground">{products.compatibilityLabel} </strong>} />
      </Compatibility>
    </Section>
  );
}
