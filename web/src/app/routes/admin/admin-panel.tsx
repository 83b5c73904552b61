import {
  CalendarDays,
  ClipboardCheck,
  ChartLine,
  Download,
  FileQuestion,
  FileText,
  Handshake,
  Image,
  Images,
  KeyRound,
  Link2Off,
  List,
  LogOut,
  Mail,
  Quote,
  ScrollText,
  Signpost,
  Trash2,
  UserCog,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PanelNavigation, type PanelView } from '@/components/admin/panel-navigation';
import { Button } from '@/components/ui/button';
import { AuditTab } from '@/features/audit/components/audit-tab';
import { CalendarTab } from '@/features/calendar/components/calendar-tab';
import { CompareTable } from '@/features/content-editor/components/compare-table';
import { ContentTab } from '@/features/content-editor/components/content-tab';
import { confirmLeave } from '@/features/content-editor/lib/leave-guard';
import { GalleryImagesTab } from '@/features/gallery/components/gallery-images-tab';
import { GalleryVideosTab } from '@/features/gallery/components/gallery-videos-tab';
import { InsightsTab } from '@/features/insights/components/insights-tab';
import { NotFoundTab } from '@/features/insights/components/not-found-tab';
import { MessagesTab } from '@/features/inbox/components/messages-tab';
import { MediaTab } from '@/features/media/components/media-tab';
import { UnreadBadge } from '@/features/inbox/components/unread-badge';
import { BrokenLinksBadge } from '@/features/link-check/components/broken-links-badge';
import { LinkCheckTab } from '@/features/link-check/components/link-check-tab';
import { PartnersTab } from '@/features/partners/components/partners-tab';
import { CollectionTab } from '@/features/records/components/collection-tab';
import { ReviewsBadge } from '@/features/reviews/components/reviews-badge';
import { ReviewsTab } from '@/features/reviews/components/reviews-tab';
import { ReviewSettingsCard } from '@/features/reviews/components/review-settings-card';
import { RedirectsTab } from '@/features/redirects/components/redirects-tab';
import { DownloadsTab } from '@/features/research-papers/components/downloads-tab';
import { AccountTab } from '@/features/staff/components/account-tab';
import { StaffTab } from '@/features/staff/components/staff-tab';
import { TeamTab } from '@/features/team/components/team-tab';
import { TrashTab } from '@/features/trash/components/trash-tab';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { TwoFactorPolicy } from '@/features/two-factor/components/two-factor-policy';
import { SCREEN_TABS } from '@/lib/admin/panel-links';
import { atLeast, roleLabel, type Role } from '@/lib/admin/roles';
import { useRole, useSignOut } from '@/lib/api/session';
import { collectionNamed, collections } from '@/lib/collections';

/** Group is a heading of the panel's navigation; GROUPS are them in the order they are listed. */
type Group = 'content' | 'inbox' | 'insights' | 'settings';
const GROUPS: { id: Group; label: string }[] = [
  { id: 'content', label: 'Content' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'insights', label: 'Insights' },
  { id: 'settings', label: 'Settings' },
];

/**
 * Tab is one view of the panel: `?tab=value` in the URL, its name, the group it is listed
 * under (in TABS' order within the group), its icon, what it shows, the least role that sees
 * it, and optionally a count beside its name (Badge, see PanelView).
 */
type Tab = PanelView & { group: Group; min: Role };

// The kinds of record with screens of their own (the gallery's lightbox, the downloads'
// folders, the partners' categories), in the order the panel shows them; each is labelled by
// its collection's declaration; their tabs' values are SCREEN_TABS', which links to them use.
const SCREENS: Record<string, Pick<Tab, 'value' | 'icon' | 'Panel'>> = {
  'team-members': { value: SCREEN_TABS['team-members'], icon: Users, Panel: TeamTab },
  'gallery-images': { value: SCREEN_TABS['gallery-images'], icon: Image, Panel: GalleryImagesTab },
  'gallery-videos': { value: SCREEN_TABS['gallery-videos'], icon: Video, Panel: GalleryVideosTab },
  'research-papers': { value: SCREEN_TABS['research-papers'], icon: Download, Panel: DownloadsTab },
  'global-partners': { value: SCREEN_TABS['global-partners'], icon: Handshake, Panel: PartnersTab },
  redirects: { value: 'redirects', icon: Signpost, Panel: RedirectsTab },
};

/** KEPT_ELSEWHERE are the collections edited on another one's screen: folders, partner categories. */
const KEPT_ELSEWHERE = new Set(['categories', 'partner-categories']);

/** The collections listed elsewhere than under Content, and the icons of those without a screen. */
const COLLECTION_GROUP: Record<string, Group> = { redirects: 'settings' };
const COLLECTION_ICON: Record<string, LucideIcon> = { testimonials: Quote };

/**
 * recordTabs are a tab per kind of record: its own screen, or else the tab every collection
 * gets from its declaration (CollectionTab), so a kind declared on the server shows here.
 */
const recordTabs: Tab[] = [
  ...Object.entries(SCREENS).map(([name, screen]) => ({
    ...screen,
    label: collectionNamed(name).plural,
    group: COLLECTION_GROUP[name] ?? 'content',
    min: 'viewer' as Role,
  })),
  ...collections
    .filter((c) => !c.custom && !SCREENS[c.name] && !KEPT_ELSEWHERE.has(c.name))
    .map((c) => ({
      value: c.name,
      label: c.plural,
      group: COLLECTION_GROUP[c.name] ?? 'content',
      icon: COLLECTION_ICON[c.name] ?? List,
      Panel: () => <CollectionTab name={c.name} />,
      // A kind of record is seen by whoever may read it ('' is everyone).
      min: (c.read || 'viewer') as Role,
    })),
];

// Each tab names the least role that sees it; the server refuses the same role its calls.
const TABS: Tab[] = [
  { value: 'content', label: 'Site content', group: 'content', icon: FileText, Panel: ContentTab, min: 'viewer' },
  { value: 'calendar', label: 'Calendar', group: 'content', icon: CalendarDays, Panel: CalendarTab, min: 'viewer' },
  { value: 'reviews', label: 'Reviews', group: 'content', icon: ClipboardCheck, Panel: ReviewsPanel, min: 'viewer', Badge: ReviewsBadge },
  { value: 'media', label: 'Media', group: 'content', icon: Images, Panel: MediaTab, min: 'viewer' },
  ...recordTabs.filter((t) => t.group === 'content'),
  { value: 'messages', label: 'Messages', group: 'inbox', icon: Mail, Panel: MessagesTab, min: 'viewer', Badge: UnreadBadge },
  { value: 'insights', label: 'Insights', group: 'insights', icon: ChartLine, Panel: InsightsTab, min: 'viewer' },
  { value: 'not-found', label: 'Not found (404)', group: 'insights', icon: FileQuestion, Panel: NotFoundTab, min: 'viewer' },
  { value: 'links', label: 'Broken links', group: 'insights', icon: Link2Off, Panel: LinkCheckTab, min: 'viewer', Badge: BrokenLinksBadge },
  { value: 'staff', label: 'Staff', group: 'settings', icon: UserCog, Panel: StaffPanel, min: 'owner' },
  { value: 'account', label: 'Your account', group: 'settings', icon: KeyRound, Panel: AccountPanel, min: 'viewer' },
  { value: 'audit', label: 'Audit log', group: 'settings', icon: ScrollText, Panel: AuditTab, min: 'owner' },
  { value: 'trash', label: 'Trash', group: 'settings', icon: Trash2, Panel: TrashTab, min: 'viewer' },
  ...recordTabs.filter((t) => t.group === 'settings'),
];

/** DEFAULT_TAB opens at /admin, without ?tab=. */
const DEFAULT_TAB = 'team';

/** StaffPanel is the staff tab with the owners' site-wide policies above the accounts: two-factor sign-in, and review before publishing. */
function StaffPanel() {
  return (
    <StaffTab
      twoFactorPolicy={
        <div className="space-y-4">
          <TwoFactorPolicy />
          <ReviewSettingsCard />
        </div>
      }
    />
  );
}

/** ReviewsPanel is the review queue, which shows a change with the history's compare view. */
function ReviewsPanel() {
  return <ReviewsTab Compare={CompareTable} />;
}

/** AccountPanel is one's own account tab with their two-factor sign-in. */
function AccountPanel() {
  return <AccountTab twoFactorCard={<TwoFactorCard />} />;
}

/**
 * AdminPanel is the signed-in panel: the five tabs of spec §2, the site's content, the contact
 * inbox, the trash, and for owners the audit log and the staff accounts; everyone has their own
 * account's tab. The tabs are listed in groups (PanelNavigation): a sidebar on a desktop, a
 * menu on a phone.
 */
export function AdminPanel({ username }: { username: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const role = useRole();
  const tabs = TABS.filter((t) => atLeast(role, t.min));
  // The open tab lives in the URL, so a reload, Back and Forward, or a shared link keep it.
  const requested = params.get('tab');
  const tab = tabs.find((t) => t.value === requested) ?? tabs.find((t) => t.value === DEFAULT_TAB);

  useEffect(() => {
    document.title = tab ? `${tab.label} | Admin Panel | QRS` : 'Admin Panel | QRS';
  }, [tab]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Admin Panel</h1>
          <p className="text-sm text-muted-foreground">
            Signed in as {username}
            {role ? ` (${roleLabel(role)})` : null}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={signOut.isPending}
          onClick={async () => {
            // Unsaved changes in the content editor are lost with the session: ask first.
            if (!(await confirmLeave())) return;
            signOut.mutate(undefined, { onSettled: () => navigate('/') });
          }}
        >
          <LogOut className="h-4 w-4" aria-hidden />
          Logout
        </Button>
      </div>
      {/* Without a known role there is no view to show. */}
      {tab ? (
        <PanelNavigation
          label="Admin sections"
          groups={GROUPS}
          views={tabs}
          current={tab.value}
          // Each view is an entry of the browser's history, as a page would be; the editor's
          // leave guard (useBlocker) stops the navigation while a form has unsaved changes.
          onChoose={(value, { replace }) => setParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace })}
        />
      ) : null}
    </div>
  );
}
