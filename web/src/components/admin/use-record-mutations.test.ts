import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reasonOf } from './use-record-mutations';

describe('reasonOf', () => {
  it("gives the server's reason for a refused upload", () => {
    const err = new ApiError(413, 'Payload Too Large', '{"message":"File too large: images can be at most 10 MB"}');
    expect(reasonOf(err, 'Please try again with a different image')).toBe('File too large: images can be at most 10 MB');
  });

  it('falls back when the server gave no reason of its own', () => {
    expect(reasonOf(new TypeError('Failed to fetch'), 'Please try again')).toBe('Please try again');
    expect(reasonOf(new ApiError(502, 'Bad Gateway', '<html>bad gateway</html>'), 'Please try again')).toBe('Please try again');
    expect(reasonOf(new ApiError(500, 'Internal Server Error', ''), 'Please try again')).toBe('Please try again');
  });
});
