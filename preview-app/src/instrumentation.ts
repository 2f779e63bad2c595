/**
 * Next.js start-up hook: starts the forms delivery worker in the Node.js runtime, so submissions
 * left pending by a previous process are delivered without waiting for a new request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startFormsWorker } = await import('./server/service');
    await startFormsWorker();
  }
}
