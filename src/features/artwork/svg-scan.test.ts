/** An SVG read as text: what makes it unsafe or unprintable, its size and its live text. */
import { describe, expect, it } from 'vitest';
import { scanSvg } from './svg-scan.js';

const svg = (inside = '', attributes = 'width="50mm" height="25mm"') => `<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${inside}</svg>`;

describe('the SVG scan', () => {
  it('reads a clean drawing’s size from width and height, or from the viewBox', () => {
    expect(scanSvg(svg('<rect width="10" height="10" fill="url(#g)"/><image href="data:image/png;base64,AAAA"/><use xlink:href="#a"/>'))).toEqual({
      width: 50,
      height: 25,
      script: false,
      event_handlers: [],
      external_references: [],
      foreign_object: false,
      doctype: false,
      text_fonts: null,
    });
    expect(scanSvg(svg('', 'viewBox="0 0 300 200"'))).toMatchObject({ width: 300, height: 200 });
    expect(scanSvg(svg('', 'width="2in" height="1in"'))).toMatchObject({ width: 50.8, height: 25.4 });
  });

  it('finds scripts, javascript: links, event handlers, outside files, foreignObject and a DOCTYPE', () => {
    expect(scanSvg(svg('<script><![CDATA[alert(1)]]></script>'))?.script).toBe(true);
    expect(scanSvg(svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>'))?.script).toBe(true);
    expect(scanSvg(svg('<a href="&#106;avascript:alert(1)"><rect/></a>'))?.script).toBe(true);
    expect(scanSvg(svg('<rect onclick="x()"/>', 'onload="go()"'))?.event_handlers).toEqual(['onload', 'onclick']);
    expect(scanSvg(svg('<image xlink:href="https://example.com/a.png"/><use href="other.svg#x"/>'))?.external_references).toEqual(['https://example.com/a.png', 'other.svg#x']);
    expect(scanSvg(svg('<rect style="fill: url(\'http://example.com/p.svg#p\')"/>'))?.external_references).toEqual(['http://example.com/p.svg#p']);
    expect(scanSvg(svg('<style>@import url(https://fonts.example/f.css); .a { fill: red }</style>'))?.external_references).toEqual(['https://fonts.example/f.css', '@import']);
    expect(scanSvg(svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'))?.foreign_object).toBe(true);
    expect(scanSvg('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>')?.doctype).toBe(true);
  });

  it('names the fonts of live text', () => {
    expect(scanSvg(svg('<text font-family="\'Futura PT\', sans-serif">Hi</text><text style="font-family: Arial">Yo</text>'))?.text_fonts).toEqual(['Futura PT', 'Arial']);
    expect(scanSvg(svg('<text>Hi</text>'))?.text_fonts).toEqual([]);
  });

  it('calls anything it cannot follow unreadable', () => {
    for (const broken of [
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width=10/></svg>',
      '<html><body></body></html>',
      'just text',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg><svg></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><!-- never closed </svg>',
    ]) {
      expect(scanSvg(broken), broken).toBeUndefined();
    }
  });
});
