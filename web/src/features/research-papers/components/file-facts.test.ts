import { describe, expect, it } from 'vitest';
import site from '../../../../content/defaults/site.json';
import siteDe from '../../../../content/defaults/de/site.json';
import { downloadName, fileFacts } from './file-facts';

describe('fileFacts', () => {
  it('states the type and size of an uploaded file, the size as each language writes numbers', () => {
    expect(fileFacts('/uploads/a.pdf', { kind: 'pdf', size: 1_234_567 }, site.ui, 'en')).toBe('PDF, 1.2 MB');
    expect(fileFacts('/uploads/a.pdf', { kind: 'pdf', size: 1_234_567 }, siteDe.ui, 'de')).toBe('PDF, 1,2 MB');
    expect(fileFacts('/uploads/a.png', { kind: 'png', size: 275_700 }, site.ui, 'en')).toBe('PNG, 275.7 KB');
    expect(fileFacts('/uploads/a.png', { kind: 'png', size: 275_700 }, siteDe.ui, 'de')).toBe('PNG, 275,7 KB');
    expect(fileFacts('/uploads/a.pdf', { kind: 'pdf', size: 196 }, site.ui, 'en')).toBe('PDF, 196 B');
  });

  it('takes the kind the server read over the address, and the address’s when the server knows none', () => {
    expect(fileFacts('/uploads/a.pdf', { kind: 'jpg', size: 2000 }, site.ui, 'en')).toBe('JPG, 2.0 KB');
    expect(fileFacts('https://example.org/Paper.PDF?v=2#p3', null, site.ui, 'en')).toBe('PDF');
    expect(fileFacts('https://example.org/photo.jpeg', undefined, site.ui, 'en')).toBe('JPEG');
  });

  it('states what it knows', () => {
    expect(fileFacts('https://example.org/file', null, site.ui, 'en')).toBe('');
    expect(fileFacts('https://example.org/download?id=3', { kind: '', size: 3_000_000 }, site.ui, 'en')).toBe('3.0 MB');
    expect(fileFacts('/uploads/a.pdf', { kind: 'pdf', size: 0 }, site.ui, 'en')).toBe('PDF');
    // A site document saved before the pattern existed states the type alone.
    expect(fileFacts('/uploads/a.pdf', { kind: 'pdf', size: 1000 }, {}, 'en')).toBe('PDF');
  });
});

describe('downloadName', () => {
  it('names the saved file by its title and the kind its address ends in', () => {
    expect(downloadName('Magnetic Fields and Ion Transport', '/uploads/0123abcd.pdf')).toBe('Magnetic Fields and Ion Transport.pdf');
    expect(downloadName('  Report: 2024/25 "final"  ', '/uploads/x.PDF')).toBe('Report 2024 25 final.pdf');
    expect(downloadName('..hidden', '/uploads/x.pdf')).toBe('hidden.pdf');
  });

  it('names none without a title or a kind, leaving the browser its own', () => {
    expect(downloadName('///', '/uploads/x.pdf')).toBe('');
    expect(downloadName('Paper', '/uploads/x')).toBe('');
  });
});
