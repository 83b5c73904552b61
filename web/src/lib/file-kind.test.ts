import { describe, expect, it } from 'vitest';
import downloads from '../../content/defaults/downloads.json';
import { fileKind } from './file-kind';

describe('fileKind', () => {
  it.each([
    ['/uploads/study.pdf', 'PDF Document', 'Download PDF'],
    ['/uploads/STUDY.PDF', 'PDF Document', 'Download PDF'],
    ['/uploads/study.pdf?v=2', 'PDF Document', 'Download PDF'],
    ['/uploads/photo.jpg', 'Image File', 'View Image'],
    ['/uploads/diagram.svg', 'Image File', 'View Image'],
    ['/uploads/pdf-scan.png', 'Image File', 'View Image'],
    ['', 'Image File', 'View Image'],
  ] as const)('%s is a %s', (url, kind, label) => {
    expect(downloads.fileKinds[fileKind(url)]).toBe(kind);
    expect(downloads.actions[fileKind(url)]).toBe(label);
  });
});
