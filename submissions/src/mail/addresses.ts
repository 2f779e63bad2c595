import validator from 'validator';

/**
 * The mailbox an e-mail address reaches, for the per-recipient and per-submitter caps
 * (docs/requirements.md#decision-mail-limits): lower case; without a plus tag (`ann+1@` is `ann@`,
 * whatever the provider: most accept plus addressing and deliver to the same mailbox); without dots
 * in the local part where the provider ignores them (Gmail and Googlemail, by validator's
 * `normalizeEmail`, which also folds googlemail.com into gmail.com and strips the other
 * subaddress forms of the large providers). So `Victim+1@example.com`, `victim+2@example.com` and
 * `v.ictim@gmail.com` / `victim@gmail.com` count as one address each. Used as a counter key only:
 * the address the e-mail goes to is the one the visitor typed.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const known =
    validator.normalizeEmail(trimmed, {
      all_lowercase: true,
      gmail_remove_dots: true,
      gmail_remove_subaddress: true,
      gmail_convert_googlemaildotcom: true,
      outlookdotcom_remove_subaddress: true,
      yahoo_remove_subaddress: true,
      icloud_remove_subaddress: true,
    }) || trimmed.toLowerCase();
  const at = known.lastIndexOf('@');
  if (at <= 0) return known;
  const local = known.slice(0, at).split('+')[0] || known.slice(0, at);
  return `${local}${known.slice(at)}`;
}
