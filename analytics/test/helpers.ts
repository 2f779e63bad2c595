/**
 * The analytics package's test helpers (`@insurer/analytics/testing`): a stand-in for Segment's
 * API, and the forms backend's temp folder and wait helpers, which these tests share.
 */
export { tempDir, waitFor } from '@insurer/submissions/testing';
export { startSegmentStandIn, type SegmentCall, type SegmentStandIn } from './segment-stand-in.js';
