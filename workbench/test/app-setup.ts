import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// As main.tsx does: the field editors translate their labels with Lingui, English defaults.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

afterEach(() => cleanup());

/**
 * Forma 36's Modal (react-modal underneath, `closeTimeoutMS: 200`) takes its portal out of the page
 * on a 200 ms timer after a close or an unmount. The file's last such timer must fire while the
 * file's jsdom still exists: once the environment is torn down it throws "document is not
 * defined" as an unhandled error, which fails the run (seen once, share-preview.test.tsx, whose
 * last test ends with its dialog open). This setup file's `afterAll` runs after the file's own,
 * and a longer timer set later fires later, so waiting 250 ms here lets every such timer fire.
 */
const MODAL_PORTAL_REMOVAL_MS = 200;
afterAll(() => new Promise((resolve) => setTimeout(resolve, MODAL_PORTAL_REMOVAL_MS + 50)));

// jsdom lays nothing out, so it has no `scrollIntoView`; the editor calls it to bring a field into
// view. Each call is recorded on the element (`data-scrolled-into-view`) for the tests to read.
Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
  this.setAttribute('data-scrolled-into-view', 'true');
};
