import type { FormsConfig } from '../config.js';
import type { ResolvedSiteContent, RilaToolLoader } from '../content/site-content.js';
import type { RandomSource } from '../leads/agency-assist.js';

/** What the delivery builders need besides the values: configuration, the submission id and time, the draw's random source. */
export interface DeliveryContext {
  config: FormsConfig;
  submissionId: string;
  at: Date;
  random: RandomSource;
  /** The origin the request came from (decides the web-to-lead organisation). */
  requestOrigin: string | undefined;
}

/** What a form's deliveries may need besides `DeliveryContext`: the site's content, loaded only when asked for. */
export interface FormDeliveryContext extends DeliveryContext {
  /** The brand, support phone and compliance codes from content, with the configuration's fallbacks; never rejects. */
  content: () => Promise<ResolvedSiteContent>;
  /** A RILA widget's published configuration and variant (the site's hook); undefined when there is none. */
  loadRilaTool: RilaToolLoader;
}

/**
 * Values the form's schema accepted but its deliveries cannot use (a RILA selection the published
 * configuration does not offer): the submit route answers 422 with `errors`, one message per field.
 */
export class ValuesRejected extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('The values cannot be used');
    this.name = 'ValuesRejected';
  }
}
