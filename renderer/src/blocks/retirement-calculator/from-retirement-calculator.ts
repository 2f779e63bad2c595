import type { RetirementCalculatorBlockFragment } from '@insurer/content-model/types';
import { paddingOf } from '../../shared/closed-list.js';
import type { Padding } from '../../core/types.js';
import { probabilityContentOf, type ProbabilityContent, type RetirementLevel } from '@insurer/contracts/retirement';

/** The brand when the space has no site settings entry (the demo's, docs/requirements.md#decision-brand-name). */
export const FALLBACK_BRAND = 'Lanternfield Mutual';

/** The retirement calculator block's props (docs/requirements.md#retirement-calculator). */
export interface RetirementCalculatorProps {
  id: string;
  heading?: string;
  introduction?: string;
  /** Each level's recommendation, from the entry (editors maintain them). */
  recommendations: Record<RetirementLevel, string>;
  disclaimer?: string;
  /** The brand name from the site settings. */
  brand: string;
  /** The `rilaV3` flag of the request: the share flow lists otherFP. */
  rilaV3: boolean;
  /** The probability of success's assumptions and disclosures; absent when any is missing or the assumptions do not parse. */
  probability?: RetirementProbabilityContent;
  padding?: Padding;
}

/** What the probability of success needs from content (migration 0015). */
export type RetirementProbabilityContent = ProbabilityContent;

/** Raw entry, the site settings' brand and the request's flags → props. A missing recommendation shows as empty text. */
export function fromRetirementCalculator(
  raw: RetirementCalculatorBlockFragment,
  brand: string | null | undefined,
  rilaV3: boolean,
): RetirementCalculatorProps {
  const probability = probabilityContentOf(raw);
  return {
    id: raw.sys.id,
    ...(raw.heading ? { heading: raw.heading } : {}),
    ...(raw.introduction ? { introduction: raw.introduction } : {}),
    recommendations: {
      'Oops!': raw.recommendationOops ?? '',
      'Uh oh!': raw.recommendationUhOh ?? '',
      'Needs attention': raw.recommendationNeedsAttention ?? '',
      Fair: raw.recommendationFair ?? '',
      Good: raw.recommendationGood ?? '',
      'On target': raw.recommendationOnTarget ?? '',
      'Ahead of schedule': raw.recommendationAheadOfSchedule ?? '',
    },
    ...(raw.disclaimer ? { disclaimer: raw.disclaimer } : {}),
    brand: brand?.trim() || FALLBACK_BRAND,
    rilaV3,
    ...(probability ? { probability } : {}),
    ...paddingOf(raw.padding),
  };
}
