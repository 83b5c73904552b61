import { Users } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { usePageRecords, type Localized } from '@/lib/page-records';
import { collectionNamed } from '@/lib/collections';
import type { TeamMember } from '@/lib/entities';
import { fillTemplate } from '@/lib/fill-template';
import { objectPosition } from '@/lib/image-focus';
import { responsiveImage } from '@/lib/responsive-image';
import { useContent } from '@/lib/site-content';
import { fieldLang } from '@/lib/untranslated';
import type { ContentKey } from '@/content/schema';

// One card a row on phones, two from sm, three from lg.
const TEAM_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** teamPageContent are the documents the team page reads (besides the site's). */
export const teamPageContent: ContentKey[] = ['team'];

/** TeamPage lists the team members, in their order (spec §2). */
export function TeamPage() {
  const t = useContent('team');
  const { data, isPending, isError } = usePageRecords<TeamMember>(collectionNamed('team-members'), teamPageContent);
  const members = [...(data ?? [])].sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0));
  return (
    <>
      <PageHero {...t.hero} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        {isPending ? (
          <Spinner label={t.list.loading} showLabel />
        ) : isError ? (
          <EmptyState title={t.list.error}>{t.list.tryLater}</EmptyState>
        ) : members.length === 0 ? (
          <EmptyState icon={<Users className="h-6 w-6" aria-hidden />} title={t.list.emptyTitle}>
            <RichContent value={t.list.empty} />
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((m) => (
              <TeamCard key={m.id} member={m} portraitAlt={t.portraitAlt} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

function TeamCard({ member, portraitAlt }: { member: Localized<TeamMember>; portraitAlt: string }) {
  // One reading of the spec stores the picture's URL as `image`.
  const src = member.imageUrl || (typeof member.image === 'string' ? member.image : '');
  const [broken, setBroken] = useState(false);
  return (
    <li className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm">
      <div className="aspect-[4/3] bg-secondary">
        {src && !broken ? (
          <img
            width={400}
            height={300}
            {...responsiveImage(src, member.imageUrl ? member.imageInfo : null, TEAM_IMAGE_SIZES)}
            alt={(member.imageUrl && member.imageInfo?.alt) || fillTemplate(portraitAlt, { name: member.name })}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="h-full w-full object-cover"
            style={{ objectPosition: member.imageUrl ? objectPosition(member.imageInfo) : undefined }}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-5xl font-bold text-primary" aria-hidden>
            {initials(member.name)}
          </div>
        )}
      </div>
      <div className="p-6">
        <h2 className="text-xl font-bold">{member.name}</h2>
        <p className="mt-1 font-medium text-accent" lang={fieldLang(member, 'title')}>
          {member.title}
        </p>
        {member.company ? <p className="text-sm text-muted-foreground">{member.company}</p> : null}
        {member.description ? (
          <RichText value={member.description} className="mt-3 text-sm leading-relaxed text-muted-foreground" blocksClassName="space-y-2" lang={fieldLang(member, 'description')} />
        ) : null}
      </div>
    </li>
  );
}
