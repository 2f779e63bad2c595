import { inspect } from '../../inspector.js';
import type { AlertBoxProps, AlertType } from './from-alert-box.js';

/** Spoken before the title, so the type is not told by colour and icon alone (WCAG 1.4.1). */
const LABEL: Record<AlertType, string> = {
  information: 'Information',
  confirmation: 'Confirmation',
  warning: 'Warning',
  error: 'Error',
};

/**
 * Errors and warnings need attention (`role="alert"`); information and confirmations are
 * advisory (`role="status"`).
 */
const ROLE: Record<AlertType, 'alert' | 'status'> = {
  information: 'status',
  confirmation: 'status',
  warning: 'alert',
  error: 'alert',
};

/** One distinct shape per type: i, check mark, exclamation triangle, cross. */
const ICON_PATH: Record<AlertType, string> = {
  information: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  confirmation: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6l3.6-3.6L7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12l3.6 3.6Z',
};

/** An inline information, confirmation, warning or error message (docs/requirements.md#alert-box). Static: no JavaScript. */
export function AlertBox({ id, type, title, message }: AlertBoxProps) {
  return (
    <div className="alert-box" data-type={type} role={ROLE[type]}>
      <svg className="alert-box__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={ICON_PATH[type]} fill="currentColor" />
      </svg>
      <div className="alert-box__content">
        <p className="alert-box__title">
          <span className="visually-hidden">{LABEL[type]}: </span>
          <span {...inspect(id, 'title')}>{title}</span>
        </p>
        {message.length ? (
          <div className="alert-box__message" {...inspect(id, 'message')}>
            {message.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
