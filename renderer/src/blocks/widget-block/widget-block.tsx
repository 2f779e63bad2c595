import { inspect } from '../../inspector.js';
import { RichText } from '../../rich-text/rich-text.js';
import { LazyFindForm } from './lazy-find-form.js';
import type { WidgetBlockProps, WidgetType } from './from-widget-block.js';

/** The link widgets: where they go (docs/requirements.md#routes) and their button text (not given by the requirements). */
export const WIDGET_LINKS: Partial<Record<WidgetType, { href: string; text: string }>> = {
  'Financial Representative Careers': { href: '/careers/financial-representative/apply', text: 'Apply now' },
  'Direct Dental': { href: '/individuals-families/dental-insurance?survey=dental', text: 'Shop dental insurance' },
  'Direct Vision': { href: '/individuals-families/vision-insurance?survey=vision', text: 'Shop vision insurance' },
};

/**
 * A coded widget (docs/requirements.md#widget-block): the representative and sales-office finders are
 * form islands; careers, direct dental and direct vision are plain links (no JavaScript).
 * The finder island loads lazily; its fallback is the same form as plain HTML, so the finders
 * work without JavaScript (docs/requirements.md#finders).
 */
export function WidgetBlock({ id, widgetType, heading, description }: WidgetBlockProps) {
  if (!widgetType) return null;
  const headingId = `widget-${id}`;
  const link = WIDGET_LINKS[widgetType];
  return (
    <section
      className="widget-block"
      data-widget-type={widgetType}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': widgetType })}
    >
      {heading ? (
        <h2 id={headingId} className="widget-block__heading" {...inspect(id, 'heading')}>
          {heading}
        </h2>
      ) : null}
      {description ? (
        <div className="widget-block__description" {...inspect(id, 'description')}>
          <RichText {...description} />
        </div>
      ) : null}
      {widgetType === 'Find a Financial Representative' ? <LazyFindForm id={headingId} kind="representative" /> : null}
      {widgetType === 'Find a Sales Office' ? <LazyFindForm id={headingId} kind="sales-office" /> : null}
      {link ? (
        <a href={link.href} className="btn btn--primary widget-block__link" {...inspect(id, 'widgetType')}>
          {link.text}
        </a>
      ) : null}
    </section>
  );
}
