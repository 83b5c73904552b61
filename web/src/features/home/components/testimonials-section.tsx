import { Quote as QuoteIcon } from 'lucide-react';
import { RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { RichText as RichTextValue } from '@/content/schema';
import type { ImageInfo } from '@/lib/entities';
import { objectPosition } from '@/lib/image-focus';
import { responsiveImage } from '@/lib/responsive-image';
import { collectionNamed } from '@/lib/collections';
import { inLanguage } from '@/lib/languages';
import { useContent, usePageList } from '@/lib/site-content';
import { fieldLang, recordsLanguage } from '@/lib/untranslated';
import { homePageContent } from './home-page-content';

/** Testimonial is a record of the testimonials collection (internal/content/testimonials.go). */
interface Testimonial {
  id: number;
  quote: RichTextValue;
  name: string;
  role: string;
  photoUrl: string;
  orderIndex: number;
  photoInfo: ImageInfo | null;
  /** untranslated names the fields shown in the default language on a page in another. */
  untranslated?: string[];
}

const testimonials = collectionNamed('testimonials');

/**
 * TestimonialsSection shows the testimonials in their order, when the home document switches
 * the section on and there is at least one; otherwise nothing. shows are the documents of the
 * page it is on, whose language it reads the testimonials in (recordsLanguage).
 */
export function TestimonialsSection({ shows }: { shows: readonly string[] }) {
  const { testimonials: section } = useContent('home');
  const list = usePageList<Testimonial>(inLanguage(testimonials.path, recordsLanguage(shows)));
  if (!section?.show || list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
  return (
    <Section labelledBy="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow={section.eyebrow} title={section.heading} />
      {/* Two side by side, as the experts' quotes; three to a row once there are three. */}
      <ul className={`grid gap-6 md:grid-cols-2 ${sorted.length >= 3 ? 'lg:grid-cols-3' : ''}`}>
        {sorted.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-muted p-6 sm:p-8">
              <QuoteIcon className="h-8 w-8 text-accent" aria-hidden />
              <RichText as="blockquote" value={t.quote} className="mt-3 flex-1 text-lg leading-relaxed" lang={fieldLang(t, 'quote')} quoted />
              <figcaption className="mt-5 flex items-center gap-4">
                {t.photoUrl ? (
                  <img
                    {...responsiveImage(t.photoUrl, t.photoInfo, '56px')}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-14 w-14 shrink-0 rounded-full object-cover"
                    style={{ objectPosition: objectPosition(t.photoInfo) }}
                  />
                ) : null}
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  {t.role ? (
                    <span className="block text-sm text-muted-foreground" lang={fieldLang(t, 'role')}>
                      {t.role}
                    </span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** HomeTestimonialsSection is the section as the home page shows it (a static island there: see home-page.tsx). */
export function HomeTestimonialsSection() {
  return <TestimonialsSection shows={homePageContent} />;
}
