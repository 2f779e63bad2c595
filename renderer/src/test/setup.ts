import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setBrowserInspector } from '../inspector.js';

// Component tests render as the draft-mode live preview does: with inspector tags
// (docs/requirements.md#live-preview). `inspector.test.tsx` checks production renders carry none.
setBrowserInspector(true);

afterEach(() => cleanup());
