/** The paragraphs of a plain multi-line text: split on blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A design-system colour name as a CSS token: 'Light blue', 'light-blue' and 'light blue' all
 * give 'light-blue' (the model's help text says "e.g. white or light-blue"); undefined when empty.
 */
export function colourToken(name: string | null | undefined): string | undefined {
  const token = (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return token || undefined;
}
