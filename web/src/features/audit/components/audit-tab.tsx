/** AuditTab is the panel's part for the audit log. */
export function AuditTab() {
  return <p className="text-muted-foreground">Coming in this release: the audit log.</p>;
}
