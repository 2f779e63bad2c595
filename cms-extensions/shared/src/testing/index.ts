export { fakeFieldSdk, type FakeEntryInput, type FakeFieldSdk } from './fake-sdk.js';
export { renderWithSdk } from './render.js';
export { axeViolations } from './axe.js';
export { fakeCma, type FakeCma, type FakeEntry } from './fake-cma.js';
