import type Migration from 'contentful-migration';
import { booleanField, createType, internalNameField } from './lib/fields.js';

/**
 * The site's feature flags as a CMS entry (docs/requirements.md#feature-flags,
 * docs/requirements.md#decision-flag-source): the default OpenFeature provider of the site reads
 * the one published `featureFlags` entry; an empty field means the flag's default in code
 * (contracts/src/flags.ts). Publishing the entry revalidates the site through the publish webhook.
 */
export default function migrate(migration: Migration): void {
  createType(
    migration,
    'featureFlags',
    {
      name: 'Feature flags',
      displayField: 'internalName',
      description:
        'The site-wide feature flags (docs/requirements.md#feature-flags). Keep one entry: the site reads the first published one. An empty field uses the default in code; an environment variable FLAG_<NAME> overrides the entry.',
    },
    (flags) => {
      internalNameField(flags);
      booleanField(flags, 'rilaV3', 'rilaV3: newer RILA tool', {
        helpText:
          "Owner: Annuities marketing. Default on. The newer RILA tool (outcomes A-E, crediting strategies) and the share flow's otherFP option.",
        trueLabel: 'On',
        falseLabel: 'Off',
      });
      booleanField(flags, 'dentalRefreshAgeRanges', 'dentalRefreshAgeRanges: split 50 or older', {
        helpText:
          "Owner: Dental and vision product. Default on. Splits the dental and vision '50 or older' age range into 50-64 and 65 and over.",
        trueLabel: 'On',
        falseLabel: 'Off',
      });
      booleanField(flags, 'okAgebandExpansion', 'okAgebandExpansion: 16-17 band in OK', {
        helpText:
          'Owner: Dental and vision product. Default off. Adds a 16-17 age range for Oklahoma ZIP codes only, with its age and ZIP check.',
        trueLabel: 'On',
        falseLabel: 'Off',
      });
      booleanField(flags, 'accidentScSpouseAgeRule', 'accidentScSpouseAgeRule: SC spouse age rule', {
        helpText:
          'Owner: Accident product compliance. Default on. In South Carolina, a primary applicant of 19 with a spouse of 65 cannot submit the accident quote (no plans).',
        trueLabel: 'On',
        falseLabel: 'Off',
      });
    },
  );
}
