import { describe, expect, it } from 'vitest';
import websiteCases from '../../content/testdata/websites.json';
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

// The server runs the same cases (WebsiteHref and IsWebsite in Go).
describe('the website rule both sides read', () => {
  it.each(websiteCases)('links %j as the server does: $about', ({ website, href, isWebsite: ok }) => {
    expect(websiteHref(website)).toBe(href);
    expect(isWebsite(website)).toBe(ok);
  });

  it('trims as JavaScript’s trim() and tests the scheme as /^https?:\\/\\//i, on every shared case', () => {
    for (const { website } of websiteCases) {
      const trimmed = website.trim();
      expect(websiteHref(website)).toBe(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    }
  });
});
