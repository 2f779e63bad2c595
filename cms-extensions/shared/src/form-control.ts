import { FormControl as F36FormControl } from '@contentful/f36-components';
import { withStableIds } from './stable-ids.js';

/** The field apps' `FormControl` (Forma 36 6): ids from React, never random (see `withStableIds`). */
export const FormControl: typeof F36FormControl = withStableIds(F36FormControl);
