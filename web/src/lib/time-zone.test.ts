import { describe, expect, it } from 'vitest';
import { formatInZone, normaliseWallTime, usableZone, wallTime, zoneAbbreviation, zoneLabel } from './time-zone';

const winter = new Date('2026-11-23T08:00:00Z');
const summer = new Date('2026-07-01T08:00:00Z');

describe('zone labels', () => {
  it('names the site zone with its common abbreviation at that date', () => {
    expect(zoneLabel('Europe/Vaduz', winter)).toBe('Europe/Vaduz (CET)');
    expect(zoneLabel('Europe/Vaduz', summer)).toBe('Europe/Vaduz (CEST)');
    expect(zoneLabel('America/New_York', winter)).toBe('America/New_York (EST)');
    expect(zoneAbbreviation('Asia/Kolkata', winter)).toBe('GMT+5:30');
    expect(zoneLabel('UTC', winter)).toBe('UTC');
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(usableZone('Mars/Olympus')).toBe('UTC');
    expect(usableZone(undefined)).toBe('UTC');
    expect(zoneLabel('Mars/Olympus', winter)).toBe('UTC');
  });
});

describe('times in the site zone', () => {
  it('writes the wall clock of the zone, not of this computer', () => {
    expect(wallTime(winter, 'Europe/Vaduz')).toBe('2026-11-23T09:00:00');
    expect(wallTime(summer, 'Europe/Vaduz')).toBe('2026-07-01T10:00:00');
    expect(wallTime(new Date('2026-11-23T23:30:05Z'), 'Europe/Vaduz')).toBe('2026-11-24T00:30:05');
  });

  it('formats for people, with the seconds only when asked or, for a chosen time, when there are some', () => {
    expect(formatInZone('2026-11-23T08:00:00Z', 'Europe/Vaduz')).toBe('23 Nov 2026, 09:00');
    expect(formatInZone('2026-11-23T08:00:07Z', 'Europe/Vaduz')).toBe('23 Nov 2026, 09:00');
    expect(formatInZone('2026-11-23T08:00:07Z', 'Europe/Vaduz', { seconds: 'auto' })).toBe('23 Nov 2026, 09:00:07');
    expect(formatInZone('2026-11-23T08:00:00Z', 'Europe/Vaduz', { seconds: 'auto' })).toBe('23 Nov 2026, 09:00');
    expect(formatInZone('2026-11-23T08:00:00Z', 'Europe/Vaduz', { seconds: true })).toBe('23 Nov 2026, 09:00:00');
    expect(formatInZone('not a date', 'UTC')).toBe('not a date');
  });

  it('completes a datetime-local value without seconds', () => {
    expect(normaliseWallTime('2026-11-23T09:00')).toBe('2026-11-23T09:00:00');
    expect(normaliseWallTime('2026-11-23T09:00:05')).toBe('2026-11-23T09:00:05');
  });
});
