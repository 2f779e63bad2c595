import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// As main.tsx does: the field editors translate their labels with Lingui, English defaults.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

afterEach(() => cleanup());
