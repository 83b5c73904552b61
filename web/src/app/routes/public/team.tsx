import { TeamPage } from '@/features/team/components/team-page';

export function Component() {
  return <TeamPage />;
}
