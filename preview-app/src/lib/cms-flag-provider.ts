import {
  ErrorCode,
  InMemoryProvider,
  StandardResolutionReasons,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import { SITE_FLAG_KEYS, type SiteFlagKey } from '@insurer/contracts/flags';

/** The values of the CMS flags entry: true/false per flag, null (or absent) where the editor left the field empty. */
export type CmsFlagValues = Partial<Record<SiteFlagKey, boolean | null>>;

/**
 * The site's default OpenFeature provider (docs/requirements.md#decision-flag-source): reads the
 * published `featureFlags` entry through `load` (the site passes a GraphQL read cached under the
 * content tag, so the publish webhook revalidates it). A field left empty, an unknown key or an
 * entry that cannot be read answers FLAG_NOT_FOUND / GENERAL, so OpenFeature falls back to the
 * next provider or the default in code (contracts/src/flags.ts).
 */
export class CmsFlagProvider implements Provider {
  readonly metadata = { name: 'CMS flags entry' } as const;
  readonly runsOn = 'server' as const;

  /** @param load answers the entry's values, or undefined when no entry is published. */
  constructor(private readonly load: () => Promise<CmsFlagValues | undefined>) {}

  async resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): Promise<ResolutionDetails<boolean>> {
    let values: CmsFlagValues | undefined;
    try {
      values = await this.load();
    } catch (error) {
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.GENERAL,
        errorMessage: `The flags entry could not be read: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const value = isSiteFlagKey(flagKey) ? values?.[flagKey] : undefined;
    if (typeof value !== 'boolean') return notFound(flagKey, defaultValue);
    return { value, variant: value ? 'on' : 'off', reason: StandardResolutionReasons.STATIC };
  }

  async resolveStringEvaluation(flagKey: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return notFound(flagKey, defaultValue);
  }

  async resolveNumberEvaluation(flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return notFound(flagKey, defaultValue);
  }

  async resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return notFound(flagKey, defaultValue);
  }
}

function notFound<T>(flagKey: string, value: T): ResolutionDetails<T> {
  return {
    value,
    reason: StandardResolutionReasons.ERROR,
    errorCode: ErrorCode.FLAG_NOT_FOUND,
    errorMessage: `The flags entry has no value for "${flagKey}".`,
  };
}

function isSiteFlagKey(key: string): key is SiteFlagKey {
  return (SITE_FLAG_KEYS as readonly string[]).includes(key);
}

/** The environment variable that overrides a flag: `FLAG_` and the key in upper snake case, e.g. rilaV3 → FLAG_RILA_V3. */
export function flagOverrideVariable(key: SiteFlagKey): string {
  return `FLAG_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/**
 * The environment's flag overrides (docs/requirements.md#decision-flag-source): `FLAG_<KEY>=true|false`
 * (also on/off, 1/0) wins over the CMS entry and any vendor provider. Unset or blank leaves the flag
 * to the providers.
 * @throws Error naming the variable when its value is not a boolean word.
 */
export function flagOverridesFromEnv(env: Record<string, string | undefined>): Partial<Record<SiteFlagKey, boolean>> {
  const overrides: Partial<Record<SiteFlagKey, boolean>> = {};
  for (const key of SITE_FLAG_KEYS) {
    const name = flagOverrideVariable(key);
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) continue;
    if (['true', 'on', '1'].includes(raw)) overrides[key] = true;
    else if (['false', 'off', '0'].includes(raw)) overrides[key] = false;
    else throw new Error(`${name}: must be true or false`);
  }
  return overrides;
}

/** An OpenFeature in-memory provider answering exactly the overridden flags (FLAG_NOT_FOUND for the others). */
export function overridesProvider(overrides: Partial<Record<SiteFlagKey, boolean>>): Provider {
  return new InMemoryProvider(
    Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [
        key,
        { variants: { on: true, off: false }, defaultVariant: value ? 'on' : 'off', disabled: false },
      ]),
    ),
  );
}
