import { z } from 'zod';

/**
 * zod for the code the browser may load (`@insurer/contracts/zod`), configured once: `jitless`
 * stops zod probing whether it may compile validators with `Function()`. The site's Content
 * Security Policy allows no eval (docs/requirements.md#security), so the probe would only raise a
 * policy violation in every browser that loads a form. Every module of the contracts and the
 * renderer imports zod from here (ESLint enforces it).
 */
z.config({ jitless: true });

export { z };
