import { describe, expect, it } from 'vitest';
import { atLeast, roleLabel, staffRoles } from './roles';

describe('staff roles', () => {
  it('are the owner, the editor and the viewer, most rights first', () => {
    expect(staffRoles.map((r) => r.value)).toEqual(['owner', 'editor', 'viewer']);
    expect(roleLabel('editor')).toBe('Editor');
  });

  it('rank an owner over an editor over a viewer', () => {
    expect(atLeast('owner', 'editor')).toBe(true);
    expect(atLeast('editor', 'editor')).toBe(true);
    expect(atLeast('viewer', 'editor')).toBe(false);
    expect(atLeast('editor', 'owner')).toBe(false);
    expect(atLeast(undefined, 'viewer')).toBe(false);
  });
});
