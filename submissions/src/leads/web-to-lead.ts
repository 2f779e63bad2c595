import { DENTAL_LEAD_SOURCE, DENTAL_REASON_FIELD, type DentalNetworkValues } from '@insurer/contracts/forms';
import { businessDate } from './dates.js';

/**
 * The web-to-lead fields of one dental network submission, in the order of docs/requirements.md#dental-network-form "Dental
 * network form fields": oid, retURL, FormSubmitDate__c (MM/DD/YYYY; the date the browser sent,
 * else the submission's date in the business time zone), the UTM fields, GAClientID,
 * DomainUserID, URL, the reason for contact, Contact_Name__c, Contact_Email__c, phone,
 * first_name, last_name, email, company (at most 40 characters, as the form enforces), street,
 * city, state, zip, lead_source 'Provider Solicitation', Network_Types__c. Absent optional values
 * are sent empty; the honeypot is never sent.
 */
export function buildWebToLeadFields(input: { values: DentalNetworkValues; oid: string; retURL: string; at: Date }): [string, string][] {
  const v = input.values;
  return [
    ['oid', input.oid],
    ['retURL', input.retURL],
    ['FormSubmitDate__c', v.FormSubmitDate__c ?? businessDate(input.at, '/')],
    ['UTM_Name__c', v.UTM_Name__c ?? ''],
    ['UTM_Source__c', v.UTM_Source__c ?? ''],
    ['UTM_Medium__c', v.UTM_Medium__c ?? ''],
    ['UTM_Campaign__c', v.UTM_Campaign__c ?? ''],
    ['UTM_Content__c', v.UTM_Content__c ?? ''],
    ['UTM_Pardot__c', v.UTM_Pardot__c ?? ''],
    ['GAClientID', v.GAClientID ?? ''],
    ['DomainUserID', v.DomainUserID ?? ''],
    ['URL', v.URL ?? ''],
    [DENTAL_REASON_FIELD, v[DENTAL_REASON_FIELD]],
    ['Contact_Name__c', v.Contact_Name__c],
    ['Contact_Email__c', v.Contact_Email__c],
    ['phone', v.phone],
    ['first_name', v.first_name],
    ['last_name', v.last_name],
    ['email', v.email],
    ['company', v.company.slice(0, 40)],
    ['street', v.street],
    ['city', v.city],
    ['state', v.state],
    ['zip', v.zip],
    ['lead_source', DENTAL_LEAD_SOURCE],
    ['Network_Types__c', v.Network_Types__c],
  ];
}
