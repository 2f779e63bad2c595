/**
 * Framework scripts after the first paint (docs/requirements.md#decision-scripts-after-first-paint).
 *
 * Next.js names its JavaScript chunks in every page's HTML as `<script src="/_next/static/…" async>`
 * (in the head, and the webpack runtime after the page's markup) with a low-priority
 * `<link rel="preload" as="script">`. The browser's preload scanner fetches them as soon as the
 * document arrives, and on a phone their evaluation competes with the first paint of text the
 * server already rendered. This transform moves those tags, unchanged, into an inert
 * `<template data-after-paint-scripts>` at the end of the body, followed by a small inline
 * loader (carrying the page's CSP nonce) that inserts them once the page's first contentful
 * paint has been presented (the browser's `first-contentful-paint` entry; two animation frames
 * where paint timing is unknown) and each high-priority image (`fetchpriority="high"`, the hero)
 * in the viewport has been painted (its Element Timing entry, `elementtiming="hero"`), failed, or
 * where Element Timing is unknown loaded, so the scripts do not compete with the hero for a
 * phone's bandwidth; after 1 s at the latest, and at once in a hidden tab, which paints nothing.
 * `<script nomodule>` (polyfills for old browsers) and every inline script stay where they are.
 *
 * On the way it empties the payload's second copy of the inline stylesheet
 * (`withoutRepeatedStyles`, inline-style-once.ts; docs/requirements.md#decision-inline-css).
 *
 * It is a string transform of Next.js's own output, not an HTML parser: it only touches
 * `<script>` and `<link rel="preload" as="script">` tags whose URL is under `/_next/static/`,
 * and `</body>`. parse5-html-rewriting-stream does the same in about 16 ms per home page on
 * this machine against under 1 ms here, on every page request.
 */
import { StringDecoder } from 'node:string_decoder';
import type { ServerResponse } from 'node:http';
import { inlineStyles, withoutRepeatedStyles } from './inline-style-once.js';

/** A Next.js chunk script: `src` under /_next/static/ and the `async` attribute. */
const CHUNK_SCRIPT = /<script\b(?=[^>]*\ssrc="\/_next\/static\/)(?=[^>]*\sasync(?:="[^"]*")?[\s/>])[^>]*><\/script>/g;
/** Next.js's preload of a chunk script. */
const CHUNK_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")(?=[^>]*\shref="\/_next\/static\/)[^>]*>/g;
const NONCE = /\snonce="([^"]*)"/;
const BODY_END = '</body>';
/** A head longer than this (no `</head>` yet) is not a Next.js page's: its styles are not looked for. */
const MAX_HEAD = 1 << 20;

/**
 * The inline loader that follows the template: once the first contentful paint is presented and
 * the high-priority images in view are painted (or 1 s has passed, or at once in a hidden tab), copies each
 * script's attributes into a new `<script>` (a script cloned from a template would not run),
 * gives it the loader's own nonce (`strict-dynamic` trusts it either way) and appends it to the
 * head, once.
 */
const LOADER =
  '(function(){var c=document.currentScript,t=c.previousElementSibling,n=c.nonce,d=0,f=0,s=[],' +
  'P=window.PerformanceObserver,T=(P&&P.supportedEntryTypes)||[],E=T.indexOf("element")>=0,' +
  'h=document.querySelectorAll("img[fetchpriority=high]");' +
  'function go(){if(d)return;d=1;t.content.querySelectorAll("script").forEach(function(x){' +
  'var e=document.createElement("script");for(var i=0;i<x.attributes.length;i++){var a=x.attributes[i];' +
  'if(a.name!=="nonce")e.setAttribute(a.name,a.value)}if(n)e.nonce=n;e.async=true;document.head.appendChild(e)})}' +
  'function ready(){if(d||!f)return;for(var i=0;i<h.length;i++){var m=h[i],r=m.getBoundingClientRect();' +
  'if(r.width>0&&r.bottom>0&&r.right>0&&r.top<innerHeight&&r.left<innerWidth&&!(m.complete&&(!m.naturalWidth||!E))&&s.indexOf(m)<0)return}go()}' +
  'if(document.visibilityState==="hidden"){go();return}setTimeout(go,1000);' +
  'h.forEach(function(m){m.addEventListener("load",ready);m.addEventListener("error",ready)});' +
  'if(E)new P(function(l){l.getEntries().forEach(function(e){s.push(e.element)});ready()}).observe({type:"element",buffered:true});' +
  'if(T.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f=1;ready()}});' +
  'o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){requestAnimationFrame(function(){f=1;ready()})})})()';

/** The markup that replaces the moved tags: the template holding them, then the loader. */
export function afterPaintMarkup(scripts: readonly string[], nonce: string | undefined): string {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return `<template data-after-paint-scripts>${scripts.join('')}</template><script${attribute}>${LOADER}</script>`;
}

/** Which rewrites run (SITE_HTML_REWRITES; both by default). */
export interface HtmlRewrites {
  /** Move the chunk scripts after the first paint. */
  afterPaintScripts: boolean;
  /** Empty the payload's second copy of the inline stylesheet. */
  inlineStyleOnce: boolean;
}

const BOTH: HtmlRewrites = { afterPaintScripts: true, inlineStyleOnce: true };

/**
 * A streaming transform of one HTML document: `push` each chunk as it comes and write what it
 * answers, then write what `end` answers. Holds back at most an unfinished tag (or a `<script>`
 * until its `</script>`), so a chunk boundary never splits a tag it must see whole.
 */
export class AfterPaintScripts {
  constructor(private readonly rewrites: HtmlRewrites = BOTH) {}

  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private readonly moved: string[] = [];
  private nonce: string | undefined;
  private placed = false;
  /** The document up to `</head>` while it arrives; then the texts of its inline stylesheets. */
  private head: string | undefined = '';
  private styles: string[] = [];

  /** Takes the next chunk of the document; answers the text that can be sent now. */
  push(chunk: string | Uint8Array): string {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    if (this.placed) {
      const out = this.pending;
      this.pending = '';
      return out;
    }
    const cut = safeCut(this.pending);
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return this.rewrite(ready);
  }

  /** Ends the document: answers the rest, with the template and loader at the end when no `</body>` came. */
  end(): string {
    const rest = this.pending + this.decoder.end();
    this.pending = '';
    if (this.placed) return rest;
    const out = this.rewrite(rest);
    if (this.placed || this.moved.length === 0) return out;
    this.placed = true;
    return out + afterPaintMarkup(this.moved, this.nonce);
  }

  private rewrite(text: string): string {
    if (this.rewrites.inlineStyleOnce) text = this.withoutRepeatedStyles(text);
    if (!this.rewrites.afterPaintScripts) return text;
    let out = text.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, (tag) => {
      this.moved.push(tag);
      this.nonce ??= NONCE.exec(tag)?.[1];
      return '';
    });
    const end = out.indexOf(BODY_END);
    if (end >= 0 && this.moved.length > 0) {
      out = out.slice(0, end) + afterPaintMarkup(this.moved, this.nonce) + out.slice(end);
      this.placed = true;
    }
    return out;
  }

  /** Collects the head's inline stylesheets while the head arrives, then empties their copies in the payload. */
  private withoutRepeatedStyles(text: string): string {
    if (this.head === undefined) return withoutRepeatedStyles(text, this.styles);
    const before = this.head.length;
    this.head += text;
    const headEnd = this.head.indexOf('</head>');
    if (headEnd >= 0) {
      this.styles = inlineStyles(this.head.slice(0, headEnd));
      const cut = Math.max(0, headEnd - before);
      this.head = undefined;
      return text.slice(0, cut) + withoutRepeatedStyles(text.slice(cut), this.styles);
    }
    if (this.head.length > MAX_HEAD) this.head = undefined;
    return text;
  }
}

/**
 * Where `text` can be cut so the part before holds no unfinished tag: before a trailing `<…`
 * with no `>` yet, and before a trailing `<script` whose `</script>` has not arrived.
 */
function safeCut(text: string): number {
  let cut = text.length;
  const lt = text.lastIndexOf('<');
  if (lt >= 0 && text.indexOf('>', lt) < 0) cut = lt;
  const script = text.lastIndexOf('<script');
  if (script >= 0 && text.indexOf('</script>', script) < 0) cut = Math.min(cut, script);
  return cut;
}

/**
 * Applies `AfterPaintScripts` (with `rewrites`, both by default) to `response` when what it sends
 * is HTML: wraps `write` and `end` (install it after any compression, so the transform sees the
 * text) and drops the `Content-Length` Next.js may have set, since the body's length changes.
 * Other responses pass through untouched.
 */
export function moveScriptsAfterPaint(response: ServerResponse, rewrites: HtmlRewrites = BOTH): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let transform: AfterPaintScripts | null | undefined;
  /** Decided once, when the head is about to be sent (Node's implicit head goes through writeHead too). */
  const decide = (headers?: Record<string, unknown>): AfterPaintScripts | null => {
    if (transform !== undefined) return transform;
    const given = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === 'content-type')?.[1];
    const type = String(given ?? response.getHeader('content-type') ?? '');
    transform = /^text\/html\b/i.test(type) ? new AfterPaintScripts(rewrites) : null;
    if (transform) {
      if (!response.headersSent) response.removeHeader('content-length');
      if (headers) for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-length') delete headers[key];
    }
    return transform;
  };
  response.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    decide(headers as Record<string, unknown> | undefined);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    const active = decide();
    if (!active || chunk === undefined || chunk === null || typeof chunk === 'function') return write(chunk, ...rest);
    const text = active.push(chunk as string | Uint8Array);
    const callback = rest.find((arg) => typeof arg === 'function');
    return write(text, 'utf8', ...(callback ? [callback] : []));
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    const active = decide();
    if (!active) return end(...args);
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const callback = args.find((arg) => typeof arg === 'function');
    let text = chunk === undefined || chunk === null ? '' : active.push(chunk as string | Uint8Array);
    text += active.end();
    return end(text, 'utf8', ...(callback ? [callback] : []));
  }) as ServerResponse['end'];
}
