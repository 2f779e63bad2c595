import type { ContentStore } from '../store.js';
import type { EnvRef, Locale } from '../types.js';
/**
 * The locales of an environment and their fallback chains, for "Locale handling"
 * (https://www.contentful.com/developers/docs/references/graphql/#/reference/locale-handling):
 * without a `locale` argument the default locale is used; a missing localized value falls
 * back along `fallbackCode` like the CDA ("Localization": "If there's no content available for
 * the requested locale the API will try the fallback locale of the requested locale").
 */
export declare class LocaleSet {
    readonly defaultCode: string;
    private readonly byCode;
    private readonly chains;
    constructor(locales: Locale[]);
    has(code: string): boolean;
    /** `[code, its fallback, the fallback's fallback, …]`, stopping at a cycle or an unknown code. */
    chain(code: string): string[];
}
/** The environment's locales, rebuilt only when a Locale is written. */
export declare function environmentLocales(store: ContentStore, env: EnvRef): LocaleSet;
/**
 * The value of a localized map (`fields[fieldId]`) in a locale. Non-localized fields hold their
 * value under the default locale; localized ones follow the fallback chain.
 */
export declare function localizedValue(values: Record<string, unknown> | undefined, chain: string[], localized: boolean, defaultCode: string): unknown;
