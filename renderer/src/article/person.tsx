import { inspect } from '../inspector.js';
import { fromAsset, type ImageProps } from '../shared/image.js';
import { ResponsiveImage } from '../shared/responsive-image.js';
import type { PersonFieldsFragment } from '@insurer/content-model/types';

/** An author or reviewer. */
export interface PersonProps {
  id: string;
  name: string;
  roleTitle?: string;
  description?: string;
  profileLink?: string;
  photo?: ImageProps;
}

/** Props of an author or reviewer, or undefined when the entry has no name. */
export function fromPerson(raw: PersonFieldsFragment | null | undefined): PersonProps | undefined {
  if (!raw?.name) return undefined;
  const photo = fromAsset(raw.photo);
  return {
    id: raw.sys.id,
    name: raw.name,
    ...(raw.roleTitle ? { roleTitle: raw.roleTitle } : {}),
    ...(raw.description ? { description: raw.description } : {}),
    ...(raw.profileLink ? { profileLink: raw.profileLink } : {}),
    ...(photo ? { photo: { ...photo, alt: '' } } : {}),
  };
}

/** 'Written by' / 'Reviewed by' line with photo and role. */
export function PersonByline({ person, label }: { person: PersonProps; label: 'Written by' | 'Reviewed by' }) {
  return (
    <div className="byline" {...inspect(person.id, 'name')}>
      {person.photo ? <ResponsiveImage image={person.photo} sizes="48px" className="byline__photo" /> : null}
      <p className="byline__text">
        {label} {person.profileLink ? <a href={person.profileLink}>{person.name}</a> : <strong>{person.name}</strong>}
        {person.roleTitle ? <span className="byline__role">, {person.roleTitle}</span> : null}
      </p>
    </div>
  );
}
