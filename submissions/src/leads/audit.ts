/** The leads-audit event of one submission (docs/requirements.md#leads-audit "A leads-audit list of e-mails: fires an audit event 'blacklisted' or 'valid'"). */
export type LeadsAuditEvent = 'blacklisted' | 'valid';

/** 'blacklisted' when `email` is on the list (compared case-insensitively, trimmed), else 'valid'. */
export function leadsAudit(email: string, auditList: readonly string[]): LeadsAuditEvent {
  return auditList.includes(email.trim().toLowerCase()) ? 'blacklisted' : 'valid';
}
