import type { Approval } from './review.js';
import type { PageSnapshot } from './snapshot.js';
import type { ComplianceStore } from './store.js';

export type ArchiveEvent = 'publish' | 'unpublish' | 'expire';

export interface ArchiveImage {
  url: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ChartSource {
  entryId: string;
  contentType: string;
  title?: string;
  source: string;
}

export interface AppendRecordInput {
  event: ArchiveEvent;
  entryId: string;
  url: string;
  at: Date;
  html?: string;
  images: ArchiveImage[];
  snapshot?: PageSnapshot;
  contentHash?: string;
  complianceNumber?: string;
  expirationDate?: string;
  approval?: Approval;
  chartSources: ChartSource[];
}

export interface RecordSummary {
  seq: number;
  event: ArchiveEvent;
  entryId: string;
  url: string;
  at: Date;
  contentHash?: string;
  complianceNumber?: string;
  principalName?: string;
  approvedAt?: Date;
  firstUse?: Date;
  lastUse?: Date;
  chartSources: ChartSource[];
  imageHashes: string[];
}

export interface RecordFilter {
  entryId?: string;
  from?: Date;
  to?: Date;
}

export async function appendRecord(store: ComplianceStore, input: AppendRecordInput): Promise<{ seq: number; rowHash: string }> {
  void store;
  void input;
  throw new Error('not yet');
}

export async function listRecords(store: ComplianceStore, filter: RecordFilter): Promise<RecordSummary[]> {
  void store;
  void filter;
  throw new Error('not yet');
}

export async function recordHtml(store: ComplianceStore, seq: number): Promise<string | undefined> {
  void store;
  void seq;
  throw new Error('not yet');
}

export async function verifyArchive(store: ComplianceStore): Promise<{ ok: boolean; rows: number; problems: string[] }> {
  void store;
  throw new Error('not yet');
}

export async function exportRecords(store: ComplianceStore, filter: RecordFilter): Promise<Uint8Array> {
  void store;
  void filter;
  throw new Error('not yet');
}
