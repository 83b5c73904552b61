import { describe, expect, it } from 'vitest';
import {
  bulkDescription,
  isAcceptedImage,
  isPdfUrl,
  isResearchFile,
  titleFromFileName,
  uploadKind,
  uploadRouteFor,
} from './file-kinds';
import { BULK_UPLOAD_FAILED, bulkOutcome, bulkUploadPartial, bulkUploadSuccessful, successMessage } from './messages';
import { partnerTypeName, partnerTypeOptions, partnerTypeValue } from './partner-types';

describe('upload routing (spec §5)', () => {
  it('sends application/pdf to the pdf call and anything else to the image call', () => {
    expect(uploadRouteFor({ name: 'a.pdf', type: 'application/pdf' })).toEqual({ url: '/api/upload/pdf', field: 'pdf' });
    expect(uploadRouteFor({ name: 'a.png', type: 'image/png' })).toEqual({ url: '/api/upload/image', field: 'image' });
  });
  it('routes a PDF the browser gave no type by its extension, as it was accepted by it', () => {
    expect(isResearchFile({ name: 'Study.PDF', type: '' })).toBe(true);
    expect(uploadRouteFor({ name: 'Study.PDF', type: '' })).toEqual({ url: '/api/upload/pdf', field: 'pdf' });
    expect(uploadRouteFor({ name: 'study.pdf', type: 'application/octet-stream' })).toEqual({ url: '/api/upload/pdf', field: 'pdf' });
    expect(uploadRouteFor({ name: 'scan.png', type: '' })).toEqual({ url: '/api/upload/image', field: 'image' });
  });
  it('decides a file by the type the browser names, by the extension only without one', () => {
    expect(uploadKind({ name: 'a.pdf', type: 'application/pdf' })).toBe('pdf');
    expect(uploadKind({ name: 'a.webp', type: 'image/webp' })).toBe('image');
    expect(uploadKind({ name: 'a.svg', type: '' })).toBe('image');
    expect(uploadKind({ name: 'renamed.pdf', type: 'text/plain' })).toBeNull();
    expect(uploadKind({ name: 'README', type: '' })).toBeNull();
  });
  it('keeps only the pictures the server takes in the gallery pick: no PDF, BMP or HEIC', () => {
    for (const [name, type] of [['a.png', 'image/png'], ['a.jpg', 'image/jpeg'], ['a.gif', 'image/gif'], ['a.webp', 'image/webp'], ['a.svg', 'image/svg+xml']]) {
      expect(isAcceptedImage({ name, type })).toBe(true);
    }
    expect(isAcceptedImage({ name: 'paper.pdf', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedImage({ name: 'paper.pdf', type: '' })).toBe(false);
    expect(isAcceptedImage({ name: 'a.bmp', type: 'image/bmp' })).toBe(false);
    expect(isAcceptedImage({ name: 'a.heic', type: 'image/heic' })).toBe(false);
  });
  it('keeps only PDFs and the pictures the server takes in the downloads pick', () => {
    expect(isResearchFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isResearchFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
    expect(isResearchFile({ name: 'a.heic', type: 'image/heic' })).toBe(false);
    expect(isResearchFile({ name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBe(false);
    expect(isResearchFile({ name: 'a.txt', type: 'text/plain' })).toBe(false);
  });
  it('accepts research files by type or, without a type, by extension', () => {
    expect(isResearchFile({ name: 'scan.SVG', type: '' })).toBe(true);
    expect(isResearchFile({ name: 'a.bmp', type: 'image/bmp' })).toBe(false);
  });
});

describe('bulk-created records (spec §5)', () => {
  it('take the file name without extension as title and a description beginning Uploaded', () => {
    expect(titleFromFileName('Clinical Study 2024.pdf')).toBe('Clinical Study 2024');
    expect(titleFromFileName('archive.tar.gz')).toBe('archive.tar');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
    expect(bulkDescription('a.png')).toMatch(/^Uploaded/);
  });
});

describe('messages (spec §8)', () => {
  it('word the bulk outcomes and the success toasts as the spec does', () => {
    expect(bulkUploadSuccessful(3, 'Catalogues')).toEqual({ title: 'Upload Successful', description: 'Uploaded 3 file(s) to Catalogues folder.' });
    expect(bulkUploadPartial(2, 3)).toEqual({ title: 'Partial Upload', description: '2 of 3 files uploaded successfully.' });
    expect(successMessage('Team member', 'added')).toBe('Team member added successfully!');
  });
  it('end a bulk upload with success, or partial when any file failed (spec §8)', () => {
    expect(bulkOutcome(3, 3, 'Events')).toEqual({ title: 'Upload Successful', description: 'Uploaded 3 file(s) to Events folder.', variant: 'default' });
    expect(bulkOutcome(2, 3, 'Events')).toEqual({ title: 'Partial Upload', description: '2 of 3 files uploaded successfully.', variant: 'destructive' });
  });
  it('count per-file failures as a partial upload even when none made it; Upload Failed is for the whole batch', () => {
    expect(bulkOutcome(0, 3, 'Events')).toEqual({ title: 'Partial Upload', description: '0 of 3 files uploaded successfully.', variant: 'destructive' });
    expect(BULK_UPLOAD_FAILED).toEqual({ title: 'Upload Failed', description: 'Please try again' });
  });
  it('tell a PDF download from an image by its URL', () => {
    expect(isPdfUrl('/uploads/abc.PDF')).toBe(true);
    expect(isPdfUrl('/uploads/abc.png')).toBe(false);
  });
});

describe('partner types (spec §5)', () => {
  it('fall back to clinic, distributor and research while no category exists', () => {
    expect(partnerTypeOptions([])).toEqual([
      { value: 'clinic', label: 'Clinic' },
      { value: 'distributor', label: 'Distributor' },
      { value: 'research', label: 'Research Center' },
    ]);
  });
  it('use the active categories, lower-cased without spaces', () => {
    expect(partnerTypeValue('Research Center')).toBe('researchcenter');
    const cats = [
      { id: 1, name: 'Wellness Centre', description: '', displayOrder: 2, isActive: true },
      { id: 2, name: 'Clinic', description: '', displayOrder: 1, isActive: true },
      { id: 3, name: 'Retired', description: '', displayOrder: 0, isActive: false },
    ];
    expect(partnerTypeOptions(cats)).toEqual([
      { value: 'clinic', label: 'Clinic' },
      { value: 'wellnesscentre', label: 'Wellness Centre' },
    ]);
  });
  it('name a partner type after its category even when the category is inactive, so no badge shows a raw value', () => {
    const cats = [
      { id: 1, name: 'Wellness Centre', description: '', displayOrder: 0, isActive: false },
      { id: 2, name: 'Clinic', description: '', displayOrder: 1, isActive: true },
    ];
    expect(partnerTypeName('wellnesscentre', cats)).toBe('Wellness Centre');
    expect(partnerTypeName('clinic', cats)).toBe('Clinic');
    expect(partnerTypeName('research', cats)).toBe('Research Center');
    expect(partnerTypeName('spa', cats)).toBe('spa');
    // Offered types stay the active categories only (spec §5).
    expect(partnerTypeOptions(cats)).toEqual([{ value: 'clinic', label: 'Clinic' }]);
  });
  it('prefer the active category when an inactive one shares its type value', () => {
    const cats = [
      { id: 1, name: 'Wellness centre', description: '', displayOrder: 0, isActive: false },
      { id: 2, name: 'Wellness Centre', description: '', displayOrder: 1, isActive: true },
    ];
    expect(partnerTypeName('wellnesscentre', cats)).toBe('Wellness Centre');
  });
});
