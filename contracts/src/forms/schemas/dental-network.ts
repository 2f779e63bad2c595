import * as z from '../../zod-mini.js';
import { DENTAL_MESSAGES as M } from '../messages.js';
import { US_STATE_CODES } from '../us-states.js';
import {
  DATE_PATTERN,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredName,
  requiredPhone,
  requiredText,
  requiredZip,
} from './fields.js';

/** The office name's maximum length (docs/requirements.md#dental-network-form "company (max 40)"). */
export const OFFICE_NAME_MAX = 40;
/** The networks a dentist may join (docs/requirements.md#dental-network-form "PPO and DHMO options"). */
export const DENTAL_NETWORKS = ['PPO', 'DHMO/Managed Care'] as const;
/** The fixed lead source of every dental network submission (docs/requirements.md#dental-network-form). */
export const DENTAL_LEAD_SOURCE = 'Provider Solicitation';
/** The hidden reason-for-contact field and its value (docs/requirements.md#dental-network-form names the field; its name and value are not given). */
export const DENTAL_REASON_FIELD = 'Reason_for_Contact__c';
export const DENTAL_REASON_FOR_CONTACT = 'Join the network';
/** The honeypot: hidden from people, so a value means a bot filled it (docs/requirements.md#dental-network-form). */
export const DENTAL_HONEYPOT_FIELD = 'pardot_extra_field';

const optionalHidden = optionalText;

/**
 * The dental network joining form (`dental-network-sf-hc`, docs/requirements.md#dental-network-form "Dental network form
 * fields"), with the web-to-lead field names. Visible fields and their
 * messages: contact name, contact e-mail, phone (10 digits, optional parentheses, space or dash),
 * the dentist's first and last name and e-mail, office name (max 40), street, city, state, zip
 * (exactly 5 digits) and the network (PPO or DHMO/Managed Care). Hidden fields: the reason for
 * contact, `lead_source` 'Provider Solicitation', `FormSubmitDate__c` (MM/DD/YYYY), the UTM and
 * analytics fields and the honeypot `pardot_extra_field` (accepted here; the server drops a
 * submission where it holds a value). `oid` and `retURL` depend on the environment and are
 * added by the server.
 */
export const dentalNetworkSchema = z.object({
  [DENTAL_REASON_FIELD]: requiredText(M.reasonForContact),
  Contact_Name__c: requiredName(M.contactName, 'Contact name'),
  Contact_Email__c: requiredEmail(M.emailRequired, M.emailInvalid),
  phone: requiredPhone(M.phoneRequired, M.phoneInvalid),
  first_name: requiredName(M.dentistFirstName, 'Dentist first name'),
  last_name: requiredName(M.dentistLastName, 'Dentist last name'),
  email: requiredEmail(M.emailRequired, M.emailInvalid),
  company: requiredText(M.officeName).check(z.maxLength(OFFICE_NAME_MAX, M.officeName)),
  street: requiredText(M.street),
  city: requiredText(M.city),
  state: requiredChoice(US_STATE_CODES, M.state),
  zip: requiredZip(M.zip),
  Network_Types__c: requiredChoice(DENTAL_NETWORKS, M.network),
  lead_source: z.literal(DENTAL_LEAD_SOURCE),
  FormSubmitDate__c: z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    z.optional(z.string().check(z.regex(DATE_PATTERN))),
  ),
  UTM_Name__c: optionalHidden(),
  UTM_Source__c: optionalHidden(),
  UTM_Medium__c: optionalHidden(),
  UTM_Campaign__c: optionalHidden(),
  UTM_Content__c: optionalHidden(),
  UTM_Pardot__c: optionalHidden(),
  GAClientID: optionalHidden(),
  DomainUserID: optionalHidden(),
  URL: optionalHidden(),
  [DENTAL_HONEYPOT_FIELD]: optionalHidden(),
});
export type DentalNetworkValues = z.infer<typeof dentalNetworkSchema>;
