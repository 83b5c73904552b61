import rules from '../../../content/rules.json';

// The staff roles as web/content/rules.json lists them, most rights first; the server ranks
// them by the same list (internal/content/staff.go), so a role's rights are written once.

/** Role is what a staff account may do in the panel. */
export type Role = 'owner' | 'editor' | 'viewer';

/** staffRoles are the roles with their labels and descriptions, most rights first. */
export const staffRoles = rules.staff.roles as { value: Role; label: string; description: string }[];

/** staffMessages are the words of a refused role and of a deactivated account. */
export const staffMessages = { notAllowed: rules.staff.notAllowed, deactivated: rules.staff.deactivated };

function rank(role: Role | undefined): number {
  const i = staffRoles.findIndex((r) => r.value === role);
  return i < 0 ? 0 : staffRoles.length - i;
}

/** atLeast reports whether role has every right of min: an owner can do what an editor can. */
export function atLeast(role: Role | undefined, min: Role): boolean {
  return rank(role) > 0 && rank(role) >= rank(min);
}

/** roleLabel is the label of a role ("Owner"); an unknown one shows as it is. */
export function roleLabel(role: string): string {
  return staffRoles.find((r) => r.value === role)?.label ?? role;
}
