import { FormControl as F36FormControl } from '@contentful/f36-components';
import { withStableIds } from '@insurer/cms-shared/stable-ids';

/** The workbench's `FormControl` (Forma 36 5): ids from React, never random (see `withStableIds`). */
export const FormControl: typeof F36FormControl = withStableIds(F36FormControl);
