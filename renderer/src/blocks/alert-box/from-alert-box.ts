import type { AlertBoxBlockFragment } from '@insurer/content-model/types';
import { ALERT_BOX_TYPE, type AlertBoxType } from '@insurer/content-model/model';
import { paragraphs } from '../../shared/text.js';
import type { BlockBaseProps, Padding } from '../../core/types.js';
import { isOneOf, paddingOf } from '../../shared/closed-list.js';

/** Alert types (docs/requirements.md#alert-box). */
export type AlertType = AlertBoxType;

export interface AlertBoxProps extends BlockBaseProps {
  type: AlertType;
  title: string;
  /** The message's paragraphs (the model's plain multi-line text split on blank lines). */
  message: string[];
  padding?: Padding;
}

function isAlertType(value: string | null): value is AlertType {
  return isOneOf(ALERT_BOX_TYPE, value);
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
