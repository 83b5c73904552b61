import { describe, expect, it } from 'vitest';
import { websiteHref } from './website-url';

describe('websiteHref', () => {
  it.each([
    ['clinic.example', 'https://clinic.example'],
    ['www.clinic.example/path', 'https://www.clinic.example/path'],
    ['https://clinic.example', 'https://clinic.example'],
    ['http://clinic.example', 'http://clinic.example'],
    ['HTTPS://Clinic.example', 'HTTPS://Clinic.example'],
    ['  clinic.example ', 'https://clinic.example'],
  ])('%s links to %s', (input, href) => {
    expect(websiteHref(input)).toBe(href);
  });
});
