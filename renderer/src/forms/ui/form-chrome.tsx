import { ERROR_SUMMARY_HEADING, SENDING_STATUS } from '@insurer/contracts/forms';

/** One entry of the error summary: the field and its message. */
export interface SummaryError {
  name: string;
  message: string;
}

/**
 * The errors of `errors` (field name → message) in the order of `names` (the form's fields as
 * shown), then any others (e.g. a server message for a field the form does not show).
 */
export function orderedErrors(names: readonly string[], errors: Record<string, unknown> | undefined): SummaryError[] {
  if (!errors) return [];
  const ordered = [...names, ...Object.keys(errors).filter((name) => !names.includes(name))];
  return ordered.flatMap((name) => {
    const message = errors[name];
    return typeof message === 'string' && message ? [{ name, message }] : [];
  });
}

/**
 * Moves focus to the first invalid field (its control, or the first choice of a group), found by
 * `data-field` inside `form`. Answers whether a field took focus.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: readonly SummaryError[]): boolean {
  for (const { name } of errors) {
    const control = form?.querySelector<HTMLElement>(`[data-field="${name.replace(/["\\]/g, '')}"]`);
    if (control) {
      control.focus();
      return true;
    }
  }
  return false;
}

/**
 * The error summary: an alert region (always present, so assistive technology announces it when
 * it fills) listing the messages of the last invalid submit in field order.
 */
export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  return (
    <div className="form-errors" role="alert" data-state={errors.length ? 'open' : 'closed'}>
      {errors.length ? (
        <>
          <p className="form-errors__heading">{ERROR_SUMMARY_HEADING}</p>
          <ul className="form-errors__list">
            {errors.map((error) => (
              <li key={error.name}>{error.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The sending state (docs/requirements.md#form-states "show a loading overlay"): a status region (always present) that
 * says 'Sending your information…' while `sending`, and an overlay covering the form.
 */
export function SendingOverlay({ sending }: { sending: boolean }) {
  return (
    <>
      <div className="form-status" role="status">
        {sending ? SENDING_STATUS : null}
      </div>
      {sending ? (
        <div className="form-overlay" aria-hidden="true">
          <span className="form-overlay__spinner" />
        </div>
      ) : null}
    </>
  );
}
