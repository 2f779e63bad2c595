/**
 * A site page's markup as plain elements, for a bare Next.js page that renders the same DOM with
 * no client component (`BARE_CONTENT` in `bench:lighthouse`): what the framework alone costs a
 * page of that size (parsing, styling and laying it out, its RSC payload, hydrating every element),
 * set beside what the site costs for it.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/** One element of the tree, as the bare page's `page.jsx` renders it with `createElement`; a string is a text node. */
export type ContentNode = string | { tag: string; props: Record<string, string | boolean>; children: ContentNode[] };

/** The bare page's content: the body's element tree and the page's inline stylesheets, concatenated. */
export interface BareContent {
  body: ContentNode[];
  css: string;
}

/** HTML attribute names whose React prop name differs (the ones the site's markup uses). */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority',
  autocomplete: 'autoComplete',
  crossorigin: 'crossOrigin',
  maxlength: 'maxLength',
  minlength: 'minLength',
  readonly: 'readOnly',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  popovertarget: 'popoverTarget',
  popovertargetaction: 'popoverTargetAction',
  viewbox: 'viewBox',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  novalidate: 'noValidate',
  referrerpolicy: 'referrerPolicy',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
};

/** Attributes that are booleans in React (present means true). */
const BOOLEAN = new Set(['hidden', 'required', 'disabled', 'multiple', 'readonly', 'novalidate', 'open', 'inert', 'autofocus']);

/** Elements React cannot take as they are in the body: scripts (the site's own), templates and the hidden `<div>` React moves. */
const SKIPPED = new Set(['script', 'template', 'noscript', 'style', 'link']);

/** The element tree of `nodes` with React prop names; `style` attributes are left out (React wants objects). */
function toTree(nodes: ChildNode[]): ContentNode[] {
  const out: ContentNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.data.trim()) out.push(node.data);
      continue;
    }
    if (node.type !== 'tag') continue;
    const element = node as Element;
    if (SKIPPED.has(element.name)) continue;
    const props: Record<string, string | boolean> = {};
    for (const [name, value] of Object.entries(element.attribs)) {
      if (name === 'style' || name.startsWith('on')) continue;
      if (BOOLEAN.has(name)) props[PROP_NAMES[name] ?? name] = true;
      // A form control's state as its initial state, as the site's uncontrolled fields have it.
      else if (name === 'checked') props.defaultChecked = true;
      else if (name === 'selected') continue;
      else if (name === 'value' && (element.name === 'input' || element.name === 'textarea')) props.defaultValue = value;
      else props[PROP_NAMES[name] ?? name] = value;
    }
    out.push({ tag: element.name, props, children: toTree(element.children) });
  }
  return out;
}

/**
 * The body's markup (without its scripts, templates and stylesheets) and the inline CSS of
 * `html`, a page the site served.
 * @throws Error when `html` has no `<body>`.
 */
export function bareContentOf(html: string): BareContent {
  const document = parseDocument(html);
  const find = (nodes: ChildNode[], name: string): Element | undefined => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      if ((node as Element).name === name) return node as Element;
      const inner = find((node as Element).children, name);
      if (inner) return inner;
    }
    return undefined;
  };
  const body = find(document.children, 'body');
  if (!body) throw new Error('the page has no <body>');
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  return { body: toTree(body.children), css };
}

/** The React elements of `nodes` (the tree `page.jsx` renders in the bare page). */
function elementsOf(nodes: ContentNode[]): ReactNode[] {
  return nodes.map((node, key) =>
    typeof node === 'string' ? node : createElement(node.tag, { ...node.props, key }, ...elementsOf(node.children)),
  );
}

/**
 * The body's tree of `content` as one HTML string (React's `renderToStaticMarkup`), for the bare
 * page that places it with `dangerouslySetInnerHTML` (`BARE_CONTENT_AS=html`): the same DOM, with
 * none of it in the RSC payload's element tree or hydrated element by element.
 */
export function staticMarkupOf(content: BareContent): string {
  return renderToStaticMarkup(createElement(Fragment, null, ...elementsOf(content.body)));
}
