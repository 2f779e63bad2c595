/** Thrown for bad input (answer 400 or 422 with `.message`): a short password, a duplicate e-mail, an empty compliance number. */
export class ComplianceInputError extends Error {
  override name = 'ComplianceInputError';
}

/** Thrown when the user's role may not do this (answer 403 with `.message`): an author approving, for example. */
export class ComplianceForbiddenError extends Error {
  override name = 'ComplianceForbiddenError';
}
