/** The editorial Markdown renderer: ordinary Markdown renders, hostile input never yields executable markup. */
import { describe, expect, it } from 'vitest';
import { isAllowedMarkdownHref, renderInlineMarkdown, renderMarkdown } from '../../worker/lib/markdown.ts';

const TAGS = ['p', 'a', 'img', 'em', 'strong', 'code', 'pre', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'br', 'hr'];
const ATTRIBUTES = ['href', 'src', 'alt', 'title', 'target', 'rel', 'loading', 'decoding'];

/**
 * Nothing in the output can run script: every tag is one the renderer writes, every attribute is a quoted one of an
 * allow-list (so an `on...` handler or an unquoted value cannot appear), and no URL uses a script or data scheme.
 */
function expectInert(html: string) {
  for (const tag of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(TAGS).toContain(tag[1]);
    const attributes = tag[2]!.replace(/\s*\/$/, '');
    const parsed = [...attributes.matchAll(/\s([a-z]+)="([^"<>]*)"/g)];
    expect(parsed.map((match) => match[0]).join('')).toBe(attributes);
    for (const [, name, value] of parsed) {
      expect(ATTRIBUTES).toContain(name);
      if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/[^/\\]|mailto:|#|\/(?![/\\]))/i);
    }
  }
}

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown('## Ablauf\n\nErst **prüfen**, dann *bieten*.\n\n- eins\n- zwei\n\n1. a\n2. b\n\n`code` und [Hilfe](/faq) und [Web](https://example.org/x)\n\n```\nlet x = 1 < 2;\n```');
    expect(html).toContain('<h2>Ablauf</h2>');
    expect(html).toContain('<strong>prüfen</strong>');
    expect(html).toContain('<em>bieten</em>');
    expect(html).toContain('<ul>\n<li>eins</li>');
    expect(html).toContain('<ol>\n<li>a</li>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<a href="/faq">Hilfe</a>');
    expect(html).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">Web</a>');
    expect(html).toContain('let x = 1 &lt; 2;');
  });

  it('keeps plain text (the seeded content) as paragraphs', () => {
    expect(renderMarkdown('Wir prüfen jede Anzeige innerhalb von 24 Stunden.')).toBe('<p>Wir prüfen jede Anzeige innerhalb von 24 Stunden.</p>\n');
  });

  it('escapes raw HTML instead of interpreting it', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> und <a href="javascript:alert(1)">x</a>\n\n<div onclick="alert(1)">d</div>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expectInert(html);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x]( javascript:alert(1) )',
    '[x](&#106;avascript:alert(1))',
    '[x](&#x6A;&#x61;vascript:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](file:///etc/passwd)',
    '[x](//evil.example/path)',
    '[x](/\\evil.example)',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '<javascript:alert(1)>',
    '<JAVASCRIPT:alert(1)>',
    '<data:text/html,<script>alert(1)</script>>',
    'www.evil.example and https://evil.example/bare',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![x" onerror="alert(1)](/media/a.jpg)',
    '[x](/faq "t\\" onmouseover=\\"alert(1)")',
  ])('renders %j inert', (source) => {
    const html = renderMarkdown(source);
    expectInert(html);
  });

  it('makes no link from bare URLs (linkify is off)', () => {
    expect(renderMarkdown('https://evil.example/bare')).not.toContain('<a');
  });

  it('shows images only from our own paths; others become links or text', () => {
    expect(renderMarkdown('![Wohnmobil](/media/products/1/a.jpg)')).toContain('<img src="/media/products/1/a.jpg" alt="Wohnmobil" loading="lazy" decoding="async">');
    expect(renderMarkdown('![Bild](/content-images/x.png)')).toContain('<img src="/content-images/x.png"');
    const external = renderMarkdown('![Pixel](https://tracker.example/p.gif)');
    expect(external).not.toContain('<img');
    expect(external).toContain('<a href="https://tracker.example/p.gif" target="_blank" rel="noopener noreferrer nofollow">Pixel</a>');
    expect(renderMarkdown('![Lokal](/assets/x.png)')).toBe('<p>Lokal</p>\n');
  });

  it('allows mail and anchor links', () => {
    expect(renderMarkdown('[Mail](mailto:info@example.org) [Oben](#top)')).toContain('<a href="mailto:info@example.org">Mail</a> <a href="#top">Oben</a>');
  });
});

describe('renderInlineMarkdown', () => {
  it('renders one line without a paragraph and escapes HTML', () => {
    expect(renderInlineMarkdown('**Wie** geht <b>das</b>?')).toBe('<strong>Wie</strong> geht &lt;b&gt;das&lt;/b&gt;?');
  });
});

describe('isAllowedMarkdownHref', () => {
  it('allows http(s), mailto and site-relative links only', () => {
    for (const ok of ['https://a.example', 'http://a.example/x', 'mailto:a@b.example', '/faq', '#x']) expect(isAllowedMarkdownHref(ok)).toBe(true);
    for (const bad of ['javascript:x', 'ftp://a', '//a.example', '/\\a.example', 'tel:123', 'faq', 'data:image/png;base64,AA']) expect(isAllowedMarkdownHref(bad)).toBe(false);
  });
});
