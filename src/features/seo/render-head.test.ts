import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root.js';
import { fitDescription, notFoundHead, reviewTypeOfPath, normalisePath } from './page-head.js';
import { compileTemplate, escapeHtml, renderHead, renderPage, serializeJsonLd } from './render-head.js';
import { START_SCRIPTS, START_SCRIPTS_CSP_SOURCE } from './scripts-after-paint.js';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml('S$9.00 · plain')).toBe('S$9.00 · plain');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element, and parses back to the same data', () => {
    const data = { name: '</script><!-- & >', line: 'a\u2028b' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('compileTemplate', () => {
  it('replaces the title and description of the real index.html and keeps the rest', () => {
    const source = readFileSync(join(projectRoot(), 'src', 'web', 'index.html'), 'utf8');
    const html = renderPage(compileTemplate(source), notFoundHead('Print Shop Singapore'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Page not found | Print Shop Singapore</title>');
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts the tags before </head> when the template has no title, and drops old SEO tags', () => {
    const template = compileTemplate('<html><head><meta charset="utf-8"><link rel="canonical" href="/old"><meta property="og:title" content="old"></head><body></body></html>');
    const html = renderPage(template, notFoundHead('Print Shop Singapore'));
    expect(html).not.toContain('/old');
    expect(html).not.toContain('content="old"');
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('<meta charset="utf-8">'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  // index.html as Vite builds it: the entry script, its module preloads and its stylesheet.
  const BUILT = [
    '<!doctype html><html lang="en-SG"><head><meta charset="UTF-8" /><title>Shop</title>',
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');
  const preloads = { modules: ['/assets/ConfiguratorPage-jkl.js', '/assets/jsx-runtime-def.js'], styles: ['/assets/ConfiguratorPage-mno.css'] };

  it('a page rendered on the server loads its scripts after its first paint, from one inline script at its end', () => {
    const html = renderPage(compileTemplate(BUILT), notFoundHead('Print Shop Singapore'), preloads, '<main>Art Paper Stickers</main>');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The stylesheets stay in the head: the first paint is styled.
    expect(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<link rel="stylesheet" crossorigin href="/assets/ConfiguratorPage-mno.css" />')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main>Art Paper Stickers</main></div>');
    // The entry, then the route's chunk and the entry's own imports, each once.
    const start = `<script data-entry="/assets/index-abc.js" data-modules="/assets/ConfiguratorPage-jkl.js /assets/jsx-runtime-def.js">${START_SCRIPTS}</script>`;
    expect(html).toContain(`${start}\n  </body>`);
    expect(START_SCRIPTS_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(START_SCRIPTS).digest('base64')}'`);
  });

  it('a page the browser renders keeps the entry script and preloads its chunks at once', () => {
    const html = renderPage(compileTemplate(BUILT), notFoundHead('Print Shop Singapore'), preloads);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ConfiguratorPage-jkl.js" />');
    expect(html).not.toContain('data-entry');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a template without a head', () => {
    expect(() => compileTemplate('<p>no head</p>')).toThrow('</head>');
  });
});

describe('renderHead', () => {
  it('renders robots and leaves out what a page lacks', () => {
    const html = renderHead(notFoundHead('Print Shop Singapore'));
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('ld+json');
  });

  it("names the shop's configured name as the site and in the title", () => {
    const html = renderHead(notFoundHead('Lion City Labels'));
    expect(html).toContain('<meta property="og:site_name" content="Lion City Labels" />');
    expect(html).toContain('<title>Page not found | Lion City Labels</title>');
  });
});

describe('page-head helpers', () => {

  it('cuts a description at a word, within 160 characters', () => {
    const long = 'word '.repeat(50).trim();
    const cut = fitDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(fitDescription('  short   text ')).toBe('short text');
  });

  it('the review type is the first path segment', () => {
    expect(reviewTypeOfPath('/stickers/paper/art?featured=1')).toBe('stickers');
    expect(reviewTypeOfPath('/business-cards')).toBe('business-cards');
    expect(reviewTypeOfPath('/')).toBeUndefined();
    expect(reviewTypeOfPath('/cart')).toBeUndefined();
  });

  it('normalises paths', () => {
    expect(normalisePath('/stickers/paper/?x=1#y')).toBe('/stickers/paper');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/%E0%A4%A')).toBeUndefined();
    expect(normalisePath('/a//b')).toBeUndefined();
  });
});
