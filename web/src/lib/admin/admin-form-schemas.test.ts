import { describe, expect, it } from 'vitest';
import {
  downloadSchema,
  folderSchema,
  galleryImageSchema,
  galleryVideoSchema,
  partnerCategorySchema,
  partnerSchema,
  teamMemberSchema,
} from './admin-form-schemas';

// The messages are spelled out here, not imported, so the test holds the code to the spec's words.
const REQUIRED = 'Required';
const EMAIL = 'Please enter a valid email address';
const INVALID_FILE = 'Invalid file type: Please select a PDF file or image (JPG, PNG, GIF, WebP, SVG)';

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portrait.png', { type: 'image/png' });
const pdf = new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' });
const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe('team member form', () => {
  it('requires name, title, company and description with the generic message', () => {
    const r = teamMemberSchema.safeParse({ name: ' ', title: '', company: '', description: '' });
    expect(fieldErrors(r)).toEqual({ name: REQUIRED, title: REQUIRED, company: REQUIRED, description: REQUIRED });
  });
  it('turns a non-numeric order index into 0', () => {
    const r = teamMemberSchema.parse({ name: 'A', title: 'B', company: 'C', description: 'D', orderIndex: 'abc' });
    expect(r.orderIndex).toBe(0);
    expect(teamMemberSchema.parse({ name: 'A', title: 'B', company: 'C', description: 'D', orderIndex: '7' }).orderIndex).toBe(7);
    expect(teamMemberSchema.parse({ name: 'A', title: 'B', company: 'C', description: 'D' }).orderIndex).toBe(0);
  });
  it.each([
    ['12abc', 0], ['3 apples', 0], ['1e3', 0], ['0x10', 0], ['Infinity', 0], ['', 0], ['  ', 0],
    [' 12 ', 12], ['-4', -4], ['+5', 5], ['2.9', 2], ['-0.5', 0], ['99999999999', 0],
  ])('reads the whole order index %j as a number or else 0, giving %d', (orderIndex, expected) => {
    const base = { name: 'A', title: 'B', company: 'C', description: 'D' };
    expect(teamMemberSchema.parse({ ...base, orderIndex }).orderIndex).toBe(expected);
  });
  it('accepts an image as profile picture and refuses anything else', () => {
    const base = { name: 'A', title: 'B', company: 'C', description: 'D' };
    expect(teamMemberSchema.safeParse({ ...base, imageFile: png }).success).toBe(true);
    expect(fieldErrors(teamMemberSchema.safeParse({ ...base, imageFile: pdf })).imageFile).toMatch(/^Invalid file type: /);
  });
});

describe('gallery image form', () => {
  it('requires title, description, category and, when adding, the file', () => {
    const r = galleryImageSchema('add').safeParse({ title: '', description: '', category: '' });
    expect(fieldErrors(r)).toEqual({ title: REQUIRED, description: REQUIRED, category: REQUIRED, imageFile: REQUIRED });
  });
  it('keeps the current image when editing without a new file', () => {
    const r = galleryImageSchema('edit').safeParse({ title: 'T', description: 'D', category: 'Clinics' });
    expect(r.success).toBe(true);
  });
});

describe('gallery video form', () => {
  it('requires title, description, youtubeId and category', () => {
    const r = galleryVideoSchema.safeParse({ title: '', description: '', youtubeId: '', category: '' });
    expect(fieldErrors(r)).toEqual({ title: REQUIRED, description: REQUIRED, youtubeId: REQUIRED, category: REQUIRED });
  });
});

describe('download form', () => {
  it('requires title, description, category and, when adding, the file', () => {
    const r = downloadSchema('add').safeParse({ title: '', description: '', category: '' });
    expect(fieldErrors(r)).toEqual({ title: REQUIRED, description: REQUIRED, category: REQUIRED, file: REQUIRED });
  });
  it('leaves authors, journal and date optional, and the file optional when editing', () => {
    const r = downloadSchema('edit').parse({ title: 'T', description: 'D', category: 'Papers' });
    expect(r).toMatchObject({ authors: '', journal: '', publicationDate: '' });
  });
  it.each([
    ['paper.pdf', 'application/pdf'], ['a.jpg', 'image/jpeg'], ['a.jpeg', 'image/jpeg'], ['a.png', 'image/png'],
    ['a.gif', 'image/gif'], ['a.webp', 'image/webp'], ['a.svg', 'image/svg+xml'],
  ])('accepts %s', (name, type) => {
    const file = new File(['x'], name, { type });
    expect(downloadSchema('add').safeParse({ title: 'T', description: 'D', category: 'C', file }).success).toBe(true);
  });
  it('refuses other files with the spec message', () => {
    const r = downloadSchema('add').safeParse({ title: 'T', description: 'D', category: 'C', file: text });
    expect(fieldErrors(r).file).toBe(INVALID_FILE);
    expect(downloadSchema('add').safeParse({ title: 'T', description: 'D', category: 'C', file: pdf }).success).toBe(true);
  });
});

describe('folder form', () => {
  it('requires a name and leaves the description optional', () => {
    expect(fieldErrors(folderSchema.safeParse({ name: '' }))).toEqual({ name: REQUIRED });
    expect(folderSchema.parse({ name: 'Catalogues' })).toEqual({ name: 'Catalogues', description: '' });
  });
});

describe('partner form', () => {
  const base = { name: 'Clinic Vaduz', partnerType: 'clinic', country: 'Liechtenstein' };
  it('requires name, partner type and country', () => {
    const r = partnerSchema.safeParse({ name: '', partnerType: '', country: '' });
    expect(fieldErrors(r)).toEqual({ name: REQUIRED, partnerType: REQUIRED, country: REQUIRED });
  });
  it('leaves the rest optional but checks the e-mail format', () => {
    expect(partnerSchema.safeParse(base).success).toBe(true);
    expect(fieldErrors(partnerSchema.safeParse({ ...base, email: 'not-an-email' }))).toEqual({ email: EMAIL });
    expect(partnerSchema.safeParse({ ...base, email: 'info@clinic.example' }).success).toBe(true);
    // The server's rule, not another library's: an address past 254 characters is refused
    // here as the server refuses it, and so is one whose domain ends in a one-letter label.
    const long = `${'a'.repeat(64)}@${'b'.repeat(190)}.example`;
    expect(long.length).toBeGreaterThan(254);
    expect(fieldErrors(partnerSchema.safeParse({ ...base, email: long }))).toEqual({ email: EMAIL });
    expect(fieldErrors(partnerSchema.safeParse({ ...base, email: 'info@clinic.x' }))).toEqual({ email: EMAIL });
  });
});

describe('partner website', () => {
  const base = { name: 'Clinic Vaduz', partnerType: 'clinic', country: 'Liechtenstein' };
  const WEBSITE = 'Enter a website such as www.example.com or https://www.example.com';
  it.each(['https://clinic.example', 'http://clinic.example/about?x=1', 'www.clinic.example/path', 'clinic.example:8443', ''])(
    'takes %j',
    (website) => {
      expect(partnerSchema.safeParse({ ...base, website }).success).toBe(true);
    },
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    'https://trusted.example@evil.example',
    'https://clinic.example/a\u0007b',
    'https://clinic.example/a\u0085b',
  ])('refuses %j with the rule in words, as the server does', (website) => {
    expect(fieldErrors(partnerSchema.safeParse({ ...base, website }))).toEqual({ website: WEBSITE });
  });
});

describe('partner category form', () => {
  it('requires a name, orders at 0 and is active by default', () => {
    expect(fieldErrors(partnerCategorySchema.safeParse({ name: '' }))).toEqual({ name: REQUIRED });
    expect(partnerCategorySchema.parse({ name: 'Clinics' })).toEqual({
      name: 'Clinics', description: '', displayOrder: 0, isActive: true,
    });
    expect(partnerCategorySchema.parse({ name: 'Old', displayOrder: 'x', isActive: 'false' })).toMatchObject({
      displayOrder: 0, isActive: false,
    });
    expect(partnerCategorySchema.parse({ name: 'Typo', displayOrder: '7b' }).displayOrder).toBe(0);
    expect(partnerCategorySchema.parse({ name: 'Third', displayOrder: '3' }).displayOrder).toBe(3);
  });
});
