import { describe, expect, it } from 'vitest';
import { AfterPaintScripts } from './after-paint-scripts.js';
import { inlineStyles, withoutRepeatedStyles } from './inline-style-once.js';

/** A stylesheet with a child combinator and a character of two bytes, as Next.js inlines it. */
const CSS = '.site-main{min-height:60vh}.nav>li{content:"é"}';
const STYLE = `<style data-precedence="next" data-href="/_next/static/css/7555.css" nonce="n0nce==">${CSS}</style>`;
const bytesHex = Buffer.byteLength(CSS, 'utf8').toString(16);

/** The payload script as Next.js writes it: the row text JSON-encoded, `<`, `>` and `&` escaped. */
function flight(text: string): string {
  const json = JSON.stringify([1, text]).replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script nonce="n0nce==">self.__next_f.push(${json})</script>`;
}

const ROWS = (css: string) =>
  `1:"$Sreact.fragment"\n2:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}0:{"c":[["$","style","0",{"precedence":"next","href":"/_next/static/css/7555.css","children":"$2"}]],"t":"a</script><b>"}\n`;

const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${STYLE}</head>` +
  `<body><main><h1>Privacy policy</h1></main>${flight(ROWS(CSS))}</body></html>`;

/** The text rows of every payload script in `html`. */
function payload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)]
    .map((m) => (JSON.parse(m[1]!) as [number, string])[1])
    .join('');
}

describe('the inline stylesheet sent once', () => {
  it('finds the text of each inline stylesheet in the head', () => {
    expect(inlineStyles(PAGE)).toEqual([CSS]);
  });

  it('given a payload that repeats the inline stylesheet, then that row is emptied and nothing else changes', () => {
    const out = withoutRepeatedStyles(PAGE, [CSS]);
    expect(payload(out)).toBe(ROWS(CSS).replace(`2:T${bytesHex},${CSS}`, '2:T0,'));
    expect(out.startsWith(PAGE.slice(0, PAGE.indexOf('<script')))).toBe(true);
    // The payload's own `</script>` stays escaped: the script element still ends where it did.
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out.length).toBeLessThan(PAGE.length - CSS.length);
  });

  it('given a text row that differs from the stylesheet by one byte, then the page passes unchanged', () => {
    const other = PAGE.replace(flight(ROWS(CSS)), flight(ROWS(CSS.replace('60vh', '61vh'))));
    expect(withoutRepeatedStyles(other, [CSS])).toBe(other);
  });

  it('given the page through the site server’s transform, in one piece or cut at every byte, then the row is emptied the same way', () => {
    const whole = (chunks: string[]) => {
      const transform = new AfterPaintScripts();
      return chunks.map((chunk) => transform.push(chunk)).join('') + transform.end();
    };
    const once = whole([PAGE]);
    expect(payload(once)).toContain('2:T0,0:{');
    expect(once).toContain(STYLE);
    for (let cut = 1; cut < PAGE.length; cut++) expect(whole([PAGE.slice(0, cut), PAGE.slice(cut)]), String(cut)).toBe(once);
  });

  it('given SITE_HTML_REWRITES naming one rewrite, then only that one runs', () => {
    const script = '<script src="/_next/static/chunks/main-app-ea.js" async="" nonce="n0nce=="></script>';
    const page = PAGE.replace('</head>', `${script}</head>`);
    const through = (rewrites: { afterPaintScripts: boolean; inlineStyleOnce: boolean }) => {
      const transform = new AfterPaintScripts(rewrites);
      return transform.push(page) + transform.end();
    };
    const stylesOnly = through({ afterPaintScripts: false, inlineStyleOnce: true });
    expect(payload(stylesOnly)).toContain('2:T0,0:{');
    expect(stylesOnly).toContain(`${script}</head>`);
    const scriptsOnly = through({ afterPaintScripts: true, inlineStyleOnce: false });
    expect(payload(scriptsOnly)).toBe(ROWS(CSS));
    expect(scriptsOnly).toContain(`<template data-after-paint-scripts>${script}</template>`);
    expect(through({ afterPaintScripts: false, inlineStyleOnce: false })).toBe(page);
  });
});
