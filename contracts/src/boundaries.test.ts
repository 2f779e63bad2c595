// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module `entry` reaches through relative imports, and the packages they import. */
function importGraph(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.includes(file)) continue;
    files.push(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

const ROOT = resolve(here, '..');
const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
  dependencies: Record<string, string>;
};

describe('the contracts package (@insurer/contracts)', () => {
  it('given every entry, when its imports are walked, then only zod, the content-model and rich-text types, the pure-rand generator and (for the shared preview links, on servers) node:crypto are used, and no client module', () => {
    const packages = new Set<string>();
    const files = new Set<string>();
    for (const entry of Object.values(manifest.exports)) {
      const graph = importGraph(resolve(ROOT, entry));
      graph.files.forEach((file) => files.add(file));
      graph.packages.forEach((name) => packages.add(name));
    }
    expect([...packages].sort()).toEqual([
      '@contentful/rich-text-types',
      '@insurer/content-model/model',
      '@insurer/content-model/types',
      // The shared preview links' HMAC: that entry runs on the servers only (the workbench's, the site's proxy).
      'node:crypto',
      'pure-rand/generator/xoroshiro128plus',
      'zod',
      'zod/locales',
      'zod/mini',
    ]);
    // Every package it imports is declared.
    for (const name of [...packages].filter((name) => !name.startsWith('node:')))
      expect(Object.keys(manifest.dependencies), name).toContain(
        name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0],
      );
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/^\s*['"]use client['"]/);
      expect(source, file).not.toMatch(/\b(window|document|localStorage|sessionStorage)\./);
    }
  });

  it('given a server without a DOM, when the forms entry is imported, then the schemas, contract and helpers answer', async () => {
    expect(typeof window).toBe('undefined');
    const forms = await import('./forms/index.js');
    expect(forms.submitPath('gl-contact-us-hc')).toBe('/api/forms/gl-contact-us-hc');
    expect(forms.BESPOKE_FORM_SCHEMAS['gl-contact-us-hc'].safeParse({}).success).toBe(false);
    expect(forms.fieldErrors(forms.contactUsSchema, { howCanWeHelpYou: '' })?.howCanWeHelpYou).toBe('Enter information so we can help you');
    expect(typeof forms.genericFormSchema).toBe('function');
    expect(typeof forms.fromFormDefinition).toBe('function');
    expect(forms.successRedirect('dental-network-sf-hc', {})).toBe('/providers/join/thank-you');
    expect(forms.interestNames('annuities-form-hc', ['3'])).toEqual(['Annuities']);
  });
});
