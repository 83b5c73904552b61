import { Globe, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { RichContent } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { usePageRecords, type Localized } from '@/lib/page-records';
import { collectionNamed } from '@/lib/collections';
import type { GlobalPartner, PartnerCategory } from '@/lib/entities';
import type { ContentDocs, ContentKey } from '@/content/schema';
import { fillTemplate } from '@/lib/fill-template';
import { groupPartners, groupTexts, partnerServices } from '@/lib/partner-groups';
import { responsiveImage } from '@/lib/responsive-image';
import { useContent } from '@/lib/site-content';
import { fieldLang } from '@/lib/untranslated';
import { websiteHref } from '@/lib/website-url';

/** LOGO_SIZES is how wide a card's logo shows at most: 10rem. */
const LOGO_SIZES = '160px';

/** globalPartnersPageContent are the documents the partners directory reads (besides the site's). */
export const globalPartnersPageContent: ContentKey[] = ['global-partners'];

/**
 * GlobalPartnersPage is the partners directory (spec §2), grouped under the active partner
 * categories in their display order; the default types keep the document's headings.
 */
export function GlobalPartnersPage() {
  const t = useContent('global-partners');
  const partners = usePageRecords<GlobalPartner>(collectionNamed('global-partners'), globalPartnersPageContent);
  const categories = usePageRecords<PartnerCategory>(collectionNamed('partner-categories'), globalPartnersPageContent);
  // Without the categories (should their list fail) the partners still show, grouped by the
  // default rule.
  const isPending = partners.isPending || categories.isPending;
  const isError = partners.isError;
  const groups = groupPartners(partners.data ?? [], categories.data ?? []);
  return (
    <>
      <PageHero {...t.hero} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {isPending ? (
          <Spinner label={t.list.loading} showLabel />
        ) : isError ? (
          <EmptyState title={t.list.error}>{t.list.tryLater}</EmptyState>
        ) : groups.length === 0 ? (
          <EmptyState icon={<Globe className="h-6 w-6" aria-hidden />} title={t.list.emptyTitle}>
            <RichContent value={t.list.empty} />
          </EmptyState>
        ) : (
          <div className="space-y-14">
            {groups.map((g, i) => {
              const { heading, badge } = groupTexts(g, t.groups);
              return (
                <section key={g.key} aria-labelledby={`partner-group-${i}`}>
                  <h2 id={`partner-group-${i}`} className="text-2xl font-bold" lang={g.nameLang}>
                    {heading} <span className="text-base font-normal text-muted-foreground">({g.partners.length})</span>
                  </h2>
                  <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {g.partners.map((p) => (
                      <PartnerCard key={p.id} partner={p} badge={badge} badgeLang={g.nameLang} texts={t} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </div>
    </>
  );
}

function PartnerCard({
  partner: p,
  badge,
  badgeLang,
  texts: t,
}: {
  partner: Localized<GlobalPartner>;
  badge: string;
  badgeLang?: string;
  texts: ContentDocs['global-partners'];
}) {
  const services = partnerServices(p.services ?? '');
  const place = [p.city, p.country].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-white p-6 shadow-sm">
      {p.logoUrl ? <PartnerLogo partner={p} /> : null}
      {/* The badge moves under a long name rather than pushing the card past a phone's edge. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h3 className="min-w-0 text-lg font-bold leading-snug [overflow-wrap:anywhere]">{p.name}</h3>
        <Badge tone="primary" className="max-w-full text-center [overflow-wrap:anywhere] sm:max-w-[50%]" lang={badgeLang}>
          {badge}
        </Badge>
      </div>
      {place ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="h-4 w-4" aria-hidden /> {place}
        </p>
      ) : null}
      {p.description ? (
        <p className="mt-3 text-sm leading-relaxed text-muted-foreground" lang={fieldLang(p, 'description')}>
          {p.description}
        </p>
      ) : null}
      {services.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t.servicesLabel}>
          {services.map((s) => (
            <li key={s} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium" lang={fieldLang(p, 'services')}>
              {s}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto space-y-1.5 pt-5 text-sm">
        {p.contactPerson ? (
          <p className="flex items-center gap-2">
            <UserRound className="h-4 w-4 text-muted-foreground" aria-hidden /> {p.contactPerson}
          </p>
        ) : null}
        {p.email ? (
          <p className="flex items-center gap-2">
            <Mail className="h-4 w-4 text-muted-foreground" aria-hidden />
            <a href={`mailto:${p.email}`} className="break-all text-primary hover:underline">
              {p.email}
            </a>
          </p>
        ) : null}
        {p.phone ? (
          <p className="flex items-center gap-2">
            <Phone className="h-4 w-4 text-muted-foreground" aria-hidden />
            <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
              {p.phone}
            </a>
          </p>
        ) : null}
        {p.website ? (
          <a
            href={websiteHref(p.website)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            <Globe className="h-4 w-4" aria-hidden /> {t.visitWebsite}
            <span className="sr-only">{fillTemplate(t.visitWebsiteNewTab, { name: p.name })}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * PartnerLogo is a partner's logo atop its card: small (3 rem high, at most 10 rem wide),
 * loaded as it nears the screen, its box the same height before and after it arrives (the
 * picture's own width and height when the server knows them), so nothing below it moves.
 */
function PartnerLogo({ partner: p }: { partner: Localized<GlobalPartner> }) {
  const image = responsiveImage(p.logoUrl!, p.logoInfo, LOGO_SIZES);
  return (
    <img
      {...image}
      alt={p.logoInfo?.alt || p.name}
      loading="lazy"
      decoding="async"
      className="mb-4 h-12 w-auto max-w-40 self-start object-contain object-left"
    />
  );
}
