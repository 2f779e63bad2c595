/** A head tag as the queries answer it (`HeadTag` entries: name and content). */
export interface HeadTagLike {
  name?: string | null;
  content?: string | null;
}

/** The content of the `robots` head tag (name compared without case or spaces), if any. */
export function robotsOf(tags: readonly (HeadTagLike | null)[] | null | undefined): string | undefined {
  return tags?.find((tag) => tag?.name?.trim().toLowerCase() === 'robots')?.content ?? undefined;
}

/** The directives of a robots value, lower-cased: 'noindex, NoFollow' → {'noindex', 'nofollow'}. */
export function robotsDirectives(robots: string | undefined): Set<string> {
  return new Set(
    (robots ?? '')
      .toLowerCase()
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  );
}
