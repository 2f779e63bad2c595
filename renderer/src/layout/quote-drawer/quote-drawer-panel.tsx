'use client';

import type { ModalVariant } from '@insurer/content-model/model';
import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId } from 'react';
import { QuoteWidgetIsland } from '../../blocks/quote-widget/quote-widget-island.js';
import type { QuoteDrawerWidget } from './quote-drawer-widget.js';

export interface QuoteDrawerPanelProps {
  open: boolean;
  onClose: () => void;
  widget: QuoteDrawerWidget;
  title: string;
  variant: ModalVariant;
}

/** The line over the drawer's title (docs/requirements.md#quote-widget). */
export const GOT_A_MINUTE = 'Got a minute?';

/**
 * The quote drawer's dialog (WAI-ARIA modal dialog pattern): 'Got a minute?' over its title
 * ('Get a quote'), then the widget's tabs under 'Select one'. Escape, a click outside the panel
 * and the close button close it; focus is trapped inside while open and returns to what opened
 * it (the header's 'Get a quote'); the page behind does not scroll.
 */
export function QuoteDrawerPanel({ open, onClose, widget, title, variant }: QuoteDrawerPanelProps) {
  const titleId = `${useId()}-title`;

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <div
      className={`modal modal--${variant.toLowerCase()} quote-drawer`}
      data-state={open ? 'open' : 'closed'}
      data-quote-widget={widget.widgetId}
      hidden={!open}
    >
      <div className="modal__backdrop" aria-hidden="true" />
      <FocusTrap
        active={open}
        focusTrapOptions={{
          escapeDeactivates: true,
          clickOutsideDeactivates: true,
          returnFocusOnDeactivate: true,
          onDeactivate: onClose,
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div className="modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <div className="modal__header">
            <div>
              <p className="quote-drawer__eyebrow">{GOT_A_MINUTE}</p>
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
            </div>
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="modal__body">
            <QuoteWidgetIsland tabs={widget.tabs} initialTab={widget.initialTab} flags={widget.flags} />
          </div>
        </div>
      </FocusTrap>
    </div>
  );
}
