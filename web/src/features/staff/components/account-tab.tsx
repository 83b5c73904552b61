import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';

/** AccountTab is the signed-in person's own account: two-factor sign-in and their sessions. */
export function AccountTab() {
  return (
    <div className="space-y-6">
      <TwoFactorCard />
    </div>
  );
}
