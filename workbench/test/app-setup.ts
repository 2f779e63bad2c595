import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// As main.tsx does: the field editors translate their labels with Lingui, English defaults.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

afterEach(() => cleanup());

// jsdom lays nothing out, so it has no `scrollIntoView`; the editor calls it to bring a field into
// view. Each call is recorded on the element (`data-scrolled-into-view`) for the tests to read.
Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
  this.setAttribute('data-scrolled-into-view', 'true');
};
