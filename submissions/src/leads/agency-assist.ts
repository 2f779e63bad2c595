/** A source of uniform random numbers in [0, 1); injectable so tests can fix the draw. */
export type RandomSource = () => number;

/** The campaign families of docs/requirements.md#agency-assist. */
export type CampaignFamily = 'term-life-2025' | 'disability-2025' | 'term-life-2024' | 'safeguard360' | 'find-professional' | 'organic';

/** N of the 1-in-N agency-assist chance per campaign family (docs/requirements.md#agency-assist). */
export const AGENCY_ASSIST_ODDS: Readonly<Record<CampaignFamily, number>> = {
  'term-life-2025': 7,
  'disability-2025': 10,
  'term-life-2024': 2,
  safeguard360: 1,
  'find-professional': 100,
  organic: 6,
};

/**
 * The family of a campaign name (the stored LifeCampaignName, or the lead source), matched on
 * its words, case-insensitive: 'safeguard360' / 'safe-guard-360' → safeguard360; 'find a
 * professional', 'find-fp', 'find-financial-professional' → find-professional; 'disability' with
 * 2025 → disability-2025; 'term' (or 'life') with 2025 → term-life-2025, with 2024 → term-life-2024;
 * anything else, or none, is organic.
 */
export function campaignFamily(campaign: string | undefined): CampaignFamily {
  const name = (campaign ?? '').toLowerCase();
  if (/safe[\s_-]*guard[\s_-]*360/.test(name)) return 'safeguard360';
  if (/find[\s_-]*(a[\s_-]*)?(financial[\s_-]*)?(professional|pro|fp)\b/.test(name)) return 'find-professional';
  if (/disab/.test(name) && /2025/.test(name)) return 'disability-2025';
  if (/term|life/.test(name) && /2025/.test(name)) return 'term-life-2025';
  if (/term|life/.test(name) && /2024/.test(name)) return 'term-life-2024';
  return 'organic';
}

/**
 * One 1-in-N draw (docs/requirements.md#agency-assist: "1 or less always, 100 never"): true when N ≤ 1, false when
 * N ≥ 100, else true with probability 1/N.
 */
export function drawOneIn(n: number, random: RandomSource): boolean {
  if (n <= 1) return true;
  if (n >= 100) return false;
  return random() < 1 / n;
}

/**
 * The seed-000 lead forms' `send_to_agency_assist` (docs/requirements.md#lead-assignment,
 * docs/requirements.md#decision-agency-assist-and-email-routing): taken from the stored
 * EmailRouting value, the campaign page's routeLeadsToAgencyAssist: 'true' sends the lead to
 * agency assist; 'false', the string 'undefined' (a page that did not say) or no value does not.
 * No draw: these forms follow the page's routing.
 */
export function agencyAssistFromEmailRouting(emailRouting: string | undefined): boolean {
  return emailRouting?.trim().toLowerCase() === 'true';
}

/**
 * The seed-001 flows' agency-assist mark (the tools' share leads and the quote leads,
 * docs/requirements.md#agency-assist, docs/requirements.md#decision-agency-assist-and-email-routing):
 * a 1-in-N draw tied to the campaign (the stored LifeCampaignName; none is organic). The draw is
 * made once, when the submission is accepted, and stored with the payload, so retries send the
 * same answer.
 */
export function drawAgencyAssist(input: { campaign: string | undefined; random: RandomSource }): boolean {
  return drawOneIn(AGENCY_ASSIST_ODDS[campaignFamily(input.campaign)], input.random);
}
