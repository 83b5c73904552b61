import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftFeed, isFromWindow, previewFrameAddress, readFrameMessage, readPanelMessage, wrap } from './live-preview';

describe('live preview messages', () => {
  it('reads back every message as it was wrapped', () => {
    const panel = [
      { kind: 'draft', seq: 3, key: 'home', body: { hero: { headline: 'Hi' } } },
      { kind: 'label', pointer: '/hero/headline', label: 'Hero › Headline' },
    ] as const;
    for (const m of panel) expect(readPanelMessage(wrap(m))).toEqual(m);
    const frame = [
      { kind: 'ready' },
      { kind: 'rendered', seq: 1 },
      { kind: 'failed', seq: 2, reason: 'Cannot read properties of undefined' },
      { kind: 'open-field', pointer: '/hero/headline' },
      { kind: 'hover', pointer: '/about/paragraphs/0' },
    ] as const;
    for (const m of frame) expect(readFrameMessage(wrap(m))).toEqual(m);
  });

  it('ignores messages of other senders and malformed ones', () => {
    for (const data of [
      null,
      'ready',
      { kind: 'ready' }, // no channel: a video player's message, say
      { channel: 'other', kind: 'ready' },
      { channel: 'qrs-live-preview', kind: 'rendered', seq: -1 },
      { channel: 'qrs-live-preview', kind: 'open-field', pointer: 'hero/headline' },
      { channel: 'qrs-live-preview', kind: 'failed', seq: 1 },
      { channel: 'qrs-live-preview', kind: 'navigate', href: '/' },
    ])
      expect(readFrameMessage(data)).toBeNull();
    expect(readPanelMessage({ channel: 'qrs-live-preview', kind: 'draft', seq: 1, key: 'home' })).toBeNull();
    expect(readPanelMessage(wrap({ kind: 'ready' }))).toBeNull();
    expect(readFrameMessage(wrap({ kind: 'draft', seq: 1, key: 'home', body: {} }))).toBeNull();
  });

  it('trusts only the expected window of the same origin', () => {
    const frame = {};
    expect(isFromWindow({ origin: 'https://qrs.example', source: frame as Window }, 'https://qrs.example', frame)).toBe(true);
    expect(isFromWindow({ origin: 'https://evil.example', source: frame as Window }, 'https://qrs.example', frame)).toBe(false);
    expect(isFromWindow({ origin: 'https://qrs.example', source: {} as Window }, 'https://qrs.example', frame)).toBe(false);
    expect(isFromWindow({ origin: 'https://qrs.example', source: null }, 'https://qrs.example', null)).toBe(false);
  });

  it('frames a page with the preview flag', () => {
    expect(previewFrameAddress('/')).toBe('/?qrs-preview=1');
    expect(previewFrameAddress('/de/forschung')).toBe('/de/forschung?qrs-preview=1');
    expect(previewFrameAddress('/x?a=1')).toBe('/x?a=1&qrs-preview=1');
  });
});

describe('draft feed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  const feed = () => {
    const sent: Array<[number, unknown]> = [];
    const late: number[] = [];
    const f = createDraftFeed({ send: (seq, body) => sent.push([seq, body]), unanswered: (seq) => late.push(seq), gap: 150, patience: 5000 });
    return { f, sent, late };
  };

  it('sends nothing until the page listens, then the latest text at once', () => {
    const { f, sent } = feed();
    f.offer('a');
    f.offer('ab');
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    f.ready();
    expect(sent).toEqual([[1, 'ab']]);
  });

  it('sends one draft at a time, the texts typed meanwhile as one, no sooner than the gap', () => {
    const { f, sent } = feed();
    f.ready();
    f.offer('a');
    expect(sent).toEqual([[1, 'a']]);
    f.offer('ab');
    f.offer('abc');
    vi.advanceTimersByTime(500);
    expect(sent).toHaveLength(1); // the page has not answered yet
    f.answered(1);
    vi.advanceTimersByTime(499); // it took 500 ms: it rests as long
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 'a'], [2, 'abc']]);
    vi.advanceTimersByTime(10);
    f.answered(2);
    f.offer('abcd');
    expect(sent).toHaveLength(2); // 10 ms after the last: waits for the gap
    vi.advanceTimersByTime(139);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 'a'], [2, 'abc'], [3, 'abcd']]);
  });

  it('shows every keystroke of steady typing within 300 ms', () => {
    const sentAt: number[] = [];
    const f = createDraftFeed({
      // the page answers each draft once it rendered it, 30 ms later
      send: (seq) => {
        sentAt.push(Date.now());
        setTimeout(() => f.answered(seq), 30);
      },
      unanswered: () => {},
      gap: 150,
      patience: 5000,
    });
    f.ready();
    const typedAt: number[] = [];
    for (let t = 0; t < 2000; t += 40) {
      typedAt.push(t);
      f.offer(`text at ${t}`);
      vi.advanceTimersByTime(40);
    }
    vi.advanceTimersByTime(1000);
    for (const t of typedAt) {
      const shown = sentAt.find((s) => s >= t)! + 30;
      expect(shown - t).toBeLessThanOrEqual(300);
    }
    expect(sentAt.length).toBeLessThan(typedAt.length / 2); // keystrokes close together go as one
  });

  it('leaves a page slow to render as long as it took before sending it the next text', () => {
    const { f, sent } = feed();
    f.ready();
    f.offer('a');
    vi.advanceTimersByTime(400); // the page takes 400 ms to render it
    f.answered(1);
    f.offer('ab');
    vi.advanceTimersByTime(399);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 'a'], [2, 'ab']]);
  });

  it('reports a draft the page does not answer, and starts again when the page is ready anew', () => {
    const { f, sent, late } = feed();
    f.ready();
    f.offer('a');
    f.offer('ab');
    vi.advanceTimersByTime(4999);
    expect(late).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(late).toEqual([1]);
    f.stop();
    f.ready(); // the frame was loaded again
    expect(sent).toEqual([[1, 'a'], [2, 'ab']]);
    f.answered(1); // a late answer to the old draft changes nothing
    f.answered(2);
    vi.advanceTimersByTime(10_000);
    expect(late).toEqual([1]);
  });

  it('sends the latest text again to a page loaded anew', () => {
    const { f, sent } = feed();
    f.ready();
    f.offer('a');
    f.answered(1);
    f.stop();
    f.ready();
    expect(sent).toEqual([[1, 'a'], [2, 'a']]);
  });
});
