/**
 * A content service and a workbench server in a process of their own, for the workbench's
 * component tests (workbench/test/app-fixture.ts): the jsdom environment those tests run in
 * replaces the globals that Node's crypto and the certificate generator expect, so the real
 * peers run beside it. The workbench keeps its users and reviews in a SQLite site database of its
 * own (a temporary file), and opens as the local principal, or asks for sign-in with the argument
 * `--sign-in=required` (the demo users exist either way). Prints one JSON line
 * (`{ workbenchUrl, sessionSecret, serviceUrl }`) once both listen; stops both and exits when its
 * standard input closes (the test file ended).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestService, MANAGEMENT_TOKEN, SPACE } from '@insurer/content-service/testing';
import { startWorkbench } from '../src/server/server.js';

const service = await startTestService();
const dist = mkdtempSync(join(tmpdir(), 'workbench-app-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Authoring workbench</title></head><body></body></html>');
const workbench = await startWorkbench({
  port: 0,
  cmaUrl: service.httpUrl,
  managementToken: MANAGEMENT_TOKEN,
  spaceId: SPACE,
  environmentId: 'master',
  locale: 'en-US',
  siteUrl: 'http://localhost:3999',
  previewSecret: 'test-preview-secret',
  staticDir: dist,
  database: { databaseUrl: undefined, sqlitePath: join(dist, 'site.sqlite'), poolSize: 1 },
  signIn: process.argv.includes('--sign-in=required') ? 'required' : 'local',
  demoUsers: true,
  webhookSecret: 'test-webhook-secret',
});
process.stdout.write(
  `${JSON.stringify({ workbenchUrl: workbench.url, sessionSecret: workbench.sessionSecret, serviceUrl: service.httpUrl })}\n`,
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await workbench.close();
  await service.destroy();
  rmSync(dist, { recursive: true, force: true });
  process.exit(0);
}
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
