import type { FieldAppSDK } from '@contentful/app-sdk';
import { SDKContext } from '@contentful/react-apps-toolkit';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a field app as `mountFieldApp` does, with a given (fake) SDK in the toolkit's context. */
export function renderWithSdk(sdk: FieldAppSDK, app: ReactNode): RenderResult {
  return render(<SDKContext.Provider value={{ sdk }}>{app}</SDKContext.Provider>);
}
