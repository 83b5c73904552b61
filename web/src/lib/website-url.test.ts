import { describe, expect, it } from 'vitest';
import { isWebsite, websiteHref } from './website-url';

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

describe('isWebsite', () => {
  it.each([
    ['clinic.example', true],
    ['https://clinic.example/about', true],
    ['https://[2001:db8::1]/', true],
    ['javascript:alert(1)', false],
    ['javascript://%0aalert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['//evil.example', false],
    ['https://clinic.example/a\u0000b', false],
    ['https://clinic example', false],
  ])('%j keeps the link rule: %s', (website, ok) => {
    expect(isWebsite(website)).toBe(ok);
  });
});
