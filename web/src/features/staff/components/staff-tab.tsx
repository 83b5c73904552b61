/** StaffTab is the owners' list of staff accounts. */
export function StaffTab() {
  return <p className="text-muted-foreground">Coming in this release: staff accounts.</p>;
}
