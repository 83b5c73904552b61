import { Download, FileText, Handshake, Image, KeyRound, List, LogOut, Mail, ScrollText, Trash2, UserCog, Users, Video } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditTab } from '@/features/audit/components/audit-tab';
import { ContentTab } from '@/features/content-editor/components/content-tab';
import { confirmLeave } from '@/features/content-editor/lib/leave-guard';
import { GalleryImagesTab } from '@/features/gallery/components/gallery-images-tab';
import { GalleryVideosTab } from '@/features/gallery/components/gallery-videos-tab';
import { MessagesTab } from '@/features/inbox/components/messages-tab';
import { UnreadBadge } from '@/features/inbox/components/unread-badge';
import { PartnersTab } from '@/features/partners/components/partners-tab';
import { CollectionTab } from '@/features/records/components/collection-tab';
import { RedirectsTab } from '@/features/redirects/components/redirects-tab';
import { DownloadsTab } from '@/features/research-papers/components/downloads-tab';
import { AccountTab } from '@/features/staff/components/account-tab';
import { StaffTab } from '@/features/staff/components/staff-tab';
import { TeamTab } from '@/features/team/components/team-tab';
import { TrashTab } from '@/features/trash/components/trash-tab';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { TwoFactorPolicy } from '@/features/two-factor/components/two-factor-policy';
import { atLeast, roleLabel, type Role } from '@/lib/admin/roles';
import { useRole, useSignOut } from '@/lib/api/session';
import { collections } from '@/lib/collections';

type Tab = { value: string; label: string; icon: typeof Users; Panel: () => React.JSX.Element; min: Role };

// The kinds of record with screens of their own (the gallery's lightbox, the downloads'
// folders, the partners' categories), in the order the panel shows them; each is labelled by
// its collection's declaration.
const SCREENS: Record<string, Omit<Tab, 'label' | 'min'>> = {
  'team-members': { value: 'team', icon: Users, Panel: TeamTab },
  'gallery-images': { value: 'images', icon: Image, Panel: GalleryImagesTab },
  'gallery-videos': { value: 'videos', icon: Video, Panel: GalleryVideosTab },
  'research-papers': { value: 'downloads', icon: Download, Panel: DownloadsTab },
  'global-partners': { value: 'partners', icon: Handshake, Panel: PartnersTab },
  redirects: { value: 'redirects', icon: List, Panel: RedirectsTab },
};

/** KEPT_ELSEWHERE are the collections edited on another one's screen: folders, partner categories. */
const KEPT_ELSEWHERE = new Set(['categories', 'partner-categories']);

/**
 * recordTabs are a tab per kind of record: its own screen, or else the tab every collection
 * gets from its declaration (CollectionTab), so a kind declared on the server shows here.
 */
const recordTabs: Tab[] = [
  ...Object.entries(SCREENS).map(([name, screen]) => ({ ...screen, label: collections.find((c) => c.name === name)!.plural, min: 'viewer' as Role })),
  ...collections
    .filter((c) => !c.custom && !SCREENS[c.name] && !KEPT_ELSEWHERE.has(c.name))
    .map((c) => ({ value: c.name, label: c.plural, icon: List, Panel: () => <CollectionTab name={c.name} />, min: 'viewer' as Role })),
];

// Each tab names the least role that sees it; the server refuses the same role its calls.
const TABS: Tab[] = [
  ...recordTabs,
  { value: 'content', label: 'Site content', icon: FileText, Panel: ContentTab, min: 'viewer' },
  { value: 'messages', label: 'Messages', icon: Mail, Panel: MessagesTab, min: 'viewer' },
  { value: 'trash', label: 'Trash', icon: Trash2, Panel: TrashTab, min: 'viewer' },
  { value: 'audit', label: 'Audit log', icon: ScrollText, Panel: AuditTab, min: 'owner' },
  { value: 'staff', label: 'Staff', icon: UserCog, Panel: StaffPanel, min: 'owner' },
  { value: 'account', label: 'Your account', icon: KeyRound, Panel: AccountPanel, min: 'viewer' },
];

/** StaffPanel is the staff tab with the owners' two-factor policy above the accounts. */
function StaffPanel() {
  return <StaffTab twoFactorPolicy={<TwoFactorPolicy />} />;
}

/** AccountPanel is one's own account tab with their two-factor sign-in. */
function AccountPanel() {
  return <AccountTab twoFactorCard={<TwoFactorCard />} />;
}

/**
 * AdminPanel is the signed-in panel: the five tabs of spec §2, the site's content, the contact
 * inbox, the trash, and for owners the audit log and the staff accounts; everyone has their own
 * account's tab.
 */
export function AdminPanel({ username }: { username: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const role = useRole();
  const tabs = TABS.filter((t) => atLeast(role, t.min));
  // The open tab lives in the URL, so a reload or a shared link keeps it.
  const requested = params.get('tab');
  const tab = tabs.some((t) => t.value === requested) ? requested! : 'team';

  useEffect(() => {
    document.title = 'Admin Panel | QRS';
  }, []);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
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
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'team' ? {} : { tab: value }, { replace: true })}
      >
        {/* Wrapping keeps all the tabs in sight on a tablet or a phone, rather than scrolled away. */}
        <TabsList aria-label="Admin sections" className="flex-wrap">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="group">
              <Icon className="h-4 w-4" aria-hidden />
              {label}
              {value === 'messages' ? <UnreadBadge /> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
