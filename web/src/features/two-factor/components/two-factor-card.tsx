/** TwoFactorCard is the panel's part for two-factor sign-in. */
export function TwoFactorCard() {
  return <p className="text-muted-foreground">Coming in this release: two-factor sign-in.</p>;
}
