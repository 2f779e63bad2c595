import type Migration from 'contentful-migration';
import {
  createType,
  assetLinkField,
  booleanField,
  choiceField,
  internalNameField,
  listField,
  richTextField,
  symbolField,
  textField,
} from './lib/fields.js';
import { ABSOLUTE_URL, URL_OR_PATH } from './lib/taxonomy.js';

/** Where a link may point: a site path, an #anchor (opens a drawer or modal), or an http(s), mailto: or tel: address. */
const HREF = {
  regexp: { pattern: '^(/|#|https?://|mailto:|tel:)\\S*$' },
  message: 'Enter a path starting with /, a #anchor, or an https://, mailto: or tel: address.',
};

/** Wistia media ids are ten lower-case letters and digits. */
const WISTIA_ID = { regexp: { pattern: '^[a-z0-9]{10}$' }, message: 'Enter the 10-character Wistia media id, e.g. abcde12345.' };

/**
 * The building bricks every later type links to: image (docs/requirements.md#content-model), video (Wistia),
 * link (docs/requirements.md#content-model, docs/requirements.md#card-grid card slide-up) and person (author and reviewer).
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'image',
    {
      name: 'Image',
      displayField: 'internalName',
      description: 'A responsive image with alternative text; an optional mobile crop and social-sharing image.',
    },
    (image) => {
      internalNameField(image);
      assetLinkField(image, 'media', 'Media', {
        required: true,
        images: true,
        helpText: 'The image shown on tablets and desktops (and on phones without a mobile image).',
      });
      assetLinkField(image, 'mobileMedia', 'Mobile media', { images: true, helpText: 'Optional crop shown below 768 px.' });
      symbolField(image, 'alt', 'Alternative text', {
        helpText: 'Describes the image for screen readers. Leave empty only for decorative images.',
      });
      booleanField(image, 'decorative', 'Decorative', {
        defaultValue: false,
        trueLabel: 'Decorative (hidden from screen readers)',
        falseLabel: 'Informative',
        helpText: 'Decorative images get an empty alt text.',
      });
      assetLinkField(image, 'socialSharingImage', 'Social sharing image', {
        images: true,
        helpText: 'Used as og:image when a page shares this image; 1200×630 recommended.',
      });
    },
  );

  createType(migration, 'video', { name: 'Video', displayField: 'title', description: 'A Wistia video with its transcript.' }, (video) => {
    symbolField(video, 'title', 'Title', { required: true, helpText: 'Accessible name of the player.' });
    symbolField(video, 'wistiaId', 'Wistia id', {
      required: true,
      validations: [WISTIA_ID],
      helpText: 'The media id from the Wistia address, e.g. abcde12345.',
    });
    textField(video, 'transcript', 'Transcript', { widget: 'markdown', helpText: 'Shown under the player behind a "Transcript" toggle.' });
    assetLinkField(video, 'thumbnail', 'Thumbnail', { images: true, helpText: 'Optional poster image; Wistia’s own thumbnail otherwise.' });
  });

  createType(
    migration,
    'link',
    {
      name: 'Link',
      displayField: 'title',
      description: 'A link or button; with slide-up content it opens a panel instead of navigating.',
    },
    (link) => {
      symbolField(link, 'title', 'Title', { required: true, helpText: 'The visible link text.' });
      symbolField(link, 'href', 'Address', {
        validations: [HREF],
        helpText: 'A path (/life-insurance), an #anchor that opens a drawer or modal, or a full https://, mailto: or tel: address.',
      });
      symbolField(link, 'icon', 'Icon', { helpText: 'Optional icon name from the design system, e.g. phone, arrow-right.' });
      choiceField(link, 'target', 'Opens in', ['_self', '_blank'], {
        defaultValue: '_self',
        widget: 'radio',
        helpText: '_blank opens a new tab.',
      });
      choiceField(link, 'variant', 'Variant', ['Primary', 'Secondary', 'Tertiary', 'Text link'], {
        defaultValue: 'Text link',
        helpText: 'Buttons (Primary, Secondary, Tertiary) or a plain text link.',
      });
      richTextField(link, 'slideUp', 'Slide-up content', {
        helpText: 'When set, the link toggles a slide-up panel with this content instead of navigating (card grids).',
      });
      symbolField(link, 'triggerLinkText', 'Trigger link text', { helpText: 'Text of the control that opens the slide-up content.' });
    },
  );

  createType(
    migration,
    'person',
    { name: 'Person', displayField: 'name', description: 'An author or reviewer of a page or article.' },
    (person) => {
      symbolField(person, 'name', 'Name', { required: true });
      symbolField(person, 'roleTitle', 'Role title', { helpText: 'e.g. Senior Financial Planner.' });
      textField(person, 'description', 'Description', { helpText: 'Short biography.' });
      assetLinkField(person, 'photo', 'Photo', { images: true });
      symbolField(person, 'profileLink', 'Profile link', {
        widget: 'urlEditor',
        validations: [URL_OR_PATH],
        helpText: 'The person’s profile page: a path on this site or a full https:// address.',
      });
      listField(person, 'socialUrls', 'Social URLs', {
        itemValidations: [ABSOLUTE_URL],
        helpText: 'Full addresses of social profiles (LinkedIn, X …), separated by commas.',
      });
    },
  );
}
