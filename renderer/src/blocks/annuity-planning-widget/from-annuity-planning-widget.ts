import type { AnnuityPlanningWidgetBlockFragment } from '@insurer/content-model/types';
import { ANNUITY_PLANNING_WIDGET_VARIANT, type AnnuityPlanningWidgetVariant } from '@insurer/content-model/model';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { isOneOf, paddingOf } from '../../shared/closed-list.js';
import { formatDollars } from '@insurer/contracts/format';

export interface AnnuityPlanningWidgetProps extends BlockBaseProps {
  heading?: string;
  /** '5-step' (newer) or '4-step' (older), docs/requirements.md#annuity-widget. */
  variant: AnnuityPlanningWidgetVariant;
  /** Investment range in dollars. */
  min: number;
  max: number;
  /** The editor's out-of-range message. */
  invalidAmountMessage: string;
  padding?: Padding;
}

/**
 * The range when an entry leaves it empty: the RILA tool's, so both tools agree
 * (docs/requirements.md#decision-annuity-investment-range).
 */
export const DEFAULT_RANGE = { min: 25000, max: 1000000 } as const;

/** Props of an `AnnuityPlanningWidget` entry; an unknown variant falls back to the newer 5-step one. */
export function fromAnnuityPlanningWidget(raw: AnnuityPlanningWidgetBlockFragment): AnnuityPlanningWidgetProps {
  const min = raw.minInvestment ?? DEFAULT_RANGE.min;
  const max = raw.maxInvestment ?? DEFAULT_RANGE.max;
  return {
    id: raw.sys.id,
    variant: isOneOf(ANNUITY_PLANNING_WIDGET_VARIANT, raw.variant) ? raw.variant : '5-step',
    min,
    max,
    invalidAmountMessage: raw.invalidAmountMessage || `Enter an amount between ${formatDollars(min)} and ${formatDollars(max)}.`,
    ...(raw.heading ? { heading: raw.heading } : {}),
    ...paddingOf(raw.padding),
  };
}
