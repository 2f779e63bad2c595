'use client';

import { useMemo } from 'react';
import { rilaIllustrationHref, toShareFlowRilaRequest } from '@insurer/contracts/rila';
import { useRilaShareResult } from '../../tools/rila/share-context.js';
import { ShareFlow } from '../../tools/share/share-flow.js';

export interface RilaShareProps {
  /** The RILA widget entry's id: the server reads its published configuration to work the results out again. */
  widgetId: string;
  /** The brand name from content (site settings). */
  brand: string;
  /** The `rilaV3` flag of the request (the share flow lists otherFP). */
  rilaV3: boolean;
}

/**
 * The RILA tool's share / connect-to-a-professional flow (docs/requirements.md#share-flow), mounted
 * in the tool's `shareSlot`: shown once results show. It sends the visitor's selections only
 * (`toShareFlowRilaRequest`: the widget, the amount, each slot's term, buffer, index and
 * crediting strategy); the server works the figures, the table and the chart out again from the
 * published configuration (docs/requirements.md#decision-rila-share-flow). Above it, the link to
 * the illustration of the same selections, which the server builds as a PDF.
 */
export function RilaShare({ widgetId, brand, rilaV3 }: RilaShareProps) {
  const result = useRilaShareResult();
  const results = useMemo(() => toShareFlowRilaRequest(widgetId, result), [widgetId, result]);
  return (
    <div className="rila-share">
      {results ? (
        <>
          <p className="rila-share__illustration">
            {/* Built by the server from these selections and the published configuration (docs/requirements.md#decision-rila-illustration). */}
            <a href={rilaIllustrationHref(results)} download>
              Download illustration (PDF)
            </a>
          </p>
          <ShareFlow tool="rila_tool" brand={brand} rilaV3={rilaV3} results={results} />
        </>
      ) : null}
    </div>
  );
}
