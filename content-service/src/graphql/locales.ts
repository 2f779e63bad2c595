import type { ContentStore } from '../store.js';
import type { EnvRef, Locale } from '../types.js';

/**
 * The locales of an environment and their fallback chains, for "Locale handling"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/locale-handling):
 * without a `locale` argument the default locale is used; a missing localized value falls
 * back along `fallbackCode` like the CDA ("Localization": "If there's no content available for
 * the requested locale the API will try the fallback locale of the requested locale").
 */
export class LocaleSet {
  readonly defaultCode: string;
  private readonly byCode: Map<string, Locale>;
  private readonly chains = new Map<string, string[]>();

  constructor(locales: Locale[]) {
    this.byCode = new Map(locales.map((l) => [l.code, l]));
    this.defaultCode = locales.find((l) => l.default)?.code ?? locales[0]?.code ?? 'en-US';
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  /** `[code, its fallback, the fallback's fallback, …]`, stopping at a cycle or an unknown code. */
  chain(code: string): string[] {
    let chain = this.chains.get(code);
    if (!chain) {
      chain = [];
      let current: string | null | undefined = code;
      while (current && !chain.includes(current)) {
        chain.push(current);
        current = this.byCode.get(current)?.fallbackCode;
      }
      this.chains.set(code, chain);
    }
    return chain;
  }
}

const cache = new WeakMap<ContentStore, Map<string, { revision: number; set: LocaleSet }>>();

/** The environment's locales, rebuilt only when a Locale is written. */
export function environmentLocales(store: ContentStore, env: EnvRef): LocaleSet {
  let perStore = cache.get(store);
  if (!perStore) cache.set(store, (perStore = new Map()));
  const key = `${env.spaceId}/${env.environmentId}`;
  const revision = store.revision(env, 'Locale');
  const hit = perStore.get(key);
  if (hit && hit.revision === revision) return hit.set;
  const locales = store.list<Locale>(env, 'Locale').map((r) => r.published ?? r.draft);
  const set = new LocaleSet(locales);
  perStore.set(key, { revision, set });
  return set;
}

/**
 * The value of a localized map (`fields[fieldId]`) in a locale. Non-localized fields hold their
 * value under the default locale; localized ones follow the fallback chain.
 */
export function localizedValue(
  values: Record<string, unknown> | undefined,
  chain: string[],
  localized: boolean,
  defaultCode: string,
): unknown {
  if (!values) return undefined;
  if (!localized) {
    const v = values[defaultCode];
    if (v !== undefined && v !== null) return v;
  }
  for (const code of chain) {
    const v = values[code];
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}
