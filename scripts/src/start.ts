/**
 * `npm start`: runs the product on the embedded defaults. Starts the local content service
 * (unless CONTENTFUL_MANAGEMENT_HOST points at a real Contentful), and keeps it running until
 * Ctrl-C. Later steps (migrations, seed content, the site) hook in here.
 */
import { loadConfig, loadDotEnv, startContentService, type RunningService } from '@insurer/content-service';

loadDotEnv();

let service: RunningService | undefined;
if (!process.env.CONTENTFUL_MANAGEMENT_HOST) {
  const config = loadConfig();
  service = await startContentService(config);
  console.log(
    `[start] content service: ${service.httpUrl} (HTTPS ${service.httpsUrl}), space ${config.spaceId}, data in ${config.dataDir}`,
  );
  console.log(`[start] GraphQL: ${service.httpUrl}/content/v1/spaces/${config.spaceId}/environments/${config.environmentId}`);
} else {
  console.log(`[start] using the Contentful space at ${process.env.CONTENTFUL_MANAGEMENT_HOST}`);
}

const stop = (): void => {
  void (service?.close() ?? Promise.resolve()).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
