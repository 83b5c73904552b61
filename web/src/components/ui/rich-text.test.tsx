import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichContent, RichText } from './rich-text';
import { contentSchemas, type RichDoc, type RichTextNode } from '@/content/schema';
import { setPageLanguage } from '@/lib/languages';
import { defaultContent } from '@/lib/render-with-content';
import { StaticRouter } from '@/lib/router';

const text = (t: string, ...marks: NonNullable<RichTextNode['marks']>): RichTextNode => (marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const link = (href: string, target?: '_blank') => ({ type: 'link' as const, attrs: target ? { href, target } : { href } });
const paragraph = (...content: RichTextNode[]) => ({ type: 'paragraph' as const, content });
const doc = (...content: RichDoc['content']): RichDoc => ({ type: 'doc', content });

/** html renders an element as a page's server HTML does, inside the router its links need. */
const html = (element: ReactElement) =>
  renderToString(
    <StaticRouter location="/">
      {element}
    </StaticRouter>,
  );

describe('RichText', () => {
  it('quotes with the marks of the language the words are in', () => {
    expect(html(<RichText as="blockquote" value="Good" quoted />)).toBe(html(<blockquote>“{'Good'}”</blockquote>));
    setPageLanguage('de');
    try {
      expect(html(<RichText as="blockquote" value="Gut" quoted />)).toBe(html(<blockquote>„{'Gut'}“</blockquote>));
      // An English text shown on a German page, for want of a translation, keeps its own marks.
      expect(html(<RichText as="blockquote" value="Good" lang="en" quoted />)).toBe(html(<blockquote lang="en">“{'Good'}”</blockquote>));
    } finally {
      setPageLanguage('en');
    }
  });

  it('renders a plain string exactly as the element that held it did', () => {
    expect(html(<RichText value="Fees & <terms>" className="mt-3 text-lg" />)).toBe(html(<p className="mt-3 text-lg">{'Fees & <terms>'}</p>));
    expect(html(<RichText as="blockquote" value="Good" before="“" after="”" />)).toBe(html(<blockquote>“{'Good'}”</blockquote>));
    expect(html(<RichText as="li" value="A point" />)).toBe(html(<li>A point</li>));
    const dot = <span aria-hidden className="dot" />;
    expect(
      html(
        <li className="flex">
          {dot}
          <RichContent value="A point" />
        </li>,
      ),
    ).toBe(
      html(
        <li className="flex">
          {dot}
          {'A point'}
        </li>,
      ),
    );
  });

  it('renders a document of one paragraph inside the element, with bold, italic and links', () => {
    const out = html(
      <RichText
        value={doc(paragraph(text('Under the '), text('GDPR', { type: 'bold' }), text(' you may '), text('object', { type: 'italic' }), text('; read the '), text('terms', link('/terms')), text('.')))}
        className="lead"
      />,
    );
    expect(out).toBe(
      '<p class="lead">Under the <strong>GDPR</strong> you may <em>object</em>; read the ' +
        '<a class="font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current" href="/terms">terms</a>.</p>',
    );
  });

  it('renders a document of several blocks as paragraphs and lists in a <div> where the element was a <p>', () => {
    const out = html(
      <RichText
        value={doc(
          paragraph(text('You have the right to:')),
          { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('access'))] }, { type: 'listItem', content: [paragraph(text('erasure'))] }] },
          { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('write to us'))] }] },
        )}
        className="body"
      />,
    );
    expect(out).toMatch(/^<div class="body space-y-3"><p>You have the right to:<\/p><ul class="list-disc [^"]*"><li>access<\/li><li>erasure<\/li><\/ul><ol class="list-decimal [^"]*"><li>write to us<\/li><\/ol><\/div>$/);
    // A quote keeps its element: a <blockquote> holds blocks.
    expect(html(<RichText as="blockquote" value={doc(paragraph(text('One.')), paragraph(text('Two.')))} />)).toBe('<blockquote class="space-y-3"><p>One.</p><p>Two.</p></blockquote>');
  });

  it('gives a link to another site rel="noopener", and opens a new window only when the document asks', () => {
    const out = html(
      <RichText
        value={doc(
          paragraph(
            text('authority', link('https://www.datenschutzstelle.li/')),
            text(' '),
            text('form', link('https://example.com/form', '_blank')),
            text(' '),
            text('mail', link('mailto:privacy@example.com')),
            text(' '),
            text('leaflet', link('/uploads/leaflet.pdf')),
          ),
        )}
      />,
    );
    expect(out).toContain('<a href="https://www.datenschutzstelle.li/" rel="noopener" class="');
    expect(out).toContain('<a href="https://example.com/form" target="_blank" rel="noopener noreferrer" class="');
    expect(out).toContain('<a href="mailto:privacy@example.com" class="');
    expect(out).toContain('<a href="/uploads/leaflet.pdf" class="');
    expect(out.match(/target=/g)).toHaveLength(1);
  });

  it('renders neighbouring texts of one link as one link, its bold part inside it', () => {
    const out = html(<RichText value={doc(paragraph(text('see '), text('our ', link('/privacy')), text('privacy policy', { type: 'bold' }, link('/privacy'))))} />);
    expect(out.match(/<a /g)).toHaveLength(1);
    expect(out).toMatch(/>our <strong>privacy policy<\/strong><\/a><\/p>$/);
  });

  it('shows a typed <script> as text, never as markup', () => {
    const out = html(<RichText value={doc(paragraph(text('<script>alert(1)</script>', { type: 'bold' })))} />);
    expect(out).toBe('<p><strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong></p>');
  });

  it('shows the words alone where the link would be one inside another, or where a filled address is not a link the rule allows', () => {
    expect(html(<RichText as="span" value={doc(paragraph(text('read', link('/terms'))))} links={false} />)).toBe('<span>read</span>');
    expect(html(<RichText value={doc(paragraph(text('x', link('//elsewhere.example/'))))} />)).toBe('<p>x</p>');
  });

  it('sets a one-paragraph document in a flex row in a <span>, so a link is not a flex item of its own', () => {
    expect(html(<RichContent value={doc(paragraph(text('a '), text('b', { type: 'bold' })))} />)).toBe('<span>a <strong>b</strong></span>');
  });
});

describe('the schema of a rich text', () => {
  const privacy = defaultContent('privacy') as { sections: { paragraphs: unknown[] }[] };
  const withParagraph = (p: unknown) => ({ ...privacy, sections: [{ ...privacy.sections[0], paragraphs: [p] }, ...privacy.sections.slice(1)] });

  it('takes a plain string and a document of the allowed nodes', () => {
    expect(contentSchemas.privacy.safeParse(withParagraph('Plain, as before.')).success).toBe(true);
    expect(contentSchemas.privacy.safeParse(withParagraph(doc(paragraph(text('Write to '), text('us', link('mailto:{contact.privacyEmail}')))))).success).toBe(true);
  });

  it('refuses a javascript: link, naming the field', () => {
    const result = contentSchemas.privacy.safeParse(withParagraph(doc(paragraph(text('click', link('javascript:alert(1)'))))));
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path.slice(0, 3).join('/') === 'sections/0/paragraphs')).toBe(true);
  });

  it('refuses HTML-like attributes, unknown nodes and marks, nested lists and a link that opens elsewhere than a new window', () => {
    const refused = [
      doc({ ...paragraph(text('x')), attrs: { style: 'color:red' } } as never),
      doc({ type: 'heading', content: [text('x')] } as never),
      doc(paragraph({ type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: { color: 'red' } }] } as never)),
      doc({ type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('a')), { type: 'bulletList', content: [] }] }] } as never),
      doc(paragraph(text('x', { type: 'link', attrs: { href: '/terms', target: '_top' } } as never))),
      doc(paragraph({ type: 'image', attrs: { src: '/uploads/x.png' } } as never)),
      { type: 'doc', content: [] },
    ];
    for (const value of refused) expect(contentSchemas.privacy.safeParse(withParagraph(value)).success, JSON.stringify(value)).toBe(false);
  });
});
