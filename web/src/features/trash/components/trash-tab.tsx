/** TrashTab is the panel's part for the trash. */
export function TrashTab() {
  return <p className="text-muted-foreground">Coming in this release: the trash.</p>;
}
