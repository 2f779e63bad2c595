import type { AlertBoxBlockFragment } from '@insurer/content-model/types';
import { paragraphs } from '../../shared/text.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { paddingOf } from '../../shared/closed-list.js';

/** Alert types (seed 001 §4 "Alert types: information, confirmation, warning, error"). */
export const ALERT_TYPES = ['information', 'confirmation', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface AlertBoxProps extends BlockBaseProps {
  type: AlertType;
  title: string;
  /** The message's paragraphs (the model's plain multi-line text split on blank lines). */
  message: string[];
  padding?: Padding;
}

function isAlertType(value: string | null): value is AlertType {
  return (ALERT_TYPES as readonly (string | null)[]).includes(value);
}

/** Props of an `AlertBox` entry; an unknown or empty type gives 'information' (the model's default). */
export function fromAlertBox(raw: AlertBoxBlockFragment): AlertBoxProps {
  return {
    id: raw.sys.id,
    type: isAlertType(raw.type) ? raw.type : 'information',
    title: raw.title?.trim() ?? '',
    message: paragraphs(raw.message),
    ...paddingOf(raw.padding),
  };
}
