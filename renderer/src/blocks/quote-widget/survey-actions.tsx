'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SurveyLeadResult, UserExistsResult } from '@insurer/contracts/quote';

/**
 * The quote results' two server actions (docs/requirements.md#decision-survey-lead-actions), as the
 * site hands them down: React server actions defined by the site (`preview-app/src/app/survey-actions.ts`),
 * called by the quote lead form where it collects a first name and an e-mail. Without them (tests,
 * the field apps) the form posts its lead alone.
 */
export interface SurveyActions {
  /** Whether a visitor with this e-mail is already known. */
  checkUserExists: (email: string) => Promise<UserExistsResult>;
  /** Creates the survey lead (the e-mail verified first); `input` is the contract's `SurveyLeadInput`. */
  createSurveyLead: (input: unknown) => Promise<SurveyLeadResult>;
}

const SurveyActionsContext = createContext<SurveyActions | undefined>(undefined);

/** Puts the site's survey actions within reach of every quote lead form below it. */
export function SurveyActionsProvider({ actions, children }: { actions: SurveyActions; children: ReactNode }) {
  return <SurveyActionsContext.Provider value={actions}>{children}</SurveyActionsContext.Provider>;
}

/** The site's survey actions, or undefined when none were provided. */
export function useSurveyActions(): SurveyActions | undefined {
  return useContext(SurveyActionsContext);
}
